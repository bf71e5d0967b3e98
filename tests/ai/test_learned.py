"""The learned evaluation: its data file is checked at import, it is what the evaluation uses,
and tools/train_eval.py writes the same file for the same seed."""

from __future__ import annotations

import importlib.util
import json
import math
from pathlib import Path

import attrs
import pytest

from steamworks.ai import evaluate as ev
from steamworks.ai import learned
from steamworks.ai.references import WEIGHTS_V1
from tests.support.positions import builder_game as positions
from tests.support.tools import load_tool


def document(**changes: object) -> dict[str, object]:
    """A valid weights document (every multiplier 1), with `changes` applied."""
    doc: dict[str, object] = {
        "terms": list(learned.FITTED_TERMS),
        "phases": [1.0, 2.5],
        "tables": {g: [[1.0] * len(learned.FITTED_TERMS)] * 3 for g in learned.GROUPS},
    }
    doc.update(changes)
    return doc


def test_the_packaged_table_loads_and_is_the_one_read_at_import():
    table = learned.load_table()
    assert table == learned.LEARNED
    for rows in (table.two, table.many):
        assert len(rows) == len(table.phases) + 1
        assert all(len(row) == len(learned.FITTED_TERMS) for row in rows)


ROW = [1.0] * len(learned.FITTED_TERMS)
DAMAGED = {
    "terms in another order": document(terms=list(reversed(learned.FITTED_TERMS))),
    "phases falling": document(phases=[2.5, 1.0]),
    "a phase that is text": document(phases=["1", 2.5]),
    "a group missing": document(tables={"2": [ROW] * 3}),
    "a stage missing": document(tables={g: [ROW] * 2 for g in learned.GROUPS}),
    "a short row": document(tables={"2": [ROW] * 3, "3+": [ROW, ROW, ROW[:-1]]}),
    "a negative multiplier": document(tables={"2": [ROW] * 3, "3+": [ROW, ROW, [-1.0, *ROW[1:]]]}),
    "a huge multiplier": document(tables={"2": [ROW, [1e6, *ROW[1:]], ROW], "3+": [ROW] * 3}),
    "a boolean": document(tables={"2": [ROW, [True, *ROW[1:]], ROW], "3+": [ROW] * 3}),
}


@pytest.mark.parametrize("name", sorted(DAMAGED))
def test_a_damaged_document_is_refused_with_a_message_naming_the_file(name, tmp_path):
    path = tmp_path / "learned_eval.json"
    path.write_text(json.dumps(DAMAGED[name]), encoding="utf-8")
    with pytest.raises(learned.LearnedDataError, match="train_eval") as err:
        learned.load_table(path)
    assert str(path) in str(err.value)


def test_a_file_that_is_not_json_or_is_missing_is_refused(tmp_path):
    path = tmp_path / "learned_eval.json"
    path.write_text('{"terms": [', encoding="utf-8")
    with pytest.raises(learned.LearnedDataError, match="not valid JSON"):
        learned.load_table(path)
    path.write_text(json.dumps(document(phases=[1.0, math.nan])), encoding="utf-8")
    with pytest.raises(learned.LearnedDataError, match="phases"):
        learned.load_table(path)
    with pytest.raises(learned.LearnedDataError, match="cannot be read"):
        learned.load_table(tmp_path / "absent.json")


def test_importing_the_module_with_a_damaged_packaged_file_fails_there(tmp_path, monkeypatch):
    """The package's file is read at import: a damaged one stops the import with the loader's
    message instead of letting agents play on other values."""
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / learned.DATA_FILE).write_text(
        json.dumps(document(terms=["money"])), encoding="utf-8"
    )
    monkeypatch.setattr("importlib.resources.files", lambda _package: tmp_path)
    spec = importlib.util.spec_from_file_location("_damaged_learned", learned.__file__)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    with pytest.raises(ValueError, match="steamworks/ai/data/learned_eval.json: 'terms'") as err:
        spec.loader.exec_module(module)
    assert type(err.value).__name__ == "LearnedDataError"


def scaled_table(term: str, factor: float) -> learned.LearnedTable:
    """Every multiplier 1 except `term`'s, which is `factor` at every stage and table size."""
    row = tuple(factor if name == term else 1.0 for name in learned.FITTED_TERMS)
    return learned.LearnedTable((1.0, 3.0), (row,) * 3, (row,) * 3)


