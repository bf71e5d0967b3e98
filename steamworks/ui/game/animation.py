"""Short animations of what just happened: a tile sliding from a belt to a supply, a mechanic
hopping to its space, belts advancing, a new device settling, gains floating up.

`Animator.play(before, after, ...)` compares two states and starts the tweens that tell the
story; while a tween flies, the thing it carries is hidden in the still layer (its key is in
`hidden()`), and it appears there when the tween lands. Durations are 150-400 ms divided by
the animation-speed setting; at "Instant" nothing is animated. Animations never block input:
a new move simply finishes the old ones at once.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import attrs
import pygame

from steamworks.language import money
from steamworks.rules import actions as A
from steamworks.rules.connectors import Pos
from steamworks.rules.data import load
from steamworks.rules.state import GameState
from steamworks.ui.art import palette as P
from steamworks.ui.style import tile_image

from . import target_keys as K
from .layout import TableLayout
from .tableau_layout import DeviceBox, mechanic_spot
from .views import ViewContext, icon, text_image


@attrs.define
class Tween:
    image: pygame.Surface
    start: tuple[float, float]  # centre
    end: tuple[float, float]
    duration: float
    delay: float = 0.0
    hop: float = 0.0  # height of the arc, in pixels
    hide: tuple | None = None  # the still layer's key hidden until this lands
    elapsed: float = 0.0
    grow: bool = False  # scale in from small (a new device, a new tile)
    fade: bool = False  # fade out on the way (a tile returning to its stack)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def progress(self) -> float:
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))


@attrs.define
class Floater:
    image: pygame.Surface
    pos: tuple[float, float]
    duration: float
    rise: float
    elapsed: float = 0.0
    delay: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


class Animator:
    """The tweens and floating texts in flight."""

    def __init__(self) -> None:
        self.tweens: list[Tween] = []
        self.floaters: list[Floater] = []

    @property
    def idle(self) -> bool:
        """No tween in flight (floating texts do not count: they never hide anything)."""
        return not self.tweens

    def clear(self) -> None:
        self.tweens.clear()
        self.floaters.clear()

    def finish(self) -> None:
        """Land every tween now (a new move arrived, or the layout changed)."""
        self.tweens.clear()

    def hidden(self) -> frozenset:
        return frozenset(t.hide for t in self.tweens if t.hide is not None)

    def update(self, dt: float) -> bool:
        """Advance; returns True when the set of hidden keys changed (the still layer must redraw)."""
        before = self.hidden()
        for tween in self.tweens:
            tween.elapsed += dt
        for floater in self.floaters:
            floater.elapsed += dt
        self.tweens = [t for t in self.tweens if not t.done]
        self.floaters = [f for f in self.floaters if not f.done]
        return self.hidden() != before

    def draw(self, surface: pygame.Surface) -> None:
        for tween in self.tweens:
            if tween.elapsed < tween.delay:
                continue
            p = tween.progress()
            e = ease_in_out(p)
            x = tween.start[0] + (tween.end[0] - tween.start[0]) * e
            y = (
                tween.start[1]
                + (tween.end[1] - tween.start[1]) * e
                - tween.hop * math.sin(math.pi * p)
            )
            image = tween.image
            if tween.grow:
                k = 0.55 + 0.45 * ease_out(p)
                w, h = image.get_size()
                image = pygame.transform.smoothscale(
                    image, (max(1, round(w * k)), max(1, round(h * k)))
                )
            if tween.fade:
                image = image.copy()
                image.set_alpha(round(255 * (1 - p)))
            surface.blit(image, image.get_rect(center=(round(x), round(y))))
        for floater in self.floaters:
            if floater.elapsed < floater.delay:
                continue
            p = min(1.0, (floater.elapsed - floater.delay) / floater.duration)
            image = floater.image
            if p > 0.6:
                image = image.copy()
                image.set_alpha(round(255 * (1 - (p - 0.6) / 0.4)))
            x, y = floater.pos
            surface.blit(
                image, image.get_rect(center=(round(x), round(y - floater.rise * ease_out(p))))
            )

    # --- the story of one transition ---------------------------------------------------------------

    def play(
        self,
        before: GameState,
        after: GameState,
        action,
        actor: int | None,
        lay_before: TableLayout,
        lay_after: TableLayout,
        ctx: ViewContext,
        duration: Callable[[float], float],
    ) -> None:
        """Start the animations telling how `action` turned `before` into `after`."""
        self.finish()
        if duration(0.3) <= 0:
            return
        s = ctx.scale
        slide = duration(0.32)
        hop = duration(0.28)
        # a tile taken from a belt or a stack flies to the taker's supply
        if actor is not None and isinstance(action, (A.TakeTile, A.TakeTop, A.KeepRevealed)):
            gained = gained_tile(before, after, actor)
            if gained is not None:
                tid, index = gained
                if isinstance(action, A.TakeTile):
                    start = lay_before.board.cells[action.belt][action.col].centre
                elif isinstance(action, A.TakeTop):
                    start = lay_before.board.stacks[action.stack - 1].centre
                else:
                    start = lay_before.board.stacks[0].centre
                end, size, key = supply_spot(lay_after, actor, index, s)
                image = tile_image(tid, 0, round(max(size, lay_before.board.tile)))
                self.tweens.append(Tween(image, start, end, slide, hide=key))
        # a mechanic (or Automaton) hops from home to its space
        if actor is not None and isinstance(action, (A.PlacePersona, A.PlaceDevice)):
            home = home_spot(lay_before, before, actor, action.automaton)
            token = ctx.mechanic(actor, 30 * s, automaton=action.automaton)
            if isinstance(action, A.PlacePersona):
                spot, key = persona_spot(lay_after, actor, action.space, s)
            else:
                spot, key = device_spot(lay_after, after, action.device, action.pos, action.slot)
            if home is not None and spot is not None:
                self.tweens.append(Tween(token, home, spot, hop, hop=40 * s, hide=key))
        # a new device settles into its owner's area
        if isinstance(action, A.BuildDevice):
            new_ids = {d.id for d in after.devices} - {d.id for d in before.devices}
            for device_id in new_ids:
                box = lay_after.tableau.device_box(device_id)
                if box is None:
                    continue
                device = after.device(device_id)
                for k, tile in enumerate(device.layout):
                    start = supply_anchor(lay_before, device.owner)
                    self.tweens.append(_tile_to_device(box, tile, start, slide, k))
        if isinstance(action, A.AddTile):
            box = lay_after.tableau.device_box(action.device)
            if box is not None and action.pos in box.cells:
                tile = (action.pos, action.tile, action.rotation)
                start = supply_anchor(lay_before, actor if actor is not None else box.owner)
                self.tweens.append(_tile_to_device(box, tile, start, slide))
        # the end of a round: belts advance and refill
        if after.round != before.round and not after.game_over:
            self._belts_advance(before, after, lay_before, lay_after, slide)
        self._gains(before, after, lay_after, ctx, duration(0.9))

    def _belts_advance(
        self,
        before: GameState,
        after: GameState,
        lay_before: TableLayout,
        lay_after: TableLayout,
        slide: float,
    ) -> None:
        where_before = {
            tid: (b, col)
            for b, row in enumerate(before.belts)
            for col, tid in enumerate(row)
            if tid
        }
        stack_of = {"start": 0, "age1": 0, "age2": 1, "age3": 2}
        tiles = load().tiles
        for b, row in enumerate(after.belts):
            for col, tid in enumerate(row):
                if tid is None:
                    continue
                end = lay_after.board.cells[b][col].centre
                size = round(lay_after.board.tile)
                if tid in where_before:
                    ob, ocol = where_before[tid]
                    if (ob, ocol) == (b, col):
                        continue
                    start = lay_before.board.cells[ob][ocol].centre
                    self.tweens.append(
                        Tween(tile_image(tid, 0, size), start, end, slide, hide=K.BeltTile(b, col))
                    )
                else:
                    start = lay_before.board.stacks[stack_of.get(tiles[tid].stack, 0)].centre
                    self.tweens.append(
                        Tween(
                            tile_image(tid, 0, size),
                            start,
                            end,
                            slide,
                            delay=slide * 0.5,
                            hide=K.BeltTile(b, col),
                        )
                    )
        after_tiles = {tid for row in after.belts for tid in row if tid}
        for tid, (b, col) in where_before.items():
            if tid not in after_tiles and not _in_any_supply(after, tid):
                start = lay_before.board.cells[b][col].centre
                end = lay_before.board.stacks[stack_of.get(tiles[tid].stack, 0)].centre
                self.tweens.append(
                    Tween(
                        tile_image(tid, 0, round(lay_before.board.tile)),
                        start,
                        end,
                        slide,
                        fade=True,
                    )
                )

    def _gains(
        self,
        before: GameState,
        after: GameState,
        layout: TableLayout,
        ctx: ViewContext,
        duration: float,
    ) -> None:
        s = ctx.scale
        if len(before.players) != len(after.players):
            return
        for seat, (p0, p1) in enumerate(zip(before.players, after.players)):
            if not p0.persona or not p1.persona:
                continue
            changes = []
            if p1.money != p0.money:
                changes.append(("money", p1.money - p0.money))
            if p1.prestige != p0.prestige:
                changes.append(("prestige", p1.prestige - p0.prestige))
            if p1.clocks != p0.clocks:
                changes.append(("clock", p1.clocks - p0.clocks))
            for i, t in enumerate("CSE"):
                if p1.sources[i] != p0.sources[i]:
                    changes.append((t, p1.sources[i] - p0.sources[i]))
            for k, (kind, delta) in enumerate(changes):
                anchor = resource_anchor(layout, seat, kind, s)
                if anchor is None:
                    continue
                self.floaters.append(
                    Floater(gain_image(kind, delta, s), anchor, duration, 34 * s, delay=0.08 * k)
                )


def _tile_to_device(
    box: DeviceBox,
    tile: tuple[Pos, str, int],
    start: tuple[float, float],
    slide: float,
    order: int = 0,
) -> Tween:
    """A tile (its place in the layout, id and rotation) sliding from `start` (its owner's
    supply) into its cell of the device in `box`, hidden there on the still layer until it
    lands; a new device's tiles set off one by one (`order`)."""
    pos, tid, rotation = tile
    cell = box.cells[pos]
    return Tween(
        tile_image(tid, rotation, round(cell.w)),
        start,
        cell.centre,
        slide,
        delay=0.05 * order * slide / 0.32,
        hide=K.DeviceTile(box.device, pos),
    )


