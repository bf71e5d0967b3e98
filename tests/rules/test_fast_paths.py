"""The engine's fast paths against the plain rules they stand for.

Every shortcut in `rules/` that answers a question `connectors.problems` could answer (tables
of what a tile needs of its neighbours, stopping at the first legal layout, skipping additions
that cannot meet the new tile's need, generated multisets, remembered answers) is checked here against the slow, obvious computation on random inputs drawn with
a fixed seed, so a shortcut can never quietly change what is legal.
"""

from __future__ import annotations

import itertools
import pickle
import random

import attrs
import pytest

from steamworks.rules import buildgen, connectors, engine
from steamworks.rules.data import CONVERTER, SOURCE, load
from steamworks.rules.fastevolve import changer, evolve
from steamworks.rules.setup import quick_setup

TILES = load().tiles
IDS = sorted(TILES)
SOURCES = [t for t in IDS if TILES[t].kind == SOURCE]
OTHERS = [t for t in IDS if TILES[t].kind != SOURCE]


def random_combo(rng: random.Random, size: int) -> tuple[str, ...]:
    """A multiset of `size` tiles with at least one source and one non-source."""
    combo = [rng.choice(SOURCES), rng.choice(OTHERS)]
    pool = SOURCES + OTHERS + OTHERS  # components more often, as in real supplies
    combo += [rng.choice(pool) for _ in range(size - 2)]
    return tuple(sorted(combo))


def brute_force_layouts(combo: tuple[str, ...]) -> set:
    """Every legal normalised layout of `combo`: each shape, each order of the tiles, each
    rotation of the tiles that turn, judged by `problems` alone."""
    out = set()
    for shape in buildgen.shapes(len(combo)):
        for order in set(itertools.permutations(combo)):
            rot_choices = [range(4) if TILES[t].rotatable else (0,) for t in order]
            for rots in itertools.product(*rot_choices):
                layout = tuple(sorted(zip(shape, order, rots)))
                if not connectors.problems(layout):
                    out.add(layout)
    return out


def test_need_table_matches_meets_need_for_pairs_of_tiles():
    rng = random.Random(11)
    pairs = [(a, b) for a in IDS for b in IDS]
    for a, b in rng.sample(pairs, 600):
        mask = connectors.need_mask(a, b)
        for rot_a in range(4) if TILES[a].rotatable else (0,):
            for side in range(4):
                for rot_b in range(4) if TILES[b].rotatable else (0,):
                    bit = mask >> (rot_a * 16 + side * 4 + rot_b) & 1
                    assert bool(bit) == connectors.meets_need(a, rot_a, side, b, rot_b), (
                        a,
                        rot_a,
                        side,
                        b,
                        rot_b,
                    )


@pytest.mark.parametrize("size", [2, 3, 4, 5])
def test_layouts_for_combo_is_every_legal_arrangement(size):
    rng = random.Random(100 + size)
    combos = {random_combo(rng, size) for _ in range({2: 60, 3: 40, 4: 12, 5: 3}[size])}
    if size == 4:  # both modifiers, which turn, with a source and a component
        combos.add(("clockwork_source", "iterator_1", "monetiser_1", "power_converter_1"))
    found_any = False
    for combo in sorted(combos):
        want = brute_force_layouts(combo)
        assert set(buildgen.layouts_for_combo(combo)) == want, combo
        assert buildgen.combo_buildable(combo) == bool(want), combo
        found_any |= bool(want)
    assert found_any


def every_tile_meets_its_need(layout) -> bool:
    """The plain reading of `connectors.meets_need`: each tile has a neighbour that meets it."""
    cells = {pos: (tid, rot) for pos, tid, rot in layout}
    for (r, c), (tid, rot) in cells.items():
        if not any(
            (r + dr, c + dc) in cells
            and connectors.meets_need(tid, rot, side, *cells[(r + dr, c + dc)])
            for side, (dr, dc) in enumerate(connectors.STEPS)
        ):
            return False
    return True


