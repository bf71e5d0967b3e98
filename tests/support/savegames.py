"""Seeded random games for the save tests, and the generator of the fixture saves.

Games are played by a seeded random legal agent (`random.Random(seed).choice(legal_actions)`),
so every test sees the same games on every machine. Run this file to (re)write the fixture
saves of the current format (from the repository's root, so that `tests` is importable):

    .venv/bin/python -m tests.support.savegames

It writes `save_v<N>.json` (the fixture game) and `automaton_v<N>.json` (the Automaton game: a
position where one Automaton stands on a persona space and another on a device). Only ever
regenerate the fixtures of the *current* format. Fixtures of past formats are history: they
must stay exactly as the old game wrote them (see migrations.py). `automaton_v1.json` was
written with `as_format_1` when format 2 was introduced: format 1 wrote exactly those bytes
(the same document without `automaton_at`), and the fixture game never uses an Automaton.
Likewise `as_format_2` gives what format 2 wrote (no `hints`, no `hinted`) for a game without
hints.
"""

from __future__ import annotations

import functools
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path

from steamworks.persistence import migrations
from steamworks.persistence.record import GameRecord
from steamworks.persistence.savefile import encode_save
from steamworks.rules import engine
from steamworks.rules.actions import PlaceDevice, PlacePersona
from steamworks.rules.setup import (
    PERSONAS_DRAFT,
    PERSONAS_FIXED,
    PERSONAS_RANDOM,
    GameSetup,
    SeatSetup,
    quick_setup,
)

FIXTURES = Path(__file__).resolve().parents[1] / "persistence" / "fixtures"
FIXTURE_SAVED_AT = "2026-01-01T12:00:00+00:00"  # fixed, so regenerating gives the same bytes
FIXTURE_SEED = 2026
FIXTURE_MIN_ACTIONS = 180  # mid-game: well into Age II, with decisions pending
AUTOMATON_SEED = 27  # the first seed whose Automaton game reaches both kinds of place early


def game_params(seed: int) -> tuple[int, str, bool]:
    """(players, persona mode, variant) spread over 2-5 players, both modes, variant on/off."""
    return 2 + seed % 4, (PERSONAS_RANDOM, PERSONAS_DRAFT)[(seed // 4) % 2], bool((seed // 8) % 2)


def setup_for(seed: int) -> GameSetup:
    players, personas, variant = game_params(seed)
    return quick_setup(players, seed=seed, personas=personas, variant=variant)


def random_game_records(
    setup: GameSetup, agent_seed: int, max_actions: int | None = None
) -> Iterator[GameRecord]:
    """Every record along a random game (the opening one first), up to its end or max_actions."""
    chooser = random.Random(agent_seed)
    record = GameRecord.new(setup)
    yield record
    while not engine.is_over(record.state) and (
        max_actions is None or len(record.log) < max_actions
    ):
        record = record.play(chooser.choice(engine.legal_actions(record.state)), check=False)
        yield record


def final_record(seed: int, max_actions: int | None = None) -> GameRecord:
    record = None
    for record in random_game_records(setup_for(seed), seed, max_actions):  # noqa: B007 - the last one is kept
        pass
    assert record is not None
    return record


@functools.cache
def cached_final_record(seed: int, max_actions: int | None = None) -> GameRecord:
    """`final_record`, played once per process (the save tests share these games)."""
    return final_record(seed, max_actions)


def fixture_setup() -> GameSetup:
    """A 4-player drafted game with the variant, non-ASCII names and mixed controllers."""
    seats = (
        SeatSetup(name="Ada Lovelace", controller="human", colour=0),
        SeatSetup(name="Brunel", controller="ai:easy", colour=1),
        SeatSetup(name="Émilie du Châtelet", controller="human", colour=2),
        SeatSetup(name="Babbage", controller="ai:hard", colour=3),
    )
    return GameSetup(
        seats=seats, seed=FIXTURE_SEED, personas=PERSONAS_DRAFT, variant_end_of_age=True
    )


def fixture_record() -> GameRecord:
    """The fixture game: the first state after FIXTURE_MIN_ACTIONS actions where two or more
    decisions are pending (so the snapshot holds frames)."""
    for record in random_game_records(fixture_setup(), FIXTURE_SEED):
        if len(record.log) >= FIXTURE_MIN_ACTIONS and len(record.state.pending) >= 2:
            return record
    raise AssertionError("the fixture game ended before reaching a suitable state")


def fixture_bytes() -> bytes:
    record = fixture_record()
    return encode_save(record.setup, record.log, record.state, saved_at=FIXTURE_SAVED_AT)


def automaton_setup() -> GameSetup:
    """3 players: Augustus side B (his butler works every round) and two side-A personas."""
    seats = (
        SeatSetup(name="Ada Lovelace", colour=0, persona="augustus", side="B"),
        SeatSetup(name="Brunel", colour=1, persona="eva", side="A"),
        SeatSetup(name="Émilie du Châtelet", colour=2, persona="alice", side="A"),
    )
    return GameSetup(seats=seats, seed=AUTOMATON_SEED, personas=PERSONAS_FIXED)


def automaton_record() -> GameRecord:
    """The Automaton game: a random agent that places an Automaton whenever it can, up to the
    first state where one stands on a persona space and another on a device."""
    chooser = random.Random(AUTOMATON_SEED)
    record = GameRecord.new(automaton_setup())
    while not engine.is_over(record.state):
        legal = engine.legal_actions(record.state)
        autos = [a for a in legal if isinstance(a, (PlacePersona, PlaceDevice)) and a.automaton]
        record = record.play(chooser.choice(autos or legal), check=False)
        kinds = {len(p.automaton_at) for p in record.state.players}
        if {1, 4} <= kinds:
            return record
    raise AssertionError("the Automaton game ended before both Automatons stood")


def automaton_bytes() -> bytes:
    record = automaton_record()
    return encode_save(record.setup, record.log, record.state, saved_at=FIXTURE_SAVED_AT)


def as_format_2(data: bytes) -> bytes:
    """A format-3 save as format 2 wrote it: no `hints` in the setup, no `hinted` in the log
    (for a game in which no hint was used)."""
    doc = json.loads(data)
    assert doc["format_version"] == 3
    doc["format_version"] = 2
    assert doc["setup"].pop("hints") is True
    for entry in doc["log"]:
        assert entry.pop("hinted") is False
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def as_format_1(data: bytes) -> bytes:
    """A format-3 save as format 1 wrote it: as format 2 wrote it, without `automaton_at` in
    the snapshot's players."""
    doc = json.loads(as_format_2(data))
    doc["format_version"] = 1
    for player in doc["snapshot"]["players"]:
        del player["automaton_at"]
    return json.dumps(doc, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def main() -> int:
    FIXTURES.mkdir(parents=True, exist_ok=True)
    for name, data in (("save", fixture_bytes()), ("automaton", automaton_bytes())):
        path = FIXTURES / f"{name}_v{migrations.FORMAT_VERSION}.json"
        path.write_bytes(data)
        print(f"wrote {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
