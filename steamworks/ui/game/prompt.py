"""What the side column asks and which buttons it offers: one `PromptModel` per situation.

Pure (no pygame): the Game scene turns the model into widgets, the tests read it directly.
The question itself comes from the engine (`describe.describe_decision`); the buttons are the
engine's legal actions that have no place on the board (pass, decline, effect options,
Iterator repeats...) plus, when the player has clicked a place that answers several ways
(a component that takes two kinds of power, a space both a mechanic and the Automaton could
take), one button per way and a Cancel.

A button whose move cannot be undone (it ends the round, an age or the game, or turns up a
face-down tile: `rules.irreversible`) is marked with a warning sign and says why in its tooltip;
on the round's last turn the prompt's words say so before the player picks anything. In a round
that will (or may) be the game's last (`rules.ending`), every turn's prompt says so from the
round's first turn on, and on its last turn that the game, not just the round, ends with it.
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from steamworks.language import mark, money, ntr, ptr, tr
from steamworks.rules import actions as A
from steamworks.rules import frames as F
from steamworks.rules.data import POWER_NAMES, load
from steamworks.rules.describe import describe_choice, describe_decision, persona_fields
from steamworks.rules.ending import last_round
from steamworks.rules.irreversible import last_turn_of_round
from steamworks.rules.preview import effect_text, mechanic_ordinal
from steamworks.rules.state import AUTO_READY, GameState
from steamworks.rules.taking import scroll_cost
from steamworks.rules.turns import next_wage, persona_side
from steamworks.rules.words import ROMAN
from steamworks.ui.game import target_keys as K

LAST_TURN_NOTE = mark(
    "This is the last turn of the round: once it is over, the round ends and cannot be undone."
)
LAST_TURN_OF_GAME_NOTE = mark(
    "This is the last turn of the game: once it is over, the game ends and the prestige is counted."
)
# a button taking one kind of basic source
TAKE_SOURCE = {
    "C": mark("Take a clockwork source"),
    "S": mark("Take a steam source"),
    "E": mark("Take an electrickal source"),
}
# an effect's option naming one basic source, by the effect's verb (effects.toml button_verb)
VERB_SOURCE = {
    ("Take", "C"): TAKE_SOURCE["C"],
    ("Take", "S"): TAKE_SOURCE["S"],
    ("Take", "E"): TAKE_SOURCE["E"],
    ("Give up", "C"): mark("Give up a clockwork source"),
    ("Give up", "S"): mark("Give up a steam source"),
    ("Give up", "E"): mark("Give up an electrickal source"),
}

# UI commands a prompt button can carry instead of an engine action
CANCEL = "cancel"
PAGE_PREV = "page_prev"
PAGE_NEXT = "page_next"


@attrs.frozen
class Choice:
    """One button of the prompt: an engine action, or a UI command (cancel, paging)."""

    label: str
    action: A.Action | None = None
    command: str | None = None
    tooltip: str | None = None
    primary: bool = False
    icon: str | None = None  # "C", "S", "E": a basic source token drawn on the button
    warning: str | None = None  # why this move cannot be undone, when it cannot
    short: str | None = None  # the words for a narrow button ("2 of 3" for "Page 2 of 3")


@attrs.frozen
class PromptModel:
    title: str
    detail: str = ""
    choices: tuple[Choice, ...] = ()
    default: int | None = None  # the choice Enter confirms
    waiting: bool = False  # someone else (an AI) is deciding


def capital(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def _cells(layout) -> dict:
    return {pos: tid for pos, tid, _r in layout}


def tile_name(tile_id: str) -> str:
    """A tile's name, translated."""
    return tr(load().tiles[tile_id].name)


def power_word(power: str) -> str:
    """A kind of power as a word ("clockwork", "steam", "electrickal"), translated."""
    return tr(POWER_NAMES[power])


def wage_text(state: GameState, seat: int) -> str:
    """'£2' or '2 electrickal sources': the next mechanic's wage in its own currency."""
    p = state.players[seat]
    wage = next_wage(p)
    if persona_side(p).wage_resource == "electrickal":
        return ntr("{count} electrickal source", "{count} electrickal sources", wage)
    return money(wage)


