"""Would Discord accept this request? The Discord fake's check of every call against Discord's own API description.

Two layers, both run on every request the fake records (:class:`bot.bench.fake_discord.FakeDiscord`):

1. **The published OpenAPI description** (discord/discord-api-spec, MIT; the reduced copy the tests vendor is
   ``tests/discord_api/openapi.json``, made by ``tests/discord_api/extract.py``): the method and path must be a
   route Discord has, path parameters and query names must be the route's, and the JSON body (or a multipart
   request's ``payload_json``) must match the route's request schema: types, required fields, ``enum``/``const``,
   lengths, item counts, ranges, patterns and the formats that matter (int32/int64 ranges, snowflakes, URIs,
   timestamps). The spec's ``oneOf``/``anyOf`` are unions where the value must match one alternative (the
   spec's README: "they all mean that only one type from the list can be used"). discord.py sends snowflakes as
   integers, which Discord accepts, so an integer is a valid snowflake; and Discord "accepts strings for int fields
   if they are parseable as ints" (same README), so such a string is a valid integer.
2. **Limits from Discord's documentation that the description leaves out** (:func:`discord_limits`): message
   content ≤ 2,000 characters (the spec says 4,000, a Nitro user's limit), no empty message, at most 5 action rows
   (the spec allows 40 top-level components, the layout-v2 limit) each holding up to 5 buttons or one select,
   custom ids unique in a message, a button's url/custom id by its style, select values unique and
   ``min_values ≤ max_values ≤ options``, embeds ≤ 6,000 characters in all, modals of 1–5 rows of one text input
   each, autocomplete string values ≤ 100 characters, command names and option order, ``allowed_mentions``
   whose ``parse`` and lists don't overlap, flags a message may carry, and uploads (≤ 10 files, ≤ 10 MiB in all,
   every ``attachments`` id naming an uploaded file).

What it cannot see: rate limits, permissions, whether a channel or user exists or a DM is open, a token's age
(an interaction must be answered within 3 s and followed up within 15 min), an edit that would leave a message
empty (edits are not merged with the message), file contents and types, emoji that do not exist, localised
command names' own rules, and Discord's undocumented checks. The fake itself adds the state it knows (an
interaction acknowledged twice, a message edited that was never sent).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

SPEC = Path(__file__).resolve().parents[2] / "tests" / "discord_api" / "openapi.json"
"""The vendored extract of Discord's OpenAPI description (see ``tests/discord_api/README.md``)."""

CONTENT_MAX = 2000
"""A bot's message content (Discord docs, Create Message: "up to 2000 characters")."""
ROWS_MAX = 5
ROW_BUTTONS_MAX = 5
EMBEDS_TOTAL_MAX = 6000
MODAL_ROWS_MAX = 5
CHOICE_VALUE_MAX = 100
COMMAND_TOTAL_MAX = 8000
FILES_MAX = 10
UPLOAD_MAX = 10 * 1024 * 1024
"""The attachment size limit of a server without boosts (what the fake's interactions report, too)."""

IS_COMPONENTS_V2 = 1 << 15
EPHEMERAL = 1 << 6
MESSAGE_FLAGS = 1 << 2 | 1 << 12 | 1 << 13 | IS_COMPONENTS_V2
"""Flags a bot may set on a channel message: SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE,
IS_COMPONENTS_V2 (Discord docs, Create Message ``flags``)."""
RESPONSE_FLAGS = MESSAGE_FLAGS | EPHEMERAL
SELECTS = {3, 5, 6, 7, 8}
INT_RANGES = {"int32": (-(2**31), 2**31 - 1), "int64": (-(2**63), 2**63 - 1)}
SNOWFLAKE_MAX = 2**64 - 1
INT_TEXT = re.compile(r"-?[0-9]+")
COMMAND_NAME = re.compile(r"[-_'\w]{1,32}")


@dataclass(frozen=True)
class Request:
    """One HTTP request as the bot sent it: ``body`` is the JSON (or a multipart request's ``payload_json``),
    ``files`` the uploaded files' sizes in bytes."""

    method: str
    path: str
    body: Any = None
    files: Sequence[int] = ()
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Route:
    template: str
    segments: tuple[str, ...]
    operations: dict[str, Any]
    parameters: list[dict[str, Any]]

    @property
    def literals(self) -> int:
        return sum(not s.startswith("{") for s in self.segments)


