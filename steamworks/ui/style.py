"""The bridge between the screens and the art package: fonts sized for the screens, tile
pictures, and the pygame_gui theme.

The art package (`steamworks.ui.art`) owns the look; this module only adapts it for the
screens: fonts sized in design pixels times the UI scale, and a theme whose font sizes follow
the scale. Sound is the art package's `SoundBank`, which is silent on any failure by itself.
"""

from __future__ import annotations

import logging
import warnings
from pathlib import Path
from typing import Any

import pygame

from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import font_file, get_font
from steamworks.ui.art.tile_art import tile_surface

log = logging.getLogger(__name__)

# Text roles (see steamworks.ui.art.fonts): display, heading, serif, serif_italic, ui,
# ui_medium, ui_bold, numbers.


def font(role: str, design_size: float, scale: float = 1.0) -> pygame.font.Font:
    """A font for `role` whose size is `design_size` at 1600x900, times `scale`."""
    return get_font(role, max(8, round(design_size * scale)))


def font_path(role: str) -> Path | None:
    """The font file behind a role, for pygame_gui's theme (None when there is none)."""
    path = font_file(role)
    return path if path.is_file() else None


def tile_image(tile_id: str, rotation: int, size: int) -> pygame.Surface:
    """The tile as drawn in the game, `size` pixels square (at least 8)."""
    return tile_surface(tile_id, rotation, max(8, int(size)))


# --- the pygame_gui theme ---------------------------------------------------------------------


def _hex(c: tuple[int, int, int]) -> str:
    return "#{:02X}{:02X}{:02X}".format(*c)


def _vgrad(top: tuple[int, int, int], bottom: tuple[int, int, int]) -> str:
    # pygame_gui gradient: "colour1,colour2,angle"; 90 degrees runs top to bottom
    return f"{_hex(top)},{_hex(bottom)},90"


# Seconds of hover (or of keyboard focus resting) before a tooltip appears: look.md's 300 ms,
# for the screens' own tooltips, the build panel's and pygame_gui's on buttons alike.
TOOLTIP_DELAY = 0.3

# The design size of "@compact_button": option buttons whose words do not fit the small size.
COMPACT_BUTTON_SIZE = 12.5

# Font roles the theme uses: (name in pygame_gui, art role, design size).
_THEME_FONTS = {
    "menu": ("sw_heading", "heading", 27),
    "button": ("sw_ui_bold", "ui_bold", 18),
    "small": ("sw_ui_bold", "ui_bold", 15),
    "compact": (
        "sw_ui_bold",
        "ui_bold",
        COMPACT_BUTTON_SIZE,
    ),  # a long option's words, still legible
    "entry": ("sw_ui", "ui", 18),
    "tooltip": ("sw_ui", "ui", 15),
    "chapter": ("sw_heading", "heading", 21),
    "glyph": ("sw_ui_bold", "ui_bold", 20),
    "toggle": ("sw_ui_bold", "ui_bold", 27),
}

_FONT_ROLES = {"sw_heading": "heading", "sw_ui_bold": "ui_bold", "sw_ui": "ui"}


def _font_block(kind: str, scale: float) -> dict[str, str]:
    name, role, size = _THEME_FONTS[kind]
    block = {"name": name, "size": str(max(9, round(size * scale)))}
    path = font_path(role)
    if path is not None:
        block["regular_path"] = str(path)
        block["bold_path"] = str(path)  # these roles are already the weight we want
    else:
        block["name"] = "noto_sans"  # pygame_gui's bundled font
    return block


def _brass_colours() -> dict[str, str]:
    return {
        "normal_bg": _vgrad(P.BRASS_LIGHT, P.BRASS),
        "hovered_bg": _vgrad(P.lighter(P.BRASS_LIGHT, 0.3), P.BRASS_LIGHT),
        "active_bg": _vgrad(P.BRASS, P.BRASS_DARK),
        "selected_bg": _vgrad(P.COPPER_LIGHT, P.COPPER),
        # translucent, so a disabled button reads as faded both on parchment and on walnut
        "disabled_bg": f"{_hex(P.BRASS)}50",
        "normal_text": _hex(P.INK),
        "hovered_text": _hex(P.INK),
        "active_text": _hex(P.PARCHMENT),
        "selected_text": _hex(P.INK),
        "disabled_text": _hex(P.mix(P.INK_SOFT, P.BRASS, 0.35)),
        "normal_border": _hex(P.BRASS_DARK),
        "hovered_border": _hex(P.darker(P.BRASS_DARK, 0.2)),
        "active_border": _hex(P.darker(P.BRASS_DARK, 0.3)),
        "selected_border": _hex(P.COPPER_DARK),
        "disabled_border": f"{_hex(P.BRASS_DARK)}90",
        "text_cursor": _hex(P.INK),
    }


