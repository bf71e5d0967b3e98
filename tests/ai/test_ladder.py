"""The rated ladder: the rating fit, the ladder file's integrity check, the shipped file's
decision digests (a level whose play changed since it was rated fails here), and the words."""

from __future__ import annotations

import copy
import json
import random

import attrs
import pytest

from steamworks.ai import ladder_file, ladder_words, ratings
from steamworks.ai.decision_digest import level_digest
from steamworks.ai.ladder_file import LadderDataError
from tests.support.ladders import bare_ladder


def _two_player(a: str, b: str, wins: int, losses: int) -> list[ratings.Comparison]:
    out = []
    for _ in range(wins):
        out += ratings.comparisons([a, b], [1, 2])
    for _ in range(losses):
        out += ratings.comparisons([a, b], [2, 1])
    return out


# ------------------------------------------------------------------ the fit


def test_a_pair_fits_to_the_difference_its_score_gives():
    # 30 of 40 plus one virtual draw: 30.5 of 41
    fitted = ratings.fit(_two_player("b", "a", 30, 10), {"a": 0.0}).ratings
    assert fitted["b"].rating == pytest.approx(ratings.difference_for(30.5 / 41), abs=0.01)
    assert fitted["a"].sd == 0.0
    assert fitted["b"].low < fitted["b"].rating < fitted["b"].high
    assert fitted["b"].games == 40


def test_more_games_narrow_the_interval_and_order_does_not_matter():
    few = ratings.fit(_two_player("b", "a", 15, 5), {"a": 0.0}).ratings["b"]
    games = _two_player("b", "a", 60, 20)
    many = ratings.fit(games, {"a": 0.0}).ratings["b"]
    assert many.high - many.low < few.high - few.low
    shuffled = games[:]
    random.Random(3).shuffle(shuffled)
    assert ratings.fit(shuffled, {"a": 0.0}).ratings["b"] == many


def test_a_pair_won_every_time_still_has_a_finite_rating():
    fitted = ratings.fit(_two_player("b", "a", 40, 0), {"a": 0.0}).ratings["b"]
    assert 500 < fitted.rating < 1000
    assert fitted.low > 0


def test_a_four_player_game_carries_one_games_evidence_per_seat():
    pairs = ratings.comparisons(["a", "b", "c", "d"], [1, 2, 2, 4])
    assert len(pairs) == 6
    assert sum(p.weight for p in pairs if "a" in (p.a, p.b)) == pytest.approx(1.0)
    tie = next(p for p in pairs if {p.a, p.b} == {"b", "c"})
    assert tie.score == 0.5


def test_seats_of_one_level_are_not_compared_with_each_other():
    assert ratings.comparisons(["hard", "medium", "medium"], [1, 2, 3]) == [
        ratings.Comparison("hard", "medium", 1.0, 0.5),
        ratings.Comparison("hard", "medium", 1.0, 0.5),
    ]


def test_a_fit_without_a_fixed_rating_or_prior_is_refused():
    with pytest.raises(ValueError, match="scale"):
        ratings.fit(_two_player("b", "a", 3, 1))


def test_the_prior_keeps_a_first_result_modest():
    one_win = ratings.comparisons(["me", "hard"], [1, 2])
    mine = ratings.fit(
        one_win, {"hard": 1000.0}, virtual_draws=0, prior_draws=2, prior_centre=600.0
    ).ratings["me"]
    assert 600 < mine.rating < 1000
    assert mine.high - mine.low > 600  # one game says little


def test_expected_and_difference_are_inverse():
    assert ratings.expected(0) == 0.5
    assert ratings.expected(400) == pytest.approx(10 / 11)
    assert ratings.difference_for(ratings.expected(123.0)) == pytest.approx(123.0)


# ------------------------------------------------------------------ the file


