"""What an option does and costs, in one line (``Choice.detail``): a Policy card's effect, an office's income
and prestige, a figure's ability, a country's place on the Foreign Policy track, a deck's cards.

Every line is built from what every player may see (the board, the Acts passed, the markers on the table) or
from the card a seat is shown because it holds it; none says anything a seat's view does not. The effects
are the rulebook's (Policy Cards 1-12, Description of the Fields, Senatorial Office Cards); the amounts come
from the data edition, so a group's own edition reads its own numbers.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from rules.core.messages import CATALOGUE, Msg, msg
from rules.sigismundus import names, powers
from rules.sigismundus.board import POLICY_KINDS, Board
from rules.sigismundus.state import SigismundusState

EN = {
    # Policy Cards 1-12 (Special Actions)
    "sigismundus.does.client": "One more Client token this round",
    "sigismundus.does.primus": "Take the first player marker",
    "sigismundus.does.death": "A player you choose gives up one Senatorial Office",
    "sigismundus.does.foundation": ("Pay {cost} {cost:ducat|ducats}: +{vp} VP, and nobody may attack you this round"),
    "sigismundus.does.raft": "Gain {amount} {amount:ducat|ducats}",
    "sigismundus.does.mission": "Turn a Foreign Policy marker to its crown: that country scores this round",
    "sigismundus.does.negotiations": "Move a Foreign Policy marker to the first or last space",
    "sigismundus.does.pact": "No House markers may go on the country you choose this round",
    "sigismundus.does.enlistment": "Take an Infantry unit and a Hussars or Artillery unit",
    "sigismundus.does.abduction": "Attack: if you win, take one of their figures with its ducats",
    "sigismundus.does.sack": "Attack: if you win, take half their ducats",
    "sigismundus.does.foray": "Attack: if you win, take {vp} VP from them",
    "sigismundus.does.court": "Take one card at random from an opponent's hand",
    # what a card discarded for another use gives
    "sigismundus.does.marker": "Discard for one more House marker",
    "sigismundus.does.vote": "Discard for {votes} {votes:vote|votes}",
    "sigismundus.does.space": "Discard for one more space on the Senatorial track",
    # offices, figures, countries, decks, units
    "sigismundus.does.office": "{kind} office · income {income} · {prestige}{extra}",
    "sigismundus.does.office_rest": "{kind} office · {prestige}{extra}",
    "sigismundus.label.office": "{office} · income {income}",
    "sigismundus.does.prestige": "{points} VP at each Scoring",
    "sigismundus.does.no_prestige": "no VP at Scoring",
    "sigismundus.does.office_land": " · keeps {count} {count:unit|units} free{more}",
    "sigismundus.does.office_court": " · ecclesiastical court{more}",
    "sigismundus.does.office_gain": " · comes with {units}{more}",
    "sigismundus.does.none": "",
    "sigismundus.ability.ribbon": "Gold ribbon: {amount} VP at the end of the game",
    "sigismundus.ability.income": "+{amount} {amount:ducat|ducats} at every Income",
    "sigismundus.ability.vote": "+{amount} {amount:vote|votes} at every Sejm",
    "sigismundus.ability.combat": "+{amount} to each of your combat rolls",
    "sigismundus.ability.free_unit": "Keeps {amount} {amount:unit|units} free at Maintaining the Army",
    "sigismundus.ability.client": "+{amount} Client {amount:token|tokens} in every Actions phase",
    "sigismundus.ability.draw": "+{amount} {amount:card|cards} at every Draw",
    "sigismundus.ability.foray_immune": "Safe from Foray",
    "sigismundus.does.figure": "{ability} · {gold} {gold:ducat|ducats} on it",
    "sigismundus.does.country": "Space {space}: {first}/{second} VP{crown} · markers: {markers}",
    "sigismundus.does.country_empty": "Space {space}: {first}/{second} VP{crown} · no House markers yet",
    "sigismundus.does.country_crowned": ", scores this round",
    "sigismundus.does.country_seal": "Seal: {bonus}",
    "sigismundus.does.entry": "{house} {count}",
    "sigismundus.does.deck": "{cards}",
    "sigismundus.does.unit": "Power {power}: {power} {power:ducat|ducats} to maintain",
}

PL = {
    "sigismundus.does.client": "Dodatkowy żeton klienta w tej rundzie",
    "sigismundus.does.primus": "Weź znacznik pierwszego gracza",
    "sigismundus.does.death": "Wybrany gracz zrzeka się jednego urzędu senatorskiego",
    "sigismundus.does.foundation": (
        "Zapłać {cost} {cost:dukat|dukaty|dukatów}: +{vp} PZ i w tej rundzie nikt nie może cię zaatakować"
    ),
    "sigismundus.does.raft": "Zyskaj {amount} {amount:dukat|dukaty|dukatów}",
    "sigismundus.does.mission": (
        "Odwróć znacznik polityki zagranicznej na stronę z koroną: ten kraj punktuje w tej rundzie"
    ),
    "sigismundus.does.negotiations": "Przesuń znacznik polityki zagranicznej na pierwsze albo ostatnie pole",
    "sigismundus.does.pact": "W tej rundzie nikt nie położy znaczników rodu na wybranym kraju",
    "sigismundus.does.enlistment": "Weź jednostkę piechoty i jednostkę husarii albo artylerii",
    "sigismundus.does.abduction": "Atak: jeśli wygrasz, zabierasz jedną z postaci przeciwnika z jej dukatami",
    "sigismundus.does.sack": "Atak: jeśli wygrasz, zabierasz połowę dukatów przeciwnika",
    "sigismundus.does.foray": "Atak: jeśli wygrasz, zabierasz przeciwnikowi {vp} PZ",
    "sigismundus.does.court": "Zabierz losową kartę z ręki przeciwnika",
    "sigismundus.does.marker": "Odrzuć za dodatkowy znacznik rodu",
    "sigismundus.does.vote": "Odrzuć za {votes} {votes:głos|głosy|głosów}",
    "sigismundus.does.space": "Odrzuć za dodatkowe pole na torze Poparcia senatorskiego",
    "sigismundus.does.office": "Urząd {kind} · dochód {income} · {prestige}{extra}",
    "sigismundus.does.office_rest": "Urząd {kind} · {prestige}{extra}",
    "sigismundus.label.office": "{office} · dochód {income}",
    "sigismundus.does.prestige": "{points} PZ w każdej Punktacji",
    "sigismundus.does.no_prestige": "bez PZ w Punktacji",
    "sigismundus.does.office_land": (" · {count} {count:jednostka|jednostki|jednostek} za darmo{more}"),
    "sigismundus.does.office_court": " · sąd kościelny{more}",
    "sigismundus.does.office_gain": " · daje: {units}{more}",
    "sigismundus.does.none": "",
    "sigismundus.ability.ribbon": "Złota wstęga: {amount} PZ na koniec gry",
    "sigismundus.ability.income": "+{amount} {amount:dukat|dukaty|dukatów} w każdej fazie Dochodu",
    "sigismundus.ability.vote": "+{amount} {amount:głos|głosy|głosów} w każdym Sejmie",
    "sigismundus.ability.combat": "+{amount} do każdego twojego rzutu w walce",
    "sigismundus.ability.free_unit": (
        "{amount} {amount:jednostka|jednostki|jednostek} bez kosztów w fazie Utrzymania armii"
    ),
    "sigismundus.ability.client": "+{amount} {amount:żeton|żetony|żetonów} klienta w każdej fazie Akcji",
    "sigismundus.ability.draw": "+{amount} {amount:karta|karty|kart} w każdej fazie Dobierania kart",
    "sigismundus.ability.foray_immune": "Odporność na Najazd",
    "sigismundus.does.figure": "{ability} · na karcie: {gold} {gold:dukat|dukaty|dukatów}",
    "sigismundus.does.country": "Pole {space}: {first}/{second} PZ{crown} · znaczniki: {markers}",
    "sigismundus.does.country_empty": "Pole {space}: {first}/{second} PZ{crown} · nie ma jeszcze znaczników rodu",
    "sigismundus.does.country_crowned": ", punktuje w tej rundzie",
    "sigismundus.does.country_seal": "Pieczęć: {bonus}",
    "sigismundus.does.entry": "{house} {count}",
    "sigismundus.does.deck": "{cards}",
    "sigismundus.does.unit": "Siła {power}: utrzymanie kosztuje {power} {power:dukat|dukaty|dukatów}",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


_MADE: dict[Hashable, tuple[Board, Msg]] = {}
"""Lines already made, by the board and everything they depend on (menus are built at every decision); each
keeps its board, so a board's id is never taken by another edition's while its lines are kept."""


def _made(board: Board, what: Hashable, make: Callable[[], Msg]) -> Msg:
    """The line ``what`` for ``board``, made once (a few thousand at most are kept)."""
    key = (id(board), what)
    found = _MADE.get(key)
    if found is None or found[0] is not board:
        if len(_MADE) > 4096:
            _MADE.clear()
        found = _MADE[key] = (board, make())
    return found[1]


def card(board: Board, state: SigismundusState, key: str) -> Msg:
    """What playing a Policy card does (Policy Cards 1-12), with the edition's amounts and the Acts passed."""
    return _made(board, ("card", key, tuple(state.acts)), lambda: _card(board, state, key))


