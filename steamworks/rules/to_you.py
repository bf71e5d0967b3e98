"""The story said to the seat it speaks to: "You take the Monetiser ...", not "You takes ...".

A seat named YOU (rules/words.py: the tutorial's and the puzzles' learner) is the player reading
the story, so a line whose subject it is says "you" and its verbs agree with it: German "Du
nimmst", French "Vous prenez", Spanish "Tomas". Each such verb phrase is a whole sentence of its
own in every catalogue, listed here beside the story's third-person one it stands for; the
story (narrate.py) chooses and fills the sentence as ever, inside `variants(TO_YOU)`
(steamworks.language), which says each listed sentence in its "you" form. Pure: no pygame.
"""

from __future__ import annotations

from ..language import mark, pmark

# the story's verb phrase (describe.py, narrate.py) -> the same said to "you"
TO_YOU: dict[str, str | tuple[str, str]] = {
    # the actions (describe_action)
    mark("places the Automaton on persona space {space}"): pmark(
        "said to you", "place the Automaton on persona space {space}"
    ),
    mark("places a mechanic on persona space {space}"): pmark(
        "said to you", "place a mechanic on persona space {space}"
    ),
    mark("gives up the Automaton"): pmark("said to you", "give up the Automaton"),
    mark("passes and collects the wage"): pmark("said to you", "pass and collect the wage"),
    mark("chooses {persona}, side {side}"): pmark("said to you", "choose {persona}, side {side}"),
    mark("takes the {tile} from the {belt} (column {column} from the right)"): pmark(
        "said to you", "take the {tile} from the {belt} (column {column} from the right)"
    ),
    mark("takes the top tile of the Age {age} stack"): pmark(
        "said to you", "take the top tile of the Age {age} stack"
    ),
    mark("pays {cost} to reveal two tiles of the Age {age} stack"): pmark(
        "said to you", "pay {cost} to reveal two tiles of the Age {age} stack"
    ),
    mark("keeps the {tile}"): pmark("said to you", "keep the {tile}"),
    mark("takes {source}"): pmark("said to you", "take {source}"),
    mark("builds device #{device} ({tiles})"): pmark(
        "said to you", "build device #{device} ({tiles})"
    ),
    mark("activates the {tile} of device #{device} (taking a clockwork source and {money})"): pmark(
        "said to you",
        "activate the {tile} of device #{device} (taking a clockwork source and {money})",
    ),
    mark("activates the {tile} of device #{device}"): pmark(
        "said to you", "activate the {tile} of device #{device}"
    ),
    mark("powers the {tile} with {power}"): pmark("said to you", "power the {tile} with {power}"),
    mark("powers a component with {power}"): pmark("said to you", "power a component with {power}"),
    mark("repeats it with the Iterator"): pmark("said to you", "repeat it with the Iterator"),
    mark("stops powering components"): pmark("said to you", "stop powering components"),
    mark("chooses to {option}"): pmark("said to you", "choose to {option}"),
    mark("declines"): pmark("said to you", "decline"),
    mark("places the Automaton on their own {tile} (device #{device})"): pmark(
        "said to you", "place the Automaton on your own {tile} (device #{device})"
    ),
    mark("places a mechanic on their own {tile} (device #{device})"): pmark(
        "said to you", "place a mechanic on your own {tile} (device #{device})"
    ),
    mark("places the Automaton on your {tile} (device #{device})"): pmark(
        "said to you", "place the Automaton on your {tile} (device #{device})"
    ),
    mark("places a mechanic on your {tile} (device #{device})"): pmark(
        "said to you", "place a mechanic on your {tile} (device #{device})"
    ),
    mark("places the Automaton on {owner}'s {tile} (device #{device})"): pmark(
        "said to you", "place the Automaton on {owner}'s {tile} (device #{device})"
    ),
    mark("places a mechanic on {owner}'s {tile} (device #{device})"): pmark(
        "said to you", "place a mechanic on {owner}'s {tile} (device #{device})"
    ),
    mark("places the Automaton on the {tile} of their own device #{device}"): pmark(
        "said to you", "place the Automaton on the {tile} of your own device #{device}"
    ),
    mark("places a mechanic on the {tile} of their own device #{device}"): pmark(
        "said to you", "place a mechanic on the {tile} of your own device #{device}"
    ),
    mark("places the Automaton on the {tile} of an opponent's device #{device}"): pmark(
        "said to you", "place the Automaton on the {tile} of an opponent's device #{device}"
    ),
    mark("places a mechanic on the {tile} of an opponent's device #{device}"): pmark(
        "said to you", "place a mechanic on the {tile} of an opponent's device #{device}"
    ),
    mark("adds {a_tile} from the general supply to device #{device}"): pmark(
        "said to you", "add {a_tile} from the general supply to device #{device}"
    ),
    mark("adds {a_tile} to device #{device}"): pmark(
        "said to you", "add {a_tile} to device #{device}"
    ),
    mark("adds {a_tile} from the general supply to your device #{device}"): pmark(
        "said to you", "add {a_tile} from the general supply to your device #{device}"
    ),
    mark("adds {a_tile} to your device #{device}"): pmark(
        "said to you", "add {a_tile} to your device #{device}"
    ),
    mark("adds {a_tile} from the general supply to {owner}'s device #{device}"): pmark(
        "said to you", "add {a_tile} from the general supply to {owner}'s device #{device}"
    ),
    mark("adds {a_tile} to {owner}'s device #{device}"): pmark(
        "said to you", "add {a_tile} to {owner}'s device #{device}"
    ),
    # what else changed for the player (narrate.py)
    mark("gains a {coin} coin"): pmark("said to you", "gain a {coin} coin"),
    mark("pays a wage of {sources}"): pmark("said to you", "pay a wage of {sources}"),
    mark("pays a {wage} wage"): pmark("said to you", "pay a {wage} wage"),
    mark("gains {money}"): pmark("said to you", "gain {money}"),
    mark("pays {money}"): pmark("said to you", "pay {money}"),
    mark("gains {sources}"): pmark("said to you", "gain {sources}"),
    mark("gives up {sources}"): pmark("said to you", "give up {sources}"),
    mark("gains {clocks}"): pmark("said to you", "gain {clocks}"),
    mark("takes {tiles}"): pmark("said to you", "take {tiles}"),
    mark("spends {tiles}"): pmark("said to you", "spend {tiles}"),
    mark("takes the Automaton as an extra worker this round"): pmark(
        "said to you", "take the Automaton as an extra worker this round"
    ),
    mark("passes and collects a {wage} wage"): pmark(
        "said to you", "pass and collect a {wage} wage"
    ),
    mark("passes and collects a wage of {sources}"): pmark(
        "said to you", "pass and collect a wage of {sources}"
    ),
    mark("passes"): pmark("said to you", "pass"),
    mark("declines to {decision}"): pmark("said to you", "decline to {decision}"),
    mark("places the Automaton on {space}"): pmark("said to you", "place the Automaton on {space}"),
    mark("places a mechanic on {space}"): pmark("said to you", "place a mechanic on {space}"),
    # what a persona space or a declined decision asks, said of the player in the story
    # (describe_decision and step_text with `theirs`) and back in the "your" form to you
    mark("fire one of their own sources"): mark("fire one of your own sources"),
    mark("fire one of their own sources for {cost}"): mark(
        "fire one of your own sources for {cost}"
    ),
    mark("activate one of their own sources"): mark("activate one of your own sources"),
    mark("activate one of their own sources for {cost}"): mark(
        "activate one of your own sources for {cost}"
    ),
    mark("add a tile from their supply to any device"): mark(
        "add a tile from your supply to any device"
    ),
    mark("add a tile from their supply to a device of {size} tiles"): mark(
        "add a tile from your supply to a device of {size} tiles"
    ),
}
# (a plural sentence, ntr, is chosen in its "you" form where it is said: narrate._player_changes)
