"""The events as iCalendar (RFC 5545): ``events.ics`` for the whole site
(:data:`SITE_CALENDAR`, its newest :data:`CALENDAR_EVENTS` events) and
``events/<event>/<event>.ics`` for each event (:data:`EVENT_CALENDAR`), so a calendar
program can add one event or subscribe to the club's.

Each event is a ``VEVENT`` lasting whole days: ``DTSTART`` its first day, ``DTEND`` the day
after its last (exclusive, as RFC 5545 says of dates), ``SUMMARY`` its name, ``LOCATION``
where it is (if said), ``URL`` its page (if the site has a ``url``). Its ``UID``,
``<event>@<the site's host, or podium>``, stays the same however the event changes, so a
calendar updates the event rather than adding it twice. ``DTSTAMP`` is the event's first
day at midnight UTC: made from the content, not from the clock, so the same content gives
the same bytes. Lines end in CRLF and are folded at 75 octets (:func:`fold`), between
characters, never inside one; text is escaped (:func:`escape_text`).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import timedelta
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from podium.model import Club
from podium.outputs.output import EventOutput, SiteOutput
from podium.scoring.results import EventResult
from podium.site.i18n import N_

if TYPE_CHECKING:
    from podium.site.pages.digest import EventHead

LINE_OCTETS = 75
"""The longest a line of an iCalendar file may be, in octets, without its CRLF."""

PRODID = "-//podium//podium results//EN"


def escape_text(value: str) -> str:
    r"""A TEXT value as RFC 5545 writes it: ``\`` ``;`` ``,`` escaped with a backslash, each
    line break as ``\n``; other control characters (not allowed in TEXT) left out."""
    value = value.replace("\r\n", "\n").replace("\r", "\n")
    escaped = (
        value.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")
    )
    return "".join(c for c in escaped if c == "\t" or not _control(c))


def _control(c: str) -> bool:
    return ord(c) < 0x20 or ord(c) == 0x7F


def fold(line: str) -> bytes:
    """One content line as UTF-8 ending in CRLF, folded so that no line is longer than 75
    octets: each continuation line starts with a space, and a character's bytes are never
    split between two lines. A content line holds no line break (TEXT values are escaped
    first, :func:`escape_text`): one would end the line early, so it is refused."""
    if "\r" in line or "\n" in line:
        raise ValueError(f"a content line holds a line break: {line!r}")
    data = line.encode("utf-8")
    parts: list[bytes] = []
    start, room = 0, LINE_OCTETS
    while len(data) - start > room:
        end = start + room
        while data[end] & 0xC0 == 0x80:  # a UTF-8 continuation byte: end before its character
            end -= 1
        parts.append(data[start:end])
        start, room = end, LINE_OCTETS - 1  # the leading space takes one octet
    parts.append(data[start:])
    return b"\r\n ".join(parts) + b"\r\n"


def calendar(club: Club, heads: Iterable[EventHead]) -> bytes:
    """An iCalendar file of these events, oldest first (then by id)."""
    site = club.site
    host = (urlsplit(site.url).hostname if site.url else None) or "podium"
    lines = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        f"PRODID:{PRODID}",
        "CALSCALE:GREGORIAN",
        f"X-WR-CALNAME:{escape_text(site.title)}",
    ]
    for head in sorted(heads, key=lambda h: h.newest_first):
        lines.extend(_event(head, host, site.url))
    lines.append("END:VCALENDAR")
    return b"".join(fold(line) for line in lines)


def _event(head: EventHead, host: str, url: str | None) -> list[str]:
    from podium.site.pages.paths import clean_url, event_path

    end = (head.end or head.start) + timedelta(days=1)  # DTEND: the day after, exclusive
    lines = [
        "BEGIN:VEVENT",
        f"UID:{head.id}@{host}",
        f"DTSTAMP:{head.start:%Y%m%d}T000000Z",
        f"DTSTART;VALUE=DATE:{head.start:%Y%m%d}",
        f"DTEND;VALUE=DATE:{end:%Y%m%d}",
        f"SUMMARY:{escape_text(head.name)}",
    ]
    if head.location:
        lines.append(f"LOCATION:{escape_text(head.location)}")
    if url:
        lines.append(f"URL:{url.rstrip('/')}/{clean_url(event_path(head.id))}")
    lines.append("END:VEVENT")
    return lines


def event_calendar(result: EventResult, club: Club) -> bytes:
    """``events/<event>/<event>.ics``: the one event."""
    from podium.site.pages.digest import EventHead

    return calendar(club, [EventHead.of(result)])


EVENT_CALENDAR = EventOutput(
    "{event}.ics", N_("Add to calendar (iCalendar)"), "text/calendar", event_calendar, order=30
)
"""``events/<event>/<event>.ics``: named after the event, so that a saved copy says which."""

CALENDAR_EVENTS = 100
"""``events.ics`` carries the newest events, this many (as the feed carries its newest 50):
a calendar subscribes to what is coming and what has just been played; every event keeps
its own ``.ics`` on its page, and the file stays small however long the archive grows (all
2,000 events of a national archive made 523 kB)."""


def site_calendar(club: Club, heads: Iterable[EventHead]) -> bytes:
    """``events.ics``: the newest :data:`CALENDAR_EVENTS` events, oldest first."""
    newest = sorted(heads, key=lambda h: h.newest_first, reverse=True)
    return calendar(club, newest[:CALENDAR_EVENTS])


SITE_CALENDAR = SiteOutput(
    "events.ics", N_("Calendar of events (iCalendar)"), "text/calendar", site_calendar, order=10
)
"""``events.ics``: the newest events, for a calendar to subscribe to."""
