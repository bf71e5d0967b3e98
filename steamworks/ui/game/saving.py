"""Saving from the game table under a name (the autosave is `game.autosave`'s).

`SaveDialog` asks for a name (pre-filled with the players, age and round) and writes a named
save through `persistence.saves.save_slot`; a save of the same name is replaced only after
the player agrees. Every persistence error arrives as a `SaveError` whose message is shown
as it is.
"""

from __future__ import annotations

import logging

import pygame

from steamworks.language import ptr, tr
from steamworks.persistence import keep, saves
from steamworks.persistence.errors import SaveError
from steamworks.rules.words import ROMAN
from steamworks.session import GameSession
from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as P
from steamworks.ui.scenes.common import OverlayScene
from steamworks.ui.style import font

log = logging.getLogger(__name__)


def suggested_name(session: GameSession) -> str:
    """'Ada, Lady Cogsworth & Dr Tinkerton — Age II, round 7' (or '— finished'): the players
    set apart as a kept save's name sets them, then how far the game has got."""
    state = session.state
    where = (
        # translators: the end of a suggested save name, "Ada & Brunel — finished"
        tr("finished")
        if state.game_over
        else tr("Age {age}, round {round}", age=ROMAN.get(state.age, state.age), round=state.round)
    )
    names = [seat.name for seat in session.setup.seats]
    return keep.players_then(names, f" {keep.NAME_DASH} {where}")


class SaveDialog(OverlayScene):
    """Name the save, then Save (or Cancel). Enter saves; Esc cancels."""

    name = "save_dialog"
    card_size = (620, 380)

    @property
    def title(self) -> str:  # type: ignore[override]  # said when drawn, in the language spoken
        return tr("Save Game")

    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app)
        self.session = session
        self.text = suggested_name(session)
        self.error = ""

    def spoken_opening(self) -> str:
        """The spoken mode's words as this dialog opens: its title, the name in its field and its answers."""
        from steamworks.ui.menu_ring import dialog_answers
        from steamworks.ui.speech import screens as spoken

        return spoken.dialog_words(
            tr(self.title), spoken.field_words(tr("Name"), self.text), *dialog_answers(self)
        )

    def build(self) -> None:
        card = self.card_rect()
        top = self.content_top() + self.px(40)
        entry_w = card.w - self.px(96)
        self.add_text_entry(
            pygame.Rect(card.centerx - entry_w // 2, top, entry_w, self.px(44)),
            self.text,
            self._changed,
            object_id="save_name",
            max_length=saves.MAX_SLOT_NAME,
        )
        self.add_answer_buttons(
            back=(tr("Cancel"), self.cancel, "cancel"),
            go=(ptr("button", "Save"), self.save, "save"),
        )
        entry = self.widget("save_name")
        entry.focus()
        entry.edit_position = len(self.text)

    def _changed(self, text: str) -> None:
        self.text = text
        self.error = ""

    def cancel(self) -> None:
        self.pop_if_top()

    def save(self) -> None:
        name = self.text.strip()
        try:
            path = saves.slot_path(name)
        except SaveError as exc:
            self.error = str(exc)
            return
        if path.exists():
            self.app.nav.show_message(
                lambda: tr("Replace the save?"),
                lambda: tr(
                    "There is already a save called '{name}'. Replace it with this game?",
                    name=path.stem,
                ),
                buttons=[
                    (lambda: tr("Keep it"), None),
                    (lambda: tr("Replace"), lambda: self._write(name)),
                ],
            )
            return
        self._write(name)

    def _write(self, name: str) -> None:
        session = self.session
        try:
            record = session.record
            path = saves.save_slot(name, record.setup, record.log, record.state)
        except SaveError as exc:
            self.error = str(exc)
            if self.app.stack.top is not self:
                self.app.nav.show_message(lambda: tr("The game was not saved"), str(exc))
            return
        self.pop_if_top()
        self.app.nav.show_message(
            lambda: tr("Game saved"),
            lambda: tr("Saved as '{name}'. Load it any time from Load Game.", name=path.stem),
        )

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        card = self.draw_card(surface)
        f = font("ui", 17, self.app.scale)
        drawing.blit_text(
            surface,
            f,
            tr("Name this save:"),
            P.INK_SOFT,
            (card.x + self.px(48), self.content_top() + self.px(8)),
        )
        if self.error:
            rect = pygame.Rect(
                card.x + self.px(48),
                self.content_top() + self.px(96),
                card.w - self.px(96),
                self.px(60),
            )
            drawing.blit_paragraph(
                surface, font("ui_medium", 16, self.app.scale), self.error, P.OXIDE_RED, rect
            )