class Problems:
    """Problems found so far, each ``where: what``."""

    def __init__(self) -> None:
        self.items: list[tuple[str, str]] = []

    def add(self, where: str, what: str) -> None:
        self.items.append((where, what))

    def __bool__(self) -> bool:
        return bool(self.items)

    def depth(self) -> int:
        """How far into the value the deepest problem lies (to name the union alternative that came closest)."""
        return max((w.count(".") + w.count("[") for w, _ in self.items), default=0)


class DiscordAPI:
    """Discord's routes and request schemas, and the check of a request against them."""

    def __init__(self, spec: Mapping[str, Any]) -> None:
        self.schemas: dict[str, Any] = dict(spec["components"]["schemas"])
        routes = [
            Route(
                template,
                tuple(template.strip("/").split("/")),
                {m: op for m, op in ops.items() if m != "parameters"},
                list(ops.get("parameters", [])),
            )
            for template, ops in spec["paths"].items()
        ]
        self.tree: dict[str, Any] = {}
        """The routes by path segment (``{}`` for a parameter); a route ends at the key ``""``."""
        for route in routes:
            node = self.tree
            for segment in route.segments:
                node = node.setdefault("{}" if segment.startswith("{") else segment, {})
            node[""] = route
        self.unions: dict[int, tuple[list[Mapping[str, Any]], frozenset[Any] | None]] = {}

    @classmethod
    def load(cls, path: Path = SPEC) -> DiscordAPI:
        with path.open(encoding="utf-8") as f:
            return cls(json.load(f))

    # --- the route ------------------------------------------------------------------------------

    def route(self, path: str) -> tuple[Route, dict[str, str]] | None:
        """The route matching ``path``, a literal segment before a parameter (``/users/@me`` before
        ``/users/{user_id}``), and its parameters."""
        parts = path.split("?", 1)[0].strip("/").split("/")

        def walk(node: dict[str, Any], i: int) -> Route | None:
            if i == len(parts):
                found: Route | None = node.get("")
                return found
            for key in (parts[i], "{}"):
                if key in node and (route := walk(node[key], i + 1)) is not None:
                    return route
            return None

        route = walk(self.tree, 0)
        if route is None:
            return None
        values = {s[1:-1]: p for s, p in zip(route.segments, parts, strict=True) if s.startswith("{")}
        return route, values

    def check(self, request: Request) -> list[str]:
        """What Discord would refuse in ``request``: one sentence per problem, none if it would accept it."""
        problems = Problems()
        found = self.route(request.path)
        method = request.method.lower()
        if found is None:
            return [f"{request.method} {request.path}: Discord has no such route"]
        route, values = found
        name = f"{request.method} {route.template}"
        operation = route.operations.get(method)
        if operation is None:
            allowed = ", ".join(sorted(m.upper() for m in route.operations))
            return [f"{name}: Discord does not accept {request.method} here (only {allowed})"]
        for parameter in route.parameters + operation.get("parameters", []):
            if parameter.get("in") == "path" and parameter["name"] in values:
                self.validate(parameter["schema"], values[parameter["name"]], parameter["name"], problems)
        query = {p["name"] for p in operation.get("parameters", []) if p.get("in") == "query"}
        for key in request.params:
            if key not in query:
                problems.add(f"?{key}", f"is not a query parameter of this route (it takes {sorted(query) or 'none'})")
        body = operation.get("requestBody")
        if body is None:
            if request.body not in (None, {}, b"", ""):
                problems.add("body", "this route takes no body")
        elif "schema" in body:
            self.validate(body["schema"], request.body, "body", problems)
        else:
            problems.add("body", f"the vendored extract has no request schema for {name}: add the route to ROUTES in "
                         "tests/discord_api/extract.py and regenerate")  # fmt: skip
        if not problems:
            discord_limits(route.template, method, request, problems)
        return [f"{name}: {where}: {what}" for where, what in problems.items]

    # --- JSON schema (the subset Discord's description uses) ------------------------------------

    def resolve(self, schema: Mapping[str, Any]) -> Mapping[str, Any]:
        while "$ref" in schema:
            schema = self.schemas[schema["$ref"].rsplit("/", 1)[-1]]
        return schema

    def validate(self, schema: Mapping[str, Any], value: Any, where: str, problems: Problems) -> None:
        schema = self.resolve(schema)
        kinds = schema.get("type")
        if kinds is not None:
            allowed = [kinds] if isinstance(kinds, str) else list(kinds)
            if not any(_is(kind, value, schema) for kind in allowed):
                problems.add(where, f"{_shown(value)} is not {' or '.join(allowed)}")
                return
        if "const" in schema and not _among(value, [schema["const"]]):
            problems.add(where, f"{_shown(value)} is not {schema['const']!r}")
            return
        if "enum" in schema and not _among(value, schema["enum"]):
            problems.add(where, f"{_shown(value)} is not one of {schema['enum']}")
            return
        for part in schema.get("allOf", ()):
            self.validate(part, value, where, problems)
        union = schema.get("oneOf") or schema.get("anyOf")
        if union:
            self._union(union, value, where, problems)
        if value is None:
            return
        if isinstance(value, str) and _only_integer(schema):
            self._number(schema, int(value), where, problems)  # an int-parseable string, which Discord reads
        elif isinstance(value, str):
            self._string(schema, value, where, problems)
        elif isinstance(value, int | float) and not isinstance(value, bool):
            self._number(schema, value, where, problems)
        elif isinstance(value, list):
            self._array(schema, value, where, problems)
        elif isinstance(value, dict):
            self._object(schema, value, where, problems)

    def _union(self, options: Sequence[Mapping[str, Any]], value: Any, where: str, problems: Problems) -> None:
        """A union matches when one alternative does; else the alternative that got furthest tells why."""
        resolved, constants = self._prepared(options)
        if constants is not None and not isinstance(value, bool) and _hashable(value) and value in constants:
            return
        candidates = [o for o in resolved if _could_be(o, value)]
        if not candidates:
            if constants is not None:
                problems.add(where, f"{_shown(value)} is not one of {', '.join(map(str, sorted(constants, key=str)))}")
            elif isinstance(value, dict) and "type" in value:
                kinds = sorted({str(k) for o in resolved for k in _discriminants(o)})
                problems.add(where, f"type {value['type']!r} is not one of {', '.join(kinds)}")
            else:
                problems.add(where, f"{_shown(value)} matches none of the {len(options)} allowed forms")
            return
        tried: list[Problems] = []
        for option in candidates:
            found = Problems()
            self.validate(option, value, where, found)
            if not found:
                return
            tried.append(found)
        closest = max(tried, key=lambda p: (p.depth(), -len(p.items)))
        problems.items.extend(closest.items)

    def _prepared(self, options: Sequence[Mapping[str, Any]]) -> tuple[list[Mapping[str, Any]], frozenset[Any] | None]:
        """A union's alternatives resolved, and its constants when every alternative is one (an enumeration)."""
        key = id(options)
        if key not in self.unions:
            resolved = [self.resolve(o) for o in options]
            constants = frozenset(o["const"] for o in resolved) if all("const" in o for o in resolved) else None
            self.unions[key] = (resolved, constants)
        return self.unions[key]

    def _string(self, schema: Mapping[str, Any], value: str, where: str, problems: Problems) -> None:
        if "maxLength" in schema and len(value) > schema["maxLength"]:
            problems.add(where, f"is {len(value):,} characters, Discord allows at most {schema['maxLength']:,}")
        if "minLength" in schema and len(value) < schema["minLength"]:
            problems.add(where, f"is {len(value)} characters, Discord wants at least {schema['minLength']}")
        if "pattern" in schema and not re.search(schema["pattern"], value):
            problems.add(where, f"{_shown(value)} does not match {schema['pattern']}")
        fmt = schema.get("format")
        if fmt == "uri":
            parts = urlsplit(value)
            if not parts.scheme or not (parts.netloc or parts.path):
                problems.add(where, f"{_shown(value)} is not a URL")
        elif fmt == "date-time":
            try:
                datetime.fromisoformat(value.replace("Z", "+00:00"))
            except ValueError:
                problems.add(where, f"{_shown(value)} is not an ISO 8601 timestamp")

    def _number(self, schema: Mapping[str, Any], value: float, where: str, problems: Problems) -> None:
        low, high = INT_RANGES.get(schema.get("format", ""), (None, None))
        if "minimum" in schema:
            low = schema["minimum"] if low is None else max(low, schema["minimum"])
        if "maximum" in schema:
            high = schema["maximum"] if high is None else min(high, schema["maximum"])
        if low is not None and value < low:
            problems.add(where, f"{value} is below the minimum {low}")
        if high is not None and value > high:
            problems.add(where, f"{value} is above the maximum {high}")

    def _array(self, schema: Mapping[str, Any], value: list[Any], where: str, problems: Problems) -> None:
        if "maxItems" in schema and len(value) > schema["maxItems"]:
            problems.add(where, f"has {len(value)} items, Discord allows at most {schema['maxItems']}")
        if "minItems" in schema and len(value) < schema["minItems"]:
            problems.add(where, f"has {len(value)} items, Discord wants at least {schema['minItems']}")
        if schema.get("uniqueItems"):
            seen = [json.dumps(v, sort_keys=True) for v in value]
            if len(set(seen)) != len(seen):
                problems.add(where, "has the same item twice")
        items = schema.get("items")
        if items is not None:
            for i, item in enumerate(value):
                self.validate(items, item, f"{where}[{i}]", problems)

    def _object(self, schema: Mapping[str, Any], value: dict[str, Any], where: str, problems: Problems) -> None:
        for key in schema.get("required", ()):
            if key not in value:
                problems.add(where, f"lacks the required field {key!r}")
        properties = schema.get("properties", {})
        extra = schema.get("additionalProperties")
        for key, item in value.items():
            if key in properties:
                self.validate(properties[key], item, f"{where}.{key}", problems)
            elif extra is False:
                problems.add(f"{where}.{key}", "is not a field Discord knows here")
            elif isinstance(extra, dict):
                self.validate(extra, item, f"{where}.{key}", problems)
        if "maxProperties" in schema and len(value) > schema["maxProperties"]:
            problems.add(where, f"has {len(value)} fields, Discord allows at most {schema['maxProperties']}")
        if "minProperties" in schema and len(value) < schema["minProperties"]:
            problems.add(where, f"has {len(value)} fields, Discord wants at least {schema['minProperties']}")


