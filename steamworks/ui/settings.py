"""The player's settings: what they are, how they are kept in settings.json, and the choices
the Settings screen offers.

`Settings` is a frozen value; a change makes a new one (`attrs.evolve`). Its converters clamp
every field into range, so a settings value is always usable whatever the file said.

On disk the file is plain JSON with a format marker. Reading never crashes: a missing file
gives the defaults; a corrupt or foreign file (not JSON, or not ours) also gives the defaults
but is left untouched until the player changes a setting, and is then kept aside as
`settings.json.bak` before the new file replaces it. A single bad value falls back to that
field's default and keeps the rest. Writes are atomic (temporary file, flush, fsync,
`os.replace`) so a crash mid-write never leaves half a file.

Pure: no pygame, so the tests and tools can use it without a display.
"""

from __future__ import annotations

import json
import logging
import math
import os
import shutil
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import attrs

from steamworks.ai.parallel import available_cores, default_workers
from steamworks.language import KNOWN, mark, ntr, tr
from steamworks.persistence.paths import settings_path
from steamworks.rules.setup import PERSONA_MODES, PERSONAS_RANDOM, GameSetup, SeatSetup
from steamworks.ui import key_map

log = logging.getLogger(__name__)

FORMAT_MARKER = "steamworks-settings"
FORMAT_VERSION = 1

DEFAULT_WINDOW = (1600, 900)
MIN_WINDOW = (960, 540)
MAX_WINDOW = (7680, 4320)

# The choices the Settings screen offers, as (label, value). Values outside these lists are
# still accepted from the file when in range (a hand-edited 1.3 scale is fine).
WINDOW_SIZES: tuple[tuple[str, tuple[int, int]], ...] = (
    ("1280 × 720", (1280, 720)),
    ("1366 × 768", (1366, 768)),
    ("1600 × 900", (1600, 900)),
    ("1920 × 1080", (1920, 1080)),
    ("2560 × 1440", (2560, 1440)),
)
UI_SCALES: tuple[tuple[str, float], ...] = (
    ("80 %", 0.8),
    ("90 %", 0.9),
    ("100 %", 1.0),
    ("110 %", 1.1),
    ("125 %", 1.25),
    ("150 %", 1.5),
    ("175 %", 1.75),
    ("200 %", 2.0),
)
# Up to 110% the whole layout grows with the setting; beyond it (geometry.text_gain) only the
# text does, up to 200% (a value from the file is kept within 75% to 200%). A size is offered
# here once every screen makes room for it in every language (0 overflows in the smoke test at
# 1280x720, 1600x900 and 1920x1080, measured by `python tools/overflow_sweep.py`, and the
# replay's every position, tests/ui/test_replay.py).
# A speed multiplier: durations are divided by it; 0 shows every move at once.
ANIMATION_SPEEDS: tuple[tuple[str, float], ...] = (
    (mark("Leisurely"), 0.5),
    (mark("Normal"), 1.0),
    (mark("Brisk"), 2.0),
    (mark("Instant"), 0.0),
)
# The AI pace: how long each automatic player's move stays in view, once its animation has
# finished, before the next is shown (stored as `ai_delay`, in seconds). At "Instant" the moves
# follow one another as soon as the AI has chosen, without waiting for their animations.
AI_PACES: tuple[tuple[str, float], ...] = (
    (mark("Relaxed"), 1.0),
    (mark("Fast"), 0.3),
    (mark("Instant"), 0.0),
)


# Cores the AI may think with ("AI may use N cores"): Hard searches in that many processes
# (steamworks/ai/parallel.py). All but one by default, so the window keeps a core to draw with.
def ai_core_choices() -> tuple[tuple[str, int], ...]:
    """One choice per core count this computer has: 1 core ... all of them."""
    return tuple(
        (ntr("{count} core", "{count} cores", n), n) for n in range(1, available_cores() + 1)
    )


def _ai_cores(value: Any) -> int:
    """A whole number of cores, 1 to all of this computer's (a file from a larger machine is
    capped); anything else means the default."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or math.isnan(value):
        return default_workers()
    return min(available_cores(), max(1, int(value)))


def _default_ai_cores() -> int:
    return default_workers()  # looked up when a Settings is made, on this machine


def _clamp_number(value: Any, lo: float, hi: float, default: float) -> float:
    """`value` as a number within lo..hi; `default` for anything that is not a number."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return default
    if math.isnan(number):
        return default
    return min(hi, max(lo, number))