# what the decline button says, by the kind of decision (the first kind the frame is of)
DECLINE_WORDS = (
    (F.TakeFrame, mark("Take nothing")),
    (F.SourceFrame, mark("Take no source")),
    (F.BuildFrame, mark("Build nothing")),
    (F.AddFrame, mark("Add nothing")),
    (F.OwnSourceFrame, mark("Activate nothing")),
    (F.EffectFrame, mark("Skip this effect")),
    (F.RepeatFrame, mark("No repeat")),
)


def decline_label(frame) -> str:
    words = next((words for kind, words in DECLINE_WORDS if isinstance(frame, kind)), None)
    return tr(words or mark("Decline"))


def _is_source_trade(effect: str, letters: str) -> bool:
    return (
        bool(load().effect(effect).source_trades)
        and bool(letters)
        and all(ch in POWER_NAMES for ch in letters)
    )


def _listed(letters: str) -> str:
    return ", ".join(power_word(ch) for ch in letters)


def _counted(letters: str) -> str:
    """Sources as counted words: "CCS" -> "2 clockwork, steam"."""
    parts = []
    for ch in dict.fromkeys(letters):
        n = letters.count(ch)
        # translators: a count of basic sources of one kind, "2 clockwork"
        parts.append(
            tr("{count} {power}", count=n, power=power_word(ch)) if n > 1 else power_word(ch)
        )
    return ", ".join(parts)


def action_label(state: GameState, action) -> str:
    """A short imperative label for a button answering with `action`."""
    frame = state.pending[-1] if state.pending else None
    if isinstance(action, A.Pass):
        if action.automaton:
            return tr("Give up the Automaton this round")
        # translators: {wage} is money ("£2") or "2 electrickal sources"
        return tr("Pass and collect {wage}", wage=wage_text(state, state.current))
    if isinstance(action, (A.PlacePersona, A.PlaceDevice)):
        if action.automaton:
            return tr("Place your Automaton (free)")
        wage = next_wage(state.players[state.current])
        return (
            tr("Place a mechanic (free)")
            if wage == 0
            # translators: {wage} is money ("£2") or "2 electrickal sources"
            else tr("Place a mechanic ({wage})", wage=wage_text(state, state.current))
        )
    if isinstance(action, A.TakeTile):
        tid = state.belts[action.belt][action.col]
        name = tile_name(tid) if tid else ptr("a tile to take", "tile")
        if isinstance(frame, F.TakeFrame) and frame.mode == F.TAKE_SCROLL:
            cost = scroll_cost(action.col)
            if cost == 0:
                return tr("Take the {tile} (free)", tile=name)
            return tr("Take the {tile} ({amount})", tile=name, amount=money(cost))
        return tr("Take the {tile}", tile=name)
    if isinstance(action, A.TakeTop):
        return tr("Take the top tile of the Age {age} stack", age=ROMAN[action.stack])
    if isinstance(action, A.Reveal):
        return tr("Pay {pounds_1}: see two Age {age} tiles, keep one", age=ROMAN[action.stack])
    if isinstance(action, A.KeepRevealed):
        return tr("Keep the {tile}", tile=tile_name(action.tile))
    if isinstance(action, A.ChooseSource):
        return tr(TAKE_SOURCE[action.type])
    if isinstance(action, A.ActivateOwn):
        tid = _cells(state.device(action.device).layout)[action.pos]
        if action.bonus:
            return tr(
                "Fire the {tile} for clockwork, +1 clockwork source and {pounds_1}",
                tile=tile_name(tid),
            )
        return tr("Fire the {tile}", tile=tile_name(tid))
    if isinstance(action, A.Activate):
        power = power_word(action.power)
        if isinstance(frame, F.ActivationFrame):
            name = tile_name(_cells(frame.layout)[action.pos])
            # translators: {power} is a kind of power: clockwork, steam or electrickal
            return tr("Power the {tile} with {power}", tile=name, power=power)
        return tr("Power the component with {power}", power=power)
    if isinstance(action, A.Repeat):
        if isinstance(frame, F.RepeatFrame):
            return tr("Repeat the {tile}", tile=tile_name_of_effect(frame.effect))
        return tr("Repeat the component")
    if isinstance(action, A.EndActivation):
        return tr("Stop powering components")
    if isinstance(action, A.Choose):
        kind, _, arg = action.key.partition(":")
        verb = load().effect(frame.effect).button_verb if isinstance(frame, F.EffectFrame) else ""
        if verb and arg in POWER_NAMES:
            # the prompt's question already says what for: the button names the source, beside its token
            words = VERB_SOURCE.get((verb, arg))
            if words is not None:
                return tr(words)
            article = "an" if POWER_NAMES[arg][:1] in "aeiou" else "a"
            return f"{verb} {article} {POWER_NAMES[arg]} source"
        if isinstance(frame, F.EffectFrame) and _is_source_trade(frame.effect, arg):
            # "Give up 3 clockwork for 3 prestige": counted, so the button's words fit it
            return capital(describe_choice(frame, action.key)).replace(
                _listed(arg), _counted(arg), 1
            )
        return capital(describe_choice(frame, action.key))
    if isinstance(action, A.Decline):
        return decline_label(frame)
    if isinstance(action, A.ChoosePersona):
        # translators: {persona} is a persona's name, {side} A or B
        return tr("{persona}, side {side}", **persona_fields(action))
    if isinstance(action, A.BuildDevice):
        # translators: {tiles} lists tile names
        return tr("Build: {tiles}", tiles=", ".join(tile_name(t) for _p, t, _r in action.layout))
    if isinstance(action, A.AddTile):
        return tr(
            "Add the {tile} to device #{device}", tile=tile_name(action.tile), device=action.device
        )
    return str(action)


