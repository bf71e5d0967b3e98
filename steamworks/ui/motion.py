"""Calm motion (Settings, Accessibility, "Calm motion"): whether anything may move that the
player did not move.

With calm motion on, the drawing code's decorative clocks stand still (`phase(t)` gives 0
whatever the time: the glow round what you may play, the focus ring's brackets and the
tutorial's arrow hold their middle brightness and size, the title's gears stop) and banners
appear and go without fading (`opacity` is 1 for as long as they show). Moves land at once:
Settings.animation_duration is 0, and the game's and the build panel's animations ask
`moving_speed`. The app sets the flag from the settings at start and whenever they change.
"""

from __future__ import annotations

_state = {"calm": False}


def set_calm(calm: bool) -> None:
    _state["calm"] = bool(calm)


def calm() -> bool:
    return _state["calm"]


def phase(t: float) -> float:
    """The time a decorative motion (a pulse, a bob, a turning gear) is drawn at: `t`, or 0
    with calm motion, so it stands still."""
    return 0.0 if _state["calm"] else t


def opacity(fading: float) -> float:
    """A banner's opacity: its fade (0..1) as drawn, or fully there while it shows (1 for any
    fade above 0) with calm motion."""
    if _state["calm"]:
        return 1.0 if fading > 0 else 0.0
    return fading


def moving_speed(animation_speed: float) -> float:
    """The animation speed to move things at: the setting's, or 0 (no movement, everything
    lands at once) with calm motion."""
    return 0.0 if _state["calm"] else animation_speed
