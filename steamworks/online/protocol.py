"""The online protocol: every message a client and the server exchange, as typed attrs values,
and the one place that turns them into WebSocket text and back (docs/online.md lists them).

A message is one JSON object per WebSocket text frame, `{"type": "<ClassName>", ...fields}`;
actions inside it are the save format's tagged actions (`{"kind": "TakeTile", ...}`), and the
seat's view is the save format's `GameState` with what the seat may not see taken out (views.py).
The project's one converter (persistence/convert.py) does all of it, so a message is checked
as strictly as a save file: exact fields, strict types, bounded numbers and texts.

`decode_client` trusts nothing: a message too large, not text, nested too deep, not JSON, of an
unknown type or of the wrong shape becomes a `ProtocolError` with a sentence for the sender.
The first message of a connection must be a `Hello` naming `PROTOCOL_VERSION`; another version
is told, in words, which version the server speaks.
"""

from __future__ import annotations

import json
import time
from typing import Any, get_args

import attrs
from cattrs.errors import ClassValidationError, IterableValidationError
from cattrs.gen import override

from steamworks import __version__ as GAME_VERSION
from steamworks.language import mark, tr
from steamworks.persistence.convert import (
    ShapeError,
    converter,
    describe_error,
    describe_value,
    register_record,
)
from steamworks.persistence.record import LogEntry
from steamworks.persistence.savefile import MAX_FILE_BYTES, nesting_exceeds
from steamworks.rules.actions import Action
from steamworks.rules.state import GameState

# 1: the first step; 2: games listed on the LAN and given a name (CreateGame.title, .lan;
# Lobby.title), and every kind added after it in docs/online.md (Undo among them: a server
# of version 2 from before it answers an Undo with unknown-type, refusing only that request);
# 3: each seat's Update says whether it may take back the last step (Update.undo, and
# undo_refusal: why not), so a table shows Undo as the server's rule has it, also about a
# step the seat did not see
PROTOCOL_VERSION = 3
TYPE_KEY = "type"
# The largest message a client has reason to send is an Act building a five-tile device
# (about 400 bytes); anything much larger is refused before it is parsed.
MAX_CLIENT_MESSAGE = 4096
MAX_DEPTH = 12  # an Act nests about 6 deep (action, layout, cell, position)
MAX_NAME = 24  # characters in a player's name
# a seat token a client proposes: URL-safe base64 letters, 128 bits at least (as unguessable as
# the server's own, secrets.token_urlsafe(24): 32 characters)
MIN_TOKEN, MAX_TOKEN = 22, 64
TOKEN_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
RATE = 30.0  # messages a second a connection may send, on average...
BURST = 60.0  # ...and at once (more, and the server closes the connection)

# ------------------------------------------------------------------ client to server


@attrs.frozen(slots=True)
class Hello:
    """The first message of every connection: the protocol version the client speaks, and the
    language its player reads (the server words its refusals and notices in it; a client that
    does not say, as before languages, is answered in English)."""

    protocol: int
    client: str  # the client's own name and version, for the server's log
    language: str = "en"  # a code of steamworks.language (an unknown one: English)


@attrs.frozen(slots=True)
class CreateGame:
    """Open a new game; the sender takes seat 0. `seats` holds each seat's controller, in
    clockwise order: "human" for a person who joins with the invite code, or "ai:<level>"."""

    name: str
    seats: tuple[str, ...]
    personas: str = "random"  # "random" or "draft"
    variant: bool = False  # the optional "end of age" rule
    title: str = ""  # the game's name in lists ("<name>'s game" when empty)
    lan: bool = False  # list the game on the LAN while it has open seats (a server run --lan)
    grace: int = 0  # seconds after which the AI plays for an absent person (0: never)
    turn_limit: int = 0  # seconds a person has for each move, else the AI makes it (0: none)
    token: str = ""  # the seat token the sender proposes (see JoinGame.token)


@attrs.frozen(slots=True)
class JoinGame:
    """Take the first free human seat of the game whose invite code this is.

    `token` (optional, since session 20): the seat token the sender proposes, made by the
    client itself (TOKEN_CHARS, MIN_TOKEN to MAX_TOKEN characters). A client that proposes one
    knows its seat's token before the answer comes, so a connection lost between the join and
    the `Seated` loses nothing: the same message sent again (or a ResumeSeat with that token)
    takes back the seat the first one took, instead of a second seat or "table-full"."""

    invite: str
    name: str
    token: str = ""


@attrs.frozen(slots=True)
class ResumeSeat:
    """Come back to a seat (after a drop, or from another device) with its seat token. A
    connection already holding that seat is closed: the newest one plays. `seen`: the moves
    the client had seen before it dropped (-1: none, or not known); the moves played since
    come as `missed` notices ("While you were away: ..."), before the Update."""

    token: str
    seen: int = -1


