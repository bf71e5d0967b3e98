"""The Accessibility screen (Settings, "Accessibility"): the high-contrast look and calm motion,
each applied and saved the moment it changes, like every other setting.

High contrast changes the palette and the widgets' theme at once (ui/art/looks.py); calm motion
stops every slide, pulse and fade (Settings.animation_duration and ui/game/animation.py).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as P
from steamworks.ui.scenes.common import CardScene
from steamworks.ui.style import font

# (setting, label, explanation)
ACCESS_ROWS = (
    (
        "high_contrast",
        "High contrast",
        "Every word and sign stands out at least 4.5 to 1 from what is behind it.",
    ),
    (
        "reduced_motion",
        "Calm motion",
        "Nothing slides, pulses or fades: every move lands at once and stays still.",
    ),
)


class AccessSettingsScene(CardScene):
    name = "settings-access"
    title = "Accessibility"
    card_size = (1080, 560)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.row_rects: dict[str, pygame.Rect] = {}

    def build(self) -> None:
        settings = self.app.settings
        card = self.card_rect()
        pad = self.px(56)
        row_h = self.px(84)
        top = self.content_top() + self.px(8)
        box = self.px(46)
        self.row_rects = {}
        for i, (key, _, _) in enumerate(ACCESS_ROWS):
            row = pygame.Rect(card.left + pad, top + i * row_h, card.w - 2 * pad, row_h)
            self.row_rects[key] = row
            toggle = pygame.Rect(row.right - box, row.centery - box // 2, box, box)
            self.add_toggle(toggle, getattr(settings, key), self._toggler(key), object_id=key)
        bh = self.px(56)
        self.add_button(
            pygame.Rect(
                card.right - pad - self.px(220), card.bottom - self.px(40) - bh, self.px(220), bh
            ),
            "Done",
            self.on_back,
            kind="@primary_button",
            object_id="done",
            default=True,
        )

    def _toggler(self, key: str) -> Callable[[], None]:
        def toggle() -> None:
            before = self.app.settings
            after = self.app.change_settings(**{key: not getattr(before, key)})
            if after.high_contrast == before.high_contrast:
                self.rebuild()  # a new look rebuilds every scene already

        return toggle

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        self.draw_card(surface)
        label_font = font("heading", 26, self.app.scale)
        hint_font = font("ui", 16, self.app.scale)
        for key, label, explanation in ACCESS_ROWS:
            row = self.row_rects.get(key)
            if row is None:
                continue
            top = row.top + (row.h - label_font.get_linesize() - hint_font.get_linesize()) // 2
            drawing.blit_text(surface, label_font, label, P.INK, (row.left, top))
            drawing.blit_text(
                surface,
                hint_font,
                explanation,
                P.INK_SOFT,
                (row.left, top + label_font.get_linesize()),
            )
