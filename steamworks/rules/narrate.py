"""The story of a game: what each action changed for everyone, and the round and age events.

`narrate(before, action, after, names)` turns one applied action into story entries: the action
line ("Brunel places a mechanic on Ada's Steam Source (device #3), pays a £1 wage; Ada gains a
clock counter"), then, when the action closed the round, a "Round 3 ends" entry with what
moved, an "Age II begins" entry for each age it opened, and the game's end. The log panel, the
"since your last turn" panel and `python -m steamworks replay` all print these same entries.

Every change is found by comparing states, so the story is always true. To tell the action's
own results from the end of the round it triggered, the action is applied once more up to the
end of its turn (the engine is pure and deterministic: same state, same action, same result)
and that middle state is checked to lead to `after`; if it ever did not, the whole difference
is told as the action's. Nothing here changes a state or how a game plays.

Each entry names the places on the table it concerns (a device's source, a persona space, a
belt...) as small typed values, so a UI can point at them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

import attrs

from ..language import listing, mark, money, ntr, number, tr, variants
from . import actions as A
from . import engine, idle, turns
from . import frames as F
from .connectors import normalise
from .data import load
from .describe import describe_action, describe_decision, tile_name
from .preview import step_text
from .scoring import score_lines
from .state import AUTO_BOARD, AUTO_READY, GameState, Player
from .to_you import TO_YOU
from .turns import END_COUNTERS_OUT, END_STACK_SHORT
from .words import ROMAN, YOU, all_of, clauses, clock_count, shown_names, source_count

# kinds of story entry
ACTION = "action"
UNUSED = "unused"  # something of an action its player could not use, skipped (rules/idle.py)
ROUND_END = "round_end"
AGE = "age"
GAME_END = "game_end"


# --- places on the table --------------------------------------------------------------------------


@attrs.frozen(slots=True)
class SourcePlace:
    """A tile of a device (a source a mechanic stands on, or a component that was powered)."""

    device: int
    pos: tuple[int, int]


@attrs.frozen(slots=True)
class DevicePlace:
    """A whole device (one just built, or one a tile was added to)."""

    device: int


@attrs.frozen(slots=True)
class PersonaSpacePlace:
    """A space of a player's persona board."""

    seat: int
    space: int


@attrs.frozen(slots=True)
class BeltPlace:
    """A conveyor belt, or one space of it (`col` counted from the right; None: the whole belt)."""

    belt: int
    col: int | None = None


@attrs.frozen(slots=True)
class StackPlace:
    """A face-down tile stack (0: Age I)."""

    stack: int


@attrs.frozen(slots=True)
class StartPlayerPlace:
    """The start player marker."""


@attrs.frozen(slots=True)
class SeatPlace:
    """A player's area (their persona board or summary row)."""

    seat: int


# any place an entry can point at
Place = (
    SourcePlace
    | DevicePlace
    | PersonaSpacePlace
    | BeltPlace
    | StackPlace
    | StartPlayerPlace
    | SeatPlace
)


@attrs.frozen(slots=True)
class StoryEntry:
    """One line of the story: who (a seat, or None for a table event), which kind of entry,
    the words, and the places it concerns."""

    seat: int | None
    kind: str
    text: str
    places: tuple[Place, ...] = ()
    round: int = 0  # the round (counted over the whole game) and age the entry belongs to
    age: int = 1
    summary: str = ""  # an event's gist in a few words, without the tiles (for a banner)

    @property
    def headline(self) -> str:
        """An event's first words ("Round 3 ends"), before its details."""
        return self.text.partition(":")[0].rstrip()

    @property
    def is_event(self) -> bool:
        """A table event (a round's end, a new age, the game's end), not a player's doing."""
        return self.kind not in (ACTION, UNUSED)


# --- words ----------------------------------------------------------------------------------------
#
# Every line is built from whole templates with named placeholders: a clause for each change
# ("gains {money}", a verb phrase of the player the line names), the line that names the player
# ("{player} {action}, {results}") and the clauses joined to it ("{line}; {clause}"). Lists
# are the language's own ("a, b and c"), plurals its own (ntr), money its own (money()).


def _coins(n: int) -> str:
    if n == 1:
        return tr("a coin")
    return ntr("{count} coin", "{count} coins", n)


