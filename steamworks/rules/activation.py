"""Activating a source: choosing which connected components get power, of which type, in which
order; Iterator repeats; Iteration Gears' second pass; and component effect options.

Rulings (game-data.md ruling 3): each component is activated at most once per pass; Iterator
repeats and the Iteration Gears pass add further activations with their own power choice for
the Gears pass and the same power for an Iterator repeat.
"""

from __future__ import annotations

import functools

from . import effects, ops
from .actions import Action, Activate, Choose, Decline, EndActivation, Repeat
from .connectors import Layout, Pos, iterator_count, power_targets
from .data import POWER_TYPES, TileDef, load
from .fastevolve import evolve
from .frames import ActivationFrame, EffectFrame, RepeatFrame
from .state import GameState


def _tile_at(frame: ActivationFrame, pos: Pos) -> TileDef:
    for p, tid, _rot in frame.layout:
        if p == pos:
            return load().tiles[tid]
    raise KeyError(pos)


@functools.lru_cache(maxsize=65536)
def _offers(
    layout: Layout, source: Pos
) -> tuple[tuple[Pos, str, tuple[tuple[str, Activate], ...]], ...]:
    """For each component the source at `source` can power: its position, its effect, and an
    `Activate` for each power type it may receive (in POWER_TYPES order). A device's layout does
    not change while its sources fire, so this is worked out once per (layout, source) and the
    same actions are handed out again."""
    tiles = load().tiles
    cells = {pos: tid for pos, tid, _rot in layout}
    return tuple(
        (
            pos,
            tiles[cells[pos]].effect,
            tuple((p, Activate(pos, p)) for p in POWER_TYPES if p in types),
        )
        for pos, types in power_targets(layout, source)
    )


def activation_legal(state: GameState, frame: ActivationFrame) -> list[Activate]:
    out: list[Activate] = []
    for pos, effect, offers in _offers(frame.layout, frame.source):
        if pos in frame.done:
            continue
        for power, action in offers:
            if effects.usable(state, frame.player, effect, power):
                out.append(action)
    return out


def activation_apply(state: GameState, frame: ActivationFrame, action: Action) -> GameState:
    if isinstance(action, (EndActivation, Decline)):
        if frame.gears_pass == 1:
            # Iteration Gears: once the first pass is over it powers every side once more
            return ops.replace_top(state, evolve(frame, done=frozenset(), gears_pass=2))
        return ops.pop(state)
    assert isinstance(action, Activate)
    state = ops.replace_top(state, evolve(frame, done=frame.done | {action.pos}))
    effect = _tile_at(frame, action.pos).effect
    repeats = iterator_count(frame.layout, action.pos)
    if repeats:
        state = ops.push(
            state, RepeatFrame(frame.player, action.pos, effect, action.power, frame.owner, repeats)
        )
    return effects.start(state, frame.player, effect, action.power, frame.owner)


def repeat_legal(state: GameState, frame: RepeatFrame) -> list[Repeat]:
    return [Repeat()] if effects.usable(state, frame.player, frame.effect, frame.power) else []


def repeat_apply(state: GameState, frame: RepeatFrame, action: Action) -> GameState:
    if isinstance(action, Decline):
        return ops.pop(state)
    if frame.remaining > 1:
        state = ops.replace_top(state, evolve(frame, remaining=frame.remaining - 1))
    else:
        state = ops.pop(state)
    return effects.start(state, frame.player, frame.effect, frame.power, frame.owner)


def effect_legal(state: GameState, frame: EffectFrame) -> list[Choose]:
    return effects.options(state, frame)


def effect_apply(state: GameState, frame: EffectFrame, action: Action) -> GameState:
    state = ops.pop(state)
    if isinstance(action, Decline):
        return state
    assert isinstance(action, Choose)
    return effects.choose(state, frame, action.key)
