"""The smoke test's screen of the analysis: a seeded two-player game (seat 0 the human
player, both seats played by Easy agents), analysed once per process at the quickest setting
(one sampled world a decision, the same on any machine), shown finished."""

from __future__ import annotations

import functools
from collections.abc import Callable

from steamworks.ai import make_agent
from steamworks.coach.analysis import Analysis, analyse
from steamworks.persistence.record import GameRecord
from steamworks.rules import engine
from steamworks.rules.setup import GameSetup, SeatSetup

SAMPLE_SEED = 4


@functools.cache
def sample_game() -> GameRecord:
    setup = GameSetup(
        seats=(SeatSetup("Ada", colour=0), SeatSetup("Brunel", controller="ai:easy", colour=1)),
        seed=SAMPLE_SEED,
    )
    record = GameRecord.new(setup)
    agents = [make_agent("easy", SAMPLE_SEED * 10 + i) for i in range(2)]
    while not engine.is_over(record.state):
        seat = engine.to_act(record.state)
        assert seat is not None  # someone is to act until the game is over
        record = record.play(agents[seat].choose(record.state), check=False)
    return record


@functools.cache
def sample_analysis() -> Analysis:
    record = sample_game()
    return analyse(record.setup, record.log, seconds=None, samples=1)


def smoke_screens(app) -> list[tuple[str, Callable[[], None]]]:
    def analysis() -> None:
        from steamworks.ui.analysis.screen import AnalysisScene

        record = sample_game()
        app.nav.open_title()
        app.push(AnalysisScene(app, record, analysis=sample_analysis()))

    return [("analysis", analysis)]
