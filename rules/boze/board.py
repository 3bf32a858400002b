"""The Boże Igrzysko data edition: board and component values, validated when loaded.

Built from the raw mapping of ``data/boze/board.toml`` (see ``shared/research/boze_data.md`` for the
research behind every value). Validation collects every problem with its path, checks the
cross-references (provinces named by enemies and houses exist, one enemy field per number, the
Royal Army table covers every possible court sum without gaps) and keeps the status of every value
so players can be told which ones are placeholders.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from rules.core.edition import Reader, Sourced, bounded, is_int, is_int_list, placeholder_summary

UNIT_KINDS = ("infantry", "cavalry", "artillery")

TURNS = 4
"""The most turns an edition may give: "Boże Igrzysko lasts four turns" (Course of Play), and the
Commonwealth track "represents the four consecutive turns of the game" (Components). Every per-turn list of
the edition (an enemy's names and strengths, the standing Royal Army) is as long as ``turns``, so the count
is checked against this bound before it sizes any of them."""

PLACEHOLDER_KINDS = {
    "provinces.estate_track": "estate-track values",
    "enemies.strength_3": "enemy strengths (3 players)",
    "enemies.strength_4": "enemy strengths (4 players)",
    "enemies.glory": "glory values of enemy fields",
    "enemies.expands_to": "expansion arrows",
    "royal_army.strength_table": "Royal Army table columns",
}
"""Readable names of the kinds of value an edition may hold as placeholders."""


@dataclass(frozen=True)
class House:
    key: str
    name: str
    colour: str
    home: Sourced[str]


POLISH_FORMS = ("gen", "in", "into")
"""The Polish forms of a province's name a sentence may need: the genitive ("z Małopolski"), where
("w Małopolsce", "na Litwie") and whither ("do Małopolski", "na Litwę")."""


def default_forms_pl(name_pl: str) -> dict[str, str]:
    """Polish forms for a province whose data gives none: "prowincja" carries the case, the name stays
    as it is ("w prowincji Małopolska"), which is always grammatical."""
    return {"gen": f"prowincji {name_pl}", "in": f"w prowincji {name_pl}", "into": f"do prowincji {name_pl}"}


@dataclass(frozen=True)
class Province:
    key: str
    name: str
    name_pl: str
    aliases: tuple[str, ...]
    enemy_field: Sourced[int]
    estate_track: Sourced[list[int]]
    forms_pl: Mapping[str, str] = field(default_factory=dict)
    """The name's Polish forms by tag (``POLISH_FORMS``), for sentences."""

    @property
    def fields(self) -> tuple[int, ...]:
        """The estate field values from the start of the track to the border."""
        return tuple(self.estate_track.value)


@dataclass(frozen=True)
class Enemy:
    field: int
    key: str
    names: tuple[str, ...]
    phrases: tuple[str, ...]
    colour: str
    dice: Sourced[int]
    target: Sourced[str]
    expands_to: Sourced[list[str]]
    glory: Sourced[int]
    strength_3: tuple[Sourced[int], ...]
    strength_4: tuple[Sourced[int], ...]
    occupied_strength_3: Sourced[int] | None = None
    occupied_strength_4: Sourced[int] | None = None
    names_pl: tuple[str, ...] = ()
    """The names in Polish, by turn, as the board prints them (default: the English ones)."""
    phrases_pl: tuple[str, ...] = ()
    """The names in Polish inside a sentence, nominative, by turn (default: ``names_pl``)."""


@dataclass(frozen=True)
class RoyalArmyColumn:
    low: int
    high: int
    troops: Sourced[dict[str, int]]


@dataclass(frozen=True)
class Board:
    """One validated edition of Boże Igrzysko's printed values."""

    edition: str
    title: str
    components: Mapping[str, Sourced[Any]]
    economy: Mapping[str, Sourced[int]]
    wealth: Mapping[str, Sourced[int]]
    houses: tuple[House, ...]
    provinces: tuple[Province, ...]
    enemies: tuple[Enemy, ...]
    unit_costs: Mapping[str, Sourced[int]]
    hits: Mapping[str, Sourced[int]]
    artillery_from_turn: Sourced[int]
    royal_standing: tuple[Sourced[dict[str, int]], ...]
    royal_table: tuple[RoyalArmyColumn, ...]
    placeholders: tuple[str, ...]

    # Convenience accessors, so rules read like the rulebook.
    def count(self, key: str) -> int:
        value: int = self.components[key].value
        return value

    def cost(self, unit: str) -> int:
        """The price of one army token (Phase Nine): infantry, cavalry, artillery or cossack."""
        value: int = self.unit_costs[unit].value
        return value

    @property
    def hits_on(self) -> dict[str, int]:
        """The lowest roll that hits, by unit (Phase Ten): infantry, cavalry, cossack."""
        return {unit: int(entry.value) for unit, entry in self.hits.items()}

    @property
    def influence_tokens(self) -> tuple[int, ...]:
        return tuple(self.components["influence_tokens"].value)

    def placeholder_summary(self) -> list[tuple[str, int]]:
        """The placeholder values grouped by kind, e.g. ("enemy strengths, 3 players", 15)."""
        return placeholder_summary(self.placeholders, PLACEHOLDER_KINDS)

    def house(self, key: str) -> House:
        for h in self.houses:
            if h.key == key:
                return h
        raise KeyError(key)

    def province(self, key: str) -> Province:
        for p in self.provinces:
            if p.key == key:
                return p
        raise KeyError(key)

    @property
    def province_keys(self) -> tuple[str, ...]:
        return tuple(p.key for p in self.provinces)

    def royal_supplement(self, court_sum: int) -> Sourced[dict[str, int]]:
        """The Royal Army Strength table column for a court sum (Phase Four)."""
        for column in self.royal_table:
            if column.low <= court_sum <= column.high:
                return column.troops
        raise KeyError(court_sum)

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
            "player_dice", "player_discs", "tokens_per_turn", "infantry", "cavalry", "artillery",
            "stewards", "cities", "king_dice", "royal_infantry", "royal_cavalry", "royal_artillery",
            "cossacks", "habsburg_markers",
        ):  # fmt: skip
            components[key] = r.sourced(comp_raw, key, "components", is_int(0, 100), "a count")
        components["turns"] = r.sourced(
            comp_raw, "turns", "components", is_int(1, TURNS), f"a number of turns 1-{TURNS}"
        )
        components["influence_tokens"] = r.sourced(
            comp_raw, "influence_tokens", "components", is_int_list(0, 9, 1), "a list of token values"
        )
        econ_raw = r.table(raw.get("economy"), "economy")
        economy = {
            key: r.sourced(econ_raw, key, "economy", is_int(0, 100), "an amount of gold")
            for key in ("starting_gold", "minimum_income", "steward_bonus")
        }
        units_raw = r.table(raw.get("units"), "units")
        cost_raw = r.table(units_raw.get("cost"), "units.cost")
        unit_costs = {
            unit: r.sourced(cost_raw, unit, "units.cost", is_int(0, 50), "a price in gold")
            for unit in ("infantry", "cavalry", "artillery", "cossack")
        }
        hits_raw = r.table(units_raw.get("hits_on"), "units.hits_on")
        hits = {
            unit: r.sourced(hits_raw, unit, "units.hits_on", is_int(1, 7), "a die roll 1-7")
            for unit in ("infantry", "cavalry", "cossack")
        }
        artillery_from_turn = r.sourced(units_raw, "artillery_from_turn", "units", is_int(1, 9), "a turn")
        wealth_raw = r.table(raw.get("wealth"), "wealth")
        wealth = {
            key: r.sourced(wealth_raw, key, "wealth", is_int(0, 20), "a wealth value")
            for key in ("minimum", "maximum", "start")
        }
        provinces = tuple(
            Province(
                key=r.text(p, "key", path),
                name=r.text(p, "name", path),
                name_pl=r.text(p, "name_pl", path),
                aliases=r.texts(p, "aliases", path),
                enemy_field=r.sourced(p, "enemy_field", path, is_int(1, 5), "an enemy field number"),
                estate_track=r.sourced(p, "estate_track", path, is_int_list(1, 20, 1), "a list of field values"),
                forms_pl=cls._forms_pl(r, path, p),
            )
            for path, p in r.items(raw.get("provinces"), "provinces")
        )
        keys = [p.key for p in provinces]

        def is_province(v: Any) -> bool:
            return isinstance(v, str) and v in keys

        houses = tuple(
            House(
                key=r.text(h, "key", path),
                name=r.text(h, "name", path),
                colour=r.text(h, "colour", path),
                home=r.sourced(h, "home", path, is_province, "a province key"),
            )
            for path, h in r.items(raw.get("houses"), "houses")
        )
        turns = bounded(components["turns"], is_int(1, TURNS), TURNS)
        enemies = tuple(
            cls._enemy(r, path, e, is_province, turns) for path, e in r.items(raw.get("enemies"), "enemies")
        )
        army_raw = r.table(raw.get("royal_army"), "royal_army")

        def is_troops(v: Any) -> bool:
            return isinstance(v, Mapping) and all(k in UNIT_KINDS and is_int(0, 9)(n) for k, n in v.items())

        standing = tuple(
            r.sourced_entry(entry, f"royal_army.standing[{i}]", is_troops, "troops like { infantry = 2 }")
            for i, entry in enumerate(r.listed(army_raw.get("standing", []), "royal_army.standing"))
        )
        table = []
        for path, col in r.items(army_raw.get("strength_table"), "royal_army.strength_table"):
            low = r.plain(col, "low", path, is_int(0, 100), "a court sum")
            high = r.plain(col, "high", path, is_int(0, 100), "a court sum")
            troops = r.sourced_entry(col, path, is_troops, "troops like { infantry = 2 }")
            table.append(RoyalArmyColumn(low or 0, high or 0, troops))

        board = cls(
            edition=edition,
            title=r.text(raw, "title", ""),
            components=components,
            economy=economy,
            wealth=wealth,
            houses=houses,
            provinces=provinces,
            enemies=enemies,
            unit_costs=unit_costs,
            hits=hits,
            artillery_from_turn=artillery_from_turn,
            royal_standing=standing,
            royal_table=tuple(table),
            placeholders=tuple(r.placeholders),
        )
        if not r.errors:
            board._cross_check(r, turns)
        r.raise_if_failed()
        return board

    @staticmethod
    def _forms_pl(r: Reader, path: str, p: Mapping[str, Any]) -> dict[str, str]:
        """The optional ``forms_pl`` table, completed from ``name_pl`` where a form is missing."""
        forms = default_forms_pl(str(p.get("name_pl") or p.get("name") or ""))
        given = p.get("forms_pl", {})
        if not isinstance(given, Mapping):
            r.fail(f"{path}.forms_pl", "expected a table like { gen = ..., in = ..., into = ... }")
            return forms
        for tag, text in given.items():
            if tag not in POLISH_FORMS:
                r.fail(f"{path}.forms_pl.{tag}", f"unknown form; the forms are {', '.join(POLISH_FORMS)}")
            elif not isinstance(text, str) or not text.strip():
                r.fail(f"{path}.forms_pl.{tag}", "expected text")
            else:
                forms[tag] = text
        return forms

    @staticmethod
    def _enemy(r: Reader, path: str, e: Mapping[str, Any], is_province: Any, turns: int) -> Enemy:
        def row(key: str) -> tuple[Sourced[int], ...]:
            entries = e.get(key)
            if not isinstance(entries, list) or len(entries) != turns:
                r.fail(f"{path}.{key}", f"expected one strength per turn ({turns})")
                return ()
            return tuple(
                r.sourced_entry(x, f"{path}.{key}[{i}]", is_int(0, 50), "a strength") for i, x in enumerate(entries)
            )

        def optional(key: str) -> Sourced[int] | None:
            return r.sourced(e, key, path, is_int(0, 50), "a strength") if key in e else None

        def per_turn(value: Any) -> bool:
            return isinstance(value, list) and len(value) == turns and all(isinstance(n, str) for n in value)

        names: Any = e.get("names")
        if not per_turn(names):
            r.fail(f"{path}.names", f"expected one name (a text) per turn ({turns})")
            names = [""] * turns
        phrases = e.get("phrases", names)
        if not per_turn(phrases):
            r.fail(f"{path}.phrases", f"expected one phrase (a text) per turn ({turns})")
            phrases = names
        names_pl = e.get("names_pl", names)
        if not per_turn(names_pl):
            r.fail(f"{path}.names_pl", f"expected one Polish name (a text) per turn ({turns})")
            names_pl = names
        phrases_pl = e.get("phrases_pl", names_pl)
        if not per_turn(phrases_pl):
            r.fail(f"{path}.phrases_pl", f"expected one Polish phrase (a text) per turn ({turns})")
            phrases_pl = names_pl
        return Enemy(
            field=r.plain(e, "field", path, is_int(1, 5), "an enemy field number 1-5") or 0,
            key=r.text(e, "key", path),
            names=tuple(str(n) for n in names),
            phrases=tuple(str(n) for n in phrases),
            colour=r.text(e, "colour", path),
            dice=r.sourced(e, "dice", path, is_int(0, 100), "a count of dice"),
            target=r.sourced(e, "target", path, is_province, "a province key"),
            expands_to=r.sourced(
                e,
                "expands_to",
                path,
                lambda v: isinstance(v, list) and all(is_province(x) for x in v),
                "a list of province keys",
            ),
            glory=r.sourced(e, "glory", path, is_int(0, 20), "prestige points"),
            strength_3=row("strength_3"),
            strength_4=row("strength_4"),
            occupied_strength_3=optional("occupied_strength_3"),
            occupied_strength_4=optional("occupied_strength_4"),
            names_pl=tuple(str(n) for n in names_pl),
            phrases_pl=tuple(str(n) for n in phrases_pl),
        )

    def _cross_check(self, r: Reader, turns: int) -> None:
        keys = [p.key for p in self.provinces]
        if len(set(keys)) != len(keys):
            r.fail("provinces", "province keys must be unique")
        if sorted(e.field for e in self.enemies) != list(range(1, len(self.enemies) + 1)):
            r.fail("enemies", "enemy fields must be numbered 1..n, once each")
        for p in self.provinces:
            if p.estate_track.value != sorted(p.estate_track.value):
                r.fail(f"provinces.{p.key}.estate_track", "values must rise towards the border")
            fields = {e.field: e for e in self.enemies}
            enemy = fields.get(p.enemy_field.value)
            if enemy is None or enemy.target.value != p.key:
                r.fail(
                    f"provinces.{p.key}.enemy_field",
                    "must name the enemy whose arrow points at this province",
                )
        lo, hi, start = (self.wealth[k].value for k in ("minimum", "maximum", "start"))
        if not lo <= start <= hi:
            r.fail("wealth.start", "must lie between minimum and maximum")
        if len(self.houses) < 4:
            r.fail("houses", "four houses are needed for a four-player game")
        if len(self.royal_standing) != turns:
            r.fail("royal_army.standing", f"expected standing troops for each of {turns} turns")
        top = 5 * 4  # four players, highest token value 5 each
        covered = sorted((c.low, c.high) for c in self.royal_table)
        expected = 0
        for low, high in covered:
            if low != expected or high < low:
                r.fail(
                    "royal_army.strength_table",
                    f"court sums must be covered without gaps; check {low}-{high}",
                )
                break
            expected = high + 1
        if expected <= top:
            r.fail("royal_army.strength_table", f"court sums up to {top} must be covered")
        tokens = self.influence_tokens
        if len(tokens) < 2 * self.count("tokens_per_turn"):
            r.fail("components.influence_tokens", "there must be enough tokens for two turns")
