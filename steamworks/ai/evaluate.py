"""The evaluation: an estimate, for every player, of the prestige they will end the game with.

All values are in prestige points (VP). A player's estimate is their score now (chips + clocks
+ prestige printed on their devices' tiles) plus what their position is likely to add before
the end:

* money, basic sources and tiles in supply, at what they usually turn into (concave: a hoard of
  pounds has nowhere to go);
* workers still to place this round;
* their devices: visits by opponents pay the owner (a clock, or a coin with two players), and
  the owner can use them too;
* for the player deciding, what the decisions already on the stack promise (`frame_value`: a
  pending build, the components a source is about to power...).

Everything that "turns into prestige later" fades over the last rounds (`rounds_left`
estimates them from the counters on the locks). The constants live in `Weights` and were
tuned by measuring games between variants (tools/bench_ai.py sweep). A least-squares fit of
the same features to the prestige actually gained in Medium self-play was tried and lost
34% to 66% against these hand-set weights: it learns what the policy's resources happened to
become, not what they are worth when used well. `Weights.learned` may scale each of those
"later" terms by a multiplier fitted to self-play margins, by table size and rounds left
(learned.py, tools/train_eval.py); without a table every estimate is what it was, to the bit.
Once the game is over a value is the score plus the tie-break (`final_values`): a little per
leftover item.
`utility` turns estimates into one number for a seat: its estimate against a blend of the best
and the mean opponent estimate.
"""

from __future__ import annotations

import functools
from collections.abc import Collection

import attrs

from steamworks.rules import frames as F
from steamworks.rules.connectors import Layout, Pos, power_targets
from steamworks.rules.data import load
from steamworks.rules.scoring import score_lines
from steamworks.rules.state import AUTO_READY, GameState, Player
from steamworks.rules.taking import belt_choices, scroll_cost

from .effect_values import Prices, Valuer, could_build, nothing, valuers
from .holdings import MANY_SIZES, HoldingsTable, as_holdings, as_holdings_many
from .identity import ByIdentity
from .learned import ONES, LearnedTable, as_table


@attrs.frozen(slots=True)
class Weights:
    """Hand-set constants of the evaluation, in VP (tunable: tools/bench_ai.py sweep)."""

    money: float = 0.25  # one pound, while there is time to spend it
    money_excess: float = 0.1  # each pound beyond MONEY_CAP
    source: float = 0.5  # one basic source
    source_excess: float = 0.15  # each source beyond SOURCE_CAP
    tile: float = 0.7  # one printed VP on a tile in supply (it still has to be built)
    worker: float = 0.7  # one worker still to place this round
    build_per_tile: float = 0.7  # what a pending build promises, per tile of the device
    add_tile: float = 0.5  # a pending addition to a device
    device_use: float = 0.25  # opponents' visits per round to a device of appeal 1, per opponent
    own_use: float = 0.12  # the owner's own activations per round, per appeal point
    fade_rounds: float = 2.5  # resources keep full value until this many rounds remain
    drain_2p: float = 1.8  # coins leaving the current stack per round, two players
    drain_per_player: float = 0.9  # clock counters leaving per round, per player, 3-5 players
    best_opponent: float = 0.7  # utility: weight of the best opponent (the rest: their mean)
    # the same with three or more players (None: best_opponent), so a table of four can weigh
    # its opponents otherwise without moving a two-player value by a bit
    best_opponent_many: float | None = None
    tiebreak: float = 0.01  # utility per leftover item (money, sources, tiles) at the end
    # with three or more players, the search's utility adds this many times the chance of
    # finishing first, the tie-break included, on a prestige-sized scale
    # (winprob.first_place_chances)
    first_place: float = 0.0
    # multipliers of the "later" terms fitted to self-play (learned.py); None: the prices above
    learned: LearnedTable | None = attrs.field(default=None, converter=as_table)
    # two players: values of the persona and of each tile held, fitted to self-play on what
    # the terms above leave (holdings.py); None: nothing added. Kept out of the repr, so the
    # repr of weights without it is what it was before it existed (the ladder's digests hash
    # it); decision_digest hashes the table itself when a level has one
    holdings: HoldingsTable | None = attrs.field(default=None, converter=as_holdings, repr=False)
    # the same for three to five players: at most a table for each size, each fitted on its
    # own games (tools/fit_holdings.py --players 4) and added only at the sizes it was fitted
    # on (the packaged ones: one each for three, four and five)
    holdings_many: tuple[HoldingsTable, ...] = attrs.field(
        default=(), converter=as_holdings_many, repr=False
    )
    # derived, never given: the table each table size adds (index: players; None: nothing),
    # so the hot path picks it by one index
    holdings_by_size: tuple[HoldingsTable | None, ...] = attrs.field(
        init=False, repr=False, eq=False
    )

    def __attrs_post_init__(self) -> None:
        by_size: list[HoldingsTable | None] = [None] * 6
        if self.holdings is not None and self.holdings.serves(2):
            by_size[2] = self.holdings
        for table in self.holdings_many:
            for n in MANY_SIZES:
                if table.serves(n):
                    by_size[n] = table
        object.__setattr__(self, "holdings_by_size", tuple(by_size))

    def holdings_for(self, players: int) -> HoldingsTable | None:
        """The holdings table a table of `players` adds (None: nothing): the two-player one,
        or the one of `holdings_many` fitted on games of that size."""
        return self.holdings_by_size[players]


