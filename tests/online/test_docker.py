"""The Dockerfile of the dedicated server: build the image, run it with its port published on
127.0.0.1 only, and play a whole game through it with a bot.

Skipped, with the exact reason, where Docker cannot do that here: no docker command, no
daemon answering `docker info`, or no python:3.11-slim base image on this machine (the test
never pulls one: the only registries it may reach are the package registries)."""

from __future__ import annotations

import asyncio
import secrets
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from steamworks.online.bot import Bot
from steamworks.online.client import Connection, ServerSaidNo

ROOT = Path(__file__).resolve().parents[2]
BASE_IMAGE = "python:3.11-slim"


def _docker(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["docker", *args], capture_output=True, text=True, timeout=timeout)


def docker_problem() -> str | None:
    """Why the image cannot be built and run here, or None."""
    if shutil.which("docker") is None:
        return "the docker command is not installed"
    info = _docker("info", "--format", "{{.ServerVersion}}")
    if info.returncode != 0:
        said = (info.stderr or info.stdout).strip().splitlines()
        return f"`docker info` failed: {said[-1] if said else 'no answer'}"
    if _docker("image", "inspect", BASE_IMAGE).returncode != 0:
        return (
            f"the base image {BASE_IMAGE} is not on this machine, and the test does not pull "
            f"it (only package registries may be reached from here)"
        )
    return None


async def _serve_one_game(url: str):
    deadline = time.monotonic() + 60
    while True:  # the container takes a moment to start; bounded
        try:
            await (await Connection.open(url)).close()
            break
        except (OSError, ServerSaidNo, TimeoutError):
            if time.monotonic() > deadline:
                raise
            await asyncio.sleep(0.5)
    bot = await Bot.open(url, seed=3)
    await bot.create(("human", "ai:random"), "Ada")
    await bot.ready()
    final = await bot.play()
    await bot.close()
    return final


def test_the_docker_image_serves_a_whole_game():
    problem = docker_problem()
    if problem is not None:
        pytest.skip(f"Docker cannot build and run the image here: {problem}")
    tag = f"steamworks-server-test:{secrets.token_hex(4)}"
    built = _docker("build", "--tag", tag, str(ROOT), timeout=1200)
    assert built.returncode == 0, built.stderr[-3000:]
    container = None
    try:
        started = _docker("run", "--detach", "--publish", "127.0.0.1::8765", tag)
        assert started.returncode == 0, started.stderr
        container = started.stdout.strip()
        port = _docker("port", container, "8765/tcp").stdout.split(":")[-1].strip()
        final = asyncio.run(asyncio.wait_for(_serve_one_game(f"ws://127.0.0.1:{port}"), 300))
        assert final is not None and final.over
        logs = _docker("logs", container)
        assert "Steam Works server on ws://0.0.0.0:8765" in logs.stdout
        assert "Traceback" not in logs.stderr
    finally:
        if container:
            _docker("rm", "--force", container)
        _docker("rmi", "--force", tag)


def test_the_installed_package_holds_the_compiled_catalogues():
    """The image installs the package (`pip install .`): only the files pyproject's package
    data names go in besides the code, and the server words refusals in each client's
    language from the compiled catalogues, so each `.mo` must be named (without them a German
    player's refusals came in English from the image). Checked without Docker: a built wheel
    holds exactly what these globs match."""
    import tomllib

    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    globs = data["tool"]["setuptools"]["package-data"]["steamworks"]
    package = ROOT / "steamworks"
    named = {path for pattern in globs for path in package.glob(pattern)}
    compiled = set(package.glob("language/locale/*/LC_MESSAGES/*.mo"))
    assert len(compiled) >= 3  # de, fr, es
    assert compiled <= named
