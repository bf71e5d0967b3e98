"""The pygame_gui theme (``assets/theme.json``) and how to load it.

Use ``theme_data()`` rather than the bare path::

    import pygame_gui
    from steamworks.ui.art.theme import theme_data

    manager = pygame_gui.UIManager((1600, 900), theme_path=theme_data())
    preload_theme_fonts(manager)  # optional: bold/italic faces for rich text

Why: font paths in ``theme.json`` are written relative to the assets folder
(``"fonts/Inter-Regular.otf"``), but pygame_gui resolves them against the current working
directory, which is neither the checkout nor the PyInstaller bundle in general.
``theme_data()`` reads the JSON and rewrites every ``*_path`` to an absolute path under
``asset_path()``, which handles the source checkout and ``sys._MEIPASS`` alike; a font file
that is missing is dropped from the theme so pygame_gui falls back to its own font instead of
failing. ``theme_path()`` gives the file itself, for tools and tests.

Object ids and classes the theme defines (use them with ``pygame_gui.core.ObjectID``):

- buttons are brass on walnut; ``@confirm_button`` (verdigris) and ``@cancel_button`` (oxide);
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


def theme_data() -> dict[str, Any]:
    """The theme as a dict with absolute font paths, ready for ``UIManager(theme_path=...)``.

    A fresh copy each call, so callers may adjust it (e.g. font sizes for a UI scale).
    """
    return copy.deepcopy(_load_resolved())


# Styled faces that pygame_gui's HTML text (<b>, <i> in the log and tooltips) asks for.
# Preloading them avoids a load (and a warning) in the middle of a frame.
PRELOAD_FONTS: tuple[dict[str, Any], ...] = tuple(
    {"name": "sw_inter", "point_size": size, "style": style, "antialiased": "1"}
    for size in (14, 15)
    for style in ("bold", "italic")
)


def preload_theme_fonts(manager: Any) -> None:
    """Preload the bold and italic faces used by rich text, on a ``pygame_gui.UIManager``
    created with ``theme_data()``. Never raises: a failure only costs a later load."""
    try:
        manager.preload_fonts(list(PRELOAD_FONTS))
    except Exception as exc:  # a pygame_gui API change must not stop the game
        log.warning("could not preload theme fonts: %s", exc)
