"""The effect registry (rules/effects.py) and its data (rules/data/effects.toml) agree with the
tiles and with each other: every effect a tile has is one record and one table, effects that ask
have a question and words for their options, and the words fill in the power they are given."""

from __future__ import annotations

import pytest

from steamworks.language import tr
from steamworks.rules import data as rules_data
from steamworks.rules import effects, preview
from steamworks.rules.data import DataError, load
from steamworks.rules.describe import describe_choice, describe_decision
from steamworks.rules.frames import EffectFrame


def _tile_effects() -> set[str]:
    return {t.effect for t in load().tiles.values()}


def test_every_tile_effect_has_one_record_and_one_table_and_nothing_else_does():
    assert set(effects.EFFECTS) == _tile_effects()
    assert set(load().effects) == _tile_effects()
    for name, record in effects.EFFECTS.items():
        assert record.name == name
        assert record.data is load().effect(name)


def test_effects_that_ask_have_a_question_options_and_words_and_the_others_none():
    for name, record in effects.EFFECTS.items():
        words = load().effect(name)
        if record.asks:
            assert record.choose is not None and record.option_words is not None, name
            assert words.prompt, f"{name} asks its player something but has no prompt"
            # the prompt as said (its {pounds_1} sums filled in)
            assert describe_decision(EffectFrame(0, name, "C", None)) == tr(words.prompt)
        else:
            assert not words.prompt, f"{name} never asks, yet has a prompt"
            assert record.choose is None and record.option_words is None, name


def test_trade_tables_come_from_the_data_and_belong_to_effects_that_ask():
    assert effects.SOURCE_TRADES["crescendo_organ"] == (("two", 2, 2), ("three", 3, 3))
    assert effects.MONEY_TRADES["patriotic_sonnet_generator"] == ((2, 2), (4, 3))
    for name in (*effects.SOURCE_TRADES, *effects.MONEY_TRADES):
        assert effects.EFFECTS[name].asks, name


def test_effects_without_a_power_use_never_start_anything():
    for name in ("source", "chrome", "iterator", "power_converter", "iteration_gears"):
        assert effects.EFFECTS[name].start(None, 0, "C", None) is None  # the state, untouched
        assert not effects.EFFECTS[name].usable(None, 0, "C")
    assert effects.effect_of("no_such_effect").usable(None, 0, "C") is False


def test_option_words_come_from_the_effect_record():
    frame = EffectFrame(0, "anthem_organ", "S", None)
    assert describe_choice(frame, "three:CSE") == (
        "give up clockwork, steam, electrickal for 2 prestige"
    )
    assert describe_choice(EffectFrame(0, "distiller", "C", None), "one:E") == (
        "give up an electrickal source for £5"
    )
    assert describe_choice(
        EffectFrame(0, "statue_sculptifier", "E", None), "steam_electrickal"
    ) == ("give up a steam and an electrickal source for 2 prestige")
    # an effect without option words shows the key itself
    assert effects.option_words("condenser", "odd") == "odd"


@pytest.mark.parametrize(
    ("effect", "power", "text"),
    [
        ("resonator", "E", "Take any belt tile that carries an electrickal connector."),
        ("resonator", "S", "Take any belt tile that carries a steam connector."),
        ("upgrader", "C", "Add a tile from your supply to a device that has exactly 2 tiles now."),
        ("librarifier", "S", "Take any tile from the white (Age II) belt."),
        ("condenser", None, "Gain two matching sources."),
        ("monetiser", "E", "Gain £3."),
    ],
)
def test_preview_words_fill_in_the_power(effect, power, text):
    assert preview.effect_text(effect, power) == text


def test_an_effect_table_with_an_unknown_key_or_no_preview_is_refused():
    with pytest.raises(DataError, match="unknown keys"):
        rules_data._effect_from("condenser", {"preview": "Gain.", "apeal": 1.0})
    with pytest.raises(DataError, match="needs a `preview`"):
        rules_data._effect_from("condenser", {"glossary": "Gain."})


def test_only_iteration_gears_powers_its_components_twice_and_the_data_says_so():
    assert {name for name, e in load().effects.items() if e.passes == 2} == {"iteration_gears"}
    assert {name for name, e in load().effects.items() if e.passes != 2} == {
        name for name, e in load().effects.items() if e.passes == 1
    }
    with pytest.raises(DataError, match="passes is 1 or 2"):
        rules_data._effect_from("iteration_gears", {"preview": "Twice.", "passes": 3})