@pytest.mark.parametrize("players", [2, 4])
def test_a_table_of_ones_changes_no_estimate_by_a_single_bit(players):
    ones = attrs.evolve(ev.DEFAULT_WEIGHTS, learned=scaled_table("money", 1.0))
    for state in positions(players, 60 + players)[::5]:
        assert ev.estimates(state, ones) == ev.estimates(state, ev.DEFAULT_WEIGHTS)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_with_a_table_the_fast_estimates_still_equal_the_plain_definition(players):
    w = attrs.evolve(ev.DEFAULT_WEIGHTS, learned=learned.LEARNED)
    odd = attrs.evolve(ev.DEFAULT_WEIGHTS, learned=scaled_table("visits", 1.7))
    for i, state in enumerate(positions(players, 70 + players)):
        weights = w if i % 2 else odd
        assert ev.estimates(state, weights) == ev.plain_estimates(state, weights)


@pytest.mark.parametrize("term", learned.FITTED_TERMS)
def test_each_multiplier_scales_exactly_its_own_term(term):
    """What the evaluation uses is the table: doubling one term's multiplier adds that term
    once more to every estimate, and the named parts (the coach's) show it."""
    doubled = attrs.evolve(ev.DEFAULT_WEIGHTS, learned=scaled_table(term, 2.0))
    states = [s for s in positions(3, 81) if not s.game_over]
    moved = False
    for state in states[::3]:
        plain = ev.estimate_terms(state, ev.DEFAULT_WEIGHTS)
        twice = ev.estimate_terms(state, doubled)
        before = ev.estimates(state, ev.DEFAULT_WEIGHTS)
        after = ev.estimates(state, doubled)
        for p in range(state.num_players):
            assert twice[p][term] == pytest.approx(2.0 * plain[p][term])
            assert after[p] - before[p] == pytest.approx(plain[p][term], abs=1e-9)
            moved = moved or plain[p][term] != 0.0
    assert moved, f"no position of the game had any {term} to scale"


def test_multipliers_are_chosen_by_table_size_and_rounds_left():
    two = tuple((float(s), *[1.0] * 6) for s in range(3))
    many = tuple((float(10 + s), *[1.0] * 6) for s in range(3))
    table = learned.LearnedTable((1.0, 3.0), two, many)
    assert [table.multipliers(2, r)[0] for r in (0.0, 0.99, 1.0, 2.9, 3.0, 8.0)] == [
        0.0,
        0.0,
        1.0,
        1.0,
        2.0,
        2.0,
    ]
    assert [table.multipliers(n, 1.5)[0] for n in (3, 4, 5)] == [11.0, 11.0, 11.0]


def test_the_references_use_no_table_and_tournaments_can_switch_it():
    from steamworks.ai import make_agent

    assert WEIGHTS_V1.learned is None
    assert make_agent("hard-v1", 1, budget=5).weights.learned is None
    assert make_agent("medium-v1", 1, budget=5).weights.learned is None
    assert make_agent("hard", 1, budget=5, learned=1).weights.learned is learned.LEARNED
    assert make_agent("hard", 1, budget=5, learned=0).weights.learned is None
    with pytest.raises(ValueError, match="learned= takes 1"):
        make_agent("hard", 1, budget=5, learned=2)


def test_a_candidate_table_is_selected_by_its_file(tmp_path):
    """`learned=<file>.json` plays a table that is not (yet) the package's, read once."""
    from steamworks.ai import make_agent

    path = tmp_path / "candidate.json"
    two_stages = {g: [[1.0] * len(learned.FITTED_TERMS)] * 2 for g in learned.GROUPS}
    path.write_text(json.dumps(document(phases=[2.0], tables=two_stages)), encoding="utf-8")
    agent = make_agent("hard", 1, budget=5, learned=str(path))
    assert agent.weights.learned == learned.load_table(path)
    assert agent.weights.learned.phases == (2.0,)
    assert make_agent("hard", 2, budget=5, learned=str(path)).weights.learned is (
        agent.weights.learned
    )
    with pytest.raises(learned.LearnedDataError, match="cannot be read"):
        make_agent("hard", 1, budget=5, learned=str(tmp_path / "absent.json"))


def test_shipped_hard_plays_with_the_table_and_tuning_options_keep_it():
    from steamworks.ai import make_agent

    assert make_agent("hard", 1, budget=5).weights.learned is learned.LEARNED
    # a tuning option adjusts the level's own weights, not the hand-set defaults
    tuned = make_agent("hard", 1, budget=5, money=0.3)
    assert tuned.weights.learned is learned.LEARNED and tuned.weights.money == 0.3
    # the other levels keep the hand-set prices; Random and Easy take no table
    assert make_agent("medium", 1, budget=5).weights.learned is None
    assert make_agent("easy", 1).weights.learned is None
    make_agent("random", 1)


# ------------------------------------------------------------------ tools/train_eval.py


