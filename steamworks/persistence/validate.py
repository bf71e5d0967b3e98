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
from typing import Any, NoReturn

import attrs

from steamworks.language import mark, tr
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


# translators: the part of a save file that holds the game as it stands ("The save's snapshot")
SNAPSHOT = mark("snapshot")
# translators: the part of a save file that lists the moves played ("The save's log")
LOG = mark("log")
# a player's count out of range, by what it counts
_GIVES_MONEY = mark("The save's {part} gives {player} {count} money, which is impossible.")
_GIVES_PRESTIGE = mark("The save's {part} gives {player} {count} prestige, which is impossible.")
_GIVES_CLOCKS = mark(
    "The save's {part} gives {player} {count} clock counters, which is impossible."
)


def _player(setup: GameSetup, i: int) -> str:
    """A player as the save's problems name them: "player 2 (Brunel)"."""
    return tr("player {number} ({name})", number=i + 1, name=setup.seats[i].name)


def _fail(sentence: str, /, **fields: Any) -> NoReturn:
    """Refuse the save: `sentence` (marked whole where it is written) in the language spoken,
    its placeholders filled from `fields`."""
    raise ImpossibleGame(tr(sentence, **fields))


@attrs.frozen
class _Part:
    """The part of the save a check is about ("snapshot", "seat 2"), in the language spoken:
    each of its refusals is a sentence "The save's {part} ...", and names it there."""

    name: str

    def refuse(self, sentence: str, /, **fields: Any) -> NoReturn:
        _fail(sentence, part=self.name, **fields)


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
        part = _Part(tr("seat {number}", number=i + 1))
        if len(seat.name) > MAX_NAME:
            part.refuse(
                mark("The save's {part} has a player name of {count} characters (at most {most})."),
                count=len(seat.name),
                most=MAX_NAME,
            )
        if has_control_chars(seat.name) or has_control_chars(seat.controller):
            part.refuse(
                mark(
                    "The save's {part} has a player name or controller containing control characters."
                )
            )
        if len(seat.controller) > MAX_NAME:
            part.refuse(
                mark("The save's {part} has a controller name of {count} characters."),
                count=len(seat.controller),
            )
        if not 0 <= seat.colour <= MAX_COLOUR:
            part.refuse(
                mark("The save's {part} has colour number {colour}, which does not exist."),
                colour=seat.colour,
            )
        if seat.persona is not None and seat.persona not in data.personas:
            part.refuse(
                mark("The save's {part} plays the persona {persona}, which does not exist."),
                persona=repr(seat.persona[:30]),
            )
    if not -(RNG_LIMIT // 2) <= setup.seed < RNG_LIMIT:
        _fail(mark("The save's random seed is out of range."))


# ------------------------------------------------------------------ log


def check_log(log: Sequence[LogEntry], setup: GameSetup) -> None:
    """Refuse log entries naming a seat past the table or a tile the game does not have (the
    actions themselves are judged by the engine during the replay)."""
    log_part = _Part(tr(LOG))
    for number, entry in enumerate(log, 1):
        if not 0 <= entry.seat < len(setup.seats):
            _fail(
                mark(
                    "Action {number} of the save's log is by player number {seat}, but there are only {count} players."
                ),
                number=number,
                seat=entry.seat,
                count=len(setup.seats),
            )
        if len(entry.revealed) > 40:
            _fail(
                mark(
                    "Action {number} of the save's log reveals {count} tiles, more than any action could."
                ),
                number=number,
                count=len(entry.revealed),
            )
        for tid in entry.revealed:
            _known_tile(
                tid,
                tr("the tiles revealed by action {number} of the log", number=number),
                log_part,
            )


# ------------------------------------------------------------------ state


def check_state(state: GameState, setup: GameSetup, what: str = SNAPSHOT) -> None:
    """Refuse a game state no sequence of legal actions could reach, naming what is wrong
    (`what`: the part of the save it is, marked, translated here)."""
    part = _Part(tr(what))
    data = load()
    n = len(state.players)
    if n != len(setup.seats):
        part.refuse(
            mark("The save's {part} has {count} players but its setup seats {count2}."),
            count=n,
            count2=len(setup.seats),
        )

    def seat_ok(seat: int | None, place: str) -> None:
        if seat is not None and not 0 <= seat < n:
            part.refuse(
                mark(
                    "The save's {part} refers to player number {seat} in {place}, but there are only {count} players."
                ),
                seat=seat,
                place=place,
                count=n,
            )

    # --- table-wide counters
    if not 1 <= state.age <= 3:
        part.refuse(
            mark("The save's {part} is in Age {age}; the game has Ages I to III."), age=state.age
        )
    if state.round < 1 or state.turn < 1 or state.round > MAX_COUNT or state.turn > MAX_COUNT:
        part.refuse(
            mark("The save's {part} has an impossible round ({round}) or turn ({turn}) number."),
            round=state.round,
            turn=state.turn,
        )
    seat_ok(state.start_player, tr("the start player"))
    seat_ok(state.current, tr("whose turn it is"))
    if not 0 <= state.rng < RNG_LIMIT:
        part.refuse(mark("The save's {part} has a random-generator state out of range."))
    if not 0 <= state.clock_supply <= MAX_COUNT:
        part.refuse(
            mark("The save's {part} has {count} clock counters in the supply."),
            count=state.clock_supply,
        )
    if not 0 <= state.clocks_removed <= MAX_COUNT:
        part.refuse(
            mark("The save's {part} has {count} clock counters removed."),
            count=state.clocks_removed,
        )
    if any(not 0 <= lock <= MAX_COUNT for lock in state.locks):
        part.refuse(
            mark("The save's {part} has an impossible number of counters on a lock: {list}."),
            list=list(state.locks),
        )
    if len(state.end_reason) > 300 or has_control_chars(state.end_reason):
        part.refuse(mark("The save's {part} has a malformed reason for the end of the game."))

    # --- players
    personas_seen: set[str] = set()
    drafting = {f.player for f in state.pending if isinstance(f, F.DraftFrame)}
    for i, p in enumerate(state.players):
        who = _player(setup, i)
        if p.persona == "" and p.side == "":
            if setup.personas != PERSONAS_DRAFT or i not in drafting:
                part.refuse(
                    mark("The save's {part} has no persona for {player}, who is not choosing one."),
                    player=who,
                )
        else:
            if p.persona not in data.personas or p.side not in ("A", "B"):
                part.refuse(
                    mark(
                        "The save's {part} gives {player} the unknown persona {persona} side {side}."
                    ),
                    player=who,
                    persona=repr(p.persona[:30]),
                    side=repr(p.side[:5]),
                )
            if p.persona in personas_seen:
                part.refuse(
                    mark("The save's {part} has two players with the persona {persona}."),
                    persona=tr(data.persona_names[p.persona]),
                )
            personas_seen.add(p.persona)
            seat = setup.seats[i]
            if setup.personas == PERSONAS_FIXED and (p.persona, p.side) != (
                seat.persona,
                seat.side,
            ):
                part.refuse(
                    mark(
                        "The save's {part} gives {player} a different persona from the one the setup fixed."
                    ),
                    player=who,
                )
            if setup.personas == PERSONAS_RANDOM and p.side != "A":
                part.refuse(
                    mark(
                        "The save's {part} has {player} on side B of their persona, but random personas are dealt side A."
                    ),
                    player=who,
                )
            spaces = len(data.persona_side(p.persona, p.side).spaces)
            if len(p.spaces) != spaces:
                part.refuse(
                    mark(
                        "The save's {part} gives {player} {count} persona spaces; their board has {spaces}."
                    ),
                    player=who,
                    count=len(p.spaces),
                    spaces=spaces,
                )
        for template, value in (
            (_GIVES_MONEY, p.money),
            (_GIVES_PRESTIGE, p.prestige),
            (_GIVES_CLOCKS, p.clocks),
        ):
            if not 0 <= value <= MAX_COUNT:
                part.refuse(template, player=who, count=value)
        if any(not 0 <= s <= MAX_COUNT for s in p.sources):
            part.refuse(
                mark(
                    "The save's {part} gives {player} an impossible number of basic sources: {list}."
                ),
                player=who,
                list=list(p.sources),
            )
        if not data.board.mechanics_at_start <= p.mechanics <= data.board.mechanics_per_player:
            part.refuse(
                mark(
                    "The save's {part} gives {player} {mechanics} mechanics; players have 2 to 4."
                ),
                player=who,
                mechanics=p.mechanics,
            )
        if not 0 <= p.used <= p.mechanics:
            part.refuse(
                mark("The save's {part} says {player} used {used} of {mechanics} mechanics."),
                player=who,
                used=p.used,
                mechanics=p.mechanics,
            )
        if not AUTO_BOARD <= p.automaton <= AUTO_USED:
            part.refuse(
                mark(
                    "The save's {part} puts {player}'s Automaton in an unknown place ({automaton})."
                ),
                player=who,
                automaton=p.automaton,
            )

    # --- board shape
    belts_def = data.board.belts
    if len(state.belts) != len(belts_def) or any(
        len(row) != b.spaces for row, b in zip(state.belts, belts_def)
    ):
        part.refuse(mark("The save's {part} has conveyor belts of the wrong number or length."))
    if len(state.stacks) != 3:
        part.refuse(
            mark("The save's {part} has {count} tile stacks; the game has 3."),
            count=len(state.stacks),
        )
    for k, (pile, hidden) in enumerate(zip(state.stacks, state.hidden)):
        if not 0 <= hidden <= len(pile):
            part.refuse(
                mark(
                    "The save's {part} says {hidden} tiles of the Age {age} stack are unseen, but it holds {count}."
                ),
                hidden=hidden,
                age="I" * (k + 1),
                count=len(pile),
            )

    # --- devices
    ids: set[int] = set()
    for d in state.devices:
        if d.id in ids:
            part.refuse(mark("The save's {part} has two devices numbered {id}."), id=d.id)
        ids.add(d.id)
        if not 1 <= d.id < state.next_device_id:
            part.refuse(
                mark(
                    "The save's {part} has a device numbered {id}, but only {built} were ever built."
                ),
                id=d.id,
                built=state.next_device_id - 1,
            )
        seat_ok(d.owner, tr("the owner of device #{id}", id=d.id))
        _check_layout(d.layout, tr("device #{id}", id=d.id), part)
        cells = {pos for pos, _t, _r in d.layout}
        for pos, slot, worker in d.workers:
            seat_ok(worker, tr("a mechanic on device #{id}", id=d.id))
            if pos not in cells or not 0 <= slot < 4:
                part.refuse(
                    mark(
                        "The save's {part} has a mechanic standing where device #{id} has no source."
                    ),
                    id=d.id,
                )
    if state.next_device_id > MAX_COUNT:
        part.refuse(mark("The save's {part} has an impossible device count."))

    # --- where each Automaton stands (after the devices: it may stand on one)
    for i in range(len(state.players)):
        _check_automaton_at(state, i, _player(setup, i), part)

    # --- pending decisions
    if len(state.pending) > MAX_PENDING:
        part.refuse(
            mark("The save's {part} has {count} decisions waiting, far more than any game could."),
            count=len(state.pending),
        )
    for frame in state.pending:
        _check_frame(frame, state, ids, seat_ok, part)

    for tid in state.revealed:
        _known_tile(tid, tr("the tiles just revealed"), part)
    _check_tile_accounting(state, setup, part)


def _check_automaton_at(state: GameState, i: int, who: str, part: _Part) -> None:
    """`automaton_at` is nowhere, or a place where this player's worker stands, and only when
    the Automaton was used this round."""
    p = state.players[i]
    at = p.automaton_at
    if not at:
        return
    if len(at) not in (1, 4):
        part.refuse(
            mark("The save's {part} puts {player}'s Automaton in a malformed place ({list})."),
            player=who,
            list=list(at)[:6],
        )
    if p.automaton != AUTO_USED:
        part.refuse(
            mark(
                "The save's {part} has {player}'s Automaton standing on a space although it was not used this round."
            ),
            player=who,
        )
    if p.automaton_space is not None:
        space = p.automaton_space
        if not 0 <= space < len(p.spaces) or not p.spaces[space]:
            part.refuse(
                mark(
                    "The save's {part} has {player}'s Automaton on persona space {space}, where no worker stands."
                ),
                player=who,
                space=space + 1,
            )
        return
    spot = p.automaton_device_spot
    assert spot is not None  # automaton_at holds four numbers here (checked above)
    device, pos, slot = spot
    found = [d for d in state.devices if d.id == device]
    if not found or found[0].occupant(pos, slot) != i:
        part.refuse(
            mark(
                "The save's {part} has {player}'s Automaton on device #{device}, where no worker of theirs stands."
            ),
            player=who,
            device=device,
        )


def _check_layout(layout: Layout, place: str, part: _Part) -> None:
    if not layout or len(layout) > MAX_DEVICE_TILES:
        part.refuse(
            mark("The save's {part} has {place} with {count} tiles."),
            place=place,
            count=len(layout),
        )
    cells: set[Pos] = set()
    for pos, tid, rot in layout:
        _known_tile(tid, place, part)
        # the engine keeps a built device's rotations as given (5 quarter turns is accepted as
        # 1), so any modest number is a state a real game can reach
        if abs(rot) > MAX_ROTATION:
            part.refuse(
                mark("The save's {part} has a tile of {place} turned {rot} quarter turns."),
                place=place,
                rot=rot,
            )
        if pos in cells:
            part.refuse(
                mark("The save's {part} has two tiles on the same square of {place}."), place=place
            )
        if any(abs(c) > 100 for c in pos):
            part.refuse(
                mark("The save's {part} has a tile of {place} placed impossibly far away."),
                place=place,
            )
        cells.add(pos)


def _check_frame(
    frame: Any, state: GameState, device_ids: set[int], seat_ok: SeatCheck, part: _Part
) -> None:
    name = type(frame).__name__
    # translators: {frame} is the name of a kind of decision in the file (DraftFrame...)
    seat_ok(frame.player, tr("a {frame}", frame=name))
    for attr in ("owner",):
        seat_ok(getattr(frame, attr, None), tr("a {frame}", frame=name))
    device = getattr(frame, "device", None)
    if device is not None and device not in device_ids:
        part.refuse(
            mark("The save's {part} has a decision about device #{device}, which does not exist."),
            device=device,
        )
    if isinstance(frame, F.DraftFrame):
        for persona in frame.offered:
            if persona not in load().personas:
                part.refuse(
                    mark("The save's {part} offers the unknown persona {persona}."),
                    persona=repr(persona[:30]),
                )
    if isinstance(frame, F.RevealFrame):
        for tid in frame.tiles:
            _known_tile(tid, tr("the revealed tiles"), part)
        if len(frame.tiles) > 2 or not 1 <= frame.stack <= 3:
            part.refuse(mark("The save's {part} has an impossible Innovation Turbine reveal."))
    if isinstance(frame, F.ActivationFrame):
        _check_layout(frame.layout, tr("the device being activated"), part)
        if frame.source not in {p for p, _t, _r in frame.layout}:
            part.refuse(
                mark("The save's {part} activates a source that is not part of its device.")
            )
    if isinstance(frame, F.StepsFrame) and len(frame.steps) > 10:
        part.refuse(mark("The save's {part} has an impossible persona-space decision."))
    counts = [
        getattr(frame, a) for a in ("count", "cost", "remaining", "gears_pass") if hasattr(frame, a)
    ]
    if any(not 0 <= c <= 100 for c in counts):
        part.refuse(mark("The save's {part} has a decision with an impossible count or cost."))


def _known_tile(tid: str, place: str, part: _Part) -> None:
    if tid not in load().tiles:
        part.refuse(
            mark("The save's {part} has a tile {tid} in {place}, but the game has no such tile."),
            tid=repr(tid[:40]),
            place=place,
        )


def _tile_places(state: GameState, setup: GameSetup) -> Iterator[tuple[str, str, str]]:
    """(tile id, kind of place, place in words) for every physical tile the state holds (basic
    sources in devices are unlimited and not tracked; everywhere else they are counts, never
    ids). The kind ("belt", "stack", "supply", "device", "removed", "revealed") is what the
    checks test; the words are only for the message, in the player's language."""
    basic = set(BASIC_SOURCE_IDS.values())
    for b, row in enumerate(state.belts):
        for tid in row:
            if tid is not None:
                yield tid, "belt", tr("conveyor belt {number}", number=b + 1)
    for k, pile in enumerate(state.stacks):
        for tid in pile:
            yield tid, "stack", tr("the Age {age} stack", age="I" * (k + 1))
    for i, p in enumerate(state.players):
        for tid in p.supply:
            yield tid, "supply", tr("{name}'s supply", name=setup.seats[i].name)
    for d in state.devices:
        for _pos, tid, _rot in d.layout:
            if tid not in basic:
                yield tid, "device", tr("device #{id}", id=d.id)
    for tid in state.removed:
        yield tid, "removed", tr("the tiles removed from the game")
    for frame in state.pending:
        if isinstance(frame, F.RevealFrame):
            for tid in frame.tiles:
                yield tid, "revealed", tr("the Innovation Turbine's revealed tiles")


def _check_tile_accounting(state: GameState, setup: GameSetup, part: _Part) -> None:
    """Every game tile must be in exactly one place; persona tiles only with their persona."""
    data = load()
    tiles = data.tiles
    basic = set(BASIC_SOURCE_IDS.values())
    seen: dict[str, str] = {}
    for tid, kind, place in _tile_places(state, setup):
        _known_tile(tid, place, part)
        name = f"{tr(tiles[tid].name)} ({tid})"
        if tid in basic and kind != "device":
            part.refuse(
                mark(
                    "The save's {part} has a basic source tile in {place}; basic sources are only counted there."
                ),
                place=place,
            )
        if tid in seen:
            part.refuse(
                mark("The save's {part} has the tile {name} in two places: {seen} and {place}."),
                name=name,
                seen=seen[tid],
                place=place,
            )
        seen[tid] = place
        if tiles[tid].stack == "persona" and kind not in ("supply", "device", "removed"):
            part.refuse(
                mark("The save's {part} has the persona tile {name} in {place}."),
                name=name,
                place=place,
            )
    for tid, tile in tiles.items():
        if tile.stack in DECK_STACKS and tid not in seen:
            part.refuse(
                mark(
                    "The save's {part} has lost the tile {name} ({tid}): it is on no belt, stack, supply or device."
                ),
                name=tr(tile.name),
                tid=tid,
            )
    in_play = {
        persona_tile
        for p in state.players
        if p.persona and (persona_tile := data.persona_side(p.persona, p.side).tile) is not None
    }
    for tid, place in seen.items():
        if tiles[tid].stack == "persona" and tid not in in_play:
            part.refuse(
                mark(
                    "The save's {part} has the persona tile {name} ({tid}) in {place}, but nobody plays that persona side."
                ),
                name=tr(tiles[tid].name),
                tid=tid,
                place=place,
            )
    for tid in in_play:
        if tid not in seen:
            part.refuse(
                mark("The save's {part} has lost the persona tile {name} ({tid})."),
                name=tr(tiles[tid].name),
                tid=tid,
            )
