"""The translation catalogues: extract every marked sentence, update each language's `.po`,
compile the `.mo` files the game loads, and check that all of it is complete and true.

    python tools/catalogues.py            # extract, update every .po, compile every .mo
    python tools/catalogues.py --check    # change nothing; exit 1 on any problem (tools/test)
    python tools/catalogues.py --missing de   # list German's untranslated entries

What is extracted (steamworks/language/__init__.py says how code marks a sentence):
- Python: the first arguments of `tr`, `mark`, `ntr` (singular and plural) and `ptr` (context,
  message), with Babel's extractor; a comment starting `# translators:` just above goes with it.
- Data files: the string values of the keys listed in DATA_TEXTS below (tile names, lessons...).

`--check` fails on:
- a catalogue template (`steamworks.pot`) that is not what extraction gives now;
- an offered language (steamworks.language.LANGUAGES) with an entry missing, untranslated or
  fuzzy, or whose `{placeholders}` differ from the English;
- a `.mo` that is not the compilation of its `.po`;
- a player-facing literal that is not marked (see `unmarked_literals`), unless
  a file in tools/i18n_exempt/ lists it with the reason it stays English.
"""

from __future__ import annotations

import argparse
import ast
import copy
import datetime
import gettext
import io
import string
import sys
import tomllib
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "steamworks"
LOCALE = PACKAGE / "language" / "locale"
TEMPLATE = LOCALE / "steamworks.pot"
# translations drafted beside the marking of one part of the tree, folded into the catalogues
# by the next full run (then the drafts can go): drafts/<part>/<language>.po
DRAFTS = PACKAGE / "language" / "drafts"
EXEMPT = ROOT / "tools" / "i18n_exempt"  # one TOML file per part of the tree
DOMAIN = "steamworks"
LANGUAGE_CODES = ("de", "fr", "es")  # English is the keys themselves
# the files' header dates stay fixed, so a run that changes no sentence changes no file (and
# branches that each run the tool do not conflict on a date)
FIXED_DATE = datetime.datetime(2026, 11, 28, tzinfo=datetime.UTC)

KEYWORDS = {"tr": None, "mark": None, "ntr": (1, 2), "ptr": ((1, "c"), 2), "pmark": ((1, "c"), 2)}

# Data files whose words players read: (glob under steamworks/, the keys whose string values are
# sentences or names). A key matches at any depth, in tables and arrays of tables alike.
DATA_TEXTS: tuple[tuple[str, frozenset[str]] | tuple[str, frozenset[str], str], ...] = (
    # the rules' data (part "rules"): tile, persona and belt names, and the effects' words
    ("rules/data/tiles.toml", frozenset({"name"})),
    # the tile art's short labels ("Elec", "Cond"), with a context: "Steam" or "Clock" mean
    # other things elsewhere; shown with ptr("tile label", short)
    ("rules/data/tiles.toml", frozenset({"short_names"}), "tile label"),
    ("rules/data/personas.toml", frozenset({"name"})),
    ("rules/data/board.toml", frozenset({"name"})),
    (
        "rules/data/effects.toml",
        frozenset(
            {"preview", "preview_powered", "glossary", "prompt", "button_verb", "on_placement"}
        ),
    ),
    # the tutorial's lessons (a card's text, the answer to another move) and the puzzles
    ("teach/lessons/*.toml", frozenset({"title", "summary", "say", "otherwise"})),
    ("teach/puzzles/*.toml", frozenset({"title", "text"})),
    # the About screen's licences (part "ui"): a button's words, what it covers, a text of its
    # own (a font's name, under "font", stays as it is)
    ("ui/scenes/licences.toml", frozenset({"label", "covers", "text"})),
)

# Packages and modules whose literals are not read by players (developer output, identifiers).
# Anything else under steamworks/ is scanned for unmarked words.
NOT_FOR_PLAYERS: dict[str, str] = {
    "steamworks/cli/": "developer command-line output stays English (issue #35)",
    "steamworks/matches/": "measurement code: no player reads it",
    "steamworks/language/": "the translation layer itself",
}


