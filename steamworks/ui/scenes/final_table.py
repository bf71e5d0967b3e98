"""The final table, read-only: what the Results screen's "View table" opens.

`FinalTableScene` is the game scene itself on a finished session, so the table, the tooltips, the
log panel (the whole game, scrollable with the wheel, its bar and PageUp/PageDown/Home/End)
and the keyboard ring are exactly the game's. A finished game offers no move at all (the
engine has no one to act), and this scene takes away the rest of the game's controls: no
undo, no save, no pause menu. Its toolbar has "Results" (Esc does the same) and "Next board",
which shows each player's persona board large in turn.
"""

from __future__ import annotations

import pygame

from steamworks.language import listing, tr
from steamworks.rules.scoring import score_lines
from steamworks.session import GameSession
from steamworks.ui.game.prompt import PromptModel
from steamworks.ui.scenes.game import GameScene


class FinalTableScene(GameScene):
    """A finished game's table, to look at and read back; nothing can be changed."""

    name = "final_table"
    read_only = True  # not a game in progress (game_hooks._table_in_play, the game's end hold)

    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app, session, autosave=False)

    def build(self) -> None:
        self.layout = self._make_layout()
        reg = self.layout.regions
        toolbar = (
            ("back_to_results", tr("Results"), self.back, tr("Back to the results (Esc)")),
            (
                "next_board",
                tr("Next board"),
                self.next_board,
                tr("Show the next player's board large"),
            ),
        )
        from steamworks.ui.game import views as V

        for rect, (oid, text, action, tip) in zip(
            reg.toolbar.split_columns([0] * len(toolbar), 8 * reg.scale), toolbar
        ):
            kind = V.toolbar_kind((text,), rect.w, reg.scale)
            self.add_button(rect.rounded(), text, action, object_id=oid, kind=kind, tooltip=tip)
        self.toolbar_ids = tuple(oid for oid, *_ in toolbar)
        self.prompt_buttons.forget()
        self._refresh_all(rebuild_layout=False)

    def next_board(self) -> None:
        """Show the next player's persona board large (and their supply)."""
        self.controller.focus = (self.focus + 1) % len(self.names)
        self._refresh_all()
        self.static.invalidate()

    def back(self) -> None:
        self.pop_if_top()

    def on_back(self) -> None:
        self.back()

    def play(self, action) -> bool:
        return False  # read-only: a finished game has no move, and nothing else may change it

    def submit(self, action) -> bool:
        return False

    def undo(self) -> None:
        return None

    def open_save_dialog(self) -> None:
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
                return True
            if getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META) and event.key in (
                pygame.K_z,
                pygame.K_s,
            ):
                return True  # no undo, no save here
        return super().handle_event(event)

    def _prompt_model(self, per_page: int) -> PromptModel:
        winners = [
            self.names[line.player] for line in score_lines(self.session.state) if line.rank == 1
        ]
        # translators: {players} is the winner's name, or the winners' names listed
        won = tr("{players} won.", players=listing(winners)) if winners else tr("The game is over.")
        return PromptModel(
            title=tr("Looking back"),
            detail=(
                # translators: {result} is "Ada won." or "The game is over."; {page_back} and
                # {page_on} name the player's keys for the log's pages, "Page Up", "Page Down"
                tr(
                    "{result} The log below holds the whole game: scroll it with the wheel, its "
                    "bar or {page_back} and {page_on}. Hover anything on the table for its "
                    "details; Next board shows each player's board in turn.",
                    result=won,
                    page_back=self._key("log_back"),
                    page_on=self._key("log_on"),
                )
            ),
        )

    def _draw_banner(self, surface: pygame.Surface) -> None:
        from steamworks.ui.game import views as V

        if self.layout is None:
            return  # drawn with the table, so never before it is laid out
        V.draw_banner(
            surface,
            self.session.state,
            self.layout,
            self._context(),
            tr("The final table"),
            tr("{player}'s board below", player=self.names[self.focus]),
            self.focus,
        )
