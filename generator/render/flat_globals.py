"""A template's globals are one dictionary, made when the template is loaded.

Jinja keeps each template's globals as a ``collections.ChainMap`` of the template's own
globals over the environment's (``Environment.make_globals``), so that a change to the
environment's globals after the template is loaded still shows. Every render then copies
that chain into the new context (``dict(chain)`` looks each name up through the chain),
and every ``{% from "macros.html" import ... %}`` compares the page's globals with the
macros' (a ``ChainMap`` answers ``in`` with Python code). Podium sets the environment's
globals once, before it loads any template (:func:`generator.render.templates.make_environment`),
as Jinja's documentation asks, so one flat dictionary per template gives the same names.

Why this exists: a player's row on a player page (``player_event.html``, rendered about 35
times an event) spent about a sixth of its time on these copies and comparisons, a board
page about a twentieth (``benchmarks/render_pages.py``, before and after). It overrides a
public method of ``jinja2.Environment`` and touches no template and no generated code.
The test renders every page both ways (tests/site/test_fast_paths.py).
"""

from __future__ import annotations

from collections.abc import MutableMapping
from typing import Any

import jinja2


class FlatGlobalsEnvironment(jinja2.Environment):
    """A Jinja environment whose templates' globals are a dictionary: the environment's
    globals as they are when the template is loaded, overlaid with the template's own."""

    def make_globals(self, d: MutableMapping[str, Any] | None) -> MutableMapping[str, Any]:
        return {**self.globals, **(d or {})}
