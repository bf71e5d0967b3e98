"""Entry point of the bundled executable (PyInstaller runs a script, not a package's __main__)."""

import multiprocessing
import sys

from steamworks.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # tournaments use worker processes; a frozen app needs this
    sys.exit(main())
