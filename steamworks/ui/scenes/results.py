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

import attrs
import pygame

from steamworks.language import listing, mark, ntr, tr
from steamworks.rules.data import load
from steamworks.rules.scoring import score_lines, tie_break_note
from steamworks.session import GameSession
from steamworks.ui import motion
from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P
from steamworks.ui.game import views as V
from steamworks.ui.scenes.common import CardScene

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
        buttons = (
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
        )
        # the coach's review of this game, in the card's top right corner
        self.add_button(
            pygame.Rect(
                card.right - self.px(290), card.top + self.px(34), self.px(240), self.px(46)
            ),
            tr("Analyse this game"),
            lambda: self.app.nav.open_analysis(self.session.record),
            kind="@small_button",
            object_id="analyse",
            tooltip=tr(
                "The coach reviews your decisions: what each cost against the best it found"
            ),
        )
        bw, bh, gap = self.px(210), self.px(56), self.px(16)
        total = len(buttons) * bw + (len(buttons) - 1) * gap
        left = card.centerx - total // 2
        y = card.bottom - self.px(36) - bh
        for i, (oid, text, action, tip) in enumerate(buttons):
            primary = oid == "rematch"
            self.add_button(
                pygame.Rect(left + i * (bw + gap), y, bw, bh),
                text,
                action,
                object_id=oid,
                kind="@menu_primary" if primary else "@menu_button",
                default=primary,
                tooltip=tip,
            )

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
        V.put_text(
            surface,
            "serif_italic",
            26 * s,
            self.winners_text(),
            P.COPPER_DARK,
            (card.centerx, y),
            "midtop",
        )
        y += self.px(40)
        if self.note:
            V.put_paragraph(
                surface,
                "ui",
                16 * s,
                self.note,
                P.INK_SOFT,
                V.Rect(card.x + self.px(120), y, card.w - self.px(240), self.px(44)),
                align="center",
            )
            y += self.px(30)
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
        y += self.px(30)
        # the chart
        chart_left = card.x + self.px(390)
        chart_right = card.right - self.px(110)
        bottom_limit = card.bottom - self.px(130)
        footer = self.kept_footer(card)
        if footer is not None:  # a two-line footer: the chart ends above it
            bottom_limit = min(bottom_limit, round(footer[1].y) + self.px(4))
        count = len(self.lines)
        row_h = min(self.px(112), (bottom_limit - y - self.px(34)) / max(1, count))
        best = max(1, max(sl.total for sl in self.lines))
        # the bars grow in at first (with calm motion they stand at their length at once)
        grow = 1.0 if motion.calm() else min(1.0, self.clock / 0.8)
        for k, line in enumerate(self.lines):
            ry = y + k * row_h
            style = styles[line.player]
            p = self.state.players[line.player]
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
            place = tr(ORDINALS[line.rank - 1]) if line.rank <= len(ORDINALS) else str(line.rank)
            V.put_text(
                surface,
                "display",
                28 * s,
                place,
                P.BRASS_DARK if line.rank > 1 else P.COPPER,
                (card.x + self.px(56), ry + row_h * 0.42),
                "midleft",
            )
            V.mark(surface, style, (card.x + self.px(138), ry + row_h * 0.42), 11 * s)
            name = V.fit_text(
                "heading", 23 * s, self.names[line.player], chart_left - card.x - self.px(180)
            )
            V.put_text(
                surface,
                "heading",
                23 * s,
                name,
                P.INK,
                (card.x + self.px(158), ry + row_h * 0.42 - self.px(4)),
                "bottomleft",
            )
            if p.persona:
                persona = tr(load().persona_side(p.persona, p.side).name)
                V.put_text(
                    surface,
                    "serif_italic",
                    15 * s,
                    V.fit_text(
                        "serif_italic",
                        15 * s,
                        f"{persona} ({p.side})",
                        chart_left - card.x - self.px(164),
                    ),
                    P.INK_SOFT,
                    (card.x + self.px(158), ry + row_h * 0.42),
                    "topleft",
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
            V.put_text(
                surface, "ui", 13 * s, detail, P.INK_SOFT, (chart_left, bar_y + bar_h + self.px(4))
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
        self._draw_kept(surface, card)

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
        bottom = card.bottom - self.px(FOOTER_BOTTOM)
        joined = "  ".join(parts)
        # one line when it fits; else a line for each sentence (wrapped, when one is that long)
        texts = [joined] if TF.text_width("ui", round(15 * s), joined) <= width else parts
        block = TF.fit_block(
            "ui",
            15 * s,
            texts,
            width,
            self.px(FOOTER_ROOM),
            min_px=12 * s,
            where="results footer",
        )
        top = min(card.bottom - self.px(126), bottom - block.height)
        return block, V.Rect(card.centerx - width / 2, top, width, block.height)

    def _draw_kept(self, surface: pygame.Surface, card: pygame.Rect) -> None:
        """The footer: where this game is kept, and the game it replaced, above the buttons."""
        footer = self.kept_footer(card)
        if footer is not None:
            block, box = footer
            V.draw_block(surface, "ui", block, P.INK_SOFT, box, align="center")
