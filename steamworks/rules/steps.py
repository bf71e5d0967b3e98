"""Persona space steps: one record per kind of step, saying how it is performed and how it
reads. Pure: no pygame.

A persona space is a list of steps written in rules/data as "name" or "name:argument"
("gain_money:2", "build:2,3:cost=1"). `turns.run_steps` performs them one by one through
`STEPS[name].perform`; the previews, the draft view and the narration read them through
`STEPS[name].words` (`preview.step_text`). A new kind of step is one record in `STEPS`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import attrs

from ..language import money, tr
from . import ops
from .frames import (
    ADD_FROM_SUPPLY,
    TAKE_RIGHTMOST,
    TAKE_STACK_TOP,
    AddFrame,
    BuildFrame,
    Frame,
    OwnSourceFrame,
    SourceFrame,
    TakeFrame,
)
from .state import GameState
from .words import sizes_either, source_count, then_joined

Pending = tuple[Frame, ...]
# (state, player, argument, the frames once this step is done, the frames below the space)
Perform = Callable[[GameState, int, str, Pending, Pending], GameState]


@attrs.frozen(slots=True)
class Step:
    """One kind of persona space step: `perform` it, or say it in `words` (from its argument,
    and whether it is said of another player: "their sources", not "your sources")."""

    perform: Perform
    words: Callable[[str, bool], str]


def _cost(arg: str) -> int:
    """The £ cost written as "cost=N" (none written: free)."""
    return int(arg.partition("=")[2]) if arg else 0


def _deciding(frame: Callable[[int, str], Frame]) -> Perform:
    """A step that asks its player: the step's decision goes on top of the remaining steps.

    Frames are immutable values and the same few (step, player) pairs come up again and again
    in a search, so each decision is made once and the same frame handed out again."""
    remembered = functools.lru_cache(maxsize=256)(frame)

    def perform(state: GameState, pl: int, arg: str, pending: Pending, below: Pending) -> GameState:
        return ops.set_pending(state, pending + (remembered(pl, arg),))

    return perform


def _gain_money(state: GameState, pl: int, arg: str, pending: Pending, below: Pending) -> GameState:
    return ops.gain_money(ops.set_pending(state, pending), pl, int(arg))


def _gain_source(
    state: GameState, pl: int, arg: str, pending: Pending, below: Pending
) -> GameState:
    return ops.gain_sources(ops.set_pending(state, pending), pl, arg, 1)


def source_payable(state: GameState, pl: int, power: str) -> bool:
    """Whether a "pay_source" step of `power` is paid: the player holds such a source and the
    belts hold a tile to take for it (otherwise the rest of the space does not happen)."""
    has_tiles = any(t is not None for row in state.belts for t in row)
    return state.players[pl].sources["CSE".index(power)] >= 1 and has_tiles


def _pay_source(state: GameState, pl: int, arg: str, pending: Pending, below: Pending) -> GameState:
    if source_payable(state, pl, arg):
        return ops.pay_sources(ops.set_pending(state, pending), pl, arg)
    # unpaid (or nothing to gain by paying): the rest of the space does not happen
    return ops.set_pending(state, below)


def _build_frame(pl: int, arg: str) -> Frame:
    sizes_text, _, cost_text = arg.partition(":")
    return BuildFrame(pl, tuple(int(x) for x in sizes_text.split(",")), _cost(cost_text))


def _build_words(arg: str, _theirs: bool) -> str:
    sizes_text, _, cost_text = arg.partition(":")
    sizes = sizes_either([int(x) for x in sizes_text.split(",")])
    if cost_text:
        # translators: {sizes} is a size or alternatives ("2 or 3")
        return tr(
            "build a device of {sizes} tiles for {cost}", sizes=sizes, cost=money(_cost(cost_text))
        )
    # translators: {sizes} is a size or alternatives ("2 or 3")
    return tr("build a device of {sizes} tiles", sizes=sizes)


def _fire_own_words(arg: str, theirs: bool) -> str:
    if arg and theirs:
        return tr("fire one of their own sources for {cost}", cost=money(_cost(arg)))
    if arg:
        return tr("fire one of your own sources for {cost}", cost=money(_cost(arg)))
    return tr("fire one of their own sources") if theirs else tr("fire one of your own sources")


def _fire_clockwork_words(_arg: str, theirs: bool) -> str:
    if theirs:
        return tr(
            "fire one of their sources, or fire a clockwork-capable one and also gain a "
            "clockwork source and {money}",
            money=money(1),
        )
    return tr(
        "fire one of your sources, or fire a clockwork-capable one and also gain a "
        "clockwork source and {money}",
        money=money(1),
    )


def _add_tile_words(_arg: str, theirs: bool) -> str:
    if theirs:
        return tr("add a tile from their supply to any device")
    return tr("add a tile from your supply to any device")


STEPS: dict[str, Step] = {
    "gain_money": Step(_gain_money, lambda arg, _t: tr("gain {money}", money=money(int(arg)))),
    "gain_source": Step(
        _gain_source, lambda arg, _t: tr("gain {source}", source=source_count(arg, 1))
    ),
    "pay_source": Step(
        _pay_source, lambda arg, _t: tr("pay {source}", source=source_count(arg, 1))
    ),
    "take_rightmost": Step(
        _deciding(lambda pl, arg: TakeFrame(pl, TAKE_RIGHTMOST)),
        lambda arg, _t: tr("take the rightmost tile of a belt"),
    ),
    "take_basic": Step(
        _deciding(lambda pl, arg: SourceFrame(pl)), lambda arg, _t: tr("take any basic source")
    ),
    "take_stack_top": Step(
        _deciding(lambda pl, arg: TakeFrame(pl, TAKE_STACK_TOP)),
        lambda arg, _t: tr("take the top tile of an open stack"),
    ),
    "build": Step(_deciding(_build_frame), _build_words),
    "activate_own": Step(
        _deciding(lambda pl, arg: OwnSourceFrame(pl, cost=_cost(arg))), _fire_own_words
    ),
    "activate_own_clockwork": Step(
        _deciding(lambda pl, arg: OwnSourceFrame(pl, alice=True)), _fire_clockwork_words
    ),
    "add_tile": Step(_deciding(lambda pl, arg: AddFrame(pl, ADD_FROM_SUPPLY)), _add_tile_words),
}


def step_text(step: str, theirs: bool = False) -> str:
    """A persona space step in words ("build a device of 2 tiles"); with `theirs`, as said of
    another player ("fire one of their own sources")."""
    name, _, arg = step.partition(":")
    kind = STEPS.get(name)
    return kind.words(arg, theirs) if kind is not None else step


def steps_text(steps: list[str] | tuple[str, ...], theirs: bool = False) -> str:
    """A persona space's steps in words, in order: "take any basic source, then gain £1"."""
    return then_joined([step_text(step, theirs) for step in steps])
