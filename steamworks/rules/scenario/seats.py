"""Reading the [[player]] tables: persona and side, money, prestige, clocks, sources, supply,
mechanics used, occupied persona spaces and the Automaton; then checking the seats together.
"""

from __future__ import annotations

from typing import Any

from ..data import POWER_TYPES, PersonaSide
from ..state import AT_NOWHERE, AUTO_USED, Device, Player, persona_spot
from .names import AUTOMATON_NAMES, AUTOMATON_OF, STACK_NAMES, mechanics_for_age
from .problems import suggest
from .reader import Reader, Ref, all_numbers

PLAYER_KEYS = (
    "name",
    "persona",
    "side",
    "money",
    "prestige",
    "clocks",
    "sources",
    "supply",
    "used",
    "occupied_spaces",
    "automaton",
    "automaton_space",
)


def read_player(rd: Reader, i: int, raw: dict[str, Any]) -> dict[str, Any]:
    """One [[player]] table as a dict of checked values (defaults from the persona side)."""
    label = f"player {i}" + (f" ({raw['name']})" if isinstance(raw.get("name"), str) else "")
    ref = Ref(label, "player", i)
    rd.table(raw, ref, PLAYER_KEYS)
    out: dict[str, Any] = {"index": i, "label": label}
    persona = raw.get("persona")
    if persona is None:
        persona = next(pid for pid in rd.data.personas if pid not in rd.personas_taken)
        rd.personas_taken.add(persona)
    else:
        persona = read_persona_id(rd, persona, ref.sub("persona", "persona"))
    side = raw.get("side", "A")
    if side not in ("A", "B"):
        rd.err(ref.sub("side", "side"), f'should be "A" or "B", not {side!r}.')
        side = None
    out["persona"], out["side"] = persona, side
    ps = rd.data.personas[persona][side] if persona and side else None
    out["money"] = rd.int_(raw.get("money", ps.money if ps else 0), ref.sub("money", "money"), 0)
    out["prestige"] = rd.int_(raw.get("prestige", 0), ref.sub("prestige", "prestige"), 0)
    out["clocks"] = rd.int_(raw.get("clocks", 0), ref.sub("clocks", "clocks"), 0)
    out["sources"] = (
        read_sources(rd, raw["sources"], ref.sub("sources", "sources"))
        if "sources" in raw
        else (ps.sources if ps else (0, 0, 0))
    )
    supply = []
    if "supply" in raw:
        items = rd.list_(raw["supply"], ref.sub("supply", "supply"))
        for k, item in enumerate(items or []):
            tid = rd.tile_id(item, ref.sub(f"supply item {k}", "supply"), basic_ok=False)
            if tid is not None:
                supply.append(tid)
                rd.place(tid, f"{label}'s supply")
    out["supply"] = supply
    n_spaces = len(ps.spaces) if ps else 4
    occupied = [False] * n_spaces
    if "occupied_spaces" in raw:
        sref = ref.sub("occupied_spaces", "occupied_spaces")
        for k in rd.list_(raw["occupied_spaces"], sref) or []:
            space = rd.int_(
                k,
                sref,
                0,
                n_spaces - 1,
                what=f" (this persona side has spaces 0 to {n_spaces - 1})",
            )
            if space is None:
                continue
            if occupied[space]:
                rd.err(sref, f"lists persona space {space} twice.")
            occupied[space] = True
    out["spaces"] = tuple(occupied)
    auto_default = "ready" if ps is not None and ps.butler else "board"
    auto = raw.get("automaton", auto_default)
    if not isinstance(auto, str) or auto not in AUTOMATON_NAMES:
        rd.err(
            ref.sub("automaton", "automaton"),
            f'should be "board", "ready" or "used", not {auto!r}.',
        )
        auto = auto_default
    elif ps is not None and ps.butler and auto == "board":
        rd.err(
            ref.sub("automaton", "automaton"),
            'Augustus\'s butler (side B) never goes to the central board: use "ready" or "used".',
        )
    out["automaton"] = AUTOMATON_NAMES[auto]
    out["automaton_at"] = AT_NOWHERE
    if "automaton_space" in raw:
        aref = ref.sub("automaton_space", "automaton_space")
        space = rd.int_(
            raw["automaton_space"],
            aref,
            0,
            n_spaces - 1,
            what=f" (this persona side has spaces 0 to {n_spaces - 1})",
        )
        if space is not None:
            if not occupied[space]:
                rd.err(
                    aref,
                    f"the Automaton stands on persona space {space}, so `occupied_spaces` must "
                    "list it too.",
                )
            set_automaton_at(rd, out, persona_spot(space), aref)
    out["used"] = raw.get("used")
    if out["used"] is not None:
        out["used"] = rd.int_(out["used"], ref.sub("used", "used"), 0)
    out["ref"] = ref
    # a bad value has been reported; carry on with a neutral one so later checks still run
    for key, neutral in (("money", 0), ("prestige", 0), ("clocks", 0), ("sources", (0, 0, 0))):
        if out[key] is None:
            out[key] = neutral
    return out


def quiet_persona(rd: Reader, text: Any) -> str | None:
    """The persona id `text` names, without reporting anything (None if none)."""
    if not isinstance(text, str):
        return None
    for pid, name in rd.data.persona_names.items():
        if text.lower() in (pid.lower(), name.lower()):
            return pid
    return None


