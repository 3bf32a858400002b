"""What a seat or a spectator may see of a Sigismundus Augustus game: the only input of render/ and bot/.

Public: the board (offices, countries and the Foreign Policy track, the three Support tracks, the action
fields), every player's ducats, votes, victory points, units, figures with their gold, offices, House
markers, and how many cards he holds; the Sejm card, the Royal Demand, the Acts passed; bids once revealed.
Private: a hand of Policy cards (``hand`` only in its owner's view) and a sealed answer (``own_sealed`` only
in its own seat's view); the decks' order is seen by nobody.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.decision import Decision
from rules.core.messages import Msg
from rules.sigismundus import powers
from rules.sigismundus.board import TRACKS, Board
from rules.sigismundus.phases.end_of_game import ranking_key
from rules.sigismundus.state import (
    EMPTY,
    SigismundusState,
    Units,
    clients_left,
    free_markers,
    position,
    representative,
    units_left,
    votes_left,
)


@dataclass(frozen=True)
class ArmyView:
    artillery: int = 0
    hussars: int = 0
    infantry: int = 0

    @classmethod
    def of(cls, units: Units) -> ArmyView:
        return cls(units.artillery, units.hussars, units.infantry)


@dataclass(frozen=True)
class FigureView:
    key: str
    name: str
    effect: str
    amount: int
    gold: int
    owner: int | None


@dataclass(frozen=True)
class OfficeView:
    number: int
    name: str
    kind: str
    holder: int | None
    marker: int | None
    income: int
    prestige: int
    flipped: bool


@dataclass(frozen=True)
class CountryView:
    key: str
    name: str
    space: int
    first: int
    second: int
    crowned: bool
    markers: tuple[int, ...]
    seal: int | None
    pact: bool
    bonus: str
    bonus_amount: int


@dataclass(frozen=True)
class TrackView:
    key: str
    name: str
    spaces: tuple[int | None, ...]
    votes: tuple[int, ...]
    representative: str


@dataclass(frozen=True)
class SeatView:
    seat: int
    house: str
    colour: str
    vp: int
    ducats: int
    votes: int
    hand_size: int
    hand: tuple[str, ...] | None
    """The Policy cards in hand: only in the owner's own view."""
    units: ArmyView
    host: ArmyView
    figures: tuple[str, ...]
    offices: tuple[int, ...]
    tokens: int
    clients: int
    free_markers: int
    positions: tuple[int, ...]
    """Space on the Royal, Senatorial and Parliamentary Support tracks (0: not on it)."""
    representatives: tuple[str, ...]
    protected: bool
    first: bool
    owes_answer: bool
    submitted: bool


@dataclass(frozen=True)
class CombatView:
    attacker: int
    defender: int
    card: str
    stage: int
    wounds: tuple[int, int]


@dataclass(frozen=True)
class SigismundusView:
    viewer: int | None
    edition: str
    title: str
    round: int
    rounds: int
    phase: str
    headline: Msg
    seats: tuple[SeatView, ...]
    offices: tuple[OfficeView, ...]
    countries: tuple[CountryView, ...]
    """By space on the Foreign Policy track, space 1 first."""
    tracks: tuple[TrackView, ...]
    figures_open: tuple[str, ...]
    figures: tuple[FigureView, ...]
    fields: tuple[tuple[str, tuple[int, ...]], ...]
    sejm_card: int
    act: str
    demand: str
    acts: tuple[str, ...]
    decks: tuple[tuple[str, int, int], ...]
    """Each Policy deck: cards left to draw, and cards in its discard pile."""
    bank: tuple[tuple[str, int], ...]
    """Votes, Client tokens and units of each kind left in the bank."""
    bribery_ducats: tuple[tuple[int, int], ...]
    bribery_votes: tuple[tuple[int, int], ...]
    voting_office: int
    combat: CombatView | None
    secret_open: bool
    own_sealed: str | None
    finished: bool
    first: int
    standings: tuple[int, ...] = ()
    """Once the game is over, the seats from the winner down (Last Round and Ending the Game); else empty."""

    @property
    def winner(self) -> int | None:
        """The seat that won, once the game is over."""
        return self.standings[0] if self.standings else None


