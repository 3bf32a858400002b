"""The Sigismundus Augustus data edition: board and card values, validated when loaded.

Built from the raw mapping of ``data/sigismundus/board.toml`` (``shared/research/sigismundus_data.md`` holds
the research behind every value). Validation collects every problem with its path, checks the
cross-references (starting offices exist and are Land or Ecclesiastical, the track holds one space per
country, houses start on distinct spaces, every effect is one the engine implements) and keeps the status
of every value so players can be told which ones are placeholders. The Polish names of offices, their
kinds, tracks, countries, cards, figures and Acts of Law, with the forms Polish sentences need
(:data:`POLISH_FORMS`), are required too; they carry no status.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rules.core.edition import Reader, Sourced, bounded, is_int, is_int_list, placeholder_summary

UNITS = ("artillery", "hussars", "infantry")
"""Unit kinds in the order of the combat phases (Combat: Artillery, Hussars and Infantry phase)."""
DECKS = ("internal", "foreign", "military")
TRACKS = ("royal", "senatorial", "parliamentary")
REPRESENTATIVES = ("royal", "magnate", "nobility")
OFFICE_KINDS = ("ecclesiastical", "ministerial", "land")
POLICY_KINDS = (
    "client", "primus", "death", "foundation", "raft", "mission", "negotiations", "pact",
    "enlistment", "abduction", "sack", "foray",
)  # fmt: skip
"""The twelve kinds of Policy card, in the rulebook's order (Policy Cards 1–12)."""
ATTACKS = ("abduction", "sack", "foray")
DEMANDS = ("tax", "support", "host")
COUNTRY_BONUSES = ("free_unit", "vote", "income", "draw", "combat", "foray_immune")
SEJM_EFFECTS = (
    "flip_ecclesiastical", "flip_palatinus", "incompatibility", "royal_vp", "no_court", "free_unit",
    "raft_bonus", "country_double",
)  # fmt: skip
FIGURE_EFFECTS = ("ribbon", "income", "vote", "combat", "free_unit", "client")
FLIPS = ("none", "ecclesiastical", "palatinus")
PLAYER_COUNTS = {"three": 3, "four": 4, "five": 5}

ROUNDS = 10
"""The most rounds an edition may give: the game has "8 successive rounds" (Game Description), and a Sejm card
is named by its round in Roman numerals I–X; the Sejm deck and the round track are built one per round."""
UNITS_IN_BOX = 20
"""The most military markers of one kind an edition may give: the box holds "10 Infantry markers, 16 Hussars
markers, 7 Artillery markers" (Components), and an army's every part is a choice of its owner's (a wound, the
units kept), (infantry + 1) × (hussars + 1) × (artillery + 1) answers: 9,261 at this bound."""
TRACK_SPACES = 20
"""The most spaces a Support track may have (our stand-in is 5, one per possible player)."""
BOUNDS = {
    "rounds": (1, ROUNDS),
    "short_rounds": (1, ROUNDS),
    "infantry": (0, UNITS_IN_BOX),
    "hussars": (0, UNITS_IN_BOX),
    "artillery": (0, UNITS_IN_BOX),
    "track_length": (1, TRACK_SPACES),
}
"""Components whose count sizes something (a deck, a track, a choice of units), bounded more tightly than the
others' 0-200."""

PLACEHOLDER_KINDS = {
    "components.track_length": "track length",
    "tracks.royal.votes": "votes by track space",
    "tracks.senatorial.votes": "votes by track space",
    "tracks.parliamentary.votes": "votes by track space",
    "tracks.senatorial.representative": "which track makes which Representative",
    "tracks.parliamentary.representative": "which track makes which Representative",
    "office_kinds.ecclesiastical.court": "who may use the ecclesiastical court",
    "office_kinds.ministerial.court": "who may use the ecclesiastical court",
    "office_kinds.land.court": "who may use the ecclesiastical court",
    "offices.name": "office names",
    "offices.income": "office income",
    "offices.prestige": "office prestige",
    "houses.name": "house names",
    "houses.colour": "house colours",
    "houses.initiative": "house initiative values",
    "houses.royal": "house starting spaces",
    "houses.senatorial": "house starting spaces",
    "houses.parliamentary": "house starting spaces",
    "foreign_track.spaces": "Foreign Policy track points",
    "countries.name": "country names",
    "countries.bonus": "country seal bonuses",
    "policy_cards.deck": "Policy card decks",
    "policy_cards.count": "Policy card copies",
    "sejm.place": "Sejm places and dates",
    "sejm.act": "Acts of Law",
    "sejm.effect": "Act of Law effects",
    "royal_demands.tax": "Royal Demand kinds",
    "royal_demands.support": "Royal Demand kinds",
    "royal_demands.host": "Royal Demand kinds",
    "figures.name": "figure names",
    "figures.effect": "figure abilities and ribbons",
}
"""Readable names of the kinds of value an edition may hold as placeholders."""

