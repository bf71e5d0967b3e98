"""The Statistics screen: the player's history of finished games, in figures.

Left: games played, games won and the best score; the player's rating against the AI, in
words and as a chart over the games (ui/statistics/rating_chart.py); the games against each
AI level and in hot seat (with the hot-seat ratings); the average prestige of the player's
seats by where it came from (chips, clocks, device tiles), as one bar coloured like the
results' bars. Right: results by persona and side, and
the last games (date, who played, their scores, the winner), newest first, a page at a time
(the buttons, Page Up / Page Down or the left and right arrows); a click on one replays it
(`nav.open_replay`) from the history's copy of the game.

The figures come from `history_figures` (no pygame), the games from the history file
(`persistence.history`), read when the screen opens; the smoke test hands in a sample history
instead. An empty history shows a few words on how it fills; games the history could not read
are left out, and a line at the foot says so (the first problem, and how many more).
"""

from __future__ import annotations

import datetime
import functools

import pygame

from steamworks.ai.ladder_file import shipped_ladder
from steamworks.ai.ladder_words import level_name
from steamworks.history_figures import Figures, PersonaRecord, Tally, figures
from steamworks.language import (
    PSEUDO,
    current_language,
    date_time,
    decimal,
    listing,
    mark,
    ntr,
    number,
    tr,
)
from steamworks.persistence.history import History, HistoryEntry, game_path, read_history
from steamworks.rules.data import load
from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import text_gain
from steamworks.ui.overflow import report_overflow
from steamworks.ui.rules.scrolling import draw_scroll_bar
from steamworks.ui.scenes import room
from steamworks.ui.scenes.common import CardScene
from steamworks.ui.scenes.load import drawable
from steamworks.ui.scenes.load import fit_text as cut_to_fit
from steamworks.ui.scenes.results import SEGMENTS
from steamworks.ui.speech import charts, reading
from steamworks.ui.statistics.rating_chart import draw_rating_chart, hot_seat_words, rating_words
from steamworks.ui.style import font

GAMES_PER_PAGE = 4
CHART_HEIGHT = 60  # design pixels of the rating's chart
PERSONA_ROWS = 5


def fit_text(f: pygame.font.Font, text: str, width: int) -> str:
    """`text` cut with an ellipsis to `width`, as this screen always has; a cut is reported to
    the overflow watcher beyond 110% (a large text size cuts what the design's sizes left
    whole; up to 110% a long persona's name ends in "..." by design)."""
    if text_gain() > 1.0 and f.size(text)[0] > width:
        report_overflow(
            "statistics", text, (width, f.get_linesize()), (f.size(text)[0], f.get_linesize())
        )
    return cut_to_fit(f, text, width)


ROW_HEIGHT = 28  # design pixels of a line of figures
PAGE_KEYS = {pygame.K_PAGEUP: -1, pygame.K_LEFT: -1, pygame.K_PAGEDOWN: 1, pygame.K_RIGHT: 1}
# beside the "Last games" heading (not a tooltip: the rows' words are drawn over the widgets)
REPLAY_HINT = mark("Click a game to replay it")
EMPTY_TITLE = mark("No finished games yet.")
EMPTY_TEXT = mark(
    "Every game you play to the end is kept here: your wins against each AI level and in hot "
    "seat, how each persona served you, your best score and where your prestige came from."
)


def persona_name(persona: str, side: str | None) -> str:
    """'Rowena (A)'; an unknown persona (from a newer version) by its id."""
    try:
        name = tr(load().persona_side(persona, side or "A").name)
    except KeyError:
        name = persona.replace("_", " ").title()
    return f"{name} ({side})" if side else name


def when_text(entry: HistoryEntry) -> str:
    return date_time(entry.finished.astimezone())


def day_and_month(moment: datetime.datetime) -> str:
    """'28 Nov' (no year), the language's way, for a note with little room."""
    import babel.dates

    code = current_language()
    where = "en_GB" if code in ("en", PSEUDO) else code
    return str(babel.dates.format_skeleton("MMMd", moment, locale=where))


