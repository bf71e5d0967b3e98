"""An absent seat, with real processes: a bot process holding a seat is killed; once the
host's grace period has run out, the server's AI plays that seat (every seat is told, and sees
the seat's presence change); a new bot process resumes the seat with its token and plays on to
the end of the game."""

from __future__ import annotations

import asyncio

from steamworks.online import protocol as P
from steamworks.online.bot import Bot


def _presence(bot: Bot, seat: int) -> list[str]:
    """The presences of `seat` that `bot` was shown, in order (Lobby messages)."""
    return [lobby.seats[seat].presence for lobby in bot.lobbies]


def test_the_ai_plays_an_absent_seat_after_the_grace_until_its_player_returns(server, bench):
    async def scenario():
        host = await Bot.open(server.url, seed=5)
        seated = await host.create(("human", "human"), "Ada", grace=1)
        guest = bench._bot_process(server.url, f"--invite={seated.invite}", "--seed", "3")
        back = None
        try:
            joined = await bench._line(guest, 30)
            assert joined and joined["event"] == "seated" and joined["seat"] == 1
            await host.ready()
            await host.play(moves=3)  # the guest has played meanwhile
            guest.kill()
            guest.wait(timeout=10)

            def ai_moved_for_the_guest(bot: Bot) -> bool:
                stood_in = [n for n in bot.notices if n.event == P.STAND_IN]
                last = bot.latest
                return bool(
                    stood_in
                    and last is not None
                    and last.move > stood_in[0].move
                    and last.last
                    and last.last[-1].seat == 1
                )

            await host.play(until=ai_moved_for_the_guest)
            while_away = host.latest
            back = bench._bot_process(server.url, f"--token={joined['token']}", "--seed", "4")
            lines: list[dict] = []

            async def read_back() -> None:  # as it comes: a full pipe would stop the bot
                while (line := await bench._line(back, 30)) is not None:
                    lines.append(line)
                    if line["event"] == "over":
                        return

            final, _ = await asyncio.gather(host.play(), read_back())
            return host, while_away, final, lines
        finally:
            bench._stop(guest)
            if back is not None:
                bench._stop(back)

    host, while_away, final, lines = asyncio.run(asyncio.wait_for(scenario(), 180))
    # the seat went away, then the AI played it, and everyone was told in words
    presences = _presence(host, 1)
    assert P.AWAY in presences and P.AI_PLAYS in presences
    assert presences.index(P.AWAY) < presences.index(P.AI_PLAYS)
    assert while_away.presence == (P.CONNECTED, P.AI_PLAYS)
    stand_in = next(n for n in host.notices if n.event == P.STAND_IN)
    assert stand_in.seat == 1 and stand_in.text.startswith("Bot is away, so the AI plays for them")
    # the player came back with the token and played on to the end
    returned = next(n for n in host.notices if n.event == P.BACK)
    assert returned.seat == 1 and returned.move >= while_away.move and "is back" in returned.text
    assert presences[-1] == P.CONNECTED
    assert lines[0]["event"] == "seated" and lines[0]["seat"] == 1
    assert any(line.get("mine") for line in lines)  # it had turns of its own again
    assert lines[-1] == {"event": "over", "move": final.move}
    updates = [line for line in lines if line["event"] == "update"]
    assert updates[-1]["digest"] == final.digest
    assert final.over and not host.refused
