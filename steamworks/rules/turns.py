"""Turns and rounds: placing or passing a worker, persona space steps, ending a turn, and the
four end-of-round steps (retrieve, new age, belts, start player).
"""

from __future__ import annotations

import functools
from collections.abc import Iterator

from ..language import mark
from . import building, ops
from .actions import Action, Pass, PlaceDevice, PlacePersona
from .connectors import Layout, Pos
from .data import PersonaSide, load
from .effects import is_butler
from .fastevolve import changer
from .frames import StepsFrame
from .state import (
    AT_NOWHERE,
    AUTO_BOARD,
    AUTO_READY,
    AUTO_USED,
    Device,
    E,
    GameState,
    Player,
    device_spot,
    persona_spot,
)
from .steps import STEPS

# why a game ended, kept in the state (and its saves) in English: translated where shown,
# with `tr(state.end_reason)`
END_COUNTERS_OUT = mark("The Game End counters ran out.")
END_STACK_SHORT = mark("A tile stack could not refill its conveyor belt during Age III.")

# ------------------------------------------------------------------ workers and wages


def persona_side(player: Player) -> PersonaSide:
    return load().persona_side(player.persona, player.side)


def next_wage(player: Player) -> int:
    return persona_side(player).wages[player.used]


def can_pay_wage(player: Player) -> bool:
    wage = next_wage(player)
    if persona_side(player).wage_resource == "electrickal":
        return player.sources[E] >= wage
    return player.money >= wage


def has_worker(player: Player) -> bool:
    return player.used < player.mechanics or player.automaton == AUTO_READY


@functools.lru_cache(maxsize=65536)
def mechanic_spaces(layout: Layout) -> tuple[tuple[Pos, int], ...]:
    """(pos, slot) of every mechanic space on the sources of a device's layout, in layout order."""
    tiles = load().tiles
    return tuple(
        (pos, slot)
        for pos, tid, _rot in layout
        if tiles[tid].is_source
        for slot in range(tiles[tid].spaces)
    )


def free_device_spaces(state: GameState) -> Iterator[tuple[Device, Pos, int]]:
    """(device, pos, slot) of every vacant mechanic space on a source, in a stable order."""
    for d in state.devices:
        if not d.workers:
            for pos, slot in mechanic_spaces(d.layout):
                yield d, pos, slot
            continue
        taken = {(p, s) for p, s, _who in d.workers}
        for pos, slot in mechanic_spaces(d.layout):
            if (pos, slot) not in taken:
                yield d, pos, slot


@functools.lru_cache(maxsize=65536)
def device_placements(device: Device, automaton: bool) -> tuple[PlaceDevice, ...]:
    """A `PlaceDevice` for each vacant mechanic space of `device`, in `free_device_spaces` order.

    Actions are immutable values, and a device stays as it is for many turns while every player
    asks for their placements, so the same actions are handed out again instead of rebuilt."""
    taken = {(p, s) for p, s, _who in device.workers}
    return tuple(
        PlaceDevice(device.id, pos, slot, automaton)
        for pos, slot in mechanic_spaces(device.layout)
        if (pos, slot) not in taken
    )


@functools.lru_cache(maxsize=4096)
def persona_placements(spaces: tuple[bool, ...], automaton: bool) -> tuple[PlacePersona, ...]:
    """A `PlacePersona` for each vacant persona space, in order (remembered, as above)."""
    return tuple(PlacePersona(i, automaton) for i, occupied in enumerate(spaces) if not occupied)


_PASS, _PASS_AUTOMATON = Pass(), Pass(automaton=True)
_with_workers = changer(Device, "workers")


def turn_legal(state: GameState) -> list[Action]:
    p = state.players[state.current]
    out: list[Action] = []
    if p.used < p.mechanics and can_pay_wage(p):
        out.extend(persona_placements(p.spaces, False))
        for d in state.devices:
            out.extend(device_placements(d, False))
    if p.automaton == AUTO_READY:
        out.extend(persona_placements(p.spaces, True))
        if not is_butler(p):
            for d in state.devices:
                out.extend(device_placements(d, True))
    if p.used < p.mechanics:
        out.append(_PASS)
    if p.automaton == AUTO_READY:
        out.append(_PASS_AUTOMATON)
    return out


def _after_wage(p: Player, sign: int) -> tuple[int, tuple[int, int, int]]:
    """The player's (money, sources) once the next wage is paid (sign -1) or, passing, collected
    (sign +1), in pounds or electrickal sources as the persona pays."""
    wage = sign * next_wage(p)
    if persona_side(p).wage_resource == "electrickal":
        return p.money, (p.sources[0], p.sources[1], p.sources[E] + wage)
    return p.money + wage, p.sources


# a player after a placement or a pass: every field either can change, set at once
_placed = changer(Player, "money", "sources", "used", "spaces", "automaton", "automaton_at")
_passed = changer(Player, "money", "sources", "used")
_gave_up_automaton = changer(Player, "automaton")


