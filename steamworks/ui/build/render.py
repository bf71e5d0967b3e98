"""The build panel's drawing: everything it shows, drawn from its model, state and positions.

`PanelRenderer.draw` paints the card, the header with the requirements, the supply tray, the
device list (add mode), the workbench with its tiles, hints, contact marks and landing preview,
the help line, the status line and buttons, then what is in the air (gliding and held tiles),
the keyboard's ring and the tooltip. The workbench and the device list have their own painters
(`steamworks.ui.build.workbench`, `steamworks.ui.build.device_list_render`). None changes the
model or the state.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from steamworks.language import ptr, tr
from steamworks.rules.data import load
from steamworks.rules.preview import effect_text
from steamworks.ui import draw as drawing
from steamworks.ui import text_fit as TF
from steamworks.ui.art import fonts
from steamworks.ui.art import palette as P
from steamworks.ui.art.theme import TOOLTIP_DELAY
from steamworks.ui.build import widgets as W
from steamworks.ui.build import words_room
from steamworks.ui.build.device_list_render import DeviceListRenderer
from steamworks.ui.build.model import ILLEGAL, READY, AddModel, LayoutModel, is_cell, is_rotatable
from steamworks.ui.build.part import PanelPart
from steamworks.ui.build.positions import ReadsPositions
from steamworks.ui.build.workbench import WorkbenchRenderer
from steamworks.ui.focus import Focusable
from steamworks.ui.overflow import report_overflow
from steamworks.ui.style import font


def help_text(model: LayoutModel, width: float, scale: float) -> str:
    """The help line's words: the long form when it fits `width` on one line, else the short
    (`PanelPositions` measures the lines it needs with `words_room.help_lines`)."""
    text = tr(
        "Drag a tile, or click it then a space  ·  double-click sends it back  ·  "
        "R, right-click or wheel turns a Converter or Iterator"
    )
    if isinstance(model, AddModel) and len(model.devices) > 1:
        text += "  ·  " + tr("Tab: next device")
    text += "  ·  " + tr("keys: arrows and Space")
    if W.text_image("ui", words_room.HELP_PX, scale, text, P.INK_SOFT).get_width() > width:
        text = tr(
            "Drag, or click then click  ·  double-click: back  ·  "
            "R / right-click / wheel: turn  ·  arrows, Space"
        )
    return text


@dataclass(eq=False)
class PanelRenderer(PanelPart, ReadsPositions):
    """Draws the panel; see the module docstring."""

    confirm_label: str
    cancel_label: str

    def __post_init__(self) -> None:
        self.workbench = WorkbenchRenderer(self.model, self.state, self.positions)
        self.devices = (
            DeviceListRenderer(self.model, self.state) if isinstance(self.model, AddModel) else None
        )

    def draw(self, surface: pygame.Surface, focused: Focusable | None) -> None:
        """Draw the panel; `focused`: what the keyboard's ring is on (None: no ring)."""
        regions = self.regions
        drawing.parchment_card(surface, pygame.Rect(regions.card.rounded()), self.scale)
        self._draw_header(surface)
        self._draw_tray(surface)
        self._draw_devices(surface)
        self.workbench.draw(surface)
        self._draw_help(surface)
        self._draw_footer(surface)
        self._draw_flights(surface)
        self._draw_held(surface)
        if focused is not None:
            drawing.focus_ring(
                surface, pygame.Rect(focused.rect.rounded()), self.state.time, self.scale
            )
        self._draw_tooltip(surface, focused)

    # --- header ----------------------------------------------------------------------------------

    def _draw_header(self, surface: pygame.Surface) -> None:
        header = self.regions.header
        scale = self.scale
        chips = self.model.requirement_chips()
        rows = self.regions.chip_rows
        img = W.engraved_title(self.model.title, 32, scale)
        if not rows and not words_room.chips_beside_title(img.get_width(), chips, header.w, scale):
            # a longer language's requirements: a smaller title makes room for them
            img = W.engraved_title(self.model.title, 26, scale)
        line = self.regions.chip_line
        chips_top = header.bottom - rows * line
        title_y = (header.y + chips_top) / 2 if rows else header.centre[1] - self.px(4)
        title_rect = img.get_rect(midleft=(round(header.x), round(title_y)))
        surface.blit(img, title_rect)
        if title_rect.right > header.right + 0.5:  # the panel's own text, under the watch too
            report_overflow(
                "build panel: title",
                self.model.title,
                (header.w, header.h),
                (title_rect.w, header.h),
            )
        if rows:  # in rows under the title, each as many as fit
            placed = [
                (index, header.x, chips_top + line * (row + 0.5))
                for row, indices in enumerate(words_room.chip_rows(chips, header.w, scale))
                for index in indices
            ]
        else:  # beside the title
            placed = [(index, 0.0, header.centre[1] - self.px(3)) for index in range(len(chips))]
        x: float = title_rect.right + self.px(words_room.TITLE_GAP)
        row_y = None
        for index, left, centre_y in placed:
            if rows and centre_y != row_y:  # a new row starts at the header's left
                x, row_y = left, centre_y
            text, icon = chips[index]
            chip = W.chip(surface, x, centre_y, text, scale, icon)
            if chip.right > header.right + 0.5:
                report_overflow(
                    "build panel: requirement",
                    text,
                    (max(0.0, header.right - chip.x), chip.h),
                    (chip.w, chip.h),
                )
            x = chip.right + self.px(words_room.CHIP_GAP)
        rule_y = round(header.bottom + self.px(3))
        pygame.draw.line(
            surface,
            P.mix(P.BRASS_DARK, P.PARCHMENT, 0.4),
            (round(header.x), rule_y),
            (round(header.right), rule_y),
            max(1, self.px(1)),
        )

    # --- tray --------------------------------------------------------------------------------------

    def _draw_tray(self, surface: pygame.Surface) -> None:
        tray = self.regions.tray
        drawing.inset_panel(surface, pygame.Rect(tray.rounded()), self.scale)
        heading = (
            tr("General supply")
            if isinstance(self.model, AddModel) and self.model.basic
            else tr("Your supply")
        )
        # larger text: the heading may shrink as far as the 110% size's type before a word is
        # cut (put_fitted's rule; "Your supply" in a longer language filled the tray at 175%)
        fitted = TF.fit_line(
            "heading",
            22 * self.scale,
            heading,
            tray.w - self.px(14),
            min_px=22 * self.scale / fonts.text_gain(),
            where="build panel: tray heading",
        )
        drawing.blit_text(
            surface,
            fonts.get_font("heading", fitted.px),
            fitted.text,
            P.INK,
            (self.tray.heading.x + self.px(14), self.tray.heading.centre[1] + self.px(2)),
            "midleft",
        )
        if not self.model.order:
            hint = font("ui", 15, self.scale)
            drawing.blit_paragraph(
                surface,
                hint,
                tr("Nothing to build with."),
                P.INK_SOFT,
                pygame.Rect(
                    round(tray.x + self.px(14)),
                    round(self.tray.heading.bottom),
                    round(tray.w - self.px(28)),
                    self.px(80),
                ),
            )
            return
        held = self.state.drag.source if self.state.drag is not None else None
        selected = self.model.selected
        for entry, slot in zip(self.model.tray(), self.tray.slots):
            size = round(slot.w)
            box = pygame.Rect(slot.rounded())
            if not entry.available or (held == entry.tile_id and entry.remaining == 1):
                # used up (or the last one is in hand): a faded grey outline of it stays
                surface.blit(W.greyed_tile(entry.tile_id, entry.rotation, size), box.topleft)
            else:
                lifted = self.state.hover == entry.tile_id and self.state.drag is None
                if lifted:
                    box = box.move(0, -self.px(2))
                if selected == entry.tile_id:
                    W.selection_glow(surface, box, self.scale)
                W.soft_shadow(surface, box, self.scale, 1.6 if lifted else 0.8)
                surface.blit(W.tile_picture(entry.tile_id, entry.rotation, size), box.topleft)
                if selected == entry.tile_id:
                    W.selection_ring(surface, box, self.scale)
            if entry.counted:
                left = entry.remaining if entry.remaining is not None else 0
                if held == entry.tile_id and left:
                    left -= 1  # the one in hand is not in the tray any more
                W.count_badge(
                    surface,
                    (box.right - self.px(4), box.bottom - self.px(4)),
                    f"×{left}",
                    self.scale,
                    empty=left <= 0,
                )
            if is_rotatable(entry.tile_id) and entry.available:
                W.rotate_badge(
                    surface, (box.right - self.px(5), box.top + self.px(5)), self.px(10), self.scale
                )

    # --- device list ----------------------------------------------------------------------------

    def _draw_devices(self, surface: pygame.Surface) -> None:
        listed = self.positions.device_list
        if listed is not None and self.devices is not None:
            self.devices.draw(surface, listed)

    # --- help and footer -------------------------------------------------------------------------

    def _draw_help(self, surface: pygame.Surface) -> None:
        help_box = self.regions.help
        text = help_text(self.model, help_box.w, self.scale)
        img = W.text_image("ui", words_room.HELP_PX, self.scale, text, P.INK_SOFT)
        if img.get_width() > help_box.w:
            # even the short help is too wide (larger text, a longer language, or 110% at
            # 1280x720, where it ran over the tray): smaller, or wrapped over the lines the
            # regions gave it (words_room; the watcher sees what still does not fit)
            block = TF.fit_block(
                "ui",
                words_room.HELP_PX * self.scale,
                text,
                help_box.w,
                help_box.h + 4 * self.scale,  # and half of each gap beside it (centred)
                min_px=words_room.help_least_px(self.scale),
                spacing=words_room.HELP_SPACING,
                where="build panel: help",
            )
            top = help_box.y + (help_box.h - block.height) / 2
            line_font = fonts.get_font("ui", block.px)
            for line in block.lines:
                drawing.blit_text(
                    surface, line_font, line, P.INK_SOFT, (help_box.centre[0], top), "midtop"
                )
                top += block.line_step
            return
        x, y = help_box.centre
        surface.blit(img, img.get_rect(center=(round(x), round(y))))

    def _draw_footer(self, surface: pygame.Surface) -> None:
        regions = self.regions
        y = round(regions.footer.y)
        pygame.draw.line(
            surface,
            P.mix(P.BRASS_DARK, P.PARCHMENT, 0.4),
            (round(regions.footer.x), y),
            (round(regions.footer.right), y),
            max(1, self.px(1)),
        )
        flash = self.state.flash
        status = ILLEGAL if flash is not None else self.model.status
        text = self.state.status_text
        colour = {READY: P.darker(P.VERDIGRIS, 0.35), ILLEGAL: P.darker(P.OXIDE_RED, 0.2)}.get(
            status, P.INK
        )
        area = regions.status
        icon_r = self.px(15)
        W.status_icon(
            surface,
            (area.x + icon_r, area.y + area.h / 2 - (self.px(8) if self.state.detail else 0)),
            icon_r,
            status,
        )
        text_x = area.x + icon_r * 2 + self.px(14)
        width = max(10, area.right - text_x)
        f = font("ui_medium", 19, self.scale)
        px = max(8, round(19 * self.scale))
        lines: tuple[str, ...] = tuple(drawing.wrap_text(f, text, width))
        detail = self.state.detail
        small = font("ui", 15, self.scale)
        detail_h = small.get_linesize() if detail else 0
        if len(lines) > 2:
            # a long reason: a smaller size rather than a cut sentence, at larger text as far
            # as the 110% size's; what does not fit even then is reported
            block = TF.fit_block(
                "ui_medium",
                16 * self.scale,
                text,
                width,
                area.h - detail_h,
                min_px=16 * self.scale / fonts.text_gain(),
                spacing=1.0,
                where="build panel: status",
            )
            lines, px = block.lines, block.px
            f = fonts.get_font("ui_medium", px)
        block_h = len(lines) * f.get_linesize() + detail_h
        ty = area.y + (area.h - block_h) / 2
        for line in lines:
            surface.blit(W.sized_text("ui_medium", px, line, colour), (round(text_x), round(ty)))
            ty += f.get_linesize()
        if detail:
            detail_line = TF.fit_line(
                "ui",
                15 * self.scale,
                detail,
                width,
                min_px=15 * self.scale / fonts.text_gain(),
                where="build panel: status detail",
            )
            surface.blit(
                W.sized_text("ui", detail_line.px, detail_line.text, P.INK_SOFT),
                (round(text_x), round(ty)),
            )
        mouse = self.state.mouse
        confirm_ok = self.model.confirm_enabled and not self.state.done
        W.button(
            surface,
            regions.clear.rounded(),
            ptr("button", "Clear"),
            self.scale,
            quiet=True,
            hovered=regions.clear.contains(mouse),
            pressed=self.state.pressed_button == "clear",
            enabled=bool(self.model.placed) and not self.state.done,
        )
        W.button(
            surface,
            regions.cancel.rounded(),
            self.cancel_label,
            self.scale,
            hovered=regions.cancel.contains(mouse),
            pressed=self.state.pressed_button == "cancel",
            enabled=not self.state.done,
        )  # no key: Esc with nothing in hand pauses
        W.button(
            surface,
            regions.confirm.rounded(),
            self.confirm_label,
            self.scale,
            primary=True,
            hovered=regions.confirm.contains(mouse),
            pressed=self.state.pressed_button == "confirm",
            enabled=confirm_ok,
            key_hint=tr("Enter"),
        )

    # --- things in the air -----------------------------------------------------------------------

    def _draw_flights(self, surface: pygame.Surface) -> None:
        for flight in self.state.flights:
            cx, cy, size = flight.now()
            picture = W.tile_picture(flight.tile_id, flight.rotation, size)
            rect = picture.get_rect(center=(round(cx), round(cy)))
            W.soft_shadow(surface, rect, self.scale, 1.6)
            surface.blit(picture, rect)

    def _draw_held(self, surface: pygame.Surface) -> None:
        drag = self.state.drag
        if drag is None:
            return
        cx, cy, size = self.positions.held_box(drag.grab, self.state.mouse)
        picture = W.tile_picture(drag.tile_id, drag.rotation, size)
        rect = picture.get_rect(center=(round(cx), round(cy)))
        W.soft_shadow(surface, rect, self.scale, 3.0)
        surface.blit(picture, rect)
        if is_rotatable(drag.tile_id):
            W.rotate_badge(
                surface, (rect.right - self.px(6), rect.top + self.px(6)), self.px(11), self.scale
            )

    def _draw_tooltip(self, surface: pygame.Surface, focused: Focusable | None) -> None:
        pick = self.state.hover
        if pick is None or self.state.drag is not None or self.state.hover_time < TOOLTIP_DELAY:
            return
        tile = self.model.tile_of(pick)
        if tile is None:
            return
        tile_def = load().tiles[tile[0]]
        title_font = font("heading", 20, self.scale)
        body_font = font("ui", 15, self.scale)
        note_font = font("ui", 14, self.scale)
        width = self.px(300)
        rows: list[tuple[pygame.font.Font, str, tuple[int, int, int]]] = [
            (title_font, tr(tile_def.name), P.INK)
        ]
        effect = effect_text(tile_def.effect)
        rows += (
            [(body_font, line, P.INK) for line in drawing.wrap_text(body_font, effect, width)]
            if effect
            else []
        )
        notes = []
        if tile_def.rotatable:
            notes.append(tr("Turn it: R, right-click or the wheel."))
        if is_cell(pick) and pick in self.model.fixed:
            notes.append(tr("Part of the device already."))
        rows += [
            (note_font, line, P.INK_SOFT)
            for note in notes
            for line in drawing.wrap_text(note_font, note, width)
        ]
        images = [f.render(text, True, colour) for f, text, colour in rows]
        pad = self.px(10)
        box = pygame.Rect(
            0,
            0,
            max(img.get_width() for img in images) + pad * 2,
            sum(img.get_height() for img in images) + pad * 2,
        )
        if focused is not None:  # beside the ring rather than over the thing it is on
            ring = pygame.Rect(focused.rect.rounded()).inflate(self.px(30), self.px(30))
            box.topleft = (ring.right, ring.y)
            if box.right > surface.get_width() - 4:
                box.right = ring.x
        else:
            box.topleft = (
                round(self.state.mouse[0] + self.px(18)),
                round(self.state.mouse[1] + self.px(20)),
            )
        box.clamp_ip(surface.get_rect())
        W.shadow(surface, box, self.px(5), self.px(5), alpha=130)
        pygame.draw.rect(surface, P.lighter(P.PARCHMENT, 0.4), box, border_radius=self.px(6))
        pygame.draw.rect(surface, P.BRASS_DARK, box, max(1, self.px(1.5)), border_radius=self.px(6))
        y = box.top + pad
        for index, img in enumerate(images):
            surface.blit(img, (box.left + pad, y))
            y += img.get_height()
            if index == 0:
                y += self.px(2)
