"""The outputs of the registry (generator/outputs/registry.py) in the built example site:
each written, and linked from the pages without a template naming it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from podium.outputs.output import EventOutput, SiteOutput
from podium.outputs.registry import (
    EVENT_OUTPUTS,
    SERIES_OUTPUTS,
    SITE_OUTPUTS,
    declared_outputs,
)
from podium.site.pages import event_path, href
from tests.planted import found_in
from tests.site.conftest import EXAMPLE_EVENT


def _events(files: dict[str, bytes]) -> list[str]:
    """The ids of the events of a built site."""
    return [m[1] for p in files if (m := re.fullmatch(r"events/([^/]+)/index\.html", p))]


def _links(page: bytes) -> list[str]:
    return re.findall(r'<a href="([^"]*)"', page.decode("utf-8"))


@pytest.mark.parametrize("output", EVENT_OUTPUTS, ids=lambda o: o.name)
def test_each_event_has_its_outputs_in_its_downloads(
    output: EventOutput, example_files: dict[str, bytes]
) -> None:
    """Each event that has the output (the WDD's files: the finished Diplomacy events)
    links it among its downloads, and the others do not; some example event has it."""
    events = _events(example_files)
    assert EXAMPLE_EVENT in events
    having = [event for event in events if output.path(event) in example_files]
    assert having
    for event in events:
        path = output.path(event)
        page = example_files[event_path(event)].decode("utf-8")
        downloads = page[page.index('<ul class="downloads">') :].split("</ul>")[0]
        link = f'<a href="{href(event_path(event), path)}" download>'
        assert (link in downloads) == (event in having), (event, path)
        if event in having:
            assert example_files[path]


@pytest.mark.parametrize("output", SITE_OUTPUTS, ids=lambda o: o.path)
def test_every_page_links_the_site_outputs(
    output: SiteOutput, example_files: dict[str, bytes]
) -> None:
    path = output.path
    assert example_files[path]
    pages = [p for p in example_files if p.endswith("index.html")]
    assert "index.html" in pages and event_path(EXAMPLE_EVENT) in pages
    for page in pages:
        assert href(page, path) in _links(example_files[page]), page


def test_the_example_event_in_a_calendar(example_files: dict[str, bytes]) -> None:
    """Its UID names the site's host, its URL is the event's page (the site has a url);
    the site's calendar has it, and every other event."""
    ics = example_files[f"events/{EXAMPLE_EVENT}/{EXAMPLE_EVENT}.ics"].decode("utf-8")
    assert ics == (
        "BEGIN:VCALENDAR\r\n"
        "VERSION:2.0\r\n"
        "PRODID:-//podium//podium results//EN\r\n"
        "CALSCALE:GREGORIAN\r\n"
        "X-WR-CALNAME:Circolo Diplomacy Milano\r\n"
        "BEGIN:VEVENT\r\n"
        "UID:2024-brunate-open@example.github.io\r\n"
        "DTSTAMP:20240510T000000Z\r\n"
        "DTSTART;VALUE=DATE:20240510\r\n"
        "DTEND;VALUE=DATE:20240513\r\n"
        "SUMMARY:Brunate Open 2024\r\n"
        "LOCATION:Brunate\\, Italy\r\n"
        "URL:https://example.github.io/results/events/2024-brunate-open/\r\n"
        "END:VEVENT\r\n"
        "END:VCALENDAR\r\n"
    )
    every = example_files["events.ics"].decode("utf-8")
    assert every.count("BEGIN:VEVENT") == len(_events(example_files))
    assert ics[ics.index("BEGIN:VEVENT") : ics.index("END:VEVENT")] in every


PLANTED = """from podium.outputs.output import EventOutput, SiteOutput

def make(*args):
    return b""

LATE = EventOutput("late.txt", "Late", "text/plain", make, order=20)
EARLY = EventOutput("early.txt", "Early", "text/plain", make, order=10)
SITE = SiteOutput("site.txt", "Site", "text/plain", make, order=10)
"""


def test_an_output_module_is_found_with_no_line_to_add(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    modules = {"plain": PLANTED, "again": "from planted.plain import SITE\n"}
    found = found_in(tmp_path, monkeypatch, modules, declared_outputs)
    assert [(type(o).__name__, o.label) for o in found] == [
        ("EventOutput", "Early"),
        ("SiteOutput", "Site"),
        ("EventOutput", "Late"),
    ]


def test_the_registry_holds_the_outputs_in_their_order() -> None:
    """podium's own outputs among those found (a new one may come anywhere)."""
    event = ["results.json", "ranking.csv", "{event}.ics"]
    assert [o.name for o in EVENT_OUTPUTS if o.name in event] == event
    assert "events.ics" in [o.path for o in SITE_OUTPUTS]
    assert "results.json" in [o.name for o in SERIES_OUTPUTS]
