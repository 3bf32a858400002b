"""Plain-data encoding of game states: dataclasses to JSON and back, exactly, plus a fast deep copy.

States are trees of dataclasses, lists, dicts (string or integer keys), tuples, enums, ints,
strings, bools and ``None``. Decoding is driven by the dataclasses' type hints, so a state
round-trips through JSON to an equal object (a test checks this for every game).
"""

from __future__ import annotations

import dataclasses
import enum
import json
import types
import typing
from collections.abc import Callable
from typing import Any, TypeVar, cast

T = TypeVar("T")


def to_plain(obj: Any) -> Any:
    """Encode a state tree as JSON-ready data (dict keys become strings)."""
    encoder = _ENCODERS.get(type(obj))
    if encoder is not None:
        return encoder(obj)
    if obj is None or isinstance(obj, bool | int | str):
        return obj
    if isinstance(obj, enum.Enum):
        return obj.value
    if isinstance(obj, list | tuple):
        return [to_plain(x) for x in obj]
    if isinstance(obj, dict):
        return {str(k.value if isinstance(k, enum.Enum) else k): to_plain(v) for k, v in obj.items()}
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return _compile_encoder(type(obj))(obj)
    raise TypeError(f"cannot encode {type(obj).__name__} in a game state")


_ENCODERS: dict[type, Callable[[Any], Any]] = {}


def _compile_encoder(cls: type) -> Callable[[Any], Any]:
    """Build the encoder of one dataclass, written for it like its copier (:func:`_compile`): a field whose
    type JSON writes as it is (:func:`_json_ready`) is passed on untouched, the others go through
    :func:`to_plain`. The same JSON as walking every value, in a fraction of the time: a checkpoint is written
    at every phase's end."""
    hints = _hints(cls)
    attributes = "obj.__dict__" if "__dict__" in dir(cls) else None  # (none with slots)
    lines = ["def encode(obj):"]
    if attributes is not None:
        lines.append(f"    s = {attributes}")
    lines.append("    return {")
    for name in _field_names(cls):
        value = f"s[{name!r}]" if attributes is not None else f"obj.{name}"
        lines.append(f"        {name!r}: {value if _json_ready(hints[name]) else f'_plain({value})'},")
    lines.append("    }")
    scope: dict[str, Any] = {"_plain": to_plain}
    exec("\n".join(lines), scope)  # the source is built above from the dataclass's own field names
    encoder: Callable[[Any], Any] = scope["encode"]
    _ENCODERS[cls] = encoder
    return encoder


def _json_ready(tp: Any) -> bool:
    """Values of this type are written by :func:`json.dumps` exactly as :func:`to_plain` would give them: ints,
    strings, booleans and ``None``, and lists, tuples and string-keyed dicts of those (integer keys become
    strings first, which changes how the keys sort)."""
    if tp in (int, str, bool, type(None)):
        return True
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is typing.Union or origin is types.UnionType:
        return all(_json_ready(a) for a in args)
    if origin is tuple:
        return all(_json_ready(a) for a in args if a is not Ellipsis)
    if origin is list:
        return _json_ready(args[0])
    if origin is dict:
        return args[0] is str and _json_ready(args[1])
    return False


def from_plain(tp: Any, data: Any) -> Any:
    """Decode JSON-ready data into an instance of the type ``tp``."""
    if tp is Any:
        return data
    origin = typing.get_origin(tp)
    if origin is typing.Union or origin is types.UnionType:
        args = typing.get_args(tp)
        if data is None and type(None) in args:
            return None
        inner = [a for a in args if a is not type(None)]
        if len(inner) == 1:
            return from_plain(inner[0], data)
        for candidate in inner:
            if _matches(candidate, data):
                return from_plain(candidate, data)
        raise TypeError(f"no member of {tp} fits {data!r}")
    if origin is list:
        (item,) = typing.get_args(tp)
        return [from_plain(item, x) for x in data]
    if origin is tuple:
        args = typing.get_args(tp)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_plain(args[0], x) for x in data)
        return tuple(from_plain(a, x) for a, x in zip(args, data, strict=True))
    if origin is dict:
        key_tp, val_tp = typing.get_args(tp)
        return {_decode_key(key_tp, k): from_plain(val_tp, v) for k, v in data.items()}
    if isinstance(tp, type):
        if dataclasses.is_dataclass(tp):
            hints = _hints(tp)
            kwargs = {name: from_plain(hints[name], data[name]) for name in _field_names(tp) if name in data}
            return tp(**kwargs)
        if issubclass(tp, enum.Enum):
            return tp(data)
        if tp is bool:
            if not isinstance(data, bool):
                raise TypeError(f"expected a bool, got {data!r}")
            return data
        if tp in (int, str):
            if not isinstance(data, tp) or isinstance(data, bool):
                raise TypeError(f"expected {tp.__name__}, got {data!r}")
            return data
        if tp is type(None):
            return None
    raise TypeError(f"cannot decode type {tp!r}")


