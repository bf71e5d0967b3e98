"""The game on the table, without pygame: who acts, the turn's flow, the AI, saving, the news.

`GameController` owns the `GameSession` and changes the game only by submitting engine
actions to it. Around each move it keeps what the table needs to know and what must happen:

- whose board is shown large (`focus`), whose turn the banner shows (`showing_turn_of`), and
  whether an AI is thinking;
- a human's move: played at once, or first put to the player when it cannot be undone and the
  "Confirm moves that can't be undone" setting asks, or when it is a placement that gains
  nothing now and "Ask before a placement that gains nothing" asks (`play`; the questions
  themselves are the view's); a refused move leaves a message (`toast`);
- Undo of the current turn's steps, and why it is unavailable (`undo_reason`);
- the AI seats: each is asked on a worker thread (`game.ai_worker`) and its answer is applied
  at the pace `game.pacing` allows (`update`; a click or a key cuts the wait short: `hurry`);
- the autosave after every move (`game.autosave`), and the finished game kept in Load and
  added to the player's history (not a lesson's: `GameSession.record_history`);
- the news: the table events' banners (`game.table_events`), the hot-seat "your turn" card
  (`announce`), the toast, and when the results are due;
- a guided game (a lesson or a puzzle, `ui.tutorial`): its `Guide` answers each human move
  before it is played (a refusal is shown as the toast, and nothing is played), hears every
  move played, takes over Undo, and plays the other seats itself (no AI is asked, and the
  game ends on the guide's card rather than the results screen).

The view on the table (the Game scene) listens (`TableListener`): it redraws after a change,
reacts when an AI move has settled, plays the error sound, asks the confirmation question and
opens the results. The controller runs on its own clock (the sum of the `dt` given to
`update`), so tests step it with made-up frame times and no display.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from steamworks.language import tr
from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules import frames as F
from steamworks.rules.actions import IllegalAction
from steamworks.rules.idle import idle_details
from steamworks.rules.irreversible import NoUndo
from steamworks.rules.setup import GameSetup
from steamworks.rules.state import GameState
from steamworks.session import GameSession
from steamworks.ui import motion
from steamworks.ui.game import target_keys as K
from steamworks.ui.game.ai_worker import AIAnswer, AIWorker, level_of
from steamworks.ui.game.autosave import Autosaver
from steamworks.ui.game.confirm import warning_for
from steamworks.ui.game.pacing import AIPacer
from steamworks.ui.game.table_events import EventBanners
from steamworks.ui.settings import Settings

ANNOUNCE_TIME = 1.6  # seconds a hot-seat "your turn" card stays
RESULTS_PAUSE = 1.2  # seconds between the last move and the results screen
TOAST_TIME = 3.5  # seconds a message stays


def is_human(controller: str) -> bool:
    """Whether a seat's controller ("human", "ai:medium"...) is a person."""
    return level_of(controller) is None


class TableListener(Protocol):
    """What the view on the table does when the game moves (the Game scene is one)."""

    def shows_table(self) -> bool:
        """Whether the table is on screen, so that a move applied now flies into place."""

    def changed(self, before: GameState, action: object, actor: int | None, animate: bool) -> None:
        """A move was played (`action` None: a step was undone): show the new state."""

    def settled(self) -> None:
        """The AI move on show has been seen: a human whose turn it is gets the table."""

    def refused(self) -> None:
        """A move or an undo was refused (the reason, if any, is in `toast`)."""

    def ask_first(self, answer: NoUndo, play: Callable[[], object]) -> None:
        """Ask before a move that cannot be undone; call `play` if the player agrees."""

    def ask_idle(
        self, details: str, play: Callable[[], object], warning: NoUndo | None = None
    ) -> None:
        """Ask before a placement that gains nothing now (`details`: what cannot be used, and
        why; `warning`: why it also cannot be undone, if that is asked about too); call `play`
        if the player agrees."""

    def results_due(self) -> None:
        """The game is over and its last move has been seen: show the results."""


class Guide(Protocol):
    """What leads a guided game (`ui.tutorial`'s lessons and puzzles)."""

    def vet(self, action: object) -> str | None:
        """Why a human's move must not be played now, in words (None: play it)."""

    def played(self, action: object) -> None:
        """A move was played (a human's, or one the guide submitted for another seat)."""

    def undo_reason(self) -> str | None:
        """Why Undo is unavailable now (None: it is available)."""

    def undo(self) -> bool:
        """Go back, the guide's way (a lesson's step, a puzzle's move)."""

    def waiting(self) -> tuple[str, str] | None:
        """While another seat is to act and the guide has no move of theirs to play (the
        lesson is read or finished): what the banner and the prompt say instead of "is
        thinking", as (title, words). None: the usual words."""


