"""Tutorial lessons: a position, then steps the learner plays on it with the real engine.

A lesson file (lessons/*.toml, format in docs/teach.md) names its position and lists steps.
Each step has the text the learner reads, a pointer to the place to click (an action spec,
see actionspec.py, that the screen resolves to a board element), the actions it accepts, and
a short answer for any other action. A step with no expected action is read and continued; an
`auto` step plays its `expect` actions in order for the learner (usually the opponent's move
and the decisions it raises). `after` states what the learner holds once the step is played,
so that a lesson whose figures no longer match the rules is caught by `tutorial --check`.
`refuse` lists actions the step shows being refused.

`LessonRun` plays a lesson: the screen submits the learner's actions to it and shows its
answers; it can undo step by step and restart. The check (check.py) drives the same class.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs

from ..language import mark, tr
from ..rules import engine
from ..rules.scoring import score_lines, winners
from ..rules.state import GameState
from . import actionspec
from .files import (
    PACKAGE_DIR,
    Problems,
    load_all,
    load_position,
    read_main_table,
    text_field,
    unknown_keys,
)

LESSONS_DIR = PACKAGE_DIR / "lessons"
LESSON_KEYS = ("id", "title", "topic", "order", "position", "player", "summary", "chapters")
STEP_KEYS = ("say", "point", "expect", "otherwise", "auto", "after", "refuse")
# what `after` may state about the learner, and how to read it from a player
AFTER_FIELDS = {
    "money": lambda p: p.money,
    "prestige": lambda p: p.prestige,
    "clocks": lambda p: p.clocks,
    "sources": lambda p: list(p.sources),
    "supply": lambda p: sorted(p.supply),
    "used": lambda p: p.used,
    "mechanics": lambda p: p.mechanics,
}
# what `after` may state about the game
AFTER_GAME = {
    "age": lambda s: s.age,
    "round": lambda s: s.round,
    "to_act": lambda s: engine.to_act(s),
    "game_over": lambda s: s.game_over,
    "devices": lambda s: len(s.devices),
    "locks": lambda s: list(s.locks),
    "start_player": lambda s: s.start_player,
    "scores": lambda s: [line.total for line in score_lines(s)],
    "winners": lambda s: list(winners(s)),
}
# the answers to a move the step does not take, in English: translated where they are given
DEFAULT_OTHERWISE = mark("Not now: this step is about something else. Follow the highlighted hint.")
READ_ONLY_ANSWER = mark("Read this step, then continue.")
AUTO_ANSWER = mark("Watch this move: it is played for you.")
FINISHED_ANSWER = mark("This lesson is finished.")


@attrs.frozen
class Step:
    say: str
    expect: tuple[dict[str, Any], ...] = ()  # action specs; empty: a step to read
    point: dict[str, Any] | None = None  # an action spec for the pointer, or None
    otherwise: str = DEFAULT_OTHERWISE
    auto: bool = False
    after: dict[str, Any] = attrs.field(factory=dict)
    refuse: tuple[dict[str, Any], ...] = ()

    @property
    def read_only(self) -> bool:
        return not self.expect

    @property
    def pointer(self) -> dict[str, Any] | None:
        """Where the screen should point: the step's `point`, else its first expected action."""
        if self.point is not None:
            return self.point
        return self.expect[0] if self.expect else None


@attrs.frozen
class Lesson:
    id: str
    title: str
    topic: str
    order: int
    player: int  # the learner's seat
    start: GameState
    steps: tuple[Step, ...]
    summary: str = ""
    chapters: tuple[str, ...] = ()  # ids of the Rules screen's chapters this lesson teaches
    path: Path | None = None


def _spec_list(value: Any, problems: Problems, where: str, line: int | None) -> tuple:
    if value is None:
        return ()
    items = value if isinstance(value, list) else [value]
    out = []
    for item in items:
        try:
            actionspec.parse(item)
        except actionspec.SpecError as exc:
            problems.add(where, f"{exc}.", line)
            continue
        out.append(item)
    return tuple(out)


