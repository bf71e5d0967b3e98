"""Finding games on the local network: a server lists its open games as DNS-SD services over
multicast DNS (the `zeroconf` library, the `online` extra), and a browser lists the ones it
hears about as they come and go.

Each open game is one service of type `_steamworks._tcp.local.`, named after the game's id (so
two games never clash), with the server's address and port and a TXT record holding what a
player chooses by: the game's name, its host's name, the seats still open, the protocol
version, and the invite code (a game listed on the LAN is open to the LAN: the host chose so).

Both classes are made for a frame loop: `LanAdvertiser.update` only hands the new list to the
advertiser's own thread (registering a service takes about 1.7 s of probing the network), and
`LanBrowser.games` returns a copy of what the browser's thread has resolved, without waiting.
Both are thread-safe. Services carry a TTL of two minutes, so the games of a host that vanished
without saying goodbye drop out of every list by themselves.

`interfaces` is zeroconf's: every interface by default, or a list of addresses
(`["127.0.0.1"]` keeps everything on loopback, as the tests do).
"""

from __future__ import annotations

import logging
import socket
import threading
from collections.abc import Sequence

import attrs
from zeroconf import (
    InterfaceChoice,
    InterfacesType,
    IPVersion,
    ServiceBrowser,
    ServiceInfo,
    ServiceStateChange,
    Zeroconf,
    get_all_addresses,
)

from .protocol import PROTOCOL_VERSION

log = logging.getLogger("steamworks.online.lan")

SERVICE_TYPE = "_steamworks._tcp.local."
TTL = 120  # seconds a listing outlives a host that vanished without a goodbye
RESOLVE_MS = 3000  # how long the browser asks for a service's details before giving up
MAX_TXT = 200  # bytes of one TXT value (a DNS-SD value may hold 255)


@attrs.frozen(slots=True)
class LanOffer:
    """An open game, as a server tells its advertiser about it."""

    game: str  # the game's id: names the service
    name: str  # the game's name, as players read it
    invite: str
    seats_open: int
    host: str = ""  # who hosts it; the advertiser's own name when empty


@attrs.frozen(slots=True)
class LanGame:
    """An open game heard of on the LAN: connect to ws://`address`:`port` and join it with
    `invite`."""

    name: str
    host: str
    address: str
    port: int
    seats_open: int
    version: int  # the protocol version of its server (PROTOCOL_VERSION to be playable)
    invite: str = ""
    game: str = ""  # the game's id


def _text(value: str) -> str:
    """A TXT value: cut to MAX_TXT bytes without splitting a character."""
    return value.encode()[:MAX_TXT].decode(errors="ignore")


def _addresses(interfaces: InterfacesType) -> list[bytes]:
    """The IPv4 addresses a listing names: the interfaces given, or every non-loopback one."""
    if isinstance(interfaces, list):
        chosen = [a for a in interfaces if isinstance(a, str) and a.count(".") == 3]
    else:
        chosen = [a for a in get_all_addresses() if not a.startswith("127.")]
    return [socket.inet_aton(a) for a in chosen or ["127.0.0.1"]]


