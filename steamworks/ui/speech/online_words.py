"""The sentences of the online screens that the desktop game has not: the lobby's seats (name,
colour, who plays it, ready or not) and who the game waits for; who is connected at an online
table (you, online, away, AI plays, reconnecting) and the connection's own news.

Text in, text out: the screens hand the words they show (already in the player's language):
the lobby its seats' words, the online table its seats' names and the tags beside them and the
words over the table while the connection is down. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence

from steamworks.ui.speech.screens import joined, value_words


def presence_parts(
    seats: Sequence[tuple[str, str]], connection: Sequence[str] = ()
) -> tuple[str, ...]:
    """Who is at an online table, sentence by sentence: while the connection is down its news
    (`connection`: the title and the text shown over the table), else each seat that has a
    tag ("Brunel: away."), an AI seat (no tag) left out."""
    if connection:
        return (joined(*connection),)
    return tuple(value_words(name, tag) for name, tag in seats if tag)


def presence_words(seats: Sequence[tuple[str, str]], connection: Sequence[str] = ()) -> str:
    """`presence_parts`, said together."""
    return joined(*presence_parts(seats, connection))


def seat_words(name: str, colour: str, kind: str, state: str) -> str:
    """A seat of the lobby: "Ada (you), Crimson, Person: Ready." (an AI seat, named by its
    level, not twice: "Medium AI, Emerald: Played by the server.")."""
    parts = (name, colour, kind if kind != name else "")
    who = ", ".join(" ".join(part.split()) for part in parts if part)
    return value_words(who, state)


def lobby_parts(
    seats: Sequence[str], waiting: str, invite: str = "", *news: str
) -> tuple[str, ...]:
    """The lobby, sentence by sentence: the connection's news or a refusal, each seat, who the
    game waits for, and the invite to pass on to friends."""
    return tuple(joined(part) for part in (*news, *seats, waiting, invite) if part)


def lobby_words(
    title: str, seats: Sequence[str], waiting: str, invite: str = "", *news: str
) -> str:
    """The lobby as it opens: its title, then `lobby_parts`."""
    return joined(title, *lobby_parts(seats, waiting, invite, *news))
