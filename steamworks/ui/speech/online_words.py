"""The sentences of the online screens that the desktop game has not: who is connected at an
online table (you, online, away, AI plays, reconnecting) and the connection's own news.

Text in, text out: the online table hands its seats' names and the tags it draws beside them
(already in the player's language), and the words it shows over the table while the
connection is down. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence

from steamworks.ui.speech.screens import joined, value_words


def presence_words(seats: Sequence[tuple[str, str]], connection: Sequence[str] = ()) -> str:
    """Who is at an online table: while the connection is down its news (`connection`: the
    title and the text shown over the table), else each seat that has a tag ("Brunel: away."),
    an AI seat (no tag) left out."""
    if connection:
        return joined(*connection)
    return joined(*(value_words(name, tag) for name, tag in seats if tag))