def _base_theme(scale: float) -> dict[str, Any]:
    """The screens' own theme: brass buttons, parchment fields, ink text."""
    radius = str(max(3, round(6 * scale)))
    border = str(max(1, round(2 * scale)))
    shadow = str(max(1, round(2 * scale)))
    button_misc = {
        "shape": "rounded_rectangle",
        "shape_corner_radius": radius,
        "border_width": border,
        "shadow_width": shadow,
        "tool_tip_delay": str(TOOLTIP_DELAY),
        "text_horiz_alignment": "center",
    }
    brass = _brass_colours()
    primary = dict(
        brass,
        normal_bg=_vgrad(P.COPPER_LIGHT, P.COPPER),
        hovered_bg=_vgrad(P.lighter(P.COPPER_LIGHT, 0.25), P.COPPER_LIGHT),
        active_bg=_vgrad(P.COPPER, P.COPPER_DARK),
        normal_text=_hex((250, 244, 228)),
        hovered_text=_hex((255, 250, 238)),
        normal_border=_hex(P.COPPER_DARK),
        hovered_border=_hex(P.COPPER_DARK),
    )
    quiet = {
        "normal_bg": "#00000000",
        "hovered_bg": _hex(P.PARCHMENT_SHADE),
        "active_bg": _hex(P.mix(P.PARCHMENT_SHADE, P.BRASS, 0.5)),
        "selected_bg": _vgrad(P.BRASS_LIGHT, P.BRASS),
        "disabled_bg": "#00000000",
        "normal_text": _hex(P.INK),
        "hovered_text": _hex(P.INK),
        "active_text": _hex(P.INK),
        "selected_text": _hex(P.INK),
        "disabled_text": _hex(P.INK_SOFT),
        "normal_border": "#00000000",
        "hovered_border": _hex(P.BRASS_DARK),
        "selected_border": _hex(P.BRASS_DARK),
        "active_border": _hex(P.BRASS_DARK),
        "disabled_border": "#00000000",
    }
    entry = {
        "colours": {
            "dark_bg": _hex(P.lighter(P.PARCHMENT, 0.45)),
            "normal_text": _hex(P.INK),
            "selected_text": _hex(P.PARCHMENT),
            "selected_bg": _hex(P.BELT_BLUE),
            "text_cursor": _hex(P.INK),
            "normal_border": _hex(P.BRASS_DARK),
            "focused_border": _hex(P.COPPER),
            "disabled_dark_bg": _hex(P.PARCHMENT_SHADE),
            "disabled_text": _hex(P.INK_SOFT),
            "text_placeholder": _hex(P.mix(P.INK_SOFT, P.PARCHMENT, 0.35)),
        },
        "font": _font_block("entry", scale),
        "misc": {
            "shape": "rounded_rectangle",
            "shape_corner_radius": str(max(2, round(4 * scale))),
            "border_width": border,
            "padding": f"{max(4, round(10 * scale))},{max(2, round(4 * scale))}",
        },
    }
    return {
        "defaults": {
            "colours": {
                "normal_text": _hex(P.INK),
                "dark_bg": _hex(P.PARCHMENT),
                "normal_bg": _hex(P.BRASS),
            }
        },
        "button": {"colours": brass, "font": _font_block("button", scale), "misc": button_misc},
        "@menu_button": {"colours": brass, "font": _font_block("menu", scale), "misc": button_misc},
        "@button": {"colours": brass, "font": _font_block("button", scale), "misc": button_misc},
        "@menu_primary": {
            "colours": primary,
            "font": _font_block("menu", scale),
            "misc": button_misc,
        },
        "@primary_button": {
            "colours": primary,
            "font": _font_block("button", scale),
            "misc": button_misc,
        },
        "@small_button": {
            "colours": brass,
            "font": _font_block("small", scale),
            "misc": button_misc,
        },
        "@compact_button": {
            "colours": brass,
            "font": _font_block("compact", scale),
            "misc": button_misc,
        },
        "@glyph_button": {
            "colours": brass,
            "font": _font_block("glyph", scale),
            "misc": button_misc,
        },
        "@close_button": {
            "colours": brass,
            "font": _font_block("toggle", scale),
            "misc": button_misc,
        },
        "@chapter_button": {
            "colours": quiet,
            "font": _font_block("chapter", scale),
            "misc": dict(
                button_misc,
                shadow_width="0",
                text_horiz_alignment="left",
                text_horiz_alignment_padding=str(max(6, round(14 * scale))),
            ),
        },
        "@toggle": {
            "colours": dict(
                brass,
                normal_bg=_hex(P.lighter(P.PARCHMENT, 0.45)),
                hovered_bg=_hex(P.lighter(P.PARCHMENT, 0.7)),
                selected_bg=_hex(P.lighter(P.PARCHMENT, 0.45)),
            ),
            "font": _font_block("toggle", scale),
            "misc": dict(button_misc, shadow_width="0"),
        },
        "@stepper_value": {
            "colours": dict(
                brass,
                normal_bg=_hex(P.lighter(P.PARCHMENT, 0.45)),
                hovered_bg=_hex(P.lighter(P.PARCHMENT, 0.7)),
                active_bg=_hex(P.PARCHMENT_SHADE),
                disabled_bg=_hex(P.mix(P.PARCHMENT, P.PARCHMENT_SHADE, 0.6)),
                disabled_text=_hex(P.mix(P.INK_SOFT, P.PARCHMENT, 0.3)),
                active_text=_hex(P.INK),
            ),
            "font": _font_block("button", scale),
            "misc": dict(
                button_misc,
                shadow_width="0",
                shape_corner_radius=str(max(2, round(4 * scale))),
                border_width=str(max(1, round(1 * scale))),
            ),
        },
        "@swatch": {
            "colours": {
                "normal_bg": "#00000000",
                "hovered_bg": "#FFFFFF30",
                "active_bg": "#00000030",
                "disabled_bg": "#00000000",
                "selected_bg": "#00000000",
                "normal_border": _hex(P.BRASS_DARK),
                "hovered_border": _hex(P.INK),
                "active_border": _hex(P.INK),
                "disabled_border": "#00000000",
                "selected_border": _hex(P.INK),
                "normal_text": _hex(P.INK),
                "hovered_text": _hex(P.INK),
            },
            "font": _font_block("small", scale),
            "misc": dict(button_misc, shadow_width="0"),
        },
        "text_entry_line": entry,
        "@text_entry": entry,
        "tool_tip": {
            "colours": {
                "dark_bg": _hex(P.INK),
                "normal_text": _hex(P.PARCHMENT),
                "normal_border": _hex(P.BRASS),
            },
            "font": _font_block("tooltip", scale),
            "misc": {
                "border_width": "1",
                "shadow_width": "2",
                "rect_width": str(round(320 * scale)),
            },
        },
        "tool_tip.text_box": {
            "colours": {
                "dark_bg": _hex(P.INK),
                "normal_text": _hex(P.PARCHMENT),
                "normal_border": _hex(P.BRASS),
            },
            "font": _font_block("tooltip", scale),
            "misc": {"border_width": "1", "padding": f"{round(8 * scale)},{round(5 * scale)}"},
        },
    }


