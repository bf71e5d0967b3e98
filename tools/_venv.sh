#!/usr/bin/env bash
# Shared by tools/play and tools/test: make sure .venv exists and holds the pinned dependencies.
# Re-installs only when pyproject.toml changed since the last install.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="$root/.venv"
extras="${1:-}"
py="${PYTHON:-python3}"
if [ ! -x "$venv/bin/python" ]; then
  "$py" -c 'import sys; assert sys.version_info >= (3, 11), "Steam Works needs Python 3.11 or newer"'
  "$py" -m venv "$venv"
fi
stamp="$venv/.installed${extras:+-$extras}"
if [ ! -f "$stamp" ] || [ "$root/pyproject.toml" -nt "$stamp" ]; then
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -e "$root${extras:+[$extras]}"
  touch "$stamp"
fi
