"""The holdings table (ai/holdings.py): what it adds to an estimate is exactly its persona's and
tiles' values, at the table sizes it was fitted on only, named as its own part of an estimate; the packaged file is
checked when read and a damaged one is refused with its name and fault; the switch reaches an
agent's evaluation, and Hard and Expert play with it (no frozen reference does). The same for
the packaged tables of more players, one for each size (three, four and five players), each added
only at its own size."""

from __future__ import annotations

import json

import attrs
import pytest

from steamworks.ai import evaluate as ev
from steamworks.ai import make_agent
from steamworks.ai.holdings import (
    DATA_FILE,
    MANY_FILES,
    HoldingsDataError,
    HoldingsTable,
    as_holdings,
    as_holdings_many,
    load_table,
    size_file,
    table_at,
)
from steamworks.ai.learned import data_path
from steamworks.ai.levels import HARD_WEIGHTS, LEVELS
from tests.support.positions import builder_game

PACKAGED = table_at(None)
# the packaged table Hard adds at each size of more than two players
SHIPPED = {n: table_at(None, size_file(n)) for n in (3, 4, 5)}


def by_hand(table: HoldingsTable, state, seat: int) -> float:
    """A seat's value spelt out: persona, persona times rounds left, device and supply tiles."""
    r = ev.rounds_left(state, ev.DEFAULT_WEIGHTS)
    stage = sum(1 for bound in table.phases if r >= bound)
    player = state.players[seat]
    value = table.persona[stage].get(player.persona, 0.0)
    value += table.persona_rounds[stage].get(player.persona, 0.0) * r
    value += sum(table.supply[stage].get(t, 0.0) for t in player.supply)
    for d in state.devices:
        if d.owner == seat:
            value += sum(table.devices[stage].get(t, 0.0) for _p, t, _r in d.layout)
    return value


def test_it_adds_each_seats_persona_and_tiles_and_nothing_else():
    states = builder_game(2, 5)
    assert any(s.devices for s in states) and any(s.players[0].supply for s in states)
    with_table = ev.Weights(holdings=PACKAGED)
    moved = 0
    for state in states:
        if state.game_over:  # a finished game's estimate is its exact score: nothing added
            assert ev.estimates(state, with_table) == ev.estimates(state, ev.DEFAULT_WEIGHTS)
            continue
        plain = ev.estimates(state, ev.DEFAULT_WEIGHTS)
        added = ev.estimates(state, with_table)
        for seat in range(2):
            assert added[seat] - plain[seat] == pytest.approx(by_hand(PACKAGED, state, seat))
        moved += added != plain
    assert moved > len(states) // 2


def test_it_is_its_own_part_of_an_estimate():
    w = attrs.evolve(HARD_WEIGHTS, holdings=1)
    for state in builder_game(2, 6)[10:60:7]:
        for terms, estimate in zip(ev.estimate_terms(state, w), ev.estimates(state, w)):
            assert sum(terms.values()) == pytest.approx(estimate)
        assert any(t["holdings"] != 0.0 for t in ev.estimate_terms(state, w))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_two_player_table_adds_nothing_at_larger_tables(players):
    for state in builder_game(players, 7)[5:40:5]:
        assert ev.estimates(state, ev.Weights(holdings=1)) == ev.estimates(state)
        assert ev.plain_estimates(state, ev.Weights(holdings=1)) == ev.plain_estimates(state)


@pytest.mark.parametrize("players", [3, 5])
def test_a_table_for_larger_tables_adds_each_seats_values_there_and_not_at_two(players, tmp_path):
    # a table for three to five players (here the packaged values, written to a file, as
    # tools/fit_holdings.py --players 3,4,5 --out FILE writes one) is taken by path only
    path = _table_of(tmp_path, [3, 4, 5])
    w = ev.Weights(holdings_many=str(path))
    (table,) = w.holdings_many
    assert w.holdings is None
    assert w.holdings_for(players) is table and w.holdings_for(2) is None
    moved = 0
    for state in builder_game(players, 8)[5:60:5]:
        if state.game_over:
            continue
        plain, added = ev.estimates(state), ev.estimates(state, w)
        assert ev.plain_estimates(state, w) == pytest.approx(added)
        for seat in range(players):
            assert added[seat] - plain[seat] == pytest.approx(by_hand(table, state, seat))
        terms = ev.estimate_terms(state, w)
        assert [t["holdings"] for t in terms] == pytest.approx(
            [by_hand(table, state, seat) for seat in range(players)]
        )
        moved += added != plain
    assert moved
    for state in builder_game(2, 8)[5:40:5]:  # the many-player table says nothing at two
        assert ev.estimates(state, w) == ev.estimates(state)
    with pytest.raises(ValueError, match="holdings_many= takes 1"):
        ev.Weights(holdings_many="yes")
    assert ev.Weights(holdings_many=0).holdings_many == ()
    agent = make_agent("hard", 1, budget=10, holdings_many=str(path))
    assert agent.weights.holdings_many[0] is table and len(agent.weights.holdings_many) == 1
    assert agent.weights.holdings is PACKAGED


