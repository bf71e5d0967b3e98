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

from . import actions as A
from . import engine, idle, turns
from . import frames as F
from .connectors import normalise
from .data import POWER_NAMES, article, load
from .describe import describe_action, describe_decision, tile_name
from .preview import step_text
from .scoring import score_lines
from .state import AUTO_BOARD, AUTO_READY, GameState, Player
from .words import ROMAN, possessive

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
        return self.text.partition(":")[0]

    @property
    def is_event(self) -> bool:
        """A table event (a round's end, a new age, the game's end), not a player's doing."""
        return self.kind not in (ACTION, UNUSED)


# --- words ----------------------------------------------------------------------------------------


def _count(n: int, one: str, many: str | None = None) -> str:
    return f"{article(one)} {one}" if n == 1 else f"{n} {many or one + 's'}"


def _join(parts: Sequence[str]) -> str:
    parts = [p for p in parts if p]
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _tiles(ids: Iterable[str]) -> str:
    counts = Counter(tile_name(t) for t in ids)  # two variants of a tile read alike
    out = []
    for name in sorted(counts):
        out.append(f"the {name}" if counts[name] == 1 else f"{counts[name]} {name}s")
    return _join(out)


def _player_changes(
    before: Player,
    after: Player,
    exclude_gained: Sequence[str] = (),
    exclude_spent: Sequence[str] = (),
    wage: tuple[str, int] | None = None,
    told_sources: str = "",
    coin: bool = False,
) -> list[str]:
    """Verb phrases for what changed for one player (money, prestige, clocks, sources, tiles,
    the Automaton). `wage` is ("money"|"electrickal", amount) paid to place a worker, told
    apart from the rest; `told_sources` are source letters the action line already names;
    `coin`: the two-player game's £1 coin earned for the use of a device, told as such."""
    out: list[str] = []
    if before is after or before == after:  # most players are untouched by a step (and kept as is)
        return out
    money = after.money - before.money
    if coin:
        money -= 1
        out.append("gains a £1 coin")
    sources = [a - b for a, b in zip(after.sources, before.sources)]
    for letter in told_sources:
        sources["CSE".index(letter)] -= 1
    if wage is not None and wage[1]:
        kind, amount = wage
        if kind == "electrickal":
            sources[2] += amount
            out.append(f"pays a wage of {_count(amount, 'electrickal source')}")
        else:
            money += amount
            out.append(f"pays a £{amount} wage")
    if money > 0:
        out.append(f"gains £{money}")
    elif money < 0:
        out.append(f"pays £{-money}")
    for delta, letter in zip(sources, "CSE"):
        name = POWER_NAMES[letter]
        if delta > 0:
            out.append(f"gains {_count(delta, name + ' source')}")
        elif delta < 0:
            out.append(f"gives up {_count(-delta, name + ' source')}")
    prestige = after.prestige - before.prestige
    if prestige > 0:
        out.append(f"gains {prestige} prestige")
    elif prestige < 0:
        out.append(f"loses {-prestige} prestige")
    clocks = after.clocks - before.clocks
    if clocks > 0:
        out.append(f"gains {_count(clocks, 'clock counter')}")
    if after.supply == before.supply:
        gained = spent = Counter[str]()
    else:
        gained = Counter(after.supply) - Counter(before.supply) - Counter(exclude_gained)
        spent = Counter(before.supply) - Counter(after.supply) - Counter(exclude_spent)
    if gained:
        out.append(f"takes {_tiles(gained.elements())}")
    if spent:
        out.append(f"spends {_tiles(spent.elements())}")
    if before.automaton == AUTO_BOARD and after.automaton == AUTO_READY:
        out.append("takes the Automaton as an extra worker this round")
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
        money = p1.money - p0.money
        elec = p1.sources[2] - p0.sources[2]
        if money:
            return f"passes and collects a £{money} wage"
        if elec:
            return f"passes and collects a wage of {_count(elec, 'electrickal source')}"
        return "passes"
    if isinstance(action, A.Decline) and before.pending:
        return f"declines to {describe_decision(before.pending[-1])}"
    phrase = describe_action(before, action, names)
    if isinstance(action, A.PlacePersona) and not before.pending:
        bare = f"persona space {action.space + 1}"
        phrase = phrase.replace(bare, persona_space_label(before.players[seat], action.space))
    return phrase


