"""Texts, numbers and dates in every language: the theme's gettext catalogs and CLDR (the
catalogs' completeness: tests/site/test_catalogs.py)."""

from __future__ import annotations

import shutil
from datetime import date
from fractions import Fraction
from pathlib import Path

import pytest

from podium.content.problems import ContentError
from podium.powers import POWERS
from podium.render.templates import make_environment
from podium.scoring.lines import TOURNAMENT
from podium.scoring.registry import get_system
from podium.scoring.results import Line
from podium.scoring.systems.italia_2010 import LINES as ITALIA
from podium.scoring.texts import Msg
from podium.site.i18n import POWER_NAMES, Translator
from podium.themes import LANGUAGES, Domain, builtin_themes_dir, catalog_path, languages

DEFAULT = builtin_themes_dir() / "default"


def test_the_languages_are_english_and_the_default_themes_catalogs() -> None:
    folders = sorted(p.name for p in (DEFAULT / "locales").iterdir() if p.is_dir())
    assert ("en", *folders) == LANGUAGES
    assert len(LANGUAGES) > 1


def test_the_power_names_are_marked_for_extraction() -> None:
    assert POWER_NAMES == POWERS


def test_adding_a_language_is_adding_one_po_file(tmp_path: Path) -> None:
    theme = tmp_path / "default"
    shutil.copytree(DEFAULT, theme)
    catalog = catalog_path(theme, "nl_BE")  # a regional variant: not one of podium's
    catalog.parent.mkdir(parents=True)
    text = catalog_path(theme, "it").read_text(encoding="utf-8")
    catalog.write_text(  # a half-done Dutch: Italian but for one word and the plural rule
        text.replace('"Language: it\\n"', '"Language: nl_BE\\n"')
        .replace("plural=(n != 1);", "plural=(n > 1);")
        .replace('msgstr "Giocatori"', 'msgstr "Spelers"'),
        encoding="utf-8",
    )
    assert languages(theme) == ("en", *sorted([*LANGUAGES[1:], "nl_BE"]))
    dutch = Translator("nl_BE", (theme,))
    assert dutch.gettext("Players") == "Spelers"
    assert dutch.gettext("Final ranking") == "Classifica finale"
    assert dutch.ngettext("%(num)s player", "%(num)s players", 0) == "0 giocatore"
    assert dutch.date(date(2024, 11, 14)) == "14 november 2024"  # CLDR's, with no work
    assert dutch.number(Fraction(256008, 100)) == "2.560,08"


# ------------------------------------------------------------------- a club's theme


def _theme(
    folder: Path,
    language: str,
    entries: dict[str, str],
    template: str = "",
    domain: Domain = "messages",
    context: str = "",
) -> Path:
    ctxt = f'msgctxt "{context}"\n' if context else ""
    body = "".join(f'{ctxt}msgid "{k}"\nmsgstr "{v}"\n\n' for k, v in entries.items())
    po = catalog_path(folder, language, domain)
    po.parent.mkdir(parents=True, exist_ok=True)
    po.write_text(f'msgid ""\nmsgstr ""\n"Language: {language}\\n"\n\n{body}', encoding="utf-8")
    if template:
        (folder / "templates").mkdir()
        (folder / "templates" / "t.html").write_text(template, encoding="utf-8")
    return folder


def test_a_clubs_theme_overrides_any_message(tmp_path: Path) -> None:
    theme = _theme(
        tmp_path / "club", "it", {"Players": "Soci"}, "{{ _('Players') }}|{{ _('Rank') }}"
    )
    env = make_environment([theme, DEFAULT], Translator("it", (theme,)))
    assert env.get_template("t.html").render() == "Soci|Pos."
    assert Translator("it", (theme,)).gettext("Players") == "Soci"
    assert Translator("it").gettext("Players") == "Giocatori"


def test_a_clubs_theme_may_reword_english(tmp_path: Path) -> None:
    theme = _theme(tmp_path / "club", "en", {"Players": "Members"})
    assert Translator("en", (theme,)).gettext("Players") == "Members"
    assert Translator("en", (theme,)).gettext("Rank") == "Rank"


