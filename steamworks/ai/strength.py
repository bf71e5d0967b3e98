"""How strong each level measured, in plain words for the new-game screen.

The figures live in `ai/data/strength.json`, written only by the measuring script
(`tools/bench_ai.py strength`, which plays a seat-balanced tournament and records the result
with the exact command, the date and the machine's load). Nothing here is typed in by hand:
a level with no measurement gets no strength label, and a measurement too loose to say
"about 3 of 4" says only as much as its 95% interval allows:

* interval no wider than `PRECISE` (20 points): "Beats Medium in about 3 of 4 two-player
  games." (the nearest simple fraction), or "in almost every" from 95% up;
* otherwise, if the whole interval lies above one half: "Beats Medium more often than not in
  two-player games.";
* otherwise nothing.
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

import attrs

from ..language import mark, ntr, number, tr

DATA_FILE = "strength.json"
PRECISE = 0.20  # widest 95% interval that may be put as "about k of n"
# the fractions a label may use, as (k, n); the nearest to the measured rate is chosen
FRACTIONS = ((1, 2), (3, 5), (2, 3), (3, 4), (4, 5), (9, 10))


@attrs.frozen(slots=True)
class Measurement:
    """One level's result against one opponent, as the measuring script recorded it."""

    level: str  # level id, e.g. "hard"
    opponent: str  # level id of the other seats
    players: int
    games: int
    win_rate: float
    win_low: float  # 95% Wilson interval
    win_high: float
    command: str  # exactly what was run
    conditions: str  # budgets or seconds per decision, in words
    measured: str  # date (UTC)
    load: str  # the machine's load average while measuring (`uptime`)


def data_path(name: str = DATA_FILE) -> Path:
    """Where the package keeps its data file `name` (for the measuring script to write)."""
    return Path(str(resources.files("steamworks.ai").joinpath("data", name)))


def data_text(name: str, path: Path | None = None) -> str:
    """The text of `path`, or of the package's data file `name` when no path is given."""
    if path is None:
        return resources.files("steamworks.ai").joinpath("data", name).read_text("utf-8")
    return path.read_text("utf-8")


def load_measurements(path: Path | None = None) -> dict[str, Measurement]:
    """Measurements by level id; {} if the file is missing or unreadable (no label is better
    than a broken screen)."""
    try:
        doc = json.loads(data_text(DATA_FILE, path))
        return {level: Measurement(**entry) for level, entry in doc.get("measurements", {}).items()}
    except (OSError, ValueError, TypeError, AttributeError):
        return {}


def record(measurement: Measurement, path: Path | None = None) -> None:
    """Add or replace the level's measurement in the data file (the measuring script's job)."""
    path = path or data_path()
    current = load_measurements(path) if path.exists() else {}
    current[measurement.level] = measurement
    doc: dict[str, Any] = {
        "about": "Measured strength of the AI levels, written by tools/bench_ai.py strength. "
        "Do not edit by hand: the new-game screen shows these figures to players.",
        "measurements": {lvl: attrs.asdict(m) for lvl, m in sorted(current.items())},
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc, indent=1) + "\n", encoding="utf-8")


def nearest_fraction(share: float) -> tuple[int, int]:
    """The simple fraction (k, n) of `FRACTIONS` nearest to `share`."""
    return min(FRACTIONS, key=lambda f: abs(f[0] / f[1] - share))


def plain_words(m: Measurement, opponent_name: str) -> str | None:
    """The measurement as one sentence a player reads, or None when it cannot say enough."""
    table = _table_words(m.players)
    if m.win_high - m.win_low <= PRECISE:
        if m.win_rate >= 0.95:
            # translators: {opponent} is an AI level or "a player moving at random"; {table}
            # the kind of game ("two-player")
            return tr(
                "Beats {opponent} in almost every {table} game.",
                opponent=opponent_name,
                table=table,
            )
        k, n = nearest_fraction(m.win_rate)
        if m.win_rate < 0.45:
            return None  # a level is labelled by whom it beats
        # translators: "Beats Medium in about 3 of 4 two-player games."
        return ntr(
            "Beats {opponent} in about {k} of {count} {table} game.",
            "Beats {opponent} in about {k} of {count} {table} games.",
            n,
            opponent=opponent_name,
            k=number(k),
            table=table,
        )
    if m.win_low > 0.5:
        return tr(
            "Beats {opponent} more often than not in {table} games.",
            opponent=opponent_name,
            table=table,
        )
    return None


def _table_words(players: int) -> str:
    """The kind of game by its number of players, before "game": "two-player"."""
    if players == 2:
        return tr("two-player")
    if players == 3:
        return tr("three-player")
    if players == 4:
        return tr("four-player")
    if players == 5:
        return tr("five-player")
    return tr("{count}-player", count=number(players))


# how an opponent is named to players: Random is not a level they are offered
OPPONENT_WORDS = {"random": mark("a player moving at random")}  # translated where shown


def strength_label(level: str) -> str | None:
    """The plain-words strength of `level` (a level id), or None when none was measured."""
    from .levels import LEVELS

    m = load_measurements().get(level)
    if m is None:
        return None
    if m.opponent in OPPONENT_WORDS:
        name = tr(OPPONENT_WORDS[m.opponent])
    else:
        name = LEVELS[m.opponent].shown_name if m.opponent in LEVELS else m.opponent
    return plain_words(m, name)
