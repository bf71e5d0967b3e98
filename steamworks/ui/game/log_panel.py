"""The game log panel: every line of the game so far, in the side column's bottom card, with a
scroll position the player controls.

`LogPanel` is given the whole log (`set_lines`) and the card's rect (`relayout`), wraps each
line once and stacks them into rows. It answers the events the Game scene hands it
(`handle_event`): the mouse wheel over the card, a press and drag on the slim brass scroll bar
(a press on its track jumps there and keeps dragging), a click on the "Newest" button, and
PageUp/PageDown/Home/End.

While the view shows the newest line it stays pinned there as lines are added. Once the player
has scrolled up, new lines go in below without moving what is shown (the view is anchored to
the line at its top, so an undo cannot shift it either), and a "Newest" button, counting the
lines added since, jumps back down.

Its lines are the rules' story of the game (rules/narrate.py), word for word what `replay`
prints: each action line begins with its player's name (drawn in their colour), and a round's
end, a new age and the game's end are event lines, drawn as brass-banded headers.

The card and its heading belong to the table's still layer (`views.draw_log_card`); the panel
draws its lines, scroll bar and button over them every frame (`draw`: log_drawing.py), from
cached text images, so scrolling never redraws the table. What a line is and where the log's
parts go in the card are log_lines.py's.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterator, Sequence

import pygame

from steamworks.language import tr
from steamworks.ui.art.fonts import get_font
from steamworks.ui.art.palette import PlayerStyle
from steamworks.ui.geometry import Rect

from .log_drawing import draw_log
from .log_lines import (
    EVENT,
    HEADING,
    LogGeometry,
    LogLine,
    Row,
    log_geometry,
    newest_type_size,
)
from .views import wrapped

WHEEL_LINES = 3  # lines per notch of the mouse wheel


class LogPanel:
    """The log's rows and scroll position. See the module docstring."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = tuple(names)
        self.lines: tuple[LogLine, ...] = ()
        self.rows: list[Row] = []
        self.content_h = 0.0
        self.geometry: LogGeometry | None = None
        self.top = 0.0  # the scroll position: pixels of rows above the view
        self.pinned = True  # following the newest line
        self.drag: float | None = None  # while the bar is dragged: where on the thumb it was taken
        self.hover: str | None = None  # "thumb" or "newest" under the mouse
        self.entry_count = 0  # lines of play (not headings)
        self._entries_when_left = 0  # entry lines there were when the view left the newest line
        self._row_tops: list[float] = []
        self._wraps: dict[tuple, tuple[str, ...]] = {}
        self.from_top = (
            False  # True: a few lines sit at the top of the view (a list read downwards)
        )

    # --- content and size ---------------------------------------------------------------------

    def set_lines(self, lines: Sequence[LogLine]) -> None:
        """The whole log, oldest first. The view stays on the newest line, or where it was."""
        anchor = self._anchor()
        above = self._entries_above(anchor)
        at_start = self.at_start
        self.lines = tuple(lines)
        self.entry_count = sum(1 for line in self.lines if line.seat is not None)
        self._stack_rows()
        self._restore(anchor)
        if (
            at_start
        ):  # read back to the first line (Home): older lines told meanwhile come into view
            self.scroll_to(0.0)
        now_above = self._entries_above(anchor)
        if above is not None and now_above is not None:
            # older lines told above the view while it is scrolled up are not news: "Newest"
            # counts only the lines added below
            self._entries_when_left += now_above - above

    @property
    def at_start(self) -> bool:
        """Whether the player has scrolled up to the very first line."""
        return not self.pinned and bool(self.rows) and self.top <= 0.5

    def _entries_above(self, anchor: tuple[tuple, float] | None) -> int | None:
        """How many lines of play come before the anchored line (None: no anchor, or gone)."""
        if anchor is None:
            return None
        count = 0
        for row in self.rows:
            if row.line.key == anchor[0]:
                return count
            count += row.line.seat is not None
        return None

    def relayout(self, card: Rect, scale: float, below_heading: float = 0.0) -> None:
        """The card moved or changed size: wrap again, keeping the same line at the top
        (`below_heading`: a row kept under the heading, see `log_geometry`)."""
        geometry = log_geometry(card, scale, below_heading)
        if geometry == self.geometry:
            return
        anchor = self._anchor()
        if self.geometry is None or (geometry.wrap, geometry.size) != (
            self.geometry.wrap,
            self.geometry.size,
        ):
            self._wraps = {}
        self.geometry = geometry
        self._stack_rows()
        self._restore(anchor)

    def _words(self, line: LogLine, g: LogGeometry) -> tuple[str, ...]:
        style = line.style
        if style == HEADING:
            return (line.text,)
        # an event spans the card (no player mark) in bold: it wraps on its own width and face
        font, width = ("ui_bold", _event_wrap(g)) if style == EVENT else ("ui", g.wrap)
        key = (line.text, g.size, width, font)
        out = self._wraps.get(key)
        if out is None:
            out = self._wraps[key] = wrapped(font, g.size, line.text, width)
        return out

    def _stack_rows(self) -> None:
        g = self.geometry
        self.rows = []
        y = 0.0
        if g is not None:
            pad = 4 * g.scale
            for line in self.lines:
                texts = self._words(line, g)
                h = len(texts) * g.line_h + pad + (6 * g.scale if line.style == EVENT else 0)
                self.rows.append(Row(line, y, h, texts))
                y += h
        self.content_h = y
        self._row_tops = [row.y for row in self.rows]

    def _anchor(self) -> tuple[tuple, float] | None:
        """The line at the top of the view and how far into it the view starts."""
        if self.pinned or not self.rows:
            return None
        row = self._row_at(self.top)
        return (row.line.key, self.top - row.y) if row is not None else None

    def _restore(self, anchor: tuple[tuple, float] | None) -> None:
        if self.pinned or anchor is None:
            self.top = self.max_top
            self.pinned = True
            return
        key, into = anchor
        for row in self.rows:
            if row.line.key == key:
                self.top = self._clamp(row.y + into)
                break
        else:
            self.top = self._clamp(self.top)
        self.pinned = self.top >= self.max_top - 0.5

    def _row_at(self, y: float) -> Row | None:
        """The row covering `y` (the first row above the rows, the last below them)."""
        if not self.rows:
            return None
        return self.rows[
            max(0, min(len(self.rows) - 1, bisect.bisect_right(self._row_tops, y) - 1))
        ]

    # --- scrolling --------------------------------------------------------------------------------

    @property
    def view_h(self) -> float:
        return self.geometry.view.h if self.geometry is not None else 0.0

    @property
    def max_top(self) -> float:
        """The scroll position showing the newest line at the bottom (negative while everything
        fits: the few lines sit at the bottom of the card, where new ones arrive)."""
        extra = self.content_h - self.view_h
        return max(0.0, extra) if self.from_top else extra

    @property
    def scrollable(self) -> bool:
        return self.content_h > self.view_h + 0.5

    def _clamp(self, top: float) -> float:
        return max(min(0.0, self.max_top), min(self.max_top, top))

    def scroll_to(self, top: float) -> None:
        was = self.pinned
        self.top = self._clamp(top)
        self.pinned = self.top >= self.max_top - 0.5
        if was and not self.pinned:
            self._entries_when_left = self.entry_count

    def scroll_by(self, dy: float) -> None:
        self.scroll_to(self.top + dy)

    def scroll_to_newest(self) -> None:
        self.scroll_to(self.max_top)

    @property
    def unread(self) -> int:
        """Lines of play added since the view left the newest line."""
        return 0 if self.pinned else max(0, self.entry_count - self._entries_when_left)

    def line_at(self, point: tuple[float, float]) -> LogLine | None:
        """The line drawn under `point` (None outside the view or below the last line)."""
        g = self.geometry
        if g is None or not g.view.contains(point) or not self.rows:
            return None
        y = point[1] - g.view.y + self.top
        row = self._row_at(y)
        return row.line if row is not None and row.y <= y < row.y + row.h else None

    def visible(self) -> list[LogLine]:
        """The lines at least partly in view, oldest first."""
        bottom = self.top + self.view_h
        return [
            row.line for row in self.rows if row.y + row.h > self.top + 0.5 and row.y < bottom - 0.5
        ]

    # --- the scroll bar and the button --------------------------------------------------------------

    def thumb(self) -> Rect | None:
        """The scroll bar's handle (None while everything fits)."""
        g = self.geometry
        if g is None or not self.scrollable:
            return None
        track = g.track
        h = min(track.h, max(28 * g.scale, track.h * self.view_h / self.content_h))
        fraction = self.top / self.max_top if self.max_top > 0 else 1.0
        return Rect(
            track.x - 2 * g.scale, track.y + (track.h - h) * fraction, track.w + 4 * g.scale, h
        )

    def bar_hit(self) -> Rect | None:
        """Where a press takes the scroll bar: the groove, generously widened."""
        g = self.geometry
        if g is None or not self.scrollable:
            return None
        return Rect(g.track.x - 7 * g.scale, g.view.y, g.track.w + 14 * g.scale, g.view.h)

    def newest_button(self) -> Rect | None:
        """The "Newest" button, shown while the view is scrolled up (with a badge counting the
        lines added since)."""
        g = self.geometry
        if g is None or self.pinned or not self.scrollable:
            return None
        s = g.scale
        words = get_font("ui_bold", newest_type_size(s)).size(tr("Newest"))[0]
        badge = self.badge_width(s) + 6 * s if self.unread else 0.0
        w, h = words + badge + 38 * s, 26 * s
        centre = (g.view.x + g.track.x - 4 * s) / 2
        return Rect(centre - w / 2, g.view.bottom - h - 6 * s, w, h)

    def badge_width(self, s: float) -> float:
        """The width of the "Newest" button's count, at scale `s`."""
        digits = get_font("numbers", max(8, round(12 * s))).size(str(self.unread))[0]
        return max(18 * s, digits + 10 * s)

    def _drag_to(self, y: float) -> None:
        thumb = self.thumb()
        g = self.geometry
        if thumb is None or g is None or self.drag is None:
            return
        span = g.track.h - thumb.h
        fraction = (y - self.drag - g.track.y) / span if span > 0 else 1.0
        self.scroll_to(max(0.0, min(1.0, fraction)) * self.max_top)

    # --- input ---------------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        """React to one event (the scene gives it first to the log); True when it was used."""
        g = self.geometry
        if g is None:
            return False
        kind = event.type
        if kind == pygame.MOUSEWHEEL:
            if not g.card.contains(mouse):
                return False
            steps = getattr(event, "y", 0)
            if getattr(event, "flipped", False):
                steps = -steps
            self.scroll_by(-steps * WHEEL_LINES * g.line_h)
            return True
        if kind == pygame.MOUSEMOTION:
            if self.drag is not None:
                self._drag_to(event.pos[1])
            self._update_hover(event.pos)
            return self.drag is not None
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            button = self.newest_button()
            if button is not None and button.contains(event.pos):
                self.scroll_to_newest()
                self._update_hover(event.pos)
                return True
            hit = self.bar_hit()
            if hit is not None and hit.contains(event.pos):
                thumb = self.thumb()
                if thumb is not None and thumb.y <= event.pos[1] <= thumb.bottom:
                    self.drag = event.pos[1] - thumb.y
                else:  # on the groove: the handle jumps there and follows the mouse
                    self.drag = thumb.h / 2 if thumb is not None else 0.0
                    self._drag_to(event.pos[1])
                self._update_hover(event.pos)
                return True
            return False
        if kind == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            self.drag = None
            self._update_hover(event.pos)
            return True
        if kind == pygame.KEYDOWN:
            page = max(g.line_h, self.view_h - 2 * g.line_h)
            if event.key == pygame.K_PAGEUP:
                self.scroll_by(-page)
            elif event.key == pygame.K_PAGEDOWN:
                self.scroll_by(page)
            elif event.key == pygame.K_HOME:
                self.scroll_to(0.0)
            elif event.key == pygame.K_END:
                self.scroll_to_newest()
            else:
                return False
            return True
        return False

    def _update_hover(self, pos: tuple[int, int]) -> None:
        button = self.newest_button()
        hit = self.bar_hit()
        if self.drag is not None or (hit is not None and hit.contains(pos)):
            self.hover = "thumb"
        elif button is not None and button.contains(pos):
            self.hover = "newest"
        else:
            self.hover = None

    # --- drawing ---------------------------------------------------------------------------------------

    def rows_in_view(self) -> Iterator[tuple[Row, float]]:
        """The rows at least partly in view, each with the window y of its top."""
        g = self.geometry
        if g is None:
            return
        origin = g.view.y - self.top
        first = max(0, bisect.bisect_right(self._row_tops, self.top) - 1)
        for row in self.rows[first:]:
            y = origin + row.y
            if y > g.view.bottom:
                break
            yield row, y

    def draw(self, surface: pygame.Surface, styles: Sequence[PlayerStyle]) -> None:
        """The lines in view, the scroll bar and the "Newest" button, over the card."""
        draw_log(self, surface, styles)


def _event_wrap(g: LogGeometry) -> int:
    """The width an event's words wrap to: the card's, as an event has no player mark."""
    return max(20, int(g.track.x - 10 * g.scale - (g.view.x + 6 * g.scale)))
