"""Phase Twelve: Relief of the Royal Army — the Royal Army strikes enemy dice that broke into Poland.

"The first player, who received the office of Hetman, has the first right to use the Royal Army.
This player may indicate one province containing enemy dice and attack it with Royal Army units.
Combat is carried out the same way as in the Magnate Campaigns phase. Every hit scored results in
one enemy die being removed from the province ... a unit is destroyed if it rolls a "1" ... After
the Hetman's attack (even if he did not carry one out), the other players, in turn order, may use
the Royal Army, carrying out cycles of one attack each. A player who wants to use the Royal Army must
remove one of his player discs from the Sejm ... If all the enemy dice are destroyed in an attack,
any additional hits are lost ... This phase ends when players have carried out all the attacks they
want, or when they run out of the means to carry them out ... If a player declares in a given cycle
that he is not attacking with the Royal Army (passes), he may not attack with it in a later cycle
... The Royal Army, like private armies, may not attack Habsburg influence markers."

Relief of Vienna: "In the third turn, every player may use the Royal Army as described above to
attack the Habsburg Empire enemy field, if it contains Ottoman Empire enemy dice."

Readings:

* The Hetman's free attack is his attack of the first cycle; if he passes there his pass is final
  like anyone's, and every later attack of his costs a Sejm disc like anyone else's.
* Any enemy dice in a province may be attacked, also dice carried over from an earlier turn ("enemy
  dice that broke into a province" says where they stand, not when they came).
* When dice of several enemies stand in one province (the cancelling rules of Phases Eleven and
  Thirteen make this all but impossible), hits fall on the largest group first, ties by enemy key
  (``combat.remove_enemy_dice``); the attacker does not choose.
* Which of his Sejm discs a player spends has no effect on the game (Phase Eight: "the disc removed
  ... does not have to come from the ... field"); the bot takes his disc from the first Sejm field in
  province order and says which.
* The Habsburg field is a target in turn 3 only (the Relief of Vienna); hits there remove Ottoman
  dice and place no king dice, and extra hits are lost there too.
* A seat that can never attack again (no Royal Army infantry or cavalry left, no target, or no disc
  and no free attack) is passed for, and the phase says why; nothing grows during this phase, so
  such a seat could not attack in a later cycle either.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.boze import combat, cycles, names
from rules.boze import enemies as foes
from rules.boze.actions import Parser, Pass, verb
from rules.boze.phases import Phase
from rules.boze.state import Army, BozeState, sejm_discs
from rules.core.decision import Decision, Event, Options
from rules.core.errors import IllegalAction, MalformedAction
from rules.core.forms import normalise
from rules.core.game import Action
from rules.core.messages import CATALOGUE, Msg, Name, SeatRef, msg

RULE = "Phase Twelve: Relief of the Royal Army"
RULE_VIENNA = "Phase Twelve: Relief of Vienna"
VIENNA_TURN = 3
HABSBURG = foes.HABSBURG
HABSBURG_WORDS = ("habsburg", "habsburgs", "habsburgowie", "vienna", "wieden", "wiedeń", "austria")

EN = {
    "boze.relief.ready": (
        "The Royal Army ({army}) may relieve {targets}. {seat}, the Hetman, attacks first and for free; "
        "every other attack costs one of the attacker's Sejm discs."
    ),
    "boze.relief.army": "{infantry} infantry, {cavalry} cavalry, {artillery} artillery",
    "boze.relief.target": "{place} (enemy dice: {count})",
    "boze.relief.habsburg_field": "the Habsburg field, the Relief of Vienna",
    "boze.relief.no_army": "The Royal Army has no infantry or cavalry left to fight: the relief is over.",
    "boze.relief.no_targets": (
        "No enemy dice stand where the Royal Army may attack (it never attacks Habsburg influence markers): "
        "the relief is over."
    ),
    "boze.relief.no_disc": "{seat} has no disc in the Sejm to spend and passes.",
    "boze.relief.passes": "{seat} passes and will not use the Royal Army again this phase.",
    "boze.relief.attack": (
        "{seat} sends the Royal Army against {place} ({cost}) and rolls {faces}: {result}{wasted}{losses}."
    ),
    "boze.relief.cost_free": "the Hetman's free attack",
    "boze.relief.cost_disc": "spending the Sejm disc of {field}",
    "boze.relief.no_hits": "no hits",
    "boze.relief.one_hit": "1 hit removes {removed}",
    "boze.relief.hits": "{hits} {hits:hit|hits} remove {removed}",
    "boze.relief.dice": "{count} {colour} dice ({enemy})",
    "boze.relief.die": "1 {colour} die ({enemy})",
    "boze.relief.wasted": "; {count} more hits are lost, no enemy dice being left there",
    "boze.relief.wasted_one": "; 1 more hit is lost, no enemy dice being left there",
    "boze.relief.losses": "; rolling 1 destroys {units}",
    "boze.relief.unit.infantry": "{count} infantry",
    "boze.relief.unit.cavalry": "{count} cavalry",
    "boze.relief.nothing": "",
    "boze.prompt.relief": (
        "{seat}: attack enemy dice with the Royal Army ({army}): {cost}. Or pass; a pass is final for this phase."
    ),
    "boze.prompt.relief_free": "your attack is free, as Hetman",
    "boze.prompt.relief_disc": "an attack costs one of your Sejm discs (you have {discs})",
}
EN_MORE = {
    "boze.relief.error.write": "write `relieve <province>`, e.g. `relieve ukraine`, or `relieve habsburg` (turn 3)",
    "boze.relief.error.vienna_turn": (
        "the Royal Army may attack the Habsburg field only in the third turn (the Relief of Vienna)"
    ),
    "boze.relief.error.no_vienna": "no Ottoman dice stand on the Habsburg field: there is no Vienna to relieve",
    "boze.relief.error.markers_only": (
        "only Habsburg influence markers stand in {province}, and the Royal Army may not attack them"
    ),
    "boze.relief.error.no_enemy": "no enemy dice stand in {province}",
    "boze.relief.error.no_army": "the Royal Army has no infantry or cavalry left to fight",
    "boze.relief.error.no_disc": "you have no disc in the Sejm to spend; only the Hetman's first attack is free",
    "boze.label.relief": "{place} (enemy dice: {count})",
    "boze.label.relief_vienna": "Habsburg field (Relief of Vienna)",
    "boze.label.pass_final": "Pass (final)",
    "boze.relief.explain": (
        "Send the Royal Army against enemy dice that broke into a province: each infantry and cavalry rolls, each "
        "hit removes one enemy die there, and a 1 destroys the royal unit. Enemy dice left standing burn estates "
        "in Phase 14. The Hetman's first attack is free; any other costs one of your Sejm discs. A pass is final."
    ),
    "boze.detail.relief": "Enemy dice {count} · player dice there {dice} · your estates there {estates}",
    "boze.detail.relief_vienna": "Ottoman dice on the Habsburg field: {count}",
    "boze.detail.pass_relief": "You do not use the Royal Army again this phase",
}

PL = {
    "boze.relief.ready": (
        "Armia Królewska ({army}) może ruszyć z odsieczą: {targets}. {seat} jako Hetman atakuje pierwszy "
        "i za darmo; każdy inny atak kosztuje atakującego jeden jego krążek z Sejmu."
    ),
    "boze.relief.army": "piechota {infantry}, jazda {cavalry}, artyleria {artillery}",
    "boze.relief.target": "{place} (kości wroga: {count})",
    "boze.relief.habsburg_field": "pole Habsburgów — odsiecz wiedeńska",
    "boze.relief.no_army": "Armii Królewskiej nie została piechota ani jazda zdolna do walki: odsiecz dobiega końca.",
    "boze.relief.no_targets": (
        "Tam, gdzie Armia Królewska może uderzyć, nie stoją żadne kości wroga (znaczników wpływów Habsburgów "
        "nigdy nie atakuje): odsiecz dobiega końca."
    ),
    "boze.relief.no_disc": "{seat} nie ma krążka w Sejmie, który mógłby oddać, i pasuje.",
    "boze.relief.passes": "{seat} pasuje i w tej fazie nie użyje już Armii Królewskiej.",
    "boze.relief.attack": (
        "{seat} posyła Armię Królewską (cel: {place}; {cost}) i rzuca: {faces}; {result}{wasted}{losses}."
    ),
    "boze.relief.cost_free": "darmowy atak Hetmana",
    "boze.relief.cost_disc": "za krążek z pola {field:gen} w Sejmie",
    "boze.relief.no_hits": "brak trafień",
    "boze.relief.one_hit": "1 trafienie usuwa: {removed}",
    "boze.relief.hits": "{hits} {hits:trafienie usuwa|trafienia usuwają|trafień usuwa}: {removed}",
    "boze.relief.dice": "{count} {count:kość|kości|kości} wroga ({enemy}, {colour})",
    "boze.relief.die": "1 kość wroga ({enemy}, {colour:one})",
    "boze.relief.wasted": "; kolejne trafienia ({count}) przepadają, bo nie ma tam już kości wroga",
    "boze.relief.wasted_one": "; jeszcze 1 trafienie przepada, bo nie ma tam już kości wroga",
    "boze.relief.losses": "; wyrzucenie 1 niszczy: {units}",
    "boze.relief.unit.infantry": "piechota {count}",
    "boze.relief.unit.cavalry": "jazda {count}",
    "boze.relief.nothing": "",
    "boze.prompt.relief": (
        "{seat}: zaatakuj kości wroga Armią Królewską ({army}): {cost}. Albo spasuj; pas obowiązuje do końca fazy."
    ),
    "boze.prompt.relief_free": "jako Hetman atakujesz za darmo",
    "boze.prompt.relief_disc": "atak kosztuje jeden z twoich krążków w Sejmie (masz {discs})",
    "boze.relief.error.write": (
        "napisz `relieve <prowincja>`, np. `relieve ukraine`, albo `relieve habsburg` (tura 3)"
    ),
    "boze.relief.error.vienna_turn": (
        "Armia Królewska może zaatakować pole Habsburgów tylko w trzeciej turze (odsiecz wiedeńska)"
    ),
    "boze.relief.error.no_vienna": "na polu Habsburgów nie ma kości osmańskich: Wiedeń nie potrzebuje odsieczy",
    "boze.relief.error.markers_only": (
        "{province:in:cap} stoją tylko znaczniki wpływów Habsburgów, a tych Armia Królewska atakować nie może"
    ),
    "boze.relief.error.no_enemy": "{province:in:cap} nie stoją żadne kości wroga",
    "boze.relief.error.no_army": "Armii Królewskiej nie została piechota ani jazda zdolna do walki",
    "boze.relief.error.no_disc": "nie masz krążka w Sejmie do oddania; za darmo jest tylko pierwszy atak Hetmana",
    "boze.label.relief": "{place} (kości wroga: {count})",
    "boze.label.relief_vienna": "Pole Habsburgów (odsiecz wiedeńska)",
    "boze.label.pass_final": "Pas (ostateczny)",
    "boze.relief.explain": (
        "Poślij Armię Królewską na kości wroga, które wdarły się do prowincji: każda piechota i jazda rzuca kością, "
        "każde trafienie usuwa tam jedną kość wroga, a wynik 1 niszczy jednostkę królewską. Kości wroga, które "
        "zostaną, palą latyfundia w fazie 14. Pierwszy atak Hetmana jest darmowy; każdy inny kosztuje jeden twój "
        "krążek z Sejmu. Pas jest ostateczny."
    ),
    "boze.detail.relief": "Kości wroga {count} · kości graczy tam {dice} · twoje latyfundia tam {estates}",
    "boze.detail.relief_vienna": "Kości osmańskie na polu Habsburgów: {count}",
    "boze.detail.pass_relief": "W tej fazie nie użyjesz już Armii Królewskiej",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("en", EN_MORE)
CATALOGUE.add("pl", PL)


@dataclass(frozen=True, repr=False)
class Relieve(Action):
    """Attack the enemy dice in a province (or, in turn 3, on the Habsburg field) with the Royal Army."""

    target: str

    def __str__(self) -> str:
        return f"relieve {self.target}"


@verb("relieve")
def parse_relieve(parser: Parser, words: list[str]) -> Action:
    if len(words) != 1:
        raise MalformedAction(msg("boze.relief.error.write"))
    if normalise(words[0]) in {normalise(w) for w in HABSBURG_WORDS}:
        return Relieve(HABSBURG)
    return Relieve(parser.province(words[0]))


def army_msg(army: Army) -> Msg:
    return msg("boze.relief.army", infantry=army.infantry, cavalry=army.cavalry, artillery=army.artillery)


class ReliefPhase(Phase):
    key = "relief"
    rule = RULE

    # --- what may be attacked, and by whom --------------------------------------------------

    def targets(self, state: BozeState) -> dict[str, int]:
        """Enemy dice the Royal Army may attack, by target: provinces (never markers), then the
        Habsburg field in turn 3 if Ottoman dice stand there."""
        out = {p.key: state.provinces[p.key].enemy_dice() for p in self.board.provinces}
        out = {k: n for k, n in out.items() if n > 0}
        if state.turn == VIENNA_TURN and state.enemy_fields[HABSBURG].ottoman > 0:
            out[HABSBURG] = state.enemy_fields[HABSBURG].ottoman
        return out

    def free(self, state: BozeState, seat: int) -> bool:
        """The Hetman's free attack: his turn in the first cycle, not yet used."""
        return state.relief_free and seat == state.mace and state.cycle == 1

    def can_pay(self, state: BozeState, seat: int) -> bool:
        return self.free(state, seat) or sejm_discs(state, seat) > 0

    def can_act(self, state: BozeState, seat: int) -> bool:
        return state.royal_army.fighting() > 0 and bool(self.targets(state)) and self.can_pay(state, seat)

    def target_name(self, target: str) -> Msg | Name:
        return msg("boze.relief.habsburg_field") if target == HABSBURG else self.province_ref(target)

    # --- flow ------------------------------------------------------------------------------

    def begin(self, state: BozeState) -> list[Event]:
        state.relief_free = True
        cycles.start(state)
        events: list[Event] = []
        targets = self.targets(state)
        if state.royal_army.fighting() > 0 and targets:
            listed = [msg("boze.relief.target", place=self.target_name(k), count=n) for k, n in targets.items()]
            events.append(
                Event(
                    msg(
                        "boze.relief.ready",
                        army=army_msg(state.royal_army),
                        targets=listed,
                        seat=SeatRef(state.mace),
                    )
                )
            )
        return events + self.settle(state)

    def settle(self, state: BozeState) -> list[Event]:
        """Pass for the seats that cannot attack, saying why; close the phase when nobody is left."""
        skipped = cycles.settle(state, lambda s: self.can_act(state, s))
        events: list[Event] = []
        if skipped:
            if state.royal_army.fighting() == 0:
                events.append(Event(msg("boze.relief.no_army")))
            elif not self.targets(state):
                events.append(Event(msg("boze.relief.no_targets")))
            else:
                events += [Event(msg("boze.relief.no_disc", seat=SeatRef(s))) for s in skipped]
        if not state.queue:
            cycles.finish(state)
            state.relief_free = False
        return events

    def waits(self, state: BozeState) -> bool:
        return bool(state.queue)

    def decisions(self, state: BozeState) -> tuple[Decision, ...]:
        if not state.queue:
            return ()
        seat = state.queue[0]
        choices = [
            self.choice(
                str(Relieve(k)), msg("boze.label.relief", place=self.label(k), count=n), self.detail(state, seat, k, n)
            )
            for k, n in self.targets(state).items()
        ]
        choices.append(self.choice(str(Pass()), msg("boze.label.pass_final"), msg("boze.detail.pass_relief")))
        cost = (
            msg("boze.prompt.relief_free")
            if self.free(state, seat)
            else msg("boze.prompt.relief_disc", discs=sejm_discs(state, seat))
        )
        return (
            Decision(
                key="relief.attack",
                seats=(seat,),
                prompt=msg("boze.prompt.relief", seat=SeatRef(seat), army=army_msg(state.royal_army), cost=cost),
                forms={seat: Options(tuple(choices))},
                defaults={seat: str(Pass())},
                rule=RULE,
                explain=msg("boze.relief.explain"),
                topic=self.key,
            ),
        )

    def detail(self, state: BozeState, seat: int, target: str, count: int) -> Msg:
        """What stands where the Royal Army would strike (public)."""
        if target == HABSBURG:
            return msg("boze.detail.relief_vienna", count=count)
        here = state.provinces[target]
        estates = sum(1 for e in here.estates if e.owner == seat)
        return msg("boze.detail.relief", count=count, dice=sum(here.dice), estates=estates)

    def label(self, target: str) -> Msg | Name:
        return msg("boze.label.relief_vienna") if target == HABSBURG else self.province_ref(target)

    # --- answers ---------------------------------------------------------------------------

    def validate(self, state: BozeState, seat: int, decision: Decision, action: Action) -> None:
        if isinstance(action, Pass):
            return
        self.expect(action, Relieve, "relieve <province>` or `pass")
        assert isinstance(action, Relieve)
        target = action.target
        if target == HABSBURG:
            if state.turn != VIENNA_TURN:
                raise IllegalAction(msg("boze.relief.error.vienna_turn"), rule=RULE_VIENNA)
            if state.enemy_fields[HABSBURG].ottoman == 0:
                raise IllegalAction(msg("boze.relief.error.no_vienna"), rule=RULE_VIENNA)
        elif state.provinces[target].enemy_dice() == 0:
            name = self.province_ref(target)
            if state.provinces[target].markers:
                raise IllegalAction(msg("boze.relief.error.markers_only", province=name), rule=RULE)
            raise IllegalAction(msg("boze.relief.error.no_enemy", province=name), rule=RULE)
        if state.royal_army.fighting() == 0:
            raise IllegalAction(msg("boze.relief.error.no_army"), rule=RULE)
        if not self.can_pay(state, seat):
            raise IllegalAction(msg("boze.relief.error.no_disc"), rule=RULE)

    def play(self, state: BozeState, seat: int, decision: Decision, action: Action) -> list[Event]:
        if isinstance(action, Pass):
            if seat == state.mace:
                state.relief_free = False
            cycles.acted(state, seat, passed=True)
            return [Event(msg("boze.relief.passes", seat=SeatRef(seat))), *self.settle(state)]
        assert isinstance(action, Relieve)
        if self.free(state, seat):
            state.relief_free = False
            cost = msg("boze.relief.cost_free")
        else:
            field = self.spend_disc(state, seat)
            cost = msg("boze.relief.cost_disc", field=self.province_ref(field))
        if seat == state.mace:
            state.relief_free = False
        events = [self.attack(state, seat, action.target, cost)]
        cycles.acted(state, seat, passed=False)
        return events + self.settle(state)

    def spend_disc(self, state: BozeState, seat: int) -> str:
        """Remove one of ``seat``'s discs from the Sejm: the first of his fields in province order."""
        order = [*self.board.province_keys, *sorted(state.sejm)]
        field = next(k for k in order if state.sejm.get(k) == seat)
        del state.sejm[field]
        return field

    def attack(self, state: BozeState, seat: int, target: str, cost: Msg) -> Event:
        """Roll for the Royal Army, remove enemy dice hit by hit, lose the units that rolled a 1."""
        army = state.royal_army
        result = combat.attack(state.rng, self.board.hits_on, army)
        if target == HABSBURG:
            field = state.enemy_fields[HABSBURG]
            removed = {foes.OTTOMAN: min(result.hits, field.ottoman)}
            field.ottoman -= removed[foes.OTTOMAN]
            wasted = result.hits - removed[foes.OTTOMAN]
        else:
            enemies = state.provinces[target].enemies
            before = dict(enemies)
            wasted = combat.remove_enemy_dice(enemies, result.hits)
            removed = {k: n - enemies.get(k, 0) for k, n in before.items() if n - enemies.get(k, 0) > 0}
        lost = {unit: result.lost(unit) for unit in ("infantry", "cavalry")}
        combat.take_losses(army, result)
        return Event(
            msg(
                "boze.relief.attack",
                seat=SeatRef(seat),
                place=self.target_name(target),
                cost=cost,
                faces=list(result.faces),
                result=self.outcome(state, result.hits - wasted, removed),
                wasted=self.wasted(wasted),
                losses=self.losses(lost),
            ),
            kind="roll",
            dice=result.faces,
        )

    def outcome(self, state: BozeState, hits: int, removed: dict[str, int]) -> Msg:
        if hits == 0:
            return msg("boze.relief.no_hits")
        dice = [
            msg(
                "boze.relief.die",
                colour=names.colour(foes.enemy(self.board, k).colour),
                enemy=self.enemy_name(state, k),
            )
            if n == 1
            else msg(
                "boze.relief.dice",
                count=n,
                colour=names.colour(foes.enemy(self.board, k).colour),
                enemy=self.enemy_name(state, k),
            )
            for k, n in removed.items()
        ]
        if hits == 1:
            return msg("boze.relief.one_hit", removed=dice)
        return msg("boze.relief.hits", hits=hits, removed=dice)

    def enemy_name(self, state: BozeState, key: str) -> Name:
        return names.enemy_title(self.board, key, state.turn)

    def wasted(self, count: int) -> Msg:
        if count == 0:
            return msg("boze.relief.nothing")
        if count == 1:
            return msg("boze.relief.wasted_one")
        return msg("boze.relief.wasted", count=count)

    def losses(self, lost: dict[str, int]) -> Msg:
        units = [msg(f"boze.relief.unit.{unit}", count=n) for unit, n in lost.items() if n]
        return msg("boze.relief.losses", units=units) if units else msg("boze.relief.nothing")
