"""`Hooks`: what the screens ask of the game (start, continue, load, save, leave, quit).

Kept apart from `app.py` so the game scene can supply its hooks without importing the app,
which imports every scene (an import circle otherwise). The app wires them up at start-up.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

if TYPE_CHECKING:
    from steamworks.rules.setup import GameSetup


@attrs.define
class Hooks:
    """What the screens ask of the game. The game module connects these; any left as None
    makes the button show a 'not available yet' message.

    Every hook receives the App first. A hook that raises shows its error to the player in a
    message dialog (the exception's text is the message, so make it readable), and the screen
    stays where it was.
    """

    # New game -> Start: build the game from the setup and show it (e.g. app.replace(GameScene)).
    start_game: Callable[[Any, GameSetup], None] | None = None
    # Title -> Continue: resume the autosave at this path.
    continue_game: Callable[[Any, Path], None] | None = None
    # Load screen -> Load: open the save file at this path.
    load_game: Callable[[Any, Path], None] | None = None
    # Pause -> Save: save the running game; return a short confirmation (or None).
    save_game: Callable[[Any], str | None] | None = None
    # Pause -> Quit to title, before the game scene is left (autosave, stop AI threads...).
    leave_game: Callable[[Any], None] | None = None
    # The window is closing (any screen): last chance to autosave.
    before_quit: Callable[[Any], None] | None = None
