"""No cheating: agents see the public view only, and their choices never depend on the hidden
order of the face-down stacks."""

from __future__ import annotations

import random

import pytest

from steamworks.ai import make_agent
from steamworks.ai.observe import determinize, observe, public_key, shuffle
from steamworks.rules import engine
from steamworks.rules.setup import quick_setup
from tests.support.coach import reorder_hidden


def midgame(players: int, seed: int, steps: int):
    """A position some way into a game played by Easy agents, with a decision to make."""
    state = engine.start(quick_setup(players, seed))
    agents = [make_agent("easy", seed + i) for i in range(players)]
    for _ in range(steps):
        seat = engine.to_act(state)
        state = engine.apply(state, agents[seat].choose(state, seat), check=False)
    while len(engine.legal_actions(state)) < 2:
        seat = engine.to_act(state)
        state = engine.apply(state, agents[seat].choose(state, seat), check=False)
    return state


def test_observe_hides_order_and_generator():
    state = midgame(3, 5, 40)
    view = observe(state)
    assert view.rng == 0
    for real, seen, n in zip(state.stacks, view.stacks, state.hidden):
        assert sorted(real[:n]) == list(seen[:n]) and real[n:] == seen[n:]
    other = reorder_hidden(state, random.Random(1))
    assert observe(other) == view
    assert public_key(other) == public_key(state)


def test_determinize_shuffles_only_the_hidden_tops():
    state = midgame(2, 3, 30)
    rng = random.Random(2)
    worlds = [determinize(observe(state), rng) for _ in range(20)]
    for world in worlds:
        for real, fake, n in zip(state.stacks, world.stacks, state.hidden):
            assert sorted(real[:n]) == sorted(fake[:n])  # the same unseen tiles
            assert real[n:] == fake[n:]  # the public tail is kept
        assert world.rng == 0
    assert len({w.stacks for w in worlds}) > 1  # it really samples


@pytest.mark.parametrize("length", [0, 1, 2, 3, 7, 8, 9, 16, 17, 40, 65])
def test_shuffle_is_random_shuffle_to_the_draw(length):
    """Search's shuffle puts the items in the very order `Random.shuffle` does and leaves the
    generator where it leaves it (so every later draw is the same too)."""
    for seed in range(30):
        ours, theirs = random.Random(seed), random.Random(seed)
        items = [f"t{i}" for i in range(length)]
        expected = list(items)
        shuffle(items, ours)
        theirs.shuffle(expected)
        assert items == expected
        assert ours.getstate() == theirs.getstate()


def test_shuffle_leaves_a_subclass_its_own_shuffle():
    class Reversing(random.Random):
        def shuffle(self, x):  # type: ignore[override]
            x.reverse()

    items = ["a", "b", "c"]
    shuffle(items, Reversing(1))
    assert items == ["c", "b", "a"]


@pytest.mark.parametrize("level,budget", [("easy", None), ("medium", 2), ("hard", 30)])
def test_choice_never_depends_on_hidden_order(level, budget):
    rng = random.Random(7)
    for players, seed, steps in ((2, 11, 25), (4, 12, 60)):
        state = midgame(players, seed, steps)
        other = reorder_hidden(state, rng)
        assert other.stacks != state.stacks
        a = make_agent(level, 99, budget=budget).choose(state)
        b = make_agent(level, 99, budget=budget).choose(other)
        assert a == b


def test_equal_states_get_equal_keys_however_their_sets_were_built():
    # a source's activation with components already done: the same positions, added one by one
    # in another order (as play does) or read back from a save, print in another order as a
    # frozenset; the key must not see the difference (the AI's answer is seeded from it)
    import attrs

    from steamworks.rules.frames import ActivationFrame

    positions = [(0, 1), (1, 0), (2, 2), (0, 0), (3, 1)]
    added, other = frozenset(), frozenset()
    for pos in positions:
        added = added | {pos}
    for pos in reversed(positions):
        other = other | {pos}
    assert added == other and repr(added) != repr(other)  # the trap itself
    state = midgame(3, 5, 30)
    frame = ActivationFrame(player=0, device=1, source=(0, 0), layout=(), owner=None, done=added)
    one = attrs.evolve(state, pending=(*state.pending, frame))
    two = attrs.evolve(state, pending=(*state.pending, attrs.evolve(frame, done=other)))
    assert one == two
    assert public_key(one) == public_key(two)
    assert public_key(one) != public_key(attrs.evolve(state, pending=(*state.pending,)))
