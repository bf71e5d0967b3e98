"""The Results scene: Her Majesty's verdict at the end of a game.

Each player's final prestige is shown as a stacked bar of its three sources (prestige chips,
clock counters, device tiles), ranked, with the winner named and any tie-break explained in
the rulebook's terms (`scoring.tie_break_note`). Buttons: back to the title, a new game (the
New game screen, with the last setup remembered), "View table" (the final table and the whole
log, read-only: `final_table.FinalTableScene`; Esc comes back here), "Replay this game" (the replay
viewer, from the first move: `app.nav.open_replay`) and a rematch (the same table and
personas rule with a new seed). "Analyse this game", in the card's corner, opens the coach's
review of the game (`app.nav.open_analysis`). A line at the foot says where the game is kept
in Load (and, when this game replaced another, that the other is kept too).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import attrs
import pygame

from steamworks.language import listing, mark, ntr, tr
from steamworks.rules.data import load
from steamworks.rules.scoring import score_lines, tie_break_note
from steamworks.session import GameSession
from steamworks.ui import motion
from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import get_font, text_gain
from steamworks.ui.game import views as V
from steamworks.ui.rules.scrolling import draw_scroll_bar
from steamworks.ui.scenes import room
from steamworks.ui.scenes.common import CardScene
from steamworks.ui.style import font

SEGMENTS = (
    ("chips", mark("Prestige chips"), P.PRESTIGE),
    ("clocks", mark("Clock counters"), P.BRASS),
    ("device_tiles", mark("Device tiles"), P.VERDIGRIS),
)
ORDINALS = (mark("1st"), mark("2nd"), mark("3rd"), mark("4th"), mark("5th"))
# the footer ("This game is kept in Load as ..."): its lowest line ends this far above the
# card's foot (the buttons' top is at 92), in a box at most this tall (design pixels)
FOOTER_BOTTOM = 98
FOOTER_ROOM = 44


def _rows(widths: list[int], gap: int, room_w: int) -> list[list[int]]:
    """The buttons (by index) on rows no wider than `room_w`, in order, as few rows as may be."""
    rows: list[list[int]] = [[]]
    used = 0
    for i, width in enumerate(widths):
        if rows[-1] and used + gap + width > room_w:
            rows.append([])
            used = 0
        used += (gap if rows[-1] else 0) + width
        rows[-1].append(i)
    return rows


class ResultsScene(CardScene):
    name = "results"
    title = mark("Her Majesty's Verdict")
    card_size = (1240, 800)

    def __init__(self, app, session: GameSession, kept: str | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.kept = kept  # "Your game with ... is kept in Load." when this game replaced another
        self.kept_as: str | None = None  # the name of the save holding this game (found on enter)
        self.state = session.state
        self.lines = sorted(score_lines(self.state), key=lambda sl: (sl.rank, sl.player))
        self.clock = 0.0
        self.buttons_top = 0  # the top of the buttons at the card's foot (set by build)
        # the chart's window and how far it scrolls, when a large text makes its rows taller
        # than the room above the buttons (set by draw)
        self.chart_view = pygame.Rect(0, 0, 0, 0)
        self.chart_max = 0.0
        self.chart_scroll = 0.0

    @property
    def note(self) -> str | None:
        """The tie-break explained, in the language spoken now (None without a tie)."""
        return tie_break_note(self.state)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.session.setup.seats)

    def winners_text(self) -> str:
        winners = [self.names[sl.player] for sl in self.lines if sl.rank == 1]
        if len(winners) == 1:
            return tr("{winner} is appointed Royal Inventor to Her Majesty!", winner=winners[0])
        # translators: {winners} are the tied winners' names, joined as a list
        return tr("{winners} share the honour of Royal Inventor!", winners=listing(winners))

    def spoken_opening(self) -> str:
        """The spoken mode's words as the results open: who won, each player's prestige, the
        buttons."""
        from steamworks.ui.menu_ring import dialog_answers
        from steamworks.ui.speech import screens as spoken

        scores = [(self.names[line.player], line.total) for line in self.lines]
        buttons, _ = dialog_answers(self)
        default = self.default_button
        return spoken.results_words(
            self.winners_text(), scores, buttons, str(default.text) if default is not None else ""
        )

    def enter(self) -> None:
        super().enter()
        self.kept_as = self._find_kept_as()

    def _find_kept_as(self) -> str | None:
        """The save in Load that holds exactly this game, if any (a game just finished is kept
        there by the table's autosaver, which has finished writing by now)."""
        from steamworks.persistence import keep
        from steamworks.persistence.errors import SaveError

        try:
            exact, _ = keep.find_kept(self.session.setup, self.session.log)
        except SaveError:
            return None
        return exact.stem if exact is not None else None

    def build(self) -> None:
        card = self.card_rect()
        buttons: list[tuple[str, str, Callable[[], None], str | None]] = [
            ("title", tr("Back to Title"), self.app.nav.open_title, None),
            ("new_game", tr("New Game"), self.new_game, tr("Set up a new table")),
            (
                "view_table",
                tr("View table"),
                self.view_table,
                tr("The final table and the whole game's log"),
            ),
            (
                "replay",
                tr("Replay this game"),
                self.replay,
                tr("Step through the whole game from its first move"),
            ),
            (
                "rematch",
                tr("Rematch"),
                self.rematch,
                tr("The same players and rules, with a fresh shuffle"),
            ),
        ]
        # the coach's review of this game, in the card's top right corner while the title
        # leaves it room (else it joins the buttons at the foot)
        analyse = (
            "analyse",
            tr("Analyse this game"),
            lambda: self.app.nav.open_analysis(self.session.record),
            tr("The coach reviews your decisions: what each cost against the best it found"),
        )
        corner_w = room.button_width(self.app, "@small_button", (analyse[1],), self.px(240))
        corner = pygame.Rect(
            card.right - self.px(50) - corner_w, card.top + self.px(34), corner_w, self.px(46)
        )
        title_w = font(self.CARD_TITLE[0], self.CARD_TITLE[1], self.app.scale).size(tr(self.title))[
            0
        ]
        if card.centerx + title_w // 2 + self.px(16) <= corner.left:
            self.add_button(
                corner,
                analyse[1],
                analyse[2],
                kind="@small_button",
                object_id="analyse",
                tooltip=analyse[3],
            )
        else:
            buttons.append(analyse)
        # the buttons at the foot, each as wide as its words (at least the design's 210 px),
        # on as many rows as they need
        gap = self.px(16)
        bh = room.button_height(self.app, "@menu_button", self.px(56))
        widths = [
            room.button_width(self.app, "@menu_button", (text,), self.px(210))
            for _, text, _, _ in buttons
        ]
        rows = _rows(widths, gap, card.w - self.px(60))
        y = card.bottom - self.px(36) - bh - (len(rows) - 1) * (bh + gap // 2)
        self.buttons_top = y
        for row in rows:
            total = sum(widths[i] for i in row) + (len(row) - 1) * gap
            x = card.centerx - total // 2
            for i in row:
                oid, text, action, tip = buttons[i]
                primary = oid == "rematch"
                self.add_button(
                    pygame.Rect(x, y, widths[i], bh),
                    text,
                    action,
                    object_id=oid,
                    kind="@menu_primary" if primary else "@menu_button",
                    default=primary,
                    tooltip=tip,
                )
                x += widths[i] + gap
            y += bh + gap // 2

    def view_table(self) -> None:
        self.app.nav.open_final_table(self.session)

    def replay(self) -> None:
        self.app.nav.open_replay(self.session.record)

    def new_game(self) -> None:
        self.app.nav.open_title()
        self.app.nav.open_new_game()

    def rematch(self) -> None:
        setup = attrs.evolve(self.session.setup, seed=random.SystemRandom().randrange(1, 2**31))
        self.app.call_hook("start_game", setup)

    def on_back(self) -> None:
        self.app.nav.open_title()

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        card = self.draw_card(surface)
        s = self.app.scale
        blind = self.app.settings.colour_blind
        seats = self.session.setup.seats
        styles = [P.player_style(seat.colour, blind) for seat in seats]
        y = self.content_top() - self.px(4)
        winners = self.winners_text()
        line_h = get_font("serif_italic", max(9, round(26 * s))).get_linesize()
        winners_w = card.w - self.px(60)
        if get_font("serif_italic", max(9, round(26 * s))).size(winners)[0] <= winners_w:
            V.put_text(
                surface, "serif_italic", 26 * s, winners, P.COPPER_DARK, (card.centerx, y), "midtop"
            )
        else:  # wider than the card (the pseudo-language at 200% ran past both its edges)
            line_h = round(
                V.put_paragraph(
                    surface,
                    "serif_italic",
                    26 * s,
                    winners,
                    P.COPPER_DARK,
                    V.Rect(card.centerx - winners_w / 2, y, winners_w, 3 * line_h * 1.12),
                    align="center",
                )
            )
        y += max(self.px(40), line_h)
        if self.note:
            used = V.put_paragraph(
                surface,
                "ui",
                16 * s,
                self.note,
                P.INK_SOFT,
                V.Rect(
                    card.x + self.px(120),
                    y,
                    card.w - self.px(240),
                    max(self.px(44), 3 * get_font("ui", max(9, round(16 * s))).get_linesize()),
                ),
                align="center",
            )
            y += max(self.px(30), round(used) + self.px(4))
        end_h = self.px(30)
        if self.state.end_reason:
            V.put_text(
                surface,
                "ui",
                14 * s,
                tr(self.state.end_reason),
                P.INK_SOFT,
                (card.centerx, y),
                "midtop",
            )
            end_h = max(end_h, get_font("ui", max(9, round(14 * s))).get_linesize() + self.px(6))
        y += end_h
        # the chart, right of the names (as wide as they need, up to 40% of the card)
        # the rank, its mark and the name from the left, each right of the one before it at a
        # large text size; the chart right of the names (as wide as they need, up to 40%)
        ordinal = get_font("display", max(9, round(28 * s)))
        ranks_w = max(ordinal.size(self._place(line))[0] for line in self.lines)
        mark_x = card.x + max(self.px(138), self.px(56) + ranks_w + self.px(14))
        name_x = mark_x + self.px(20)
        names_w = max(self._name_width(line.player) for line in self.lines) + self.px(8)
        chart_left = max(card.x + self.px(390), min(name_x + names_w, card.x + card.w * 2 // 5))
        names_room = chart_left - name_x - self.px(6)
        chart_right = card.right - self.px(110)
        bottom_limit = min(card.bottom - self.px(130), self.buttons_top - self.px(38))
        footer = self.kept_footer(card)
        if footer is not None:  # a two-line footer: the chart ends above it
            bottom_limit = min(bottom_limit, round(footer[1].y) + self.px(4))
        count = len(self.lines)
        legend_h = max(
            self.px(34), get_font("ui_medium", max(9, round(15 * s))).get_linesize() + self.px(12)
        )
        row_h = min(self.px(112), (bottom_limit - y - self.px(34)) / max(1, count))
        # a row as tall as its words need (a large text size); when the rows then outgrow the
        # room above the buttons, the chart scrolls (wheel, Page Up and Page Down)
        row_h = max(row_h, self._row_needed(self._detail_right(card) - chart_left, names_room))
        content_h = count * row_h + legend_h
        self.chart_view = pygame.Rect(
            card.x + self.px(24),
            y - self.px(8),
            card.w - self.px(48),
            bottom_limit - y + self.px(8),
        )
        self.chart_max = max(0.0, content_h - (bottom_limit - y))
        self.chart_scroll = max(0.0, min(self.chart_max, self.chart_scroll))
        clip = surface.get_clip()
        if self.chart_max:
            surface.set_clip(self.chart_view)
            y -= round(self.chart_scroll)
        best = max(1, max(sl.total for sl in self.lines))
        # the bars grow in at first (with calm motion they stand at their length at once)
        grow = 1.0 if motion.calm() else min(1.0, self.clock / 0.8)
        for k, line in enumerate(self.lines):
            ry = y + k * row_h
            style = styles[line.player]
            if line.rank == 1:  # the winner's row, gilded
                band = pygame.Rect(
                    round(card.x + self.px(30)),
                    round(ry - self.px(6)),
                    round(card.w - self.px(60)),
                    round(row_h * 0.84),
                )
                glow = pygame.Surface(band.size, pygame.SRCALPHA)
                pygame.draw.rect(
                    glow, (*P.BRASS_LIGHT, 70), glow.get_rect(), border_radius=round(10 * s)
                )
                surface.blit(glow, band)
                pygame.draw.rect(
                    surface, P.BRASS, band, max(1, round(1.5 * s)), border_radius=round(10 * s)
                )
            # rank and name
            V.put_text(
                surface,
                "display",
                28 * s,
                self._place(line),
                P.BRASS_DARK if line.rank > 1 else P.COPPER,
                (card.x + self.px(56), ry + row_h * 0.42),
                "midleft",
            )
            V.mark(surface, style, (mark_x, ry + row_h * 0.42), 11 * s)
            name = V.fit_text("heading", 23 * s, self.names[line.player], names_room)
            V.put_text(
                surface,
                "heading",
                23 * s,
                name,
                P.INK,
                (name_x, ry + row_h * 0.42 - self.px(4)),
                "bottomleft",
            )
            persona = self._persona(line.player)
            if persona:
                italic = get_font("serif_italic", max(9, round(15 * s)))
                if italic.size(persona)[0] <= names_room:
                    V.put_text(
                        surface,
                        "serif_italic",
                        15 * s,
                        persona,
                        P.INK_SOFT,
                        (name_x, ry + row_h * 0.42),
                        "topleft",
                    )
                else:  # a long persona's name on two lines (a large text size)
                    room.blit_label(
                        surface,
                        italic,
                        persona,
                        P.INK_SOFT,
                        pygame.Rect(name_x, round(ry + row_h * 0.42), names_room, 0),
                        where="label",
                    )
            # the stacked bar
            bar_h = min(self.px(40), row_h * 0.5)
            bar_y = ry + row_h * 0.42 - bar_h / 2
            x = chart_left
            span = chart_right - chart_left - self.px(60)
            track = pygame.Rect(round(chart_left), round(bar_y), round(span), round(bar_h))
            pygame.draw.rect(
                surface,
                P.mix(P.PARCHMENT, P.PARCHMENT_SHADE, 0.6),
                track,
                border_radius=round(4 * s),
            )
            for attr, _label, colour in SEGMENTS:
                value = getattr(line, attr)
                if value <= 0:
                    continue
                w = span * value / best * grow
                seg = pygame.Rect(round(x), round(bar_y), max(1, round(w)), round(bar_h))
                pygame.draw.rect(surface, colour, seg)
                pygame.draw.rect(surface, P.darker(colour, 0.35), seg, 1)
                if w > 26 * s and grow >= 1:
                    ink = P.PARCHMENT if P.luminance(colour) < 0.3 else P.INK
                    V.put_text(surface, "numbers", 16 * s, str(value), ink, seg.center, "center")
                x += w
            if line.rank == 1:
                pygame.draw.rect(
                    surface,
                    P.COPPER,
                    track.inflate(round(6 * s), round(6 * s)),
                    max(2, round(2 * s)),
                    border_radius=round(6 * s),
                )
            V.put_text(
                surface,
                "numbers",
                26 * s,
                str(line.total),
                P.INK,
                (track.right + self.px(16), track.centery),
                "midleft",
            )
            detail = self._detail(line)
            # under the bar, wrapped to the card's edge when a large text needs it
            detail_font = get_font("ui", max(9, round(13 * s)))
            detail_box = pygame.Rect(
                round(chart_left),
                round(bar_y + bar_h + self.px(4)),
                self._detail_right(card) - round(chart_left),
                0,
            )
            if detail_font.size(detail)[0] <= detail_box.w:
                V.put_text(surface, "ui", 13 * s, detail, P.INK_SOFT, detail_box.topleft)
            else:
                room.blit_label(
                    surface, detail_font, detail, P.INK_SOFT, detail_box, where="results detail"
                )
        # legend
        ly = y + count * row_h + self.px(6)
        x = chart_left
        for _attr, label, colour in SEGMENTS:
            swatch = pygame.Rect(round(x), round(ly), self.px(18), self.px(18))
            pygame.draw.rect(surface, colour, swatch, border_radius=round(3 * s))
            pygame.draw.rect(surface, P.darker(colour, 0.35), swatch, 1, border_radius=round(3 * s))
            r = V.put_text(
                surface,
                "ui_medium",
                15 * s,
                tr(label),
                P.INK,
                (swatch.right + self.px(8), swatch.centery),
                "midleft",
            )
            x = r.right + self.px(30)
        surface.set_clip(clip)
        if self.chart_max:
            draw_scroll_bar(
                surface,
                self.chart_view,
                self.px(20),
                content_h,
                self.chart_scroll,
                self.chart_max,
                s,
            )
        self._draw_kept(surface, card)

    def _detail_right(self, card: pygame.Rect) -> int:
        """Where a row's detail lines end: the design's 30 px in from the card, or at a large
        text size (where the chart may scroll) left of the scroll bar's track (the pseudo
        language's lines at 200% ran over it)."""
        return card.right - self.px(40 if text_gain() > 1.0 else 30)

    def _row_needed(self, detail_w: int, names_room: int) -> float:
        """How tall a row of the chart must be for its words: the name above the bar's middle
        (at 42% of the row), the persona, or the bar and its detail lines, below it."""
        s = self.app.scale
        name_h = get_font("heading", max(9, round(23 * s))).get_linesize()
        italic = get_font("serif_italic", max(9, round(15 * s)))
        persona_h = max(
            room.label_height(italic, self._persona(line.player), names_room) for line in self.lines
        )
        detail_font = get_font("ui", max(9, round(13 * s)))
        detail_h = max(
            (room.label_height(detail_font, self._detail(line), detail_w) for line in self.lines),
            default=0,
        )
        below = max(persona_h, self.px(20) + self.px(4) + detail_h) + self.px(8)
        return max((name_h + self.px(4)) / 0.42, below / 0.58)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.chart_max and event.type == pygame.MOUSEWHEEL:
            self.chart_scroll = max(
                0.0, min(self.chart_max, self.chart_scroll - event.y * self.px(60))
            )
            return True
        if self.chart_max and event.type == pygame.KEYDOWN:
            step = {pygame.K_PAGEDOWN: 1, pygame.K_PAGEUP: -1}.get(event.key)
            if step:
                page = self.chart_view.h * 0.8
                self.chart_scroll = max(0.0, min(self.chart_max, self.chart_scroll + step * page))
                return True
        return super().handle_event(event)

    def _detail(self, line: Any) -> str:
        """The row's sum under its bar: where the prestige came from, and the leftovers."""
        tied = sum(1 for other in self.lines if other.total == line.total) > 1
        chips = ntr("{count} chip", "{count} chips", line.chips)
        clocks = ntr("{count} clock", "{count} clocks", line.clocks)
        if tied:
            # translators: {chips} is "3 chips", {clocks} "2 clocks"; {tiles} and {leftovers} are numbers
            detail = tr(
                "{chips} + {clocks} + {tiles} from device tiles  ·  leftovers: {leftovers}"
                "  ·  tied on prestige: the leftovers decide",
                chips=chips,
                clocks=clocks,
                tiles=line.device_tiles,
                leftovers=line.leftovers,
            )
        else:
            # translators: {chips} is "3 chips", {clocks} "2 clocks"; {tiles} and {leftovers} are numbers
            detail = tr(
                "{chips} + {clocks} + {tiles} from device tiles  ·  leftovers: {leftovers}",
                chips=chips,
                clocks=clocks,
                tiles=line.device_tiles,
                leftovers=line.leftovers,
            )
        return detail

    def _place(self, line: Any) -> str:
        """The row's rank in words: "1st"."""
        return tr(ORDINALS[line.rank - 1]) if line.rank <= len(ORDINALS) else str(line.rank)

    def _persona(self, player: int) -> str:
        """The player's persona and its side, "Alice (A)" ("" without one)."""
        p = self.state.players[player]
        if not p.persona:
            return ""
        return f"{tr(load().persona_side(p.persona, p.side).name)} ({p.side})"

    def _name_width(self, player: int) -> int:
        """How wide a player's name and persona are drawn beside their rank."""
        s = self.app.scale
        width = get_font("heading", max(9, round(23 * s))).size(self.names[player])[0]
        italic = get_font("serif_italic", max(9, round(15 * s)))
        return max(width, italic.size(self._persona(player))[0] - self.px(6))

    def kept_footer(self, card: pygame.Rect) -> tuple[TF.FittedBlock, V.Rect] | None:
        """Where this game is kept, and the game it replaced: the words laid out in the room
        above the buttons (one line, or two for long tables, a little smaller if need be),
        and the box they take; None when there is nothing to say."""
        parts = []
        if self.kept_as:
            # translators: {name} is the save's name
            parts.append(tr("This game is kept in Load as ‘{name}’.", name=self.kept_as))
        if self.kept:
            parts.append(self.kept)
        if not parts:
            return None
        s = self.app.scale
        width = card.w - self.px(120)
        # above the buttons, however many rows of them a large text size needs
        bottom = min(card.bottom - self.px(FOOTER_BOTTOM), self.buttons_top - self.px(6))
        joined = "  ".join(parts)
        # one line when it fits; else a line for each sentence (wrapped, when one is that long)
        texts = [joined] if TF.text_width("ui", round(15 * s), joined) <= width else parts
        height = max(
            self.px(FOOTER_ROOM), round(2.3 * get_font("ui", round(15 * s)).get_linesize())
        )
        if text_gain() > 1.0:
            # a large text size: as many lines as the sentences take in their own type (French
            # and the pseudo-language wrap each onto two at 200%); the chart above scrolls
            px = TF.legible_px(15 * s)
            lines = sum(len(TF.wrap("ui", px, text, width)) for text in texts)
            line_h = get_font("ui", px).get_linesize()
            height = max(height, round((lines - 1) * line_h * 1.12 + line_h))  # fit_block's
        block = TF.fit_block(
            "ui",
            15 * s,
            texts,
            width,
            height,
            min_px=12 * s,
            where="results footer",
        )
        top = min(card.bottom - self.px(126), self.buttons_top - self.px(34), bottom - block.height)
        return block, V.Rect(card.centerx - width / 2, top, width, block.height)

    def _draw_kept(self, surface: pygame.Surface, card: pygame.Rect) -> None:
        """The footer: where this game is kept, and the game it replaced, above the buttons."""
        footer = self.kept_footer(card)
        if footer is not None:
            block, box = footer
            V.draw_block(surface, "ui", block, P.INK_SOFT, box, align="center")
