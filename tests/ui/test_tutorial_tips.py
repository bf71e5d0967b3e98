"""The guide's card buttons show their tips above the buttons, so that no tip covers a button
(issue #30: Continue's and Restart's tips, drawn under them, lay over Skip and Leave)."""

from __future__ import annotations

import pygame
import pytest

from steamworks.ui.scenes.game import GameScene
from steamworks.ui.tutorial.card import button_tip_box
from tests.support.driver import Driver, fast


def _guided(make_app, size, which: str) -> Driver:
    app = make_app(size=size)
    fast(app)
    d = Driver(app)
    d.frames(1)
    if which == "lesson":
        d.click("tutorial")
        d.click("lesson_0")
    else:
        d.click("puzzles")
        d.top.open_puzzle(0)
        d.frames(1)
    assert isinstance(d.top, GameScene) and d.top.guide is not None
    return d


@pytest.mark.parametrize("size", [(1600, 900), (1280, 720)])
@pytest.mark.parametrize("which", ["lesson", "puzzle"])
def test_no_card_buttons_tip_covers_a_button(make_app, size, which):
    d = _guided(make_app, size, which)
    scene = d.top
    guide = scene.guide
    card = guide._card()
    buttons = guide.buttons()
    others = [
        pygame.Rect(w.rect)
        for w in scene._named.values()
        if getattr(w, "visible", False) and hasattr(w, "rect")
    ]
    assert all(button.tip for button in buttons)
    for index, button in enumerate(buttons):
        widget = scene.widget(button.object_id)
        assert widget.tool_tip_text is None  # not pygame_gui's tip, drawn under the button
        d.hover(widget.rect.center)
        d.frames(30)  # the mouse rests past the tooltip delay
        assert guide.shown_tip() == (index, button.tip), button.object_id
        box, _font, _lines = button_tip_box(card, len(buttons), index, button.tip, d.app.scale)
        assert card.contains(box), button.object_id
        covered = [r for r in others if r.colliderect(box)]
        assert not covered, (button.object_id, covered)
    d.hover((2, 2))
    d.frames(30)
    assert guide.shown_tip() is None
