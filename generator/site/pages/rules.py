"""A scoring system's rules page (``rules.html``): how it works, its glossary, its events."""

from __future__ import annotations

from collections.abc import Sequence

from podium.scoring import glossary
from podium.scoring.registry import UNUSABLE, get_system
from podium.scoring.system import Explanation, ScoringSystem
from podium.site.pages.context import Context
from podium.site.pages.digest import EventDigest, SiteInput
from podium.site.pages.page import Page, PageType
from podium.site.pages.parts import head_summary
from podium.site.pages.paths import rules_path


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
    data["events"] = [
        head_summary(ctx, path, d.head)
        for d in sorted(digests, key=lambda d: d.head.newest_first, reverse=True)
        if d.head.scoring == key
    ]
    return Page(path, "rules.html", data)


def plan(ctx: Context, site: SiteInput, earlier: Sequence[Page]) -> list[Page]:
    """A rules page for each scoring system the events use."""
    return [
        _rules(ctx, key, site.digests) for key in sorted({d.head.scoring for d in site.digests})
    ]


PAGE_TYPE = PageType("rules", "rules.html", plan)
