"""A finished online game kept as a desktop game is: in the player's history (so Statistics
counts it) and in Load as a finished save, so Replay and Analyse work on it.

A save is a game's setup and its moves; the setup holds the seed, which only the server has
(a seat never sees it: `online.views`). So a finished online game can be kept only from the
server's own record of it. When this computer hosted the game, that record is here: the hosted
server's database in the data folder (`hosting.HostedServer.data`), read once the game is over.
(A guest's copy needs the server to hand its players the save, which the protocol does not do
yet.) The game is replayed through the engine from that record, and kept only if it ends at the
very position the table showed; the writing runs on a thread of its own.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path

from steamworks.ai.observe import observe
from steamworks.online.server import DATABASE
from steamworks.online.store import Store
from steamworks.persistence import history, keep
from steamworks.persistence.errors import SaveError
from steamworks.rules.state import GameState
from steamworks.session import GameSession

log = logging.getLogger(__name__)

GUEST_NOT_KEPT = (
    "Only the server holds this game's deal: it is not in your history, and it cannot be "
    "replayed here."
)


def hosted_game(data: Path, game_id: str) -> GameSession | None:
    """The game `game_id` as the hosted server's database keeps it, replayed (None when the
    database does not hold it)."""
    store = Store(data / DATABASE)
    try:
        kept = next((g for g in store.load() if g.id == game_id), None)
    finally:
        store.close()
    if kept is None or not kept.started:
        return None
    return GameSession.from_log(kept.setup, kept.log)


class FinishedKeeper:
    """Keeps a finished hosted game on a thread; `done`, then `session` (the game with its
    real setup, for Replay and Analyse) and `message` (what the results screen says)."""

    def __init__(self, data: Path, game_id: str, shown: GameState) -> None:
        self.data, self.game_id, self.shown = data, game_id, shown
        self.session: GameSession | None = None
        self.message = ""
        self.done = threading.Event()
        threading.Thread(target=self._run, name="online-keep", daemon=True).start()

    def _run(self) -> None:
        try:
            session = hosted_game(self.data, self.game_id)
            if session is None or not session.state.game_over:
                self.message = "The server's record of this game could not be found."
            elif observe(session.state) != self.shown:
                self.message = "The server's record of this game does not end as the table did."
            else:
                try:
                    history.record_game(session.setup, session.log, session.state)
                    keep.keep_game(session.setup, session.log, session.state)
                    self.message = "Kept in your history and in Load."
                except SaveError as exc:
                    self.message = str(exc)
                self.session = session
        except Exception as exc:  # noqa: BLE001 - keeping must never take the results down
            log.exception("keeping the online game failed")
            self.message = f"This game could not be kept: {exc}"
        finally:
            self.done.set()
