"""An action in the coach's words: "Place a mechanic ...", "you took ...", "building ...".

The rules describe an action in one line without its subject, in the story's third person
("takes the Monetiser from the Red belt (column 2 from the right)", rules/describe.py). The
coach needs the same choice said otherwise: an order for a hint, what was done for a review
("you took ..."), what might have been done ("taking ..."). Each of those is a whole sentence
of its own in every catalogue (`FORMS`, beside the story's sentence it stands for), so each
language words it in its own grammar: German "Nimm ...", "genommen", "nehmen". The rules still
choose the sentence and fill its places; `steamworks.language.variants` swaps in the form.

A review's sentence of what was done may be said to its player ("you placed a mechanic on
your own ...") or about them ("Ada placed a mechanic on their own ..."); a sentence naming the
player's own device has a form for each (`past_yours`, `gerund_yours`).
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs

from steamworks.language import mark, pmark, variants
from steamworks.rules.actions import Action
from steamworks.rules.describe import describe_action
from steamworks.rules.state import GameState


@attrs.frozen
class Forms:
    """The forms of one of the rules' action sentences the coach says."""

    # each a sentence with its context (pmark): "Decline" as advice is not the button's
    order: tuple[str, str]  # advice to the player deciding: "Take the {tile} ..."
    # what was done, after "you" or a player's name: "took the {tile} ..."
    past: tuple[str, str]
    gerund: tuple[str, str]  # what might have been done: "taking the {tile} ..."
    # `past` and `gerund` said to the player whose own device the sentence names ("your own")
    past_yours: tuple[str, str] | None = None
    gerund_yours: tuple[str, str] | None = None


