"""The smoke test's screens of the replay viewer: a finished sample game opened on one of its
decisions, with the move played there beside another (as the analysis opens it), and the same
game at its last step."""

from __future__ import annotations

from collections.abc import Callable

from steamworks.rules import engine
from steamworks.ui.game.sample_games import finished_session
from steamworks.ui.scene import Host

SHOWN_STEP = 120  # a placing decision well into Age II of the sample game


def smoke_screens(app: Host) -> list[tuple[str, Callable[[], None]]]:
    def compared() -> None:
        record = finished_session().record
        entry = record.log[SHOWN_STEP]
        other = next(a for a in engine.legal_actions(entry.before) if a != entry.action)
        app.nav.open_title()
        app.nav.open_replay(record, index=SHOWN_STEP, chosen=entry.action, better=other)

    def at_end() -> None:
        record = finished_session().record
        app.nav.open_title()
        app.nav.open_replay(record, index=len(record.log))

    return [("replay", compared), ("replay-end", at_end)]
