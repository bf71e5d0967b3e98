"""Readable one-line descriptions of actions and of pending decisions, for logs and prompts.

Each description is a verb phrase in the language spoken ("places a mechanic on Ada's Steam
Source (device #3)"), for a line that names who does it; a decision is an order to its player
("choose a basic source to take").
"""

from __future__ import annotations

from collections.abc import Sequence

from ..language import mark, money, number, tr
from . import actions as A
from . import frames as F
from .data import BASIC_SOURCE_TYPE, article, load
from .effects import option_words
from .state import GameState
from .words import YOU, sizes_either, source_count

# (English here: translated where shown, with `tr(TAKE_PROMPTS[mode])`)
TAKE_PROMPTS = {
    F.TAKE_RIGHTMOST: mark("take the rightmost tile of a conveyor belt"),
    F.TAKE_ANY: mark("take any tile from the conveyor belts"),
    F.TAKE_SCROLL: mark("take a belt tile, paying by how far left it sits"),
    F.TAKE_LIBRARIFIER: mark("take a tile from the belt the power reaches"),
    F.TAKE_RESONATOR: mark("take a belt tile with a matching connector"),
    F.TAKE_STACK_TOP: mark("take the top tile of a tile stack"),
    F.TAKE_TURBINE: mark("take a stack's top tile, or pay {cost} to see two and keep one"),
}


# the effects' prompts (rules/data/effects.toml) that speak of their player's things, as said
# of that player in the story ("Ada cannot grind tiles from their supply into prestige")
THEIR_PROMPTS = {
    "choose the basic source to take with your {pounds_2}": mark(
        "choose the basic source to take with their {pounds_2}"
    ),
    "grind tiles from your supply into prestige": mark(
        "grind tiles from their supply into prestige"
    ),
}


# decisions that speak of their player's things, each as (said to that player, said of them in
# the story: `theirs` below), whole sentences for translators
_VOICED_DECISIONS = {
    "add_to_size": (
        mark("add a tile from your supply to a device of {size} tiles"),
        mark("add a tile from their supply to a device of {size} tiles"),
    ),
    "add_to_any": (
        mark("add a tile from your supply to any device"),
        mark("add a tile from their supply to any device"),
    ),
    "activate_own_paying": (
        mark("activate one of your own sources for {cost}"),
        mark("activate one of their own sources for {cost}"),
    ),
    "activate_own": (
        mark("activate one of your own sources"),
        mark("activate one of their own sources"),
    ),
}


def _voiced_decision(decision: str, theirs: bool, **fields: object) -> str:
    """A decision of `_VOICED_DECISIONS`: said of its player with `theirs`, else to them."""
    to_player, of_player = _VOICED_DECISIONS[decision]
    return tr(of_player if theirs else to_player, **fields)


def tile_name(tile_id: str) -> str:
    """A tile's name as players read it, in the language spoken."""
    return tr(load().tiles[tile_id].name)


def describe_decision(frame: F.Frame, theirs: bool = False) -> str:
    """What the player on top of the decision stack is being asked, in a short phrase; with
    `theirs`, as said of that player in the story ("add a tile from their supply...")."""
    if isinstance(frame, F.DraftFrame):
        return tr("choose a persona board and its side")
    if isinstance(frame, F.TakeFrame):
        text = tr(TAKE_PROMPTS[frame.mode], cost=money(1))  # (the Turbine's price)
        if frame.count > 1:
            # translators: {decision} is what to take ("take any tile from the conveyor belts")
            return tr("{decision} ({count} to take)", decision=text, count=number(frame.count))
        return text
    if isinstance(frame, F.RevealFrame):
        return tr("keep one of the revealed tiles")
    if isinstance(frame, F.SourceFrame):
        return tr("choose a basic source to take")
    if isinstance(frame, F.BuildFrame):
        sizes = sizes_either(frame.sizes)
        if frame.cost:
            # translators: {sizes} is a size or alternatives ("2 or 3")
            return tr(
                "build a device of exactly {sizes} tiles, paying {cost}",
                sizes=sizes,
                cost=money(frame.cost),
            )
        # translators: {sizes} is a size or alternatives ("2 or 3")
        return tr("build a device of exactly {sizes} tiles", sizes=sizes)
    if isinstance(frame, F.AddFrame):
        if frame.mode == F.ADD_BASIC:
            return tr("add a basic source from the general supply to any device")
        if frame.sizes:
            return _voiced_decision("add_to_size", theirs, size=number(frame.sizes[0]))
        return _voiced_decision("add_to_any", theirs)
    if isinstance(frame, F.OwnSourceFrame):
        if frame.device is not None:
            return tr("activate a source of the device you just built")
        if frame.cost:
            return _voiced_decision("activate_own_paying", theirs, cost=money(frame.cost))
        return _voiced_decision("activate_own", theirs)
    if isinstance(frame, F.ActivationFrame):
        if frame.gears_pass == 2:
            return tr("choose components to power, and their power (Iteration Gears' second pass)")
        return tr("choose components to power, and their power")
    if isinstance(frame, F.EffectFrame):
        words = load().effects.get(frame.effect)
        if words is None or not words.prompt:
            return tr("choose an option")
        if theirs and words.prompt in THEIR_PROMPTS:
            return tr(THEIR_PROMPTS[words.prompt])
        return tr(words.prompt)
    if isinstance(frame, F.RepeatFrame):
        return tr("use the Iterator to repeat that component")
    return tr("decide")


