"""The application: the window, the main loop, the scene stack, the settings, the sounds.

`run(options)` is what `python -m steamworks` calls (steamworks/cli/play.py): it opens the
window, runs the loop and returns an exit code. How one run starts (window size, first
screen...) is `ui.launch_options.LaunchOptions`.

The loop is guarded: an exception that escapes a frame goes to `steamworks.ui.crash`, which
keeps the last autosave, writes a crash report to the data folder and shows a dialog with
Continue and Quit (see that module). The window title names the game and, while a game is on
the table, whose turn it is (the game scene's `whose_turn`).

The loop rests when the player does: while nothing moves and nobody touches anything it
stops drawing and sleeps until the next event (`ui.rest`; each screen says what moves in
`Scene.animating`), so an idle title or table costs next to no CPU.

Start-up is kept short: pygame and pygame_gui are imported when the window opens, each screen's
module is imported when the screen is first opened, and backgrounds and tile pictures are drawn
on first use, not in advance.

What only the game can do (start a game from a setup, continue, load, save, leave a game) is
reached through `Hooks`: passed to `run`/`launch`, or the game's own (`scenes.game_hooks`, see
`installed_hooks`). A hook that is not connected shows a polite message instead of failing.
"""

from __future__ import annotations

import logging
import os
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from steamworks.language import set_language, tr
from steamworks.ui import geometry, language_choice
from steamworks.ui.hooks import Hooks
from steamworks.ui.launch_options import LaunchOptions
from steamworks.ui.navigation import Navigation
from steamworks.ui.rest import BLINK_STEP, REST_POLL, WAKE_CHECK, LoopRest, install_wake_event
from steamworks.ui.settings import MIN_WINDOW, Settings, SettingsStore

if TYPE_CHECKING:  # pragma: no cover
    import pygame

    from steamworks.ui.scene import Navigator, Scene

log = logging.getLogger(__name__)

FPS = 60
WINDOW_TITLE = "Steam Works"


