"""Colour measurements for the accessibility checks: WCAG 2 contrast, CIELAB and CIEDE2000,
and simulated colour-vision deficiency.

Pure arithmetic on ``(r, g, b)`` tuples (0-255 sRGB), no pygame, so the tests and the palette
code share one definition of each measure:

- ``contrast_ratio(a, b)``: WCAG 2.x, ``(L1 + 0.05) / (L2 + 0.05)`` over relative luminance;
  AA asks 4.5:1 for text and 3:1 for large text (24 px and up here).
- ``to_lab``: sRGB (D65) to CIELAB; ``delta_e_2000``: the CIEDE2000 colour difference
  (Sharma, Wu and Dalal 2005 give the formula and the test pairs our tests use).
- ``simulate(colour, kind)``: how a colour looks with protanopia, deuteranopia or tritanopia,
  by the full-severity matrices of Machado, Oliveira and Fernandes (2009), applied to linear RGB.
"""

from __future__ import annotations

import math
from typing import Final

RGB = tuple[int, int, int]

# WCAG 2 AA threshold for (normal-size) text
TEXT_CONTRAST: Final = 4.5


def _linear(channel: int) -> float:
    s = channel / 255
    return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4


def _encoded(value: float) -> int:
    value = min(1.0, max(0.0, value))
    s = value * 12.92 if value <= 0.0031308 else 1.055 * value ** (1 / 2.4) - 0.055
    return round(s * 255)


def relative_luminance(c: RGB) -> float:
    """WCAG relative luminance, 0 (black) to 1 (white)."""
    r, g, b = (_linear(v) for v in c)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(a: RGB, b: RGB) -> float:
    """WCAG contrast ratio of two colours, 1 (the same) to 21 (black on white)."""
    la, lb = relative_luminance(a), relative_luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def over(fg: tuple[int, ...], bg: RGB) -> RGB:
    """An RGBA colour composited over an opaque one (an RGB colour is returned as it is)."""
    if len(fg) < 4:
        return (fg[0], fg[1], fg[2])
    a = fg[3] / 255
    return (
        round(fg[0] * a + bg[0] * (1 - a)),
        round(fg[1] * a + bg[1] * (1 - a)),
        round(fg[2] * a + bg[2] * (1 - a)),
    )


# --- CIELAB and CIEDE2000 --------------------------------------------------------------------

_WHITE_D65: Final = (0.95047, 1.0, 1.08883)


def to_lab(c: RGB) -> tuple[float, float, float]:
    """CIELAB (D65 white) of an sRGB colour."""
    r, g, b = (_linear(v) for v in c)
    xyz = (
        0.4124564 * r + 0.3575761 * g + 0.1804375 * b,
        0.2126729 * r + 0.7151522 * g + 0.0721750 * b,
        0.0193339 * r + 0.1191920 * g + 0.9503041 * b,
    )

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = (f(v / w) for v, w in zip(xyz, _WHITE_D65))
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e_2000(lab1: tuple[float, float, float], lab2: tuple[float, float, float]) -> float:
    """The CIEDE2000 difference of two CIELAB colours (kL = kC = kH = 1)."""
    l1, a1, b1 = lab1
    l2, a2, b2 = lab2
    c1 = math.hypot(a1, b1)
    c2 = math.hypot(a2, b2)
    c_mean = (c1 + c2) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0

    dl = l2 - l1
    dc = c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    elif h2p - h1p > 180:
        dh = h2p - h1p - 360
    else:
        dh = h2p - h1p + 360
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))

    l_mean = (l1 + l2) / 2
    cp_mean = (c1p + c2p) / 2
    if c1p * c2p == 0:
        hp_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hp_mean = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hp_mean = (h1p + h2p + 360) / 2
    else:
        hp_mean = (h1p + h2p - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(hp_mean - 30))
        + 0.24 * math.cos(math.radians(2 * hp_mean))
        + 0.32 * math.cos(math.radians(3 * hp_mean + 6))
        - 0.20 * math.cos(math.radians(4 * hp_mean - 63))
    )
    d_theta = 30 * math.exp(-(((hp_mean - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_mean**7 / (cp_mean**7 + 25**7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * cp_mean
    s_h = 1 + 0.015 * cp_mean * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt(
        (dl / s_l) ** 2 + (dc / s_c) ** 2 + (dH / s_h) ** 2 + r_t * (dc / s_c) * (dH / s_h)
    )


def colour_difference(a: RGB, b: RGB) -> float:
    """CIEDE2000 between two sRGB colours."""
    return delta_e_2000(to_lab(a), to_lab(b))


# --- colour-vision deficiency ----------------------------------------------------------------

# Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for Simulation of Color
# Vision Deficiency", severity 1.0 (dichromacy); rows give the simulated linear R, G and B.
CVD_MATRICES: Final[dict[str, tuple[tuple[float, float, float], ...]]] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
DEFICIENCIES: Final = tuple(CVD_MATRICES)


def simulate(c: RGB, kind: str) -> RGB:
    """The colour as a person with `kind` (a key of CVD_MATRICES) would see it."""
    linear = [_linear(v) for v in c]
    rows = CVD_MATRICES[kind]
    r, g, b = (sum(m * v for m, v in zip(row, linear)) for row in rows)
    return (_encoded(r), _encoded(g), _encoded(b))
