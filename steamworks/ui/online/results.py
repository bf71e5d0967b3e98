"""The results of an online game: the desktop's results screen, without what only a game held
on this computer can do.

The scores, the winners and "View table" are the desktop's. The game itself lives on the
server: this seat holds the moves it saw, not the seed they were dealt from, so it cannot be
replayed, analysed or rematched here (Replay and Analyse say so); "Play online" goes back to the
Online screen for another game.
"""

from __future__ import annotations

from steamworks.online import protocol as P
from steamworks.ui.online.link import Link
from steamworks.ui.scenes.results import ResultsScene

NOT_HERE = (
    "This online game was dealt on its server, which keeps its seed: this computer cannot "
    "replay it from the start."
)


class OnlineResultsScene(ResultsScene):
    """The results of an online game; see the module docstring."""

    def __init__(self, app, session, link: Link, seated: P.Seated) -> None:
        super().__init__(app, session)
        self.link = link
        self.seated = seated

    def enter(self) -> None:
        super().enter()
        self.link.close()  # the game is over: nothing more will come

    def build(self) -> None:
        super().build()
        again = self.widget("rematch")
        again.set_text("Play online")
        self.set_tooltip(again, "Back to the Online screen for another game")
        for oid in ("replay", "analyse"):
            button = self.widget(oid)
            button.disable()
            self.set_tooltip(button, NOT_HERE)

    def rematch(self) -> None:
        self.app.nav.open_title()
        self.app.nav.open_online()
