"""The game table of an online seat: the desktop's Game scene, driven by a game server.

`OnlineTableScene` is the same table (its board, prompt, log, "since your last turn", hints,
keyboard play), with an `OnlineController` in place of the desktop's: the player's moves go to
the server as actions, and only the server's updates change the game. What the table adds:

- each frame, what the connection brought (`link.Link.poll`): updates, refusals (the engine's
  own reason, shown as the desktop shows a refusal), the lobby's news of who is connected;
- a strip over the board naming every seat with its connection state (here, away, AI), the
  seat to act marked;
- while the connection is down, "Reconnecting..." over the table, until the link (which
  reconnects by itself and resumes the seat with its token) brings the position back;
- no Save (the server keeps the game), no Undo (the protocol has none: the button says so),
  and results that offer the way back to the Online screen instead of a local rematch.
"""

from __future__ import annotations

from typing import Any

import pygame

from steamworks.online import protocol as P
from steamworks.rules import engine
from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as PAL
from steamworks.ui.art.tile_art import draw_player_mark
from steamworks.ui.online.link import CLOSED, CONNECTED, Link, Status
from steamworks.ui.online.online_controller import OnlineController
from steamworks.ui.online.remote_session import RemoteSession, public_setup
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.style import font

NOT_SAVED = (
    "An online game is kept by its server, move by move: there is nothing to save here. "
    "Leave it from the menu and come back with the same invite to go on."
)
RECONNECTING_TITLE = "Reconnecting..."
RECONNECTING_TEXT = (
    "The connection to the server was lost. Your seat is kept for you: the table comes back "
    "by itself as soon as the server answers."
)


class OnlineTableScene(GameScene):
    """The table of one seat of an online game; see the module docstring."""

    name = "online_table"
    save_refusal = NOT_SAVED

    def __init__(
        self,
        app,
        link: Link,
        seated: P.Seated,
        lobby: P.Lobby,
        update: P.Update,
        personas: str = "random",
    ) -> None:
        self.link = link
        self.seated = seated
        self.my_seat = seated.seat
        session = RemoteSession(public_setup(lobby.seats, personas), update)
        super().__init__(app, session, autosave=False)
        self.online.seats = lobby.seats
        self.online.legal = update.legal
        self.connection_state = CONNECTED
        self.ended: str | None = None  # why the connection ended for good, if it did

    def _make_controller(self, session, autosave: bool, ai_seed: int | None) -> OnlineController:
        return OnlineController(
            session, lambda: self.app.settings, self.my_seat, self.link.send, listener=self
        )

    @property
    def online(self) -> OnlineController:
        controller = self.controller
        assert isinstance(controller, OnlineController)
        return controller

    # --- the connection ------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        for message in self.link.poll():
            self.take(message)
        super().update(dt)

    def take(self, message: Any) -> None:
        """One message from the server, or a change of the connection."""
        if isinstance(message, P.Update):
            self.online.receive(message)
        elif isinstance(message, P.Refused):
            self.online.refused_by_server(message)
        elif isinstance(message, P.Lobby):
            self.online.seats = message.seats
            self.static.invalidate()
        elif isinstance(message, P.Failure):
            self.controller.toast = (message.message, 0.0)
        elif isinstance(message, Status):
            self.connection_state = message.state
            if message.state == CLOSED:
                self.ended = message.detail or "The connection to the server ended."
            self.online.connection(message.state == CONNECTED)

    def animating(self) -> bool:
        # a message from the server wakes the loop by itself (link._WakingQueue)
        return super().animating()

    def exit(self) -> None:
        super().exit()
        self.link.close()

    def _show_results(self) -> None:
        from steamworks.ui.online.results import OnlineResultsScene

        self.app.replace(OnlineResultsScene(self.app, self.session, self.link, self.seated))

    # --- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.layout is not None:
            self._draw_seats_strip(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        super().draw_overlay(surface)
        if self.connection_state != CONNECTED or self.ended is not None:
            self._draw_reconnecting(surface)

    def seat_words(self, seat: int) -> str:
        """A seat's connection state in a word or two."""
        info = next((s for s in self.online.seats if s.seat == seat), None)
        if seat == self.my_seat:
            return "you" if self.connection_state == CONNECTED else "reconnecting"
        if info is None:
            return ""
        if info.controller != "human":
            return "AI"
        return "online" if info.connected else "away"

    def _draw_seats_strip(self, surface: pygame.Surface) -> None:
        """Every seat's name and connection state, over the board's top edge, the seat to act
        framed in its colour."""
        assert self.layout is not None
        board = self.layout.regions.board
        s = self.app.scale
        styles = self.styles()
        f = font("ui_medium", 15, s)
        pad, gap, mark = self.px(8), self.px(6), self.px(7)
        chips = []
        for seat, name in enumerate(self.names):
            words = self.seat_words(seat)
            chips.append((seat, f"{name} · {words}" if words else name))
        widths = [f.size(text)[0] + 2 * pad + 2 * mark + gap for _, text in chips]
        height = f.get_linesize() + self.px(8)
        x = round(board.x + board.w - sum(widths) - gap * len(chips))
        y = round(board.y) + self.px(4)
        to_act = engine.to_act(self.session.state)
        for (seat, text), width in zip(chips, widths):
            rect = pygame.Rect(x, y, width, height)
            style = styles[seat]
            away = self.seat_words(seat) in ("away", "reconnecting")
            fill = PAL.mix(PAL.PARCHMENT, PAL.OXIDE_RED, 0.25) if away else PAL.PARCHMENT
            pygame.draw.rect(surface, fill, rect, border_radius=self.px(6))
            edge = style.colour if seat == to_act else PAL.BRASS_DARK
            pygame.draw.rect(
                surface, edge, rect, self.px(3) if seat == to_act else 1, border_radius=self.px(6)
            )
            draw_player_mark(
                surface,
                style.mark,
                (rect.x + pad + mark, rect.centery),
                mark,
                style.colour,
                PAL.INK,
            )
            drawing.blit_text(
                surface,
                f,
                text,
                PAL.OXIDE_RED if away else PAL.INK,
                (rect.x + pad + 2 * mark + gap, rect.centery),
                "midleft",
            )
            x += width + gap

    def _draw_reconnecting(self, surface: pygame.Surface) -> None:
        """The table dimmed, with the connection's news in the middle."""
        drawing.dim(surface, 140)
        s = self.app.scale
        w, h = surface.get_size()
        card = pygame.Rect(0, 0, self.px(560), self.px(210))
        card.center = (w // 2, h // 2)
        drawing.parchment_card(surface, card, s)
        title = "Disconnected" if self.ended is not None else RECONNECTING_TITLE
        text = self.ended if self.ended is not None else RECONNECTING_TEXT
        if self.ended is not None:
            text += " Press Esc for the menu."
        drawing.blit_text(
            surface,
            font("display", 34, s),
            title,
            PAL.INK,
            (card.centerx, card.y + self.px(26)),
            "midtop",
        )
        drawing.blit_paragraph(
            surface,
            font("ui", 18, s),
            text,
            PAL.INK_SOFT,
            (
                card.x + self.px(36),
                card.y + self.px(90),
                card.w - self.px(72),
                card.h - self.px(100),
            ),
        )
