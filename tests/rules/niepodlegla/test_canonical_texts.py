"""Every action has exactly one canonical text (DESIGN §2, ``rules.core.game.Action``): the table writes
``str(action)`` in the log, so every spelling the parser accepts must parse to an action whose text is the
canonical one, and parsing the canonical text must give an equal action.

The parser has no game state; what only the game can make canonical (a player's name in this version, a
mission's place on the table, the order of the table) is refused when the action is validated, with the
canonical text in the refusal."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from rules.core import serial
from rules.core.decision import Decision, Options, Steps
from rules.core.errors import IllegalAction
from rules.core.forms import random_answer
from rules.niepodlegla import NiepodleglaGame
from rules.niepodlegla.actions import VERBS, Parser, Words
from rules.niepodlegla.common import seat_key
from rules.niepodlegla.names import COLOURS
from rules.niepodlegla.state import NiepodleglaState

from .helpers import at_struggle, new
from .test_playouts import rig_final

POLISH_VERBS = {
    "proponuje": "Proponuję",
    "przyjmuje": "Przyjmuję",
    "akceptuje": "akceptuję",
    "przerzuc": "przerzuć",
    "przekaz": "PRZEKAŻ",
    "poloz": "połóż",
}
"""Verb aliases as a Polish player types them, with their diacritics."""


# --- the answers a game offers ------------------------------------------------------------------------


def offered(decision: Decision, seat: int, picker: random.Random) -> set[str]:
    """Every legal answer text the decision offers ``seat``: every choice of a list, the default, and a few
    random walks of a form built word by word."""
    form = decision.forms[seat]
    texts = {decision.defaults[seat]}
    if isinstance(form, Options):
        texts |= {c.text for c in form.choices}
    elif isinstance(form, Steps):
        texts |= {random_answer(form, picker.randrange) for _ in range(6)}
    return texts


def answers_of_random_games(game: NiepodleglaGame, version: str) -> Iterator[tuple[NiepodleglaState, str]]:
    """(state, canonical answer) over seeded random games of ``version``, final rounds included."""
    for seats in (2, 3, 4):
        for seed in range(1):
            picker = random.Random(seed)
            state = game.new_game(seats, 300 + seed, {"version": version, "challenges": True}).state
            steps = 0
            while not state.finished:
                steps += 1
                assert steps < 5000
                state = rig_final(state)
                decision = game.decisions(state)[0]
                for seat in decision.waiting_for():
                    for text in sorted(offered(decision, seat, picker)):
                        yield state, text
                seat = picker.choice(decision.waiting_for())
                state = game.apply(state, seat, random_answer(decision.forms[seat], picker.randrange)).state


# --- other spellings of one canonical text -----------------------------------------------------------


def word_spellings(game: NiepodleglaGame, word: str) -> list[str]:
    """Other ways a player may type one canonical word (no game state needed to read them)."""
    board = game.board
    if "=" in word:
        key, _, value = word.partition("=")
        out = [f"{k}={value}" for k in word_spellings(game, key)]
        values = ["nikt", "Nobody", "—", "none"] if value == "-" else word_spellings(game, value)
        return out + [f"{key}={v}" for v in values] + [f"{key.upper()}={value.upper()}"]
    out = [word.upper()]
    if word in board.figure_keys:
        f = board.figure(word)
        out += [f.short, f.short_pl, *f.aliases, f.short.upper()]
    if board.is_city(word):
        c = board.city(word)
        out += [c.name, c.name_pl, *c.aliases]
    if word in {str(f.colour.value) for f in board.figures}:
        plural, masculine = COLOURS[word]
        out += [plural, masculine, masculine.capitalize()]
    card = re.fullmatch(r"([a-z])(\d\d)", word)
    if card:
        letter, digits = card.groups()
        out += [f"{letter.upper()}-{digits}", f"{letter.upper()}{digits}", f"{letter}-{digits}"]
        if digits.startswith("0"):
            out += [f"{letter}{int(digits)}", f"{letter.upper()}-{int(digits)}"]
    die = re.fullmatch(r"n(\d+)", word)
    if die:
        out += [f"N{die.group(1)}", f"n0{die.group(1)}"]
    if word.isdigit():
        out += [f"0{word}", f"00{word}"]
    if word == "none":
        out += ["nikt", "Nobody", "brak", "—"]
    return [w for w in out if w and w != word]


def verb_spellings(verb: str) -> list[str]:
    aliases = [alias for alias, v in VERBS.items() if v == verb]
    return [*aliases, *(POLISH_VERBS[a] for a in aliases if a in POLISH_VERBS), verb.upper(), verb.capitalize()]


def reordered(game: NiepodleglaGame, verb: str, words: list[str]) -> list[list[str]]:
    """The same action with its words in another order, or with words the canonical text leaves out."""
    board = game.board
    out: list[list[str]] = []
    if verb in ("reroll", "place") and len(words) > 1:
        out.append(words[::-1])
    if verb == "propose" and words:
        head, rest = words[0], words[1:]
        if head == "missions":
            out.append(rest)
        if head == "harder":
            raised = {w.partition("=")[0] for w in rest}
            zeros = [f"{p}=0" for p in board.part_keys if p not in raised]
            out.append([head, *zeros, *rest[::-1]])
            out.append([head, *rest[::-1], *zeros[:1]])
        if head == "city" and len(rest) == 2:
            out.append([head, *rest[::-1]])
    return out


def spellings(game: NiepodleglaGame, text: str) -> list[str]:
    """Other spellings of a canonical text: each change alone, then all of them at once."""
    verb, *words = text.split()
    out = [f"{v} {' '.join(words)}".strip() for v in verb_spellings(verb)]
    for i, word in enumerate(words):
        out += [" ".join([verb, *words[:i], w, *words[i + 1 :]]) for w in word_spellings(game, word)]
    out += [" ".join([verb, *other]) for other in reordered(game, verb, words)]
    out.append(f"  {verb}   {'  '.join(words)}  ")
    everything = [verb_spellings(verb)[-1]]
    for word in (reordered(game, verb, words) or [words])[-1]:
        variants = word_spellings(game, word)
        everything.append(variants[-1] if variants else word)
    out.append(" ".join(everything))
    return out


# --- the tests ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("version", ["basic", "advanced"])
def test_every_offered_answer_and_its_aliases_parse_to_one_canonical_text(game: NiepodleglaGame, version: str) -> None:
    """Over seeded random games of both versions: every legal answer text offered (the forms' choices, the
    defaults, random walks) parses to itself, and every other spelling of it parses to the same action."""
    checked = 0
    for canonical in sorted({text for _, text in answers_of_random_games(game, version)}):
        parsed = game.parse(canonical)
        assert str(parsed) == canonical, canonical
        for alias in spellings(game, canonical):
            again = game.parse(alias)
            assert str(again) == canonical, (alias, str(again), canonical)
            assert again == parsed, alias
            checked += 1
    assert checked > 5000


def test_the_edition_gives_no_alias_two_meanings(game: NiepodleglaGame) -> None:
    parser = Parser(game.board)
    assert parser.ambiguous == set()
    board = game.board
    vocabulary = [*board.figure_keys, *board.city_keys, *board.part_keys, *(t.key for t in board.tokens)]
    vocabulary += [str(f.colour.value) for f in board.figures] + ["none", "missions", "dice", "figures"]
    assert all(parser.word(w) == w for w in vocabulary), "a canonical word parses to itself"


def refused_with(game: NiepodleglaGame, state: NiepodleglaState, seat: int, text: str, canonical: str) -> None:
    """``text`` is refused, the refusal gives ``canonical``, nothing changes, and ``canonical`` is accepted."""
    before = serial.dumps(state)
    with pytest.raises(IllegalAction, match=re.escape(f"`{canonical}`")):
        game.apply(state, seat, text)
    assert serial.dumps(state) == before
    assert str(game.parse(canonical)) == canonical
    game.apply(state, seat, canonical)


def advanced_with_dice(game: NiepodleglaGame) -> NiepodleglaState:
    state = at_struggle(game, new(game, 3, "advanced", roles=["pilsudski", "dmowski", "witos"]))
    assert state.morale >= 2
    return state


def test_a_player_is_named_as_the_version_names_him(game: NiepodleglaGame) -> None:
    """Advanced: the seats are the pawns' colours (Dmowski's pawns are white), so ``give n1 dmowski`` and
    ``give n1 seat2`` are refused with ``give <die> white``; basic: the seats are the figures."""
    state = advanced_with_dice(game)
    die = next(d.id for d in state.dice if d.holder == 0)
    white = seat_key(game.board, state, 1)
    assert white == "white"
    for typed in (f"give {die} dmowski", f"give {die} Dmowski", f"give {die} seat2", f"daj {die} roman"):
        refused_with(game, state, 0, typed, f"give {die} white")
    assert str(game.parse(f"give {die} biały")) == f"give {die} white"
    basic = at_struggle(game, new(game, 3, "basic", roles=["pilsudski", "dmowski", "witos"]))
    die = next(d.id for d in basic.dice if d.holder == 0)
    for typed in (f"give {die} white", f"give {die} seat2"):
        refused_with(game, basic, 0, typed, f"give {die} dmowski")


def test_a_missions_proposal_is_taken_only_in_table_order_with_every_mission(game: NiepodleglaGame) -> None:
    """``propose missions`` names every mission on the table in its order and every player by his name in
    this version; a typed one that only this table can read (a mission by its place, the pairs in another
    order, a mission left out, a figure for a seat in the advanced game) is refused with its canonical text."""
    state = new(game, 3, "advanced", roles=["pilsudski", "dmowski", "witos"])
    decision = game.decisions(state)[0]
    canonical = decision.defaults[0]
    assert isinstance(game.parse(canonical), Words)
    words = canonical.split()
    dice_at = words.index("dice")
    pairs, dice = words[2:dice_at], words[dice_at:]
    colours = {seat_key(game.board, state, s): state.roles[s] for s in range(3)}
    by_place = [f"{i + 1}={p.partition('=')[2]}" for i, p in enumerate(pairs)]
    by_figure = [f"{c}={colours.get(s, s)}" for c, _, s in (p.partition("=") for p in pairs)]
    taken = [p for p in pairs if not p.endswith("=-")]
    for typed in (
        ["propose", *by_place, *dice],
        ["propose", "missions", *pairs[::-1], *dice],
        ["propose", "missions", *taken, *dice],
        ["propose", "missions", *by_figure, *dice],
    ):
        if " ".join(typed) != canonical:
            refused_with(game, state, 0, " ".join(typed), canonical)


def test_struggle_dice_are_offered_in_the_canonical_order(game: NiepodleglaGame) -> None:
    """The re-roll walk offers a seat's dice in the order the parser writes them, so a walked answer is
    canonical even when a seat holds figure dice in another order than the edition's (basic: Witos's die,
    then Piłsudski's passed to him)."""
    state = at_struggle(game, new(game, 2, "basic", roles=["witos", "pilsudski"]))
    for die in state.dice:
        if die.figure == "pilsudski":
            die.holder = 0
    form = game.decisions(state)[0].forms[0]
    assert isinstance(form, Steps)
    offered_dice = [c.text for c in form.after(["reroll"]).choices]
    assert offered_dice.index("pilsudski") < offered_dice.index("witos")
    text = "reroll " + " ".join(offered_dice)
    assert str(game.parse(text)) == text
    assert str(game.parse("reroll " + " ".join(offered_dice[::-1]))) == text


def test_a_negative_number_is_not_read_as_a_positive_one(game: NiepodleglaGame) -> None:
    """Normalising drops a dash, so ``green=-1`` must not quietly become ``green=1``: it stays as typed and
    no decision takes it."""
    assert str(game.parse("propose harder green=-1")) == "propose harder green=-1"
    assert str(game.parse("propose effect -1")) == "propose effect -1"
