"""The two looks of the game: the standard palette and the high-contrast one (Settings,
"High contrast").

The high-contrast look is made from the standard palette, not painted by hand: every colour of
``palette`` keeps its hue but is pushed into one of two luminance bands, dark (relative
luminance at most ``DARK_BAND``) or light (at least ``LIGHT_BAND``). Any colour of one band
against any colour of the other then has a WCAG contrast of at least 6:1, so text and icons
drawn light on dark or dark on light always pass AA. ``HIGH_CONTRAST_BANDS`` says which band each
colour joins (a colour that text is written in on parchment joins the dark band, and so on); a
colour missing from it joins the band nearest its own luminance. Connector colours, drawn on
the light tile faces, all go dark. The five seats take the Okabe-Ito colours with sky blue for
blue (every one at least 4.5:1 on the dark table), each marked in black or white, whichever
contrasts more.

The pygame_gui theme gets the same treatment (``high_contrast_theme``): each of its colours is
pushed into the band of its palette counterpart (or its nearest), and then every text colour
that does not reach 4.5:1 on its background (``theme_pairs``) becomes black or white.

``apply_look(high_contrast)`` rebinds the palette's colours in place and drops the cached
pictures, so what is drawn next uses the new look; the app calls it at start and when the
setting changes (and rebuilds its scenes). Pure apart from the cache clearing (which needs no
display).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from typing import Any, Final

from steamworks import language
from steamworks.ui.art import palette as P
from steamworks.ui.art.colour_science import (
    RGB,
    TEXT_CONTRAST,
    contrast_ratio,
    over,
    relative_luminance,
)

DARK_BAND: Final = 0.025
LIGHT_BAND: Final = 0.40

# the palette's own colours (those every other one is derived from), as the standard look has them
BASE_NAMES: Final = (
    "WALNUT",
    "WALNUT_GRAIN",
    "PARCHMENT",
    "PARCHMENT_SHADE",
    "INK",
    "INK_SOFT",
    "BRASS",
    "BRASS_LIGHT",
    "BRASS_DARK",
    "COPPER",
    "COPPER_LIGHT",
    "COPPER_DARK",
    "IRON",
    "IRON_LIGHT",
    "BELT_BLUE",
    "BELT_WHITE",
    "BELT_RED",
    "START_GREEN",
    "VERDIGRIS",
    "OXIDE_RED",
    "ELECTRICKAL",
    "ELECTRICKAL_DARK",
    "GOLD",
    "GOLD_DARK",
    "PRESTIGE",
    "PRESTIGE_LIGHT",
)
_STANDARD: Final[dict[str, RGB]] = {name: getattr(P, name) for name in BASE_NAMES}
_STANDARD_TINTS: Final = dict(P.FAMILY_TINTS)

# the band each colour joins in high contrast: "dark" for table, ink and what is written on
# parchment; "light" for parchment, brass fields and what is written on the table
HIGH_CONTRAST_BANDS: Final[dict[str, str]] = {
    "WALNUT": "dark",
    "WALNUT_GRAIN": "dark",
    "PARCHMENT": "light",
    "PARCHMENT_SHADE": "light",
    "INK": "dark",
    "INK_SOFT": "dark",
    "BRASS": "light",
    "BRASS_LIGHT": "light",
    "BRASS_DARK": "dark",
    "COPPER": "dark",  # the first place on the results is written in it, on parchment
    "COPPER_LIGHT": "light",
    "COPPER_DARK": "dark",
    "IRON": "dark",
    "IRON_LIGHT": "light",
    "BELT_BLUE": "dark",
    "BELT_WHITE": "light",
    "BELT_RED": "dark",
    "START_GREEN": "dark",
    "VERDIGRIS": "light",
    "OXIDE_RED": "dark",
    "ELECTRICKAL": "light",
    "ELECTRICKAL_DARK": "dark",
    "GOLD": "light",
    "GOLD_DARK": "dark",
    "PRESTIGE": "dark",
    "PRESTIGE_LIGHT": "light",
}

# Okabe & Ito's colours with their sky blue for the blue and a brighter vermillion (both too
# dark on the table as they were), checked
# under simulated colour-vision deficiency by tests/ui/test_colour_access.py
HIGH_CONTRAST_SEATS: Final = (
    (language.mark("Vermillion"), P.hex_rgb("#EE6A10")),
    (language.mark("Sky blue"), P.hex_rgb("#56B4E9")),
    (language.mark("Bluish green"), P.hex_rgb("#009E73")),
    (language.mark("Yellow"), P.hex_rgb("#F0E442")),
    (language.mark("Reddish purple"), P.hex_rgb("#CC79A7")),
)

_BLACK: Final = (0, 0, 0)
_WHITE: Final = (255, 255, 255)


def to_band(colour: RGB, band: str) -> RGB:
    """`colour` mixed towards black (band "dark") or white ("light") just far enough to enter
    the band; a colour already inside it is returned as it is."""
    target, inside = (
        (_BLACK, lambda c: relative_luminance(c) <= DARK_BAND)
        if band == "dark"
        else (_WHITE, lambda c: relative_luminance(c) >= LIGHT_BAND)
    )
    if inside(colour):
        return colour
    lo, hi = 0.0, 1.0
    for _ in range(20):  # bisection on the mix: enough for whole-number channels
        mid = (lo + hi) / 2
        if inside(P.mix(colour, target, mid)):
            hi = mid
        else:
            lo = mid
    return P.mix(colour, target, hi)


def nearest_band(colour: RGB) -> str:
    """The band a colour is closer to, by luminance (on the log-like scale WCAG uses)."""
    lum = relative_luminance(colour) + 0.05
    return "dark" if lum * lum < (DARK_BAND + 0.05) * (LIGHT_BAND + 0.05) else "light"


def band_of(colour: RGB) -> str | None:
    """ "dark" or "light" when the colour lies in a band, None between them."""
    lum = relative_luminance(colour)
    if lum <= DARK_BAND + 1e-9:
        return "dark"
    if lum >= LIGHT_BAND - 1e-9:
        return "light"
    return None


def high_contrast_colours() -> dict[str, RGB]:
    """Every base colour of the palette in its high-contrast form."""
    return {
        name: to_band(value, HIGH_CONTRAST_BANDS.get(name, nearest_band(value)))
        for name, value in _STANDARD.items()
    }


# --- applying a look -------------------------------------------------------------------------

_current = {"high_contrast": False}


def high_contrast_active() -> bool:
    return _current["high_contrast"]


def apply_look(high_contrast: bool) -> None:
    """Rebind the palette's colours for the look and drop every picture drawn in the other."""
    colours = high_contrast_colours() if high_contrast else dict(_STANDARD)
    for name, value in colours.items():
        setattr(P, name, value)
    # the palette's derived names follow their sources, as palette.py defines them
    P.LEGAL = P.VERDIGRIS
    P.ILLEGAL = P.OXIDE_RED
    P.CLOCKWORK = P.BRASS
    P.STEAM = P.COPPER
    P.ANY_POWER = P.BRASS_LIGHT
    connectors = {"C": P.CLOCKWORK, "S": P.STEAM, "E": P.ELECTRICKAL, "A": P.ANY_POWER}
    if high_contrast:  # drawn on the light tile faces: all dark
        connectors = {key: to_band(value, "dark") for key, value in connectors.items()}
    P.CONNECTOR_COLOURS.clear()
    P.CONNECTOR_COLOURS.update(connectors)
    P.FAMILY_TINTS.clear()
    P.FAMILY_TINTS.update(
        {
            key: to_band(value, "dark") if high_contrast else value
            for key, value in _STANDARD_TINTS.items()
        }
    )
    P.STACK_BACK_COLOURS.clear()
    P.STACK_BACK_COLOURS.update(
        {
            "start": P.START_GREEN,
            "age1": P.BELT_BLUE,
            "age2": P.BELT_WHITE,
            "age3": P.BELT_RED,
        }
    )
    P.set_seat_colours(HIGH_CONTRAST_SEATS if high_contrast else None)
    _current["high_contrast"] = high_contrast
    clear_cached_pictures()


