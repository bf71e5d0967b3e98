"""A hint's numbers on the table sit on the quietest spot of their places (never on the top
edge, where a header, a belt's prices or another row's labels lie), and its panel fits its
reasons at 1280x720. Driven through the real Game scene, headless."""

from __future__ import annotations

import pygame
import pytest

from steamworks.session import GameSession
from steamworks.ui.game.hint_badges import badge_size, badge_spot, detail
from steamworks.ui.game.hint_panel import SMALLEST, TIGHT_GAP, TIGHT_PAD
from steamworks.ui.game.hint_worker import HintWorker
from steamworks.ui.game.sample_games import smoke_session
from tests.support.driver import open_game, table_setup
from tests.support.hints import HeldWorker


def disc(centre: tuple[int, int], size: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, size, size)
    rect.center = centre
    return rect


def test_a_badge_avoids_the_words_and_numbers_on_its_place():
    surface = pygame.Surface((300, 200))
    surface.fill((200, 190, 160))
    box = pygame.Rect(50, 40, 130, 120)
    pygame.font.init()
    font = pygame.font.Font(None, 24)
    words = [pygame.Rect(58, 60 + 22 * k, 110, 18) for k in range(3)]
    for rect in words:  # three lines of text from the top left, as on a persona space
        surface.blit(font.render("Take the tile", True, (20, 20, 20)), rect)
    number = pygame.Rect(54, 44, 14, 14)
    pygame.draw.circle(surface, (40, 30, 20), number.center, 7)
    spot = disc(badge_spot(surface, box, 28), 28)
    assert spot.colliderect(box)
    assert spot.collidelist(words) == -1 and not spot.colliderect(number)
    # a second badge on the same place takes another spot
    other = disc(badge_spot(surface, box, 28, taken=[spot]), 28)
    assert not other.colliderect(spot) and other.collidelist(words) == -1


def test_a_flat_picture_has_no_detail_and_a_small_place_a_smaller_badge():
    flat = pygame.Surface((40, 40))
    flat.fill((90, 90, 90))
    assert detail(flat, pygame.Rect(5, 5, 20, 20)) == 0.0
    assert badge_size(28, pygame.Rect(0, 0, 48, 48)) == 24
    assert badge_size(28, pygame.Rect(0, 0, 30, 30)) == 20  # never below the smallest
    assert badge_size(28, pygame.Rect(0, 0, 200, 90)) == 28


@pytest.mark.parametrize("size", [(1600, 900), (1280, 720)])
def test_the_numbers_on_the_table_sit_on_quieter_spots_than_the_top_edge(make_app, size):
    d = open_game(make_app, GameSession(table_setup()), size=size)
    scene = d.top
    worker = HeldWorker()
    scene.hint.worker = worker
    d.frames(1)
    table = d.app.screen.copy()  # the table with no hint mark on it
    d.key(pygame.K_h)
    worker.answer()
    d.frames(2)
    places = scene.hint_places()
    assert len(places) == 3
    key, spots = scene.hint_panel.badge_spots
    s = d.app.scale
    full = max(20, round(28 * s))
    for i, rect in places:
        box = pygame.Rect(rect.rounded()).inflate(round(8 * s), round(8 * s))
        size_here = badge_size(full, box)
        here = disc(spots[i], size_here)
        assert here.colliderect(box)  # on (or across the lower edge of) its own place
        assert here.top >= box.top  # never over what lies above the place
        old = disc(box.midtop, size_here)  # where the number used to sit
        assert detail(table, here) <= detail(table, old)
    # the three numbers never cover one another
    discs = [disc(spots[i], badge_size(full, pygame.Rect(r.rounded()))) for i, r in places]
    assert all(a.collidelist([b for b in discs if b is not a]) == -1 for a in discs)


