"""The Rules screen: a contents column of chapters beside a scrolling parchment page.

The page is laid out once per chapter, width and scale into a list of positioned pieces
(pre-rendered text lines, shapes, tile pictures: `ui/rules/`); each frame draws only the pieces
inside the visible window, so even the long glossary costs little. Scroll with the wheel, the arrow keys,
Page Up/Down, Home/End, or by dragging the brass scroll bar; Left/Right (or the buttons under
the page) move between chapters; Esc goes back.
"""

from __future__ import annotations

import functools

import pygame

from steamworks.language import current_language, tr
from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import text_gain
from steamworks.ui.game import views as V
from steamworks.ui.overflow import report_overflow
from steamworks.ui.rules import text as rules_text
from steamworks.ui.rules.page_layout import PageLayout
from steamworks.ui.rules.pieces import draw_piece
from steamworks.ui.rules.scrolling import ScrollBar, draw_fade
from steamworks.ui.scenes import room
from steamworks.ui.scenes.common import CardScene
from steamworks.ui.speech import reading
from steamworks.ui.style import font

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
        self.contents_rule_y = 0  # the ornament under the contents' title (set by build)
        self.dragging_bar = False
        self.head_lines: list[str] = []  # the chapter's title, line by line (set by build)
        self.head_h = 0  # the height of the band it takes over the page
        self._lessons: list | None = None  # the tutorial's lessons, read when first needed
        # the chapters' list: at a large text size only `contents_shown` of them fit, from
        # `contents_first`; the chapter opened is scrolled into view at the next build
        self.contents_first = 0
        self.contents_shown = len(rules_text.CHAPTERS)
        self._show_open_chapter = True
        self.mouse = (-1, -1)  # where the mouse was last: the wheel scrolls what it is over

    # --- layout --------------------------------------------------------------------------------

    def build(self) -> None:
        card = self.card_rect()
        pad = self.px(28)
        # the contents as wide as the longest chapter's title (a large text size), up to 45% of
        # the card: the page beside it scrolls and can spare the room. A chapter's words
        # start 14 design pixels into its button (the theme's left padding), not 6
        contents_w = min(
            max(
                self.px(300),
                room.button_width(
                    self.app,
                    "@chapter_button",
                    (tr(chapter.title) for chapter in rules_text.CHAPTERS),
                    0,
                )
                + 2 * (self.px(14) - max(2, round(room.BUTTON_SIDE * self.app.scale)))
                + self.px(4),
            ),
            card.w * 9 // 20,
        )
        self.contents_rect = pygame.Rect(
            card.left + pad, card.top + pad, contents_w, card.h - 2 * pad
        )
        self.page_rect = pygame.Rect(
            self.contents_rect.right + self.px(36),
            card.top + pad,
            card.right - pad - self.contents_rect.right - self.px(36),
            card.h - 2 * pad,
        )
        # the chapter's title over the page: on two lines when a large text needs them
        head_font = font("display", 40, self.app.scale)
        self.head_lines = drawing.wrap_text(
            head_font, rules_text.chapter(self.chapter_id).title, self.page_rect.w - self.px(64)
        )
        head = max(self.px(92), len(self.head_lines) * head_font.get_linesize() + self.px(12))
        self.head_h = head
        bh = room.button_height(self.app, "@small_button", self.px(54))
        foot = bh + self.px(20)
        footer_rows = self._footer_rows()
        foot += (len(footer_rows) - 1) * (bh + self.px(8))
        available = self.page_rect.w - self.px(24) - self.px(40)
        # running text reads best at a book's measure; the glossary uses the whole page
        width = (
            available if self.chapter_id == "glossary" else min(available, self.px(TEXT_MEASURE))
        )
        left = self.page_rect.left + self.px(24) + (available - width) // 2
        self.view_rect = pygame.Rect(
            left, self.page_rect.top + head, width, self.page_rect.h - head - foot
        )
        back_bh = room.button_height(self.app, "@button", self.px(54))
        # the chapters under the contents' title and its ornament (both lower when a large
        # text makes the title taller), their gaps closed up when that is what keeps the last
        # clear of Back
        title_h = font("display", 36, self.app.scale).get_height()
        self.contents_rule_y = max(
            self.contents_rect.top + self.px(56),
            self.contents_rect.top + self.px(2) + title_h + self.px(2),
        )
        y = self.contents_rect.top + self.px(64)
        y += self.contents_rule_y - (self.contents_rect.top + self.px(56))  # a taller title's
        back_w = room.button_width(self.app, "@button", (tr("Back"),), self.px(180))
        self._add_chapter_rows(y, self.contents_rect.bottom - back_bh - self.px(2), back_w)
        self.add_button(
            pygame.Rect(
                self.contents_rect.left,
                self.contents_rect.bottom - back_bh,
                back_w,
                back_bh,
            ),
            tr("Back"),
            self.on_back,
            object_id="back",
            default=True,
        )
        left, right = self.page_rect.left + self.px(24), self.page_rect.right - self.px(24)
        for row, buttons in enumerate(footer_rows):
            top = self.page_rect.bottom - bh - (len(footer_rows) - 1 - row) * (bh + self.px(8))
            for text, object_id in buttons:
                width = self._footer_width(text, object_id)
                kind = "@small_button"
                if width > right - left:  # wider than the page: a smaller type before a cut
                    side = max(2, round(room.BUTTON_SIDE * self.app.scale))
                    kind, _ = V.button_fit((text,), right - left - 2 * side, self.app.scale)
                    width = right - left
                if object_id == "previous":
                    rect = pygame.Rect(left, top, width, bh)
                    action, tooltip = (lambda: self.turn(-1)), None
                elif object_id == "next":
                    rect = pygame.Rect(right - width, top, width, bh)
                    action, tooltip = (lambda: self.turn(1)), None
                else:
                    lesson = self.chapter_lesson()
                    rect = pygame.Rect(self.page_rect.centerx - width // 2, top, width, bh)
                    action = functools.partial(self.open_lesson, lesson)
                    tooltip = tr("Play the tutorial's lesson on this chapter, on the real table")
                    object_id = "chapter_lesson"
                self.add_button(rect, text, action, object_id=object_id, kind=kind, tooltip=tooltip)
        self._ensure_layout()
        self.scroll = self._clamped(self.scroll)

    def _add_chapter_rows(self, top: int, bottom: int, back_w: int) -> None:
        """The chapters' buttons from `top` down to `bottom`, each as tall as a line of its
        words with their accents. Where they no longer all fit (a large text size) the list
        shows those that do, from `contents_first`, the chapter open among them, and ▲ ▼
        in Back's row (right of Back, `back_w` wide) scroll it, as the wheel over it does."""
        # the line measured on the titles themselves: an accented capital's line is taller
        titles = "".join(tr(chapter.title) for chapter in rules_text.CHAPTERS)
        row_h = room.button_height(self.app, "@chapter_button", self.px(46), letters=titles)
        count = len(rules_text.CHAPTERS)
        room_left = bottom - top - count * row_h
        gap = max(0, min(self.px(4), room_left // max(1, count - 1)))
        self.contents_shown = count if room_left >= 0 else max(1, (bottom - top) // row_h)
        last_first = count - self.contents_shown
        if self._show_open_chapter:  # a chapter just opened stays in view
            index = rules_text.chapter_ids().index(self.chapter_id)
            self.contents_first = min(self.contents_first, index)
            self.contents_first = max(self.contents_first, index - self.contents_shown + 1)
            self._show_open_chapter = False
        self.contents_first = max(0, min(last_first, self.contents_first))
        shown = rules_text.CHAPTERS[self.contents_first : self.contents_first + self.contents_shown]
        y = top
        for chapter in shown:
            button = self.add_button(
                pygame.Rect(self.contents_rect.left, y, self.contents_rect.w, row_h),
                tr(chapter.title),
                functools.partial(self.open_chapter, chapter.id),
                kind="@chapter_button",
                object_id=f"chapter_{chapter.id}",
            )
            if chapter.id == self.chapter_id:
                button.select()
            y += row_h + gap
        if self.contents_scrolls():
            size = room.button_height(self.app, "@glyph_button", self.px(54))
            right = self.contents_rect.right
            needed = back_w + 2 * size + 2 * self.px(8)
            if needed > self.contents_rect.w:  # the arrows would lie on Back: tell
                report_overflow(
                    "rules contents",
                    "▲ ▼",
                    (self.contents_rect.w, size),
                    (needed, size),
                )
            room.add_scroll_arrows(
                self,
                right - 2 * size - self.px(8),
                self.contents_rect.bottom - size,
                self.contents_rect.bottom,
                size,
                self.scroll_contents,
                self.contents_first > 0,
                self.contents_first < last_first,
                beside=right - size,
                tooltips=(tr("Earlier chapters"), tr("Later chapters")),
            )

    def contents_scrolls(self) -> bool:
        """Whether the chapters' list shows only some of the chapters (a large text size)."""
        return self.contents_shown < len(rules_text.CHAPTERS)

    def scroll_contents(self, step: int) -> None:
        """Show the chapters' list from `step` rows further down (up when negative)."""
        first = max(
            0, min(len(rules_text.CHAPTERS) - self.contents_shown, self.contents_first + step)
        )
        if first != self.contents_first:
            self.contents_first = first
            self.rebuild()

    def _footer_width(self, text: str, role: str) -> int:
        """A button under the page: the design's width or its words'."""
        least = self.px(400 if role == "lesson" else 330)
        return room.button_width(self.app, "@small_button", (text,), least)

    def _footer_rows(self) -> list[list[tuple[str, str]]]:
        """The buttons under the page in rows, top to bottom: all on one row while their words
        leave room, else the lesson's on a row of its own above the turning buttons, and those
        two each on a row (the previous chapter's above) when they would meet (a large text)."""
        footer = self._footer_buttons()
        room_w = self.page_rect.w - 2 * self.px(24)

        def fit(buttons: list[tuple[str, str]]) -> bool:
            widths = sum(self._footer_width(text, role) for text, role in buttons)
            return widths + (len(buttons) - 1) * self.px(12) <= room_w

        if fit(footer):
            return [footer]
        lesson = [b for b in footer if b[1] == "lesson"]
        turning = [b for b in footer if b[1] != "lesson"]
        rows = [turning] if fit(turning) else [[b] for b in turning]
        return ([lesson] if lesson else []) + rows

    def _footer_buttons(self) -> list[tuple[str, str]]:
        """The buttons under the page, (words, role): the previous chapter's, the chapter's
        lesson and the next chapter's, those there are."""
        ids = rules_text.chapter_ids()
        index = ids.index(self.chapter_id)
        buttons = []
        if index > 0:
            buttons.append((f"◀  {rules_text.chapter(ids[index - 1]).title}", "previous"))
        lesson = self.chapter_lesson()
        if index < len(ids) - 1:
            buttons.append((f"{rules_text.chapter(ids[index + 1]).title}  ▶", "next"))
        if lesson is not None:
            # translators: {lesson} is the title of a tutorial lesson
            buttons.append((tr("Try it: {lesson}", lesson=tr(lesson.title)), "lesson"))
        return buttons

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
        key = (
            self.chapter_id,
            self.view_rect.w,
            round(self.app.scale, 4),
            round(text_gain(), 4),  # beyond 110% the text grows alone
            tuple(sorted(self.app.settings.keys.items())),  # the keys as set, in the words
            current_language(),  # the words themselves
        )
        if self._layout is None or self._layout_key != key:
            self._layout = PageLayout(
                rules_text.chapter(self.chapter_id, self.app.settings.keys),
                self.view_rect.w,
                self.app.scale,
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
        self._show_open_chapter = True
        self.rebuild()

    def turn(self, step: int) -> None:
        ids = rules_text.chapter_ids()
        index = max(0, min(len(ids) - 1, ids.index(self.chapter_id) + step))
        self.open_chapter(ids[index])

    def scroll_by(self, amount: float) -> None:
        self.scroll = self._clamped(self.scroll + amount)

    def scroll_bar(self) -> ScrollBar | None:
        """The scroll bar where it lies now, or None while the chapter fits its window."""
        if self._layout is None:
            return None
        return ScrollBar.place(
            self.page_rect,
            self.view_rect,
            self._layout.height,
            self.scroll,
            self.max_scroll(),
            self.app.scale,
        )

    def _scroll_to_bar_y(self, y: float) -> None:
        bar = self.scroll_bar()
        if bar is not None:
            self.scroll = self._clamped(bar.scroll_at(y, self.max_scroll()))

    def handle_event(self, event: pygame.event.Event) -> bool:
        line = self.px(60)
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        over_contents = self.contents_rect.collidepoint(self.mouse)
        if event.type == pygame.MOUSEWHEEL and over_contents and self.contents_scrolls():
            self.scroll_contents(-event.y)  # a row a notch, as the other lists that scroll
            return True
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
            bar = self.scroll_bar()
            if bar is not None and bar.track.inflate(self.px(20), 0).collidepoint(event.pos):
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

    # --- spoken (speech/spoken_screen.py) ------------------------------------------------------

    def spoken_pages(self) -> tuple[str, str, list[str]]:
        """The chapter open, read by ear: its id, its opening (its title, how it is read, its
        first part) and its parts in the order the page shows them (a heading, a paragraph, a
        list's item, a table's row, a glossary tile)."""
        chapter = rules_text.chapter(self.chapter_id, self.app.settings.keys)
        parts: list[str] = []
        for block in chapter.blocks:
            if block.kind == "glossary":
                parts += [
                    reading.glossary_part(e.name, e.connectors, e.effect)
                    for e in rules_text.glossary_entries()
                ]
            else:
                parts += reading.part_words(block.kind, block.text)
        opening = reading.chapter_opening(chapter.title, len(parts), parts[0] if parts else "")
        return self.chapter_id, opening, parts

    # --- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        drawing.parchment_card(surface, self.card_rect(), self.app.scale)
        s = self.app.scale
        # contents column
        drawing.inset_panel(surface, self.contents_rect.inflate(self.px(12), self.px(12)), s)
        title = drawing.engraved(
            font("display", 36, s),
            tr("Rules"),
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
            self.contents_rule_y,
            self.px(100),
            s,
        )
        # the page
        head_font = font("display", 40, s)
        for i, line in enumerate(self.head_lines):
            head = drawing.engraved(
                head_font,
                line,
                P.INK,
                s,
                highlight=P.lighter(P.PARCHMENT, 0.6),
                shadow=P.PARCHMENT_SHADE,
            )
            surface.blit(
                head,
                (
                    self.view_rect.left - self.px(2),
                    self.page_rect.top + self.px(6) + i * head_font.get_linesize(),
                ),
            )
        rule_y = self.page_rect.top + self.head_h - self.px(20)
        pygame.draw.line(
            surface,
            P.mix(P.BRASS_DARK, P.PARCHMENT, 0.3),
            (self.view_rect.left, rule_y),
            (self.view_rect.right, rule_y),
            max(1, self.px(2)),
        )
        self._draw_page(surface)
        bar = self.scroll_bar()
        if bar is not None:
            bar.draw(surface, s)
        # hint at more text below/above with a soft fade of parchment
        if self.scroll > 1:
            draw_fade(surface, self.view_rect, self.view_rect.top, s, down=True)
        if self.scroll < self.max_scroll() - 1:
            draw_fade(surface, self.view_rect, self.view_rect.bottom, s, down=False)

    def _draw_page(self, surface: pygame.Surface) -> None:
        """The pieces of the page inside (or just outside) the window, clipped to it."""
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
            draw_piece(surface, piece, x0, y0 + round(piece.y), self.app.scale)
        surface.set_clip(clip)
