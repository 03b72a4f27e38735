"""Wording of problems: where in a file something is, and pydantic errors in plain words.

Every message names the place the way a club secretary reads the file ("in board 3,
Austria", "in penalty 2", "in player alice-rossi") and says what to do.
"""

from __future__ import annotations

import datetime as dt
import math
import re
import types
from collections.abc import Sequence
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel, RootModel, ValidationError
from pydantic_core import ErrorDetails

from podium.content.formats import PATTERN_WORDS, TEXT_PATTERN
from podium.content.ids import slug
from podium.content.problems import Problem, did_you_mean, suggestion
from podium.content.yamlfile import Locator
from podium.model import PathItem, Where
from podium.powers import canonical_power

FileKind = Literal["site", "players", "event", "round", "series"]


# --------------------------------------------------------------------------- small words


def plain_list(items: Sequence[str], *, last: str = "and") -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


def show(value: Any) -> str:
    """A YAML value as the person wrote it, for messages."""
    if value is None:
        return "empty"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        shown = printable(value)
        return f"'{shown}'" if len(shown) <= 40 else f"'{shown[:39]}…'"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, dt.date):
        return value.isoformat()
    if isinstance(value, float) and not math.isfinite(value):
        return {"inf": ".inf", "-inf": "-.inf"}.get(str(value), ".nan")
    text = str(value)
    return text if len(text) <= 40 else f"{text[:39]}…"


def board_label(board: Any, index: int) -> str:
    """``"board 3"`` from the board's own number or name, else its position."""
    if isinstance(board, int | str) and not isinstance(board, bool):
        return f"board {board}"
    return f"board #{index + 1}"


# --------------------------------------------------------------------------- places


def context(kind: FileKind, raw: Any, path: Sequence[PathItem]) -> str:
    """Where ``path`` is, in words (``"board 3, Austria"``); empty at the top level.
    Characters that are not printable (a key may hold any) are shown escaped."""
    return printable(_context(kind, raw, path))


