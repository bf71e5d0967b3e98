"""The New game screen: who sits at the table, how personas are dealt, the variant, the seed,
and whether hints may be asked for (beside "Add an Inventor"; part of the game's setup).

The screen edits a `TableDraft` (plain state, no widgets) and rebuilds its widgets from it, so
a resize or a scale change never loses what the player typed. Start turns the draft into a
`GameSetup`, remembers it in the settings for next time, and calls the `start_game` hook.

When a game is in progress (in the autosave), a line beside Start says it will be kept in Load
(the `start_game` hook keeps it: see keeping.py).

Seats: 2 to 5, each Human or AI (Easy, Medium, Hard, Expert; Random only with the developer flag),
a name, and a colour no other seat has (clicking the colour disc moves to the next free one).

Each AI level at the table gets a line under the seats (as many as there is room for, in
place of the how-to hint at a full table; the seat's tooltip always has it) saying how strong it
is, from the ladder's ratings (`steamworks.ui.scenes.level_notes`: "Hard: about 400 points above
Medium; wins 4 of 5 games against it."), or, when it is not rated, what it does.
"""

from __future__ import annotations

import functools
import random
from typing import Any

import attrs
import pygame

from steamworks.language import current_language, mark, ptr, tr
from steamworks.rules.setup import PERSONAS_DRAFT, PERSONAS_RANDOM, GameSetup, SeatSetup
from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import text_gain
from steamworks.ui.art.tile_art import draw_player_mark
from steamworks.ui.overflow import report_overflow
from steamworks.ui.scenes import room
from steamworks.ui.scenes.common import CHECK, RADIO, ColumnCard
from steamworks.ui.scenes.level_notes import level_note
from steamworks.ui.settings import setup_from_plain, setup_to_plain
from steamworks.ui.speech.spoken_screen import Watched
from steamworks.ui.style import font

MIN_SEATS, MAX_SEATS = 2, 5
COLOURS = 5
NAME_LIMIT = 18
SEED_LIMIT = 9  # digits: keeps the seed readable and inside an int32

HUMAN = "human"
AI_LEVELS = ("ai:easy", "ai:medium", "ai:hard", "ai:expert")
AI_RANDOM = "ai:random"
CONTROLLER_LABELS = {
    HUMAN: mark("Human"),
    "ai:easy": mark("AI · Easy"),
    "ai:medium": mark("AI · Medium"),
    "ai:hard": mark("AI · Hard"),
    "ai:expert": mark("AI · Expert"),
    AI_RANDOM: mark("AI · Random"),
}
HOW_TO_HINT = mark(
    "Play runs clockwise down this list; the first start player is drawn at random. "
    "Click a colour disc to change colours, and the arrows to choose between a person "
    "and an automatic opponent."
)


# Names offered to new seats, in order; a name already at the table is skipped. They are
# translated when a seat is given one (then the name is the player's, saved as it is).
DEFAULT_NAMES = (
    mark("Inventor"),
    mark("Lady Cogsworth"),
    mark("Dr Tinkerton"),
    mark("Mr Bellweather"),
    mark("Miss Sprocket"),
    mark("Sir Pennyfeather"),
)

PERSONA_OPTIONS = (
    (
        PERSONAS_RANDOM,
        mark("Dealt at random, side A"),
        mark(
            "Everyone gets a random persona using the shared side A spaces. Best for a first game."
        ),
    ),
    (
        PERSONAS_DRAFT,
        mark("Drafted, side A or B"),
        mark(
            "Spare boards are dealt; from the last seat backwards, each picks a persona and its side."
        ),
    ),
)
HINTS_TITLE = mark("Allow hints")
HINTS_EXPLANATION = mark("Suggests your best choices (H).")
HINTS_TIP = mark(
    "Whether the players may ask the coach for hints in this game; the log notes each one"
)
VARIANT_TITLE = mark("End-of-age rule")
VARIANT_EXPLANATION = mark(
    "Running out of tiles ends only that tile's age, never the whole game early."
)

SEED_HINT = mark("Leave empty for a fresh shuffle. The same seed and table deal the same game.")


def default_name(index: int) -> str:
    """The `index`-th name offered to a new seat, in the language spoken now (as long as a
    name may be)."""
    return tr(DEFAULT_NAMES[index])[:NAME_LIMIT]


@attrs.define
class SeatDraft:
    name: str
    controller: str = HUMAN
    colour: int = 0


