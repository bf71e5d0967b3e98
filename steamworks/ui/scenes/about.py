"""The About screen: the game's version, who made what, and every licence the game ships.

The left column shows the version and the credits, then one button per bundled licence; the
right column shows the chosen licence's full text in a scrolling box. The licences it offers
are data, listed in licences.toml beside this module; their texts are found on disk where the
game ships them (assets/fonts/ for the game's fonts, pygame_gui's data folder for the fallback
fonts it bundles), so the screen shows exactly what is inside this copy of the game; one that
cannot be read says so instead of failing. Esc or Back returns.
"""

from __future__ import annotations

import functools
import html
import tomllib
from collections.abc import Callable
from importlib import resources
from pathlib import Path

import attrs
import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from steamworks import __version__
from steamworks.language import mark, tr
from steamworks.ui import draw as drawing
from steamworks.ui.art import asset_path
from steamworks.ui.art import palette as P
from steamworks.ui.art.fonts import text_gain
from steamworks.ui.scenes import room
from steamworks.ui.scenes.common import CardScene
from steamworks.ui.style import font

CREDITS = (
    mark(
        "Steam Works, the board game, was designed by Alex Churchill, developed by Seth Jaffee "
        "and published in 2015 by Tasty Minstrel Games."
    ),
    mark(
        "This desktop edition, its pictures and its sounds were made by the Steam Works studio, "
        "with Python, pygame-ce, pygame_gui, attrs, cattrs and platformdirs."
    ),
)


@attrs.frozen
class Licence:
    """One bundled licence: what it covers, and how to read its full text."""

    key: str
    label: str  # the button's text: words (marked in the catalogues) or a font's name
    covers: str  # one line under the heading (marked in the catalogues)
    read: Callable[[], str]


def _file_reader(where: Callable[[], Path]) -> Callable[[], str]:
    def read() -> str:
        try:
            return where().read_text(encoding="utf-8", errors="replace")
        except OSError:
            return tr("The text of this licence is missing from this copy of the game.")

    return read


def _pygame_gui_data(name: str) -> Callable[[], Path]:
    def where() -> Path:
        return Path(pygame_gui.__file__).resolve().parent / "data" / "licenses" / name

    return where


def _asset(relative: str) -> Callable[[], Path]:
    return lambda: asset_path(*relative.split("/"))


def _licence(entry: dict[str, str]) -> Licence:
    """One [[licence]] of licences.toml (its header says what each key means)."""
    if "asset" in entry:
        read = _file_reader(_asset(entry["asset"]))
    elif "pygame_gui_data" in entry:
        read = _file_reader(_pygame_gui_data(entry["pygame_gui_data"]))
    else:
        read = functools.partial(tr, entry["text"])  # in the language of the moment it is read
    return Licence(entry["key"], entry.get("label") or entry["font"], entry["covers"], read)


def _load_licences() -> tuple[Licence, ...]:
    """Every licence the screen offers, in licences.toml's order (the file beside this one)."""
    with resources.files("steamworks.ui.scenes").joinpath("licences.toml").open("rb") as fh:
        return tuple(_licence(entry) for entry in tomllib.load(fh)["licence"])


LICENCES = _load_licences()


