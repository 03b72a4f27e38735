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
    "plan_memos": "view parts and texts kept per build (site/plan_memos.py)",
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
