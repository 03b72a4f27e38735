"""Totals: the ways a player's results become their total, one small function each.

docs/scoring.md, "Totals". A *result* is one game (after the round's multipliers) or one
sit-out worth more than 0; a sit-out worth 0 is no result for the methods that count
games (it counts 0 whatever they say), and a round score of 0 for those that count
rounds. A method looks at a player's results and says what share of each one counts: 1
(whole), 0 (left out: struck through on the pages), a fraction, or more (``wdc-2025``'s
last round), with the breakdown line that says why. The tournament layer multiplies each
result by its share, so a total is always the sum of what its results count. Exact:
shares are Fractions.

The method is ``rules: {total: {method: ..., count: N, k: K, two_boards: best}}``; the
older ``best_of: N`` is ``{method: best-games, count: N}``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from podium.content.problems import LocatedError, quoted_list
from podium.model import Rules, Total, Where
from podium.scoring.lines import line
from podium.scoring.results import Line


@dataclass(frozen=True, slots=True)
class Result:
    """What a method sees of one result."""

    round: int
    board: str | None  # None: a sit-out
    value: Fraction  # what it counts whole
    centres: int = 0  # the game's final centres (0: a sit-out, a game without centres)

    def is_game_or_points(self) -> bool:
        """A result for the methods that count games: a game, or a sit-out worth points."""
        return self.board is not None or self.value != 0


@dataclass(frozen=True, slots=True)
class Share:
    """How much of a result counts, and the breakdown line that says why (none: whole)."""

    factor: Fraction
    why: Line | None = None


WHOLE = Share(Fraction(1))


@dataclass(frozen=True, slots=True)
class Params:
    count: int  # N (1 where the method takes none)
    k: int  # K of ``average`` (0 elsewhere)
    last_round: int  # the event's last round
    in_cut: bool = False  # ``wdc-2025``: among the best after the rounds before the last


Apply = Callable[[Sequence[Result], Params], list[Share]]


@dataclass(frozen=True, slots=True)
class Method:
    apply: Apply
    count: bool = False  # takes (and needs) ``count``
    k: bool = False  # takes ``k``
    by_games: bool = False  # counts games: a sit-out worth 0 is no result for it


def _best_first(results: Sequence[Result]) -> list[int]:
    """Indexes of ``results``, best first; on equal values the earlier round (then board)."""
    return sorted(
        range(len(results)),
        key=lambda i: (-results[i].value, results[i].round, results[i].board or ""),
    )


def _by_rank(results: Sequence[Result], shares: Sequence[Share], rest: Share) -> list[Share]:
    """``shares[j]`` for the j-th best result, ``rest`` for every result after them."""
    out = [rest] * len(results)
    for rank, i in enumerate(_best_first(results)):
        if rank < len(shares):
            out[i] = shares[rank]
    return out


def _sum(results: Sequence[Result], p: Params) -> list[Share]:
    return [WHOLE] * len(results)


def _best_games(results: Sequence[Result], p: Params) -> list[Share]:
    return _by_rank(
        results, [WHOLE] * p.count, Share(Fraction(0), line("not_counted", best=p.count))
    )


def _best_game(results: Sequence[Result], p: Params) -> list[Share]:
    return _by_rank(results, [WHOLE], Share(Fraction(0), line("not_counted_one")))


def _best_games_half_average(results: Sequence[Result], p: Params) -> list[Share]:
    others = len(results) - p.count
    if others <= 0:
        return [WHOLE] * len(results)
    factor = Fraction(1, 2 * others)
    return _by_rank(
        results, [WHOLE] * p.count, Share(factor, line("half_average", factor=factor, best=p.count))
    )


def _best_games_half_next(results: Sequence[Result], p: Params) -> list[Share]:
    half = Share(Fraction(1, 2), line("half_next", best=p.count))
    dropped = Share(Fraction(0), line("not_counted_share", best=p.count))
    return _by_rank(results, [*[WHOLE] * p.count, half], dropped)


def _best_games_half_or_thirds(results: Sequence[Result], p: Params) -> list[Share]:
    if len(results) <= p.count + 1:
        return _best_games_half_next(results, p)
    third = Share(Fraction(1, 3), line("third_after", best=p.count))
    return _by_rank(results, [WHOLE] * p.count, third)


def _average(results: Sequence[Result], p: Params) -> list[Share]:
    if not results:
        return []
    divisor = len(results) + p.k
    share = Share(Fraction(1, divisor), line("average", divisor=divisor, count=len(results), k=p.k))
    return [share] * len(results)


def _keep_rounds(results: Sequence[Result], rounds: set[int], why: Line) -> list[Share]:
    dropped = Share(Fraction(0), why)
    return [WHOLE if r.round in rounds else dropped for r in results]


def _best_rounds_of(results: Sequence[Result], among: set[int], count: int) -> set[int]:
    """The ``count`` best rounds of ``among`` by the sum of their results (earlier on ties)."""
    sums: dict[int, Fraction] = {}
    for r in results:
        if r.round in among:
            sums[r.round] = sums.get(r.round, Fraction(0)) + r.value
    return set(sorted(sums, key=lambda n: (-sums[n], n))[:count])


def _best_rounds(results: Sequence[Result], p: Params) -> list[Share]:
    kept = _best_rounds_of(results, {r.round for r in results}, p.count)
    return _keep_rounds(results, kept, line("not_counted_rounds", best=p.count))


def _best_rounds_plus_last(results: Sequence[Result], p: Params) -> list[Share]:
    before = {r.round for r in results if r.round != p.last_round}
    kept = _best_rounds_of(results, before, p.count) | {p.last_round}
    why = line("not_counted_rounds_last", best=p.count, round=p.last_round)
    return _keep_rounds(results, kept, why)


WDC_ROUNDS = 2  # the early score: the best 2 rounds before the last
WDC_CUT = 21  # the players with the highest early scores whose last round is raised
WDC_FACTOR = Fraction(3, 2)  # by this much


def _wdc_2025(results: Sequence[Result], p: Params) -> list[Share]:
    kept = _best_rounds_plus_last(results, Params(WDC_ROUNDS, 0, p.last_round))
    if not p.in_cut:
        return kept
    raised = Share(WDC_FACTOR, line("cut_final", factor=WDC_FACTOR, players=WDC_CUT))
    return [raised if r.round == p.last_round else s for r, s in zip(results, kept, strict=True)]


def early_score(results: Sequence[Result], last_round: int) -> Fraction:
    """``wdc-2025``'s early score: the sum of the best 2 round scores before the last round."""
    before = [r for r in results if r.round != last_round]
    kept = _best_rounds_of(before, {r.round for r in before}, WDC_ROUNDS)
    return sum((r.value for r in before if r.round in kept), Fraction(0))


