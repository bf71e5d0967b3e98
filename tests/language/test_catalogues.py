"""tools/catalogues.py: the catalogues are complete and compiled, and the scan for unmarked
player-facing words finds what it should and nothing it should not."""

from __future__ import annotations

from tests.support.tools import load_tool

catalogues = load_tool("catalogues")


def test_the_catalogues_are_complete_and_compiled():
    assert catalogues.catalogue_problems() == []


def test_placeholders_are_compared_by_name():
    assert catalogues.placeholders("{player} pays {amount:>3}.") == {"player", "amount"}
    assert catalogues.placeholders("a stray { brace") == set()


SOURCE = '''
"""A docstring is not for players."""
import logging
log = logging.getLogger("x")
LABEL = "Save game"
MARKED = mark("Steam Source")
def f(name, cost):
    """Nor is a function's."""
    log.warning("Something went wrong here")
    assert name, "Name must be given"
    if name == "Hard level":
        pass
    shown = tr("{player} pays.", player=name)
    d = {}
    d["Some Key"] = 1
    return f"That tile costs {cost} pounds", "snake_case_id", "#object_id", "Undo"
'''


def test_the_scan_finds_unmarked_words_only():
    found = [text for _line, text in catalogues.literals_in(SOURCE)]
    assert sorted(found) == ["Save game", "That tile costs {…} pounds", "Undo"]


def test_words_and_not_words():
    assert catalogues.looks_like_words("Undo")
    assert catalogues.looks_like_words("the rightmost tile")
    assert not catalogues.looks_like_words("snake_case")
    assert not catalogues.looks_like_words("#title_label")
    assert not catalogues.looks_like_words("x")
    assert not catalogues.looks_like_words("UTF-8")


def test_each_language_gets_its_own_drafted_translation(tmp_path, monkeypatch):
    """Babel's update puts the template's own entries into a catalogue: without a copy per
    language, the first language's drafted translation landed in all three."""
    from babel.messages.catalog import Catalog

    def extract():
        template = Catalog(domain="steamworks")
        template.add("Undo", locations=[("steamworks/x.py", None)])
        return template

    monkeypatch.setattr(catalogues, "extract", extract)
    monkeypatch.setattr(catalogues, "ROOT", tmp_path)
    monkeypatch.setattr(catalogues, "LOCALE", tmp_path / "locale")
    monkeypatch.setattr(catalogues, "TEMPLATE", tmp_path / "locale" / "steamworks.pot")
    monkeypatch.setattr(catalogues, "DRAFTS", tmp_path / "drafts")
    words = {"de": "Rückgängig", "fr": "Annuler", "es": "Deshacer"}
    for code, word in words.items():
        draft = tmp_path / "drafts" / "part" / f"{code}.po"
        draft.parent.mkdir(parents=True, exist_ok=True)
        draft.write_text(
            f'msgid ""\nmsgstr ""\n\nmsgid "Undo"\nmsgstr "{word}"\n', encoding="utf-8"
        )
    catalogues.write_all()
    for code, word in words.items():
        catalog = catalogues._read(
            tmp_path / "locale" / code / "LC_MESSAGES" / "steamworks.po", code
        )
        assert catalog.get("Undo").string == word
