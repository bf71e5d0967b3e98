"""A count filled into a sentence agrees with the words around it in every language: the lobby's
"waiting for 1 free seat" was German "Es fehlen noch 1 freier Platz" and Spanish "quedan 1
asiento libre", a plural verb before one seat; the sentences now name the count without a
verb that agrees with it."""

from __future__ import annotations

import pytest

from steamworks.language import ntr, speaking, tr

WAITING = "The game starts once every seat is taken and everyone is ready: waiting for {seats} to be taken."
BOTH = (
    "The game starts once every seat is taken and everyone is ready: waiting for {seats} to be taken "
    "and for {players} to get ready."
)
WRONG = {"de": ("fehlen noch 1 ",), "es": ("quedan 1 ",), "fr": ("restent 1 ",), "en": ()}


@pytest.mark.parametrize("code", ["en", "de", "fr", "es"])
@pytest.mark.parametrize("free", [1, 2])
def test_the_lobbys_free_seats_read_right_for_one_and_for_more(code, free):
    with speaking(code):
        seats = ntr("{count} free seat", "{count} free seats", free)
        lines = [tr(WAITING, seats=seats), tr(BOTH, seats=seats, players="Ada")]
    for line in lines:
        assert seats in line
        assert not any(wrong in line for wrong in WRONG[code]), line
