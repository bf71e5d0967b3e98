"""Which places on the table answer the current decision, and what lies under the mouse.

`action_targets` turns the engine's legal actions into clickable places (a belt tile, a persona
space, a free source, a glowing component, a side of a draft card...), each holding every
legal action it answers: one action means a click plays it, several mean a click selects the
place and the prompt offers each way. Nothing illegal ever gets a target, because targets are
made only from `engine.legal_actions`.

`idle_keys` says which of those places would gain the player nothing now (drawn as idle).
`hover_regions` lists everything that has a tooltip, whether it can be clicked or not.
Both are pure functions of the state and the layout (no pygame), so the tests can compute
where to click exactly as the scene does.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import attrs

from steamworks.rules import actions as A
from steamworks.rules import frames as F
from steamworks.rules import idle
from steamworks.rules.data import load
from steamworks.rules.state import GameState
from steamworks.ui.geometry import Rect

from . import target_keys as K
from .layout import TableLayout, draft_layout, draft_rect, score_rows
from .tableau_layout import source_slot_rect


@attrs.frozen(eq=False)
class Target:
    """A place on the table that answers the current decision."""

    key: tuple
    rect: Rect
    actions: tuple

    @property
    def centre(self) -> tuple[int, int]:
        x, y = self.rect.centre
        return (int(x), int(y))


def revealed_rects(layout: TableLayout, count: int) -> list[Rect]:
    """Where the Innovation Turbine's revealed tiles are shown: big, beside the stacks."""
    s = layout.scale
    board = layout.board
    size = min(96 * s, board.rect.h * 0.5)
    x0 = board.stacks[0].right + 16 * s
    y0 = board.rect.y + (board.rect.h - size) / 2 + 8 * s
    return [Rect(x0 + i * (size + 14 * s), y0, size, size) for i in range(count)]


def revealed_card(layout: TableLayout, count: int) -> Rect:
    rects = revealed_rects(layout, count)
    s = layout.scale
    left = rects[0].x - 12 * s
    right = rects[-1].right + 12 * s
    return Rect(left, rects[0].y - 34 * s, right - left, rects[0].h + 46 * s)


def _device_cell(layout: TableLayout, device: int, pos) -> Rect | None:
    box = layout.tableau.device_box(device)
    if box is None:
        return None
    return box.cells.get(pos)


def action_targets(state: GameState, layout: TableLayout, legal: Sequence) -> list[Target]:
    """Clickable places for the legal actions, in drawing order (later ones lie on top)."""
    frame = state.pending[-1] if state.pending else None
    tiles = load().tiles
    grouped: dict[tuple, list] = {}
    rects: dict[tuple, Rect] = {}

    def add(key: tuple, rect: Rect | None, action) -> None:
        if rect is None:
            return
        grouped.setdefault(key, []).append(action)
        rects[key] = rect

    if isinstance(frame, F.DraftFrame):
        cards = draft_layout(draft_rect(layout.regions), frame.offered, layout.scale)
        by_persona = {card.persona: card for card in cards}
        for action in legal:
            if isinstance(action, A.ChoosePersona) and action.persona in by_persona:
                half = by_persona[action.persona].sides[0 if action.side == "A" else 1]
                add(K.DraftSide(action.persona, action.side), half, action)
        return [Target(k, rects[k], tuple(v)) for k, v in grouped.items()]

    for action in legal:
        if isinstance(action, A.PlacePersona):
            if (
                layout.persona is not None
                and layout.focus == state.current
                and action.space < len(layout.persona.spaces)
            ):
                add(K.PersonaSpace(action.space), layout.persona.spaces[action.space], action)
        elif isinstance(action, A.PlaceDevice):
            cell = _device_cell(layout, action.device, action.pos)
            if cell is not None:
                tile = tiles[
                    dict((p, t) for p, t, _r in state.device(action.device).layout)[action.pos]
                ]
                add(
                    K.SourceSlot(action.device, action.pos, action.slot),
                    source_slot_rect(cell, tile.spaces, action.slot),
                    action,
                )
        elif isinstance(action, A.TakeTile):
            add(
                K.BeltTile(action.belt, action.col),
                layout.board.cells[action.belt][action.col],
                action,
            )
        elif isinstance(action, (A.TakeTop, A.Reveal)):
            add(K.Stack(action.stack - 1), layout.board.stacks[action.stack - 1], action)
        elif isinstance(action, A.KeepRevealed) and isinstance(frame, F.RevealFrame):
            spots = revealed_rects(layout, len(frame.tiles))
            index = frame.tiles.index(action.tile)
            add(K.RevealedTile(index), spots[index], action)
        elif isinstance(action, A.ChooseSource):
            if (
                isinstance(frame, F.SourceFrame)
                and layout.persona is not None
                and layout.focus == frame.player
            ):
                add(
                    K.TakeSource(action.type),
                    layout.persona.sources["CSE".index(action.type)],
                    action,
                )
        elif isinstance(action, A.ActivateOwn):
            add(
                K.OwnSource(action.device, action.pos),
                _device_cell(layout, action.device, action.pos),
                action,
            )
        elif isinstance(action, A.Activate) and isinstance(frame, F.ActivationFrame):
            add(
                K.Component(frame.device, action.pos),
                _device_cell(layout, frame.device, action.pos),
                action,
            )
        elif isinstance(action, A.Repeat) and isinstance(frame, F.RepeatFrame):
            device = _activation_device(state)
            if device is not None:
                add(
                    K.RepeatComponent(device, frame.pos),
                    _device_cell(layout, device, frame.pos),
                    action,
                )
    return [Target(k, rects[k], tuple(v)) for k, v in grouped.items()]


