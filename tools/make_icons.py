#!/usr/bin/env python3
"""Make the game's icons from the window icon's drawing (`steamworks.ui.art.icon.draw_icon`).

    .venv/bin/python tools/make_icons.py          # writes assets/icons/
    .venv/bin/python tools/make_icons.py --check  # exit 1 when assets/icons/ is out of date

Writes, in assets/icons/:

- `steamworks-<N>.png` for N in PNG_SIZES (the Linux .desktop icon and anything else);
- `steamworks.ico` (Windows executable icon: PNG-compressed images, as Windows Vista and later
  read them), sizes ICO_SIZES;
- `steamworks.icns` (macOS app bundle icon: PNG-compressed images under their OSType codes).

Both containers are packed here with `struct` (no image library beyond pygame is needed), and
the output is deterministic, so rerunning without changes leaves the files unchanged.
"""

from __future__ import annotations

import argparse
import io
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ICON_DIR = ROOT / "assets" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Apple's OSType codes for PNG-compressed icon images, by the pixel size they hold
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def png_bytes(size: int) -> bytes:
    """The icon drawn at `size` pixels, as PNG file bytes."""
    import pygame

    from steamworks.ui.art.icon import draw_icon

    buffer = io.BytesIO()
    pygame.image.save(draw_icon(size), buffer, "icon.png")
    return buffer.getvalue()


def pack_ico(images: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (a size of 256 is written as 0, as the format says)."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        data = images[size]
        side = 0 if size >= 256 else size
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(blobs)


def unpack_ico(data: bytes) -> dict[int, bytes]:
    """The PNGs inside an .ico written by `pack_ico`, by size (for tests and --check)."""
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    if reserved != 0 or kind != 1:
        raise ValueError("not an .ico file")
    images = {}
    for i in range(count):
        w, _h, _colours, _r, _planes, _bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * i
        )
        images[w or 256] = data[offset : offset + length]
    return images


def pack_icns(images: dict[int, bytes]) -> bytes:
    """A macOS .icns with an entry for each OSType in ICNS_TYPES."""
    body = b"".join(
        kind + struct.pack(">I", len(images[size]) + 8) + images[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def unpack_icns(data: bytes) -> dict[bytes, bytes]:
    """The entries of an .icns, by OSType (for tests and --check)."""
    if data[:4] != b"icns" or struct.unpack_from(">I", data, 4)[0] != len(data):
        raise ValueError("not an .icns file")
    entries, pos = {}, 8
    while pos < len(data):
        if pos + 8 > len(data):
            raise ValueError("a truncated .icns entry")
        kind, length = data[pos : pos + 4], struct.unpack_from(">I", data, pos + 4)[0]
        if length < 8 or pos + length > len(data):
            raise ValueError("a damaged .icns entry")
        entries[kind] = data[pos + 8 : pos + length]
        pos += length
    return entries


def icon_files() -> dict[str, bytes]:
    """Every file of assets/icons/, by name."""
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    images = {size: png_bytes(size) for size in sizes}
    files = {f"steamworks-{size}.png": images[size] for size in PNG_SIZES}
    files["steamworks.ico"] = pack_ico({size: images[size] for size in ICO_SIZES})
    files["steamworks.icns"] = pack_icns(images)
    return files


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--check", action="store_true", help="compare with assets/icons/ instead of writing"
    )
    ap.add_argument(
        "--out", type=Path, default=ICON_DIR, help="folder to write (default assets/icons)"
    )
    args = ap.parse_args(argv)
    files = icon_files()
    if args.check:
        stale = [
            name
            for name, data in files.items()
            if not (args.out / name).is_file() or (args.out / name).read_bytes() != data
        ]
        for name in stale:
            print(f"out of date: {args.out / name}", file=sys.stderr)
        return 1 if stale else 0
    args.out.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (args.out / name).write_bytes(data)
    print(f"wrote {len(files)} files to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
