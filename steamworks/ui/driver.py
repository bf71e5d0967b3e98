"""Synthetic input for an opened app: `InputDriver` posts real pygame events and steps the app's
frames, so the screenshots of the build panel (ui/build/shots.py) and the UI tests
(tests/support/driver.py) drive the game the way a player's mouse and keyboard would, through
the app's own event loop.

Nothing in the game itself uses it. Import it only once SDL's drivers are chosen (headless:
SDL_VIDEODRIVER=dummy), as every user of pygame must.
"""

from __future__ import annotations

import pygame

FRAME = 1 / 60  # seconds of one stepped frame


class InputDriver:
    """Real events through an app's loop. `settle` is the number of frames stepped after a
    click, a release or a key, for widgets to answer (pygame_gui posts its own events, which
    are handled on the next frame)."""

    def __init__(self, app, settle: int = 3) -> None:
        self.app = app
        self.settle = settle

    @property
    def top(self):
        """The scene on top of the app's stack."""
        return self.app.stack.top

    def frames(self, count: int = 2) -> None:
        for _ in range(count):
            self.app.frame(FRAME)

    def post(self, event_type: int, **attrs) -> None:
        pygame.event.post(pygame.event.Event(event_type, **attrs))

    # ---------------------------------------------------------------- the mouse

    def hover(self, pos: tuple[int, int]) -> None:
        """Move the mouse to `pos` (no button held) and step a frame."""
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.frames(1)

    def click_at(self, pos: tuple[int, int], button: int = 1) -> None:
        """Move to `pos`, press and release the mouse there, then let the loop run."""
        self.hover(pos)
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        self.frames(self.settle)

    def click(self, widget_id: str) -> None:
        """Click the centre of the top scene's widget with this object id."""
        widget = self.top.widget(widget_id)
        assert widget.visible, f"{widget_id} is hidden"
        self.click_at(widget.rect.center)

    def press_and_move(self, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
        """Press the left button at `start` and move to `end` in `steps` frames, still held."""
        self.hover(start)
        self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.frames(1)
        for i in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * i / steps
            y = start[1] + (end[1] - start[1]) * i / steps
            self.post(pygame.MOUSEMOTION, pos=(round(x), round(y)), rel=(0, 0), buttons=(1, 0, 0))
            self.frames(1)

    def release(self, pos: tuple[int, int]) -> None:
        """Let go of the left button at `pos`."""
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self.frames(self.settle)

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        self.press_and_move(start, end)
        self.release(end)

    def wheel(self, steps: int) -> None:
        """Turn the mouse wheel where the mouse is: `steps` notches away from you (negative:
        towards you, which scrolls a list down)."""
        self.post(pygame.MOUSEWHEEL, x=0, y=steps, flipped=False)
        self.frames(self.settle)

    # ---------------------------------------------------------------- the keyboard

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        """Press and release a key (with modifiers `mod`)."""
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)
        self.frames(self.settle)

    def type_text(self, text: str) -> None:
        """Type into the focused text field, as the keyboard would (TEXTINPUT events)."""
        for char in text:
            self.post(pygame.TEXTINPUT, text=char)
        self.frames(2)

    def replace_text(self, widget_id: str, text: str) -> None:
        """Click into a text field, select everything, type over it."""
        self.click(widget_id)
        self.key(pygame.K_a, mod=pygame.KMOD_CTRL)
        self.key(pygame.K_BACKSPACE)
        self.type_text(text)
