"""Scenario files: a position of the game written by hand in TOML, and written back out.

A scenario describes one moment of a game: every player's persona, money, prestige, clocks,
basic sources, supply tiles and devices; the belts, the stacks, the clock stacks; the age, the
round, the start player and whose turn it is. Rule tests, tutorials, puzzles and bug reports
all describe positions this way. The format is documented in docs/scenarios.md.

    state = load_scenario(Path("tests/rules/scenarios/ex8_amplicondenser.toml"))
    state = load_scenario('''
        [[player]]
        persona = "alice"
        [[player]]
        persona = "tobias"
        ''')
    text = dump_scenario(state)          # loads back to an equal state

`load_scenario` checks the whole file and raises one `ScenarioError` listing every problem it
found, each with where it is (and the line, when it can tell). Anything not written takes a
default (see the docs). Pure: standard library and attrs only.
"""

from __future__ import annotations

from .dump import dump_scenario
from .loader import load_scenario
from .names import AUTOMATON_NAMES as AUTOMATON_NAMES  # the format's names, as before the split
from .names import AUTOMATON_OF as AUTOMATON_OF
from .names import REST as REST
from .names import STACK_KEYS as STACK_KEYS
from .names import STACK_NAMES as STACK_NAMES
from .names import belt_keys
from .problems import ScenarioError, ScenarioProblem

__all__ = ["ScenarioError", "ScenarioProblem", "load_scenario", "dump_scenario", "belt_keys"]
