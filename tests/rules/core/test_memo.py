"""The bounded memo the rules keep their menus in (rules/core/memo.py)."""

from __future__ import annotations

from rules.core.memo import Memo


def test_a_value_is_built_once_and_the_oldest_goes_first() -> None:
    built: list[int] = []

    def build(n: int) -> str:
        built.append(n)
        return f"v{n}"

    memo: Memo[str] = Memo(3)
    assert [memo.get(n, lambda n=n: build(n)) for n in (1, 2, 1, 3)] == ["v1", "v2", "v1", "v3"]
    assert built == [1, 2, 3], "a kept key is not built again"
    memo.get(4, lambda: build(4))
    assert len(memo) == 3
    memo.get(2, lambda: build(2))
    assert built == [1, 2, 3, 4], "2 is still kept"
    memo.get(1, lambda: build(1))
    assert built == [1, 2, 3, 4, 1], "1, the oldest, was let go when 4 came"
