"""Synthesise the game's short sound effects into assets/sounds/*.wav (standard library only).

Usage (from the repository root):

    .venv/bin/python tools/make_sounds.py            # writes assets/sounds/
    .venv/bin/python tools/make_sounds.py --out /tmp/sounds

Every effect is built from a few decaying sine partials and filtered noise, then
normalised, given short fades (so there are no clicks at the ends) and written as 44.1 kHz,
16-bit, mono PCM. Randomness is seeded, so the files are identical on every run.

Effects (name: what it is for, how it is made):

- tile_snap: a tile drops into the build grid. A wooden click: a burst of band-passed
  noise with two short resonances of a wooden block.
- mechanic_placed: a mechanic lands on a space. A brass clunk: a low thud with falling
  pitch under inharmonic metal partials that ring briefly.
- coins: money changes hands. Three bright clinks of slightly different coins.
- new_age: a new age begins. A rising four-note bell arpeggio.
- error: a move is refused. A low, soft, buzzing double pulse (not harsh: it happens often).
- button_click: any button. A tiny, dry tick.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
SAMPLE_RATE = 44_100
TWO_PI = 2.0 * math.pi

Signal = list[float]


# --- building blocks -------------------------------------------------------------------------
def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * SAMPLE_RATE)


def partial(
    seconds: float,
    freq: float,
    amp: float,
    decay: float,
    start: float = 0.0,
    glide: float = 0.0,
    phase: float = 0.0,
) -> Signal:
    """A sine at ``freq`` Hz decaying as exp(-t/decay); ``glide`` bends the pitch by that
    fraction over the sound (negative falls: the 'thud' of something heavy landing)."""
    out = silence(seconds)
    first = int(start * SAMPLE_RATE)
    ph = phase
    for i in range(first, len(out)):
        t = (i - first) / SAMPLE_RATE
        f = freq * (1.0 + glide * min(1.0, t / max(1e-6, seconds - start)))
        ph += TWO_PI * f / SAMPLE_RATE
        out[i] = amp * math.exp(-t / decay) * math.sin(ph)
    return out


def noise_burst(
    seconds: float,
    amp: float,
    decay: float,
    rng: random.Random,
    start: float = 0.0,
    lowpass: float = 1.0,
    highpass: float = 0.0,
) -> Signal:
    """White noise through a one-pole low-pass (``lowpass`` 0..1, 1 = open) and an optional
    one-pole high-pass, under an exponential decay."""
    out = silence(seconds)
    first = int(start * SAMPLE_RATE)
    low = 0.0
    prev_in = prev_out = 0.0
    for i in range(first, len(out)):
        t = (i - first) / SAMPLE_RATE
        x = rng.uniform(-1.0, 1.0)
        low += lowpass * (x - low)
        y = low
        if highpass:
            hp = (1.0 - highpass) * (prev_out + y - prev_in)
            prev_in, prev_out = y, hp
            y = hp
        out[i] = amp * math.exp(-t / decay) * y
    return out


def mix(*signals: Signal) -> Signal:
    length = max(len(s) for s in signals)
    out = [0.0] * length
    for s in signals:
        for i, v in enumerate(s):
            out[i] += v
    return out


def finish(signal: Signal, peak: float, fade_in: float = 0.002, fade_out: float = 0.015) -> Signal:
    """Normalise to ``peak`` (0..1) and fade both ends so playback never clicks."""
    top = max(1e-9, max(abs(v) for v in signal))
    gain = peak / top
    n = len(signal)
    fin, fout = int(fade_in * SAMPLE_RATE), int(fade_out * SAMPLE_RATE)
    out = []
    for i, v in enumerate(signal):
        g = gain
        if i < fin:
            g *= i / fin
        if i > n - fout:
            g *= max(0.0, (n - i) / fout)
        out.append(v * g)
    return out


# --- the effects -----------------------------------------------------------------------------
def tile_snap() -> Signal:
    rng = random.Random(11)
    length = 0.14
    return finish(
        mix(
            noise_burst(length, 0.9, 0.006, rng, lowpass=0.55, highpass=0.2),
            partial(length, 1250.0, 0.55, 0.018),
            partial(length, 2350.0, 0.30, 0.010),
            partial(length, 640.0, 0.35, 0.025),
        ),
        peak=0.8,
    )


def mechanic_placed() -> Signal:
    rng = random.Random(23)
    length = 0.42
    return finish(
        mix(
            partial(length, 150.0, 1.0, 0.06, glide=-0.35),  # the thud
            noise_burst(length, 0.5, 0.012, rng, lowpass=0.25),
            partial(length, 523.0, 0.35, 0.12),  # brass body: inharmonic partials
            partial(length, 1187.0, 0.22, 0.08),
            partial(length, 1931.0, 0.12, 0.05),
            partial(length, 2712.0, 0.06, 0.03),
        ),
        peak=0.85,
        fade_out=0.06,
    )


def coins() -> Signal:
    rng = random.Random(37)
    length = 0.6
    clinks = []
    for k, (start, base) in enumerate(((0.0, 2950.0), (0.11, 3320.0), (0.23, 3100.0))):
        detune = rng.uniform(0.98, 1.02)
        loud = 1.0 - 0.18 * k
        clinks += [
            partial(length, base * detune, 0.5 * loud, 0.07, start=start),
            partial(length, base * 1.52 * detune, 0.35 * loud, 0.05, start=start),
            partial(length, base * 2.33 * detune, 0.22 * loud, 0.035, start=start),
            partial(length, base * 0.61 * detune, 0.18 * loud, 0.05, start=start),
            noise_burst(length, 0.25 * loud, 0.003, rng, start=start, highpass=0.6),
        ]
    return finish(mix(*clinks), peak=0.7, fade_out=0.08)


def new_age() -> Signal:
    length = 0.95
    notes = (523.25, 659.25, 783.99, 1046.5)  # C5 E5 G5 C6: a rising major arpeggio
    parts = []
    for k, f in enumerate(notes):
        start = 0.11 * k
        loud = 0.8 + 0.07 * k
        parts += [
            partial(length, f, 0.55 * loud, 0.32, start=start),
            partial(length, f * 2.0, 0.18 * loud, 0.18, start=start),
            partial(
                length, f * 2.76, 0.10 * loud, 0.10, start=start
            ),  # bell's minor-third-ish partial
            partial(length, f * 5.40, 0.04 * loud, 0.05, start=start),
        ]
    return finish(mix(*parts), peak=0.7, fade_out=0.2)


def error() -> Signal:
    length = 0.36
    out = silence(length)
    for start, dur in ((0.0, 0.14), (0.18, 0.16)):
        first, count = int(start * SAMPLE_RATE), int(dur * SAMPLE_RATE)
        ph = 0.0
        for i in range(count):
            t = i / SAMPLE_RATE
            ph += TWO_PI * 116.0 / SAMPLE_RATE
            # A few odd harmonics give a soft buzz; the envelope rounds each pulse.
            tone = (
                math.sin(ph)
                + 0.33 * math.sin(3 * ph)
                + 0.14 * math.sin(5 * ph)
                + 0.06 * math.sin(7 * ph)
            )
            env = math.sin(math.pi * min(1.0, t / dur)) ** 0.7
            out[first + i] += tone * env
    return finish(out, peak=0.45)


def button_click() -> Signal:
    rng = random.Random(5)
    length = 0.05
    return finish(
        mix(
            noise_burst(length, 0.6, 0.002, rng, highpass=0.4),
            partial(length, 2100.0, 0.5, 0.006),
            partial(length, 3600.0, 0.2, 0.004),
        ),
        peak=0.55,
        fade_out=0.008,
    )


EFFECTS: dict[str, Callable[[], Signal]] = {
    "tile_snap": tile_snap,
    "mechanic_placed": mechanic_placed,
    "coins": coins,
    "new_age": new_age,
    "error": error,
    "button_click": button_click,
}


def write_wav(path: Path, signal: Signal) -> None:
    """16-bit little-endian mono PCM at SAMPLE_RATE."""
    samples = array("h", (max(-32767, min(32767, round(v * 32767))) for v in signal))
    if sys.byteorder == "big":
        samples.byteswap()  # WAV is little-endian
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes(samples.tobytes())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO_ROOT / "assets" / "sounds")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, make in EFFECTS.items():
        signal = make()
        write_wav(args.out / f"{name}.wav", signal)
        print(f"{name}.wav  {len(signal) / SAMPLE_RATE:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
