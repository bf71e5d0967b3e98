"""Drawing the game table from the state: the main board, the devices, the persona boards, the
side column (the log's card: its lines are `log_panel`'s), the draft cards, highlights, the
keyboard's focus ring and tooltips. Every worker is drawn where it stands, an Automaton as the Automaton (its place is
`Player.automaton_at`), never as a mechanic.

Views are functions of (state, layout, context): they read, never change. The Game scene
draws the slow, still parts once per state into a cached layer (`draw_static`) and only the
moving parts every frame (`draw_highlights`, `draw_focus_ring`, `draw_banner_live`, tooltips, animations), which
keeps a frame of the busiest table well under the 8 ms budget. Text images are cached too.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence

import attrs
import pygame

from steamworks.rules import frames as F
from steamworks.rules.data import load
from steamworks.rules.preview import persona_space_text, step_text
from steamworks.rules.scoring import score_lines
from steamworks.rules.state import AUTO_BOARD, AUTO_READY, GameState
from steamworks.rules.words import plural
from steamworks.ui import draw as drawing
from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import get_font
from steamworks.ui.art.palette import PlayerStyle
from steamworks.ui.art.tile_art import (
    draw_player_mark,
    mechanic_surface,
    tile_back_surface,
    token_surface,
)
from steamworks.ui.geometry import Rect
from steamworks.ui.style import COMPACT_BUTTON_SIZE, tile_image

from .layout import TableLayout, draft_layout, draft_rect, mechanic_spot, score_rows
from .prompt import ROMAN, PromptModel
from .targets import Target, revealed_card, revealed_rects
from .tooltips import Tip

BELT_COLOURS = {"blue": P.BELT_BLUE, "white": P.BELT_WHITE, "red": P.BELT_RED}
STACK_NAMES = ("age1", "age2", "age3")
LOCK_LABELS = ("Age II", "Age III", "Game End")
PANEL_INK = P.INK
BOARD_FELT = (52, 40, 30)


# --- context ----------------------------------------------------------------------------------


@attrs.frozen(eq=False)
class ViewContext:
    """Everything the views need besides the state and the layout."""

    scale: float
    names: tuple[str, ...]
    styles: tuple[PlayerStyle, ...]  # per seat
    colour_index: tuple[int, ...]  # per seat: the index the token art is drawn with
    colour_blind: bool
    humans: tuple[bool, ...]
    hidden: frozenset = frozenset()  # keys an animation is drawing instead
    last_move: frozenset = frozenset()  # keys of the last move, marked on the table
    prompt: PromptModel | None = None
    acting: int | None = None  # the seat to act
    focus: int = 0

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))

    def mechanic(self, seat: int, size: float, automaton: bool = False) -> pygame.Surface:
        return mechanic_surface(
            self.colour_index[seat], max(8, int(size)), self.colour_blind, automaton
        )


# --- text -------------------------------------------------------------------------------------


# Text is measured by steamworks.ui.text_fit (which reports what does not fit); these are the
# table's shorthands for it.
safe_text = TF.safe_text


@functools.lru_cache(maxsize=4096)
def text_image(role: str, size: int, text: str, colour: tuple[int, int, int]) -> pygame.Surface:
    return get_font(role, max(6, size)).render(safe_text(role, text), True, colour)


def put_text(
    surface: pygame.Surface, role: str, size: float, text: str, colour, pos, anchor: str = "topleft"
) -> pygame.Rect:
    img = text_image(
        role, max(9, round(size)), text, tuple(colour)
    )  # 9 px: the smallest legible size
    rect = img.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(img, rect)
    return rect


def fit_text(role: str, size: float, text: str, width: float, where: str = "label") -> str:
    """`text` as it fits on one line of `width` at `size` (shortened with an ellipsis, and
    reported as an overflow, when it does not)."""
    return TF.fit_line(role, size, text, width, where=where).text


def option_label(label: str, room: float, scale: float) -> str:
    """A prompt button's words as they fit `room`: in the buttons' type (15), else in the
    compact type of "@compact_button", else shortened (reported as an overflow)."""
    if TF.text_width("ui_bold", max(9, round(15 * scale)), label) <= room:
        return label
    return TF.fit_line(
        "ui_bold", max(9, round(COMPACT_BUTTON_SIZE * scale)), label, room, where="option button"
    ).text


def fitting_size(role: str, size: float, text: str, width: float, smallest: float) -> float:
    """The largest size from `size` down to `smallest` at which `text` fits `width`."""
    while (
        size > smallest
        and get_font(role, max(6, round(size))).size(safe_text(role, text))[0] > width
    ):
        size -= 1
    return size


def wrapped(role: str, size: int, text: str, width: int) -> tuple[str, ...]:
    return TF.wrap(role, max(6, size), text, width)


def draw_block(
    surface: pygame.Surface,
    role: str,
    block: TF.FittedBlock,
    colours,
    rect: Rect,
    align: str = "left",
) -> float:
    """Draw a laid-out block (`text_fit.fit_block`) from the top of `rect`, each paragraph in
    colour (a colour, or a list of one colour per paragraph); returns the height used."""
    y = rect.y
    for k, paragraph in enumerate(block.paragraphs):
        colour = colours[k] if isinstance(colours, list) else colours
        for line in paragraph:
            if align == "center":
                put_text(surface, role, block.px, line, colour, (rect.x + rect.w / 2, y), "midtop")
            else:
                put_text(surface, role, block.px, line, colour, (rect.x, y))
            y += block.line_step
        y += block.paragraph_gap
    return block.height


def put_paragraph(
    surface: pygame.Surface,
    role: str,
    size: float,
    text: str,
    colour,
    rect: Rect,
    spacing: float = 1.12,
    max_lines: int | None = None,
    align: str = "left",
    where: str = "paragraph",
) -> float:
    """Word-wrapped text from the top of `rect`, kept inside it (at most `max_lines` lines);
    returns the height used. Text that does not fit is shortened and reported."""
    size = max(9, round(size))
    height = rect.h
    if max_lines is not None:
        line = get_font(role, size).get_linesize()
        height = min(height, (max_lines - 1) * line * spacing + line)
    block = TF.fit_block(role, size, text, max(10, rect.w), height, spacing=spacing, where=where)
    draw_block(surface, role, block, colour, rect, align)
    return (
        len(block.lines) * block.line_step
    )  # a whole step per line, so paragraphs that follow keep their rhythm


def _r(rect: Rect) -> pygame.Rect:
    return pygame.Rect(rect.rounded())


# --- small pictures -----------------------------------------------------------------------------


@functools.lru_cache(maxsize=64)
def prestige_chip(size: int) -> pygame.Surface:
    """A claret prestige chip with a brass star (there is no token art for chips)."""
    size = max(8, size)
    big = pygame.Surface((size * 4, size * 4), pygame.SRCALPHA)
    c = size * 2
    pygame.draw.circle(big, (0, 0, 0, 160), (c + 3, c + 5), size * 2 - 4)
    pygame.draw.circle(big, P.BRASS_DARK, (c, c), size * 2 - 4)
    pygame.draw.circle(big, P.PRESTIGE, (c, c), size * 2 - 10)
    pygame.draw.circle(big, P.PRESTIGE_LIGHT, (c - size // 3, c - size // 3), size)
    pygame.draw.circle(big, P.PRESTIGE, (c, c), size * 2 - 18)
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        r = (size * 1.05) if i % 2 == 0 else size * 0.45
        pts.append((c + r * math.cos(a), c + r * math.sin(a)))
    pygame.draw.polygon(big, P.BRASS_LIGHT, pts)
    return pygame.transform.smoothscale(big, (size, size))


def icon(kind: str, size: float) -> pygame.Surface:
    size = max(8, int(size))
    if kind == "prestige":
        return prestige_chip(size)
    if kind == "money":
        return token_surface("coin", size, 1)
    if kind == "clock":
        return token_surface("clock", size)
    return token_surface(kind, size)


def blit_centered(surface: pygame.Surface, image: pygame.Surface, centre) -> None:
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def badge(
    surface: pygame.Surface, centre, radius: float, text: str, fill=P.INK, ink=P.PARCHMENT
) -> None:
    r = max(5, round(radius))
    c = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surface, P.BRASS_DARK, c, r + 1)
    pygame.draw.circle(surface, fill, c, r)
    put_text(surface, "numbers", r * 1.25, text, ink, (c[0], c[1] + 1), "center")


def player_plate(
    surface: pygame.Surface, rect: pygame.Rect, style: PlayerStyle, radius: int = 6
) -> None:
    """A bar in a player's colour with a brass edge."""
    pygame.draw.rect(surface, style.colour, rect, border_radius=radius)
    pygame.draw.rect(surface, P.darker(style.colour, 0.4), rect, 1, border_radius=radius)


