"""Tests of steamworks/ai/."""
