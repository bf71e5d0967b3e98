"""The player's keys: which key does each action of the game table (undo, save, hint, turning a
tile, confirming, the log's scrolling ...), the checks a new key must pass, and the words that
name keys.

Pure (no pygame), so the settings file's loader can check a key map. A key is written as a
*chord*: a key name, after any of "ctrl+", "shift+", "alt+" (in that order), all lower case, as
in the settings file: "ctrl+z", "h", "page up", "shift+r". `chord_words` gives the words the
player reads ("Ctrl+Z", "Page Up").

Some keys are never given to an action, because the game always needs them where they are: Esc
(back, the pause menu), Tab and the arrows (the focus ring), F11 (full screen), 1 to 3 (a
hint's choices). A key map is a mapping action -> chord for the actions the player changed;
`full_map` fills in the others' usual keys. `check_map` says, in a sentence, why a map cannot be
used (None when it can); `check_new_key` why one action cannot take a key.

The words are marked English here (`mark`) and translated when shown: an action's `words()`
beside its key, its `phrase()` inside a sentence ("the key to undo a step").
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Any, Final

import attrs

from steamworks.language import mark, tr


@attrs.frozen
class KeyAction:
    id: str
    label: str  # what the player reads beside the key: says what the key does (marked English)
    phrase_text: str  # the same inside a sentence, "the key to undo a step" (marked English)
    default: str  # the usual chord
    also: tuple[str, ...] = ()  # further usual chords that do the same (Backspace, keypad Enter)

    def words(self) -> str:
        """What the key does, as the player reads it beside the key ("Undo a step")."""
        return tr(self.label)

    def phrase(self) -> str:
        """What the key does, inside a sentence ("undo a step")."""
        return tr(self.phrase_text)


ACTIONS: Final = (
    # translators: each action's second words are the same inside a sentence ("the key to
    # undo a step", "Press the key to undo a step")
    KeyAction("undo", mark("Undo a step"), mark("undo a step"), "ctrl+z"),
    KeyAction("save", mark("Save the game"), mark("save the game"), "ctrl+s"),
    KeyAction("hint", mark("Ask for a hint"), mark("ask for a hint"), "h"),
    KeyAction(
        "confirm", mark("Confirm, go on"), mark("confirm, go on"), "return", ("keypad enter",)
    ),
    KeyAction(
        "activate", mark("Play what the ring is on"), mark("play what the ring is on"), "space"
    ),
    KeyAction("rotate", mark("Turn a tile (building)"), mark("turn a tile (building)"), "r"),
    KeyAction(
        "send_back",
        mark("Send a tile back (building)"),
        mark("send a tile back (building)"),
        "delete",
        ("backspace",),
    ),
    KeyAction("log_back", mark("Log: a page back"), mark("log: a page back"), "page up"),
    KeyAction("log_on", mark("Log: a page on"), mark("log: a page on"), "page down"),
    KeyAction("log_first", mark("Log: the first line"), mark("log: the first line"), "home"),
    KeyAction("log_newest", mark("Log: the newest line"), mark("log: the newest line"), "end"),
    # the spoken table (ui/speech/queries.py, the same ids and labels): its switch and the
    # questions it answers aloud while it is on
    KeyAction("speech", mark("Spoken mode on or off"), mark("turn spoken mode on or off"), "f2"),
    KeyAction(
        "supply",
        mark("Say my money, sources and mechanics"),
        mark("say my money, sources and mechanics"),
        "m",
    ),
    KeyAction("belts", mark("Say the conveyor belts"), mark("say the conveyor belts"), "b"),
    KeyAction(
        "clock",
        mark("Say the round, the age and the counters left"),
        mark("say the round, the age and the counters left"),
        "c",
    ),
    KeyAction(
        "prestige", mark("Say each player's prestige"), mark("say each player's prestige"), "p"
    ),
    KeyAction(
        "devices",
        mark("Say a player's devices (again: the next player)"),
        mark("say a player's devices (again: the next player)"),
        "d",
    ),
    KeyAction(
        "decision",
        mark("Say the decision and its choices again"),
        mark("say the decision and its choices again"),
        "w",
    ),
    KeyAction(
        "last", mark("Say the last log line again"), mark("say the last log line again"), "l"
    ),
)
ACTION_IDS: Final = tuple(a.id for a in ACTIONS)
DEFAULT_MAP: Final[dict[str, str]] = {a.id: a.default for a in ACTIONS}

MODIFIERS: Final = ("ctrl", "shift", "alt")

# key names as pygame (SDL) spells them, lower case: letters, digits, function keys and the
# editing and paging keys; what a player can press on any keyboard
KEY_NAMES: Final = frozenset(
    list(string.ascii_lowercase)
    + list(string.digits)
    + [f"f{n}" for n in range(1, 13)]
    + [
        "return",
        "keypad enter",
        "space",
        "backspace",
        "delete",
        "insert",
        "home",
        "end",
        "page up",
        "page down",
        "escape",
        "tab",
        "up",
        "down",
        "left",
        "right",
        "-",
        "=",
        "[",
        "]",
        ";",
        "'",
        ",",
        ".",
        "/",
        "\\",
        "`",
    ]
)

# never given to an action, each with the reason the player is told
# (marked English: translated where said, `tr(RESERVED[chord])`)
_ARROWS = mark("the arrow keys always move the focus ring")
_HINT_DIGITS = mark("1 to 3 always mark a hint's choices")
RESERVED: Final[dict[str, str]] = {
    "escape": mark("Esc always goes back and opens the pause menu"),
    "tab": mark("Tab always moves the focus ring"),
    "shift+tab": mark("Shift+Tab always moves the focus ring back"),
    "up": _ARROWS,
    "down": _ARROWS,
    "left": _ARROWS,
    "right": _ARROWS,
    "f11": mark("F11 always switches full screen"),
    "1": _HINT_DIGITS,
    "2": _HINT_DIGITS,
    "3": _HINT_DIGITS,
}

# the names of keys as a keyboard prints them (marked English, translated in chord_words); any
# other key reads as its own letter or digit, or "F5"
_WORDS: Final = {
    "return": mark("Enter"),
    "keypad enter": mark("Keypad Enter"),
    "page up": mark("Page Up"),
    "page down": mark("Page Down"),
    "escape": mark("Esc"),
    "ctrl": mark("Ctrl"),
    "shift": mark("Shift"),
    "alt": mark("Alt"),
    "space": mark("Space"),
    "backspace": mark("Backspace"),
    "delete": mark("Delete"),
    "insert": mark("Insert"),
    "home": mark("Home"),
    "end": mark("End"),
    "tab": mark("Tab"),
    "up": mark("Up"),
    "down": mark("Down"),
    "left": mark("Left"),
    "right": mark("Right"),
}


def parse_chord(text: Any) -> tuple[frozenset[str], str] | None:
    """(modifiers, key name) of a chord, or None when it is not one."""
    if not isinstance(text, str) or not text:
        return None
    parts = text.lower().split("+")
    if text.endswith("+"):  # "ctrl++": the key is "+", which we do not offer
        return None
    *mods, key = parts
    if key not in KEY_NAMES or len(set(mods)) != len(mods):
        return None
    if any(m not in MODIFIERS for m in mods):
        return None
    return frozenset(mods), key


def chord(mods: frozenset[str] | set[str], key: str) -> str:
    """The chord's one spelling: modifiers in MODIFIERS' order, then the key."""
    return "+".join([m for m in MODIFIERS if m in mods] + [key])


def normalised(text: str) -> str | None:
    parsed = parse_chord(text)
    return None if parsed is None else chord(*parsed)


def chord_words(text: str) -> str:
    """The words a player reads for a chord: "ctrl+z" -> "Ctrl+Z", "page up" -> "Page Up"."""
    parsed = parse_chord(text)
    if parsed is None:
        return text
    mods, key = parsed
    names = [tr(_WORDS[m]) for m in MODIFIERS if m in mods]
    upper = len(key) == 1 or (key[0] == "f" and key[1:].isdigit())  # "Z", "F5"
    names.append(tr(_WORDS[key]) if key in _WORDS else key.upper() if upper else key.title())
    return "+".join(names)


def action(action_id: str) -> KeyAction:
    for a in ACTIONS:
        if a.id == action_id:
            return a
    raise KeyError(action_id)


def full_map(changes: Mapping[str, str] | None) -> dict[str, str]:
    """Every action's chord: the player's where they chose one, else the usual."""
    out = dict(DEFAULT_MAP)
    out.update(changes or {})
    return out


def check_map(data: Any) -> str | None:
    """Why `data` (the settings file's "keys") cannot be used, in a sentence; None when it can."""
    if not isinstance(data, dict):
        return tr("the key map is not a list of actions and keys")
    for action_id, value in data.items():
        if action_id not in ACTION_IDS:
            # translators: {name} is what the settings file wrote where an action should be
            return tr('the key map names "{name}", which is no action of the game', name=action_id)
        if normalised(value) is None:
            # translators: {key} is what the settings file wrote; {action} "undo a step"...
            return tr(
                'the key map gives "{key}" to {action}, but that is no key',
                key=value,
                action=action(action_id).phrase(),
            )
    keys = full_map({a: normalised(v) or v for a, v in data.items()})
    for action_id, value in keys.items():
        reason = RESERVED.get(value)
        if reason is not None:
            # translators: {key} is a key ("Ctrl+Z"), {action} "undo a step"..., {reason} why
            # not, "Esc always goes back and opens the pause menu"
            return tr(
                "the key map gives {key} to {action}, but {reason}",
                key=chord_words(value),
                action=action(action_id).phrase(),
                reason=tr(reason),
            )
    seen: dict[str, str] = {}
    for action_id, value in keys.items():
        if value in seen:
            # translators: {key} is a key ("Ctrl+Z"); {first} and {second} "undo a step"...
            return tr(
                "the key map gives {key} to {first} and also to {second}",
                key=chord_words(value),
                first=action(seen[value]).phrase(),
                second=action(action_id).phrase(),
            )
        seen[value] = action_id
    return None


def check_new_key(keys: Mapping[str, str], action_id: str, new: str) -> str | None:
    """Why `action_id` cannot take chord `new` in the full map `keys`, as a sentence for the
    player; None when it can."""
    reason = RESERVED.get(new)
    phrase = action(action_id).phrase()
    if reason is not None:
        # translators: {key} is a key ("Ctrl+Z"), {action} "undo a step"..., {reason} why not,
        # "Esc always goes back and opens the pause menu"
        return tr(
            "{key} cannot be the key to {action}: {reason}.",
            key=chord_words(new),
            action=phrase,
            reason=tr(reason),
        )
    for other, value in keys.items():
        if other != action_id and value == new:
            # translators: {key} is a key ("Ctrl+Z"); {other} and {action} "undo a step"...
            return tr(
                "{key} is already the key to {other}. Give that one another key first, or choose "
                "another key to {action}.",
                key=chord_words(new),
                other=action(other).phrase(),
                action=phrase,
            )
    return None


def key_words(changes: Mapping[str, str] | None, action_id: str) -> str:
    """The words for the key that does `action_id` now (`changes`: the player's keys)."""
    return chord_words(full_map(changes)[action_id])


def changes_only(keys: Mapping[str, str]) -> dict[str, str]:
    """The map as the settings file keeps it: only the actions whose key is not the usual."""
    return {a: k for a, k in keys.items() if DEFAULT_MAP.get(a) != k}
