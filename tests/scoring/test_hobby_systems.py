"""The hobby's board-scoring systems (docs/scoring.md, from "Bangkok" on): each against the
worked examples of its section (numbers typed from the published description), a
concession, a board lacking an input, and Hypothesis properties."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from podium.content.problems import LocatedError
from podium.model import DiplomacyBoard, PowerEntry, Rules
from podium.powers import POWERS
from podium.scoring.lines import english
from podium.scoring.registry import get_system
from tests.scoring.builders import HERE

LEAN = settings(max_examples=40, deadline=None)

HOBBY = (
    "bangkok",
    "olympic",
    "bangkok-pike",
    "base-3",
    "carnage-with-dead-equal",
    "carnage-with-elimination-order",
    "center-count-carnage",
    "carnage-2023",
    "cdiplo-100",
    "cdiplo-80",
    "c-diplo-namur",
    "detour09",
    "draw-size",
    "duct-tape-v2",
    "duct-tape-v2-with-elimination-order",
    "haight-v10",
    "manorcon",
    "original-manorcon",
    "manorcon-v2",
    "mischief",
    "omg",
    "ranked-classic",
    "ranked-classic-v2",
    "solo-or-bust",
    "sum-of-squares",
    "southern-sun",
    "sydney-league",
    "tribute",
    "opentribute",
    "vulcan",
    "whipping",
    "world-classic",
    "summer-classic",
    "your-draw-size-short-games",
    "your-draw-size-unlimited-games",
)
"""The systems of this file, in docs/scoring.md's order."""

NEEDS_ELIMINATION_YEARS = (
    "bangkok",
    "olympic",
    "bangkok-pike",
    "carnage-with-elimination-order",
    "center-count-carnage",
    "carnage-2023",
)

SOLO_AWARD = {
    "bangkok": 41,
    "olympic": 46,
    "bangkok-pike": 60,
    "base-3": 46,
    "carnage-with-dead-equal": 28034,
    "carnage-with-elimination-order": 28034,
    "center-count-carnage": 39028,
    "carnage-2023": 28034,
    "cdiplo-100": 100,
    "cdiplo-80": 80,
    "c-diplo-namur": 85,
    "detour09": 110,
    "draw-size": 100,
    "duct-tape-v2": 75,
    "duct-tape-v2-with-elimination-order": 75,
    "haight-v10": 451,
    "manorcon": 75,
    "original-manorcon": 100,
    "manorcon-v2": 100,
    "mischief": 34,
    "omg": 100,
    "ranked-classic": 550,
    "ranked-classic-v2": 550,
    "solo-or-bust": 100,
    "sum-of-squares": 100,
    "southern-sun": 500,
    "tribute": 100,
    "opentribute": 340,
    "vulcan": 130,
    "whipping": 468,
    "world-classic": 420,
    "summer-classic": 420,
    "your-draw-size-short-games": 300,
    "your-draw-size-unlimited-games": 320,
}
"""The solo award (Sydney League multiplies instead: tested by its worked example)."""


def make_board(
    centres: Sequence[int],
    *,
    start: int = 1901,
    end: int = 1907,
    eliminated: Mapping[str, int] | None = None,
    conceded_to: str | None = None,
    draw: tuple[str, ...] | None = None,
    charts: Mapping[str, tuple[int, ...]] | None = None,
) -> DiplomacyBoard:
    """Seven powers (Austria..Turkey) with these final counts, each played by its own
    lower-case name; ``eliminated`` by initial ({"R": 1903})."""
    where = HERE.child("boards", 0)
    years = {POWERS_BY_INITIAL[k]: v for k, v in (eliminated or {}).items()}
    entries = tuple(
        PowerEntry(
            power,
            power.lower(),
            final,
            (charts or {}).get(power),
            where.child("powers", power),
            eliminated=years.get(power),
        )
        for power, final in zip(POWERS, centres, strict=True)
    )
    return DiplomacyBoard(
        "1",
        entries,
        where,
        start=start,
        end=end,
        result="concession" if conceded_to else None,
        conceded_to=conceded_to,
        draw=draw,
    )


POWERS_BY_INITIAL = {p[0]: p for p in POWERS}


