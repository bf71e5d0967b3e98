"""The smoke test: every screen opened headless, a few frames rendered, a PNG of each saved,
for CI and for looking at the screens without a display (`python -m steamworks --smoke-test
DIR`). The game's own screens come from `scenes.game_shots`, the build panel's from
`build.demo`.
"""

from __future__ import annotations

import logging
import os
import sys
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path

from steamworks.language import tr
from steamworks.ui.app import FPS, App
from steamworks.ui.overflow import watch_overflows
from steamworks.ui.screenshots import headless_apps, save_screen

log = logging.getLogger(__name__)


def smoke_test(
    out_dir: str | os.PathLike[str],
    sizes: Sequence[tuple[int, int]] = ((1600, 900),),
    frames: int = 3,
    language: str = "en",
    text_size: float = 1.0,
) -> int:
    """Open every screen headless, render `frames` frames of each, save a PNG of each to
    `out_dir` (named NN-screen-WxH.png). Returns 0 when every screen rendered, 1 otherwise.

    It never writes the player's settings: it runs on a throwaway settings file
    (ui/screenshots.py, the harness it shares with the build panel's screenshots). `language`:
    the language every screen speaks (English by default; "pseudo" for the overflow hunt);
    `text_size` the text size they are drawn at (1.0 is 100%).
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    failures: list[str] = []
    overflows: list[str] = []
    for size, app in headless_apps(sizes, language=language, text_size=text_size):
        for index, (name, opener) in enumerate(smoke_screens(app)):
            try:
                with watch_overflows() as seen:
                    opener()
                    for _ in range(frames):
                        app.frame(1 / FPS)
                cuts = [str(cut) for cut in seen] + button_overflows(app)
                overflows += sorted({f"{name} at {size[0]}x{size[1]}: {cut}" for cut in cuts})
                save_screen(app, size, out, f"{index:02d}-{name}")
            except Exception:  # noqa: BLE001 - report every broken screen, not just the first
                failures.append(f"{name} at {size}: {traceback.format_exc()}")
    for failure in failures:
        print(f"smoke test: {failure}", file=sys.stderr)
    # text cut to fit is drawn shortened, not a failure here (the text-fit tests hold English to
    # none); it is reported so a language's or a size's overflows can be counted
    for cut in overflows:
        print(f"smoke test: overflow: {cut}", file=sys.stderr)
    print(
        f"smoke test: {len(overflows)} overflows in {language} at {text_size:.0%}",
        file=sys.stderr,
    )
    return 1 if failures else 0


# room a button's border and rounded corners take from its words, each side (pygame_gui clips
# what does not fit, and tells no one)
BUTTON_MARGIN = 2


def button_overflows(app: App) -> list[str]:
    """The pygame_gui buttons on screen whose words are wider than the button, or whose line is
    taller than it (pygame_gui cuts them silently, or lets a tall line run over the border: the
    overflow watcher, which sees the game's own drawing, does not)."""
    import pygame
    import pygame_gui

    found = []
    for element in app.manager.get_sprite_group().sprites():
        if not (isinstance(element, pygame_gui.elements.UIButton) and element.visible):
            continue
        if element.text and element.font is not None:
            margin = BUTTON_MARGIN
            needed = element.font.size(element.text)[0] + 2 * margin
            if needed > element.rect.width:
                found.append(
                    f"button: {element.text!r} needs {needed} px in a {element.rect.width} px button"
                )
            # words taller than the button's inside stand over its border (checked on their
            # ink: a glyph button's font has a tall line round a small mark)
            ink = element.font.render_premul(element.text, pygame.Color("white"))
            height = ink.get_bounding_rect().height + 2 * margin
            if height > element.rect.height:
                found.append(
                    f"button: {element.text!r} needs {height} px high in a"
                    f" {element.rect.height} px high button"
                )
    return found


def _show_sample_crash(app: App) -> None:
    """The crash dialog as a player would see it after a failure in a game (nothing is written)."""
    from steamworks.persistence import paths
    from steamworks.ui.scenes.crash_dialog import CrashDialog

    app.reset_to(
        CrashDialog(
            app,
            ZeroDivisionError("division by zero"),
            paths.data_dir() / "crash-20261124-101500.txt",
            resume_game=True,
        )
    )


def smoke_screens(app: App) -> list[tuple[str, Callable[[], None]]]:
    def rules(chapter: str) -> Callable[[], None]:
        def opener() -> None:
            app.nav.open_title()
            app.nav.open_rules(chapter)

        return opener

    def over_title(*open_them: Callable[[], None]) -> Callable[[], None]:
        def opener() -> None:
            app.nav.open_title()
            for open_it in open_them:
                open_it()

        return opener

    from steamworks.ui.rules.text import chapter_ids

    screens: list[tuple[str, Callable[[], None]]] = [
        ("title", app.nav.open_title),
        ("new-game", over_title(app.nav.open_new_game)),
        ("settings", over_title(app.nav.open_settings)),
        ("settings-access", over_title(app.nav.open_settings, app.nav.open_access_settings)),
        ("load", over_title(app.nav.open_load)),
        ("pause", over_title(app.nav.open_pause)),
        (
            "message",
            over_title(
                lambda: app.nav.show_message(
                    tr("This save cannot be read"),
                    tr(
                        "The file '{name}' is damaged or was written by a newer version of the "
                        "game.",
                        name="evening-game.json",
                    ),
                )
            ),
        ),
    ]
    screens += [
        ("about", over_title(app.nav.open_about)),
        ("crash", lambda: _show_sample_crash(app)),
    ]
    screens += [(f"rules-{cid}", rules(cid)) for cid in chapter_ids()]
    # the game table (a mid-game 5-player position) and the results, from the game's own module
    from steamworks.ui.scenes.game_shots import smoke_screens as game_screens

    screens += game_screens(app)
    # the Statistics screen, with a sample history made in memory
    from steamworks.ui.statistics.shots import screens as statistics_screens

    screens += statistics_screens(app)
    # the build panel, from its own package (its demo scene, mid-build)
    from steamworks.ui.build.demo import smoke_screens as build_screens

    screens += build_screens(app)
    # the replay viewer, from its own package
    from steamworks.ui.replay.shots import smoke_screens as replay_screens

    screens += replay_screens(app)
    # the tutorial's and the puzzles' screens, lessons and puzzles on the table included
    from steamworks.ui.tutorial.shots import smoke_screens as learning_screens

    screens += learning_screens(app)
    # the coach's analysis of a seeded game, finished
    from steamworks.ui.analysis.shots import smoke_screens as analysis_screens

    screens += analysis_screens(app)
    # online play: the Online screen, a lobby, a table and its reconnecting notice (no network)
    from steamworks.ui.online.shots import smoke_screens as online_screens

    screens += online_screens(app)

    # the high-contrast look: the game table and the Accessibility screen, then back
    game_opener = dict(game_screens(app))["game"]

    def in_high_contrast(open_it: Callable[[], None]) -> Callable[[], None]:
        def opener() -> None:
            app.change_settings(high_contrast=True)
            open_it()

        return opener

    def standard_look_title() -> None:
        app.change_settings(high_contrast=False)
        app.nav.open_title()

    screens += [
        ("game-high-contrast", in_high_contrast(game_opener)),
        (
            "settings-access-high-contrast",
            in_high_contrast(over_title(app.nav.open_settings, app.nav.open_access_settings)),
        ),
        ("title-standard-look", standard_look_title),
    ]

    # last, because it changes the interface scale for what follows: the title at the
    # largest text size offered (its name was once cut at the top there)
    def title_at_largest_scale() -> None:
        from steamworks.ui.settings import UI_SCALES

        app.change_settings(ui_scale=max(value for _, value in UI_SCALES))
        app.nav.open_title()

    screens.append(("title-largest", title_at_largest_scale))
    return screens
