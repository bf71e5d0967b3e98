"""Games played on a Dask cluster are the games played here (matches/spread.py): a tournament and
the evaluation's self-play on a local cluster of worker processes, bound to 127.0.0.1 only,
compared with the same work done in this process; and a cluster whose workers hold other game
code, or no scheduler at all, is refused in a sentence."""

from __future__ import annotations

import json

import attrs
import pytest

from steamworks.cli.tournament import main as tournament_main
from steamworks.matches import spread
from steamworks.matches.tournament import parse_entries, run
from tests.support.tools import load_tool

distributed = pytest.importorskip("distributed", reason="the cluster extra is not installed")


@pytest.fixture(scope="module")
def cluster():
    # two worker processes, one thread each, every port on 127.0.0.1
    with distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        host="127.0.0.1",
        dashboard_address="127.0.0.1:0",  # its status page on loopback too, on a free port
        silence_logs=40,
    ) as local:
        yield local.scheduler_address


def _outcome(result) -> dict:
    """A game's result without its clock readings (thinking time is the machine's, not the game's)."""
    return attrs.asdict(result, filter=lambda a, _v: a.name not in ("decision_seconds", "seconds"))


def test_a_tournament_on_the_cluster_plays_the_same_games(cluster):
    # fixed budgets: every decision is the same wherever it is searched
    lineup = parse_entries("medium@2,easy", None)
    here = run(lineup, players=2, games=4, seed=11, jobs=1)
    there = run(lineup, players=2, games=4, seed=11, jobs=1, cluster=cluster)
    assert [r.index for r in there] == [r.index for r in here] == [0, 1, 2, 3]
    assert [_outcome(r) for r in there] == [_outcome(r) for r in here]
    assert len({r.scores for r in here}) > 1  # four different games, not one repeated


def test_the_evaluation_s_self_play_writes_the_same_file_on_the_cluster(cluster, tmp_path):
    train = load_tool("train_eval")
    args = ["--seed", "3", "--games", "2=3,3=1", "--policy", "easy", "--thin", "4"]
    here, there = tmp_path / "here.json", tmp_path / "there.json"
    assert train.main([*args, "--out", str(here)]) == 0
    assert train.main([*args, "--out", str(there), "--cluster", cluster]) == 0
    assert there.read_bytes() == here.read_bytes()


def test_the_tournament_command_plays_on_the_cluster(cluster, tmp_path, capsys):
    out = tmp_path / "t.json"
    argv = ["--agents", "medium@2,easy", "--games", "2", "--quiet", "--json", str(out)]
    assert tournament_main([*argv, "--cluster", cluster]) == 0
    doc = json.loads(out.read_text("utf-8"))
    assert doc["command"]["cluster"] == cluster and len(doc["games"]) == 2
    assert "medium@2" in capsys.readouterr().out


def test_workers_with_other_code_are_refused(cluster, monkeypatch, tmp_path):
    # this process reads its code from elsewhere, as if the checkout were another revision than
    # the workers' (they still digest their own package)
    other = tmp_path / "steamworks"
    other.mkdir()
    (other / "rules.py").write_text("# another revision\n", encoding="utf-8")
    real = spread.code_digest()
    monkeypatch.setattr(spread, "PACKAGE", other)
    assert spread.code_digest() != real
    with pytest.raises(spread.ClusterError, match="2 of 2 workers hold other game code"):
        run(parse_entries("easy,easy", None), players=2, games=2, seed=1, jobs=1, cluster=cluster)


def test_no_scheduler_at_the_address_is_a_sentence(monkeypatch, capsys):
    monkeypatch.setattr(spread, "CONNECT_SECONDS", 1.0)
    # a port on loopback where nothing listens
    status = tournament_main(
        ["--agents", "easy", "--games", "2", "--quiet", "--cluster", "tcp://127.0.0.1:9"]
    )
    assert status == 1
    assert "no Dask scheduler answered at 'tcp://127.0.0.1:9'" in capsys.readouterr().err


def test_several_search_processes_per_agent_are_refused_on_a_cluster(capsys):
    argv = ["--agents", "hard", "--workers", "2", "--quiet", "--cluster", "tcp://127.0.0.1:9"]
    assert tournament_main(argv) == 2
    assert "--workers above 1 cannot run on a --cluster" in capsys.readouterr().err
