"""The words of the banner over the side column: whose turn it is, or who is thinking or
moving, and where the game stands (no pygame; `views.draw_banner` draws them).
"""

from __future__ import annotations

import attrs

from steamworks.language import tr
from steamworks.rules import engine
from steamworks.rules.words import ROMAN
from steamworks.ui.game.ai_worker import level_of
from steamworks.ui.game.controller import GameController
from steamworks.ui.game.prompt import wage_text


@attrs.frozen
class TurnBanner:
    title: str
    subtitle: str
    seat: int | None  # whose colour and mark it shows (None: nobody's)
    dots: int = -1  # the thinking dots shown (0-3), -1 for none
    brief: str = ""  # a shorter subtitle, for a language whose full one does not fit the banner


def turn_banner(game: GameController) -> TurnBanner | None:
    """The banner for the table now: "Your turn" (or a hot-seat player's name), an AI
    thinking (its dots follow the game's clock) or moving, or the game over."""
    state = game.session.state
    if state.game_over:
        return TurnBanner(tr("Game over"), tr("Click or press a key for the scores"), None)
    seat = game.showing_turn_of
    if seat is None:
        return None
    where = tr("Age {age}, round {round}", age=ROMAN[state.age], round=state.round)
    name = game.names[seat]
    if game.human(seat):
        title = tr("{player}'s turn", player=name) if len(game.humans) > 1 else tr("Your turn")
        sub = where
        player = state.players[seat]
        if (
            engine.current_decision(state) is None
            and player.persona
            and player.used < player.mechanics
        ):
            wage = wage_text(state, seat)
            # translators: {where} is "Age II, round 3"; {wage} money ("£2") or "2 electrickal sources"
            sub = tr("{where} · next mechanic {wage}", where=where, wage=wage)
            # translators: the banner's line when the longer one does not fit; {wage} as above
            return TurnBanner(title, sub, seat, brief=tr("Next mechanic {wage}", wage=wage))
        return TurnBanner(title, sub, seat)
    waiting = game.guide_waiting()  # a lesson read or finished: nobody is thinking
    if waiting is not None:
        return TurnBanner(waiting[0], where, seat)
    level = level_of(game.seat_controllers[seat]) or ""
    thinking = game.thinking and not game.pacer.holding
    dots = int(game.clock * 3) % 4 if thinking else -1
    title = (
        tr("{player} is thinking", player=name) if thinking else tr("{player} moves", player=name)
    )
    level_words = tr(level.capitalize()) if level else ""  # (tr("") would be the catalogue header)
    # translators: {level} is an AI's level ("Medium"); {where} is "Age II, round 3"
    subtitle = tr("{level} AI · {where}", level=level_words, where=where)
    # translators: the banner's line when the longer one does not fit; {level} as above
    brief = tr("{level} AI", level=level_words)
    return TurnBanner(title, subtitle, seat, dots, brief=brief)
