"""Building devices, adding tiles to devices, and choosing one of your own sources to activate.

Legality of layouts comes from `connectors` (via `buildgen` for the full list of choices), so
the engine, the UI preview and the AI agree on what may be built.
"""

from __future__ import annotations

from collections.abc import Iterator

from ..language import money, number, tr
from . import buildgen, ops
from .actions import Action, ActivateOwn, AddTile, BuildDevice, Decline
from .connectors import Pos, legal_additions, normalise, problems
from .data import BASIC_SOURCE_IDS, POWER_TYPES, TileDef, load
from .fastevolve import changer, evolve
from .frames import ADD_BASIC, ActivationFrame, AddFrame, BuildFrame, OwnSourceFrame
from .state import Device, GameState, Player
from .words import sizes_either


def available_tiles(player: Player) -> dict[str, int]:
    """What a player can build with: supply tiles and basic sources, id -> count."""
    avail: dict[str, int] = {}
    for t in player.supply:
        avail[t] = avail.get(t, 0) + 1
    for i, power in enumerate(POWER_TYPES):
        if player.sources[i]:
            avail[BASIC_SOURCE_IDS[power]] = player.sources[i]
    return avail


def can_build(state: GameState, player: int, sizes: tuple[int, ...], cost: int) -> bool:
    p = state.players[player]
    if p.money < cost:
        return False
    avail = available_tiles(p)
    return any(buildgen.any_legal_layout(avail, n) for n in sizes)


def build_legal(state: GameState, frame: BuildFrame) -> list[BuildDevice]:
    p = state.players[frame.player]
    if p.money < frame.cost:
        return []
    avail = available_tiles(p)
    out: list[BuildDevice] = []
    for n in frame.sizes:
        out.extend(BuildDevice(layout) for layout in buildgen.legal_layouts(avail, n))
    return out


def explain_build(state: GameState, frame: BuildFrame, action: BuildDevice) -> str | None:
    p = state.players[frame.player]
    layout = action.layout
    if len(layout) not in frame.sizes:
        # translators: {sizes} is a size or alternatives ("2 or 3")
        return tr(
            "This build must use exactly {sizes} tiles; the layout has {count}.",
            sizes=sizes_either(frame.sizes),
            count=number(len(layout)),
        )
    avail = available_tiles(p)
    need: dict[str, int] = {}
    for _pos, tid, _rot in layout:
        need[tid] = need.get(tid, 0) + 1
    tiles = load().tiles
    for tid, n in need.items():
        if tid not in tiles:
            return tr("There is no tile called {tile}.", tile=repr(tid))
        if avail.get(tid, 0) < n:
            if n > 1:
                return tr("You do not have enough {tile} in your supply.", tile=tr(tiles[tid].name))
            return tr("You do not have a {tile} in your supply.", tile=tr(tiles[tid].name))
    probs = problems(layout)
    if probs:
        return probs[0].message
    if p.money < frame.cost:
        return tr(
            "Building here costs {cost} and you have {money}.",
            cost=money(frame.cost),
            money=money(p.money),
        )
    return None


_built = changer(GameState, "players", "devices", "next_device_id", "pending")


def build_apply(state: GameState, frame: BuildFrame, action: Action) -> GameState:
    if isinstance(action, Decline):
        return ops.pop(state)
    assert isinstance(action, BuildDevice)  # the only other answer build_legal offers
    layout = normalise(action.layout)
    pl = frame.player
    players = list(state.players)
    players[pl] = ops.spend(players[pl], (tid for _pos, tid, _rot in layout), frame.cost)
    device = Device(id=state.next_device_id, owner=pl, layout=layout)
    pending = state.pending[:-1]  # this decision is answered
    if frame.then_activate:
        pending += (OwnSourceFrame(pl, device=device.id),)
    return _built(
        state, tuple(players), state.devices + (device,), state.next_device_id + 1, pending
    )


def _addable_tiles(state: GameState, frame: AddFrame) -> list[str]:
    if frame.mode == ADD_BASIC:
        return list(BASIC_SOURCE_IDS.values())
    return sorted(available_tiles(state.players[frame.player]))


def add_legal(state: GameState, frame: AddFrame) -> list[AddTile]:
    out = []
    tiles = _addable_tiles(state, frame)
    for d in state.devices:
        if frame.sizes is not None and d.size not in frame.sizes:
            continue
        for tid in tiles:
            for pos, rot in legal_additions(d.layout, tid):
                out.append(AddTile(d.id, tid, pos, rot))
    return out


