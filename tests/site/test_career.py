"""A player's career, on a tiny club of three one-board C-Diplo events
whose figures are worked out by hand below, not by the code: the career card, the powers
played, the players met most with head-to-head, and that a correction in one event
changes them on every page it touches (a warm build equals a cold one)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from podium.build import pipeline
from podium.build.pipeline import build
from podium.build.sources import discover
from podium.content.git_history import read_history
from podium.site.finishes import BoardFinish
from podium.site.pages import EventDigest, PlayerEventRow
from podium.site.pages.player import (
    LATEST,
    PAGE_EVENTS,
    RIVALS,
    Career,
    PowerRecord,
    Rival,
    boards_by_player,
    career,
    events_pages,
    histories,
    met_most,
    page_paths,
)

PLAYERS = ("alice", "bob", "carol", "dan", "eve", "fay", "gus", "hal", "ivy")

# Each event: one round of one board, (power, player, final centres). C-Diplo places the
# board by final centres, equal centres sharing a place; a solo scores 100, others 0.
EVENTS = {
    "2023-spring": (
        "2023-04-01",
        None,
        [
            ("Austria", "alice", 10),  # place 1: alice wins the event
            ("England", "bob", 8),  # 2
            ("France", "carol", 6),  # 3
            ("Germany", "dan", 5),  # 4
            ("Italy", "eve", 3),  # 5
            ("Russia", "fay", 2),  # 6
            ("Turkey", "gus", 0),  # 7
        ],
    ),
    "2024-winter": (
        "2024-01-20",
        None,
        [
            ("Austria", "bob", 9),  # 1
            ("England", "alice", 2),  # 5= with carol: neither is ahead of the other
            ("France", "carol", 2),  # 5=
            ("Germany", "dan", 8),  # 2
            ("Italy", "eve", 7),  # 3
            ("Russia", "fay", 6),  # 4
            ("Turkey", "hal", 0),  # 7
        ],
    ),
    "2024-summer": (
        "2024-06-15",
        "solo",
        [
            ("Austria", "alice", 18),  # 1: a solo, alice wins the event
            ("England", "carol", 4),  # 3
            ("France", "bob", 6),  # 2
            ("Germany", "dan", 3),  # 4
            ("Italy", "eve", 2),  # 5
            ("Russia", "fay", 1),  # 6
            ("Turkey", "ivy", 0),  # 7
        ],
    ),
}


def round_text(day: str, result: str | None, seats: list[tuple[str, str, int]]) -> str:
    lines = [f"date: {day}", "boards:", "  - board: 1"]
    if result:
        lines.append(f"    result: {result}")
    lines.append("    powers:")
    lines += [f"      {power}: {{player: {pid}, centres: {n}}}" for power, pid, n in seats]
    return "\n".join(lines) + "\n"


def write_club(
    root: Path, events: dict[str, tuple[str, str | None, list[tuple[str, str, int]]]]
) -> Path:
    root.mkdir()
    (root / "site.yaml").write_text("title: Tiny Club\nlanguage: en\n", encoding="utf-8")
    (root / "players.yaml").write_text(
        "".join(f"{p}: {{name: {p.title()} Test}}\n" for p in PLAYERS), encoding="utf-8"
    )
    for name, (day, result, seats) in events.items():
        folder = root / "events" / name
        folder.mkdir(parents=True)
        (folder / "event.yaml").write_text(
            f"name: {name.title()}\nstart: {day}\nscoring: c-diplo\n", encoding="utf-8"
        )
        (folder / "round-1.yaml").write_text(round_text(day, result, seats), encoding="utf-8")
    return root


def made(content: Path) -> tuple[pipeline.Shared, list[EventDigest]]:
    """What every page needs of ``content``, and each event's digest, as a build makes them."""
    sources = discover(content, read_history(content))
    shared = pipeline.load_shared(sources)
    digests = []
    for name in sources.events:
        event = pipeline.make_event(shared, name)
        assert isinstance(event, pipeline.MadeEvent), event
        digests.append(event.digest)
    return shared, digests


def career_of(content: Path, pid: str, rivals: int = RIVALS) -> Career:
    """The career of ``pid`` as the player page plans it, from each event's digest."""
    _, digests = made(content)
    rows, boards = histories(digests), boards_by_player(digests)
    return career(pid, rows[pid], boards[pid], rivals)


@pytest.fixture
def club(tmp_path: Path) -> Path:
    return write_club(tmp_path / "content", EVENTS)


def test_career_card_by_hand(club: Path) -> None:
    alice = career_of(club, "alice")
    assert (alice.events, alice.games, alice.wins, alice.podiums) == (3, 3, 2, 2)
    # best rank 1, won twice with 7 players each: the newer win is shown
    assert alice.best is not None and alice.best.when == ("2024-06-15", "2024-summer")


def test_powers_played_by_hand(club: Path) -> None:
    alice = career_of(club, "alice")
    assert alice.powers == (
        PowerRecord("Austria", games=2, centres=10 + 18, solos=1, best=18),
        PowerRecord("England", games=1, centres=2, solos=0, best=2),
    )
    assert alice.powers[0].average == 14


