"""The Game scene: the table where a game of Steam Works is played, its input and its drawing.
The hooks that open it from the other screens are in `scenes.game_hooks`; its smoke-test
screens in `scenes.game_shots`.

The game itself is the scene's `GameController` (`game.controller`, no pygame): the session,
turn flow, undo, the AI on its worker thread and its pace, autosave, the news. The scene
listens to it (`controller.TableListener`: a move to show, an AI move settled, a refusal, a
question before a move that cannot be undone, the results due) and changes the game only by
asking it to play engine actions. Every legal action is offered as a glowing place on the
table (persona spaces, free sources, belt tiles, stacks, components...) or as a button in the
prompt (`game.prompt_buttons`); nothing illegal is ever offered, because both come from
`engine.legal_actions`. A place that answers in several ways (a component taking two kinds of
power) is selected by a first click, and the prompt then offers each way; Esc or a right click
cancels the selection.

AI moves are shown one at a time, each landing and staying in view for the AI-pace setting's
dwell (`game.pacing`); a human's turn, "Your turn" and its glowing places, begins only once
the table has settled; a click or a key cuts the wait short. A human's own input is never
blocked by animations.

A move that cannot be undone (it ends the round, an age or the game, or turns up a tile:
`rules.irreversible`) says so in its place's tooltip and on its prompt button; with the
"Confirm moves that can't be undone" setting, `play` asks first (`game.confirm`).

The game log (`game.log_panel`) scrolls with the wheel, its scroll bar and PageUp/PageDown/
Home/End, and stays on the newest line until the player scrolls up. The focus player's supply
row scrolls sideways (`game.supply_scroll`) when the tiles do not all fit; a tile the player
gains is scrolled into view.

Keyboard play: Tab, Shift+Tab and the arrows move a focus ring over what the mouse could use,
Enter or Space activates it (`game.table_keyboard`).

The scene is put together from parts, each in a module of its own under `ui/game/`: the
prompt (`table_prompt`), the keyboard focus (`table_keyboard`), the build panel's opening and
answers (`table_build`), the hints (`table_hints`: the Hint button, H, the coach's choices
over the log's card and their numbers on the table), the drawing of the table
(`table_drawing`, over a cached `static_layer`) and what lies above the widgets, the tooltips
and the focus ring (`table_overlay`); the state they share and what each offers the others
is declared, with its types, on their common base (`table_parts.TableParts`). This module
keeps the screen's building, the controller's news, clicks and keys; a new part of the table
(a guide for lessons, say) joins the same way, with its hooks in `build`, `handle_event`,
`update` and `draw`.

A guided game (a lesson or a puzzle) passes a `guide` (`ui.tutorial`): the controller asks it
about every move (`controller.Guide`), and the scene lets it add its buttons (`build`), see
events first (`handle_event`), follow the clock (`update`) and draw its card (`draw`).

Keys: Enter activates the focused place or button while the ring shows, otherwise confirms
the prompt's default; Esc cancels a selection, else puts a hint away, else opens the pause
menu; H asks for a hint (1 to 3 mark its choices); Ctrl+Z undoes a step of the current turn,
Ctrl+S saves to a named slot, PageUp/PageDown and Home/End scroll the log (unless a text
field has the focus).
"""

from __future__ import annotations

import logging

import pygame
import pygame_gui