def _join(parts: Sequence[str]) -> str:
    return listing([p for p in parts if p])


def _tiles(ids: Iterable[str]) -> str:
    counts = Counter(tile_name(t) for t in ids)  # two variants of a tile read alike
    out = []
    for name in sorted(counts):
        if counts[name] == 1:
            # translators: a tile named with its definite article ("the Monetiser")
            out.append(tr("the {tile}", tile=name))
        else:
            # translators: several tiles of one name ("2 Steam Sources")
            out.append(ntr("{count} {tile}", "{count} {tile}s", counts[name], tile=name))
    return _join(out)


def _player_changes(
    before: Player,
    after: Player,
    exclude_gained: Sequence[str] = (),
    exclude_spent: Sequence[str] = (),
    wage: tuple[str, int] | None = None,
    told_sources: str = "",
    coin: bool = False,
    told_payment: int = 0,
    told_takes: bool = False,
    you: bool = False,
) -> list[str]:
    """Verb phrases for what changed for one player (money, prestige, clocks, sources, tiles,
    the Automaton). `wage` is ("money"|"electrickal", amount) paid to place a worker, told
    apart from the rest; `told_sources` are source letters the action line already names;
    `coin`: the two-player game's £1 coin earned for the use of a device, told as such;
    `told_payment`: a payment of exactly this much the action line already names;
    `told_takes`: the action line already names what the player takes; `you`: the player is
    the one the story speaks to (the phrases said to "you": call inside `variants(TO_YOU)`)."""
    out: list[str] = []
    if before is after or before == after:  # most players are untouched by a step (and kept as is)
        return out
    gained_money = after.money - before.money
    if coin:
        gained_money -= 1
        # translators: {coin} is the coin's value ("gains a £1 coin")
        out.append(tr("gains a {coin} coin", coin=money(1)))
    sources = [a - b for a, b in zip(after.sources, before.sources)]
    for letter in told_sources:
        sources["CSE".index(letter)] -= 1
    if wage is not None and wage[1]:
        kind, amount = wage
        if kind == "electrickal":
            sources[2] += amount
            out.append(tr("pays a wage of {sources}", sources=source_count("E", amount)))
        else:
            gained_money += amount
            # translators: {wage} is an amount of money ("pays a £1 wage")
            out.append(tr("pays a {wage} wage", wage=money(amount)))
    if gained_money > 0:
        out.append(tr("gains {money}", money=money(gained_money)))
    elif gained_money < 0 and -gained_money != told_payment:
        out.append(tr("pays {money}", money=money(-gained_money)))
    for delta, letter in zip(sources, "CSE"):
        if delta > 0:
            out.append(tr("gains {sources}", sources=source_count(letter, delta)))
        elif delta < 0:
            out.append(tr("gives up {sources}", sources=source_count(letter, -delta)))
    prestige = after.prestige - before.prestige
    if prestige > 0 and you:
        out.append(ntr("gain {count} prestige", "gain {count} prestige", prestige))
    elif prestige > 0:
        out.append(ntr("gains {count} prestige", "gains {count} prestige", prestige))
    elif prestige < 0 and you:
        out.append(ntr("lose {count} prestige", "lose {count} prestige", -prestige))
    elif prestige < 0:
        out.append(ntr("loses {count} prestige", "loses {count} prestige", -prestige))
    clocks = after.clocks - before.clocks
    if clocks > 0:
        out.append(tr("gains {clocks}", clocks=clock_count(clocks)))
    if after.supply == before.supply:
        gained = spent = Counter[str]()
    else:
        gained = Counter(after.supply) - Counter(before.supply) - Counter(exclude_gained)
        spent = Counter(before.supply) - Counter(after.supply) - Counter(exclude_spent)
    if gained and not told_takes:
        out.append(tr("takes {tiles}", tiles=_tiles(gained.elements())))
    if spent:
        out.append(tr("spends {tiles}", tiles=_tiles(spent.elements())))
    if before.automaton == AUTO_BOARD and after.automaton == AUTO_READY and not told_takes:
        out.append(tr("takes the Automaton as an extra worker this round"))
    return out


