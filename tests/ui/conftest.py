"""Fixtures for the UI tests: a headless window, a throwaway data folder, synthetic input.

The environment is set at import, before anything imports pygame: SDL's dummy video and
audio drivers (no window, no sound card needed) and a data folder in a temporary directory so
no test ever touches a real settings file or save. Each test then gets its own data folder.
"""

from __future__ import annotations

import os
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
# the first launch speaks the system's language (ui/language_choice.py): the tests' is English
os.environ["LANGUAGE"] = "en"
os.environ.setdefault("STEAMWORKS_DATA_DIR", tempfile.mkdtemp(prefix="steamworks-ui-tests-"))

from collections.abc import Iterator
from pathlib import Path

import pytest

from steamworks.language import set_language
from tests.support.driver import Driver


@pytest.fixture
def pseudo(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The pseudo-language for one test (every sentence about 40% longer, accented, in
    brackets); an app opened in the test speaks it too, as `--language pseudo` makes it (the
    app chooses its language when it opens). English and 100% text again after it."""
    from steamworks.language import PSEUDO
    from steamworks.ui import language_choice
    from steamworks.ui.art import fonts

    monkeypatch.setattr(language_choice, "starting_language", lambda *args, **kwargs: PSEUDO)
    set_language(PSEUDO)
    try:
        yield
    finally:
        set_language("en")
        fonts.set_text_gain(1.0)  # the text gain is the font module's: the next test's is 100%


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets an empty data folder of its own."""
    folder = tmp_path / "data"
    monkeypatch.setenv("STEAMWORKS_DATA_DIR", str(folder))
    return folder


@pytest.fixture
def make_app(data_dir: Path):
    """A factory for opened apps (closed after the test), with settings in the data folder."""
    from steamworks.ui.app import App, Hooks, LaunchOptions
    from steamworks.ui.settings import SettingsStore

    opened = []

    def factory(
        size: tuple[int, int] = (1600, 900),
        hooks: Hooks | None = None,
        scene: str = "title",
        dev: bool = False,
    ):
        data_dir.mkdir(parents=True, exist_ok=True)
        store = SettingsStore(data_dir / "settings.json")
        app = App(
            LaunchOptions(window_size=size, fullscreen=False, scene=scene, dev=dev),
            hooks=hooks,
            store=store,
        )
        app.open()
        opened.append(app)
        return app

    yield factory
    for app in opened:
        app.close()
    if opened:
        # the text gain is the font module's, set by an app at a large text size: the next
        # test (an app's or a bare measurement's) starts at 100%
        from steamworks.ui.art import fonts

        fonts.set_text_gain(1.0)


@pytest.fixture
def driver(make_app) -> Iterator[Driver]:
    d = Driver(make_app())
    d.frames(1)
    yield d


@pytest.fixture
def english_after() -> Iterator[None]:
    """English again after the test, whatever happens (the language is the whole game's)."""
    try:
        yield
    finally:
        set_language("en")


@pytest.fixture
def quick_runs(monkeypatch: pytest.MonkeyPatch) -> list:
    """Analyses at the quickest setting (one sampled world a decision), and the runners made
    (the analysis screen's tests and its spoken tests)."""
    from steamworks.ui.analysis import runner as runner_module
    from steamworks.ui.analysis import screen as analysis_scene

    made = []

    class Quick(runner_module.AnalysisRunner):
        def __init__(self, setup, entries, **kw):
            super().__init__(setup, entries, **{**kw, "seconds": None, "samples": 1})
            made.append(self)

    monkeypatch.setattr(analysis_scene, "AnalysisRunner", Quick)
    return made
