"""The title screen: the game's name on the walnut table, a few tiles laid out as a small
working device on either side, and the main menu.

The "Learn" row holds two buttons, Tutorial and Puzzles; the Statistics row holds Statistics
and Online (play with friends over a network: `ui/online/`). On the first launch (the setting
`tutorial_offered` not yet set) a note beside the menu suggests the tutorial, once: it is
remembered as offered as soon as it shows, and goes when either of its buttons is pressed.

Continue is enabled only when an autosave exists (`paths.has_autosave()`); disabled, its
tooltip says why. Esc asks before leaving the game. When a game was kept in Load because
another took its place (`keeping.notice`), a line under the name says so (in place of the motto) until Load is opened.
"""

from __future__ import annotations

import math

import attrs
import pygame

from steamworks import __version__
from steamworks.language import current_language, mark, tr
from steamworks.persistence import paths
from steamworks.rules.words import ROMAN
from steamworks.ui import draw as drawing
from steamworks.ui import geometry, motion
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import text_gain
from steamworks.ui.kept_seats import TurnsOnTitle
from steamworks.ui.scene import Scene
from steamworks.ui.scenes import room
from steamworks.ui.style import font, tile_image

MENU = (
    ("new_game", mark("New Game")),
    ("continue", mark("Continue")),
    ("load", mark("Load Game")),
    ("statistics", mark("Statistics")),
    ("learn", mark("Learn")),
    ("rules", mark("Rules")),
    ("options", mark("Settings")),
    ("quit", mark("Quit")),
)

# Two small devices shown beside the menu: (cell, tile id, rotation). Each is a legal device,
# so the title already shows what the game is about.
LEFT_DEVICE = (((0, 0), "steam_source", 0), ((0, 1), "distiller_1", 0), ((1, 0), "monetiser_2", 0))
RIGHT_DEVICE = (
    ((0, 1), "electrickal_source", 0),
    ((0, 0), "scroll_rack_2", 0),
    ((1, 1), "manufacturer_2", 0),
)

# a menu row of two half-width buttons: (object id, text) each
# (eight rows at the height seven had, so the logo above keeps its room at 1280x720)
SPLIT_ROWS = {
    "learn": (("tutorial", mark("Tutorial")), ("puzzles", mark("Puzzles"))),
    "options": (("settings", mark("Settings")), ("about", mark("About"))),
    "statistics": (("statistics", mark("Statistics")), ("online", mark("Online"))),
}
SUGGESTION = mark(
    "New to Steam Works? The tutorial teaches the game in short lessons on the real table."
)

# the name's letters: their size at scale 1, the smallest they may shrink to when the menu
# leaves too little room above it, the margin kept above them, the least gap under them and
# the room kept between the rule under the motto and the menu's plate (design pixels)
TITLE_PX = 118
MIN_TITLE_PX = 86
TITLE_MARGIN = 16
MIN_TITLE_GAP = 14
RULE_ROOM = 10


@attrs.frozen
class LogoLayout:
    """The title's name and what goes under it, in window pixels."""

    image: pygame.Surface  # the engraved name, drawn at `rect`
    rect: pygame.Rect
    ink: pygame.Rect  # the letters' own bounds inside `rect` (what must not be cut)
    motto_y: int  # the top of the motto (or of the "kept in Load" line in its place)
    rule_y: int  # the ornamental rule under it


NO_AUTOSAVE_TIP = mark(
    "No game in progress yet. Games are saved automatically as you play; Continue picks up the latest."
)


