"""Every module of `steamworks.ui.speech`, the one pure core of what the spoken mode says,
loads without pygame (tests/test_purity.py names the first few; this finds them all, so a
new module of the core is checked the day it is added)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import pytest

import steamworks.ui.speech as speech
from tests.test_purity import IMPURE

MODULES = sorted(f"{speech.__name__}.{m.name}" for m in pkgutil.iter_modules(speech.__path__))


def test_the_core_is_found():
    assert {"steamworks.ui.speech.charts", "steamworks.ui.speech.positions"} <= set(MODULES)


@pytest.mark.parametrize("module", MODULES)
def test_a_speech_module_does_not_load_pygame(module):
    code = (
        "import importlib, sys\n"
        f"importlib.import_module({module!r})\n"
        f"loaded = sorted(m for m in sys.modules if m.split('.')[0] in {IMPURE!r})\n"
        "assert not loaded, loaded\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
