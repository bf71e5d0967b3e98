"""The spoken table at work in the Game scene: the pygame side of `steamworks.ui.speech`.

With the "Spoken mode" setting on, `SpokenTable.update` (once a frame) looks at the table and,
whenever the state, the focus ring or the listening seat changed, hands the pure listener a
`Snapshot` and puts what it returns on the voice: each new log line, whose turn it is, the
listener's decision and its choices, what the focus ring is on. A refusal (or any other short
message) shows as the table's toast; that toast is said too. The voice speaks on a worker
thread of its own, so nothing here ever waits for speech.

`SpokenTable.handle_key` takes the speech's keys (key_map's "speech" and query actions, after
the player's own keys were turned into the usual ones by ui/key_translation.py): F2 turns the
spoken mode on or off (saved in settings.json at once; "Spoken mode on" is said, "Spoken mode
off" shows as a toast); M, B, C, P, D, W, L answer their questions aloud. With the spoken mode
off the query keys do nothing: the table shows the same at a glance, and the letters stay free.

One voice serves the whole game (`shared_voice`), so the Accessibility page's toggle speaks
with it too. Tests put a recording backend in `backend_factory`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from steamworks.language import ptr, tr
from steamworks.rules.data import load
from steamworks.ui import key_map
from steamworks.ui.game import target_keys as K
from steamworks.ui.key_translation import event_chord
from steamworks.ui.speech import queries, words
from steamworks.ui.speech.listener import Listener, Snapshot
from steamworks.ui.speech.screens import joined
from steamworks.ui.speech.spoken_screen import SpokenWatch, Watched, watched_news
from steamworks.ui.speech.voice import Backend, Voice, open_backend

# what makes the voice's backend, called once on the voice's thread (tests record instead)
backend_factory: Callable[[], Backend] = open_backend

_voice: Voice | None = None


def shared_voice() -> Voice:
    """The game's one voice (made off, on first use; the settings turn it on)."""
    global _voice
    if _voice is None:
        _voice = Voice(lambda: backend_factory(), enabled=False)
    return _voice


def close_voice() -> None:
    """Stop the voice's thread and forget it (the next use makes a new one)."""
    global _voice
    if _voice is not None:
        _voice.close()
        _voice = None


def mode_changed(on: bool) -> None:
    """The spoken mode was just turned on or off: the voice follows at once, and says so when on."""
    voice = shared_voice()
    voice.enabled = on
    if on:
        voice.say(tr("Spoken mode on."), interrupt=True)


def _usual(action_id: str) -> str:
    return key_map.DEFAULT_MAP[action_id]