def clear_cached_pictures() -> None:
    """Clear every cache of the UI's loaded modules: pictures (tiles, cards, panels, tags) are
    cached by size and drawn with the palette of their time. Walking the modules rather than
    naming the caches keeps a cache added later from showing the old look. The screenshot
    modules' sample data ("shots") has no colours and is slow to make again: it stays."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("steamworks.ui") or name.endswith("shots") or module is None:
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and getattr(value, "__module__", None) == name:
                clear()


def palette_colours() -> Iterator[tuple[str, RGB]]:
    """Every colour the palette now holds, by name: its base colours and those of its tables
    (connectors, family tints, stack backs); what the contrast test walks."""
    for name in dir(P):
        value = getattr(P, name)
        if name.isupper() and _is_rgb(value):
            yield name, value
        elif name.isupper() and isinstance(value, dict):
            for key, item in value.items():
                if _is_rgb(item):
                    yield f"{name}[{key}]", item


def _is_rgb(value: Any) -> bool:
    return (
        isinstance(value, tuple)
        and len(value) == 3
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    )


# --- the pygame_gui theme --------------------------------------------------------------------

_STATES: Final = ("normal", "hovered", "selected", "active", "disabled")


def _parse(code: str) -> tuple[int, ...]:
    code = code.strip().lstrip("#")
    return tuple(int(code[i : i + 2], 16) for i in range(0, len(code), 2))


def _hex(rgb: tuple[int, ...]) -> str:
    return "#" + "".join(f"{v:02X}" for v in rgb)


def _stops(value: str) -> list[tuple[int, ...]]:
    """The colours of a theme colour: one, or a gradient's stops ("#a,#b,90")."""
    return [_parse(part) for part in value.split(",") if part.strip().startswith("#")]