def persona_space_label(player: Player, space: int) -> str:
    """How the story names a persona space: "persona space 2 (take any basic source)". The
    data gives the spaces no names of their own, so the number says which and the words say
    what it is for; every line of the log, the recap and `replay` names a space this way."""
    return f"persona space {space + 1} ({_space_gist(player, space)})"


def _space_gist(player: Player, space: int) -> str:
    """What a persona space is for, in a few words ("take any basic source"): its steps but the
    small gains and payments, which the line's results tell anyway."""
    steps = turns.persona_side(player).spaces[space]
    main = [step_text(step) for step in steps if not step.startswith(("gain_", "pay_"))] or [
        step_text(step) for step in steps
    ]
    gist: list[str] = []
    for text in main:
        if gist and gist[-1] == text:
            gist[-1] = text + " twice"
        elif text not in gist:
            gist.append(text)
    return " and ".join(gist)


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
    phrase = _action_phrase(before, action, seat, names, mid)
    gained, spent = _subject_tiles(before, action)
    wage = _wage(before, action, seat)
    parts: list[str] = []
    for i, (p0, p1) in enumerate(zip(before.players, mid.players)):
        if i == seat:
            told = action.type if isinstance(action, A.ChooseSource) else ""
            # a pass changes nothing but the wage its line names, and an effect's chosen option
            # says exactly what it pays and gains
            said = isinstance(action, (A.Pass, A.Choose))
            mine = [] if said else _player_changes(p0, p1, gained, spent, wage, told)
            if isinstance(action, A.Reveal):  # its line already says it pays £1
                mine = [m for m in mine if m != "pays £1"]
            if isinstance(action, A.TakeTop) and mid.revealed:
                mine = [m for m in mine if not m.startswith("takes ")]
                phrase += f": {_tiles(mid.revealed)}"
            parts.insert(0, _join(mine))
        else:
            coin = (
                before.two_player
                and isinstance(action, A.PlaceDevice)
                and not before.pending
                and before.device(action.device).owner == i
                and p1.money > p0.money
            )
            theirs = _player_changes(p0, p1, coin=coin)
            if theirs:
                parts.append(f"{names[i]} {_join(theirs)}")
    text = f"{names[seat]} {phrase}"
    if parts and parts[0]:
        text += f", {parts[0]}"
    for other in parts[1:]:
        text += f"; {other}"
    if mid.start_player != before.start_player:
        text += f"; the start player marker moves to {names[mid.start_player]}"
    return StoryEntry(seat, ACTION, text, _places(before, action, seat), before.round, before.age)


# --- the end of a round, a new age, the end of the game ----------------------------------------------