@pytest.fixture(scope="module")
def train():
    return load_tool("train_eval")


def test_the_fit_recovers_known_multipliers(train):
    """Least squares with no pull finds multipliers the targets were made from, per stage."""
    k = len(learned.FITTED_TERMS)
    truth = {0: [2.0, 0.5, 1.0, 0.0, 1.5, 1.0, 0.8], 4: [0.3, 1.2, 2.5, 1.0, 0.0, 0.6, 1.0]}
    samples = []
    for stage, beta in truth.items():
        for i in range(60):
            x = [math.sin(i * (p + 1) + stage) * (p + 1) for p in range(k)]
            samples.append(("2", stage, x, sum(b * v for b, v in zip(beta, x))))
    tables = train.fit(samples, ridge=0.0)
    for stage, beta in truth.items():
        assert tables["2"][stage] == pytest.approx(beta, abs=1e-3)
    assert tables["2"][1] == [1.0] * k  # a stage without data keeps the hand-set prices
    assert tables["3+"] == [[1.0] * k] * (len(train.PHASES) + 1)


def test_the_ridge_pulls_towards_the_hand_set_prices(train):
    k = len(learned.FITTED_TERMS)
    samples = [
        ("3+", 2, [float(p == 0) * (i % 5) for p in range(k)], 3.0 * (i % 5)) for i in range(50)
    ]
    free = train.fit(samples, ridge=0.0)["3+"][2][0]
    pulled = train.fit(samples, ridge=1.0)["3+"][2][0]
    assert free == pytest.approx(3.0, abs=1e-3)
    assert pulled == pytest.approx(2.0, abs=1e-3)  # halfway: the data's sum of squares again


def test_the_script_writes_the_same_valid_file_for_the_same_seed(train, tmp_path, capsys):
    args = ["--seed", "3", "--games", "2=3,3=2", "--policy", "easy", "--thin", "4"]
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    assert train.main([*args, "--out", str(first)]) == 0
    out = capsys.readouterr().out
    assert train.main([*args, "--out", str(second)]) == 0
    assert first.read_bytes() == second.read_bytes()
    assert "games 5, positions" in out and "bytes" in out
    table = learned.load_table(first)
    doc = json.loads(first.read_text("utf-8"))
    assert doc["games"] == {"2": 3, "3": 2} and doc["positions"] > 0
    assert doc["command"].startswith("tools/train_eval.py --seed 3 --games 2=3,3=2")
    assert table.two != table.many  # each table size fitted to its own games
    other_seed = ["--seed", "4", *args[2:]]
    assert train.main([*other_seed, "--out", str(second)]) == 0
    assert first.read_bytes() != second.read_bytes()


def test_the_script_refuses_a_bad_games_list(train, capsys):
    with pytest.raises(SystemExit) as exit_:
        train.main(["--seed", "1", "--games", "7=3"])
    assert exit_.value.code == 2
    assert "2 to 5 players" in capsys.readouterr().err


def test_a_refit_from_saved_rows_writes_what_the_games_wrote(train, tmp_path, capsys):
    """--save-rows keeps the games' rows; --from-rows fits them again without playing."""
    played, refit, rows = tmp_path / "played.json", tmp_path / "refit.json", tmp_path / "rows"
    args = ["--games", "2=3,4=1", "--policy", "easy", "--thin", "4"]
    assert train.main(["--seed", "5", *args, "--out", str(played), "--save-rows", str(rows)]) == 0
    assert train.main(["--from-rows", str(rows), "--out", str(refit)]) == 0
    assert refit.read_bytes() == played.read_bytes()  # the same command, games, fit, to the byte
    # another ridge on the same rows: another table, same games
    assert train.main(["--from-rows", str(rows), "--ridge", "5", "--out", str(refit)]) == 0
    again = json.loads(refit.read_text("utf-8"))
    assert again["games"] == {"2": 3, "4": 1} and "--ridge 5" in again["command"]
    assert again["tables"] != json.loads(played.read_text("utf-8"))["tables"]
    capsys.readouterr()


def test_the_script_wants_a_seed_to_play(train, capsys):
    with pytest.raises(SystemExit) as exit_:
        train.main(["--games", "2=1"])
    assert exit_.value.code == 2
    assert "--seed" in capsys.readouterr().err


