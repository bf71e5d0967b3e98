"""Tests of steamworks/rules/."""
