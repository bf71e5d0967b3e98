"""The guide's card: a parchment card over the table's log, with the lesson's or the puzzle's
words and its buttons.

From top to bottom: a heading (the lesson or the puzzle), a counter ("Step 2 of 7", a level),
optional stars, the text to read, optional numbered lines (a best line, the current one
marked), the guide's last answer (why a move was refused), and the buttons in rows of two at
the bottom. Text is never smaller than `MIN_TEXT_PX` (14 px) whatever the window: at 1280x720 a
long text gets a smaller size only down to that (the lessons' texts are kept short so that all
of them fits at the layout's own sizes: a test checks it). At larger text (Settings' text size
past 110%) the card of a lesson keeps the log's share of the side column and what does not fit
under its counter scrolls (the mouse wheel and the log's page keys), marked at the card's edge.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

import attrs
import pygame

from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import get_font, text_gain
from steamworks.ui.game import views as V
from steamworks.ui.overflow import report_overflow

MIN_TEXT_PX = 14  # the smallest text the card uses (issue #14: readable at 1280x720)
BODY_SIZES = (19, 18, 17, 16, 15, 14)  # design sizes tried in turn for the text to read
STAR = "★"
NO_STAR = "☆"


def readable(role: str, design_size: float, scale: float) -> pygame.font.Font:
    """A font of `design_size` at 1600x900, scaled, and never under MIN_TEXT_PX."""
    return get_font(role, max(MIN_TEXT_PX, round(design_size * scale)))


@attrs.frozen
class CardButton:
    object_id: str
    text: str
    action: Callable[[], None]
    tip: str | None = None
    enabled: bool = True


@attrs.frozen
class CardText:
    heading: str
    counter: str = ""
    body: str = ""
    answer: str = ""  # the last refusal, or a result
    lines: tuple[str, ...] = ()  # numbered lines (a best line)
    current: int = -1  # the line marked as the one on show
    stars: int | None = None  # 0-3 stars to show, None for none


def card_rect(log_region) -> pygame.Rect:
    """The card covers the log's region of the table (the lesson matters more than the log)."""
    return pygame.Rect(log_region.rounded())


def button_rects(card: pygame.Rect, count: int, scale: float) -> list[pygame.Rect]:
    """Rows of two buttons at the bottom of the card (a lone last button takes a whole row)."""
    pad = max(6, round(10 * scale))
    gap = max(4, round(6 * scale))
    height = max(28, round(36 * scale))
    rows = (count + 1) // 2
    top = card.bottom - pad - rows * height - (rows - 1) * gap
    width = card.w - 2 * pad
    half = (width - gap) // 2
    out = []
    for i in range(count):
        row, col = divmod(i, 2)
        y = top + row * (height + gap)
        if col == 0 and i == count - 1:
            out.append(pygame.Rect(card.x + pad, y, width, height))
        else:
            out.append(pygame.Rect(card.x + pad + col * (half + gap), y, half, height))
    return out


def add_buttons(
    scene, card: pygame.Rect, buttons: Sequence[CardButton], press: Callable[[str], None]
) -> list[str]:
    """The card's buttons, added to the Game scene and to its keyboard order (after the
    toolbar); a press calls `press(object_id)`. Returns their object ids. Their tips are the
    guide's to draw (`button_tip_box`), above the buttons: the usual tooltip, under a button,
    would lie over the next row of them."""
    rects = button_rects(card, len(buttons), scene.app.scale)
    for rect, button in zip(rects, buttons):
        scene.add_button(
            rect,
            button.text,
            lambda oid=button.object_id: press(oid),
            object_id=button.object_id,
            # a smaller type when a longer language's word needs it
            kind=V.toolbar_kind((button.text,), rect.w, scene.app.scale),
            enabled=button.enabled,
        )
    ids = tuple(b.object_id for b in buttons)
    scene.toolbar_ids = tuple(scene.toolbar_ids) + ids
    return list(ids)


