"""Phase 6: Actions — Client tokens on the action fields, one at a time in initiative order.

"The Nobility's Representative uses 4 Client tokens during this phase ... Each player has 3 Client tokens,
unless they used their Special Action to play an appropriate card or they have the Nobility's
Representative card. Each player takes one of their Client tokens, places it on a chosen field and performs
the action associated with that field. If the player wants to place the token on a field already occupied
by other tokens, they have to pay 1 ducat for each Client on the field, including their own ... The Action
phase ends when players use all their Clients. Players take the Client tokens off the board. Each player
leaves 3 tokens for themselves and puts the rest in the bank."

The fields (Description of the Fields) and their canonical texts: ``envoy <country>`` · ``patronage <figure>
<ducats>`` (an available figure, with the ducats put on it) or ``patronage <figure>`` (bribing another
player's figure) · ``banners <unit>`` · ``vacancy <office>`` · ``feast [internal cards]`` · ``academy
<deck>`` (then ``draw <deck>`` for each further card) · ``economist`` / ``economist2`` (five players) ·
``agitation <ducats>``.

Readings:

* Each player places one token per turn, round and round in initiative order, until all are placed; a
  player must place while some field is open to him, and only when none is (he cannot pay, or nothing can
  be done) are his remaining tokens left unused, without asking.
* A field is offered only when its action can be carried out: a country without a Secret Pact and a House
  marker in supply for the Envoy; a figure to take or bribe for Patronage; a unit in the bank for Calling
  Banners; a free, unmarked office and a House marker for Vacancy; a card in some deck for the Academy.
* Academy: "take 2 Policy cards from any Policy deck. You may take a look at the first card before you decide
  to take the second one" — the deck of the second card is chosen after seeing the first. The number of
  cards is the edition's ``economy.academy_cards`` (2 in the rulebook); each card after the first is asked
  for after seeing the one before, while some deck has a card.
* Patronage: the ducats put on a figure leave the player; a bribe is paid to the bank ("discard one ducat
  more than the number of ducats on this Figure card") and the bank adds one ducat to the figure.
* The Nobility's fourth token and a figure's extra token (a placeholder ability) come from the bank while
  it has them (Limit of Elements); a Representative won during this phase does not change the tokens of
  this round ("taking over ... doesn't change the current round").
"""

from __future__ import annotations

from rules.core.decision import Choice, Decision, Event
from rules.core.messages import CATALOGUE, Msg, SeatRef, msg
from rules.sigismundus import details, names, powers
from rules.sigismundus.actions import FIELDS, Act
from rules.sigismundus.board import POLICY_KINDS, UNITS, Board
from rules.sigismundus.cards import discard_all, draw, open_decks
from rules.sigismundus.combat import unit_label
from rules.sigismundus.names import Described, Label
from rules.sigismundus.phases import Phase
from rules.sigismundus.phases.draw import deck_choices
from rules.sigismundus.phases.foreign_policy import place_markers
from rules.sigismundus.state import (
    Ask,
    SigismundusState,
    advance_marker,
    cards_in,
    clients_left,
    free_markers,
    order_from,
    representative,
    units_left,
)
from rules.sigismundus.steps import Node, amount, branches, done, form, multiset, paths

RULE = "Actions"
ACADEMY_RULE = "Description of the Fields: 6. Academy"
HINT = "`<field> [target]`"

