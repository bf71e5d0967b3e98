"""Ratings with intervals from finished games: a Bradley-Terry fit on the Elo scale (pure math).

Used by the ladder of AI levels (ai/data/ladder.json, tools/ladder.py) and by the player's own
rating (history_figures.py). A rating difference d means the higher side is expected to score
`expected(d)` of a two-player game (a win 1, a shared first place a half):
400 points is 10 to 1, 200 points about 3 to 1, 0 even.

How a game becomes evidence: every pair of seats at a table is one comparison (who finished
above the other; the same place is a half each), weighted 1/(players - 1), so each seat
carries one game's worth of evidence whatever the table size (the comparisons of one
four-player game are not independent, and counting each in full would make the intervals
look three times as sure as they are).

The fit maximises the likelihood of every comparison plus a prior, by Newton's method:

* `fixed` ratings do not move (the ladder fixes Random at 0; a player's rating is fitted
  with the AI levels fixed at their ladder ratings);
* `prior_draws`: each free name is credited with that many drawn games against a rating of
  `prior_centre` (the ladder: none; a player: 2 draws against Medium's rating, so a first
  win does not make them infinitely strong, and the rating is provisional until real games
  outweigh the prior);
* `virtual_draws` per pair of names that met: one drawn game by default, so a pair where one
  side won every game still has a finite gap (the usual "virtual draw" prior of Elo fits;
  it pulls a 100% pair a little towards even, which errs on the side of modesty).

The 95% interval of each free rating is +-1.96 standard errors from the curvature of the
log-likelihood at its peak (the inverse of the information matrix). With one name fixed,
every interval is relative to it. The fit is order-independent: the same games in any order
give the same ratings, so a rating can be recomputed from the record it came from.

Why not a rating library (openskill, TrueSkill): they update game by game, so their numbers
depend on the order of the games, and their uncertainty is a prior that only shrinks; a
maximum-likelihood fit of all games at once is what a round robin measured once needs, is a
page of arithmetic, and adds no dependency.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence

import attrs

ELO = 400.0 / math.log(10.0)  # rating points per unit of log-odds
Z95 = 1.959964


@attrs.frozen(slots=True)
class Rating:
    """A fitted rating and its 95% interval (points)."""

    rating: float
    sd: float  # standard error; 0 for a fixed rating
    games: float  # games' worth of evidence (each seat of a game counts one)

    @property
    def low(self) -> float:
        return self.rating - Z95 * self.sd

    @property
    def high(self) -> float:
        return self.rating + Z95 * self.sd


@attrs.frozen(slots=True)
class Comparison:
    """One pair of seats of one game: `score` is a's (1 above b, 0.5 same place, 0 below)."""

    a: str
    b: str
    score: float
    weight: float


def expected(difference: float) -> float:
    """The expected score of the side `difference` points higher, in a two-player game."""
    return 1.0 / (1.0 + math.exp(-difference / ELO))


def difference_for(score: float) -> float:
    """The rating difference whose expected score is `score` (0 < score < 1)."""
    return ELO * math.log(score / (1.0 - score))


def comparisons(names: Sequence[str], places: Sequence[int]) -> list[Comparison]:
    """Every pair of seats of one finished game (names by seat, places 1 = first)."""
    if len(names) != len(places) or len(names) < 2:
        raise ValueError("a rated game needs a place for each of at least two seats")
    weight = 1.0 / (len(names) - 1)
    out = []
    for i in range(len(names)):
        for j in range(i + 1, len(names)):
            if names[i] == names[j]:
                continue  # two seats of one level (a lineup filling a table) say nothing
            pi, pj = places[i], places[j]
            score = 1.0 if pi < pj else 0.0 if pi > pj else 0.5
            out.append(Comparison(names[i], names[j], score, weight))
    return out


@attrs.frozen(slots=True)
class Fit:
    """Ratings and the covariance of the free ones (points squared), for gaps between them."""

    ratings: dict[str, Rating]
    covariance: dict[tuple[str, str], float]

    def gap(self, a: str, b: str) -> Rating:
        """Rating a minus rating b, with its standard error (fixed ratings vary by 0)."""
        var = (
            self.covariance.get((a, a), 0.0)
            + self.covariance.get((b, b), 0.0)
            - 2.0 * self.covariance.get((a, b), 0.0)
        )
        games = min(self.ratings[a].games, self.ratings[b].games)
        return Rating(
            self.ratings[a].rating - self.ratings[b].rating, math.sqrt(max(var, 0.0)), games
        )


