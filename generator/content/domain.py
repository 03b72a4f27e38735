"""Turn a validated file model into its frozen object of :mod:`podium.model`, generically.

The file models (:mod:`podium.content.formats`) and the domain classes name the same
things alike, so :func:`to_domain` copies every field the domain class has by name: a
nested file model becomes the domain class its field declares, a list becomes a tuple (a
mapping stays one, its values converted so),
and an object with a ``where`` gets the place of its part of the file. A value left out
of the file (``None``) leaves the domain's default, if it has one. Numbers are already
exact Fractions (the formats' types make them so), so nothing is converted by hand.
"""

from __future__ import annotations

import dataclasses
import functools
import typing
from typing import Any, TypeVar

from pydantic import BaseModel

from podium.model import Where

T = TypeVar("T")


def to_domain(cls: type[T], model: BaseModel, where: Where | None = None, **given: Any) -> T:
    """``cls`` made from the fields of ``model`` with the same names, and ``given`` (which
    win). ``where`` (the model's place in its file) is given to ``cls`` if it has a
    ``where``, and to the nested objects, one step further in."""
    takes_where, copied = _plan(typing.cast(type, cls), type(model))
    values = given
    if where is not None and takes_where and "where" not in values:
        values["where"] = where
    for name, target, has_default in copied:
        if name in values:
            continue
        value = getattr(model, name)
        if value is None and has_default:
            continue
        if isinstance(value, _NESTED):  # (only these need their place in the file)
            value = _value(value, target, where.child(name) if where is not None else None)
        values[name] = value
    return cls(**values)


_NESTED = (BaseModel, list, dict)
"""The values :func:`_value` converts; any other is copied as it is."""


def _value(value: Any, target: type | None, where: Where | None) -> Any:
    if isinstance(value, BaseModel):
        assert target is not None, "a nested file model needs a domain class"
        return to_domain(target, value, where)
    if isinstance(value, dict):
        return {
            key: _value(item, target, where.child(key) if where is not None else None)
            if isinstance(item, _NESTED)
            else item
            for key, item in value.items()
        }
    if isinstance(value, list):
        return tuple(
            _value(item, target, where.child(i) if where is not None else None)
            if isinstance(item, _NESTED)
            else item
            for i, item in enumerate(value)
        )
    return value


@functools.cache
def _plan(
    cls: Any, model: type[BaseModel]
) -> tuple[bool, tuple[tuple[str, type | None, bool], ...]]:
    """How ``model`` becomes the dataclass ``cls``: whether ``cls`` has a ``where``, and
    each field of ``model`` that ``cls`` has, with the domain class its values are (for
    nested objects, or None) and whether ``cls`` has a default for it."""
    hints = typing.get_type_hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    copied = tuple(
        (
            name,
            _domain_class(hints[name]),
            fields[name].default is not dataclasses.MISSING
            or fields[name].default_factory is not dataclasses.MISSING,
        )
        for name in model.model_fields
        if name in fields
    )
    return "where" in fields, copied


def _domain_class(hint: Any) -> type | None:
    """The dataclass inside a field's type: ``Rules``, ``tuple[Penalty, ...]`` -> Penalty."""
    if dataclasses.is_dataclass(hint) and isinstance(hint, type):
        return hint
    for arg in typing.get_args(hint):
        found = _domain_class(arg)
        if found is not None:
            return found
    return None