def _wage(before: GameState, action: A.Action, seat: int) -> tuple[str, int] | None:
    """The wage the actor pays to place this worker (None: no wage, the Automaton or a pass)."""
    if (
        not isinstance(action, (A.PlacePersona, A.PlaceDevice))
        or action.automaton
        or before.pending
    ):
        return None
    player = before.players[seat]
    return (turns.persona_side(player).wage_resource, turns.next_wage(player))


def _action_phrase(
    before: GameState, action: A.Action, seat: int, names: Sequence[str], mid: GameState
) -> str:
    if isinstance(action, A.Pass) and not action.automaton:
        p0, p1 = before.players[seat], mid.players[seat]
        wage = p1.money - p0.money
        elec = p1.sources[2] - p0.sources[2]
        if wage:
            # translators: {wage} is an amount of money ("passes and collects a £2 wage")
            return tr("passes and collects a {wage} wage", wage=money(wage))
        if elec:
            return tr("passes and collects a wage of {sources}", sources=source_count("E", elec))
        return tr("passes")
    if isinstance(action, A.Decline) and before.pending:
        # the story speaks of the player ("Ada declines to activate one of their own sources")
        decision = describe_decision(before.pending[-1], theirs=True)
        # translators: {decision} is what was asked ("choose a basic source to take")
        return tr("declines to {decision}", decision=decision)
    if isinstance(action, A.PlacePersona) and not before.pending:
        label = persona_space_label(before.players[seat], action.space)
        # translators: {space} is a persona space and what it is for
        if action.automaton:
            return tr("places the Automaton on {space}", space=label)
        return tr("places a mechanic on {space}", space=label)
    return describe_action(before, action, names)


def persona_space_label(player: Player, space: int) -> str:
    """How the story names a persona space: "persona space 2 (take any basic source)". The
    data gives the spaces no names of their own, so the number says which and the words say
    what it is for; every line of the log, the recap and `replay` names a space this way."""
    # translators: {what} is what the space does ("take any basic source")
    return tr(
        "persona space {number} ({what})",
        number=number(space + 1),
        what=_space_gist(player, space),
    )


def _space_gist(player: Player, space: int) -> str:
    """What a persona space is for, in a few words ("take any basic source"): its steps but the
    small gains and payments, which the line's results tell anyway."""
    steps = turns.persona_side(player).spaces[space]
    # said of the player whose space it is ("fire one of their own sources"), as the story is
    main = [
        step_text(step, theirs=True) for step in steps if not step.startswith(("gain_", "pay_"))
    ] or [step_text(step, theirs=True) for step in steps]
    gist: list[str] = []
    for text in main:
        if gist and gist[-1] == text:
            # translators: a step done twice ("take the rightmost tile of a belt twice")
            gist[-1] = tr("{step} twice", step=text)
        elif text not in gist:
            gist.append(text)
    return all_of(gist)


def _places(before: GameState, action: A.Action, seat: int) -> tuple[Place, ...]:
    frame = before.pending[-1] if before.pending else None
    if isinstance(action, A.PlacePersona):
        return (PersonaSpacePlace(seat, action.space),)
    if isinstance(action, A.PlaceDevice):
        return (SourcePlace(action.device, action.pos),)
    if isinstance(action, A.ActivateOwn):
        return (SourcePlace(action.device, action.pos),)
    if isinstance(action, A.Activate) and isinstance(frame, F.ActivationFrame):
        return (SourcePlace(frame.device, action.pos),)
    if isinstance(action, A.Repeat):
        device = next(
            (f.device for f in reversed(before.pending) if isinstance(f, F.ActivationFrame)), None
        )
        if device is not None and isinstance(frame, F.RepeatFrame):
            return (SourcePlace(device, frame.pos),)
    if isinstance(action, A.TakeTile):
        return (BeltPlace(action.belt, action.col),)
    if isinstance(action, (A.TakeTop, A.Reveal)):
        return (StackPlace(action.stack - 1),)
    if isinstance(action, A.BuildDevice):
        return (DevicePlace(before.next_device_id),)
    if isinstance(action, A.AddTile):
        return (DevicePlace(action.device),)
    return (SeatPlace(seat),)


