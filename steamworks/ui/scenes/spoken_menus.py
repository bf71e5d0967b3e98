"""The spoken mode on the screens around the table: the pygame side of `speech/screens.py`.

Once a frame (`each_frame`, called by the app) with the spoken mode on, the top screen is
looked at: a screen that has just come to the top says what it is (the title its menu, a
dialog its question and answers, the results who won and each player's prestige, New game
the table being set, Load how many saves, the save dialog the name in its field); each stop
of the keyboard ring says what it is on (a button its words and tooltip, a setting its name
and value, a seat who plays it, a text field what it holds); a value that changes under the
ring is said again (Left and Right on a stepper, Space on a box; in a text field the character
typed or deleted, and the whole field on Up or Down);
on Load each save chosen with Up or Down is read; on New game the table again when a seat is
added or removed; the save dialog's refusal is said. A screen read part by part (the Rules, the
analysis) is read on by Down and Up; a screen showing a position (the replay) answers the
query keys M B C P D W L; a screen's new lines (the lobby's chat) are said as they come. The
table itself (the Game scene) speaks through `ui/game/spoken_table.py` and is left to it.

A screen speaks by offering the methods of `speech/spoken_screen.py` (`spoken_opening`,
`spoken_stop`, `spoken_off`, `spoken_row`, `spoken_watch` and the others); this module asks
for them and never reads a screen's private fields, so a new screen speaks by adding its own
methods. A Game scene under another screen is told so each frame (`SpokenTable.covered`), to
say "Back at the table." when the screen closes with nothing new.

`before_scene` takes F2 (the key map's "Spoken mode on or off", as the player set it) on
every screen that is not the table, so the voice can be turned on from the title, and hands
the other keys to the screens' ring (`ui/menu_ring.py`). The words are all `speech/screens.py`'s.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from steamworks.language import tr
from steamworks.ui import key_map, menu_ring
from steamworks.ui.game import spoken_table
from steamworks.ui.key_translation import event_chord
from steamworks.ui.speech import positions, reading
from steamworks.ui.speech import screens as S
from steamworks.ui.speech.spoken_screen import (
    SpokenLines,
    SpokenOff,
    SpokenOpening,
    SpokenPages,
    SpokenPosition,
    SpokenRows,
    SpokenStops,
    SpokenWatch,
    Watched,
    shown_position,
    watched_news,
)

# screens left to spoken_table (the game's table, the final table and the online table, all
# Game scenes), and the build demo, which says nothing yet
SILENT = frozenset(("game", "final_table", "online_table", "build_demo"))


_UNSEEN = object()  # nothing watched yet on this screen


class _Heard:
    """What was last said of the top screen: which screen, the ring's stop and its words, the
    state of what it watches (Load's chosen save), so only what changed is said again."""

    def __init__(self) -> None:
        self.scene: Any = None
        self.stop: str | None = None
        self.words = ""
        self.error = ""  # a screen's refusal shown (the save dialog's), as last said
        self.watched: Watched | None = None  # what the screen's spoken_watch() gave last
        self.field = ""  # the text of the field the ring is on, as last heard
        self.read_field = False  # Up or Down in a text field: say all of it on the next frame
        self.pages: object = _UNSEEN  # the key of the chapter a read screen has open
        self.part = 0  # the part of it last read
        self.step = 0  # Down (1) or Up (-1) pressed: the next part or the one before, said
        self.devices_seat: int | None = None  # whose devices the query key said last
        self.lines = -1  # the lines (chat) of the screen already there or said; -1: not looked


_heard = _Heard()


def forget() -> None:
    """Start afresh: the top screen is described again on the next frame (the spoken mode
    was just turned on)."""
    global _heard
    _heard = _Heard()


# --- keys ------------------------------------------------------------------------------------------


def before_scene(app: Any, top: Any, event: pygame.event.Event, typing: bool = False) -> bool:
    """F2 (as the player set it) on any screen but the table, then the ring's own keys; True
    when the key was used (the screen does not see it). While a text field has the keyboard
    (`typing`) its keys are its own, but Tab, which it does not use, moves the ring on."""
    if top is None or getattr(top, "remaps_keys", False):
        return False  # the table's keys: spoken_table takes F2 there, after the player's map
    if typing:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            _heard.read_field = True  # a one-line field has no lines to go to: read it whole
            return True
        tab = event.type == pygame.KEYDOWN and event.key == pygame.K_TAB
        return tab and menu_ring.before_scene(top, event)
    if event.type == pygame.KEYDOWN and getattr(top, "capturing", None) is None:
        if event_chord(event) == key_map.full_map(app.settings.keys)["speech"]:
            toggle(app)
            return True
    if event.type == pygame.KEYDOWN and isinstance(top, SpokenPosition):
        if app.settings.spoken_mode and _ask(app, top, event_chord(event)):
            return True
    if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP):
        if isinstance(top, SpokenPages):  # heard, and left to the screen (it scrolls)
            _heard.step = 1 if event.key == pygame.K_DOWN else -1
    return menu_ring.before_scene(top, event)


