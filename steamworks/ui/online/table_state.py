"""The state the desktop table works on for an online seat, from the view the server sends.

The server takes the face-down tiles out of the stacks altogether (`online.views.redact`): a
view's `stacks[i]` holds only the tiles under them, and `hidden[i]` says how many lie above.
The desktop's table, its hints and its warnings run the rules engine on a whole `GameState`, in
which `hidden[i]` counts the first tiles of `stacks[i]`. Which tiles are face down is public
(every tile of that age's stack not seen anywhere else, `ai/observe.py`); only their order is
not. So the table's state puts them back on top in sorted order: exactly the view every AI
agent plays on (`observe`), never more than the seat may know.
"""

from __future__ import annotations

from steamworks.language import tr
from steamworks.rules.data import load
from steamworks.rules.fastevolve import changer
from steamworks.rules.invariants import tile_places
from steamworks.rules.state import GameState

STACK_NAMES = ("age1", "age2", "age3")  # the tiles each stack starts with (rules/dealing.py)

_with_stacks = changer(GameState, "stacks")


class ViewMismatch(ValueError):
    """A view whose face-down counts do not match the tiles it leaves unaccounted for."""


def table_state(view: GameState) -> GameState:
    """The view with each stack's face-down tiles back on top, in sorted order."""
    if not any(view.hidden):
        return view
    seen = tile_places(view)
    data = load()
    stacks = []
    for index, (pile, count) in enumerate(zip(view.stacks, view.hidden)):
        if count:
            unseen = sorted(t for t in data.stack_tiles(STACK_NAMES[index]) if not seen[t])
            if len(unseen) != count:
                raise ViewMismatch(
                    tr(
                        "Stack {number} should have {count} face-down tiles, but {unseen} of its tiles are unaccounted for.",
                        number=index + 1,
                        count=count,
                        unseen=len(unseen),
                    )
                )
            pile = tuple(unseen) + pile
        stacks.append(pile)
    return _with_stacks(view, tuple(stacks))
