"""The sentences of the screens that show a game's positions without it being played: the
replay viewer (each step as the log would narrate it) and the query keys' answers there.

Text in, text out: the screen hands the words it already shows (its step's title and
narration, the analysis's Played and Better cards); the query keys' answers are
`speech/queries.py`'s, asked of the position shown. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence

from steamworks.language import listing, tr
from steamworks.rules import engine
from steamworks.rules.state import GameState
from steamworks.ui.speech import queries
from steamworks.ui.speech.listener import Snapshot
from steamworks.ui.speech.screens import joined, value_words

# the query keys that answer about any position shown (the decision and the last line need a
# game being played: its listener and its story)
POSITION_QUERIES = ("supply", "belts", "clock", "prestige", "devices")


def step_words(title: str, detail: str, cards: Sequence[tuple[str, str]] = ()) -> str:
    """A step of the replay: which step it is, where the game stands and the move made from
    there (the side column's words), then the analysis's cards ("Played: ...", "Better: ...")."""
    return joined(title, detail, *(value_words(label, move) for label, move in cards))


def replay_opening(title: str, step: str, query_keys: Sequence[str]) -> str:
    """The replay viewer, as it opens: its name, how it is stepped through, which keys say the
    position, then the step shown."""
    # translators: said when the replay viewer opens; {keys} are the query keys ("M, B, C, P and D")
    keys = tr(
        "Left and Right step through the game, Page Up and Page Down a round at a time; "
        "{keys} say the position.",
        keys=listing(list(query_keys)),
    )
    return joined(title, keys, step)


def devices_seat(state: GameState, players: int, last: int | None) -> int:
    """Whose devices the query key says: the player to act first, then (the key pressed again)
    the next player round the table."""
    if last is not None:
        return (last + 1) % players
    seat = engine.to_act(state)
    return seat if seat is not None else 0


def position_answer(
    query: str, state: GameState, names: tuple[str, ...], seat: int | None = None
) -> str:
    """A query key's answer about a position shown (not played: nobody listens, so "my"
    is the player to act there); `seat`: whose devices."""
    return queries.answer(query, Snapshot(state, names), None, seat)
