"""The channel's short account of a phase (DESIGN §4, the table's voice): at most six lines, a headline per
player of what changed for him ("Piłsudski: completes B-01, B-12; B-10 fails") and the totals ("Morale 7 →
4 · tokens: Russian 3/5 (+1)"), built from the states at the phase's start and end. The roll-by-roll
events go to the thread and the log.

Everything in Niepodległa lies open on the table, so a report can say whatever the two states show; it
never names the order of a shuffled deck (only how many cards are left).
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.core.decision import Event
from rules.core.messages import CATALOGUE, Msg, Param, SeatRef, msg
from rules.niepodlegla import names
from rules.niepodlegla.board import Board
from rules.niepodlegla.common import card_label, card_number
from rules.niepodlegla.state import NiepodleglaState

MAX_LINES = 6

EN = {
    "niepodlegla.report.takes": "{seat}: {cards} · {n} neutral {n:die|dice}",
    "niepodlegla.report.takes_joint": "{seat}: {cards}, and the joint ones · {n} neutral {n:die|dice}",
    "niepodlegla.report.no_mission": "no mission",
    "niepodlegla.report.completes": "{seat}: completes {done}",
    "niepodlegla.report.completes_fails": "{seat}: completes {done}; {failed} {count:fails|fail}",
    "niepodlegla.report.fails": "{seat}: {failed} {count:fails|fail}",
    "niepodlegla.report.rewarded": "{seat}: {cards} → {n} independence {n:token|tokens}",
    "niepodlegla.report.gains": "{seat}: {items}",
    "niepodlegla.report.gain_done": "completes {cards}",
    "niepodlegla.report.gain_new": "gains {items}",
    "niepodlegla.report.untaken": "nobody took {cards}",
    "niepodlegla.report.failed_warning": "⚠ failed: {cards}",
    "niepodlegla.report.threats": "{n} threat {n:card|cards} revealed: {cards}",
    "niepodlegla.report.next": "next round: {morale} morale, {neutral} neutral {neutral:die|dice}",
    "niepodlegla.report.gain_figure": "{figure}'s die",
    "niepodlegla.report.gain_token": "the token {token}",
    "niepodlegla.report.jailed": "{seat}: {n} {n:pawn|pawns} in Magdeburg",
    "niepodlegla.report.morale": "morale {before} → {after}",
    "niepodlegla.report.morale_cap": "morale markers each round {before} → {after}",
    "niepodlegla.report.neutral_cap": "neutral dice {before} → {after}",
    "niepodlegla.report.pool_figure": "{figure}'s die joins the pool",
    "niepodlegla.report.parts": "independence tokens: {parts}",
    "niepodlegla.report.part": "{part} {n}/{spaces}{delta}",
    "niepodlegla.report.levels": "final missions: {levels}",
    "niepodlegla.report.level": "{mission} {n}{delta}",
    "niepodlegla.report.areas": "areas with independence {n} of {total}{delta}",
    "niepodlegla.report.obstacles": "obstacle tokens {n}{delta}",
    "niepodlegla.report.track": "{track} {n}{delta}",
    "niepodlegla.report.time": "time marker on {field}",
    "niepodlegla.report.shield": "the shield on field {field}",
    "niepodlegla.report.table": "{n} {n:mission|missions} on the table ({cards}); {deck} in the deck",
    "niepodlegla.report.bottom": "to the bottom of the deck: {cards}",
    "niepodlegla.report.removed": "removed from the game: {cards}",
    "niepodlegla.report.delta": " ({n})",
    "niepodlegla.report.nothing": "Nothing changes.",
    "niepodlegla.report.totals": "{items:cap}.",
}
PL = {
    "niepodlegla.report.takes": "{seat}: {cards} · {n} {n:kość neutralna|kości neutralne|kości neutralnych}",
    "niepodlegla.report.takes_joint": (
        "{seat}: {cards} i misje wspólne · {n} {n:kość neutralna|kości neutralne|kości neutralnych}"
    ),
    "niepodlegla.report.no_mission": "bez misji",
    "niepodlegla.report.completes": "{seat}: wykonuje {done}",
    "niepodlegla.report.completes_fails": (
        "{seat}: wykonuje {done}; {count:nie udaje się|nie udają się|nie udaje się} {failed}"
    ),
    "niepodlegla.report.fails": "{seat}: {count:nie udaje się|nie udają się|nie udaje się} {failed}",
    "niepodlegla.report.rewarded": "{seat}: {cards} → {n} {n:żeton|żetony|żetonów} niepodległości",
    "niepodlegla.report.gains": "{seat}: {items}",
    "niepodlegla.report.gain_done": "wykonuje {cards}",
    "niepodlegla.report.gain_new": "zdobywa: {items}",
    "niepodlegla.report.untaken": "nikt nie podjął: {cards}",
    "niepodlegla.report.failed_warning": "⚠ nie udało się: {cards}",
    "niepodlegla.report.threats": "{n:odkryta karta|odkryte karty|odkrytych kart} zagrożeń ({n}): {cards}",
    "niepodlegla.report.next": (
        "następna runda: morale {morale}, {neutral} {neutral:kość neutralna|kości neutralne|kości neutralnych}"
    ),
    "niepodlegla.report.gain_figure": "kość {figure:gen}",
    "niepodlegla.report.gain_token": "żeton „{token}”",
    "niepodlegla.report.jailed": "{seat}: {n} {n:pionek|pionki|pionków} w Magdeburgu",
    "niepodlegla.report.morale": "morale {before} → {after}",
    "niepodlegla.report.morale_cap": "znaczniki morale na rundę {before} → {after}",
    "niepodlegla.report.neutral_cap": "kości neutralne {before} → {after}",
    "niepodlegla.report.pool_figure": "kość {figure:gen} trafia do puli",
    "niepodlegla.report.parts": "żetony niepodległości: {parts}",
    "niepodlegla.report.part": "{part} {n}/{spaces}{delta}",
    "niepodlegla.report.levels": "misje finałowe: {levels}",
    "niepodlegla.report.level": "{mission} {n}{delta}",
    "niepodlegla.report.areas": "obszary z niepodległością: {n} z {total}{delta}",
    "niepodlegla.report.obstacles": "żetony przeszkód: {n}{delta}",
    "niepodlegla.report.track": "{track} {n}{delta}",
    "niepodlegla.report.time": "znacznik czasu na polu {field}",
    "niepodlegla.report.shield": "tarcza na polu {field}",
    "niepodlegla.report.table": "na stole {n} {n:misja|misje|misji} ({cards}); w talii {deck}",
    "niepodlegla.report.bottom": "na spód talii: {cards}",
    "niepodlegla.report.removed": "odpadają z gry: {cards}",
    "niepodlegla.report.delta": " ({n})",
    "niepodlegla.report.nothing": "Nic się nie zmienia.",
    "niepodlegla.report.totals": "{items:cap}.",
}
CATALOGUE.add("en", EN)
CATALOGUE.add("pl", PL)


def phase_report(board: Board, before: NiepodleglaState, after: NiepodleglaState, events: Sequence[Event]) -> list[Msg]:
    """The report of the phase ``after.phase`` (``before``: the state when it began, ``after``: when it
    ended): player lines first, then the totals, at most six lines. The game's result, when the phase ended
    it, comes first."""
    if after.phase == "setup":
        return [e.msg for e in events if e.public and e.kind not in ("board", "phase")][:MAX_LINES]
    seats = _seat_lines(board, before, after)
    totals = _totals(board, before, after)
    lines: list[Msg] = []
    if after.finished and not before.finished and after.reason:
        lines.append(msg(after.reason, score=after.score, rank=_rank(board, after), missing=after.missing))
    lines += seats
    room = MAX_LINES - len(lines)
    if totals and room > 0:
        per_line = -(-len(totals) // room)  # the totals share the lines left, a few to a line
        for i in range(0, len(totals), per_line):
            lines.append(msg("niepodlegla.report.totals", items=names.joined(totals[i : i + per_line], " · ")))
    if not lines:
        said = [e.msg for e in events if e.public and e.kind not in ("board", "phase")]
        lines = said[:1] or [msg("niepodlegla.report.nothing")]
    return lines[:MAX_LINES]


def _rank(board: Board, state: NiepodleglaState) -> Param:
    victory = state.outcome == "victory"
    return names.rank(board, state.score) if victory else names.last_rank(board)


# --- what changed for each player --------------------------------------------------------------------


def _seat_lines(board: Board, before: NiepodleglaState, after: NiepodleglaState) -> list[Msg]:
    phase = after.phase
    if phase == "allocation":
        return _allocation(board, after)
    if phase == "struggle" and not _final_struggle(board, after):
        return _completions(board, after)
    if phase == "rewards":
        return _rewards(board, before)
    if phase in ("positive", "negative", "morale_check", "end_of_round"):
        return _gains(board, before, after)
    return []


def _final_struggle(board: Board, state: NiepodleglaState) -> bool:
    last = board.count("advanced_rounds") if state.advanced else board.count("basic_rounds")
    return state.round >= last


def _numbers(keys: Sequence[str], board: Board, state: NiepodleglaState) -> Param:
    """Cards as a list names them: printed numbers ("B-01, B-12"), final missions by name."""
    return names.joined([_short(board, state, k) for k in keys])


def _short(board: Board, state: NiepodleglaState, key: str) -> Param:
    if key in board.part_keys or key in ("paris", "warsaw"):
        return card_label(board, state, key)
    return card_number(key)


def _allocation(board: Board, state: NiepodleglaState) -> list[Msg]:
    out = []
    joint = any(c.joint for c in state.table)
    for seat in range(state.seats):
        mine = [c.key for c in state.table if c.seat == seat and not c.joint]
        dice = sum(1 for d in state.dice if d.holder == seat and not d.figure)
        cards: Param = _numbers(mine, board, state) if mine else msg("niepodlegla.report.no_mission")
        key = "niepodlegla.report.takes_joint" if joint else "niepodlegla.report.takes"
        out.append(msg(key, seat=SeatRef(seat), cards=cards, n=dice))
    return out


def _completions(board: Board, state: NiepodleglaState) -> list[Msg]:
    out = []
    for seat in range(state.seats):
        mine = [c.key for c in state.table if c.seat == seat and not c.joint]
        if not mine:
            continue
        done = [k for k in mine if k in state.completed]
        failed = [k for k in mine if k not in state.completed]
        if done and failed:
            line = msg(
                "niepodlegla.report.completes_fails",
                seat=SeatRef(seat),
                done=_numbers(done, board, state),
                failed=_numbers(failed, board, state),
                count=len(failed),
            )
        elif done:
            line = msg("niepodlegla.report.completes", seat=SeatRef(seat), done=_numbers(done, board, state))
        else:
            line = msg(
                "niepodlegla.report.fails", seat=SeatRef(seat), failed=_numbers(failed, board, state), count=len(failed)
            )
        out.append(line)
    return out


def _rewards(board: Board, before: NiepodleglaState) -> list[Msg]:
    """Basic: each player's completed missions and how many independence tokens they brought."""
    out = []
    done = [c for c in before.table if c.key in before.completed and c.key not in board.part_keys]
    for seat in range(before.seats):
        mine = [c.key for c in done if c.seat == seat]
        if mine:
            tokens = sum(2 if board.basic_card(k).reward.value == "either2" else 1 for k in mine)
            cards = names.joined([card_number(k) for k in mine])
            out.append(msg("niepodlegla.report.rewarded", seat=SeatRef(seat), cards=cards, n=tokens))
    return out