def scores(key: str, board: DiplomacyBoard) -> list[Fraction]:
    """The seven scores, Austria..Turkey."""
    result = get_system(key).score_board(1, board, Rules())
    by_power = {s.entry.power: s.score for s in result.seats}  # type: ignore[union-attr]
    found = [by_power[p] for p in POWERS]
    assert all(s is not None for s in found)
    return found  # type: ignore[return-value]


def near(found: Sequence[Fraction], published: Sequence[float]) -> bool:
    """The exact scores agree with the published ones (given to 10 significant digits)."""
    return all(
        abs(float(f) - p) <= 1e-8 * max(1.0, abs(p)) for f, p in zip(found, published, strict=True)
    )


# --------------------------------------------------------------------------- worked examples

BOARD_65 = (1, 3, 3, 9, 1, 14, 3)
BOARD_16_ELIMINATED = {"G": 1904, "A": 1906, "R": 1907, "T": 1907}
CHART_65 = {  # 1900-1906, the spec's table read by column
    "Austria": (3, 2, 2, 2, 1, 1, 1),
    "England": (3, 6, 5, 5, 5, 3, 3),
    "France": (3, 2, 2, 2, 2, 4, 3),
    "Germany": (3, 6, 7, 9, 9, 9, 9),
    "Italy": (3, 2, 2, 2, 1, 1, 1),
    "Russia": (4, 6, 10, 8, 11, 12, 14),
    "Turkey": (3, 4, 3, 5, 3, 3, 3),
}

