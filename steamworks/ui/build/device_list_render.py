"""The add panel's device list, drawn: a heading, each owner's devices under their name, the
chosen one lit, and a scrollbar when they do not all show.

Where everything goes is `steamworks.ui.build.device_list`; this only paints it. Every label
goes through the text-fit helpers (`steamworks.ui.text_fit`) in the rect the list gives it: a
name shrinks a little, and a device's tiles fall back to their short names ("Steam, Money")
before anything is cut with an ellipsis.
"""

from __future__ import annotations

from functools import partial

import pygame

from steamworks.language import mark, tr
from steamworks.ui import draw as drawing
from steamworks.ui import text_fit as TF
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import get_font, text_gain
from steamworks.ui.art.tile_art import draw_player_mark
from steamworks.ui.build import widgets as W
from steamworks.ui.build.device_list import DeviceList, ListEntry
from steamworks.ui.build.model import AddModel, DeviceChoice
from steamworks.ui.build.state import PanelState
from steamworks.ui.geometry import Rect

HEADING_TEXT = mark("Choose a device")
NO_ROOM = mark("no room")  # a device none of the player's tiles can join


def _fits(px: int, text: str, box: Rect) -> bool:
    """Whether `text`, wrapped at `px`, fits `box` (lines a line apart, as `tiles_block` sets)."""
    font = get_font("ui", px)
    lines = TF.wrap("ui", px, text, max(1, int(box.w)))
    widest = max((font.size(line)[0] for line in lines), default=0)
    return len(lines) * font.get_linesize() <= box.h + 0.5 and widest <= box.w + 0.5


def tiles_block(device: DeviceChoice, px: int, box: Rect, min_px: int) -> TF.FittedBlock:
    """A device's tiles as they fit `box` (one line, or more for a large device): their names
    if those fit at `min_px` or more, else their short names, else the short names cut
    (reported as an overflow)."""
    min_px = max(min_px, TF.smallest_px())  # fit_block shrinks no further
    text = device.contents if _fits(min_px, device.contents, box) else device.short_contents
    return TF.fit_block(
        "ui", px, text, box.w, box.h, min_px, spacing=1.0, where="device list: tiles"
    )


def owner_mark(
    surface: pygame.Surface, seat: int, centre: tuple[float, float], radius: float
) -> None:
    """The seat's mark in its colour (shape and colour both tell the owners apart)."""
    style = P.player_style(seat)
    r = round(radius)
    draw_player_mark(
        surface,
        style.mark,
        (round(centre[0]), round(centre[1])),
        r,
        style.colour,
        P.INK,
        max(1, round(r / 6)),
    )


