"""Texts, numbers and dates in the site's language: gettext catalogs and Babel's CLDR data.

Every text a page shows is a gettext message whose id is the English text. Its
translations are the theme's catalogs, ``<theme>/locales/<lang>/LC_MESSAGES/<domain>.po``,
read with Babel at build time (no compiled ``.mo`` files): ``messages`` for the templates'
and podium's own texts, ``scoring`` for the scoring systems' (see below). Theme lookup is
the templates' (:mod:`podium.themes`): an entry in the site's theme overrides the
chosen theme's, which overrides podium's default theme; English needs no catalog (a theme
may still have ``locales/en`` to reword a text). Templates use ``_()``, ``ngettext()`` and
``pgettext()`` (``jinja2.ext.i18n``, see :mod:`podium.render.templates`); Python code
calls the same methods of :class:`Translator`, so Babel's extractors find every message in
both.

The scoring modules' texts (breakdown lines, rules pages, glossaries, system names) are
written in English, each with its context (:class:`~podium.scoring.texts.Msg`: the
owning system's key, ``tournament``, ``diplomacy``...); the ``scoring`` catalogs translate
them by context and English text (:meth:`Translator.text`, :meth:`Translator.line`). A
message a catalog lacks, or has only as fuzzy, shows in English.

Numbers and dates use Babel's CLDR data for the language (separators, month names); the
rounding is podium's own (:mod:`podium.numbers`). Output never depends on the machine's
locale.
"""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date as Date
from decimal import Decimal
from fractions import Fraction
from functools import cache
from gettext import GNUTranslations, NullTranslations
from pathlib import Path
from string import Formatter

from babel import Locale
from babel.dates import format_date, format_skeleton
from babel.messages.catalog import Catalog, Message
from babel.messages.mofile import write_mo
from babel.messages.pofile import PoFileError, read_po
from babel.numbers import format_decimal, format_percent

from podium import hashing
from podium.content.problems import ContentError, Problem, outside
from podium.numbers import text
from podium.powers import POWERS
from podium.scoring.lines import ORDINAL_PARAMS
from podium.scoring.results import Line, Param
from podium.scoring.texts import Msg
from podium.site.plan_memos import TextMemos
from podium.themes import LANGUAGES as LANGUAGES
from podium.themes import Domain, builtin_themes_dir, catalog_path
from podium.themes import Language as Language


def N_(message: str) -> str:
    """Marks ``message`` for Babel's extractors where it is translated later (by name)."""
    return message


MINUS = "\u2212"

CLDR_LOCALES: Mapping[str, str] = {"en": "en_GB"}
"""The CLDR locale of a site language where it is not the language itself: podium's
English is British ("14 November 2024", as its texts say "centres")."""

_ORDINALS: Mapping[str, str] = {
    # by the number's CLDR ordinal category; a language's own categories that English
    # lacks (Italian "many") read as "other"
    "one": N_("%(num)sst"),
    "two": N_("%(num)snd"),
    "few": N_("%(num)srd"),
    "other": N_("%(num)sth"),
}

_TIEBREAKS: Mapping[str, str] = {
    "games_played": N_("more games played"),
    "women_first": N_("women first"),
    "round_score": N_("better result in round %(n)s"),
    "round_power": N_("power played in round %(n)s"),
    "youngest": N_("youngest first"),
    "lots": N_("drawing of lots"),
}

_RESULTS: Mapping[str, str] = {
    "solo": N_("solo victory"),
    "time": N_("time limit reached"),
    "concession": N_("concession"),
}

_VICTORIES: Mapping[str, str] = {
    "strategic": N_("strategic victory"),
    "tactical": N_("tactical victory"),
    "marginal": N_("marginal victory"),
}


POWER_NAMES: tuple[str, ...] = (
    N_("Austria"),
    N_("England"),
    N_("France"),
    N_("Germany"),
    N_("Italy"),
    N_("Russia"),
    N_("Turkey"),
)
"""The powers' names as messages: :data:`podium.powers.POWERS`, written out here so that
``pybabel extract`` finds them (tests/site/test_i18n.py checks that they are the same)."""


def theme_catalog(folders: Sequence[Path], language: str, domain: Domain = "messages") -> Catalog:
    """The theme's ``domain`` messages in ``language``: every folder's catalog, earlier
    folders' entries overriding later ones' (podium's default theme always comes last, and
    its catalog's header, plural forms included, is the one kept)."""
    found: list[Catalog] = []
    problems: list[Problem] = []
    for folder in _with_default(folders):
        path = catalog_path(folder, language, domain)
        if path.is_file():
            catalog = _read(path, folder, language, domain, problems)
            if catalog is not None:
                found.append(catalog)
    if problems:
        raise ContentError(problems)
    if not found:
        return Catalog(locale=CLDR_LOCALES.get(language, language))
    merged = found[-1]
    for catalog in reversed(found[:-1]):
        for message in catalog:
            if _translated(message):
                merged.delete(message.id, message.context)
                merged.add(message.id, message.string, context=message.context)
    return merged