EXAMPLES: list[tuple[str, dict[str, object], list[float]]] = [
    # 1. Bangkok, board 7
    (
        "bangkok",
        {"centres": (6, 6, 5, 4, 6, 0, 6), "eliminated": {"R": 1903}},
        [11.4, 11.4, 9.6, 7.8, 11.4, 0.6, 11.4],
    ),
    # 2. Olympic, board 27
    (
        "olympic",
        {"centres": (8, 6, 6, 8, 6, 0, 0), "end": 1913, "eliminated": {"R": 1907, "T": 1907}},
        [16.05263158, 9.631578947, 9.631578947, 16.05263158, 9.631578947, 1.8, 1.8],
    ),
    # 3. Bangkok Pike, board 2, and board 1 (Turkey's solo in 1911)
    (
        "bangkok-pike",
        {"centres": (4, 11, 4, 5, 4, 0, 4), "eliminated": {"R": 1903}},
        [7, 26, 7, 8, 7, 0.3, 7],
    ),
    (
        "bangkok-pike",
        {
            "centres": (0, 0, 0, 0, 5, 5, 22),
            "end": 1911,
            "eliminated": {"E": 1903, "F": 1903, "A": 1905, "G": 1909},
        },
        [0.5, 0.3, 0.3, 0.9, 1.1, 1.1, 60],
    ),
    # 4. Base 3, board 17
    ("base-3", {"centres": (11, 1, 10, 11, 0, 0, 0)}, [17, 4, 13, 17, 0, 0, 0]),
    # 5. Carnage with dead equal, board 3
    (
        "carnage-with-dead-equal",
        {"centres": (8, 1, 6, 9, 8, 0, 0)},
        [5508, 3001, 4006, 7009, 5508, 1500, 1500],
    ),
    # 6. Carnage with elimination order, board 14
    (
        "carnage-with-elimination-order",
        {
            "centres": (7, 0, 7, 7, 0, 0, 11),
            "end": 1906,
            "eliminated": {"E": 1903, "I": 1904, "R": 1904},
        },
        [5007, 1000, 5007, 5007, 2500, 2500, 7011],
    ),
    # 7. Center-count Carnage, board 5
    (
        "center-count-carnage",
        {
            "centres": (0, 0, 7, 16, 0, 11, 0),
            "end": 1909,
            "eliminated": {"A": 1903, "T": 1903, "I": 1908, "E": 1909},
        },
        [1501.5, 4004, 8505, 15007, 3003, 11506, 1501.5],
    ),
    # 8. Carnage 2023, board 3
    (
        "carnage-2023",
        {"centres": (8, 1, 6, 9, 8, 0, 0), "end": 1912, "eliminated": {"R": 1903, "T": 1904}},
        [5508, 3001, 4006, 7309, 5508, 1000, 2000],
    ),
    # 9. CDiplo 100, board 14
    ("cdiplo-100", {"centres": (7, 0, 7, 7, 0, 0, 11)}, [15, 1, 15, 15, 1, 1, 50]),
    # 10. CDiplo 80, board 4
    (
        "cdiplo-80",
        {"centres": (5, 4, 1, 6, 5, 5, 6)},
        [7.333333333, 4, 1, 25.5, 7.333333333, 7.333333333, 25.5],
    ),
    # 11. C-Diplo Namur, board 3
    ("c-diplo-namur", {"centres": (8, 1, 6, 9, 8, 0, 0)}, [31.5, 6, 19, 60, 31.5, 1, 1]),
    # 12. Detour09, board 62
    (
        "detour09",
        {"centres": (8, 0, 2, 6, 0, 10, 8), "end": 1916, "eliminated": {"E": 1912, "I": 1912}},
        [21.81818182, 2, 7.272727273, 16.36363636, 2, 32.72727273, 21.81818182],
    ),
    # 13. Draw size, board 7
    (
        "draw-size",
        {"centres": (6, 6, 5, 4, 6, 0, 6), "draw": ("England", "France", "Italy")},
        [0, 33.33333333, 33.33333333, 0, 33.33333333, 0, 0],
    ),
    # 14. Duct Tape V2, board 3
    ("duct-tape-v2", {"centres": (8, 1, 6, 9, 8, 0, 0)}, [27.5, 7, 15, 49, 27.5, 3, 3]),
    # 15. Duct Tape V2 with elimination order, board 5
    (
        "duct-tape-v2-with-elimination-order",
        {
            "centres": (0, 0, 7, 16, 0, 11, 0),
            "end": 1909,
            "eliminated": {"A": 1903, "T": 1903, "I": 1908, "E": 1909},
        },
        [3, 9, 22, 56, 6, 35, 3],
    ),
    # 16. Haight v1.0, board 14
    (
        "haight-v10",
        {
            "centres": (7, 0, 7, 7, 0, 0, 11),
            "end": 1906,
            "eliminated": {"E": 1903, "I": 1904, "R": 1904},
        },
        [103, 3, 103, 103, 15, 15, 196],
    ),
    # 17. ManorCon, board 3
    (
        "manorcon",
        {"centres": (8, 1, 6, 9, 8, 0, 0), "end": 1912, "eliminated": {"R": 1903, "T": 1904}},
        [23.04526749, 4.320987654, 15.63786008, 27.36625514, 23.04526749, 0.2, 0.3],
    ),
    # 18. Original ManorCon, board 1
    (
        "original-manorcon",
        {
            "centres": (0, 0, 0, 0, 5, 5, 22),
            "end": 1911,
            "eliminated": {"E": 1903, "F": 1903, "A": 1905, "G": 1909},
        },
        [0.4, 0.2, 0.2, 0.8, 1, 1, 100],
    ),
    # 19. ManorCon v2, board 3
    (
        "manorcon-v2",
        {"centres": (8, 1, 6, 9, 8, 0, 0), "end": 1912, "eliminated": {"R": 1903, "T": 1904}},
        [24.66960352, 4.625550661, 16.74008811, 29.29515419, 24.66960352, 0.2, 0.3],
    ),
    # 20. Maxonian and 21. 7Eleven, board 65
    (
        "maxonian",
        {"centres": BOARD_65, "start": 1900, "charts": CHART_65, "end": 1906},
        [1.5, 4, 5, 6, 1.5, 8, 3],
    ),
    (
        "7eleven",
        {"centres": BOARD_65, "start": 1900, "charts": CHART_65, "end": 1906},
        [1.5, 4, 5, 6, 1.5, 10, 3],
    ),
    # 22. Mischief, board 4
    ("mischief", {"centres": (5, 4, 1, 6, 5, 5, 6)}, [5, 4, 1, 7, 5, 5, 7]),
    # 23. OMG, board 31
    ("omg", {"centres": (2, 0, 6, 6, 2, 16, 1)}, [6, 0, 10.25, 10.25, 6, 74.75, 5.25]),
    # 24. Ranked Classic and 25. Ranked Classic v2, board 2
    (
        "ranked-classic",
        {"centres": (4, 11, 4, 5, 4, 0, 4), "eliminated": {"R": 1903}},
        [90, 340, 90, 170, 90, 2, 90],
    ),
    (
        "ranked-classic-v2",
        {"centres": (4, 11, 4, 5, 4, 0, 4), "eliminated": {"R": 1903}},
        [95, 340, 95, 170, 95, 2, 95],
    ),
    # 26. Solo or bust, board 1
    ("solo-or-bust", {"centres": (0, 0, 0, 0, 5, 5, 22)}, [0, 0, 0, 0, 0, 0, 100]),
    # 27. Sum of Squares, board 2
    (
        "sum-of-squares",
        {"centres": (4, 11, 4, 5, 4, 0, 4)},
        [7.619047619, 57.61904762, 7.619047619, 11.9047619, 7.619047619, 0, 7.619047619],
    ),
    # 28. Southern Sun, board 7
    (
        "southern-sun",
        {"centres": (6, 6, 5, 4, 6, 0, 6), "eliminated": {"R": 1903}},
        [162, 162, 100, 80, 162, 9, 162],
    ),
    # 29. Sydney League, board 1
    (
        "sydney-league",
        {
            "centres": (0, 0, 0, 0, 5, 5, 22),
            "end": 1911,
            "eliminated": {"E": 1903, "F": 1903, "A": 1905, "G": 1909},
        },
        [152.5, 76.5, 76.5, 204.5, 337.5, 337.5, 1875],
    ),
    # 30. Tribute, board 6
    ("tribute", {"centres": (3, 2, 16, 3, 4, 3, 3)}, [3, 2, 82, 3, 4, 3, 3]),
    # 31. OpenTribute, board 4
    ("opentribute", {"centres": (5, 4, 1, 6, 5, 5, 6)}, [48, 44, 32, 54, 48, 48, 54]),
    # 32. Vulcan, board 17
    ("vulcan", {"centres": (11, 1, 10, 11, 0, 0, 0)}, [65, 9, 54, 65, 0, 0, 0]),
    # 33. Whipping, board 1
    (
        "whipping",
        {
            "centres": (0, 0, 0, 0, 5, 5, 22),
            "end": 1911,
            "eliminated": {"E": 1903, "F": 1903, "A": 1905, "G": 1909},
        },
        [5, 3, 3, 9, 11, 11, 468],
    ),
    # 34. World Classic and 35. Summer Classic, board 16
    (
        "world-classic",
        {"centres": (0, 11, 11, 0, 11, 0, 0), "eliminated": BOARD_16_ELIMINATED},
        [5, 156, 156, 3, 156, 6, 6],
    ),
    (
        "summer-classic",
        {"centres": (0, 11, 11, 0, 11, 0, 0), "eliminated": BOARD_16_ELIMINATED},
        [5, 140, 140, 3, 140, 6, 6],
    ),
    # 36. Your Draw Size (short games), board 3; 37. (unlimited games), board 1
    ("your-draw-size-short-games", {"centres": (8, 1, 6, 9, 8, 0, 0)}, [42, 21, 30, 42, 42, 0, 0]),
    (
        "your-draw-size-unlimited-games",
        {"centres": (0, 0, 0, 0, 5, 5, 22)},
        [0, 0, 0, 0, 0, 0, 320],
    ),
]


