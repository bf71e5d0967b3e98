"""Idle placements: which effects of a place its player could not use now, and why, in words.

A placement whose effects cannot be used is still legal (docs/rulings.md rulings 5, 20, 21 and
25): the wage is paid, an opponent owner still earns, and the engine skips each decision that
offers no choice. This module says so before the player commits, and the story says so after:

    unused_effects(state, action)  every effect of the place its player could not use now
    is_idle(state, action)         the placement would give its player nothing they can use
    idle_reason(state, action)     one sentence saying why, for tooltips and the question
    skips_in(trace)                what the engine skipped in an `engine.action_trace`, and why

The answers come from the engine itself: `engine.action_trace` plays the action as `apply`
would (after the wage, in order) and records each persona step it ran and each decision it
skipped; each skipped one is explained here. Pure: no pygame. Answers are remembered for the
last state asked about, since a table asks about every place of the same state.
"""

from __future__ import annotations

import re
from string import Template

import attrs

from . import building, engine
from .about_state import AboutState
from .actions import Action, PlaceDevice, PlacePersona
from .connectors import Layout, Pos, power_targets
from .data import POWER_NAMES, POWER_TYPES, load
from .describe import describe_decision
from .effects import is_butler, start, usable
from .frames import (
    ADD_BASIC,
    TAKE_ANY,
    TAKE_LIBRARIFIER,
    TAKE_RESONATOR,
    TAKE_RIGHTMOST,
    TAKE_SCROLL,
    ActivationFrame,
    AddFrame,
    BuildFrame,
    EffectFrame,
    Frame,
    OwnSourceFrame,
    StepsFrame,
    TakeFrame,
)
from .state import GameState
from .steps import source_payable, step_text
from .taking import LIBRARIFIER_AGE
from .turns import persona_side
from .words import ROMAN, plural

# Each reason is written once for two voices: to the player, on the table ("you have only 3
# tiles"), and about a player, in the story ("Ada has only 3 tiles"). The words that differ
# are $-names in the reason, filled from one of these.
Voice = dict[str, str]
YOU: Voice = {"you": "you", "have": "have", "hold": "hold", "own": "own", "your": "your"}


def about(name: str) -> Voice:
    """The voice of reasons told about the player called `name`."""
    return {"you": name, "have": "has", "hold": "holds", "own": "owns", "your": "their"}


@attrs.frozen
class Unused:
    """One effect of a place that its player could not use now: `what` it is ("Manufacturer
    (electrickal)", "build a device of 2 tiles") and `why`, in words ("nothing to build: you
    have only 3 tiles (supply and sources) for a device of 4")."""

    what: str
    why: str


@attrs.frozen
class Skip:
    """Something the engine skipped on its own because its player (`seat`) could not use it:
    a component's effect (`what` is "Manufacturer (electrickal)"), a persona step (`what` is the
    step in words; `steps` is how many of the space's steps it accounts for) or a decision."""

    seat: int
    what: str
    reason: str  # the reason with its voice's words still to fill in (see `Voice`)
    steps: int = 0
    component: bool = False  # a component's effect (else a persona step or a decision)

    def why(self, voice: Voice = YOU) -> str:
        return Template(self.reason).substitute(voice)

    def what_said(self, voice: Voice = YOU) -> str:
        """`what`, with a persona step's "your" said in `voice` ("fire one of their sources")."""
        return re.sub(r"\byour\b", voice["your"], self.what)


@attrs.frozen
class _Verdict:
    unused: tuple[Unused, ...]
    idle: bool


_NOT_A_PLACEMENT = _Verdict((), False)


# --------------------------------------------------------------------------- reasons


def _build_reason(state: GameState, player: int, sizes: tuple[int, ...], cost: int) -> str:
    p = state.players[player]
    if p.money < cost:
        return f"nothing to build: building here costs £{cost} and $you $have £{p.money}"
    avail = building.available_tiles(p)
    held = sum(avail.values())
    want = " or ".join(str(n) for n in sizes)
    if held < min(sizes):
        have = "no tiles" if held == 0 else f"only {plural(held, 'tile')}"
        return f"nothing to build: $you $have {have} (supply and sources) for a device of {want}"
    tiles = load().tiles
    if not any(tiles[t].is_source for t in avail):
        return "nothing to build: none of $your tiles is a source to power a device"
    if all(tiles[t].is_source for t in avail):
        return "nothing to build: $you $hold only sources, no component for them to power"
    others = [tiles[t] for t in avail if not tiles[t].is_source]
    if all(tile.kind == "component" for tile in others):  # no modifier to change the power
        given = frozenset().union(*(tiles[t].supplies for t in avail if tiles[t].is_source))
        if not any(tile.connector_types() & given for tile in others):
            kinds = " and ".join(POWER_NAMES[k] for k in POWER_TYPES if k in given)
            return (
                f"nothing to build: $your sources give only {kinds} power, "
                "and none of $your components takes it"
            )
    return f"nothing to build: $your {held} tiles make no legal device of {want} tiles"