def refresh_buttons(scene, buttons: Sequence[CardButton]) -> None:
    """The buttons' words and states as they are now (the same buttons, in place; their tips
    are read afresh whenever one is drawn)."""
    for button in buttons:
        widget = scene.widget_or_none(button.object_id)
        if widget is None:
            continue
        if widget.text != button.text:
            widget.set_text(button.text)
        if button.enabled and not widget.is_enabled:
            widget.enable()
        elif not button.enabled and widget.is_enabled:
            widget.disable()


def button_tip_box(
    card: pygame.Rect, count: int, index: int, text: str, scale: float
) -> tuple[pygame.Rect, pygame.font.Font, list[str]]:
    """Where the tip of button `index` (of `count`) goes, (box, font, lines): just above the
    card's rows of buttons, from the button's own column, so that it covers none of them (it
    lies over the card's words while the mouse rests on the button). The box is
    `drawing.tooltip_box`'s for the lines."""
    f = readable("ui", 16, scale)
    pad = round(8 * scale)  # tooltip_box's padding
    inset = max(6, round(10 * scale))
    lines = drawing.wrap_text(f, text, card.w - 2 * inset - 2 * pad)
    w = max(f.size(line)[0] for line in lines) + 2 * pad
    h = len(lines) * f.get_height() + 2 * pad
    rects = button_rects(card, count, scale)
    left = min(rects[index].left, card.right - inset - w)
    box = pygame.Rect(max(card.x + inset, left), rects[0].top - max(4, round(6 * scale)) - h, w, h)
    return box, f, lines


def draw_button_tip(
    surface: pygame.Surface, card: pygame.Rect, count: int, index: int, text: str, scale: float
) -> None:
    """A card button's tip, drawn where `button_tip_box` puts it."""
    box, f, lines = button_tip_box(card, count, index, text, scale)
    drawing.tooltip_box(surface, f, lines, box.topleft, scale)


def _fit_lines(text: str, role: str, width: int, room: int, scale: float):
    """(font, lines) for `text` in `width`: the largest body size whose lines fit in `room`."""
    for size in BODY_SIZES:
        f = readable(role, size, scale)
        lines = drawing.wrap_text(f, text, width)
        if len(lines) * f.get_linesize() <= room:
            return f, lines
    return f, lines


def _blit_lines(surface, f, lines, colour, x: int, y: int, bottom: int, width: int) -> int:
    """Draw wrapped lines from y, stopping (with an ellipsis) at `bottom`; returns the next y."""
    step = f.get_linesize()
    for n, line in enumerate(lines):
        if y + step > bottom:
            break
        last_room = y + 2 * step > bottom and n < len(lines) - 1
        if last_room:
            while line and f.size(line + "…")[0] > width:
                line = line[:-1]
            line += "…"
        surface.blit(f.render(line, True, colour), (x, y))
        y += step
        if last_room:
            break
    return y


@attrs.frozen
class CardRow:
    """One line under the card's counter: its type, words and colour; `band`: the marked
    numbered line's highlight; `gap`: room above it (between the text, the list, the answer)."""

    font: pygame.font.Font
    text: str
    colour: tuple[int, int, int]
    band: bool = False
    gap: int = 0


@attrs.frozen
class CardPlan:
    """Where the card's parts go (`plan_card`): the heading's lines in their type, and the rows
    under the counter (the text to read, the numbered lines, the last answer) with how many of
    them the room shows at once."""

    heading_font: pygame.font.Font
    heading_lines: tuple[str, ...]
    body_top: int  # where the rows start
    rows: tuple[CardRow, ...]
    shown: int  # rows shown at once: all of them, or (larger text) those the room holds
    answer_rows: int  # the last rows, the answer (pinned to the bottom when all fit)
    bottom: int  # the top of the buttons' rows, less a gap
    counter_fixed: bool = True  # False: the counter is a row (under a heading's third line)

    @property
    def hidden(self) -> int:
        """Rows beyond the room: how far the card scrolls."""
        return len(self.rows) - self.shown


