"""Numbers, dates and labels in en, it and fr, without the locale module."""

from __future__ import annotations

from datetime import date
from fractions import Fraction

import pytest

from generator.scoring.lines import TOURNAMENT
from generator.scoring.registry import get_system, usable
from generator.scoring.results import Line
from generator.scoring.systems.italia_2010 import LINES as ITALIA
from generator.site.i18n import CATALOGUES, LANGUAGES, MONTHS, POWER_NAMES, Translator


def test_every_language_has_every_label() -> None:
    keys = set(CATALOGUES["en"])
    for lang in LANGUAGES:
        assert set(CATALOGUES[lang]) == keys, lang
        assert all(lang in s.explanations for s in usable()), lang
        assert set(POWER_NAMES[lang]) == set(POWER_NAMES["en"]), lang
        assert len(MONTHS[lang]) == 12


def test_placeholders_agree_across_languages() -> None:
    import string

    def fields(text: str) -> set[str]:
        return {f for _, f, _, _ in string.Formatter().parse(text) if f}

    for key, text in CATALOGUES["en"].items():
        for lang in LANGUAGES:
            assert fields(CATALOGUES[lang][key]) == fields(text), (lang, key)


@pytest.mark.parametrize(
    ("lang", "value", "shown"),
    [
        ("en", Fraction(4459, 10), "445.9"),
        ("it", Fraction(4459, 10), "445,9"),
        ("fr", Fraction(4459, 10), "445,9"),
        ("en", Fraction(95, 3), "31.67"),
        ("it", Fraction(95, 3), "31,67"),
        ("en", Fraction(1, 200), "0.01"),  # half-up, not banker's rounding
        ("en", Fraction(-1, 200), "−0.01"),
        ("en", Fraction(113), "113"),
        ("en", Fraction(-50), "−50"),
        ("en", Fraction(256008, 100), "2560.08"),
        ("en", 123456, "123,456"),
        ("it", 123456, "123.456"),
        ("fr", Fraction(12345678, 100), "123\u202f456,78"),
        ("en", Fraction(-1, 1000), "0"),
    ],
)
def test_numbers(lang: str, value: Fraction | int, shown: str) -> None:
    assert Translator(lang).number(value) == shown  # type: ignore[arg-type]


def test_sort_key_is_machine_readable() -> None:
    assert Translator("fr").sort_key(Fraction(95, 3)) == "31.6667"


@pytest.mark.parametrize(
    ("lang", "start", "end", "shown"),
    [
        ("en", date(2024, 5, 10), None, "10 May 2024"),
        ("it", date(2024, 5, 10), date(2024, 5, 12), "10–12 maggio 2024"),
        ("fr", date(2024, 5, 1), date(2024, 5, 2), "1er–2 mai 2024"),
        ("en", date(2024, 5, 30), date(2024, 6, 2), "30 May – 2 June 2024"),
        ("fr", date(2024, 12, 30), date(2025, 1, 2), "30 décembre 2024 – 2 janvier 2025"),
    ],
)
def test_dates(lang: str, start: date, end: date | None, shown: str) -> None:
    assert Translator(lang).date_range(start, end) == shown  # type: ignore[arg-type]


def test_ordinals() -> None:
    en = Translator("en")
    assert [en.ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd",
    ]  # fmt: skip
    assert Translator("it").ordinal(2) == "2º"
    assert [Translator("fr").ordinal(n) for n in (1, 2)] == ["1er", "2e"]


def test_breakdown_lines_are_translated() -> None:
    base = ITALIA("base", n=4, centres=9, value=36)
    tss = ITALIA("tss", factor=Fraction(7, 5))
    first = ITALIA("position_bonus", place=1, value=70)
    assert Translator("it").line(base) == "4 × 9 centri = 36"
    assert Translator("fr").line(tss) == "TSS ×1,4"
    assert Translator("it").line(first) == "1º posto +70"
    assert Translator("fr").line(first) == "1er place +70"
    assert Translator("en").line(TOURNAMENT("penalty_reason", value=50, reason="Late")) == (
        "penalty −50: Late"
    )
    assert Translator("it").line(TOURNAMENT("sit_out", value=25)) == "riposo +25"


def test_a_line_without_a_translation_reads_in_english_with_the_languages_numbers() -> None:
    line = Line("mystery bonus +{value}", (("value", Fraction(5, 2)),))
    assert Translator("it").line(line) == "mystery bonus +2,5"
    assert Translator("it").line_template("mystery bonus +{value}") == "mystery bonus +{value}"
    assert Translator("it").line_template("sit-out +{value}") == "riposo +{value}"


def test_tiebreak_names() -> None:
    assert Translator("en").tiebreak("round_score:2") == "better result in round 2"
    assert Translator("fr").tiebreak("lots") == "tirage au sort"
    assert Translator("it").tiebreak("coin_toss") == "coin_toss"


def test_system_names_are_translated_where_they_are_not_proper_names() -> None:
    assert get_system("league").name("fr") == "Classement par places"
    assert get_system("league").name("it") == "Classifica a piazzamenti"
    assert get_system("league").name("en") == "League placement"
    assert get_system("italia-2010").name("fr") == "Italia 2010"