@attrs.frozen(slots=True)
class Ready:
    """The sender's seat is ready; the game starts once every human seat is taken and ready."""


@attrs.frozen(slots=True)
class Act:
    """Play `action` for the sender's seat. `move` is the number of moves already played that
    the sender saw (Update.move): a message answering an older position is refused, so a
    replayed or delayed Act can never be played twice."""

    move: int
    action: Action


@attrs.frozen(slots=True)
class PickColour:
    """Play in `colour` (0 to COLOURS - 1: the game's seat colours, in the order the desktop
    lists them), before the game starts; a colour another seat holds is refused."""

    colour: int


@attrs.frozen(slots=True)
class Undo:
    """Take back the sender's last step, by the desktop's rule: within the sender's own turn,
    never past a step that turned up a face-down tile, never another seat's step. `move` is
    the number of moves the sender saw (as Act's): a stale or repeated Undo is refused."""

    move: int


@attrs.frozen(slots=True)
class CheckTurns:
    """Which of the games of these seat tokens await their seat's move (a title screen's "your
    turn in N games"). Needs no seat; tokens of no seat here are left out of the answer."""

    tokens: tuple[str, ...]


@attrs.frozen(slots=True)
class Say:
    """A line of chat for everyone at the sender's table: printable text, at most MAX_CHAT
    characters, at most CHAT_BURST lines at once and CHAT_RATE a second on average."""

    text: str


@attrs.frozen(slots=True)
class Download:
    """The sender's game as an ordinary save file, once it is over (before, the save would
    give away the seed and so every face-down tile)."""


ClientMessage = (
    Hello
    | CreateGame
    | JoinGame
    | ResumeSeat
    | Ready
    | PickColour
    | Act
    | Undo
    | CheckTurns
    | Say
    | Download
)

# ------------------------------------------------------------------ server to client


@attrs.frozen(slots=True)
class Welcome:
    """The answer to a Hello of the right version."""

    protocol: int
    server: str


@attrs.frozen(slots=True)
class Seated:
    """The sender now holds `seat` of `game`. `token` resumes it (keep it secret: it is the only
    proof of the seat); `invite` lets friends join."""

    game: str
    seat: int
    token: str
    invite: str


@attrs.frozen(slots=True)
class SeatInfo:
    """One seat as everyone at the table sees it."""

    seat: int
    name: str
    controller: str  # "human" or "ai:<level>"
    taken: bool  # a person holds it (always true for an AI seat)
    ready: bool
    connected: bool  # a connection holds it now (always true for an AI seat)
    presence: str = ""  # one of PRESENCES
    colour: int = -1  # the seat's colour (0 to COLOURS - 1; -1 from a server before colours)


@attrs.frozen(slots=True)
class Lobby:
    """The table: sent to everyone at it when anyone joins, gets ready, leaves or comes back."""

    game: str
    seats: tuple[SeatInfo, ...]
    started: bool
    title: str = ""
    grace: int = 0  # CreateGame.grace
    turn_limit: int = 0  # CreateGame.turn_limit


@attrs.frozen(slots=True)
class Update:
    """The game as `seat` may see it after move `move` (every change, and on resuming).
    `legal` lists the seat's legal actions when it is to act, else nothing. `last` holds the
    move just played, if any. `digest` fingerprints `view`: two clients at the same position
    hold the same digest."""

    game: str
    seat: int
    move: int
    to_act: int | None
    legal: tuple[Action, ...]
    view: GameState
    last: tuple[LogEntry, ...]
    over: bool
    digest: str
    presence: tuple[str, ...] = ()  # each seat's, in seat order (PRESENCES)
    clock: float | None = None  # seconds left for `to_act`'s move, when the game has a limit
    # v3: whether this seat may take back the last step now (the server's rule, the desktop's:
    # see docs/online.md), and when not, why, in the seat's language
    undo: bool = False
    undo_refusal: str = ""


@attrs.frozen(slots=True)
class Notice:
    """A line for every seat's log about the table rather than a move: `event` is one of
    NOTICE_EVENTS (for programs), `text` says it in words; `seat` is the seat it is about."""

    game: str
    move: int
    seat: int
    event: str
    text: str


@attrs.frozen(slots=True)
class Chat:
    """A line of chat from `seat` (named `name`) of `game`, to everyone at the table."""

    game: str
    seat: int
    name: str
    text: str


@attrs.frozen(slots=True)
class SaveFile:
    """The answer to Download: `text` is a save file's whole text (docs/saves.md), to keep,
    replay or analyse like any save."""

    game: str
    text: str