def _heading(text: str, width: int, scale: float) -> tuple[pygame.font.Font, list[str]]:
    """The heading in its type: on at most two lines where a type back to the 110% size's
    allows (larger text), else on as many as it needs (`_plan` lets the third on scroll)."""
    size = max(MIN_TEXT_PX, round(22 * scale))
    least = min(size, max(MIN_TEXT_PX, round(22 * scale / text_gain())))
    while True:
        f = get_font("heading", size)
        lines = drawing.wrap_text(f, text, width)
        if len(lines) <= 2 or size <= least:
            return f, lines
        size -= 1


def plan_card(card: pygame.Rect, text: CardText, buttons: int, scale: float) -> CardPlan:
    """The card's parts laid out for `text` (see `draw_card`); rows that scroll are wrapped
    clear of the scroll marks at the card's edge. Laid out once per text and size: the card
    is drawn every frame and asked again by each scroll."""
    return _planned(tuple(card), text, buttons, scale, text_gain())


@functools.lru_cache(maxsize=16)
def _planned(
    box: tuple[int, int, int, int], text: CardText, buttons: int, scale: float, _gain: float
) -> CardPlan:
    card = pygame.Rect(box)
    plan = _plan(card, text, buttons, scale, 0)
    if plan.hidden:
        plan = _plan(card, text, buttons, scale, _mark_font(scale).size("▼")[0] + 4)
    return plan


def _stars(count: int) -> str:
    return STAR * count + NO_STAR * (3 - count)


def _mark_font(scale: float) -> pygame.font.Font:
    return readable("ui_bold", 14, scale)


def _plan(card: pygame.Rect, text: CardText, buttons: int, scale: float, marks: int) -> CardPlan:
    pad = max(8, round(14 * scale))
    width = card.w - 2 * pad
    rects = button_rects(card, buttons, scale)
    bottom = (rects[0].top if rects else card.bottom) - max(4, round(6 * scale))
    head, heading = _heading(text.heading, width, scale)
    small = readable("ui_medium", 16, scale)
    rows: list[CardRow] = []
    counter_fixed = len(heading) <= 2
    if not counter_fixed:
        # a heading of more than two lines even in the 110% size's type (a longer language at
        # the largest sizes): its first two stand, the rest and the counter scroll with the text
        rows += [CardRow(head, line, P.INK) for line in heading[2:]]
        heading = heading[:2]
        if text.counter:
            rows.append(CardRow(small, text.counter, P.INK_SOFT))
        if text.stars is not None:
            rows.append(CardRow(readable("ui_bold", 20, scale), _stars(text.stars), P.GOLD_DARK))
    y = card.y + pad + len(heading) * head.get_linesize()
    if counter_fixed and (text.counter or text.stars is not None):
        y += max(small.get_linesize(), round(22 * scale))
    y += max(4, round(6 * scale))
    answer_font = readable("ui_bold", 16, scale)
    answer = drawing.wrap_text(answer_font, text.answer, width - marks) if text.answer else []
    answer_h = len(answer) * answer_font.get_linesize() + (round(6 * scale) if answer else 0)
    list_font = readable("ui", 16, scale)
    listed = [
        (n, drawing.wrap_text(list_font, f"{n + 1}. {line}", width - marks))
        for n, line in enumerate(text.lines)
    ]
    list_h = sum(len(w) for _, w in listed) * list_font.get_linesize()
    room = bottom - y - answer_h - list_h - sum(r.font.get_linesize() for r in rows)
    if text.body:
        f, lines = _fit_lines(text.body, "ui", width - marks, max(0, room), scale)
        rows += [CardRow(f, line, P.INK) for line in lines]
    after_body = max(2, round(4 * scale)) if rows else 0
    for n, wrapped in listed:
        marked = n == text.current
        for k, line in enumerate(wrapped):
            gap = after_body if not k and n == 0 else 0
            rows.append(CardRow(list_font, line, P.INK if marked else P.INK_SOFT, marked, gap))
    for k, line in enumerate(answer):
        gap = round(6 * scale) + (after_body if not k and not text.lines else 0)
        rows.append(CardRow(answer_font, line, P.OXIDE_RED, gap=gap if not k else 0))
    shown, used = 0, 0
    for row in rows:
        used += row.gap + row.font.get_linesize()
        if y + used > bottom:
            break
        shown += 1
    return CardPlan(head, tuple(heading), y, tuple(rows), shown, len(answer), bottom, counter_fixed)


