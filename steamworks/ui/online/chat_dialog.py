"""The table's chat: a dialog over the online table with the newest lines said at the table
and a line to type (Enter or Send says it to everyone at the table; Esc closes). The lines
that come while it is open are shown on the table when it closes (in the log, and each for a
moment at the top of the table)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from steamworks.language import mark, tr
from steamworks.online import protocol as P
from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as PAL
from steamworks.ui.online.talk import chat_text
from steamworks.ui.scenes import room
from steamworks.ui.scenes.common import OverlayScene
from steamworks.ui.style import font

SHOWN = 8  # the newest lines shown above the line to type


class ChatDialog(OverlayScene):
    """See the module docstring."""

    name = "online_chat"
    title = mark("Table Talk")
    card_size = (720, 560)

    def __init__(self, app, lines: list[P.Chat], say: Callable[[str], None]) -> None:
        super().__init__(app)
        self.lines = lines
        self.say = say
        self.text = ""

    def build(self) -> None:
        card = self.card_rect()
        entry_w = card.w - self.px(96)
        y = self.answers_top()
        self.add_text_entry(
            pygame.Rect(card.centerx - entry_w // 2, y - self.px(64), entry_w, self.px(44)),
            self.text,
            self._changed,
            object_id="chat_line",
            max_length=P.MAX_CHAT,
        )
        self.add_answer_buttons(
            back=(tr("Close"), self.on_back, "close"), go=(tr("Send"), self.send, "send")
        )
        self.widget("chat_line").focus()

    def _changed(self, text: str) -> None:
        self.text = text

    def send(self) -> None:
        text = " ".join(self.text.split())
        if text:
            self.say(text)
        self.on_back()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        card = self.draw_card(surface)
        f = font("ui", 17, self.app.scale)
        left, y = card.x + self.px(48), self.content_top()
        shown = self.lines[-SHOWN:]
        if not shown:
            drawing.blit_text(
                surface, f, tr("Nothing has been said at this table yet."), PAL.INK_SOFT, (left, y)
            )
        for line in shown:
            height = room.blit_paragraph(
                surface, f, chat_text(line), PAL.INK, (left, y, card.w - self.px(96), self.px(48))
            )
            y += height + self.px(4)
