"""`python -m steamworks serve [--host H] [--port P] [--data DIR] [--lan [NAME]] [--per-address N]`:
run the online game server (steamworks/online/server.py) until interrupted."""

from __future__ import annotations

import argparse
import asyncio
import logging
import socket
import sys
from pathlib import Path

from steamworks.online.server import PER_ADDRESS, run


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(
        prog="steamworks serve",
        description="Run a Steam Works game server: it holds the games, the clients play them.",
    )
    ap.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (0.0.0.0 for every network)"
    )
    ap.add_argument("--port", type=int, default=8765, help="port (0: any free port)")
    ap.add_argument("--data", default="online-games", help="folder for the games database")
    ap.add_argument(
        "--lan",
        nargs="?",
        const=socket.gethostname(),
        metavar="NAME",
        help="list open games created for the LAN on the local network (mDNS), hosted by NAME "
        "(this machine's name by default); needs the online extra (zeroconf)",
    )
    ap.add_argument(
        "--per-address",
        type=int,
        default=PER_ADDRESS,
        metavar="N",
        help=f"connections one address may hold at once (default {PER_ADDRESS}; 0: no cap)",
    )
    ap.add_argument(
        "--exit-with-stdin",
        action="store_true",
        help="stop once standard input ends (the desktop game hosting a table starts the "
        "server so: it never outlives the game)",
    )
    args = ap.parse_args(argv)
    if args.per_address < 0:
        ap.error("--per-address is 0 (no cap) or more")
    if args.lan is not None:
        try:
            import zeroconf  # noqa: F401
        except ImportError:
            print(
                "--lan needs the zeroconf package: pip install 'steamworks[online]'.",
                file=sys.stderr,
            )
            return 2
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s: %(message)s")
    # the WebSocket library's own notes (a refused handshake...) are not the server's news
    logging.getLogger("websockets").setLevel(logging.WARNING)
    try:
        asyncio.run(
            run(
                args.host,
                args.port,
                Path(args.data),
                lan=args.lan,
                per_address=args.per_address,
                exit_with_stdin=args.exit_with_stdin,
            )
        )
    except OSError as exc:
        print(f"The server could not start: {exc.strerror or exc}.", file=sys.stderr)
        return 1
    return 0
