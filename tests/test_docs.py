"""The documents in docs/: the examples of content-format.md are valid files of the format
they show, and scoring.md covers every scoring system, ``rules:`` option and tie-break
the code has (the lists come from the code, never written out here)."""

from __future__ import annotations

import re
from fractions import Fraction
from pathlib import Path

import yaml
from pydantic import BaseModel

from podium.content import formats
from podium.model import Rules, Total
from podium.scoring import registry, tiebreaks
from podium.scoring.kinds import KINDS
from podium.scoring.totals import total_of
from podium.scoring.tournament import merge_rules

DOC = Path(__file__).resolve().parent.parent / "docs" / "content-format.md"


def test_every_yaml_example_of_the_format_doc_is_valid() -> None:
    blocks = re.findall(r"```yaml\n(.*?)```", DOC.read_text(encoding="utf-8"), re.DOTALL)
    models: list[type[BaseModel]] = [
        formats.SiteFile,
        formats.PlayersFile,
        formats.EventFile,
        formats.EventFile,  # its awards
        formats.EventFile,  # its teams
        KINDS["diplomacy"].round_file,
        KINDS["diplomacy"].round_file,  # the director's order of a tie
        KINDS["placement"].round_file,
        KINDS["team"].round_file,
        KINDS["diplomacy"].round_file,  # a round in play
        formats.SeriesFile,
    ]
    assert len(blocks) == len(models)
    for block, model in zip(blocks, models, strict=True):
        model.model_validate(yaml.safe_load(block))


SCORING = DOC.parent / "scoring.md"
SYSTEM_TEMPLATE = (
    "What it rewards",
    "What a board needs",
    "How a board is scored",
    "Worked example",
    "Options",
)
"""The parts every system's section of docs/scoring.md has, in this order."""


def _section(text: str, heading: str) -> str:
    """The text under ``heading`` (a whole line) up to the next heading of its level or above."""
    level = len(heading) - len(heading.lstrip("#"))
    lines = text.splitlines()
    assert heading in lines, f"docs/scoring.md has no heading {heading!r}"
    start = lines.index(heading) + 1
    end = start
    while end < len(lines):
        found = re.match(r"(#+) ", lines[end])
        if found and len(found.group(1)) <= level:
            break
        end += 1
    return "\n".join(lines[start:end])


def _table_rows(section: str) -> dict[str, list[str]]:
    """Rows of the Markdown tables in ``section`` whose first cell is `code`: name -> cells."""
    rows: dict[str, list[str]] = {}
    for found in re.finditer(r"^\| `([^`]+)` \|(.*)\|$", section, re.MULTILINE):
        rows[found.group(1)] = [cell.strip() for cell in found.group(2).split("|")]
    return rows


def test_every_scoring_system_has_a_section_written_to_the_template() -> None:
    text = SCORING.read_text(encoding="utf-8")
    for key in registry.available():
        section = _section(text, f"### {registry.get_system(key).title.english} (`{key}`)")
        parts = re.findall(r"^#### (.+)$", section, re.MULTILINE)
        assert tuple(parts) == SYSTEM_TEMPLATE, key


def _default(written: str) -> Fraction | None:
    """A default as the options table writes it: a number, or a word for none."""
    return None if written in ("off", "exact", "—") else Fraction(written)


def test_every_rules_option_is_in_the_options_table_with_its_defaults() -> None:
    rows = _table_rows(_section(SCORING.read_text(encoding="utf-8"), "### Options (`rules:`)"))
    assert sorted(rows) == sorted(formats.RulesFile.model_fields)
    common = merge_rules(Rules(), Rules())
    italia = merge_rules(Rules(), registry.get_system("italia-2010").defaults)
    for option, (common_default, italia_default, _meaning) in rows.items():
        if option == "total":  # a method, not a number: both sum, the method of no total
            assert (common_default, italia_default) == ("sum", "sum")
            assert total_of(common) == total_of(italia) == Total("sum")
            continue
        assert _default(common_default) == getattr(common, option), option
        assert _default(italia_default) == getattr(italia, option), option


def test_every_tiebreak_is_in_the_tiebreak_table() -> None:
    rows = _table_rows(_section(SCORING.read_text(encoding="utf-8"), "### Tie-breaks"))
    assert sorted(rows) == sorted(tiebreaks.known())


def _anchors(text: str) -> set[str]:
    """The anchors GitHub gives the headings of a Markdown text."""
    seen: dict[str, int] = {}
    anchors = set()
    for heading in re.findall(r"^#+ (.+)$", re.sub(r"```.*?```", "", text, flags=re.DOTALL), re.M):
        slug = re.sub(r"[^\w\- ]", "", heading.lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        anchors.add(slug if count == 0 else f"{slug}-{count}")
    return anchors


def test_every_link_between_the_docs_reaches_a_heading() -> None:
    docs = {path.name: path.read_text(encoding="utf-8") for path in DOC.parent.glob("*.md")}
    links = [
        (name, target, anchor)
        for name, text in docs.items()
        for target, anchor in re.findall(r"\]\(([\w.-]*\.md)?(?:#([\w-]+))?\)", text)
    ]
    assert links
    for name, target, anchor in links:
        file = target or name
        assert file in docs, (name, target)
        if anchor:
            assert anchor in _anchors(docs[file]), (name, target, anchor)


ROOT = DOC.parent.parent
MARKDOWN_LINK = re.compile(r"\]\(([^)\s]+)\)|src=\"([^\"]+)\"")


def _documents() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def test_the_readme_is_a_front_door() -> None:
    """The README says what podium is and where to go next; the guides live in docs/."""
    readme = ROOT / "README.md"
    assert readme.stat().st_size <= 15 * 1024
    text = readme.read_text(encoding="utf-8")
    for guide in ("user-guide.md", "commands.md", "architecture.md", "CONTRIBUTING.md"):
        assert f"(docs/{guide})" in text, guide


def test_every_relative_link_of_the_docs_leads_to_a_file() -> None:
    broken: list[str] = []
    for document in _documents():
        for found in MARKDOWN_LINK.finditer(document.read_text(encoding="utf-8")):
            target = (found.group(1) or found.group(2)).split("#")[0]
            if not target or re.match(r"[a-z]+:", target):
                continue
            if not (document.parent / target).exists():
                broken.append(f"{document.relative_to(ROOT)}: {target}")
    assert broken == []
