"""The Niepodległa data edition: dice faces, the board's parts, cities and tracks, and every card.

Built from the raw mapping of ``data/niepodlegla/board.toml`` (the research behind every value is in
``shared/research/niepodlegla_data.md``). Validation collects every problem with its path, checks
the cross-references (figures named by the board parts exist, every city lies in exactly one region,
effects and conditions name real places, tokens and figures, the rank table covers every score) and
keeps the status of every value, so players can be told which ones are placeholders.

Card effects are short texts (``obstacle central krakow``, ``tokens2 kresy``, ``foreign +1``); they
are parsed here into :class:`Effect` values, and a bad one is reported with its path like any other
problem.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rules.core.edition import Reader, Sourced, bounded, brief, is_int, placeholder_summary

SYMBOLS = ("people", "diplomacy", "money", "armed")
"""The four symbols of the dice (Dice Symbols)."""
PORTRAIT = "portrait"
"""A portrait on a figure die replaces one symbol of the player's choice."""
FACE_SYMBOLS = (*SYMBOLS, PORTRAIT)

OBSTACLE_KINDS = ("central", "tsarist", "bolshevik", "ukrainian")
"""Central Powers (dark blue), Russian Tsarist (yellow crown; its reverse is the Bolshevik red star),
Ukrainian (blue-and-yellow trident) — Phase 3: Negative Effects."""

BASIC_REWARDS = ("green1", "brown1", "consent1", "foreign1", "either1", "either2", "any1")
"""Rewards for Completing Missions in Rounds I–V, in the rulebook's order."""

JAIL_WHAT = ("morale", "pawn", "neutral", "figure")
TRACKS = ("consent", "foreign")

ROUNDS = 20
"""The most rounds an edition may give either version: "The game lasts six rounds" (basic), "The game lasts
ten rounds" (advanced). The round track is drawn a box per round and the time track has a field per round."""
SIDES = 20
"""The most faces a die may have (the game's dice have six); every face is listed, for every die."""
MAX_SYMBOLS = 12
"""The most symbols a mission may need (the printed cards need at most four, a part's final track holds
seven, the main final missions nine at most). The AI weighs every part of a mission's symbols, 2 to the
power of their number, so a longer list costs it exponentially more."""
TRACK_BONUSES = ("remove", "morale", "flip")
TOKEN_KINDS = ("activist", "morale")

POLISH_FORMS = ("gen", "in", "into")
"""The Polish forms of a place's name a sentence may need: the genitive ("Krakowa", "Galicji"), where
("w Krakowie", "we Lwowie", "na Kresach Wschodnich") and whither ("do Krakowa", "na Kresy Wschodnie")."""

FIGURE_FORMS = ("gen",)
"""The Polish forms of a figure's short name a sentence may need: the genitive ("kość Piłsudskiego")."""


def default_forms_pl(genitive: str, locative: str, name_pl: str) -> dict[str, str]:
    """Polish forms for a name whose data gives none: a common noun in the right case carries the
    grammar and the name stays as it is ("w mieście Kraków", "do miasta Kraków"), which is always
    grammatical. ``genitive`` and ``locative`` are the noun's cases: ``"miasta"``, ``"mieście"``."""
    return {"gen": f"{genitive} {name_pl}", "in": f"w {locative} {name_pl}", "into": f"do {genitive} {name_pl}"}


PLACEHOLDER_KINDS = {
    "dice.sides": "die size",
    "dice.neutral": "neutral die faces",
    "dice.black": "black die faces",
    "figures.colour": "figure colours",
    "figures.faces": "figure die faces",
    "basic.parts.figure": "figure dice shown on the board parts",
    "basic.parts.final_name": "final mission names",
    "basic.parts.final_track": "final mission symbol tracks",
    "basic.parts.final_min": "final mission minimum difficulty",
    "basic.countdown.name": "countdown card names",
    "basic.countdown.symbols": "countdown card symbols",
    "basic.countdown.reward": "countdown card rewards",
    "basic.countdown.final": "countdown final-mission changes",
    "basic.countdown.change": "countdown final-mission changes",
    "basic.missions.stage": "basic card stages",
    "basic.missions.name": "basic card names",
    "basic.missions.symbols": "basic card symbols",
    "basic.missions.reward": "basic card rewards",
    "advanced.missions.name": "advanced card names",
    "advanced.missions.symbols": "advanced card symbols",
    "advanced.missions.positive": "advanced card positive effects",
    "advanced.missions.negative": "advanced card negative effects",
    "advanced.missions.warning": "advanced ⚠ marks",
    "advanced.threats.effects": "threat cards",
    "advanced.threats.unless": "threat cards",
    "advanced.threats.lower": "threat cards",
    "advanced.finals.hard": "final card symbols",
    "advanced.finals.easy": "final card symbols",
    "advanced.challenges.name": "challenge cards",
    "advanced.challenges.symbols": "challenge cards",
    "advanced.tokens.name": "activist and morale tokens",
    "advanced.tokens.kind": "activist and morale tokens",
    "advanced.tokens.symbol": "activist and morale tokens",
    "advanced.time.effects": "time track fields",
    "advanced.track_bonuses.bonus": "policy track bonuses",
    "advanced.start_obstacles.count": "starting obstacle tokens",
    "advanced.track_top": "policy track length",
    "advanced.russia": "cities of the Russian partition",
    "advanced.mission_decks": "advanced mission decks",
    "advanced.start_figure_dice": "figure dice at the start of the advanced game",
    "advanced.morale_token_value": "morale token value",
    "advanced.main.paris_base": "main final missions",
    "advanced.main.paris_min": "main final missions",
    "advanced.main.warsaw_symbol": "main final missions",
    "advanced.main.warsaw_base": "main final missions",
    "advanced.main.warsaw_max": "main final missions",
}
"""Readable names of the kinds of value an edition may hold as placeholders."""


