"""``SoundBank``: plays the game's short effects by name, and never lets sound break the game.

The effects are the WAV files in ``assets/sounds`` made by ``tools/make_sounds.py``::

    bank = SoundBank(enabled=settings.sound_on, volume=settings.sound_volume)
    bank.play("tile_snap")

Design:

- Lazy: the mixer is initialised and each file is loaded on its first use, so start-up
  pays nothing and a game with sound off never touches the audio device.
- Silent on failure: no audio device (``SDL_AUDIODRIVER=dummy``, a headless CI box, a
  laptop with audio in use), a missing or corrupt file, or an unknown name all make
  ``play`` return ``False``; nothing raises. A failed mixer start is not retried on every
  call (that could stall a frame each time).
- ``play`` returns whether a sound was actually started, which is what tests check.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pygame

from . import asset_path

log = logging.getLogger(__name__)

SOUND_NAMES: tuple[str, ...] = (
    "tile_snap",  # a tile snaps into the build grid
    "mechanic_placed",  # a mechanic is placed on a space
    "coins",  # money gained or paid
    "new_age",  # a new age begins
    "error",  # an action is refused
    "button_click",  # any button
)


class SoundBank:
    """Named sound effects with lazy loading, a master volume and an on/off switch."""

    def __init__(
        self, enabled: bool = True, volume: float = 0.8, folder: Path | None = None
    ) -> None:
        self._enabled = bool(enabled)
        self._volume = self._clamp(volume)
        self._folder = folder if folder is not None else asset_path("sounds")
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}  # None: tried and failed
        self._mixer_state: bool | None = None  # None: not tried yet

    # --- settings ---------------------------------------------------------------------------
    @property
    def enabled(self) -> bool:
        return self._enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self._enabled = bool(value)
        if not self._enabled:
            self.stop_all()

    def set_enabled(self, enabled: bool) -> None:
        """Same as setting ``enabled`` (for callers that prefer a method)."""
        self.enabled = enabled

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = self._clamp(value)
        for sound in self._sounds.values():
            if sound is not None:
                try:
                    sound.set_volume(self._volume)
                except pygame.error:
                    pass

    @staticmethod
    def _clamp(value: float) -> float:
        try:
            return max(0.0, min(1.0, float(value)))
        except (TypeError, ValueError):
            return 0.0

    # --- mixer and loading ------------------------------------------------------------------
    @property
    def available(self) -> bool:
        """Whether the mixer could be started (tries once, lazily)."""
        return self._ensure_mixer()

    def _ensure_mixer(self) -> bool:
        if self._mixer_state is not None:
            return self._mixer_state
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44_100, size=-16, channels=2, buffer=512)
            self._mixer_state = bool(pygame.mixer.get_init())
        except Exception as exc:  # pygame.error, or NotImplementedError without SDL_mixer
            log.info("sound unavailable: %s", exc)
            self._mixer_state = False
        return self._mixer_state

    def path_of(self, name: str) -> Path:
        return self._folder / f"{name}.wav"

    def _load(self, name: str) -> pygame.mixer.Sound | None:
        if name in self._sounds:
            return self._sounds[name]
        sound: pygame.mixer.Sound | None = None
        try:
            sound = pygame.mixer.Sound(str(self.path_of(name)))
            sound.set_volume(self._volume)
        except Exception as exc:  # missing file, bad data, mixer gone
            log.info("sound %r not loaded: %s", name, exc)
            sound = None
        self._sounds[name] = sound
        return sound

    def preload(self) -> int:
        """Load every known effect now (e.g. behind a loading screen); returns how many loaded."""
        if not self._enabled or not self._ensure_mixer():
            return 0
        return sum(1 for name in SOUND_NAMES if self._load(name) is not None)

    # --- playing ----------------------------------------------------------------------------
    def play(self, name: str) -> bool:
        """Play effect ``name``; returns True if it started, False if silent for any reason."""
        if not self._enabled or self._volume <= 0.0 or name not in SOUND_NAMES:
            return False
        if not self._ensure_mixer():
            return False
        sound = self._load(name)
        if sound is None:
            return False
        try:
            return sound.play() is not None
        except Exception as exc:
            log.info("sound %r failed to play: %s", name, exc)
            return False

    def stop_all(self) -> None:
        """Stop whatever is playing (when sound is switched off or the game quits)."""
        try:
            if pygame.mixer.get_init():
                pygame.mixer.stop()
        except Exception:
            pass
