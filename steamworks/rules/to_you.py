"""The story said to the seat it speaks to: "You take the Monetiser ...", not "You takes ...".

A seat named YOU (rules/words.py: the tutorial's and the puzzles' learner) is the player reading
the story, so a line whose subject it is says "you" and its verbs agree with it: German "Du
nimmst", French "Vous prenez", Spanish "Tomas". Each such verb phrase is a whole sentence of its
own in every catalogue, listed here beside the story's third-person one it stands for; the
story (narrate.py) chooses and fills the sentence as ever, inside `variants(TO_YOU)`
(steamworks.language), which says each listed sentence in its "you" form. Pure: no pygame.
"""

from __future__ import annotations

from ..language import mark

# the story's verb phrase (describe.py, narrate.py) -> the same said to "you"
TO_YOU: dict[str, str] = {
    # the actions (describe_action)
    mark("places the Automaton on persona space {space}"): mark(
        "place the Automaton on persona space {space}"
    ),
    mark("places a mechanic on persona space {space}"): mark(
        "place a mechanic on persona space {space}"
    ),
    mark("gives up the Automaton"): mark("give up the Automaton"),
    mark("passes and collects the wage"): mark("pass and collect the wage"),
    mark("chooses {persona}, side {side}"): mark("choose {persona}, side {side}"),
    mark("takes the {tile} from the {belt} (column {column} from the right)"): mark(
        "take the {tile} from the {belt} (column {column} from the right)"
    ),
    mark("takes the top tile of the Age {age} stack"): mark(
        "take the top tile of the Age {age} stack"
    ),
    mark("pays {cost} to reveal two tiles of the Age {age} stack"): mark(
        "pay {cost} to reveal two tiles of the Age {age} stack"
    ),
    mark("keeps the {tile}"): mark("keep the {tile}"),
    mark("takes {source}"): mark("take {source}"),
    mark("builds device #{device} ({tiles})"): mark("build device #{device} ({tiles})"),
    mark("activates the {tile} of device #{device} (taking a clockwork source and {money})"): mark(
        "activate the {tile} of device #{device} (taking a clockwork source and {money})"
    ),
    mark("activates the {tile} of device #{device}"): mark(
        "activate the {tile} of device #{device}"
    ),
    mark("powers the {tile} with {power}"): mark("power the {tile} with {power}"),
    mark("powers a component with {power}"): mark("power a component with {power}"),
    mark("repeats it with the Iterator"): mark("repeat it with the Iterator"),
    mark("stops powering components"): mark("stop powering components"),
    mark("chooses to {option}"): mark("choose to {option}"),
    mark("declines"): mark("decline"),
    mark("places the Automaton on their own {tile} (device #{device})"): mark(
        "place the Automaton on your own {tile} (device #{device})"
    ),
    mark("places a mechanic on their own {tile} (device #{device})"): mark(
        "place a mechanic on your own {tile} (device #{device})"
    ),
    mark("places the Automaton on your {tile} (device #{device})"): mark(
        "place the Automaton on your {tile} (device #{device})"
    ),
    mark("places a mechanic on your {tile} (device #{device})"): mark(
        "place a mechanic on your {tile} (device #{device})"
    ),
    mark("places the Automaton on {owner}'s {tile} (device #{device})"): mark(
        "place the Automaton on {owner}'s {tile} (device #{device})"
    ),
    mark("places a mechanic on {owner}'s {tile} (device #{device})"): mark(
        "place a mechanic on {owner}'s {tile} (device #{device})"
    ),
    mark("places the Automaton on the {tile} of their own device #{device}"): mark(
        "place the Automaton on the {tile} of your own device #{device}"
    ),
    mark("places a mechanic on the {tile} of their own device #{device}"): mark(
        "place a mechanic on the {tile} of your own device #{device}"
    ),
    mark("places the Automaton on the {tile} of an opponent's device #{device}"): mark(
        "place the Automaton on the {tile} of an opponent's device #{device}"
    ),
    mark("places a mechanic on the {tile} of an opponent's device #{device}"): mark(
        "place a mechanic on the {tile} of an opponent's device #{device}"
    ),
    mark("adds {a_tile} from the general supply to device #{device}"): mark(
        "add {a_tile} from the general supply to device #{device}"
    ),
    mark("adds {a_tile} to device #{device}"): mark("add {a_tile} to device #{device}"),
    mark("adds {a_tile} from the general supply to your device #{device}"): mark(
        "add {a_tile} from the general supply to your device #{device}"
    ),
    mark("adds {a_tile} to your device #{device}"): mark("add {a_tile} to your device #{device}"),
    mark("adds {a_tile} from the general supply to {owner}'s device #{device}"): mark(
        "add {a_tile} from the general supply to {owner}'s device #{device}"
    ),
    mark("adds {a_tile} to {owner}'s device #{device}"): mark(
        "add {a_tile} to {owner}'s device #{device}"
    ),
    # what else changed for the player (narrate.py)
    mark("gains a {coin} coin"): mark("gain a {coin} coin"),
    mark("pays a wage of {sources}"): mark("pay a wage of {sources}"),
    mark("pays a {wage} wage"): mark("pay a {wage} wage"),
    mark("gains {money}"): mark("gain {money}"),
    mark("pays {money}"): mark("pay {money}"),
    mark("gains {sources}"): mark("gain {sources}"),
    mark("gives up {sources}"): mark("give up {sources}"),
    mark("gains {clocks}"): mark("gain {clocks}"),
    mark("takes {tiles}"): mark("take {tiles}"),
    mark("spends {tiles}"): mark("spend {tiles}"),
    mark("takes the Automaton as an extra worker this round"): mark(
        "take the Automaton as an extra worker this round"
    ),
    mark("passes and collects a {wage} wage"): mark("pass and collect a {wage} wage"),
    mark("passes and collects a wage of {sources}"): mark("pass and collect a wage of {sources}"),
    mark("passes"): mark("pass"),
    mark("declines to {decision}"): mark("decline to {decision}"),
    mark("places the Automaton on {space}"): mark("place the Automaton on {space}"),
    mark("places a mechanic on {space}"): mark("place a mechanic on {space}"),
}
# (a plural sentence, ntr, is chosen in its "you" form where it is said: narrate._player_changes)
