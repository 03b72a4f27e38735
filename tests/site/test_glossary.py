"""Every term explained where it is used: breakdown words link to the glossary of their
scoring system's rules page, which has a worked example and is in an event's menu."""

from __future__ import annotations

import posixpath
import re

import pytest

from podium.scoring.glossary import TOURNAMENT_GLOSSARY, TOURNAMENT_TERMS, anchor, glossary
from podium.scoring.lines import TOURNAMENT
from podium.scoring.registry import get_system, usable
from podium.scoring.system import ScoringSystem
from podium.site.i18n import Translator
from podium.themes import LANGUAGES


@pytest.mark.parametrize("system", usable(), ids=lambda s: s.key)
def test_a_systems_terms_name_its_own_lines_and_glossary(system: ScoringSystem) -> None:
    key = system.key
    english = [term.english for term, _ in system.explanation.glossary]
    for line, term in system.terms.items():
        assert line in system.lines.english, (key, line)
        assert term in english, (key, term)


def test_the_tournaments_terms_name_its_lines_and_glossary() -> None:
    english = [term.english for term, _ in TOURNAMENT_GLOSSARY]
    for line, term in TOURNAMENT_TERMS.items():
        assert line in TOURNAMENT.english and term in english


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_terms_anchor_is_the_same_in_every_language(language: str) -> None:
    terms = glossary(get_system("italia-2010"))
    assert [a for a, _, _ in terms][:3] == ["term-tss", "term-break", "term-no-break"]
    assert anchor("no break") == "term-no-break"
    shown = [Translator(language).text(term) for _, term, _ in terms]
    assert len(set(shown)) == len(shown)  # each anchor names a term of its own


def test_wooden_ships_rules_say_what_its_scoring_does() -> None:
    """Kills earn nothing in Wooden Ships (team_games.score(count_kills=False)): its rules
    are Blue Max's with the paragraph on kills said its own way."""
    wooden = get_system("wooden-ships").explanation
    blue = get_system("blue-max").explanation
    assert "per kill" not in " ".join(m.english for m in wooden.rules)
    assert "per kill" in blue.rules[-1].english
    assert wooden.rules[1:-1] == blue.rules[:-1] and wooden.rules[-1] not in blue.rules
    assert wooden.example


def test_every_breakdown_link_reaches_its_term(example_files: dict[str, bytes]) -> None:
    links = 0
    for path, data in example_files.items():
        if not path.endswith(".html"):
            continue
        page = data.decode()
        for target in re.findall(r'<a (?:class="term" )?href="([^"#]*#term-[^"]+)"', page):
            file, _, fragment = target.partition("#")
            linked = posixpath.normpath(posixpath.join(posixpath.dirname(path), file))
            rules = example_files[f"{linked}/index.html" if file.endswith("/") else linked]
            assert f'<dt id="{fragment}">' in rules.decode(), (path, target)
            links += 1
    assert links > 50


def test_a_board_page_links_each_term_once(example_files: dict[str, bytes]) -> None:
    """From the first breakdown line that names it; the later lines say it unlinked."""
    boards = [p for p in example_files if "/board-" in p and p.endswith(".html")]
    assert boards
    for path in boards:
        page = example_files[path].decode()
        lists = "".join(re.findall(r'<ul class="breakdown">.*?</ul>', page))
        targets = re.findall(r'href="([^"]*#term-[^"]+)"', lists)
        assert len(targets) == len(set(targets)), path
    page = example_files["events/2024-brunate-open/round-1/board-1/index.html"].decode()
    assert page.count("no break +10") == 5  # five seats; the first one linked
    assert page.count('#term-no-break">no break +10</a>') == 1


def test_the_rules_page_has_a_worked_example_and_is_in_the_event_menu(
    example_files: dict[str, bytes],
) -> None:
    rules = example_files["rules/italia-2010/index.html"].decode()
    assert "<h2>A worked example</h2>" in rules
    assert "Austria: (36 + 70) × 1.4 + 1 = 149.4." in rules
    for page in (
        "events/2024-brunate-open/index.html",
        "events/2024-brunate-open/round-1/board-1/index.html",
    ):
        menu = re.search(
            r'<nav aria-label="Main menu">(.*?)</nav>', example_files[page].decode(), re.S
        )
        assert menu is not None and 'rules/italia-2010/">Scoring</a>' in menu.group(1)
    menu = re.search(r'<nav aria-label="Main menu">(.*?)</nav>', rules, re.S)
    assert menu is not None and "Scoring" not in menu.group(1)