def test_a_refit_may_take_other_stages_keep_other_table_sizes_and_measure_a_table(
    train, tmp_path, capsys
):
    """Finer stages on the same rows; a two-player run keeps the 3+ rows of a given table (the
    same multiplier at every number of rounds left); a compared table is measured on the same
    held-out rows (a table of ones errs exactly as the hand-set prices do)."""
    rows, out, ones = tmp_path / "rows", tmp_path / "fine.json", tmp_path / "ones.json"
    ones.write_text(json.dumps(document()), encoding="utf-8")
    assert train.main(["--seed", "6", "--games", "2=5", "--policy", "easy", "--thin", "3",
                       "--out", str(out), "--save-rows", str(rows)]) == 0  # fmt: skip
    base = learned.LEARNED
    fine = "0.5,1,1.5,2,3,4.5,6"
    assert train.main(["--from-rows", str(rows), "--phases", fine, "--others-from",
                       str(learned.data_path()), "--compare", str(ones), "--out", str(out)]) == 0  # fmt: skip
    table = learned.load_table(out)
    assert table.phases == (0.5, 1.0, 1.5, 2.0, 3.0, 4.5, 6.0)
    assert len(table.two) == 8
    for r in (0.0, 0.7, 1.0, 2.2, 4.4, 5.0, 7.9):
        assert table.multipliers(3, r) == base.multipliers(3, r)
    doc = json.loads(out.read_text("utf-8"))
    assert f"--phases {fine}" in doc["command"] and "--others-from" in doc["command"]
    held = doc["held_out"]["2"]
    assert held["held_out_rows"] > 0 and held["rms_compared"] == held["rms_hand_set"]
    # the kept rows name their origin: the other table's command, games and held-out error
    shipped = json.loads(learned.data_path().read_text("utf-8"))
    origin = shipped.get("kept", {}).get("3+") or {
        "command": shipped["command"],
        "games": {n: g for n, g in shipped["games"].items() if n != "2"},
        "held_out": shipped["held_out"]["3+"],
    }
    assert "3+" not in doc["held_out"] and doc["kept"] == {"3+": origin}
    assert origin["games"] and origin["held_out"]["held_out_rows"] > 0
    # a table made from one that kept rows passes their origin on, not its own command
    again = tmp_path / "again.json"
    assert train.main(["--from-rows", str(rows), "--phases", fine, "--others-from", str(out),
                       "--out", str(again)]) == 0  # fmt: skip
    assert json.loads(again.read_text("utf-8"))["kept"] == {"3+": origin}
    # stages that split one of the kept table's stages in other places would change its rows
    with pytest.raises(SystemExit, match="must keep the stage bounds"):
        train.main(["--from-rows", str(rows), "--phases", "1.5,3", "--others-from",
                    str(learned.data_path()), "--out", str(out)])  # fmt: skip
    with pytest.raises(SystemExit) as exit_:
        train.main(["--from-rows", str(rows), "--phases", "2,1", "--out", str(out)])
    assert exit_.value.code == 2
    capsys.readouterr()


def test_games_shared_among_processes_write_the_same_file(train, tmp_path, capsys):
    """--jobs plays the games in worker processes; the rows, and so the file, are the same."""
    args = ["--seed", "7", "--games", "2=3,4=2", "--policy", "easy", "--thin", "4"]
    alone, shared = tmp_path / "alone.json", tmp_path / "shared.json"
    assert train.main([*args, "--out", str(alone)]) == 0
    assert train.main([*args, "--jobs", "2", "--out", str(shared)]) == 0
    assert shared.read_bytes() == alone.read_bytes()
    for bad in ("0", "-1", "two"):
        with pytest.raises(SystemExit) as exit_:
            train.main([*args, "--jobs", bad])
        assert exit_.value.code == 2
    assert "--jobs wants a whole number" in capsys.readouterr().err


def test_the_shipped_tables_command_runs_from_a_checkout():
    """Every file the shipped table's recorded command reads is in the repository (no path
    outside it), and the earlier table it kept its two-player rows from is the one committed
    as tools/data/learned_eval_session8.json (main 8cba11a's table, byte for byte)."""
    root = Path(__file__).resolve().parents[2]
    doc = json.loads((root / "steamworks/ai/data/learned_eval.json").read_text("utf-8"))
    words = doc["command"].split()
    assert words[0] == "tools/train_eval.py" and (root / words[0]).is_file()
    for option in ("--others-from", "--compare", "--from-rows"):
        if option in words:
            path = words[words.index(option) + 1]
            assert not Path(path).is_absolute() and (root / path).is_file(), path
    earlier_path = root / "tools/data/learned_eval_session8.json"
    earlier = json.loads(earlier_path.read_text("utf-8"))
    assert doc["kept"]["2"] == {
        "command": earlier["command"],
        "games": {"2": earlier["games"]["2"]},
        "held_out": earlier["held_out"]["2"],
    }
    assert learned.load_table(earlier_path).two == learned.LEARNED.two
