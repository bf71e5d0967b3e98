"""The sentences of the spoken table: what the focus is on, whose turn it is, a log line, why a
move is refused, and the answers of the query keys (my supply, the belts, the clock, the
prestige, a player's devices).

Each function takes the game's state (and the seats' names) and returns a few short sentences,
the most important first, in the chosen language (`steamworks.language`). Where the game
already says something in words (a tooltip, a story entry, an engine refusal, a decision's
question), those same words are spoken, so the ear and the eye are told the same thing.

`you` is the seat of the player listening (None when nobody is: a game between AIs, or a hot
seat where each seat is named). Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from steamworks.language import listing, mark, money, ntr, number, tr, voiced
from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules.data import load
from steamworks.rules.describe import describe_decision
from steamworks.rules.ending import last_round
from steamworks.rules.irreversible import last_turn_of_round
from steamworks.rules.narrate import StoryEntry
from steamworks.rules.scoring import score_lines, winners
from steamworks.rules.state import AUTO_READY, GameState
from steamworks.rules.turns import next_wage
from steamworks.rules.words import ROMAN
from steamworks.ui.game.confirm import WARNING_MARK
from steamworks.ui.game.prompt import capital, wage_text
from steamworks.ui.game.tooltips import Tip, tile_tip, tip_for
from steamworks.ui.speech.screens import joined


def seat_name(names: Sequence[str], seat: int) -> str:
    """A seat's name as the table shows it (the seat's number when it has none)."""
    if 0 <= seat < len(names) and names[seat]:
        return names[seat]
    # translators: a seat with no name; {number} counts from 1
    return tr("Player {number}", number=number(seat + 1))


def tile_name(tile_id: str) -> str:
    """A tile's name in the chosen language (the names are entries of the data files)."""
    return tr(load().tiles[tile_id].name)


# --- what the focus is on -------------------------------------------------------------------------


def tip_words(tip: Tip) -> str:
    """A tooltip said aloud: its title, then its lines (a warning's mark left out)."""
    lines = []
    for line in tip.lines:
        line = line.strip()
        if line.startswith(WARNING_MARK):
            line = line[len(WARNING_MARK) :].strip()
        if line:
            lines.append(line)
    if not lines:
        return tip.title
    # translators: a tooltip read aloud: {title} is what it is about (a tile, a space), {details}
    # its sentences
    return tr("{title}. {details}", title=tip.title, details=" ".join(lines))


def place_words(
    key: tuple[Any, ...],
    state: GameState,
    names: Sequence[str],
    legal: Sequence[A.Action],
    can_act: bool,
    focus: int | None = None,
) -> str:
    """What the focus ring is on, said: the place's tooltip (for a place the player could take
    now, what it would cost and gain), or "" for a place with nothing to tell. `focus`: the seat
    whose persona board the table shows (the seat to act when None)."""
    if focus is None:
        focus = engine.to_act(state) or 0
    tip = tip_for(key, state, names, legal, can_act, focus=focus)
    return "" if tip is None else tip_words(tip)


def tile_words(tile_id: str, rotation: int = 0) -> str:
    """A tile said: its name, kind, connectors, effect and prestige."""
    return tip_words(tile_tip(tile_id, rotation))


# --- the table's news -----------------------------------------------------------------------------


def log_words(entry: StoryEntry) -> str:
    """A log line as it lands: the story's own words."""
    return entry.text


def turn_words(state: GameState, names: Sequence[str], you: int | None) -> str:
    """Whose turn it is (or, once the game is over, who won)."""
    if state.game_over:
        return result_words(state, names, you)
    seat = engine.to_act(state)
    if seat is None:
        return ""
    if seat == you:
        return tr("Your turn.")
    return tr("{player}'s turn.", player=seat_name(names, seat))


def result_words(state: GameState, names: Sequence[str], you: int | None) -> str:
    """The game's end: who won, with how much prestige."""
    top = winners(state)
    best = max(line.total for line in score_lines(state))
    if len(top) == 1:
        if top[0] == you:
            sentence = ntr("You win with {count} prestige.", "You win with {count} prestige.", best)
        else:
            sentence = ntr(
                "{player} wins with {count} prestige.",
                "{player} wins with {count} prestige.",
                best,
                player=seat_name(names, top[0]),
            )
    else:
        sentence = ntr(
            "{players} share the win with {count} prestige.",
            "{players} share the win with {count} prestige.",
            best,
            players=listing([seat_name(names, s) for s in top]),
        )
    return tr("The game is over. {result}", result=sentence)