def dumps(obj: Any) -> str:
    """Canonical JSON text of a state (sorted keys, no spaces), stable across runs."""
    return json.dumps(to_plain(obj), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def loads(tp: type[T], text: str) -> T:
    return cast(T, from_plain(tp, json.loads(text)))


def clone(obj: T) -> T:
    """A deep copy of a state tree, by a copier compiled once per dataclass from its type hints
    (several times faster than :func:`copy.deepcopy` and than a generic walk)."""
    return cast(T, _clone(obj))


def shallow(obj: T) -> T:
    """A copy of a dataclass that shares every field's value with ``obj`` (the caller replaces those it
    changes)."""
    new = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    return new


Copier = Callable[[Any], Any]
_COPIERS: dict[type, Copier] = {}


def _clone(obj: Any) -> Any:
    copier = _COPIERS.get(type(obj))
    if copier is not None:
        return copier(obj)
    if obj is None or isinstance(obj, bool | int | str | enum.Enum):
        return obj
    cls = type(obj)
    if cls is list:
        return [_clone(x) for x in obj]
    if cls is dict:
        return {k: _clone(v) for k, v in obj.items()}
    if cls is tuple:
        return tuple(_clone(x) for x in obj)
    if dataclasses.is_dataclass(obj):
        return _compile(cls)(obj)
    raise TypeError(f"cannot copy {cls.__name__} in a game state")


def _compile(cls: type) -> Copier:
    """Build the copier of one dataclass: a function written for it (as :mod:`dataclasses` writes its
    ``__init__``) that takes the instance's attributes at once and copies only the fields that can change,
    each the cheapest way its type allows. A state is copied on every action, so this is on the hot path."""
    hints = _hints(cls)
    scope: dict[str, Any] = {"_new": object.__new__, "cls": cls}
    lines = ["def copy(obj):", "    new = _new(cls)", "    s = obj.__dict__", "    d = new.__dict__"]
    for index, name in enumerate(_field_names(cls)):
        plan = _field_plan(hints[name])
        value = f"s[{name!r}]"
        if plan is None:
            lines.append(f"    d[{name!r}] = {value}")
            continue
        kind, copier = plan
        lines.append(f"    d[{name!r}] = \\")
        scope[f"c{index}"] = copier
        if kind in ("list", "dict"):
            lines.append(f"        {value}.copy()")
        elif kind == "list of":
            lines.append(f"        [c{index}(x) for x in {value}]")
        elif kind == "dict of":
            lines.append(f"        {{k: c{index}(x) for k, x in {value}.items()}}")
        else:
            lines.append(f"        c{index}({value})")
    lines.append("    return new")
    exec("\n".join(lines), scope)  # the source is built above from the dataclass's own field names
    copy: Copier = scope["copy"]
    _COPIERS[cls] = copy
    return copy


def _plain(tp: Any) -> bool:
    """Values of this type are immutable: share them instead of copying."""
    if tp in (int, str, bool, type(None)) or (isinstance(tp, type) and issubclass(tp, enum.Enum)):
        return True
    origin = typing.get_origin(tp)
    if origin is typing.Union or origin is types.UnionType:
        return all(_plain(a) for a in typing.get_args(tp))
    if origin is tuple:
        return all(_plain(a) for a in typing.get_args(tp) if a is not Ellipsis)
    return False


def _field_plan(tp: Any) -> tuple[str, Copier | None] | None:
    """How to copy a field of type ``tp`` in a compiled copier: ``None`` when it can be shared, else a kind
    (``list``, ``dict``: a shallow copy; ``list of``, ``dict of``: each item by the copier; ``value``: the
    value by the copier)."""
    if _plain(tp):
        return None
    origin = typing.get_origin(tp)
    if origin is list or origin is dict:
        item = typing.get_args(tp)[-1]
        each = _field_copier(item)
        kind = "list" if origin is list else "dict"
        return (kind, None) if each is None else (f"{kind} of", each)
    return ("value", _clone)


def _field_copier(tp: Any) -> Copier | None:
    """How to copy one value of type ``tp`` (an item of a list or dict); ``None`` when it can be shared."""
    plan = _field_plan(tp)
    if plan is None:
        return None
    kind, each = plan
    if kind == "list":
        return list
    if kind == "dict":
        return dict
    if kind == "list of":
        assert each is not None
        copy_item: Copier = each
        return lambda value: [copy_item(x) for x in value]
    if kind == "dict of":
        assert each is not None
        copy_value: Copier = each
        return lambda value: {k: copy_value(v) for k, v in value.items()}
    return _clone


_FIELDS: dict[type, tuple[str, ...]] = {}
_HINTS: dict[type, dict[str, Any]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return names


def _hints(cls: type) -> dict[str, Any]:
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = typing.get_type_hints(cls)
    return hints


def _decode_key(tp: Any, key: str) -> Any:
    if tp is int:
        return int(key)
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return tp(key)
    return key


def _matches(tp: Any, data: Any) -> bool:
    origin = typing.get_origin(tp) or tp
    if origin in (list, tuple):
        return isinstance(data, list)
    if origin is dict or (isinstance(tp, type) and dataclasses.is_dataclass(tp)):
        return isinstance(data, dict)
    if tp is bool:
        return isinstance(data, bool)
    if tp is int:
        return isinstance(data, int) and not isinstance(data, bool)
    if tp is str:
        return isinstance(data, str)
    return False