def _subject_tiles(before: GameState, action: A.Action) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Tiles the action line itself already names: (gained, spent) by the actor."""
    if isinstance(action, A.TakeTile):
        tid = before.belts[action.belt][action.col]
        return ((tid,) if tid else (), ())
    if isinstance(action, A.KeepRevealed):
        return ((action.tile,), ())
    if isinstance(action, A.BuildDevice):
        return ((), tuple(t for _p, t, _r in action.layout))
    if isinstance(action, A.AddTile):
        return ((), (action.tile,))
    return ((), ())


def _action_entry(
    before: GameState, action: A.Action, mid: GameState, seat: int, names: Sequence[str]
) -> StoryEntry:
    if names[seat] == YOU:  # the story speaks to the player who acts: "You take ..."
        with variants(TO_YOU):
            return _told_action(before, action, mid, seat, names, True)
    return _told_action(before, action, mid, seat, names, False)


def _told_action(
    before: GameState,
    action: A.Action,
    mid: GameState,
    seat: int,
    names: Sequence[str],
    you: bool,
) -> StoryEntry:
    phrase = _action_phrase(before, action, seat, names, mid)
    gained, spent = _subject_tiles(before, action)
    wage = _wage(before, action, seat)
    mine: list[str] = []
    others: list[str] = []
    for i, (p0, p1) in enumerate(zip(before.players, mid.players)):
        if i == seat:
            told = action.type if isinstance(action, A.ChooseSource) else ""
            # a pass changes nothing but the wage its line names, and an effect's chosen option
            # says exactly what it pays and gains
            said = isinstance(action, (A.Pass, A.Choose))
            # a reveal's line already says it pays £1; a draw that reveals names its tiles
            drawn = isinstance(action, A.TakeTop) and bool(mid.revealed)
            paid = 1 if isinstance(action, A.Reveal) else 0
            if not said:
                mine = _player_changes(
                    p0, p1, gained, spent, wage, told, told_payment=paid, told_takes=drawn, you=you
                )
            if drawn:
                # translators: {action} is a verb phrase, {tiles} the tiles it turned up
                phrase = tr("{action}: {tiles}", action=phrase, tiles=_tiles(mid.revealed))
        else:
            coin = (
                before.two_player
                and isinstance(action, A.PlaceDevice)
                and not before.pending
                and before.device(action.device).owner == i
                and p1.money > p0.money
            )
            if names[i] == YOU:  # what another's move gives the player the story speaks to
                with variants(TO_YOU):
                    theirs = _player_changes(p0, p1, coin=coin, you=True)
                if theirs:
                    # translators: a clause said to the reader ("...; you gain a clock counter")
                    others.append(tr("you {results}", results=_join(theirs)))
                continue
            with variants({}):  # said of another player, in the third person
                theirs = _player_changes(p0, p1, coin=coin)
            if theirs:
                # translators: {results} lists what changed for the player ("gains £1 and ...")
                others.append(tr("{player} {results}", player=names[i], results=_join(theirs)))
    if you and mine:
        # translators: said to the reader; {action} ("take the Monetiser ...") and {results}
        # ("pay a £1 wage and gain £3") are said to "you" too
        text = tr("You {action}, {results}", action=phrase, results=_join(mine))
    elif you:
        text = tr("You {action}", action=phrase)
    elif mine:
        # translators: {action} is a verb phrase ("places a mechanic on ..."); {results} lists
        # what else changed for the same player ("pays a £1 wage and gains £3")
        text = tr(
            "{player} {action}, {results}", player=names[seat], action=phrase, results=_join(mine)
        )
    else:
        # translators: {action} is a verb phrase ("places a mechanic on ...")
        text = tr("{player} {action}", player=names[seat], action=phrase)
    for other in others:
        # translators: a line and another clause joined to it ("...; Ada gains £1")
        text = tr("{line}; {clause}", line=text, clause=other)
    if mid.start_player != before.start_player and names[mid.start_player] == YOU:
        text = tr("{line}; the start player marker moves to you", line=text)
    elif mid.start_player != before.start_player:
        text = tr(
            "{line}; the start player marker moves to {player}",
            line=text,
            player=names[mid.start_player],
        )
    return StoryEntry(seat, ACTION, text, _places(before, action, seat), before.round, before.age)


# --- the end of a round, a new age, the end of the game ----------------------------------------------


def _round_end_entries(mid: GameState, after: GameState, names: Sequence[str]) -> list[StoryEntry]:
    belts_def = load().board.belts
    parts: list[str] = []
    short: list[str] = []
    places: list[Place] = []
    if after.game_over:
        parts.append(tr("every mechanic comes home"))
    else:
        discarded = [row[0] for row in mid.belts if row[0] is not None]
        if len(discarded) == 1:
            parts.append(
                tr(
                    "the rightmost belt tile ({tiles}) goes under its stack",
                    tiles=_tiles(discarded),
                )
            )
        elif discarded:
            parts.append(
                tr(
                    "the rightmost belt tiles ({tiles}) go under their stacks",
                    tiles=_tiles(discarded),
                )
            )
        refilled = Counter(
            after.revealed[len(mid.revealed) :]
            if after.revealed[: len(mid.revealed)] == mid.revealed
            else after.revealed
        )
        # the tiles of a belt a new age opens are told by that age's entry
        for b, bdef in enumerate(belts_def):
            if bdef.age > mid.age:
                refilled -= Counter(t for t in after.belts[b] if t is not None)
        came_out = list(refilled.elements())
        if discarded or came_out:
            if came_out:
                # translators: {tiles} are the tiles turned up on the belts
                parts.append(tr("the belts move on and {tiles} come out", tiles=_tiles(came_out)))
            else:
                parts.append(tr("the belts move on"))
            short.append(tr("the belts move on"))
        places += [BeltPlace(b) for b, bdef in enumerate(belts_def) if bdef.age <= mid.age]
    dropped = after.clocks_removed - mid.clocks_removed
    if dropped and not after.game_over:
        emptied = after.age != mid.age
        left = _counters_leave(dropped, after.two_player, mid.age, emptied)
        why = []
        if after.two_player:
            why.append(tr("one leaves every round with two players"))
        if not mid.progress:
            why.append(tr("nobody took a tile or earned a counter this round"))
        if why and not emptied:
            # translators: {clause} is what happened, {reasons} why (one or two reasons)
            parts.append(tr("{clause} ({reasons})", clause=left, reasons=clauses(why)))
        else:
            parts.append(left)
        short.append(left)
    if not after.game_over:
        for i, (p0, p1) in enumerate(zip(mid.players, after.players)):
            # Augustus's butler stands ready every round; an Automaton taken with the component
            # goes back to the main board, until its owner's component takes it again
            if p1.automaton == AUTO_READY and p0.automaton != AUTO_READY:
                if names[i] == YOU:
                    parts.append(tr("your Automaton butler is back, ready for the new round"))
                else:
                    parts.append(
                        tr(
                            "{player}'s Automaton butler is back, ready for the new round",
                            player=names[i],
                        )
                    )
                places.append(SeatPlace(i))
            elif p1.automaton == AUTO_BOARD and p0.automaton != AUTO_BOARD:
                if names[i] == YOU:
                    parts.append(tr("your Automaton goes back to the main board"))
                else:
                    parts.append(
                        tr("{player}'s Automaton goes back to the main board", player=names[i])
                    )
        if names[after.start_player] == YOU:
            starting = tr("you become start player")
        else:
            starting = tr("{player} becomes start player", player=names[after.start_player])
        parts.append(starting)
        short.append(starting)
        places.append(StartPlayerPlace())
    if parts:
        # translators: {events} lists what happened at the round's end, separated by ";"
        text = tr("Round {round} ends: {events}", round=number(mid.round), events=clauses(parts))
    else:
        text = tr("Round {round} ends", round=number(mid.round))
    summary = clauses(short) if short else tr("every mechanic comes home")
    out = [
        StoryEntry(
            None,
            ROUND_END,
            text,
            tuple(places),
            mid.round,
            mid.age,
            summary[:1].upper() + summary[1:],
        )
    ]
    for age in range(mid.age + 1, after.age + 1):
        out.append(_age_entry(mid, after, age, names))
    if after.game_over:
        out.append(_game_end_entry(after, names))
    return out


def _counters_leave(dropped: int, coins: bool, age: int, emptied: bool) -> str:
    """ "a clock counter leaves the Age II lock", "2 coins leave the game-end track, emptying
    it": what left the counters of the age being played at a round's end."""
    things = _coins(dropped) if coins else clock_count(dropped)
    # translators: {age} is a Roman numeral (II, III)
    where = tr("the Age {age} lock", age=ROMAN[age + 1]) if age < 3 else tr("the game-end track")
    if emptied:
        # translators: {things} are counters ("a clock counter", "2 coins"), {where} the lock
        # or track they leave, which they leave empty
        return ntr(
            "{things} leaves {where}, emptying it",
            "{things} leave {where}, emptying it",
            dropped,
            things=things,
            where=where,
        )
    # translators: {things} are counters ("a clock counter", "2 coins"), {where} the lock or
    # track they leave
    return ntr(
        "{things} leaves {where}", "{things} leave {where}", dropped, things=things, where=where
    )


