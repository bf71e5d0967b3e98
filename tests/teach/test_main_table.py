"""A lesson's and a puzzle's file open at their one main table ([lesson], [puzzle]): a missing
table, a stray top-level table and a stray key in the main table are reported with their line,
in the same words for both kinds of file."""

from __future__ import annotations

import pytest

from steamworks.rules.scenario import ScenarioError
from steamworks.teach.lessons import load_lesson
from steamworks.teach.puzzles import load_puzzle


def _lesson(root):
    return root / "lessons" / "01_wages.toml"


def _puzzle(root):
    return root / "puzzles" / "p01_payday.toml"


@pytest.mark.parametrize(
    ("kind", "path", "load"), [("lesson", _lesson, load_lesson), ("puzzle", _puzzle, load_puzzle)]
)
def test_a_file_without_its_main_table_is_refused(teach_copy, edit_file, kind, path, load):
    edit_file(path(teach_copy), f"[{kind}]", "[heading]")
    with pytest.raises(ScenarioError) as caught:
        load(path(teach_copy))
    text = str(caught.value)
    assert "there is no key `heading` here; the keys are: " in text
    assert f"{kind}: the file needs a [{kind}] table." in text


@pytest.mark.parametrize(
    ("kind", "path", "load"), [("lesson", _lesson, load_lesson), ("puzzle", _puzzle, load_puzzle)]
)
def test_a_stray_key_of_the_main_table_is_reported_at_its_line(
    teach_copy, edit_file, kind, path, load
):
    edit_file(path(teach_copy), "title =", "colour = 'red'\ntitle =")
    with pytest.raises(ScenarioError) as caught:
        load(path(teach_copy))
    text = str(caught.value)
    line = path(teach_copy).read_text(encoding="utf-8").splitlines().index(f"[{kind}]") + 1
    assert f"line {line}: {kind}: there is no key `colour` here; the keys are: id, title, " in text
