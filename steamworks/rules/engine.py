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

from collections.abc import Callable
from typing import Any

from ..language import mark, money, ntr, tr
from . import activation, building, frames, taking, turns
from .actions import (
    Action,
    Activate,
    ActivateOwn,
    AddTile,
    BuildDevice,
    Choose,
    ChooseSource,
    Decline,
    EndActivation,
    IllegalAction,
    Pass,
    PlaceDevice,
    PlacePersona,
    TakeTile,
)
from .dealing import draft_apply, draft_legal, new_game
from .fastevolve import changer
from .frames import (
    ActivationFrame,
    AddFrame,
    BuildFrame,
    DraftFrame,
    EffectFrame,
    Frame,
    OwnSourceFrame,
    RepeatFrame,
    RevealFrame,
    SourceFrame,
    StepsFrame,
    TakeFrame,
)
from .ops import gain_sources, pop
from .scoring import score_lines, winners  # noqa: F401  (re-exported)
from .setup import GameSetup
from .state import AUTO_READY, GameState
from .words import either, power_name


def _source_legal(state: GameState, frame: SourceFrame) -> list[ChooseSource]:
    return [ChooseSource(t) for t in "CSE"]


def _source_apply(state: GameState, frame: SourceFrame, action: Action) -> GameState:
    state = pop(state)
    if isinstance(action, Decline):
        return state
    assert isinstance(action, ChooseSource)  # the only other answer _source_legal offers
    return gain_sources(state, frame.player, action.type, 1)


# One frame type's (legal choices, apply one, the action that ends it unused or None if it must
# be answered). Each function takes frames of its own type (and answers of its own types) only,
# which the dict's type cannot say: hence `Any` for those.
Handler = tuple[
    Callable[[GameState, Any], list[Any]],
    Callable[[GameState, Any, Any], GameState],
    Action | None,
]

