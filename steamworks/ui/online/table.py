"""The game table of an online seat: the desktop's Game scene, driven by a game server.

`OnlineTableScene` is the same table (its board, prompt, log, "since your last turn", hints,
keyboard play), with an `OnlineController` in place of the desktop's: the player's moves go to
the server as actions, and only the server's updates change the game. What the table adds:

- each frame, what the connection brought (`link.Link.poll`): updates, refusals (the engine's
  own reason, shown as the desktop shows a refusal), the lobby's news of who is connected;
- in a game with a time limit, the time left for the move awaited in the banner's corner;
- each person's connection state (you, online, away, AI plays: the server's AI standing in
  for them) as a tag beside its name over its devices;
- the server's notices (the AI standing in for someone away, their return, a move whose time
  ran out) shown as they come and kept in the log after the move they followed;
- while the connection is down, "Reconnecting..." over the table, until the link (which
  reconnects by itself and resumes the seat with its token) brings the position back;
- Chat in Save's place on the toolbar (`chat_dialog.ChatDialog`), the lines said at the table
  shown as they come and kept in the log like the notices;
- no Save (the server keeps the game: Ctrl+S and the menu's Save say so); Undo asks the server,
  and is offered as its rule allows (the desktop's, and the server's word on a step missed away);
  and results that offer the way back to the Online screen instead of a local rematch;
- the finished game asked for as a save (`Download`) and kept in the history and in Load
  (`keeping.FinishedKeeper`).
"""

from __future__ import annotations

from typing import Any

import attrs
import pygame

from steamworks.language import mark, tr
from steamworks.online import protocol as P
from steamworks.rules import engine
from steamworks.ui import draw as drawing
from steamworks.ui.art import palette as PAL
from steamworks.ui.art.fonts import text_gain
from steamworks.ui.game import views as V
from steamworks.ui.game.log_lines import EVENT, LogLine
from steamworks.ui.game.toast_style import Notice
from steamworks.ui.game.turn_banner import TurnBanner, turn_banner
from steamworks.ui.kept_seats import forget
from steamworks.ui.online.hosting import HostedServer
from steamworks.ui.online.keeping import FinishedKeeper
from steamworks.ui.online.link import CLOSED, CONNECTED, Link, Status
from steamworks.ui.online.online_controller import OnlineController, clock_words
from steamworks.ui.online.remote_session import RemoteSession, public_setup
from steamworks.ui.online.talk import Said, chat_text
from steamworks.ui.scenes.game import GameScene
from steamworks.ui.speech import online_words
from steamworks.ui.speech.spoken_screen import Watched
from steamworks.ui.style import font

