"""Exact numbers at the edge: rounding happens only here, when a number is shown or exported.

Scores are ``Fraction`` end to end. For output they are rounded *half-up* (away from zero
on a half, as people round by hand) to at most 4 decimals, without trailing zeros:
``445.9``, ``31.6667``, ``100``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from math import lcm

DECIMALS = 4
"""Decimals kept in results.json and on pages."""


def exact_sum(values: Iterable[Fraction | int]) -> Fraction:
    """The exact sum of ``values``, as ``sum(values, Fraction(0))`` but several times faster:
    the terms are added as integer ratios over their least common denominator, reduced
    once at the end (each ``Fraction`` addition reduces by a gcd and makes a new object)."""
    numerator, denominator = 0, 1
    for value in values:
        n, d = value.numerator, value.denominator
        if d == denominator:
            numerator += n
        else:
            common = lcm(denominator, d)
            numerator = numerator * (common // denominator) + n * (common // d)
            denominator = common
    return Fraction(numerator, denominator)


def order_keys(values: Sequence[Fraction]) -> list[int]:
    """Integers that compare as ``values`` do (``<``, ``==``): their numerators over their
    least common denominator, to sort and group many Fractions by.

    A speed measure: a comparison of two Fractions is Python code, of two ints one machine
    step, and an event's ranking is sorted again after every round for the standings page.
    To compare the two ways::

        S='from fractions import Fraction as F; from podium.numbers import order_keys;
           v = [F(i * 7919 % 1000, 5 + i % 4) for i in range(35)]'
        python -m timeit -s "$S" "sorted(v)"
        python -m timeit -s "$S" "k = order_keys(v); sorted(range(35), key=k.__getitem__)"

    tests/test_numbers.py checks that they compare as the Fractions do.
    """
    common = lcm(*(value.denominator for value in values))
    return [value.numerator * (common // value.denominator) for value in values]


def round_half_up(value: Fraction, decimals: int = DECIMALS) -> Fraction:
    """``value`` rounded half-up (a half goes away from zero) to ``decimals`` places, exactly."""
    scale = 10**decimals
    scaled = abs(value) * scale
    whole = (scaled.numerator * 2 + scaled.denominator) // (scaled.denominator * 2)
    result = Fraction(whole, scale)
    return -result if value < 0 else result


def text(value: Fraction | int, decimals: int = DECIMALS) -> str:
    """The rounded value as plain text: ``"445.9"``, ``"-12"``, ``"31.6667"`` (``.`` point).

    The site reuses this and swaps the decimal point for the language's own.
    """
    sign, whole, digits = _rounded_digits(value, decimals)
    digits = digits.rstrip("0")
    return f"{sign}{whole}.{digits}" if digits else f"{sign}{whole}"


def _rounded_digits(value: Fraction | int, decimals: int) -> tuple[str, int, str]:
    """(sign, whole part, ``decimals`` digits) of ``value`` rounded half-up; integers only.

    The same rounding as :func:`round_half_up`, in integer arithmetic (pages format
    tens of thousands of numbers, and Fraction arithmetic is slow).
    """
    if isinstance(value, int):
        numerator, denominator = value, 1
    else:
        numerator, denominator = value.numerator, value.denominator
    scale = 10**decimals
    units = (abs(numerator) * scale * 2 + denominator) // (denominator * 2)
    whole, frac = divmod(units, scale)
    sign = "-" if numerator < 0 and units else ""
    return sign, whole, str(frac).rjust(decimals, "0") if decimals else ""


def json_value(value: Fraction | int, decimals: int = DECIMALS) -> int | float:
    """The rounded value as a JSON number whose text is exactly :func:`text`.

    Integers stay ``int``. Otherwise a ``float`` is returned only for serialisation:
    Python writes a float as the shortest text that reads back as the same float, which for
    a number of at most 15 significant digits is that number's own decimal text. This is
    checked, so a number that could not be written exactly raises instead of drifting.
    """
    written = text(value, decimals)
    if "." not in written:
        return int(written)
    number = float(written)
    if repr(number) != written:  # pragma: no cover - beyond 15 significant digits
        raise ValueError(f"{written} cannot be written exactly as a JSON number")
    return number
