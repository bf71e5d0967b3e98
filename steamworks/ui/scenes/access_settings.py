"""The Accessibility screen (Settings, "Accessibility…"): the high-contrast look, calm motion,
and the keys of the game table's actions, each applied and saved the moment it changes.

High contrast changes the palette and the widgets' theme at once (ui/art/looks.py); calm motion
stops every slide, pulse and fade (ui/motion.py). Keys: a click on an action's key (or Enter
on it) waits for the new key; Esc leaves it as it was. A key that another action has, or that
the game always keeps (Esc, Tab, the arrows, F11, 1 to 3), is refused in a sentence on the
screen and nothing changes (key_map.check_new_key). "Usual keys" puts every key back. When the
settings file's own key map was refused at start, the sentence saying why shows here until a
key is changed. The whole screen works from the keyboard: Tab, Shift+Tab and the arrows move a
focus ring over its buttons, Enter or Space presses the one it is on.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from steamworks.language import current_language, mark, tr
from steamworks.ui import draw as drawing
from steamworks.ui import key_map
from steamworks.ui.art import palette as P
from steamworks.ui.focus import Focusable, KeyboardFocus
from steamworks.ui.game.spoken_table import mode_changed
from steamworks.ui.geometry import Rect
from steamworks.ui.scene import mouse_in_use, ring_key
from steamworks.ui.scenes.common import CardScene
from steamworks.ui.style import font

# (setting, label, explanation)
ACCESS_ROWS = (
    (
        "high_contrast",
        mark("High contrast"),
        mark("Words stand out at least 4.5 to 1 from what lies behind them."),
    ),
    (
        "reduced_motion",
        mark("Calm motion"),
        mark("Nothing slides, pulses or fades: every move lands at once and stays still."),
    ),
    (
        "spoken_mode",
        mark("Spoken mode"),
        mark("The game says aloud what happens, what the focus is on and what you can do."),
    ),
)

WAITING = mark("Press a key…")
MODIFIER_KEYS = frozenset(
    (
        pygame.K_LCTRL,
        pygame.K_RCTRL,
        pygame.K_LSHIFT,
        pygame.K_RSHIFT,
        pygame.K_LALT,
        pygame.K_RALT,
        pygame.K_LMETA,
        pygame.K_RMETA,
        pygame.K_CAPSLOCK,
        pygame.K_NUMLOCK,
    )
)
ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}


def key_button_id(action_id: str) -> str:
    return f"key_{action_id}"


def action_phrase(action_id: str) -> str:
    """An action's label as the middle of a sentence ("to undo a step"): its first letter in
    lower case, except in German, where it may be a noun."""
    label = tr(key_map.action(action_id).label)
    if current_language() == "de" or not label:
        return label
    return label[0].lower() + label[1:]


class AccessSettingsScene(CardScene):
    name = "settings-access"
    title = mark("Accessibility")
    card_size = (1080, 860)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.row_rects: dict[str, pygame.Rect] = {}
        self.key_labels: dict[str, pygame.Rect] = {}
        self.keys_top = 0
        self.status_rect = pygame.Rect(0, 0, 0, 0)
        self.capturing: str | None = None  # the action waiting for its new key
        self.status: str | None = None  # the last refusal or change, in words
        self.status_is_refusal = False
        self.key_focus = KeyboardFocus()
        self.clock = 0.0
        self.mouse = (0, 0)

    # --- layout --------------------------------------------------------------------------------

    def build(self) -> None:
        settings = self.app.settings
        card = self.card_rect()
        pad = self.px(56)
        row_h = self.px(70)
        top = self.content_top()
        box = self.px(44)
        self.row_rects = {}
        for i, (key, _, _) in enumerate(ACCESS_ROWS):
            row = pygame.Rect(card.left + pad, top + i * row_h, card.w - 2 * pad, row_h)
            self.row_rects[key] = row
            toggle = pygame.Rect(row.right - box, row.centery - box // 2, box, box)
            self.add_toggle(toggle, getattr(settings, key), self._toggler(key), object_id=key)
        # the keys: two columns of (what the key does, the key)
        self.keys_top = top + len(ACCESS_ROWS) * row_h + self.px(8)
        grid_top = self.keys_top + self.px(44)
        keys = key_map.full_map(settings.keys)
        column_gap = self.px(40)
        column_w = (card.w - 2 * pad - column_gap) // 2
        per_column = (len(key_map.ACTIONS) + 1) // 2
        # the rows share the room above the status line and the buttons (the speech's keys
        # made the list long): at most the usual 48, the key's button a little less than a row
        room = card.bottom - self.px(40 + 56 + 56) - grid_top
        line_h = min(self.px(48), room // per_column)
        key_w, key_h = self.px(132), min(self.px(40), line_h - self.px(4))
        self.key_labels = {}
        for i, action in enumerate(key_map.ACTIONS):
            column, row_index = divmod(i, per_column)
            left = card.left + pad + column * (column_w + column_gap)
            y = grid_top + row_index * line_h
            self.key_labels[action.id] = pygame.Rect(left, y, column_w - key_w - self.px(8), key_h)
            words = (
                tr(WAITING) if self.capturing == action.id else key_map.chord_words(keys[action.id])
            )
            self.add_button(
                pygame.Rect(left + column_w - key_w, y, key_w, key_h),
                words,
                self._capturer(action.id),
                kind="@stepper_value",
                object_id=key_button_id(action.id),
                # translators: {action} is what the key does, in lower case ("undo a step")
                tooltip=tr("Choose the key to {action}", action=action_phrase(action.id)),
            )
        self.status_rect = pygame.Rect(
            card.left + pad,
            grid_top + per_column * line_h + self.px(4),
            card.w - 2 * pad,
            self.px(48),
        )
        bh = self.px(56)
        bottom = card.bottom - self.px(40) - bh
        self.add_button(
            pygame.Rect(card.left + pad, bottom, self.px(240), bh),
            tr("Usual keys"),
            self.usual_keys,
            object_id="usual_keys",
            enabled=bool(settings.keys),
        )
        self.add_button(
            pygame.Rect(card.right - pad - self.px(220), bottom, self.px(220), bh),
            tr("Done"),
            self.on_back,
            kind="@primary_button",
            object_id="done",
            default=True,
        )

    # --- the settings --------------------------------------------------------------------------

    def _toggler(self, key: str) -> Callable[[], None]:
        def toggle() -> None:
            before = self.app.settings
            after = self.app.change_settings(**{key: not getattr(before, key)})
            if key == "spoken_mode":
                mode_changed(after.spoken_mode)  # the voice follows at once, and says so
            if after.high_contrast == before.high_contrast:
                self.rebuild()  # a new look rebuilds every scene already

        return toggle

    def _capturer(self, action_id: str) -> Callable[[], None]:
        def capture() -> None:
            self.capturing = None if self.capturing == action_id else action_id
            self.status = (
                # translators: {action} is what the key does, in lower case ("undo a step")
                tr(
                    "Press the key to {action} (Esc leaves it as it was).",
                    action=action_phrase(action_id),
                )
                if self.capturing
                else None
            )
            self.status_is_refusal = False
            self.rebuild()

        return capture

    def take_key(self, event: pygame.event.Event) -> None:
        """The key pressed while an action waits for one: set it, or say why not."""
        from steamworks.ui.key_translation import event_chord

        action_id = self.capturing
        assert action_id is not None
        label = action_phrase(action_id)
        self.capturing = None
        chord = event_chord(event)
        if key_map.parse_chord(chord) is None:
            self.refuse(
                # translators: {action} is what the key does, in lower case ("undo a step")
                tr(
                    "That key cannot be used to {action}: choose a letter, a digit, F1 to F12, "
                    "or one of Enter, Space, Delete, Backspace, Insert, Home, End, Page Up, "
                    "Page Down.",
                    action=label,
                )
            )
            return
        keys = key_map.full_map(self.app.settings.keys)
        reason = key_map.check_new_key(keys, action_id, chord)
        if reason is not None:
            self.refuse(reason)
            return
        keys[action_id] = chord
        self.app.change_settings(keys=key_map.changes_only(keys))
        self.app.store.keys_problem = None
        # translators: {key} is the key's name ("Ctrl+Z"); {action} what it does ("undo a step")
        self.status = tr(
            "{key} now does this: {action}.", key=key_map.chord_words(chord), action=label
        )
        self.status_is_refusal = False
        self.rebuild()

    def refuse(self, sentence: str) -> None:
        self.status = sentence
        self.status_is_refusal = True
        self.app.sounds.play("error")
        self.rebuild()

    def usual_keys(self) -> None:
        self.capturing = None
        self.app.change_settings(keys={})
        self.app.store.keys_problem = None
        self.status = tr("Every action has its usual key again.")
        self.status_is_refusal = False
        self.rebuild()

    # --- input ---------------------------------------------------------------------------------

    def focus_items(self) -> list[Focusable]:
        out = []
        for object_id, button in self._named.items():
            if button.visible and button.is_enabled:
                r = button.rect
                out.append(Focusable(("button", object_id), Rect(r.x, r.y, r.w, r.h)))
        return out

    def focused_id(self) -> str | None:
        """The object id of the button the ring is on (None: no ring)."""
        item = self.key_focus.visible(self.focus_items())
        return None if item is None else item.key[1]

    def activate_focused(self) -> bool:
        item = self.key_focus.current(self.focus_items())
        if item is None:
            return False
        return self.trigger(self._named[item.key[1]])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and self.capturing is not None:
            if event.key == pygame.K_ESCAPE:
                self.capturing = None
                self.status = tr("The key was left as it was.")
                self.status_is_refusal = False
                self.rebuild()
            elif event.key not in MODIFIER_KEYS:  # Ctrl, Shift, Alt alone: the chord goes on
                self.take_key(event)
            return True
        if mouse_in_use(event, self.mouse):
            self.key_focus.hide()
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN:
            if event.key in ARROWS:
                return self.key_focus.towards(self.focus_items(), ARROWS[event.key])
            if ring_key(event, self.key_focus, self.focus_items, self.activate_focused):
                return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        self.clock += dt
        self.key_focus.update(dt)

    # --- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        card = self.draw_card(surface)
        label_font = font("heading", 26, self.app.scale)
        hint_font = font("ui", 16, self.app.scale)
        for key, label, explanation in ACCESS_ROWS:
            row = self.row_rects.get(key)
            if row is None:
                continue
            top = row.top + (row.h - label_font.get_linesize() - hint_font.get_linesize()) // 2
            drawing.blit_text(surface, label_font, tr(label), P.INK, (row.left, top))
            drawing.blit_text(
                surface,
                hint_font,
                tr(explanation),
                P.INK_SOFT,
                (row.left, top + label_font.get_linesize()),
            )
        if not self.key_labels:
            return
        left = card.left + self.px(56)
        self.section_heading(
            surface, tr("Keys on the game table"), (left, self.keys_top), card.w - self.px(112)
        )
        for action in key_map.ACTIONS:
            rect = self.key_labels[action.id]
            self._draw_key_label(surface, tr(action.label), rect)
        status = self.status or self.app.store.keys_problem
        if status:
            refusal = self.status_is_refusal or self.status is None
            drawing.blit_paragraph(
                surface,
                font("ui_medium" if refusal else "ui", 16, self.app.scale),
                status,
                P.OXIDE_RED if refusal else P.INK_SOFT,
                self.status_rect,
            )

    def _draw_key_label(self, surface: pygame.Surface, text: str, rect: pygame.Rect) -> None:
        """What a key does, in the largest type that fits its room on one line; where even
        the smallest does not, on two lines (the list is long and some words are too)."""
        for size in (17, 15, 13):
            label_font = font("ui_medium", size, self.app.scale)
            if label_font.size(text)[0] <= rect.w:
                break
        lines = drawing.wrap_text(label_font, text, rect.w)[:2]
        line_h = label_font.get_linesize()
        top = rect.centery - line_h * len(lines) // 2
        for i, line in enumerate(lines):
            drawing.blit_text(surface, label_font, line, P.INK, (rect.left, top + i * line_h))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        super().draw_overlay(surface)
        focused = self.key_focus.visible(self.focus_items())
        if focused is not None:
            drawing.focus_ring(surface, focused.rect, self.clock, self.app.scale, pad=3)