def _read(
    path: Path, theme: Path, language: str, domain: Domain, problems: list[Problem]
) -> Catalog | None:
    """One theme catalog, or None with its problems added to ``problems``: a file that is
    not a catalog, or a translation naming a ``%(value)s`` (in ``scoring``, a ``{value}``)
    its English text lacks."""
    leaves = outside(path, theme, "theme")
    if leaves is not None:
        problems.append(leaves)
        return None
    try:
        with path.open("rb") as file:
            catalog = read_po(file, locale=language, abort_invalid=True)
    except PoFileError as error:
        what = str(error).removesuffix(f" on {error.lineno}")  # Babel counts lines from 0
        line = error.lineno + 1
        problems.append(Problem(str(path), line, 1, f"not a gettext catalog: {what}", _PO_FIX))
        return None
    if domain == "scoring":
        problems.extend(_brace_problems(path, catalog))
        return catalog
    for message in catalog:
        if message.id and message.python_format:
            message.flags.add("python-format")  # so that check() compares the placeholders
    for message, mistakes in catalog.check():
        line = message.lineno or 0
        problems.extend(Problem(str(path), line, 1, str(m), _PLACEHOLDER_FIX) for m in mistakes)
    return catalog


_PO_FIX = 'write each entry as msgid "English text" and msgstr "translation" lines'
_PLACEHOLDER_FIX = "use only the %(name)s values that the msgid has, spelt the same"
_BRACE_FIX = "use only the {name} values that the msgid has, spelt the same"


def _brace_problems(path: Path, catalog: Catalog) -> list[Problem]:
    """The translations of a ``scoring`` catalog naming a ``{value}`` their English
    text lacks (its texts are ``str.format`` templates, where a ``%`` is only a percent)."""
    problems: list[Problem] = []
    for message in catalog:
        if not (isinstance(message.id, str) and isinstance(message.string, str)):
            continue
        unknown = sorted(braces(message.string) - braces(message.id))
        if unknown:
            what = f"unknown placeholder {{{unknown[0]}}}"
            problems.append(Problem(str(path), message.lineno or 0, 1, what, _BRACE_FIX))
    return problems


def braces(template: str) -> set[str]:
    """The ``{names}`` of a ``str.format`` template; a template that is not one has none."""
    try:
        return {name for _, name, _, _ in Formatter().parse(template) if name}
    except ValueError:
        return set()


def _translated(message: Message) -> bool:
    return bool(message.id and message.string and not message.fuzzy)


def _with_default(folders: Sequence[Path]) -> list[Path]:
    default = builtin_themes_dir() / "default"
    return [*folders, default] if default not in folders else list(folders)


def _digest(catalog: Catalog) -> str:
    """A digest of the catalog's messages and plural forms (not its header, which may
    hold the time it was made)."""
    messages = (repr((m.id, m.string, m.context)) for m in catalog if m.id)
    return hashing.key(catalog.plural_forms, *messages)


def _gnu(catalog: Catalog) -> NullTranslations:
    """The catalog as the standard library's translations (plural forms included)."""
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    buffer.seek(0)
    return GNUTranslations(buffer)


@cache
def _locale(language: str) -> Locale:
    return Locale.parse(CLDR_LOCALES.get(language, language))


@dataclass(frozen=True, slots=True)
class _Messages:
    translations: NullTranslations
    texts: Mapping[str, str]
    """Message id -> translation, of the messages without context or plural (overrides
    of line texts included): what ``gettext`` looks up."""
    digest: str  # of the merged catalog (Translator.catalog_digest)


