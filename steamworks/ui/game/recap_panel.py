"""The "Since your last turn" panel: what the other players did while a human seat waited.

When the turn comes to a human seat (hot-seat: each seat for itself), the panel opens over the
game log's card, the part of the screen that tells the story anyway, so it never covers a
place that can be played. It lists every line of the story since that seat last acted (the
same words as the log and `replay`: other players' actions with their results, round ends,
new ages), oldest first; the wheel or its scroll bar reads on when they do not all fit.
Hovering a line lights up the places on the table it concerns (rules/narrate.py places, found
by places.py). The × closes it and shows the log again; for the rest of that turn a small
"Since last turn" button on the log's heading opens it again. It opens by itself at the seat's
next turn if anything happened in between. Both buttons explain themselves in a tooltip
(`tip`), for the mouse and the keyboard's focus alike.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

import pygame

from steamworks.language import mark, tr
from steamworks.rules import engine
from steamworks.session import GameSession
from steamworks.ui import draw as drawing
from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import text_gain
from steamworks.ui.art.palette import PlayerStyle
from steamworks.ui.geometry import Rect
from steamworks.ui.overflow import report_overflow

from . import views as V
from .log_lines import HEADING_ROOM, LogLine
from .log_panel import LogPanel
from .story_lines import since_last_turn
from .tooltips import Tip

REOPEN = mark("Since last turn")
LOG_HEADING = mark("Game log")  # the log card's heading (views.draw_log_card), beside the button


def _button_size(scale: float) -> int:
    return max(9, round(12 * scale))


class RecapPanel:
    """See the module docstring. The game scene calls `follow`, `relayout`, `handle_event` and
    `draw`, and lights up `hovered_places()`."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = tuple(names)
        self.rows = LogPanel(self.names)  # the lines, wrapped and scrolled exactly as the log's
        self.rows.from_top = True
        self.seat: int | None = None  # whose recap it is
        self.turn: int | None = None  # the game's turn counter when it was made
        self.open = False
        self.available = (
            False  # there is a recap for the seat to act (open, or closed by the player)
        )
        self.whose: str | None = (
            None  # the seat's name when several humans play, else None ("your")
        )
        self.card: Rect | None = None
        self.scale = 1.0
        self.hover_line: LogLine | None = None
        self.close_hover = False

    # --- what it shows ----------------------------------------------------------------------------

    def follow(self, session: GameSession, humans: Sequence[int]) -> None:
        """The state changed: a new turn of a human seat opens its recap; a turn passing to
        anyone else closes it; the same turn going on leaves it as the player left it."""
        state = session.state
        seat = engine.to_act(state)
        if seat is None or seat not in humans:
            self.seat, self.turn = None, None
            self.available = False
            self.hide()
            return
        if seat == self.seat and state.turn == self.turn:
            return
        self.seat, self.turn = seat, state.turn
        lines = since_last_turn(session, seat)
        # something happened since: another player acted, or the round ended (perhaps by the
        # player's own move)
        self.available = any(line.seat != seat for line in lines)
        if not self.available:
            self.hide()
            return
        self.whose = None if len(humans) < 2 else self.names[seat]
        self.rows.set_lines(lines)
        self.rows.scroll_to(0.0)  # read from the oldest line down
        self.open = True

    def say_again(self, session: GameSession) -> None:
        """Another language was chosen: the same lines, told in it (open or closed as the
        player left it, and read from the same place)."""
        if self.seat is None or not self.available:
            return
        self.rows.set_lines(since_last_turn(session, self.seat))  # (it keeps its place)
        self.hover_line = None

    def reopen(self) -> None:
        if self.available:
            self.open = True

    def hide(self) -> None:
        self.open = False
        self.hover_line = None
        self.close_hover = False

    @property
    def title(self) -> str:
        """The card's title, in the words of whose recap it is (said when drawn)."""
        if self.whose is None:
            return tr("Since your last turn")
        return tr("Since {player}'s last turn", player=self.whose)

    @property
    def lines(self) -> tuple[LogLine, ...]:
        return self.rows.lines

    def hovered_places(self) -> tuple:
        return self.hover_line.places if self.open and self.hover_line is not None else ()

    # --- where it goes -------------------------------------------------------------------------------

    def relayout(self, card: Rect, scale: float) -> None:
        self.card, self.scale = card, scale
        self.rows.relayout(card, scale)

    def close_rect(self) -> Rect | None:
        return None if self.card is None else card_close_rect(self.card, self.scale)

    def reopen_rect(self) -> Rect | None:
        """The "Since last turn" button on the log's heading, while the recap is closed."""
        if self.card is None or self.open or not self.available:
            return None
        s = self.scale
        w = TF.text_width("ui_bold", self._reopen_px(), tr(REOPEN)) + 22 * s
        if self.own_line():  # on its row under the heading (the log's lines start below it)
            return Rect(self.card.right - w - 10 * s, self.card.y + HEADING_ROOM * s, w, 24 * s)
        return Rect(self.card.right - w - 10 * s, self.card.y + 10 * s, w, 24 * s)

    def own_line(self) -> bool:
        """Whether the "Since last turn" button has a row of its own under the log's heading:
        with larger text, when even the 110% size's type leaves it no room beside a long
        heading ("Journal de partie", "Registro de la partida")."""
        if self.card is None or text_gain() <= 1.0:
            return False
        least = TF.legible_px(_button_size(self.scale) / text_gain())
        return TF.text_width("ui_bold", least, tr(REOPEN)) > self._reopen_room()

    def row_below_heading(self) -> float:
        """The height the log keeps under its heading for the button (0 beside the heading)."""
        return 28 * self.scale if self.own_line() else 0.0

    def _reopen_room(self) -> float:
        """The width the "Since last turn" button's words have right of the log's heading."""
        assert self.card is not None
        s = self.scale
        heading = TF.text_width("heading", round(18 * s), tr(LOG_HEADING))
        return self.card.w - 14 * s - heading - 8 * s - 10 * s - 22 * s

    def _reopen_px(self) -> int:
        """The size of the "Since last turn" button's words: its own, or with larger text a
        smaller one (as far as the 110% size's) that leaves the log's heading uncovered (French
        'Depuis le dernier tour' lay over 'Journal')."""
        px = _button_size(self.scale)
        if text_gain() <= 1.0:
            return px
        least = TF.legible_px(px / text_gain())
        assert self.card is not None
        room = self.card.w - 20 * self.scale - 22 * self.scale if self.own_line() else None
        while px > least and TF.text_width("ui_bold", px, tr(REOPEN)) > (
            room if room is not None else self._reopen_room()
        ):
            px -= 1
        return px

    def button_at(self, point: tuple[float, float]) -> bool:
        """Whether `point` is on the panel's button: the × while open, else "Since last turn"."""
        button = self.close_rect() if self.open else self.reopen_rect()
        return button is not None and button.contains(point)

    def tip(self) -> Tip | None:
        """The tooltip of the panel's button, in the words of whose recap it is."""
        if self.open:
            return Tip(
                tr("Close this list"),
                (
                    # translators: {button} is the name of the log's button, "Since last turn"
                    tr(
                        'Shows the whole game log again. Until this turn ends, the "{button}" '
                        "button on the log brings the list back.",
                        button=tr(REOPEN),
                    ),
                ),
            )
        if self.available:
            return Tip(
                tr("What happened since your last turn")
                if self.whose is None
                else tr("What happened since {player}'s last turn", player=self.whose),
                (
                    tr(
                        "Lists every move the other players made, and any round end or new age, "
                        "oldest first. Point at a line to see where it happened on the table."
                    ),
                ),
            )
        return None

    # --- input -------------------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        """True when the event was the panel's (a press on it, the wheel over it). Motion is
        watched but never taken, so the table's hover keeps working."""
        if self.card is None:
            return False
        kind = event.type
        if not self.open:
            button = self.reopen_rect()
            if kind == pygame.MOUSEMOTION:
                self.close_hover = button is not None and button.contains(event.pos)
            if (
                kind == pygame.MOUSEBUTTONDOWN
                and event.button == 1
                and button is not None
                and button.contains(event.pos)
            ):
                self.reopen()
                return True
            return False
        if kind == pygame.MOUSEMOTION:
            self.rows.handle_event(event, mouse)
            self._update_hover(event.pos)
            return self.rows.drag is not None
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            close = self.close_rect()
            if close is not None and close.contains(event.pos):
                self.hide()
                return True
            self.rows.handle_event(event, event.pos)
            return self.card.contains(event.pos)  # a press on the panel stays on the panel
        if kind == pygame.MOUSEBUTTONUP:
            used = self.rows.handle_event(event, event.pos)
            return used or self.card.contains(event.pos)
        if kind == pygame.MOUSEWHEEL:
            return self.rows.handle_event(event, mouse)
        return False

    def _update_hover(self, pos: tuple[int, int]) -> None:
        close = self.close_rect()
        self.close_hover = close is not None and close.contains(pos)
        line = self.rows.line_at(pos) if not self.close_hover else None
        self.hover_line = line if line is not None and line.places else None

    # --- drawing ---------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, styles: Sequence[PlayerStyle]) -> None:
        if self.card is None:
            return
        if not self.open:
            self._draw_reopen(surface)
            return
        rect = pygame.Rect(self.card.rounded())
        picture, margin = closable_card(
            rect.size, round(self.scale, 3), self.title, self.close_hover
        )
        surface.blit(picture, (rect.x - margin, rect.y - margin))
        if self.hover_line is not None:
            self._draw_hover_mark(surface)
        self.rows.draw(surface, styles)

    def _draw_reopen(self, surface: pygame.Surface) -> None:
        button = self.reopen_rect()
        if button is None:
            return
        r = pygame.Rect(button.rounded())
        fill = P.lighter(P.BRASS_LIGHT, 0.3) if self.close_hover else P.BRASS_LIGHT
        pygame.draw.rect(surface, fill, r, border_radius=r.h // 2)
        pygame.draw.rect(surface, P.BRASS_DARK, r, 1, border_radius=r.h // 2)
        px = self._reopen_px()
        # a word under the button is reported (the heading beside it, or the card's edge)
        if text_gain() > 1.0 and not self.own_line():
            if TF.text_width("ui_bold", px, tr(REOPEN)) > self._reopen_room():
                report_overflow(
                    "log reopen button",
                    tr(REOPEN),
                    (self._reopen_room(), r.h),
                    (TF.text_width("ui_bold", px, tr(REOPEN)), r.h),
                )
        if TF.text_width("ui_bold", px, tr(REOPEN)) > r.w - 8 * self.scale:
            report_overflow("log reopen button", tr(REOPEN), (r.w, r.h), (r.w + 1, r.h))
        V.put_text(surface, "ui_bold", px, tr(REOPEN), P.INK, r.center, "center")

    def _draw_hover_mark(self, surface: pygame.Surface) -> None:
        """A soft band behind the hovered line, so it is clear which line the table answers."""
        rows = self.rows
        g = rows.geometry
        if g is None:
            return  # not laid out yet
        for row in rows.rows:
            if row.line is self.hover_line:
                y = g.view.y - rows.top + row.y
                band = pygame.Rect(
                    round(g.view.x),
                    round(y - 1 * self.scale),
                    round(g.track.x - 4 * self.scale - g.view.x),
                    round(row.h),
                )
                clip = surface.get_clip()
                surface.set_clip(pygame.Rect(g.view.rounded()))
                pygame.draw.rect(
                    surface,
                    P.mix(P.PARCHMENT, P.VERDIGRIS, 0.25),
                    band,
                    border_radius=round(4 * self.scale),
                )
                surface.set_clip(clip)
                return


@functools.lru_cache(maxsize=8)
def card_close_rect(card: Rect, s: float) -> Rect:
    """Where a closable card's × lies (the recap's, the hint panel's), as `closable_card`
    draws it."""
    size = 26 * s
    return Rect(card.right - size - 10 * s, card.y + 9 * s, size, size)


def closable_card(
    size: tuple[int, int], s: float, title: str, close_lit: bool
) -> tuple[pygame.Surface, int]:
    """A parchment card with a heading and a × in its top right corner, drawn once per size
    and title (the lines go over it every frame), with the margin its frame reaches beyond
    the card. The recap and the hint panel (`hint_panel`) are such cards."""
    probe = drawing._framed_card(size, s, True)[1]
    picture = pygame.Surface((size[0] + 2 * probe, size[1] + 2 * probe), pygame.SRCALPHA)
    rect = pygame.Rect(probe, probe, *size)
    drawing.parchment_card(picture, rect, s)
    close = pygame.Rect(
        round(rect.right - 36 * s), round(rect.y + 9 * s), round(26 * s), round(26 * s)
    )
    width = close.x - rect.x - 20 * s
    # smaller type before the title runs under the × (reported, and shortened, past that)
    V.put_fitted(
        picture,
        "heading",
        18 * s,
        title,
        width,
        V.PANEL_INK,
        (rect.x + 14 * s, rect.y + 8 * s),
        smallest=12 * s,
        where="card heading",
    )
    drawing.ornament_rule(picture, rect.centerx, rect.y + 36 * s, rect.w * 0.36, s)
    fill = P.lighter(P.BRASS_LIGHT, 0.3) if close_lit else P.BRASS_LIGHT
    pygame.draw.rect(picture, fill, close, border_radius=close.h // 2)
    pygame.draw.rect(picture, P.BRASS_DARK, close, 1, border_radius=close.h // 2)
    half, (cx, cy), w = 5 * s, close.center, max(2, round(2 * s))
    pygame.draw.line(picture, P.INK, (cx - half, cy - half), (cx + half, cy + half), w)
    pygame.draw.line(picture, P.INK, (cx - half, cy + half), (cx + half, cy - half), w)
    return picture, probe