POLISH_FORMS = ("gen", "acc", "in", "into")
"""The Polish forms of a name that sentences may ask for (``{office:gen}``): the genitive ("urząd kasztelana
krakowskiego", "pieczęć Szwecji"), the accusative ("porywa Poetę dworskiego"), where ("w Szwecji") and whither
("do Szwecji")."""


@dataclass(frozen=True)
class Effect:
    """An effect from the engine's vocabulary: its kind, an amount and, for some, a country."""

    kind: str
    amount: int = 1
    country: str = ""


@dataclass(frozen=True)
class Office:
    number: int
    name: Sourced[str]
    kind: Sourced[str]
    income: Sourced[list[int]]
    prestige: Sourced[list[int]]
    flip: Sourced[str]
    gain: Sourced[dict[str, int]] | None
    name_pl: str = ""
    forms_pl: Mapping[str, str] = field(default_factory=dict)
    """The Polish name's forms by tag (``POLISH_FORMS``): an office needs its genitive."""

    @property
    def title(self) -> str:
        return str(self.name.value)


@dataclass(frozen=True)
class OfficeKind:
    key: str
    name: str
    free_units: Sourced[int]
    court: Sourced[bool]
    name_pl: str = ""
    """The kind as an adjective of "urząd" (an office): "ziemski"."""


@dataclass(frozen=True)
class House:
    key: str
    name: Sourced[str]
    colour: Sourced[str]
    initiative: Sourced[int]
    spaces: Mapping[str, Sourced[int]]
    """Starting space (1 = first) on each Support track."""

    @property
    def title(self) -> str:
        return str(self.name.value)


@dataclass(frozen=True)
class Track:
    key: str
    name: str
    votes: Sourced[list[int]]
    representative: Sourced[str]
    name_pl: str = ""
    forms_pl: Mapping[str, str] = field(default_factory=dict)
    """The Polish name's forms by tag: a track needs its genitive ("pole 2 toru Poparcia królewskiego")."""


@dataclass(frozen=True)
class Country:
    key: str
    name: Sourced[str]
    name_pl: str
    aliases: tuple[str, ...]
    bonus: Sourced[Effect]
    forms_pl: Mapping[str, str] = field(default_factory=dict)
    """The Polish name's forms by tag: a country needs ``gen``, ``in`` and ``into``."""

    @property
    def title(self) -> str:
        return str(self.name.value)


@dataclass(frozen=True)
class PolicyCard:
    key: str
    name: str
    name_pl: str
    aliases: tuple[str, ...]
    deck: Sourced[str]
    count: Sourced[int]


@dataclass(frozen=True)
class SejmCard:
    round: int
    place: Sourced[str]
    act: Sourced[str]
    effect: Sourced[Effect]
    act_pl: str = ""
    """The Act of Law's name in Polish."""

    @property
    def roman(self) -> str:
        return ROMAN[self.round]


@dataclass(frozen=True)
class Figure:
    key: str
    name: Sourced[str]
    effect: Sourced[Effect]
    name_pl: str = ""
    forms_pl: Mapping[str, str] = field(default_factory=dict)
    """The Polish name's forms by tag: a figure needs ``gen`` and ``acc``."""

    @property
    def title(self) -> str:
        return str(self.name.value)


ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI", 7: "VII", 8: "VIII", 9: "IX", 10: "X"}


