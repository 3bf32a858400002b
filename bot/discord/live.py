"""The live message: one message at the bottom of a game's channel that is at once the dashboard, the
results of the phase so far and the prompt of whoever must act now (DESIGN §4, the table's voice).

It is posted anew, with the mention of the player who must act, only when the table needs a new ping; it
is edited in place otherwise (the same player acts again, a sealed answer comes in, a secret phase opens
and its prompts go by DM). Results collect in one block per phase. When a new live message is posted, the
blocks it carries on (the phase still being played) leave the old one, which keeps only the finished
phases' results and loses its buttons, or is deleted when nothing is left in it. This module renders the
message; :mod:`bot.discord.announce` decides when to post, edit, collapse or delete it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.discord.components import DecisionButton as Button
from bot.discord.components import Ref, Row, compose, form_rows, steps_words, utility_row
from bot.table import Loaded
from bot.table.model import changed
from bot.words.i18n import t
from bot.words.present import Shown
from bot.words.text import LIMIT, LINES, READABLE, Namer, fit, say, seat_namer, short_namer
from rules.core.decision import Decision, Steps


def timestamp(moment: Any, style: str = "R") -> str:
    """A Discord timestamp: every reader sees it in his own time zone."""
    return f"<t:{int(moment.timestamp())}:{style}>"


@dataclass
class Block:
    """The results of one phase, as the channel reads them."""

    key: str
    """The game's ``phase_key`` of the phase."""
    title: str
    lines: list[str] = field(default_factory=list)


def block_of(blocks: list[Block], key: str, title: str) -> Block:
    """The block of phase ``key`` in ``blocks`` (retitled when a title is given), or a new one at the end."""
    for existing in blocks:
        if existing.key == key:
            if title:
                existing.title = title
            return existing
    made = Block(key, title)
    blocks.append(made)
    return made


@dataclass
class Live:
    """A game's live message, as the announcer keeps it (in memory; after a restart a new one is posted)."""

    message_id: int | None = None
    blocks: list[Block] = field(default_factory=list)
    attachments: list[Any] = field(default_factory=list)
    """The message's attachments (``discord.Attachment``), kept when an edit adds more."""
    content: str = ""
    """What the message says now: an edit that would change nothing is not sent."""
    shape: str = ""
    """Its components' custom ids, likewise."""
    dm_closed: set[int] = field(default_factory=set)
    """Seats whose DMs failed while their secret or private decision is open: they get a button here."""
    source: tuple[Any, ...] | None = None
    """What ``content`` was rendered from (:meth:`source_of`): an edit from the same is neither rendered nor
    sent (the clock refreshes the message right after announcing the moves that changed it)."""

    def source_of(self, loaded: Loaded, lang: str) -> tuple[Any, ...]:
        """All that :func:`render` reads (without a half-built answer): the state itself, the record (but its
        revision and the live message's own id, which it never shows), the language, the blocks' lines and
        the closed DMs."""
        blocks = [(b.key, b.title, list(b.lines)) for b in self.blocks]
        record = changed(loaded.record, rev=0, dashboard_id=None)
        return (loaded.state, record, lang, blocks, set(self.dm_closed))

    def renders_as_before(self, loaded: Loaded, lang: str) -> bool:
        """Whether :func:`render` would give what the message already says (same sources, the same state)."""
        return (
            self.source is not None
            and self.source[0] is loaded.state
            and self.source[1:] == self.source_of(loaded, lang)[1:]
        )

    def block(self, key: str, title: str) -> Block:
        return block_of(self.blocks, key, title)


RESULTS_ROOM = 600
"""Characters of the live message kept for the phase's results before a prompt's option details give way."""
RESULTS_LINES = 4
"""Lines of the live message kept for the phase's results before a prompt's option details give way."""