# the rules' sentence (describe_action) -> its forms; every sentence describe_action says has
# its forms here (tests/coach/test_reasons.py plays whole games to check it)
FORMS: dict[str, Forms] = {
    mark("places the Automaton on persona space {space}"): Forms(
        pmark("advice", "Place the Automaton on persona space {space}"),
        pmark("done", "placed the Automaton on persona space {space}"),
        pmark("instead", "placing the Automaton on persona space {space}"),
    ),
    mark("places a mechanic on persona space {space}"): Forms(
        pmark("advice", "Place a mechanic on persona space {space}"),
        pmark("done", "placed a mechanic on persona space {space}"),
        pmark("instead", "placing a mechanic on persona space {space}"),
    ),
    mark("gives up the Automaton"): Forms(
        pmark("advice", "Give up the Automaton"),
        pmark("done", "gave up the Automaton"),
        pmark("instead", "giving up the Automaton"),
    ),
    mark("passes and collects the wage"): Forms(
        pmark("advice", "Pass and collect the wage"),
        pmark("done", "passed and collected the wage"),
        pmark("instead", "passing and collecting the wage"),
    ),
    mark("chooses {persona}, side {side}"): Forms(
        pmark("advice", "Choose {persona}, side {side}"),
        pmark("done", "chose {persona}, side {side}"),
        pmark("instead", "choosing {persona}, side {side}"),
    ),
    mark("takes the {tile} from the {belt} (column {column} from the right)"): Forms(
        pmark("advice", "Take the {tile} from the {belt} (column {column} from the right)"),
        pmark("done", "took the {tile} from the {belt} (column {column} from the right)"),
        pmark("instead", "taking the {tile} from the {belt} (column {column} from the right)"),
    ),
    mark("takes the top tile of the Age {age} stack"): Forms(
        pmark("advice", "Take the top tile of the Age {age} stack"),
        pmark("done", "took the top tile of the Age {age} stack"),
        pmark("instead", "taking the top tile of the Age {age} stack"),
    ),
    mark("pays {cost} to reveal two tiles of the Age {age} stack"): Forms(
        pmark("advice", "Pay {cost} to reveal two tiles of the Age {age} stack"),
        pmark("done", "paid {cost} to reveal two tiles of the Age {age} stack"),
        pmark("instead", "paying {cost} to reveal two tiles of the Age {age} stack"),
    ),
    mark("keeps the {tile}"): Forms(
        pmark("advice", "Keep the {tile}"),
        pmark("done", "kept the {tile}"),
        pmark("instead", "keeping the {tile}"),
    ),
    mark("takes {source}"): Forms(
        pmark("advice", "Take {source}"),
        pmark("done", "took {source}"),
        pmark("instead", "taking {source}"),
    ),
    mark("builds device #{device} ({tiles})"): Forms(
        pmark("advice", "Build device #{device} ({tiles})"),
        pmark("done", "built device #{device} ({tiles})"),
        pmark("instead", "building device #{device} ({tiles})"),
    ),
    mark("activates the {tile} of device #{device} (taking a clockwork source and {money})"): Forms(
        pmark(
            "advice",
            "Activate the {tile} of device #{device} (taking a clockwork source and {money})",
        ),
        pmark(
            "done",
            "activated the {tile} of device #{device} (taking a clockwork source and {money})",
        ),
        pmark(
            "instead",
            "activating the {tile} of device #{device} (taking a clockwork source and {money})",
        ),
    ),
    mark("activates the {tile} of device #{device}"): Forms(
        pmark("advice", "Activate the {tile} of device #{device}"),
        pmark("done", "activated the {tile} of device #{device}"),
        pmark("instead", "activating the {tile} of device #{device}"),
    ),
    mark("powers the {tile} with {power}"): Forms(
        pmark("advice", "Power the {tile} with {power}"),
        pmark("done", "powered the {tile} with {power}"),
        pmark("instead", "powering the {tile} with {power}"),
    ),
    mark("powers a component with {power}"): Forms(
        pmark("advice", "Power a component with {power}"),
        pmark("done", "powered a component with {power}"),
        pmark("instead", "powering a component with {power}"),
    ),
    mark("repeats it with the Iterator"): Forms(
        pmark("advice", "Repeat it with the Iterator"),
        pmark("done", "repeated it with the Iterator"),
        pmark("instead", "repeating it with the Iterator"),
    ),
    mark("stops powering components"): Forms(
        pmark("advice", "Stop powering components"),
        pmark("done", "stopped powering components"),
        pmark("instead", "stopping powering components"),
    ),
    mark("chooses to {option}"): Forms(
        pmark("advice", "Choose to {option}"),
        pmark("done", "chose to {option}"),
        pmark("instead", "choosing to {option}"),
    ),
    mark("declines"): Forms(
        pmark("advice", "Decline"),
        pmark("done", "declined"),
        pmark("instead", "declining"),
    ),
    mark("places the Automaton on their own {tile} (device #{device})"): Forms(
        pmark("advice", "Place the Automaton on your own {tile} (device #{device})"),
        pmark("done", "placed the Automaton on their own {tile} (device #{device})"),
        pmark("instead", "placing the Automaton on their own {tile} (device #{device})"),
        pmark("done", "placed the Automaton on your own {tile} (device #{device})"),
        pmark("instead", "placing the Automaton on your own {tile} (device #{device})"),
    ),
    mark("places a mechanic on their own {tile} (device #{device})"): Forms(
        pmark("advice", "Place a mechanic on your own {tile} (device #{device})"),
        pmark("done", "placed a mechanic on their own {tile} (device #{device})"),
        pmark("instead", "placing a mechanic on their own {tile} (device #{device})"),
        pmark("done", "placed a mechanic on your own {tile} (device #{device})"),
        pmark("instead", "placing a mechanic on your own {tile} (device #{device})"),
    ),
    mark("places the Automaton on your {tile} (device #{device})"): Forms(
        pmark("advice", "Place the Automaton on your {tile} (device #{device})"),
        pmark("done", "placed the Automaton on your {tile} (device #{device})"),
        pmark("instead", "placing the Automaton on your {tile} (device #{device})"),
    ),
    mark("places a mechanic on your {tile} (device #{device})"): Forms(
        pmark("advice", "Place a mechanic on your {tile} (device #{device})"),
        pmark("done", "placed a mechanic on your {tile} (device #{device})"),
        pmark("instead", "placing a mechanic on your {tile} (device #{device})"),
    ),
    mark("places the Automaton on {owner}'s {tile} (device #{device})"): Forms(
        pmark("advice", "Place the Automaton on {owner}'s {tile} (device #{device})"),
        pmark("done", "placed the Automaton on {owner}'s {tile} (device #{device})"),
        pmark("instead", "placing the Automaton on {owner}'s {tile} (device #{device})"),
    ),
    mark("places a mechanic on {owner}'s {tile} (device #{device})"): Forms(
        pmark("advice", "Place a mechanic on {owner}'s {tile} (device #{device})"),
        pmark("done", "placed a mechanic on {owner}'s {tile} (device #{device})"),
        pmark("instead", "placing a mechanic on {owner}'s {tile} (device #{device})"),
    ),
    mark("places the Automaton on the {tile} of their own device #{device}"): Forms(
        pmark("advice", "Place the Automaton on the {tile} of your own device #{device}"),
        pmark("done", "placed the Automaton on the {tile} of their own device #{device}"),
        pmark("instead", "placing the Automaton on the {tile} of their own device #{device}"),
        pmark("done", "placed the Automaton on the {tile} of your own device #{device}"),
        pmark("instead", "placing the Automaton on the {tile} of your own device #{device}"),
    ),
    mark("places a mechanic on the {tile} of their own device #{device}"): Forms(
        pmark("advice", "Place a mechanic on the {tile} of your own device #{device}"),
        pmark("done", "placed a mechanic on the {tile} of their own device #{device}"),
        pmark("instead", "placing a mechanic on the {tile} of their own device #{device}"),
        pmark("done", "placed a mechanic on the {tile} of your own device #{device}"),
        pmark("instead", "placing a mechanic on the {tile} of your own device #{device}"),
    ),
    mark("places the Automaton on the {tile} of an opponent's device #{device}"): Forms(
        pmark("advice", "Place the Automaton on the {tile} of an opponent's device #{device}"),
        pmark("done", "placed the Automaton on the {tile} of an opponent's device #{device}"),
        pmark("instead", "placing the Automaton on the {tile} of an opponent's device #{device}"),
    ),
    mark("places a mechanic on the {tile} of an opponent's device #{device}"): Forms(
        pmark("advice", "Place a mechanic on the {tile} of an opponent's device #{device}"),
        pmark("done", "placed a mechanic on the {tile} of an opponent's device #{device}"),
        pmark("instead", "placing a mechanic on the {tile} of an opponent's device #{device}"),
    ),
    mark("adds {a_tile} from the general supply to device #{device}"): Forms(
        pmark("advice", "Add {a_tile} from the general supply to device #{device}"),
        pmark("done", "added {a_tile} from the general supply to device #{device}"),
        pmark("instead", "adding {a_tile} from the general supply to device #{device}"),
    ),
    mark("adds {a_tile} to device #{device}"): Forms(
        pmark("advice", "Add {a_tile} to device #{device}"),
        pmark("done", "added {a_tile} to device #{device}"),
        pmark("instead", "adding {a_tile} to device #{device}"),
    ),
    mark("adds {a_tile} from the general supply to your device #{device}"): Forms(
        pmark("advice", "Add {a_tile} from the general supply to your device #{device}"),
        pmark("done", "added {a_tile} from the general supply to your device #{device}"),
        pmark("instead", "adding {a_tile} from the general supply to your device #{device}"),
    ),
    mark("adds {a_tile} to your device #{device}"): Forms(
        pmark("advice", "Add {a_tile} to your device #{device}"),
        pmark("done", "added {a_tile} to your device #{device}"),
        pmark("instead", "adding {a_tile} to your device #{device}"),
    ),
    mark("adds {a_tile} from the general supply to {owner}'s device #{device}"): Forms(
        pmark("advice", "Add {a_tile} from the general supply to {owner}'s device #{device}"),
        pmark("done", "added {a_tile} from the general supply to {owner}'s device #{device}"),
        pmark("instead", "adding {a_tile} from the general supply to {owner}'s device #{device}"),
    ),
    mark("adds {a_tile} to {owner}'s device #{device}"): Forms(
        pmark("advice", "Add {a_tile} to {owner}'s device #{device}"),
        pmark("done", "added {a_tile} to {owner}'s device #{device}"),
        pmark("instead", "adding {a_tile} to {owner}'s device #{device}"),
    ),
}

