"""What the learner has done: lessons finished or skipped, and each puzzle's best result.

Kept in the data folder beside the saves (persistence/paths.py), written atomically
(persistence/atomic.py). The file is JSON but not named `.json`: the saves list takes every
`.json` file in that folder for a saved game. Anything wrong with the file (missing, damaged,
hand-edited into another shape) reads as "nothing done yet"; the game never stops for it.
Stars are not stored: they follow from the best result and the puzzle's thresholds.
"""

from __future__ import annotations

import json
from pathlib import Path

import attrs

from ..persistence.atomic import write_atomic
from ..persistence.paths import data_dir

PROGRESS_FILE = "learning-progress.dat"
FORMAT = 1
LESSON_STATES = ("done", "skipped")


def progress_path() -> Path:
    return data_dir() / PROGRESS_FILE


@attrs.define
class Progress:
    lessons: dict[str, str] = attrs.field(factory=dict)  # lesson id -> "done" | "skipped"
    puzzles: dict[str, int] = attrs.field(factory=dict)  # puzzle id -> best result so far

    def lesson_state(self, lesson_id: str) -> str | None:
        return self.lessons.get(lesson_id)

    def finish_lesson(self, lesson_id: str) -> None:
        self.lessons[lesson_id] = "done"

    def skip_lesson(self, lesson_id: str) -> None:
        # skipping never hides that a lesson was once finished
        self.lessons.setdefault(lesson_id, "skipped")

    def record_puzzle(self, puzzle_id: str, result: int) -> bool:
        """Remember a result if it beats the best so far; whether it did."""
        old = self.puzzles.get(puzzle_id)
        if old is not None and old >= result:
            return False
        self.puzzles[puzzle_id] = result
        return True

    @property
    def tutorial_started(self) -> bool:
        return bool(self.lessons)


def _decode(data: bytes) -> Progress:
    doc = json.loads(data.decode("utf-8"))
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise ValueError("not a progress file of this version")
    lessons = doc.get("lessons", {})
    puzzles = doc.get("puzzles", {})
    if not isinstance(lessons, dict) or not isinstance(puzzles, dict):
        raise ValueError("wrong shape")
    return Progress(
        {str(k): v for k, v in lessons.items() if v in LESSON_STATES},
        {str(k): v for k, v in puzzles.items() if type(v) is int},
    )


def load_progress(path: Path | None = None) -> Progress:
    """The stored progress, or nothing done yet if the file is missing or damaged."""
    path = path or progress_path()
    try:
        return _decode(path.read_bytes())
    except (OSError, ValueError, UnicodeDecodeError, RecursionError):
        return Progress()


def save_progress(progress: Progress, path: Path | None = None) -> None:
    doc = {"format": FORMAT, "lessons": progress.lessons, "puzzles": progress.puzzles}
    write_atomic(
        path or progress_path(), (json.dumps(doc, indent=1, sort_keys=True) + "\n").encode()
    )
