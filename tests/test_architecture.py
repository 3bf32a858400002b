"""The layers (DESIGN §1): rules/ is pure, render/ has no discord or database; render/'s modules import each
other without a circle, and none grows past a thousand lines."""

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


def render_graph() -> dict[str, set[str]]:
    """Each render/ module's imports of other render/ modules, wherever they stand: at the top, inside a
    function, under ``TYPE_CHECKING``."""
    modules = {".".join(path.relative_to(ROOT).with_suffix("").parts): path for path in (ROOT / "render").rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom):
                assert node.level == 0 and node.module, f"{name}: a relative import, which this test would not see"
                found |= {node.module} | {f"{node.module}.{alias.name}" for alias in node.names}
        graph[name] = found & modules.keys() - {name}
    return graph


def test_render_has_no_import_circle() -> None:
    """The full board and the focus image of a game share its panel modules; neither imports the other, nor
    anything that imports it back."""
    graph = render_graph()

    def reaches(start: str, goal: str) -> bool:
        seen: set[str] = set()
        todo = [start]
        while todo:
            module = todo.pop()
            if module == goal:
                return True
            if module not in seen:
                seen.add(module)
                todo += graph[module]
        return False

    circles = sorted(name for name, imported in graph.items() if any(reaches(module, name) for module in imported))
    assert circles == []


def test_no_render_module_is_over_a_thousand_lines() -> None:
    lengths = {
        path.relative_to(ROOT).as_posix(): len(path.read_text("utf-8").splitlines())
        for path in (ROOT / "render").rglob("*.py")
    }
    assert {path: n for path, n in lengths.items() if n > 1000} == {}
