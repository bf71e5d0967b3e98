"""`Host`: what a screen may use of the window that shows it.

Screens are given the app as their host, but they know it only through this protocol: the
window's size and scale, the settings, the scene stack, the UI manager, sounds, the game's
hooks and the navigation (`nav`, how one screen opens another). Typing scenes against this
instead of `steamworks.ui.app.App` keeps the scenes from importing the app, which imports them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # pragma: no cover
    import pygame

    from steamworks.ui.hooks import Hooks
    from steamworks.ui.launch_options import LaunchOptions
    from steamworks.ui.navigation import Navigation
    from steamworks.ui.scene import Scene, SceneStack
    from steamworks.ui.settings import Settings
    from steamworks.ui.style import SoundPlayer


class Host(Protocol):
    """The app as the screens see it."""

    options: LaunchOptions
    hooks: Hooks
    nav: Navigation
    stack: SceneStack
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
