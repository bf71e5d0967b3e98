#!/bin/sh
# Install Steam Works for the current user: the game in ~/.local/bin, its menu entry and icon
# where desktops look for them. Run it from the unpacked release archive: ./install.sh
# (./install.sh --uninstall removes them again; saves and settings are left alone).
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
bin="${XDG_BIN_HOME:-$HOME/.local/bin}"
data="${XDG_DATA_HOME:-$HOME/.local/share}"
apps="$data/applications"
icons="$data/icons/hicolor/256x256/apps"
if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$bin/steamworks" "$apps/steamworks.desktop" "$icons/steamworks.png"
  echo "Steam Works removed (your saves are still in $data/SteamWorks)."
  exit 0
fi
mkdir -p "$bin" "$apps" "$icons"
install -m 755 "$here/steamworks" "$bin/steamworks"
install -m 644 "$here/steamworks.png" "$icons/steamworks.png"
# the menu entry runs the installed file by its full path: ~/.local/bin may not be on PATH
sed "s|^Exec=.*|Exec=$bin/steamworks|" "$here/steamworks.desktop" > "$apps/steamworks.desktop"
chmod 644 "$apps/steamworks.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" || true
echo "Steam Works installed: find it in your applications menu, or run $bin/steamworks"