@dataclass(frozen=True)
class Board:
    """One validated edition of Sigismundus Augustus's printed values."""

    edition: str
    title: str
    components: Mapping[str, Sourced[Any]]
    economy: Mapping[str, Sourced[int]]
    power: Mapping[str, Sourced[int]]
    start_units: Mapping[str, Sourced[int]]
    tracks: Mapping[str, Track]
    starting_offices: Mapping[int, Sourced[list[int]]]
    office_kinds: Mapping[str, OfficeKind]
    offices: tuple[Office, ...]
    houses: tuple[House, ...]
    fp_spaces: tuple[Sourced[list[int]], ...]
    countries: tuple[Country, ...]
    policy: tuple[PolicyCard, ...]
    sejm: tuple[SejmCard, ...]
    demands: Mapping[str, Sourced[int]]
    figures: tuple[Figure, ...]
    placeholders: tuple[str, ...]

    # Convenience accessors, so rules read like the rulebook.
    def count(self, key: str) -> int:
        value: int = self.components[key].value
        return value

    def econ(self, key: str) -> int:
        value: int = self.economy[key].value
        return value

    def unit_power(self, unit: str) -> int:
        value: int = self.power[unit].value
        return value

    def office(self, number: int) -> Office:
        for o in self.offices:
            if o.number == number:
                return o
        raise KeyError(number)

    def house(self, key: str) -> House:
        for h in self.houses:
            if h.key == key:
                return h
        raise KeyError(key)

    def country(self, key: str) -> Country:
        for c in self.countries:
            if c.key == key:
                return c
        raise KeyError(key)

    def card(self, key: str) -> PolicyCard:
        for c in self.policy:
            if c.key == key:
                return c
        raise KeyError(key)

    def figure(self, key: str) -> Figure:
        for f in self.figures:
            if f.key == key:
                return f
        raise KeyError(key)

    def sejm_card(self, number: int) -> SejmCard:
        for s in self.sejm:
            if s.round == number:
                return s
        raise KeyError(number)

    def deck_of(self, card: str) -> str:
        value: str = self.card(card).deck.value
        return value

    def cards_of(self, deck: str) -> tuple[str, ...]:
        """The kinds of card in ``deck``, in the rulebook's order."""
        return tuple(c.key for c in self.policy if c.deck.value == deck)

    def track_votes(self, track: str, space: int) -> int:
        votes: list[int] = self.tracks[track].votes.value
        return votes[space - 1] if 1 <= space <= len(votes) else 0

    @property
    def country_keys(self) -> tuple[str, ...]:
        return tuple(c.key for c in self.countries)

    def placeholder_summary(self) -> list[tuple[str, int]]:
        """The placeholder values grouped by kind, e.g. ("office income", 15)."""
        return placeholder_summary(self.placeholders, PLACEHOLDER_KINDS)

    @classmethod
    def from_mapping(cls, raw: Mapping[str, Any], name: str = "board") -> Board:
        """Validate a raw mapping (parsed TOML) and build the edition; raise DataError listing every problem."""
        r = Reader(name)
        with r.guard():
            return cls._read(r, r.root(raw))

    @classmethod
    def _read(cls, r: Reader, raw: Mapping[str, Any]) -> Board:
        """The edition read with ``r``, which collects every problem with its path."""
        edition = r.text(raw, "edition", "")
        comp_raw = r.table(raw.get("components"), "components")
        components: dict[str, Sourced[Any]] = {}
        for key in (
            "rounds", "short_rounds", "votes", "ducats", "clients", "clients_per_player", "nobility_clients",
            "house_markers", "infantry", "hussars", "artillery", "figures_revealed", "track_length",
            "starting_cards",
        ):  # fmt: skip
            lo, hi = BOUNDS.get(key, (0, 200))
            want = "a count" if key not in BOUNDS else f"a count {lo}-{hi}"
            components[key] = r.sourced(comp_raw, key, "components", is_int(lo, hi), want)
        components["short_sejms"] = r.sourced(
            comp_raw, "short_sejms", "components", is_int_list(1, 10, 1), "a list of Sejm rounds"
        )
        econ_raw = r.table(raw.get("economy"), "economy")
        economy = {
            key: r.sourced(econ_raw, key, "economy", is_int(0, 50), "an amount")
            for key in (
                "base_income", "economist", "raft", "foundation_cost", "foundation_vp", "foray_vp",
                "vacancy_votes", "card_votes", "academy_cards",
            )
        }  # fmt: skip
        # Combat divides by it: "Every 5 points of damage inflict 1 wound" (Combat).
        economy["wound_points"] = r.sourced(econ_raw, "wound_points", "economy", is_int(1, 50), "points 1-50")
        units_raw = r.table(raw.get("units"), "units")
        power_raw = r.table(units_raw.get("power"), "units.power")
        power = {u: r.sourced(power_raw, u, "units.power", is_int(1, 20), "a power") for u in UNITS}
        start_raw = r.table(units_raw.get("start"), "units.start")
        start_units = {u: r.sourced(start_raw, u, "units.start", is_int(0, 5), "a count") for u in UNITS}

        length = bounded(components["track_length"], is_int(1, TRACK_SPACES), 5)
        tracks_raw = r.table(raw.get("tracks"), "tracks")
        tracks: dict[str, Track] = {}
        for key in TRACKS:
            path = f"tracks.{key}"
            t = r.table(tracks_raw.get(key), path)
            tracks[key] = Track(
                key=key,
                name=r.text(t, "name", path),
                votes=r.sourced(
                    t,
                    "votes",
                    path,
                    lambda v: is_int_list(0, 20, length)(v) and len(v) == length,
                    f"one vote count per space ({length})",
                ),
                representative=r.sourced(t, "representative", path, lambda v: v in REPRESENTATIVES, "a Representative"),
                name_pl=r.text(t, "name_pl", path),
                forms_pl=_forms_pl(r, t, path, ("gen",)),
            )

        start_raw2 = r.table(raw.get("starting_offices"), "starting_offices")
        starting = {
            n: r.sourced(start_raw2, word, "starting_offices", is_int_list(1, 100, n), f"{n} office numbers")
            for word, n in PLAYER_COUNTS.items()
        }

        kinds_raw = r.table(raw.get("office_kinds"), "office_kinds")
        kinds: dict[str, OfficeKind] = {}
        for key in OFFICE_KINDS:
            path = f"office_kinds.{key}"
            k = r.table(kinds_raw.get(key), path)
            kinds[key] = OfficeKind(
                key=key,
                name=r.text(k, "name", path),
                free_units=r.sourced(k, "free_units", path, is_int(0, 5), "a count of units"),
                court=r.sourced(k, "court", path, lambda v: isinstance(v, bool), "true or false"),
                name_pl=r.text(k, "name_pl", path),
            )

        def is_units(v: Any) -> bool:
            return isinstance(v, Mapping) and bool(v) and all(k in UNITS and is_int(0, 5)(n) for k, n in v.items())

        def pair(lo: int, hi: int) -> Callable[[Any], bool]:
            return lambda v: is_int_list(lo, hi, 2)(v) and len(v) == 2

        offices = tuple(
            Office(
                number=r.plain(o, "number", path, is_int(1, 100), "an office number") or 0,
                name=r.sourced(o, "name", path, _is_text, "a name"),
                kind=r.sourced(o, "kind", path, lambda v: v in OFFICE_KINDS, "ecclesiastical, ministerial or land"),
                income=r.sourced(o, "income", path, pair(0, 20), "[front, back] income"),
                prestige=r.sourced(o, "prestige", path, pair(0, 20), "[front, back] prestige"),
                flip=r.sourced(o, "flip", path, lambda v: v in FLIPS, "none, ecclesiastical or palatinus"),
                gain=r.sourced(o, "gain", path, is_units, "units like { infantry = 1 }") if "gain" in o else None,
                name_pl=r.text(o, "name_pl", path),
                forms_pl=_forms_pl(r, o, path, ("gen",)),
            )
            for path, o in r.items(raw.get("offices"), "offices")
        )

        houses = tuple(
            House(
                key=r.text(h, "key", path),
                name=r.sourced(h, "name", path, _is_text, "a name"),
                colour=r.sourced(h, "colour", path, _is_text, "a colour"),
                initiative=r.sourced(h, "initiative", path, is_int(0, 100), "an initiative value"),
                spaces={t: r.sourced(h, t, path, is_int(1, length), f"a track space 1-{length}") for t in TRACKS},
            )
            for path, h in r.items(raw.get("houses"), "houses")
        )

        fp_raw = r.table(raw.get("foreign_track"), "foreign_track")
        spaces_raw = fp_raw.get("spaces")
        fp_spaces: tuple[Sourced[list[int]], ...] = ()
        if not isinstance(spaces_raw, list) or not spaces_raw:
            r.fail("foreign_track.spaces", "expected a list of [first, second] points")
        else:
            fp_spaces = tuple(
                r.sourced_entry(e, f"foreign_track.spaces[{i}]", pair(0, 50), "[first, second] points")
                for i, e in enumerate(spaces_raw)
            )

        country_keys = [c.get("key") for c in r.listed(raw.get("countries", []), "countries") if isinstance(c, Mapping)]
        countries = tuple(
            Country(
                key=r.text(c, "key", path),
                name=r.sourced(c, "name", path, _is_text, "a name"),
                name_pl=r.text(c, "name_pl", path),
                aliases=r.texts(c, "aliases", path),
                bonus=_effect(r, c, "bonus", path, COUNTRY_BONUSES, ()),
                forms_pl=_forms_pl(r, c, path, ("gen", "in", "into")),
            )
            for path, c in r.items(raw.get("countries"), "countries")
        )
        policy = tuple(
            PolicyCard(
                key=r.plain(p, "key", path, lambda v: v in POLICY_KINDS, "one of " + ", ".join(POLICY_KINDS)) or "",
                name=r.text(p, "name", path),
                name_pl=r.text(p, "name_pl", path),
                aliases=r.texts(p, "aliases", path),
                deck=r.sourced(p, "deck", path, lambda v: v in DECKS, "internal, foreign or military"),
                count=r.sourced(p, "count", path, is_int(0, 40), "a number of copies"),
            )
            for path, p in r.items(raw.get("policy_cards"), "policy_cards")
        )
        sejm = tuple(
            SejmCard(
                round=r.plain(s, "round", path, is_int(1, 10), "a round I–X") or 0,
                place=r.sourced(s, "place", path, _is_text, "a place and date"),
                act=r.sourced(s, "act", path, _is_text, "the Act of Law"),
                effect=_effect(r, s, "effect", path, SEJM_EFFECTS, country_keys),
                act_pl=r.text(s, "act_pl", path),
            )
            for path, s in r.items(raw.get("sejm"), "sejm")
        )
        demand_raw = r.table(raw.get("royal_demands"), "royal_demands")
        demands = {k: r.sourced(demand_raw, k, "royal_demands", is_int(0, 20), "a number of cards") for k in DEMANDS}
        figures = tuple(
            Figure(
                key=r.text(f, "key", path),
                name=r.sourced(f, "name", path, _is_text, "a name"),
                effect=_effect(r, f, "effect", path, FIGURE_EFFECTS, ()),
                name_pl=r.text(f, "name_pl", path),
                forms_pl=_forms_pl(r, f, path, ("gen", "acc")),
            )
            for path, f in r.items(raw.get("figures"), "figures")
        )
        board = cls(
            edition=edition,
            title=r.text(raw, "title", ""),
            components=components,
            economy=economy,
            power=power,
            start_units=start_units,
            tracks=tracks,
            starting_offices=starting,
            office_kinds=kinds,
            offices=offices,
            houses=houses,
            fp_spaces=fp_spaces,
            countries=countries,
            policy=policy,
            sejm=sejm,
            demands=demands,
            figures=figures,
            placeholders=tuple(r.placeholders),
        )
        if not r.errors:
            board._cross_check(r)
        r.raise_if_failed()
        return board

    def _cross_check(self, r: Reader) -> None:
        numbers = [o.number for o in self.offices]
        if sorted(numbers) != list(range(1, len(numbers) + 1)):
            r.fail("offices", "offices must be numbered 1..n, once each")
        for n, entry in self.starting_offices.items():
            for number in entry.value:
                if number not in numbers:
                    r.fail(f"starting_offices.{n}", f"office {number} does not exist")
                elif self.office(number).kind.value == "ministerial":
                    r.fail(
                        f"starting_offices.{n}",
                        f"office {number} is Ministerial; starting offices are Land or Ecclesiastical",
                    )
            if len(set(entry.value)) != len(entry.value):
                r.fail(f"starting_offices.{n}", "an office is named twice")
        for label, keys in (
            ("houses", [h.key for h in self.houses]),
            ("countries", [c.key for c in self.countries]),
            ("figures", [f.key for f in self.figures]),
            ("policy_cards", [p.key for p in self.policy]),
        ):
            if len(set(keys)) != len(keys):
                r.fail(label, "keys must be unique")
        if len(self.houses) < 5:
            r.fail("houses", "five houses are needed for a five-player game")
        for track in TRACKS:
            spaces = [h.spaces[track].value for h in self.houses]
            if len(set(spaces)) != len(spaces):
                r.fail(f"houses.{track}", "houses must start on distinct spaces (one marker per space)")
        if len({h.initiative.value for h in self.houses}) != len(self.houses):
            r.fail("houses.initiative", "initiative values must differ, so the lowest is unique")
        if len(self.fp_spaces) != len(self.countries):
            r.fail("foreign_track.spaces", f"one space per country ({len(self.countries)})")
        if {p.key for p in self.policy} != set(POLICY_KINDS):
            r.fail("policy_cards", "the twelve kinds must each appear once: " + ", ".join(POLICY_KINDS))
        for deck in DECKS:
            if not any(p.deck.value == deck and p.count.value > 0 for p in self.policy):
                r.fail("policy_cards", f"the {deck} deck has no cards")
        for attack in ATTACKS:
            if any(p.key == attack and p.deck.value != "military" for p in self.policy):
                r.fail("policy_cards", f"{attack} is an attack: a Military Policy card")
        rounds = self.count("rounds")
        if sorted(s.round for s in self.sejm) != list(range(1, rounds + 1)):
            r.fail("sejm", f"one Sejm card for each round 1..{rounds}")
        # The short game: "(or 4, in case of the short version)" rounds, played with the Sejm cards left
        # after discarding "the Sejm cards for the III, IV, VI and VII round". Both are printed, so both are
        # kept, and an edition whose two values disagree is refused: the engine plays one round per Sejm
        # card in ``short_sejms`` and announces ``short_rounds`` rounds.
        short = self.components["short_sejms"].value
        if any(n not in range(1, rounds + 1) for n in short) or sorted(set(short)) != list(short):
            r.fail("components.short_sejms", f"Sejm rounds of the full game (1..{rounds}), each once, in order")
        if len(short) != self.count("short_rounds"):
            r.fail(
                "components.short_rounds",
                f"the short game has one round per Sejm card kept: {len(short)} (components.short_sejms), "
                f"not {self.count('short_rounds')}",
            )
        if self.econ("academy_cards") < 1:
            r.fail("economy.academy_cards", "the Academy gives at least one Policy card")
        if sum(d.value for d in self.demands.values()) < rounds:
            r.fail("royal_demands", f"at least one Royal Demand card per round ({rounds})")
        if len(self.figures) < self.count("figures_revealed"):
            r.fail("figures", "fewer figures than are revealed in a round")


