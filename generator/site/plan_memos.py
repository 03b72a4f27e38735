"""The speed trick ``plan_memos`` (:data:`podium.tricks.TRICKS`): answers the page
planners ask again and again, kept for the build.

Why: the planning context and the translator are asked the same questions for thousands
of pages: an event has some 35 pages and 200 seats, and every page shows its header's
links, its players' links, numbers, ordinals, power names, breakdown lines with their
glossary links. Each answer is made once per build process and kept here, and measured
worth far more than a tenth of a cold build (``benchmarks/run.py --tricks``,
docs/performance.md). Kept answers are view data that no page changes once made, so
pages may share them.

Every memo of the trick is in this module: :class:`TextMemos` (a
:class:`~podium.site.i18n.Translator`'s) and :class:`ViewMemos` (a planning
:class:`~podium.site.pages.context.Context`'s), each held in one field. With the trick
off (``PODIUM_PLAIN=plan_memos``) each memo is a :class:`Forgetful` one, which keeps
nothing, so every answer is made again: the plain way, which
``tests/site/test_plan_memos.py`` compares with the kept one.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from podium import tricks
from podium.scoring.results import LineIdent

Shown = dict[str, Any]
"""A kept part of a page's view data (a link, a chip, an event's line)."""


class Forgetful(dict):  # type: ignore[type-arg]
    """A memo that keeps nothing: what every memo here is with ``plan_memos`` off."""

    def __setitem__(self, key: object, value: object) -> None:
        pass


def _memo() -> dict:  # type: ignore[type-arg]
    """A new memo: a dict, or a :class:`Forgetful` one with ``plan_memos`` off."""
    return {} if tricks.on("plan_memos") else Forgetful()


@dataclass(frozen=True, slots=True)
class TextMemos:
    """What a translator keeps: texts in its language."""

    lines: dict[LineIdent, str] = field(default_factory=_memo)  # breakdown lines
    numbers: dict[tuple[int, int, int], str] = field(default_factory=_memo)  # (ratio, places)
    sort_keys: dict[tuple[int, int], str] = field(default_factory=_memo)  # by exact ratio
    ordinals: dict[int, str] = field(default_factory=_memo)  # Babel's rule is slow
    powers: dict[str, str] = field(default_factory=_memo)  # pages name ~2000 per event
    letters: dict[str, str] = field(default_factory=_memo)  # a power's letter, as often
    sums: dict[tuple[Hashable, ...], str] = field(default_factory=_memo)  # (lines, score)


@dataclass(frozen=True, slots=True)
class ViewMemos:
    """What a planning context keeps: view parts many pages show alike."""

    titles: dict[str, str] = field(default_factory=_memo)  # scoring systems' names
    head_views: dict[Hashable, Shown] = field(default_factory=_memo)  # by EventHead
    links: dict[tuple[int, str], Shown] = field(default_factory=_memo)  # (depth, player)
    anchors: dict[str, dict[str, str]] = field(default_factory=_memo)  # a system's glossary
    roots: dict[str, Shown] = field(default_factory=_memo)  # common()'s links, by root
    chips: dict[tuple[str, LineIdent], Shown] = field(default_factory=_memo)  # (rules, line)
