"""An action in the coach's words: "Place a mechanic ...", "you took ...", "building ...".

The rules describe an action in one line without its subject, in the present tense
("takes the Monetiser from the Red belt (column 2 from the right)", rules/describe.py). The
coach needs the same words addressed to the player: an order for a hint, the past for what
was played, a gerund for what would have been better. Every line `describe_action` writes
starts with one of the verbs below (a test plays whole games to check it), so the words stay
the rules' own and only the verb's form changes.
"""

from __future__ import annotations

from collections.abc import Sequence

from steamworks.language import current_language
from steamworks.rules.actions import Action
from steamworks.rules.describe import describe_action
from steamworks.rules.state import GameState

# present (as describe_action writes it) -> (order, past, gerund)
VERBS = {
    "activates": ("activate", "activated", "activating"),
    "adds": ("add", "added", "adding"),
    "builds": ("build", "built", "building"),
    "chooses": ("choose", "chose", "choosing"),
    "collects": ("collect", "collected", "collecting"),
    "declines": ("decline", "declined", "declining"),
    "gives": ("give", "gave", "giving"),
    "keeps": ("keep", "kept", "keeping"),
    "passes": ("pass", "passed", "passing"),
    "pays": ("pay", "paid", "paying"),
    "places": ("place", "placed", "placing"),
    "powers": ("power", "powered", "powering"),
    "repeats": ("repeat", "repeated", "repeating"),
    "stops": ("stop", "stopped", "stopping"),
    "takes": ("take", "took", "taking"),
}
ORDER, PAST, GERUND = range(3)


def to_player(line: str) -> str:
    """`line` said to the player it is about: the rules call a device of the deciding player
    "their own" (describe_action has no "you"); to that player it is "your own". English
    only: another language's line is the rules' translation, left as they word it."""
    if current_language() != "en":
        return line
    return line.replace("their own ", "your own ")


def _recast(line: str, form: int) -> str:
    """`line` with its leading verb (and one joined by "and") in another form. English only:
    in another language the rules' line is kept as it is (recasting its verbs needs the
    rules to word each form)."""
    if current_language() != "en":
        return line
    words = line.split(" ")
    for i, word in enumerate(words):
        if word in VERBS and (i == 0 or words[i - 1] == "and"):
            words[i] = VERBS[word][form]
    return " ".join(words)


def order(state: GameState, action: Action, names: Sequence[str] | None = None) -> str:
    """The action as advice to the player deciding: "Place a mechanic on your own Steam
    Source (device #3)"."""
    line = to_player(_recast(describe_action(state, action, names), ORDER))
    return line[:1].upper() + line[1:]


def past(state: GameState, action: Action, names: Sequence[str] | None = None) -> str:
    """The action as something done, for "you ...": "took the Monetiser from ..."."""
    return _recast(describe_action(state, action, names), PAST)


def gerund(state: GameState, action: Action, names: Sequence[str] | None = None) -> str:
    """The action as a thing one might do: "building device #4 (...)"."""
    return _recast(describe_action(state, action, names), GERUND)
