"""Procedural art for Steam Works tiles, tile backs and tokens, drawn with pygame only.

Everything here is a pure function of its arguments that returns a new ``pygame.Surface``
with per-pixel alpha; nothing needs a display mode, so it runs headless
(``SDL_VIDEODRIVER=dummy``) in tests and in ``tools/make_tile_art.py``.

How a tile is drawn (``draw_tile``):

1. The shapes are drawn at a supersampled size (2-6x, at least ~240 px) and smooth-scaled
   down, because ``pygame.draw`` does not antialias polygons; scaling down does.
2. Text (name, prestige, age) is drawn *after* scaling, at the final size, so that it stays
   crisp and hinted at small sizes.
3. Geometry is written in "tile units": a tile is 100 x 100 units whatever its pixel size.

Conventions that the game relies on:

- Sides are indexed N=0, E=1, S=2, W=3 and rotations are clockwise quarter turns, exactly as
  in ``steamworks.rules.data``; connectors are placed from ``TileDef.rotated_sides``, so the
  picture always agrees with the rules.
- A connector is told apart by its *shape* first and its colour second: gear teeth for
  clockwork (C), a flanged pipe for steam (S), a zig-zag wire for electrickal (E), a round
  socket with three notches for any power (A). A plain edge has no connector.
- Components are parchment cards; sources are dark iron plates with a boiler and outlets on
  all four sides, so the two kinds differ even at 48 px.
- Only the Iterator and the Power Converter rotate; other tiles ignore ``rotation``.

The UI should call the cached accessors (``tile_surface``, ``tile_back_surface``,
``mechanic_surface``, ...) every frame: each distinct picture is drawn once. The returned
surfaces are shared: blit them, never draw on them.

Modules, in drawing order:

- ``pen``: ``Pen`` (tile units to pixels) and the shape and surface helpers;
- ``card``: the card and plate bodies, their frames and rivets;
- ``connectors``: connectors on the edges, source outlets, the converter's clamp;
- ``emblems``: the effect glyphs on their medallions, a source's boiler;
- ``labels``: name plates, short labels and fitted text;
- ``tile``: whole tiles face up and face down, and their mechanic spaces;
- ``tokens``: player marks, mechanics, Automatons, clock counters, coins, source tokens;
- ``cached``: the cached accessors above.
"""

from .cached import (
    clear_caches,
    mechanic_surface,
    tile_back_surface,
    tile_surface,
    token_surface,
)
from .labels import SHORT_MIN_SQUEEZE, fit_text, short_label_font_px
from .tile import (
    MIN_SIZE_FOR_NAME,
    draw_tile,
    draw_tile_back,
    mechanic_space_centres,
    mechanic_space_radius,
)
from .tokens import (
    draw_automaton,
    draw_clock_counter,
    draw_coin,
    draw_mechanic,
    draw_player_mark,
    draw_source_token,
)

__all__ = [
    "MIN_SIZE_FOR_NAME",
    "SHORT_MIN_SQUEEZE",
    "clear_caches",
    "draw_automaton",
    "draw_clock_counter",
    "draw_coin",
    "draw_mechanic",
    "draw_player_mark",
    "draw_source_token",
    "draw_tile",
    "draw_tile_back",
    "fit_text",
    "mechanic_space_centres",
    "mechanic_space_radius",
    "mechanic_surface",
    "short_label_font_px",
    "tile_back_surface",
    "tile_surface",
    "token_surface",
]
