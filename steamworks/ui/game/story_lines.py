"""The game log's lines, made from the session's story (rules/narrate.py).

Each step of the log carries its story entries: the action line (beginning with its player's
name) and any table events it caused (a round's end, a new age, the game's end). The log shows
them word for word, as `python -m steamworks replay` prints them, with a short "Age I · Round 3"
heading where a new round's play starts. Keys stay the same as the log grows, so the panel can
keep its place.
"""

from __future__ import annotations

from steamworks.rules import narrate as N
from steamworks.session import GameSession

from .log_panel import ENTRY, EVENT, HEADING, LogLine

ROMAN = {1: "I", 2: "II", 3: "III"}


def entry_lines(k: int, entry, names, latest: bool = False) -> list[LogLine]:
    """The lines of log step `k`: its action line, then the table events it caused."""
    story = entry.story or (N.StoryEntry(entry.seat, N.ACTION, f"{names[entry.seat]} {entry.text}"),)
    out = []
    for j, item in enumerate(story):
        if item.is_event:
            out.append(LogLine(None, item.text, ("event", k, j), kind=EVENT, places=item.places))
        else:
            out.append(LogLine(entry.seat, item.text, ("entry", k), latest=latest, kind=ENTRY, places=item.places))
    return out


def since_last_turn(session: GameSession, seat: int) -> list[LogLine]:
    """Every line of the story since `seat` last acted (the whole game, if it never has)."""
    log = session.log
    last = max((k for k, entry in enumerate(log) if entry.seat == seat), default=-1)
    lines: list[LogLine] = []
    for k in range(last + 1, len(log)):
        lines += entry_lines(k, log[k], session.names)
    return lines


def story_lines(session: GameSession) -> list[LogLine]:
    entries = session.log
    names = session.names
    lines: list[LogLine] = []
    where = None
    last = len(entries) - 1
    for k, entry in enumerate(entries):
        if (entry.age, entry.round) != where:
            where = (entry.age, entry.round)
            lines.append(LogLine(None, f"Age {ROMAN[entry.age]} · Round {entry.round}", ("round",) + where,
                                 kind=HEADING))
        lines += entry_lines(k, entry, names, latest=k == last)
    if session.state.game_over and not any(line.key[:1] == ("event",) and "game ends" in line.text.lower()
                                           for line in lines[-3:]):
        lines.append(LogLine(None, "The game is over", ("over",), kind=HEADING))
    return lines
