"""The hint on the table, without pygame: whether one may be asked for now, the coach thinking
about it, and the choices it found (`TableHint`; the Game scene draws it: `table_hints`).

A hint answers the decision a human seat faces now: placing or passing, belt tiles, which
component to power with what, an effect's options, a build. It is asked for with the Hint
button or H and worked out on a thread (`hint_worker`); asking again, Esc, an undo or any other
change of the game, and leaving the table cancel it. An answer about a state the game has left
(its token is an older state version) is dropped, never shown. Once shown, the game's log
records that this seat used a hint there (`GameSession.note_hint`), and the choices stay until
the game moves on or the player closes them; one of them (the best at first) is the chosen
one, which the table marks most strongly and a build panel lays out.
"""

from __future__ import annotations

from typing import Any

from steamworks.language import decimal, mark, tr
from steamworks.rules import engine
from steamworks.ui import motion
from steamworks.ui.game.controller import GameController
from steamworks.ui.game.hint_worker import HintAnswer, HintWorker

# why no hint may be asked for now (marked English: `unavailable` says them translated)
OFF = mark("Hints are switched off for this game (chosen on the New game screen).")
NOT_YOURS = mark("Hints are for a human player's own decisions: wait for your turn.")
SETTLING = mark("Wait a moment: the last move is still on show.")
OVER = mark("The game is over.")


def worth_text(suggestion: Any) -> str:
    """A choice's estimated prestige against the best: "best", or how much less ("-1.5")."""
    behind = suggestion.behind_best
    # translators: the coach's best choice, in the hint panel beside its estimated prestige
    return tr("best") if behind < 0.05 else "-" + decimal(behind, 1)


class TableHint:
    """The hint of one game on the table; see the module docstring."""

    def __init__(self, controller: GameController, worker: Any = None) -> None:
        self.controller = controller
        self.worker = worker if worker is not None else HintWorker()
        self.asked_for: int | None = None  # the state version being thought about
        self.started = 0.0  # the controller's clock when it was asked
        self.answer: HintAnswer | None = None  # the choices on show
        self.chosen = 0  # which of them is marked most strongly (and laid out in a build)
        self.keep_chosen = 0  # the choice to mark when the answer comes (asked again: say_again)

    # --- what it is doing ----------------------------------------------------------------------

    @property
    def thinking(self) -> bool:
        return self.asked_for is not None and self.answer is None

    @property
    def shown(self) -> bool:
        return self.answer is not None

    @property
    def suggestions(self) -> tuple[Any, ...]:
        return self.answer.suggestions if self.answer is not None else ()

    def thinking_text(self) -> str:
        """ "Thinking", with one to three dots going round while it does."""
        dots = 1 + int(motion.phase(self.controller.clock - self.started) * 3) % 3  # calm: still
        return tr("Thinking") + "." * dots

    def unavailable(self) -> str | None:
        """Why no hint may be asked for now, in words; None when one may."""
        c = self.controller
        if not c.setup.hints:
            return tr(OFF)
        if c.session.state.game_over:
            return tr(OVER)
        if c.pacer.holding:
            return tr(SETTLING)
        seat = engine.to_act(c.session.state)
        if not c.human(seat) or not c.legal_for_human():
            return tr(NOT_YOURS)
        return None

    # --- what the player does -------------------------------------------------------------------

    def ask(self) -> bool:
        """Start thinking about the decision on the table (False, and nothing, when a hint
        may not be asked for now)."""
        if self.unavailable() is not None:
            return False
        c = self.controller
        state = c.session.state
        seat = engine.to_act(state)
        assert seat is not None  # unavailable() checked that a human seat decides
        self.worker.start(state, seat, c.version, c.names, seed=c.setup.seed * 31 + c.version)
        self.asked_for = c.version
        self.started = c.clock
        self.answer = None
        self.chosen = 0
        return True

    def toggle(self) -> None:
        """The Hint button or H: ask, or stop thinking, or put the choices away."""
        if self.thinking or self.shown:
            self.close()
        else:
            self.ask()

    def choose(self, index: int) -> bool:
        """Mark choice `index` (from 0) as the chosen one; True when that changed it."""
        if not 0 <= index < len(self.suggestions) or index == self.chosen:
            return False
        self.chosen = index
        return True

    def close(self) -> None:
        """Stop thinking (the coach's answer is dropped) or put the choices away."""
        self.worker.cancel()
        self.asked_for = None
        self.answer = None
        self.chosen = 0

    # --- time and the game passing --------------------------------------------------------------

    def changed(self) -> None:
        """The game moved on (a move, an undo): the hint was about a decision that is gone."""
        if self.asked_for is not None and self.asked_for != self.controller.version:
            self.close()

    def update(self) -> bool:
        """Collect the coach's answer when it is ready; True when choices have just come. An
        answer about an older state is dropped."""
        if not self.thinking:
            return False
        answer = self.worker.poll()
        if answer is None:
            return False
        if answer.token != self.controller.version or answer.token != self.asked_for:
            self.close()  # about a state the game has left: never shown
            return False
        if answer.error is not None or not answer.suggestions:
            self.close()
            self.controller.toast = (tr("No hint could be worked out for this decision."), 0.0)
            return False
        self.answer = answer
        self.chosen = self.keep_chosen if self.keep_chosen < len(answer.suggestions) else 0
        self.keep_chosen = 0
        self.controller.session.note_hint()
        return True

    def say_again(self) -> None:
        """Another language was chosen: choices on show or being worked out (words and reasons,
        said by the coach as it finds them) are asked for again, to be said in it; the marked
        one stays marked."""
        if not (self.shown or self.thinking):
            return
        chosen = self.chosen
        if self.ask():
            self.keep_chosen = chosen

    def stop(self) -> None:
        """The table closes: stop thinking and let the thread end."""
        self.close()
        self.worker.shutdown()
