"""Phase 5: Foreign Policy — the Royal Representative crowns a marker, then House markers on the countries.

"At the beginning of this phase the Royal Representative has to choose one Foreign Policy marker and turn
it on the side with the crown. During this phase each player may put their House markers on one of the
Neighbouring Countries. They may also discard Foreign Policy cards - each card gives one additional marker
that may be put on one chosen country. If the player puts at least one marker on a given Neighbouring
Country field, its marker should be moved one space to the left on the Foreign Policy Directions track."

Readings: in initiative order each player may place one House marker, and one more for each Foreign Policy
card he discards; each of these markers goes to a country of his choice (the first to "one of the
Neighbouring Countries", each card's to "one chosen country"). He says which cards he discards and, when all
his markers go to one country, which (``influence [cards] <country>``, the common case, in one answer), or
``pass``; to spread them he names only the cards (``influence [cards]``) and then splits the markers
(``place lithuania=1 ...``). Each country that got at least one of his markers moves one space left
(switching places), the leftmost first. No marker may go where a Secret Pact lies, nor beyond the ten House
markers of his supply. With every marker already crowned the Royal Representative has nothing to turn.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.decision import Choice, Decision, Event, Form, Several, Split, Step, Steps, form_text
from rules.core.messages import CATALOGUE, Msg, SeatRef, msg
from rules.sigismundus import details, names
from rules.sigismundus.actions import Act, order_key
from rules.sigismundus.board import POLICY_KINDS
from rules.sigismundus.cards import discard_all
from rules.sigismundus.names import Described, Plain
from rules.sigismundus.phases import Phase
from rules.sigismundus.state import Ask, SigismundusState, cards_in, free_markers, order_from, representative
from rules.sigismundus.steps import NOTHING, Node, branches, done

RULE = "Foreign Policy"
HINT = "`influence [cards] <country>` · `influence [cards]` · `pass`"

EN = {
    "sigismundus.foreign.crown_prompt": "{seat}, Royal Representative: turn one Foreign Policy marker to its crown.",
    "sigismundus.foreign.crowned": "{seat}, the Royal Representative, turns {country} to its crowned side.",
    "sigismundus.foreign.all_crowned": "Every Foreign Policy marker already shows its crown.",
    "sigismundus.foreign.prompt": (
        "{seat}: place a House marker on a Neighbouring Country, with one more for each Foreign Policy card you "
        "discard, or pass."
    ),
    "sigismundus.foreign.place_prompt": "{seat}: put your {count} House {count:marker|markers} on the countries.",
    "sigismundus.foreign.pass": "{seat} places no House markers.",
    "sigismundus.foreign.cannot": "{seat} cannot place House markers (none left, or no country open).",
    "sigismundus.foreign.placed": "{seat} places House markers: {placements}.",
    "sigismundus.foreign.placement": "{country} {count}",
    "sigismundus.foreign.moves": "{country} moves to space {space} of the Foreign Policy track.",
    "sigismundus.label.influence": "Place House markers",
    "sigismundus.label.all_on": "All on {country}",
    "sigismundus.label.one_on": "1 House marker on {country}",
    "sigismundus.label.discard_menu": "Foreign Policy cards to discard, one more House marker each…",
    "sigismundus.label.card_copy": "{card} (card {n})",
    "sigismundus.label.spread": "Spread the markers over several countries",
    "sigismundus.does.influence": "One marker, and one more for each Foreign Policy card you discard",
    "sigismundus.explain.ask.crown": (
        "As the Royal Representative you turn one country's marker to its crown: that country scores at this "
        "round's Scoring, the most House markers there winning its first value, the second most its second."
    ),
    "sigismundus.explain.foreign.influence": (
        "Put one House marker on a Neighbouring Country, and one more for each Foreign Policy card you discard; "
        "each country that gets a marker moves one space left on the track, where it is worth more. Crowned "
        "countries score at this round's Scoring. Choose the cards to discard, then the country that gets every "
        "marker, or spread them over several countries."
    ),
    "sigismundus.explain.foreign.place": (
        "Spread your House markers over the countries; each country that gets one moves one space left on the "
        "track. No marker may go where a Secret Pact lies."
    ),
}

PL = {
    "sigismundus.foreign.crown_prompt": (
        "{seat}, Przedstawiciel króla: odwróć jeden znacznik polityki zagranicznej na stronę z koroną."
    ),
    "sigismundus.foreign.crowned": "{seat}, Przedstawiciel króla, odwraca znacznik {country:gen} na stronę z koroną.",
    "sigismundus.foreign.all_crowned": "Wszystkie znaczniki polityki zagranicznej leżą już koroną do góry.",
    "sigismundus.foreign.prompt": (
        "{seat}: połóż znacznik rodu na polu kraju sąsiedniego i po jednym więcej za każdą odrzuconą kartę "
        "polityki zagranicznej albo spasuj."
    ),
    "sigismundus.foreign.place_prompt": (
        "{seat}: rozłóż na krajach {count} {count:znacznik|znaczniki|znaczników} rodu."
    ),
    "sigismundus.foreign.pass": "{seat} nie kładzie znaczników rodu.",
    "sigismundus.foreign.cannot": (
        "{seat} nie może położyć znaczników rodu (nie ma już wolnych albo żaden kraj nie jest dostępny)."
    ),
    "sigismundus.foreign.placed": "{seat} kładzie znaczniki rodu: {placements}.",
    "sigismundus.foreign.placement": "{country} {count}",
    "sigismundus.foreign.moves": (
        "Znacznik {country:gen} przesuwa się na pole {space} toru Kierunków polityki zagranicznej."
    ),
    "sigismundus.label.influence": "Połóż znaczniki rodu",
    "sigismundus.label.all_on": "Wszystkie: {country}",
    "sigismundus.label.one_on": "1 znacznik rodu: {country}",
    "sigismundus.label.discard_menu": "Karty polityki zagranicznej do odrzucenia, każda za dodatkowy znacznik rodu…",
    "sigismundus.label.card_copy": "{card} (karta {n})",
    "sigismundus.label.spread": "Rozłóż znaczniki na kilka krajów",
    "sigismundus.does.influence": "Jeden znacznik i po jednym więcej za każdą odrzuconą kartę polityki zagranicznej",
    "sigismundus.explain.ask.crown": (
        "Jako Przedstawiciel króla odwracasz znacznik jednego kraju na stronę z koroną: ten kraj punktuje w "
        "Punktacji tej rundy; najwięcej znaczników rodu daje tam pierwszą wartość, drugie miejsce drugą."
    ),
    "sigismundus.explain.foreign.influence": (
        "Połóż jeden znacznik rodu na kraju sąsiednim i po jednym więcej za każdą odrzuconą kartę polityki "
        "zagranicznej; każdy kraj, który dostanie znacznik, przesuwa się na torze o pole w lewo, gdzie jest wart "
        "więcej. Kraje z koroną punktują w Punktacji tej rundy. Wybierz karty do odrzucenia, a potem kraj, który "
        "dostanie wszystkie znaczniki, albo rozłóż je na kilka krajów."
    ),
    "sigismundus.explain.foreign.place": (
        "Rozłóż znaczniki rodu na krajach; każdy kraj, który dostanie znacznik, przesuwa się na torze o pole w "
        "lewo. Nie można kłaść znaczników tam, gdzie leży Tajny pakt."
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def move_left(state: SigismundusState, key: str) -> int:
    """Move a country's marker one space left, switching places; returns its new space (1 = first)."""
    track = state.fp_track
    at = track.index(key)
    if at > 0:
        track[at - 1], track[at] = track[at], track[at - 1]
        at -= 1
    return at + 1