class TitleScene(Scene):
    name = "title"
    opaque = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.clock = 0.0  # seconds since the title appeared: drives the turning gears
        self.menu_rect = pygame.Rect(0, 0, 0, 0)
        # (size, scale, menu rect) -> the never-moving parts, drawn once; a cache, not state
        self._static: tuple[tuple, pygame.Surface] | None = None
        # the first launch: suggest the tutorial, once (remembered at once)
        self.suggesting = not app.settings.tutorial_offered
        if self.suggesting:
            app.change_settings(tutorial_offered=True)
        self.suggestion_rect = pygame.Rect(0, 0, 0, 0)
        # "Your turn in N online games": asked of the servers on a thread (ui/kept_seats.py)
        self.online_turns = TurnsOnTitle()

    def spoken_opening(self) -> str:
        """The spoken mode's words as the title opens: the game and how its menu is worked."""
        from steamworks.ui.speech import screens as spoken

        return spoken.title_words()

    def px(self, value: float) -> int:
        return geometry.scaled(value, self.app.scale)

    def build(self) -> None:
        w, h = self.app.window_size
        # eight buttons at the height seven had: the logo above keeps its room at 1280x720
        button_w, button_h, gap = self.px(340), self.px(52), self.px(12)
        # as tall as a line of their words (a large text size ran the words over the buttons'
        # borders), the gaps between them closed up by as much to keep the menu's height
        grown_h = room.button_height(self.app, "@menu_button", button_h)
        gap = max(self.px(4), gap - (grown_h - button_h))
        button_h = grown_h
        # as wide as the longest words need (a large text size): a split row's halves too,
        # with 6 design pixels more each side (the menu's thick rounded borders)
        side = 2 * self.px(6)
        button_w = max(
            button_w,
            room.button_width(
                self.app, "@menu_button", (tr(t) for k, t in MENU if k not in SPLIT_ROWS), 0
            )
            + side,
            2
            * (
                room.button_width(
                    self.app,
                    "@menu_button",
                    (tr(label) for row in SPLIT_ROWS.values() for _, label in row),
                    0,
                )
                + side
            )
            + gap,
        )
        total = len(MENU) * button_h + (len(MENU) - 1) * gap
        top = max(self.px(360), h // 2 - total // 2 + self.px(110))
        top = min(top, h - total - self.px(60))
        left = w // 2 - button_w // 2
        self.menu_rect = pygame.Rect(left, top, button_w, total)
        has_autosave = paths.has_autosave()
        continue_tip = self._continue_tip() if has_autosave else None
        actions = {
            "new_game": self.app.nav.open_new_game,
            "continue": self.continue_game,
            "load": self.app.nav.open_load,
            "statistics": self.app.nav.open_statistics,
            "online": self.app.nav.open_online,
            "rules": self.app.nav.open_rules,
            "tutorial": self.app.nav.open_tutorial,
            "puzzles": self.app.nav.open_puzzles,
            "settings": self.app.nav.open_settings,
            "about": self.app.nav.open_about,
            "quit": self.app.request_quit,
        }
        for i, (key, text) in enumerate(MENU):
            rect = pygame.Rect(left, top + i * (button_h + gap), button_w, button_h)
            if key in SPLIT_ROWS:
                half = (button_w - gap) // 2
                for j, (part, label) in enumerate(SPLIT_ROWS[key]):
                    part_rect = pygame.Rect(rect.x + j * (half + gap), rect.y, half, button_h)
                    self.add_button(
                        part_rect, tr(label), actions[part], kind="@menu_button", object_id=part
                    )
                continue
            enabled = has_autosave if key == "continue" else True
            # Enter continues the autosave when there is one, else starts a new game
            default = (key == "continue" and has_autosave) or (
                key == "new_game" and not has_autosave
            )
            self.add_button(
                rect,
                tr(text),
                actions[key],
                kind="@menu_primary" if default else "@menu_button",
                object_id=key,
                tooltip=(continue_tip if enabled else tr(NO_AUTOSAVE_TIP))
                if key == "continue"
                else None,
                enabled=enabled,
                default=default,
            )

        if self.suggesting:
            self._build_suggestion()

    def _build_suggestion(self) -> None:
        """The first launch's note beside the menu, with its two buttons."""
        width = self.px(300)
        space = self.menu_rect.left - self.px(40)
        if space < width + self.px(40):
            return  # a window too narrow for the note: the Tutorial button is still there
        note = pygame.Rect(0, 0, width, self.px(290))
        note.center = (space // 2 + self.px(20), self.menu_rect.centery)
        self.suggestion_rect = note
        pad, h = self.px(18), self.px(46)
        yes = pygame.Rect(note.x + pad, note.bottom - pad - 2 * h - self.px(8), note.w - 2 * pad, h)
        no = pygame.Rect(yes.x, yes.bottom + self.px(8), yes.w, h)
        self.add_button(
            yes, tr("Start the tutorial"), self.take_suggestion, object_id="suggest_tutorial"
        )
        self.add_button(no, tr("Not now"), self.drop_suggestion, object_id="suggest_later")

    def take_suggestion(self) -> None:
        self.drop_suggestion()
        self.app.nav.open_tutorial()

    def drop_suggestion(self) -> None:
        self.suggesting = False
        self.suggestion_rect = pygame.Rect(0, 0, 0, 0)
        self.rebuild()

    def _continue_tip(self) -> str | None:
        """Whose game Continue resumes, and how far it has got."""
        from steamworks.ui.scenes import keeping

        summary = keeping.autosave_summary()
        if summary is None:
            return None
        where = (
            tr("finished: see the results")
            if summary.game_over
            else tr(
                "Age {age}, round {round}",
                age=ROMAN.get(summary.age, summary.age),
                round=summary.round,
            )
        )
        # translators: {players} are the players' names; {where} is how far the game has got
        return tr(
            "Your game with {players} ({where})",
            players=keeping.players_phrase(summary.players),
            where=where,
        )

    def continue_game(self) -> None:
        if not paths.has_autosave():  # removed since the title was drawn
            self.refresh()
            return
        self.app.call_hook("continue_game", paths.autosave_path())

    def on_back(self) -> None:
        self.app.nav.show_message(
            lambda: tr("Leave the workshop?"),
            lambda: tr("Close Steam Works and return to the desktop?"),
            buttons=[(lambda: tr("Stay"), None), (lambda: tr("Quit"), self.app.request_quit)],
        )

    def update(self, dt: float) -> None:
        self.clock += dt

    # --- drawing -------------------------------------------------------------------------------

    def kept_notice(self) -> str | None:
        from steamworks.ui.scenes import keeping

        return keeping.notice(self.app) or self.online_turns.line()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self.app.scale
        surface.blit(drawing.walnut_background((w, h)), (0, 0))
        # slow brass gears half hidden at the corners, like a machine under the table
        turn = motion.phase(self.clock) * 0.12  # calm motion: the gears stand still
        drawing.draw_gear(surface, (w * 0.02, h * 0.98), 250 * s, 22, turn, P.BRASS_DARK, alpha=70)
        drawing.draw_gear(
            surface,
            (w * 0.02 + 310 * s, h * 1.03),
            120 * s,
            12,
            -turn * 22 / 12 + 0.1,
            P.BRASS_DARK,
            alpha=60,
        )
        drawing.draw_gear(
            surface, (w * 0.985, h * 0.03), 210 * s, 18, -turn * 1.1, P.COPPER_DARK, alpha=70
        )
        menu = self.menu_rect
        key = ((w, h), s, (menu.x, menu.y, menu.w, menu.h), self.kept_notice())
        # the layer holds words (the motto, the footer): a change of language, or of the text
        # size beyond 110% (where the scale stops), draws it again
        cache_key = (key, current_language(), text_gain())
        if self._static is None or self._static[0] != cache_key:
            self._static = (cache_key, self._static_layer(*key))
        surface.blit(self._static[1], (0, 0))
        if self.suggesting and self.suggestion_rect.w:
            self._draw_suggestion(surface)
        else:
            self._draw_device(surface, LEFT_DEVICE, left=True)
        self._draw_device(surface, RIGHT_DEVICE, left=False)

    def _static_layer(
        self,
        size: tuple[int, int],
        s: float,
        menu: tuple[int, int, int, int],
        notice: str | None = None,
    ) -> pygame.Surface:
        """The parts of the title that never move (logo, menu plate, footer), drawn once per size."""
        layer = pygame.Surface(size, pygame.SRCALPHA)
        w, h = size
        self._draw_logo(layer, notice)
        plate = pygame.Rect(menu).inflate(self.px(56), self.px(52))
        drawing.brass_frame(layer, plate, s, thickness=6, radius=10)
        inner = pygame.Surface(plate.size, pygame.SRCALPHA)
        pygame.draw.rect(
            inner, (*P.darker(P.WALNUT, 0.35), 235), inner.get_rect(), border_radius=self.px(10)
        )
        layer.blit(inner, plate.topleft)
        foot = font("ui", 14, s)
        drawing.blit_text(
            layer,
            foot,
            f"v{__version__}",
            P.mix(P.BRASS, P.WALNUT, 0.35),
            (w - self.px(16), h - self.px(12)),
            "bottomright",
        )
        # left of the menu's plate: on two lines when the text is too large for one
        credit = tr("Steam Works, the board game, was designed by Alex Churchill")
        room_w = plate.left - self.px(32)
        if foot.size(credit)[0] <= room_w:
            drawing.blit_text(
                layer,
                foot,
                credit,
                P.mix(P.BRASS, P.WALNUT, 0.45),
                (self.px(16), h - self.px(12)),
                "bottomleft",
            )
            return layer
        credit_h = room.label_height(foot, credit, room_w)
        room.blit_label(
            layer,
            foot,
            credit,
            P.mix(P.BRASS, P.WALNUT, 0.45),
            pygame.Rect(self.px(16), h - self.px(12) - credit_h, room_w, credit_h),
            where="title footer",
        )
        return layer

    def logo_layout(self, width: int) -> LogoLayout:
        """Where the name, the motto and the rule under it go in a window `width` wide.

        The name's letters sit centred px(192) above the menu when there is room; when the
        menu is pushed up (a large interface scale in a 16:9 window) they move down to keep a
        margin above them, the gap under them narrows, and only then do the letters shrink,
        so the name is never cut at the top and the rule never reaches the menu's plate."""
        s = self.app.scale
        plate_top = self.menu_rect.top - self.px(26)  # the plate is the menu inflated by px(52)
        motto_h = font("serif_italic", 30, s).get_linesize()
        size = TITLE_PX
        while True:
            # the name is a picture, not words to read: it keeps the layout's size when the
            # text grows past it (larger text sizes), and the menu the room
            title_font = font("display", size, s / max(1.0, text_gain()))
            img = drawing.engraved(
                title_font,
                "STEAM WORKS",
                P.BRASS_LIGHT,
                s * 2.2,
                highlight=P.lighter(P.BRASS_LIGHT, 0.6),
                shadow=(8, 5, 2),
            )
            ink = img.get_bounding_rect()  # the letters, without the face's empty line space
            rect = img.get_rect(center=(width // 2, self.menu_rect.top - self.px(192)))
            # room under the letters as drawn at the design size: the image's empty lower part
            gap = rect.bottom - (rect.top + ink.bottom) + self.px(6)
            rect.top = max(rect.top, self.px(TITLE_MARGIN) - ink.top)
            below = motto_h + self.px(16 + RULE_ROOM)  # motto, rule, and air above the plate
            spare = plate_top - (rect.top + ink.bottom) - below
            gap = max(self.px(MIN_TITLE_GAP), min(gap, spare))
            if spare >= gap or size <= MIN_TITLE_PX:
                break
            size -= 4
        motto_y = rect.top + ink.bottom + gap
        return LogoLayout(
            image=img,
            rect=rect,
            ink=ink.move(rect.topleft),
            motto_y=motto_y,
            rule_y=motto_y + motto_h + self.px(16),
        )

    def _draw_logo(self, surface: pygame.Surface, notice: str | None = None) -> None:
        """The engraved name, and under it the motto, or the 'kept in Load' notice in its place
        (brighter, on a dark plate), where the eye goes before the menu."""
        w, _ = surface.get_size()
        s = self.app.scale
        layout = self.logo_layout(w)
        rect = layout.rect
        # a subtle golden glow behind the letters
        glow = pygame.Surface((rect.w + self.px(80), rect.h + self.px(40)), pygame.SRCALPHA)
        for i in range(8):
            pygame.draw.ellipse(
                glow, (*P.BRASS, 7), glow.get_rect().inflate(-i * self.px(14), -i * self.px(5))
            )
        surface.blit(glow, glow.get_rect(center=rect.center))
        surface.blit(layout.image, rect)
        sub = font("serif_italic", 30, s)
        y = layout.motto_y
        if notice:
            # a long table's names: a smaller size, then an ellipsis, never past the window
            room = w - self.px(120)
            size = 30
            while size > 18 and font("serif_italic", size, s).size(notice)[0] > room:
                size -= 2
            small = font("serif_italic", size, s)
            if small.size(notice)[0] > room:
                while notice and small.size(notice + "…")[0] > room:
                    notice = notice[:-1]
                notice += "…"
            img = small.render(notice, True, P.PARCHMENT)
            plate = img.get_rect(midtop=(w // 2, y)).inflate(self.px(36), self.px(6))
            pygame.draw.rect(
                surface, (*P.darker(P.WALNUT, 0.5), 230), plate, border_radius=self.px(8)
            )
            pygame.draw.rect(
                surface, P.BRASS, plate, max(1, self.px(1.5)), border_radius=self.px(8)
            )
            surface.blit(img, img.get_rect(midtop=(w // 2, y)))
        else:
            drawing.blit_text(
                surface,
                sub,
                tr("Ingenious devices for Her Majesty's pleasure"),
                P.mix(P.PARCHMENT, P.BRASS_LIGHT, 0.3),
                (w // 2, y),
                "midtop",
            )
        drawing.ornament_rule(surface, w // 2, layout.rule_y, self.px(260), s, P.BRASS)

    def _draw_suggestion(self, surface: pygame.Surface) -> None:
        note = drawing.parchment_card(surface, self.suggestion_rect, self.app.scale)
        pad = self.px(18)
        text_rect = pygame.Rect(note.x + pad, note.y + pad, note.w - 2 * pad, note.h)
        words = font("ui_medium", 18, self.app.scale)
        room.blit_paragraph(surface, words, tr(SUGGESTION), P.INK, text_rect)

    def _draw_device(self, surface: pygame.Surface, device, left: bool) -> None:
        w, h = surface.get_size()
        s = self.app.scale
        tile = self.px(118)
        pitch = tile + self.px(6)
        space = (
            (self.menu_rect.left - self.px(40))
            if left
            else (w - self.menu_rect.right - self.px(40))
        )
        if space < pitch * 2 + self.px(40):
            return  # too narrow a window for the showcase: the menu matters more
        cols = max(c for (_, c), _, _ in device) + 1
        rows = max(r for (r, _), _, _ in device) + 1
        width, height = cols * pitch, rows * pitch
        cx = (
            (self.menu_rect.left - self.px(28)) / 2
            if left
            else (self.menu_rect.right + self.px(28) + w) / 2
        )
        x0 = cx - width / 2
        y0 = self.menu_rect.centery - height / 2 + self.px(10)
        bob = math.sin(motion.phase(self.clock) * 1.3 + (0 if left else 1.7)) * 2 * s
        for (r, c), tile_id, rot in device:
            rect = pygame.Rect(round(x0 + c * pitch), round(y0 + r * pitch + bob), tile, tile)
            drawing.drop_shadow(surface, rect, self.px(8), self.px(7), alpha=140)
            surface.blit(tile_image(tile_id, rot, tile), rect)
