"""The README is a guide a newcomer reads from the top (issue: onboarding): the test command CI runs first, then the
Discord set-up in numbered steps, at most 450 lines; the figures are in BENCHMARKS.md."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_readme_is_a_short_guide_with_the_test_command_on_top() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert len(readme) <= 450, f"the README has {len(readme)} lines"
    assert readme[:6] == [
        "# Marszałek",
        "",
        "```sh",
        "python3 -m venv .venv && .venv/bin/pip install -e . && .venv/bin/python -m bot",
        "python3 -m venv .venv && .venv/bin/pip install -e '.[test]' && .venv/bin/python -m pytest",
        "```",
    ]
    assert readme[4] in (ROOT / ".ci" / "run").read_text(encoding="utf-8"), "CI runs the README's test command"
    first_screen = "\n".join(readme[:45])
    steps = [int(n) for n in re.findall(r"^(\d+)\. ", first_screen, re.MULTILINE)]
    assert steps[:5] == [1, 2, 3, 4, 5], "numbered steps on the first screen"
    for step in ("discord.com/developers/applications", "DISCORD_TOKEN", ".venv/bin/python -m bot", "invite link",
                 "/game create"):  # fmt: skip
        assert step in first_screen, step
    assert "(BENCHMARKS.md)" in "\n".join(readme), "the figures are a link away"
    benchmarks = (ROOT / "BENCHMARKS.md").read_text(encoding="utf-8")
    assert "\n## The calendar\n" in benchmarks
