"""The table's voice (issue 10, the Discord side; issue 11, answers cut or lost): what a group lives
through in a first turn or round, counted by the benchmark's own player; forced answers announced in a
line; sealed answers changed from their confirmation without telling anyone; long texts split, never cut;
long autocomplete answers under short keys."""

from __future__ import annotations

import re
import tempfile
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from discord.webhook import async_ as webhook_async

from bot.bench.fake_discord import Harness, RecordingAdapter, components
from bot.bench.table import SCENARIOS, play
from rules.core.forms import forced_answer
from rules.core.messages import CATALOGUE
from tests.bot.talk import click, dm_prompt, live, prompts_for, transcript

TARGETS = {"boze": 25, "sigismundus": 35, "niepodlegla": 12}
"""New channel posts in a first turn or round (issue 10)."""


@pytest.mark.parametrize("game", list(SCENARIOS))
async def test_a_first_turn_meets_the_targets(game: str) -> None:
    """The first turn or round played by clicking, as `python -m bot bench --table` plays it: few posts,
    one ping per owed decision and no other, few clicks, every answer given on the components, no answer the
    table could have played left waiting (it plays them: ``forced``), every posted image legible at phone
    width (the full boards at a turn's end excepted), no command syntax."""
    with tempfile.TemporaryDirectory() as folder:
        figures = await play(SCENARIOS[game], Path(folder))
    assert figures["posts"] - figures["ping_posts"] <= 1, "no post but the start's that pings nobody"
    assert figures["posts"] <= TARGETS[game], figures
    assert figures["pings_per_owed_decision_max"] <= 1 and figures["pings_stray"] == 0, figures
    assert figures["clicks_median"] <= 2 and figures["clicks_max"] <= 5, figures
    assert figures["fallbacks"] == 0, "every answer was given on the components"
    assert figures["single_choice_waits"] == 0, figures
    assert figures["images"] <= figures["decisions"] + 10, "one image per phase at most, not one per click"
    assert figures["images"] > figures["full_boards"] and figures["min_text_px_at_400"] >= 9, figures
    assert figures["syntax_in_text"] == 0, figures["syntax_examples"]


@pytest.fixture
async def h(tmp_path: Path) -> AsyncIterator[Harness]:
    harness = await Harness.start(f"sqlite+aiosqlite:///{tmp_path / 'bot.db'}", seed=3)
    yield harness
    await harness.stop()


async def start(h: Harness, game: str, players: int, presses: dict[str, int] | None = None) -> None:
    await h.slash(1, "game", "create", game=game, players=players)
    lobby = h.fake.calls[-1].response["resource"]["message"]
    for key, count in (presses or {}).items():
        for _ in range(count):
            await h.click(1, lobby, f"mz:l:1:opt:{key}")
    for user in range(2, players + 1):
        await h.slash(user, "game", "join")
    await h.slash(1, "game", "start")


async def test_a_forced_answer_is_announced_in_one_line_and_pings_nobody(h: Harness) -> None:
    """Sigismundus' setup: the last house to choose has one office left. The table plays it; the live
    message says so in a line, and its player is not pinged for a choice he never had."""
    await start(h, "sigismundus", 4, {"short": 1})
    for _ in range(3):
        loaded = await h.bot.table.load(1)
        decision = loaded.decisions()[0]
        seat = decision.waiting_for()[0]
        assert forced_answer(decision, seat) is None
        prompt = prompts_for(h, seat + 1)[-1]
        await click(h, seat + 1, prompt, components(prompt)[0]["custom_id"])
    loaded = await h.bot.table.load(1)
    assert loaded.state.round == 1, "the fourth office was played by the table"
    last = (await h.bot.table.store.log(1))[-1]
    assert last.forced, "logged as played by the table"
    forced_seat = last.seat
    name = loaded.game.seat_name(loaded.state, forced_seat).split(" (")[0]
    text = "\n".join(m.content for m in transcript(h).messages.values() if m.reader is None)
    assert re.search(rf"⏩ {name} had one choice: .*\d", text), text[-800:]
    thread = "\n".join(c.content for c in h.channel_messages(h.thread_id()))
    assert re.search(rf"⏩ {name} had one choice: .*\d", thread), "in one line, in full in the thread"
    office = loaded.game.seat_name(loaded.state, forced_seat).split(" (")[0] + " takes"
    assert office in live(h)["content"], "the live message keeps what the table played (the phase's outcome)"
    posts = h.channel_messages()
    before = [u for c in posts[:-1] for u in c.payload.get("allowed_mentions", {}).get("users", [])]
    assert forced_seat + 1 not in before, "nobody is pinged for an answer the table played"
    now = {loaded.record.user_of(s).user_id for d in loaded.decisions() for s in d.waiting_for()}
    assert set(posts[-1].payload["allowed_mentions"]["users"]) == now, "the post pings who must act next"


