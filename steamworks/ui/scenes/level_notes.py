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
from steamworks.language import ntr, tr

LONG_THINK = 3.0  # seconds a move from which the note says how long the level thinks


def thinking_words(level: Level) -> str | None:
    if level.seconds is None or level.seconds < LONG_THINK:
        return None
    return ntr(
        "Thinks about {count} second a move.",
        "Thinks about {count} seconds a move.",
        round(level.seconds),
    )


def level_note(controller: str) -> str | None:
    """One line about an AI seat's level (controller "ai:<level>"); None for a person."""
    level = LEVELS.get(controller.removeprefix("ai:")) if controller.startswith("ai:") else None
    if level is None:
        return None
    rated = level_line(level.id, shipped_ladder())
    name = tr(level.name)
    if rated:
        # translators: {level} is an AI level ("Hard"); {rating} how strong it is, in words
        note = tr("{level}: {rating}.", level=name, rating=rated)
    else:
        # translators: {level} is an AI level ("Hard"); {description} what it does (a sentence)
        note = tr(
            "{level}: {description}",
            level=name,
            description=strength_label(level.id) or tr(level.description),
        )
    thinking = thinking_words(level)
    # translators: two sentences one after the other: what a level is, then how long it thinks
    return tr("{note} {thinking}", note=note, thinking=thinking) if thinking else note
