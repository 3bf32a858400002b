"""Boards of the moment they name: every board is drawn from the state it is titled with, and the values it
draws are that state's.

Seeded random games of the three games are played through the rules. At every phase's end the rules emit a
board event carrying a copy of the state; the renderers draw only the public view of a state. So:

* the view of every snapshot holds the snapshot's own values, read here from the state and the board data as
  the rulebooks count them (each enemy's strength: "the value printed on the map on the strength track ...
  For every enemy die standing on its field, add one point"; the pieces on every field and in every province;
  the powers on the Foreign Policy track; the tracks; the missions on the table; the pools and decks);
* the bot's announcement of every move draws each phase's picture from that phase's own snapshot, and each
  round's full board from the round's last snapshot before a phase that clears the table (Niepodległa's
  Housekeeping), never from a later or an earlier state. The renderer is replaced by a recorder, so nothing is
  drawn: the test reads which state each titled picture was given.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise
from typing import Any, cast

import pytest

from bot import images
from bot.discord.announce import Announcer, turn_of
from bot.editions import Editions
from bot.table import GameRecord, Played
from bot.table.model import SeatInfo
from rules.boze.state import BozeState
from rules.boze.view import ArmyView, BozeView
from rules.core.decision import Event
from rules.core.forms import random_answer
from rules.core.game import BaseState, Game
from rules.niepodlegla.state import NiepodleglaState
from rules.niepodlegla.view import NiepodleglaView
from rules.sigismundus.state import EMPTY, SigismundusState
from rules.sigismundus.view import SigismundusView

EDITIONS = Editions()


@dataclass(frozen=True)
class Setup:
    game: str
    seats: int
    seed: int
    options: tuple[tuple[str, Any], ...] = ()

    @property
    def name(self) -> str:
        return f"{self.game}_{self.seats}p_seed{self.seed}" + "".join(f"_{v}" for _, v in self.options if v is not True)


SETUPS = [
    Setup("boze", 3, 1),
    Setup("boze", 4, 2),
    Setup("sigismundus", 4, 1, (("short", True),)),
    Setup("niepodlegla", 3, 1),
    Setup("niepodlegla", 4, 3),
    Setup("niepodlegla", 3, 1, (("version", "advanced"),)),
    Setup("niepodlegla", 2, 4, (("version", "advanced"),)),
]


@dataclass
class Move:
    """One answer (or the setup, ``seat`` -1) and what it did."""

    before: BaseState | None
    seat: int
    action: str
    state: BaseState
    events: list[Any]

    @property
    def boards(self) -> list[Any]:
        return [e.board for e in self.events if e.kind == "board"]


def play(game: Game[Any], setup: Setup) -> list[Move]:
    """A seeded random game, move by move, to its end."""
    rng = random.Random(setup.seed)
    started = game.new_game(setup.seats, setup.seed, dict(setup.options))
    moves = [Move(None, -1, "", started.state, started.events)]
    state = started.state
    while not state.finished:
        assert len(moves) < 3000, "the game did not end"
        decision = game.decisions(state)[0]
        seat = rng.choice(decision.waiting_for())
        action = random_answer(decision.forms[seat], rng.randrange)
        done = game.apply(state, seat, action)
        moves.append(Move(state, seat, action, done.state, done.events))
        state = done.state
    return moves


@pytest.fixture(scope="module", params=SETUPS, ids=lambda s: s.name)
def played(request: pytest.FixtureRequest) -> tuple[Setup, Game[Any], list[Move]]:
    setup = request.param
    game = EDITIONS.current(setup.game)[1]
    return setup, game, play(game, setup)


# --- the values every board draws ------------------------------------------------------------------


def test_every_board_draws_the_values_of_its_snapshot(played: tuple[Setup, Game[Any], list[Move]]) -> None:
    setup, game, moves = played
    checks: dict[str, Callable[[Game[Any], Any, Any], None]] = {
        "boze": check_boze,
        "sigismundus": check_sigismundus,
        "niepodlegla": check_niepodlegla,
    }
    check = checks[setup.game]
    snapshots = [b for m in moves for b in m.boards]
    assert snapshots, "the game showed no board"
    for snapshot in [*snapshots, moves[-1].state]:
        view = game.view(snapshot, None)
        assert view.headline == game.headline(snapshot), "the board is titled with its own state's phase"
        check(game, snapshot, view)


def printed_strength(board: Any, state: BozeState, key: str) -> int:
    """The strength printed on the enemy's track for this turn and player count (Enemy Invasions), or the
    Ottomans' turn-4 value on both their field and the Habsburg field they hold (The Ottoman Empire)."""
    enemy = next(e for e in board.enemies if e.key == key)
    held = state.turn >= 4 and state.enemy_fields["habsburg"].ottoman > 0 and key in ("ottoman", "habsburg")
    occupied = next(e for e in board.enemies if e.key == "ottoman")
    occupied_value = occupied.occupied_strength_4 if state.seats == 4 else occupied.occupied_strength_3
    if held and occupied_value is not None:
        return int(occupied_value.value)
    row = enemy.strength_4 if state.seats == 4 else enemy.strength_3
    return int(row[min(state.turn, len(row)) - 1].value)


