"""Small state transitions shared by the engine and the effects: each returns a new state.

Nothing here decides anything or checks legality; callers do that. Keeping the primitive moves
in one place means every tile movement and every counter goes through the same few functions,
which is what keeps the accounting invariants easy to trust.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .data import BASIC_SOURCE_TYPE, load
from .fastevolve import changer, evolve
from .frames import Frame
from .state import TYPE_INDEX, Device, GameState, Player

STACK_OF = {"start": 0, "age1": 0, "age2": 1, "age3": 2}

# the most frequent changes of a state, each as a plain function of (state, new values)
_with_players = changer(GameState, "players")
_with_pending = changer(GameState, "pending")
_with_players_pending = changer(GameState, "players", "pending")
_with_devices = changer(GameState, "devices")
_with_stacks = changer(GameState, "stacks")
_with_stacks_drawn = changer(GameState, "stacks", "hidden", "revealed", "progress")
_with_belts_progress = changer(GameState, "belts", "progress")
# ... and of a player
_money = changer(Player, "money")
_prestige = changer(Player, "prestige")
_clocks = changer(Player, "clocks")
_sources = changer(Player, "sources")
_supply = changer(Player, "supply")
_spent = changer(Player, "money", "sources", "supply")


def set_player(state: GameState, index: int, player: Player) -> GameState:
    players = list(state.players)
    players[index] = player
    return _with_players(state, tuple(players))


def update_player(state: GameState, index: int, **changes: Any) -> GameState:
    return set_player(state, index, evolve(state.players[index], **changes))


def gain_money(state: GameState, index: int, amount: int) -> GameState:
    p = state.players[index]
    return set_player(state, index, _money(p, p.money + amount))


def gain_prestige(state: GameState, index: int, amount: int) -> GameState:
    p = state.players[index]
    return set_player(state, index, _prestige(p, p.prestige + amount))


def gain_sources(state: GameState, index: int, power: str, amount: int) -> GameState:
    p = state.players[index]
    src = list(p.sources)
    src[TYPE_INDEX[power]] += amount
    if src[TYPE_INDEX[power]] < 0:
        raise ValueError("source count would go negative")
    return set_player(state, index, _sources(p, tuple(src)))


def pay_sources(state: GameState, index: int, types: str) -> GameState:
    """Return basic sources (one per letter of `types`) to the general supply."""
    p = state.players[index]
    src = list(p.sources)
    for t in types:
        src[TYPE_INDEX[t]] -= 1
    if min(src) < 0:
        raise ValueError("not enough sources")
    return set_player(state, index, _sources(p, tuple(src)))


def add_to_supply(state: GameState, index: int, tile_id: str) -> GameState:
    p = state.players[index]
    return set_player(state, index, _supply(p, tuple(sorted(p.supply + (tile_id,)))))


def remove_from_supply(state: GameState, index: int, tile_id: str) -> GameState:
    p = state.players[index]
    supply = list(p.supply)
    supply.remove(tile_id)
    return set_player(state, index, _supply(p, tuple(supply)))


def spend(player: Player, tile_ids: Iterable[str], pounds: int = 0) -> Player:
    """The player once the given tiles have left it (to be built or added to a device) and it
    has paid `pounds`: a basic source, named by its tile id, goes back to the general supply,
    any other tile leaves the player's supply."""
    sources = list(player.sources)
    supply = list(player.supply)
    for tile_id in tile_ids:
        if tile_id in BASIC_SOURCE_TYPE:
            sources[TYPE_INDEX[BASIC_SOURCE_TYPE[tile_id]]] -= 1
        else:
            supply.remove(tile_id)
    if min(sources) < 0:
        raise ValueError("not enough sources")
    return _spent(player, player.money - pounds, tuple(sources), tuple(supply))


def take_from_belt(state: GameState, belt: int, col: int, to_player: int) -> GameState:
    tile = state.belts[belt][col]
    assert tile is not None
    belts = list(state.belts)
    row = list(belts[belt])
    row[col] = None
    belts[belt] = tuple(row)
    state = _with_belts_progress(state, tuple(belts), True)
    return add_to_supply(state, to_player, tile)


def draw_from_stack(state: GameState, stack: int) -> tuple[GameState, str]:
    """Remove the top tile of a stack (revealing it); the caller puts it somewhere."""
    state, (tiles,) = draw_tiles(state, ((stack, 1),))
    return state, tiles[0]


