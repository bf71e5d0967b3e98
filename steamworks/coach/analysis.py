"""The analysis of a saved game: what each decision cost, and how the race went.

    for partial in analyse_steps(setup, log, seats=(0,)):   # partial results as they come
        show(partial.done, partial.total, partial.costliest())
    result = analyse(setup, log, progress=show)              # the same, all at once

For every decision of the chosen seats (default: the human seats; every seat when none is
human) the log's action is appraised beside the candidates an agent would consider
(appraise.py, on the public view of the position, exactly as a hint would be): the review
gives the best action found, both in words, and the `loss`, the estimated final prestige the
chosen action gave up against the best, what it let the opponents gain counted against it,
as the AI counts it (never negative: the chosen action is among those appraised). A decision with a single sensible answer is no decision and is not reviewed.

The `curve` is every player's estimated final prestige (ai/evaluate.py, on the public view) at
every index of the log: point i is the position before log entry i, the last point the
position after the whole log. It costs one evaluation per point and is ready in the first
partial result; the reviews, which search, follow one by one. `should_stop` is polled between
and during appraisals: a stopped analysis ends with what it has (`complete` False).

`decision_line` puts a review into words: "Round 4: you took the Monetiser from the Blue belt
1 (...); building device #5 (...) was worth about 2.5 prestige more".
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from typing import TypedDict, Unpack

import attrs

from steamworks.ai.candidates import candidate_actions
from steamworks.ai.evaluate import estimates
from steamworks.ai.observe import observe
from steamworks.language import current_language, decimal, mark, tr
from steamworks.persistence.log_check import final_state, replay_states
from steamworks.persistence.record import LogEntry
from steamworks.rules.actions import Action, PlacePersona
from steamworks.rules.idle import is_idle, unused_effects
from steamworks.rules.setup import GameSetup
from steamworks.rules.state import GameState

from .addressed import gerund, order, past
from .appraise import appraise
from .evaluation import COACH_WEIGHTS
from .hints import rank, worth
from .reasons import NEGLIGIBLE, reason_term, said_reason

# the default thinking time per reviewed decision: a whole two-player game's decisions for one
# seat stay well inside a minute on one core (tools/bench_analyse.py, docs/coach.md)
DEFAULT_SECONDS = 0.25
# sampled worlds at most per decision: beyond this the averages hardly move
MAX_SAMPLES = 24
# how rules/idle.py starts the reason a build could not be made
NOTHING_TO_BUILD = "nothing to build: "


@attrs.frozen
class Review:
    """One decision of a reviewed seat: what was played, the best found, what it cost."""

    index: (
        int  # the decision is log entry `index` (0-based); the curve's point `index` is before it
    )
    seat: int
    age: int
    round: int
    chosen: Action
    best: Action
    chosen_text: str  # as an order: "Take the Monetiser from ..."
    best_text: str
    chosen_words: str  # as done: "took the Monetiser from ..." (about the player: "their own")
    best_words: str  # as possible: "building device #5 (...)"
    best_prestige: float  # the seat's estimated final prestige after the best action found
    # ... after the chosen action, its opponents' gains against the best counted against it
    # (hints.worth): so that the loss is what the choice gave up in the race
    chosen_prestige: float
    loss: float  # best_prestige - chosen_prestige, >= 0
    reason: str  # how the best beats the chosen, by the evaluation's largest term
    choices: int  # actions appraised
    # when the chosen move was a placement that gained its player nothing they could use
    # (rules/idle.py), why, to the player: "the Manufacturer could build nothing: ..."
    idle: str = ""
    # chosen_words and best_words said to the player who decided ("your own" device)
    chosen_to_you: str = ""
    best_to_you: str = ""
    # what `reason` says before it is put into words (reasons.reason_term), and the language
    # the words above are in: `said_again` says them in another
    reason_term: tuple[str, float] = ("", 0.0)
    two_player: bool = False
    language: str = "en"


@attrs.frozen
class CurvePoint:
    """Every player's estimated final prestige before log entry `index` (after it all, at the
    log's length)."""

    index: int
    estimates: tuple[float, ...]
    age: int = 1  # where the game stood then (for a chart's marks along the game)
    round: int = 1


@attrs.frozen
class Analysis:
    """An analysis, complete or partial (`done` of `total` decisions reviewed so far)."""

    names: tuple[str, ...]
    seats: tuple[int, ...]  # the seats whose decisions are reviewed
    curve: tuple[CurvePoint, ...]
    decisions: tuple[Review, ...]  # in log order
    total: int  # decisions to review
    stopped: bool = False  # should_stop ended it early

    @property
    def done(self) -> int:
        return len(self.decisions)

    @property
    def complete(self) -> bool:
        return self.done == self.total and not self.stopped

    def costliest(self, count: int = 5) -> list[Review]:
        """The `count` decisions that gave up the most, costliest first (only losses worth
        words: "about 0.0 prestige more" is no lesson)."""
        lost = [r for r in self.decisions if r.loss >= NEGLIGIBLE]
        return sorted(lost, key=lambda r: (-r.loss, r.index))[:count]


