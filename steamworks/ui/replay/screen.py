"""The replay viewer: any save or finished game, stepped through position by position.

The table is drawn by the game's own views (`ui.game.views`, `ui.game.layout`) from the state
at the position shown, with the last action's places marked as the game marks them; the log
panel beside it holds the story up to that position, so it follows every step. The side
column says which step this is and what happens next (`replay.captions`); below that are the
controls:

- the step buttons: first, previous round, back, forward, next round, last;
- the slider over the whole log (`replay.slider`), a tick at each round's start;
- the keys: Left/Right step, Home/End go to the first and last step, PageUp/PageDown jump a
  round, Esc goes back to the screen the replay was opened from;
- a click on a step's line in the log goes back to the table just after that step (hovering a
  line lights up its places on the table, as in the game).

The keyboard reaches every control as on the game table (`ui.focus`, the order built by
`game.keyboard.focus_order`, the ring drawn by the game's views): Tab and Shift+Tab move a focus
ring over the step buttons, the slider, the log's Newest button and the toolbar (Back, Next
board, Play from here); Enter or Space does what a click on the focused button does (on the
slider, Left and Right already step). A greyed-out button keeps its place in the order, so the
ring stays put when a step reaches the end; the mouse hides the ring until the next Tab.

"Play from here" (`replay.branch`) writes the position shown as a new save and opens it as the
game in progress, through the same hook the Load screen uses; the save being replayed is only
ever read. Opened by the analysis on a decision, the viewer starts at that position and shows
what was played there beside what was better: two cards in the side column, under the step's
words (`replay.comparison`, so they cover nothing on the table),
and their places on the table glowing in the cards' colours.

`open_replay` is what `app.nav.open_replay` calls: it reads the game first, and a save that
cannot be read gets the message the Load screen would give, never a crash.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import attrs
import pygame
import pygame_gui

from steamworks.language import mark, tr
from steamworks.persistence.errors import SaveError
from steamworks.persistence.record import GameRecord
from steamworks.rules import engine
from steamworks.rules import frames as F
from steamworks.rules.state import GameState
from steamworks.ui import key_map
from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import text_gain
from steamworks.ui.art.palette import PlayerStyle
from steamworks.ui.focus import Focusable, KeyboardFocus
from steamworks.ui.game import layout as L
from steamworks.ui.game import target_keys as K
from steamworks.ui.game import views as V
from steamworks.ui.game.controller import is_human, last_move_keys
from steamworks.ui.game.keyboard import button_key, focus_order
from steamworks.ui.game.log_lines import HEADING
from steamworks.ui.game.log_panel import LogPanel
from steamworks.ui.game.places import place_targets
from steamworks.ui.game.prompt import PromptModel
from steamworks.ui.game.static_layer import StaticLayer
from steamworks.ui.game.story_lines import story_lines
from steamworks.ui.game.supply_scroll import SupplyScroll, draw_arrow_hover, scroll_step
from steamworks.ui.game.table_overlay import draw_ring_or_tip
from steamworks.ui.game.targets import Target, action_targets, hover_regions, region_at
from steamworks.ui.game.tooltips import Tip, tip_for
from steamworks.ui.geometry import Rect
from steamworks.ui.replay import branch
from steamworks.ui.replay import captions as W
from steamworks.ui.replay.comparison import draw_comparison, least_room
from steamworks.ui.replay.model import ReplayGame, Stepper
from steamworks.ui.replay.slider import ReplaySlider
from steamworks.ui.scene import Host, Scene, mouse_in_use, ring_key
from steamworks.ui.speech import positions
from steamworks.ui.speech.screens import sentence
from steamworks.ui.speech.spoken_screen import ShownPosition, Watched

# the title of the dialog a save that cannot be read gets: the one the Load screen shows
# (`App.call_hook` names every refusal of a hook so)
UNREADABLE_TITLE = mark("Something went wrong")

PLAY_TIP = mark("Go on playing from this step, as a new save (the replayed save is kept as it is)")
Move = Callable[[Stepper], bool]  # one of the Stepper's moves
# (object id, label, the move, tooltip), left to right
STEP_BUTTONS: tuple[tuple[str, str, Move, str], ...] = (
    ("replay_first", "|◀", Stepper.first, mark("The opening table (Home)")),
    (
        "replay_prev_round",
        "◀◀",
        Stepper.previous_round,
        mark("The start of this round, or the one before (PageUp)"),
    ),
    ("replay_back", "◀", Stepper.back, mark("One step back (Left)")),
    ("replay_forward", "▶", Stepper.forward, mark("One step on (Right)")),
    (
        "replay_next_round",
        "▶▶",
        Stepper.next_round,
        mark("The start of the next round (PageDown)"),
    ),
    ("replay_last", "▶|", Stepper.last, mark("The last step (End)")),
)
TOOLBAR_IDS = ("leave_replay", "replay_board", "play_from_here")  # left to right
BACKWARDS = (Stepper.first, Stepper.previous_round, Stepper.back)  # greyed out at the first step
KEYS: dict[int, Move] = {
    pygame.K_LEFT: Stepper.back,
    pygame.K_RIGHT: Stepper.forward,
    pygame.K_HOME: Stepper.first,
    pygame.K_END: Stepper.last,
    pygame.K_PAGEUP: Stepper.previous_round,
    pygame.K_PAGEDOWN: Stepper.next_round,
}


def control_rects(reg: L.Regions) -> tuple[Rect, Rect]:
    """(the step buttons' row, the slider) at the foot of the side column's card."""
    s, card = reg.scale, reg.prompt
    pad = 14 * s
    slider = Rect(card.x + pad, card.bottom - pad - 24 * s, card.w - 2 * pad, 24 * s)
    row = Rect(card.x + pad, slider.y - 8 * s - 34 * s, card.w - 2 * pad, 34 * s)
    return row, slider


def open_replay(
    host: Host,
    source: Path | str | GameRecord,
    *,
    index: int | None = None,
    chosen: object = None,
    better: object = None,
) -> ReplayScene | None:
    """Read `source` (a save's path, or a game in memory) and show it in the replay viewer at
    position `index` (the start by default), with `chosen` and `better` shown one above the other
    there when given. A game that cannot be read gets a message dialog instead."""
    try:
        if isinstance(source, GameRecord):
            game = ReplayGame.of_record(source)
        else:
            game = ReplayGame.of_save(source)
    except SaveError as exc:
        host.nav.show_message(lambda: tr(UNREADABLE_TITLE), str(exc))
        return None
    comparison = None
    if index is not None and (chosen is not None or better is not None):
        comparison = W.comparison_at(game, index, chosen, better)
    scene = ReplayScene(host, game, index=index or 0, comparison=comparison)
    host.push(scene)
    return scene


class ReplayScene(Scene):
    """A game's positions, one at a time (see the module docstring)."""

    name = "replay"
    opaque = True

    def __init__(
        self,
        app: Host,
        game: ReplayGame,
        index: int = 0,
        comparison: W.Comparison | None = None,
    ) -> None:
        super().__init__(app)
        self.game = game
        self.stepper = Stepper(game, index)
        self.comparison = comparison
        self.log_panel = LogPanel(game.names)
        self.slider = ReplaySlider()
        self.supply = SupplyScroll()
        self.humans = tuple(is_human(seat.controller) for seat in game.setup.seats)
        self.chosen_board: int | None = None  # set by Next board; else the board follows the play
        self.layout: L.TableLayout | None = None
        self.cards_extra = 0.0  # px the side column's card grew by for the comparison cards
        self.toolbar_rows = 1  # 2: larger text put Play from here under Back and Next board
        self.prompt: PromptModel | None = None
        self.marks: list[tuple[str, list[Target]]] = []  # ("Played"/"Better", its places)
        self.cards: list[tuple[str, str]] = []  # ("Played"/"Better", the move in words)
        self.regions_hover: list[tuple[tuple[Any, ...], Rect]] = []
        self.mouse: tuple[int, int] = (-1, -1)
        self.hover_key: tuple[Any, ...] | None = None
        self.hover_time = 0.0
        self.clock = 0.0
        self.key_focus = KeyboardFocus()
        self.static = StaticLayer()  # the table at this position, painted once per change

    # --- what is shown -----------------------------------------------------------------------

    @property
    def index(self) -> int:
        return self.stepper.index

    @property
    def state(self) -> GameState:
        return self.game.state_at(self.index)

    @property
    def focus(self) -> int:
        """Whose board is shown large: the one chosen with Next board, else the player to act
        (at the end of the game, the first seat)."""
        if self.chosen_board is not None:
            return self.chosen_board
        seat = engine.to_act(self.state)
        return seat if seat is not None else 0

    def styles(self) -> tuple[PlayerStyle, ...]:
        blind = self.app.settings.colour_blind
        return tuple(P.player_style(seat.colour, blind) for seat in self.game.setup.seats)

    def _context(self) -> V.ViewContext:
        state = self.state
        last: frozenset[tuple[Any, ...]] = frozenset()
        if self.index > 0:
            entry = self.game.record.log[self.index - 1]
            last = last_move_keys(entry.before, state, entry.action, entry.seat)
        return V.ViewContext(
            scale=self.app.scale,
            names=self.game.names,
            styles=self.styles(),
            colour_index=tuple(seat.colour for seat in self.game.setup.seats),
            colour_blind=self.app.settings.colour_blind,
            humans=self.humans,
            last_move=last,
            prompt=self.prompt,
            acting=engine.to_act(state),
            focus=self.focus,
            read_only=True,
        )

    # --- building the screen -------------------------------------------------------------------

    def _toolbar(self) -> tuple[tuple[str, str, Callable[[], None], str], ...]:
        """The toolbar's buttons: (object id, words, action, tooltip)."""
        return (
            ("leave_replay", tr("Back"), self.on_back, tr("Leave the replay (Esc)")),
            (
                "replay_board",
                tr("Next board"),
                self.next_board,
                tr("Show the next player's board large"),
            ),
            (
                "play_from_here",
                tr("Play from here"),
                self.play_from_here,
                tr(PLAY_TIP),
            ),
        )

    def _toolbar_in_two_rows(self, width: float, scale: float) -> bool:
        """Larger text whose words leave the toolbar's three buttons no room side by side even
        in the smallest button type: Back and Next board on one row, Play from here under them
        (the pseudo-language's words ran past the buttons' borders at 200%; English, German,
        French and Spanish keep one row at every size). Measured a size up, as the theme
        rounds its type (views._words_fit)."""
        if text_gain() <= 1:
            return False
        px = round(V.button_types(scale)[-1][1]) + 1
        labels = [text for _oid, text, _action, _tip in self._toolbar()]
        needed = sum(TF.text_width("ui_bold", px, label) + 12 * scale for label in labels)
        return needed + 8 * scale * (len(labels) - 1) > width

    def build(self) -> None:
        self.layout = self._make_layout()
        reg = self.layout.regions
        s = reg.scale
        toolbar = self._toolbar()
        # "Play from here" is the longest label: its button gets the most room; larger text,
        # or a language whose words are longer, gives each button as much as its words need
        labels = [text for _oid, text, _action, _tip in toolbar]
        widths, kind = [64 * s, 0.0, 124 * s], "@small_button"
        fixed = rects = reg.toolbar.split_columns(widths, 8 * s)
        kinds = [kind] * len(toolbar)
        if self.toolbar_rows == 2:  # two rows the layout made room for (_make_layout)
            top, bottom = reg.toolbar.split_rows([0, 0], 8 * s)
            widths, kind = V.toolbar_widths(labels[:2], top.w, 8 * s, s)
            rects = top.split_columns(widths, 8 * s) + [bottom]
            kinds = [kind, kind, V.toolbar_widths(labels[2:], bottom.w, 8 * s, s)[1]]
        elif text_gain() > 1 or not all(
            V.button_fit((label,), rect.w - 12 * s, s)[0] == kind
            for label, rect in zip(labels, fixed)
        ):
            widths, kind = V.toolbar_widths(labels, reg.toolbar.w, 8 * s, s)
            rects, kinds = reg.toolbar.split_columns(widths, 8 * s), [kind] * len(toolbar)
        for rect, kind, (oid, text, action, tip) in zip(rects, kinds, toolbar):
            self.add_button(rect.rounded(), text, action, object_id=oid, kind=kind, tooltip=tip)
        row, slider = control_rects(reg)
        self.slider.relayout(slider, s)
        steps = row.split_columns([0] * len(STEP_BUTTONS), 6 * s)
        # larger text: the arrows take the smaller type that lets the widest ("◀◀") fit
        step_kind = "@small_button"
        if text_gain() > 1:
            step_kind = V.toolbar_kind([text for _oid, text, _m, _t in STEP_BUTTONS], steps[0].w, s)
        for rect, (oid, text, move, tip) in zip(steps, STEP_BUTTONS):
            self.add_button(
                rect.rounded(),
                text,
                functools.partial(self.move, move),
                object_id=oid,
                kind=step_kind,
                tooltip=tr(tip),
            )
        self._refresh()

    def _make_layout(self) -> L.TableLayout:
        layout = self.supply.table_layout(
            self.app.window_size, self.app.settings.ui_scale, self.state, self.focus
        )
        reg = layout.regions
        self.toolbar_rows = 2 if self._toolbar_in_two_rows(reg.toolbar.w, reg.scale) else 1
        # a second row of the toolbar's height under the first: the log gives up the room
        row = (reg.toolbar.h + 8 * reg.scale) * (self.toolbar_rows - 1)
        extra = self.cards_extra
        if not extra and not row:
            return layout
        # the side column's card grows down by `extra` for the Played and Better cards; the
        # toolbar follows and the log (which scrolls) gives up the room
        prompt = Rect(reg.prompt.x, reg.prompt.y, reg.prompt.w, reg.prompt.h + extra)
        toolbar = Rect(reg.toolbar.x, reg.toolbar.y + extra, reg.toolbar.w, reg.toolbar.h + row)
        log = Rect(reg.log.x, reg.log.y + extra + row, reg.log.w, reg.log.h - extra - row)
        regions = attrs.evolve(reg, prompt=prompt, toolbar=toolbar, log=log)
        return attrs.evolve(layout, regions=regions)

    def _cards_shortfall(self) -> float:
        """How much taller the cards' room must be for the Played and Better cards' words at
        the smallest type they may take (0 when they fit, or there are none). Larger text
        with long moves needs it; the log may give at most half its height."""
        if not self.cards or self.layout is None:
            return 0.0
        room = self.card_room()
        short = least_room(room, self.layout.regions.scale, self.cards) - room.h
        return max(0.0, min(short, self.layout.regions.log.h / 2))

    def _refresh(self) -> None:
        """The position (or the board shown) changed: layout, log, words, marks, buttons."""
        self.layout = self._make_layout()
        reg = self.layout.regions
        state = self.state
        self.log_panel.relayout(reg.log, reg.scale)
        self.log_panel.set_lines(story_lines(self.game.upto(self.index)))
        self.log_panel.scroll_to_newest()
        self.prompt = PromptModel(
            title=W.title(self.game, self.index),
            detail=W.detail(self.game, self.index, self.comparison),
        )
        drafting = isinstance(engine.current_decision(state), F.DraftFrame)
        self.regions_hover = [] if drafting else hover_regions(state, self.layout)
        self.marks = self._comparison_marks()
        self.cards = W.compared(self.game, self.index, self.comparison)
        short = self._cards_shortfall()
        if short > 0.5:  # the card grows once for the longest cards seen, the buttons with it
            self.cards_extra += short
            self.rebuild()
            return
        for oid, _label, move, _tip in STEP_BUTTONS:
            button = self._named.get(oid)
            if button is not None:
                stuck = self.stepper.at_first if move in BACKWARDS else self.stepper.at_last
                button.disable() if stuck else button.enable()
        if state.game_over:
            self.allow_button(
                "play_from_here",
                False,
                tr("The game is over at this step: there is nothing left to play."),
            )
        else:
            self.allow_button("play_from_here", True, tr(PLAY_TIP))
        self._update_hover()
        self.static.invalidate()

    def _comparison_marks(self) -> list[tuple[str, list[Target]]]:
        """The places of the played and the better action, when the position shows them."""
        comparison = self.comparison
        if comparison is None or comparison.index != self.index or self.layout is None:
            return []
        marks = []
        for label, action in ((W.PLAYED, comparison.chosen), (W.BETTER, comparison.better)):
            if action is not None:
                targets = action_targets(self.state, self.layout, [action])
                if targets:
                    marks.append((label, targets))
        return marks

    def card_room(self) -> Rect:
        """Where the Played and Better cards go: the side column's card between the step's
        words and the step buttons, so they cover nothing on the table."""
        assert self.layout is not None
        reg = self.layout.regions
        words = V.prompt_geometry(reg.prompt, self.prompt, reg.scale).buttons
        row, _slider = control_rects(reg)
        bottom = row.y - 8 * reg.scale
        return Rect(words.x, words.y, words.w, max(0.0, bottom - words.y))

    # --- moving ---------------------------------------------------------------------------------

    def move(self, how: Move) -> None:
        """Move the position by one of the Stepper's moves (the screen follows when it moved)."""
        if how(self.stepper):
            self._refresh()

    def go(self, index: int) -> bool:
        moved = self.stepper.go(index)
        if moved:
            self._refresh()
        return moved

    def next_board(self) -> None:
        self.chosen_board = (self.focus + 1) % len(self.game.names)
        self._refresh()

    def play_from_here(self) -> None:
        """Write the position shown as a new save, then open it as the game in progress."""
        if self.state.game_over:
            return
        try:
            path = branch.play_from_here(self.game, self.index)
        except SaveError as exc:
            self.app.nav.show_message(lambda: tr("The new game was not saved"), str(exc))
            return
        self.app.call_hook("load_game", path)

    # --- spoken (speech/spoken_screen.py) ------------------------------------------------------

    def spoken_step(self) -> str:
        """The step shown in words: its title, the move made from it, the analysis's cards."""
        title = W.title(self.game, self.index)
        return positions.step_words(
            title,
            W.detail(self.game, self.index, self.comparison),
            [(tr(label), move) for label, move in self.cards],
        )

    def spoken_opening(self) -> str:
        keys = key_map.full_map(self.app.settings.keys)
        chords = [key_map.chord_words(keys[q]) for q in positions.POSITION_QUERIES]
        return positions.replay_opening(tr("Replay"), self.spoken_step(), chords)

    def spoken_watch(self) -> Watched:
        """Each step reached is narrated, cutting short the one before."""
        return Watched(self.index, self.spoken_step(), interrupt=True)

    def spoken_stop(self, object_id: str) -> str:
        """The ring's stops that are no widget: the slider, the log's Newest ("" for the
        buttons, said by their words and tooltips)."""
        if object_id == f"@{K.ReplaySlider.KIND}":
            return positions.slider_words()
        if object_id == f"@{K.LogNewest.KIND}":
            return sentence(tr("Newest"))
        return ""

    def spoken_position(self) -> ShownPosition:
        """The position shown, the players' names, whose board is shown and the log's last
        line there, for the query keys."""
        lines = story_lines(self.game.upto(self.index))
        told = [line.text for line in lines if line.style != HEADING]
        return ShownPosition(
            self.state, tuple(self.game.names), self.focus, told[-1] if told else ""
        )

    # --- the keyboard focus -------------------------------------------------------------------

    def focus_items(self) -> list[Focusable]:
        """What Tab moves between, in order: the step buttons, the slider, the log's Newest
        button (while the log is scrolled up), then the toolbar. Greyed-out buttons stay in the
        order (Enter does nothing there, as a click would not) so the ring never jumps away."""
        if self.layout is None:
            return []
        steps = self._shown_buttons(oid for oid, *_ in STEP_BUTTONS)
        controls: list[tuple[tuple[Any, ...], Rect]] = [(K.ReplaySlider(), self.slider.rect)]
        newest = self.log_panel.newest_button()
        if newest is not None:
            controls.append((K.LogNewest(), newest))
        controls += [(button_key(oid), r) for oid, r in self._shown_buttons(TOOLBAR_IDS)]
        return focus_order((), self.layout, steps, controls)

    def _shown_buttons(self, object_ids: Iterable[str]) -> list[tuple[str, Rect]]:
        """(object id, rect) of those of these buttons that are shown, enabled or not."""
        out = []
        for oid in object_ids:
            button = self._named.get(oid)
            if button is not None and button.visible:
                r = button.rect
                out.append((oid, Rect(r.x, r.y, r.w, r.h)))
        return out

    def focused(self) -> Focusable | None:
        """What the focus ring is on, or None when no ring shows."""
        return self.key_focus.visible(self.focus_items())

    def activate_focused(self) -> bool:
        """Enter or Space: what a click on the focused button does (on the slider, nothing:
        Left and Right move along it)."""
        item = self.key_focus.current(self.focus_items())
        if item is None:
            return False
        if isinstance(item.key, K.Button):
            button = self._named.get(item.key.object_id)
            if button is not None and button.is_enabled:
                self.trigger(button)
            return True
        if isinstance(item.key, K.LogNewest):
            self.log_panel.scroll_to_newest()
        return True

    def _focus_key(self, event: pygame.event.Event) -> bool:
        """Tab, Shift+Tab, and Enter or Space while the ring shows (True when used)."""
        return ring_key(event, self.key_focus, self.focus_items, self.activate_focused)

    # --- events ---------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.key_focus.hide()  # only the mouse presses a widget (the keyboard calls trigger)
            return super().handle_event(event)
        if event.type == pygame.KEYDOWN:
            mod = getattr(event, "mod", 0)
            if mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
                return super().handle_event(event)
            how = KEYS.get(event.key)
            if how is not None:
                self.move(how)
                return True
            if self._focus_key(event):
                return True
            return super().handle_event(event)  # Esc: back
        if mouse_in_use(event, self.mouse):
            self.key_focus.hide()  # no focus ring while the mouse is in use
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        asked = self.slider.handle_event(event, self.index, self.game.length)
        if asked is not None:
            self.go(asked)
            return True
        if self.log_panel.handle_event(event, self.mouse):
            return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self._log_click(event.pos)
        ):
            return True
        persona = self.layout.persona if self.layout is not None else None
        step = scroll_step(event, persona, self.mouse)
        if step is not None:
            if step and self.supply.moved(persona, self.focus, step):
                self.layout = self._make_layout()
                self.regions_hover = hover_regions(self.state, self.layout)
                self.static.invalidate()
            return True
        if event.type == pygame.MOUSEMOTION:
            self._update_hover()
            return True
        return False

    def _log_click(self, point: tuple[int, int]) -> bool:
        """A click on a step's line in the log goes back to the table just after that step."""
        line = self.log_panel.line_at(point)
        if line is None or line.step is None:
            return False
        self.go(line.step + 1)
        return True

    def _update_hover(self) -> None:
        key = region_at(self.regions_hover, self.mouse) if self.layout is not None else None
        if key != self.hover_key:
            self.hover_key = key
            self.hover_time = 0.0

    def update(self, dt: float) -> None:
        self.clock += dt
        self.hover_time += dt
        self.key_focus.update(dt)

    # --- drawing --------------------------------------------------------------------------------

    def _static_layer(self, layout: L.TableLayout) -> pygame.Surface:
        """The table at this position, drawn once per position (as the game draws it)."""
        persona = layout.persona
        key = (
            self.index,
            self.app.window_size,
            self.app.scale,
            self.focus,
            persona.supply_first if persona is not None else 0,
            self.app.settings.colour_blind,
        )
        return self.static.picture(
            self.app.window_size,
            key,
            lambda picture: V.draw_static(picture, self.state, layout, self._context()),
        )

    def draw(self, surface: pygame.Surface) -> None:
        if self.layout is None:
            return
        s = self.app.scale
        surface.blit(self._static_layer(self.layout), (0, 0))
        self.log_panel.draw(surface, self.styles())
        draw_arrow_hover(surface, self.layout.persona, self.hover_key, s)
        board = self.layout.regions.board
        tableau = self.layout.tableau
        # each tag beside its places, off the devices, the names and the other tag's places
        devices, headers = V.callout_clearance(tableau)
        marked = [V.tile_under(t, tableau).rect for _label, ts in self.marks for t in ts]
        persona = self.layout.persona
        if persona is not None:  # and off the persona board's spaces and (larger text) side
            marked += list(persona.spaces)  # a tag above space 4 covered space 2's words
            headers = headers + ([persona.subtitle] if persona.subtitle is not None else [])
        for label, targets in self.marks:
            key = targets[0].key
            if label == "Played":  # copper, as a selected place; the better one glows verdigris
                V.draw_highlights(surface, targets, None, key, self.clock, s)
            else:
                V.draw_highlights(surface, targets, key, None, self.clock, s)
            places = [V.tile_under(t, tableau) for t in targets]
            V.draw_callout(surface, tr(label), places, s, board, devices + marked, headers)
        if self.cards:
            draw_comparison(surface, self.card_room(), s, self.cards)
        line = self.log_panel.line_at(self.mouse)
        if (
            line is not None and line.places
        ):  # a line of the log lights up its places, as in the game
            key = K.StoryPlaces()
            targets = place_targets(line.places, self.layout, key)
            V.draw_highlights(surface, targets, key, None, self.clock, s)
        self.slider.draw(
            surface, self.index, self.game.length, self.game.starts, self.game.age_starts
        )
        title, subtitle, seat = W.banner(self.game, self.index)
        V.draw_banner(surface, self.state, self.layout, self._context(), title, subtitle, seat)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        super().draw_overlay(surface)
        draw_ring_or_tip(self, surface, self._tip)

    def _tip(self, key: tuple[Any, ...], point: tuple[float, float]) -> Tip | None:
        """The words of a place on the table shown: what lies there (nothing can be played)."""
        colours = tuple(style.colour for style in self.styles())
        return tip_for(key, self.state, self.game.names, (), False, colours, self.focus)