from steamworks.language import current_language, ptr, tr
from steamworks.rules import engine
from steamworks.rules import frames as F
from steamworks.rules.actions import Action
from steamworks.rules.irreversible import NoUndo
from steamworks.session import GameSession
from steamworks.ui import key_map
from steamworks.ui import text_fit as TF
from steamworks.ui.art.fonts import text_gain
from steamworks.ui.focus import KeyboardFocus
from steamworks.ui.game import layout as L
from steamworks.ui.game import target_keys as K
from steamworks.ui.game import views as V
from steamworks.ui.game.animation import Animator
from steamworks.ui.game.confirm import ask_first, ask_idle
from steamworks.ui.game.controller import GameController, move_sound
from steamworks.ui.game.game_over_hold import GameOverHold, wait_for
from steamworks.ui.game.hint_panel import HintPanel
from steamworks.ui.game.hint_state import TableHint
from steamworks.ui.game.log_panel import LogPanel
from steamworks.ui.game.prompt_buttons import PromptButtons
from steamworks.ui.game.recap_panel import RecapPanel
from steamworks.ui.game.saving import SaveDialog
from steamworks.ui.game.spoken_table import SpokenTable
from steamworks.ui.game.static_layer import StaticLayer
from steamworks.ui.game.story_lines import StoryFeed
from steamworks.ui.game.supply_scroll import SupplyScroll, scroll_step
from steamworks.ui.game.table_build import TableBuildPanel
from steamworks.ui.game.table_drawing import TableDrawing
from steamworks.ui.game.table_hints import TableHints, hint_button_words, hint_tip
from steamworks.ui.game.table_keyboard import TableKeyboard
from steamworks.ui.game.table_overlay import TableOverlay
from steamworks.ui.game.table_parts import SceneGuide
from steamworks.ui.game.table_prompt import TablePrompt
from steamworks.ui.game.targets import Target, action_targets, hover_regions, region_at, target_at
from steamworks.ui.scene import mouse_in_use

log = logging.getLogger(__name__)

LOG_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)


