"""The Discord fake's check (``bot/bench/fake_openapi.py``) refuses what Discord would refuse, and only that.

Each refusal is a request Discord answers with an error: its OpenAPI description or its documentation says so.
Each acceptance is a request of the shape the bot sends, so the check cannot pass everything nor refuse everything.
"""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.bench.fake_discord import APP_ID, CHANNEL_ID, FakeDiscord, Harness
from bot.bench.fake_openapi import DiscordAPI, Request, shared


@pytest.fixture(scope="module")
def api() -> DiscordAPI:
    return shared()


def button(n: int | str, label: str = "Go", style: int = 1) -> dict[str, Any]:
    return {"type": 2, "style": style, "label": label, "custom_id": f"b:{n}"}


def row(*items: dict[str, Any]) -> dict[str, Any]:
    return {"type": 1, "components": list(items)}


def select(options: int, custom_id: str = "s", **option: Any) -> dict[str, Any]:
    return {
        "type": 3,
        "custom_id": custom_id,
        "options": [{"label": f"Option {i}", "value": f"v{i}", **option} for i in range(options)],
    }


def modal(title: str = "Your bid", label: str = "Ducats", **text: Any) -> dict[str, Any]:
    field = {"type": 4, "custom_id": "amount", "style": 1, "label": label, **text}
    return {"type": 9, "data": {"custom_id": "mz:m:1", "title": title, "components": [row(field)]}}


def choices(n: int, name: str = "bid 3", value: str = "bid 3") -> dict[str, Any]:
    return {"type": 8, "data": {"choices": [{"name": name, "value": value}] * n}}


def message(**body: Any) -> Request:
    return Request("POST", f"/channels/{CHANNEL_ID}/messages", {"content": "Hello", **body})


def callback(body: dict[str, Any]) -> Request:
    return Request("POST", "/interactions/600000000000000009/token-1-6/callback", body, params={"with_response": "1"})


MESSAGE_ROUTES = [
    lambda body: Request("POST", f"/channels/{CHANNEL_ID}/messages", body),
    lambda body: Request("PATCH", f"/channels/{CHANNEL_ID}/messages/600000000000000003", body),
    lambda body: callback({"type": 4, "data": body}),
    lambda body: callback({"type": 7, "data": body}),
    lambda body: Request("POST", f"/webhooks/{APP_ID}/token-1-6", body, params={"wait": "1"}),
    lambda body: Request("PATCH", f"/webhooks/{APP_ID}/token-1-6/messages/@original", body),
]

ACCEPTED = {
    "a message of 2,000 characters": message(content="x" * 2000),
    "five rows of five buttons": message(components=[row(*(button(f"{r}{c}") for c in range(5))) for r in range(5)]),
    "a select of 25 options and a row of buttons": message(components=[row(select(25)), row(button(1))]),
    "labels at their limits": message(
        components=[
            row(select(3, custom_id="c" * 100, label="l" * 100, description="d" * 100)),
            row(button(1, "b" * 80)),
        ]
    ),
    "an integer snowflake (as discord.py sends it)": message(allowed_mentions={"parse": [], "users": [12345678901234]}),
    "a DM channel for an integer user id": Request("POST", "/users/@me/channels", {"recipient_id": 12345678901234}),
    "an ephemeral reply": callback({"type": 4, "data": {"content": "Only you", "flags": 64}}),
    "a deferred reply": callback({"type": 5, "data": {"flags": 64}}),
    "a modal": callback(modal(title="t" * 45, label="l" * 45, min_length=1, max_length=3)),
    "25 autocomplete choices": callback(choices(25, name="n" * 100, value="v" * 100)),
    "a thread": Request("POST", f"/channels/{CHANNEL_ID}/threads", {"name": "Game 1", "type": 11}),
    "a message with a file": Request(
        "POST", f"/channels/{CHANNEL_ID}/messages", {"attachments": [{"id": 0, "filename": "board.png"}]}, files=[9000]
    ),
    "a link button": message(components=[row({"type": 2, "style": 5, "label": "Rules", "url": "https://example.org"})]),
    "a string where Discord reads an integer": message(flags="4096"),
    "a bot login": Request("GET", "/users/@me"),
}


