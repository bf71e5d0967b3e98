"""The cached accessors the UI calls every frame: each distinct picture is drawn once, and
converted for fast blits when a display mode is set."""

from __future__ import annotations

import functools

import pygame

from steamworks.language import on_language_change
from steamworks.rules import data as rules_data
from steamworks.rules.data import TileDef

from .. import palette as pal
from .tile import draw_tile, draw_tile_back
from .tokens import draw_automaton, draw_clock_counter, draw_coin, draw_mechanic, draw_source_token


# Cached accessors for the UI
# =============================================================================================
def _maybe_convert(surface: pygame.Surface) -> pygame.Surface:
    """convert_alpha() speeds up blits but needs a display mode; skip it when there is none."""
    try:
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            return surface.convert_alpha()
    except pygame.error:
        pass
    return surface


def normalise_rotation(tile: TileDef, rotation: int) -> int:
    """Rotation used for drawing: 0-3 for rotatable tiles, always 0 for the rest."""
    return rotation % 4 if tile.rotatable else 0


def tile_surface(tile_id: str, rotation: int = 0, size: int = 96) -> pygame.Surface:
    """The picture of tile ``tile_id`` turned ``rotation`` clockwise quarter turns, cached.

    Cheap to call every frame. Do not draw on the returned surface: it is shared.
    """
    tile = rules_data.load().tile(tile_id)
    return _tile_surface_cached(tile_id, normalise_rotation(tile, rotation), int(size))


@functools.lru_cache(maxsize=1024)
def _tile_surface_cached(tile_id: str, rotation: int, size: int) -> pygame.Surface:
    return _maybe_convert(draw_tile(rules_data.load().tile(tile_id), rotation, size))


@functools.lru_cache(maxsize=64)
def tile_back_surface(stack: str, size: int = 96) -> pygame.Surface:
    """Cached face-down tile of ``stack``."""
    return _maybe_convert(draw_tile_back(stack, size))


@functools.lru_cache(maxsize=128)
def mechanic_surface(
    seat: int, size: int = 40, colour_blind: bool = False, automaton: bool = False
) -> pygame.Surface:
    """Cached mechanic (or Automaton) token of player ``seat``."""
    style = pal.player_style(seat, colour_blind)
    drawn = draw_automaton(style, size) if automaton else draw_mechanic(style, size)
    return _maybe_convert(drawn)


@functools.lru_cache(maxsize=64)
def token_surface(kind: str, size: int = 32, value: int = 1) -> pygame.Surface:
    """Cached small token: ``clock``, ``coin`` (with ``value``), or a basic source ``C``/``S``/``E``."""
    if kind == "clock":
        drawn = draw_clock_counter(size)
    elif kind == "coin":
        drawn = draw_coin(size, value)
    else:
        drawn = draw_source_token(kind, size)
    return _maybe_convert(drawn)


def clear_caches() -> None:
    """Drop every cached picture (after a display mode change, or to free memory)."""
    _tile_surface_cached.cache_clear()
    tile_back_surface.cache_clear()
    mechanic_surface.cache_clear()
    token_surface.cache_clear()


# tiles print their names (and the start tiles' backs "Start"): drawn again in a new language
on_language_change(lambda _code: clear_caches())