def _table_of(tmp_path, players: list[int]):
    """The packaged values in a file that says they were fitted on `players`-player games."""
    doc = json.loads(_packaged_text())
    doc["players"] = players
    path = tmp_path / f"table_{'_'.join(map(str, players))}.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_a_table_is_added_only_at_the_table_sizes_it_was_fitted_on(tmp_path):
    w = ev.Weights(holdings_many=str(_table_of(tmp_path, [4])))
    (table,) = w.holdings_many
    assert table.players == (4,)
    assert w.holdings_for(4) is table
    assert w.holdings_for(3) is None and w.holdings_for(5) is None and w.holdings_for(2) is None
    for players in (3, 5):
        for state in builder_game(players, 9)[5:60:9]:
            assert ev.estimates(state, w) == ev.estimates(state)
            assert ev.plain_estimates(state, w) == ev.plain_estimates(state)
            assert all(t["holdings"] == 0.0 for t in ev.estimate_terms(state, w))
    moved = [
        ev.estimates(s, w) != ev.estimates(s) for s in builder_game(4, 9)[5:60:9] if not s.game_over
    ]
    assert any(moved)
    # a table that would add nothing where it is given is refused, naming its sizes
    with pytest.raises(ValueError, match=r"fitted on \[2\]-player games adds nothing"):
        ev.Weights(holdings_many=str(_table_of(tmp_path, [2])))
    with pytest.raises(ValueError, match=r"fitted on \[4\]-player games adds nothing"):
        ev.Weights(holdings=str(_table_of(tmp_path, [4])))
    assert PACKAGED.players == (2,)


def test_the_switch_reaches_the_agents_evaluation_and_hard_and_expert_play_with_it():
    assert as_holdings(1) is PACKAGED and as_holdings(0) is None and as_holdings(None) is None
    with pytest.raises(ValueError, match="holdings= takes"):
        as_holdings("yes")
    agent = make_agent("hard", 1, budget=10, holdings=1)
    assert agent.weights.holdings is PACKAGED
    assert agent.weights.learned is HARD_WEIGHTS.learned  # the level's other weights kept
    assert make_agent("hard", 1, budget=10, holdings=0).weights.holdings is None
    many = as_holdings_many(1)
    assert [t.players for t in many] == [(3,), (4,), (5,)]
    assert all(a is b for a, b in zip(many, SHIPPED.values(), strict=True))
    assert as_holdings_many(0) == () and as_holdings_many(None) == ()
    assert make_agent("hard", 1, budget=10, holdings_many=0).weights.holdings_many == ()
    # shipped in Hard and Expert (the two-player table in session 29, four players' in 31,
    # three and five players' in 32); the frozen references never change
    for players, table in {2: PACKAGED, **SHIPPED}.items():
        uses = {n for n, spec in LEVELS.items() if spec.weights.holdings_for(players) is table}
        assert uses == {"hard", "expert"}
        others = [s.weights for n, s in LEVELS.items() if n not in uses]
        assert all(w.holdings is None and w.holdings_many == () for w in others)


@pytest.mark.parametrize("players", list(SHIPPED))
def test_hard_adds_the_packaged_table_of_each_table_size_there_only(players):
    # each was fitted on games of one size: Hard adds it there and nowhere else (its estimates
    # at the other sizes are those of its weights without it)
    table = SHIPPED[players]
    assert HARD_WEIGHTS.holdings_for(players) is table
    kept = [t for t in HARD_WEIGHTS.holdings_many if t is not table]
    without = attrs.evolve(HARD_WEIGHTS, holdings_many=kept)
    for other in set(SHIPPED) - {players}:
        for state in builder_game(other, 12)[5:60:11]:
            assert ev.estimates(state, HARD_WEIGHTS) == ev.estimates(state, without)
    assert table.players == (players,)
    moved = 0
    for state in builder_game(players, 12)[5:80:5]:
        if state.game_over:
            continue
        plain, added = ev.estimates(state, without), ev.estimates(state, HARD_WEIGHTS)
        assert ev.plain_estimates(state, HARD_WEIGHTS) == pytest.approx(added)
        for seat in range(players):
            assert added[seat] - plain[seat] == pytest.approx(by_hand(table, state, seat))
        moved += added != plain
    assert moved