@pytest.mark.parametrize("request_", ACCEPTED.values(), ids=ACCEPTED.keys())
def test_what_discord_accepts_passes(api: DiscordAPI, request_: Request) -> None:
    assert api.check(request_) == []


REFUSED: dict[str, tuple[Request, str]] = {
    "a message of 2,001 characters": (message(content="x" * 2001), "content: is 2,001 characters"),
    "six action rows": (message(components=[row(button(i)) for i in range(6)]), "has 6 action rows"),
    "six buttons in a row": (message(components=[row(*(button(i) for i in range(6)))]), "has 6 items"),
    "a select of 26 options": (message(components=[row(select(26))]), "options: has 26 items"),
    "a select beside a button": (message(components=[row(select(2), button(1))]), "a select fills its row"),
    "a button label of 81 characters": (message(components=[row(button(1, "b" * 81))]), "label: is 81 characters"),
    "an option label of 101": (message(components=[row(select(2, label="l" * 101))]), "label: is 101 characters"),
    "an option value of 101": (message(components=[row(select(1, value="v" * 101))]), "value: is 101 characters"),
    "a description of 101": (message(components=[row(select(2, description="d" * 101))]), "is 101 characters"),
    "a custom id of 101": (message(components=[row(select(2, custom_id="c" * 101))]), "custom_id: is 101"),
    "a custom id twice": (message(components=[row(button(1)), row(button(1))]), "'b:1' twice"),
    "a value twice in a select": (message(components=[row(select(2, value="same"))]), "the same value twice"),
    "more values than options": (
        message(components=[row({**select(2), "max_values": 3})]),
        "max_values 3 exceeds its 2 options",
    ),
    "a select without custom id": (
        message(components=[row({"type": 3, "options": [{"label": "a", "value": "a"}]})]),
        "lacks the required field 'custom_id'",
    ),
    "a button without a label": (
        message(components=[row({"type": 2, "style": 1, "custom_id": "x"})]),
        "needs a label or an emoji",
    ),
    "a link button with a custom id": (
        message(components=[row({**button(1), "style": 5, "url": "https://example.org"})]),
        "a link button needs a url and no custom_id",
    ),
    "a wrong type": (message(content=42), "content: 42 is not string or null"),
    "a wrong type deep down": (message(components=[row(button(1, label=7))]), "label: 7 is not string or null"),
    "an unknown component type": (message(components=[row({"type": 99, "custom_id": "x"})]), "type 99 is not one of"),
    "an unknown button style": (message(components=[row(button(1, style=9))]), "style: 9"),
    "an empty message": (Request("POST", f"/channels/{CHANNEL_ID}/messages", {"content": ""}), "an empty message"),
    "an ephemeral channel message": (message(flags=64), "sets flags Discord does not allow here"),
    "mentions parsed and listed": (
        message(allowed_mentions={"parse": ["users"], "users": [1]}),
        "lists users while parse has 'users'",
    ),
    "a snowflake that is no number": (message(allowed_mentions={"users": ["nobody"]}), "does not match"),
    "embeds of 6,001 characters": (
        message(embeds=[{"description": "d" * 4000}, {"description": "d" * 2001}]),
        "hold 6,001 characters in all",
    ),
    "a reply of 2,001 characters": (callback({"type": 4, "data": {"content": "x" * 2001}}), "is 2,001 characters"),
    "an unknown callback type": (callback({"type": 3}), "type 3 is not one of"),
    "a modal title of 46": (callback(modal(title="t" * 46)), "title: is 46 characters"),
    "a modal label of 46": (callback(modal(label="l" * 46)), "label: is 46 characters"),
    "a modal of 6 rows": (
        callback({"type": 9, "data": {**modal()["data"], "components": modal()["data"]["components"] * 6}}),
        "a modal holds at most 5",
    ),
    "a prefilled value too long": (callback(modal(value="12345", max_length=3)), "outside its bounds 0–3"),
    "26 autocomplete choices": (callback(choices(26)), "choices: has 26 items"),
    "an autocomplete name of 101": (callback(choices(1, name="n" * 101)), "name: is 101 characters"),
    "an autocomplete value of 101": (callback(choices(1, value="v" * 101)), "value: is 101 characters"),
    "an unknown route": (Request("POST", "/channels/1/mesages", {"content": "x"}), "Discord has no such route"),
    "a method the route lacks": (Request("PUT", f"/channels/{CHANNEL_ID}/messages", {}), "does not accept PUT"),
    "a channel id that is no snowflake": (Request("POST", "/channels/general/messages", {"content": "x"}), "match"),
    "an unknown query parameter": (
        Request("POST", f"/webhooks/{APP_ID}/t", {"content": "x"}, params={"ephemeral": "1"}),
        "?ephemeral: is not a query parameter",
    ),
    "eleven files": (
        Request("POST", f"/channels/{CHANNEL_ID}/messages", {"content": "x"}, files=[1] * 11),
        "uploads 11 files",
    ),
    "an upload over 10 MiB": (
        Request("POST", f"/channels/{CHANNEL_ID}/messages", {"content": "x"}, files=[11 * 1024 * 1024]),
        "more than the 10,485,760",
    ),
    "an attachment without its file": (
        Request("POST", f"/channels/{CHANNEL_ID}/messages", {"attachments": [{"id": 1, "filename": "a"}]}, files=[5]),
        "1 names no uploaded file",
    ),
    "a thread name of 101": (
        Request("POST", f"/channels/{CHANNEL_ID}/threads", {"name": "n" * 101, "type": 11}),
        "name: is 101 characters",
    ),
    "an upper-case command": (
        Request("PUT", f"/applications/{APP_ID}/commands", [{"name": "Game", "description": "Games", "type": 1}]),
        "is not a lower-case name",
    ),
    "an optional option before a required one": (
        Request(
            "PUT",
            f"/applications/{APP_ID}/commands",
            [
                {
                    "name": "play",
                    "description": "Play",
                    "options": [
                        {"type": 3, "name": "note", "description": "A note"},
                        {"type": 3, "name": "action", "description": "What", "required": True},
                    ],
                }
            ],
        ),
        "an optional option before a required one",
    ),
}


