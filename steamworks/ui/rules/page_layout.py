"""A chapter of the rules laid out for one width and scale: its paragraphs, headings, bullet
and numbered lists, boxed notes and tables as positioned pieces (`pieces.Piece`), top to
bottom. The tile glossary's own layout is `glossary_layout`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as P
from steamworks.ui.geometry import scaled
from steamworks.ui.overflow import report_overflow
from steamworks.ui.rules import glossary_layout
from steamworks.ui.rules import text as rules_text
from steamworks.ui.rules.pieces import Box, Circle, Diamond, Piece, broken_line
from steamworks.ui.style import font


class PageLayout:
    """A chapter laid out for one width and scale."""

    def __init__(self, chapter: rules_text.Chapter, width: int, scale: float) -> None:
        self.width = width
        self.scale = scale
        self.pieces: list[Piece] = []
        self.height = 0
        self._y = 0.0
        for block in chapter.blocks:
            getattr(self, f"_lay_{block.kind}")(block)
        self.height = int(self._y + self.px(24))

    def px(self, v: float) -> int:
        """Design pixels to window pixels (as the scene's `px`)."""
        return scaled(v, self.scale)

    # fonts: body text in the serif, sized for reading at 1280x720
    def body(self) -> pygame.font.Font:
        return font("serif", 23, self.scale)

    def add(self, piece: Piece, gap_after: float) -> None:
        """Put `piece` on the page where the last one ended, and leave `gap_after` under it."""
        self.pieces.append(piece)
        self._y += piece.h + gap_after

    @property
    def y(self) -> float:
        """Where the next piece goes."""
        return self._y

    def _lay_p(self, block: rules_text.Block) -> None:
        piece = Piece(self._y, 0)
        piece.h = piece.add_lines(str(block.text), self.body(), self.width, P.INK, 0, y=0)
        self.add(piece, self.px(14))

    def _lay_h(self, block: rules_text.Block) -> None:
        f = font("heading", 29, self.scale)
        self._y += self.px(8)
        piece = Piece(self._y, f.get_linesize() + self.px(8))
        piece.blits.append((f.render(str(block.text), True, P.COPPER_DARK), (0, 0)))
        piece.shapes.append(
            Box(
                P.mix(P.BRASS_DARK, P.PARCHMENT, 0.4),
                pygame.Rect(0, f.get_linesize() + self.px(2), self.px(60), max(1, self.px(2))),
            )
        )
        self.add(piece, self.px(10))

    def _lay_list(self, block: rules_text.Block, numbered: bool = False) -> None:
        f = self.body()
        indent = self.px(38)
        for n, item in enumerate(block.text, start=1):
            piece = Piece(self._y, 0)
            cy = f.get_linesize() // 2 + self.px(1)
            if numbered:
                r = self.px(14)
                piece.shapes.append(Circle(P.BRASS, (self.px(15), cy), r))
                piece.shapes.append(Circle(P.BRASS_DARK, (self.px(15), cy), r, outline=2))
                num = font("numbers", 16, self.scale).render(str(n), True, P.INK)
                piece.blits.append(
                    (num, (self.px(15) - num.get_width() // 2, cy - num.get_height() // 2))
                )
            else:
                piece.shapes.append(Diamond(P.COPPER, (self.px(14), cy), self.px(5)))
            piece.h = piece.add_lines(str(item), f, self.width - indent, P.INK, indent, y=0)
            self.add(piece, self.px(9))
        self._y += self.px(6)

    def _lay_steps(self, block: rules_text.Block) -> None:
        self._lay_list(block, numbered=True)

    def _lay_note(self, block: rules_text.Block) -> None:
        f = font("serif_italic", 22, self.scale)
        pad = self.px(16)
        piece = Piece(self._y + self.px(4), 0)
        text_h = piece.add_lines(
            str(block.text),
            f,
            self.width - pad * 2 - self.px(8),
            P.INK_SOFT,
            pad + self.px(8),
            y=pad,
        )
        piece.h = text_h + pad
        piece.shapes[:0] = [  # under the text: the note's paper, and a brass edge down its left
            Box(
                P.mix(P.PARCHMENT, P.PARCHMENT_SHADE, 0.6),
                pygame.Rect(0, 0, self.width, piece.h),
                radius=self.px(6),
            ),
            Box(P.BRASS, pygame.Rect(0, 0, self.px(5), piece.h)),
        ]
        self.add(piece, self.px(18))

    def _column_widths(self, rows: Sequence[Any], fonts: tuple[pygame.font.Font, ...]) -> list[int]:
        """The table's columns: equal shares of the page while every cell's words end short of
        the next column's (the design's tables), else each column as wide as its widest cell where that fits, the
        columns that cannot have it sharing what is left (their cells wrap in it)."""
        cols = len(rows[0])
        pad = 2 * self.px(12)
        natural = [
            max(fonts[min(r, 1)].size(str(row[c]))[0] for r, row in enumerate(rows)) + pad
            for c in range(cols)
        ]
        share = self.width // cols
        if all(w - self.px(12) <= share for w in natural):  # a column's words end short of
            return [share] * cols  # the next one's by at least the inset
        if sum(natural) <= self.width:  # every cell on one line: the spare shared out evenly
            spare = (self.width - sum(natural)) // cols
            return [w + spare for w in natural]
        narrow = [c for c in range(cols) if natural[c] <= share]
        left = self.width - sum(natural[c] for c in narrow)
        wide_total = sum(natural[c] for c in range(cols) if c not in narrow)
        return [
            natural[c] if c in narrow else max(pad + 1, left * natural[c] // wide_total)
            for c in range(cols)
        ]

    def _lay_table(self, block: rules_text.Block) -> None:
        rows = block.text
        head_f = font("ui_bold", 18, self.scale)
        cell_f = font("ui", 18, self.scale)
        widths = self._column_widths(rows, (head_f, cell_f))
        lefts = [sum(widths[:c]) for c in range(len(widths))]
        inset = self.px(12)
        # each cell wrapped to its column; a row as tall as its tallest cell (the design's 38
        # px holds one line of every size up to 110%)
        cells = [
            [
                [
                    part
                    for wrapped in drawing.wrap_text(
                        head_f if r == 0 else cell_f, str(cell), widths[c] - 2 * inset
                    )
                    for part in broken_line(
                        head_f if r == 0 else cell_f, wrapped, widths[c] - 2 * inset
                    )
                ]
                for c, cell in enumerate(row)
            ]
            for r, row in enumerate(rows)
        ]
        heights = [
            max(
                self.px(38),
                max(len(lines) for lines in row_cells)
                * (head_f if r == 0 else cell_f).get_linesize()
                + self.px(8),
            )
            for r, row_cells in enumerate(cells)
        ]
        piece = Piece(self._y + self.px(4), sum(heights))
        y = 0
        for r, row_cells in enumerate(cells):
            row_h = heights[r]
            if r == 0:
                piece.shapes.append(
                    Box(
                        P.mix(P.BRASS, P.PARCHMENT, 0.45),
                        pygame.Rect(0, y, self.width, row_h),
                        radius=self.px(4),
                    )
                )
            elif r % 2 == 0:
                piece.shapes.append(
                    Box(
                        P.mix(P.PARCHMENT, P.PARCHMENT_SHADE, 0.45),
                        pygame.Rect(0, y, self.width, row_h),
                    )
                )
            f = head_f if r == 0 else cell_f
            for c, lines in enumerate(row_cells):
                room = widths[c] - 2 * inset
                text_h = f.get_height() + (len(lines) - 1) * f.get_linesize()
                line_y = y + (row_h - text_h) // 2
                for line in lines:
                    img = f.render(line, True, P.INK)
                    if img.get_width() > room:  # not even a letter fits: cut by the edge, tell
                        report_overflow(
                            "rules table", line, (room, row_h), (img.get_width(), row_h)
                        )
                    piece.blits.append((img, (lefts[c] + inset, line_y)))
                    line_y += f.get_linesize()
            y += row_h
        piece.shapes.append(
            Box(
                P.mix(P.BRASS_DARK, P.PARCHMENT, 0.3),
                pygame.Rect(0, 0, self.width, piece.h),
                width=1,
                radius=self.px(4),
            )
        )
        self.add(piece, self.px(20))

    def _lay_glossary(self, block: rules_text.Block) -> None:
        glossary_layout.lay_glossary(self)
