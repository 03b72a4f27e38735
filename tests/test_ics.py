"""The iCalendar outputs (generator/outputs/ics.py, docs/outputs.md): a golden file of two
events, and the properties of folding and escaping (RFC 5545, 3.1 and 3.3.11)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from podium.model import Club, SiteConfig
from podium.outputs.ics import CALENDAR_EVENTS, calendar, escape_text, fold, site_calendar
from podium.site.pages import EventHead

SITE = SiteConfig('Club "Diplomacy"; Milano, Italia', url="https://example.org/results/")

AUTUMN = EventHead(
    id="2024-autumn",
    name="Coppa Città di Milano, girone finale; edizione speciale per i soci del circolo\\2024",
    start=date(2024, 10, 5),
    end=date(2024, 10, 6),
    location="Via Roma 1\nMilano",
    scoring="italia-2010",
    players=21,
)
SPRING = EventHead(
    id="2025-spring",
    name="Spring",
    start=date(2025, 3, 1),
    end=None,
    location=None,
    scoring="italia-2010",
    players=7,
)

GOLDEN = (
    "BEGIN:VCALENDAR\r\n"
    "VERSION:2.0\r\n"
    "PRODID:-//podium//podium results//EN\r\n"
    "CALSCALE:GREGORIAN\r\n"
    'X-WR-CALNAME:Club "Diplomacy"\\; Milano\\, Italia\r\n'
    "BEGIN:VEVENT\r\n"
    "UID:2024-autumn@example.org\r\n"
    "DTSTAMP:20241005T000000Z\r\n"
    "DTSTART;VALUE=DATE:20241005\r\n"
    "DTEND;VALUE=DATE:20241007\r\n"
    # 75 octets ("à" is two), then the rest after CRLF and a space
    "SUMMARY:Coppa Città di Milano\\, girone finale\\; edizione speciale per i so\r\n"
    " ci del circolo\\\\2024\r\n"
    "LOCATION:Via Roma 1\\nMilano\r\n"
    "URL:https://example.org/results/events/2024-autumn/\r\n"
    "END:VEVENT\r\n"
    "BEGIN:VEVENT\r\n"
    "UID:2025-spring@example.org\r\n"
    "DTSTAMP:20250301T000000Z\r\n"
    "DTSTART;VALUE=DATE:20250301\r\n"
    "DTEND;VALUE=DATE:20250302\r\n"
    "SUMMARY:Spring\r\n"
    "URL:https://example.org/results/events/2025-spring/\r\n"
    "END:VEVENT\r\n"
    "END:VCALENDAR\r\n"
)


def test_a_calendar_of_two_events_oldest_first() -> None:
    club = Club(SITE, {}, ())
    assert calendar(club, [SPRING, AUTUMN]).decode("utf-8") == GOLDEN


def test_without_a_url_the_uid_names_podium_and_there_is_no_url() -> None:
    club = Club(SiteConfig("Club"), {}, ())
    text = calendar(club, [SPRING]).decode("utf-8")
    assert "UID:2025-spring@podium\r\n" in text
    assert "URL:" not in text


def test_the_same_events_give_the_same_bytes() -> None:
    club = Club(SITE, {}, ())
    assert calendar(club, [AUTUMN, SPRING]) == calendar(club, [SPRING, AUTUMN])


@given(st.text().filter(lambda t: "\r" not in t and "\n" not in t))
def test_folded_lines_are_75_octets_at_most_and_unfold_to_the_line(line: str) -> None:
    folded = fold(line)
    assert folded.endswith(b"\r\n")
    physical = folded[:-2].split(b"\r\n")
    assert all(len(part) <= 75 for part in physical)
    assert all(part.startswith(b" ") for part in physical[1:])
    for part in physical:
        part.decode("utf-8")  # no character cut in two
    assert b"".join([physical[0], *(part[1:] for part in physical[1:])]) == line.encode()


@pytest.mark.parametrize("line", ["SUMMARY:a\r\nBEGIN:VEVENT", "SUMMARY:a\nb", "\r"])
def test_a_line_break_never_reaches_a_content_line(line: str) -> None:
    with pytest.raises(ValueError, match="holds a line break"):
        fold(line)


def _unescape(value: str) -> str:
    """RFC 5545's TEXT read back: ``\\n`` a line break, ``\\x`` the character x."""
    out: list[str] = []
    chars = iter(value)
    for c in chars:
        if c == "\\":
            following = next(chars)
            out.append("\n" if following in "nN" else following)
        else:
            assert c not in ",;\n", f"{c!r} not escaped in {value!r}"
            out.append(c)
    return "".join(out)


@given(st.text())
def test_escaped_text_reads_back_as_the_text_without_control_characters(text: str) -> None:
    escaped = escape_text(text)
    assert all(c == "\t" or (ord(c) >= 0x20 and ord(c) != 0x7F) for c in escaped)
    lines = text.replace("\r\n", "\n").replace("\r", "\n")
    kept = "".join(c for c in lines if c in "\t\n" or (ord(c) >= 0x20 and ord(c) != 0x7F))
    assert _unescape(escaped) == kept


def test_the_sites_calendar_carries_the_newest_events() -> None:
    """events.ics: the newest CALENDAR_EVENTS (100) events, oldest first; the oldest of 101
    is left to its own .ics."""
    club = Club(SITE, {}, ())
    heads = [
        replace(SPRING, id=f"e{n:03d}", start=date(2020, 1, 1) + timedelta(days=n))
        for n in range(CALENDAR_EVENTS + 1)
    ]
    text = site_calendar(club, reversed(heads)).decode("utf-8")
    uids = [line for line in text.split("\r\n") if line.startswith("UID:")]
    assert CALENDAR_EVENTS == 100
    assert uids == [f"UID:e{n:03d}@example.org" for n in range(1, 101)]
    assert site_calendar(club, heads[:2]) == calendar(club, heads[:2])  # a small club: all