def _ask(app: Any, top: Any, chord: str) -> bool:
    """A query key (as the player set it) on a screen showing a position: its answer said at
    once; D again says the next player's devices. False: not a query key."""
    keys = key_map.full_map(app.settings.keys)
    query = next((q for q in positions.POSITION_QUERIES if keys[q] == chord), None)
    if query is None:
        _heard.devices_seat = None
        return False
    shown = shown_position(top.spoken_position())
    seat = None
    if query == "devices":
        seat = positions.devices_seat(shown, _heard.devices_seat)
        _heard.devices_seat = seat
    else:
        _heard.devices_seat = None
    spoken_table.shared_voice().say(positions.position_answer(query, shown, seat), interrupt=True)
    return True


def toggle(app: Any) -> None:
    """The spoken mode on or off from a screen around the table (kept in settings.json)."""
    on = not app.settings.spoken_mode
    app.change_settings(spoken_mode=on)
    spoken_table.mode_changed(on)
    forget()
    top = app.stack.top
    if getattr(top, "shows_spoken_mode", False):
        top.refresh()  # its "Spoken mode" box shows the setting


# --- what is said -----------------------------------------------------------------------------------


def each_frame(app: Any, top: Any, dt: float) -> None:
    """The ring's clock, then (spoken mode on) what is new on the top screen, said."""
    menu_ring.update(top, dt)
    voice = spoken_table.shared_voice()
    on = bool(app.settings.spoken_mode)
    if voice.enabled != on:
        voice.enabled = on
    if on and top is not None:
        for scene in app.stack:  # a table under this screen: told, to speak when it is back
            spoken = getattr(scene, "spoken", None)
            if scene is not top and isinstance(spoken, spoken_table.SpokenTable):
                spoken.covered()
    if not on or top is None or getattr(top, "name", "") in SILENT:
        if not on or top is None:
            if _heard.scene is not None:  # (once, not every frame the mode stays off)
                forget()
        else:
            _heard.scene = top  # back from the table: a screen opened later is new again
        return
    if top is not _heard.scene:
        _heard.scene, _heard.stop, _heard.words, _heard.error = top, None, "", ""
        _heard.watched, _heard.pages = None, _UNSEEN
        _heard.lines = -1
        opening = opening_words(top)
        if opening:
            voice.say(opening)
    stop = focused_id(top)
    if stop is not None:
        words = stop_words(top, stop)
        if stop != _heard.stop or _heard.read_field:
            voice.say(words, interrupt=True)
        elif words != _heard.words:
            voice.say(changed_words(top, stop, words), interrupt=True)
        _heard.words = words
        _heard.field = _field_text(top, stop)
    _heard.stop, _heard.read_field = stop, False
    if isinstance(top, SpokenWatch):
        watched = top.spoken_watch()
        news = watched_news(_heard.watched, watched)
        if news:
            voice.say(news, interrupt=watched.interrupt)  # a save chosen, a seat added
        _heard.watched = watched
    if isinstance(top, SpokenPages):
        _read_on(voice, top)
    if isinstance(top, SpokenLines):
        lines = top.spoken_lines()
        if _heard.lines >= 0:
            for line in lines[_heard.lines :]:
                voice.say(line)  # a line of chat, as it comes
        _heard.lines = len(lines)
    error = getattr(top, "error", "")
    if isinstance(error, str) and error != _heard.error:
        _heard.error = error
        if error:
            voice.say(error)  # why the save dialog did not save


def _read_on(voice: Any, top: Any) -> None:
    """A screen read part by part: a chapter newly open is said with its first part; Down and
    Up (noted by `before_scene`) the next part and the one before."""
    key, opening, parts = top.spoken_pages()
    step, _heard.step = _heard.step, 0
    if key != _heard.pages:
        _heard.pages, _heard.part = key, 0
        voice.say(opening)
        return
    if not step or not parts:
        return
    part = max(0, min(len(parts) - 1, _heard.part + step))
    _heard.part = part
    voice.say(reading.chapter_part(parts[part], part, len(parts)), interrupt=True)


def focused_id(scene: Any) -> str | None:
    """The button the screen's ring is on: the menu ring's, or the screen's own ring."""
    own = getattr(scene, "focused_id", None)
    if callable(own):
        return own()
    ring = getattr(scene, "focused", None)  # the lessons' and puzzles' lists: a Focusable
    if callable(ring):
        item = ring()
        key = getattr(item, "key", None)
        object_id = getattr(key, "object_id", None)
        kind = getattr(key, "kind", None)
        if object_id is None and isinstance(kind, str):
            return f"@{kind}"  # a stop that is no widget (the replay's slider): its kind
        return str(object_id) if object_id is not None else None
    return menu_ring.focused_id(scene)


