"""The results of an online game: the desktop's results screen, without what only a game held
on this computer can do.

The scores, the winners and "View table" are the desktop's. The game's deal lives on the
server: this seat holds the moves it saw, not the seed they were dealt from. When this computer
hosted the game, the hosted server's record is kept in the history and in Load
(`keeping.FinishedKeeper`); once it is, the screen holds the real game, and Replay, Analyse and
the "kept in Load" line work as on the desktop. A guest's game is not kept (Replay and Analyse
say why). "Play online" replaces the local rematch: back to the Online screen.
"""

from __future__ import annotations

from steamworks.online import protocol as P
from steamworks.ui.online.keeping import GUEST_NOT_KEPT, FinishedKeeper
from steamworks.ui.online.link import Link
from steamworks.ui.scenes.results import ResultsScene

KEEPING = "The game is being kept in your history..."


class OnlineResultsScene(ResultsScene):
    """The results of an online game; see the module docstring."""

    def __init__(
        self, app, session, link: Link, seated: P.Seated, keeper: FinishedKeeper | None = None
    ) -> None:
        super().__init__(app, session)
        self.link = link
        self.seated = seated
        self.keeper = keeper  # keeping the game (this computer hosted it), else None
        self.real = False  # the session is the server's game, replayable (kept)
        self.heard = False  # the keeper's outcome has been taken

    def enter(self) -> None:
        super().enter()
        self.link.close()  # the game is over: nothing more will come

    def build(self) -> None:
        super().build()
        again = self.widget("rematch")
        again.set_text("Play online")
        self.set_tooltip(again, "Back to the Online screen for another game")
        if not self.real:
            why = (
                GUEST_NOT_KEPT
                if self.keeper is None
                else self.keeper.message or KEEPING
                if self.keeper.done.is_set()
                else KEEPING
            )
            for oid in ("replay", "analyse"):
                button = self.widget(oid)
                button.disable()
                self.set_tooltip(button, why)

    def update(self, dt: float) -> None:
        super().update(dt)
        keeper = self.keeper
        if keeper is None or self.heard or not keeper.done.is_set():
            return
        self.heard = True
        if keeper.session is not None:
            self.session = keeper.session  # the real game: Replay and Analyse work on it
            self.real = True
            self.kept_as = self._find_kept_as()
        self.rebuild()

    def animating(self) -> bool:
        # (the keeping thread is watched until it is done)
        return self.keeper is not None and not self.heard

    def rematch(self) -> None:
        self.app.nav.open_title()
        self.app.nav.open_online()
