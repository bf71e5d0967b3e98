"""The Tutorial screen: the lessons in order, each marked done or skipped, and any lesson file
that could not be read. A lesson opens on the real game table (`ui.tutorial.lesson_guide`);
leaving it returns here. The Puzzles button opens the puzzles."""

from __future__ import annotations

from functools import partial

from steamworks.language import mark, ptr, tr
from steamworks.teach.lessons import load_lessons
from steamworks.teach.progress import Progress
from steamworks.ui.tutorial.lesson_guide import LessonGuide
from steamworks.ui.tutorial.listing import ListScene, Row

# drawn before the word "done": a sign, not a word (and not a letter every font has)
DONE_SIGN = "✓ "


class TutorialScene(ListScene):
    name = "tutorial"
    title = mark("Learn to Play")
    button_share = 0.8  # long titles, short notes
    intro = mark("Short lessons on the real table. Do what each card says; the arrow shows where.")

    def load(self) -> None:
        self.lessons, self.bad = load_lessons()

    def rows_for(self, progress: Progress) -> list[Row]:
        states = [progress.lesson_state(lesson.id) for lesson in self.lessons]
        # the first lesson not yet done is selected, ready for Enter
        self.selected = next((i for i, s in enumerate(states) if s != "done"), 0)
        return [
            Row(
                f"lesson_{i}",
                f"{i + 1}. {tr(lesson.title)}",
                self.note(states[i]),
                partial(self.open_lesson, i),
                tip=tr(lesson.summary) if lesson.summary else None,
            )
            for i, lesson in enumerate(self.lessons)
        ]

    @staticmethod
    def note(state: str | None) -> str:
        """The words beside a lesson: done, skipped, or nothing yet."""
        if state == "done":
            return DONE_SIGN + ptr("a lesson's state", "done")
        if state == "skipped":
            return ptr("a lesson's state", "skipped")
        return ""

    def extra_buttons(self):
        return [("puzzles", tr("Puzzles"), self.app.nav.open_puzzles)]

    def open_lesson(self, index: int) -> None:
        guide = LessonGuide(self.app, self.lessons, index)
        guide.open()  # the table, over this list, with the guide as its `guide`
