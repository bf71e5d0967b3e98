"""The game's start-up does not pay for online play: the title screen, opened headless in a
fresh interpreter, has loaded neither the network library (websockets) nor zeroconf nor any
online module; opening the Online screen loads them."""

from __future__ import annotations

import json
import os
import subprocess
import sys

PROBE = """
import json, sys
from steamworks.ui.screenshots import headless_apps
NET = ("websockets", "zeroconf", "steamworks.online", "steamworks.ui.online")
for _size, app in headless_apps(((1280, 720),)):
    app.nav.open_title()
    app.frame(1 / 60)
    at_title = sorted(m for m in sys.modules if m.startswith(NET))
    app.nav.open_online()
    app.frame(1 / 60)
    online = sorted(m for m in sys.modules if m.startswith(NET))
print(json.dumps({"title": at_title, "online": online}))
"""


def test_the_title_loads_no_network_code_and_the_online_screen_does():
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env["STEAMWORKS_LAN_INTERFACES"] = "off"  # (the Online screen then starts no discovery)
    done = subprocess.run(
        [sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=120, env=env
    )
    assert done.returncode == 0, done.stderr[-2000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["title"] == []
    assert "websockets" in seen["online"] and "steamworks.ui.online.link" in seen["online"]
