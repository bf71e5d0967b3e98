"""`python -m steamworks simulate`: play whole games with agents and check every invariant.

Prints one line per game and a summary; exits non-zero if any game raised an exception or
broke an invariant. Agents are "random" or any AI level that exists in steamworks.ai.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback

from steamworks.matches.selfplay import play_game
from steamworks.rules.scoring import score_lines
from steamworks.rules.setup import PERSONAS_DRAFT, PERSONAS_RANDOM


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="steamworks simulate", description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=0, help="2-5; 0 cycles through 2 to 5")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--agents", default="random", help="comma-separated agent names, one per seat (cycled)"
    )
    ap.add_argument("--personas", choices=["random", "draft", "mixed"], default="mixed")
    ap.add_argument("--variant", choices=["on", "off", "mixed"], default="mixed")
    ap.add_argument(
        "--json", action="store_true", help="one JSON object per game, then a JSON summary"
    )
    ap.add_argument("--no-check", action="store_true", help="skip invariant checks (faster)")
    args = ap.parse_args(argv)
    agent_names = args.agents.split(",")
    failures = 0
    total_actions = 0
    rounds = []
    t0 = time.perf_counter()
    for g in range(args.games):
        seed = args.seed + g
        players = args.players or 2 + g % 4
        personas = {"random": PERSONAS_RANDOM, "draft": PERSONAS_DRAFT}.get(args.personas) or (
            PERSONAS_DRAFT if g % 2 else PERSONAS_RANDOM
        )
        variant = {"on": True, "off": False}.get(args.variant, g % 3 == 0)
        try:
            state, n, problems = play_game(
                players, seed, agent_names, personas, variant, not args.no_check
            )
        except Exception:  # report and carry on: a simulation run must list every failing game
            failures += 1
            print(f"game {g} seed {seed}: EXCEPTION", file=sys.stderr)
            traceback.print_exc()
            continue
        total_actions += n
        rounds.append(state.round)
        if problems:
            failures += 1
            print(f"game {g} seed {seed}: INVARIANT BROKEN: {problems[:3]}", file=sys.stderr)
            continue
        scores = [line.total for line in score_lines(state)]
        if args.json:
            print(
                json.dumps(
                    {
                        "game": g,
                        "seed": seed,
                        "players": players,
                        "personas": personas,
                        "variant": variant,
                        "actions": n,
                        "rounds": state.round,
                        "scores": scores,
                        "end": state.end_reason,
                    }
                )
            )
        else:
            print(
                f"game {g:5d} seed {seed:6d} players {players} {personas:6s} variant {'on ' if variant else 'off'} "
                f"actions {n:4d} rounds {state.round:3d} scores {scores}"
            )
    elapsed = time.perf_counter() - t0
    summary = {
        "games": args.games,
        "failures": failures,
        "actions": total_actions,
        "seconds": round(elapsed, 2),
        "mean_rounds": round(sum(rounds) / len(rounds), 2) if rounds else 0,
    }
    print(
        json.dumps(summary)
        if args.json
        else f"{args.games} games, {failures} failed, {total_actions} actions in {elapsed:.1f} s, mean rounds {summary['mean_rounds']}"
    )
    return 1 if failures else 0
