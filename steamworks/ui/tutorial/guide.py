"""What the lesson's and the puzzle's guides share: attaching to the Game scene, the card and
its buttons, the pointer, and the clicks that land on the card.

A subclass says what the card shows (`card_text`), which buttons it has (`buttons`), where the
pointer goes (`pointer_place`), how it reopens its table (`open`) and takes a move back
(`take_back`), and answers the table's questions (`game.controller.Guide`: `vet`, `played`,
`undo_reason`; `undo` is shared). It reopens the table on another point of the same position
with `show`: an undo or a restart replays the moves kept so far on a new table.
"""

from __future__ import annotations

from typing import Any

import pygame

from steamworks.rules.state import GameState
from steamworks.ui.art.theme import TOOLTIP_DELAY
from steamworks.ui.game import target_keys as K
from steamworks.ui.game.targets import region_at, target_at
from steamworks.ui.scene import Host
from steamworks.ui.scenes.game_hooks import NOT_SAVED
from steamworks.ui.tutorial.card import (
    CardButton,
    CardText,
    add_buttons,
    card_rect,
    draw_button_tip,
    draw_card,
    plan_card,
    refresh_buttons,
)
from steamworks.ui.tutorial.pointer import PointerPlan, draw_pointer, plan_pointer
from steamworks.ui.tutorial.table import guided_session, show_table


