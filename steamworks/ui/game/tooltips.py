"""The words of the table's tooltips (shown after 300 ms of hover). Pure: no pygame.

A tooltip is a title and lines. For a tile: its name, kind and age, its connectors side by
side, what it does (`preview.effect_text`) and its prestige; for an action space the player
could take now, exactly what taking it would do (`preview.outcome_lines`). A worker standing
on a space is named as a mechanic or as the Automaton (`Player.automaton_at`). A place whose
move cannot be undone (it ends the round, an age or the game, or turns up a face-down tile)
ends its tooltip with a warning line (`with_undo_warning`, drawn in red); so does a place where
a worker would gain nothing now, saying why (rules/idle.py). A "Prestige so far" row's tooltip
(`score_tip`) tells where a player's prestige comes from.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import attrs

from steamworks.rules import actions as A
from steamworks.rules import frames as F
from steamworks.rules.data import POWER_NAMES, POWER_TYPES, TileDef, a_power, load
from steamworks.rules.idle import idle_reason
from steamworks.rules.preview import effect_text, outcome_lines, persona_space_text
from steamworks.rules.scoring import score_lines
from steamworks.rules.state import AUTO_BOARD, AUTO_READY, AUTO_USED, GameState
from steamworks.rules.taking import scroll_cost
from steamworks.rules.words import KIND_WORDS, ROMAN, STACK_WORDS, plural, possessive

from . import target_keys as K
from .confirm import WARNING_MARK, warning_for_any, warning_line
from .prompt import wage_text

CONNECTOR_WORDS = {
    "C": "clockwork gear",
    "S": "steam pipe",
    "E": "electrickal wire",
    "A": "any-power socket",
}
SIDE_WORDS = ("north", "east", "south", "west")
LOCK_NAMES = ("Age II lock", "Age III lock", "Game End")


@attrs.frozen
class Tip:
    title: str
    lines: tuple[str, ...] = ()
    accent: tuple[int, int, int] | None = None  # a player's colour, for a coloured title bar
    tile: tuple[str, int] | None = None  # a tile to picture beside the words (id, rotation)


def kind_text(tile: TileDef) -> str:
    age = STACK_WORDS.get(tile.stack, "")
    kind = KIND_WORDS[tile.kind]
    return f"{age} {kind}" if age else kind.capitalize()


def connector_text(tile: TileDef, rotation: int = 0) -> str:
    if tile.is_source:
        kinds = [POWER_NAMES[t] for t in POWER_TYPES if t in tile.supplies]
        if len(kinds) == 3:
            return "Supplies any power, chosen for each side."
        if len(kinds) == 2:
            return f"Supplies {kinds[0]} or {kinds[1]} power, chosen for each side."
        return f"Supplies {kinds[0]} power on all four sides."
    if tile.kind == "iterator":
        side = SIDE_WORDS[(3 + rotation) % 4]
        return f"Clamps onto the component on its {side} side."
    if tile.kind == "converter":
        inp = (tile.input_side + rotation) % 4
        outs = [SIDE_WORDS[s] for s in range(4) if s != inp]
        return f"Power in on the {SIDE_WORDS[inp]}; any power out {', '.join(outs)}."
    sides = tile.rotated_sides(rotation)
    parts = [f"{SIDE_WORDS[i]}: {CONNECTOR_WORDS[c]}" for i, c in enumerate(sides) if c != "-"]
    return "Connectors: " + ("; ".join(parts) if parts else "none") + "."


def tile_tip(tile_id: str, rotation: int = 0, extra: Sequence[str] = ()) -> Tip:
    tile = load().tiles[tile_id]
    lines = [kind_text(tile), connector_text(tile, rotation)]
    text = effect_text(tile.effect)
    if text:
        lines.append(text)
    if tile.is_source and tile.spaces > 1:
        lines.append("It has two mechanic spaces.")
    lines.append(
        f"Worth {tile.vp} prestige in a device."
        if tile.vp != 1
        else "Worth 1 prestige in a device."
    )
    lines.extend(extra)
    return Tip(tile.name, tuple(lines), tile=(tile_id, rotation))


def _device_tile(state: GameState, device: int, pos) -> tuple[str, int]:
    for p, tid, rot in state.device(device).layout:
        if p == pos:
            return tid, rot
    raise KeyError(pos)


def _outcome(state: GameState, action, legal: Sequence, can_act: bool) -> list[str]:
    if not can_act or state.pending:
        return []
    if action in legal:
        return ["", "If you place here now:"] + _outcome_lines(state, action)
    auto = attrs.evolve(action, automaton=True)
    if auto in legal:
        return ["", "If your Automaton goes here now:"] + _outcome_lines(state, auto)
    return []


def _outcome_lines(state: GameState, action) -> list[str]:
    """`preview.outcome_lines`, with the line saying the place would gain nothing now (rules/
    idle.py) marked as a warning, as a move that cannot be undone is."""
    reason = idle_reason(state, action)
    return [
        f"{WARNING_MARK} {line}" if line == reason else line
        for line in outcome_lines(state, action)
    ]


def tip_for(
    key: tuple,
    state: GameState,
    names: Sequence[str],
    legal: Sequence,
    can_act: bool,
    colours: Sequence[tuple[int, int, int]] = (),
    focus: int = 0,
) -> Tip | None:
    """The tooltip for hover key `key` (see targets.hover_regions), or None."""
    players = state.players

    def who(seat: int) -> str:
        return names[seat] if seat < len(names) else f"Player {seat + 1}"

    if isinstance(key, K.BeltTile):
        b, col = key.belt, key.col
        tid = state.belts[b][col]
        if tid is None:
            return None
        belt = load().board.belts[b]
        cost = scroll_cost(col)
        extra = [
            f"{belt.name}, column {col + 1} from the right: a Scroll Rack pays £{cost} for it."
        ]
        return tile_tip(tid, 0, extra)
    if isinstance(key, K.Stack):
        i = key.number
        count = len(state.stacks[i])
        locked = i + 1 > state.age
        lines = [f"{plural(count, 'tile')} face down."]
        if locked:
            lines.append(f"Locked until Age {ROMAN[i + 1]}.")
        else:
            lines.append("It refills its conveyor belt at the end of each round.")
        return Tip(f"Age {ROMAN[i + 1]} tiles", tuple(lines))
    if isinstance(key, K.Lock):
        i = key.number
        unit = "coin" if state.two_player else "clock counter"
        current = (
            " This is the current stack: when it is empty at the end of a round, the age ends."
            if i == state.current_stack and not state.game_over
            else ""
        )
        return Tip(
            LOCK_NAMES[i],
            (
                f"{plural(state.locks[i], unit)} left.{current}",
                "Each mechanic placed on an opponent's device takes one for the device's owner."
                if not state.two_player
                else "Each mechanic placed on an opponent's device pays its owner £1, and one coin leaves every round.",
            ),
        )
    if isinstance(key, K.ClockSupply):
        return Tip(
            "General supply",
            (
                f"{plural(state.clock_supply, 'clock counter')}.",
                "Used once the current stack runs out; after that, prestige chips.",
            ),
        )
    if isinstance(key, K.StartPlayer):
        return Tip(
            "Start player",
            (
                f"{who(state.start_player)} starts this round.",
                "The marker passes to the left at the end of each round.",
            ),
        )
    if isinstance(key, K.Automatons):
        home = [who(i) for i, p in enumerate(players) if p.persona and p.automaton == AUTO_BOARD]
        return Tip(
            "Automatons on the central board",
            (
                "An Automaton component lets its user take theirs as an extra worker this round.",
                "Waiting here: " + (", ".join(home) if home else "none"),
            ),
        )
    if isinstance(key, K.AreaHeader):
        seat = key.seat
        count = sum(1 for d in state.devices if d.owner == seat)
        return Tip(
            f"{possessive(who(seat), start=True)} devices",
            (
                f"{plural(count, 'device')}.",
                "Any player may place a mechanic on a free source of any device.",
            ),
            colours[seat] if seat < len(colours) else None,
        )
    if isinstance(key, K.DeviceComponent):
        device, pos = key.device, key.pos
        tid, rot = _device_tile(state, device, pos)
        owner = state.device(device).owner
        return tile_tip(tid, rot, [f"In {possessive(who(owner))} device #{device}."])
    if isinstance(key, K.SourceSlot):
        device, pos, slot = key.device, key.pos, key.slot
        tid, rot = _device_tile(state, device, pos)
        d = state.device(device)
        extra = [f"In {possessive(who(d.owner))} device #{device}."]
        occupant = d.occupant(pos, slot)
        if occupant is not None:
            worker = (
                "Automaton"
                if players[occupant].automaton_device_spot == (device, pos, slot)
                else "mechanic"
            )
            extra.append(
                f"{possessive(who(occupant), start=True)} {worker} stands here this round."
            )
        extra += _outcome(state, A.PlaceDevice(device, pos, slot), legal, can_act)
        return tile_tip(tid, rot, extra)
    if isinstance(key, K.PersonaSpace):
        return _persona_space_tip(
            state, focus, key.space, legal, can_act and focus == state.current, who
        )
    if isinstance(key, K.OtherSpace):
        return _persona_space_tip(state, key.seat, key.space, legal, False, who)
    if isinstance(key, K.Home):
        i = key.number
        p = players[key.seat]
        side = load().persona_side(p.persona, p.side)
        unit = "electrickal sources" if side.wage_resource == "electrickal" else "pounds"
        if i >= p.mechanics:
            return Tip(
                f"Mechanic {i + 1}", (f"Joins in Age {ROMAN[i]}.", f"Wage {side.wages[i]} {unit}.")
            )
        state_text = "already out this round" if i < p.used else "waiting at home"
        return Tip(
            f"Mechanic {i + 1}",
            (
                f"Wage {side.wages[i]} {unit}: paid to place it, collected if it passes.",
                f"It is {state_text}.",
            ),
        )
    if isinstance(key, K.AutomatonSpot):
        p = players[key.seat]
        text = {
            AUTO_BOARD: "on the central board",
            AUTO_READY: "ready to work this round",
            AUTO_USED: "already used this round",
        }[p.automaton]
        where = automaton_place_text(state, key.seat, who, own="your own")
        if where:
            text = f"working {where} this round"
        side = load().persona_side(p.persona, p.side)
        lines = [f"Your Automaton is {text}."]
        if side.butler:
            lines.append("Augustus's butler works every round, on his persona spaces only.")
        return Tip("Automaton", tuple(lines))
    if isinstance(key, K.Resource):
        p = players[key.seat]
        if key.kind == "money":
            return Tip(f"£{p.money}", ("Money: wages, Scroll Racks, generators and more.",))
        if key.kind == "prestige":
            return Tip(
                plural(p.prestige, "prestige chip"), ("Each chip is 1 prestige at the end.",)
            )
        return Tip(
            plural(p.clocks, "clock counter"),
            ("Earned when opponents use your devices: 1 prestige each.",),
        )
    if isinstance(key, K.BasicSources):
        t = key.type
        n = players[key.seat].sources["CSE".index(t)]
        frame = state.pending[-1] if state.pending else None
        lines = [f"You have {n}. Basic sources build devices and pay for some effects."]
        if isinstance(frame, F.SourceFrame) and can_act:
            lines.append(f"Click to take {a_power(t)} source.")
        return Tip(f"{POWER_NAMES[t].capitalize()} sources", tuple(lines))
    if isinstance(key, K.SupplyTile):
        i = key.number
        supply = players[key.seat].supply
        if i >= len(supply):
            return None
        return tile_tip(supply[i], 0, ["In your supply, waiting to be built."])
    if isinstance(key, K.OtherSupply):
        seat, i = key.seat, key.number
        supply = players[seat].supply
        if i >= len(supply):
            return None
        return tile_tip(supply[i], 0, [f"In {possessive(who(seat))} supply."])
    if isinstance(key, K.SupplyMore):
        seat = key.seat
        supply = players[seat].supply
        title = (
            "Your whole supply"
            if seat == focus
            else f"{possessive(who(seat), start=True)} whole supply"
        )
        return Tip(title, tuple(load().tiles[t].name for t in supply))
    if isinstance(key, K.SupplyScroll):
        step = key.step
        count = len(players[key.seat].supply)
        return Tip(
            "Earlier tiles" if step < 0 else "Later tiles",
            (
                f"{plural(count, 'tile')} in your supply: click the arrows, or roll the mouse wheel over the row, "
                "to see them all.",
            ),
        )
    if isinstance(key, K.ScoreRow):
        return score_tip(state, key.seat, who, colours)
    if isinstance(key, K.LogNewest):
        return Tip(
            "Back to the newest", ("Scroll the log down to the latest moves (End does the same).",)
        )
    if isinstance(key, K.Summary):
        return _summary_tip(state, key.seat, who, colours)
    if isinstance(key, K.RevealedTile):
        frame = state.pending[-1] if state.pending else None
        if isinstance(frame, F.RevealFrame) and key.number < len(frame.tiles):
            return tile_tip(
                frame.tiles[key.number],
                0,
                ["Keep this one? The other goes to the bottom of its stack."],
            )
        return None
    return None


def with_undo_warning(tip: Tip | None, state: GameState, actions: Sequence) -> Tip | None:
    """`tip` with a last line warning that what clicking here plays cannot be undone (it ends
    the round, an age or the game, or turns up a face-down tile), when that is so."""
    if tip is None or not actions:
        return tip
    answer = warning_for_any(state, actions)
    if answer is None:
        return tip
    return attrs.evolve(tip, lines=tip.lines + ("", warning_line(answer)))


def _persona_space_tip(
    state: GameState, seat: int, space: int, legal: Sequence, can_act: bool, who
) -> Tip | None:
    p = state.players[seat]
    if not p.persona or space >= len(p.spaces):
        return None
    lines = [persona_space_text(p.persona, p.side, space)]
    if p.spaces[space]:
        worker = (
            f"{possessive(who(seat), start=True)} Automaton"
            if p.automaton_space == space
            else f"{possessive(who(seat), start=True)} mechanic"
        )
        lines.append(f"{worker} is already here this round.")
    lines += _outcome(state, A.PlacePersona(space), legal, can_act)
    return Tip(f"{who(seat)}: persona space {space + 1}", tuple(lines))


def automaton_place_text(state: GameState, seat: int, who, own: str = "their own") -> str:
    """Where seat's Automaton stands this round ("on persona space 2", "on Ada's device #3",
    "on their own device #1"), or "" when it stands nowhere."""
    p = state.players[seat]
    if p.automaton_space is not None:
        return f"on persona space {p.automaton_space + 1}"
    spot = p.automaton_device_spot
    if spot is not None:
        device = spot[0]
        owner = next((d.owner for d in state.devices if d.id == device), None)
        whose = own if owner == seat else possessive(who(owner)) if owner is not None else "a"
        return f"on {whose} device #{device}"
    return ""


def _summary_tip(state: GameState, seat: int, who, colours) -> Tip:
    p = state.players[seat]
    if not p.persona:
        return Tip(who(seat), ("Still choosing a persona.",))
    side = load().persona_side(p.persona, p.side)
    src = ", ".join(f"{p.sources[i]} {POWER_NAMES[t]}" for i, t in enumerate(POWER_TYPES))
    supply = ", ".join(load().tiles[t].name for t in p.supply) or "nothing"
    left = p.mechanics - p.used
    lines: tuple[str, ...] = (
        f"{side.name}, side {p.side}",
        f"£{p.money}, {plural(p.prestige, 'prestige chip')}, {plural(p.clocks, 'clock counter')}",
        f"Sources: {src}",
        f"Supply: {supply}",
        f"Mechanics left this round: {left} of {p.mechanics}; next wage {wage_text(state, seat)}"
        if left
        else f"All {p.mechanics} mechanics are out this round.",
    )
    where = automaton_place_text(state, seat, who)
    if where:
        lines += (f"Their Automaton is working {where}.",)
    return Tip(who(seat), lines, colours[seat] if seat < len(colours) else None)


# --- a "Prestige so far" row: where a player's prestige comes from -------------------------------
# the breakdown is rules.scoring.score_lines, the sums the results screen and the final score
# use, so the tooltip always adds up to the bar it explains

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")


def score_tip(
    state: GameState,
    seat: int,
    who: Callable[[int], str],
    colours: Sequence[tuple[int, int, int]] = (),
) -> Tip:
    """`seat`'s prestige, part by part, and where that puts them."""
    lines = score_lines(state)
    line = lines[seat]
    devices = sum(1 for d in state.devices if d.owner == seat)
    parts = [
        f"Prestige chips: {line.chips}",
        f"Clock counters: {line.clocks}"
        + ("" if state.two_player else " (one each time another player used their devices)"),
        f"Tiles in their devices: {line.device_tiles} (the prestige printed on the tiles of "
        f"{plural(devices, 'device')})",
    ]
    ahead = sorted((sl for sl in lines if sl.player != seat), key=lambda sl: -sl.total)
    if ahead and ahead[0].total > line.total:
        leader = max(lines, key=lambda sl: sl.total)
        place = f"{ORDINALS[line.rank - 1]} so far, {leader.total - line.total} behind {who(leader.player)}"
    elif ahead and ahead[0].total == line.total:
        place = (
            f"Level with {who(ahead[0].player)} on {line.total}; the most money, sources and tiles left "
            f"over would decide it (they have {line.leftovers})"
        )
    elif ahead:
        place = f"Leading by {line.total - ahead[0].total}"
    else:
        place = "The only player"
    title = f"{who(seat)}: {plural(line.total, 'prestige', 'prestige')} so far"
    return Tip(title, (*parts, place), colours[seat] if seat < len(colours) else None)
