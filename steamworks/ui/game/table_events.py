"""The banners of the story's table events (a round's end, a new age, the game's end), as a
queue with no pygame (`game.announce` draws them).

`EventBanners` queues the table events of each new step of the story (rules/narrate.py) and
shows them one after another, each for `EVENT_TIME` seconds. They never block anything: the
table keeps taking clicks and keys underneath, and any click or key press also dismisses the
banner on show (`dismiss`). The game holds its "your turn" card back while an event banner is
up, so the player reads "Round 3 ends", then "Age II begins", then whose turn it is.

With `hold_final` (the Game scene of an ordinary game sets it) the game's end is the one
banner that waits: "The game ends" neither fades by itself nor goes with a click, so the final
table and its verdict stay in view until the player goes on to the results
(`game.game_over_hold` takes it down then).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import attrs

from steamworks.language import tr
from steamworks.rules import narrate as N

EVENT_TIME = 3.4  # seconds an event banner stays (fading in and out), unless dismissed
MAX_QUEUED = 4  # a long undo-free burst (AI turns) never builds up a backlog of old news


@attrs.define
class EventBanner:
    """One table event on show: its title ("Round 3 ends"), its gist, and how long it has shown."""

    kind: str
    title: str
    subtitle: str
    age: float = 0.0
    held: bool = False  # stays until taken down (the game's end; see the module docstring)

    @property
    def duration(self) -> float:
        """How long it shows (its fading follows): EVENT_TIME, or for ever while held."""
        return math.inf if self.held else EVENT_TIME


def banner_for(entry: N.StoryEntry) -> EventBanner:
    title = tr("The game ends") if entry.kind == N.GAME_END else entry.headline
    return EventBanner(entry.kind, title, entry.summary or entry.text.partition(":")[2].strip())


class EventBanners:
    """The queue of event banners; see the module docstring."""

    def __init__(self) -> None:
        self.queue: list[EventBanner] = []
        self.hold_final = False  # "The game ends" waits for the player (module docstring)

    @property
    def current(self) -> EventBanner | None:
        return self.queue[0] if self.queue else None

    def add(self, story: Iterable[N.StoryEntry]) -> None:
        """Queue the table events of one new step of the story (actions themselves are not
        announced: the log and the table show them)."""
        added = [banner_for(entry) for entry in story if entry.is_event]
        for banner in added:
            banner.held = self.hold_final and banner.kind == N.GAME_END
        self.queue += added
        del self.queue[:-MAX_QUEUED]

    def update(self, dt: float) -> None:
        if self.queue:
            self.queue[0].age += dt
            if self.queue[0].age >= self.queue[0].duration:
                self.queue.pop(0)

    def dismiss(self) -> bool:
        """The player clicked or pressed a key: the banner on show goes (the input still counts),
        unless it is held."""
        if not self.queue or self.queue[0].held:
            return False
        self.queue.pop(0)
        return True

    def clear(self) -> None:
        self.queue.clear()
