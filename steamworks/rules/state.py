"""The game state: immutable values holding ids, never object references.

Transitions build new states with `evolve` (fastevolve.py, equal to `attrs.evolve`); nothing
is ever mutated in place, so any earlier state can be kept (undo, search, replay) at no cost. Decisions still to be taken sit on
`pending`, a stack of frames (see frames.py): while one is on top, it says who acts and what
is legal.

`Player.automaton_at` records where a player's Automaton stands this round. It changes nothing
in the rules (once placed, the Automaton works like any mechanic), so it is left out of `repr`:
positions that differ only in it are the same position, and the AI's fingerprints of positions
(ai/observe.py `public_key`, a digest of the repr) stay exactly what they were before the field
existed. It still takes part in `==`, so saves and replays compare it like any other field.
"""

from __future__ import annotations

import attrs

from .connectors import Layout, Pos
from .frames import Frame

# Automaton whereabouts for each player
AUTO_BOARD = 0  # on the central board
AUTO_READY = 1  # on the player's persona board, an extra worker for this round
AUTO_USED = 2  # placed (or given up) this round

# Player.automaton_at: where the Automaton stands this round
AT_NOWHERE: tuple[int, ...] = ()  # not on a space (on the central board, ready, or given up)
# (space,): on persona space `space` of its player's board
# (device, row, col, slot): on mechanic space `slot` of the source at (row, col) of a device

C, S, E = 0, 1, 2  # indices into a player's basic-source counts
TYPE_INDEX = {"C": C, "S": S, "E": E}


@attrs.frozen(slots=True, weakref_slot=False)
class Device:
    """A built device: its owner, its tiles and the mechanics standing on its sources."""

    id: int
    owner: int
    layout: Layout
    # occupied mechanic spaces: (source pos, slot, player)
    workers: tuple[tuple[Pos, int, int], ...] = ()

    @property
    def size(self) -> int:
        return len(self.layout)

    def occupant(self, pos: Pos, slot: int) -> int | None:
        for p, s, who in self.workers:
            if p == pos and s == slot:
                return who
        return None


@attrs.frozen(slots=True, weakref_slot=False)
class Player:
    """One player's persona, resources, tiles in supply and workers."""

    persona: str
    side: str
    money: int
    prestige: int = 0  # prestige chips
    clocks: int = 0  # clock counters earned from other players' use of their devices
    sources: tuple[int, int, int] = (0, 0, 0)  # basic sources C, S, E
    supply: tuple[str, ...] = ()  # tile ids (not basic sources), sorted
    mechanics: int = 2  # mechanics unlocked (2, then 3 in Age II, 4 in Age III)
    used: int = 0  # mechanics placed or passed this round, from the left
    spaces: tuple[bool, ...] = ()  # persona spaces occupied this round
    automaton: int = AUTO_BOARD
    # where the Automaton stands this round (AT_NOWHERE, (space,) or (device, row, col, slot));
    # kept out of repr on purpose: see the module docstring
    automaton_at: tuple[int, ...] = attrs.field(default=AT_NOWHERE, repr=False)

    @property
    def source_count(self) -> int:
        return self.sources[0] + self.sources[1] + self.sources[2]

    @property
    def automaton_space(self) -> int | None:
        """The persona space the Automaton stands on this round, if it stands on one."""
        return self.automaton_at[0] if len(self.automaton_at) == 1 else None

    @property
    def automaton_device_spot(self) -> tuple[int, Pos, int] | None:
        """(device id, source pos, slot) where the Automaton stands this round, if on a device."""
        at = self.automaton_at
        return (at[0], (at[1], at[2]), at[3]) if len(at) == 4 else None


def persona_spot(space: int) -> tuple[int, ...]:
    """`Player.automaton_at` for an Automaton on persona space `space`."""
    return (space,)


def device_spot(device: int, pos: Pos, slot: int) -> tuple[int, ...]:
    """`Player.automaton_at` for an Automaton on mechanic space `slot` of the source at `pos`."""
    return (device, pos[0], pos[1], slot)


@attrs.frozen(slots=True, weakref_slot=False)
class GameState:
    """Everything about a game in progress. Seats are in clockwise order."""

    players: tuple[Player, ...]
    belts: tuple[tuple[str | None, ...], ...]  # per belt, column 0 = rightmost space
    stacks: tuple[tuple[str, ...], ...]  # Age I, II, III stacks, index 0 = top
    hidden: tuple[int, int, int]  # how many tiles at the top of each stack nobody has seen
    locks: tuple[int, int, int]  # counters on the Age II lock, Age III lock and Game End
    clock_supply: int  # clock counters in the general supply
    clocks_removed: int = 0  # counters (or coins) that left the game
    age: int = 1
    round: int = 1
    turn: int = 1  # counts turns over the whole game (undo never crosses a turn)
    start_player: int = 0
    current: int = 0  # whose turn it is, when no decision is pending
    devices: tuple[Device, ...] = ()
    next_device_id: int = 1
    removed: tuple[str, ...] = ()  # tiles removed from the game (Ornament Grinder)
    pending: tuple[Frame, ...] = ()  # decision frames, last = top
    rng: int = 0
    progress: bool = False  # a counter was awarded or a tile left a belt or stack this round
    game_over: bool = False
    variant_end_of_age: bool = False
    revealed: tuple[str, ...] = ()  # tiles the last transition revealed from face-down stacks
    end_reason: str = ""

    @property
    def num_players(self) -> int:
        return len(self.players)

    @property
    def two_player(self) -> bool:
        return len(self.players) == 2

    @property
    def current_stack(self) -> int:
        """Index into `locks` of the counters whose emptying ends this age."""
        return self.age - 1

    def device(self, device_id: int) -> Device:
        for d in self.devices:
            if d.id == device_id:
                return d
        raise KeyError(device_id)
