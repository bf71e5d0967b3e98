"""What a screen around the table offers the spoken mode, so that it speaks by adding methods
of its own and nothing reads its private fields.

`ui/scenes/spoken_menus.py` asks the top screen through these Protocols (each method is
optional: a screen offers the ones it needs, the others fall back to the general words):

- `spoken_opening()`: what the screen says when it comes to the top (its name and what it
  holds); without it, the screen's title.
- `spoken_stop(object_id)`: what a stop of its keyboard ring is, said ("" leaves the stop to
  the general words: a button's text and tooltip, a text field's name and contents).
- `spoken_off(object_id)`: why a button that is off cannot be chosen now, in the screen's
  own words, said after "unavailable" in place of its tooltip (which says what the button
  does, not why it is off); "" leaves it to the tooltip.
- `spoken_row(object_id)`: the name of the setting a row's control belongs to (Settings and
  Accessibility), so the general words say "Sound effects: on." for a box or a stepper.
- `spoken_pages()`: a screen read part by part (the Rules, the analysis's decisions):
  `(key, opening, parts)`: a new `key` (another chapter) has its `opening` said (which reads
  `parts[0]`), then Down and Up read the next part and the one before (the keys still do what
  they do on the screen: scroll its page). Such a screen's opening is this one.
- `spoken_position()`: a game's position shown but not played (the replay viewer): a
  `ShownPosition` (the state, the names, whose board is shown, the log's last line there; a
  bare `(state, names)` is taken too), asked by the query keys (money, belts, clock,
  prestige, devices, whose turn and what they are asked, the log's last line).
- `spoken_lines()`: lines that arrive one by one (the lobby's chat), oldest first: each line
  after those there were when the screen opened is said as it comes.
- `spoken_watch()`: something on the screen that can change under a resting ring (Load's
  chosen save, New game's seats), as a `Watched`: when its `key` changes, `words` are said
  (with `parts`, only the sentences that are new, or, when the change only took sentences
  away, those said as gone).

The words themselves are made by `speech/screens.py` (pure); a screen only hands it its data.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Protocol, runtime_checkable

import attrs

from steamworks.ui.speech.screens import gone_words


@attrs.frozen
class Watched:
    """A part of a screen the spoken mode watches: its state now (`key`), the words said when
    it changes (not when the screen opens), and whether they cut off what is being said."""

    key: Hashable
    words: str
    interrupt: bool = False
    # the sentences `words` is made of, where only those that are new should be said again
    # (the lobby: the seat that changed, not every seat); empty: `words` whole each time
    parts: tuple[str, ...] = ()


def watched_news(before: Watched | None, now: Watched) -> str:
    """What to say of a watched part of a screen: nothing when it did not change (or was not
    seen before: the screen's opening said it), else its words, or only its new parts; when
    the change only took parts away, those parts, said as gone ("No longer: ...")."""
    if before is None or now.key == before.key:
        return ""
    if before.parts and (now.parts or not now.words):  # (told by parts, maybe none left)
        new = [part for part in now.parts if part and part not in before.parts]
        if new:
            return " ".join(new)
        return gone_words([part for part in before.parts if part not in now.parts])
    return now.words


@attrs.frozen
class ShownPosition:
    """A position shown but not played, as the query keys ask about it: `seat` is the player
    whose board is shown (None: the player to act there), `last_line` the log's last line up
    to it ("" before the first move)."""

    state: Any
    names: tuple[str, ...]
    seat: int | None = None
    last_line: str = ""


def shown_position(given: ShownPosition | tuple[Any, tuple[str, ...]]) -> ShownPosition:
    """What a screen's `spoken_position()` gave, as a `ShownPosition` (a bare `(state, names)`
    from a screen that knows no more)."""
    if isinstance(given, ShownPosition):
        return given
    state, names = given
    return ShownPosition(state, tuple(names))


@runtime_checkable
class SpokenOpening(Protocol):
    def spoken_opening(self) -> str: ...


@runtime_checkable
class SpokenStops(Protocol):
    def spoken_stop(self, object_id: str) -> str: ...


@runtime_checkable
class SpokenOff(Protocol):
    def spoken_off(self, object_id: str) -> str: ...


@runtime_checkable
class SpokenRows(Protocol):
    def spoken_row(self, object_id: str) -> str: ...


@runtime_checkable
class SpokenWatch(Protocol):
    def spoken_watch(self) -> Watched: ...


@runtime_checkable
class SpokenPages(Protocol):
    def spoken_pages(self) -> tuple[Hashable, str, list[str]]: ...


@runtime_checkable
class SpokenPosition(Protocol):
    def spoken_position(self) -> ShownPosition | tuple[Any, tuple[str, ...]]: ...


@runtime_checkable
class SpokenLines(Protocol):
    def spoken_lines(self) -> list[str]: ...
