"""How a seat of an online game is named on this screen (no pygame): in this player's own
language, whatever the server wrote.

The server names an AI seat once, in the language of the game's creator ("Medium AI"); every
client words it again from the seat's controller, so a German guest of an English host reads
"KI Mittel" in the lobby and on the table alike. A person's seat keeps the name they chose.
"""

from __future__ import annotations

import attrs

from steamworks.ai.levels import LEVELS
from steamworks.language import tr
from steamworks.online import protocol as P
from steamworks.rules.setup import GameSetup


def controller_label(controller: str) -> str:
    """ "Person" or the AI level's name ("Easy AI")."""
    if controller == "human":
        return tr("Person")
    level = LEVELS.get(controller.removeprefix("ai:"))
    return tr("{level} AI", level=tr(level.name)) if level is not None else controller


def seat_name(info: P.SeatInfo) -> str:
    """The name a seat is listed by: an AI seat's worded here, in this player's language (the
    server names it in its creator's: "Medium AI" to a German player otherwise), a free seat
    said as such, else the name the person chose."""
    if info.controller != "human":
        return controller_label(info.controller)
    return info.name if info.taken else tr("(free seat)")


def named_here(setup: GameSetup) -> GameSetup:
    """`setup` with each AI seat named in this player's language now, as `controller_label`
    names it (a person's seat keeps the name they chose); itself when nothing changes."""
    seats = tuple(
        seat
        if seat.controller == "human"
        else attrs.evolve(seat, name=controller_label(seat.controller))
        for seat in setup.seats
    )
    return setup if seats == setup.seats else attrs.evolve(setup, seats=seats)
