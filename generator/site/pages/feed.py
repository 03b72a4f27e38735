"""The Atom feed of events (``feed.xml``): the newest :data:`ENTRIES`."""

from __future__ import annotations

from collections.abc import Sequence

from podium.site.i18n import Translator
from podium.site.pages.context import Context
from podium.site.pages.digest import EventDigest, SiteInput
from podium.site.pages.page import Page, PageType
from podium.site.pages.parts import head_summary
from podium.site.pages.paths import absolute_url, clean_url, event_path

ENTRIES = 50
"""The feed carries the newest events, this many: a reader polls it for what is new and
keeps what it has read, so every event stays on the site, not in the feed (jekyll-feed
carries the newest 10 posts, Docusaurus 20, Pelican 100)."""


def _winner_label(tr: Translator, winners: Sequence[str]) -> str:
    """ "Winner", or "Winners" when first place is shared."""
    return tr.ngettext("Winner", "Winners", len(winners))


def _feed(ctx: Context, digests: Sequence[EventDigest]) -> Page:
    tr = ctx.tr
    base = ctx.club.site.url
    entries = []
    newest = sorted(digests, key=lambda d: d.head.newest_first, reverse=True)
    for digest in newest[:ENTRIES]:
        ev = digest.head
        updated = (ev.end or ev.start).isoformat() + "T00:00:00Z"
        link = absolute_url(base, event_path(ev.id)) or clean_url(event_path(ev.id))
        winners = ", ".join(ctx.name(p) for p in digest.winners)
        shown = head_summary(ctx, "feed.xml", ev)  # as the home page lists it: made once
        summary = " · ".join(
            x
            for x in (
                shown["dates"],
                shown["location"],
                shown["system"],
                shown["players"],
                f"{_winner_label(tr, digest.winners)}: {winners}" if winners else "",
            )
            if x
        )
        entries.append(
            {
                "id": link if base else f"urn:podium:event:{ev.id}",
                "title": ev.name,
                "link": link,
                "updated": updated,
                "summary": summary,
            }
        )
    data = ctx.common("feed.xml", tr.gettext("%(site)s: events", site=ctx.club.site.title))
    data["feed_id"] = (base.rstrip("/") + "/") if base else "urn:podium:feed"
    data["self_link"] = (base.rstrip("/") + "/feed.xml") if base else "feed.xml"
    data["home_link"] = (base.rstrip("/") + "/") if base else "./"
    data["updated"] = entries[0]["updated"] if entries else "1970-01-01T00:00:00Z"
    data["entries"] = entries
    return Page("feed.xml", "feed.xml", data)


def plan(ctx: Context, site: SiteInput, earlier: Sequence[Page]) -> list[Page]:
    """The Atom feed of events."""
    return [_feed(ctx, site.digests)]


PAGE_TYPE = PageType("feed", "feed.xml", plan, scope="site", order=90)
