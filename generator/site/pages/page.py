"""What a planner makes: a :class:`Page` (its path, template and view data); and what a
page type is (:class:`PageType`): a planner and the template its pages are shown with."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, Literal, TypeVar

View = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Page:
    path: str  # inside the site, e.g. "events/2024-open/index.html"
    template: str  # e.g. "event.html"
    data: View = field(default_factory=dict)


Planner = TypeVar("Planner", bound=Callable[..., list[Page]], covariant=True)


@dataclass(frozen=True, slots=True)
class PageType(Generic[Planner]):
    """One type of page: a planner module's ``plan`` and the template of its pages.

    Each planner module of :mod:`podium.site.pages` declares its own (``PAGE_TYPE``), and
    the package finds them by itself (:data:`podium.site.pages.EVENT_PAGE_TYPES`,
    :data:`~podium.site.pages.SITE_PAGE_TYPES`).
    """

    name: str  # e.g. "board"
    template: str  # e.g. "board.html"
    plan: Planner
    scope: Literal["event", "site"]
    """``event``: planned from each event (``plan(ctx, EventInput)``); ``site``: site-wide,
    planned from every event's digest (``plan(ctx, SiteInput, pages planned before)``)."""
    order: int
    """Where its pages come among those of its scope, lowest first: the order of the
    pages written and of the sitemap (the sitemap's own type comes last, 1000, as it
    lists the pages planned before it)."""
