"""The player's keys at work: a key press on the game table becomes the usual key of the action
the player gave it, so the table, the build panel and the log answer it as they always have.

`KeyTranslator(keys)` holds a full key map (key_map.full_map). `translate(event)` returns the
event to hand on: the usual key of the action whose chosen key was pressed; None for a usual
key the player has given away (pressing it does nothing, so an old habit never does the wrong
thing); or the event itself for every other key. Shift with a chosen key is Shift with the
usual one (Shift+R turned backwards). With the usual keys it changes nothing. The
app asks it for each key press while a screen that plays on the game table is on top
(`Scene.remaps_keys`) and no text field has the keyboard.
"""

from __future__ import annotations

import pygame

from steamworks.ui import key_map

_MOD_BITS = (
    ("ctrl", pygame.KMOD_CTRL | pygame.KMOD_META),
    ("shift", pygame.KMOD_SHIFT),
    ("alt", pygame.KMOD_ALT),
)
_MOD_OF = {"ctrl": pygame.KMOD_LCTRL, "shift": pygame.KMOD_LSHIFT, "alt": pygame.KMOD_LALT}


_CODES: dict[str, int] = {}


def key_code(name: str) -> int:
    """The pygame key code of a key_map key name."""
    if not _CODES:
        _CODES.update({n: pygame.key.key_code(n) for n in key_map.KEY_NAMES})
    return _CODES[name]


def key_name(code: int) -> str:
    """The key_map name of a pygame key code ("key<code>" for a key it does not name)."""
    key_code("a")  # fills the table
    for name, value in _CODES.items():
        if value == code:
            return name
    return f"key{code}"


def event_chord(event: pygame.event.Event) -> str:
    """The chord of a key press, as key_map spells it ("ctrl+z")."""
    mod = getattr(event, "mod", 0)
    mods = {name for name, bits in _MOD_BITS if mod & bits}
    return key_map.chord(mods, key_name(event.key))


def chord_event(text: str, base: pygame.event.Event | None = None) -> pygame.event.Event:
    """A KEYDOWN event for a chord (keeping `base`'s other attributes)."""
    parsed = key_map.parse_chord(text)
    assert parsed is not None, text
    mods, name = parsed
    mod = 0
    for m in mods:
        mod |= _MOD_OF[m]
    code = key_code(name)
    unicode = {"return": "\r", "space": " "}.get(name, name if len(name) == 1 else "")
    attrs = dict(base.dict) if base is not None else {}
    attrs.update(key=code, mod=mod, unicode=unicode.upper() if "shift" in mods else unicode)
    attrs.setdefault("scancode", 0)
    return pygame.event.Event(pygame.KEYDOWN, attrs)


class KeyTranslator:
    """From the player's chords to the usual ones (see the module docstring)."""

    def __init__(self, keys: dict[str, str]) -> None:
        self.keys = key_map.full_map(keys)
        self._to_usual: dict[str, str] = {}
        given_away: set[str] = set()
        for a in key_map.ACTIONS:
            chosen = self.keys[a.id]
            if chosen != a.default:
                self._to_usual[chosen] = a.default
                given_away.update((a.default, *a.also))
        self._dropped = given_away - set(self._to_usual)

    @property
    def identity(self) -> bool:
        return not self._to_usual

    def translate(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type != pygame.KEYDOWN or self.identity:
            return event
        pressed = event_chord(event)
        usual = self._to_usual.get(pressed)
        if usual is not None:
            return chord_event(usual, event)
        if pressed in self._dropped:
            return None
        mods, name = key_map.parse_chord(pressed) or (frozenset(), "")
        if "shift" in mods:
            # Shift with a chosen key does what Shift with the usual key did (turning backwards)
            plain = key_map.chord(mods - {"shift"}, name)
            usual = self._to_usual.get(plain)
            if usual is not None:
                usual_mods, usual_name = key_map.parse_chord(usual) or (frozenset(), "")
                return chord_event(key_map.chord(usual_mods | {"shift"}, usual_name), event)
            if plain in self._dropped:
                return None
        return event
