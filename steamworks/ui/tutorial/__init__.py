"""Lessons and puzzles on the real game table (issue #14).

A guided game is the ordinary Game scene (`scenes.game`) with a guide: the lesson's or the
puzzle's rules sit in a guide object the table consults before it plays any move
(`game.controller.Guide`), and which draws its card over the log and points at the place to
click. Nothing here changes the game except by submitting engine actions through the table.

    table.py         the guided game's session (the lesson's position, the seats) and its scene
    guide.py         what both guides share: the card and its buttons, the pointer, Enter, clicks
    card.py          the guide's card over the log: title, counter, text, answer, buttons
    pointer.py       where a step's pointer lies on the table or in the build panel, the arrow
    lesson_guide.py  a lesson: steps, refusals in words, undo step, restart, skip, next
    puzzle_guide.py  a puzzle: the attempt, the result and stars, the best line step by step
    listing.py       the Tutorial and Puzzles list screens' card of rows
    shots.py         the smoke test's screens of both
"""
