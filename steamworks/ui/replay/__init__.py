"""The replay viewer's parts (the screen itself is `ui/replay/screen.py`).

- `model`: the game being replayed (every position of its log, told) and the position shown:
  first, back, forward, last, a jump to any step, previous and next round. No pygame.
- `words`: what the side column says about a position. No pygame.
- `branch`: "Play from here": the shown position written as a save of its own. No pygame.
- `slider`: the slider over the whole log, with a tick at each round's start.
- `comparison`: the cards of a move played and a better one, in the side column.
- `shots`: the smoke test's screens of the viewer.
"""
