"""podium.site.decimals writes numbers as Babel's format_decimal does."""

from decimal import Decimal
from fractions import Fraction

from babel.numbers import format_decimal
from hypothesis import given
from hypothesis import strategies as st

from podium.numbers import text
from podium.site.decimals import localized
from podium.site.i18n import CLDR_LOCALES, LANGUAGES

LOCALES = sorted({CLDR_LOCALES.get(lang, lang) for lang in LANGUAGES} | {"de", "es", "hi", "en_IN"})


@given(
    value=st.fractions(min_value=-(10**7), max_value=10**7, max_denominator=10**4)
    | st.integers(-(10**9), 10**9),
    places=st.integers(0, 4),
    locale=st.sampled_from(LOCALES),
)
def test_as_babel_writes_it(value: Fraction | int, places: int, locale: str) -> None:
    plain = text(value, places).lstrip("-")
    babel = format_decimal(Decimal(plain), locale=locale, decimal_quantization=False)
    assert localized(plain, locale) == babel


def test_grouping_and_signs_by_language() -> None:
    assert localized("12345.25", "en_GB") == "12,345.25"
    assert localized("12345.25", "it") == "12.345,25"
    assert localized("12345.25", "fr") == "12\u202f345,25"
    assert localized("1234567.5", "hi") == "12,34,567.5"
    assert localized("7", "it") == "7"
