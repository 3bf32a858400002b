"""Polish and English at one table, through the real dispatch: the channel speaks the server's
language, each player's private answers, prompts and DMs speak his own, and the slash commands
carry Polish descriptions for Polish clients."""

from __future__ import annotations

import re
import string
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.bench.fake_discord import Harness, components
from bot.discord.translator import CatalogueTranslator
from rules.core.messages import CATALOGUE
from tests.bot.test_discord import dm_prompt, play_setup, prompts_for, state

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
async def h(db_url: str) -> AsyncIterator[Harness]:
    harness = await Harness.start(db_url, seed=3)
    harness.guild_locale = "pl"
    harness.locales = {1: "pl", 2: "pl", 3: "en-US"}
    yield harness
    await harness.stop()


async def polish_lobby(h: Harness) -> None:
    await h.slash(1, "game", "create", game="boze")
    await h.slash(2, "game", "join")
    await h.slash(3, "game", "join")


async def test_a_polish_server_gets_its_lobby_start_and_prompts_in_polish(h: Harness) -> None:
    created = await h.slash(1, "game", "create", game="boze")
    lobby = h.reply_to(created)
    assert "czekamy na graczy" in lobby.content and "Tempo: 24 godz." in lobby.content
    labels = [c["label"] for c in components(lobby.payload["data"])]
    assert labels[:3] == ["Dołącz", "Wyjdź", "Start"]
    assert "Księstwa prywatne" in labels
    await h.slash(2, "game", "join")
    await h.slash(3, "game", "join")
    start = await h.slash(1, "game", "start")
    assert "się zaczyna" in h.reply_to(start).content
    channel = "\n".join(c.content for c in h.fake.calls if c.method in ("POST", "PATCH") and "/webhooks/" in c.path)
    channel += "\n".join(c.content for c in h.channel_messages())
    assert "Widzowie mogą śledzić grę" in channel and "uzasadnione zastępniki" in channel
    assert "Spectators" not in channel and "stand-ins" not in channel
    first = (await state(h)).setup_order[0]
    prompt = prompts_for(h, first + 1)[-1]
    assert "Odpowiadają" not in prompt["content"] and "Termin:" in prompt["content"]
    labels = [c["label"] for c in components(prompt)]
    assert labels[0].startswith("Prusy") and "🗺 Cała plansza" in labels and "❓ Pomoc" in labels


async def test_each_player_reads_his_own_secrets_and_refusals_in_his_own_language(h: Harness) -> None:
    await polish_lobby(h)
    await h.slash(1, "game", "start")
    await play_setup(h)
    assert (await state(h)).phase == "noble_clientele"
    polish, english = dm_prompt(h, 1), dm_prompt(h, 3)
    assert "Tajne" in polish["content"] and "Secret" not in polish["content"]
    assert "Secret" in english["content"] and "Tajne" not in english["content"]
    menu_pl = next(c for c in components(polish) if c["type"] == 3)  # after the presets' buttons
    menu_en = next(c for c in components(english) if c["type"] == 3)
    assert menu_pl["placeholder"].startswith("Najpierw Dwór Królewski")
    assert menu_en["placeholder"].startswith("First, Royal Court")

    refused_pl = await h.slash(1, "play", action="tokens prussia=9")
    refused_en = await h.slash(3, "play", action="tokens prussia=9")
    assert h.reply_to(refused_pl).content.startswith("❌ Niedozwolone")
    assert h.reply_to(refused_en).content.startswith("❌ Not allowed")
    assert (await state(h)).pending == {}, "a refusal changes nothing"

    await h.dm_message(2, "tokens prussia=0 lithuania=1 ukraine=2 little=3 great=4 court=5")
    assert any("✅" in c.text() for c in h.dms(2))
    out_of_turn = await h.slash(2, "game", "back")
    assert h.reply_to(out_of_turn).ephemeral and "zastępca" in h.reply_to(out_of_turn).content


async def test_polish_clients_see_every_command_described_in_polish(h: Harness) -> None:
    translator = CatalogueTranslator()
    tree = h.bot.tree
    for command in tree.get_commands():
        payload = await command.get_translated_payload(tree, translator)
        for item in [payload, *payload.get("options", [])] + [
            o for sub in payload.get("options", []) for o in sub.get("options", [])
        ]:
            if "description" in item:
                polish = item.get("description_localizations", {}).get("pl")
                assert polish and 1 <= len(polish) <= 100, f"{item['name']}: {item['description']!r} has no Polish"
            for choice in item.get("choices", []):
                if not re.search(r"[ąćęłńóśźż]|Igrzysko|Augustus", choice["name"]):
                    assert choice.get("name_localizations", {}).get("pl"), choice["name"]


def test_every_polish_command_text_belongs_to_a_command() -> None:
    """No stale ``cmd:`` translation: each one translates a string the command tree really has."""
    sources = "\n".join(p.read_text() for p in (ROOT / "bot").rglob("*.py"))
    for key in CATALOGUE.keys("pl"):
        if key.startswith("cmd:"):
            assert key[4:] in sources, f"{key} translates nothing"


DYNAMIC = ("bot.dash.", "bot.remind.", "bot.hint.kind_", "bot.dash.vote_", "table.inactive_", "bot.permission.")
"""Key prefixes the bot completes at run time (a game's status, a reminder's stage, a vote's kind);
every key under them is still checked for both languages."""


def bot_keys(lang: str) -> set[str]:
    return {k for k in CATALOGUE.keys(lang) if k.startswith(("bot.", "table.", "unit:", "option:"))}


def placeholders(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field}


def test_every_bot_sentence_is_in_both_languages_with_the_same_placeholders() -> None:
    english = {k for k in bot_keys("en") if k.startswith(("bot.", "table."))}
    assert english and english <= bot_keys("pl"), sorted(english - bot_keys("pl"))
    assert {k for k in bot_keys("pl") if k.startswith(("bot.", "table."))} <= english
    for key in english:
        en, pl = CATALOGUE.translation(key, "en"), CATALOGUE.translation(key, "pl")
        assert en and pl and placeholders(en) == placeholders(pl), key


def test_every_bot_sentence_is_used() -> None:
    sources = "\n".join(p.read_text() for p in (ROOT / "bot").rglob("*.py") if p.name != "i18n.py")
    for key in bot_keys("en"):
        if key.startswith(("bot.", "table.")):
            used = f'"{key}"' in sources or any(key.startswith(prefix) for prefix in DYNAMIC)
            assert used, f"{key} is never said"
    for prefix in DYNAMIC:
        assert f'"{prefix}' in sources or f'f"{prefix}' in sources, f"{prefix} is not a prefix the bot uses"


def test_every_option_of_every_game_reads_in_polish() -> None:
    from bot.editions import Editions

    editions = Editions()
    for game_id in ("boze", "sigismundus", "niepodlegla"):
        _, game = editions.current(game_id)
        for spec in game.option_specs:
            assert CATALOGUE.translation(f"option:{spec.label}", "pl"), spec.label
            for value in spec.choices:
                if isinstance(value, str):
                    assert CATALOGUE.translation(f"option:{value}", "pl"), value