@pytest.mark.parametrize(("key", "board", "published"), EXAMPLES)
def test_worked_example(key: str, board: dict[str, object], published: list[float]) -> None:
    given = dict(board)
    centres = given.pop("centres")
    found = scores(key, make_board(centres, **given))  # type: ignore[arg-type]
    assert near(found, published), (key, [float(f) for f in found])


def test_bangkok_is_exact() -> None:
    found = scores("bangkok", make_board((6, 6, 5, 4, 6, 0, 6), eliminated={"R": 1903}))
    assert found[5] == Fraction(3, 5)
    assert found[0] == Fraction(57, 5)


def test_bangkok_breakdown() -> None:
    result = get_system("bangkok").score_board(
        1, make_board((6, 6, 5, 4, 6, 0, 6), eliminated={"R": 1903}), Rules()
    )
    rows = {s.entry.power: [english(x) for x in s.breakdown] for s in result.seats}  # type: ignore[union-attr]
    assert rows["Austria"] == ["6 centres +6", "survival +3", "domination 12 × 3/15 +2.4"]
    assert rows["Russia"] == ["eliminated in 1903", "0.3 × 2 years before elimination +0.6"]


def test_bangkok_solo_pays_half_a_point_a_centre() -> None:
    # A solo scores 41; every other power 0.5 per centre (Turkey on 22: I and R on 5).
    found = scores("bangkok", make_board((0, 0, 0, 0, 5, 5, 22), end=1911))
    assert found == [0, 0, 0, 0, Fraction(5, 2), Fraction(5, 2), 41]


