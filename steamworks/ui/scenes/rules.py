"""The Rules screen: a contents column of chapters beside a scrolling parchment page.

The page is laid out once per chapter, width and scale into a list of positioned pieces
(pre-rendered text lines, shapes, tile pictures); each frame draws only the pieces inside the
visible window, so even the long glossary costs little. Scroll with the wheel, the arrow keys,
Page Up/Down, Home/End, or by dragging the brass scroll bar; Left/Right (or the buttons under
the page) move between chapters; Esc goes back.
"""

from __future__ import annotations

import functools
from typing import Any

import attrs
import pygame

from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as P
from steamworks.ui.scenes import rules_text
from steamworks.ui.scenes.common import CardScene
from steamworks.ui.style import font, tile_image


@attrs.define
class Piece:
    """Something drawn on the page at (x, y) relative to the page's top-left."""

    y: float
    h: float
    blits: list[tuple[pygame.Surface, tuple[int, int]]] = attrs.Factory(list)
    # ("rect", colour, rect, width, radius) / ("circle", colour, centre, radius) / ("tile", id, rect)
    shapes: list[tuple] = attrs.Factory(list)


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
        return max(1, round(v * self.scale))

    # fonts: body text in the serif, sized for reading at 1280x720
    def body(self) -> pygame.font.Font:
        return font("serif", 23, self.scale)

    def _lines(
        self,
        text: str,
        f: pygame.font.Font,
        width: int,
        colour,
        x: int,
        piece: Piece,
        y: float = 0.0,
        spacing: float = 1.18,
    ) -> float:
        step = round(f.get_linesize() * spacing)
        for line in drawing.wrap_text(f, text, width):
            piece.blits.append((f.render(line, True, colour), (x, round(y))))
            y += step
        return y

    def _add(self, piece: Piece, gap_after: float) -> None:
        self.pieces.append(piece)
        self._y += piece.h + gap_after

    def _lay_p(self, block: rules_text.Block) -> None:
        piece = Piece(self._y, 0)
        piece.h = self._lines(str(block.text), self.body(), self.width, P.INK, 0, piece)
        self._add(piece, self.px(14))

    def _lay_h(self, block: rules_text.Block) -> None:
        f = font("heading", 29, self.scale)
        self._y += self.px(8)
        piece = Piece(self._y, f.get_linesize() + self.px(8))
        piece.blits.append((f.render(str(block.text), True, P.COPPER_DARK), (0, 0)))
        piece.shapes.append(
            (
                "rect",
                P.mix(P.BRASS_DARK, P.PARCHMENT, 0.4),
                pygame.Rect(0, f.get_linesize() + self.px(2), self.px(60), max(1, self.px(2))),
                0,
                0,
            )
        )
        self._add(piece, self.px(10))

    def _lay_list(self, block: rules_text.Block, numbered: bool = False) -> None:
        f = self.body()
        indent = self.px(38)
        for n, item in enumerate(block.text, start=1):
            piece = Piece(self._y, 0)
            cy = f.get_linesize() // 2 + self.px(1)
            if numbered:
                r = self.px(14)
                piece.shapes.append(("circle", P.BRASS, (self.px(15), cy), r))
                piece.shapes.append(("circle_line", P.BRASS_DARK, (self.px(15), cy), r))
                num = font("numbers", 16, self.scale).render(str(n), True, P.INK)
                piece.blits.append(
                    (num, (self.px(15) - num.get_width() // 2, cy - num.get_height() // 2))
                )
            else:
                piece.shapes.append(("diamond", P.COPPER, (self.px(14), cy), self.px(5)))
            piece.h = self._lines(str(item), f, self.width - indent, P.INK, indent, piece)
            self._add(piece, self.px(9))
        self._y += self.px(6)

    def _lay_steps(self, block: rules_text.Block) -> None:
        self._lay_list(block, numbered=True)

    def _lay_note(self, block: rules_text.Block) -> None:
        f = font("serif_italic", 22, self.scale)
        pad = self.px(16)
        piece = Piece(self._y + self.px(4), 0)
        text_h = self._lines(
            str(block.text),
            f,
            self.width - pad * 2 - self.px(8),
            P.INK_SOFT,
            pad + self.px(8),
            piece,
            y=pad,
        )
        piece.h = text_h + pad
        piece.shapes.insert(
            0,
            (
                "rect",
                P.mix(P.PARCHMENT, P.PARCHMENT_SHADE, 0.6),
                pygame.Rect(0, 0, self.width, piece.h),
                0,
                self.px(6),
            ),
        )
        piece.shapes.insert(1, ("rect", P.BRASS, pygame.Rect(0, 0, self.px(5), piece.h), 0, 0))
        self._add(piece, self.px(18))

    def _lay_table(self, block: rules_text.Block) -> None:
        rows = block.text
        cols = len(rows[0])
        head_f = font("ui_bold", 18, self.scale)
        cell_f = font("ui", 18, self.scale)
        col_w = self.width // cols
        row_h = self.px(38)
        piece = Piece(self._y + self.px(4), row_h * len(rows))
        for r, row in enumerate(rows):
            y = r * row_h
            if r == 0:
                piece.shapes.append(
                    (
                        "rect",
                        P.mix(P.BRASS, P.PARCHMENT, 0.45),
                        pygame.Rect(0, y, self.width, row_h),
                        0,
                        self.px(4),
                    )
                )
            elif r % 2 == 0:
                piece.shapes.append(
                    (
                        "rect",
                        P.mix(P.PARCHMENT, P.PARCHMENT_SHADE, 0.45),
                        pygame.Rect(0, y, self.width, row_h),
                        0,
                        0,
                    )
                )
            for c, cell in enumerate(row):
                f = head_f if r == 0 else cell_f
                img = f.render(str(cell), True, P.INK)
                piece.blits.append(
                    (img, (c * col_w + self.px(12), y + (row_h - img.get_height()) // 2))
                )
        piece.shapes.append(
            (
                "rect",
                P.mix(P.BRASS_DARK, P.PARCHMENT, 0.3),
                pygame.Rect(0, 0, self.width, piece.h),
                1,
                self.px(4),
            )
        )
        self._add(piece, self.px(20))

    def _lay_glossary(self, block: rules_text.Block) -> None:
        intro = Piece(self._y, 0)
        intro.h = self._lines(
            "Every tile in the game, as it appears on the table. Connectors are named for a tile "
            "standing upright; choices by power type read clockwork / steam / electrickal.",
            font("serif_italic", 21, self.scale),
            self.width,
            P.INK_SOFT,
            0,
            intro,
        )
        self._add(intro, self.px(18))
        tile = self.px(100)
        tile_gap = self.px(12)
        caption_h = self.px(22)
        cell_h = tile + caption_h + tile_gap
        per_row = 2  # beside the text; pictures that do not fit there continue below it
        tiles_w = per_row * tile + (per_row - 1) * tile_gap
        text_x = tiles_w + self.px(28)
        text_w = self.width - text_x
        name_f = font("heading", 28, self.scale)
        meta_f = font("ui_medium", 17, self.scale)
        conn_f = font("ui", 17, self.scale)
        eff_f = font("serif", 22, self.scale)
        cap_f = font("ui", 15, self.scale)
        last_age = None
        for entry in rules_text.glossary_entries():
            if entry.age != last_age:
                last_age = entry.age
                band = Piece(self._y, self.px(40))
                band.shapes.append(
                    (
                        "rect",
                        P.mix(P.BRASS, P.PARCHMENT, 0.55),
                        pygame.Rect(0, 0, self.width, self.px(34)),
                        0,
                        self.px(4),
                    )
                )
                title = {
                    "Basic": "Basic sources",
                    "Age I": "Age I tiles",
                    "Age II": "Age II tiles",
                    "Age III": "Age III tiles",
                }.get(entry.age, entry.age)
                band.blits.append(
                    (
                        font("heading", 24, self.scale).render(title, True, P.INK),
                        (self.px(12), self.px(2)),
                    )
                )
                self._add(band, self.px(14))
            piece = Piece(self._y, 0)
            # the text, right of the picture column
            y = 0.0
            piece.blits.append((name_f.render(entry.name, True, P.INK), (text_x, 0)))
            y += name_f.get_linesize()
            meta = f"{entry.age} · {entry.kind} · {entry.prestige} prestige in a device"
            piece.blits.append((meta_f.render(meta, True, P.COPPER_DARK), (text_x, round(y))))
            y += meta_f.get_linesize() + self.px(6)
            y = self._lines(entry.effect, eff_f, text_w, P.INK, text_x, piece, y=y)
            y += self.px(4)
            y = self._lines(
                "Connectors: " + entry.connectors,
                conn_f,
                text_w,
                P.INK_SOFT,
                text_x,
                piece,
                y=y,
                spacing=1.1,
            )
            if entry.also:
                y = self._lines(
                    entry.also, conn_f, text_w, P.INK_SOFT, text_x, piece, y=y, spacing=1.1
                )
            text_h = y
            # the pictures: two to a row beside the text, then full rows under it
            px_, py_, row_width, bottom = 0, 0, tiles_w, 0
            for tile_id, caption in entry.pictures:
                if px_ + tile > row_width:
                    px_, py_ = 0, py_ + cell_h
                    if py_ >= text_h and row_width == tiles_w:
                        row_width = self.width  # below the text the whole width is free
                rect = pygame.Rect(px_, py_, tile, tile)
                piece.shapes.append(("tile", tile_id, rect))
                if caption:
                    img = cap_f.render(caption, True, P.INK_SOFT)
                    if img.get_width() > tile + tile_gap - self.px(
                        4
                    ):  # keep neighbours' captions apart
                        img = font("ui", 12, self.scale).render(caption, True, P.INK_SOFT)
                    piece.blits.append(
                        (img, (rect.centerx - img.get_width() // 2, rect.bottom + self.px(2)))
                    )
                bottom = rect.bottom + (caption_h if caption else self.px(4))
                px_ += tile + tile_gap
            piece.h = max(bottom, text_h)
            piece.shapes.append(
                (
                    "rect",
                    P.mix(P.PARCHMENT_SHADE, P.BRASS_DARK, 0.2),
                    pygame.Rect(0, round(piece.h) + self.px(12), self.width, 1),
                    0,
                    0,
                )
            )
            self._add(piece, self.px(26))


TEXT_MEASURE = 980  # design pixels: about 100 characters of body text per line


class RulesScene(CardScene):
    name = "rules"
    title = ""
    card_size = (1540, 850)

    def __init__(self, app, chapter: str | None = None) -> None:
        super().__init__(app)
        ids = rules_text.chapter_ids()
        self.chapter_id = chapter if chapter in ids else ids[0]
        self.scroll = 0.0
        self._layout: PageLayout | None = None
        self._layout_key: tuple | None = None
        self.page_rect = pygame.Rect(0, 0, 0, 0)
        self.view_rect = pygame.Rect(0, 0, 0, 0)
        self.contents_rect = pygame.Rect(0, 0, 0, 0)
        self.dragging_bar = False
        self._lessons: list | None = None  # the tutorial's lessons, read when first needed

    # --- layout --------------------------------------------------------------------------------

    def build(self) -> None:
        card = self.card_rect()
        pad = self.px(28)
        contents_w = self.px(300)
        self.contents_rect = pygame.Rect(
            card.left + pad, card.top + pad, contents_w, card.h - 2 * pad
        )
        self.page_rect = pygame.Rect(
            self.contents_rect.right + self.px(36),
            card.top + pad,
            card.right - pad - self.contents_rect.right - self.px(36),
            card.h - 2 * pad,
        )
        head = self.px(92)
        foot = self.px(74)
        available = self.page_rect.w - self.px(24) - self.px(40)
        # running text reads best at a book's measure; the glossary uses the whole page
        width = (
            available if self.chapter_id == "glossary" else min(available, self.px(TEXT_MEASURE))
        )
        left = self.page_rect.left + self.px(24) + (available - width) // 2
        self.view_rect = pygame.Rect(
            left, self.page_rect.top + head, width, self.page_rect.h - head - foot
        )
        y = self.contents_rect.top + self.px(64)
        row_h = self.px(46)
        for chapter in rules_text.CHAPTERS:
            button = self.add_button(
                pygame.Rect(self.contents_rect.left, y, self.contents_rect.w, row_h),
                chapter.title,
                functools.partial(self.open_chapter, chapter.id),
                kind="@chapter_button",
                object_id=f"chapter_{chapter.id}",
            )
            if chapter.id == self.chapter_id:
                button.select()
            y += row_h + self.px(4)
        bh = self.px(54)
        self.add_button(
            pygame.Rect(self.contents_rect.left, self.contents_rect.bottom - bh, self.px(180), bh),
            "Back",
            self.on_back,
            object_id="back",
            default=True,
        )
        ids = rules_text.chapter_ids()
        index = ids.index(self.chapter_id)
        bottom = self.page_rect.bottom - bh
        if index > 0:
            prev_title = rules_text.chapter(ids[index - 1]).title
            self.add_button(
                pygame.Rect(self.page_rect.left + self.px(24), bottom, self.px(330), bh),
                f"◀  {prev_title}",
                lambda: self.turn(-1),
                object_id="previous",
                kind="@small_button",
            )
        if index < len(ids) - 1:
            next_title = rules_text.chapter(ids[index + 1]).title
            self.add_button(
                pygame.Rect(
                    self.page_rect.right - self.px(24) - self.px(330), bottom, self.px(330), bh
                ),
                f"{next_title}  ▶",
                lambda: self.turn(1),
                object_id="next",
                kind="@small_button",
            )
        lesson = self.chapter_lesson()
        if lesson is not None:
            width = self.px(400)
            self.add_button(
                pygame.Rect(self.page_rect.centerx - width // 2, bottom, width, bh),
                f"Try it: {lesson.title}",
                lambda: self.open_lesson(lesson),
                object_id="chapter_lesson",
                kind="@small_button",
                tooltip="Play the tutorial's lesson on this chapter, on the real table",
            )
        self._ensure_layout()
        self.scroll = self._clamped(self.scroll)

    def chapter_lesson(self):
        """The first tutorial lesson that teaches this chapter, or None."""
        from steamworks.teach.lessons import lessons_for_chapter, load_lessons

        if self._lessons is None:
            self._lessons = load_lessons()[0]  # a file left out is reported on the Tutorial screen
        found = lessons_for_chapter(self._lessons, self.chapter_id)
        return found[0] if found else None

    def open_lesson(self, lesson) -> None:
        from steamworks.ui.tutorial.lesson_guide import LessonGuide

        lessons = self._lessons or [lesson]
        LessonGuide(self.app, lessons, lessons.index(lesson)).open()

    def _ensure_layout(self) -> PageLayout:
        key = (self.chapter_id, self.view_rect.w, round(self.app.scale, 4))
        if self._layout is None or self._layout_key != key:
            self._layout = PageLayout(
                rules_text.chapter(self.chapter_id), self.view_rect.w, self.app.scale
            )
            self._layout_key = key
        return self._layout

    def max_scroll(self) -> float:
        if self._layout is None:
            return 0.0
        return max(0.0, self._layout.height - self.view_rect.h)

    def _clamped(self, value: float) -> float:
        return max(0.0, min(self.max_scroll(), value))

    # --- navigation ----------------------------------------------------------------------------

    def open_chapter(self, chapter_id: str) -> None:
        if chapter_id != self.chapter_id:
            self.chapter_id = chapter_id
            self.scroll = 0.0
        self.rebuild()

    def turn(self, step: int) -> None:
        ids = rules_text.chapter_ids()
        index = max(0, min(len(ids) - 1, ids.index(self.chapter_id) + step))
        self.open_chapter(ids[index])

    def scroll_by(self, amount: float) -> None:
        self.scroll = self._clamped(self.scroll + amount)

    def _bar_geometry(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        layout = self._layout
        if layout is None or layout.height <= self.view_rect.h:
            return None
        track = pygame.Rect(
            self.page_rect.right - self.px(22), self.view_rect.top, self.px(10), self.view_rect.h
        )
        thumb_h = max(self.px(40), round(track.h * self.view_rect.h / layout.height))
        span = track.h - thumb_h
        top = track.top + round(
            span * (self.scroll / self.max_scroll() if self.max_scroll() else 0)
        )
        return track, pygame.Rect(track.left - self.px(3), top, track.w + self.px(6), thumb_h)

    def _scroll_to_bar_y(self, y: float) -> None:
        geometry = self._bar_geometry()
        if geometry is None:
            return
        track, thumb = geometry
        span = max(1, track.h - thumb.h)
        fraction = (y - track.top - thumb.h / 2) / span
        self.scroll = self._clamped(fraction * self.max_scroll())

    def handle_event(self, event: pygame.event.Event) -> bool:
        line = self.px(60)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * line * 1.5)
            return True
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_DOWN: line,
                pygame.K_UP: -line,
                pygame.K_PAGEDOWN: self.view_rect.h * 0.9,
                pygame.K_PAGEUP: -self.view_rect.h * 0.9,
                pygame.K_SPACE: self.view_rect.h * 0.9,
            }
            if event.key in keys:
                self.scroll_by(keys[event.key])
                return True
            if event.key == pygame.K_HOME:
                self.scroll = 0.0
                return True
            if event.key == pygame.K_END:
                self.scroll = self.max_scroll()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.turn(-1 if event.key == pygame.K_LEFT else 1)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            geometry = self._bar_geometry()
            if geometry is not None and geometry[0].inflate(self.px(20), 0).collidepoint(event.pos):
                self.dragging_bar = True
                self._scroll_to_bar_y(event.pos[1])
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging_bar:
            self.dragging_bar = False
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging_bar:
            self._scroll_to_bar_y(event.pos[1])
            return True
        return super().handle_event(event)

    # --- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        drawing.parchment_card(surface, self.card_rect(), self.app.scale)
        s = self.app.scale
        # contents column
        drawing.inset_panel(surface, self.contents_rect.inflate(self.px(12), self.px(12)), s)
        title = drawing.engraved(
            font("display", 36, s),
            "Rules",
            P.INK,
            s,
            highlight=P.lighter(P.PARCHMENT, 0.6),
            shadow=P.PARCHMENT_SHADE,
        )
        surface.blit(
            title,
            title.get_rect(
                midtop=(self.contents_rect.centerx, self.contents_rect.top + self.px(2))
            ),
        )
        drawing.ornament_rule(
            surface,
            self.contents_rect.centerx,
            self.contents_rect.top + self.px(56),
            self.px(100),
            s,
        )
        # the page
        chapter = rules_text.chapter(self.chapter_id)
        head = drawing.engraved(
            font("display", 40, s),
            chapter.title,
            P.INK,
            s,
            highlight=P.lighter(P.PARCHMENT, 0.6),
            shadow=P.PARCHMENT_SHADE,
        )
        surface.blit(head, (self.view_rect.left - self.px(2), self.page_rect.top + self.px(6)))
        rule_y = self.page_rect.top + self.px(72)
        pygame.draw.line(
            surface,
            P.mix(P.BRASS_DARK, P.PARCHMENT, 0.3),
            (self.view_rect.left, rule_y),
            (self.view_rect.right, rule_y),
            max(1, self.px(2)),
        )
        self._draw_page(surface)
        self._draw_scroll_bar(surface)
        # hint at more text below/above with a soft fade of parchment
        if self.scroll > 1:
            self._fade(surface, self.view_rect.top, down=True)
        if self.scroll < self.max_scroll() - 1:
            self._fade(surface, self.view_rect.bottom, down=False)

    def _fade(self, surface: pygame.Surface, y: int, down: bool) -> None:
        h = self.px(26)
        fade = pygame.Surface((self.view_rect.w + self.px(8), h), pygame.SRCALPHA)
        for i in range(h):
            a = int(210 * (1 - i / h)) if down else int(210 * (i / h))
            pygame.draw.line(fade, (*P.PARCHMENT, a), (0, i), (fade.get_width(), i))
        surface.blit(fade, (self.view_rect.left - self.px(4), y if down else y - h))

    def _draw_page(self, surface: pygame.Surface) -> None:
        layout = self._layout
        if layout is None:
            return
        clip = surface.get_clip()
        surface.set_clip(self.view_rect.inflate(self.px(8), 0))
        x0, y0 = self.view_rect.left, self.view_rect.top - round(self.scroll)
        top, bottom = self.scroll - self.px(40), self.scroll + self.view_rect.h + self.px(40)
        for piece in layout.pieces:
            if piece.y + piece.h + self.px(20) < top or piece.y > bottom:
                continue
            px, py = x0, y0 + round(piece.y)
            for shape in piece.shapes:
                self._draw_shape(surface, shape, px, py)
            for image, (dx, dy) in piece.blits:
                surface.blit(image, (px + dx, py + dy))
        surface.set_clip(clip)

    def _draw_shape(
        self, surface: pygame.Surface, shape: tuple[Any, ...], px: int, py: int
    ) -> None:
        kind = shape[0]
        if kind == "rect":
            _, colour, rect, width, radius = shape
            pygame.draw.rect(surface, colour, rect.move(px, py), width, border_radius=radius)
        elif kind == "circle":
            _, colour, (cx, cy), r = shape
            pygame.draw.circle(surface, colour, (px + cx, py + cy), r)
        elif kind == "circle_line":
            _, colour, (cx, cy), r = shape
            pygame.draw.circle(surface, colour, (px + cx, py + cy), r, max(1, self.px(2)))
        elif kind == "diamond":
            _, colour, (cx, cy), r = shape
            cx, cy = px + cx, py + cy
            pygame.draw.polygon(
                surface, colour, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
            )
        elif kind == "tile":
            _, tile_id, rect = shape
            where = rect.move(px, py)
            drawing.drop_shadow(surface, where, self.px(6), self.px(4), alpha=90)
            surface.blit(tile_image(tile_id, 0, rect.w), where)

    def _draw_scroll_bar(self, surface: pygame.Surface) -> None:
        geometry = self._bar_geometry()
        if geometry is None:
            return
        track, thumb = geometry
        pygame.draw.rect(
            surface, P.mix(P.PARCHMENT_SHADE, P.INK_SOFT, 0.3), track, border_radius=track.w // 2
        )
        surface.blit(drawing.vertical_gradient(thumb.size, P.BRASS_LIGHT, P.BRASS_DARK), thumb)
        pygame.draw.rect(surface, P.BRASS_DARK, thumb, 1, border_radius=self.px(3))
        for k in (-1, 0, 1):  # grip lines
            y = thumb.centery + k * self.px(5)
            pygame.draw.line(
                surface, P.BRASS_DARK, (thumb.left + self.px(3), y), (thumb.right - self.px(4), y)
            )
