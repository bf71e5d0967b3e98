"""The engine's golden file: seeded random games must play exactly as they did when it was recorded.

For 320 games (2 to 5 players, random and drafted personas, the "end of age" variant off and
on, 20 seeds each) a seeded random player picks from `engine.legal_actions` until the game
ends. For every game, `golden_engine.json` (beside this file) holds three digests:

- `legal`: every `legal_actions` list along the way, action by action in its order;
- `states`: every state along the way (its `repr`, which the AI also fingerprints positions by,
  plus each player's `automaton_at`, which `repr` leaves out);
- `final`: the final state (the same, plus the scores and the winners).

Any change to which actions are legal, their order, or any transition shows up as a digest
that differs, naming the first game concerned. A speed-up or a refactor of `rules/` must keep
every digest; a deliberate rules change re-records the file (and says so in its commit):

    .venv/bin/python tests/rules/test_golden.py --write     # re-record golden_engine.json
                                                           # (.venv has steamworks installed)
    tools/test tests/rules/test_golden.py                  # check against it
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

import pytest

from steamworks.rules import engine
from steamworks.rules.setup import PERSONAS_DRAFT, PERSONAS_RANDOM, quick_setup

GOLDEN = Path(__file__).with_name("golden_engine.json")
SEEDS_PER_KIND = 20
CHUNKS = 16  # one per (players, personas, variant): the test is split for pytest-xdist


def game_kinds() -> list[tuple[int, str, bool]]:
    return [
        (players, personas, variant)
        for players in (2, 3, 4, 5)
        for personas in (PERSONAS_RANDOM, PERSONAS_DRAFT)
        for variant in (False, True)
    ]


def game_params(index: int) -> tuple[int, str, bool, int]:
    """(players, personas, variant, seed) of golden game `index`."""
    players, personas, variant = game_kinds()[index // SEEDS_PER_KIND]
    return players, personas, variant, 70_000 + index


def _state_text(state) -> str:
    # repr leaves automaton_at out on purpose (see rules/state.py); it is still game state
    return repr(state) + repr(tuple(p.automaton_at for p in state.players))


def play_digests(index: int) -> dict:
    """Play golden game `index` and return its digests."""
    players, personas, variant, seed = game_params(index)
    state = engine.start(quick_setup(players, seed, personas=personas, variant=variant))
    chooser = random.Random(seed)
    legal_hash = hashlib.sha256()
    states_hash = hashlib.sha256()
    states_hash.update(_state_text(state).encode())
    actions = 0
    while not engine.is_over(state):
        legal = engine.legal_actions(state)
        legal_hash.update(repr(legal).encode())
        state = engine.apply(state, chooser.choice(legal), check=False)
        states_hash.update(_state_text(state).encode())
        actions += 1
    final = _state_text(state) + repr(engine.score_lines(state)) + repr(engine.winners(state))
    return {
        "game": index,
        "players": players,
        "personas": personas,
        "variant": variant,
        "seed": seed,
        "actions": actions,
        "legal": legal_hash.hexdigest()[:32],
        "states": states_hash.hexdigest()[:32],
        "final": hashlib.sha256(final.encode()).hexdigest()[:32],
    }


def _recorded() -> dict[int, dict]:
    return {g["game"]: g for g in json.loads(GOLDEN.read_text(encoding="utf-8"))["games"]}


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_games_play_exactly_as_recorded(chunk):
    recorded = _recorded()
    for index in range(chunk * SEEDS_PER_KIND, (chunk + 1) * SEEDS_PER_KIND):
        got = play_digests(index)
        want = recorded[index]
        for key in ("actions", "legal", "states", "final"):
            assert got[key] == want[key], (
                f"golden game {index} ({got['players']} players, {got['personas']} personas, "
                f"variant {got['variant']}, seed {got['seed']}): {key} differs from the golden file"
            )


def test_golden_file_covers_every_kind_of_game():
    recorded = _recorded()
    assert sorted(recorded) == list(range(CHUNKS * SEEDS_PER_KIND))
    kinds = {(g["players"], g["personas"], g["variant"]) for g in recorded.values()}
    assert kinds == set(game_kinds())
    # the digests do tell games apart (a digest of nothing would be the same everywhere)
    assert len({g["final"] for g in recorded.values()}) == len(recorded)


def write() -> None:
    games = [play_digests(i) for i in range(CHUNKS * SEEDS_PER_KIND)]
    GOLDEN.write_text(
        json.dumps({"about": "tests/rules/test_golden.py", "games": games}, indent=1) + "\n",
        encoding="utf-8",
    )
    print(f"wrote {len(games)} games to {GOLDEN}")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        raise SystemExit("usage: test_golden.py --write   (re-records the golden file)")
    write()
