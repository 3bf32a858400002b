"""Turning clicks, menus, modals, ``/play`` and DM text into actions, and answering each one.

Every input gets an answer: what was recorded, in sentences (the action's own result lines; for a sealed
answer its labels, with a Change button until the reveal), or why nothing changed. The table service does
the work; this module only finds the game and seat, calls it, replies within Discord's three seconds and
hands the consequences to the announcer. A click on the live message that completes an answer is only
acknowledged: the announcer rewrites the live message with the result and the next prompt.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections import OrderedDict
from typing import Any

import discord

from bot.discord.ahead import AheadPrompts
from bot.discord.announce import Announcer, Spawn, dm_prompt_text
from bot.discord.answering import work, work_modal
from bot.discord.components import (
    AHEAD,
    MODAL,
    Components,
    DecisionButton,
    Ref,
    build_view,
    decode,
    pairs_of,
    ref_from,
)
from bot.discord.replies import FAILURES, lang_for, on_public_message, refusal, reply
from bot.images import board_png, has_board
from bot.table import Loaded, Played, Table, TableError
from bot.words.i18n import lang_of, t
from bot.words.text import answer_label, fit, say, short_namer, split_message
from bot.words.topics import find
from rules.core.decision import Assign, Decision, Split, Steps
from rules.core.errors import RulesError

log = logging.getLogger(__name__)


UNANSWERED_KEPT = 1024
"""Actions whose answer to their sender failed, remembered at once (the newest)."""
SEALED_NOTES = ("core.recorded_secret", "core.changed_secret", "core.unchanged_secret")
"""The rules' private notes of a sealed answer, which name it by its action text."""


