"""Command line entry point: `python -m steamworks` (or the `steamworks` console script).

A thin dispatcher: the first argument names a subcommand (play, the default, when it names
none), whose argument parsing and output live in its own module of steamworks/cli/. Each is
imported only when it runs, so the game's start-up loads nothing a subcommand needs.
"""

from __future__ import annotations

import importlib
import sys

# subcommand -> the module of steamworks.cli that runs it (its `main(argv) -> exit status`)
SUBCOMMANDS = {
    "play": "play",  # open the game window
    "simulate": "simulate",  # self-play games with every invariant checked
    "tournament": "tournament",  # seat-balanced games between AI levels
    "replay": "replay",  # print a save's story
    "analyse": "analyse",  # the coach's review of a save's decisions
    "tutorial": "tutorial",  # list or check the lessons
    "puzzles": "puzzles",  # list or verify the puzzles
    "serve": "serve",  # the online game server
}


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    command = argv.pop(0) if argv and argv[0] in SUBCOMMANDS else "play"
    module = importlib.import_module(f"steamworks.cli.{SUBCOMMANDS[command]}")
    status: int = module.main(argv)
    return status


if __name__ == "__main__":
    sys.exit(main())
