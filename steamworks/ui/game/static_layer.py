"""`StaticLayer`: a window-sized picture of the still parts of a screen, painted again only
when what it shows changes (its key) or the window's size does. The Game scene keeps its table
in one (`views.draw_static` paints it), so a frame draws only what moves over it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

import pygame


class StaticLayer:
    """A cached picture; `invalidate` forces the next `picture` to paint again."""

    def __init__(self) -> None:
        self._surface: pygame.Surface | None = None
        self._key: Hashable | None = None

    def invalidate(self) -> None:
        self._key = None

    def picture(
        self, size: tuple[int, int], key: Hashable, paint: Callable[[pygame.Surface], None]
    ) -> pygame.Surface:
        """The picture for `key` at `size`, painted by `paint` only when either changed."""
        if self._surface is None or self._surface.get_size() != size:
            # converted to the display's format when there is a display: faster to blit
            self._surface = (
                pygame.Surface(size).convert()
                if pygame.display.get_surface()
                else pygame.Surface(size)
            )
            self._key = None
        if self._key != key:
            paint(self._surface)
            self._key = key
        return self._surface