def draw_tiles(
    state: GameState, requests: Iterable[tuple[int, int]]
) -> tuple[GameState, tuple[tuple[str, ...], ...]]:
    """For each (stack, count) in turn, remove the top `count` tiles of that stack, or all it
    has left if fewer (revealing them), all in one new state; the caller puts them somewhere.
    Returns the tiles drawn for each request. Drawing nothing changes nothing."""
    stacks = list(state.stacks)
    hidden = list(state.hidden)
    drawn = draw_from(stacks, hidden, requests)
    revealed = tuple(t for tiles in drawn for t in tiles)
    if not revealed:
        return state, drawn
    state = _with_stacks_drawn(state, tuple(stacks), tuple(hidden), state.revealed + revealed, True)
    return state, drawn


def draw_from(
    stacks: list[tuple[str, ...]], hidden: list[int], requests: Iterable[tuple[int, int]]
) -> tuple[tuple[str, ...], ...]:
    """`draw_tiles` on a state's stacks and hidden counts as lists, changed in place (for the
    end of a round, which changes many parts of the state and builds the new one once)."""
    drawn = []
    for stack, count in requests:
        pile = stacks[stack]
        tiles = pile[:count]
        if tiles:  # (a full belt asks for none: nothing changes)
            stacks[stack] = pile[len(tiles) :]
            hidden[stack] = max(0, hidden[stack] - len(tiles))
        drawn.append(tiles)
    return tuple(drawn)


def put_on_bottom(state: GameState, *tile_ids: str) -> GameState:
    """Return tiles, in order, to the bottom of the stacks they belong to (start tiles: Age I)."""
    if not tile_ids:
        return state
    stacks = list(state.stacks)
    put_under(stacks, tile_ids)
    return _with_stacks(state, tuple(stacks))


def put_under(stacks: list[tuple[str, ...]], tile_ids: Iterable[str]) -> None:
    """`put_on_bottom` on a state's stacks as a list, changed in place (as `draw_from`)."""
    tiles = load().tiles
    for tile_id in tile_ids:
        stack = STACK_OF[tiles[tile_id].stack]
        stacks[stack] = stacks[stack] + (tile_id,)


def counter_award(state: GameState, owner: int) -> tuple[Player, tuple[int, int, int], int]:
    """What a clock counter (2p: a coin) awarded to `owner` changes: the owner, the locks and
    the clock supply (and it counts as progress in the round)."""
    locks = list(state.locks)
    cur = state.current_stack
    clock_supply = state.clock_supply
    p = state.players[owner]
    if state.two_player:
        if locks[cur] > 0:
            locks[cur] -= 1
        # the coin is worth 1 pound; once the stack is empty the bank pays it (rulings.md)
        p = _money(p, p.money + 1)
    elif locks[cur] > 0:
        locks[cur] -= 1
        p = _clocks(p, p.clocks + 1)
    elif clock_supply > 0:
        clock_supply -= 1
        p = _clocks(p, p.clocks + 1)
    else:
        p = _prestige(p, p.prestige + 1)
    return p, (locks[0], locks[1], locks[2]), clock_supply


def devices_with(state: GameState, device: Device) -> tuple[Device, ...]:
    """The state's devices with `device` in place of the one with its id."""
    devices = state.devices
    for i, d in enumerate(devices):
        if d.id == device.id:
            return devices[:i] + (device,) + devices[i + 1 :]
    raise KeyError(device.id)


def replace_device(state: GameState, device: Device) -> GameState:
    return _with_devices(state, devices_with(state, device))


def push(state: GameState, *frames: Frame) -> GameState:
    return _with_pending(state, state.pending + frames)


def set_player_and_push(state: GameState, index: int, player: Player, frame: Frame) -> GameState:
    """`set_player` then `push`, as one new state."""
    players = list(state.players)
    players[index] = player
    return _with_players_pending(state, tuple(players), state.pending + (frame,))


def set_pending(state: GameState, pending: tuple[Frame, ...]) -> GameState:
    """The state with a new decision stack (several pushes and pops as one new state)."""
    return _with_pending(state, pending)


def pop(state: GameState) -> GameState:
    return _with_pending(state, state.pending[:-1])


def replace_top(state: GameState, frame: Frame) -> GameState:
    return _with_pending(state, state.pending[:-1] + (frame,))
