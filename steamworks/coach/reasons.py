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
from steamworks.language import decimal, mark, ntr, tr

Terms = dict[str, float]

# a choice's worth is the player's estimate against their opponents' (evaluate.utility): the
# parts of the estimate, and this one, what the opponents' estimates take off it
OPPONENTS = "opponents"
REASON_TERMS = (*TERMS, OPPONENTS)

# below this (in prestige) a difference is not worth a reason
NEGLIGIBLE = 0.05

# a difference in each part of an estimate, in words ({amount}: "+1.5", "-0.8")
TERM_WORDS = {
    "chips": mark("about {amount} prestige in prestige chips"),
    "clocks": mark("about {amount} prestige in clock counters"),
    "devices": mark("about {amount} prestige printed on your devices"),
    "money": mark("about {amount} prestige from money still to spend"),
    "sources": mark("about {amount} prestige from basic sources still to use"),
    "tiles": mark("about {amount} prestige from tiles in your supply, still to build"),
    "workers": mark("about {amount} prestige from workers still to place this round"),
    "visits": mark("about {amount} prestige from visitors to your devices over the rounds left"),
    "own_use": mark("about {amount} prestige from using your own devices over the rounds left"),
    "pending": mark("about {amount} prestige from what the rest of this turn promises"),
    "leftovers": mark("about {amount} prestige at the tie-break (more left over at the end)"),
    "holdings": mark("about {amount} prestige from which persona and tiles you hold"),
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
    amount = sign + decimal(size, 1)
    if name == OPPONENTS:
        # the term is what the opponents take off: it rises when they gain less
        shown = decimal(size, 1)
        if two_player:
            if delta > 0:
                return tr("about {amount} prestige less for your opponent", amount=shown)
            return tr("about {amount} prestige more for your opponent", amount=shown)
        if delta > 0:
            return tr("about {amount} prestige less for your opponents", amount=shown)
        return tr("about {amount} prestige more for your opponents", amount=shown)
    if name == "visits" and not two_player:
        # with three or more players a visit pays the owner a clock counter: count them
        if size >= 1.5:
            clocks = int(f"{size:.0f}")
            return ntr(
                # translators: {sign} is + or -
                "about {sign}{count} clock from visitors over the rounds left",
                "about {sign}{count} clocks from visitors over the rounds left",
                clocks,
                sign=sign,
            )
        return tr("about {amount} clocks from visitors over the rounds left", amount=amount)
    if name == "visits":
        return tr(
            "about {amount} prestige from visitors' coins over the rounds left", amount=amount
        )
    return tr(TERM_WORDS[name], amount=amount)


def reason(terms: Terms, alternatives: Sequence[Terms], two_player: bool) -> str:
    """One line saying how a choice differs from its alternatives, by its largest term."""
    return said_reason(*reason_term(terms, alternatives), two_player)


def reason_term(terms: Terms, alternatives: Sequence[Terms]) -> tuple[str, float]:
    """What `reason` says, before it is put into words: the term and its difference ("" and
    0.0 when there are no alternatives), so that it can be said again in another language."""
    if not alternatives:
        return "", 0.0
    return largest_difference(terms, mean_terms(alternatives))


def said_reason(name: str, delta: float, two_player: bool) -> str:
    """A `reason_term` in words, in the language spoken now."""
    if not name:
        return tr("the only choice worth considering here")
    if abs(delta) < NEGLIGIBLE:
        return tr("about the same as the alternatives")
    return term_phrase(name, delta, two_player)


def against(terms: Terms, other: Terms, label: str, two_player: bool) -> str:
    """How a choice compares with another (`label`, translated: "choice 2", "the other choices"), by the
    term that does most to set them apart: "Beats choice 2: about +0.8 prestige from basic
    sources still to use"; "Behind choice 2: ..." when it is worse overall (a choice not
    played out, ranked after those that were)."""
    name, delta = largest_difference(terms, other)
    if abs(delta) < NEGLIGIBLE:
        # translators: {other} is "choice 2" or "the other choices"
        return tr("About as good as {other}", other=label)
    ahead = sum(terms[n] - other[n] for n in REASON_TERMS) >= 0
    difference = term_phrase(name, delta, two_player)
    if ahead:
        # translators: {other} is "choice 2" or "the other choices"; {difference} "about +0.8 ..."
        return tr("Beats {other}: {difference}", other=label, difference=difference)
    return tr("Behind {other}: {difference}", other=label, difference=difference)