def seat_label(entry: HistoryEntry, index: int) -> str:
    """'Ada 31' for a person, 'Lady Cogsworth (Medium) 27' for an AI seat."""
    seat = entry.seats[index]
    level = seat.ai_level
    who = seat.name if level is None else f"{seat.name} ({level_name(level)})"
    return f"{who} {number(seat.total)}"


def winners_text(entry: HistoryEntry) -> str:
    names = [seat.name for seat in entry.winners]
    # translators: {winners} are the winners' names, joined as a list
    return tr("won by {winners}", winners=listing(names)) if names else ""


def tally_text(tally: Tally) -> str:
    return ntr(
        "{count} game, {wins} won",
        "{count} games, {wins} won",
        tally.games,
        wins=number(tally.wins),
    )


def hot_seat_text(figs: Figures) -> str:
    """'3 games; rated Ada 1120, Brunel 980' (the people's ratings say more than their wins),
    else '3 games; wins: Ada 2, Brunel 1' (the three who won most)."""
    games = ntr("{count} game", "{count} games", figs.hot_seat.games)
    rated = hot_seat_words(figs.hot_seat_ratings)
    if rated:
        # translators: {games} is "3 games"; {ratings} the people's ratings ("Ada 1120, Brunel 980")
        return tr("{games}; rated {ratings}", games=games, ratings=rated)
    wins = ", ".join(f"{name} {number(count)}" for name, count in figs.hot_seat_winners[:3])
    # translators: {games} is "3 games"; {wins} who won how many ("Ada 2, Brunel 1")
    return tr("{games}; wins: {wins}", games=games, wins=wins) if wins else games


def persona_text(record: PersonaRecord) -> str:
    return ntr(
        "{count} game, {wins} won, {average} average",
        "{count} games, {wins} won, {average} average",
        record.games,
        wins=number(record.wins),
        average=decimal(record.average),
    )


def problems_text(problems: tuple[str, ...]) -> str:
    more = len(problems) - 1
    if not more:
        return problems[0]
    # translators: {problem} is why a game of the history could not be read (a sentence)
    return ntr(
        "{problem} (and {count} other problem)",
        "{problem} (and {count} other problems)",
        more,
        problem=problems[0],
    )


