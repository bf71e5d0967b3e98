"""The game table's parts, used by `steamworks.ui.scenes.game` (the Game scene) and
`steamworks.ui.scenes.results`.

- `layout`: where everything goes, as plain rectangles (no pygame): the main board, the
  persona board, the other players, the side column, the draft cards, the build panel;
- `tableau_layout`: where each player's devices go on the tableau (no pygame);
- `targets`: which on-screen places answer the current decision, each with its engine actions;
- `prompt`: what the side column asks and which buttons it offers, for every decision frame;
- `tooltips`: the words shown after a short hover over tiles, spaces and sources;
- `keyboard`: the reading order in which Tab and the arrows move the keyboard focus ring
  (`steamworks.ui.focus`) over the targets and the prompt's buttons;
- `views`: drawing the table from the state (pygame), a package with a module per part;
- `log_panel`: the game log's lines and its scrolling (wheel, scroll bar, keys, "Newest");
- `animation`: short tweens (a tile sliding, a mechanic hopping, floating gains) from the
  difference between two states;
- `controller`: the game on the table without pygame (turn flow, undo, the AI and its pace,
  autosave, announcements), which the Game scene listens to;
- `ai_worker`: runs an AI agent on a worker thread so the window never freezes;
- `pacing`: when an AI's move may be shown, and when the table has settled for a human's turn;
- `confirm`: the warning before a move that cannot be undone, and the optional question;
- `autosave`: the autosave after every action, off the UI thread; `saving`: named saves;
- `table_events`: the queue of the story's table events (a round's end, a new age), which
  `announce` draws with the hot-seat "your turn" card;
- `sample_games`: seeded games for the smoke test's screenshots and the UI tests.

The build and add decisions are answered in the build panel (`steamworks.ui.build`).

The table never changes the game except by submitting engine actions through `GameSession`.
"""