def idle_keys(state: GameState, targets: Sequence[Target]) -> frozenset[tuple]:
    """The keys of the places among `targets` where every way to place a worker would gain
    the player nothing now (rules/idle.py): still playable, drawn as idle, asked about."""
    return frozenset(
        t.key
        for t in targets
        if t.actions
        and all(isinstance(a, (A.PlacePersona, A.PlaceDevice)) for a in t.actions)
        and all(idle.is_idle(state, a) for a in t.actions)
    )


def _activation_device(state: GameState) -> int | None:
    for frame in reversed(state.pending):
        if isinstance(frame, F.ActivationFrame):
            return frame.device
    return None


def target_at(targets: Sequence[Target], point: tuple[float, float]) -> Target | None:
    for target in reversed(targets):
        if target.rect.contains(point):
            return target
    return None


# --- tooltips' places ---------------------------------------------------------------------------


def hover_regions(state: GameState, layout: TableLayout) -> list[tuple[tuple, Rect]]:
    """(key, rect) of everything with a tooltip, in drawing order (the last hit wins)."""
    out: list[tuple[tuple, Rect]] = []
    board = layout.board
    for b, row in enumerate(board.cells):
        for col, rect in enumerate(row):
            if state.belts[b][col] is not None:
                out.append((K.BeltTile(b, col), rect))
    for i, rect in enumerate(board.stacks):
        out.append((K.Stack(i), rect))
    for i, rect in enumerate(board.locks):
        out.append((K.Lock(i), rect))
    out.append((K.ClockSupply(), board.clock_supply))
    out.append((K.StartPlayer(), board.start_box))
    out.append((K.Automatons(), board.automatons))
    if state.players and all(p.persona for p in state.players):  # "Prestige so far" is shown
        for seat, score in enumerate(
            score_rows(board.scores, state.num_players, layout.scale, layout.grow)
        ):
            out.append((K.ScoreRow(seat), score.rect))
    tiles = load().tiles
    for area in layout.tableau.areas:
        out.append((K.AreaHeader(area.seat), area.header))
        for box in area.devices:
            device = state.device(box.device)
            for pos, tid, _rot in device.layout:
                cell = box.cells[pos]
                tile = tiles[tid]
                if tile.is_source and tile.spaces > 1:
                    for slot in range(tile.spaces):
                        out.append(
                            (
                                K.SourceSlot(box.device, pos, slot),
                                source_slot_rect(cell, tile.spaces, slot),
                            )
                        )
                elif tile.is_source:
                    out.append((K.SourceSlot(box.device, pos, 0), cell))
                else:
                    out.append((K.DeviceComponent(box.device, pos), cell))
    persona = layout.persona
    if persona is not None:
        seat = layout.focus
        for i, rect in enumerate(persona.spaces):
            out.append((K.PersonaSpace(i), rect))
        for i, rect in enumerate(persona.homes):
            out.append((K.Home(seat, i), rect))
        out.append((K.AutomatonSpot(seat), persona.automaton))
        for name, rect in zip(K.RESOURCE_NAMES, persona.resources):
            out.append((K.Resource(name, seat), rect))
        for t, rect in zip("CSE", persona.sources):
            out.append((K.BasicSources(seat, t), rect))
        for k, rect in enumerate(persona.supply):
            out.append((K.SupplyTile(seat, persona.supply_first + k), rect))
        if persona.supply_prev is not None and persona.supply_next is not None:
            out.append((K.SupplyScroll(seat, -1), persona.supply_prev))
            out.append((K.SupplyScroll(seat, 1), persona.supply_next))
    for other in layout.others:
        out.append((K.Summary(other.seat), other.rect))
        for i, rect in enumerate(other.spaces):
            out.append((K.OtherSpace(other.seat, i), rect))
        for i, rect in enumerate(other.supply):
            out.append((K.OtherSupply(other.seat, i), rect))
        if other.supply_more is not None:
            out.append((K.SupplyMore(other.seat), other.supply_more))
        if state.players[other.seat].persona:
            for i, rect in enumerate(other.homes):
                out.append((K.Home(other.seat, i), rect))
    return out


def region_at(regions: Iterable[tuple[tuple, Rect]], point: tuple[float, float]) -> tuple | None:
    found = None
    for key, rect in regions:
        if rect.contains(point):
            found = key
    return found
