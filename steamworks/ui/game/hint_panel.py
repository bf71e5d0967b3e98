"""The hint panel: the coach's best choices for the decision on the table, over the game log's
card (as "since your last turn" is: the part of the screen that tells the story, so it never
covers a place that can be played).

While the coach thinks, the card says so, with its dots going round, and how to stop it. Then
it lists up to three choices, best first, each with its number (the same number marks it on
the table), its words, its estimated final prestige against the best ("best", "-1.5") and its
reason (what it gains now, how it stands against the next). In a small window the text
shrinks to SMALLEST, then the choices not marked keep only what they gain now, closer
together, then only their words and worth (a click marks one and shows its whole reason):
the marked one says its whole reason as long as it can. Clicking a choice marks it (it
plays nothing); the × or Esc puts the panel away. The Game scene (`table_hints`) feeds it the `hint_state.TableHint` and draws it.
"""

from __future__ import annotations

import pygame

from steamworks.language import tr
from steamworks.ui.art import palette as P
from steamworks.ui.geometry import Rect

from . import views as V
from .hint_state import TableHint, worth_text
from .recap_panel import card_close_rect, closable_card

WORDS = 18  # design px of a choice's words
REASON = 17  # design px of its reason
SMALLEST = 14  # no text of the panel is ever smaller than this, in window pixels
HEADING_ROOM = 46  # design px from the card's top to the first choice (the heading, its rule)
GAP = 10  # design px between two choices
PAD = 10  # design px a choice's box adds to its lines
TIGHT_GAP, TIGHT_PAD = 3, 5  # the same, when the choices are short of room


def _size(design: float, scale: float) -> int:
    return max(SMALLEST, round(design * scale))