def _age_entry(mid: GameState, after: GameState, age: int, names: Sequence[str]) -> StoryEntry:
    belts_def = load().board.belts
    board = load().board
    opened = [b for b, bdef in enumerate(belts_def) if bdef.age == age]
    parts = []
    short = []
    mechanics = after.players[0].mechanics if after.players else 0
    gained = [
        i
        for i, (p0, p1) in enumerate(zip(mid.players, after.players))
        if p1.mechanics > p0.mechanics
    ]
    if gained:
        if mechanics == 3:
            more = tr("every inventor gains a third mechanic")
        elif mechanics == 4:
            more = tr("every inventor gains a fourth mechanic")
        elif mechanics == 5:
            more = tr("every inventor gains a fifth mechanic")
        else:
            more = tr("every inventor gains another mechanic")
        parts.append(more)
        short.append(more)
    elif mechanics >= board.mechanics_per_player:
        parts.append(tr("no more mechanics to unlock"))
    for b in opened:
        tiles = [t for t in after.belts[b] if t is not None]
        belt = tr(belts_def[b].name)
        opens = tr("the {belt} opens", belt=belt)
        if tiles:
            # translators: {belt} is a belt's name ("White belt"), {tiles} the tiles on it
            parts.append(tr("the {belt} opens with {tiles}", belt=belt, tiles=_tiles(tiles)))
        else:
            parts.append(opens)
        short.append(opens)
    if age < 3:
        # translators: {age} is a Roman numeral (II, III)
        parts.append(tr("the Age {age} lock now counts down", age=ROMAN[age + 1]))
    else:
        parts.append(tr("the game-end track now counts down"))
    # translators: {age} is a Roman numeral (II, III); {events} lists what the new age brings
    text = tr("Age {age} begins: {events}", age=ROMAN[age], events=clauses(parts))
    summary = clauses(short) or clauses(parts)
    return StoryEntry(
        None,
        AGE,
        text,
        tuple(BeltPlace(b) for b in opened),
        after.round,
        age,
        summary[:1].upper() + summary[1:],
    )


