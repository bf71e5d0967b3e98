"""Would richer features make the learned evaluation predict games better? A measurement.

    .venv/bin/python tools/probe_features.py --seed 11 --games 1000 --jobs 2

The learned table (steamworks/ai/learned.py) scales the evaluation's seven "later" terms. Its
held-out error barely moved under finer stages or another policy's games (docs/ai.md, session
9), which pointed at features the rows do not hold: the score margin, the appeal and mechanic
spaces of a player's devices apart from the visits term, the source tiles in supply (`EXTRA`,
session 25); then at what the player can still do, which the holdings do not say: who moves
next, the persona spaces still free, the largest device their holdings make, the belt tiles
within reach (`OPTIONS`, session 27). This script measures that before any of them is built
into the evaluation:

1. Plays two-player self-play games as tools/train_eval.py does (same policy, deals and
   thinning: `train_eval.play_and_record` with this script's `features`) and records, for every
   recorded player, the seven terms and the raw features of `EXTRA` and `OPTIONS`, each minus
   the other players' mean, with the same target:
   how the player's margin over the others moved from then to the final scores.
2. Per stage of the game (train_eval.PHASES) fits by least squares with the same ridge: the
   seven multipliers alone (pulled towards 1, as train_eval fits them), then with each extra
   feature of EXTRA added alone, then with all of them (extra coefficients pulled towards 0);
   then each of OPTIONS alone beside the seven, and beside all of EXTRA; then everything.
3. Prints the root mean square error of every fit on the held-out games (every fifth game,
   as train_eval holds them out), and the change against the seven terms alone.

Nothing is written unless asked (`--save-rows PATH`: the rows as JSON lines, for fits this
script does not make, such as non-linear ones): a feature that lowers the error clearly is
worth adding to the evaluation (and then playing at equal time); one that does not is not.
The same seed prints the same figures.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from train_eval import (
    HELD_OUT,
    PHASES,
    deal_seed,
    held_out,
    parse_jobs,
    parse_policy,
    play_and_record,
    ridge_solve,
    seven_terms,
)

from steamworks.ai.evaluate import (
    layout_appeal,
    layout_slots,
    supply_terms,
)
from steamworks.ai.learned import FITTED_TERMS, MAX_MULTIPLIER, stage_of
from steamworks.matches.spread import play_all
from steamworks.rules import buildgen
from steamworks.rules.building import available_tiles
from steamworks.rules.data import load
from steamworks.rules.engine import to_act
from steamworks.rules.state import GameState, Player
from steamworks.rules.taking import rightmost_col, scroll_cost
from steamworks.rules.turns import free_device_spaces

# raw per-player features beside the seven terms (each differenced against the others' mean)
EXTRA = (
    "score",  # chips + clocks + printed prestige of devices: the margin now
    "appeal",  # appeal of the player's devices to visitors (each capped at 3, as evaluate.py)
    "slots",  # mechanic spaces on their devices
    "supply_sources",  # source tiles in supply (they make devices possible)
    "supply_count",  # tiles in supply
    "devices",  # devices built
    "device_tiles",  # tiles in those devices
    "money",  # pounds, not capped
    "sources",  # basic sources, not capped
    "chips",  # prestige chips alone
)
# (left out: what two players always hold alike, whose differences are 0: mechanics unlocked,
# and clock counters, which visitors pay only with three or more players)
# the player's options: what they can still do this round and soon, which the position's
# holdings do not say (session 27: the "new information" session 26's note named)
OPTIONS = (
    "to_move",  # 1 for the seat deciding now: who acts next, the tempo of the round
    "starts_round",  # 1 for the round's start player
    "persona_free",  # persona spaces still free this round
    "own_free_spaces",  # vacant mechanic spaces on the player's own devices
    "build_size",  # the largest device the player's holdings could make now (0: none)
    "build_vp",  # the most prestige printed on such a device's tiles
    "belt_first",  # to_move times the best prestige among the belts' rightmost tiles
    "belt_affordable",  # the best prestige of a belt tile whose Scroll Rack cost they can pay
)
COLUMNS = (*EXTRA, *OPTIONS)  # every feature beside the seven terms, in row order
MAX_BUILD = 5  # the largest device the options measure (the personas and effects build 2 to 4)
Row = tuple[int, float, list[float], float]  # (game, rounds left, features: terms + EXTRA, target)


def features(state: GameState) -> tuple[list[list[float]], list[float]]:
    """The seven terms (at the hand-set prices), EXTRA and OPTIONS for every player, and their
    score now (what `train_eval.play_and_record` asks of its `features`)."""
    rows, now = seven_terms(state)
    tiles = load().tiles
    mover = to_act(state)
    # the best of the tiles a "rightmost tile of any belt" space would take now
    fronts = [belt[col] for belt in state.belts if (col := rightmost_col(belt)) is not None]
    front_vp = max((tiles[t].vp for t in fronts if t is not None), default=0)
    for i, (row, score, p) in enumerate(zip(rows, now, state.players)):
        _vp, supply_sources = supply_terms(p.supply)
        extra = dict.fromkeys(COLUMNS, 0.0)
        size, vp = best_build(p)
        extra.update(
            score=score,
            supply_sources=supply_sources,
            supply_count=float(len(p.supply)),
            money=float(p.money),
            sources=float(p.source_count),
            chips=float(p.prestige),
            to_move=float(mover == i),
            starts_round=float(state.start_player == i),
            persona_free=float(len(p.spaces) - sum(p.spaces)),
            build_size=float(size),
            build_vp=float(vp),
            belt_first=float(front_vp if mover == i else 0),
            belt_affordable=float(
                max(
                    (
                        tiles[t].vp
                        for belt in state.belts
                        for column, t in enumerate(belt)
                        if t is not None and scroll_cost(column) <= p.money
                    ),
                    default=0,
                )
            ),
        )
        row += extra.values()
    base = len(FITTED_TERMS)
    for d in state.devices:
        row = rows[d.owner]
        row[base + COLUMNS.index("appeal")] += min(layout_appeal(d.layout), 3.0)
        row[base + COLUMNS.index("slots")] += layout_slots(d.layout)
        row[base + COLUMNS.index("devices")] += 1
        row[base + COLUMNS.index("device_tiles")] += len(d.layout)
    for d, _pos, _slot in free_device_spaces(state):
        rows[d.owner][base + COLUMNS.index("own_free_spaces")] += 1
    return rows, now


def best_build(player: Player) -> tuple[int, int]:
    """(the largest size of device the player's supply and sources make now, the most prestige
    printed on the tiles of one such device of any size), (0, 0) when none can be built."""
    tiles = load().tiles
    available = available_tiles(player)
    largest = best = 0
    for size in range(2, min(MAX_BUILD, sum(available.values())) + 1):
        buildable = [c for c in buildgen.combos(available, size) if buildgen.combo_buildable(c)]
        if buildable:
            largest = size
            best = max(best, max(sum(tiles[t].vp for t in c) for c in buildable))
    return largest, best


def play_one(job: tuple[str, int | None, int, int, int]) -> list[Row]:
    """One two-player self-play game's rows, as train_eval records them with `features` (its
    game index rides along, for holding out)."""
    level, budget, game, deal, thin = job
    samples, _recorded = play_and_record(level, budget, 2, deal, thin, features)
    return [(game, rounds, x, target) for _group, rounds, x, target in samples]


Moments = tuple[list[list[float]], list[float], float, int]  # X'X, X'y, y'y, rows


def moments(rows: list[Row]) -> Moments:
    k = len(rows[0][2]) if rows else 0
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    yty = 0.0
    for _g, _r, x, y in rows:
        yty += y * y
        for p in range(k):
            xp = x[p]
            if xp == 0.0:
                continue
            xty[p] += xp * y
            row = xtx[p]
            for q in range(k):
                row[q] += xp * x[q]
    return xtx, xty, yty, len(rows)


def fit_columns(train: Moments, columns: list[int], ridge: float) -> list[float]:
    """Least squares on `columns` of the training moments: the seven multipliers pulled towards
    1 and kept between 0 and MAX_MULTIPLIER (as train_eval.fit), the others pulled towards 0."""
    xtx, xty, _yty, _n = train
    a = [[xtx[p][q] for q in columns] for p in columns]
    b = [xty[p] for p in columns]
    prior = [1.0 if p < len(FITTED_TERMS) else 0.0 for p in columns]
    beta = ridge_solve(a, b, prior, ridge)
    return [
        min(MAX_MULTIPLIER, max(0.0, v)) if p < len(FITTED_TERMS) else v
        for p, v in zip(columns, beta)
    ]


def squared_error(held: Moments, columns: list[int], beta: list[float]) -> float:
    """Sum of squared errors of `beta` on the held-out moments: y'y - 2 b'X'y + b'X'X b."""
    xtx, xty, yty, _n = held
    sse = yty - 2.0 * sum(v * xty[p] for v, p in zip(beta, columns))
    for v, p in zip(beta, columns):
        sse += v * sum(w * xtx[p][q] for w, q in zip(beta, columns))
    return sse