def has_addition(state: GameState, frame: AddFrame) -> bool:
    tiles = _addable_tiles(state, frame)
    for d in state.devices:
        if frame.sizes is not None and d.size not in frame.sizes:
            continue
        for tid in tiles:
            if legal_additions(d.layout, tid):
                return True
    return False


def explain_add(state: GameState, frame: AddFrame, action: AddTile) -> str | None:
    try:
        device = state.device(action.device)
    except KeyError:
        return tr("There is no such device.")
    if frame.sizes is not None and device.size not in frame.sizes:
        return tr(
            "That device has {count} tiles; this upgrade needs a device of exactly {size}.",
            count=number(device.size),
            size=number(frame.sizes[0]),
        )
    if action.tile not in _addable_tiles(state, frame):
        return tr("That tile is not one you can add here.")
    if (action.pos, action.rotation) not in legal_additions(device.layout, action.tile):
        new = tuple(sorted(device.layout + ((action.pos, action.tile, action.rotation),)))
        probs = problems(new)
        if any(p == action.pos for p, _t, _r in device.layout):
            return tr("That space of the device is already taken.")
        return probs[0].message if probs else tr("The new tile must touch the device.")
    return None


def add_apply(state: GameState, frame: AddFrame, action: Action) -> GameState:
    if isinstance(action, Decline):
        return ops.pop(state)
    assert isinstance(action, AddTile)  # the only other answer add_legal offers
    pl = frame.player
    if frame.mode != ADD_BASIC:
        state = ops.set_player(state, pl, ops.spend(state.players[pl], (action.tile,)))
    device = state.device(action.device)
    layout = tuple(sorted(device.layout + ((action.pos, action.tile, action.rotation),)))
    state = ops.replace_device(state, evolve(device, layout=layout))
    state = ops.pop(state)
    if frame.owner is not None:
        state = ops.gain_money(state, frame.owner, 1)  # Sourcer's owner bonus
    return state


def _own_sources(state: GameState, frame: OwnSourceFrame) -> Iterator[tuple[Device, Pos, TileDef]]:
    tiles = load().tiles
    for d in state.devices:
        if d.owner != frame.player or (frame.device is not None and d.id != frame.device):
            continue
        for pos, tid, _rot in d.layout:
            if tiles[tid].is_source:
                yield d, pos, tiles[tid]


def own_source_legal(state: GameState, frame: OwnSourceFrame) -> list[ActivateOwn]:
    if state.players[frame.player].money < frame.cost:
        return []
    out = []
    for d, pos, tile in _own_sources(state, frame):
        out.append(ActivateOwn(d.id, pos))
        if frame.alice and "C" in tile.supplies:
            out.append(ActivateOwn(d.id, pos, bonus=True))
    return out


# the effects of sources that power their components twice (effects.toml: passes = 2), looked up
# once: every activation asks
POWERS_TWICE = frozenset(name for name, e in load().effects.items() if e.passes == 2)


def activation_frame(player: int, device: Device, pos: Pos, owner: int | None) -> ActivationFrame:
    """The decision that opens when `player` fires the source at `pos` of `device` (`owner`: an
    opponent who owns the device, or None)."""
    for at, tid, _rot in device.layout:
        if at == pos:
            effect = load().tiles[tid].effect
            break
    else:
        raise KeyError(pos)
    # a source that powers twice starts its first pass (ActivationFrame.gears_pass)
    gears = 1 if effect in POWERS_TWICE else 0
    return ActivationFrame(player, device.id, pos, device.layout, owner, frozenset(), gears)


def start_activation(
    state: GameState, player: int, device: Device, pos: Pos, owner: int | None
) -> GameState:
    return ops.push(state, activation_frame(player, device, pos, owner))


def own_source_apply(state: GameState, frame: OwnSourceFrame, action: Action) -> GameState:
    state = ops.pop(state)
    if isinstance(action, Decline):
        return state
    assert isinstance(action, ActivateOwn)  # the only other answer own_source_legal offers
    pl = frame.player
    if frame.cost:
        state = ops.gain_money(state, pl, -frame.cost)
    if action.bonus:
        state = ops.gain_money(ops.gain_sources(state, pl, "C", 1), pl, 1)
    return start_activation(state, pl, state.device(action.device), action.pos, None)
