"""Phase Nine: Private Armies — recruiting army tokens, in cycles from the Hetman.

"Starting with the Hetman, in clockwise order, each player may recruit and place any number of army
tokens in one province. The procedure is repeated in successive cycles ... If a player declines
(passes) recruitment in a given cycle, he may not buy troops in the next cycle of this phase.
A player recruiting troops in a given province must discard one of his own player dice from it."

"Players have four infantry tokens each, each costing 2 gold ... three cavalry tokens each, each
costing 4 gold ... one artillery token each, which can only be recruited starting from the second
turn of the game, for 6 gold." "Up to two Cossack tokens may also be recruited. Recruited Cossacks
must be deployed in Ukraine. Cossacks are recruited at the same time as a player's own army tokens,
in one cycle of this phase. Each Cossack token costs 2 gold ... Cossack tokens not recruited by
players are placed on the Tatars enemy field." "If there are enemy dice in the province where a
player is recruiting troops, the cost of recruiting units is halved (this also applies to Cossacks)."

Readings:

* A recruitment must include at least one of the player's own tokens: Cossacks come "at the same
  time as a player's own army tokens" and serve "any player who has troops there", so Cossacks
  alone cannot be bought.
* The halving applies to the whole bill; every price is even, so half is always whole gold.
* The tokens a player owns (4 infantry, 3 cavalry, 1 artillery; components) limit what he can
  recruit across all provinces this turn: tokens already on the board are not available.
* A recruitment may carry the recruiter's pass (``recruit ukraine inf=2 then pass``): a pass is final,
  so saying it at once spares the table a round trip to him.
* The unrecruited Cossacks go to the Tatars' field when the phase ends (when every player has
  passed), with an event.
* The unit prices and the artillery's first turn are rulebook constants kept here: the data
  edition has no entry for them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.boze import cycles
from rules.boze.actions import Parser, Pass, ThenPass, verb
from rules.boze.enemies import TATARS
from rules.boze.phases import Phase
from rules.boze.state import BozeState
from rules.core.decision import Choice, Decision, Event, Step, Steps
from rules.core.errors import IllegalAction, MalformedAction
from rules.core.forms import normalise
from rules.core.game import Action
from rules.core.messages import CATALOGUE, Msg, SeatRef, msg
from rules.core.numbers import is_count, read_number

RULE = "Phase Nine: Private Armies"

KINDS = ("infantry", "cavalry", "artillery", "cossacks")
"""The kinds of army token, in the order of the canonical action text."""
SHORT = {"infantry": "inf", "cavalry": "cav", "artillery": "art", "cossacks": "cossack"}
PRICE_KEY = {"infantry": "infantry", "cavalry": "cavalry", "artillery": "artillery", "cossacks": "cossack"}
"""The kinds' names in the board's price table (Phase Nine: infantry 2 gold, cavalry 4, artillery 6,
each Cossack 2; artillery "only ... starting from the second turn")."""
COSSACK_PROVINCE = "ukraine"
"""Phase Nine: "Recruited Cossacks must be deployed in Ukraine"."""

ALIASES = {
    **{normalise(word): "infantry" for word in ("inf", "i", "infantry", "foot", "piechota", "piech", "p")},
    **{normalise(word): "cavalry" for word in ("cav", "c", "cavalry", "horse", "jazda", "kawaleria", "kaw", "j")},
    **{normalise(word): "artillery" for word in ("art", "a", "artillery", "gun", "guns", "artyleria")},
    **{
        normalise(word): "cossacks"
        for word in ("cossack", "cossacks", "coss", "cos", "k", "kozak", "kozacy", "kozakow", "kozaków")
    },
}

EN = {
    "boze.private_armies.prompt": (
        "{seat}: recruit in one province (discard one of your dice there; infantry 2 zł, cavalry 4, "
        "artillery 6 from turn 2, Cossacks 2 in Ukraine; half price where enemy dice stand), or pass "
        "for the rest of the phase. You have {gold} zł. Cycle {cycle}."
    ),
    "boze.private_armies.recruited": "{seat} discards a die from {province} and recruits {units} for {cost} zł{half}.",
    "boze.private_armies.half": " (half price: enemy dice stand there)",
    "boze.private_armies.full": "",
    "boze.private_armies.units.infantry": "{count} infantry",
    "boze.private_armies.units.cavalry": "{count} cavalry",
    "boze.private_armies.units.artillery": "{count} artillery",
    "boze.private_armies.units.cossacks": "{count} {count:Cossack|Cossacks}",
    "boze.private_armies.units.cossack": "1 Cossack",
    "boze.private_armies.passes": "{seat} passes and recruits no more troops this turn.",
    "boze.private_armies.cannot": (
        "{seat} cannot recruit (no die in a province where a unit is still affordable) and passes."
    ),
    "boze.private_armies.cossacks_revolt": (
        "Unrecruited Cossacks rise in revolt, unpaid, and go to the Tatars' field: {count} (+{count} Tatar strength)."
    ),
}

EN_MORE = {
    "boze.private_armies.error.write": (
        "write `recruit <province> inf=N cav=N art=N cossack=N`, e.g. `recruit ukraine inf=1 cav=2`"
    ),
    "boze.private_armies.error.unit": (
        "expected a unit and a count like `inf=2`, `cav=1`, `art=1` or `cossack=2`, got {word}"
    ),
    "boze.private_armies.error.twice": "{kind} is named twice",
    "boze.private_armies.error.not_number": "{word} is not a whole number",
    "boze.private_armies.error.negative_kind": "{kind}: a count cannot be negative",
    "boze.private_armies.error.negative": "a count cannot be negative",
    "boze.private_armies.error.no_die": "you have no die in {province} to discard for the recruitment",
    "boze.private_armies.error.own": (
        "recruit at least one of your own tokens: Cossacks are recruited together with your own troops"
    ),
    "boze.private_armies.error.artillery": "artillery can only be recruited from turn {first} (this is turn {turn})",
    "boze.private_armies.error.cossacks_where": "Cossacks must be deployed in {cossack_province}, not in {province}",
    "boze.private_armies.error.cossacks_left": (
        "only {left} Cossack {left:token is|tokens are} left on the Cossacks field, not {wanted}"
    ),
    "boze.private_armies.error.tokens_left": (
        "{kind}: you have {left} {left:token|tokens} left ({owned} in all, {used} already on the board), not {wanted}"
    ),
    "boze.private_armies.error.gold": "these troops cost {cost} zł and you have {gold} zł",
    "boze.private_armies.kind.infantry": "infantry",
    "boze.private_armies.kind.cavalry": "cavalry",
    "boze.private_armies.kind.artillery": "artillery",
    "boze.private_armies.kind.cossacks": "cossacks",
    "boze.label.recruit": "Recruit",
    "boze.label.pass_phase": "Pass (final for this phase)",
    "boze.label.recruit_then_pass": "…then pass",
    "boze.label.recruit_pass_word": "pass",
    "boze.label.recruit_province": "{province}",
    "boze.label.recruit_half": "{province} (half price)",
    "boze.label.recruit_units": "{count} {kind} ({cost} zł)",
    "boze.label.recruit_preset": "{province}: {units} ({cost} zł)",
    "boze.private_armies.explain": (
        "Recruit army tokens in one province, discarding one of your dice there: infantry 2 zł (hits on {infantry}+), "
        "cavalry 4 zł (hits on {cavalry}+), artillery 6 zł from turn 2 (+1 to your rolls there), Cossacks 2 zł in "
        "Ukraine only, beside your own troops; half price where enemy dice stand. Troops defend their province "
        "against invaders and campaign against the enemy field next door. A pass is final for this phase."
    ),
    "boze.detail.recruit.province": "Your dice here {dice} · your troops here {army} · enemy dice {enemies}",
    "boze.detail.recruit.infantry": "Rolls a die, hits on {hits}+; {left} left to recruit",
    "boze.detail.recruit.cavalry": "Rolls a die, hits on {hits}+; {left} left to recruit",
    "boze.detail.recruit.artillery": "Adds 1 to every roll of your troops here; rolls no die",
    "boze.detail.recruit.cossacks": "Fight beside your troops in Ukraine (hit on {hits}+), only against the Tatars",
    "boze.detail.recruit.preset": "Leaves you {gold} zł and costs one of your dice there (you have {dice})",
    "boze.detail.recruit.start": "Pick a province, then the troops",
    "boze.detail.recruit.pass": "You recruit no more troops this turn",
    "boze.detail.recruit.then_pass": "Recruit and pass: no more troops this turn, the table moves on without you",
    "boze.private_armies.no_troops": "none",
}

PL = {
    "boze.private_armies.prompt": (
        "{seat}: werbuj w jednej prowincji (odrzuć tam jedną swoją kość; piechota 2 zł, jazda 4, artyleria 6 "
        "od 2. tury, Kozacy po 2 na Ukrainie; za pół ceny tam, gdzie stoją kości wroga) albo spasuj do końca "
        "fazy. Masz {gold} zł. Kolejka {cycle}."
    ),
    "boze.private_armies.recruited": ("{seat} odrzuca kość z {province:gen} i werbuje: {units} za {cost} zł{half}."),
    "boze.private_armies.half": " (za pół ceny: stoją tam kości wroga)",
    "boze.private_armies.full": "",
    "boze.private_armies.units.infantry": "piechota {count}",
    "boze.private_armies.units.cavalry": "jazda {count}",
    "boze.private_armies.units.artillery": "artyleria {count}",
    "boze.private_armies.units.cossacks": "Kozacy {count}",
    "boze.private_armies.units.cossack": "Kozacy 1",
    "boze.private_armies.passes": "{seat} pasuje i w tej turze nie werbuje już wojsk.",
    "boze.private_armies.cannot": (
        "{seat} nie może werbować (nie ma kości w prowincji, w której stać go jeszcze na jakąś jednostkę) i pasuje."
    ),
    "boze.private_armies.cossacks_revolt": (
        "Niezwerbowani, nieopłaceni Kozacy podnoszą bunt i przechodzą na pole Tatarów: {count} "
        "{count:żeton|żetony|żetonów} (+{count} do siły Tatarów)."
    ),
    "boze.private_armies.error.write": (
        "napisz `recruit <prowincja> inf=N cav=N art=N cossack=N`, np. `recruit ukraine inf=1 cav=2`"
    ),
    "boze.private_armies.error.unit": (
        "oczekiwano jednostki i liczby, np. `inf=2`, `cav=1`, `art=1` albo `cossack=2`, otrzymano {word}"
    ),
    "boze.private_armies.error.twice": "{kind}: podano dwa razy",
    "boze.private_armies.error.not_number": "{word} to nie liczba całkowita",
    "boze.private_armies.error.negative_kind": "{kind}: liczba nie może być ujemna",
    "boze.private_armies.error.negative": "liczba nie może być ujemna",
    "boze.private_armies.error.no_die": "nie masz {province:in} kości, którą odrzucisz za werbunek",
    "boze.private_armies.error.own": (
        "zwerbuj co najmniej jeden własny żeton: Kozaków werbuje się razem z własnymi wojskami"
    ),
    "boze.private_armies.error.artillery": "artylerię można werbować dopiero od tury {first} (teraz trwa tura {turn})",
    "boze.private_armies.error.cossacks_where": (
        "Kozaków trzeba rozmieścić {cossack_province:in}, a nie {province:in}"
    ),
    "boze.private_armies.error.cossacks_left": (
        "na polu Kozaków {left:został|zostały|zostało} tylko {left} {left:żeton|żetony|żetonów}, a nie {wanted}"
    ),
    "boze.private_armies.error.tokens_left": (
        "{kind}: {left:został|zostały|zostało} ci {left} {left:żeton|żetony|żetonów} "
        "(razem {owned}, na planszy już {used}), a nie {wanted}"
    ),
    "boze.private_armies.error.gold": "te wojska kosztują {cost} zł, a masz {gold} zł",
    "boze.private_armies.kind.infantry": "piechota",
    "boze.private_armies.kind.cavalry": "jazda",
    "boze.private_armies.kind.artillery": "artyleria",
    "boze.private_armies.kind.cossacks": "Kozacy",
    "boze.label.recruit": "Werbuj",
    "boze.label.pass_phase": "Pas (do końca tej fazy)",
    "boze.label.recruit_then_pass": "…potem pas",
    "boze.label.recruit_pass_word": "pas",
    "boze.label.recruit_province": "{province}",
    "boze.label.recruit_half": "{province} (pół ceny)",
    "boze.label.recruit_units": "{kind} {count} ({cost} zł)",
    "boze.label.recruit_preset": "{province}: {units} ({cost} zł)",
    "boze.private_armies.explain": (
        "Werbuj żetony wojska w jednej prowincji, odrzucając tam jedną swoją kość: piechota 2 zł (trafia na "
        "{infantry}+), jazda 4 zł (trafia na {cavalry}+), artyleria 6 zł od 2. tury (+1 do twoich rzutów w tej "
        "prowincji), Kozacy 2 zł tylko na Ukrainie, obok twoich wojsk; za pół ceny tam, gdzie stoją kości wroga. "
        "Wojska bronią prowincji przed najeźdźcami i wyruszają na sąsiednie pole wroga. Pas obowiązuje do końca "
        "fazy."
    ),
    "boze.detail.recruit.province": "Twoje kości tutaj {dice} · twoje wojska tutaj {army} · kości wroga {enemies}",
    "boze.detail.recruit.infantry": "Rzuca kością, trafia na {hits}+; do zwerbowania zostało {left}",
    "boze.detail.recruit.cavalry": "Rzuca kością, trafia na {hits}+; do zwerbowania zostało {left}",
    "boze.detail.recruit.artillery": "Dodaje 1 do każdego rzutu twoich wojsk tutaj; sama nie rzuca",
    "boze.detail.recruit.cossacks": "Walczą obok twoich wojsk na Ukrainie (trafiają na {hits}+), tylko z Tatarami",
    "boze.detail.recruit.preset": "Zostanie ci {gold} zł; kosztuje jedną twoją kość w tej prowincji (masz {dice})",
    "boze.detail.recruit.start": "Wybierz prowincję, potem wojska",
    "boze.detail.recruit.pass": "W tej turze nie werbujesz już wojsk",
    "boze.detail.recruit.then_pass": "Zwerbuj i spasuj: w tej turze już nie werbujesz, stół idzie dalej bez ciebie",
    "boze.private_armies.no_troops": "brak",
}

CATALOGUE.add("en", EN)
CATALOGUE.add("en", EN_MORE)
CATALOGUE.add("pl", PL)


@dataclass(frozen=True, repr=False)
class Recruit(Action):
    """Discard a die in ``province`` and place army tokens there (Phase Nine).

    Canonical text: ``recruit <province> inf=N cav=N art=N cossack=N``, only the non-zero counts,
    in that order (``recruit ukraine inf=1 cav=2``).
    """

    province: str
    infantry: int = 0
    cavalry: int = 0
    artillery: int = 0
    cossacks: int = 0

    def counts(self) -> dict[str, int]:
        return {
            "infantry": self.infantry,
            "cavalry": self.cavalry,
            "artillery": self.artillery,
            "cossacks": self.cossacks,
        }

    def own(self) -> int:
        return self.infantry + self.cavalry + self.artillery

    def __str__(self) -> str:
        parts = [f"recruit {self.province}"]
        parts += [f"{SHORT[k]}={n}" for k, n in self.counts().items() if n]
        return " ".join(parts)


@verb("recruit")
def parse_recruit(parser: Parser, words: list[str]) -> Action:
    """``recruit <province> inf=N cav=N art=N cossack=N``: any order, any of the counts, long or short
    (or Polish) unit names."""
    if not words:
        raise MalformedAction(msg("boze.private_armies.error.write"))
    province = parser.province(words[0])
    counts: dict[str, int] = {}
    for word in words[1:]:
        key, sep, raw = word.partition("=")
        if not sep:
            key, raw = word.rstrip("0123456789"), word[len(word.rstrip("0123456789")) :]
        kind = ALIASES.get(normalise(key))
        if kind is None or not raw:
            raise MalformedAction(msg("boze.private_armies.error.unit", word=repr(word)))
        if kind in counts:
            raise MalformedAction(msg("boze.private_armies.error.twice", kind=kind_msg(kind)))
        counts[kind] = read_number(raw)
        if counts[kind] < 0:
            raise MalformedAction(msg("boze.private_armies.error.negative_kind", kind=kind_msg(kind)))
    return Recruit(province, **counts)


def kind_msg(kind: str) -> Msg:
    """A kind of army token (``infantry``...) by name, in every language."""
    return msg(f"boze.private_armies.kind.{kind}")


def on_board(state: BozeState, seat: int, kind: str) -> int:
    """The seat's tokens of one kind standing in provinces."""
    return sum(getattr(p.armies[seat], kind) for p in state.provinces.values())


