"""The outputs the build writes and the pages link, in the order the pages list them.

A new output is one module of :mod:`podium.outputs` declaring an
:class:`~podium.outputs.output.EventOutput` or a
:class:`~podium.outputs.output.SiteOutput`, and one line here: the build writes it
(:mod:`podium.build.pipeline`), an event page lists each event output among its
downloads (a series page each series output) and every page's footer links each site
output, without a template edited:
the build plans the pages with :func:`linked_context`, which hands them this registry
(the site sits below the outputs, so its pages never import it).
"""

from __future__ import annotations

from podium.content.git_history import History
from podium.model import Club
from podium.outputs import ics, ranking_csv, results_json, series_json, wdd
from podium.outputs.output import EventOutput, SeriesOutput, SiteOutput
from podium.site.i18n import Translator
from podium.site.pages import Context, context

EVENT_OUTPUTS: tuple[EventOutput, ...] = (
    results_json.OUTPUT,
    ranking_csv.OUTPUT,
    ics.EVENT_CALENDAR,
    wdd.CLASSIFICATION,
    wdd.BOARDS,
)
"""The files of each event (``events/<event>/...``)."""

SERIES_OUTPUTS: tuple[SeriesOutput, ...] = (series_json.OUTPUT,)
"""The files of each series (``series/<series>/...``)."""

SITE_OUTPUTS: tuple[SiteOutput, ...] = (ics.SITE_CALENDAR,)
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
