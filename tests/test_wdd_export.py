"""The World Diplomacy Database's two files of a finished Diplomacy event
(``wdd/classification.csv`` and ``wdd/boards.csv``, docs/outputs.md).

The tiny event below is C-Diplo (each score is centres + 1 + 38/14/7 for the first three;
a solo scores 100 and the others 0): every expected cell was worked out by hand from its
files. The example club's files are compared with golden copies in ``tests/wdd/``, made
once and read through by hand; ``make snapshots`` (PODIUM_UPDATE_SNAPSHOTS=1) writes them
again after an intended change.
"""

from __future__ import annotations

import csv
import io
import os
from pathlib import Path

import pytest

from podium.build import service
from podium.cli import main
from podium.outputs import wdd
from tests.conftest import PLAYERS as BASE_PLAYERS
from tests.conftest import Writer

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = Path(__file__).parent / "wdd"

PLAYERS = (
    BASE_PLAYERS.replace("  gender: f\n", "  wdd: 1234\n")
    .replace("name: Bob Smith\n", "name: Bob Smith\n  country: GB\n")
    .replace("name: Gina Verdi\n", "name: Gina De Luca\n  family_name: De Luca\n")
)
"""The base club's players: Alice with her WDD id, Bob from Great Britain, Gina a De Luca."""

EVENT = """\
name: Cup 2024
start: 2024-05-10
scoring: c-diplo
awards:
  given:
    - {name: Best stab, players: [dan-gialli]}
teams:
  size: 3
  members:
    Lakers: [alice-rossi, bob-smith, carol-bianchi]
    Knives: [dan-gialli, eve-neri, frank-blu]
"""

ROUND_1 = """\
boards:
  - board: 1
    end: 1903
    result: draw
    draw: [Austria, England, France]
    powers:
      Austria: {player: alice-rossi, centres: [5, 7, 9]}
      England: {player: bob-smith, centres: [4, 6, 8]}
      France: {player: carol-bianchi, centres: [5, 6, 7]}
      Germany: {player: dan-gialli, centres: [4, 5, 5]}
      Italy: {player: eve-neri, centres: [4, 4, 4]}
      Russia: {player: frank-blu, centres: [6, 4, 1]}
      Turkey: {player: gina-verdi, centres: [3, 2, 0]}
"""

ROUND_2 = """\
boards:
  - board: 1
    top_table: true
    result: solo
    powers:
      Austria: {player: carol-bianchi, centres: 3}
      England: {player: bob-smith, centres: 18}
      France: {player: alice-rossi, centres: 5}
      Germany: {player: eve-neri, centres: 4}
      Italy: {player: frank-blu, centres: 2}
      Russia: {player: gina-verdi, centres: 2}
      Turkey: {player: dan-gialli, centres: 0}
"""

FILES: dict[str, str | None] = {
    "players.yaml": PLAYERS,
    "events/2024-open/event.yaml": EVENT,
    "events/2024-open/round-1.yaml": ROUND_1,
    "events/2024-open/round-2.yaml": ROUND_2,
}


def rows(data: bytes) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(data.decode("utf-8"))))


def filled(row: dict[str, str]) -> dict[str, str]:
    """The cells of ``row`` that have a value."""
    return {key: value for key, value in row.items() if value != ""}


@pytest.fixture
def cup(club: Writer) -> tuple[bytes, bytes]:
    reading = service.read(club(FILES))
    assert reading.problems == ()
    result = reading.results["2024-open"]
    return wdd.classification_csv(result, reading.club), wdd.boards_csv(result, reading.club)