# --- extraction -----------------------------------------------------------------------------------


def _python_files() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def _data_strings(value: Any, keys: frozenset[str], found: bool = False) -> Iterator[str]:
    """The strings under `keys` in a data file: a key's string value, or every string inside
    its table or array (a table of names, such as tiles.toml's [short_names])."""
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _data_strings(inner, keys, found or key in keys)
    elif isinstance(value, list):
        for inner in value:
            yield from _data_strings(inner, keys, found)
    elif isinstance(value, str) and found and value.strip():
        yield value


def _new_catalog(code: str | None = None) -> Catalog:
    """An empty catalogue of the game's domain (the template when `code` is None), its header
    dates fixed."""
    return Catalog(
        locale=code,
        project="Steam Works",
        domain=DOMAIN,
        charset="utf-8",
        fuzzy=False,
        creation_date=FIXED_DATE,
        revision_date=FIXED_DATE,
    )


def extract() -> Catalog:
    """Every marked sentence of the code and the data files, as a gettext template."""
    catalog = _new_catalog()
    for path in _python_files():
        relative = path.relative_to(ROOT).as_posix()
        for _lineno, message, comments, context in extract_from_file(
            "python",
            path,
            keywords=KEYWORDS,
            comment_tags=("translators:",),
            strip_comment_tags=True,
        ):
            if not message or (isinstance(message, tuple) and not all(message)):
                continue
            catalog.add(
                message, locations=[(relative, None)], auto_comments=comments, context=context
            )
    for pattern, keys, *context in DATA_TEXTS:
        for path in sorted(PACKAGE.glob(pattern)):
            relative = path.relative_to(ROOT).as_posix()
            data = tomllib.loads(path.read_text(encoding="utf-8"))
            for text in _data_strings(data, keys):
                catalog.add(
                    text, locations=[(relative, None)], context=context[0] if context else None
                )
    return catalog


def _po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(
        out,
        catalog,
        width=100,
        no_location=False,
        include_lineno=False,
        omit_header=False,
        sort_output=True,
    )
    return out.getvalue()


def _mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def _normalised(text: bytes) -> bytes:
    """A .po/.pot without its header dates, which change on every run."""
    return b"\n".join(
        line
        for line in text.splitlines()
        if not line.startswith((b'"POT-Creation-Date', b'"PO-Revision-Date', b"#. Generated"))
    )


def _po_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def _read(path: Path, code: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=code, domain=DOMAIN)


def updated(template: Catalog, code: str) -> Catalog:
    """The language's catalogue updated to the template: new entries empty, gone ones dropped."""
    path = _po_path(code)
    if path.exists():
        catalog = _read(path, code)
    else:
        catalog = _new_catalog(code)
    # a copy: Babel's update puts the template's own Message objects in for new entries, and
    # the languages would share them (one language's drafted translation landing in all three)
    catalog.update(copy.deepcopy(template), no_fuzzy_matching=True)
    catalog.revision_date = FIXED_DATE
    catalog.obsolete.clear()
    return catalog


def _key(message: Message) -> tuple[str, str | None]:
    return (_ids(message)[0], message.context)


def fill_from_drafts(catalog: Catalog, code: str) -> int:
    """Give each untranslated entry of `catalog` its translation from a draft; returns how many."""
    drafted: dict[tuple[str, str | None], Message] = {}
    for path in sorted(DRAFTS.glob(f"*/{code}.po")):
        for message in _read(path, code):
            if message.id and all(_strs(message)) and not message.fuzzy:
                drafted[_key(message)] = message
    filled = 0
    for message in catalog:
        found = drafted.get(_key(message)) if message.id else None
        if found is not None and (message.fuzzy or not all(_strs(message))):
            message.string = found.string
            message.flags.discard("fuzzy")
            filled += 1
    return filled