def _is(kind: str, value: Any, schema: Mapping[str, Any]) -> bool:
    """Whether ``value`` is of JSON type ``kind`` as Discord reads it (integer snowflakes, int-parseable strings)."""
    if kind == "null":
        return value is None
    if kind == "boolean":
        return isinstance(value, bool)
    if kind == "integer":
        if isinstance(value, str):
            return bool(INT_TEXT.fullmatch(value))
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "number":
        return isinstance(value, int | float) and not isinstance(value, bool)
    if kind == "string":
        if schema.get("format") == "snowflake" and isinstance(value, int) and not isinstance(value, bool):
            return 0 <= value <= SNOWFLAKE_MAX
        return isinstance(value, str)
    if kind == "array":
        return isinstance(value, list)
    if kind == "object":
        return isinstance(value, dict)
    return False


def _hashable(value: Any) -> bool:
    return isinstance(value, int | str | float)


def _only_integer(schema: Mapping[str, Any]) -> bool:
    kinds = schema.get("type")
    return kinds == "integer" or (isinstance(kinds, list) and "integer" in kinds and "string" not in kinds)


def _among(value: Any, options: Sequence[Any]) -> bool:
    """Whether ``value`` is one of ``options`` (a bool is no number; an int-parseable string is its int)."""
    if isinstance(value, str) and INT_TEXT.fullmatch(value) and value not in options:
        value = int(value)
    return any(value == o and isinstance(value, bool) == isinstance(o, bool) for o in options)


