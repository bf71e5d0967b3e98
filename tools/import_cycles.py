"""Count the import circles among steamworks' modules.

    .venv/bin/python tools/import_cycles.py          # list every circle; exit 1 if any
    .venv/bin/python tools/import_cycles.py --count  # just the number

Every import counts: at the top of a module, inside a function, and under `if TYPE_CHECKING:`
(grimp, which import-linter is built on, reads them all). A circle is a group of modules each
of which reaches every other through imports (a strongly connected component of the graph); it
is printed with its members. An import that must stay in a circle says why with a comment
`# import-circle: <reason>` on its line; such an import is left out of the count.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import grimp

MARK = "# import-circle:"
ROOT = Path(__file__).resolve().parents[1]


def _source(module: str, root: Path) -> Path:
    """The file of a module of the package, found without importing it (importing a ui module
    would load pygame)."""
    path = root.joinpath(*module.split("."))
    plain = path.with_suffix(".py")  # a module, even beside a data folder of the same name
    return plain if plain.exists() else path / "__init__.py"


def _documented(graph: grimp.ImportGraph, importer: str, imported: str, root: Path) -> bool:
    """Whether every line that makes this import carries the documented-circle comment."""
    details = graph.get_import_details(importer=importer, imported=imported)
    if not details:
        return False
    lines = _source(importer, root).read_text(encoding="utf-8").splitlines()
    return all(MARK in lines[d["line_number"] - 1] for d in details)


def circles(package: str = "steamworks", root: Path = ROOT) -> list[list[str]]:
    """The groups of modules that import one another in a circle, largest first (`root`: the
    folder the package is in, found first on the import path)."""
    graph = grimp.build_graph(package)
    edges = {
        m: sorted(
            w
            for w in graph.find_modules_directly_imported_by(m)
            if not _documented(graph, m, w, root)
        )
        for m in sorted(graph.modules)
    }
    # Tarjan's strongly connected components, iteratively (no recursion limit to meet)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in edges:
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            node, i = work.pop()
            if i == 0:
                index[node] = low[node] = len(index)
                stack.append(node)
                on_stack.add(node)
            targets = edges[node]
            if i < len(targets):
                work.append((node, i + 1))
                child = targets[i]
                if child not in index:
                    work.append((child, 0))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    return sorted(found, key=lambda g: (-len(g), g))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", action="store_true", help="print only the number of circles")
    args = parser.parse_args(argv)
    found = circles()
    if args.count:
        print(len(found))
    else:
        for group in found:
            print(f"{len(group)} modules: " + ", ".join(group))
        print(f"{len(found)} import circles")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