def gain_label(kind: str, delta: int) -> str:
    """A gain's words on its pill: "+3" beside an icon, a sum of money in the language's own
    format ("+£3" in English, "+3 £" in German)."""
    if kind == "money":
        return "+" + money(delta) if delta > 0 else money(delta)
    return ("+" if delta > 0 else "−") + str(abs(delta))


def gain_image(kind: str, delta: int, scale: float) -> pygame.Surface:
    """'+3' beside the resource's icon, on a small dark pill so it reads anywhere."""
    colour = P.lighter(P.VERDIGRIS, 0.55) if delta > 0 else P.lighter(P.OXIDE_RED, 0.45)
    label = gain_label(kind, delta)
    text = text_image("numbers", max(8, round(17 * scale)), label, colour)
    ic = icon(kind, round(20 * scale)) if kind != "money" else None
    w = text.get_width() + (ic.get_width() + 4 if ic else 0) + round(14 * scale)
    h = max(text.get_height(), ic.get_height() if ic else 0) + round(6 * scale)
    pill = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(pill, (20, 14, 10, 200), pill.get_rect(), border_radius=h // 2)
    x = round(7 * scale)
    if ic:
        pill.blit(ic, (x, (h - ic.get_height()) // 2))
        x += ic.get_width() + 4
    pill.blit(text, (x, (h - text.get_height()) // 2))
    return pill


def gained_tile(before: GameState, after: GameState, seat: int) -> tuple[str, int] | None:
    """(tile id, index in the new supply) of a tile `seat`'s supply gained, if it gained one."""
    old = list(before.players[seat].supply)
    new = after.players[seat].supply
    for i, tid in enumerate(new):
        if tid in old:
            old.remove(tid)
        else:
            return tid, i
    return None


def _in_any_supply(state: GameState, tid: str) -> bool:
    return any(tid in p.supply for p in state.players)


# --- where things are, for any seat ---------------------------------------------------------------------


def supply_spot(
    layout: TableLayout, seat: int, index: int, scale: float
) -> tuple[tuple[float, float], float, tuple | None]:
    """(centre, tile size, hidden key) of a tile in a player's supply."""
    if seat == layout.focus and layout.persona is not None:
        rect = layout.persona.supply_rect(index)
        if rect is not None:
            return rect.centre, rect.w, K.SupplyTile(seat, index)
        return layout.persona.supply_row.centre, 40 * scale, None  # scrolled out of view
    return supply_anchor(layout, seat), 40 * scale, None


def supply_anchor(layout: TableLayout, seat: int) -> tuple[float, float]:
    if seat == layout.focus and layout.persona is not None:
        return layout.persona.supply_row.centre
    row = layout.summary(seat)
    if row is not None:
        return row.rect.centre
    return layout.regions.persona.centre


def home_spot(
    layout: TableLayout, state: GameState, seat: int, automaton: bool
) -> tuple[float, float] | None:
    p = state.players[seat]
    if seat == layout.focus and layout.persona is not None:
        if automaton:
            return layout.persona.automaton.centre
        return layout.persona.homes[min(p.used, 3)].centre
    row = layout.summary(seat)
    if row is not None and row.homes:
        if automaton:  # drawn beside the last home (views.draw_others)
            last = row.homes[-1]
            return (last.right + last.w, last.centre[1])
        return row.homes[min(p.used, len(row.homes) - 1)].centre
    return None


def persona_spot(
    layout: TableLayout, seat: int, space: int, scale: float
) -> tuple[tuple[float, float] | None, tuple]:
    key = K.PersonaWorker(seat, space)
    if seat == layout.focus and layout.persona is not None and space < len(layout.persona.spaces):
        r = layout.persona.spaces[space]
        return (r.right - 18 * scale, r.y + 18 * scale), key
    row = layout.summary(seat)
    if row is not None and space < len(row.spaces):
        return row.spaces[space].centre, key
    return None, key


def device_spot(
    layout: TableLayout, state: GameState, device: int, pos, slot: int
) -> tuple[tuple[float, float] | None, tuple]:
    key = K.DeviceWorker(device, pos, slot)
    box = layout.tableau.device_box(device)
    if box is None or pos not in box.cells:
        return None, key
    tid = dict((p, t) for p, t, _r in state.device(device).layout)[pos]
    x, y, _r = mechanic_spot(box.cells[pos], load().tiles[tid].spaces, slot)
    return (x, y), key


def resource_anchor(
    layout: TableLayout, seat: int, kind: str, scale: float
) -> tuple[float, float] | None:
    if seat == layout.focus and layout.persona is not None:
        pl = layout.persona
        if kind in ("money", "prestige", "clock"):
            return pl.resources[("money", "prestige", "clock").index(kind)].centre
        return pl.sources["CSE".index(kind)].centre
    row = layout.summary(seat)
    if row is not None:
        order = ("money", "prestige", "clock", "C", "S", "E")
        x = row.rect.x + (30 + order.index(kind) * 52) * scale
        return (x, row.rect.y + row.rect.h * 0.55)
    return None
