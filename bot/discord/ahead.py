"""The answer-ahead prompt: a player's private view of the decision he will owe next in this chain, as it
would stand if it came now, where he queues his answers (a ranked list) and leaves a standing order
(``bot.table.ahead``; the table plays them when the decision opens: ``bot.table.queue``).

It opens from the 🔜 button of the live message or of his own answer's confirmation, always as an ephemeral
message (or in his DMs): nothing of a queue, not even that one exists, reaches another seat or a spectator.
Picking an answer adds it to the ranked list (the first one picked is tried first), so a whole entry takes two
clicks from the live message; Clear drops the list and the order. Once the next turn has an answer, ⏭ turns the
prompt to the turn after it, where the game can tell one (``Game.ahead_after``: the next Client token, the next
sealed hand of the Sejm), and picks then answer that one. 💡 shows the AI's answer to the turn on the prompt
(searched from the player's own knowledge; nothing is queued), and ✅ queues it: the AI never answers for a
player who did not ask it to.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.discord.announce import Announcer, Spawn
from bot.discord.answering import work, work_modal
from bot.discord.components import AHEAD, DecisionButton, Ref, Row, compose, form_rows, pairs_of
from bot.discord.replies import lang_for, refusal, reply
from bot.table import Loaded, Offer, Table, TableError
from bot.words.i18n import t
from bot.words.present import present
from bot.words.text import answer_label, fit, short_namer
from rules.core.decision import Assign, Split
from rules.core.errors import RulesError

ORDERS_SHOWN = 3
"""Standing orders offered as buttons at once (the rest of the row holds Clear)."""


class AheadPrompts:
    """Opens the answer-ahead prompt and carries out its clicks: ``table`` queues, ``announcer`` announces what
    a standing order played at once, in the background (``spawn``)."""

    def __init__(self, table: Table, announcer: Announcer, spawn: Spawn) -> None:
        self.table = table
        self.announcer = announcer
        self.spawn = spawn

    async def on_component(
        self, interaction: discord.Interaction[Any], loaded: Loaded, seat: int, ref: Ref, values: list[str]
    ) -> None:
        """A click on the 🔜 button (open the prompt) or on the prompt's components."""
        lang = lang_for(interaction)
        try:
            offer = await self.table.offer(loaded.record.id, interaction.user.id)
        except TableError as exc:
            await reply(interaction, refusal(exc, lang))
            return
        kind = ref.plain().kind
        if ref.kind == AHEAD:
            content, view = self.view(offer, lang)
            await reply(interaction, content, view)
            return
        if kind == "z":
            await self.change(interaction, offer, [], None)
            return
        if kind == "j":
            await self.change(interaction, offer, None, None, keep_order=True, deeper=True)
            return
        if kind == "y":
            index = int(ref.data) if ref.data.isascii() and ref.data.isdigit() and len(ref.data) <= 2 else -1
            if not 0 <= index < len(offer.orders):
                await reply(interaction, t(lang, "bot.choice_gone"))
                return
            await self.change(interaction, offer, None, offer.orders[index].text)
            return
        if offer.target is None:
            await reply(interaction, refusal(TableError("ahead.opened", "opened"), lang))
            return
        if ref.step != offer.step:  # the table moved on: the decision to come may read differently now
            content, view = self.view(offer, lang, note=t(lang, "bot.ahead.moved"))
            await interaction.response.edit_message(content=content, view=view)
            return
        if kind in ("g", "h"):  # the AI's pick: shown (💡), or queued (✅)
            await self.suggest(interaction, offer, take=kind == "h")
            return
        form = offer.target.decision.forms[offer.seat]
        await work(
            interaction, form, ref, values,
            submit=lambda text: self.add(interaction, offer, text),
            redraw=lambda partial: self.redraw(interaction, offer, partial),
            prefilled=lambda plain: self.prefill(offer, plain),
            title=t(lang, "bot.modal.game", title=offer.game.title, id=offer.record.id), lang=lang,
        )  # fmt: skip

    async def on_modal(self, interaction: discord.Interaction[Any], ref: Ref) -> None:
        """A submitted modal of the prompt (a number, an allocation)."""
        lang = lang_for(interaction)
        try:
            offer = await self.table.offer(ref.game_id, interaction.user.id)
        except TableError as exc:
            await reply(interaction, refusal(exc, lang))
            return
        if offer.target is None or ref.step != offer.step:
            await reply(interaction, refusal(TableError("ahead.opened", "opened"), lang))
            return
        form = offer.target.decision.forms[offer.seat]
        await work_modal(interaction, form, ref, lambda text, _retry: self.add(interaction, offer, text), lang)

    async def suggest(self, interaction: discord.Interaction[Any], offer: Offer, take: bool) -> None:
        """The AI's answer to the turn on the prompt, searched off the event loop (the click is acknowledged
        first): shown with ✅ to take it, or, on ✅, queued as the player's own pick."""
        lang = lang_for(interaction)
        await interaction.response.defer()
        try:
            text = await self.table.ahead_suggestion(offer)
        except TableError as exc:
            await reply(interaction, refusal(exc, lang))
            return
        if take:
            await self.add(interaction, offer, text)
            return
        content, view = self.view(offer, lang, suggestion=text)
        await interaction.edit_original_response(content=content, view=view)

    def prefill(self, offer: Offer, plain: Ref) -> dict[str, int]:
        """An allocation modal starts from what the player is shown the decision would default to."""
        target = offer.target
        assert target is not None
        form = target.decision.forms[offer.seat]
        assert isinstance(form, Assign | Split)
        return pairs_of(form, target.decision.defaults.get(offer.seat, ""))

    async def add(self, interaction: discord.Interaction[Any], offer: Offer, text: str) -> None:
        """Add a whole answer to the ranked list (after those already queued for this decision)."""
        assert offer.target is not None
        await self.change(interaction, offer, [*offer.queued_target, text], None, keep_order=True)

    async def change(
        self,
        interaction: discord.Interaction[Any],
        offer: Offer,
        entries: list[str] | None,
        order: str | None,
        keep_order: bool = False,
        deeper: bool = False,
    ) -> None:
        """Queue ``entries`` (``None``: keep them) and set the standing ``order`` (or turn to the turn after the
        next: ``deeper``); show the prompt as it now stands, or why nothing changed."""
        lang = lang_for(interaction)
        try:
            if keep_order:
                now, played = await self.table.answer_ahead(
                    offer.record.id, interaction.user.id, entries, deeper=deeper
                )
            else:
                now, played = await self.table.answer_ahead(offer.record.id, interaction.user.id, entries, order=order)
        except (RulesError, TableError) as exc:
            await reply(interaction, refusal(exc, lang))
            return
        content, view = self.view(now, lang)
        if interaction.response.type == discord.InteractionResponseType.deferred_message_update:
            await interaction.edit_original_response(content=content, view=view)
        elif interaction.type == discord.InteractionType.modal_submit or interaction.response.is_done():
            await reply(interaction, content, view)
        else:
            await interaction.response.edit_message(content=content, view=view)
        if played:
            first = played[0]
            first.followups = played[1:]
            self.spawn(self.announcer.after(first, first.seat))

    async def redraw(self, interaction: discord.Interaction[Any], offer: Offer, partial: list[int] | None) -> None:
        """The next step of an answer being built, on the prompt."""
        content, view = self.view(offer, lang_for(interaction), partial)
        await interaction.response.edit_message(content=content, view=view)

    @staticmethod
    def view(
        offer: Offer, lang: str, partial: list[int] | None = None, note: str = "", suggestion: str = ""
    ) -> tuple[str, discord.ui.View]:
        """The prompt: the decision to come and its components, what is queued, the standing orders (and the
        AI's ``suggestion``, when the player asked for it)."""
        namer = short_namer(offer.game, offer.state, lang)
        lines = [note] if note else []
        rows: list[Row] = []
        ahead, target, queue = offer.ahead, offer.target, offer.queue
        title = {"title": offer.game.title, "id": offer.record.id}
        if ahead is not None and target is not None:
            if offer.deeper:  # the next turn is answered: it is named in a line, and the turn after is open
                form = ahead.decision.forms[offer.seat]
                labels = [answer_label(form, text, lang) for text in offer.queued_next]
                lines.append(t(lang, "bot.ahead.next_queued", entries=t(lang, "bot.ahead.else").join(labels), **title))
            form = target.decision.forms[offer.seat]
            shown = present(target.decision, offer.seat, namer, lang)
            key = "bot.ahead.after_title" if offer.deeper else "bot.ahead.title"
            lines.append(t(lang, key, prompt=shown.prompt, **title))
            entries = offer.queued_target
            if entries:
                labels = [answer_label(form, text, lang) for text in entries]
                lines.append(t(lang, "bot.ahead.queued", entries=t(lang, "bot.ahead.else").join(labels)))
            else:
                lines.append(t(lang, "bot.ahead.empty"))
            if suggestion:
                lines.append(t(lang, "bot.ahead.suggested", answer=answer_label(form, suggestion, lang)))
            rows += form_rows(offer.record.id, offer.step, form, partial, lang, rows=3, ahead=True)
        else:
            lines.append(t(lang, "bot.ahead.orders_only", **title))
        if queue is not None and queue.order is not None:
            chosen = next((o.label_in(lang) for o in offer.orders if o.text == queue.order), queue.order)
            lines.append(t(lang, "bot.ahead.order", order=chosen))
        lines.append(t(lang, "bot.ahead.how"))
        last: Row = []
        for index, order in enumerate(offer.orders[:ORDERS_SHOWN]):
            if queue is None or queue.order != order.text:
                ref = Ref(offer.record.id, offer.step, AHEAD + "y", str(index))
                last.append(DecisionButton(ref, order.label_in(lang), discord.ButtonStyle.secondary))
        more: Row = []
        if offer.after is not None and not offer.deeper:
            then = Ref(offer.record.id, offer.step, AHEAD + "j")
            more.append(DecisionButton(then, t(lang, "bot.ahead.then"), discord.ButtonStyle.secondary))
        if target is not None:
            ai = Ref(offer.record.id, offer.step, AHEAD + ("h" if suggestion else "g"))
            label, style = (
                ("bot.ahead.take", discord.ButtonStyle.success) if suggestion else ("bot.ahead.suggest", None)
            )
            more.append(DecisionButton(ai, t(lang, label), style or discord.ButtonStyle.secondary))
        if queue is not None and not queue.empty:
            last.append(DecisionButton(Ref(offer.record.id, offer.step, AHEAD + "z"), t(lang, "bot.ahead.clear")))
        return fit("\n".join(lines), lang=lang), compose(rows, [more, last])
