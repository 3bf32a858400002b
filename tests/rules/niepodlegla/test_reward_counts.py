"""A reward's options count the independence tokens as the state holds them: the label says how many a part
holds now ("Russian (3/5)"), the detail the same count and the one the tokens make ("Russian: 3 → 4 of 5"), so
the two never read as two different counts (they did: "Russian (3/5)" beside "Russian: 4 of 5")."""

from __future__ import annotations

import random
import re

import pytest

from rules.core.decision import Options
from rules.core.forms import random_answer
from rules.niepodlegla import NiepodleglaGame, names

LABEL = re.compile(r"(?P<part>[^+()]+?) \((?P<count>\d+)/(?P<spaces>\d+)\)")
DETAIL = {"en": re.compile(r"(?P<part>[^;:]+): (?P<before>\d+) → (?P<after>\d+) of (?P<spaces>\d+)"),
          "pl": re.compile(r"(?P<part>[^;:]+): (?P<before>\d+) → (?P<after>\d+) z (?P<spaces>\d+)")}  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_rewards_label_and_detail_count_the_tokens_the_state_holds(game: NiepodleglaGame, lang: str) -> None:
    spaces = game.board.count("part_spaces")
    checked = 0
    for seed in (0, 1, 2, 3):
        state = game.new_game(3, seed, {"version": "basic"}).state
        below = random.Random(seed).randrange
        while not state.finished:
            decision = game.decisions(state)[0]
            seat = decision.waiting_for()[0]
            form = decision.forms[seat]
            if decision.key == "ask.place" and isinstance(form, Options):
                for choice in form.choices:
                    keys = choice.text.split()[1:]
                    short = {names.text_in(names.part_short(game.board, k), lang): k for k in keys}
                    labels = LABEL.findall(choice.label_in(lang))
                    assert [short[p.strip()] for p, _, _ in labels] == keys, choice.label_in(lang)
                    for part, count, shown in labels:
                        assert (int(count), int(shown)) == (state.parts[short[part.strip()]], spaces), "label = state"
                    details = {m["part"].strip(): m for m in DETAIL[lang].finditer(choice.detail_in(lang))}
                    for part, key in short.items():
                        after = state.parts[key] + keys.count(key)
                        if after >= spaces:
                            continue  # the fifth token brings a die, later ones a bonus: said in words
                        found = details.get(part)
                        assert found is not None, f"{choice.detail_in(lang)!r} counts {part} as its label does"
                        assert int(found["before"]) == state.parts[key], "the detail starts from the label's count"
                        assert int(found["after"]) == after and int(found["spaces"]) == spaces
                        checked += 1
            state = game.apply(state, seat, random_answer(form, below)).state
    assert checked >= 8, "the seeded games place tokens where counts are shown"