DEFAULT_WEIGHTS = Weights()
# the weights a caller may set (a tuning option, `attrs.evolve`): all but the derived ones
WEIGHT_NAMES = frozenset(a.name for a in attrs.fields(Weights) if a.init)


MONEY_CAP = 6
SOURCE_CAP = 4
ROUNDS_CAP = 8.0

# Per-player features of a position (beyond the score itself).
FEATURES = (
    "money_lo",  # pounds up to MONEY_CAP
    "money_hi",  # pounds beyond it
    "sources_lo",  # basic sources up to SOURCE_CAP
    "sources_hi",
    "supply_vp",  # prestige printed on the tiles in supply
    "supply_sources",  # source tiles in supply (they make devices possible)
    "workers",  # workers still to place this round
    "appeal",  # appeal of own devices to visitors (each capped at 3)
    "slots",  # mechanic spaces on own devices
    "pending",  # what the decisions on the stack promise (acting player only)
)
(
    F_MONEY,
    F_MONEY_HI,
    F_SRC,
    F_SRC_HI,
    F_SUPPLY,
    F_SUPPLY_SRC,
    F_WORKERS,
    F_APPEAL,
    F_SLOTS,
    F_PENDING,
) = range(len(FEATURES))

# ------------------------------------------------------------------ cached per layout / supply


@functools.lru_cache(maxsize=65536)
def layout_appeal(layout: Layout) -> float:
    """The best single activation a visitor can get from this device (generic VP), over its
    sources. Layouts are immutable, so this is cached for the whole process."""
    game = load()
    tiles = game.tiles
    best = 0.0
    by_pos = {p: tiles[t] for p, t, _r in layout}
    for pos, tile in by_pos.items():
        if not tile.is_source:
            continue
        total = 0.0
        for target, types in power_targets(layout, pos):
            # what the effect is worth to a typical visitor: its `appeal` in effects.toml
            effect = game.effect(by_pos[target].effect)
            total += max(effect.appeal_for(t) for t in types)
        best = max(best, total)
    return best


@functools.lru_cache(maxsize=65536)
def layout_slots(layout: Layout) -> int:
    """Mechanic spaces on the sources of a device."""
    tiles = load().tiles
    return sum(tiles[t].spaces for _p, t, _r in layout if tiles[t].is_source)


@functools.lru_cache(maxsize=65536)
def layout_vp(layout: Layout) -> int:
    """Prestige printed on the tiles of a device."""
    tiles = load().tiles
    return sum(tiles[t].vp for _p, t, _r in layout)


@functools.lru_cache(maxsize=16384)
def supply_terms(supply: tuple[str, ...]) -> tuple[float, float]:
    """(prestige printed on the tiles in supply, how many of them are sources), as features."""
    tiles = load().tiles
    return float(sum(tiles[t].vp for t in supply)), float(
        sum(1 for t in supply if tiles[t].is_source)
    )


# ------------------------------------------------------------------ time left


