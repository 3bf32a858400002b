"""``:ahead`` at the local table: answer your next turn in this chain before it comes (``bot.table.ahead``).

``:ahead`` shows the decision the current seat will owe next in the chain (as it would stand if it opened now:
its prompt and numbered answers), what the seat has queued and the standing orders it may leave;
``:ahead <answer>[, <answer>...]`` queues a ranked list (numbers from that list work too), ``:ahead order <n or
text>`` leaves a standing order (``:ahead order none`` drops it), ``:ahead clear`` drops everything. Once the
next turn has an answer, ``:ahead then <answer>[, ...]`` answers the turn after it, where the game can tell one
(the next Client token, the next sealed hand); ``:ahead ai`` shows the AI's answer to the turn shown, which
the player queues himself if he wants it. The table plays the first queued answer still legal when the
decision opens, exactly as if it was typed then.

A queue is its seat's secret, like its hand: the device is passed to the seat before it is shown, and the
screen is hidden before the next player reads it. A refusal is one sentence.
"""

from __future__ import annotations

from typing import Any, Protocol

from bot.table import Played, Table, TableError
from bot.table.ahead import Offer
from bot.terminal.prompts import choice_line, picks
from bot.terminal.screen import Screen
from bot.terminal.typed import canonical
from bot.words.cli import text
from bot.words.present import present
from bot.words.text import form_hint, seat_namer
from rules.core.ahead import ORDER
from rules.core.decision import Choice, Options
from rules.core.forms import normalise
from rules.core.numbers import is_count


class Terminal(Protocol):
    """What ``:ahead`` needs of the local table (:class:`bot.terminal.local.LocalTable`)."""

    table: Table
    game_id: int
    lang: str
    seat: int
    screen: Screen
    moved: bool

    async def loaded(self) -> Any: ...

    def say(self, key: str, **params: Any) -> None: ...

    async def pass_device(self, seat: int) -> None: ...

    async def announce(self, played: Played) -> None: ...


CLEAR_WORDS = ("clear", "wyczyść", "wyczysc")
THEN_WORDS = ("then", "potem")
AI_WORDS = ("ai", "si")
ORDER_WORDS = ("order", "rozkaz")
NO_ORDER = ("none", "off", "brak", "nic")


async def ahead(local: Terminal, rest: str) -> None:
    """Handle ``:ahead [what]`` for the current seat: show its offer, or change its queue and show the result
    (with what the table played at once)."""
    seat = local.seat
    loaded = await local.loaded()
    user = loaded.record.user_of(seat).user_id
    table, game_id, lang = local.table, local.game_id, local.lang
    words = rest.split()
    played: list[Played] = []
    suggestion = ""
    try:
        offer = await table.offer(game_id, user)
        if not words:
            pass
        elif normalise(words[0]) in {normalise(w) for w in CLEAR_WORDS} and len(words) == 1:
            offer = await table.clear_ahead(game_id, user)
        elif normalise(words[0]) in AI_WORDS and len(words) == 1:
            suggestion = await table.ahead_suggestion(offer)
        elif normalise(words[0]) in ORDER_WORDS:
            offer, played = await table.answer_ahead(game_id, user, None, order=order_of(offer, words[1:], lang))
        elif normalise(words[0]) in THEN_WORDS and len(words) > 1:
            offer, _ = await table.answer_ahead(game_id, user, None, deeper=True)
            typed = rest.split(None, 1)[1]
            entries = [entry_of(offer, part.strip(), loaded.record.game) for part in typed.split(",") if part.strip()]
            offer, played = await table.answer_ahead(game_id, user, [*offer.queued_target, *entries])
        else:
            entries = [entry_of(offer, part.strip(), loaded.record.game) for part in rest.split(",") if part.strip()]
            offer, played = await table.answer_ahead(game_id, user, entries)
    except TableError as exc:
        local.say("local.refused", reason=exc.localized(lang))
        return
    await local.pass_device(seat)
    show(local, offer)
    if suggestion:
        local.screen.print(text(lang, "local.ahead_suggested", answer=suggestion))
    for one in played:
        await local.announce(one)
        local.moved = True


