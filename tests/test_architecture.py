"""The layers (DESIGN §1): rules/ is pure, render/ has no discord or database; no import circle anywhere in the
product, imports run down the layers, bot/ keeps few loose modules and no renderer file grows past a thousand lines."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

FORBIDDEN = {
    "rules": {
        "discord", "sqlmodel", "sqlalchemy", "aiosqlite", "alembic", "PIL", "asyncio", "random", "time",
        "datetime", "socket", "requests", "aiohttp", "bot", "render", "os", "pathlib", "secrets",
    },
    "render": {"discord", "sqlmodel", "sqlalchemy", "aiosqlite", "alembic", "bot", "asyncio"},
}  # fmt: skip


def imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
    return found


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_layers_import_only_what_they_may(package: str) -> None:
    files = sorted((ROOT / package).rglob("*.py"))
    assert files, f"{package}/ has no modules"
    offenders = {
        str(f.relative_to(ROOT)): sorted(imports(f) & FORBIDDEN[package])
        for f in files
        if imports(f) & FORBIDDEN[package]
    }
    assert offenders == {}


def test_rules_never_call_open_or_print() -> None:
    for path in (ROOT / "rules").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in {"open", "print", "input"}, f"{path}: {node.func.id}()"


# --- The house (issue: bot/ by concern, no import circles) ---------------------------------------------------------

PROJECT = ("bot", "rules", "render")


def module_files() -> dict[str, Path]:
    """Every module of the product by its dotted name (a package by its ``__init__``)."""
    found = {}
    for top in PROJECT:
        for path in (ROOT / top).rglob("*.py"):
            if "migrations" in path.parts:
                continue
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def edges_of(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The project's modules ``name`` imports, anywhere in the file: at the top, inside functions (deferred), and
    under ``TYPE_CHECKING``. ``from package import module`` is an import of the module."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base]) if base else ".".join(anchor)
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def import_graph() -> dict[str, set[str]]:
    modules = module_files()
    return {name: edges_of(name, path, modules) for name, path in modules.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_circle_finder_finds_a_circle_and_only_one() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert circles(graph) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_no_import_circles_counting_deferred_and_type_checking_imports() -> None:
    found = circles(import_graph())
    largest = max((len(c) for c in found), default=0)
    print(f"import circles: {len(found)}, the largest of {largest} modules")
    assert found == []


def in_package(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


LAYERS = {
    # importer's package: packages it may never import
    "rules": ("bot", "render"),
    "render": ("bot",),
    "bot.storage": ("bot.table", "bot.discord", "bot.terminal", "bot.bench", "bot.words"),
    "bot.words": ("bot.table", "bot.storage", "bot.discord", "bot.terminal", "bot.bench"),
    "bot.table": ("bot.discord", "bot.terminal", "bot.bench"),
    "bot.discord": ("bot.terminal", "bot.bench"),
    "bot.terminal": ("bot.discord", "bot.bench"),
}
"""The layers: ``rules`` and ``render`` never reach into the bot; storage, the shared words and the table service
never into an adapter; the two adapters never into each other; the product never into the benchmarks and their
doubles (only ``python -m bot bench`` in ``bot/__main__.py`` reaches them)."""

PRODUCT_NOT_BENCH = "bot.bench"


def test_imports_run_with_the_layers() -> None:
    graph = import_graph()
    offenders = []
    for name, targets in sorted(graph.items()):
        for package, forbidden in LAYERS.items():
            if in_package(name, package):
                offenders += [f"{name} -> {t}" for t in sorted(targets) if any(in_package(t, f) for f in forbidden)]
        if not in_package(name, "bot.bench") and name != "bot.__main__":
            offenders += [f"{name} -> {t}" for t in sorted(targets) if in_package(t, PRODUCT_NOT_BENCH)]
    assert offenders == []


def test_bot_keeps_few_loose_modules_each_package_says_what_it_is_for() -> None:
    loose = sorted(p.name for p in (ROOT / "bot").glob("*.py"))
    print(f"loose modules at bot/'s top: {len(loose)}: {', '.join(loose)}")
    assert len(loose) <= 10
    for package in sorted(p.parent for p in (ROOT / "bot").rglob("__init__.py") if "migrations" not in p.parts):
        doc = ast.get_docstring(ast.parse((package / "__init__.py").read_text(encoding="utf-8")))
        assert doc and len(doc) > 40, f"{package.relative_to(ROOT)} has no docstring saying what it is for"


def test_no_renderer_file_over_a_thousand_lines() -> None:
    long = {
        str(p.relative_to(ROOT)): n
        for p in (ROOT / "render").rglob("*.py")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > 1000
    }
    assert long == {}
