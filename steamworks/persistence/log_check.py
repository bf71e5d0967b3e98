"""The save checker: a saved log replayed through the engine and checked against its snapshot.

A save holds both the log and a snapshot of the final state. Replaying the log from the setup
(and its seed) with legality checks proves the game is one the rules allow; comparing each
entry's revealed tiles and the final state with the snapshot proves nothing was edited and
that this version of the rules still plays the game the same way. Any disagreement raises
`ReplayMismatch` naming the first action or the first field that differs. A field newer than
the file's format (its snapshot could not record it) is taken from the replay instead.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import attrs

from steamworks.language import tr
from steamworks.rules import engine
from steamworks.rules.data import load
from steamworks.rules.describe import tile_name
from steamworks.rules.narrate import StoryEntry, narrate
from steamworks.rules.setup import GameSetup
from steamworks.rules.state import GameState

from .errors import ReplayMismatch
from .record import LogEntry


def _tiles_text(tiles: Sequence[str]) -> str:
    if not tiles:
        return tr("nothing")
    known = load().tiles
    return ", ".join(tile_name(t) if t in known else repr(t[:30]) for t in tiles)


def _seat_name(setup: GameSetup, seat: int | None) -> str:
    if seat is None:
        return tr("nobody (the game was over)")
    if 0 <= seat < len(setup.seats):
        return setup.seats[seat].name
    return tr("seat {number}", number=seat)


def _start(setup: GameSetup) -> GameState:
    try:
        return engine.start(setup)
    except Exception as exc:  # noqa: BLE001 - setup was validated; anything here is a refusal
        raise ReplayMismatch(
            tr(
                "The save's setup could not start a game ({problem}: {detail}).",
                problem=type(exc).__name__,
                detail=exc,
            )
        ) from None


def _step(setup: GameSetup, state: GameState, number: int, entry: LogEntry) -> GameState:
    """The state after log entry `number`, checked: the right seat, a legal action, the same
    revealed tiles. The engine only ever sees legal actions, but it is still the engine: an
    unexpected exception inside it is reported as a refusal, never let out."""
    seat = engine.to_act(state)
    if entry.seat != seat:
        raise ReplayMismatch(
            tr(
                "Action {number} of the save's log is recorded as {player}'s, but at that point it was {actor}'s turn to decide.",
                number=number,
                player=_seat_name(setup, entry.seat),
                actor=_seat_name(setup, seat),
            )
        )
    try:
        reason = engine.explain_illegal(state, entry.action)
        after = None if reason else engine.apply(state, entry.action, check=False)
    except Exception as exc:  # noqa: BLE001 - see the docstring
        raise ReplayMismatch(
            tr(
                "Action {number} of the save's log could not be replayed (the engine failed on it: {problem}).",
                number=number,
                problem=type(exc).__name__,
            )
        ) from None
    if after is None:
        raise ReplayMismatch(
            tr(
                "Action {number} of the save's log is not legal at that point: {reason}",
                number=number,
                reason=reason,
            )
        )
    if after.revealed != entry.revealed:
        raise ReplayMismatch(
            tr(
                "Action {number} of the save's log revealed {saved} when it was saved, but replaying it reveals {replayed}. The file was edited, or it was made by a version of the game that shuffled differently.",
                number=number,
                saved=_tiles_text(entry.revealed),
                replayed=_tiles_text(after.revealed),
            )
        )
    return after


def replay_states(
    setup: GameSetup, log: Sequence[LogEntry]
) -> Iterator[tuple[GameState, LogEntry, GameState]]:
    """(state before, entry, state after) for each log entry, checking each as it goes;
    raises ReplayMismatch at the first entry that does not replay."""
    state = _start(setup)
    for number, entry in enumerate(log, 1):
        after = _step(setup, state, number, entry)
        yield state, entry, after
        state = after


def final_state(
    setup: GameSetup,
    log: Sequence[LogEntry],
    snapshot: GameState | None = None,
    fill_player_fields: Sequence[str] = (),
) -> GameState:
    """The state the log leads to; with a snapshot, checked to equal it. `fill_player_fields`
    names Player fields the snapshot cannot know (a save older than the field, see
    migrations.fields_from_replay): those are taken from the replay, every other field is
    compared."""
    state = _start(setup)
    for number, entry in enumerate(log, 1):
        state = _step(setup, state, number, entry)
    if snapshot is not None and fill_player_fields and len(snapshot.players) == len(state.players):
        players = tuple(
            attrs.evolve(saved, **{name: getattr(replayed, name) for name in fill_player_fields})
            for saved, replayed in zip(snapshot.players, state.players)
        )
        snapshot = attrs.evolve(snapshot, players=players)
    if snapshot is not None and state != snapshot:
        where, saved, replayed = first_difference(snapshot, state) or (tr("the state"), "?", "?")
        raise ReplayMismatch(
            tr(
                "The save's log does not lead to its saved game: {part} is {saved} in the snapshot but {replayed} after replaying the {count} logged actions. The file was edited or damaged.",
                part=where,
                saved=saved,
                replayed=replayed,
                count=len(log),
            )
        )
    return state


def narrate_log(
    setup: GameSetup, log: Sequence[LogEntry]
) -> Iterator[tuple[GameState, LogEntry, tuple[StoryEntry, ...]]]:
    """(state before, entry, story entries) for each entry: the action with what it changed for
    everyone, then the round ends, new ages and end of game it caused (rules/narrate.py), the
    same story the game's log shows."""
    names = tuple(seat.name for seat in setup.seats)
    for before, entry, after in replay_states(setup, log):
        yield before, entry, narrate(before, entry.action, after, names)


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def first_difference(a: Any, b: Any, path: str = "") -> tuple[str, str, str] | None:
    """(where, value in a, value in b) of the first place two values differ, else None."""
    if a == b:
        return None
    if type(a) is type(b) and attrs.has(type(a)):
        for field in attrs.fields(type(a)):
            found = first_difference(
                getattr(a, field.name),
                getattr(b, field.name),
                f"{path}.{field.name}" if path else field.name,
            )
            if found:
                return found
    if isinstance(a, tuple) and isinstance(b, tuple) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            found = first_difference(x, y, f"{path}[{i}]")
            if found:
                return found
    return (path or tr("the state"), _short(a), _short(b))
