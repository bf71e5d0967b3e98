"""The Statistics pictures' shapes in words (speech/charts.py): text in, text out."""

from __future__ import annotations

from steamworks.ui.speech import charts


def test_a_rising_line_says_so_lately_too_with_its_highest_and_lowest():
    line = [
        (1, 1000.0),
        (2, 980.0),
        (3, 1010.0),
        (4, 1040.0),
        (5, 1060.0),
        (6, 1090.0),
        (7, 1120.0),
    ]
    assert charts.rating_shape(line) == (
        "Over 7 rated games your rating rose from 1000 to 1120. "
        "Lately rising: up 140 over the last 5 games. "
        "Highest 1120, after rated game 7. Lowest 980, after rated game 2."
    )


def test_a_falling_line_and_a_level_one():
    falling = [(1, 1100.0), (2, 1050.0), (3, 990.0)]
    said = charts.rating_shape(falling)
    assert said.startswith("Over 3 rated games your rating fell from 1100 to 990.")
    assert "Lately" not in said  # no more games than the last few: the line says it all
    level = [(1, 1000.0), (2, 1004.0)]
    assert charts.rating_shape(level).startswith(
        "Over 2 rated games your rating held about level, from 1000 to 1004."
    )
    steady = [(i, 1000.0 + (60 if i <= 2 else 0)) for i in range(1, 9)]
    assert "Lately steady over the last 5 games." in charts.rating_shape(steady)
    assert charts.rating_shape([(1, 1000.0)]) == ""  # one point is no line


def test_the_prestige_bar_says_its_largest_share_first():
    said = charts.sources_shape(
        "Where your prestige came from",
        "Average prestige per game of the seats people played.",
        [("Prestige chips", 6.0), ("Clock counters", 0.0), ("Device tiles", 14.0)],
    )
    assert said == (
        "Where your prestige came from: 20.0. "
        "Average prestige per game of the seats people played. "
        "The largest share, 70%, from Device tiles: 14.0. "
        "Prestige chips: 6.0, 30%. None from Clock counters."
    )
    only = charts.sources_shape("Heading", "", [("Chips", 3.0), ("Tiles", 0.0)])
    assert only == "Heading: 3.0. All of it from Chips. None from Tiles."
    assert charts.sources_shape("Heading", "", [("Chips", 0.0)]) == ""


def every_sentence() -> list[str]:
    """This session's new spoken sentences, one of each (charts, a line gone, the replay's
    slider and a supply said of a player by name)."""
    from steamworks.ui.speech import positions, words
    from steamworks.ui.speech.screens import gone_words
    from tests.ui.speech.positions import position

    rising = [(i, 1000.0 + 30 * i) for i in range(1, 8)]
    falling = [(i, 1300.0 - 30 * i) for i in range(1, 8)]
    level = [(i, 1000.0 + (40 if i < 3 else 0)) for i in range(1, 8)]
    return [
        charts.rating_shape(rising),
        charts.rating_shape(falling),
        charts.rating_shape(level),
        charts.sources_shape("H", "", [("A", 2.0), ("B", 1.0), ("C", 0.0)]),
        charts.sources_shape("H", "", [("A", 2.0)]),
        gone_words(["Brunel: away."]),
        positions.slider_words(),
        words.supply_words(position(6), 1, "Brunel"),
    ]


def test_every_new_sentence_is_translatable():
    from steamworks.language import speaking

    english = every_sentence()
    with speaking("pseudo"):
        pseudo = every_sentence()
    for en, ps in zip(english, pseudo, strict=True):
        assert en and ps != en, en
        assert "{" not in ps and "}" not in ps, ps
