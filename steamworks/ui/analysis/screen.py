"""The Analysis screen: the coach's review of a game, as it comes.

Opened from the Results screen ("Analyse") and from the Load screen for any save
(`app.nav.open_analysis`). The analysis (coach/analysis.py) runs on a background thread
(`ui/analysis/runner.py`); the screen reads its newest partial result every frame:

- a progress bar with how many decisions have been reviewed, and Stop (Esc or Back also stop
  it: leaving the screen cancels the run);
- the five costliest decisions so far, in words ("Round 4: you took ...; building ... was
  worth about 2.5 prestige more") with the evaluation's reason, numbered;
- the chart of every player's estimated final prestige across the game, in their colours and
  shapes, with the costliest decisions numbered on the line of the player who made them.

The decisions reviewed are the human seats' (every seat in a game between AI players); the
words say "you" when one human seat is reviewed.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from steamworks.coach.analysis import Analysis, InLanguage, Review, decision_line, human_seats
from steamworks.language import current_language, decimal, listing, mark, ntr, number, ptr, tr
from steamworks.persistence.record import GameRecord
from steamworks.ui import draw as drawing
from steamworks.ui import text_fit as TF
from steamworks.ui.analysis.chart import Chart, draw_chart
from steamworks.ui.analysis.runner import AnalysisRunner
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import get_font, text_gain
from steamworks.ui.game import views as V
from steamworks.ui.rules.scrolling import draw_scroll_bar
from steamworks.ui.scenes import room
from steamworks.ui.scenes.common import CardScene
from steamworks.ui.speech import reading
from steamworks.ui.speech.spoken_screen import Watched
from steamworks.ui.style import font

COSTLIEST = 5
CLICK_ONE = mark("click one (or press its number) to see it in the replay")
EXPLANATION = mark(
    "A decision's cost is the final prestige it gave up against the best choice the "
    "coach found, what it let your opponents gain counted against it."
)


class AnalysisScene(CardScene):
    name = "analysis"
    title = mark("The Coach's Analysis")
    card_size = (1500, 840)

    def __init__(self, app, record: GameRecord, *, analysis: Analysis | None = None) -> None:
        """The analysis of the game `record`: run in the background, unless a finished
        `analysis` is given (screenshots, tests)."""
        super().__init__(app)
        self.record = record
        self.setup = setup = record.setup
        self.seats = human_seats(setup)
        humans = [s for s in self.seats if setup.seats[s].controller == "human"]
        self.you = set(humans) if len(humans) == 1 else set()
        self.analysis = analysis
        self.runner: AnalysisRunner | None = None
        self.in_language = InLanguage(setup, record.log)  # reviews said again when it changes
        self.first_review = 0  # the first decision listed (they scroll at a large text size)
        # the decisions' column width at a large text size, with what it was found for
        self._width_for: tuple[tuple, int] = ((), 0)

    # --- the run ------------------------------------------------------------------------------

    def enter(self) -> None:
        if self.analysis is None and self.runner is None:
            self.runner = AnalysisRunner(self.setup, self.record.log, seats=self.seats)
        super().enter()

    def exit(self) -> None:
        if self.runner is not None:
            self.runner.cancel()  # it ends at its next check; nothing waits for it
        super().exit()

    @property
    def running(self) -> bool:
        return self.runner is not None and self.runner.running

    def stop(self) -> None:
        if self.runner is not None:
            self.runner.cancel()

    def on_back(self) -> None:
        self.stop()
        super().on_back()

    def update(self, dt: float) -> None:
        if self.runner is not None:
            self.analysis = self.runner.latest
        if self.analysis is not None:
            self.analysis = self.in_language(self.analysis)
        if self.widget_or_none("stop") is not None and not self.running:
            self.rebuild()  # the run is over: nothing left to stop

    def animating(self) -> bool:
        """The coach is still reviewing: its progress must keep coming in (`ui.rest`)."""
        return self.running

    def costliest(self) -> list[Review]:
        return self.analysis.costliest(COSTLIEST) if self.analysis is not None else []

    # --- layout -------------------------------------------------------------------------------

    def _columns(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The decisions' column and the chart's, under the progress line."""
        card = self.card_rect()
        top = self.content_top() + self.px(64)
        bottom = min(card.bottom - self.px(120), self._explanation_rect().top - self.px(12))
        left_w = self.px(640)
        if text_gain() > 1.0:
            left_w = self._decisions_width(bottom - top)
        left = pygame.Rect(card.left + self.px(44), top, left_w, bottom - top)
        right = pygame.Rect(
            left.right + self.px(36),
            top,
            card.right - self.px(44) - left.right - self.px(36),
            bottom - top,
        )
        return left, right

    def build(self) -> None:
        card = self.card_rect()
        bottom = self.add_foot_back(44)
        if self.running:
            self.add_button(
                pygame.Rect(
                    card.right - self.px(44) - self.px(180), bottom, self.px(180), self.px(56)
                ),
                ptr("button", "Stop"),
                self.stop,
                object_id="stop",
                tooltip=tr("Stop the analysis here, keeping what it has found"),
            )

    # --- spoken (speech/spoken_screen.py) ------------------------------------------------------

    def spoken_pages(self) -> tuple[str, str, list[str]]:
        """The analysis read by ear: how far it got first, then each of the costliest
        decisions (Down and Up), numbered as the keys that open them in the replay."""
        names = self._names()
        decisions = [
            reading.decision_part(place, decision_line(review, names, self.you), review.reason)
            for place, review in enumerate(self.costliest(), 1)
        ]
        status = self.status_text()
        return "analysis", reading.analysis_opening(tr(self.title), status), [status, *decisions]

    def spoken_watch(self) -> Watched:
        """The analysis finished or stopped (while it runs, its progress is not said)."""
        a = self.analysis
        done = a is not None and (a.complete or a.stopped or not self.running)
        return Watched(done, self.status_text() if done else "")

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        card = self.draw_card(surface)
        self._draw_progress(surface, card)
        left, right = self._columns()
        self._draw_decisions(surface, left)
        self._draw_chart(surface, right)
        self._draw_explanation(surface, card)

    def _explanation_rect(self) -> pygame.Rect:
        """Where what a loss means goes: between the buttons, higher and taller when a large
        text needs more lines than the design's two."""
        card = self.card_rect()
        rect = pygame.Rect(
            card.left + self.px(270),
            card.bottom - self.px(92),
            card.w - self.px(540),
            self.px(60),
        )
        if text_gain() > 1.0:
            needed = room.paragraph_height(font("ui", 15, self.app.scale), tr(EXPLANATION), rect.w)
            if needed > rect.h:
                rect.top = rect.bottom - needed
                rect.h = needed
        return rect

    def _draw_explanation(self, surface: pygame.Surface, card: pygame.Rect) -> None:
        """What a loss means, between the buttons."""
        self.hint(surface, tr(EXPLANATION), self._explanation_rect(), size=15)

    def status_text(self) -> str:
        a = self.analysis
        if self.runner is not None and self.runner.error is not None:
            # translators: {problem} is the error, as Python words it
            return tr("the analysis failed ({problem})", problem=self.runner.error)
        if a is None:
            return tr("replaying the game…")
        lost = decimal(sum(r.loss for r in a.decisions))
        if a.complete:
            # translators: {lost} is a number with one decimal (2.5)
            return ntr(
                "{count} decision reviewed · {lost} prestige given up in all",
                "{count} decisions reviewed · {lost} prestige given up in all",
                a.done,
                lost=lost,
            )
        if a.stopped or (self.runner is not None and not self.runner.running):
            # translators: {done} of {total} decisions reviewed; {lost} is a number (2.5)
            return ntr(
                "stopped after {done} of {count} decision · {lost} prestige given up",
                "stopped after {done} of {count} decisions · {lost} prestige given up",
                a.total,
                done=number(a.done),
                lost=lost,
            )
        return tr(
            "reviewing decision {step} of {total}…", step=number(a.done + 1), total=number(a.total)
        )

    def _draw_progress(self, surface: pygame.Surface, card: pygame.Rect) -> None:
        """Whose decisions, how far the review has got, and the bar."""
        s = self.app.scale
        bar = pygame.Rect(
            card.right - self.px(44) - self.px(320),
            self.content_top() + self.px(6),
            self.px(320),
            self.px(18),
        )
        whose = listing([self.setup.seats[i].name for i in self.seats])
        # translators: {players} whose decisions are reviewed (names); {status} how far it has got
        text = tr("{players}: {status}", players=whose, status=self.status_text())
        failed = self.runner is not None and self.runner.error is not None
        if text_gain() > 1.0:
            # a large text size: the bar gives up width (to a third of its own) for the words
            words_right = (
                card.left
                + self.px(44 + 26)
                + TF.text_width("ui_medium", max(9, round(17 * s)), text)
            )
            spare = bar.right - words_right
            if spare < bar.w:
                bar.w = max(self.px(110), spare)
                bar.x = card.right - self.px(44) - bar.w
        V.put_fitted(  # beyond 110% smaller type, as far as the 110% size, before a cut
            surface,
            "ui_medium",
            17 * s,
            text,
            bar.left - card.left - self.px(70),
            P.OXIDE_RED if failed else P.INK,
            (card.left + self.px(44), bar.centery),
            "midleft",
        )
        a = self.analysis
        done = 0.0
        if a is not None and a.complete:
            done = 1.0
        elif a is not None and a.total:
            done = a.done / a.total
        radius = self.px(4)
        shade = P.mix(P.PARCHMENT, P.PARCHMENT_SHADE, 0.7)
        pygame.draw.rect(surface, shade, bar, border_radius=radius)
        filled = bar.copy()
        filled.w = round(bar.w * done)
        if filled.w:
            pygame.draw.rect(surface, P.VERDIGRIS, filled, border_radius=radius)
        pygame.draw.rect(surface, P.BRASS_DARK, bar, 1, border_radius=radius)

    def review_boxes(self) -> list[tuple[pygame.Rect, Review]]:
        """Where each of the costliest decisions is listed (a click there opens it)."""
        rect, _chart = self._columns()
        top = rect.top + self._list_top()  # under the heading
        gap = self.px(10)
        share = (rect.bottom - top) / COSTLIEST - gap
        if not self._boxes_grow(rect.w, round(share)):
            return [
                (
                    pygame.Rect(rect.left, round(top + k * (share + gap)), rect.w, round(share)),
                    review,
                )
                for k, review in enumerate(self.costliest())
            ]
        # a large text size, or a sentence the design's share cannot hold even in the
        # smallest type: each box as tall as its words, from the first one scrolled to,
        # clear of the scroll bar beside them
        boxes: list[tuple[pygame.Rect, Review]] = []
        y = top
        rect = pygame.Rect(rect.left, rect.top, rect.w - self.px(30), rect.h)
        for k, review in enumerate(self.costliest()):
            if k < self.first_review:
                continue
            height = max(round(share), self._review_height(review, rect.w))
            if boxes and y + height > rect.bottom:
                break
            # a first box taller than the whole column (the widest it may be) is kept inside
            # it: its sentence takes smaller type there (_draw_review), or is cut and reported
            height = min(height, rect.bottom - y)
            boxes.append((pygame.Rect(rect.left, y, rect.w, height), review))
            y += height + gap
        return boxes

    def _design_box(self) -> tuple[int, int]:
        """The width and height of a decision's box in the design: an equal share of the
        column under the heading, for the five costliest decisions."""
        rect, _chart = self._columns()
        top = rect.top + self._list_top()
        return rect.w, round((rect.bottom - top) / COSTLIEST - self.px(10))

    def _boxes_grow(self, width: int, share: int) -> bool:
        """Whether the decisions' boxes are as tall as their words (and the list scrolls) rather
        than the design's equal shares of the column, `share` tall and `width` wide: at a large
        text size, and where a sentence does not fit its share even in the smallest type the
        design allows (the pseudo-language at 80% and 110%, French at 80% in the smallest
        window: four lines of 9 px where three fit)."""
        if text_gain() > 1.0:
            return True
        s = self.app.scale
        names = self._names()
        return not all(
            TF.fits_block(
                "ui",
                max(11 * s, TF.smallest_px()),
                decision_line(review, names, self.you),
                width - self.px(40) - self._loss_room(review),
                share - (self.px(22) if review.reason else 0),
                spacing=1.05,
            )
            for review in self.costliest()
        )

    def _list_top(self, width: int | None = None) -> int:
        """How far under the column's top the boxes start: under the heading, and under the
        line saying they can be clicked (on lines of its own at a large text size, in the
        column's width or `width`)."""
        if width is None:
            width = self._columns()[0].w
        if not self._click_one_below(width):
            return self.px(44)
        heading = font("heading", 25, self.app.scale).get_linesize() + self.px(12)
        return heading + room.label_height(font("ui", 14, self.app.scale), tr(CLICK_ONE), width)

    def _click_one_below(self, width: int) -> bool:
        """Whether the line saying a decision can be clicked goes under the column's heading,
        wrapped, rather than beside it: at a large text size, and where the two would meet
        (the pseudo-language at 80%: it was drawn over the heading)."""
        if text_gain() > 1.0:
            return True
        s = self.app.scale
        heading = font("heading", 25, s).size(tr("The costliest decisions"))[0]
        click = font("ui", 14, s).size(tr(CLICK_ONE))[0]
        return heading + self.px(16) + click > width

    def _decisions_width(self, height: int) -> int:
        """At a large text size, the decisions' column: the design's 640 pixels, or wider (the
        chart narrower, down to 300 or its heading's width) until the costliest decision's box fits the column's
        `height` (a longer language's sentence at 200% outgrew the whole column and ran
        under the buttons). Kept for the decisions, language and size it was found for."""
        card = self.card_rect()
        reviews = self.costliest()
        key = (tuple(r.index for r in reviews), height, card.size, text_gain(), current_language())
        if self._width_for[0] == key:
            return self._width_for[1]
        # the chart keeps 300 pixels, and its heading's width at the 110% size it may shrink to
        heading = get_font("heading", round(25 * self.app.scale / text_gain()))
        chart_w = max(self.px(300), heading.size(tr("Estimated final prestige"))[0] + self.px(4))
        widest = card.w - self.px(44 + 36 + 44) - chart_w
        width = self.px(640)
        while width < widest and any(
            self._list_top(width) + self._review_height(r, width - self.px(30)) > height
            for r in reviews
        ):
            width = min(widest, width + self.px(40))
        self._width_for = (key, width)
        return width

    def _review_height(self, review: Review, width: int) -> int:
        """A box tall enough for its sentence and its reason (a large text size)."""
        s = self.app.scale
        text_w = width - self.px(40) - self._loss_room(review)
        px = max(9, round(15 * s))
        lines = TF.wrap("ui", px, decision_line(review, self._names(), self.you), text_w)
        step = round(get_font("ui", px).get_linesize() * 1.05)
        reason = get_font("serif_italic", px).get_linesize() if review.reason else 0
        return len(lines) * step + reason + self.px(12)

    def _loss_room(self, review: Review) -> int:
        """The room kept right of a decision's sentence for what it cost ("−2.5 prestige"):
        the design's, or as wide as those words when they are wider (a large text size, or a
        longer language's words: the pseudo-language's ran over the sentence at 80%)."""
        s = self.app.scale
        # translators: {loss} is a number with one decimal (2.5)
        words = tr("−{loss} prestige", loss=decimal(review.loss))
        width = TF.text_width("ui_bold", max(9, round(16 * s)), words)
        if text_gain() <= 1.0:  # the design's room holds the English words with 4 px to spare
            return max(self.px(120), width + self.px(4))
        return max(self.px(120), width + 12)

    def _names(self) -> Sequence[str]:
        return self.analysis.names if self.analysis is not None else ()

    def scroll_reviews(self, step: int) -> None:
        """The list of decisions from `step` further down (up when negative)."""
        last = max(0, len(self.costliest()) - 1)
        self.first_review = max(0, min(last, self.first_review + step))

    def open_decision(self, review: Review) -> None:
        """The replay viewer at the decision, the move played and the better one side by side."""
        self.app.nav.open_replay(
            self.record, index=review.index, chosen=review.chosen, better=review.best
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        scrolls = self.first_review > 0 or len(self.review_boxes()) < len(self.costliest())
        if scrolls and event.type == pygame.MOUSEWHEEL:
            self.scroll_reviews(-event.y)
            return True
        if (
            scrolls
            and event.type == pygame.KEYDOWN
            and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP)
        ):
            self.scroll_reviews(1 if event.key == pygame.K_PAGEDOWN else -1)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for box, review in self.review_boxes():
                if box.collidepoint(event.pos):
                    self.open_decision(review)
                    return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_5:
            reviews = self.costliest()  # by its number, shown or scrolled out of sight
            chosen = event.key - pygame.K_1
            if chosen < len(reviews):
                self.open_decision(reviews[chosen])
                return True
        return super().handle_event(event)

    def _draw_decisions(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        y = self.section_heading(surface, tr("The costliest decisions"), rect.topleft, rect.w)
        reviews = self.costliest()
        if reviews and not self._click_one_below(rect.w):
            self.label(
                surface,
                tr(CLICK_ONE),
                (rect.right, rect.top + self.px(8)),
                size=14,
                role="ui",
                colour=P.INK_SOFT,
                anchor="topright",
            )
        elif reviews:  # under the heading, wrapped (a large text size)
            box = pygame.Rect(rect.left, y, rect.w, 0)
            room.blit_label(surface, font("ui", 14, self.app.scale), tr(CLICK_ONE), P.INK_SOFT, box)
        if not reviews:
            words = (
                tr("No decision reviewed so far gave anything up.")
                if self.analysis is not None and self.analysis.done
                else tr("The coach is looking at the first decisions.")
            )
            self.hint(surface, words, pygame.Rect(rect.left, y + self.px(8), rect.w, self.px(60)))
            return
        names = self._names()
        mouse = pygame.mouse.get_pos()
        boxes = self.review_boxes()
        for place, (box, review) in enumerate(boxes, self.first_review + 1):
            if box.collidepoint(mouse) and not self.covered:
                drawing.veil(surface, box.inflate(self.px(12), self.px(4)), (*P.BRASS_LIGHT, 60))
            self._draw_review(surface, box, place, review, names)
        if self.first_review or len(boxes) < len(reviews):
            # how far down the list is scrolled: a brass bar beside it
            top = boxes[0][0].top
            view = pygame.Rect(rect.left, top, rect.w, rect.bottom - top)
            draw_scroll_bar(
                surface,
                view,
                self.px(28),
                view.h * len(reviews) / max(1, len(boxes)),
                self.first_review,
                max(1, len(reviews) - len(boxes)),
                self.app.scale,
            )

    def _draw_review(
        self,
        surface: pygame.Surface,
        box: pygame.Rect,
        place: int,
        review: Review,
        names: Sequence[str],
    ) -> None:
        s = self.app.scale
        disc = (box.left + self.px(16), box.top + self.px(16))
        pygame.draw.circle(surface, P.INK, disc, self.px(14))
        V.put_text(surface, "numbers", 17 * s, str(place), P.PARCHMENT, disc, "center")
        text_left = box.left + self.px(40)
        width = box.right - text_left
        V.put_text(
            surface,
            "ui_bold",
            16 * s,
            # what it gave up against the best found
            # translators: {loss} is a number with one decimal (2.5)
            tr("−{loss} prestige", loss=decimal(review.loss)),
            P.PRESTIGE,
            (box.right, box.top + self.px(4)),
            "topright",
        )
        line = decision_line(review, names, self.you)
        reason_h = self.px(22) if review.reason else 0
        if self._boxes_grow(
            *self._design_box()
        ):  # the sentence wrapped clear of the loss (a box as tall as its words)
            reason_h = get_font("serif_italic", max(9, round(15 * s))).get_linesize() * bool(
                review.reason
            )
        # the whole sentence matters (its end says how much): smaller type before cutting it
        block = TF.fit_block(
            "ui",
            15 * s,
            line,
            width - self._loss_room(review),
            box.h - reason_h,
            # at a large text size the box is as tall as the sentence, unless the column is
            # shorter still: then the type may shrink as far as the 110% size
            min_px=11 * s if text_gain() <= 1.0 else 15 * s / text_gain(),
            spacing=1.05,
            where="analysis decision",
        )
        used = V.draw_block(
            surface, "ui", block, P.INK, V.Rect(text_left, box.top + self.px(4), width, box.h)
        )
        if review.reason:
            V.put_fitted(
                surface,
                "serif_italic",
                15 * s,
                f"({review.reason})",
                width,
                P.INK_SOFT,
                (text_left, box.top + self.px(6) + used),
            )

    def _draw_chart(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        s = self.app.scale
        y = self.section_heading(surface, tr("Estimated final prestige"), rect.topleft, rect.w)
        a = self.analysis
        styles = [
            P.player_style(seat.colour, self.app.settings.colour_blind) for seat in self.setup.seats
        ]
        legend_h = self.px(34)
        area = pygame.Rect(
            rect.left, y + self.px(4), rect.w, rect.bottom - y - self.px(4) - legend_h
        )
        if a is None or len(a.curve) < 2:
            chart = Chart(area, a.curve if a is not None else (), s)
            draw_chart(surface, chart, styles)
        else:
            chart = Chart(area, a.curve, s)
            draw_chart(surface, chart, styles, [(r.index, r.seat) for r in self.costliest()])
        # the legend: each player's mark and name
        x = rect.left + self.px(8)
        ly = area.bottom + legend_h // 2 + self.px(2)
        for seat, style in zip(self.setup.seats, styles):
            V.mark(surface, style, (x + self.px(9), ly), 8 * s)
            r = V.put_text(
                surface,
                "ui_medium",
                15 * s,
                V.fit_text("ui_medium", 15 * s, seat.name, self.px(150)),
                P.INK,
                (x + self.px(24), ly),
                "midleft",
            )
            x = r.right + self.px(24)