def card_key(card_id: str) -> str:
    """The key a card is typed with: ``A-04`` → ``a04``."""
    return card_id.lower().replace("-", "").replace(" ", "")


@dataclass(frozen=True)
class Effect:
    """One effect printed on a card or a time field, parsed from its text.

    ``verb`` is the effect (``token``, ``obstacle``...), ``kind`` an obstacle kind, a token key, a
    figure or what is imprisoned, ``place`` a city, a region, ``russia`` or ``any``, ``n`` a step or a
    count. ``text`` is the canonical text.
    """

    verb: str
    kind: str = ""
    place: str = ""
    n: int = 0

    @property
    def text(self) -> str:
        if self.verb in ("foreign", "consent"):
            return f"{self.verb} {self.n:+d}"
        if self.verb == "discard":
            return f"discard {self.n}"
        return " ".join(w for w in (self.verb, self.kind, self.place) if w)


@dataclass(frozen=True)
class Condition:
    """When a final card turns to its easier side (Conditions Allowing the Final Cards ...)."""

    kind: str
    """``track`` (a policy track above ``n``), ``any``/``all`` (tokens in one/all of ``places``),
    ``areas`` (tokens in at least ``n`` areas), ``region`` (in at least ``n`` areas of ``places[0]``)."""
    places: tuple[str, ...] = ()
    n: int = 0
    track: str = ""


@dataclass(frozen=True)
class Figure:
    key: str
    name: str
    short: str
    aliases: tuple[str, ...]
    colour: Sourced[str]
    faces: Sourced[list[list[str]]]
    name_pl: str = ""
    """The full name in Polish (default: ``name``)."""
    short_pl: str = ""
    """The short name in Polish (default: ``short``)."""
    forms_pl: Mapping[str, str] = field(default_factory=dict)
    """The Polish forms of the short name by tag (``FIGURE_FORMS``), for sentences."""

    def face(self, index: int) -> tuple[str, ...]:
        return tuple(self.faces.value[index])


@dataclass(frozen=True)
class BasicSetup:
    pawns: Sourced[int]
    neutral_dice: Sourced[int]
    morale: Sourced[int]
    final_symbols: Sourced[int]
    missions: Sourced[int]


@dataclass(frozen=True)
class AdvancedSetup:
    pawns: Sourced[int]
    neutral_dice: Sourced[int]
    morale: Sourced[int]
    missions: Sourced[int]
    final_cards: Sourced[int]


@dataclass(frozen=True)
class Part:
    """A part of the basic board: five spaces, a figure die, a final mission."""

    key: str
    name: str
    colour: str
    figure: Sourced[str]
    final_name: Sourced[str]
    final_track: Sourced[list[str]]
    final_min: Sourced[int]
    name_pl: str = ""
    """The part's name in Polish (default: ``name``)."""
    forms_pl: Mapping[str, str] = field(default_factory=dict)
    """The Polish forms of the part's name by tag (``POLISH_FORMS``), for sentences."""
    final_name_pl: str = ""
    """The final mission's name in Polish (default: its printed name)."""

    @property
    def track(self) -> tuple[str, ...]:
        return tuple(self.final_track.value)


@dataclass(frozen=True)
class BasicCard:
    """A basic mission card; ``round`` is set on the countdown cards I–V (with ``final``/``change``)."""

    id: str
    key: str
    name: Sourced[str]
    symbols: Sourced[list[str]]
    reward: Sourced[str]
    stage: int = 0
    round: int = 0
    final: Sourced[str] | None = None
    change: Sourced[int] | None = None
    name_pl: str = ""
    """The card's name in Polish (default: its printed name)."""

    @property
    def needs(self) -> tuple[str, ...]:
        return tuple(self.symbols.value)


@dataclass(frozen=True)
class AdvancedCard:
    id: str
    key: str
    deck: str
    name: Sourced[str]
    symbols: Sourced[list[str]]
    positive: tuple[tuple[Effect, ...], ...]
    negative: tuple[Effect, ...]
    warning: bool
    sources: Mapping[str, Sourced[Any]]
    name_pl: str = ""
    """The card's name in Polish (default: its printed name)."""

    @property
    def needs(self) -> tuple[str, ...]:
        return tuple(self.symbols.value)


@dataclass(frozen=True)
class Threat:
    id: str
    key: str
    deck: str
    effects: tuple[Effect, ...]
    unless: tuple[str, ...]
    lower: tuple[Effect, ...]


@dataclass(frozen=True)
class FinalCard:
    id: str
    key: str
    name: Sourced[str]
    hard: Sourced[list[str]]
    easy: Sourced[list[str]]
    condition: Condition
    name_pl: str = ""
    """The card's name in Polish (default: its printed name)."""


@dataclass(frozen=True)
class Challenge:
    id: str
    key: str
    name: Sourced[str]
    symbols: Sourced[list[str]]
    name_pl: str = ""
    """The card's name in Polish (default: its printed name)."""


@dataclass(frozen=True)
class Region:
    key: str
    name: str
    colour: str
    cities: tuple[str, ...]
    reward: Sourced[str]
    name_pl: str = ""
    """The region's name in Polish (default: ``name``)."""
    forms_pl: Mapping[str, str] = field(default_factory=dict)
    """The Polish forms of the region's name by tag (``POLISH_FORMS``), for sentences."""


@dataclass(frozen=True)
class City:
    key: str
    name: str
    aliases: tuple[str, ...]
    region: str
    name_pl: str = ""
    """The city's name in Polish (default: ``name``)."""
    forms_pl: Mapping[str, str] = field(default_factory=dict)
    """The Polish forms of the city's name by tag (``POLISH_FORMS``), for sentences."""