def selection_label(state: GameState, action) -> str:
    """A button's label when the place is already chosen (the title names it): just the way."""
    if isinstance(action, A.Activate):
        # translators: {power} is a kind of power: clockwork, steam or electrickal
        return tr("With {power}", power=power_word(action.power))
    if isinstance(action, A.ActivateOwn):
        return tr("Fire it, +1 clockwork source and {pounds_1}") if action.bonus else tr("Fire it")
    return action_label(state, action)


def selection_detail(state: GameState, selection: Sequence) -> str:
    """What each way does, when that is what the choice is about (the powers of a component)."""
    frame = state.pending[-1] if state.pending else None
    if isinstance(frame, F.ActivationFrame) and all(isinstance(a, A.Activate) for a in selection):
        tile = load().tiles[_cells(frame.layout)[selection[0].pos]]
        parts = [
            # translators: {power} is a kind of power (Clockwork...), {effect} what it does then
            tr(
                "{power}: {effect}",
                power=capital(power_word(a.power)),
                effect=effect_text(tile.effect, a.power),
            )
            for a in selection
        ]
        return " ".join(parts)
    return tr("Choose how:")


def tile_name_of_effect(effect: str) -> str:
    for tile in load().tiles.values():
        if tile.effect == effect:
            return tr(tile.name)
    return effect.replace("_", " ")


def action_tooltip(state: GameState, action) -> str | None:
    """Extra words for a button: what the effect does with that power, and so on."""
    frame = state.pending[-1] if state.pending else None
    if isinstance(action, A.Activate) and isinstance(frame, F.ActivationFrame):
        tile = load().tiles[_cells(frame.layout)[action.pos]]
        return effect_text(tile.effect, action.power)
    if isinstance(action, A.Repeat) and isinstance(frame, F.RepeatFrame):
        # translators: {power} is a kind of power; {effect} what the tile does with it
        return tr(
            "Activate it again with {power}: {effect}",
            power=power_word(frame.power),
            effect=effect_text(frame.effect, frame.power),
        )
    if isinstance(action, A.EndActivation):
        return tr("The components you have not powered stay idle this time.")
    if isinstance(action, A.Pass) and not action.automaton:
        return tr(
            "Your leftmost mechanic rests this round and you collect its wage instead of paying it."
        )
    return None


def _icon(action) -> str | None:
    if isinstance(action, A.ChooseSource):
        return action.type
    if isinstance(action, A.Activate):
        return action.power
    if isinstance(action, A.Choose):
        # options about one kind of basic source (Miscellanerie, Distiller) show its token
        _kind, _, arg = action.key.partition(":")
        if arg in ("C", "S", "E"):
            return arg
    return None


