"""The chosen language and its catalogue: `tr`, `ntr`, `ptr` and `mark`, and how a language is
chosen (the system's on first launch, then the player's).

The catalogues are GNU gettext `.mo` files compiled from the `.po` files beside them; English
needs none (its sentences are the keys). A missing or unreadable catalogue falls back to English
with a log line: a player never sees a crash for a language.

"pseudo" is a test language that is never offered to players: every sentence comes back 40%
longer, its letters accented, its placeholders untouched, so the overflow tests find a layout
that would cut a longer language.
"""

from __future__ import annotations

import gettext
import locale
import logging
import os
import re
import string
import sys
import threading
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from pathlib import Path
from typing import Any

import attrs

log = logging.getLogger(__name__)

DOMAIN = "steamworks"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
PSEUDO = "pseudo"


@attrs.frozen
class Language:
    """A language the game offers: its code and its name as its speakers write it."""

    code: str
    name: str


# every language the game has a catalogue for
KNOWN: tuple[Language, ...] = (
    Language("en", "English"),
    Language("de", "Deutsch"),
    Language("fr", "Français"),
    Language("es", "Español"),
)
# the languages Settings offers: those whose catalogue is complete (tools/catalogues.py --check
# holds every offered one to that; a language joins when its last entry is translated)
LANGUAGES: tuple[Language, ...] = KNOWN
_CODES = {language.code for language in KNOWN}

_lock = threading.Lock()
_translations: gettext.NullTranslations = gettext.NullTranslations()
_current = "en"
_listeners: list[Callable[[str], None]] = []
# a language for one task or thread only (the server words each client's messages in its own)
_speaking: ContextVar[tuple[str, gettext.NullTranslations] | None] = ContextVar(
    "steamworks_speaking", default=None
)
_loaded: dict[str, gettext.NullTranslations] = {}
# sentences said in another form inside a `variants` block (the coach's "you" forms)
_variants: ContextVar[Mapping[str, str | tuple[str, str]] | None] = ContextVar(
    "steamworks_variants", default=None
)


def language_named(code: str) -> Language:
    """The known language with this code (English for any other code)."""
    for language in KNOWN:
        if language.code == code:
            return language
    return LANGUAGES[0]


def current_language() -> str:
    """The code of the language spoken now ("en", "de", "fr", "es" or "pseudo")."""
    override = _speaking.get()
    return override[0] if override is not None else _current


def system_language(environ: dict[str, str] | None = None) -> str:
    """The system's language when it is one the game offers, else English.

    Read from the environment the way gettext does (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), then
    from the platform's own setting (Windows and macOS set no such variables).
    """
    env = os.environ if environ is None else environ
    candidates: list[str] = []
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            candidates.extend(value.split(":"))
            break
    if environ is None:
        candidates.extend(_platform_languages())
    for candidate in candidates:
        code = candidate.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
        if code in _CODES:
            return code
        if code and code not in ("c", "posix"):
            return "en"  # the system speaks a language the game does not: English
    return "en"


def _platform_languages() -> list[str]:
    try:
        if sys.platform == "win32":
            import ctypes

            lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
            name = locale.windows_locale.get(lcid)
            return [name] if name else []
        found = locale.getlocale(locale.LC_MESSAGES if hasattr(locale, "LC_MESSAGES") else 0)[0]
        return [found] if found else []
    except (OSError, ValueError, AttributeError):
        return []


def _load(code: str) -> tuple[str, gettext.NullTranslations]:
    """The catalogue of `code`, or English when there is none to load (said in the log)."""
    if code == PSEUDO:
        return code, _PseudoTranslations()
    if code == "en" or code not in _CODES:
        return "en", gettext.NullTranslations()
    if code not in _loaded:
        try:
            _loaded[code] = gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[code])
        except OSError as problem:
            log.warning("no catalogue for %s, speaking English: %s", code, problem)
            return "en", gettext.NullTranslations()
    return code, _loaded[code]


def set_language(code: str) -> str:
    """Speak `code` from now on; returns the code in use (English when `code` cannot be loaded).

    Every listener registered with `on_language_change` is then told, so text drawn and kept
    (caches of rendered words) is drawn again.
    """
    global _translations, _current
    code, chosen = _load(code)
    with _lock:
        changed = code != _current
        _translations, _current = chosen, code
        listeners = list(_listeners)
    if changed:
        for listener in listeners:
            listener(code)
    return code


@contextmanager
def speaking(code: str) -> Iterator[str]:
    """Speak `code` inside the block, for this thread or asyncio task only; yields the code used.

    The game's own language is unchanged for everyone else (the server words each client's
    refusals and notices in that client's language; tests narrate a game in each language).
    """
    token = _speaking.set(_load(code))
    try:
        yield current_language()
    finally:
        _speaking.reset(token)


@contextmanager
def variants(table: Mapping[str, str | tuple[str, str]]) -> Iterator[None]:
    """Inside the block, `tr` says each sentence that is a key of `table` as its value, another
    whole sentence with the same placeholders (and its own entry in every catalogue; a value
    made with `pmark` is said with its context); any other sentence is said as usual. For this
    thread or asyncio task only.

    It lets one piece of code choose a sentence and its fields while another chooses the form
    it is said in: the rules describe an action in the story's third person ("takes the
    {tile} from the {belt}"), and the coach asks for the same choice as advice to the player
    ("Take the {tile} from the {belt}"), each form translated whole in every language.
    """
    token = _variants.set(table)
    try:
        yield
    finally:
        _variants.reset(token)


def _active() -> gettext.NullTranslations:
    override = _speaking.get()
    return override[1] if override is not None else _translations