# one named converter per field (attrs' type checking reads only named functions as converters)
def _ui_scale(value: Any) -> float:
    return _clamp_number(value, 0.75, 2.0, 1.0)


def _animation_speed(value: Any) -> float:
    return _clamp_number(value, 0.0, 4.0, 1.0)


def _ai_delay(value: Any) -> float:
    return _clamp_number(value, 0.0, 5.0, 1.0)


def _window_size(value: Any) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in value)
    except (TypeError, ValueError):
        return DEFAULT_WINDOW
    return (min(MAX_WINDOW[0], max(MIN_WINDOW[0], w)), min(MAX_WINDOW[1], max(MIN_WINDOW[1], h)))


def _language(value: Any) -> str:
    """A language code the game has a catalogue for; anything else (a code from a newer version,
    a typo) means "not chosen yet", as on the first launch."""
    if isinstance(value, str) and any(known.code == value for known in KNOWN):
        return value
    return ""


def _plain_mapping(value: Any) -> dict | None:
    return dict(value) if isinstance(value, Mapping) else None


def _key_changes(value: Any) -> dict[str, str]:
    """The player's keys (only those not the usual), as key_map spells them; a map that
    cannot be used (key_map.check_map) means the usual keys."""
    if not isinstance(value, Mapping) or key_map.check_map(dict(value)) is not None:
        return {}
    return key_map.changes_only({a: key_map.normalised(k) or k for a, k in value.items()})


@attrs.frozen(slots=True)
class Settings:
    """Everything the player can set. Every field is always in range (the converters clamp)."""

    window_size: tuple[int, int] = attrs.field(default=DEFAULT_WINDOW, converter=_window_size)
    fullscreen: bool = attrs.field(default=False, converter=bool)
    # multiplies the automatic scale taken from the window size
    ui_scale: float = attrs.field(default=1.0, converter=_ui_scale)
    # speed multiplier for animations; 0 means moves appear at once
    animation_speed: float = attrs.field(default=1.0, converter=_animation_speed)
    # the AI pace: seconds each AI move stays in view after its animation (0: no waiting at all)
    ai_delay: float = attrs.field(default=1.0, converter=_ai_delay)
    # how many cores (search processes) Hard may think with
    ai_cores: int = attrs.field(factory=_default_ai_cores, converter=_ai_cores)
    # ask before playing a move that ends the round or turns up a tile (it cannot be undone)
    confirm_no_undo: bool = attrs.field(default=False, converter=bool)
    # ask before placing a worker where it would gain its player nothing now (rules/idle.py)
    ask_idle_placement: bool = attrs.field(default=True, converter=bool)
    colour_blind: bool = attrs.field(default=False, converter=bool)
    # the high-contrast look (ui/art/looks.py): every text and icon at least 4.5:1 on its ground
    high_contrast: bool = attrs.field(default=False, converter=bool)
    # calm motion: nothing slides, pulses or fades; moves land at once (ui/game/animation.py)
    reduced_motion: bool = attrs.field(default=False, converter=bool)
    # the spoken table (ui/game/spoken_table.py): the game says what happens, F2 toggles it
    spoken_mode: bool = attrs.field(default=False, converter=bool)
    sound: bool = attrs.field(default=True, converter=bool)
    # the keys the player chose for the table's actions, only those not the usual (key_map.py)
    keys: dict[str, str] = attrs.field(factory=dict, converter=_key_changes, eq=False, hash=False)
    # the title screen has suggested the tutorial (it does so once, on the first launch)
    tutorial_offered: bool = attrs.field(default=False, converter=bool)
    # the language the player speaks ("en", "de"...; ui/language_choice.py); "" until chosen,
    # and then the first launch takes the system's (nothing saved depends on it)
    language: str = attrs.field(default="", converter=_language)
    # the last New game setup, as plain data (see setup_to_plain); read-only by convention
    last_setup: dict | None = attrs.field(
        default=None, converter=_plain_mapping, eq=False, hash=False
    )

    def animation_duration(self, seconds: float) -> float:
        """How long an animation designed to last `seconds` at normal speed should take (none
        at all with calm motion)."""
        if self.animation_speed <= 0 or self.reduced_motion:
            return 0.0
        return seconds / self.animation_speed


