"""One-turn puzzles: a position, a goal, the best result, a line that reaches it, and stars.

A puzzle file (puzzles/*.toml, format in docs/teach.md) names its position, its goal (see
goals.py), the stored best result and best line (found by the solver and written with
`puzzles --verify`, which prints them on a mismatch), and three star thresholds: the first is
the best result (three stars), the next two the least results worth two stars and one star
(equal thresholds suit a goal met or not: `[1, 1, 1]`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import attrs

from ..language import mark, tr
from ..rules import engine
from ..rules.state import GameState
from . import actionspec
from .files import PACKAGE_DIR, Problems, load_all, load_position, read_main_table, text_field
from .goals import GOALS, Goal
from .solver import Solution, play_line, solve, turn_over

PUZZLES_DIR = PACKAGE_DIR / "puzzles"
PUZZLE_KEYS = (
    "id",
    "title",
    "level",
    "position",
    "player",
    "goal",
    "tile",
    "text",
    "best",
    "line",
    "stars",
)
# each level's word, in English: translated where it is shown
LEVELS = {1: mark("easy"), 2: mark("fair"), 3: mark("tricky"), 4: mark("hard"), 5: mark("fiendish")}


@attrs.frozen
class Puzzle:
    id: str
    title: str
    level: int
    text: str  # the goal in the player's words
    goal: Goal
    player: int
    start: GameState
    best: int
    line: tuple  # actions
    stars: tuple[int, int, int]
    tile: str = ""  # the tile a "deny" goal is about
    path: Path | None = None

    def result(self, end: GameState) -> int:
        """The puzzle's measure of a position where the player's turn is over."""
        return self.goal.measure(self.start, end, self.player, self.tile)

    def stars_for(self, result: int | None) -> int:
        """0 to 3 stars for a result (None: not tried)."""
        if result is None:
            return 0
        return sum(1 for threshold in self.stars if result >= threshold)

    def solve(self) -> Solution:
        return solve(self.start, self.player, self.result)


def load_puzzle(path: Path) -> Puzzle:
    """The puzzle in `path`. Raises ScenarioError listing every problem in it or its position."""
    _doc, table, problems, line = read_main_table(path, "puzzle", PUZZLE_KEYS, ("puzzle",))
    title = text_field(table, "title", problems, "puzzle", line)
    text = text_field(table, "text", problems, "puzzle", line)
    goal_name = table.get("goal")
    goal = GOALS.get(goal_name) if isinstance(goal_name, str) else None
    if goal is None:
        problems.add("puzzle", f"`goal` must be one of: {', '.join(GOALS)}.", line)
    tile = table.get("tile", "")
    if goal is not None and goal.key == "deny" and not tile:
        problems.add("puzzle", "a `deny` goal names the `tile` to take away.", line)
    level = table.get("level", 1)
    if level not in LEVELS:
        problems.add("puzzle", f"`level` must be 1 to {len(LEVELS)}.", line)
    best = table.get("best")
    if type(best) is not int:
        problems.add("puzzle", "`best` must be a whole number (the solver's best result).", line)
    stars = table.get("stars")
    if not (isinstance(stars, list) and len(stars) == 3 and all(type(s) is int for s in stars)):
        problems.add("puzzle", "`stars` must be three whole numbers, best first.", line)
        stars = [0, 0, 0]
    elif not stars[0] >= stars[1] >= stars[2]:
        problems.add("puzzle", "`stars` must not go up: three stars, two stars, one star.", line)
    elif type(best) is int and stars[0] != best:
        problems.add(
            "puzzle", f"three stars must need the best result ({best}), not {stars[0]}.", line
        )
    actions = _line(table.get("line"), problems, line)
    start = load_position(table.get("position"), problems, "puzzle, position")
    player = table.get("player")
    if start is not None:
        if player is None:
            player = start.current
        if type(player) is not int or not 0 <= player < start.num_players:
            problems.add("puzzle", f"there is no player {player!r} in the position.", line)
    problems.raise_if_any()
    # each of these was checked above, and a problem with any of them has been raised
    assert start is not None and goal is not None
    assert isinstance(player, int) and isinstance(best, int)
    return Puzzle(
        str(table.get("id", path.stem)),
        title,
        level,
        text,
        goal,
        player,
        start,
        best,
        actions,
        tuple(stars),
        str(tile),
        path,
    )


def _line(value: Any, problems: Problems, line: int | None) -> tuple:
    if not isinstance(value, list) or not value:
        problems.add("puzzle", "`line` must list the best line's actions.", line)
        return ()
    out = []
    for n, spec in enumerate(value):
        try:
            out.append(actionspec.to_action(spec))
        except actionspec.SpecError as exc:
            problems.add(f"puzzle, line, action {n + 1}", f"{exc}.", line)
    return tuple(out)


def load_puzzles(folder: Path = PUZZLES_DIR):
    """(puzzles from easy to hard, errors for the files left out)."""
    good, bad = load_all(folder, load_puzzle)
    return sorted(good, key=lambda p: (p.level, p.id)), bad


def line_positions(puzzle: Puzzle) -> list[GameState]:
    """The position before each action of the best line, then the one after it (for showing
    the best line step by step)."""
    states = [puzzle.start]
    for action in puzzle.line:
        states.append(engine.apply(states[-1], action))
    return states


def verify(puzzle: Puzzle) -> tuple[list[str], Solution]:
    """Problems with the stored best and line (empty when both are right), and the solution."""
    problems = []
    solution = puzzle.solve()
    if solution.best != puzzle.best:
        problems.append(f"the best result is {solution.best}, the file says {puzzle.best}")
    try:
        end = play_line(puzzle.start, puzzle.line)
    except ValueError as exc:  # IllegalAction is a ValueError
        problems.append(f"the stored line cannot be played: {exc}")
    else:
        reached = puzzle.result(end)
        if reached != puzzle.best:
            problems.append(f"the stored line reaches {reached}, not {puzzle.best}")
    return problems, solution


class PuzzleAttempt:
    """The learner's try at a puzzle: actions go to the engine until the turn is over; undo
    and restart work at any point before that. The screen shows `result` and `stars` once
    `finished`, then the best line (`line_positions`)."""

    def __init__(self, puzzle: Puzzle):
        self.puzzle = puzzle
        self.restart()

    def restart(self) -> None:
        self.state = self.puzzle.start
        self._history: list[GameState] = []
        self.actions: list = []  # the actions played so far (the screen replays them on undo)

    @property
    def finished(self) -> bool:
        return turn_over(self.puzzle.start, self.state)

    def play(self, action) -> str | None:
        """Play `action`; None when played, else why not (the engine's reason)."""
        if self.finished:
            return tr("This attempt is over: the turn has ended.")
        reason = engine.explain_illegal(self.state, action)
        if reason is None:
            self._history.append(self.state)
            self.actions.append(action)
            self.state = engine.apply(self.state, action, check=False)
        return reason

    def undo(self) -> bool:
        if not self._history or self.finished:
            return False
        self.state = self._history.pop()
        self.actions.pop()
        return True

    @property
    def result(self) -> int | None:
        return self.puzzle.result(self.state) if self.finished else None

    @property
    def stars(self) -> int:
        return self.puzzle.stars_for(self.result)
