"""What the spoken table says about real positions (seeded games between Easy agents): the
query keys' answers carry the numbers and names on the table, the focus says the tooltip's
words, a refusal says the engine's reason; and every sentence is translatable (under the
pseudo-language each differs from English and has no placeholder left unfilled)."""

from __future__ import annotations

import pytest

from steamworks.language import speaking
from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules.data import load
from steamworks.rules.scoring import score_lines
from steamworks.rules.words import ROMAN
from steamworks.ui.game import target_keys as K
from steamworks.ui.game.tooltips import tip_for
from steamworks.ui.speech import words
from tests.ui.speech.positions import NAMES, position


def tile(tid: str) -> str:
    return load().tiles[tid].name


def test_supply_says_money_sources_tiles_and_mechanics():
    state = position(80)
    p = state.players[0]
    said = words.supply_words(state, 0)
    assert said.startswith(f"You have £{p.money}.")
    assert "1 clockwork source and 5 electrickal sources" in said
    assert f"1 tile in your supply: {tile(p.supply[0])}." in said
    free = p.mechanics - p.used
    assert f"{free} of your {p.mechanics} mechanics" in said


def test_supply_with_nothing_says_so():
    state = position(60)
    said = words.supply_words(state, 1)
    assert "No tiles in your supply." in said


def test_belts_name_every_tile_from_the_right():
    state = position(40)
    said = words.belts_words(state)
    for b, row in enumerate(state.belts):
        name = load().board.belts[b].name
        present = [tile(t) for t in row if t is not None]
        if present:
            assert f"{name}, from the right: {present[0]}" in said
            assert all(t in said for t in present)
        else:
            assert f"{name}: empty." in said


def test_clock_says_round_age_counters_and_start_player():
    state = position(20)
    said = words.clock_words(state, NAMES)
    assert said.startswith(f"Round {state.round}, Age {ROMAN[state.age]}.")
    left = state.locks[state.current_stack]
    assert f"{left} coin" in said and f"before Age {ROMAN[state.age + 1]}" in said
    assert f"{NAMES[state.start_player]} starts this round." in said


def test_prestige_says_each_players_total():
    state = position(80)
    said = words.prestige_words(state, NAMES, you=0)
    totals = {line.player: line.total for line in score_lines(state)}
    assert f"You have {totals[0]} prestige." in said
    assert f"Brunel has {totals[1]} prestige." in said


def test_devices_name_their_tiles_and_workers():
    state = position(80)
    said = words.devices_words(state, 1, NAMES, you=0)
    owned = [d for d in state.devices if d.owner == 1]
    assert said.startswith(f"Brunel has {len(owned)} device")
    for d in owned:
        assert f"Device {d.id}, worth" in said
        assert all(tile(t) in said for _p, t, _r in d.layout)
    assert words.devices_words(position(0), 0, NAMES, you=0) == "You have no devices yet."


def test_focus_on_a_persona_space_says_its_tooltip():
    state = position(0)
    legal = engine.legal_actions(state)
    key = K.PersonaSpace(0)
    tip = tip_for(key, state, NAMES, legal, True, focus=engine.to_act(state))
    said = words.place_words(key, state, NAMES, legal, True)
    assert said.startswith(tip.title + ". ")
    assert "If you place here now:" in said
    assert all(line.replace("⚠", "").strip() in said for line in tip.lines)


def test_focus_on_a_belt_tile_says_the_tile():
    state = position(0)
    key = K.BeltTile(0, 0)
    said = words.place_words(key, state, NAMES, engine.legal_actions(state), True)
    assert said.startswith(tile(state.belts[0][0]) + ". ")
    assert "prestige" in said


def test_refusal_says_the_engines_reason():
    state = position(0)
    assert words.refusal_words(state, A.PlacePersona(9)) == (
        "Not allowed. Your persona board has no such space."
    )
    assert words.refusal_words(state, engine.legal_actions(state)[0]) is None


def test_turn_and_result():
    state = position(0)
    seat = engine.to_act(state)
    assert words.turn_words(state, NAMES, you=seat) == "Your turn."
    assert words.turn_words(state, NAMES, you=None) == f"{NAMES[seat]}'s turn."


def every_sentence(state) -> list[str]:
    legal = engine.legal_actions(state)
    return [
        words.supply_words(state, 0),
        words.belts_words(state),
        words.clock_words(state, NAMES),
        words.prestige_words(state, NAMES, 0),
        words.prestige_words(state, NAMES, None),
        words.devices_words(state, 0, NAMES, 0),
        words.devices_words(state, 1, NAMES, 0),
        words.turn_words(state, NAMES, 0),
        words.turn_words(state, NAMES, None),
        words.prompt_words(state, 3),
        words.prompt_words(state, 1),
        words.choice_words(2, "X"),
        words.refusal_words(state, A.PlacePersona(9)) or "",
        words.place_words(K.BeltTile(0, 0), state, NAMES, legal, True),
        words.tile_words("steam_source"),
        words.seat_name((), 1),
    ]


@pytest.mark.parametrize("steps", [0, 40, 80])
def test_every_sentence_is_translatable(steps):
    state = position(steps)
    english = every_sentence(state)
    with speaking("pseudo"):
        pseudo = every_sentence(state)
    for en, ps in zip(english, pseudo, strict=True):
        assert en and ps != en, en
        assert "[" in ps and "{" not in ps and "}" not in ps, ps
