"""When the main loop may rest: a turn-based game should cost next to nothing while the player
only looks at it.

The app's loop (`App.run`) draws frames at full rate while anything moves, and rests when
nothing has for a moment: it stops drawing and sleeps until the next event. `LoopRest` keeps
the account. After every frame the app tells it whether the frame had events (input, a window
event, a worker's wake-up call), whether the top screen says something is moving
(`Scene.animating`: an animation in flight, a banner fading, the AI or the coach thinking, a
timer that must run out) and which screen was on top. The loop rests once `REST_AFTER`
seconds have passed with none of that: the short grace keeps small effects that follow input
(a hover's glow and tooltip, a bar growing in on a new screen) running without every screen
having to declare them, then lets decoration (the title's gears, the pulse of the glowing
places) stand still until the player comes back.

While resting, the loop sleeps and looks for events every `REST_POLL` seconds (a frame's
time, so input is answered as soon as in a running loop); every `WAKE_CHECK` seconds without
any it lets the top screen look at its workers (an update of zero seconds: time stands still
for a resting screen, so nothing jumps when it wakes); if that starts something moving, full
frames resume. A worker thread that finishes calls `wake_the_loop()`, which posts the wake-up
event, so the loop wakes at its next look instead of at its next check. A text field with the
focus is the one thing that moves while resting: its cursor blinks, so the resting loop draws
a frame every `BLINK_STEP` seconds for it (its blink a little slower than at full rate).

No pygame at import time: worker modules that import this must stay usable without a window.
"""

from __future__ import annotations

import sys
from typing import Any

REST_AFTER = 1.5  # seconds with no event and nothing moving before the loop rests
REST_POLL = 1 / 60  # how often a resting loop looks for events (seconds)
WAKE_CHECK = 0.5  # how often a resting loop lets the screen poll its workers (seconds)
BLINK_STEP = 0.3  # while a text field has the focus, a resting loop draws a frame this often

_wake_event_type: int | None = None


def install_wake_event() -> int:
    """Reserve the wake-up event's type (the app calls this when its window opens, on the main
    thread, once pygame is initialised). Returns the type."""
    global _wake_event_type
    if _wake_event_type is None:
        import pygame
        import pygame_gui

        # pygame_gui reserves its event types when first imported, and pygame.quit() (or the
        # last display closing) starts the numbering again: reserved after that, the next
        # number could be one of pygame_gui's (a wake-up read as a button press). So pygame_gui
        # is imported first, and a number it already uses is passed over.
        taken = {
            value
            for name, value in vars(pygame_gui).items()
            if name.startswith("UI_") and isinstance(value, int)
        }
        kind = pygame.event.custom_type()
        while kind in taken:
            kind = pygame.event.custom_type()
        _wake_event_type = kind
    return _wake_event_type


def wake_the_loop() -> None:
    """From any thread: something is ready for the screen (a worker's answer), so a resting
    loop should wake now. Does nothing when no window is open."""
    pygame: Any = sys.modules.get("pygame")
    if _wake_event_type is None or pygame is None or not pygame.display.get_init():
        return
    try:
        pygame.event.post(pygame.event.Event(_wake_event_type))
    except pygame.error:  # the window is closing: nobody to wake
        pass


class LoopRest:
    """How long nothing has happened, and so whether the loop may rest (see the module
    docstring). It works on the frames' own `dt`, never the wall clock."""

    def __init__(self) -> None:
        self.quiet = 0.0  # seconds since the last event or movement
        self._top: Any = None  # the screen on top at the last frame

    @property
    def resting(self) -> bool:
        return self.quiet >= REST_AFTER

    def after_frame(self, dt: float, had_events: bool, moving: bool, top: Any) -> None:
        """A frame of `dt` seconds was run: with events or not, with something moving or not,
        with `top` on top (a new screen is something happening too)."""
        if had_events or moving or top is not self._top:
            self.quiet = 0.0
            self._top = top
        else:
            self.quiet += dt

    def wake(self) -> None:
        """Something started moving between frames: full frames again from now."""
        self.quiet = 0.0
