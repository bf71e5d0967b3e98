"""Reading the tutorial's and the puzzles' TOML files, with the scenario loader's messages.

A lesson or puzzle file names the scenario file of its position. Problems with either file are
raised as one `ScenarioError` (the scenario loader's own error, listing every problem with its
line), so a damaged file reads the same whichever part is wrong. `load_all` loads a folder and
keeps going past bad files: the good ones load, the bad ones come back as errors to report.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any, NoReturn, TypeVar

from ..rules.scenario import ScenarioError, ScenarioProblem, load_scenario
from ..rules.state import GameState

T = TypeVar("T")
PACKAGE_DIR = Path(__file__).resolve().parent
POSITIONS = "positions"  # the folder of scenario files, beside the lessons and puzzles folders


class Problems:
    """Problems found while reading one file, each with the line of the table it is in."""

    def __init__(self, path: Path, text: str):
        self.path = path
        self.lines = text.splitlines()
        self.found: list[ScenarioProblem] = []

    def add(self, where: str, message: str, line: int | None = None) -> None:
        self.found.append(ScenarioProblem(where, message, line))

    def header_line(self, header: str, index: int = 0) -> int | None:
        """The line (from 1) of the `index`-th table headed `header` (e.g. "[[step]]")."""
        seen = 0
        for number, line in enumerate(self.lines, 1):
            if line.strip().startswith(header):
                if seen == index:
                    return number
                seen += 1
        return None

    def raise_if_any(self) -> None:
        if self.found:
            raise ScenarioError(self.found, str(self.path))

    def fail(self, where: str, message: str, line: int | None = None) -> NoReturn:
        """Add a problem the rest of the file cannot be read past, and raise them all."""
        self.add(where, message, line)
        raise ScenarioError(self.found, str(self.path))


def read_toml(path: Path) -> tuple[dict[str, Any], Problems]:
    """The file's TOML document; a file that cannot be read or parsed raises ScenarioError."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise ScenarioError(
            [ScenarioProblem("", f"the file cannot be read ({reason}).")], str(path)
        ) from None
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(
            [ScenarioProblem("", f"this is not valid TOML: {exc}.")], str(path)
        ) from None
    return doc, Problems(path, text)


def read_main_table(
    path: Path, name: str, keys: tuple[str, ...], tables: tuple[str, ...]
) -> tuple[dict[str, Any], dict[str, Any], Problems, int | None]:
    """A lesson's or puzzle's file opened at its one `[name]` table: (the TOML document, that
    table, the problems found so far, the table's line). The document may hold only `tables`
    and the table only `keys` (others are problems); a file without the table raises
    ScenarioError."""
    doc, problems = read_toml(path)
    unknown_keys(doc, tables, problems, "", None)
    table = doc.get(name)
    line = problems.header_line(f"[{name}]")
    if not isinstance(table, dict):
        problems.fail(name, f"the file needs a [{name}] table.")
    unknown_keys(table, keys, problems, name, line)
    return doc, table, problems, line


def load_position(name: Any, problems: Problems, where: str) -> GameState | None:
    """The position in scenario file `name`, in the positions/ folder beside the folder of the
    file being read; its own errors are raised as they are, a missing or badly named file is
    added to `problems`."""
    if not isinstance(name, str) or not name.endswith(".toml") or "/" in name or "\\" in name:
        problems.add(
            where,
            f'the position must name a scenario file in positions/, like "wages.toml", not {name!r}.',
        )
        return None
    path = problems.path.parent.parent / POSITIONS / name
    if not path.is_file():
        problems.add(where, f"there is no scenario file positions/{name}.")
        return None
    return load_scenario(path)


def text_field(
    table: dict[str, Any], key: str, problems: Problems, where: str, line: int | None
) -> str:
    """A required, non-empty text field."""
    value = table.get(key)
    if not isinstance(value, str) or not value.strip():
        problems.add(where, f"`{key}` must be some text.", line)
        return ""
    return value.strip()


def unknown_keys(
    table: dict[str, Any], known: tuple[str, ...], problems: Problems, where: str, line: int | None
) -> None:
    for key in table:
        if key not in known:
            problems.add(
                where, f"there is no key `{key}` here; the keys are: {', '.join(known)}.", line
            )


def load_all(folder: Path, load_one: Callable[[Path], T]) -> tuple[list[T], list[ScenarioError]]:
    """Every `*.toml` in `folder` in name order, loaded by `load_one`; bad files are left out
    and their errors returned beside the good ones."""
    good: list[T] = []
    bad: list[ScenarioError] = []
    for path in sorted(folder.glob("*.toml")):
        try:
            good.append(load_one(path))
        except ScenarioError as err:
            bad.append(err)
    return good, bad