def persona_fields(action: A.ChoosePersona) -> dict[str, str]:
    """The fields of a sentence naming the persona board an action chooses: {persona}, its name
    in the language spoken, and {side}, A or B (the story's line and the choice's button)."""
    return {"persona": tr(load().persona_names[action.persona]), "side": action.side}


def describe_choice(frame: F.Frame | None, key: str) -> str:
    """A phrase for option `key` of an effect frame (the effect's own words for its options)."""
    # only an effect frame offers options; any other frame has no words for them, so the key shows
    effect = frame.effect if isinstance(frame, F.EffectFrame) else ""
    return option_words(effect, key)


def _worker(action: A.Action) -> bool:
    return bool(getattr(action, "automaton", False))


def describe_action(state: GameState, action: A.Action, names: Sequence[str] | None = None) -> str:
    """One readable line for an action taken in `state` (before it is applied). With the seats'
    `names`, a device is called by its owner's name ("Ada's Steam Source") rather than "an
    opponent's", which is ambiguous with more than two players."""
    frame = state.pending[-1] if state.pending else None
    automaton = _worker(action)
    if isinstance(action, A.PlacePersona):
        space = number(action.space + 1)
        if automaton:
            return tr("places the Automaton on persona space {space}", space=space)
        return tr("places a mechanic on persona space {space}", space=space)
    if isinstance(action, A.PlaceDevice):
        return _placed_on_device(state, action, names, frame)
    if isinstance(action, A.Pass):
        return (
            tr("gives up the Automaton") if action.automaton else tr("passes and collects the wage")
        )
    if isinstance(action, A.ChoosePersona):
        return tr("chooses {persona}, side {side}", **persona_fields(action))
    if isinstance(action, A.TakeTile):
        taken = state.belts[action.belt][action.col]
        belt = tr(load().board.belts[action.belt].name)
        # translators: {column} counts the belt's spaces from the right
        return tr(
            "takes the {tile} from the {belt} (column {column} from the right)",
            tile=tile_name(taken) if taken else "?",
            belt=belt,
            column=number(action.col + 1),
        )
    if isinstance(action, A.TakeTop):
        # translators: {age} is a Roman numeral (I, II, III)
        return tr("takes the top tile of the Age {age} stack", age="I" * action.stack)
    if isinstance(action, A.Reveal):
        # translators: {age} is a Roman numeral (I, II, III)
        return tr(
            "pays {cost} to reveal two tiles of the Age {age} stack",
            cost=money(1),
            age="I" * action.stack,
        )
    if isinstance(action, A.KeepRevealed):
        return tr("keeps the {tile}", tile=tile_name(action.tile))
    if isinstance(action, A.ChooseSource):
        return tr("takes {source}", source=source_count(action.type, 1))
    if isinstance(action, A.BuildDevice):
        tiles = ", ".join(tile_name(t) for _p, t, _r in action.layout)
        # translators: {tiles} lists the device's tiles: "Steam Source, Monetiser"
        return tr("builds device #{device} ({tiles})", device=state.next_device_id, tiles=tiles)
    if isinstance(action, A.AddTile):
        return _added(state, action, names, frame)
    if isinstance(action, A.ActivateOwn):
        d = state.device(action.device)
        tid = dict((p, t) for p, t, _r in d.layout)[action.pos]
        if action.bonus:
            return tr(
                "activates the {tile} of device #{device} (taking a clockwork source and {money})",
                tile=tile_name(tid),
                device=d.id,
                money=money(1),
            )
        return tr("activates the {tile} of device #{device}", tile=tile_name(tid), device=d.id)
    if isinstance(action, A.Activate):
        power = _power_noun(action.power)
        if isinstance(frame, F.ActivationFrame):
            tid = dict((p, t) for p, t, _r in frame.layout)[action.pos]
            # translators: {power} is clockwork, steam or electrickal
            return tr("powers the {tile} with {power}", tile=tile_name(tid), power=power)
        # translators: {power} is clockwork, steam or electrickal
        return tr("powers a component with {power}", power=power)
    if isinstance(action, A.Repeat):
        return tr("repeats it with the Iterator")
    if isinstance(action, A.EndActivation):
        return tr("stops powering components")
    if isinstance(action, A.Choose):
        # translators: {option} is what was chosen, e.g. "pay £3 for 2 prestige"
        return tr("chooses to {option}", option=describe_choice(frame, action.key))
    if isinstance(action, A.Decline):
        return tr("declines")
    return repr(action)


