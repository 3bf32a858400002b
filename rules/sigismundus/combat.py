"""Combat: an attack card's fight in three phases, wounds paid by units or Military Policy cards.

"Combat is divided into three phases: Artillery, Hussars and Infantry phase ... Both players inflict damage
at the same time ... In each phase each player throws the dice and adds the value of their units to the
score (depending on the phase it will be 1, 2 or 3 points for each unit). The score sets the extent of
damage. Every 5 points of damage inflict 1 wound to the opponent. Then the players pay for the damage - for
each inflicted wound the player has to discard one of the units or one of the Military Policy cards from
their hand. The aggressor suffers the damage first. After completing all the phases, determine the winner.
Add up the power of the remaining units. If the aggressor has more points – they win and execute the
effects of the attack card. If the defender wins or there's a tie, there are no additional effects."

Readings: one die per side (the example's "He throws the die. He scores one"); only a side with units of
the phase's kind throws ("Only Andrew may attack in the Artillery phase"), adding each unit's power; units
sent to the Noble Host are away ("players cannot use this part of their army during the next round"), so
they neither fight, nor pay wounds, nor count at the end. A wound is paid by the wounded player's choice,
asked one wound at a time; when only one kind of payment is left it is paid without asking, and when
nothing is left the wound is lost. A seal or figure that adds to combat adds to each of its holder's rolls.
Abduction: the winner chooses the figure when the loser has several.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from rules.core.decision import Choice, Event
from rules.core.messages import CATALOGUE, Msg, Param, SeatRef, msg
from rules.sigismundus import details, names, powers
from rules.sigismundus.board import UNITS, Board
from rules.sigismundus.cards import discard
from rules.sigismundus.state import Ask, Combat, SigismundusState, Units, military_cards

RULE = "Combat"

EN = {
    "sigismundus.combat.begins": "{attacker} plays {card} against {defender}: combat!",
    "sigismundus.combat.roll": (
        "{unit:cap} phase: {seat} rolls {face} + {strength} for {count} {unit} {bonus}= {score}, "
        "{wounds} {wounds:wound|wounds} to {target}."
    ),
    "sigismundus.combat.bonus": "+ {amount} bonus ",
    "sigismundus.combat.no_bonus": "",
    "sigismundus.combat.quiet": "{unit:cap} phase: neither side has {unit}.",
    "sigismundus.combat.pays": "{seat} pays a wound with {what}.",
    "sigismundus.combat.a_card": "a Military Policy card",
    "sigismundus.combat.paid_card": "Your last way to pay the wound was {card}; it is discarded.",
    "sigismundus.combat.unpaid": "{seat} has nothing left to lose for {count} {count:wound|wounds}.",
    "sigismundus.combat.power": "After the combat: {attacker} has {a} power left, {defender} {d}.",
    "sigismundus.combat.won": "{attacker} wins the combat.",
    "sigismundus.combat.held": "{defender} holds: the attack has no effect.",
    "sigismundus.combat.sack": "{attacker} takes {amount} {amount:ducat|ducats} from {defender} (half, rounded down).",
    "sigismundus.combat.foray": "{attacker} takes {amount} victory {amount:point|points} from {defender}.",
    "sigismundus.combat.abduct": (
        "{attacker} abducts {figure} from {defender}, with the {gold} {gold:ducat|ducats} on it."
    ),
    "sigismundus.combat.no_figure": "{defender} has no figure to abduct.",
    "sigismundus.combat.wound_prompt": (
        "{seat}: pay a wound ({count} to pay) with one of your active units or a Military Policy card."
    ),
    "sigismundus.combat.abduct_prompt": "{seat}: choose the figure you abduct from {defender}.",
    "sigismundus.unit.artillery": "artillery",
    "sigismundus.unit.hussars": "hussars",
    "sigismundus.unit.infantry": "infantry",
    "sigismundus.label.unit": "{unit} ({power} power)",
    "sigismundus.label.unit_cap": "{unit:cap} ({power} power)",
    "sigismundus.label.military_card": "{card} (Military Policy card)",
    "sigismundus.label.abduct": "{figure} ({gold} ducats on it)",
    "sigismundus.label.units_of": "{count} × {unit}",
    "sigismundus.label.noble_host": "the Noble Host",
    "sigismundus.does.wound_unit": "Lose this unit: its power {power} no longer fights",
    "sigismundus.does.wound_card": "Discard this card instead of losing a unit",
    "sigismundus.explain.ask.wound": (
        "Every 5 points of a combat roll wound the other side once; each wound costs one of your active units "
        "or one Military Policy card from your hand. The units left at the end decide the winner."
    ),
    "sigismundus.explain.ask.abduct": (
        "You won the Abduction: take one of the loser's figures, with the ducats lying on it."
    ),
}

PL = {
    "sigismundus.combat.begins": "{attacker} zagrywa kartę {card}, a {defender} się broni: walka!",
    "sigismundus.combat.roll": (
        "Faza {unit:gen}: {seat} wyrzuca {face} + {strength} za {count} {count:jednostkę|jednostki|jednostek} "
        "{unit:gen} {bonus}= {score}; {target} otrzymuje {wounds} {wounds:ranę|rany|ran}."
    ),
    "sigismundus.combat.bonus": "+ {amount} z premii ",
    "sigismundus.combat.no_bonus": "",
    "sigismundus.combat.quiet": "Faza {unit:gen}: żadna ze stron nie ma {unit:gen}.",
    "sigismundus.combat.pays": "{seat} płaci za ranę: {what}.",
    "sigismundus.combat.a_card": "karta polityki wojskowej",
    "sigismundus.combat.paid_card": "Ranę można było zapłacić już tylko jedną kartą: {card}; zostaje odrzucona.",
    "sigismundus.combat.unpaid": "{seat} nie ma już czym zapłacić za {count} {count:ranę|rany|ran}.",
    "sigismundus.combat.power": "Po walce: {attacker} ma siłę {a}, {defender} — {d}.",
    "sigismundus.combat.won": "{attacker} wygrywa walkę.",
    "sigismundus.combat.held": "{defender} odpiera atak; karta nie przynosi skutku.",
    "sigismundus.combat.sack": (
        "{defender} oddaje {amount} {amount:dukat|dukaty|dukatów} (połowę, zaokrągloną w dół); bierze je {attacker}."
    ),
    "sigismundus.combat.foray": (
        "{defender} traci {amount} {amount:punkt|punkty|punktów} zwycięstwa; zdobywa je {attacker}."
    ),
    "sigismundus.combat.abduct": (
        "{defender} traci postać {figure} razem z {gold} {gold:dukatem|dukatami|dukatami} z karty; "
        "porywa ją {attacker}."
    ),
    "sigismundus.combat.no_figure": "{defender} nie ma postaci, którą można porwać.",
    "sigismundus.combat.wound_prompt": (
        "{seat}: zapłać za ranę (do zapłacenia: {count}) jedną ze swoich aktywnych jednostek albo kartą polityki "
        "wojskowej."
    ),
    "sigismundus.combat.abduct_prompt": "{seat}: wybierz postać, którą porywasz (traci ją {defender}).",
    "sigismundus.unit.artillery": "artyleria",
    "sigismundus.unit.hussars": "husaria",
    "sigismundus.unit.infantry": "piechota",
    "sigismundus.label.unit": "{unit} (siła {power})",
    "sigismundus.label.unit_cap": "{unit:cap} (siła {power})",
    "sigismundus.label.military_card": "{card} (karta polityki wojskowej)",
    "sigismundus.label.abduct": "{figure} ({gold} {gold:dukat|dukaty|dukatów} na karcie)",
    "sigismundus.label.units_of": "{count} × {unit}",
    "sigismundus.label.noble_host": "pospolite ruszenie",
    "sigismundus.does.wound_unit": "Tracisz tę jednostkę: jej siła {power} przestaje walczyć",
    "sigismundus.does.wound_card": "Odrzuć tę kartę zamiast tracić jednostkę",
    "sigismundus.explain.ask.wound": (
        "Każde 5 punktów rzutu w walce zadaje drugiej stronie jedną ranę; każda rana kosztuje jedną z twoich "
        "aktywnych jednostek albo jedną kartę polityki wojskowej z ręki. O zwycięstwie decydują jednostki, które "
        "zostaną na koniec."
    ),
    "sigismundus.explain.ask.abduct": (
        "Wygrywasz Porwanie: zabierz przegranemu jedną z jego postaci razem z dukatami, które na niej leżą."
    ),
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def armies(units: Units) -> list[list[str]]:
    """Every part of an army, as unit words in the parser's fixed order (the strongest kind first), from the
    whole army down to none: the answers of a choice of units, each a whole answer."""
    ranges = [range(units.get(u), -1, -1) for u in UNITS]
    return [[u for u, n in zip(UNITS, counts, strict=True) for _ in range(n)] for counts in product(*ranges)]


def army_words(words: Sequence[str]) -> list[Param]:
    """Unit words as a sentence lists them: "2 × hussars, infantry"; the Noble Host by name."""
    out: list[Param] = []
    for word in dict.fromkeys(words):
        n = list(words).count(word)
        if word == "host":
            out.append(msg("sigismundus.label.noble_host"))
        elif n > 1:
            out.append(msg("sigismundus.label.units_of", count=n, unit=names.unit(word)))
        else:
            out.append(names.unit(word))
    return out


def unit_label(board: Board, unit: str, cap: bool = False) -> Msg:
    """A unit in a menu: "hussars (2 power)" ("Hussars (2 power)" with ``cap``)."""
    key = "sigismundus.label.unit_cap" if cap else "sigismundus.label.unit"
    return msg(key, unit=names.unit(unit), power=board.unit_power(unit))


def start(board: Board, state: SigismundusState, attacker: int, defender: int, card: str) -> list[Event]:
    """Begin the fight of an attack card (already discarded) and run it until a question or its end."""
    state.combat = Combat(attacker=attacker, defender=defender, card=card)
    begins = msg(
        "sigismundus.combat.begins",
        attacker=SeatRef(attacker),
        defender=SeatRef(defender),
        card=names.card(board, card),
    )
    return [Event(begins), *fight(board, state)]


def payments(board: Board, state: SigismundusState, seat: int) -> list[str]:
    """What ``seat`` may pay a wound with: a kind of active unit he has, or a Military Policy card."""
    player = state.players[seat]
    units = [u for u in UNITS if player.units.get(u) > 0]
    cards = list(dict.fromkeys(military_cards(board, player.hand)))
    return units + cards


def payment_label(board: Board, word: str) -> Msg:
    if word in UNITS:
        return unit_label(board, word, cap=True)
    return msg("sigismundus.label.military_card", card=names.card(board, word))


def payment_detail(board: Board, word: str) -> Msg:
    """What paying a wound this way gives up: a unit's power, or a card's effect."""
    if word in UNITS:
        return msg("sigismundus.does.wound_unit", power=board.unit_power(word))
    return msg("sigismundus.does.wound_card")


def pay(board: Board, state: SigismundusState, seat: int, word: str, chosen: bool = True) -> list[Event]:
    """Pay one wound. A card the player chose to pay with is named to everyone (his answer names it); a card
    the table took because it was the only payment left is named to him alone, so the table tells nobody
    which card his hand held."""
    player = state.players[seat]
    if word in UNITS:
        player.units.add(word, -1)
        return [Event(msg("sigismundus.combat.pays", seat=SeatRef(seat), what=names.unit(word)))]
    discard(board, state, seat, word)
    if chosen:
        return [Event(msg("sigismundus.combat.pays", seat=SeatRef(seat), what=names.card(board, word)))]
    return [
        Event(msg("sigismundus.combat.pays", seat=SeatRef(seat), what=msg("sigismundus.combat.a_card"))),
        Event(msg("sigismundus.combat.paid_card", card=names.card(board, word)), to=(seat,), kind="private"),
    ]


def fight(board: Board, state: SigismundusState) -> list[Event]:
    """Pay the wounds owed (the aggressor first), then fight the next phase; finish after the third."""
    events: list[Event] = []
    combat = state.combat
    while combat is not None:
        for side, seat in enumerate((combat.attacker, combat.defender)):
            while combat.wounds[side] > 0:
                options = payments(board, state, seat)
                if not options:
                    events.append(
                        Event(msg("sigismundus.combat.unpaid", seat=SeatRef(seat), count=combat.wounds[side]))
                    )
                    combat.wounds[side] = 0
                elif len(options) == 1:
                    events += pay(board, state, seat, options[0], chosen=False)
                    combat.wounds[side] -= 1
                else:
                    state.asks.append(Ask(kind="wound", seat=seat, number=combat.wounds[side]))
                    return events
        if combat.stage < len(UNITS):
            events += roll(board, state, combat)
            combat.stage += 1
            continue
        events += finish(board, state, combat)
        combat = None
    return events


def roll(board: Board, state: SigismundusState, combat: Combat) -> list[Event]:
    """One combat phase: each side with units of its kind throws a die and adds their power."""
    unit = UNITS[combat.stage]
    events: list[Event] = []
    seats = (combat.attacker, combat.defender)
    inflicted = [0, 0]
    for side, seat in enumerate(seats):
        count = state.players[seat].units.get(unit)
        if count == 0:
            continue
        face = state.rng.die()
        strength = count * board.unit_power(unit)
        extra = powers.bonus(board, state, seat, "combat")
        score = face + strength + extra
        wounds = score // board.econ("wound_points")
        inflicted[1 - side] += wounds
        bonus = msg("sigismundus.combat.bonus", amount=extra) if extra else msg("sigismundus.combat.no_bonus")
        text = msg(
            "sigismundus.combat.roll",
            unit=names.unit(unit),
            seat=SeatRef(seat),
            face=face,
            strength=strength,
            count=count,
            bonus=bonus,
            score=score,
            wounds=wounds,
            target=SeatRef(seats[1 - side]),
        )
        events.append(Event(text, kind="roll", dice=(face,)))
    if not events:
        events.append(Event(msg("sigismundus.combat.quiet", unit=names.unit(unit))))
    combat.wounds[0] += inflicted[0]
    combat.wounds[1] += inflicted[1]
    return events


def finish(board: Board, state: SigismundusState, combat: Combat) -> list[Event]:
    attacker, defender = combat.attacker, combat.defender
    a = state.players[attacker].units.power(board)
    d = state.players[defender].units.power(board)
    state.combat = None
    who = {"attacker": SeatRef(attacker), "defender": SeatRef(defender)}
    events = [Event(msg("sigismundus.combat.power", a=a, d=d, **who))]
    if a <= d:
        return [*events, Event(msg("sigismundus.combat.held", **who))]
    events.append(Event(msg("sigismundus.combat.won", **who)))
    loser = state.players[defender]
    winner = state.players[attacker]
    if combat.card == "sack":
        amount = loser.ducats // 2
        loser.ducats -= amount
        winner.ducats += amount
        events.append(Event(msg("sigismundus.combat.sack", amount=amount, **who)))
    elif combat.card == "foray":
        amount = min(board.econ("foray_vp"), loser.vp)
        loser.vp -= amount
        winner.vp += amount
        events.append(Event(msg("sigismundus.combat.foray", amount=amount, **who)))
    elif combat.card == "abduction":
        if not loser.figures:
            events.append(Event(msg("sigismundus.combat.no_figure", **who)))
        elif len(loser.figures) == 1:
            events += abduct(board, state, attacker, defender, loser.figures[0])
        else:
            state.asks.append(Ask(kind="abduct", seat=attacker, other=defender))
    return events


def abduct(board: Board, state: SigismundusState, attacker: int, defender: int, figure: str) -> list[Event]:
    """ "Take one Figure from the defeated player (including the gold on it)"."""
    state.players[defender].figures.remove(figure)
    state.players[attacker].figures.append(figure)
    gold = state.figure_gold.get(figure, 0)
    text = msg(
        "sigismundus.combat.abduct",
        attacker=SeatRef(attacker),
        defender=SeatRef(defender),
        figure=names.figure(board, figure),
        gold=gold,
    )
    return [Event(text)]


def wound_choices(board: Board, state: SigismundusState, ask: Ask) -> tuple[Msg, tuple[Choice, ...]]:
    choices = tuple(
        names.choice(f"pay {w}", payment_label(board, w), payment_detail(board, w))
        for w in payments(board, state, ask.seat)
    )
    return msg("sigismundus.combat.wound_prompt", seat=SeatRef(ask.seat), count=ask.number), choices


def abduct_choices(board: Board, state: SigismundusState, ask: Ask) -> tuple[Msg, tuple[Choice, ...]]:
    figures = state.players[ask.other].figures
    choices = tuple(
        names.choice(
            f"take {f}",
            msg("sigismundus.label.abduct", figure=names.figure(board, f), gold=state.figure_gold.get(f, 0)),
            details.ability(board.figure(f).effect.value.kind, board.figure(f).effect.value.amount),
        )
        for f in figures
    )
    return msg("sigismundus.combat.abduct_prompt", seat=SeatRef(ask.seat), defender=SeatRef(ask.other)), choices
