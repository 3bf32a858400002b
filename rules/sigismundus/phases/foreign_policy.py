"""Phase 5: Foreign Policy — the Royal Representative crowns a marker, then House markers on the countries.

"At the beginning of this phase the Royal Representative has to choose one Foreign Policy marker and turn
it on the side with the crown. During this phase each player may put their House markers on one of the
Neighbouring Countries. They may also discard Foreign Policy cards - each card gives one additional marker
that may be put on one chosen country. If the player puts at least one marker on a given Neighbouring
Country field, its marker should be moved one space to the left on the Foreign Policy Directions track."

Readings: in initiative order each player may place one House marker, and one more for each Foreign Policy
card he discards; each of these markers goes to a country of his choice (the first to "one of the
Neighbouring Countries", each card's to "one chosen country"), so he first says how many cards he
discards (``influence [cards]`` or ``pass``) and then splits the markers (``place lithuania=1 ...``). Each
country that got at least one of his markers moves one space left (switching places), the leftmost first.
No marker may go where a Secret Pact lies, nor beyond the ten House markers of his supply. With every
marker already crowned the Royal Representative has nothing to turn.
"""

from __future__ import annotations

from rules.core.decision import Choice, Decision, Event, Split, form_text
from rules.core.messages import CATALOGUE, Msg, SeatRef, msg
from rules.sigismundus import names
from rules.sigismundus.actions import Act
from rules.sigismundus.board import POLICY_KINDS
from rules.sigismundus.cards import discard_all
from rules.sigismundus.phases import Phase
from rules.sigismundus.state import Ask, SigismundusState, cards_in, free_markers, order_from, representative
from rules.sigismundus.steps import branches, done, form, multiset

RULE = "Foreign Policy"
HINT = "`influence [cards]` · `pass`"

EN = {
    "sigismundus.foreign.crown_prompt": "{seat}, Royal Representative: turn one Foreign Policy marker to its crown.",
    "sigismundus.foreign.crowned": "{seat}, the Royal Representative, turns {country} to its crowned side.",
    "sigismundus.foreign.all_crowned": "Every Foreign Policy marker already shows its crown.",
    "sigismundus.foreign.prompt": (
        "{seat}: place a House marker on a Neighbouring Country (`influence`), with one more for each Foreign "
        "Policy card you discard (`influence <cards>`), or `pass`."
    ),
    "sigismundus.foreign.place_prompt": "{seat}: put your {count} House {count:marker|markers} on the countries.",
    "sigismundus.foreign.pass": "{seat} places no House markers.",
    "sigismundus.foreign.cannot": "{seat} cannot place House markers (none left, or no country open).",
    "sigismundus.foreign.placed": "{seat} places House markers: {placements}.",
    "sigismundus.foreign.placement": "{country} {count}",
    "sigismundus.foreign.moves": "{country} moves to space {space} of the Foreign Policy track.",
    "sigismundus.label.influence": "Place House markers",
}

PL = {
    "sigismundus.foreign.crown_prompt": (
        "{seat}, Przedstawiciel króla: odwróć jeden znacznik polityki zagranicznej na stronę z koroną."
    ),
    "sigismundus.foreign.crowned": "{seat}, Przedstawiciel króla, odwraca znacznik {country:gen} na stronę z koroną.",
    "sigismundus.foreign.all_crowned": "Wszystkie znaczniki polityki zagranicznej leżą już koroną do góry.",
    "sigismundus.foreign.prompt": (
        "{seat}: połóż znacznik rodu na polu kraju sąsiedniego (`influence`) i po jednym więcej za każdą "
        "odrzuconą kartę polityki zagranicznej (`influence <karty>`) albo spasuj (`pass`)."
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
            choices = tuple(names.choice(f"crown {k}", self.country_name(k)) for k in self.uncrowned(state))
            return msg("sigismundus.foreign.crown_prompt", seat=SeatRef(ask.seat)), choices
        return super().ask_options(state, ask)

    def answer(self, state: SigismundusState, ask: Ask, action: Act) -> list[Event]:
        if ask.kind == "crown":
            return self.crown(state, ask.seat, action.args[0])
        return super().answer(state, ask, action)

    def place_form(self, state: SigismundusState, seat: int) -> Split:
        total = state.fp_pending[seat]
        open_keys = self.open_countries(state)
        slots = tuple(names.slot(k, self.country_name(k)) for k in self.board.country_keys)
        caps = tuple(total if k in open_keys else 0 for k in self.board.country_keys)
        return Split("place", slots, caps, total)

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
        room = free_markers(self.board, state, seat) - 1
        cards = cards_in(self.board, state.players[seat].hand, "foreign")
        items = [(c, self.card_name(c), min(cards.count(c), room)) for c in POLICY_KINDS if c in cards]
        node = branches(
            [
                ("influence", msg("sigismundus.label.influence"), multiset(items, lambda chosen: len(chosen) <= room)),
                ("pass", msg("sigismundus.label.pass"), done),
            ]
        )
        prompt = msg("sigismundus.foreign.prompt", seat=SeatRef(seat))
        return (self.in_turn("foreign.influence", seat, prompt, form(node, HINT), "pass", hand=True),)

    def act(self, state: SigismundusState, seat: int, decision: Decision, action: Act) -> list[Event]:
        if action.verb == "place":
            counts = {k: int(v) for k, v in (a.split("=") for a in action.args)}
            del state.fp_pending[seat]
            return place_markers(self, state, seat, counts)
        state.queue.pop(0)
        if action.verb == "pass":
            return [Event(msg("sigismundus.foreign.pass", seat=SeatRef(seat)))]
        events = discard_all(self.board, state, seat, action.args)
        total = 1 + len(action.args)
        open_keys = self.open_countries(state)
        if len(open_keys) == 1:
            return events + place_markers(self, state, seat, {open_keys[0]: total})
        state.fp_pending[seat] = total
        return events
