"""Level labels come from the measuring script's data file and say no more than it measured."""

from __future__ import annotations

import json

from steamworks.ai import strength as st


def measured(rate: float, low: float, high: float, **extra) -> st.Measurement:
    fields = dict(
        level="hard",
        opponent="medium",
        players=2,
        games=200,
        win_rate=rate,
        win_low=low,
        win_high=high,
        command="tools/bench_ai.py strength ...",
        conditions="hard@100, medium@2",
        measured="2026-11-25 14:00 UTC",
        load="load average at the end 1.0 on 2 cores",
    )
    fields.update(extra)
    return st.Measurement(**fields)


def test_a_precise_measurement_becomes_a_simple_fraction():
    words = st.plain_words(measured(0.745, 0.68, 0.80), "Medium")
    assert words == "Beats Medium in about 3 of 4 two-player games."
    words = st.plain_words(measured(0.975, 0.955, 0.986, players=4), "Easy")
    assert words == "Beats Easy in almost every four-player game."


def test_a_loose_measurement_says_less_or_nothing():
    # 20 games: the interval is far too wide for "about 3 of 4"
    assert st.plain_words(measured(0.775, 0.557, 0.904), "Medium") == (
        "Beats Medium more often than not in two-player games."
    )
    assert st.plain_words(measured(0.6, 0.39, 0.78), "Medium") is None
    assert st.plain_words(measured(0.30, 0.25, 0.36), "Medium") is None  # loses: no boast


def test_recorded_measurements_round_trip_and_a_bad_file_gives_no_labels(tmp_path):
    path = tmp_path / "strength.json"
    st.record(measured(0.745, 0.68, 0.80), path)
    st.record(measured(0.96, 0.92, 0.98, level="medium", opponent="easy"), path)
    loaded = st.load_measurements(path)
    assert set(loaded) == {"hard", "medium"} and loaded["hard"].win_rate == 0.745
    assert "tools/bench_ai.py" in json.loads(path.read_text())["about"]
    path.write_text("{not json")
    assert st.load_measurements(path) == {}


def test_the_shipped_file_holds_only_measured_figures_with_their_command():
    for level, m in st.load_measurements().items():
        assert m.level == level and m.games > 0
        assert m.command.startswith(".venv/bin/python tools/bench_ai.py strength ")
        assert f"--level {level}" in m.command and f"--opponent {m.opponent}" in m.command
        assert m.win_low <= m.win_rate <= m.win_high
        assert m.measured and m.load and m.conditions


def test_labels_name_opponents_as_players_know_them(monkeypatch):
    monkeypatch.setattr(
        st,
        "load_measurements",
        lambda path=None: {"easy": measured(0.975, 0.955, 0.986, level="easy", opponent="random")},
    )
    assert st.strength_label("easy") == (
        "Beats a player moving at random in almost every two-player game."
    )
    assert st.strength_label("hard") is None  # not measured: no label
