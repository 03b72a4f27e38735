"""Which earlier year split a tie on final centres (the board page's note)."""

from __future__ import annotations

from podium.model import DiplomacyBoard, PowerEntry, Where
from podium.site.board_facts import YearTie, year_ties

HERE = Where("round-1.yaml")


def _board(**counts: tuple[int, ...]) -> DiplomacyBoard:
    entries = tuple(
        PowerEntry(power, power.lower(), history[-1], history, HERE)
        for power, history in counts.items()
    )
    return DiplomacyBoard(
        "1", entries, HERE, start=1901, end=1900 + len(next(iter(counts.values())))
    )


def test_the_latest_differing_year_decides() -> None:
    board = _board(England=(4, 5, 7, 8, 8), France=(5, 6, 6, 8, 8), Italy=(4, 4, 4, 3, 2))
    # 1904 equal (8 each), 1903 England 7 to 6: England ahead
    assert year_ties(board, {"England": 1, "France": 2, "Italy": 3}) == [
        YearTie("England", "France", 1903, 7, 6)
    ]


def test_no_note_for_shared_or_unequal_or_contrary_places() -> None:
    board = _board(England=(4, 5, 7, 8), France=(5, 6, 6, 8), Italy=(4, 4, 4, 2))
    assert year_ties(board, {"England": 1, "France": 1, "Italy": 3}) == []  # shared: 1=
    # France placed ahead although England had more in 1903: another rule decided
    assert year_ties(board, {"France": 1, "England": 2, "Italy": 3}) == []
    same = _board(England=(4, 5, 8), France=(4, 5, 8))
    assert year_ties(same, {"England": 1, "France": 2}) == []  # equal every year


def test_final_counts_only_say_nothing() -> None:
    entries = (
        PowerEntry("England", "e", 8, None, HERE),
        PowerEntry("France", "f", 8, None, HERE),
    )
    board = DiplomacyBoard("1", entries, HERE)
    assert year_ties(board, {"England": 1, "France": 2}) == []
