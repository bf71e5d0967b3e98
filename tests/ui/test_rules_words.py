"""The Rules screen's words in another language: each paragraph is translated whole, the keys
named in it are filled in after translating (the player's own keys, in any language), and the
glossary is written in the language spoken, in the same order as in English."""

from __future__ import annotations

from steamworks.language import PSEUDO, speaking
from steamworks.language.catalogue import pseudo
from steamworks.ui.rules import text as rules_text


def _texts(chapter: rules_text.Chapter) -> list[str]:
    out: list[str] = []
    for block in chapter.blocks:
        if isinstance(block.text, str):
            out.append(block.text)
            continue
        for item in block.text:
            out.extend(item if isinstance(item, tuple) else (item,))
    return out


def test_every_chapter_is_translated_whole_and_its_keys_filled_in():
    for chapter_id in rules_text.chapter_ids():
        english = rules_text.chapter(chapter_id)
        with speaking(PSEUDO):
            spoken = rules_text.chapter(chapter_id)
        assert spoken.title == pseudo(english.title)
        assert len(spoken.blocks) == len(english.blocks)
        for text in _texts(spoken):
            assert "{key:" not in text, text


def test_the_keys_are_the_players_own_in_a_translated_paragraph():
    from steamworks.ui import key_map

    with speaking(PSEUDO):
        words = " ".join(_texts(rules_text.chapter("controls", {"undo": "ctrl+u"})))
        key = key_map.chord_words("ctrl+u")  # the key's name in the language spoken
    assert key != "Ctrl+U" and "U" in key and key in words
    source = next(
        item
        for block in next(c for c in rules_text.CHAPTERS if c.id == "controls").blocks
        if isinstance(block.text, tuple)
        for item in block.text
        if isinstance(item, str) and item.startswith("Undo (or {key:undo})")
    )
    # the paragraph's translation, then the key: the whole sentence is one entry
    assert pseudo(source).replace("{key:undo}", key) in words


def test_the_glossary_speaks_the_language_in_the_english_order():
    english = rules_text.glossary_entries()
    with speaking(PSEUDO):
        spoken = rules_text.glossary_entries()
    assert [e.stack for e in spoken] == [e.stack for e in english]
    assert {e.name for e in spoken} == {pseudo(e.name) for e in english}
    by_name = {pseudo(e.name): e for e in english}
    for entry in spoken:
        was = by_name[entry.name]
        assert (entry.age, entry.kind) == (pseudo(was.age), pseudo(was.kind))
        assert entry.prestige == was.prestige and entry.pictures[0][0] == was.pictures[0][0]
        assert entry.effect == pseudo(was.effect) or entry.effect.startswith("[")


def test_the_sides_are_listed_the_languages_way():
    assert rules_text.describe_sides("-A-A") == "right and left: any power"
    assert rules_text.describe_sides("SSS-") == "top, right and bottom: steam"
    assert rules_text.describe_sides("C--E") == "top: clockwork; left: electrickal"
    assert rules_text.describe_sides("----") == "none"
    with speaking(PSEUDO):
        assert rules_text.describe_sides("-A-A") == pseudo("{sides}: {power}").format(
            sides=f"{pseudo('right')} and {pseudo('left')}", power=pseudo("any power")
        )


def test_the_rules_page_is_laid_out_again_in_a_new_language(driver):
    from steamworks.language import set_language

    driver.click("rules")
    scene = driver.top
    english_page = scene._ensure_layout()
    assert scene.widget("chapter_turn").text == "Your Turn"
    try:
        set_language(PSEUDO)
        driver.app.relayout()
        driver.frames(1)
        assert scene.widget("chapter_turn").text == pseudo("Your Turn")
        assert scene._ensure_layout() is not english_page  # the page kept no English words
    finally:
        set_language("en")