# Expected JSON types per field, so that `"fullscreen": "no"` is treated as bad, not as True.
_JSON_TYPES: dict[str, tuple[type, ...]] = {
    "window_size": (list,),
    "fullscreen": (bool,),
    "ui_scale": (int, float),
    "animation_speed": (int, float),
    "ai_delay": (int, float),
    "ai_cores": (int,),
    "confirm_no_undo": (bool,),
    "ask_idle_placement": (bool,),
    "colour_blind": (bool,),
    "high_contrast": (bool,),
    "reduced_motion": (bool,),
    "spoken_mode": (bool,),
    "sound": (bool,),
    "keys": (dict,),
    "tutorial_offered": (bool,),
    "language": (str,),
    "last_setup": (dict, type(None)),
}


def settings_to_plain(settings: Settings) -> dict[str, Any]:
    """The JSON document for a settings value."""
    return {
        "format": FORMAT_MARKER,
        "version": FORMAT_VERSION,
        "window_size": list(settings.window_size),
        "fullscreen": settings.fullscreen,
        "ui_scale": settings.ui_scale,
        "animation_speed": settings.animation_speed,
        "ai_delay": settings.ai_delay,
        "ai_cores": settings.ai_cores,
        "confirm_no_undo": settings.confirm_no_undo,
        "ask_idle_placement": settings.ask_idle_placement,
        "colour_blind": settings.colour_blind,
        "high_contrast": settings.high_contrast,
        "reduced_motion": settings.reduced_motion,
        "spoken_mode": settings.spoken_mode,
        "sound": settings.sound,
        "keys": dict(settings.keys),
        "tutorial_offered": settings.tutorial_offered,
        "language": settings.language,
        "last_setup": settings.last_setup,
    }


class SettingsFormatError(ValueError):
    """The file is not a Steam Works settings file."""


def settings_from_plain(doc: Any) -> Settings:
    """A settings value from a parsed JSON document.

    Raises SettingsFormatError when the document is not ours at all; a single bad field falls
    back to its default instead, so one typo does not lose every other setting.
    """
    if not isinstance(doc, dict) or doc.get("format") != FORMAT_MARKER:
        raise SettingsFormatError("not a Steam Works settings file")
    if not isinstance(doc.get("version"), int) or doc["version"] > FORMAT_VERSION:
        # a newer game wrote it: reading it could lose its data, so leave it alone
        raise SettingsFormatError(f"settings version {doc.get('version')!r} is not supported")
    values: dict[str, Any] = {}
    for field in attrs.fields(Settings):
        if field.name not in doc:
            continue
        raw = doc[field.name]
        if isinstance(raw, bool) and bool not in _JSON_TYPES[field.name]:
            continue  # JSON true is an int to Python; a boolean is never a number here
        if isinstance(raw, _JSON_TYPES[field.name]):
            values[field.name] = raw
    settings = Settings(**values)
    if settings.last_setup is not None and setup_from_plain(settings.last_setup) is None:
        settings = attrs.evolve(settings, last_setup=None)
    return settings


@attrs.frozen(slots=True)
class LoadResult:
    settings: Settings
    # why the file could not be used (None when it was fine or simply absent)
    problem: str | None = None
    # why the file's key map was refused (the usual keys are used; the rest of the file loads)
    keys_problem: str | None = None
    # the refused key map as the file has it (to word `keys_problem` again in another language)
    refused_keys: Any = None


def keys_problem(doc: Any) -> str | None:
    """Why a settings document's key map cannot be used, as a sentence; None when it can (or
    it has none)."""
    if not isinstance(doc, dict) or "keys" not in doc:
        return None
    reason = key_map.check_map(doc["keys"])
    if reason is None:
        return None
    # translators: {reason} says what is wrong with the keys (a clause of its own)
    return tr(
        "Your settings file's keys were not used: {reason}. The usual keys are in use.",
        reason=reason,
    )


def load_settings(path: Path) -> LoadResult:
    """Read settings from `path`; never raises for a bad or missing file."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return LoadResult(Settings())
    except (OSError, UnicodeDecodeError) as exc:
        return LoadResult(Settings(), f"could not read {path.name}: {exc}")
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        return LoadResult(Settings(), f"{path.name} is not valid JSON ({exc.msg})")
    try:
        problem = keys_problem(doc)
        return LoadResult(
            settings_from_plain(doc),
            keys_problem=problem,
            refused_keys=doc.get("keys") if problem is not None else None,
        )
    except SettingsFormatError as exc:
        return LoadResult(Settings(), f"{path.name}: {exc}")


def atomic_write_text(path: Path, text: str) -> None:
    """Replace `path` with `text` so that readers see either the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(temp_name, path)
    except BaseException:
        try:
            os.unlink(temp_name)
        except OSError:
            pass
        raise


