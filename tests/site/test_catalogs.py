"""The default theme's catalogs are in step with the code, in every language.

As ``make messages`` does (Django's makemessages), Babel's extractors read the texts the
code and the templates ask for: each domain's template (``locales/<domain>.pot``) must be
what they find, and each language's catalog (a folder of ``locales/``: the languages are
never listed here) must translate every message of it, not fuzzy, with the same
placeholders, and nothing else.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.pofile import read_po

from podium.scoring.glossary import TOURNAMENT_GLOSSARY
from podium.scoring.lines import TOURNAMENT
from podium.scoring.registry import usable
from podium.scoring.texts import Msg
from podium.site.i18n import braces
from podium.themes import Domain, builtin_themes_dir, catalog_path

ROOT = Path(__file__).resolve().parents[2]
DEFAULT = builtin_themes_dir() / "default"
LOCALES = DEFAULT / "locales"
LANGUAGES = sorted(p.name for p in LOCALES.iterdir() if p.is_dir())
DOMAINS: tuple[Domain, ...] = ("messages", "scoring")

# The keywords of `make messages` (Makefile): Translator.quantity is ngettext for a score;
# the scoring texts are Msg(context, text) and nothing else.
KEYWORDS: Mapping[str, Mapping[str, tuple[int | tuple[int, str], ...]]] = {
    "messages": {**DEFAULT_KEYWORDS, "quantity": (1, 2)},  # type: ignore[dict-item]
    "scoring": {"Msg": ((1, "c"), 2)},
}
FOLDERS = {"messages": ["generator", "themes/default/templates"], "scoring": ["generator"]}

Key = tuple[str | None, str | tuple[str, ...]]
"""A message: its context and its id (singular and plural for a plural message)."""


def _key(context: str | None, message: str | Sequence[str]) -> Key:
    return (context, message if isinstance(message, str) else tuple(message[:2]))


def _extracted(domain: str) -> set[Key]:
    with (ROOT / "babel.cfg").open(encoding="utf-8") as file:
        method_map, options_map = parse_mapping_cfg(file)  # type: ignore[no-untyped-call]
    found: set[Key] = set()
    for folder in FOLDERS[domain]:
        for _file, _line, message, _comments, context in extract_from_dir(
            str(ROOT / folder), method_map, options_map, keywords=KEYWORDS[domain]
        ):
            found.add(_key(context, message))
    return found


def _read(path: Path, language: str | None = None) -> Catalog:
    with path.open("rb") as file:
        return read_po(file, locale=language)


def _messages(catalog: Catalog) -> Iterator[Message]:
    return (m for m in catalog if m.id)


@pytest.mark.parametrize("domain", DOMAINS)
def test_the_template_is_what_the_code_asks_for(domain: Domain) -> None:
    template = {_key(m.context, m.id) for m in _messages(_read(LOCALES / f"{domain}.pot"))}
    extracted = _extracted(domain)
    assert sorted(map(str, extracted - template)) == []  # run `make messages`
    assert sorted(map(str, template - extracted)) == []


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_is_translated_and_nothing_else(language: str, domain: Domain) -> None:
    template = {_key(m.context, m.id) for m in _messages(_read(LOCALES / f"{domain}.pot"))}
    catalog = {
        _key(m.context, m.id): m
        for m in _messages(_read(catalog_path(DEFAULT, language, domain), language))
    }
    assert sorted(map(str, template - set(catalog))) == []  # run `make messages`, translate
    assert sorted(map(str, set(catalog) - template)) == []
    untranslated = [
        key
        for key, m in catalog.items()
        if m.fuzzy or not m.string or (isinstance(m.string, tuple) and "" in m.string)
    ]
    assert untranslated == []


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_translations_keep_the_placeholders(language: str, domain: Domain) -> None:
    catalog = _read(catalog_path(DEFAULT, language, domain), language)
    if domain == "messages":
        problems = [(m.id, [str(e) for e in errors]) for m, errors in catalog.check()]
    else:  # str.format templates
        problems = [
            (m.id, sorted(braces(m.string)))
            for m in _messages(catalog)
            if isinstance(m.id, str) and isinstance(m.string, str)
            if braces(m.string) != braces(m.id)
        ]
    assert problems == []


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_no_message_is_in_a_catalog_twice(language: str, domain: Domain) -> None:
    """Babel keeps one of two entries for one message, silently (msgfmt refuses them): a
    message given twice is a translation nobody can tell is used."""
    path = catalog_path(DEFAULT, language, domain)
    entries: list[tuple[str, str]] = []
    context = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("msgctxt "):
            context = line
        elif line.startswith("msgid ") and line != 'msgid ""':
            entries.append((context, line))
            context = ""
    assert sorted(e for e in set(entries) if entries.count(e) > 1) == []


def _scoring_texts() -> Iterator[Msg]:
    """Every text the scoring modules hold, as pages look it up."""
    yield from (template for template in TOURNAMENT.english.values())
    for term, meaning in TOURNAMENT_GLOSSARY:
        yield from (term, meaning)
    for system in usable():
        yield system.title
        yield from system.lines.english.values()
        yield from (*system.explanation.rules, *system.explanation.example)
        for term, meaning in system.explanation.glossary:
            yield from (term, meaning)


def test_every_scoring_text_is_extracted_with_its_context() -> None:
    """A Msg whose context or text is not written out as a string literal is one that
    extraction misses, and no language could translate it."""
    extracted = _extracted("scoring")
    missed = sorted({(m.context, m.english) for m in _scoring_texts()} - extracted)
    assert missed == []
    assert len(extracted) > 300  # (the extraction found the modules)


def test_german_tells_the_rating_from_the_scoring() -> None:
    """German has one word, Wertung, for both; the pages keep it for the scoring and say
    Rating for a player's rating, in every message about ratings."""
    catalog = _read(catalog_path(DEFAULT, "de", "messages"), "de")
    strings = {m.id: m.string for m in _messages(catalog)}
    assert strings["Scoring"] == "Wertung" and strings["Rating"] == "Rating"
    about_ratings = {
        m.id
        for m in _messages(catalog)
        if any(word in str(m.id).lower() for word in ("rating", "rated"))
    }
    assert len(about_ratings) >= 7
    for message in about_ratings:
        shown = strings[message]
        texts = [shown] if isinstance(shown, str) else list(shown or ())
        assert not any("Wertung" in text for text in texts), message
