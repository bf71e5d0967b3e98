"""rules/idle.py against the engine over 1,000 seeded games (issue 30's "How good").

Every seat of 1,000 random games (2 to 5 players, random and drafted personas, the "end of age"
variant on and off), at every placement decision, for every legal placement: `is_idle` holds
exactly when playing it would give its player nothing (the engine asks nothing more, and the
state differs from the one before only by the wage paid and the owner's reward), and every
idle place's preview (`preview.outcome_lines`, which the table's tooltip shows) says why.

The truth is found by comparing states, not by idle.py's reading of the engine's trace: the
position just before the turn is handed on (`narrate.turn_end_state`), checked against
`engine.apply` for the move actually played. The games take about 20 s of one core's time
(user CPU measured with `time` on this file; never asserted here).
"""

from __future__ import annotations

import random
from collections import Counter

import attrs
import pytest

from steamworks.rules import engine, idle, ops, turns
from steamworks.rules.actions import PlaceDevice, PlacePersona
from steamworks.rules.narrate import turn_end_state
from steamworks.rules.preview import outcome_lines
from steamworks.rules.setup import PERSONAS_DRAFT, PERSONAS_RANDOM, quick_setup
from steamworks.rules.state import AUTO_USED, GameState, Player

GAMES = 1000
CHUNK = 100


def _resources(p: Player) -> tuple:
    return (p.money, p.sources, p.prestige, p.clocks, p.supply, p.automaton)


def _paid_only(state: GameState, action: PlaceDevice | PlacePersona) -> tuple:
    """Every player's resources once only the wage is paid and an opponent owner rewarded."""
    seat = state.current
    players = list(state.players)
    me = players[seat]
    if action.automaton:
        players[seat] = attrs.evolve(me, automaton=AUTO_USED)
    else:
        wage = turns.next_wage(me)
        if turns.persona_side(me).wage_resource == "electrickal":
            sources = (me.sources[0], me.sources[1], me.sources[2] - wage)
            players[seat] = attrs.evolve(me, sources=sources)
        else:
            players[seat] = attrs.evolve(me, money=me.money - wage)
    if isinstance(action, PlaceDevice):
        owner = state.device(action.device).owner
        if owner != seat:
            players[owner] = ops.counter_award(state, owner)[0]
    return tuple(_resources(p) for p in players)


def _table(state: GameState) -> tuple:
    """What a placement's effects could change on the table, besides the players."""
    layouts = tuple((d.id, d.owner, d.layout) for d in state.devices)
    return (layouts, state.belts, state.stacks, state.removed, state.start_player)


def gains_nothing(state: GameState, action: PlaceDevice | PlacePersona) -> bool:
    """The truth: nothing is asked after the placement, and only the wage and the owner's
    reward changed."""
    mid = turn_end_state(state, action)
    assert mid is not None
    if mid.pending:
        return False
    return tuple(_resources(p) for p in mid.players) == _paid_only(state, action) and _table(
        mid
    ) == _table(state)


def check_game(index: int, seen: Counter) -> None:
    players = 2 + index % 4
    personas = PERSONAS_DRAFT if (index // 4) % 2 else PERSONAS_RANDOM
    setup = quick_setup(
        players, seed=30_000 + index, personas=personas, variant=(index // 8) % 2 == 1
    )
    rng = random.Random(index)
    state = engine.start(setup)
    while not state.game_over:
        legal = engine.legal_actions(state)
        if not state.pending:
            for action in legal:
                if not isinstance(action, (PlaceDevice, PlacePersona)):
                    continue
                truth = gains_nothing(state, action)
                said = idle.is_idle(state, action)
                assert said == truth, (
                    index,
                    state.round,
                    action,
                    idle.unused_effects(state, action),
                )
                if said:
                    reason = idle.idle_reason(state, action)
                    assert reason and reason in outcome_lines(state, action), (index, action)
                    seen["idle", state.current] += 1
                seen["placements", state.current] += 1
        action = rng.choice(legal)
        after = engine.apply(state, action, check=False)
        if not state.pending and isinstance(action, (PlaceDevice, PlacePersona)):
            # the truth's middle position is the engine's own: it leads to what apply gives
            mid = turn_end_state(state, action)
            assert mid is not None and (mid.pending or turns.end_turn(mid) == after)
        state = after


@pytest.mark.parametrize("chunk", range(GAMES // CHUNK))
def test_every_idle_place_is_shown_as_idle_and_its_preview_says_why(chunk):
    seen: Counter = Counter()
    for index in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        check_game(index, seen)
    # every seat of every table size placed, and met idle places (the check is not empty)
    for seat in range(5):
        assert seen["placements", seat] > 0 and seen["idle", seat] > 0, seen
