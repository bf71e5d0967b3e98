"""tools/catalogues.py: the catalogues are complete and compiled, and the scan for unmarked
player-facing words finds what it should and nothing it should not."""

from __future__ import annotations

from tests.support.tools import load_tool

catalogues = load_tool("catalogues")


def test_the_catalogues_are_complete_and_compiled():
    assert catalogues.catalogue_problems() == []


def test_every_language_is_offered_and_complete():
    """The four languages are offered, so the check above holds each of them complete."""
    from steamworks.language import LANGUAGES

    assert [language.code for language in LANGUAGES] == ["en", "de", "fr", "es"]
    assert catalogues.offered_languages() == ["de", "fr", "es"]


def test_no_player_facing_words_are_left_unmarked():
    """Every literal a player could read is marked for translation, or listed in
    tools/i18n_exempt/ with the reason it stays English."""
    assert catalogues.unmarked_literals() == []


def test_a_new_unmarked_sentence_is_found(tmp_path, monkeypatch):
    """The scan bites: a sentence added to a real module of the game is reported."""
    module = catalogues.PACKAGE / "ui" / "scenes" / "title.py"
    planted = tmp_path / "steamworks" / "ui" / "scenes" / "title.py"
    planted.parent.mkdir(parents=True)
    planted.write_text(
        module.read_text(encoding="utf-8") + '\nWELCOME = "Welcome back, inventor"\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(catalogues, "ROOT", tmp_path)
    found = catalogues.unmarked_literals([planted])
    assert found == [
        f"steamworks/ui/scenes/title.py:{len(planted.read_text().splitlines())}: 'Welcome back, inventor'"
    ]


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
