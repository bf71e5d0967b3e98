"""The pace of the automatic players' moves, so that a person can follow each one.

The AI thinks on its worker thread as soon as it is asked; the pacer only decides when its
answer may be *shown*. After an AI move is applied, the pacer holds the table while the move's
animation plays and then for the AI-pace setting's dwell (Relaxed about a second, Fast a
moment). While it holds, the next AI move waits, and a human whose turn it now is does not get
the table yet: "Your turn" appears only once the last AI move has landed and been seen. At
"Instant" (a dwell of 0) the AI's moves follow one another without waiting (a new move lands
the previous one's pieces at once), but a human's turn still begins only once nothing is flying.
A click or a key on the table cuts the wait short (`hurry`).

It works on the scene's own clock (the sum of the `dt` given to `update`), so tests step it
with made-up frame times, never the wall clock.
"""

from __future__ import annotations


class AIPacer:
    """Whether the table is still showing an AI move. See the module docstring."""

    def __init__(self) -> None:
        self.seat: int | None = None  # the AI whose move is being shown
        self._landed_at: float | None = None  # when its animation had finished (scene clock)
        self._holding = False

    @property
    def holding(self) -> bool:
        """An AI move is still on show: a human's turn waits (and so does the next AI move,
        unless the pace is Instant: see `next_may_come`)."""
        return self._holding

    def next_may_come(self, dwell: float) -> bool:
        """Whether the AI's next move may be applied now."""
        return not self._holding or dwell <= 0

    def moved(self, seat: int, dwell: float, animates: bool = True) -> None:
        """An AI seat's move was just applied (`animates`: its pieces will fly): show it."""
        self.seat = seat
        self._landed_at = None
        self._holding = dwell > 0 or animates

    def clear(self) -> None:
        """A human moved, a step was undone, or the game was left: nothing is on show."""
        self._holding = False
        self._landed_at = None

    def hurry(self) -> bool:
        """The player clicked or pressed a key: stop holding now. True when it was holding."""
        was = self._holding
        self.clear()
        return was

    def update(self, clock: float, animating: bool, dwell: float) -> bool:
        """Advance to the scene clock `clock`; True when the hold has just ended (the table is
        settled and whoever acts next may be shown)."""
        if not self._holding:
            return False
        if animating:
            self._landed_at = None  # still flying: the dwell starts once it lands
            return False
        if self._landed_at is None:
            self._landed_at = clock
        if clock - self._landed_at >= max(0.0, dwell):
            self.clear()
            return True
        return False
