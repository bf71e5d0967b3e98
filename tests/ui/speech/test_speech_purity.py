"""The spoken table's words are text in, text out: importing any module of steamworks.ui.speech
loads neither pygame nor a speech library (those load only when the voice first speaks)."""

from __future__ import annotations

import subprocess
import sys

import pytest

MODULES = [
    "steamworks.ui.speech",
    "steamworks.ui.speech.words",
    "steamworks.ui.speech.menu",
    "steamworks.ui.speech.listener",
    "steamworks.ui.speech.queries",
    "steamworks.ui.speech.voice",
]


@pytest.mark.parametrize("module", MODULES)
def test_speech_module_loads_no_pygame_and_no_speech_library(module):
    code = (
        "import importlib, sys\n"
        f"importlib.import_module({module!r})\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('pygame', 'pygame_gui', 'pyttsx3', 'accessible_output2'))\n"
        "assert not loaded, loaded\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
