"""Seat, Counted and Standing set their fields in their own ``__init__`` (one is made for
every seat, game, and player after every round; the frozen dataclass's own sets them one
by one, several times slower): each must do exactly what the dataclass's would."""

from __future__ import annotations

import dataclasses
import inspect
from fractions import Fraction

import pytest

from podium.scoring.results import Counted, Seat, Standing

MADE_OFTEN = [Seat, Counted, Standing]


@pytest.mark.parametrize("cls", MADE_OFTEN)
def test_init_takes_the_fields_in_order_with_their_defaults(cls: type) -> None:
    params = list(inspect.signature(cls).parameters.values())
    fields = dataclasses.fields(cls)
    assert [p.name for p in params] == [f.name for f in fields]
    empty = inspect.Parameter.empty
    defaults = [empty if f.default is dataclasses.MISSING else f.default for f in fields]
    assert [p.default for p in params] == defaults
    assert all(f.default_factory is dataclasses.MISSING for f in fields)


@pytest.mark.parametrize("cls", MADE_OFTEN)
def test_init_sets_each_field_to_its_argument_and_stays_frozen(cls: type) -> None:
    fields = dataclasses.fields(cls)
    given = {f.name: object() for f in fields}
    made = cls(*given.values())
    assert {f.name: getattr(made, f.name) for f in fields} == given
    assert cls(**given) == made
    other = dataclasses.replace(made, **{fields[0].name: "changed"})
    assert getattr(other, fields[0].name) == "changed"
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(made, fields[0].name, "changed")


def test_defaults_fill_the_fields_left_out() -> None:
    counted = Counted(1, "2", None, Fraction(0))
    assert (counted.adjustments, counted.dropped, counted.uncounted) == ((), False, None)
    standing = Standing("a", 1, False, Fraction(0), 1, ())
    assert (standing.bonuses, standing.tiebreak, standing.marks) == ((), None, frozenset())
    assert standing.tiebreak_value is None