def theme_data(scale: float) -> dict[str, Any]:
    """The pygame_gui theme for this UI scale.

    The art package's theme (assets/theme.json) is the base, in its own order (pygame_gui
    needs a prototype block before the blocks that use it). The screens' own class and object
    blocks ("@menu_button", ...) replace any block of the same id, because the screens were
    laid out for them; for element-wide blocks ("button", "tool_tip", ...) the art theme wins
    and ours only fills gaps. Every font size is then scaled with the UI.
    """
    ours = _base_theme(scale)
    try:
        from steamworks.ui.art import theme as art_theme

        theirs = art_theme.theme_data()
    except Exception:  # noqa: BLE001 - no theme yet, or a broken one: ours is complete
        log.info("art theme unavailable; using the screens' own theme", exc_info=True)
        theirs = {}
    if not isinstance(theirs, dict):
        theirs = {}
    for block in theirs.values():
        font_block = block.get("font") if isinstance(block, dict) else None
        if isinstance(font_block, dict) and "size" in font_block:
            try:
                font_block["size"] = str(max(9, round(float(font_block["size"]) * scale)))
            except (TypeError, ValueError):
                pass
    merged: dict[str, Any] = dict(theirs)
    for key, block in ours.items():
        if key.startswith(("@", "#")) or key not in merged:
            merged[key] = block
    return merged


def preload_theme_fonts(manager: Any, theme: dict[str, Any]) -> None:
    """Register and preload every font the theme names, so pygame_gui neither loads them
    lazily mid-frame nor warns about them."""
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
            manager.preload_fonts(list(wanted.values()))
    except Exception:  # noqa: BLE001 - preloading is an optimisation only
        log.debug("font preload failed", exc_info=True)