def _is_text(v: Any) -> bool:
    return isinstance(v, str) and bool(v.strip())


def _forms_pl(r: Reader, raw: Mapping[str, Any], path: str, needed: tuple[str, ...]) -> dict[str, str]:
    """The ``forms_pl`` table: every form in ``needed`` (the forms sentences ask this kind of name for), any
    other of ``POLISH_FORMS``, each a text."""
    given = raw.get("forms_pl")
    if not isinstance(given, Mapping):
        r.fail(f"{path}.forms_pl", "expected a table like { " + ", ".join(f'{t} = "..."' for t in needed) + " }")
        return {}
    forms: dict[str, str] = {}
    for tag, text in given.items():
        if tag not in POLISH_FORMS:
            r.fail(f"{path}.forms_pl.{tag}", f"unknown form; the forms are {', '.join(POLISH_FORMS)}")
        elif not _is_text(text):
            r.fail(f"{path}.forms_pl.{tag}", "expected text")
        else:
            forms[tag] = str(text)
    for tag in needed:
        if tag not in given:
            r.fail(f"{path}.forms_pl.{tag}", "missing: Polish sentences need this form")
    return forms


def _effect(
    r: Reader, raw: Mapping[str, Any], key: str, path: str, kinds: tuple[str, ...], countries: Any
) -> Sourced[Effect]:
    """An effect ``{ kind, amount[, country] }`` whose kind is in ``kinds``."""

    def check(v: Any) -> bool:
        if not isinstance(v, Mapping) or v.get("kind") not in kinds:
            return False
        if not is_int(0, 50)(v.get("amount", 1)):
            return False
        return not (v.get("kind") == "country_double" and v.get("country") not in countries)

    entry = r.sourced(raw, key, path, check, "{ kind = " + " | ".join(kinds) + ", amount = n }")
    value = entry.value
    effect = (
        Effect(str(value["kind"]), int(value.get("amount", 1)), str(value.get("country", "")))
        if check(value)
        else Effect("")
    )
    return Sourced(effect, entry.status, entry.source)
