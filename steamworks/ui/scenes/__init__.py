"""The screens of the game outside the table: title, new game, settings, load, pause, results
and message dialogs. Each module holds one scene; `common` holds what they share.

Modules are imported when their screen first opens (see `steamworks.ui.navigation`), so nothing here
imports the scenes eagerly.
"""
