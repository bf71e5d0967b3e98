"""The translation layer (steamworks/language): choosing a language, filling sentences, the
pseudo-language of the overflow tests, and a language for one thread only."""

from __future__ import annotations

import threading

import pytest

from steamworks import language
from steamworks.language import catalogue


@pytest.fixture(autouse=True)
def _english_after():
    yield
    language.set_language("en")


def test_english_is_the_keys_filled_in():
    assert language.tr("{player} pays {amount}.", player="Ada", amount=language.money(2)) == (
        "Ada pays £2."
    )
    assert (
        language.tr("A {brace} stays when nothing fills it")
        == "A {brace} stays when nothing fills it"
    )
    assert language.ntr("{count} tile", "{count} tiles", 1) == "1 tile"
    assert language.ntr("{count} tile", "{count} tiles", 3) == "3 tiles"
    assert language.money(-2) == "−£2"


def test_an_unknown_or_missing_language_speaks_english():
    assert language.set_language("xx") == "en"
    assert language.current_language() == "en"


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LC_ALL": "fr_CA.UTF-8", "LANG": "de_DE.UTF-8"}, "fr"),
        ({"LANGUAGE": "es:en"}, "es"),
        ({"LANG": "pt_BR.UTF-8"}, "en"),
        ({"LANG": "C"}, "en"),
        ({}, "en"),
    ],
)
def test_the_systems_language_when_it_is_ours(environ, expected):
    assert language.system_language(environ) == expected


def test_pseudo_is_longer_accented_and_keeps_placeholders():
    english = "Choose a source of one of your devices for {player}"
    shown = catalogue.pseudo(english)
    assert "{player}" in shown
    assert len(shown) >= 1.4 * len(english) - len("{player}")
    assert "ç" in shown and "é" in shown
    assert shown.startswith("[") and shown.endswith("]")
    language.set_language(language.PSEUDO)
    assert language.tr(english, player="Ada").count("Ada") == 1


def test_pseudo_pads_with_short_words_a_box_can_wrap():
    """The padding grows the sentence, not its last word: at most two tildes are glued to
    it, the rest are short words of their own (a run of twenty glued tildes is a word no box
    could wrap, and no language writes; German's long compounds are tested in German)."""
    english = "The connection to the server was lost: the table comes back by itself."
    shown = catalogue.pseudo(english)
    assert len(shown) >= 1.4 * len(english)
    last_words = shown.rstrip("]").split(" ")
    assert last_words[-1].strip("~") == "" and all(len(w) <= 4 for w in last_words if "~" == w[:1])
    glued = next(w for w in reversed(last_words) if w.strip("~"))
    assert glued.endswith(".~~") and not glued.endswith("~~~")
    assert catalogue.pseudo("Next board") == "[Ñéxt böård~~]"  # a short label as before


def test_listeners_hear_a_change_once():
    heard: list[str] = []
    language.on_language_change(heard.append)
    language.set_language(language.PSEUDO)
    language.set_language(language.PSEUDO)
    language.set_language("en")
    assert heard[-2:] == [language.PSEUDO, "en"]
    assert heard.count(language.PSEUDO) == 1


def test_speaking_is_for_one_thread_only():
    seen: dict[str, str] = {}

    def other() -> None:
        seen["other"] = language.tr("Undo")

    with language.speaking(language.PSEUDO):
        thread = threading.Thread(target=other)
        thread.start()
        thread.join()
        seen["inside"] = language.tr("Undo")
    assert seen["other"] == "Undo"
    assert seen["inside"] != "Undo"
    assert language.tr("Undo") == "Undo"


def test_lists_and_numbers_in_english():
    assert language.listing(["Ada", "Brunel", "Babbage"]) == "Ada, Brunel and Babbage"
    assert language.listing(["Ada"]) == "Ada"
    assert language.number(1458) == "1458"
    assert language.decimal(0.25, 2) == "0.25"
    assert language.percent(0.574) == "57%"


def test_french_groups_a_number_with_a_space_every_font_draws():
    """CLDR's French groups thousands with a narrow no-break space, which EB Garamond's bold and
    italic lack (tests/ui/test_glyphs.py): the game writes a no-break space instead."""
    with language.speaking("fr"):
        said = [language.number(12345), language.decimal(12345.5), language.money(-12345)]
    assert said == ["12\u00a0345", "12\u00a0345,5", "−12\u00a0345 £"]


def test_a_played_steps_words_follow_the_language():
    """A log entry keeps its words by language: after a switch it tells its step again in the
    new language, and English comes back as it was (nothing saved holds words)."""
    from steamworks.persistence.record import GameRecord
    from steamworks.rules import engine
    from steamworks.rules.setup import quick_setup

    record = GameRecord.new(quick_setup(2, seed=5))
    record = record.play(engine.legal_actions(record.state)[0])
    entry = record.log[-1]
    english = (entry.text, entry.story[0].text)
    language.set_language(language.PSEUDO)
    assert entry.text != english[0] and entry.story[0].text != english[1]
    language.set_language("en")
    assert (entry.text, entry.story[0].text) == english


def test_a_voiced_sentence_speaks_to_its_player_or_of_them_by_name():
    to_you, of_player = language.mark("You have {money}."), language.mark("{player} has {money}.")
    assert language.voiced(None, to_you, of_player, money=language.money(4)) == "You have £4."
    assert language.voiced("Ada", to_you, of_player, money=language.money(4)) == "Ada has £4."
    language.set_language("de")
    assert language.voiced(None, to_you, of_player, money="4 £") == "Du hast 4 £."
    assert language.voiced("Ada", to_you, of_player, money="4 £") == "Ada hat 4 £."
