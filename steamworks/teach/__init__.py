"""Learning to play: the tutorial's lessons, the one-turn puzzles, their solver and progress.

Pure and headless (no pygame): the screens that show a lesson or a puzzle drive the classes
here and submit actions to the real engine through them. The data files live beside the code:
`positions/` holds scenario files (docs/scenarios.md), `lessons/` and `puzzles/` the files
that play them (docs/teach.md).
"""
