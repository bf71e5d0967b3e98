"""Tests of steamworks/persistence/."""
