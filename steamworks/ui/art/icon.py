"""The game's icon: a brass gear on a walnut disc with a copper rim.

One drawing serves everything: the window icon (`App.open` draws it at 64 px) and the
executable's icons (`tools/make_icons.py` draws it at every size the platforms want and packs
the `.ico`, the `.icns` and the PNGs in `assets/icons/`). It is drawn for the size asked, not
scaled from one big picture, so the small sizes keep crisp edges.
"""

from __future__ import annotations

import pygame

from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as P


def draw_icon(size: int) -> pygame.Surface:
    """The icon as a `size` x `size` surface with transparency."""
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    # the walnut disc with a copper rim: the gear stays visible on light and dark desktops
    rim = max(1, round(size * 0.045))
    pygame.draw.circle(icon, (*P.COPPER_DARK, 255), (c, c), size * 0.49)
    pygame.draw.circle(icon, (*P.WALNUT, 255), (c, c), size * 0.49 - rim)
    drawing.draw_gear(icon, (c, c), size * 0.40, 12, 0.2, P.BRASS)
    return icon
