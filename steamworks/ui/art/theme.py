"""The pygame_gui theme (``assets/theme.json``, the game's one theme) and how to load it.

Use ``theme_data(scale)`` rather than the bare path::

    import pygame_gui
    from steamworks.ui.art.theme import theme_data

    manager = pygame_gui.UIManager((1600, 900), theme_path=theme_data(scale))

The file is written at the design size (1600x900, scale 1); ``theme_data`` sizes it for the
UI scale: every font, and in the screens' class blocks (``@menu_button``, ...) the corner
radii, borders, shadows and paddings too. It also resolves font paths: they are written
relative to the assets folder (``"fonts/Inter-Regular.otf"``), but pygame_gui resolves them
against the current working directory, which is neither the checkout nor the PyInstaller
bundle in general, so every ``*_path`` becomes an absolute path under ``asset_path()``; a font
file that is missing is dropped from the theme so pygame_gui falls back to its own font
instead of failing. ``theme_path()`` gives the file itself, for tools and tests.

Object ids and classes the theme defines (use them with ``pygame_gui.core.ObjectID``):

- buttons are brass on walnut; ``@confirm_button`` (verdigris) and ``@cancel_button`` (oxide);
- the screens' buttons: ``@menu_button``, ``@menu_primary``, ``@button``, ``@primary_button``,
  ``@small_button``, ``@compact_button`` (a long option's words), ``@glyph_button``,
  ``@close_button``, ``@chapter_button``, ``@toggle``, ``@stepper_value``, ``@swatch``;
  ``@text_entry`` for text fields;
- panels are parchment; ``@wood_panel`` for dark walnut ones;
- labels are ink (for parchment); ``@on_wood`` for labels on the table;
- ``@heading`` (EB Garamond), ``@title`` (Old Standard), ``@number`` (Inter Bold);
- text boxes (the log, prompts) and tooltips are parchment with ink text.
"""

from __future__ import annotations

import copy
import functools
import json
import logging
from pathlib import Path
from typing import Any

from . import asset_path

log = logging.getLogger(__name__)

_PATH_KEYS = ("regular_path", "bold_path", "italic_path", "bold_italic_path")


def theme_path() -> Path:
    """Absolute path of ``assets/theme.json``."""
    return asset_path("theme.json")


@functools.cache
def _load_resolved() -> dict[str, Any]:
    try:
        raw = json.loads(theme_path().read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        log.warning(
            "theme %s unavailable (%s); pygame_gui defaults will be used", theme_path(), exc
        )
        return {}
    base = theme_path().parent
    for block in raw.values():
        font = block.get("font") if isinstance(block, dict) else None
        if not isinstance(font, dict):
            continue
        for key in _PATH_KEYS:
            rel = font.get(key)
            if not isinstance(rel, str):
                continue
            full = (base / rel).resolve()
            if full.is_file():
                font[key] = str(full)
            else:
                log.warning("theme font %s missing; dropped", full)
                del font[key]
        if "regular_path" not in font:
            # Without a regular face the named font cannot be registered: let pygame_gui
            # use its built-in font for this block rather than fail.
            for key in _PATH_KEYS:
                font.pop(key, None)
            font.pop("name", None)
    return raw


# Seconds of hover (or of keyboard focus resting) before a tooltip appears: look.md's 300 ms,
# for the screens' own tooltips, the build panel's and pygame_gui's on buttons alike.
TOOLTIP_DELAY = 0.3

# Sizes in the theme's "misc" blocks that follow the UI scale, in the screens' own class blocks
# ("@menu_button", ...); element-wide blocks ("panel", "window", ...) keep their design pixels.
_SCALED_MISC = (
    "shape_corner_radius",
    "border_width",
    "shadow_width",
    "padding",
    "text_horiz_alignment_padding",
    "rect_width",
)


def _scaled(value: str, scale: float) -> str:
    """A design-pixel size (or "x,y" pair) of the theme at `scale`; 0 stays 0, else at least 1."""
    return ",".join(
        "0" if float(part) == 0 else str(max(1, round(float(part) * scale)))
        for part in value.split(",")
    )


LEAST_COMPACT = "@compact_button_least"  # the compact buttons' type without the text gain


def theme_data(
    scale: float = 1.0, high_contrast: bool = False, text_gain: float = 1.0
) -> dict[str, Any]:
    """The theme for UI scale `scale` as a dict with absolute font paths, ready for
    ``UIManager(theme_path=...)``.

    Every font size follows the scale times `text_gain` (the text size beyond what the layout
    grows with, geometry.text_gain; never under 9 px); in the screens' class blocks
    (``@...``) so do the corner radii, borders, shadows and paddings, and their buttons show
    tooltips after ``TOOLTIP_DELAY``. A fresh copy each call, so callers may adjust it.
    `high_contrast` gives the high-contrast look's colours (ui/art/looks.py).
    """
    theme = copy.deepcopy(_load_resolved())
    if high_contrast:
        from steamworks.ui.art.looks import high_contrast_theme

        high_contrast_theme(theme)
    # the compact buttons once more with the type the layout grows with, not the larger text:
    # the words of a button that cannot grow shrink back as far as that size before they are
    # cut (the table's lines do the same: views.put_fitted)
    theme[LEAST_COMPACT] = copy.deepcopy(theme["@compact_button"])
    for key, block in theme.items():
        font = block.get("font")
        if isinstance(font, dict) and "size" in font:
            gain = 1.0 if key == LEAST_COMPACT else text_gain
            font["size"] = str(max(9, round(float(font["size"]) * scale * gain)))
        misc = block.get("misc")
        if key.startswith("@") and isinstance(misc, dict):
            for name in _SCALED_MISC:
                if name in misc:
                    misc[name] = _scaled(misc[name], scale)
            misc["tool_tip_delay"] = str(TOOLTIP_DELAY)
    return theme


def design_font_size(block: str) -> float:
    """The design size (at scale 1) of the font of theme block `block`, e.g. "@compact_button"."""
    return float(_load_resolved()[block]["font"]["size"])


# Styled faces that pygame_gui's HTML text (<b>, <i> in the log and tooltips) asks for, beside
# the regular faces the theme's blocks name (`steamworks.ui.style.preload_theme_fonts` loads both).
PRELOAD_FONTS: tuple[dict[str, Any], ...] = tuple(
    {"name": "sw_inter", "point_size": size, "style": style, "antialiased": "1"}
    for size in (14, 15)
    for style in ("bold", "italic")
)
