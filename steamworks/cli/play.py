"""`python -m steamworks [play]`: open the game window (the default subcommand), or with
`--smoke-test DIR` open every screen headless and write a screenshot of each."""

from __future__ import annotations

import argparse
import os

from steamworks import __version__


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
        "--language",
        metavar="CODE",
        type=_language_code,
        help="the language of this run, not saved: en, de, fr or es",
    )
    ap.add_argument(
        "--text-size",
        metavar="PERCENT",
        type=_text_size,
        help="with --smoke-test: every screen at this text size, 80 to 200 (percent)",
    )
    ap.add_argument(
        "--smoke-test",
        metavar="DIR",
        nargs="?",
        const="screenshots",
        help="open every scene headless, write a screenshot of each to DIR, exit",
    )
    return ap


def _text_size(text: str) -> float:
    """--text-size's percent as a scale: "150" -> 1.5 (80 to 200)."""
    try:
        percent = float(text.rstrip("%"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a percentage: {text!r}") from None
    if not 80 <= percent <= 200:
        raise argparse.ArgumentTypeError(f"a text size from 80 to 200, not {text}")
    return percent / 100


def _language_code(text: str) -> str:
    """A code --language accepts: a language the game has a catalogue for, or "pseudo" (the
    overflow tests' language, never offered in Settings)."""
    from steamworks.ui.language_choice import is_known

    if not is_known(text):
        raise argparse.ArgumentTypeError(f"no language {text!r} (en, de, fr or es)")
    return text


def main(argv: list[str]) -> int:
    args = _play_parser().parse_args(argv)
    if args.windowed and args.fullscreen:
        _play_parser().error("choose either --windowed or --fullscreen")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.smoke_test:
        from steamworks.ui.smoke import smoke_test

        sizes = ((1600, 900),)
        if args.window:  # the smoke test at another window size (e.g. 1280x720)
            width, _, height = args.window.lower().partition("x")
            sizes = ((int(width), int(height)),)
        return smoke_test(
            args.smoke_test,
            sizes=sizes,
            language=args.language or "en",
            text_size=args.text_size or 1.0,
        )
    from steamworks.ui.app import run

    return run(args)
