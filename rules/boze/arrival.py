"""Enemy dice and Habsburg influence markers entering a province: the procedure Phase Eleven (Enemy
Invasions) defines and Phase Thirteen (Enemy Expansion) reuses ("All the rules from the enemy
invasion phase apply to enemy dice entering a province as a result of expansion").

Dice (Phase Eleven, Enemy Invasions): "The first effect of placing enemy dice in a province is the
removal of any Habsburg influence markers from it. Next, carry out one attack with all player units
standing in the province ... automatically ... All the combat rules from the Campaigns phase apply
... Players' defending troops will therefore first attack the enemy dice entering the province;
only hits exceeding the number of enemy dice entering the province are directed against enemy dice
already present in that province ... If dice of another enemy are present in the province attacked
by the enemy, they destroy each other, one for one ... only after the defensive action ... Enemy dice
entering a province join the dice of the same enemy already in that province."

Markers (The Habsburg Empire): "Each Habsburg influence marker results in the discard of one player
die ... The Hetman discards the first die, then the player seated to his left (clockwise) ... If
there are more influence markers than player dice ... place the remaining Habsburg influence markers
in that province. Influence markers are eliminated immediately if they enter a province that
already contains enemy dice ... no Polish player dice are discarded."

Readings:

* Each player's army rolls on its own (``combat.attack``); his artillery adds one to his own units
  only. Cossacks standing in the province (only Ukraine has them) defend too, "available to any
  player who has troops there": they roll when at least one player army token stands there, with
  +1 if any artillery does. A Cossack rolling 1 goes back to the Cossacks field.
* Hits beyond the entering dice fall on the entering enemy's own older dice first, then on the
  largest group of the others (``combat.remove_enemy_dice``); when entering dice cancel against
  several other enemies, the largest group is cancelled first.
* ``invaded`` is set whenever enemy dice are placed, even if all are then destroyed (Phase Fourteen:
  a "defended" province). Influence markers are not dice and do not set it.
* Supply: dice come from the supply first, then from the enemy's own field ("dice (markers)
  already on an enemy field may be used", Phase Thirteen); never more than the colour's total.
"""

from __future__ import annotations

from rules.boze import enemies, names
from rules.boze.board import Board
from rules.boze.combat import attack, remove_enemy_dice, take_losses
from rules.boze.state import Army, BozeState, markers_on_board, turn_order
from rules.core.decision import Event
from rules.core.messages import CATALOGUE, Msg, Name, SeatRef, msg

RULE = "Phase Eleven: Enemy Invasions"