def results_text(blocks: list[Block], lang: str, budget: int = READABLE, most: int = LINES) -> str:
    """The blocks as text within ``budget`` characters and ``most`` lines. When they do not fit, each phase keeps
    its title and its last lines (where a phase says its outcome: who won the mace, the strengths now), fewer and
    fewer, and then the oldest lines give way; the message says how many are only in the thread."""
    shown = [block for block in blocks if block.lines]
    if most <= 0 or not shown:
        return ""
    lines: list[str] = []
    dropped = 0
    for first in range(len(shown)):  # the oldest phases go whole when even their last lines do not fit
        for keep in (None, 3, 2, 1):
            lines = []
            dropped = sum(len(block.lines) for block in shown[:first])
            for block in shown[first:]:
                if block.title:
                    lines.append(f"**{block.title}**")
                kept = block.lines if keep is None else block.lines[-keep:]
                dropped += len(block.lines) - len(kept)
                lines += kept
            if len(lines) + (1 if dropped else 0) <= most and len("\n".join(lines)) <= budget - 60:
                break
        else:
            continue
        break
    while lines and (len("\n".join(lines)) > budget - 60 or len(lines) + (1 if dropped else 0) > most):
        lines.pop(1 if lines[0].startswith("**") and len(lines) > 1 else 0)
        dropped += 1
    if dropped:
        lines = [t(lang, "bot.live.earlier", count=dropped), *lines][:most]
    return "\n".join(lines)


def mention(loaded: Loaded, seat: int) -> str:
    """A seat's player as the channel names him: a mention, or an AI seat's name (an AI is never pinged)."""
    holder = loaded.record.user_of(seat)
    return holder.name if holder.ai is not None else f"<@{holder.user_id}>"


def groups(decision: Decision) -> list[tuple[int, ...]]:
    """The seats a public decision waits for, grouped by identical forms (a joint proposal, a vote: one
    prompt for all)."""
    out: list[tuple[int, ...]] = []
    for seat in decision.waiting_for():
        for index, group in enumerate(out):
            if decision.forms[group[0]] == decision.forms[seat]:
                out[index] = (*group, seat)
                break
        else:
            out.append((seat,))
    return out


def prompt_lines(
    shown: Shown,
    namer: Namer,
    path: list[int] | None = None,
    details: bool = True,
    owned: Sequence[tuple[int, list[int] | None]] = (),
) -> list[str]:
    """What a prompt says under its first line: what the decision means, what each option shown as a
    button does and costs, and the words chosen so far (the rules topic is one click away: its Rules button).
    ``owned``: on a prompt whose seats answer on menus of their own, the answer each is building (seat, path), said
    with his name."""
    lang, form = shown.lang, shown.form
    lines: list[str] = [shown.explain] if shown.explain else []
    if details:
        lines += shown.details()
    if isinstance(form, Steps) and path:
        lines.append(t(lang, "bot.form.so_far", words=so_far(form, path, lang)))
    for owner, building in owned:
        built = shown.decision.forms[owner]
        if isinstance(built, Steps) and building:
            lines.append(t(lang, "bot.form.so_far_owned", seat=namer(owner), words=so_far(built, building, lang)))
    return lines


def so_far(form: Steps, path: list[int], lang: str) -> str:
    """The words of an answer chosen so far on a prompt's components, by their labels."""
    words = steps_words(form, path) or []
    labels: list[str] = []
    done: list[str] = []
    for word in words:
        choice = next((c for c in form.after(done).choices if c.text == word), None)
        labels.append(choice.label_in(lang).rstrip("…").strip() if choice else word)
        done.append(word)
    return " · ".join(labels)


def by_decision(public: list[tuple[Decision, tuple[int, ...]]]) -> list[tuple[Decision, list[tuple[int, ...]]]]:
    """The public prompts by decision: one decision open to several seats with different forms (the struggle: each
    player his own dice) is explained once, naming each of its seats once."""
    out: list[tuple[Decision, list[tuple[int, ...]]]] = []
    for decision, group in public:
        if out and out[-1][0] is decision:
            out[-1][1].append(group)
        else:
            out.append((decision, [group]))
    return out