def _add_reason(state: GameState, frame: AddFrame) -> str:
    p = state.players[frame.player]
    if not state.devices:
        return "there is no device on the table to add to"
    if frame.sizes is not None and not any(d.size in frame.sizes for d in state.devices):
        return f"there is no device of exactly {frame.sizes[0]} tiles on the table"
    if frame.mode == ADD_BASIC:
        return "no device has room for a basic source"
    if not p.supply and not p.source_count:
        return "$you $have no tile to add"
    fits = f"a device of {frame.sizes[0]} tiles" if frame.sizes is not None else "any device"
    return f"none of $your tiles fits {fits}"


def _belt_reason(state: GameState, player: int, mode: str, power: str) -> str:
    if not any(t is not None for row in state.belts for t in row):
        return "the conveyor belts are empty"
    if mode == TAKE_SCROLL:
        return f"no tile on the belts costs £{state.players[player].money} or less"
    if mode == TAKE_LIBRARIFIER:
        return f"the Age {ROMAN[LIBRARIFIER_AGE[power]]} belt is empty"
    if mode == TAKE_RESONATOR:
        return f"no tile on the belts has {POWER_NAMES[power]} connectors"
    return "there is no tile on the belts to take"


_STACKS_EMPTY = "every open tile stack is empty"


def _effect_reason(state: GameState, player: int, effect: str, power: str) -> str:
    """Why a component's `effect` powered with `power` can do nothing for `player` now: the
    reason for the decision the effect itself would ask (its build, addition, belt tile or
    option), so each effect's figures are read from the effect, never written again here."""
    pending = len(state.pending)
    started = start(state, player, effect, power, None)
    if len(started.pending) > pending:
        return _skip_reason(state, started.pending[-1])
    p = state.players[player]
    if effect == "automaton":  # the one effect that acts at once and can be of no use
        if is_butler(p):
            return "$your butler is already ready every round"
        return "$your Automaton is already off the central board"
    return "it can do nothing for $you now"


def _option_reason(state: GameState, frame: EffectFrame) -> str:
    """Why a component that asks (`frame`) offers no option its player can take now."""
    p = state.players[frame.player]
    data = load().effects.get(frame.effect)
    if data is not None and data.source_trades:
        least = min(n for _k, n, _g in data.source_trades)
        return f"it needs {plural(least, 'basic source')} and $you $have {p.source_count}"
    if data is not None and data.money_trades:
        return f"it needs £{data.money_trades[0][0]} and $you $have £{p.money}"
    if frame.effect == "ubiquity_conveyor":
        return _belt_reason(state, frame.player, TAKE_ANY, frame.power)
    if frame.effect == "ornament_grinder":
        return "$your supply holds no tile to grind"
    return "it can do nothing for $you now"


def _skip_reason(state: GameState, frame: Frame) -> str:
    """Why the engine skipped `frame` (a decision with nothing to choose) in `state`."""
    if isinstance(frame, BuildFrame):
        return _build_reason(state, frame.player, frame.sizes, frame.cost)
    if isinstance(frame, AddFrame):
        return _add_reason(state, frame)
    if isinstance(frame, TakeFrame):
        if frame.mode in (TAKE_RIGHTMOST, TAKE_ANY, TAKE_SCROLL, TAKE_LIBRARIFIER, TAKE_RESONATOR):
            return _belt_reason(state, frame.player, frame.mode, frame.power)
        return _STACKS_EMPTY
    if isinstance(frame, OwnSourceFrame):
        money = state.players[frame.player].money
        if money < frame.cost:
            return f"firing a source here costs £{frame.cost} and $you $have £{money}"
        return "$you $own no device with a source to fire"
    if isinstance(frame, EffectFrame):
        return _option_reason(state, frame)
    return "there was nothing to choose"


def _unpaid_reason(state: GameState, player: int, power: str) -> str:
    if state.players[player].sources["CSE".index(power)] < 1:
        return f"$you $have no {POWER_NAMES[power]} source to pay"
    return "the conveyor belts are empty, so paying would gain nothing"


# --------------------------------------------------------------------------- what was skipped


def _component_skips(state: GameState, player: int, layout: Layout, source: Pos) -> list[Skip]:
    """A `Skip` for each component the source at `source` powers that `player` cannot use now
    (with any power it may send), or for the source itself when it powers nothing."""
    tiles = load().tiles
    cells = {pos: tid for pos, tid, _rot in layout}
    targets = power_targets(layout, source)
    if not targets:
        name = tiles[cells[source]].name
        return [Skip(player, name, "it is connected to no component", component=True)]
    out = []
    for pos, types in targets:
        tile = tiles[cells[pos]]
        kinds = [t for t in POWER_TYPES if t in types]
        if any(usable(state, player, tile.effect, k) for k in kinds):
            continue
        what = f"{tile.name} ({'/'.join(POWER_NAMES[k] for k in kinds)})"
        reasons = dict.fromkeys(_effect_reason(state, player, tile.effect, k) for k in kinds)
        out.append(Skip(player, what, "; ".join(reasons), component=True))
    return out


