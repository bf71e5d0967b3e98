"""What an action space would do if taken now, in our own words: for tooltips and prompts.

`effect_text(effect, power)` explains one component's effect for a power type;
`outcome_lines(state, action)` lists, for a placement or a pass, exactly what the player would
pay and could gain now, and what the device's owner would get. Pure: no pygame.
"""

from __future__ import annotations

from ..language import mark, money, ntr, ptr, tr
from . import idle
from .actions import Pass, PlaceDevice, PlacePersona
from .connectors import iterator_count, power_targets
from .data import POWER_NAMES, POWER_TYPES, load
from .effects import SIZE_BY_POWER
from .state import GameState
from .steps import step_text as step_text  # (also read from here: narrate, the draft view)
from .steps import steps_text
from .turns import next_wage, persona_side
from .words import power_name

# (English here: translated where shown, with `tr(BELT_BY_POWER[power])`)
BELT_BY_POWER = {
    "C": mark("a blue (Age I) belt"),
    "S": mark("the white (Age II) belt"),
    "E": mark("the red (Age III) belt"),
}


def effect_text(effect: str, power: str | None = None) -> str:
    """A short explanation of a component's effect (for `power` when it matters): its preview
    words in rules/data/effects.toml."""
    words = load().effects.get(effect)
    if words is None:
        return ""
    if power not in POWER_NAMES or not words.preview_powered:
        return tr(words.preview)
    return tr(words.preview_powered).format(
        kind=power_name(power),
        a_kind=_a_kind(power),
        size=SIZE_BY_POWER[power],
        belt=tr(BELT_BY_POWER[power]),
    )


def _a_kind(power: str) -> str:
    """A power with its article, before a noun ("carries a steam connector")."""
    if power == "C":
        return ptr("with article, before a noun", "a clockwork")
    if power == "S":
        return ptr("with article, before a noun", "a steam")
    return ptr("with article, before a noun", "an electrickal")


def persona_space_text(persona: str, side: str, space: int) -> str:
    text = steps_text(load().persona_side(persona, side).spaces[space])
    return text[0].upper() + text[1:] + "."


def mechanic_ordinal(used: int) -> str:
    """Which mechanic of the round goes next, after `used` of them, as the word before
    "mechanic": "first" ... "fourth" (the wage's preview here and the table's prompt)."""
    return (
        ptr("mechanic", "first"),
        ptr("mechanic", "second"),
        ptr("mechanic", "third"),
        ptr("mechanic", "fourth"),
    )[used]


def _wage_text(state: GameState, seat: int, automaton: bool) -> str:
    if automaton:
        return tr("Your Automaton works for free.")
    p = state.players[seat]
    wage = next_wage(p)
    nth = mechanic_ordinal(p.used)
    if wage == 0:
        # translators: {nth} is first, second, third or fourth
        return tr("Your {nth} mechanic works for free.", nth=nth)
    if persona_side(p).wage_resource == "electrickal":
        amount = ntr("{count} electrickal source", "{count} electrickal sources", wage)
    else:
        amount = money(wage)
    # translators: {nth} is first, second, third or fourth; {amount} the wage
    return tr("Your {nth} mechanic costs {amount}.", nth=nth, amount=amount)


def outcome_lines(state: GameState, action: PlacePersona | PlaceDevice | Pass) -> list[str]:
    """What taking `action` (a placement or a pass) now would cost and offer."""
    seat = state.current
    p = state.players[seat]
    if isinstance(action, Pass):
        if action.automaton:
            return [tr("Give up your Automaton for this round.")]
        wage = next_wage(p)
        if persona_side(p).wage_resource == "electrickal":
            return [
                ntr(
                    "Pass with your next mechanic and collect {count} electrickal sources.",
                    "Pass with your next mechanic and collect {count} electrickal sources.",
                    wage,
                )
            ]
        return [
            ntr(
                "Pass with your next mechanic and collect {count} pounds.",
                "Pass with your next mechanic and collect {count} pounds.",
                wage,
            )
        ]
    lines = [_wage_text(state, seat, action.automaton)]
    if isinstance(action, PlacePersona):
        lines.append(persona_space_text(p.persona, p.side, action.space))
        return lines + _unused_lines(state, action)
    if isinstance(action, PlaceDevice):
        device = state.device(action.device)
        tiles = load().tiles
        if device.owner == seat:
            lines.append(tr("It is your own device: no clock counter for anyone."))
        elif state.two_player:
            lines.append(tr("Its owner gains {money}.", money=money(1)))
        else:
            lines.append(tr("Its owner gains a clock counter (1 prestige at the end)."))
        layout = device.layout
        cells = {pos: tid for pos, tid, _r in layout}
        source = tiles[cells[action.pos]]
        note = load().effect(source.effect).on_placement
        if note:
            lines.append(tr(note))
        targets = power_targets(layout, action.pos)
        if not targets:
            lines.append(tr("It powers nothing."))
        for pos, types in targets:
            tile = tiles[cells[pos]]
            kinds = [t for t in POWER_TYPES if t in types]
            power = kinds[0] if len(kinds) == 1 else None
            via = "/".join(power_name(t) for t in kinds)
            repeat = iterator_count(layout, pos)
            effect = effect_text(tile.effect, power)
            if repeat:
                # translators: a component, the powers it gets, how often its Iterator has it
                # work, and what it does: "Monetiser (steam) (x2 with its Iterator): Gain £3."
                line = tr(
                    "{tile} ({powers}) (x{times} with its Iterator): {effect}",
                    tile=tr(tile.name),
                    powers=via,
                    times=repeat + 1,
                    effect=effect,
                )
            else:
                # translators: a component, the powers it gets, and what it does:
                # "Monetiser (steam): Gain £3."
                line = tr(
                    "{tile} ({powers}): {effect}", tile=tr(tile.name), powers=via, effect=effect
                )
            lines.append(line)
        return lines + _unused_lines(state, action)
    return lines


def _unused_lines(state: GameState, action: PlacePersona | PlaceDevice) -> list[str]:
    """Why the place would do nothing for its player now (idle.idle_reason), or, when only some
    of its effects are of no use now, a line for each of those."""
    reason = idle.idle_reason(state, action)
    if reason is not None:
        return [reason]
    # translators: {what} is an effect of the place, {why} why it is of no use now
    return [
        tr("Not now: {what}: {why}.", what=u.what, why=u.why)
        for u in idle.unused_effects(state, action)
    ]