ORDER = "order"
PAST = "past"
GERUND = "gerund"


def _table(form: str, yours: bool) -> dict[str, str | tuple[str, str]]:
    """Each story sentence's form `form` (the player's own device "yours" when `yours`)."""
    out: dict[str, str | tuple[str, str]] = {}
    for story, forms in FORMS.items():
        said = getattr(forms, form)
        if yours and form in (PAST, GERUND):
            said = getattr(forms, form + "_yours") or said
        out[story] = said
    return out


_TABLES = {
    (form, yours): _table(form, yours) for form in (ORDER, PAST, GERUND) for yours in (False, True)
}


def _said(
    state: GameState, action: Action, names: Sequence[str] | None, form: str, yours: bool
) -> str:
    with variants(_TABLES[form, yours]):
        return describe_action(state, action, names)


def order(state: GameState, action: Action, names: Sequence[str] | None = None) -> str:
    """The action as advice to the player deciding: "Place a mechanic on your own Steam
    Source (device #3)"."""
    return _said(state, action, names, ORDER, True)


def past(
    state: GameState, action: Action, names: Sequence[str] | None = None, to_player: bool = False
) -> str:
    """The action as something done, for "you ..." or "Ada ...": "took the Monetiser from
    ..."; `to_player`: said to the player who did it ("your own" device, not "their own")."""
    return _said(state, action, names, PAST, to_player)


def gerund(
    state: GameState, action: Action, names: Sequence[str] | None = None, to_player: bool = False
) -> str:
    """The action as a thing one might do: "building device #4 (...)"; `to_player`: said to
    the player who might have done it."""
    return _said(state, action, names, GERUND, to_player)
