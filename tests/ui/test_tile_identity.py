"""Every tile type can be told from every other at the size the table draws it small.

The belts, the stacks and the supply rows draw tiles below the size at which a full name fits;
there each tile carries its short name (tiles.toml [short_names]) on a plate. These tests check
the data (one short name per tile type, all different, short enough) and the pictures: at the
belt size of 1280x720 and 1600x900, the faces of any two tile types differ in a good share of
their pixels (before the short names, the money tiles and the two-power sources differed in
under 3 %).
"""

from __future__ import annotations

import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from steamworks.rules import data as rules_data
from steamworks.ui.art import tile_art
from steamworks.ui.game.layout import board_layout, persona_layout, regions

GAME = rules_data.load()
# one tile per type (tiles sharing a name differ only in their connectors)
REPRESENTATIVES = {}
for _tile in GAME.tiles.values():
    REPRESENTATIVES.setdefault(_tile.name, _tile)

# the share of the face's pixels that must differ clearly between two tile types
MIN_FACE_DIFFERENCE = 0.10
CLEAR_CHANNEL_DIFFERENCE = 48


@pytest.fixture(scope="module", autouse=True)
def pygame_fonts():
    pygame.font.init()
    yield


def _belt_tile_px(window: tuple[int, int]) -> int:
    reg = regions(window)
    return int(board_layout(reg.board, reg.scale).tile)


def _smallest_supply_tile_px(window: tuple[int, int]) -> int:
    reg = regions(window)
    return int(persona_layout(reg.persona, 4, 40, reg.scale).supply[0].w)


def _face(surface: pygame.Surface) -> bytes:
    """The tile's face: emblem and label, without the side connectors (shared by many types)."""
    s = surface.get_width()
    face = pygame.Rect(round(s * 0.15), round(s * 0.2), round(s * 0.7), round(s * 0.68))
    return pygame.image.tobytes(surface.subsurface(face).copy(), "RGB")


def _clearly_different(a: bytes, b: bytes) -> float:
    count = 0
    for i in range(0, len(a), 3):
        if (
            max(abs(a[i] - b[i]), abs(a[i + 1] - b[i + 1]), abs(a[i + 2] - b[i + 2]))
            > CLEAR_CHANNEL_DIFFERENCE
        ):
            count += 1
    return count / (len(a) // 3)


def test_every_tile_type_has_its_own_short_name() -> None:
    by_name: dict[str, set[str]] = {}
    for tile in GAME.tiles.values():
        assert tile.short, f"{tile.id} has no short name"
        assert len(tile.short) <= rules_data.SHORT_NAME_MAX
        by_name.setdefault(tile.name, set()).add(tile.short)
    assert all(len(shorts) == 1 for shorts in by_name.values())
    shorts = [next(iter(s)).casefold() for s in by_name.values()]
    assert len(shorts) == len(set(shorts)), "two tile types share a short name"


def test_a_missing_or_shared_short_name_is_a_data_error() -> None:
    with pytest.raises(rules_data.DataError, match="used by both"):
        rules_data._short_names({"Distiller": "Coin", "Monetiser": "coin"})
    with pytest.raises(rules_data.DataError, match="1 to"):
        rules_data._short_names({"Distiller": "Distillery"})
    entry = {"id": "x", "name": "Nameless", "kind": "component", "stack": "age1", "sides": "-A-A"}
    with pytest.raises(rules_data.DataError, match="no short name"):
        rules_data._tile_from(entry, {"Distiller": "Distil"})


@pytest.mark.parametrize("window", [(1280, 720), (1600, 900)])
def test_every_pair_of_tile_types_looks_different_on_the_belts(window: tuple[int, int]) -> None:
    size = _belt_tile_px(window)
    assert size < tile_art.MIN_SIZE_FOR_NAME  # the size at which only the short name is drawn
    faces = {
        name: _face(tile_art.draw_tile(tile, 0, size)) for name, tile in REPRESENTATIVES.items()
    }
    too_alike = []
    for a, b in itertools.combinations(sorted(faces), 2):
        share = _clearly_different(faces[a], faces[b])
        if share < MIN_FACE_DIFFERENCE:
            too_alike.append((a, b, round(share, 3)))
    assert not too_alike, f"tile types too alike at {size} px: {too_alike}"


@pytest.mark.parametrize("window", [(1280, 720), (1600, 900), (1920, 1080)])
def test_short_names_fit_their_plate_at_every_small_size(window: tuple[int, int]) -> None:
    sizes = {_belt_tile_px(window), _smallest_supply_tile_px(window)}
    for size in sizes:
        for tile in REPRESENTATIVES.values():
            px, squeeze = tile_art.short_label_font_px(tile.short, size)
            assert squeeze >= tile_art.SHORT_MIN_SQUEEZE, (tile.short, size)
            assert px >= 8, (
                f"{tile.short!r} drawn at {px} px on a {size} px tile is too small to read"
            )


def test_the_short_name_is_drawn_on_small_tiles_only() -> None:
    tile = GAME.tile("start_distiller")
    plain = attrs_evolve_short(tile, "")
    small = tile_art.MIN_SIZE_FOR_NAME - 20
    assert _face(tile_art.draw_tile(tile, 0, small)) != _face(tile_art.draw_tile(plain, 0, small))
    large = tile_art.MIN_SIZE_FOR_NAME + 20
    assert _face(tile_art.draw_tile(tile, 0, large)) == _face(tile_art.draw_tile(plain, 0, large))


def attrs_evolve_short(tile: rules_data.TileDef, short: str) -> rules_data.TileDef:
    import attrs

    return attrs.evolve(tile, short=short)
