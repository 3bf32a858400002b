"""The Discord layer, driven through discord.py's real dispatch with raw interaction payloads.

Every test runs the real bot (``create_bot``) against :class:`FakeDiscord`, which records each HTTP
call; the assertions read those calls: what reached the channel, the spectator thread, which DM,
and whether a reply was ephemeral.
"""

from __future__ import annotations

import random
import re
from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot.bench.fake_discord import CHANNEL_ID, OTHER_CHANNEL_ID, Call, FakeDiscord, Harness, components
from rules.core.forms import random_answer
from tests.bot.talk import (
    answer_by_components,
    click,
    dm_prompt,
    live,
    prompts_for,
    submit_modal,
    transcript,
)
from tests.conftest import ROOT

__all__ = ["answer_by_components", "dm_prompt", "prompts_for"]

TOKENS = {
    1: "tokens prussia=5 lithuania=4 ukraine=3 little=2 great=1 court=5",
    2: "tokens prussia=0 lithuania=1 ukraine=2 little=3 great=4 court=5",
    3: "tokens prussia=1 lithuania=1 ukraine=2 little=2 great=3 court=5",
}


@pytest.fixture
async def h(db_url: str) -> AsyncIterator[Harness]:
    harness = await Harness.start(db_url, seed=3)
    yield harness
    await harness.stop()


async def lobby(h: Harness, players: int = 3) -> None:
    await h.slash(1, "game", "create", game="boze")
    for user in range(2, players + 1):
        await h.slash(user, "game", "join")


async def state(h: Harness, game_id: int = 1) -> Any:
    return (await h.bot.table.load(game_id)).state


def message_of(call: Call) -> dict[str, Any]:
    """The message a call created (a channel post, or an interaction's reply)."""
    response = call.response
    if isinstance(response, dict) and "resource" in response:
        return response["resource"]["message"]
    return response


async def play_setup(h: Harness) -> None:
    """Answer every estate prompt by pressing its first button."""
    while (await state(h)).phase == "setup":
        seat = (await state(h)).setup_order[0]
        prompt = prompts_for(h, seat + 1)[-1]
        await click(h, seat + 1, prompt, components(prompt)[0]["custom_id"])


async def test_commands_fit_discords_limits(h: Harness) -> None:
    commands = h.bot.tree.get_commands()
    names = {c.name for c in commands}
    assert names == {"game", "play", "hand", "rules", "board"}
    game = next(c for c in commands if c.name == "game")
    subcommands = {c.name for c in game.commands}  # type: ignore[union-attr]
    assert subcommands == {
        "create", "join", "leave", "start", "status", "abandon", "pause", "resume", "extend", "back", "replace",
        "kick", "undo", "end", "log", "export",
    }  # fmt: skip
    for command in h.bot.tree.walk_commands():
        assert 1 <= len(command.description) <= 100
        assert re.fullmatch(r"[a-z_-]{1,32}", command.name)
    assert len(game.commands) <= 25  # type: ignore[union-attr]


async def test_a_second_game_in_a_channel_is_refused(h: Harness) -> None:
    await lobby(h)
    again = await h.slash(4, "game", "create", game="boze")
    reply = h.reply_to(again)
    assert reply.ephemeral and "already has a game" in reply.content
    elsewhere = await h.slash(4, "game", "create", game="boze", channel_id=OTHER_CHANNEL_ID)
    assert "waiting for players" in h.reply_to(elsewhere).content


async def test_starting_needs_the_creator_and_enough_players(h: Harness) -> None:
    await lobby(h, players=2)
    too_few = await h.slash(1, "game", "start")
    assert h.reply_to(too_few).ephemeral and "needs 3–4 players; 2 seated" in h.reply_to(too_few).content
    await h.slash(3, "game", "join")
    not_creator = await h.slash(2, "game", "start")
    assert "Only the player who created" in h.reply_to(not_creator).content
    await h.slash(4, "game", "join")
    full = await h.slash(5, "game", "join")
    assert "full" in h.reply_to(full).content


async def test_lobby_buttons_join_and_toggle_options(h: Harness) -> None:
    await h.slash(1, "game", "create", game="boze")
    lobby_message = message_of(h.fake.calls[-1])
    joined = await h.click(2, lobby_message, "mz:l:1:join:")
    assert "<@2>" in h.reply_to(joined).content
    refused = await h.click(2, lobby_message, "mz:l:1:opt:private_duchies")
    assert h.reply_to(refused).ephemeral and "Only the player who created" in h.reply_to(refused).content
    toggled = await h.click(1, lobby_message, "mz:l:1:opt:private_duchies")
    assert "✅ Private Duchies" in h.reply_to(toggled).content
    assert (await h.bot.table.record(1)).options["private_duchies"] is True