def write_draft(part: str, paths: list[str]) -> None:
    """drafts/<part>/<language>.po for the sentences marked under `paths`, keeping what a draft
    already translates: fill their msgstr, and the next full run folds them in."""
    template = extract()
    for code in LANGUAGE_CODES:
        path = DRAFTS / part / f"{code}.po"
        old = _read(path, code) if path.exists() else None
        draft = _new_catalog(code)
        for message in template:
            where = [loc for loc, _ in message.locations]
            if message.id and any(w.startswith(tuple(paths)) for w in where):
                kept = old.get(message.id, message.context) if old is not None else None
                draft.add(
                    message.id,
                    kept.string
                    if kept is not None
                    else ("", "")
                    if isinstance(message.id, tuple)
                    else "",
                    locations=message.locations,
                    auto_comments=message.auto_comments,
                    context=message.context,
                )
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(_po_bytes(draft))
        print(
            f"{path.relative_to(ROOT)}: {len(draft)} entries, {len(untranslated(draft))} untranslated"
        )


def write_all(template_only: bool = False) -> None:
    template = extract()
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    TEMPLATE.write_bytes(_po_bytes(template))
    for code in () if template_only else LANGUAGE_CODES:
        catalog = updated(template, code)
        fill_from_drafts(catalog, code)
        path = _po_path(code)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(_po_bytes(catalog))
        path.with_suffix(".mo").write_bytes(_mo_bytes(catalog))
        missing = len(untranslated(catalog))
        print(f"{code}: {len(template)} entries, {missing} untranslated")
    print(f"template: {TEMPLATE.relative_to(ROOT)} ({len(template)} entries)")


# --- checks -----------------------------------------------------------------------------------------


def placeholders(text: str) -> set[str]:
    """The names of the `{placeholders}` of a sentence (empty when it has stray braces)."""
    try:
        return {
            field.split(".")[0].split("[")[0]
            for _, field, _, _ in string.Formatter().parse(text)
            if field is not None
        }
    except ValueError:
        return set()


def _ids(message: Message) -> tuple[str, ...]:
    return message.id if isinstance(message.id, tuple) else (message.id,)


def _strs(message: Message) -> tuple[str, ...]:
    return message.string if isinstance(message.string, tuple) else (message.string,)


def untranslated(catalog: Catalog) -> list[Message]:
    return [m for m in catalog if m.id and (m.fuzzy or not all(_strs(m)))]


def _forms_for_one_only(catalog: Catalog) -> set[int]:
    """The plural forms used for the number 1 alone (German and Spanish: form 0; French uses
    form 0 for 0 as well, so none there)."""
    choose = gettext.c2py(catalog.plural_expr)
    counts: dict[int, set[int]] = {}
    for n in range(0, 200):
        counts.setdefault(choose(n), set()).add(n)
    return {form for form, numbers in counts.items() if numbers == {1}}


def placeholder_mismatches(catalog: Catalog) -> list[str]:
    """Translations whose `{placeholders}` are not the English ones.

    A plain sentence must have exactly the English placeholders. A plural form must use no
    placeholder the English lacks and must name all of them, except a form used for the number
    1 alone, which may say "one" in words where the English says "a clock counter"."""
    problems = []
    one_only = _forms_for_one_only(catalog)
    for message in catalog:
        if not message.id:
            continue
        english = set().union(*(placeholders(i) for i in _ids(message)))
        plural = isinstance(message.id, tuple)
        for form, text in enumerate(_strs(message)):
            if not text:
                continue
            found = placeholders(text)
            fine = found <= english and (
                found == english or (plural and form in one_only and found >= english - {"count"})
            )
            if not fine:
                problems.append(
                    f"{catalog.locale}: {_ids(message)[0]!r}: placeholders "
                    f"{sorted(found)} differ from {sorted(english)}"
                )
    return problems