def test_classification(cup: tuple[bytes, bytes]) -> None:
    players = rows(cup[0])
    top = {"NAME_TOPBOARD": "A", "HEAT_TOPBOARD": "2", "BOARD_TOPBOARD": "1"}
    lakers = {"TEAM": "Lakers", "TEAM_SCORE": "186", "TEAM_RANK": "1"}  # 123 + 48 + 15
    knives = {"TEAM": "Knives", "TEAM_SCORE": "13", "TEAM_RANK": "2"}  # 6 + 5 + 2

    def best(power: str, score: str, centres: str, heat: str) -> dict[str, str]:
        return {f"RK_{power}": "1", f"PT_{power}": score, f"CT_{power}": centres,
                f"HEAT_{power}": heat, f"BOARD_{power}": "1"}  # fmt: skip

    # Totals: Bob 23 + 100, Alice 48 + 0, Carol 15 + 0, Dan 6, Eve 5, Frank 2, Gina 1.
    # Best country by score: each power's best result is round 1's, but England's (Bob's
    # solo in round 2); Turkey's is Gina's 1 with no centres, over Dan's 0 in round 2.
    assert [filled(row) for row in players] == [
        {"FIRST NAME": "Bob", "NAME": "Smith", "HOMONYME": "1", "RANK": "1", "EXAEQUO": "1",
         "NATIONALITY": "ANG", "SCORE": "123", "R1": "23", "R2": "100",
         **best("0EN", "100", "18", "2"),
         **top, "RK_TOPBOARD": "1", "CT_TOPBOARD": "18", "COUNTRY_TOPBOARD": "0EN", **lakers},
        {"FIRST NAME": "Alice", "NAME": "Rossi", "HOMONYME": "1", "RANK": "2", "EXAEQUO": "1",
         "NATIONALITY": "ITA", "SCORE": "48", "R1": "48", "R2": "0",
         **best("0AU", "48", "9", "1"),
         **top, "RK_TOPBOARD": "2", "CT_TOPBOARD": "5", "COUNTRY_TOPBOARD": "0FR", **lakers},
        {"FIRST NAME": "Carol", "NAME": "Bianchi", "HOMONYME": "1", "RANK": "3", "EXAEQUO": "1",
         "SCORE": "15", "R1": "15", "R2": "0", **best("0FR", "15", "7", "1"),
         **top, "RK_TOPBOARD": "4", "CT_TOPBOARD": "3", "COUNTRY_TOPBOARD": "0AU", **lakers},
        {"FIRST NAME": "Dan", "NAME": "Gialli", "HOMONYME": "1", "RANK": "4", "EXAEQUO": "1",
         "SCORE": "6", "R1": "6", "R2": "0", **best("0GE", "6", "5", "1"), "RK_AWA_1": "1",
         **top, "RK_TOPBOARD": "7", "CT_TOPBOARD": "0", "COUNTRY_TOPBOARD": "0TU", **knives},
        {"FIRST NAME": "Eve", "NAME": "Neri", "HOMONYME": "1", "RANK": "5", "EXAEQUO": "1",
         "SCORE": "5", "R1": "5", "R2": "0", **best("0IT", "5", "4", "1"),
         **top, "RK_TOPBOARD": "3", "CT_TOPBOARD": "4", "COUNTRY_TOPBOARD": "0GE", **knives},
        {"FIRST NAME": "Frank", "NAME": "Blu", "HOMONYME": "1", "RANK": "6", "EXAEQUO": "1",
         "SCORE": "2", "R1": "2", "R2": "0", **best("0RU", "2", "1", "1"),
         **top, "RK_TOPBOARD": "5", "CT_TOPBOARD": "2", "COUNTRY_TOPBOARD": "0IT", **knives},
        {"FIRST NAME": "Gina", "NAME": "De Luca", "HOMONYME": "1", "RANK": "7", "EXAEQUO": "1",
         "SCORE": "1", "R1": "1", "R2": "0", **best("0TU", "1", "0", "1"),
         **top, "RK_TOPBOARD": "5", "CT_TOPBOARD": "2", "COUNTRY_TOPBOARD": "0RU"},
    ]  # fmt: skip
    header = next(csv.reader(io.StringIO(cup[0].decode("utf-8"))))
    assert header[:16] == [
        "FIRST NAME", "NAME", "HOMONYME", "RANK", "EXAEQUO", "LOCATION", "NATIONALITY",
        "SCORE", "R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8",
    ]  # fmt: skip
    assert header[16:21] == ["RK_0AU", "PT_0AU", "CT_0AU", "HEAT_0AU", "BOARD_0AU"]
    assert header[-9:] == [
        "NAME_TOPBOARD", "HEAT_TOPBOARD", "BOARD_TOPBOARD", "RK_TOPBOARD", "CT_TOPBOARD",
        "COUNTRY_TOPBOARD", "TEAM", "TEAM_SCORE", "TEAM_RANK",
    ]  # fmt: skip