def _paid_worker(
    p: Player, automaton: bool, spaces: tuple[bool, ...], at: tuple[int, ...]
) -> Player:
    """The player once the worker being placed is paid for (the Automaton works for nothing),
    with its persona spaces now `spaces` and its Automaton at `at`."""
    if automaton:
        return _placed(p, p.money, p.sources, p.used, spaces, AUTO_USED, at)
    money, sources = _after_wage(p, -1)
    return _placed(p, money, sources, p.used + 1, spaces, p.automaton, at)


def turn_apply(state: GameState, action: Action) -> GameState:
    me = state.current
    p = state.players[me]
    if isinstance(action, Pass):
        if action.automaton:
            return ops.set_player(state, me, _gave_up_automaton(p, AUTO_USED))
        money, sources = _after_wage(p, +1)
        return ops.set_player(state, me, _passed(p, money, sources, p.used + 1))
    if isinstance(action, PlacePersona):
        spaces = list(p.spaces)
        spaces[action.space] = True
        at = persona_spot(action.space) if action.automaton else p.automaton_at
        paid = _paid_worker(p, action.automaton, tuple(spaces), at)
        return ops.set_player_and_push(
            state, me, paid, StepsFrame(me, persona_side(p).spaces[action.space])
        )
    assert isinstance(action, PlaceDevice)
    at = device_spot(action.device, action.pos, action.slot) if action.automaton else p.automaton_at
    device = state.device(action.device)
    device = _with_workers(device, device.workers + ((action.pos, action.slot, me),))
    players = list(state.players)
    players[me] = _paid_worker(p, action.automaton, p.spaces, at)
    owner = device.owner if device.owner != me else None
    progress, locks, clock_supply = state.progress, state.locks, state.clock_supply
    if owner is not None:  # an opponent's device: its owner earns a clock counter (2p: a coin)
        players[owner], locks, clock_supply = ops.counter_award(state, owner)
        progress = True
    # paid, counted and the source fired, in one new state
    return _placed_on_device(
        state,
        tuple(players),
        ops.devices_with(state, device),
        progress,
        locks,
        clock_supply,
        state.pending + (building.activation_frame(me, device, action.pos, owner),),
    )


_placed_on_device = changer(
    GameState, "players", "devices", "progress", "locks", "clock_supply", "pending"
)


# ------------------------------------------------------------------ persona space steps


_steps_left = changer(StepsFrame, "steps")


def run_steps(state: GameState, frame: StepsFrame) -> GameState:
    """Perform the next step of a persona space; steps needing a choice push a frame."""
    step, rest = frame.steps[0], frame.steps[1:]
    below = state.pending[:-1]
    # the frame keeps the steps after this one, or goes: set in the same new state as the step
    pending = below + (_steps_left(frame, rest),) if rest else below
    name, _, arg = step.partition(":")
    kind = STEPS.get(name)
    if kind is None:
        raise ValueError(f"unknown persona step {step!r}")
    return kind.perform(state, frame.player, arg, pending, below)


# ------------------------------------------------------------------ end of turn and round


_next_turn = changer(GameState, "current", "turn")


def end_turn(state: GameState) -> GameState:
    n = state.num_players
    for k in range(1, n + 1):
        i = (state.current + k) % n
        if has_worker(state.players[i]):
            return _next_turn(state, i, state.turn + 1)
    return end_round(state)


class _RoundEnd:
    """The parts of a state the end of a round changes, as plain values and lists that the four
    steps below change in place; `end_round` then writes them into one new state. (The end of a
    round comes at the end of many of the AI's look-aheads, and a new state per step was a large
    part of its cost.)"""

    __slots__ = (
        "players",
        "devices",
        "belts",
        "stacks",
        "hidden",
        "revealed",
        "locks",
        "clocks_removed",
        "age",
        "progress",
        "game_over",
        "end_reason",
    )

    def __init__(self, state: GameState):
        self.players = state.players
        self.devices = state.devices
        self.belts = list(state.belts)
        self.stacks = list(state.stacks)
        self.hidden = list(state.hidden)
        self.revealed = state.revealed
        self.locks = list(state.locks)
        self.clocks_removed = state.clocks_removed
        self.age = state.age
        self.progress = state.progress
        self.game_over = state.game_over
        self.end_reason = state.end_reason

    @property
    def current_stack(self) -> int:
        """As `GameState.current_stack`: the counters whose emptying ends this age."""
        return self.age - 1


_home = changer(Player, "used", "spaces", "automaton", "automaton_at")
_mechanics = changer(Player, "mechanics")
# the parts the round's steps change, then what the next turn sets
_round_ended = changer(GameState, *_RoundEnd.__slots__, "start_player", "current", "round", "turn")


def _retrieve(table: _RoundEnd) -> None:
    """Every worker comes home; the Automatons go back to the board (a butler stays ready)."""
    # (lists made into tuples: a comprehension is cheaper than a generator, and this runs at
    # the end of every round search plays)
    table.players = tuple(
        [
            _home(
                p,
                0,
                (False,) * len(p.spaces),
                AUTO_READY if is_butler(p) else AUTO_BOARD,
                AT_NOWHERE,
            )
            for p in table.players
        ]
    )
    devices = table.devices
    if any(d.workers for d in devices):
        table.devices = tuple([_with_workers(d, ()) if d.workers else d for d in devices])