def mark(surface: pygame.Surface, style: PlayerStyle, centre, radius: float) -> None:
    """The player's shape mark, on a light disc so it reads on any background."""
    pygame.draw.circle(
        surface, P.BRASS_DARK, (round(centre[0]), round(centre[1])), round(radius * 1.28)
    )
    pygame.draw.circle(
        surface, style.colour, (round(centre[0]), round(centre[1])), round(radius * 1.15)
    )
    draw_player_mark(surface, style.mark, centre, radius * 0.72, style.ink)


def padlock(surface: pygame.Surface, centre, size: float, colour=P.BRASS_LIGHT) -> None:
    cx, cy = centre
    w = size * 0.8
    body = pygame.Rect(0, 0, round(w), round(size * 0.55))
    body.center = (round(cx), round(cy + size * 0.15))
    shackle = pygame.Rect(0, 0, round(w * 0.6), round(size * 0.6))
    shackle.midbottom = (body.centerx, body.top + 3)
    pygame.draw.arc(surface, colour, shackle, 0, math.pi, max(2, round(size * 0.1)))
    pygame.draw.rect(surface, colour, body, border_radius=max(2, round(size * 0.08)))
    pygame.draw.circle(surface, P.INK, body.center, max(1, round(size * 0.07)))


# --- the whole still layer ---------------------------------------------------------------------


def draw_static(
    surface: pygame.Surface, state: GameState, layout: TableLayout, ctx: ViewContext
) -> None:
    """Everything that only changes when the state (or the layout) does."""
    surface.blit(drawing.walnut_background(surface.get_size()), (0, 0))
    draw_board(surface, state, layout, ctx)
    draw_tableau(surface, state, layout, ctx)
    draw_persona(surface, state, layout, ctx)
    draw_others(surface, state, layout, ctx)
    draw_side(surface, state, layout, ctx)
    frame = state.pending[-1] if state.pending else None
    if isinstance(frame, F.DraftFrame):
        draw_draft(surface, state, layout, ctx, frame)
    if isinstance(frame, F.RevealFrame):
        draw_revealed(surface, layout, ctx, frame)


# --- the main board -----------------------------------------------------------------------------


@functools.lru_cache(maxsize=4)
def _board_backdrop(size: tuple[int, int], scale: float) -> pygame.Surface:
    """The board's felt-and-brass panel, drawn once per size."""
    w, h = size
    margin = max(4, round(16 * scale))
    surf = pygame.Surface((w + 2 * margin, h + 2 * margin), pygame.SRCALPHA)
    inner = pygame.Rect(margin, margin, w, h)
    drawing.brass_frame(surf, inner, scale, thickness=6, radius=9)
    surf.blit(
        drawing.vertical_gradient((w, h), P.lighter(BOARD_FELT, 0.08), P.darker(BOARD_FELT, 0.2)),
        inner.topleft,
    )
    # fine engraved lines, like a printed board's border
    pygame.draw.rect(
        surf,
        P.mix(P.BRASS_DARK, BOARD_FELT, 0.3),
        inner.inflate(-round(10 * scale), -round(10 * scale)),
        1,
        border_radius=round(6 * scale),
    )
    return surf


def draw_board(
    surface: pygame.Surface, state: GameState, layout: TableLayout, ctx: ViewContext
) -> None:
    board = layout.board
    s = ctx.scale
    rect = _r(board.rect)
    back = _board_backdrop(rect.size, round(s, 3))
    margin = (back.get_width() - rect.w) // 2
    surface.blit(back, (rect.x - margin, rect.y - margin))
    belts = load().board.belts
    costs = load().board.scroll_rack_cost
    t = board.tile
    # Scroll Rack prices over the columns
    for col, (x, y) in enumerate(board.price_centres):
        put_text(surface, "numbers", 13 * s, f"£{costs[col]}", P.BRASS_LIGHT, (x, y), "center")
    # belts
    for b, bdef in enumerate(belts):
        colour = BELT_COLOURS.get(bdef.colour, P.BELT_BLUE)
        row = _r(board.belt_rows[b])
        pygame.draw.rect(
            surface, P.darker(P.IRON, 0.3), row.inflate(2, 2), border_radius=round(6 * s)
        )
        pygame.draw.rect(surface, P.darker(colour, 0.15), row, border_radius=round(6 * s))
        # rollers at both ends
        for x in (row.left + round(3 * s), row.right - round(3 * s)):
            pygame.draw.line(
                surface, P.IRON_LIGHT, (x, row.top + 2), (x, row.bottom - 3), max(2, round(3 * s))
            )
        label = _r(board.belt_labels[b])
        pygame.draw.rect(surface, colour, label, border_radius=round(4 * s))
        pygame.draw.rect(
            surface, P.BRASS, label, max(1, round(1.5 * s)), border_radius=round(4 * s)
        )
        ink = P.INK if P.luminance(colour) > 0.4 else P.PARCHMENT
        put_text(surface, "display", 15 * s, ROMAN[bdef.age], ink, label.center, "center")
        locked = bdef.age > state.age
        for col, cell in enumerate(board.cells[b]):
            cr = _r(cell)
            pygame.draw.rect(surface, P.darker(colour, 0.35), cr, border_radius=round(4 * s))
            pygame.draw.rect(surface, P.darker(colour, 0.55), cr, 1, border_radius=round(4 * s))
            tid = state.belts[b][col]
            if tid is not None and ("belt", b, col) not in ctx.hidden:
                surface.blit(tile_image(tid, 0, round(t)), cr)
        if locked:
            veil = pygame.Surface(row.size, pygame.SRCALPHA)
            veil.fill((20, 14, 10, 120))
            surface.blit(veil, row.topleft)
            put_text(
                surface,
                "ui_bold",
                13 * s,
                f"Opens in Age {ROMAN[bdef.age]}",
                P.PARCHMENT,
                row.center,
                "center",
            )
    # the stacks, feeding their belts from the left
    for i, rect_s in enumerate(board.stacks):
        _draw_stack(surface, state, i, _r(rect_s), ctx)
    _draw_clock(surface, state, layout, ctx)
    _draw_info(surface, state, layout, ctx)