NOT_SAVED = mark(
    "An online game is kept by its server, move by move: there is nothing to save here. Leave it from the menu and come back with the same invite to go on."
)
RECONNECTING_TITLE = mark("Reconnecting...")
# a seat's tag (kept English, as the keys of AWAY_WORDS and SEAT_TAG_FILL; translated when drawn)
AWAY_WORDS = (mark("away"), mark("reconnecting"), mark("AI plays"))
PRESENCE_WORDS = {
    P.CONNECTED: mark("online"),
    P.AWAY: mark("away"),
    P.AI_PLAYS: mark("AI plays"),
    P.OPEN: mark("free"),
}
SEAT_TAG_FILL = {
    "you": PAL.BRASS_LIGHT,
    "online": PAL.lighter(PAL.VERDIGRIS, 0.35),
    "AI": PAL.IRON_LIGHT,
}
RECONNECTING_TEXT = mark(
    "The connection to the server was lost. Your seat is kept for you: the table comes back by itself as soon as the server answers."
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
        hosted: HostedServer | None = None,
        said: Said | None = None,
    ) -> None:
        self.link = link
        self.hosted = hosted  # the server this game started, when it hosts
        self.keeper: FinishedKeeper | None = None  # keeping the finished game (keeping.py)
        self.asked_for_save = False
        self.said = said if said is not None else Said()  # notices and chat, each once
        # what the log shows of them: a notice, or a chat line as one, after its move (what was
        # said in the lobby comes first)
        self.notices: list[P.Notice] = [as_notice(line, 0) for line in self.said.lines]
        self.seated = seated
        self.my_seat = seated.seat
        session = RemoteSession(public_setup(lobby.seats, personas), update)
        super().__init__(app, session, autosave=False)
        self.online.seats = lobby.seats
        self.online.legal = update.legal
        self.connection_state = CONNECTED
        self.ended: str | None = None  # why the connection ended for good, if it did

    def build(self) -> None:
        super().build()
        save = self.widget_or_none("save")
        if save is not None:  # (the server keeps the game: nothing to save here)
            # in Save's place on the toolbar, the table's chat
            rect = save.relative_rect.copy()
            self.unregister_widget("save")
            save.kill()
            scale = self.app.scale
            self.add_button(
                rect,
                tr("Chat"),
                self.open_chat,
                object_id="chat",
                kind=V.toolbar_kind((tr("Chat"),), rect.w, scale),
                tooltip=tr("Say something to everyone at the table"),
            )
            self.toolbar_ids = tuple("chat" if oid == "save" else oid for oid in self.toolbar_ids)

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
            if message.over and not self.asked_for_save:
                forget({self.seated.token})  # nothing left to resume in the player's list
                # the server's save holds the deal: asked for to keep the game (keeping.py)
                self.link.send(P.Download())
                self.asked_for_save = True
        elif isinstance(message, P.SaveFile):
            if self.keeper is None and self.session.state.game_over:
                self.keeper = FinishedKeeper(message.text, self.session.state)
        elif isinstance(message, P.Refused):
            self.online.refused_by_server(message)
        elif isinstance(message, P.Lobby):
            self.online.seats = message.seats
            self.online.presence = ()  # (the lobby's own presence is the newer)
            self.static.invalidate()
            self._build_prompt()  # "Brunel's turn" becomes "Brunel is away", and back
        elif isinstance(message, (P.Notice, P.Chat)):
            for line in self.said.add(message):
                self.take_notice(line)
        elif isinstance(message, P.Seated):
            self.said.resuming()  # the table's newest lines come again: kept once
        if isinstance(message, (P.Lobby, P.Update)):
            for line in self.said.settle():
                self.take_notice(line)
        elif isinstance(message, P.Failure):
            self.controller.toast = (message.message, 0.0)
        elif isinstance(message, Status):
            self.connection_state = message.state
            if message.state == CLOSED:
                self.ended = message.detail or tr("The connection to the server ended.")
            self.online.connection(message.state == CONNECTED)

    def take_notice(self, line: P.Notice | P.Chat) -> None:
        """A line about the table rather than a move (the AI standing in for someone away,
        their return, a move whose time ran out) or a line of chat: shown at once, and kept in
        the log after the move it followed."""
        line = as_notice(line, self.online.remote.move)
        self.notices.append(line)
        # information, not an error
        self.controller.toast = (Notice(notice_text(line, self.names)), 0.0)
        self._rebuild_log()

    def open_chat(self) -> None:
        from steamworks.ui.online.chat_dialog import ChatDialog

        self.app.push(
            ChatDialog(self.app, self.said.chat(), lambda text: self.link.send(P.Say(text)))
        )

    def _say_again(self) -> None:
        """Another language was chosen: the AI seats are named in it too (on the table, in
        its log and its spoken words), then the table's words are said again."""
        if self.online.remote.word_seats_here():
            self.controller.setup = self.session.setup
            self.controller.names = self.session.names
        super()._say_again()

    def _rebuild_log(self) -> None:
        lines = self.story_feed.lines()
        notices = getattr(self, "notices", ())  # (the base's __init__ builds the log first)
        if notices:
            lines = with_notices(lines, notices, self.online.remote.numbers, self.names)
        self.log_panel.set_lines(lines)

    def animating(self) -> bool:
        # a message from the server wakes the loop by itself (link._WakingQueue); a move clock
        # in its last two minutes counts the seconds down
        left = self.online.time_left()
        return super().animating() or (left is not None and 0 < left < 120)

    def exit(self) -> None:
        super().exit()
        self.link.close()

    def _show_results(self) -> None:
        from steamworks.ui.online.results import OnlineResultsScene

        self.app.replace(OnlineResultsScene(self.app, self.session, self.link, self.keeper))

    # --- drawing -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.layout is not None:
            self._draw_seat_states(surface)
            self._draw_move_clock(surface)

    def _move_clock_words(self) -> str | None:
        left = self.online.time_left()
        # translators: {time} is the time left for a move, "3 h 10 min", "0:42" or "2 days"
        return None if left is None else tr("{time} left", time=clock_words(left))

    def _move_clock_font(self) -> pygame.font.Font:
        # (larger text: the 110% size's type, under the banner's title in the subtitle's place)
        return font("ui_bold", 14 * self.app.scale / max(1.0, text_gain()))

    def _clock_room(self, clock: str) -> int:
        """The move clock's width on the banner, with its gap to the title."""
        return self._move_clock_font().size(clock)[0] + self.px(14) + self.px(8) + self.px(6)

    def _clock_beside_title(self, words: TurnBanner | None) -> bool:
        """Whether the move clock stands at the right of the banner's title line: where the
        title fits beside it (else, at larger text or in a longer language, the clock takes
        the subtitle's line)."""
        clock = self._move_clock_words()
        if clock is None or words is None or self.layout is None or text_gain() > 1.0:
            return False
        return V.banner_title_fits(
            self.layout, self.app.scale, words.title, self._clock_room(clock)
        )

    def banner_words(self, words: TurnBanner | None) -> tuple[TurnBanner | None, int]:
        """With a move clock: the clock's room kept at the right of the title's line where the
        title fits beside it, else the clock in the subtitle's place (the next mechanic's wage
        is on the player's board too)."""
        clock = self._move_clock_words()
        if words is None or clock is None:
            return words, 0
        if self._clock_beside_title(words):
            return words, self._clock_room(clock)
        return attrs.evolve(words, subtitle="", brief=""), 0

    def _draw_move_clock(self, surface: pygame.Surface) -> None:
        """In a game with a time limit, the time left for the move awaited, in the banner's top
        right corner (red in its last minute when the move is this seat's); the banner's title
        keeps clear of it (`banner_words`)."""
        assert self.layout is not None
        left = self.online.time_left()
        words = self._move_clock_words()
        if left is None or words is None:
            return
        banner = self.layout.regions.banner
        mine = engine.to_act(self.session.state) == self.my_seat
        urgent = mine and left < 60
        text = self._move_clock_font().render(words, True, PAL.PARCHMENT if urgent else PAL.INK)
        box = pygame.Rect(0, 0, text.get_width() + self.px(14), text.get_height() + self.px(6))
        # the banner's top right corner: its subtitle (the round, the wage) runs below; where
        # the title needs the whole line, its bottom right corner, in the subtitle's place
        if not self._clock_beside_title(turn_banner(self.controller)):
            box.bottomright = (
                round(banner.x + banner.w) - self.px(8),
                round(banner.y + banner.h) - self.px(6),
            )
        else:
            box.topright = (round(banner.x + banner.w) - self.px(8), round(banner.y) + self.px(8))
        pygame.draw.rect(
            surface, PAL.OXIDE_RED if urgent else PAL.BRASS_LIGHT, box, border_radius=self.px(5)
        )
        pygame.draw.rect(surface, PAL.INK, box, 1, border_radius=self.px(5))
        surface.blit(text, text.get_rect(center=box.center))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        super().draw_overlay(surface)
        if self.connection_state != CONNECTED or self.ended is not None:
            self._draw_reconnecting(surface)

    def spoken_watch(self) -> Watched:
        """For the spoken mode (speech/spoken_screen.py): the connection and each person's
        state, said when they change (someone away, back, played by the AI; the connection
        lost, back or ended)."""
        tags = tuple(
            tr(self.seat_words(seat)) if self.seat_words(seat) else ""
            for seat in range(len(self.names))
        )
        connection: tuple[str, ...] = ()
        if self.ended is not None:
            connection = (
                tr("Disconnected"),
                tr("{ended} Press Esc for the menu.", ended=self.ended),
            )
        elif self.connection_state != CONNECTED:
            connection = (tr(RECONNECTING_TITLE), tr(RECONNECTING_TEXT))
        parts = online_words.presence_parts(list(zip(self.names, tags)), connection)
        return Watched(parts, " ".join(parts), interrupt=True, parts=parts)  # what changed

    def seat_words(self, seat: int) -> str:
        """A person's connection state in a word or two (nothing for an AI seat: its name
        says it)."""
        if seat == self.my_seat:
            return mark("you") if self.connection_state == CONNECTED else mark("reconnecting")
        if self.online.seat_controllers[seat] != "human":
            return ""
        return PRESENCE_WORDS.get(self.online.presence_of(seat), "")

    def _draw_seat_states(self, surface: pygame.Surface) -> None:
        """Each seat's connection state as a tag after its name, in the header over its
        devices (where every player is named on the table)."""
        assert self.layout is not None
        s = self.app.scale
        name_font = font("ui_bold", 14 * s)
        tag_font = font("ui_bold", 11 * s)
        for area in self.layout.tableau.areas:
            words = self.seat_words(area.seat)
            if not words:
                continue
            header = pygame.Rect(
                round(area.header.x),
                round(area.header.y),
                round(area.header.w),
                round(area.header.h),
            ).inflate(-round(4 * s), -round(6 * s))
            header.y += round(2 * s)
            name_w = name_font.size(self.names[area.seat])[0]
            text = tag_font.render(
                # translators: a seat's tag beside its name on the table (shown in capitals)
                tr(words).upper(),
                True,
                PAL.PARCHMENT if words in AWAY_WORDS else PAL.INK,
            )
            box = pygame.Rect(0, 0, text.get_width() + self.px(10), header.h - self.px(6))
            box.midleft = (round(header.x + header.h * 1.2 + name_w + 8 * s), header.centery)
            if box.right > header.right - 190 * s:
                continue  # a narrow header: the name and the device count keep the room
            fill = PAL.OXIDE_RED if words in AWAY_WORDS else SEAT_TAG_FILL.get(words, PAL.PARCHMENT)
            pygame.draw.rect(surface, fill, box, border_radius=self.px(4))
            pygame.draw.rect(surface, PAL.INK, box, 1, border_radius=self.px(4))
            surface.blit(text, text.get_rect(center=box.center))

    def _draw_reconnecting(self, surface: pygame.Surface) -> None:
        """The table dimmed, with the connection's news in the middle."""
        drawing.dim(surface, 140)
        s = self.app.scale
        w, h = surface.get_size()
        if self.ended is not None:
            title = tr("Disconnected")
            # translators: {ended} says why the connection ended
            text = tr("{ended} Press Esc for the menu.", ended=self.ended)
        else:
            title, text = tr(RECONNECTING_TITLE), tr(RECONNECTING_TEXT)
        # as tall as its words need (larger text wraps to more lines), never under the design's
        body = font("ui", 18, s)
        lines = len(drawing.wrap_text(body, text, self.px(560) - self.px(72)))
        card_h = max(self.px(210), self.px(110) + round(lines * body.get_linesize() * 1.15))
        card = pygame.Rect(0, 0, self.px(560), min(h - self.px(20), card_h))
        card.center = (w // 2, h // 2)
        drawing.parchment_card(surface, card, s)
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


def notice_text(notice: P.Notice, names: tuple[str, ...]) -> str:
    """A notice in this player's words: a table event ("Ada is away, so the AI plays for
    them") worded here from its event and seat, with the table's names in the language spoken
    now (the server's text is in the language of the moment it came, with its names); a move
    told (MISSED), a line of chat or an event this version does not know as the server said."""
    sentence = P.NOTICE_SENTENCES.get(notice.event)
    if sentence is None or not 0 <= notice.seat < len(names):
        return notice.text
    return tr(sentence, player=names[notice.seat])


def as_notice(line: P.Notice | P.Chat, move: int) -> P.Notice:
    """A line said at the table as the log keeps it: a chat line becomes a notice of `move`."""
    if isinstance(line, P.Notice):
        return line
    return P.Notice(line.game, move, line.seat, "chat", chat_text(line))


def with_notices(
    lines: list[LogLine], notices: list[P.Notice], numbers: list[int], names: tuple[str, ...]
) -> list[LogLine]:
    """The log's lines with each notice after the lines of the last move played before it
    (`numbers`: the server's move number after each log step), notices of one moment in the
    order they came, each in this player's words (`notice_text`)."""
    out = list(lines)
    given: dict[tuple, int] = {}  # a notice line's key -> the move it was given at
    for index, notice in enumerate(notices):
        at = 0
        for position, line in enumerate(out):
            step = line.step
            if step is not None and step < len(numbers) and numbers[step] <= notice.move:
                at = position + 1
            elif given.get(line.key, notice.move + 1) <= notice.move:
                at = position + 1
        key = ("notice", index)
        given[key] = notice.move
        out.insert(at, LogLine(notice.seat, notice_text(notice, names), key, kind=EVENT))
    return out