def _drop_counter(table: _RoundEnd) -> None:
    cur = table.current_stack
    if table.locks[cur] > 0:
        table.locks[cur] -= 1
        table.clocks_removed += 1


def _begin_next_age(table: _RoundEnd, reason: str) -> None:
    """The current age is over: the next begins (a mechanic each), or the game ends."""
    if table.age == 3:
        table.game_over = True
        table.end_reason = reason
        return
    most = load().board.mechanics_per_player
    table.players = tuple([_mechanics(p, min(p.mechanics + 1, most)) for p in table.players])
    table.age += 1


def _advance_belts(table: _RoundEnd) -> None:
    # the rightmost tile of each belt goes to the bottom of its stack; the rest slide right
    belts = table.belts
    ops.put_under(table.stacks, [row[0] for row in belts if row[0] is not None])
    for b, row in enumerate(belts):
        if not any(row):
            continue  # an empty belt (tile ids are never empty): nothing moves
        rest = row[1:]
        if None in rest:
            rest = tuple([t for t in rest if t is not None])
        belts[b] = rest + (None,) * (len(row) - len(rest))


def _fill(row: tuple[str | None, ...], tiles: tuple[str, ...]) -> tuple[str | None, ...]:
    """The belt with its empty spaces filled from the right by `tiles` in turn, as far as they
    go. The belts have just moved on (`_advance_belts`), so a belt's tiles are packed at the
    right (column 0) and its empty spaces are the leftmost ones."""
    k = len(row) - row.count(None)
    assert None not in row[:k], "a belt is refilled only once its tiles have moved right"
    return row[:k] + tiles + (None,) * (len(row) - k - len(tiles))


@functools.cache
def _unlocked_belts(age: int) -> tuple[tuple[int, int], ...]:
    """(belt, the stack it fills from) of every belt in play in `age`, in board order."""
    return tuple((b, bdef.age - 1) for b, bdef in enumerate(load().board.belts) if bdef.age <= age)


def _refill(table: _RoundEnd, variant_end_of_age: bool) -> None:
    """Fill empty belt spaces from unlocked stacks; an exhausted stack ends the age early."""
    ended_age = False
    while True:
        belts = table.belts
        unlocked = _unlocked_belts(table.age)
        wanted = [belts[b].count(None) for b, _stack in unlocked]
        # each belt's spaces fill from the right, in board order, as far as its stack reaches
        drawn = ops.draw_from(
            table.stacks, table.hidden, [(stack, n) for (_b, stack), n in zip(unlocked, wanted)]
        )
        # FIX (variant): collect every short age, so that a short older belt (found first in
        # board order) cannot hide the current age's short belt from the variant's check below.
        short_ages: set[int] = set()
        for (b, stack), n, tiles in zip(unlocked, wanted, drawn):
            if tiles:
                belts[b] = _fill(belts[b], tiles)
            if len(tiles) < n:
                short_ages.add(stack + 1)  # stack i holds the tiles of age i + 1
        revealed = sum(drawn, ())  # the drawn tiles, in the order drawn
        if revealed:
            table.revealed += revealed
            table.progress = True
        if not short_ages:
            return
        # FIX (ruling 10): a short stack ends one age per end of round. The loop only runs again
        # to fill the newly unlocked belt; belts still short then do not end that new age (and
        # the next, ending the game) at once. They end it at the next round's end, if still short.
        if ended_age:
            return
        if variant_end_of_age and table.age not in short_ages:
            return  # variant: an empty stack only ends its own age
        # the counters left in the current stack leave the game and the next age begins now
        cur = table.current_stack
        table.clocks_removed += table.locks[cur]
        table.locks[cur] = 0
        _begin_next_age(table, END_STACK_SHORT)
        if table.game_over:
            return
        ended_age = True


def end_round(state: GameState) -> GameState:
    """The round is over (nobody has a worker left): the four end-of-round steps, then the next
    round's first turn, as one new state."""
    table = _RoundEnd(state)
    _retrieve(table)
    if not state.progress:
        _drop_counter(table)  # ruling 14: a round where nothing happened still ticks
    if state.two_player:
        _drop_counter(table)  # a coin leaves the current stack every round
    if table.locks[table.current_stack] == 0:
        _begin_next_age(table, END_COUNTERS_OUT)
    if not table.game_over:
        _advance_belts(table)
        _refill(table, state.variant_end_of_age)
    if table.game_over:
        start, current, round_, progress = (
            state.start_player,
            state.current,
            state.round,
            table.progress,
        )
    else:
        start = (state.start_player + 1) % state.num_players
        current, round_, progress = start, state.round + 1, False
    return _round_ended(
        state,
        table.players,
        table.devices,
        tuple(table.belts),
        tuple(table.stacks),
        tuple(table.hidden),
        table.revealed,
        tuple(table.locks),
        table.clocks_removed,
        table.age,
        progress,
        table.game_over,
        table.end_reason,
        start,
        current,
        round_,
        state.turn + 1,
    )
