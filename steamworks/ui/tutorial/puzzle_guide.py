"""A puzzle on the real table: the attempt, its result and stars, then the best line.

The learner plays their one turn with the engine's legal moves (`teach.puzzles.PuzzleAttempt`);
Undo takes back a move, Restart starts over. When the turn is over the card shows the result
beside the best, and the stars earned (the best result so far is remembered:
`teach.progress`). "Best line" then replays the stored best line on the table one move at a
time: the card lists its moves in words with the one on show marked, and the pulsing arrow
points at where that move is played. Moves on the table are refused while the line is shown.
"""

from __future__ import annotations

import pygame

from steamworks.coach.addressed import order
from steamworks.language import mark, number, tr
from steamworks.teach.progress import load_progress, save_progress
from steamworks.teach.puzzles import LEVELS, Puzzle, PuzzleAttempt, line_positions
from steamworks.ui import key_map
from steamworks.ui.scene import Host
from steamworks.ui.tutorial.card import CardButton, CardText
from steamworks.ui.tutorial.guide import TableGuide
from steamworks.ui.tutorial.pointer import place_of

ATTEMPT, RESULT, LINE = "attempt", "result", "line"
# the guide's words, in English: translated where they are shown
LINE_REFUSAL = mark("This is the best line, shown move by move: use Next and Back.")
OVER_REFUSAL = mark("Your turn is over. Try again, or look at the best line.")
STARS_WORDS = {
    3: mark("Three stars: the best result!"),
    2: mark("Two stars: close."),
    1: mark("One star."),
}


def stars_words(stars: int) -> str:
    return tr(STARS_WORDS.get(stars, mark("No stars this time.")))


def stars_needed(puzzle: Puzzle) -> str:
    """The thresholds in words: "Three stars at 11, two at 9, one at 7." """
    three, two, one = puzzle.stars
    if three == two == one:
        return tr("Three stars if you manage it.")
    # translators: the least results worth three, two and one star
    return tr(
        "Three stars at {three}, two at {two}, one at {one}.",
        three=number(three),
        two=number(two),
        one=number(one),
    )


class PuzzleGuide(TableGuide):
    """One puzzle on the table; see the module docstring."""

    def __init__(self, app: Host, puzzle: Puzzle, number: int) -> None:
        self.puzzle = puzzle
        self.number = number  # its place in the list, from 1
        self.attempt = PuzzleAttempt(puzzle)
        self.phase = ATTEMPT
        self.line_step = 0  # in the best line: how many of its moves are played on the table
        self.new_best = False
        super().__init__(app, puzzle.start, puzzle.player)

    def open(self) -> None:
        self.show(self.attempt.actions)

    # --- the phases ------------------------------------------------------------------------

    def try_again(self) -> None:
        self.attempt.restart()
        self.phase = ATTEMPT
        self.answer = ""
        self.open()

    def show_line(self, step: int = 0) -> None:
        self.phase = LINE
        self.line_step = max(0, min(step, len(self.puzzle.line)))
        self.answer = ""
        self.show(self.puzzle.line[: self.line_step])

    def _finished(self) -> None:
        result = self.attempt.result
        assert result is not None
        progress = load_progress()
        self.new_best = progress.record_puzzle(self.puzzle.id, result)
        save_progress(progress)
        self.phase = RESULT
        self.refresh()

    # --- the card ----------------------------------------------------------------------------

    def card_text(self) -> CardText:
        p = self.puzzle
        # translators: {number} is the puzzle's place in the list, {title} its title
        heading = tr("Puzzle {number}: {title}", number=self.number, title=tr(p.title))
        # translators: {level} is a number from 1 to 5, {word} its word ("easy", "tricky"...)
        level = tr("Level {level}, {word}", level=p.level, word=tr(LEVELS[p.level]))
        goal = tr(p.text)
        if self.phase == ATTEMPT:
            return CardText(heading, level, f"{goal}\n\n{stars_needed(p)}", self.answer)
        if self.phase == RESULT:
            result, stars = self.attempt.result, self.attempt.stars
            # translators: {result} and {best} are numbers; {stars} is a sentence on the stars
            # earned ("Two stars: close.")
            outcome = (
                mark(
                    "Your result: {result}. The best possible: {best}. {stars} A new best for you."
                )
                if self.new_best
                else mark("Your result: {result}. The best possible: {best}. {stars}")
            )
            said = tr(
                outcome,
                result=number(result or 0),
                best=number(p.best),
                stars=stars_words(stars),
            )
            return CardText(heading, level, f"{goal}\n\n{said}", self.answer, stars=stars)
        states = line_positions(p)
        # the moves as advice to the learner ("Place a mechanic ..."), in every language's own form
        words = tuple(order(states[i], a) for i, a in enumerate(p.line))
        done = self.line_step >= len(p.line)
        # translators: {best} is a number: the best result there is
        body = (
            tr("The best line reaches {best}. The end of the best line.", best=number(p.best))
            if done
            else tr(
                "The best line reaches {best}. Move {move} of {moves}.",
                best=number(p.best),
                move=self.line_step + 1,
                moves=len(p.line),
            )
        )
        return CardText(heading, level, body, self.answer, words, self.line_step)

    def buttons(self) -> list[CardButton]:
        back = CardButton(
            "puzzle_leave", tr("Leave"), self.leave, tr("Back to the list of puzzles")
        )
        again = CardButton(
            "puzzle_again", tr("Try again"), self.try_again, tr("Play the turn again")
        )
        if self.phase == ATTEMPT:
            return [
                CardButton(
                    "puzzle_restart", tr("Restart"), self.try_again, tr("Start the turn again")
                ),
                back,
            ]
        if self.phase == RESULT:
            return [
                CardButton(
                    "puzzle_line", tr("Best line"), self.show_line, tr("Step through the best line")
                ),
                again,
                back,
            ]
        steps = len(self.puzzle.line)
        return [
            CardButton(
                "line_back",
                tr("Back"),
                lambda: self.show_line(self.line_step - 1),
                tr("The move before"),
                enabled=self.line_step > 0,
            ),
            CardButton(
                "line_next",
                tr("Next"),
                lambda: self.show_line(self.line_step + 1),
                # translators: {key} is the name of the key that plays it (Enter)
                tr(
                    "Play the next move of the best line ({key})",
                    key=key_map.key_words(self.app.settings.keys, "confirm"),
                ),
                enabled=self.line_step < steps,
            ),
            again,
            back,
        ]

    def pointer_place(self) -> pygame.Rect | None:
        if self.phase != LINE or self.line_step >= len(self.puzzle.line):
            return None
        return place_of(self.scene, self.puzzle.line[self.line_step])

    def confirm_key(self) -> bool:
        if self.phase == LINE and self.line_step < len(self.puzzle.line):
            self.show_line(self.line_step + 1)
            return True
        return False

    # --- the table's questions (game.controller.Guide) -------------------------------------

    def vet(self, action) -> str | None:
        if self.phase == LINE:
            return self.refuse(tr(LINE_REFUSAL))
        if self.phase == RESULT:
            return self.refuse(tr(OVER_REFUSAL))
        return None  # any legal move (the table offers only those; the engine refuses others)

    def played(self, action) -> None:
        if self.phase != ATTEMPT:
            return
        self.answer = ""
        reason = self.attempt.play(action)
        if reason is None and self.attempt.finished:
            self._finished()

    def undo_reason(self) -> str | None:
        if self.phase != ATTEMPT:
            return tr("The attempt is over: use Try again.")
        if not self.attempt.actions:
            return tr("Nothing has been played yet.")
        return None

    def take_back(self) -> bool:
        return self.attempt.undo()