@attrs.frozen(slots=True)
class TurnInfo:
    """One seat's game, for CheckTurns: `token` is the token's place in the question."""

    token: int
    game: str
    seat: int
    title: str
    started: bool
    over: bool
    your_turn: bool
    move: int
    clock: float | None  # seconds left for the move, when the game has a limit


@attrs.frozen(slots=True)
class Turns:
    """The answer to CheckTurns."""

    games: tuple[TurnInfo, ...]


@attrs.frozen(slots=True)
class Refused:
    """An Act that was not played, with the reason in the engine's own words."""

    move: int
    reason: str


@attrs.frozen(slots=True)
class Failure:
    """A message the server could not take, with its `code` (docs/online.md lists them) and a
    sentence. Codes in `CLOSING_CODES` end the connection."""

    code: str
    message: str


ServerMessage = (
    Welcome | Seated | Lobby | Update | Notice | Chat | Turns | SaveFile | Refused | Failure
)

# a seat's presence: a person connected; a person away (no connection); the AI playing it (an
# AI seat, or a person's seat while they are away past the grace period); nobody yet
CONNECTED, AWAY, AI_PLAYS, OPEN = "connected", "away", "ai", "open"
PRESENCES = (CONNECTED, AWAY, AI_PLAYS, OPEN)
# Notice.event: the AI took an absent person's seat; they came back; the AI made a move whose
# time ran out; a person took back a step of their turn (Undo)
# A notice of a move a seat missed while away is sent to that seat alone (MISSED)
STAND_IN, BACK, TIMEOUT, TOOK_BACK = "stand-in", "back", "timeout", "took-back"
MISSED = "missed"
NOTICE_EVENTS = (STAND_IN, BACK, TIMEOUT, TOOK_BACK, MISSED)
# each notice's sentence but MISSED's (a move told), worded where it is read: the server words
# it in each seat's language, and a client words it again from `event` and `seat` in its own
# (its names, its language after a switch)
NOTICE_SENTENCES = {
    STAND_IN: mark("{player} is away, so the AI plays for them until they return."),
    BACK: mark("{player} is back and takes over from the AI."),
    TIMEOUT: mark("{player}'s time for a move ran out, so the AI made it."),
    TOOK_BACK: mark("{player} took back their last step."),
}
MAX_MISSED = 40  # moves told to a seat that comes back (the newest; the position says the rest)
MAX_TOKENS = 50  # seat tokens one CheckTurns may ask about
# Failure codes that answer one request and leave the connection and seat as they were (a
# client reports them and goes on; every other Failure means the request, or the connection,
# is over)
PASSING_FAILURES = frozenset({"not-over", "chat-slow", "colour-taken"})
COLOURS = 5  # the seats' colours a game has (ui/art/palette.py names them)
MAX_CHAT = 200  # characters in a line of chat
CHAT_RATE = 0.5  # lines of chat a second a seat may send on average...
CHAT_BURST = 5.0  # ...and at once

# every message named by its type, as the unions above list them (and the records inside them)
CLIENT_TYPES: dict[str, type] = {cls.__name__: cls for cls in get_args(ClientMessage)}
SERVER_TYPES: dict[str, type] = {
    cls.__name__: cls for cls in (*get_args(ServerMessage), SeatInfo, TurnInfo)
}


def _save_text(value: Any, _type: Any) -> str:
    """SaveFile.text: a whole save, longer than the converter lets any other text be."""
    if type(value) is not str:
        raise ShapeError(tr("should be text, not {value}", value=describe_value(value)))
    if len(value) > MAX_FILE_BYTES:
        raise ShapeError(
            # translators: the end of "The SaveFile message: text is a save of ..."
            tr("is a save of {count} characters, more than any save holds", count=len(value))
        )
    return value


for _cls in (*CLIENT_TYPES.values(), *SERVER_TYPES.values()):
    if _cls is SaveFile:
        register_record(_cls, text=override(struct_hook=_save_text))
    else:
        register_record(_cls)


class RateLimit:
    """A token bucket: the server's `allow()` is False once a connection sends faster than
    RATE on average (BURST at once); a client waits `wait_time()` before sending to stay under."""

    def __init__(self, rate: float = RATE, burst: float = BURST) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = burst
        self.stamp = time.monotonic()

    def _refill(self) -> None:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now

    def allow(self) -> bool:
        """Take a token if there is one."""
        self._refill()
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True

    def wait_time(self) -> float:
        """Seconds until a token is there (0 when one is)."""
        self._refill()
        return max(0.0, (1.0 - self.tokens) / self.rate)


