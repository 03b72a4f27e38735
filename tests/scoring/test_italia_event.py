"""A hand-checked Italia 2010 event: top table, sit-outs, a two-board player, a penalty.

Every number below was worked out by hand from the rules (docs/scoring.md, "Italia 2010"
and "The tournament"; defaults: sit-out 25, two boards +15%, top table +20%, winner +2000,
podium 3) and then compared with the breakdowns; none was copied from the program's output.

Round 1 (a plays two boards at the TD's request; n sits out: 25)
  Board 1: A a 10, E b 7, F c 6, G d 5, I e 3, R f 2, T g 1. Five with >= 3: ×1.4.
    Lead 10 − 7 = 3: break.
    a (40+70+30)×1.4+1 = 197    b (28+34)×1.4+1 = 87.8    c (24+16)×1.4+1 = 57
    d 20×1.4+1 = 29    e 12×1.4+1 = 17.8    f 8×1.4+1 = 12.2    g 4×1.4+1 = 6.6
  Board 2: A h 9, E i 8, F j 6, G k 5, I l 3, R m 2, T a 1. Five with >= 3: ×1.4.
    Lead 1: no break, +10 to every survivor but the 1st.
    h (36+70)×1.4+1 = 149.4    i (32+34+10)×1.4+1 = 107.4    j (24+16+10)×1.4+1 = 71
    k (20+10)×1.4+1 = 43    l (12+10)×1.4+1 = 31.8    m (8+10)×1.4+1 = 26.2
    a (4+10)×1.4+1 = 20.6
  a alive on both boards: ×1.15 on both: 197 × 1.15 = 226.55 and 20.6 × 1.15 = 23.69.

Round 2 (g sits out: 25)
  Board 1, top table (×1.2): A b 12, E a 8, F h 5, G i 4, I c 3, R j 2, T n 0.
    Five with >= 3: ×1.4. Lead 4: break.
    b (48+70+30)×1.4+1 = 208.2 -> 249.84    a (32+34)×1.4+1 = 93.4 -> 112.08
    h (20+16)×1.4+1 = 51.4 -> 61.68    i 16×1.4+1 = 23.4 -> 28.08
    c 12×1.4+1 = 17.8 -> 21.36    j 8×1.4+1 = 12.2 -> 14.64    n 1 -> 1.2
  Board 2: A d 7 (1906: 6), E e 7 (1906: 7), F civil disorder 6, G f 5, I k 4, R l 3,
    T m 2. e before d on 1906. Five players with >= 3 (France has no player): ×1.4.
    No break. e (28+70)×1.4+1 = 138.2    d (28+34+10)×1.4+1 = 101.8
    f (20+16+10)×1.4+1 = 65.4    k (16+10)×1.4+1 = 37.4    l (12+10)×1.4+1 = 31.8
    m (8+10)×1.4+1 = 26.2

Penalty: d −50. Winner bonus: b +2000.
Podium: the top table's b, a, h are 1st, 2nd, 3rd whatever the totals.
"""

from __future__ import annotations

from fractions import Fraction

from podium.scoring.lines import english
from podium.scoring.tournament import score_event
from tests.scoring.builders import board, event, people, rnd

PLAYERS = people(*"abcdefghijklmn")

EVENT = event(
    "italia-2010",
    rnd(
        1,
        board(
            1,
            Austria=("a", 10),
            England=("b", 7),
            France=("c", 6),
            Germany=("d", 5),
            Italy=("e", 3),
            Russia=("f", 2),
            Turkey=("g", 1),
        ),
        board(
            2,
            Austria=("h", 9),
            England=("i", 8),
            France=("j", 6),
            Germany=("k", 5),
            Italy=("l", 3),
            Russia=("m", 2),
            Turkey=("a", 1),
        ),
        sit_outs=["n"],
        two_boards=["a"],
    ),
    rnd(
        2,
        board(
            1,
            top_table=True,
            Austria=("b", 12),
            England=("a", 8),
            France=("h", 5),
            Germany=("i", 4),
            Italy=("c", 3),
            Russia=("j", 2),
            Turkey=("n", 0),
        ),
        board(
            2,
            Austria=("d", [4, 5, 5, 6, 6, 6, 7]),
            England=("e", [5, 5, 6, 6, 6, 7, 7]),
            France=(None, 6),
            Germany=("f", 5),
            Italy=("k", 4),
            Russia=("l", 3),
            Turkey=("m", 2),
        ),
        sit_outs=["g"],
    ),
    penalties=[("d", 50)],
)

