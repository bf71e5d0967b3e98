"""The import layers of pyproject.toml [tool.importlinter], which `tools/test` checks with
import-linter: they hold for the tree as it is, every top-level part of the game is placed in a
layer, and the check really fails when a wrong import is planted in a copy of the package."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


def _contracts() -> dict[str, dict]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return {c["id"]: c for c in config["tool"]["importlinter"]["contracts"]}


def _layer_modules() -> set[str]:
    names: set[str] = set()
    for layer in _contracts()["layers"]["layers"]:
        names.update(part.strip() for part in layer.replace(":", "|").split("|"))
    return names


def _lint(root: Path) -> subprocess.CompletedProcess[str]:
    """lint-imports over the package found first on the path at `root`, without a cache."""
    env = dict(os.environ, PYTHONPATH=str(root))
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-logo", "--no-cache", "--config", str(root / "pyproject.toml")],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def _copy_of_the_game(tmp_path: Path) -> Path:
    shutil.copytree(
        ROOT / "steamworks",
        tmp_path / "steamworks",
        ignore=shutil.ignore_patterns("__pycache__", "*.png", "*.ogg", "*.wav"),
    )
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    return tmp_path


def test_every_part_of_the_game_has_a_layer():
    """A new top-level module or package must be placed in the layers, or nothing checks it."""
    parts = {
        f"steamworks.{p.stem if p.suffix == '.py' else p.name}"
        for p in (ROOT / "steamworks").iterdir()
        if (p.suffix == ".py" and p.stem != "__init__") or (p / "__init__.py").exists()
    }
    assert parts - _layer_modules() == set()


@pytest.mark.skipif(not LINT_IMPORTS.exists(), reason="import-linter is not installed here")
def test_the_tree_keeps_its_layers():
    result = _lint(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Contracts: 2 kept, 0 broken." in result.stdout


@pytest.mark.skipif(not LINT_IMPORTS.exists(), reason="import-linter is not installed here")
def test_a_planted_wrong_import_breaks_the_layers(tmp_path):
    """The rules importing the AI (a lower layer reaching up) and loading pygame both fail."""
    copy = _copy_of_the_game(tmp_path)
    scoring = copy / "steamworks" / "rules" / "scoring.py"
    scoring.write_text(
        scoring.read_text(encoding="utf-8") + "\nimport pygame  # planted\n"
        "from steamworks.ai import levels  # planted\n",
        encoding="utf-8",
    )
    result = _lint(copy)
    assert result.returncode != 0
    assert "steamworks.rules.scoring -> steamworks.ai.levels" in result.stdout
    assert "steamworks.rules.scoring -> pygame" in result.stdout
    assert "Contracts: 0 kept, 2 broken." in result.stdout
