"""Games on this network, for the Online screen's Find list: S's `online.discovery.LanBrowser`
(zeroconf, the `online` extra), started when the screen opens and closed when it goes.

`LAN_INTERFACES_ENV` names the interfaces discovery may use (comma-separated addresses; every
interface when unset; `off`: none, discovery is not started): the tests set it to `off`, or to
127.0.0.1 inside a network namespace of their own, so no multicast ever leaves loopback. A
game without zeroconf installed gets a `LanFinder` whose `unavailable` says why, and the screen
shows that sentence instead of a list.
"""

from __future__ import annotations

import os
from typing import Any, Protocol

from steamworks.language import mark, tr

LAN_INTERFACES_ENV = "STEAMWORKS_LAN_INTERFACES"
NO_ZEROCONF = mark(
    "Finding games on this network needs the zeroconf package, which this copy of the game does not have: ask the host for the address and the invite code, and use Connect."
)


TURNED_OFF = mark("Finding games on this network is turned off here: use Connect.")


def discovery_off() -> bool:
    return os.environ.get(LAN_INTERFACES_ENV, "").strip().lower() == "off"


def lan_interfaces() -> list[str] | None:
    """The addresses discovery is kept to (None: every interface)."""
    text = "" if discovery_off() else os.environ.get(LAN_INTERFACES_ENV, "")
    chosen = [part.strip() for part in text.split(",") if part.strip()]
    return chosen or None


class Finder(Protocol):
    """What the Online screen asks of its list of games on the network."""

    unavailable: str | None

    def games(self) -> list[Any]:
        """The `LanGame`s heard of so far (no waiting)."""

    def close(self) -> None: ...


class LanFinder:
    """A `LanBrowser` on the chosen interfaces, or the reason there is none."""

    def __init__(self) -> None:
        self.unavailable: str | None = None
        self._browser: Any = None
        if discovery_off():
            self.unavailable = tr(TURNED_OFF)
            return
        try:
            from steamworks.online.discovery import LanBrowser
        except ImportError:
            self.unavailable = tr(NO_ZEROCONF)
            return
        interfaces = lan_interfaces()
        try:
            self._browser = LanBrowser(interfaces) if interfaces else LanBrowser()
        except OSError as exc:  # no network at all (or multicast refused)
            self.unavailable = tr(
                "This computer's network cannot look for games ({problem}).", problem=exc
            )

    def games(self) -> list[Any]:
        return list(self._browser.games()) if self._browser is not None else []

    def close(self) -> None:
        if self._browser is not None:
            self._browser.close()
            self._browser = None
