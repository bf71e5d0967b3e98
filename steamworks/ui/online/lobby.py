"""The lobby of an online game: who sits where, who is ready, and how friends join.

The lobby keeps the connection (`link.Link`) the Online screen opened with a CreateGame or a
JoinGame, and shows what the server says: `Seated` (this player's seat, the invite code), then
every `Lobby` (each seat's name, person or AI level, ready, connected). Ready tells the server
this seat is ready; the server starts the game once every seat taken by a person is ready (AI
seats always are), and its first `Update` opens the table (`table.OnlineTableScene`), which
takes the connection over. A `Failure` (no such invite code, a full table, another version of
the game on the server) is shown in the server's own words.

A line typed under the seats is said to everyone at the table (`Say`); the newest lines said
show above it, and go on to the table's log when the game starts.

The persona draft, when the host chose it, is played on the table itself as on the desktop:
its picks are the game's first decisions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from steamworks.language import listing, mark, ntr, tr
from steamworks.online import protocol as P
from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as PAL
from steamworks.ui.art.fonts import text_gain
from steamworks.ui.art.tile_art import draw_player_mark
from steamworks.ui.game.views.text import fit_text, put_paragraph
from steamworks.ui.geometry import Rect
from steamworks.ui.kept_seats import KeptSeat, name_game, remember
from steamworks.ui.online.hosting import HostedServer
from steamworks.ui.online.link import CLOSED, CONNECTED, RECONNECTING, Link, Status
from steamworks.ui.online.seat_words import controller_label, seat_name
from steamworks.ui.online.talk import Said, chat_text
from steamworks.ui.rules.scrolling import draw_scroll_bar
from steamworks.ui.scenes import room
from steamworks.ui.scenes.common import CardScene
from steamworks.ui.speech import online_words
from steamworks.ui.speech.spoken_screen import Watched
from steamworks.ui.style import font

if TYPE_CHECKING:  # (the table's module loads when the game starts)
    from steamworks.ui.online.table import OnlineTableScene


CHAT_SHOWN = 4  # the newest chat lines the lobby shows


def seat_state(info: P.SeatInfo) -> str:
    """A seat's state in words, as the lobby lists it."""
    if info.controller != "human":
        return tr("Played by the server")
    if not info.taken:
        return tr("Free: waiting for a friend to join")
    if not info.connected:
        return tr("Away (connection lost)")
    return tr("Ready") if info.ready else tr("Not ready yet")


def seat_state_colour(info: P.SeatInfo) -> PAL.RGB:
    """The colour a seat's state is written in: verdigris once its player is ready, red while
    its player is away. Decided from the seat, not from its words, which are translated."""
    if info.controller == "human" and info.taken and info.connected and info.ready:
        return PAL.VERDIGRIS
    if info.taken and not info.connected:
        return PAL.OXIDE_RED
    return PAL.INK_SOFT


def you_words(name: str) -> str:
    """The player's own seat's name in the lobby, marked as theirs in the language spoken (the
    "(you)" was English in every language)."""
    # translators: the player's own seat in the lobby; {name} is the name they play under
    return tr("{name}  (you)", name=name)