def held_out_error(
    by_stage: dict[int, tuple[Moments, Moments]], columns: list[int], ridge: float
) -> float:
    total = 0.0
    count = 0
    for train, held in by_stage.values():
        if held[3] == 0:
            continue
        total += squared_error(held, columns, fit_columns(train, columns, ridge))
        count += held[3]
    return math.sqrt(max(0.0, total) / count) if count else 0.0


def stage_moments(rows: list[Row], held: list[bool]) -> dict[int, tuple[Moments, Moments]]:
    """Per stage of the game (train_eval.PHASES): the moments of its training rows and of its
    held-out rows (`held`, one flag a row)."""
    by_stage: dict[int, tuple[Moments, Moments]] = {}
    for stage in range(len(PHASES) + 1):
        mine = [(r, h) for r, h in zip(rows, held) if stage_of(r[1], PHASES) == stage]
        by_stage[stage] = (
            moments([r for r, h in mine if not h]),
            moments([r for r, h in mine if h]),
        )
    return by_stage


def save_rows(path: Path, rows: list[Row]) -> None:
    """The rows as JSON lines: a first line naming the columns, then one row a line (its game,
    whether that game is held out, the rounds left, the features and the target)."""
    with path.open("w", encoding="utf-8") as out:
        names = [*FITTED_TERMS, *COLUMNS]
        out.write(json.dumps({"columns": names, "held_out_every": HELD_OUT}) + "\n")
        for game, rounds, x, target in rows:
            out.write(json.dumps([game, held_out(game), rounds, x, target]) + "\n")


