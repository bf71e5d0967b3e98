"""Why one choice is better: the evaluation's named terms, compared and put into words.

The evaluation (ai/evaluate.py) estimates a player's final prestige as a sum of parts: chips,
clock counters and device tiles already scored, then money, sources, tiles, workers, visitors
to their devices, their own use of them and what the decisions under way promise
(`evaluate.estimate_terms`). A choice is worth that estimate against the opponents' (the
AI's utility), so one more part, OPPONENTS, is what the opponents' estimates take off it. An
appraisal (appraise.py) averages those parts over its play-outs. A choice's reason is the
part that does most to set it apart from the alternatives, said in plain words with its
size: "about +2 clocks from visitors over the rounds left", "about 1.5 prestige less for
your opponent". A hint says it against the next choice down (`against`: "Beats choice 2:
about ..."), after what the move gains now (gains.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from steamworks.ai.evaluate import TERMS

Terms = dict[str, float]

# a choice's worth is the player's estimate against their opponents' (evaluate.utility): the
# parts of the estimate, and this one, what the opponents' estimates take off it
OPPONENTS = "opponents"
REASON_TERMS = (*TERMS, OPPONENTS)

# below this (in prestige) a difference is not worth a reason
NEGLIGIBLE = 0.05

# what each part of an estimate is, as the end of "about +1.5 prestige ..."
TERM_WORDS = {
    "chips": "in prestige chips",
    "clocks": "in clock counters",
    "devices": "printed on your devices",
    "money": "from money still to spend",
    "sources": "from basic sources still to use",
    "tiles": "from tiles in your supply, still to build",
    "workers": "from workers still to place this round",
    "visits": "from visitors to your devices over the rounds left",
    "own_use": "from using your own devices over the rounds left",
    "pending": "from what the rest of this turn promises",
    "leftovers": "at the tie-break (more left over at the end)",
}


def mean_terms(many: Sequence[Terms]) -> Terms:
    """The average of several term breakdowns (all zero for none)."""
    if not many:
        return dict.fromkeys(REASON_TERMS, 0.0)
    return {name: sum(t[name] for t in many) / len(many) for name in REASON_TERMS}


def largest_difference(terms: Terms, reference: Terms) -> tuple[str, float]:
    """The term that does most to make `terms` better (or, when it is worse overall, worse)
    than `reference`, and by how much (prestige). A choice that spends £3 to build a device
    is explained by the device, not by the money, when it comes out ahead."""
    deltas = {name: terms[name] - reference[name] for name in REASON_TERMS}
    direction = 1.0 if sum(deltas.values()) >= 0 else -1.0
    name = max(REASON_TERMS, key=lambda n: (direction * deltas[n], -REASON_TERMS.index(n)))
    return name, deltas[name]


def term_phrase(name: str, delta: float, two_player: bool) -> str:
    """A difference in one term, in words: "about +2 clocks from visitors ..."."""
    size = abs(delta)
    sign = "+" if delta > 0 else "-"
    if name == OPPONENTS:
        # the term is what the opponents take off: it rises when they gain less
        who = "your opponent" if two_player else "your opponents"
        return f"about {size:.1f} prestige {'less' if delta > 0 else 'more'} for {who}"
    if name == "visits" and not two_player:
        # with three or more players a visit pays the owner a clock counter: count them
        clocks = f"{size:.0f}" if size >= 1.5 else f"{size:.1f}"
        unit = "clock" if clocks == "1" else "clocks"
        return f"about {sign}{clocks} {unit} from visitors over the rounds left"
    if name == "visits":
        return f"about {sign}{size:.1f} prestige from visitors' coins over the rounds left"
    return f"about {sign}{size:.1f} prestige {TERM_WORDS[name]}"


def reason(terms: Terms, alternatives: Sequence[Terms], two_player: bool) -> str:
    """One line saying how a choice differs from its alternatives, by its largest term."""
    if not alternatives:
        return "the only choice worth considering here"
    name, delta = largest_difference(terms, mean_terms(alternatives))
    if abs(delta) < NEGLIGIBLE:
        return "about the same as the alternatives"
    return term_phrase(name, delta, two_player)


def against(terms: Terms, other: Terms, label: str, two_player: bool) -> str:
    """How a choice compares with another (`label`: "choice 2", "the other choices"), by the
    term that does most to set them apart: "Beats choice 2: about +0.8 prestige from basic
    sources still to use"; "Behind choice 2: ..." when it is worse overall (a choice not
    played out, ranked after those that were)."""
    name, delta = largest_difference(terms, other)
    if abs(delta) < NEGLIGIBLE:
        return f"About as good as {label}"
    ahead = sum(terms[n] - other[n] for n in REASON_TERMS) >= 0
    return f"{'Beats' if ahead else 'Behind'} {label}: {term_phrase(name, delta, two_player)}"