class HintPanel:
    """See the module docstring: `relayout`, `choice_at`, `close_rect`, `draw`."""

    def __init__(self) -> None:
        self.card: Rect | None = None
        self.scale = 1.0
        self.hover: int | None = None  # the choice under the mouse
        self.close_hover = False
        self._rows: list[tuple[int, Rect]] = []  # (choice, its rect), as last drawn
        self._spacing = (GAP, PAD)  # as last fitted: design px between choices, in a box
        # where the choices' numbers sit on the table (table_hints), worked out once for an
        # answer and its places: (key, {choice: centre})
        self.badge_spots: tuple[object, dict[int, tuple[int, int]]] | None = None

    def relayout(self, card: Rect, scale: float) -> None:
        self.card, self.scale = card, scale

    def close_rect(self) -> Rect | None:
        return None if self.card is None else card_close_rect(self.card, self.scale)

    def choice_at(self, point: tuple[float, float]) -> int | None:
        """The choice (from 0) under `point`, if any."""
        return next((i for i, rect in self._rows if rect.contains(point)), None)

    def watch(self, point: tuple[float, float]) -> None:
        """The mouse moved: light up what is under it."""
        close = self.close_rect()
        self.close_hover = close is not None and close.contains(point)
        self.hover = None if self.close_hover else self.choice_at(point)

    # --- drawing ---------------------------------------------------------------------------------

    def title(self, hint: TableHint, names: tuple[str, ...]) -> str:
        answer = hint.answer
        if answer is None:
            return tr("Hint")
        return tr("Hint for {player}", player=names[answer.seat])

    def draw(self, surface: pygame.Surface, hint: TableHint, names: tuple[str, ...]) -> None:
        if self.card is None or not (hint.thinking or hint.shown):
            return
        s = self.scale
        rect = pygame.Rect(self.card.rounded())
        title = self.title(hint, names)
        picture, margin = closable_card(rect.size, round(s, 3), title, self.close_hover)
        surface.blit(picture, (rect.x - margin, rect.y - margin))
        left, width = rect.x + 16 * s, rect.w - 32 * s
        top = rect.y + HEADING_ROOM * s + 8 * s
        if hint.thinking:
            self._rows = []
            V.put_text(
                surface, "ui_bold", _size(22, s), hint.thinking_text(), V.PANEL_INK, (left, top)
            )
            for k, line in enumerate(
                V.wrapped(
                    "ui",
                    _size(REASON, s),
                    tr("The coach is weighing your choices. Esc or the Hint button stops it."),
                    round(width),
                )
            ):
                y = top + 38 * s + k * _size(REASON, s) * 1.3
                V.put_text(surface, "ui", _size(REASON, s), line, P.INK_SOFT, (left, y))
            return
        self._rows = []
        room = rect.bottom - 10 * s - top
        words_size, reason_size, laid = self._fit(hint, width, room)
        y = top
        for i, (suggestion, (words, reason, height)) in enumerate(zip(hint.suggestions, laid)):
            self._draw_choice(
                surface,
                hint,
                i,
                suggestion,
                (words, reason, height),
                (words_size, reason_size),
                left,
                y,
                width,
            )
            y += height + self._spacing[0] * s
        note_size = _size(15, s)
        note = tr("Estimated final prestige. Click a choice to mark it on the table.")
        lines = V.wrapped("ui", note_size, note, round(width))
        if y + len(lines) * note_size * 1.3 <= rect.bottom - 8 * s:  # when there is room
            for k, line in enumerate(lines):
                V.put_text(
                    surface, "ui", note_size, line, P.INK_SOFT, (left, y + k * note_size * 1.3)
                )

    def _lines(
        self, suggestion, width: float, words_size: int, reason_size: int, reason_text: str
    ) -> tuple[tuple[str, ...], tuple[str, ...], float]:
        """A choice's words and `reason_text`, wrapped, and the height they take."""
        s = self.scale
        badge = round(26 * s)
        worth_w = V.get_font("ui_bold", words_size).size(worth_text(suggestion))[0]
        text_w = round(width - badge - 10 * s - worth_w - 10 * s)
        # only the first line shares its row with the worth: the rest may run to the edge
        first = V.wrapped("ui_medium", words_size, suggestion.words, text_w)[:1]
        rest = " ".join(suggestion.words.split()[len(first[0].split()) :]) if first else ""
        wide = round(width - badge - 10 * s)
        words = tuple(first) + (
            tuple(V.wrapped("ui_medium", words_size, rest, wide)) if rest else ()
        )
        reason = (
            V.wrapped("serif_italic", reason_size, reason_text, round(width - badge - 10 * s))
            if reason_text
            else ()
        )
        lines_h = len(words) * words_size * 1.25 + len(reason) * reason_size * 1.25
        height = lines_h + self._spacing[1] * s
        return words, reason, height

    def _fit(self, hint: TableHint, width: float, room: float) -> tuple[int, int, list]:
        """The largest text sizes (never below SMALLEST) at which every choice is shown whole
        in `room`, with the choices wrapped at them. When even the smallest is too big (a
        small window), the choices not marked say only what they gain now (their reason's
        first sentence; a click on one shows its whole reason), closer together; then they
        say no reason at all (their words and worth only), so that the marked one keeps its
        whole reason; then every choice says only what it gains now; then the marked one
        only that and the others nothing."""
        s = self.scale
        self._spacing = (GAP, PAD)
        for step in range(WORDS):
            words_size = max(SMALLEST, round((WORDS - step) * s))
            reason_size = max(SMALLEST, round((REASON - step) * s))
            laid = self._lay(hint, width, words_size, reason_size, short=())
            if self._height(laid) <= room:
                return words_size, reason_size, laid
            if (words_size, reason_size) == (SMALLEST, SMALLEST):
                break
        everyone = list(range(len(hint.suggestions)))
        others = [i for i in everyone if i != hint.chosen]
        # (saying only what they gain now, saying no reason): ever shorter, the marked one last
        for short, bare in ((others, []), ([], others), (everyone, []), (everyone, others)):
            for spacing in ((GAP, PAD), (TIGHT_GAP, TIGHT_PAD)):
                self._spacing = spacing
                shorter = self._lay(hint, width, words_size, reason_size, short, bare)
                if self._height(shorter) <= room:
                    return words_size, reason_size, shorter
        self._spacing = (GAP, PAD)
        return words_size, reason_size, self._lay(hint, width, words_size, reason_size, ())

    def _lay(
        self, hint: TableHint, width: float, words_size: int, reason_size: int, short, bare=()
    ) -> list:
        """Every choice wrapped; those in `bare` with no reason, those in `short` with only
        what they gain now, when known."""

        def said(i: int, x) -> str:
            if i in bare:
                return ""
            return (getattr(x, "now", "") or x.reason) if i in short else x.reason

        return [
            self._lines(x, width, words_size, reason_size, said(i, x))
            for i, x in enumerate(hint.suggestions)
        ]

    def _height(self, laid: list) -> float:
        return sum(h for *_, h in laid) + self._spacing[0] * self.scale * (len(laid) - 1)

    def _draw_choice(
        self,
        surface: pygame.Surface,
        hint: TableHint,
        index: int,
        suggestion,
        lines: tuple[tuple[str, ...], tuple[str, ...], float],
        sizes: tuple[int, int],
        left: float,
        top: float,
        width: float,
    ) -> None:
        """One choice from `top`: its number, words, worth and reason."""
        s = self.scale
        words, reason, height = lines
        words_size, reason_size = sizes
        badge = round(26 * s)
        text_left = left + badge + 10 * s
        line_h = words_size * 1.25
        box = Rect(left - 6 * s, top - 5 * s, width + 12 * s, height)
        self._rows.append((index, box))
        chosen = index == hint.chosen
        if chosen or index == self.hover:
            fill = P.mix(P.PARCHMENT, P.VERDIGRIS, 0.3 if chosen else 0.15)
            pygame.draw.rect(surface, fill, pygame.Rect(box.rounded()), border_radius=round(6 * s))
        centre = (round(left + badge / 2), round(top + line_h / 2))
        draw_number(surface, index + 1, centre, badge, chosen)
        for k, line in enumerate(words):
            V.put_text(
                surface, "ui_medium", words_size, line, V.PANEL_INK, (text_left, top + k * line_h)
            )
        best = suggestion.behind_best < 0.05
        V.put_text(
            surface,
            "ui_bold",
            words_size,
            worth_text(suggestion),
            P.mix(P.VERDIGRIS, P.INK, 0.7) if best else P.COPPER_DARK,  # 4.5:1 on its tint
            (left + width, top),
            "topright",
        )
        y = top + len(words) * line_h
        for k, line in enumerate(reason):
            V.put_text(
                surface,
                "serif_italic",
                reason_size,
                line,
                P.INK_SOFT,
                (text_left, y + k * reason_size * 1.25),
            )


def draw_number(
    surface: pygame.Surface, number: int, centre: tuple[int, int], size: int, strong: bool
) -> None:
    """A hint's number in a brass disc (in the panel and on the table alike)."""
    r = size // 2
    fill = P.COPPER_LIGHT if strong else P.BRASS_LIGHT
    pygame.draw.circle(surface, fill, centre, r)
    pygame.draw.circle(surface, P.BRASS_DARK, centre, r, max(1, size // 12))
    V.put_text(
        surface, "ui_bold", max(SMALLEST, round(size * 0.62)), str(number), P.INK, centre, "center"
    )
