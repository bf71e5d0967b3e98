"""Owner rewards: the clock counter (two players: a coin) for each mechanic an opponent places on
your device, never for your own; where the counter comes from in each age; and the owner
bonuses outlined in red (Amplicondenser, Inflator, Miscellanerie, Sourcer) in one place.

Sources: rulebook "Award a clock counter to the device's owner" and "Owner bonuses" (page 5-6),
"Two-player game" (page 8); game-data.md rulings 4 and 8.
"""

from __future__ import annotations

import pytest

from steamworks.rules.actions import (
    Activate,
    AddTile,
    Choose,
    Decline,
    EndActivation,
    Pass,
    PlaceDevice,
)
from tests.support.moves import apply_all, changes
from tests.support.positions import CLOCK_MONETISER_1, device, inventors, scenario


@pytest.mark.parametrize("age,locks", [(1, (2, 9, 9)), (2, (0, 8, 9)), (3, (0, 0, 8))])
def test_the_clock_comes_from_the_current_stack_of_each_age(age, locks):
    # the current stack is the lock of the next age: Age II lock in Age I, and so on
    state = scenario(inventors(age=age) + device("Bram", *CLOCK_MONETISER_1))
    after = apply_all(state, PlaceDevice(1, (0, 0)), Activate((0, 1), "C"))
    assert changes(state, after) == {"p0.money": 13, "p1.clocks": 1, "locks": locks}


@pytest.mark.parametrize("age", [1, 2, 3])
def test_no_clock_for_your_own_device(age):
    state = scenario(inventors(age=age) + device("Ada", *CLOCK_MONETISER_1))
    after = apply_all(state, PlaceDevice(1, (0, 0)), Activate((0, 1), "C"))
    assert changes(state, after) == {"p0.money": 13}


def test_the_clock_is_earned_even_if_nothing_is_activated():
    state = scenario(inventors() + device("Bram", *CLOCK_MONETISER_1))
    after = apply_all(state, PlaceDevice(1, (0, 0)), EndActivation())
    assert changes(state, after) == {"p1.clocks": 1, "locks": (0, 8, 9)}


def test_an_empty_stack_pays_from_the_general_supply():
    state = scenario(
        inventors(game={"locks": [0, 0, 9], "clock_supply": 2, "clocks_removed": 34})
        + device("Bram", *CLOCK_MONETISER_1)
    )
    after = apply_all(state, PlaceDevice(1, (0, 0)), Activate((0, 1), "C"))
    # Age II with the Age III lock empty: from the supply, never from the Game End stack
    assert changes(state, after) == {"p0.money": 13, "p1.clocks": 1, "clock_supply": 1}


def test_with_no_counters_left_the_owner_takes_a_prestige_chip():
    state = scenario(
        inventors(game={"locks": [0, 0, 9], "clock_supply": 0, "clocks_removed": 36})
        + device("Bram", *CLOCK_MONETISER_1)
    )
    after = apply_all(state, PlaceDevice(1, (0, 0)), Activate((0, 1), "C"))
    assert changes(state, after) == {"p0.money": 13, "p1.prestige": 1}


def test_each_opponent_mechanic_earns_a_clock():
    text = (
        inventors()
        + device("Bram", *CLOCK_MONETISER_1)
        + device("Bram", (0, 0, "steam_source"), (0, 1, "condenser_1"))
    )
    state = scenario(text)
    after = apply_all(state, PlaceDevice(1, (0, 0)), Activate((0, 1), "C"))  # Ada
    after = apply_all(after, Pass())  # Bram
    after = apply_all(after, PlaceDevice(2, (0, 0)), Activate((0, 1), "S"))  # Cora
    assert changes(state, after) == {
        "p0.money": 13,
        "p2.sources": (0, 2, 0),
        "p1.clocks": 2,
        "locks": (0, 7, 9),
    }


# ---------------------------------------------------------------- two players: coins


