"""The game's hooks: what the title, new game, load, pause and results screens ask of the game
(start, continue, load, save, leave, quit), connected by `make_hooks` (see `app.installed_hooks`).

Each opens or touches the Game scene (`scenes.game`); the game a new one replaces is kept in
Load first (`scenes.keeping`).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from steamworks.language import mark, tr
from steamworks.rules.setup import GameSetup
from steamworks.session import GameSession
from steamworks.ui.game.saving import SaveDialog
from steamworks.ui.game.toast_style import Notice
from steamworks.ui.hooks import Hooks
from steamworks.ui.scenes.game import GameScene

if TYPE_CHECKING:
    from steamworks.persistence.keep import KeptGame

# (marked English: whoever shows them says them with `tr`)
NOT_SAVED = mark("Lessons and puzzles are not saved: open them again from the Learn menu.")
NOT_LOADED = mark(
    "A saved game cannot be opened from a lesson or a puzzle. Quit to Title first, then choose "
    "Load Game there."
)


def _game_scene(app) -> GameScene | None:
    return app.stack.find(GameScene) if app.stack is not None else None


def open_session(
    app, session: GameSession, notes: tuple[str, ...] = (), kept: str | None = None
) -> None:
    """Show a game: the table, or the results when it is already over. `kept` is the sentence
    saying the game this one replaced is kept in Load (shown on the table for a moment)."""
    if session.state.game_over:
        app.nav.open_results(session, kept=kept)
    else:
        scene = GameScene(app, session)
        app.reset_to(scene)
        if kept:
            scene.controller.toast = (Notice(kept), 0.0)  # information, not an error
    if notes:
        app.nav.show_message(lambda: tr("About this game"), "\n".join(notes))


def _table_in_play(app) -> GameScene | None:
    """The game being played on the stack, or None: not a finished game's table looked at
    again (that one is opened over the results, which replaced every screen)."""
    scene = _game_scene(app)
    return scene if scene is not None and not scene.read_only else None


def _session_from_loaded(loaded) -> GameSession:
    from steamworks.persistence.errors import ReplayMismatch

    session = GameSession.from_log(loaded.setup, loaded.log)  # with the hints used
    if session.state != loaded.state:
        raise ReplayMismatch(
            tr("This save's moves do not lead to the game it describes; it cannot be resumed.")
        )
    return session


def _keep_in_progress(app, opening: Path | None = None) -> tuple[str | None, KeptGame | None]:
    """Keep the game a new one replaces (keeping.py), never changing the save `opening`; its
    sentence and where it went. Raises GameNotKept (the hook's dialog says why, and nothing new
    opens)."""
    from steamworks.ui.scenes import keeping

    table = _table_in_play(app)
    kept = keeping.keep_game_in_progress(app, table.session.record if table else None, opening)
    return (keeping.notice(app) if kept is not None else None), kept


def start_game(app, setup: GameSetup) -> None:
    """New game or rematch: the game in progress is kept in Load first."""
    sentence, _ = _keep_in_progress(app)
    open_session(app, GameSession(setup), kept=sentence)


def continue_game(app, path: Path) -> None:
    from steamworks.persistence import saves

    loaded = saves.load_autosave()
    if loaded is None:
        raise ValueError("There is no game in progress to continue.")
    open_session(app, _session_from_loaded(loaded), loaded.notes)


def load_game(app, path: Path) -> None:
    """Open a save. It is read and checked first (a bad file changes nothing); then the game in
    progress is kept in Load, never by changing the save being opened (an earlier point of the
    same game opens as the player chose it; the later point gets a save of its own)."""
    from steamworks.persistence import saves

    loaded = saves.load_game(path)  # SaveError: the message dialog explains, nothing changes
    session = _session_from_loaded(loaded)
    sentence, kept = _keep_in_progress(app, Path(path))
    if kept is not None and Path(kept.path).resolve() == Path(path).resolve():
        from steamworks.ui.scenes import keeping

        sentence = None  # the game being opened is exactly the one in progress: nothing to tell
        keeping.forget(app)
    open_session(app, session, loaded.notes, kept=sentence)


def in_guided_game(app) -> bool:
    """Whether the game on the table is a lesson or a puzzle (which is never saved, and which
    a loaded game must not replace from its own pause menu)."""
    scene = _game_scene(app)
    return scene is not None and scene.guide is not None


def save_game(app) -> str | None:
    scene = _game_scene(app)
    if scene is None:
        raise ValueError("There is no game on the table to save.")
    if in_guided_game(app):
        app.nav.show_message(lambda: tr("Not saved"), lambda: tr(NOT_SAVED))
        return None
    if scene.save_refusal is not None:
        refusal = scene.save_refusal
        app.nav.show_message(lambda: tr("Not saved"), lambda: tr(refusal))
        return None
    app.push(SaveDialog(app, scene.session))
    return None


def leave_game(app) -> None:
    scene = _game_scene(app)
    if scene is not None:
        scene.leave()


def before_quit(app) -> None:
    scene = _game_scene(app)
    if scene is not None:
        scene.leave()


def make_hooks() -> Hooks:
    """The hooks the title, new game, load and pause screens call (see app.installed_hooks)."""
    return Hooks(
        start_game=start_game,
        continue_game=continue_game,
        load_game=load_game,
        save_game=save_game,
        leave_game=leave_game,
        before_quit=before_quit,
    )