def horizon(state: GameState, w: Weights = DEFAULT_WEIGHTS) -> float:
    """Estimated rounds still to play after the current one, from the counters on the locks."""
    # (asked in every evaluation: comparisons instead of max calls, the same values)
    n = state.num_players
    drain = w.drain_2p if n == 2 else w.drain_per_player * n
    locks = state.locks
    cur = state.current_stack
    left = locks[cur] / drain
    for i in range(cur + 1, 3):
        rounds = locks[i] / drain
        left += rounds if rounds > 1.0 else 1.0
    return left


def round_left_fraction(state: GameState) -> float:
    """How much of the current round is still to be played (by workers)."""
    total = used = 0
    for p in state.players:
        mechanics, placed = p.mechanics, p.used
        total += mechanics
        used += placed if placed < mechanics else mechanics
    return 1.0 - used / total if total else 0.0


def rounds_left(state: GameState, w: Weights = DEFAULT_WEIGHTS) -> float:
    """Rounds still to play, counting the rest of this one (capped: far futures look alike)."""
    return min(ROUNDS_CAP, horizon(state, w) + round_left_fraction(state))


def worker_count(p: Player) -> int:
    return max(0, p.mechanics - p.used) + (1 if p.automaton == AUTO_READY else 0)


# ------------------------------------------------------------------ prices


def prices(state: GameState, w: Weights, r: float) -> Prices:
    global _last_prices
    fade = min(1.0, r / w.fade_rounds)
    # the prices stay the same until the last rounds (fade 1.0), so the last ones are handed
    # out again instead of made for every evaluation (one tuple, replaced whole: thread-safe)
    last_w, last_fade, last = _last_prices
    if last_w is w and last_fade == fade:
        return last
    made = Prices(
        w.money * fade,
        w.source * fade,
        w.tile * fade,
        w.worker * fade,
        w.build_per_tile * fade,
        w.add_tile * fade,
    )
    _last_prices = (w, fade, made)
    return made


_last_prices: tuple[Weights | None, float, Prices] = (None, 0.0, Prices(0, 0, 0, 0, 0, 0))


# ------------------------------------------------------------------ estimates


def current_scores(state: GameState) -> list[float]:
    """Chips + clocks + printed prestige of devices: the score if the game ended now."""
    out = [float(p.prestige + p.clocks) for p in state.players]
    for d in state.devices:
        out[d.owner] += _layout_terms_of(d.layout)[0]
    return out


def pending_values(state: GameState, pr: Prices) -> list[float]:
    out = [0.0] * state.num_players
    for frame in state.pending:
        pl = getattr(frame, "player", None)
        if pl is not None:
            out[pl] += frame_value(state, frame, pr)
    return out


def _player_row(p: Player) -> tuple[float, ...]:
    """The FEATURES of one player that depend on nothing else (money to workers)."""
    # computed for every player a move changed, in every evaluation: comparisons instead of
    # min and max calls (on integers, the same values)
    money = p.money
    sources = p.source_count
    supply, supply_sources = supply_terms(p.supply)
    return (
        float(money if money < MONEY_CAP else MONEY_CAP),
        float(money - MONEY_CAP if money > MONEY_CAP else 0),
        float(sources if sources < SOURCE_CAP else SOURCE_CAP),
        float(sources - SOURCE_CAP if sources > SOURCE_CAP else 0),
        supply,
        supply_sources,
        float(worker_count(p)),
    )


def _layout_terms(layout: Layout) -> tuple[int, float, int]:
    """(printed prestige, appeal capped at 3, mechanic spaces) of a device's tiles."""
    return layout_vp(layout), min(layout_appeal(layout), 3.0), layout_slots(layout)


_player_row_of = ByIdentity(_player_row)
_layout_terms_of = ByIdentity(_layout_terms)


def base_features(state: GameState, pending: list[float]) -> list[list[float]]:
    """FEATURES of every player (`pending`: each player's pending-decision value)."""
    rows = [[*_player_row_of(p), 0.0, 0.0, pending[i]] for i, p in enumerate(state.players)]
    for d in state.devices:
        _vp, appeal, slots = _layout_terms_of(d.layout)
        row = rows[d.owner]
        row[F_APPEAL] += appeal
        row[F_SLOTS] += slots
    return rows