# The element a class id ("@...") styles: buttons unless listed; and the class ids whose
# see-through background lies on the walnut table rather than on a parchment panel.
_CLASS_ELEMENTS: Final = {
    "@on_wood": "label",
    "@title": "label",
    "@heading": "label",
    "@number": "label",
    "@wood_panel": "panel",
    "@text_entry": "text_entry_line",
}
_ON_WOOD: Final = ("@on_wood", "@title", "@wood_panel", "horizontal_slider")


def _resolve(theme: dict[str, Any], block: str, key: str) -> str | None:
    """A colour of a theme block, looked up as pygame_gui does: the block ("@menu_button" or
    "window.#title_bar"), its element type ("button", or the element of a class id), then
    "defaults"."""
    chain = [block]
    if "." in block:
        chain.append(block.split(".", 1)[0])
    if block.startswith("@"):
        chain.append(_CLASS_ELEMENTS.get(block, "button"))
    chain.append("defaults")
    for name in chain:
        colours = theme.get(name, {}).get("colours", {})
        if key in colours:
            return str(colours[key])
    return None


# the elements that paint a background per state ("normal_bg", "hovered_bg"...); every other
# (text boxes, text entries, tooltips, labels, panels) paints "dark_bg" behind its text
_STATE_PAINTED: Final = frozenset(("button", "drop_down_menu", "selection_list"))
_BUTTON_IDS: Final = frozenset(("#title_bar", "#close_button", "#sliding_button"))


def _element_of(block: str) -> str:
    """The pygame_gui element a theme block styles."""
    if "." in block:
        head, tail = block.rsplit(".", 1)
        if tail.startswith("#"):
            return "button" if tail in _BUTTON_IDS else head.split(".")[0]
        return tail
    if block.startswith("@"):
        return _CLASS_ELEMENTS.get(block, "button")
    return block


def _background(theme: dict[str, Any], block: str, state: str) -> str | None:
    """The background a block's text lies on in `state`, as pygame_gui paints it."""
    if _element_of(block) in _STATE_PAINTED:
        key = f"{state}_bg"
    else:
        key = "disabled_dark_bg" if state == "disabled" else "dark_bg"
    return _resolve(theme, block, key) or _resolve(theme, block, "dark_bg")


