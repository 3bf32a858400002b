"""Turning clicks, menus, modals, ``/play`` and DM text into actions, and answering each one.

Every input gets an answer: what was recorded (privately, for a secret), or why nothing changed.
The table service does the work; this module only finds the game and seat, calls it, replies within
Discord's three seconds and hands the consequences to the announcer.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.components import (
    AmountModal,
    Ref,
    build_view,
    decode,
    decode_path,
    prompt_content,
    steps_words,
    wizard_answer,
)
from bot.table import Loaded, Played, TableError
from bot.text import say, seat_namer
from rules.core.decision import Amount, Assign, Options, Split, Steps
from rules.core.errors import RulesError

if TYPE_CHECKING:
    from bot.app import MarszalekBot

log = logging.getLogger(__name__)


def refusal(exc: Exception) -> str:
    if isinstance(exc, RulesError):
        rule = f" ({exc.rule})" if exc.rule else ""
        return f"❌ Not allowed: {exc.message}{rule}. Nothing changed."
    if isinstance(exc, TableError):
        return f"❌ {exc.message}"
    return "❌ Something went wrong on our side; nothing was recorded. Try again, or check `/game status`."


async def reply(interaction: discord.Interaction[Any], text: str, view: discord.ui.View | None = None) -> None:
    """An ephemeral answer, whether or not the interaction was already answered."""
    kwargs: dict[str, Any] = {"ephemeral": True}
    if view is not None:
        kwargs["view"] = view
    if interaction.response.is_done():
        await interaction.followup.send(text[:2000], **kwargs)
    else:
        await interaction.response.send_message(text[:2000], **kwargs)


class Prompts:
    def __init__(self, bot: MarszalekBot) -> None:
        self.bot = bot

    async def on_component(self, interaction: discord.Interaction[Any], ref: Ref, values: list[str]) -> None:
        """A click on a prompt's button or menu."""
        table = self.bot.table
        if await table.seen(str(interaction.id)):
            await reply(interaction, "✅ Already recorded; nothing changed.")
            return
        try:
            loaded = await table.load(ref.game_id)
        except TableError as exc:
            await reply(interaction, refusal(exc))
            return
        seat = loaded.record.seat_of(interaction.user.id)
        if seat is None:
            await reply(interaction, "This prompt belongs to a player of that game; you are not seated in it.")
            return
        if loaded.record.status != "active":
            await reply(interaction, refusal(TableError(table._inactive_text(loaded.record))))
            return
        decision = loaded.game.decision_for(loaded.state, seat)
        if ref.kind == "p":
            await self.open_prompt(interaction, loaded, seat)
            return
        namer = seat_namer(loaded.game, loaded.state, {s.seat: s.name for s in loaded.record.seats})
        if ref.step != loaded.state.step:
            stale = "That prompt is out of date: the game has moved on. `/game status` shows what is waiting."
            await reply(interaction, stale)
            return
        if decision is None:
            owing = sorted({s for d in loaded.decisions() for s in d.waiting_for()})
            names = ", ".join(namer(s) for s in owing) or "nobody"
            await reply(interaction, f"❌ It is not your decision now; the table is waiting for {names}.")
            return
        form = decision.forms[seat]
        title = f"{loaded.game.title} #{loaded.record.id}"
        where = f"<#{loaded.record.channel_id}>" if decision.secret else say(loaded.game.headline(loaded.state), namer)
        if isinstance(form, Options) and ref.kind == "o":
            index = int(ref.data) * 25 + int(values[0]) if values else int(ref.data)
            if not 0 <= index < len(form.choices):
                await reply(interaction, "That choice is no longer offered.")
                return
            await self.submit(interaction, ref.game_id, form.choices[index].text, step=ref.step, edit=True)
        elif isinstance(form, Amount) and ref.kind == "n" and values:
            await self.submit(interaction, ref.game_id, f"{form.verb} {values[0]}", step=ref.step, edit=True)
        elif isinstance(form, Amount) and ref.kind == "m":
            await interaction.response.send_modal(AmountModal(ref, form, title))
        elif isinstance(form, Assign | Split) and ref.kind in ("a", "s") and values:
            partial = [*decode(ref.data), int(values[0])]
            content = prompt_content(title, where, decision, seat, namer, partial)
            await interaction.response.edit_message(
                content=content, view=build_view(ref.game_id, ref.step, form, partial)
            )
        elif isinstance(form, Assign | Split) and ref.kind in ("ar", "sr"):
            content = prompt_content(title, where, decision, seat, namer)
            await interaction.response.edit_message(content=content, view=build_view(ref.game_id, ref.step, form))
        elif isinstance(form, Assign | Split) and ref.kind in ("as", "ss"):
            partial = decode(ref.data)
            if len(partial) != len(form.slots):
                await reply(interaction, "That answer is incomplete; start over.")
                return
            await self.submit(interaction, ref.game_id, wizard_answer(form, partial), step=ref.step, edit=True)
        elif isinstance(form, Steps) and ref.kind == "t" and values:
            path = [*decode_path(ref.data[:-1]), int(ref.data[-1], 36) * 25 + int(values[0])]
            if steps_words(form, path) is None:
                await reply(interaction, "That choice is no longer offered; start over.")
                return
            content = prompt_content(title, where, decision, seat, namer, path)
            await interaction.response.edit_message(content=content, view=build_view(ref.game_id, ref.step, form, path))
        elif isinstance(form, Steps) and ref.kind == "tr":
            content = prompt_content(title, where, decision, seat, namer)
            await interaction.response.edit_message(content=content, view=build_view(ref.game_id, ref.step, form))
        elif isinstance(form, Steps) and ref.kind == "ts":
            words = steps_words(form, decode_path(ref.data))
            if not words:
                await reply(interaction, "That answer is no longer possible; start over.")
                return
            await self.submit(interaction, ref.game_id, " ".join(words), step=ref.step, edit=True)
        else:
            await reply(
                interaction, "That prompt does not match what the game is waiting for now. `/game status` shows it."
            )

    async def open_prompt(self, interaction: discord.Interaction[Any], loaded: Loaded, seat: int) -> None:
        """Show the seat its current prompt, privately (the fallback when DMs are closed, and /game status)."""
        decision = loaded.game.decision_for(loaded.state, seat)
        if decision is None:
            await reply(interaction, "Nothing is waiting for you right now.")
            return
        namer = seat_namer(loaded.game, loaded.state, {s.seat: s.name for s in loaded.record.seats})
        content = prompt_content(
            f"{loaded.game.title} #{loaded.record.id}",
            say(loaded.game.headline(loaded.state), namer),
            decision,
            seat,
            namer,
        )
        if seat in decision.answered:
            own = loaded.state.pending.get(seat)
            content += f"\nYou have already submitted `{own}`; you can change it until everyone has."
        await reply(interaction, content, build_view(loaded.record.id, loaded.state.step, decision.forms[seat]))

    async def submit(
        self, interaction: discord.Interaction[Any], game_id: int, text: str, *, step: int | None, edit: bool
    ) -> Played | None:
        """Play ``text`` for the interaction's user; answer privately; announce the rest after commit."""
        try:
            played = await self.bot.table.act(
                game_id, interaction.user.id, text, step=step, interaction_id=str(interaction.id)
            )
        except (RulesError, TableError) as exc:
            await reply(interaction, refusal(exc))
            return None
        except Exception:
            log.exception("action in game %s failed", game_id)
            await reply(interaction, refusal(RuntimeError()))
            return None
        answer = self.confirmation(played)
        if edit and not interaction.response.is_done():
            await interaction.response.edit_message(content=answer, view=None)
        else:
            await reply(interaction, answer)
        if played.changed:
            self.bot.spawn(self.bot.announcer.after(played, played.seat))
        return played

    def confirmation(self, played: Played) -> str:
        """What the sender is told: his private events, or that his action went in."""
        if played.duplicate:
            return "✅ Already recorded; nothing changed."
        namer = seat_namer(played.game, played.state, {s.seat: s.name for s in played.record.seats})
        private = [say(e.msg, namer) for e in played.events if e.to is not None and played.seat in e.to]
        if private:
            return "✅ " + "\n".join(private)
        return f"✅ Played `{played.action}`."

    async def from_dm(self, message: discord.Message) -> None:
        """A direct message with an action text from a player."""
        table = self.bot.table
        if not await table.games_of(message.author.id):
            await message.channel.send(
                "You are not seated at any game in progress. Join one in a server channel with `/game join`."
            )
            return
        owing = await table.waiting_for(message.author.id)
        if not owing:
            await message.channel.send("Nothing is waiting for you right now; I will message you when it is your turn.")
            return
        if len(owing) > 1:
            names = ", ".join(f"#{o.record.id} ({o.game.title})" for o in owing)
            await message.channel.send(
                f"Several of your games are waiting for you ({names}); use `/play` with `game:`."
            )
            return
        game_id = owing[0].record.id
        try:
            played = await table.act(game_id, message.author.id, message.content, interaction_id=f"m{message.id}")
        except (RulesError, TableError) as exc:
            await message.channel.send(refusal(exc))
            return
        await message.channel.send(self.confirmation(played))
        if played.changed:
            self.bot.spawn(self.bot.announcer.after(played, played.seat))
