"""A finished online game kept as a desktop game is: in the player's history (so Statistics
counts it) and in Load as a finished save, so Replay and Analyse work on it.

A save is a game's setup and its moves; the setup holds the seed, which only the server has
(no seat sees it before the end: `online.views`). Once the game is over, any seat may ask the
server for it (`Download`), and the answer (`SaveFile`) is an ordinary save file's text. The
table asks as soon as the last move is in; `FinishedKeeper` reads that save with every check
the Load screen makes (the log replayed through the engine), keeps it only if it ends at the
very position the table showed, and writes it on a thread of its own.
"""

from __future__ import annotations

import logging
import threading

from steamworks.ai.observe import observe
from steamworks.language import mark, tr
from steamworks.persistence import history, keep
from steamworks.persistence.errors import SaveError
from steamworks.persistence.savefile import decode_save
from steamworks.rules.state import GameState
from steamworks.session import GameSession
from steamworks.ui.online.seat_words import named_here

log = logging.getLogger(__name__)

NOT_YET = mark("The game is being fetched from the server to keep in your history...")


class FinishedKeeper:
    """Keeps a finished online game from the server's save (`text`) on a thread; `done`,
    then `session` (the game with its real setup, for Replay and Analyse) and `message`
    (what the results screen says)."""

    def __init__(self, text: str, shown: GameState) -> None:
        self.text, self.shown = text, shown
        self.session: GameSession | None = None
        self.message = ""
        self.done = threading.Event()
        threading.Thread(target=self._run, name="online-keep", daemon=True).start()

    def _run(self) -> None:
        try:
            loaded = decode_save(self.text.encode())
            # its AI seats named as this player's table named them (the server's save names
            # them in its creator's language: "Medium AI" to a German guest)
            session = GameSession.from_log(named_here(loaded.setup), loaded.log)
            if not session.state.game_over or observe(session.state) != self.shown:
                self.message = tr("The server's save of this game does not end as the table did.")
                return
            try:
                history.record_game(session.setup, session.log, session.state)
                keep.keep_game(session.setup, session.log, session.state)
                self.message = tr("Kept in your history and in Load.")
            except SaveError as exc:
                self.message = str(exc)
            self.session = session
        except SaveError as exc:
            self.message = tr(
                "The server's save of this game could not be read: {problem}", problem=exc
            )
        except Exception as exc:  # noqa: BLE001 - keeping must never take the results down
            log.exception("keeping the online game failed")
            self.message = tr("This game could not be kept: {problem}", problem=exc)
        finally:
            self.done.set()