# frame type -> its handler
HANDLERS: dict[type, Handler] = {
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


def current_decision(state: GameState) -> Frame | None:
    """The frame on top of the decision stack, or None for an ordinary turn."""
    return state.pending[-1] if state.pending else None


# The choices `_has_choice` last found, with the state it found them in: `apply` stops at that
# state when there are some, and `legal_actions` of that same state is nearly always asked next.
# States are immutable, so the list cannot have changed; holding the state keeps `is` honest.
_last_choices: tuple[GameState | None, tuple[Action, ...]] = (None, ())


def legal_actions(state: GameState) -> list[Action]:
    """Every legal action now, in a stable order (the opt-out, if any, last)."""
    if state.game_over:
        return []
    if not state.pending:
        return turns.turn_legal(state)
    frame = state.pending[-1]
    legal, _apply, opt_out = HANDLERS[type(frame)]
    known_state, known = _last_choices
    out = list(known) if known_state is state else legal(state, frame)
    if opt_out is not None:
        out.append(opt_out)
    return out


def _has_choice(state: GameState, frame: Frame) -> bool:
    """Whether the frame offers anything besides its opt-out. Builds and additions answer this
    without listing every layout (which can run to thousands)."""
    global _last_choices
    if type(frame) is BuildFrame:
        return building.can_build(state, frame.player, frame.sizes, frame.cost)
    if type(frame) is AddFrame:
        return building.has_addition(state, frame)
    choices = HANDLERS[type(frame)][0](state, frame)
    if choices:
        _last_choices = (state, tuple(choices))
    return bool(choices)


# What `_settle` did on its own, in order, each with the state it did it in: the persona steps
# it ran (StepsFrame) and the decisions it skipped because they offered no choice. Only
# rules/idle.py asks for this (to say why a placement would do nothing); play passes None.
Settled = list[tuple[GameState, Frame]]


def _settle(state: GameState, end_turn_when_done: bool, trace: Settled | None = None) -> GameState:
    """Run automatic steps and settle decisions that offer no real choice."""
    while not state.game_over and state.pending:
        frame = state.pending[-1]
        if type(frame) is StepsFrame:
            if trace is not None:
                trace.append((state, frame))
            state = turns.run_steps(state, frame)
            continue
        legal, apply_fn, opt_out = HANDLERS[type(frame)]
        if opt_out is None or _has_choice(state, frame):
            return state
        if trace is not None:
            trace.append((state, frame))
        state = apply_fn(state, frame, opt_out)
    if end_turn_when_done and not state.game_over and not state.pending:
        state = turns.end_turn(state)
    return state


_unrevealed = changer(GameState, "revealed")


def _apply_unchecked(
    state: GameState, action: Action, hand_on: bool = True, trace: Settled | None = None
) -> GameState:
    """`action` and everything automatic after it; the turn handed on when it is over unless
    `hand_on` is False; what was settled on the way noted in `trace` when one is given."""
    if state.revealed:
        state = _unrevealed(state, ())
    if not state.pending:
        return _settle(turns.turn_apply(state, action), hand_on, trace)
    frame = state.pending[-1]
    _legal, apply_fn, _opt = HANDLERS[type(frame)]
    state = apply_fn(state, frame, action)
    return _settle(state, hand_on and not isinstance(frame, DraftFrame), trace)


def action_trace(state: GameState, action: Action) -> tuple[GameState, Settled]:
    """For a legal action: the state once it and everything automatic after it are done (the
    turn not yet handed on: a decision may be waiting), and what the engine did on its own on
    the way (see `Settled`). Exactly what `apply` does, stopped before the turn ends."""
    trace: Settled = []
    return _apply_unchecked(state, action, False, trace), trace


def explain_illegal(state: GameState, action: Action) -> str | None:
    """Why `action` is not allowed now, in a sentence; None when it is legal."""
    if state.game_over:
        return tr("The game is over.")
    frame = state.pending[-1] if state.pending else None
    if isinstance(action, BuildDevice) and isinstance(frame, BuildFrame):
        return building.explain_build(state, frame, action)
    if isinstance(action, AddTile) and isinstance(frame, AddFrame):
        return building.explain_add(state, frame, action)
    if action in legal_actions(state):
        return None
    return _reason(state, frame, action)


def _reason(state: GameState, frame: Frame | None, action: Action) -> str:
    if frame is None:
        return _turn_reason(state, action)
    opt_out = HANDLERS[type(frame)][2]
    if isinstance(action, (Decline, EndActivation)):
        if opt_out is None:
            # translators: {decision} is what is asked, e.g. "choose a basic source to take"
            return tr("This choice cannot be skipped: {decision}.", decision=describe_frame(frame))
        if isinstance(opt_out, EndActivation):
            return tr("To end this decision, use Stop powering components.")
        return tr("To end this decision, use Decline.")
    answer_types = {type(a) for a in HANDLERS[type(frame)][0](state, frame)}
    specific = _frame_reason(state, frame, action)
    if specific:
        return specific
    if answer_types and type(action) not in answer_types:
        # translators: {decision} is what is asked, e.g. "choose a basic source to take"
        return tr(
            "That is not an answer to the current decision: {decision}.",
            decision=describe_frame(frame),
        )
    return tr("That choice is not available now.")


def _frame_reason(state: GameState, frame: Frame, action: Action) -> str | None:
    """A specific reason for an answer of the right kind that is still not allowed."""
    from .connectors import power_targets
    from .data import load
    from .effects import usable
    from .taking import LIBRARIFIER_AGE, resonates, rightmost_col, scroll_cost

    tiles = load().tiles
    if isinstance(frame, ActivationFrame) and isinstance(action, Activate):
        cells = {p: t for p, t, _r in frame.layout}
        if action.pos not in cells:
            return tr("There is no tile there in this device.")
        name = tr(tiles[cells[action.pos]].name)
        targets = dict(power_targets(frame.layout, frame.source))
        if action.pos not in targets:
            return tr("The {tile} is not connected to the source you are firing.", tile=name)
        if action.pos in frame.done:
            return tr("The {tile} has already been powered by this source.", tile=name)
        if action.power not in targets[action.pos]:
            kinds = either([power_name(t) for t in "CSE" if t in targets[action.pos]])
            # translators: {powers} is one power or alternatives ("steam or electrickal")
            return tr("This source can only send {powers} to the {tile}.", powers=kinds, tile=name)
        if not usable(state, frame.player, tiles[cells[action.pos]].effect, action.power):
            return tr(
                "Powering the {tile} with {power} would do nothing for you now.",
                tile=name,
                power=power_name(action.power),
            )
    if isinstance(frame, TakeFrame) and isinstance(action, TakeTile):
        if not (
            0 <= action.belt < len(state.belts) and 0 <= action.col < len(state.belts[action.belt])
        ):
            return tr("There is no such space on the belts.")
        belt = state.belts[action.belt]
        tid = belt[action.col]
        if tid is None:
            return tr("That belt space is empty.")
        if frame.mode == frames.TAKE_RIGHTMOST and action.col != rightmost_col(belt):
            return tr("Only the rightmost tile of a belt can be taken here.")
        if frame.mode == frames.TAKE_SCROLL:
            return tr(
                "That tile costs {cost} and you have {money}.",
                cost=money(scroll_cost(action.col)),
                money=money(state.players[frame.player].money),
            )
        if (
            frame.mode == frames.TAKE_LIBRARIFIER
            and load().board.belts[action.belt].age != LIBRARIFIER_AGE[frame.power]
        ):
            return _librarifier_reach(frame.power, "I" * LIBRARIFIER_AGE[frame.power])
        if frame.mode == frames.TAKE_RESONATOR and not resonates(tid, frame.power):
            return _no_connector(tr(tiles[tid].name), frame.power)
        return (
            tr("Tiles can only be taken from the stacks here.")
            if frame.mode in (frames.TAKE_STACK_TOP, frames.TAKE_TURBINE)
            else None
        )
    if isinstance(frame, EffectFrame) and isinstance(action, Choose):
        return tr(
            "That option is not available: you cannot pay for it, "
            "or it is not an option of this component."
        )
    if isinstance(frame, OwnSourceFrame) and isinstance(action, ActivateOwn):
        if state.players[frame.player].money < frame.cost:
            return tr("Firing a source here costs {cost}.", cost=money(frame.cost))
        if frame.device:
            return tr("Choose a source of one of your own devices (the one just built).")
        return tr("Choose a source of one of your own devices.")
    return None


# by power, one whole sentence each (the power's name declines differently in each language)
_LIBRARIFIER_REACH = {
    # translators: {age} is a Roman numeral (I, II, III)
    "C": mark("Clockwork power reaches only the Age {age} belt."),
    "S": mark("Steam power reaches only the Age {age} belt."),
    "E": mark("Electrickal power reaches only the Age {age} belt."),
}
_NO_CONNECTOR = {
    "C": mark("The {tile} has no clockwork connector."),
    "S": mark("The {tile} has no steam connector."),
    "E": mark("The {tile} has no electrickal connector."),
}


def _librarifier_reach(power: str, age: str) -> str:
    """Which belt a power reaches, for the Librarifier ("Steam power reaches only the Age II
    belt.")."""
    return tr(_LIBRARIFIER_REACH[power], age=age)


def _no_connector(tile: str, power: str) -> str:
    """A tile without a connector of this power ("The Condenser has no steam connector.")."""
    return tr(_NO_CONNECTOR[power], tile=tile)


def _turn_reason(state: GameState, action: Action) -> str:
    p = state.players[state.current]
    if isinstance(action, (PlacePersona, PlaceDevice)):
        if action.automaton and p.automaton != AUTO_READY:
            return tr("Your Automaton is not available to you this round.")
        if not action.automaton:
            if p.used >= p.mechanics:
                return tr("You have no mechanic left this round.")
            if not turns.can_pay_wage(p):
                wage = turns.next_wage(p)
                if turns.persona_side(p).wage_resource == "electrickal":
                    return ntr(
                        "Your next mechanic's wage is {count} electrickal sources, "
                        "and you cannot pay it.",
                        "Your next mechanic's wage is {count} electrickal sources, "
                        "and you cannot pay it.",
                        wage,
                    )
                return ntr(
                    "Your next mechanic's wage is {count} pounds, and you cannot pay it.",
                    "Your next mechanic's wage is {count} pounds, and you cannot pay it.",
                    wage,
                )
        if isinstance(action, PlacePersona):
            if not 0 <= action.space < len(p.spaces):
                return tr("Your persona board has no such space.")
            if p.spaces[action.space]:
                return tr("That persona space already has a worker on it.")
        else:
            try:
                device = state.device(action.device)
            except KeyError:
                return tr("There is no such device.")
            if device.occupant(action.pos, action.slot) is not None:
                return tr("A mechanic is already standing on that source.")
            if action.automaton:
                return tr("Your butler may only work on your persona spaces.")
            return tr("Mechanics can only be placed on a source of a device.")
    if isinstance(action, Pass):
        return tr("You have nothing of that kind to pass with.")
    return tr("It is time to place a mechanic or pass.")


def apply(state: GameState, action: Action, check: bool = True) -> GameState:
    """The state after `action`. Illegal actions raise IllegalAction with the reason and change
    nothing. `check=False` skips the legality test for actions taken from `legal_actions`."""
    if check:
        reason = explain_illegal(state, action)
        if reason is not None:
            raise IllegalAction(reason)
    return _apply_unchecked(state, action)


def describe_frame(frame: Frame) -> str:
    from .describe import describe_decision

    return describe_decision(frame)


def start(setup: GameSetup) -> GameState:
    """new_game plus settling: the first state in which someone must decide."""
    return _settle(new_game(setup), False)
