""" "Play from here": the position a replay shows, written as a save of its own. No pygame.

The new save holds the game's setup (so every seat keeps its player, colour and controller: an
AI seat stays an AI of the same level) and the log up to the position shown, so loading it
replays exactly that beginning and the game goes on from there; undo then works as it would in
the original game at that moment (steps of the current turn that turned up no tile). The file
goes under a new name ("Tuesday game — from step 34", then " (2)"...), put there the way kept
games are (`persistence.keep.write_new`): a file that is already there, the save being
replayed above all, is never replaced.
"""

from __future__ import annotations

import re
from pathlib import Path

from steamworks.language import tr
from steamworks.persistence import keep, paths, saves
from steamworks.persistence.errors import SaveWriteError

from .model import ReplayGame

_BRANCH_TAIL = re.compile(r" — from step (\d+)(?: \(\d+\))?$")


def branch_name(base: str, index: int, copy: int = 1) -> str:
    """'Tuesday game — from step 34', ' (n)' for the n-th of that name; the base is shortened
    so the whole name fits the length a save name may have."""
    tail = f" {keep.NAME_DASH} from step {index}" + (f" ({copy})" if copy > 1 else "")
    base = _BRANCH_TAIL.sub("", base).strip() or "Game"
    return base[: saves.MAX_SLOT_NAME - len(tail)].rstrip(" ,&") + tail


def branch_step(name: str) -> int | None:
    """The step a save made here starts from, read from its name ('... — from step 34');
    None for any other save (the Load screen says which saves came from a replay)."""
    found = _BRANCH_TAIL.search(name)
    return int(found.group(1)) if found else None


def base_name(game: ReplayGame) -> str:
    """The replayed save's name, or the players when it has none the new name can start with
    (a game handed over in memory, an autosave)."""
    if game.path is not None:
        try:
            saves.slot_file_name(game.path.stem)
            return game.path.stem
        except SaveWriteError:
            pass  # a reserved name (the autosave): named after its players instead
    return keep.players_text(game.names)


def play_from_here(game: ReplayGame, index: int) -> Path:
    """Write position `index` of `game` as a new save and return where. Raises SaveWriteError
    (nothing written) when it cannot be."""
    record = game.upto(index)
    data = saves.encode_game(record.setup, record.log, record.state)
    base = base_name(game)
    try:
        folder = paths.data_dir()
        return keep.write_new(folder, lambda copy: branch_name(base, index, copy), data)
    except OSError as exc:
        # translators: {problem} is the system's reason (often in English)
        raise SaveWriteError(
            tr(
                "The new game could not be saved: {problem}. Nothing was changed.",
                problem=exc.strerror or exc,
            )
        ) from None