@dataclass(frozen=True, slots=True)
class Translator:
    """Everything language-dependent, for one site: its language and its theme folders
    (first match wins; podium's default theme is always searched last)."""

    language: str = "en"
    themes: tuple[Path, ...] = ()
    _messages: list[_Messages] = field(default_factory=list, compare=False, repr=False)
    memos: TextMemos = field(default_factory=TextMemos, compare=False, repr=False)
    _scoring: list[Mapping[tuple[str, str], str]] = field(
        default_factory=list, compare=False, repr=False
    )

    @property
    def translations(self) -> NullTranslations:
        """The merged catalogs as ``gettext`` translations (read once, on first use)."""
        return self._catalogs().translations

    @property
    def texts(self) -> Mapping[str, str]:
        """English -> translation, for every message without a context or a plural."""
        return self._catalogs().texts

    def _catalogs(self) -> _Messages:
        if not self._messages:
            catalog = theme_catalog(self.themes, self.language)
            texts = {
                m.id: m.string
                for m in catalog
                if isinstance(m.id, str) and isinstance(m.string, str)
                if _translated(m) and not m.context
            }
            self._messages.append(_Messages(_gnu(catalog), texts, _digest(catalog)))
        return self._messages[0]

    @property
    def catalog_digest(self) -> str:
        """A digest of the merged catalogs' messages and plural forms: what the
        translations depend on besides the language."""
        return self._catalogs().digest

    # -------------------------------------------------------------- messages

    def gettext(self, message: str, /, **params: object) -> str:
        """``message`` in this language, ``%(name)s`` filled from ``params`` (as Jinja's
        ``_()`` does: ``%%`` for a percent sign)."""
        found = self._messages  # (not the property: pages ask for ~1000 texts per event)
        texts = found[0].texts if found else self.texts
        return texts.get(message, message) % params

    def ngettext(self, singular: str, plural: str, n: int, /, **params: object) -> str:
        """The singular or plural form for ``n`` in this language; ``%(num)s`` is ``n``."""
        return self.translations.ngettext(singular, plural, n) % {"num": n, **params}

    def quantity(self, singular: str, plural: str, value: Fraction | int) -> str:
        """``ngettext`` for a score: ``%(num)s`` is ``value`` as :meth:`number` shows it. The
        form is that of the whole number, or of 2 for a number with decimals (gettext's
        plural rules count whole things; "2.5 points", not "2.5 point")."""
        n = value.numerator if value.denominator == 1 else 2
        return self.ngettext(singular, plural, n, num=self.number(value))

    def pgettext(self, context: str, message: str, /, **params: object) -> str:
        """``message`` in ``context``, for an English text that translates two ways."""
        return self.translations.pgettext(context, message) % params

    # -------------------------------------------------------------- numbers and dates

    def number(self, value: Fraction | int | None, places: int = 2) -> str:
        """A score as shown on pages: half-up to ``places`` decimals, no trailing zeros,
        with the language's CLDR separators, and a true minus sign (as the breakdown lines
        write "−{value}"), where CLDR has a hyphen."""
        if value is None:
            return ""
        # keyed by the exact ratio (int or Fraction alike): a Fraction's own hash and
        # equality are Python code, several times slower than a tuple of ints
        key = (value.numerator, value.denominator, places)
        shown = self.memos.numbers.get(key)
        if shown is None:
            plain = text(value, places)
            locale = CLDR_LOCALES.get(self.language, self.language)
            magnitude = format_decimal(
                Decimal(plain.lstrip("-")), locale=locale, decimal_quantization=False
            )
            shown = self.memos.numbers[key] = MINUS + magnitude if plain[0] == "-" else magnitude
        return shown

    def percent(self, share: Fraction) -> str:
        """A share (0 to 1) as a percentage, half-up to one decimal, in the language's
        CLDR notation: "12.5%" (en), "12,5 %" (fr)."""
        plain = Decimal(text(share, 3))  # 0.125: rounded here, never by Babel
        locale = CLDR_LOCALES.get(self.language, self.language)
        return format_percent(plain, locale=locale, decimal_quantization=False)

    def sort_key(self, value: Fraction | int | None) -> str:
        """A machine value for sorting in the browser: plain decimal, '.' separator, no
        trailing zeros ("49", "10.5", "106.6667")."""
        if value is None:
            return ""
        key = (value.numerator, value.denominator)
        found = self.memos.sort_keys.get(key)
        if found is None:
            found = self.memos.sort_keys[key] = text(value, 4)
        return found

    def date(self, day: Date) -> str:
        """A day in words: "14 November 2024", "14 novembre 2024" (CLDR's long date)."""
        return format_date(day, "long", locale=_locale(self.language))

    def date_range(self, start: Date, end: Date | None) -> str:
        """From ``start`` to ``end``, saying the month and year once where they are shared."""
        if end is None or end == start:
            return self.date(start)
        locale = _locale(self.language)
        if (start.year, start.month) == (end.year, end.month):
            # the day as the long date writes it: "10" (en, it, fr), "10." (de)
            first_day = self.date(start).split(" ", 1)[0]
            return f"{first_day}–{self.date(end)}"
        if start.year == end.year:
            return f"{format_skeleton('MMMMd', start, locale=locale)} – {self.date(end)}"
        return f"{self.date(start)} – {self.date(end)}"

    def ordinal(self, n: int) -> str:
        """1st, 2nd (en); 1º (it); 1er, 2e (fr): by the number's CLDR ordinal category."""
        shown = self.memos.ordinals.get(n)  # Babel's rule is slow, and every board page says "1st"
        if shown is None:
            category = _locale(self.language).ordinal_form(n)
            message = _ORDINALS.get(category, _ORDINALS["other"])
            shown = self.memos.ordinals[n] = self.gettext(message, num=n)
        return shown

    def country(self, code: str) -> str:
        """A country's name in this language (CLDR's, by Babel) from its ISO 3166-1 code;
        an unknown code as it is."""
        name: str = _locale(self.language).territories.get(code, code)
        return name

    # -------------------------------------------------------------- words of the game

    def power(self, name: str) -> str:
        """A Diplomacy power's name in this language (any other name as it is)."""
        shown = self.memos.powers.get(name)
        if shown is None:
            known = name in POWER_NAMES
            shown = self.memos.powers[name] = self.gettext(name) if known else name
        return shown

    def power_letter(self, name: str) -> str:
        """A Diplomacy power's one-letter abbreviation in this language (the WDD's A, E,
        F, G, I, R, T in English), read without its colour; any other name's first letter."""
        shown = self.memos.letters.get(name)
        if shown is None:
            shown = self._power_letters().get(name, name[:1].upper())
            self.memos.letters[name] = shown
        return shown

    def _power_letters(self) -> dict[str, str]:
        return {
            "Austria": self.pgettext("power letter", "A"),
            "England": self.pgettext("power letter", "E"),
            "France": self.pgettext("power letter", "F"),
            "Germany": self.pgettext("power letter", "G"),
            "Italy": self.pgettext("power letter", "I"),
            "Russia": self.pgettext("power letter", "R"),
            "Turkey": self.pgettext("power letter", "T"),
        }

    def tiebreak(self, criterion: str) -> str:
        """``"round_score:2"`` -> "better result in round 2"."""
        name, _, arg = criterion.partition(":")
        message = _TIEBREAKS.get(name)
        if message is None:
            return criterion
        return self.gettext(message, n=arg)

    def result(self, result: str) -> str:
        """A Diplomacy board's result ("solo", "draw", "time") in words."""
        if result == "draw":
            return self.pgettext("board result", "draw")
        message = _RESULTS.get(result)
        return self.gettext(message) if message else result

    def victory(self, victory: str) -> str | None:
        """A team game's victory level ("strategic", ... or "draw") in words, else None."""
        if victory == "draw":
            return self.pgettext("team game", "draw")
        message = _VICTORIES.get(victory)
        return self.gettext(message) if message else None

    def param(self, value: Param) -> str:
        if isinstance(value, Fraction):
            return self.number(value)
        if isinstance(value, int) and not isinstance(value, bool):
            return self.number(value)
        text = str(value)
        if text in POWERS:
            return self.power(text)
        return self.victory(text) or text

    # -------------------------------------------------------------- breakdown lines

    def line(self, line: Line) -> str:
        """One breakdown line in this language; positions as ordinals ("1st", "1º", "1er")."""
        shown = self.memos.lines.get(line.ident)  # equal lines read the same (Line makes sure)
        if shown is None:
            shown = self.memos.lines[line.ident] = self._line(line)
        return shown

    def _line(self, line: Line) -> str:
        params = {
            name: self.ordinal(value)
            if name in ORDINAL_PARAMS and isinstance(value, int)
            else self.param(value)
            for name, value in line.params
        }
        template = self._scoring_texts().get((line.context, line.template), line.template)
        try:
            return template.format(**params)
        except (KeyError, IndexError):  # a translation naming a parameter the line lacks
            return line.template.format(**params)

    # -------------------------------------------------------------- scoring texts

    def text(self, message: Msg) -> str:
        """A scoring module's text (a rules paragraph, a glossary entry, a system's name)
        in this language: the ``scoring`` catalogs' translation, else the English."""
        return self._scoring_texts().get((message.context, message.english), message.english)

    def _scoring_texts(self) -> Mapping[tuple[str, str], str]:
        """(context, English) -> translation, of the theme's ``scoring`` catalogs (read once,
        on first use; pages look up thousands of line texts)."""
        if not self._scoring:
            catalog = theme_catalog(self.themes, self.language, "scoring")
            self._scoring.append(
                {
                    (m.context or "", m.id): m.string
                    for m in catalog
                    if isinstance(m.id, str) and isinstance(m.string, str) and _translated(m)
                }
            )
        return self._scoring[0]
