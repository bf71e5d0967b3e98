"""How the table's toast looks: red for errors, a calm parchment card for information.

The table shows short messages in one toast (`GameScene.toast`, a (text, age) pair). Most are
errors (a refused move, a failed autosave) and are drawn red. A notice that only informs, such
as "Your game with Ada and Brunel is kept in Load.", is made a `Notice` (a str, so every user of
the toast's text still works) and is drawn as parchment with ink, so it does not look like
something went wrong.
"""

from __future__ import annotations

from steamworks.ui.art import palette as P


class Notice(str):
    """Toast text that informs rather than warns (drawn in the neutral style)."""

    __slots__ = ()


def toast_colours(text: str) -> tuple[P.RGB, P.RGB, P.RGB]:
    """(fill, text, rim) colours of the toast showing `text`."""
    if isinstance(text, Notice):
        return P.PARCHMENT, P.INK, P.BRASS_DARK
    return P.darker(P.OXIDE_RED, 0.3), P.PARCHMENT, P.BRASS


__all__ = ["Notice", "toast_colours"]
