"""Final scoring with its breakdown, and the rulebook's tie-breaks."""

from __future__ import annotations

import attrs

from ..language import number, tr
from .data import load
from .state import GameState, Player


@attrs.frozen(slots=True)
class ScoreLine:
    player: int
    chips: int  # prestige chips from components
    clocks: int  # clock counters from opponents' use of the player's devices
    device_tiles: int  # prestige printed on the tiles of the player's devices
    leftovers: int  # money + basic sources + tiles in supply (first tie-break)
    rank: int  # 1 = winner; tied players share a rank

    @property
    def total(self) -> int:
        return self.chips + self.clocks + self.device_tiles


def device_points(state: GameState, player: int) -> int:
    tiles = load().tiles
    return sum(
        tiles[tid].vp for d in state.devices if d.owner == player for _p, tid, _r in d.layout
    )


def leftovers(p: Player) -> int:
    """What the first tie-break counts: money, basic sources and tiles in supply."""
    return p.money + p.source_count + len(p.supply)


def score_lines(state: GameState) -> tuple[ScoreLine, ...]:
    """Scores of every player (valid at any moment; final once the game is over)."""
    raw = []
    for i, p in enumerate(state.players):
        raw.append((i, p.prestige, p.clocks, device_points(state, i), leftovers(p)))
    keyed = [((chips + clocks + dev), left) for _i, chips, clocks, dev, left in raw]
    lines = []
    for (i, chips, clocks, dev, left), key in zip(raw, keyed):
        rank = 1 + sum(1 for other in keyed if other > key)
        lines.append(ScoreLine(i, chips, clocks, dev, left, rank))
    return tuple(lines)


def winners(state: GameState) -> tuple[int, ...]:
    return tuple(line.player for line in score_lines(state) if line.rank == 1)


def tie_break_note(state: GameState) -> str:
    """A sentence explaining how the winner was decided, when ties were involved."""
    lines = score_lines(state)
    best = max(sl.total for sl in lines)
    top = [sl for sl in lines if sl.total == best]
    if len(top) == 1:
        return ""
    win = [sl for sl in top if sl.rank == 1]
    if len(win) == 1:
        # translators: {leftovers} is the winner's count of money, sources and tiles left over
        return tr(
            "{count} players tied on {prestige} prestige; the tie went to the one with the most "
            "money, sources and tiles left over ({leftovers}).",
            count=number(len(top)),
            prestige=number(best),
            leftovers=number(win[0].leftovers),
        )
    return tr(
        "{count} players tied on prestige and on leftovers, and share the victory.",
        count=number(len(win)),
    )
