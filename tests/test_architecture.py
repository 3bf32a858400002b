"""The layers (DESIGN §1): rules/ is pure, render/ has no discord or database."""

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