def add_game_arguments(ap: argparse.ArgumentParser, games: int, games_help: str) -> None:
    """The arguments every probe shares (this one, probe_noise, probe_bag): which self-play
    games, as train_eval plays them, and the ridge of its fits."""
    ap.add_argument("--seed", type=int, required=True, help="seeds the deals, as train_eval's")
    ap.add_argument("--games", type=int, default=games, help=games_help)
    ap.add_argument("--policy", default="medium@1", help="level[@budget] that plays the games")
    ap.add_argument("--thin", type=int, default=3, help="record every N-th decision")
    ap.add_argument("--ridge", type=float, default=0.1, help="as tools/train_eval.py's")
    ap.add_argument("--jobs", type=parse_jobs, default=1, help="processes playing the games")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    add_game_arguments(ap, 1000, "two-player games to play")
    ap.add_argument("--save-rows", type=Path, help="also write the rows here, as JSON lines")
    args = ap.parse_args(argv)
    started = time.perf_counter()
    level, budget = parse_policy(args.policy)
    jobs = [(level, budget, g, deal_seed(args.seed, 2, g), args.thin) for g in range(args.games)]
    rows = [row for game in play_all(play_one, jobs, args.jobs, None, None) for row in game]
    if args.save_rows is not None:
        save_rows(args.save_rows, rows)
    held = [held_out(r[0]) for r in rows]
    by_stage = stage_moments(rows, held)
    held_rows = sum(held)
    seven = list(range(len(FITTED_TERMS)))
    hand_set = math.sqrt(
        sum((y - sum(x[: len(FITTED_TERMS)])) ** 2 for (_g, _r, x, y), h in zip(rows, held) if h)
        / max(1, held_rows)
    )
    base = held_out_error(by_stage, seven, args.ridge)
    print(
        f"games {args.games} ({args.policy}, seed {args.seed}), rows {len(rows)}, held out {held_rows}"
    )
    print(f"held-out error: hand-set prices {hand_set:.4f}, seven multipliers {base:.4f}")
    for j, name in enumerate(EXTRA):
        error = held_out_error(by_stage, [*seven, len(FITTED_TERMS) + j], args.ridge)
        print(f"  + {name:<15} {error:.4f} ({error - base:+.4f})")
    every = held_out_error(by_stage, list(range(len(FITTED_TERMS) + len(EXTRA))), args.ridge)
    print(f"  + all {len(EXTRA):<11} {every:.4f} ({every - base:+.4f})")
    # the options: each alone beside the seven terms, then beside all of EXTRA, then all
    position = list(range(len(FITTED_TERMS) + len(EXTRA)))
    print(f"the options (alone beside the seven; beside all {len(EXTRA)} of the position):")
    for j, name in enumerate(OPTIONS, start=len(FITTED_TERMS) + len(EXTRA)):
        alone = held_out_error(by_stage, [*seven, j], args.ridge)
        beside = held_out_error(by_stage, [*position, j], args.ridge)
        print(
            f"  + {name:<15} {alone:.4f} ({alone - base:+.4f}); {beside:.4f} ({beside - every:+.4f})"
        )
    total = held_out_error(by_stage, list(range(len(FITTED_TERMS) + len(COLUMNS))), args.ridge)
    print(
        f"  + every feature   {total:.4f} ({total - base:+.4f}; {total - every:+.4f} beside the position)"
    )
    print(f"({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