@dataclass(frozen=True)
class TokenDef:
    """One of the eight tokens: an activist token (a symbol) or a morale token."""

    key: str
    name: Sourced[str]
    kind: Sourced[str]
    symbol: Sourced[str] | None
    name_pl: str = ""
    """The name in Polish (default: its printed name)."""


@dataclass(frozen=True)
class TrackBonus:
    track: str
    level: int
    bonus: Sourced[str]


@dataclass(frozen=True)
class Rank:
    low: int
    high: int
    rank: Sourced[str]
    rank_pl: str = ""
    """The rank in Polish (default: as printed)."""


@dataclass(frozen=True)
class Board:
    """One validated edition of Niepodległa's printed values."""

    edition: str
    title: str
    components: Mapping[str, Sourced[int]]
    basic_setup: Mapping[int, BasicSetup]
    advanced_setup: Mapping[int, AdvancedSetup]
    sides: int
    neutral_faces: tuple[tuple[str, ...], ...]
    black_faces: tuple[int, ...]
    figures: tuple[Figure, ...]
    parts: tuple[Part, ...]
    countdown: tuple[BasicCard, ...]
    basic_missions: tuple[BasicCard, ...]
    advanced: Mapping[str, Sourced[Any]]
    main: Mapping[str, Sourced[Any]]
    scoring: Mapping[str, Sourced[int]]
    ranks: tuple[Rank, ...]
    regions: tuple[Region, ...]
    cities: tuple[City, ...]
    start_obstacles: tuple[tuple[str, str, int], ...]
    track_bonuses: tuple[TrackBonus, ...]
    time: Mapping[int, tuple[Effect, ...]]
    tokens: tuple[TokenDef, ...]
    advanced_missions: tuple[AdvancedCard, ...]
    threats: tuple[Threat, ...]
    finals: tuple[FinalCard, ...]
    challenges: tuple[Challenge, ...]
    placeholders: tuple[str, ...]

    # accessors, so rules read like the rulebook

    def count(self, key: str) -> int:
        return int(self.components[key].value)

    def figure(self, key: str) -> Figure:
        for f in self.figures:
            if f.key == key:
                return f
        raise KeyError(key)

    @functools.cached_property
    def figure_keys(self) -> tuple[str, ...]:
        return tuple(f.key for f in self.figures)

    def part(self, key: str) -> Part:
        for p in self.parts:
            if p.key == key:
                return p
        raise KeyError(key)

    @functools.cached_property
    def part_keys(self) -> tuple[str, ...]:
        """(Built once: the rules ask for it at every card they name.)"""
        return tuple(p.key for p in self.parts)

    def basic_card(self, key: str) -> BasicCard:
        return self._basic[key]

    def advanced_card(self, key: str) -> AdvancedCard:
        return self._advanced[key]

    def threat(self, key: str) -> Threat:
        return self._threats[key]

    def final_card(self, key: str) -> FinalCard:
        return self._finals[key]

    def challenge(self, key: str) -> Challenge:
        return self._challenges[key]

    def is_final_card(self, key: str) -> bool:
        return key in self._finals

    def is_challenge(self, key: str) -> bool:
        return key in self._challenges

    def is_city(self, key: str) -> bool:
        return key in self._cities

    def region(self, key: str) -> Region:
        for r in self.regions:
            if r.key == key:
                return r
        raise KeyError(key)

    def city(self, key: str) -> City:
        return self._cities[key]

    @property
    def city_keys(self) -> tuple[str, ...]:
        return tuple(c.key for c in self.cities)

    def token(self, key: str) -> TokenDef:
        for t in self.tokens:
            if t.key == key:
                return t
        raise KeyError(key)

    def place_cities(self, place: str) -> tuple[str, ...]:
        """The cities a place names: one city, a region's cities, the Russian partition, or all."""
        if place == "any":
            return self.city_keys
        if place == "russia":
            return tuple(c for r in self.advanced["russia"].value for c in self.region(r).cities)
        if place in self._cities:
            return (place,)
        return self.region(place).cities

    def rank(self, score: int) -> str:
        for r in self.ranks:
            if r.low <= score <= r.high:
                return str(r.rank.value)
        return str(self.ranks[-1].rank.value)

    def placeholder_summary(self) -> list[tuple[str, int]]:
        """The placeholder values grouped by kind, e.g. ("advanced card symbols", 55)."""
        return placeholder_summary(self.placeholders, PLACEHOLDER_KINDS)

    # the lookup tables, filled once after validation

    @property
    def _basic(self) -> dict[str, BasicCard]:
        return _index(self, "_basic_index", lambda: {c.key: c for c in (*self.countdown, *self.basic_missions)})

    @property
    def _advanced(self) -> dict[str, AdvancedCard]:
        return _index(self, "_advanced_index", lambda: {c.key: c for c in self.advanced_missions})

    @property
    def _threats(self) -> dict[str, Threat]:
        return _index(self, "_threat_index", lambda: {t.key: t for t in self.threats})

    @property
    def _finals(self) -> dict[str, FinalCard]:
        return _index(self, "_final_index", lambda: {f.key: f for f in self.finals})

    @property
    def _challenges(self) -> dict[str, Challenge]:
        return _index(self, "_challenge_index", lambda: {c.key: c for c in self.challenges})

    @property
    def _cities(self) -> dict[str, City]:
        return _index(self, "_city_index", lambda: {c.key: c for c in self.cities})

    # --- loading ---------------------------------------------------------------------------------

    @classmethod
    def from_mapping(cls, raw: Mapping[str, Any], name: str = "board") -> Board:
        """Validate a raw mapping (parsed TOML) and build the edition; raise DataError listing every problem."""
        r = Reader(name)
        with r.guard():
            return _Loader(r).load(raw)