EN = {
    "sigismundus.actions.tokens": "Client tokens this round: {tokens}.",
    "sigismundus.actions.token": "{seat} {count}",
    "sigismundus.actions.prompt": "{seat}: place a Client token ({count} left) on an action field.",
    "sigismundus.actions.stuck": "{seat} can use no field and leaves {count} Client {count:token|tokens} unused.",
    "sigismundus.actions.paid": "{seat} pays {cost} {cost:ducat|ducats} to join the Clients on {field}.",
    "sigismundus.actions.envoy": "{seat} sends an envoy to {country}.",
    "sigismundus.actions.take": "{seat} becomes the patron of {figure}, putting {gold} {gold:ducat|ducats} on it.",
    "sigismundus.actions.bribe": (
        "{seat} bribes {figure} away from {owner} for {price} ducats; it now carries {gold} {gold:ducat|ducats}."
    ),
    "sigismundus.actions.banners": "{seat} calls the banners: one {unit} unit.",
    "sigismundus.actions.vacancy": "{seat} marks {office} for an additional voting in this Sejm.",
    "sigismundus.actions.feast": "{seat} holds a feast: {spaces} {spaces:space|spaces} on the Senatorial track.",
    "sigismundus.actions.economist": "{seat} gains {amount} ducats at the Economist (now {total}).",
    "sigismundus.actions.agitation": (
        "{seat} agitates, discarding {ducats} {ducats:ducat|ducats}: {spaces} {spaces:space|spaces} on the "
        "Parliamentary track."
    ),
    "sigismundus.actions.track": "{seat} is now on space {space} of the {track} track.",
    "sigismundus.actions.representative": "{seat} takes over the {card} card.",
    "sigismundus.actions.academy_prompt": "{seat}: choose the deck of your Academy card {n} of {total}.",
    "sigismundus.actions.over": "Every Client token is used; the tokens leave the board.",
    "sigismundus.rep.royal": "Royal Representative",
    "sigismundus.rep.magnate": "Magnate's Representative",
    "sigismundus.rep.nobility": "Nobility's Representative",
    "sigismundus.track.royal": "Royal Support",
    "sigismundus.track.senatorial": "Senatorial Support",
    "sigismundus.track.parliamentary": "Parliamentary Support",
    "sigismundus.error.field_cost": "{cost} Clients are on that field: you must pay {cost} ducats and have {ducats}",
    # the action fields (Description of the Fields) and what each does, for the menu of fields
    "sigismundus.field.envoy": "Envoy",
    "sigismundus.field.patronage": "Patronage",
    "sigismundus.field.banners": "Calling Banners",
    "sigismundus.field.vacancy": "Vacancy",
    "sigismundus.field.feast": "Nobles' Feast",
    "sigismundus.field.academy": "Academy",
    "sigismundus.field.economist": "Economist",
    "sigismundus.field.economist2": "Economist (five players)",
    "sigismundus.field.agitation": "Parliamentary Agitation",
    "sigismundus.field_does.envoy": "Put a House marker on a country; its marker moves one space left",
    "sigismundus.field_does.patronage": "Take an open figure, putting ducats on it if you like, or bribe one away",
    "sigismundus.field_does.banners": "Take one military unit from the bank",
    "sigismundus.field_does.vacancy": "Mark a free office: this Sejm votes on it, with {votes} more votes for you",
    "sigismundus.field_does.feast": "Senatorial track: 1 space forward, +1 for each Internal Policy card discarded",
    "sigismundus.field_does.academy": "Take {n} Policy {n:card|cards}, choosing each deck after seeing the card before",
    "sigismundus.field_does.economist": "Gain {amount} ducats",
    "sigismundus.field_does.economist2": "Gain {amount} ducats (the five-player field)",
    "sigismundus.field_does.agitation": "Parliamentary track: 1 space forward, +1 for each ducat discarded",
    "sigismundus.label.field": "{field}",
    "sigismundus.label.field_paid": "{field} (pay {cost} {cost:ducat|ducats})",
    "sigismundus.label.gold_on": "{n} ducats on it",
    "sigismundus.label.bribe": "{figure} (bribe from {house} for {price})",
    "sigismundus.label.discarded": "{n} ducats discarded",
    "sigismundus.explain.actions.client": (
        "Put one of your Client tokens on an action field and carry out its action (written under each field). "
        "A field that already has Client tokens on it costs 1 ducat for each of them. Players place one token "
        "each, in turn, until every token is used."
    ),
    "sigismundus.explain.ask.academy": (
        "The Academy gives you more than one Policy card: having seen the card you drew, choose the deck of the "
        "next one."
    ),
}

