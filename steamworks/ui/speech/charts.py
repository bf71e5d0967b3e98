"""The shapes of the Statistics screen's two pictures, said: the rating chart (which way the
line went, lately too, and its highest and lowest points) and the bar of where the prestige
came from (its total, its largest share first, then the others with their shares).

A sighted player reads these at a glance; the figures alone ("1040, between Medium and Hard")
do not tell a listener whether they are getting better. Text in, text out: the screen hands
the points and the shares it draws, with its labels already in the player's language. Pure:
no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence

from steamworks.language import decimal, ntr, number, percent, tr
from steamworks.ui.speech.screens import joined, sentence_part, value_words

# rating points within this of each other count as level: the line is flat to the eye
LEVEL = 10.0
# "lately" is the line's last games: this many, said when there are more games than that
RECENT = 5


def rating_shape(points: Sequence[tuple[int, float]]) -> str:
    """The rating chart's line in words, from its points (the rated game's number, the rating
    after it), oldest first: whether it rose, fell or held level over all the games and over
    the last few, and where it was highest and lowest. "" with fewer than two points (no
    line to speak of)."""
    if len(points) < 2:
        return ""
    ratings = [rating for _game, rating in points]
    first, last = ratings[0], ratings[-1]
    games = len(points)
    said = [_overall(games, first, last)]
    if games > RECENT:
        said.append(_lately(last - ratings[-RECENT - 1]))
    best = max(range(games), key=lambda i: (ratings[i], i))  # the latest, if level
    worst = min(range(games), key=lambda i: (ratings[i], -i))
    # translators: the rating chart's highest point; {game} counts the rated games from 1
    said.append(
        tr(
            "Highest {rating}, after rated game {game}.",
            rating=number(round(ratings[best])),
            game=number(points[best][0]),
        )
    )
    # translators: the rating chart's lowest point; {game} counts the rated games from 1
    said.append(
        tr(
            "Lowest {rating}, after rated game {game}.",
            rating=number(round(ratings[worst])),
            game=number(points[worst][0]),
        )
    )
    return joined(*said)


def _overall(games: int, first: float, last: float) -> str:
    before, now = number(round(first)), number(round(last))
    if last - first >= LEVEL:
        return ntr(
            "Over {count} rated game your rating rose from {first} to {last}.",
            "Over {count} rated games your rating rose from {first} to {last}.",
            games,
            first=before,
            last=now,
        )
    if first - last >= LEVEL:
        return ntr(
            "Over {count} rated game your rating fell from {first} to {last}.",
            "Over {count} rated games your rating fell from {first} to {last}.",
            games,
            first=before,
            last=now,
        )
    return ntr(
        "Over {count} rated game your rating held about level, from {first} to {last}.",
        "Over {count} rated games your rating held about level, from {first} to {last}.",
        games,
        first=before,
        last=now,
    )


def _lately(change: float) -> str:
    amount = number(round(abs(change)))
    if change >= LEVEL:
        # translators: the rating over the last games; {amount} rating points
        return ntr(
            "Lately rising: up {amount} over the last {count} game.",
            "Lately rising: up {amount} over the last {count} games.",
            RECENT,
            amount=amount,
        )
    if -change >= LEVEL:
        return ntr(
            "Lately falling: down {amount} over the last {count} game.",
            "Lately falling: down {amount} over the last {count} games.",
            RECENT,
            amount=amount,
        )
    return ntr(
        "Lately steady over the last {count} game.",
        "Lately steady over the last {count} games.",
        RECENT,
    )


def sources_shape(heading: str, note: str, shares: Sequence[tuple[str, float]]) -> str:
    """The bar of where the prestige came from, in words: the screen's heading with the total,
    what the bar is (`note`, the screen's line under it), then the largest share first, the
    others after it, largest to smallest, each with its part of the whole; a source that gave
    nothing said as such. `shares`: (the source's label, average prestige a game)."""
    total = sum(value for _label, value in shares)
    if total <= 0:
        return ""
    ranked = sorted(shares, key=lambda share: -share[1])
    said = [value_words(heading, decimal(total)), note]
    label, value = ranked[0]
    if value >= total:
        # translators: the one source all the prestige came from ("Device tiles")
        said.append(tr("All of it from {source}.", source=sentence_part(label)))
    else:
        # translators: {share} is a percentage, {source} where the prestige came from
        # ("Device tiles"), {amount} its average prestige a game ("12.5")
        said.append(
            tr(
                "The largest share, {share}, from {source}: {amount}.",
                share=percent(value / total),
                source=sentence_part(label),
                amount=decimal(value),
            )
        )
    for label, value in ranked[1:]:
        if value <= 0:
            # translators: a source of prestige that gave none ("Clock counters")
            said.append(tr("None from {source}.", source=sentence_part(label)))
        else:
            # translators: another source of prestige: {amount} a game, {share} of the whole
            said.append(
                tr(
                    "{source}: {amount}, {share}.",
                    source=sentence_part(label),
                    amount=decimal(value),
                    share=percent(value / total),
                )
            )
    return joined(*said)
