"""The online server's promises, each on the real server process over loopback, with the
counts small enough for the suite (tools/bench_online.py runs the full ones: 1,000 games,
100 drops, 100 crashes, 10,000 hostile messages)."""

from __future__ import annotations

import json

from steamworks.online.views import hidden_tiles
from steamworks.rules import engine


def test_no_message_leaks_the_seed_a_face_down_tile_or_another_seats_token(bench):
    report = bench.leaks(16, seed=11, parallel=8)
    assert report.games == 16 and report.moves > 16 * 50 and report.messages > report.moves
    assert report.leaks == []
    # every kind of message a seat may get was among those checked
    kinds = {"Seated", "Lobby", "Update", "Chat", "Turns", "SaveFile", "Failure:not-over"}
    kinds |= {"Notice:stand-in", "Notice:back", "Notice:timeout", "Notice:took-back"}
    kinds |= {"Notice:missed", "Failure:colour-taken"}
    assert kinds <= set(report.kinds), report.kinds


def test_the_leak_check_finds_a_leak_when_there_is_one(bench):
    """The check is real: a message naming a face-down tile, or the seed, is caught."""
    report = bench.leaks(2, seed=12, parallel=2)
    assert report.leaks == []
    # plant two: a first message naming a tile still face down, another naming the seed
    table = report.tables[0]
    kept = next(g for g in report.kept if g.id == table.bots[0].seated.game)
    tile = sorted(hidden_tiles(engine.start(kept.setup)))[0]
    table.bots[0].texts.insert(0, json.dumps({"type": "Lobby", "note": tile}))
    table.bots[1].texts.insert(0, json.dumps({"type": "Lobby", "n": kept.setup.seed}))
    found = bench.check_leaks(report.tables, report.kept)
    assert any("face-down" in line for line in found.leaks)
    assert any("seed" in line for line in found.leaks)


def test_killed_clients_rejoin_the_same_position_within_5_seconds(bench):
    report = bench.drops(3, seed=21)
    assert report.failures == []
    assert report.rejoined == report.trials == 3


def test_a_server_killed_at_random_moments_keeps_every_acknowledged_move(bench):
    report = bench.crashes(2, seed=31)
    assert report.failures == []
    assert report.kept == report.trials == 2
    assert report.finished_games == 4  # and every game then played on to its end


def test_hostile_messages_are_refused_or_disconnected_and_other_games_go_on(bench):
    report = bench.hostile(300, seed=41, games=3)
    assert report.sent == 300 and report.accepted == []
    assert report.refused + report.disconnected == 300
    assert set(report.kinds) == set(bench.HOSTILE_KINDS)
    assert report.other_games_finished == 3
    assert report.tracebacks == 0
