"""The build panel: assemble a device, or add a tile to one, on a snapping grid.

The Game scene opens it when the engine asks for a build (`BuildFrame`) or an addition
(`AddFrame`):

    from steamworks.ui.build import BuildPanel, model_for
    model = model_for(state, frame, names=player_names)
    panel = BuildPanel(model, rect, on_confirm=submit, on_cancel=decline,
                       scale=app.scale, sounds=app.sounds)

Modules:

- ``model``: `BuildModel`, `AddModel` and `model_for` (pure: no pygame), the state of the
  layout behind the panel; every verdict on legality comes from ``steamworks.rules.connectors``.
- ``panel``: `BuildPanel`, the widget the scene holds; it wires together
  ``positions`` (where the panel's parts are, what is under a point), ``state`` (pointer,
  drag, animations, undo: no drawing), ``input`` (which gesture each event is), ``editing``
  (what a gesture does to the model) and ``render`` with ``workbench`` (the drawing).
- ``part``: `PanelPart`, the model, state and positions those working parts all keep.
- ``regions``: where the panel's parts go inside its rect (pure arithmetic).
- ``device_list``: the add panel's list of devices, by owner, and its scrolling (pure
  arithmetic); ``device_list_render`` draws it.
- ``widgets``: the panel's drawn parts (buttons, chips, contact marks, badges, glows).
- ``demo``: `BuildDemoScene`, the panel alone with sample supplies
  (``python -m steamworks.ui.build``); ``shots``: its headless screenshots.

Importing this package imports no pygame: the names below load their module on first use.
"""

from __future__ import annotations

from typing import Any

__all__ = ["AddModel", "BuildModel", "BuildPanel", "BuildDemoScene", "DeviceChoice", "model_for"]

_HOMES = {
    "AddModel": "model",
    "BuildModel": "model",
    "DeviceChoice": "model",
    "model_for": "model",
    "BuildPanel": "panel",
    "BuildDemoScene": "demo",
}


def __getattr__(name: str) -> Any:
    # lazy, so that `steamworks.ui.build.model` stays usable without a display
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(f"{__name__}.{home}"), name)
