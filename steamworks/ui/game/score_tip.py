"""The words of a "Prestige so far" row's tooltip: where a player's prestige comes from.

Pure (no pygame): the breakdown is `rules.scoring.score_lines`, the same sums the results
screen and the final score use, so the tooltip always adds up to the bar it explains.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from steamworks.rules.scoring import score_lines
from steamworks.rules.state import GameState

from .tooltips import Tip

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th")


def _plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def score_tip(
    state: GameState,
    seat: int,
    who: Callable[[int], str],
    colours: Sequence[tuple[int, int, int]] = (),
) -> Tip:
    """`seat`'s prestige, part by part, and where that puts them."""
    lines = score_lines(state)
    line = lines[seat]
    devices = sum(1 for d in state.devices if d.owner == seat)
    parts = [
        f"Prestige chips: {line.chips}",
        f"Clock counters: {line.clocks}"
        + ("" if state.two_player else " (one each time another player used their devices)"),
        f"Tiles in their devices: {line.device_tiles} (the prestige printed on the tiles of "
        f"{_plural(devices, 'device')})",
    ]
    ahead = sorted((sl for sl in lines if sl.player != seat), key=lambda sl: -sl.total)
    if ahead and ahead[0].total > line.total:
        leader = max(lines, key=lambda sl: sl.total)
        place = f"{ORDINALS[line.rank - 1]} so far, {leader.total - line.total} behind {who(leader.player)}"
    elif ahead and ahead[0].total == line.total:
        place = (
            f"Level with {who(ahead[0].player)} on {line.total}; the most money, sources and tiles left "
            f"over would decide it (they have {line.leftovers})"
        )
    elif ahead:
        place = f"Leading by {line.total - ahead[0].total}"
    else:
        place = "The only player"
    title = f"{who(seat)}: {_plural(line.total, 'prestige', 'prestige')} so far"
    return Tip(title, (*parts, place), colours[seat] if seat < len(colours) else None)
