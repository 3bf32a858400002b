"""What a click on a prompt's component means for its form: a whole answer, the next step of one being built
(a word of a wizard, a place of an allocation), or a modal to type or fill in. The same for the prompt of the
decision a player owes now (:mod:`bot.discord.prompts`) and for the prompt of the one he will owe next, answered
ahead (:mod:`bot.discord.ahead`): each says what becomes of a whole answer (``submit``: played, or queued) and
how the next step is shown (``redraw``)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.discord.components import (
    DIGITS,
    Ref,
    allocation_modal,
    amount_modal,
    decode,
    decode_path,
    encode,
    fill_wizard,
    index_value,
    modal_answer,
    modal_slots,
    most_picks,
    presets_of,
    several,
    steps_words,
    valid_partial,
    wizard_answer,
    words_path,
)
from bot.discord.replies import reply
from bot.words.i18n import t
from rules.core.decision import Amount, Assign, Form, Options, Split, Steps
from rules.core.forms import fill_forced, walk, whole_answers

Submit = Callable[[str], Awaitable[Any]]
"""Play (or queue) a whole answer, answering the click."""
SubmitTyped = Callable[[str, Ref | None], Awaitable[Any]]
"""Play (or queue) the answer of a modal; the reference of a button that opens the modal again if refused."""
Redraw = Callable[[list[int] | None], Awaitable[None]]
"""Show the next step of an answer being built (``None``: from the start) on the message clicked."""
Prefill = Callable[[Ref], dict[str, int]]
"""What an allocation modal starts from."""


def modal_values(data: Any) -> dict[str, list[str]]:
    """A submitted modal's values by input custom id (text inputs and menus, in rows or labels)."""
    out: dict[str, list[str]] = {}

    def read(component: Any) -> None:
        if not isinstance(component, dict):
            return
        if "component" in component:
            read(component["component"])
        for inner in component.get("components") or []:
            read(inner)
        custom_id = component.get("custom_id")
        if custom_id is None:
            return
        if "values" in component:
            out[str(custom_id)] = [str(v) for v in component.get("values") or []]
        elif "value" in component:
            out[str(custom_id)] = [str(component.get("value") or "")]

    for component in (data or {}).get("components") or []:
        read(component)
    return out


def swapped(values: dict[str, int], key: str, value: int) -> dict[str, int]:
    """``values`` with ``key`` set to ``value``, the place that held ``value`` taking ``key``'s old value (so
    a pre-filled allocation stays one that uses each item once)."""
    out = dict(values)
    old = out.get(key)
    holder = next((k for k, v in out.items() if v == value and k != key), None)
    if holder is not None and old is not None:
        out[holder] = old
    out[key] = value
    return out


def answer_of(form: Any, ref: Ref, values: list[str]) -> str | None:
    """The whole answer a click gives, if it gives one: a choice, a number, a preset, a whole answer."""
    index = index_value(values[0] if values else ref.data)
    if ref.kind in ("o", "x", "k") and index is None:
        return ""  # a forged or garbled value: refused as no longer offered
    if isinstance(form, Options) and ref.kind == "o" and index is not None:
        # a menu's values are indices into all choices
        return form.choices[index].text if index < len(form.choices) else ""
    if isinstance(form, Amount) and ref.kind == "n" and values:
        return f"{form.verb} {values[0]}" if index_value(values[0]) is not None else ""
    if ref.kind == "x" and index is not None:
        presets = presets_of(form)
        return presets[index].text if index < len(presets) else ""
    if ref.kind == "k" and index is not None:
        whole = whole_answers(form) or []
        return whole[index] if index < len(whole) else ""
    return None