def skips_in(trace: engine.Settled) -> list[Skip]:
    """What the engine skipped in `trace` (`engine.action_trace`'s record of settling an
    action) because its player could not use it: for the game's story."""
    out: list[Skip] = []
    step: str | None = None  # the persona step that pushed the decision settled next
    for at, frame in trace:
        if isinstance(frame, StepsFrame):
            step = frame.steps[0]
            name, _, arg = step.partition(":")
            if name == "pay_source" and not source_payable(at, frame.player, arg):
                what = ", then ".join(step_text(s) for s in frame.steps)
                reason = _unpaid_reason(at, frame.player, arg)
                out.append(Skip(frame.player, what, reason, len(frame.steps)))
            continue
        if isinstance(frame, ActivationFrame):
            # only a source that could power nothing at all: an activation the player answered
            # ends this way too once nothing is left to power (as does Iteration Gears' repeat)
            if not frame.done and frame.gears_pass != 2:
                out += _component_skips(at, frame.player, frame.layout, frame.source)
        elif step is not None:
            out.append(Skip(frame.player, step_text(step), _skip_reason(at, frame), 1))
        else:
            out.append(Skip(frame.player, describe_decision(frame), _skip_reason(at, frame)))
        step = None
    return out


# --------------------------------------------------------------------------- verdicts


def _device_verdict(state: GameState, action: PlaceDevice) -> _Verdict:
    settled, trace = engine.action_trace(state, action)
    # the state the engine fired the source in (wage paid, owner rewarded): where it skipped
    # the activation, or where it stopped to ask
    fired = trace[0][0] if trace else settled
    layout = state.device(action.device).layout
    skips = _component_skips(fired, state.current, layout, action.pos)
    unused = tuple(Unused(s.what, s.why()) for s in skips)
    # the engine offered no decision at all: the activation was skipped
    return _Verdict(unused, not settled.pending)


def _persona_verdict(state: GameState, action: PlacePersona) -> _Verdict:
    settled, trace = engine.action_trace(state, action)
    steps = persona_side(state.players[state.current]).spaces[action.space]
    skips = [s for s in skips_in(trace) if s.seat == state.current]
    unused = tuple(Unused(s.what, s.why()) for s in skips)
    covered = sum(s.steps for s in skips)  # the space's steps that did nothing
    return _Verdict(unused, not settled.pending and covered >= len(steps))


def _placement_verdict(state: GameState, action: PlacePersona | PlaceDevice) -> _Verdict:
    if isinstance(action, PlaceDevice):
        return _device_verdict(state, action)
    return _persona_verdict(state, action)


# a table asks about every place of the same state: the verdicts of the state on show
_verdicts = AboutState(_placement_verdict)


def _verdict(state: GameState, action: Action) -> _Verdict:
    if not isinstance(action, (PlacePersona, PlaceDevice)) or state.pending or state.game_over:
        return _NOT_A_PLACEMENT
    return _verdicts(state, action)


def unused_effects(state: GameState, action: Action) -> tuple[Unused, ...]:
    """For a placement legal now: every effect of the place its player could not use now,
    judged as the engine would (after the wage is paid, in order; effects after a decision the
    player must take are not judged). () for a pass and for places whose effects all work."""
    return _verdict(state, action).unused


def is_idle(state: GameState, action: Action) -> bool:
    """Whether the placement (legal now) would spend the wage and give its player nothing they
    can use now: the engine would offer no decision and every effect of the place is skipped."""
    return _verdict(state, action).idle


IDLE_LEAD = "Nothing here is any use to you now."


def idle_details(state: GameState, action: Action) -> str | None:
    """For an idle placement, what cannot be used and why, as one sentence ("Manufacturer
    (electrickal): nothing to build: ..."); "" when there is nothing more to say than that it
    is idle; None when the placement is not idle."""
    verdict = _verdict(state, action)
    if not verdict.idle:
        return None
    parts = "; ".join(f"{u.what}: {u.why}" for u in verdict.unused)
    return f"{parts[0].upper()}{parts[1:]}." if parts else ""


def idle_reason(state: GameState, action: Action) -> str | None:
    """One sentence, to the player, saying why an idle placement gains nothing ("Nothing here
    is any use to you now. Manufacturer (electrickal): ..."); None when it is not idle."""
    details = idle_details(state, action)
    if details is None:
        return None
    return f"{IDLE_LEAD} {details}" if details else IDLE_LEAD
