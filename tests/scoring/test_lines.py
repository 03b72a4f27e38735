"""Breakdown lines read as the spec writes them."""

from __future__ import annotations

import string
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from podium.scoring.lines import TOURNAMENT, Lines, english, ordinal
from podium.scoring.registry import get_system, usable
from podium.scoring.results import Line, Param
from podium.scoring.systems import c_diplo, italia_2010, league, team_games
from podium.scoring.texts import Msg

line = italia_2010.LINES


def test_spec_lines() -> None:
    assert english(line("base", n=4, centres=9, value=36)) == "4 × 9 centres = 36"
    assert english(line("position_bonus", place=1, value=70)) == "1st place +70"
    assert english(line("no_break", value=10)) == "no break +10"
    assert english(line("tss", factor=Fraction(7, 5))) == "TSS ×1.4"
    assert english(line("participation", value=1)) == "+1 participation"


def test_more_lines() -> None:
    cd = c_diplo.LINES
    assert english(cd("shared_position", first=2, last=4, value=7)) == "shared 2nd–4th places +7"
    assert english(league.LINES("shared_placement", first=2, last=3, players=5, value=9)) == (
        "shared 2nd–3rd of 5 +9"
    )
    assert english(team_games.LINES("lost_one", value=1)) == "1 unit lost −1"
    assert english(TOURNAMENT("penalty_reason", value=50, reason="Conduct")) == (
        "penalty −50: Conduct"
    )
    assert english(TOURNAMENT("top_table", factor=Fraction(6, 5))) == "top table ×1.2"
    assert english(cd("centres", centres=11, value=11)) == "11 centres +11"
    assert english(cd("shared_position", first=1, last=3, value=Fraction(59, 3))) == (
        "shared 1st–3rd places +19.6667"
    )


def test_unknown_key() -> None:
    with pytest.raises(KeyError, match="unknown breakdown key 'bogus'"):
        line("bogus")


def test_a_line_is_its_english_template_and_parameters() -> None:
    made = Lines({"gift": Msg("mine", "gift +{value}")})("gift", value=3)
    assert (made.context, made.template, made.params) == ("mine", "gift +{value}", (("value", 3),))


def _all_lines() -> list[Lines]:
    return [TOURNAMENT, *(system.lines for system in usable())]


@pytest.mark.parametrize(
    ("n", "text"),
    [
        (1, "1st"),
        (2, "2nd"),
        (3, "3rd"),
        (4, "4th"),
        (11, "11th"),
        (12, "12th"),
        (13, "13th"),
        (21, "21st"),
        (22, "22nd"),
        (101, "101st"),
        (111, "111th"),
    ],
)
def test_ordinal(n: int, text: str) -> None:
    assert ordinal(n) == text


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def test_templates_use_only_named_fields() -> None:
    for lines in _all_lines():
        for key, template in lines.english.items():
            assert all(name.isidentifier() for name in _fields(template.english)), key


def test_a_line_carries_its_owners_context() -> None:
    """Pages translate a line by its context and English template (its gettext message)."""
    made = line("base", n=4, centres=9, value=36)
    assert (made.context, made.template) == ("italia-2010", "{n} × {centres} centres = {value}")
    assert TOURNAMENT("sit_out", value=25).context == "tournament"
    assert c_diplo.LINES("civil_disorder").context == "c-diplo"
    assert get_system("vulcan").lines("civil_disorder").context == "diplomacy"
    assert made != Line(made.template, made.params, "c-diplo")


def test_equal_lines_read_the_same() -> None:
    """Pages and exports keep each line's text by the line: equal lines must read alike."""
    from podium.site.i18n import Translator

    whole = line("position_bonus", place=Fraction(2), value=Fraction(34))
    plain = line("position_bonus", place=2, value=34)
    assert whole == plain and hash(whole) == hash(plain)
    assert english(whole) == english(plain) == "2nd place +34"
    assert line("participation", value=True) == line("participation", value=1)
    assert english(line("participation", value=True)) == "+1 participation"
    italian = Translator("it")
    assert italian.line(plain) == italian.line(whole) == "2º posto +34"


def test_a_pickled_line_hashes_where_it_is_read() -> None:
    import pickle

    item = line("tss", factor=Fraction(7, 5))
    data = pickle.dumps(item)
    assert b"ident" not in data  # made again where it is read
    again = pickle.loads(data)
    assert again == item and hash(again) == hash(item) and {item: 1}[again] == 1
    assert again.ident == item.ident


_PARAM = st.one_of(
    st.integers(-3, 3),
    st.booleans(),
    st.fractions(min_value=-3, max_value=3, max_denominator=4),
    st.sampled_from(["1", "a", "Austria"]),
)


@given(
    st.sampled_from(["base", "tss"]),
    st.lists(st.tuples(st.sampled_from(["value", "factor"]), _PARAM), max_size=2),
    st.sampled_from(["base", "tss"]),
    st.lists(st.tuples(st.sampled_from(["value", "factor"]), _PARAM), max_size=2),
)
def test_lines_are_equal_exactly_when_their_idents_are(
    key_a: str, a: list[tuple[str, Param]], key_b: str, b: list[tuple[str, Param]]
) -> None:
    """Memos key lines' text by ``ident``: it must tell lines apart exactly as ``==`` does."""
    first, second = Line(key_a, tuple(a)), Line(key_b, tuple(b))
    assert (first == second) == (first.ident == second.ident)
    assert all(isinstance(part, (str, int)) for item in first.ident[2:] for part in item)