def _discriminants(schema: Mapping[str, Any]) -> list[Any]:
    """The values of ``type`` an object schema accepts (its ``const``/``enum``), empty when any."""
    kind = schema.get("properties", {}).get("type")
    if not isinstance(kind, dict):
        return []
    if "const" in kind:
        return [kind["const"]]
    return list(kind.get("enum", []))


def _could_be(schema: Mapping[str, Any], value: Any) -> bool:
    """Whether ``value`` could match this union alternative, judged by its JSON type, ``const``/``enum`` and an
    object's ``type`` field alone (cheap, so that only likely alternatives are validated in full)."""
    kinds = schema.get("type")
    if kinds is not None and not any(_is(k, value, schema) for k in ([kinds] if isinstance(kinds, str) else kinds)):
        return False
    if "const" in schema and not _among(value, [schema["const"]]):
        return False
    if "enum" in schema and not _among(value, schema["enum"]):
        return False
    if not isinstance(value, dict) or "type" not in value:
        return True
    options = _discriminants(schema)
    return not options or _among(value["type"], options)


def _shown(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= 60 else f"{text[:57]}…"


# --- Discord's documented limits that the description leaves out -----------------------------------


def discord_limits(template: str, method: str, request: Request, problems: Problems) -> None:
    """Check what Discord's documentation says of messages, components, modals, autocomplete and commands."""
    body = request.body if isinstance(request.body, dict) else {}
    _uploads(request, body, problems)
    if template == "/channels/{channel_id}/messages" and method == "post":
        _message(body, "body", problems, request, new=True, flags=MESSAGE_FLAGS)
    elif template == "/channels/{channel_id}/messages/{message_id}" and method == "patch":
        _message(body, "body", problems, request, new=False, flags=MESSAGE_FLAGS)
    elif template == "/webhooks/{webhook_id}/{webhook_token}" and method == "post":
        _message(body, "body", problems, request, new=True, flags=RESPONSE_FLAGS)
    elif template.startswith("/webhooks/{webhook_id}/{webhook_token}/messages/") and method == "patch":
        _message(body, "body", problems, request, new=False, flags=RESPONSE_FLAGS)
    elif template == "/interactions/{interaction_id}/{interaction_token}/callback":
        _callback(body, problems, request)
    elif template.endswith("/commands") and method == "put" and isinstance(request.body, list):
        for i, command in enumerate(request.body):
            _command(command, f"body[{i}]", problems)
    elif template.endswith("/commands") and method == "post":
        _command(body, "body", problems)


def _callback(body: dict[str, Any], problems: Problems, request: Request) -> None:
    kind = body.get("type")
    data = body.get("data") or {}
    if kind == 4:
        _message(data, "body.data", problems, request, new=True, flags=RESPONSE_FLAGS)
    elif kind == 7:
        _message(data, "body.data", problems, request, new=False, flags=RESPONSE_FLAGS)
    elif kind == 8:
        for i, choice in enumerate(data.get("choices") or []):
            value = (choice or {}).get("value")
            if isinstance(value, str) and len(value) > CHOICE_VALUE_MAX:
                problems.add(
                    f"body.data.choices[{i}].value",
                    f"is {len(value)} characters, Discord allows a string choice at most {CHOICE_VALUE_MAX}",
                )
    elif kind == 9:
        _modal(data, problems)


def _message(body: dict[str, Any], where: str, problems: Problems, request: Request, *, new: bool, flags: int) -> None:
    content = body.get("content")
    if isinstance(content, str) and len(content) > CONTENT_MAX:
        problems.add(f"{where}.content", f"is {len(content):,} characters, Discord allows at most {CONTENT_MAX:,}")
    flag_bits = _int(body.get("flags"))
    if flag_bits & ~flags:
        problems.add(f"{where}.flags", f"{flag_bits} sets flags Discord does not allow here ({flag_bits & ~flags})")
    if new and not (
        content
        or body.get("embeds")
        or body.get("components")
        or body.get("sticker_ids")
        or body.get("poll")
        or request.files
        or body.get("attachments")
    ):
        problems.add(where, "is an empty message (no content, embed, component, sticker, poll or file)")
    components = body.get("components") or []
    if flag_bits & IS_COMPONENTS_V2:
        if content or body.get("embeds"):
            problems.add(where, "a layout (IS_COMPONENTS_V2) message cannot carry content or embeds")
        total = _count_components(components)
        if total > 40:
            problems.add(f"{where}.components", f"has {total} components in all, Discord allows at most 40")
    else:
        _rows(components, f"{where}.components", problems)
    _custom_ids(components, f"{where}.components", problems)
    _embeds(body.get("embeds") or [], f"{where}.embeds", problems)
    _mentions(body.get("allowed_mentions"), f"{where}.allowed_mentions", problems)


def _rows(rows: list[Any], where: str, problems: Problems) -> None:
    """Classic components: up to 5 action rows, each of up to 5 buttons or a single select."""
    if len(rows) > ROWS_MAX:
        problems.add(where, f"has {len(rows)} action rows, Discord allows at most {ROWS_MAX}")
    for r, row in enumerate(rows):
        if not isinstance(row, dict) or row.get("type") != 1:
            problems.add(f"{where}[{r}]", "is not an action row (a message without IS_COMPONENTS_V2 holds only rows)")
            continue
        items = row.get("components") or []
        kinds = [c.get("type") for c in items if isinstance(c, dict)]
        if any(k in SELECTS for k in kinds) and len(items) > 1:
            problems.add(f"{where}[{r}]", "holds a select menu beside other components (a select fills its row)")
        if kinds.count(2) > ROW_BUTTONS_MAX:
            problems.add(f"{where}[{r}]", f"has {kinds.count(2)} buttons, Discord allows at most {ROW_BUTTONS_MAX}")
        for c, item in enumerate(items):
            if isinstance(item, dict):
                _component(item, f"{where}[{r}].components[{c}]", problems)


def _component(item: dict[str, Any], where: str, problems: Problems) -> None:
    kind = item.get("type")
    if kind == 2:
        style = _int(item.get("style"))
        if style == 5:
            if not item.get("url") or item.get("custom_id"):
                problems.add(where, "a link button needs a url and no custom_id")
        elif style == 6:
            if not item.get("sku_id") or item.get("custom_id") or item.get("url") or item.get("label"):
                problems.add(where, "a premium button takes only an sku_id")
        else:
            if not item.get("custom_id") or item.get("url"):
                problems.add(where, "a button needs a custom_id (and no url)")
        if style != 6 and not item.get("label") and not item.get("emoji"):
            problems.add(where, "a button needs a label or an emoji")
    elif kind in SELECTS:
        options = item.get("options") or []
        low = _int(item.get("min_values"), 1)
        high = _int(item.get("max_values"), 1)
        if low > high:
            problems.add(where, f"min_values {low} exceeds max_values {high}")
        if kind == 3:
            if high > len(options):
                problems.add(where, f"max_values {high} exceeds its {len(options)} options")
            values = [o.get("value") for o in options if isinstance(o, dict)]
            if len(set(values)) != len(values):
                problems.add(where, "offers the same value twice")
            defaults = sum(bool(o.get("default")) for o in options if isinstance(o, dict))
            if defaults > high:
                problems.add(where, f"has {defaults} default options, more than max_values {high}")


def _count_components(items: list[Any]) -> int:
    total = 0
    for item in items:
        if isinstance(item, dict):
            total += 1 + _count_components(item.get("components") or [])
            if isinstance(item.get("accessory"), dict):
                total += 1
    return total


def _custom_ids(items: list[Any], where: str, problems: Problems) -> None:
    seen: set[str] = set()

    def walk(nodes: list[Any]) -> None:
        for node in nodes:
            if not isinstance(node, dict):
                continue
            cid = node.get("custom_id")
            if isinstance(cid, str):
                if cid in seen:
                    problems.add(where, f"uses the custom_id {cid!r} twice (it must be unique in a message)")
                seen.add(cid)
            walk(node.get("components") or [])
            for key in ("component", "accessory"):
                if isinstance(node.get(key), dict):
                    walk([node[key]])

    walk(items)


def _embeds(embeds: list[Any], where: str, problems: Problems) -> None:
    total = 0
    for embed in embeds:
        if not isinstance(embed, dict):
            continue
        total += len(embed.get("title") or "") + len(embed.get("description") or "")
        total += len((embed.get("footer") or {}).get("text") or "") + len((embed.get("author") or {}).get("name") or "")
        for f in embed.get("fields") or []:
            total += len((f or {}).get("name") or "") + len((f or {}).get("value") or "")
    if total > EMBEDS_TOTAL_MAX:
        problems.add(where, f"hold {total:,} characters in all, Discord allows at most {EMBEDS_TOTAL_MAX:,}")


def _mentions(mentions: Any, where: str, problems: Problems) -> None:
    if not isinstance(mentions, dict):
        return
    parse = mentions.get("parse") or []
    for kind in ("users", "roles"):
        if kind in parse and mentions.get(kind):
            problems.add(where, f"lists {kind} while parse has {kind!r} (Discord refuses both at once)")


def _modal(data: dict[str, Any], problems: Problems) -> None:
    """A modal: 1 to 5 rows (or labels), a row holding a single text input; values within their bounds."""
    rows = data.get("components") or []
    if len(rows) > MODAL_ROWS_MAX:
        problems.add("body.data.components", f"has {len(rows)} components, a modal holds at most {MODAL_ROWS_MAX}")
    inputs: list[tuple[str, dict[str, Any]]] = []
    for r, row in enumerate(rows):
        where = f"body.data.components[{r}]"
        if not isinstance(row, dict):
            continue
        if row.get("type") == 1:
            items = row.get("components") or []
            if len(items) != 1:
                problems.add(where, f"holds {len(items)} text inputs, a modal row holds exactly one")
            inputs += [(f"{where}.components[{i}]", c) for i, c in enumerate(items) if isinstance(c, dict)]
        elif row.get("type") == 18 and isinstance(row.get("component"), dict):
            inputs.append((f"{where}.component", row["component"]))
            if row["component"].get("label"):
                problems.add(f"{where}.component", "a text input inside a label takes no label of its own")
    for where, item in inputs:
        if item.get("type") != 4:
            continue
        low = _int(item.get("min_length"), 0)
        high = _int(item.get("max_length"), 4000)
        if low > high:
            problems.add(where, f"min_length {low} exceeds max_length {high}")
        value = item.get("value")
        if isinstance(value, str) and value and not low <= len(value) <= high:
            problems.add(f"{where}.value", f"is {len(value)} characters, outside its bounds {low}–{high}")
    _custom_ids(rows, "body.data.components", problems)


def _command(command: Any, where: str, problems: Problems) -> None:
    """An application command: lower-case names of 1–32 word characters, required options first, choices'
    string values ≤ 100 characters, at most 8,000 characters of names, descriptions and values in all."""
    if not isinstance(command, dict):
        return
    total = 0

    def walk(node: dict[str, Any], at: str, chat: bool) -> None:
        nonlocal total
        name = node.get("name")
        if isinstance(name, str):
            total += len(name)
            if chat and (not COMMAND_NAME.fullmatch(name) or name != name.lower()):
                problems.add(f"{at}.name", f"{name!r} is not a lower-case name of 1–32 letters, digits, - or _")
        total += len(node.get("description") or "")
        options = [o for o in node.get("options") or [] if isinstance(o, dict)]
        required = [bool(o.get("required")) for o in options]
        if required != sorted(required, reverse=True):
            problems.add(f"{at}.options", "lists an optional option before a required one")
        for i, option in enumerate(options):
            walk(option, f"{at}.options[{i}]", chat)
        for i, choice in enumerate(node.get("choices") or []):
            if not isinstance(choice, dict):
                continue
            total += len(str(choice.get("name") or ""))
            value = choice.get("value")
            if isinstance(value, str):
                total += len(value)
                if len(value) > CHOICE_VALUE_MAX:
                    problems.add(f"{at}.choices[{i}].value", f"is {len(value)} characters, at most {CHOICE_VALUE_MAX}")

    walk(command, where, _int(command.get("type"), 1) == 1)
    if total > COMMAND_TOTAL_MAX:
        limit = COMMAND_TOTAL_MAX
        problems.add(where, f"has {total:,} characters of names, descriptions and values (at most {limit:,})")


def _uploads(request: Request, body: dict[str, Any], problems: Problems) -> None:
    if len(request.files) > FILES_MAX:
        problems.add("files", f"uploads {len(request.files)} files, Discord allows at most {FILES_MAX}")
    if sum(request.files) > UPLOAD_MAX:
        problems.add("files", f"upload {sum(request.files):,} bytes, more than the {UPLOAD_MAX:,} a server allows")
    attachments = body.get("attachments")
    if request.method == "POST" and "/callback" in request.path:
        attachments = (body.get("data") or {}).get("attachments")
    for i, attachment in enumerate(attachments or []):
        ident = _int((attachment or {}).get("id"), -1)
        if 0 <= ident < 2**22 and ident >= len(request.files):
            problems.add(f"attachments[{i}].id", f"{ident} names no uploaded file ({len(request.files)} uploaded)")


def _int(value: Any, default: int = 0) -> int:
    if isinstance(value, bool):
        return default
    if isinstance(value, int):
        return value
    if isinstance(value, str) and INT_TEXT.fullmatch(value):
        return int(value)
    return default


@cache
def shared() -> DiscordAPI:
    """The vendored description, read once per process."""
    if not SPEC.exists():
        raise FileNotFoundError(
            f"The Discord fake checks requests against {SPEC}, which is missing: run it from a checkout of the "
            "repository, or create the fake with FakeDiscord(strict=False)."
        )
    return DiscordAPI.load()
