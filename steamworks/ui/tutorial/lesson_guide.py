"""A lesson on the real table: its steps, what it accepts, and what it says to anything else.

The guide plays the lesson through `teach.lessons.LessonRun`, which the check
(`tutorial --check`) drives too. Before the table plays a move it asks `vet`: the step's
expected move is played, anything else is answered in words on the card (the engine's reason
for an illegal move, the step's explanation for a legal one) and not played. A step to read goes
on with Continue (or Enter); a step played for the learner (the rival's move) starts with
Continue and its moves are shown one by one at the AI pace. Undo (the toolbar's, or Ctrl+Z)
steps back one step of the lesson; Restart starts over; Skip moves to the next lesson and
remembers the skip; a finished lesson is remembered as done (`teach.progress`).
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from steamworks.language import mark, tr
from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules.state import GameState
from steamworks.teach import actionspec
from steamworks.teach.lessons import READ_ONLY_ANSWER, Lesson, LessonRun, Step
from steamworks.teach.progress import load_progress, save_progress
from steamworks.ui import key_map
from steamworks.ui.game import target_keys as K
from steamworks.ui.scene import Host
from steamworks.ui.tutorial.card import CardButton, CardText
from steamworks.ui.tutorial.guide import TableGuide
from steamworks.ui.tutorial.pointer import place_of_spec

log = logging.getLogger(__name__)

# the guide's words, in English: translated where they are shown
FINISHED_TEXT = mark("Well done: this lesson is complete.")
FINISHED_LAST_TEXT = mark(
    "Well done: this lesson is complete. That was the last lesson. The puzzles are a good next step."
)
WATCH = mark("Watch this move: it is played for you.")
# the banner's and the prompt's words while another seat is to act in a lesson (`waiting`)
LESSON_DONE = (
    mark("Lesson complete"),
    mark("Go on to the next lesson, or leave, with the card's buttons."),
)
WAITING_FOR_CARD = (mark("Read the lesson"), mark("Press Continue on the lesson's card to go on."))


def action_of_place(key: tuple) -> A.Action | None:
    """The move a click on the table's place `key` would make if it were allowed now (None for
    a place that stands for no single move)."""
    if isinstance(key, K.BeltTile):
        return A.TakeTile(key.belt, key.col)
    if isinstance(key, K.Stack):
        return A.TakeTop(key.number + 1)
    if isinstance(key, K.PersonaSpace):
        return A.PlacePersona(key.space)
    if isinstance(key, K.SourceSlot):
        return A.PlaceDevice(key.device, key.pos, key.slot)
    return None


def shown_refusal(state: GameState, step: Step) -> str:
    """For a step to read that shows a move being refused (`refuse`), the engine's own answer
    to it, to add to the step's text ("" for none). A step waiting for the learner's move gives
    the same answer when the learner tries the refused move."""
    if not step.read_only:
        return ""
    for spec in step.refuse:
        reason = engine.explain_illegal(state, actionspec.to_action(spec))
        if reason:
            # translators: {reason} is the game's own answer to a move it refuses
            return "\n\n" + tr("Try that, and the game answers: “{reason}”", reason=reason)
    return ""


class LessonGuide(TableGuide):
    """One lesson of `lessons` on the table; see the module docstring."""

    def __init__(self, app: Host, lessons: list[Lesson], index: int) -> None:
        self.lessons = lessons
        self.index = index
        self.run = LessonRun(lessons[index])
        self.queue: list = []  # moves of a step played for the learner, still to show
        self.shown_step = 0  # the step the card shows (the played step while its moves show)
        super().__init__(app, self.lesson.start, self.lesson.player)

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.index]

    def open(self) -> None:
        self.show(self.run.actions)

    # --- moving through the lesson ---------------------------------------------------------

    def go_on(self) -> None:
        """Continue: past a step to read, or start the moves of a step played for the learner."""
        step = self.run.step
        if step is None or self.queue or not (step.read_only or step.auto):
            return
        self.answer = ""
        self.shown_step = self.run.index
        answer = self.run.proceed()
        if not answer.accepted:
            self.answer = answer.message
            return
        self.queue = list(self.run.last_played)
        if not self.queue:
            self._moved_on()
        else:
            self.refresh()  # Continue waits while the moves are on show

    def _moved_on(self) -> None:
        """The run reached its next step: the card follows (and a finished lesson is kept)."""
        self.shown_step = self.run.index
        if self.run.finished:
            self._remember("done")
        self.refresh()

    def _remember(self, how: str) -> None:
        progress = load_progress()
        if how == "done":
            progress.finish_lesson(self.lesson.id)
        else:
            progress.skip_lesson(self.lesson.id)
        save_progress(progress)

    def restart(self) -> None:
        self.run.restart()
        self.queue = []
        self.answer = ""
        self.shown_step = 0
        self.open()

    def skip(self) -> None:
        if not self.run.finished:
            self._remember("skipped")
        self.next_lesson()

    def next_lesson(self) -> None:
        if self.index + 1 >= len(self.lessons):
            self.leave()
            return
        self.index += 1
        self.run = LessonRun(self.lesson)
        self.start, self.learner = self.lesson.start, self.lesson.player
        self.queue = []
        self.answer = ""
        self.shown_step = 0
        self.open()

    # --- the card ----------------------------------------------------------------------------

    def card_text(self) -> CardText:
        lesson = self.lesson
        # translators: {number} is the lesson's place in the tutorial, {title} its title
        heading = tr("Lesson {number}: {title}", number=self.index + 1, title=tr(lesson.title))
        total = len(lesson.steps)
        if self.run.finished and not self.queue:
            last = self.index + 1 >= len(self.lessons)
            body = tr(FINISHED_LAST_TEXT if last else FINISHED_TEXT)
            done = tr("Step {step} of {total}: done", step=total, total=total)
            return CardText(heading, done, body, self.answer)
        step = lesson.steps[self.shown_step]
        body = tr(step.say)
        if self.shown_step == self.run.index and not self.queue:
            body += shown_refusal(self.run.state, step)
        where = tr("Step {step} of {total}", step=self.shown_step + 1, total=total)
        return CardText(heading, where, body, self.answer)

    def buttons(self) -> list[CardButton]:
        step = self.run.step
        finished = self.run.finished
        last = self.index + 1 >= len(self.lessons)
        if finished:
            first = CardButton(
                "lesson_go",
                tr("Back to lessons") if last else tr("Next lesson"),
                self.leave if last else self.next_lesson,
                None
                if last
                else tr(
                    "Lesson {number}: {title}",
                    number=self.index + 2,
                    title=tr(self.lessons[self.index + 1].title),
                ),
            )
        else:
            waits = step is not None and not (step.read_only or step.auto)
            go_on = key_map.key_words(self.app.settings.keys, "confirm")
            # translators: {key} is the name of the key that goes on (Enter)
            tip = (
                tr("Your move: do what the card says") if waits else tr("Go on ({key})", key=go_on)
            )
            first = CardButton(
                "lesson_go",
                tr("Continue"),
                self.go_on,
                tr("Watch the move on show") if self.queue else tip,
                enabled=not (waits or self.queue),
            )
        return [
            first,
            CardButton(
                "lesson_restart", tr("Restart"), self.restart, tr("Start this lesson again")
            ),
            CardButton(
                "lesson_skip",
                tr("Skip"),
                self.skip,
                tr("Skip to the next lesson (remembered as skipped)"),
                enabled=not finished,
            ),
            CardButton("lesson_leave", tr("Leave"), self.leave, tr("Back to the list of lessons")),
        ]

    def pointer_place(self) -> pygame.Rect | None:
        step = self.run.step
        if step is None or self.queue or step.read_only or step.auto:
            return None
        return place_of_spec(self.scene, step.pointer)

    def waiting(self) -> tuple[str, str] | None:
        """The other seats never think in a lesson: the lesson plays their moves. While it
        has none to play (a step to read, or the lesson done), the table says so."""
        if self.queue:
            return None  # their move is on its way
        banner, prompt = LESSON_DONE if self.run.finished else WAITING_FOR_CARD
        return tr(banner), tr(prompt)

    def place_answer(self, key: tuple) -> str | None:
        """A click on a place that plays nothing: the engine's reason for the move that place
        stands for (a belt tile that is not the rightmost, a taken persona space...), else the
        step's own answer; nothing for a place that is only there to be read."""
        step = self.run.step
        if step is None:
            return None
        action = action_of_place(key)
        if action is not None:
            answer = self.run.answer(action)
            return None if answer.accepted else answer.message
        if not isinstance(key, K.DeviceComponent):
            return None
        if self.queue or step.auto:
            return tr(WATCH)
        return tr(READ_ONLY_ANSWER if step.read_only else step.otherwise)

    def confirm_key(self) -> bool:
        step = self.run.step
        if self.run.finished and not self.queue:
            self.leave() if self.index + 1 >= len(self.lessons) else self.next_lesson()
            return True
        if step is not None and not self.queue and (step.read_only or step.auto):
            self.go_on()
            return True
        return False

    # --- the table's questions (game.controller.Guide) -------------------------------------

    def vet(self, action) -> str | None:
        if self.queue:
            return self.refuse(tr(WATCH))
        answer = self.run.answer(action)
        return None if answer.accepted else self.refuse(answer.message)

    def played(self, action) -> None:
        self.answer = ""
        if self.queue and action == self.queue[0]:
            self.queue.pop(0)  # a move of the step played for the learner, now on show
            if not self.queue:
                self._moved_on()
            return
        if not self.run.attempt(action).accepted:
            log.warning("the table played %r, which the lesson did not accept", action)
            return
        self._moved_on()
        self._check_in_step()

    def _check_in_step(self) -> None:
        if self.scene is not None and self.scene.session.state != self.run.state:
            log.warning("the table and the lesson disagree after step %d", self.run.index)

    def undo_reason(self) -> str | None:
        if self.queue:
            return tr("Wait for the move on show.")
        if not self.run.actions and self.run.index == 0:
            return tr("This is the lesson's first step.")
        return None

    def take_back(self) -> bool:
        """Back one step of the lesson (the card shows that step again)."""
        if not self.run.undo():
            return False
        self.shown_step = self.run.index
        return True

    def update(self, dt: float) -> None:
        scene: Any = self.scene
        # `scene is None` last: the identity test would widen `scene` again to the stack's type
        if not self.queue or self.app.stack.top is not scene or scene is None:
            return
        if scene.controller.pacer.holding or not scene.animator.idle:
            return  # the last move is still on show
        action = self.queue[0]
        if not scene.controller.submit(action):
            log.warning("a lesson's own move was refused: %r", action)
            self.queue = []
            self._moved_on()