def check_boze(game: Game[Any], state: BozeState, view: BozeView) -> None:
    board = cast(Any, game).board
    assert (view.turn, view.phase, view.finished) == (state.turn, state.phase, state.finished)
    assert (view.mace, view.treaty, view.cossacks_field) == (state.mace, state.treaty, state.cossacks_field)
    assert view.royal_army == ArmyView.of(state.royal_army)
    for seat in view.seats:
        player = state.players[seat.seat]
        assert (seat.gold, seat.prestige, seat.tokens) == (player.gold, player.prestige, tuple(sorted(player.tokens)))
    for f in view.enemy_fields:
        on = state.enemy_fields[f.key]
        where = f"{state.turn}:{state.phase} {f.key}"
        pieces = (f.dice, f.markers, f.ottoman, f.cossacks, f.players, f.king, f.treaty)
        assert pieces == (
            on.dice,
            on.markers,
            on.ottoman,
            on.cossacks,
            tuple(on.players),
            on.king,
            state.treaty == f.key,
        )
        if not state.turn:
            continue
        printed = printed_strength(board, state, f.key)
        # "For every enemy die standing on its field, add one point ... Every Cossack token standing on the
        # Tatars enemy field increases the Tatars' strength by one point"; the Habsburgs count their influence
        # markers as dice in turns 1-3, and in turn 4 the orange dice on their field (The Ottoman Empire).
        extra = on.markers + (on.ottoman if state.turn >= 4 else 0) if f.key == "habsburg" else 0
        assert f.base == printed, where
        assert f.strength == printed + on.dice + on.cossacks + extra, where
    for p in view.provinces:
        ps = state.provinces[p.key]
        assert (p.wealth, p.dice, p.cossacks, p.markers, p.invaded) == (
            ps.wealth,
            tuple(ps.dice),
            ps.cossacks,
            ps.markers,
            ps.invaded,
        )
        assert {e.enemy: e.count for e in p.enemies} == {k: n for k, n in ps.enemies.items() if n}
        assert p.armies == tuple(ArmyView.of(a) for a in ps.armies)
        assert [f.owner for f in p.fields if f.owner is not None] == [e.owner for e in ps.estates]
        assert p.sejm == state.sejm.get(p.key)


def check_sigismundus(game: Game[Any], state: SigismundusState, view: SigismundusView) -> None:
    board = cast(Any, game).board
    assert (view.round, view.phase, view.finished) == (state.round, state.phase, state.finished)
    assert [c.key for c in view.countries] == state.fp_track
    for i, c in enumerate(view.countries):
        power = state.countries[c.key]
        assert (c.markers, c.seal, c.crowned, c.pact) == (tuple(power.markers), power.seal, power.crowned, power.pact)
        assert (c.space, c.first, c.second) == (i + 1, *board.fp_spaces[i].value)
    for track in view.tracks:
        assert track.spaces == tuple(None if s == EMPTY else s for s in state.tracks.get(track.key, []))
    for seat in view.seats:
        player = state.players[seat.seat]
        assert (seat.vp, seat.ducats, seat.votes, seat.hand_size, seat.tokens) == (
            player.vp,
            player.ducats,
            player.votes,
            len(player.hand),
            player.tokens,
        )
        assert seat.figures == tuple(player.figures)
        assert seat.offices == tuple(sorted(n for n, o in state.offices.items() if o.holder == seat.seat))
    for office in view.offices:
        held = state.offices.get(office.number)
        assert (office.holder, office.marker) == ((held.holder, held.marker) if held else (None, None))
    assert view.figures_open == tuple(state.figures_open)
    assert view.decks == tuple((d, len(state.decks[d]), len(state.discards[d])) for d in state.decks)