@pytest.mark.parametrize("age,locks", [(1, (2, 6, 6)), (2, (0, 5, 6)), (3, (0, 0, 5))])
def test_two_players_a_coin_instead_of_a_clock(age, locks):
    state = scenario(inventors(2, age) + device("Bram", *CLOCK_MONETISER_1))
    after = apply_all(state, PlaceDevice(1, (0, 0)), Activate((0, 1), "C"))
    assert changes(state, after) == {"p0.money": 13, "p1.money": 11, "locks": locks}


def test_two_players_an_empty_coin_stack_still_pays_the_owner():
    # docs/rulings.md ruling 19: once the coin stack is empty the bank pays the coin
    state = scenario(
        inventors(2, 2, game={"locks": [0, 0, 6]}) + device("Bram", *CLOCK_MONETISER_1)
    )
    after = apply_all(state, PlaceDevice(1, (0, 0)), Activate((0, 1), "C"))
    assert changes(state, after) == {"p0.money": 13, "p1.money": 11}


def test_two_players_no_coin_for_your_own_device():
    state = scenario(inventors(2, 1) + device("Ada", *CLOCK_MONETISER_1))
    after = apply_all(state, PlaceDevice(1, (0, 0)), Activate((0, 1), "C"))
    assert changes(state, after) == {"p0.money": 13}


# ---------------------------------------------------------------- owner bonuses, side by side


BONUS_CASES = [
    # (cells, power, decisions after activating, Ada's change, Bram's bonus)
    (
        ((0, 0, "steam_source"), (0, 1, "amplicondenser_1")),
        "S",
        (),
        {"p0.sources": (2, 5, 2)},
        {"p1.sources": (0, 1, 0)},
    ),
    (
        ((0, 0, "steam_source"), (0, 1, "inflator_1")),
        "S",
        (),
        {"p0.prestige": 1},
        {"p1.prestige": 1},
    ),
    (
        ((0, 0, "miscellanerie_1"), (0, 1, "clockwork_source")),
        "C",
        (Choose("take:C"),),
        {"p0.money": 12, "p0.sources": (3, 2, 2)},
        {"p1.sources": (1, 0, 0)},
    ),
    (
        ((0, 0, "clockwork_source"), (0, 1, "sourcer_2")),
        "C",
        (AddTile(1, "clockwork_source", (0, 2), 0),),
        {"devices": "grown"},
        {"p1.money": 11},
    ),
]


@pytest.mark.parametrize("owner", ["Bram", "Ada"])
@pytest.mark.parametrize(
    "cells,power,decisions,mine,bonus",
    BONUS_CASES,
    ids=["amplicondenser", "inflator", "miscellanerie", "sourcer"],
)
def test_owner_bonuses_only_when_an_opponent_activates(owner, cells, power, decisions, mine, bonus):
    state = scenario(inventors() + device(owner, *cells))
    source = next((r, c) for r, c, t in cells if t.endswith("_source"))
    component = next((r, c) for r, c, t in cells if not t.endswith("_source"))
    after = apply_all(state, PlaceDevice(1, source), Activate(component, power), *decisions)
    expected = dict(mine)
    if expected.get("devices") == "grown":
        expected["devices"] = tuple((d.id, d.owner, d.layout) for d in after.devices)
    if owner == "Bram":
        expected.update(bonus)
        expected.update({"p1.clocks": 1, "locks": (0, 8, 9)})
    assert changes(state, after) == expected


def test_a_declined_miscellanerie_earns_its_owner_nothing_but_the_clock():
    # docs/rulings.md ruling 6: the bonus source is of the type the opponent took; none taken, none given
    state = scenario(
        inventors() + device("Bram", (0, 0, "miscellanerie_1"), (0, 1, "clockwork_source"))
    )
    after = apply_all(state, PlaceDevice(1, (0, 1)), Activate((0, 0), "C"), Decline())
    assert changes(state, after) == {"p1.clocks": 1, "locks": (0, 8, 9)}