def _card(board: Board, state: SigismundusState, key: str) -> Msg:
    if key == "foundation":
        return msg("sigismundus.does.foundation", cost=board.econ("foundation_cost"), vp=board.econ("foundation_vp"))
    if key == "raft":
        return msg("sigismundus.does.raft", amount=board.econ("raft") + powers.act_amount(board, state, "raft_bonus"))
    if key == "foray":
        return msg("sigismundus.does.foray", vp=board.econ("foray_vp"))
    return msg(f"sigismundus.does.{key}")


def office(board: Board, state: SigismundusState, number: int, income: bool = True) -> Msg:
    """An office's kind, income and prestige on its current side, and what its kind adds: "Land office ·
    income 4 · 1 VP at each Scoring · keeps 1 unit free" (without the income when its label gives it)."""
    return _made(board, ("office", number, income, tuple(state.acts)), lambda: _office(board, state, number, income))


def office_label(board: Board, state: SigismundusState, number: int) -> Msg:
    """An office as a choice names it: its name, number and income on its current side ("castellanus
    posnaniensis (15) · income 1"), so that a button without a description still says what it pays."""
    return msg(
        "sigismundus.label.office", office=names.office(board, number), income=powers.income(board, state, number)
    )


def _office(board: Board, state: SigismundusState, number: int, income: bool) -> Msg:
    o = board.office(number)
    kind = board.office_kinds[str(o.kind.value)]
    points = powers.prestige(board, state, number)
    prestige = msg("sigismundus.does.prestige", points=points) if points else msg("sigismundus.does.no_prestige")
    extra = msg("sigismundus.does.none")
    if o.gain is not None:
        units = [names.unit(u) for u, n in o.gain.value.items() for _ in range(n)]
        if units:
            extra = msg("sigismundus.does.office_gain", units=units, more=extra)
    if kind.court.value and not powers.act_passed(board, state, "no_court"):
        extra = msg("sigismundus.does.office_court", more=extra)
    if kind.free_units.value:
        extra = msg("sigismundus.does.office_land", count=int(kind.free_units.value), more=extra)
    return msg(
        "sigismundus.does.office" if income else "sigismundus.does.office_rest",
        kind=names.office_kind(board, str(o.kind.value)),
        income=powers.income(board, state, number),
        prestige=prestige,
        extra=extra,
    )