def check_niepodlegla(game: Game[Any], state: NiepodleglaState, view: NiepodleglaView) -> None:
    assert (view.round, view.phase, view.version, view.finished) == (
        state.round,
        state.phase,
        state.version,
        state.finished,
    )
    assert (view.morale, view.overflow, view.neutral, view.deck) == (
        state.morale,
        state.overflow,
        state.neutral,
        len(state.deck),
    )
    assert view.pool_figures == tuple(state.pool_figures)
    table = [(c.key, c.seat if c.seat >= 0 else None, c.joint, c.easy, c.key in state.completed) for c in state.table]
    assert [(c.key, c.seat, c.joint, c.easy, c.completed) for c in view.table] == table, "the missions on the table"
    for seat in view.seats:
        assert [d.id for d in seat.dice] == [d.id for d in state.dice if d.holder == seat.seat]
        assert [t.key for t in seat.tokens] == [t.key for t in state.tokens if t.holder == seat.seat]
        assert seat.figures == tuple(f for f, owner in state.owners.items() if owner == seat.seat)
        assert seat.satisfied == (seat.seat in state.satisfied)
    if not state.advanced:
        assert view.morale_cap == state.morale_cap
        assert {p.key: p.tokens for p in view.parts} == {p.key: state.parts.get(p.key, 0) for p in view.parts}
        assert {p.key: p.level for p in view.parts} == {p.key: state.levels.get(p.key, 0) for p in view.parts}
        return
    assert (view.consent, view.foreign, view.shield, view.revolution) == (
        state.consent,
        state.foreign,
        state.shield,
        state.revolution,
    )
    assert (view.threats, view.finals, view.challenges) == (
        len(state.threats),
        len(state.finals),
        len(state.challenges_deck),
    )
    for city in view.cities:
        held = state.cities[city.key]
        assert (city.independence, city.obstacles) == (held.independence, tuple(held.obstacles))
    prison = state.prison
    assert view.prison is not None
    assert (view.prison.morale, view.prison.neutral, view.prison.pawns, view.prison.figures) == (
        prison.morale,
        prison.neutral,
        tuple(prison.pawns),
        tuple(prison.figures),
    )


# --- the states the bot draws its titled pictures from -------------------------------------------------


class Recorder:
    """The bot's announcer with the renderer replaced: each picture drawn records the state whose view it was
    given, instead of drawing it."""

    def __init__(self, setup: Setup, game: Game[Any], monkeypatch: pytest.MonkeyPatch) -> None:
        self.game = game
        self.views: dict[int, tuple[Any, BaseState]] = {}
        self.drawn: list[BaseState] = []
        view = game.view

        def viewed(state: BaseState, seat: int | None) -> Any:
            made = view(state, seat)
            self.views[id(made)] = (made, state)  # the view kept, so its id is not reused
            return made

        monkeypatch.setattr(game, "view", viewed)
        monkeypatch.setattr(
            images, "board_picture", lambda _game, v, lang="en": self.drawn.append(self.views[id(v)][1])
        )
        monkeypatch.setattr(
            images, "focus_picture", lambda _game, v, phase, lang="en": self.drawn.append(self.views[id(v)][1])
        )
        self.record = GameRecord(
            id=1,
            game=setup.game,
            status="running",
            channel_id=1,
            guild_id=None,
            thread_id=None,
            creator_id=1,
            max_seats=setup.seats,
            options=dict(setup.options),
            seq=0,
            seats=tuple(SeatInfo(seat=s, user_id=s + 1, name=f"p{s + 1}") for s in range(setup.seats)),
        )
        self.announcer = Announcer(cast(Any, None), cast(Any, None), wake=lambda _: None)

    def pictures(self, move: Move) -> list[tuple[str, BaseState]]:
        """Each picture the announcement of ``move`` posts: its name and the state it was drawn from."""
        played = Played(
            self.record, self.game, move.state, move.seat, move.action, events=move.events, before=move.before
        )
        out = []
        for picture in self.announcer.news([played], "en").pictures:
            self.drawn.clear()
            picture.draw()
            assert len(self.drawn) == 1, picture.name
            out.append((picture.name, self.drawn[0]))
        return out


def round_of(name: str) -> int | None:
    """The round a round's full board names (``turn-3-end-board.png``: 3), else ``None``."""
    if name.startswith("turn-") and name.endswith("-end-board.png"):
        return int(name.removeprefix("turn-").removesuffix("-end-board.png"))
    return None