class QuietTable:
    """A listener that shows nothing and agrees to every question (the controller alone)."""

    def shows_table(self) -> bool:
        return False

    def changed(self, before: GameState, action: object, actor: int | None, animate: bool) -> None:
        pass

    def settled(self) -> None:
        pass

    def refused(self) -> None:
        pass

    def ask_first(self, answer: NoUndo, play: Callable[[], object]) -> None:
        play()

    def ask_idle(
        self, details: str, play: Callable[[], object], warning: NoUndo | None = None
    ) -> None:
        play()

    def results_due(self) -> None:
        pass


class GameController:
    """The game on the table; see the module docstring."""

    def __init__(
        self,
        session: GameSession,
        settings: Callable[[], Settings],
        *,
        autosave: bool = True,
        ai_seed: int | None = None,
        listener: TableListener | None = None,
        guide: Guide | None = None,
    ) -> None:
        self.session = session
        self.guide = guide
        self.settings = settings  # read at each use: the player may change them mid-game
        self.listener: TableListener = listener if listener is not None else QuietTable()
        self.setup: GameSetup = session.setup
        self.seat_controllers = tuple(seat.controller for seat in self.setup.seats)
        self.names = tuple(seat.name for seat in self.setup.seats)
        self.autosaver = Autosaver(enabled=autosave)
        self.ai = AIWorker(workers=settings().ai_cores)  # "AI may use N cores" (Settings)
        self.ai_seed = self.setup.seed if ai_seed is None else ai_seed
        self.ai_requested: int | None = None  # the state version the AI was asked about
        self.ai_answer: AIAnswer | None = None
        self.pacer = AIPacer()
        self.version = 0  # one more with every change of the game
        self.clock = 0.0
        self.focus = self.focus_for(session.state, None)
        self.last_human: int | None = self.focus if self.human(self.focus) else None
        self.last_move: frozenset = frozenset()  # the places the last move touched
        self.announce: tuple[int, float] | None = None  # hot-seat "your turn": (seat, seconds)
        self.banners = EventBanners()  # round ends, new ages, the game's end
        self.toast: tuple[str, float] | None = None  # a short message: (text, seconds shown)
        self.over_timer: float | None = None  # seconds since the game ended, until the results

    # --- lifecycle -----------------------------------------------------------------------------

    def start(self) -> None:
        """The table opens: save the game as it is, start Hard's search processes if it has
        any (in the background), and say whose turn it is (hot seat)."""
        self.autosaver.request(self.session)
        self.ai.prepare(level for c in self.seat_controllers if (level := level_of(c)))
        self._maybe_announce(initial=True)

    def stop(self) -> None:
        """The table closes: the AI stops, the last autosave is written."""
        self.ai.shutdown(0.5)
        self.autosaver.stop()

    def leave(self) -> None:
        """Before the game is left (quit to title, window closing): stop thinking, finish saving."""
        self.ai.cancel()
        self.pacer.clear()
        self.autosaver.flush()

    # --- who is who ----------------------------------------------------------------------------

    @property
    def whose_turn(self) -> str | None:
        """The name of the player to act, None when nobody is (the window title shows it)."""
        seat = engine.to_act(self.session.state)
        return None if seat is None or self.session.state.game_over else self.names[seat]

    def human(self, seat: int | None) -> bool:
        return seat is not None and is_human(self.seat_controllers[seat])

    @property
    def humans(self) -> list[int]:
        return [i for i, c in enumerate(self.seat_controllers) if is_human(c)]

    def focus_for(self, state: GameState, previous: int | None) -> int:
        """Whose persona board is shown large: the human to act; while an AI acts, the last
        human's (so a lone human keeps their own board in view); in an all-AI game, the actor."""
        seat = engine.to_act(state)
        if seat is not None and self.human(seat):
            return seat
        humans = self.humans
        if humans:
            return previous if previous in humans else humans[0]
        if seat is not None:
            return seat
        return previous if previous is not None else 0

    @property
    def showing_turn_of(self) -> int | None:
        """Whose turn the banner shows: while an AI's move is still on show, that AI's, even
        when the next decision is already someone else's."""
        if self.pacer.holding and self.pacer.seat is not None:
            return self.pacer.seat
        return engine.to_act(self.session.state)

    def guide_waiting(self) -> tuple[str, str] | None:
        """The guide's words while a guided game waits on it rather than on an AI (see
        `Guide.waiting`); None in any other game, or while a move is on show."""
        seat = engine.to_act(self.session.state)
        if self.guide is None or seat is None or self.human(seat) or self.pacer.holding:
            return None
        return self.guide.waiting()

    @property
    def thinking(self) -> bool:
        seat = engine.to_act(self.session.state)
        return seat is not None and not self.human(seat) and self.ai_answer is None

    def legal_for_human(self) -> list:
        """The actions a human may choose now: none while an AI move is still on show (a
        human's turn starts once it has been seen), nor when an AI is to act."""
        state = self.session.state
        if self.human(engine.to_act(state)) and not self.pacer.holding:
            return engine.legal_actions(state)
        return []

    def effect_component(self) -> tuple[int, tuple[int, int]] | None:
        """For an effect's decision (answered only by buttons), the component it is about,
        as (device, position): the one most recently powered."""
        state = self.session.state
        if not isinstance(engine.current_decision(state), F.EffectFrame):
            return None
        device = next(
            (f.device for f in reversed(state.pending) if isinstance(f, F.ActivationFrame)), None
        )
        # an Iterator's repeat fires the component powered last, so the last Activate names it
        last = next(
            (e.action for e in reversed(self.session.log) if isinstance(e.action, A.Activate)), None
        )
        pos = getattr(last, "pos", None)
        return None if device is None or pos is None else (device, pos)

    # --- moves ---------------------------------------------------------------------------------

    def play(self, action) -> bool | None:
        """A human's move (a click, a button, a key): submitted at once, unless it is a
        placement that gains nothing now or cannot be undone, and the settings ask about such
        moves; then the listener asks (one question, saying both when both are so), and the
        move is played only if the player agrees. True: played; False: refused; None: asked."""
        refusal = self.guide.vet(action) if self.guide is not None else None
        if refusal is not None:
            self.toast = (refusal, 0.0)
            self.listener.refused()
            return False
        state, settings = self.session.state, self.settings()
        details = idle_details(state, action) if settings.ask_idle_placement else None
        answer = warning_for(state, action) if settings.confirm_no_undo else None
        if answer is not None and not answer.now:
            answer = None
        if details is None and answer is None:
            return self.submit(action)
        version = self.version

        def agreed() -> bool:  # played only if the table has not moved on meanwhile
            return self.version == version and self.submit(action)

        if details is not None:
            self.listener.ask_idle(details, agreed, answer)
        else:
            assert answer is not None
            self.listener.ask_first(answer, agreed)
        return None

    def submit(self, action) -> bool:
        """Play `action` for whoever must act. False (and a message) if the engine refuses it."""
        before = self.session.state
        actor = engine.to_act(before)
        try:
            self.session.submit(action)
        except IllegalAction as exc:
            self.toast = (str(exc), 0.0)
            self.listener.refused()
            return False
        if self.guide is not None:
            self.guide.played(action)  # first, so that the table then shows the guide's answer
        self._changed(before, action, actor)
        return True

    def undo_reason(self) -> str | None:
        """Why Undo is unavailable now, in words (None: it is available)."""
        if self.guide is not None:
            return self.guide.undo_reason()
        session = self.session
        reason = session.undo_block_reason()
        if reason is not None:
            return reason
        seat = engine.to_act(session.state)
        if not self.human(seat) or not self.human(session.log[-1].seat):
            return tr("Only a human player's own steps can be taken back.")
        return None

    def undo(self) -> bool:
        """Take back a step of the current turn (refused, with the error sound, when it may not)."""
        reason = self.undo_reason()
        if reason is not None:
            self.toast = (reason, 0.0)  # said in words too, never by the sound alone
            self.listener.refused()
            return False
        if self.guide is not None:
            return self.guide.undo()
        before = self.session.state
        self.session.undo()
        self._changed(before, None, None, animate=False)
        return True

    def _changed(self, before: GameState, action, actor: int | None, animate: bool = True) -> None:
        state = self.session.state
        self.version += 1
        self.ai_answer = None
        self.focus = self.focus_for(state, self.focus)
        if action is not None and actor is not None and not self.human(actor):
            # before the view refreshes: the pacer holds the table until the move has been seen
            flies = (
                animate
                and self.listener.shows_table()
                and motion.moving_speed(self.settings().animation_speed) > 0
            )
            self.pacer.moved(actor, self.settings().ai_delay, animates=flies)
        else:
            self.pacer.clear()
        self.last_move = last_move_keys(before, state, action, actor)
        if action is not None and actor is not None and self.human(actor):
            self.last_human = actor
        self.listener.changed(before, action, actor, animate)
        if action is not None and self.session.log:
            self.banners.add(self.session.log[-1].story)  # a round's end, a new age: a banner each
        self.autosaver.request(self.session)
        if state.game_over and self.guide is None:  # a guided game ends on the guide's card
            self.over_timer = 0.0
            self.autosaver.keep_finished(self.session)  # kept in Load as a finished game
        self._maybe_announce()

    def _maybe_announce(self, initial: bool = False) -> None:
        """Hot-seat: when the turn passes to a different human, say whose it is."""
        if len(self.humans) < 2 or self.pacer.holding:
            return  # (while an AI move is on show, the turn is announced once it has settled)
        seat = engine.to_act(self.session.state)
        if seat is None or not self.human(seat):
            return
        if initial or seat != self.last_human:
            self.announce = (seat, 0.0)
            self.last_human = seat

    # --- time passing --------------------------------------------------------------------------

    def update(self, dt: float, animating: bool) -> None:
        """One frame of `dt` seconds (`animating`: pieces are still flying on the table): the
        AI's pace, the news's timers, the results when due, the AI's next move."""
        self.clock += dt
        settings = self.settings()
        if self.pacer.update(self.clock, animating, settings.ai_delay):
            self._settled()
        self.banners.update(dt)
        if self.announce is not None and self.banners.current is None:  # "your turn" after news
            seat, age = self.announce
            self.announce = (seat, age + dt) if age + dt < ANNOUNCE_TIME else None
        if self.toast is not None:
            text, age = self.toast
            self.toast = (text, age + dt) if age + dt < TOAST_TIME else None
        if self.autosaver.last_error and self.toast is None:
            self.toast = (self.autosaver.last_error, 0.0)
            self.autosaver.last_error = None
        if self.session.state.game_over:
            if self.over_timer is not None:
                self.over_timer += dt
                if self.over_timer >= RESULTS_PAUSE and not animating:
                    self.over_timer = None
                    self.listener.results_due()
            return
        self._step_ai(animating, settings.ai_delay)

    def _settled(self) -> None:
        """The AI's move has been seen: the next may come, or the human's turn begins."""
        self.listener.settled()
        self._maybe_announce()

    def hurry(self) -> bool:
        """A click or a key while an AI move is on show: stop waiting (True when it was)."""
        if not self.pacer.hurry():
            return False
        self._settled()
        return True

    def _step_ai(self, animating: bool, dwell: float) -> None:
        state = self.session.state
        seat = engine.to_act(state)
        if seat is None or self.human(seat) or self.guide is not None:
            return  # (a guided game's other seats are played by its guide)
        if self.ai_requested != self.version:
            level = level_of(self.seat_controllers[seat]) or "easy"
            self.ai.start(state, seat, level, self.ai_seed * 31 + seat, self.version)
            self.ai_requested = self.version
        answer = self.ai.poll()
        if answer is not None and answer.token == self.version:
            self.ai_answer = answer
            if answer.error:
                self.toast = (
                    tr(
                        "{player}'s AI stumbled and made a random move instead.",
                        player=self.names[seat],
                    ),
                    0.0,
                )
        if self.ai_answer is None or not self.pacer.next_may_come(dwell):
            return
        if animating and dwell > 0:
            return  # a human's move still landing: the AI's answer follows it (not at Instant)
        action = self.ai_answer.action
        self.ai_answer = None
        if action is None or not self.submit(action):
            # an agent that answers nonsense must not stall the table
            legal = engine.legal_actions(state)
            if legal:
                self.submit(random.Random(self.version).choice(legal))


