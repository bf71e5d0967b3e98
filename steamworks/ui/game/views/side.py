"""The side column: the prompt card's geometry, the banner naming who acts, and the log's card
(its lines are `log_panel`'s)."""

from __future__ import annotations

import attrs
import pygame

from steamworks.language import tr
from steamworks.rules.state import GameState
from steamworks.ui import draw as drawing
from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import font_cache, get_font, text_gain
from steamworks.ui.art.palette import PlayerStyle
from steamworks.ui.art.tile_art import draw_player_mark
from steamworks.ui.game.log_lines import HEADING_ROOM
from steamworks.ui.geometry import Rect
from steamworks.ui.overflow import report_overflow

from ..layout import TableLayout
from ..prompt import PromptModel
from .context import ViewContext, pg_rect
from .text import PANEL_INK, fits_line, put_text, text_image


@attrs.frozen
class PromptGeometry:
    card: Rect
    title_lines: tuple[str, ...]
    detail_lines: tuple[str, ...]
    title_size: int
    detail_size: int
    buttons: Rect  # where the choice buttons go


def prompt_geometry(rect: Rect, model: PromptModel | None, scale: float) -> PromptGeometry:
    s = scale
    pad = 14 * s
    inner_w = int(rect.w - 2 * pad)
    title_size = max(8, round(20 * s))
    detail_size = max(8, round(15 * s))
    title_lines: tuple[str, ...] = ()
    detail_lines: tuple[str, ...] = ()
    if model:
        # at most three lines of question and five of detail, so the buttons keep their room;
        # the type shrinks a little before anything is cut (and a cut is reported)
        line = get_font("heading", title_size).get_linesize()
        title = TF.fit_block(
            "heading",
            title_size,
            model.title,
            inner_w,
            3 * line,
            min_px=min(16 * s, 20 * s / text_gain()),  # (larger text: back to the 110% size)
            spacing=1.0,
            where="prompt title",
        )
        title_lines, title_size = title.lines, title.px
        if model.detail:
            line = get_font("ui", detail_size).get_linesize()
            room: float = 5 * line
            if text_gain() > 1.0 or not TF.fits_block(
                "ui", 12 * s, model.detail, inner_w, room, spacing=1.0
            ):
                # larger text, or words that five lines cannot hold even in the smaller type (a
                # longer language's): as many lines as the card holds under the question, less
                # a row of buttons when there are choices (more of them go on pages)
                top = rect.y + pad + len(title_lines) * get_font("heading", title.px).get_linesize()
                buttons_h = 42 * s if model.choices else 0.0
                available = rect.bottom - pad - top - 14 * s - buttons_h
                # (never the buttons' row: a smaller card, a guided table's, keeps it)
                room = available if model.choices else max(room, available)
            detail = TF.fit_block(
                "ui",
                detail_size,
                model.detail,
                inner_w,
                room,
                # (larger text: as far back as the 110% size before a word is cut)
                min_px=12 * s / text_gain(),
                spacing=1.0,
                where="prompt detail",
            )
            detail_lines, detail_size = detail.lines, detail.px
    y = rect.y + pad + len(title_lines) * get_font("heading", title_size).get_linesize()
    if detail_lines:
        y += 4 * s + len(detail_lines) * get_font("ui", detail_size).get_linesize()
    y += 10 * s
    buttons = Rect(rect.x + pad, y, rect.w - 2 * pad, max(0.0, rect.bottom - pad - y))
    return PromptGeometry(rect, title_lines, detail_lines, title_size, detail_size, buttons)


def draw_side(
    surface: pygame.Surface, state: GameState, layout: TableLayout, ctx: ViewContext
) -> None:
    s = ctx.scale
    reg = layout.regions
    # the prompt card
    card = pg_rect(reg.prompt)
    drawing.parchment_card(surface, card, s)
    geo = prompt_geometry(reg.prompt, ctx.prompt, s)
    y = geo.card.y + 14 * s
    for line in geo.title_lines:
        put_text(surface, "heading", geo.title_size, line, PANEL_INK, (geo.card.x + 14 * s, y))
        y += get_font("heading", geo.title_size).get_linesize()
    if geo.detail_lines:
        y += 4 * s
        for line in geo.detail_lines:
            put_text(surface, "ui", geo.detail_size, line, P.INK_SOFT, (geo.card.x + 14 * s, y))
            y += get_font("ui", geo.detail_size).get_linesize()
    draw_log_card(surface, layout, ctx)


def draw_banner(
    surface: pygame.Surface,
    state: GameState,
    layout: TableLayout,
    ctx: ViewContext,
    title: str,
    subtitle: str,
    seat: int | None,
    dots: int = -1,
    brief: str = "",
    reserve: int = 0,
) -> None:
    """The turn banner: whose turn it is, in their colour, unmistakably. `brief`: a shorter
    subtitle, drawn when `subtitle` does not fit even in the smaller type; `reserve`: pixels
    at the title line's right kept free (an online game's move clock stands there)."""
    rect = pg_rect(layout.regions.banner)
    style = ctx.styles[seat] if seat is not None else None
    text = title + ("." * dots if dots >= 0 else "")
    picture, margin = _banner(rect.size, round(ctx.scale, 3), text, subtitle, style, brief, reserve)
    surface.blit(picture, (rect.x - margin, rect.y - margin))


def _banner_words_x(height: float, s: float) -> float:
    """Where the banner's words start, from its left edge: after the seat's mark."""
    r = height * 0.26
    return r + 16 * s + r * 1.25 + 12 * s


