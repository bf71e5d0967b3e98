"""Hints on the Game scene: the Hint button and the H key, the coach's thinking and its
choices in the hint panel over the log's card, their numbers on the table, and a suggested
build laid out in the build panel (`TableHints`, a part of `scenes.game.GameScene`).

The hint itself (when it may be asked for, the thinking on its thread, a stale answer dropped)
is `hint_state.TableHint`'s; its card is `hint_panel.HintPanel`. A hint is put away by H, the
button, Esc or the panel's ×, and by anything that changes the game (a move, an undo); leaving
the table stops it. Keys 1 to 3 mark a choice as a click on it does.
"""

from __future__ import annotations

import pygame

from steamworks.language import ptr, tr
from steamworks.ui import key_map
from steamworks.ui.art import palette as P
from steamworks.ui.game import target_keys as K
from steamworks.ui.game import views as V
from steamworks.ui.game.hint_badges import badge_size, badge_spot
from steamworks.ui.game.hint_panel import draw_number
from steamworks.ui.game.table_parts import TableParts
from steamworks.ui.game.targets import Target
from steamworks.ui.geometry import Rect


def hint_button_words() -> tuple[str, str, str]:
    """Every word the Hint button shows: Hint, Stop (while the coach thinks), Hide."""
    return (tr("Hint"), ptr("button", "Stop"), ptr("button", "Hide"))


def hint_tip(keys: dict[str, str]) -> str:
    """The Hint button's tooltip, naming the player's hint key."""
    # translators: {key} is the name of the player's hint key, "H"
    return tr(
        "Ask the coach for your three best choices here ({key})",
        key=key_map.key_words(keys, "hint"),
    )


NUMBER_KEYS = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2}


