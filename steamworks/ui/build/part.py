"""The build panel's working parts' common ground: the model, state and positions they share.

The panel (`steamworks.ui.build.panel`) makes one model, one `PanelState` and one
`PanelPositions` and hands the same three to each of its parts: the input handler
(`steamworks.ui.build.input`), the editor (`steamworks.ui.build.editing`) and the painters
(`steamworks.ui.build.render`, `steamworks.ui.build.workbench`). `PanelPart` is where they
keep them; each part is a dataclass that adds its own fields after these three.
"""

from __future__ import annotations

from dataclasses import dataclass

from steamworks.ui.build.model import LayoutModel
from steamworks.ui.build.positions import PanelPositions
from steamworks.ui.build.state import PanelState


@dataclass(eq=False)  # parts compare by identity, as the panel's other objects do
class PanelPart:
    """A part of the panel working on its `model`, `state` and `positions`."""

    model: LayoutModel
    state: PanelState
    positions: PanelPositions
