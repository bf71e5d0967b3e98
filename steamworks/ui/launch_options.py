"""How the game is started: the window and first-screen options of one run (`LaunchOptions`),
from the command line's namespace (`steamworks.__main__` declares the flags), a dict or None.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs


@attrs.define
class LaunchOptions:
    """How to start: window overrides, the first screen, developer extras."""

    window_size: tuple[int, int] | None = None  # overrides the setting for this run
    fullscreen: bool | None = None  # overrides the setting for this run
    scene: str = "title"  # the first screen: title, new_game, settings, rules, load, pause,
    # message or about (Navigation.open_first)
    dev: bool = False  # developer extras, e.g. the Random AI level on the New game screen
    settings_path: Path | None = None  # defaults to paths.settings_path()
    load: Path | None = None  # a save to open at once (through the load_game hook)
    seed: int | None = None  # pre-filled in the New game screen's seed field
    # the language of this run (ui/language_choice.py), overriding the setting without saving
    # it; "pseudo" is the overflow tests' language
    language: str | None = None

    @classmethod
    def from_any(cls, options: Any) -> LaunchOptions:
        """Options from an argparse namespace, a dict, None or a LaunchOptions."""
        if options is None:
            return cls()
        if isinstance(options, cls):
            return options
        get = (
            options.get if isinstance(options, dict) else (lambda k, d=None: getattr(options, k, d))
        )
        size = get("window_size") or get("window")
        if isinstance(size, str):
            size = parse_window_size(size)
        # --fullscreen / --windowed are flags: absent means "as in the settings"
        fullscreen = True if get("fullscreen") else None
        if get("windowed"):
            fullscreen = False
        settings_path = get("settings_path")
        load = get("load")
        seed = get("seed")
        language = get("language")
        return cls(
            window_size=tuple(size) if size else None,
            fullscreen=fullscreen,
            scene=get("scene") or "title",
            dev=bool(get("dev", False)),
            settings_path=Path(settings_path) if settings_path else None,
            load=Path(load) if load else None,
            seed=int(seed) if seed is not None else None,
            language=str(language) if language else None,
        )


def parse_window_size(text: str) -> tuple[int, int]:
    """'1600x900' -> (1600, 900)."""
    w, _, h = text.lower().replace("×", "x").partition("x")
    return (int(w), int(h))