class StatisticsScene(CardScene):
    name = "statistics"
    title = mark("Statistics")
    card_size = (1240, 800)
    menu_ring = True  # Tab and the arrows go round the games and buttons, and are heard

    def __init__(self, app, history: History | None = None) -> None:
        super().__init__(app)
        self.history = history if history is not None else read_history()
        self.figures: Figures = figures(self.history.entries)
        self.page = 0
        # at a large text size the two columns stand as one page that scrolls (`column`): how
        # far, and where its last games' rows lie on it (set by build)
        self.column = False
        self.scroll = 0
        self.page_height = 0
        self._game_rows: list[tuple[pygame.Rect, HistoryEntry]] = []

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.figures.recent) // GAMES_PER_PAGE))

    def columns(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The left and right columns' areas, between the title and the buttons."""
        card = self.card_rect()
        pad, gap = self.px(52), self.px(48)
        top = self.content_top()
        bottom = card.bottom - self.px(128)
        left_w = self.px(520)
        left = pygame.Rect(card.left + pad, top, left_w, bottom - top)
        right = pygame.Rect(left.right + gap, top, card.right - pad - left.right - gap, left.h)
        return left, right

    def view_rect(self) -> pygame.Rect:
        """The window the one column's page shows through (a large text size)."""
        return self.content_area(52, 128)

    def build(self) -> None:
        self.column = text_gain() > 1.0 and self.figures.games > 0
        if self.column:
            # lay the page out once on a scratch surface: its height and its games' rows
            view = self.view_rect()
            scratch = pygame.Surface((view.w, 4 * view.h + self.px(2000)), pygame.SRCALPHA)
            self.page_height = self._draw_page(scratch)
            self.scroll = max(0, min(self.scroll, self.page_height - view.h))
        bottom = self.add_foot_back(52, default=True)
        for i, (rect, entry) in enumerate(self.game_rects()):
            # the row's words are drawn over the button (draw_overlay)
            self.add_button(
                rect,
                "",
                functools.partial(self.replay, entry),
                kind="@chapter_button",
                object_id=f"game_{i}",
            )
        if self.pages > 1:
            _, right = self.columns()
            left = right.right - self.px(236)
            self.add_page_buttons(
                left, bottom, self.px(16), self.page, self.pages, self.turn, right=right.right
            )

    def replay(self, entry: HistoryEntry) -> None:
        """The game in the replay viewer, from the history's copy of it (a copy that cannot be
        read gets the viewer's message)."""
        self.app.nav.open_replay(game_path(entry))

    def turn(self, step: int) -> None:
        page = max(0, min(self.pages - 1, self.page + step))
        if page != self.page:
            self.page = page
            self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Page Up / Page Down (or the left and right arrows) turn the last games' pages."""
        if self.column:  # the wheel, Up, Down, Page Up and Page Down scroll the page
            view = self.view_rect()
            steps = {
                pygame.K_UP: -self.px(60),
                pygame.K_DOWN: self.px(60),
                pygame.K_PAGEUP: -view.h * 4 // 5,
                pygame.K_PAGEDOWN: view.h * 4 // 5,
            }
            if event.type == pygame.MOUSEWHEEL:
                self.scroll_page(-event.y * self.px(60))
                return True
            if event.type == pygame.KEYDOWN and event.key in steps:
                self.scroll_page(steps[event.key])
                return True
        if event.type == pygame.KEYDOWN and event.key in PAGE_KEYS:
            self.turn(PAGE_KEYS[event.key])
            return True
        return super().handle_event(event)

    def shown_games(self) -> tuple[HistoryEntry, ...]:
        first = self.page * GAMES_PER_PAGE
        return self.figures.recent[first : first + GAMES_PER_PAGE]

    # --- spoken (speech/spoken_screen.py) ------------------------------------------------------

    def spoken_opening(self) -> str:
        """The screen's figures in words: the records, the player's rating, against the AI,
        where the prestige came from by persona (the last games are heard on the ring)."""
        figs = self.figures
        if figs.games == 0:
            return reading.statistics_opening(tr(self.title), (), [("", tr(EMPTY_TITLE))])
        best = figs.best
        records = [
            (ntr("game played", "games played", figs.games), number(figs.games)),
            (tr("won by you"), number(figs.with_people.wins)),
        ]
        if best is not None:
            when = date_time(best.entry.finished.astimezone(), with_time=False)
            records.append(
                (tr("best score"), f"{number(best.seat.total)}, {best.seat.name}, {when}")
            )
        rows: list[tuple[str, str]] = []
        if figs.rating is not None:
            headline, detail = rating_words(figs.rating, shipped_ladder())
            rows.append((tr("Your rating"), f"{headline}; {detail}"))
            # the chart's line, its shape said (charts.py)
            line = [(p.games, p.rating) for p in figs.rating.points]
            rows.append(("", charts.rating_shape(line)))
        rows += [(level_name(level), tally_text(tally)) for level, tally in figs.against_ai]
        if figs.hot_seat.games:
            rows.append((tr("Hot seat"), hot_seat_text(figs)))
        rows.append(("", self._spoken_sources()))
        rows += [(persona_name(r.persona, r.side), persona_text(r)) for r in figs.by_persona]
        return reading.statistics_opening(tr(self.title), records, rows)

    def _spoken_sources(self) -> str:
        """The bar of where the people's prestige came from, its shape in words."""
        sources = self.figures.sources
        if sources is None or sources.total <= 0:
            return tr("No prestige scored by people yet.")
        return charts.sources_shape(
            tr("Where your prestige came from"),
            tr("Average prestige per game of the seats people played."),
            [(tr(label), getattr(sources, attr)) for attr, label, _colour in SEGMENTS],
        )

    def spoken_stop(self, object_id: str) -> str:
        """One of the last games, where the ring reaches its row ("" for the buttons)."""
        shown = self.shown_games()
        if not object_id.startswith("game_") or not object_id[5:].isdigit():
            return ""
        index = int(object_id[5:])
        if index >= len(shown):
            return ""
        entry = shown[index]
        head = ", ".join(part for part in (when_text(entry), winners_text(entry)) if part)
        seats = [
            (
                seat.name
                if seat.ai_level is None
                else f"{seat.name} ({level_name(seat.ai_level)})",
                seat.total,
            )
            for seat in entry.seats
        ]
        first = self.page * GAMES_PER_PAGE
        return reading.statistics_game(first + index + 1, len(self.figures.recent), head, seats)

    # --- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        card = self.draw_card(surface)
        if self.figures.games == 0:
            self._draw_empty(surface, card)
        elif self.column:
            view = self.view_rect()
            page = pygame.Surface((view.w, self.page_height), pygame.SRCALPHA)
            self._draw_page(page)
            surface.blit(page, view.topleft, pygame.Rect(0, self.scroll, view.w, view.h))
            for rect, _entry in self.game_rects():
                drawing.inset_panel(surface, rect, self.app.scale)
            draw_scroll_bar(
                surface,
                view,
                self.px(30),
                self.page_height,
                self.scroll,
                max(1, self.page_height - view.h),
                self.app.scale,
            )
        else:
            left, right = self.columns()
            self._draw_left(surface, left)
            self._draw_right(surface, right)
        if self.history.problems:
            f = font("ui", 15, self.app.scale)
            text = fit_text(f, problems_text(self.history.problems), card.w - self.px(120))
            drawing.blit_text(
                surface,
                f,
                text,
                P.OXIDE_RED,
                (card.centerx, card.bottom - self.px(122)),
                "midtop",
            )

    def scroll_page(self, amount: int) -> None:
        """Scroll the one column's page by `amount` pixels (down when positive)."""
        view = self.view_rect()
        scroll = max(0, min(self.page_height - view.h, self.scroll + amount))
        if scroll != self.scroll:
            self.scroll = scroll
            self.rebuild()  # the games' buttons move with the page

    def _draw_page(self, page: pygame.Surface) -> int:
        """The one column at a large text size, drawn on `page` from its top: the figures,
        against the AI, where the prestige came from, by persona, the last games (their rows
        kept in `_game_rows`, page coordinates). Returns the page's height."""
        width = page.get_width() - self.px(30)  # the scroll bar's room
        area = pygame.Rect(0, 0, width, page.get_height())
        y = self._draw_left(page, area)
        y += self.px(16)
        figs = self.figures
        y = self.section_heading(page, tr("By persona"), (0, y), width)
        rows = [(persona_name(r.persona, r.side), persona_text(r)) for r in figs.by_persona]
        if not rows:
            rows = [("", tr("No persona played by people yet."))]
        y = self._draw_rows(page, rows, area.move(0, 0), y, label_w=self._label_width(rows, width))
        y += self.px(16)
        y = self.section_heading(page, tr("Last games"), (0, y), width)
        hint_f = font("ui", 15, self.app.scale)
        y += room.blit_label(page, hint_f, tr(REPLAY_HINT), P.INK_SOFT, pygame.Rect(0, y, width, 0))
        y += self.px(6)
        head_f, seats_f = font("ui_medium", 17, self.app.scale), font("ui", 15, self.app.scale)
        self._game_rows = []
        for entry in self.shown_games():
            seats = "  ·  ".join(seat_label(entry, i) for i in range(entry.players))
            height = (
                head_f.get_linesize()
                + room.label_height(seats_f, drawable(seats_f, seats), width - self.px(24))
                + self.px(16)
            )
            self._game_rows.append((pygame.Rect(0, y, width, height), entry))
            y += height + self.px(6)
        return y + self.px(8)

    def _label_width(self, rows: list[tuple[str, str]], width: int) -> int:
        """The labels' column of a list of figures: as wide as its longest label (a large text
        size), at most half of `width`."""
        label_f = font("ui_medium", 17, self.app.scale)
        widest = max((label_f.size(label)[0] for label, _ in rows), default=0)
        return min(widest + self.px(16), width // 2)

    def _draw_empty(self, surface: pygame.Surface, card: pygame.Rect) -> None:
        centre_y = card.centery - self.px(30)
        drawing.blit_text(
            surface,
            font("serif_italic", 30, self.app.scale),
            tr(EMPTY_TITLE),
            P.INK_SOFT,
            (card.centerx, centre_y - self.px(30)),
            "center",
        )
        room.blit_paragraph(
            surface,
            font("ui", 18, self.app.scale),
            tr(EMPTY_TEXT),
            P.INK_SOFT,
            pygame.Rect(card.left + self.px(220), centre_y + self.px(6), card.w - self.px(440), 0),
            align="center",
        )

    def _draw_left(self, surface: pygame.Surface, area: pygame.Rect) -> int:
        figs = self.figures
        y = self._draw_headline(surface, area)
        y = self.section_heading(surface, tr("Against the AI"), (area.left, y), area.w)
        rows = [(level_name(level), tally_text(tally)) for level, tally in figs.against_ai]
        if figs.hot_seat.games:
            rows.append((tr("Hot seat"), hot_seat_text(figs)))
        if not rows:
            rows.append(("", tr("No games with people at the table yet.")))
        if figs.rating is not None:  # the player's rating, its chart and interval (rating_chart)
            headline, detail = rating_words(figs.rating, shipped_ladder())
            first = [(tr("Your rating"), headline)]
            y = self._draw_rows(surface, first, area, y, self._labels_w(first + rows, area))
            chart_h = self.px(CHART_HEIGHT)
            if self.column:  # room for its three levels' names down its side
                chart_h = max(chart_h, 3 * font("ui", 14, self.app.scale).get_linesize())
            chart = pygame.Rect(area.left, y - self.px(4), area.w, chart_h)
            draw_rating_chart(surface, chart, figs.rating, shipped_ladder(), self.app.scale)
            y = chart.bottom + self.hint(surface, detail, (area.left, chart.bottom, area.w, 0), 15)
            y += self.px(4)
        y = self._draw_rows(surface, rows, area, y, label_w=self._labels_w(rows, area))
        y += self.px(14)
        y = self.section_heading(
            surface, tr("Where your prestige came from"), (area.left, y), area.w
        )
        return self._draw_sources(surface, area, y)

    def _labels_w(self, rows: list[tuple[str, str]], area: pygame.Rect) -> int:
        """The design's 130 pixels for the labels, or at a large text size their own width."""
        if not self.column:
            return self.px(130)
        return max(self.px(130), self._label_width(rows, area.w))

    def _draw_headline(self, surface: pygame.Surface, area: pygame.Rect) -> int:
        """Three framed figures: games played, games won, the best score (whose, and when:
        each box is (figure, label, note, the note when space is short))."""
        figs = self.figures
        gap = self.px(16)
        box_w, box_h = (area.w - 2 * gap) // 3, self.px(104)
        s = self.app.scale
        figure_h = font("numbers", 40, s).get_linesize()
        label_top, note_top = self.px(58), self.px(80)
        if self.column:  # each line under the one above it (a large text size)
            label_top = self.px(4) + figure_h
            note_top = label_top + font("ui_medium", 16, s).get_linesize()
            box_h = note_top + font("ui", 13, s).get_linesize() + self.px(8)
        best = figs.best
        boxes = (
            (
                number(figs.games),
                ntr("game played", "games played", figs.games),
                "",
                "",
            ),
            (number(figs.with_people.wins), tr("won by you"), "", ""),
            (
                number(best.seat.total) if best else "–",
                tr("best score"),
                # translators: {name} is the player who scored best; {date} when
                tr(
                    "{name}, {date}",
                    name=best.seat.name,
                    date=date_time(best.entry.finished.astimezone(), with_time=False),
                )
                if best
                else "",
                tr(
                    "{name}, {date}",
                    name=best.seat.name,
                    date=day_and_month(best.entry.finished.astimezone()),
                )
                if best
                else "",
            ),
        )
        for i, (figure, label, note, short_note) in enumerate(boxes):
            box = pygame.Rect(area.left + i * (box_w + gap), area.top, box_w, box_h)
            drawing.inset_panel(surface, box, s)
            drawing.blit_text(
                surface,
                font("numbers", 40, s),
                figure,
                P.COPPER_DARK,
                (box.centerx, box.top + self.px(8)),
                "midtop",
            )
            drawing.blit_text(
                surface,
                font("ui_medium", 16, s),
                label,
                P.INK,
                (box.centerx, box.top + label_top),
                "midtop",
            )
            if note:
                f = font("ui", 13, s)
                room = box.w - self.px(12)
                # the year goes before the name is cut short
                note = note if f.size(note)[0] <= room else short_note
                drawing.blit_text(
                    surface,
                    f,
                    fit_text(f, note, room),
                    P.INK_SOFT,
                    (box.centerx, box.top + note_top),
                    "midtop",
                )
        return area.top + box_h + self.px(18)

    def _draw_rows(
        self,
        surface: pygame.Surface,
        rows: list[tuple[str, str]],
        area: pygame.Rect,
        y: int,
        label_w: int,
    ) -> int:
        """Label and figures, one line each; returns the y below them."""
        s = self.app.scale
        label_f, value_f = font("ui_medium", 17, s), font("ui", 17, s)
        line = self.px(ROW_HEIGHT)
        if self.column:
            line = max(line, value_f.get_linesize(), label_f.get_linesize())
        if value_f.get_linesize() > line:  # the rows' words run into one another: tell
            report_overflow(
                "statistics rows",
                " / ".join(value for _, value in rows),
                (area.w, line),
                (area.w, value_f.get_linesize()),
            )
        for label, value in rows:
            value_w = area.w - label_w
            if self.column and (
                value_f.size(value)[0] > value_w or label_f.size(label)[0] > label_w - self.px(8)
            ):
                # on as many lines as they need (a large text size), never cut
                box = pygame.Rect(area.left + label_w, y, value_w, 0)
                used = room.blit_label(surface, value_f, value, P.INK_SOFT, box)
                box = pygame.Rect(area.left, y, label_w - self.px(8), 0)
                used = max(used, room.blit_label(surface, label_f, label, P.INK, box))
                y += max(line, used)
                continue
            label = fit_text(label_f, label, label_w - self.px(8))
            drawing.blit_text(surface, label_f, label, P.INK, (area.left, y))
            drawing.blit_text(
                surface,
                value_f,
                fit_text(value_f, value, value_w),
                P.INK_SOFT,
                (area.left + label_w, y),
            )
            y += line
        return y

    def _draw_sources(self, surface: pygame.Surface, area: pygame.Rect, y: int) -> int:
        """The people's average prestige per game as one bar, split by where it came from."""
        sources = self.figures.sources
        s = self.app.scale
        if sources is None or sources.total <= 0:
            return y + self.hint(
                surface,
                tr("No prestige scored by people yet."),
                pygame.Rect(area.left, y, area.w, 0),
            )
        numbers = font("numbers", 22, s)
        total_img = numbers.render(decimal(sources.total), True, P.INK)
        bar = pygame.Rect(
            area.left, y + self.px(4), area.w - total_img.get_width() - self.px(16), self.px(38)
        )
        pygame.draw.rect(
            surface, P.mix(P.PARCHMENT, P.PARCHMENT_SHADE, 0.6), bar, border_radius=self.px(4)
        )
        x = float(bar.left)
        small = font("numbers", 16, s)
        for attr, _label, colour in SEGMENTS:
            value = getattr(sources, attr)
            width = bar.w * value / sources.total
            if width < 1:
                continue
            segment = pygame.Rect(round(x), bar.top, max(1, round(width)), bar.h)
            pygame.draw.rect(surface, colour, segment)
            pygame.draw.rect(surface, P.darker(colour, 0.35), segment, 1)
            text = decimal(value)
            if small.size(text)[0] + self.px(8) < segment.w:
                ink = P.PARCHMENT if P.luminance(colour) < 0.3 else P.INK
                drawing.blit_text(surface, small, text, ink, segment.center, "center")
            x += width
        surface.blit(total_img, total_img.get_rect(midleft=(bar.right + self.px(12), bar.centery)))
        # the legend, then what the bar is
        ly = bar.bottom + self.px(10)
        lx = area.left
        legend_f = font("ui", 15, s)
        for _attr, label, colour in SEGMENTS:
            item_w = self.px(16 + 6 + 20) + legend_f.size(tr(label))[0]
            if self.column and lx > area.left and lx + item_w > area.right:
                lx, ly = area.left, ly + legend_f.get_linesize()  # the legend's next line
            swatch = pygame.Rect(lx, ly, self.px(16), self.px(16))
            pygame.draw.rect(surface, colour, swatch, border_radius=self.px(3))
            pygame.draw.rect(surface, P.darker(colour, 0.35), swatch, 1, border_radius=self.px(3))
            r = drawing.blit_text(
                surface,
                legend_f,
                tr(label),
                P.INK,
                (swatch.right + self.px(6), swatch.centery),
                "midleft",
            )
            lx = r.right + self.px(20)
        below = ly + (legend_f.get_linesize() if self.column else self.px(24))
        return below + self.hint(
            surface,
            tr("Average prestige per game of the seats people played."),
            pygame.Rect(area.left, below, area.w, 0),
            size=15,
        )

    def heading_height(self) -> int:
        """What `section_heading` takes: the heading's line, its rule and the gap under it."""
        return font("heading", 25, self.app.scale).get_height() + self.px(10)

    def game_rects(self) -> list[tuple[pygame.Rect, HistoryEntry]]:
        """Where each game of the page is listed: below the persona rows (room for
        PERSONA_ROWS of them, so the list never moves) and the "Last games" heading."""
        if self.column:
            # the rows on the page, moved by the scroll; only those wholly in the window
            view = self.view_rect()
            out = []
            for rect, entry in self._game_rows:
                moved = rect.move(view.left, view.top - self.scroll)
                if view.top <= moved.top and moved.bottom <= view.bottom:
                    out.append((moved, entry))
            return out
        _, right = self.columns()
        top = self.games_heading_top() + self.heading_height()
        height, gap = self.px(62), self.px(6)
        return [
            (pygame.Rect(right.left, top + i * (height + gap), right.w, height), entry)
            for i, entry in enumerate(self.shown_games())
        ]

    def games_heading_top(self) -> int:
        _, right = self.columns()
        return right.top + self.heading_height() + PERSONA_ROWS * self.px(ROW_HEIGHT) + self.px(14)

    def _draw_right(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        figs = self.figures
        y = self.section_heading(surface, tr("By persona"), (area.left, area.top), area.w)
        rows = [(persona_name(r.persona, r.side), persona_text(r)) for r in figs.by_persona]
        hidden = len(rows) - PERSONA_ROWS
        if hidden > 0:
            rows = rows[: PERSONA_ROWS - 1] + [
                ("", ntr("and {count} other", "and {count} others", hidden + 1))
            ]
        if not rows:
            rows = [("", tr("No persona played by people yet."))]
        self._draw_rows(surface, rows, area, y, label_w=self.px(300))
        top = self.games_heading_top()
        self.section_heading(surface, tr("Last games"), (area.left, top), area.w)
        hint_f = font("ui", 15, self.app.scale)
        line_bottom = top + font("heading", 25, self.app.scale).get_height() - self.px(4)
        drawing.blit_text(
            surface, hint_f, tr(REPLAY_HINT), P.INK_SOFT, (area.right, line_bottom), "bottomright"
        )
        for rect, _entry in self.game_rects():  # under each row's button, which lights on hover
            drawing.inset_panel(surface, rect, self.app.scale)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Each listed game's words over its button: when and who won, then every seat with
        its score."""
        s = self.app.scale
        head_f, seats_f = font("ui_medium", 17, s), font("ui", 15, s)
        pad = self.px(12)
        for row, entry in self.game_rects():
            head = f"{when_text(entry)}  ·  {winners_text(entry)}"
            drawing.blit_text(
                surface,
                head_f,
                fit_text(head_f, drawable(head_f, head), row.w - 2 * pad),
                P.COPPER_DARK if any(w.human for w in entry.winners) else P.INK,
                (row.left + pad, row.top + self.px(7)),
            )
            seats = "  ·  ".join(seat_label(entry, i) for i in range(entry.players))
            if self.column:  # under the head line, wrapped (a large text size)
                box = pygame.Rect(
                    row.left + pad, row.top + self.px(7) + head_f.get_linesize(), row.w - 2 * pad, 0
                )
                room.blit_label(surface, seats_f, drawable(seats_f, seats), P.INK_SOFT, box)
                continue
            drawing.blit_text(
                surface,
                seats_f,
                fit_text(seats_f, drawable(seats_f, seats), row.w - 2 * pad),
                P.INK_SOFT,
                (row.left + pad, row.top + self.px(34)),
            )
        super().draw_overlay(surface)
