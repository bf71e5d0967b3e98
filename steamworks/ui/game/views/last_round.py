"""The board's "Last round" marker: a brass plate beside the round's number while the round
being played will (or may) be the game's last (`rules.ending`), so every player sees it from
the round's first turn on.
"""

from __future__ import annotations

import pygame

from steamworks.rules.ending import LastRound
from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P
from steamworks.ui.overflow import report_overflow

from .pictures import tag
from .text import fitting_size, text_image

MARKER_PX = 14.0  # design pixels: 11 px at 1280x720, like the clock's headings


def draw_last_round_marker(
    surface: pygame.Surface,
    ending: LastRound,
    round_label: pygame.Rect,
    scale: float,
    right: float | None = None,
) -> pygame.Rect:
    """The marker to the right of the round's label (`round_label`, drawn already), its text
    centred on the label's middle; returns where it went. A certain last round is red, a
    possible one brass. A marker reaching past `right` (the column it stands in) is reported to
    the overflow watch: it runs into the panel beside it."""
    s = scale
    size = max(9, round(MARKER_PX * s))
    text = ending.marker.upper() if ending.certain else ending.marker
    room = 0.0
    if right is not None:  # a smaller type before running into the panel beside it
        room = right - round_label.right - round(10 * s) - round(14 * s)
        size = round(fitting_size("ui_bold", size, text, room, TF.smallest_px()))
    words = text_image("ui_bold", size, text, P.PARCHMENT)
    if right is not None and words.get_width() > room:
        # even the smallest type is too wide (a longer language): the words on two lines
        lines = TF.wrap("ui_bold", size, text, max(1, int(room)))
        if len(lines) > 1:
            images = [text_image("ui_bold", size, line, P.PARCHMENT) for line in lines]
            words = pygame.Surface(
                (max(i.get_width() for i in images), sum(i.get_height() for i in images)),
                pygame.SRCALPHA,
            )
            y = 0
            for image in images:
                words.blit(image, ((words.get_width() - image.get_width()) // 2, y))
                y += image.get_height()
    w, h = words.get_size()
    plate = pygame.Rect(0, 0, w + round(14 * s), h + round(4 * s))
    plate.midleft = (round_label.right + round(10 * s), round_label.centery)
    fill = P.OXIDE_RED if ending.certain else P.BRASS_DARK
    tag(surface, plate, words, fill, P.BRASS_LIGHT, max(1, round(1.5 * s)), round(6 * s))
    if right is not None and plate.right > right + 0.5:
        report_overflow(
            "last round marker",
            text,
            (max(0.0, right - plate.x), plate.h),
            (plate.w, plate.h),
        )
    return plate