def _index(board: Board, attr: str, build: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    table: dict[str, Any] | None = board.__dict__.get(attr)
    if table is None:
        table = build()
        object.__setattr__(board, attr, table)
    return table


def is_symbols(allow_portrait: bool = False, min_len: int = 1) -> Callable[[Any], bool]:
    """A list of ``min_len`` to :data:`MAX_SYMBOLS` symbols (a portrait too, on a figure die's face)."""
    allowed = FACE_SYMBOLS if allow_portrait else SYMBOLS
    return lambda v: (
        isinstance(v, list) and min_len <= len(v) <= MAX_SYMBOLS and all(isinstance(s, str) and s in allowed for s in v)
    )


SYMBOL_LIST = f"a list of 1-{MAX_SYMBOLS} symbols"


def is_faces(sides: int) -> Callable[[Any], bool]:
    def check(v: Any) -> bool:
        if not isinstance(v, list) or len(v) != sides:
            return False
        return all(is_symbols(True)(face) and (PORTRAIT not in face or len(face) == 1) for face in face_list(v))

    return check


def _small(word: str) -> bool:
    """Whether ``word`` is a number of one or two ASCII digits, as a condition's counts are written
    (``str.isdigit()`` is true for ``²``, which ``int()`` refuses, and for 5,000 digits, which it refuses too)."""
    return re.fullmatch(r"[0-9]{1,2}", word) is not None


def face_list(v: Any) -> list[Any]:
    return list(v) if isinstance(v, list) else []


def is_text(v: Any) -> bool:
    return isinstance(v, str) and bool(v.strip())


def is_str_list(v: Any) -> bool:
    return isinstance(v, list) and all(isinstance(x, str) for x in v)


class _Loader:
    """Reads one raw edition with a :class:`Reader`, collecting every problem."""

    def __init__(self, r: Reader) -> None:
        self.r = r
        self.city_keys: set[str] = set()
        self.region_keys: set[str] = set()
        self.token_keys: set[str] = set()
        self.figure_keys: set[str] = set()

    def load(self, raw: Mapping[str, Any]) -> Board:
        r = self.r
        raw = r.root(raw)
        edition = r.text(raw, "edition", "")
        comp_raw = r.table(raw.get("components"), "components")
        components = {
            key: r.sourced(comp_raw, key, "components", is_int(1, 100), "a count")
            for key in (
                "basic_independence_tokens", "basic_neutral_dice", "basic_morale_markers",
                "advanced_independence_tokens", "advanced_neutral_dice", "advanced_morale_markers",
                "pawns_per_colour", "part_spaces",
            )
        }  # fmt: skip
        for key in ("basic_rounds", "advanced_rounds"):
            want = f"a number of rounds 2-{ROUNDS}"
            components[key] = r.sourced(comp_raw, key, "components", is_int(2, ROUNDS), want)
        setup_raw = r.table(raw.get("setup"), "setup")
        basic_setup: dict[int, BasicSetup] = {}
        for path, row in r.items(setup_raw.get("basic"), "setup.basic"):
            n = r.plain(row, "players", path, is_int(2, 4), "a player count 2-4") or 0
            basic_setup[n] = BasicSetup(
                *(
                    r.sourced(row, key, path, is_int(0, 20), "a count")
                    for key in ("pawns", "neutral_dice", "morale", "final_symbols", "missions")
                )
            )
        advanced_setup: dict[int, AdvancedSetup] = {}
        for path, row in r.items(setup_raw.get("advanced"), "setup.advanced"):
            n = r.plain(row, "players", path, is_int(2, 4), "a player count 2-4") or 0
            advanced_setup[n] = AdvancedSetup(
                *(
                    r.sourced(row, key, path, is_int(0, 20), "a count")
                    for key in ("pawns", "neutral_dice", "morale", "missions", "final_cards")
                )
            )
        for n in (2, 3, 4):
            if n not in basic_setup:
                r.fail("setup.basic", f"no row for {n} players")
            if n not in advanced_setup:
                r.fail("setup.advanced", f"no row for {n} players")

        dice_raw = r.table(raw.get("dice"), "dice")
        sides_entry = r.sourced(dice_raw, "sides", "dice", is_int(2, SIDES), f"a number of faces 2-{SIDES}")
        sides = bounded(sides_entry, is_int(2, SIDES), 6)
        neutral = r.sourced(dice_raw, "neutral", "dice", is_faces(sides), f"{sides} faces of symbols")
        black = r.sourced(
            dice_raw, "black", "dice", lambda v: isinstance(v, list) and len(v) == sides, f"{sides} pip counts"
        )
        if isinstance(black.value, list) and not all(is_int(0, 6)(x) for x in black.value):
            r.fail("dice.black", "pips must be whole numbers 0-6")
        if isinstance(neutral.value, list) and any(PORTRAIT in f for f in face_list(neutral.value)):
            r.fail("dice.neutral", "a portrait appears on figure dice only")

        figures = tuple(self._figure(path, f, sides) for path, f in r.items(raw.get("figures"), "figures"))
        self.figure_keys = {f.key for f in figures}
        if len(self.figure_keys) != len(figures):
            r.fail("figures", "figure keys must be unique")
        if len(figures) < 4:
            r.fail("figures", "four figures are needed for a four-player game")

        basic_raw = r.table(raw.get("basic"), "basic")
        parts = tuple(self._part(path, p) for path, p in r.items(basic_raw.get("parts"), "basic.parts"))
        part_keys = {p.key for p in parts}
        countdown = tuple(
            self._basic_card(path, c, part_keys, countdown=True)
            for path, c in r.items(basic_raw.get("countdown"), "basic.countdown")
        )
        basic_missions = tuple(
            self._basic_card(path, c, part_keys, countdown=False)
            for path, c in r.items(basic_raw.get("missions"), "basic.missions")
        )

        adv_raw = r.table(raw.get("advanced"), "advanced")
        regions = tuple(self._region(path, g) for path, g in r.items(adv_raw.get("regions"), "advanced.regions"))
        self.region_keys = {g.key for g in regions}
        city_region = {c: g.key for g in regions for c in g.cities}
        cities: list[City] = []
        for path, c in r.items(adv_raw.get("cities"), "advanced.cities"):
            key = r.text(c, "key", path)
            if key and key not in city_region:
                r.fail(f"{path}.key", f"city {brief(key)} lies in no region")
            name_pl, forms_pl = self.place_pl(c, path, "miasta", "mieście")
            cities.append(
                City(
                    key=key,
                    name=r.text(c, "name", path),
                    aliases=r.texts(c, "aliases", path),
                    region=city_region.get(key, ""),
                    name_pl=name_pl,
                    forms_pl=forms_pl,
                )
            )
        self.city_keys = {c.key for c in cities}
        for city in city_region:
            if city not in self.city_keys:
                r.fail("advanced.regions", f"region city {brief(city)} is not among the cities")
        if sum(len(g.cities) for g in regions) != len(city_region):
            r.fail("advanced.regions", "a city lies in two regions")

        advanced = {
            "track_top": r.sourced(adv_raw, "track_top", "advanced", is_int(1, 30), "a track length"),
            "meet_at": r.sourced(adv_raw, "meet_at", "advanced", is_int(1, 60), "the sum at which the markers meet"),
            "russia": r.sourced(
                adv_raw,
                "russia",
                "advanced",
                lambda v: is_str_list(v) and bool(v) and all(x in self.region_keys for x in v),
                "a list of region keys",
            ),
            "start_figure_dice": r.sourced(
                adv_raw, "start_figure_dice", "advanced", lambda v: isinstance(v, bool), "true or false"
            ),
            "mission_decks": r.sourced(
                adv_raw, "mission_decks", "advanced", lambda v: is_str_list(v) and bool(v), "a list of deck names"
            ),
            "threat_decks": r.sourced(
                adv_raw,
                "threat_decks",
                "advanced",
                lambda v: is_str_list(v) and len(v) == 2,
                "the two threat decks, the earlier first",
            ),
            "morale_token_value": r.sourced(adv_raw, "morale_token_value", "advanced", is_int(1, 6), "a number"),
        }
        main_raw = r.table(adv_raw.get("main"), "advanced.main")
        main: dict[str, Sourced[Any]] = {}
        for key in ("paris_name", "warsaw_name"):
            main[key] = r.sourced(main_raw, key, "advanced.main", is_text, "a name")
        for key in ("paris_symbol", "warsaw_symbol"):
            main[key] = r.sourced(main_raw, key, "advanced.main", lambda v: v in SYMBOLS, "a symbol")
        for key in ("paris_base", "paris_min", "warsaw_base", "warsaw_max"):
            want = f"a number of symbols 0-{MAX_SYMBOLS}"
            main[key] = r.sourced(main_raw, key, "advanced.main", is_int(0, MAX_SYMBOLS), want)
        scoring_raw = r.table(adv_raw.get("scoring"), "advanced.scoring")
        scoring = {
            key: r.sourced(scoring_raw, key, "advanced.scoring", is_int(0, 50), "points")
            for key in ("main", "small_2_3", "small_4", "challenge", "challenges_max")
        }
        ranks = tuple(
            Rank(
                low=r.plain(g, "low", path, is_int(0, 200), "a score") or 0,
                high=r.plain(g, "high", path, is_int(0, 200), "a score") or 0,
                rank=r.sourced(g, "rank", path, is_text, "a rank"),
                rank_pl=self.name_pl(
                    g, path, g["rank"].get("value") if isinstance(g.get("rank"), Mapping) else None, "rank_pl"
                ),
            )
            for path, g in r.items(adv_raw.get("ranks"), "advanced.ranks")
        )
        start_obstacles = []
        for path, s in r.items(adv_raw.get("start_obstacles"), "advanced.start_obstacles"):
            city = r.plain(s, "city", path, lambda v: v in self.city_keys, "a city key")
            kind = r.plain(s, "kind", path, lambda v: v in OBSTACLE_KINDS, "an obstacle kind")
            count = r.sourced(s, "count", path, is_int(1, 10), "a count")
            start_obstacles.append((str(city), str(kind), int(count.value or 0)))
        track_bonuses = tuple(
            TrackBonus(
                track=str(r.plain(b, "track", path, lambda v: v in TRACKS, "consent or foreign")),
                level=r.plain(b, "level", path, is_int(1, 30), "a level") or 0,
                bonus=r.sourced(b, "bonus", path, lambda v: v in TRACK_BONUSES, "remove, morale or flip"),
            )
            for path, b in r.items(adv_raw.get("track_bonuses"), "advanced.track_bonuses")
        )
        tokens = tuple(self._token(path, t) for path, t in r.items(adv_raw.get("tokens"), "advanced.tokens"))
        self.token_keys = {t.key for t in tokens}
        time: dict[int, tuple[Effect, ...]] = {}
        rounds = bounded(components["advanced_rounds"], is_int(2, ROUNDS), 10)
        for path, t in r.items(adv_raw.get("time"), "advanced.time"):
            field = r.plain(t, "field", path, is_int(2, rounds - 1), f"a field 2-{rounds - 1}") or 0
            entry = r.sourced(t, "effects", path, is_str_list, "a list of effects")
            if field in time:
                r.fail(f"{path}.field", f"field {field} is listed twice")
            time[field] = self._effects(entry.value, f"{path}.effects")
        decks = advanced["mission_decks"].value if is_str_list(advanced["mission_decks"].value) else []
        missions = tuple(
            self._advanced_card(path, c, decks) for path, c in r.items(adv_raw.get("missions"), "advanced.missions")
        )
        threat_decks = advanced["threat_decks"].value if is_str_list(advanced["threat_decks"].value) else []
        threats = tuple(
            self._threat(path, t, threat_decks) for path, t in r.items(adv_raw.get("threats"), "advanced.threats")
        )
        finals = tuple(self._final(path, f) for path, f in r.items(adv_raw.get("finals"), "advanced.finals"))
        challenges = tuple(
            Challenge(
                id=r.text(c, "id", path),
                key=card_key(str(c.get("id", ""))),
                name=r.sourced(c, "name", path, is_text, "a name"),
                symbols=r.sourced(c, "symbols", path, is_symbols(), SYMBOL_LIST),
                name_pl=self.printed_pl(c, path),
            )
            for path, c in r.items(adv_raw.get("challenges"), "advanced.challenges")
        )

        board = Board(
            edition=edition,
            title=r.text(raw, "title", ""),
            components=components,
            basic_setup=basic_setup,
            advanced_setup=advanced_setup,
            sides=sides,
            neutral_faces=tuple(tuple(f) for f in face_list(neutral.value)),
            black_faces=tuple(black.value) if isinstance(black.value, list) else (),
            figures=figures,
            parts=parts,
            countdown=countdown,
            basic_missions=basic_missions,
            advanced=advanced,
            main=main,
            scoring=scoring,
            ranks=ranks,
            regions=regions,
            cities=tuple(cities),
            start_obstacles=tuple(start_obstacles),
            track_bonuses=track_bonuses,
            time=time,
            tokens=tokens,
            advanced_missions=missions,
            threats=threats,
            finals=finals,
            challenges=challenges,
            placeholders=tuple(r.placeholders),
        )
        if not r.errors:
            self._cross_check(board)
        r.raise_if_failed()
        return board

    # --- Polish names ------------------------------------------------------------------------------

    def name_pl(self, raw: Mapping[str, Any], path: str, fallback: Any, key: str = "name_pl") -> str:
        """The optional Polish spelling ``key`` of a name (default: ``fallback``, the name as printed)."""
        default = str(fallback) if is_text(fallback) else ""
        value = raw.get(key)
        if value is None:
            return default
        if not is_text(value):
            self.r.fail(f"{path}.{key}", f"expected text (the name in Polish), got {brief(value)}")
            return default
        return str(value)

    def forms_pl(
        self, raw: Mapping[str, Any], path: str, defaults: Mapping[str, str], allowed: tuple[str, ...]
    ) -> dict[str, str]:
        """The optional ``forms_pl`` table (the Polish forms sentences need), completed from ``defaults``."""
        forms = dict(defaults)
        given = raw.get("forms_pl", {})
        if not isinstance(given, Mapping):
            self.r.fail(
                f"{path}.forms_pl", "expected a table like { " + ", ".join(f"{t} = ..." for t in allowed) + " }"
            )
            return forms
        for tag, text in given.items():
            if tag not in allowed:
                self.r.fail(f"{path}.forms_pl.{tag}", f"unknown form; the forms are {', '.join(allowed)}")
            elif not is_text(text):
                self.r.fail(f"{path}.forms_pl.{tag}", f"expected text, got {brief(text)}")
            else:
                forms[tag] = str(text)
        return forms

    def place_pl(self, raw: Mapping[str, Any], path: str, genitive: str, locative: str) -> tuple[str, dict[str, str]]:
        """A place's Polish name and its forms (``POLISH_FORMS``)."""
        name_pl = self.name_pl(raw, path, raw.get("name"))
        return name_pl, self.forms_pl(raw, path, default_forms_pl(genitive, locative, name_pl), POLISH_FORMS)

    # --- pieces ------------------------------------------------------------------------------------

    def _figure(self, path: str, f: Mapping[str, Any], sides: int) -> Figure:
        r = self.r
        short_pl = self.name_pl(f, path, f.get("short"), "short_pl")
        return Figure(
            key=r.text(f, "key", path),
            name=r.text(f, "name", path),
            short=r.text(f, "short", path),
            aliases=self.r.texts(f, "aliases", path),
            colour=r.sourced(f, "colour", path, is_text, "a colour"),
            faces=r.sourced(f, "faces", path, is_faces(sides), f"{sides} faces of symbols"),
            name_pl=self.name_pl(f, path, f.get("name")),
            short_pl=short_pl,
            forms_pl=self.forms_pl(f, path, {"gen": f"postaci {short_pl}"}, FIGURE_FORMS),
        )

    def _part(self, path: str, p: Mapping[str, Any]) -> Part:
        r = self.r
        name_pl, forms_pl = self.place_pl(p, path, "części planszy", "części planszy")
        final_name = p.get("final_name")
        return Part(
            key=r.text(p, "key", path),
            name=r.text(p, "name", path),
            colour=r.text(p, "colour", path),
            figure=r.sourced(p, "figure", path, lambda v: v in self.figure_keys, "a figure key"),
            final_name=r.sourced(p, "final_name", path, is_text, "a name"),
            final_track=r.sourced(p, "final_track", path, is_symbols(), SYMBOL_LIST),
            final_min=r.sourced(p, "final_min", path, is_int(0, MAX_SYMBOLS), f"a number of symbols 0-{MAX_SYMBOLS}"),
            name_pl=name_pl,
            forms_pl=forms_pl,
            final_name_pl=self.name_pl(
                p, path, final_name.get("value") if isinstance(final_name, Mapping) else None, "final_name_pl"
            ),
        )

    def _basic_card(self, path: str, c: Mapping[str, Any], parts: set[str], *, countdown: bool) -> BasicCard:
        r = self.r
        card_id = r.text(c, "id", path)
        common = dict(
            id=card_id,
            key=card_key(card_id),
            name=r.sourced(c, "name", path, is_text, "a name"),
            symbols=r.sourced(c, "symbols", path, is_symbols(), SYMBOL_LIST),
            reward=r.sourced(c, "reward", path, lambda v: v in BASIC_REWARDS, "one of " + ", ".join(BASIC_REWARDS)),
            name_pl=self.printed_pl(c, path),
        )
        if countdown:
            return BasicCard(
                **common,  # type: ignore[arg-type]
                round=r.plain(c, "round", path, is_int(1, 20), "a round") or 0,
                final=r.sourced(c, "final", path, lambda v: v in parts, "a board part key"),
                change=r.sourced(c, "change", path, lambda v: is_int(-5, 5)(v), "a change of difficulty"),
            )
        stage = r.sourced(c, "stage", path, is_int(1, 2), "stage 1 or 2")
        return BasicCard(**common, stage=int(stage.value or 0))  # type: ignore[arg-type]

    def printed_pl(self, raw: Mapping[str, Any], path: str) -> str:
        """The Polish ``name_pl`` of a card or token whose ``name`` is a sourced value."""
        name = raw.get("name")
        return self.name_pl(raw, path, name.get("value") if isinstance(name, Mapping) else None)

    def _region(self, path: str, g: Mapping[str, Any]) -> Region:
        r = self.r
        cities = r.sourced(g, "cities", path, lambda v: is_str_list(v) and bool(v), "a list of city keys")
        name_pl, forms_pl = self.place_pl(g, path, "regionu", "regionie")
        return Region(
            key=r.text(g, "key", path),
            name=r.text(g, "name", path),
            colour=r.text(g, "colour", path),
            cities=tuple(cities.value or ()),
            reward=r.sourced(g, "reward", path, lambda v: v in ("neutral", "morale"), "neutral or morale"),
            name_pl=name_pl,
            forms_pl=forms_pl,
        )

    def _token(self, path: str, t: Mapping[str, Any]) -> TokenDef:
        r = self.r
        kind = r.sourced(t, "kind", path, lambda v: v in TOKEN_KINDS, "activist or morale")
        symbol = None
        if kind.value == "activist":
            symbol = r.sourced(t, "symbol", path, lambda v: v in SYMBOLS, "a symbol")
        return TokenDef(
            key=r.text(t, "key", path),
            name=r.sourced(t, "name", path, is_text, "a name"),
            kind=kind,
            symbol=symbol,
            name_pl=self.printed_pl(t, path),
        )

    def _advanced_card(self, path: str, c: Mapping[str, Any], decks: list[str]) -> AdvancedCard:
        r = self.r
        card_id = r.text(c, "id", path)
        deck = r.plain(c, "deck", path, lambda v: v in decks, "one of the mission decks")
        positive = r.sourced(
            c,
            "positive",
            path,
            lambda v: isinstance(v, list) and bool(v) and all(is_str_list(x) and bool(x) for x in v),
            "a list of alternatives, each a list of effects",
        )
        negative = r.sourced(c, "negative", path, is_str_list, "a list of effects")
        warning = r.sourced(c, "warning", path, lambda v: isinstance(v, bool), "true or false")
        name = r.sourced(c, "name", path, is_text, "a name")
        symbols = r.sourced(c, "symbols", path, is_symbols(), SYMBOL_LIST)
        alternatives = tuple(
            self._effects(choice, f"{path}.positive[{i}]") for i, choice in enumerate(face_list(positive.value))
        )
        return AdvancedCard(
            id=card_id,
            key=card_key(card_id),
            deck=str(deck),
            name=name,
            symbols=symbols,
            positive=alternatives,
            negative=self._effects(negative.value, f"{path}.negative"),
            warning=bool(warning.value),
            sources={"name": name, "symbols": symbols, "positive": positive, "negative": negative, "warning": warning},
            name_pl=self.printed_pl(c, path),
        )

    def _threat(self, path: str, t: Mapping[str, Any], decks: list[str]) -> Threat:
        r = self.r
        threat_id = r.text(t, "id", path)
        effects = r.sourced(t, "effects", path, lambda v: is_str_list(v) and bool(v), "a list of effects")
        unless = r.sourced(
            t,
            "unless",
            path,
            lambda v: is_str_list(v) and all(x in self.city_keys or x in self.region_keys for x in v),
            "a list of regions or cities",
        )
        lower = r.sourced(t, "lower", path, is_str_list, "a list of effects")
        parsed_lower = self._effects(lower.value, f"{path}.lower")
        if parsed_lower and not unless.value:
            r.fail(f"{path}.unless", "a lower effect needs the areas that prevent it")
        return Threat(
            id=threat_id,
            key=card_key(threat_id),
            deck=str(r.plain(t, "deck", path, lambda v: v in decks, "one of the threat decks")),
            effects=self._effects(effects.value, f"{path}.effects", threat=True),
            unless=tuple(unless.value or ()),
            lower=self._effects(lower.value, f"{path}.lower", threat=True),
        )

    def _final(self, path: str, f: Mapping[str, Any]) -> FinalCard:
        r = self.r
        final_id = r.text(f, "id", path)
        cond = r.sourced(f, "condition", path, is_text, "a condition")
        return FinalCard(
            id=final_id,
            key=card_key(final_id),
            name=r.sourced(f, "name", path, is_text, "a name"),
            hard=r.sourced(f, "hard", path, is_symbols(), SYMBOL_LIST),
            easy=r.sourced(f, "easy", path, is_symbols(), SYMBOL_LIST),
            condition=self._condition(str(cond.value or ""), f"{path}.condition"),
            name_pl=self.printed_pl(f, path),
        )

    def _condition(self, text: str, path: str) -> Condition:
        words = text.split()
        bad = Condition("areas", n=999)
        if not words:
            return bad
        head = words[0]
        if head == "track" and len(words) == 4 and words[1] in TRACKS and words[2] == ">" and _small(words[3]):
            return Condition("track", n=int(words[3]), track=words[1])
        if head in ("any", "all") and len(words) > 1 and all(w in self.city_keys for w in words[1:]):
            return Condition(head, places=tuple(words[1:]))
        if head == "areas" and len(words) == 2 and _small(words[1]):
            return Condition("areas", n=int(words[1]))
        if head == "region" and len(words) == 3 and words[1] in self.region_keys and _small(words[2]):
            return Condition("region", places=(words[1],), n=int(words[2]))
        self.r.fail(
            path,
            f"cannot read condition {brief(text)}; write `track consent > 6`, `any <cities>`, `all <cities>`, "
            "`areas N` or `region <region> N` (N of one or two digits 0-9)",
        )
        return bad

    def _effects(self, raw: Any, path: str, *, threat: bool = False) -> tuple[Effect, ...]:
        if not is_str_list(raw):
            return ()
        out = []
        for i, text in enumerate(raw):
            effect = self._effect(str(text), threat)
            if isinstance(effect, str):
                self.r.fail(f"{path}[{i}]", effect)
            else:
                out.append(effect)
        return tuple(out)

    def _effect(self, text: str, threat: bool) -> Effect | str:
        """Parse one effect text; a string is the problem with it."""
        words = text.split()
        if not words:
            return "empty effect"
        verb, args = words[0], words[1:]
        places = self.city_keys | self.region_keys | {"russia", "any"}
        simple = ("black", "hourglass", "remove", "shield", "flip")
        if verb in simple and not args:
            return Effect(verb)
        if verb == "token" and len(args) == 1 and args[0] in places:
            return Effect("token", place=args[0])
        if verb == "tokens2" and len(args) == 1 and args[0] in self.region_keys | {"russia"}:
            return Effect("tokens2", place=args[0])
        if verb in ("obstacle", "obstacles2") and len(args) == 2 and args[0] in OBSTACLE_KINDS:
            allowed = places if verb == "obstacle" else self.region_keys | {"russia"}
            if args[1] in allowed:
                return Effect(verb, kind=args[0], place=args[1])
        if verb in TRACKS and len(args) == 1 and re.fullmatch(r"[+-][1-9]", args[0]):
            return Effect(verb, n=int(args[0]))
        if verb == "figure" and len(args) == 1 and args[0] in self.figure_keys:
            return Effect("figure", kind=args[0])
        if verb == "gain" and len(args) == 1 and args[0] in self.token_keys:
            return Effect("gain", kind=args[0])
        if threat and verb == "discard" and len(args) == 1 and re.fullmatch(r"[1-9]", args[0]):
            return Effect("discard", n=int(args[0]))
        if threat and verb == "jail" and len(args) == 1 and args[0] in JAIL_WHAT:
            return Effect("jail", kind=args[0])
        return f"cannot read effect {brief(text)}"

    # --- cross-references -------------------------------------------------------------------------

    def _cross_check(self, board: Board) -> None:
        r = self.r
        if len(board.parts) != 4 or len(set(board.part_keys)) != 4:
            r.fail("basic.parts", "the basic board has four parts with different keys")
        for p in board.parts:
            if p.final_min.value > len(p.track):
                r.fail(f"basic.parts.{p.key}.final_min", "cannot exceed the symbols on the track")
        if len({p.figure.value for p in board.parts}) != len(board.parts):
            r.fail("basic.parts", "each part shows a different figure die")
        rounds = board.count("basic_rounds")
        if sorted(c.round for c in board.countdown) != list(range(1, rounds)):
            r.fail("basic.countdown", f"one countdown card for each round 1-{rounds - 1}")
        ids = [c.id for c in (*board.countdown, *board.basic_missions)]
        if len(set(ids)) != len(ids):
            r.fail("basic", "card ids must be unique")
        ids = [c.id for c in board.advanced_missions] + [f.id for f in board.finals] + [c.id for c in board.challenges]
        if len(set(ids)) != len(ids):
            r.fail("advanced", "card ids must be unique")
        if len({t.id for t in board.threats}) != len(board.threats):
            r.fail("advanced.threats", "threat ids must be unique")
        for n, setup in board.advanced_setup.items():
            if setup.final_cards.value > len(board.finals):
                r.fail(f"setup.advanced[{n}].final_cards", "more than the F deck holds")
            if setup.final_cards.value != n * setup.pawns.value:
                r.fail(f"setup.advanced[{n}].final_cards", "there are exactly as many final cards as pawns")
            if setup.neutral_dice.value > board.count("advanced_neutral_dice"):
                r.fail(f"setup.advanced[{n}].neutral_dice", "more than the box holds")
            if setup.morale.value > board.count("advanced_morale_markers"):
                r.fail(f"setup.advanced[{n}].morale", "more than the box holds")
            if setup.pawns.value > board.count("pawns_per_colour"):
                r.fail(f"setup.advanced[{n}].pawns", "more than a colour has")
        for n, bs in board.basic_setup.items():
            if bs.neutral_dice.value > board.count("basic_neutral_dice"):
                r.fail(f"setup.basic[{n}].neutral_dice", "more than the box holds")
            if bs.morale.value > board.count("basic_morale_markers"):
                r.fail(f"setup.basic[{n}].morale", "more than the box holds")
            if bs.pawns.value > board.count("pawns_per_colour"):
                r.fail(f"setup.basic[{n}].pawns", "more than a colour has")
        covered = sorted((g.low, g.high) for g in board.ranks)
        expected = 0
        for low, high in covered:
            if low != expected or high < low:
                r.fail("advanced.ranks", f"scores must be covered without gaps from 0; check {low}-{high}")
                break
            expected = high + 1
        if len(board.black_faces) != board.sides:
            r.fail("dice.black", f"the black die needs {board.sides} faces")
