"""Reading the board: the [belts] and [stacks] tables, and the clock counters on the locks,
in the general supply and out of the game.
"""

from __future__ import annotations

from typing import Any

from .names import REST, STACK_KEYS, STACK_NAMES, belt_keys, stack_index
from .reader import Reader, Ref, all_numbers


def read_belts(rd: Reader, raw: Any) -> tuple[tuple[str | None, ...], ...]:
    """The [belts] table as each belt's row of tile ids (None for an empty space)."""
    keys = belt_keys()
    bref = Ref("[belts]", "belts")
    raw = rd.table(raw, bref, keys)
    out = []
    for b, bdef in enumerate(rd.data.board.belts):
        row: list[str | None] = [None] * bdef.spaces
        if keys[b] in raw:
            ref = bref.sub(keys[b], keys[b])
            items = rd.list_(raw[keys[b]], ref) or []
            if len(items) > bdef.spaces:
                rd.err(
                    ref,
                    f"the {bdef.name.lower()} has {bdef.spaces} spaces, but {len(items)} are listed.",
                )
                items = items[: bdef.spaces]
            for col, item in enumerate(items):
                if item in ("", "-"):
                    continue
                tid = rd.tile_id(item, ref.sub(f"column {col}"), basic_ok=False)
                if tid is None:
                    continue
                tile = rd.data.tiles[tid]
                allowed = {f"age{bdef.age}"} | ({"start"} if bdef.age == 1 else set())
                if tile.stack not in allowed:
                    rd.err(
                        ref.sub(f"column {col}"),
                        f'"{tid}" cannot be on the {bdef.name.lower()}: it only '
                        f"carries {STACK_NAMES[bdef.age - 1]} tiles"
                        f"{' (and start tiles)' if bdef.age == 1 else ''}.",
                        needle=tid,
                    )
                    continue
                if bdef.age > rd.age:
                    rd.err(
                        ref.sub(f"column {col}"),
                        f"the {bdef.name.lower()} stays empty until "
                        f"{STACK_NAMES[bdef.age - 1]} begins (the game is in "
                        f"{STACK_NAMES[rd.age - 1]}).",
                        needle=tid,
                    )
                    continue
                rd.place(tid, f"the {bdef.name.lower()}, column {col}")
                row[col] = tid
        out.append(tuple(row))
    return tuple(out)


def read_stacks(rd: Reader, raw: Any) -> tuple[list[list[str] | None], list[int] | None]:
    """The [stacks] table: each stack's tiles as written (None when not written, `REST`
    kept in place), and the `hidden` counts if given."""
    sref = Ref("[stacks]", "stacks")
    raw = rd.table(raw, sref, STACK_KEYS + ("hidden",))
    out: list[list[str] | None] = []
    for s, key in enumerate(STACK_KEYS):
        if key not in raw:
            out.append(None)
            continue
        ref = sref.sub(key, key)
        items = rd.list_(raw[key], ref) or []
        if items.count(REST) > 1:
            rd.err(ref, f'"{REST}" (the rest of the stack) may appear only once.')
        tiles: list[str] = []
        for k, item in enumerate(items):
            if item == REST:
                tiles.append(REST)
                continue
            tid = rd.tile_id(item, ref.sub(f"item {k}"), basic_ok=False)
            if tid is None:
                continue
            if stack_index(rd.data.tiles[tid].stack) != s:
                rd.err(
                    ref.sub(f"item {k}"),
                    f'"{tid}" does not belong in the {STACK_NAMES[s]} stack.',
                    needle=tid,
                )
                continue
            rd.place(tid, f"the {STACK_NAMES[s]} stack")
            tiles.append(tid)
        out.append(tiles)
    hidden = None
    if "hidden" in raw:
        ref = sref.sub("hidden", "hidden")
        counts = rd.list_(raw["hidden"], ref)
        if counts is not None and len(counts) != 3:
            rd.err(ref, "should give three numbers, for the Age I, II and III stacks.")
        elif counts is not None:
            hidden = all_numbers([rd.int_(v, ref, 0) for v in counts])
    return out, hidden


def stack_tiles(rd: Reader, s: int) -> list[str]:
    """Every tile that starts in stack `s` (the Age I stack also takes the start tiles)."""
    if s == 0:
        return list(rd.data.stack_tiles("age1")) + list(rd.data.stack_tiles("start"))
    return list(rd.data.stack_tiles(STACK_KEYS[s]))


def read_counters(
    rd: Reader, players: list[dict[str, Any]]
) -> tuple[tuple[int, int, int], int, int]:
    """The clock counters: (locks, general supply, removed from the game), checked to add
    up to the box (in a two-player game, coins on the locks instead)."""
    g = Ref("[game]", "game")
    game = rd.game
    board = rd.data.board
    n = len(rd.raw_players)
    default = list(board.clocks_by_players.get(n, (0, 0, 0)))
    for i in range(rd.age - 1):
        default[i] = 0
    locks = (default[0], default[1], default[2])
    if "locks" in game:
        ref = g.sub("locks", "locks")
        items = rd.list_(game["locks"], ref)
        if items is not None and len(items) != 3:
            rd.err(
                ref,
                "should give three numbers: the Age II lock, the Age III lock and Game End.",
            )
        elif items is not None:
            numbers = all_numbers([rd.int_(v, ref, 0) for v in items])
            if numbers is not None:
                locks = (numbers[0], numbers[1], numbers[2])
    removed = (
        rd.int_(game.get("clocks_removed", 0), g.sub("clocks_removed", "clocks_removed"), 0) or 0
    )
    held = sum(p["clocks"] for p in players)
    if n == 2:
        supply = rd.int_(game.get("clock_supply", 0), g.sub("clock_supply", "clock_supply"), 0) or 0
        if supply:
            rd.err(
                g.sub("clock_supply", "clock_supply"),
                "a two-player game uses coins instead of clock "
                "counters, so the clock supply stays at 0.",
            )
        for p in players:
            if p["clocks"]:
                rd.err(
                    p["ref"].sub("clocks", "clocks"),
                    "in a two-player game coins replace clock counters, "
                    "so players hold no clock counters.",
                )
        placed = sum(board.clocks_by_players[2])
        if sum(locks) + removed > placed:
            rd.err(
                g.sub("locks", "locks"),
                f"a two-player game starts with {placed} coins on the locks; "
                f"{sum(locks) + removed} are accounted for.",
            )
        return locks, supply, removed
    box = board.clocks_in_box
    if "clock_supply" in game:
        supply = rd.int_(game["clock_supply"], g.sub("clock_supply", "clock_supply"), 0) or 0
    else:
        supply = box - sum(locks) - held - removed
    total = sum(locks) + supply + held + removed
    if total != box:
        rd.err(
            g,
            f"the box holds {box} clock counters, but the scenario accounts for {total}: "
            f"{sum(locks)} on the locks, {supply} in the general supply, {held} held by players and "
            f"{removed} removed from the game.",
        )
    return locks, supply, removed