def save_settings(settings: Settings, path: Path) -> None:
    """Write settings atomically (raises OSError when the disk refuses)."""
    atomic_write_text(
        path, json.dumps(settings_to_plain(settings), indent=2, sort_keys=True) + "\n"
    )


class SettingsStore:
    """The live settings of a running game and the file behind them.

    Only `change()` writes, and only when something really changed: so a file that failed to
    load stays as it was until the player changes a setting.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else settings_path()
        result = load_settings(self.path)
        self.settings: Settings = result.settings
        self.load_problem: str | None = result.problem
        # the file's key map that was refused: `keys_problem` words why, in the language
        # spoken when it is shown (the settings are read before a language is chosen)
        self._refused_keys: Any = result.refused_keys
        self._kept_aside = False  # the refused file has been copied to settings.json.bak
        self.save_error: str | None = None
        if result.problem:
            log.warning("settings: %s; using defaults", result.problem)
        if result.keys_problem:
            log.warning("settings: %s", result.keys_problem)
        self._listeners: list[Callable[[Settings, Settings], None]] = []

    @property
    def keys_problem(self) -> str | None:
        """Why the settings file's key map was not used, as a sentence; None when it was (or
        once the player has set a key, which the owner says by setting this to None)."""
        if self._refused_keys is None:
            return None
        return keys_problem({"keys": self._refused_keys})

    @keys_problem.setter
    def keys_problem(self, value: str | None) -> None:
        if value is None:
            self._refused_keys = None

    def subscribe(self, listener: Callable[[Settings, Settings], None]) -> None:
        """Call `listener(old, new)` after every change."""
        self._listeners.append(listener)

    def change(self, **changes: Any) -> Settings:
        """Apply changes, save them, tell the listeners; returns the new settings."""
        old = self.settings
        new = attrs.evolve(old, **changes)
        if settings_to_plain(new) == settings_to_plain(old):
            return old
        self.settings = new
        self._write()
        for listener in list(self._listeners):
            listener(old, new)
        return new

    def _write(self) -> None:
        refused = self.load_problem is not None or self.keys_problem is not None
        if refused and not self._kept_aside and self.path.exists():
            # keep the file we could not read (or whose keys we could not use), in case the
            # player wants it back: once, before the first write replaces it
            try:
                shutil.copy2(self.path, self.path.with_name(self.path.name + ".bak"))
                self._kept_aside = True
            except OSError as exc:
                log.warning("settings: could not keep a copy of the old file: %s", exc)
        try:
            save_settings(self.settings, self.path)
        except OSError as exc:
            self.save_error = str(exc)
            log.error("settings: could not save %s: %s", self.path, exc)
            return
        self.load_problem = None
        self.save_error = None
        # keys_problem stays: the Accessibility screen says why the keys are the usual ones
        # until the player sets one


# --- the last New game setup, as plain data -------------------------------------------------


def setup_to_plain(setup: GameSetup) -> dict[str, Any]:
    """A GameSetup as JSON-friendly data (for remembering the last table)."""
    return {
        "seats": [
            {"name": s.name, "controller": s.controller, "colour": s.colour} for s in setup.seats
        ],
        "seed": setup.seed,
        "personas": setup.personas,
        "variant_end_of_age": setup.variant_end_of_age,
        "hints": setup.hints,
    }


def setup_from_plain(data: Any) -> GameSetup | None:
    """The GameSetup described by `data`, or None when it is not a usable description."""
    try:
        seats = tuple(
            SeatSetup(name=str(s["name"]), controller=str(s["controller"]), colour=int(s["colour"]))
            for s in data["seats"]
        )
        personas = data.get("personas", PERSONAS_RANDOM)
        if personas not in PERSONA_MODES:
            return None
        return GameSetup(
            seats=seats,
            seed=int(data.get("seed", 0)),
            personas=personas,
            variant_end_of_age=bool(data.get("variant_end_of_age", False)),
            hints=bool(data.get("hints", True)),
        )
    except (TypeError, KeyError, ValueError, AttributeError):
        return None
