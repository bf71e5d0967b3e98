"""The smoke test's screens for kept games: the title saying a game is kept, the Load list
with a game in progress and a finished one, the delete confirmation, the results naming where
the game is kept, and the read-only final table.

The saves these screens list are written to a throwaway folder: the data folder is pointed
there only while each screen is opened (Load reads the folder when it opens), so the player's
own saves are never touched and other screens see the folder they expect.
"""

from __future__ import annotations

import atexit
import contextlib
import datetime as dt
import shutil
import tempfile
from collections.abc import Callable

from steamworks.persistence import keep, paths
from steamworks.session import GameSession

_FOLDER: list[str] = []  # the throwaway folder, made once per process


@contextlib.contextmanager
def _shot_folder():
    """The data folder points at a throwaway folder holding two kept games, inside the block."""
    from steamworks.ui.game.sample_games import finished_session, smoke_session

    if not _FOLDER:
        folder = tempfile.mkdtemp(prefix="steamworks-shots-")
        atexit.register(shutil.rmtree, folder, True)
        _FOLDER.append(folder)
        with paths.data_folder(folder):
            for session, when in (
                (finished_session(), dt.datetime(2026, 11, 23, 21, 40)),
                (smoke_session(3, 7, 60), dt.datetime(2026, 11, 24, 10, 14)),
            ):
                keep.keep_game(session.setup, session.log, session.state, when=when)
            # a save made by hand and one played on from a replay, so Load shows every kind
            _write_other_kinds(smoke_session(3, 7, 60))
    with paths.data_folder(_FOLDER[0]):
        yield


def _write_other_kinds(session) -> None:
    """A save the player named at an earlier point of the kept game, and a replay's branch
    of it (the names the save dialog and "Play from here" give)."""
    from steamworks.persistence import saves
    from steamworks.ui.game.saving import suggested_name
    from steamworks.ui.replay.branch import branch_name

    record = session.record
    earlier = GameSession.from_log(record.setup, record.log[:40])
    saves.save_slot(suggested_name(earlier), earlier.setup, earlier.log, earlier.state)
    branch = GameSession.from_log(record.setup, record.log[:25])
    name = branch_name(keep.players_text([seat.name for seat in record.setup.seats]), 25)
    saves.save_slot(name, branch.setup, branch.log, branch.state)


def screens(app) -> list[tuple[str, Callable[[], None]]]:
    from steamworks.ui.scenes import keeping

    def title_kept() -> None:
        app.nav.open_title()
        keeping.remember(app, ["Ada", "Brunel", "Clementine"])

    def load_kept() -> None:
        with _shot_folder():
            app.nav.open_title()
            app.nav.open_load()

    def load_delete() -> None:
        with _shot_folder():
            app.nav.open_title()
            app.nav.open_load()
            app.frame(1 / 60)  # the selected row drawn once, as the player saw it
            app.stack.top.delete_selected()

    def results_kept() -> None:
        from steamworks.ui.game.sample_games import finished_session
        from steamworks.ui.scenes.results import ResultsScene

        with _shot_folder():
            scene = ResultsScene(
                app, finished_session(), kept=keeping.kept_sentence(["Ada", "Brunel", "Clementine"])
            )
            app.reset_to(scene)
        scene.clock = 10.0  # the bars fully grown

    def review() -> None:
        from steamworks.ui.game.sample_games import finished_session
        from steamworks.ui.scenes.final_table import FinalTableScene
        from steamworks.ui.scenes.results import ResultsScene

        session = finished_session()
        app.reset_to(ResultsScene(app, session))
        app.push(FinalTableScene(app, session))

    return [
        ("title-kept", title_kept),
        ("load-kept", load_kept),
        ("load-delete", load_delete),
        ("results-kept", results_kept),
        ("review", review),
    ]
