"""A message dialog over the current screen: a title, a few wrapped lines, one or more buttons.

Used for errors the player must know about (a save file that cannot be read, a hook that
failed) and for simple questions ("Leave the workshop?"). Every button closes the dialog and
then runs its action, so an action may open another screen. The last button is the default
(Enter); Esc closes the dialog like the first button's "cancel" would, without its action.

Its title, text and button labels are `Words`: a sentence, or how to say one (`lambda:
tr("...")`), which is said when the dialog is built and drawn, so a dialog open while another
language is chosen shows its words in that language once the scenes are rebuilt. The game's
callers give their own sentences so (tests/ui/test_dialogs_follow_language.py); a sentence given
as it is (an error's text, worded where it was raised) stays as it was said.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

import pygame

from steamworks.language import tr
from steamworks.ui.art import palette as P
from steamworks.ui.scenes import room
from steamworks.ui.scenes.common import OverlayScene
from steamworks.ui.style import font

# words a dialog shows: a sentence said once, or how to say it (said again in another language)
Words = str | Callable[[], str]
ButtonSpec = tuple[Words, Callable[[], None] | None]


def said(words: Words) -> str:
    """`words` in the language spoken now (a sentence given as it is, said once, stays so)."""
    return words() if callable(words) else words


def _ok() -> str:
    return tr("OK")


class MessageScene(OverlayScene):
    name = "message"

    def __init__(
        self, app, title: Words, text: Words, buttons: Sequence[ButtonSpec] | None = None
    ) -> None:
        super().__init__(app)
        self.words = (title, text)
        self.button_specs: list[ButtonSpec] = list(buttons) if buttons else [(_ok, None)]

    @property
    def title(self) -> str:  # type: ignore[override]  # said when drawn, in the language spoken
        return said(self.words[0])

    @property
    def text(self) -> str:
        return said(self.words[1])

    def shown_title(self) -> str:
        return self.title  # said already (translating it again would pseudo-translate it twice)

    def spoken_opening(self) -> str:
        """The spoken mode's words as this dialog opens: its title, its text and its answers."""
        from steamworks.ui.menu_ring import dialog_answers
        from steamworks.ui.speech import screens as spoken

        return spoken.dialog_words(self.title, self.text, *dialog_answers(self))

    def _text_width(self) -> int:
        """The text's measure: the design's, or the row of buttons' if wider (their words at
        a large text size)."""
        bw = self._button_width()
        count = len(self.button_specs)
        # the card is px(96) wider than the text: the buttons keep px(20) of it each side, the
        # title px(24) (it is engraved on the card's top, on one line)
        title_w = font(self.CARD_TITLE[0], self.CARD_TITLE[1], self.app.scale).size(self.title)[0]
        buttons_w = count * bw + (count - 1) * self.px(18)
        widest = max(self.px(560), buttons_w - self.px(56), title_w - self.px(48))
        return min(widest, self.app.window_size[0] - self.px(116))

    def _button_width(self) -> int:
        return room.button_width(
            self.app, "@primary_button", (said(text) for text, _ in self.button_specs), self.px(180)
        )

    def card_rect(self) -> pygame.Rect:
        # the card grows with the text, within reason
        body = font("serif", 22, self.app.scale)
        text_h = room.paragraph_height(body, self.text, self._text_width(), 1.2)
        buttons_h = room.button_height(self.app, "@primary_button", self.px(54)) + self.px(4)
        height = self.px(112) + text_h + self.px(40) + buttons_h + self.px(36)
        width = self._text_width() + self.px(96)
        w, h = self.app.window_size
        height = min(height, h - self.px(40))
        return pygame.Rect(w // 2 - width // 2, h // 2 - height // 2, width, height)

    def build(self) -> None:
        card = self.card_rect()
        count = len(self.button_specs)
        bw, gap = self._button_width(), self.px(18)
        bh = room.button_height(self.app, "@primary_button", self.px(54))
        total = count * bw + (count - 1) * gap
        left = card.centerx - total // 2
        top = card.bottom - self.px(36) - bh
        for i, (text, _) in enumerate(self.button_specs):
            last = i == count - 1
            self.add_button(
                pygame.Rect(left + i * (bw + gap), top, bw, bh),
                said(text),
                functools.partial(self.choose, i),
                kind="@primary_button" if last else "@button",
                object_id=f"choice_{i}",
                default=last,
            )

    def choose(self, index: int) -> None:
        _, action = self.button_specs[index]
        self.pop_if_top()
        if action is not None:
            action()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        card = self.draw_card(surface)
        body = font("serif", 22, self.app.scale)
        rect = pygame.Rect(
            card.centerx - self._text_width() // 2,
            self.content_top() + self.px(6),
            self._text_width(),
            card.h,
        )
        room.blit_paragraph(surface, body, self.text, P.INK, rect, 1.2, align="center")

    # a dialog's title is smaller than a menu card's (the menu card's own drawing, sized here)
    CARD_TITLE = ("heading", 36, 26, 88, 150)

    def content_top(self) -> int:
        return self.card_rect().top + self.px(112)