def test_olympic_solo_gives_nothing_to_the_others() -> None:
    found = scores("olympic", make_board((0, 0, 0, 0, 5, 5, 22), end=1911))
    assert found == [0, 0, 0, 0, 0, 0, 46]


def test_center_count_carnage_solo_leaves_1000_to_everyone_else() -> None:
    found = scores("center-count-carnage", make_board((0, 0, 0, 0, 5, 5, 22), end=1911))
    assert found == [1000, 1000, 1000, 1000, 1000, 1000, 39028]


def test_carnage_breakdown() -> None:
    result = get_system("center-count-carnage").score_board(
        1,
        make_board(
            (0, 0, 7, 16, 0, 11, 0),
            end=1909,
            eliminated={"A": 1903, "T": 1903, "I": 1908, "E": 1909},
        ),
        Rules(),
    )
    rows = {s.entry.power: [english(x) for x in s.breakdown] for s in result.seats}  # type: ignore[union-attr]
    assert rows["Germany"] == ["16 centres × 500 +8000", "1st place +7007"]
    assert rows["Austria"] == ["eliminated in 1903", "shared 6th–7th places +1501.5"]


def test_carnage_2023_has_no_lead_bonus_for_a_shared_top() -> None:
    # Germany and Austria both on 9: places 1-2 shared, (7000 + 6000)/2 + 9, no bonus.
    found = scores(
        "carnage-2023",
        make_board((9, 1, 6, 9, 8, 0, 0), eliminated={"R": 1903, "T": 1904}),
    )
    assert found[0] == found[3] == 6509


def test_detour09_solo_gives_the_survival_add_on_to_the_others() -> None:
    # Turkey soloes in 1911: I and R survive, 0.25 × min(8, 10) = 2; A (1905) 1,
    # E and F (1903) 0.5, G (1909) 0.25 × 8 = 2.
    board = make_board(
        (0, 0, 0, 0, 5, 5, 22),
        end=1911,
        eliminated={"E": 1903, "F": 1903, "A": 1905, "G": 1909},
    )
    assert scores("detour09", board) == [1, Fraction(1, 2), Fraction(1, 2), 2, 2, 2, 110]


def test_draw_size_without_a_named_draw_counts_every_survivor() -> None:
    found = scores("draw-size", make_board((6, 6, 5, 4, 6, 0, 6)))
    assert found == [Fraction(50, 3)] * 5 + [0, Fraction(50, 3)]


def test_draw_size_refuses_a_draw_without_its_members() -> None:
    board = replace(make_board((6, 6, 5, 4, 6, 0, 6)), result="draw")
    with pytest.raises(LocatedError) as caught:
        scores("draw-size", board)
    assert caught.value.where == HERE.child("boards", 0, "result")
    assert str(caught.value) == (
        "content/events/test/round-1.yaml: round 1, board 1: draw-size needs the draw "
        "members, and the board names none; add 'draw: [POWER, ...]' with the powers in "
        "the draw"
    )


def test_cdiplo_namur_centre_points() -> None:
    # 1 + f(c), no place points (places 4-7 of a board of seven distinct counts).
    found = scores("c-diplo-namur", make_board((10, 9, 8, 3, 2, 1, 0)))
    assert found[3:] == [13, 10, 6, 1]


def test_haight_solo() -> None:
    # Turkey soloes in 1911: I and R survive on 5, max(25, 11) = 25; eliminated
    # powers 1 + E - 1901: A (1905) 5, E and F (1903) 3, G (1909) 9.
    board = make_board(
        (0, 0, 0, 0, 5, 5, 22),
        end=1911,
        eliminated={"E": 1903, "F": 1903, "A": 1905, "G": 1909},
    )
    assert scores("haight-v10", board) == [5, 3, 3, 9, 25, 25, 451]