def hint_on_the_smoke_table(make_app):
    """The smoke test's four-player table at 1280x720, the real coach's hint asked with H
    and answered (one pass, as a test must: no clock)."""
    d = open_game(make_app, smoke_session(4, 7, 80), size=(1280, 720))
    scene = d.top
    scene.hint.worker = HintWorker(seconds=None)
    d.key(pygame.K_h)
    for _ in range(600):
        if not scene.hint.thinking:
            break
        d.frames(1)
        pygame.time.wait(10)
    return d, scene


def test_the_hint_panel_fits_its_reasons_at_1280x720(make_app):
    """The real coach on the smoke test's table: at 1280x720 every choice fits the panel; the
    marked one says all of its reason, the others what they gain now or, short of room, no
    reason at all."""
    d, scene = hint_on_the_smoke_table(make_app)
    assert scene.hint.shown
    d.frames(1)
    panel = scene.hint_panel
    card = panel.card
    assert card is not None
    rows = [rect for _i, rect in panel._rows]
    assert len(rows) == 3 and all(rect.bottom <= card.bottom for rect in rows)
    marked = scene.hint.suggestions[scene.hint.chosen]
    s = panel.scale
    width = card.w - 32 * s
    room = card.bottom - 10 * s - (card.y + 54 * s)
    words_size, reason_size, laid = panel._fit(scene.hint, width, room)
    said = [" ".join(reason) for _words, reason, _h in laid]
    assert said[scene.hint.chosen] == marked.reason
    others = [i for i in range(3) if i != scene.hint.chosen]
    for i in others:
        assert said[i] in (scene.hint.suggestions[i].reason, scene.hint.suggestions[i].now, "")
    if any(said[i] == "" for i in others):
        # words alone only when even what they gain now, closest together, leaves no room
        assert (
            tightest(scene.hint_panel, scene.hint, width, others, (words_size, reason_size))[0]
            > room
        )


def tightest(panel, hint, width, others, sizes=(SMALLEST, SMALLEST)) -> tuple[float, float]:
    """The heights of the choices closest together, the marked one whole and `others` saying
    what they gain now, then saying no reason."""
    panel._spacing = (TIGHT_GAP, TIGHT_PAD)
    with_now = panel._height(panel._lay(hint, width, *sizes, short=others))
    bare = panel._height(panel._lay(hint, width, *sizes, short=(), bare=others))
    return with_now, bare


def test_the_choices_not_marked_give_way_to_the_marked_ones_reason(make_app):
    """Room for the marked choice's whole reason only if the others say none: they show their
    words and worth, and a click on one shows its reason (the same table as above, its card
    made shorter)."""
    d, scene = hint_on_the_smoke_table(make_app)
    panel, hint = scene.hint_panel, scene.hint
    s = panel.scale
    width = panel.card.w - 32 * s
    chosen = hint.chosen
    others = [i for i in range(3) if i != chosen]
    with_now, bare = tightest(panel, hint, width, others)
    assert bare < with_now
    _w, _r, laid = panel._fit(hint, width, (bare + with_now) / 2)
    said = [" ".join(reason) for _words, reason, _h in laid]
    assert said[chosen] == hint.suggestions[chosen].reason
    assert all(said[i] == "" and laid[i][0] for i in others)  # their words, no reason
    # with no room even for that, the marked one says what it gains now, the others nothing
    _w, _r, laid = panel._fit(hint, width, bare - 1)
    said = [" ".join(reason) for _words, reason, _h in laid]
    assert said[chosen] == hint.suggestions[chosen].now
    assert all(said[i] == "" for i in others)
    # a click on another choice marks it: its whole reason is said, the others' give way
    d.frames(1)
    other = others[0]
    d.click_at(pygame.Rect(dict(panel._rows)[other].rounded()).center)
    d.frames(1)
    assert hint.chosen == other
    rest = [i for i in range(3) if i != other]
    with_now, bare = tightest(panel, hint, width, rest)
    _w, _r, laid = panel._fit(hint, width, (bare + with_now) / 2)
    said = [" ".join(reason) for _words, reason, _h in laid]
    assert said[other] == hint.suggestions[other].reason
    assert all(said[i] == "" for i in rest)
