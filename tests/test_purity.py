"""The rules, the AI, persistence, the tutorial's engine side and the UI's pure parts (the game
table's controller, keys, layouts and words, the spoken table's words) never load pygame: they
must run without a display. Nor do they load a speech library: the spoken mode's voice loads one
only when it first speaks."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import pytest

import steamworks.ui.speech as speech

PURE_MODULES = [
    "steamworks.rules.engine",
    "steamworks.rules.scenario",
    "steamworks.rules.preview",
    "steamworks.rules.irreversible",
    "steamworks.rules.words",
    "steamworks.ai",
    "steamworks.matches",
    "steamworks.matches.tournament",
    "steamworks.matches.selfplay",
    "steamworks.coach.hints",
    "steamworks.cli.analyse",
    "steamworks.cli.replay",
    "steamworks.cli.simulate",
    "steamworks.cli.tournament",
    "steamworks.cli.tutorial",
    "steamworks.cli.puzzles",
    "steamworks.ui.analysis.runner",
    "steamworks.persistence",
    "steamworks.persistence.saves",
    "steamworks.persistence.history",
    "steamworks.history_figures",
    "steamworks.session",
    "steamworks.ui.geometry",
    # the UI's parts that say they are pure, so that they can be tested without a display
    "steamworks.ui.focus",
    "steamworks.ui.settings",
    "steamworks.ui.art.palette",
    "steamworks.ui.build.model",
    "steamworks.ui.build.regions",
    "steamworks.ui.replay.model",
    "steamworks.ui.game.controller",
    "steamworks.ui.game.autosave",
    "steamworks.ui.game.hint_state",
    "steamworks.ui.game.keyboard",
    "steamworks.ui.game.layout",
    "steamworks.ui.game.places",
    "steamworks.ui.game.prompt",
    "steamworks.ui.game.table_events",
    "steamworks.ui.game.tableau_layout",
    "steamworks.ui.game.target_keys",
    "steamworks.ui.game.targets",
    "steamworks.ui.game.tooltips",
    "steamworks.ui.game.turn_banner",
    "steamworks.teach.lessons",
    "steamworks.teach.check",
    "steamworks.teach.puzzles",
    "steamworks.teach.progress",
    "steamworks.ui.speech",
]
# every module of the spoken mode's pure core, found, so a new one is checked the day it is added
SPEECH_MODULES = sorted(
    f"{speech.__name__}.{m.name}" for m in pkgutil.iter_modules(speech.__path__)
)
PURE_MODULES += SPEECH_MODULES
# what no pure module may load
IMPURE = ("pygame", "pygame_gui", "pyttsx3", "accessible_output2")


@pytest.mark.parametrize("module", PURE_MODULES)
def test_module_does_not_import_pygame(module):
    code = (
        "import importlib, sys\n"
        f"importlib.import_module({module!r})\n"
        f"loaded = sorted(m for m in sys.modules if m.split('.')[0] in {IMPURE!r})\n"
        "assert not loaded, loaded\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_the_speech_core_is_found():
    assert {
        "steamworks.ui.speech.charts",
        "steamworks.ui.speech.positions",
        "steamworks.ui.speech.words",
        "steamworks.ui.speech.voice",
    } <= set(SPEECH_MODULES)


def test_the_check_notices_pygame():
    """The subprocess check above really fails when a module does load pygame."""
    code = "import sys, pygame\nassert 'pygame' not in sys.modules\n"
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env={"PYGAME_HIDE_SUPPORT_PROMPT": "1", "SDL_VIDEODRIVER": "dummy"},
    )
    assert result.returncode != 0
