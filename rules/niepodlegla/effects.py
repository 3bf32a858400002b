"""The effects printed on advanced mission cards, threat cards and the time track.

Phase 3: Negative Effects — "Hourglass: the time marker ... is moved forward by 1 position ...
Immediately introduce into the game the effects described on the time track. In round 9 this effect
is ignored. Foreign policy symbol crossed out ... national consent symbol crossed out: move the
marker back by 1 position ... The marker cannot fall below its starting position. Obstacle token
symbols ... the name next to it specifies the city ... If an independence token lies there, both
tokens are mutually removed ... Black threat die symbol: roll the black threat die and remove from
the morale pool as many morale markers as the result of the roll shows ... Hourglass crossed out:
remove the given card from the game."

Phase 5: Positive Effects — globe (foreign policy +1), handshake (national consent +1), an
independence token ("If a city name is given ... the players must place the token in the indicated
area"), a figure die, the shield, an activist token, a morale token.

Obstacle Tokens and Independence Tokens — "If the symbols on the game elements do not indicate the
name of a city in the given region, the players, while placing the given token, jointly choose one
of the cities of the region ... [on A-04 and A-54] These tokens are placed in DIFFERENT cities of the
indicated region ... independence tokens and obstacle tokens cancel each other out: when a token is
added to a city in which the opposing token lies, both must immediately be removed from the board."

Threat Cards — "discard 2 revealed missions from those which nobody took on ... imprison 1 morale
marker ... 1 pawn. The players jointly decide whose pawn ... 1 neutral die ... 1 figure die ... If
the players have no figure dice, nothing happens ... Symbols in the lower part of a card: if there is
no independence token in one of the indicated areas ..., the indicated negative effect enters into
force."

The "Foreign Policy" and "National Consent" Tracks — bonuses "whenever the marker reaches a given
field (from a lower value)": remove 1 obstacle token of the players' choice; one more morale marker
from the next round while the marker stays there; turn all tokens with symbols to their active side.

Readings:

* When an independence token lands where several obstacle tokens lie, the one it cancels is a
  Bolshevik token if there is one (the only kind that matters later), else the oldest.
* An independence token needs one from the box (34); with none left, nothing is placed.
* "In round 9 this effect is ignored": an hourglass never moves the marker past position 9, so the
  last position is reached only at the end of a round.
* A Russian token ("tsarist") placed after the February Revolution goes on red side up (Bolshevik).
* A figure die or a token already gained by someone stays where it is (each exists once).
* "Imprison 1 pawn/figure die": the players choose among the pawns and figure dice not already in
  Magdeburg; with none, nothing happens. A morale marker or a neutral die in Magdeburg is missing
  from the next refill (the four-player example), and all of them come back in phase 3.
* "Discard 2 revealed missions from those which nobody took on": with two or fewer such missions,
  those are discarded; otherwise the players choose. Discarded missions leave the game.
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.decision import Event
from rules.core.messages import CATALOGUE, Msg, Param, SeatRef, msg
from rules.niepodlegla import names
from rules.niepodlegla.board import Board, Effect
from rules.niepodlegla.common import card_label, card_number, seat_key, seat_label
from rules.niepodlegla.engine_api import AskKind, EngineApi, Handler
from rules.niepodlegla.joint import Matter
from rules.niepodlegla.state import CityState, Joint, NiepodleglaState, Task, TokenState

RULE_NEGATIVE = "Phase 3: Negative Effects"
RULE_POSITIVE = "Phase 5: Positive Effects"
RULE_TOKENS = "Obstacle Tokens and Independence Tokens"
RULE_TRACKS = "The Foreign Policy and National Consent Tracks"
RULE_THREATS = "Threat Cards"
RULE_TIME = "Phase 6: Time Effects"
RULE_REVOLUTION = "Special Events: Round 6: The February Revolution"
LAST_HOURGLASS_ROUND = 9

EN = {
    "niepodlegla.effect.independence": "An independence token is placed in {city}.",
    "niepodlegla.effect.cancel": (
        "An independence token reaches {city}, where a {kind} obstacle lies: both are removed."
    ),
    "niepodlegla.effect.no_token": "No independence token is left in the box; none is placed in {city}.",
    "niepodlegla.effect.obstacle": "A {kind} obstacle token is placed in {city}.",
    "niepodlegla.effect.obstacle_cancel": (
        "A {kind} obstacle reaches {city}, where an independence token lies: both are removed."
    ),
    "niepodlegla.effect.track_up": "{track} rises to {level}.",
    "niepodlegla.effect.track_down": "{track} falls to {level}.",
    "niepodlegla.effect.track_floor": "{track} is already at 0 and cannot fall.",
    "niepodlegla.effect.track_top": "{track} is already at the top ({level}).",
    "niepodlegla.effect.bonus_morale": (
        "{track} reaches {level}: one more morale marker from the next round (while it stays there)."
    ),
    "niepodlegla.effect.bonus_flip": "{track} reaches {level}: all tokens with symbols turn to their active side.",
    "niepodlegla.effect.bonus_remove": "{track} reaches {level}: the players may remove one obstacle token.",
    "niepodlegla.effect.no_obstacle": "There is no obstacle token on the board to remove.",
    "niepodlegla.effect.removed_obstacle": "A {kind} obstacle token is removed from {city}.",
    "niepodlegla.effect.kept_obstacles": "The players remove no obstacle token.",
    "niepodlegla.effect.black": (
        "The black die shows {pips} {pips:pip|pips}: {lost} morale {lost:marker|markers} lost; {left} left."
    ),
    "niepodlegla.effect.black_blank": "The black die shows a blank face: no morale lost ({left} left).",
    "niepodlegla.effect.black_over": (
        "The black die shows {pips} {pips:pip|pips}, more than the {left} morale {left:marker|markers} left: "
        "the pool is empty and a marker goes on the X."
    ),
    "niepodlegla.effect.hourglass": "Hourglass: the time marker moves on to position {field}.",
    "niepodlegla.effect.hourglass_ignored": "Hourglass: ignored in round {round}.",
    "niepodlegla.effect.card_removed": "{card} is removed from the game.",
    "niepodlegla.effect.shield": "The shield covers the time field {field}.",
    "niepodlegla.effect.figure": "{seat} gains {figure}'s die for the rest of the game.",
    "niepodlegla.effect.figure_taken": "{figure}'s die has already been gained; nothing happens.",
    "niepodlegla.effect.token": "{seat} gains the token {token} ({what}).",
    "niepodlegla.effect.token_taken": "The token {token} has already been gained; nothing happens.",
    "niepodlegla.effect.flip": "All tokens with symbols turn to their active side.",
    "niepodlegla.effect.discarded": "Discarded from the table: {cards}.",
    "niepodlegla.effect.nothing_to_discard": "No mission nobody took is on the table; nothing is discarded.",
    "niepodlegla.effect.jail_morale": "A morale marker is imprisoned in Magdeburg for a round.",
    "niepodlegla.effect.jail_neutral": "A neutral die is imprisoned in Magdeburg for a round.",
    "niepodlegla.effect.jail_pawn": "A pawn of {seat} is imprisoned in Magdeburg for a round.",
    "niepodlegla.effect.jail_figure": "{figure}'s die is imprisoned in Magdeburg for a round.",
    "niepodlegla.effect.jail_nothing": "Nothing of that kind can be imprisoned; nothing happens.",
    "niepodlegla.effect.lower": "No independence token in {areas}: the lower effect applies too.",
    "niepodlegla.effect.lower_spared": "An independence token lies in {areas}: the lower effect does not apply.",
    "niepodlegla.effect.time": "Time field {field}: its negative effects apply.",
    "niepodlegla.effect.time_shielded": "Time field {field}: the shield covers its negative effects.",
    "niepodlegla.effect.time_empty": "Time field {field} has no negative effect.",
    "niepodlegla.effect.revolution": (
        "The February Revolution: {flipped} tsarist {flipped:token turns|tokens turn} to the Bolshevik side; "
        "the remaining 1914–1916 threats go under the 1917–1918 deck; all tokens with symbols turn active."
    ),
    "niepodlegla.matter.city": "where {effect} goes",
    "niepodlegla.matter.city2": "the two different cities for {effect}",
    "niepodlegla.matter.remove": "which obstacle token to remove (or none)",
    "niepodlegla.matter.effect": "which positive effect of {card} to carry out",
    "niepodlegla.matter.jail_pawn": "whose pawn goes to Magdeburg",
    "niepodlegla.matter.jail_figure": "whose figure die goes to Magdeburg",
    "niepodlegla.matter.discard": "which {n} missions nobody took are discarded",
    "niepodlegla.effect.morale_what": "+{n} morale",
    "niepodlegla.matter.remove_none": "remove none",
    "niepodlegla.matter.remove_label": "the {kind} token in {city}",
    "niepodlegla.matter.none": "none",
    "niepodlegla.matter.jail_pawn_label": "a pawn of {seat}",
    "niepodlegla.matter.jail_figure_label": "{figure}'s die",
    "niepodlegla.matter.jail_pawn_detail": "that player places one pawn fewer next round",
    "niepodlegla.matter.jail_figure_detail": "that die stays out of the next round",
    "niepodlegla.matter.discard_detail": "{card} would bring: {effects}",
    "niepodlegla.matter.city_empty": "{city}: empty",
    "niepodlegla.matter.city_holds": "{city} holds {held}",
    "niepodlegla.matter.city_independence": "{n}× independence",
    "niepodlegla.matter.city_obstacles": "{n}× {kind}",
    "niepodlegla.effect_text.token": "an independence token in {place}",
    "niepodlegla.effect_text.tokens2": "two independence tokens in different cities of {place}",
    "niepodlegla.effect_text.obstacle": "a {kind} obstacle in {place}",
    "niepodlegla.effect_text.obstacles2": "two {kind} obstacles in different cities of {place}",
    "niepodlegla.effect_text.track": "{track} {n}",
    "niepodlegla.effect_text.figure": "{figure}'s die",
    "niepodlegla.effect_text.gain": "the token {token}",
    "niepodlegla.effect_text.black": "roll the black die and lose its pips in morale",
    "niepodlegla.effect_text.hourglass": "the time marker moves on",
    "niepodlegla.effect_text.remove": "the card leaves the game",
    "niepodlegla.effect_text.shield": "the shield",
    "niepodlegla.effect_text.flip": "all tokens with symbols turn active",
    "niepodlegla.effect_text.discard": "discard {n} {n:mission|missions} nobody took",
    "niepodlegla.effect_text.jail.morale": "imprison a morale marker in Magdeburg",
    "niepodlegla.effect_text.jail.pawn": "imprison a pawn in Magdeburg",
    "niepodlegla.effect_text.jail.neutral": "imprison a neutral die in Magdeburg",
    "niepodlegla.effect_text.jail.figure": "imprison a figure die in Magdeburg",
}
CATALOGUE.add("en", EN)


PL = {
    "niepodlegla.effect.independence": "Żeton niepodległości trafia {city:into}.",
    "niepodlegla.effect.cancel": (
        "Żeton niepodległości trafia {city:into}, gdzie leży żeton wpływów {kind:gen}: oba zostają usunięte."
    ),
    "niepodlegla.effect.no_token": "W pudełku nie ma już żetonów niepodległości; {city:in} nic nie zostaje położone.",
    "niepodlegla.effect.obstacle": "Żeton wpływów {kind:gen} trafia {city:into}.",
    "niepodlegla.effect.obstacle_cancel": (
        "Żeton wpływów {kind:gen} trafia {city:into}, gdzie leży żeton niepodległości: oba zostają usunięte."
    ),
    "niepodlegla.effect.track_up": "{track} rośnie do poziomu {level}.",
    "niepodlegla.effect.track_down": "{track} spada do poziomu {level}.",
    "niepodlegla.effect.track_floor": "{track} jest już na poziomie 0 i nie może spaść niżej.",
    "niepodlegla.effect.track_top": "{track} jest już na szczycie toru ({level}).",
    "niepodlegla.effect.bonus_morale": (
        "{track} osiąga poziom {level}: od następnej rundy jeden znacznik morale więcej (dopóki znacznik toru "
        "tam pozostaje)."
    ),
    "niepodlegla.effect.bonus_flip": (
        "{track} osiąga poziom {level}: wszystkie żetony z symbolami wracają na aktywną stronę."
    ),
    "niepodlegla.effect.bonus_remove": "{track} osiąga poziom {level}: gracze mogą usunąć jeden żeton przeszkody.",
    "niepodlegla.effect.no_obstacle": "Na planszy nie ma żadnego żetonu przeszkody do usunięcia.",
    "niepodlegla.effect.removed_obstacle": "{city:in:cap} zostaje usunięty żeton wpływów {kind:gen}.",
    "niepodlegla.effect.kept_obstacles": "Gracze nie usuwają żadnego żetonu przeszkody.",
    "niepodlegla.effect.black": (
        "Czarna kość: {pips} {pips:oczko|oczka|oczek} — {lost} {lost:znacznik|znaczniki|znaczników} morale "
        "mniej; zostaje {left}."
    ),
    "niepodlegla.effect.black_blank": "Czarna kość pokazuje pustą ściankę: morale bez strat (zostaje {left}).",
    "niepodlegla.effect.black_over": (
        "Czarna kość: {pips} {pips:oczko|oczka|oczek}, więcej niż {left} "
        "{left:pozostały znacznik|pozostałe znaczniki|pozostałych znaczników} morale: pula jest pusta, "
        "a jeden znacznik trafia na pole X."
    ),
    "niepodlegla.effect.hourglass": "Klepsydra: znacznik czasu przesuwa się na pole {field}.",
    "niepodlegla.effect.hourglass_ignored": "Klepsydra: w rundzie {round} nie działa.",
    "niepodlegla.effect.card_removed": "Karta {card} odpada z gry.",
    "niepodlegla.effect.shield": "Tarcza zakrywa pole {field} toru czasu.",
    "niepodlegla.effect.figure": "{seat} zdobywa kość {figure:gen} do końca gry.",
    "niepodlegla.effect.figure_taken": "Kość {figure:gen} ma już właściciela; nic się nie dzieje.",
    "niepodlegla.effect.token": "{seat} zdobywa żeton „{token}” ({what}).",
    "niepodlegla.effect.token_taken": "Żeton „{token}” ma już właściciela; nic się nie dzieje.",
    "niepodlegla.effect.flip": "Wszystkie żetony z symbolami wracają na aktywną stronę.",
    "niepodlegla.effect.discarded": "Odrzucone ze stołu: {cards}.",
    "niepodlegla.effect.nothing_to_discard": (
        "Na stole nie ma misji, której nikt nie podjął; nic nie zostaje odrzucone."
    ),
    "niepodlegla.effect.jail_morale": "Znacznik morale trafia na rundę do więzienia w Magdeburgu.",
    "niepodlegla.effect.jail_neutral": "Kość neutralna trafia na rundę do więzienia w Magdeburgu.",
    "niepodlegla.effect.jail_pawn": "{seat}: pionek trafia na rundę do więzienia w Magdeburgu.",
    "niepodlegla.effect.jail_figure": "Kość {figure:gen} trafia na rundę do więzienia w Magdeburgu.",
    "niepodlegla.effect.jail_nothing": "Nie ma czego uwięzić; nic się nie dzieje.",
    "niepodlegla.effect.lower": "{areas}: brak żetonu niepodległości, więc dolny efekt karty też działa.",
    "niepodlegla.effect.lower_spared": "{areas}: leży tam żeton niepodległości, więc dolny efekt karty nie działa.",
    "niepodlegla.effect.time": "Pole {field} toru czasu: jego efekty negatywne zaczynają działać.",
    "niepodlegla.effect.time_shielded": "Pole {field} toru czasu: tarcza zakrywa jego efekty negatywne.",
    "niepodlegla.effect.time_empty": "Pole {field} toru czasu nie ma efektów negatywnych.",
    "niepodlegla.effect.revolution": (
        "Rewolucja lutowa: {flipped} "
        "{flipped:carski żeton odwraca się|carskie żetony odwracają się|carskich żetonów odwraca się} "
        "na stronę bolszewicką; pozostałe karty zagrożeń 1914–1916 trafiają pod talię 1917–1918; wszystkie "
        "żetony z symbolami wracają na aktywną stronę."
    ),
    "niepodlegla.effect.morale_what": "+{n} morale",
    "niepodlegla.matter.city": "miasto dla efektu: {effect}",
    "niepodlegla.matter.city2": "dwa różne miasta dla efektu: {effect}",
    "niepodlegla.matter.remove": "który żeton przeszkody usunąć (albo żaden)",
    "niepodlegla.matter.effect": "który efekt pozytywny karty {card} wykonać",
    "niepodlegla.matter.jail_pawn": "czyj pionek trafia do Magdeburga",
    "niepodlegla.matter.jail_figure": "czyja kość postaci trafia do Magdeburga",
    "niepodlegla.matter.discard": "które misje, których nikt nie podjął, odrzucić (razem {n})",
    "niepodlegla.matter.remove_none": "nie usuwać żadnego",
    "niepodlegla.matter.remove_label": "żeton wpływów {kind:gen} {city:in}",
    "niepodlegla.matter.none": "żaden",
    "niepodlegla.matter.jail_pawn_label": "pionek: {seat}",
    "niepodlegla.matter.jail_figure_label": "kość {figure:gen}",
    "niepodlegla.matter.jail_pawn_detail": "ten gracz kładzie w następnej rundzie o jeden pionek mniej",
    "niepodlegla.matter.jail_figure_detail": "ta kość nie bierze udziału w następnej rundzie",
    "niepodlegla.matter.discard_detail": "{card}: {effects}",
    "niepodlegla.matter.city_empty": "{city}: pusto",
    "niepodlegla.matter.city_holds": "{city}: {held}",
    "niepodlegla.matter.city_independence": "{n}× niepodległość",
    "niepodlegla.matter.city_obstacles": "{n}× {kind}",
    # an effect in words (cards, threats, the time track), as prompts, menus and the board name it
    "niepodlegla.effect_text.token": "żeton niepodległości {place:in}",
    "niepodlegla.effect_text.tokens2": "dwa żetony niepodległości w różnych miastach {place:gen}",
    "niepodlegla.effect_text.obstacle": "żeton wpływów {kind:gen} {place:in}",
    "niepodlegla.effect_text.obstacles2": "dwa żetony wpływów {kind:gen} w różnych miastach {place:gen}",
    "niepodlegla.effect_text.track": "{track} {n}",
    "niepodlegla.effect_text.figure": "kość {figure:gen}",
    "niepodlegla.effect_text.gain": "żeton „{token}”",
    "niepodlegla.effect_text.black": "rzut czarną kością i utrata tylu znaczników morale, ile wypadnie oczek",
    "niepodlegla.effect_text.hourglass": "znacznik czasu przesuwa się o pole",
    "niepodlegla.effect_text.remove": "karta odpada z gry",
    "niepodlegla.effect_text.shield": "tarcza",
    "niepodlegla.effect_text.flip": "wszystkie żetony z symbolami wracają na aktywną stronę",
    "niepodlegla.effect_text.discard": "odrzucenie {n} {n:misji, której|misji, których|misji, których} nikt nie podjął",
    "niepodlegla.effect_text.jail.morale": "uwięzienie znacznika morale w Magdeburgu",
    "niepodlegla.effect_text.jail.pawn": "uwięzienie pionka w Magdeburgu",
    "niepodlegla.effect_text.jail.neutral": "uwięzienie kości neutralnej w Magdeburgu",
    "niepodlegla.effect_text.jail.figure": "uwięzienie kości postaci w Magdeburgu",
}
CATALOGUE.add("pl", PL)


def reward_of(board: Board, state: NiepodleglaState, key: str) -> Param | None:
    """What completing a mission on the table gives, in words (``None``: nothing printed): a basic card's
    independence tokens, an advanced card's positive effects ("or" between alternatives)."""
    if not state.advanced:
        if key in board.part_keys:
            return None
        return msg(f"niepodlegla.reward.{board.basic_card(key).reward.value}")
    if key in ("paris", "warsaw") or board.is_final_card(key) or board.is_challenge(key):
        return None
    card = board.advanced_card(key)
    return names.joined([[effect_msg(board, e) for e in alt] for alt in card.positive], msg("niepodlegla.sep.or"))