class PrivateArmiesPhase(Phase):
    key = "private_armies"
    rule = RULE

    # --- what a seat may recruit -----------------------------------------------------------------

    def available(self, state: BozeState, seat: int) -> dict[str, int]:
        """Tokens the seat may still recruit: his own not yet on the board, the Cossacks on their field."""
        left = {
            kind: self.board.count(kind) - on_board(state, seat, kind) for kind in ("infantry", "cavalry", "artillery")
        }
        if state.turn < self.board.artillery_from_turn.value:
            left["artillery"] = 0
        left["cossacks"] = state.cossacks_field
        return left

    def halved(self, state: BozeState, province: str) -> bool:
        return state.provinces[province].enemy_dice() > 0

    def price(self, state: BozeState, province: str, counts: dict[str, int]) -> int:
        full = sum(self.board.cost(PRICE_KEY[kind]) * n for kind, n in counts.items())
        return full // 2 if self.halved(state, province) else full

    def provinces_for(self, state: BozeState, seat: int) -> list[str]:
        """Provinces where the seat has a die and can afford at least one of his own tokens."""
        left = self.available(state, seat)
        gold = state.players[seat].gold
        out = []
        for key in self.board.province_keys:
            if state.provinces[key].dice[seat] == 0:
                continue
            if any(
                left[k] > 0 and self.price(state, key, {k: 1}) <= gold for k in ("infantry", "cavalry", "artillery")
            ):
                out.append(key)
        return out

    def can_act(self, state: BozeState, seat: int) -> bool:
        return bool(self.provinces_for(state, seat))

    # --- decisions ---------------------------------------------------------------------------

    def waits(self, state: BozeState) -> bool:
        return bool(state.queue)

    def decisions(self, state: BozeState) -> tuple[Decision, ...]:
        if not state.queue:
            return ()
        seat = state.queue[0]
        hits = self.board.hits_on
        return (
            Decision(
                key="private_armies.recruit",
                seats=(seat,),
                prompt=msg(
                    "boze.private_armies.prompt", seat=SeatRef(seat), gold=state.players[seat].gold, cycle=state.cycle
                ),
                forms={seat: self.form(state, seat)},
                defaults={seat: str(Pass())},
                rule=RULE,
                explain=msg("boze.private_armies.explain", infantry=hits["infantry"], cavalry=hits["cavalry"]),
                topic=self.key,
            ),
        )

    def ranked(self, state: BozeState, seat: int) -> list[str]:
        """The provinces the seat may recruit in, those with most of his estates (then dice) first."""
        order = self.board.province_keys

        def weight(key: str) -> tuple[int, int, int]:
            here = state.provinces[key]
            mine = sum(1 for e in here.estates if e.owner == seat)
            return (-mine, -here.dice[seat], order.index(key))

        return sorted(self.provinces_for(state, seat), key=weight)

    def suggested(self, state: BozeState, seat: int, province: str) -> Recruit | None:
        """A balanced force for at most half the seat's gold (at least one unit): infantry and cavalry in
        turn, while he can pay and has tokens left."""
        left = self.available(state, seat)
        gold = state.players[seat].gold
        prices = [self.price(state, province, {k: 1}) for k in ("infantry", "cavalry") if left[k] > 0]
        budget = min(gold, max([gold // 2, *prices[:1]]))
        counts = {"infantry": 0, "cavalry": 0}
        added = True
        while added:
            added = False
            for kind in ("infantry", "cavalry"):
                trial = {**counts, kind: counts[kind] + 1}
                if trial[kind] <= left[kind] and self.price(state, province, trial) <= budget:
                    counts = trial
                    added = True
        if not any(counts.values()):
            return None
        return Recruit(province, infantry=counts["infantry"], cavalry=counts["cavalry"])

    def presets(self, state: BozeState, seat: int) -> tuple[Choice, ...]:
        """One-click recruitments: a balanced force in each of the (up to three) provinces where the seat
        holds most, each legal now."""
        out: list[Choice] = []
        for key in self.ranked(state, seat)[:3]:
            action = self.suggested(state, seat, key)
            if action is None:
                continue
            cost = self.price(state, key, action.counts())
            label = msg(
                "boze.label.recruit_preset",
                province=self.province_ref(key),
                units=units_text(action.counts()),
                cost=cost,
            )
            detail = msg(
                "boze.detail.recruit.preset", gold=state.players[seat].gold - cost, dice=state.provinces[key].dice[seat]
            )
            out.append(self.choice(str(action), label, detail))
        return tuple(out)

    def province_detail(self, state: BozeState, seat: int, key: str) -> Msg:
        here = state.provinces[key]
        army = army_text(here.armies[seat].infantry, here.armies[seat].cavalry, here.armies[seat].artillery)
        return msg("boze.detail.recruit.province", dice=here.dice[seat], army=army, enemies=here.enemy_dice())

    def form(self, state: BozeState, seat: int) -> Steps:
        """``recruit``, a province, then counts in the order inf, cav, art, cossack (only those the
        seat has and can still afford); or ``pass``."""
        provinces = self.provinces_for(state, seat)
        left = self.available(state, seat)
        gold = state.players[seat].gold
        halved = {key: self.halved(state, key) for key in provinces}
        hits = self.board.hits_on

        def unit_detail(kind: str) -> Msg:
            if kind in ("infantry", "cavalry"):
                return msg(f"boze.detail.recruit.{kind}", hits=hits[kind], left=left[kind])
            if kind == "cossacks":
                return msg("boze.detail.recruit.cossacks", hits=hits["cossack"])
            return msg("boze.detail.recruit.artillery")

        def after(words: Sequence[str]) -> Step:
            """A recruitment that is whole may be followed by ``then pass`` (the pass is final anyway)."""
            if "then" in words:
                at = list(words).index("then")
                if not recruitment(words[:at]).complete or words[0] != "recruit":
                    return Step(())
                if len(words) == at + 1:
                    word = self.choice("pass", msg("boze.label.recruit_pass_word"), msg("boze.detail.recruit.pass"))
                    return Step((word,))
                return Step((), complete=list(words[at + 1 :]) == ["pass"])
            step = recruitment(words)
            if step.complete and words[0] == "recruit":
                return Step((*step.choices, then), complete=True)
            return step

        then = self.choice("then", msg("boze.label.recruit_then_pass"), msg("boze.detail.recruit.then_pass"))
        passing = self.choice("pass", msg("boze.label.pass_phase"), msg("boze.detail.recruit.pass"))

        def recruitment(words: Sequence[str]) -> Step:
            if not words:
                start = (
                    [self.choice("recruit", msg("boze.label.recruit"), msg("boze.detail.recruit.start"))]
                    if provinces
                    else []
                )
                return Step((*start, passing))
            if words[0] == "pass":
                return Step((), complete=len(words) == 1)
            if words[0] != "recruit":
                return Step(())
            if len(words) == 1:
                return Step(
                    tuple(
                        self.choice(
                            key,
                            msg(
                                "boze.label.recruit_half" if halved[key] else "boze.label.recruit_province",
                                province=self.province_ref(key),
                            ),
                            self.province_detail(state, seat, key),
                        )
                        for key in provinces
                    )
                )
            province = words[1]
            if province not in halved:
                return Step(())
            chosen: dict[str, int] = {}
            for word in words[2:]:
                kind_short, _, raw = word.partition("=")
                kinds = [k for k, s in SHORT.items() if s == kind_short]
                if not kinds or not is_count(raw):
                    return Step(())
                chosen[kinds[0]] = int(raw)
            last = max((KINDS.index(k) for k in chosen), default=-1)
            own = sum(n for k, n in chosen.items() if k != "cossacks")
            spent = self.price(state, province, chosen)
            choices: list[Choice] = []
            for kind in KINDS[last + 1 :]:
                if kind == "cossacks" and (province != COSSACK_PROVINCE or own == 0):
                    continue
                for n in range(1, left[kind] + 1):
                    cost = self.price(state, province, {kind: n})
                    if spent + cost > gold:
                        break
                    label = msg("boze.label.recruit_units", count=n, kind=kind_msg(kind), cost=cost)
                    choices.append(self.choice(f"{SHORT[kind]}={n}", label, unit_detail(kind)))
            return Step(tuple(choices), complete=own > 0)

        return Steps(
            after, hint="recruit <province> inf=N cav=N art=N cossack=N [then pass]", presets=self.presets(state, seat)
        )

    # --- playing -----------------------------------------------------------------------------

    def validate(self, state: BozeState, seat: int, decision: Decision, action: Action) -> None:
        if isinstance(action, Pass):
            return
        if isinstance(action, ThenPass):
            action = action.action
        self.expect(action, Recruit, "recruit <province> inf=N cav=N art=N cossack=N")
        assert isinstance(action, Recruit)
        name = self.province_ref(action.province)
        counts = action.counts()
        if any(n < 0 for n in counts.values()):
            raise IllegalAction(msg("boze.private_armies.error.negative"), rule=RULE)
        if state.provinces[action.province].dice[seat] == 0:
            raise IllegalAction(msg("boze.private_armies.error.no_die", province=name), rule=RULE)
        if action.own() == 0:
            raise IllegalAction(msg("boze.private_armies.error.own"), rule=RULE)
        first = self.board.artillery_from_turn.value
        if action.artillery and state.turn < first:
            raise IllegalAction(msg("boze.private_armies.error.artillery", first=first, turn=state.turn), rule=RULE)
        if action.cossacks and action.province != COSSACK_PROVINCE:
            where = msg(
                "boze.private_armies.error.cossacks_where",
                cossack_province=self.province_ref(COSSACK_PROVINCE),
                province=name,
            )
            raise IllegalAction(where, rule=RULE)
        if action.cossacks > state.cossacks_field:
            left_msg = msg("boze.private_armies.error.cossacks_left", left=state.cossacks_field, wanted=action.cossacks)
            raise IllegalAction(left_msg, rule=RULE)
        for kind in ("infantry", "cavalry", "artillery"):
            wanted = counts[kind]
            owned = self.board.count(kind)
            left = owned - on_board(state, seat, kind)
            if wanted > left:
                tokens = msg(
                    "boze.private_armies.error.tokens_left",
                    left=left,
                    kind=kind_msg(kind),
                    owned=owned,
                    used=owned - left,
                    wanted=wanted,
                )
                raise IllegalAction(tokens, rule=RULE)
        cost = self.price(state, action.province, counts)
        gold = state.players[seat].gold
        if cost > gold:
            raise IllegalAction(msg("boze.private_armies.error.gold", cost=cost, gold=gold), rule=RULE)

    def play(self, state: BozeState, seat: int, decision: Decision, action: Action) -> list[Event]:
        if isinstance(action, Pass):
            cycles.acted(state, seat, passed=True)
            return [Event(msg("boze.private_armies.passes", seat=SeatRef(seat))), *self.proceed(state)]
        then_pass = isinstance(action, ThenPass)
        if isinstance(action, ThenPass):
            action = action.action
        assert isinstance(action, Recruit)
        counts = action.counts()
        province = state.provinces[action.province]
        cost = self.price(state, action.province, counts)
        half = self.halved(state, action.province)
        province.dice[seat] -= 1
        state.players[seat].gold -= cost
        army = province.armies[seat]
        army.infantry += action.infantry
        army.cavalry += action.cavalry
        army.artillery += action.artillery
        if action.cossacks:
            state.cossacks_field -= action.cossacks
            state.provinces[COSSACK_PROVINCE].cossacks += action.cossacks
        event = Event(
            msg(
                "boze.private_armies.recruited",
                seat=SeatRef(seat),
                province=self.province_ref(action.province),
                units=units_text(counts),
                cost=cost,
                half=msg("boze.private_armies.half" if half else "boze.private_armies.full"),
            )
        )
        cycles.acted(state, seat, passed=then_pass)
        passed = [Event(msg("boze.private_armies.passes", seat=SeatRef(seat)))] if then_pass else []
        return [event, *passed, *self.proceed(state)]

    def begin(self, state: BozeState) -> list[Event]:
        cycles.start(state)
        return self.proceed(state)

    def proceed(self, state: BozeState) -> list[Event]:
        """Pass for the seats that cannot recruit; when nobody is left, close the phase."""
        skipped = cycles.settle(state, lambda s: self.can_act(state, s))
        events = [Event(msg("boze.private_armies.cannot", seat=SeatRef(s))) for s in skipped]
        if not state.queue:
            events += self.close(state)
        return events

    def close(self, state: BozeState) -> list[Event]:
        """ "Cossack tokens not recruited by players are placed on the Tatars enemy field." """
        cycles.finish(state)
        count = state.cossacks_field
        if count == 0:
            return []
        state.enemy_fields[TATARS].cossacks += count
        state.cossacks_field = 0
        return [Event(msg("boze.private_armies.cossacks_revolt", count=count))]


def units_text(counts: dict[str, int]) -> list[Msg]:
    """``1 infantry, 2 cavalry, 2 Cossacks`` as messages, the non-zero counts only."""
    out = []
    for kind, n in counts.items():
        if n:
            key = (
                "boze.private_armies.units.cossack"
                if kind == "cossacks" and n == 1
                else f"boze.private_armies.units.{kind}"
            )
            out.append(msg(key, count=n))
    return out


def army_text(infantry: int, cavalry: int, artillery: int) -> Msg:
    """A seat's troops in a province, in words ("none" when it has none)."""
    units = units_text({"infantry": infantry, "cavalry": cavalry, "artillery": artillery})
    return msg("core.label", label=units) if units else msg("boze.private_armies.no_troops")
