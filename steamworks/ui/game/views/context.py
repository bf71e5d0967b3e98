"""What every view of the table is drawn with besides the state and the layout: the seats'
names, colours and marks, the scale, and what an animation or the last move asks to show."""

from __future__ import annotations

import attrs
import pygame

from steamworks.ui.art import fonts
from steamworks.ui.art.palette import PlayerStyle
from steamworks.ui.art.tile_art import mechanic_surface
from steamworks.ui.geometry import Rect

from ..prompt import PromptModel


@attrs.frozen(eq=False)
class ViewContext:
    """Everything the views need besides the state and the layout."""

    scale: float
    names: tuple[str, ...]
    styles: tuple[PlayerStyle, ...]  # per seat
    colour_index: tuple[int, ...]  # per seat: the index the token art is drawn with
    colour_blind: bool
    humans: tuple[bool, ...]
    hidden: frozenset = frozenset()  # keys an animation is drawing instead
    last_move: frozenset = frozenset()  # keys of the last move, marked on the table
    prompt: PromptModel | None = None
    acting: int | None = None  # the seat to act
    focus: int = 0
    read_only: bool = False  # nobody plays on this table (the replay): no "click to..." invitations

    @property
    def text_gain(self) -> float:
        """How much larger than the layout the text is drawn (1.0 up to 110%): the views
        that make room for larger text (a second line, a taller row) ask this."""
        return fonts.text_gain()

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))

    def mechanic(self, seat: int, size: float, automaton: bool = False) -> pygame.Surface:
        return mechanic_surface(
            self.colour_index[seat], max(8, int(size)), self.colour_blind, automaton
        )


def pg_rect(rect: Rect) -> pygame.Rect:
    """`rect` rounded to whole pixels, as pygame draws it."""
    return pygame.Rect(rect.rounded())
