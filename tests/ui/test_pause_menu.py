"""The pause menu's card is sized to its buttons: every button inside it, and no empty area
under the last one ("Quit to Title") beyond the card's margin."""

from __future__ import annotations

import pygame
import pytest

from steamworks.ui.scenes.pause import ITEMS, PauseScene
from tests.support.driver import Driver


@pytest.mark.parametrize("size", [(1600, 900), (1280, 720)])
def test_the_pause_menus_card_fits_its_buttons(make_app, size):
    d = Driver(make_app(size=size))
    d.frames(1)
    d.app.nav.open_pause()
    d.frames(1)
    pause = d.top
    assert isinstance(pause, PauseScene)
    card = pause.card_rect()
    buttons = [pygame.Rect(pause.widget(key).rect) for key, _text in ITEMS]
    for key_text, rect in zip(ITEMS, buttons):
        assert card.contains(rect), f"{key_text[1]} lies outside the card"
    last = buttons[-1]
    below = card.bottom - last.bottom
    # only the card's margin under "Quit to Title": less than one button's height
    assert 0 < below < last.height, (below, last.height)
    # and the first button keeps clear of the title's ornament
    assert buttons[0].top >= pause.content_top()
