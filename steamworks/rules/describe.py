"""Readable one-line descriptions of actions and of pending decisions, for logs and prompts."""

from __future__ import annotations

from collections.abc import Sequence

from . import actions as A
from . import frames as F
from .data import BASIC_SOURCE_TYPE, POWER_NAMES, a_power, article, load
from .effects import option_words
from .state import GameState
from .words import possessive

TAKE_PROMPTS = {
    F.TAKE_RIGHTMOST: "take the rightmost tile of a conveyor belt",
    F.TAKE_ANY: "take any tile from the conveyor belts",
    F.TAKE_SCROLL: "take a belt tile, paying by how far left it sits",
    F.TAKE_LIBRARIFIER: "take a tile from the belt the power reaches",
    F.TAKE_RESONATOR: "take a belt tile with a matching connector",
    F.TAKE_STACK_TOP: "take the top tile of a tile stack",
    F.TAKE_TURBINE: "take a stack's top tile, or pay £1 to see two and keep one",
}


def tile_name(tile_id: str) -> str:
    return load().tiles[tile_id].name


def describe_decision(frame: F.Frame) -> str:
    """What the player on top of the decision stack is being asked, in a short phrase."""
    if isinstance(frame, F.DraftFrame):
        return "choose a persona board and its side"
    if isinstance(frame, F.TakeFrame):
        text = TAKE_PROMPTS[frame.mode]
        return text + (f" ({frame.count} to take)" if frame.count > 1 else "")
    if isinstance(frame, F.RevealFrame):
        return "keep one of the revealed tiles"
    if isinstance(frame, F.SourceFrame):
        return "choose a basic source to take"
    if isinstance(frame, F.BuildFrame):
        sizes = " or ".join(str(n) for n in frame.sizes)
        cost = f", paying £{frame.cost}" if frame.cost else ""
        return f"build a device of exactly {sizes} tiles{cost}"
    if isinstance(frame, F.AddFrame):
        if frame.mode == F.ADD_BASIC:
            return "add a basic source from the general supply to any device"
        if frame.sizes:
            return f"add a tile from your supply to a device of {frame.sizes[0]} tiles"
        return "add a tile from your supply to any device"
    if isinstance(frame, F.OwnSourceFrame):
        if frame.device is not None:
            return "activate a source of the device you just built"
        cost = f" for £{frame.cost}" if frame.cost else ""
        return f"activate one of your own sources{cost}"
    if isinstance(frame, F.ActivationFrame):
        extra = " (Iteration Gears' second pass)" if frame.gears_pass == 2 else ""
        return f"choose components to power, and their power{extra}"
    if isinstance(frame, F.EffectFrame):
        words = load().effects.get(frame.effect)
        return words.prompt if words is not None and words.prompt else "choose an option"
    if isinstance(frame, F.RepeatFrame):
        return "use the Iterator to repeat that component"
    return "decide"


def describe_choice(frame: F.Frame | None, key: str) -> str:
    """A phrase for option `key` of an effect frame (the effect's own words for its options)."""
    # only an effect frame offers options; any other frame has no words for them, so the key shows
    effect = frame.effect if isinstance(frame, F.EffectFrame) else ""
    return option_words(effect, key)


def describe_action(state: GameState, action: A.Action, names: Sequence[str] | None = None) -> str:
    """One readable line for an action taken in `state` (before it is applied). With the seats'
    `names`, a device is called by its owner's name ("Ada's Steam Source") rather than "an
    opponent's", which is ambiguous with more than two players."""
    frame = state.pending[-1] if state.pending else None
    worker = "the Automaton" if getattr(action, "automaton", False) else "a mechanic"
    if isinstance(action, A.PlacePersona):
        return f"places {worker} on persona space {action.space + 1}"
    if isinstance(action, A.PlaceDevice):
        d = state.device(action.device)
        own = d.owner == (state.current if frame is None else frame.player)
        tid = dict((p, t) for p, t, _r in d.layout)[action.pos]
        if names is not None and 0 <= d.owner < len(names):
            whose = "their own" if own else possessive(names[d.owner])
            return f"places {worker} on {whose} {tile_name(tid)} (device #{d.id})"
        owner = "their own" if own else "an opponent's"
        return f"places {worker} on the {tile_name(tid)} of {owner} device #{d.id}"
    if isinstance(action, A.Pass):
        return "gives up the Automaton" if action.automaton else "passes and collects the wage"
    if isinstance(action, A.ChoosePersona):
        return f"chooses {load().persona_names[action.persona]}, side {action.side}"
    if isinstance(action, A.TakeTile):
        taken = state.belts[action.belt][action.col]
        belt = load().board.belts[action.belt].name
        return f"takes the {tile_name(taken) if taken else '?'} from the {belt} (column {action.col + 1} from the right)"
    if isinstance(action, A.TakeTop):
        return f"takes the top tile of the Age {'I' * action.stack} stack"
    if isinstance(action, A.Reveal):
        return f"pays £1 to reveal two tiles of the Age {'I' * action.stack} stack"
    if isinstance(action, A.KeepRevealed):
        return f"keeps the {tile_name(action.tile)}"
    if isinstance(action, A.ChooseSource):
        return f"takes {a_power(action.type)} source"
    if isinstance(action, A.BuildDevice):
        tiles = ", ".join(tile_name(t) for _p, t, _r in action.layout)
        return f"builds device #{state.next_device_id} ({tiles})"
    if isinstance(action, A.AddTile):
        what = tile_name(action.tile)
        src = (
            " from the general supply"
            if action.tile in BASIC_SOURCE_TYPE
            and isinstance(frame, F.AddFrame)
            and frame.mode == F.ADD_BASIC
            else ""
        )
        device = f"device #{action.device}"
        seat: int | None
        try:
            seat = state.device(action.device).owner
        except KeyError:
            seat = None
        if (
            names is not None
            and seat is not None
            and 0 <= seat < len(names)
            and frame is not None
            and seat != frame.player
        ):
            device = f"{possessive(names[seat])} device #{action.device}"
        return f"adds {article(what)} {what}{src} to {device}"
    if isinstance(action, A.ActivateOwn):
        d = state.device(action.device)
        tid = dict((p, t) for p, t, _r in d.layout)[action.pos]
        bonus = " (taking a clockwork source and £1)" if action.bonus else ""
        return f"activates the {tile_name(tid)} of device #{d.id}{bonus}"
    if isinstance(action, A.Activate):
        if isinstance(frame, F.ActivationFrame):
            tid = dict((p, t) for p, t, _r in frame.layout)[action.pos]
            return f"powers the {tile_name(tid)} with {POWER_NAMES[action.power]}"
        return f"powers a component with {POWER_NAMES[action.power]}"
    if isinstance(action, A.Repeat):
        return "repeats it with the Iterator"
    if isinstance(action, A.EndActivation):
        return "stops powering components"
    if isinstance(action, A.Choose):
        return "chooses to " + describe_choice(frame, action.key)
    if isinstance(action, A.Decline):
        return "declines"
    return repr(action)