class Prompts:
    """A player's answer, from a click, ``/play`` or a DM: checked, played through the table, replied to, and
    handed to the announcer (``spawn`` runs the announcement in the background)."""

    def __init__(self, table: Table, announcer: Announcer, spawn: Spawn) -> None:
        self.table = table
        self.announcer = announcer
        self.spawn = spawn
        self.ahead = AheadPrompts(table, announcer, spawn)
        self.unanswered: OrderedDict[tuple[int, int], tuple[str, int | None]] = OrderedDict()
        """(game, user) → the action whose answer to its sender failed though it went in, and the step it was played
        at: the same ``/play`` sent again (after Discord said "This interaction failed") is recorded already, never
        played twice; so is the same click on a decision still open at that step (a joint or simultaneous one)."""

    # --- clicks -----------------------------------------------------------------------------------

    async def on_component(self, interaction: discord.Interaction[Any], ref: Ref, values: list[str]) -> None:
        """A click on a prompt's button or menu."""
        table = self.table
        lang = lang_for(interaction)
        if table.known(str(interaction.id)):
            await reply(interaction, t(lang, "bot.already_recorded"))
            return
        try:
            loaded = await table.load(ref.game_id)
        except TableError as exc:
            await self.refuse(interaction, refusal(exc, lang))
            return
        if ref.kind == "f":
            await self.full_board(interaction, loaded)
            return
        if ref.kind == "r":
            await self.rules(interaction, loaded)
            return
        seat = loaded.record.seat_of(interaction.user.id)
        if seat is None:
            await self.refuse(interaction, t(lang, "bot.not_your_prompt"))
            return
        await self.remember_locale(loaded, seat, lang)
        if loaded.record.status != "active":
            await self.refuse(interaction, refusal(table._inactive(loaded.record), lang))
            return
        if ref.kind == "h":
            await self.help(interaction, loaded, seat)
            return
        if ref.kind == "p":
            await self.open_prompt(interaction, loaded, seat)
            return
        if ref.ahead:
            await self.ahead.on_component(interaction, loaded, seat, ref, values)
            return
        namer = short_namer(loaded.game, loaded.state, lang)
        if ref.step != loaded.state.step:
            await self.refuse(interaction, self.stale(loaded, lang))
            return
        decision = loaded.game.decision_for(loaded.state, seat)
        if decision is None:
            owing = sorted({s for d in loaded.decisions() for s in d.waiting_for()})
            names = ", ".join(namer(s) for s in owing) or "—"
            await self.refuse(interaction, t(lang, "bot.not_your_decision", names=names))
            return
        if ref.seat is not None and ref.seat != seat:
            await reply(interaction, t(lang, "bot.other_seat", seat=namer(ref.seat)))
            return
        if ref.kind == "c":
            await self.change(interaction, loaded, decision, seat)
            return
        await work(
            interaction, decision.forms[seat], ref, values,
            submit=lambda text: self.submit(interaction, ref.game_id, text, step=ref.step, edit=True),
            redraw=lambda partial: self.redraw(interaction, loaded, decision, seat, partial),
            prefilled=lambda plain: self.prefill(loaded, decision, seat, plain),
            title=t(lang, "bot.modal.game", title=loaded.game.title, id=loaded.record.id), lang=lang,
        )  # fmt: skip

    def prefill(self, loaded: Loaded, decision: Decision, seat: int, ref: Ref) -> dict[str, int]:
        """What an allocation modal starts from: the values of an attempt the rules refused (in the custom
        id), else the seat's sealed answer, else the answer the table would play at the deadline."""
        form = decision.forms[seat]
        assert isinstance(form, Assign | Split)
        if ref.data:
            return {s.key: v for s, v in zip(form.slots, decode(ref.data), strict=False)}
        sealed = loaded.state.pending.get(seat)
        return pairs_of(form, sealed or decision.defaults.get(seat, ""))

    async def redraw(
        self,
        interaction: discord.Interaction[Any],
        loaded: Loaded,
        decision: Decision,
        seat: int,
        partial: list[int] | None,
    ) -> None:
        """Show the next step of an answer being built, on the message clicked."""
        lang = lang_for(interaction)
        record = loaded.record
        if on_public_message(interaction):
            content, view = self.announcer.live_view(loaded, {seat: partial} if partial else {})
            await interaction.response.edit_message(content=content, view=view)
            return
        content = dm_prompt_text(
            loaded, decision, seat, lang, partial if isinstance(decision.forms[seat], Steps) else None
        )
        view = build_view(record.id, loaded.state.step, decision.forms[seat], partial, lang, rules=bool(decision.topic))
        await interaction.response.edit_message(content=content, view=view)

    def stale(self, loaded: Loaded, lang: str) -> str:
        """A click on a prompt the table has moved on from."""
        return t(lang, "bot.stale_prompt", channel=f"<#{loaded.record.channel_id}>")

    async def refuse(self, interaction: discord.Interaction[Any], text: str) -> None:
        """Refuse a click, unless it is a retry of one whose action already went in (before a restart, or
        through another process): only a refusal asks the database, never the normal path."""
        if await self.table.seen(str(interaction.id)):
            text = t(lang_for(interaction), "bot.already_recorded")
        await reply(interaction, text)

    async def remember_locale(self, loaded: Loaded, seat: int, lang: str) -> None:
        """Keep the player's language for the DMs he will get (reminders, secret prompts)."""
        if loaded.record.seats[seat].locale != lang:
            await self.table.set_locale(loaded.record.id, loaded.record.seats[seat].user_id, lang)

    async def full_board(self, interaction: discord.Interaction[Any], loaded: Loaded) -> None:
        """The full public board, privately (on demand: readable when zoomed)."""
        lang = lang_for(interaction)
        if not has_board(loaded.record.game):
            await reply(interaction, t(lang, "bot.no_board"))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        view = loaded.game.view(loaded.state, None)
        png = await asyncio.to_thread(board_png, loaded.record.game, view, lang)
        await reply(interaction, t(lang, "bot.full_board", title=loaded.game.title, id=loaded.record.id),
                    files=[discord.File(io.BytesIO(png), filename="board.png")])  # fmt: skip

    async def rules(self, interaction: discord.Interaction[Any], loaded: Loaded) -> None:
        """The rules of the decision the clicker faces (else of the first open one), privately: the summary of its
        rulebook section (the ``/rules`` topic), so no prompt carries command syntax."""
        lang = lang_for(interaction)
        seat = loaded.record.seat_of(interaction.user.id)
        own = loaded.decision_for(seat) if seat is not None else None
        decision = own or next(iter(loaded.decisions()), None)
        found = find(loaded.record.game, decision.topic) if decision is not None and decision.topic else None
        if found is None:
            await reply(interaction, t(lang, "bot.rules.none_now"))
            return
        await reply(interaction, f"**{found.title(lang)}**\n{found.text(lang)}")

    async def help(self, interaction: discord.Interaction[Any], loaded: Loaded, seat: int) -> None:
        """How to answer by typing (the canonical text, where a player types), privately."""
        lang = lang_for(interaction)
        decision = loaded.game.decision_for(loaded.state, seat)
        if decision is None:
            await reply(interaction, t(lang, "bot.help_general"))
            return
        shown = loaded.shown(decision, seat, lang)
        lines = [f"**{shown.prompt}**", *([shown.explain] if shown.explain else [])]
        lines.append(t(lang, "bot.help_type", hint=shown.hint))
        await reply(interaction, "\n".join(lines))

    async def open_prompt(self, interaction: discord.Interaction[Any], loaded: Loaded, seat: int) -> None:
        """Show the seat its current prompt, privately (the fallback when DMs are closed, a seat's own
        form on a message for several, and /game status)."""
        lang = lang_for(interaction)
        decision = loaded.decision_for(seat)
        if decision is None:
            await reply(interaction, t(lang, "bot.nothing_for_you"))
            return
        sealed = ""
        if seat in decision.answered and seat in loaded.state.pending:
            sealed = answer_label(decision.forms[seat], loaded.state.pending[seat], lang)
        content = dm_prompt_text(loaded, decision, seat, lang, sealed=sealed)
        view = build_view(
            loaded.record.id, loaded.state.step, decision.forms[seat], lang=lang, rules=bool(decision.topic)
        )
        await reply(interaction, content, view)

    async def change(
        self, interaction: discord.Interaction[Any], loaded: Loaded, decision: Decision, seat: int
    ) -> None:
        """Change a sealed answer from its confirmation: the prompt again, in place, showing the answer."""
        lang = lang_for(interaction)
        if not (decision.secret and seat in decision.answered):
            await reply(interaction, t(lang, "bot.change_closed"))
            return
        sealed = answer_label(decision.forms[seat], loaded.state.pending.get(seat, ""), lang)
        content = dm_prompt_text(loaded, decision, seat, lang, sealed=sealed)
        view = build_view(
            loaded.record.id, loaded.state.step, decision.forms[seat], lang=lang, rules=bool(decision.topic)
        )
        await interaction.response.edit_message(content=content, view=view)

    # --- modals -----------------------------------------------------------------------------------

    async def on_modal(self, interaction: discord.Interaction[Any]) -> None:
        """A submitted modal, found by its custom id (``mz:m:…``): after a restart or hours later too."""
        custom_id = str(dict(interaction.data or {}).get("custom_id", ""))
        match = MODAL.match(custom_id)
        lang = lang_for(interaction)
        if match is None:
            return
        ref = ref_from(match)
        if ref.ahead:
            await self.ahead.on_modal(interaction, ref)
            return
        try:
            loaded = await self.table.load(ref.game_id)
        except TableError as exc:
            await reply(interaction, refusal(exc, lang))
            return
        seat = loaded.record.seat_of(interaction.user.id)
        decision = loaded.game.decision_for(loaded.state, seat) if seat is not None else None
        if seat is None or decision is None or ref.step != loaded.state.step:
            await reply(interaction, self.stale(loaded, lang) if seat is not None else t(lang, "bot.not_your_prompt"))
            return
        await work_modal(
            interaction, decision.forms[seat], ref,
            lambda text, retry: self.submit(interaction, ref.game_id, text, step=ref.step, edit=False, retry=retry),
            lang,
        )  # fmt: skip

    # --- playing ----------------------------------------------------------------------------------

    async def submit(
        self,
        interaction: discord.Interaction[Any],
        game_id: int,
        text: str,
        *,
        step: int | None,
        edit: bool,
        retry: Ref | None = None,
        recorded: bool = False,
    ) -> Played | None:
        """Play ``text`` for the interaction's user; answer privately (or, on the live message, only
        acknowledge: the announcer rewrites it); announce the rest after commit. ``retry``: a button that
        opens the modal again with what was sent, when the rules refuse it. ``recorded``: the text is the user's last
        action, recorded already; if the table refuses it now, he is told that, not why it is refused."""
        lang = lang_for(interaction)
        if await self.clicked_again(game_id, interaction.user.id, text, step):
            try:
                await reply(interaction, t(lang, "bot.already_recorded"))
            except FAILURES as failed:
                log.warning("game %s: an answer sent again could not be answered (%s)", game_id, failed)
            return None
        try:
            if not text:
                raise TableError("table.stale", "stale")
            played = await self.table.act(
                game_id, interaction.user.id, text, step=step, interaction_id=str(interaction.id)
            )
        except (RulesError, TableError) as exc:
            view = None
            if retry is not None:
                view = Components()
                view.add_item(DecisionButton(retry, t(lang, "bot.form.try_again"), discord.ButtonStyle.primary))
            try:
                await reply(interaction, t(lang, "bot.already_recorded") if recorded else refusal(exc, lang), view)
            except FAILURES as failed:
                log.warning("game %s: a refusal could not be sent (%s)", game_id, failed)
            return None
        except Exception:
            log.exception("action in game %s failed", game_id)
            await self.unexpected(interaction, game_id, lang)
            return None
        try:
            if played.seat >= 0:
                await self.remember_locale(Loaded(played.record, played.game, played.state), played.seat, lang)
            await self.answer(interaction, played, edit, lang)
        except FAILURES as exc:
            log.warning("game %s: the answer to a recorded action could not be sent (%s)", game_id, exc)
            if played.changed:
                at = played.before.step if played.before is not None else None
                self.unanswered[(game_id, interaction.user.id)] = (played.action, at)
                while len(self.unanswered) > UNANSWERED_KEPT:
                    self.unanswered.popitem(last=False)
        finally:  # the action is durable: its announcement is owed whatever became of the answer to its sender
            if played.changed:
                self.spawn(self.announcer.after(played, played.seat))
        return played

    def sent_again(self, game_id: int, user_id: int, action: str, forget: bool = True) -> bool:
        """Whether ``action`` (canonical) is the user's action whose answer failed: the first time it comes again and
        he is told so, it is recorded already (a second time, it is played: the player means it). ``forget``: it is
        forgotten now (else once he was told: :meth:`told_again`)."""
        if (self.unanswered.get((game_id, user_id)) or ("", None))[0] != action:
            return False
        if forget:
            del self.unanswered[(game_id, user_id)]
        return True

    def told_again(self, game_id: int, user_id: int) -> None:
        """The user read that his action sent again was recorded already: the next one is played."""
        self.unanswered.pop((game_id, user_id), None)

    async def clicked_again(self, game_id: int, user_id: int, text: str, step: int | None) -> bool:
        """Whether a click's (or a modal's) answer is the user's action whose answer failed, on a decision still open
        at the step it was played at: he clicked again after "This interaction failed", and it is recorded already
        (a joint or simultaneous decision keeps its step while the others answer; any other has moved on, and its
        old prompt is refused as out of date). It is remembered for as long as that step lasts: the answer to a
        click sent again may fail too, and the third is still the same answer."""
        kept = self.unanswered.get((game_id, user_id))
        if step is None or kept is None or kept[1] != step or not text:
            return False
        loaded = await self.table.load(game_id)
        if loaded.state.step != step:
            return False
        try:
            action = str(loaded.game.parse(text))
        except RulesError:
            return False
        return action == kept[0]

    async def answer(self, interaction: discord.Interaction[Any], played: Played, edit: bool, lang: str) -> None:
        """Tell the sender what his action did (on the live message, only acknowledge: the announcer rewrites
        it)."""
        answer = self.confirmation(played, lang)
        public = edit and on_public_message(interaction)
        if played.duplicate:
            await reply(interaction, answer)
        elif public:
            # the live message: the announcer writes the result and the next prompt into it; a prompt the
            # whole table answers keeps its buttons for the others, and the answer is confirmed privately
            private = self.private_lines(played, lang)
            shared = not played.opened and any(d.waiting_for() for d in played.game.decisions(played.state))
            if private or shared:
                await reply(interaction, answer)
            else:
                await interaction.response.defer()
        elif edit and not interaction.response.is_done():
            view = self.after_view(played, lang)
            await interaction.response.edit_message(content=fit(answer, lang=lang), view=view)
            if view is not None and not any(
                getattr(item, "ref", None) and item.ref.kind == "c" for item in view.children
            ):
                self.announcer.release(played.record.id, interaction.message)  # (only 🔜 on it: it stays)
        else:
            await reply(interaction, answer, self.after_view(played, lang))

    async def unexpected(self, interaction: discord.Interaction[Any], game_id: int, lang: str) -> None:
        """An action failed in a way nobody foresaw: the sender is told the truth, whether it was recorded (it
        may have failed after its commit) or not; when it was, the live message is brought up to date."""
        try:
            recorded = await self.table.seen(str(interaction.id))
        except Exception:
            log.exception("game %s: could not tell whether a failed action was recorded", game_id)
            recorded = None
        key = "bot.refused_unknown" if recorded is None else "bot.recorded_anyway" if recorded else "bot.refused_bug"
        try:
            await reply(interaction, t(lang, key))
        except FAILURES as exc:
            log.warning("game %s: the answer to a failed action could not be sent (%s)", game_id, exc)
        if recorded:
            self.spawn(self.announcer.refresh(game_id))

    def after_view(self, played: Played, lang: str) -> discord.ui.View | None:
        """Under an answer's confirmation: Change, under a sealed answer until the reveal; 🔜, when the player
        will owe a decision later in this chain (he may answer it now)."""
        if played.duplicate:
            return None
        view = Components()
        decision = played.game.decision_for(played.state, played.seat)
        if played.secret and not played.opened and decision is not None and played.seat in decision.answered:
            change = Ref(played.record.id, played.state.step, "c")
            view.add_item(DecisionButton(change, t(lang, "bot.form.change"), discord.ButtonStyle.secondary))
        if self.answers_ahead(played):
            ahead = Ref(played.record.id, played.state.step, AHEAD)
            view.add_item(DecisionButton(ahead, t(lang, "bot.ahead.button"), discord.ButtonStyle.success))
        return view if view.children else None

    @staticmethod
    def answers_ahead(played: Played) -> bool:
        """Whether the player who just answered will owe a decision later in this chain (and may answer it now)."""
        final = played.followups[-1] if played.followups else played
        return played.seat >= 0 and played.seat in final.game.ahead_seats(final.state)

    @staticmethod
    def private_lines(played: Played, lang: str) -> list[str]:
        """The events only the player may read (a card drawn), without the rules' own note of a sealed
        answer (its confirmation says it in words)."""
        namer = short_namer(played.game, played.state, lang)
        return [
            say(e.msg, namer, lang)
            for e in played.events
            if e.to is not None and played.seat in e.to and e.msg.key not in SEALED_NOTES
        ]

    def confirmation(self, played: Played, lang: str = "en") -> str:
        """What the sender is told, in sentences: his private events and the action's own result lines,
        or the labels of his sealed answer; where his next choice is, if he has one elsewhere."""
        if played.duplicate:
            return t(lang, "bot.already_recorded")
        namer = short_namer(played.game, played.state, lang)
        lines = self.private_lines(played, lang)
        decision = played.answered()
        if played.secret and decision is not None:
            label = answer_label(decision.forms[played.seat], played.action, lang)
            lines.insert(0, t(lang, "bot.sealed", answer=label))
            if not played.opened:
                lines.append(t(lang, "bot.sealed_change"))
        else:
            public: list[str] = []
            for event in played.events:
                if event.kind == "board":
                    break
                if event.to is None and event.kind not in ("phase", "submitted"):
                    public.append(say(event.msg, namer, lang))
            if not public:  # the action's public lines say what it did; its label is only a fallback (a
                # Steps answer's label walks every step's choices: milliseconds for a Niepodległa proposal)
                public = [t(lang, "bot.played", action=self.label(decision, played.seat, played.action, lang))]
            lines = public[:4] + lines
        nxt = played.game.decision_for(played.state, played.seat, played.decisions())
        if nxt is not None and played.opened:  # (a sealed answer opens decisions only once all are revealed)
            where = "bot.next_dm" if nxt.secret or nxt.private_choices else "bot.next_channel"
            lines.append(t(lang, where, channel=f"<#{played.record.channel_id}>"))
        elif self.answers_ahead(played):
            lines.append(t(lang, "bot.ahead.offer_self"))
        return "✅ " + "\n".join(lines)

    @staticmethod
    def label(decision: Decision | None, seat: int, action: str, lang: str) -> str:
        if decision is None or seat not in decision.forms:
            return action
        return answer_label(decision.forms[seat], action, lang)

    async def from_dm(self, message: discord.Message) -> None:
        """A direct message with an action text from a player."""
        table = self.table
        games = await table.games_of(message.author.id)
        seats = [s for g in games for s in g.seats if s.user_id == message.author.id]
        lang = lang_of(next((s.locale for s in seats if s.locale), None) or (games[0].locale if games else None))
        if not games:
            await self.send(message.channel, t(lang, "bot.dm_no_game"))
            return
        owing = await table.waiting_for(message.author.id)
        if not owing:
            await self.send(message.channel, t(lang, "bot.dm_nothing"))
            return
        if len(owing) > 1:
            names = ", ".join(f"#{o.record.id} ({o.game.title})" for o in owing)
            await self.send(message.channel, t(lang, "bot.dm_several", names=names))
            return
        game_id = owing[0].record.id
        try:
            played = await table.act(game_id, message.author.id, message.content, interaction_id=f"m{message.id}")
        except (RulesError, TableError) as exc:
            await self.send(message.channel, refusal(exc, lang))
            return
        try:
            await self.send(message.channel, self.confirmation(played, lang), self.after_view(played, lang))
        except FAILURES as exc:
            log.warning("game %s: the answer to a recorded DM could not be sent (%s)", game_id, exc)
        finally:  # the action is durable: its announcement is owed whatever became of the answer
            if played.changed:
                self.spawn(self.announcer.after(played, played.seat))

    @staticmethod
    async def send(channel: Any, text: str, view: discord.ui.View | None = None) -> None:
        """A DM answer, in as many messages as it needs (the view on the last)."""
        parts = split_message(text)
        for i, part in enumerate(parts):
            last = i == len(parts) - 1
            await channel.send(part, view=view if (last and view) else discord.utils.MISSING)
