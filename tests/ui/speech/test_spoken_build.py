"""Building a device by keys alone, each step heard: the build panel's ring stops (the tray's
tiles, the grid's cells, the buttons), a tile in hand, placed at a cell with each contact joined
or why not, sent back, the status line and the device's worth, then Enter builds it. The
player works only from what the voice says: the decision's choice "Build with ..." names the
tiles; the ring's stops say where each one is."""

from __future__ import annotations

import re

import pygame

from steamworks.rules import actions as A
from steamworks.rules.connectors import STEPS
from steamworks.session import GameSession
from tests.support.driver import open_game, table_setup
from tests.ui.speech.test_spoken_game import Ear


def walk(ear: Ear) -> list[str]:
    """Tab once round the panel's ring: each stop as said (the ring ends where it began)."""
    stops: list[str] = []
    for _ in range(80):
        said = ear.press(pygame.K_TAB)
        stop = said[-1] if said else ""
        if stops and stop == stops[0]:
            return stops
        stops.append(stop)
    raise AssertionError("the ring never came round")


def go_to(ear: Ear, stops: list[str], index: int) -> list[str]:
    """From stop 0 (where a walk ends) Tab on to stop `index`, then press Space: what was said."""
    for _ in range(index):
        ear.press(pygame.K_TAB)
    return ear.press(pygame.K_SPACE)


def stop_for(stops: list[str], start: str) -> int:
    return next(i for i, stop in enumerate(stops) if stop.startswith(start))


def test_building_a_device_by_keys_and_ear(make_app, recorder):
    session = GameSession(table_setup())
    session.submit(A.PlacePersona(2))  # Ada, on Eva's space: she may build now
    d = open_game(make_app, session, size=(1280, 720))
    d.app.change_settings(spoken_mode=True)
    ear = Ear(d, recorder)
    d.frames(2)
    ear.new()
    answer = ear.press(pygame.K_w)[-1]
    build = next(part for part in answer.split(": ") if part.startswith("Build with"))
    first, second = build.removeprefix("Build with ").split(" and ")
    second = second.split(".")[0]
    # the first tile, from the tray, to the first empty cell
    stops = walk(ear)
    assert any(stop.startswith("Row ") for stop in stops), stops
    assert go_to(ear, stops, stop_for(stops, f"In your supply: {first}")) == [f"{first} in hand."]
    stops = walk(ear)
    middle = len([stop for stop in stops if stop.startswith("Row ")]) // 2
    said = go_to(ear, stops, [i for i, s in enumerate(stops) if s.startswith("Row ")][middle])
    placed = re.match(rf"{first} placed at row (\d+), column (\d+)\.", said[0])
    assert placed, said
    row, column = int(placed[1]), int(placed[2])
    beside = [f"Row {row + dr}, column {column + dc}: empty." for dr, dc in STEPS]
    # the second tile: tried in each empty cell until it is heard joined and the device legal
    built = False
    for attempt in range(8):
        stops = walk(ear)
        said = go_to(ear, stops, stop_for(stops, f"In your supply: {second}"))
        assert said[-1] == f"{second} in hand.", said
        stops = walk(ear)
        # the cells beside the first tile, as heard
        empty = [i for i, stop in enumerate(stops) if stop in beside]
        assert empty, stops
        said = go_to(ear, stops, empty[attempt % len(empty)])
        assert said[0].startswith(f"{second} placed at row "), said
        if any(t.startswith("Joined to") for t in said) and any(
            t.startswith("The device is worth") for t in said
        ):
            before = len(session.log)
            ear.press(pygame.K_RETURN)  # Build
            built = len(session.log) > before
            break
        # not joined: in hand again from its cell (the ring is on it), and sent back
        assert ear.press(pygame.K_SPACE)[-1].startswith(f"{second} in hand, from row ")
        assert ear.press(pygame.K_DELETE)[0] == f"{second} back in your supply."
    assert built
    assert any(text.startswith("Ada builds device") for text in ear.new() + recorder.said)