def test_a_theme_rewords_a_systems_line_by_its_context_and_english_text(tmp_path: Path) -> None:
    base = ITALIA("base", n=4, centres=9, value=36)
    template = ITALIA.english["base"].english
    words = {template: "{n} per {centres} centri fa {value}"}
    theme = _theme(tmp_path / "club", "it", words, domain="scoring", context="italia-2010")
    assert Translator("it", (theme,)).line(base) == "4 per 9 centri fa 36"
    assert Translator("it").line(base) == "4 × 9 centri = 36"  # the default theme's
    other = _theme(tmp_path / "other", "it", words, domain="scoring", context="c-diplo")
    assert Translator("it", (other,)).line(base) == "4 × 9 centri = 36"  # another system's
    words = {template: "{centres} centres ×{n} = {value}"}
    english = _theme(tmp_path / "en", "en", words, domain="scoring", context="italia-2010")
    assert Translator("en", (english,)).line(base) == "9 centres ×4 = 36"
    assert Translator("en").line(base) == "4 × 9 centres = 36"


def test_a_theme_rewords_a_rules_paragraph(tmp_path: Path) -> None:
    first = get_system("vulcan").explanation.rules[0]
    words = {first.english: "Chi è eliminato non fa punti."}
    theme = _theme(tmp_path / "club", "it", words, domain="scoring", context="vulcan")
    assert Translator("it", (theme,)).text(first) == "Chi è eliminato non fa punti."
    assert Translator("it").text(first) == "Chi è eliminato fa sempre 0."


def test_a_missing_translation_reads_in_english_message_by_message(tmp_path: Path) -> None:
    """A language with one scoring message translated (and no catalog in podium's themes):
    that message in the language, every other one in English."""
    sit_out, penalty = TOURNAMENT("sit_out", value=25), TOURNAMENT("penalty", value=5)
    words = {sit_out.template: "ripozo +{value}"}
    theme = _theme(tmp_path / "club", "eo", words, domain="scoring", context="tournament")
    esperanto = Translator("eo", (theme,))
    assert esperanto.line(sit_out) == "ripozo +25"
    assert esperanto.line(penalty) == "penalty −5"
    title = get_system("league").title
    assert esperanto.text(title) == title.english == "League placement"


def test_a_scoring_translation_with_a_value_its_english_lacks_is_a_problem(
    tmp_path: Path,
) -> None:
    words = {"sit-out +{value}": "repos +{points}"}
    theme = _theme(tmp_path / "club", "fr", words, domain="scoring", context="tournament")
    with pytest.raises(ContentError) as caught:
        Translator("fr", (theme,)).line(TOURNAMENT("sit_out", value=25))
    assert [str(p) for p in caught.value.problems] == [
        f"{catalog_path(theme, 'fr', 'scoring')}:6:1: unknown placeholder {{points}}; "
        "use only the {name} values that the msgid has, spelt the same"
    ]


def test_a_broken_catalog_is_a_problem_at_its_line(tmp_path: Path) -> None:
    theme = _theme(tmp_path / "club", "it", {"Players": "Soci"})
    po = catalog_path(theme, "it")
    po.write_text(po.read_text(encoding="utf-8") + 'msgid "Rank"\n', encoding="utf-8")
    with pytest.raises(ContentError) as caught:
        Translator("it", (theme,)).gettext("Players")
    assert [str(p) for p in caught.value.problems] == [
        f"{po}:8:1: not a gettext catalog: missing msgstr for msgid 'Rank'; "
        'write each entry as msgid "English text" and msgstr "translation" lines'
    ]


def test_a_translation_with_a_value_its_english_lacks_is_a_problem(tmp_path: Path) -> None:
    theme = _theme(tmp_path / "club", "fr", {"Players": "Joueurs", "Round %(n)s": "Ronde %(m)s"})
    with pytest.raises(ContentError) as caught:
        Translator("fr", (theme,)).gettext("Players")
    assert [str(p) for p in caught.value.problems] == [
        f"{catalog_path(theme, 'fr')}:8:1: unknown named placeholder 'm'; "
        "use only the %(name)s values that the msgid has, spelt the same"
    ]


def test_template_texts_are_escaped_and_their_values_too(tmp_path: Path) -> None:
    theme = _theme(tmp_path / "club", "fr", {"Rank": "<b>Rang</b>"}, "{{ _('Rank') }}")
    (theme / "templates" / "u.html").write_text(
        "{{ _('Round %(n)s', n=n) }}|{{ ngettext('%(num)s player', '%(num)s players', k) }}",
        encoding="utf-8",
    )
    env = make_environment([theme], Translator("fr", (theme,)))
    assert env.get_template("t.html").render() == "&lt;b&gt;Rang&lt;/b&gt;"
    assert env.get_template("u.html").render(n="<i>", k=1) == "Ronde &lt;i&gt;|1 joueur"


# ------------------------------------------------------------------- plurals


