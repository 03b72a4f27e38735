"""Totals as dipvis computes them (docs/scoring.md, "Totals"): the worked examples of its
rules, the cut of ``wdc-2025``, and one property per method against the rule written out.

Every expected value is worked out by hand from the rule's words in the comment beside it.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from podium.content.problems import LocatedError
from podium.model import Rules, Total
from podium.scoring.lines import english
from podium.scoring.totals import METHODS, Result, cut_of, shares
from podium.scoring.tournament import score_event
from tests.scoring.builders import event, people, placement_of, rnd

D = Fraction  # Fraction("25.2789"): a decimal as written, exactly


def total(spec: Total, results: Sequence[Result], last_round: int = 9, cut: bool = False) -> D:
    got = shares(spec, results, last_round, in_cut=cut)
    return sum((r.value * s.factor for r, s in zip(results, got, strict=True)), D(0))


def games(*values: str, sit_out: str | None = None) -> list[Result]:
    """One game a round, then a sit-out worth ``sit_out`` if given."""
    out = [Result(n, "1", D(v)) for n, v in enumerate(values, start=1)]
    if sit_out is not None:
        out.append(Result(len(values) + 1, None, D(sit_out)))
    return out


# --------------------------------------------------------------------------- worked examples


def test_half_the_average_of_the_rest_skips_a_sit_out_worth_nothing() -> None:
    # 25 + 9.2937 = 34.2937; the rest is 1.2579 and 0 (the 0 sit-out is no result):
    # 34.2937 + ½ × (1.2579 + 0) / 2 = 34.2937 + 0.314475 = 34.608175
    spec = Total("best-games-half-average", count=2)
    got = total(spec, games("25", "9.2937", "1.2579", "0", sit_out="0"))
    assert got == D("34.608175")
    # worth 5 it is a result: 34.2937 + ½ × (1.2579 + 0 + 5) / 3 = 34.2937 + 6.2579 / 6
    assert total(spec, games("25", "9.2937", "1.2579", "0", sit_out="5")) == (
        D("34.2937") + D("6.2579") / 6
    )


def test_a_third_of_every_result_after_the_best_two() -> None:
    # 58.5020 + 26.8908 = 85.3928; ⅓ × (11.6883 + 9.0580 + 4.5326) = ⅓ × 25.2789 = 8.4263
    got = total(
        Total("best-games-half-or-thirds", count=2),
        games("58.5020", "26.8908", "11.6883", "9.0580", "4.5326"),
    )
    assert got == D("93.8191")


def test_half_or_thirds_with_a_sit_out_worth_nothing_is_half_the_third() -> None:
    # 30, 20, 12 and a 0 sit-out: three results, so 30 + 20 + ½ × 12 = 56
    spec = Total("best-games-half-or-thirds", count=2)
    assert total(spec, games("30", "20", "12", sit_out="0")) == 56
    # a game of 0 is a result: four results, 30 + 20 + ⅓ × (12 + 0) = 54
    assert total(spec, games("30", "20", "12", "0")) == 54


def test_divide_by_count_plus_ten_skips_a_sit_out_worth_nothing() -> None:
    # (0.3333 + 0 + 0.3623) / (3 + 10) = 0.6956 / 13
    got = total(Total("average", k=10), games("0.3333", "0", "0.3623", sit_out="0"))
    assert got == D("0.6956") / 13
    assert abs(got - D("0.0535")) < D("0.0001")


def test_wdc_2025_a_player_in_the_cut() -> None:
    # early: best 2 of 23.7864, 0, 0 = 23.7864; plus 1.5 × 3.1034 = 4.6551 -> 28.4415
    results = games("23.7864", "0", "0", "3.1034")
    assert total(Total("wdc-2025"), results, last_round=4, cut=True) == D("28.4415")
    # out of the cut, round 4 counts once: 23.7864 + 3.1034 = 26.8898
    assert total(Total("wdc-2025"), results, last_round=4) == D("26.8898")


# --------------------------------------------------------------------------- the cut


def early(player: str, *values: int, centres: Sequence[int] = ()) -> list[Result]:
    """Games in rounds 1, 2, 3... with the centres given (0 for the rest)."""
    cs = [*centres, *[0] * len(values)]
    return [Result(n, "1", D(v), cs[n - 1]) for n, v in enumerate(values, start=1)]


def field(tied: dict[str, list[Result]]) -> dict[str, list[Result]]:
    """19 players well clear (early 100), and ``tied`` for the last places of the 21."""
    clear = {f"p{n:02}": early(f"p{n:02}", 50, 50, 0) for n in range(19)}
    return {**clear, **tied}


def test_the_cut_is_the_21_best_early_scores() -> None:
    # 19 at 100, then x at 20 + 10 = 30, y at 29, z at 28: the cut is the 19, x and y
    results = field({"x": early("x", 20, 10, 0), "y": early("y", 29, 0, 0), "z": early("z", 28)})
    cut = cut_of(Total("wdc-2025"), {**results, "w": [Result(4, "1", D(1))]}, 4, ())
    assert cut.players == frozenset({*(f"p{n:02}" for n in range(19)), "x", "y"})
    assert cut.tied == ()


def test_the_cut_is_nobody_before_the_last_round_is_played() -> None:
    results = field({"x": early("x", 20, 10, 0)})
    assert cut_of(Total("wdc-2025"), results, 4, ()).players == frozenset()
    assert cut_of(Total("best-rounds-plus-last", count=2), results, 4, ()).players == frozenset()


def played_last(results: dict[str, list[Result]]) -> dict[str, list[Result]]:
    return {**results, "late": [Result(4, "1", D(1))]}


@pytest.mark.parametrize(
    ("x", "y", "z", "out"),
    [
        # equal early scores 30: the best single game decides, 25 and 22 over 20
        (early("x", 25, 5, 0), early("y", 22, 8, 0), early("z", 20, 10, 0), "z"),
        # equal best games 20: the centres of the 2 best games, 9 + 4 = 13 < 14
        (
            early("x", 20, 10, 0, centres=(9, 4)),
            early("y", 20, 10, 0, centres=(7, 7)),
            early("z", 20, 10, 0, centres=(8, 6)),
            "x",
        ),
        # equal centres: the third game's score, 3 beats 2 and 1
        (early("x", 20, 10, 3), early("y", 20, 10, 2), early("z", 20, 10, 1), "z"),
    ],
)
def test_a_tie_at_the_cut_by_best_game_centres_then_the_third_game(
    x: list[Result], y: list[Result], z: list[Result], out: str
) -> None:
    # 19 clear, then x, y, z for the last 2 places
    cut = cut_of(Total("wdc-2025"), played_last(field({"x": x, "y": y, "z": z})), 4, ())
    assert cut.tied == ()
    assert {"x", "y", "z", "late"} - cut.players == {out, "late"}


def test_a_tie_still_standing_is_the_directors_lots() -> None:
    tied = field({"x": early("x", 20, 10, 0), "y": early("y", 20, 10, 0), "z": early("z", 20, 10)})
    everyone = played_last(tied)
    assert cut_of(Total("wdc-2025"), everyone, 4, ()).tied == ("x", "y", "z")
    by_lots = cut_of(Total("wdc-2025"), everyone, 4, ("z", "x"))
    assert by_lots.tied == () and {"z", "x"} <= by_lots.players and "y" not in by_lots.players
    # lots naming only one leaves the other two tied for one place
    assert cut_of(Total("wdc-2025"), everyone, 4, ("z",)).tied == ("x", "y")


# 22 players, boards of two (the winner 2, the loser 0). Rounds 1 and 2: w01..w11 beat
# l01..l11. Round 3: l01..l11 beat w01..w11. Early scores: the w's 4, the l's 2; the cut
# of 21 is the 11 w's and 10 of the 11 l's, tied on everything: the lots decide.
WINNERS = [f"w{n:02}" for n in range(1, 12)]
LOSERS = [f"l{n:02}" for n in range(1, 12)]
PLAYERS = people(*WINNERS, *LOSERS)


def pairs(first: list[str], second: list[str]) -> list[dict[str, int]]:
    return [{a: 2, b: 1} for a, b in zip(first, second, strict=True)]


def wdc_event(lots: Sequence[str]) -> list[tuple[str, D]]:
    rounds = [
        rnd(n, *(placement_of(p, i) for i, p in enumerate(pairs(one, two), start=1)))
        for n, (one, two) in enumerate([(WINNERS, LOSERS), (WINNERS, LOSERS), (LOSERS, WINNERS)], 1)
    ]
    # round 4: w01 beats l01; l11 beats w02
    final = rnd(4, placement_of({"w01": 2, "l01": 1}, 1), placement_of({"l11": 2, "w02": 1}, 2))
    rules = Rules(total=Total("wdc-2025"))
    result = score_event(event("league", *rounds, final, rules=rules, lots=lots), PLAYERS)
    return [(s.player, s.total) for s in result.ranking]


def test_wdc_2025_through_an_event() -> None:
    # lots: l01..l10 before l11, so l11 is out of the cut.
    got = dict(wdc_event(LOSERS[:10]))
    assert got["w01"] == 4 + D(3, 2) * 2  # in the cut: 4 + 1.5 × 2 = 7
    assert got["w02"] == 4  # in the cut, lost round 4: 4 + 1.5 × 0
    assert got["l11"] == 2 + 2  # out of the cut: 2 + 2 = 4
    assert got["l01"] == 2  # in the cut, lost round 4


def test_wdc_2025_shows_why_a_last_round_counts_more() -> None:
    rounds = [rnd(1, placement_of({"a": 2, "b": 1})), rnd(2, placement_of({"a": 2, "b": 1}))]
    rules = Rules(total=Total("wdc-2025"))
    a = score_event(event("league", *rounds, rules=rules), people("a", "b")).standing("a")
    assert a is not None and a.total == 2 + 3  # round 1: 2; round 2: 1.5 × 2
    assert english(a.results[1].adjustments[-1]) == "×1.5: the last round of the 21 best before it"


def test_wdc_2025_a_tie_across_the_cut_without_lots_is_an_error() -> None:
    with pytest.raises(LocatedError) as caught:
        wdc_event(())
    assert caught.value.where.pointer == ("lots",)
    assert caught.value.message == (
        "l01, l02, l03, l04, l05, l06, l07, l08, l09, l10, l11 tie at the cut of total "
        "method 'wdc-2025'"
    )
    assert (
        caught.value.hint == "list them under 'lots:', best first: the director's drawing of lots"
    )


# --------------------------------------------------------------------------- properties
# Each rule written out plainly, on a player's rounds: absent, one or two games, or a
# sit-out (worth 0 or more).

LEAN = settings(max_examples=80, deadline=None)
VALUE = st.fractions(min_value=0, max_value=60, max_denominator=8)
ROUND: st.SearchStrategy[tuple[str, list[D]]] = st.one_of(
    st.just(("absent", [])),
    st.tuples(st.just("games"), st.lists(VALUE, min_size=1, max_size=2)),
    st.tuples(st.just("sit-out"), st.lists(st.sampled_from([D(0), D(5)]), min_size=1, max_size=1)),
)
ROUNDS = st.lists(ROUND, min_size=1, max_size=6)


def as_results(rounds: list[tuple[str, list[D]]]) -> list[Result]:
    out = []
    for n, (kind, values) in enumerate(rounds, start=1):
        for b, v in enumerate(values, start=1):
            out.append(Result(n, str(b) if kind == "games" else None, v))
    return out


def game_results(rounds: list[tuple[str, list[D]]]) -> list[D]:
    """Every game, and every sit-out worth more than 0; best first."""
    return sorted((v for kind, vs in rounds for v in vs if kind == "games" or v > 0), reverse=True)


def round_scores(rounds: list[tuple[str, list[D]]]) -> dict[int, D]:
    return {n: sum(vs, D(0)) for n, (kind, vs) in enumerate(rounds, start=1) if kind != "absent"}


def best(values: list[D], n: int) -> D:
    return sum(sorted(values, reverse=True)[:n], D(0))


def plainly(method: str, n: int, k: int, rounds: list[tuple[str, list[D]]], cut: bool) -> D:
    rs = game_results(rounds)
    scores = round_scores(rounds)
    last = len(rounds)
    if method == "sum":
        return sum(scores.values(), D(0))
    if method == "best-rounds":
        return best(list(scores.values()), n)
    if method == "best-rounds-plus-last":
        return best([v for r, v in scores.items() if r != last], n) + scores.get(last, D(0))
    if method == "wdc-2025":
        early = best([v for r, v in scores.items() if r != last], 2)
        return early + (D(3, 2) if cut else 1) * scores.get(last, D(0))
    if method == "best-games":
        return best(rs, n)
    if method == "best-game":
        return best(rs, 1)
    rest = rs[n:]
    if method == "best-games-half-average":
        return best(rs, n) + (sum(rest, D(0)) / len(rest) / 2 if rest else 0)
    if method == "best-games-half-next":
        return best(rs, n) + (rest[0] / 2 if rest else 0)
    if method == "best-games-half-or-thirds":
        if len(rest) == 1:
            return best(rs, n) + rest[0] / 2
        return best(rs, n) + sum(rest, D(0)) / 3
    assert method == "average"
    return sum(rs, D(0)) / (len(rs) + k) if rs else D(0)


@LEAN
@given(
    ROUNDS, st.sampled_from(sorted(METHODS)), st.integers(1, 4), st.integers(0, 10), st.booleans()
)
def test_every_method_is_its_rule(
    rounds: list[tuple[str, list[D]]], method: str, n: int, k: int, cut: bool
) -> None:
    spec = Total(method, n if METHODS[method].count else None, k if METHODS[method].k else None)
    got = total(spec, as_results(rounds), last_round=len(rounds), cut=cut)
    assert got == plainly(method, n, k, rounds, cut)
