"""rules/about_state.py: answers are computed once per (state, key) while that state is on
show, and forgotten when another state is asked about."""

from __future__ import annotations

from steamworks.rules import engine
from steamworks.rules.about_state import AboutState
from steamworks.rules.setup import quick_setup


def test_answers_are_kept_for_the_state_on_show_only():
    calls = []

    def compute(state, key):
        calls.append((id(state), key))
        return (state.round, key)

    about = AboutState(compute)
    first = engine.start(quick_setup(2, 1))
    second = engine.apply(first, engine.legal_actions(first)[0])
    assert about(first, "a") == about(first, "a") == (first.round, "a")
    about(first, "b")
    assert len(calls) == 2  # once per key
    about(second, "a")
    about(first, "a")  # another state came between: computed again
    assert len(calls) == 4
