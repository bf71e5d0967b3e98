"""`python -m steamworks serve [--host H] [--port P] [--data DIR]`: run the online game server."""

from __future__ import annotations

from steamworks.online.server import main as serve_main


def main(argv: list[str]) -> int:
    return serve_main(argv)
