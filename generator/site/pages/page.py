"""What a planner makes: a :class:`Page` (its path, template and view data); and what a
page type is (:class:`PageType`): a planner and the template its pages are shown with."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

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

    Each planner module declares its own (``PAGE_TYPE``); the package lists them
    (:data:`podium.site.pages.EVENT_PAGE_TYPES`, :data:`~podium.site.pages.SITE_PAGE_TYPES`).
    """

    name: str  # e.g. "board"
    template: str  # e.g. "board.html"
    plan: Planner
