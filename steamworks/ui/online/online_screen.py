"""The Online screen (Title -> Online): host a game, connect to one, or find one on this network.

- *Host*: starts a game server for this table (`hosting.HostedServer`: a `steamworks serve`
  process, on this computer only or open to the local network, on the port chosen; stopped
  when the game quits), then creates the game on it with the seats chosen here (each a person
  who joins with the invite code, or an AI level the server plays) and opens the lobby.
- *Connect*: an address (`host:port`, or a `ws://` URL) and an invite code join a game hosted
  elsewhere (a friend's table, a dedicated server).
- *Find*: games hosted on this network (by a table that chose "The local network", or a
  server run with `--lan`) list themselves while they have open seats (`finding.LanFinder`,
  zeroconf); Join takes a seat with the invite code the listing carries. Without zeroconf the
  screen says so, and Connect serves.

The screen edits plain values (`OnlineForm`) and rebuilds its widgets from them, so a resize
never loses what was typed. Starting a server takes a moment: it runs on a thread, and the
screen says "Starting the server..." meanwhile.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable
from typing import Any

import attrs
import pygame

from steamworks.language import mark, ntr, tr
from steamworks.online import protocol as P
from steamworks.online.protocol import PROTOCOL_VERSION
from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as PAL
from steamworks.ui.art.fonts import text_gain
from steamworks.ui.game import views as V
from steamworks.ui.kept_seats import KeptSeat, kept
from steamworks.ui.online.finding import Finder, LanFinder, discovery_off
from steamworks.ui.online.hosting import (
    ANY_ADDRESS,
    LOOPBACK,
    HostedServer,
    HostingError,
    lan_bind_address,
    running_server,
)
from steamworks.ui.online.link import open_link
from steamworks.ui.online.lobby import LobbyScene, controller_label
from steamworks.ui.scenes import room
from steamworks.ui.scenes.common import ColumnCard
from steamworks.ui.speech.screens import screen_words
from steamworks.ui.speech.spoken_screen import Watched
from steamworks.ui.style import font

DEFAULT_PORT = 8765
SEAT_ONE = mark("Seat 1 is yours; friends take the other person seats with the invite code.")
SEAT_CHOICES = ("human", "ai:easy", "ai:medium", "ai:hard", "ai:expert")
PERSONA_CHOICES = (("random", mark("Dealt at random")), ("draft", mark("Drafted at the table")))
# seconds a person may be away before the server's AI plays for them (0: the game waits)
GRACE_CHOICES = (
    (0, mark("The game waits for them")),
    (60, mark("AI plays after 1 minute")),
    (300, mark("AI plays after 5 minutes")),
)
# seconds a person has for each move before the server's AI makes it (0: no limit)
TURN_LIMIT_CHOICES = (
    (0, mark("No limit")),
    (120, mark("2 minutes")),
    (3600, mark("1 hour")),
    (86400, mark("1 day (a game over days)")),
)
OPEN_TO = ((LOOPBACK, mark("This computer only")), (ANY_ADDRESS, mark("The local network")))
LAN_INDEX = 1  # OPEN_TO's entry that lists the game on the local network
# the form's fields that pick one of a list (each an index into its list), by field name
CHOICES: dict[str, tuple[tuple[Any, str], ...]] = {
    "open_to": OPEN_TO,
    "personas": PERSONA_CHOICES,
    "grace": GRACE_CHOICES,
    "turn_limit": TURN_LIMIT_CHOICES,
}
NONE_FOUND = mark(
    "No game on this network has a free seat now. Games hosted for the local network appear here by themselves."
)
MAX_LISTED = 4  # games shown in the Find list


def players_words(count: int) -> str:
    """The players' stepper's value: "3 players" in the language spoken (it was English in
    every language)."""
    # translators: how many seats the hosted game has, on a stepper
    return ntr("{count} player", "{count} players", count)


@attrs.define
class OnlineForm:
    """What the player has chosen on the Online screen."""

    name: str = attrs.field(factory=lambda: tr("Player"))
    open_to: int = 0  # index into OPEN_TO
    port: str = str(DEFAULT_PORT)
    seats: list[str] = attrs.field(factory=lambda: ["human", "human"])
    personas: int = 0  # index into PERSONA_CHOICES
    grace: int = 1  # index into GRACE_CHOICES
    turn_limit: int = 0  # index into TURN_LIMIT_CHOICES
    address: str = ""
    invite: str = ""


def server_url(address: str) -> str:
    """The WebSocket URL of an address as a player types it (`host`, `host:port`, `ws://...`)."""
    text = address.strip()
    if text.startswith(("ws://", "wss://")):
        return text
    if ":" not in text or text.count(":") > 1 and not text.startswith("["):
        if text.count(":") > 1:  # an IPv6 address without a port
            return f"ws://[{text}]:{DEFAULT_PORT}"
        return f"ws://{text}:{DEFAULT_PORT}"
    return f"ws://{text}"


class OnlineScene(ColumnCard):
    """The Online screen; see the module docstring."""

    name = "online"
    title = mark("Play Online")
    card_size = (1240, 760)
    menu_ring = True  # Tab and the arrows go round its fields and buttons, and are heard

    def __init__(
        self, app, form: OnlineForm | None = None, finder: Callable[[], Finder] = LanFinder
    ) -> None:
        super().__init__(app)
        self.form = form if form is not None else OnlineForm()
        self.make_finder = finder
        self.finder: Finder | None = None  # looking for games on the network while shown
        self.found: list[Any] = []  # the LanGames listed now
        self.kept: list[KeptSeat] = []  # the player's seats (elsewhere or hosted here), to resume
        self.problem: str | None = None
        self.busy: str | None = None  # what is under way ("Starting the server...")
        # the server starting, its outcome, and what follows once it listens
        self._hosting: tuple[HostedServer, list, Callable[[HostedServer, str], None]] | None = None
        # at a large text size, the one column's rows shown (kind, key, rect) and the first row
        # shown of all (they scroll a row at a time)
        self.column: list[tuple[str, Any, pygame.Rect]] = []
        self.first_row = 0
        self.column_rows = 0

    # --- looking for games on the network while the screen shows -----------------------------

    def enter(self) -> None:
        self.finder = self.make_finder()
        self.kept = kept()
        super().enter()

    def exit(self) -> None:
        self._stop_finding()
        super().exit()

    def pause(self) -> None:
        self._stop_finding()  # (a lobby or a game over it: no need to look meanwhile)
        super().pause()

    def resume(self) -> None:
        self.finder = self.make_finder()
        self.found = []
        self.kept = kept()
        super().resume()

    def _stop_finding(self) -> None:
        if self.finder is not None:
            self.finder.close()
            self.finder = None

    def _look(self) -> None:
        """The games heard of since the last frame: the list is rebuilt when it changed."""
        if self.finder is None:
            return
        found = self.finder.games()[:MAX_LISTED]
        if found != self.found:
            self.found = found
            self.rebuild()

    def join_found(self, index: int) -> None:
        """Join a game of the Find list (its listing carries the address and invite)."""
        game = self.found[index]
        url = f"ws://{game.address}:{game.port}"
        link = open_link(url, P.JoinGame(game.invite, self.player_name()), give_up=8.0)
        self.app.push(
            LobbyScene(self.app, link, address=f"{game.address}:{game.port}", keep_seat=True)
        )

    def resume_kept(self, index: int) -> None:
        """Go back to a seat of the player's (its token kept from when it was taken). A game this
        computer hosted is served by this computer alone: its server is started again first."""
        seat = self.kept[index]
        if seat.hosted:
            self.resume_hosted(seat)
            return
        link = open_link(seat.url, P.ResumeSeat(seat.token), give_up=8.0)
        address = seat.url.removeprefix("ws://").removeprefix("wss://")
        self.app.push(LobbyScene(self.app, link, address=address, keep_seat=True))

    def resume_hosted(self, seat: KeptSeat) -> None:
        """A seat in a game this computer hosted: its server (still running, or started again on
        the same port and data folder, which hold every game it served) takes the seat back by
        its token, and every other seat comes back with theirs to the same address."""
        if self.busy is not None:
            return
        port = int(seat.url.rsplit(":", 1)[1])
        server = running_server(port)
        if server is not None:
            self._resume_on(seat, server)
            return
        again = HostedServer(seat.hosted, port, lan=seat.lan or None)
        again.resuming = True
        self._start_server(again, lambda server, _url: self._resume_on(seat, server))

    def _resume_on(self, seat: KeptSeat, server: HostedServer) -> None:
        link = open_link(server.url, P.ResumeSeat(seat.token), give_up=8.0)
        self.refresh()
        self.app.push(
            LobbyScene(
                self.app, link, hosted=server, address=server.address_for_friends(), keep_seat=True
            )
        )

    def kept_rows(self) -> list[tuple[int, KeptSeat]]:
        """(top, seat) of each of the player's games listed under the games found, as many as
        the card has room for."""
        _left, right = self.columns()
        top = self.find_top() + max(len(self.found) * self.px(54), self.px(80))
        rows = []
        for seat in self.kept:
            if top + self.px(44) > right.bottom:
                break
            rows.append((top, seat))
            top += self.px(54)
        return rows

    # --- the form ------------------------------------------------------------------------------

    def set_name(self, text: str) -> None:
        self.form.name = text

    def set_port(self, text: str) -> None:
        self.form.port = text

    def set_address(self, text: str) -> None:
        self.form.address = text

    def set_invite(self, text: str) -> None:
        self.form.invite = text.strip()

    def step_choice(self, key: str, step: int) -> None:
        """The form's field `key` (an index into CHOICES[key]) one choice on, round."""
        setattr(self.form, key, (getattr(self.form, key) + step) % len(CHOICES[key]))
        self.rebuild()

    def step_players(self, step: int) -> None:
        seats = self.form.seats
        if step > 0 and len(seats) < 5:
            seats.append("human")
        elif step < 0 and len(seats) > 2:
            seats.pop()
        self.rebuild()

    def step_seat(self, index: int, step: int) -> None:
        seats = self.form.seats
        seats[index] = SEAT_CHOICES[(SEAT_CHOICES.index(seats[index]) + step) % len(SEAT_CHOICES)]
        self.rebuild()

    # --- hosting and connecting ----------------------------------------------------------------

    def host(self) -> None:
        """Start a server for this table (on a thread), then create the game on it."""
        if self.busy is not None:
            return
        try:
            port = int(self.form.port)
            if not 0 <= port <= 65535:
                raise ValueError
        except ValueError:
            self.problem = tr("The port is a number from 1024 to 65535 (8765 if in doubt).")
            self.refresh()
            return
        lan = self.form.open_to == LAN_INDEX
        host = lan_bind_address() if lan else LOOPBACK
        listed = lan and not discovery_off()  # (listed on the network it is open to)
        running = running_server(port) if port else None
        if running is not None:
            # this computer already serves a game on that port: the new game joins it there
            # (a second server on the same port could not listen)
            if running.host != host or (running.lan is not None) != listed:
                self.problem = tr(
                    "Your server on port {port} is open to other players than this game asks "
                    "for. Choose another port.",
                    port=str(port),
                )
                self.refresh()
                return
            self._create_game(running, running.url)
            return
        server = HostedServer(host, port, lan=self.player_name() if listed else None)
        self._start_server(server, self._create_game)

    def _start_server(
        self, server: HostedServer, then: Callable[[HostedServer, str], None]
    ) -> None:
        """Start `server` on a thread (its start waits for its first line); `then(server, url)`
        once it listens (`update` watches), or its sentence shown when it cannot start."""
        outcome: list = []

        def start() -> None:
            try:
                outcome.append(server.start())
            except (HostingError, OSError) as exc:
                outcome.append(exc)

        self._hosting = (server, outcome, then)
        threading.Thread(target=start, name="online-host", daemon=True).start()
        self.busy = tr("Starting the server...")
        self.problem = None
        self.refresh()

    def update(self, dt: float) -> None:
        self._look()
        if self._hosting is None:
            return
        server, outcome, then = self._hosting
        if not outcome:
            return
        self._hosting = None
        self.busy = None
        result = outcome[0]
        if isinstance(result, Exception):
            self.problem = str(result)
            self.refresh()
            return
        then(server, result)

    def _create_game(self, server: HostedServer, url: str) -> None:
        """The server this table hosts listens: the game is created on it (the lobby follows)."""
        personas = PERSONA_CHOICES[self.form.personas][0]
        lan = server.lan is not None
        name = self.player_name()
        create = P.CreateGame(
            name,
            tuple(self.form.seats),
            personas,
            title=tr("{player}'s game", player=name),
            lan=lan,
            grace=GRACE_CHOICES[self.form.grace][0],
            turn_limit=TURN_LIMIT_CHOICES[self.form.turn_limit][0],
        )

        link = open_link(url, create)
        self.refresh()
        self.app.push(
            LobbyScene(
                self.app,
                link,
                hosted=server,
                address=server.address_for_friends(),
                personas=personas,
                keep_seat=True,  # (Resume starts its server again: `resume_hosted`)
            )
        )

    def animating(self) -> bool:
        return self._hosting is not None  # (the server's start is watched every frame)

    def connect(self) -> None:
        """Join the game of that invite code on the server at that address."""
        if not self.form.address.strip():
            self.problem = tr("Type the host's address (such as 192.168.1.20:8765).")
        elif not self.form.invite:
            self.problem = tr("Type the invite code the host gave you.")
        else:
            self.problem = None
            link = open_link(
                server_url(self.form.address),
                P.JoinGame(self.form.invite, self.player_name()),
                give_up=8.0,
            )
            self.app.push(
                LobbyScene(self.app, link, address=self.form.address.strip(), keep_seat=True)
            )
            return
        self.refresh()

    def player_name(self) -> str:
        return self.form.name.strip() or tr("Player")

    # --- the screen ----------------------------------------------------------------------------

    def columns(self) -> tuple[pygame.Rect, pygame.Rect]:
        card = self.card_rect()
        top = self.content_top() + self.px(70)
        room = card.w - self.px(150)
        width = round(room * 0.56)  # the host column holds more than the join column
        height = card.bottom - self.px(40) - top
        left = pygame.Rect(card.x + self.px(50), top, width, height)
        right = pygame.Rect(left.right + self.px(50), top, room - width, height)
        return left, right

    def find_top(self) -> int:
        """The y of the Find list's first row (under its heading)."""
        _left, right = self.columns()
        return (
            right.y
            + self.px(44)
            + 2 * (self.px(46) + self.px(10))
            + self.px(14)
            + self.px(56)
            + self.px(76)
        )

    def host_rows(self) -> dict[str, tuple[str, int, int]]:
        """The host column's rows: key -> (label, top, height), top to bottom."""
        left, _right = self.columns()
        rows: dict[str, tuple[str, int, int]] = {}
        y = left.y + self.px(42)
        plan = [
            ("open_to", tr("Open to")),
            ("port", tr("Port")),
            ("personas", tr("Personas")),
            ("grace", tr("Away players")),
            ("turn_limit", tr("Time a move")),
            ("players", tr("Players")),
        ]
        plan += [
            (f"seats{k}", tr("Other seats") if k == 0 else "")
            for k in range(len(self.form.seats) // 2)
        ]
        for key, label in plan:
            h = self.px(42) if not key.startswith("seats") else self.px(38)
            rows[key] = (label, y, h)
            y += h + self.px(6)
        return rows

    def _host_widget(self, key: str, rect: pygame.Rect) -> None:
        """The control of one of the host column's rows (not the seats') in `rect`."""
        form = self.form
        if key == "port":
            self.add_text_entry(
                pygame.Rect(rect.x, rect.y, max(self.px(140), self._port_width()), rect.h),
                form.port,
                self.set_port,
                object_id="port",
                max_length=5,
                allowed="numbers",
            )
        elif key == "players":
            self.add_stepper(
                pygame.Rect(rect.x, rect.y, self._players_width(), rect.h),
                players_words(len(form.seats)),
                self.step_players,
                object_id="players",
                at_first=len(form.seats) == 2,
                at_last=len(form.seats) == 5,
            )
        else:
            tips = {
                "grace": tr("What happens to the seat of a player whose connection is lost"),
                "turn_limit": tr(
                    "How long each person has for a move before the server's AI makes it"
                ),
            }
            self.add_stepper(
                rect,
                tr(CHOICES[key][getattr(form, key)][1]),
                functools.partial(self.step_choice, key),
                object_id=key,
                tooltip=tips.get(key),
            )

    def _seat_widget(self, index: int, rect: pygame.Rect) -> None:
        self.add_stepper(
            rect,
            controller_label(self.form.seats[index]),
            functools.partial(self.step_seat, index),
            object_id=f"seat{index}",
            tooltip=tr(
                "Seat {number}: a person who joins with the invite code, or the server's AI",
                number=index + 1,
            ),
            arrow=self._seat_arrow(rect),
        )

    def _seat_arrow(self, rect: pygame.Rect) -> int:
        """The width of a seat stepper's arrows in `rect`: square, unless the words of a seat
        (whichever it is stepped to) need more of the row (two steppers share it: the
        pseudo-language's '[[Medium] AI]' at 80%); then narrower, down to their mark's width."""
        labels = [controller_label(choice) for choice in SEAT_CHOICES]
        words = room.button_width(self.app, "@stepper_value", labels, 0)
        spare = rect.w - 2 * rect.h - 2 * self.px(4) - words  # the value's room left over
        if spare >= 0:
            return rect.h
        least = room.button_width(self.app, "@glyph_button", ("◀", "▶"), 0)
        return max(least, rect.h + (spare - 1) // 2)

    def _port_width(self) -> int:
        return room.words_width(self.app, "@text_entry", "65535") + self.px(36)

    def _players_width(self) -> int:
        """The players' stepper: the design's, or as wide as its words and arrows need."""
        value = room.button_width(
            self.app, "@stepper_value", [players_words(n) for n in range(2, 6)], 0
        )
        return max(self.px(200), value + 2 * self._row_height() + self.px(8))

    def _row_height(self) -> int:
        return max(
            self.px(42),
            room.button_height(self.app, "@stepper_value", 0),
            room.button_height(self.app, "@text_entry", 0),
        )

    def build(self) -> None:
        self.column = []
        if text_gain() > 1.0:
            self._build_column()  # a large text size: one column that scrolls
            return
        card = self.card_rect()
        form = self.form
        row = self.px(46)
        name_y = self.content_top()
        self.add_text_entry(
            pygame.Rect(card.x + self.px(200), name_y, self.px(360), row),
            form.name,
            self.set_name,
            object_id="name",
            max_length=P.MAX_NAME,
        )
        left, right = self.columns()
        rows = self.host_rows()
        field_x = left.x + self.px(170)
        field_w = left.right - field_x

        def place(key: str, width: int | None = None) -> pygame.Rect:
            y, h = rows[key][1], rows[key][2]
            return pygame.Rect(field_x, y, field_w if width is None else width, h)

        for key in ("open_to", "port", "personas", "grace", "turn_limit", "players"):
            self._host_widget(key, place(key))
        gap = self.px(8)
        half = (field_w - gap) // 2
        for index in range(1, len(form.seats)):
            line = rows[f"seats{(index - 1) // 2}"]
            x = field_x + ((index - 1) % 2) * (half + gap)
            self._seat_widget(index, pygame.Rect(x, line[1], half, line[2]))
        self._host_button(pygame.Rect(left.x, left.bottom - self.px(56), left.w, self.px(56)))
        y = right.y + self.px(44)
        rfield_x = right.x + self.px(150)
        self.add_text_entry(
            pygame.Rect(rfield_x, y, right.right - rfield_x, row),
            form.address,
            self.set_address,
            object_id="address",
            placeholder="192.168.1.20:8765",
            max_length=200,
        )
        y += row + self.px(10)
        self.add_text_entry(
            pygame.Rect(rfield_x, y, right.right - rfield_x, row),
            form.invite,
            self.set_invite,
            object_id="invite",
            max_length=64,
        )
        y += row + self.px(14)
        self._connect_button(pygame.Rect(right.x, y, right.w, self.px(56)))
        top = self.find_top()
        for index, game in enumerate(self.found):
            playable = game.version == PROTOCOL_VERSION
            self.add_button(
                pygame.Rect(
                    right.right - self.px(110), top + index * self.px(54), self.px(110), self.px(44)
                ),
                tr("Join"),
                functools.partial(self.join_found, index),
                object_id=f"find_join_{index}",
                kind="@small_button",
                enabled=playable,
                tooltip=self._join_tip(game),
            )
        for index, (row_top, seat) in enumerate(self.kept_rows()):
            self.add_button(
                # wider than Join: "Weiterspielen"
                pygame.Rect(right.right - self.px(150), row_top, self.px(150), self.px(44)),
                tr("Resume"),
                functools.partial(self.resume_kept, index),
                object_id=f"resume_{index}",
                kind="@small_button",
                tooltip=(
                    tr("Start this game's server again and go back to your seat")
                    if seat.hosted
                    else tr("Go back to your seat in this game")
                ),
            )
        self.add_button(
            pygame.Rect(
                card.right - self.px(50) - self.px(160),
                card.top + self.px(30),
                self.px(160),
                self.px(46),
            ),
            tr("Back"),
            self.on_back,
            object_id="back",
            kind="@small_button",
            tooltip=tr("Back to the title (Esc)"),
        )

    # --- spoken (speech/spoken_screen.py) ------------------------------------------------------

    def _listed_words(self) -> list[str]:
        """The games listed on the right, each as a line: the player's own to resume, then
        those found on the network (or why none is listed)."""
        lines = []
        for _row, seat in self.kept_rows():
            lines.append(tr("Yours: {game}", game=seat.title) if seat.title else tr("Your game"))
        for game in self.found:
            seats = ntr("{count} free seat", "{count} free seats", game.seats_open)
            lines.append(f"{game.name}, {game.host}, {seats}")
        unavailable = self.finder.unavailable if self.finder is not None else None
        if unavailable or not self.found:
            lines.append(unavailable or tr(NONE_FOUND))
        return lines

    def spoken_opening(self) -> str:
        return screen_words(tr(self.title), *self._listed_words())

    def spoken_row(self, object_id: str) -> str:
        """What a field or a stepper of the form is for, as its label shows it."""
        labels = {"name": tr("Your name"), "address": tr("Address"), "invite": tr("Invite code")}
        if object_id in labels:
            return labels[object_id]
        if object_id.startswith("seat") and object_id[4:].isdigit():
            # translators: a seat of a game to host, said by the spoken mode ({number}: 2 to 5)
            return tr("Seat {number}", number=int(object_id[4:]) + 1)
        row = self.host_rows().get(object_id)
        return row[0] if row is not None else ""

    def spoken_stop(self, object_id: str) -> str:
        """A listed game's button: the game it joins or resumes ("" for the other stops)."""
        for prefix, rows in (("find_join_", self.found), ("resume_", self.kept_rows())):
            tail = object_id.removeprefix(prefix)
            if tail != object_id and tail.isdigit() and int(tail) < len(rows):
                widget = self.widget_or_none(object_id)
                words = self._listed_words()
                line = words[int(tail) + (len(self.kept_rows()) if prefix == "find_join_" else 0)]
                if widget is None:
                    return line
                # (a Join that is off: the spoken mode adds "unavailable" and its tooltip's why)
                tip = self.tooltip_of(widget) if widget.is_enabled else ""
                return screen_words(line, str(widget.text), tip)
        return ""

    def spoken_watch(self) -> Watched:
        """Games appearing on the network or going, and why a connection failed."""
        listed = tuple(self._listed_words())
        return Watched((listed, self.problem), screen_words(*listed, self.problem or ""))

    # --- one column, at a large text size -----------------------------------------------------

    def _column_area(self) -> pygame.Rect:
        return self.content_area(50, 30)

    def _label_width(self) -> int:
        """The labels' column: as wide as the longest label."""
        f = font("ui_medium", 18, self.app.scale)
        labels = [tr("Your name"), tr("Address"), tr("Invite code")]
        labels += [label for label, _, _ in self.host_rows().values() if label]
        return max(f.size(label)[0] for label in labels) + self.px(16)

    def _column_rows(self, width: int) -> list[tuple[str, Any, int]]:
        """The rows of the one column, (kind, key, height), top to bottom."""
        s = self.app.scale
        field = self._row_height() + self.px(8)
        heading = font("heading", 25, s).get_linesize() + self.px(18)
        button = room.button_height(self.app, "@menu_button", self.px(56)) + self.px(10)

        def words(text: str, size: float, role: str = "ui") -> int:
            return room.label_height(font(role, size, s), text, width) + self.px(10)

        rows: list[tuple[str, Any, int]] = [("field", "name", field)]
        rows.append(("heading", tr("Host a game"), heading))
        rows += [
            ("field", key, field)
            for key in ("open_to", "port", "personas", "grace", "turn_limit", "players")
        ]
        rows += [("seats", k, field) for k in range(len(self.form.seats) // 2)]
        rows.append(("words", tr(SEAT_ONE), words(tr(SEAT_ONE), 15)))
        rows.append(("button", "host", button))
        rows.append(("heading", tr("Join a game"), heading))
        rows += [("field", "address", field), ("field", "invite", field)]
        rows.append(("button", "connect", button))
        rows.append(("heading", tr("Games on this network"), heading))
        unavailable = self.finder.unavailable if self.finder is not None else None
        if unavailable or not self.found:
            text = unavailable or tr(NONE_FOUND)
            rows.append(("words", text, words(text, 16)))
        game_h = (
            font("ui_bold", 19, s).get_linesize() + font("ui", 15, s).get_linesize() + self.px(12)
        )
        rows += [("game", i, max(game_h, field)) for i in range(len(self.found))]
        if self.problem is not None:
            rows.append(("problem", self.problem, words(self.problem, 18, "ui_medium")))
        return rows

    def _build_column(self) -> None:
        card = self.card_rect()
        area = self._column_area()
        arrow = self.px(44)
        width = area.w - arrow - self.px(16)
        rows = self._column_rows(width)
        heights = [h for _, _, h in rows]
        used, last_first = 0, len(rows)
        while last_first > 0 and used + heights[last_first - 1] <= area.h:
            last_first -= 1
            used += heights[last_first]
        self.first_row = max(0, min(self.first_row, last_first))
        self.column = []
        y = area.top
        for kind, key, height in rows[self.first_row :]:
            if self.column and y + height > area.bottom:
                break
            rect = pygame.Rect(area.left, y, width, height)
            self.column.append((kind, key, rect))
            self._column_widgets(kind, key, rect)
            y += height
        self.column_rows = len(rows)
        x = area.right - arrow
        room.add_scroll_arrows(
            self,
            x,
            area.top,
            area.bottom,
            arrow,
            self.scroll_column,
            self.first_row > 0,
            self.first_row + len(self.column) < len(rows),
        )
        back_w = room.button_width(self.app, "@small_button", (tr("Back"),), self.px(160))
        self.add_button(
            pygame.Rect(
                card.right - self.px(50) - back_w, card.top + self.px(30), back_w, self.px(46)
            ),
            tr("Back"),
            self.on_back,
            object_id="back",
            kind="@small_button",
            tooltip=tr("Back to the title (Esc)"),
        )

    def _column_widgets(self, kind: str, key: Any, rect: pygame.Rect) -> None:
        field = pygame.Rect(
            rect.x + self._label_width(), rect.y, rect.w - self._label_width(), self._row_height()
        )
        form = self.form
        if kind == "field" and key == "name":
            self.add_text_entry(
                field, form.name, self.set_name, object_id="name", max_length=P.MAX_NAME
            )
        elif kind == "field" and key == "address":
            self.add_text_entry(
                field,
                form.address,
                self.set_address,
                object_id="address",
                placeholder="192.168.1.20:8765",
                max_length=200,
            )
        elif kind == "field" and key == "invite":
            self.add_text_entry(
                field, form.invite, self.set_invite, object_id="invite", max_length=64
            )
        elif kind == "field":
            self._host_widget(key, field)
        elif kind == "seats":
            gap = self.px(8)
            half = (field.w - gap) // 2
            for column, index in enumerate((2 * key + 1, 2 * key + 2)):
                if index < len(form.seats):
                    self._seat_widget(
                        index, pygame.Rect(field.x + column * (half + gap), field.y, half, field.h)
                    )
        elif kind == "button" and key == "host":
            self._host_button(pygame.Rect(rect.x, rect.y, rect.w, rect.h - self.px(10)))
        elif kind == "button":
            self._connect_button(pygame.Rect(rect.x, rect.y, rect.w, rect.h - self.px(10)))
        elif kind == "game":
            game = self.found[key]
            playable = game.version == PROTOCOL_VERSION
            join_w = room.button_width(self.app, "@small_button", (tr("Join"),), self.px(110))
            self.add_button(
                pygame.Rect(rect.right - join_w, rect.y, join_w, self._row_height()),
                tr("Join"),
                functools.partial(self.join_found, key),
                object_id=f"find_join_{key}",
                kind="@small_button",
                enabled=playable,
                tooltip=self._join_tip(game),  # as in the two columns (heard by the spoken mode)
            )

    @staticmethod
    def _join_tip(game: Any) -> str:
        """A listed game's Join: whose game it joins, or why it cannot (another version)."""
        if game.version == PROTOCOL_VERSION:
            return tr("Join {player}'s game", player=game.host)
        return tr(
            "This game's server is another version of Steam Works: install the same version to join."
        )

    def _host_button(self, rect: pygame.Rect) -> None:
        self.add_button(
            rect,
            self.busy or tr("Host a game"),
            self.host,
            object_id="host",
            kind="@menu_primary",
            enabled=self.busy is None,
            tooltip=tr("Start a game server on this computer and open its lobby"),
        )

    def _connect_button(self, rect: pygame.Rect) -> None:
        self.add_button(
            rect,
            tr("Connect"),
            self.connect,
            object_id="connect",
            kind="@menu_button",
            tooltip=tr("Join the game of this invite code"),
        )

    def _draw_column(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        labels = {
            "name": tr("Your name"),
            "address": tr("Address"),
            "invite": tr("Invite code"),
            **{key: label for key, (label, _, _) in self.host_rows().items()},
        }
        label_font = font("ui_medium", 18, s)
        for kind, key, rect in self.column:
            if kind == "heading":
                self.section_heading(surface, key, (rect.x, rect.y + self.px(6)), rect.w)
            elif kind == "field":
                drawing.blit_text(
                    surface,
                    label_font,
                    labels[key],
                    PAL.INK,
                    (rect.x, rect.y + self._row_height() // 2),
                    "midleft",
                )
            elif kind == "seats" and key == 0:
                drawing.blit_text(
                    surface,
                    label_font,
                    tr("Other seats"),
                    PAL.INK,
                    (rect.x, rect.y + self._row_height() // 2),
                    "midleft",
                )
            elif kind in ("words", "problem"):
                role, size = ("ui_medium", 18) if kind == "problem" else ("ui", 15)
                colour = PAL.OXIDE_RED if kind == "problem" else PAL.INK_SOFT
                box = pygame.Rect(rect.x, rect.y, rect.w, 0)
                room.blit_label(surface, font(role, size, s), key, colour, box, "paragraph")
            elif kind == "game":
                game = self.found[key]
                join_w = room.button_width(self.app, "@small_button", (tr("Join"),), self.px(110))
                box = pygame.Rect(rect.x, rect.y, rect.w - join_w - self.px(12), 0)
                box.y += room.blit_label(surface, font("ui_bold", 19, s), game.name, PAL.INK, box)
                seats = ntr("{count} free seat", "{count} free seats", game.seats_open)
                room.blit_label(
                    surface, font("ui", 15, s), f"{game.host} · {seats}", PAL.INK_SOFT, box
                )

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.column:
            self._draw_column(surface)
            return
        card = self.card_rect()
        row = self.px(46)
        self.label(
            surface,
            tr("Your name"),
            (card.x + self.px(50), self.content_top() + row // 2),
            20,
            anchor="midleft",
        )
        left, right = self.columns()
        self.section_heading(surface, tr("Host a game"), left.topleft, left.w)
        bottom = left.y
        s = self.app.scale
        for label, y, h in self.host_rows().values():
            if label:
                # in the room left of the fields (build's field_x): a longer language's label
                # takes smaller type rather than run into the stepper's arrow (pseudo 80%)
                V.put_fitted(
                    surface,
                    "ui_medium",
                    18 * s,
                    label,
                    self.px(170 - 8),
                    PAL.INK,
                    (left.x, y + h // 2),
                    "midleft",
                    smallest=14 * s,
                )
            bottom = y + h
        self.hint(surface, tr(SEAT_ONE), (left.x, bottom + self.px(6), left.w, self.px(60)), 15)
        self.section_heading(surface, tr("Join a game"), right.topleft, right.w)
        y = right.y + self.px(44)
        for text in (tr("Address"), tr("Invite code")):
            self.label(surface, text, (right.x, y + row // 2), 18, anchor="midleft")
            y += row + self.px(10)
        y += self.px(4) + self.px(56) + self.px(30)
        self.section_heading(surface, tr("Games on this network"), (right.x, y), right.w)
        y = self.find_top()
        unavailable = self.finder.unavailable if self.finder is not None else None
        if unavailable:
            self.hint(surface, unavailable, (right.x, y, right.w, self.px(100)), 16)
        elif not self.found:
            self.hint(surface, tr(NONE_FOUND), (right.x, y, right.w, self.px(100)), 16)
        for row, seat in self.kept_rows():
            # translators: a game of the player's, listed to resume; {game} is its name
            name = tr("Yours: {game}", game=seat.title) if seat.title else tr("Your game")
            self.label(surface, name, (right.x, row + self.px(2)), 19, "ui_bold")
            where = seat.url.removeprefix("ws://").removeprefix("wss://")
            if seat.hosted:
                port = where.rsplit(":", 1)[-1]
                # translators: a game the player hosted; its server starts again on Resume
                where = tr("Hosted on this computer, port {port}", port=port)
            self.label(surface, where, (right.x, row + self.px(26)), 15, "ui", PAL.INK_SOFT)
        for index, game in enumerate(self.found):
            row = y + index * self.px(54)
            self.label(surface, game.name, (right.x, row + self.px(2)), 19, "ui_bold")
            seats = ntr("{count} free seat", "{count} free seats", game.seats_open)
            self.label(
                surface,
                f"{game.host} · {seats}",
                (right.x, row + self.px(26)),
                15,
                "ui",
                PAL.INK_SOFT,
            )
        if self.problem is not None:
            room.blit_paragraph(
                surface,
                font("ui_medium", 18, self.app.scale),
                self.problem,
                PAL.OXIDE_RED,
                (right.x, right.bottom - self.px(110), right.w, self.px(110)),
            )
