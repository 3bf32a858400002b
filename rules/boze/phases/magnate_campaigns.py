"""Phase Ten: Magnate Campaigns — raids on the enemy fields, in cycles from the Hetman.

"In each cycle, every player will be able to conduct one campaign against one of the hostile states
... If a player declines (passes) conducting a campaign in a given cycle, he may not conduct another
campaign in the next cycle of this phase. Starting with the Hetman, in clockwise order, players may
conduct campaigns — such a player must discard one of his own player dice from a province and
declare that he is campaigning from it. This province must be connected by an arrow to the enemy
field the player wants to invade."

"The player rolls one die for each infantry token and each cavalry token (as well as Cossacks) that
he has in the province ... For each hit obtained this way, the player places one of his own player
dice, taken from his own pool of markers, on the attacked enemy's field." A natural 1 destroys the
unit; "Eliminated Cossack units are placed on the "Cossacks" field." Cossacks join "provided he
himself has at least one of his own infantry or cavalry units in that province ... Cossacks may only
attack the Tatars." "If there are enemy dice in the province from which a campaign is launched, they
become the target of attacks first."

"For the Royal Army to join a player's attack, he must discard one of his discs from the Sejm ...
only one campaign ... each hit scored by its troops results in a gold king die being placed on the
enemy field. The combat effects of the Royal Army are resolved only after the combat effects of the
army of the player it joined have been applied." "Players are not allowed to attack the Habsburg
Empire in the first three turns of the game." Phase Eight: "A campaign may not be started against an
enemy with whom a treaty was concluded this turn. It is, however, allowed to attack enemy dice that
remained in Polish provinces".

Readings:

* Every Cossack standing in Ukraine joins the attack of the player campaigning from Ukraine (against
  the Tatars, the only enemy its arrow points at), if he has an infantry or cavalry unit there; a
  Cossack that rolls a 1 goes back to the Cossacks field.
* Against the enemy of this turn's treaty a campaign may be started only when enemy dice stand in
  the province; hits beyond them are lost (no dice go on the treaty enemy's field).
* Turns 1-3: no campaign at all from Great Poland, whose arrow points only at the Habsburgs. Turn 4:
  a campaign from Great Poland goes against the Habsburg field; when the Ottomans hold it, the orange
  dice in Great Poland are hit first ("purple arrows ... treated as if they were orange").
* A campaign needs a die in the province and at least one unit that rolls: his own infantry or
  cavalry there, or, with ``royal``, the Royal Army's (artillery rolls no die; Cossacks never fight
  without his own infantry or cavalry).
* The Royal Army's hits first remove the enemy dice its player's army left in the province, then put
  king dice on the field, as many as are left of the twelve; the rest are lost. Its units that roll
  a 1 are lost. The Sejm disc discarded is the player's first in province order (which one is
  immaterial).
* A hit for which the player's pool has no die left is lost.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.boze import cycles, names
from rules.boze.actions import Parser, Pass, verb
from rules.boze.board import Enemy
from rules.boze.combat import Attack, attack, remove_enemy_dice, take_losses
from rules.boze.enemies import HABSBURG, TATARS, colour_on, occupied, strength
from rules.boze.phases import Phase
from rules.boze.phases.private_armies import army_text
from rules.boze.state import Army, BozeState, free_dice, king_dice_left, sejm_discs
from rules.core.decision import Decision, Event, Options
from rules.core.errors import IllegalAction, MalformedAction
from rules.core.forms import normalise
from rules.core.game import Action
from rules.core.messages import CATALOGUE, Msg, Name, SeatRef, msg

RULE = "Phase Ten: Magnate Campaigns"
HABSBURG_FROM_TURN = 4
"""Phase Ten: "Players are not allowed to attack the Habsburg Empire in the first three turns"."""

ROYAL_WORDS = {normalise(w) for w in ("royal", "king", "royalarmy", "krol", "król", "krolewska", "królewska")}

EN = {
    "boze.magnate_campaigns.prompt": (
        "{seat}: campaign from a province whose arrow points at an enemy (discard one of your dice there; "
        "give up a Sejm disc for the Royal Army to join), or pass for the rest of the phase. Cycle {cycle}."
    ),
    "boze.magnate_campaigns.declared": "{seat} discards a die from {province} and campaigns against {enemy}.",
    "boze.magnate_campaigns.royal_joins": (
        "{seat} discards the Sejm disc of {sejm}: the Royal Army joins this campaign."
    ),
    "boze.magnate_campaigns.enemy": "{name}",
    "boze.magnate_campaigns.enemy_held": "the {name} field, held by {holder}",
    "boze.magnate_campaigns.roll": "{seat} rolls {faces}{artillery}: {hits} {hits:hit|hits}.",
    "boze.magnate_campaigns.royal_roll": "The Royal Army rolls {faces}{artillery}: {hits} {hits:hit|hits}.",
    "boze.magnate_campaigns.artillery": " (+1 for artillery)",
    "boze.magnate_campaigns.no_artillery": "",
    "boze.magnate_campaigns.face.infantry": "infantry {face}",
    "boze.magnate_campaigns.face.cavalry": "cavalry {face}",
    "boze.magnate_campaigns.face.cossack": "Cossack {face}",
    "boze.magnate_campaigns.removed": "{count} enemy {count:die is|dice are} removed from {province}.",
    "boze.magnate_campaigns.placed": "{seat} places {count} {count:die|dice} on the {field} field.",
    "boze.magnate_campaigns.king_dice": "{count} king {count:die is|dice are} placed on the {field} field.",
    "boze.magnate_campaigns.lost_treaty": (
        "{count} further {count:hit is|hits are} lost: a treaty with {enemy} was concluded this turn."
    ),
    "boze.magnate_campaigns.lost_pool": "{count} {count:hit is|hits are} lost: {seat} has no dice left in his pool.",
    "boze.magnate_campaigns.lost_king": "{count} {count:hit is|hits are} lost: no king dice are left.",
    "boze.magnate_campaigns.losses": "{seat} loses {units} (rolled 1).",
    "boze.magnate_campaigns.royal_losses": "The Royal Army loses {units} (rolled 1).",
    "boze.magnate_campaigns.units.infantry": "{count} infantry",
    "boze.magnate_campaigns.units.cavalry": "{count} cavalry",
    "boze.magnate_campaigns.cossacks_back": "Cossacks rolling 1 go back to the Cossacks field: {count}.",
    "boze.magnate_campaigns.passes": "{seat} passes and campaigns no more this turn.",
    "boze.magnate_campaigns.cannot": (
        "{seat} cannot campaign (no die in a province with troops to lead against an enemy) and passes."
    ),
}

EN_MORE = {
    "boze.magnate_campaigns.error.write": (
        "write `campaign <province>` or `campaign <province> royal`, e.g. `campaign ukraine`"
    ),
    "boze.magnate_campaigns.error.no_die": "you have no die in {province} to discard for a campaign",
    "boze.magnate_campaigns.error.habsburg": (
        "no campaigns against {enemy} in the first three turns (this is turn {turn}); "
        "{province}'s arrow points only at it"
    ),
    "boze.magnate_campaigns.error.treaty": (
        "a treaty with {enemy} was concluded this turn: from {province} you may only attack enemy dice "
        "standing there, and there are none"
    ),
    "boze.magnate_campaigns.error.no_sejm": (
        "the Royal Army joins a campaign only if you discard one of your Sejm discs, and you have none"
    ),
    "boze.magnate_campaigns.error.royal_empty": "the Royal Army has no infantry or cavalry to join the campaign",
    "boze.magnate_campaigns.error.no_troops": "you have no infantry or cavalry in {province} to campaign with{extra}",
    "boze.magnate_campaigns.error.cossacks_note": " (Cossacks fight only beside your own infantry or cavalry)",
    "boze.magnate_campaigns.error.no_note": "",
    "boze.label.campaign": "{province} → {enemy}",
    "boze.label.campaign_royal": "{province} → {enemy} + Royal Army (Sejm disc)",
    "boze.magnate_campaigns.explain": (
        "Campaign from a province against the enemy field its arrow points at, discarding one of your dice there. "
        "Each of your infantry (hits on {infantry}+) and cavalry (hits on {cavalry}+) there rolls; each hit first "
        "removes an enemy die from the province, then puts one of your dice on the enemy field, where the most "
        "dice win its glory in Phase 15. A 1 destroys the unit. Giving up a Sejm disc brings the Royal Army "
        "along. A pass is final for this phase."
    ),
    "boze.detail.campaign": "Your troops {army} · strength {strength} · enemy dice here {enemies} · glory {glory} PP",
    "boze.detail.campaign_royal": "Adds the Royal Army ({royal}) for a Sejm disc (you have {discs})",
    "boze.detail.pass_campaign": "You campaign no more this turn",
}

PL = {
    "boze.magnate_campaigns.prompt": (
        "{seat}: wyrusz na wyprawę z prowincji, której strzałka wskazuje wroga (odrzuć tam jedną swoją kość; "
        "oddaj krążek z Sejmu, by dołączyła Armia Królewska) albo spasuj do końca fazy. Kolejka {cycle}."
    ),
    "boze.magnate_campaigns.declared": "{seat} odrzuca kość z {province:gen} i wyrusza na wyprawę; cel: {enemy}.",
    "boze.magnate_campaigns.royal_joins": (
        "{seat} oddaje krążek z pola {sejm:gen} w Sejmie: do wyprawy dołącza Armia Królewska."
    ),
    "boze.magnate_campaigns.enemy": "{name}",
    "boze.magnate_campaigns.enemy_held": "{name} — pole zajęte przez: {holder}",
    "boze.magnate_campaigns.roll": "{seat} rzuca: {faces}{artillery}; {hits} {hits:trafienie|trafienia|trafień}.",
    "boze.magnate_campaigns.royal_roll": (
        "Armia Królewska rzuca: {faces}{artillery}; {hits} {hits:trafienie|trafienia|trafień}."
    ),
    "boze.magnate_campaigns.artillery": " (+1 za artylerię)",
    "boze.magnate_campaigns.no_artillery": "",
    "boze.magnate_campaigns.face.infantry": "piechota {face}",
    "boze.magnate_campaigns.face.cavalry": "jazda {face}",
    "boze.magnate_campaigns.face.cossack": "Kozak {face}",
    "boze.magnate_campaigns.removed": (
        "{province:cap}: {count:usunięta zostaje|usunięte zostają|usuniętych zostaje} {count} "
        "{count:kość|kości|kości} wroga."
    ),
    "boze.magnate_campaigns.placed": "{seat} stawia {count} {count:kość|kości|kości} na polu wroga ({field}).",
    "boze.magnate_campaigns.king_dice": (
        "Na pole wroga ({field}) trafia {count} {count:kość królewska|kości królewskie|kości królewskich}."
    ),
    "boze.magnate_campaigns.lost_treaty": (
        "Kolejne trafienia przepadają ({count}): w tej turze zawarto traktat z tym wrogiem ({enemy})."
    ),
    "boze.magnate_campaigns.lost_pool": ("Trafienia przepadają ({count}): {seat} nie ma już kości w swojej puli."),
    "boze.magnate_campaigns.lost_king": "Trafienia przepadają ({count}): zabrakło kości królewskich.",
    "boze.magnate_campaigns.losses": "{seat} traci: {units} (po wyrzuceniu 1).",
    "boze.magnate_campaigns.royal_losses": "Armia Królewska traci: {units} (po wyrzuceniu 1).",
    "boze.magnate_campaigns.units.infantry": "piechota {count}",
    "boze.magnate_campaigns.units.cavalry": "jazda {count}",
    "boze.magnate_campaigns.cossacks_back": "Kozacy, którzy wyrzucili 1, wracają na pole Kozaków: {count}.",
    "boze.magnate_campaigns.passes": "{seat} pasuje i w tej turze nie wyrusza już na wyprawy.",
    "boze.magnate_campaigns.cannot": (
        "{seat} nie może wyruszyć na wyprawę (nie ma kości w prowincji, z której mógłby poprowadzić wojska "
        "na wroga) i pasuje."
    ),
    "boze.magnate_campaigns.error.write": (
        "napisz `campaign <prowincja>` albo `campaign <prowincja> royal`, np. `campaign ukraine`"
    ),
    "boze.magnate_campaigns.error.no_die": "nie masz {province:in} kości, którą odrzucisz za wyprawę",
    "boze.magnate_campaigns.error.habsburg": (
        "{enemy}: w pierwszych trzech turach nie wolno wyruszać na tego wroga (teraz trwa tura {turn}); "
        "strzałka {province:gen} wskazuje tylko jego"
    ),
    "boze.magnate_campaigns.error.treaty": (
        "w tej turze zawarto traktat z tym wrogiem ({enemy}): z {province:gen} możesz atakować tylko stojące "
        "tam kości wroga, a nie ma żadnych"
    ),
    "boze.magnate_campaigns.error.no_sejm": (
        "Armia Królewska dołącza do wyprawy tylko wtedy, gdy oddasz swój krążek z Sejmu, a nie masz żadnego"
    ),
    "boze.magnate_campaigns.error.royal_empty": "Armia Królewska nie ma piechoty ani jazdy, które mogłyby dołączyć",
    "boze.magnate_campaigns.error.no_troops": (
        "nie masz {province:in} piechoty ani jazdy, z którymi mógłbyś wyruszyć{extra}"
    ),
    "boze.magnate_campaigns.error.cossacks_note": " (Kozacy walczą tylko u boku twojej piechoty lub jazdy)",
    "boze.magnate_campaigns.error.no_note": "",
    "boze.label.campaign": "{province} → {enemy}",
    "boze.label.campaign_royal": "{province} → {enemy} + Armia Królewska (krążek z Sejmu)",
    "boze.magnate_campaigns.explain": (
        "Wyrusz z prowincji na pole wroga, które wskazuje jej strzałka, odrzucając tam jedną swoją kość. Każda twoja "
        "piechota (trafia na {infantry}+) i jazda (trafia na {cavalry}+) w tej prowincji rzuca kością; każde "
        "trafienie najpierw usuwa kość wroga z prowincji, potem stawia twoją kość na polu wroga, gdzie najwięcej "
        "kości daje chwałę w fazie 15. Wynik 1 niszczy jednostkę. Oddając krążek z Sejmu, zabierasz Armię "
        "Królewską. Pas obowiązuje do końca fazy."
    ),
    "boze.detail.campaign": "Twoje wojska {army} · siła {strength} · kości wroga tu {enemies} · chwała {glory} PP",
    "boze.detail.campaign_royal": "Dołącza Armia Królewska ({royal}) za krążek z Sejmu (masz {discs})",
    "boze.detail.pass_campaign": "W tej turze nie wyruszasz już na wyprawy",
}

CATALOGUE.add("en", EN)
CATALOGUE.add("en", EN_MORE)
CATALOGUE.add("pl", PL)


@dataclass(frozen=True, repr=False)
class Campaign(Action):
    """Discard a die in ``province`` and raid the enemy field its arrow points at; ``royal``: also
    discard a Sejm disc so the Royal Army joins (Phase Ten)."""

    province: str
    royal: bool = False

    def __str__(self) -> str:
        return f"campaign {self.province}" + (" royal" if self.royal else "")


@verb("campaign")
def parse_campaign(parser: Parser, words: list[str]) -> Action:
    """``campaign <province>`` or ``campaign <province> royal`` (``royal`` may come first)."""
    royal = [w for w in words if normalise(w) in ROYAL_WORDS]
    rest = [w for w in words if normalise(w) not in ROYAL_WORDS]
    if len(rest) != 1 or len(royal) > 1:
        raise MalformedAction(msg("boze.magnate_campaigns.error.write"))
    return Campaign(parser.province(rest[0]), royal=bool(royal))


class MagnateCampaignsPhase(Phase):
    key = "magnate_campaigns"
    rule = RULE

    def enemy_of(self, province: str) -> Enemy:
        """The enemy field the province's arrow points at."""
        for e in self.board.enemies:
            if e.target.value == province:
                return e
        raise KeyError(province)

    def field_name(self, state: BozeState, key: str) -> Name:
        """The enemy field's name as printed over it ("Tatars"), for "the … field"."""
        return names.enemy_title(self.board, key, state.turn)

    def enemy_phrase(self, state: BozeState, key: str) -> Name:
        """The enemy inside a sentence ("the Tatars", "Sweden")."""
        return names.enemy(self.board, key, state.turn)

    def enemy_text(self, state: BozeState, key: str) -> Msg:
        if key == HABSBURG and occupied(state):
            holder = self.enemy_phrase(state, colour_on(state, key))
            return msg("boze.magnate_campaigns.enemy_held", name=self.field_name(state, key), holder=holder)
        return msg("boze.magnate_campaigns.enemy", name=self.enemy_phrase(state, key))

    # --- what a seat may do ------------------------------------------------------------------

    def problem(self, state: BozeState, seat: int, province: str, royal: bool) -> Msg | None:
        """Why ``seat`` may not campaign from ``province`` (with the Royal Army if ``royal``), or None."""
        where = self.province_ref(province)
        here = state.provinces[province]
        key = self.enemy_of(province).key
        if here.dice[seat] == 0:
            return msg("boze.magnate_campaigns.error.no_die", province=where)
        if key == HABSBURG and state.turn < HABSBURG_FROM_TURN:
            return msg(
                "boze.magnate_campaigns.error.habsburg",
                enemy=self.enemy_phrase(state, key),
                turn=state.turn,
                province=where,
            )
        if state.treaty == key and here.enemy_dice() == 0:
            return msg("boze.magnate_campaigns.error.treaty", enemy=self.enemy_phrase(state, key), province=where)
        if royal:
            if sejm_discs(state, seat) == 0:
                return msg("boze.magnate_campaigns.error.no_sejm")
            if state.royal_army.fighting() == 0:
                return msg("boze.magnate_campaigns.error.royal_empty")
        elif here.armies[seat].fighting() == 0:
            extra = msg(
                "boze.magnate_campaigns.error.cossacks_note"
                if here.cossacks
                else "boze.magnate_campaigns.error.no_note"
            )
            return msg("boze.magnate_campaigns.error.no_troops", province=where, extra=extra)
        return None

    def options(self, state: BozeState, seat: int) -> list[Campaign]:
        out = []
        for key in self.board.province_keys:
            for royal in (False, True):
                if self.problem(state, seat, key, royal) is None:
                    out.append(Campaign(key, royal))
        return out

    def can_act(self, state: BozeState, seat: int) -> bool:
        """Whether ``seat`` could campaign now (stopping at the first campaign it could start)."""
        keys = self.board.province_keys
        return any(self.problem(state, seat, key, royal) is None for key in keys for royal in (False, True))

    # --- decisions ---------------------------------------------------------------------------

    def waits(self, state: BozeState) -> bool:
        return bool(state.queue)

    def decisions(self, state: BozeState) -> tuple[Decision, ...]:
        if not state.queue:
            return ()
        seat = state.queue[0]
        choices = []
        for c in self.options(state, seat):
            enemy = self.field_name(state, self.enemy_of(c.province).key)
            key = "boze.label.campaign_royal" if c.royal else "boze.label.campaign"
            label = msg(key, province=self.province_ref(c.province), enemy=enemy)
            choices.append(self.choice(str(c), label, self.campaign_detail(state, seat, c)))
        choices.append(self.choice(str(Pass()), msg("boze.label.pass_phase"), msg("boze.detail.pass_campaign")))
        hits = self.board.hits_on
        return (
            Decision(
                key="magnate_campaigns.campaign",
                seats=(seat,),
                prompt=msg("boze.magnate_campaigns.prompt", seat=SeatRef(seat), cycle=state.cycle),
                forms={seat: Options(tuple(choices))},
                defaults={seat: str(Pass())},
                rule=RULE,
                explain=msg("boze.magnate_campaigns.explain", infantry=hits["infantry"], cavalry=hits["cavalry"]),
                topic=self.key,
            ),
        )

    def campaign_detail(self, state: BozeState, seat: int, campaign: Campaign) -> Msg:
        """What the seat leads against whom (all public), and what the Royal Army adds."""
        if campaign.royal:
            return msg("boze.detail.campaign_royal", royal=army_words(state.royal_army), discs=sejm_discs(state, seat))
        key = self.enemy_of(campaign.province).key
        here = state.provinces[campaign.province]
        return msg(
            "boze.detail.campaign",
            army=army_words(here.armies[seat]),
            strength=strength(self.board, state, key),
            enemies=here.enemy_dice(),
            glory=self.enemy_of(campaign.province).glory.value,
        )

    def validate(self, state: BozeState, seat: int, decision: Decision, action: Action) -> None:
        if isinstance(action, Pass):
            return
        self.expect(action, Campaign, "campaign <province> [royal]")
        assert isinstance(action, Campaign)
        why = self.problem(state, seat, action.province, action.royal)
        if why is not None:
            raise IllegalAction(why, rule=RULE)

    # --- playing -----------------------------------------------------------------------------

    def begin(self, state: BozeState) -> list[Event]:
        cycles.start(state)
        return self.proceed(state)

    def proceed(self, state: BozeState) -> list[Event]:
        """Pass for the seats that cannot campaign; the phase ends when nobody is left."""
        skipped = cycles.settle(state, lambda s: self.can_act(state, s))
        events = [Event(msg("boze.magnate_campaigns.cannot", seat=SeatRef(s))) for s in skipped]
        if not state.queue:
            cycles.finish(state)
        return events

    def play(self, state: BozeState, seat: int, decision: Decision, action: Action) -> list[Event]:
        if isinstance(action, Pass):
            cycles.acted(state, seat, passed=True)
            return [Event(msg("boze.magnate_campaigns.passes", seat=SeatRef(seat))), *self.proceed(state)]
        assert isinstance(action, Campaign)
        events = self.campaign(state, seat, action)
        cycles.acted(state, seat, passed=False)
        return events + self.proceed(state)

    def campaign(self, state: BozeState, seat: int, action: Campaign) -> list[Event]:
        """Discard the die (and Sejm disc), roll the player's army, then the Royal Army's."""
        province = state.provinces[action.province]
        key = self.enemy_of(action.province).key
        province.dice[seat] -= 1
        events = [
            Event(
                msg(
                    "boze.magnate_campaigns.declared",
                    seat=SeatRef(seat),
                    province=self.province_ref(action.province),
                    enemy=self.enemy_text(state, key),
                )
            )
        ]
        if action.royal:
            disc = next(p for p in self.board.province_keys if state.sejm.get(p) == seat)
            del state.sejm[disc]
            events.append(
                Event(msg("boze.magnate_campaigns.royal_joins", seat=SeatRef(seat), sejm=self.province_ref(disc)))
            )
        army = province.armies[seat]
        if army.fighting() > 0:
            cossacks = province.cossacks if key == TATARS else 0
            result = attack(state.rng, self.board.hits_on, army, cossacks)
            take_losses(army, result)
            back = result.lost("cossack")
            province.cossacks -= back
            state.cossacks_field += back
            events.append(
                self.roll_event(
                    msg("boze.magnate_campaigns.roll", **self.roll_params(result, army), seat=SeatRef(seat)), result
                )
            )
            events += self.spend(state, seat, action.province, key, result.hits, king=False)
            units = losses(result)
            if units:
                events.append(Event(msg("boze.magnate_campaigns.losses", seat=SeatRef(seat), units=units)))
            if back:
                events.append(Event(msg("boze.magnate_campaigns.cossacks_back", count=back)))
        if action.royal:
            royal = state.royal_army
            result = attack(state.rng, self.board.hits_on, royal)
            take_losses(royal, result)
            events.append(
                self.roll_event(msg("boze.magnate_campaigns.royal_roll", **self.roll_params(result, royal)), result)
            )
            events += self.spend(state, seat, action.province, key, result.hits, king=True)
            units = losses(result)
            if units:
                events.append(Event(msg("boze.magnate_campaigns.royal_losses", units=units)))
        return events

    def roll_params(self, result: Attack, army: Army) -> dict[str, Msg | int | list[Msg]]:
        faces: list[Msg] = [msg(f"boze.magnate_campaigns.face.{r.unit}", face=r.face) for r in result.rolls]
        bonus = msg("boze.magnate_campaigns.artillery" if army.artillery else "boze.magnate_campaigns.no_artillery")
        return {"faces": faces, "artillery": bonus, "hits": result.hits}

    def roll_event(self, text: Msg, result: Attack) -> Event:
        return Event(text, kind="roll", dice=result.faces)

    def spend(self, state: BozeState, seat: int, province: str, key: str, hits: int, *, king: bool) -> list[Event]:
        """Hits remove the enemy dice in the province (the target enemy's first), then put player
        (or king) dice on the field; none under this turn's treaty, none beyond the supply."""
        if hits == 0:
            return []
        events = []
        enemies = state.provinces[province].enemies
        left = remove_enemy_dice(enemies, hits, first=colour_on(state, key))
        if hits > left:
            events.append(
                Event(msg("boze.magnate_campaigns.removed", count=hits - left, province=self.province_ref(province)))
            )
        if left == 0:
            return events
        field_name = self.field_name(state, key)
        if state.treaty == key:
            return [
                *events,
                Event(msg("boze.magnate_campaigns.lost_treaty", count=left, enemy=self.enemy_phrase(state, key))),
            ]
        target = state.enemy_fields[key]
        supply = king_dice_left(self.board, state) if king else free_dice(self.board, state, seat)
        placed = min(left, supply)
        if king:
            target.king += placed
        else:
            target.players[seat] += placed
        if placed:
            if king:
                events.append(Event(msg("boze.magnate_campaigns.king_dice", count=placed, field=field_name)))
            else:
                events.append(
                    Event(msg("boze.magnate_campaigns.placed", seat=SeatRef(seat), count=placed, field=field_name))
                )
        if left > placed:
            if king:
                events.append(Event(msg("boze.magnate_campaigns.lost_king", count=left - placed)))
            else:
                events.append(Event(msg("boze.magnate_campaigns.lost_pool", count=left - placed, seat=SeatRef(seat))))
        return events


def losses(result: Attack) -> list[Msg]:
    """The infantry and cavalry that rolled a 1, as messages."""
    return [
        msg(f"boze.magnate_campaigns.units.{unit}", count=result.lost(unit))
        for unit in ("infantry", "cavalry")
        if result.lost(unit)
    ]


def army_words(army: Army) -> Msg:
    """Troops in words ("2 infantry, 1 cavalry"; "none")."""
    return army_text(army.infantry, army.cavalry, army.artillery)