def _choice(state: GameState, action, label: str) -> Choice:
    """The button for an engine action, marked when playing it cannot be undone."""
    from .confirm import WARNING_MARK, warning_for

    tooltip = action_tooltip(state, action)
    answer = warning_for(state, action)
    warning = answer.text if answer is not None and answer.now else None
    if warning is not None:
        label = f"{WARNING_MARK} {label}"
        tooltip = warning if tooltip is None else f"{tooltip}\n{warning}"
    return Choice(label, action=action, tooltip=tooltip, icon=_icon(action), warning=warning)


def _page(choices: list[Choice], page: int, per_page: int) -> tuple[list[Choice], int]:
    """The choices on one page, with Prev / Next buttons when they do not all fit."""
    if len(choices) <= per_page:
        return choices, 0
    per = max(1, per_page - 1)  # one row for the paging buttons
    pages = (len(choices) + per - 1) // per
    page = max(0, min(page, pages - 1))
    shown = choices[page * per : (page + 1) * per]
    shown.append(
        Choice(
            tr("Page {page} of {pages}", page=page + 1, pages=pages),
            command=f"{PAGE_PREV}|{PAGE_NEXT}",
            short=tr("{page} of {pages}", page=page + 1, pages=pages),
        )
    )
    return shown, page


def board_answerable(action) -> bool:
    """Actions answered by clicking a place on the table rather than a button."""
    return isinstance(
        action,
        (
            A.PlacePersona,
            A.PlaceDevice,
            A.TakeTile,
            A.TakeTop,
            A.KeepRevealed,
            A.ActivateOwn,
            A.Activate,
            A.ChoosePersona,
            A.BuildDevice,
            A.AddTile,
        ),
    )


def turn_detail(state: GameState, seat: int, legal: Sequence) -> str:
    p = state.players[seat]
    placeable = [a for a in legal if isinstance(a, (A.PlacePersona, A.PlaceDevice))]
    if p.used < p.mechanics:
        ordinal = mechanic_ordinal(p.used)
        wage = next_wage(p)
        if not any(not a.automaton for a in placeable):
            if wage == 0:
                return tr(
                    "Your {ordinal} mechanic works for free, which you cannot pay: pass to "
                    "collect it instead.",
                    ordinal=ordinal,
                )
            # translators: {ordinal} is first, second...; {wage} money ("£2") or "2 electrickal sources"
            return tr(
                "Your {ordinal} mechanic costs {wage}, which you cannot pay: pass to collect it "
                "instead.",
                ordinal=ordinal,
                wage=wage_text(state, seat),
            )
        if wage == 0:
            text = tr("Your {ordinal} mechanic works for free.", ordinal=ordinal)
        else:
            # translators: {ordinal} is first, second...; {wage} money ("£2") or "2 electrickal sources"
            text = tr(
                "Your {ordinal} mechanic costs {wage}.",
                ordinal=ordinal,
                wage=wage_text(state, seat),
            )
        text += " " + tr("Click a glowing persona space or device source, or pass.")
    else:
        text = tr("Your mechanics are all out.")
    if p.automaton == AUTO_READY:
        text += " " + tr("Your Automaton is ready to work for free.")
    return text


def showing_move(name: str, what: str = "", go_on: str | None = None) -> PromptModel:
    """The prompt while an automatic player's move stays in view (the AI pace setting):
    `what` is the move as the log tells it, `go_on` the words for the player's confirm key."""
    # translators: {key} is the name of a key, "Enter"
    go = tr("Click or press {key} to go on at once.", key=go_on or tr("Enter"))
    # translators: {move} is a move as the log tells it, "Ada places a mechanic on..."
    detail = tr("{move}. {next}", move=capital(what.rstrip(".")), next=go) if what else go
    return PromptModel(tr("{player} moves", player=name), detail, waiting=True)