class SpokenTable:
    """The Game scene's speech: what to say when, and the speech keys (see the module docstring).
    `scene` is the GameScene (its session, controller, focus ring, targets and prompt)."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.listener = Listener()
        self._seen: tuple[Any, ...] | None = None  # (state, focus, seat) last heard
        self._toast: tuple[str, float] | None = None  # the toast last said
        self._devices_seat: int | None = None  # whose devices D said last (again: the next)
        self._panel_seen: tuple[Any, ...] | None = None  # the build panel as last said
        self._origin = (0, 0)  # the build panel's top left cell as shown
        self._card: tuple[str, ...] | None = None  # a lesson's card as last said
        self._answer = ""  # the card's last answer (a refusal, a result) said
        self._watched: Watched | None = None  # what the scene's spoken_watch() gave last
        # a screen was over the table (a question, the pause menu): when it closes with
        # nothing new (Cancel, Resume), the table says so, or the ear hears only silence
        self._covered = False

    @property
    def on(self) -> bool:
        return bool(self.scene.app.settings.spoken_mode)

    # --- what to say --------------------------------------------------------------------------

    def listening_seat(self) -> int | None:
        """The seat whose turn the player hears as "your turn": the human whose board is shown."""
        controller = self.scene.controller
        seat = controller.focus
        return seat if controller.human(seat) else None

    def snapshot(self) -> Snapshot:
        scene = self.scene
        item = scene.focused()
        focus = item.key if item is not None else None
        actions, label = self._focus_details(focus)
        return Snapshot(
            scene.session.state,
            scene.controller.names,
            tuple(scene.session.story()),
            you=self.listening_seat(),
            focus=focus,
            focus_actions=actions,
            focus_label=label,
        )

    def _focus_details(self, focus: tuple[Any, ...] | None) -> tuple[tuple[Any, ...], str]:
        """The actions of what the ring is on, and its words when it is a button."""
        if focus is None:
            return (), ""
        scene = self.scene
        if isinstance(focus, K.Button):
            choice = scene.prompt_buttons.choices.get(focus.object_id)
            if choice is not None:
                actions = (choice.action,) if choice.action is not None else ()
                return actions, choice.label
            widget = scene.widget_or_none(focus.object_id)
            return (), str(getattr(widget, "text", "") or "")
        target = next((t for t in scene.targets if t.key == focus), None)
        return (tuple(target.actions) if target is not None else ()), ""

    def update(self) -> None:
        """Once a frame: the voice follows the setting; news since the last look is said."""
        voice = shared_voice()
        if voice.enabled != self.on:
            voice.enabled = self.on
        back, self._covered = self._covered, False
        if not self.on:
            self._seen = None
            self._watched = None
            return
        toast, said = self.scene.controller.toast, self._toast
        # a new toast: other words, or the same words shown afresh (its age went back)
        if toast is not None and (said is None or toast[0] != said[0] or toast[1] < said[1]):
            voice.say(toast[0])
            back = False
        self._toast = toast
        self._panel_news(voice)
        self._card_news(voice)
        self._watch_news(voice)
        item = self.scene.focused()
        focus = item.key if item is not None else None
        seen: tuple[Any, ...] = (self.scene.session.state, focus, self.listening_seat())
        if self._seen is not None and seen[0] is self._seen[0] and seen[1:] == self._seen[1:]:
            if back:
                self._say_back(voice)
            return
        if self._seen is None or seen[0] is not self._seen[0]:
            self._devices_seat = None  # a move was played: D starts again from the player's own
        self._seen = seen
        utterances = self.listener.hear(self.snapshot())
        for utterance in utterances:
            voice.say(utterance.text, utterance.interrupt)
        if back and not utterances:
            self._say_back(voice)

    def covered(self) -> None:
        """A screen is over the table now (called each frame it is: spoken_menus)."""
        self._covered = True

    def _say_back(self, voice: Voice) -> None:
        """The screen over the table closed and nothing on the table is new: say that it is
        the table again, and where the ring is (or whose turn it is, when no ring shows)."""
        snap = self.snapshot()
        here = self.listener.focus_words(snap) or words.turn_words(snap.state, snap.names, snap.you)
        # translators: said when a question or menu over the table closes with nothing new
        voice.say(joined(tr("Back at the table."), here), interrupt=True)

    def _watch_news(self, voice: Voice) -> None:
        """What a table of its own kind watches (`spoken_watch`: the online table's connection
        and who is away), said when it changes, not when the table opens."""
        if not isinstance(self.scene, SpokenWatch):
            return
        watched = self.scene.spoken_watch()
        news = watched_news(self._watched, watched)
        if news:
            voice.say(news, interrupt=watched.interrupt)
        self._watched = watched

    def _card_news(self, voice: Voice) -> None:
        """A lesson's or a puzzle's card: read out when its step starts (with how to go on,
        when the step is only to be read), and its answer to a move it did not want."""
        guide = self.scene.guide
        card_text = getattr(guide, "card_text", None)
        if card_text is None:
            return
        card = card_text()
        shown = (card.heading, card.counter, card.body)
        if shown != self._card:
            self._card = shown
            buttons = guide.buttons() if hasattr(guide, "buttons") else []
            # a lesson's Continue, when the step is only to be read, says how to go on ("Go on
            # (Enter)"); a puzzle's first button (Restart) is no way on
            first = next((b for b in buttons if b.object_id == "lesson_go"), None)
            go_on = (first.tip or "") if first is not None and first.enabled else ""
            voice.say(words.card_words(card.heading, card.counter, card.body, go_on))
        if card.answer and card.answer != self._answer:
            voice.say(card.answer)
        self._answer = card.answer

    def _panel_news(self, voice: Voice) -> None:
        """The build panel open: each step said as it happens (a tile in hand, placed at a
        cell with each of its contacts joined or why not, turned, sent back), the status line
        when it changes (why Build is not there yet, or what it makes, and the device's
        worth), the device chosen to add to, and what the panel's ring moved to."""
        scene = self.scene
        panel = scene.build_panel if scene._panel_frame() is not None else None
        if panel is None:
            self._panel_seen = None
            return
        model = panel.model
        item = panel.focused()
        ring = tuple(item.key) if item is not None else None
        device = getattr(model, "device_index", None)  # adding: the device Tab chose
        seen = (ring, model.summary, device, dict(model.placed), model.selected)
        before, self._panel_seen = self._panel_seen, seen
        if before is None:
            before = (None, None, None, dict(model.placed), model.selected)
            voice.say(model.summary)
        cells = panel.visible_cells()
        origin = (min(r for r, _ in cells), min(c for _, c in cells)) if cells else (0, 0)
        self._origin = origin
        said = self._panel_steps(model, before[3], before[4])
        for text in said:
            voice.say(text)
        if device is not None and device != before[2]:
            voice.say(words.adding_to_words(model.devices[device].device_id))
        if seen[1] != before[1] and before[1] is not None:
            voice.say(model.summary)
            if model.confirm_enabled:
                voice.say(words.worth_words(self._worth(model)))
        if ring is not None and ring != before[0]:
            kind, value = ring
            labels = panel.renderer
            label = {
                "confirm": labels.confirm_label,
                "cancel": labels.cancel_label,
                "clear": ptr("button", "Clear"),
            }.get(str(value), "")
            tile = model.tile_at(value) if kind == "cell" else None
            if kind == "cell":
                value = self._shown(value)
            # the ring's move is the only news: it may cut short what it passed over
            voice.say(words.panel_stop_words(kind, value, tile, label), interrupt=not said)

    def _shown(self, cell: tuple[int, int]) -> tuple[int, int]:
        """A cell counted from the top left of the grid as the panel shows it now (from 0)."""
        return (cell[0] - self._origin[0], cell[1] - self._origin[1])

    @staticmethod
    def _worth(model: Any) -> int:
        tiles = load().tiles
        return sum(tiles[tid].vp for tid, _r in model.placed.values())

    def _panel_steps(self, model: Any, placed_before: dict, selected_before: Any) -> list[str]:
        """What the last key did on the grid, in words."""
        out: list[str] = []
        placed = model.placed
        gone = {c: t for c, t in placed_before.items() if c not in placed}
        new = [c for c in placed if c not in placed_before]
        turned = [c for c in placed if c in placed_before and placed[c] != placed_before[c]]
        for cell in new:
            out.append(words.placed_words(placed[cell][0], self._shown(cell)))
            out += self._contacts(model, cell)
        for cell in turned:
            out.append(words.turned_words(placed[cell][0]))
            out += self._contacts(model, cell)
        if not new:
            out += [words.returned_words(tid) for tid, _r in gone.values()]
        selected = model.selected
        if selected is not None and selected != selected_before and not new:
            tile = model.tile_of(selected)
            if tile is not None:
                cell = self._shown(selected) if isinstance(selected, tuple) else None
                out.append(words.in_hand_words(tile[0], cell))
        return out

    @staticmethod
    def _contacts(model: Any, cell: tuple[int, int]) -> list[str]:
        out = []
        for contact in model.contacts():
            if cell not in (contact.a, contact.b):
                continue
            other = contact.b if contact.a == cell else contact.a
            tile = model.tile_at(other)
            if tile is None:
                continue
            step = (other[0] - cell[0], other[1] - cell[1])
            out.append(words.contact_words(step, tile[0], contact.status))
        return out

    # --- the speech's keys ----------------------------------------------------------------------

    def handle_key(self, event: pygame.event.Event) -> bool:
        """F2 and the query keys (their usual chords: the player's are translated before)."""
        chord = event_chord(event)
        if chord == _usual("speech"):
            self.toggle()
            return True
        if not self.on:
            return False
        for query in queries.QUERY_IDS:
            if chord == _usual(query):
                self.ask(query)
                return True
        return False

    def toggle(self) -> None:
        """F2: the spoken mode on or off, saved at once."""
        on = not self.on
        self.scene.app.change_settings(spoken_mode=on)
        mode_changed(on)
        self._seen = None  # on again: the table is described afresh
        self.listener = Listener()
        if not on:
            self._toast = (tr("Spoken mode off."), 0.0)
            self.scene.controller.toast = self._toast

    def ask(self, query: str) -> None:
        """A query key: its answer said now, cutting short what was being said."""
        snap = self.snapshot()
        seat = None
        if query == "devices":
            me = snap.you if snap.you is not None else 0
            names = snap.names
            seat = me if self._devices_seat is None else (self._devices_seat + 1) % len(names)
            self._devices_seat = seat
        else:
            self._devices_seat = None
        shared_voice().say(queries.answer(query, snap, self.listener, seat), interrupt=True)
