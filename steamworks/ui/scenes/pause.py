"""The pause menu: an overlay over the game table (or any screen) with Resume, Save, Load,
Settings, Rules and Quit to title.

Save calls the `save_game` hook and shows its confirmation; Load opens the Load screen (whose
Load button calls `load_game`); Quit to title calls `leave_game` (to autosave) and then
shows the title. Esc and Enter resume. Over a lesson or a puzzle both Save (the hook) and Load
refuse, saying why: neither is a game to keep, and a game loaded from here would replace it.
"""

from __future__ import annotations

import pygame

from steamworks.language import mark, tr
from steamworks.ui.scenes import room
from steamworks.ui.scenes.common import TITLE_BAND, OverlayScene

ITEMS = (
    ("resume", mark("Resume")),
    ("save", mark("Save Game")),
    ("load", mark("Load Game")),
    ("settings", mark("Settings")),
    ("rules", mark("Rules")),
    ("quit_to_title", mark("Quit to Title")),
)


# The menu's layout in design pixels: the buttons' size and the gap between them, the space
# above the first (below the title's ornament) and below the last (the card's frame).
BUTTON_SIZE = (330, 56)
BUTTON_GAP = 14
ABOVE_BUTTONS = 8
BELOW_BUTTONS = 40


def card_height() -> int:
    """The card's design height: its title band and the buttons, with no empty area below."""
    buttons = len(ITEMS) * BUTTON_SIZE[1] + (len(ITEMS) - 1) * BUTTON_GAP
    return TITLE_BAND + ABOVE_BUTTONS + buttons + BELOW_BUTTONS


class PauseScene(OverlayScene):
    name = "pause"
    title = mark("Paused")
    card_size = (480, card_height())

    def spoken_opening(self) -> str:
        """The spoken mode's words as this dialog opens: its title, its text and its answers."""
        from steamworks.ui.menu_ring import dialog_answers
        from steamworks.ui.speech import screens as spoken

        return spoken.dialog_words(tr(self.title), getattr(self, "text", ""), *dialog_answers(self))

    def _button_size(self) -> tuple[int, int]:
        """The buttons' size: the design's, or as large as their words (a large text size),
        with 6 design pixels more each side for the menu's thick rounded borders."""
        words = (tr(text) for _, text in ITEMS)
        return (
            max(
                self.px(BUTTON_SIZE[0]),
                room.button_width(self.app, "@menu_button", words, 0) + 2 * self.px(6),
            ),
            room.button_height(self.app, "@menu_button", self.px(BUTTON_SIZE[1])),
        )

    def card_rect(self) -> pygame.Rect:
        """The design's card, widened and heightened for larger buttons (within the window)."""
        card = super().card_rect()
        bw, bh = self._button_size()
        if (bw, bh) == (self.px(BUTTON_SIZE[0]), self.px(BUTTON_SIZE[1])):
            return card  # the design's buttons: the design's card
        gap = self.px(BUTTON_GAP)
        width = max(card.w, bw + self.px(480 - BUTTON_SIZE[0]))
        height = max(
            card.h,
            self.px(TITLE_BAND + ABOVE_BUTTONS + BELOW_BUTTONS)
            + len(ITEMS) * bh
            + (len(ITEMS) - 1) * gap,
        )
        w, h = self.app.window_size
        width, height = min(width, w - self.px(20)), min(height, h - self.px(20))
        if (width, height) == card.size:
            return card
        return pygame.Rect(w // 2 - width // 2, h // 2 - height // 2, width, height)

    def build(self) -> None:
        card = self.card_rect()
        (bw, bh), gap = self._button_size(), self.px(BUTTON_GAP)
        top = self.content_top() + self.px(ABOVE_BUTTONS)
        actions = {
            "resume": self.resume_game,
            "save": self.save_game,
            "load": self.load_game,
            "settings": self.app.nav.open_settings,
            "rules": self.app.nav.open_rules,
            "quit_to_title": self.quit_to_title,
        }
        for i, (key, text) in enumerate(ITEMS):
            rect = pygame.Rect(card.centerx - bw // 2, top + i * (bh + gap), bw, bh)
            self.add_button(
                rect,
                tr(text),
                actions[key],
                kind="@menu_primary" if key == "resume" else "@menu_button",
                object_id=key,
                default=key == "resume",
            )

    def resume_game(self) -> None:
        self.pop_if_top()

    def save_game(self) -> None:
        hooks = self.app.hooks
        if hooks.save_game is None:
            self.app.call_hook("save_game")  # shows the "not available yet" message
            return
        before = len(self.app.stack)
        result = self.app.call_hook("save_game")
        if len(self.app.stack) == before:  # no error dialog: confirm
            self.app.nav.show_message(
                lambda: tr("Game saved"), result or (lambda: tr("Your game has been saved."))
            )

    def load_game(self) -> None:
        """The Load screen, unless a lesson or a puzzle is under this menu."""
        from steamworks.ui.scenes.game_hooks import NOT_LOADED, in_guided_game

        if in_guided_game(self.app):
            self.app.nav.show_message(lambda: tr("Load Game"), lambda: tr(NOT_LOADED))
            return
        self.app.nav.open_load()

    def quit_to_title(self) -> None:
        if self.app.hooks.leave_game is not None:
            before = len(self.app.stack)
            self.app.call_hook("leave_game")
            if len(self.app.stack) != before:
                return  # the hook failed and is showing why; stay in the game
        self.app.nav.open_title()
