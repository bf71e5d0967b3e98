"""The smoke test's screens of the tutorial and the puzzles (see ui/smoke.py): the lesson list,
a lesson on the table pointing at its place with a refused move explained, the passing lesson
after its idle round, the belts lesson explaining a tile that is not the rightmost, the build lesson's
panel (a refused device explained, then the arrow at the supply tile to take), the puzzle list, a puzzle's attempt, and its best line being stepped through."""

from __future__ import annotations

from typing import Any

from steamworks.rules.actions import TakeTile
from steamworks.teach.lessons import expected_action


def smoke_screens(app) -> list:
    def tutorial_list() -> None:
        app.nav.open_title()
        app.nav.open_tutorial()

    def lesson(index: int, steps: int, refused=None):
        """Lesson `index` after its first `steps` steps, then `refused` tried on the table."""

        def opener() -> None:
            tutorial_list()
            app.stack.top.open_lesson(index)
            guide: Any = app.stack.top.guide
            run = guide.run
            for _ in range(steps):
                step = run.step
                if step.read_only or step.auto:
                    run.proceed()
                else:
                    run.attempt(expected_action(run.state, step.expect[0]))
            guide.shown_step = run.index
            guide.open()
            if refused is not None:
                guide.scene.play(refused)

        return opener

    def puzzles_list() -> None:
        app.nav.open_title()
        app.nav.open_puzzles()

    def puzzle(best_line_step: int | None):
        def opener() -> None:
            puzzles_list()
            app.stack.top.open_puzzle(0)
            guide: Any = app.stack.top.guide
            if best_line_step is not None:
                for action in guide.puzzle.line[:-1]:
                    guide.attempt.play(action)
                guide.open()
                guide.scene.play(guide.puzzle.line[-1])  # the turn ends: the result shows
                guide.show_line(best_line_step)

        return opener

    return [
        ("tutorial", tutorial_list),
        ("tutorial-lesson", lesson(0, 1, TakeTile(0, 0))),
        # lesson 2 once the round where everyone passed has ended (two coins left the lock)
        ("tutorial-passing", lesson(1, 3)),
        # lesson 3: a belt tile that is not the rightmost, clicked and explained
        ("tutorial-belts", lesson(2, 2, TakeTile(0, 2))),
        ("tutorial-building", lesson(4, 1)),
        ("tutorial-building-pointer", lesson(4, 2)),
        ("puzzles", puzzles_list),
        ("puzzle-attempt", puzzle(None)),
        ("puzzle-best-line", puzzle(1)),
    ]
