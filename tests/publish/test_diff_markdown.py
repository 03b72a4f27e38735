"""podium.tools.diff: comparing two scored versions of the results, and the Markdown of it."""

from __future__ import annotations

from datetime import date
from fractions import Fraction

from podium.model import Event, PlacementBoard, PlacementEntry, Where
from podium.scoring.results import BoardScore, EventResult, Seat, Standing
from podium.tools.diff import NO_CHANGES, compare, markdown, number

F = Fraction
NAMES = {"ann": "Ann Arbor", "ben": "Ben Bow", "cat": "Cat Cole", "dan": "Dan Dee"}

Boards = dict[tuple[int, str], list[tuple[str, Fraction]]]
Ranking = list[tuple[str, int | None, bool, Fraction]]


def result(boards: Boards, ranking: Ranking, *, event: str = "open") -> EventResult:
    where = Where(f"content/events/{event}/event.yaml")
    scored = []
    for (round_, name), seats in boards.items():
        entries = tuple(PlacementEntry(p, s, None, where) for p, s in seats)
        board = PlacementBoard(name, entries, where)
        scored.append(
            BoardScore(round_, board, tuple(Seat(e, e.player, None, e.points, ()) for e in entries))
        )
    standings = [Standing(p, r, s, t, 1, ()) for p, r, s, t in ranking]
    return EventResult(
        Event(event, f"The {event.title()}", date(2024, 5, 10), "league", (), where),
        tuple(scored),
        tuple(s for s in standings if s.rank is not None),
        tuple(s for s in standings if s.rank is None),
    )


BEFORE: Boards = {
    (1, "1"): [("ann", F(30)), ("ben", F(20))],
    (1, "2"): [("cat", F(25)), ("dan", F(10))],
}
RANKING: Ranking = [
    ("ann", 1, False, F(30)),
    ("cat", 2, False, F(25)),
    ("ben", 3, False, F(20)),
    ("dan", 4, False, F(10)),
]


def test_rounding_matches_results_json() -> None:
    assert number(F(4459, 10)) == "445.9"
    assert number(F(95, 3)) == "31.6667"
    assert number(F(1, 20000)) == "0.0001"  # half-up
    assert number(F(-1, 3)) == "-0.3333"
    assert number(F(-1, 100000)) == "0"
    assert number(F(12)) == "12"


def test_identical_results_report_no_changes() -> None:
    old = {"open": result(BEFORE, RANKING)}
    new = {"open": result(BEFORE, RANKING)}
    assert compare(old, new) == ()
    assert markdown((), NAMES, title="Result changes") == (
        "## Result changes\n\nNo result changes.\n"
    )
    assert NO_CHANGES == "No result changes."


def test_one_changed_board_lists_the_scores_and_the_moves() -> None:
    after: Boards = {
        (1, "1"): [("ann", F(30)), ("ben", F(26))],
        (1, "2"): [("cat", F(25)), ("dan", F(10))],
    }
    ranking: Ranking = [
        ("ann", 1, False, F(30)),
        ("ben", 2, False, F(26)),
        ("cat", 3, False, F(25)),
        ("dan", 4, False, F(10)),
    ]
    diffs = compare({"open": result(BEFORE, RANKING)}, {"open": result(after, ranking)})
    assert markdown(diffs, NAMES, title="Result changes") == (
        "## Result changes\n"
        "\n"
        "### `The Open` (`open`)\n"
        "\n"
        "Board scores:\n"
        "\n"
        "- Round 1, board `1`:\n"
        "  - `Ben Bow`: 20 → 26 (+6)\n"
        "\n"
        "Ranking:\n"
        "\n"
        "- `Ben Bow`: 3, 20 → 2, 26 (up 1, +6)\n"
        "- `Cat Cole`: 2, 25 → 3, 25 (down 1)\n"
    )


def test_unchanged_events_are_left_out_and_added_or_removed_ones_named() -> None:
    old = {"open": result(BEFORE, RANKING), "cup": result(BEFORE, RANKING, event="cup")}
    new = {"open": result(BEFORE, RANKING), "league": result(BEFORE, RANKING, event="league")}
    text = markdown(compare(old, new), NAMES, title="T", notes=("A note.",))
    assert text == (
        "## T\n\nA note.\n\n"
        "### `The League` (`league`)\n\nNew event.\n\n"
        "### `The Cup` (`cup`)\n\nEvent removed.\n"
    )


def test_shared_ranks_disqualification_and_missing_players() -> None:
    after: Boards = {
        (1, "1"): [("ann", F(30)), ("ben", F(25))],
        (1, "2"): [("cat", F(25)), ("eve", F(1, 3))],
    }
    ranking: Ranking = [
        ("ann", 1, False, F(30)),
        ("ben", 2, True, F(25)),
        ("cat", 2, True, F(25)),
        ("eve", 4, False, F(1, 3)),
        ("dan", None, False, F(10)),
    ]
    diffs = compare({"open": result(BEFORE, RANKING)}, {"open": result(after, ranking)})
    assert markdown(diffs, NAMES, title="T").splitlines()[4:] == [
        "Board scores:",
        "",
        "- Round 1, board `1`:",
        "  - `Ben Bow`: 20 → 25 (+5)",
        "- Round 1, board `2`:",
        "  - `eve`: — → 0.3333",
        "  - `Dan Dee`: 10 → —",
        "",
        "Ranking:",
        "",
        "- `Ben Bow`: 3, 20 → 2=, 25 (up 1, +5)",
        "- `Cat Cole`: 2, 25 → 2=, 25 (tie now shared)",
        "- `eve`: not ranked → 4, 0.3333 (new in the ranking)",
        "- `Dan Dee`: 4, 10 → DQ, 10 (disqualified)",
    ]
