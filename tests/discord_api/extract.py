"""Make ``tests/discord_api/openapi.json``: the part of Discord's OpenAPI description the bot's requests touch.

Every route Discord has is kept (method, path and query parameters), so the Discord fake can tell a route that
does not exist from one the bot does not use; request bodies are kept only for ``ROUTES``, with every schema they
reach. Descriptions and responses are dropped.

    python tests/discord_api/extract.py [path/to/discord-openapi-v10.json]

The source is the copy the project was given (``../shared/discord-openapi-v10.json``, Discord's
discord/discord-api-spec, MIT); when the bot starts sending a body on a new route, add the route here and rerun.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SOURCE = HERE.parents[2] / "shared" / "discord-openapi-v10.json"
TARGET = HERE / "openapi.json"

ROUTES = {
    ("post", "/users/@me/channels"),
    ("post", "/channels/{channel_id}/messages"),
    ("patch", "/channels/{channel_id}/messages/{message_id}"),
    ("post", "/channels/{channel_id}/threads"),
    ("post", "/channels/{channel_id}/messages/{message_id}/threads"),
    ("patch", "/channels/{channel_id}"),
    ("post", "/interactions/{interaction_id}/{interaction_token}/callback"),
    ("post", "/webhooks/{webhook_id}/{webhook_token}"),
    ("patch", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
    ("patch", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
    ("put", "/applications/{application_id}/commands"),
    ("put", "/applications/{application_id}/guilds/{guild_id}/commands"),
}
"""The routes on which the bot sends a body (method, path template)."""

DROP = {"description", "externalDocs"}


def lean(node: Any) -> Any:
    """``node`` without descriptions (the keyword, not a property that happens to be called so)."""
    if isinstance(node, dict):
        out = {k: lean(v) for k, v in node.items() if k not in DROP}
        if isinstance(node.get("properties"), dict):
            out["properties"] = {k: lean(v) for k, v in node["properties"].items()}
        return out
    if isinstance(node, list):
        return [lean(v) for v in node]
    return node


def refs(node: Any, found: set[str]) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref":
                found.add(value.rsplit("/", 1)[-1])
            else:
                refs(value, found)
    elif isinstance(node, list):
        for value in node:
            refs(value, found)


def extract(spec: dict[str, Any]) -> dict[str, Any]:
    paths: dict[str, Any] = {}
    for template, operations in spec["paths"].items():
        out: dict[str, Any] = {}
        for method, operation in operations.items():
            if method == "parameters":
                out[method] = lean(operation)
                continue
            kept: dict[str, Any] = {}
            if operation.get("parameters"):
                kept["parameters"] = lean(operation["parameters"])
            if "requestBody" in operation:
                body = operation["requestBody"]["content"]
                schema = (body.get("application/json") or next(iter(body.values())))["schema"]
                kept["requestBody"] = {"schema": lean(schema)} if (method, template) in ROUTES else {}
            out[method] = kept
        paths[template] = out
    missing = {r for r in ROUTES if r[1] not in spec["paths"] or r[0] not in spec["paths"][r[1]]}
    if missing:
        raise SystemExit(f"Discord's description has no route {sorted(missing)}")
    schemas = spec["components"]["schemas"]
    todo: set[str] = set()
    refs(paths, todo)
    kept_schemas: dict[str, Any] = {}
    while todo:
        name = todo.pop()
        if name in kept_schemas:
            continue
        kept_schemas[name] = lean(schemas[name])
        found: set[str] = set()
        refs(schemas[name], found)
        todo |= found - kept_schemas.keys()
    return {
        "openapi": spec["openapi"],
        "info": spec["info"],
        "paths": paths,
        "components": {"schemas": dict(sorted(kept_schemas.items()))},
    }


def main(source: Path = SOURCE) -> None:
    if not source.is_file():
        raise SystemExit(f"No Discord OpenAPI description at {source}: give its path as the argument.")
    raw = source.read_bytes()
    out = extract(json.loads(raw))
    out["info"] = {**out["info"], "x-extracted-from": f"{source.name} sha256:{hashlib.sha256(raw).hexdigest()}"}
    TARGET.write_text(json.dumps(out, ensure_ascii=False, indent=1) + "\n")
    schemas = len(out["components"]["schemas"])
    print(f"{TARGET}: {len(out['paths'])} routes, {len(ROUTES)} with bodies, {schemas} schemas")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else SOURCE)