def banner_title_fits(layout: TableLayout, scale: float, title: str, reserve: int) -> bool:
    """Whether the turn banner's `title` fits its line, less `reserve` pixels at its right, in
    the smallest type it may take there (as `_banner` draws it)."""
    rect = pg_rect(layout.regions.banner)
    room = rect.w - _banner_words_x(rect.h, scale) - 10 * scale - reserve
    return fits_line("heading", 23 * scale, title, room, smallest=16 * scale)


@font_cache(maxsize=32)
def _banner(
    size: tuple[int, int],
    s: float,
    title: str,
    subtitle: str,
    style: PlayerStyle | None,
    brief: str = "",
    reserve: int = 0,
) -> tuple[pygame.Surface, int]:
    """The banner drawn once per text (it changes a few times a turn, not every frame)."""
    margin = max(4, round(12 * s))
    out = pygame.Surface((size[0] + 2 * margin, size[1] + 2 * margin), pygame.SRCALPHA)
    rect = pygame.Rect(margin, margin, *size)
    if style is None:
        back, _m = drawing._framed_card(size, s, True)
        out.blit(back, (margin - _m, margin - _m))
        put_text(out, "heading", 24 * s, title, PANEL_INK, rect.center, "center")
        return out, margin
    drawing.drop_shadow(out, rect, round(8 * s), max(3, round(6 * s)))
    gradient = drawing.rounded_gradient(
        rect.size, *P.seat_shading(style.colour, 0.12, 0.18), round(8 * s)
    )
    out.blit(gradient, rect)
    pygame.draw.rect(out, P.BRASS, rect, max(2, round(3 * s)), border_radius=round(8 * s))
    pygame.draw.rect(
        out,
        P.BRASS_LIGHT,
        rect.inflate(-round(6 * s), -round(6 * s)),
        1,
        border_radius=round(6 * s),
    )
    r = rect.h * 0.26
    cx = rect.x + r + 16 * s
    pygame.draw.circle(out, P.BRASS_LIGHT, (round(cx), rect.centery), round(r * 1.25))
    pygame.draw.circle(out, style.colour, (round(cx), rect.centery), round(r * 1.1))
    draw_player_mark(out, style.mark, (cx, rect.centery), r * 0.75, style.ink)
    tx = rect.x + _banner_words_x(rect.h, s)
    room = rect.right - tx - 10 * s
    title_line = TF.fit_line("heading", 23 * s, title, room - reserve, min_px=16 * s / text_gain())
    # a long line (Age III, round 11...) takes a size smaller, then its brief form, before it
    # is cut (a longer language)
    if brief and TF.text_width("ui", max(9, round(13 * s)), subtitle) > room:
        subtitle = brief
    sub_line = TF.fit_line("ui", 14 * s, subtitle, room, min_px=13 * s / text_gain())
    title_px, sub_px = _banner_lines(title_line, sub_line, style.ink, rect, s)
    put_text(out, "heading", title_px, title_line.text, style.ink, (tx, rect.y + 10 * s))
    put_text(out, "ui", sub_px, sub_line.text, style.ink, (tx, rect.bottom - 10 * s), "bottomleft")
    return out, margin


def _banner_lines(
    title: TF.FittedLine, subtitle: TF.FittedLine, ink, rect: pygame.Rect, s: float
) -> tuple[int, int]:
    """The title's and the subtitle's types, their letters kept apart: at larger text the two
    lines (the title from the banner's top, the subtitle up from its foot) need more than the
    banner's height, so the subtitle and then the title take a smaller type, back as far as the
    110% size's; letters that still meet are reported."""
    title_px, sub_px = title.px, subtitle.px
    least_sub = max(TF.smallest_px(), round(13 * s / text_gain()))
    least_title = max(TF.smallest_px(), round(16 * s / text_gain()))

    def apart() -> bool:
        top_img = text_image("heading", title_px, title.text, tuple(ink))
        foot_img = text_image("ui", sub_px, subtitle.text, tuple(ink))
        title_ink = top_img.get_bounding_rect(min_alpha=96)
        sub_ink = foot_img.get_bounding_rect(min_alpha=96)
        title_bottom = rect.y + 10 * s + title_ink.bottom
        sub_top = rect.bottom - 10 * s - foot_img.get_height() + sub_ink.top
        return not title.text or not subtitle.text or title_bottom + 2 * s <= sub_top

    while not apart() and sub_px > least_sub:
        sub_px -= 1
    while not apart() and title_px > least_title:
        title_px -= 1
    if not apart():
        report_overflow("turn banner", title.text, rect.size, (rect.w, rect.h + 1))
    return title_px, sub_px


def draw_log_card(surface: pygame.Surface, layout: TableLayout, ctx: ViewContext) -> None:
    """The game log's card and heading; its lines are drawn over it by `log_panel.LogPanel`."""
    s = ctx.scale
    rect = pg_rect(layout.regions.log)
    drawing.parchment_card(surface, rect, s)
    heading = put_text(
        surface, "heading", 18 * s, tr("Game log"), PANEL_INK, (rect.x + 14 * s, rect.y + 8 * s)
    )
    # under the heading's letters (larger text: they reach past the design's place for the
    # rule, which ran through them), above the first line
    rule_y = min(max(rect.y + 36 * s, heading.bottom + 1 * s), rect.y + HEADING_ROOM * s - 2 * s)
    drawing.ornament_rule(surface, rect.centerx, rule_y, rect.w * 0.36, s)
