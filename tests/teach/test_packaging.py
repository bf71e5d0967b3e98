"""The tutorial's data files ship with the package: pyproject's package-data covers every one."""

from __future__ import annotations

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
