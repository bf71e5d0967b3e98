#!/usr/bin/env bash
# The crash guard in a real window: runs the game under Xvfb with --dev, plays a move, fails on
# purpose (Ctrl+F12), checks the report, continues from the autosave, then fails again inside
# the crash dialog and checks that the game exits with code 70. Screenshots go to OUT.
#
#     tools/crash_drill.sh [OUT]      # needs Xvfb, xdotool, xwininfo and ImageMagick's import
#     GAME=dist/steamworks tools/crash_drill.sh   # the same with the built executable
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-/tmp/steamworks-crash-drill}"
rm -rf "$out" && mkdir -p "$out"
data="$(mktemp -d)"
display=":$((RANDOM % 400 + 100))"
Xvfb "$display" -screen 0 1280x720x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 2
export DISPLAY="$display" STEAMWORKS_DATA_DIR="$data" SDL_AUDIODRIVER=dummy
if [ -n "${GAME:-}" ]; then
  "$GAME" --dev --windowed --window 1280x720 >"$out/game.log" 2>&1 &
else
  "$root/.venv/bin/python" -m steamworks --dev --windowed --window 1280x720 >"$out/game.log" 2>&1 &
fi
game=$!
win=""
for _ in $(seq 60); do
  win="$(xwininfo -root -tree | awk '/"Steam Works/ {print $1; exit}')"
  [ -n "$win" ] && break
  sleep 0.5
done
[ -n "$win" ] || { echo "no game window"; exit 1; }
sleep 3
title() { xwininfo -id "$win" | sed -n 's/^xwininfo: Window id: [^ ]* "\(.*\)"$/\1/p'; }
shot() { import -window root "$out/$1.png"; }
key() { xdotool key --window "$win" "$1"; sleep "${2:-2}"; }
click() { xdotool mousemove --window "$win" "$1" "$2" click 1; sleep "${3:-2}"; }
shot 1-title
key Return 3                       # New Game (the default with no autosave)
key Return 4                       # Start
echo "window title in the game: $(title)"
click 1145 169 6                   # "Pass and collect" in the prompt: a real move, then the AIs'
shot 2-game
key ctrl+F12 3                     # the deliberate failure
shot 3-crash-dialog
report="$(ls "$data"/crash-*.txt)"
grep -q "CrashDrill" "$report" && grep -E "^Action log:" "$report"
key Return 4                       # Continue: reload the autosave
echo "window title after Continue: $(title)"
shot 4-continued
key ctrl+F12 3                     # fail again...
shot 5-second-dialog
key ctrl+F12 3                     # ...and once more while the dialog shows: the game must exit
set +e
for _ in $(seq 20); do kill -0 "$game" 2>/dev/null || break; sleep 0.5; done
wait "$game"; code=$?
set -e
echo "exit code after a failure inside the dialog: $code (expected 70)"
grep -c "while the crash dialog was showing" "$data"/crash-*.txt || true
tail -1 "$out/game.log"
[ "$code" = 70 ]
