"""Synthetic input for the UI tests: `Driver` posts real pygame events to an opened app and
steps its frames, so tests drive the game the way a player's mouse and keyboard would.

It lives in its own module rather than conftest.py: several test folders have a conftest, and
`from conftest import ...` picked whichever pytest had loaded last.
"""

from __future__ import annotations


class Driver:
    """Drives a real App through its own event loop with synthetic pygame events."""

    def __init__(self, app) -> None:
        self.app = app

    @property
    def top(self):
        return self.app.stack.top

    def frames(self, count: int = 2) -> None:
        for _ in range(count):
            self.app.frame(1 / 60)

    def post(self, event_type: int, **attrs) -> None:
        import pygame

        pygame.event.post(pygame.event.Event(event_type, **attrs))

    def click_at(self, pos: tuple[int, int], button: int = 1) -> None:
        """Press and release the mouse at `pos`, then let the loop run (widgets answer on the
        next frame, because pygame_gui posts its own events)."""
        import pygame

        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.frames(1)
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.frames(3)

    def click(self, widget_id: str) -> None:
        """Click the centre of the top scene's widget with this object id."""
        widget = self.top.widget(widget_id)
        assert widget.visible, f"{widget_id} is hidden"
        self.click_at(widget.rect.center)

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        import pygame

        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)
        self.frames(3)

    def type_text(self, text: str) -> None:
        """Type into the focused text field, as the keyboard would (TEXTINPUT events)."""
        import pygame

        for char in text:
            self.post(pygame.TEXTINPUT, text=char)
        self.frames(2)

    def replace_text(self, widget_id: str, text: str) -> None:
        """Click into a text field, select everything, type over it."""
        import pygame

        self.click(widget_id)
        self.key(pygame.K_a, mod=pygame.KMOD_CTRL)
        self.key(pygame.K_BACKSPACE)
        self.type_text(text)
