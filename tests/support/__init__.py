"""Helpers the tests share: positions (and scenario text), moves, the UI driver, saved games (see tests/README.md)."""
