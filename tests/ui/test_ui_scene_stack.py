"""The scene stack: lifecycle order, what gets drawn, and input routing through pygame_gui."""

from __future__ import annotations

import pygame
import pytest

from steamworks.ui.scene import Scene, SceneStack


class Recorder:
    """A bare scene that writes every lifecycle call into a shared log."""

    def __init__(self, name: str, log: list[str], opaque: bool = True) -> None:
        self.name = name
        self.log = log
        self.opaque = opaque

    def enter(self):
        self.log.append(f"{self.name}.enter")

    def exit(self):
        self.log.append(f"{self.name}.exit")

    def pause(self):
        self.log.append(f"{self.name}.pause")

    def resume(self):
        self.log.append(f"{self.name}.resume")


def test_lifecycle_order():
    log: list[str] = []
    stack = SceneStack()
    a, b, c = (Recorder(n, log) for n in "abc")
    stack.push(a)
    stack.push(b)
    assert log == ["a.enter", "a.pause", "b.enter"]
    log.clear()
    stack.replace(c)
    assert log == ["b.exit", "c.enter"]  # the scene below is not disturbed
    log.clear()
    assert stack.pop() is c
    assert log == ["c.exit", "a.resume"]
    assert stack.top is a and len(stack) == 1
    log.clear()
    stack.push(b)
    stack.clear()
    assert log == ["a.pause", "b.enter", "b.exit", "a.exit"]
    assert stack.top is None
    with pytest.raises(IndexError):
        stack.pop()


def test_visible_scenes_start_at_the_highest_opaque_one():
    log: list[str] = []
    stack = SceneStack()
    title = Recorder("title", log)
    game = Recorder("game", log)
    pause = Recorder("pause", log, opaque=False)
    message = Recorder("message", log, opaque=False)
    for scene in (title, game, pause, message):
        stack.push(scene)
    assert stack.visible() == [game, pause, message]
    assert stack.find(Recorder) is message


class SpyScene(Scene):
    """A real scene that counts draws and offers one button."""

    def __init__(self, app, name: str, opaque: bool = True) -> None:
        super().__init__(app)
        self.name = name
        self.opaque = opaque
        self.draws = 0
        self.pressed = 0
        self.unconsumed: list[int] = []

    def build(self) -> None:
        self.add_button(
            pygame.Rect(100, 100, 200, 60), self.name, self.on_press, object_id="button"
        )

    def on_press(self) -> None:
        self.pressed += 1

    def draw(self, surface) -> None:
        self.draws += 1
        surface.fill((10, 20, 30))

    def handle_event(self, event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.unconsumed.append(event.type)
        return super().handle_event(event)


def test_scenes_under_an_opaque_scene_are_not_drawn(driver):
    app = driver.app
    below = SpyScene(app, "below")
    app.reset_to(below)
    driver.frames(2)
    assert below.draws == 2
    app.push(SpyScene(app, "cover", opaque=True))
    driver.frames(3)
    assert below.draws == 2  # hidden completely: never drawn
    app.pop()
    overlay = SpyScene(app, "overlay", opaque=False)
    app.push(overlay)
    driver.frames(3)
    assert below.draws == 2 + 3 and overlay.draws == 3  # seen through the overlay


def test_draw_does_not_change_state(driver):
    app = driver.app
    scene = app.stack.top
    before = (len(app.stack), scene.__dict__.copy())
    surface = pygame.Surface(app.window_size)
    app.draw(surface)
    app.draw(surface)
    assert (len(app.stack), scene.__dict__) == before


def test_a_widget_consumes_its_click_and_the_scene_sees_the_rest(driver):
    app = driver.app
    scene = SpyScene(app, "spy")
    app.reset_to(scene)
    driver.frames(1)
    driver.click("button")
    assert scene.pressed == 1
    assert scene.unconsumed == []  # the button took both the press and the release
    driver.click_at((700, 600))  # empty table
    assert scene.unconsumed == [pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP]
    assert scene.pressed == 1


def test_covered_scene_widgets_are_hidden_and_inert(driver):
    app = driver.app
    below = SpyScene(app, "below")
    app.reset_to(below)
    driver.frames(1)
    button = below.widget("button")
    app.push(SpyScene(app, "overlay", opaque=False))
    driver.frames(1)
    assert not button.visible
    driver.click_at((150, 200))  # where below's button sits, but the overlay has no widget there
    assert below.pressed == 0
    app.pop()
    driver.frames(1)
    assert below.widget("button").visible
    driver.click("button")
    assert below.pressed == 1


def test_enter_activates_the_default_button_and_escape_pops(driver):
    app = driver.app

    class WithDefault(SpyScene):
        def build(self) -> None:
            self.add_button(
                pygame.Rect(100, 100, 200, 60), "Go", self.on_press, object_id="go", default=True
            )

    scene = WithDefault(app, "default")
    app.push(scene)
    driver.frames(1)
    driver.key(pygame.K_RETURN)
    assert scene.pressed == 1
    scene.widget("go").disable()
    driver.key(pygame.K_RETURN)
    assert scene.pressed == 1  # a disabled default button does nothing
    driver.key(pygame.K_ESCAPE)
    assert app.stack.top is not scene