def _step(table: Any, n: int, problems: Problems) -> Step | None:
    where = f"step {n + 1}"
    line = problems.header_line("[[step]]", n)
    if not isinstance(table, dict):
        problems.add(where, "a step is a [[step]] table.", line)
        return None
    unknown_keys(table, STEP_KEYS, problems, where, line)
    say = text_field(table, "say", problems, where, line)
    expect = _spec_list(table.get("expect"), problems, f"{where}, expect", line)
    refuse = _spec_list(table.get("refuse"), problems, f"{where}, refuse", line)
    point = None
    if "point" in table:
        found = _spec_list(table["point"], problems, f"{where}, point", line)
        point = found[0] if found else None
    after = table.get("after", {})
    if not isinstance(after, dict):
        problems.add(where, "`after` must be a table like { money = 3 }.", line)
        after = {}
    for key in after:
        if key not in AFTER_FIELDS and key not in AFTER_GAME:
            known = ", ".join([*AFTER_FIELDS, *AFTER_GAME])
            problems.add(f"{where}, after", f"`{key}` cannot be checked; these can: {known}.", line)
    auto = table.get("auto", False)
    if not isinstance(auto, bool):
        problems.add(where, "`auto` must be true or false.", line)
        auto = False
    if auto and not expect:
        problems.add(where, "an `auto` step lists the actions it plays in `expect`.", line)
    otherwise = table.get("otherwise", DEFAULT_OTHERWISE)
    if not isinstance(otherwise, str) or not otherwise.strip():
        problems.add(where, "`otherwise` must be some text.", line)
        otherwise = DEFAULT_OTHERWISE
    return Step(say, expect, point, otherwise.strip(), auto, dict(after), refuse)


def load_lesson(path: Path) -> Lesson:
    """The lesson in `path`. Raises ScenarioError listing every problem in it or its position."""
    doc, head, problems, line = read_main_table(path, "lesson", LESSON_KEYS, ("lesson", "step"))
    title = text_field(head, "title", problems, "lesson", line)
    topic = text_field(head, "topic", problems, "lesson", line)
    lesson_id = head.get("id", path.stem)
    order = head.get("order", 0)
    player = head.get("player", 0)
    if type(order) is not int or type(player) is not int:
        problems.add("lesson", "`order` and `player` must be whole numbers.", line)
        order, player = 0, 0
    chapters = head.get("chapters", [])
    if not (isinstance(chapters, list) and all(isinstance(c, str) for c in chapters)):
        problems.add("lesson", '`chapters` must list rules chapter ids, like ["turn"].', line)
        chapters = []
    start = load_position(head.get("position"), problems, "lesson, position")
    if start is not None and not 0 <= player < start.num_players:
        problems.add("lesson", f"there is no player {player} in the position.", line)
    raw_steps = doc.get("step", [])
    if not isinstance(raw_steps, list) or not raw_steps:
        problems.add("lesson", "a lesson needs at least one [[step]].", line)
        raw_steps = []
    steps = [_step(t, n, problems) for n, t in enumerate(raw_steps)]
    problems.raise_if_any()
    assert start is not None
    return Lesson(
        str(lesson_id),
        title,
        topic,
        order,
        player,
        start,
        tuple(s for s in steps if s is not None),
        str(head.get("summary", "")).strip(),
        tuple(chapters),
        path,
    )


def load_lessons(folder: Path = LESSONS_DIR):
    """(lessons in their order, errors for the files left out)."""
    good, bad = load_all(folder, load_lesson)
    return sorted(good, key=lambda lesson: (lesson.order, lesson.id)), bad


def lessons_for_chapter(lessons: list[Lesson], chapter: str) -> list[Lesson]:
    """The lessons that teach a chapter of the Rules screen, in tutorial order."""
    return [lesson for lesson in lessons if chapter in lesson.chapters]


# --------------------------------------------------------------------------- playing


@attrs.frozen
class Answer:
    """What the lesson says to an action: accepted (and played) or refused, and why (in the
    language spoken when it was asked)."""

    accepted: bool
    message: str = ""