def effect_msg(board: Board, effect: Effect) -> Msg:
    """An effect in words, for events, prompts and menus, in every language."""
    v = effect.verb
    if v in ("token", "tokens2"):
        return msg(f"niepodlegla.effect_text.{v}", place=names.place(board, effect.place))
    if v in ("obstacle", "obstacles2"):
        return msg(f"niepodlegla.effect_text.{v}", kind=names.kind(effect.kind), place=names.place(board, effect.place))
    if v in names.TRACKS:
        return msg("niepodlegla.effect_text.track", track=names.track(v, lower=True), n=f"{effect.n:+d}")
    if v == "figure":
        return msg("niepodlegla.effect_text.figure", figure=names.figure(board, effect.kind))
    if v == "gain":
        return msg("niepodlegla.effect_text.gain", token=names.token(board, effect.kind))
    if v == "discard":
        return msg("niepodlegla.effect_text.discard", n=effect.n)
    if v == "jail":
        return msg(f"niepodlegla.effect_text.jail.{effect.kind}")
    return msg(f"niepodlegla.effect_text.{v}")


class Effects:
    """Carries out effects (task ``effect``), the time track (task ``time``) and threat cards (task
    ``threat``), and the joint matters they open."""

    def __init__(self, board: Board, engine: EngineApi) -> None:
        self.board = board
        self.engine = engine
        self.index: dict[str, Effect] = {}
        for card in board.advanced_missions:
            for alt in card.positive:
                self._index(alt)
            self._index(card.negative)
        for threat in board.threats:
            self._index(threat.effects)
            self._index(threat.lower)
        for effects in board.time.values():
            self._index(effects)

    def _index(self, effects: Sequence[Effect]) -> None:
        for e in effects:
            self.index[e.text] = e

    def handlers(self) -> dict[str, Handler]:
        return {
            "effect": self.run,
            "time": self.time,
            "threat": self.threat,
            "track_bonus": self.track_bonus,
        }

    def asks(self) -> Sequence[AskKind]:
        return ()

    def matters(self) -> list[Matter]:
        return [CityMatter(self.board, self), RemoveMatter(self.board, self), EffectMatter(self.board, self),
                JailMatter(self.board, self), DiscardMatter(self.board, self)]  # fmt: skip

    def tasks_for(self, effects: Sequence[Effect], card: str = "", seat: int = -1) -> list[Task]:
        return [Task(kind="effect", text=e.text, card=card, seat=seat) for e in effects]

    # --- the effects ----------------------------------------------------------------------------

    def run(self, state: NiepodleglaState, task: Task) -> list[Event]:
        e = self.index[task.text]
        v = e.verb
        board = self.board
        if v in ("token", "obstacle"):
            cities = board.place_cities(e.place)
            if len(cities) == 1:
                return self.place(state, e, cities[0])
            return self.engine.open(state, Joint(kind="city", effect=e.text, card=task.card, n=1))
        if v in ("tokens2", "obstacles2"):
            return self.engine.open(state, Joint(kind="city", effect=e.text, card=task.card, n=2))
        if v in names.TRACKS:
            return self.move(state, v, e.n)
        if v == "black":
            return self.black(state)
        if v == "hourglass":
            if state.round >= LAST_HOURGLASS_ROUND:
                return [Event(msg("niepodlegla.effect.hourglass_ignored", round=state.round))]
            state.round += 1
            return [
                Event(msg("niepodlegla.effect.hourglass", field=state.round)),
                *self.time(state, Task(kind="time", n=state.round)),
            ]
        if v == "remove":
            card = state.card(task.card)
            if card is None:
                return []
            state.table.remove(card)
            state.removed.append(card.key)
            return [Event(msg("niepodlegla.effect.card_removed", card=card_label(board, state, card.key)))]
        if v == "shield":
            state.shield = state.round + 1
            return [Event(msg("niepodlegla.effect.shield", field=state.shield))]
        if v == "figure":
            name = names.figure(board, e.kind)
            if e.kind in state.owners or task.seat < 0:
                return [Event(msg("niepodlegla.effect.figure_taken", figure=name))]
            state.owners[e.kind] = task.seat
            return [Event(msg("niepodlegla.effect.figure", seat=SeatRef(task.seat), figure=name))]
        if v == "gain":
            spec = board.token(e.kind)
            token = names.token(board, e.kind)
            if state.token(e.kind) is not None or task.seat < 0:
                return [Event(msg("niepodlegla.effect.token_taken", token=token))]
            state.tokens.append(TokenState(key=e.kind, owner=task.seat, holder=task.seat, active=True))
            what: Param = (
                names.symbol(str(spec.symbol.value))
                if spec.symbol is not None
                else msg("niepodlegla.effect.morale_what", n=int(board.advanced["morale_token_value"].value))
            )
            return [Event(msg("niepodlegla.effect.token", seat=SeatRef(task.seat), token=token, what=what))]
        if v == "flip":
            return self.flip(state)
        if v == "discard":
            return self.discard(state, e.n)
        if v == "jail":
            return self.jail(state, e.kind)
        raise AssertionError(f"unknown effect {e.text}")

    def place(self, state: NiepodleglaState, e: Effect, city: str) -> list[Event]:
        if e.verb in ("token", "tokens2"):
            return self.independence(state, city)
        return self.obstacle(state, city, e.kind)

    def independence(self, state: NiepodleglaState, city: str) -> list[Event]:
        name = names.city(self.board, city)
        here = state.cities[city]
        if here.obstacles:
            kind = "bolshevik" if "bolshevik" in here.obstacles else here.obstacles[0]
            here.obstacles.remove(kind)
            return [Event(msg("niepodlegla.effect.cancel", city=name, kind=names.kind(kind)))]
        if independence_on_board(state) >= self.board.count("advanced_independence_tokens"):
            return [Event(msg("niepodlegla.effect.no_token", city=name))]
        here.independence += 1
        return [Event(msg("niepodlegla.effect.independence", city=name))]

    def obstacle(self, state: NiepodleglaState, city: str, kind: str) -> list[Event]:
        if kind == "tsarist" and state.revolution:
            kind = "bolshevik"
        name = names.city(self.board, city)
        here = state.cities[city]
        if here.independence:
            here.independence -= 1
            return [Event(msg("niepodlegla.effect.obstacle_cancel", city=name, kind=names.kind(kind)))]
        here.obstacles.append(kind)
        return [Event(msg("niepodlegla.effect.obstacle", city=name, kind=names.kind(kind)))]

    def move(self, state: NiepodleglaState, track: str, delta: int) -> list[Event]:
        """Move a policy track; each field reached from below gives its bonus (in order)."""
        top = int(self.board.advanced["track_top"].value)
        level = getattr(state, track)
        name = names.track(track)
        if delta < 0:
            if level == 0:
                return [Event(msg("niepodlegla.effect.track_floor", track=name))]
            level = max(0, level + delta)
            setattr(state, track, level)
            return [Event(msg("niepodlegla.effect.track_down", track=name, level=level))]
        if level >= top:
            return [Event(msg("niepodlegla.effect.track_top", track=name, level=level))]
        events: list[Event] = []
        bonuses: list[Task] = []
        for _ in range(delta):
            if level >= top:
                break
            level += 1
            for b in self.board.track_bonuses:
                if b.track == track and b.level == level:
                    bonuses.append(Task(kind="track_bonus", text=str(b.bonus.value), card=track, n=level))
        setattr(state, track, level)
        events.append(Event(msg("niepodlegla.effect.track_up", track=name, level=level)))
        state.push(*bonuses)
        return events

    def track_bonus(self, state: NiepodleglaState, task: Task) -> list[Event]:
        name = names.track(task.card)
        if task.text == "morale":
            return [Event(msg("niepodlegla.effect.bonus_morale", track=name, level=task.n))]
        if task.text == "flip":
            return [
                Event(msg("niepodlegla.effect.bonus_flip", track=name, level=task.n)),
                *self.flip(state, quiet=True),
            ]
        events = [Event(msg("niepodlegla.effect.bonus_remove", track=name, level=task.n))]
        if not any(c.obstacles for c in state.cities.values()):
            return [*events, Event(msg("niepodlegla.effect.no_obstacle"))]
        return events + self.engine.open(state, Joint(kind="remove"))

    def flip(self, state: NiepodleglaState, quiet: bool = False) -> list[Event]:
        for t in state.tokens:
            t.active = True
        return [] if quiet else [Event(msg("niepodlegla.effect.flip"))]

    def black(self, state: NiepodleglaState) -> list[Event]:
        """Roll the black die; lose its pips in morale (the X when they are more than the pool)."""
        face = state.rng.below(self.board.sides)
        pips = self.board.black_faces[face]
        if pips > state.morale:
            left = state.morale
            state.morale = 0
            state.overflow = True
            return [Event(msg("niepodlegla.effect.black_over", pips=pips, left=left), kind="roll", dice=(face + 1,))]
        state.morale -= pips
        said = msg("niepodlegla.effect.black", pips=pips, lost=pips, left=state.morale)
        if not pips:
            said = msg("niepodlegla.effect.black_blank", left=state.morale)
        return [Event(said, kind="roll", dice=(face + 1,))]

    def discard(self, state: NiepodleglaState, n: int) -> list[Event]:
        free = untaken(state)
        if not free:
            return [Event(msg("niepodlegla.effect.nothing_to_discard"))]
        if len(free) <= n:
            return self.discard_cards(state, free)
        return self.engine.open(state, Joint(kind="discard", n=n))

    def discard_cards(self, state: NiepodleglaState, keys: Sequence[str]) -> list[Event]:
        for key in keys:
            card = state.card(key)
            if card is not None:
                state.table.remove(card)
                state.removed.append(key)
        labels = [card_label(self.board, state, k) for k in keys]
        return [Event(msg("niepodlegla.effect.discarded", cards=labels))]

    def jail(self, state: NiepodleglaState, what: str) -> list[Event]:
        prison = state.prison
        if what == "morale":
            if prison.morale >= self.board.count("advanced_morale_markers"):
                return [Event(msg("niepodlegla.effect.jail_nothing"))]
            prison.morale += 1
            return [Event(msg("niepodlegla.effect.jail_morale"))]
        if what == "neutral":
            if prison.neutral >= self.board.count("advanced_neutral_dice"):
                return [Event(msg("niepodlegla.effect.jail_nothing"))]
            prison.neutral += 1
            return [Event(msg("niepodlegla.effect.jail_neutral"))]
        if what == "pawn":
            if not jailable_seats(self.board, state):
                return [Event(msg("niepodlegla.effect.jail_nothing"))]
            return self.engine.open(state, Joint(kind="jail", effect="pawn"))
        if not jailable_figures(state):
            return [Event(msg("niepodlegla.effect.jail_nothing"))]
        return self.engine.open(state, Joint(kind="jail", effect="figure"))

    # --- the time track and the threats ----------------------------------------------------------

    def time(self, state: NiepodleglaState, task: Task) -> list[Event]:
        """The marker enters field ``task.n``: the February Revolution at 6 (always), then the red
        field's negative effects unless the shield covers them."""
        field = task.n
        events: list[Event] = []
        if field == REVOLUTION_FIELD and not state.revolution:
            events += self.revolution(state)
        effects = self.board.time.get(field, ())
        if state.shield == field:
            state.shield = 0
            return [*events, Event(msg("niepodlegla.effect.time_shielded", field=field))]
        if state.shield and state.shield < field:
            state.shield = 0
        if not effects:
            return [*events, Event(msg("niepodlegla.effect.time_empty", field=field))]
        state.push(*self.tasks_for(effects, card=f"time{field}"))
        return [*events, Event(msg("niepodlegla.effect.time", field=field))]

    def revolution(self, state: NiepodleglaState) -> list[Event]:
        """Round 6: The February Revolution (it enters the game whether or not the shield is there)."""
        state.revolution = True
        flipped = 0
        for city in state.cities.values():
            for i, kind in enumerate(city.obstacles):
                if kind == "tsarist":
                    city.obstacles[i] = "bolshevik"
                    flipped += 1
        first = str(self.board.advanced["threat_decks"].value[0])
        early = [k for k in state.threats if self.board.threat(k).deck == first]
        late = [k for k in state.threats if self.board.threat(k).deck != first]
        state.threats = late + early
        self.flip(state, quiet=True)
        return [Event(msg("niepodlegla.effect.revolution", flipped=flipped))]

    def threat(self, state: NiepodleglaState, task: Task) -> list[Event]:
        """Reveal the top threat card and bring its effects into play. Phase 4: "In rounds 1–5 the players
        reveal cards from the "1914–1916" deck"; before the February Revolution the 1917–1918 deck below it
        is not reached: once the 1914–1916 deck is exhausted, "new threats will not harm them"."""
        if not state.threats:
            return [Event(msg("niepodlegla.morale_check.no_threats"))]
        first = str(self.board.advanced["threat_decks"].value[0])
        if not state.revolution and self.board.threat(state.threats[0]).deck != first:
            return [Event(msg("niepodlegla.morale_check.no_period_threats", deck=first.replace("-", "–")))]
        key = state.threats.pop(0)
        card = self.board.threat(key)
        events = [
            Event(
                msg(
                    "niepodlegla.morale_check.threat",
                    card=card.id,
                    effects=[effect_msg(self.board, e) for e in card.effects],
                )
            )
        ]
        tasks = self.tasks_for(card.effects, card=key)
        if card.lower:
            areas = [names.place(self.board, p) for p in card.unless]
            if any(state.cities[c].independence for p in card.unless for c in self.board.place_cities(p)):
                events.append(Event(msg("niepodlegla.effect.lower_spared", areas=areas)))
            else:
                events.append(Event(msg("niepodlegla.effect.lower", areas=areas)))
                tasks += self.tasks_for(card.lower, card=key)
        state.push(*tasks)
        return events


