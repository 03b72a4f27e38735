"""Output rounding: half-up, at most 4 decimals, no trailing zeros."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from podium.numbers import exact_sum, json_value, order_keys, round_half_up, text


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (Fraction(4459, 10), "445.9"),
        (Fraction(95, 3), "31.6667"),
        (Fraction(100), "100"),
        (Fraction(0), "0"),
        (Fraction(1, 20000), "0.0001"),  # 0.00005 rounds half up
        (Fraction(-1, 20000), "-0.0001"),  # away from zero on a half
        (Fraction(1, 30000), "0"),
        (Fraction(-1, 30000), "0"),  # never "-0"
        (Fraction(39, 2), "19.5"),
        (Fraction(123456789, 10000), "12345.6789"),
        (Fraction(-5, 2), "-2.5"),
    ],
)
def test_text(value: Fraction, expected: str) -> None:
    assert text(value) == expected


def test_text_with_fewer_decimals() -> None:
    assert text(Fraction(95, 3), 0) == "32"
    assert text(Fraction(39, 2), 0) == "20"
    assert text(Fraction(125, 100), 1) == "1.3"


def test_json_value_types() -> None:
    assert json_value(Fraction(100)) == 100
    assert isinstance(json_value(Fraction(100)), int)
    assert json_value(Fraction(4459, 10)) == 445.9
    assert json_value(Fraction(95, 3)) == 31.6667


def test_exact_product_from_the_spec() -> None:
    # 343 × 1.3 is 445.9 exactly, not 445.90000000000003
    assert Fraction(343) * Fraction(13, 10) == Fraction(4459, 10)
    assert text(Fraction(343) * Fraction(13, 10)) == "445.9"


@given(st.fractions(min_value=-(10**9), max_value=10**9))
def test_rounding_is_within_half_a_unit(value: Fraction) -> None:
    rounded = round_half_up(value)
    assert abs(rounded - value) <= Fraction(1, 20000)
    assert (rounded * 10**4).denominator == 1
    assert repr(json_value(value)) == text(value) or json_value(value) == int(text(value))


@given(st.lists(st.one_of(st.fractions(), st.integers()), max_size=12))
def test_exact_sum_is_the_fraction_sum(values: list[Fraction | int]) -> None:
    total = exact_sum(values)
    assert total == sum(values, Fraction(0))
    assert type(total) is Fraction  # also for no terms, or only ints


def test_exact_sum_reduces() -> None:
    total = exact_sum([Fraction(1, 6), Fraction(1, 3), Fraction(1, 2)])
    assert (total.numerator, total.denominator) == (1, 1)


@given(st.lists(st.fractions(), max_size=12))
def test_order_keys_compare_as_the_fractions(values: list[Fraction]) -> None:
    keys = order_keys(values)
    for i, a in enumerate(values):
        for j, b in enumerate(values):
            assert (keys[i] < keys[j], keys[i] == keys[j]) == (a < b, a == b)
    by_key = [values[i] for i in sorted(range(len(values)), key=keys.__getitem__)]
    assert by_key == sorted(values)


def test_order_keys() -> None:
    assert order_keys([Fraction(1, 2), Fraction(-1, 3), Fraction(2)]) == [3, -2, 12]
    assert order_keys([]) == []
