"""The spoken table (issue #34, item 5): everything a player who plays by ear hears.

- `words`: the sentences, made from the game's state and the game's own texts (the tooltips,
  the story of the game, the engine's refusals): what the focus is on, whose turn it is, the
  query keys' answers (my supply, the belts, the clock, the prestige, a player's devices).
- `menu`: the choices of the decision on the table, each in words with the engine action it
  plays, so a player can answer any decision by ear.
- `listener`: which of those sentences to say now, from one snapshot of the table to the next.
- `voice`: the speech output (a screen reader, the platform's speech engine, or silence), on a
  worker thread of its own.

Text in, text out: nothing in this package loads pygame (tests/ui/speech checks it), so the
tests hear exactly what a player would, without a display or a speech engine.
"""