def printable(text: str) -> str:
    """``text`` with every character that is not printable escaped (``\\x1b``), so that a
    message never carries a control character to a terminal or a CI annotation."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def _context(kind: FileKind, raw: Any, path: Sequence[PathItem]) -> str:
    if not path:
        return ""
    if kind == "players":
        return f"player {path[0]}"
    if kind == "event":
        head = path[0]
        if head == "penalties" and len(path) > 1 and isinstance(path[1], int):
            return f"penalty {path[1] + 1}"
        if tuple(path[:2]) == ("awards", "given") and len(path) > 2 and isinstance(path[2], int):
            return f"award {path[2] + 1}"
        if tuple(path[:2]) == ("teams", "members") and len(path) > 2:
            return f"team '{path[2]}'"
        return str(head)
    if kind == "round":
        return _round_context(raw, path)
    return str(path[0])


def _round_context(raw: Any, path: Sequence[PathItem]) -> str:
    if path[0] != "boards" or len(path) < 2 or not isinstance(path[1], int):
        return str(path[0])
    index = path[1]
    board = value_at(raw, ("boards", index, "board"))
    words = [board_label(board, index)]
    rest = path[2:]
    if len(rest) >= 2 and rest[0] == "powers":
        words.append(canonical_power(str(rest[1])) or str(rest[1]))
    elif len(rest) >= 2 and rest[0] == "players" and isinstance(rest[1], int):
        player = value_at(raw, (*path[:4], "player"))
        words.append(player if isinstance(player, str) else f"player #{rest[1] + 1}")
    elif len(rest) >= 2 and rest[0] == "sides":
        words.append(str(rest[1]))
        if len(rest) >= 3 and isinstance(rest[2], int):
            player = value_at(raw, (*path[:5], "player"))
            words.append(player if isinstance(player, str) else f"player #{rest[2] + 1}")
    return ", ".join(words)


def _has(raw: Any, item: PathItem) -> bool:
    if isinstance(raw, dict):
        return item in raw
    return isinstance(raw, list) and isinstance(item, int) and 0 <= item < len(raw)


def value_at(raw: Any, path: Sequence[PathItem]) -> Any:
    """The value at ``path`` in YAML data, or None if there is none."""
    for item in path:
        if not _has(raw, item):
            return None
        raw = raw[item]
    return raw


def _in(ctx: str) -> str:
    return f" in {ctx}" if ctx else ""


def subject(kind: FileKind, raw: Any, path: Sequence[PathItem]) -> str:
    """The value at ``path`` in words: ``'centres' in board 3, Austria``."""
    if kind == "players" and len(path) == 1:
        return f"player {path[0]}"
    if kind == "event" and len(path) == 3 and tuple(path[:2]) == ("teams", "members"):
        return f"the team name '{printable(str(path[2]))}'"
    if kind == "round" and _is_entry(path):
        return context(kind, raw, path)
    if kind == "round" and len(path) == 3 and path[0] == "boards" and path[2] == "board":
        return f"'board' of board #{int(path[1]) + 1}"
    trail = list(path)
    items: list[int] = []
    while trail and isinstance(trail[-1], int):
        items.insert(0, int(trail.pop()))
    if not trail:
        return "the file"
    what = f"'{trail[-1]}'{_in(context(kind, raw, trail[:-1]))}"
    return f"item {items[0] + 1} of {what}" if items else what


def _is_entry(path: Sequence[PathItem]) -> bool:
    """A board, a power, a placement entry, a side or a team entry of a round file."""
    shape = tuple(type(p) for p in path)
    if len(path) == 2:
        return path[0] == "boards" and shape[1] is int
    if len(path) == 4:
        return path[2] in ("powers", "sides") or (path[2] == "players" and shape[3] is int)
    return len(path) == 5 and path[2] == "sides" and shape[4] is int


# --------------------------------------------------------------------------- pydantic errors


def schema_problems(
    error: ValidationError,
    model: type[BaseModel],
    raw: Any,
    kind: FileKind,
    where: Where,
    locator: Locator,
) -> list[Problem]:
    """Every error of validating the part of a file at ``where`` against ``model``.

    ``raw`` is the whole file's data; ``where.pointer`` leads to the validated part.
    """
    part = value_at(raw, where.pointer)
    details = [(d, _data_path(part, d["loc"])) for d in error.errors()]
    misspelt = {
        (path[:-1], close)
        for d, path in details
        if d["type"] == "extra_forbidden"
        for close in did_you_mean(str(path[-1]), _field_names(model, path[:-1]), limit=1)
    }
    return [
        _problem(detail, where.pointer, path, model, raw, kind, where, locator)
        for detail, path in details
        # a misspelt key is reported once, as unknown with "did you mean", not also missing
        if not (detail["type"] == "missing" and (path[:-1], path[-1]) in misspelt)
    ]


def _data_path(raw: Any, loc: tuple[int | str, ...]) -> tuple[PathItem, ...]:
    """``loc`` without pydantic's union tags: only the steps that exist in the data.

    The last step is kept when it names a missing key.
    """
    path: list[PathItem] = []
    for position, item in enumerate(loc):
        last = position == len(loc) - 1
        if _has(raw, item):
            raw = raw[item]
        elif isinstance(raw, dict) and last and item != "[key]":
            pass  # a missing key
        else:
            continue
        path.append(item)
    return tuple(path)


def _problem(
    detail: ErrorDetails,
    prefix: tuple[PathItem, ...],
    local: tuple[PathItem, ...],
    model: type[BaseModel],
    raw: Any,
    kind: FileKind,
    top: Where,
    locator: Locator,
) -> Problem:
    kind_of_error = detail["type"]
    path = prefix + local
    where = Where(top.file, path)
    if kind_of_error == "extra_forbidden":
        key = str(path[-1])
        allowed = _field_names(model, local[:-1])
        hint = suggestion(key, allowed) or (
            f"the keys allowed here are {plain_list(allowed)}" if allowed else "remove it"
        )
        message = f"unknown key '{key}'{_in(context(kind, raw, path[:-1]))}"
        return locator.problem(where, message, hint, at_key=True)
    if kind_of_error == "missing":
        key = str(path[-1])
        message = f"missing required key '{key}'{_in(context(kind, raw, path[:-1]))}"
        return locator.problem(Where(top.file, path[:-1]), message, f"add '{key}:'", at_key=True)
    what = subject(kind, raw, path)
    value = detail["input"]
    if value is None:
        hint = "give it a value" if _required(model, local) else "give it a value or remove the key"
        return locator.problem(where, f"{what} is empty", hint)
    expected, hint = _expectation(detail, model, local)
    if kind == "players" and path[-1:] in (("born",), ("gender",)):  # private: never shown
        hint = "write one of f, m or x" if path[-1] == "gender" else hint
        return locator.problem(where, f"{what} must be {expected}", hint)
    if kind_of_error == "string_type" and not isinstance(value, bool | list | dict):
        hint = f"put it in quotes: '{show(value).strip(chr(39))}'"
    message = f"{what} must be {expected}, not {show(value)}"
    if isinstance(value, str) and kind_of_error == "literal_error":
        options = _literal_options(model, local)
        hint = suggestion(value, options) or hint
    at_key = detail["loc"][-1:] == ("[key]",)  # a mapping's key: shown where the key is
    return locator.problem(where, message, hint, at_key=at_key)


_EXPECT: dict[str, tuple[str, str]] = {
    "int_type": ("a whole number", "write digits, like 7"),
    "int_parsing": ("a whole number", "write digits, like 7"),
    "int_from_float": ("a whole number", "write digits, like 7"),
    "float_type": ("a number", "write digits, like 7 or 12.5"),
    "finite_number": ("a number", "write digits, like 7 or 12.5"),
    "string_type": ("text", "put it in quotes (YAML reads yes, no, on and off as true/false)"),
    "bool_type": ("true or false", "write true or false"),
    "list_type": ("a list", "write [a, b] or one '- ' line per item"),
    "dict_type": ("a mapping", "write one 'key: value' per line"),
    "model_type": ("a mapping", "write one 'key: value' per line"),
    "model_attributes_type": ("a mapping", "write one 'key: value' per line"),
    "date_type": ("a date", "write it as YYYY-MM-DD, like 2024-05-10"),
    "date_from_datetime_inexact": ("a date", "write it as YYYY-MM-DD, like 2024-05-10"),
}


def _expectation(
    detail: ErrorDetails, model: type[BaseModel], path: Sequence[PathItem]
) -> tuple[str, str]:
    kind_of_error = detail["type"]
    ctx = detail.get("ctx") or {}
    if kind_of_error in _EXPECT:
        return _EXPECT[kind_of_error]
    if kind_of_error == "literal_error":
        options = _literal_options(model, path)
        return f"one of {plain_list(options, last='or')}", "write one of them"
    if not _finite(detail["input"]):
        return "a number", "write digits, like 7 or 12.5"
    if kind_of_error == "greater_than_equal":
        return f"at least {ctx.get('ge')}", "fix the number"
    if kind_of_error == "less_than_equal":
        return f"at most {ctx.get('le')}", "fix the number"
    if kind_of_error == "string_too_long":
        return f"at most {ctx.get('max_length')} characters long", "write it shorter"
    if kind_of_error == "string_pattern_mismatch":
        pattern = str(ctx.get("pattern", ""))
        words = PATTERN_WORDS.get(pattern, f"text matching {pattern}")
        value = detail["input"]
        hint = "fix the value"
        if pattern in PATTERN_WORDS and isinstance(value, str) and "letters" in words:
            hint = f"write it as '{slug(value) or 'x'}'"
        elif isinstance(value, str) and re.fullmatch(pattern, value.strip().upper()):
            hint = f"write it as '{value.strip().upper()}'"
        elif pattern == TEXT_PATTERN and isinstance(value, str) and value.strip():
            words = "one line of text, without tabs, control or invisible characters"
            hint = "remove the tabs, line breaks, control and invisible characters"
        elif pattern == TEXT_PATTERN:
            hint = "write it" if _required(model, path) else "write it, or remove the key"
        return words, hint
    return detail["msg"].lower(), "fix the value"


def _finite(value: Any) -> bool:
    """False for .inf and .nan, which YAML reads as floats."""
    return not isinstance(value, float) or math.isfinite(value)


# --------------------------------------------------------------------------- model walking


def _field_names(model: type[BaseModel], path: Sequence[PathItem]) -> list[str]:
    target = _type_at(model, path)
    if isinstance(target, type) and issubclass(target, BaseModel):
        return list(target.model_fields)
    return []


def _required(model: type[BaseModel], path: Sequence[PathItem]) -> bool:
    """Whether the value at ``path`` is a required field of its model."""
    if not path:
        return False
    parent = _type_at(model, path[:-1])
    if isinstance(parent, type) and issubclass(parent, BaseModel):
        field = parent.model_fields.get(str(path[-1]))
        return field is not None and field.is_required()
    return False


def _literal_options(model: type[BaseModel], path: Sequence[PathItem]) -> list[str]:
    target = _type_at(model, path, keep_literal=True)
    if get_origin(target) is Literal:
        return [str(a) for a in get_args(target)]
    return []


def _type_at(
    model: type[BaseModel], path: Sequence[PathItem], *, keep_literal: bool = False
) -> Any:
    """The declared type of the value at ``path`` of a file model (None if unknown)."""
    target: Any = model
    for item in path:
        target = _unwrap(target, keep_literal=False)
        if isinstance(target, type) and issubclass(target, RootModel):
            target = _unwrap(target.model_fields["root"].annotation, keep_literal=False)
        if isinstance(target, type) and issubclass(target, BaseModel):
            field = target.model_fields.get(str(item))
            if field is None:
                return None
            target = field.annotation
        elif get_origin(target) is list:
            target = get_args(target)[0]
        elif get_origin(target) is dict:
            target = get_args(target)[1]
        else:
            return None
    return _unwrap(target, keep_literal=keep_literal)


def _unwrap(target: Any, *, keep_literal: bool) -> Any:
    """Strip Annotated and Optional down to the type that holds structure."""
    while True:
        origin = get_origin(target)
        if origin is Annotated:
            target = get_args(target)[0]
        elif origin is Union or origin is types.UnionType:
            options = [a for a in get_args(target) if a is not type(None)]
            structured = [
                a
                for a in options
                if get_origin(a) in (list, dict, Literal)
                or (isinstance(a, type) and issubclass(a, BaseModel))
            ]
            target = (structured or options)[0]
        else:
            return target