def status_lines(
    loaded: Loaded,
    lang: str,
    live: Live | None,
    partial: dict[int, list[int]],
    every: bool = False,
    details: bool = True,
) -> tuple[list[str], list[Row]]:
    """The dashboard and the prompts: whom the table waits for and for what, where each answers, by when;
    and the components of the public prompts (at most four rows). ``every``: also the full names of all the
    table waits for (``/game status``; the live message names each in his prompt line)."""
    record, game, state = loaded.record, loaded.game, loaded.state
    short = short_namer(game, state, lang)
    full = seat_namer(game, state, {s.seat: s.name for s in record.seats}, lang)
    step = state.step
    lines = [t(lang, "bot.dash.title", title=game.title, id=record.id, headline=say(game.headline(state), short, lang))]
    rows: list[Row] = []
    if record.status != "active":
        lines.append(t(lang, f"bot.dash.{record.status}"))
        return lines, rows
    public: list[tuple[Decision, tuple[int, ...]]] = []
    closed = live.dm_closed if live else set()
    for decision in loaded.decisions():  # computed once per state, shared with the table's callers
        waiting = decision.waiting_for()
        if not waiting and not decision.seats:
            continue
        if decision.secret or decision.private_choices:
            names = ", ".join(f"{mention(loaded, s)} {short(s)}" for s in waiting)
            key = "bot.live.secret" if decision.secret else "bot.live.private"
            if waiting:
                lines.append(t(lang, key, names=names, prompt=loaded.shown(decision, waiting[0], lang).prompt))
            if decision.simultaneous and decision.answered:
                done = ", ".join(short(s) for s in sorted(decision.answered))
                count_key = "bot.dash.submitted_secret" if decision.secret else "bot.dash.submitted"
                lines.append(t(lang, count_key, count=len(decision.answered), total=len(decision.seats), names=done))
            for seat in waiting:
                if seat in closed:
                    lines.append(t(lang, "bot.live.dm_closed", mention=mention(loaded, seat), seat=short(seat)))
                    label = t(lang, "bot.live.open_prompt", seat=short(seat))
                    rows.append([Button(Ref(record.id, step, "p", "", seat), label, discord.ButtonStyle.primary)])
            continue
        for group in groups(decision):
            public.append((decision, group))
        if decision.simultaneous and decision.answered:
            done = ", ".join(short(s) for s in sorted(decision.answered))
            lines.append(t(lang, "bot.dash.submitted", count=len(decision.answered), total=len(decision.seats),
                           names=done))  # fmt: skip
    many = len(public) > 1
    budget = 4 - len(rows)

    def path_of(group: tuple[int, ...]) -> list[int] | None:
        """The answer being built on the prompt of ``group`` (by whichever of them builds it)."""
        return next((partial[s] for s in group if s in partial), None)

    for decision, shared in by_decision(public):
        names = " ".join(mention(loaded, s) for group in shared for s in group)
        shown = loaded.shown(decision, shared[0][0], lang)
        lines.append(t(lang, "bot.live.turn", names=names, prompt=shown.prompt))
        if len(shared) == 1:
            lines += prompt_lines(shown, short, path_of(shared[0]), details=details and not many)
        else:
            owned = [(group[0], path_of(group)) for group in shared]
            lines += prompt_lines(shown, short, details=False, owned=owned)
        if not many:
            group = shared[0]
            rows += form_rows(record.id, step, decision.forms[group[0]], path_of(group), lang, None, rows=budget)
    if many:
        each: list[list[Row]] = []
        for d, g in public:  # built only while the rest, a row each at least, may still fit: each costs milliseconds
            if sum(len(r) for r in each) + len(public) - len(each) > budget:
                break
            owner = ", ".join(short(s) for s in g)
            each.append(form_rows(record.id, step, d.forms[g[0]], path_of(g), lang, g[0], rows=2, owner=owner))
        if len(each) == len(public) and sum(len(r) for r in each) <= budget and all(len(r) <= 2 for r in each):
            for r in each:
                rows += r
        else:  # too many different forms for one message: each seat opens his own, privately
            buttons: Row = [
                Button(Ref(record.id, step, "p", "", g[0]), t(lang, "bot.live.open_prompt", seat=short(g[0])),
                       discord.ButtonStyle.primary)
                for _, g in public
            ]  # fmt: skip
            rows += [buttons[i : i + 5] for i in range(0, len(buttons), 5)]
    waiting_all = sorted({s for d in loaded.decisions() for s in d.waiting_for()})
    later = [s for s in game.ahead_seats(state) if record.seats[s].ai is None]
    if later:
        lines.append(t(lang, "bot.live.next", names=", ".join(short(s) for s in later)))
    if waiting_all and every:
        names = ", ".join(full(s) for s in waiting_all)
        lines.append(t(lang, "bot.dash.waiting", count=len(waiting_all), names=names))
    if record.paused:
        lines.append(t(lang, "bot.dash.paused"))
    elif record.deadline_at is not None:
        lines.append(t(lang, "bot.dash.deadline", relative=timestamp(record.deadline_at),
                       exact=timestamp(record.deadline_at, "f")))  # fmt: skip
    stand_ins = [short(s.seat) for s in record.seats if s.stand_in]
    if stand_ins:
        lines.append(t(lang, "bot.dash.stand_ins", names=", ".join(stand_ins)))
    if record.vote is not None:
        lines.append(t(lang, f"bot.dash.vote_{record.vote['kind']}", count=len(record.vote["agreed"]),
                       total=len(record.vote["needed"])))  # fmt: skip
    return lines, rows


