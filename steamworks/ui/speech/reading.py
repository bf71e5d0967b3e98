"""The sentences of the screens that are read rather than worked: the Rules, read part by part
(a heading, a paragraph, an item of a list, a row of a table, a tile of the glossary); the
coach's analysis, its costliest decisions one by one; and Statistics, its figures said when it
opens and each of its last games as the ring reaches it.

Text in, text out: a screen hands its words (already in the player's language) through the
methods of `spoken_screen.py`; these functions join them into what the voice says. Pure: no
pygame.
"""

from __future__ import annotations

from collections.abc import Sequence

from steamworks.language import mark, ntr, number, tr
from steamworks.ui.speech.screens import joined, sentence_part, value_words

# how a chapter of the Rules is read, said when it opens
READING_KEYS = mark(
    "Down reads the next part, Up the one before; Left and Right turn to another chapter."
)


def part_words(kind: str, text: str | Sequence[object]) -> list[str]:
    """One block of a Rules chapter as the parts the voice reads one at a time: a heading or
    a paragraph whole, a list item by item, a table row by row (its cells one after another)."""
    if isinstance(text, str):
        return [text] if text.strip() else []
    parts = []
    for item in text:
        if isinstance(item, str):
            parts.append(item)
        elif isinstance(item, tuple):  # a table's row: its cells that are words
            cells = [sentence_part(c) for c in item if isinstance(c, str) and c.strip()]
            if cells:
                parts.append(", ".join(cells))
    return [p for p in parts if p.strip()]


def chapter_opening(title: str, parts: int, first: str) -> str:
    """A chapter of the Rules, as it opens: its title, how many parts it has, how it is read,
    then its first part."""
    count = ntr("{count} part.", "{count} parts.", parts)
    return joined(title, count, tr(READING_KEYS), first)


def chapter_part(text: str, position: int, parts: int) -> str:
    """A part of a chapter read on request; the last one says that the chapter ends there."""
    if position == parts - 1:
        # translators: said after the last part of a chapter of the Rules ({text})
        return joined(text, tr("End of the chapter."))
    return joined(text)


def glossary_part(name: str, connectors: str, effect: str) -> str:
    """A tile of the Rules' glossary: its name, its connectors and what it does."""
    return joined(name, connectors, effect)


def analysis_opening(title: str, status: str) -> str:
    """The coach's analysis, as it opens: its name, how its decisions are read and opened,
    and how far it has got (`status`, as the screen shows it)."""
    # translators: said when the coach's analysis opens; its costliest decisions are numbered
    keys = tr(
        "Down and Up read the costliest decisions one by one; a decision's number opens it in "
        "the replay."
    )
    return joined(title, keys, status)


def decision_part(place: int, line: str, reason: str = "") -> str:
    """One of the analysis's costliest decisions: its number (the key that opens it), what was
    played and what was better, and why, where the coach says."""
    return joined(f"{number(place)}: {line}", reason)


def statistics_opening(
    title: str, records: Sequence[tuple[str, str]], sections: Sequence[tuple[str, str]]
) -> str:
    """Statistics, as it opens: its title, the records (games played, won, the best score:
    label and figure), then the figures' rows, each said as "label: value"."""
    said = [value_words(capital(label), figure) for label, figure in records]
    said += [value_words(label, value) if label else value for label, value in sections]
    return joined(title, *said)


def statistics_game(position: int, count: int, head: str, seats: Sequence[tuple[str, int]]) -> str:
    """One of the last games on Statistics, where the ring reaches it: which of the history's
    last games it is, when and who won, each seat (name, prestige), and that Enter replays it."""
    # translators: one of the last games listed on Statistics: {position} of {count} on the page
    place = tr("Game {position} of {count}", position=number(position), count=number(count))
    # translators: said of a past game on Statistics; Enter opens it in the replay viewer
    scores = [
        ntr("{player}: {count} prestige.", "{player}: {count} prestige.", total, player=name)
        for name, total in seats
    ]
    return joined(place, head, *scores, tr("Enter replays it."))


def capital(text: str) -> str:
    """`text` with its first letter a capital, as it begins a sentence said."""
    return text[:1].upper() + text[1:]
