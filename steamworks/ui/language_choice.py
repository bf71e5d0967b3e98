"""Which language the game speaks in one run, and the choices the Settings screen offers.

A run speaks, in this order: the language given on the command line (`--language CODE`, for
this run only and never saved; "pseudo" too, for the overflow tests), the player's choice kept
in the settings (`Settings.language`) when the game still offers it, or, on the first launch
(no choice yet), the system's language when the game offers it, English otherwise. The App
keeps that first choice in the settings, so it does not change under the player when the
system's does.

The offered languages are `steamworks.language.LANGUAGES`, read each time (a language joins it
when its catalogue is complete), each written in its own language ("Deutsch", "Français").
Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Mapping

from steamworks import language


def offered_codes() -> tuple[str, ...]:
    """The codes of the languages a player may choose, English first."""
    return tuple(offered.code for offered in language.LANGUAGES)


def language_choices() -> tuple[tuple[str, str], ...]:
    """(the language's own name, its code) for each offered language: the Settings row's choices."""
    return tuple((offered.name, offered.code) for offered in language.LANGUAGES)


def is_known(code: str) -> bool:
    """Whether `code` names a language the game has a catalogue for (or the test language)."""
    return code == language.PSEUDO or any(known.code == code for known in language.KNOWN)


def starting_language(
    chosen: str, override: str | None = None, environ: Mapping[str, str] | None = None
) -> str:
    """The code this run speaks: `override` (the command line's), else `chosen` (the settings')
    when it is offered, else the system's language when it is offered, else English."""
    if override:
        return override
    offered = offered_codes()
    if chosen in offered:
        return chosen
    system = language.system_language(dict(environ) if environ is not None else None)
    return system if system in offered else offered[0]


def shown_choice(chosen: str) -> str:
    """The code the Settings row shows as chosen: the language spoken now when it is offered
    (a --language run), else the settings' choice, else the first offered."""
    offered = offered_codes()
    for code in (language.current_language(), chosen):
        if code in offered:
            return code
    return offered[0]