class DeviceListRenderer:
    """Paints `model`'s devices in the panel's list (`listed`)."""

    def __init__(self, model: AddModel, state: PanelState) -> None:
        self.model = model
        self.state = state

    def draw(self, surface: pygame.Surface, listed: DeviceList) -> None:
        s = listed.scale
        drawing.inset_panel(surface, pygame.Rect(listed.area.rounded()), s)
        heading = listed.heading
        title = TF.fit_line(
            "heading",
            round(22 * s),
            tr(HEADING_TEXT),
            heading.w - 28 * s,
            round(16 * s / text_gain()),  # (larger text: as far back as the 110% size)
            where="device list: heading",
        )
        img = W.text_image("heading", title.px, 1.0, title.text, P.INK)
        surface.blit(
            img, img.get_rect(midleft=(round(heading.x + 14 * s), round(heading.centre[1] + 2 * s)))
        )
        clip = surface.get_clip()  # rows half scrolled away are cut at the list's edge
        surface.set_clip(pygame.Rect(listed.view.rounded()).clip(clip))
        try:
            for entry, rect in listed.shown():
                if entry.device is None:
                    self._draw_group(surface, entry, rect, s)
                else:
                    self._draw_row(surface, listed, entry.device, rect)
        finally:
            surface.set_clip(clip)
        self._draw_scrollbar(surface, listed)

    def _draw_group(self, surface: pygame.Surface, entry: ListEntry, rect: Rect, s: float) -> None:
        x = rect.x + 6 * s
        if entry.owner is not None:
            owner_mark(surface, entry.owner, (x + 6 * s, rect.centre[1]), 6 * s)
            x += 20 * s
        text = TF.fit_line(
            "ui_bold",
            round(14 * s),
            entry.heading,
            rect.right - x,
            round(11 * s),
            where="device list: owner",
        )
        img = W.text_image("ui_bold", text.px, 1.0, text.text, P.INK_SOFT)
        surface.blit(img, img.get_rect(midleft=(round(x), round(rect.centre[1] + s))))
        y = round(rect.bottom - 2 * s)
        pygame.draw.line(
            surface, P.mix(P.BRASS_DARK, P.PARCHMENT, 0.5), (round(x), y), (round(rect.right), y), 1
        )

    def _draw_row(
        self, surface: pygame.Surface, listed: DeviceList, index: int, rect: Rect
    ) -> None:
        s = listed.scale
        model = self.model
        device = model.devices[index]
        chosen = index == model.device_index
        fits = self.state.memoised(("fits", index), partial(model.device_fits, index))
        box = pygame.Rect(rect.rounded())
        hovered = box.collidepoint(self.state.mouse) and listed.view.contains(self.state.mouse)
        fill = (
            P.BRASS_LIGHT
            if chosen
            else (
                P.lighter(P.PARCHMENT, 0.4)
                if hovered
                else P.mix(P.PARCHMENT, P.PARCHMENT_SHADE, 0.6)
            )
        )
        radius = max(3, round(7 * s))
        pygame.draw.rect(surface, fill, box, border_radius=radius)
        pygame.draw.rect(
            surface,
            P.BRASS_DARK if chosen else P.mix(P.BRASS_DARK, P.PARCHMENT, 0.4),
            box,
            max(1, round((2 if chosen else 1) * s)),
            border_radius=radius,
        )
        parts = listed.row_parts(rect, with_note=not fits)
        if device.owner is not None:
            owner_mark(surface, device.owner, parts.mark, 8 * s)
        ink = P.INK if fits else P.mix(P.INK_SOFT, P.PARCHMENT, 0.3)
        label = TF.fit_line(
            "ui_bold",
            round(15 * s),
            device.label or tr("Device #{device}", device=device.device_id),
            parts.label.w,
            round(11 * s),
            where="device list: name",
        )
        img = W.text_image("ui_bold", label.px, 1.0, label.text, ink)
        surface.blit(
            img, img.get_rect(midleft=(round(parts.label.x), round(parts.label.centre[1])))
        )
        if parts.note is not None:  # none of the player's tiles can join it
            note = TF.fit_line(
                "ui",
                round(12 * s),
                tr(NO_ROOM),
                parts.note.w,
                round(10 * s),
                where="device list: note",
            )
            img = W.text_image("ui", note.px, 1.0, note.text, P.darker(P.OXIDE_RED, 0.2))
            surface.blit(
                img, img.get_rect(midright=(round(parts.note.right), round(parts.note.centre[1])))
            )
        area = parts.contents
        tiles = tiles_block(device, round(13 * s), area, round(10 * s))
        y = area.y  # right under the name, however many lines it takes
        for line in tiles.lines:
            img = W.text_image("ui", tiles.px, 1.0, line, P.INK_SOFT if fits else ink)
            surface.blit(img, (round(area.x), round(y)))
            y += tiles.line_step

    def _draw_scrollbar(self, surface: pygame.Surface, listed: DeviceList) -> None:
        track, thumb = listed.track, listed.thumb
        if track is None or thumb is None:
            return
        radius = max(2, round(track.w / 2))
        pygame.draw.rect(
            surface,
            P.mix(P.PARCHMENT_SHADE, P.BRASS_DARK, 0.25),
            pygame.Rect(track.rounded()),
            border_radius=radius,
        )
        pygame.draw.rect(surface, P.BRASS, pygame.Rect(thumb.rounded()), border_radius=radius)
        pygame.draw.rect(
            surface, P.BRASS_DARK, pygame.Rect(thumb.rounded()), 1, border_radius=radius
        )