class LobbyScene(CardScene):
    """The lobby; see the module docstring."""

    name = "online_lobby"
    title = mark("Online Lobby")
    card_size = (1100, 800)
    menu_ring = True  # Tab and the arrows go round its buttons and the chat line, and are heard

    def __init__(
        self,
        app,
        link: Link,
        *,
        hosted: HostedServer | None = None,
        address: str = "",
        personas: str = "random",
        keep_seat: bool = False,
    ) -> None:
        super().__init__(app)
        self.link = link
        self.hosted = hosted  # the server this game started, if it hosts
        # keep the seat taken here for the Online screen's list of the player's games (Resume)
        # and the title's "Your turn in N online games"; a hosted game's with its server's way
        # of listening, to start it again
        self.keep_seat = keep_seat
        self.address = address  # what friends type to reach the server
        self.personas = personas
        self.seated: P.Seated | None = None
        self.lobby: P.Lobby | None = None
        self.status = tr("Connecting to the server...")
        self.problem: str | None = None  # the server's refusal, or why the connection ended
        self.sent_ready = False
        self.said = Said()  # the table's chat (and notices), handed on to the table
        self.typed = ""  # the chat line being typed
        self._built_for: tuple = ()  # the state the widgets were built for (`_sync`)
        self.handed_over = False  # the table took the connection
        # the seats, sentences and chat between the invite and the foot: at a large text size
        # they may be taller than that room, and scroll in it by `middle_scroll` pixels
        self.middle_rect = pygame.Rect(0, 0, 0, 0)
        self.middle_scroll = 0
        self.middle_max = 0

    # --- the connection ------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        messages = self.link.poll()
        for index, message in enumerate(messages):
            table = self.take(message)
            if table is not None:
                # what came with the first Update is the table's now (the next moves, often)
                for later in messages[index + 1 :]:
                    table.take(later)
                return

    def animating(self) -> bool:
        return False  # the link wakes the loop when the server says something

    def take(self, message: Any) -> OnlineTableScene | None:
        """One message from the server (or a change of the connection); the table, when this
        message opened it."""
        if isinstance(message, Status):
            if message.state == CONNECTED:
                self.status = "Connected."
            elif message.state == RECONNECTING:
                self.status = "Reconnecting..."
            elif message.state == CLOSED:
                self.problem = message.detail or tr("The connection to the server ended.")
                self.status = ""
            self._sync()
        elif isinstance(message, P.Seated):
            if self.seated is not None:
                self.said.resuming()  # back after a drop: the newest lines come again
            self.seated = message
            self.status = ""
            if self.keep_seat:
                remember(self._kept_seat(message))
            self._sync()
        elif isinstance(message, (P.Chat, P.Notice)):
            self.said.add(message)  # (drawn from `said` each frame)
        elif isinstance(message, P.Lobby):
            self.said.settle()
            self.lobby = message
            if message.title:
                self.title = message.title  # the game's name, as the host gave it
            if self.keep_seat and self.seated is not None and message.seats:
                # the name the player will know it by in the Online screen's list
                named = message.title or tr("{player}'s game", player=message.seats[0].name)
                name_game(self.seated.token, named)
            self._sync()
        elif isinstance(message, P.Failure) and message.code in P.PASSING_FAILURES:
            self.status = message.message  # one request refused (a colour taken): play on
        elif isinstance(message, P.Failure):
            self.problem = message.message
            self._sync()
        elif isinstance(message, P.Update) and self.seated is not None and self.lobby is not None:
            return self._open_table(message)
        return None

    def _kept_seat(self, seated: P.Seated) -> KeptSeat:
        """The seat as the player's list of games keeps it; a game this computer hosts keeps
        how its server listened, so that Resume can start it again (online_screen)."""
        server = self.hosted
        return KeptSeat(
            self.link.url,
            seated.token,
            seated.game,
            seated.seat,
            hosted=server.host if server is not None else "",
            lan=(server.lan or "") if server is not None else "",
        )

    def _widget_state(self) -> tuple:
        """What the lobby's widgets show (the rest is drawn each frame from the lobby's state)."""
        mine = self.my_seat()
        return (
            self.seated is not None,
            None if mine is None else mine.ready,
            self.sent_ready,
            self.problem,
        )

    def _sync(self) -> None:
        """Rebuild the widgets only when what they show changed: a rebuild while the player
        types a line of chat would take the line and the focus away."""
        state = self._widget_state()
        if state != self._built_for:
            self.refresh()

    def build(self) -> None:
        self._built_for = self._widget_state()
        self._build_widgets()

    def _open_table(self, update: P.Update) -> OnlineTableScene:
        from steamworks.ui.online.table import OnlineTableScene

        assert self.seated is not None and self.lobby is not None
        self.handed_over = True
        table = OnlineTableScene(
            self.app,
            self.link,
            self.seated,
            self.lobby,
            update,
            personas=self.personas,
            hosted=self.hosted,
            said=self.said,
        )
        self.app.replace(table)
        return table

    def ready(self) -> None:
        if self.seated is None or self.sent_ready:
            return
        self.link.send(P.Ready())
        self.sent_ready = True
        self._sync()

    def next_colour(self) -> None:
        """Ask the server for the next colour no other seat plays in (it decides: another
        player may have taken it meanwhile, and is told so)."""
        mine = self.my_seat()
        if mine is None or self.lobby is None or self.lobby.started:
            return
        used = {s.colour for s in self.lobby.seats if s.seat != mine.seat}
        current = mine.colour if mine.colour >= 0 else mine.seat
        free = [c % P.COLOURS for c in range(current + 1, current + P.COLOURS)]
        choice = next((c for c in free if c not in used), None)
        if choice is not None:
            self.link.send(P.PickColour(choice))

    def set_typed(self, text: str) -> None:
        self.typed = text

    def send_chat(self) -> None:
        """Say the typed line to everyone at the table."""
        text = " ".join(self.typed.split())
        if text and self.seated is not None:
            self.link.send(P.Say(text))
        self.typed = ""
        entry = self.widget_or_none("chat_line")
        if entry is not None:
            entry.set_text("")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            self.send_chat()  # Enter in the chat line says it
            return True
        if self.middle_max and room.scroll_event(event, 3, self.scroll_middle):
            return True
        return super().handle_event(event)

    def scroll_middle(self, step: int) -> None:
        """The seats and sentences `step` lines further down (up when negative), a large text
        size's scrolling room."""
        line = font("ui_medium", 18, self.app.scale).get_linesize()
        self.middle_scroll = max(0, min(self.middle_max, self.middle_scroll + step * line))

    def copy_invite(self) -> None:
        """The invite code and the address, on the clipboard, to send to friends."""
        if self.seated is None:
            return
        from pygame_gui.core.utility import clipboard_copy

        try:
            clipboard_copy(self.invite_text())
            self.status = tr("Copied: send it to your friends.")
        except Exception:  # noqa: BLE001 - no clipboard on this system: the code stays on screen
            self.status = tr("This system has no clipboard: read the code out to your friends.")

    def invite_text(self) -> str:
        assert self.seated is not None
        if self.address:
            return tr(
                "Steam Works online: address {address}, invite code {invite}",
                address=self.address,
                invite=self.seated.invite,
            )
        return tr("Steam Works online: invite code {invite}", invite=self.seated.invite)

    def exit(self) -> None:
        if not self.handed_over:
            self.link.close()
        super().exit()

    # --- spoken (speech/spoken_screen.py) ------------------------------------------------------

    def _spoken_seats(self) -> list[str]:
        """Each seat as the list shows it: name (yours marked), colour, who plays it, state."""
        if self.lobby is None:
            return []
        styles = PAL.player_styles(self.app.settings.colour_blind)
        mine = self.seated.seat if self.seated is not None else -1
        out = []
        for info in self.lobby.seats:
            name = you_words(seat_name(info)) if info.seat == mine else seat_name(info)
            colour = tr(styles[(info.colour if info.colour >= 0 else info.seat) % len(styles)].name)
            kind = controller_label(info.controller)
            out.append(online_words.seat_words(name, colour, kind, seat_state(info)))
        return out

    def spoken_opening(self) -> str:
        invite = self.invite_text() if self.seated is not None else ""
        return online_words.lobby_words(
            tr(self.title), self._spoken_seats(), self.waiting_for(), invite, self.status
        )

    def spoken_watch(self) -> Watched:
        """The seats (taken, left, ready, a colour changed), who the game waits for, the
        connection's news and a refusal: what changed is said (a seat, not every seat)."""
        seats, waiting = self._spoken_seats(), self.waiting_for()
        invite = self.invite_text() if self.seated is not None else ""
        news = [self.status, self.problem or ""]
        parts = online_words.lobby_parts(seats, waiting, invite, *news)
        return Watched(parts, " ".join(parts), interrupt=True, parts=parts)  # what changed

    def spoken_off(self, object_id: str) -> str:
        """Why Ready is off, as the lobby says it: the connection's trouble, the seat not yet
        given, or (once ready) who the game still waits for ("" for the other buttons)."""
        if object_id != "ready":
            return ""
        if self.problem is not None:
            return self.problem
        if self.seated is None or self.my_seat() is None:
            return self.status or tr("Waiting for the server to give you a seat.")
        return self.waiting_for()

    def spoken_lines(self) -> list[str]:
        """The chat said at the table so far, oldest first: each new line is said."""
        return [chat_text(line) for line in self.said.chat()]

    # --- what is shown -------------------------------------------------------------------------

    def my_seat(self) -> P.SeatInfo | None:
        if self.seated is None or self.lobby is None:
            return None
        return next((s for s in self.lobby.seats if s.seat == self.seated.seat), None)

    def waiting_for(self) -> str:
        """Who the game waits for, in words."""
        if self.lobby is None:
            return ""
        if self.lobby.started:
            return tr("The game is starting...")
        free = sum(1 for s in self.lobby.seats if s.controller == "human" and not s.taken)
        unready = [s.name for s in self.lobby.seats if s.taken and not s.ready]
        seats = ntr("{count} free seat", "{count} free seats", free) if free else ""
        who = listing(unready)
        if free and unready:
            return tr(
                # translators: {seats} is "1 free seat" or "2 free seats"; {players} lists names
                "The game starts once every seat is taken and everyone is ready: waiting for "
                "{seats} to be taken and for {players} to get ready.",
                seats=seats,
                players=who,
            )
        if free:
            return tr(
                "The game starts once every seat is taken and everyone is ready: waiting for "
                "{seats} to be taken.",
                seats=seats,
            )
        if unready:
            return tr(
                "The game starts once every seat is taken and everyone is ready: waiting for "
                "{players} to get ready.",
                players=who,
            )
        return tr("Everyone is ready.")

    def _build_widgets(self) -> None:
        card = self.card_rect()
        bw, bh = self._foot_button_size()
        y = card.bottom - self.px(40) - bh
        mine = self.my_seat()
        can_ready = (
            self.seated is not None and mine is not None and not mine.ready and not self.sent_ready
        )
        self.add_button(
            pygame.Rect(card.right - self.px(50) - bw, y, bw, bh),
            tr("Ready") if can_ready or mine is None else tr("You are ready"),
            self.ready,
            object_id="ready",
            kind="@menu_primary",
            enabled=can_ready and self.problem is None,
            default=True,
            tooltip=tr("Tell the table you are ready to start"),
        )
        # the buttons' row right of Leave ends where Colour (or else Ready) begins
        row_right = card.right - self.px(50) - bw - self.px(12)
        if self.seated is not None:
            colour_w = room.button_width(self.app, "@menu_button", (tr("Colour"),), self.px(200))
            row_right = card.right - self.px(60) - bw - colour_w - self.px(12)
            self.add_button(
                pygame.Rect(card.right - self.px(60) - bw - colour_w, y, colour_w, bh),
                tr("Colour"),
                self.next_colour,
                object_id="colour",
                enabled=self.problem is None,
                tooltip=tr("Play in the next colour no other seat has"),
            )
        # Leave as wide as Ready, unless that would lie on Colour (the pseudo-language at 200%
        # in the smallest window): then as wide as its own words
        leave_w = bw
        if card.left + self.px(50) + bw + self.px(12) > row_right + self.px(12):
            leave_w = room.button_width(self.app, "@menu_button", (tr("Leave"),), self.px(220))
        self.add_button(
            pygame.Rect(card.left + self.px(50), y, leave_w, bh),
            tr("Leave"),
            self.on_back,
            object_id="leave",
            tooltip=tr("Leave this game (Esc)"),
        )
        if self.seated is not None:
            chat_y = y - self.px(64)
            send_w = room.button_width(self.app, "@small_button", (tr("Send"),), self.px(120))
            chat = pygame.Rect(
                card.left + self.px(50),
                chat_y,
                card.w - self.px(100) - send_w - self.px(10),
                self.px(44),
            )
            send_x = card.right - self.px(50) - send_w
            if self._chat_beside_buttons():
                # a large text size: the line to type between Leave and Ready, for the room
                # the words above it need
                chat.y = chat_y = y + (bh - self.px(44)) // 2
                chat.left = card.left + self.px(50) + bw + self.px(12)
                send_x = row_right - send_w
                chat.w = send_x - self.px(10) - chat.left
            self.add_text_entry(
                chat,
                self.typed,
                self.set_typed,
                object_id="chat_line",
                placeholder=tr("Say something to the table"),
                max_length=P.MAX_CHAT,
            )
            self.add_button(
                pygame.Rect(send_x, chat_y, send_w, self.px(44)),
                tr("Send"),
                self.send_chat,
                object_id="send",
                kind="@small_button",
                tooltip=tr("Say it to everyone at the table (Enter)"),
            )
            copy_w = room.button_width(
                self.app, "@small_button", (tr("Copy invite"),), self.px(200)
            )
            copy_y = card.top + self.px(128)
            if self._stacked_invite() and self._invite_values_right() > (
                card.right - self.px(50) - copy_w - self.px(12)
            ):
                # the code runs under the button: the button goes to the seats' heading's end
                big = font("ui_bold", 30, self.app.scale)
                copy_y = card.top + self.px(124) + 2 * big.get_linesize() + self.px(10)
            self.add_button(
                pygame.Rect(card.right - self.px(50) - copy_w, copy_y, copy_w, self.px(46)),
                tr("Copy invite"),
                self.copy_invite,
                object_id="copy_invite",
                kind="@small_button",
                tooltip=tr("Put the address and the invite code on the clipboard"),
            )

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        card = self.card_rect()
        left, width = card.left + self.px(50), card.w - self.px(100)
        y = card.top + self.px(124)
        if self.seated is not None and self._stacked_invite():
            y = self._draw_invite_stacked(surface, left, y)
        else:
            if self.seated is not None:
                self.label(surface, tr("Invite code"), (left, y), 17, "ui", PAL.INK_SOFT)
                self.label(surface, self.seated.invite, (left, y + self.px(22)), 30, "ui_bold")
                if self.address:
                    x = left + self.px(420)
                    self.label(surface, tr("Address"), (x, y), 17, "ui", PAL.INK_SOFT)
                    self.label(surface, self.address, (x, y + self.px(22)), 30, "ui_bold")
            y += self.px(80)
        y = self.section_heading(surface, tr("Seats"), (left, y), width)
        bh = self._foot_button_size()[1]
        text_bottom = card.bottom - self.px(40) - bh - self.px(6)
        if not self._chat_beside_buttons():
            text_bottom -= self.px(64)  # the line to type, above the buttons
        self.middle_rect = pygame.Rect(left, y, width, max(0, text_bottom - y))
        if text_gain() <= 1.0:
            self.middle_max = 0
            self._draw_middle(surface, left, y, width, text_bottom)
            return
        # a large text size: the seats, the sentences and the chat measured whole on a sheet
        # first; when they are taller than the room (the pseudo-language at 200%: the waiting
        # sentence had one pixel), they scroll there (wheel, Page Up and Page Down)
        sheet = pygame.Surface((surface.get_width(), 4 * surface.get_height()), pygame.SRCALPHA)
        needed = self._draw_middle(sheet, left, 0, width, sheet.get_height(), whole=True)
        self.middle_max = max(0, needed - self.middle_rect.h)
        self.middle_scroll = max(0, min(self.middle_max, self.middle_scroll))
        if not self.middle_max:
            self._draw_middle(surface, left, y, width, text_bottom)
            return
        view = self.middle_rect
        area = pygame.Rect(0, self.middle_scroll, surface.get_width(), view.h)
        surface.blit(sheet, (0, view.top), area)
        draw_scroll_bar(
            surface,
            view,
            self.px(44),
            needed,
            self.middle_scroll,
            self.middle_max,
            self.app.scale,
        )

    def _draw_middle(
        self,
        surface: pygame.Surface,
        left: int,
        y: int,
        width: int,
        text_bottom: int,
        *,
        whole: bool = False,
    ) -> int:
        """The seats, the status and waiting sentences and the newest chat lines from `y` down
        to `text_bottom`; returns the y below them. `whole`: each as tall as its words and the
        chat's newest lines after them, whatever the room (measured to scroll)."""
        if self.lobby is not None:
            y = self._draw_seats(surface, left, y, width)
        y += self.px(12)
        lines = []
        if self.problem is not None:
            lines.append((self.problem, PAL.OXIDE_RED))
        elif self.status:
            lines.append((self.status, PAL.INK_SOFT))
        if self.problem is None and self.lobby is not None:
            lines.append((self.waiting_for(), PAL.INK))
        for k, (text, colour) in enumerate(lines):
            if text_gain() <= 1.0:
                height = room.blit_paragraph(
                    surface,
                    font("ui_medium", 18, self.app.scale),
                    text,
                    colour,
                    (left, y, width, self.px(60)),
                )
            else:
                # as many lines as it needs and the card holds at a large text size, shared
                # by the lines still to come; smaller type (as far as the 110% size) before
                # a line is cut (German's waiting sentence at 200% ran under the chat line)
                share = max(1, (text_bottom - y) // (len(lines) - k))
                height = round(
                    put_paragraph(
                        surface,
                        "ui_medium",
                        18 * self.app.scale,
                        text,
                        colour,
                        Rect(left, y, width, share),
                        spacing=1.15,
                    )
                )
            y += height + self.px(6)
        # the newest lines of chat, above the line to type, as many as there is room for
        size = 17 * self.app.scale
        f = font("ui", 17, self.app.scale)
        bottom = text_bottom
        lines_room = max(0, (bottom - y) // f.get_linesize())
        if whole:
            lines_room = CHAT_SHOWN
        said = self.said.chat()[-min(CHAT_SHOWN, lines_room) :] if lines_room else []
        top = y if whole else bottom - len(said) * f.get_linesize()
        for k, line in enumerate(said):
            drawing.blit_text(
                surface,
                f,
                fit_text("ui", size, chat_text(line), width),  # a long line ends in "..."
                PAL.INK,
                (left, top + k * f.get_linesize()),
            )
        return top + len(said) * f.get_linesize() if whole else y

    def _draw_seat_mark(self, surface: pygame.Surface, styles, info, row: pygame.Rect) -> None:
        """A seat's mark at the left of its row, in the colour it chose (else its seat's)."""
        style = styles[(info.colour if info.colour >= 0 else info.seat) % len(styles)]
        draw_player_mark(
            surface,
            style.mark,
            (row.x + self.px(24), row.centery),
            self.px(13),
            style.colour,
            PAL.INK,
        )

    def _draw_seats(self, surface: pygame.Surface, left: int, top: int, width: int) -> int:
        assert self.lobby is not None
        styles = PAL.player_styles(self.app.settings.colour_blind)
        row_h = self.px(46)
        mine = self.seated.seat if self.seated is not None else -1
        if text_gain() > 1.0:
            return self._draw_seats_grown(surface, left, top, width, mine)
        for i, info in enumerate(self.lobby.seats):
            y = top + i * row_h
            row = pygame.Rect(left, y, width, row_h - self.px(6))
            if info.seat == mine:
                drawing.inset_panel(surface, row, self.app.scale)
            self._draw_seat_mark(surface, styles, info, row)
            name = seat_name(info)
            if info.seat == mine:
                name = you_words(name)
            self.label(
                surface, name, (row.x + self.px(50), row.centery), 21, "ui_bold", anchor="midleft"
            )
            self.label(
                surface,
                controller_label(info.controller),
                (row.x + self.px(420), row.centery),
                19,
                anchor="midleft",
            )
            state = seat_state(info)
            colour = seat_state_colour(info)
            self.label(
                surface,
                state,
                (row.x + self.px(620), row.centery),
                19,
                colour=colour,
                anchor="midleft",
            )
        return top + len(self.lobby.seats) * row_h

    # --- a large text size ---------------------------------------------------------------------

    def _foot_button_size(self) -> tuple[int, int]:
        """Leave's and Ready's width and height (alike): Leave's words in the menu buttons' font,
        Ready's in the primary button's (a serif whose line is taller: at German 200% 'Du bist
        bereit' stood over the top of a button as tall as the other font's line)."""
        ready = (tr("Ready"), tr("You are ready"))
        width = max(
            room.button_width(self.app, "@menu_button", (tr("Leave"), *ready), self.px(220)),
            room.button_width(self.app, "@menu_primary", ready, self.px(220)),
        )
        height = max(
            room.button_height(self.app, kind, self.px(56))
            for kind in ("@menu_button", "@menu_primary")
        )
        return width, height

    def _chat_beside_buttons(self) -> bool:
        """Whether the line to type sits between Leave and Ready (a large text size, when the
        row leaves it 240 design pixels) rather than above them."""
        if text_gain() <= 1.0 or self.seated is None:
            return False
        bw = self._foot_button_size()[0]
        send_w = room.button_width(self.app, "@small_button", (tr("Send"),), self.px(120))
        # the row holds Colour too, right of the line (it left German's line 30 px at 200%)
        colour_w = room.button_width(self.app, "@menu_button", (tr("Colour"),), self.px(200))
        card = self.card_rect()
        spare = card.w - self.px(100) - 2 * bw - send_w - self.px(34)
        return spare - colour_w - self.px(10) >= self.px(240)

    def _stacked_invite(self) -> bool:
        """Whether the invite code and the address go under one another (a large text leaves
        them no room side by side, left of Copy invite)."""
        if text_gain() <= 1.0 or self.seated is None:
            return False
        s = self.app.scale
        big = font("ui_bold", 30, s)
        card = self.card_rect()
        copy_w = room.button_width(self.app, "@small_button", (tr("Copy invite"),), self.px(200))
        address_w = big.size(self.address)[0] if self.address else 0
        return (
            big.size(self.seated.invite)[0] + self.px(16) > self.px(420)
            or card.left + self.px(50 + 420) + address_w > card.right - self.px(50) - copy_w
        )

    def _invite_values_right(self) -> int:
        """Where the invite code and the address end, on their lines of their own."""
        assert self.seated is not None
        s = self.app.scale
        small, big = font("ui", 17, s), font("ui_bold", 30, s)
        labels = [tr("Invite code")] + ([tr("Address")] if self.address else [])
        values = [self.seated.invite] + ([self.address] if self.address else [])
        left = self.card_rect().left + self.px(50)
        value_x = left + max(small.size(label)[0] for label in labels) + self.px(16)
        return value_x + max(big.size(value)[0] for value in values)

    def _draw_invite_stacked(self, surface: pygame.Surface, left: int, y: int) -> int:
        """The invite code, then the address under it; returns the y below them."""
        assert self.seated is not None
        s = self.app.scale
        small, big = font("ui", 17, s), font("ui_bold", 30, s)
        pairs = [(tr("Invite code"), self.seated.invite)]
        if self.address:
            pairs.append((tr("Address"), self.address))
        # each label left of its value, on one line: the height the card can spare
        value_x = left + max(small.size(label)[0] for label, _ in pairs) + self.px(16)
        for label, value in pairs:
            middle = y + big.get_linesize() // 2
            self.label(surface, label, (left, middle), 17, "ui", PAL.INK_SOFT, anchor="midleft")
            self.label(surface, value, (value_x, middle), 30, "ui_bold", anchor="midleft")
            y += big.get_linesize()
        return y + self.px(10)

    def _draw_seats_grown(
        self, surface: pygame.Surface, left: int, top: int, width: int, mine: int
    ) -> int:
        """The seats at a large text size: the name, the player and the state in columns as
        wide as their words, the state wrapped when it needs two lines."""
        assert self.lobby is not None
        s = self.app.scale
        name_f, other_f = font("ui_bold", 21, s), font("ui", 19, s)
        styles = PAL.player_styles(self.app.settings.colour_blind)
        names = [
            you_words(seat_name(info)) if info.seat == mine else seat_name(info)
            for info in self.lobby.seats
        ]
        name_x = left + self.px(50)
        who_x = name_x + max(name_f.size(n)[0] for n in names) + self.px(20)
        state_x = (
            who_x
            + max(other_f.size(controller_label(i.controller))[0] for i in self.lobby.seats)
            + self.px(20)
        )
        state_w = left + width - self.px(8) - state_x
        y = top
        for info, name in zip(self.lobby.seats, names, strict=True):
            state = seat_state(info)
            lines_h = room.label_height(other_f, state, state_w)
            row = pygame.Rect(left, y, width, max(self.px(36), name_f.get_linesize(), lines_h))
            if info.seat == mine:
                drawing.inset_panel(surface, row, s)
            self._draw_seat_mark(surface, styles, info, row)
            self.label(surface, name, (name_x, row.centery), 21, "ui_bold", anchor="midleft")
            self.label(
                surface,
                controller_label(info.controller),
                (who_x, row.centery),
                19,
                anchor="midleft",
            )
            colour = seat_state_colour(info)
            box = pygame.Rect(state_x, row.centery - lines_h // 2, state_w, 0)
            room.blit_label(surface, other_f, state, colour, box, "seat state")
            y = row.bottom + self.px(4)
        return y
