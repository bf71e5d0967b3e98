"""Persistence: where Steam Works keeps its files, and saved games that are never lost.

- `paths`: the data folder (`saves/` in a checkout, the per-user data folder when packaged),
  the settings file and the autosave beside the saves;
- `saves`: the API the UI calls (save_game, load_game, autosave, load_autosave, named slots);
- `record`: `GameRecord`, a game with its action log, and `LogEntry` (session.py builds on it);
- `savefile`: the save format (encode, and decode with every check), `LoadedGame`;
- `convert`: the project's one cattrs converter (strict, actions and frames as tagged unions);
- `migrations`: the format version and the step-by-step upgrades of older saves;
- `validate`: impossible-value checks; `log_check`: the save checker, a log replayed against
  its snapshot;
- `atomic`: crash-safe writes; `errors`: `SaveError` and its subclasses.

The `steamworks replay SAVE` command that prints a save's story is steamworks/cli/replay.py.

See docs/saves.md. Nothing in this package imports pygame.
"""