def entry_of(offer: Offer, typed: str, game_id: str) -> str:
    """A queued answer as typed: a number from the offer's list (of the turn it answers), or an action text (its
    Polish verb translated)."""
    if offer.target is not None and is_count(typed):
        numbered = [p for p in picks(offer.target.decision.forms[offer.seat]) if p.whole]
        n = int(typed)
        if not 1 <= n <= len(numbered):
            raise TableError("local.ahead_no_number", "refused", number=n, last=len(numbered))
        return numbered[n - 1].text
    return canonical(game_id, typed)


def order_of(offer: Offer, words: list[str], lang: str) -> str | None:
    """A standing order as typed after ``order``: its number in the offer's list, its text (with or without
    ``order:``) or its name; ``none`` for no order."""
    typed = " ".join(words).strip()
    if not typed:
        raise TableError("local.ahead_order_form", "refused")
    if normalise(typed) in NO_ORDER:
        return None
    if is_count(typed):
        n = int(typed)
        if not 1 <= n <= len(offer.orders):
            raise TableError("local.ahead_no_order", "refused", number=n, last=len(offer.orders))
        return offer.orders[n - 1].text
    wanted = normalise(typed.removeprefix(ORDER))
    for choice in offer.orders:
        if wanted in (normalise(choice.text.removeprefix(ORDER)), normalise(choice.label_in(lang))):
            return choice.text
    return typed if typed.startswith(ORDER) else ORDER + typed


def show(local: Terminal, offer: Offer) -> None:
    """The offer, for its seat alone: the decision to come with its answers, the queue, the standing orders."""
    lang, seat = local.lang, offer.seat
    namer = seat_namer(offer.game, offer.state, None, lang)
    screen = local.screen
    screen.secret(seat, text(lang, "local.ahead_head", seat=seat, name=namer(seat)))
    if offer.ahead is not None:
        shown = present(offer.ahead.decision, seat, namer, lang)
        form = shown.form
        screen.print(text(lang, "local.ahead_next", prompt=shown.prompt))
        numbered = [p for p in picks(form) if p.whole]
        for n, pick in enumerate(numbered, 1):
            screen.print("  " + choice_line(n, pick.choice, lang))
        if not isinstance(form, Options):
            screen.print(f"    {form_hint(form, lang)}")
    elif offer.owes_now:
        screen.print(text(lang, "local.ahead_owes_now"))
    queue = offer.queue
    if queue is not None and queue.entries:
        listed = ", ".join(f"{n}. `{entry}`" for n, entry in enumerate(queue.entries, 1))
        screen.print(text(lang, "local.ahead_queued", entries=listed))
    else:
        screen.print(text(lang, "local.ahead_nothing_queued"))
    if offer.after is not None:
        shown = present(offer.after.decision, seat, namer, lang)
        screen.print(text(lang, "local.ahead_after", prompt=shown.prompt))
        for n, pick in enumerate([p for p in picks(shown.form) if p.whole], 1):
            screen.print("  " + choice_line(n, pick.choice, lang))
        if not isinstance(shown.form, Options):
            screen.print(f"    {form_hint(shown.form, lang)}")
        if offer.deeper and offer.queued_target:
            listed = ", ".join(f"{n}. `{entry}`" for n, entry in enumerate(offer.queued_target, 1))
            screen.print(text(lang, "local.ahead_then_queued", entries=listed))
    if offer.orders:
        screen.print(text(lang, "local.ahead_orders"))
        standing = queue.order if queue is not None else None
        for n, order in enumerate(offer.orders, 1):
            line = "  " + choice_line(n, Choice(order.text.removeprefix(ORDER), order.label_in(lang)), lang)
            screen.print(line + (text(lang, "local.ahead_standing") if order.text == standing else ""))
    screen.print(text(lang, "local.ahead_how"))
