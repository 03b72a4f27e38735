"""A scoring system's rules page (``rules.html``): how it works, its glossary, its newest
events; with more, how many older ones each year has, linked to the year's page (or to the
home page, which lists every event of an archive too small for year pages)."""

from __future__ import annotations

from collections.abc import Sequence

from podium.scoring import glossary
from podium.scoring.registry import UNUSABLE, get_system
from podium.scoring.system import Explanation, ScoringSystem
from podium.site.pages.context import Context
from podium.site.pages.digest import EventDigest, SiteInput
from podium.site.pages.home import LATEST as HOME_LATEST
from podium.site.pages.page import Page, PageType
from podium.site.pages.parts import head_summary, years_counted
from podium.site.pages.paths import rules_path, year_path

LATEST = 20
"""A rules page lists its system's newest events, this many; the older ones by year."""


def _rules(ctx: Context, key: str, digests: Sequence[EventDigest]) -> Page:
    tr = ctx.tr
    path = rules_path(key)
    system = ctx.system_title(key)
    title = tr.gettext("%(system)s: how the scoring works", system=system)
    data = ctx.common(path, title, [(title, "")])
    data["system"] = system
    try:
        system_or_none: ScoringSystem | None = get_system(key)
    except UNUSABLE:
        system_or_none = None
    explained = system_or_none.explanation if system_or_none else Explanation(rules=())
    data["paragraphs"] = [tr.text(paragraph) for paragraph in explained.rules]
    data["example"] = [tr.text(paragraph) for paragraph in explained.example]
    data["glossary"] = [
        {"id": anchor, "term": tr.text(term), "meaning": tr.text(meaning)}
        for anchor, term, meaning in glossary.glossary(system_or_none)
    ]
    mine = sorted(
        (d for d in digests if d.head.scoring == key),
        key=lambda d: d.head.newest_first,
        reverse=True,
    )
    data["events"] = [head_summary(ctx, path, d.head) for d in mine[:LATEST]]
    older = mine[LATEST:]
    data["older"] = tr.ngettext(
        "%(num)s older event, by year:", "%(num)s older events, by year:", len(older)
    )
    # an archive of HOME_LATEST events or fewer has no year pages: its home page lists all
    to_page = year_path if len(digests) > HOME_LATEST else (lambda year: "index.html")
    data["older_years"] = years_counted(ctx, path, older, to_page)
    return Page(path, "rules.html", data)


def plan(ctx: Context, site: SiteInput, earlier: Sequence[Page]) -> list[Page]:
    """A rules page for each scoring system the events use."""
    return [
        _rules(ctx, key, site.digests) for key in sorted({d.head.scoring for d in site.digests})
    ]


PAGE_TYPE = PageType("rules", "rules.html", plan, scope="site", order=60)