def test_boards(cup: tuple[bytes, bytes]) -> None:
    boards = [filled(row) for row in rows(cup[1])]
    assert len(boards) == 14
    first, solo = boards[:7], boards[7:]

    def row(first: str, name: str, rnd: str, country: str, rank: str, score: str,
            centres: str, draw: str, **more: str) -> dict[str, str]:  # fmt: skip
        return {
            "FIRST NAME": first, "NAME": name, "HOMONYME": "1", "ROUND": rnd, "BOARD": "1",
            "COUNTRY": country, "RANK": rank, "EXAEQUO": more.pop("EXAEQUO", "1"),
            "SCORE": score, "NB_CENTRE": centres, "DRAW": draw, **more,
        }  # fmt: skip

    # Round 1: a draw of three (DRAW 3 for each of them), the year chart in CT_01..03,
    # Turkey out in 1903.
    assert first == [
        row("Alice", "Rossi", "1", "0AU", "1", "48", "9", "3", CT_01="5", CT_02="7", CT_03="9"),
        row("Bob", "Smith", "1", "0EN", "2", "23", "8", "3", CT_01="4", CT_02="6", CT_03="8"),
        row("Carol", "Bianchi", "1", "0FR", "3", "15", "7", "3", CT_01="5", CT_02="6", CT_03="7"),
        row("Dan", "Gialli", "1", "0GE", "4", "6", "5", "0", CT_01="4", CT_02="5", CT_03="5"),
        row("Eve", "Neri", "1", "0IT", "5", "5", "4", "0", CT_01="4", CT_02="4", CT_03="4"),
        row("Frank", "Blu", "1", "0RU", "6", "2", "1", "0", CT_01="6", CT_02="4", CT_03="1"),
        row("Gina", "De Luca", "1", "0TU", "7", "1", "0", "0", YEAR_ELIMINATION="03",
            CT_01="3", CT_02="2", CT_03="0"),
    ]  # fmt: skip
    # Round 2: England's solo (DRAW 1 for the winner); final counts only, so only the last
    # year's column (CT_07); Italy and Russia share 5th with 2 centres each.
    assert solo == [
        row("Carol", "Bianchi", "2", "0AU", "4", "0", "3", "0", CT_07="3"),
        row("Bob", "Smith", "2", "0EN", "1", "100", "18", "1", CT_07="18"),
        row("Alice", "Rossi", "2", "0FR", "2", "0", "5", "0", CT_07="5"),
        row("Eve", "Neri", "2", "0GE", "3", "0", "4", "0", CT_07="4"),
        row("Frank", "Blu", "2", "0IT", "5", "0", "2", "0", CT_07="2", EXAEQUO="2"),
        row("Gina", "De Luca", "2", "0RU", "5", "0", "2", "0", CT_07="2", EXAEQUO="2"),
        row("Dan", "Gialli", "2", "0TU", "7", "0", "0", "0", CT_07="0"),
    ]  # fmt: skip


