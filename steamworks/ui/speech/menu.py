"""The choices of the decision on the table, in words, each with the engine action it plays.

A player who plays by ear hears the decision's question and its choices, numbered, and answers
with one of them: `spoken_choices(state, names)` lists them in the engine's stable order, from
`engine.legal_actions` only, so a spoken choice is always a legal move.

Every choice names its place so that no two sound alike: a persona space by its number and
what it does, a device's source by its owner, tile and device number, a belt tile by its belt
and column. A build is offered once for each set of tiles it can use (the first layout the
engine lists for them: laying the tiles out by keys is the build panel's work), and adding a
tile once for each tile and device. Where two choices would still read alike (two slots of one
source), the later ones say their number. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from steamworks.language import listing, money, number, tr
from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules import frames as F
from steamworks.rules.data import load
from steamworks.rules.preview import persona_space_text
from steamworks.rules.state import GameState
from steamworks.rules.taking import scroll_cost
from steamworks.ui.game.prompt import action_label

from .words import seat_name, tile_name


@attrs.frozen
class SpokenChoice:
    """One answer to the decision on the table: its words and the action it plays."""

    words: str
    action: A.Action


def _device_tile(state: GameState, device: int, pos: tuple[int, int]) -> str:
    for p, tid, _r in state.device(device).layout:
        if p == pos:
            return tid
    raise KeyError(pos)


def _place_words(state: GameState, names: Sequence[str], action: A.PlaceDevice) -> str:
    device = state.device(action.device)
    tile = tile_name(_device_tile(state, action.device, action.pos))
    number_ = number(action.device)
    if device.owner == state.current:
        if action.automaton:
            return tr("Automaton to your {tile}, device {device}", tile=tile, device=number_)
        return tr("Your {tile}, device {device}", tile=tile, device=number_)
    owner = seat_name(names, device.owner)
    if action.automaton:
        return tr(
            "Automaton to {owner}'s {tile}, device {device}",
            owner=owner,
            tile=tile,
            device=number_,
        )
    return tr("{owner}'s {tile}, device {device}", owner=owner, tile=tile, device=number_)


def choice_label(state: GameState, names: Sequence[str], action: A.Action) -> str:
    """The words of one choice (without its number)."""
    frame = engine.current_decision(state)
    if isinstance(action, A.PlacePersona):
        p = state.players[state.current]
        what = persona_space_text(p.persona, p.side, action.space).rstrip(".")
        space = number(action.space + 1)
        if action.automaton:
            # translators: {what} is what the persona space does ("Take £2, then ...")
            return tr("Automaton to persona space {space}: {what}", space=space, what=what)
        return tr("Persona space {space}: {what}", space=space, what=what)
    if isinstance(action, A.PlaceDevice):
        return _place_words(state, names, action)
    if isinstance(action, A.TakeTile):
        tid = state.belts[action.belt][action.col]
        tile = tile_name(tid) if tid is not None else "?"
        belt = tr(load().board.belts[action.belt].name)
        column = number(action.col + 1)
        if isinstance(frame, F.TakeFrame) and frame.mode == F.TAKE_SCROLL:
            # translators: {column} counts from the right of the belt; {cost} is money
            return tr(
                "{tile}, {belt} column {column}, for {cost}",
                tile=tile,
                belt=belt,
                column=column,
                cost=money(scroll_cost(action.col)),
            )
        # translators: {column} counts from the right of the belt
        return tr("{tile}, {belt} column {column}", tile=tile, belt=belt, column=column)
    if isinstance(action, A.BuildDevice):
        tiles = sorted(tile_name(t) for _p, t, _r in action.layout)
        return tr("Build with {tiles}", tiles=listing(tiles))
    if isinstance(action, A.ActivateOwn):
        # translators: {choice} is a button's words ("Fire the Steam Source"), {device} a number
        return tr(
            "{choice}, device {device}",
            choice=action_label(state, action),
            device=number(action.device),
        )
    return action_label(state, action)


def _same_choice(action: A.Action) -> tuple[Any, ...] | None:
    """Actions that are one spoken choice: builds with the same tiles, additions of one tile to
    one device (the first listed stands for them all)."""
    if isinstance(action, A.BuildDevice):
        return ("build", tuple(sorted(t for _p, t, _r in action.layout)))
    if isinstance(action, A.AddTile):
        return ("add", action.device, action.tile)
    return None


def spoken_choices(
    state: GameState, names: Sequence[str], legal: Sequence[A.Action] | None = None
) -> tuple[SpokenChoice, ...]:
    """The decision's choices in words, in the engine's order (`legal`: the engine's legal
    actions, when the caller has them already)."""
    actions = engine.legal_actions(state) if legal is None else legal
    seen: set[tuple[Any, ...]] = set()
    out: list[SpokenChoice] = []
    heard: dict[str, int] = {}
    for action in actions:
        same = _same_choice(action)
        if same is not None:
            if same in seen:
                continue
            seen.add(same)
        words = choice_label(state, names, action)
        count = heard.get(words, 0) + 1
        heard[words] = count
        if count > 1:
            # translators: a choice that reads like an earlier one; {number} tells them apart
            words = tr("{choice}, number {number}", choice=words, number=number(count))
        out.append(SpokenChoice(words, action))
    return tuple(out)
