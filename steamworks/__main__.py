"""Command line entry point: `python -m steamworks` (or the `steamworks` console script).

Subcommands: play (the default: opens the game window), simulate, tournament, replay,
analyse (a saved game's decisions reviewed by the coach), tutorial (--check plays every
lesson), puzzles (--verify solves every puzzle), serve (the online game server).
Heavy modules are imported only by the subcommand that needs them, so start-up stays fast.
"""

from __future__ import annotations

import argparse
import os
import sys

from . import __version__

SUBCOMMANDS = (
    "play",
    "simulate",
    "tournament",
    "replay",
    "analyse",
    "tutorial",
    "puzzles",
    "serve",
)


def _play_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="steamworks",
        description="Steam Works: the board game of Victorian inventors.",
        epilog="Subcommands: play (default), simulate, tournament, replay, analyse, tutorial, "
        "puzzles, serve. "
        "Use 'steamworks SUBCOMMAND --help' for each one's options.",
    )
    ap.add_argument(
        "--version",
        action="version",
        version=f"Steam Works {__version__}",
        help="print the game's version and exit",
    )
    ap.add_argument("--windowed", action="store_true", help="open in a window")
    ap.add_argument("--fullscreen", action="store_true", default=None, help="open full screen")
    ap.add_argument("--window", metavar="WxH", help="window size for this run, e.g. 1280x720")
    ap.add_argument(
        "--scene", default="title", help="the first screen to show (title, new_game, rules, ...)"
    )
    ap.add_argument(
        "--dev", action="store_true", help="developer extras (e.g. the Random AI level)"
    )
    ap.add_argument("--load", metavar="SAVE", help="open a saved game")
    ap.add_argument("--seed", type=int, help="seed for the next new game")
    ap.add_argument(
        "--smoke-test",
        metavar="DIR",
        nargs="?",
        const="screenshots",
        help="open every scene headless, write a screenshot of each to DIR, exit",
    )
    return ap


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    command = "play"
    if argv and argv[0] in SUBCOMMANDS:
        command = argv.pop(0)
    if command == "simulate":
        from .simulate import main as simulate_main

        return simulate_main(argv)
    if command == "tournament":
        from .ai.tournament import main as tournament_main

        return tournament_main(argv)
    if command == "replay":
        from .persistence.replay_cli import main as replay_main

        return replay_main(argv)
    if command == "analyse":
        from .coach.cli import main as analyse_main

        return analyse_main(argv)
    if command == "tutorial":
        from .teach.check import main as tutorial_main

        return tutorial_main(argv)
    if command == "puzzles":
        from .teach.verify import main as puzzles_main

        return puzzles_main(argv)
    if command == "serve":
        from .online.server import main as serve_main

        return serve_main(argv)
    args = _play_parser().parse_args(argv)
    if args.windowed and args.fullscreen:
        _play_parser().error("choose either --windowed or --fullscreen")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from .ui.app import launch

    return launch(args)


if __name__ == "__main__":
    sys.exit(main())