class TableHints(TableParts):
    """The Game scene's hints (mixed into `GameScene`, which makes `hint` and `hint_panel`)."""

    @property
    def hint_open(self) -> bool:
        """Whether the hint panel lies over the log's card (thinking, or showing choices)."""
        return self.hint.thinking or self.hint.shown

    def toggle_hint(self) -> None:
        """The Hint button or H: ask for a hint, or stop thinking, or put the choices away."""
        reason = None if self.hint_open else self.hint.unavailable()
        if reason is not None:
            self.controller.toast = (reason, 0.0)  # in words too, never by the sound alone
            self.app.sounds.play("error")
        self.hint.toggle()
        self._update_hint_button()

    def close_hint(self) -> bool:
        """Esc: stop thinking or put the choices away; False when there was nothing to close."""
        if not self.hint_open:
            return False
        self.hint.close()
        self._update_hint_button()
        return True

    def choose_hint(self, index: int) -> None:
        """Mark choice `index` (a click on it, or its number key); a build is laid out."""
        if self.hint.choose(index):
            self._lay_out_hint()

    def _hint_arrived(self) -> None:
        """The coach's choices have come: the log says a hint was used, a build is laid out."""
        self._rebuild_log()
        self._lay_out_hint()
        self._update_hint_button()

    def _lay_out_hint(self) -> None:
        suggestions = self.hint.suggestions
        if self.build_panel is not None and self._panel_frame() is not None and suggestions:
            self.build_panel.propose(suggestions[self.hint.chosen].action)

    def _update_hint_button(self) -> None:
        """The button's words, state and tooltip, as the hint is now."""
        button = self._named.get("hint")
        if button is None:
            return
        if self.hint.thinking:
            hint_key = key_map.key_words(self.app.settings.keys, "hint")
            text, usable = ptr("button", "Stop"), True
            # translators: {key} is the name of the player's hint key, "H"
            tip = tr("Stop the coach thinking ({key} or Esc)", key=hint_key)
        elif self.hint.shown:
            hint_key = key_map.key_words(self.app.settings.keys, "hint")
            text, usable = ptr("button", "Hide"), True
            # translators: {key} is the name of the player's hint key, "H"
            tip = tr("Put the hint away ({key} or Esc)", key=hint_key)
        else:
            reason = self.hint.unavailable()
            text, usable = tr("Hint"), reason is None
            tip = (
                hint_tip(self.app.settings.keys)
                if reason is None
                # translators: {reason} says why, "The game is over."
                else tr("No hint now. {reason}", reason=reason)
            )
        if button.text != text:
            button.set_text(text)
        if usable and not button.is_enabled and not self.covered:
            button.enable()
        elif not usable and button.is_enabled:
            button.disable()
        if self._tips.get(button) != tip:
            self.set_tooltip(button, tip)

    # --- input -----------------------------------------------------------------------------------

    def _hint_key(self, key: int) -> bool:
        """H and, while choices show, 1 to 3 (True when used). A table without the Hint button
        (the finished game's review) takes none of them."""
        if "hint" not in self._named:
            return False
        if key == pygame.K_h:
            self.toggle_hint()
            return True
        if key in NUMBER_KEYS and self.hint.shown:
            self.choose_hint(NUMBER_KEYS[key])
            return True
        return False

    def _hint_mouse(self, event: pygame.event.Event) -> bool:
        """The mouse over the hint panel: motion lights up a choice (never taken), a press on
        a choice marks it, on the × puts the panel away; the panel keeps its presses."""
        if not self.hint_open:
            return False
        panel = self.hint_panel
        if event.type == pygame.MOUSEMOTION:
            panel.watch(event.pos)
            return False
        card = panel.card
        over = card is not None and card.contains(getattr(event, "pos", self.mouse))
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and over:
            close = panel.close_rect()
            if close is not None and close.contains(event.pos):
                self.close_hint()
            else:
                choice = panel.choice_at(event.pos)
                if choice is not None:
                    self.choose_hint(choice)
            return True
        return over and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    # --- drawing ---------------------------------------------------------------------------------

    def hint_places(self) -> list[tuple[int, Rect]]:
        """Where each choice of the hint is answered on screen, as (choice, rect): its place on
        the table, or its prompt button; a choice answered by neither (on another page of the
        prompt, inside the build panel) has none."""
        out = []
        for i, suggestion in enumerate(self.hint.suggestions):
            target = next((t for t in self.targets if suggestion.action in t.actions), None)
            if target is not None:
                out.append((i, target.rect))
                continue
            oid = self.button_for(suggestion.action)
            widget = self._named.get(oid) if oid is not None else None
            if widget is not None and widget.visible:
                r = widget.rect
                out.append((i, Rect(r.x, r.y, r.w, r.h)))
        return out

    def _draw_hint_marks(self, surface: pygame.Surface) -> None:
        """Each choice's place outlined, the chosen one in copper, with its number on the
        quietest spot of the place (hint_badges: never over a label, a header or "START
        PLAYER" beside it; two choices on one place, such as two ways to power a component,
        on two spots); the place of the choice under the mouse in the panel glows as well."""
        if not self.hint.shown or self.layout is None:
            return
        s = self.app.scale
        size = max(20, round(28 * s))
        places = [
            (i, rect, pygame.Rect(rect.rounded()).inflate(round(8 * s), round(8 * s)))
            for i, rect in self.hint_places()
        ]
        spots = self._badge_spots(surface, [(i, box) for i, _r, box in places], size)
        for i, rect, box in places:
            if i == self.hint_panel.hover:
                key = K.StoryPlaces()  # lit as a hovered log line lights its places
                V.draw_highlights(surface, [Target(key, rect, ())], key, None, self.clock, s)
            chosen = i == self.hint.chosen
            colour = P.COPPER_LIGHT if chosen else P.BRASS_LIGHT
            width = max(2, round((4 if chosen else 3) * s))
            pygame.draw.rect(surface, colour, box, width, border_radius=round(7 * s))
        for i, _rect, box in places:
            draw_number(surface, i + 1, spots[i], badge_size(size, box), i == self.hint.chosen)

    def _badge_spots(
        self, surface: pygame.Surface, places: list[tuple[int, pygame.Rect]], size: int
    ) -> dict[int, tuple[int, int]]:
        """Each choice's badge centre, worked out on the table as drawn before any mark, once
        for an answer and its places (the table under a badge does not change while the
        hint shows, and a mark drawn since would count as detail)."""
        key = (id(self.hint.answer), tuple((i, tuple(box)) for i, box in places))
        known = self.hint_panel.badge_spots
        if known is not None and known[0] == key:
            return known[1]
        spots: dict[int, tuple[int, int]] = {}
        taken: list[pygame.Rect] = []
        for i, box in places:
            diameter = badge_size(size, box)
            spots[i] = badge_spot(surface, box, diameter, taken)
            disc = pygame.Rect(0, 0, diameter, diameter)
            disc.center = spots[i]
            taken.append(disc)
        self.hint_panel.badge_spots = (key, spots)
        return spots

    def _draw_hint_panel(self, surface: pygame.Surface) -> bool:
        """The hint panel over the log's card, when it is open (True: it was drawn)."""
        if not self.hint_open:
            return False
        self.hint_panel.draw(surface, self.hint, self.names)
        return True