class GameScene(
    TablePrompt, TableKeyboard, TableBuildPanel, TableHints, TableDrawing, TableOverlay
):
    """The table. See the module docstring."""

    name = "game"
    opaque = True
    remaps_keys = True  # the player's keys for undo, save, hint... (ui/key_translation.py)
    read_only = False  # a finished game's table looked at again (FinalTableScene): no game in play
    save_refusal: str | None = None  # why this table cannot be saved (an online game's), if so

    def __init__(
        self,
        app,
        session: GameSession,
        *,
        autosave: bool = True,
        ai_seed: int | None = None,
        guide: SceneGuide | None = None,
    ) -> None:
        super().__init__(app)
        self.guide = guide  # a lesson's or a puzzle's (see the module docstring), or None
        self.controller = self._make_controller(session, autosave, ai_seed)
        # an ordinary game's end waits on the table for the player (a guided one ends on its card)
        self.controller.banners.hold_final = guide is None
        self.over_hold = GameOverHold(self.controller.banners)
        self.animator = Animator()
        self.selection = None
        self.page = 0
        self.mouse = (-1, -1)
        self.hover_key = None
        self.hover_time = 0.0
        self.press_key = None
        self.key_focus = KeyboardFocus()
        names = self.controller.names
        self.log_panel = LogPanel(names)
        self.story_feed = StoryFeed(session)  # the newest lines first, older ones frame by frame
        self.recap = RecapPanel(names)  # "since your last turn", over the log's card
        self.supply = SupplyScroll()  # where each seat's supply row is scrolled to
        self.layout = None
        self.targets = []
        self.legal = []
        self.regions_hover = []
        self.toolbar_ids = ()  # the toolbar buttons' object ids (set by build)
        self.prompt = None
        self.prompt_buttons = PromptButtons(self)
        self.build_panel = None
        self.build_for = None
        self.static = StaticLayer()  # the table's still parts, painted once per change
        self.hint = TableHint(self.controller)  # the coach's hint, asked for by H or the button
        self.hint_panel = HintPanel()  # its card, over the log's
        self._styles = None
        self.spoken = SpokenTable(self)  # the spoken mode: what is said when, and its keys

    def _make_controller(
        self, session: GameSession, autosave: bool, ai_seed: int | None
    ) -> GameController:
        """The game this table shows (an online table's is driven by a server instead)."""
        return GameController(
            session,
            lambda: self.app.settings,
            autosave=autosave,
            ai_seed=ai_seed,
            listener=self,
            guide=self.guide,
        )

    # --- lifecycle ---------------------------------------------------------------------------------

    def enter(self) -> None:
        super().enter()
        self._rebuild_log()
        self.recap.follow(self.session, self.controller.humans)
        self.controller.start()

    def pause(self) -> None:
        """A dialog or menu opens over the table: its buttons are shown disabled beneath it
        (Undo must not look usable behind "Game saved"); `resume` rebuilds them as they are."""
        self._disable_buttons()
        super().pause()

    def _disable_buttons(self) -> None:
        """Every button of the table drawn disabled now (the picture under a dialog is taken
        before the next frame's update)."""
        for widget in self._named.values():
            if isinstance(widget, pygame_gui.elements.UIButton):
                widget.disable()
                shape = widget.drawable_shape
                if shape is not None and shape.has_fresh_surface():
                    widget.on_fresh_drawable_shape_ready()  # the picture is taken before the next update
                if (
                    widget.tool_tip is not None
                ):  # a tooltip showing now must not stay in the picture
                    widget.tool_tip.kill()
                    widget.tool_tip = None

    def exit(self) -> None:
        self.hint.stop()
        self.controller.stop()
        super().exit()

    def leave(self) -> None:
        """Before the game is left (quit to title, window closing): stop thinking, finish saving."""
        self.hint.close()
        self.controller.leave()

    @property
    def whose_turn(self) -> str | None:
        """The name of the player to act, None when nobody is (the app's window title shows it)."""
        return self.controller.whose_turn

    # --- building the screen ---------------------------------------------------------------------------

    def px(self, value: float) -> int:
        return max(1, round(value * self.app.scale))

    def build(self) -> None:
        self.layout = self._make_layout()
        reg = self.layout.regions
        bar = reg.toolbar
        gap = 8 * reg.scale
        toolbar = (
            ("hint", tr("Hint"), self.toggle_hint, hint_tip(self.app.settings.keys)),
            ("undo", ptr("button", "Undo"), self.undo, self._undo_tip()),
            (
                "save",
                ptr("button", "Save"),
                self.open_save_dialog,
                # translators: {key} is the name of the player's save key, "Ctrl+S"
                tr("Save this game under a name ({key})", key=self._key("save")),
            ),
            (
                "menu",
                tr("Menu"),
                self.app.nav.open_pause,
                tr("Pause menu: settings, rules, load, quit (Esc)"),
            ),
        )
        # the Hint button also says Stop and Hide (table_hints): its type fits all three
        words = [hint_button_words() if oid == "hint" else (text,) for oid, text, *_ in toolbar]
        widths: list[float] = [0] * len(toolbar)
        same_kind = None
        if text_gain() > 1:
            # larger text: each button as wide as its longest words, the rest shared out
            px = max(9, round(15 * reg.scale))
            longest = [max(w, key=lambda t: TF.text_width("ui_bold", px, t)) for w in words]
            widths, same_kind = V.toolbar_widths(longest, bar.w, gap, reg.scale)
        for rect, (oid, text, action, tip), shown in zip(
            bar.split_columns(widths, gap), toolbar, words
        ):
            kind = same_kind or V.toolbar_kind(shown, rect.w, reg.scale)
            self.add_button(rect.rounded(), text, action, object_id=oid, kind=kind, tooltip=tip)
        self.toolbar_ids = tuple(oid for oid, *_ in toolbar)  # left to right: the keyboard's order
        if self.guide is not None:
            self.guide.build(self)  # its buttons (it may add them to the keyboard's order)
        self.prompt_buttons.forget()
        self._refresh_all(rebuild_layout=False)
        if self.build_panel is not None:
            self.build_panel.relayout(self._build_rect(), self.app.scale)
        if self.covered:
            self._disable_buttons()  # rebuilt under a dialog (the window was resized): still disabled
        if getattr(self, "_log_language", None) not in (None, current_language()):
            self._say_again()
        self._log_language = current_language()

    def _say_again(self) -> None:
        """Another language was chosen: what the table worked out in words and kept is said
        again in it (the rest is said as it is drawn)."""
        self._rebuild_log()
        self.recap.say_again(self.session)
        if self.build_panel is not None:
            self.build_panel.say_again()
        self.hint.say_again()
        self.controller.toast = None  # a message of its moment, which passed in Settings

    def _make_layout(self) -> L.TableLayout:
        """The table's layout, with the focus player's supply row where it was scrolled."""
        settings = self.app.settings
        return self.supply.table_layout(
            self.app.window_size,
            settings.ui_scale,
            self.session.state,
            self.focus,
            guided=self.guide is not None,
        )

    def _refresh_all(self, rebuild_layout: bool = True) -> None:
        """The state, the focus or the selection changed: targets, prompt, undo, panel."""
        if rebuild_layout or self.layout is None:
            self.layout = self._make_layout()
        self.recap.relayout(self.layout.regions.log, self.layout.scale)
        # (its "Since last turn" button may need a row under the log's heading)
        row = self.recap.row_below_heading()
        self.log_panel.relayout(self.layout.regions.log, self.layout.scale, row)
        self.hint_panel.relayout(self.layout.regions.log, self.layout.scale)
        self.legal = self.controller.legal_for_human()
        self._place_targets(self.layout)
        self._build_prompt()
        self._update_undo()
        self._sync_build_panel()
        self._update_hint_button()

    def _place_targets(self, layout: L.TableLayout) -> None:
        state = self.session.state
        self.targets = (
            action_targets(state, layout, self.legal)
            if self.legal and not self._panel_frame()
            else []
        )
        # under the draft's cards the table is hidden: no tooltips for what cannot be seen
        self.regions_hover = (
            []
            if isinstance(engine.current_decision(state), F.DraftFrame)
            else hover_regions(state, layout)
        )

    def scroll_supply(self, step: int) -> bool:
        """Move the focus player's supply row `step` tiles on (back when negative), when it
        scrolls; True when it moved."""
        persona = self.layout.persona if self.layout is not None else None
        if not self.supply.moved(persona, self.focus, step):
            return False
        self.layout = self._make_layout()
        self._place_targets(self.layout)
        self._update_hover()
        return True

    # --- moves and undo (the controller decides; the table shows) ----------------------------------

    def submit(self, action) -> bool:
        return self.controller.submit(action)

    def undo(self) -> None:
        self.controller.undo()

    def hurry(self) -> bool:
        return self.controller.hurry()

    def _update_undo(self) -> None:
        if "undo" not in self._named:
            return
        reason = self.controller.undo_reason()
        if reason is None:
            self.allow_button("undo", True, self._undo_tip())
        else:
            # translators: {reason} says why, "Only a human player's own steps can be taken back."
            self.allow_button("undo", False, tr("Undo is not available: {reason}", reason=reason))

    # --- what the controller tells the table (controller.TableListener) -------------------------

    def shows_table(self) -> bool:
        return self.layout is not None

    def changed(self, before, action, actor, animate: bool) -> None:
        """A move was played or a step undone: the table shows the new state."""
        state = self.session.state
        self.hint.changed()  # a hint about the decision that is gone is put away
        self.selection = None
        self.page = 0
        self.key_focus.reset()
        old_layout = self.layout
        ui_scale = self.app.settings.ui_scale
        self.supply.reveal_gained(before, state, self.app.window_size, ui_scale)
        self._refresh_all()
        new_layout = self.layout  # (made by _refresh_all)
        if action is not None:
            if animate and old_layout is not None and new_layout is not None:
                self.animator.play(
                    before,
                    state,
                    action,
                    actor,
                    old_layout,
                    new_layout,
                    self._context(),
                    self.app.settings.animation_duration,
                )
            sound = move_sound(before, state, action)
            if sound is not None:
                self.app.sounds.play(sound)
        self._rebuild_log()
        if not self.controller.pacer.holding:  # (else the recap opens once the move is seen)
            self.recap.follow(self.session, self.controller.humans)
        self.static.invalidate()

    def settled(self) -> None:
        """The AI's move has been seen: the next may come, or the human's turn begins."""
        self.recap.follow(self.session, self.controller.humans)
        self._refresh_all()
        self.static.invalidate()

    def refused(self) -> None:
        self.app.sounds.play("error")

    def ask_first(self, answer: NoUndo, play) -> None:
        ask_first(self.app, answer, play)

    def ask_idle(self, details: str, play, warning: NoUndo | None = None) -> None:
        ask_idle(self.app, details, play, warning)

    def results_due(self) -> None:
        """The last move has landed: the results come once the player has seen the game end
        (`game.game_over_hold`)."""
        self.over_hold.ready = True

    def _show_results(self) -> None:
        self.app.nav.open_results(self.session)

    def _holding_end(self) -> bool:
        """The game is over and its final table waits for the player (not in a guided game, nor
        on a finished game's table looked at again: FinalTableScene is read-only)."""
        return self.session.state.game_over and self.guide is None and not self.read_only

    # --- selection and clicks ----------------------------------------------------------------------------

    def click_target(self, target: Target) -> None:
        """A click (or Enter on the focused place): play its action, or select it when it
        answers several ways (the keyboard's focus then goes on to the prompt's first way)."""
        if len(target.actions) == 1:
            self.play(target.actions[0])
            return
        self.selection = target
        self.page = 0
        self._build_prompt()
        first = next((item for item in self.focus_items() if isinstance(item.key, K.Button)), None)
        if first is not None:
            self.key_focus.focus_on(first.key)

    def cancel_selection(self) -> None:
        if self.selection is not None:
            key = self.selection.key
            self.selection = None
            self.page = 0
            self._build_prompt()
            self.key_focus.focus_on(key)  # back to the place that was selected

    def click_plan(self, action: Action) -> tuple[str, str | tuple[int, int]] | None:
        """How to play `action` by mouse now: ("widget", object id) or ("point", (x, y)) for the
        next click, or None when nothing on screen plays it (tests and tutorials use this)."""
        oid = self.button_for(action)
        if oid is not None:
            return ("widget", oid)
        for target in self.targets:
            if action in target.actions:
                if (
                    len(target.actions) > 1
                    and self.selection is not None
                    and self.selection.key == target.key
                ):
                    return None  # selected, yet its button is on another page
                return ("point", target.centre)
        return None

    # --- events ---------------------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and not self._typing() and self.spoken.handle_key(event):
            return True  # F2, and the questions the spoken mode answers aloud
        if self._holding_end() and (
            (event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE)
            or (event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3))
        ):
            self.over_hold.press()  # the round's end banner goes, else on to the results
            return True
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.controller.banners.dismiss()  # a banner never holds anything up: the same input still plays
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.key_focus.hide()  # only the mouse presses a widget (the keyboard calls trigger)
            return super().handle_event(event)
        if self.guide is not None and self.guide.handle_event(event):
            return True
        panel = self.build_panel if self._panel_frame() is not None else None
        if (
            self.controller.pacer.holding
            and event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_SPACE)
        ):
            return self.hurry()  # "I have seen it": the next move, or the player's turn, comes now
        if event.type == pygame.KEYDOWN:
            return self._on_key(event, panel)
        if mouse_in_use(event, self.mouse):
            self.key_focus.hide()  # no focus ring while the mouse is in use
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = event.pos
        # the log and the supply row never lie under the build panel: they see the mouse first
        if self._hint_mouse(event):
            return True
        covered = self.hint_open  # the hint panel lies over the log's card and the recap
        if not covered and self.recap.handle_event(event, self.mouse):
            return True
        if not covered and not self.recap.open and self.log_panel.handle_event(event, self.mouse):
            return True
        if panel is None and self._supply_event(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            if panel is not None:
                panel.handle_event(event)
            self._update_hover()
            return True
        if panel is not None and event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.MOUSEWHEEL,
        ):
            if panel.handle_event(event):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button == 1 and self.hurry():
                return True  # a click on the table while an AI move is on show: go on at once
            if event.button == 1:
                target = target_at(self.targets, event.pos)
                self.press_key = target.key if target is not None else K.Nothing()
                return True
            if event.button == 3:
                self.cancel_selection()
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            pressed, self.press_key = self.press_key, None
            target = target_at(self.targets, event.pos)
            if target is not None and target.key == pressed:
                self.click_target(target)
            elif target is None and pressed == K.Nothing() and self.selection is not None:
                self.cancel_selection()
            return True
        return False

    def _supply_event(self, event: pygame.event.Event) -> bool:
        """The wheel over the focus player's supply row, or a press on its arrows, scrolls it."""
        persona = self.layout.persona if self.layout is not None else None
        step = scroll_step(event, persona, self.mouse)
        if step is None:
            return False
        if step:
            self.scroll_supply(step)  # a faded arrow (the row's end) does nothing
        return True

    def _on_key(self, event: pygame.event.Event, panel) -> bool:
        key = event.key
        ctrl = bool(getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META))
        if ctrl and key == pygame.K_z:
            self.undo()
            return True
        if ctrl and key == pygame.K_s:
            self.open_save_dialog()
            return True
        if key in LOG_KEYS and not ctrl and not self._typing():
            shown = (
                self.recap.rows if self.recap.open else self.log_panel
            )  # the recap lies over the log
            return shown.handle_event(event, self.mouse)
        if key == pygame.K_ESCAPE:
            if panel is not None and panel.model.selected is not None:
                return panel.handle_event(event)
            if self.selection is not None:
                self.cancel_selection()
                return True
            if not self.close_hint():
                self.app.nav.open_pause()
            return True
        if not ctrl and not self._typing() and self._hint_key(key):
            return True
        if panel is not None:
            return panel.handle_event(event)
        if self._focus_key(event):
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.controller.announce is not None:
                self.controller.announce = None
                return True
            if self.focused() is not None:
                return self.activate_focused()
            return self.activate_default()
        return False

    def _update_hover(self) -> None:
        key: tuple | None = None
        if self.layout is not None and self.recap.button_at(self.mouse):
            key = K.RecapButton(self.recap.open)  # over the log's card: its tooltip, not the card's
        elif self.layout is not None:
            target = target_at(self.targets, self.mouse)
            key = target.key if target is not None else region_at(self.regions_hover, self.mouse)
        if key != self.hover_key:
            self.hover_key = key
            self.hover_time = 0.0

    def on_back(self) -> None:
        self.app.nav.open_pause()

    def _key(self, action_id: str) -> str:
        """The words for the player's key for an action (Settings, Accessibility)."""
        return key_map.key_words(self.app.settings.keys, action_id)

    def _undo_tip(self) -> str:
        # translators: {key} is the name of the player's undo key, "Ctrl+Z"
        return tr("Take back your last step ({key})", key=self._key("undo"))

    def open_save_dialog(self) -> None:
        if self.save_refusal is not None:
            refusal = self.save_refusal
            self.app.nav.show_message(lambda: tr("Not saved"), lambda: tr(refusal))
            return
        self.app.push(SaveDialog(self.app, self.session))

    # --- per frame ---------------------------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.animator.update(dt):
            self.static.invalidate()
        self.hover_time += dt
        self.key_focus.update(dt)
        if self.story_feed.tell_older(everything=self.log_panel.at_start):  # Home: the whole story
            self._rebuild_log()
        if self.build_panel is not None:
            self.build_panel.update(dt)
        self.controller.update(dt, not self.animator.idle)  # the AI's pace and moves, the news
        self.spoken.update()  # with the spoken mode on: what is news, said
        if self._holding_end() and self.over_hold.update(dt, wait_for(self.app.settings.ai_delay)):
            self._show_results()
            return
        if self.hint.update():
            self._hint_arrived()
        if self.guide is not None:
            self.guide.update(dt)

    def animating(self) -> bool:
        """Pieces flying, an AI move on show or to come, news on show, the results on their way
        or the coach thinking: the loop must not rest (`ui.rest`). A person's turn on a still
        table is at rest (its glowing places stop pulsing until the mouse moves)."""
        c = self.controller
        if not self.animator.idle or self.animator.floaters or c.pacer.holding:
            return True
        if c.banners.current is not None or c.announce is not None or c.toast is not None:
            return True
        if c.over_timer is not None or self.hint.thinking or self._holding_end():
            return True  # (the final table counts down to the results)
        if self.guide is not None:  # a lesson's or a puzzle's own moves still to play
            return bool(getattr(self.guide, "queue", None))
        seat = engine.to_act(self.session.state)
        return seat is not None and not c.human(seat)  # an AI thinking, or its answer waiting

    def _rebuild_log(self) -> None:
        """The story told so far (newest steps first, older ones frame by frame: StoryFeed), for
        the log panel (it keeps its place in it)."""
        self.log_panel.set_lines(self.story_feed.lines())
