"""The scene stack and the base class every screen derives from.

A scene is one screen (title, new game, settings, rules, the game table) or an overlay on
top of one (pause menu, message dialog). The `SceneStack` holds them bottom to top; only the
top scene receives input and updates. The stack calls each scene's lifecycle hooks in a fixed
order:

- `push(new)`:    top.pause(), then new.enter()
- `pop()`:        top.exit(), then the new top's resume()
- `replace(new)`: top.exit(), then new.enter() (the scene below is not disturbed)

Drawing goes from the highest opaque scene upwards: scenes under an opaque full-screen scene
are not drawn at all. `draw()` must never change state (the smoke test and screenshots call
it freely).

Widgets: there is one pygame_gui UIManager per window (owned by the app). Each scene builds
its widgets inside its own root container, from its own state, in `build()`; the base class
rebuilds them on a resize, hides them while the scene is covered and kills them on exit.
While covered by a translucent overlay a scene's widgets are shown as a still picture taken
when it was covered, so the overlay's dimming lies over them the way it would over a photo.

Input: the app gives an event to pygame_gui first; a scene's `handle_event` only sees events
that no widget consumed, so a board or drag handler never fights a button for a click.
Escape is the exception: it always reaches the scene (it means "back"), even while a text
field has focus.

`Host` is what a screen may use of the window that shows it, and `Navigator` how it opens
another screen (`self.app.nav.open_load()`). Screens are given the app as their host but know it
only through these protocols, so no screen imports `steamworks.ui.app`, which imports them, nor
`steamworks.ui.navigation`, which opens them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypedDict, Unpack

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from steamworks.ui.art.theme import TOOLTIP_DELAY

if TYPE_CHECKING:  # pragma: no cover
    from pathlib import Path

    from steamworks.persistence.record import GameRecord
    from steamworks.session import GameSession
    from steamworks.ui.hooks import Hooks
    from steamworks.ui.launch_options import LaunchOptions
    from steamworks.ui.settings import Settings, SettingsStore
    from steamworks.ui.style import SoundPlayer

log = logging.getLogger(__name__)

Action = Callable[[], None]

MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)


def mouse_in_use(event: pygame.event.Event, last_pos: Any) -> bool:
    """Whether `event` is the player using the mouse (a press, a release, the wheel, or a
    motion that goes somewhere), so a keyboard focus ring should give way. A motion to where
    the pointer already was does not count: windows send those when they gain focus."""
    if event.type not in MOUSE_EVENTS:
        return False
    return event.type != pygame.MOUSEMOTION or tuple(event.pos) != tuple(last_pos)


def ring_key(
    event: pygame.event.Event,
    focus: Any,
    items: Callable[[], Any],
    activate: Callable[[], bool],
) -> bool:
    """A list screen's keys for its focus ring (`focus`, a `ui.focus.KeyboardFocus` over
    `items()`): Tab and Shift+Tab move it, Enter or Space presses what it rings while it
    shows. True when the key was used."""
    if event.key == pygame.K_TAB:
        shift = getattr(event, "mod", 0) & pygame.KMOD_SHIFT
        return bool(focus.step(items(), -1 if shift else 1))
    if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        return bool(focus.shown and activate())
    return False


class SceneStack:
    """Scenes bottom to top, with the lifecycle calls in the documented order."""

    def __init__(self) -> None:
        self._scenes: list[Any] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Iterator[Any]:
        return iter(self._scenes)

    @property
    def top(self) -> Any | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Any, ...]:
        return tuple(self._scenes)

    def push(self, scene: Any) -> None:
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()

    def pop(self) -> Any:
        if not self._scenes:
            raise IndexError("pop from an empty scene stack")
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Any) -> Any | None:
        old = self._scenes.pop() if self._scenes else None
        if old is not None:
            old.exit()
        self._scenes.append(scene)
        scene.enter()
        return old

    def clear(self) -> None:
        """Exit every scene, top first."""
        while self._scenes:
            self._scenes.pop().exit()

    def visible(self) -> list[Any]:
        """The scenes to draw, bottom to top: from the highest opaque scene upwards."""
        start = 0
        for index in range(len(self._scenes) - 1, -1, -1):
            if getattr(self._scenes[index], "opaque", True):
                start = index
                break
        return self._scenes[start:]

    def find(self, kind: type) -> Any | None:
        """The highest scene of a class, if any (e.g. is a game running under this pause menu?)."""
        for scene in reversed(self._scenes):
            if isinstance(scene, kind):
                return scene
        return None


class Scene:
    """Base screen: lifecycle hooks, widget bookkeeping, Esc/Enter handling.

    Subclasses override `build()` (create widgets and remember layout rects from
    `self.app.window_size` and `self.app.scale`), `draw()`, and any of the hooks. Widget
    callbacks run from `handle_event` (never inside pygame_gui's own processing), so they may
    push, pop or replace scenes freely.
    """

    name = "scene"
    opaque = True  # covers the whole window: nothing below is drawn
    remaps_keys = False  # the player's keys (Settings, Accessibility) work here: the game table

    def __init__(self, app: Host) -> None:
        self.app = app
        self.root: pygame_gui.core.UIContainer | None = None
        self.default_button: pygame_gui.elements.UIButton | None = None
        self._actions: dict[Any, Action] = {}
        self._text_changed: dict[Any, Callable[[str], None]] = {}
        self._named: dict[str, Any] = {}
        # pygame_gui shows no tooltip on a disabled button, yet that is when "why?" matters most:
        # the scene shows those itself (button -> text, and how long the mouse has rested on one)
        self._tips: dict[Any, str] = {}
        self._tip_hover: tuple[Any, float] | None = None
        self._widget_picture: pygame.Surface | None = None
        self.covered = False

    # --- lifecycle (called by the stack) -----------------------------------------------------

    def enter(self) -> None:
        """The scene was pushed (or replaced another): build its widgets."""
        self.rebuild()

    def exit(self) -> None:
        """The scene left the stack: free its widgets."""
        self.clear_widgets()
        self._widget_picture = None

    def pause(self) -> None:
        """Another scene was pushed on top: keep a picture of the widgets, then hide them."""
        self.covered = True
        self._widget_picture = self.app.picture_of_widgets() if self.root is not None else None
        if self.root is not None:
            self.root.hide()

    def resume(self) -> None:
        """The scene on top was popped: show the widgets again and refresh what may have changed."""
        self.covered = False
        self._widget_picture = None
        self.refresh()
        if self.root is not None:
            self.root.show()

    def resize(self) -> None:
        """Window size or UI scale changed: rebuild for the new size.

        The app hides every scene's widgets first and calls this bottom to top, so a covered
        scene's new picture holds only its own widgets.
        """
        self.rebuild()
        if self.covered:
            self._widget_picture = self.app.picture_of_widgets()
            if self.root is not None:
                self.root.hide()

    def refresh(self) -> None:
        """Bring widgets up to date after something outside changed (default: rebuild them)."""
        self.rebuild()

    # --- per frame -----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one event no widget consumed; return True when it was used."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self.trigger(event.ui_element)
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            changed = self._text_changed.get(event.ui_element)
            if changed is not None:
                changed(event.ui_element.get_text())
                return True
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.on_back()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.activate_default()
        return False

    def update(self, dt: float) -> None:
        """Advance animations by dt seconds (only the top scene is updated)."""

    def animating(self) -> bool:
        """Whether something here must go on moving while nobody touches anything: an
        animation in flight, a banner fading, a worker thinking, a timer that must run out (the
        top scene is asked after every frame). When no event has come and this has been False
        for a moment, the app's loop rests (`ui.rest`): it stops drawing, and no time passes for
        the scene until the next event, so a merely decorative motion (the title's gears, a
        pulsing glow) simply stands still. Short effects that follow input need not count: the
        loop runs on for a moment after every event. Default: nothing moves."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw everything that is not a widget. Must not change state."""

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Draw above the widgets (the top scene only): tooltips of disabled buttons."""
        if self._tip_hover is None:
            return
        button, rested = self._tip_hover
        text = self._tips.get(button)
        if not text or rested < TOOLTIP_DELAY or button.is_enabled or not button.visible:
            return
        self.draw_button_tip(surface, button, text)

    def draw_button_tip(
        self, surface: pygame.Surface, button: Any, text: str, below: int | None = None
    ) -> None:
        """A button's tooltip box, just under it (or under the y `below`, e.g. a focus ring)."""
        from steamworks.ui import draw as drawing
        from steamworks.ui.style import font

        scale = self.app.scale
        f = font("ui", 16, scale)
        lines = drawing.wrap_text(f, text, 340 * scale)
        anchor = (
            button.rect.left,
            (button.rect.bottom if below is None else below) + round(6 * scale),
        )
        drawing.tooltip_box(surface, f, lines, anchor, scale)

    def tooltip_of(self, widget: Any) -> str:
        """The tooltip this screen gave `widget` ("" for none): what the spoken mode says
        after a button's words."""
        return str(self._tips.get(widget, "") or "")

    def draw_tip_of(
        self, surface: pygame.Surface, object_id: str, below: int | None = None
    ) -> None:
        """The tooltip of this screen's button `object_id`, if it has one (under it, or under
        the y `below`): what the focus ring shows once it has rested on a button."""
        widget = self._named.get(object_id)
        text = self._tips.get(widget) if widget is not None else None
        if text:
            self.draw_button_tip(surface, widget, text, below=below)

    def update_tooltips(self, dt: float, mouse: tuple[int, int]) -> None:
        """Track how long the mouse has rested on a disabled button (called by the app)."""
        under = None
        for button in self._tips:
            if button.visible and not button.is_enabled and button.rect.collidepoint(mouse):
                under = button
                break
        if under is None:
            self._tip_hover = None
        elif self._tip_hover is not None and self._tip_hover[0] is under:
            self._tip_hover = (under, self._tip_hover[1] + dt)
        else:
            self._tip_hover = (under, 0.0)

    def set_tooltip(self, button: Any, text: str | None) -> None:
        """Change a button's tooltip (shown whether it is enabled or not)."""
        button.set_tooltip(text)
        if text:
            self._tips[button] = text
        else:
            self._tips.pop(button, None)

    def draw_widget_picture(self, surface: pygame.Surface) -> None:
        """While covered, the still picture of this scene's widgets (drawn by the app)."""
        if self._widget_picture is not None:
            surface.blit(self._widget_picture, (0, 0), special_flags=pygame.BLEND_PREMULTIPLIED)

    # --- behaviour to override -------------------------------------------------------------------

    def build(self) -> None:
        """Create this scene's widgets for the current window size and scale."""

    def on_back(self) -> None:
        """Escape: leave this scene (default: pop it)."""
        self.pop_if_top()

    def pop_if_top(self) -> None:
        """Pop this scene if it is the top one (a late callback finds it already covered or gone)."""
        if self.app.stack.top is self:
            self.app.pop()

    # --- widgets -----------------------------------------------------------------------------

    def rebuild(self) -> None:
        self.clear_widgets()
        self.root = pygame_gui.core.UIContainer(
            pygame.Rect((0, 0), self.app.window_size),
            manager=self.app.manager,
            object_id=ObjectID(object_id=f"#{self.name}_root"),
        )
        self.build()

    def clear_widgets(self) -> None:
        if self.root is not None:
            self.root.kill()
        self.root = None
        self.default_button = None
        self._actions.clear()
        self._text_changed.clear()
        self._named.clear()
        self._tips.clear()
        self._tip_hover = None

    def add_button(
        self,
        rect: Any,
        text: str,
        action: Action | None,
        *,
        kind: str = "@button",
        object_id: str | None = None,
        tooltip: str | None = None,
        enabled: bool = True,
        default: bool = False,
    ) -> pygame_gui.elements.UIButton:
        """A button in this scene's root; `action` runs when it is pressed (or Enter, if default)."""
        button = pygame_gui.elements.UIButton(
            relative_rect=pygame.Rect(_int_rect(rect)),
            text=text,
            manager=self.app.manager,
            container=self.root,
            tool_tip_text=tooltip,
            object_id=ObjectID(class_id=kind, object_id=f"#{object_id}" if object_id else None),
        )
        if action is not None:
            self._actions[button] = action
        if object_id:
            self._named[object_id] = button
        if tooltip:
            self._tips[button] = tooltip
        if not enabled:
            button.disable()
        if default:
            self.default_button = button
        return button

    def add_text_entry(
        self,
        rect: Any,
        text: str,
        on_change: Callable[[str], None],
        *,
        object_id: str | None = None,
        placeholder: str | None = None,
        max_length: int | None = None,
        allowed: str | list[str] | None = None,
    ) -> pygame_gui.elements.UITextEntryLine:
        """A one-line text field; `on_change(text)` runs after every edit."""
        entry = pygame_gui.elements.UITextEntryLine(
            relative_rect=pygame.Rect(_int_rect(rect)),
            manager=self.app.manager,
            container=self.root,
            object_id=ObjectID(
                class_id="@text_entry", object_id=f"#{object_id}" if object_id else None
            ),
            placeholder_text=placeholder,
        )
        if max_length is not None:
            entry.set_text_length_limit(max_length)
        if allowed is not None:
            # a str is one of pygame_gui's named sets ("numbers", "letters", ...)
            entry.set_allowed_characters(allowed)
        if text:
            entry.set_text(text)
        self._text_changed[entry] = on_change
        if object_id:
            self._named[object_id] = entry
        return entry

    def activate_default(self) -> bool:
        """Enter: press the default button, if there is one and it is enabled."""
        button = self.default_button
        if button is None or not button.is_enabled or not button.visible:
            return False
        return self.trigger(button)

    def trigger(self, button: Any) -> bool:
        """A button was pressed (by the mouse, Enter, or a keyboard focus): its click sound, then
        its action. False when the button has no action."""
        action = self._actions.get(button)
        if action is None:
            return False
        self.app.sounds.play("button_click")
        action()
        return True

    def press(self, button: pygame_gui.elements.UIButton) -> None:
        """Run a button's action directly (tests and keyboard shortcuts)."""
        action = self._actions.get(button)
        if action is not None and button.is_enabled:
            action()

    def widget(self, object_id: str) -> Any:
        """One of this scene's widgets by its object id (without '#'); KeyError when absent."""
        return self._named[object_id]

    def widget_ids(self) -> list[str]:
        return list(self._named)

    def widget_or_none(self, object_id: str) -> Any | None:
        return self._named.get(object_id)

    def allow_button(self, object_id: str, allowed: bool, tooltip: str | None) -> None:
        """Enable or disable a button of this scene's (if it is built) and give it the tooltip
        that goes with that: what it does, or why it is not available now."""
        button = self._named.get(object_id)
        if button is None:
            return
        if allowed:
            button.enable()
        else:
            button.disable()
        self.set_tooltip(button, tooltip)

    def register_widget(
        self, object_id: str, widget: Any, action: Action | None, tooltip: str | None
    ) -> None:
        """Count a widget made elsewhere (in a container of the scene's) as one of the scene's:
        found by object id, pressed through `trigger`, its tooltip drawn."""
        self._named[object_id] = widget
        if action is not None:
            self._actions[widget] = action
        if tooltip:
            self._tips[widget] = tooltip

    def unregister_widget(self, object_id: str) -> None:
        """Forget a widget `register_widget` counted (before its container is killed)."""
        widget = self._named.pop(object_id, None)
        self._actions.pop(widget, None)
        self._tips.pop(widget, None)


def _int_rect(rect: Any) -> tuple[int, int, int, int]:
    if isinstance(rect, pygame.Rect):
        return (rect.x, rect.y, rect.w, rect.h)
    x, y, w, h = rect
    x0, y0 = round(x), round(y)
    return (x0, y0, round(x + w) - x0, round(y + h) - y0)


# --- what a screen may use of the window that shows it ------------------------------------------

MessageButtons = Sequence[tuple[str | Callable[[], str], Callable[[], None] | None]]


class ReplayStart(TypedDict, total=False):
    """Where the replay viewer opens (`Navigator.open_replay`'s keywords, named once for the
    navigator and its reader): `index` the log position to show first (default: the start),
    `chosen` and `better` two actions at that position to show side by side."""

    index: int | None
    chosen: object
    better: object


class Navigator(Protocol):
    """How a screen opens another (`app.nav`; ui/navigation.py opens each screen)."""

    def open_first(self, name: str) -> None: ...

    def open_title(self) -> None: ...

    def open_new_game(self) -> None: ...

    def open_settings(self) -> None: ...

    def open_access_settings(self) -> None: ...

    def open_rules(self, chapter: str | None = None) -> None: ...

    def open_about(self) -> None: ...

    def open_tutorial(self) -> None: ...

    def open_puzzles(self) -> None: ...

    def open_online(self) -> None: ...

    def open_load(self) -> None: ...

    def open_statistics(self) -> None: ...

    def open_pause(self) -> None: ...

    def open_replay(
        self, source: Path | str | GameRecord, **start: Unpack[ReplayStart]
    ) -> None: ...

    def show_message(
        self,
        title: str | Callable[[], str],
        text: str | Callable[[], str],
        buttons: MessageButtons | None = None,
    ) -> None: ...

    def open_analysis(self, record: GameRecord) -> None: ...

    def open_results(self, session: GameSession, kept: str | None = None) -> None: ...

    def open_final_table(self, session: GameSession) -> None: ...


class Host(Protocol):
    """The app as the screens see it."""

    options: LaunchOptions
    hooks: Hooks
    nav: Navigator
    stack: SceneStack
    store: SettingsStore  # the settings and their file (the Accessibility screen reads why a key map was refused)
    manager: Any  # pygame_gui.UIManager (imported only once the window opens)
    sounds: SoundPlayer
    window_size: tuple[int, int]
    scale: float

    @property
    def settings(self) -> Settings: ...

    def change_settings(self, **changes: Any) -> Settings: ...

    def resize_window(self, size: tuple[int, int]) -> None: ...

    def picture_of_widgets(self) -> pygame.Surface: ...

    def push(self, scene: Scene) -> None: ...

    def pop(self) -> Scene | None: ...

    def replace(self, scene: Scene) -> None: ...

    def reset_to(self, scene: Scene) -> None: ...

    def call_hook(self, name: str, *args: Any) -> Any: ...

    def request_quit(self) -> None: ...