def offered_languages() -> list[str]:
    sys.path.insert(0, str(ROOT))
    from steamworks.language import LANGUAGES

    return [language.code for language in LANGUAGES if language.code != "en"]


def catalogue_problems() -> list[str]:
    """Everything wrong with the template, the catalogues and the compiled files."""
    problems: list[str] = []
    template = extract()
    if not TEMPLATE.exists() or _normalised(TEMPLATE.read_bytes()) != _normalised(
        _po_bytes(template)
    ):
        problems.append(
            f"{TEMPLATE.relative_to(ROOT)} is not what the code marks now: run tools/catalogues.py"
        )
    offered = offered_languages()
    for code in LANGUAGE_CODES:
        path = _po_path(code)
        if not path.exists():
            if code in offered:
                problems.append(f"{code}: offered but has no catalogue {path.relative_to(ROOT)}")
            continue
        catalog = _read(path, code)
        if code in offered:
            wanted = {_key(m) for m in template if m.id}
            have = {_key(m) for m in catalog if m.id}
            for msgid, _context in sorted(wanted - have, key=str)[:20]:
                problems.append(f"{code}: no entry for {msgid!r}: run tools/catalogues.py")
            for message in untranslated(catalog)[:20]:
                problems.append(f"{code}: untranslated: {_ids(message)[0]!r}")
        problems.extend(placeholder_mismatches(catalog))
        mo = path.with_suffix(".mo")
        if not mo.exists() or mo.read_bytes() != _mo_bytes(catalog):
            problems.append(
                f"{mo.relative_to(ROOT)} is not compiled from its .po: run tools/catalogues.py"
            )
    return problems


# --- player-facing literals that are not marked ------------------------------------------------

_MARKERS = frozenset(KEYWORDS)
_LOGGING = frozenset({"debug", "info", "warning", "error", "exception", "critical", "log"})


def looks_like_words(text: str) -> bool:
    """A literal a player could read: two words, or a capitalised word ("Undo", "Save game")."""
    stripped = text.strip()
    words = [w for w in stripped.replace("\n", " ").split(" ") if w]
    has_word = any(sum(c.isalpha() for c in w) >= 2 for w in words)
    if not has_word:
        return False
    if len(words) >= 2:
        return sum(1 for w in words if any(c.isalpha() for c in w)) >= 2
    word = words[0]
    return (
        len(word) >= 2
        and word[0].isupper()
        and any(c.islower() for c in word[1:])
        and word.isalpha()
    )


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _skipped_nodes(tree: ast.AST) -> set[int]:
    """Literals that are not for players by their place: docstrings, marked sentences, log lines,
    `__all__`, type annotations, subscripts (`d["key"]`), comparisons, and what raises
    programmer errors (AssertionError, TypeError, KeyError...)."""
    skipped: set[int] = set()

    def skip_all(node: ast.AST) -> None:
        for inner in ast.walk(node):
            skipped.add(id(inner))

    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            if isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str):
                skipped.add(id(body[0].value))
        if isinstance(node, ast.Call):
            name = _call_name(node)
            if name in _MARKERS:
                for arg in node.args:
                    if isinstance(arg, ast.Constant):
                        skipped.add(id(arg))
            if name in _LOGGING or name in {
                "getLogger",
                "TypeVar",
                "NewType",
                "namedtuple",
                "cast",
            }:
                skip_all(node)
        if isinstance(node, ast.Raise) and node.exc is not None:
            exc = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
            name = exc.id if isinstance(exc, ast.Name) else getattr(exc, "attr", "")
            if name in {
                "AssertionError",
                "TypeError",
                "KeyError",
                "NotImplementedError",
                "RuntimeError",
                "IndexError",
                "AttributeError",
            }:
                skip_all(node)
        if isinstance(node, ast.Assert):
            skip_all(node)
        if isinstance(node, (ast.AnnAssign, ast.arg)) and getattr(node, "annotation", None):
            skip_all(node.annotation)  # type: ignore[arg-type]
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and node.returns is not None:
            skip_all(node.returns)
        if isinstance(node, ast.Subscript):
            skip_all(node.slice)
        if isinstance(node, ast.Compare):
            skip_all(node)
        if isinstance(node, ast.Assign):
            if any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
                skip_all(node)
    return skipped