def _ground_behind(theme: dict[str, Any], block: str) -> RGB:
    """What a see-through background shows: the walnut table or the parchment panel."""
    code = _resolve(theme, "defaults" if block in _ON_WOOD else "panel", "dark_bg")
    stop = _stops(code or "#E9DDBF")[0]
    return (stop[0], stop[1], stop[2])


def theme_pairs(theme: dict[str, Any]) -> Iterator[tuple[str, str, RGB, RGB]]:
    """Every (block, state, text colour, background colour) the theme can show: for each block
    and state its text colour against its background (each stop of a gradient; a
    see-through background over the panel it sits on)."""
    for block, state, _colours, text, grounds in _texts_on_grounds(theme):
        for behind in grounds:
            for fg in _stops(text):
                yield block, state, over(fg, behind), behind


def high_contrast_theme(theme: dict[str, Any]) -> dict[str, Any]:
    """The pygame_gui theme in the high-contrast look (changed in place and returned)."""
    standard_bands = {_hex(value): HIGH_CONTRAST_BANDS[name] for name, value in _STANDARD.items()}

    def pushed(code: str) -> str:
        # a gradient's stops all join the band of its first stop, so that one ink suits it all
        parts, band = [], None
        for part in code.split(","):
            if not part.strip().startswith("#"):
                parts.append(part)
                continue
            rgba = _parse(part)
            rgb = (rgba[0], rgba[1], rgba[2])
            band = band or standard_bands.get(_hex(rgb), nearest_band(rgb))
            parts.append(_hex(to_band(rgb, band) + tuple(rgba[3:])))
        return ",".join(parts)

    for name, block in theme.items():
        colours = block.get("colours") if isinstance(block, dict) else None
        if isinstance(colours, dict):
            for key, value in list(colours.items()):
                if isinstance(value, str) and "shadow" not in key:
                    if key.endswith("_bg"):
                        value = _opaque(value, _ground_behind(theme, name))
                    colours[key] = pushed(value)
    # then every text colour that still falls short on its background becomes black or white
    for _block, state, colours, text, grounds in _texts_on_grounds(theme):
        fg = over(_stops(text)[0], grounds[0])
        if all(contrast_ratio(fg, g) >= TEXT_CONTRAST for g in grounds):
            continue
        best = max((_BLACK, _WHITE), key=lambda c: min(contrast_ratio(c, g) for g in grounds))
        colours[f"{state}_text"] = _hex(best)
    return theme


def _opaque(code: str, ground: RGB) -> str:
    """A background seen through (some alpha, not none) made solid over the ground it was
    meant for, so that its text's contrast no longer depends on what lies behind it (a
    disabled button on the table and one on a card then look alike); a fully clear
    background stays clear."""
    parts = []
    for part in code.split(","):
        rgba = _parse(part) if part.strip().startswith("#") else ()
        if len(rgba) == 4 and 0 < rgba[3] < 255:
            part = _hex(over(rgba, ground))
        parts.append(part)
    return ",".join(parts)


def _coloured_blocks(theme: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    for name, block in theme.items():
        colours = block.get("colours") if isinstance(block, dict) else None
        if isinstance(colours, dict):
            yield name, colours


def _texts_on_grounds(
    theme: dict[str, Any],
) -> Iterator[tuple[str, str, dict[str, Any], str, list[RGB]]]:
    """For each block and state with both a text colour and a background: the block, the
    state, the block's colours, its text colour code and the opaque colours behind the text
    (each stop of the background over the panel the block sits on)."""
    for block, colours in _coloured_blocks(theme):
        for state in _STATES:
            text = _resolve(theme, block, f"{state}_text")
            background = _background(theme, block, state)
            if text is None or background is None:
                continue
            ground = _ground_behind(theme, block)
            yield block, state, colours, text, [over(stop, ground) for stop in _stops(background)]
