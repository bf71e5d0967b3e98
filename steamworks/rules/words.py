"""Words shared by the text players read: counts ("1 clock counter", "3 clock counters"), the
ages' Roman numerals, and what a tile is (its stack and its kind).

One helper for every count written in the game (tooltips, prompts, the table, the build panel,
the results), so that no line ever says "1 clock counters"; one table of numerals for every
"Age II" (the rules' narration, the table, the saves list). Pure: no pygame.
"""

from __future__ import annotations

ROMAN = {1: "I", 2: "II", 3: "III"}  # the ages as players read them

# A tile's stack and kind as players read them (a tile's tooltip, the rules' glossary):
# "Age II component", "Basic source"; iterators and converters are both modifiers.
STACK_WORDS = {
    "basic": "Basic",
    "start": "Start tile",
    "age1": f"Age {ROMAN[1]}",
    "age2": f"Age {ROMAN[2]}",
    "age3": f"Age {ROMAN[3]}",
    "persona": "Persona tile",
}
KIND_WORDS = {
    "source": "source",
    "component": "component",
    "iterator": "modifier",
    "converter": "modifier",
}


# The name of a seat the words speak to (the tutorial's and the puzzles' learner): its player
# reads "your device", never "You's device".
YOU = "You"


def possessive(name: str, start: bool = False) -> str:
    """Whose, from a seat's name: "Ada's"; for the seat named "You", "your" ("Your" when it
    starts a sentence or a title)."""
    if name == YOU:
        return "Your" if start else "your"
    return f"{name}'s"


def plural(n: int, word: str, many: str | None = None) -> str:
    """`n` and `word`, the word in the plural unless `n` is 1 (`many`: an irregular plural)."""
    return f"{n} {word}" if n == 1 else f"{n} {many if many is not None else word + 's'}"
