"""What every page planner shares: the club, its texts in its language, its git history,
and :meth:`Context.href`, the one way view data link to pages.

It also keeps view parts that many pages show alike, made once per build process (the
speed trick ``plan_memos``, :mod:`podium.site.plan_memos`): a player's link from any page
at one depth outside ``players/`` (:meth:`Context.player_link`), an event's summary, the
links of :meth:`Context.common` that depend only on the way to the site's root, and each
breakdown line's chip from pages at one depth (:meth:`Context.chips`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from podium.content.git_history import History
from podium.model import Club
from podium.scoring import glossary
from podium.scoring.registry import UNUSABLE, get_system
from podium.scoring.results import EventResult, Line
from podium.scoring.system import ScoringSystem
from podium.site import countries, sharing
from podium.site.i18n import Translator
from podium.site.pages.page import View
from podium.site.pages.paths import (
    RATINGS_PAGE,
    STATIC,
    STATISTICS_PAGE,
    absolute_url,
    href,
    player_path,
    rules_path,
    series_path,
)
from podium.site.plan_memos import ViewMemos
from podium.site.ratings import Ratings


class EventDownload(Protocol):
    """A file of each event (or of each series) that its page links (an output of
    :mod:`podium.outputs`, which sits above the site: the build hands the pages the
    outputs' registry)."""

    @property
    def label(self) -> str: ...

    @property
    def extension(self) -> str: ...

    def path(self, event: str) -> str: ...


class PerEventDownload(EventDownload, Protocol):
    """A file of events that some events have (the WDD's files: finished Diplomacy
    events), which their pages alone link."""

    def has(self, result: EventResult) -> bool: ...


class SiteDownload(Protocol):
    """A file of the whole site that every page's footer links."""

    @property
    def path(self) -> str: ...

    @property
    def label(self) -> str: ...

    @property
    def media_type(self) -> str: ...


@dataclass(frozen=True, slots=True)
class Context:
    """What page planners share (the club, its language, its history); see :func:`context`."""

    club: Club
    tr: Translator
    history: History | None = None  # the content's git history; None: not in git
    apart: Mapping[str, str] = field(default_factory=dict)  # names of namesakes, by id
    event_downloads: Sequence[PerEventDownload] = ()  # what each event page links
    series_downloads: Sequence[EventDownload] = ()  # what each series page links (per series)
    site_downloads: Sequence[SiteDownload] = ()  # what every page's footer links
    ratings_made: dict[tuple[object, ...], Ratings] = field(
        default_factory=dict, compare=False, repr=False
    )  # the club's ratings, by the boards they were made of (podium.site.pages.ratings)
    memos: ViewMemos = field(default_factory=ViewMemos, compare=False, repr=False)

    def name(self, player: str | None) -> str:
        if player is None:
            return ""
        apart = self.apart.get(player)
        if apart is not None:
            return apart
        found = self.club.players.get(player)
        return found.name if found is not None else player

    def system_title(self, key: str) -> str:
        """A scoring system's name in the site's language (its key if it is unknown)."""
        title = self.memos.titles.get(key)
        if title is None:
            title = self.memos.titles[key] = self._system_title(key)
        return title

    def _system_title(self, key: str) -> str:
        try:
            return self.tr.text(get_system(key).title)
        except UNUSABLE:
            return key

    def chips(self, rules: str, system: str, lines: Iterable[Line]) -> list[View]:
        """Breakdown lines as shown on a page: each one's text and, where a glossary
        term explains it, the link to the term on the system's rules page (``rules``: its
        link from the page, :meth:`rules_href`, made once for all the page's lines)."""
        anchors = self.memos.anchors.get(system)
        if anchors is None:
            try:
                found: ScoringSystem | None = get_system(system)
            except UNUSABLE:
                found = None
            anchors = self.memos.anchors[system] = glossary.line_anchors(found)
        made = self.memos.chips  # equal lines from pages at the same depth show the same: kept
        chips: list[View] = []
        for each in lines:
            key = (rules, each.ident)
            chip = made.get(key)
            if chip is None:
                anchor = anchors.get(each.template)
                link = f"{rules}#{anchor}" if anchor is not None else None
                chip = made[key] = {"text": self.tr.line(each), "href": link}
            chips.append(chip)
        return chips

    def rules_href(self, page: str, system: str) -> str:
        """The link from ``page`` to the rules page of the scoring system ``system``."""
        return self.href(page, rules_path(system))

    def player_link(self, page: str, player: str | None) -> View | None:
        """The player's name and link from ``page``: made once for all the pages at the
        same depth outside ``players/`` (pages show tens of thousands; none changes one)."""
        if player is None:
            return None
        if page.startswith("players/"):
            return {"name": self.name(player), "href": self.href(page, player_path(player))}
        key = (page.count("/"), player)
        found = self.memos.links.get(key)
        if found is None:
            link = "../" * key[0] + player_path(player)  # = href(page, ...): no common folder
            found = self.memos.links[key] = {"name": self.name(player), "href": self._clean(link)}
        return found

    def href(self, page: str, to: str) -> str:
        """The link from ``page`` to the page or file ``to``: the one way view data link to
        pages. Relative, so the site works under any sub-path; a folder's ``index.html``
        left out when the site has clean URLs (site.yaml's ``clean_urls``: by default when
        it has a url), kept otherwise so that the site can be browsed from its files."""
        return self._clean(href(page, to))

    def _clean(self, link: str) -> str:
        if not self.club.site.uses_clean_urls or not link.endswith("index.html"):
            return link
        if link == "index.html":
            return "./"
        return link[: -len("index.html")] if link.endswith("/index.html") else link

    def common(
        self,
        page: str,
        title: str,
        crumbs: Sequence[tuple[str, str]] = (),
        description: str | None = None,
        root: str | None = None,
    ) -> View:
        """View data every page has: site, links to the root and assets, breadcrumbs, and
        what a shared link shows (``description``: by default the title). ``root`` is the
        site's root seen from the page: by default the relative way up (``../../``)."""
        site = self.club.site
        if root is None:
            root = href(page, "index.html")[: -len("index.html")]
        links = self.memos.roots.get(root)  # the same for every page at that depth: made once
        if links is None:
            links = self.memos.roots[root] = self._root_links(root)
        return {
            "site": {
                "title": site.title,
                "language": site.language,
                "url": site.url,
            },
            "title": title,
            "description": description or title,
            "generator": sharing.GENERATOR,
            **links,
            "canonical": absolute_url(site.url, page),
            "breadcrumbs": [
                {"label": label, "href": self.href(page, target) if target else None}
                for label, target in crumbs
            ],
        }

    def _series_link(self, root: str) -> str | None:
        """The menu's Series: the page of the club's one series, the home page's list of
        them when there are several, nothing without."""
        series = self.club.series
        if not series:
            return None
        if len(series) == 1:
            return self._clean(root + series_path(series[0].id))
        return self._clean(root + "index.html") + "#series"

    def _root_links(self, root: str) -> View:
        """The links of :meth:`common` that depend only on the way to the site's root."""
        site = self.club.site
        return {
            "root": root,
            "home_href": self._clean(root + "index.html"),
            "players_href": self._clean(root + "players/index.html"),
            "ratings_href": self._clean(root + RATINGS_PAGE) if site.ratings else None,
            "statistics_href": self._clean(root + STATISTICS_PAGE),
            "series_href": self._series_link(root),
            "feed_href": root + "feed.xml",
            "css_href": root + STATIC + "podium.css",
            "js_href": root + STATIC + "podium.js",
            "icon_href": root + STATIC + sharing.FAVICON,
            "logo_href": root + sharing.published_logo(site.logo) if site.logo else None,
            "share_image": absolute_url(site.url, sharing.published_logo(site.logo))
            if site.logo
            else None,
            "search_bundle": root + "pagefind/" if site.search else None,
            "site_downloads": [
                {
                    "label": self.tr.gettext(output.label),
                    "href": root + output.path,
                    "media_type": output.media_type,
                }
                for output in self.site_downloads
            ],
        }


def context(
    club: Club,
    history: History | None = None,
    translator: Translator | None = None,
    *,
    event_downloads: Sequence[PerEventDownload] = (),
    series_downloads: Sequence[EventDownload] = (),
    site_downloads: Sequence[SiteDownload] = (),
) -> Context:
    """What every page planner needs: the club, its texts in its language (by default
    podium's own theme's), its git history, and the files the pages link (the build gives
    the outputs': :func:`podium.outputs.registry.linked_context`)."""
    tr = translator or Translator(club.site.language)
    apart = countries.told_apart(tr, club.players)
    return Context(club, tr, history, apart, event_downloads, series_downloads, site_downloads)