def final_values(state: GameState, w: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """Every player's value once the game is over: their score and `w.tiebreak` per leftover
    item, so that equal scores are ordered as the rule's tie-break orders them."""
    return [line.total + w.tiebreak * line.leftovers for line in score_lines(state)]


def estimates(state: GameState, w: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """Estimated final prestige of every player (exact, plus the tie-break, once it is over).

    Search calls this hundreds of thousands of times a decision, so it is `plain_estimates`
    (current score plus `_future` of the `base_features`) computed in one pass, with the
    per-player and per-layout parts remembered by identity; the arithmetic is the same, in the
    same order, so the two agree to the last bit (tests/ai/test_evaluate.py)."""
    if state.game_over:
        return final_values(state, w)
    players = state.players
    n = len(players)
    r = rounds_left(state, w)
    fade = min(1.0, r / w.fade_rounds)
    learned = w.learned
    m_money, m_src, m_tiles, m_workers, m_visits, m_own, m_pending = (
        ONES if learned is None else learned.multipliers(n, r)
    )
    pending = pending_values(state, prices(state, w, r)) if state.pending else [0.0] * n
    scores = [float(p.prestige + p.clocks) for p in players]
    appeal = [0.0] * n
    slots = [0.0] * n
    known_layouts = _layout_terms_of.entries  # _layout_terms_of, looked up without a call
    for d in state.devices:
        layout = d.layout
        entry = known_layouts.get(id(layout))
        vp, a, sl = (
            entry[1] if entry is not None and entry[0] is layout else _layout_terms_of(layout)
        )
        o = d.owner
        scores[o] += vp
        appeal[o] += a
        slots[o] += sl
    visit = w.money * fade if n == 2 else 1.0  # a coin with two players, else a clock
    rounds = max(0.0, r - 0.5)
    per_visitor = w.device_use
    opponents = n - 1
    # the weights read once, not once per player (the same values, the same arithmetic)
    w_money, w_money_hi, w_source, w_source_hi = w.money, w.money_excess, w.source, w.source_excess
    w_tile, w_worker, w_own = w.tile, w.worker, w.own_use
    out = []
    known = _player_row_of.entries  # _player_row_of(p), looked up here without a call
    for i, p in enumerate(players):
        known_row = known.get(id(p))
        row = known_row[1] if known_row is not None and known_row[0] is p else _player_row_of(p)
        money, money_hi, src, src_hi, supply, _supply_src, workers = row
        # each term times its learned multiplier (exactly 1.0 without a table: x * 1.0 == x)
        v = (money * w_money + money_hi * w_money_hi) * fade * m_money
        v += (src * w_source + src_hi * w_source_hi) * fade * m_src
        v += supply * w_tile * fade * m_tiles + workers * w_worker * fade * m_workers
        own_appeal, own_slots = appeal[i], slots[i]
        visits = per_visitor * own_appeal * opponents
        visited = visits if visits < own_slots else own_slots  # min(own_slots, visits)
        v += rounds * (visited * visit * m_visits + w_own * own_appeal * fade * m_own)
        out.append(scores[i] + (v + pending[i] * m_pending))
    # w.holdings_for(n), without the call (the hot path); added after the sums, as
    # plain_estimates adds it
    table = w.holdings_by_size[n]
    if table is not None:
        out = [o + h for o, h in zip(out, table.values(state, r))]
    return out


def plain_estimates(state: GameState, w: Weights = DEFAULT_WEIGHTS) -> list[float]:
    """`estimates` spelt out from its named parts (score now, `base_features`, `_future`):
    the definition the fast version is tested against."""
    if state.game_over:
        return final_values(state, w)
    r = rounds_left(state, w)
    pr = prices(state, w, r)
    scores = current_scores(state)
    rows = base_features(state, pending_values(state, pr))
    out = [s + _future(state, row, w, r) for s, row in zip(scores, rows)]
    table = w.holdings_for(state.num_players)
    if table is not None:
        out = [o + h for o, h in zip(out, table.values(state, r))]
    return out


def _future_parts(
    state: GameState, row: list[float], w: Weights, r: float
) -> tuple[float, float, float, float, float, float, float, float]:
    """The parts of `_future`: (money, sources, tiles, workers, rounds, visitors' pay per
    round, own use per round, pending). `_future` adds them up; `estimate_terms` names them."""
    fade = min(1.0, r / w.fade_rounds)
    learned = w.learned
    m_money, m_src, m_tiles, m_workers, m_visits, m_own, m_pending = (
        ONES if learned is None else learned.multipliers(state.num_players, r)
    )
    money = (row[F_MONEY] * w.money + row[F_MONEY_HI] * w.money_excess) * fade * m_money
    sources = (row[F_SRC] * w.source + row[F_SRC_HI] * w.source_excess) * fade * m_src
    tiles = row[F_SUPPLY] * w.tile * fade * m_tiles
    workers = row[F_WORKERS] * w.worker * fade * m_workers
    visit = w.money * fade if state.two_player else 1.0  # a coin with two players, else a clock
    rounds = max(0.0, r - 0.5)
    visits = w.device_use * row[F_APPEAL] * (state.num_players - 1)
    visited = min(row[F_SLOTS], visits) * visit * m_visits
    own = w.own_use * row[F_APPEAL] * fade * m_own
    return money, sources, tiles, workers, rounds, visited, own, row[F_PENDING] * m_pending


def _future(state: GameState, row: list[float], w: Weights, r: float) -> float:
    """What one player's features are likely to add to their score before the end."""
    money, sources, tiles, workers, rounds, visited, own, pending = _future_parts(state, row, w, r)
    # summed in this order so that every value is exactly what it was before the parts had names
    return money + sources + (tiles + workers) + rounds * (visited + own) + pending


# the named parts of an estimate (estimate_terms), in a fixed order
TERMS = (
    "chips",  # prestige chips held
    "clocks",  # clock counters held
    "devices",  # prestige printed on the player's devices
    "money",  # pounds still to spend
    "sources",  # basic sources still to use
    "tiles",  # prestige printed on tiles in supply, still to build
    "workers",  # workers still to place this round
    "visits",  # what visitors to the player's devices pay over the rounds left
    "own_use",  # the player's own use of their devices over the rounds left
    "pending",  # what the decisions on the stack promise
    "leftovers",  # the tie-break (game over only): leftover items, and ties won on them
    "holdings",  # which persona and tiles the player holds (Weights.holdings_for its table)
)


def estimate_terms(state: GameState, w: Weights = DEFAULT_WEIGHTS) -> list[dict[str, float]]:
    """Every player's estimate split into its named parts (TERMS); each player's parts add up
    to `estimates` (to rounding). For explaining an estimate (the coach), never for play."""
    out = [dict.fromkeys(TERMS, 0.0) for _ in state.players]
    if state.game_over:
        for line in score_lines(state):
            terms = out[line.player]
            terms["chips"], terms["clocks"] = float(line.chips), float(line.clocks)
            terms["devices"] = float(line.device_tiles)
            terms["leftovers"] = w.tiebreak * line.leftovers
        return out
    for terms, p in zip(out, state.players):
        terms["chips"], terms["clocks"] = float(p.prestige), float(p.clocks)
    for d in state.devices:
        out[d.owner]["devices"] += layout_vp(d.layout)
    r = rounds_left(state, w)
    rows = base_features(state, pending_values(state, prices(state, w, r)))
    for terms, row in zip(out, rows):
        money, sources, tiles, workers, rounds, visited, own, pending = _future_parts(
            state, row, w, r
        )
        terms.update(money=money, sources=sources, tiles=tiles, workers=workers)
        terms.update(visits=rounds * visited, own_use=rounds * own, pending=pending)
    table = w.holdings_for(state.num_players)
    if table is not None:
        for terms, value in zip(out, table.values(state, r)):
            terms["holdings"] = value
    return out


def utility(values: list[float], seat: int, w: Weights = DEFAULT_WEIGHTS) -> float:
    """How good the estimates are for `seat`: its estimate against its opponents'."""
    if len(values) == 2:  # one opponent, the best and the mean (the same sums, spelt out)
        other = values[1 - seat]
        return values[seat] - (w.best_opponent * other + (1.0 - w.best_opponent) * other)
    others = values[:seat] + values[seat + 1 :]  # in seat order, as the sums always were
    best = max(others)
    mean = sum(others) / len(others)
    lead = w.best_opponent if w.best_opponent_many is None else w.best_opponent_many
    return values[seat] - (lead * best + (1.0 - lead) * mean)


def evaluate(state: GameState, seat: int, w: Weights = DEFAULT_WEIGHTS) -> float:
    return utility(estimates(state, w), seat, w)


# ------------------------------------------------------------------ pending decisions


def effect_value(state: GameState, player: int, effect: str, power: str, pr: Prices) -> float:
    """What activating `effect` with `power` now is worth to `player` (>= 0: effects are
    optional), as its `ai_value` in the effect registry says (effect_values.py)."""
    return valuers().get(effect, nothing)(state, player, power, pr)


def _source_targets(layout: Layout) -> dict[Pos, tuple[tuple[Pos, Valuer, frozenset[str]], ...]]:
    """Per source position of a device (filled in as asked): (target, the valuer of its effect
    as `effect_value` finds it, the power types it may receive) for each component that source
    powers."""
    return {}


_targets_of = ByIdentity(_source_targets)


def _activation_value(
    state: GameState, player: int, layout: Layout, source: Pos, done: Collection[Pos], pr: Prices
) -> float:
    known = _targets_of(layout)
    targets = known.get(source)
    if targets is None:
        tiles = load().tiles
        by_pos = {p: t for p, t, _r in layout}
        effect_valuers = valuers()
        targets = known[source] = tuple(
            (target, effect_valuers.get(tiles[by_pos[target]].effect, nothing), types)
            for target, types in power_targets(layout, source)
        )
    total = 0.0
    for target, value, types in targets:
        if target in done:
            continue
        total += max([value(state, player, t, pr) for t in types])
    return total


def frame_value(state: GameState, frame: F.Frame, pr: Prices) -> float:
    """What a pending decision is likely to bring its player (who will answer it)."""
    pl = frame.player
    if isinstance(frame, F.ActivationFrame):
        v = _activation_value(state, pl, frame.layout, frame.source, frame.done, pr)
        if frame.gears_pass == 1:
            v += _activation_value(state, pl, frame.layout, frame.source, (), pr)
        return v
    if isinstance(frame, F.TakeFrame):
        if frame.mode in (F.TAKE_STACK_TOP, F.TAKE_TURBINE):
            return frame.count * pr.tile
        choices = belt_choices(state, frame)
        if not choices:
            return 0.0
        tiles = load().tiles
        best = 0.0
        for c in choices:
            taken = state.belts[c.belt][c.col]
            assert taken is not None  # belt_choices offers occupied spaces only
            v = tiles[taken].vp * pr.tile
            if frame.mode == F.TAKE_SCROLL:
                v -= scroll_cost(c.col) * pr.money
            best = max(best, v)
        return best * min(frame.count, len(choices))
    if isinstance(frame, F.SourceFrame):
        return pr.source
    if isinstance(frame, F.RevealFrame):
        tiles = load().tiles
        return max(tiles[t].vp for t in frame.tiles) * pr.tile if frame.tiles else 0.0
    if isinstance(frame, F.BuildFrame):
        p = state.players[pl]
        if p.money < frame.cost or not could_build(p, min(frame.sizes)):
            return 0.0
        return max(0.0, max(frame.sizes) * pr.build_per_tile - frame.cost * pr.money)
    if isinstance(frame, F.AddFrame):
        return 0.2 if frame.mode == F.ADD_BASIC else pr.add_tile
    if isinstance(frame, F.EffectFrame):
        return effect_value(state, pl, frame.effect, frame.power, pr)
    if isinstance(frame, F.RepeatFrame):
        return frame.remaining * effect_value(state, pl, frame.effect, frame.power, pr)
    if isinstance(frame, F.OwnSourceFrame):
        if state.players[pl].money < frame.cost:
            return 0.0
        best = 0.0
        tiles = load().tiles
        for d in state.devices:
            if d.owner != pl or (frame.device is not None and d.id != frame.device):
                continue
            for pos, tid, _r in d.layout:
                if tiles[tid].is_source:
                    best = max(best, _activation_value(state, pl, d.layout, pos, (), pr))
        return max(0.0, best - frame.cost * pr.money)
    return 0.0
