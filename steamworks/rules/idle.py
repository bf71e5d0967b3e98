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

from collections.abc import Callable

import attrs

from ..language import mark, money, ntr, number, tr, voiced
from . import building, engine
from .about_state import AboutState
from .actions import Action, PlaceDevice, PlacePersona
from .connectors import Layout, Pos, power_targets
from .data import POWER_TYPES, load
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
from .steps import source_payable, step_text, steps_text
from .taking import LIBRARIFIER_AGE
from .turns import persona_side
from .words import ROMAN, all_of, clauses, power_name, sizes_either

# Each reason is said in two voices: to the player, on the table ("you have only 3 tiles"), and
# about a player, in the story ("Ada has only 3 tiles"). A reason is a function of who it is
# about: None for the player addressed, else that player's name; each voice is a whole sentence
# of its own for the translators.
Who = str | None
Reason = Callable[[Who], str]


def _fixed(say: Callable[[], str]) -> Reason:
    """A reason said the same way in both voices (it does not name the player)."""
    return lambda who: say()


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
    step in words; `steps` is how many of the space's steps it accounts for) or a decision.
    `what_theirs` is `what` said about the player ("fire one of their own sources")."""

    seat: int
    what: str
    reason: Reason = attrs.field(eq=False)  # why, in either voice (see `Reason`)
    steps: int = 0
    component: bool = False  # a component's effect (else a persona step or a decision)
    what_theirs: str = ""

    def why(self, who: Who = None) -> str:
        """The reason, to the player (`who` None) or about the player named `who`."""
        return self.reason(who)

    def what_said(self, who: Who = None) -> str:
        """`what`, to the player or (with `who`) about them ("fire one of their sources")."""
        if who is not None and self.what_theirs:
            return self.what_theirs
        return self.what


@attrs.frozen
class _Verdict:
    unused: tuple[Unused, ...]
    idle: bool


_NOT_A_PLACEMENT = _Verdict((), False)


# --------------------------------------------------------------------------- reasons


def _in_voices(to_player: str, about_player: str) -> Reason:
    """A reason with no figures to fill, in either voice (see `language.voiced`)."""
    return lambda who: voiced(who, to_player, about_player)


def _short_of_money(to_player: str, about_player: str, cost: int, held: int) -> Reason:
    """A reason that something costs `cost` and its player holds only `held`, in either voice;
    the amounts are written when the reason is said, in the language of the moment."""
    return lambda who: voiced(who, to_player, about_player, cost=money(cost), money=money(held))


def _build_reason(state: GameState, player: int, sizes: tuple[int, ...], cost: int) -> Reason:
    p = state.players[player]
    if p.money < cost:
        return _short_of_money(
            mark("nothing to build: building here costs {cost} and you have {money}"),
            mark("nothing to build: building here costs {cost} and {player} has {money}"),
            cost,
            p.money,
        )
    avail = building.available_tiles(p)
    held = sum(avail.values())
    if held < min(sizes):
        if held == 0:
            return lambda who: voiced(
                who,
                # translators: {sizes} is a size or alternatives ("2 or 3")
                mark(
                    "nothing to build: you have no tiles (supply and sources) for a device of {sizes}"
                ),
                mark(
                    "nothing to build: {player} has no tiles (supply and sources) "
                    "for a device of {sizes}"
                ),
                sizes=sizes_either(sizes),
            )
        return lambda who: (
            ntr(
                "nothing to build: you have only {count} tile (supply and sources) "
                "for a device of {sizes}",
                "nothing to build: you have only {count} tiles (supply and sources) "
                "for a device of {sizes}",
                held,
                sizes=sizes_either(sizes),
            )
            if who is None
            else ntr(
                "nothing to build: {player} has only {count} tile (supply and sources) "
                "for a device of {sizes}",
                "nothing to build: {player} has only {count} tiles (supply and sources) "
                "for a device of {sizes}",
                held,
                sizes=sizes_either(sizes),
                player=who,
            )
        )
    tiles = load().tiles
    if not any(tiles[t].is_source for t in avail):
        return _in_voices(
            mark("nothing to build: none of your tiles is a source to power a device"),
            # translators: said of a player the line has just named
            mark("nothing to build: none of their tiles is a source to power a device"),
        )
    if all(tiles[t].is_source for t in avail):
        return _in_voices(
            mark("nothing to build: you hold only sources, no component for them to power"),
            mark("nothing to build: {player} holds only sources, no component for them to power"),
        )
    others = [tiles[t] for t in avail if not tiles[t].is_source]
    if all(tile.kind == "component" for tile in others):  # no modifier to change the power
        given = frozenset().union(*(tiles[t].supplies for t in avail if tiles[t].is_source))
        if not any(tile.connector_types() & given for tile in others):
            kinds = [k for k in POWER_TYPES if k in given]
            return lambda who: voiced(
                who,
                # translators: {powers} is one power or several ("clockwork and steam")
                mark(
                    "nothing to build: your sources give only {powers} power, "
                    "and none of your components takes it"
                ),
                mark(
                    "nothing to build: their sources give only {powers} power, "
                    "and none of their components takes it"
                ),
                powers=all_of([power_name(k) for k in kinds]),
            )
    return lambda who: voiced(
        who,
        # translators: {sizes} is a size or alternatives ("2 or 3")
        mark("nothing to build: your {count} tiles make no legal device of {sizes} tiles"),
        mark("nothing to build: their {count} tiles make no legal device of {sizes} tiles"),
        count=number(held),
        sizes=sizes_either(sizes),
    )


def _add_reason(state: GameState, frame: AddFrame) -> Reason:
    p = state.players[frame.player]
    if not state.devices:
        return _fixed(lambda: tr("there is no device on the table to add to"))
    sizes = frame.sizes
    if sizes is not None and not any(d.size in sizes for d in state.devices):
        return _fixed(
            lambda: tr(
                "there is no device of exactly {size} tiles on the table", size=number(sizes[0])
            )
        )
    if frame.mode == ADD_BASIC:
        return _fixed(lambda: tr("no device has room for a basic source"))
    if not p.supply and not p.source_count:
        return _in_voices(mark("you have no tile to add"), mark("{player} has no tile to add"))
    if sizes is not None:
        return lambda who: voiced(
            who,
            mark("none of your tiles fits a device of {size} tiles"),
            mark("none of their tiles fits a device of {size} tiles"),
            size=number(sizes[0]),
        )
    return _in_voices(
        mark("none of your tiles fits any device"), mark("none of their tiles fits any device")
    )


def _belt_reason(state: GameState, player: int, mode: str, power: str) -> str:
    if not any(t is not None for row in state.belts for t in row):
        return tr("the conveyor belts are empty")
    if mode == TAKE_SCROLL:
        return tr(
            "no tile on the belts costs {money} or less", money=money(state.players[player].money)
        )
    if mode == TAKE_LIBRARIFIER:
        # translators: {age} is a Roman numeral (I, II, III)
        return tr("the Age {age} belt is empty", age=ROMAN[LIBRARIFIER_AGE[power]])
    if mode == TAKE_RESONATOR:
        # translators: {power} is clockwork, steam or electrickal
        return tr("no tile on the belts has {power} connectors", power=power_name(power))
    return tr("there is no tile on the belts to take")


_nothing_for = _in_voices(
    mark("it can do nothing for you now"), mark("it can do nothing for {player} now")
)


def _effect_reason(state: GameState, player: int, effect: str, power: str) -> Reason:
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
            return _in_voices(
                mark("your butler is already ready every round"),
                mark("their butler is already ready every round"),
            )
        return _in_voices(
            mark("your Automaton is already off the central board"),
            mark("their Automaton is already off the central board"),
        )
    return _nothing_for


def _option_reason(state: GameState, frame: EffectFrame) -> Reason:
    """Why a component that asks (`frame`) offers no option its player can take now."""
    p = state.players[frame.player]
    data = load().effects.get(frame.effect)
    if data is not None and data.source_trades:
        least = min(n for _k, n, _g in data.source_trades)
        have = p.source_count
        return lambda who: (
            ntr(
                "it needs {count} basic source and you have {have}",
                "it needs {count} basic sources and you have {have}",
                least,
                have=number(have),
            )
            if who is None
            else ntr(
                "it needs {count} basic source and {player} has {have}",
                "it needs {count} basic sources and {player} has {have}",
                least,
                have=number(have),
                player=who,
            )
        )
    if data is not None and data.money_trades:
        cost, held = data.money_trades[0][0], p.money
        return _short_of_money(
            mark("it needs {cost} and you have {money}"),
            mark("it needs {cost} and {player} has {money}"),
            cost,
            held,
        )
    if frame.effect == "ubiquity_conveyor":
        belts = _belt_reason  # said when asked, in the language of the moment
        return _fixed(lambda: belts(state, frame.player, TAKE_ANY, frame.power))
    if frame.effect == "ornament_grinder":
        return _in_voices(
            mark("your supply holds no tile to grind"), mark("their supply holds no tile to grind")
        )
    return _nothing_for


def _skip_reason(state: GameState, frame: Frame) -> Reason:
    """Why the engine skipped `frame` (a decision with nothing to choose) in `state`."""
    if isinstance(frame, BuildFrame):
        return _build_reason(state, frame.player, frame.sizes, frame.cost)
    if isinstance(frame, AddFrame):
        return _add_reason(state, frame)
    if isinstance(frame, TakeFrame):
        if frame.mode in (TAKE_RIGHTMOST, TAKE_ANY, TAKE_SCROLL, TAKE_LIBRARIFIER, TAKE_RESONATOR):
            mode, power = frame.mode, frame.power
            return _fixed(lambda: _belt_reason(state, frame.player, mode, power))
        return _fixed(lambda: tr("every open tile stack is empty"))
    if isinstance(frame, OwnSourceFrame):
        held, cost = state.players[frame.player].money, frame.cost
        if held < cost:
            return _short_of_money(
                mark("firing a source here costs {cost} and you have {money}"),
                mark("firing a source here costs {cost} and {player} has {money}"),
                cost,
                held,
            )
        return _in_voices(
            mark("you own no device with a source to fire"),
            mark("{player} owns no device with a source to fire"),
        )
    if isinstance(frame, EffectFrame):
        return _option_reason(state, frame)
    return _fixed(lambda: tr("there was nothing to choose"))


def _unpaid_reason(state: GameState, player: int, power: str) -> Reason:
    if state.players[player].sources["CSE".index(power)] < 1:
        return lambda who: voiced(
            who,
            # translators: {power} is clockwork, steam or electrickal
            mark("you have no {power} source to pay"),
            mark("{player} has no {power} source to pay"),
            power=power_name(power),
        )
    return _fixed(lambda: tr("the conveyor belts are empty, so paying would gain nothing"))


# --------------------------------------------------------------------------- what was skipped


def _component_skips(state: GameState, player: int, layout: Layout, source: Pos) -> list[Skip]:
    """A `Skip` for each component the source at `source` powers that `player` cannot use now
    (with any power it may send), or for the source itself when it powers nothing."""
    tiles = load().tiles
    cells = {pos: tid for pos, tid, _rot in layout}
    targets = power_targets(layout, source)
    if not targets:
        name = tr(tiles[cells[source]].name)
        unconnected = _fixed(lambda: tr("it is connected to no component"))
        return [Skip(player, name, unconnected, component=True)]
    out = []
    for pos, types in targets:
        tile = tiles[cells[pos]]
        kinds = [t for t in POWER_TYPES if t in types]
        if any(usable(state, player, tile.effect, k) for k in kinds):
            continue
        # translators: a component and the powers it was sent: "Manufacturer (steam/electrickal)"
        what = tr(
            "{tile} ({powers})",
            tile=tr(tile.name),
            powers="/".join(power_name(k) for k in kinds),
        )
        reasons = [_effect_reason(state, player, tile.effect, k) for k in kinds]
        out.append(Skip(player, what, _all_reasons(reasons), component=True))
    return out


def _all_reasons(reasons: list[Reason]) -> Reason:
    """Several reasons as one (each said once): "nothing to build: ...; it can do nothing..."."""
    if len(reasons) == 1:
        return reasons[0]
    return lambda who: clauses(list(dict.fromkeys(reason(who) for reason in reasons)))


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
                what = steps_text(frame.steps)
                reason = _unpaid_reason(at, frame.player, arg)
                theirs = steps_text(frame.steps, theirs=True)
                out.append(Skip(frame.player, what, reason, len(frame.steps), what_theirs=theirs))
            continue
        if isinstance(frame, ActivationFrame):
            # only a source that could power nothing at all: an activation the player answered
            # ends this way too once nothing is left to power (as does Iteration Gears' repeat)
            if not frame.done and frame.gears_pass != 2:
                out += _component_skips(at, frame.player, frame.layout, frame.source)
        elif step is not None:
            theirs = step_text(step, theirs=True)
            reason = _skip_reason(at, frame)
            out.append(Skip(frame.player, step_text(step), reason, 1, what_theirs=theirs))
        else:
            theirs = describe_decision(frame, theirs=True)
            reason = _skip_reason(at, frame)
            out.append(Skip(frame.player, describe_decision(frame), reason, what_theirs=theirs))
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


IDLE_LEAD = mark("Nothing here is any use to you now.")  # translated where shown


def idle_details(state: GameState, action: Action) -> str | None:
    """For an idle placement, what cannot be used and why, as one sentence ("Manufacturer
    (electrickal): nothing to build: ..."); "" when there is nothing more to say than that it
    is idle; None when the placement is not idle."""
    verdict = _verdict(state, action)
    if not verdict.idle:
        return None
    # translators: {what} is an effect of no use now, {why} why ("Manufacturer (steam): ...")
    parts = clauses([tr("{what}: {why}", what=u.what, why=u.why) for u in verdict.unused])
    return f"{parts[0].upper()}{parts[1:]}." if parts else ""


def idle_reason(state: GameState, action: Action) -> str | None:
    """One sentence, to the player, saying why an idle placement gains nothing ("Nothing here
    is any use to you now. Manufacturer (electrickal): ..."); None when it is not idle."""
    details = idle_details(state, action)
    if details is None:
        return None
    return f"{tr(IDLE_LEAD)} {details}" if details else tr(IDLE_LEAD)
