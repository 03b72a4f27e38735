"""``order:``, the director's order of tied powers: read, checked, shown and exported."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from podium.cli import main
from tests.conftest import BASE, Writer

ROUND = "events/2024-open/round-1.yaml"
R = f"content/{ROUND}"
TIED = (
    BASE[ROUND]
    .replace("bob-smith, centres: 8", "bob-smith, centres: 9")
    .replace("  - board: 1\n", "  - board: 1\n    order: [England, a]\n")
)


def check(capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    status = main(["check"])
    return status, capsys.readouterr().err


def test_the_board_page_and_results_json_say_the_director_decided(
    club: Writer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    club({ROUND: TIED})
    assert check(capsys)[0] == 0
    assert main(["build", "content", "-o", str(tmp_path / "site"), "--no-cache"]) == 0
    [page] = (tmp_path / "site").glob("**/board-1/index.html")
    html = page.read_text(encoding="utf-8")
    assert (
        '<p class="director-order">England, Austria: equal centres, order decided by the '
        "director.</p>"
    ) in html
    [export] = (tmp_path / "site").glob("**/2024-open/results.json")
    board = json.loads(export.read_text(encoding="utf-8"))["rounds"][0]["boards"][0]
    assert board["order"] == ["England", "Austria"]
    england = next(r for r in board["results"] if r["power"] == "England")
    assert england["position"] == 1


def test_the_italian_board_page_says_it_in_italian(
    club: Writer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    club({ROUND: TIED, "site.yaml": "title: Test Club\nlanguage: it\n"})
    assert main(["build", "content", "-o", str(tmp_path / "site"), "--no-cache"]) == 0
    [page] = (tmp_path / "site").glob("**/board-1/index.html")
    assert (
        '<p class="director-order">Inghilterra, Austria: centri pari, ordine deciso dal '
        "direttore di torneo.</p>"
    ) in page.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("files", "error"),
    [
        (
            {"events/2024-open/event.yaml": "name: Open\nstart: 2024-05-10\nscoring: c-diplo\n"},
            f"{R}:3:5: board 1: c-diplo does not take the director's order of tied powers "
            "(its rules break every tie themselves); remove 'order' (docs/scoring.md says "
            "which systems take it)",
        ),
        (
            {ROUND: TIED.replace("order: [England, a]", "order: [England, Spain]")},
            f"{R}:3:22: unknown power 'Spain' in board 1; write Austria, England, France, "
            "Germany, Italy, Russia or Turkey (or just the first letter)",
        ),
        (
            {ROUND: TIED.replace("order: [England, a]", "order: [England, England]")},
            f"{R}:3:22: England is twice in the order of board 1; name it once",
        ),
        (
            {ROUND: TIED.replace("order: [England, a]", "order: [England]")},
            f"{R}:3:5: the order of board 1 names fewer than two powers; name the tied "
            "powers, best first, or remove 'order'",
        ),
    ],
)
def test_an_order_where_it_does_not_belong_is_a_located_error(
    files: dict[str, str], error: str, club: Writer, capsys: pytest.CaptureFixture[str]
) -> None:
    club({ROUND: TIED, **files})
    assert check(capsys) == (1, f"{error}\n1 problem in 1 file\n")