def _gains(board: Board, before: NiepodleglaState, after: NiepodleglaState) -> list[Msg]:
    """Advanced: what each player completed and gained (figure dice, tokens), or lost to Magdeburg."""
    out = []
    for seat in range(after.seats):
        items: list[Param] = []
        if after.phase == "positive":
            done = [c.key for c in before.table if c.seat == seat and c.key in before.completed]
            if done:
                items.append(msg("niepodlegla.report.gain_done", cards=names.joined([card_number(k) for k in done])))
        new: list[Param] = []
        for figure, owner in after.owners.items():
            if owner == seat and before.owners.get(figure) != seat:
                new.append(msg("niepodlegla.report.gain_figure", figure=names.figure(board, figure)))
        had = {t.key for t in before.tokens}
        for token in after.tokens:
            if token.owner == seat and token.key not in had:
                new.append(msg("niepodlegla.report.gain_token", token=names.token(board, token.key)))
        if new:
            items.append(msg("niepodlegla.report.gain_new", items=names.joined(new)))
        if items:
            out.append(msg("niepodlegla.report.gains", seat=SeatRef(seat), items=names.joined(items, " · ")))
        jailed = after.prison.pawns.count(seat) - before.prison.pawns.count(seat)
        if jailed > 0:
            out.append(msg("niepodlegla.report.jailed", seat=SeatRef(seat), n=jailed))
    return out


