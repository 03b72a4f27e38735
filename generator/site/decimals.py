"""A score with decimals in the site's language, without Babel's formatter for each one.

Why: Babel's ``format_decimal`` parses its pattern and quantizes a ``Decimal`` on every
call (about 11 µs). :meth:`Translator.number <podium.site.i18n.Translator.number>`
keeps each value it has shown, but nearly every score with decimals is a new value (an
event's totals, a player's average centres), so the player pages alone called Babel about
900 times for 300 players. :func:`localized` writes "12345.25" as Babel does: the whole
part as Babel writes that integer (its grouping included; kept, as scores share few whole
parts), then the language's decimal sign, then the digits as they are (Babel's decimal
patterns never group decimals). tests/site/test_decimals.py compares it with Babel's
``format_decimal`` (Hypothesis, every language podium has and some others).

Saved: 0.6 µs a number instead of Babel's 10.8 µs (timeit); on the 320-event bench
archive most of the standings page's view data (15.4 M instructions per event before,
4.8 M after, with the other changes of its commit: ``python benchmarks/plan_pages.py
CONTENT --events 20 --parts standings --instructions``, minus ``--parts scoring``).
"""

from __future__ import annotations

from decimal import Decimal
from functools import lru_cache

from babel.numbers import format_decimal, get_decimal_symbol

from podium import tricks


def localized(plain: str, locale: str) -> str:
    """``plain``, a number written "12345.25" (no sign), in the notation of ``locale`` (a
    CLDR locale): ``format_decimal(Decimal(plain), locale=locale,
    decimal_quantization=False)``, the same text."""
    if not tricks.on("decimals"):
        return format_decimal(Decimal(plain), locale=locale, decimal_quantization=False)
    whole, _, digits = plain.partition(".")
    grouped = _whole(int(whole), locale)
    return f"{grouped}{_decimal_sign(locale)}{digits}" if digits else grouped


@lru_cache(maxsize=4096)
def _whole(number: int, locale: str) -> str:
    return format_decimal(number, locale=locale)


@lru_cache(maxsize=64)
def _decimal_sign(locale: str) -> str:
    return get_decimal_symbol(locale)
