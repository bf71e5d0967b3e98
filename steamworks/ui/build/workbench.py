"""The build panel's workbench, drawn: the engraved cells and everything on them.

`WorkbenchRenderer.draw` paints the sunken workbench with its cells (drawn once per view and
reused), then, clipped to it: the cells where the tile in hand could go, tinted verdigris
(strongly where it would make a valid contact); the tiles, with their selection, hover and
problem marks; a contact mark on every shared edge (a verdigris tick or an oxide-red cross);
a see-through copy where the tile in hand would land; and the rings that pulse where one did.
It reads the model, the state and the positions and never changes them.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from steamworks.language import tr
from steamworks.ui import draw as drawing
from steamworks.ui import geometry
from steamworks.ui import text_fit as TF
from steamworks.ui.art import fonts
from steamworks.ui.art import palette as P
from steamworks.ui.build import widgets as W
from steamworks.ui.build.model import GOOD, READY, Cell, is_rotatable
from steamworks.ui.build.part import PanelPart
from steamworks.ui.build.positions import ReadsPositions
from steamworks.ui.build.state import PULSE_TIME


@dataclass(eq=False)
class WorkbenchRenderer(PanelPart, ReadsPositions):
    """Draws the workbench; see the module docstring."""

    def __post_init__(self) -> None:
        # pictures kept while what they show stays the same: (key, picture)
        self._bench: tuple[tuple, pygame.Surface] | None = None
        self._hint_layer: tuple[tuple, pygame.Surface] | None = None

    def _bench_surface(self) -> tuple[pygame.Surface, pygame.Rect]:
        """The workbench inset with its engraved cells: drawn once per view, reused each frame."""
        area = pygame.Rect(self.regions.grid.rounded())
        key = (
            area.size,
            round(self.grid.pitch, 3),
            round(self.grid.origin_x - area.x, 2),
            round(self.grid.origin_y - area.y, 2),
            self.extent,
            round(self.scale, 3),
        )
        if self._bench is not None and self._bench[0] == key:
            return self._bench[1], area
        bench = pygame.Surface(area.size, pygame.SRCALPHA)
        radius = self.px(8)
        body = drawing.rounded_gradient(
            area.size, P.mix(P.WALNUT, P.WALNUT_GRAIN, 0.7), P.darker(P.WALNUT, 0.25), radius
        )
        bench.blit(body, (0, 0))
        # inner shadow along the top: the inset is sunk into the parchment (drawn on its own
        # layer, because drawing translucent lines straight onto the bench would replace its
        # pixels rather than darken them)
        shade = pygame.Surface(area.size, pygame.SRCALPHA)
        depth = max(2, self.px(10))
        for i in range(depth):
            alpha = round(110 * (1 - i / depth) ** 2)
            pygame.draw.line(shade, (0, 0, 0, alpha), (radius // 2, i), (area.w - radius // 2, i))
        bench.blit(shade, (0, 0))
        pygame.draw.rect(
            bench,
            P.darker(P.BRASS_DARK, 0.2),
            bench.get_rect(),
            max(1, self.px(2)),
            border_radius=radius,
        )
        plate = P.mix(P.WALNUT, P.WALNUT_GRAIN, 0.9)
        plate_rim = P.mix(P.WALNUT_GRAIN, P.BRASS_DARK, 0.45)
        for cell in self.extent.cells():
            r = self.grid.cell_rect(cell)
            box = pygame.Rect(round(r.x - area.x), round(r.y - area.y), round(r.w), round(r.h))
            pygame.draw.rect(bench, (*plate, 255), box, border_radius=self.px(6))
            pygame.draw.rect(bench, (*plate_rim, 255), box, 1, border_radius=self.px(6))
            # engraved: dark upper-left edge, light lower-right edge
            pygame.draw.line(
                bench,
                (*P.darker(plate, 0.45), 255),
                (box.left + self.px(5), box.top + 1),
                (box.right - self.px(5), box.top + 1),
            )
            pygame.draw.line(
                bench,
                (*P.mix(plate, P.BRASS, 0.25), 255),
                (box.left + self.px(5), box.bottom - 2),
                (box.right - self.px(5), box.bottom - 2),
            )
        self._bench = (key, bench)
        return bench, area

    def draw(self, surface: pygame.Surface) -> None:
        """The workbench and everything on it, clipped to it."""
        bench, area = self._bench_surface()
        surface.blit(bench, area.topleft)
        previous_clip = surface.get_clip()
        surface.set_clip(area.inflate(-2, -2).clip(previous_clip) if previous_clip else area)
        try:
            self._draw_hints(surface)
            self._draw_tiles(surface)
            self._draw_contacts(surface)
            self._draw_preview(surface)
            self._draw_pulses(surface)
        finally:
            surface.set_clip(previous_clip)
        if not self.model.tiles() and self.state.drag is None:
            self._draw_empty_invitation(surface, area)

    def _draw_hints(self, surface: pygame.Surface) -> None:
        hand = self.state.hand(self.positions)
        if hand is None:
            return
        hints = hand.hints
        area = pygame.Rect(self.regions.grid.rounded())
        key = (tuple(sorted(hints.items())), self._bench[0] if self._bench else None)
        if self._hint_layer is None or self._hint_layer[0] != key:
            self._hint_layer = (key, self._hint_picture(hints, area))
        surface.blit(self._hint_layer[1], area.topleft)

    def _hint_picture(self, hints: dict[Cell, str], area: pygame.Rect) -> pygame.Surface:
        """The tinted cells, on a layer the size of the workbench (redrawn only when they change)."""
        layer = pygame.Surface(area.size, pygame.SRCALPHA)
        for cell, quality in hints.items():
            if cell not in self.extent:
                continue
            box = pygame.Rect(self.grid.cell_rect(cell).rounded()).move(-area.x, -area.y)
            if quality == GOOD:
                pygame.draw.rect(layer, (*P.VERDIGRIS, 95), box, border_radius=self.px(6))
                pygame.draw.rect(
                    layer,
                    (*P.lighter(P.VERDIGRIS, 0.3), 235),
                    box,
                    max(2, self.px(3)),
                    border_radius=self.px(6),
                )
            else:
                pygame.draw.rect(layer, (*P.VERDIGRIS, 38), box, border_radius=self.px(6))
                pygame.draw.rect(
                    layer, (*P.VERDIGRIS, 150), box, max(1, self.px(1.5)), border_radius=self.px(6)
                )
        return layer

    def _draw_tiles(self, surface: pygame.Surface) -> None:
        landing = self.state.landing_cells()
        held_from = self.state.held_from()
        problem_cells = self.model.problem_cells()
        ready = self.model.status == READY and self.state.drag is None
        size = round(self.grid.cell_size)
        for tile in self.model.tiles():
            if tile.cell in landing or tile.cell == held_from:
                continue
            box = pygame.Rect(self.grid.cell_rect(tile.cell).rounded())
            box.size = (size, size)
            lifted = not tile.fixed and self.state.hover == tile.cell and self.state.drag is None
            if lifted:
                box = box.move(0, -self.px(2))
            if self.model.selected == tile.cell:
                W.selection_glow(surface, box, self.scale)
            elif ready and not tile.fixed:
                W.ready_glow(surface, box, self.scale)
            W.soft_shadow(surface, box, self.scale, 1.5 if lifted else 0.7)
            if tile.fixed:
                surface.blit(W.dimmed_tile(tile.tile_id, tile.rotation, size), box.topleft)
            else:
                surface.blit(W.tile_picture(tile.tile_id, tile.rotation, size), box.topleft)
            if tile.cell in problem_cells:
                pygame.draw.rect(
                    surface,
                    P.OXIDE_RED,
                    box.inflate(self.px(4), self.px(4)),
                    max(2, self.px(3)),
                    border_radius=self.px(7),
                )
                # a shape as well as a colour: the warning mark in the lower left corner
                W.warning_badge(
                    surface,
                    (box.left + self.px(4), box.bottom - self.px(4)),
                    self.px(11),
                    self.scale,
                )
            if self.model.selected == tile.cell:
                W.selection_ring(surface, box, self.scale)
            if (
                not tile.fixed
                and is_rotatable(tile.tile_id)
                and (lifted or self.model.selected == tile.cell)
            ):
                W.rotate_badge(
                    surface, (box.right - self.px(6), box.top + self.px(6)), self.px(11), self.scale
                )
        if held_from is not None:  # the empty socket the held tile left
            box = pygame.Rect(self.grid.cell_rect(held_from).rounded())
            pygame.draw.rect(surface, P.BRASS, box, max(1, self.px(2)), border_radius=self.px(6))

    def _draw_contacts(self, surface: pygame.Surface) -> None:
        landing = self.state.landing_cells()
        held_from = self.state.held_from()
        radius = max(7.0, self.grid.pitch * 0.1)
        for contact in self.model.shown_contacts():
            if contact.status not in ("valid", "mismatch"):
                continue
            if {contact.a, contact.b} & (landing | {held_from}):
                continue  # marks appear when the tile has landed
            seam = geometry.shared_edge(self.grid, contact.a, contact.b)
            W.contact_mark(surface, seam, contact.status == "valid", radius, self.scale)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        """Where the tile in hand would land, as a see-through copy (turned as it would be)."""
        hand = self.state.hand(self.positions)
        if hand is None:
            return
        tile_id, explicit, moving_from, hints = (
            hand.tile_id,
            hand.rotation,
            hand.from_cell,
            hand.hints,
        )
        if self.state.drag is not None:
            cell = self.positions.drop_cell(self.state.drag.grab, self.state.mouse)
        else:
            cell = self.positions.cell_at(self.state.mouse)
            if cell is not None and self.model.tile_at(cell) is not None:
                cell = None
        if cell is None or cell == moving_from:
            return
        occupant = self.model.tile_at(cell)
        if occupant is not None and cell in self.model.fixed:
            colour = P.OXIDE_RED
        else:
            colour = P.lighter(P.VERDIGRIS, 0.35) if cell in hints else P.BRASS_LIGHT
        rotation = self.model.placement_rotation(tile_id, cell, explicit, moving_from)
        box = pygame.Rect(self.grid.cell_rect(cell).rounded())
        size = round(self.grid.cell_size)
        if occupant is None:
            surface.blit(W.ghost_tile(tile_id, rotation, size, 125), box.topleft)
        # while dragging, the held tile covers its cell: the outline stands out around it
        grow = self.px(14) if self.state.drag is not None else self.px(4)
        pygame.draw.rect(
            surface, colour, box.inflate(grow, grow), max(2, self.px(3)), border_radius=self.px(10)
        )

    def _draw_pulses(self, surface: pygame.Surface) -> None:
        duration = self.state.duration(PULSE_TIME)
        if duration <= 0:
            return
        for pulse in self.state.pulses:
            t = min(1.0, pulse.age / duration)
            box = pygame.Rect(self.grid.cell_rect(pulse.cell).rounded())
            grow = round(self.px(4) + t * self.px(14))
            ring = box.inflate(grow, grow)
            layer = pygame.Surface(ring.inflate(4, 4).size, pygame.SRCALPHA)
            colour = P.VERDIGRIS if pulse.good else P.BRASS_LIGHT
            pygame.draw.rect(
                layer,
                (*colour, round(200 * (1 - t))),
                layer.get_rect().inflate(-4, -4),
                max(2, self.px(3)),
                border_radius=self.px(10),
            )
            surface.blit(layer, ring.inflate(4, 4).topleft)

    def _draw_empty_invitation(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """An empty bench says what to do, over the middle cell."""
        text = tr("Drag tiles from your supply onto the workbench")
        colour = P.mix(P.PARCHMENT, P.WALNUT, 0.25)
        img = W.text_image("serif_italic", 22, self.scale, text, colour)
        width = area.w - 2 * self.px(10)
        lines = [img]
        if img.get_width() > width:
            # a longer language or larger text: wrapped in the bench's width (it ran over the
            # tray and past the bench), the type as far as the 110% size's before a cut
            block = TF.fit_block(
                "serif_italic",
                22 * self.scale,
                text,
                width,
                area.h / 2 - self.px(20),
                min_px=22 * self.scale / fonts.text_gain(),
                spacing=1.0,
                where="build panel: workbench hint",
            )
            lines = [W.sized_text("serif_italic", block.px, line, colour) for line in block.lines]
        height = sum(line.get_height() for line in lines)
        centre = self.grid.cell_centre((0, 0))
        y = round(centre[1] + self.grid.pitch * 0.5 + self.px(20))
        if y + height > area.bottom:
            y = round(centre[1] - self.grid.pitch * 0.5 - self.px(20) - height)
        for line in lines:
            surface.blit(line, line.get_rect(midtop=(area.centerx, y)))
            y += line.get_height()
