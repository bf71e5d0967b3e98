"""Before a move: the words of its warning, and the optional questions (a move that cannot be
undone, a placement that gains nothing).

`warning_for` asks the rules (`rules.irreversible.no_undo`) about one action; `warning_for_any`
about the several ways a place on the table answers (the most far-reaching warning wins).
`ask_first` shows the small dialog the "Confirm moves that can't be undone" setting asks for:
Enter (or "Play it") plays the move, Esc (or "Cancel") leaves the table as it was. `ask_idle`
asks the same way before a placement that gains nothing now ("Place here anyway?").
Pure apart from `ask_first` and `ask_idle`, which open their dialogs through the app.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from steamworks.language import mark, tr
from steamworks.rules import irreversible as I
from steamworks.rules.actions import IllegalAction

WARNING_MARK = "⚠"  # starts a warning line in a tooltip (drawn in red) and a warned button's label
# the kinds most worth knowing first
SEVERITY = (I.GAME_END, I.NEW_AGE, I.ROUND_END, I.REVEAL, I.LAST_TURN)


def warning_for(state, action) -> I.NoUndo | None:
    """Why `action` could not be undone once played (None: it could, or it is not legal)."""
    try:
        return I.no_undo(state, action)
    except IllegalAction:
        return None


def warning_for_any(state, actions: Sequence) -> I.NoUndo | None:
    """The most far-reaching warning among the ways `actions` (one place's) could be played."""
    found = [w for w in (warning_for(state, a) for a in actions) if w is not None]
    return min(found, key=lambda w: SEVERITY.index(w.kind)) if found else None


def warning_line(answer: I.NoUndo) -> str:
    """The warning as one tooltip line."""
    return f"{WARNING_MARK} {answer.text}"


def ask_idle(
    app, details: str, play: Callable[[], object], warning: I.NoUndo | None = None
) -> None:
    """The question before a placement that gains nothing now (rules/idle.py), which the "Ask
    before a placement that gains nothing" setting asks for: "Place here" (Enter) runs `play`,
    "Cancel" (Esc) does nothing. A player may still mean it: to block the space. `warning`:
    the move cannot be undone either, and the other setting asks about that: said here too,
    so that one question covers both."""
    also = warning.text if warning is not None else ""
    parts = (
        tr("It gains you nothing now."),
        details,
        also,
        tr("(Settings can stop this question.)"),
    )
    app.nav.show_message(
        lambda: tr(IDLE_QUESTION),
        " ".join(p for p in parts if p),
        [(lambda: tr("Cancel"), None), (lambda: tr("Place here"), play)],
    )


IDLE_QUESTION = mark("Place here anyway?")


def ask_first(app, answer: I.NoUndo, play: Callable[[], None]) -> None:
    """The confirmation dialog: "Play it" (Enter) runs `play`, "Cancel" (Esc) does nothing."""
    app.nav.show_message(
        lambda: tr("Play this move?"),
        f"{answer.text} " + tr("(Settings can stop this question.)"),
        [(lambda: tr("Cancel"), None), (lambda: tr("Play it"), play)],
    )
