"""Keeping the game in progress when another game takes its place, and saying so.

The game's hooks (`start_game`, `load_game` in ui/scenes/game_hooks.py) call `keep_game_in_progress`
before they open a new table: the game on the table (or, from the title, the one in the
autosave) is written as a save of its own by `persistence.keep`, which decides its name and
never writes the same game twice. If it cannot be written, `GameNotKept` is raised with a
sentence for the player, and the hook opens nothing, so the game in progress is never lost.

The players of the kept game are remembered for the app, and `notice` words the sentence "Your
game with Ada and Brunel is kept in Load." in the language spoken when it is shown: the new
table shows it at once and the title shows it until the Load screen is opened. Nothing here
imports pygame.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from steamworks.language import listing, tr
from steamworks.persistence import keep, saves
from steamworks.persistence.errors import SaveError

if TYPE_CHECKING:
    from steamworks.persistence.record import GameRecord

log = logging.getLogger(__name__)

# app -> the players of the game latest kept in Load (weak: a closed app takes its notice with
# it); the sentence is worded when shown, so a change of language words it again
_NOTICES: weakref.WeakKeyDictionary[Any, tuple[str, ...]] = weakref.WeakKeyDictionary()


class GameNotKept(Exception):
    """The game in progress could not be kept; str() says so to the player."""


def players_phrase(names: Sequence[str]) -> str:
    """'Ada', 'Ada and Brunel', 'Ada, Brunel and Cyd', joined the way the language joins a list."""
    return listing([name.strip() or tr("Player") for name in names])


def kept_sentence(names: Sequence[str]) -> str:
    # translators: {players} are the players' names, joined as a list ("Ada and Brunel")
    return tr("Your game with {players} is kept in Load.", players=players_phrase(names))


def notice(app) -> str | None:
    """The latest 'kept in Load' sentence for this app, if the player has not opened Load since."""
    names = _NOTICES.get(app)
    return None if names is None else kept_sentence(names)


def remember(app, names: Sequence[str]) -> None:
    """The game of these players was kept in Load: `notice` says so until Load is opened."""
    _NOTICES[app] = tuple(names)


def forget(app) -> None:
    """The player has opened Load: the notice has done its work."""
    _NOTICES.pop(app, None)


def autosave_summary():
    """The quick summary of the game in the autosave (players, age, round), or None when there
    is none or it cannot be read (the title and New game screens only describe it)."""
    from steamworks.persistence import paths

    try:
        path = paths.autosave_path()
        return saves.read_summary(path) if path.is_file() else None
    except (SaveError, OSError):
        return None


def will_keep_sentence() -> str | None:
    """'Your game with Ada and Brunel will be kept in Load.' when starting a new game now would
    keep the game in the autosave (it has moves and is not over), else None."""
    summary = autosave_summary()
    if summary is None or summary.actions == 0 or summary.game_over:
        return None
    # translators: {players} are the players' names, joined as a list ("Ada and Brunel")
    return tr(
        "Your game with {players} will be kept in Load.", players=players_phrase(summary.players)
    )


def _game_in_progress(playing: GameRecord | None):
    """(setup, log entries, state) of the game that a new one would replace, or None.

    The table's own record when a game is being played (`playing`) (its autosave may lag a move behind),
    else the autosave's game. A damaged autosave chain cannot be resumed anyway: it is left
    where it is (the next autosaves rotate it away) and nothing is kept from it.
    """
    if playing is not None:
        # kept from the session itself, so a pending autosave does not matter; the AI is left
        # thinking, because if keeping fails the game goes on as it was
        return playing.setup, playing.log, playing.state
    try:
        loaded = saves.load_autosave()
    except SaveError as exc:
        log.warning("the autosave cannot be loaded, so it is not kept: %s", exc)
        return None
    if loaded is None:
        return None
    return loaded.setup, loaded.log, loaded.state


def keep_game_in_progress(app, playing: GameRecord | None, opening=None) -> keep.KeptGame | None:
    """Keep the game a new one is about to replace (see the module docstring). Returns where it
    went (None when there was no game, or no move had been made in it). `opening` is the save
    about to be opened, which keeping never changes; `playing` the record of the game on the
    table, if one is being played. Raises GameNotKept."""
    game = _game_in_progress(playing)
    if game is None:
        return None
    setup, entries, state = game
    try:
        kept = keep.keep_game(setup, entries, state, opening=opening)
    except SaveError as exc:
        # translators: {problem} is why the save could not be written (a sentence of its own)
        raise GameNotKept(
            tr(
                "Your game in progress could not be kept, so nothing new was opened and it is "
                "still there. {problem}",
                problem=exc,
            )
        ) from None
    if kept is not None:
        names = [seat.name for seat in setup.seats]
        remember(app, names)
    return kept