def question_words(state: GameState) -> str:
    """The decision on the table in a few words: "Place a mechanic or pass", or the frame's own
    question ("Choose a basic source to take")."""
    frame = engine.current_decision(state)
    if frame is None:
        return tr("Place a mechanic or pass")
    return capital(describe_decision(frame))


def prompt_words(state: GameState, choices: int) -> str:
    """The player's decision: its question and how many choices it has, with a warning first
    when this is the last turn of the round or the game."""
    sentence = ntr(
        "{question}: {count} choice.",
        "{question}: {count} choices.",
        choices,
        question=question_words(state),
    )
    ending = last_round(state)
    if last_turn_of_round(state):
        if ending is not None and ending.certain:
            note = tr("Last turn of the game.")
        else:
            note = tr("Last turn of the round.")
        # translators: {note} says this turn ends the round or the game; {prompt} the decision
        return tr("{note} {prompt}", note=note, prompt=sentence)
    if ending is not None and engine.current_decision(state) is None:
        return tr("{note} {prompt}", note=ending.text, prompt=sentence)
    return sentence


def choice_words(position: int, words: str) -> str:
    """One choice of a decision, with its number (counted from 1)."""
    # translators: one choice read out: {number} is its place in the list, {choice} what it does
    return tr("{number}: {choice}.", number=number(position), choice=words)


def refusal_words(state: GameState, action: A.Action) -> str | None:
    """Why `action` is not allowed now, in the engine's words; None when it is allowed."""
    reason = engine.explain_illegal(state, action)
    if reason is None:
        return None
    # translators: {reason} is the rules' sentence saying why a move is not allowed
    return tr("Not allowed. {reason}", reason=reason)


# --- the query keys -------------------------------------------------------------------------------


def _source_counts(sources: tuple[int, int, int]) -> list[str]:
    clockwork, steam, electrickal = sources
    out = []
    if clockwork:
        out.append(ntr("{count} clockwork source", "{count} clockwork sources", clockwork))
    if steam:
        out.append(ntr("{count} steam source", "{count} steam sources", steam))
    if electrickal:
        out.append(ntr("{count} electrickal source", "{count} electrickal sources", electrickal))
    return out


def supply_words(state: GameState, seat: int, player: str | None = None) -> str:
    """My money, sources and mechanics (and my tiles and Automaton), for the seat asking; with
    `player` (a name), the same of that player, said of them to someone watching (the replay):
    "Brunel has £4. ...". The same sentences in either voice, each written whole in both."""
    p = state.players[seat]
    out = [
        voiced(
            player,
            mark("You have {money}."),
            # translators: said of a player to someone watching (the replay); {money} is "£4"
            mark("{player} has {money}."),
            money=money(p.money),
        ),
        _sources_sentence(p.sources),
    ]
    if p.supply:
        tiles = listing([tile_name(t) for t in p.supply])
        out.append(
            ntr(
                "{count} tile in your supply: {tiles}.",
                "{count} tiles in your supply: {tiles}.",
                len(p.supply),
                tiles=tiles,
            )
            if player is None
            else ntr(
                "{count} tile in {player}'s supply: {tiles}.",
                "{count} tiles in {player}'s supply: {tiles}.",
                len(p.supply),
                player=player,
                tiles=tiles,
            )
        )
    else:
        out.append(
            voiced(player, mark("No tiles in your supply."), mark("No tiles in {player}'s supply."))
        )
    free = max(0, p.mechanics - p.used)
    out.append(
        ntr(
            "{count} of your {total} mechanics is free this round.",
            "{count} of your {total} mechanics are free this round.",
            free,
            total=number(p.mechanics),
        )
        if player is None
        else ntr(
            "{count} of {player}'s {total} mechanics is free this round.",
            "{count} of {player}'s {total} mechanics are free this round.",
            free,
            player=player,
            total=number(p.mechanics),
        )
    )
    out += _wage_sentences(state, seat, free)
    if p.automaton == AUTO_READY:
        out.append(
            voiced(
                player,
                mark("Your Automaton is ready to work this round."),
                mark("{player}'s Automaton is ready to work this round."),
            )
        )
    return " ".join(out)