# how the game's end is told, for each reason the rules give (state.end_reason)
END_CLAUSES = {
    END_COUNTERS_OUT: mark("the Game End counters ran out"),
    END_STACK_SHORT: mark("a tile stack could not refill its conveyor belt during Age III"),
}


def _end_clause(reason: str) -> str:
    if reason in END_CLAUSES:
        return tr(END_CLAUSES[reason])
    if not reason:
        return tr("the game is over")
    said = tr(reason).rstrip(".")  # a reason of an older version, told as it was written
    return said[:1].lower() + said[1:]


def _game_end_entry(after: GameState, names: Sequence[str]) -> StoryEntry:
    lines = sorted(score_lines(after), key=lambda line: (line.rank, line.player))
    top = [names[line.player] for line in lines if line.rank == 1]
    best = lines[0].total if lines else 0
    if top == [YOU]:
        result = ntr("You win with {count} prestige", "You win with {count} prestige", best)
    elif len(top) == 1:
        result = ntr(
            "{player} wins with {count} prestige",
            "{player} wins with {count} prestige",
            best,
            player=top[0],
        )
    else:
        # translators: {players} lists the winners ("Ada and Brunel")
        result = ntr(
            "{players} share the win with {count} prestige",
            "{players} share the win with {count} prestige",
            best,
            players=_join(shown_names(top)),
        )
    return StoryEntry(
        None,
        GAME_END,
        # translators: {reason} says why the game ended; {result} who won
        tr(
            "The game ends ({reason}): {result}",
            reason=_end_clause(after.end_reason),
            result=result,
        ),
        (),
        after.round,
        after.age,
        result[:1].upper() + result[1:],
    )


