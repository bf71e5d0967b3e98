"""The main board: its felt, the belts and their tiles, the three draw stacks, the clock with
its age locks, and the score track."""

from __future__ import annotations

import functools

import pygame

from steamworks import language
from steamworks.language import money, tr
from steamworks.rules.data import load
from steamworks.rules.ending import last_round
from steamworks.rules.scoring import score_lines
from steamworks.rules.state import AUTO_BOARD, GameState
from steamworks.rules.words import ROMAN
from steamworks.ui import draw as drawing
from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P
from steamworks.ui.art.tile_art import tile_back_surface
from steamworks.ui.geometry import Rect
from steamworks.ui.style import tile_image

from .. import target_keys as K
from ..layout import TableLayout, score_rows
from .context import ViewContext, pg_rect
from .last_round import draw_last_round_marker
from .pictures import badge, blit_centered, icon, mark, padlock
from .text import draw_block, put_fitted, put_text

BELT_COLOUR_NAMES = {
    "blue": "BELT_BLUE",
    "white": "BELT_WHITE",
    "red": "BELT_RED",
}  # read when drawn: the look may change
STACK_NAMES = ("age1", "age2", "age3")
# the words over the Clock's locks (marked English: translated where drawn; `language.mark`, as
# `mark` here is the player's mark drawn on the table)
LOCK_LABELS = (language.mark("Age II"), language.mark("Age III"), language.mark("Game End"))
LOCK_LABEL_PX = 14.0  # design pixels: 11 px at 1280x720, where 11.5 gave 9 (7 px capitals)
BOARD_FELT = (52, 40, 30)


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
    rect = pg_rect(board.rect)
    back = _board_backdrop(rect.size, round(s, 3))
    margin = (back.get_width() - rect.w) // 2
    surface.blit(back, (rect.x - margin, rect.y - margin))
    belts = load().board.belts
    costs = load().board.scroll_rack_cost
    t = board.tile
    # Scroll Rack prices over the columns
    for col, (x, y) in enumerate(board.price_centres):
        put_text(surface, "numbers", 13 * s, money(costs[col]), P.BRASS_LIGHT, (x, y), "center")
    # belts
    for b, bdef in enumerate(belts):
        colour = getattr(P, BELT_COLOUR_NAMES.get(bdef.colour, "BELT_BLUE"))
        row = pg_rect(board.belt_rows[b])
        pygame.draw.rect(
            surface, P.darker(P.IRON, 0.3), row.inflate(2, 2), border_radius=round(6 * s)
        )
        pygame.draw.rect(surface, P.darker(colour, 0.15), row, border_radius=round(6 * s))
        # rollers at both ends
        for x in (row.left + round(3 * s), row.right - round(3 * s)):
            pygame.draw.line(
                surface, P.IRON_LIGHT, (x, row.top + 2), (x, row.bottom - 3), max(2, round(3 * s))
            )
        label = pg_rect(board.belt_labels[b])
        pygame.draw.rect(surface, colour, label, border_radius=round(4 * s))
        pygame.draw.rect(
            surface, P.BRASS, label, max(1, round(1.5 * s)), border_radius=round(4 * s)
        )
        ink = P.INK if P.luminance(colour) > 0.4 else P.PARCHMENT
        put_text(surface, "display", 15 * s, ROMAN[bdef.age], ink, label.center, "center")
        locked = bdef.age > state.age
        for col, cell in enumerate(board.cells[b]):
            cr = pg_rect(cell)
            pygame.draw.rect(surface, P.darker(colour, 0.35), cr, border_radius=round(4 * s))
            pygame.draw.rect(surface, P.darker(colour, 0.55), cr, 1, border_radius=round(4 * s))
            tid = state.belts[b][col]
            if tid is not None and K.BeltTile(b, col) not in ctx.hidden:
                surface.blit(tile_image(tid, 0, round(t)), cr)
        if locked:
            drawing.veil(surface, row, (20, 14, 10, 120))
            put_text(
                surface,
                "ui_bold",
                13 * s,
                tr("Opens in Age {age}", age=ROMAN[bdef.age]),
                P.PARCHMENT,
                row.center,
                "center",
            )
    # the stacks, feeding their belts from the left
    for i, rect_s in enumerate(board.stacks):
        _draw_stack(surface, state, i, pg_rect(rect_s), ctx)
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
        drawing.veil(surface, rect, (15, 10, 6, 130))
        padlock(surface, (rect.centerx, rect.centery), rect.w * 0.4)
    badge(
        surface, (rect.right - 2 * s, rect.bottom - 2 * s), 11 * s, str(count), P.INK, P.PARCHMENT
    )