def human_seats(setup: GameSetup) -> tuple[int, ...]:
    """The seats played by people; every seat when none is (a game between AI players)."""
    humans = tuple(i for i, seat in enumerate(setup.seats) if seat.controller == "human")
    return humans or tuple(range(len(setup.seats)))


def curve_point(index: int, state: GameState) -> CurvePoint:
    return CurvePoint(
        index, tuple(estimates(observe(state), COACH_WEIGHTS)), state.age, state.round
    )


def review(
    before: GameState,
    index: int,
    entry: LogEntry,
    names: Sequence[str],
    *,
    seconds: float | None,
    samples: int | None,
    should_stop: Callable[[], bool] | None,
    seed: int,
) -> Review | None:
    """The review of log entry `index` (played in `before`), or None when it was no choice."""
    seat, chosen = entry.seat, entry.action
    actions = candidate_actions(observe(before))
    if chosen not in actions:  # a layout or an answer the agents would not have considered
        actions = [*actions, chosen]
    if len(actions) < 2:
        return None
    appraised = appraise(
        before,
        seat,
        actions,
        seconds=seconds,
        samples=samples,
        should_stop=should_stop,
        seed=seed,
        keep=chosen,  # played out first: never left with a first impression beside the rest
        grace=None,  # every candidate played out: the review compares them all
    )
    best = rank(appraised)[0]
    mine = appraised[actions.index(chosen)]
    loss = best.utility - mine.utility
    said = Review(
        index=index,
        seat=seat,
        age=before.age,
        round=before.round,
        chosen=chosen,
        best=best.action,
        chosen_text="",
        best_text="",
        chosen_words="",
        best_words="",
        best_prestige=best.estimates[seat],
        chosen_prestige=worth(mine, best, seat),
        loss=loss,
        reason="",
        choices=len(actions),
        reason_term=reason_term(best.terms, [mine.terms]) if loss > 0.0 else ("", 0.0),
        two_player=before.two_player,
        language="",
    )
    return said_again(said, before, names)


def said_again(review: Review, before: GameState, names: Sequence[str]) -> Review:
    """`review` with its words said in the language spoken now (`before`: the state its
    decision was taken in). The analysis screen says a finished review again when another
    language is chosen; nothing else of it changes."""
    chosen, best = review.chosen, review.best
    return attrs.evolve(
        review,
        chosen_text=order(before, chosen, names),
        best_text=order(before, best, names),
        chosen_words=past(before, chosen, names),
        best_words=gerund(before, best, names),
        reason=said_reason(*review.reason_term, review.two_player) if review.loss > 0.0 else "",
        idle=idle_words(before, chosen),
        chosen_to_you=past(before, chosen, names, to_player=True),
        best_to_you=gerund(before, best, names, to_player=True),
        language=current_language(),
    )


def idle_words(state: GameState, action: Action) -> str:
    """Why a placement gained its player nothing they could use, naming each place that did
    nothing ("the Manufacturer could build nothing: you have only 3 tiles ..."); "" when it
    was no idle placement (rules/idle.py judges, as the engine played it)."""
    if not is_idle(state, action):
        return ""
    parts = []
    for unused in unused_effects(state, action):
        why = unused.why
        built = why.startswith(NOTHING_TO_BUILD)
        if built:
            why = why[len(NOTHING_TO_BUILD) :]
        if isinstance(action, PlacePersona):
            space = action.space + 1
            if built:
                line = tr(
                    "persona space {number} could build nothing: {why}", number=space, why=why
                )
            else:
                line = tr("persona space {number} could do nothing: {why}", number=space, why=why)
        else:  # a component's name and its power: "Manufacturer (electrickal)"
            component = unused.what.split(" (")[0]
            if built:
                # translators: {component} is a tile's name ("Manufacturer"); {why} the reason
                line = tr(
                    "the {component} could build nothing: {why}", component=component, why=why
                )
            else:
                line = tr("the {component} could do nothing: {why}", component=component, why=why)
        parts.append(line)
    # each place's own clause, one after the other
    return "; ".join(dict.fromkeys(parts)) or tr("it gained you nothing")


class InLanguage:
    """An analysis with every review said in the language spoken now: a review found in
    another language (before the player chose this one, or by a run that began in it) is said
    again, once (`said_again`); the states are replayed from the log the first time one is."""

    def __init__(self, setup: GameSetup, log: Sequence[LogEntry]) -> None:
        self.setup = setup
        self.log = tuple(log)
        self._befores: list[GameState] | None = None
        self._said: dict[tuple[int, str], Review] = {}

    def __call__(self, analysis: Analysis) -> Analysis:
        language = current_language()
        if all(review.language == language for review in analysis.decisions):
            return analysis
        if self._befores is None:
            self._befores = [
                before for before, _entry, _after in replay_states(self.setup, self.log)
            ]
        reviews = []
        for review in analysis.decisions:
            if review.language != language:
                key = (review.index, language)
                if key not in self._said:
                    self._said[key] = said_again(
                        review, self._befores[review.index], analysis.names
                    )
                review = self._said[key]
            reviews.append(review)
        return attrs.evolve(analysis, decisions=tuple(reviews))