def _sources_sentence(sources: tuple[int, int, int]) -> str:
    counts = _source_counts(sources)
    if counts:
        return tr("Basic sources: {sources}.", sources=listing(counts))
    return tr("No basic sources.")


def _wage_sentences(state: GameState, seat: int, free: int) -> list[str]:
    """What the seat's next mechanic costs, while one is free (no wage before the persona is
    chosen: a draft being replayed)."""
    p = state.players[seat]
    if not free or not p.persona:
        return []
    if next_wage(p) == 0:
        return [tr("The next one works for free.")]
    # translators: {wage} is an amount of money or of electrickal sources
    return [tr("The next one costs {wage}.", wage=wage_text(state, seat))]


def belts_words(state: GameState) -> str:
    """The conveyor belts, each read from its rightmost space (the one taken first)."""
    board = load().board
    out = []
    for b, row in enumerate(state.belts):
        belt = tr(board.belts[b].name)
        tiles = [tile_name(t) for t in row if t is not None]
        if tiles:
            # translators: {belt} is a conveyor belt's name, {tiles} its tiles, rightmost first
            out.append(tr("{belt}, from the right: {tiles}.", belt=belt, tiles=listing(tiles)))
        else:
            out.append(tr("{belt}: empty.", belt=belt))
    return " ".join(out)


def clock_words(state: GameState, names: Sequence[str]) -> str:
    """The clock: the round and age, how near the age's (or the game's) end is, who starts."""
    out = [tr("Round {round}, Age {age}.", round=number(state.round), age=ROMAN[state.age])]
    left = state.locks[state.current_stack]
    if state.age < 3:
        following = ROMAN[state.age + 1]
        if state.two_player:
            out.append(
                ntr(
                    "{count} coin left before Age {age}.",
                    "{count} coins left before Age {age}.",
                    left,
                    age=following,
                )
            )
        else:
            out.append(
                ntr(
                    "{count} clock counter left before Age {age}.",
                    "{count} clock counters left before Age {age}.",
                    left,
                    age=following,
                )
            )
    elif state.two_player:
        out.append(
            ntr(
                "{count} coin left before the game ends.",
                "{count} coins left before the game ends.",
                left,
            )
        )
    else:
        out.append(
            ntr(
                "{count} clock counter left before the game ends.",
                "{count} clock counters left before the game ends.",
                left,
            )
        )
    ending = last_round(state)
    if ending is not None:
        out.append(ending.text)
    out.append(tr("{player} starts this round.", player=seat_name(names, state.start_player)))
    return " ".join(out)


def prestige_words(state: GameState, names: Sequence[str], you: int | None) -> str:
    """Each player's prestige so far (chips, clock counters and the tiles of their devices)."""
    out = []
    for line in score_lines(state):
        if line.player == you:
            out.append(ntr("You have {count} prestige.", "You have {count} prestige.", line.total))
        else:
            out.append(
                ntr(
                    "{player} has {count} prestige.",
                    "{player} has {count} prestige.",
                    line.total,
                    player=seat_name(names, line.player),
                )
            )
    return " ".join(out)


def devices_words(state: GameState, seat: int, names: Sequence[str], you: int | None) -> str:
    """A player's devices: each one's number, its prestige and its tiles, with who works on it."""
    tiles = load().tiles
    owned = [d for d in state.devices if d.owner == seat]
    player = seat_name(names, seat)
    if not owned:
        if seat == you:
            return tr("You have no devices yet.")
        return tr("{player} has no devices yet.", player=player)
    if seat == you:
        out = [ntr("You have {count} device.", "You have {count} devices.", len(owned))]
    else:
        out = [
            ntr(
                "{player} has {count} device.",
                "{player} has {count} devices.",
                len(owned),
                player=player,
            )
        ]
    for d in owned:
        worth = sum(tiles[t].vp for _p, t, _r in d.layout)
        # translators: {device} is the device's number on the table, {tiles} its tiles
        sentence = ntr(
            "Device {device}, worth {count} prestige: {tiles}.",
            "Device {device}, worth {count} prestige: {tiles}.",
            worth,
            device=number(d.id),
            tiles=listing([tile_name(t) for _p, t, _r in d.layout]),
        )
        out.append(sentence)
        if d.workers:
            working = [seat_name(names, who) for _p, _s, who in d.workers]
            # translators: {players} are the names of those whose mechanics stand on the device
            out.append(tr("Working on it: {players}.", players=listing(working)))
    return " ".join(out)


