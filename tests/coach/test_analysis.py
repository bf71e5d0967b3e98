"""The analysis of a game: a review of every decision of the chosen seats, and the curve."""

from __future__ import annotations

import functools

from steamworks.ai import make_agent
from steamworks.ai.candidates import candidate_actions
from steamworks.ai.evaluate import estimates
from steamworks.ai.levels import LEVELS
from steamworks.ai.observe import observe
from steamworks.coach.analysis import analyse, analyse_steps, decision_line, human_seats, review
from steamworks.persistence.record import LogEntry
from steamworks.rules import engine
from steamworks.rules.actions import Action, BuildDevice
from steamworks.rules.frames import BuildFrame
from steamworks.rules.setup import quick_setup
from tests.support.coach import played_record


@functools.cache
def short_game():
    return played_record(seed=5, players=2, max_actions=50)


def quick(**kw):
    """Settings that make an analysis fast and the same on any machine."""
    return {"seconds": None, "samples": 1, **kw}


def test_every_decision_is_reviewed_with_a_loss_that_is_never_negative():
    record = short_game()
    result = analyse(record.setup, record.log, **quick())
    assert result.complete and result.seats == (0,) == human_seats(record.setup)
    reviewed = [r.index for r in result.decisions]
    assert reviewed == sorted(reviewed) and reviewed
    states = [engine.start(record.setup)] + [entry.before for entry in record.log[1:]]
    for r in result.decisions:
        entry = record.log[r.index]
        assert r.seat == entry.seat == 0 and r.chosen == entry.action
        assert r.loss >= 0.0 and r.choices >= 2
        assert abs(r.best_prestige - r.chosen_prestige - r.loss) < 1e-9
        assert isinstance(r.best, Action) and engine.explain_illegal(entry.before, r.best) is None
        assert r.round == entry.before.round
        assert (r.loss == 0.0) == (r.reason == "")
    # every decision of seat 0 with a real choice was reviewed, and no other
    choosing = [
        i
        for i, entry in enumerate(record.log)
        if entry.seat == 0 and len(engine.legal_actions(states[i])) > 1
    ]
    assert reviewed == choosing
    assert any(r.loss > 0.0 for r in result.decisions)


def test_the_curve_has_one_point_per_index_of_the_log():
    record = short_game()
    result = analyse(record.setup, record.log, seats=(), **quick())
    assert result.decisions == () and result.complete
    assert [p.index for p in result.curve] == list(range(len(record.log) + 1))
    # every player's estimate by the evaluation Hard plays with (the learned table)
    hard = LEVELS["hard"].weights
    assert result.curve[0].estimates == tuple(estimates(engine.start(record.setup), hard))
    assert result.curve[-1].estimates == tuple(estimates(observe(record.state), hard))
    assert all(len(p.estimates) == 2 for p in result.curve)


def test_partial_results_come_one_decision_at_a_time():
    record = short_game()
    partials = list(analyse_steps(record.setup, record.log, seats=(1,), **quick()))
    first, last = partials[0], partials[-1]
    assert first.done == 0 and len(first.curve) == len(record.log) + 1
    assert [p.done for p in partials] == list(range(len(partials)))
    assert last.complete and last.total == last.done
    assert all(r.seat == 1 for r in last.decisions)


def test_stopping_ends_the_analysis_with_what_it_has():
    record = short_game()
    polls = []

    def stop_soon():
        polls.append(1)
        return len(polls) > 40

    partials = list(analyse_steps(record.setup, record.log, **quick(should_stop=stop_soon)))
    last = partials[-1]
    assert last.stopped and not last.complete
    assert 0 < last.done < last.total
    assert len(polls) == 41  # nothing was played out once it said stop
    assert last.decisions == partials[-2].decisions


def test_the_costliest_decisions_in_words():
    record = short_game()
    result = analyse(record.setup, record.log, **quick())
    worst = result.costliest()
    assert 1 <= len(worst) <= 5
    assert [r.loss for r in worst] == sorted((r.loss for r in result.decisions), reverse=True)[
        : len(worst)
    ]
    line = decision_line(worst[0], result.names, you={0})
    assert line.startswith(f"Round {worst[0].round}: you {worst[0].chosen_to_you}; ")
    assert line.endswith(f"was worth about {worst[0].loss:.1f} prestige more")
    assert decision_line(worst[0], result.names).startswith(f"Round {worst[0].round}: P0 ")


def test_a_move_no_agent_would_consider_is_appraised_beside_the_candidates():
    """A build layout outside the agents' short list still gets a loss, never negative."""
    state = engine.start(quick_setup(2, 5))
    agents = [make_agent("easy", 5 + i) for i in range(2)]
    odd = None
    while odd is None:
        state = engine.apply(state, agents[engine.to_act(state)].choose(state), check=False)
        if isinstance(engine.current_decision(state), BuildFrame):
            shortlist = candidate_actions(state)
            odd = next(
                (
                    a
                    for a in engine.legal_actions(state)
                    if isinstance(a, BuildDevice) and a not in shortlist
                ),
                None,
            )
    seat = engine.to_act(state)
    found = review(
        state,
        0,
        LogEntry(seat, odd),
        ("P0", "P1"),
        seconds=None,
        samples=1,
        should_stop=None,
        seed=0,
    )
    assert found is not None and found.chosen == odd
    assert found.choices == len(shortlist) + 1
    assert found.loss >= 0.0 and found.chosen_words.startswith("built device #")


def test_a_costly_idle_placement_is_reviewed_with_why_it_did_nothing():
    from tests.rules.test_idle import E_MANUFACTURER, ON_MANUFACTURER, ada
    from tests.support.positions import scenario

    # Ada's own Manufacturer (a device of 4) with only 3 tiles to build from
    state = scenario(ada(sources=(1, 1, 0), supply=["monetiser_1"]) + E_MANUFACTURER)
    names = ("Ada", "Bo", "Cy")
    found = review(
        state,
        0,
        LogEntry(0, ON_MANUFACTURER),
        names,
        seconds=None,
        samples=1,
        should_stop=None,
        seed=0,
    )
    assert found is not None and found.loss > 0.0
    why = "the Manufacturer could build nothing: you have only 3 tiles (supply and sources)"
    assert found.idle.startswith(why)
    line = decision_line(found, names, you={0})
    assert f"you placed a mechanic on your own Electrickal Source (device #1) ({why}" in line
    # to a named player the "you" words are not said, only that it gained nothing
    assert "(it gained nothing); " in decision_line(found, names)
    useful = review(
        state,
        0,
        LogEntry(0, engine.legal_actions(state)[1]),
        names,
        seconds=None,
        samples=1,
        should_stop=None,
        seed=0,
    )
    assert useful is not None and useful.idle == ""