async def test_a_sealed_answer_is_changed_from_its_confirmation(h: Harness) -> None:
    """The Change button reopens the prompt with the sealed answer shown; the new one replaces it; the
    others and the channel see a count, never a value."""
    await start(h, "boze", 3)
    for _ in range(20):
        if (await h.bot.table.load(1)).state.phase != "setup":
            break
        seat = (await h.bot.table.load(1)).state.setup_order[0]
        prompt = prompts_for(h, seat + 1)[-1]
        await click(h, seat + 1, prompt, components(prompt)[0]["custom_id"])
    await h.slash(1, "game", "end")  # an open vote does not stop a secret phase
    await h.dm_message(1, "tokens prussia=5 lithuania=4 ukraine=3 little=2 great=1 court=0")
    confirmation = [c for c in h.dms(1) if "Sealed" in c.content][-1]
    change = next(c for c in components(confirmation.payload) if c["label"] == "Change")
    reopened = await h.click(1, confirmation.response, change["custom_id"])
    shown = h.reply_to(reopened)
    assert shown.payload["type"] == 7 and "Your sealed answer now: Prussia 5, Lithuania 4" in shown.content
    prompt = dm_prompt(h, 1)
    court = next(c for c in components(prompt) if c["type"] == 3)
    await click(h, 1, prompt, court["custom_id"], values=["5"])
    assert transcript(h).modals.get(1), "the Royal Court's token opens the modal for the provinces"
    state = (await h.bot.table.load(1)).state
    assert state.pending == {0: "tokens prussia=5 lithuania=4 ukraine=3 little=2 great=1 court=0"}
    others = h.public_text() + "".join(c.text() for u in (2, 3) for c in h.dms(u))
    assert "sealed answer now: Prussia 5" not in others and "prussia=5 lithuania=4" not in others
    assert "Sealed: Prussia 5" not in others, "(the others' own DMs may offer the same layout as a preset)"
    assert "Sealed answers in: 1 of 3 (Sapieha)" in live(h)["content"]