# --- the build panel -------------------------------------------------------------------------------


def cell_words(cell: tuple[int, int], tile: tuple[str, int] | None) -> str:
    """A cell of the build panel's grid, counted from 1 as a player counts: what lies there."""
    row, column = number(cell[0] + 1), number(cell[1] + 1)
    if tile is None:
        # translators: a cell of the build panel's grid, said aloud
        return tr("Row {row}, column {column}: empty.", row=row, column=column)
    # translators: a cell of the build panel's grid with a tile on it, said aloud
    return tr(
        "Row {row}, column {column}: {tile}.", row=row, column=column, tile=tile_name(tile[0])
    )


def _cell_place(cell: tuple[int, int]) -> dict[str, str]:
    return {"row": number(cell[0] + 1), "column": number(cell[1] + 1)}


def in_hand_words(tile_id: str, cell: tuple[int, int] | None) -> str:
    """The tile just picked up in the build panel (from the tray, or from a cell)."""
    if cell is None:
        # translators: the build panel: a tile picked up from the supply tray
        return tr("{tile} in hand.", tile=tile_name(tile_id))
    # translators: the build panel: a tile on the grid picked up to move or turn it
    return tr(
        "{tile} in hand, from row {row}, column {column}.",
        tile=tile_name(tile_id),
        **_cell_place(cell),
    )


def placed_words(tile_id: str, cell: tuple[int, int]) -> str:
    """A tile just put on the build panel's grid."""
    # translators: the build panel: a tile put on the grid
    return tr(
        "{tile} placed at row {row}, column {column}.", tile=tile_name(tile_id), **_cell_place(cell)
    )


def returned_words(tile_id: str) -> str:
    """A tile just sent back from the grid to the supply."""
    return tr("{tile} back in your supply.", tile=tile_name(tile_id))


def turned_words(tile_id: str) -> str:
    """A tile on the grid just turned (its connectors then follow in `contact_words`)."""
    return tr("{tile} turned.", tile=tile_name(tile_id))


# the side a neighbour lies on, from the cell's (row, column) step
_SIDES = {
    (-1, 0): mark("north"),
    (1, 0): mark("south"),
    (0, -1): mark("west"),
    (0, 1): mark("east"),
}


def contact_words(step: tuple[int, int], other: str, status: str) -> str:
    """How a placed tile meets its neighbour on one side: joined, or why not."""
    side = tr(_SIDES[step])
    if status == "valid":
        # translators: {side} is north, south, east or west; {tile} the neighbour
        return tr("Joined to the {tile} to the {side}.", tile=tile_name(other), side=side)
    if status == "mismatch":
        return tr(
            "Does not fit the {tile} to the {side}: the connectors do not match.",
            tile=tile_name(other),
            side=side,
        )
    return tr(
        "Next to the {tile} to the {side}, with no connector between them.",
        tile=tile_name(other),
        side=side,
    )


def worth_words(prestige: int) -> str:
    """The device laid out so far: what it is worth."""
    return ntr(
        "The device is worth {count} prestige.", "The device is worth {count} prestige.", prestige
    )


def panel_stop_words(kind: str, value: Any, tile: tuple[str, int] | None, label: str) -> str:
    """What the build panel's keyboard ring is on, said: a tile of the tray (its name, kind,
    connectors and effect), a cell of the grid, a device to add to, or a button (`label`)."""
    if kind == "tray":
        # translators: a tile waiting in the build panel's tray; {tile} says what it is
        return tr("In your supply: {tile}", tile=tile_words(str(value)))
    if kind == "cell":
        return cell_words(value, tile)
    return label


def adding_to_words(device: int) -> str:
    """The device the build panel adds to now (Tab chooses the next)."""
    # translators: {device} is the device's number on the table
    return tr("Adding to device {device}.", device=number(device))


# --- a lesson's or a puzzle's card ----------------------------------------------------------------


def card_words(heading: str, counter: str, body: str, go_on: str = "") -> str:
    """A lesson's card read out when its step starts: the lesson, the step, what it says, and
    how to go on when the step is only to be read (`go_on`, the Continue button's words)."""
    # the card's paragraphs run on when said
    return joined(heading, counter, *(" ".join(extra.split()) for extra in (body, go_on)))
