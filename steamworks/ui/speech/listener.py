"""What to say now: from one snapshot of the table to the next, the sentences that are news.

The game scene hands a `Snapshot` to `Listener.hear` whenever something may have changed (after
each move, each focus move, each refusal); `hear` returns the utterances to speak, in order:

1. the story's new lines since the last snapshot (or "Undone." when the story got shorter; a
   listener new to a story already under way says only its last line);
2. why the move just tried was refused;
3. whose turn it is, when that changed (and who won, once the game is over);
4. the listener's decision, when a new one is on the table: its question and its choices;
5. what the focus ring is on, when it moved.

Only the focus interrupts what is still being said, and only when it is the sole news (moving
the ring quickly skips the places passed over; it never cuts a move's story short). The
choices of the listener's decision stay in `choices`, numbered as they were said, for the keys
that answer by number. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from steamworks.language import tr
from steamworks.rules import actions as A
from steamworks.rules import engine
from steamworks.rules.narrate import StoryEntry
from steamworks.rules.state import GameState

from . import words
from .menu import SpokenChoice, spoken_choices

# a decision with at most this many choices has them all read out with its question; a longer
# one says how many there are, and the player moves the focus ring or asks for the list
READ_ALL = 5


@attrs.frozen
class Utterance:
    """One thing to say; `interrupt`: it may cut short what is still being said."""

    text: str
    interrupt: bool = False


@attrs.frozen
class Snapshot:
    """The table as the listener sees it.

    `story`: the whole story so far (rules/narrate.py); `you`: the seat listening (None: no
    one, the prompt is not read); `focus`: the focus ring's place key (ui/game/target_keys.py),
    `focus_actions` the actions of that place when it is a choice (a prompt's button has no
    tooltip: its choice's words are said); `refused`: the action just refused, in the snapshot
    taken right after the refusal only; `focus_label`: the words on what the focus is on,
    said when it is neither a place nor a choice (a toolbar button: "Hint", "Menu")."""

    state: GameState
    names: tuple[str, ...]
    story: tuple[StoryEntry, ...] = ()
    you: int | None = None
    focus: tuple[Any, ...] | None = None
    focus_actions: tuple[A.Action, ...] = ()
    refused: A.Action | None = None
    focus_label: str = ""


def _decision_key(state: GameState) -> tuple[Any, ...]:
    return (state.turn, engine.to_act(state), engine.current_decision(state), state.game_over)


class Listener:
    """Remembers what was said, to say only what is new."""

    def __init__(self) -> None:
        # story entries already said; None: nothing heard yet, so a story that is already
        # long (a save loaded, the final table, the mode turned on mid-game) is not read from
        # its first line: only its last one, what just happened
        self._heard: int | None = None
        self._turn: tuple[Any, ...] | None = None  # (turn number, seat to act, game over) last said
        self._decision: tuple[Any, ...] | None = None  # the decision last read out
        self._focus: tuple[Any, ...] | None = None
        self._refused: A.Action | None = None
        self.choices: tuple[SpokenChoice, ...] = ()  # the listener's decision's choices

    def hear(self, snap: Snapshot) -> list[Utterance]:
        """The utterances that are news since the last snapshot."""
        out = [Utterance(text) for text in self._story(snap.story)]
        if snap.refused is not None and snap.refused != self._refused:
            reason = words.refusal_words(snap.state, snap.refused)
            if reason is not None:
                out.append(Utterance(reason))
        self._refused = snap.refused
        out += [Utterance(text) for text in self._turn_change(snap)]
        out += [Utterance(text) for text in self._decision_change(snap)]
        focus = self._focus_change(snap)
        if focus:
            out.append(Utterance(focus, interrupt=not out))
        return out

    def _story(self, story: Sequence[StoryEntry]) -> list[str]:
        if self._heard is None:
            self._heard = max(0, len(story) - 1)
        if len(story) < self._heard:
            self._heard = len(story)
            return [tr("Undone.")]
        new = [words.log_words(entry) for entry in story[self._heard :]]
        self._heard = len(story)
        return [text for text in new if text]

    def _turn_change(self, snap: Snapshot) -> list[str]:
        state = snap.state
        # a new turn, or a decision that another seat must take
        key = (state.turn, engine.to_act(state), state.game_over)
        if key == self._turn:
            return []
        self._turn = key
        text = words.turn_words(state, snap.names, snap.you)
        return [text] if text else []

    def _decision_change(self, snap: Snapshot) -> list[str]:
        state = snap.state
        if state.game_over or snap.you is None or engine.to_act(state) != snap.you:
            self._decision = None
            self.choices = ()
            return []
        key = _decision_key(state)
        if key == self._decision:
            return []
        self._decision = key
        self.choices = spoken_choices(state, snap.names)
        out = [words.prompt_words(state, len(self.choices))]
        if len(self.choices) <= READ_ALL:
            out += [words.choice_words(i, c.words) for i, c in enumerate(self.choices, start=1)]
        return out

    def _focus_change(self, snap: Snapshot) -> str:
        if snap.focus == self._focus:
            return ""
        self._focus = snap.focus
        return self.focus_words(snap)

    def focus_words(self, snap: Snapshot) -> str:
        """What the focus ring is on, said ("" when it is on nothing)."""
        if snap.focus is None:
            return snap.focus_label
        state = snap.state
        legal = engine.legal_actions(state)
        seat = engine.to_act(state)
        can_act = seat is not None and seat == snap.you
        focus_seat = snap.you if snap.you is not None else (seat or 0)
        text = words.place_words(snap.focus, state, snap.names, legal, can_act, focus_seat)
        # the choices it plays first (so the ear knows a move from a place to look at), then
        # the place's tooltip; a prompt's button has no tooltip, a toolbar's button no choice
        said = [c.words for c in self.choices if c.action in snap.focus_actions]
        return " ".join([*said, text] if text else said) or snap.focus_label

    def choice_list(self) -> str:
        """All the choices of the listener's decision, numbered (the "what can I do" key)."""
        return " ".join(words.choice_words(i, c.words) for i, c in enumerate(self.choices, 1))

    def choice(self, position: int) -> SpokenChoice | None:
        """The choice said with number `position` (from 1), if there is one."""
        if 1 <= position <= len(self.choices):
            return self.choices[position - 1]
        return None
