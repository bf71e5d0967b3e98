"""One line about an AI level for the new-game screen: its rating on the ladder, in words.

The words come from the checked ladder file (`steamworks.ai.ladder_file`, shown by
`steamworks.ai.ladder_words`): "Hard: about 400 points above Medium; wins 4 of 5 games
against it." A level the ladder does not rate falls back to its measured label
(`steamworks.ai.strength`), then to what it does. A level that thinks for several seconds a
move says so, so nobody takes Expert's pauses for a hung game.
"""

from __future__ import annotations

from steamworks.ai.ladder_file import shipped_ladder
from steamworks.ai.ladder_words import level_line
from steamworks.ai.levels import LEVELS, Level
from steamworks.ai.strength import strength_label

LONG_THINK = 3.0  # seconds a move from which the note says how long the level thinks


def thinking_words(level: Level) -> str | None:
    if level.seconds is None or level.seconds < LONG_THINK:
        return None
    return f"Thinks about {round(level.seconds)} seconds a move."


def level_note(controller: str) -> str | None:
    """One line about an AI seat's level (controller "ai:<level>"); None for a person."""
    level = LEVELS.get(controller.removeprefix("ai:")) if controller.startswith("ai:") else None
    if level is None:
        return None
    rated = level_line(level.id, shipped_ladder())
    text = f"{rated}." if rated else strength_label(level.id) or level.description
    thinking = thinking_words(level)
    return f"{level.name}: {text}" + (f" {thinking}" if thinking else "")
