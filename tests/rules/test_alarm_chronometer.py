"""The Alarm Chronometer at every table size (docs/rulings.md ruling 3): the free advance and the
paid ones together never bring the start player marker a full circle round the table, so at
most num_players - 1 advances are offered in all (with two players, only the free one).

Each test writes the standard cast (tests/support/positions.py) with as many more inventors as
the table needs, gives Ada an Alarm Chronometer on her own clockwork source, places her mechanic
there, powers the chronometer with it and reads the options the engine offers.
"""

from __future__ import annotations

import pytest

from steamworks.rules.actions import Activate, Choose, PlaceDevice
from steamworks.rules.describe import describe_action
from tests.support.moves import choices, refuse, step
from tests.support.positions import device, inventors, scenario

ALARM = device("Ada", (0, 0, "clockwork_source"), (0, 1, "alarm_chronometer_1"))

# Inventors beyond the standard three, for the four- and five-player tables.
EXTRA = (
    {"name": "Dax", "persona": "eva"},
    {"name": "Edda", "persona": "permelia"},
)


def table(players: int, money: int = 10) -> str:
    """The scenario text of `players` inventors (Ada with `money`) and Ada's chronometer."""
    text = inventors(min(players, 3), ada={"money": money})
    for extra in EXTRA[: max(0, players - 3)]:
        text += (
            f'\n[[player]]\nname = "{extra["name"]}"\npersona = "{extra["persona"]}"\n'
            "money = 10\nsupply = []\n"
        )
    return text + ALARM


def powered(players: int, money: int = 10):
    """(the position, the position after Ada puts her mechanic on the chronometer's source)."""
    state = scenario(table(players, money))
    assert state.num_players == players
    placed = step(state, PlaceDevice(1, (0, 0)))
    return state, step(placed, Activate((0, 1), "C"))


@pytest.mark.parametrize(
    "players,offered",
    [
        (2, ["spend:0"]),
        (3, ["spend:0", "spend:1"]),
        (4, ["spend:0", "spend:1", "spend:2"]),
        (5, ["spend:0", "spend:1", "spend:2", "spend:3"]),
    ],
)
def test_the_chronometer_never_offers_a_full_circle(players, offered):
    _before, after = powered(players)
    assert choices(after) == offered
    # the one that would bring the marker back to where it started is refused
    refuse(after, Choose(f"spend:{players - 1}"))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_offered_choice_moves_the_marker_somewhere_new(players):
    before, after = powered(players)
    reached = set()
    for key in choices(after):
        done = step(after, Choose(key))
        paid = int(key.partition(":")[2])
        assert done.players[0].money == before.players[0].money - paid
        reached.add(done.start_player)
    # every other seat can be made start player, and the marker never stays where it was
    assert reached == set(range(players)) - {before.start_player}


def test_money_still_limits_the_paid_advances_at_a_large_table():
    _before, after = powered(5, money=1)
    assert choices(after) == ["spend:0", "spend:1"]
    refuse(after, Choose("spend:2"))


def test_the_words_never_promise_a_full_circle():
    _before, after = powered(4)
    words = [describe_action(after, Choose(key)) for key in choices(after)]
    assert words[-1].endswith("advance the start player 3 times"), words
    assert not any("4 times" in w for w in words), words
