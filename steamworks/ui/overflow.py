"""The overflow watch: text that did not fit its box, reported to whoever is watching.

The drawing code (text_fit's boxes, draw's paragraphs) reports each overflow here; the tests
watch (`with watch_overflows() as seen:`), render every screen and fail on any text that does
not fit, while the game itself draws the shortened text and carries on. No pygame.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import attrs


@attrs.frozen
class Overflow:
    """Text that did not fit its box: where, what, the box (w, h) and what it needed (w, h)."""

    where: str
    text: str
    box: tuple[float, float]
    needed: tuple[float, float]

    def __str__(self) -> str:
        return (
            f"{self.where}: {self.text!r} needs {self.needed[0]:.0f}x{self.needed[1]:.0f} px "
            f"in a {self.box[0]:.0f}x{self.box[1]:.0f} box"
        )


_watchers: list[list[Overflow]] = []


@contextlib.contextmanager
def watch_overflows() -> Iterator[list[Overflow]]:
    """Collect every overflow reported while the block runs (nested watchers all see them)."""
    seen: list[Overflow] = []
    _watchers.append(seen)
    try:
        yield seen
    finally:
        _watchers.remove(seen)


def report_overflow(
    where: str, text: str, box: tuple[float, float], needed: tuple[float, float]
) -> None:
    if _watchers:
        overflow = Overflow(
            where, text, (float(box[0]), float(box[1])), (float(needed[0]), float(needed[1]))
        )
        for seen in _watchers:
            seen.append(overflow)
