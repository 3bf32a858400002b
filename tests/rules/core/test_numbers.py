"""One number grammar for all three games (rules.core.numbers): ASCII digits, a sign, at most six
digits; anything else is a clear MalformedAction, never a bare ValueError from int()."""

from __future__ import annotations

import pytest

from bot.editions import Editions
from rules.core.errors import MalformedAction
from rules.core.numbers import LIMIT, MAX_DIGITS, is_count, is_number, numeric, read_number

EDITIONS = Editions()


@pytest.mark.parametrize(
    ("word", "value"), [("0", 0), ("7", 7), ("-3", -3), ("+4", 4), ("007", 7), (str(LIMIT), LIMIT), ("0" * 40 + "5", 5)]
)
def test_ascii_numbers_are_read(word: str, value: int) -> None:
    assert is_number(word) and numeric(word)
    assert read_number(word) == value


@pytest.mark.parametrize(
    ("word", "says"),
    [
        ("①", "digits 0–9"),
        ("¹", "digits 0–9"),
        ("²", "digits 0–9"),
        ("٣", "digits 0–9"),  # int() would read it; the grammar does not
        ("½", "digits 0–9"),
        ("−5", "digits 0–9"),  # a typographic minus
        (str(LIMIT + 1), f"at most {MAX_DIGITS} digits"),
        ("9" * 4301, f"at most {MAX_DIGITS} digits"),  # past Python's integer-string limit
        ("1_0", "not a whole number"),
        ("three", "not a whole number"),
        ("", "not a whole number"),
    ],
)
def test_other_words_are_refused_with_a_sentence(word: str, says: str) -> None:
    assert not is_number(word)
    with pytest.raises(MalformedAction) as refused:
        read_number(word)
    assert says in refused.value.localized("en")
    assert len(refused.value.localized("en")) < 120, "a long word is not echoed back whole"
    assert refused.value.localized("pl") != refused.value.localized("en")


def test_counts_have_no_sign() -> None:
    assert is_count("12") and not is_count("-1") and not is_count("+1") and not is_count("¹")


def test_names_are_not_numeric() -> None:
    for word in ("b01", "n1", "economist2", "-", "kmita", "a-04"):
        assert not numeric(word)


HOSTILE = {
    "boze": ["bid ①", "bid " + "9" * 4301, "tokens prussia=¹", "steward ukraine ²", "recruit ukraine inf=²", "bid ٣"],
    "sigismundus": ["offer ①", "office ¹", "pass ²", "vote " + "9" * 4301, "place lithuania=²", "vacancy ٣"],
    "niepodlegla": [
        "propose challenges " + "1" * 4301,
        "propose effect ¹",
        "propose missions b01=pilsudski dice pilsudski=²",
        "reroll n" + "1" * 4301,
    ],
}


@pytest.mark.parametrize(
    ("game", "text"), [(g, t) for g, texts in HOSTILE.items() for t in texts], ids=lambda v: str(v)[:30]
)
def test_every_game_refuses_hostile_numbers_with_a_malformed_action(game: str, text: str) -> None:
    """The issue's cases (Sigismundus `offer ①`, Niepodległa's 4,301 digits) and their kin in each game."""
    parser = EDITIONS.current(game)[1]
    with pytest.raises(MalformedAction) as refused:
        parser.parse(text)
    assert "digits" in refused.value.localized("en") or "not" in refused.value.localized("en")