def arrangements(combo):
    """Every layout of `combo` on every shape, in every order and rotation (the brute force)."""
    for shape in buildgen.shapes(len(combo)):
        for order in set(itertools.permutations(combo)):
            rot_choices = [range(4) if TILES[t].rotatable else (0,) for t in order]
            for rots in itertools.product(*rot_choices):
                yield tuple(sorted(zip(shape, order, rots)))


@pytest.mark.parametrize("size", [2, 3, 4])
def test_with_fewer_than_four_converters_legal_is_exactly_every_tile_meeting_its_need(size):
    # the shortcut layout enumeration and legal_additions take (connectors.needs_decide)
    rng = random.Random(200 + size)
    converters = [t for t in IDS if TILES[t].kind == CONVERTER]
    combos = [random_combo(rng, size) for _ in range({2: 120, 3: 60, 4: 16}[size])]
    for extra in range(1, size - 1):  # one converter, two, ...: chains of them
        combos += [
            tuple(sorted(random_combo(rng, size - extra) + tuple(rng.choices(converters, k=extra))))
            for _ in range({2: 20, 3: 12, 4: 3}[size])
        ]
    checked = {True: 0, False: 0}
    for combo in combos:
        assert connectors.needs_decide(combo)
        for layout in arrangements(combo):
            legal = not connectors.problems(layout)
            assert every_tile_meets_its_need(layout) == legal, layout
            checked[legal] += 1
    assert checked[True] > 10 and checked[False] > 10


def test_four_converters_can_meet_every_need_and_still_be_unpowered():
    # why needs_decide stops at four: converters round a square, each feeding the next
    converter = next(t for t in IDS if TILES[t].kind == CONVERTER)
    component = next(t for t in OTHERS if TILES[t].sides == ("-", "A", "-", "A"))
    loop = [((0, 0), converter, 3), ((0, 1), converter, 0), ((1, 1), converter, 1)]
    loop.append(((1, 0), converter, 2))
    layout = tuple(sorted(loop + [((0, 2), "clockwork_source", 0), ((0, 3), component, 0)]))
    assert every_tile_meets_its_need(layout)
    assert {p.code for p in connectors.problems(layout)} == {"component_unpowered"}
    assert not connectors.needs_decide(t for _p, t, _r in layout)


def test_combo_buildable_agrees_with_the_full_list_on_many_combos():
    rng = random.Random(7)
    seen = {True: 0, False: 0}
    for _ in range(400):
        combo = random_combo(rng, rng.choice((2, 3, 4, 5)))
        full = bool(buildgen.layouts_for_combo(combo))
        assert buildgen.combo_buildable(combo) == full, combo
        seen[full] += 1
    assert seen[True] > 20 and seen[False] > 20  # both answers were exercised


def test_combos_lists_the_drawable_multisets_in_the_plain_order():
    rng = random.Random(3)
    for _ in range(300):
        available = {t: rng.randint(1, 3) for t in rng.sample(IDS, rng.randint(1, 9))}
        size = rng.randint(2, 5)
        want = []
        for combo in itertools.combinations_with_replacement(sorted(available), size):
            if any(combo.count(t) > n for t, n in available.items()):
                continue
            if {TILES[t].kind == SOURCE for t in combo} == {True, False}:
                want.append(combo)
        assert buildgen.combos(available, size) == want, (available, size)


def plain_legal_additions(layout, tile_id):
    """Every frontier position and rotation whose result `problems` accepts, nothing skipped."""
    occupied = {p for p, _t, _r in layout}
    frontier = {(r + dr, c + dc) for r, c in occupied for dr, dc in connectors.STEPS} - occupied
    rotations = range(4) if TILES[tile_id].rotatable else (0,)
    return tuple(
        (pos, rot)
        for pos in sorted(frontier)
        for rot in rotations
        if not connectors.problems(tuple(sorted(layout + ((pos, tile_id, rot),))))
    )


