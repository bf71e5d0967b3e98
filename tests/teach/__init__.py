"""Tests of steamworks/teach/."""
