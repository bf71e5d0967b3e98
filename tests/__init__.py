"""The test suite, a package mirroring steamworks/ (see tests/README.md)."""
