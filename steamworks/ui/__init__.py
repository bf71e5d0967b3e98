"""The desktop interface: the only part of Steam Works that uses pygame and pygame_gui.

- `app`: the window, main loop, scene stack, hooks; `run(options)`.
- `navigation`: how one screen opens another (`app.nav`); `host`: the app as screens see it.
  Screens import neither `app` nor each other's opener: a test reads their imports.
- `launch_options`: how one run starts (window size, first screen, a save to open...).
- `smoke`: `smoke_test(out_dir)`, every screen rendered headless to PNGs.
- `scene`: the scene stack and the base scene (lifecycle, widgets, input routing).
- `scenes/`: the title, new game, settings, rules, load, pause and message screens.
- `geometry`: pure layout arithmetic (build grid snapping, panels), no pygame.
- `settings`: the player's settings and settings.json, no pygame.
- `style` and `draw`: the bridge to the art package and the workbench drawing helpers.
- `art/`: palette, fonts, tile pictures, sounds and the pygame_gui theme.

Importing this package imports nothing else, so the pure modules stay display-free.
"""