# --- the totals -------------------------------------------------------------------------------------


def _delta(n: int) -> Param:
    return msg("niepodlegla.report.delta", n=f"{n:+d}".replace("-", "−")) if n else ""


def _totals(board: Board, before: NiepodleglaState, after: NiepodleglaState) -> list[Param]:
    out: list[Param] = []
    phase = after.phase
    if phase == "negative":
        untaken = [c.key for c in before.table if c.seat < 0 and not c.joint and _regular(board, c.key)]
        failed = [
            c.key
            for c in before.table
            if c.seat >= 0 and c.key not in before.completed and _regular(board, c.key)
            and board.advanced_card(c.key).warning
        ]  # fmt: skip
        if untaken:
            out.append(msg("niepodlegla.report.untaken", cards=names.joined([card_number(k) for k in untaken])))
        if failed:
            out.append(msg("niepodlegla.report.failed_warning", cards=names.joined([card_number(k) for k in failed])))
    if phase == "morale_check":
        revealed = [k for k in before.threats if k not in after.threats]
        if revealed:
            threats = names.joined([board.threat(k).id for k in revealed])
            out.append(msg("niepodlegla.report.threats", n=len(revealed), cards=threats))
    if phase not in ("allocation", "end_of_round", "housekeeping", "setup") and before.morale != after.morale:
        out.append(msg("niepodlegla.report.morale", before=before.morale, after=after.morale))
    if not after.advanced:
        out += _basic_totals(board, before, after)
    else:
        out += _advanced_totals(board, before, after)
    if phase in ("preparation", "end_of_round") and after.table:
        laid = _numbers([c.key for c in after.table], board, after)
        out.append(msg("niepodlegla.report.table", n=len(after.table), cards=laid, deck=len(after.deck)))
    if phase in ("end_of_round", "housekeeping") and not after.finished:
        out.append(msg("niepodlegla.report.next", morale=after.morale, neutral=after.neutral))
    if phase == "housekeeping":
        bottom = [k for k in after.deck if k not in before.deck]
        if bottom:
            out.append(msg("niepodlegla.report.bottom", cards=names.joined([card_number(k) for k in bottom])))
    return out