async def test_start_opens_a_thread_says_the_placeholders_in_a_sentence_and_prompts_the_first_player(
    h: Harness,
) -> None:
    await lobby(h)
    lobbies = [message_of(c)["id"] for c in h.fake.calls if "/callback" in c.path and components(message_of(c))]
    assert lobbies, "every /game create and join answers with the lobby and its buttons"
    start = await h.slash(1, "game", "start")
    for lobby_id in lobbies:
        edits = [c for c in h.fake.calls if c.method == "PATCH" and c.path.endswith(f"/messages/{lobby_id}")]
        assert edits and edits[-1].payload.get("components") == [], "the lobby's buttons come off at the start"
    begins = h.reply_to(start)
    assert "begins" in begins.content and begins.payload["data"]["allowed_mentions"] == {"parse": []}, "no ping"
    thread = h.thread_id()
    assert thread is not None
    started = [c for c in h.fake.calls if c.method == "PATCH" and "/messages/@original" in c.path][-1]
    assert f"<#{thread}>" in started.content, "the start message names the spectator thread"
    notice = next(line for line in started.content.splitlines() if "stand-ins" in line)
    assert notice.startswith("ℹ️ 45% of this game's printed values (54 of 119)"), "the share leads"
    assert len(notice) < 200, "one sentence"
    details = await h.click(2, message_of(begins), "mz:l:1:notes:")
    text = h.reply_to(details)
    assert (
        text.ephemeral
        and "enemy strengths (3 players) (15)" in text.content
        and "estate-track values (5)" in text.content
    )
    assert not [c for c in h.channel_messages() if c.files], "nothing happened yet: no board is posted"
    first = (await state(h)).setup_order[0]
    prompt = prompts_for(h, first + 1)[-1]
    labels = [c["label"] for c in components(prompt)]
    assert labels[:5] == ["Prussia (2)", "Lithuania (2)", "Ukraine (2)", "Little Poland (2)", "Great Poland (2)"]
    assert "🗺 Full board" in labels, "the full board is one click away"
    board = await click(h, first + 1, prompt, next(c["custom_id"] for c in components(prompt) if "Full" in c["label"]))
    answers = h.responses(board["id"])
    assert all(c.ephemeral for c in answers) and answers[-1].files == ["board.png"]


async def test_buttons_for_someone_else_a_stale_button_and_a_double_click(h: Harness) -> None:
    await lobby(h)
    await h.slash(1, "game", "start")
    first = (await state(h)).setup_order[0]
    user = first + 1
    prompt = prompts_for(h, user)[-1]
    button = components(prompt)[2]["custom_id"]
    intruder = 1 if user != 1 else 2
    wrong = await h.click(intruder, prompt, button)
    assert h.reply_to(wrong).ephemeral and "not your decision" in h.reply_to(wrong).content.lower()
    assert (await state(h)).step == 0
    pressed = await h.click(user, prompt, button, interaction_id=123456)
    assert h.reply_to(pressed).payload["type"] == 6, "acknowledged: the live message itself shows the result"
    assert (await state(h)).provinces["ukraine"].estates[0].owner == first
    deleted = [c for c in h.fake.calls if c.method == "DELETE" and c.path.endswith(f"/messages/{prompt['id']}")]
    assert deleted, "the answered prompt is gone: its results moved on to the next player's live message"
    assert "places an estate in Ukraine" in live(h)["content"], "the result, as a sentence, in the live message"
    replayed = await h.click(user, prompt, button, interaction_id=123456)
    assert "Already recorded" in h.responses(replayed["id"])[-1].content
    second_click = await h.click(user, prompt, button)
    assert h.reply_to(second_click).ephemeral and "already answered" in h.reply_to(second_click).content
    assert len(await h.bot.table.actions(1)) == 1


async def noble_clientele(h: Harness) -> None:
    await lobby(h)
    await h.slash(1, "game", "start")
    await play_setup(h)
    assert (await state(h)).phase == "noble_clientele"


async def by_modal(h: Harness, user: int, message: dict[str, Any], text: str) -> dict[str, Any]:
    """Answer the tokens as a player does: the Royal Court's token on the prompt, which opens the modal
    for the five provinces; each menu set to ``text``'s value."""
    values = [part.split("=")[1] for part in text.split()[1:]]
    court = next(c for c in components(message) if c["type"] == 3 and ":w:" in c["custom_id"])
    await click(h, user, message, court["custom_id"], values=[values[-1]])
    sent = await submit_modal(h, user, chosen={f"v{i}": v for i, v in enumerate(values[:5])}, dm=True)
    assert sent is not None, "choosing the Royal Court's token opened the modal"
    return sent