def on_language_change(listener: Callable[[str], None]) -> None:
    """Call `listener(code)` after every change of language (once per listener)."""
    with _lock:
        if listener not in _listeners:
            _listeners.append(listener)


# a sum of money written in a data file's or a prose paragraph's sentence: "{pounds_3}" is £3,
# said in the language's own format ("£3", "3 £"); the sum is in its name, so a translator sees
# it and the paragraph needs no table of amounts beside it
_POUNDS = re.compile(r"\{pounds_(\d+)\}")


def _fill(text: str, fields: dict[str, Any]) -> str:
    if "{pounds_" in text:  # filled first: the other placeholders may be filled later
        text = _POUNDS.sub(lambda found: money(int(found.group(1))), text)
    return text.format(**fields) if fields else text


def tr(message: str, /, **fields: Any) -> str:
    """`message` in the current language, its `{named}` placeholders filled from `fields`."""
    table = _variants.get()
    said = table.get(message, message) if table is not None else message
    if isinstance(said, tuple):
        return _fill(_active().pgettext(*said), fields)
    return _fill(_active().gettext(said), fields)


def voiced(player: str | None, to_you: str, of_player: str, /, **fields: Any) -> str:
    """One of two whole sentences (both marked), by whom it speaks of: `to_you` said to the player
    it concerns (`player` None), else `of_player` with `player` as its {player}; filled alike."""
    if player is None:
        return tr(to_you, **fields)
    return tr(of_player, player=player, **fields)


def ntr(singular: str, plural: str, count: int, /, **fields: Any) -> str:
    """The form of a sentence for `count` by the current language's plural rules.

    `{count}` is filled with the number in the language's format unless `fields` gives it.
    """
    fields.setdefault("count", number(count))
    return _fill(_active().ngettext(singular, plural, count), fields)


def ptr(context: str, message: str, /, **fields: Any) -> str:
    """`tr` for a short word whose translation depends on where it stands (`context`)."""
    return _fill(_active().pgettext(context, message), fields)


# --- whole numbers, which plural sentences need (the rest of the formats: formats.py) ---------


def _locale() -> str:
    """Babel's name of the locale spoken now (English as en_GB: "28 Nov", "1,458.5")."""
    code = current_language()
    return "en_GB" if code in ("en", PSEUDO) else code


@lru_cache(maxsize=8)
def _babel_numbers() -> Any:
    import babel.numbers  # imported on first use: start-up does not wait for it

    return babel.numbers


def number(value: int) -> str:
    """A whole number: "1458" in English, "1.458" in German, "1 458" in French."""
    if current_language() in ("en", PSEUDO) and abs(value) < 10_000:
        return str(value)
    return drawable(str(_babel_numbers().format_decimal(value, locale=_locale())))


def drawable(formatted: str) -> str:
    """A number or date as CLDR writes it, with its narrow no-break spaces (French "12 345")
    made no-break spaces: two of the game's fonts (EB Garamond's bold and italic) have
    no glyph for the narrow one and would draw a box; both keep the number on one line."""
    return formatted.replace("\u202f", "\u00a0")


def money(amount: int) -> str:
    """An amount of the game's money: "£3" in English, "3 £" where the sign follows the number."""
    if amount < 0:
        return tr("−£{amount}", amount=number(-amount))
    return tr("£{amount}", amount=number(amount))


def mark(message: str) -> str:
    """Mark a constant for translation without translating it (translate it where it is shown)."""
    return message


def pmark(context: str, message: str) -> tuple[str, str]:
    """`mark` for a sentence with a context (translated where shown, as `ptr` would): the
    context keeps apart two sentences that read alike in English ("Decline" on a button, and
    "Decline" as the coach's advice) and tells the translator which one this is."""
    return (context, message)


# --- the pseudo-language of the overflow tests ------------------------------------------------

# Latin-1 letters only: every font of the game has them, so a box in a pseudo screenshot is a bug
_ACCENTED = str.maketrans("AaCcEeIiNnOoUuYy", "ÅåÇçÉéÎîÑñÖöÛûÝý")


def pseudo(text: str) -> str:
    """`text` 40% longer (at least two characters more) with accented letters; placeholders kept."""
    try:
        pieces = list(string.Formatter().parse(text))
    except ValueError:  # a stray brace: not a template, only letters to change
        pieces = [(text, None, None, None)]
    parts: list[str] = []
    letters = 0
    for literal, field, spec, conversion in pieces:
        parts.append(literal.translate(_ACCENTED))
        letters += len(literal)
        if field is not None:
            conversion_part = "!" + conversion if conversion else ""
            spec_part = ":" + spec if spec else ""
            parts.append("{" + field + conversion_part + spec_part + "}")
    if letters == 0:
        return text
    padding = max(2, round(letters * 0.4))
    # brackets show where a sentence ends, so a cut one is seen in a screenshot
    return "[" + "".join(parts) + _padding(padding - 2) + "]"


# the longest run of padding glued to a word: a language's words grow (German's compounds are
# tested in German), but no language glues a run of twenty letters to a sentence's last word,
# which no box could wrap
_GLUED = 2
_PADDING_WORD = 4


def _padding(tildes: int) -> str:
    """`tildes` of padding: up to _GLUED on the last word, the rest as short words after it
    (each space makes the sentence longer still)."""
    glued, rest = min(tildes, _GLUED), max(0, tildes - _GLUED)
    words = ["~" * min(_PADDING_WORD, rest - k) for k in range(0, rest, _PADDING_WORD)]
    return "~" * glued + "".join(" " + word for word in words)


class _PseudoTranslations(gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)
