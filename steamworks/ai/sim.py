"""`advance`: `engine.apply(state, action, check=False)` for search, without a costly detour.

After every action the engine settles decisions that offer no choice, and to know whether a
build decision offers one it lists *every* legal layout (`building.build_legal`). With a big
supply and a size-4 build that is tens of thousands of layouts and seconds of work, paid each
time a search line reaches a Manufacturer or a build space with a new supply. Whether any
layout exists is all that is needed, and `building.can_build` answers that (it stops at the
first legal layout).

`advance` is the engine's own apply-and-settle sequence with that one test replaced, built
from the engine's handlers so that the rules stay in one place. tests/ai/test_sim.py plays
games with both and checks that every state is identical. Should the engine's internals change
shape, `advance` falls back to `engine.apply`. (Reported to the rules owner: once `_settle`
uses can_build for build frames, `advance` can simply become `engine.apply`.)
"""

from __future__ import annotations

import attrs

from steamworks.rules import building, engine, turns
from steamworks.rules.actions import BuildDevice
from steamworks.rules.connectors import normalise
from steamworks.rules.frames import BuildFrame, DraftFrame, StepsFrame
from steamworks.rules.state import GameState

try:
    _HANDLERS = engine.HANDLERS
    _FAST = True
except AttributeError:  # pragma: no cover - the engine changed shape: use it as it is
    _FAST = False


def _has_choice(state: GameState, frame) -> bool:
    if type(frame) is BuildFrame:
        return building.can_build(state, frame.player, frame.sizes, frame.cost)
    return bool(_HANDLERS[type(frame)][0](state, frame))


def _settle(state: GameState, end_turn_when_done: bool) -> GameState:
    while not state.game_over and state.pending:
        frame = state.pending[-1]
        if type(frame) is StepsFrame:
            state = turns.run_steps(state, frame)
            continue
        _legal, apply_fn, opt_out = _HANDLERS[type(frame)]
        if opt_out is None or _has_choice(state, frame):
            return state
        state = apply_fn(state, frame, opt_out)
    if end_turn_when_done and not state.game_over and not state.pending:
        state = turns.end_turn(state)
    return state


def advance(state: GameState, action) -> GameState:
    """The state after `action` (which must be legal), exactly as `engine.apply` computes it."""
    if not _FAST:
        return engine.apply(state, action, check=False)
    if state.revealed:
        state = attrs.evolve(state, revealed=())
    if not state.pending:
        return _settle(turns.turn_apply(state, action), True)
    frame = state.pending[-1]
    apply_fn = _HANDLERS[type(frame)][1]
    if isinstance(action, BuildDevice):
        action = BuildDevice(normalise(action.layout))
    state = apply_fn(state, frame, action)
    return _settle(state, not isinstance(frame, DraftFrame))
