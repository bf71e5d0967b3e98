"""The bridge between the screens and the art package: fonts sized for the screens, tile
pictures, sound that obeys the sound setting, and the theme's fonts registered with pygame_gui.

The art package (`steamworks.ui.art`) owns the look, the theme included
(`steamworks.ui.art.theme.theme_data(scale)`); this module only adapts it for the screens.
"""

from __future__ import annotations

import logging
import warnings
from typing import Any

import pygame

from steamworks.ui.art.fonts import get_font
from steamworks.ui.art.sounds import SoundBank
from steamworks.ui.art.theme import PRELOAD_FONTS
from steamworks.ui.art.tile_art import tile_surface

log = logging.getLogger(__name__)

# Text roles (see steamworks.ui.art.fonts): display, heading, serif, serif_italic, ui,
# ui_medium, ui_bold, numbers.


def font(role: str, design_size: float, scale: float = 1.0) -> pygame.font.Font:
    """A font for `role` whose size is `design_size` at 1600x900, times `scale`."""
    return get_font(role, max(8, round(design_size * scale)))


def tile_image(tile_id: str, rotation: int, size: int) -> pygame.Surface:
    """The tile as drawn in the game, `size` pixels square (at least 8)."""
    return tile_surface(tile_id, rotation, max(8, int(size)))


# --- sounds -----------------------------------------------------------------------------------


class SoundPlayer:
    """The sound bank the screens talk to: it obeys the sound setting, and the art package's
    `SoundBank` (silent on any failure by itself) is only made when a first sound plays."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self._bank: Any = None

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        if self._bank is not None:
            self._bank.enabled = enabled

    def play(self, name: str) -> None:
        if not self.enabled:
            return
        if self._bank is None:
            self._bank = SoundBank(enabled=self.enabled)
        self._bank.play(name)


# --- the pygame_gui theme's fonts -------------------------------------------------------------


def preload_theme_fonts(manager: Any, theme: dict[str, Any]) -> None:
    """Register and preload every font the theme names, and the bold and italic faces of its
    rich text, so pygame_gui neither loads them lazily mid-frame nor warns about them."""
    wanted: dict[tuple[str, int], dict[str, Any]] = {}
    for block in theme.values():
        font_block = block.get("font") if isinstance(block, dict) else None
        if not isinstance(font_block, dict) or "name" not in font_block:
            continue
        name = font_block["name"]
        if "regular_path" in font_block:
            manager.add_font_paths(
                name,
                font_block["regular_path"],
                font_block.get("bold_path"),
                font_block.get("italic_path"),
                font_block.get("bold_italic_path"),
            )
        try:
            size = int(float(font_block.get("size", 14)))
        except (TypeError, ValueError):
            continue
        wanted[(name, size)] = {"name": name, "point_size": size, "style": "regular"}
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # "already loaded" notes for fonts pygame_gui shares
            manager.preload_fonts([*wanted.values(), *PRELOAD_FONTS])
    except Exception:  # noqa: BLE001 - preloading is an optimisation only
        log.debug("font preload failed", exc_info=True)
