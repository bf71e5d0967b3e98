"""The prompt's buttons on the table: one per way to answer the decision (`prompt.PromptModel`),
the page arrows when they do not all fit, and the icons drawn on the source and power buttons.

The buttons live in a container of their own over the prompt's button area and are registered
among the Game scene's widgets (`Scene.register_widget`), so a click, Enter on the default,
the keyboard ring and the tests all find them by object id ("choice_0", "page_next"...). The
default (Enter) is copper when its words fit the larger copper type; long words take a
smaller type, then are shortened, with the whole text in the tooltip.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import attrs
import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from steamworks.ui.art.fonts import text_gain
from steamworks.ui.game import layout as L
from steamworks.ui.game import views as V
from steamworks.ui.game.prompt import PAGE_NEXT, PAGE_PREV, Choice, PromptModel
from steamworks.ui.scene import Scene


class PromptButtons:
    """The buttons of the prompt now showing; see the module docstring."""

    def __init__(self, scene: Scene) -> None:
        self.scene = scene  # whose widgets the buttons are
        self.box: pygame_gui.core.UIContainer | None = None
        self.choices: dict[str, Choice] = {}  # object id -> the choice its button makes
        self.primary: set[str] = set()  # the object ids drawn copper

    def forget(self) -> None:
        """The scene's widgets were cleared (a rebuild): the buttons went with them."""
        self.box = None

    def show(
        self,
        model: PromptModel,
        area: L.Rect,
        scale: float,
        choose: Callable[[Choice], None],
        turn_page: Callable[[int], None],
    ) -> pygame_gui.elements.UIButton | None:
        """Replace the buttons with `model`'s, in `area`; returns the default's button (Enter)."""
        s = scale
        if self.box is not None:
            for oid in self.choices:
                self.scene.unregister_widget(oid)
            self.box.kill()
        self.choices = {}
        self.primary = set()
        self.box = pygame_gui.core.UIContainer(
            pygame.Rect(area.rounded()),
            manager=self.scene.app.manager,
            container=self.scene.root,
            object_id=ObjectID(object_id="#prompt_box"),
        )
        rows = L.option_rects(L.Rect(0, 0, area.w, area.h), len(model.choices), s)
        big = V.get_font("ui_bold", max(8, round(18 * s)))
        default = None
        for i, (choice, row) in enumerate(zip(model.choices, rows)):
            if choice.command == f"{PAGE_PREV}|{PAGE_NEXT}":
                third = (row.w - 2 * 6 * s) / 3
                prev_r = L.Rect(row.x, row.y, third, row.h)
                label_r = L.Rect(row.x + third + 6 * s, row.y, third, row.h)
                next_r = L.Rect(row.x + 2 * (third + 6 * s), row.y, third, row.h)
                previous = Choice("◀", command=PAGE_PREV)
                self._button(prev_r, "◀", lambda: turn_page(-1), "page_prev", previous)
                label = choice.short or choice.label
                self._button(label_r, label, None, "page_label", choice, enabled=False)
                following = Choice("▶", command=PAGE_NEXT)
                self._button(next_r, "▶", lambda: turn_page(1), "page_next", following)
                continue
            # larger text: the words may come closer to the button's edges
            edges = 14 * s if text_gain() <= 1 else 8 * s
            room = row.w - ((64 if text_gain() <= 1 else 58) * s if choice.icon else edges)
            if choice.icon and not V.button_fits((choice.label,), room, s):
                # a longer language's words need the token's room: the words say the kind too
                # (and where even that room is short, the words lose less of themselves)
                choice, room = attrs.evolve(choice, icon=None), row.w - edges
            # a smaller type before any shortening
            kind, label = V.option_fit(choice.label, room, s)
            tooltip = choice.tooltip
            if label != choice.label:
                tooltip = choice.label + (f"\n{tooltip}" if tooltip else "")
            # the default (Enter) is copper, when its words fit the larger copper type
            primary = i == model.default and big.size(label)[0] <= room
            button = self._button(
                row,
                label,
                functools.partial(choose, choice),
                f"choice_{i}",
                choice,
                tooltip=tooltip,
                primary=primary,
                kind=kind,
            )
            if model.default == i:
                default = button
        return default

    def _button(
        self,
        rect: L.Rect,
        text: str,
        action: Callable[[], None] | None,
        oid: str,
        choice: Choice,
        tooltip: str | None = None,
        enabled: bool = True,
        primary: bool = False,
        kind: str = "@small_button",  # the theme class of its words' type (views.option_fit)
    ) -> pygame_gui.elements.UIButton:
        if primary:
            kind = "@primary_button"
        button = pygame_gui.elements.UIButton(
            relative_rect=pygame.Rect(rect.rounded()),
            text=text,
            manager=self.scene.app.manager,
            container=self.box,
            tool_tip_text=tooltip,
            object_id=ObjectID(class_id=kind, object_id=f"#{oid}"),
        )
        self.scene.register_widget(oid, button, action, tooltip)
        if not enabled:
            button.disable()
        self.choices[oid] = choice
        if primary:
            self.primary.add(oid)
        return button

    def button_for(self, action) -> str | None:
        """The object id of the button that plays `action`, if one is showing."""
        for oid, choice in self.choices.items():
            if choice.action is not None and choice.action == action:
                button = self.scene.widget_or_none(oid)
                if button is not None and button.visible:
                    return oid
        return None

    def draw_icons(self, surface: pygame.Surface, scale: float) -> None:
        """The power and source tokens on their buttons, just before the centred words."""
        small = V.get_font("ui_bold", max(8, round(15 * scale)))
        big = V.get_font("ui_bold", max(8, round(18 * scale)))
        for oid, choice in self.choices.items():
            button = self.scene.widget_or_none(oid)
            if choice.icon and button is not None and button.visible:
                size = round(button.rect.h * 0.7)
                text_w = (big if oid in self.primary else small).size(button.text)[0]
                x = max(
                    button.rect.x + 4,
                    button.rect.centerx - text_w // 2 - size - round(6 * scale),
                )
                surface.blit(V.icon(choice.icon, size), (x, button.rect.centery - size // 2))
