"""Checks that a structured setup and game state describe something the rules allow, before any
of it reaches the engine.

The converter has already made sure every value has the right type; these checks catch values
of the right type that are impossible: negative money, a seat number past the table, a tile
id the game does not have, one tile in two places (or a tile missing altogether), a persona
that does not exist, an Automaton standing where its player has no worker. Each failure raises `ImpossibleGame` with a sentence naming the problem.

Replaying the log would also reject such a file (its final state would differ from the
snapshot), but only with a vaguer message and only after running the engine on untrusted
input; checking first keeps the engine away from states it was never designed to see.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from steamworks.rules import frames as F
from steamworks.rules.connectors import Layout, Pos
from steamworks.rules.data import BASIC_SOURCE_IDS, load
from steamworks.rules.setup import PERSONAS_DRAFT, PERSONAS_FIXED, PERSONAS_RANDOM, GameSetup
from steamworks.rules.state import AUTO_BOARD, AUTO_USED, GameState

from .errors import ImpossibleGame
from .record import LogEntry

# checks that a seat number names a player of the game, saying where it was found
SeatCheck = Callable[[int | None, str], None]

MAX_NAME = 100  # characters in a seat name or controller (the UI's name field is far shorter)
MAX_COLOUR = 63  # highest colour index a seat may have (the UI has a handful of colours)
MAX_COUNT = 100_000  # money, prestige, counters: far above anything a real game reaches
MAX_PENDING = 64  # decisions stacked at once (a real game never has more than a handful)
MAX_ROTATION = 1000  # quarter turns; see _check_layout
MAX_DEVICE_TILES = 40  # tiles in one device (a real device has at most a dozen or so)
RNG_LIMIT = 2**64  # the engine's generator state is an unsigned 64-bit number
DECK_STACKS = ("start", "age1", "age2", "age3")


def _fail(message: str) -> None:
    raise ImpossibleGame(message)


def has_control_chars(text: str) -> bool:
    # only true control characters (category Cc: escapes, NUL, newlines); format characters
    # such as the zero-width joiner inside emoji are legitimate in names
    return any(unicodedata.category(ch) == "Cc" for ch in text)


# ------------------------------------------------------------------ setup


def check_setup(setup: GameSetup) -> None:
    """Refuse a setup the game could not deal (GameSetup itself already checked the seat count,
    persona mode and start player when it was built). Names, controllers and colours never
    affect the rules, so their limits are generous: only what could not come from the UI."""
    data = load()
    for i, seat in enumerate(setup.seats):
        where = f"seat {i + 1}"
        if len(seat.name) > MAX_NAME:
            _fail(
                f"The save's {where} has a player name of {len(seat.name)} characters (at most {MAX_NAME})."
            )
        if has_control_chars(seat.name) or has_control_chars(seat.controller):
            _fail(
                f"The save's {where} has a player name or controller containing control characters."
            )
        if len(seat.controller) > MAX_NAME:
            _fail(f"The save's {where} has a controller name of {len(seat.controller)} characters.")
        if not 0 <= seat.colour <= MAX_COLOUR:
            _fail(f"The save's {where} has colour number {seat.colour}, which does not exist.")
        if seat.persona is not None and seat.persona not in data.personas:
            _fail(
                f"The save's {where} plays the persona {seat.persona[:30]!r}, which does not exist."
            )
    if not -(RNG_LIMIT // 2) <= setup.seed < RNG_LIMIT:
        _fail("The save's random seed is out of range.")


# ------------------------------------------------------------------ log


def check_log(log: Sequence[LogEntry], setup: GameSetup) -> None:
    """Refuse log entries naming a seat past the table or a tile the game does not have (the
    actions themselves are judged by the engine during the replay)."""
    for number, entry in enumerate(log, 1):
        if not 0 <= entry.seat < len(setup.seats):
            _fail(
                f"Action {number} of the save's log is by player number {entry.seat}, but there are only {len(setup.seats)} players."
            )
        if len(entry.revealed) > 40:
            _fail(
                f"Action {number} of the save's log reveals {len(entry.revealed)} tiles, more than any action could."
            )
        for tid in entry.revealed:
            _known_tile(tid, f"the tiles revealed by action {number} of the log", "log")


# ------------------------------------------------------------------ state


def check_state(state: GameState, setup: GameSetup, what: str = "snapshot") -> None:
    """Refuse a game state no sequence of legal actions could reach, naming what is wrong."""
    data = load()
    n = len(state.players)
    if n != len(setup.seats):
        _fail(f"The save's {what} has {n} players but its setup seats {len(setup.seats)}.")

    def seat_ok(seat: int | None, place: str) -> None:
        if seat is not None and not 0 <= seat < n:
            _fail(
                f"The save's {what} refers to player number {seat} in {place}, but there are only {n} players."
            )

    # --- table-wide counters
    if not 1 <= state.age <= 3:
        _fail(f"The save's {what} is in Age {state.age}; the game has Ages I to III.")
    if state.round < 1 or state.turn < 1 or state.round > MAX_COUNT or state.turn > MAX_COUNT:
        _fail(
            f"The save's {what} has an impossible round ({state.round}) or turn ({state.turn}) number."
        )
    seat_ok(state.start_player, "the start player")
    seat_ok(state.current, "whose turn it is")
    if not 0 <= state.rng < RNG_LIMIT:
        _fail(f"The save's {what} has a random-generator state out of range.")
    for label, value in (
        ("clock counters in the supply", state.clock_supply),
        ("clock counters removed", state.clocks_removed),
    ):
        if not 0 <= value <= MAX_COUNT:
            _fail(f"The save's {what} has {value} {label}.")
    if any(not 0 <= lock <= MAX_COUNT for lock in state.locks):
        _fail(
            f"The save's {what} has an impossible number of counters on a lock: {list(state.locks)}."
        )
    if len(state.end_reason) > 300 or has_control_chars(state.end_reason):
        _fail(f"The save's {what} has a malformed reason for the end of the game.")

    # --- players
    personas_seen: set[str] = set()
    drafting = {f.player for f in state.pending if isinstance(f, F.DraftFrame)}
    for i, p in enumerate(state.players):
        who = f"player {i + 1} ({setup.seats[i].name})"
        if p.persona == "" and p.side == "":
            if setup.personas != PERSONAS_DRAFT or i not in drafting:
                _fail(f"The save's {what} has no persona for {who}, who is not choosing one.")
        else:
            if p.persona not in data.personas or p.side not in ("A", "B"):
                _fail(
                    f"The save's {what} gives {who} the unknown persona {p.persona[:30]!r} side {p.side[:5]!r}."
                )
            if p.persona in personas_seen:
                _fail(
                    f"The save's {what} has two players with the persona {data.persona_names[p.persona]}."
                )
            personas_seen.add(p.persona)
            seat = setup.seats[i]
            if setup.personas == PERSONAS_FIXED and (p.persona, p.side) != (
                seat.persona,
                seat.side,
            ):
                _fail(
                    f"The save's {what} gives {who} a different persona from the one the setup fixed."
                )
            if setup.personas == PERSONAS_RANDOM and p.side != "A":
                _fail(
                    f"The save's {what} has {who} on side B of their persona, but random personas are dealt side A."
                )
            spaces = len(data.persona_side(p.persona, p.side).spaces)
            if len(p.spaces) != spaces:
                _fail(
                    f"The save's {what} gives {who} {len(p.spaces)} persona spaces; their board has {spaces}."
                )
        for label, value in (
            ("money", p.money),
            ("prestige", p.prestige),
            ("clock counters", p.clocks),
        ):
            if not 0 <= value <= MAX_COUNT:
                _fail(f"The save's {what} gives {who} {value} {label}, which is impossible.")
        if any(not 0 <= s <= MAX_COUNT for s in p.sources):
            _fail(
                f"The save's {what} gives {who} an impossible number of basic sources: {list(p.sources)}."
            )
        if not data.board.mechanics_at_start <= p.mechanics <= data.board.mechanics_per_player:
            _fail(f"The save's {what} gives {who} {p.mechanics} mechanics; players have 2 to 4.")
        if not 0 <= p.used <= p.mechanics:
            _fail(f"The save's {what} says {who} used {p.used} of {p.mechanics} mechanics.")
        if not AUTO_BOARD <= p.automaton <= AUTO_USED:
            _fail(f"The save's {what} puts {who}'s Automaton in an unknown place ({p.automaton}).")

    # --- board shape
    belts_def = data.board.belts
    if len(state.belts) != len(belts_def) or any(
        len(row) != b.spaces for row, b in zip(state.belts, belts_def)
    ):
        _fail(f"The save's {what} has conveyor belts of the wrong number or length.")
    if len(state.stacks) != 3:
        _fail(f"The save's {what} has {len(state.stacks)} tile stacks; the game has 3.")
    for k, (pile, hidden) in enumerate(zip(state.stacks, state.hidden)):
        if not 0 <= hidden <= len(pile):
            _fail(
                f"The save's {what} says {hidden} tiles of the Age {'I' * (k + 1)} stack are unseen, but it holds {len(pile)}."
            )

    # --- devices
    ids: set[int] = set()
    for d in state.devices:
        if d.id in ids:
            _fail(f"The save's {what} has two devices numbered {d.id}.")
        ids.add(d.id)
        if not 1 <= d.id < state.next_device_id:
            _fail(
                f"The save's {what} has a device numbered {d.id}, but only {state.next_device_id - 1} were ever built."
            )
        seat_ok(d.owner, f"the owner of device #{d.id}")
        _check_layout(d.layout, f"device #{d.id}", what)
        cells = {pos for pos, _t, _r in d.layout}
        for pos, slot, worker in d.workers:
            seat_ok(worker, f"a mechanic on device #{d.id}")
            if pos not in cells or not 0 <= slot < 4:
                _fail(
                    f"The save's {what} has a mechanic standing where device #{d.id} has no source."
                )
    if state.next_device_id > MAX_COUNT:
        _fail(f"The save's {what} has an impossible device count.")

    # --- where each Automaton stands (after the devices: it may stand on one)
    for i in range(len(state.players)):
        _check_automaton_at(state, i, f"player {i + 1} ({setup.seats[i].name})", what)

    # --- pending decisions
    if len(state.pending) > MAX_PENDING:
        _fail(
            f"The save's {what} has {len(state.pending)} decisions waiting, far more than any game could."
        )
    for frame in state.pending:
        _check_frame(frame, state, ids, seat_ok, what)

    for tid in state.revealed:
        _known_tile(tid, "the tiles just revealed", what)
    _check_tile_accounting(state, setup, what)


def _check_automaton_at(state: GameState, i: int, who: str, what: str) -> None:
    """`automaton_at` is nowhere, or a place where this player's worker stands, and only when
    the Automaton was used this round."""
    p = state.players[i]
    at = p.automaton_at
    if not at:
        return
    if len(at) not in (1, 4):
        _fail(f"The save's {what} puts {who}'s Automaton in a malformed place ({list(at)[:6]}).")
    if p.automaton != AUTO_USED:
        _fail(
            f"The save's {what} has {who}'s Automaton standing on a space although it was not used this round."
        )
    if p.automaton_space is not None:
        space = p.automaton_space
        if not 0 <= space < len(p.spaces) or not p.spaces[space]:
            _fail(
                f"The save's {what} has {who}'s Automaton on persona space {space + 1}, where no worker stands."
            )
        return
    spot = p.automaton_device_spot
    assert spot is not None  # automaton_at holds four numbers here (checked above)
    device, pos, slot = spot
    found = [d for d in state.devices if d.id == device]
    if not found or found[0].occupant(pos, slot) != i:
        _fail(
            f"The save's {what} has {who}'s Automaton on device #{device}, where no worker of theirs stands."
        )


def _check_layout(layout: Layout, place: str, what: str) -> None:
    if not layout or len(layout) > MAX_DEVICE_TILES:
        _fail(f"The save's {what} has {place} with {len(layout)} tiles.")
    cells: set[Pos] = set()
    for pos, tid, rot in layout:
        _known_tile(tid, place, what)
        # the engine keeps a built device's rotations as given (5 quarter turns is accepted as
        # 1), so any modest number is a state a real game can reach
        if abs(rot) > MAX_ROTATION:
            _fail(f"The save's {what} has a tile of {place} turned {rot} quarter turns.")
        if pos in cells:
            _fail(f"The save's {what} has two tiles on the same square of {place}.")
        if any(abs(c) > 100 for c in pos):
            _fail(f"The save's {what} has a tile of {place} placed impossibly far away.")
        cells.add(pos)


def _check_frame(
    frame: Any, state: GameState, device_ids: set[int], seat_ok: SeatCheck, what: str
) -> None:
    name = type(frame).__name__
    seat_ok(frame.player, f"a {name}")
    for attr in ("owner",):
        seat_ok(getattr(frame, attr, None), f"a {name}")
    device = getattr(frame, "device", None)
    if device is not None and device not in device_ids:
        _fail(f"The save's {what} has a decision about device #{device}, which does not exist.")
    if isinstance(frame, F.DraftFrame):
        for persona in frame.offered:
            if persona not in load().personas:
                _fail(f"The save's {what} offers the unknown persona {persona[:30]!r}.")
    if isinstance(frame, F.RevealFrame):
        for tid in frame.tiles:
            _known_tile(tid, "the revealed tiles", what)
        if len(frame.tiles) > 2 or not 1 <= frame.stack <= 3:
            _fail(f"The save's {what} has an impossible Innovation Turbine reveal.")
    if isinstance(frame, F.ActivationFrame):
        _check_layout(frame.layout, "the device being activated", what)
        if frame.source not in {p for p, _t, _r in frame.layout}:
            _fail(f"The save's {what} activates a source that is not part of its device.")
    if isinstance(frame, F.StepsFrame) and len(frame.steps) > 10:
        _fail(f"The save's {what} has an impossible persona-space decision.")
    counts = [
        getattr(frame, a) for a in ("count", "cost", "remaining", "gears_pass") if hasattr(frame, a)
    ]
    if any(not 0 <= c <= 100 for c in counts):
        _fail(f"The save's {what} has a decision with an impossible count or cost.")


def _known_tile(tid: str, place: str, what: str) -> None:
    if tid not in load().tiles:
        _fail(
            f"The save's {what} has a tile {tid[:40]!r} in {place}, but the game has no such tile."
        )


def _tile_places(state: GameState, setup: GameSetup) -> Iterator[tuple[str, str]]:
    """(tile id, place) for every physical tile the state holds (basic sources in devices are
    unlimited and not tracked; everywhere else they are counts, never ids)."""
    basic = set(BASIC_SOURCE_IDS.values())
    for b, row in enumerate(state.belts):
        for tid in row:
            if tid is not None:
                yield tid, f"conveyor belt {b + 1}"
    for k, pile in enumerate(state.stacks):
        for tid in pile:
            yield tid, f"the Age {'I' * (k + 1)} stack"
    for i, p in enumerate(state.players):
        for tid in p.supply:
            yield tid, f"{setup.seats[i].name}'s supply"
    for d in state.devices:
        for _pos, tid, _rot in d.layout:
            if tid not in basic:
                yield tid, f"device #{d.id}"
    for tid in state.removed:
        yield tid, "the tiles removed from the game"
    for frame in state.pending:
        if isinstance(frame, F.RevealFrame):
            for tid in frame.tiles:
                yield tid, "the Innovation Turbine's revealed tiles"


def _check_tile_accounting(state: GameState, setup: GameSetup, what: str) -> None:
    """Every game tile must be in exactly one place; persona tiles only with their persona."""
    data = load()
    tiles = data.tiles
    basic = set(BASIC_SOURCE_IDS.values())
    seen: dict[str, str] = {}
    for tid, place in _tile_places(state, setup):
        _known_tile(tid, place, what)
        name = f"{tiles[tid].name} ({tid})"
        if tid in basic and not place.startswith("device"):
            _fail(
                f"The save's {what} has a basic source tile in {place}; basic sources are only counted there."
            )
        if tid in seen:
            _fail(f"The save's {what} has the tile {name} in two places: {seen[tid]} and {place}.")
        seen[tid] = place
        if tiles[tid].stack == "persona" and not (
            place.endswith("supply") or place.startswith(("device", "the tiles removed"))
        ):
            _fail(f"The save's {what} has the persona tile {name} in {place}.")
    for tid, tile in tiles.items():
        if tile.stack in DECK_STACKS and tid not in seen:
            _fail(
                f"The save's {what} has lost the tile {tile.name} ({tid}): it is on no belt, stack, supply or device."
            )
    in_play = {
        persona_tile
        for p in state.players
        if p.persona and (persona_tile := data.persona_side(p.persona, p.side).tile) is not None
    }
    for tid, place in seen.items():
        if tiles[tid].stack == "persona" and tid not in in_play:
            _fail(
                f"The save's {what} has the persona tile {tiles[tid].name} ({tid}) in {place}, but nobody plays that persona side."
            )
    for tid in in_play:
        if tid not in seen:
            _fail(f"The save's {what} has lost the persona tile {tiles[tid].name} ({tid}).")