def _draw_clock(
    surface: pygame.Surface, state: GameState, layout: TableLayout, ctx: ViewContext
) -> None:
    board = layout.board
    s = ctx.scale
    box = pg_rect(board.clock_box)
    drawing.inset_panel(surface, box, s, fill=P.darker(BOARD_FELT, 0.25), alpha=255)
    coins = state.two_player
    title = tr("The Clock · coins") if coins else tr("The Clock")
    # fitted to the clock's width (smaller type before a cut the watcher reports)
    heading = TF.fit_line("heading", 17 * s, title, box.w - 8 * s, min_px=12 * s / ctx.text_gain)
    put_text(
        surface,
        "heading",
        heading.px,
        heading.text,
        P.BRASS_LIGHT,
        (box.centerx, box.y + 5 * s),
        "midtop",
    )
    for i, lock in enumerate(board.locks):
        lr = pg_rect(lock)
        count = state.locks[i]
        current = i == state.current_stack and not state.game_over
        label_colour = P.BRASS_LIGHT if current else P.mix(P.BRASS, BOARD_FELT, 0.25)
        if ctx.text_gain > 1.0:  # larger text: the label wraps over the lock, two lines high
            # into half the gaps between the locks, a little apart from the neighbour's words
            # (the outer locks' words may also use the clock's margin beside them)
            locks = board.locks
            left = (lr.x - locks[i - 1].right) / 2 if i > 0 else lr.x - box.x - 4 * s
            right = (
                (locks[i + 1].x - lr.right) / 2
                if i + 1 < len(locks)
                else box.right - 4 * s - lr.right
            )
            left, right = (max(0.0, min(6 * s, side - 1 * s)) for side in (left, right))
            room = Rect(lr.x - left, 0, lr.w + left + right, 0)
            # one line when a smaller type makes it fit, else two
            one_line = TF.text_width("ui_bold", round(11 * s), tr(LOCK_LABELS[i])) <= room.w
            label_h = lr.y - 3 * s - (box.y + 5 * s + TF.line_height("heading", round(17 * s)))
            if one_line:
                label_h = min(label_h, TF.line_height("ui_bold", round(LOCK_LABEL_PX * s)))
            block = TF.fit_block(
                "ui_bold",
                LOCK_LABEL_PX * s,
                tr(LOCK_LABELS[i]),
                room.w,
                label_h,
                min_px=10 * s / ctx.text_gain,  # never below the 100% size's floor
                spacing=1.0,
                where="clock lock",
            )
            top = lr.y - 3 * s - block.height
            draw_block(
                surface,
                "ui_bold",
                block,
                label_colour,
                Rect(room.x, top, room.w, block.height),
                "center",
            )
        else:
            put_text(
                surface,
                "ui_bold",
                LOCK_LABEL_PX * s,
                tr(LOCK_LABELS[i]),
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
        if ctx.text_gain > 1.0:  # larger text: shorter locks, the stack kept inside its lock
            shown = min(shown, max(1, int((lr.h - 24 * s - token) / (token * 0.2)) + 1))
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
    sup = pg_rect(board.clock_supply)
    if coins:
        coin_words = tr("One coin leaves each round")
        if ctx.text_gain <= 1.0:
            put_text(surface, "ui", 12.5 * s, coin_words, P.PARCHMENT_SHADE, sup.center, "center")
            return
        # larger text: wrapped in the two lines' room under the locks, watched
        block = TF.fit_block(  # (a type as far back as the 110% size's before a cut)
            "ui", 12.5 * s, coin_words, sup.w, sup.h, min_px=min(10 * s, 12.5 * s / ctx.text_gain)
        )
        top = sup.centery - block.height / 2
        draw_block(
            surface,
            "ui",
            block,
            P.PARCHMENT_SHADE,
            Rect(sup.x, top, sup.w, block.height),
            "center",
        )
    elif ctx.text_gain > 1.0:  # larger text: the words wrap in the two lines' room, icon first
        img = icon("clock", 18 * s)
        supply_words = tr("General supply: {count}", count=state.clock_supply)
        block = TF.fit_block(
            "ui",
            13 * s,
            supply_words,
            sup.w - 24 * s,
            sup.h,
            min_px=13 * s / ctx.text_gain,
            where="general supply",
        )
        top = sup.centery - block.height / 2
        words_rect = Rect(sup.x + 24 * s, top, sup.w - 24 * s, block.height)
        draw_block(surface, "ui", block, P.PARCHMENT_SHADE, words_rect, "center")
        widest = max(
            (TF.text_width("ui", round(block.px), line) for line in block.lines), default=0
        )
        blit_centered(surface, img, (words_rect.centre[0] - widest / 2 - 12 * s, sup.centery))
    else:
        img = icon("clock", 18 * s)
        words = TF.fit_line(
            "ui",
            13 * s,
            tr("General supply: {count}", count=state.clock_supply),
            sup.w - 24 * s,
            min_px=9 * s,
        )
        label = put_text(
            surface,
            "ui",
            words.px,
            words.text,
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
    age = pg_rect(board.age_box)
    age_text = tr("Game over") if state.game_over else tr("Age {age}", age=ROMAN[state.age])
    age_px = 32 * s
    if ctx.text_gain > 1.0:  # larger text: as far as the 110% size before it runs under the scores
        fitted = TF.fit_line(
            "display",
            age_px,
            age_text,
            board.scores.x - 4 * s - (age.x + 2 * s),
            min_px=age_px / ctx.text_gain * 0.85,  # (a longer language's "Game over")
            where="age",
        )
        age_px, age_text = fitted.px, fitted.text
    put_text(surface, "display", age_px, age_text, P.BRASS_LIGHT, (age.x + 2 * s, age.y - 3 * s))
    round_label = put_text(
        surface,
        "ui_medium",
        16 * s,
        tr("Round {round}", round=state.round),
        P.PARCHMENT_SHADE,
        (age.x + 4 * s, age.bottom),
        "bottomleft",
    )
    ending = last_round(state)
    if ending is not None:
        draw_last_round_marker(surface, ending, round_label, s, board.scores.x - 4 * s)
    sp = pg_rect(board.start_box)
    # the labels fit their column (smaller type before a cut, which the watcher reports)
    start = TF.fit_line("ui", 12.5 * s, tr("Start player"), sp.w - 2 * s, min_px=10 * s)
    start_rect = put_text(surface, "ui", start.px, start.text, faint, (sp.x + 2 * s, sp.y))
    if state.players:
        seat = state.start_player
        style = ctx.styles[seat]
        name_y = sp.y + 32 * s
        if ctx.text_gain > 1.0:  # larger text: the name under its label, as tall as its line
            name_y = start_rect.bottom + TF.line_height("ui_bold", round(15 * s)) / 2
        mark(surface, style, (sp.x + 13 * s, name_y), 9 * s)
        put_fitted(
            surface,
            "ui_bold",
            15 * s,
            ctx.names[seat],
            sp.w - 36 * s,
            P.PARCHMENT,
            (sp.x + 30 * s, name_y),
            "midleft",
        )
    au = pg_rect(board.automatons)
    label = put_fitted(  # (a longer language's words at a small size: a second line)
        surface,
        "ui",
        12.5 * s,
        tr("Automatons on the board"),
        au.w - 2 * s,
        faint,
        (au.x + 2 * s, au.y),
        smallest=10 * s,
        max_lines=2,
    )
    x = au.x + 2 * s
    size = 24 * s
    tokens_y = max(au.y + 18 * s, label.bottom + 1 * s)
    for seat, p in enumerate(state.players):
        if p.persona and p.automaton == AUTO_BOARD:
            surface.blit(ctx.mechanic(seat, size, automaton=True), (round(x), round(tokens_y)))
            x += size + 5 * s
    sc = pg_rect(board.scores)
    if sc.h > 30 * s and state.players and all(p.persona for p in state.players):
        drawing.inset_panel(surface, sc, s, fill=P.darker(BOARD_FELT, 0.25))
        put_fitted(  # a longer language's heading: smaller type before a cut
            surface,
            "heading",
            15 * s,
            tr("Prestige so far"),
            sc.w - 8 * s,
            P.BRASS_LIGHT,
            (sc.centerx, sc.y + 4 * s),
            "midtop",
            smallest=11 * s,
        )
        lines = score_lines(state)
        best = max(1, max(sl.total for sl in lines))
        for line, row in zip(lines, score_rows(board.scores, len(lines), s, layout.grow)):
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