def literals_in(source: str) -> Iterator[tuple[int, str]]:
    """(line, text) of each literal in `source` that looks like words and is not marked."""
    tree = ast.parse(source)
    skipped = _skipped_nodes(tree)
    in_fstring: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            for part in node.values:
                in_fstring.add(id(part))
            if id(node) in skipped:
                continue
            literal = "".join(
                p.value
                for p in node.values
                if isinstance(p, ast.Constant) and isinstance(p.value, str)
            )
            shown = "".join(p.value if isinstance(p, ast.Constant) else "{…}" for p in node.values)
            if looks_like_words(literal.replace("{", " ")):
                yield node.lineno, shown
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in skipped
            and id(node) not in in_fstring
            and looks_like_words(node.value)
        ):
            yield node.lineno, node.value


def _exemptions() -> dict[str, set[str]]:
    """{path: literals}: each file of tools/i18n_exempt/ has `[files."steamworks/x.py"]` tables
    with `reason` (why these stay English) and `strings` (the literals, as they are written)."""
    exempt: dict[str, set[str]] = {}
    for part in sorted(EXEMPT.glob("*.toml")):
        data = tomllib.loads(part.read_text(encoding="utf-8"))
        for path, entry in data.get("files", {}).items():
            exempt.setdefault(path, set()).update(entry.get("strings", []))
    return exempt


def unmarked_literals(paths: Iterable[Path] | None = None) -> list[str]:
    """Player-facing literals not marked for translation, as "path:line: text"."""
    exempt = _exemptions()
    found: list[str] = []
    for path in paths if paths is not None else _python_files():
        relative = path.relative_to(ROOT).as_posix()
        if any(relative.startswith(prefix) for prefix in NOT_FOR_PLAYERS):
            continue
        allowed = exempt.get(relative, set())
        for lineno, text in literals_in(path.read_text(encoding="utf-8")):
            if text not in allowed:
                found.append(f"{relative}:{lineno}: {text!r}")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 on a problem")
    parser.add_argument("--template", action="store_true", help="write only steamworks.pot")
    parser.add_argument(
        "--draft",
        nargs="+",
        metavar=("PART", "PATH"),
        help="write drafts/PART/<lang>.po for the sentences marked under PATHs",
    )
    parser.add_argument("--missing", metavar="LANG", help="list a language's untranslated entries")
    parser.add_argument(
        "--unmarked",
        nargs="*",
        metavar="PATH",
        help="list unmarked player-facing literals (under PATHs, or everywhere)",
    )
    args = parser.parse_args(argv)
    if args.draft:
        write_draft(args.draft[0], args.draft[1:] or ["steamworks/"])
        return 0
    if args.missing:
        for message in untranslated(_read(_po_path(args.missing), args.missing)):
            print(repr(_ids(message)[0]))
        return 0
    if args.unmarked is not None:
        roots = [ROOT / p for p in args.unmarked] or [PACKAGE]
        files = sorted({f for r in roots for f in ([r] if r.is_file() else r.rglob("*.py"))})
        found = unmarked_literals(files)
        print("\n".join(found) or "none")
        print(f"{len(found)} unmarked", file=sys.stderr)
        return 0
    if args.check:
        problems = catalogue_problems() + unmarked_literals()
        for problem in problems[:200]:
            print(problem)
        if problems:
            print(f"{len(problems)} problems", file=sys.stderr)
            return 1
        print("catalogues: complete and true")
        return 0
    write_all(template_only=args.template)
    return 0


if __name__ == "__main__":
    sys.exit(main())