def test_legal_additions_skips_only_what_problems_would_refuse():
    rng = random.Random(5)
    layouts = []
    for _ in range(150):  # legal devices, as built in games
        combo = random_combo(rng, rng.choice((2, 3, 4)))
        found = buildgen.layouts_for_combo(combo)
        if found:
            layouts.append(rng.choice(found))
    for _ in range(60):  # and arbitrary (often illegal) layouts, which an addition may mend
        combo = tuple(rng.sample(IDS, rng.randint(1, 3)))
        shape = rng.choice(buildgen.shapes(len(combo)))
        layouts.append(
            tuple(
                sorted(
                    (p, t, rng.randrange(4) if TILES[t].rotatable else 0)
                    for p, t in zip(shape, combo)
                )
            )
        )
    nonempty = 0
    for layout in layouts:
        for tile_id in rng.sample(IDS, 8):
            got = connectors.legal_additions(layout, tile_id)
            assert got == plain_legal_additions(layout, tile_id), (layout, tile_id)
            nonempty += bool(got)
    assert nonempty > 100


def random_states(count: int, seed: int):
    """States met along seeded random 4- and 5-player games."""
    from steamworks.rules import engine
    from steamworks.rules.setup import quick_setup

    rng = random.Random(seed)
    out = []
    game = 0
    while len(out) < count:
        state = engine.start(quick_setup(4 + game % 2, seed * 100 + game))
        game += 1
        while not state.game_over:
            if rng.random() < 0.05:
                out.append(state)
            state = engine.apply(state, rng.choice(engine.legal_actions(state)), check=False)
    return out[:count]


def test_free_device_spaces_are_every_unoccupied_source_space_in_order():
    from steamworks.rules.turns import free_device_spaces

    checked = 0
    for state in random_states(150, 9):
        want = []
        for d in state.devices:
            for pos, tid, _rot in d.layout:
                tile = TILES[tid]
                if tile.is_source:
                    want += [(d, pos, s) for s in range(tile.spaces) if d.occupant(pos, s) is None]
        assert list(free_device_spaces(state)) == want
        checked += bool(want) and any(d.workers for d in state.devices)
    assert checked > 20


def test_remembered_build_answers_equal_the_plain_ones_and_stay_untouched():
    rng = random.Random(21)
    answers = {True: 0, False: 0}
    for _ in range(120):
        available = {
            t: rng.randint(1, 2)
            for t in rng.sample(SOURCES, 1) + rng.sample(OTHERS, rng.randint(1, 4))
        }
        size = rng.choice((2, 3, 4))
        plain = [
            layout
            for combo in buildgen.combos(available, size)
            for layout in buildgen.layouts_for_combo(combo)
        ]
        got = buildgen.legal_layouts(available, size)
        assert got == plain
        assert buildgen.any_legal_layout(available, size) == bool(plain)
        answers[bool(plain)] += 1
        got.clear()  # a caller may change its list: the remembered answer must not change
        assert buildgen.legal_layouts(dict(reversed(list(available.items()))), size) == plain
    assert answers[True] > 10 and answers[False] > 10


def plain_turn_legal(state):
    """The turn's choices built afresh, as the rules say (the remembered lists must equal it)."""
    from steamworks.rules.actions import Pass, PlaceDevice, PlacePersona
    from steamworks.rules.effects import is_butler
    from steamworks.rules.state import AUTO_READY
    from steamworks.rules.turns import can_pay_wage, free_device_spaces

    p = state.players[state.current]
    free_persona = [i for i, occ in enumerate(p.spaces) if not occ]
    spaces = list(free_device_spaces(state))
    out = []
    if p.used < p.mechanics and can_pay_wage(p):
        out += [PlacePersona(i) for i in free_persona] + [
            PlaceDevice(d.id, pos, s) for d, pos, s in spaces
        ]
    if p.automaton == AUTO_READY:
        out += [PlacePersona(i, automaton=True) for i in free_persona]
        if not is_butler(p):
            out += [PlaceDevice(d.id, pos, s, automaton=True) for d, pos, s in spaces]
    if p.used < p.mechanics:
        out.append(Pass())
    if p.automaton == AUTO_READY:
        out.append(Pass(automaton=True))
    return out