@attrs.define
class TableDraft:
    """What the New game screen is editing."""

    seats: list[SeatDraft]
    personas: str = PERSONAS_RANDOM
    variant: bool = False
    seed_text: str = ""
    hints: bool = True  # a human seat may ask for hints (the Game screen's Hint button, H)

    @classmethod
    def default(cls) -> TableDraft:
        return cls(
            seats=[
                SeatDraft(default_name(0), HUMAN, 0),
                SeatDraft(default_name(1), "ai:medium", 1),
                SeatDraft(default_name(2), "ai:medium", 2),
            ]
        )

    @classmethod
    def from_plain(cls, data: Any) -> TableDraft:
        """The draft remembered in the settings, or the default table when there is none."""
        setup = setup_from_plain(data) if data else None
        if setup is None:
            return cls.default()
        seats: list[SeatDraft] = []
        used: set[int] = set()
        for seat in setup.seats:
            colour = seat.colour if 0 <= seat.colour < COLOURS and seat.colour not in used else None
            if colour is None:
                colour = next(c for c in range(COLOURS) if c not in used)
            used.add(colour)
            controller = seat.controller if seat.controller in CONTROLLER_LABELS else HUMAN
            seats.append(SeatDraft(seat.name[:NAME_LIMIT], controller, colour))
        seed_text = str(setup.seed) if data.get("seed_fixed") else ""
        personas = (
            setup.personas
            if setup.personas in (PERSONAS_RANDOM, PERSONAS_DRAFT)
            else PERSONAS_RANDOM
        )
        return cls(
            seats=seats,
            personas=personas,
            variant=setup.variant_end_of_age,
            seed_text=seed_text,
            hints=setup.hints,
        )

    # --- edits ---------------------------------------------------------------------------------

    def free_colours(self) -> list[int]:
        used = {s.colour for s in self.seats}
        return [c for c in range(COLOURS) if c not in used]

    def next_colour(self, index: int) -> None:
        """Move a seat to the next colour nobody else has (wrapping round)."""
        seat = self.seats[index]
        taken = {s.colour for i, s in enumerate(self.seats) if i != index}
        for step in range(1, COLOURS + 1):
            candidate = (seat.colour + step) % COLOURS
            if candidate not in taken:
                seat.colour = candidate
                return

    def add_seat(self) -> None:
        if len(self.seats) >= MAX_SEATS:
            return
        names = {s.name for s in self.seats}
        offered = (default_name(i) for i in range(1, len(DEFAULT_NAMES)))
        name = next(
            (n for n in offered if n not in names),
            tr("Player {number}", number=len(self.seats) + 1)[:NAME_LIMIT],
        )
        self.seats.append(SeatDraft(name, "ai:medium", self.free_colours()[0]))

    def remove_seat(self, index: int) -> None:
        if len(self.seats) > MIN_SEATS:
            del self.seats[index]

    def step_controller(self, index: int, step: int, dev: bool) -> None:
        order = [HUMAN, *AI_LEVELS] + ([AI_RANDOM] if dev else [])
        current = self.seats[index].controller
        position = order.index(current) if current in order else 0
        self.seats[index].controller = order[(position + step) % len(order)]

    # --- checks and result ---------------------------------------------------------------------

    def problem(self) -> str | None:
        """Why the table cannot start yet, in words; None when it can."""
        if not MIN_SEATS <= len(self.seats) <= MAX_SEATS:
            return tr("Steam Works needs two to five inventors.")
        if any(not s.name.strip() for s in self.seats):
            return tr("Every inventor needs a name.")
        names = [s.name.strip().casefold() for s in self.seats]
        if len(set(names)) != len(names):
            return tr("Two inventors share a name: give each their own.")
        if len({s.colour for s in self.seats}) != len(self.seats):
            return tr("Two inventors share a colour.")
        if self.seed_text and not self.seed_text.isdigit():
            return tr("The seed must be a whole number.")
        return None

    def seed(self, rng: random.Random | None = None) -> int:
        if self.seed_text.isdigit():
            return int(self.seed_text)
        return (rng or random.SystemRandom()).randrange(1, 10**SEED_LIMIT)

    def to_setup(self, rng: random.Random | None = None) -> GameSetup:
        seats = tuple(
            SeatSetup(name=s.name.strip(), controller=s.controller, colour=s.colour)
            for s in self.seats
        )
        return GameSetup(
            seats=seats,
            seed=self.seed(rng),
            personas=self.personas,
            variant_end_of_age=self.variant,
            hints=self.hints,
        )


