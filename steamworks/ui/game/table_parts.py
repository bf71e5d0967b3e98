"""What the parts of the Game scene share: `TableParts`, the base of each part (`table_prompt`,
`table_keyboard`, `table_build`, `table_hints`, `table_drawing`, `table_overlay`) and so of
`scenes.game.GameScene`, which is built from them.

It names, with their types, the state `GameScene.__init__` sets and every part reads (the
controller, the layout, the targets, the hover, the panels...), gives the few answers that
only pass the controller's on (the session, the names, whose board is shown, the clock, who
is human, a human's move), and declares what one part offers the others (the build panel's
decision, the focused place, the hint's drawing...), each defined in the part that says so.
A part reads all of this from `self`, so a reader (and the type checker) finds here what it
may rely on. `SceneGuide` is what a lesson's or a puzzle's guide (`ui.tutorial`) answers the
scene, beside the controller's questions (`controller.Guide`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Protocol

import pygame

from steamworks.forwarding import Forwarded
from steamworks.rules import frames as F
from steamworks.rules.actions import Action
from steamworks.session import GameSession
from steamworks.ui.art.palette import PlayerStyle
from steamworks.ui.focus import Focusable, KeyboardFocus
from steamworks.ui.game import layout as L
from steamworks.ui.game.animation import Animator
from steamworks.ui.game.controller import GameController, Guide
from steamworks.ui.game.hint_panel import HintPanel
from steamworks.ui.game.hint_state import TableHint
from steamworks.ui.game.log_panel import LogPanel
from steamworks.ui.game.prompt import PromptModel
from steamworks.ui.game.prompt_buttons import PromptButtons
from steamworks.ui.game.recap_panel import RecapPanel
from steamworks.ui.game.static_layer import StaticLayer
from steamworks.ui.game.story_lines import StoryFeed
from steamworks.ui.game.supply_scroll import SupplyScroll
from steamworks.ui.game.targets import Target
from steamworks.ui.scene import Scene

if TYPE_CHECKING:  # the panel's module loads on first use (see steamworks.ui.build)
    from steamworks.ui.build.panel import BuildPanel


class SceneGuide(Guide, Protocol):
    """A guided game's guide, as the Game scene calls it (besides the controller's questions):
    it adds its buttons, sees events first, follows the clock and draws its card."""

    def build(self, scene: TableParts) -> None:
        """The screen was (re)built: add the card's buttons."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """An event, before the table sees it (True: the guide used it)."""

    def update(self, dt: float) -> None:
        """Once a frame."""

    def draw(self, surface: pygame.Surface) -> None:
        """The card and the pointer, over the table."""


class TableParts(Scene, ABC):
    """The Game scene as its parts see it; see the module docstring."""

    # --- the state GameScene.__init__ sets -------------------------------------------------------
    guide: SceneGuide | None  # a lesson's or a puzzle's, or None
    controller: GameController
    animator: Animator
    selection: Target | None  # a place answering several ways, chosen by a first click
    page: int  # the prompt's page of buttons
    mouse: tuple[int, int]
    hover_key: tuple | None  # the key of the place, region or button under the mouse
    hover_time: float  # seconds the mouse has rested on it
    press_key: tuple | None  # the key a left press began over (K.Nothing: none)
    key_focus: KeyboardFocus
    log_panel: LogPanel
    story_feed: StoryFeed
    recap: RecapPanel
    supply: SupplyScroll
    layout: L.TableLayout | None  # None until the screen is first built
    targets: list[Target]
    legal: list[Action]  # what the human to act may play (none while the AI acts)
    regions_hover: list[tuple[tuple, L.Rect]]
    toolbar_ids: tuple[str, ...]
    prompt: PromptModel | None
    prompt_buttons: PromptButtons
    build_panel: BuildPanel | None  # the panel open now
    build_for: int | None  # the state version the build panel answers
    static: StaticLayer
    hint: TableHint
    hint_panel: HintPanel
    _styles: tuple[bool, tuple[PlayerStyle, ...]] | None  # (colour-blind, the seats' styles)

    # --- the controller's answers ----------------------------------------------------------------

    # the game on the table
    session: Forwarded[GameSession] = Forwarded("controller")
    names: Forwarded[tuple[str, ...]] = Forwarded("controller")
    # whose persona board is shown large (the controller decides: `focus_for`)
    focus: Forwarded[int] = Forwarded("controller")
    # the table's clock: the glow's pulse and the thinking dots follow it
    clock: Forwarded[float] = Forwarded("controller")

    def human(self, seat: int | None) -> bool:
        return self.controller.human(seat)

    def play(self, action: Action) -> bool | None:
        """A human's move (see `GameController.play`)."""
        return self.controller.play(action)

    # --- what one part offers the others ---------------------------------------------------------

    @abstractmethod
    def click_target(self, target: Target) -> None:
        """(scenes.game) A click, or Enter on the focused place: play it or select it."""

    @abstractmethod
    def cancel_selection(self) -> None:
        """(scenes.game) Esc or a right click: the selected place is let go."""

    @abstractmethod
    def scroll_supply(self, step: int) -> bool:
        """(scenes.game) The focus player's supply row moved `step` tiles on."""

    @abstractmethod
    def _rebuild_log(self) -> None:
        """(scenes.game) The log panel shows the story as told so far."""

    @abstractmethod
    def _panel_frame(self) -> F.BuildFrame | F.AddFrame | None:
        """(table_build) The decision the build panel answers now, if any."""

    @abstractmethod
    def button_for(self, action: Action) -> str | None:
        """(table_prompt) The object id of the prompt button playing `action`, if shown."""

    @abstractmethod
    def focused(self) -> Focusable | None:
        """(table_keyboard) What the focus ring is on, or None when no ring shows."""

    @abstractmethod
    def styles(self) -> tuple[PlayerStyle, ...]:
        """(table_drawing) Each seat's colour and mark."""

    @property
    @abstractmethod
    def hint_open(self) -> bool:
        """(table_hints) Whether the hint panel lies over the log's card."""

    @abstractmethod
    def _draw_hint_marks(self, surface: pygame.Surface) -> None:
        """(table_hints) The hint's choices marked on the table."""

    @abstractmethod
    def _draw_hint_panel(self, surface: pygame.Surface) -> bool:
        """(table_hints) The hint panel, when open (True: it was drawn)."""