@pytest.mark.parametrize("case", REFUSED.values(), ids=REFUSED.keys())
def test_what_discord_refuses_fails_with_the_reason(api: DiscordAPI, case: tuple[Request, str]) -> None:
    request, reason = case
    problems = api.check(request)
    assert problems, "the check let through a request Discord refuses"
    assert any(reason in p for p in problems), problems


@pytest.mark.parametrize("route", range(len(MESSAGE_ROUTES)))
def test_every_way_of_sending_a_message_is_held_to_the_same_limits(api: DiscordAPI, route: int) -> None:
    make = MESSAGE_ROUTES[route]
    assert api.check(make({"content": "x" * 2000, "components": [row(button(1))]})) == []
    assert any("2,001 characters" in p for p in api.check(make({"content": "x" * 2001})))
    assert any("6 action rows" in p for p in api.check(make({"components": [row(button(i)) for i in range(6)]})))
    assert any("26 items" in p for p in api.check(make({"components": [row(select(26))]})))


def test_a_refusal_is_a_sentence_naming_the_route_the_field_and_the_limit(api: DiscordAPI) -> None:
    (problem,) = api.check(message(components=[row(button(1)), row(select(26))]))
    assert problem == (
        "POST /channels/{channel_id}/messages: body.components[1].components[0].options: "
        "has 26 items, Discord allows at most 25"
    )