def _round_end_entries(mid: GameState, after: GameState, names: Sequence[str]) -> list[StoryEntry]:
    belts_def = load().board.belts
    parts: list[str] = []
    short: list[str] = []
    places: list[Place] = []
    if after.game_over:
        parts.append("every mechanic comes home")
    else:
        discarded = [row[0] for row in mid.belts if row[0] is not None]
        if len(discarded) == 1:
            parts.append(f"the rightmost belt tile ({_tiles(discarded)}) goes under its stack")
        elif discarded:
            parts.append(f"the rightmost belt tiles ({_tiles(discarded)}) go under their stacks")
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
            parts.append(
                "the belts move on" + (f" and {_tiles(came_out)} come out" if came_out else "")
            )
            short.append("the belts move on")
        places += [BeltPlace(b) for b, bdef in enumerate(belts_def) if bdef.age <= mid.age]
    dropped = after.clocks_removed - mid.clocks_removed
    if dropped and not after.game_over:
        what = "coin" if after.two_player else "clock counter"
        where = f"the Age {ROMAN[mid.age + 1]} lock" if mid.age < 3 else "the game-end track"
        why = []
        if after.two_player:
            why.append("one leaves every round with two players")
        if not mid.progress:
            why.append("nobody took a tile or earned a counter this round")
        leaves = "leaves" if dropped == 1 else "leave"
        because = f" ({'; '.join(why)})" if why and after.age == mid.age else ""
        emptied = ", emptying it" if after.age != mid.age else ""
        parts.append(f"{_count(dropped, what)} {leaves} {where}{emptied}{because}")
        short.append(f"{_count(dropped, what)} {leaves} {where}{emptied}")
    if not after.game_over:
        for i, (p0, p1) in enumerate(zip(mid.players, after.players)):
            # Augustus's butler stands ready every round; an Automaton taken with the component
            # goes back to the main board, until its owner's component takes it again
            if p1.automaton == AUTO_READY and p0.automaton != AUTO_READY:
                parts.append(
                    f"{possessive(names[i])} Automaton butler is back, ready for the new round"
                )
                places.append(SeatPlace(i))
            elif p1.automaton == AUTO_BOARD and p0.automaton != AUTO_BOARD:
                parts.append(f"{possessive(names[i])} Automaton goes back to the main board")
        parts.append(f"{names[after.start_player]} becomes start player")
        short.append(f"{names[after.start_player]} becomes start player")
        places.append(StartPlayerPlace())
    text = f"Round {mid.round} ends"
    if parts:
        text += ": " + "; ".join(parts)
    summary = "; ".join(short) if short else "every mechanic comes home"
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
        nth = {3: "a third", 4: "a fourth", 5: "a fifth"}.get(mechanics, "another")
        parts.append(f"every inventor gains {nth} mechanic")
        short.append(f"every inventor gains {nth} mechanic")
    elif mechanics >= board.mechanics_per_player:
        parts.append("no more mechanics to unlock")
    for b in opened:
        tiles = [t for t in after.belts[b] if t is not None]
        shown = f" with {_tiles(tiles)}" if tiles else ""
        parts.append(f"the {belts_def[b].name} opens{shown}")
        short.append(f"the {belts_def[b].name} opens")
    if age < 3:
        parts.append(f"the Age {ROMAN[age + 1]} lock now counts down")
    else:
        parts.append("the game-end track now counts down")
    text = f"Age {ROMAN[age]} begins: " + "; ".join(parts)
    summary = "; ".join(short) or "; ".join(parts)
    return StoryEntry(
        None,
        AGE,
        text,
        tuple(BeltPlace(b) for b in opened),
        after.round,
        age,
        summary[:1].upper() + summary[1:],
    )


def _game_end_entry(after: GameState, names: Sequence[str]) -> StoryEntry:
    lines = sorted(score_lines(after), key=lambda line: (line.rank, line.player))
    top = [names[line.player] for line in lines if line.rank == 1]
    best = lines[0].total if lines else 0
    if len(top) == 1:
        result = f"{top[0]} wins with {best} prestige"
    else:
        result = f"{_join(top)} share the win with {best} prestige"
    reason = after.end_reason.rstrip(".") if after.end_reason else "The game is over"
    return StoryEntry(
        None,
        GAME_END,
        f"The game ends ({reason[:1].lower() + reason[1:]}): {result}",
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
        voice = idle.about(name)
        if skip.component:
            text = f"The {skip.what} does nothing for {name}: {skip.why(voice)}"
        else:
            text = f"{name} cannot {skip.what_said(voice)}: {skip.why(voice)}"
        out.append(StoryEntry(skip.seat, UNUSED, text, places, before.round, before.age))
    return out