class _Latch:
    """`should_stop`, asked until it first says stop, then remembered: the analysis can tell
    whether an appraisal was cut short without asking again."""

    def __init__(self, should_stop: Callable[[], bool] | None):
        self.should_stop = should_stop
        self.stopped = False

    def __call__(self) -> bool:
        if not self.stopped and self.should_stop is not None:
            self.stopped = self.should_stop()
        return self.stopped


def analyse_steps(
    setup: GameSetup,
    log: Sequence[LogEntry],
    *,
    seats: Collection[int] | None = None,
    seconds: float | None = DEFAULT_SECONDS,
    samples: int | None = MAX_SAMPLES,
    should_stop: Callable[[], bool] | None = None,
    seed: int = 0,
) -> Iterator[Analysis]:
    """Partial analyses as they come: first the curve with no decision reviewed, then one more
    review each time (a decision that was no choice is skipped silently), the last complete,
    or `stopped` when `should_stop` ended it. The log must replay (a loaded save's does);
    ReplayMismatch otherwise."""
    names = tuple(seat.name for seat in setup.seats)
    chosen_seats = tuple(sorted(set(human_seats(setup) if seats is None else seats)))
    for seat in chosen_seats:
        if not 0 <= seat < len(names):
            raise ValueError(f"there is no seat {seat} in a {len(names)}-player game")
    steps = list(replay_states(setup, log))
    curve = [curve_point(i, before) for i, (before, _e, _a) in enumerate(steps)]
    final = steps[-1][2] if steps else final_state(setup, ())
    curve.append(curve_point(len(steps), final))
    todo = [i for i, (_b, entry, _a) in enumerate(steps) if entry.seat in chosen_seats]
    stop = _Latch(should_stop)
    partial = Analysis(names, chosen_seats, tuple(curve), (), total=len(todo))
    yield partial
    reviews: list[Review] = []
    for i in todo:
        before, entry, _after = steps[i]
        if stop():
            yield attrs.evolve(partial, stopped=True)
            return
        found = review(
            before,
            i,
            entry,
            names,
            seconds=seconds,
            samples=samples,
            should_stop=stop,
            seed=seed,
        )
        if stop():  # the appraisal may have been cut short: do not report it
            yield attrs.evolve(partial, stopped=True)
            return
        if found is None:
            partial = attrs.evolve(partial, total=partial.total - 1)
            continue
        reviews.append(found)
        partial = attrs.evolve(partial, decisions=tuple(reviews))
        yield partial


class AnalysisOptions(TypedDict, total=False):
    """analyse_steps' options (their defaults are there), which analyse passes on."""

    seats: Collection[int] | None
    seconds: float | None
    samples: int | None
    should_stop: Callable[[], bool] | None
    seed: int


def analyse(
    setup: GameSetup,
    log: Sequence[LogEntry],
    *,
    progress: Callable[[Analysis], None] | None = None,
    **options: Unpack[AnalysisOptions],
) -> Analysis:
    """The whole analysis (or what `should_stop` left of it), with analyse_steps' options;
    `progress` is called with each partial result as it comes."""
    result = None
    for result in analyse_steps(setup, log, **options):
        if progress is not None:
            progress(result)
    assert result is not None  # analyse_steps always yields at least the curve
    return result


# A review in words, keyed by (said to the reader as "you", the move gained nothing): each a
# whole sentence for the translators. Why an idle placement did nothing is said in "you" words, so a
# named player's line says only that it gained nothing.
_DECISION_LINES = {
    (True, True): mark(
        # translators: {action} is what was played, in the past ("took the Monetiser
        # from the Red belt"); {idle} why it did nothing; {better} what would have been
        # better, as a gerund ("building device #4 ...")
        "Round {round}: you {action} ({idle}); {better} was worth about {loss} prestige more"
    ),
    (True, False): mark(
        "Round {round}: you {action}; {better} was worth about {loss} prestige more"
    ),
    (False, True): mark(
        "Round {round}: {player} {action} (it gained nothing); {better} was worth about "
        "{loss} prestige more"
    ),
    (False, False): mark(
        "Round {round}: {player} {action}; {better} was worth about {loss} prestige more"
    ),
}


def decision_line(review: Review, names: Sequence[str], you: Collection[int] = ()) -> str:
    """A review in words: "Round 4: you took ...; building ... was worth about 2.5 prestige
    more". Seats in `you` are "you", the others are called by name."""
    chosen, best = review.chosen_words, review.best_words
    to_you = review.seat in you
    if to_you:
        chosen = review.chosen_to_you or chosen
        best = review.best_to_you or best
    return tr(
        _DECISION_LINES[to_you, bool(review.idle)],
        round=review.round,
        player=names[review.seat],
        action=chosen,
        idle=review.idle,
        better=best,
        loss=decimal(review.loss, 1),
    )
