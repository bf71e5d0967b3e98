"""What the replay viewer says about a position: the side column's title and lines, the banner.
No pygame.

The words of an action are the game's own (`rules.describe`, the log's narration): "Next, Ada
places a mechanic on persona space 2." names the action taken from the position shown, so the
player reads what is about to happen and steps forward to see it happen. When the analysis
opened the viewer on a decision, two cards say what was played there and what was better.
"""

from __future__ import annotations

from typing import cast

import attrs

from steamworks.language import listing, mark, number, tr
from steamworks.rules import engine
from steamworks.rules.actions import ACTION_TYPES, Action
from steamworks.rules.describe import describe_action, describe_decision
from steamworks.rules.scoring import score_lines
from steamworks.rules.state import GameState
from steamworks.rules.words import ROMAN

from .model import ReplayGame

# the two cards' labels (also the keys of their colours: comparison.EDGES), shown translated
PLAYED = mark("Played")
BETTER = mark("Better")


@attrs.frozen
class Comparison:
    """An action played at a position beside a better one the analysis found there."""

    index: int  # the position both were choices at
    chosen: Action | None = None
    better: Action | None = None


def comparison_at(
    game: ReplayGame, index: int, chosen: object, better: object
) -> Comparison | None:
    """The comparison to show at position `index`, keeping only the actions that are choices
    there (a caller's mistake shows nothing rather than words the rules cannot back)."""
    if not 0 <= index <= game.length:
        return None
    state = game.state_at(index)

    def legal(action: object) -> Action | None:
        if not isinstance(action, ACTION_TYPES):  # None, or not an action at all
            return None
        kept = cast(Action, action)
        return kept if engine.explain_illegal(state, kept) is None else None

    kept = Comparison(index, legal(chosen), legal(better))
    return kept if kept.chosen is not None or kept.better is not None else None


def where(state: GameState) -> str:
    """'Age II, round 5'."""
    return tr("Age {age}, round {round}", age=ROMAN.get(state.age, state.age), round=state.round)


def waiting_for(state: GameState) -> str:
    """What the player to act is asked at `state`, as a phrase ('place a mechanic or pass')."""
    frame = engine.current_decision(state)
    return describe_decision(frame) if frame is not None else tr("place a mechanic or pass")


def winners_text(game: ReplayGame, state: GameState) -> str:
    names = game.names
    winners = [names[line.player] for line in score_lines(state) if line.rank == 1]
    # translators: {winners} are the winners' names, joined as a list
    return tr("{winners} won.", winners=listing(winners)) if winners else tr("The game is over.")


def title(game: ReplayGame, index: int) -> str:
    """The side column's heading: which step of the log is shown."""
    return tr("Step {step} of {steps}", step=number(index), steps=number(game.length))


def detail(game: ReplayGame, index: int, comparison: Comparison | None = None) -> str:
    """Where the position lies, and what happens next (or how the game or save ends)."""
    state = game.state_at(index)
    names = game.names
    if state.game_over:
        # translators: {winners} is a sentence ("Ada won.")
        return tr("The game is over. {winners}", winners=winners_text(game, state))
    seat = engine.to_act(state)
    who = names[seat] if seat is not None else tr("Nobody")
    if comparison is not None and comparison.index == index:
        # short: the banner says where, the cards below say the rest
        # translators: {player} is a name; {decision} what they are asked ("place a mechanic or pass")
        return tr("{player} is to {decision}.", player=who, decision=waiting_for(state))
    if index == game.length:
        # translators: {where} is "Age II, round 5"; {decision} as in "{player} is to {decision}."
        return tr(
            "{where}. The save stops here: {player} is to {decision}.",
            where=where(state),
            player=who,
            decision=waiting_for(state),
        )
    entry = game.record.log[index]
    # translators: {where} is "Age II, round 5"; {action} what the player does, as the log says
    # it after a name ("places a mechanic on persona space 2")
    return tr(
        "{where}. Next, {player} {action}.",
        where=where(state),
        player=names[entry.seat],
        action=describe_action(state, entry.action, names),
    )


def compared(game: ReplayGame, index: int, comparison: Comparison | None) -> list[tuple[str, str]]:
    """("Played" / "Better", the move in words) for the comparison cards at this position:
    none away from the comparison's own position."""
    if comparison is None or comparison.index != index:
        return []
    state = game.state_at(index)
    names = game.names
    seat = engine.to_act(state)
    who = names[seat] if seat is not None else ""
    cards = []
    for label, action in ((PLAYED, comparison.chosen), (BETTER, comparison.better)):
        if action is not None:
            # translators: {player} is a name; {action} what they do, as the log says it
            move = tr(
                "{player} {action}.", player=who, action=describe_action(state, action, names)
            )
            cards.append((label, move))
    return cards


def banner(game: ReplayGame, index: int) -> tuple[str, str, int | None]:
    """(title, subtitle, seat) of the banner: whose decision the position waits for."""
    state = game.state_at(index)
    if state.game_over:
        return tr("Game over"), tr("Replay · {where}", where=where(state)), None
    seat = engine.to_act(state)
    name = game.names[seat] if seat is not None else ""
    return tr("{player} to play", player=name), tr("Replay · {where}", where=where(state)), seat