def fit(
    games: Iterable[Comparison],
    fixed: Mapping[str, float] | None = None,
    *,
    virtual_draws: float = 1.0,
    prior_draws: float = 0.0,
    prior_centre: float = 0.0,
) -> Fit:
    """Every name's rating (fixed names keep theirs, with sd 0) and the covariance. Names with
    no fixed rating and no prior must be connected to a fixed name by the games, or the fit
    has no scale: ValueError then."""
    fixed = dict(fixed or {})
    data = pooled(games)
    names = sorted({c.a for c in data} | {c.b for c in data} | set(fixed))
    free = [n for n in names if n not in fixed]
    index = {n: i for i, n in enumerate(free)}
    evidence: dict[str, float] = dict.fromkeys(names, 0.0)
    for c in data:
        evidence[c.a] += c.weight
        evidence[c.b] += c.weight
    if virtual_draws > 0:
        met = {tuple(sorted((c.a, c.b))) for c in data}
        data += [Comparison(a, b, 0.5, virtual_draws) for a, b in sorted(met)]
    if not fixed and prior_draws <= 0:
        raise ValueError("a fit needs a fixed rating or a prior to give it a scale")
    centre = prior_centre / ELO  # log-odds units
    x = [centre if prior_draws > 0 else 0.0 for _ in free]
    fixed_x = {n: v / ELO for n, v in fixed.items()}

    def value(name: str, xs: list[float]) -> float:
        return xs[index[name]] if name in index else fixed_x[name]

    info: list[list[float]] = []
    for _ in range(100):
        grad = [0.0] * len(free)
        info = [[0.0] * len(free) for _ in free]
        for c in data:
            p = 1.0 / (1.0 + math.exp(value(c.b, x) - value(c.a, x)))
            g = c.weight * (c.score - p)
            h = c.weight * p * (1.0 - p)
            ia, ib = index.get(c.a), index.get(c.b)
            if ia is not None:
                grad[ia] += g
                info[ia][ia] += h
            if ib is not None:
                grad[ib] -= g
                info[ib][ib] += h
            if ia is not None and ib is not None:
                info[ia][ib] -= h
                info[ib][ia] -= h
        if prior_draws > 0:
            for i in range(len(free)):
                p = 1.0 / (1.0 + math.exp(centre - x[i]))
                grad[i] += prior_draws * (0.5 - p)
                info[i][i] += prior_draws * p * (1.0 - p)
        if not free:
            break
        step = _solve(info, grad)
        # damped: a pair won every time starts far from its peak
        biggest = max(abs(s) for s in step)
        if biggest > 2.0:
            step = [s * 2.0 / biggest for s in step]
        x = [v + s for v, s in zip(x, step)]
        if biggest < 1e-10:
            break
    inverse = _inverse(info) if free else []
    out = {n: Rating(v, 0.0, evidence[n]) for n, v in fixed.items()}
    for n, i in index.items():
        out[n] = Rating(x[i] * ELO, math.sqrt(max(inverse[i][i], 0.0)) * ELO, evidence[n])
    covariance = {
        (a, b): inverse[i][j] * ELO * ELO for a, i in index.items() for b, j in index.items()
    }
    return Fit(out, covariance)


def pooled(games: Iterable[Comparison]) -> list[Comparison]:
    """One comparison per pair of names (a < b), its weight and score summed in a fixed order:
    the same games in any order give the same sums to the last bit, so the same ratings. The
    fit pools its games; evidence that grows game by game can be kept pooled, so each fit
    reads one comparison per pair, not every game again."""
    normal = sorted(
        (c.a, c.b, c.score, c.weight) if c.a < c.b else (c.b, c.a, 1.0 - c.score, c.weight)
        for c in games
    )
    pooled: dict[tuple[str, str], list[float]] = {}
    for a, b, score, weight in normal:
        sums = pooled.setdefault((a, b), [0.0, 0.0])
        sums[0] += weight * score
        sums[1] += weight
    return [Comparison(a, b, won / weight, weight) for (a, b), (won, weight) in pooled.items()]


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """matrix^-1 vector by Gaussian elimination with partial pivoting (a few unknowns)."""
    n = len(vector)
    a = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        if abs(a[pivot][col]) < 1e-300:
            raise ValueError("the games do not tie every rating to a fixed one")
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col:
                f = a[r][col] / a[col][col]
                if f:
                    for k in range(col, n + 1):
                        a[r][k] -= f * a[col][k]
    return [a[i][n] / a[i][i] for i in range(n)]


def _inverse(matrix: list[list[float]]) -> list[list[float]]:
    n = len(matrix)
    columns = [_solve(matrix, [1.0 if r == c else 0.0 for r in range(n)]) for c in range(n)]
    return [[columns[c][r] for c in range(n)] for r in range(n)]
