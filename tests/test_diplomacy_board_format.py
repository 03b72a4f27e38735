"""The Diplomacy board's inputs for the hobby's systems: concessions, draws, elimination
years, any final year, a year chart from 1900 (docs/content-format.md, "Diplomacy")."""

from __future__ import annotations

import json
from pathlib import Path

from podium.build import service
from podium.build.pipeline import build
from podium.model import DiplomacyBoard
from tests.conftest import BASE, Writer
from tests.test_validation import ROUND, R, problems, round_with


def board_of(root: object) -> DiplomacyBoard:
    club = service.load(root)  # type: ignore[arg-type]
    found = club.events[0].rounds[0].boards[0]
    assert isinstance(found, DiplomacyBoard)
    return found


def test_a_concession_names_the_power(club: Writer) -> None:
    root = club(round_with("board: 1", "board: 1\n    result: concession\n    conceded_to: a"))
    found = board_of(root)
    assert (found.result, found.conceded_to) == ("concession", "Austria")


def test_a_concession_without_a_power(club: Writer) -> None:
    root = club(round_with("board: 1", "board: 1\n    result: concession"))
    assert problems(root) == [
        f"{R}:3:13: board 1 ends in a concession but does not say to whom; add 'conceded_to: POWER'"
    ]


def test_conceded_to_without_a_concession(club: Writer) -> None:
    root = club(round_with("board: 1", "board: 1\n    result: draw\n    conceded_to: Austria"))
    assert problems(root) == [
        f"{R}:4:18: board 1 names 'conceded_to' but its result is not a concession; "
        "write 'result: concession', or remove 'conceded_to'"
    ]


def test_conceded_to_an_unknown_power(club: Writer) -> None:
    root = club(
        round_with("board: 1", "board: 1\n    result: concession\n    conceded_to: Austira")
    )
    assert problems(root) == [
        f"{R}:4:18: unknown power 'Austira' in board 1; did you mean 'Austria' or 'Russia'?"
    ]


def test_conceded_to_a_power_not_on_the_board(club: Writer) -> None:
    edited = BASE[ROUND].replace("      Turkey: {player: gina-verdi, centres: 0}\n", "")
    edited = edited.replace("board: 1", "board: 1\n    result: concession\n    conceded_to: T")
    root = club({ROUND: edited})
    assert problems(root) == [
        f"{R}:4:18: Turkey is not on board 1; name one of Austria, England, France, "
        "Germany, Italy and Russia"
    ]


def test_conceded_to_an_eliminated_power(club: Writer) -> None:
    root = club(round_with("board: 1", "board: 1\n    result: concession\n    conceded_to: T"))
    assert problems(root) == [
        f"{R}:4:18: board 1 is conceded to Turkey, which has no centres at the end; "
        "name a power that survived"
    ]


def test_a_draw_names_its_members(club: Writer) -> None:
    root = club(round_with("board: 1", "board: 1\n    result: draw\n    draw: [England, a]"))
    assert board_of(root).draw == ("England", "Austria")


def test_a_draw_member_that_was_eliminated_or_named_twice(club: Writer) -> None:
    root = club(round_with("board: 1", "board: 1\n    draw: [A, Turkey, Austria, Prussia]"))
    assert problems(root) == [
        f"{R}:3:15: Turkey is in the draw of board 1 but has no centres at the end; "
        "name only powers that survived",
        f"{R}:3:23: Austria is twice in the draw of board 1; name it once",
        f"{R}:3:32: unknown power 'Prussia' in board 1; did you mean 'Russia'?",
    ]


def test_a_draw_on_a_board_won_by_one_power(club: Writer) -> None:
    root = club(round_with("board: 1", "board: 1\n    result: solo\n    draw: [A, E]"))
    assert problems(root) == [
        f"{R}:4:11: board 1 ends in a solo, so it has no draw; remove 'draw', or change 'result'"
    ]


def test_an_elimination_year(club: Writer) -> None:
    root = club(round_with("centres: 0}", "centres: 0, eliminated: 1904}"))
    assert [p.eliminated for p in board_of(root).powers] == [None] * 6 + [1904]


def test_an_elimination_year_of_a_survivor(club: Writer) -> None:
    root = club(round_with("centres: 2}", "centres: 2, eliminated: 1904}"))
    assert problems(root) == [
        f"{R}:9:59: board 1, Russia is eliminated in 1904 but has 2 centres at the end; "
        "remove 'eliminated', or give a final count of 0"
    ]


def test_an_elimination_year_after_the_end(club: Writer) -> None:
    root = club(round_with("centres: 0}", "centres: 0, eliminated: 1909}"))
    assert problems(root) == [
        f"{R}:10:60: board 1, Turkey is eliminated in 1909, outside the years played "
        "1901-1907; give a year from 1901 to 1907"
    ]


def test_an_elimination_year_the_chart_contradicts(club: Writer) -> None:
    chart = "centres: [4, 3, 0, 0, 0, 0, 0], eliminated: 1904}"
    root = club(round_with("centres: 0}", chart))
    assert problems(root) == [
        f"{R}:10:80: board 1, Turkey is eliminated in 1904, but its year chart first has 0 "
        "centres in 1903; remove 'eliminated' (the year chart says it), or fix the chart"
    ]


def test_a_board_may_end_in_any_year_and_its_chart_start_in_1900(club: Writer) -> None:
    edited = BASE[ROUND].replace("board: 1", "board: 1\n    start: 1900\n    end: 1913")
    chart = "[3, 4, 3, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]"
    root = club({ROUND: edited.replace("centres: 0}", f"centres: {chart}}}")})
    found = board_of(root)
    assert (found.start, found.end, found.powers[6].history) == (
        1900,
        1913,
        (3, 4, 3, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0),
    )


def _echoed_board(root: object, tmp_path: object) -> dict[str, object]:
    """The first board of the built results.json, without its results."""
    out = Path(str(tmp_path)) / "site"
    build(Path(str(root)), out)
    data = json.loads((out / "events/2024-open/results.json").read_text(encoding="utf-8"))
    board: dict[str, object] = data["rounds"][0]["boards"][0]
    board.pop("results")
    return board


def test_results_json_echoes_a_concession_and_elimination_years(
    club: Writer, tmp_path: Path
) -> None:
    text = BASE[ROUND].replace("board: 1", "board: 1\n    result: concession\n    conceded_to: a")
    root = club({ROUND: text.replace("centres: 0}", "centres: 0, eliminated: 1904}")})
    assert _echoed_board(root, tmp_path) == {
        "board": "1",
        "top_table": False,
        "conceded_to": "Austria",
        "eliminated": {"Turkey": 1904},
    }


def test_results_json_echoes_the_draw_members(club: Writer, tmp_path: Path) -> None:
    root = club(round_with("board: 1", "board: 1\n    result: draw\n    draw: [England, a]"))
    assert _echoed_board(root, tmp_path) == {
        "board": "1",
        "top_table": False,
        "draw": ["England", "Austria"],  # as the file lists them
    }


def test_results_json_echoes_nothing_a_board_does_not_give(club: Writer, tmp_path: Path) -> None:
    assert _echoed_board(club(), tmp_path) == {"board": "1", "top_table": False}