def _basic_totals(board: Board, before: NiepodleglaState, after: NiepodleglaState) -> list[Param]:
    out: list[Param] = []
    spaces = board.count("part_spaces")
    if before.parts != after.parts:
        parts = [
            msg(
                "niepodlegla.report.part",
                part=names.part_short(board, p.key),
                n=after.parts.get(p.key, 0),
                spaces=spaces,
                delta=_delta(after.parts.get(p.key, 0) - before.parts.get(p.key, 0)),
            )
            for p in board.parts
        ]
        out.append(msg("niepodlegla.report.parts", parts=names.joined(parts, ", ")))
    if before.levels != after.levels and before.levels:
        levels = [
            msg(
                "niepodlegla.report.level",
                mission=names.final_mission(board, p.key),
                n=after.levels[p.key],
                delta=_delta(after.levels[p.key] - before.levels.get(p.key, 0)),
            )
            for p in board.parts
            if after.levels.get(p.key) != before.levels.get(p.key)
        ]
        out.append(msg("niepodlegla.report.levels", levels=names.joined(levels, ", ")))
    if before.morale_cap != after.morale_cap and before.morale_cap:
        out.append(msg("niepodlegla.report.morale_cap", before=before.morale_cap, after=after.morale_cap))
    if before.neutral_cap != after.neutral_cap and before.neutral_cap:
        out.append(msg("niepodlegla.report.neutral_cap", before=before.neutral_cap, after=after.neutral_cap))
    for figure in after.pool_figures:
        if figure not in before.pool_figures:
            out.append(msg("niepodlegla.report.pool_figure", figure=names.figure(board, figure)))
    return out


def _advanced_totals(board: Board, before: NiepodleglaState, after: NiepodleglaState) -> list[Param]:
    out: list[Param] = []
    if after.cities and before.cities:
        held = sum(1 for c in after.cities.values() if c.independence)
        was = sum(1 for c in before.cities.values() if c.independence)
        obstacles = sum(len(c.obstacles) for c in after.cities.values())
        were = sum(len(c.obstacles) for c in before.cities.values())
        if held != was or sum(c.independence for c in after.cities.values()) != sum(
            c.independence for c in before.cities.values()
        ):
            out.append(msg("niepodlegla.report.areas", n=held, total=len(after.cities), delta=_delta(held - was)))
        if obstacles != were:
            out.append(msg("niepodlegla.report.obstacles", n=obstacles, delta=_delta(obstacles - were)))
    for key, now, then in (("consent", after.consent, before.consent), ("foreign", after.foreign, before.foreign)):
        if now != then:
            out.append(msg("niepodlegla.report.track", track=names.track(key), n=now, delta=_delta(now - then)))
    if after.round != before.round and after.phase == "end_of_round":
        out.append(msg("niepodlegla.report.time", field=after.round))
    if after.shield != before.shield and after.shield:
        out.append(msg("niepodlegla.report.shield", field=after.shield))
    removed = [k for k in after.removed if k not in before.removed and k not in before.completed]
    if removed and after.phase in ("negative", "morale_check"):
        out.append(msg("niepodlegla.report.removed", cards=names.joined([card_number(k) for k in removed])))
    return out


def _regular(board: Board, key: str) -> bool:
    """An ordinary advanced mission (it has effects): not a main mission, an F card or a challenge."""
    return key not in ("paris", "warsaw") and not board.is_final_card(key) and not board.is_challenge(key)
