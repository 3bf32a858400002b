"""Reading what the bot said as messages read now (posts with their later edits, deletions, private
answers), and answering prompts on their components as a player would: the helpers the Discord tests
share. They read the recorded calls through :class:`bot.bench.table.Transcript`, the benchmark's reader."""

from __future__ import annotations

import random
from typing import Any

from bot.bench.fake_discord import CHANNEL_ID, Harness
from bot.bench.table import ANSWER_KINDS, Message, Transcript, components_of, for_seat, kind_of
from bot.discord.components import modal_slots, pairs_of
from rules.core.decision import Assign, Split

LIVE_MARK = "📋"
"""The dashboard line that every live message carries."""


def transcript(h: Harness) -> Transcript:
    """The harness's messages as they read now (read up to the last call)."""
    made = getattr(h, "_transcript", None)
    if made is None:
        made = Transcript(h)
        h._transcript = made  # type: ignore[attr-defined]
    made.new_calls()
    return made


def kinds(message: dict[str, Any]) -> list[str]:
    return [found[1] for c in components_of(message) if (found := kind_of(c))]


def answerable(message: Message) -> bool:
    return any((k := kind_of(c)) and (k[1] in ANSWER_KINDS or k[1] == "p") for c in components_of(
        {"components": message.components}
    ))  # fmt: skip


def channel_now(h: Harness) -> list[Message]:
    """The channel's messages as they read now, oldest first (deleted ones gone)."""
    t = transcript(h)
    return sorted((m for m in t.messages.values() if m.reader is None and m.channel == CHANNEL_ID), key=lambda m: m.id)


def live(h: Harness) -> dict[str, Any]:
    """The live message (dashboard, results, prompt) as it reads now."""
    t = transcript(h)
    found = [m for m in channel_now(h) if LIVE_MARK in m.content]
    assert found, "there is a live message"
    return t.payload(found[-1])


def prompts_for(h: Harness, user: int) -> list[dict[str, Any]]:
    """Channel messages that offer ``user`` an answer now (his mention and answer components), oldest first."""
    t = transcript(h)
    return [t.payload(m) for m in channel_now(h) if f"<@{user}>" in m.content and answerable(m)]


def dm_prompt(h: Harness, user: int) -> dict[str, Any]:
    """The newest message in ``user``'s DMs that offers an answer now."""
    t = transcript(h)
    dm = h.fake.dm_channels.get(user)
    found = sorted((m for m in t.messages.values() if m.channel == dm and answerable(m)), key=lambda m: m.order)
    assert found, f"user {user} has a prompt in his DMs"
    return t.payload(found[-1])


def newest_private(h: Harness, user: int) -> dict[str, Any]:
    """The newest private answer to ``user`` (an ephemeral message or a DM), as it reads now."""
    t = transcript(h)
    found = sorted((m for m in t.messages.values() if m.reader == user), key=lambda m: m.order)
    return t.payload(found[-1])


async def click(h: Harness, user: int, message: dict[str, Any], custom_id: str, values: list[str] | None = None) -> Any:
    """Press a component; the transcript learns which message the answer updates."""
    t = transcript(h)
    iid = h.fake.new_id()
    t.clicked[str(iid)] = (int(message["id"]), None)
    done = await h.click(user, message, custom_id, values=values, interaction_id=iid)
    transcript(h)
    return done


async def submit_modal(
    h: Harness, user: int, pick: Any = None, dm: bool = False, chosen: dict[str, str] | None = None
) -> dict[str, Any] | None:
    """Send the last modal opened for ``user`` with its pre-filled values (or ``pick(options)``, or the values
    ``chosen`` by input id)."""
    t = transcript(h)
    modal = t.modals.pop(user, None)
    if modal is None:
        return None
    rows: list[dict[str, Any]] = []
    for row in modal.get("components") or []:
        inner = row.get("component") or (row.get("components") or [None])[0]
        if inner.get("type") == 4:
            answer: dict[str, Any] = {
                "type": 4,
                "custom_id": inner["custom_id"],
                "value": inner.get("placeholder") or "0",
            }
        else:
            options = inner.get("options") or []
            values = [o["value"] for o in options if o.get("default")] or [options[0]["value"]]
            if pick is not None:
                values = [pick(options)]
            if chosen and inner["custom_id"] in chosen:
                values = [chosen[inner["custom_id"]]]
            answer = {"type": 3, "custom_id": inner["custom_id"], "values": values}
        rows.append({"type": 18, "component": answer} if row.get("type") == 18 else {"type": 1, "components": [answer]})
    payload = h.base(5, user, None, dm, None) | {"data": {"custom_id": modal["custom_id"], "components": rows}}
    await h.dispatch(payload)
    transcript(h)
    return payload


async def answer_by_components(h: Harness, user: int, prompt: dict[str, Any], picker: random.Random) -> None:
    """Answer a prompt the way a player would, choosing at random among what it offers: presets, buttons,
    menus (several values where a menu takes several), word by word, the private copy first when the
    prompt only offers that, a modal sent as it is filled in. Every answer must be accepted."""
    loaded = await h.bot.table.load(1)
    seat = loaded.record.seat_of(user)
    assert seat is not None
    decision = loaded.game.decision_for(loaded.state, seat)
    assert decision is not None
    size = len(await h.bot.table.actions(1))
    message = prompt
    trail: list[Any] = []
    for _ in range(30):
        rows = await h.bot.table.actions(1)
        if any(row[1] == seat for row in rows[size:]) or (await h.bot.table.load(1)).state.pending.get(seat):
            return
        parts = [c for c in components_of(message) if kind_of(c) and for_seat(c, seat)]
        by_kind = {c["custom_id"]: kind_of(c)[1] for c in parts}  # type: ignore[index]
        usable = [c for c in parts if by_kind[c["custom_id"]] in ANSWER_KINDS]
        if not usable and any(k == "p" for k in by_kind.values()):
            opener = next(c for c in parts if by_kind[c["custom_id"]] == "p")
            await click(h, user, message, opener["custom_id"])
            message = newest_private(h, user)
            continue
        assert usable, f"nothing to answer with on {message.get('content', '')[:200]}"
        submits = [c for c in usable if by_kind[c["custom_id"]] in ("ts", "as", "ss")]
        component = submits[0] if submits and picker.random() < 0.5 else picker.choice(usable)
        kind = by_kind[component["custom_id"]]
        values = None
        if component.get("type") == 3:
            options = component["options"]
            if kind == "w":
                form = decision.forms[seat]
                assert isinstance(form, Assign | Split) and modal_slots(form)[1] == "first"
                wanted = str(pairs_of(form, decision.defaults[seat]).get(form.slots[-1].key))
                values = [wanted if any(o["value"] == wanted for o in options) else options[0]["value"]]
            else:
                count = picker.randint(1, int(component.get("max_values") or 1))
                values = [o["value"] for o in picker.sample(options, min(count, len(options)))]
        mark = transcript(h).counter
        done = await click(h, user, message, component["custom_id"], values)
        trail.append((component["custom_id"], values, [c.content[:120] for c in h.responses(done["id"])]))
        await submit_modal(h, user, dm=int(message["channel_id"]) != CHANNEL_ID)
        t = transcript(h)
        current = t.messages.get(int(message["id"]))
        refused = [m.content for m in t.messages.values() if m.reader == user and m.order > mark and "❌" in m.content]
        assert not refused, refused
        if current is not None and answerable(current):
            message = t.payload(current)
    raise AssertionError(f"the answer did not go in: {decision.key} {trail[-3:]}")
