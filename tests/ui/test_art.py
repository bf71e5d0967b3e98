"""Headless tests of steamworks.ui.art: tile drawing, caches, fonts, theme, sounds.

Everything runs with SDL's dummy video and audio drivers, so no window or sound card is
needed. Pixel checks compare drawings with each other rather than with stored images, so
they survive deliberate art changes but still catch a drawing that ignores its inputs.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
import warnings
import wave
from pathlib import Path

import pygame
import pytest

from steamworks.rules import data as rules_data
from steamworks.ui import style
from steamworks.ui.art import (
    asset_path,
    assets_root,
    fonts,
    palette,
    sounds,
    theme,
    tile_art,
)
from tests.support.tools import load_tool

GAME = rules_data.load()
ALL_TILE_IDS = sorted(GAME.tiles)
ROTATABLE_IDS = [t.id for t in GAME.tiles.values() if t.rotatable]


@pytest.fixture(scope="module", autouse=True)
def pygame_fonts():
    pygame.font.init()
    yield


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def _differing_fraction(a: pygame.Surface, b: pygame.Surface) -> float:
    pa, pb = _pixels(a), _pixels(b)
    assert len(pa) == len(pb)
    diff = sum(1 for i in range(0, len(pa), 4) if pa[i : i + 4] != pb[i : i + 4])
    return diff / (len(pa) // 4)


# --- tiles -----------------------------------------------------------------------------------
@pytest.mark.parametrize("tile_id", ALL_TILE_IDS)
def test_every_tile_renders_at_several_sizes_and_rotations(tile_id: str) -> None:
    tile = GAME.tile(tile_id)
    for size in (40, 64, 96, 128):
        for rotation in range(4):
            surface = tile_art.draw_tile(tile, rotation, size)
            assert surface.get_size() == (size, size)
            assert surface.get_flags() & pygame.SRCALPHA
            # Something opaque was drawn in the middle (not an empty surface).
            assert surface.get_at((size // 2, size // 2)).a == 255


def test_there_are_tiles_of_every_kind() -> None:
    kinds = {t.kind for t in GAME.tiles.values()}
    assert kinds == {"source", "component", "iterator", "converter"}


@pytest.mark.parametrize("tile_id", ROTATABLE_IDS)
def test_rotation_changes_the_pixels_of_a_rotatable_tile(tile_id: str) -> None:
    tile = GAME.tile(tile_id)
    upright = tile_art.draw_tile(tile, 0, 96)
    for rotation in (1, 2, 3):
        turned = tile_art.draw_tile(tile, rotation, 96)
        assert _differing_fraction(upright, turned) > 0.01, (
            f"rotation {rotation} drew the same picture"
        )


def test_rotation_moves_the_converter_input_to_the_rotated_side() -> None:
    """The copper input socket is on W upright, on N after one clockwise quarter turn."""
    tile = GAME.tile("power_converter_1")
    size = 96

    def copperish(surface: pygame.Surface, x: int, y: int) -> bool:
        c = surface.get_at((x, y))
        # Copper is much redder than brass: brass has r - g of about 45, copper over 60.
        return c.r - c.g > 58 and c.r > 150

    def side_has_copper(surface: pygame.Surface, side: int) -> bool:
        # Sample a small box just inside the middle of the side's edge.
        points = []
        for d in range(2, 14):
            for t in range(-8, 9):
                points.append(
                    {
                        0: (size // 2 + t, d),
                        1: (size - 1 - d, size // 2 + t),
                        2: (size // 2 + t, size - 1 - d),
                        3: (d, size // 2 + t),
                    }[side]
                )
        return sum(copperish(surface, x, y) for x, y in points) > 12

    for rotation in range(4):
        surface = tile_art.draw_tile(tile, rotation, size)
        input_side = (tile.input_side + rotation) % 4
        assert side_has_copper(surface, input_side), rotation
        for other in set(range(4)) - {input_side}:
            assert not side_has_copper(surface, other), (rotation, other)


def test_components_ignore_rotation() -> None:
    tile = GAME.tile("start_manufacturer")
    assert _pixels(tile_art.draw_tile(tile, 0, 96)) == _pixels(tile_art.draw_tile(tile, 1, 96))


def test_connector_sides_follow_the_data() -> None:
    """A tile with a connector only on W differs from the same drawing mirrored."""
    tile = GAME.tile("alarm_chronometer_1")  # ---C
    assert tile.sides == ("-", "-", "-", "C")
    surface = tile_art.draw_tile(tile, 0, 96)
    mirrored = pygame.transform.flip(surface, True, False)
    # The left strip (gear) and right strip (plain frame) must differ.
    left = surface.subsurface(pygame.Rect(0, 30, 12, 36)).copy()
    right = mirrored.subsurface(pygame.Rect(0, 30, 12, 36)).copy()
    assert _differing_fraction(left, right) > 0.2


def test_different_tiles_look_different() -> None:
    a = tile_art.draw_tile(GAME.tile("start_monetiser"), 0, 96)
    b = tile_art.draw_tile(GAME.tile("start_scroll_rack"), 0, 96)
    c = tile_art.draw_tile(GAME.tile("steam_source"), 0, 96)
    assert _differing_fraction(a, b) > 0.05
    assert _differing_fraction(a, c) > 0.3  # sources are iron plates, components parchment


def test_drawing_is_deterministic() -> None:
    tile = GAME.tile("universal_source_1")
    assert _pixels(tile_art.draw_tile(tile, 0, 96)) == _pixels(tile_art.draw_tile(tile, 0, 96))


def test_cache_returns_the_same_surface() -> None:
    first = tile_art.tile_surface("start_distiller", 0, 96)
    assert tile_art.tile_surface("start_distiller", 0, 96) is first
    assert tile_art.tile_surface("start_distiller", 0, 64) is not first
    # Components never rotate: any rotation maps to the same cached picture.
    assert tile_art.tile_surface("start_distiller", 3, 96) is first
    # Rotatable tiles: each rotation is its own picture; rotation 4 is rotation 0.
    r1 = tile_art.tile_surface("iterator_1", 1, 96)
    assert r1 is not tile_art.tile_surface("iterator_1", 0, 96)
    assert tile_art.tile_surface("iterator_1", 5, 96) is r1
    tile_art.clear_caches()
    assert tile_art.tile_surface("start_distiller", 0, 96) is not first


def test_unknown_tile_id_raises_keyerror() -> None:
    with pytest.raises(KeyError):
        tile_art.tile_surface("no_such_tile", 0, 96)


def test_mechanic_spaces_are_on_sources_only() -> None:
    assert tile_art.mechanic_space_centres(GAME.tile("start_manufacturer"), 96) == []
    assert len(tile_art.mechanic_space_centres(GAME.tile("steam_source"), 96)) == 1
    centres = tile_art.mechanic_space_centres(GAME.tile("universal_source_1"), 96)
    assert len(centres) == 2
    for x, y in centres:
        assert 0 < x < 96 and 0 < y < 96


def test_every_effect_has_an_icon() -> None:
    effects = {t.effect for t in GAME.tiles.values() if not t.is_source}
    missing = {e for e in effects if GAME.effect(e).icon is None}
    assert not missing, f"effects drawn with the fallback icon: {sorted(missing)}"


def test_cached_tiles_work_with_a_display_mode_set() -> None:
    """With a window, the cache converts surfaces for fast blits; alpha must survive that."""
    pygame.display.init()
    try:
        pygame.display.set_mode((64, 64))
        tile_art.clear_caches()
        surface = tile_art.tile_surface("steam_source", 0, 96)
        assert surface.get_size() == (96, 96)
        assert surface.get_at((0, 0)).a == 0  # the rounded corner stays transparent
        assert surface.get_at((48, 48)).a == 255
    finally:
        tile_art.clear_caches()
        pygame.display.quit()


def test_fit_text_stays_inside_its_box() -> None:
    for text in ("Chrome", "Patriotic Sonnet Generator", "Amplicondenser"):
        block = tile_art.fit_text(text, "heading", 60, 30, palette.INK, max_size=20, min_size=8)
        assert block.get_width() <= 60 and block.get_height() <= 30


# --- backs and tokens --------------------------------------------------------------------------
@pytest.mark.parametrize("stack", ["start", "age1", "age2", "age3"])
def test_tile_backs_render_and_differ(stack: str) -> None:
    back = tile_art.draw_tile_back(stack, 96)
    assert back.get_size() == (96, 96)
    other = tile_art.draw_tile_back("age1" if stack != "age1" else "age2", 96)
    assert _differing_fraction(back, other) > 0.2


def test_tokens_render_for_every_player_in_both_palettes() -> None:
    for colour_blind in (False, True):
        for seat in range(5):
            for automaton in (False, True):
                surface = tile_art.mechanic_surface(seat, 40, colour_blind, automaton)
                assert surface.get_size() == (40, 40)
    for kind in ("clock", "coin", "C", "S", "E"):
        assert tile_art.token_surface(kind, 32).get_size() == (32, 32)


def test_player_tokens_differ_by_seat() -> None:
    a = tile_art.draw_mechanic(palette.player_style(0), 40)
    b = tile_art.draw_mechanic(palette.player_style(1), 40)
    assert _differing_fraction(a, b) > 0.2


# --- palette ---------------------------------------------------------------------------------
def test_palette_players_have_distinct_marks_and_colours() -> None:
    for colour_blind in (False, True):
        styles = palette.player_styles(colour_blind)
        assert len(styles) == 5
        assert [s.mark for s in styles] == list(palette.PLAYER_MARKS)
        assert len({s.colour for s in styles}) == 5
    assert palette.player_styles(True)[0].colour != palette.player_styles(False)[0].colour


def test_palette_matches_look_md() -> None:
    assert palette.WALNUT == (0x2B, 0x1D, 0x14)
    assert palette.PARCHMENT == (0xE9, 0xDD, 0xBF)
    assert palette.BRASS == (0xB5, 0x89, 0x3A)
    assert palette.VERDIGRIS == (0x3F, 0x9E, 0x7E)
    assert palette.OXIDE_RED == (0xC2, 0x45, 0x2D)
    assert palette.ELECTRICKAL == (0x8F, 0xC8, 0xF0)


# --- fonts -----------------------------------------------------------------------------------
@pytest.mark.parametrize("role", sorted(fonts.FONT_FILES))
def test_every_font_role_loads_and_renders(role: str) -> None:
    assert fonts.font_file(role).is_file(), f"{fonts.font_file(role)} missing"
    font = fonts.get_font(role, 18)
    assert font.render("Steam Works £12", True, (0, 0, 0)).get_width() > 40
    assert fonts.get_font(role, 18) is font  # cached


def test_font_falls_back_when_the_file_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(fonts.FONT_FILES, "ghost", "does-not-exist.otf")
    font = fonts.get_font("ghost", 17)
    assert font.render("fallback", True, (0, 0, 0)).get_width() > 10
    fonts.clear_font_cache()


def test_the_text_gain_draws_every_font_larger() -> None:
    plain = fonts.get_font("ui", 20).get_linesize()
    fonts.set_text_gain(2.0)
    try:
        assert fonts.get_font("ui", 20).get_linesize() >= 2 * plain - 2
    finally:
        fonts.set_text_gain(1.0)
    assert fonts.get_font("ui", 20).get_linesize() == plain


def test_fonts_ship_with_licences() -> None:
    folder = asset_path("fonts")
    for family in ("EBGaramond", "OldStandard", "Inter"):
        assert (folder / f"{family}-COPYRIGHT.txt").is_file()
        assert any(folder.glob(f"{family}*.[ot]tf"))
    assert (folder / "README.md").is_file()


# --- theme and assets ------------------------------------------------------------------------
def test_asset_path_points_at_the_repository_assets() -> None:
    assert assets_root().name == "assets"
    assert asset_path("theme.json").is_file()


def test_asset_path_honours_pyinstaller_bundle(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("STEAMWORKS_ASSETS", raising=False)
    monkeypatch.setattr("sys._MEIPASS", str(tmp_path), raising=False)
    assert asset_path("fonts", "x.otf") == tmp_path / "assets" / "fonts" / "x.otf"


def test_theme_json_is_valid_and_fonts_resolve() -> None:
    raw = json.loads(theme.theme_path().read_text(encoding="utf-8"))
    assert "button" in raw and "defaults" in raw
    data = theme.theme_data()
    paths = [
        block["font"][k]
        for block in data.values()
        if isinstance(block, dict) and "font" in block
        for k in ("regular_path", "bold_path")
        if k in block["font"]
    ]
    assert paths, "the theme names no font files"
    for p in paths:
        assert Path(p).is_absolute() and Path(p).is_file(), p


def test_theme_loads_into_pygame_gui() -> None:
    pygame_gui = pytest.importorskip("pygame_gui")
    pygame.display.init()
    try:
        pygame.display.set_mode((320, 200))
        with warnings.catch_warnings():
            warnings.simplefilter("error")  # a font the theme names but cannot load warns
            manager = pygame_gui.UIManager((320, 200), theme_path=theme.theme_data())
            style.preload_theme_fonts(manager, theme.theme_data())
            button = pygame_gui.elements.UIButton(
                pygame.Rect(10, 10, 120, 36), "Confirm", manager=manager
            )
            pygame_gui.elements.UITextBox(
                "<b>Round 1</b> <i>Alice</i> builds", pygame.Rect(10, 60, 300, 80), manager=manager
            )
            manager.update(0.016)
            manager.draw_ui(pygame.display.get_surface())
        # The button is brass, as the theme says, not pygame_gui's default grey.
        colour = manager.get_theme().get_colour("normal_bg", button.get_element_ids())
        assert (colour.r, colour.g, colour.b) == (0xB5, 0x89, 0x3A)
    finally:
        pygame.display.quit()


# --- sounds ----------------------------------------------------------------------------------
@pytest.mark.parametrize("name", sounds.SOUND_NAMES)
def test_sound_files_exist_and_are_short_valid_wavs(name: str) -> None:
    path = asset_path("sounds", f"{name}.wav")
    assert path.is_file(), f"{path} missing: run tools/make_sounds.py"
    with wave.open(str(path), "rb") as wav:
        assert wav.getnchannels() == 1
        assert wav.getsampwidth() == 2
        assert wav.getframerate() == 44_100
        frames = wav.getnframes()
        assert 0 < frames / 44_100 < 1.5
        raw = wav.readframes(frames)
    assert any(raw), "the file is silent"
    assert path.stat().st_size < 200_000


def test_disabled_soundbank_plays_nothing() -> None:
    bank = sounds.SoundBank(enabled=False)
    for name in sounds.SOUND_NAMES:
        assert bank.play(name) is False
    assert bank.preload() == 0


def test_soundbank_never_raises() -> None:
    bank = sounds.SoundBank(enabled=True, volume=0.5)
    for name in sounds.SOUND_NAMES:
        assert bank.play(name) in (True, False)
    assert bank.play("no_such_sound") is False
    bank.volume = "loud"  # nonsense is clamped, not raised
    assert bank.volume == 0.0
    bank.enabled = False
    assert bank.play("coins") is False
    bank.stop_all()


def test_soundbank_with_missing_files_is_silent(tmp_path: Path) -> None:
    bank = sounds.SoundBank(enabled=True, folder=tmp_path)
    assert bank.play("coins") is False


def test_soundbank_without_a_mixer_is_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken_init(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    bank = sounds.SoundBank(enabled=True)
    assert bank.available is False
    assert bank.play("tile_snap") is False


# --- the asset tools -------------------------------------------------------------------------
def test_make_tile_art_writes_one_file_per_picture(tmp_path: Path) -> None:
    tool = load_tool("make_tile_art")
    written = tool.write_pngs(tmp_path, 48)
    assert len(written) == len(set(written)), "two pictures were saved under the same name"
    names = {p.stem for p in written}
    assert set(GAME.tiles) <= names
    for tile_id in ROTATABLE_IDS:
        assert {f"{tile_id}_r{r}" for r in (1, 2, 3)} <= names
    assert {"back_start", "back_age1", "back_age2", "back_age3"} <= names
    assert all(p.is_file() for p in written)


def test_make_sounds_effects_are_short_and_in_range() -> None:
    tool = load_tool("make_sounds")
    assert set(tool.EFFECTS) == set(sounds.SOUND_NAMES)
    for name, make in tool.EFFECTS.items():
        signal = make()
        assert 0 < len(signal) / tool.SAMPLE_RATE < 1.0, name
        assert max(abs(v) for v in signal) <= 1.0, name
