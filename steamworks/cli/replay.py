"""`python -m steamworks replay SAVE`: print a saved game's story as readable lines.

The save is fully loaded and checked first (exactly as the game would load it), then its log
is replayed once more and told by the rules' narration (rules/narrate.py), the same words the
game's log shows: each action with what it changed for everyone, and every end of round, new
age and the end of the game as lines of their own:

    Steam Works save 'tuesday.json': 3 players, drafted personas, seed 1234
    written by Steam Works 0.1.0 at 2026-05-01T20:14:03+00:00 (save format 2)
      Ada: Eva (side A)   Bob: Permelia (side B)   Cyd: Tobias (side A)

    Age I, round 1
        1. Cyd chooses Tobias, side A
       ...
       17. Ada takes the top tile of the Age I stack: the Monetiser  [revealed: Monetiser]
       ...
       == Round 1 ends: the rightmost belt tile (the Scroll Rack) goes under its stack; ...

Exit status: 0 when the save was printed, 1 when it could not be loaded (the reason is printed
on stderr in one line), 2 for a wrong command line.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import TextIO

from steamworks.persistence.errors import SaveError
from steamworks.persistence.log_check import narrate_log
from steamworks.persistence.record import LogEntry
from steamworks.persistence.savefile import LoadedGame
from steamworks.rules import engine
from steamworks.rules.data import load as load_data
from steamworks.rules.describe import describe_decision, tile_name
from steamworks.rules.narrate import UNUSED
from steamworks.rules.scoring import score_lines
from steamworks.rules.state import Player
from steamworks.rules.words import ROMAN

from .common import load_for_command, parse_command_line, printable

PROG = "steamworks replay"

PERSONA_MODE_NAMES = {
    "random": "random personas",
    "draft": "drafted personas",
    "fixed": "chosen personas",
}


def _persona_text(player: Player) -> str:
    if not player.persona:
        return "(choosing a persona)"
    return f"{load_data().persona_names[player.persona]} (side {player.side})"


def _header(loaded: LoadedGame, out: TextIO) -> None:
    setup = loaded.setup
    name = loaded.path.name if loaded.path is not None else "?"
    variant = ", end-of-age variant" if setup.variant_end_of_age else ""
    print(
        f"Steam Works save {printable(name)!r}: {setup.players} players, "
        f"{PERSONA_MODE_NAMES.get(setup.personas, setup.personas)}{variant}, seed {setup.seed}",
        file=out,
    )
    print(
        f"written by Steam Works {printable(loaded.game_version)} at {printable(loaded.saved_at)} "
        f"(save format {loaded.format_version})",
        file=out,
    )
    seats = "   ".join(
        f"{printable(seat.name)}: {_persona_text(player)}"
        for seat, player in zip(setup.seats, loaded.state.players)
    )
    print(f"  {seats}", file=out)


def _entry_line(number: int, text: str, entry: LogEntry) -> str:
    line = f"{number:5d}. {printable(text)}"
    if entry.revealed:
        line += f"  [revealed: {', '.join(tile_name(t) for t in entry.revealed)}]"
    return line


def _footer(loaded: LoadedGame, out: TextIO) -> None:
    state = loaded.state
    names = [printable(seat.name) for seat in loaded.setup.seats]
    print(file=out)
    if state.game_over:
        print(f"Game over: {printable(state.end_reason) or 'the game has ended.'}", file=out)
        lines = sorted(score_lines(state), key=lambda line: (line.rank, line.player))
        for line in lines:
            won = "  (winner)" if line.rank == 1 else ""
            print(f"  {names[line.player]}: {line.total} prestige{won}", file=out)
    else:
        seat = engine.to_act(state)
        frame = engine.current_decision(state)
        waiting = describe_decision(frame) if frame is not None else "place a mechanic or pass"
        print(
            f"In progress: Age {ROMAN.get(state.age, state.age)}, round {state.round}; "
            f"{names[seat] if seat is not None else '?'} is to {waiting}.",
            file=out,
        )


def print_log(loaded: LoadedGame, out: TextIO) -> None:
    """The whole readable log of a loaded (already checked) game."""
    _header(loaded, out)
    period = None
    for number, (before, entry, story) in enumerate(narrate_log(loaded.setup, loaded.log), 1):
        if (before.age, before.round) != period:
            period = (before.age, before.round)
            print(f"\nAge {ROMAN.get(before.age, before.age)}, round {before.round}", file=out)
        for item in story:
            if item.is_event:  # a round's end, a new age, the game's end: a line of its own
                print(f"       == {printable(item.text)}", file=out)
            elif item.kind == UNUSED:  # what the step could not use: under its numbered line
                print(f"       -- {printable(item.text)}", file=out)
            else:
                print(_entry_line(number, item.text, entry), file=out)
    if not loaded.log:
        print("\n(no actions yet)", file=out)
    _footer(loaded, out)


def main(argv: list[str], out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Entry point of the `replay` subcommand; `argv` excludes the program and subcommand."""
    out = out if out is not None else sys.stdout
    err = err if err is not None else sys.stderr
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Print the log of a saved Steam Works game, one readable line per action.",
    )
    parser.add_argument("save", metavar="SAVE", help="the save file (.json) to read")
    args = parse_command_line(parser, argv, out, err)
    if isinstance(args, int):
        return args
    loaded = load_for_command(PROG, args.save, err)
    if loaded is None:
        return 1
    try:
        print_log(loaded, out)
    except BrokenPipeError:  # `... | head`: the reader has seen enough
        if out is sys.stdout:
            # stop Python's exit-time flush of stdout from failing a second time
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except SaveError as exc:  # cannot happen after a successful load; reported, not raised
        print(f"{PROG}: {exc}", file=err)
        return 1
    return 0
