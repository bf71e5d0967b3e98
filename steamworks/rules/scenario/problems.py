"""What a scenario reader reports: one `ScenarioProblem` per fault, gathered into one
`ScenarioError`, with best-effort line numbers (`Lines`) and "did you mean" hints (`suggest`).
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Iterable

import attrs


@attrs.frozen(slots=True)
class ScenarioProblem:
    """One thing wrong with a scenario: where it is, what is wrong, and the line if known."""

    where: str
    message: str
    line: int | None = None

    def __str__(self) -> str:
        place = f"line {self.line}: " if self.line else ""
        return f"{place}{self.where}: {self.message}" if self.where else f"{place}{self.message}"


class ScenarioError(ValueError):
    """A scenario that cannot be loaded; `problems` lists every reason found."""

    def __init__(self, problems: Iterable[ScenarioProblem], source: str = ""):
        # in reading order: by line, problems without a line last
        self.problems: tuple[ScenarioProblem, ...] = tuple(
            sorted(problems, key=lambda p: (p.line is None, p.line or 0))
        )
        self.source = source
        n = len(self.problems)
        name = f"The scenario {source}" if source else "The scenario"
        head = f"{name} has a problem:" if n == 1 else f"{name} has {n} problems:"
        super().__init__("\n".join([head] + [f"  - {p}" for p in self.problems]))


def suggest(word: str, choices: Iterable[str]) -> str:
    close = difflib.get_close_matches(str(word), list(choices), n=1, cutoff=0.6)
    return f' (did you mean "{close[0]}"?)' if close else ""


class Lines:
    """Best-effort line numbers: finds table headers and keys in the original text."""

    HEADER = re.compile(r"^\s*\[(\[)?\s*([A-Za-z_][\w.]*)\s*\]?\]\s*(#.*)?$")

    def __init__(self, text: str):
        self.lines = text.splitlines()
        self.tables: list[tuple[int, str, int]] = []  # (line index, table name, occurrence)
        counts: dict[str, int] = {}
        for i, line in enumerate(self.lines):
            m = self.HEADER.match(line)
            if m:
                name = m.group(2)
                k = counts.get(name, 0)
                counts[name] = k + 1
                self.tables.append((i, name, k))

    def _range(self, table: str | None, index: int) -> tuple[int, int]:
        if table is None:
            end = self.tables[0][0] if self.tables else len(self.lines)
            return 0, end
        for n, (i, name, k) in enumerate(self.tables):
            if name == table and k == index:
                end = self.tables[n + 1][0] if n + 1 < len(self.tables) else len(self.lines)
                return i, end
        return 0, 0

    def key(self, table: str | None, index: int, key: str) -> int | None:
        start, end = self._range(table, index)
        pat = re.compile(r"(^|[{,\s])" + re.escape(key) + r"\s*=")
        for i in range(start, end):
            if pat.search(self.lines[i].split("#", 1)[0]):
                return i + 1
        return start + 1 if end > start else None

    def header(self, table: str, index: int) -> int | None:
        start, end = self._range(table, index)
        return start + 1 if end > start else None

    def everywhere(self, needle: str) -> list[int]:
        """Every line holding `needle` in quotes."""
        quoted = (json.dumps(needle), f"'{needle}'")
        return [i + 1 for i, line in enumerate(self.lines) if any(q in line for q in quoted)]

    def value(self, table: str | None, index: int, needle: str) -> int | None:
        start, end = self._range(table, index)
        for quoted in (json.dumps(needle), f"'{needle}'"):
            for i in range(start, end):
                if quoted in self.lines[i]:
                    return i + 1
        return start + 1 if end > start else None
