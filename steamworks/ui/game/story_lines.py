"""The game log's lines, made from the session's story (rules/narrate.py).

Each step of the log carries its story entries: the action line (beginning with its player's
name) and any table events it caused (a round's end, a new age, the game's end). The log shows
them word for word, as `python -m steamworks replay` prints them, with a short "Age I · Round 3"
heading where a new round's play starts, and "Ada used a hint" where a player used one (before
the step it was about, or last while that decision is still on the table). Keys stay the same
as the log grows, so the panel can keep its place.

`StoryFeed` gives the game scene those lines from the newest back: each step's story is told
the first time it is read (session.py), so a loaded game of several hundred steps shows its
newest steps at its first frame and tells the older ones a chunk per frame after, instead of
narrating its whole story before anything is drawn. The panel keeps its place as they come in.
"""

from __future__ import annotations

from steamworks.language import tr
from steamworks.persistence.record import GameRecord
from steamworks.rules import engine
from steamworks.rules import narrate as N
from steamworks.rules.words import ROMAN
from steamworks.session import GameSession

from .log_lines import ENTRY, EVENT, HEADING, LogLine


def hint_line(k: int, seat: int, names) -> LogLine:
    """ "Ada used a hint", before log step `k` (the step the hint was about)."""
    return LogLine(seat, tr("{player} used a hint", player=names[seat]), ("hint", k), kind=ENTRY)


def _told_game_end(entries) -> bool:
    """Whether the last step's story already says the game ends (its GAME_END event)."""
    return bool(entries) and any(item.kind == N.GAME_END for item in entries[-1].story or ())


def entry_lines(k: int, entry, names, latest: bool = False) -> list[LogLine]:
    """The lines of log step `k`: a hint used before it, its action line, then the table
    events it caused."""
    story = entry.story or (
        # translators: {player} is a name, {action} what they did as the log tells it,
        # "places a mechanic on persona space 2"
        N.StoryEntry(
            entry.seat,
            N.ACTION,
            tr("{player} {action}", player=names[entry.seat], action=entry.text),
        ),
    )
    out = [hint_line(k, entry.seat, names)] if entry.hinted else []
    for j, item in enumerate(story):
        if item.is_event:
            out.append(
                LogLine(None, item.text, ("event", k, j), kind=EVENT, places=item.places, step=k)
            )
        else:
            out.append(
                LogLine(
                    entry.seat,
                    item.text,
                    # the action's own line, then any line of what it could not use
                    ("entry", k) if item.kind == N.ACTION else ("entry", k, j),
                    latest=latest,
                    kind=ENTRY,
                    places=item.places,
                    step=k,
                )
            )
    return out


def since_last_turn(session: GameSession, seat: int) -> list[LogLine]:
    """Every line of the story since `seat` last acted (the whole game, if it never has). The
    table events that `seat`'s own last step caused come first: a round the player's own move
    ended was summed up in a banner the player may well have clicked away, and the recap tells
    it as it would had another player's move ended it."""
    log = session.log
    last = max((k for k, entry in enumerate(log) if entry.seat == seat), default=-1)
    lines: list[LogLine] = []
    if last >= 0:
        lines += [
            line for line in entry_lines(last, log[last], session.names) if line.kind == EVENT
        ]
    for k in range(last + 1, len(log)):
        lines += entry_lines(k, log[k], session.names)
    return lines


def story_lines(session: GameSession | GameRecord, start: int = 0) -> list[LogLine]:
    """The log's lines for steps `start` onwards (all of them by default), of the game in play
    or of a record whose entries know their states (the replay viewer's position)."""
    entries = session.log
    names = session.names
    lines: list[LogLine] = []
    where = None
    last = len(entries) - 1
    for k in range(start, len(entries)):
        entry = entries[k]
        if (entry.age, entry.round) != where:
            where = (entry.age, entry.round)
            lines.append(
                LogLine(
                    None,
                    tr("Age {age} · Round {round}", age=ROMAN[entry.age], round=entry.round),
                    ("round",) + where,
                    kind=HEADING,
                )
            )
        lines += entry_lines(k, entry, names, latest=k == last)
    seat = engine.to_act(session.state)
    pending = isinstance(session, GameSession) and session.hint_pending
    if pending and seat is not None:  # a hint used for the decision on the table
        lines.append(hint_line(len(entries), seat, names))
    if session.state.game_over and not _told_game_end(entries):
        lines.append(LogLine(None, tr("The game is over"), ("over",), kind=HEADING))
    return lines


class StoryFeed:
    """The log's lines, told from the newest step back (see the module docstring)."""

    FIRST = 60  # steps told before the first frame: more than the log's card ever shows
    CHUNK = 100  # older steps told in each frame after that (a few milliseconds)

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.start = max(0, len(session.log) - self.FIRST)  # the oldest step told so far
        self._drawn = False  # the first frame goes out before anything older is told

    @property
    def complete(self) -> bool:
        return self.start == 0

    def lines(self) -> list[LogLine]:
        self.start = min(
            self.start, len(self.session.log)
        )  # an undo never goes below it, but be sure
        return story_lines(self.session, self.start)

    def tell_older(self, everything: bool = False) -> bool:
        """Tell the next chunk of older steps, from the second frame on, or all of them at once
        (`everything`: the reader has scrolled up to the oldest line told); True when the lines
        changed. The game scene calls it once a frame."""
        if self.start == 0:
            return False
        if not self._drawn and not everything:
            self._drawn = True
            return False
        self.start = 0 if everything else max(0, self.start - self.CHUNK)
        return True
