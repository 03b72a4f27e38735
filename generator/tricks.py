"""The speed tricks podium takes, and the one switch that turns them off.

A speed trick is a second, faster way to do what plain code (plain Jinja, one process)
already does. Each one lives in one module that says why it is there and is tested against
the plain way; it stays only while ``make bench`` (``benchmarks/run.py``) measures it as
worth more than a tenth of a cold build. To measure that, the environment variable
``PODIUM_PLAIN`` turns tricks off, read here and nowhere else:

- unset or empty: every trick is on;
- ``1`` (or ``all``): every trick is off;
- names separated by commas (``workers,plan_memos``): those tricks are off.

Pages are the same bytes either way.
"""

from __future__ import annotations

import os

TRICKS = {
    "workers": "events made in forked worker processes, one per core (build/workers.py)",
    "fast_getattr": "x.name looks a dict's key up first (render/fast_getattr.py)",
    "plan_memos": "view parts and texts kept per build (site/pages/context.py, i18n)",
    "template_texts": "fixed texts translated as a template is compiled (render/template_texts.py)",
}
"""Every trick, by name: what it does and where it lives."""

SWITCH = "PODIUM_PLAIN"
"""The environment variable that turns tricks off."""


def on(trick: str) -> bool:
    """Whether ``trick`` (a name of :data:`TRICKS`) is to be taken (see the docstring)."""
    if trick not in TRICKS:
        raise ValueError(f"no speed trick named {trick!r}")
    off = os.environ.get(SWITCH, "").strip()
    if off in ("1", "all"):
        return False
    return trick not in {name.strip() for name in off.split(",")}


class Forgetful(dict):  # type: ignore[type-arg]
    """A memo that keeps nothing: what a memo of :data:`TRICKS` ``plan_memos`` is when
    that trick is off (every value is made again)."""

    def __setitem__(self, key: object, value: object) -> None:
        pass


def memo() -> dict:  # type: ignore[type-arg]
    """A new memo: a dict, or a :class:`Forgetful` one with ``plan_memos`` off.

    Why ``plan_memos``: the planning context and the translator (the view parts every page
    shares, translated texts, ordinals, power names) are asked the same questions for
    thousands of pages; keeping each answer for the build saved about a quarter of a cold
    build's CPU time (+26% and +25.5% with it off, ``benchmarks/run.py --tricks --events
    40 --runs 3``, docs/performance.md). ``tests/site/test_plan_memos.py`` compares it with
    a context that keeps nothing."""
    return {} if on("plan_memos") else Forgetful()