EN = {
    "boze.arrival.enter": "{count} {count:die|dice} of {enemy} enter {province}.",
    "boze.arrival.markers_removed": "Habsburg influence markers removed from {province}: {count}.",
    "boze.arrival.defence": "{seat} defends {province} and rolls {faces}: hits {hits}{losses}.",
    "boze.arrival.cossacks": "The Cossacks in {province} defend and roll {faces}: hits {hits}{losses}.",
    "boze.arrival.losses": ", {units} lost to a 1",
    "boze.arrival.no_losses": "",
    "boze.arrival.lost_infantry": "{count} infantry",
    "boze.arrival.lost_cavalry": "{count} cavalry",
    "boze.arrival.lost_cossack": "{count} {count:Cossack|Cossacks} (back to the Cossacks field)",
    "boze.arrival.hits": (
        "Defensive hits: {hits}. They destroy {entering} entering {entering:die|dice} and {present} already there."
    ),
    "boze.arrival.cancel": (
        "{count} {count:die|dice} of {enemy} and {count} of other enemies in {province} destroy each other."
    ),
    "boze.arrival.stands": "{province} now holds {total} {total:die|dice} of {enemy}.",
    "boze.arrival.repelled": "No entering die of {enemy} survives in {province}.",
    "boze.markers.eliminated": (
        "Enemy dice stand in {province}: the Habsburg influence markers ({count}) are eliminated "
        "and no player dice are discarded."
    ),
    "boze.markers.discards": "Player dice discarded from {province}, one per marker: {discards}.",
    "boze.markers.placed": (
        "{count} Habsburg influence {count:marker stays|markers stay} in {province} ({total} there)."
    ),
    "boze.markers.spent": "Every Habsburg influence marker is spent against a player die.",
}
PL = {
    "boze.arrival.enter": (
        "{count} {count:kość wroga wkracza|kości wroga wkraczają|kości wroga wkracza} {province:into} (wróg: {enemy})."
    ),
    "boze.arrival.markers_removed": "Znaczniki wpływów Habsburgów {province:in} ({count}) zostają usunięte.",
    "boze.arrival.defence": "{seat} broni {province:gen} i rzuca: {faces}; trafienia: {hits}{losses}.",
    "boze.arrival.cossacks": "Kozacy {province:in} bronią się i rzucają: {faces}; trafienia: {hits}{losses}.",
    "boze.arrival.losses": "; stracone po wyrzuceniu 1: {units}",
    "boze.arrival.no_losses": "",
    "boze.arrival.lost_infantry": "piechota {count}",
    "boze.arrival.lost_cavalry": "jazda {count}",
    "boze.arrival.lost_cossack": "Kozacy {count} (wracają na pole Kozaków)",
    "boze.arrival.hits": (
        "Trafienia obrońców: {hits}. Niszczą {entering} {entering:wkraczającą kość|wkraczające kości|wkraczających "
        "kości} i {present} {present:kość stojącą|kości stojące|kości stojących} tam wcześniej."
    ),
    "boze.arrival.cancel": (
        "{province:in:cap} {count} {count:kość|kości|kości} wroga ({enemy}) i {count} {count:kość|kości|kości} "
        "innych wrogów niszczą się nawzajem."
    ),
    "boze.arrival.stands": (
        "{province:in:cap} {total:stoi|stoją|stoi} teraz {total} {total:kość|kości|kości} wroga ({enemy})."
    ),
    "boze.arrival.repelled": "{province:in:cap} nie ostała się żadna wkraczająca kość wroga ({enemy}).",
    "boze.markers.eliminated": (
        "{province:in:cap} stoją kości wroga: znaczniki wpływów Habsburgów ({count}) zostają wyeliminowane "
        "i nikt nie odrzuca kości."
    ),
    "boze.markers.discards": "Kości graczy odrzucone z {province:gen}, po jednej za znacznik: {discards}.",
    "boze.markers.placed": (
        "{province:in:cap} {count:zostaje|zostają|zostaje} {count} {count:znacznik|znaczniki|znaczników} "
        "wpływów Habsburgów (razem {total})."
    ),
    "boze.markers.spent": "Każdy znacznik wpływów Habsburgów zostaje zużyty na jedną kość gracza.",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def province_name(board: Board, key: str) -> Name:
    return names.province(board, key)


def enemy_name(board: Board, state: BozeState, key: str) -> Name:
    return names.enemy(board, key, state.turn)


# --- supply -------------------------------------------------------------------------------------


def dice_available(board: Board, state: BozeState, colour: str) -> int:
    """Dice of ``colour`` that may be placed: the supply, then those on the enemy's own field."""
    return max(0, enemies.supply_left(board, state, colour)) + state.enemy_fields[colour].dice


def take_dice(board: Board, state: BozeState, colour: str, wanted: int) -> int:
    """Take up to ``wanted`` dice of ``colour`` (supply first, then the enemy's field); returns how many."""
    from_supply = min(max(0, wanted), max(0, enemies.supply_left(board, state, colour)))
    field = state.enemy_fields[colour]
    from_field = min(max(0, wanted - from_supply), field.dice)
    field.dice -= from_field
    return from_supply + from_field


def markers_available(board: Board, state: BozeState) -> int:
    """Habsburg influence markers that may be placed: the supply, then those on the Habsburg field."""
    free = board.count("habsburg_markers") - markers_on_board(state)
    return max(0, free) + state.enemy_fields[enemies.HABSBURG].markers


def take_markers(board: Board, state: BozeState, wanted: int) -> int:
    free = max(0, board.count("habsburg_markers") - markers_on_board(state))
    from_supply = min(max(0, wanted), free)
    field = state.enemy_fields[enemies.HABSBURG]
    from_field = min(max(0, wanted - from_supply), field.markers)
    field.markers -= from_field
    return from_supply + from_field


# --- dice ---------------------------------------------------------------------------------------


def arrive(board: Board, state: BozeState, province: str, colour: str, count: int) -> list[Event]:
    """``count`` dice of enemy ``colour`` enter ``province``: markers go, the defenders roll once, the
    survivors cancel against other enemies one for one, and the rest join ``colour``'s dice."""
    if count <= 0:
        return []
    p = state.provinces[province]
    where = province_name(board, province)
    who = enemy_name(board, state, colour)
    events = [Event(msg("boze.arrival.enter", count=count, enemy=who, province=where))]
    p.invaded = True
    if p.markers:
        events.append(Event(msg("boze.arrival.markers_removed", count=p.markers, province=where)))
        p.markers = 0
    hits, rolls = defend(board, state, province)
    events += rolls
    entering = count
    if rolls:
        on_entering = min(hits, entering)
        entering -= on_entering
        before = p.enemy_dice()
        remove_enemy_dice(p.enemies, hits - on_entering, first=colour)
        on_present = before - p.enemy_dice()
        events.append(Event(msg("boze.arrival.hits", hits=hits, entering=on_entering, present=on_present)))
    others = p.enemy_dice() - p.enemies.get(colour, 0)
    if entering and others:
        cancelled = min(entering, others)
        entering -= cancelled
        own = p.enemies.pop(colour, 0)
        remove_enemy_dice(p.enemies, cancelled)
        if own:
            p.enemies[colour] = own
        events.append(Event(msg("boze.arrival.cancel", count=cancelled, enemy=who, province=where)))
    if entering:
        p.enemies[colour] = p.enemies.get(colour, 0) + entering
    total = p.enemies.get(colour, 0)
    if entering:
        events.append(Event(msg("boze.arrival.stands", enemy=who, total=total, province=where)))
    else:
        events.append(Event(msg("boze.arrival.repelled", enemy=who, province=where)))
    return events


def losses_msg(units: list[Msg]) -> Msg:
    return msg("boze.arrival.losses", units=units) if units else msg("boze.arrival.no_losses")


def defend(board: Board, state: BozeState, province: str) -> tuple[int, list[Event]]:
    """The one automatic defensive attack: each player's army from the Hetman clockwise, then the
    Cossacks standing there; units rolling 1 are lost. Returns the hits and the roll events."""
    p = state.provinces[province]
    where = province_name(board, province)
    manned = any(a.count() > 0 for a in p.armies)
    artillery = any(a.artillery > 0 for a in p.armies)
    hits = 0
    events: list[Event] = []
    for seat in turn_order(state):
        army = p.armies[seat]
        if army.fighting() == 0:
            continue
        result = attack(state.rng, board.hits_on, army)
        take_losses(army, result)
        hits += result.hits
        lost = [
            msg(f"boze.arrival.lost_{unit}", count=result.lost(unit))
            for unit in ("infantry", "cavalry")
            if result.lost(unit)
        ]
        line = msg(
            "boze.arrival.defence",
            seat=SeatRef(seat),
            province=where,
            faces=list(result.faces),
            hits=result.hits,
            losses=losses_msg(lost),
        )
        events.append(Event(line, kind="roll", dice=result.faces))
    if p.cossacks and manned:
        result = attack(state.rng, board.hits_on, Army(artillery=1 if artillery else 0), cossacks=p.cossacks)
        lost_cossacks = result.lost("cossack")
        p.cossacks -= lost_cossacks
        state.cossacks_field += lost_cossacks
        hits += result.hits
        lost = [msg("boze.arrival.lost_cossack", count=lost_cossacks)] if lost_cossacks else []
        line = msg(
            "boze.arrival.cossacks",
            province=where,
            faces=list(result.faces),
            hits=result.hits,
            losses=losses_msg(lost),
        )
        events.append(Event(line, kind="roll", dice=result.faces))
    return hits, events


# --- Habsburg influence markers -----------------------------------------------------------------


def markers_arrive(board: Board, state: BozeState, province: str, count: int) -> list[Event]:
    """``count`` Habsburg influence markers enter ``province``: eliminated where enemy dice stand;
    otherwise each discards one player die, the Hetman first and clockwise, one die each in turn;
    the markers left over stay in the province."""
    if count <= 0:
        return []
    p = state.provinces[province]
    where = province_name(board, province)
    events: list[Event] = []
    if p.enemy_dice() > 0:
        events.append(Event(msg("boze.markers.eliminated", count=count, province=where)))
        return events
    left = count
    discarded = dict.fromkeys(turn_order(state), 0)
    while left and sum(p.dice) > 0:
        for seat in turn_order(state):
            if left and p.dice[seat] > 0:
                p.dice[seat] -= 1
                discarded[seat] += 1
                left -= 1
    listed = [msg("boze.seat_value", seat=SeatRef(s), value=n) for s, n in discarded.items() if n]
    if listed:
        events.append(Event(msg("boze.markers.discards", province=where, discards=listed)))
    if left:
        p.markers += left
        events.append(Event(msg("boze.markers.placed", count=left, total=p.markers, province=where)))
    else:
        events.append(Event(msg("boze.markers.spent")))
    return events