PL = {
    "sigismundus.actions.tokens": "Żetony klientów w tej rundzie: {tokens}.",
    "sigismundus.actions.token": "{seat} {count}",
    "sigismundus.actions.prompt": "{seat}: połóż żeton klienta na polu akcji (zostało ci: {count}).",
    "sigismundus.actions.stuck": (
        "{seat} nie może użyć żadnego pola i nie wykorzysta {count} {count:żetonu|żetonów|żetonów} klienta."
    ),
    "sigismundus.actions.paid": (
        "{seat} płaci {cost} {cost:dukat|dukaty|dukatów}, by dołączyć do klientów na polu {field}."
    ),
    "sigismundus.actions.envoy": "{seat} wysyła posła {country:into}.",
    "sigismundus.actions.take": (
        "{seat} zostaje mecenasem {figure:gen} i kładzie na jego karcie {gold} {gold:dukat|dukaty|dukatów}."
    ),
    "sigismundus.actions.bribe": (
        "{seat} przekupuje {figure:acc} za {price} {price:dukat|dukaty|dukatów} (dotąd patron: {owner}); "
        "karta ma teraz {gold} {gold:dukat|dukaty|dukatów}."
    ),
    "sigismundus.actions.banners": "{seat} zwołuje chorągwie: jedna jednostka {unit:gen}.",
    "sigismundus.actions.vacancy": (
        "{seat} kładzie znacznik rodu na urzędzie {office:gen}: w tym Sejmie odbędzie się o niego dodatkowe głosowanie."
    ),
    "sigismundus.actions.feast": (
        "{seat} wydaje ucztę: {spaces} {spaces:pole|pola|pól} naprzód na torze Poparcia senatorskiego."
    ),
    "sigismundus.actions.economist": (
        "{seat} otrzymuje od Ekonoma {amount} {amount:dukat|dukaty|dukatów} (ma teraz {total})."
    ),
    "sigismundus.actions.agitation": (
        "{seat} prowadzi agitację i odrzuca {ducats} {ducats:dukat|dukaty|dukatów}: {spaces} "
        "{spaces:pole|pola|pól} naprzód na torze Poparcia sejmowego."
    ),
    "sigismundus.actions.track": "{seat} stoi teraz na polu {space} toru {track:gen}.",
    "sigismundus.actions.representative": "{seat} przejmuje kartę: {card}.",
    "sigismundus.actions.academy_prompt": (
        "{seat}: wybierz talię, z której dobierasz kartę w Akademii ({n} z {total})."
    ),
    "sigismundus.actions.over": "Wszystkie żetony klientów zostały użyte i schodzą z planszy.",
    "sigismundus.rep.royal": "Przedstawiciel króla",
    "sigismundus.rep.magnate": "Przedstawiciel magnatów",
    "sigismundus.rep.nobility": "Przedstawiciel szlachty",
    "sigismundus.track.royal": "Poparcie królewskie",
    "sigismundus.track.senatorial": "Poparcie senatorskie",
    "sigismundus.track.parliamentary": "Poparcie sejmowe",
    "sigismundus.error.field_cost": (
        "klienci na tym polu: {cost}; musisz zapłacić {cost} {cost:dukat|dukaty|dukatów}, a masz {ducats}"
    ),
    "sigismundus.field.envoy": "Poselstwo",
    "sigismundus.field.patronage": "Mecenat",
    "sigismundus.field.banners": "Zwołanie chorągwi",
    "sigismundus.field.vacancy": "Wakat",
    "sigismundus.field.feast": "Uczta szlachecka",
    "sigismundus.field.academy": "Akademia",
    "sigismundus.field.economist": "Ekonom",
    "sigismundus.field.economist2": "Ekonom (pięciu graczy)",
    "sigismundus.field.agitation": "Agitacja sejmowa",
    "sigismundus.field_does.envoy": "Połóż znacznik rodu na kraju sąsiednim; jego znacznik przesuwa się o pole w lewo",
    "sigismundus.field_does.patronage": "Weź odkrytą postać, kładąc na niej dowolnie wiele dukatów, albo przekup cudzą",
    "sigismundus.field_does.banners": "Weź z banku jedną jednostkę wojska",
    "sigismundus.field_does.vacancy": (
        "Oznacz wolny urząd: ten Sejm głosuje o niego, a ty masz w tym głosowaniu {votes} dodatkowe głosy"
    ),
    "sigismundus.field_does.feast": "Tor senatorski: pole naprzód, +1 za każdą odrzuconą kartę polityki wewnętrznej",
    "sigismundus.field_does.academy": (
        "Weź {n} {n:kartę|karty|kart} polityki, wybierając talię każdej po obejrzeniu poprzedniej"
    ),
    "sigismundus.field_does.economist": "Zyskaj {amount} {amount:dukat|dukaty|dukatów}",
    "sigismundus.field_does.economist2": "Zyskaj {amount} {amount:dukat|dukaty|dukatów} (pole dla pięciu graczy)",
    "sigismundus.field_does.agitation": "Tor sejmowy: pole naprzód, +1 za każdy odrzucony dukat",
    "sigismundus.label.field": "{field}",
    "sigismundus.label.field_paid": "{field} (zapłać {cost} {cost:dukat|dukaty|dukatów})",
    "sigismundus.label.gold_on": "{n} {n:dukat|dukaty|dukatów} na karcie",
    "sigismundus.label.bribe": "{figure} (przekup za {price}; patron: {house})",
    "sigismundus.label.discarded": "{n} {n:dukat odrzucony|dukaty odrzucone|dukatów odrzuconych}",
    "sigismundus.explain.actions.client": (
        "Połóż jeden ze swoich żetonów klientów na polu akcji i wykonaj jego akcję (opisaną pod każdym polem). Pole, "
        "na którym leżą już żetony klientów, kosztuje 1 dukat za każdy z nich. Gracze kładą po jednym żetonie, po "
        "kolei, aż wszystkie zostaną użyte."
    ),
    "sigismundus.explain.ask.academy": (
        "Akademia daje więcej niż jedną kartę polityki: po obejrzeniu dobranej karty wybierz talię następnej."
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


_FIELD_LABELS: dict[tuple[int, str, int], tuple[Board, Described]] = {}


def field_label(board: Board, field: str, cost: int = 0) -> Described:
    """A field in the menu of fields: its name with its price if it has one ("Envoy (pay 2 ducats)"), and what
    it does (Description of the Fields), with the edition's amounts (made once per board, field and price)."""
    found = _FIELD_LABELS.get((id(board), field, cost))
    if found is None or found[0] is not board:
        found = _FIELD_LABELS[(id(board), field, cost)] = (board, _field_label(board, field, cost))
    return found[1]


def _field_label(board: Board, field: str, cost: int) -> Described:
    name = msg(f"sigismundus.field.{field}")
    label = (
        msg("sigismundus.label.field_paid", field=name, cost=cost)
        if cost
        else msg("sigismundus.label.field", field=name)
    )
    amounts = {
        "academy": {"n": board.econ("academy_cards")},
        "vacancy": {"votes": board.econ("vacancy_votes")},
        "economist": {"amount": board.econ("economist")},
        "economist2": {"amount": board.econ("economist")},
    }
    return Described(label, msg(f"sigismundus.field_does.{field}", **amounts.get(field, {})))


def advance(phase: Phase, state: SigismundusState, track: str, seat: int, spaces: int) -> list[Event]:
    """Move a marker forwards; a Representative card changes hands at once (Representative Cards)."""
    before = {card: representative(phase.board, state, card) for card in ("royal", "magnate", "nobility")}
    advance_marker(state, track, seat, spaces)
    space = state.tracks[track].index(seat) + 1
    events = [
        Event(msg("sigismundus.actions.track", seat=SeatRef(seat), space=space, track=names.track(phase.board, track)))
    ]
    for card, holder in before.items():
        now = representative(phase.board, state, card)
        if now != holder:
            events.append(
                Event(msg("sigismundus.actions.representative", seat=SeatRef(now), card=msg(f"sigismundus.rep.{card}")))
            )
    return events


class ActionsPhase(Phase):
    key = "actions"
    number = 6
    rule = RULE
    queued = True

    def fields(self, state: SigismundusState) -> tuple[str, ...]:
        return FIELDS if state.seats == 5 else tuple(f for f in FIELDS if f != "economist2")

    def begin(self, state: SigismundusState) -> list[Event]:
        board = self.board
        state.fields = {f: [] for f in self.fields(state)}
        nobility = representative(board, state, "nobility")
        listed: list[Msg] = []
        for seat in order_from(state):
            player = state.players[seat]
            extra = powers.bonus(board, state, seat, "client")
            if seat == nobility:
                extra += board.count("nobility_clients") - board.count("clients_per_player")
            player.tokens += min(extra, clients_left(board, state))
            player.clients = player.tokens
            listed.append(msg("sigismundus.actions.token", seat=SeatRef(seat), count=player.clients))
        state.queue = [s for s in order_from(state) if state.players[s].clients > 0]
        return [Event(msg("sigismundus.actions.tokens", tokens=listed)), *self.proceed(state)]

    def proceed(self, state: SigismundusState) -> list[Event]:
        events: list[Event] = []
        while state.queue and not state.asks and not self.options(state, state.queue[0]):
            seat = state.queue.pop(0)
            player = state.players[seat]
            events.append(Event(msg("sigismundus.actions.stuck", seat=SeatRef(seat), count=player.clients)))
            player.clients = 0
        if not state.queue and not state.asks and state.fields:
            for player in state.players:
                player.tokens = self.board.count("clients_per_player")
                player.clients = 0
            state.fields = {}
            events.append(Event(msg("sigismundus.actions.over")))
        return events

    # the form -----------------------------------------------------------------------------------

    def cost(self, state: SigismundusState, field: str) -> int:
        return len(state.fields[field])

    def options(self, state: SigismundusState, seat: int) -> list[tuple[str, Label, Node]]:
        """The fields open to the seat now, each with what may follow its name."""
        out: list[tuple[str, Label, Node]] = []
        ducats = state.players[seat].ducats
        for field in state.fields:
            cost = self.cost(state, field)
            if cost > ducats:
                continue
            node = self.field_node(state, seat, field, ducats - cost)
            if node is not None:
                out.append((field, field_label(self.board, field, cost), node))
        return out

    def field_node(self, state: SigismundusState, seat: int, field: str, spare: int) -> Node | None:
        board = self.board
        player = state.players[seat]
        markers = free_markers(board, state, seat)
        if field == "envoy":
            keys = [k for k in state.fp_track if not state.countries[k].pact]
            if markers < 1 or not keys:
                return None
            return paths([((k,), (Described(self.country_name(k), details.country(board, state, k)),)) for k in keys])
        if field == "patronage":
            gold = amount(0, spare, lambda n: msg("sigismundus.label.gold_on", n=n))
            figures: list[tuple[str, Label, Node]] = [
                (f, Described(self.figure_name(f), details.figure(board, state, f)), gold) for f in state.figures_open
            ]
            for other in order_from(state):
                if other == seat:
                    continue
                for f in state.players[other].figures:
                    price = state.figure_gold.get(f, 0) + 1
                    if price <= spare:
                        label = msg(
                            "sigismundus.label.bribe",
                            figure=self.figure_name(f),
                            house=self.seat_label(state, other),
                            price=price,
                        )
                        figures.append((f, Described(label, details.figure(board, state, f)), done))
            return branches(figures) if figures else None
        if field == "banners":
            kinds = [u for u in UNITS if units_left(board, state, u) > 0]
            return (
                paths([((u,), (Described(unit_label(board, u), details.unit(board, u)),)) for u in kinds])
                if kinds
                else None
            )
        if field == "vacancy":
            free = [n for n, o in sorted(state.offices.items()) if o.holder is None and o.marker is None]
            if markers < 1 or not free:
                return None
            return paths(
                [
                    (
                        (str(n),),
                        (Described(self.office_label(state, n), details.office(board, state, n, income=False)),),
                    )
                    for n in free
                ]
            )
        if field == "feast":
            cards = cards_in(board, player.hand, "internal")
            space = msg("sigismundus.does.space")
            return multiset(
                [(c, Described(self.card_name(c), space), cards.count(c)) for c in POLICY_KINDS if c in cards]
            )
        if field == "academy":
            decks = open_decks(state)
            return (
                paths([((d,), (Described(names.deck(d), details.deck(board, d)),)) for d in decks]) if decks else None
            )
        if field in ("economist", "economist2"):
            return done
        if field == "agitation":
            return amount(0, spare, lambda n: msg("sigismundus.label.discarded", n=n))
        return None

    def open(self, state: SigismundusState) -> tuple[Decision, ...]:
        if not state.queue:
            return ()
        seat = state.queue[0]
        options = self.options(state, seat)
        node = branches(options)
        default = self.default(options)
        prompt = msg("sigismundus.actions.prompt", seat=SeatRef(seat), count=state.players[seat].clients)
        return (self.in_turn("actions.client", seat, prompt, form(node, HINT), default, hand=True),)

    def default(self, options: list[tuple[str, Label, Node]]) -> str:
        """The first complete walk of the first open field (economist when it is open)."""
        for word, _, node in sorted(options, key=lambda o: o[0] not in ("economist", "economist2")):
            words = [word]
            while True:
                step = node(words[1:])
                if step.complete:
                    return " ".join(words)
                if not step.choices:
                    break
                words.append(step.choices[0].text)
        return options[0][0]

    def explain(self, state: SigismundusState, seat: int, decision: Decision, action: Act) -> Msg | None:
        if decision.key != "actions.client" or action.verb not in state.fields:
            return None
        cost = self.cost(state, action.verb)
        if cost > state.players[seat].ducats:
            return msg("sigismundus.error.field_cost", cost=cost, ducats=state.players[seat].ducats)
        return None

    # playing ------------------------------------------------------------------------------------

    def act(self, state: SigismundusState, seat: int, decision: Decision, action: Act) -> list[Event]:
        board = self.board
        field = action.verb
        player = state.players[seat]
        who = SeatRef(seat)
        events: list[Event] = []
        cost = self.cost(state, field)
        if cost:
            player.ducats -= cost
            events.append(
                Event(msg("sigismundus.actions.paid", seat=who, cost=cost, field=msg(f"sigismundus.field.{field}")))
            )
        state.fields[field].append(seat)
        player.clients -= 1
        state.queue.pop(0)
        if player.clients > 0:
            state.queue.append(seat)
        if field == "envoy":
            events.append(Event(msg("sigismundus.actions.envoy", seat=who, country=self.country_name(action.args[0]))))
            events += place_markers(self, state, seat, {action.args[0]: 1})[1:]
        elif field == "patronage":
            events += self.patronage(state, seat, action)
        elif field == "banners":
            player.units.add(action.args[0])
            events.append(Event(msg("sigismundus.actions.banners", seat=who, unit=names.unit(action.args[0]))))
        elif field == "vacancy":
            state.offices[action.number()].marker = seat
            events.append(Event(msg("sigismundus.actions.vacancy", seat=who, office=self.office_name(action.number()))))
        elif field == "feast":
            events += discard_all(board, state, seat, action.args)
            spaces = 1 + len(action.args)
            events.append(Event(msg("sigismundus.actions.feast", seat=who, spaces=spaces)))
            events += advance(self, state, "senatorial", seat, spaces)
        elif field == "academy":
            events += draw(board, state, seat, action.args[0])
            self.academy_next(state, seat, 2)
        elif field in ("economist", "economist2"):
            gain = board.econ("economist")
            player.ducats += gain
            events.append(Event(msg("sigismundus.actions.economist", seat=who, amount=gain, total=player.ducats)))
        elif field == "agitation":
            paid = action.number()
            player.ducats -= paid
            spaces = 1 + paid
            events.append(Event(msg("sigismundus.actions.agitation", seat=who, ducats=paid, spaces=spaces)))
            events += advance(self, state, "parliamentary", seat, spaces)
        return events

    def patronage(self, state: SigismundusState, seat: int, action: Act) -> list[Event]:
        player = state.players[seat]
        figure = action.args[0]
        if figure in state.figures_open:
            gold = action.number(1)
            state.figures_open.remove(figure)
            player.figures.append(figure)
            player.ducats -= gold
            state.figure_gold[figure] = gold
            return [
                Event(msg("sigismundus.actions.take", seat=SeatRef(seat), figure=self.figure_name(figure), gold=gold))
            ]
        owner = next(s for s in range(state.seats) if figure in state.players[s].figures)
        price = state.figure_gold.get(figure, 0) + 1
        player.ducats -= price
        state.players[owner].figures.remove(figure)
        player.figures.append(figure)
        state.figure_gold[figure] = state.figure_gold.get(figure, 0) + 1
        text = msg(
            "sigismundus.actions.bribe",
            seat=SeatRef(seat),
            figure=self.figure_name(figure),
            owner=SeatRef(owner),
            price=price,
            gold=state.figure_gold[figure],
        )
        return [Event(text)]

    # the Academy's further cards ----------------------------------------------------------------

    def academy_next(self, state: SigismundusState, seat: int, card: int) -> None:
        """Ask for the Academy's card number ``card`` (its deck chosen after seeing the cards before it), if
        the edition's Academy gives that many ("take 2 Policy cards from any Policy deck. You may take a look
        at the first card before you decide to take the second one") and some deck still has a card."""
        if card <= self.board.econ("academy_cards") and open_decks(state):
            state.asks.insert(0, Ask(kind="academy", seat=seat, number=card))

    @staticmethod
    def academy_card(ask: Ask) -> int:
        """Which Academy card an ask is for; a state saved before the number was kept asks for the second."""
        return ask.number or 2

    def ask_options(self, state: SigismundusState, ask: Ask) -> tuple[Msg, tuple[Choice, ...]]:
        if ask.kind == "academy":
            total = self.board.econ("academy_cards")
            n = self.academy_card(ask)
            prompt = msg("sigismundus.actions.academy_prompt", seat=SeatRef(ask.seat), n=n, total=total)
            return prompt, deck_choices(self.board, state)
        return super().ask_options(state, ask)

    def ask_rule(self, ask: Ask) -> str:
        return ACADEMY_RULE if ask.kind == "academy" else RULE

    def answer(self, state: SigismundusState, ask: Ask, action: Act) -> list[Event]:
        if ask.kind == "academy":
            events = draw(self.board, state, ask.seat, action.args[0])
            self.academy_next(state, ask.seat, self.academy_card(ask) + 1)
            return events
        return super().answer(state, ask, action)
