"""The results of an online game: the desktop's results screen, without what only a game held
on this computer can do.

The scores, the winners and "View table" are the desktop's. The game's deal lives on the
server: this seat holds the moves it saw, not the seed they were dealt from. The table asked
the server for the finished game as a save; once it has come (here, if not on the table) and
is kept in the history and in Load (`keeping.FinishedKeeper`), the screen holds the real game,
and Replay, Analyse and the "kept in Load" line work as on the desktop; until then Replay and
Analyse say what they wait for. "Play online" replaces the local rematch: back to the Online
screen.
"""

from __future__ import annotations

from steamworks.language import mark, tr
from steamworks.online import protocol as P
from steamworks.ui.online.keeping import NOT_YET, FinishedKeeper
from steamworks.ui.online.link import Link
from steamworks.ui.scenes.results import ResultsScene

KEEPING = mark("The game is being kept in your history...")
NO_SAVE = mark("The server did not send this game's save, so it cannot be kept or replayed here.")
WAIT_FOR_SAVE = 15.0  # seconds the screen listens for the server's save before it gives up


class OnlineResultsScene(ResultsScene):
    """The results of an online game; see the module docstring."""

    def __init__(self, app, session, link: Link, keeper: FinishedKeeper | None = None) -> None:
        super().__init__(app, session)
        self.link = link
        self.keeper = keeper  # keeping the game, once the server's save has come
        self.listening = 0.0  # seconds spent waiting here for the save
        self.real = False  # the session is the server's game, replayable (kept)
        self.heard = False  # the keeper's outcome has been taken

    def enter(self) -> None:
        super().enter()
        if self.keeper is not None:
            self.link.close()  # the game is over and its save is here: nothing more will come

    def exit(self) -> None:
        self.link.close()
        super().exit()

    def build(self) -> None:
        super().build()
        again = self.widget("rematch")
        again.set_text(tr("Play online"))
        self.set_tooltip(again, tr("Back to the Online screen for another game"))
        if not self.real:
            keeper = self.keeper
            if keeper is None:
                why = tr(NO_SAVE) if self.listening >= WAIT_FOR_SAVE else tr(NOT_YET)
            else:
                why = (keeper.done.is_set() and keeper.message) or tr(KEEPING)
            for oid in ("replay", "analyse"):
                button = self.widget(oid)
                button.disable()
                self.set_tooltip(button, why)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.keeper is None and self.listening < WAIT_FOR_SAVE:
            self._listen(dt)
        keeper = self.keeper
        if keeper is None or self.heard or not keeper.done.is_set():
            return
        self.heard = True
        if keeper.session is not None:
            self.session = keeper.session  # the real game: Replay and Analyse work on it
            self.real = True
            self.kept_as = self._find_kept_as()
        self.rebuild()

    def _listen(self, dt: float) -> None:
        """The server's save, if it had not come while the table showed."""
        self.listening += max(dt, 1 / 60)
        for message in self.link.poll():
            if isinstance(message, P.SaveFile):
                self.keeper = FinishedKeeper(message.text, self.session.state)
                self.link.close()
                return
        if self.listening >= WAIT_FOR_SAVE:
            self.link.close()
            self.rebuild()  # Replay and Analyse say why they stay off

    def animating(self) -> bool:
        # (the keeping thread is watched until it is done)
        if self.keeper is None:
            return self.listening < WAIT_FOR_SAVE
        return not self.heard

    def rematch(self) -> None:
        self.app.nav.open_title()
        self.app.nav.open_online()
