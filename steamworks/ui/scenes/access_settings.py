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
from steamworks.ui.art.fonts import text_gain
from steamworks.ui.focus import Focusable, KeyboardFocus
from steamworks.ui.game.spoken_table import mode_changed
from steamworks.ui.geometry import Rect
from steamworks.ui.scene import mouse_in_use, ring_key
from steamworks.ui.scenes import room
from steamworks.ui.scenes.common import CHECK, CardScene
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
# why "Usual keys" is off: said by the spoken mode where the ring stops on it, and its tooltip
USUAL_ALREADY = mark("Every action already has its usual key.")
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


def _last_first(heights: list[int], room_h: int) -> int:
    """The first row to show when scrolled to the end: the last rows that fit `room_h`."""
    used, count = 0, 0
    for height in reversed(heights):
        if used + height > room_h and count:
            break
        used += height
        count += 1
    return len(heights) - count


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
    shows_spoken_mode = True  # its box follows F2 (spoken_menus.toggle refreshes it)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.row_rects: dict[str, pygame.Rect] = {}
        self.key_labels: dict[str, pygame.Rect] = {}
        self.keys_top = 0  # the keys' heading's top (-1: scrolled out of sight)
        self.first_item = 0  # the first row shown (rows scroll at a large text size)
        self.items_shown = 0
        self.status_rect = pygame.Rect(0, 0, 0, 0)
        self.capturing: str | None = None  # the action waiting for its new key
        self.status: str | None = None  # the last refusal or change, in words
        self.status_is_refusal = False
        self.key_focus = KeyboardFocus()
        self.mouse = (0, 0)

    # --- layout --------------------------------------------------------------------------------

    def spoken_row(self, object_id: str) -> str:
        """The setting or key a row's control belongs to, as the spoken mode names it."""
        rows = {key: label for key, label, _ in ACCESS_ROWS}
        if object_id in rows:
            return tr(rows[object_id])
        for action in key_map.ACTIONS:
            if key_button_id(action.id) == object_id:
                return action_phrase(action.id)
        return ""

    def build(self) -> None:
        settings = self.app.settings
        card = self.card_rect()
        pad = self.px(56)
        top = self.content_top()
        # the tick box as large as its tick (a large text size)
        box = max(self.px(44), room.words_width(self.app, "@toggle", CHECK) + 6)
        bh = room.button_height(self.app, "@button", self.px(56))
        bottom = card.bottom - self.px(40) - bh
        layout = self._layout()
        status_h = self._status_height()
        # at a large text size the rows outgrow the card: they scroll a row at a time
        rows_room = bottom - self.px(8) - status_h - self.px(4) - top
        heights = [height for _, _, height in layout]
        self.first_item = max(0, min(self.first_item, _last_first(heights, rows_room)))
        scrolls = sum(heights) > rows_room
        width = card.w - 2 * pad - (self.px(56) if scrolls else 0)
        key_w = self._key_width()
        columns = max(len(ids) for kind, ids, _ in layout if kind == "keys")
        column_gap = self.px(40)
        column_w = (width - column_gap) // 2 if columns == 2 else width
        self.row_rects, self.key_labels = {}, {}
        self.keys_top = -1
        self.items_shown = 0
        y = top
        for index, (kind, ids, height) in enumerate(layout):
            if index < self.first_item:
                continue
            if y + height > top + rows_room and self.items_shown:
                break
            self.items_shown += 1
            if kind == "toggle":
                key = ids[0]
                row = pygame.Rect(card.left + pad, y, width, height)
                self.row_rects[key] = row
                toggle = pygame.Rect(row.right - box, row.centery - box // 2, box, box)
                self.add_toggle(toggle, getattr(settings, key), self._toggler(key), object_id=key)
            elif kind == "heading":
                self.keys_top = y + self.px(8)
            else:
                for column, action_id in enumerate(ids):
                    left = card.left + pad + column * (column_w + column_gap)
                    key_h = self._key_height()
                    key_y = y + max(0, (height - self.px(8) - key_h) // 2)
                    self.key_labels[action_id] = pygame.Rect(
                        left, key_y, column_w - key_w - self.px(8), key_h
                    )
                    words = (
                        tr(WAITING)
                        if self.capturing == action_id
                        else key_map.chord_words(key_map.full_map(settings.keys)[action_id])
                    )
                    self.add_button(
                        pygame.Rect(left + column_w - key_w, key_y, key_w, key_h),
                        words,
                        self._capturer(action_id),
                        kind="@stepper_value",
                        object_id=key_button_id(action_id),
                        # translators: {action} is what the key does, in lower case ("undo a step")
                        tooltip=tr("Choose the key to {action}", action=action_phrase(action_id)),
                    )
            y += height
        self.status_rect = pygame.Rect(card.left + pad, y + self.px(4), card.w - 2 * pad, status_h)
        if scrolls:
            arrow = self.px(44)
            x = card.right - pad - arrow
            room.add_scroll_arrows(
                self,
                x,
                top,
                top + rows_room,
                arrow,
                self.scroll_items,
                self.first_item > 0,
                self.first_item + self.items_shown < len(layout),
            )
        usual_w = room.button_width(self.app, "@button", (tr("Usual keys"),), self.px(240))
        done_w = room.button_width(self.app, "@primary_button", (tr("Done"),), self.px(220))
        self.add_button(
            pygame.Rect(card.left + pad, bottom, usual_w, bh),
            tr("Usual keys"),
            self.usual_keys,
            object_id="usual_keys",
            enabled=bool(settings.keys),
            tooltip=None if settings.keys else tr(USUAL_ALREADY),
        )
        self.add_button(
            pygame.Rect(card.right - pad - done_w, bottom, done_w, bh),
            tr("Done"),
            self.on_back,
            kind="@primary_button",
            object_id="done",
            default=True,
        )

    def _key_width(self) -> int:
        """The keys' buttons: as wide as the longest key's name (or the waiting words)."""
        keys = key_map.full_map(self.app.settings.keys)
        texts = [tr(WAITING), *(key_map.chord_words(keys[a.id]) for a in key_map.ACTIONS)]
        return room.button_width(self.app, "@stepper_value", texts, self.px(160))

    def _key_height(self) -> int:
        """The keys' buttons: the design's 40 px, or a line of their words and its margins."""
        return room.button_height(self.app, "@stepper_value", self.px(40))

    def _status_height(self) -> int:
        """Room for the sentence under the keys: three lines of it at a large text size."""
        if text_gain() <= 1.0:
            return self.px(48)
        return 3 * font("ui_medium", 16, self.app.scale).get_linesize()

    def _layout(self) -> list[tuple[str, tuple[str, ...], int]]:
        """The screen's rows from the top, (kind, ids, height): a toggle for each setting, the
        keys' heading, then the keys a row at a time, two side by side while their words leave
        room for it (always up to 110%), else one."""
        card = self.card_rect()
        width = card.w - 2 * self.px(56)
        s = self.app.scale
        label_font, hint_font = font("heading", 26, s), font("ui", 16, s)
        grown = text_gain() > 1.0
        if grown:
            width -= self.px(56)  # the scroll arrows, if they are needed
        out: list[tuple[str, tuple[str, ...], int]] = []
        for key, label, explanation in ACCESS_ROWS:
            height = self.px(70)
            if grown:
                words_w = width - self.px(44 + 16)
                words = room.label_height(label_font, tr(label), words_w) + room.label_height(
                    hint_font, tr(explanation), words_w
                )
                height = max(height, words + self.px(10))
            out.append(("toggle", (key,), height))
        heading_h = self.px(8) + self.px(44)
        if grown:
            heading_h = max(heading_h, font("heading", 25, s).get_linesize() + self.px(18))
        out.append(("heading", (), heading_h))
        action_font = font("ui_medium", 17, s)
        key_w = self._key_width()
        two_w = (width - self.px(40)) // 2 - key_w - self.px(8)
        labels = [tr(a.label) for a in key_map.ACTIONS]
        columns = 2 if not grown or all(action_font.size(t)[0] <= two_w for t in labels) else 1
        label_w = two_w if columns == 2 else width - key_w - self.px(8)
        ids = [a.id for a in key_map.ACTIONS]
        per_column = (len(ids) + columns - 1) // columns
        for row in range(per_column):
            in_row = tuple(
                ids[row + c * per_column] for c in range(columns) if row + c * per_column < len(ids)
            )
            height = self.px(48)
            if grown:
                lines = max(
                    room.label_height(action_font, tr(key_map.action(i).label), label_w)
                    for i in in_row
                )
                height = max(height, lines + self.px(8), self._key_height() + self.px(8))
            out.append(("keys", in_row, height))
        return out

    def scroll_items(self, step: int) -> None:
        """Show the rows from `step` rows further down (up when negative)."""
        first = max(0, self.first_item + step)
        if first != self.first_item:
            self.first_item = first
            self.rebuild()

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
        # with the spoken mode on, a button that is off is a stop too (said "unavailable", and
        # why): a player who cannot see it greyed out hears that it is there
        heard = bool(self.app.settings.spoken_mode)
        out = []
        for object_id, button in self._named.items():
            if button.visible and (button.is_enabled or heard):
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
        button = self._named[item.key[1]]
        return self.trigger(button) if button.is_enabled else True  # off: Enter does nothing

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
        scrolls = self.first_item or self.items_shown < len(self._layout())
        if scrolls and room.scroll_event(event, self.items_shown, self.scroll_items):
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
            if text_gain() > 1.0:  # a row grown for its words: wrapped, whole
                words = pygame.Rect(row.left, row.top + self.px(5), row.w - self.px(44 + 16), 0)
                words.y += room.blit_label(surface, label_font, tr(label), P.INK, words, key)
                room.blit_label(surface, hint_font, tr(explanation), P.INK_SOFT, words, key)
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
        left = card.left + self.px(56)
        if self.keys_top >= 0:
            self.section_heading(
                surface, tr("Keys on the game table"), (left, self.keys_top), card.w - self.px(112)
            )
        action_font = font("ui_medium", 17, self.app.scale)
        for action in key_map.ACTIONS:
            rect = self.key_labels.get(action.id)
            if rect is None:
                continue
            if action_font.size(tr(action.label))[0] <= rect.w:
                drawing.blit_text(
                    surface,
                    action_font,
                    tr(action.label),
                    P.INK,
                    (rect.left, rect.centery),
                    "midleft",
                )
            else:  # on two lines (a large text size), reported if even that does not fit
                lines_h = room.label_height(action_font, tr(action.label), rect.w)
                words = pygame.Rect(rect.left, rect.centery - lines_h // 2, rect.w, 0)
                room.blit_label(surface, action_font, tr(action.label), P.INK, words, "key label")
        status = self.status or self.app.store.keys_problem
        if status:
            refusal = self.status_is_refusal or self.status is None
            room.blit_paragraph(
                surface,
                font("ui_medium" if refusal else "ui", 16, self.app.scale),
                status,
                P.OXIDE_RED if refusal else P.INK_SOFT,
                self.status_rect,
            )

    def draw_overlay(self, surface: pygame.Surface) -> None:
        super().draw_overlay(surface)
        focused = self.key_focus.visible(self.focus_items())
        if focused is not None:
            drawing.focus_ring(surface, focused.rect, self.key_focus.age, self.app.scale, pad=3)
