"""Words shared by the text players read: counts ("1 clock counter", "3 clock counters"), the
ages' Roman numerals, and what a tile is (its stack and its kind).

One helper for every count written in the game (tooltips, prompts, the table, the build panel,
the results), so that no line ever says "1 clock counters"; one table of numerals for every
"Age II" (the rules' narration, the table, the saves list). Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Callable

from ..language import mark, ntr, number, ptr, tr

ROMAN = {1: "I", 2: "II", 3: "III"}  # the ages as players read them

# A tile's stack and kind as players read them (a tile's tooltip, the rules' glossary):
# "Age II component", "Basic source"; iterators and converters are both modifiers.
# (English here: translated where shown, with `tr(STACK_WORDS[stack])`)
STACK_WORDS = {
    "basic": mark("Basic"),
    "start": mark("Start tile"),
    "age1": mark("Age I"),
    "age2": mark("Age II"),
    "age3": mark("Age III"),
    "persona": mark("Persona tile"),
}
KIND_WORDS = {
    "source": mark("source"),
    "component": mark("component"),
    "iterator": mark("modifier"),
    "converter": mark("modifier"),
}


# The name of a seat the words speak to (the tutorial's and the puzzles' learner): its player
# reads "your device", never "You's device". The name is kept as given, in English, whatever
# the language (a game's setup never depends on it), and shown in the language spoken
# (`shown_name`); the story says that seat's doings in the second person (rules/to_you.py).
YOU = "You"


def shown_name(name: str) -> str:
    """A seat's name as players read it: the seat named YOU in the language spoken ("Du",
    "Vous", "Tú"), any other name as it was given."""
    # translators: the name of the tutorial's and the puzzles' learner, as a seat's label
    return ptr("seat name", "You") if name == YOU else name


def shown_names(names: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """`shown_name` of each seat."""
    return tuple(shown_name(name) for name in names)


def possessive(name: str, start: bool = False) -> str:
    """Whose, from a seat's name: "Ada's"; for the seat named "You", "your" ("Your" when it
    starts a sentence or a title)."""
    if name == YOU:
        return ptr("possessive", "Your") if start else ptr("possessive", "your")
    # translators: whose, before a thing: "Ada's" (in "Ada's device #3")
    return tr("{player}'s", player=name)


def plural(n: int, word: str, many: str | None = None) -> str:
    """`n` and `word`, the word in the plural unless `n` is 1 (`many`: an irregular plural)."""
    return f"{n} {word}" if n == 1 else f"{n} {many if many is not None else word + 's'}"


def source_count(power: str, n: int) -> str:
    """Basic sources of one power as a noun phrase: "a steam source", "2 steam sources"."""
    if power == "C":
        if n == 1:
            return tr("a clockwork source")
        return ntr("{count} clockwork source", "{count} clockwork sources", n)
    if power == "S":
        if n == 1:
            return tr("a steam source")
        return ntr("{count} steam source", "{count} steam sources", n)
    if n == 1:
        return tr("an electrickal source")
    return ntr("{count} electrickal source", "{count} electrickal sources", n)


def clock_count(n: int) -> str:
    """Clock counters as a noun phrase: "a clock counter", "2 clock counters"."""
    if n == 1:
        return tr("a clock counter")
    return ntr("{count} clock counter", "{count} clock counters", n)


def power_name(power: str) -> str:
    """A power ("C", "S", "E") as a noun on its own: "clockwork", "steam", "electrickal"."""
    from .data import POWER_NAMES

    return tr(POWER_NAMES[power])


def _joined_from_the_right(
    items: list[str] | tuple[str, ...], join: Callable[[str, str], str]
) -> str:
    """Words joined two at a time by `join` (one whole translated sentence pattern), from the
    right: a, b, c makes join(a, join(b, c)); one word stands alone; none makes ""."""
    if not items:
        return ""
    text = items[-1]
    for earlier in reversed(items[:-1]):
        text = join(earlier, text)
    return text


def either(items: list[str] | tuple[str, ...]) -> str:
    """Words as alternatives: "2", "2 or 3", "steam or electrickal" ("a or b or c" for three)."""
    return _joined_from_the_right(
        items,
        # translators: alternatives, e.g. the sizes of a device ("2 or 3") or powers
        lambda choice, other: tr("{choice} or {other}", choice=choice, other=other),
    )


def sizes_either(sizes: list[int] | tuple[int, ...]) -> str:
    """Device sizes as alternatives: "2", "2 or 3"."""
    return either([number(n) for n in sizes])


def all_of(items: list[str] | tuple[str, ...]) -> str:
    """Words taken together: "steam", "clockwork and steam" ("a and b and c" for three)."""
    return _joined_from_the_right(
        items,
        # translators: things taken together, e.g. powers ("clockwork and steam")
        lambda first, second: tr("{first} and {second}", first=first, second=second),
    )


def then_joined(steps: list[str] | tuple[str, ...]) -> str:
    """Steps done one after another: "take any basic source, then gain £1"."""
    return _joined_from_the_right(
        steps,
        # translators: two steps of a persona space, one after the other
        lambda earlier, later: tr("{step}, then {next}", step=earlier, next=later),
    )


def clauses(parts: list[str] | tuple[str, ...]) -> str:
    """Clauses that each stand on their own, one after another: "a; b; c"."""
    if not parts:
        return ""
    text = parts[0]
    for clause in parts[1:]:
        # translators: a line and another clause joined to it ("...; Ada gains £1")
        text = tr("{line}; {clause}", line=text, clause=clause)
    return text
