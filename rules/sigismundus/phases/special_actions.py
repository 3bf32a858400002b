"""Phase 4: Special Actions — the Magnate's Representative's extra action, then one each in initiative order.

"At the beginning of this phase the Magnate's Representative may perform one additional special action
before other players perform special actions in the order of initiative. During this phase each player may
perform one special action. A special action is e.g. playing one of the Policy cards or using the ability
of ecclesiastical courts. Special Actions take immediate effect."

The twelve Policy cards (Policy Cards 1–12) and the ecclesiastical court ("chooses an opponent and takes
one random card from their hand"). Canonical texts: ``client`` · ``primus`` · ``death <house>`` ·
``foundation`` · ``raft`` · ``mission <country>`` · ``negotiations <country> first|last`` · ``pact
<country>`` · ``enlistment hussars|artillery`` · ``abduction|sack|foray <house>`` · ``court <house>`` ·
``pass``.

Readings:

* Any Policy card in hand may be played here, whatever its deck; discarding cards for their other uses
  (votes, markers, wounds, the Feast) happens in those phases.
* The ecclesiastical court is the ability of the Ecclesiastical offices (a placeholder of the edition: the
  office kinds say who has it); an Act of Law may abolish it.
* Primus Inter Pares takes the marker at once: the phases after this one follow the new first player, while
  this phase's order, set when it began, goes on.
* Death of a Senator: "choose a player" — any player holding an office, oneself included (unlike the court,
  which names "an opponent"); the chosen player picks the office he loses, which becomes free again.
* Negotiations moves the marker to the first or last space and the markers between shift one space;
  it is offered only where the marker would move.
* Secret Pact: one pact per country; the card lies on the country until the round ends.
* Enlistment takes whichever of its two units the bank still has (Limit of Elements); Client likewise.
* Attacks: an opponent protected by Church Foundation this round cannot be chosen, nor for a Foray one
  whose seal bonus forbids it (a placeholder bonus).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.decision import Choice, Decision, Event
from rules.core.messages import CATALOGUE, Msg, Param, SeatRef, msg
from rules.sigismundus import combat, details, names, powers
from rules.sigismundus.actions import Act
from rules.sigismundus.board import ATTACKS, POLICY_KINDS
from rules.sigismundus.cards import discard
from rules.sigismundus.names import Described, Label
from rules.sigismundus.phases import Phase
from rules.sigismundus.state import (
    EMPTY,
    Ask,
    SigismundusState,
    clients_left,
    offices_of,
    order_from,
    representative,
    units_left,
)
from rules.sigismundus.steps import Node, branches, done, form, paths

RULE = "Special Actions"
DEATH_RULE = "Policy Cards: 3. Death of a senator"
HINT = "`<card> [target]` · `court <house>` · `pass`"

EN = {
    "sigismundus.special.magnate": "{seat}, the Magnate's Representative, takes an additional special action first.",
    "sigismundus.special.prompt": "{seat}: play a Policy card, use the ecclesiastical court, or pass.",
    "sigismundus.special.pass": "{seat} takes no special action.",
    "sigismundus.special.client": "{seat} plays Client: an additional Client token for this round.",
    "sigismundus.special.primus": "{seat} plays Primus Inter Pares and takes the first player marker.",
    "sigismundus.special.death": "{seat} plays Death of a Senator: {target} must give up an office.",
    "sigismundus.special.resigned": "{seat} gives up {office}; it is free again.",
    "sigismundus.special.resign_prompt": "{seat}: choose the Senatorial Office you give up.",
    "sigismundus.special.foundation": (
        "{seat} plays Church Foundation: pays {cost} ducats, gains {vp} VP (now {total}) and cannot be attacked "
        "this round."
    ),
    "sigismundus.special.raft": "{seat} plays Raft of the Vistula River: +{amount} ducats (now {total}).",
    "sigismundus.special.mission": "{seat} plays Diplomatic Mission: {country} is turned to its crowned side.",
    "sigismundus.special.negotiations": "{seat} plays Negotiations: {country} moves to the {end} space.",
    "sigismundus.special.first": "first",
    "sigismundus.special.last": "last",
    "sigismundus.special.pact": "{seat} plays Secret Pact on {country}: no House markers may go there this round.",
    "sigismundus.special.enlistment": "{seat} plays Enlistment and takes {units}.",
    "sigismundus.special.nothing": "nothing (the bank is empty)",
    "sigismundus.special.court": "{seat} calls {target} before the ecclesiastical court and takes a random card.",
    "sigismundus.special.court_took": "From {target} you take {card}.",
    "sigismundus.special.court_lost": "{seat} took your {card}.",
    "sigismundus.error.no_card": "you have no {card} card in your hand",
    "sigismundus.error.court_abolished": "an Act of Law has abolished the ecclesiastical court",
    "sigismundus.error.court_office": "the ecclesiastical court needs an Ecclesiastical office",
    "sigismundus.error.foundation": "Church Foundation costs {cost} ducats; you have {ducats}",
    "sigismundus.error.self_attack": "you cannot attack yourself",
    "sigismundus.error.protected": "{seat} founded a church this round: no one can attack them",
    "sigismundus.label.court": "Ecclesiastical court: a random card",
    "sigismundus.label.to_end": "to the {end} space",
    "sigismundus.label.enlistment": "Infantry and {unit:cap}",
    "sigismundus.does.target": (
        "Army power {power} · {ducats} {ducats:ducat|ducats} · {vp} VP · {figures} {figures:figure|figures}"
    ),
    "sigismundus.does.holds": "Holds {offices}",
    "sigismundus.does.hand": "{cards} {cards:card|cards} in hand",
    "sigismundus.explain.special.action": (
        "Play one Policy card from your hand for the effect written under it, call an opponent before the "
        "ecclesiastical court, or pass. Each player takes one special action; the Magnate's Representative takes "
        "one more, first."
    ),
    "sigismundus.explain.ask.resign": (
        "Death of a Senator: you must give up one of your Senatorial Offices; it is free again for the Sejm."
    ),
}

PL = {
    "sigismundus.special.magnate": "{seat}, Przedstawiciel magnatów, wykonuje najpierw dodatkową akcję specjalną.",
    "sigismundus.special.prompt": "{seat}: zagraj kartę polityki, skorzystaj z sądu kościelnego albo spasuj.",
    "sigismundus.special.pass": "{seat} nie wykonuje akcji specjalnej.",
    "sigismundus.special.client": "{seat} zagrywa kartę Klient: dodatkowy żeton klienta na tę rundę.",
    "sigismundus.special.primus": "{seat} zagrywa kartę Primus inter pares i bierze znacznik pierwszego gracza.",
    "sigismundus.special.death": "{seat} zagrywa kartę Śmierć senatora: {target} musi zrzec się urzędu.",
    "sigismundus.special.resigned": "{seat} zrzeka się urzędu {office:gen}; urząd jest znów wolny.",
    "sigismundus.special.resign_prompt": "{seat}: wybierz urząd senatorski, którego się zrzekasz.",
    "sigismundus.special.foundation": (
        "{seat} zagrywa kartę Fundacja kościelna: płaci {cost} {cost:dukat|dukaty|dukatów}, zdobywa {vp} PZ "
        "(ma teraz {total}) i w tej rundzie nie może zostać zaatakowany."
    ),
    "sigismundus.special.raft": (
        "{seat} zagrywa kartę Flis wiślany: +{amount} {amount:dukat|dukaty|dukatów} (ma teraz {total})."
    ),
    "sigismundus.special.mission": (
        "{seat} zagrywa kartę Misja dyplomatyczna: znacznik {country:gen} zostaje odwrócony na stronę z koroną."
    ),
    "sigismundus.special.negotiations": (
        "{seat} zagrywa kartę Negocjacje: znacznik {country:gen} przesuwa się na {end} pole."
    ),
    "sigismundus.special.first": "pierwsze",
    "sigismundus.special.last": "ostatnie",
    "sigismundus.special.pact": (
        "{seat} kładzie kartę Tajny pakt na polu {country:gen}: w tej rundzie nikt nie może tam kłaść znaczników rodu."
    ),
    "sigismundus.special.enlistment": "{seat} zagrywa kartę Zaciąg i bierze: {units}.",
    "sigismundus.special.nothing": "nic (w banku brak jednostek)",
    "sigismundus.special.court": "Sąd kościelny: {seat} pozywa, a {target} oddaje mu losową kartę z ręki.",
    "sigismundus.special.court_took": "{target} oddaje ci kartę: {card}.",
    "sigismundus.special.court_lost": "{seat} zabiera ci kartę: {card}.",
    "sigismundus.error.no_card": "nie masz w ręce karty: {card}",
    "sigismundus.error.court_abolished": "ustawa zniosła sąd kościelny",
    "sigismundus.error.court_office": "sąd kościelny wymaga urzędu kościelnego",
    "sigismundus.error.foundation": "Fundacja kościelna kosztuje {cost} {cost:dukat|dukaty|dukatów}; masz {ducats}",
    "sigismundus.error.self_attack": "nie możesz zaatakować samego siebie",
    "sigismundus.error.protected": "{seat} ufundował w tej rundzie kościół: nikt nie może go zaatakować",
    "sigismundus.label.court": "Sąd kościelny: losowa karta",
    "sigismundus.label.to_end": "na {end} pole",
    "sigismundus.label.enlistment": "Piechota i {unit}",
    "sigismundus.does.target": (
        "Siła armii {power} · {ducats} {ducats:dukat|dukaty|dukatów} · {vp} PZ · {figures} "
        "{figures:postać|postacie|postaci}"
    ),
    "sigismundus.does.holds": "Urzędy: {offices}",
    "sigismundus.does.hand": "{cards} {cards:karta|karty|kart} na ręce",
    "sigismundus.explain.special.action": (
        "Zagraj jedną kartę polityki z ręki, by wykonać efekt opisany pod nią, pozwij przeciwnika przed sąd "
        "kościelny albo spasuj. Każdy gracz wykonuje jedną akcję specjalną; Przedstawiciel magnatów jeszcze jedną, "
        "na początku."
    ),
    "sigismundus.explain.ask.resign": (
        "Śmierć senatora: musisz zrzec się jednego ze swoich urzędów senatorskich; urząd znów będzie wolny w Sejmie."
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


class SpecialActionsPhase(Phase):
    key = "special_actions"
    number = 4
    rule = RULE
    queued = True

    def begin(self, state: SigismundusState) -> list[Event]:
        magnate = representative(self.board, state, "magnate")
        state.queue = order_from(state)
        events: list[Event] = []
        if magnate != EMPTY:
            state.queue.insert(0, magnate)
            events.append(Event(msg("sigismundus.special.magnate", seat=SeatRef(magnate))))
        return events

    # the form -----------------------------------------------------------------------------------

    def open(self, state: SigismundusState) -> tuple[Decision, ...]:
        if not state.queue:
            return ()
        seat = state.queue[0]
        prompt = msg("sigismundus.special.prompt", seat=SeatRef(seat))
        return (self.in_turn("special.action", seat, prompt, form(self.tree(state, seat), HINT), "pass", hand=True),)

    def tree(self, state: SigismundusState, seat: int) -> Node:
        options: list[tuple[str, Label, Node]] = []
        hand = state.players[seat].hand
        for card in POLICY_KINDS:
            if card in hand:
                node = self.card_node(state, seat, card)
                if node is not None:
                    options.append((card, Described(self.card_name(card), details.card(self.board, state, card)), node))
        if powers.may_use_court(self.board, state, seat):
            targets = [s for s in self.opponents(state, seat) if state.players[s].hand]
            if targets:
                label = Described(msg("sigismundus.label.court"), msg("sigismundus.does.court"))
                options.append(("court", label, self.houses(state, targets, "court")))
        options.append(("pass", msg("sigismundus.label.pass"), done))
        return branches(options)

    def houses(self, state: SigismundusState, seats: Sequence[int], card: str) -> Node:
        """The houses a card may aim at, each with what matters to it: the offices a Death of a Senator may take,
        the cards the court may take one of, what an attack fights and may win."""
        return paths(
            [((state.houses[s],), (Described(self.seat_label(state, s), self.target(state, s, card)),)) for s in seats]
        )

    def target(self, state: SigismundusState, seat: int, card: str) -> Msg:
        player = state.players[seat]
        if card == "death":
            return msg("sigismundus.does.holds", offices=[self.office_name(n) for n in offices_of(state, seat)])
        if card == "court":
            return msg("sigismundus.does.hand", cards=len(player.hand))
        return msg(
            "sigismundus.does.target",
            power=sum(self.board.unit_power(u) for u in player.units.listed()),
            ducats=player.ducats,
            vp=player.vp,
            figures=len(player.figures),
        )

    def countries(self, state: SigismundusState, keys: Sequence[str]) -> Node:
        return paths([((k,), (Described(self.country_name(k), details.country(self.board, state, k)),)) for k in keys])

    def opponents(self, state: SigismundusState, seat: int) -> list[int]:
        return [s for s in order_from(state) if s != seat]

    def card_node(self, state: SigismundusState, seat: int, card: str) -> Node | None:
        """What may follow the card's name, or ``None`` if it cannot be played now."""
        board = self.board
        player = state.players[seat]
        if card == "client":
            return done if clients_left(board, state) > 0 else None
        if card in ("primus", "raft"):
            return done
        if card == "foundation":
            return done if player.ducats >= board.econ("foundation_cost") else None
        if card == "death":
            targets = [s for s in order_from(state) if offices_of(state, s)]
            return self.houses(state, targets, card) if targets else None
        if card == "mission":
            keys = [k for k in state.fp_track if not state.countries[k].crowned]
            return self.countries(state, keys) if keys else None
        if card == "negotiations":
            track = state.fp_track
            seqs: list[tuple[tuple[str, ...], tuple[Label, ...]]] = [
                (
                    (k, end),
                    (
                        Described(self.country_name(k), details.country(self.board, state, k)),
                        msg("sigismundus.label.to_end", end=msg(f"sigismundus.special.{end}")),
                    ),
                )
                for k in track
                for end in ("first", "last")
                if (end == "first" and track.index(k) > 0) or (end == "last" and track.index(k) < len(track) - 1)
            ]
            return paths(seqs) if seqs else None
        if card == "pact":
            keys = [k for k in state.fp_track if not state.countries[k].pact]
            return self.countries(state, keys) if keys else None
        if card == "enlistment":
            infantry = units_left(board, state, "infantry") > 0
            kinds = [u for u in ("hussars", "artillery") if infantry or units_left(board, state, u) > 0]
            return (
                paths([((u,), (msg("sigismundus.label.enlistment", unit=names.unit(u)),)) for u in kinds])
                if kinds
                else None
            )
        if card in ATTACKS:
            targets = [s for s in self.opponents(state, seat) if self.attackable(state, s, card)]
            return self.houses(state, targets, card) if targets else None
        return None

    def attackable(self, state: SigismundusState, target: int, card: str) -> bool:
        if state.players[target].protected:
            return False
        return not (card == "foray" and powers.seal_bonus(self.board, state, target, "foray_immune") > 0)

    def explain(self, state: SigismundusState, seat: int, decision: Decision, action: Act) -> Msg | None:
        if decision.key != "special.action":
            return None
        player = state.players[seat]
        verb = action.verb
        if verb in POLICY_KINDS and verb not in player.hand:
            return msg("sigismundus.error.no_card", card=self.card_name(verb))
        if verb == "court" and not powers.may_use_court(self.board, state, seat):
            if powers.act_passed(self.board, state, "no_court"):
                return msg("sigismundus.error.court_abolished")
            return msg("sigismundus.error.court_office")
        if verb == "foundation" and player.ducats < self.board.econ("foundation_cost"):
            return msg("sigismundus.error.foundation", cost=self.board.econ("foundation_cost"), ducats=player.ducats)
        if verb in ATTACKS and action.args and action.args[0] in state.houses:
            target = state.houses.index(action.args[0])
            if target == seat:
                return msg("sigismundus.error.self_attack")
            if state.players[target].protected:
                return msg("sigismundus.error.protected", seat=SeatRef(target))
        return None

    # playing ------------------------------------------------------------------------------------

    def act(self, state: SigismundusState, seat: int, decision: Decision, action: Act) -> list[Event]:
        state.queue.pop(0)
        verb = action.verb
        who = SeatRef(seat)
        board = self.board
        player = state.players[seat]
        if verb == "pass":
            return [Event(msg("sigismundus.special.pass", seat=who))]
        if verb == "court":
            return self.court(state, seat, state.houses.index(action.args[0]))
        if verb == "pact":
            player.hand.remove("pact")
            state.pacts.append(action.args[0])
        else:
            discard(board, state, seat, verb)
        if verb == "client":
            player.tokens += 1
            return [Event(msg("sigismundus.special.client", seat=who))]
        if verb == "primus":
            state.first = seat
            return [Event(msg("sigismundus.special.primus", seat=who))]
        if verb == "death":
            target = state.houses.index(action.args[0])
            events = [Event(msg("sigismundus.special.death", seat=who, target=SeatRef(target)))]
            held = offices_of(state, target)
            if len(held) == 1:
                return events + self.resign(state, target, held[0])
            state.asks.append(Ask(kind="resign", seat=target))
            return events
        if verb == "foundation":
            cost, vp = board.econ("foundation_cost"), board.econ("foundation_vp")
            player.ducats -= cost
            player.vp += vp
            player.protected = True
            return [Event(msg("sigismundus.special.foundation", seat=who, cost=cost, vp=vp, total=player.vp))]
        if verb == "raft":
            amount = board.econ("raft") + powers.act_amount(board, state, "raft_bonus")
            player.ducats += amount
            return [Event(msg("sigismundus.special.raft", seat=who, amount=amount, total=player.ducats))]
        if verb == "mission":
            state.countries[action.args[0]].crowned = True
            return [Event(msg("sigismundus.special.mission", seat=who, country=self.country_name(action.args[0])))]
        if verb == "negotiations":
            key, end = action.args[0], action.args[1]
            state.fp_track.remove(key)
            if end == "first":
                state.fp_track.insert(0, key)
            else:
                state.fp_track.append(key)
            text = msg(
                "sigismundus.special.negotiations",
                seat=who,
                country=self.country_name(key),
                end=msg(f"sigismundus.special.{end}"),
            )
            return [Event(text)]
        if verb == "pact":
            state.countries[action.args[0]].pact = True
            return [Event(msg("sigismundus.special.pact", seat=who, country=self.country_name(action.args[0])))]
        if verb == "enlistment":
            taken: list[Param] = []
            for unit in ("infantry", action.args[0]):
                if units_left(board, state, unit) > 0:
                    player.units.add(unit)
                    taken.append(names.unit(unit))
            units: Param = taken or msg("sigismundus.special.nothing")
            return [Event(msg("sigismundus.special.enlistment", seat=who, units=units))]
        # an attack
        return combat.start(board, state, seat, state.houses.index(action.args[0]), verb)

    def court(self, state: SigismundusState, seat: int, target: int) -> list[Event]:
        hand = state.players[target].hand
        card = hand.pop(state.rng.below(len(hand)))
        mine = state.players[seat].hand
        mine.append(card)
        mine.sort()
        name = self.card_name(card)
        return [
            Event(msg("sigismundus.special.court", seat=SeatRef(seat), target=SeatRef(target))),
            Event(msg("sigismundus.special.court_took", target=SeatRef(target), card=name), to=(seat,), kind="private"),
            Event(msg("sigismundus.special.court_lost", seat=SeatRef(seat), card=name), to=(target,), kind="private"),
        ]

    def resign(self, state: SigismundusState, seat: int, number: int) -> list[Event]:
        """ "That player has to discard one Senatorial Office. That office should be placed on an appropriate
        position among other Senatorial Offices" — it is free again."""
        state.offices[number].holder = None
        return [Event(msg("sigismundus.special.resigned", seat=SeatRef(seat), office=self.office_name(number)))]

    # questions ----------------------------------------------------------------------------------

    def ask_options(self, state: SigismundusState, ask: Ask) -> tuple[Msg, tuple[Choice, ...]]:
        if ask.kind == "wound":
            return combat.wound_choices(self.board, state, ask)
        if ask.kind == "abduct":
            return combat.abduct_choices(self.board, state, ask)
        if ask.kind == "resign":
            choices = tuple(
                names.choice(
                    f"resign {n}", self.office_label(state, n), details.office(self.board, state, n, income=False)
                )
                for n in offices_of(state, ask.seat)
            )
            return msg("sigismundus.special.resign_prompt", seat=SeatRef(ask.seat)), choices
        return super().ask_options(state, ask)

    def ask_rule(self, ask: Ask) -> str:
        if ask.kind in ("wound", "abduct"):
            return combat.RULE
        return DEATH_RULE if ask.kind == "resign" else RULE

    def answer(self, state: SigismundusState, ask: Ask, action: Act) -> list[Event]:
        if ask.kind == "wound":
            fight = state.combat
            assert fight is not None
            side = 0 if ask.seat == fight.attacker else 1
            fight.wounds[side] -= 1
            return combat.pay(self.board, state, ask.seat, action.args[0])
        if ask.kind == "abduct":
            return combat.abduct(self.board, state, ask.seat, ask.other, action.args[0])
        if ask.kind == "resign":
            return self.resign(state, ask.seat, action.number())
        return super().answer(state, ask, action)

    def proceed(self, state: SigismundusState) -> list[Event]:
        if state.combat is not None and not state.asks:
            return combat.fight(self.board, state)
        return []
