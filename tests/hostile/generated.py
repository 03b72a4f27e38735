"""Content too large to keep as files: written into a case's copied ``content/`` by name.

A case of ``tests/hostile/`` is a folder with ``case.yaml`` (see test_hostile.py); when its
name is a key here, the function adds what the case is about before podium runs.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path


def deep_nesting(content: Path) -> None:
    """30,000 nested lists: libyaml composes them recursively (a segfault once)."""
    levels = 30_000
    (content / "events/open/round-2.yaml").write_text(
        "boards: " + "[" * levels + "]" * levels + "\n", encoding="utf-8"
    )


def many_bad_ids(content: Path) -> None:
    """30,000 player ids with capitals: each problem once took a scan of the file."""
    players = content / "players.yaml"
    more = "".join(f"Bad{i}:\n  name: Bad\n" for i in range(30_000))
    players.write_text(players.read_text(encoding="utf-8") + more, encoding="utf-8")


def large_file(content: Path) -> None:
    """An event.yaml of 6 MB (a comment, so that only its size is wrong)."""
    event = content / "events/open/event.yaml"
    comment = "# " + "x" * 98 + "\n"
    event.write_text(event.read_text(encoding="utf-8") + comment * 60_000, encoding="utf-8")


POWERS = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")


def _syllable(k: int, shifts: tuple[int, ...]) -> str:
    """One of 26 syllables, any two different in each of their three letters."""
    return "".join(chr(97 + (k + shift) % 26) for shift in shifts)


def _name(i: int) -> str:
    """The ``i``-th of 26**4 names, each at least three letters from any other (first
    names and surnames from different syllables)."""
    a, b, c, d = ((i // 26**p) % 26 for p in range(4))
    first = _syllable(a, (0, 7, 13)) + _syllable(b, (0, 7, 13))
    last = _syllable(c, (3, 11, 19)) + _syllable(d, (3, 11, 19))
    return f"{first.capitalize()} {last.capitalize()}"


COUNTRIES = ("IT", "FR", "DE", "GB", "ES", "NL", "BE", "PL")


def _players(count: int) -> str:
    """players.yaml's text for ``count`` players (at most 26**4), each with a country."""
    entries = []
    for i in range(count):
        name = _name(i)
        entries.append(f"{name.lower().replace(' ', '-')}:\n  name: {name}\n")
        entries.append(f"  country: {COUNTRIES[i % len(COUNTRIES)]}\n")
    return "".join(entries)


def players_200000(content: Path) -> None:
    """A national federation's 200,000 players (10 MB), refused once as over 5 MB."""
    (content / "players.yaml").write_text(_players(200_000), encoding="utf-8")


def players_over_16_mb(content: Path) -> None:
    """330,000 players (16.8 MB): beyond players.yaml's 16 MB, refused before reading."""
    (content / "players.yaml").write_text(_players(330_000), encoding="utf-8")


def csv_3500_names(content: Path) -> None:
    """A sheet of 500 boards, 3,500 new names (comparing each name with every earlier
    one, quadratic time, would take minutes)."""
    rows = [f"1,{i // 7 + 1},{POWERS[i % 7]},{_name(i)},{i % 7}" for i in range(3_500)]
    text = "round,board,power,player,centres\n" + "\n".join(rows) + "\n"
    (content.parent / "results.csv").write_text(text, encoding="utf-8")


def csv_stray_quote(content: Path) -> None:
    """8,000 rows and a quote that opens a cell on row 5 and is never closed."""
    rows = [f"1,{i // 7 + 1},{POWERS[i % 7]},{_name(i)},3" for i in range(8_000)]
    rows[3] = rows[3].replace(",3", ',"3')
    text = "round,board,power,player,centres\n" + "\n".join(rows) + "\n"
    (content.parent / "results.csv").write_text(text, encoding="utf-8")


def csv_large_file(content: Path) -> None:
    """A 6 MB sheet: refused before it is read."""
    row = "1,1,Austria,Someone Somewhere,3\n"
    text = "round,board,power,player,centres\n" + row * (6_000_000 // len(row))
    (content.parent / "results.csv").write_text(text, encoding="utf-8")


def csv_fifo(content: Path) -> None:
    """A FIFO named like a sheet: reading it would wait for ever."""
    os.mkfifo(content.parent / "results.csv")


def series_2_million_points(content: Path) -> None:
    """A series of 2.4 million points (4.8 MB, within 5 MB): written out, without an
    alias, so only a count of every file's values refuses it."""
    (content / "series").mkdir()
    points = ",".join("1" * 2_400_000)
    text = f"name: Club\nevents: [2024-open]\npoints: [{points}]\n"
    (content / "series/club.yaml").write_text(text, encoding="utf-8")


def seat_20000_players(content: Path) -> None:
    """20,000 ids for ``--add @ids.txt`` (10,000 ran for minutes)."""
    ids = "".join(f"p{i}\n" for i in range(20_000))
    (content.parent / "ids.txt").write_text(ids, encoding="utf-8")


def logo_1_gb(content: Path) -> None:
    """A logo of 1 GB (a sparse file: nothing is written to disk), which was read whole."""
    with (content / "logo.png").open("wb") as logo:
        logo.truncate(1_000_000_000)
    (content / "site.yaml").write_text("title: Test Club\nlogo: logo.png\n", encoding="utf-8")


GENERATED: dict[str, Callable[[Path], None]] = {
    "logo-1-gb": logo_1_gb,
    "seat-20000-players": seat_20000_players,
    "series-2-million-points": series_2_million_points,
    "csv-3500-names": csv_3500_names,
    "csv-stray-quote": csv_stray_quote,
    "csv-large-file": csv_large_file,
    "csv-fifo": csv_fifo,
    "deep-nesting": deep_nesting,
    "many-bad-ids": many_bad_ids,
    "large-file": large_file,
    "players-200000": players_200000,
    "players-over-16-mb": players_over_16_mb,
}
