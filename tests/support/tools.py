"""Loading a script of tools/ as a module, for the tests of the project's tools (tools/ is a
folder of scripts, not a package, so they are loaded from their files)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]  # the repository
TOOLS = ROOT / "tools"


def load_tool(name: str) -> ModuleType:
    """tools/<name>.py, freshly executed as the module `_tool_<name>` (registered in
    sys.modules while it runs and after: dataclasses look their module up there)."""
    spec = importlib.util.spec_from_file_location(f"_tool_{name}", TOOLS / f"{name}.py")
    assert spec is not None and spec.loader is not None, name
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def run_twice(main, args: list[str], capsys) -> str:
    """What a tool's `main(args)` prints, after checking that a second run prints the same
    figures (every line but the last, the time taken) and that both end well."""
    assert main(args) == 0
    first = capsys.readouterr().out
    assert main(args) == 0
    assert capsys.readouterr().out.splitlines()[:-1] == first.splitlines()[:-1]
    return first


def numeric_derivative(loss, flat, i: int, step: float = 1e-6) -> float:
    """The central difference of `loss()` in the `i`-th entry of `flat` (a flat view of a
    tool's parameter array), which is left as it was: how a network's gradients are checked."""
    kept = flat[i]
    flat[i] = kept + step
    up = loss()
    flat[i] = kept - step
    down = loss()
    flat[i] = kept
    return (up - down) / (2 * step)
