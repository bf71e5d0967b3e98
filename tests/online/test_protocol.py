"""The online protocol and the seat views, without a network: what a message may be, what a
client of another version is told, and what a seat's view leaves out."""

from __future__ import annotations

import json

import pytest

from steamworks.online import protocol as P
from steamworks.online.views import digest, hidden_tiles, redact, view_text
from steamworks.rules import engine
from steamworks.rules.actions import Pass, TakeTile
from steamworks.rules.setup import quick_setup


def _hello(version: object = P.PROTOCOL_VERSION) -> str:
    return json.dumps({"type": "Hello", "protocol": version, "client": "test"})


def test_a_client_message_round_trips():
    act = P.Act(3, TakeTile(1, 2))
    assert P.decode_client(P.encode(act)) == act
    assert P.decode_client(_hello(), first=True) == P.Hello(P.PROTOCOL_VERSION, "test")


def test_another_version_is_told_which_version_the_server_speaks():
    with pytest.raises(P.ProtocolError) as caught:
        P.decode_client(_hello(P.PROTOCOL_VERSION + 1), first=True)
    assert caught.value.code == "version"
    text = str(caught.value)
    assert f"version {P.PROTOCOL_VERSION} " in text and f"version {P.PROTOCOL_VERSION + 1}" in text
    assert "install the same version" in text


@pytest.mark.parametrize(
    ("data", "code"),
    [
        (b'{"type":"Ready"}', "not-text"),
        ('{"type":"JoinGame","invite":"' + "x" * 5000 + '","name":"a"}', "too-large"),
        ("[" * 50 + "]" * 50, "bad-json"),
        ('{"type": "Act", "move": ', "bad-json"),
        ('{"type":"Act","move":NaN,"action":{"kind":"Pass","automaton":false}}', "bad-json"),
        ("[1, 2]", "bad-message"),
        ('{"type":"Shutdown"}', "unknown-type"),
        ('{"type":"Act","move":"1","action":{"kind":"Pass","automaton":false}}', "bad-message"),
        ('{"type":"Act","move":1,"action":{"kind":"Teleport"}}', "bad-message"),
        ('{"type":"Ready","extra":1}', "bad-message"),
        (_hello(), "bad-message"),  # Hello a second time
    ],
)
def test_bad_messages_are_refused_with_a_code_and_a_sentence(data, code):
    with pytest.raises(P.ProtocolError) as caught:
        P.decode_client(data)
    assert caught.value.code == code
    assert str(caught.value).endswith(".")


def test_the_first_message_must_be_hello():
    with pytest.raises(P.ProtocolError) as caught:
        P.decode_client(P.encode(P.Ready()), first=True)
    assert caught.value.code == "hello-first"


def test_a_view_holds_no_face_down_tile_and_no_generator():
    state = engine.start(quick_setup(4, seed=2026))
    view = redact(state)
    text = view_text(view)
    face_down = hidden_tiles(state)
    assert face_down and view.hidden == state.hidden
    assert not any(f'"{tile}"' in text for tile in face_down)
    assert view.rng == 0 and str(state.rng) not in text
    # the public tail of each stack stays, and equal positions give equal digests
    assert all(v == s[n:] for v, s, n in zip(view.stacks, state.stacks, state.hidden))
    assert digest(view) == digest(redact(state))
    assert digest(view) != digest(redact(engine.apply(state, engine.legal_actions(state)[0])))


def test_an_update_round_trips_through_its_text():
    state = engine.start(quick_setup(2, seed=5))
    view = redact(state)
    update = P.Update("g", 0, 0, 0, (Pass(),), view, (), False, digest(view))
    assert P.decode_server(P.encode(update)) == update
