"""The channel's short account of a Boże Igrzysko phase that ran by itself (DESIGN §4, the table's voice).

A phase like Enemy Invasions narrates every roll (two dozen lines in a three-player first turn); the
channel gets at most six: a headline per house of what changed for it ("Sapieha: lost 1 infantry in
Prussia") and a line or two of totals, while the roll-by-roll detail goes to the thread and the log.

Each report is read from the phase's own public events (the numbers the rules already announced:
the sentences' parameters) and from the state at the phase's end, which is public (a snapshot after
the phase, with no sealed answer open). Nothing else is read, so a report can say no more than the
events and the board do. A phase whose events are already short, or whose results came from the
players' own in-turn answers, gets no report (``None``): the surface shortens its events itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from rules.boze import enemies as foes
from rules.boze import names
from rules.boze.board import Board
from rules.boze.phases.royal_army import troops_msg
from rules.boze.state import BozeState, court_sum, turn_order
from rules.core.decision import Event
from rules.core.messages import CATALOGUE, Msg, Param, SeatRef, msg

MAX_LINES = 6
"""At most this many lines in the channel per phase."""

EN = {
    "boze.report.income": "{seat}: +{gold} zł from {estates} {estates:estate|estates}{stewards} → {total} zł",
    "boze.report.income_minimum": "{seat}: +{gold} zł, the minimum (estates only {earned} zł) → {total} zł",
    "boze.report.stewards": " (stewards +{bonus})",
    "boze.report.tokens": "{seat}: {tokens} · Royal Court {court}",
    "boze.report.court": "Royal Court sum {total}: the highest token takes the mace, the sum sizes the Royal Army.",
    "boze.report.royal_army": "Royal Army this turn: {troops} (Royal Court sum {total}).",
    "boze.report.strengths": "Enemy strength now: {strengths}.",
    "boze.report.strength": "{enemy} {strength}",
    "boze.report.deputies": "{seat}: {count} Sejm {count:seat|seats} ({provinces}; {count} {count:die|dice} spent)",
    "boze.report.no_deputies": "{seat}: no Sejm seat",
    "boze.report.no_election": "No deputy: {provinces}.",
    "boze.report.tie": "{province} (tie)",
    "boze.report.no_dice": "{province} (no dice)",
    "boze.report.no_disc": "{province} (no free disc)",
    "boze.report.invasions": "Roll {faces}. {invasions}",
    "boze.report.expansion": "{expansions}",
    "boze.report.nothing": "No enemy invades.",
    "boze.report.no_expansion": "No enemy expands.",
    "boze.report.invades": "{enemy:cap}: {count} {count:die|dice} → {province} ({outcome}).",
    "boze.report.markers_invade": "Habsburg influence: {count} {count:marker|markers} → {province} ({outcome}).",
    "boze.report.vienna": "{enemy:cap}: {count} {count:die besieges|dice besiege} Vienna.",
    "boze.report.held": "Held off: {enemies}.",
    "boze.report.treaty_broken": "The treaty with {enemy} is broken.",
    "boze.report.expands": "{enemy:cap}: {province} → {targets} ({outcome}).",
    "boze.report.markers_expand": "Habsburg influence: {province} → {targets} ({outcome}).",
    "boze.report.stand": "{total} {total:stands|stand}",
    "boze.report.markers_stand": "{total} {total:stays|stay}",
    "boze.report.stand_in": "{total} {total:stands|stand} in {province}",
    "boze.report.markers_stand_in": "{total} {total:stays|stay} in {province}",
    "boze.report.repelled": "none stand",
    "boze.report.repelled_in": "none stand in {province}",
    "boze.report.markers_gone": "none stay",
    "boze.report.markers_gone_in": "none stay in {province}",
    "boze.report.pair": "{first} {second}",
    "boze.report.losses": "{seat}: {losses}",
    "boze.report.no_losses": "{seat}: no losses",
    "boze.report.units_lost": "lost {units} in {province}",
    "boze.report.dice_lost": "{count} {count:die|dice} discarded to Habsburg markers in {province}",
    "boze.report.cossacks_lost": "Cossacks lost in {province}: {count} (back to their field).",
    "boze.report.estates_lost": "{seat}: −{count} {count:estate|estates} ({estates})",
    "boze.report.no_estates_lost": "{seat}: no estates lost",
    "boze.report.estate": "{province} {value}",
    "boze.report.wealth": "Wealth: {changes}.",
    "boze.report.wealth_change": "{province} {old}→{new}",
    "boze.report.prestige": "{seat}: +{points} PP ({parts}) → {total} PP",
    "boze.report.prestige_none": "{seat}: no prestige this turn → {total} PP",
    "boze.report.glory": "glory {points}",
    "boze.report.sejm": "Sejm {points}",
    "boze.report.luxury": "luxury {points} for {gold} zł",
    "boze.report.king_glory": "The king's dice take the glory of {enemies}: nobody gains it.",
    "boze.report.reduced": "Enemy dice cut down to the player dice: {changes}.",
    "boze.report.reduction": "{province} {before}→{after}",
    "boze.report.final": "{seat}: +{points} PP for estates → {total} PP",
}

PL = {
    "boze.report.income": ("{seat}: +{gold} zł z latyfundiów ({estates}){stewards} → {total} zł"),
    "boze.report.income_minimum": "{seat}: +{gold} zł, minimum (latyfundia dają tylko {earned} zł) → {total} zł",
    "boze.report.stewards": " (ekonomowie +{bonus})",
    "boze.report.tokens": "{seat}: {tokens} · Dwór Królewski {court}",
    "boze.report.court": (
        "Suma na Dworze Królewskim: {total}; najwyższy żeton bierze buławę, suma wyznacza Armię Królewską."
    ),
    "boze.report.royal_army": "Armia Królewska w tej turze: {troops} (suma na Dworze Królewskim: {total}).",
    "boze.report.strengths": "Siła wrogów teraz: {strengths}.",
    "boze.report.strength": "{enemy} {strength}",
    "boze.report.deputies": (
        "{seat}: {count} {count:miejsce|miejsca|miejsc} w Sejmie ({provinces}; {count:zużyta|zużyte|zużytych} "
        "{count} {count:kość|kości|kości})"
    ),
    "boze.report.no_deputies": "{seat}: bez miejsca w Sejmie",
    "boze.report.no_election": "Bez posła: {provinces}.",
    "boze.report.tie": "{province} (remis)",
    "boze.report.no_dice": "{province} (brak kości)",
    "boze.report.no_disc": "{province} (brak wolnego krążka)",
    "boze.report.invasions": "Rzut {faces}. {invasions}",
    "boze.report.expansion": "{expansions}",
    "boze.report.nothing": "Żaden wróg nie najeżdża.",
    "boze.report.no_expansion": "Żaden wróg nie dokonuje ekspansji.",
    "boze.report.invades": "{enemy}: {count} {count:kość|kości|kości} → {province} ({outcome}).",
    "boze.report.markers_invade": (
        "Wpływy Habsburgów: {count} {count:znacznik|znaczniki|znaczników} → {province} ({outcome})."
    ),
    "boze.report.vienna": "{enemy}: {count} {count:kość oblega|kości oblegają|kości oblega} Wiedeń.",
    "boze.report.held": "Powstrzymani: {enemies}.",
    "boze.report.treaty_broken": "Traktat zerwany (wróg: {enemy}).",
    "boze.report.expands": "{enemy}: {province} → {targets} ({outcome}).",
    "boze.report.markers_expand": "Wpływy Habsburgów: {province} → {targets} ({outcome}).",
    "boze.report.stand": "{total:zostaje|zostają|zostaje} {total}",
    "boze.report.markers_stand": "{total:zostaje|zostają|zostaje} {total}",
    "boze.report.stand_in": "{province:in} {total:zostaje|zostają|zostaje} {total}",
    "boze.report.markers_stand_in": "{province:in} {total:zostaje|zostają|zostaje} {total}",
    "boze.report.repelled": "żadna nie zostaje",
    "boze.report.repelled_in": "{province:in} żadna nie zostaje",
    "boze.report.markers_gone": "żaden nie zostaje",
    "boze.report.markers_gone_in": "{province:in} żaden nie zostaje",
    "boze.report.pair": "{first} {second}",
    "boze.report.losses": "{seat}: {losses}",
    "boze.report.no_losses": "{seat}: bez strat",
    "boze.report.units_lost": "{province:in} stracone: {units}",
    "boze.report.dice_lost": (
        "{province:in} {count:odrzucona|odrzucone|odrzuconych} {count} {count:kość|kości|kości} za znaczniki Habsburgów"
    ),
    "boze.report.cossacks_lost": "Kozacy straceni {province:in}: {count} (wracają na swoje pole).",
    "boze.report.estates_lost": ("{seat}: −{count} {count:latyfundium|latyfundia|latyfundiów} ({estates})"),
    "boze.report.no_estates_lost": "{seat}: bez strat w latyfundiach",
    "boze.report.estate": "{province} {value}",
    "boze.report.wealth": "Zamożność: {changes}.",
    "boze.report.wealth_change": "{province} {old}→{new}",
    "boze.report.prestige": "{seat}: +{points} PP ({parts}) → {total} PP",
    "boze.report.prestige_none": "{seat}: w tej turze bez prestiżu → {total} PP",
    "boze.report.glory": "chwała {points}",
    "boze.report.sejm": "Sejm {points}",
    "boze.report.luxury": "zbytki {points} za {gold} zł",
    "boze.report.king_glory": "Chwałę zabierają kości królewskie ({enemies}): nikt jej nie zdobywa.",
    "boze.report.reduced": "Kości wroga zmniejszone do liczby kości graczy: {changes}.",
    "boze.report.reduction": "{province} {before}→{after}",
    "boze.report.final": "{seat}: +{points} PP za latyfundia → {total} PP",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)

Report = Callable[[Board, BozeState, Sequence[Event]], list[Msg]]


def phase_report(board: Board, before: BozeState, after: BozeState, events: Sequence[Event]) -> list[Msg] | None:
    """The report of the phase that ``events`` end (the phase of their board snapshot, else ``after``'s),
    or ``None`` for a phase without one. ``before`` is not needed: every change is read from the events."""
    public = [e for e in events if e.public]
    phase = next((e.msg.key.removeprefix("boze.phase.") for e in reversed(public) if e.kind == "board"), after.phase)
    report = REPORTS.get(phase)
    if report is None:
        return None
    lines = report(board, after, public)
    return lines[:MAX_LINES] if lines else None


# --- reading the phase's own sentences -----------------------------------------------------------


def said(events: Sequence[Event], *keys: str) -> Iterator[Msg]:
    """The events' sentences with one of ``keys``, in order."""
    for event in events:
        if event.msg.key in keys:
            yield event.msg


def param(message: Msg, key: str) -> Param:
    return message.params[key]


def number(message: Msg, key: str) -> int:
    value = message.params[key]
    assert isinstance(value, int)
    return value


def seat_of(message: Msg, key: str = "seat") -> int:
    value = message.params[key]
    assert isinstance(value, int)
    return int(value)


def seats_of(message: Msg, key: str = "seats") -> list[int]:
    value = message.params[key]
    assert isinstance(value, list | tuple)
    return [int(v) for v in value if isinstance(v, int)]


def messages(value: Param) -> list[Msg]:
    """A parameter that is a list of sentences (or one sentence), as a list."""
    if isinstance(value, Msg):
        return [value]
    if isinstance(value, list | tuple):
        return [v for v in value if isinstance(v, Msg)]
    return []


# --- the reports -----------------------------------------------------------------------------


def estate_income(board: Board, state: BozeState, events: Sequence[Event]) -> list[Msg]:
    """Phase One: each house's gold, from its estates (and stewards) or the minimum."""
    lines = []
    for line in said(events, "boze.income.line", "boze.income.minimum"):
        seat = seat_of(line)
        note = param(line, "steward_note")
        bonus = note.params.get("bonus", 0) if isinstance(note, Msg) else 0
        stewards = msg("boze.report.stewards", bonus=bonus) if bonus else msg("boze.income.none")
        if line.key == "boze.income.minimum":
            lines.append(
                msg(
                    "boze.report.income_minimum",
                    seat=SeatRef(seat),
                    gold=number(line, "gold"),
                    earned=number(line, "earned"),
                    total=number(line, "total"),
                )
            )
        else:
            estates = sum(1 for p in state.provinces.values() for e in p.estates if e.owner == seat)
            lines.append(
                msg(
                    "boze.report.income",
                    seat=SeatRef(seat),
                    gold=number(line, "gold"),
                    estates=estates,
                    stewards=stewards,
                    total=number(line, "total"),
                )
            )
    return lines


def noble_clientele(board: Board, state: BozeState, events: Sequence[Event]) -> list[Msg]:
    """Phase Two: every house's revealed tokens (the dice they sent), and the Royal Court's sum."""
    if not state.placed:
        return []
    lines = []
    for seat in turn_order(state):
        placed = state.placed.get(seat)
        if placed is None:
            continue
        tokens = [
            msg("boze.tokens.placement", province=names.province(board, key), value=placed[key])
            for key in board.province_keys
        ]
        lines.append(msg("boze.report.tokens", seat=SeatRef(seat), tokens=tokens, court=state.court.get(seat, 0)))
    lines.append(msg("boze.report.court", total=court_sum(state)))
    return lines


def granting_the_mace(board: Board, state: BozeState, events: Sequence[Event]) -> list[Msg]:
    """Phase Three: the court tokens, the bids if there was a tie, and who holds the mace."""
    keys = (
        "boze.mace.court",
        "boze.mace.tie",
        "boze.mace.bids",
        "boze.mace.bid_tie",
        "boze.mace.highest",
        "boze.mace.won",
        "boze.mace.all_empty",
        "boze.mace.nobody_can_bid",
    )
    return list(said(events, *keys))[-MAX_LINES:]


def royal_army(board: Board, state: BozeState, events: Sequence[Event]) -> list[Msg]:
    """Phase Four: the Royal Army raised this turn."""
    return [msg("boze.report.royal_army", troops=troops_msg(state.royal_army), total=court_sum(state))]


def events_phase(board: Board, state: BozeState, events: Sequence[Event]) -> list[Msg]:
    """Phase Five: the roll, and every enemy's strength after it."""
    return [*said(events, "boze.events.roll"), strengths(board, state)]


def strengths(board: Board, state: BozeState) -> Msg:
    listed = [
        msg(
            "boze.report.strength",
            enemy=names.enemy_title(board, e.key, state.turn),
            strength=foes.strength(board, state, e.key),
        )
        for e in foes.by_field(board)
    ]
    return msg("boze.report.strengths", strengths=listed)


def deputies(board: Board, state: BozeState, events: Sequence[Event]) -> list[Msg]:
    """Phase Six: each house's Sejm seats, and the provinces that elected nobody."""
    lines = []
    for seat in turn_order(state):
        won = [names.province(board, k) for k in board.province_keys if state.sejm.get(k) == seat]
        if won:
            lines.append(msg("boze.report.deputies", seat=SeatRef(seat), count=len(won), provinces=won))
        else:
            lines.append(msg("boze.report.no_deputies", seat=SeatRef(seat)))
    why = {"boze.deputies.tie": "tie", "boze.deputies.nobody": "no_dice", "boze.deputies.no_disc": "no_disc"}
    empty = [msg(f"boze.report.{why[line.key]}", province=param(line, "province")) for line in said(events, *why)]
    if empty:
        lines.append(msg("boze.report.no_election", provinces=empty))
    return lines


def enemy_invasions(board: Board, state: BozeState, events: Sequence[Event]) -> list[Msg]:
    """Phase Eleven: the roll and where each enemy broke in (and what stands there now), then each
    house's losses."""
    roll = next(said(events, "boze.enemy_invasions.roll"), None)
    faces = param(roll, "faces") if roll is not None else []
    broken = [
        msg("boze.report.treaty_broken", enemy=param(m, "enemy"))
        for m in said(events, "boze.enemy_invasions.treaty_broken")
    ]
    invasions: list[Msg] = []
    for line in said(events, "boze.enemy_invasions.invades", "boze.enemy_invasions.from_habsburg"):
        key = province_key(board, param(line, "province"))
        enemy = line.params.get("enemy", names.enemy(board, foes.OTTOMAN, state.turn))
        invasions.append(
            msg(
                "boze.report.invades",
                enemy=enemy,
                count=number(line, "count"),
                province=param(line, "province"),
                outcome=outcome(board, state, key),
            )
        )
    for line in said(events, "boze.enemy_invasions.political"):
        key = province_key(board, param(line, "province"))
        invasions.append(
            msg(
                "boze.report.markers_invade",
                count=number(line, "count"),
                province=param(line, "province"),
                outcome=outcome(board, state, key, markers=True),
            )
        )
    for line in said(events, "boze.enemy_invasions.vienna"):
        invasions.append(msg("boze.report.vienna", enemy=param(line, "enemy"), count=number(line, "count")))
    held = [param(m, "enemy") for m in said(events, "boze.enemy_invasions.held", "boze.enemy_invasions.treaty")]
    parts = [*broken, *(invasions or [msg("boze.report.nothing")])]
    if held:
        parts.append(msg("boze.report.held", enemies=held))
    head = msg("boze.report.invasions", faces=faces, invasions=sentences(parts))
    return [head, *losses(board, state, events)]


def enemy_expansion(board: Board, state: BozeState, events: Sequence[Event]) -> list[Msg]:
    """Phase Thirteen: where each enemy spilled over (and what stands there now), then each house's losses."""
    parts: list[Msg] = []
    for line in said(events, "boze.enemy_expansion.spreads", "boze.enemy_expansion.markers"):
        targets = list(as_names(param(line, "targets")))
        markers = line.key == "boze.enemy_expansion.markers"
        found = joined([outcome(board, state, province_key(board, t), t, markers=markers) for t in targets])
        if markers:
            parts.append(
                msg("boze.report.markers_expand", province=param(line, "province"), targets=targets, outcome=found)
            )
        else:
            parts.append(
                msg(
                    "boze.report.expands",
                    enemy=param(line, "enemy"),
                    province=param(line, "province"),
                    targets=targets,
                    outcome=found,
                )
            )
    for line in said(events, "boze.enemy_expansion.vienna"):
        key = province_key(board, param(line, "province"))
        parts.append(
            msg(
                "boze.report.expands",
                enemy=names.enemy(board, foes.OTTOMAN, state.turn),
                province=names.enemy_title(board, foes.HABSBURG, state.turn),
                targets=[param(line, "province")],
                outcome=outcome(board, state, key),
            )
        )
    if not parts:
        parts.append(msg("boze.report.no_expansion"))
    return [msg("boze.report.expansion", expansions=sentences(parts)), *losses(board, state, events)]


def plundering(board: Board, state: BozeState, events: Sequence[Event]) -> list[Msg]:
    """Phase Fourteen: each house's estates burnt, and every province's wealth."""
    lost: dict[int, list[Msg]] = {seat: [] for seat in range(state.seats)}
    changes: list[Msg] = []
    for line in events:
        if not line.msg.key.startswith("boze.plunder.") or "province" not in line.msg.params:
            continue
        province = line.msg.params["province"]
        estates = line.msg.params.get("estates")
        for estate in messages(estates.params.get("lost", []) if isinstance(estates, Msg) else []):
            lost[seat_of(estate)].append(msg("boze.report.estate", province=province, value=number(estate, "value")))
        wealth = line.msg.params.get("wealth")
        if isinstance(wealth, Msg) and "old" in wealth.params:
            changes.append(
                msg(
                    "boze.report.wealth_change", province=province, old=number(wealth, "old"), new=number(wealth, "new")
                )
            )
    lines = []
    for seat in turn_order(state):
        if lost[seat]:
            lines.append(msg("boze.report.estates_lost", seat=SeatRef(seat), count=len(lost[seat]), estates=lost[seat]))
        else:
            lines.append(msg("boze.report.no_estates_lost", seat=SeatRef(seat)))
    if changes:
        lines.append(msg("boze.report.wealth", changes=changes))
    return lines


def prestige(board: Board, state: BozeState, events: Sequence[Event]) -> list[Msg]:
    """Phase Fifteen: each house's prestige from glory, the Sejm and luxury."""
    glory: dict[int, int] = {}
    kings: list[Param] = []
    for line in said(events, "boze.prestige.glory"):
        glory[seat_of(line)] = glory.get(seat_of(line), 0) + number(line, "points")
    for line in said(events, "boze.prestige.glory_tie", "boze.prestige.glory_king_tie"):
        for seat in seats_of(line):
            glory[seat] = glory.get(seat, 0) + number(line, "points")
    for line in said(events, "boze.prestige.glory_king"):
        kings.append(param(line, "enemy"))
    lines = []
    for line in said(events, "boze.prestige.seat"):
        seat = seat_of(line)
        parts = []
        if glory.get(seat):
            parts.append(msg("boze.report.glory", points=glory[seat]))
        if number(line, "political"):
            parts.append(msg("boze.report.sejm", points=number(line, "political")))
        if number(line, "luxury"):
            parts.append(msg("boze.report.luxury", points=number(line, "luxury"), gold=number(line, "spent")))
        points = glory.get(seat, 0) + number(line, "political") + number(line, "luxury")
        total = number(line, "total")
        if parts:
            lines.append(msg("boze.report.prestige", seat=SeatRef(seat), points=points, parts=parts, total=total))
        else:
            lines.append(msg("boze.report.prestige_none", seat=SeatRef(seat), total=total))
    if kings:
        lines.append(msg("boze.report.king_glory", enemies=kings))
    return lines


def end_of_turn(board: Board, state: BozeState, events: Sequence[Event]) -> list[Msg]:
    """Phase Sixteen: the enemy dice cut down, the tokens back after turn 2, and what is cleared."""
    reduced = [
        msg(
            "boze.report.reduction",
            province=param(line, "province"),
            before=number(line, "before"),
            after=number(line, "after"),
        )
        for line in said(events, "boze.end_of_turn.reduced")
    ]
    lines = [msg("boze.report.reduced", changes=reduced)] if reduced else []
    keys = ("boze.end_of_turn.ottomans_stay", "boze.end_of_turn.tokens", "boze.end_of_turn.cleared")
    return lines + list(said(events, *keys))


def end_of_game(board: Board, state: BozeState, events: Sequence[Event]) -> list[Msg]:
    """End of Game: each house's prestige for its estates (the winner is announced with the result)."""
    lines = []
    for line in said(events, "boze.end.estates", "boze.end.no_estates"):
        points = number(line, "points") if "points" in line.params else 0
        lines.append(msg("boze.report.final", seat=SeatRef(seat_of(line)), points=points, total=number(line, "total")))
    return lines


# --- what stands where, and who lost what ---------------------------------------------------------


def province_key(board: Board, name: Param) -> str:
    """The key of a province named in a sentence (sentences carry provinces by their names)."""
    for p in board.provinces:
        if str(name) == p.name:
            return p.key
    return ""


def as_names(value: Param) -> Iterator[Param]:
    if isinstance(value, list | tuple):
        yield from value
    else:
        yield value


def outcome(board: Board, state: BozeState, key: str, named: Param | None = None, markers: bool = False) -> Msg:
    """What stands in a province at the phase's end: enemy dice (or Habsburg markers), or nothing;
    ``named``: say which province (one of several)."""
    if not key:
        return msg("boze.report.repelled")
    here = state.provinces[key]
    total = here.markers if markers else here.enemy_dice()
    suffix = "_in" if named is not None else ""
    if total:
        kind = "markers_stand" if markers else "stand"
        return msg(f"boze.report.{kind}{suffix}", total=total, province=names.province(board, key))
    gone = "markers_gone" if markers else "repelled"
    return msg(f"boze.report.{gone}{suffix}", province=names.province(board, key))


def joined(parts: list[Msg]) -> Msg:
    """Several clauses joined by commas."""
    return msg("core.label", label=parts)


def sentences(parts: list[Msg]) -> Msg:
    """Several sentences in one line, separated by spaces."""
    if len(parts) == 1:
        return parts[0]
    return msg("boze.report.pair", first=parts[0], second=sentences(parts[1:]))


def losses(board: Board, state: BozeState, events: Sequence[Event]) -> list[Msg]:
    """Each house's losses to invaders (units that rolled 1 defending, dice discarded to Habsburg
    markers), and the Cossacks lost, from the arrival sentences."""
    lost: dict[int, list[Msg]] = {seat: [] for seat in range(state.seats)}
    cossacks: list[Msg] = []
    for line in events:
        m = line.msg
        if m.key == "boze.arrival.defence":
            units = unit_losses(m)
            if units:
                lost[seat_of(m)].append(msg("boze.report.units_lost", units=units, province=param(m, "province")))
        elif m.key == "boze.arrival.cossacks":
            units = unit_losses(m)
            count = sum(number(u, "count") for u in units)
            if count:
                cossacks.append(msg("boze.report.cossacks_lost", province=param(m, "province"), count=count))
        elif m.key == "boze.markers.discards":
            for entry in messages(param(m, "discards")):
                lost[seat_of(entry)].append(
                    msg("boze.report.dice_lost", count=number(entry, "value"), province=param(m, "province"))
                )
    lines = []
    for seat in turn_order(state):
        if lost[seat]:
            lines.append(msg("boze.report.losses", seat=SeatRef(seat), losses=lost[seat]))
        else:
            lines.append(msg("boze.report.no_losses", seat=SeatRef(seat)))
    return lines + cossacks[:1]


def unit_losses(line: Msg) -> list[Msg]:
    """The units a defence sentence says were lost (``losses`` is a sentence listing them, or nothing)."""
    note = line.params.get("losses")
    if not isinstance(note, Msg):
        return []
    return messages(note.params.get("units", []))


REPORTS: dict[str, Report] = {
    "estate_income": estate_income,
    "noble_clientele": noble_clientele,
    "granting_the_mace": granting_the_mace,
    "royal_army": royal_army,
    "events": events_phase,
    "deputies": deputies,
    "enemy_invasions": enemy_invasions,
    "enemy_expansion": enemy_expansion,
    "plundering": plundering,
    "prestige": prestige,
    "end_of_turn": end_of_turn,
    "end_of_game": end_of_game,
}
"""The phases that get a report, by key; the others (the players' own in-turn phases) get ``None``."""