def _rows(table: str, levels: tuple[str, str], results: list[int], digests=None) -> list[dict]:
    """Rows as tools/ladder.py play writes them: deal d played twice, seats swapped."""
    rows = []
    for index, first_won in enumerate(results):
        seats = list(levels) if index % 2 == 0 else [levels[1], levels[0]]
        winner = levels[0] if first_won else levels[1]
        rows.append(
            {
                "table": table,
                "command": f"play {table}",
                "players": 2,
                "digests_for": 2,
                "digests": digests or {lv: f"digest-{lv}" for lv in levels},
                "scale": 1.0,
                "index": index,
                "deal_seed": 100_000 + index // 2,
                "labels": seats,
                "ranks": [1 if s == winner else 2 for s in seats],
            }
        )
    return rows


def _document() -> dict:
    rows = _rows("easy,random/2p", ("easy", "random"), [1] * 18 + [0, 1])
    rows += _rows("medium,easy/2p", ("medium", "easy"), [1, 1, 1, 0] * 4)
    games, info = ladder_file.whole_rotations(rows)
    return ladder_file.build(
        games=games,
        commands=info,
        digests={lv: {2: f"digest-{lv}"} for lv in ("random", "easy", "medium")},
        revision="abc1234",
        command="tools/ladder.py fit test",
        measured="2026-11-28 09:00 UTC",
        machine="test",
        notes="",
    )


def test_a_written_ladder_reads_back_with_its_ratings_and_gaps():
    ladder = ladder_file.parse(_document())
    assert list(ladder.ratings) == ["random", "easy", "medium"]
    assert ladder.ratings["random"].rating == 0.0
    assert [(g.upper, g.lower) for g in ladder.gaps] == [("easy", "random"), ("medium", "easy")]
    assert ladder.gaps[1].points == pytest.approx(
        ladder.ratings["medium"].rating - ladder.ratings["easy"].rating, abs=0.2
    )
    assert ladder.tables[0]["command"] == "play easy,random/2p"


@pytest.mark.parametrize("field", ["rating", "low", "high"])
def test_a_hand_edited_rating_breaks_the_integrity_check(field):
    doc = _document()
    doc["ratings"]["medium"][field] += 50
    with pytest.raises(LadderDataError, match=f"medium's {field}"):
        ladder_file.parse(doc)


def test_a_hand_edited_gap_or_game_breaks_the_integrity_check():
    doc = _document()
    doc["gaps"][1]["points"] += 100
    with pytest.raises(LadderDataError, match="gaps"):
        ladder_file.parse(doc)
    doc = _document()
    deal, seats, places = doc["tables"][1]["games"][3]
    doc["tables"][1]["games"][3] = [deal, seats, places[::-1]]  # a loss made a win
    with pytest.raises(LadderDataError, match="medium's rating"):
        ladder_file.parse(doc)


def test_digests_are_kept_per_table_size_and_read_back():
    doc = _document()
    assert doc["version"] == ladder_file.VERSION == 2
    assert doc["ratings"]["easy"]["digests"] == {"2": "digest-easy"}
    ladder = ladder_file.parse(doc)
    assert ladder.ratings["easy"].digests == {2: "digest-easy"}
    rows = ladder_file.kept_rows(ladder)
    assert {r["digests_for"] for r in rows} == {2}
    assert rows[0]["digests"] == {"easy": "digest-easy", "random": "digest-random"}


def test_a_first_version_file_is_read_with_its_one_digest_of_every_size():
    doc = _document()
    doc["version"] = ladder_file.FIRST_VERSION
    for entry in doc["ratings"].values():
        entry["digest"] = entry.pop("digests")["2"] + "-all"
    ladder = ladder_file.parse(doc)
    assert ladder.version == 1
    assert ladder.ratings["easy"].digests == {ladder_file.ALL_SIZES: "digest-easy-all"}
    rows = ladder_file.kept_rows(ladder)
    assert {r["digests_for"] for r in rows} == {ladder_file.ALL_SIZES}


