"""Idle placements: which effects of a place its player could not use now, and why, in words.

A placement whose effects cannot be used is still legal (docs/rulings.md rulings 5, 20, 21 and
the idle-placement ruling): the wage is paid, an opponent owner still earns, and the engine
skips each decision that offers no choice. This module says so before the player commits:

    unused_effects(state, action)  every effect of the place its player could not use now
    is_idle(state, action)         the placement would give its player nothing they can use
    idle_reason(state, action)     one sentence saying why, for tooltips and the question

The answers come from the engine itself: `engine.placement_trace` plays the placement as
`apply` would (after the wage, in order) and records each persona step it ran and each decision
it skipped; each skipped one is explained here. `skip_reason` explains a skipped decision for
the game's story too (rules/narrate.py). Pure: no pygame. Answers are remembered for the last
state asked about, since a table asks about every place of the same state.
"""

from __future__ import annotations

import threading

import attrs

from . import building, engine
from .actions import Action, PlaceDevice, PlacePersona
from .connectors import power_targets
from .data import POWER_NAMES, POWER_TYPES, load
from .effects import SIZE_BY_POWER, is_butler, usable
from .frames import (
    ADD_BASIC,
    ADD_FROM_SUPPLY,
    TAKE_ANY,
    TAKE_LIBRARIFIER,
    TAKE_RESONATOR,
    TAKE_RIGHTMOST,
    TAKE_SCROLL,
    AddFrame,
    BuildFrame,
    EffectFrame,
    Frame,
    OwnSourceFrame,
    StepsFrame,
    TakeFrame,
)
from .state import AUTO_BOARD, GameState
from .steps import source_payable, step_text
from .taking import LIBRARIFIER_AGE
from .turns import persona_side
from .words import ROMAN, plural


@attrs.frozen
class Unused:
    """One effect of a place that its player could not use now: `what` it is ("Manufacturer
    (electrickal)", "build a device of 2 tiles") and `why`, in words ("nothing to build: you
    have only 3 tiles (supply and sources) for a device of 4")."""

    what: str
    why: str


@attrs.frozen
class _Verdict:
    unused: tuple[Unused, ...]
    idle: bool


_NOT_A_PLACEMENT = _Verdict((), False)


# --------------------------------------------------------------------------- reasons


def _tiles_to_build_with(state: GameState, player: int) -> dict[str, int]:
    return building.available_tiles(state.players[player])


def build_reason(state: GameState, player: int, sizes: tuple[int, ...], cost: int) -> str:
    """Why `player` cannot build a device of one of `sizes` tiles paying £`cost` now."""
    p = state.players[player]
    if p.money < cost:
        return f"nothing to build: building here costs £{cost} and you have £{p.money}"
    avail = _tiles_to_build_with(state, player)
    held = sum(avail.values())
    want = " or ".join(str(n) for n in sizes)
    if held < min(sizes):
        have = "no tiles" if held == 0 else f"only {plural(held, 'tile')}"
        return f"nothing to build: you have {have} (supply and sources) for a device of {want}"
    tiles = load().tiles
    if not any(tiles[t].is_source for t in avail):
        return "nothing to build: none of your tiles is a source to power a device"
    if all(tiles[t].is_source for t in avail):
        return "nothing to build: you hold only sources, no component for them to power"
    others = [tiles[t] for t in avail if not tiles[t].is_source]
    if all(tile.kind == "component" for tile in others):  # no modifier to change the power
        given = frozenset().union(*(tiles[t].supplies for t in avail if tiles[t].is_source))
        if not any(tile.connector_types() & given for tile in others):
            kinds = " and ".join(POWER_NAMES[k] for k in POWER_TYPES if k in given)
            return (
                f"nothing to build: your sources give only {kinds} power, "
                "and none of your components takes it"
            )
    return f"nothing to build: your {held} tiles make no legal device of {want} tiles"


