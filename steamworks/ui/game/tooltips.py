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

from steamworks.language import mark, money, ntr, tr
from steamworks.rules import actions as A
from steamworks.rules import frames as F
from steamworks.rules.data import POWER_NAMES, POWER_TYPES, TileDef, load
from steamworks.rules.idle import idle_reason
from steamworks.rules.preview import effect_text, outcome_lines, persona_space_text
from steamworks.rules.scoring import score_lines
from steamworks.rules.state import AUTO_BOARD, AUTO_READY, AUTO_USED, GameState
from steamworks.rules.taking import scroll_cost
from steamworks.rules.words import KIND_WORDS, ROMAN, STACK_WORDS, YOU, shown_name

from . import target_keys as K
from .confirm import WARNING_MARK, warning_for_any, warning_line
from .prompt import wage_text

CONNECTOR_WORDS = {
    "C": mark("clockwork gear"),
    "S": mark("steam pipe"),
    "E": mark("electrickal wire"),
    "A": mark("any-power socket"),
}
SIDE_WORDS = (mark("north"), mark("east"), mark("south"), mark("west"))
# an Iterator's line, by the side it clamps onto
CLAMP_LINES = (
    mark("Clamps onto the component on its north side."),
    mark("Clamps onto the component on its east side."),
    mark("Clamps onto the component on its south side."),
    mark("Clamps onto the component on its west side."),
)
LOCK_NAMES = (mark("Age II lock"), mark("Age III lock"), mark("Game End"))
# what a tile is, by its stack and kind (rules/words.py STACK_WORDS and KIND_WORDS in English)
KIND_LINES = {
    ("basic", "source"): mark("Basic source"),
    ("start", "component"): mark("Start tile component"),
    ("start", "source"): mark("Start tile source"),
    ("persona", "component"): mark("Persona tile component"),
    ("persona", "source"): mark("Persona tile source"),
    ("age1", "component"): mark("Age I component"),
    ("age1", "source"): mark("Age I source"),
    ("age1", "modifier"): mark("Age I modifier"),
    ("age2", "component"): mark("Age II component"),
    ("age2", "source"): mark("Age II source"),
    ("age2", "modifier"): mark("Age II modifier"),
    ("age3", "component"): mark("Age III component"),
    ("age3", "source"): mark("Age III source"),
    ("age3", "modifier"): mark("Age III modifier"),
}


@attrs.frozen
class Tip:
    title: str
    lines: tuple[str, ...] = ()
    accent: tuple[int, int, int] | None = None  # a player's colour, for a coloured title bar
    tile: tuple[str, int] | None = None  # a tile to picture beside the words (id, rotation)


def kind_text(tile: TileDef) -> str:
    kind = KIND_WORDS[tile.kind]
    line = KIND_LINES.get((tile.stack, kind))
    if line is not None:
        return tr(line)
    age = STACK_WORDS.get(tile.stack, "")
    return f"{age} {kind}" if age else kind.capitalize()


def power_word(power: str) -> str:
    """A kind of power as a word ("clockwork", "steam", "electrickal"), translated."""
    return tr(POWER_NAMES[power])


def connector_text(tile: TileDef, rotation: int = 0) -> str:
    if tile.is_source:
        kinds = [power_word(t) for t in POWER_TYPES if t in tile.supplies]
        if len(kinds) == 3:
            return tr("Supplies any power, chosen for each side.")
        if len(kinds) == 2:
            # translators: {power} and {other} are kinds of power: clockwork, steam, electrickal
            return tr(
                "Supplies {power} or {other} power, chosen for each side.",
                power=kinds[0],
                other=kinds[1],
            )
        # translators: {power} is a kind of power: clockwork, steam or electrickal
        return tr("Supplies {power} power on all four sides.", power=kinds[0])
    if tile.kind == "iterator":
        return tr(CLAMP_LINES[(3 + rotation) % 4])
    if tile.kind == "converter":
        inp = (tile.input_side + rotation) % 4
        outs = [tr(SIDE_WORDS[s]) for s in range(4) if s != inp]
        # translators: {side} is a side of the tile (north...), {sides} the other three sides
        return tr(
            "Power in on the {side}; any power out {sides}.",
            side=tr(SIDE_WORDS[inp]),
            sides=", ".join(outs),
        )
    sides = tile.rotated_sides(rotation)
    parts = [
        # translators: one connector of a tile: {side} is north, east..., {connector} "steam pipe"...
        tr("{side}: {connector}", side=tr(SIDE_WORDS[i]), connector=tr(CONNECTOR_WORDS[c]))
        for i, c in enumerate(sides)
        if c != "-"
    ]
    if not parts:
        return tr("Connectors: none.")
    # translators: {connectors} lists a tile's connectors, "north: steam pipe; east: ..."
    return tr("Connectors: {connectors}.", connectors="; ".join(parts))


