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
from bot.i18n import lang_of, t
from bot.table import Loaded, Played, TableError
from bot.text import say, seat_namer
from rules.core.decision import Amount, Assign, Options, Split, Steps
from rules.core.errors import RulesError

if TYPE_CHECKING:
    from bot.app import MarszalekBot

log = logging.getLogger(__name__)


def refusal(exc: Exception, lang: str = "en", namer: Any = str) -> str:
    """Why nothing changed, in ``lang``."""
    if isinstance(exc, RulesError):
        return t(lang, "bot.refused_rules", reason=exc.localized(lang, namer))
    if isinstance(exc, TableError):
        return "❌ " + exc.localized(lang)
    return t(lang, "bot.refused_bug")


def lang_for(interaction: discord.Interaction[Any]) -> str:
    """The language of a private answer: the clicking player's own Discord locale."""
    return lang_of(interaction.locale)


async def reply(interaction: discord.Interaction[Any], text: str, view: discord.ui.View | None = None) -> None:
    """An ephemeral answer, whether or not the interaction was already answered."""
    kwargs: dict[str, Any] = {"ephemeral": True}
    if view is not None:
        kwargs["view"] = view
    if interaction.response.is_done():
        await interaction.followup.send(text[:2000], **kwargs)
    else:
        await interaction.response.send_message(text[:2000], **kwargs)


def on_public_message(interaction: discord.Interaction[Any]) -> bool:
    """Whether the component clicked is on a message everyone in a server channel can read (not a DM,
    not an ephemeral message)."""
    message = interaction.message
    return interaction.guild_id is not None and message is not None and not message.flags.ephemeral