def read_persona_id(rd: Reader, value: Any, ref: Ref) -> str | None:
    """The persona id written (an id or a persona's name, any case), reported if unknown."""
    text = rd.str_(value, ref)
    if text is None:
        return None
    if text in rd.data.personas:
        return text
    for pid, name in rd.data.persona_names.items():
        if text.lower() in (pid.lower(), name.lower()):
            return pid
    choices = list(rd.data.personas) + list(rd.data.persona_names.values())
    rd.err(
        ref,
        f'there is no persona "{text}"{suggest(text, choices)}; the personas are: '
        f"{', '.join(rd.data.personas)}.",
        needle=text,
    )
    return None


def persona_side_of(rd: Reader, pl: dict[str, Any]) -> PersonaSide | None:
    """The persona side a read player plays, or None when it could not be read."""
    if pl.get("persona") and pl.get("side"):
        return rd.data.persona_side(pl["persona"], pl["side"])
    return None


def read_sources(rd: Reader, value: Any, ref: Ref) -> tuple[int, int, int] | None:
    """Basic sources as (C, S, E), written as a list of three or a table by type."""
    if isinstance(value, list):
        if len(value) != 3:
            rd.err(ref, "as a list, give three numbers: clockwork, steam, electrickal.")
            return None
        vals = [rd.int_(v, ref, 0) for v in value]
    elif isinstance(value, dict):
        for key in value:
            if key not in POWER_TYPES:
                rd.err(
                    ref,
                    f"has an unknown source type {key!r}: use C (clockwork), S (steam) and E (electrickal).",
                )
        vals = [rd.int_(value.get(t, 0), ref.sub(t), 0) for t in POWER_TYPES]
    else:
        rd.err(ref, "should be a table like { C = 1, S = 0, E = 2 }.")
        return None
    numbers = all_numbers(vals)
    if numbers is None:
        return None
    return (numbers[0], numbers[1], numbers[2])


def check_personas(rd: Reader, players: list[dict[str, Any]]) -> None:
    """Each persona played once; note which seat each persona tile comes with."""
    seen: dict[str, int] = {}
    for pl in players:
        if not pl.get("persona"):
            continue
        if pl["persona"] in seen:
            rd.err(
                pl["ref"].sub("persona", "persona"),
                f"player {seen[pl['persona']]} already plays {rd.data.persona_names[pl['persona']]}; "
                "each persona board exists once.",
            )
        else:
            seen[pl["persona"]] = pl["index"]
    rd.persona_tiles = {}
    for pl in players:
        if not pl:
            continue
        ps = persona_side_of(rd, pl)
        if ps is not None and ps.tile:
            rd.persona_tiles[ps.tile] = pl["index"]


def make_player(rd: Reader, pl: dict[str, Any]) -> Player:
    """The `Player` a read and checked player table describes."""
    return Player(
        persona=pl["persona"],
        side=pl["side"],
        money=pl["money"],
        prestige=pl["prestige"],
        clocks=pl["clocks"],
        sources=pl["sources"],
        supply=tuple(sorted(pl["supply"])),
        mechanics=mechanics_for_age(rd.age),
        used=pl["used"],
        spaces=pl["spaces"],
        automaton=pl["automaton"],
        automaton_at=pl["automaton_at"],
    )


def set_automaton_at(rd: Reader, pl: dict[str, Any], at: tuple[int, ...], ref: Ref) -> None:
    """Record that player `pl`'s Automaton stands at `at` (at most one place, and only
    when the Automaton is "used" this round)."""
    if pl["automaton_at"]:
        rd.err(
            ref,
            f"{pl['label']}'s Automaton already stands elsewhere: a player has one Automaton.",
        )
        return
    if pl["automaton"] != AUTO_USED:
        rd.err(
            ref,
            f'{pl["label"]}\'s Automaton stands here, so their `automaton` must be "used", '
            f'not "{AUTOMATON_OF[pl["automaton"]]}".',
        )
    pl["automaton_at"] = at


def resolve_used(rd: Reader, players: list[dict[str, Any]], devices: list[Device]) -> None:
    """Check (or, when not written, work out) how many mechanics each player has used."""
    mechanics = mechanics_for_age(rd.age)
    on_devices = [0] * len(players)
    for d in devices:
        for _pos, _slot, who in d.workers:
            on_devices[who] += 1
    for i, pl in enumerate(players):
        placed = on_devices[i] + sum(pl["spaces"])
        auto = 1 if pl["automaton"] == AUTO_USED else 0
        ref = pl["ref"].sub("used", "used")
        if pl["used"] is None:
            pl["used"] = min(max(0, placed - auto), mechanics)
        used = pl["used"]
        if used > mechanics:
            rd.err(
                ref,
                f"has used {used} mechanics, but only {mechanics} are unlocked in "
                f"{STACK_NAMES[rd.age - 1]}.",
            )
        elif placed > used + auto:
            rd.err(
                ref,
                f"has {placed} workers on the board (on devices and persona spaces) but has used "
                f"only {used} mechanic{'s' if used != 1 else ''}"
                f"{' and the Automaton' if auto else ''} this round.",
            )
