"""The rules, the AI and persistence never load pygame: they must run without a display."""

from __future__ import annotations

import subprocess
import sys

import pytest


@pytest.mark.parametrize("module", ["steamworks.rules.engine", "steamworks.rules.scenario", "steamworks.ai",
                                    "steamworks.persistence", "steamworks.simulate"])
def test_module_does_not_import_pygame(module):
    code = (
        "import importlib, sys\n"
        f"try:\n    importlib.import_module({module!r})\n"
        "except ModuleNotFoundError as e:\n    print('absent', e)\n"
        "assert 'pygame' not in sys.modules, sorted(m for m in sys.modules if 'pygame' in m)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
