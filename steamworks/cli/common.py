"""What the subcommands share: parsing into our own streams, loading a save, printable text."""

from __future__ import annotations

import argparse
import contextlib
import unicodedata
from typing import TextIO

from steamworks.persistence.errors import SaveError
from steamworks.persistence.savefile import LoadedGame, load_file


def printable(text: str) -> str:
    """Text with control characters replaced, so a file cannot send escape codes to a terminal."""
    return "".join("?" if unicodedata.category(ch).startswith("C") else ch for ch in text)


def parse_command_line(
    parser: argparse.ArgumentParser, argv: list[str], out: TextIO, err: TextIO
) -> argparse.Namespace | int:
    """A subcommand's arguments, or the exit status when argparse ended the run itself (its
    help, or a wrong command line: status 2), with what argparse printed sent to our streams."""
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            return parser.parse_args(argv)
    except SystemExit as exc:  # report argparse's status instead of exiting
        return int(exc.code or 0)


def load_for_command(prog: str, path: str, err: TextIO) -> LoadedGame | None:
    """The save at `path`, loaded and checked as the game loads it; None after printing the
    one-line reason it cannot be read (the subcommand then exits 1)."""
    try:
        return load_file(path)
    except SaveError as exc:
        print(f"{prog}: cannot read {printable(path)!r}: {exc}", file=err)
        return None
