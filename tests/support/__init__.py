"""Helpers the tests share: positions, scenarios, moves, the UI driver, saved games (see tests/README.md)."""
