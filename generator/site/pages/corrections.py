"""An event's corrections (``corrections.html``): the commits that touched its files."""

from __future__ import annotations

from podium.scoring.results import EventResult
from podium.site.pages.board import EventInput
from podium.site.pages.context import Context
from podium.site.pages.history import commit_link, event_commits
from podium.site.pages.page import Page, PageType
from podium.site.pages.parts import event_crumbs, event_summary
from podium.site.pages.paths import corrections_path


def _corrections(ctx: Context, result: EventResult) -> list[Page]:
    """The event's corrections page: every commit that touched its files (no e-mail)."""
    ev = result.event
    commits = event_commits(ctx, ev)
    if not commits:
        return []
    tr = ctx.tr
    path = corrections_path(ev.id)
    title = tr.gettext("Corrections")
    data = ctx.common(path, f"{title} · {ev.name}", [*event_crumbs(result), (title, "")])
    data["event"] = event_summary(ctx, path, result)
    data["commits"] = [
        {
            "date": tr.date(c.date),
            "iso": c.date.isoformat(),
            "subject": c.subject,
            "author": c.author,
            "sha": c.sha[:7],
            "href": commit_link(ctx.club, c.sha),
        }
        for c in commits
    ]
    return [Page(path, "corrections.html", data)]


def plan(ctx: Context, event: EventInput) -> list[Page]:
    """The event's corrections page, if its files have commits."""
    return _corrections(ctx, event.result)


PAGE_TYPE = PageType("corrections", "corrections.html", plan, scope="event", order=20)