def render(
    loaded: Loaded, lang: str, live: Live, partial: dict[int, list[int]] | None = None
) -> tuple[str, discord.ui.View]:
    """The live message's content and components: the results of its phases, then the dashboard and the
    prompts, within one message."""
    bottom, rows = status_lines(loaded, lang, live, partial or {})
    wanted = results_text(live.blocks, lang, 10 * LIMIT, 10 * LINES)
    whole = wanted.count("\n") + 1 if wanted else 0
    if len("\n".join(bottom)) + len(wanted) + 2 > READABLE or len(bottom) + whole > LINES:
        # the phases' results come first: the options' details give way (a menu still shows them, and Help)
        bottom, rows = status_lines(loaded, lang, live, partial or {}, details=False)
    shown = min(RESULTS_LINES, whole)
    status = fit("\n".join(bottom), READABLE - 200, lang=lang, most=LINES - min(shown, 2))
    used = status.count("\n") + 1
    results = results_text(live.blocks, lang, READABLE - len(status) - 2, LINES - used)
    content = f"{results}\n{status}" if results else status
    rules = any(d.topic for d in loaded.decisions())
    utility = utility_row(loaded.record.id, loaded.state.step, lang, ahead=offers_ahead(loaded), rules=rules)
    view = compose(rows[:4], [utility])
    return content, view


def offers_ahead(loaded: Loaded) -> bool:
    """Whether the live message carries the 🔜 button: a person will owe a decision later in this chain, or may
    leave a standing order for the one he owes now (each is shown his own, privately). It follows from the
    state alone, never from anyone's queue."""
    record, game, state = loaded.record, loaded.game, loaded.state
    if record.status != "active" or state.finished:
        return False
    people = [s.seat for s in record.seats if s.ai is None]
    if any(s in people for s in game.ahead_seats(state)):
        return True
    waiting = {s for d in loaded.decisions() for s in d.waiting_for()}
    return any(game.orders(state, s) for s in people if s in waiting)


def collapsed(blocks: list[Block], lang: str) -> str:
    """A live message that the table has moved on from: its phases' results only."""
    return results_text(blocks, lang) or "…"