def _draw_stack(
    surface: pygame.Surface, state: GameState, i: int, rect: pygame.Rect, ctx: ViewContext
) -> None:
    s = ctx.scale
    count = len(state.stacks[i])
    depth = min(4, (count + 4) // 5)
    step = max(1, round(1.6 * s))
    for k in range(depth, 0, -1):
        shadow = rect.move(k * step, k * step)
        pygame.draw.rect(
            surface,
            P.darker(P.STACK_BACK_COLOURS[STACK_NAMES[i]], 0.45 + 0.05 * k),
            shadow,
            border_radius=round(5 * s),
        )
    if count:
        surface.blit(tile_back_surface(STACK_NAMES[i], rect.w), rect)
    else:
        pygame.draw.rect(surface, P.darker(BOARD_FELT, 0.3), rect, border_radius=round(5 * s))
        pygame.draw.rect(surface, P.BRASS_DARK, rect, 1, border_radius=round(5 * s))
        put_text(surface, "ui_bold", 12 * s, "empty", P.BRASS, rect.center, "center")
    if i + 1 > state.age:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((15, 10, 6, 130))
        surface.blit(veil, rect.topleft)
        padlock(surface, (rect.centerx, rect.centery), rect.w * 0.4)
    badge(
        surface, (rect.right - 2 * s, rect.bottom - 2 * s), 11 * s, str(count), P.INK, P.PARCHMENT
    )


def _draw_clock(
    surface: pygame.Surface, state: GameState, layout: TableLayout, ctx: ViewContext
) -> None:
    board = layout.board
    s = ctx.scale
    box = _r(board.clock_box)
    drawing.inset_panel(surface, box, s, fill=P.darker(BOARD_FELT, 0.25), alpha=255)
    coins = state.two_player
    title = "The Clock" + (" · coins" if coins else "")
    put_text(
        surface, "heading", 17 * s, title, P.BRASS_LIGHT, (box.centerx, box.y + 5 * s), "midtop"
    )
    for i, lock in enumerate(board.locks):
        lr = _r(lock)
        count = state.locks[i]
        current = i == state.current_stack and not state.game_over
        label_colour = P.BRASS_LIGHT if current else P.mix(P.BRASS, BOARD_FELT, 0.25)
        put_text(
            surface,
            "ui_bold",
            11.5 * s,
            LOCK_LABELS[i],
            label_colour,
            (lr.centerx, lr.y - 3 * s),
            "midbottom",
        )
        if current:
            pygame.draw.rect(
                surface, P.VERDIGRIS, lr, max(2, round(2 * s)), border_radius=round(6 * s)
            )
        else:
            pygame.draw.rect(
                surface, P.mix(P.BRASS_DARK, BOARD_FELT, 0.4), lr, 1, border_radius=round(6 * s)
            )
        token = round(min(lr.w * 0.46, 30 * s))
        shown = min(count, 7)
        cx = lr.centerx
        base_y = lr.bottom - 24 * s - token / 2
        if count == 0:
            pygame.draw.circle(
                surface, P.mix(P.BRASS_DARK, BOARD_FELT, 0.3), (cx, round(base_y)), token // 2, 1
            )
        for k in range(shown):
            img = icon("money" if coins else "clock", token)
            blit_centered(surface, img, (cx + (k % 2) * 3 * s - 1.5 * s, base_y - k * token * 0.2))
        put_text(
            surface,
            "numbers",
            17 * s,
            str(count),
            P.PARCHMENT if count else P.mix(P.PARCHMENT, BOARD_FELT, 0.5),
            (cx, lr.bottom - 4 * s),
            "midbottom",
        )
    sup = _r(board.clock_supply)
    if coins:
        put_text(
            surface,
            "ui",
            12.5 * s,
            "One coin leaves each round",
            P.PARCHMENT_SHADE,
            sup.center,
            "center",
        )
    else:
        img = icon("clock", 18 * s)
        label = put_text(
            surface,
            "ui",
            13 * s,
            f"General supply: {state.clock_supply}",
            P.PARCHMENT_SHADE,
            (sup.centerx + 12 * s, sup.centery),
            "center",
        )
        blit_centered(surface, img, (label.left - 12 * s, sup.centery))


def _draw_info(
    surface: pygame.Surface, state: GameState, layout: TableLayout, ctx: ViewContext
) -> None:
    board = layout.board
    s = ctx.scale
    faint = P.mix(P.PARCHMENT_SHADE, BOARD_FELT, 0.25)
    age = _r(board.age_box)
    age_text = "Game over" if state.game_over else f"Age {ROMAN[state.age]}"
    put_text(surface, "display", 32 * s, age_text, P.BRASS_LIGHT, (age.x + 2 * s, age.y - 3 * s))
    put_text(
        surface,
        "ui_medium",
        16 * s,
        f"Round {state.round}",
        P.PARCHMENT_SHADE,
        (age.x + 4 * s, age.bottom),
        "bottomleft",
    )
    sp = _r(board.start_box)
    put_text(surface, "ui", 12.5 * s, "Start player", faint, (sp.x + 2 * s, sp.y))
    if state.players:
        seat = state.start_player
        style = ctx.styles[seat]
        mark(surface, style, (sp.x + 13 * s, sp.y + 32 * s), 9 * s)
        put_text(
            surface,
            "ui_bold",
            15 * s,
            fit_text("ui_bold", 15 * s, ctx.names[seat], sp.w - 36 * s),
            P.PARCHMENT,
            (sp.x + 30 * s, sp.y + 32 * s),
            "midleft",
        )
    au = _r(board.automatons)
    put_text(surface, "ui", 12.5 * s, "Automatons on the board", faint, (au.x + 2 * s, au.y))
    x = au.x + 2 * s
    size = 24 * s
    for seat, p in enumerate(state.players):
        if p.persona and p.automaton == AUTO_BOARD:
            surface.blit(ctx.mechanic(seat, size, automaton=True), (round(x), round(au.y + 18 * s)))
            x += size + 5 * s
    sc = _r(board.scores)
    if sc.h > 30 * s and state.players and all(p.persona for p in state.players):
        drawing.inset_panel(surface, sc, s, fill=P.darker(BOARD_FELT, 0.25))
        put_text(
            surface,
            "heading",
            15 * s,
            "Prestige so far",
            P.BRASS_LIGHT,
            (sc.centerx, sc.y + 4 * s),
            "midtop",
        )
        lines = score_lines(state)
        best = max(1, max(sl.total for sl in lines))
        for line, row in zip(lines, score_rows(board.scores, len(lines), s)):
            style = ctx.styles[line.player]
            mark(surface, style, row.mark, min(7 * s, row.rect.h * 0.3))
            name = TF.fit_line(
                "ui_medium",
                13 * s,
                ctx.names[line.player],
                row.name.w,
                min_px=10 * s,
                where="prestige so far",
            )
            put_text(
                surface,
                "ui_medium",
                name.px,
                name.text,
                P.PARCHMENT,
                (row.name.x, row.name.centre[1]),
                "midleft",
            )
            bar = pygame.Rect(
                round(row.bar.x),
                round(row.bar.y),
                max(2, round(row.bar.w * line.total / best)),
                max(2, round(row.bar.h)),
            )
            pygame.draw.rect(surface, style.colour, bar, border_radius=3)
            pygame.draw.rect(surface, P.darker(style.colour, 0.4), bar, 1, border_radius=3)
            put_text(
                surface,
                "numbers",
                13 * s,
                str(line.total),
                P.PARCHMENT,
                (bar.right + 6 * s, row.rect.centre[1]),
                "midleft",
            )


# --- the tableau -----------------------------------------------------------------------------------


def draw_tableau(
    surface: pygame.Surface, state: GameState, layout: TableLayout, ctx: ViewContext
) -> None:
    s = ctx.scale
    tiles = load().tiles
    for area in layout.tableau.areas:
        seat = area.seat
        style = ctx.styles[seat]
        rect = _r(area.rect)
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(
            panel, (*P.darker(P.WALNUT, 0.35), 170), panel.get_rect(), border_radius=round(8 * s)
        )
        surface.blit(panel, rect.topleft)
        edge = style.colour if seat == ctx.acting else P.mix(style.colour, P.WALNUT, 0.45)
        pygame.draw.rect(
            surface,
            edge,
            rect,
            max(1, round((2.5 if seat == ctx.acting else 1.5) * s)),
            border_radius=round(8 * s),
        )
        header = _r(area.header).inflate(-round(4 * s), -round(6 * s))
        header.y += round(2 * s)
        player_plate(surface, header, style, round(5 * s))
        mark(surface, style, (header.x + header.h * 0.6, header.centery), header.h * 0.34)
        count = sum(1 for d in state.devices if d.owner == seat)
        right = plural(count, "device") if count else ""
        right_img = (
            put_text(
                surface,
                "ui",
                12 * s,
                right,
                style.ink,
                (header.right - 7 * s, header.centery),
                "midright",
            )
            if right
            else pygame.Rect(header.right, 0, 0, 0)
        )
        limit = right_img.left - 6 * s
        if seat == state.start_player and state.players[seat].persona:
            tag = text_image("ui_bold", max(8, round(10.5 * s)), "START PLAYER", P.INK)
            tag_box = pygame.Rect(0, 0, tag.get_width() + round(10 * s), header.h - round(6 * s))
            tag_box.midright = (round(limit), header.centery)
            pygame.draw.rect(surface, P.BRASS_LIGHT, tag_box, border_radius=round(4 * s))
            pygame.draw.rect(surface, P.BRASS_DARK, tag_box, 1, border_radius=round(4 * s))
            surface.blit(tag, tag.get_rect(center=tag_box.center))
            limit = tag_box.left - 6 * s
        name = fit_text("ui_bold", 14 * s, ctx.names[seat], limit - header.x - header.h * 1.2)
        put_text(
            surface,
            "ui_bold",
            14 * s,
            name,
            style.ink,
            (header.x + header.h * 1.2, header.centery),
            "midleft",
        )
        if not area.devices:
            body = _r(area.body)
            faint = P.mix(P.PARCHMENT_SHADE, P.WALNUT, 0.4)
            put_text(
                surface, "serif_italic", 15 * s, "No devices yet", faint, body.center, "center"
            )
            if not state.devices and body.w > 200 * s:
                put_paragraph(
                    surface,
                    "ui",
                    12 * s,
                    "Devices built appear here. Anyone may place a mechanic on "
                    "their sources; the owner earns a clock.",
                    P.mix(P.PARCHMENT_SHADE, P.WALNUT, 0.55),
                    Rect(body.x + 20 * s, body.centery + 16 * s, body.w - 40 * s, 60 * s),
                    align="center",
                )
            continue
        for box in area.devices:
            if ("device", box.device) in ctx.hidden:
                continue
            device = state.device(box.device)
            size = round(box.tile)
            # the frame follows the device's own shape: each tile's plate, joined to its neighbours
            pad = max(2, round(box.pad))
            border = max(2, round(2 * s))
            plates = [_r(cell).inflate(2 * pad, 2 * pad) for cell in box.cells.values()]
            for plate in plates:
                pygame.draw.rect(
                    surface,
                    (0, 0, 0),
                    plate.move(round(2 * s), round(3 * s)),
                    border_radius=round(5 * s),
                )
            for plate in plates:
                pygame.draw.rect(surface, style.colour, plate, border_radius=round(5 * s))
            for plate in plates:
                pygame.draw.rect(
                    surface,
                    P.mix(style.colour, P.WALNUT, 0.55),
                    plate.inflate(-2 * border, -2 * border),
                    border_radius=round(4 * s),
                )
            for pos, tid, rot in device.layout:
                if ("device_tile", box.device, pos) in ctx.hidden:
                    continue
                cell = _r(box.cells[pos])
                surface.blit(tile_image(tid, rot, size), cell)
            # the owner's mark on the first tile's plate, so a device is never mistaken for another's
            first = plates[0]
            draw_player_mark(
                surface, style.mark, (first.x + 5 * s, first.y + 5 * s), 4.2 * s, style.ink
            )
            for pos, slot, who in device.workers:
                if ("device_worker", box.device, pos, slot) in ctx.hidden:
                    continue
                tile = tiles[dict((p, t) for p, t, _r in device.layout)[pos]]
                x, y, r = mechanic_spot(box.cells[pos], tile.spaces, slot)
                automaton = state.players[who].automaton_device_spot == (device.id, pos, slot)
                token = ctx.mechanic(
                    who,
                    max(14, box.tile * (0.42 if tile.spaces <= 1 else 0.34)),
                    automaton=automaton,
                )
                blit_centered(surface, token, (x, y))
    # the last move, marked in copper
    for key in ctx.last_move:
        rect = last_move_rect(state, layout, key)
        if rect is not None:
            pygame.draw.rect(
                surface,
                P.COPPER_LIGHT,
                _r(rect).inflate(round(4 * s), round(4 * s)),
                max(2, round(2.5 * s)),
                border_radius=round(6 * s),
            )


def last_move_rect(state: GameState, layout: TableLayout, key: tuple) -> Rect | None:
    kind = key[0]
    if kind == "device":
        box = layout.tableau.device_box(key[1])
        return box.frame if box else None
    if kind in ("source", "tile", "device_tile"):
        box = layout.tableau.device_box(key[1])
        return box.cells.get(key[2]) if box else None
    if kind == "belt_empty":
        _, b, col = key
        return layout.board.cells[b][col]
    if kind == "persona_space":
        _, seat, space = key
        if (
            seat == layout.focus
            and layout.persona is not None
            and space < len(layout.persona.spaces)
        ):
            return layout.persona.spaces[space]
        row = layout.summary(seat)
        if row is not None and space < len(row.spaces):
            return row.spaces[space]
    return None


# --- the focus player's persona board ---------------------------------------------------------------


def draw_persona(
    surface: pygame.Surface, state: GameState, layout: TableLayout, ctx: ViewContext
) -> None:
    s = ctx.scale
    seat = layout.focus
    rect = _r(layout.regions.persona)
    drawing.parchment_card(surface, rect, s)
    style = ctx.styles[seat]
    stripe = pygame.Rect(rect.x, rect.y, max(4, round(7 * s)), rect.h)
    pygame.draw.rect(
        surface,
        style.colour,
        stripe,
        border_top_left_radius=round(6 * s),
        border_bottom_left_radius=round(6 * s),
    )
    p = state.players[seat]
    pl = layout.persona
    if pl is None:
        put_text(
            surface,
            "heading",
            22 * s,
            ctx.names[seat],
            PANEL_INK,
            (rect.x + 24 * s, rect.y + 14 * s),
        )
        put_text(
            surface,
            "serif_italic",
            18 * s,
            "is choosing a persona…",
            P.INK_SOFT,
            (rect.x + 24 * s, rect.y + 48 * s),
        )
        return
    side = load().persona_side(p.persona, p.side)
    header = _r(pl.header)
    mark(surface, style, (header.x + 12 * s, header.centery), 10 * s)
    name_rect = put_text(
        surface,
        "heading",
        22 * s,
        ctx.names[seat],
        PANEL_INK,
        (header.x + 30 * s, header.centery),
        "midleft",
    )
    sub = f"{side.name} · side {p.side}"
    if side.butler:
        sub += " · butler"
    width = pl.resources[0].x - name_rect.right - 24 * s
    put_text(
        surface,
        "serif_italic",
        17 * s,
        fit_text("serif_italic", 17 * s, sub, width),
        P.INK_SOFT,
        (name_rect.right + 12 * s, header.centery + 1 * s),
        "midleft",
    )
    values = (f"£{p.money}", str(p.prestige), str(p.clocks))
    kinds = ("money", "prestige", "clock")
    for rect_r, value, kind in zip(pl.resources, values, kinds):
        rr = _r(rect_r)
        drawing.inset_panel(surface, rr, s, fill=P.lighter(P.PARCHMENT, 0.35))
        img = icon(kind, rr.h * 0.74)
        blit_centered(surface, img, (rr.x + rr.h * 0.55, rr.centery))
        put_text(
            surface,
            "numbers",
            18 * s,
            value,
            PANEL_INK,
            (rr.x + rr.h * 1.1, rr.centery + 1 * s),
            "midleft",
        )
    # persona spaces
    for i, sr in enumerate(pl.spaces):
        r = _r(sr)
        taken = p.spaces[i]
        fill = P.mix(P.PARCHMENT, P.PARCHMENT_SHADE, 0.75 if taken else 0.35)
        drawing.inset_panel(surface, r, s, fill=fill)
        badge(surface, (r.x + 13 * s, r.y + 13 * s), 10 * s, str(i + 1), P.BRASS_DARK, P.PARCHMENT)
        text = persona_space_text(p.persona, p.side, i)
        body = Rect(r.x + 8 * s, r.y + 28 * s, r.w - 16 * s, r.h - 32 * s)
        # long spaces (Alice B, Lucius B) get smaller type rather than an ellipsis
        block = TF.fit_block(
            "ui",
            13.5 * s,
            text,
            max(10, body.w),
            body.h,
            min_px=10.5 * s,
            spacing=1.08,
            where=f"persona space {i + 1}",
        )
        draw_block(surface, "ui", block, PANEL_INK if not taken else P.INK_SOFT, body)
        if taken and ("persona_worker", seat, i) not in ctx.hidden:
            token = ctx.mechanic(seat, 30 * s, automaton=p.automaton_space == i)
            blit_centered(surface, token, (r.right - 18 * s, r.y + 18 * s))
    # workers: four homes with their wages, and the Automaton's spot
    wb = _r(pl.workers_box)
    drawing.inset_panel(surface, wb, s, fill=P.mix(P.PARCHMENT, P.PARCHMENT_SHADE, 0.5))
    put_text(
        surface, "ui_bold", 12 * s, "Mechanics and wages", P.INK_SOFT, (wb.x + 8 * s, wb.y + 4 * s)
    )
    electrickal = side.wage_resource == "electrickal"
    for k, home in enumerate(pl.homes):
        hr = _r(home)
        centre = hr.center
        pygame.draw.circle(surface, P.PARCHMENT_SHADE, centre, hr.w // 2)
        pygame.draw.circle(surface, P.BRASS_DARK, centre, hr.w // 2, max(1, round(1.5 * s)))
        if k >= p.mechanics:
            put_text(surface, "display", 14 * s, ROMAN[k], P.INK_SOFT, centre, "center")
        elif k >= p.used and ("home_worker", seat, k) not in ctx.hidden:
            blit_centered(surface, ctx.mechanic(seat, hr.w * 0.92), centre)
        wage_rect = _r(pl.wages[k])
        colour = PANEL_INK if k < p.mechanics else P.INK_SOFT
        if electrickal:
            img = icon("E", wage_rect.h * 0.9)
            label = put_text(
                surface,
                "numbers",
                14 * s,
                str(side.wages[k]),
                colour,
                (wage_rect.centerx + img.get_width() / 2, wage_rect.centery),
                "center",
            )
            surface.blit(img, img.get_rect(midright=(label.left - 1, wage_rect.centery)))
        else:
            put_text(
                surface, "numbers", 14 * s, f"£{side.wages[k]}", colour, wage_rect.center, "center"
            )
    ar = _r(pl.automaton)
    pygame.draw.rect(surface, P.PARCHMENT_SHADE, ar, border_radius=round(6 * s))
    pygame.draw.rect(surface, P.BRASS_DARK, ar, max(1, round(1.5 * s)), border_radius=round(6 * s))
    if p.automaton == AUTO_READY and ("automaton_home", seat) not in ctx.hidden:
        blit_centered(surface, ctx.mechanic(seat, ar.w * 0.9, automaton=True), ar.center)
    else:
        put_text(surface, "ui", 10.5 * s, "auto", P.INK_SOFT, ar.center, "center")
    put_text(
        surface, "ui", 11.5 * s, "free", P.INK_SOFT, (ar.centerx, _r(pl.wages[0]).centery), "center"
    )
    # supply: tiles and basic sources
    row = _r(pl.supply_row)
    if pl.supply_scrolls:  # the row scrolls: say how many there are in all
        put_text(
            surface,
            "ui_bold",
            13 * s,
            "Supply",
            P.INK_SOFT,
            (row.x, row.centery - 7 * s),
            "midleft",
        )
        put_text(
            surface,
            "ui",
            11.5 * s,
            plural(len(p.supply), "tile"),
            P.INK_SOFT,
            (row.x, row.centery + 9 * s),
            "midleft",
        )
    else:
        put_text(surface, "ui_bold", 13 * s, "Supply", P.INK_SOFT, (row.x, row.centery), "midleft")
    if not p.supply:
        put_text(
            surface,
            "serif_italic",
            15 * s,
            "no tiles yet",
            P.INK_SOFT,
            (row.x + 70 * s, row.centery),
            "midleft",
        )
    for k, tr in enumerate(pl.supply):
        i = pl.supply_first + k
        if ("supply", seat, i) in ctx.hidden or i >= len(p.supply):
            continue
        rr = _r(tr)
        surface.blit(tile_image(p.supply[i], 0, rr.w), rr)
    if pl.supply_prev is not None and pl.supply_next is not None:
        scroll_arrow(surface, pl.supply_prev, -1, pl.supply_first > 0, False, s)
        scroll_arrow(surface, pl.supply_next, 1, pl.supply_first < pl.supply_max_first, False, s)
    for t, sr in zip("CSE", pl.sources):
        rr = _r(sr)
        blit_centered(surface, icon(t, rr.w), rr.center)
        count = p.sources["CSE".index(t)]
        put_text(
            surface,
            "numbers",
            17 * s,
            f"×{count}",
            PANEL_INK if count else P.INK_SOFT,
            (rr.right + 4 * s, rr.centery + 1 * s),
            "midleft",
        )


def scroll_arrow(
    surface: pygame.Surface, rect: Rect, direction: int, enabled: bool, hovered: bool, scale: float
) -> None:
    """A slim brass key with a chevron pointing left (-1) or right (1): a scrolling row's arrow;
    faded when the row cannot move that way."""
    s = scale
    r = _r(rect)
    radius = max(2, round(4 * s))
    if enabled:
        top, bottom = (
            (P.lighter(P.BRASS_LIGHT, 0.3), P.BRASS_LIGHT) if hovered else (P.BRASS_LIGHT, P.BRASS)
        )
        plate = drawing.vertical_gradient(r.size, top, bottom)
        mask = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        plate = plate.convert_alpha() if pygame.display.get_surface() else plate.convert_alpha(mask)
        plate.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(plate, r)
        pygame.draw.rect(surface, P.BRASS_DARK, r, 1, border_radius=radius)
        ink = P.INK
    else:
        pygame.draw.rect(
            surface, P.mix(P.PARCHMENT, P.PARCHMENT_SHADE, 0.6), r, border_radius=radius
        )
        pygame.draw.rect(
            surface, P.mix(P.PARCHMENT_SHADE, P.INK_SOFT, 0.25), r, 1, border_radius=radius
        )
        ink = P.mix(P.PARCHMENT_SHADE, P.INK_SOFT, 0.35)
    half = min(r.w * 0.26, r.h * 0.2)
    cx, cy = r.centerx, r.centery
    tip = cx + direction * half
    back = cx - direction * half
    pygame.draw.polygon(surface, ink, [(tip, cy), (back, cy - half * 1.6), (back, cy + half * 1.6)])


# --- the other players ---------------------------------------------------------------------------------


def draw_others(
    surface: pygame.Surface, state: GameState, layout: TableLayout, ctx: ViewContext
) -> None:
    s = ctx.scale
    if not layout.others:
        return
    for row in layout.others:
        seat = row.seat
        style = ctx.styles[seat]
        rect = _r(row.rect)
        drawing.parchment_card(surface, rect, s, frame=False)
        stripe = pygame.Rect(rect.x, rect.y, max(4, round(6 * s)), rect.h)
        pygame.draw.rect(
            surface,
            style.colour,
            stripe,
            border_top_left_radius=round(6 * s),
            border_bottom_left_radius=round(6 * s),
        )
        if seat == ctx.acting:
            pygame.draw.rect(
                surface, style.colour, rect, max(2, round(2.5 * s)), border_radius=round(6 * s)
            )
        p = state.players[seat]
        x0 = rect.x + 14 * s
        line1 = rect.y + 5 * s
        mark(surface, style, (x0 + 7 * s, line1 + 9 * s), 7 * s)
        text_right = (row.spaces[0].x if row.spaces else rect.right) - 8 * s
        name = fit_text("ui_bold", 15 * s, ctx.names[seat], (text_right - x0) * 0.55)
        name_rect = put_text(surface, "ui_bold", 15 * s, name, PANEL_INK, (x0 + 20 * s, line1))
        if p.persona:
            side = load().persona_side(p.persona, p.side)
            persona = fit_text(
                "serif_italic",
                14 * s,
                f"{side.name} ({p.side})",
                text_right - name_rect.right - 8 * s,
            )
            put_text(
                surface,
                "serif_italic",
                14 * s,
                persona,
                P.INK_SOFT,
                (name_rect.right + 6 * s, line1 + 1 * s),
            )
        else:
            put_text(
                surface,
                "serif_italic",
                14 * s,
                "choosing a persona…",
                P.INK_SOFT,
                (name_rect.right + 6 * s, line1 + 1 * s),
            )
            continue
        y2 = line1 + 22 * s + min(12 * s, max(0, rect.h - 60 * s) * 0.3)
        size = 17 * s
        x = x0
        for kind, value in (
            ("money", f"£{p.money}"),
            ("prestige", str(p.prestige)),
            ("clock", str(p.clocks)),
            ("C", str(p.sources[0])),
            ("S", str(p.sources[1])),
            ("E", str(p.sources[2])),
        ):
            img = icon(kind, size)
            surface.blit(img, (round(x), round(y2)))
            label = put_text(
                surface,
                "numbers",
                13.5 * s,
                value,
                PANEL_INK,
                (x + size + 3 * s, y2 + size / 2 + 1 * s),
                "midleft",
            )
            x = label.right + 9 * s
        tiles_text = f"{plural(len(p.supply), 'tile')} in supply"
        y3 = y2 + size + 5 * s
        if row.supply or row.supply_more is not None:
            for i, tr in enumerate(row.supply):
                rr = _r(tr)
                surface.blit(tile_image(p.supply[i], 0, rr.w), rr)
            if row.supply_more is not None:
                rr = _r(row.supply_more)
                drawing.inset_panel(surface, rr, s)
                put_text(
                    surface,
                    "numbers",
                    13 * s,
                    f"+{len(p.supply) - len(row.supply)}",
                    PANEL_INK,
                    rr.center,
                    "center",
                )
        elif y3 + 14 * s < rect.bottom:
            put_text(surface, "ui", 12.5 * s, tiles_text, P.INK_SOFT, (x0, y3))
        # mini persona spaces and homes
        for i, sr in enumerate(row.spaces):
            rr = _r(sr)
            taken = p.spaces[i]
            pygame.draw.rect(
                surface,
                P.PARCHMENT_SHADE if taken else P.lighter(P.PARCHMENT, 0.3),
                rr,
                border_radius=round(3 * s),
            )
            pygame.draw.rect(surface, P.BRASS_DARK, rr, 1, border_radius=round(3 * s))
            if taken and ("persona_worker", seat, i) not in ctx.hidden:
                blit_centered(
                    surface,
                    ctx.mechanic(seat, rr.w * 0.9, automaton=p.automaton_space == i),
                    rr.center,
                )
            else:
                put_text(surface, "numbers", 10 * s, str(i + 1), P.INK_SOFT, rr.center, "center")
        side = load().persona_side(p.persona, p.side)
        wage_room = rect.bottom - row.homes[0].bottom if row.homes else 0
        for k, hr in enumerate(row.homes):
            rr = _r(hr)
            if wage_room >= 11 * s:
                unit = "" if side.wage_resource == "electrickal" else "£"
                put_text(
                    surface,
                    "numbers",
                    9.5 * s,
                    f"{unit}{side.wages[k]}",
                    P.INK_SOFT if k < p.mechanics else P.PARCHMENT_SHADE,
                    (rr.centerx, rr.bottom + 1),
                    "midtop",
                )
            if k >= p.mechanics:
                pygame.draw.circle(surface, P.PARCHMENT_SHADE, rr.center, rr.w // 2, 1)
            elif k >= p.used:
                blit_centered(surface, ctx.mechanic(seat, rr.w * 1.1), rr.center)
            else:
                pygame.draw.circle(surface, P.PARCHMENT_SHADE, rr.center, rr.w // 2)
        if p.automaton == AUTO_READY and row.homes:
            last = _r(row.homes[-1])
            blit_centered(
                surface,
                ctx.mechanic(seat, last.w * 1.1, automaton=True),
                (last.right + last.w, last.centery),
            )


# --- the side column ------------------------------------------------------------------------------------


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
            min_px=16 * s,
            spacing=1.0,
            where="prompt title",
        )
        title_lines, title_size = title.lines, title.px
        if model.detail:
            line = get_font("ui", detail_size).get_linesize()
            detail = TF.fit_block(
                "ui",
                detail_size,
                model.detail,
                inner_w,
                5 * line,
                min_px=12 * s,
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
    card = _r(reg.prompt)
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
) -> None:
    """The turn banner: whose turn it is, in their colour, unmistakably."""
    rect = _r(layout.regions.banner)
    style = ctx.styles[seat] if seat is not None else None
    text = title + ("." * dots if dots >= 0 else "")
    picture, margin = _banner(rect.size, round(ctx.scale, 3), text, subtitle, style)
    surface.blit(picture, (rect.x - margin, rect.y - margin))


@functools.lru_cache(maxsize=32)
def _banner(
    size: tuple[int, int], s: float, title: str, subtitle: str, style: PlayerStyle | None
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
    gradient = drawing.vertical_gradient(
        rect.size, P.lighter(style.colour, 0.12), P.darker(style.colour, 0.18)
    )
    shape = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=round(8 * s))
    gradient = (
        gradient.convert_alpha() if pygame.display.get_surface() else gradient.convert_alpha(shape)
    )
    gradient.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
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
    tx = cx + r * 1.25 + 12 * s
    room = rect.right - tx - 10 * s
    size = fitting_size("heading", 23 * s, title, room, 16 * s)
    put_text(
        out,
        "heading",
        size,
        fit_text("heading", size, title, room),
        style.ink,
        (tx, rect.y + 10 * s),
    )
    put_text(
        out,
        "ui",
        14 * s,
        fit_text("ui", 14 * s, subtitle, rect.right - tx - 10 * s),
        style.ink,
        (tx, rect.bottom - 10 * s),
        "bottomleft",
    )
    return out, margin


def draw_log_card(surface: pygame.Surface, layout: TableLayout, ctx: ViewContext) -> None:
    """The game log's card and heading; its lines are drawn over it by `log_panel.LogPanel`."""
    s = ctx.scale
    rect = _r(layout.regions.log)
    drawing.parchment_card(surface, rect, s)
    put_text(surface, "heading", 18 * s, "Game log", PANEL_INK, (rect.x + 14 * s, rect.y + 8 * s))
    drawing.ornament_rule(surface, rect.centerx, rect.y + 36 * s, rect.w * 0.36, s)


# --- the draft ------------------------------------------------------------------------------------------


def draw_draft(
    surface: pygame.Surface,
    state: GameState,
    layout: TableLayout,
    ctx: ViewContext,
    frame: F.DraftFrame,
) -> None:
    s = ctx.scale
    area = _r(draft_rect(layout.regions))
    veil = pygame.Surface(area.size, pygame.SRCALPHA)
    veil.fill((14, 9, 5, 238))
    surface.blit(veil, area.topleft)
    put_text(
        surface,
        "display",
        30 * s,
        f"{ctx.names[frame.player]}: choose a persona",
        P.BRASS_LIGHT,
        (area.centerx, area.y + 12 * s),
        "midtop",
    )
    data = load()
    cards = draft_layout(draft_rect(layout.regions), frame.offered, s)
    roomy = bool(cards) and cards[0].rect.h > 330 * s
    body = (14 if roomy else 12.5) * s
    for card in cards:
        rect = _r(card.rect)
        drawing.parchment_card(surface, rect, s)
        put_text(
            surface,
            "heading",
            20 * s,
            fit_text("heading", 20 * s, data.persona_names[card.persona], rect.w - 20 * s),
            PANEL_INK,
            (rect.centerx, rect.y + 7 * s),
            "midtop",
        )
        for side_name, half in zip("AB", card.sides):
            hr = _r(half)
            drawing.inset_panel(surface, hr, s, fill=P.lighter(P.PARCHMENT, 0.2))
            side = data.persona_side(card.persona, side_name)
            y = hr.y + 6 * s
            put_text(
                surface,
                "ui_bold",
                body + 1 * s,
                f"Side {side_name}",
                P.COPPER_DARK,
                (hr.x + 8 * s, y),
            )
            y += 22 * s
            _draw_side_text(
                surface,
                data,
                side,
                Rect(hr.x + 8 * s, y, hr.w - 16 * s, hr.bottom - 24 * s - y),
                hr,
                body,
                s,
            )
            put_text(
                surface,
                "ui_bold",
                12.5 * s,
                f"Click to play side {side_name}",
                P.VERDIGRIS,
                (hr.centerx, hr.bottom - 7 * s),
                "midbottom",
            )


def _draw_side_text(
    surface: pygame.Surface, data, side, box: Rect, half: pygame.Rect, body: float, s: float
) -> None:
    """A persona side's text in the draft: what it starts with (beside its tile's picture),
    its wages and every one of its spaces, all inside `box`, the type as large as lets it all
    fit (down to the smallest legible size; past that it is cut and reported)."""
    start = [f"£{side.money}"] + [
        f"{n} {name}" for n, name in zip(side.sources, ("clockwork", "steam", "electrickal")) if n
    ]
    if side.tile:
        start.append(data.tiles[side.tile].name)
    starts = "Starts with " + ", ".join(start)
    wages = " ".join(f"{w}" for w in side.wages)
    note = (
        f"Wages in electrickal sources: {wages}"
        if side.wage_resource == "electrickal"
        else f"Wages £{wages}"
    )
    if side.butler:
        note += "; his Automaton butler works every round"
    spaces = [
        f"{i + 1}. " + ", then ".join(step_text(st) for st in steps)
        for i, steps in enumerate(side.spaces)
    ]
    pic = round(min(60 * s, half.w * 0.28)) if side.tile and half.h > 220 * s else 0
    narrow = box.w - (pic + 6 * s if pic else 0)
    where = f"draft {side.persona} side {side.side}"
    px = max(TF.SMALLEST_PX, round(body))
    while True:
        head = TF.fit_block("ui", px, starts, narrow, math.inf, spacing=1.05)
        top = max(head.height + 4 * s, half.y + 12 * s + pic - box.y if pic else 0)
        rest = TF.fit_block(
            "ui", px, [note, *spaces], box.w, math.inf, spacing=1.04, paragraph_gap=0.3
        )
        if top + rest.height <= box.h or px <= TF.SMALLEST_PX:
            break
        px -= 1
    if top + rest.height > box.h:  # even the smallest type is too big: cut, and say so
        rest = TF.fit_block(
            "ui",
            px,
            [note, *spaces],
            box.w,
            max(0.0, box.h - top),
            spacing=1.04,
            paragraph_gap=0.3,
            where=where,
        )
    if pic:
        surface.blit(tile_image(side.tile, 0, pic), (half.right - pic - 8 * s, half.y + 8 * s))
    draw_block(surface, "ui", head, PANEL_INK, Rect(box.x, box.y, narrow, head.height))
    draw_block(
        surface,
        "ui",
        rest,
        [P.INK_SOFT] + [PANEL_INK] * len(spaces),
        Rect(box.x, box.y + top, box.w, box.h - top),
    )


def draw_revealed(
    surface: pygame.Surface, layout: TableLayout, ctx: ViewContext, frame: F.RevealFrame
) -> None:
    s = ctx.scale
    card = _r(revealed_card(layout, len(frame.tiles)))
    drawing.parchment_card(surface, card, s)
    put_text(
        surface, "heading", 16 * s, "Keep one", PANEL_INK, (card.centerx, card.y + 8 * s), "midtop"
    )
    for tid, rect in zip(frame.tiles, revealed_rects(layout, len(frame.tiles))):
        rr = _r(rect)
        surface.blit(tile_image(tid, 0, rr.w), rr)


# --- live overlays -----------------------------------------------------------------------------------------


@functools.lru_cache(maxsize=256)
def _glow(
    size: tuple[int, int], colour: tuple[int, int, int], spread: int, radius: int
) -> pygame.Surface:
    """A soft halo around a w x h rectangle (drawn once per size)."""
    w, h = size
    surf = pygame.Surface((w + 2 * spread, h + 2 * spread), pygame.SRCALPHA)
    steps = max(2, spread // 2)
    for i in range(steps):
        grow = spread - i * spread // steps
        alpha = 26 + 150 * i // steps
        rect = pygame.Rect(spread - grow, spread - grow, w + 2 * grow, h + 2 * grow)
        pygame.draw.rect(
            surf,
            (*colour, alpha // steps * 2),
            rect,
            max(2, spread // steps + 1),
            border_radius=radius + grow,
        )
    return surf


@functools.lru_cache(maxsize=512)
def _glow_faded(
    size: tuple[int, int], colour: tuple[int, int, int], spread: int, radius: int, level: int
) -> pygame.Surface:
    """The halo at one of eight brightness levels (the pulse steps through them)."""
    halo = _glow(size, colour, spread, radius).copy()
    halo.set_alpha(round(110 + 145 * level / 7))
    return halo


@functools.lru_cache(maxsize=64)
def _tint(
    size: tuple[int, int], colour: tuple[int, int, int], alpha: int, radius: int
) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surf, (*colour, alpha), surf.get_rect(), border_radius=radius)
    return surf


def draw_highlights(
    surface: pygame.Surface,
    targets: Sequence[Target],
    hover_key,
    selected_key,
    t: float,
    scale: float,
) -> None:
    """Glowing outlines on every place that answers the decision; the hovered one lit up, the
    selected one in copper."""
    s = scale
    pulse = 0.5 + 0.5 * math.sin(t * 4.2)
    width = max(2, round(3 * s))
    spread = max(4, round(9 * s))
    radius = round(6 * s)
    for target in targets:
        rect = _r(target.rect).inflate(round(4 * s), round(4 * s))
        selected = target.key == selected_key
        hovered = target.key == hover_key
        colour = P.COPPER_LIGHT if selected else P.VERDIGRIS
        halo = _glow(rect.size, colour, spread, radius)
        if selected or hovered:
            surface.blit(halo, (rect.x - spread, rect.y - spread))
            surface.blit(_tint(rect.size, colour, 60, radius), rect.topleft)
        else:
            level = round(pulse * 7)
            surface.blit(
                _glow_faded(rect.size, colour, spread, radius, level),
                (rect.x - spread, rect.y - spread),
            )
        edge = (
            P.lighter(colour, 0.55)
            if (hovered or selected)
            else P.mix(colour, P.lighter(colour, 0.5), pulse)
        )
        pygame.draw.rect(
            surface, edge, rect, width + (1 if hovered or selected else 0), border_radius=radius
        )


def draw_callout(
    surface: pygame.Surface,
    text: str,
    targets: Sequence[Target],
    scale: float,
    board: Rect | None = None,
) -> None:
    """A small label beside the places that answer the decision, saying what they answer, with
    a pointer: the prompt at the place it concerns. On the main board it hangs just under the
    board; elsewhere it goes to the right of the places, else the left, above or below."""
    if not targets or not text:
        return
    s = scale
    left = min(t.rect.x for t in targets)
    top = min(t.rect.y for t in targets)
    right = max(t.rect.right for t in targets)
    bottom = max(t.rect.bottom for t in targets)
    size = max(9, round(14 * s))
    pad = round(7 * s)
    screen = surface.get_rect().inflate(-8, -8)
    if board is not None:
        # the side column's buttons are drawn over the table: the callout stays left of it
        screen.width = min(screen.width, round(board.right) - screen.x)
    # one line when it fits in a good half of the table, else two (never under the side column)
    room = min(screen.w - 2 * pad, max(240 * s, screen.w * 0.55))
    block = TF.fit_block(
        "ui_bold",
        size,
        text,
        room,
        2.2 * get_font("ui_bold", size).get_linesize(),
        spacing=1.0,
        where="callout",
    )
    img = pygame.Surface(
        (
            max(1, round(max(get_font("ui_bold", block.px).size(line)[0] for line in block.lines))),
            max(1, round(block.height)),
        ),
        pygame.SRCALPHA,
    )
    draw_block(
        img, "ui_bold", block, P.INK, Rect(0, 0, img.get_width(), img.get_height()), align="center"
    )
    w, h = img.get_width() + 2 * pad, img.get_height() + pad
    gap = 12 * s
    cx, cy = (left + right) / 2, (top + bottom) / 2
    options = []
    if board is not None and bottom <= board.bottom + 1:
        options.append(
            ("below", pygame.Rect(round(cx - w / 2), round(board.bottom + 10 * s), w, h))
        )
    sides = [
        ("right", pygame.Rect(round(right + gap), round(cy - h / 2), w, h)),
        ("left", pygame.Rect(round(left - gap - w), round(cy - h / 2), w, h)),
        ("above", pygame.Rect(round(cx - w / 2), round(top - gap - h), w, h)),
        ("below", pygame.Rect(round(cx - w / 2), round(bottom + gap), w, h)),
    ]
    if (
        top > surface.get_height() * 0.6
    ):  # on the persona board: above, inside the board, covers least
        sides.insert(0, sides.pop(2))
    options += sides
    side, box = options[-1]
    for name, rect in options:
        if screen.contains(rect) and not any(rect.colliderect(_r(t.rect)) for t in targets):
            side, box = name, rect
            break
    box.clamp_ip(screen)
    k = 8 * s
    if side == "below":
        tx = min(max(cx, box.x + 12 * s), box.right - 12 * s)
        pointer = [(tx - k, box.y + 1), (tx + k, box.y + 1), (tx, box.y - k)]
    elif side == "above":
        tx = min(max(cx, box.x + 12 * s), box.right - 12 * s)
        pointer = [(tx - k, box.bottom - 1), (tx + k, box.bottom - 1), (tx, box.bottom + k)]
    elif side == "right":
        pointer = [
            (box.x + 1, box.centery - k),
            (box.x + 1, box.centery + k),
            (box.x - k, box.centery),
        ]
    else:
        pointer = [
            (box.right - 1, box.centery - k),
            (box.right - 1, box.centery + k),
            (box.right + k, box.centery),
        ]
    drawing.drop_shadow(surface, box, round(5 * s), max(2, round(4 * s)), alpha=120)
    pygame.draw.polygon(surface, P.VERDIGRIS, pointer)
    pygame.draw.rect(surface, P.lighter(P.PARCHMENT, 0.45), box, border_radius=round(6 * s))
    pygame.draw.rect(surface, P.VERDIGRIS, box, max(2, round(2 * s)), border_radius=round(6 * s))
    surface.blit(img, img.get_rect(center=box.center))


def draw_power_hints(surface: pygame.Surface, targets: Sequence[Target], scale: float) -> None:
    """On each component that can be powered, the kinds of power it can take (as source tokens)."""
    s = scale
    for target in targets:
        if target.key[0] != "component":
            continue
        powers = [a.power for a in target.actions]
        size = max(10, round(min(target.rect.w * 0.3, 20 * s)))
        total = len(powers) * (size + 2) - 2
        x = target.rect.x + (target.rect.w - total) / 2
        y = target.rect.bottom - size * 0.65
        for power in powers:
            surface.blit(icon(power, size), (round(x), round(y)))
            x += size + 2


def draw_focus_ring(
    surface: pygame.Surface, rect: Rect, t: float, scale: float, pad: float = 7
) -> pygame.Rect:
    """The keyboard's focus ring round a place or button of the table (see `draw.focus_ring`)."""
    return drawing.focus_ring(surface, _r(rect), t, scale, pad)


def _tooltip_place(
    size: tuple[int, int],
    screen: pygame.Rect,
    mouse: tuple[int, int] | None,
    near: Rect | None,
    s: float,
) -> pygame.Rect:
    """Where a tooltip box goes: below and right of the mouse (flipped at the window's edges),
    or, for a place with the keyboard focus, beside it without covering it."""
    w, h = size
    if near is not None:
        r = _r(near).inflate(
            round(36 * s), round(36 * s)
        )  # clear of the focus ring and its brackets
        gap = round(4 * s)
        for box in (
            pygame.Rect(r.x, r.bottom + gap, w, h),
            pygame.Rect(r.x, r.y - gap - h, w, h),
            pygame.Rect(r.right + gap, r.y, w, h),
            pygame.Rect(r.x - gap - w, r.y, w, h),
        ):
            if box.y >= screen.y + 4 and box.bottom <= screen.bottom - 4:
                box.clamp_ip(screen)
                if not box.colliderect(r):
                    return box
        mouse = (r.right, r.bottom)
    box = pygame.Rect(mouse[0] + round(18 * s), mouse[1] + round(18 * s), w, h)
    if box.right > screen.right - 4:
        box.right = mouse[0] - round(12 * s)
    if box.bottom > screen.bottom - 4:
        box.bottom = mouse[1] - round(12 * s)
    box.clamp_ip(screen)
    return box


def draw_tooltip(
    surface: pygame.Surface,
    tip: Tip,
    mouse: tuple[int, int] | None,
    scale: float,
    near: Rect | None = None,
) -> None:
    """A tile's or a place's tooltip: by the mouse, or beside `near` (the keyboard's focus)."""
    s = scale
    pad = round(10 * s)
    picture = tile_image(tip.tile[0], tip.tile[1], round(92 * s)) if tip.tile else None
    pic_w = picture.get_width() + pad if picture is not None else 0
    width = round(340 * s) + pic_w
    title_size = max(8, round(17 * s))
    body_size = max(8, round(14 * s))
    text_w = width - 2 * pad - pic_w
    title_h = get_font("heading", title_size).get_linesize()
    # the tip grows to its words, up to the window's height (past that it is cut, and reported)
    body = TF.fit_block(
        "ui",
        body_size,
        list(tip.lines),
        text_w,
        surface.get_height() - 8 - pad * 2 - title_h - 4,
        spacing=1.0,
        where=f"tooltip {tip.title}",
    )
    h = pad * 2 + title_h + 4 + round(body.height)
    if picture is not None:
        h = max(h, pad * 2 + title_h + 4 + picture.get_height())
    box = _tooltip_place((width, h), surface.get_rect(), mouse, near, s)
    drawing.drop_shadow(surface, box, round(5 * s), max(3, round(5 * s)), alpha=140)
    pygame.draw.rect(surface, P.lighter(P.PARCHMENT, 0.4), box, border_radius=round(5 * s))
    if tip.accent is not None:
        bar = pygame.Rect(box.x, box.y, box.w, title_h + pad)
        pygame.draw.rect(
            surface,
            tip.accent,
            bar,
            border_top_left_radius=round(5 * s),
            border_top_right_radius=round(5 * s),
        )
    pygame.draw.rect(surface, P.BRASS_DARK, box, max(1, round(1.5 * s)), border_radius=round(5 * s))
    title_colour = P.INK if tip.accent is None or P.luminance(tip.accent) > 0.28 else P.PARCHMENT
    title = TF.fit_line(
        "heading", title_size, tip.title, width - 2 * pad, min_px=13 * s, where="tooltip title"
    )
    put_text(
        surface, "heading", title.px, title.text, title_colour, (box.x + pad, box.y + pad // 2 + 2)
    )
    y = box.y + pad + title_h + 4
    if picture is not None:
        surface.blit(picture, (box.x + pad, y))
    # "If you place here now:" in copper; a move that cannot be undone (game.confirm) in red,
    # every wrapped line of it
    colours = [
        P.OXIDE_RED if line.startswith("⚠") else P.COPPER_DARK if line.startswith("If ") else P.INK
        for line in tip.lines
    ]
    draw_block(surface, "ui", body, colours, Rect(box.x + pad + pic_w, y, text_w, body.height))
