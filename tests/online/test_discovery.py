"""LAN discovery (steamworks/online/discovery.py) between real processes: a server process run
with `--lan` lists a game, and another process's browser finds it, joins it from the listing
alone (the listing then shows one seat left), and sees it leave the list once its table is
full.

The multicast never reaches the machine's real network: zeroconf is bound to 127.0.0.1, and the
whole run happens inside a network namespace of its own (`unshare -rn`, only loopback up) where
the machine allows one; else on this machine's loopback if multicast works there; else the
test is skipped saying which of the two failed. Every wait is bounded (bench_online.LAN_TIMEOUT).
"""

from __future__ import annotations

import pytest

from steamworks.online.discovery import LanGame, _lan_game


def test_a_game_hosted_by_one_process_appears_in_another_process_list(bench):
    report = bench.lan_isolated(2)
    if isinstance(report, str):
        pytest.skip(f"LAN discovery cannot be tried on this machine: {report}")
    assert report.failures == []
    assert report.runs == 2
    # found while the browser ran, found by a browser opened later, and gone once full
    assert len(report.appeared) == len(report.found) == len(report.gone) == 2


class _Info:
    """What a resolved service holds, as zeroconf's ServiceInfo gives it."""

    def __init__(self, properties: dict, port: int | None = 8765, address: str = "10.0.0.5"):
        self.properties, self.port, self.address = properties, port, address

    def parsed_addresses(self, _version: object) -> list[str]:
        return [self.address] if self.address else []


def test_a_listing_is_read_from_its_txt_record_and_a_foreign_one_is_ignored():
    props = {b"name": b"Friday game", b"host": b"Ada", b"seats": b"2", b"v": b"2"}
    props |= {b"invite": b"abc", b"game": b"0123"}
    game = _lan_game(_Info(props))  # type: ignore[arg-type]
    assert game == LanGame("Friday game", "Ada", "10.0.0.5", 8765, 2, 2, "abc", "0123")
    # a service of our type that is not one of our servers: no seats count, or no address
    assert _lan_game(_Info({b"name": b"x", b"v": b"2"})) is None  # type: ignore[arg-type]
    assert _lan_game(_Info(props, address="")) is None  # type: ignore[arg-type]
