"""``row.name`` in a template looks the key up first when ``row`` is a dict.

Why this exists: the pages' view data (:mod:`podium.site.pages`) are plain dicts, and Jinja's
``Environment.getattr`` tries the attribute first: ``getattr(row, "name")`` fails with an
``AttributeError`` and only then is ``row["name"]`` tried. Every ``{{ row.score }}`` of a
page paid for a raised exception. Looking the key up first gives the same value for every
key that is not also the name of a dict method (``items``, ``keys``, ``get``...), which
view data never use (the test renders every page both ways).

Worth about a tenth of a cold build's CPU (``make bench``'s trick shares, session 16,
at the limit of :mod:`podium.tricks`). It overrides a public method of
``jinja2.Environment`` (as Jinja's own ``SandboxedEnvironment`` does) and touches no
template and no generated code. ``PODIUM_PLAIN=fast_getattr`` turns it off.
"""

from __future__ import annotations

from typing import Any

import jinja2


class DictFirstEnvironment(jinja2.Environment):
    """A Jinja environment in which ``x.name`` is ``x["name"]`` when ``x`` is a dict that
    has that key, and Jinja's usual lookup otherwise."""

    def getattr(self, obj: Any, attribute: str) -> Any:
        if type(obj) is dict:
            try:
                return obj[attribute]
            except KeyError:
                pass
        return super().getattr(obj, attribute)
