"""The query keys of the spoken table: the questions a sighted player answers at a glance, each
with the key proposed for it and its answer in words.

The keys are proposals for the key map (ui/key_map.py): each is free there today and none is a
key the game always keeps (Esc, Tab, the arrows, F11, 1 to 3). `answer(query, snapshot)` says
the answer for the seat listening (the seat to act when nobody listens). Pure: no pygame.
"""

from __future__ import annotations

import attrs

from steamworks.language import mark, tr
from steamworks.rules import engine

from . import words
from .listener import Listener, Snapshot


@attrs.frozen
class Query:
    id: str
    label: str  # what the key does, as the key map's list shows it (marked: tr() where shown)
    default: str  # the proposed chord, spelt as in ui/key_map.py


SPEECH_TOGGLE = Query("speech", mark("Spoken mode on or off"), "f2")
QUERIES = (
    Query("supply", mark("Say my money, sources and mechanics"), "m"),
    Query("belts", mark("Say the conveyor belts"), "b"),
    Query("clock", mark("Say the round, the age and the counters left"), "c"),
    Query("prestige", mark("Say each player's prestige"), "p"),
    Query("devices", mark("Say a player's devices (again: the next player)"), "d"),
    Query("decision", mark("Say the decision and its choices again"), "w"),
    Query("last", mark("Say the last log line again"), "l"),
)
QUERY_IDS = tuple(q.id for q in QUERIES)


def answer(
    query: str, snap: Snapshot, listener: Listener | None = None, seat: int | None = None
) -> str:
    """The answer to query `query` (one of QUERY_IDS) at this snapshot. `seat`: whose devices
    (the listener's own when None); `listener`: the one that read the decision out, whose
    numbered choices "decision" repeats."""
    state = snap.state
    me = snap.you if snap.you is not None else engine.to_act(state)
    if me is None:
        me = 0
    if query == "supply":
        return words.supply_words(state, me)
    if query == "belts":
        return words.belts_words(state)
    if query == "clock":
        return words.clock_words(state, snap.names)
    if query == "prestige":
        return words.prestige_words(state, snap.names, snap.you)
    if query == "devices":
        return words.devices_words(state, me if seat is None else seat, snap.names, snap.you)
    if query == "decision":
        if state.game_over:
            return words.turn_words(state, snap.names, snap.you)
        if listener is None or not listener.choices:
            return words.turn_words(state, snap.names, snap.you)
        # translators: {prompt} is the decision and its number of choices, {choices} the list
        return tr(
            "{prompt} {choices}",
            prompt=words.prompt_words(state, len(listener.choices)),
            choices=listener.choice_list(),
        )
    if query == "last":
        if snap.story:
            return words.log_words(snap.story[-1])
        return tr("Nothing has happened yet.")
    raise ValueError(f"no such query: {query!r}")