REVOLUTION_FIELD = 6


def independence_on_board(state: NiepodleglaState) -> int:
    return sum(c.independence for c in state.cities.values())


def untaken(state: NiepodleglaState) -> list[str]:
    return [c.key for c in state.table if c.seat < 0 and not c.joint]


def jailable_seats(board: Board, state: NiepodleglaState) -> list[int]:
    per = int(board.advanced_setup[state.seats].pawns.value)
    return [s for s in range(state.seats) if state.prison.pawns.count(s) < per]


def jailable_figures(state: NiepodleglaState) -> list[str]:
    return [f for f in state.owners if f not in state.prison.figures]


def fresh_cities(board: Board) -> dict[str, CityState]:
    return {c.key: CityState() for c in board.cities}


# --- the joint matters these effects open ------------------------------------------------------------


class _EffectMatter(Matter):
    def __init__(self, board: Board, effects: Effects) -> None:
        super().__init__(board)
        self.effects = effects


class CityMatter(_EffectMatter):
    """Which city (or two different cities) of the named region gets the token."""

    kind = "city"
    word = "city"
    rule = RULE_TOKENS

    def what(self, state: NiepodleglaState, joint: Joint) -> Msg:
        e = self.effects.index[joint.effect]
        key = "niepodlegla.matter.city2" if joint.n == 2 else "niepodlegla.matter.city"
        return msg(key, effect=effect_msg(self.board, e))

    def options(self, state: NiepodleglaState, joint: Joint) -> list[tuple[str, ...]]:
        e = self.effects.index[joint.effect]
        cities = self.board.place_cities(e.place)
        if joint.n == 2:
            return [("city", a, b) for i, a in enumerate(cities) for b in cities[i + 1 :]]
        return [("city", c) for c in cities]

    def canonical(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> tuple[str, ...]:
        if len(words) == 3 and words[1] in self.board.city_keys and words[2] in self.board.city_keys:
            order = self.board.city_keys
            return (words[0], *sorted(words[1:], key=order.index))
        return words

    def word_label(self, state: NiepodleglaState, joint: Joint, word: str) -> Param:
        return names.city(self.board, word) if self.board.is_city(word) else super().word_label(state, joint, word)

    def detail(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> Param | None:
        """What lies in the cities now (a token there cancels an opposing one)."""
        out: list[Param] = []
        for key in words[1:]:
            if not self.board.is_city(key):
                continue
            here = state.cities[key]
            city = names.city(self.board, key)
            if not here.independence and not here.obstacles:
                out.append(msg("niepodlegla.matter.city_empty", city=city))
                continue
            held: list[Param] = []
            if here.independence:
                held.append(msg("niepodlegla.matter.city_independence", n=here.independence))
            for kind in dict.fromkeys(here.obstacles):
                count = here.obstacles.count(kind)
                held.append(msg("niepodlegla.matter.city_obstacles", kind=names.kind(kind), n=count))
            out.append(msg("niepodlegla.matter.city_holds", city=city, held=held))
        return names.joined(out, "; ") if out else None

    def topic(self, state: NiepodleglaState, joint: Joint) -> str:
        return "tokens"

    def label(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> Param:
        return names.joined([names.city(self.board, c) for c in words[1:]], msg("niepodlegla.sep.and"))

    def apply(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> list[Event]:
        e = self.effects.index[joint.effect]
        events: list[Event] = []
        for city in words[1:]:
            events += self.effects.place(state, e, city)
        return events


class RemoveMatter(_EffectMatter):
    """A track bonus: "the players may remove 1 obstacle token of their choice from the board"."""

    kind = "remove"
    word = "remove"
    rule = RULE_TRACKS

    def what(self, state: NiepodleglaState, joint: Joint) -> Msg:
        return msg("niepodlegla.matter.remove")

    def options(self, state: NiepodleglaState, joint: Joint) -> list[tuple[str, ...]]:
        out = []
        for key in self.board.city_keys:
            for kind in dict.fromkeys(state.cities[key].obstacles):
                out.append(("remove", key, kind))
        return [*out, ("remove", "none")]

    def label(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> Param:
        if words[1:] == ("none",):
            return msg("niepodlegla.matter.remove_none")
        return msg("niepodlegla.matter.remove_label", kind=names.kind(words[2]), city=names.city(self.board, words[1]))

    def word_label(self, state: NiepodleglaState, joint: Joint, word: str) -> Param:
        if self.board.is_city(word):
            return names.city(self.board, word)
        if word in names.KINDS:
            return names.kind(word)
        if word == "none":
            return msg("niepodlegla.matter.none")
        return super().word_label(state, joint, word)

    def topic(self, state: NiepodleglaState, joint: Joint) -> str:
        return "tracks"

    def apply(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> list[Event]:
        if words[1:] == ("none",):
            return [Event(msg("niepodlegla.effect.kept_obstacles"))]
        state.cities[words[1]].obstacles.remove(words[2])
        return [
            Event(
                msg(
                    "niepodlegla.effect.removed_obstacle",
                    kind=names.kind(words[2]),
                    city=names.city(self.board, words[1]),
                )
            )
        ]


class EffectMatter(_EffectMatter):
    """A card with two positive effects: "they must choose which effect they want ... the other one is ignored"."""

    kind = "effect"
    word = "effect"
    rule = "Advanced Version: Mission Cards"

    def what(self, state: NiepodleglaState, joint: Joint) -> Msg:
        return msg("niepodlegla.matter.effect", card=card_label(self.board, state, joint.card))

    def options(self, state: NiepodleglaState, joint: Joint) -> list[tuple[str, ...]]:
        card = self.board.advanced_card(joint.card)
        return [("effect", str(i + 1)) for i in range(len(card.positive))]

    def label(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> Param:
        card = self.board.advanced_card(joint.card)
        index = int(words[1]) - 1
        return names.joined([effect_msg(self.board, e) for e in card.positive[index]], msg("niepodlegla.sep.and"))

    def topic(self, state: NiepodleglaState, joint: Joint) -> str:
        return "positive"

    def apply(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> list[Event]:
        card = self.board.advanced_card(joint.card)
        state.push(*self.effects.tasks_for(card.positive[int(words[1]) - 1], card=card.key, seat=joint.seat))
        return []


class JailMatter(_EffectMatter):
    """Threat cards: "The players jointly decide whose pawn (figure die) will be imprisoned"."""

    kind = "jail"
    word = "jail"
    rule = RULE_THREATS

    def what(self, state: NiepodleglaState, joint: Joint) -> Msg:
        return msg("niepodlegla.matter.jail_pawn" if joint.effect == "pawn" else "niepodlegla.matter.jail_figure")

    def options(self, state: NiepodleglaState, joint: Joint) -> list[tuple[str, ...]]:
        if joint.effect == "pawn":
            return [("jail", seat_key(self.board, state, s)) for s in jailable_seats(self.board, state)]
        return [("jail", f) for f in jailable_figures(state)]

    def label(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> Param:
        if joint.effect == "pawn":
            seat = next((s for s in range(state.seats) if seat_key(self.board, state, s) == words[1]), None)
            who: Param = seat_label(self.board, state, seat) if seat is not None else words[1]
            return msg("niepodlegla.matter.jail_pawn_label", seat=who)
        return msg("niepodlegla.matter.jail_figure_label", figure=names.figure(self.board, words[1]))

    def detail(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> Param | None:
        return msg(f"niepodlegla.matter.jail_{'pawn' if joint.effect == 'pawn' else 'figure'}_detail")

    def topic(self, state: NiepodleglaState, joint: Joint) -> str:
        return "threats"

    def apply(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> list[Event]:
        if joint.effect == "pawn":
            seat = next(s for s in range(state.seats) if seat_key(self.board, state, s) == words[1])
            state.prison.pawns.append(seat)
            return [Event(msg("niepodlegla.effect.jail_pawn", seat=SeatRef(seat)))]
        state.prison.figures.append(words[1])
        return [Event(msg("niepodlegla.effect.jail_figure", figure=names.figure(self.board, words[1])))]


class DiscardMatter(_EffectMatter):
    """Threat cards: "discard 2 revealed missions from those which nobody took on"."""

    kind = "discard"
    word = "discard"
    rule = RULE_THREATS

    def what(self, state: NiepodleglaState, joint: Joint) -> Msg:
        return msg("niepodlegla.matter.discard", n=joint.n)

    def options(self, state: NiepodleglaState, joint: Joint) -> list[tuple[str, ...]]:
        free = untaken(state)
        combos: list[tuple[str, ...]] = [()]
        for _ in range(joint.n):
            combos = [(*c, k) for c in combos for k in free if not c or free.index(k) > free.index(c[-1])]
        return [("discard", *c) for c in combos]

    def canonical(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> tuple[str, ...]:
        free = untaken(state)
        if all(w in free for w in words[1:]):
            return (words[0], *sorted(words[1:], key=free.index))
        return words

    def word_label(self, state: NiepodleglaState, joint: Joint, word: str) -> Param:
        if state.card(word) is not None:
            return card_label(self.board, state, word)
        return super().word_label(state, joint, word)

    def label(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> Param:
        return names.joined([card_label(self.board, state, k) for k in words[1:]], msg("niepodlegla.sep.and"))

    def detail(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> Param | None:
        """What the discarded missions would have brought had they stayed untaken: their negative effects."""
        out: list[Param] = []
        for key in words[1:]:
            special = key in ("paris", "warsaw") or self.board.is_final_card(key) or self.board.is_challenge(key)
            if state.advanced and not special and self.board.advanced_card(key).negative:
                effects = [effect_msg(self.board, e) for e in self.board.advanced_card(key).negative]
                out.append(msg("niepodlegla.matter.discard_detail", card=card_number(key), effects=effects))
        return names.joined(out, "; ") if out else None

    def topic(self, state: NiepodleglaState, joint: Joint) -> str:
        return "threats"

    def apply(self, state: NiepodleglaState, joint: Joint, words: tuple[str, ...]) -> list[Event]:
        return self.effects.discard_cards(state, words[1:])
