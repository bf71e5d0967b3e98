"""Which moves cannot be taken back, asked before they are made.

Undo (`steamworks.session`) goes back only within the current turn and never past a step that
turned up a face-down tile. Ending one's own turn is the ordinary limit every player expects;
what surprises is a step that ends the whole round (the belts move, the coin or counter
leaves, perhaps a new age or the end of the game) or that reveals hidden tiles. `no_undo`
answers, for one legal action, whether it is such a step, by trying it on the (immutable)
state, so the answer always agrees with what the engine will do. `last_turn_of_round` is the
heads-up one step earlier: this is the round's last turn, so whatever ends it ends the round.

The answer never leaks hidden information: it says *that* a tile will be turned up, never which.
Pure: no pygame.
"""

from __future__ import annotations

import attrs

from ..language import ntr, tr
from . import engine
from .actions import Action
from .state import AUTO_READY, GameState
from .turns import has_worker
from .words import ROMAN

# kinds, from the most to the least far-reaching
GAME_END = "game_end"
NEW_AGE = "new_age"
ROUND_END = "round_end"
REVEAL = "reveal"
LAST_TURN = "last_turn"  # not irreversible yet: the turn goes on, and its end will end the round


@attrs.frozen
class NoUndo:
    """Why a move cannot be taken back once made."""

    kind: str
    text: str  # a sentence for a tooltip or a dialog
    short: str  # a few words for a button ("ends the round")

    @property
    def now(self) -> bool:
        """Whether this very step is beyond Undo (LAST_TURN only warns of a later step)."""
        return self.kind != LAST_TURN


def no_undo(state: GameState, action: Action) -> NoUndo | None:
    """Why `action`, played now, could not be undone beyond the ordinary end of a turn, or None.

    Raises IllegalAction (as `engine.apply` does) for an action that is not legal now."""
    after = engine.apply(state, action)
    if after.game_over:
        return NoUndo(
            GAME_END,
            tr("This ends the game: the final scores follow. It cannot be undone."),
            tr("ends the game"),
        )
    if after.age != state.age:
        age = ROMAN.get(after.age, str(after.age))
        return NoUndo(
            NEW_AGE,
            # translators: {age} is a Roman numeral (II, III)
            tr("This ends the round and Age {age} begins. It cannot be undone.", age=age),
            # translators: {age} is a Roman numeral (II, III)
            tr("Age {age} begins", age=age),
        )
    if after.round != state.round:
        return NoUndo(
            ROUND_END,
            tr(
                "This ends the round: the belts move on and new tiles are turned up. "
                "It cannot be undone."
            ),
            tr("ends the round"),
        )
    if after.revealed:
        count = len(after.revealed)
        what = (
            tr("This turns up a face-down tile. It cannot be undone.")
            if count == 1
            else ntr(
                "This turns up {count} face-down tile. It cannot be undone.",
                "This turns up {count} face-down tiles. It cannot be undone.",
                count,
            )
        )
        return NoUndo(REVEAL, what, tr("turns up a tile"))
    if after.turn == state.turn and after.pending and last_turn_of_round(after):
        return NoUndo(
            LAST_TURN,
            tr(
                "This is the last turn of the round: once it is over, the round ends "
                "and cannot be undone."
            ),
            tr("last turn of the round"),
        )
    return None


def last_turn_of_round(state: GameState) -> bool:
    """Whether the turn being played (or about to be) is the round's last: when it is over, no
    one has a worker left to place. Before its placement, that is when nobody else has a worker
    and its player has exactly one; during it, when nobody has any. (A component that wakes an
    Automaton during the turn can still change this: the answer is for the state as it is.)"""
    if state.game_over or not all(p.persona for p in state.players):
        return False  # over, or still drafting personas: no round is being played
    me = state.current
    if any(has_worker(p) for i, p in enumerate(state.players) if i != me):
        return False
    p = state.players[me]
    left = max(0, p.mechanics - p.used) + (1 if p.automaton == AUTO_READY else 0)
    return left == (0 if state.pending else 1)