async def test_a_preset_is_one_click_and_one_that_no_longer_fits_is_not_offered(
    h: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A form's presets (a game gives them: "spread evenly") are buttons on the DM prompt; one click seals
    the answer, said in its values; a preset the player's tokens cannot make is not offered."""
    from dataclasses import replace as swap

    from rules.boze.phases.noble_clientele import NobleClientelePhase
    from rules.core.decision import Choice

    made = NobleClientelePhase.tokens_form

    def with_presets(self: Any, state: Any, seat: int, presets: bool = False) -> Any:
        form = made(self, state, seat)
        if not presets:
            return form
        top = sorted(form.pool)[-6:]
        fitting = form.verb + " " + " ".join(f"{s.key}={v}" for s, v in zip(form.slots, top, strict=True))
        too_many = form.verb + " " + " ".join(f"{s.key}=5" for s in form.slots)
        return swap(form, presets=(Choice(too_many, "All fives"), Choice(fitting, "Highest tokens")))

    monkeypatch.setattr(NobleClientelePhase, "tokens_form", with_presets)
    await start(h, "boze", 3)
    for _ in range(20):
        if (await h.bot.table.load(1)).state.phase != "setup":
            break
        seat = (await h.bot.table.load(1)).state.setup_order[0]
        prompt = prompts_for(h, seat + 1)[-1]
        await click(h, seat + 1, prompt, components(prompt)[0]["custom_id"])
    prompt = dm_prompt(h, 1)
    presets = [c for c in components(prompt) if ":x:" in c["custom_id"]]
    assert [c["label"] for c in presets] == ["Highest tokens"], "all fives cannot be made with two fives"
    done = await click(h, 1, prompt, presets[0]["custom_id"])
    answer = h.reply_to(done)
    assert answer.payload["type"] == 7 and "Sealed: Prussia 3, Lithuania 3, Ukraine 4" in answer.content
    assert (await h.bot.table.load(1)).state.pending[0].startswith("tokens prussia=3")
    assert "Highest tokens" not in h.public_text() and "Prussia 3" not in h.public_text()


async def test_a_hand_longer_than_a_message_is_split_never_cut(h: Harness) -> None:
    """Niepodległa's advanced hand runs past 2,000 characters: it comes in two messages, each within the
    limit, and ends with what the table waits for."""
    await start(h, "niepodlegla", 4, {"version": 1})
    hand = await h.slash(1, "hand")
    answers = [c for c in h.responses(hand["id"]) if c.content]
    assert all(len(c.content) <= 2000 for c in answers)
    whole = "\n".join(c.content for c in answers)
    assert all(c.ephemeral for c in h.responses(hand["id"])[1:])
    if len(whole) > 2000:
        assert len(answers) >= 2
    assert "The table is waiting for you" in whole or not (await h.bot.table.load(1)).game.decision_for(
        (await h.bot.table.load(1)).state, 0
    )


async def test_a_refusal_of_a_long_dm_stays_within_the_limit(h: Harness) -> None:
    """A refusal that would echo a long word back stays within Discord's limit; a text longer than any answer of
    the game is refused in one short sentence, without being echoed at all."""
    await start(h, "boze", 3)
    seat = (await h.bot.table.load(1)).state.setup_order[0]
    await h.dm_message(seat + 1, "estate " + "atlantis" * 60)
    answers = h.dms(seat + 1)
    assert all(len(c.content) <= 2000 for c in answers), "within the limit, not refused by Discord"
    assert answers[0].content.startswith("❌ Not allowed") and answers[-1].content.endswith("Nothing changed.")
    await h.dm_message(seat + 1, "estate " + "atlantis" * 400)
    answers = h.dms(seat + 1)
    assert len(answers[-1].content) < 200 and "atlantis" not in answers[-1].content
    assert answers[-1].content.startswith("❌") and "nothing changed" in answers[-1].content


async def test_a_long_answer_is_offered_under_a_short_key(h: Harness) -> None:
    """Niepodległa's joint proposals run past the 100 characters an autocomplete choice may carry: the
    choice carries a short key, and /play with it plays the whole proposal."""
    await start(h, "niepodlegla", 4, {"version": 1})
    loaded = await h.bot.table.load(1)
    decision = loaded.decisions()[0]
    seat = decision.waiting_for()[0]
    typed = decision.defaults[seat]
    assert len(typed) > 100
    choices = await h.autocomplete(seat + 1, "play", "action", typed)
    assert choices and all(len(c["value"]) <= 100 and len(c["name"]) <= 100 for c in choices)
    key = choices[0]["value"]
    assert key.startswith("#")
    played = await h.slash(seat + 1, "play", action=key)
    assert "❌" not in h.reply_to(played).content, h.reply_to(played).content
    assert (await h.bot.table.actions(1))[-1][2] == typed
    gone = await h.slash(seat + 1, "play", action="#0123456789ab")
    assert "expired" in h.reply_to(gone).content


def use(h: Harness) -> Harness:
    webhook_async.async_context.set(RecordingAdapter(h.fake))
    return h


FORGED = ["²", "①", "-1", "x", "99999", "1" * 40, "0.99", "0.x", ".", "0.0.0.0"]
"""Menu values a forged or stale interaction may carry: digits ``int()`` refuses, signs, letters, numbers far
out of range."""


async def test_a_forged_menu_value_gets_a_sentence_and_changes_nothing(h: Harness, tmp_path: Path) -> None:
    """Niepodległa's proposal menu (a step of words) and Boże's token wizard (an allocation place by place, by
    a custom id the bot never sent): every forged value is refused in a sentence, never a traceback, and the
    log does not move (issue 11)."""
    await start(h, "niepodlegla", 2)
    menu = next(c for c in components(live(h)) if c["type"] == 3)
    logged = len(await h.bot.table.actions(1))
    for value in FORGED:
        done = await click(h, 1, live(h), menu["custom_id"], values=[value])
        answer = h.reply_to(done).content
        assert answer.startswith("❌") or "no longer offered" in answer, (value, answer)
        assert "went wrong" not in answer, value
    assert len(await h.bot.table.actions(1)) == logged, "nothing was played"

    h2 = await Harness.start(f"sqlite+aiosqlite:///{tmp_path / 'boze.db'}", seed=3)
    try:
        await start(h2, "boze", 3)
        while (await h2.bot.table.load(1)).state.phase == "setup":
            seat = (await h2.bot.table.load(1)).state.setup_order[0]
            prompt = prompts_for(h2, seat + 1)[-1]
            await click(h2, seat + 1, prompt, components(prompt)[0]["custom_id"])
        logged = len(await h2.bot.table.actions(1))
        prompt = dm_prompt(h2, 1)
        step = (await h2.bot.table.load(1)).state.step
        for data in ("", "zz", "0000000"):
            wizard = {"type": 3, "custom_id": f"mz:s:1:{step}:a:{data}", "options": [{"label": "?", "value": "0"}]}
            forged = prompt | {"components": [{"type": 1, "components": [wizard]}]}
            for value in FORGED:
                done = await click(h2, 1, forged, wizard["custom_id"], values=[value])
                answer = h2.reply_to(done).content
                assert "no longer offered" in answer or answer.startswith("❌"), (data, value, answer)
        assert len(await h2.bot.table.actions(1)) == logged and not (await h2.bot.table.load(1)).state.pending
    finally:
        await h2.stop()


async def test_an_option_refusal_is_in_the_readers_language(h: Harness) -> None:
    """A refused option at creation says why in the player's language, not in English inside a Polish
    sentence (issue 11)."""
    from bot.table import TableError

    with pytest.raises(TableError) as refused:
        await h.bot.table.create("boze", channel_id=5, guild_id=1, user_id=1, name="A", options={"nonsense": 1})
    assert "nie ma opcji" in refused.value.localized("pl") and "has no option" in refused.value.localized("en")


async def test_a_sealed_answer_is_told_to_its_owner_in_words(h: Harness) -> None:
    """The rules' note of a sealed answer names it in words ("Prussia 5, Lithuania 4, …"), not as the text a
    player types: at the local table and in any surface that shows it."""

    await start(h, "boze", 3)
    loaded = await h.bot.table.load(1)
    while loaded.state.phase == "setup":
        seat = loaded.state.setup_order[0]
        decision = loaded.decision_for(seat)
        assert decision is not None
        await h.bot.table.act(1, seat + 1, decision.forms[seat].choices[0].text)
        loaded = await h.bot.table.load(1)
    played = await h.bot.table.act(1, 1, "tokens prussia=5 lithuania=4 ukraine=3 little=2 great=1 court=0")
    note = next(e.msg for e in played.events if e.msg.key == "core.recorded_secret")
    for lang, words in (("en", "Your sealed answer: Prussia 5, Lithuania 4"), ("pl", "Prusy 5, Litwa 4")):
        text = CATALOGUE.format(note, str, lang)
        assert words in text and "prussia=5" not in text and "`" not in text, text


async def test_the_end_of_a_game_shows_its_final_tally_and_the_board(h: Harness) -> None:
    """Boże's last action ends the game: the channel gets the End of Game's own picture (``4:end_of_game``,
    readable on a phone) and the full final board, besides the report's lines."""
    from bot.discord.announce import Announcer
    from bot.table import Played

    await start(h, "boze", 3)
    loaded = await h.bot.table.load(1)
    game, state = loaded.game, loaded.state
    while True:
        decision = game.decisions(state)[0]
        seat = min(decision.waiting_for())
        done = game.apply(state, seat, decision.defaults[seat])
        if done.state.finished:
            break
        state = done.state
    last = Played(loaded.record, game, done.state, seat, decision.defaults[seat], events=done.events, before=state)
    news = Announcer(h.bot, h.bot.table, wake=lambda _: None).news([last], "en")
    names = [p.name for p in news.pictures]
    assert game.phase_key(done.state) == "4:end_of_game"
    assert names[-2:] == ["4-end-of-game.png", "turn-4-end-board.png"], names
    tally = news.pictures[-2].draw()
    assert tally is not None and tally.text_px_at(400) >= 9
    assert any("End of Game" in b.title and b.lines for b in news.blocks), [b.title for b in news.blocks]


async def test_a_build_that_carries_the_pass_is_one_click_and_the_table_does_not_come_back(h: Harness) -> None:
    """Boże's New Estates: "Ukraine: field …, then pass" is one option of the prompt. One click builds and passes;
    the next post pings the next player, and the table never asks the first one again in this phase."""
    await start(h, "boze", 3)
    for _ in range(40):
        loaded = await h.bot.table.load(1)
        if loaded.state.phase == "new_estates":
            break
        decision = loaded.decisions()[0]
        seat = decision.waiting_for()[0]
        await h.slash(seat + 1, "play", action=decision.defaults[seat])
    loaded = await h.bot.table.load(1)
    assert loaded.state.phase == "new_estates"
    seat = loaded.decisions()[0].waiting_for()[0]
    user = seat + 1
    prompt = prompts_for(h, user)[-1]
    offered = [
        (c["custom_id"], [o["value"]] if "options" in c else None, o.get("label") or c.get("label", ""))
        for c in components(prompt)
        for o in (c.get("options") or [c])
    ]
    custom_id, values, label = next(x for x in offered if x[2].endswith(", then pass"))
    pinged: list[int] = []

    async def act(user: int, custom_id: str | None = None, values: list[str] | None = None) -> None:
        size = len(h.channel_messages())
        if custom_id is None:
            await h.slash(user, "play", action="pass")
        else:
            await click(h, user, prompt, custom_id, values=values)
        if (await h.bot.table.load(1)).state.phase == "new_estates":
            pinged.extend(u for c in h.channel_messages()[size:] for u in c.payload["allowed_mentions"]["users"])

    await act(user, custom_id, values)
    last = (await h.bot.table.store.log(1))[-1]
    assert last.seat == seat and last.text.endswith(" then pass"), last
    assert label.split(":")[0] in h.public_text()
    for _ in range(10):
        loaded = await h.bot.table.load(1)
        if loaded.state.phase != "new_estates":
            break
        other = loaded.decisions()[0].waiting_for()[0]
        assert other != seat, "the table does not come back to him in this phase"
        await act(other + 1)
    assert (await h.bot.table.load(1)).state.phase != "new_estates"
    assert pinged and user not in pinged, pinged


@pytest.mark.parametrize(("lang", "note"), [("en", "add `then pass`"), ("pl", "dopisz `then pass`")])
def test_a_typing_hint_names_each_build_once_and_the_then_pass_suffix_once(lang: str, note: str) -> None:
    from bot.words.text import form_hint
    from rules.core.decision import Choice, Options

    texts = ["estate prussia", "estate ukraine", "pass", "estate prussia then pass", "estate ukraine then pass"]
    hint = form_hint(Options(tuple(Choice(x, x) for x in texts)), lang)
    assert "`estate prussia`, `estate ukraine`, `pass`" in hint and note in hint
    assert "estate prussia then pass" not in hint
    plain = form_hint(Options(tuple(Choice(x, x) for x in texts[:3])), lang)
    assert "then pass" not in plain


async def test_an_announcement_builds_each_states_public_view_once(h: Harness) -> None:
    """Sigismundus reports a phase from the public views before and after it; a move that ends several phases
    reports each state as one phase's end and the next one's start, and draws it too. Each view is built once,
    and the reports are the same as with views built anew."""
    from bot.discord.announce import Announcer
    from bot.table import Played

    await start(h, "sigismundus", 3)
    loaded = await h.bot.table.load(1)
    game, state = loaded.game, loaded.state
    for _ in range(400):
        decision = game.decisions(state)[0]
        seat = min(decision.waiting_for())
        done = game.apply(state, seat, decision.defaults[seat])
        if sum(1 for e in done.events if e.kind == "board") >= 2:
            break
        state = done.state
    else:
        raise AssertionError("no move ended two phases")
    played = Played(loaded.record, game, done.state, seat, decision.defaults[seat], events=done.events, before=state)
    built: list[int] = []
    view = game.view

    def counted(viewed: Any, viewer: int | None) -> Any:
        built.append(id(viewed))
        return view(viewed, viewer)

    game.view = counted  # type: ignore[method-assign]
    try:
        news = Announcer(h.bot, h.bot.table, wake=lambda _: None).news([played], "en")
    finally:
        del game.view
    assert built and len(built) == len(set(built)), built
    again = Announcer(h.bot, h.bot.table, wake=lambda _: None).news([played], "en")
    assert [(b.title, b.lines) for b in news.blocks] == [(b.title, b.lines) for b in again.blocks]
    assert any(b.lines for b in news.blocks)