def test_turn_choices_equal_the_plain_list_in_order():
    from steamworks.rules import engine
    from steamworks.rules.setup import PERSONAS_DRAFT, quick_setup
    from steamworks.rules.state import AUTO_READY
    from steamworks.rules.turns import turn_legal

    rng = random.Random(13)
    checked = automaton_ready = 0
    for game in range(12):  # drafted personas, so butlers and Automaton holders both appear
        state = engine.start(quick_setup(2 + game % 4, 500 + game, personas=PERSONAS_DRAFT))
        while not state.game_over:
            if not state.pending:
                got = turn_legal(state)
                assert got == plain_turn_legal(state)
                got.clear()  # the caller owns its list
                assert turn_legal(state) == plain_turn_legal(state)
                checked += 1
                automaton_ready += state.players[state.current].automaton == AUTO_READY
            state = engine.apply(state, rng.choice(engine.legal_actions(state)), check=False)
    assert checked > 500 and automaton_ready > 10


def test_choices_remembered_from_settling_equal_the_ones_listed_afresh():
    from steamworks.rules.engine import HANDLERS

    rng = random.Random(17)
    reused = 0
    for game in range(8):
        state = engine.start(quick_setup(2 + game % 4, 700 + game, personas="draft"))
        while not state.game_over:
            listed = engine.legal_actions(state)
            if state.pending:
                frame = state.pending[-1]
                legal, _apply, opt_out = HANDLERS[type(frame)]
                afresh = legal(state, frame) + ([opt_out] if opt_out is not None else [])
                assert listed == afresh
                reused += engine._last_choices[0] is state
                listed.clear()  # the caller owns its list: the remembered one is untouched
                assert engine.legal_actions(state) == afresh
            state = engine.apply(state, rng.choice(afresh if state.pending else listed))
    assert reused > 200


def test_fast_evolve_and_changers_equal_attrs_evolve_on_the_engine_classes():
    rng = random.Random(9)
    state = engine.start(quick_setup(4, 9, personas="draft"))
    while len(state.devices) < 2 or not state.pending:
        state = engine.apply(state, rng.choice(engine.legal_actions(state)), check=False)
    samples = [state, state.players[1], state.devices[0], state.pending[-1]]
    for inst in samples:
        names = [a.name for a in attrs.fields(type(inst))]
        for _ in range(40):
            changed = rng.sample(names, rng.randint(0, min(4, len(names))))
            other = rng.choice(samples)
            # any values will do: take them from another instance or the same one, reordered
            changes = {n: getattr(other, n, rng.randint(0, 9)) for n in changed}
            fast = evolve(inst, **changes)
            assert type(fast) is type(inst)
            assert fast == attrs.evolve(inst, **changes)
            assert hash(fast) == hash(attrs.evolve(inst, **changes))
            assert pickle.loads(pickle.dumps(fast)) == fast  # as search processes receive it
            assert changer(type(inst), *changes)(inst, *changes.values()) == fast
            assert [getattr(fast, n) for n in names] == [
                changes.get(n, getattr(inst, n)) for n in names
            ]
        assert evolve(inst) == inst and evolve(inst) is not inst
        with pytest.raises(TypeError):
            evolve(inst, no_such_field=1)


def test_has_belt_choice_agrees_with_listing_the_belt_choices():
    from steamworks.rules import taking
    from steamworks.rules.frames import (
        TAKE_ANY,
        TAKE_LIBRARIFIER,
        TAKE_RESONATOR,
        TAKE_RIGHTMOST,
        TAKE_SCROLL,
        TakeFrame,
    )

    modes = (TAKE_RIGHTMOST, TAKE_ANY, TAKE_SCROLL, TAKE_LIBRARIFIER, TAKE_RESONATOR)
    rng = random.Random(4)
    seen = {True: 0, False: 0}
    for seed in range(6):
        state = engine.start(quick_setup(2 + seed % 4, seed))
        while not state.game_over:
            if rng.random() < 0.2:
                for mode in modes:
                    for power in "CSE":
                        player = rng.randrange(state.num_players)
                        listed = taking.belt_choices(state, TakeFrame(player, mode, power))
                        # each offered tile is really there, once
                        assert len(set(listed)) == len(listed)
                        assert all(state.belts[a.belt][a.col] is not None for a in listed)
                        has = taking.has_belt_choice(state, player, mode, power)
                        assert has == bool(listed)
                        seen[has] += 1
            state = engine.apply(state, rng.choice(engine.legal_actions(state)), check=False)
    assert seen[True] > 50 and seen[False] > 50