def opening_words(scene: Any) -> str:
    """What a screen says when it comes to the top: its own words (`spoken_opening`), else
    its title."""
    if isinstance(scene, SpokenOpening):
        return scene.spoken_opening()
    if isinstance(scene, SpokenPages):
        return ""  # its pages' opening says what it is
    title = tr(scene.title) if isinstance(getattr(scene, "title", None), str) else ""
    return S.screen_words(title)


def _tip(scene: Any, widget: Any) -> str:
    tooltip_of = getattr(scene, "tooltip_of", None)
    return tooltip_of(widget) if callable(tooltip_of) else ""


def stop_words(scene: Any, object_id: str) -> str:
    """What the ring's stop `object_id` is, said: a text field its name and contents, then
    the screen's own words for it (`spoken_stop`), else a setting its name and value, any
    other button its words and tooltip."""
    widget = scene.widget_or_none(object_id)
    if widget is None:  # a stop that is no widget ("@replay_slider"): the screen's words only
        return scene.spoken_stop(object_id) if isinstance(scene, SpokenStops) else ""
    text = str(getattr(widget, "text", "") or "").strip()
    stepper = scene.widget_or_none(f"{object_id}_next") is not None
    if isinstance(widget, pygame_gui.elements.UITextEntryLine):
        shown = str(getattr(widget, "placeholder_text", "") or "")  # in grey while empty
        return S.field_words(_field_name(scene, object_id), widget.get_text(), shown)
    if isinstance(widget, pygame_gui.elements.UIButton) and not widget.is_enabled:
        # a button that is off: why, in the screen's words, else its tooltip (which says why
        # where the screen gives one)
        why = scene.spoken_off(object_id) if isinstance(scene, SpokenOff) else ""
        tip = why or _tip(scene, widget)
        own = scene.spoken_stop(object_id) if isinstance(scene, SpokenStops) else ""
        if own:  # the screen's words for it ("Remove Ada"), told apart from its neighbours'
            return S.unavailable_words(own, tip)
        if any(ch.isalnum() for ch in text):
            return S.unavailable_words(text, tip)
        return S.unavailable_words(tip or object_id.replace("_", " "))
    if isinstance(scene, SpokenStops):
        said = scene.spoken_stop(object_id)
        if said:
            return said
    row = _row_name(scene, object_id)
    if row and "@toggle" in (getattr(widget, "class_ids", None) or ()):
        return S.toggle_words(row, bool(text))
    if row and stepper:
        return S.stepper_words(row, text)
    if row:
        return S.button_words(row, text)  # a key of the Accessibility page: the action, its key
    if not any(ch.isalnum() for ch in text):  # a sign ("▲"): its tooltip says what it does
        return S.button_words(_tip(scene, widget) or object_id.replace("_", " "))
    return S.button_words(text, _tip(scene, widget))


def _field_name(scene: Any, object_id: str) -> str:
    """What a text field is for: New game's seat names and seed, the save dialog's name."""
    if object_id == "save_name" or (object_id.startswith("seat") and object_id.endswith("_name")):
        return tr("Name")
    if object_id == "seed":
        return tr("Seed (optional)")
    return _row_name(scene, object_id) or object_id.replace("_", " ")  # the screen's own label


def _field_text(scene: Any, object_id: str) -> str:
    """The text in the field `object_id` ("" when it is not a text field)."""
    widget = scene.widget_or_none(object_id)
    if isinstance(widget, pygame_gui.elements.UITextEntryLine):
        return str(widget.get_text())
    return ""


def changed_words(scene: Any, object_id: str, words: str) -> str:
    """The ring did not move but what it is on changed (a value stepped, a box ticked, a key
    typed): the new value, without the keys' reminder; in a text field the character typed
    or deleted."""
    widget = scene.widget_or_none(object_id)
    if isinstance(widget, pygame_gui.elements.UITextEntryLine):
        label = _field_name(scene, object_id)
        return S.typing_words(label, _heard.field, str(widget.get_text()))
    row = _row_name(scene, object_id)
    if row and widget is not None and scene.widget_or_none(f"{object_id}_next") is not None:
        return S.value_words(row, str(widget.text))
    return words


def _row_name(scene: Any, object_id: str) -> str:
    """The name of the setting a row's control belongs to, as the screen says it ("" for none)."""
    return scene.spoken_row(object_id) if isinstance(scene, SpokenRows) else ""
