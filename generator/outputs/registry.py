"""The outputs the build writes and the pages link, in the order the pages list them.

A new output is one module of :mod:`podium.outputs` declaring an
:class:`~podium.outputs.output.EventOutput`, a
:class:`~podium.outputs.output.SeriesOutput` or a
:class:`~podium.outputs.output.SiteOutput` at its top level: this registry finds it by
itself (no line to add), the build writes it
(:mod:`podium.build.pipeline`), an event page lists each event output among its
downloads (a series page each series output) and every page's footer links each site
output, without a template edited:
the build plans the pages with :func:`linked_context`, which hands them this registry
(the site sits below the outputs, so its pages never import it).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable
from typing import TypeVar

import podium.outputs
from podium.content.git_history import History
from podium.model import Club
from podium.outputs.output import EventOutput, SeriesOutput, SiteOutput
from podium.site.i18n import Translator
from podium.site.pages import Context, context

AnyOutput = EventOutput | SeriesOutput | SiteOutput


def declared_outputs(package: str, folders: Iterable[str]) -> list[AnyOutput]:
    """Every output declared at the top level of a module of ``package`` (whose modules
    are in ``folders``; this registry's own module left out), by order (then path)."""
    found: dict[int, AnyOutput] = {}  # by identity: a module may import another's
    for module in pkgutil.iter_modules(folders):
        if f"{package}.{module.name}" == __name__:
            continue
        for value in vars(importlib.import_module(f"{package}.{module.name}")).values():
            if isinstance(value, EventOutput | SeriesOutput | SiteOutput):
                found[id(value)] = value
    return sorted(found.values(), key=lambda output: (output.order, _path(output)))


def _path(output: AnyOutput) -> str:
    return output.path if isinstance(output, SiteOutput) else output.name


Output = TypeVar("Output", EventOutput, SeriesOutput, SiteOutput)


def _of(scope: type[Output]) -> tuple[Output, ...]:
    return tuple(output for output in _DECLARED if isinstance(output, scope))


_DECLARED = declared_outputs(podium.outputs.__name__, podium.outputs.__path__)

EVENT_OUTPUTS: tuple[EventOutput, ...] = _of(EventOutput)
"""The files of each event (``events/<event>/...``)."""

SERIES_OUTPUTS: tuple[SeriesOutput, ...] = _of(SeriesOutput)
"""The files of each series (``series/<series>/...``)."""

SITE_OUTPUTS: tuple[SiteOutput, ...] = _of(SiteOutput)
"""The files of the whole site."""


def linked_context(club: Club, history: History | None, translator: Translator) -> Context:
    """The page planners' context (:func:`podium.site.pages.context`) with the links
    to these outputs."""
    return context(
        club,
        history,
        translator,
        event_downloads=EVENT_OUTPUTS,
        series_downloads=SERIES_OUTPUTS,
        site_downloads=SITE_OUTPUTS,
    )
