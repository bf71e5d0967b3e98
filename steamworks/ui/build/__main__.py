"""`python -m steamworks.ui.build`: open the build panel alone, with sample supplies.

python -m steamworks.ui.build                      # the demo window
python -m steamworks.ui.build --sample add         # start on another sample
python -m steamworks.ui.build --shots /tmp/shots   # headless screenshots, then exit
"""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    from steamworks.ui.build.demo import SAMPLES

    parser = argparse.ArgumentParser(
        prog="python -m steamworks.ui.build", description=__doc__.splitlines()[0]
    )
    parser.add_argument(
        "--sample", choices=sorted(SAMPLES), default="build3", help="the sample to open"
    )
    parser.add_argument("--window", default=None, metavar="WxH", help="window size, e.g. 1280x720")
    parser.add_argument(
        "--shots", metavar="DIR", help="render screenshots headless into DIR and exit"
    )
    args = parser.parse_args(argv)
    if args.shots:
        from steamworks.ui.build.shots import render_shots

        written = render_shots(args.shots)
        print("\n".join(str(p) for p in written))
        return 0
    from steamworks.ui.app import App
    from steamworks.ui.build.demo import BuildDemoScene
    from steamworks.ui.launch_options import LaunchOptions, parse_window_size

    size = parse_window_size(args.window) if args.window else None
    app = App(LaunchOptions(window_size=size))
    app.open()
    app.reset_to(BuildDemoScene(app, args.sample))
    try:
        return app.run()
    finally:
        import pygame

        pygame.quit()


if __name__ == "__main__":
    sys.exit(main())
