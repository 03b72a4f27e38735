"""The event page's "Best result with each power": the best score, then the most centres,
every seat that equals it listed in board order."""

from __future__ import annotations

from datetime import date
from fractions import Fraction

from podium.model import DiplomacyBoard, Event, PowerEntry, Round, Where
from podium.scoring.results import BoardScore, EventResult, Seat
from podium.site.pages.context import context
from podium.site.pages.event import _best_by_power
from podium.site.pages.paths import event_path
from tests.site.sample import sample_club

F = Fraction
HERE = Where("content/events/2024-best/round-1.yaml", ())


def _board(
    round_: int, board: str, seats: list[tuple[str, str | None, int, Fraction | None]]
) -> BoardScore:
    """A board of (power, player, centres, score) seats, in that order."""
    entries = [
        PowerEntry(power, player, centres, None, HERE) for power, player, centres, _ in seats
    ]
    scored = tuple(
        Seat(entry, entry.player, None if score is None else i, score, ())
        for i, (entry, (_, _, _, score)) in enumerate(zip(entries, seats, strict=True), 1)
    )
    return BoardScore(round_, DiplomacyBoard(board, tuple(entries), HERE), scored)


def _best(boards: list[BoardScore]) -> list[tuple[str, str, int, list[tuple[str, str]]]]:
    club, _ = sample_club()
    rounds = tuple(
        Round(n, tuple(b.board for b in boards if b.round == n), HERE, None)
        for n in sorted({b.round for b in boards})
    )
    event = Event("2024-best", "Best", date(2024, 5, 1), "italia-2010", rounds, HERE)
    result = EventResult(event, tuple(boards), ())
    rows = _best_by_power(context(club), event_path(event.id), result)
    return [
        (
            row["power"],
            row["score"],
            row["centres"],
            [(r["player"]["name"], r["board_label"]) for r in row["results"]],
        )
        for row in rows
    ]


def test_the_best_score_wins_then_the_most_centres_and_ties_are_all_listed() -> None:
    boards = [
        _board(
            1, "1", [("Austria", "anna-berg", 3, F(30)), ("England", "bruno-costa", 9, F(41, 2))]
        ),
        _board(1, "2", [("Austria", "dan-evans", 7, F(30)), ("England", "greta-holm", 4, F(20))]),
        _board(2, "1", [("Austria", "femi-adeyemi", 7, F(60, 2)), ("England", None, 12, None)]),
        _board(
            2,
            "2",
            [("Austria", "hugo-ibanez", 12, F(299, 10)), ("England", "chloe-dubois", 1, F(41, 2))],
        ),
    ]
    assert _best(boards) == [
        (
            "Austria",
            "30",
            7,
            [("Dan Evans", "Round 1, board 2"), ("Femi Adeyemi", "Round 2, board 1")],
        ),
        ("England", "20.5", 9, [("Bruno Costa", "Round 1, board 1")]),
    ]


def test_an_event_without_scored_powers_has_no_best_results() -> None:
    assert _best([_board(1, "1", [("Austria", None, 5, None)])]) == []
