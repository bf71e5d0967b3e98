"""Art for the Steam Works desktop edition: palette, fonts, tile drawing, sounds and theme.

Modules:

- ``palette``: the look.md colours and the five player styles (no pygame needed).
- ``fonts``: ``get_font(role, size)`` over the fonts shipped in ``assets/fonts``.
- ``tile_art``: a package of pure pygame drawing of tiles, tile backs and tokens, plus the cached
  ``tile_surface(tile_id, rotation, size)`` that the UI calls every frame.
- ``sounds``: ``SoundBank``, which plays the effects in ``assets/sounds`` and never raises.
- ``theme``: ``theme_path()`` and ``theme_data(scale)``: the pygame_gui theme at a UI scale.

``asset_path(*parts)`` finds the ``assets`` folder both in a source checkout (beside the
``steamworks`` package) and in a PyInstaller bundle, where the build must add the folder with
``--add-data "assets:assets"`` so that it lands in ``sys._MEIPASS/assets``. The environment
variable ``STEAMWORKS_ASSETS`` overrides both (handy for packagers and tests).

This package's ``__init__`` deliberately imports no pygame, so the palette and the asset
paths can be used by code that must stay display-free.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

__all__ = ["asset_path", "assets_root"]


def assets_root() -> Path:
    """The folder that holds ``fonts/``, ``sounds/``, ``tiles/`` and ``theme.json``."""
    override = os.environ.get("STEAMWORKS_ASSETS")
    if override:
        return Path(override)
    bundle_dir = getattr(sys, "_MEIPASS", None)  # set by a PyInstaller bundle at run time
    if bundle_dir:
        return Path(bundle_dir) / "assets"
    # Source checkout: <repo>/steamworks/ui/art/__init__.py -> <repo>/assets
    return Path(__file__).resolve().parents[3] / "assets"


def asset_path(*parts: str) -> Path:
    """Absolute path of a file under the assets folder, e.g. ``asset_path("fonts", "x.otf")``.

    The file need not exist: callers decide whether a missing asset is a fallback or an error.
    """
    return assets_root().joinpath(*parts)
