"""podium's frozen dataclasses keep their fields in slots (docs/CONTRIBUTING.md, "How we
write code"): an instance without a dictionary of its own is smaller and one object less
for Python's cycle collector to walk. A class with a ``functools.cached_property`` keeps
its dictionary (the property caches there); no class sets its fields by hand."""

from __future__ import annotations

import dataclasses
import importlib
import pkgutil
from collections.abc import Iterator
from functools import cached_property

import podium


def podium_dataclasses() -> Iterator[type]:
    """Every dataclass defined in a module of podium."""
    for info in pkgutil.walk_packages(podium.__path__, "podium."):
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and dataclasses.is_dataclass(value)
                and value.__module__ == info.name
            ):
                yield value


def _frozen(cls: type) -> bool:
    return bool(cls.__dataclass_params__.frozen)  # type: ignore[attr-defined]


def _keeps_a_dictionary(cls: type) -> bool:
    """Whether ``cls`` needs instances with a ``__dict__`` (see the module's docstring)."""
    return any(isinstance(v, cached_property) for v in vars(cls).values())


def test_every_frozen_dataclass_keeps_its_fields_in_slots() -> None:
    frozen = [cls for cls in podium_dataclasses() if _frozen(cls)]
    assert len(frozen) > 100  # the walk found podium's modules
    without = sorted(
        f"{cls.__module__}.{cls.__qualname__}"
        for cls in frozen
        if "__slots__" not in vars(cls) and not _keeps_a_dictionary(cls)
    )
    assert without == []


def test_the_classes_that_keep_a_dictionary_are_the_known_few() -> None:
    kept = sorted(
        f"{cls.__module__}.{cls.__qualname__}"
        for cls in podium_dataclasses()
        if _frozen(cls) and _keeps_a_dictionary(cls)
    )
    assert kept == ["podium.scoring.results.Line", "podium.tools.league_schedule.Schedule"]


def test_no_frozen_dataclass_writes_its_own_init() -> None:
    """Hand-written ``__init__``s (fields set through ``__dict__``) are not the
    dataclass's: every frozen dataclass is made by its generated ``__init__``."""
    own = sorted(
        f"{cls.__module__}.{cls.__qualname__}"
        for cls in podium_dataclasses()
        if _frozen(cls) and not cls.__dataclass_params__.init  # type: ignore[attr-defined]
    )
    assert own == []