class TableGuide:
    """The part every guide shares; see the module docstring."""

    def __init__(self, app: Host, start: GameState, learner: int) -> None:
        self.app = app
        self.start = start
        self.learner = learner
        self.scene: Any = None  # the Game scene showing the guided game (set by `build`)
        self.answer = ""  # the last refusal, shown on the card until the next move
        self._button_count = 0
        self._button_ids: list[str] = []
        # the card button under the mouse and the scene's clock when the mouse came onto it
        self._tip_hover: tuple[str, float] | None = None
        # the place the pointer was last drawn at, and the side its arrow stands on there
        self._pointer: tuple[pygame.Rect, PointerPlan] | None = None
        # the first line of the card's text shown, where larger text makes it scroll, and
        # the text it was scrolled in (another text starts at its top)
        self.card_scroll = 0
        self._scrolled_text: CardText | None = None

    # --- the table -------------------------------------------------------------------------

    def show(self, actions=()) -> None:
        """The table on the position after `actions` (a new scene each time)."""
        self.scene = show_table(self.app, guided_session(self.start, self.learner, actions), self)

    def leave(self) -> None:
        """Back to the screen that opened the guided game."""
        self.app.pop()

    def undo(self) -> bool:
        """The table's Undo: the guide takes its last move back (`take_back`), the refusal on
        the card goes, and the table is shown again at the position before it."""
        if not self.take_back():
            return False
        self.answer = ""
        self.open()
        return True

    def refresh(self) -> None:
        """The card's buttons as they now are (a step moved on): changed in place, or laid
        out again when they are other buttons (a puzzle's result, its best line)."""
        if self.scene is None:
            return
        buttons = self.buttons()
        if [b.object_id for b in buttons] == self._button_ids:
            refresh_buttons(self.scene, buttons)
            self.scene._build_prompt()  # its words may follow the guide (`waiting`)
        elif self.scene.root is not None:
            self.scene.rebuild()

    def press(self, object_id: str) -> None:
        """A card button was pressed (or activated by the keyboard): do what it does now."""
        for button in self.buttons():
            if button.object_id == object_id and button.enabled:
                button.action()
                return

    # --- what subclasses say ---------------------------------------------------------------

    def open(self) -> None:
        """The table at the guide's current position (a new scene: `show`)."""
        raise NotImplementedError

    def take_back(self) -> bool:
        """Take the last move back in the guide's own record; False when there is none."""
        raise NotImplementedError

    def card_text(self) -> CardText:
        raise NotImplementedError

    def buttons(self) -> list[CardButton]:
        raise NotImplementedError

    def pointer_place(self) -> pygame.Rect | None:
        return None

    def confirm_key(self) -> bool:
        """Enter was pressed: True when the guide used it (to go on)."""
        return False

    def waiting(self) -> tuple[str, str] | None:
        """What the banner and the prompt say while another seat is to act and the guide
        plays nothing for it (None: the table's usual words)."""
        return None

    def place_answer(self, key: tuple) -> str | None:
        """What to say to a click on the table's place `key` that plays nothing (None: say
        nothing)."""
        return None

    # --- the scene's calls (scenes.game) ---------------------------------------------------

    def build(self, scene) -> None:
        self.scene = scene
        buttons = self.buttons()
        self._button_count = len(buttons)
        self._button_ids = add_buttons(scene, self._card(), buttons, self.press)
        save = scene.widget_or_none("save")
        if save is not None:  # a lesson or a puzzle is not a game to keep
            save.disable()
            scene.set_tooltip(save, NOT_SAVED)

    def _card(self) -> pygame.Rect:
        return card_rect(self.scene.layout.regions.log)

    def handle_event(self, event) -> bool:
        if self.scene is None or self.scene.layout is None:
            return False
        ctrl = getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s and ctrl:
            self.scene.controller.toast = (NOT_SAVED, 0.0)  # not the save dialog
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            # a card waiting to be read goes on with Enter wherever the focus ring is, as its
            # Continue says ("Go on (Enter)"); Space plays what the ring is on
            if self.confirm_key():
                return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            # the log's page keys (as the player set them) scroll the card that covers it
            return self.scroll_card(-3 if event.key == pygame.K_PAGEUP else 3)
        if event.type == pygame.MOUSEMOTION:
            self._follow_tip(event.pos)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL):
            pos = getattr(event, "pos", None) or self.scene.mouse
            if self._card().collidepoint(pos):
                if event.type == pygame.MOUSEWHEEL:
                    self.scroll_card(-event.y)
                return True  # the card lies over the log
            if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1:
                self._answer_dead_click(pos)
        return False

    def scroll_card(self, lines: int) -> bool:
        """Move the card's text `lines` on (back when negative), within what it holds; True
        when the card has text to scroll (larger text), so the key was the card's."""
        plan = plan_card(self._card(), self.card_text(), self._button_count, self.app.scale)
        if not plan.hidden:
            return False
        self._scroll_for(self.card_text())
        self.card_scroll = max(0, min(plan.hidden, self.card_scroll + lines))
        return True

    def _scroll_for(self, text: CardText) -> int:
        """The card's scroll for `text`: kept while the text stays, the top for another."""
        if text != self._scrolled_text:
            self._scrolled_text, self.card_scroll = text, 0
        return self.card_scroll

    def _follow_tip(self, pos) -> None:
        """Note which card button the mouse is on, and since when (for its tip's delay)."""
        under = None
        for object_id in self._button_ids:
            widget = self.scene.widget_or_none(object_id)
            if widget is not None and widget.visible and widget.rect.collidepoint(pos):
                under = object_id
        if under is None:
            self._tip_hover = None
        elif self._tip_hover is None or self._tip_hover[0] != under:
            self._tip_hover = (under, self.scene.clock)

    def shown_tip(self) -> tuple[int, str] | None:
        """The card button the mouse has rested on (or the keyboard's focus ring has), once
        the tooltip delay has passed, and its tip: (index, tip); None for none."""
        scene = self.scene
        object_id = None
        focused = scene.focused()
        if focused is not None:
            key = focused.key
            if isinstance(key, K.Button) and scene.key_focus.rested >= TOOLTIP_DELAY:
                object_id = key.object_id
        elif self._tip_hover is not None and scene.clock - self._tip_hover[1] >= TOOLTIP_DELAY:
            object_id = self._tip_hover[0]
        for index, button in enumerate(self.buttons()):
            if button.object_id == object_id and button.tip:
                return index, button.tip
        return None

    def _answer_dead_click(self, pos) -> None:
        """A click on a place of the table that plays nothing (no glowing target there) is
        answered in words too, as a click on a target the step does not want is: the table
        itself would ignore it, and the learner would not know why."""
        scene = self.scene
        if scene._panel_frame() is not None or target_at(scene.targets, pos) is not None:
            return  # the build panel, or a glowing place: the table answers (through `vet`)
        key = region_at(scene.regions_hover, pos)
        reason = self.place_answer(key) if key is not None else None
        if reason:
            scene.controller.toast = (self.refuse(reason), 0.0)
            scene.refused()

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        if self.scene is None or self.scene.layout is None:
            return
        scale = self.app.scale
        text = self.card_text()
        draw_card(surface, self._card(), text, self._button_count, scale, self._scroll_for(text))
        place = self.pointer_place()
        if place is not None:
            plan = self._pointer_plan(surface, place)
            draw_pointer(surface, place, self.scene.clock, scale, plan)
        tip = self.shown_tip()
        if tip is not None:
            draw_button_tip(surface, self._card(), self._button_count, *tip, scale)

    def _pointer_plan(self, surface: pygame.Surface, place: pygame.Rect) -> PointerPlan:
        """How the pointer is drawn at `place`: planned once per place, on the screen as
        drawn so far (the table and the card), so that it covers no words (`plan_pointer`)."""
        if self._pointer is None or self._pointer[0] != place:
            blocked = [
                pygame.Rect(widget.rect)
                for widget in self.scene._named.values()
                if getattr(widget, "visible", False) and pygame.Rect(widget.rect) != place
            ]
            plan = plan_pointer(surface, place, self.app.scale, blocked)
            self._pointer = (pygame.Rect(place), plan)
        return self._pointer[1]

    # --- the table's questions (game.controller.Guide) -------------------------------------

    def refuse(self, reason: str) -> str:
        """Keep a refusal for the card, and give it to the table (shown as its toast too)."""
        self.answer = reason
        return reason