class NewGameScene(ColumnCard):
    name = "new_game"
    title = mark("New Game")
    card_size = (1300, 800)

    def __init__(self, app, dev: bool = False) -> None:
        super().__init__(app)
        self.dev = dev
        self.draft = TableDraft.from_plain(app.settings.last_setup)
        if app.options.seed is not None:  # a seed given on the command line
            self.draft.seed_text = str(app.options.seed)[:SEED_LIMIT]
        if not dev:
            for seat in self.draft.seats:
                if seat.controller == AI_RANDOM:
                    seat.controller = "ai:medium"
        self.rng: random.Random | None = None  # tests set a seeded one
        self.hints_rect: pygame.Rect | None = None  # the "Allow hints" option (set by build)
        # "Your game with ... will be kept in Load.", shown beside Start (read once per language:
        # a quick summary; `build` words it again after a change of language)
        self.will_keep: str | None = None
        self._will_keep_language: str | None = None
        self.seat_rects: list[pygame.Rect] = []
        self.left = pygame.Rect(0, 0, 0, 0)
        self.right = pygame.Rect(0, 0, 0, 0)
        self.option_rects: dict[str, pygame.Rect] = {}
        self.problem_pos = (0, 0)
        self.seats_bottom = 0
        self.back_right = 0  # the Back button's right edge (set by build)
        # at a large text size: the one column's rows shown, (kind, key, rect), and the first
        # row shown of all (they scroll a row at a time)
        self.column: list[tuple[str, Any, pygame.Rect]] = []
        self.first_row = 0
        self.column_rows = 0

    # --- layout --------------------------------------------------------------------------------

    def spoken_seats(self) -> str:
        """The table being set, as the spoken mode says it: each seat's name and who plays it."""
        from steamworks.ui.speech import screens as spoken

        return spoken.seats_words(
            [
                (seat.name, tr(CONTROLLER_LABELS.get(seat.controller, seat.controller)))
                for seat in self.draft.seats
            ]
        )

    def spoken_opening(self) -> str:
        """The spoken mode's words as New game opens: its name and the table being set."""
        from steamworks.ui.speech import screens as spoken

        return spoken.screen_words(tr(self.title), self.spoken_seats())

    def spoken_watch(self) -> Watched:
        """The seats: the table is said again when one is added or removed."""
        return Watched(len(self.draft.seats), self.spoken_seats())

    def spoken_stop(self, object_id: str) -> str:
        """New game's stops: a seat's colour and who plays it, the personas, the two boxes
        ("" leaves the others to the general words)."""
        from steamworks.ui.speech import screens as spoken

        draft = self.draft
        text = str(getattr(self.widget_or_none(object_id), "text", "") or "").strip()
        if object_id.startswith("seat") and "_" in object_id:
            index, part = object_id[len("seat") :].split("_", 1)
            if not index.isdigit() or int(index) >= len(draft.seats):
                return ""
            seat = draft.seats[int(index)]
            if part == "colour":
                styles = P.player_styles(self.app.settings.colour_blind)
                return spoken.colour_words(seat.name, tr(styles[seat.colour % len(styles)].name))
            if part == "controller":
                return spoken.seat_kind_words(seat.name, text)
            if part == "remove":
                return spoken.button_words(tr("Remove {player}", player=seat.name))
            return ""
        if object_id.startswith("personas_"):
            mode = object_id[len("personas_") :]
            label = next((tr(lab) for m, lab, _ in PERSONA_OPTIONS if m == mode), mode)
            return spoken.radio_words(
                tr("Personas: {choice}", choice=spoken.sentence_part(label)), draft.personas == mode
            )
        if object_id == "add_seat":  # its words begin with a "+" drawn as a sign, not said
            widget = self.widget(object_id)
            return spoken.button_words(text.lstrip("+").strip(), self.tooltip_of(widget))
        if object_id == "hints":
            return spoken.toggle_words(tr(HINTS_TITLE), draft.hints)
        if object_id == "variant":
            return spoken.toggle_words(tr(VARIANT_TITLE), draft.variant)
        return ""

    def build(self) -> None:
        if self._will_keep_language != current_language():
            from steamworks.ui.scenes import keeping

            self.will_keep = keeping.will_keep_sentence()
            self._will_keep_language = current_language()
        card = self.card_rect()
        pad = self.px(52)
        top = self.content_top()
        self.left = pygame.Rect(
            card.left + pad, top, self.px(720), card.bottom - top - self.px(130)
        )
        self.right = pygame.Rect(
            self.left.right + self.px(56),
            top,
            card.right - pad - self.left.right - self.px(56),
            self.left.h,
        )
        bh = room.button_height(self.app, "@primary_button", self.px(58))
        bottom = card.bottom - self.px(38) - bh
        self.column = []
        if text_gain() > 1.0 or not self._two_columns_hold():
            # a large text size (or words longer than the two columns hold): one column of
            # rows across the card, scrolling
            self._build_column(pygame.Rect(card.left + pad, top, card.w - 2 * pad, 0), bottom)
        else:
            self._build_seats()
            self._build_options()
        back_w = room.button_width(self.app, "@button", (tr("Back"),), self.px(180))
        start_w = room.button_width(
            self.app, "@primary_button", (ptr("button", "Start"),), self.px(250)
        )
        self.back_right = card.left + pad + back_w
        self.add_button(
            pygame.Rect(card.left + pad, bottom, back_w, bh),
            tr("Back"),
            self.on_back,
            object_id="back",
        )
        problem = self.draft.problem()
        start = self.add_button(
            pygame.Rect(card.right - pad - start_w, bottom, start_w, bh),
            ptr("button", "Start"),
            self.start,
            kind="@primary_button",
            object_id="start",
            default=True,
            enabled=problem is None,
            tooltip=problem,
        )
        self.problem_pos = (start.rect.left - self.px(20), start.rect.centery)

    def _build_seats(self) -> None:
        row_h, gap = self.px(58), self.px(12)
        y = self.left.top + self.px(46)
        swatch, entry_w, arrow, value_w, remove = (
            self.px(58),
            self.px(262),
            self.px(52),
            self.px(170),
            self.px(52),
        )
        spacing = self.px(12)
        self.seat_rects = []
        for i in range(len(self.draft.seats)):
            x = self.left.left
            row = pygame.Rect(x, y, self.left.w, row_h)
            self.seat_rects.append(row)
            inner_top, inner_h = y + self.px(3), row_h - self.px(6)
            name_x = x + swatch + spacing
            player_x = name_x + entry_w + spacing
            player_w = arrow * 2 + value_w + self.px(8)
            self._add_seat_controls(
                i,
                swatch=pygame.Rect(x, y, swatch, row_h),
                name=pygame.Rect(name_x, inner_top, entry_w, inner_h),
                player=pygame.Rect(player_x, inner_top, player_w, inner_h),
                remove=pygame.Rect(player_x + player_w + spacing, inner_top, remove, inner_h),
            )
            y += row_h + gap
        self.seats_bottom = y + self.px(4) + self.px(50)
        self.add_button(
            pygame.Rect(self.left.left, y + self.px(4), self.px(300), self.px(50)),
            tr("+  Add an Inventor"),
            self.add_seat,
            object_id="add_seat",
            kind="@button",
            enabled=len(self.draft.seats) < MAX_SEATS,
            tooltip=None
            if len(self.draft.seats) < MAX_SEATS
            else tr("Five inventors is a full table"),
        )
        # beside the Add button: whether the players may ask for hints in this game
        self.hints_rect = pygame.Rect(
            self.left.left + self.px(340), y + self.px(4), self.left.w - self.px(340), self.px(50)
        )
        self.add_toggle(
            pygame.Rect(self.hints_rect.left, self.hints_rect.top, self.px(40), self.px(40)),
            self.draft.hints,
            self.toggle_hints,
            object_id="hints",
            tooltip=tr(HINTS_TIP),
        )

    def _build_options(self) -> None:
        box = self.px(40)
        y = self.right.top + self.px(46)
        self.option_rects = {}
        for mode, _, text in PERSONA_OPTIONS:
            rect = pygame.Rect(self.right.left, y, self.right.w, self._option_height(tr(text)))
            self.option_rects[mode] = rect
            self.add_toggle(
                pygame.Rect(rect.left, rect.top, box, box),
                self.draft.personas == mode,
                functools.partial(self.set_personas, mode),
                object_id=f"personas_{mode}",
                glyph=RADIO,
            )
            y += rect.h
        y += self.px(54)
        rect = pygame.Rect(
            self.right.left, y, self.right.w, self._option_height(tr(VARIANT_EXPLANATION))
        )
        self.option_rects["variant"] = rect
        self.add_toggle(
            pygame.Rect(rect.left, rect.top, box, box),
            self.draft.variant,
            self.toggle_variant,
            object_id="variant",
        )
        y += rect.h + self.px(54)
        seed_hint = self._explanation_height(tr(SEED_HINT), self.right.w - self.px(216))
        self.option_rects["seed"] = pygame.Rect(
            self.right.left, y, self.right.w, max(self.px(100), seed_hint + self.px(2))
        )
        self.add_text_entry(
            pygame.Rect(self.right.left, y, self.px(200), self.px(46)),
            self.draft.seed_text,
            self.set_seed,
            object_id="seed",
            max_length=SEED_LIMIT,
            allowed="numbers",
        )

    # --- the one column of a large text size ----------------------------------------------------

    def _column_rows(self, width: int) -> list[tuple[str, Any, int]]:
        """The rows of the one column, (kind, key, height), top to bottom: the seats under their
        heading, Add and the hints, the how-to and the AI levels, then the personas, the variant
        and the seed under theirs; each as tall as its words wrapped to `width`."""
        s = self.app.scale
        heading = font("heading", 25, s).get_linesize() + self.px(18)
        hint_font = font("ui", 16, s)
        title_font = font("heading", 23, s)
        box = self._box()
        text_w = width - box - self.px(14)

        def option(title: str, text: str, w: int = text_w) -> int:
            return (
                room.label_height(title_font, title, w)
                + room.label_height(hint_font, text, w)
                + self.px(12)
            )

        rows: list[tuple[str, Any, int]] = [
            (
                "heading",
                tr("Inventors ({count} of {most})", count=len(self.draft.seats), most=MAX_SEATS),
                heading,
            )
        ]
        seat_h = self._seat_height()
        rows += [("seat", i, seat_h + self.px(10)) for i in range(len(self.draft.seats))]
        add_w = self._add_width()
        hints_w = width - add_w - self.px(24) - box - self.px(14)
        rows.append(
            (
                "add",
                None,
                max(
                    room.button_height(self.app, "@button", self.px(50)),
                    option(tr(HINTS_TITLE), tr(HINTS_EXPLANATION), hints_w),
                )
                + self.px(10),
            )
        )
        for note in [tr(HOW_TO_HINT), *self._level_notes()]:
            rows.append(("note", note, room.label_height(hint_font, note, width) + self.px(10)))
        rows.append(("heading", tr("Personas"), heading))
        for mode, title, text in PERSONA_OPTIONS:
            rows.append(("option", mode, option(tr(title), tr(text))))
        rows.append(("heading", tr("Variant"), heading))
        rows.append(("option", "variant", option(tr(VARIANT_TITLE), tr(VARIANT_EXPLANATION))))
        rows.append(("heading", tr("Seed (optional)"), heading))
        seed_w = self._seed_width()
        seed_hint = room.label_height(hint_font, tr(SEED_HINT), width - seed_w - self.px(16))
        rows.append(("seed", None, max(self._entry_height(), seed_hint) + self.px(10)))
        return rows

    def _box(self) -> int:
        """A tick box or radio as large as its mark."""
        return max(self.px(40), room.words_width(self.app, "@toggle", CHECK) + 6)

    def _entry_height(self) -> int:
        return room.button_height(self.app, "@text_entry", self.px(46))

    def _draw_swatch(self, surface: pygame.Surface, style, sw: pygame.Rect) -> None:
        """A seat's colour swatch with its mark: what the seat's colour button shows."""
        pygame.draw.rect(surface, style.colour, sw, border_radius=self.px(6))
        pygame.draw.rect(
            surface,
            P.lighter(style.colour, 0.35),
            sw.inflate(-self.px(6), -self.px(6)),
            max(1, self.px(1)),
            border_radius=self.px(4),
        )
        draw_player_mark(surface, style.mark, sw.center, self.px(12), style.ink)

    def _seat_height(self) -> int:
        return max(
            self.px(58),
            self._entry_height(),
            room.button_height(self.app, "@stepper_value", self.px(52)),
        )

    def _add_width(self) -> int:
        return room.button_width(self.app, "@button", (tr("+  Add an Inventor"),), self.px(300))

    def _seed_width(self) -> int:
        return room.words_width(self.app, "@text_entry", "9" * SEED_LIMIT) + self.px(40)

    def _build_column(self, area: pygame.Rect, bottom: int) -> None:
        """The rows of the one column that fit above the buttons, from `first_row`, with their
        widgets; ▲ and ▼ beside them scroll when they do not all fit."""
        room_h = bottom - self.px(12) - area.top
        arrow = self.px(44)
        rows = self._column_rows(area.w)
        if sum(height for _, _, height in rows) > room_h:
            area = pygame.Rect(area.left, area.top, area.w - arrow - self.px(16), 0)
            rows = self._column_rows(area.w)
        heights = [height for _, _, height in rows]
        # the first row shown: never past the point where the last rows fill the room
        used, last_first = 0, len(rows)
        while last_first > 0 and used + heights[last_first - 1] <= room_h:
            last_first -= 1
            used += heights[last_first]
        self.first_row = max(0, min(self.first_row, last_first))
        self.column_rows = len(rows)
        y = area.top
        for kind, key, height in rows[self.first_row :]:
            if y + height > area.top + room_h and self.column:
                break
            rect = pygame.Rect(area.left, y, area.w, height)
            self.column.append((kind, key, rect))
            self._column_widgets(kind, key, rect)
            y += height
        if len(rows) > len(self.column) or self.first_row:
            x = area.right + self.px(16)
            room.add_scroll_arrows(
                self,
                x,
                area.top,
                area.top + room_h,
                arrow,
                self.scroll_column,
                self.first_row > 0,
                self.first_row + len(self.column) < len(rows),
            )

    def _column_widgets(self, kind: str, key: Any, rect: pygame.Rect) -> None:
        """The widgets of one row of the column."""
        box = self._box()
        if kind == "seat":
            self._seat_widgets(key, pygame.Rect(rect.left, rect.top, rect.w, self._seat_height()))
        elif kind == "add":
            count = len(self.draft.seats)
            self.add_button(
                pygame.Rect(
                    rect.left,
                    rect.top,
                    self._add_width(),
                    room.button_height(self.app, "@button", self.px(50)),
                ),
                tr("+  Add an Inventor"),
                self.add_seat,
                object_id="add_seat",
                kind="@button",
                enabled=count < MAX_SEATS,
                tooltip=None if count < MAX_SEATS else tr("Five inventors is a full table"),
            )
            left = rect.left + self._add_width() + self.px(24)
            self.add_toggle(
                pygame.Rect(left, rect.top, box, box),
                self.draft.hints,
                self.toggle_hints,
                object_id="hints",
                tooltip=tr(HINTS_TIP),
            )
        elif kind == "option":
            on = self.draft.variant if key == "variant" else self.draft.personas == key
            self.add_toggle(
                pygame.Rect(rect.left, rect.top, box, box),
                on,
                self.toggle_variant
                if key == "variant"
                else functools.partial(self.set_personas, key),
                object_id="variant" if key == "variant" else f"personas_{key}",
                glyph=CHECK if key == "variant" else RADIO,
            )
        elif kind == "seed":
            self.add_text_entry(
                pygame.Rect(rect.left, rect.top, self._seed_width(), self._entry_height()),
                self.draft.seed_text,
                self.set_seed,
                object_id="seed",
                max_length=SEED_LIMIT,
                allowed="numbers",
            )

    def _seat_widgets(self, i: int, row: pygame.Rect) -> None:
        """A seat's colour disc, name, player and remove button across `row` (the seats of the
        column: each part as wide as its words need)."""
        spacing = self.px(12)
        inset = self.px(3)
        swatch = row.h
        names = [s.name for s in self.draft.seats] + [tr("Name"), "W" * 12]
        entry_w = max(
            self.px(262),
            max(room.words_width(self.app, "@text_entry", n) for n in names) + self.px(28),
        )
        arrow = row.h - 2 * inset
        value_w = room.button_width(
            self.app,
            "@stepper_value",
            (tr(label) for label in CONTROLLER_LABELS.values()),
            self.px(170),
        )
        inner_top, inner_h = row.top + inset, row.h - 2 * inset
        name_x = row.left + swatch + spacing
        player_x = name_x + entry_w + spacing
        player_w = 2 * arrow + value_w + self.px(8)
        self._add_seat_controls(
            i,
            swatch=pygame.Rect(row.left, row.top, swatch, row.h),
            name=pygame.Rect(name_x, inner_top, entry_w, inner_h),
            player=pygame.Rect(player_x, inner_top, player_w, inner_h),
            remove=pygame.Rect(player_x + player_w + spacing, inner_top, arrow, inner_h),
        )

    def _add_seat_controls(
        self,
        i: int,
        *,
        swatch: pygame.Rect,
        name: pygame.Rect,
        player: pygame.Rect,
        remove: pygame.Rect,
    ) -> None:
        """Seat `i`'s colour disc, name, player stepper and remove button, at the rects its
        layout gives them (the usual fixed widths, or the column's widths sized to their words)."""
        seat = self.draft.seats[i]
        self.add_button(
            swatch,
            "",
            functools.partial(self.cycle_colour, i),
            kind="@swatch",
            object_id=f"seat{i}_colour",
            tooltip=tr("Change colour (each inventor has their own)"),
        )
        self.add_text_entry(
            name,
            seat.name,
            functools.partial(self.rename, i),
            object_id=f"seat{i}_name",
            placeholder=tr("Name"),
            max_length=NAME_LIMIT,
        )
        self.add_stepper(
            player,
            tr(CONTROLLER_LABELS.get(seat.controller, seat.controller)),
            functools.partial(self.step_controller, i),
            object_id=f"seat{i}_controller",
            tooltip=level_note(seat.controller),
        )
        self.add_button(
            remove,
            "×",
            functools.partial(self.remove_seat, i),
            kind="@close_button",
            object_id=f"seat{i}_remove",
            enabled=len(self.draft.seats) > MIN_SEATS,
            tooltip=tr("Remove this seat"),
        )

    def _draw_column(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        hint_font = font("ui", 16, s)
        title_font = font("heading", 23, s)
        box = self._box()
        styles = P.player_styles(self.app.settings.colour_blind)

        def option(rect: pygame.Rect, title: str, text: str) -> None:
            words = pygame.Rect(rect.left, rect.top, rect.w, 0)
            words.y += room.blit_label(surface, title_font, title, P.INK, words, "label")
            room.blit_label(surface, hint_font, text, P.INK_SOFT, words, "paragraph")

        for kind, key, rect in self.column:
            if kind == "heading":
                self.section_heading(surface, key, (rect.left, rect.top + self.px(6)), rect.w)
            elif kind == "seat":
                seat = self.draft.seats[key]
                style = styles[seat.colour % len(styles)]
                sw = pygame.Rect(rect.left, rect.top, self._seat_height(), self._seat_height())
                self._draw_swatch(surface, style, sw)
            elif kind == "add":
                left = rect.left + self._add_width() + self.px(24) + box + self.px(14)
                option(
                    pygame.Rect(left, rect.top, rect.right - left, 0),
                    tr(HINTS_TITLE),
                    tr(HINTS_EXPLANATION),
                )
            elif kind == "note":
                room.blit_label(
                    surface,
                    hint_font,
                    key,
                    P.INK_SOFT,
                    pygame.Rect(rect.left, rect.top, rect.w, 0),
                    "paragraph",
                )
            elif kind == "option":
                left = rect.left + box + self.px(14)
                if key == "variant":
                    title, text = tr(VARIANT_TITLE), tr(VARIANT_EXPLANATION)
                else:
                    _, title, text = next(o for o in PERSONA_OPTIONS if o[0] == key)
                    title, text = tr(title), tr(text)
                option(pygame.Rect(left, rect.top, rect.right - left, 0), title, text)
            elif kind == "seed":
                left = rect.left + self._seed_width() + self.px(16)
                room.blit_label(
                    surface,
                    hint_font,
                    tr(SEED_HINT),
                    P.INK_SOFT,
                    pygame.Rect(left, rect.top, rect.right - left, 0),
                    "paragraph",
                )

    # --- edits ---------------------------------------------------------------------------------

    def cycle_colour(self, index: int) -> None:
        self.draft.next_colour(index)
        self._refresh_start()

    def rename(self, index: int, text: str) -> None:
        self.draft.seats[index].name = text
        self._refresh_start()

    def step_controller(self, index: int, step: int) -> None:
        self.draft.step_controller(index, step, self.dev)
        self.widget(f"seat{index}_controller").set_text(
            tr(CONTROLLER_LABELS[self.draft.seats[index].controller])
        )

    def add_seat(self) -> None:
        self.draft.add_seat()
        self.rebuild()

    def remove_seat(self, index: int) -> None:
        self.draft.remove_seat(index)
        self.rebuild()

    def set_personas(self, mode: str) -> None:
        self.draft.personas = mode
        self.rebuild()

    def toggle_hints(self) -> None:
        self.draft.hints = not self.draft.hints
        self.widget("hints").set_text("✓" if self.draft.hints else "")

    def toggle_variant(self) -> None:
        self.draft.variant = not self.draft.variant
        self.widget("variant").set_text("✓" if self.draft.variant else "")

    def set_seed(self, text: str) -> None:
        self.draft.seed_text = text.strip()
        self._refresh_start()

    def _refresh_start(self) -> None:
        # keep text fields (and their focus) alive while typing: only the Start button changes
        if "start" in self._named:
            problem = self.draft.problem()
            self.allow_button("start", problem is None, problem)

    # --- start ---------------------------------------------------------------------------------

    def start(self) -> None:
        if self.draft.problem() is not None:
            return
        setup = self.draft.to_setup(self.rng)
        remembered = setup_to_plain(setup)
        remembered["seed_fixed"] = bool(self.draft.seed_text)
        self.app.change_settings(last_setup=remembered)
        self.app.call_hook("start_game", setup)

    # --- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        self.draw_card(surface)
        if self.column:
            self._draw_column(surface)
            self._draw_problem(surface)
            return
        s = self.app.scale
        self.section_heading(
            surface,
            tr("Inventors ({count} of {most})", count=len(self.draft.seats), most=MAX_SEATS),
            (self.left.left, self.left.top),
            self.left.w,
        )
        styles = P.player_styles(self.app.settings.colour_blind)
        for i, row in enumerate(self.seat_rects):
            seat = self.draft.seats[i] if i < len(self.draft.seats) else None
            if seat is None:
                continue
            style = styles[seat.colour % len(styles)]
            sw = pygame.Rect(row.left, row.top, self.px(58), row.h)
            pygame.draw.rect(
                surface,
                P.darker(style.colour, 0.45),
                sw.move(0, self.px(2)),
                border_radius=self.px(6),
            )
            self._draw_swatch(surface, style, sw)
        self.section_heading(
            surface, tr("Personas"), (self.right.left, self.right.top), self.right.w
        )
        for mode, title, text in PERSONA_OPTIONS:
            rect = self.option_rects.get(mode)
            if rect is not None:
                self._option_text(surface, rect, tr(title), tr(text))
        if self.hints_rect is not None:
            self._option_text(surface, self.hints_rect, tr(HINTS_TITLE), tr(HINTS_EXPLANATION))
        variant = self.option_rects.get("variant")
        if variant is not None:
            self.section_heading(
                surface, tr("Variant"), (self.right.left, variant.top - self.px(46)), self.right.w
            )
            self._option_text(surface, variant, tr(VARIANT_TITLE), tr(VARIANT_EXPLANATION))
        seed = self.option_rects.get("seed")
        if seed is not None:
            self.section_heading(
                surface,
                tr("Seed (optional)"),
                (self.right.left, seed.top - self.px(46)),
                self.right.w,
            )
            hint = pygame.Rect(
                seed.left + self.px(216), seed.top - self.px(2), seed.w - self.px(216), seed.h
            )
            self.hint(surface, tr(SEED_HINT), hint, 16)
        order = pygame.Rect(
            self.left.left, self.seats_bottom + self.px(22), self.left.w - self.px(40), self.px(120)
        )
        # the table's AI levels under the how-to hint; at a full table there is room for one
        # or the other, and the levels win (the arrows and discs explain themselves by then)
        f = font("ui", 16, s)
        notes = self._level_notes()
        width = self.left.w - self.px(40)
        gap = self.px(4)
        notes_h = sum(room.paragraph_height(f, n, width) + gap for n in notes)
        how_to = tr(HOW_TO_HINT)
        hint_h = room.paragraph_height(f, how_to, order.w) + self.px(12)
        y = order.top
        if not notes or order.top + hint_h + notes_h <= self.left.bottom:
            y += self.hint(surface, how_to, order, 16) + self.px(12)
        for note in notes:
            if y + room.paragraph_height(f, note, width) > self.left.bottom:
                break  # no room: the seat's tooltip still says it
            y += self.hint(surface, note, pygame.Rect(self.left.left, y, width, 0), 16) + gap
        self._draw_problem(surface)

    def _draw_problem(self, surface: pygame.Surface) -> None:
        """Why Start is greyed, or else where the game in progress will be kept, left of Start
        (wrapped between Back and Start at a large text size)."""
        s = self.app.scale
        problem = self.draft.problem()
        if self.column:
            words = problem or self.will_keep
            if words:
                f = font("ui_medium" if problem else "ui", 17 if problem else 16, s)
                left = self.back_right + self.px(24)
                box_w = self.problem_pos[0] - left
                height = room.label_height(f, words, box_w)
                room.blit_label(
                    surface,
                    f,
                    words,
                    P.OXIDE_RED if problem else P.INK_SOFT,
                    pygame.Rect(left, self.problem_pos[1] - height // 2, box_w, 0),
                    where="new game problem",
                    align="right",
                )
            return
        if problem:
            drawing.blit_text(
                surface,
                font("ui_medium", 17, s),
                problem,
                P.OXIDE_RED,
                self.problem_pos,
                "midright",
            )
        elif self.will_keep:
            from steamworks.ui.scenes.load import fit_text

            f = font("ui", 16, s)
            room_w = (
                self.problem_pos[0] - self.card_rect().left - self.px(52 + 180 + 24)
            )  # right of Back
            drawing.blit_text(
                surface,
                f,
                fit_text(f, self.will_keep, room_w),
                P.INK_SOFT,
                self.problem_pos,
                "midright",
            )

    def _level_notes(self) -> list[str]:
        """A line per AI level at the table, strongest first: a full table has room for two,
        and the strongest levels (Expert's thinking time) matter most there."""
        at_table = {seat.controller for seat in self.draft.seats}
        notes = (level_note(c) for c in reversed((AI_RANDOM, *AI_LEVELS)) if c in at_table)
        return [n for n in notes if n]

    def _option_text(
        self, surface: pygame.Surface, rect: pygame.Rect, title: str, text: str
    ) -> None:
        """An option's title and its explanation beside its box in the two columns, the
        explanation in the room down to the next option (`_option_rooms`), which the
        overflow watcher is told of."""
        x = rect.left + self.px(54)
        title_font = font("heading", 23, self.app.scale)
        drawing.blit_text(surface, title_font, title, P.INK, (x, rect.top + self.px(2)))
        if title_font.size(title)[0] > rect.right - x:  # past the card's edge: tell
            report_overflow(
                "option title",
                title,
                (rect.right - x, title_font.get_linesize()),
                title_font.size(title),
            )
        room_h = self._option_room(rect)
        self.hint(surface, text, pygame.Rect(x, rect.top + self.px(34), rect.right - x, room_h))

    def _option_room(self, rect: pygame.Rect) -> int:
        """How tall an option's explanation may be in the two columns: down to the next
        option, or beside Add down to the how-to hint."""
        if rect == self.hints_rect:
            return self.px(50 + 22 - 34)
        return rect.h - self.px(34)

    def _explanation_height(self, text: str, width: int) -> int:
        """The height of an option's explanation wrapped to `width` (as `hint` draws it)."""
        hint_font = font("ui", 16, self.app.scale)
        lines = len(room.wrap_lines(hint_font, text, width))
        return (lines - 1) * round(hint_font.get_linesize() * 1.15) + hint_font.get_linesize()

    def _option_height(self, text: str) -> int:
        """A persona or variant option in the right column: 92 design pixels, or as tall as a
        longer language's explanation needs (German's first persona option takes three
        lines at 100%, which ran into the next option's title)."""
        width = self.right.w - self.px(54)
        return max(self.px(92), self.px(34) + self._explanation_height(text, width) + self.px(8))

    def _two_columns_hold(self) -> bool:
        """Whether the designed two columns hold the options' words in the language spoken:
        every title on its line, the explanation beside Add on its line, and the right
        column's options, grown for their words, above the buttons (the game's languages
        do up to 110%; the pseudo language does not)."""
        title_font = font("heading", 23, self.app.scale)
        right_w = self.right.w - self.px(54)
        hints_w = self.left.w - self.px(340) - self.px(54)
        titles = [(tr(title), right_w) for _, title, _ in PERSONA_OPTIONS]
        titles += [(tr(VARIANT_TITLE), right_w), (tr(HINTS_TITLE), hints_w)]
        if any(title_font.size(title)[0] > width for title, width in titles):
            return False
        if self._explanation_height(tr(HINTS_EXPLANATION), hints_w) > self.px(50 + 22 - 34):
            return False
        column = (
            self.px(46)
            + sum(self._option_height(tr(text)) for _, _, text in PERSONA_OPTIONS)
            + self.px(54)
            + self._option_height(tr(VARIANT_EXPLANATION))
            + self.px(54)
        )
        seed_hint = self._explanation_height(tr(SEED_HINT), self.right.w - self.px(216))
        # the seed's entry and its hint beside it (its 100 design pixels reach below both)
        return self.right.top + column + max(self.px(46), seed_hint) <= self.right.bottom
