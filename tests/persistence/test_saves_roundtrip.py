"""Round trips: thousands of random mid-game states saved and loaded back identical.

Games are played by seeded random agents over 2-5 players, random and drafted personas, and
the end-of-age variant on and off (savegames.game_params). The cheap converter round trip
(JSON text and back, plus the impossible-value checks) runs on thousands of states; the full
save-and-load, with its replay of the log, on a few hundred cut points.
"""

from __future__ import annotations

import json
import random

import pytest

from steamworks.persistence.convert import converter
from steamworks.persistence.savefile import decode_save, encode_save
from steamworks.persistence.saves import load_game, save_game
from steamworks.persistence.validate import check_state
from steamworks.rules.state import GameState
from tests.support import savegames

CHUNKS = 8
GAMES_PER_CHUNK = 20  # 160 games in all
STATE_STRIDE = 5  # every 5th state of every game goes through the converter round trip
CHECK_STRIDE = 2  # every 2nd state is checked for impossible values
FULL_LOADS_PER_GAME = 2  # random cut points saved and loaded with a full replay


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_thousands_of_random_states_round_trip(chunk):
    chooser = random.Random(chunk)
    converted = loaded_count = 0
    for seed in range(chunk * GAMES_PER_CHUNK, (chunk + 1) * GAMES_PER_CHUNK):
        setup = savegames.setup_for(seed)
        records = list(savegames.random_game_records(setup, seed))
        for record in records[::CHECK_STRIDE]:
            check_state(record.state, setup)  # no state a real game reaches is called impossible
        for record in records[::STATE_STRIDE]:
            text = json.dumps(converter.unstructure(record.state))
            assert converter.structure(json.loads(text), GameState) == record.state
            converted += 1
        for record in chooser.sample(records, FULL_LOADS_PER_GAME):
            loaded = decode_save(encode_save(record.setup, record.log, record.state))
            assert (loaded.setup, loaded.log, loaded.state) == (
                record.setup,
                record.log,
                record.state,
            )
            loaded_count += 1
    assert converted >= 600  # about 900 per chunk: over 7,000 states in the whole test
    assert loaded_count == FULL_LOADS_PER_GAME * GAMES_PER_CHUNK


def test_save_and_load_through_a_file(tmp_path, late_game):
    path = save_game(tmp_path / "late.json", late_game.setup, late_game.log, late_game.state)
    loaded = load_game(path)
    assert (loaded.setup, loaded.log, loaded.state) == (
        late_game.setup,
        late_game.log,
        late_game.state,
    )
    assert loaded.path == path and loaded.notes == ()
    assert loaded.record() == late_game


def test_a_log_of_bare_actions_is_accepted(tmp_path, short_game):
    path = save_game(tmp_path / "bare.json", short_game.setup, short_game.actions, short_game.state)
    assert load_game(path).log == short_game.log


def test_encoding_is_deterministic(short_game):
    first = encode_save(
        short_game.setup, short_game.log, short_game.state, saved_at="2026-01-01T00:00:00+00:00"
    )
    again = encode_save(
        short_game.setup, short_game.log, short_game.state, saved_at="2026-01-01T00:00:00+00:00"
    )
    assert first == again


def test_the_opening_state_round_trips():
    for seed in range(8):
        setup = savegames.setup_for(seed)
        record = next(savegames.random_game_records(setup, seed))
        assert decode_save(encode_save(setup, record.log, record.state)).state == record.state


def test_a_device_built_with_unreduced_rotations_saves_and_loads():
    """A BuildDevice whose modifier is turned 5 quarter turns is accepted; the engine stores the
    rotation reduced to 0-3, and the game (whose log keeps the action as given) saves and loads."""
    from steamworks.rules import actions as A
    from steamworks.rules import engine
    from steamworks.rules import frames as F

    for record in savegames.random_game_records(savegames.setup_for(2), 2):
        if record.state.pending and isinstance(record.state.pending[-1], F.BuildFrame):
            turned = [
                a
                for a in engine.legal_actions(record.state)
                if isinstance(a, A.BuildDevice) and any(r for _p, _t, r in a.layout)
            ]
            if turned:
                break
    else:
        raise AssertionError("no build with a rotated modifier in this game")
    over_turned = A.BuildDevice(
        tuple((pos, tile, rot + 4 if rot else rot) for pos, tile, rot in turned[0].layout)
    )
    record = record.play(over_turned)
    assert all(0 <= rot <= 3 for device in record.state.devices for _p, _t, rot in device.layout)
    loaded = decode_save(encode_save(record.setup, record.log, record.state))
    assert loaded.state == record.state