class ProtocolError(ValueError):
    """A message that could not be taken: `code` for programs, the text for people."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


# a list of actions (Update.legal), for unstructuring one on its own
Actions = tuple[Action, ...]


def json_text(body: dict[str, Any]) -> str:
    """The compact JSON text of a message body (with its type) already unstructured."""
    return json.dumps(body, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def encode(message: ClientMessage | ServerMessage) -> str:
    """The WebSocket text of a message."""
    return json_text({TYPE_KEY: type(message).__name__, **converter.unstructure(message)})


def _refuse_constant(name: str) -> Any:
    # translators: {name} is NaN, Infinity or -Infinity
    raise ProtocolError(
        "bad-json", tr("The message holds {name}, which is not a number.", name=name)
    )


def parse(data: str | bytes, limit: int | None, depth: int = MAX_DEPTH) -> dict[str, Any]:
    """The JSON object in a text frame, or a ProtocolError saying why there is none."""
    if not isinstance(data, str):
        raise ProtocolError("not-text", tr("Messages are JSON text frames, not binary data."))
    if limit is not None and len(data) > limit:
        raise ProtocolError(
            "too-large",
            tr(
                "The message has {count} characters; at most {limit} are taken.",
                count=len(data),
                limit=limit,
            ),
        )
    if nesting_exceeds(data, depth):
        raise ProtocolError("bad-json", tr("The message is nested deeper than any real message."))
    try:
        value = json.loads(data, parse_constant=_refuse_constant)
    except (ValueError, RecursionError):
        raise ProtocolError("bad-json", tr("The message is not valid JSON.")) from None
    if type(value) is not dict:
        raise ProtocolError(
            "bad-message",
            tr("A message is a JSON object, not {value}.", value=describe_value(value)),
        )
    return value


def _structure(raw: dict[str, Any], types: dict[str, type]) -> Any:
    tag = raw.get(TYPE_KEY)
    if type(tag) is not str or tag not in types:
        raise ProtocolError(
            "unknown-type",
            tr("Unknown message type {type}: see docs/online.md.", type=describe_value(tag)),
        )
    body = {k: v for k, v in raw.items() if k != TYPE_KEY}
    try:
        return converter.structure(body, types[tag])
    except (ClassValidationError, IterableValidationError, ShapeError) as exc:
        raise ProtocolError(
            # translators: {type} is a message's name (Act, Hello...); {problem} what is wrong
            "bad-message",
            tr("The {type} message: {problem}.", type=tag, problem=describe_error(exc)),
        ) from None
    except (ValueError, TypeError, KeyError) as exc:
        raise ProtocolError(
            "bad-message", tr("The {type} message is not valid: {problem}.", type=tag, problem=exc)
        ) from None


def version_sentence(theirs: object) -> str:
    """What a client of another protocol version is told."""
    if type(theirs) is int:
        return tr(
            "This server speaks version {ours} of the Steam Works online protocol (game {game}) "
            "and your game speaks version {theirs}: install the same version of Steam Works as "
            "the server to play on it.",
            ours=PROTOCOL_VERSION,
            game=GAME_VERSION,
            theirs=theirs,
        )
    return tr(
        "This server speaks version {ours} of the Steam Works online protocol (game {game}) "
        "and your game speaks no version this server knows: install the same version of "
        "Steam Works as the server to play on it.",
        ours=PROTOCOL_VERSION,
        game=GAME_VERSION,
    )


def hello_language(data: str | bytes) -> str:
    """The language a connection's first message names (English when it names none, or is no
    message at all): a Hello of another version is refused in its player's language too."""
    try:
        raw = parse(data, MAX_CLIENT_MESSAGE)
    except ProtocolError:
        return "en"
    language = raw.get("language")
    return language if type(language) is str and 0 < len(language) <= 16 else "en"


def decode_client(data: str | bytes, first: bool = False) -> ClientMessage:
    """A client's message, checked. `first`: it opens the connection, so it must be a Hello
    of this protocol version (checked before its shape, which another version may change)."""
    raw = parse(data, MAX_CLIENT_MESSAGE)
    if first:
        if raw.get(TYPE_KEY) != "Hello":
            raise ProtocolError("hello-first", tr("Say Hello (with your protocol version) first."))
        if raw.get("protocol") != PROTOCOL_VERSION:
            raise ProtocolError("version", version_sentence(raw.get("protocol")))
        # a Hello from before languages does not say one: its player reads English
        raw.setdefault("language", "en")
    elif raw.get(TYPE_KEY) == "Hello":
        raise ProtocolError("bad-message", tr("Hello is said once, at the start."))
    message: ClientMessage = _structure(raw, CLIENT_TYPES)
    return message


def decode_server(data: str | bytes) -> ServerMessage:
    """A server's message (the client checks it too: a damaged one is an error, not a crash)."""
    message: ServerMessage = _structure(parse(data, None, depth=64), SERVER_TYPES)
    return message