EXPECTED = [
    # rank, player, total: hand-computed sums
    (1, "b", "87.8 + 249.84 + 2000", Fraction("2337.64")),
    (2, "a", "226.55 + 23.69 + 112.08", Fraction("362.32")),
    (3, "h", "149.4 + 61.68", Fraction("211.08")),
    (4, "e", "17.8 + 138.2", Fraction(156)),
    (5, "i", "107.4 + 28.08", Fraction("135.48")),
    (6, "j", "71 + 14.64", Fraction("85.64")),
    (7, "d", "29 + 101.8 − 50", Fraction("80.8")),
    (8, "k", "43 + 37.4", Fraction("80.4")),
    (9, "c", "57 + 21.36", Fraction("78.36")),
    (10, "f", "12.2 + 65.4", Fraction("77.6")),
    (11, "l", "31.8 + 31.8", Fraction("63.6")),
    (12, "m", "26.2 + 26.2", Fraction("52.4")),
    (13, "g", "6.6 + 25", Fraction("31.6")),
    (14, "n", "25 + 1.2", Fraction("26.2")),
]


def test_ranking_agrees_with_the_hand_check() -> None:
    result = score_event(EVENT, PLAYERS)
    assert [(s.rank, s.player, s.total) for s in result.ranking] == [
        (rank, player, total) for rank, player, _, total in EXPECTED
    ]
    assert not any(s.shared for s in result.ranking)
    assert [s.player for s in result.ranking if "podium" in s.marks] == ["b", "a", "h"]


def test_breakdowns_agree_with_the_hand_check() -> None:
    result = score_event(EVENT, PLAYERS)
    a = result.standing("a")
    assert a is not None
    assert [(c.round, c.board, c.score, c.counted) for c in a.results] == [
        (1, "1", 197, Fraction("226.55")),
        (1, "2", Fraction("20.6"), Fraction("23.69")),
        (2, "1", Fraction("93.4"), Fraction("112.08")),
    ]
    assert [[english(x) for x in c.adjustments] for c in a.results] == [
        ["two boards ×1.15"],
        ["two boards ×1.15"],
        ["top table ×1.2"],
    ]
    assert a.games == 3 and {"two_boards", "top_table", "podium"} <= a.marks

    b = result.standing("b")
    assert b is not None and [english(x) for x, _ in b.bonuses] == ["top table winner +2000"]
    d = result.standing("d")
    assert d is not None and [english(x) for x, _ in d.bonuses] == ["penalty −50: Conduct"]
    n = result.standing("n")
    assert n is not None
    assert [(c.board, c.counted) for c in n.results] == [(None, 25), ("1", Fraction("1.2"))]
    assert n.games == 1 and "sit_out" in n.marks

    top = result.boards[2]
    seat = top.seats[0]
    assert (seat.player, seat.position) == ("b", 1)
    assert [english(x) for x in seat.breakdown] == [
        "4 × 12 centres = 48",
        "1st place +70",
        "break +30",
        "TSS ×1.4",
        "+1 participation",
    ]
    second = result.boards[3]
    assert [(s.player, s.position, s.score) for s in second.seats] == [
        ("e", 1, Fraction("138.2")),
        ("d", 2, Fraction("101.8")),
        ("f", 3, Fraction("65.4")),
        ("k", 4, Fraction("37.4")),
        ("l", 5, Fraction("31.8")),
        ("m", 6, Fraction("26.2")),
        (None, None, None),
    ]