def test_a_level_changed_at_one_table_size_keeps_its_digest_at_the_others(monkeypatch):
    # Hard without its table for four-player games (keeping three players'): its four-player
    # play changes, so a rating of its four-player games would be stale; its two- and
    # three-player play does not
    from steamworks.ai import decision_digest
    from steamworks.ai.levels import LEVELS

    spec = LEVELS["hard"]
    assert spec.weights.holdings_for(4) is not None
    before = {n: level_digest("hard", n) for n in (2, 3, 4)}
    three = spec.weights.holdings_for(3)
    assert three is not None
    changed = attrs.evolve(spec, weights=attrs.evolve(spec.weights, holdings_many=[three]))
    monkeypatch.setitem(LEVELS, "hard", changed)
    after = {n: level_digest("hard", n) for n in (2, 3, 4)}
    assert after[2] == before[2] and after[3] == before[3]
    assert after[4] != before[4]
    assert decision_digest.settings(changed, 4) != decision_digest.settings(spec, 4)
    assert decision_digest.settings(changed, 2) == decision_digest.settings(spec, 2)


def test_each_table_size_has_positions_with_choices():
    from steamworks.ai import decision_digest
    from steamworks.rules import engine

    for players in (2, 3, 4, 5):
        where = decision_digest.positions(players)
        assert where and all(p[0] == players for p in where)
        for p in where:
            state = decision_digest.position(*p)
            assert state.num_players == players and len(engine.legal_actions(state)) >= 3
    assert decision_digest.positions(None) == decision_digest.POSITIONS


def test_a_deal_missing_a_seating_is_left_out():
    rows = _rows("hard,medium/2p", ("hard", "medium"), [1, 1, 1])
    games, _ = ladder_file.whole_rotations(rows)
    assert len(games) == 2  # the third game's deal was not played the other way round


def test_games_of_two_versions_of_a_level_are_refused():
    rows = _rows("hard,medium/2p", ("hard", "medium"), [1, 1])
    rows += _rows("hard,easy/2p", ("hard", "easy"), [1, 1], {"hard": "other", "easy": "e"})
    with pytest.raises(LadderDataError, match="hard"):
        ladder_file.whole_rotations(rows)


def test_a_level_that_plays_differently_at_fitting_time_is_refused():
    games, info = ladder_file.whole_rotations(_rows("easy,random/2p", ("easy", "random"), [1, 1]))
    with pytest.raises(LadderDataError, match="easy plays differently now at 2 players"):
        ladder_file.build(
            games=games,
            commands=info,
            digests={"easy": {2: "changed"}, "random": {2: "digest-random"}},
            revision="",
            command="",
            measured="",
            machine="",
            notes="",
        )


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: d.update(ratings=[1, 2]),
        lambda d: d["ratings"].update(easy="high"),
        lambda d: d.update(gaps=None),
        lambda d: d["tables"][0].update(games=[[1, 2]]),
        lambda d: d["tables"][0]["games"][0].__setitem__(2, [1]),
        lambda d: d["ratings"]["easy"].update(rating=float("nan")),
        lambda d: d["ratings"]["easy"].update(digests={"6": "abc"}),
        lambda d: d["ratings"]["easy"].update(digests={}),
        lambda d: d["ratings"]["easy"].update(digests={"2": 7}),
        lambda d: d["ratings"]["easy"].pop("digests"),
    ],
)
def test_any_damage_is_a_ladder_error_never_another(damage):
    doc = _document()
    damage(doc)
    with pytest.raises(LadderDataError):
        ladder_file.parse(doc)


def test_the_game_reads_no_ladder_from_a_damaged_file(monkeypatch):
    def damaged(path=None):
        raise LadderDataError("ladder.json is malformed")

    monkeypatch.setattr(ladder_file, "load", damaged)
    ladder_file.shipped_ladder.cache_clear()
    try:
        assert ladder_file.shipped_ladder() is None
        assert ladder_words.level_line("hard", ladder_file.shipped_ladder()) is None
    finally:
        ladder_file.shipped_ladder.cache_clear()


def test_a_damaged_file_is_refused(tmp_path):
    path = tmp_path / "ladder.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(LadderDataError):
        ladder_file.load(path)
    doc = copy.deepcopy(_document())
    doc["version"] = 99
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(LadderDataError, match="version"):
        ladder_file.load(path)