def tile_tip(tile_id: str, rotation: int = 0, extra: Sequence[str] = ()) -> Tip:
    tile = load().tiles[tile_id]
    lines = [kind_text(tile), connector_text(tile, rotation)]
    text = effect_text(tile.effect)
    if text:
        lines.append(text)
    if tile.is_source and tile.spaces > 1:
        lines.append(tr("It has two mechanic spaces."))
    lines.append(
        ntr("Worth {count} prestige in a device.", "Worth {count} prestige in a device.", tile.vp)
    )
    lines.extend(extra)
    return Tip(tr(tile.name), tuple(lines), tile=(tile_id, rotation))


def _device_tile(state: GameState, device: int, pos) -> tuple[str, int]:
    for p, tid, rot in state.device(device).layout:
        if p == pos:
            return tid, rot
    raise KeyError(pos)


def is_outcome_heading(line: str) -> bool:
    """Whether a tooltip line heads what placing here would do (drawn in copper)."""
    return line in (tr("If you place here now:"), tr("If your Automaton goes here now:"))


def _outcome(state: GameState, action, legal: Sequence, can_act: bool) -> list[str]:
    if not can_act or state.pending:
        return []
    if action in legal:
        return ["", tr("If you place here now:")] + _outcome_lines(state, action)
    auto = attrs.evolve(action, automaton=True)
    if auto in legal:
        return ["", tr("If your Automaton goes here now:")] + _outcome_lines(state, auto)
    return []


def _outcome_lines(state: GameState, action) -> list[str]:
    """`preview.outcome_lines`, with the line saying the place would gain nothing now (rules/
    idle.py) marked as a warning, as a move that cannot be undone is."""
    reason = idle_reason(state, action)
    return [
        f"{WARNING_MARK} {line}" if line == reason else line
        for line in outcome_lines(state, action)
    ]


