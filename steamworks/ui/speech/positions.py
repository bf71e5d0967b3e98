"""The sentences of the screens that show a game's positions without it being played: the
replay viewer (each step as the log would narrate it) and the query keys' answers there.

Text in, text out: the screen hands the words it already shows (its step's title and
narration, the analysis's Played and Better cards); the query keys' answers are
`speech/words.py`'s, asked of the position shown as someone watching hears them: "my" money
is that of the player whose board is shown, named ("Brunel has £4."), whose turn it is and what
they are asked with all their choices, the log's last line up to there. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence

from steamworks.language import listing, tr
from steamworks.rules import engine
from steamworks.rules.state import GameState
from steamworks.ui.speech import words
from steamworks.ui.speech.menu import spoken_choices
from steamworks.ui.speech.screens import joined, value_words
from steamworks.ui.speech.spoken_screen import ShownPosition

# the query keys that answer about a position shown, all of the table's (queries.QUERY_IDS)
POSITION_QUERIES = ("supply", "belts", "clock", "prestige", "devices", "decision", "last")


def step_words(title: str, detail: str, cards: Sequence[tuple[str, str]] = ()) -> str:
    """A step of the replay: which step it is, where the game stands and the move made from
    there (the side column's words), then the analysis's cards ("Played: ...", "Better: ...")."""
    return joined(title, detail, *(value_words(label, move) for label, move in cards))


def slider_words() -> str:
    """The replay's slider, where the ring reaches it (the step it shows is said as it
    changes, so it is not repeated here)."""
    # translators: the replay viewer's slider over the game's steps, reached by Tab
    return tr(
        "The game's slider: Left and Right step along it, Home and End go to its first and "
        "last step."
    )


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


def shown_seat(shown: ShownPosition) -> int:
    """The player a position's "my" questions are about: the one whose board is shown, else
    the player to act there (the first seat once the game is over)."""
    if shown.seat is not None:
        return shown.seat
    seat = engine.to_act(shown.state)
    return seat if seat is not None else 0


def devices_seat(shown: ShownPosition, last: int | None) -> int:
    """Whose devices the query key says: the player whose board is shown first, then (the key
    pressed again) the next player round the table."""
    if last is not None:
        return (last + 1) % len(shown.names)
    return shown_seat(shown)


def turn_and_choices(state: GameState, names: tuple[str, ...]) -> str:
    """Whose turn it is at a position shown, what they are asked and every choice they have,
    numbered as at the table ("Brunel's turn. Place a mechanic or pass: 6 choices. 1: ...");
    once the game is over, who won."""
    turn = words.turn_words(state, names, None)
    if state.game_over or engine.to_act(state) is None:
        return turn
    choices = spoken_choices(state, names)
    listed = [words.choice_words(i, c.words) for i, c in enumerate(choices, start=1)]
    return joined(turn, words.prompt_words(state, len(choices)), *listed)


def position_answer(query: str, shown: ShownPosition, seat: int | None = None) -> str:
    """A query key's answer about a position shown (not played: nobody listens, so each
    player is named); `seat`: whose devices."""
    state, names = shown.state, shown.names
    if query == "supply":
        me = shown_seat(shown)
        return words.supply_words(state, me, words.seat_name(names, me))
    if query == "belts":
        return words.belts_words(state)
    if query == "clock":
        return words.clock_words(state, names)
    if query == "prestige":
        return words.prestige_words(state, names, None)
    if query == "devices":
        whose = shown_seat(shown) if seat is None else seat
        return words.devices_words(state, whose, names, None)
    if query == "decision":
        return turn_and_choices(state, names)
    if query == "last":
        return shown.last_line or tr("Nothing has happened yet.")
    raise ValueError(query)  # not a query key