def after_mismatches(lesson: Lesson, step: Step, state: GameState) -> list[str]:
    """How the state differs from what the step's `after` says (empty when it agrees)."""
    out = []
    me = state.players[lesson.player]
    for key, want in step.after.items():
        have = AFTER_FIELDS[key](me) if key in AFTER_FIELDS else AFTER_GAME[key](state)
        if isinstance(want, list) and key == "supply":
            want = sorted(want)
        if have != want:
            out.append(f"{key} is {have!r}, the lesson says {want!r}")
    return out


def expected_action(state: GameState, spec: dict[str, Any]):
    """The action that plays an expected spec: for a complete spec that very action if legal,
    else the first legal action matching it. None if no legal action matches."""
    try:
        action = actionspec.to_action(spec)
    except actionspec.SpecError:
        action = None
    if action is not None and engine.explain_illegal(state, action) is None:
        return action
    for legal in engine.legal_actions(state):
        if actionspec.matches(spec, legal):
            return legal
    return None


class LessonRun:
    """One play of a lesson: the current position and step, with undo and restart."""

    def __init__(self, lesson: Lesson):
        self.lesson = lesson
        self.restart()

    def restart(self) -> None:
        self.state = self.lesson.start
        self.index = 0
        # (state, step index, actions that step played) before each step taken
        self._history: list[tuple[GameState, int, tuple]] = []

    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def step(self) -> Step | None:
        return None if self.finished else self.lesson.steps[self.index]

    @property
    def actions(self) -> tuple:
        """Every action played since the lesson's start, in order (the screen replays them
        to show the position after an undo)."""
        return tuple(action for _, _, played in self._history for action in played)

    @property
    def last_played(self) -> tuple:
        """The actions the last step taken played (none for a step to read)."""
        return self._history[-1][2] if self._history else ()

    def _advance(self, state: GameState, played: tuple = ()) -> None:
        self._history.append((self.state, self.index, played))
        self.state = state
        self.index += 1

    def answer(self, action) -> Answer:
        """What the lesson says to `action` now, without playing it: accepted when the step
        expects it, else refused in words (the engine's reason when it is illegal, the step's
        explanation when it is legal). The screen asks this before the move is played."""
        step = self.step
        if step is None:
            return Answer(False, tr(FINISHED_ANSWER))
        if step.read_only:
            return Answer(False, tr(READ_ONLY_ANSWER))
        if step.auto:
            return Answer(False, tr(AUTO_ANSWER))
        reason = engine.explain_illegal(self.state, action)
        if reason is not None:
            return Answer(False, reason)
        if not any(actionspec.matches(spec, action) for spec in step.expect):
            return Answer(False, tr(step.otherwise))
        return Answer(True)

    def attempt(self, action) -> Answer:
        """The learner tries `action`: played if the step expects it (see `answer`)."""
        answer = self.answer(action)
        if answer.accepted:
            self._advance(engine.apply(self.state, action, check=False), (action,))
        return answer

    def proceed(self) -> Answer:
        """Continue past a step to read, or play an `auto` step's action for the learner."""
        step = self.step
        if step is None:
            return Answer(False, tr(FINISHED_ANSWER))
        if step.read_only:
            self._advance(self.state)
            return Answer(True)
        if not step.auto:
            return Answer(False, tr("This step waits for your move."))
        state = self.state
        played = []
        for spec in step.expect:
            action = expected_action(state, spec)
            if action is None:
                # translators: {spec} is the move as the lesson file writes it (a TOML table)
                text = tr("The move this step plays is not possible here: {spec}.", spec=spec)
                return Answer(False, text)
            played.append(action)
            state = engine.apply(state, action, check=False)
        self._advance(state, tuple(played))
        return Answer(True)

    def undo(self) -> bool:
        """Back one step. Steps played for the learner go back too, so that undo never lands
        on a move the screen would at once play again."""
        if not self._history:
            return False
        self.state, self.index, _ = self._history.pop()
        while self._history and self.lesson.steps[self.index].auto:
            self.state, self.index, _ = self._history.pop()
        return True
