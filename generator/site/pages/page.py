"""What a planner makes: a :class:`Page` (its path, template and view data)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

View = dict[str, Any]


@dataclass(frozen=True)
class Page:
    path: str  # inside the site, e.g. "events/2024-open/index.html"
    template: str  # e.g. "event.html"
    data: View = field(default_factory=dict)
