"""What a choice gains now: the real change the rest of the player's turn makes, in words.

A hint's reason starts from what the move does this turn ("Now: £3 and a steam source, for
£1"), not from an estimate: the move is applied to the public view of the position (the
face-down stack tops in their sorted order, as `ai/observe.py` shows them to every player)
and the player's turn is finished the way the AI would finish it (`ai/lookahead.finish_turn`,
greedy). What changed for the player (money, basic sources, tiles taken, devices built or
grown, prestige chips, clock counters) is the gain; what the owners of visited devices got
is said too. A move whose effect cannot be used gains nothing here, so no reason ever claims
a build or a take that cannot happen. A tile drawn face down is never named: the view does
not know which it would be.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import attrs

from steamworks.ai.lookahead import finish_turn
from steamworks.ai.observe import observe
from steamworks.ai.sim import advance
from steamworks.language import listing, money, ntr, ptr, tr
from steamworks.rules import engine
from steamworks.rules.actions import Action
from steamworks.rules.data import BASIC_SOURCE_IDS, POWER_TYPES, article, load
from steamworks.rules.state import GameState
from steamworks.rules.words import clock_count, source_count

from .evaluation import COACH_WEIGHTS

FACE_DOWN = ""  # a tile drawn from the unseen top of a stack: not named


@attrs.frozen
class Others:
    """What another player got from the move (an owner's bonus for a visit)."""

    seat: int
    money: int = 0
    clocks: int = 0
    prestige: int = 0


@attrs.frozen
class Added:
    """A tile the move added to a device: whose device, the player's own or another's."""

    tile: str
    device: int
    owner: int
    yours: bool


@attrs.frozen
class TurnGains:
    """The change the rest of the deciding player's turn makes for them (negative: spent)."""

    money: int = 0
    sources: tuple[int, int, int] = (0, 0, 0)  # basic sources C, S, E
    prestige: int = 0  # prestige chips
    clocks: int = 0  # clock counters
    taken: tuple[str, ...] = ()  # tile ids new in the supply (FACE_DOWN when drawn unseen)
    built: tuple[tuple[str, ...], ...] = ()  # the tiles of each device built
    added: tuple[Added, ...] = ()  # tiles added to a device
    others: tuple[Others, ...] = ()  # what other players got

    @property
    def nothing(self) -> bool:
        """Whether the move gains the player nothing (it may still cost something)."""
        return not (self.gained() or self.built or self.added or self.taken)

    def gained(self) -> list[str]:
        """The counted gains in words: "£3", "a steam source", "2 prestige"."""
        return _counted(self, 1)

    def spent(self) -> list[str]:
        """The counted costs in words."""
        return _counted(self, -1)


def _counted(gains: TurnGains, sign: int) -> list[str]:
    out = []
    if sign * gains.money > 0:
        out.append(money(abs(gains.money)))
    for power, n in zip(POWER_TYPES, gains.sources):
        if sign * n > 0:
            out.append(source_count(power, abs(n)))
    if sign * gains.prestige > 0:
        # translators: an amount of prestige gained ("2 prestige")
        out.append(ntr("{count} prestige", "{count} prestige", abs(gains.prestige)))
    if sign * gains.clocks > 0:
        out.append(clock_count(abs(gains.clocks)))
    return out


def _tile(tile_id: str) -> str:
    """A tile's name, in the language spoken."""
    return tr(load().tiles[tile_id].name)


def turn_gains(state: GameState, action: Action) -> TurnGains:
    """What `action` (legal in `state`) and the rest of the deciding player's turn, finished
    greedily on the public view, change for that player; see the module docstring."""
    seat = engine.to_act(state)
    if seat is None:
        raise ValueError("the game is over: there is nothing to gain")
    view = observe(state)
    after = advance(view, action)
    if not after.game_over and after.turn == view.turn and engine.to_act(after) == seat:
        after = finish_turn(after, COACH_WEIGHTS)
    me, then = view.players[seat], after.players[seat]
    new = Counter(then.supply) - Counter(me.supply)
    belts = {tile for row in view.belts for tile in row if tile is not None}
    taken = tuple(sorted(tile if tile in belts else FACE_DOWN for tile in new.elements()))
    before_devices = {d.id: d for d in view.devices}
    built: list[tuple[str, ...]] = []
    added: list[Added] = []
    for device in after.devices:
        old = before_devices.get(device.id)
        tiles = Counter(t for _p, t, _r in device.layout)
        if old is None:
            if device.owner == seat:
                built.append(tuple(t for _p, t, _r in device.layout))
            continue
        grown = tiles - Counter(t for _p, t, _r in old.layout)
        added.extend(
            Added(tile, device.id, device.owner, device.owner == seat)
            for tile in sorted(grown.elements())
        )
    others = tuple(
        Others(i, b.money - a.money, b.clocks - a.clocks, b.prestige - a.prestige)
        for i, (a, b) in enumerate(zip(view.players, after.players))
        if i != seat and (b.money > a.money or b.clocks > a.clocks or b.prestige > a.prestige)
    )
    # a basic source from the supply built into a device is part of the device, not a cost
    used = Counter(tile for tiles in built for tile in tiles)
    used.update(a.tile for a in added)
    sources = []
    for power, a, b in zip(POWER_TYPES, me.sources, then.sources):
        spent = max(0, a - b)
        sources.append(b - a + min(spent, used[BASIC_SOURCE_IDS[power]]))
    return TurnGains(
        money=then.money - me.money,
        sources=(sources[0], sources[1], sources[2]),
        prestige=then.prestige - me.prestige,
        clocks=then.clocks - me.clocks,
        taken=taken,
        built=tuple(built),
        added=tuple(added),
        others=others,
    )


def _other_words(other: Others, names: Sequence[str] | None) -> str:
    """What another player gets: "Brunel gets £1", or (with no names) "its owner gets £1"."""
    got = listing(
        _counted(TurnGains(money=other.money, clocks=other.clocks, prestige=other.prestige), 1)
    )
    if names is not None and other.seat < len(names):
        return tr("{player} gets {gains}", player=names[other.seat], gains=got)
    return tr("its owner gets {gains}", gains=got)


def _added_words(added: Added, names: Sequence[str] | None) -> str:
    """A tile added to a device: "a Boiler added to your device #3"."""
    tile = _tile(added.tile)
    if added.yours:
        # translators: {a_tile} is the tile with its article ("a Boiler", "an Engine")
        return tr(
            "{a_tile} added to your device #{device}",
            a_tile=_with_article(tile),
            device=added.device,
        )
    if names is not None:
        return tr(
            "{a_tile} added to {owner}'s device #{device}",
            a_tile=_with_article(tile),
            owner=names[added.owner],
            device=added.device,
        )
    return tr(
        "{a_tile} added to an opponent's device #{device}",
        a_tile=_with_article(tile),
        device=added.device,
    )


def _with_article(tile: str) -> str:
    """A tile's (translated) name with its indefinite article, as a phrase of its own."""
    # translators: a tile's name with its article: "a Boiler" (article() picks a/an in English)
    if article(tile) == "an":
        return ptr("with article", "an {tile}", tile=tile)
    return ptr("with article", "a {tile}", tile=tile)


def gains_words(
    gains: TurnGains,
    names: Sequence[str] | None = None,
    name_built: bool = True,
    unusable: str | None = None,
) -> str:
    """The gains as the start of a reason, said to the player: "Now: £3 and a steam source,
    for £1", "Now: a device of 3 tiles (...)", "Nothing now, for £1". `name_built` False
    leaves out the tiles of a device built (a build's own words list them); `unusable` says
    why a move that gains nothing is no use, in place of "Nothing now"."""
    things = gains.gained()
    for tiles in gains.built:
        if name_built:
            things.append(
                ntr(
                    "a device of {count} tile ({tiles})",
                    "a device of {count} tiles ({tiles})",
                    len(tiles),
                    tiles=", ".join(map(_tile, tiles)),
                )
            )
        else:
            things.append(ntr("a device of {count} tile", "a device of {count} tiles", len(tiles)))
    things.extend(_added_words(a, names) for a in gains.added)
    unseen = sum(1 for tile in gains.taken if tile == FACE_DOWN)
    # translators: a tile taken, by its name ("the Monetiser")
    things.extend(tr("the {tile}", tile=_tile(tile)) for tile in gains.taken if tile != FACE_DOWN)
    if unseen:
        things.append(ntr("a face-down tile", "{count} face-down tiles", unseen))
    spent = listing(gains.spent())
    if things:
        gained = listing(things)
        if spent:
            # translators: {gains} lists what the move gains, {costs} what it costs
            line = tr("Now: {gains}, for {costs}", gains=gained, costs=spent)
        else:
            line = tr("Now: {gains}", gains=gained)
    elif unusable is not None:
        # translators: {why} says why the move is no use now; {costs} what it costs
        line = tr("{why}, for {costs}", why=unusable, costs=spent) if spent else unusable
    else:
        line = tr("Nothing now, for {costs}", costs=spent) if spent else tr("Nothing now")
    for other in gains.others:
        # translators: {line} is what the move gains the player; {other} what another player gets
        line = tr("{line}; {other}", line=line, other=_other_words(other, names))
    return line
