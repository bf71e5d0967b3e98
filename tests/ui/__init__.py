"""Tests of steamworks/ui/: screens, the game table, art."""