def last_move_keys(before: GameState, after: GameState, action, actor: int | None) -> frozenset:
    """The keys of the places on the table the move touched (they glow while it is on show)."""
    if action is None or actor is None:
        return frozenset()
    if isinstance(action, A.PlacePersona):
        return frozenset({K.SeatPersonaSpace(actor, action.space)})
    if isinstance(action, (A.PlaceDevice, A.ActivateOwn)):
        return frozenset({K.DeviceTile(action.device, action.pos)})
    if isinstance(action, A.BuildDevice):
        new = {d.id for d in after.devices} - {d.id for d in before.devices}
        return frozenset(K.Device(d) for d in new)
    if isinstance(action, A.AddTile):
        return frozenset({K.DeviceTile(action.device, action.pos)})
    if isinstance(action, A.TakeTile):
        if after.round == before.round:
            return frozenset({K.BeltGap(action.belt, action.col)})
    if isinstance(action, A.Activate):
        frame = engine.current_decision(before)
        if isinstance(frame, F.ActivationFrame):
            return frozenset({K.DeviceTile(frame.device, action.pos)})
    return frozenset()


def move_sound(before: GameState, after: GameState, action) -> str | None:
    """The sound a move makes: a new age, a mechanic placed, a tile snapping, coins; or none."""
    if after.age != before.age and not after.game_over:
        return "new_age"
    if isinstance(action, (A.PlacePersona, A.PlaceDevice)):
        return "mechanic_placed"
    if isinstance(action, (A.TakeTile, A.TakeTop, A.KeepRevealed, A.BuildDevice, A.AddTile)):
        return "tile_snap"
    if any(p.money != q.money for p, q in zip(before.players, after.players)):
        return "coins"
    return None