def test_each_picture_the_bot_posts_is_drawn_from_the_state_it_names(
    played: tuple[Setup, Game[Any], list[Move]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each phase's picture (``<turn>-<phase>.png``) from that phase's own snapshot; each round's full board
    (``turn-<n>-end-board.png``) from the round's last snapshot before a phase that clears the table, so it
    still shows the round (Niepodległa's basic round: the missions, the dice; not the empty table Housekeeping
    leaves); the game's end from its final state."""
    setup, game, moves = played
    recorder = Recorder(setup, game, monkeypatch)
    round_end: dict[int, BaseState] = {}
    for snapshot in [b for m in moves for b in m.boards]:
        if not game.clears_the_table(snapshot):
            round_end[turn_of(game, snapshot)] = snapshot
    ends: list[int] = []
    for move in moves:
        for name, state in recorder.pictures(move):
            key = game.phase_key(state)
            turn = round_of(name)
            if turn is None:
                assert name == key.replace(":", "-").replace("_", "-") + ".png", (name, key)
                own = any(state is b for b in move.boards) or (state.finished and state is move.state)
                assert own, f"{name} is not drawn from its phase's snapshot"
                continue
            ends.append(turn)
            if state.finished:
                assert state is move.state or any(state is b for b in move.boards), f"{name}: the game's end"
                continue
            end = round_end[turn]
            assert state is end, f"{name} is drawn from {key}, not {game.phase_key(end)}"
            if isinstance(state, NiepodleglaState) and not state.advanced:
                assert state.table, f"{name}: the round's missions are on its board"
    assert sorted(set(ends)) == sorted(round_end), "every round's end shows the full board"


def test_a_round_that_ends_inside_a_phase_shows_its_board_as_the_round_left_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """A move whose first phase ends in the next round (the round moved on after the answer that began it): the
    round's full board is drawn from the last state of that round, the answer's, not from the next round's."""
    setup = SETUPS[-1]
    game = EDITIONS.current(setup.game)[1]
    moves = play(game, setup)
    snapshots = [b for m in moves for b in m.boards]
    last, first = next((a, b) for a, b in pairwise(snapshots) if turn_of(game, b) > turn_of(game, a) > 0)
    recorder = Recorder(setup, game, monkeypatch)
    move = Move(last, 0, "pass", first, [Event(game.headline(first), kind="board", board=first)])
    pictures = recorder.pictures(move)
    ends = [(round_of(name), state) for name, state in pictures if round_of(name) is not None]
    assert len(ends) == 1 and ends[0][0] == turn_of(game, last), [name for name, _ in pictures]
    assert ends[0][1] is last, "the round's board is a state of that round"


def test_the_habsburg_strength_the_log_gives_is_the_one_they_invaded_with() -> None:
    """The seeded case of "a Habsburg strength of 4 in the log, 2 on the board": turn 1 of three players, the
    printed strength 2 and two influence markers on the field. The log gives the strength they invade with (4);
    the invasion takes the markers off the field ("The number of influence markers on the Habsburg Empire enemy
    field determines the number of Polish player dice that must be discarded ... With every discarded Polish
    player die, one Habsburg influence marker is discarded"; the rest are placed in Great Poland), so the board
    at the end of Enemy Invasions draws the field as the state holds it then: no markers, the printed 2."""
    game = EDITIONS.current("boze")[1]
    moves = play(game, Setup("boze", 3, 4))
    events = [e for m in moves for e in m.events]
    invaded = next(i for i, e in enumerate(events) if e.msg.key == "boze.enemy_invasions.political")
    line = events[invaded].msg
    snapshot = next(e.board for e in events[invaded:] if e.kind == "board")
    began = max(i for i, e in enumerate(events[:invaded]) if e.kind == "board")
    before = events[began].board
    added = [e.msg.params["count"] for e in events[began:invaded] if e.msg.key == "boze.enemy_invasions.markers"]
    assert (snapshot.turn, snapshot.phase) == (1, "enemy_invasions")
    printed = printed_strength(cast(Any, game).board, snapshot, "habsburg")
    markers = before.enemy_fields["habsburg"].markers + sum(cast(list[int], added))
    assert (printed, markers, line.params["strength"]) == (2, 2, 4), "the log: the strength they invade with"
    field = next(f for f in game.view(snapshot, None).enemy_fields if f.key == "habsburg")
    assert (field.markers, field.base, field.strength) == (0, 2, 2), "the board: the field the invasion emptied"
    great = snapshot.provinces["great"]
    assert great.markers == max(0, line.params["count"] - sum(before.provinces["great"].dice)), "the rest stay there"
