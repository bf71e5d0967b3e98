"""The actions an agent considers: the legal actions, with build decisions cut down to size.

A build decision lists every legal layout of every multiset of tiles the player could use; with
a large supply and a size-4 build that is tens of thousands of layouts and seconds of work just
to enumerate them. Agents never need all of them: the multisets are ranked by what they would
score and cost (cheap, no layouts needed), and only the layouts of the best few are generated
(`buildgen.layouts_for_combo`, cached by the engine), keeping the few layouts with the most
appeal to visitors. Every action returned is legal: the layouts come from the engine's own
generator for tiles the player holds, and the rest of the list is `engine.legal_actions`.
"""

from __future__ import annotations

from steamworks.rules import buildgen, engine
from steamworks.rules.actions import Action, BuildDevice, Decline
from steamworks.rules.building import available_tiles
from steamworks.rules.data import load
from steamworks.rules.frames import BuildFrame
from steamworks.rules.state import GameState

from .evaluate import layout_appeal

MAX_COMBOS = 6  # tile multisets kept per build decision
MAX_LAYOUTS = 4  # layouts kept per multiset
MAX_SCANNED = 40  # multisets whose layouts may be generated while looking for MAX_COMBOS legal ones


def _combo_score(combo: tuple[str, ...]) -> float:
    """Rough worth of building these tiles: printed prestige plus what the components offer to
    visitors, less the basic sources spent (they score nothing in a device)."""
    game = load()
    tiles = game.tiles
    score = 0.0
    for t in combo:
        tile = tiles[t]
        if tile.is_basic:
            score -= 0.3
        else:
            score += tile.vp + 0.5 * game.effect(tile.effect).appeal
    return score


def build_candidates(state: GameState, frame: BuildFrame) -> list[Action]:
    """A short list of good legal builds for `frame` (possibly empty)."""
    p = state.players[frame.player]
    if p.money < frame.cost:
        return []
    avail = available_tiles(p)
    combos = []
    for size in frame.sizes:
        combos.extend(buildgen.combos(avail, size))
    # bigger, richer devices first; ties keep the engine's stable order
    combos.sort(key=_combo_score, reverse=True)
    out: list[Action] = []
    kept = 0
    for combo in combos[:MAX_SCANNED]:
        layouts = buildgen.layouts_for_combo(combo)
        if not layouts:
            continue
        best = sorted(layouts, key=layout_appeal, reverse=True)[:MAX_LAYOUTS]
        out.extend(BuildDevice(layout) for layout in best)
        kept += 1
        if kept >= MAX_COMBOS:
            break
    if not out:
        # the best-looking multisets had no legal layout: fall back to the full list
        builds = [a for a in engine.legal_actions(state) if isinstance(a, BuildDevice)]
        out.extend(builds[: MAX_COMBOS * MAX_LAYOUTS])
    return out


def candidate_actions(state: GameState) -> list[Action]:
    """The actions worth considering now: all legal actions, except that a build decision
    offers only its best few layouts (plus declining)."""
    frame = engine.current_decision(state)
    if isinstance(frame, BuildFrame):
        return build_candidates(state, frame) + [Decline()]
    return engine.legal_actions(state)