def in_device_line(owner: str, device: int) -> str:
    """ "In Ada's device #3." ("In your device #3." for the seat named You)."""
    if owner == YOU:
        return tr("In your device #{device}.", device=device)
    return tr("In {owner}'s device #{device}.", owner=owner, device=device)


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
        return (
            shown_name(names[seat]) if seat < len(names) else tr("Player {number}", number=seat + 1)
        )

    if isinstance(key, K.BeltTile):
        b, col = key.belt, key.col
        tid = state.belts[b][col]
        if tid is None:
            return None
        belt = load().board.belts[b]
        cost = scroll_cost(col)
        extra = [
            # translators: {belt} is a conveyor belt's name, {column} a number, {amount} money
            tr(
                "{belt}, column {column} from the right: a Scroll Rack pays {amount} for it.",
                belt=tr(belt.name),
                column=col + 1,
                amount=money(cost),
            )
        ]
        return tile_tip(tid, 0, extra)
    if isinstance(key, K.Stack):
        i = key.number
        count = len(state.stacks[i])
        locked = i + 1 > state.age
        lines = [ntr("{count} tile face down.", "{count} tiles face down.", count)]
        if locked:
            lines.append(tr("Locked until Age {age}.", age=ROMAN[i + 1]))
        else:
            lines.append(tr("It refills its conveyor belt at the end of each round."))
        return Tip(tr("Age {age} tiles", age=ROMAN[i + 1]), tuple(lines))
    if isinstance(key, K.Lock):
        i = key.number
        n = state.locks[i]
        left = (
            ntr("{count} coin left.", "{count} coins left.", n)
            if state.two_player
            else ntr("{count} clock counter left.", "{count} clock counters left.", n)
        )
        if i == state.current_stack and not state.game_over:
            left += " " + tr(
                "This is the current stack: when it is empty at the end of a round, the age ends."
            )
        return Tip(
            tr(LOCK_NAMES[i]),
            (
                left,
                tr("Each mechanic placed on an opponent's device takes one for the device's owner.")
                if not state.two_player
                else tr(
                    "Each mechanic placed on an opponent's device pays its owner {pounds_1}, and one coin "
                    "leaves every round."
                ),
            ),
        )
    if isinstance(key, K.ClockSupply):
        return Tip(
            tr("General supply"),
            (
                ntr("{count} clock counter.", "{count} clock counters.", state.clock_supply),
                tr("Used once the current stack runs out; after that, prestige chips."),
            ),
        )
    if isinstance(key, K.StartPlayer):
        return Tip(
            tr("Start player"),
            (
                tr("{player} starts this round.", player=who(state.start_player)),
                tr("The marker passes to the left at the end of each round."),
            ),
        )
    if isinstance(key, K.Automatons):
        home = [who(i) for i, p in enumerate(players) if p.persona and p.automaton == AUTO_BOARD]
        return Tip(
            tr("Automatons on the central board"),
            (
                tr(
                    "An Automaton component lets its user take theirs as an extra worker this "
                    "round."
                ),
                # translators: {players} lists the players whose Automaton is on the board
                tr("Waiting here: {players}", players=", ".join(home))
                if home
                else tr("Waiting here: none"),
            ),
        )
    if isinstance(key, K.AreaHeader):
        seat = key.seat
        count = sum(1 for d in state.devices if d.owner == seat)
        name = who(seat)
        return Tip(
            tr("Your devices") if name == YOU else tr("{owner}'s devices", owner=name),
            (
                ntr("{count} device.", "{count} devices.", count),
                tr("Any player may place a mechanic on a free source of any device."),
            ),
            colours[seat] if seat < len(colours) else None,
        )
    if isinstance(key, K.DeviceComponent):
        device, pos = key.device, key.pos
        tid, rot = _device_tile(state, device, pos)
        owner = state.device(device).owner
        return tile_tip(tid, rot, [in_device_line(who(owner), device)])
    if isinstance(key, K.SourceSlot):
        device, pos, slot = key.device, key.pos, key.slot
        tid, rot = _device_tile(state, device, pos)
        d = state.device(device)
        extra = [in_device_line(who(d.owner), device)]
        occupant = d.occupant(pos, slot)
        if occupant is not None:
            extra.append(
                _worker_line(
                    who(occupant),
                    players[occupant].automaton_device_spot == (device, pos, slot),
                )
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
        electrickal = side.wage_resource == "electrickal"
        wage = side.wages[i]
        title = tr("Mechanic {number}", number=i + 1)
        if i >= p.mechanics:
            return Tip(
                title,
                (
                    tr("Joins in Age {age}.", age=ROMAN[i]),
                    tr("Wage {amount} electrickal sources.", amount=wage)
                    if electrickal
                    else tr("Wage {amount} pounds.", amount=wage),
                ),
            )
        return Tip(
            title,
            (
                tr(
                    "Wage {amount} electrickal sources: paid to place it, collected if it passes.",
                    amount=wage,
                )
                if electrickal
                else tr(
                    "Wage {amount} pounds: paid to place it, collected if it passes.", amount=wage
                ),
                tr("It is already out this round.") if i < p.used else tr("It is waiting at home."),
            ),
        )
    if isinstance(key, K.AutomatonSpot):
        p = players[key.seat]
        where = automaton_place_text(state, key.seat, who, own=True)
        if where:
            # translators: {place} is where it works, "on persona space 2", "on Ada's device #3"
            line = tr("Your Automaton is working {place} this round.", place=where)
        else:
            line = tr(
                {
                    AUTO_BOARD: mark("Your Automaton is on the central board."),
                    AUTO_READY: mark("Your Automaton is ready to work this round."),
                    AUTO_USED: mark("Your Automaton is already used this round."),
                }[p.automaton]
            )
        side = load().persona_side(p.persona, p.side)
        lines = [line]
        if side.butler:
            lines.append(tr("Augustus's butler works every round, on his persona spaces only."))
        return Tip(tr("Automaton"), tuple(lines))
    if isinstance(key, K.Resource):
        p = players[key.seat]
        if key.kind == "money":
            return Tip(money(p.money), (tr("Money: wages, Scroll Racks, generators and more."),))
        if key.kind == "prestige":
            return Tip(
                ntr("{count} prestige chip", "{count} prestige chips", p.prestige),
                (tr("Each chip is 1 prestige at the end."),),
            )
        return Tip(
            ntr("{count} clock counter", "{count} clock counters", p.clocks),
            (tr("Earned when opponents use your devices: 1 prestige each."),),
        )
    if isinstance(key, K.BasicSources):
        t = key.type
        n = players[key.seat].sources["CSE".index(t)]
        frame = state.pending[-1] if state.pending else None
        lines = [
            tr("You have {count}. Basic sources build devices and pay for some effects.", count=n)
        ]
        if isinstance(frame, F.SourceFrame) and can_act:
            lines.append(tr(TAKE_SOURCE_LINES[t]))
        return Tip(tr(SOURCE_TITLES[t]), tuple(lines))
    if isinstance(key, K.SupplyTile):
        i = key.number
        supply = players[key.seat].supply
        if i >= len(supply):
            return None
        return tile_tip(supply[i], 0, [tr("In your supply, waiting to be built.")])
    if isinstance(key, K.OtherSupply):
        seat, i = key.seat, key.number
        supply = players[seat].supply
        if i >= len(supply):
            return None
        name = who(seat)
        return tile_tip(
            supply[i],
            0,
            [tr("In your supply.") if name == YOU else tr("In {owner}'s supply.", owner=name)],
        )
    if isinstance(key, K.SupplyMore):
        seat = key.seat
        supply = players[seat].supply
        name = who(seat)
        title = (
            tr("Your whole supply")
            if seat == focus or name == YOU
            else tr("{owner}'s whole supply", owner=name)
        )
        return Tip(title, tuple(tr(load().tiles[t].name) for t in supply))
    if isinstance(key, K.SupplyScroll):
        step = key.step
        count = len(players[key.seat].supply)
        return Tip(
            tr("Earlier tiles") if step < 0 else tr("Later tiles"),
            (
                ntr(
                    "{count} tile in your supply: click the arrows, or roll the mouse wheel over "
                    "the row, to see them all.",
                    "{count} tiles in your supply: click the arrows, or roll the mouse wheel over "
                    "the row, to see them all.",
                    count,
                ),
            ),
        )
    if isinstance(key, K.ScoreRow):
        return score_tip(state, key.seat, who, colours)
    if isinstance(key, K.LogNewest):
        return Tip(
            tr("Back to the newest"),
            (tr("Scroll the log down to the latest moves (End does the same)."),),
        )
    if isinstance(key, K.Summary):
        return _summary_tip(state, key.seat, who, colours)
    if isinstance(key, K.RevealedTile):
        frame = state.pending[-1] if state.pending else None
        if isinstance(frame, F.RevealFrame) and key.number < len(frame.tiles):
            return tile_tip(
                frame.tiles[key.number],
                0,
                [tr("Keep this one? The other goes to the bottom of its stack.")],
            )
        return None
    return None


# a basic source's tooltip, by its kind of power
SOURCE_TITLES = {
    "C": mark("Clockwork sources"),
    "S": mark("Steam sources"),
    "E": mark("Electrickal sources"),
}
TAKE_SOURCE_LINES = {
    "C": mark("Click to take a clockwork source."),
    "S": mark("Click to take a steam source."),
    "E": mark("Click to take an electrickal source."),
}


def _worker_line(name: str, automaton: bool) -> str:
    """ "Ada's mechanic stands here this round." and its kin, for the seat named You too."""
    if name == YOU:
        if automaton:
            return tr("Your Automaton stands here this round.")
        return tr("Your mechanic stands here this round.")
    if automaton:
        return tr("{owner}'s Automaton stands here this round.", owner=name)
    return tr("{owner}'s mechanic stands here this round.", owner=name)


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
        name = who(seat)
        automaton = p.automaton_space == space
        if name == YOU:
            line = (
                tr("Your Automaton is already here this round.")
                if automaton
                else tr("Your mechanic is already here this round.")
            )
        else:
            line = (
                tr("{owner}'s Automaton is already here this round.", owner=name)
                if automaton
                else tr("{owner}'s mechanic is already here this round.", owner=name)
            )
        lines.append(line)
    lines += _outcome(state, A.PlacePersona(space), legal, can_act)
    return Tip(
        tr("{player}: persona space {number}", player=who(seat), number=space + 1), tuple(lines)
    )


def automaton_place_text(state: GameState, seat: int, who, own: bool = False) -> str:
    """Where seat's Automaton stands this round ("on persona space 2", "on Ada's device #3",
    "on their own device #1"; "on your own device #1" with `own`), or "" when it stands nowhere."""
    p = state.players[seat]
    if p.automaton_space is not None:
        return tr("on persona space {number}", number=p.automaton_space + 1)
    spot = p.automaton_device_spot
    if spot is not None:
        device = spot[0]
        owner = next((d.owner for d in state.devices if d.id == device), None)
        if owner == seat:
            if own:
                return tr("on your own device #{device}", device=device)
            return tr("on their own device #{device}", device=device)
        if owner is None:
            return tr("on a device #{device}", device=device)
        name = who(owner)
        if name == YOU:
            return tr("on your device #{device}", device=device)
        return tr("on {owner}'s device #{device}", owner=name, device=device)
    return ""


def _summary_tip(state: GameState, seat: int, who, colours) -> Tip:
    p = state.players[seat]
    if not p.persona:
        return Tip(who(seat), (tr("Still choosing a persona."),))
    side = load().persona_side(p.persona, p.side)
    src = ", ".join(
        # translators: a count of basic sources of one kind, "2 clockwork"
        tr("{count} {power}", count=p.sources[i], power=power_word(t))
        for i, t in enumerate(POWER_TYPES)
    )
    names = [tr(load().tiles[t].name) for t in p.supply]
    left = p.mechanics - p.used
    lines: tuple[str, ...] = (
        # translators: {persona} is a persona's name, {side} A or B
        tr("{persona}, side {side}", persona=tr(side.name), side=p.side),
        # translators: {amount} is money; {chips} "3 prestige chips"; {clocks} "2 clock counters"
        tr(
            "{amount}, {chips}, {clocks}",
            amount=money(p.money),
            chips=ntr("{count} prestige chip", "{count} prestige chips", p.prestige),
            clocks=ntr("{count} clock counter", "{count} clock counters", p.clocks),
        ),
        # translators: {sources} lists basic sources, "1 clockwork, 0 steam, 2 electrickal"
        tr("Sources: {sources}", sources=src),
        # translators: {tiles} lists tile names
        tr("Supply: {tiles}", tiles=", ".join(names)) if names else tr("Supply: nothing"),
        # translators: {wage} is money ("£2") or "2 electrickal sources"
        tr(
            "Mechanics left this round: {left} of {total}; next wage {wage}",
            left=left,
            total=p.mechanics,
            wage=wage_text(state, seat),
        )
        if left
        else ntr(
            "All {count} mechanics are out this round.",
            "All {count} mechanics are out this round.",
            p.mechanics,
        ),
    )
    where = automaton_place_text(state, seat, who)
    if where:
        # translators: {place} is where it works, "on persona space 2", "on Ada's device #3"
        lines += (tr("Their Automaton is working {place}.", place=where),)
    return Tip(who(seat), lines, colours[seat] if seat < len(colours) else None)


# --- a "Prestige so far" row: where a player's prestige comes from -------------------------------
# the breakdown is rules.scoring.score_lines, the sums the results screen and the final score
# use, so the tooltip always adds up to the bar it explains

ORDINALS = (mark("1st"), mark("2nd"), mark("3rd"), mark("4th"), mark("5th"))


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
        tr("Prestige chips: {count}", count=line.chips),
        tr("Clock counters: {count}", count=line.clocks)
        if state.two_player
        else tr(
            "Clock counters: {count} (one each time another player used their devices)",
            count=line.clocks,
        ),
        ntr(
            "Tiles in their devices: {prestige} (the prestige printed on the tiles of {count} "
            "device)",
            "Tiles in their devices: {prestige} (the prestige printed on the tiles of {count} "
            "devices)",
            devices,
            prestige=line.device_tiles,
        ),
    ]
    ahead = sorted((sl for sl in lines if sl.player != seat), key=lambda sl: -sl.total)
    if ahead and ahead[0].total > line.total:
        leader = max(lines, key=lambda sl: sl.total)
        # translators: {place} is "1st", "2nd"...; {points} prestige points; {player} a name
        place = tr(
            "{place} so far, {points} behind {player}",
            place=tr(ORDINALS[line.rank - 1]),
            points=leader.total - line.total,
            player=who(leader.player),
        )
    elif ahead and ahead[0].total == line.total:
        place = tr(
            "Level with {player} on {points}; the most money, sources and tiles left over would "
            "decide it (they have {leftovers})",
            player=who(ahead[0].player),
            points=line.total,
            leftovers=line.leftovers,
        )
    elif ahead:
        place = tr("Leading by {points}", points=line.total - ahead[0].total)
    else:
        place = tr("The only player")
    title = ntr(
        "{player}: {count} prestige so far",
        "{player}: {count} prestige so far",
        line.total,
        player=who(seat),
    )
    return Tip(title, (*parts, place), colours[seat] if seat < len(colours) else None)