def _cut_key(
    results: Sequence[Result], last_round: int
) -> tuple[Fraction, Fraction, int, Fraction]:
    """What orders players for the cut, best highest: the early score, then the best game
    before the last round, the centres of the 2 best such games, and the third one's score."""
    games = sorted(
        (r for r in results if r.board is not None and r.round != last_round),
        key=lambda r: (-r.value, -r.centres),
    )
    best = games[0].value if games else Fraction(0)
    third = games[2].value if len(games) > 2 else Fraction(0)
    return early_score(results, last_round), best, sum(g.centres for g in games[:2]), third


@dataclass(frozen=True, slots=True)
class Cut:
    """``wdc-2025``'s cut: who is in it, or the players tied across it that need lots."""

    players: frozenset[str] = frozenset()
    tied: tuple[str, ...] = ()


def cut_of(
    total: Total, results: Mapping[str, Sequence[Result]], last_round: int, lots: Sequence[str]
) -> Cut:
    """The players whose last round ``total`` raises (none but with ``wdc-2025`` once the
    last round is played): the :data:`WDC_CUT` best by :func:`_cut_key`, then by ``lots``
    (best first). Players still tied across the cut come back in ``tied``."""
    if total.method != "wdc-2025" or not any(
        r.round == last_round for rs in results.values() for r in rs
    ):
        return Cut()
    keys = {p: _cut_key(rs, last_round) for p, rs in results.items()}

    def order(p: str) -> tuple[tuple[Fraction, Fraction, int, Fraction], int]:
        return keys[p], -lots.index(p) if p in lots else -len(lots)

    ranked = sorted(results, key=order, reverse=True)
    if len(ranked) <= WDC_CUT:
        return Cut(frozenset(ranked))
    border = order(ranked[WDC_CUT - 1])
    if border == order(ranked[WDC_CUT]):
        return Cut(tied=tuple(sorted(p for p in ranked if order(p) == border)))
    return Cut(frozenset(ranked[:WDC_CUT]))


