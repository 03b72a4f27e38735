"""A template's call of a macro or of ``_()`` goes straight to it.

Jinja compiles every call in a template, ``{{ who(r) }}`` as well as ``{{ _('Rank') }}``,
into ``context.call(function, *args)``. ``Context.call`` first works out, from markers on
the function and on its ``__call__``, whether the function wants the template context,
the evaluation context or the environment before its own arguments, then strips the
``_loop_vars``/``_block_vars`` that Jinja passes along for the functions that want the
context. For the two kinds of callables the pages call by far the most often, the answer
never changes: a macro (``jinja2.runtime.Macro``, whose ``__call__`` takes the evaluation
context) and the site's gettext functions (:mod:`generator.render.direct_gettext`, which
take nothing). :class:`DirectCallContext` calls those two directly, with what
``Context.call`` would have given them, and leaves every other call to ``Context.call``.

Why this exists: a board page makes about 70 macro calls and 25 ``_()`` calls, a
player's row on a player page about 30 ``_()`` calls; working out the same answer again
on every call was about a sixth of rendering an event's pages and a quarter of rendering
its players' rows (``benchmarks/render_pages.py``, before and after). It overrides a
public method of ``jinja2.runtime.Context`` through the environment's public
``context_class``, and touches no template and no generated code. The test renders every
page, and Hypothesis-made macro calls, both ways (tests/site/test_fast_paths.py).
"""

from __future__ import annotations

from types import MethodType
from typing import Any

from jinja2.runtime import Context, Macro

from generator.render.direct_gettext import DirectGettext


class DirectCallContext(Context):
    """A template context that calls macros and the site's gettext functions directly,
    and anything else as Jinja's own ``Context.call`` does."""

    def call(self, obj: Any, /, *args: Any, **kwargs: Any) -> Any:
        kind = type(obj)
        if kind is Macro:
            args = (self.eval_ctx, *args)  # what Context.call gives a macro first
        elif kind is not MethodType or type(obj.__self__) is not DirectGettext:
            return super().call(obj, *args, **kwargs)
        kwargs.pop("_block_vars", None)
        kwargs.pop("_loop_vars", None)
        try:
            return obj(*args, **kwargs)
        except StopIteration:  # as Context.call answers it
            return self.environment.undefined(
                "value was undefined because a callable raised a StopIteration exception"
            )
