"""Measure the contrast of the text on the rendered screens, glyph by glyph.

    .venv/bin/python tools/text_contrast.py [--look high|standard] [--size 1600x900] [SCREEN ...]

Each screen of the smoke test (steamworks/ui/smoke.py; all of them, or those named) is drawn
twice in the same state: once as usual and once with every font drawing nothing (pygame's Font
is swapped for one that can render blank, before the app opens, so the table's own text, the
tiles' labels and the widgets' text all take part). The pixels that differ are the text; each
connected group of them is a glyph (pygame.mask.connected_components). A glyph's background is
the median colour under it in the blank drawing; its ink is its pixel that contrasts most with
that background (antialiased edges aside). Calm motion is on, so nothing moves between the two
drawings.

Prints, per screen, the glyphs measured and those under 4.5:1 and under 3:1 (WCAG AA for text
and for large text), with the worst few (where, ink, background, ratio). What it cannot see:
text drawn into a picture that is cached before the probe starts (the caches are cleared first,
so none should be), and glyphs so small that no pixel is fully inked (their ratio is read low).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("screens", nargs="*", help="smoke screens to measure (default: all)")
    parser.add_argument("--look", choices=("high", "standard"), default="high")
    parser.add_argument("--size", default="1600x900")
    parser.add_argument("--worst", type=int, default=5)
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["STEAMWORKS_DATA_DIR"] = tempfile.mkdtemp(prefix="steamworks-contrast-")
    import pygame

    class ProbeFont(pygame.font.Font):
        """A font that can be told to draw nothing (same size, all transparent)."""

        blank = False

        def render(self, *a, **k):  # noqa: ANN002, ANN003 - pygame's own signature
            image = super().render(*a, **k)
            if not ProbeFont.blank:
                return image
            empty = pygame.Surface(image.get_size(), pygame.SRCALPHA)
            empty.fill((0, 0, 0, 0))
            return empty

    pygame.font.Font = ProbeFont  # type: ignore[misc]  # the probe, for every font made from now
    pygame.Font = ProbeFont  # type: ignore[misc]  # (pygame_gui asks for it by this name)
    from steamworks.ui.app import FPS, App, LaunchOptions
    from steamworks.ui.art import looks
    from steamworks.ui.art.colour_science import contrast_ratio
    from steamworks.ui.settings import SettingsStore
    from steamworks.ui.smoke import smoke_screens

    w, h = (int(v) for v in args.size.split("x"))
    store = SettingsStore(Path(os.environ["STEAMWORKS_DATA_DIR"]) / "settings.json")
    app = App(LaunchOptions(window_size=(w, h), fullscreen=False, scene="title"), store=store)
    app.open()
    app.change_settings(reduced_motion=True, animation_speed=0.0, ai_delay=0.0)
    app.change_settings(high_contrast=args.look == "high")

    def draw(blank: bool) -> pygame.Surface:
        ProbeFont.blank = blank
        looks.clear_cached_pictures()
        app.relayout()
        for _ in range(2):
            app.frame(1 / FPS)
        return app.screen.copy()

    total_low = 0
    for name, opener in smoke_screens(app):
        if args.screens and name not in args.screens:
            continue
        if name.startswith(("title-standard", "title-largest")):
            continue  # these change the look or the scale for what follows
        opener()
        if args.look == "high" and not app.settings.high_contrast:
            app.change_settings(high_contrast=True)  # the smoke's own high-contrast pair ends
        inked, blank = draw(False), draw(True)
        ProbeFont.blank = False
        glyphs = measure(pygame, inked, blank, contrast_ratio)
        low = [g for g in glyphs if g[0] < 4.5]
        very_low = [g for g in glyphs if g[0] < 3.0]
        total_low += len(low)
        print(f"{name}: {len(glyphs)} glyphs, {len(low)} under 4.5:1, {len(very_low)} under 3:1")
        for ratio, where, ink, ground in sorted(low)[: args.worst]:
            print(f"    {ratio:4.2f}:1 at {where}  ink {ink} on {ground}")
    print(f"all: {total_low} glyphs under 4.5:1")
    return 0


def measure(pygame, inked, blank, contrast_ratio) -> list[tuple[float, tuple, tuple, tuple]]:
    """(ratio, where, ink, background) of every glyph: the pixels that differ between the two
    drawings, in connected groups."""
    size = inked.get_size()
    diff = pygame.Surface(size)
    diff.blit(inked, (0, 0))
    diff.blit(blank, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    other = pygame.Surface(size)
    other.blit(blank, (0, 0))
    other.blit(inked, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    changed = pygame.mask.from_threshold(diff, (0, 0, 0), (8, 8, 8, 255))
    changed.invert()  # differing by more than a rounding step
    out = []
    for part in changed.connected_components(minimum=4):
        box = part.get_bounding_rects()[0]
        pixels = [
            (x, y)
            for y in range(box.top, box.bottom)
            for x in range(box.left, box.right)
            if part.get_at((x, y))
        ]
        grounds = [blank.get_at(p)[:3] for p in pixels]
        ground = tuple(round(statistics.median(c[i] for c in grounds)) for i in range(3))
        ink = max((inked.get_at(p)[:3] for p in pixels), key=lambda c: contrast_ratio(c, ground))
        out.append((contrast_ratio(ink, ground), tuple(box.topleft), ink, ground))
    return out


if __name__ == "__main__":
    sys.exit(main())
