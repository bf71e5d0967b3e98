"""How often devices move on the table when one is built or gains a tile: a measure of the
tableau's layout (steamworks/ui/game/tableau_layout.py) over seeded games, not a benchmark.

    .venv/bin/python tools/tableau_moves.py [--games 8] [--json]

Games of 2 to 5 players are played by `simulate.builder_move` with additions allowed (so
Upgraders, Expanders and Sourcers add tiles), and the table is laid out after every move at
1280x720 and 1600x900. It counts:

- builds, and those that made the table shrink a tile step (`build_shrinks`); a build that moved
  an old device without a shrink is a fault (`build_moves`, always 0);
- additions; those that made the table shrink a step (`add_shrinks`); those after which the
  grown device is in another row, or at another place in its row (`grown_changed_place`,
  shrinks included), and those after which any other device is (`others_changed_place`);
- the mean and smallest tile size (design px) of the final tables.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics

from steamworks.matches.selfplay import builder_move
from steamworks.rules import actions as A
from steamworks.rules.setup import GameSetup, SeatSetup
from steamworks.session import GameSession
from steamworks.ui.game import layout as L
from steamworks.ui.game import tableau_layout as T

SIZES = ((1280, 720), (1600, 900))
NAMES = ("Ada", "Brunel", "Clementine", "Darwin", "Edison")


def places(lay: T.TableauLayout) -> dict[int, tuple[int, int]]:
    """Each device's (row, place in the row) in its owner's area."""
    out = {}
    for area in lay.areas:
        tops = sorted({round(b.frame.y) for b in area.devices})
        for box in area.devices:
            row = [b for b in area.devices if round(b.frame.y) == round(box.frame.y)]
            lefts = sorted(round(b.frame.x) for b in row)
            out[box.device] = (tops.index(round(box.frame.y)), lefts.index(round(box.frame.x)))
    return out


def corners(lay: T.TableauLayout) -> dict[int, tuple[float, float]]:
    return {b.device: (b.frame.x, b.frame.y) for a in lay.areas for b in a.devices}


def game_moves(players: int, seed: int):
    """(action, state after it) for every move of a seeded builder game with additions."""
    seats = tuple(SeatSetup(NAMES[i], controller="human", colour=i) for i in range(players))
    session = GameSession(GameSetup(seats=seats, seed=seed))
    rng = random.Random(seed)
    while not session.over:
        action = builder_move(session.legal_actions(), rng, build_kinds=(A.BuildDevice, A.AddTile))
        session.submit(action)
        yield action, session.state


def measure(games: int) -> dict:
    counts = dict.fromkeys(
        (
            "builds",
            "build_shrinks",
            "build_moves",
            "additions",
            "add_shrinks",
            "grown_changed_place",
            "others_changed_place",
        ),
        0,
    )
    tiles = []
    for size in SIZES:
        reg = L.regions(size)
        for players in (2, 3, 4, 5):
            for seed in range(games):
                before = None
                for action, state in game_moves(players, seed):
                    lay = T.tableau_layout(reg.tableau, state, reg.scale)
                    if before is not None:
                        shrank = lay.tile != before.tile
                        was, now = places(before), places(lay)
                        if isinstance(action, A.AddTile):
                            counts["additions"] += 1
                            counts["add_shrinks"] += shrank
                            counts["grown_changed_place"] += (
                                now[action.device] != was[action.device]
                            )
                            counts["others_changed_place"] += any(
                                now[d] != was[d] for d in was if d != action.device
                            )
                        elif len(now) > len(was):
                            counts["builds"] += 1
                            counts["build_shrinks"] += shrank
                            old, new = corners(before), corners(lay)
                            counts["build_moves"] += not shrank and any(
                                new[d] != old[d] for d in old
                            )
                    before = lay
                tiles.append(before.tile / reg.scale if before is not None else 0.0)
    return dict(counts, mean_final_tile=statistics.mean(tiles), smallest_final_tile=min(tiles))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8, help="seeds per player count and size")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = measure(args.games)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        for key, value in result.items():
            print(f"{key:>22}: {value:.1f}" if isinstance(value, float) else f"{key:>22}: {value}")


if __name__ == "__main__":
    main()