async def test_secret_tokens_by_dm_modal_dm_text_and_ephemeral_fallback(h: Harness) -> None:
    h.fake.closed_dms.add(3)
    await noble_clientele(h)
    assert dm_prompt(h, 1) and dm_prompt(h, 2)
    assert not h.dms(3), "user 3's DMs are closed"
    fallback = [c for c in h.channel_messages() if "<@3>" in c.content and "could not send you a DM" in c.content]
    assert fallback, "the channel says a DM failed, without saying anything else"
    assert fallback[-1].payload["allowed_mentions"]["users"] == [3], "the DM could not ping him: the channel does"
    line = next(x for x in fallback[-1].content.splitlines() if "could not send you a DM" in x)
    assert "token" not in line.lower() and "=" not in line

    done = await by_modal(h, 1, dm_prompt(h, 1), TOKENS[1])
    confirmation = h.reply_to(done)
    sealed = "Sealed: Prussia 5, Lithuania 4, Ukraine 3, Little Poland 2, Great Poland 1, Royal Court 5."
    assert sealed in confirmation.content and TOKENS[1] not in confirmation.text(), "plain words, not syntax"
    assert "Change" in confirmation.text(), "a sealed answer can be changed from its confirmation"
    assert "Sealed answers in: 1 of 3 (Sapieha)" in live(h)["content"]

    await h.dm_message(2, TOKENS[2])
    assert any("Sealed: Prussia 0, Lithuania 1" in c.content for c in h.dms(2))

    opener = next(c for c in components(live(h)) if ":p::" in c["custom_id"] + ":")
    opened = await click(h, 3, live(h), opener["custom_id"])
    assert h.reply_to(opened).ephemeral and "Secret" in h.reply_to(opened).content
    before_reveal = h.public_text()
    for user, text in TOKENS.items():
        assert text not in before_reveal
        for other in TOKENS:
            if other != user:
                assert all(text not in c.text() for c in h.dms(other)), "a secret reached another player's DM"
    assert "Prussia 5, Lithuania 4" not in before_reveal
    played = await h.slash(3, "play", action=TOKENS[3])
    assert h.reply_to(played).ephemeral and "Sealed" in h.reply_to(played).content
    after = await state(h)
    assert after.phase == "granting_the_mace" and after.court == {0: 5, 1: 5, 2: 5}
    assert "revealed" in live(h)["content"] and "Royal Court 5" in live(h)["content"]


async def test_secret_mace_bids_then_the_turn_goes_on_phase_by_phase(h: Harness) -> None:
    h.fake.closed_dms.add(3)
    await noble_clientele(h)
    for user, text in TOKENS.items():
        await h.slash(user, "play", action=text)
    assert sorted((await state(h)).bidders) == [0, 1, 2]
    bid_prompt = dm_prompt(h, 1)
    assert "Granting the Mace" in bid_prompt["content"] and "<t:" in bid_prompt["content"], "the DM has the deadline"
    select = components(bid_prompt)[0]
    assert select["type"] == 3 and len(select["options"]) == 21, "0..20 zł in one menu"
    chosen = await click(h, 1, bid_prompt, select["custom_id"], values=["4"])
    assert "Sealed: 4 zł" in h.reply_to(chosen).content and "bid 4" not in h.reply_to(chosen).text()
    await h.dm_message(2, "bid 2")
    over = await h.slash(3, "play", action="bid 99")
    assert h.reply_to(over).ephemeral and "you have 20 zł" in h.reply_to(over).content
    assert "bid 4" not in h.public_text() and "4 zł" not in h.public_text()
    posted = len(h.channel_messages())
    await h.slash(3, "play", action="bid 1")
    after = await state(h)
    assert after.mace == 0 and [p.gold for p in after.players] == [16, 18, 19]
    assert after.phase == "new_estates"
    new = h.channel_messages()[posted:]
    assert len(new) == 1, "one new post: the live message for the player who builds first, with every phase since"
    text = live(h)["content"]
    assert "wins the mace with a bid of 4 zł" in text
    for title in ("Phase 4: Royal Army", "Phase 5: Events", "Phase 6: Deputies to the Sejm"):
        assert title in text
    assert new[0].files and len(new[0].files) <= 4, "an image per phase that changed the board, in the one post"
    assert new[0].files == [c for c in h.channel_messages(h.thread_id()) if c.files][-1].files, "the same in the thread"
    prompt = prompts_for(h, 1)[-1]
    assert "New Estates" in prompt["content"] and any(c["label"].startswith("Pass") for c in components(prompt))


