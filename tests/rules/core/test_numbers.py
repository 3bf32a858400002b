"""One number grammar for all three games (rules.core.numbers): ASCII digits, a sign, at most six
digits; anything else is a clear MalformedAction, never a bare ValueError from int()."""

from __future__ import annotations

import pytest

from bot.editions import Editions
from rules.core.decision import Amount
from rules.core.errors import MalformedAction
from rules.core.forms import fits
from rules.core.numbers import LIMIT, MAX_DIGITS, MAX_WRITTEN, is_count, is_number, numeric, read_number

EDITIONS = Editions()


@pytest.mark.parametrize(
    ("word", "value"),
    [
        ("0", 0),
        ("7", 7),
        ("-3", -3),
        ("+4", 4),
        ("007", 7),
        (str(LIMIT), LIMIT),
        ("-" + str(LIMIT), -LIMIT),
        ("0" * 40 + "5", 5),
        ("0" * (MAX_WRITTEN - 1) + "5", 5),
        ("-" + "0" * (MAX_WRITTEN - 1) + "5", -5),
        ("-0", 0),
        ("0" * MAX_WRITTEN, 0),
    ],
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
        ("9" * 10**6, f"at most {MAX_DIGITS} digits"),
        ("-" + "9" * 10**6, f"at most {MAX_DIGITS} digits"),
        ("0" * 4300 + "3", f"at most {MAX_WRITTEN}, leading zeros included"),  # int() refused the padding
        ("0" * 10**6, f"at most {MAX_WRITTEN}, leading zeros included"),
        ("+" + "0" * 5000 + "1", f"at most {MAX_WRITTEN}, leading zeros included"),
        ("0" * MAX_WRITTEN + "5", f"at most {MAX_WRITTEN}, leading zeros included"),
        ("٣" * 5000, "digits 0–9"),
        ("1" * 5000 + "²", "digits 0–9"),
        ("--1", "not a whole number"),
        ("+", "not a whole number"),
        ("1\n", "not a whole number"),
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


@pytest.mark.parametrize("word", ["0" * 4300 + "3", "0" * 10**6, "+" + "0" * 5000 + "1", "9" * 4301])
def test_a_word_the_grammar_accepts_is_short_enough_for_int(word: str) -> None:
    """Parsers that ask :func:`is_count` and then call ``int()`` (the local table's seat, a form's amount) never
    meet Python's 4,300-digit limit: a padded word past the bound is no number of the grammar."""
    assert not is_number(word) and not is_count(word)


def test_names_are_not_numeric() -> None:
    for word in ("b01", "n1", "economist2", "-", "kmita", "a-04"):
        assert not numeric(word)


HOSTILE = {
    "boze": [
        "bid ①",
        "bid " + "9" * 4301,
        "tokens prussia=¹",
        "steward ukraine ²",
        "recruit ukraine inf=²",
        "bid ٣",
        "bid " + "0" * 4300 + "3",
        "steward ukraine " + "0" * 10**5 + "1",
        "recruit ukraine inf=" + "0" * 4300 + "1",
        "tokens prussia=" + "0" * 4300 + "3",
    ],
    "sigismundus": [
        "offer ①",
        "office ¹",
        "pass ²",
        "vote " + "9" * 4301,
        "place lithuania=²",
        "vacancy ٣",
        "offer " + "0" * 4300 + "3",
        "office " + "0" * 4300 + "1",
        "place lithuania=" + "0" * 4300 + "1",
    ],
    "niepodlegla": [
        "propose challenges " + "1" * 4301,
        "propose effect ¹",
        "propose missions b01=pilsudski dice pilsudski=²",
        "reroll n" + "1" * 4301,
        "propose challenges " + "0" * 4300 + "1",
        "propose missions b01=pilsudski dice pilsudski=" + "0" * 4300 + "1",
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


@pytest.mark.parametrize("word", ["²", "٣", "0" * 4300 + "3", "9" * 4301])
def test_an_amount_form_does_not_fit_a_word_int_cannot_read(word: str) -> None:
    """A remembered answer is checked against the form before it is offered; a digit of another script or
    4,300 of them is no amount (``str.isdigit()`` said it was, and ``int()`` then raised)."""
    form = Amount("bid", 0, 9)
    assert fits(form, "bid 3")
    assert not fits(form, f"bid {word}")
