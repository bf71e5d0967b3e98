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
"""

from __future__ import annotations

import string
from collections.abc import Mapping
from typing import Any, Final

import attrs


@attrs.frozen
class KeyAction:
    id: str
    label: str  # what the player reads beside the key: says what the key does
    default: str  # the usual chord
    also: tuple[str, ...] = ()  # further usual chords that do the same (Backspace, keypad Enter)


ACTIONS: Final = (
    KeyAction("undo", "Undo a step", "ctrl+z"),
    KeyAction("save", "Save the game", "ctrl+s"),
    KeyAction("hint", "Ask for a hint", "h"),
    KeyAction("confirm", "Confirm, go on", "return", ("keypad enter",)),
    KeyAction("activate", "Play what the ring is on", "space"),
    KeyAction("rotate", "Turn a tile (building)", "r"),
    KeyAction("send_back", "Send a tile back (building)", "delete", ("backspace",)),
    KeyAction("log_back", "Log: a page back", "page up"),
    KeyAction("log_on", "Log: a page on", "page down"),
    KeyAction("log_first", "Log: the first line", "home"),
    KeyAction("log_newest", "Log: the newest line", "end"),
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
RESERVED: Final[dict[str, str]] = {
    "escape": "Esc always goes back and opens the pause menu",
    "tab": "Tab always moves the focus ring",
    "shift+tab": "Shift+Tab always moves the focus ring back",
    "up": "the arrow keys always move the focus ring",
    "down": "the arrow keys always move the focus ring",
    "left": "the arrow keys always move the focus ring",
    "right": "the arrow keys always move the focus ring",
    "f11": "F11 always switches full screen",
    "1": "1 to 3 always mark a hint's choices",
    "2": "1 to 3 always mark a hint's choices",
    "3": "1 to 3 always mark a hint's choices",
}

_WORDS: Final = {
    "return": "Enter",
    "keypad enter": "Keypad Enter",
    "page up": "Page Up",
    "page down": "Page Down",
    "escape": "Esc",
    "ctrl": "Ctrl",
    "shift": "Shift",
    "alt": "Alt",
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
    names = [_WORDS[m] for m in MODIFIERS if m in mods]
    upper = len(key) == 1 or (key[0] == "f" and key[1:].isdigit())  # "Z", "F5"; else "Home"
    names.append(_WORDS.get(key, key.upper() if upper else key.title()))
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
        return "the key map is not a list of actions and keys"
    for action_id, value in data.items():
        if action_id not in ACTION_IDS:
            return f'the key map names "{action_id}", which is no action of the game'
        if normalised(value) is None:
            return f'the key map gives "{value}" to {action(action_id).label.lower()}, but that is no key'
    keys = full_map({a: normalised(v) or v for a, v in data.items()})
    for action_id, value in keys.items():
        reason = RESERVED.get(value)
        if reason is not None:
            return f"the key map gives {chord_words(value)} to {action(action_id).label.lower()}, but {reason}"
    seen: dict[str, str] = {}
    for action_id, value in keys.items():
        if value in seen:
            first, second = action(seen[value]).label.lower(), action(action_id).label.lower()
            return f"the key map gives {chord_words(value)} to {first} and also to {second}"
        seen[value] = action_id
    return None


def check_new_key(keys: Mapping[str, str], action_id: str, new: str) -> str | None:
    """Why `action_id` cannot take chord `new` in the full map `keys`, as a sentence for the
    player; None when it can."""
    reason = RESERVED.get(new)
    label = action(action_id).label
    if reason is not None:
        return f"{chord_words(new)} cannot be the key to {label.lower()}: {reason}."
    for other, value in keys.items():
        if other != action_id and value == new:
            return (
                f"{chord_words(new)} is already the key to {action(other).label.lower()}. "
                f"Give that one another key first, or choose another key to {label.lower()}."
            )
    return None


def key_words(changes: Mapping[str, str] | None, action_id: str) -> str:
    """The words for the key that does `action_id` now (`changes`: the player's keys)."""
    return chord_words(full_map(changes)[action_id])


def changes_only(keys: Mapping[str, str]) -> dict[str, str]:
    """The map as the settings file keeps it: only the actions whose key is not the usual."""
    return {a: k for a, k in keys.items() if DEFAULT_MAP.get(a) != k}
