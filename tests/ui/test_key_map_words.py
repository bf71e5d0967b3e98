"""The key map's words in the language spoken (issue #35): key names, what each action does
(beside its key, and inside a sentence), and why a key cannot be given, each said whole by
its own catalogue entry, with English exactly as before."""

from __future__ import annotations

from steamworks.language import PSEUDO, speaking
from steamworks.language.catalogue import pseudo
from steamworks.ui import key_map


def test_english_is_as_it_was():
    keys = key_map.full_map({})
    assert key_map.chord_words("ctrl+z") == "Ctrl+Z"
    assert key_map.chord_words("page up") == "Page Up"
    assert key_map.chord_words("home") == "Home"
    assert key_map.action("undo").words() == "Undo a step"
    assert key_map.check_new_key(keys, "undo", "escape") == (
        "Esc cannot be the key to undo a step: Esc always goes back and opens the pause menu."
    )
    assert key_map.check_new_key(keys, "hint", "ctrl+s") == (
        "Ctrl+S is already the key to save the game. Give that one another key first, or "
        "choose another key to ask for a hint."
    )
    assert key_map.check_map({"undo": "h"}) == (
        "the key map gives H to undo a step and also to ask for a hint"
    )


def test_key_names_and_actions_are_translated():
    with speaking(PSEUDO):
        assert key_map.chord_words("ctrl+z") == pseudo("Ctrl") + "+Z"
        assert key_map.chord_words("home") == pseudo("Home")
        assert key_map.chord_words("f5") == "F5"  # a key printed as itself stays so
        undo = key_map.action("undo")
        assert undo.words() == pseudo("Undo a step")
        assert undo.phrase() == pseudo("undo a step")


def test_a_refusal_is_one_sentence_with_its_parts_translated():
    keys = key_map.full_map({})
    with speaking(PSEUDO):
        said = key_map.check_new_key(keys, "undo", "escape")
    assert said is not None
    # the whole template's words, then the action's phrase and the reason, each in the language
    assert said.startswith("[") and said.endswith("]")
    assert pseudo("undo a step") in said
    assert pseudo(key_map.RESERVED["escape"]) in said
    assert pseudo("Esc") in said