def test_maxonian_bonus_only_for_the_winner_in_a_solo() -> None:
    # France soloes on 20 (capped at 18: 7 + 5); Germany on 14 gets no bonus after it.
    charts = {p: (c,) for p, c in zip(POWERS, (0, 0, 20, 14, 0, 0, 0), strict=True)}
    board = make_board((0, 0, 20, 14, 0, 0, 0), end=1901, charts=charts)
    found = scores("maxonian", board)
    assert found[2:4] == [12, 6]


def test_maxonian_refuses_a_board_without_the_year_chart() -> None:
    with pytest.raises(LocatedError) as caught:
        scores("7eleven", make_board((1, 3, 3, 9, 1, 14, 3)))
    assert caught.value.where == HERE.child("boards", 0, "powers", "Austria")
    assert str(caught.value) == (
        "content/events/test/round-1.yaml: round 1, board 1: 7eleven needs the year chart, "
        "and Austria has only a final count; give Austria's centres as one count per year "
        "from 1901 to 1907"
    )


def test_omg_breakdown_shows_the_tribute() -> None:
    result = get_system("omg").score_board(1, make_board((2, 0, 6, 6, 2, 16, 1)), Rules())
    rows = {s.entry.power: [english(x) for x in s.breakdown] for s in result.seats}  # type: ignore[union-attr]
    assert rows["Turkey"] == ["1 centre × 1.5 + 9 for surviving +10.5", "pays the leader −5.25"]
    assert rows["Austria"][0] == "2 centres × 1.5 + 9 for surviving +12"
    assert rows["Russia"][-1] == "paid by the others +37.25"


def test_southern_sun_rounds_halves_to_even() -> None:
    result = get_system("southern-sun").score_board(
        1, make_board((6, 6, 5, 4, 6, 0, 6), eliminated={"R": 1903}), Rules()
    )
    rows = {s.entry.power: [english(x) for x in s.breakdown] for s in result.seats}  # type: ignore[union-attr]
    assert rows["Austria"] == [
        "survival +30",
        "6 centres × 10 +60",
        "1st–4th places 72.5 rounded to 72",
    ]


def test_summer_classic_pays_two_toppers_24_each() -> None:
    found = scores(
        "summer-classic", make_board((0, 11, 11, 0, 10, 0, 0), eliminated=BOARD_16_ELIMINATED)
    )
    assert found[1:3] == [164, 164]  # 110 + 30 + 24


def test_ranked_classic_v2_three_tied_for_first_get_b2() -> None:
    # Three on 10 from place 1: B[1 + 3 - 2] = B[2] = 70; version 1: A[3] = 60.
    board = make_board((10, 10, 10, 4, 0, 0, 0), eliminated={"I": 1905, "R": 1905, "T": 1905})
    assert scores("ranked-classic-v2", board)[0] == 30 + 100 + 70
    assert scores("ranked-classic", board)[0] == 30 + 100 + 60


def test_sydney_league_concession() -> None:
    # Sydney League multiplies: the conceded-to power's score × 1.5, the others' × 0.5.
    board = make_board(
        (8, 1, 9, 6, 8, 0, 0), conceded_to="France", eliminated={"R": 1903, "T": 1904}
    )
    found = scores("sydney-league", board)
    assert found[2] == (25 * 9 + 700) * Fraction(3, 2)


@pytest.mark.parametrize("key", HOBBY)
def test_a_concession_is_a_solo_of_the_power_conceded_to(key: str) -> None:
    # France on 9 is conceded to: scored exactly as if it had soloed with 9 centres.
    conceded = make_board((8, 1, 9, 6, 8, 0, 0), conceded_to="France", eliminated=ELIMINATED)
    found = scores(key, conceded)
    assert found[2] == max(found)
    assert found.count(found[2]) == 1


ELIMINATED = {"R": 1903, "T": 1904}


@pytest.mark.parametrize("key", NEEDS_ELIMINATION_YEARS)
def test_a_board_without_elimination_years_is_refused(key: str) -> None:
    with pytest.raises(LocatedError) as caught:
        scores(key, make_board((8, 1, 6, 9, 8, 0, 0), eliminated={"T": 1904}))
    assert caught.value.where == HERE.child("boards", 0, "powers", "Russia")
    assert str(caught.value) == (
        f"content/events/test/round-1.yaml: round 1, board 1: {key} needs elimination years, "
        "and Russia has only a final count of 0; add 'eliminated: YEAR' to Russia, "
        "or give its centres year by year (1901-1907)"
    )