class LanAdvertiser:
    """Lists a server's open games on the LAN. `update` replaces the list (any thread, never
    waits); `close` says goodbye for every game and stops."""

    def __init__(
        self, port: int, name: str, interfaces: InterfacesType = InterfaceChoice.All
    ) -> None:
        self.port, self.name = port, name
        self._addresses = _addresses(interfaces)
        self._zc = Zeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only)
        self._wanted: dict[str, LanOffer] = {}
        self._listed: dict[str, tuple[LanOffer, ServiceInfo]] = {}
        self._changed = threading.Condition()
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="lan-advertiser", daemon=True)
        self._thread.start()

    def update(self, games: Sequence[LanOffer]) -> None:
        """The games to list from now on (those left out are taken off the LAN)."""
        with self._changed:
            self._wanted = {offer.game: offer for offer in games}
            self._changed.notify()

    def close(self) -> None:
        with self._changed:
            self._closing = True
            self._changed.notify()
        self._thread.join(timeout=10)
        self._zc.close()

    def _info(self, offer: LanOffer) -> ServiceInfo:
        properties = {
            "name": _text(offer.name),
            "host": _text(offer.host or self.name),
            "seats": str(offer.seats_open),
            "v": str(PROTOCOL_VERSION),
            "invite": _text(offer.invite),
            "game": _text(offer.game),
        }
        return ServiceInfo(
            SERVICE_TYPE,
            f"Steam Works {offer.game}.{SERVICE_TYPE}",
            port=self.port,
            addresses=self._addresses,
            properties=properties,
            server=f"steamworks-{offer.game}.local.",
            host_ttl=TTL,
            other_ttl=TTL,
        )

    def _run(self) -> None:
        while True:
            with self._changed:
                while not self._closing and self._in_step():
                    self._changed.wait()
                if self._closing:
                    break
                wanted = dict(self._wanted)
            self._step(wanted)
        for _offer, info in list(self._listed.values()):
            self._unregister(info)
        with self._changed:
            self._listed.clear()

    def _unregister(self, info: ServiceInfo) -> None:
        try:
            self._zc.unregister_service(info)
        except Exception as exc:  # noqa: BLE001 - the listing then runs out with its TTL
            log.warning("could not take %s off the LAN: %r", info.name, exc)

    def _in_step(self) -> bool:
        """The listing matches what is wanted (under the lock)."""
        return {g: o for g, (o, _i) in self._listed.items()} == self._wanted

    def _step(self, wanted: dict[str, LanOffer]) -> None:
        """Bring the listing to `wanted` (on the advertiser's thread; the network calls wait)."""
        for game, (_offer, info) in list(self._listed.items()):
            if game not in wanted:
                self._unregister(info)
                with self._changed:
                    del self._listed[game]
        for game, offer in wanted.items():
            listed = self._listed.get(game)
            if listed is not None and listed[0] == offer:
                continue
            info = self._info(offer)
            try:
                if listed is None:
                    self._zc.register_service(info, cooperating_responders=True)
                else:
                    self._zc.update_service(info)
            except Exception as exc:  # noqa: BLE001 - a network fault loses one listing, not the server
                log.warning("could not list game %s on the LAN: %r", game, exc)
            with self._changed:
                self._listed[game] = (offer, info)


class LanBrowser:
    """Lists the games on the LAN as they appear and disappear; `games` (any thread, never
    waits) is what was heard so far, sorted by name."""

    def __init__(self, interfaces: InterfacesType = InterfaceChoice.All) -> None:
        self._found: dict[str, LanGame] = {}
        self._lock = threading.Lock()
        self._zc = Zeroconf(interfaces=interfaces, ip_version=IPVersion.V4Only)
        self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._on_change])

    def games(self) -> list[LanGame]:
        with self._lock:
            found = list(self._found.values())
        return sorted(found, key=lambda g: (g.name.lower(), g.host.lower(), g.game))

    def close(self) -> None:
        self._browser.cancel()
        self._zc.close()

    def _on_change(
        self,
        zeroconf: Zeroconf,
        service_type: str,
        name: str,
        state_change: ServiceStateChange,
    ) -> None:
        # on the browser's own thread: resolving a service may wait for an answer
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=RESOLVE_MS)
        game = _lan_game(info) if info is not None else None
        with self._lock:
            if game is None:
                self._found.pop(name, None)
            else:
                self._found[name] = game


def _lan_game(info: ServiceInfo) -> LanGame | None:
    """The game a resolved service lists, or None when it is not one of ours."""
    props = {
        k.decode(errors="replace"): (v or b"").decode(errors="replace")
        for k, v in info.properties.items()
    }
    addresses = info.parsed_addresses(IPVersion.V4Only)
    if not addresses or info.port is None:
        return None
    try:
        seats, version = int(props.get("seats", "")), int(props.get("v", ""))
    except ValueError:
        return None
    return LanGame(
        name=props.get("name", ""),
        host=props.get("host", ""),
        address=addresses[0],
        port=info.port,
        seats_open=seats,
        version=version,
        invite=props.get("invite", ""),
        game=props.get("game", ""),
    )