# --- the whole story of one action -------------------------------------------------------------------


def _settled(before: GameState, action: A.Action) -> tuple[GameState, engine.Settled] | None:
    """`engine.action_trace` of `action`: the state before its turn is handed on, and what the
    engine settled on its own on the way; None for a draft pick (no turn of a player's own).
    Computed with the engine's own steps on a copy: the game itself is not touched."""
    if before.pending and isinstance(before.pending[-1], F.DraftFrame):
        return None
    if isinstance(action, A.BuildDevice):
        action = A.BuildDevice(normalise(action.layout))
    return engine.action_trace(before, action)


def turn_end_state(before: GameState, action: A.Action) -> GameState | None:
    """The state after `action` and the decisions it settles, before its turn is handed on (and
    so before any end of round); None for an action that does not end a turn."""
    settled = _settled(before, action)
    return None if settled is None else settled[0]


def _split(before: GameState, after: GameState, mid: GameState | None) -> GameState | None:
    """The middle state `mid` (before the turn was handed on) when the action ended the round
    and `mid` is checked to lead to `after`, else None."""
    if after.round == before.round and not after.game_over:
        return None
    if mid is None or mid.pending or mid.game_over:
        return None
    if turns.end_turn(mid) != after:
        return None
    return mid


def narrate(
    before: GameState, action: A.Action, after: GameState, names: Sequence[str]
) -> tuple[StoryEntry, ...]:
    """The story entries of `action`, taken in `before` and leading to `after`: the action line,
    then any end of round, new ages and the end of the game it caused."""
    seat = engine.to_act(before)
    if seat is None:
        return ()
    try:
        settled = _settled(before, action)
    except Exception:  # noqa: BLE001 - the story must never break a game; fall back to one entry
        settled = None
    mid = _split(before, after, settled[0] if settled is not None else None)
    entry = _action_entry(before, action, mid if mid is not None else after, seat, names)
    skips = idle.skips_in(settled[1]) if settled is not None else []
    told = (entry, *_unused_entries(before, action, seat, names, skips))
    if mid is not None:
        return (*told, *_round_end_entries(mid, after, names))
    if after.round != before.round or after.game_over:
        # never met in play (tests/rules/test_narrate.py plays it out): should the split ever
        # fail, the round's end is still told, measured from the state before the action
        return (*told, *_round_end_entries(before, after, names))
    return told


def _unused_entries(
    before: GameState, action: A.Action, seat: int, names: Sequence[str], skips: list[idle.Skip]
) -> list[StoryEntry]:
    """A line for each thing the engine skipped, settling `action`, because its player could
    not use it ("The Manufacturer (electrickal) does nothing for Ada: nothing to build: ...")."""
    if not skips:
        return []
    places = _places(before, action, seat)
    out = []
    for skip in skips:
        name = names[skip.seat]
        if name == YOU and skip.component:  # said to the player the story speaks to
            text = tr(
                "The {component} does nothing for you: {reason}",
                component=skip.what,
                reason=skip.why(None),
            )
        elif name == YOU:
            text = tr(
                "You cannot {action}: {reason}", action=skip.what_said(None), reason=skip.why(None)
            )
        elif skip.component:
            # translators: {component} is a tile and its powers ("Manufacturer (steam)");
            # {reason} says why it can do nothing
            text = tr(
                "The {component} does nothing for {player}: {reason}",
                component=skip.what,
                player=name,
                reason=skip.why(name),
            )
        else:
            # translators: {action} is a verb phrase ("fire one of their own sources");
            # {reason} says why the player cannot
            text = tr(
                "{player} cannot {action}: {reason}",
                player=name,
                action=skip.what_said(name),
                reason=skip.why(name),
            )
        out.append(StoryEntry(skip.seat, UNUSED, text, places, before.round, before.age))
    return out
