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

from steamworks.language import mark, variants
from steamworks.rules.actions import Action
from steamworks.rules.describe import describe_action
from steamworks.rules.state import GameState


@attrs.frozen
class Forms:
    """The forms of one of the rules' action sentences the coach says."""

    order: str  # advice to the player deciding: "Take the {tile} ..."
    # what was done, after "you" or a player's name: "took the {tile} ..."
    past: str
    gerund: str  # what might have been done: "taking the {tile} ..."
    # `past` and `gerund` said to the player whose own device the sentence names ("your own")
    past_yours: str = ""
    gerund_yours: str = ""


# the rules' sentence (describe_action) -> its forms; every sentence describe_action says has
# its forms here (tests/coach/test_reasons.py plays whole games to check it)
FORMS: dict[str, Forms] = {
    mark("places the Automaton on persona space {space}"): Forms(
        mark("Place the Automaton on persona space {space}"),
        mark("placed the Automaton on persona space {space}"),
        mark("placing the Automaton on persona space {space}"),
    ),
    mark("places a mechanic on persona space {space}"): Forms(
        mark("Place a mechanic on persona space {space}"),
        mark("placed a mechanic on persona space {space}"),
        mark("placing a mechanic on persona space {space}"),
    ),
    mark("gives up the Automaton"): Forms(
        mark("Give up the Automaton"),
        mark("gave up the Automaton"),
        mark("giving up the Automaton"),
    ),
    mark("passes and collects the wage"): Forms(
        mark("Pass and collect the wage"),
        mark("passed and collected the wage"),
        mark("passing and collecting the wage"),
    ),
    mark("chooses {persona}, side {side}"): Forms(
        mark("Choose {persona}, side {side}"),
        mark("chose {persona}, side {side}"),
        mark("choosing {persona}, side {side}"),
    ),
    mark("takes the {tile} from the {belt} (column {column} from the right)"): Forms(
        mark("Take the {tile} from the {belt} (column {column} from the right)"),
        mark("took the {tile} from the {belt} (column {column} from the right)"),
        mark("taking the {tile} from the {belt} (column {column} from the right)"),
    ),
    mark("takes the top tile of the Age {age} stack"): Forms(
        mark("Take the top tile of the Age {age} stack"),
        mark("took the top tile of the Age {age} stack"),
        mark("taking the top tile of the Age {age} stack"),
    ),
    mark("pays {cost} to reveal two tiles of the Age {age} stack"): Forms(
        mark("Pay {cost} to reveal two tiles of the Age {age} stack"),
        mark("paid {cost} to reveal two tiles of the Age {age} stack"),
        mark("paying {cost} to reveal two tiles of the Age {age} stack"),
    ),
    mark("keeps the {tile}"): Forms(
        mark("Keep the {tile}"),
        mark("kept the {tile}"),
        mark("keeping the {tile}"),
    ),
    mark("takes {source}"): Forms(
        mark("Take {source}"),
        mark("took {source}"),
        mark("taking {source}"),
    ),
    mark("builds device #{device} ({tiles})"): Forms(
        mark("Build device #{device} ({tiles})"),
        mark("built device #{device} ({tiles})"),
        mark("building device #{device} ({tiles})"),
    ),
    mark("activates the {tile} of device #{device} (taking a clockwork source and {money})"): Forms(
        mark("Activate the {tile} of device #{device} (taking a clockwork source and {money})"),
        mark("activated the {tile} of device #{device} (taking a clockwork source and {money})"),
        mark("activating the {tile} of device #{device} (taking a clockwork source and {money})"),
    ),
    mark("activates the {tile} of device #{device}"): Forms(
        mark("Activate the {tile} of device #{device}"),
        mark("activated the {tile} of device #{device}"),
        mark("activating the {tile} of device #{device}"),
    ),
    mark("powers the {tile} with {power}"): Forms(
        mark("Power the {tile} with {power}"),
        mark("powered the {tile} with {power}"),
        mark("powering the {tile} with {power}"),
    ),
    mark("powers a component with {power}"): Forms(
        mark("Power a component with {power}"),
        mark("powered a component with {power}"),
        mark("powering a component with {power}"),
    ),
    mark("repeats it with the Iterator"): Forms(
        mark("Repeat it with the Iterator"),
        mark("repeated it with the Iterator"),
        mark("repeating it with the Iterator"),
    ),
    mark("stops powering components"): Forms(
        mark("Stop powering components"),
        mark("stopped powering components"),
        mark("stopping powering components"),
    ),
    mark("chooses to {option}"): Forms(
        mark("Choose to {option}"),
        mark("chose to {option}"),
        mark("choosing to {option}"),
    ),
    mark("declines"): Forms(
        mark("Decline"),
        mark("declined"),
        mark("declining"),
    ),
    mark("places the Automaton on their own {tile} (device #{device})"): Forms(
        mark("Place the Automaton on your own {tile} (device #{device})"),
        mark("placed the Automaton on their own {tile} (device #{device})"),
        mark("placing the Automaton on their own {tile} (device #{device})"),
        mark("placed the Automaton on your own {tile} (device #{device})"),
        mark("placing the Automaton on your own {tile} (device #{device})"),
    ),
    mark("places a mechanic on their own {tile} (device #{device})"): Forms(
        mark("Place a mechanic on your own {tile} (device #{device})"),
        mark("placed a mechanic on their own {tile} (device #{device})"),
        mark("placing a mechanic on their own {tile} (device #{device})"),
        mark("placed a mechanic on your own {tile} (device #{device})"),
        mark("placing a mechanic on your own {tile} (device #{device})"),
    ),
    mark("places the Automaton on your {tile} (device #{device})"): Forms(
        mark("Place the Automaton on your {tile} (device #{device})"),
        mark("placed the Automaton on your {tile} (device #{device})"),
        mark("placing the Automaton on your {tile} (device #{device})"),
    ),
    mark("places a mechanic on your {tile} (device #{device})"): Forms(
        mark("Place a mechanic on your {tile} (device #{device})"),
        mark("placed a mechanic on your {tile} (device #{device})"),
        mark("placing a mechanic on your {tile} (device #{device})"),
    ),
    mark("places the Automaton on {owner}'s {tile} (device #{device})"): Forms(
        mark("Place the Automaton on {owner}'s {tile} (device #{device})"),
        mark("placed the Automaton on {owner}'s {tile} (device #{device})"),
        mark("placing the Automaton on {owner}'s {tile} (device #{device})"),
    ),
    mark("places a mechanic on {owner}'s {tile} (device #{device})"): Forms(
        mark("Place a mechanic on {owner}'s {tile} (device #{device})"),
        mark("placed a mechanic on {owner}'s {tile} (device #{device})"),
        mark("placing a mechanic on {owner}'s {tile} (device #{device})"),
    ),
    mark("places the Automaton on the {tile} of their own device #{device}"): Forms(
        mark("Place the Automaton on the {tile} of your own device #{device}"),
        mark("placed the Automaton on the {tile} of their own device #{device}"),
        mark("placing the Automaton on the {tile} of their own device #{device}"),
        mark("placed the Automaton on the {tile} of your own device #{device}"),
        mark("placing the Automaton on the {tile} of your own device #{device}"),
    ),
    mark("places a mechanic on the {tile} of their own device #{device}"): Forms(
        mark("Place a mechanic on the {tile} of your own device #{device}"),
        mark("placed a mechanic on the {tile} of their own device #{device}"),
        mark("placing a mechanic on the {tile} of their own device #{device}"),
        mark("placed a mechanic on the {tile} of your own device #{device}"),
        mark("placing a mechanic on the {tile} of your own device #{device}"),
    ),
    mark("places the Automaton on the {tile} of an opponent's device #{device}"): Forms(
        mark("Place the Automaton on the {tile} of an opponent's device #{device}"),
        mark("placed the Automaton on the {tile} of an opponent's device #{device}"),
        mark("placing the Automaton on the {tile} of an opponent's device #{device}"),
    ),
    mark("places a mechanic on the {tile} of an opponent's device #{device}"): Forms(
        mark("Place a mechanic on the {tile} of an opponent's device #{device}"),
        mark("placed a mechanic on the {tile} of an opponent's device #{device}"),
        mark("placing a mechanic on the {tile} of an opponent's device #{device}"),
    ),
    mark("adds {a_tile} from the general supply to device #{device}"): Forms(
        mark("Add {a_tile} from the general supply to device #{device}"),
        mark("added {a_tile} from the general supply to device #{device}"),
        mark("adding {a_tile} from the general supply to device #{device}"),
    ),
    mark("adds {a_tile} to device #{device}"): Forms(
        mark("Add {a_tile} to device #{device}"),
        mark("added {a_tile} to device #{device}"),
        mark("adding {a_tile} to device #{device}"),
    ),
    mark("adds {a_tile} from the general supply to your device #{device}"): Forms(
        mark("Add {a_tile} from the general supply to your device #{device}"),
        mark("added {a_tile} from the general supply to your device #{device}"),
        mark("adding {a_tile} from the general supply to your device #{device}"),
    ),
    mark("adds {a_tile} to your device #{device}"): Forms(
        mark("Add {a_tile} to your device #{device}"),
        mark("added {a_tile} to your device #{device}"),
        mark("adding {a_tile} to your device #{device}"),
    ),
    mark("adds {a_tile} from the general supply to {owner}'s device #{device}"): Forms(
        mark("Add {a_tile} from the general supply to {owner}'s device #{device}"),
        mark("added {a_tile} from the general supply to {owner}'s device #{device}"),
        mark("adding {a_tile} from the general supply to {owner}'s device #{device}"),
    ),
    mark("adds {a_tile} to {owner}'s device #{device}"): Forms(
        mark("Add {a_tile} to {owner}'s device #{device}"),
        mark("added {a_tile} to {owner}'s device #{device}"),
        mark("adding {a_tile} to {owner}'s device #{device}"),
    ),
}

ORDER = "order"
PAST = "past"
GERUND = "gerund"


def _table(form: str, yours: bool) -> dict[str, str]:
    """Each story sentence's form `form` (the player's own device "yours" when `yours`)."""
    out = {}
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