def ability(kind: str, amount: int) -> Msg:
    """A figure's ability or a seal's bonus: "+1 ducat at every Income"."""
    return msg(f"sigismundus.ability.{kind}", amount=amount)


def figure(board: Board, state: SigismundusState, key: str) -> Msg:
    """A figure's ability, and the ducats on it if it has a patron."""
    gold = 0 if key in state.figures_open else state.figure_gold.get(key, 0)
    return _made(board, ("figure", key, gold), lambda: _figure(board, key, gold))


def _figure(board: Board, key: str, gold: int) -> Msg:
    effect = board.figure(key).effect.value
    if not gold:
        return ability(effect.kind, effect.amount)
    return msg("sigismundus.does.figure", ability=ability(effect.kind, effect.amount), gold=gold)


def country(board: Board, state: SigismundusState, key: str) -> Msg:
    """A country's space on the Foreign Policy track, its points, whether it scores this round, and the House
    markers on it by house."""
    place = state.countries[key]
    what = ("country", key, state.fp_track.index(key), place.crowned, tuple(place.markers), tuple(state.houses))
    return _made(board, what, lambda: _country(board, state, key))


def _country(board: Board, state: SigismundusState, key: str) -> Msg:
    space = state.fp_track.index(key) + 1
    first, second = board.fp_spaces[space - 1].value
    markers = [
        msg("sigismundus.does.entry", house=board.house(state.houses[s]).title, count=n)
        for s, n in enumerate(state.countries[key].markers)
        if n
    ]
    crowned = msg("sigismundus.does.country_crowned") if state.countries[key].crowned else msg("sigismundus.does.none")
    if not markers:
        return msg("sigismundus.does.country_empty", space=space, first=first, second=second, crown=crowned)
    return msg("sigismundus.does.country", space=space, first=first, second=second, crown=crowned, markers=markers)


def deck(board: Board, key: str) -> Msg:
    """The kinds of card a Policy deck holds (Policy Cards)."""
    return _made(board, ("deck", key), lambda: _deck(board, key))


def _deck(board: Board, key: str) -> Msg:
    return msg("sigismundus.does.deck", cards=[names.card(board, c) for c in POLICY_KINDS if board.deck_of(c) == key])


def unit(board: Board, key: str) -> Msg:
    """A unit's power, which is also its upkeep (Military Markers)."""
    return _made(board, ("unit", key), lambda: msg("sigismundus.does.unit", power=board.unit_power(key)))
