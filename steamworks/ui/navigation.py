"""Navigation: how one screen opens another, without any screen importing the app.

The app owns one `Navigation` (`app.nav`) and hands it the app as its host. A screen that
wants to go somewhere asks it: `self.app.nav.open_load()`. Each method imports its screen's
module when called, so start-up stays short and no scene module has to know `steamworks.ui.app`
(the app imports every scene through this module; the scenes import nothing of the app: read as
imports, there is no circle).

A new screen gets one `open_*` method here, and nothing else changes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Unpack

from steamworks.language import tr

if TYPE_CHECKING:  # pragma: no cover
    from pathlib import Path

    from steamworks.persistence.record import GameRecord
    from steamworks.session import GameSession
    from steamworks.ui.scene import Host, MessageButtons, ReplayStart


class Navigation:
    """The screens a player can reach, each opened on the host's scene stack."""

    def __init__(self, host: Host) -> None:
        self.host = host

    def open_first(self, name: str) -> None:
        """The title screen, then (for `--scene NAME`) the screen named over it."""
        self.open_title()
        openers: dict[str, Callable[[], None]] = {
            "new_game": self.open_new_game,
            "settings": self.open_settings,
            "settings-access": self.open_access_settings,
            "rules": self.open_rules,
            "load": self.open_load,
            "pause": self.open_pause,
            "about": self.open_about,
            "statistics": self.open_statistics,
            "tutorial": self.open_tutorial,
            "puzzles": self.open_puzzles,
            "online": self.open_online,
            "message": lambda: self.show_message(
                lambda: tr("A message"),
                lambda: tr(
                    "This is how the game tells you about a problem, such as a save file it "
                    "could not read."
                ),
            ),
        }
        opener = openers.get(name)
        if opener is not None:
            opener()

    def open_title(self) -> None:
        """Leave every screen for the title screen."""
        from steamworks.ui.scenes.title import TitleScene

        self.host.reset_to(TitleScene(self.host))

    def open_new_game(self) -> None:
        from steamworks.ui.scenes.new_game import NewGameScene

        self.host.push(NewGameScene(self.host, dev=self.host.options.dev))

    def open_settings(self) -> None:
        from steamworks.ui.scenes.settings_scene import SettingsScene

        self.host.push(SettingsScene(self.host))

    def open_access_settings(self) -> None:
        """Accessibility: high contrast, calm motion and the keys (from Settings)."""
        from steamworks.ui.scenes.access_settings import AccessSettingsScene

        self.host.push(AccessSettingsScene(self.host))

    def open_rules(self, chapter: str | None = None) -> None:
        from steamworks.ui.rules.screen import RulesScene

        self.host.push(RulesScene(self.host, chapter=chapter))

    def open_about(self) -> None:
        from steamworks.ui.scenes.about import AboutScene

        self.host.push(AboutScene(self.host))

    def open_tutorial(self) -> None:
        """The lessons (each opens on the game table with its guide)."""
        from steamworks.ui.tutorial.lesson_screen import TutorialScene

        self.host.push(TutorialScene(self.host))

    def open_puzzles(self) -> None:
        from steamworks.ui.tutorial.puzzle_screen import PuzzlesScene

        self.host.push(PuzzlesScene(self.host))

    def open_online(self) -> None:
        """The Online screen: host, connect to or find a game on a server (the network library
        loads only now)."""
        from steamworks.ui.online.online_screen import OnlineScene

        self.host.push(OnlineScene(self.host))

    def open_load(self) -> None:
        from steamworks.ui.scenes.load import LoadScene

        self.host.push(LoadScene(self.host))

    def open_statistics(self) -> None:
        """The player's record: the figures of every finished game in the history."""
        from steamworks.ui.statistics.screen import StatisticsScene

        self.host.push(StatisticsScene(self.host))

    def open_pause(self) -> None:
        """The pause menu over whatever is showing (the game scene pushes this on Esc)."""
        from steamworks.ui.scenes.pause import PauseScene

        self.host.push(PauseScene(self.host))

    def open_replay(self, source: Path | str | GameRecord, **start: Unpack[ReplayStart]) -> None:
        """The replay viewer over the current screen: `source` is a save's path or a game in
        memory, `index` the log position to show first (default: the start), `chosen` and
        `better` two actions at that position to show side by side ("you played X; Y was
        better"). A save that cannot be read gets the Load screen's message instead."""
        from steamworks.ui.replay.screen import open_replay

        open_replay(self.host, source, **start)

    def show_message(
        self,
        title: str | Callable[[], str],
        text: str | Callable[[], str],
        buttons: MessageButtons | None = None,
    ) -> None:
        """A message dialog over the current screen; each button closes it, then runs its action.
        Words given as `lambda: tr(...)` are said again in a newly chosen language."""
        from steamworks.ui.scenes.message import MessageScene

        self.host.push(MessageScene(self.host, title, text, buttons))

    def open_analysis(self, record: GameRecord) -> None:
        """The coach's analysis of a game over the current screen; it runs in the background
        while the screen shows what it has found so far."""
        from steamworks.ui.analysis.screen import AnalysisScene

        self.host.push(AnalysisScene(self.host, record))

    def open_results(self, session: GameSession, kept: str | None = None) -> None:
        """The results of a finished game, in place of every screen (its Back leads to the
        title); `kept` is the sentence saying the game it replaced is kept in Load."""
        from steamworks.ui.scenes.results import ResultsScene

        self.host.reset_to(ResultsScene(self.host, session, kept=kept))

    def open_final_table(self, session: GameSession) -> None:
        """A finished game's table and whole log, read-only, over the results."""
        from steamworks.ui.scenes.final_table import FinalTableScene

        self.host.push(FinalTableScene(self.host, session))