def draw_card(
    surface: pygame.Surface,
    card: pygame.Rect,
    text: CardText,
    buttons: int,
    scale: float,
    scroll: int = 0,
) -> bool:
    """The card with `text`, leaving room at the bottom for `buttons` buttons. Returns whether
    all of the text fitted. Where it does not (larger text), the rows under the counter from
    `scroll` on are shown, with marks at the card's edge for those above and below (the guide
    scrolls them: `CardPlan.hidden`); a card whose room shows fewer than two rows, or no room
    under its heading, is reported as an overflow."""
    plan = plan_card(card, text, buttons, scale)
    drawing.parchment_card(surface, card, scale)
    pad = max(8, round(14 * scale))
    x, width = card.x + pad, card.w - 2 * pad
    y = card.y + pad
    y = _blit_lines(
        surface, plan.heading_font, list(plan.heading_lines), P.INK, x, y, plan.bottom, width
    )
    if plan.counter_fixed:  # (else the heading's end and the counter scroll: no rule between)
        if text.counter:
            counter = readable("ui_medium", 16, scale).render(text.counter, True, P.INK_SOFT)
            surface.blit(counter, (x, y))
        if text.stars is not None:
            img = readable("ui_bold", 20, scale).render(_stars(text.stars), True, P.GOLD_DARK)
            surface.blit(img, img.get_rect(topright=(card.right - pad, y - 2)))
        rule_y = plan.body_top - max(4, round(6 * scale))  # under the counter (`_plan`)
        rule = P.mix(P.BRASS_DARK, P.PARCHMENT, 0.4)
        pygame.draw.line(surface, rule, (x, rule_y), (x + width, rule_y), 1)
    first = max(0, min(scroll, plan.hidden))
    shown = plan.rows[first : first + plan.shown]
    pinned = plan.bottom
    if not plan.hidden and plan.answer_rows:
        # all of it in view: the answer stands at the foot of the card, as it always has
        answer_h = sum(r.gap + r.font.get_linesize() for r in plan.rows[-plan.answer_rows :])
        pinned = plan.bottom - answer_h
    y = plan.body_top
    for i, row in enumerate(shown):
        y += row.gap if i else 0
        if not plan.hidden and plan.answer_rows and i == len(shown) - plan.answer_rows:
            y = max(y, pinned + row.gap)
        step = row.font.get_linesize()
        if row.band:
            band = pygame.Rect(x - 3, y, width + 6, step)
            pygame.draw.rect(surface, P.mix(P.BRASS_LIGHT, P.PARCHMENT, 0.5), band, border_radius=3)
        surface.blit(row.font.render(row.text, True, row.colour), (x, y))
        y += step
    if plan.hidden:  # more to read: marks at the card's edge (the wheel and page keys scroll)
        mark_font = _mark_font(scale)
        edge = card.right - max(3, round(5 * scale))
        if first > 0:
            up = mark_font.render("▲", True, P.BRASS_DARK)
            surface.blit(up, up.get_rect(topright=(edge, plan.body_top)))
        if first < plan.hidden:
            down = mark_font.render("▼", True, P.BRASS_DARK)
            surface.blit(down, down.get_rect(bottomright=(edge, y)))
    cramped = plan.shown < min(2, len(plan.rows))
    if cramped or plan.body_top > plan.bottom:
        needed = plan.body_top + sum(r.gap + r.font.get_linesize() for r in plan.rows[:2])
        report_overflow(
            "tutorial card",
            text.body or text.heading,
            (card.w, card.h),
            (card.w, card.h + max(0, needed - plan.bottom)),
        )
    return not plan.hidden and plan.body_top <= plan.bottom
