"""Buttons, menus and modals built from any decision's form, with stateless custom ids.

Every component's custom id carries the game id, the decision step it was drawn for, what it does
and any partial answer, e.g. ``mz:s:12:7:a:30`` (game 12, step 7, next token after Prussia 3,
Lithuania 0). Nothing is kept in memory, so prompts keep working after a restart, and a click on a
prompt from an earlier step is recognisably stale. Assign and Split forms become short wizards: one
menu per slot, then Submit. Discord's limits shape them: at most 25 options per menu, 5 rows.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import t
from bot.text import counted, form_hint, say, unit_in
from rules.core.decision import Amount, Assign, Decision, Form, Options, Split, Steps
from rules.core.forms import split_feasible

if TYPE_CHECKING:
    from bot.app import MarszalekBot

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"
MAX_BUTTONS = 20
MAX_OPTIONS = 25
MAX_BUTTON_LABEL = 80
MAX_MENU_TEXT = 100


def menu_option(label: str, value: str) -> discord.SelectOption:
    """A menu option; a label longer than Discord allows goes on in the option's description, cut
    between two items of a list where it can be, so that two options never read the same."""
    if len(label) <= MAX_MENU_TEXT:
        return discord.SelectOption(label=label, value=value)
    cut = label.rfind(", ", 0, MAX_MENU_TEXT - 1)
    head, tail = (
        (label[: cut + 1], label[cut + 2 :]) if cut > 0 else (label[: MAX_MENU_TEXT - 1], label[MAX_MENU_TEXT - 1 :])
    )
    description = "…" + tail if len(tail) < MAX_MENU_TEXT else "…" + tail[: MAX_MENU_TEXT - 2] + "…"
    return discord.SelectOption(label=head + "…", value=value, description=description)


def encode(values: list[int]) -> str:
    return "".join(DIGITS[v] for v in values)


def decode(text: str) -> list[int]:
    return [DIGITS.index(ch) for ch in text]


def encode_path(indices: list[int]) -> str:
    """Indices of the words chosen in a Steps form, two base-36 digits each."""
    return "".join(DIGITS[i // 36] + DIGITS[i % 36] for i in indices)


def decode_path(text: str) -> list[int]:
    return [DIGITS.index(text[i]) * 36 + DIGITS.index(text[i + 1]) for i in range(0, len(text) - 1, 2)]


def steps_words(form: Steps, path: list[int]) -> list[str] | None:
    """The words a path of indices chose, or ``None`` if the tree no longer has them."""
    words: list[str] = []
    for index in path:
        choices = form.after(words).choices
        if not 0 <= index < len(choices):
            return None
        words.append(choices[index].text)
    return words


@dataclass(frozen=True)
class Ref:
    """What a decision component refers to: game, step, kind and data."""

    game_id: int
    step: int
    kind: str
    data: str = ""

    def button_id(self) -> str:
        return f"mz:b:{self.game_id}:{self.step}:{self.kind}:{self.data}"

    def select_id(self) -> str:
        return f"mz:s:{self.game_id}:{self.step}:{self.kind}:{self.data}"


REF = r"(?P<gid>\d+):(?P<step>\d+):(?P<kind>[a-z]+):(?P<data>[0-9a-z]*)"


def ref_from(match: re.Match[str]) -> Ref:
    return Ref(int(match["gid"]), int(match["step"]), match["kind"], match["data"])


class DecisionButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"mz:b:" + REF):
    """A button of a decision prompt; the bot's prompt handler does the work."""

    def __init__(self, ref: Ref, label: str, style: discord.ButtonStyle = discord.ButtonStyle.secondary) -> None:
        super().__init__(discord.ui.Button(label=label[:80], style=style, custom_id=ref.button_id()))
        self.ref = ref

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> DecisionButton:
        label = getattr(item, "label", None) or "…"
        return cls(ref_from(match), label)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot: MarszalekBot = interaction.client
        await bot.prompts.on_component(interaction, self.ref, values=[])


class DecisionSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"mz:s:" + REF):
    """A select menu of a decision prompt (a number, the next slot of a wizard, or one of many choices)."""

    def __init__(self, ref: Ref, options: list[discord.SelectOption] | None = None, placeholder: str = "") -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=ref.select_id(),
                options=options or [discord.SelectOption(label="…", value="0")],
                placeholder=placeholder[:150] or None,
                min_values=1,
                max_values=1,
            )
        )
        self.ref = ref

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> DecisionSelect:
        made = cls(ref_from(match))
        made.item._values = list(getattr(item, "values", []) or (interaction.data or {}).get("values", []))  # type: ignore[attr-defined]
        return made

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot: MarszalekBot = interaction.client
        values = list((interaction.data or {}).get("values", []))  # type: ignore[union-attr]
        await bot.prompts.on_component(interaction, self.ref, values=values)


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"mz:l:(?P<gid>\d+):(?P<action>[a-z]+):(?P<data>[a-z_]*)"
):
    """Join, leave, start and option toggles on a lobby message."""

    def __init__(
        self,
        game_id: int,
        action: str,
        label: str,
        data: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        super().__init__(discord.ui.Button(label=label[:80], style=style, custom_id=f"mz:l:{game_id}:{action}:{data}"))
        self.game_id = game_id
        self.action = action
        self.data = data

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> LobbyButton:
        return cls(int(match["gid"]), match["action"], getattr(item, "label", None) or "…", match["data"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot: MarszalekBot = interaction.client
        await bot.lobby.on_button(interaction, self.game_id, self.action, self.data)


VOTE = r"mz:v:(?P<gid>\d+):(?P<answer>[yn])"


class VoteButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=VOTE):
    """Agree or refuse in a table vote (taking back moves, ending the game)."""

    def __init__(self, game_id: int, agree: bool, label: str) -> None:
        style = discord.ButtonStyle.success if agree else discord.ButtonStyle.danger
        super().__init__(
            discord.ui.Button(label=label[:80], style=style, custom_id=f"mz:v:{game_id}:{'y' if agree else 'n'}")
        )
        self.game_id = game_id
        self.agree = agree

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> VoteButton:
        return cls(int(match["gid"]), match["answer"] == "y", getattr(item, "label", None) or "…")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot: MarszalekBot = interaction.client
        await bot.lobby.on_vote(interaction, self.game_id, self.agree)


class AmountModal(discord.ui.Modal):
    """Type a number (a bid) when the range is too wide for one menu."""

    def __init__(self, ref: Ref, form: Amount, title: str, lang: str = "en") -> None:
        super().__init__(title=title[:45], custom_id=f"mz:m:{ref.game_id}:{ref.step}", timeout=900)
        self.ref = ref
        self.form = form
        label = t(
            lang, "bot.form.amount_label", verb=form.verb, low=form.low, high=form.high, unit=unit_in(form.unit, lang)
        )
        self.amount: discord.ui.TextInput[Any] = discord.ui.TextInput(
            label=label.strip()[:45],
            placeholder=str(form.low),
            max_length=6,
        )
        self.add_item(self.amount)

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        bot: MarszalekBot = interaction.client
        text = f"{self.form.verb} {self.amount.value.strip()}"
        await bot.prompts.submit(interaction, self.ref.game_id, text, step=self.ref.step, edit=False)


# --- building prompts --------------------------------------------------------------------------------


def build_view(
    game_id: int, step: int, form: Form, partial: list[int] | None = None, lang: str = "en"
) -> discord.ui.View:
    """The components for one seat's form (or the next wizard step, given the partial answer), labelled
    in ``lang``."""
    view = discord.ui.View(timeout=None)
    if isinstance(form, Options):
        if len(form.choices) <= MAX_BUTTONS and all(len(c.label_in(lang)) <= MAX_BUTTON_LABEL for c in form.choices):
            for i, choice in enumerate(form.choices):
                view.add_item(
                    DecisionButton(Ref(game_id, step, "o", str(i)), choice.label_in(lang), discord.ButtonStyle.primary)
                )
        else:
            options = [menu_option(c.label_in(lang), str(i)) for i, c in enumerate(form.choices)]
            choose = t(lang, "bot.form.choose")
            for start in range(0, min(len(options), MAX_OPTIONS * 5), MAX_OPTIONS):
                chunk = options[start : start + MAX_OPTIONS]
                view.add_item(DecisionSelect(Ref(game_id, step, "o", str(start // MAX_OPTIONS)), chunk, choose))
        return view
    if isinstance(form, Amount):
        if form.high - form.low + 1 <= MAX_OPTIONS:
            options = [
                discord.SelectOption(label=counted(n, form.unit, lang), value=str(n))
                for n in range(form.low, form.high + 1)
            ]
            placeholder = t(lang, "bot.form.amount_menu", verb=form.verb)
            view.add_item(DecisionSelect(Ref(game_id, step, "n"), options, placeholder))
        else:
            label = t(lang, "bot.form.amount_button", verb=form.verb)
            view.add_item(DecisionButton(Ref(game_id, step, "m"), label, discord.ButtonStyle.primary))
        return view
    partial = partial or []
    if isinstance(form, Steps):
        return _steps_view(game_id, step, form, partial, lang)
    kind = "a" if isinstance(form, Assign) else "s"
    if len(partial) < len(form.slots):
        slot = form.slots[len(partial)]
        values = next_values(form, partial)
        label = slot.label_in(lang)
        options = [discord.SelectOption(label=f"{label}: {v}", value=str(v)) for v in values]
        view.add_item(DecisionSelect(Ref(game_id, step, kind, encode(partial)), options, f"{label}…"))
    else:
        submit = t(lang, "bot.form.submit")
        view.add_item(
            DecisionButton(Ref(game_id, step, kind + "s", encode(partial)), submit, discord.ButtonStyle.success)
        )
    if partial:
        again = t(lang, "bot.form.start_over")
        view.add_item(DecisionButton(Ref(game_id, step, kind + "r"), again, discord.ButtonStyle.secondary))
    return view


def _steps_view(game_id: int, step: int, form: Steps, path: list[int], lang: str) -> discord.ui.View:
    """The next word's menu (in chunks of 25), Submit when the words so far are a whole action."""
    view = discord.ui.View(timeout=None)
    words = steps_words(form, path) or []
    nxt = form.after(words)
    data = encode_path(path)
    options = [menu_option(c.label_in(lang), str(i)) for i, c in enumerate(nxt.choices)]
    for chunk in range(min(4 if nxt.complete or path else 5, (len(options) + MAX_OPTIONS - 1) // MAX_OPTIONS)):
        part = options[chunk * MAX_OPTIONS : (chunk + 1) * MAX_OPTIONS]
        placeholder = t(lang, "bot.form.choose") if not words else f"{' '.join(words)} …"
        view.add_item(DecisionSelect(Ref(game_id, step, "t", data + DIGITS[chunk]), part, placeholder))
    if nxt.complete:
        label = t(lang, "bot.form.submit_words", words=" ".join(words))
        if len(label) > MAX_BUTTON_LABEL:  # the words are shown above the menus ("So far: ...")
            label = t(lang, "bot.form.submit")
        view.add_item(DecisionButton(Ref(game_id, step, "ts", data), label, discord.ButtonStyle.success))
    if path:
        again = t(lang, "bot.form.start_over")
        view.add_item(DecisionButton(Ref(game_id, step, "tr"), again, discord.ButtonStyle.secondary))
    return view


def next_values(form: Assign | Split, partial: list[int]) -> list[int]:
    """The values the next slot may take given the slots filled so far."""
    filled = {slot.key: v for slot, v in zip(form.slots, partial, strict=False)}
    if isinstance(form, Assign):
        left = list(form.pool)
        for v in partial:
            left.remove(v)
        return sorted(set(left))
    slot = form.slots[len(partial)]
    cap = form.caps[len(partial)]
    return [n for n in range(cap + 1) if split_feasible(form, {**filled, slot.key: n})]


def wizard_text(form: Assign | Split, partial: list[int], lang: str = "en") -> str:
    """The summary line of a wizard: what has been chosen and what is left."""
    chosen = ", ".join(f"{slot.label_in(lang)} {v}" for slot, v in zip(form.slots, partial, strict=False))
    if isinstance(form, Assign):
        left = list(form.pool)
        for v in partial:
            left.remove(v)
        rest = " ".join(map(str, left)) or "—"
        head = t(lang, "bot.form.assign_head", pool=" ".join(map(str, form.pool)), left=rest)
    else:
        head = t(lang, "bot.form.split_head", total=form.total, left=form.total - sum(partial))
    if len(partial) == len(form.slots):
        return head + "\n" + t(lang, "bot.form.wizard_done", chosen=chosen)
    nxt = form.slots[len(partial)].label_in(lang)
    so_far = t(lang, "bot.form.chosen", chosen=chosen) + " " if chosen else ""
    return head + "\n" + so_far + t(lang, "bot.form.next", slot=nxt)


def wizard_answer(form: Assign | Split, partial: list[int]) -> str:
    return form.verb + " " + " ".join(f"{slot.key}={v}" for slot, v in zip(form.slots, partial, strict=True))


def prompt_content(
    title: str,
    where: str,
    decision: Decision,
    seat: int,
    namer: Any,
    partial: list[int] | None = None,
    lang: str = "en",
) -> str:
    """The text above a prompt's components, in ``lang``."""
    form = decision.forms[seat]
    lines = [f"**{title}** · {where}", say(decision.prompt, namer, lang)]
    if decision.secret:
        lines.append(t(lang, "bot.form.secret"))
    if isinstance(form, Assign | Split):
        lines.append(wizard_text(form, partial or [], lang))
    if isinstance(form, Steps) and partial:
        words = steps_words(form, partial) or []
        lines.append(t(lang, "bot.form.so_far", words=" ".join(words)))
    lines.append(t(lang, "bot.form.type_it", hint=form_hint(form, lang)))
    return "\n".join(lines)[:1990]
