"""The Puzzles screen: the one-turn puzzles from easy to hard, each with its level and the
stars of the player's best result so far (three for the best possible, fewer for near), and
any puzzle file that could not be read. A puzzle opens on the real game table with its goal on
the guide's card (`ui.tutorial.puzzle_guide`); leaving it returns here."""

from __future__ import annotations

from functools import partial

from steamworks.language import mark, number, tr
from steamworks.teach.progress import Progress
from steamworks.teach.puzzles import LEVELS, load_puzzles
from steamworks.ui.tutorial.listing import ListScene, Row
from steamworks.ui.tutorial.puzzle_guide import PuzzleGuide


class PuzzlesScene(ListScene):
    name = "puzzles"
    title = mark("Puzzles")
    intro = mark("One turn each, from easy to hard. Three stars for the best result there is.")

    def load(self) -> None:
        self.puzzles, self.bad = load_puzzles()

    def rows_for(self, progress: Progress) -> list[Row]:
        rows = []
        for i, puzzle in enumerate(self.puzzles):
            best = progress.puzzles.get(puzzle.id)
            goal = tr(puzzle.text)
            # translators: {goal} is the puzzle's goal (a sentence); {best} and {possible} are
            # numbers: the player's best result and the best there is
            tip = (
                goal
                if best is None
                else tr(
                    "{goal} Your best: {best} (best possible {possible}).",
                    goal=goal,
                    best=number(best),
                    possible=number(puzzle.best),
                )
            )
            rows.append(
                Row(
                    f"puzzle_{i}",
                    f"{i + 1}. {tr(puzzle.title)}",
                    tr(LEVELS[puzzle.level]),
                    partial(self.open_puzzle, i),
                    stars=puzzle.stars_for(best),
                    tip=tip,
                )
            )
        return rows

    def open_puzzle(self, index: int) -> None:
        guide = PuzzleGuide(self.app, self.puzzles[index], index + 1)
        guide.open()  # the table, over this list, with the guide as its `guide`