def test_the_files_are_built_and_linked_for_finished_diplomacy_events_only(
    club: Writer, tmp_path: Path
) -> None:
    content = club(FILES)
    league = "name: League\nstart: 2024-06-01\nscoring: league\n"
    game = "boards:\n  - board: 1\n    players:\n      - {player: alice-rossi, place: 1}\n"
    game += "      - {player: bob-smith, place: 2}\n"
    club(
        {**FILES, "events/2024-league/event.yaml": league, "events/2024-league/round-1.yaml": game}
    )
    assert main(["build", str(content), "-o", str(tmp_path / "site")]) == 0
    site = tmp_path / "site" / "events"
    assert (site / "2024-open" / "wdd" / "classification.csv").is_file()
    assert (site / "2024-open" / "wdd" / "boards.csv").is_file()
    assert not (site / "2024-league" / "wdd").exists()
    assert "wdd/boards.csv" in (site / "2024-open" / "index.html").read_text(encoding="utf-8")
    assert "wdd/" not in (site / "2024-league" / "index.html").read_text(encoding="utf-8")


def test_an_event_with_a_round_in_play_has_no_files(club: Writer) -> None:
    seated = "boards:\n  - board: 1\n    powers:\n" + "".join(
        f"      {power}: {{player: {player}}}\n"
        for power, player in zip(
            ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey"),
            ("carol-bianchi", "bob-smith", "alice-rossi", "eve-neri", "frank-blu",
             "gina-verdi", "dan-gialli"),
            strict=True,
        )
    )  # fmt: skip
    reading = service.read(club({**FILES, "events/2024-open/round-2.yaml": seated}))
    assert reading.problems == ()
    assert not wdd.finished_diplomacy(reading.results["2024-open"])


def test_a_family_name_that_is_not_part_of_the_name(
    club: Writer, capsys: pytest.CaptureFixture[str]
) -> None:
    players = PLAYERS.replace("family_name: De Luca", "family_name: Verdi")
    assert main(["check", str(club({**FILES, "players.yaml": players}))]) == 1
    assert capsys.readouterr().err.splitlines()[0] == (
        "content/players.yaml:18:16: family_name 'Verdi' is not part of the name 'Gina De "
        "Luca'; write the words of the name that are the family name, like 'De Luca'"
    )


def test_the_wdd_id_links_the_players_page(club: Writer, tmp_path: Path) -> None:
    assert main(["build", str(club(FILES)), "-o", str(tmp_path / "site")]) == 0
    page = (tmp_path / "site" / "players" / "alice-rossi" / "index.html").read_text("utf-8")
    assert (
        'href="https://world-diplomacy-database.com/php/results/player_fiche.php?id_player=1234"'
        in page
    )
    other = (tmp_path / "site" / "players" / "bob-smith" / "index.html").read_text("utf-8")
    assert "world-diplomacy-database" not in other


@pytest.mark.parametrize(
    ("player", "first", "family"),
    [
        ("Anna Maria De Luca|De Luca", "Anna Maria", "De Luca"),
        ("Nagy Péter|Nagy", "Péter", "Nagy"),
        ("Bruno Marchetti|", "Bruno", "Marchetti"),
        ("Madonna|", "", "Madonna"),
    ],
)
def test_names(player: str, first: str, family: str) -> None:
    from podium.model import Player

    name, family_name = player.split("|")
    assert wdd.names(Player("x", name, family_name=family_name or None)) == (first, family)


@pytest.mark.parametrize("event", ["2024-brunate-open", "2024-c-diplo-cup"])
@pytest.mark.parametrize("name", ["classification.csv", "boards.csv"])
def test_the_example_clubs_files(event: str, name: str) -> None:
    reading = service.read(ROOT / "content", theme=False)
    result = reading.results[event]
    made = (wdd.classification_csv if name == "classification.csv" else wdd.boards_csv)(
        result, reading.club
    )
    golden = GOLDEN / f"{event}-{name}"
    if os.environ.get("PODIUM_UPDATE_SNAPSHOTS") == "1":
        golden.write_bytes(made)
    assert made == golden.read_bytes()
