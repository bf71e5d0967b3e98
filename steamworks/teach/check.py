"""The lesson checker: play a lesson's expected steps headless (`tutorial --check` runs it).

Each lesson is played by `LessonRun`, exactly as the tutorial screen plays it. A lesson fails
when a step's expected action is illegal or is not the learner's to play (out of date), when
its pointer matches no legal action (unreachable), when a step shows as refused an action the
engine now allows, or when the learner's figures after a step differ from what the lesson says.
Lesson files that do not load are reported with the scenario loader's messages and fail too.
"""

from __future__ import annotations

from ..rules import engine
from . import actionspec
from .lessons import Lesson, LessonRun, after_mismatches, expected_action


def check_lesson(lesson: Lesson) -> list[str]:
    """Everything wrong with playing the lesson through (empty when it plays cleanly)."""
    run = LessonRun(lesson)
    while not run.finished:
        step = run.step
        assert step is not None
        label = f"step {run.index + 1}"
        legal = engine.legal_actions(run.state)
        if not step.read_only and not legal:
            return [f"{label}: unreachable: the game is over before this step"]
        # an explicit pointer must show something playable; the default one (the expected
        # action) is checked with the expectation below
        if step.point is not None and not _playable(run.state, step.point, legal):
            return [f"{label}: unreachable: nothing legal here matches the pointer {step.point}"]
        for spec in step.refuse:
            try:
                shown = actionspec.to_action(spec)
            except actionspec.SpecError as exc:
                return [f"{label}: refuse: {exc}"]
            if engine.explain_illegal(run.state, shown) is None:
                return [f"{label}: out of date: {spec} is shown as refused but is legal"]
        if step.read_only:
            run.proceed()
        elif step.auto:
            answer = run.proceed()
            if not answer.accepted:
                return [f"{label}: illegal: {answer.message}"]
        else:
            spec = step.expect[0]
            action = expected_action(run.state, spec)
            if action is None:
                try:
                    reason = engine.explain_illegal(run.state, actionspec.to_action(spec))
                except actionspec.SpecError:
                    reason = "no legal action matches it"
                return [f"{label}: illegal: the expected action {spec} is refused: {reason}"]
            for other in step.expect[1:]:
                if not _playable(run.state, other, legal):
                    return [f"{label}: out of date: the accepted action {other} is not legal"]
            if engine.to_act(run.state) != lesson.player:
                return [
                    f"{label}: out of date: it is player {engine.to_act(run.state)}'s move, not the learner's"
                ]
            answer = run.attempt(action)
            if not answer.accepted:
                return [f"{label}: refused: {answer.message}"]
        wrong = after_mismatches(lesson, step, run.state)
        if wrong:
            return [f"{label}: out of date: " + "; ".join(wrong)]
    return []


def _playable(state, spec, legal: list) -> bool:
    """Whether some legal action matches the spec. A complete spec is also asked of the engine
    directly: a build is legal at any grid offset, though the list spells each layout once."""
    if any(actionspec.matches(spec, a) for a in legal):
        return True
    try:
        return engine.explain_illegal(state, actionspec.to_action(spec)) is None
    except actionspec.SpecError:
        return False