def _add_reason(state: GameState, frame: AddFrame) -> str:
    p = state.players[frame.player]
    if not state.devices:
        return "there is no device on the table to add to"
    if frame.sizes is not None and not any(d.size in frame.sizes for d in state.devices):
        return f"there is no device of exactly {frame.sizes[0]} tiles on the table"
    if frame.mode == ADD_BASIC:
        return "no device has room for a basic source"
    if not p.supply and not p.source_count:
        return "you have no tile to add"
    fits = f"a device of {frame.sizes[0]} tiles" if frame.sizes is not None else "any device"
    return f"none of your tiles fits {fits}"


def _belt_reason(state: GameState, player: int, mode: str, power: str) -> str:
    tiles_on_belts = [t for row in state.belts for t in row if t is not None]
    if not tiles_on_belts:
        return "the conveyor belts are empty"
    if mode == TAKE_SCROLL:
        return f"no tile on the belts costs £{state.players[player].money} or less"
    if mode == TAKE_LIBRARIFIER:
        return f"the Age {ROMAN[LIBRARIFIER_AGE[power]]} belt is empty"
    if mode == TAKE_RESONATOR:
        return f"no tile on the belts has {POWER_NAMES[power]} connectors"
    return "there is no tile on the belts to take"


def _stacks_reason(state: GameState) -> str:
    return "every open tile stack is empty"


def effect_reason(state: GameState, player: int, effect: str, power: str) -> str:
    """Why a component's `effect` powered with `power` can do nothing for `player` now."""
    data = load().effects.get(effect)
    p = state.players[player]
    if effect in ("manufacturer", "insta_factor"):
        return build_reason(
            state, player, (SIZE_BY_POWER[power],), 2 if effect == "insta_factor" else 0
        )
    if effect == "expander":
        return _add_reason(state, AddFrame(player, ADD_FROM_SUPPLY))
    if effect == "upgrader":
        return _add_reason(state, AddFrame(player, ADD_FROM_SUPPLY, (SIZE_BY_POWER[power],)))
    if effect == "sourcer":
        return _add_reason(state, AddFrame(player, ADD_BASIC))
    if effect in ("librarifier", "resonator", "scroll_rack"):
        mode = {
            "librarifier": TAKE_LIBRARIFIER,
            "resonator": TAKE_RESONATOR,
            "scroll_rack": TAKE_SCROLL,
        }[effect]
        return _belt_reason(state, player, mode, power)
    if effect == "ubiquity_conveyor":
        return _belt_reason(state, player, TAKE_ANY, power)
    if effect == "innovation_turbine":
        return _stacks_reason(state)
    if effect == "automaton":
        if is_butler(p):
            return "your butler already works for you every round"
        if p.automaton != AUTO_BOARD:
            return "your Automaton is already off the central board"
    if effect == "ornament_grinder":
        return "your supply holds no tile to grind"
    if data is not None and data.source_trades:
        least = min(n for _k, n, _g in data.source_trades)
        return f"it needs {plural(least, 'basic source')} and you have {p.source_count}"
    if data is not None and data.money_trades:
        return f"it needs £{data.money_trades[0][0]} and you have £{p.money}"
    return "it can do nothing for you now"


def skip_reason(state: GameState, frame: Frame) -> str:
    """Why the engine skipped `frame` (a decision with nothing to choose) in `state`."""
    if isinstance(frame, BuildFrame):
        return build_reason(state, frame.player, frame.sizes, frame.cost)
    if isinstance(frame, AddFrame):
        return _add_reason(state, frame)
    if isinstance(frame, TakeFrame):
        if frame.mode in (TAKE_RIGHTMOST, TAKE_ANY, TAKE_SCROLL, TAKE_LIBRARIFIER, TAKE_RESONATOR):
            return _belt_reason(state, frame.player, frame.mode, frame.power)
        return _stacks_reason(state)
    if isinstance(frame, OwnSourceFrame):
        money = state.players[frame.player].money
        if money < frame.cost:
            return f"firing a source here costs £{frame.cost} and you have £{money}"
        return "you have no device of your own with a source to fire"
    if isinstance(frame, EffectFrame):
        return effect_reason(state, frame.player, frame.effect, frame.power)
    return "nothing could be chosen"


def _unpaid_reason(state: GameState, player: int, power: str) -> str:
    if state.players[player].sources["CSE".index(power)] < 1:
        return f"you have no {POWER_NAMES[power]} source to pay"
    return "the conveyor belts are empty, so paying would gain nothing"


