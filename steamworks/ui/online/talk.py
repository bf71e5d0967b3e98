"""What is said at an online table besides the moves: the server's notices (the AI standing in
for someone away, their return, a move whose time ran out) and the players' chat, kept in the
order they came, each once (no pygame).

A seat that resumes (after a drop) is sent the table's newest 30 notices and lines again, between
its `Seated` and the `Lobby` that follows. `Said` holds those back while they come (`resuming`,
then `settle` at the Lobby or Update) and keeps only the ones it had not heard: those after the
last place where the replay repeats the end of what it holds, so a line said twice on purpose
is still kept twice.
"""

from __future__ import annotations

from typing import Any

from steamworks.online import protocol as P


class Said:
    """The notices and chat lines of a table, in order; see the module docstring."""

    def __init__(self) -> None:
        self.lines: list[Any] = []  # P.Notice and P.Chat values
        self._replay: list[Any] | None = None

    def resuming(self) -> None:
        """A `Seated` after a reconnection: what follows until the next Lobby is a replay."""
        self._replay = []

    def add(self, line: P.Notice | P.Chat) -> list[Any]:
        """A notice or a chat line arrived; the lines new to this table (none while a replay
        is coming: `settle` gives them)."""
        if self._replay is not None:
            self._replay.append(line)
            return []
        self.lines.append(line)
        return [line]

    def settle(self) -> list[Any]:
        """The replay is over (a Lobby or an Update came): the lines of it not heard before."""
        if self._replay is None:
            return []
        replay, self._replay = self._replay, None
        known = self.lines
        start = 0  # where the replay's unheard lines begin
        for end in range(len(replay), 0, -1):
            k = min(end, len(known))
            if k and replay[end - k : end] == known[-k:]:
                start = end
                break
        new = replay[start:]
        self.lines += new
        return new

    def chat(self) -> list[P.Chat]:
        return [line for line in self.lines if isinstance(line, P.Chat)]


def chat_text(line: P.Chat) -> str:
    """A chat line as the log and the lobby show it."""
    return f"{line.name}: {line.text}"