async def work(
    interaction: discord.Interaction[Any],
    form: Form,
    ref: Ref,
    values: list[str],
    *,
    submit: Submit,
    redraw: Redraw,
    prefilled: Prefill,
    title: str,
    lang: str,
) -> None:
    """Carry out a click on one of ``form``'s components (``ref``: which; ``values``: a menu's)."""
    plain = ref.plain()
    text = answer_of(form, plain, values)
    if text is not None:
        await submit(text)
        return
    if isinstance(form, Amount) and plain.kind == "m":
        await interaction.response.send_modal(amount_modal(ref, form, title, lang))
    elif isinstance(form, Assign | Split) and plain.kind == "w":
        prefill = prefilled(plain)
        data = ""
        if modal_slots(form)[1] == "first":
            last = form.slots[-1].key
            if values:
                chosen = index_value(values[0])
                if chosen is None or chosen >= len(DIGITS):
                    await reply(interaction, t(lang, "bot.choice_gone"))
                    return
                prefill = swapped(prefill, last, chosen)
            if last not in prefill:
                await reply(interaction, t(lang, "bot.incomplete"))
                return
            data = encode([prefill[last]])
        modal = allocation_modal(ref.kinded("w", data), form, prefill, lang)
        if modal is None:
            await reply(interaction, t(lang, "bot.prompt_mismatch"))
            return
        await interaction.response.send_modal(modal)
    elif isinstance(form, Assign | Split) and plain.kind in ("a", "s") and values:
        value = index_value(values[0])
        partial = [*decode(plain.data), value if value is not None else -1]
        if not valid_partial(form, partial):
            await reply(interaction, t(lang, "bot.choice_gone"))
            return
        partial = fill_wizard(form, partial)
        if len(partial) == len(form.slots):
            await submit(wizard_answer(form, partial))
            return
        await redraw(partial)
    elif isinstance(form, Assign | Split) and plain.kind in ("ar", "sr"):
        await redraw(None)
    elif isinstance(form, Steps) and plain.kind in ("t", "u"):
        # a menu's value is the index of the next word, or two ("3.1": a word and the one after it)
        chosen = [index_value(v) for v in values[0].split(".")] if plain.kind == "t" and values else []
        picked = [n for n in chosen if n is not None]
        path = [*decode_path(plain.data[:-1]), *picked] if plain.kind == "t" else decode_path(plain.data)
        whole = plain.kind == "u" or (0 < len(picked) == len(chosen) <= 2)
        words = steps_words(form, path) if whole else None
        if words is None:
            await reply(interaction, t(lang, "bot.choice_gone"))
            return
        words = fill_forced(form, words)
        step = form.after(words)
        if step.complete and not step.choices:
            await submit(" ".join(words))
            return
        await redraw(words_path(form, words))
    elif isinstance(form, Steps) and plain.kind == "v" and values:
        path = decode_path(plain.data)
        words = steps_words(form, path)
        group = several(form, words) if words is not None else None
        numbers = [index_value(v) for v in values]
        picked = sorted({n for n in numbers if n is not None})
        if words is None or group is None or not picked or None in numbers or picked[-1] >= len(group):
            await reply(interaction, t(lang, "bot.choice_gone"))
            return
        if len(picked) > most_picks(form, words, group):  # (a forged click: the menu allows no more)
            await reply(interaction, t(lang, "bot.choice_gone"))
            return
        words = fill_forced(form, [*words, *(group[i].text for i in picked)])
        step = form.after(words)
        if walk(form, " ".join(words)) is None:
            await reply(interaction, t(lang, "bot.choice_gone"))
            return
        if step.complete and {c.text for c in step.choices} <= {c.text for c in group}:
            await submit(" ".join(words))
            return
        await redraw(words_path(form, words))
    elif isinstance(form, Steps) and plain.kind == "tr":
        await redraw(None)
    elif isinstance(form, Steps) and plain.kind == "ts":
        words = steps_words(form, decode_path(plain.data))
        if not words or not form.after(words).complete:
            await reply(interaction, t(lang, "bot.choice_gone"))
            return
        await submit(" ".join(words))
    else:
        await reply(interaction, t(lang, "bot.prompt_mismatch"))


async def work_modal(
    interaction: discord.Interaction[Any], form: Form, ref: Ref, submit: SubmitTyped, lang: str
) -> None:
    """Carry out a submitted modal of ``form`` (a number typed, an allocation filled in)."""
    plain = ref.plain()
    picked = modal_values(interaction.data)
    if plain.kind == "n" and isinstance(form, Amount):
        raw = (picked.get("n") or [""])[0].strip()
        await submit(f"{form.verb} {raw}", None)
        return
    if plain.kind in ("a", "s") and isinstance(form, Assign | Split):
        made = modal_answer(form, picked, plain.data)
        if made is None:
            await reply(interaction, t(lang, "bot.incomplete"))
            return
        text, values = made
        kept = [min(max(0, values[s.key]), len(DIGITS) - 1) for s in form.slots]
        await submit(text, ref.kinded("w", encode(kept)))
        return
    await reply(interaction, t(lang, "bot.prompt_mismatch"))
