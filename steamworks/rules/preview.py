"""What an action space would do if taken now, in our own words: for tooltips and prompts.

`effect_text(effect, power)` explains one component's effect for a power type;
`outcome_lines(state, action)` lists, for a placement or a pass, exactly what the player would
pay and could gain now, and what the device's owner would get. Pure: no pygame.
"""

from __future__ import annotations

from . import idle
from .actions import Pass, PlaceDevice, PlacePersona
from .connectors import iterator_count, power_targets
from .data import POWER_NAMES, POWER_TYPES, article, load
from .effects import SIZE_BY_POWER
from .state import GameState
from .steps import step_text as step_text  # (also read from here: narrate, the draft view)
from .turns import next_wage, persona_side
from .words import plural

BELT_BY_POWER = {
    "C": "a blue (Age I) belt",
    "S": "the white (Age II) belt",
    "E": "the red (Age III) belt",
}


def effect_text(effect: str, power: str | None = None) -> str:
    """A short explanation of a component's effect (for `power` when it matters): its preview
    words in rules/data/effects.toml."""
    words = load().effects.get(effect)
    if words is None:
        return ""
    if power not in POWER_NAMES or not words.preview_powered:
        return words.preview
    kind = POWER_NAMES[power]
    return words.preview_powered.format(
        kind=kind,
        a_kind=f"{article(kind)} {kind}",
        size=SIZE_BY_POWER[power],
        belt=BELT_BY_POWER[power],
    )


def persona_space_text(persona: str, side: str, space: int) -> str:
    steps = load().persona_side(persona, side).spaces[space]
    text = ", then ".join(step_text(s) for s in steps)
    return text[0].upper() + text[1:] + "."


def _wage_text(state: GameState, seat: int, automaton: bool) -> str:
    if automaton:
        return "Your Automaton works for free."
    p = state.players[seat]
    wage = next_wage(p)
    unit = "electrickal source" if persona_side(p).wage_resource == "electrickal" else "£"
    ordinal = ("first", "second", "third", "fourth")[p.used]
    if wage == 0:
        return f"Your {ordinal} mechanic works for free."
    amount = plural(wage, unit) if unit != "£" else f"£{wage}"
    return f"Your {ordinal} mechanic costs {amount}."


def outcome_lines(state: GameState, action: PlacePersona | PlaceDevice | Pass) -> list[str]:
    """What taking `action` (a placement or a pass) now would cost and offer."""
    seat = state.current
    p = state.players[seat]
    if isinstance(action, Pass):
        if action.automaton:
            return ["Give up your Automaton for this round."]
        wage = next_wage(p)
        unit = "electrickal sources" if persona_side(p).wage_resource == "electrickal" else "pounds"
        return [f"Pass with your next mechanic and collect {wage} {unit}."]
    lines = [_wage_text(state, seat, action.automaton)]
    if isinstance(action, PlacePersona):
        lines.append(persona_space_text(p.persona, p.side, action.space))
        return lines + _unused_lines(state, action)
    if isinstance(action, PlaceDevice):
        device = state.device(action.device)
        tiles = load().tiles
        if device.owner == seat:
            lines.append("It is your own device: no clock counter for anyone.")
        elif state.two_player:
            lines.append("Its owner gains £1.")
        else:
            lines.append("Its owner gains a clock counter (1 prestige at the end).")
        layout = device.layout
        cells = {pos: tid for pos, tid, _r in layout}
        source = tiles[cells[action.pos]]
        note = load().effect(source.effect).on_placement
        if note:
            lines.append(note)
        targets = power_targets(layout, action.pos)
        if not targets:
            lines.append("It powers nothing.")
        for pos, types in targets:
            tile = tiles[cells[pos]]
            kinds = [t for t in POWER_TYPES if t in types]
            power = kinds[0] if len(kinds) == 1 else None
            via = "/".join(POWER_NAMES[t] for t in kinds)
            repeat = iterator_count(layout, pos)
            extra = f" (x{repeat + 1} with its Iterator)" if repeat else ""
            lines.append(f"{tile.name} ({via}){extra}: {effect_text(tile.effect, power)}")
        return lines + _unused_lines(state, action)
    return lines


def _unused_lines(state: GameState, action: PlacePersona | PlaceDevice) -> list[str]:
    """Why the place would do nothing for its player now (idle.idle_reason), or, when only some
    of its effects are of no use now, a line for each of those."""
    reason = idle.idle_reason(state, action)
    if reason is not None:
        return [reason]
    return [f"Not now: {u.what}: {u.why}." for u in idle.unused_effects(state, action)]
