"""The title's name fits the window at every interface scale the Settings offer.

At 110% in a 1600x900 window the menu is pushed up and "STEAM WORKS" was drawn with its
letters' tops cut off by the window's edge. These tests draw the name, the motto (or the
"kept in Load" line in its place) and the rule under it on a transparent layer, exactly as the
title does, and check where the ink landed: inside the window with a margin above, and above
the menu's plate.
"""

from __future__ import annotations

import pygame
import pytest

from steamworks.ui.scenes import keeping
from steamworks.ui.scenes.title import TITLE_MARGIN, TitleScene
from steamworks.ui.settings import UI_SCALES

SIZES = [(1280, 720), (1600, 900)]
LONG_NOTICE = keeping.kept_sentence(["Ada", "Lady Cogsworth", "Dr Tinkerton", "Brunel"])


@pytest.mark.parametrize("notice", [None, LONG_NOTICE], ids=["motto", "kept-notice"])
@pytest.mark.parametrize("ui_scale", [value for _, value in UI_SCALES])
@pytest.mark.parametrize("size", SIZES)
def test_the_name_and_the_line_under_it_fit_above_the_menu(make_app, size, ui_scale, notice):
    app = make_app(size=size)
    app.change_settings(ui_scale=ui_scale)
    app.frame(1 / 60)
    scene = app.stack.top
    assert isinstance(scene, TitleScene)
    layer = pygame.Surface(size, pygame.SRCALPHA)
    scene._draw_logo(layer, notice)
    drawn = layer.get_bounding_rect(min_alpha=128)  # letters, motto, rule (not the faint glow)
    margin = scene.px(TITLE_MARGIN) - 1
    assert drawn.top >= margin, f"the name's top is at y={drawn.top}, cut or crowding the edge"
    assert drawn.left >= 0 and drawn.right <= size[0], drawn
    plate_top = scene.menu_rect.top - scene.px(26)
    assert drawn.bottom <= plate_top, (
        f"the logo reaches y={drawn.bottom}, the menu starts at {plate_top}"
    )
    # the layout the drawing used says the same
    layout = scene.logo_layout(size[0])
    assert layout.ink.top >= margin and layout.rule_y < plate_top


def test_the_name_keeps_its_design_place_when_there_is_room(make_app):
    """At 100% in 1600x900 nothing moves: the letters are centred px(192) above the menu."""
    app = make_app(size=(1600, 900))
    app.frame(1 / 60)
    scene = app.stack.top
    layout = scene.logo_layout(1600)
    assert layout.rect.centery == scene.menu_rect.top - scene.px(192)
    assert layout.image.get_height() == layout.rect.h