async def test_bad_input_gets_a_clear_answer_and_changes_nothing(h: Harness) -> None:
    await noble_clientele(h)
    seq = (await h.bot.table.record(1)).seq
    outsider = await h.slash(42, "play", action=TOKENS[1])
    assert h.reply_to(outsider).ephemeral and "not a player" in h.reply_to(outsider).content
    malformed = await h.slash(1, "play", action="tokens prussia=lots")
    assert h.reply_to(malformed).ephemeral and "not a whole number" in h.reply_to(malformed).content
    twice = await h.slash(1, "play", action="tokens prussia=5 prussia=5 ukraine=3 little=2 great=1 court=4")
    assert "named twice" in h.reply_to(twice).content
    not_in_hand = await h.slash(1, "play", action="tokens prussia=5 lithuania=5 ukraine=5 little=2 great=1 court=4")
    assert "5 token 3 times" in h.reply_to(not_in_hand).content
    await h.dm_message(77, "bid 3")
    assert any("not seated at any game" in c.content for c in h.dms(77))
    assert (await h.bot.table.record(1)).seq == seq


async def test_autocomplete_offers_only_legal_answers(h: Harness) -> None:
    await noble_clientele(h)
    choices = await h.autocomplete(1, "play", "action", "tokens prussia=5 lithuania=5")
    assert [c["value"] for c in choices] == [f"tokens prussia=5 lithuania=5 ukraine={v}" for v in (0, 1, 2, 3, 4)]
    assert await h.autocomplete(42, "play", "action", "tok") == []


async def test_status_shows_who_submitted_never_what(h: Harness) -> None:
    await noble_clientele(h)
    await h.slash(1, "play", action=TOKENS[1])
    posted = len(h.channel_messages())
    status = await h.slash(2, "game", "status")
    answers = h.responses(status["id"])
    text = "\n".join(c.content for c in answers)
    assert all(c.ephemeral for c in answers), "/game status answers privately"
    assert "Sealed answers in: 1 of 3 (Sapieha)" in text and TOKENS[1] not in text and "Prussia 5" not in text
    assert "Waiting for: Radziwiłł (white) [User 2], Potocki (blue) [User 3]" in text
    shown = await h.click(2, message_of(answers[0]), "mz:l:1:show:")
    assert h.reply_to(shown).payload["type"] == 6
    assert len(h.channel_messages()) == posted + 1 and "📋" in h.channel_messages()[-1].content, "shown to everyone"
    assert h.channel_messages()[-1].payload["allowed_mentions"]["users"] == [], "without pinging anyone"


async def test_abandon_needs_the_creator_or_a_manager(h: Harness) -> None:
    await lobby(h)
    await h.slash(1, "game", "start")
    refused = await h.slash(2, "game", "abandon")
    assert "creator or a server manager" in h.reply_to(refused).content
    manager = await h.slash(99, "game", "abandon")
    assert "abandoned" in h.reply_to(manager).content
    assert (await h.bot.table.record(1)).status == "abandoned"


async def test_prompts_and_modals_keep_working_after_a_restart(db_url: str) -> None:
    """A prompt's menu and the modal it opens are found by their custom ids: the modal opened before a
    restart is sent after it (a modal is never kept in memory)."""
    fake = FakeDiscord()
    first = await Harness.start(db_url, fake=fake, seed=3)
    await noble_clientele(first)
    prompt = dm_prompt(first, 1)
    await first.stop()

    second = await Harness.start(db_url, fake=fake, seed=3)
    try:
        done = await by_modal(second, 1, prompt, TOKENS[1])
        assert "Sealed" in second.reply_to(done).content
        assert 0 in (await state(second)).pending
        court = next(c for c in components(dm_prompt(second, 2)) if c["type"] == 3)
        await click(second, 2, dm_prompt(second, 2), court["custom_id"], values=["5"])
        modal = transcript(second).modals[2]
    finally:
        await second.stop()

    third = await Harness.start(db_url, fake=fake, seed=3)  # the modal opened before this restart is sent now
    try:
        transcript(third).modals[2] = modal
        values = {f"v{i}": part.split("=")[1] for i, part in enumerate(TOKENS[2].split()[1:6])}
        sent = await submit_modal(third, 2, chosen=values, dm=True)
        assert sent is not None and "Sealed: Prussia 0, Lithuania 1" in third.reply_to(sent).content
        assert (await state(third)).pending[1] == TOKENS[2]
    finally:
        await third.stop()