# --------------------------------------------------------------------------- properties


@st.composite
def boards(draw: st.DrawFn) -> DiplomacyBoard:
    """A board of final counts (at most 34 in all) with an elimination year for each
    eliminated power, ending in 1905-1913."""
    centres = [draw(st.integers(0, 17)) for _ in POWERS]
    while sum(centres) > 34:
        centres[centres.index(max(centres))] -= 1
    if draw(st.booleans()):
        centres[draw(st.integers(0, 6))] = draw(st.integers(18, 20))
        while sum(centres) > 34:
            biggest = sorted(range(7), key=lambda i: centres[i])[-2]
            centres[biggest] -= 1
    end = draw(st.integers(1905, 1913))
    years = {
        p[0]: draw(st.integers(1902, end)) for p, c in zip(POWERS, centres, strict=True) if c == 0
    }
    return make_board(centres, end=end, eliminated=years)


@st.composite
def charted_boards(draw: st.DrawFn) -> DiplomacyBoard:
    """A board with a year chart from 1901 (counts 0-12 a year, the final count
    sometimes 18 or more for one power), ending in 1901-1904."""
    end = draw(st.integers(1901, 1904))
    years = end - 1900
    charts = [
        list(draw(st.lists(st.integers(0, 12), min_size=years, max_size=years))) for _ in POWERS
    ]
    if draw(st.booleans()):
        charts[draw(st.integers(0, 6))][-1] = draw(st.integers(18, 20))
    centres = [chart[-1] for chart in charts]
    by_power = {p: tuple(chart) for p, chart in zip(POWERS, charts, strict=True)}
    return make_board(centres, end=end, charts=by_power)


CHARTED = ("maxonian", "7eleven")
"""The systems that need the year chart."""


def permuted(board: DiplomacyBoard, order: Sequence[int]) -> DiplomacyBoard:
    """The board with power i's centres and elimination year given to power order[i]."""
    moved = list(board.powers)
    for i, j in enumerate(order):
        source = board.powers[i]
        moved[j] = replace(
            board.powers[j],
            final=source.final,
            history=source.history,
            eliminated=source.eliminated,
        )
    return replace(board, powers=tuple(moved))


@pytest.mark.parametrize("key", HOBBY)
@LEAN
@given(board=boards(), order=st.permutations(range(7)))
def test_permuting_the_powers_permutes_the_scores(
    key: str, board: DiplomacyBoard, order: list[int]
) -> None:
    before = scores(key, board)
    after = scores(key, permuted(board, order))
    assert [after[order[i]] for i in range(7)] == before


@pytest.mark.parametrize("key", HOBBY)
@LEAN
@given(board=boards())
def test_equal_inputs_equal_scores(key: str, board: DiplomacyBoard) -> None:
    found = scores(key, board)
    for a in range(7):
        for b in range(7):
            pa, pb = board.powers[a], board.powers[b]
            if (pa.final, pa.eliminated, pa.history) == (pb.final, pb.eliminated, pb.history):
                assert found[a] == found[b]


@pytest.mark.parametrize("key", HOBBY)
@LEAN
@given(board=boards())
def test_a_solo_scores_more_than_anyone_else(key: str, board: DiplomacyBoard) -> None:
    found = scores(key, board)
    soloists = [i for i, p in enumerate(board.powers) if p.final >= 18]
    if soloists:
        (i,) = soloists
        assert all(found[i] > found[j] for j in range(7) if j != i)
        if key in SOLO_AWARD:
            assert found[i] == SOLO_AWARD[key]


@pytest.mark.parametrize("key", CHARTED)
@LEAN
@given(board=charted_boards(), order=st.permutations(range(7)))
def test_charted_systems_permute_and_treat_equal_histories_alike(
    key: str, board: DiplomacyBoard, order: list[int]
) -> None:
    before = scores(key, board)
    after = scores(key, permuted(board, order))
    assert [after[order[i]] for i in range(7)] == before
    for a in range(7):
        for b in range(7):
            if board.powers[a].history == board.powers[b].history:
                assert before[a] == before[b]
    soloists = [i for i, p in enumerate(board.powers) if p.final >= 18]
    if soloists:
        (i,) = soloists
        assert all(before[i] > before[j] for j in range(7) if j != i)
