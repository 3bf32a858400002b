"""Niepodległa's struggle on Discord: one decision open to every player at once, each with his own dice (a form
of his own). The live message explains it once and names each player once; each player's menu says whose it
is ("Dmowski: choose…"), and one player's menu refuses another; the dice are named as players call them. Golden
texts: the whole live message at the struggle, for a fixed seed, in English and Polish."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot.bench.fake_discord import Harness, components
from tests.bot.talk import click, live
from tests.bot.test_discord_games import open_lobby


@pytest.fixture
async def h(db_url: str) -> AsyncIterator[Harness]:
    harness = await Harness.start(db_url, seed=3)
    yield harness
    await harness.stop()


async def at_struggle(h: Harness, lang: str = "en") -> dict[str, Any]:
    """Three players (Piłsudski, Dmowski, Paderewski) agree on the missions by /play; the live message once the
    struggle is open."""
    h.guild_locale = lang
    await open_lobby(h, "niepodlegla", 3, {})
    for _ in range(20):
        loaded = await h.bot.table.load(1)
        decision = loaded.decisions()[0]
        if decision.key == "struggle.act":
            assert decision.waiting_for() == (0, 1, 2)
            return live(h)
        seat = decision.waiting_for()[0]
        await h.slash(seat + 1, "play", action=decision.defaults[seat])
    raise AssertionError("the struggle did not open")


def readable(content: str) -> str:
    """The message with its Discord timestamps (the deadline, from the clock) as ``<t:…>``."""
    return re.sub(r"<t:\d+:([A-Za-z])>", r"<t:…:\1>", content)


async def test_the_struggle_is_explained_once_and_each_menu_names_its_owner(h: Harness) -> None:
    message = await at_struggle(h)
    content = message["content"]
    assert len(content.splitlines()) <= 15 and len(content) <= 1500, content
    assert [content.count(f"<@{user}>") for user in (1, 2, 3)] == [1, 1, 1], "each player named once"
    assert content.count("▶️") == 1 and content.count("The black die rolls with every re-roll") == 1, content
    assert "/rules" not in content and any(c.get("label") == "📖 Rules" for c in components(message))
    menus = [c for c in components(message) if c["type"] == 3]
    owners = ["Piłsudski", "Dmowski", "Paderewski"]
    assert [m.get("placeholder") for m in menus] == [f"{name}: choose…" for name in owners]
    for seat, (menu, name) in enumerate(zip(menus, owners, strict=True)):
        assert menu["custom_id"].endswith(f":{seat}"), "bound to its owner's seat"
        labels = [o["label"] for o in menu["options"]]
        assert any(f"{name}'s die (" in label for label in labels), labels
        assert not [label for label in labels if re.search(r"\bn\d+\b", label)], "no die keys"
    played = len(await h.bot.table.actions(1))
    done = await click(h, 2, message, menus[0]["custom_id"], values=["0"])
    refusal = h.reply_to(done).content
    assert refusal.startswith("❌ That choice is for Piłsudski"), refusal
    assert len(await h.bot.table.actions(1)) == played, "another player's menu plays nothing"


GOLDEN = {
    "en": (
        "**Round I · Struggle: Selecting Missions and Dividing the Dice**\n"
        "Piłsudski proposes: B-01 Countdown I: 1914 → Piłsudski; Mission B-11 → Dmowski; B-06 Polska "
        "Organizacja Wojskowa → Paderewski; Mission B-12 → Piłsudski; Mission B-16 → Dmowski; Mission B-08 → "
        "Paderewski · dice Piłsudski 2, Dmowski 2, Paderewski 1.\n"
        "Everyone agrees to the proposal.\n"
        "**Round I · Struggle: Rolling, Passing and Re-rolling**\n"
        "Piłsudski rolls: neutral die 1 (people), neutral die 2 (armed), Piłsudski's die (armed).\n"
        "Dmowski rolls: neutral die 3 (money), neutral die 4 (two diplomacy), Dmowski's die (two people).\n"
        "Paderewski rolls: neutral die 5 (two diplomacy), Paderewski's die (diplomacy).\n"
        "📋 **Niepodległa** #1 · Round I · Struggle: Rolling, Passing and Re-rolling\n"
        "▶️ <@1> <@2> <@3> — The struggle: re-roll your dice, pass one to another player, or say you are "
        "done. Morale left: 8.\n"
        "Each player's dice show the symbols rolled for his missions. The black die rolls with every "
        "re-roll: 1 or 2 pips cost that many morale markers. A die passed to another player keeps its face "
        "and costs 2 morale markers. The struggle ends when everyone is done or morale runs out.\n"
        "Deadline: <t:…:R> (<t:…:f>); then the default answer is applied"
    ),
    "pl": (
        "**Runda I · Walka o niepodległość: wybór misji i podział kości**\n"
        "Piłsudski proponuje: B-01 Odliczanie I: 1914 → Piłsudski; Misja B-11 → Dmowski; B-06 Polska "
        "Organizacja Wojskowa → Paderewski; Misja B-12 → Piłsudski; Misja B-16 → Dmowski; Misja B-08 → "
        "Paderewski · kości Piłsudski 2, Dmowski 2, Paderewski 1.\n"
        "Wszyscy przyjmują propozycję.\n"
        "**Runda I · Walka o niepodległość: rzuty, przekazywanie kości i przerzuty**\n"
        "Piłsudski rzuca: kość neutralna 1 (ludzie), kość neutralna 2 (walka zbrojna), kość Piłsudskiego "
        "(walka zbrojna).\n"
        "Dmowski rzuca: kość neutralna 3 (pieniądze), kość neutralna 4 (dwa razy dyplomacja), kość "
        "Dmowskiego (dwa razy ludzie).\n"
        "Paderewski rzuca: kość neutralna 5 (dwa razy dyplomacja), kość Paderewskiego (dyplomacja).\n"
        "📋 **Niepodległa** nr 1 · Runda I · Walka o niepodległość: rzuty, przekazywanie kości i przerzuty\n"
        "▶️ <@1> <@2> <@3> — Walka: przerzuć swoje kości, przekaż jedną innemu graczowi albo ogłoś, że "
        "kończysz. Zostało morale: 8.\n"
        "Kości każdego gracza pokazują symbole wyrzucone do jego misji. Przy każdym przerzucie toczy się też "
        "czarna kość: 1 lub 2 oczka kosztują tyle znaczników morale. Kość przekazana innemu graczowi "
        "zachowuje wynik i kosztuje 2 znaczniki morale. Walka kończy się, gdy wszyscy skończą albo zabraknie "
        "morale.\n"
        "Termin: <t:…:R> (<t:…:f>); potem zostanie przyjęta odpowiedź domyślna"
    ),
}
"""The live message at the struggle (seed 3, three players, the missions agreed by default)."""


@pytest.mark.parametrize("lang", ["en", "pl"])
async def test_the_struggle_prompt_reads_as_written(h: Harness, lang: str) -> None:
    message = await at_struggle(h, lang)
    assert readable(message["content"]) == GOLDEN[lang]
    choose = {"en": "choose…", "pl": "wybierz…"}[lang]
    menus = [c.get("placeholder") for c in components(message) if c["type"] == 3]
    assert menus == [f"{name}: {choose}" for name in ("Piłsudski", "Dmowski", "Paderewski")]