class App:
    """One window, its UIManager, the scene stack and the loop."""

    def __init__(
        self, options: Any = None, hooks: Hooks | None = None, store: SettingsStore | None = None
    ) -> None:
        self.options = LaunchOptions.from_any(options)
        self.hooks = hooks or Hooks()
        self.store = store or SettingsStore(self.options.settings_path)
        self.store.subscribe(self._on_settings_changed)
        self.running = False
        self.opened = False
        self.window_size: tuple[int, int] = self.store.settings.window_size
        self.fullscreen = self.store.settings.fullscreen
        self.scale = 1.0
        self._theme_scale: tuple[float, float] | None = None  # (layout scale, text gain)
        self._theme_contrast = False
        self._translator: Any = None
        self._translator_of: dict[str, str] = {}
        self._pending_size: tuple[int, int] | None = None
        self._user_resized = False
        self.caption = WINDOW_TITLE
        self.exit_code = 0
        from steamworks.ui.crash import CrashGuard

        self.crash_guard = CrashGuard()
        self.stack: Any = None
        self.manager: Any = None
        self.screen: Any = None
        self.clock: Any = None
        self.rest = LoopRest()
        from steamworks.ui.style import SoundPlayer

        self.sounds = SoundPlayer(self.store.settings.sound)
        self.nav: Navigator = Navigation(self)

    # --- settings ------------------------------------------------------------------------------

    @property
    def settings(self) -> Settings:
        return self.store.settings

    def change_settings(self, **changes: Any) -> Settings:
        """Change, save and apply settings at once."""
        return self.store.change(**changes)

    def _on_settings_changed(self, old: Settings, new: Settings) -> None:
        if not self.opened:
            return
        if new.sound != old.sound:
            self.sounds.set_enabled(new.sound)
        if new.reduced_motion != old.reduced_motion:
            from steamworks.ui import motion

            motion.set_calm(new.reduced_motion)
        language_changed = new.language != old.language
        if language_changed:
            # the player's choice: spoken at once, and every scene built again in its words
            self.speak(new.language)
        display_changed = new.fullscreen != old.fullscreen or (
            not new.fullscreen and new.window_size != old.window_size
        )
        if display_changed:
            self.fullscreen = new.fullscreen
            self._open_window(new.window_size)
            self.relayout()
        elif (
            new.ui_scale != old.ui_scale
            or new.colour_blind != old.colour_blind
            or new.high_contrast != old.high_contrast
            or language_changed
        ):
            self.relayout()

    # --- language ------------------------------------------------------------------------------

    def speak(self, code: str) -> str:
        """Speak `code` from now on (English when it cannot be spoken); returns the code spoken.

        `set_language` tells every listener registered with `on_language_change` (caches of
        drawn words); the caller rebuilds the scenes (`relayout`) and the window's caption
        follows on the next frame (`update_caption` compares its words)."""
        return set_language(code or language_choice.starting_language(""))

    def _choose_language(self) -> None:
        """The language of this run (ui/language_choice.py): --language, else the player's
        choice, else on the first launch the system's, which is then kept as the choice (unless
        the settings file could not be read: it stays untouched until the player changes it)."""
        settings = self.store.settings
        spoken = set_language(
            language_choice.starting_language(settings.language, self.options.language)
        )
        if (
            self.options.language is None
            and not settings.language
            and self.store.load_problem is None
        ):
            self.store.change(language=spoken)

    # --- window --------------------------------------------------------------------------------

    def open(self) -> App:
        """Create the window, the UI manager and the first screen."""
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        # X11's window class: what the Linux .desktop file's StartupWMClass matches, so the
        # desktop shows the game's icon and name for its window (not "__main__.py")
        os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "steamworks")
        import pygame
        import pygame_gui

        from steamworks.ui.scene import SceneStack

        pygame.display.init()
        pygame.font.init()
        install_wake_event()
        self._choose_language()
        self.caption = self.window_caption()
        pygame.display.set_caption(self.caption)
        try:
            pygame.display.set_icon(_window_icon())
        except pygame.error:  # some drivers have no icons
            pass
        size = self.options.window_size or self.store.settings.window_size
        if self.options.fullscreen is not None:
            self.fullscreen = self.options.fullscreen
        self._open_window(size)
        # the text size: up to 110% the whole layout grows with it, beyond only the text
        self.scale = geometry.ui_scale(self.window_size, self.store.settings.ui_scale)
        from steamworks.ui import motion, style
        from steamworks.ui.art import fonts, looks
        from steamworks.ui.art import theme as art_theme

        looks.apply_look(self.store.settings.high_contrast)
        motion.set_calm(self.store.settings.reduced_motion)
        fonts.set_text_gain(geometry.text_gain(self.store.settings.ui_scale))
        theme = art_theme.theme_data(
            self.scale, self.store.settings.high_contrast, fonts.text_gain()
        )
        self.manager = pygame_gui.UIManager(
            self.window_size, theme, enable_live_theme_updates=False
        )
        style.preload_theme_fonts(self.manager, theme)
        self._theme_scale = (self.scale, fonts.text_gain())
        self._theme_contrast = self.store.settings.high_contrast
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.opened = True
        self.running = True
        self.nav.open_first(self.options.scene)
        if self.options.load is not None:  # a save named on the command line
            self.call_hook("load_game", self.options.load)
        return self

    def _open_window(self, size: tuple[int, int]) -> None:
        import pygame

        if self.fullscreen:
            desktop = (pygame.display.get_desktop_sizes() or [size])[0]
            if desktop[0] < MIN_WINDOW[0] or desktop[1] < MIN_WINDOW[1]:
                desktop = size  # the dummy driver reports no real desktop
            self.screen = pygame.display.set_mode(desktop, pygame.FULLSCREEN)
        else:
            w = max(MIN_WINDOW[0], int(size[0]))
            h = max(MIN_WINDOW[1], int(size[1]))
            self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self.window_size = self.screen.get_size()

    def resize_window(self, size: tuple[int, int]) -> None:
        """Open the window at `size` now (in a window; full screen keeps the screen's size)."""
        if self.fullscreen or tuple(size) == tuple(self.window_size):
            return
        self._open_window(size)
        self.relayout()

    def relayout(self) -> None:
        """Window size, UI scale or palette changed: new theme sizes, every scene rebuilt."""
        from steamworks.ui import style
        from steamworks.ui.art import fonts
        from steamworks.ui.art import theme as art_theme

        self.window_size = self.screen.get_size()
        self.scale = geometry.ui_scale(self.window_size, self.store.settings.ui_scale)
        fonts.set_text_gain(geometry.text_gain(self.store.settings.ui_scale))
        self.manager.set_window_resolution(self.window_size)
        contrast = self.store.settings.high_contrast
        if contrast != self._theme_contrast:
            from steamworks.ui.art import looks

            looks.apply_look(contrast)
            self._theme_scale = None  # the theme's colours change too
        sizes = (self.scale, fonts.text_gain())
        if self._theme_scale is None or not all(
            abs(a - b) <= 1e-3 for a, b in zip(self._theme_scale, sizes, strict=True)
        ):
            theme = art_theme.theme_data(self.scale, contrast, fonts.text_gain())
            self.manager.set_ui_theme(self.manager.create_new_theme(theme))
            style.preload_theme_fonts(self.manager, theme)
            self._theme_scale = sizes
            self._theme_contrast = contrast
        for scene in self.stack:
            if scene.root is not None:
                scene.root.hide()
        for scene in self.stack:
            scene.resize()

    def picture_of_widgets(self) -> pygame.Surface:
        """The widgets now visible, drawn on a transparent surface (premultiplied alpha)."""
        import pygame

        picture = pygame.Surface(self.window_size, pygame.SRCALPHA)
        group = self.manager.ui_group
        # pygame_gui refreshes its list of visible sprites in update(); widgets shown, hidden or
        # killed since the last frame would otherwise be drawn as they were
        if getattr(group, "should_update_visibility", False):
            group.should_update_visibility = False
            group.update_visibility()
        self.manager.draw_ui(picture)
        return picture

    # --- scenes --------------------------------------------------------------------------------

    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def pop(self) -> Scene | None:
        if len(self.stack) == 0:
            return None
        scene = self.stack.pop()
        if len(self.stack) == 0:
            self.nav.open_title()
        return scene

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)

    def reset_to(self, scene: Scene) -> None:
        """Leave every screen and show `scene` alone."""
        self.stack.clear()
        self.stack.push(scene)

    # --- hooks ---------------------------------------------------------------------------------

    def call_hook(self, name: str, *args: Any) -> Any:
        """Run a hook; a missing one or an error becomes a message dialog. Returns the hook's
        result, or None when it did not run to the end."""
        hook = getattr(self.hooks, name)
        if hook is None:
            self.nav.show_message(
                lambda: tr("Not available yet"),
                lambda: tr(
                    "This part of the workshop is still being built: the button will work in a "
                    "later version."
                ),
            )
            return None
        try:
            return hook(self, *args)
        except Exception as exc:  # noqa: BLE001 - the player sees it; the log keeps the details
            log.error("hook %s failed:\n%s", name, traceback.format_exc())
            text = str(exc) or exc.__class__.__name__
            self.nav.show_message(lambda: tr("Something went wrong"), text)
            return None

    # --- the loop ------------------------------------------------------------------------------

    def request_quit(self) -> None:
        if not self.running:
            return
        if self.hooks.before_quit is not None:
            try:
                self.hooks.before_quit(self)
            except Exception:  # noqa: BLE001 - quitting must not be blocked
                log.exception("before_quit hook failed")
        self.running = False

    def dispatch(self, event: pygame.event.Event) -> None:
        """One event: window events here, then pygame_gui, then the top scene if not consumed."""
        import pygame

        if event.type == pygame.QUIT:
            self.request_quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self._pending_size = (event.w, event.h)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.change_settings(fullscreen=not self.fullscreen)
            return
        if (
            self.options.dev
            and event.type == pygame.KEYDOWN
            and event.key == pygame.K_F12
            and event.mod & pygame.KMOD_CTRL
        ):
            # developer extra: a deliberate failure, to try the crash guard in a real window
            raise CrashDrill("a deliberate failure (Ctrl+F12 with --dev)")
        top = self.stack.top
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            # Esc always means "back", even while a text field has the focus
            self.manager.set_focus_set(None)
            if top is not None:
                top.handle_event(event)
            return
        if event.type == pygame.KEYDOWN and getattr(top, "remaps_keys", False):
            translated = self._keys().translate(event) if not self._typing() else event
            if translated is None:
                return  # a usual key the player gave to nothing: it does nothing
            event = translated
        from steamworks.ui import menu_ring
        from steamworks.ui.scenes import spoken_menus

        # F2 on every screen, and the menus' keyboard ring (only Tab while a text field types)
        if spoken_menus.before_scene(self, top, event, typing=self._typing()):
            return
        consumed = self.manager.process_events(event)
        if not consumed and top is not None and not top.handle_event(event):
            menu_ring.after_scene(top, event)

    def _keys(self):
        """The player's keys, as a translator (made again when the settings change)."""
        from steamworks.ui.key_translation import KeyTranslator

        keys = self.store.settings.keys
        if self._translator is None or self._translator_of != keys:
            self._translator = KeyTranslator(keys)
            self._translator_of = dict(keys)  # the settings' keys it was made from
        return self._translator

    def _typing(self) -> bool:
        """Whether a text field has the keyboard (its keys are then its own)."""
        import pygame_gui

        focused = self.manager.get_focus_set() or ()
        return any(
            isinstance(e, (pygame_gui.elements.UITextEntryLine, pygame_gui.elements.UITextEntryBox))
            for e in focused
        )

    def _apply_pending_resize(self) -> None:
        if self._pending_size is None:
            return
        size, self._pending_size = self._pending_size, None
        if size == self.window_size:
            return
        self._open_window(size)
        self._user_resized = True
        self.relayout()

    def frame(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: events (those waiting, or `events` already taken from the queue), update,
        draw, flip; then the loop's rest account (`ui.rest`) is told how the frame went."""
        import pygame

        if events is None:
            events = pygame.event.get()
        for event in events:
            self.dispatch(event)
            if not self.running:
                return
        self._apply_pending_resize()
        self.manager.update(dt)
        top = self.stack.top
        if top is not None:
            top.update(dt)
            top.update_tooltips(dt, pygame.mouse.get_pos())
        from steamworks.ui.scenes import spoken_menus

        spoken_menus.each_frame(self, self.stack.top, dt)  # the menus' ring, and their speech
        self.draw(self.screen)
        pygame.display.flip()
        self.update_caption()
        self.rest.after_frame(dt, bool(events), self.moving(), self.stack.top)

    def moving(self) -> bool:
        """Whether something must go on moving while nobody touches anything: the top screen's
        animations, banners, workers and timers (`Scene.animating`), or a resize to apply."""
        if self._pending_size is not None:
            return True
        top = self.stack.top if self.stack is not None else None
        return top is not None and top.animating()

    def cursor_blinking(self) -> bool:
        """Whether a text field has the focus, its cursor blinking (a resting loop still draws
        a few frames a second for it: `ui.rest.BLINK_STEP`)."""
        import pygame_gui

        typing = (pygame_gui.elements.UITextEntryLine, pygame_gui.elements.UITextEntryBox)
        return any(
            isinstance(element, typing) and element.is_focused
            for element in self.manager.get_focus_set() or ()
        )

    def rest_until_something_happens(self, longest: float = WAKE_CHECK) -> list[pygame.event.Event]:
        """The resting loop: look for events every `REST_POLL` seconds, sleeping in between,
        and return them as soon as any come; after `longest` seconds without any, let the top
        screen look at its workers (with no time passing for it) and wake the loop if that set
        something moving. (Not `pygame.event.wait`: pygame polls every millisecond while it
        waits, which alone costs more than a whole resting game.)"""
        import pygame

        waited = 0.0
        while waited < longest:
            time.sleep(REST_POLL)
            waited += REST_POLL
            events = pygame.event.get()
            if events:
                return events
        top = self.stack.top
        if top is not None:
            top.update(0.0)
        if self.moving():
            self.rest.wake()
        return []

    def window_caption(self) -> str:
        """'Steam Works', or 'Steam Works - Ada's turn' while a game is on the table."""
        for scene in reversed(self.stack.scenes if self.stack is not None else ()):
            name = getattr(scene, "whose_turn", None)
            if isinstance(name, str) and name:
                # translators: {game} is the game's name (Steam Works); {player} a player's name
                return tr("{game} – {player}'s turn", game=WINDOW_TITLE, player=name)
        return WINDOW_TITLE

    def update_caption(self) -> None:
        import pygame

        caption = self.window_caption()
        if (
            caption != self.caption
        ):  # set only on a change: some window managers redraw on each call
            self.caption = caption
            pygame.display.set_caption(caption)

    def draw(self, surface: pygame.Surface) -> None:
        from steamworks.ui import draw as drawing

        visible = self.stack.visible()
        if not visible or not getattr(visible[0], "opaque", True):
            surface.blit(drawing.walnut_background(surface.get_size()), (0, 0))
        top = self.stack.top
        for scene in visible:
            scene.draw(surface)
            if scene is not top:
                scene.draw_widget_picture(surface)
        self.manager.draw_ui(surface)
        if top is not None:
            from steamworks.ui import menu_ring

            menu_ring.draw(top, surface)
            top.draw_overlay(surface)

    def run(self) -> int:
        """The loop, until the window closes. Returns the exit code: 0, or CRASH_EXIT_CODE when
        an error could not be recovered from (see steamworks.ui.crash)."""
        from steamworks.ui.crash import CRASH_EXIT_CODE

        if not self.opened:
            self.open()
        while self.running:
            self.loop_step()
        if self.crash_guard.fatal:
            self.exit_code = CRASH_EXIT_CODE
        try:
            self.close()
        except Exception:  # noqa: BLE001 - after a fatal crash, closing must not raise a second time
            if not self.crash_guard.fatal:
                raise
            log.exception("closing the window after a crash failed")
        return self.exit_code

    def loop_step(self) -> bool:
        """One turn of the loop: a frame at full rate, or while resting (`ui.rest`) the wait for
        something to happen, then a frame if it did. True when a frame was drawn."""
        if not self.rest.resting:
            dt = self.clock.tick(FPS) / 1000.0
            self.guarded_frame(min(dt, 0.1))  # a long stall must not make animations jump
            return True
        blinking = self.cursor_blinking()
        longest = BLINK_STEP if blinking else WAKE_CHECK
        events = self.guarded(lambda: self.rest_until_something_happens(longest)) or []
        if events or not self.rest.resting:
            self.rest.wake()
            self.clock.tick()  # the rest was no frame's time: the next frame is an ordinary one
            self.guarded_frame(1 / FPS, events)
            return True
        if blinking:  # only a text cursor blinks: a frame now and then, still resting
            self.guarded_frame(min(self.clock.tick() / 1000.0, 0.5), [])
            return True
        return False  # nothing happened: nothing is drawn

    def guarded_frame(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame; an exception it lets out goes to the crash guard instead of ending the game."""
        self.guarded(lambda: self.frame(dt, events))

    def guarded(self, work: Callable[[], Any]) -> Any:
        """`work()`, with an exception it lets out going to the crash guard (then None)."""
        try:
            return work()
        except Exception as exc:  # noqa: BLE001 - the crash guard is for exactly this
            self.crash_guard.handle(self, exc)
            self.rest.wake()  # the crash dialog must be drawn
            return None

    def close(self) -> None:
        """Remember a window size the player chose by resizing, then close the window."""
        import pygame

        if not self.opened:
            return
        if (
            self._user_resized
            and not self.fullscreen
            and self.window_size != self.store.settings.window_size
        ):
            # the listener must not reopen the window we are closing
            self.opened = False
            self.store.change(window_size=self.window_size)
        try:
            if self.stack is not None:
                self.stack.clear()
        finally:
            self.opened = False
            self.running = False
            pygame.display.quit()


class CrashDrill(RuntimeError):
    """The deliberate failure of the --dev crash drill (Ctrl+F12)."""


def _window_icon() -> pygame.Surface:
    # the same drawing as the executable's icons (tools/make_icons.py)
    from steamworks.ui.art.icon import draw_icon

    return draw_icon(64)


def installed_hooks() -> Hooks:
    """The game's hooks: `make_hooks()` of `scenes.game_hooks` (imported here, not at the top,
    because that module imports the game scene and pygame)."""
    from steamworks.ui.scenes.game_hooks import make_hooks

    return make_hooks()


def run(options: Any = None, hooks: Hooks | None = None) -> int:
    """Launch the game; returns the process exit code."""
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    started = time.perf_counter()
    app = App(options, hooks if hooks is not None else installed_hooks())
    try:
        app.open()
    except Exception as exc:  # noqa: BLE001 - no window to show a dialog in: report, say where, exit
        from steamworks.ui.crash import report_startup_failure

        pygame_quit_and_clear()
        return report_startup_failure(exc)
    log.info("title ready in %.2f s", time.perf_counter() - started)
    exit_after_title = os.environ.get("STEAMWORKS_EXIT_AFTER_TITLE")
    if exit_after_title:
        # launch-time benchmarks (tools/bench_ui.py, tools/build_exe.py): one real frame of the
        # title, a marker on stdout, and out; the whole process start is what they time. A
        # Windows executable built without a console has no stdout: a value other than "1" is a
        # file to write the marker to instead.
        app.frame(1 / 60)
        print("title interactive", flush=True)
        if exit_after_title != "1":
            Path(exit_after_title).write_text("title interactive\n", encoding="utf-8")
        pygame_quit_and_clear()
        return 0
    try:
        return app.run()
    finally:
        pygame_quit_and_clear()


def pygame_quit_and_clear() -> None:
    import pygame

    from steamworks.ui.art.fonts import clear_font_cache

    pygame.quit()
    clear_font_cache()
