"""The online screens' tests: LAN discovery stays off (no multicast at all) unless a test turns
it on inside a network namespace of its own (test_online_find.py)."""

from __future__ import annotations

import pytest

from steamworks.ui.online.finding import LAN_INTERFACES_ENV


@pytest.fixture(autouse=True)
def no_lan_discovery(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(LAN_INTERFACES_ENV, "off")