@pytest.mark.parametrize(
    ("lang", "shown"),
    [
        ("en", ["0 players", "1 player", "2 players"]),
        ("it", ["0 giocatori", "1 giocatore", "2 giocatori"]),
        ("fr", ["0 joueur", "1 joueur", "2 joueurs"]),
    ],
)
def test_counts_are_plural_where_the_language_says(lang: str, shown: list[str]) -> None:
    tr = Translator(lang)
    assert [tr.ngettext("%(num)s player", "%(num)s players", n) for n in (0, 1, 2)] == shown


def test_a_score_with_decimals_is_plural() -> None:
    en = Translator("en")
    points = [en.quantity("%(num)s point", "%(num)s points", v) for v in (1, Fraction(3, 2), 2)]
    assert points == ["1 point", "1.5 points", "2 points"]
    assert Translator("it").quantity("%(num)s point", "%(num)s points", 1) == "1 punto"


# ------------------------------------------------------------------- numbers and dates


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
        ("en", Fraction(256008, 100), "2,560.08"),
        ("it", Fraction(256008, 100), "2.560,08"),
        ("fr", Fraction(256008, 100), "2\u202f560,08"),
        ("en", 123456, "123,456"),
        ("it", 123456, "123.456"),
        ("fr", Fraction(12345678, 100), "123\u202f456,78"),
        ("fr", Fraction(-5, 2), "−2,5"),
        ("en", Fraction(-1, 1000), "0"),
    ],
)
def test_numbers(lang: str, value: Fraction | int, shown: str) -> None:
    assert Translator(lang).number(value) == shown


def test_sort_key_is_machine_readable() -> None:
    assert Translator("fr").sort_key(Fraction(95, 3)) == "31.6667"


@pytest.mark.parametrize(
    ("lang", "start", "end", "shown"),
    [
        ("en", date(2024, 5, 10), None, "10 May 2024"),
        ("it", date(2024, 5, 10), date(2024, 5, 12), "10–12 maggio 2024"),
        ("fr", date(2024, 5, 1), date(2024, 5, 2), "1–2 mai 2024"),
        ("en", date(2024, 5, 30), date(2024, 6, 2), "30 May – 2 June 2024"),
        ("it", date(2024, 5, 30), date(2024, 6, 2), "30 maggio – 2 giugno 2024"),
        ("fr", date(2024, 12, 30), date(2025, 1, 2), "30 décembre 2024 – 2 janvier 2025"),
        ("de", date(2024, 5, 10), date(2024, 5, 12), "10.–12. Mai 2024"),
        ("de", date(2024, 9, 5), date(2024, 10, 10), "5. September – 10. Oktober 2024"),
    ],
)
def test_dates(lang: str, start: date, end: date | None, shown: str) -> None:
    assert Translator(lang).date_range(start, end) == shown


def test_ordinals() -> None:
    en = Translator("en")
    assert [en.ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 111)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "111th",
    ]  # fmt: skip
    assert [Translator("it").ordinal(n) for n in (2, 11)] == ["2º", "11º"]
    assert [Translator("fr").ordinal(n) for n in (1, 2, 21)] == ["1er", "2e", "21e"]
    assert [Translator("de").ordinal(n) for n in (1, 2, 21)] == ["1.", "2.", "21."]


# ------------------------------------------------------------------- lines and words


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
    line = Line("mystery bonus +{value}", (("value", Fraction(5, 2)),), "tournament")
    assert Translator("it").line(line) == "mystery bonus +2,5"
    assert Translator("it").text(Msg("tournament", "sit-out")) == "riposo"
    assert Translator("it").text(Msg("vulcan", "sit-out")) == "sit-out"  # not in its context


def test_tiebreak_names() -> None:
    assert Translator("en").tiebreak("round_score:2") == "better result in round 2"
    assert Translator("fr").tiebreak("lots") == "tirage au sort"
    assert Translator("it").tiebreak("coin_toss") == "coin_toss"


def test_one_english_word_two_translations() -> None:
    it = Translator("it")
    assert (it.result("draw"), it.victory("draw")) == ("patta", "pareggio")
    assert it.pgettext("mark", "Disqualified") == "Squalificato"
    assert it.gettext("Disqualified") == "Squalificati"
    assert (it.power("England"), it.power("Allies")) == ("Inghilterra", "Allies")


def test_system_names_are_translated_where_they_are_not_proper_names() -> None:
    league, italia = get_system("league").title, get_system("italia-2010").title
    assert Translator("fr").text(league) == "Classement par places"
    assert Translator("it").text(league) == "Classifica a piazzamenti"
    assert Translator("en").text(league) == "League placement"
    assert Translator("fr").text(italia) == "Italia 2010"