def place_markers(phase: Phase, state: SigismundusState, seat: int, counts: dict[str, int]) -> list[Event]:
    """Put the seat's House markers on countries; each country that got one moves one space left."""
    placed = [k for k in state.fp_track if counts.get(k, 0) > 0]
    for key in placed:
        state.countries[key].markers[seat] += counts[key]
    shown = [msg("sigismundus.foreign.placement", country=phase.country_name(k), count=counts[k]) for k in placed]
    events = [Event(msg("sigismundus.foreign.placed", seat=SeatRef(seat), placements=shown))]
    for key in placed:
        space = move_left(state, key)
        events.append(Event(msg("sigismundus.foreign.moves", country=phase.country_name(key), space=space)))
    return events


class ForeignPolicyPhase(Phase):
    key = "foreign_policy"
    number = 5
    rule = RULE

    def begin(self, state: SigismundusState) -> list[Event]:
        state.queue = order_from(state)
        state.fp_pending = {}
        uncrowned = self.uncrowned(state)
        events: list[Event] = []
        royal = representative(self.board, state, "royal")
        if not uncrowned:
            events.append(Event(msg("sigismundus.foreign.all_crowned")))
        elif len(uncrowned) == 1:
            events += self.crown(state, royal, uncrowned[0])
        else:
            state.asks.append(Ask(kind="crown", seat=royal))
        return events + self.proceed(state)

    def uncrowned(self, state: SigismundusState) -> list[str]:
        return [k for k in state.fp_track if not state.countries[k].crowned]

    def crown(self, state: SigismundusState, seat: int, key: str) -> list[Event]:
        state.countries[key].crowned = True
        return [Event(msg("sigismundus.foreign.crowned", seat=SeatRef(seat), country=self.country_name(key)))]

    def open_countries(self, state: SigismundusState) -> list[str]:
        return [k for k in self.board.country_keys if not state.countries[k].pact]

    def can_place(self, state: SigismundusState, seat: int) -> bool:
        return free_markers(self.board, state, seat) > 0 and bool(self.open_countries(state))

    def proceed(self, state: SigismundusState) -> list[Event]:
        events: list[Event] = []
        while state.queue and not state.fp_pending and not self.can_place(state, state.queue[0]):
            events.append(Event(msg("sigismundus.foreign.cannot", seat=SeatRef(state.queue.pop(0)))))
        return events

    # decisions ----------------------------------------------------------------------------------

    def ask_options(self, state: SigismundusState, ask: Ask) -> tuple[Msg, tuple[Choice, ...]]:
        if ask.kind == "crown":
            choices = tuple(
                names.choice(f"crown {k}", self.country_name(k), details.country(self.board, state, k))
                for k in self.uncrowned(state)
            )
            return msg("sigismundus.foreign.crown_prompt", seat=SeatRef(ask.seat)), choices
        return super().ask_options(state, ask)

    def answer(self, state: SigismundusState, ask: Ask, action: Act) -> list[Event]:
        if ask.kind == "crown":
            return self.crown(state, ask.seat, action.args[0])
        return super().answer(state, ask, action)

    def place_form(self, state: SigismundusState, seat: int) -> Split:
        """Markers spread over the countries (a country under a Secret Pact takes none), with "All on <country>"
        for each open country in one click."""
        total = state.fp_pending[seat]
        open_keys = self.open_countries(state)
        keys = self.board.country_keys
        slots = tuple(names.slot(k, self.country_name(k), details.country(self.board, state, k)) for k in keys)
        caps = tuple(total if k in open_keys else 0 for k in keys)
        by_track = [k for k in state.fp_track if k in open_keys]
        presets = tuple(
            names.choice(
                "place " + " ".join(f"{o}={total if o == k else 0}" for o in keys),
                msg("sigismundus.label.all_on", country=self.country_name(k)),
                details.country(self.board, state, k),
            )
            for k in by_track
        )
        return Split("place", slots, caps, total, presets)

    def influence_form(self, state: SigismundusState, seat: int) -> Steps:
        """``influence``, then the Foreign Policy cards discarded (in the fixed order), then the one country that
        gets every marker, or, with a card at least, nothing more to spread them next; or ``pass``.

        One menu holds one kind of thing: the cards are picked together in one menu of several (``Several``: a
        card held twice is two of its options), any of them up to the markers left in supply, and the country
        is one choice after them; "1 House marker on <country>" is one click (a preset), and "Pass" is offered
        once. ``influence`` alone (one marker to place next), which older games recorded, is still accepted
        (:meth:`accepts`) but no longer offered: a country names the same answer in one click."""
        room = free_markers(self.board, state, seat) - 1
        cards = cards_in(self.board, state.players[seat].hand, "foreign")
        held = {c: min(cards.count(c), room) for c in POLICY_KINDS if c in cards and room > 0}
        open_keys = [k for k in state.fp_track if not state.countries[k].pact]  # the most valuable space first
        marker = msg("sigismundus.does.marker")
        card_choices = {c: names.choice(c, Described(self.card_name(c), marker)) for c in held}
        copies = tuple(
            names.choice(c, Described(self.card_copy(c, n, held[c]), marker))
            for c in held
            for n in range(1, held[c] + 1)
        )
        together = Several(copies, room, msg("sigismundus.label.discard_menu")) if copies else None
        country_choices = [
            names.choice(k, Described(self.country_name(k), details.country(self.board, state, k))) for k in open_keys
        ]
        spread = msg("sigismundus.label.spread")

        def influence(words: Sequence[str]) -> Step:
            chosen: list[str] = []
            for i, word in enumerate(words):
                if word in open_keys and i == len(words) - 1:
                    return Step((), complete=True)
                if word not in held or chosen.count(word) >= held[word] or len(chosen) >= room:
                    return NOTHING
                if chosen and order_key(word) < order_key(chosen[-1]):
                    return NOTHING
                chosen.append(word)
            last = order_key(chosen[-1]) if chosen else (-1, -1)
            more = [
                card_choices[c]
                for c in held
                if len(chosen) < room and order_key(c) >= last and chosen.count(c) < held[c]
            ]
            if not chosen:
                return Step((*more, *country_choices), several=together)
            return Step((*more, *country_choices), complete=True, submit=spread)

        label = Described(msg("sigismundus.label.influence"), msg("sigismundus.does.influence"))
        node: Node = branches([("influence", label, influence), ("pass", msg("sigismundus.label.pass"), done)])
        presets = tuple(
            names.choice(
                f"influence {k}",
                msg("sigismundus.label.one_on", country=self.country_name(k)),
                details.country(self.board, state, k),
            )
            for k in open_keys
        )
        return Steps(after=node, hint=HINT, presets=presets)

    def card_copy(self, card: str, n: int, held: int) -> Plain:
        """A Foreign Policy card as the menu of cards to discard lists it: its name, and which of the copies
        held it is when there are more ("Negotiations (card 2)"), so that no two options read the same."""
        if held == 1:
            return self.card_name(card)
        return msg("sigismundus.label.card_copy", card=self.card_name(card), n=n)

    def accepts(self, form: Form, action: Act, rule: str) -> bool:
        """The form's answers, and ``influence`` alone: one House marker to place next, which games recorded
        before the country was chosen in the same answer (their replay must not break)."""
        if isinstance(form, Steps) and action.verb == "influence" and not action.args:
            return True
        return super().accepts(form, action, rule)

    def open(self, state: SigismundusState) -> tuple[Decision, ...]:
        if state.fp_pending:
            seat = next(iter(state.fp_pending))
            split = self.place_form(state, seat)
            first = self.open_countries(state)[0]
            default = form_text(split, {s.key: (split.total if s.key == first else 0) for s in split.slots})
            prompt = msg("sigismundus.foreign.place_prompt", seat=SeatRef(seat), count=split.total)
            return (self.in_turn("foreign.place", seat, prompt, split, default),)
        if not state.queue:
            return ()
        seat = state.queue[0]
        prompt = msg("sigismundus.foreign.prompt", seat=SeatRef(seat))
        return (self.in_turn("foreign.influence", seat, prompt, self.influence_form(state, seat), "pass", hand=True),)

    def act(self, state: SigismundusState, seat: int, decision: Decision, action: Act) -> list[Event]:
        if action.verb == "place":
            counts = {k: int(v) for k, v in (a.split("=") for a in action.args)}
            del state.fp_pending[seat]
            return place_markers(self, state, seat, counts)
        state.queue.pop(0)
        if action.verb == "pass":
            return [Event(msg("sigismundus.foreign.pass", seat=SeatRef(seat)))]
        cards = [w for w in action.args if w in POLICY_KINDS]
        events = discard_all(self.board, state, seat, cards)
        total = 1 + len(cards)
        open_keys = self.open_countries(state)
        chosen = [w for w in action.args if w in open_keys]
        if chosen:
            return events + place_markers(self, state, seat, {chosen[0]: total})
        if len(open_keys) == 1:
            return events + place_markers(self, state, seat, {open_keys[0]: total})
        state.fp_pending[seat] = total
        return events
