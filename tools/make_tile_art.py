"""Render every tile, tile back and token to PNG files in assets/tiles/, plus a contact sheet.

Usage (from the repository root):

    .venv/bin/python tools/make_tile_art.py            # 96 px tiles, sheet at 96 and 48 px
    .venv/bin/python tools/make_tile_art.py --size 128 --out /tmp/tiles

Files written:

- ``<tile_id>.png`` for every tile in the game data (rotation 0), and
  ``<tile_id>_r<n>.png`` for n = 1..3 for the rotatable tiles (Iterator, Power Converter);
- ``back_<stack>.png`` for the start, age1, age2 and age3 stacks;
- ``token_mechanic_<seat>.png``, ``token_automaton_<seat>.png`` (and ``_cb`` colour-blind
  variants), ``token_clock.png``, ``token_coin_1.png``, ``token_source_<C|S|E>.png`` (the
  ``token_`` prefix keeps them apart from tile ids such as ``automaton_1``);
- ``_sheet.png``: everything on one walnut background, for review.

The game itself draws the same pictures at run time (``steamworks.ui.art.tile_art``), so
these PNGs are for review, the store page and external tools; they are deterministic, so
regenerating them without code changes does not change the files.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

REPO_ROOT = Path(__file__).resolve().parents[1]

import pygame  # (after the SDL environment is set)

from steamworks.rules import data as rules_data
from steamworks.ui.art import asset_path, tile_art
from steamworks.ui.art import palette as pal
from steamworks.ui.art.fonts import get_font

STACKS = ("start", "age1", "age2", "age3")
STACK_TITLES = {
    "basic": "Basic sources",
    "start": "Start tiles",
    "age1": "Age I",
    "age2": "Age II",
    "age3": "Age III",
    "persona": "Persona tiles",
}


def write_pngs(out_dir: Path, size: int) -> list[Path]:
    """Write every individual picture; returns the files written."""
    out_dir.mkdir(parents=True, exist_ok=True)
    game = rules_data.load()
    written: list[Path] = []

    def save(surface: pygame.Surface, name: str) -> None:
        path = out_dir / f"{name}.png"
        pygame.image.save(surface, str(path))
        written.append(path)

    for tile in game.tiles.values():
        for rot in range(4) if tile.rotatable else range(1):
            save(tile_art.draw_tile(tile, rot, size), tile.id if rot == 0 else f"{tile.id}_r{rot}")
    for stack in STACKS:
        save(tile_art.draw_tile_back(stack, size), f"back_{stack}")
    token = max(24, size * 5 // 12)
    for colour_blind in (False, True):
        suffix = "_cb" if colour_blind else ""
        for seat, style in enumerate(pal.player_styles(colour_blind)):
            save(tile_art.draw_mechanic(style, token), f"token_mechanic_{seat}{suffix}")
            save(tile_art.draw_automaton(style, token), f"token_automaton_{seat}{suffix}")
    save(tile_art.draw_clock_counter(token), "token_clock")
    save(tile_art.draw_coin(token, 1), "token_coin_1")
    for power in rules_data.POWER_TYPES:
        save(tile_art.draw_source_token(power, token), f"token_source_{power}")
    return written


def _unique_tiles(game: rules_data.GameData) -> list[rules_data.TileDef]:
    """One of each distinct picture: tiles that differ only by copy number are shown once."""
    seen: set[tuple] = set()
    out = []
    for tile in game.tiles.values():
        key = (tile.name, tile.kind, tile.stack, tile.sides, tile.supplies, tile.vp, tile.spaces)
        if key not in seen:
            seen.add(key)
            out.append(tile)
    return out


class _SheetWriter:
    """Lays pictures out in labelled rows on a walnut background."""

    def __init__(self, width: int, margin: int = 16) -> None:
        self.width = width
        self.margin = margin
        self.items: list[tuple[str, object]] = []

    def heading(self, text: str) -> None:
        self.items.append(("heading", text))

    def row(self, surfaces: list[pygame.Surface], gap: int = 8) -> None:
        self.items.append(("row", (surfaces, gap)))

    def render(self) -> pygame.Surface:
        # First pass: wrap rows and measure; second: draw.
        font = get_font("display", 22)
        lines: list[tuple[str, object, int]] = []
        height = self.margin
        for kind, payload in self.items:
            if kind == "heading":
                lines.append((kind, payload, height))
                height += font.get_linesize() + 4
            else:
                surfaces, gap = payload  # type: ignore[misc]
                x = self.margin
                row: list[tuple[pygame.Surface, int]] = []
                row_h = 0
                for s in surfaces:
                    if x + s.get_width() > self.width - self.margin and row:
                        lines.append(("row", row, height))
                        height += row_h + gap
                        row, x, row_h = [], self.margin, 0
                    row.append((s, x))
                    x += s.get_width() + gap
                    row_h = max(row_h, s.get_height())
                if row:
                    lines.append(("row", row, height))
                    height += row_h + gap + 6
        height += self.margin
        sheet = pygame.Surface((self.width, height))
        sheet.fill(pal.WALNUT)
        # A little wood grain so the sheet shows the tiles on the real table colour.
        for y in range(0, height, 7):
            pygame.draw.line(sheet, pal.WALNUT_GRAIN, (0, y), (self.width, y + (y % 23) - 11), 1)
        for kind, payload, y in lines:
            if kind == "heading":
                text = font.render(str(payload), True, pal.BRASS_LIGHT)
                sheet.blit(text, (self.margin, y))
            else:
                for s, x in payload:  # type: ignore[union-attr]
                    sheet.blit(s, (x, y))
        return sheet


def _caption(surface: pygame.Surface, text: str) -> pygame.Surface:
    """The picture with a small caption under it (used for rotations and tokens)."""
    font = get_font("ui", 11)
    label = font.render(text, True, pal.PARCHMENT)
    w = max(surface.get_width(), label.get_width())
    out = pygame.Surface((w, surface.get_height() + label.get_height() + 2), pygame.SRCALPHA)
    out.blit(surface, ((w - surface.get_width()) // 2, 0))
    out.blit(label, ((w - label.get_width()) // 2, surface.get_height() + 2))
    return out


# (tile id, rotation, column, row): a legal little device with every kind of contact.
DEVICE_EXAMPLE = (
    ("start_distiller", 0, 0, 0),  # steam pipe on its E meets the source
    ("steam_source", 0, 1, 0),
    ("start_manufacturer", 0, 2, 0),  # any-power socket on its W meets the source
    ("iterator_1", 1, 0, 1),  # attach side turned to N, clamped to the Distiller
    ("power_converter_1", 1, 1, 1),  # input turned to N, under the source
    ("alarm_chronometer_1", 0, 2, 1),  # clockwork gear on its W fed by the converter
)


def build_device_example(size: int) -> pygame.Surface:
    """Tiles laid edge to edge, as in the build area, with player 1's mechanic standing on the
    source: checks that connectors meet cleanly and that mechanic spaces line up."""
    game = rules_data.load()
    cols = 1 + max(c for _, _, c, _ in DEVICE_EXAMPLE)
    rows = 1 + max(r for _, _, _, r in DEVICE_EXAMPLE)
    out = pygame.Surface((cols * size, rows * size), pygame.SRCALPHA)
    for tile_id, rot, col, row in DEVICE_EXAMPLE:
        out.blit(tile_art.tile_surface(tile_id, rot, size), (col * size, row * size))
    source = game.tile("steam_source")
    token_size = tile_art.mechanic_space_radius(source, size) * 2 + 6
    for cx, cy in tile_art.mechanic_space_centres(source, size):
        token = tile_art.mechanic_surface(0, token_size)
        out.blit(token, (size + cx - token_size // 2, cy - token_size // 2))
    return out


def build_sheet(size: int = 96, small: int = 48) -> pygame.Surface:
    game = rules_data.load()
    tiles = _unique_tiles(game)
    sheet = _SheetWriter(width=12 * (size + 8) + 32)
    for stack in ("basic", "start", "age1", "age2", "age3", "persona"):
        group = [t for t in tiles if t.stack == stack]
        if not group:
            continue
        sheet.heading(f"{STACK_TITLES[stack]}  ({size} px)")
        sheet.row([tile_art.draw_tile(t, 0, size) for t in group])
    sheet.heading("Rotations: Iterator and Power Converter (0, 90, 180, 270 degrees clockwise)")
    rotating = [t for t in tiles if t.rotatable]
    sheet.row(
        [
            _caption(tile_art.draw_tile(t, r, size), f"{t.name.split()[-1]} r{r}")
            for t in rotating
            for r in range(4)
        ]
    )
    sheet.heading("A device as built: tiles edge to edge, a mechanic on the source")
    sheet.row([build_device_example(size)])
    sheet.heading(f"Every distinct tile at {small} px")
    sheet.row([tile_art.draw_tile(t, 0, small) for t in tiles], gap=4)
    sheet.heading("Tile backs")
    sheet.row(
        [tile_art.draw_tile_back(s, size) for s in STACKS]
        + [tile_art.draw_tile_back(s, small) for s in STACKS]
    )
    token = 44
    sheet.heading("Players: mechanics and Automatons (default, then colour-blind safe)")
    for colour_blind in (False, True):
        styles = pal.player_styles(colour_blind)
        sheet.row(
            [_caption(tile_art.draw_mechanic(st, token), st.name) for st in styles]
            + [_caption(tile_art.draw_automaton(st, token), st.mark) for st in styles]
            + [tile_art.draw_mechanic(st, 24) for st in styles]
        )
    sheet.heading("Clock counter, coin, basic source tokens")
    sheet.row(
        [
            _caption(tile_art.draw_clock_counter(token), "clock"),
            _caption(tile_art.draw_coin(token, 1), "coin"),
            *[
                _caption(tile_art.draw_source_token(p, token), rules_data.POWER_NAMES[p])
                for p in rules_data.POWER_TYPES
            ],
            tile_art.draw_clock_counter(24),
            tile_art.draw_coin(24, 1),
            *[tile_art.draw_source_token(p, 24) for p in rules_data.POWER_TYPES],
        ]
    )
    return sheet.render()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=96, help="tile size in pixels (default 96)")
    parser.add_argument(
        "--out", type=Path, default=None, help="output folder (default assets/tiles)"
    )
    parser.add_argument("--sheet-only", action="store_true", help="write only _sheet.png")
    args = parser.parse_args(argv)
    pygame.init()
    out_dir = args.out or asset_path("tiles")
    out_dir.mkdir(parents=True, exist_ok=True)
    written = [] if args.sheet_only else write_pngs(out_dir, args.size)
    pygame.image.save(build_sheet(args.size), str(out_dir / "_sheet.png"))
    print(f"wrote {len(written) + 1} files to {out_dir}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