def test_the_vendored_extract_is_what_the_script_makes_from_discords_description() -> None:
    """The extract names its source; when the project's copy is at hand, remaking it gives the same file."""
    from tests.discord_api import extract

    vendored = extract.TARGET.read_text(encoding="utf-8")
    assert '"x-extracted-from": "discord-openapi-v10.json sha256:' in vendored
    assert (extract.HERE / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    source = Path(__file__).resolve().parents[3] / "shared" / "discord-openapi-v10.json"
    if not source.is_file():
        pytest.skip(f"Discord's whole description is not at {source}")
    import json

    remade = extract.extract(json.loads(source.read_bytes()))
    assert remade == {**json.loads(vendored), "info": remade["info"]}


# --- through the fake: the bot's own requests ------------------------------------------------------


@pytest.fixture
async def h(db_url: str) -> AsyncIterator[Harness]:
    harness = await Harness.start(db_url)
    yield harness
    harness.fake.refused.clear()  # the refusals below are the point of these tests
    await harness.stop()


async def test_the_fake_answers_a_refused_request_as_discord_does_and_fails_the_test(db_url: str) -> None:
    h = await Harness.start(db_url)
    channel = h.bot.get_partial_messageable(CHANNEL_ID)
    await channel.send("x" * 2000)
    sent = len(h.fake.calls)
    with pytest.raises(discord.HTTPException) as refused:
        await channel.send("x" * 2001)
    assert refused.value.status == 400 and refused.value.code == 50035
    assert len(h.fake.calls) == sent, "a refused request is not recorded as sent"
    assert h.fake.refused == [
        "POST /channels/{channel_id}/messages: body.content: is 2,001 characters, Discord allows at most 2,000"
    ]
    with pytest.raises(AssertionError, match=r"Discord would have refused:\n.*2,001 characters"):
        await h.stop()


async def test_multipart_payload_json_and_interaction_webhooks_are_checked(h: Harness) -> None:
    webhook = discord.Webhook.partial(APP_ID, "token-1-6", client=h.bot)
    picture = discord.File(io.BytesIO(b"\x89PNG" + bytes(100)), filename="board.png")
    await webhook.send("A board", file=picture)
    assert h.fake.calls[-1].files == ["board.png"]
    many = [discord.File(io.BytesIO(b"x"), filename=f"{i}.png") for i in range(10)]
    with pytest.raises(discord.HTTPException):
        await webhook.send("x" * 2001, files=many)
    assert "body.content: is 2,001 characters" in h.fake.refused[-1]


async def test_an_interaction_is_acknowledged_once(h: Harness) -> None:
    fake: FakeDiscord = h.fake
    path = "/interactions/600000000000000009/token-1-9/callback"
    fake.record("POST", path, {"type": 5}, [])
    with pytest.raises(discord.HTTPException):
        fake.record("POST", path, {"type": 4, "data": {"content": "x"}}, [])
    assert fake.refused == [
        "POST /interactions/600000000000000009/token-1-9/callback: the interaction has already been acknowledged"
    ]


async def test_the_command_tree_as_sync_publishes_it_is_one_discord_accepts(h: Harness) -> None:
    """``@Marszałek sync`` and ``sync global`` send the whole command tree: names, descriptions, options,
    choices and localisations, checked like every other request."""
    started = len(h.fake.calls)  # (the bot published its commands globally as it started)
    await h.bot.tree.sync()
    h.bot.tree.copy_global_to(guild=discord.Object(800000000000000001))
    await h.bot.tree.sync(guild=discord.Object(800000000000000001))
    puts = [c for c in h.fake.calls[started:] if c.method == "PUT"]
    assert [c.path for c in puts] == [
        f"/applications/{APP_ID}/commands",
        f"/applications/{APP_ID}/guilds/800000000000000001/commands",
    ]
    assert {c["name"] for c in puts[0].payload} >= {"game", "play", "hand", "rules"}  # type: ignore[union-attr]
    assert h.fake.refused == []