def test_met_most_and_head_to_head_by_hand(club: Path) -> None:
    assert career_of(club, "alice").rivals == (
        Rival("bob", games=3, ahead=2, behind=1),  # ahead in 2023 and the solo
        Rival("carol", games=3, ahead=2, behind=0),  # 5= with her in 2024-winter: neither
        Rival("dan", games=3, ahead=2, behind=1),
        Rival("eve", games=3, ahead=2, behind=1),
        Rival("fay", games=3, ahead=2, behind=1),
        Rival("gus", games=1, ahead=1, behind=0),
        Rival("hal", games=1, ahead=1, behind=0),
        Rival("ivy", games=1, ahead=1, behind=0),
    )
    assert career_of(club, "bob").rivals[0] == Rival("alice", games=3, ahead=1, behind=2)
    assert career_of(club, "alice", rivals=2).rivals == career_of(club, "alice").rivals[:2]


def test_met_most_counts_a_board_without_places_as_met_only() -> None:
    placed = BoardFinish(1, (("ann", 1), ("ben", 2)), unplaced=("cat",))
    sides = BoardFinish(2, (), unplaced=("ann", "ben"))  # a board of sides: no positions
    assert met_most("ann", [placed, sides]) == (
        Rival("ben", games=2, ahead=1, behind=0),
        Rival("cat", games=1, ahead=0, behind=0),
    )
    assert met_most("cat", [placed]) == (Rival("ann", 1, 0, 0), Rival("ben", 1, 0, 0))
    assert met_most("ann", [placed, sides], most=1) == (Rival("ben", 2, 1, 0),)


def rival_cells(page: str, name: str) -> list[str]:
    """The cells of ``name``'s row in a player page's "Met most" table."""
    table = page.split('id="rivals"', 1)[1].split("</table>", 1)[0]
    row = next(r for r in table.split("<tr>") if f">{name}</a>" in r)
    return re.findall(r'<td class="num">([^<]*)</td>', row)


def test_the_player_page_shows_them(club: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    build(club, out)
    page = (out / "players" / "alice" / "index.html").read_text(encoding="utf-8")
    stats = re.findall(r"<dt>([^<]*)</dt><dd>([^<]*)", page)
    assert stats == [
        ("Events", "3"),
        ("Games", "3"),
        ("Event wins", "2"),
        ("Podiums", "2"),
        ("Best rank", "1st "),
    ]
    assert "of 7 · 2024-Summer" in page
    assert rival_cells(page, "Carol Test") == ["3", "2", "0"]
    assert "Solos" in page


def test_a_correction_updates_every_page_it_touches(club: Path, tmp_path: Path) -> None:
    cache, warm = tmp_path / "cache", tmp_path / "warm"
    build(club, warm, cache=cache)
    before = (warm / "players" / "eve" / "index.html").read_text(encoding="utf-8")
    assert rival_cells(before, "Alice Test") == ["3", "1", "2"]
    # 2024-winter corrected: alice had 8 centres and dan 2 (swapped): alice is now 2nd
    # there, ahead of eve (3rd) and dan (5= with carol)
    day, result, seats = EVENTS["2024-winter"]
    swap = {"alice": "dan", "dan": "alice"}
    centres = {pid: n for _, pid, n in seats}
    fixed = [(p, pid, centres[swap.get(pid, pid)]) for p, pid, _ in seats]
    (club / "events" / "2024-winter" / "round-1.yaml").write_text(
        round_text(day, result, fixed), encoding="utf-8"
    )
    build(club, warm, cache=cache)
    after = (warm / "players" / "eve" / "index.html").read_text(encoding="utf-8")
    assert rival_cells(after, "Alice Test") == ["3", "0", "3"]  # an opponent's correction
    dan = (warm / "players" / "dan" / "index.html").read_text(encoding="utf-8")
    assert rival_cells(dan, "Alice Test") == ["3", "0", "3"]
    # behind carol in 2023 (4th to 3rd) and in the solo (4th to 3rd); 5= with her: neither
    assert rival_cells(dan, "Carol Test") == ["3", "0", "2"]
    cold = tmp_path / "cold"
    shutil.copytree(club, tmp_path / "again")
    build(tmp_path / "again", cold)
    assert files(warm) == files(cold)


def files(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


@pytest.mark.parametrize("events", [0, 1, LATEST, LATEST + 1, PAGE_EVENTS, PAGE_EVENTS + 1, 250])
def test_page_paths_from_a_count_are_those_of_the_pages(events: int) -> None:
    """The build keys a player's pages by their paths, from how many events they played
    (:func:`page_paths`): the very pages :func:`events_pages` makes of their rows."""
    row = PlayerEventRow(("2024-01-01", "e"), "E", {}, (), 1, 7, 1)
    made = [page.path for page in events_pages("ada", [row] * events)]
    assert page_paths("ada", events) == made
    assert len(made) == (1 if events <= LATEST else 1 + -(-events // PAGE_EVENTS))
