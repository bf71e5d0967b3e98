"""Tests of steamworks/coach/."""
