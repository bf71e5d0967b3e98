"""The data files in steamworks/rules/data match the project's canonical game data.

The source document is `game-data.md` (sections 1, 2, 4 and 5). Wherever practical this module
parses the markdown tables and sentences of that document and compares them with what
`steamworks.rules.data.load()` reads from the TOML files, so that every figure is typed once,
in the document, and never a second time here. The tile, persona and board tables are compared
both ways (nothing missing, nothing extra).

The documents (game-data.md, and rulebook.txt for one test) are not part of this repository.
Two ways to run this module:

- by default (and so in CI), against `tests/rules/data/game-data-tables.md`: a copy of the
  document's tables and their headings only (see its note). Every check of a table runs; the
  checks that read one of the document's sentences (wages, spaces per persona side, the Scroll
  Rack's costs, the clocks in the box, the mechanics) are skipped, saying so;
- with STEAMWORKS_RULES_DIR naming the folder that holds the live documents, every check runs
  against them, and one more checks that the fixture's tables are still a true copy:

      STEAMWORKS_RULES_DIR=/path/to/shared/rules tools/test tests/rules/test_data.py

A STEAMWORKS_RULES_DIR without game-data.md fails the module's checks saying why, rather than
quietly falling back to the fixture.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from steamworks.rules.data import (
    COMPONENT,
    CONVERTER,
    ITERATOR,
    POWER_TYPES,
    SIDE_NAMES,
    SOURCE,
    load,
)

RULES_DIR_ENV = "STEAMWORKS_RULES_DIR"


# the document's tables, copied for the runs without the live document (CI's)
FIXTURE = Path(__file__).resolve().parent / "data" / "game-data-tables.md"
RULES_DIR = Path(os.environ[RULES_DIR_ENV]) if os.environ.get(RULES_DIR_ENV) else None
LIVE = RULES_DIR is not None  # the whole live document, sentences and all
if RULES_DIR is not None and not (RULES_DIR / "game-data.md").is_file():
    raise pytest.UsageError(
        f"{RULES_DIR_ENV} names a folder without game-data.md: {RULES_DIR}; unset it to check "
        f"the data against the fixture {FIXTURE.name}"
    )
DOC = (RULES_DIR / "game-data.md" if RULES_DIR else FIXTURE).read_text(encoding="utf-8")
RULEBOOK = RULES_DIR / "rulebook.txt" if RULES_DIR else None
DATA = load()

# a check that reads one of the document's sentences, which the fixture does not copy
reads_sentences = pytest.mark.skipif(
    not LIVE,
    reason=f"reads a sentence of game-data.md: only the live document has them ({RULES_DIR_ENV} "
    f"names its folder); {FIXTURE.name} holds its tables",
)

POWER_WORDS = {"clockwork": "C", "steam": "S", "electrickal": "E"}
ROMAN = {"I": 1, "II": 2, "III": 3}
STACK_OF_HEADING = {
    "Start tiles": "start",
    "Age I ": "age1",
    "Age II ": "age2",
    "Age III ": "age3",
}
NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5}


# --------------------------------------------------------------------------- markdown helpers


def _section(heading_prefix: str) -> tuple[str, str]:
    """(heading line, body) of the first heading starting with `heading_prefix`.

    The body runs to the next heading of the same or a higher level.
    """
    lines = DOC.splitlines()
    for i, line in enumerate(lines):
        m = re.match(r"^(#+) (.*)$", line)
        if m and m.group(2).startswith(heading_prefix):
            level = len(m.group(1))
            body = []
            for nxt in lines[i + 1 :]:
                h = re.match(r"^(#+) ", nxt)
                if h and len(h.group(1)) <= level:
                    break
                body.append(nxt)
            return m.group(2), "\n".join(body)
    raise AssertionError(f"game-data.md has no heading starting with {heading_prefix!r}")


def _tables(body: str) -> list[list[list[str]]]:
    """Every markdown table in `body`, as rows of stripped cells, header and rule removed."""
    tables: list[list[list[str]]] = []
    current: list[list[str]] | None = None
    for line in body.splitlines():
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if current is None:
                current = []
                tables.append(current)
                current.append(cells)  # header, removed below
            elif all(re.fullmatch(r":?-+:?", c) for c in cells):
                continue
            else:
                current.append(cells)
        else:
            current = None
    return [t[1:] for t in tables]


def _only_table(heading_prefix: str) -> list[list[str]]:
    tables = _tables(_section(heading_prefix)[1])
    assert len(tables) == 1, f"expected one table under {heading_prefix!r}"
    return tables[0]


def _sides(cell: str) -> str:
    """'`- A - A`' -> '-A-A'."""
    m = re.fullmatch(r"`([-CSEA] [-CSEA] [-CSEA] [-CSEA])`", cell.strip())
    assert m, f"not a connector cell: {cell!r}"
    return m.group(1).replace(" ", "")


def _ids(cell: str) -> list[str]:
    """'iterator_1, iterator_2' and 'electroclock_source_1, _2' -> full ids."""
    parts = [p.strip() for p in cell.split(",")]
    first = parts[0]
    out = [first]
    for p in parts[1:]:
        if p.startswith("_"):
            out.append(re.sub(r"_\d+$", "", first) + p)
        else:
            out.append(p)
    return out


def _supplies(text: str) -> frozenset[str]:
    """'C on all sides' / 'C or E on all sides' / 'any type on all sides' -> power types."""
    text = text.strip()
    assert text.endswith("on all sides"), text
    head = text[: -len("on all sides")].strip()
    if head == "any type":
        return frozenset(POWER_TYPES)
    letters = [w for w in head.split() if w != "or"]
    assert all(w in POWER_TYPES for w in letters), text
    return frozenset(letters)


def _heading_count(heading: str) -> int:
    m = re.search(r"\((\d+)", heading)
    assert m, heading
    return int(m.group(1))


def _vp_rule() -> dict[str, int]:
    """Section 4: 'basic sources 0, Chrome 2, every other tile 1'."""
    m = re.search(r"basic sources (\d+), Chrome (\d+),\s+every other tile (\d+)", DOC)
    assert m, "VP sentence not found in section 4"
    return {"basic": int(m.group(1)), "chrome": int(m.group(2)), "other": int(m.group(3))}


VP = _vp_rule() if LIVE else {}


def _expected_vp(tile_id: str, name: str, stack: str) -> int:
    if stack == "basic":
        return VP["basic"]
    if name == "Chrome":
        return VP["chrome"]
    return VP["other"]


# --------------------------------------------------------------------------- the expected tiles


def _expected_stack_tiles() -> dict[str, dict[str, dict]]:
    """stack -> tile id -> expected fields, from the section 4 tables."""
    out: dict[str, dict[str, dict]] = {}
    # Basic sources
    heading, body = _section("Basic sources")
    assert "VP 0" in heading
    basic = {}
    for tid, supplies in _tables(body)[0]:
        basic[tid] = {"kind": SOURCE, "supplies": _supplies(supplies), "vp": 0}
    out["basic"] = basic
    # Start tiles and Age I: id | name | sides
    for prefix, stack in (("Start tiles", "start"), ("Age I ", "age1")):
        heading, body = _section(prefix)
        rows = _tables(body)[0]
        tiles = {}
        for tid, name, sides in rows:
            tiles[tid] = {"name": name, "kind": COMPONENT, "sides": _sides(sides)}
        out[stack] = tiles
    # Age II and III: ids | name | kind | sides (or a description)
    for prefix, stack in (("Age II ", "age2"), ("Age III ", "age3")):
        heading, body = _section(prefix)
        tiles = {}
        for ids, name, kind, sides in _tables(body)[0]:
            for tid in _ids(ids):
                entry: dict = {"name": name}
                if kind.startswith("component"):
                    entry["kind"] = COMPONENT
                    entry["sides"] = _sides(sides)
                    m = re.search(r"VP (\d+)", kind)
                    if m:
                        entry["vp"] = int(m.group(1))
                elif kind == "modifier":
                    if sides.startswith("attach on"):
                        entry["kind"] = ITERATOR
                        entry["attach"] = re.match(r"attach on (\w)", sides).group(1)
                    else:
                        m = re.match(r"in (\w), out ((?:\w ?)+)", sides)
                        assert m, sides
                        entry["kind"] = CONVERTER
                        entry["input"] = m.group(1)
                        entry["outputs"] = m.group(2).split()
                    entry["rotatable"] = "rotatable" in sides
                elif kind.startswith("source"):
                    entry["kind"] = SOURCE
                    entry["supplies"] = _supplies(sides)
                    m = re.search(r"(\d+) mechanic spaces", kind)
                    entry["spaces"] = int(m.group(1)) if m else 1
                else:
                    raise AssertionError(f"unknown kind column {kind!r}")
                tiles[tid] = entry
        out[stack] = tiles
    return out


EXPECTED = _expected_stack_tiles()


def _persona_rows() -> list[dict]:
    rows = []
    for persona, side, money, sources, tile in _only_table("5. Persona boards"):
        src = {"C": 0, "S": 0, "E": 0}
        if sources != "none":
            for n, word in re.findall(r"(\d+) (\w+)", sources):
                src[POWER_WORDS[word]] += int(n)
        if tile == "none":
            tile_exp = None
        else:
            m = re.fullmatch(r"(.+?) (`.*`)", tile)
            assert m, tile
            tile_exp = (m.group(1), _sides(m.group(2)))
        rows.append(
            {
                "persona": persona,
                "side": side,
                "money": int(money),
                "sources": (src["C"], src["S"], src["E"]),
                "tile": tile_exp,
            }
        )
    return rows


PERSONA_ROWS = _persona_rows()


def _persona_id(name_or_short: str) -> str:
    """A data persona id from a full name ('Rowena') or a short one ('Eva')."""
    hits = [pid for pid, name in DATA.persona_names.items() if name == name_or_short]
    if not hits:
        hits = [
            pid
            for pid, name in DATA.persona_names.items()
            if re.search(rf"\b{re.escape(name_or_short)}\b", name)
        ]
    assert len(hits) == 1, f"persona {name_or_short!r} matches {hits}"
    return hits[0]


def _side_b_bullets() -> dict[str, str]:
    """Short persona name -> the text of its '**Side B**' bullet in section 5."""
    _h, body = _section("5. Persona boards")
    start = body.index("**Side B**")
    end = body.index("Persona draft")
    block = body[start:end]
    bullets: dict[str, str] = {}
    for m in re.finditer(r"^- \*\*(\w+)\*\*:(.*?)(?=^- \*\*|\Z)", block, re.S | re.M):
        bullets[m.group(1)] = " ".join(m.group(2).split())
    return bullets


SIDE_B = _side_b_bullets() if LIVE else {}


def _money_list(text: str) -> tuple[int, ...]:
    return tuple(int(x) for x in re.findall(r"£(\d+)", text))


def _default_wages() -> tuple[int, ...]:
    m = re.search(r"Mechanic wages under the four home spaces, left to right: \*\*(.*?)\*\*", DOC)
    assert m
    return _money_list(m.group(1))


def _side_a_space_count() -> int:
    m = re.search(r"\*\*Side A\*\* \(all boards\) \[H\]: (\w+) persona spaces", DOC)
    assert m
    return NUMBER_WORDS[m.group(1)]


# --------------------------------------------------------------------------- the parser itself


def test_parser_reads_every_table_the_document_announces():
    """Guard the parser: the counts in the headings match the rows it found."""
    assert len(EXPECTED["basic"]) == 3
    for prefix, stack in (
        ("Start tiles", "start"),
        ("Age I ", "age1"),
        ("Age II ", "age2"),
        ("Age III ", "age3"),
    ):
        heading, _body = _section(prefix)
        assert len(EXPECTED[stack]) == _heading_count(heading), heading
    assert _heading_count(_section("Start tiles")[0]) == 8
    assert _heading_count(_section("Age I ")[0]) == 28
    assert _heading_count(_section("Age II ")[0]) == 23
    assert _heading_count(_section("Age III ")[0]) == 16
    assert _heading_count(_section("Persona tiles")[0]) == 15
    assert len(PERSONA_ROWS) == 16
    if not LIVE:  # the side B bullets are sentences: only the live document has them
        return
    assert set(SIDE_B) == {
        "Eva",
        "Permelia",
        "Augustus",
        "Alice",
        "Broderick",
        "Rowena",
        "Lucius",
        "Tobias",
    }


def _headed_tables(text: str) -> dict[str, list[str]]:
    """Heading -> the table lines right under it (up to the next heading), for every heading
    with a table."""
    out: dict[str, list[str]] = {}
    heading = ""
    for line in text.splitlines():
        if re.match(r"^#+ ", line):
            heading = line
        elif line.startswith("|"):
            out.setdefault(heading, []).append(line.rstrip())
    return out


@pytest.mark.skipif(
    not LIVE, reason=f"compares the fixture with the live document ({RULES_DIR_ENV})"
)
def test_the_fixture_is_a_true_copy_of_the_documents_tables():
    """What CI checks the data against is still what the document says: every table of sections
    2, 4 and 5, under the same heading, and nothing else."""
    live = {
        heading: lines
        for heading, lines in _headed_tables(DOC).items()
        if not heading.startswith("## 3.")  # the connector codes: not data the files hold
    }
    assert _headed_tables(FIXTURE.read_text(encoding="utf-8")) == live


@pytest.mark.skipif(
    RULEBOOK is None or not RULEBOOK.is_file(), reason=f"{RULES_DIR_ENV} has no rulebook.txt"
)
def test_document_tile_counts_agree_with_the_rulebook_contents_list():
    text = RULEBOOK.read_text(encoding="utf-8")
    book = {
        "age1": int(re.search(r"(\d+) AGE I\s", text).group(1)),
        "age2": int(re.search(r"(\d+) AGE II\s", text).group(1)),
        "age3": int(re.search(r"(\d+) AGE III\s", text).group(1)),
        "start": int(re.search(r"(\d+) START\s+TILES", text).group(1)),
        "persona": int(re.search(r"(\d+) PERSONA\s+TILES", text).group(1)),
    }
    assert book == {"age1": 28, "age2": 23, "age3": 16, "start": 8, "persona": 15}
    for stack in ("age1", "age2", "age3", "start"):
        assert len(EXPECTED[stack]) == book[stack]
    assert _heading_count(_section("Persona tiles")[0]) == book["persona"]


# --------------------------------------------------------------------------- tiles


@pytest.mark.parametrize("stack", ["basic", "start", "age1", "age2", "age3"])
def test_stack_holds_exactly_the_documented_tile_ids(stack):
    in_data = [t.id for t in DATA.tiles.values() if t.stack == stack]
    assert len(in_data) == len(set(in_data))
    assert sorted(in_data) == sorted(EXPECTED[stack])
    if stack != "basic":
        assert sorted(DATA.stack_tiles(stack)) == sorted(EXPECTED[stack])


def test_stack_sizes_are_8_28_23_16_and_3_basic_sources():
    sizes = {
        stack: len(DATA.stack_tiles(stack)) for stack in ("start", "age1", "age2", "age3", "basic")
    }
    assert sizes == {"start": 8, "age1": 28, "age2": 23, "age3": 16, "basic": 3}


def test_no_tile_outside_the_documented_stacks_and_persona_tiles():
    stacks = {t.stack for t in DATA.tiles.values()}
    assert stacks == {"basic", "start", "age1", "age2", "age3", "persona"}
    persona_tiles = [t for t in DATA.tiles.values() if t.stack == "persona"]
    assert len(persona_tiles) == 15


ALL_DOC_TILES = sorted((stack, tid) for stack, tiles in EXPECTED.items() for tid in tiles)


@pytest.mark.parametrize("stack,tile_id", ALL_DOC_TILES, ids=[t for _s, t in ALL_DOC_TILES])
def test_tile_matches_its_table_row(stack, tile_id):
    exp = EXPECTED[stack][tile_id]
    tile = DATA.tiles[tile_id]
    assert tile.stack == stack
    assert tile.kind == exp["kind"]
    if "name" in exp:
        assert tile.name == exp["name"]
    if "sides" in exp:
        assert "".join(tile.sides) == exp["sides"], f"{tile_id}: N E S W"
    if exp["kind"] == SOURCE:
        assert tile.supplies == exp["supplies"]
        assert tile.spaces == exp.get("spaces", 1)
        assert tile.is_source and not tile.rotatable
    else:
        assert tile.supplies == frozenset()
    if exp["kind"] == COMPONENT:
        assert not tile.rotatable
    if exp["kind"] == ITERATOR:
        attach = SIDE_NAMES.index(exp["attach"])
        assert tile.rotatable is exp["rotatable"] is True
        assert tile.sides[attach] != "-"
        assert [s for i, s in enumerate(tile.sides) if i != attach] == ["-", "-", "-"]
    if exp["kind"] == CONVERTER:
        assert tile.rotatable is exp["rotatable"] is True
        assert tile.input_side == SIDE_NAMES.index(exp["input"])
        assert sorted(exp["outputs"] + [exp["input"]]) == sorted(SIDE_NAMES)
        # every output side carries a connector
        assert all(tile.sides[SIDE_NAMES.index(o)] != "-" for o in exp["outputs"])
    # a VP the table does not give comes from section 4's sentence (live document only); the
    # VP of every tile is also checked against the figures by the test below
    if "vp" in exp:
        assert tile.vp == exp["vp"]
    elif LIVE:
        assert tile.vp == _expected_vp(tile_id, tile.name, stack)


def test_vp_basic_sources_0_chrome_2_every_other_tile_1():
    if LIVE:  # the rule is a sentence of section 4
        assert VP == {"basic": 0, "chrome": 2, "other": 1}
    for tile in DATA.tiles.values():
        if tile.stack == "basic":
            assert tile.vp == 0, tile.id
        elif tile.name == "Chrome":
            assert tile.vp == 2, tile.id
        else:
            assert tile.vp == 1, tile.id
    assert {t.id for t in DATA.tiles.values() if t.vp == 2} == {"chrome_1", "chrome_2"}
    assert {t.id for t in DATA.tiles.values() if t.vp == 0} == {
        "clockwork_source",
        "steam_source",
        "electrickal_source",
    }


def test_basic_sources_supply_one_type_each():
    assert {
        tid: "".join(sorted(t.supplies)) for tid, t in DATA.tiles.items() if t.stack == "basic"
    } == {
        "clockwork_source": "C",
        "steam_source": "S",
        "electrickal_source": "E",
    }


def test_universal_source_has_two_spaces_and_supplies_every_type():
    uni = DATA.tiles["universal_source_1"]
    assert uni.kind == SOURCE
    assert uni.spaces == 2
    assert uni.supplies == frozenset("CSE")
    # it is the only tile with more than one mechanic space
    assert [t.id for t in DATA.tiles.values() if t.spaces != 1] == ["universal_source_1"]


def test_dual_sources_supply_their_two_types():
    duals = {
        tid: t.supplies
        for tid, t in DATA.tiles.items()
        if t.kind == SOURCE and len(t.supplies) == 2
    }
    assert duals == {
        "electroclock_source_1": frozenset("CE"),
        "electroclock_source_2": frozenset("CE"),
        "electrosteam_source_1": frozenset("SE"),
        "electrosteam_source_2": frozenset("SE"),
        "steamwork_source_1": frozenset("CS"),
        "steamwork_source_2": frozenset("CS"),
    }


def test_iteration_gears_is_a_clockwork_source():
    gears = DATA.tiles["iteration_gears_1"]
    assert (gears.kind, gears.supplies, gears.stack, gears.vp) == (
        SOURCE,
        frozenset("C"),
        "age3",
        1,
    )


def test_only_iterators_and_power_converters_rotate():
    rot = sorted(t.id for t in DATA.tiles.values() if t.rotatable)
    assert rot == ["iterator_1", "iterator_2", "power_converter_1", "power_converter_2"]


@pytest.mark.parametrize("rotation", range(4))
def test_rotated_sides_turn_clockwise(rotation):
    tile = DATA.tiles["iterator_1"]  # attach connector on W, upright
    sides = tile.rotated_sides(rotation)
    attach_after = (SIDE_NAMES.index("W") + rotation) % 4
    assert [i for i, s in enumerate(sides) if s != "-"] == [attach_after]
    assert tile.rotated_sides(rotation + 4) == sides


# --------------------------------------------------------------------------- personas


def test_eight_personas_with_two_sides_each():
    assert len(DATA.personas) == 8
    for pid, sides in DATA.personas.items():
        assert set(sides) == {"A", "B"}, pid
    doc_names = {row["persona"] for row in PERSONA_ROWS}
    assert doc_names == set(DATA.persona_names.values())


@pytest.mark.parametrize(
    "row", PERSONA_ROWS, ids=[f"{r['persona']}:{r['side']}" for r in PERSONA_ROWS]
)
def test_persona_side_starting_money_sources_and_tile(row):
    ps = DATA.persona_side(_persona_id(row["persona"]), row["side"])
    assert ps.money == row["money"]
    assert ps.sources == row["sources"]
    if row["tile"] is None:
        assert ps.tile is None
    else:
        name, sides = row["tile"]
        tile = DATA.tiles[ps.tile]
        assert (tile.name, "".join(tile.sides)) == (name, sides)
        assert tile.kind == COMPONENT
        assert tile.stack == "persona"
        assert tile.vp == 1
        assert not tile.rotatable


def test_fifteen_persona_tiles_one_per_side_except_augustus_b():
    owners = {}
    for pid, sides in DATA.personas.items():
        for side, ps in sides.items():
            if ps.tile is not None:
                owners[ps.tile] = (pid, side)
    assert len(owners) == 15
    assert set(owners) == {t.id for t in DATA.tiles.values() if t.stack == "persona"}
    missing = {(pid, side) for pid, sides in DATA.personas.items() for side in sides} - set(
        owners.values()
    )
    assert missing == {(_persona_id("Augustus"), "B")}


@reads_sentences
def test_default_wages_are_0_1_2_3():
    assert _default_wages() == (0, 1, 2, 3)
    assert DATA.board.wages == _default_wages()


@reads_sentences
def test_wages_per_side():
    """Rowena B 0,0,1,2; Eva B paid in electrickal; every other side the default, in money."""
    default = _default_wages()
    rowena = _money_list(re.search(r"wages ((?:£\d+,? ?)+)", SIDE_B["Rowena"]).group(1))
    assert rowena == (0, 0, 1, 2)
    eva = re.search(r"wages are paid in (\w+) sources \(([\d/]+)\)", SIDE_B["Eva"])
    assert eva
    eva_resource = eva.group(1)
    eva_wages = tuple(int(x) for x in eva.group(2).split("/"))
    assert (eva_resource, eva_wages) == ("electrickal", (0, 1, 2, 3))
    for pid, sides in DATA.personas.items():
        for side, ps in sides.items():
            if (pid, side) == (_persona_id("Rowena"), "B"):
                assert (ps.wages, ps.wage_resource) == (rowena, "money")
            elif (pid, side) == (_persona_id("Eva"), "B"):
                assert (ps.wages, ps.wage_resource) == (eva_wages, eva_resource)
            else:
                assert (ps.wages, ps.wage_resource) == (default, "money"), ps.key


@reads_sentences
def test_persona_space_counts_alice_b_and_tobias_b_three_others_four():
    side_a = _side_a_space_count()
    assert side_a == 4
    expected: dict[tuple[str, str], int] = {}
    for short, text in SIDE_B.items():
        pid = _persona_id(short)
        numbered = re.findall(r"(?:^|\s)(\d)\)", text)
        if numbered:
            assert numbered == [str(i) for i in range(1, len(numbered) + 1)], short
            count = len(numbered)
        else:
            assert "side-A spaces" in text, short
            count = side_a
        if "(Three spaces.)" in text:
            assert count == 3
        expected[(pid, "B")] = count
    for pid in DATA.personas:
        expected[(pid, "A")] = side_a
    actual = {
        (pid, side): len(ps.spaces)
        for pid, sides in DATA.personas.items()
        for side, ps in sides.items()
    }
    assert actual == expected
    three = sorted(k for k, v in actual.items() if v == 3)
    assert three == sorted([(_persona_id("Alice"), "B"), (_persona_id("Tobias"), "B")])


def test_all_side_a_boards_share_the_same_spaces():
    spaces = {
        ps.spaces for sides in DATA.personas.values() for side, ps in sides.items() if side == "A"
    }
    assert len(spaces) == 1


def test_only_augustus_b_has_the_butler():
    butlers = {
        (pid, side)
        for pid, sides in DATA.personas.items()
        for side, ps in sides.items()
        if ps.butler
    }
    assert butlers == {(_persona_id("Augustus"), "B")}


# --------------------------------------------------------------------------- board


def test_belts_match_the_board_table():
    rows = _tables(_section("2. Board")[1])[0]
    expected = [(colour, ROMAN[age], int(spaces)) for _belt, colour, age, spaces, _fed in rows]
    actual = [(b.colour, b.age, b.spaces) for b in DATA.board.belts]
    assert actual == expected
    assert [b.spaces for b in DATA.board.belts] == [4, 4, 5, 6]
    assert [b.age for b in DATA.board.belts] == [1, 1, 2, 3]


@reads_sentences
def test_scroll_rack_cost_by_column():
    m = re.search(r"Scroll Rack cost by column \[R\]: (.*?)\.\n", DOC)
    assert m
    costs: dict[int, int] = {}
    for lo, hi, price in re.findall(r"(\d)(?:-(\d))?(?: \([^)]*\))? -> £(\d)", m.group(1)):
        for col in range(int(lo), int(hi or lo) + 1):
            costs[col] = int(price)
    expected = tuple(costs[c] for c in range(len(costs)))
    assert expected == (0, 1, 1, 2, 2, 3)
    assert DATA.board.scroll_rack_cost == expected
    # one price per column of the longest (red) belt
    assert len(DATA.board.scroll_rack_cost) == max(b.spaces for b in DATA.board.belts)


def test_clock_counters_by_player_count():
    rows = _tables(_section("2. Board")[1])[1]
    expected = {int(re.match(r"\d+", p).group()): (int(a), int(b), int(c)) for p, a, b, c in rows}
    assert expected == {2: (3, 6, 6), 3: (3, 9, 9), 4: (4, 12, 12), 5: (5, 15, 15)}
    assert dict(DATA.board.clocks_by_players) == expected


@reads_sentences
def test_clock_counters_fit_in_the_box():
    m = re.search(r"Clock counters: (\d+) in the box", DOC)
    assert m and DATA.board.clocks_in_box == int(m.group(1)) == 45
    for players, counts in DATA.board.clocks_by_players.items():
        if players > 2:  # two players use coins instead
            assert sum(counts) <= DATA.board.clocks_in_box


@reads_sentences
def test_mechanics_per_player():
    m = re.search(r"Mechanics: (\d+) per player; (\d+) at the start", DOC)
    assert m
    board = (DATA.board.mechanics_per_player, DATA.board.mechanics_at_start)
    assert board == (int(m.group(1)), int(m.group(2))) == (4, 2)
    assert len(DATA.board.wages) == DATA.board.mechanics_per_player