class Prompts:
    def __init__(self, bot: MarszalekBot) -> None:
        self.bot = bot

    async def on_component(self, interaction: discord.Interaction[Any], ref: Ref, values: list[str]) -> None:
        """A click on a prompt's button or menu."""
        table = self.bot.table
        lang = lang_for(interaction)
        if table.known(str(interaction.id)):
            await reply(interaction, t(lang, "bot.already_recorded"))
            return
        try:
            loaded = await table.load(ref.game_id)
        except TableError as exc:
            await self.refuse(interaction, refusal(exc, lang))
            return
        seat = loaded.record.seat_of(interaction.user.id)
        if seat is None:
            await self.refuse(interaction, t(lang, "bot.not_your_prompt"))
            return
        await self.remember_locale(loaded, seat, lang)
        if loaded.record.status != "active":
            await self.refuse(interaction, refusal(table._inactive(loaded.record), lang))
            return
        decision = loaded.decision_for(seat)
        if ref.kind == "p":
            await self.open_prompt(interaction, loaded, seat)
            return
        namer = seat_namer(loaded.game, loaded.state, {s.seat: s.name for s in loaded.record.seats}, lang)
        if ref.step != loaded.state.step:
            await self.refuse(interaction, t(lang, "bot.stale_prompt"))
            return
        if decision is None:
            owing = sorted({s for d in loaded.decisions() for s in d.waiting_for()})
            names = ", ".join(namer(s) for s in owing) or "—"
            await self.refuse(interaction, t(lang, "bot.not_your_decision", names=names))
            return
        form = decision.forms[seat]
        title = f"{loaded.game.title} #{loaded.record.id}"
        headline = say(loaded.game.headline(loaded.state), namer, lang)
        where = f"<#{loaded.record.channel_id}>" if decision.secret else headline
        if isinstance(form, Options) and ref.kind == "o":
            index = int(values[0]) if values else int(ref.data)  # a menu's values are indices into all choices
            if not 0 <= index < len(form.choices):
                await reply(interaction, t(lang, "bot.choice_gone"))
                return
            await self.submit(interaction, ref.game_id, form.choices[index].text, step=ref.step, edit=True)
        elif isinstance(form, Amount) and ref.kind == "n" and values:
            await self.submit(interaction, ref.game_id, f"{form.verb} {values[0]}", step=ref.step, edit=True)
        elif isinstance(form, Amount) and ref.kind == "m":
            await interaction.response.send_modal(AmountModal(ref, form, title, lang))
        elif isinstance(form, Assign | Split) and ref.kind in ("a", "s") and values:
            partial = [*decode(ref.data), int(values[0])]
            content = prompt_content(title, where, decision, seat, namer, partial, lang)
            await interaction.response.edit_message(
                content=content, view=build_view(ref.game_id, ref.step, form, partial, lang)
            )
        elif isinstance(form, Assign | Split) and ref.kind in ("ar", "sr"):
            content = prompt_content(title, where, decision, seat, namer, lang=lang)
            await interaction.response.edit_message(
                content=content, view=build_view(ref.game_id, ref.step, form, lang=lang)
            )
        elif isinstance(form, Assign | Split) and ref.kind in ("as", "ss"):
            partial = decode(ref.data)
            if len(partial) != len(form.slots):
                await reply(interaction, t(lang, "bot.incomplete"))
                return
            await self.submit(interaction, ref.game_id, wizard_answer(form, partial), step=ref.step, edit=True)
        elif isinstance(form, Steps) and ref.kind == "t" and values:
            path = [*decode_path(ref.data[:-1]), int(values[0])]  # the last digit only tells the menus apart
            if steps_words(form, path) is None:
                await reply(interaction, t(lang, "bot.choice_gone"))
                return
            content = prompt_content(title, where, decision, seat, namer, path, lang)
            view = build_view(ref.game_id, ref.step, form, path, lang)
            await interaction.response.edit_message(content=content, view=view)
        elif isinstance(form, Steps) and ref.kind == "tr":
            content = prompt_content(title, where, decision, seat, namer, lang=lang)
            await interaction.response.edit_message(
                content=content, view=build_view(ref.game_id, ref.step, form, lang=lang)
            )
        elif isinstance(form, Steps) and ref.kind == "ts":
            words = steps_words(form, decode_path(ref.data))
            if not words:
                await reply(interaction, t(lang, "bot.choice_gone"))
                return
            await self.submit(interaction, ref.game_id, " ".join(words), step=ref.step, edit=True)
        else:
            await reply(interaction, t(lang, "bot.prompt_mismatch"))

    async def refuse(self, interaction: discord.Interaction[Any], text: str) -> None:
        """Refuse a click, unless it is a retry of one whose action already went in (before a restart, or
        through another process): only a refusal asks the database, never the normal path."""
        if await self.bot.table.seen(str(interaction.id)):
            text = t(lang_for(interaction), "bot.already_recorded")
        await reply(interaction, text)

    async def remember_locale(self, loaded: Loaded, seat: int, lang: str) -> None:
        """Keep the player's language for the DMs he will get (reminders, secret prompts)."""
        if loaded.record.seats[seat].locale != lang:
            await self.bot.table.set_locale(loaded.record.id, loaded.record.seats[seat].user_id, lang)

    async def open_prompt(self, interaction: discord.Interaction[Any], loaded: Loaded, seat: int) -> None:
        """Show the seat its current prompt, privately (the fallback when DMs are closed, and /game status)."""
        lang = lang_for(interaction)
        decision = loaded.decision_for(seat)
        if decision is None:
            await reply(interaction, t(lang, "bot.nothing_for_you"))
            return
        namer = seat_namer(loaded.game, loaded.state, {s.seat: s.name for s in loaded.record.seats}, lang)
        title = f"{loaded.game.title} #{loaded.record.id}"
        headline = say(loaded.game.headline(loaded.state), namer, lang)
        content = prompt_content(title, headline, decision, seat, namer, lang=lang)
        if seat in decision.answered:
            content += "\n" + t(lang, "bot.already_submitted", action=loaded.state.pending.get(seat, ""))
        view = build_view(loaded.record.id, loaded.state.step, decision.forms[seat], lang=lang)
        await reply(interaction, content, view)

    async def submit(
        self, interaction: discord.Interaction[Any], game_id: int, text: str, *, step: int | None, edit: bool
    ) -> Played | None:
        """Play ``text`` for the interaction's user; answer privately; announce the rest after commit."""
        lang = lang_for(interaction)
        try:
            played = await self.bot.table.act(
                game_id, interaction.user.id, text, step=step, interaction_id=str(interaction.id)
            )
        except (RulesError, TableError) as exc:
            await reply(interaction, refusal(exc, lang))
            return None
        except Exception:
            log.exception("action in game %s failed", game_id)
            await reply(interaction, refusal(RuntimeError(), lang))
            return None
        if played.seat >= 0:
            await self.remember_locale(Loaded(played.record, played.game, played.state), played.seat, lang)
        answer = self.confirmation(played, lang)
        others_owe = not played.opened and any(d.waiting_for() for d in played.decisions())
        if edit and on_public_message(interaction) and others_owe:
            # a prompt the whole table answers: its buttons stay for the others
            await reply(interaction, answer)
        elif edit and not interaction.response.is_done():
            if on_public_message(interaction) and not played.duplicate:
                # the prompt stays in the channel for all to read: it says what was played, and what
                # only the player may know (the card he drew, the card the court gave him) is his alone
                shown = t(lang_of(played.record.locale), "bot.played", action=played.action)
                await interaction.response.edit_message(content=shown, view=None)
                if answer != t(lang, "bot.played", action=played.action):
                    await interaction.followup.send(answer[:2000], ephemeral=True)
            else:
                await interaction.response.edit_message(content=answer, view=None)
        else:
            await reply(interaction, answer)
        if played.changed:
            self.bot.spawn(self.bot.announcer.after(played, played.seat))
        return played

    def confirmation(self, played: Played, lang: str = "en") -> str:
        """What the sender is told: his private events, or that his action went in."""
        if played.duplicate:
            return t(lang, "bot.already_recorded")
        namer = seat_namer(played.game, played.state, {s.seat: s.name for s in played.record.seats}, lang)
        private = [say(e.msg, namer, lang) for e in played.events if e.to is not None and played.seat in e.to]
        if private:
            return "✅ " + "\n".join(private)
        return t(lang, "bot.played", action=played.action)

    async def from_dm(self, message: discord.Message) -> None:
        """A direct message with an action text from a player."""
        table = self.bot.table
        games = await table.games_of(message.author.id)
        seats = [s for g in games for s in g.seats if s.user_id == message.author.id]
        lang = lang_of(next((s.locale for s in seats if s.locale), None) or (games[0].locale if games else None))
        if not games:
            await message.channel.send(t(lang, "bot.dm_no_game"))
            return
        owing = await table.waiting_for(message.author.id)
        if not owing:
            await message.channel.send(t(lang, "bot.dm_nothing"))
            return
        if len(owing) > 1:
            names = ", ".join(f"#{o.record.id} ({o.game.title})" for o in owing)
            await message.channel.send(t(lang, "bot.dm_several", names=names))
            return
        game_id = owing[0].record.id
        try:
            played = await table.act(game_id, message.author.id, message.content, interaction_id=f"m{message.id}")
        except (RulesError, TableError) as exc:
            await message.channel.send(refusal(exc, lang))
            return
        await message.channel.send(self.confirmation(played, lang))
        if played.changed:
            self.bot.spawn(self.bot.announcer.after(played, played.seat))
