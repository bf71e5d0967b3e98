"""The engine's public face: create a game, list legal actions, apply one, explain a refusal.

    state = new_game(setup)
    while not is_over(state):
        action = choose(legal_actions(state))      # a UI, an AI or a test picks one
        state = apply(state, action)                # a new state; the old one is untouched
    final = score_lines(state)

`legal_actions` is the single source of truth: an action is legal exactly when it is in that
list (builds and additions are also checked directly, so a layout at any grid offset is
accepted). Decisions with no real choice are settled automatically and never asked.
"""

from __future__ import annotations

import attrs

from .fastevolve import evolve
from . import activation, building, taking, turns
from .actions import (
    AddTile,
    BuildDevice,
    ChoosePersona,
    ChooseSource,
    Decline,
    EndActivation,
    IllegalAction,
    Pass,
    PlaceDevice,
    PlacePersona,
)
from .connectors import normalise
from .dealing import draft_apply, draft_legal, new_game  # noqa: F401  (re-exported)
from .frames import (
    ActivationFrame,
    AddFrame,
    BuildFrame,
    DraftFrame,
    EffectFrame,
    OwnSourceFrame,
    RepeatFrame,
    RevealFrame,
    SourceFrame,
    StepsFrame,
    TakeFrame,
)
from .ops import gain_sources, pop
from .scoring import score_lines, winners  # noqa: F401  (re-exported)
from .state import GameState


def _source_legal(state: GameState, frame: SourceFrame) -> list:
    return [ChooseSource(t) for t in "CSE"]


def _source_apply(state: GameState, frame: SourceFrame, action) -> GameState:
    state = pop(state)
    if isinstance(action, Decline):
        return state
    return gain_sources(state, frame.player, action.type, 1)


# frame type -> (legal choices, apply one, the action that ends it unused or None if it must be answered)
HANDLERS = {
    DraftFrame: (draft_legal, draft_apply, None),
    TakeFrame: (taking.take_legal, taking.take_apply, Decline()),
    RevealFrame: (taking.reveal_legal, taking.reveal_apply, None),
    SourceFrame: (_source_legal, _source_apply, Decline()),
    BuildFrame: (building.build_legal, building.build_apply, Decline()),
    AddFrame: (building.add_legal, building.add_apply, Decline()),
    OwnSourceFrame: (building.own_source_legal, building.own_source_apply, Decline()),
    ActivationFrame: (activation.activation_legal, activation.activation_apply, EndActivation()),
    EffectFrame: (activation.effect_legal, activation.effect_apply, Decline()),
    RepeatFrame: (activation.repeat_legal, activation.repeat_apply, Decline()),
}


def is_over(state: GameState) -> bool:
    return state.game_over


def to_act(state: GameState) -> int | None:
    """The seat that must decide now (None once the game is over)."""
    if state.game_over:
        return None
    if state.pending:
        return state.pending[-1].player
    return state.current


def current_decision(state: GameState):
    """The frame on top of the decision stack, or None for an ordinary turn."""
    return state.pending[-1] if state.pending else None


def legal_actions(state: GameState) -> list:
    """Every legal action now, in a stable order (the opt-out, if any, last)."""
    if state.game_over:
        return []
    if not state.pending:
        return turns.turn_legal(state)
    frame = state.pending[-1]
    legal, _apply, opt_out = HANDLERS[type(frame)]
    out = legal(state, frame)
    if opt_out is not None:
        out.append(opt_out)
    return out


def _settle(state: GameState, end_turn_when_done: bool) -> GameState:
    """Run automatic steps and settle decisions that offer no real choice."""
    while not state.game_over and state.pending:
        frame = state.pending[-1]
        if type(frame) is StepsFrame:
            state = turns.run_steps(state, frame)
            continue
        legal, apply_fn, opt_out = HANDLERS[type(frame)]
        if legal(state, frame) or opt_out is None:
            return state
        state = apply_fn(state, frame, opt_out)
    if end_turn_when_done and not state.game_over and not state.pending:
        state = turns.end_turn(state)
    return state


def _apply_unchecked(state: GameState, action) -> GameState:
    if state.revealed:
        state = evolve(state, revealed=())
    if not state.pending:
        return _settle(turns.turn_apply(state, action), True)
    frame = state.pending[-1]
    _legal, apply_fn, _opt = HANDLERS[type(frame)]
    if isinstance(action, BuildDevice):
        action = BuildDevice(normalise(action.layout))
    state = apply_fn(state, frame, action)
    return _settle(state, not isinstance(frame, DraftFrame))


def explain_illegal(state: GameState, action) -> str | None:
    """Why `action` is not allowed now, in a sentence; None when it is legal."""
    if state.game_over:
        return "The game is over."
    frame = state.pending[-1] if state.pending else None
    if isinstance(action, BuildDevice) and isinstance(frame, BuildFrame):
        return building.explain_build(state, frame, action)
    if isinstance(action, AddTile) and isinstance(frame, AddFrame):
        return building.explain_add(state, frame, action)
    if action in legal_actions(state):
        return None
    return _reason(state, frame, action)


def _reason(state: GameState, frame, action) -> str:
    if frame is not None and not isinstance(action, type(HANDLERS[type(frame)][2])):
        what = describe_frame(frame)
        if isinstance(action, (Decline, EndActivation)):
            return f"This choice cannot be skipped: {what}."
        return f"That is not an answer to the current decision: {what}."
    if frame is None:
        p = state.players[state.current]
        if isinstance(action, (PlacePersona, PlaceDevice)):
            if action.automaton and p.automaton != 1:
                return "Your Automaton is not available to you this round."
            if not action.automaton:
                if p.used >= p.mechanics:
                    return "You have no mechanic left this round."
                if not turns.can_pay_wage(p):
                    wage = turns.next_wage(p)
                    unit = "electrickal sources" if turns.persona_side(p).wage_resource == "electrickal" else "pounds"
                    return f"Your next mechanic's wage is {wage} {unit}, and you cannot pay it."
            if isinstance(action, PlacePersona):
                if not 0 <= action.space < len(p.spaces):
                    return "Your persona board has no such space."
                if p.spaces[action.space]:
                    return "That persona space already has a worker on it."
            else:
                try:
                    device = state.device(action.device)
                except KeyError:
                    return "There is no such device."
                if device.occupant(action.pos, action.slot) is not None:
                    return "A mechanic is already standing on that source."
                if action.automaton:
                    return "Your butler may only work on your persona spaces."
                return "Mechanics can only be placed on a source of a device."
        if isinstance(action, Pass):
            return "You have nothing of that kind to pass with."
        return "It is time to place a mechanic or pass."
    return "That choice is not available now."


def apply(state: GameState, action, check: bool = True) -> GameState:
    """The state after `action`. Illegal actions raise IllegalAction with the reason and change
    nothing. `check=False` skips the legality test for actions taken from `legal_actions`."""
    if check:
        reason = explain_illegal(state, action)
        if reason is not None:
            raise IllegalAction(reason)
    return _apply_unchecked(state, action)


def describe_frame(frame) -> str:
    from .describe import describe_decision

    return describe_decision(frame)


def start(setup) -> GameState:
    """new_game plus settling: the first state in which someone must decide."""
    return _settle(new_game(setup), False)