async def test_a_whole_game_plays_through_discord(db_url: str) -> None:
    """Four turns and the final count through the real dispatch: every in-turn decision answered on
    the components the bot posted, every secret one by `/play` (private replies)."""
    harness = await Harness.start(db_url, seed=11)
    h = harness
    try:
        await lobby(h, players=3)
        await h.slash(1, "game", "start")
        picker = random.Random(11)
        for _ in range(400):
            loaded = await h.bot.table.load(1)
            if loaded.state.finished:
                break
            decision = loaded.decisions()[0]
            seat = picker.choice(decision.waiting_for())
            user = seat + 1
            if decision.secret:
                text = random_answer(decision.forms[seat], picker.randrange)
                played = await h.slash(user, "play", action=text)
                assert h.reply_to(played).ephemeral and "✅" in h.reply_to(played).content
                continue
            step = loaded.state.step
            prompt = prompts_for(h, user)[-1]
            assert f":{step}:" in components(prompt)[0]["custom_id"], "a prompt was posted for this decision"
            await answer_by_components(h, user, prompt, picker)
        final = await state(h)
        assert final.finished and final.turn == 4
        channel = "\n".join(c.content for c in h.channel_messages())
        assert "Final standings" in channel and "🏆" in channel
        images = [f for c in h.fake.calls if c.path == f"/channels/{CHANNEL_ID}/messages" or (
            c.method == "PATCH" and c.path.startswith(f"/channels/{CHANNEL_ID}/")) for f in c.files]  # fmt: skip
        for turn in range(5):
            assert f"turn-{turn}-end-board.png" in images, f"the full board at the end of turn {turn}"
        thread = h.thread_id()
        assert thread is not None and "Final standings" in "\n".join(c.content for c in h.channel_messages(thread))
        replies = [c for c in h.fake.calls if c.path.startswith("/interactions/")]
        assert not [c.content for c in replies if c.content.startswith("❌")], "no refused answers on the way"
    finally:
        await harness.stop()


async def test_a_group_plays_on_its_own_board_file(h: Harness) -> None:
    own = (ROOT / "data" / "boze" / "board.toml").read_text(encoding="utf-8")
    own = own.replace('edition = "boze-research-2026-11"', 'edition = "our-printed-board"')
    own = own.replace("starting_gold = { value = 10,", "starting_gold = { value = 12,")
    created = await h.slash(1, "game", "create", game="boze", files={"board": ("ours.toml", own.encode())})
    assert "group's own, edition `our-printed-board`" in h.reply_to(created).content
    await h.slash(2, "game", "join")
    await h.slash(3, "game", "join")
    await h.slash(1, "game", "start")
    assert [p.gold for p in (await state(h)).players] == [12, 12, 12]


async def test_a_broken_board_file_is_refused_with_its_problems(h: Harness) -> None:
    broken = (ROOT / "data" / "boze" / "board.toml").read_text(encoding="utf-8")
    broken = broken.replace(
        'starting_gold = { value = 10, status = "rulebook"', 'starting_gold = { value = 10, status = "guess"'
    )
    refused = await h.slash(1, "game", "create", game="boze", files={"board": ("ours.toml", broken.encode())})
    reply = h.reply_to(refused)
    assert reply.ephemeral and "economy.starting_gold: status must be one of" in reply.content
    garbage = await h.slash(1, "game", "create", game="boze", files={"board": ("ours.toml", b"edition = [")})
    assert "not valid TOML" in h.reply_to(garbage).content
    assert await h.bot.table.in_channel(CHANNEL_ID) is None


async def test_a_prompt_answered_otherwise_loses_its_buttons(h: Harness) -> None:
    """A prompt answered by `/play` (or by the deadline's default) does not stay in the channel looking
    clickable: once the table moves on, it is gone (its results carried on) or it has no buttons left."""
    await lobby(h)
    await h.slash(1, "game", "start")
    first = (await state(h)).setup_order[0]
    prompt = prompts_for(h, first + 1)[-1]
    text = (await h.bot.table.load(1)).decisions()[0].forms[first].choices[0].text  # type: ignore[union-attr]
    await h.slash(first + 1, "play", action=text)
    gone = [c for c in h.fake.calls if c.method == "DELETE" and c.path.endswith(f"/messages/{prompt['id']}")]
    edits = [c for c in h.fake.calls if c.method == "PATCH" and c.path.endswith(f"/messages/{prompt['id']}")]
    assert gone or (edits and edits[-1].payload.get("components") == []), "the old prompt's buttons are gone"
    assert prompts_for(h, (await state(h)).setup_order[0] + 1)[-1]["components"], "the new prompt has its own"
    assert len([m for m in transcript(h).messages.values() if "📋" in m.content and m.components]) == 1
