"""The build pipeline: load -> validate -> score -> plan pages -> render -> write.

:func:`build` is the whole pipeline, one stage per line. Each stage is a plain function
with plain inputs and outputs, so a later stage (scoring, the site, exports) plugs in by
replacing one function here. Content problems from any stage end up in one
:class:`~generator.errors.ContentError`, located as ``file:line:col``, and then nothing is
written.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path

from generator.errors import ContentError, LocatedError
from generator.export import ranking_csv, results_json
from generator.gitinfo import read_history
from generator.loader import load_club
from generator.model import Club
from generator.output import write_site
from generator.pages import plan_pages
from generator.progress import SILENT, Reporter
from generator.render import render
from generator.scoring.results import EventResult
from generator.scoring.tournament import score_event
from generator.validate import validate
from generator.yamlfile import Locator

Results = Mapping[str, EventResult]
"""Each event's result, by event id."""

Files = Mapping[str, bytes]
"""The site: relative POSIX path -> file content."""


def build(
    content: Path, out: Path, reporter: Reporter = SILENT, *, base_url: str | None = None
) -> Files:
    """Build the site of ``content`` into ``out``; returns the files written.

    Raises ContentError (and leaves ``out`` untouched) when the content has problems.
    ``reporter`` hears about stages and pages (``podium build -q/-v``, ``podium serve``).
    ``base_url`` (``podium build --base-url``) replaces site.yaml's ``url``. When the content
    is in a git repository, its history gives the pages their corrections.
    """
    try:
        reporter.stage("loading")
        club = load_club(content)  # 1. load: every file, read and checked on its own
        if base_url:
            club = replace(club, site=replace(club.site, url=base_url))
        validate(club)  # 2. validate: checks across files
        reporter.stage("scoring", len(club.events))
        results = score(club)  # 3. score: pure, exact
        pages = plan_pages(club, results, read_history(content))  # 4. plan pages (+ git)
        reporter.stage("rendering", len(pages))
        files = {**render(club, pages), **exports(club, results)}  # 5. render: pages, exports
    except LocatedError as error:
        raise ContentError([Locator().located(error)]) from error
    reporter.stage("writing", len(files))
    write_site(files, out, reporter)  # 6. write: into a temporary folder, swapped in on success
    reporter.finish(events=len(club.events))
    return files


# --------------------------------------------------------------------------- 3. score


def score(club: Club) -> Results:
    """Every event's result; every event that cannot be scored is reported, located."""
    results: dict[str, EventResult] = {}
    errors: list[LocatedError] = []
    for event in club.events:
        try:
            results[event.id] = score_event(event, club.players)
        except LocatedError as error:
            errors.append(error)
    if errors:
        locator = Locator()
        raise ContentError([locator.located(e) for e in errors])
    return results


def exports(club: Club, results: Results) -> dict[str, bytes]:
    """``events/<event>/results.json`` and ``ranking.csv`` for every event."""
    files: dict[str, bytes] = {}
    for event in club.events:
        result = results[event.id]
        files[f"events/{event.id}/results.json"] = results_json(result, club)
        files[f"events/{event.id}/ranking.csv"] = ranking_csv(result, club)
    return files


# --------------------------------------------------------------------------- 4-5. pages
# plan_pages (generator.pages) turns the club and results into pages with plain view data;
# render (generator.render) renders them with the theme and adds its static files.
