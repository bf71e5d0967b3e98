"""The crash dialog: shown alone by the crash guard (`steamworks.ui.crash`) after an unexpected
error, it says what happened and where the report is, and offers Continue or Quit.

Continue reloads the autosave through the `continue_game` hook when a game was on the table
(the guard made sure that autosave holds the game as it was before the error), otherwise it
goes back to the title. Quit closes the game. Enter continues; Esc does too, because leaving
this dialog any other way would leave an empty window.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from steamworks.language import tr
from steamworks.persistence import paths
from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as P
from steamworks.ui.scenes import room
from steamworks.ui.scenes.message import MessageScene
from steamworks.ui.style import font


def dialog_text(exc: BaseException, resume_game: bool, report: Path | None) -> str:
    """What the player reads (the report's path is drawn separately, below it)."""
    # translators: {error} is the error's name in Python (ZeroDivisionError): not translated
    what = tr(
        "Steam Works ran into an error it did not expect ({error}).", error=type(exc).__name__
    )
    if resume_game:
        then = tr(
            "Your game was saved automatically after the last move: Continue picks it up from "
            "there."
        )
    else:
        then = tr("Nothing you were playing was lost: Continue takes you back to the title screen.")
    if report is not None:
        where = tr(
            "The details are in this report; attaching it to a bug report helps us fix the problem:"
        )
    else:
        where = tr("A report could not be written to the data folder (is the disk full?).")
    # translators: {what} happened, {then} what Continue does, {where} the report is (sentences)
    return tr("{what} {then}\n{where}", what=what, then=then, where=where)


def path_lines(f: pygame.font.Font, text: str, width: float) -> list[str]:
    """A long path broken at its separators (or anywhere, if need be) into lines that fit."""
    lines: list[str] = []
    line = ""
    for char in text:
        if f.size(line + char)[0] > width and line:
            cut = max(line.rfind("/"), line.rfind("\\"))
            if 0 < cut < len(line) - 1:
                lines.append(line[: cut + 1])
                line = line[cut + 1 :]
            else:
                lines.append(line)
                line = ""
        line += char
    if line:
        lines.append(line)
    return lines


class CrashDialog(MessageScene):
    name = "crash"
    opaque = True  # shown alone: whatever was below is gone
    menu_ring = True  # Tab and the arrows go between Quit and Continue, and are heard

    def __init__(self, app, exc: BaseException, report: Path | None, resume_game: bool) -> None:
        self.report = report
        self.resume_game = resume_game
        super().__init__(
            app,
            tr("Something went wrong"),
            dialog_text(exc, resume_game, report),
            buttons=[(tr("Quit"), self.app_quit), (tr("Continue"), self.continue_playing)],
        )

    def _path_font(self) -> pygame.font.Font:
        return font("ui", 17, self.app.scale)

    def _path_block(self) -> list[str]:
        return (
            path_lines(self._path_font(), str(self.report), self._text_width())
            if self.report
            else []
        )

    def card_rect(self) -> pygame.Rect:
        rect = super().card_rect()
        extra = len(self._path_block()) * self._path_font().get_linesize() + self.px(16)
        w, h = self.app.window_size
        rect.h = min(rect.h + extra, h - self.px(20))
        rect.centery = h // 2
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(drawing.walnut_background(surface.get_size()), (0, 0))
        drawing.dim(surface, 120)
        card = self.draw_card(surface)
        body = font("serif", 22, self.app.scale)
        width = self._text_width()
        rect = pygame.Rect(
            card.centerx - width // 2, self.content_top() + self.px(6), width, card.h
        )
        used = room.blit_paragraph(surface, body, self.text, P.INK, rect, 1.2, align="center")
        f = self._path_font()
        y = rect.top + used + self.px(8)
        for line in self._path_block():
            drawing.blit_text(surface, f, line, P.INK_SOFT, (card.centerx, y), "midtop")
            y += f.get_linesize()

    # --- the two ways out ----------------------------------------------------------------------

    def app_quit(self) -> None:
        self.app.request_quit()

    def continue_playing(self) -> None:
        self.app.nav.open_title()
        if self.resume_game and paths.has_autosave():
            self.app.call_hook("continue_game", paths.autosave_path())

    def choose(self, index: int) -> None:
        # the actions replace the whole stack themselves: no pop first (an empty stack would
        # open a title only to replace it at once)
        _, action = self.button_specs[index]
        if action is not None:  # both of this dialog's buttons have one (see __init__)
            action()

    def on_back(self) -> None:
        self.continue_playing()