def test_the_tables_of_more_players_are_one_a_size(tmp_path):
    # a list of tables (or their files) is taken as given; two for one size are refused,
    # since which of them plays would be an accident of their order
    three, four = str(_table_of(tmp_path, [3])), _table_of(tmp_path, [4])
    w = ev.Weights(holdings_many=[three, table_at(str(four))])
    assert [t.players for t in w.holdings_many] == [(3,), (4,)]
    assert w.holdings_for(3) is w.holdings_many[0] and w.holdings_for(4) is w.holdings_many[1]
    assert w.holdings_for(5) is None
    with pytest.raises(ValueError, match="two holdings tables were given for 4 players"):
        ev.Weights(holdings_many=[str(_table_of(tmp_path, [4, 5])), str(four)])
    # evolving other weights keeps the tables each size adds
    evolved = attrs.evolve(w, first_place=0.5)
    assert evolved.holdings_for(3) is w.holdings_for(3)
    assert ev.Weights(holdings_many=1).holdings_many == HARD_WEIGHTS.holdings_many
    assert MANY_FILES == (size_file(3), size_file(4), size_file(5))


@pytest.mark.parametrize(
    "packaged, players, command",
    [
        (DATA_FILE, [2], "tools/fit_holdings.py"),
        (size_file(3), [3], "tools/fit_holdings.py --players 3 --games 2000 --seed 3000"),
        (size_file(4), [4], "tools/fit_holdings.py --players 4 --games 2000 --seed 4000"),
        (size_file(5), [5], "tools/fit_holdings.py --players 5 --games 2000 --seed 5000"),
    ],
)
def test_each_packaged_file_is_the_fit_it_says(packaged, players, command):
    doc = json.loads(_packaged_text(packaged))
    assert doc["command"].startswith(command)
    assert doc["players"] == players
    assert doc["held_out_error"]["with the table"] < doc["held_out_error"]["evaluation"]
    assert len(doc["stages"]) == len(doc["phases"]) + 1


def _packaged_text(packaged: str = DATA_FILE) -> str:
    return data_path(packaged).read_text("utf-8")


@pytest.mark.parametrize(
    "damage, fault",
    [
        (lambda d: d["stages"].pop(), "'stages' must have 5 entries"),
        (lambda d: d["stages"][1]["supply"].update(nonesuch=0.1), "names 'nonesuch'"),
        (lambda d: d["stages"][2]["persona"].update(eva=9.0), r"within \+-5"),
        (lambda d: d["stages"][0].pop("devices"), "stage 0 must have exactly"),
        (lambda d: d.update(phases=[2.0, 1.0, 3.0, 4.5]), "'phases' must be"),
        (lambda d: d.pop("players"), "'players' must list the table sizes"),
        (lambda d: d.update(players=[2, 6]), "'players' must list"),
        (lambda d: d.update(players=[4, 4]), "'players' must list"),
        (lambda d: d.update(players=[]), "'players' must list"),
        (lambda d: d.update(players=[True]), "'players' must list"),
    ],
)
def test_a_damaged_file_is_refused_with_its_name_and_fault(tmp_path, damage, fault):
    doc = json.loads(_packaged_text())
    damage(doc)
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(HoldingsDataError, match=fault) as caught:
        load_table(path)
    assert str(path) in str(caught.value)
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(HoldingsDataError, match="not valid JSON"):
        load_table(path)


def test_a_level_given_the_table_has_other_settings_in_its_digest(tmp_path):
    # the table is kept out of the weights' repr (so every rated digest stands as it was), so the
    # ladder's digest must hash it itself, or a level that took it up would pass as unchanged
    # if its decisions on the digest's positions happened not to move
    from steamworks.ai import decision_digest

    spec = LEVELS["hard"]  # which plays with the table
    without = attrs.evolve(spec, weights=attrs.evolve(spec.weights, holdings=0))
    assert "holdings" not in repr(spec.weights)
    assert repr(spec.weights) == repr(without.weights)
    assert decision_digest.settings(without) != decision_digest.settings(spec)
    # the table for larger tables too, and another one given by path
    no_many = attrs.evolve(spec, weights=attrs.evolve(spec.weights, holdings_many=0))
    path = str(_table_of(tmp_path, [3, 4, 5]))
    other = attrs.evolve(spec, weights=attrs.evolve(spec.weights, holdings_many=path))
    assert repr(no_many.weights) == repr(other.weights) == repr(spec.weights)
    assert len({decision_digest.settings(s) for s in (no_many, other, spec)}) == 3