def build_view(
    board: Board, state: SigismundusState, viewer: int | None, decisions: tuple[Decision, ...], headline: Msg
) -> SigismundusView:
    owing = {s for d in decisions for s in d.waiting_for()}
    submitted = {s for d in decisions if d.simultaneous for s in d.answered}
    secret_open = any(d.secret for d in decisions)
    reps = (
        {card: representative(board, state, card) for card in ("royal", "magnate", "nobility")} if state.tracks else {}
    )
    seats = tuple(
        SeatView(
            seat=s,
            house=board.house(state.houses[s]).title if state.houses else "",
            colour=str(board.house(state.houses[s]).colour.value) if state.houses else "",
            vp=p.vp,
            ducats=p.ducats,
            votes=p.votes,
            hand_size=len(p.hand),
            hand=tuple(p.hand) if viewer == s else None,
            units=ArmyView.of(p.units),
            host=ArmyView.of(p.host),
            figures=tuple(p.figures),
            offices=tuple(sorted(n for n, o in state.offices.items() if o.holder == s)),
            tokens=p.tokens,
            clients=p.clients,
            free_markers=free_markers(board, state, s) if state.countries else board.count("house_markers"),
            positions=tuple(position(state, t, s) for t in TRACKS) if state.tracks else (0, 0, 0),
            representatives=tuple(card for card, holder in reps.items() if holder == s),
            protected=p.protected,
            first=s == state.first,
            owes_answer=s in owing,
            submitted=s in submitted,
        )
        for s, p in enumerate(state.players)
    )
    offices = tuple(
        OfficeView(
            number=o.number,
            name=o.title,
            kind=str(o.kind.value),
            holder=state.offices[o.number].holder if state.offices else None,
            marker=state.offices[o.number].marker if state.offices else None,
            income=powers.income(board, state, o.number),
            prestige=powers.prestige(board, state, o.number),
            flipped=powers.flipped(board, state, o),
        )
        for o in board.offices
    )
    countries = tuple(
        CountryView(
            key=key,
            name=board.country(key).title,
            space=i + 1,
            first=board.fp_spaces[i].value[0],
            second=board.fp_spaces[i].value[1],
            crowned=state.countries[key].crowned,
            markers=tuple(state.countries[key].markers),
            seal=state.countries[key].seal,
            pact=state.countries[key].pact,
            bonus=board.country(key).bonus.value.kind,
            bonus_amount=board.country(key).bonus.value.amount,
        )
        for i, key in enumerate(state.fp_track)
    )
    tracks = tuple(
        TrackView(
            key=t,
            name=board.tracks[t].name,
            spaces=tuple(None if s == EMPTY else s for s in state.tracks.get(t, [])),
            votes=tuple(board.tracks[t].votes.value),
            representative=str(board.tracks[t].representative.value),
        )
        for t in TRACKS
    )
    owners = {f: s for s, p in enumerate(state.players) for f in p.figures}
    shown = [*state.figures_open, *owners]
    figures = tuple(
        FigureView(
            key=f,
            name=board.figure(f).title,
            effect=board.figure(f).effect.value.kind,
            amount=board.figure(f).effect.value.amount,
            gold=state.figure_gold.get(f, 0),
            owner=owners.get(f),
        )
        for f in shown
    )
    number = state.sejms[state.round - 1] if state.round and state.sejms else 0
    act = str(board.sejm_card(number).act.value) if number else ""
    own = state.pending.get(viewer) if viewer is not None and secret_open else None
    combat = state.combat
    bank = (
        ("votes", votes_left(board, state)),
        ("clients", clients_left(board, state)),
        *((u, units_left(board, state, u)) for u in ("artillery", "hussars", "infantry")),
    )
    return SigismundusView(
        viewer=viewer,
        edition=board.edition,
        title=board.title,
        round=state.round,
        rounds=len(state.sejms),
        phase=state.phase,
        headline=headline,
        seats=seats,
        offices=offices,
        countries=countries,
        tracks=tracks,
        figures_open=tuple(state.figures_open),
        figures=figures,
        fields=tuple((f, tuple(v)) for f, v in state.fields.items()),
        sejm_card=number,
        act=act,
        demand=state.demand,
        acts=tuple(str(board.sejm_card(n).act.value) for n in state.acts),
        decks=tuple((d, len(state.decks[d]), len(state.discards[d])) for d in state.decks) if state.decks else (),
        bank=bank,
        bribery_ducats=tuple(sorted(state.sejm.ducats.items())),
        bribery_votes=tuple(sorted(state.sejm.offered.items())),
        voting_office=state.sejm.office,
        combat=CombatView(
            combat.attacker, combat.defender, combat.card, combat.stage, (combat.wounds[0], combat.wounds[1])
        )
        if combat
        else None,
        secret_open=secret_open,
        own_sealed=own,
        finished=state.finished,
        first=state.first,
        standings=tuple(sorted(range(state.seats), key=lambda s: ranking_key(board, state, s)))
        if state.finished
        else (),
    )