METHODS: dict[str, Method] = {
    "sum": Method(_sum),
    "best-rounds": Method(_best_rounds, count=True),
    "best-rounds-plus-last": Method(_best_rounds_plus_last, count=True),
    "best-games": Method(_best_games, count=True, by_games=True),
    "best-game": Method(_best_game, by_games=True),
    "best-games-half-average": Method(_best_games_half_average, count=True, by_games=True),
    "best-games-half-next": Method(_best_games_half_next, count=True, by_games=True),
    "best-games-half-or-thirds": Method(_best_games_half_or_thirds, count=True, by_games=True),
    "average": Method(_average, k=True, by_games=True),
    "wdc-2025": Method(_wdc_2025),
}
"""Every total method by the name ``rules: {total: {method: NAME}}`` gives it (the same
names as :data:`podium.content.formats.TotalMethod`, in the same order)."""


def total_of(rules: Rules) -> Total:
    """The event's total method: ``total``, else ``best_of: N`` as best-games, else sum."""
    if rules.total is not None:
        return rules.total
    if rules.best_of is not None:
        return Total("best-games", count=rules.best_of)
    return Total()


def problems(rules: Rules, where: Where) -> list[LocatedError]:
    """What is wrong with ``rules``'s ``total`` (``where``: the ``rules:`` mapping)."""
    total = rules.total
    if total is None:
        return []
    at = total.where or where.child("total")
    found = []
    if rules.best_of is not None:
        found.append(
            LocatedError(
                where.child("best_of"),
                "'best_of' and 'total' are both set",
                "keep one: 'best_of: N' is 'total: {method: best-games, count: N}'",
            )
        )
    method = METHODS[total.method]
    takers = quoted_list([name for name, m in METHODS.items() if m.count])
    if method.count and total.count is None:
        found.append(
            LocatedError(
                at,
                f"total method '{total.method}' needs 'count', the N of its best N",
                "add 'count: N', like 'count: 3'",
            )
        )
    if not method.count and total.count is not None:
        found.append(
            LocatedError(
                at.child("count"),
                f"'count' is not read by total method '{total.method}'",
                f"remove it; 'count' is for {takers}",
            )
        )
    if not method.k and total.k is not None:
        found.append(
            LocatedError(
                at.child("k"),
                f"'k' is not read by total method '{total.method}'",
                "remove it; 'k' is for average",
            )
        )
    return found


def shares(
    total: Total, results: Sequence[Result], last_round: int, in_cut: bool = False
) -> list[Share]:
    """What share of each of ``results`` counts, by ``total``'s method (``in_cut``: the
    player is in ``wdc-2025``'s cut)."""
    method = METHODS[total.method]
    params = Params(total.count or 1, total.k or 0, last_round, in_cut)
    if not method.by_games:
        return method.apply(results, params)
    counted = [i for i, r in enumerate(results) if r.is_game_or_points()]
    given = method.apply([results[i] for i in counted], params)
    out = [WHOLE] * len(results)  # a sit-out worth 0 counts its 0 whole
    for i, share in zip(counted, given, strict=True):
        out[i] = share
    return out