# ------------------------------------------------------------------ the shipped file


def test_the_shipped_ladder_passes_its_integrity_check():
    ladder = ladder_file.load()
    assert ladder.revision and ladder.command and ladder.measured and ladder.machine
    assert "random" in ladder.ratings and "hard" in ladder.ratings
    assert all(table["command"] for table in ladder.tables)


@pytest.mark.parametrize("level", ladder_file.LADDER_LEVELS)
def test_each_rated_level_plays_as_it_did_when_it_was_rated(level):
    ladder = ladder_file.load()
    if level not in ladder.ratings:
        pytest.skip(f"{level} is not rated in the shipped ladder")
    assert ladder.ratings[level].digests
    for size, recorded in ladder.ratings[level].digests.items():
        now = level_digest(level, None if size == ladder_file.ALL_SIZES else size)
        assert now == recorded, (
            f"{level} plays differently at {size} players than when it was rated (digest "
            f"{recorded}, now {now}): its rating in ai/data/ladder.json is stale; play its "
            f"tables again with tools/ladder.py play and refit (tools/ladder.py fit)"
        )


# ------------------------------------------------------------------ words


def test_a_gap_in_words():
    gap = ladder_file.Gap("hard", "medium", 404.0, 330.0, 478.0)
    assert ladder_words.gap_words(gap) == (
        "about 400 points above Medium; wins 9 of 10 games against it"
    )
    gap = ladder_file.Gap("hard", "medium", 240.0, 20.0, 460.0)
    assert ladder_words.gap_words(gap) == (
        "about 250 points above Medium; wins 4 of 5 games against it"
    )
    gap = ladder_file.Gap("easy", "random", 640.0, 520.0, 760.0)
    assert ladder_words.gap_words(gap) == (
        "about 650 points above random play; wins almost every game against it"
    )


def test_a_gap_whose_interval_reaches_zero_claims_nothing():
    gap = ladder_file.Gap("expert", "hard", 60.0, -40.0, 160.0)
    assert ladder_words.gap_words(gap) == ("not yet shown to be stronger than Hard (too few games)")


def test_where_a_rating_stands():
    ladder = ladder_file.parse(_document())
    easy = ladder.ratings["easy"].rating
    medium = ladder.ratings["medium"].rating
    offered = ("easy", "medium", "hard")
    assert ladder_words.rating_place((easy + medium) / 2, ladder, offered) == (
        "between Easy and Medium"
    )
    assert ladder_words.rating_place(easy - 200, ladder, offered) == "below Easy"
    assert ladder_words.rating_place(medium + 200, ladder, offered) == "above Medium"
    assert ladder_words.rating_place(medium + 10, ladder, offered) == "about level with Medium"


def _three_levels(expert: float, expert_gap: ladder_file.Gap) -> ladder_file.Ladder:
    """Medium 1200, Hard 1480 (280 points above it, shown) and Expert as given."""
    return bare_ladder(
        {"medium": 1200.0, "hard": 1480.0, "expert": expert},
        (ladder_file.Gap("hard", "medium", 280.0, 200.0, 360.0), expert_gap),
    )


def test_a_level_rated_under_the_level_below_it_places_no_rating():
    offered = ("medium", "hard", "expert")
    # Expert rated under Hard (its gap's interval reaching below 0: New Game claims nothing)
    unproven = _three_levels(1440.0, ladder_file.Gap("expert", "hard", -40.0, -180.0, 100.0))
    assert ladder_words.rating_place(1400.0, unproven, offered) == "between Medium and Hard"
    assert ladder_words.rating_place(1445.0, unproven, offered) == "between Medium and Hard"
    assert ladder_words.rating_place(1600.0, unproven, offered) == "above Hard"
    # rated above Hard, Expert places ratings like any level
    shown = _three_levels(1570.0, ladder_file.Gap("expert", "hard", 90.0, 10.0, 170.0))
    assert ladder_words.rating_place(1530.0, shown, offered) == "between Hard and Expert"
    assert ladder_words.rating_place(1580.0, shown, offered) == "about level with Expert"
