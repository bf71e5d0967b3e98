"""Driving the engine in tests: the one `step` / `apply_all` every rules test uses, and what to ask of a
position (what is legal, what an action changed, that an action is refused in words).

Every action goes through `engine.apply` after `engine.explain_illegal` has allowed it and
`legal_actions` offers it (a device build or a tile added is checked directly: the lists
offer only some of the layouts), never through the engine's internals. After each action the
engine's invariant checker must find no breach the position did not already have: a
position made by hand may break an invariant on purpose (counters set directly), a scenario
never does (`positions.scenario` checks), and no action may add one of its own.

    state = apply_all(state, PlacePersona(0), TakeTile(0, 0))
    assert changes(before, state) == {"p0.money": 13, "locks": (0, 8, 9)}
    refuse(state, Pass(), match="mechanic")
"""

from __future__ import annotations

import re

import pytest

from steamworks.rules import engine, invariants
from steamworks.rules.actions import (
    Activate,
    AddTile,
    BuildDevice,
    Choose,
    EndActivation,
    IllegalAction,
    Pass,
)
from steamworks.rules.data import load
from steamworks.rules.state import GameState

from .positions import last_turn


def legal(state: GameState) -> list:
    return engine.legal_actions(state)


def activations(state: GameState) -> list[Activate]:
    """The components the current activation may power, as Activate actions."""
    return [a for a in legal(state) if isinstance(a, Activate)]


def choices(state: GameState) -> list[str]:
    """The option keys of the effect decision now on top."""
    return [a.key for a in legal(state) if isinstance(a, Choose)]


def step(state: GameState, action, known: frozenset | None = None) -> GameState:
    """Apply one action the engine allows now; the result must break no invariant beyond
    `known` (the breaches `state` already has, worked out here when not given)."""
    reason = engine.explain_illegal(state, action)
    assert reason is None, f"{action!r} was refused: {reason}"
    if not isinstance(action, (BuildDevice, AddTile)):  # these are also checked directly
        assert action in legal(state), f"{action!r} is not offered; legal: {legal(state)!r}"
    if known is None:
        known = frozenset(invariants.check(state))
    after = engine.apply(state, action)
    new = [v for v in invariants.check(after) if v not in known]
    assert not new, f"after {action!r}: {new}"
    return after


def apply_all(state: GameState, *actions) -> GameState:
    """Apply the actions one by one with `step`."""
    known = frozenset(invariants.check(state))
    for action in actions:
        state = step(state, action, known)
        known = frozenset(invariants.check(state))
    return state


def finish_turn(state: GameState) -> GameState:
    """Settle every pending decision the cheapest way (EndActivation, or the opt-out offered
    last), so that the turn passes on."""
    while state.pending:
        options = legal(state)
        state = step(state, EndActivation() if EndActivation() in options else options[-1])
    return state


def end_round(state: GameState, player: int = 0) -> GameState:
    """End the round now: `player` passes with the last mechanic of the round.

    The pass collects the wage of that player's last mechanic (see `last_wage`)."""
    return apply_all(last_turn(state, player), Pass())


def last_wage(state: GameState, player: int = 0) -> int:
    """The wage the `end_round` pass collects for `player` in this position."""
    p = state.players[player]
    return load().persona_side(p.persona, p.side).wages[p.mechanics - 1]


def refuse(state: GameState, action, match: str | None = None) -> str:
    """Check that `action` is refused now: not offered, explained in a sentence, and `apply`
    raises IllegalAction with that same sentence. Returns the sentence."""
    reason = engine.explain_illegal(state, action)
    assert isinstance(reason, str), f"{action!r} was allowed"
    assert reason[:1].isupper() and reason.rstrip().endswith((".", "!", "?")), (
        f"not a sentence: {reason!r}"
    )
    if not isinstance(action, (BuildDevice, AddTile)):
        assert action not in legal(state)
    with pytest.raises(IllegalAction) as caught:
        engine.apply(state, action)
    assert str(caught.value) == reason
    if match is not None:
        assert re.search(match, reason), f"{reason!r} does not match {match!r}"
    return reason


# bookkeeping that changes with every action and says nothing about an effect
BOOKKEEPING = ("turn", "current", "pending", "revealed", "progress", "rng")
PLAYER_BOOKKEEPING = ("used", "spaces")


def changes(before: GameState, after: GameState, bookkeeping: bool = False) -> dict:
    """What changed from `before` to `after`, as {path: new value}.

    Players appear as "p<seat>.<field>" (money, prestige, clocks, sources, supply, automaton);
    devices as "devices" (id, owner, layout) with mechanics ignored; everything else under its
    GameState field name (locks, clock_supply, belts, stacks, hidden, start_player, removed...).
    Unless `bookkeeping`, the turn counters, whose turn it is, pending decisions, mechanics used
    and occupied persona spaces are left out."""
    out: dict = {}
    for i, (p, q) in enumerate(zip(before.players, after.players)):
        for field in (
            "persona",
            "side",
            "money",
            "prestige",
            "clocks",
            "sources",
            "supply",
            "mechanics",
            "used",
            "spaces",
            "automaton",
        ):
            if not bookkeeping and field in PLAYER_BOOKKEEPING:
                continue
            if getattr(p, field) != getattr(q, field):
                out[f"p{i}.{field}"] = getattr(q, field)
    dev_b = tuple((d.id, d.owner, d.layout) for d in before.devices)
    dev_a = tuple((d.id, d.owner, d.layout) for d in after.devices)
    if dev_a != dev_b:
        out["devices"] = dev_a
    if bookkeeping:
        wb = tuple(d.workers for d in before.devices)
        wa = tuple(d.workers for d in after.devices)
        if wa != wb:
            out["workers"] = wa
    for field in (
        "belts",
        "stacks",
        "hidden",
        "locks",
        "clock_supply",
        "clocks_removed",
        "age",
        "round",
        "start_player",
        "next_device_id",
        "removed",
        "game_over",
    ) + BOOKKEEPING:
        if not bookkeeping and field in BOOKKEEPING:
            continue
        if getattr(before, field) != getattr(after, field):
            out[field] = getattr(after, field)
    return out
