"""The smoke test's check of pygame_gui buttons (ui/smoke.py): pygame_gui clips words wider than
their button without a word, so the smoke test measures each button's words itself. It finds a
cut word and passes the title as it is drawn."""

from __future__ import annotations

import pygame
import pygame_gui

from steamworks.ui.smoke import button_overflows


def test_a_word_wider_than_its_button_is_reported(make_app):
    app = make_app(size=(1280, 720))
    assert button_overflows(app) == []  # the title's buttons fit
    pygame_gui.elements.UIButton(
        pygame.Rect(10, 10, 60, 30), "Einstellungen und noch mehr", manager=app.manager
    )
    found = button_overflows(app)
    assert len(found) == 1 and "'Einstellungen und noch mehr'" in found[0]


def test_words_taller_than_their_button_are_reported(make_app):
    """A line of words whose letters stand over the button's border (the button kept its design
    height while the text grew) is found, though its width fits; one that fits is not."""
    app = make_app(size=(1280, 720))
    low = pygame_gui.elements.UIButton(pygame.Rect(10, 10, 400, 12), "Regeln", manager=app.manager)
    found = button_overflows(app)
    assert len(found) == 1 and "'Regeln' needs" in found[0] and "high" in found[0]
    low.set_dimensions((400, 60))
    assert button_overflows(app) == []
