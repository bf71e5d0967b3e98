"""The tutorial's data files ship with the package: pyproject's package-data covers every one."""

from __future__ import annotations

import importlib.util
import sys
import tomllib
from pathlib import Path

from steamworks.teach.files import PACKAGE_DIR

ROOT = Path(__file__).resolve().parents[2]


def test_package_data_covers_every_teach_data_file():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["steamworks"]
    package = PACKAGE_DIR.parent
    data_files = [p for p in PACKAGE_DIR.rglob("*") if p.is_file() and p.suffix == ".toml"]
    assert len(data_files) >= 10 + 15 + 25
    for path in data_files:
        relative = path.relative_to(package)
        assert any(relative.match(pattern) for pattern in patterns), relative


def test_the_executable_collects_the_packages_data_files():
    """PyInstaller's --collect-data takes every non-Python file of the package, the tutorial's
    folders included."""
    spec = importlib.util.spec_from_file_location(
        "_teach_build_exe", ROOT / "tools" / "build_exe.py"
    )
    tool = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = tool  # dataclasses look their module up there
    spec.loader.exec_module(tool)
    args = tool.pyinstaller_args(tool.Target.for_platform("linux"), ROOT)
    assert [args[i + 1] for i, a in enumerate(args) if a == "--collect-data"] == ["steamworks"]