def _power_noun(power: str) -> str:
    from .words import power_name

    return power_name(power)


# A worker placed on a device, each sentence whole for translators, as (by the Automaton, by a
# mechanic), by whose device it is ("own": the placer's; "yours": the reader's, YOU; "other":
# anyone else's) and whether the seats' names are known: with them a device is called by its
# owner's name ({owner}), without them only the placer's own and an opponent's are told apart.
_PLACED_ON_DEVICE = {
    ("own", True): (
        mark("places the Automaton on their own {tile} (device #{device})"),
        mark("places a mechanic on their own {tile} (device #{device})"),
    ),
    ("yours", True): (
        mark("places the Automaton on your {tile} (device #{device})"),
        mark("places a mechanic on your {tile} (device #{device})"),
    ),
    ("other", True): (
        mark("places the Automaton on {owner}'s {tile} (device #{device})"),
        mark("places a mechanic on {owner}'s {tile} (device #{device})"),
    ),
    ("own", False): (
        mark("places the Automaton on the {tile} of their own device #{device}"),
        mark("places a mechanic on the {tile} of their own device #{device}"),
    ),
    ("other", False): (
        mark("places the Automaton on the {tile} of an opponent's device #{device}"),
        mark("places a mechanic on the {tile} of an opponent's device #{device}"),
    ),
}

# A tile added to a device, each sentence whole for translators, as (from the general supply,
# from the player's own supply), by whose device it is: "yours" (the reader's, YOU), "other"
# (another player's, by {owner}) or "unnamed" (the adder's own, or the seats' names unknown)
_ADDED_TO_DEVICE = {
    "unnamed": (
        mark("adds {a_tile} from the general supply to device #{device}"),
        # translators: {a_tile} is a tile's name with its article: "an Iterator"
        mark("adds {a_tile} to device #{device}"),
    ),
    "yours": (
        mark("adds {a_tile} from the general supply to your device #{device}"),
        mark("adds {a_tile} to your device #{device}"),
    ),
    "other": (
        mark("adds {a_tile} from the general supply to {owner}'s device #{device}"),
        mark("adds {a_tile} to {owner}'s device #{device}"),
    ),
}


def _placed_on_device(
    state: GameState, action: A.PlaceDevice, names: Sequence[str] | None, frame: F.Frame | None
) -> str:
    d = state.device(action.device)
    own = d.owner == (state.current if frame is None else frame.player)
    tile = tile_name(dict((p, t) for p, t, _r in d.layout)[action.pos])
    owner = names[d.owner] if names is not None and 0 <= d.owner < len(names) else None
    whose = "own" if own else "yours" if owner == YOU else "other"
    by_automaton, by_mechanic = _PLACED_ON_DEVICE[whose, owner is not None]
    # (str.format leaves out a field its sentence does not name: {owner} is in only some)
    sentence = by_automaton if action.automaton else by_mechanic
    return tr(sentence, owner=owner, tile=tile, device=d.id)


def _added(
    state: GameState, action: A.AddTile, names: Sequence[str] | None, frame: F.Frame | None
) -> str:
    general = (
        action.tile in BASIC_SOURCE_TYPE
        and isinstance(frame, F.AddFrame)
        and frame.mode == F.ADD_BASIC
    )
    seat: int | None
    try:
        seat = state.device(action.device).owner
    except KeyError:
        seat = None
    owner = (
        names[seat]
        if names is not None
        and seat is not None
        and 0 <= seat < len(names)
        and frame is not None
        and seat != frame.player
        else None
    )
    whose = "unnamed" if owner is None else "yours" if owner == YOU else "other"
    from_general, from_supply = _ADDED_TO_DEVICE[whose]
    sentence = from_general if general else from_supply
    return tr(sentence, a_tile=with_article(action.tile), owner=owner, device=action.device)


def with_article(tile_id: str) -> str:
    """A tile's name with the article English gives it: "a Steam Source", "an Iterator"."""
    english = load().tiles[tile_id].name
    name = tr(english)
    if article(english) == "an":
        # translators: a tile's name with an indefinite article ("an Iterator")
        return tr("an {tile}", tile=name)
    # translators: a tile's name with an indefinite article ("a Steam Source")
    return tr("a {tile}", tile=name)
