"""Invariants that hold after every action of every game, checked by tests and `simulate`.

`check(state)` returns a list of violations (empty when all is well). It is deliberately
independent of the engine's own bookkeeping: it recounts tiles and counters from scratch, and
checks that each player's `automaton_at` names a place that player's worker really occupies.
"""

from __future__ import annotations

from collections import Counter

from .connectors import problems
from .data import load
from .frames import RevealFrame
from .scoring import score_lines
from .state import AUTO_USED, GameState

MAX_ROUNDS = 200  # a bound no real game approaches (ruling 14 guarantees termination)


def tile_places(state: GameState) -> Counter[str]:
    """How many places hold each (non-basic) tile."""
    seen: Counter[str] = Counter()
    for row in state.belts:
        seen.update(t for t in row if t is not None)
    for pile in state.stacks:
        seen.update(pile)
    for p in state.players:
        seen.update(p.supply)
    tiles = load().tiles
    for d in state.devices:
        seen.update(t for _pos, t, _r in d.layout if not tiles[t].is_basic)
    seen.update(state.removed)
    for frame in state.pending:
        if isinstance(frame, RevealFrame):
            seen.update(frame.tiles)
    return seen


def expected_tiles(state: GameState) -> set[str]:
    data = load()
    ids = {t.id for t in data.tiles.values() if t.stack in ("start", "age1", "age2", "age3")}
    for p in state.players:
        if p.persona:
            tile = data.persona_side(p.persona, p.side).tile
            if tile:
                ids.add(tile)
    return ids


def automaton_problems(state: GameState, i: int) -> list[str]:
    """Player i's `automaton_at` names a place that player occupies, and only once the
    Automaton has been used this round (placed; a given-up Automaton stands nowhere)."""
    p = state.players[i]
    at = p.automaton_at
    # workers standing: mechanics placed (at most `used`, as a pass uses one without placing
    # it) plus the Automaton when it stands somewhere; so an Automaton placed without being
    # recorded shows here whenever none of the mechanics passed
    standing = sum(p.spaces) + sum(
        1 for d in state.devices for _pos, _slot, who in d.workers if who == i
    )
    if standing > p.used + (1 if at else 0):
        return [
            f"player {i} has {standing} workers standing but placed at most {p.used} mechanics"
            + (" and the Automaton" if at else " (and no Automaton stands anywhere)")
        ]
    if not at:
        return []
    if p.automaton != AUTO_USED:
        return [f"player {i}'s Automaton stands at {at} but is not used this round ({p.automaton})"]
    space, spot = p.automaton_space, p.automaton_device_spot
    if space is not None:
        if not 0 <= space < len(p.spaces) or not p.spaces[space]:
            return [
                f"player {i}'s Automaton stands on persona space {space}, which is not occupied"
            ]
        return []
    if spot is None:
        return [f"player {i}'s Automaton stands at {at}, which is no place"]
    device, pos, slot = spot
    found = [d for d in state.devices if d.id == device]
    if not found or found[0].occupant(pos, slot) != i:
        return [
            f"player {i}'s Automaton stands on device {device} at {pos} slot {slot}, where no worker of theirs is"
        ]
    return []


def check(state: GameState) -> list[str]:
    out: list[str] = []
    data = load()
    places = tile_places(state)
    for tid, n in places.items():
        if n != 1:
            out.append(f"tile {tid} is in {n} places")
    missing = expected_tiles(state) - set(places)
    if missing and all(p.persona for p in state.players):
        out.append(f"tiles lost: {sorted(missing)}")
    extra = set(places) - expected_tiles(state)
    if extra:
        out.append(f"tiles that should not be in play: {sorted(extra)}")
    for i, p in enumerate(state.players):
        if p.money < 0 or p.prestige < 0 or p.clocks < 0 or min(p.sources) < 0:
            out.append(f"player {i} has a negative amount: {p}")
        if not 0 <= p.used <= p.mechanics:
            out.append(f"player {i} used {p.used} of {p.mechanics} mechanics")
        if p.persona and p.mechanics != min(state.age + 1, 4):
            out.append(f"player {i} has {p.mechanics} mechanics in Age {state.age}")
        out.extend(automaton_problems(state, i))
    for d in state.devices:
        probs = problems(d.layout)
        if probs:
            out.append(f"device {d.id} is illegal: {probs[0].message}")
        taken = [(p, s) for p, s, _who in d.workers]
        if len(taken) != len(set(taken)):
            out.append(f"device {d.id} has two mechanics on one space")
    if min(state.locks) < 0 or state.clock_supply < 0:
        out.append(f"negative counters: {state.locks} supply {state.clock_supply}")
    initial = sum(data.board.clocks_by_players[state.num_players])
    if state.two_player:
        if sum(state.locks) + state.clocks_removed > initial:
            out.append("more coins than were placed at setup")
    else:
        total = (
            sum(state.locks)
            + state.clock_supply
            + sum(p.clocks for p in state.players)
            + state.clocks_removed
        )
        if total != data.board.clocks_in_box:
            out.append(f"clock counters not conserved: {total} != {data.board.clocks_in_box}")
    for b, (row, bdef) in enumerate(zip(state.belts, data.board.belts)):
        if len(row) != bdef.spaces:
            out.append(f"belt {b} has {len(row)} spaces")
        if bdef.age > state.age and any(t is not None for t in row):
            out.append(f"belt {b} holds tiles before its age")
    for i, h in enumerate(state.hidden):
        if not 0 <= h <= len(state.stacks[i]):
            out.append(f"stack {i} hidden count {h} out of range")
    for line in score_lines(state):
        if line.total != line.chips + line.clocks + line.device_tiles:
            out.append("score differs from its breakdown")
    if state.round > MAX_ROUNDS:
        out.append(f"the game has lasted {state.round} rounds")
    return out