class AboutScene(CardScene):
    name = "about"
    title = mark("About Steam Works")
    card_size = (1240, 780)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.chosen = LICENCES[0].key
        self.text_box: pygame_gui.elements.UITextBox | None = None

    @property
    def licence(self) -> Licence:
        return next(item for item in LICENCES if item.key == self.chosen)

    def _columns(self) -> tuple[pygame.Rect, pygame.Rect]:
        card = self.card_rect()
        pad = self.px(52)
        top = self.content_top() + self.px(4)
        bottom = card.bottom - self.px(110)
        left_w = self.px(440)
        left = pygame.Rect(card.left + pad, top, left_w, bottom - top)
        right = pygame.Rect(
            left.right + self.px(36), top, card.right - pad - left.right - self.px(36), bottom - top
        )
        return left, right

    def _licence_step(self) -> tuple[int, int]:
        """A licence button's height, and the step to the next (taller for a large text)."""
        height = room.button_height(self.app, "@button", self.px(36))
        return height, height + self.px(4)

    def _licence_buttons_top(self, left: pygame.Rect) -> int:
        return left.bottom - len(LICENCES) * self._licence_step()[1]

    def _covers_below(self, right: pygame.Rect) -> int:
        """The height of the line saying what the licence covers when it goes under the
        heading (a large text leaves it no room beside it), else 0."""
        s = self.app.scale
        covers, label = tr(self.licence.covers), tr(self.licence.label)
        beside = (
            font("heading", 25, s).size(label)[0] + self.px(24) + font("ui", 15, s).size(covers)[0]
        )
        if beside <= right.w:
            return 0
        return room.label_height(font("ui", 15, s), covers, right.w) + self.px(6)

    def build(self) -> None:
        card = self.card_rect()
        left, right = self._columns()
        y = self._licence_buttons_top(left)
        button_h, step = self._licence_step()
        for item in LICENCES:
            selected = item.key == self.chosen
            self.add_button(
                pygame.Rect(left.left, y, left.w, button_h),
                tr(item.label),
                functools.partial(self.choose, item.key),
                kind="@primary_button" if selected else "@button",
                object_id=f"licence_{item.key}",
                tooltip=tr(item.covers),
            )
            y += step
        heading_h = self.px(34)
        if text_gain() > 1.0:  # room under a heading of large text
            heading_h = max(heading_h, font("heading", 25, self.app.scale).get_linesize() + 6)
        heading_h += self._covers_below(right)
        text_rect = pygame.Rect(right.left, right.top + heading_h, right.w, right.h - heading_h)
        self.text_box = pygame_gui.elements.UITextBox(
            html.escape(self.licence.read()).replace("\n", "<br>"),
            pygame.Rect(text_rect),
            manager=self.app.manager,
            container=self.root,
            object_id=ObjectID(object_id="#licence_text"),
        )
        self._named["licence_text"] = self.text_box
        bw = room.button_width(self.app, "@primary_button", (tr("Back"),), self.px(220))
        bh = room.button_height(self.app, "@primary_button", self.px(54))
        self.add_button(
            pygame.Rect(card.centerx - bw // 2, card.bottom - self.px(36) - bh, bw, bh),
            tr("Back"),
            self.on_back,
            kind="@primary_button",
            object_id="back",
            default=True,
        )

    def choose(self, key: str) -> None:
        """Show another licence's text."""
        if key != self.chosen:
            self.chosen = key
            self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        self.draw_card(surface)
        left, right = self._columns()
        s = self.app.scale
        drawing.blit_text(
            surface,
            font("heading", 30, s),
            tr("Version {version}", version=__version__),
            P.INK,
            left.topleft,
        )
        y = left.top + self.px(48)
        body = font("serif", 19, s)
        limit = self._licence_buttons_top(left) - self.px(50)
        for paragraph in map(tr, CREDITS):
            if y + room.paragraph_height(body, paragraph, left.w, 1.15) > limit:
                break  # a small window: the licences matter more than the last credit lines
            y += room.blit_paragraph(
                surface, body, paragraph, P.INK_SOFT, pygame.Rect(left.left, y, left.w, 0), 1.15
            )
            y += self.px(10)
        self.section_heading(
            surface,
            tr("Licences"),
            (left.left, self._licence_buttons_top(left) - self.px(44)),
            left.w,
        )
        self.section_heading(surface, tr(self.licence.label), right.topleft, right.w)
        below = self._covers_below(right)
        if not below:
            drawing.blit_text(
                surface,
                font("ui", 15, s),
                tr(self.licence.covers),
                P.INK_SOFT,
                (right.right, right.top + self.px(6)),
                "topright",
            )
        else:  # under the heading, wrapped (a large text size)
            top = right.top + font("heading", 25, s).get_linesize() + self.px(8)
            box = pygame.Rect(right.left, top, right.w, 0)
            room.blit_label(surface, font("ui", 15, s), tr(self.licence.covers), P.INK_SOFT, box)