def prompt_for(
    state: GameState,
    seat: int | None,
    human: bool,
    name: str,
    legal: Sequence,
    selection: Sequence | None = None,
    page: int = 0,
    per_page: int = 8,
    selection_title: str | None = None,
) -> PromptModel:
    """The side column's prompt. `selection`: the actions of the place the player clicked,
    when it answers in more than one way."""
    if state.game_over:
        return PromptModel(
            tr("The game is over"), tr("Click anywhere or press a key for the final scores.")
        )
    frame = state.pending[-1] if state.pending else None
    question = (
        capital(describe_decision(frame)) if frame is not None else tr("Place a mechanic or pass")
    )
    ending = last_round(state)
    if not human:
        said = f" {ending.text}" if ending is not None else ""
        return PromptModel(
            tr("{player} is thinking", player=name), question + "." + said, waiting=True
        )
    if selection:
        choices = [_choice(state, a, selection_label(state, a)) for a in selection]
        choices, _ = _page(choices, page, per_page - 1)
        choices.append(
            Choice(tr("Cancel"), command=CANCEL, tooltip=tr("Choose something else (Esc)"))
        )
        return PromptModel(
            selection_title or question,
            selection_detail(state, selection),
            tuple(choices),
            default=0,
        )
    detail = ""
    if frame is None:
        if seat is not None:  # (nobody acts only when the game is over)
            detail = turn_detail(state, seat, legal)
    elif isinstance(frame, F.TakeFrame):
        if frame.mode in (F.TAKE_STACK_TOP, F.TAKE_TURBINE):
            detail = tr("Click a glowing tile stack.")
        else:
            detail = tr("Click a glowing tile on the conveyor belts.")
            if frame.mode == F.TAKE_SCROLL:
                detail += " " + tr("The price over each column is what it costs.")
    elif isinstance(frame, F.RevealFrame):
        detail = tr("Click the tile you keep; the other goes to the bottom of its stack.")
    elif isinstance(frame, F.SourceFrame):
        detail = tr("Choose the kind of basic source.")
    elif isinstance(frame, F.OwnSourceFrame):
        detail = tr("Click one of your glowing sources.")
    elif isinstance(frame, F.ActivationFrame):
        detail = tr(
            "Click a glowing component to power it; the order is yours. Stop when you are done."
        )
    elif isinstance(frame, F.EffectFrame):
        detail = capital(effect_text(frame.effect, frame.power))
    elif isinstance(frame, F.RepeatFrame):
        # translators: {power} is a kind of power: clockwork, steam or electrickal
        detail = tr("The Iterator can fire it again with {power}.", power=power_word(frame.power))
    elif isinstance(frame, F.DraftFrame):
        detail = tr("Each board has two sides; click the side you want to play.")
    elif isinstance(frame, (F.BuildFrame, F.AddFrame)):
        detail = tr("Use the build panel over the table.")
    buttons = [a for a in legal if not board_answerable(a)]
    # the engine's own choices that need a button even though they have a place on the board
    if isinstance(frame, F.TakeFrame):
        buttons = [a for a in legal if isinstance(a, (A.Reveal, A.Decline))]
    if last_turn_of_round(state):
        # said before the player picks anything, in every step of the turn (the build panel's too)
        last = ending is not None and ending.certain
        note = tr(LAST_TURN_OF_GAME_NOTE if last else LAST_TURN_NOTE)
        detail = f"{detail} {note}".strip()
    elif ending is not None and frame is None:
        detail = f"{ending.text} {detail}".strip()  # first: it changes what each move is worth
    choices = [_choice(state, a, action_label(state, a)) for a in buttons]
    choices, _ = _page(choices, page, per_page)
    default = None
    if isinstance(frame, F.RepeatFrame):
        default = next((i for i, c in enumerate(choices) if isinstance(c.action, A.Repeat)), None)
    return PromptModel(question, detail, tuple(choices), default=default)


def selection_title(state: GameState, key: tuple) -> str:
    """The prompt's title while the place with this target key is selected (it answers several
    ways, offered as buttons)."""
    if isinstance(key, K.PersonaSpace):
        return tr("Persona space {number}", number=key.space + 1)
    if isinstance(key, K.SourceSlot):
        return tr("This source")
    if isinstance(key, K.Component):
        tid = dict((p, t) for p, t, _r in state.device(key.device).layout).get(key.pos)
        return tr("Power the {tile}", tile=tile_name(tid)) if tid else tr("Power this component")
    if isinstance(key, K.Stack):
        return tr("The Age {age} stack", age=ROMAN[key.number + 1])
    if isinstance(key, K.OwnSource):
        return tr("Fire this source")
    return ptr("prompt title", "Choose")
