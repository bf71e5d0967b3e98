"""The final table, held in view until the player goes on to the results (no pygame).

When a game ends, its last move lands on the table, the round's end and "The game ends" are
shown one after the other (`game.table_events`; the game's end is held there), and only then
do the results replace the table: when the player clicks or presses a key with "The game ends"
on show (a click on the round's end banner first shows the game's end, so no banner is lost),
or by themselves once it has been read for `wait_for` seconds, a little longer at a slower AI
pace. The controller says when the results could come (`ready`: the last move has landed);
the Game scene feeds the hold its frames and its clicks and keys, and opens the results when
`update` says they are due.
"""

from __future__ import annotations

from steamworks.rules import narrate as N
from steamworks.ui.game.table_events import EventBanners

READ_TIME = 4.0  # seconds "The game ends" stays at the Instant AI pace, unless the player goes on
PACE_SHARE = 2.0  # and this many times the AI pace's dwell more (Relaxed, 1 s: 6 s in all)


def wait_for(ai_delay: float) -> float:
    """How long the game's end waits for the player, at the AI pace setting's dwell."""
    return READ_TIME + PACE_SHARE * max(0.0, ai_delay)


class GameOverHold:
    """See the module docstring."""

    def __init__(self, banners: EventBanners) -> None:
        self.banners = banners
        self.ready = False  # the last move has landed: the results may come
        self.asked = False  # the player went on (a click or a key with the game's end on show)
        self.read = 0.0  # seconds the game's end (or, with no banner, the still table) has shown

    def showing_end(self) -> bool:
        """Whether the game's end is on show (or no banner is left to show first)."""
        banner = self.banners.current
        return banner is None or banner.kind == N.GAME_END

    def press(self) -> None:
        """A click or a key: the round's end banner (or any before the game's end) goes, and
        the game's end shows; with the game's end on show, the player goes on."""
        if self.showing_end():
            self.asked = True
        else:
            self.banners.dismiss()

    def update(self, dt: float, wait: float) -> bool:
        """One frame of `dt` seconds; True when the results are due."""
        if self.showing_end():
            self.read += dt
        if not self.ready:
            return False
        if self.asked or self.read >= wait:
            self.banners.clear()
            return True
        return False
