"""Steam Works: a desktop edition of the worker-placement board game of Victorian inventors."""

__version__ = "0.1.0"