# --------------------------------------------------------------------------- verdicts


def _device_verdict(state: GameState, action: PlaceDevice) -> _Verdict:
    settled, trace = engine.placement_trace(state, action)
    # the state the engine fired the source in (wage paid, owner rewarded): where it skipped
    # the activation, or where it stopped to ask
    paid = trace[0][0] if trace else settled
    player = state.current
    layout = state.device(action.device).layout
    tiles = load().tiles
    cells = {pos: tid for pos, tid, _rot in layout}
    unused: list[Unused] = []
    targets = power_targets(layout, action.pos)
    if not targets:
        source = tiles[cells[action.pos]].name
        unused.append(Unused(source, "it is connected to no component"))
    for pos, types in targets:
        tile = tiles[cells[pos]]
        kinds = [t for t in POWER_TYPES if t in types]
        if any(usable(paid, player, tile.effect, k) for k in kinds):
            continue
        what = f"{tile.name} ({'/'.join(POWER_NAMES[k] for k in kinds)})"
        whys = dict.fromkeys(effect_reason(paid, player, tile.effect, k) for k in kinds)
        unused.append(Unused(what, "; ".join(whys)))
    # the engine offered no decision at all: the activation was skipped
    return _Verdict(tuple(unused), not settled.pending)


def _persona_verdict(state: GameState, action: PlacePersona) -> _Verdict:
    settled, trace = engine.placement_trace(state, action)
    player = state.current
    steps = persona_side(state.players[player]).spaces[action.space]
    unused: list[Unused] = []
    covered = 0  # the space's steps that did nothing
    step: str | None = None  # the step that pushed the decision being settled
    for at, frame in trace:
        if isinstance(frame, StepsFrame):
            step = frame.steps[0]
            name, _, arg = step.partition(":")
            if name == "pay_source" and not source_payable(at, frame.player, arg):
                what = ", then ".join(step_text(s) for s in frame.steps)
                unused.append(Unused(what, _unpaid_reason(at, frame.player, arg)))
                covered += len(frame.steps)
            continue
        if frame.player != player:
            continue
        what = step_text(step) if step is not None else "the space's decision"
        unused.append(Unused(what, skip_reason(at, frame)))
        covered += 1
        step = None
    return _Verdict(tuple(unused), not settled.pending and covered >= len(steps))


# the last state asked about (by identity: states never change) and its verdicts by action
_remembered = threading.local()


def _verdict(state: GameState, action: Action) -> _Verdict:
    if not isinstance(action, (PlacePersona, PlaceDevice)) or state.pending or state.game_over:
        return _NOT_A_PLACEMENT
    known = getattr(_remembered, "state", None)
    if known is not state:
        _remembered.state, _remembered.verdicts = state, {}
    verdicts: dict[Action, _Verdict] = _remembered.verdicts
    verdict = verdicts.get(action)
    if verdict is None:
        if isinstance(action, PlaceDevice):
            verdict = _device_verdict(state, action)
        else:
            verdict = _persona_verdict(state, action)
        verdicts[action] = verdict
    return verdict


def unused_effects(state: GameState, action: Action) -> tuple[Unused, ...]:
    """For a placement legal now: every effect of the place its player could not use now,
    judged as the engine would (after the wage is paid, in order; effects after a decision the
    player must take are not judged). () for a pass and for places whose effects all work."""
    return _verdict(state, action).unused


def is_idle(state: GameState, action: Action) -> bool:
    """Whether the placement (legal now) would spend the wage and give its player nothing they
    can use now: the engine would offer no decision and every effect of the place is skipped."""
    return _verdict(state, action).idle


def idle_reason(state: GameState, action: Action) -> str | None:
    """One sentence, to the player, saying why an idle placement gains nothing; None when the
    placement is not idle."""
    verdict = _verdict(state, action)
    if not verdict.idle:
        return None
    if not verdict.unused:
        return "Nothing here is any use to you now."
    parts = "; ".join(f"{u.what}: {u.why}" for u in verdict.unused)
    return f"Nothing here is any use to you now. {parts[0].upper()}{parts[1:]}."
