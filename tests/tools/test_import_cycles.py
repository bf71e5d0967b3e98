"""tools/import_cycles.py: it finds a circle made by a function-level or type-only import, and
leaves out an import whose line documents why it must stay."""

from __future__ import annotations

import sys

from tests.support.tools import load_tool


def _package(root, files: dict[str, str]) -> None:
    pkg = root / "circlepkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    for name, text in files.items():
        (pkg / f"{name}.py").write_text(text)


def _circles(tmp_path, monkeypatch, files):
    _package(tmp_path, files)
    monkeypatch.syspath_prepend(str(tmp_path))
    sys.modules.pop("circlepkg", None)
    return load_tool("import_cycles").circles("circlepkg", tmp_path)


def test_a_type_only_and_in_function_circle_counts(tmp_path, monkeypatch):
    found = _circles(
        tmp_path,
        monkeypatch,
        {
            "a": "from circlepkg import b\n",
            "b": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from circlepkg import c\n",
            "c": "def f():\n    from circlepkg import a\n",
            "d": "from circlepkg import a\n",
        },
    )
    assert found == [["circlepkg.a", "circlepkg.b", "circlepkg.c"]]


def test_a_documented_import_leaves_the_count(tmp_path, monkeypatch):
    found = _circles(
        tmp_path,
        monkeypatch,
        {
            "a": "from circlepkg import b\n",
            "b": "def f():\n    from circlepkg import a  # import-circle: the plug-in is chosen late\n",
        },
    )
    assert found == []
