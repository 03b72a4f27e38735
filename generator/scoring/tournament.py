"""The tournament layer, shared by every system: from an event to its final ranking.

docs/scoring.md, "The tournament": the sum of counted results, sit-out points, ``best_of``, the
two-board bonus, the top-table bonus, winner bonus and podium, the refusal malus,
``worst_result_percent``, penalties, disqualification and tie-breaks. Pure: an event and
its players go in, an :class:`EventResult` comes out.

:func:`score_event` takes three steps: :func:`scoring_of` (the system, the rules and the
tie-break chain), :func:`play` for each round in turn (its boards scored, each player's
games and sit-outs added), then :func:`result_of` (totals, bonuses, penalties, ranking).
The standings after each round (:mod:`podium.scoring.after_rounds`) take the same
steps, with :func:`result_of` after every round.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from fractions import Fraction
from operator import attrgetter
from typing import Any

from podium.content.problems import LocatedError, suggestion
from podium.model import Event, Player, Round, Rules, Total
from podium.numbers import exact_sum
from podium.powers import tiebreak_rank
from podium.scoring.kinds import power_of
from podium.scoring.lines import line
from podium.scoring.registry import ScoringSystem, available, get_system
from podium.scoring.results import BoardScore, Counted, EventResult, Line, Seat, Standing
from podium.scoring.tiebreaks import Context, Criterion, Placed, Record, known, parse, rank
from podium.scoring.totals import WHOLE, Result, Share, cut_of, problems, shares, total_of

COMMON_DEFAULTS = Rules(sit_out_points=Fraction(0))
"""Defaults of every system, under the system's own."""


def merge_rules(event_rules: Rules, defaults: Rules) -> Rules:
    """The event's rules over the system's defaults over :data:`COMMON_DEFAULTS`."""
    values: dict[str, Any] = {}
    for f in fields(Rules):
        for layer in (event_rules, defaults, COMMON_DEFAULTS):
            value = getattr(layer, f.name)
            if value is not None:
                values[f.name] = value
                break
    return Rules(**values)


def system_for(event: Event) -> ScoringSystem:
    """The event's scoring system; a located error listing the installed ones if unknown."""
    try:
        return get_system(event.scoring)
    except KeyError:
        names = available()
        close = suggestion(event.scoring, names)
        maybe = f"{close} " if close else ""
        raise LocatedError(
            event.where.child("scoring"),
            f"unknown scoring system {event.scoring!r}",
            f"{maybe}installed systems: {', '.join(names)}",
        ) from None


def board_alone(event: Event, number: int, board: str) -> BoardScore:
    """Board ``board`` of round ``number`` scored on its own, before the round's
    multipliers: what a command that writes one board prints of it (the board has results,
    in a scored round or the round in play)."""
    rnd = next(r for r in (*event.rounds, *event.unscored) if r.number == number)
    found = next(b for b in rnd.boards if str(b.board) == board)
    system = system_for(event)
    return system.score_board(number, found, merge_rules(event.rules, system.defaults))


def tiebreak_chain(event: Event, system: ScoringSystem) -> list[Criterion]:
    names = event.tiebreaks if event.tiebreaks is not None else system.default_tiebreaks
    chain: list[Criterion] = []
    for index, name in enumerate(names):
        try:
            chain.append(parse(name))
        except ValueError:
            close = suggestion(name, known())
            maybe = f"{close} " if close else ""
            raise LocatedError(
                event.where.child("tiebreaks", index),
                f"unknown tie-break {name!r}",
                f"{maybe}known tie-breaks: {', '.join(known())}",
            ) from None
    return chain


def _percent(p: Fraction | None) -> Fraction:
    return Fraction(0) if p is None else p / 100


def _eliminated(seat: Seat) -> bool:
    power = power_of(seat)
    return power is not None and power.final == 0


@dataclass(frozen=True, slots=True)
class Scoring:
    """How an event is scored: its system, its rules over the system's defaults, and its
    tie-break chain."""

    system: ScoringSystem
    rules: Rules
    chain: tuple[Criterion, ...]


def scoring_of(event: Event) -> Scoring:
    """How ``event`` is scored; a located error for an unknown system or tie-break, or a
    wrong ``total``."""
    system = system_for(event)
    for problem in problems(event.rules, event.where.child("rules")):
        raise problem
    rules = merge_rules(event.rules, system.defaults)
    return Scoring(system, rules, tuple(tiebreak_chain(event, system)))


@dataclass(frozen=True, slots=True)
class _Game:
    """One game a player played: the seat, and the result as it enters the total (after
    the round's multipliers, then the total method and the worst result)."""

    seat: Seat
    result: Counted
    whole: Result  # what the total method sees of it: the result after the multipliers


@dataclass(frozen=True, slots=True)
class _Player:
    games: tuple[_Game, ...] = ()
    sit_outs: tuple[Counted, ...] = ()
    marks: frozenset[str] = frozenset()

    def with_(
        self,
        games: Sequence[_Game] = (),
        sit_outs: Sequence[Counted] = (),
        marks: Iterable[str] = (),
    ) -> _Player:
        """This player with more games, sit-outs and marks."""
        return _Player(
            (*self.games, *games), (*self.sit_outs, *sit_outs), self.marks | frozenset(marks)
        )


@dataclass(frozen=True, slots=True)
class Played:
    """An event's rounds so far: the boards scored, and each player's games and sit-outs."""

    boards: tuple[BoardScore, ...] = ()
    people: Mapping[str, _Player] = field(default_factory=dict)


def play(
    scoring: Scoring, played: Played, rnd: Round, scored: Mapping[tuple[int, str], BoardScore]
) -> Played:
    """``played`` and the round ``rnd``: its boards scored (or taken from ``scored``, by
    round and board) and its games and sit-outs added to the players'."""
    scores = [
        scored.get((rnd.number, b.board))
        or scoring.system.score_board(rnd.number, b, scoring.rules)
        for b in rnd.boards
    ]
    people = dict(played.people)
    _round_games(rnd, scores, scoring.rules, people)
    return Played((*played.boards, *scores), people)


def _game(
    rnd: Round, score: BoardScore, seat: Seat, rules: Rules, two_boards_bonus: bool
) -> tuple[_Game, set[str]]:
    """One game's counted result after the round's multipliers, and the marks it gives."""
    assert seat.score is not None and seat.player is not None
    value, adjust, marks = seat.score, [], set()
    top = score.board.top_table
    if top:
        marks.add("top_table")
        if rules.top_table_bonus_percent:
            factor = 1 + _percent(rules.top_table_bonus_percent)
            value *= factor
            adjust.append(line("top_table", factor=factor))
    if seat.player in rnd.refused_top_table and not top:
        marks.add("refused_top_table")
        if rules.top_table_refusal_malus_percent:
            factor = 1 - _percent(rules.top_table_refusal_malus_percent)
            value *= factor
            adjust.append(line("refused_top_table", factor=factor))
    if two_boards_bonus and rules.two_boards_bonus_percent:
        factor = 1 + _percent(rules.two_boards_bonus_percent)
        value *= factor
        adjust.append(line("two_boards", factor=factor))
    board = score.board.board
    counted = Counted(rnd.number, board, seat.score, value, tuple(adjust))
    power = power_of(seat)
    centres = power.final if power is not None else 0
    return _Game(seat, counted, Result(rnd.number, board, value, centres)), marks


def _round_games(
    rnd: Round, scores: Sequence[BoardScore], rules: Rules, people: dict[str, _Player]
) -> None:
    """Add the round's games and sit-outs to ``people``."""
    seats: dict[str, list[tuple[BoardScore, Seat]]] = {}
    for score in scores:
        for seat in score.seats:
            if seat.player is not None and seat.score is not None:
                seats.setdefault(seat.player, []).append((score, seat))
    for player, played in seats.items():
        two = len(played) > 1 and player in rnd.two_boards
        bonus_two = two and not any(_eliminated(s) for _, s in played)
        games, marks = [], {"two_boards"} if two else set()
        for score, seat in played:
            game, more = _game(rnd, score, seat, rules, bonus_two)
            games.append(game)
            marks |= more
        people[player] = (people.get(player) or _Player()).with_(games=games, marks=marks)
    points = rules.sit_out_points or Fraction(0)
    for player in rnd.sit_outs:
        sit_out = Counted(rnd.number, None, None, points, (line("sit_out", value=points),))
        people[player] = (people.get(player) or _Player()).with_(
            sit_outs=[sit_out], marks=["sit_out"]
        )


def _better_boards(games: Sequence[_Game]) -> tuple[_Game, ...]:
    """``two_boards: best``: of a round's two boards, the worse one is left out."""
    best: dict[int, _Game] = {}
    for game in games:
        at = game.result.round
        if at not in best or _better_board(game.result.counted, game.seat) > _better_board(
            best[at].result.counted, best[at].seat
        ):
            best[at] = game
    left_out = Share(Fraction(0), line("better_board"))
    return tuple(
        g if best[g.result.round] is g else _Game(g.seat, _share(g.result, left_out), g.whole)
        for g in games
    )


def _share(item: Counted, share: Share) -> Counted:
    """``item`` (a game or a sit-out) counting ``share`` of itself; left out if 0: it then
    counts 0 and keeps what it would have counted, for the pages to show struck through."""
    if share is WHOLE:  # (another whole share gives an equal item, only slower)
        return item
    if share.factor == 0:
        return _counting(item, Fraction(0), share.why, uncounted=item.counted)
    return _counting(item, item.counted * share.factor, share.why)


def _counting(
    item: Counted, counted: Fraction, why: Line | None, uncounted: Fraction | None = None
) -> Counted:
    """``item`` counting ``counted`` instead, for the reason ``why`` (added to its
    adjustments); left out if ``uncounted`` (what it would have counted) is given."""
    return Counted(
        item.round,
        item.board,
        item.score,
        counted,
        (*item.adjustments, why) if why else item.adjustments,
        dropped=uncounted is not None,
        uncounted=uncounted,
    )


def _games_counted(me: _Player, total: Total) -> tuple[_Game, ...]:
    """The player's games, the worse of two boards left out with ``two_boards: best``."""
    return _better_boards(me.games) if total.two_boards == "best" else me.games


def _what_counts(me: _Player, games: Sequence[_Game]) -> list[Result]:
    """What the total method sees: the games not left out, then the sit-outs."""
    return [
        *(g.whole for g in games if not g.result.dropped),
        *(Result(s.round, None, s.counted) for s in me.sit_outs),
    ]


def _cut(
    event: Event, people: Mapping[str, _Player], total: Total, last_round: int
) -> frozenset[str]:
    """Who is in the cut of ``wdc-2025`` (disqualified players left out); a located error
    for players tied across it that ``lots:`` does not order."""
    if total.method != "wdc-2025":
        return frozenset()
    results = {
        p: _what_counts(me, _games_counted(me, total))
        for p, me in people.items()
        if p not in event.disqualified
    }
    cut = cut_of(total, results, last_round, event.lots)
    if cut.tied:
        raise LocatedError(
            event.where.child("lots"),
            f"{', '.join(cut.tied)} tie at the cut of total method 'wdc-2025'",
            "list them under 'lots:', best first: the director's drawing of lots",
        )
    return cut.players


def _total(me: _Player, total: Total, last_round: int, in_cut: bool) -> _Player:
    """The total method's share of each result (games and sit-outs); docs/scoring.md, Totals."""
    games = _games_counted(me, total)
    live = [g for g in games if not g.result.dropped]
    results = _what_counts(me, games)
    given = shares(total, results, last_round, in_cut)
    if games is me.games and given.count(WHOLE) == len(given):
        return me  # every result counts whole
    of_game = {id(g): share for g, share in zip(live, given, strict=False)}
    games = tuple(
        _Game(g.seat, _share(g.result, of_game[id(g)]), g.whole) if id(g) in of_game else g
        for g in games
    )
    sit_outs = tuple(
        _share(s, share) for s, share in zip(me.sit_outs, given[len(live) :], strict=True)
    )
    dropped = any(g.result.dropped for g in games) or any(s.dropped for s in sit_outs)
    return _Player(games, sit_outs, me.marks | ({"best_of"} if dropped else set()))


def _worst_result(me: _Player, cut: Share | None) -> _Player:
    """With more than three games, the lowest counted game counts only ``cut`` of itself
    (``worst_result_percent``; None: no such rule)."""
    if cut is None or len(me.games) <= 3:
        return me
    kept = [g for g in me.games if not g.result.dropped]
    if not kept:
        return me
    worst = min(kept, key=lambda g: (g.result.counted, g.result.round, g.result.board))
    counted = _counting(worst.result, worst.result.counted * cut.factor, cut.why)
    games = tuple(_Game(g.seat, counted, g.whole) if g is worst else g for g in me.games)
    return _Player(games, me.sit_outs, me.marks | {"worst_result"})


def _power(seat: Seat) -> str | None:
    power = power_of(seat)
    return power.power if power is not None else None


def _better_board(value: Fraction, seat: Seat) -> tuple[Fraction, int]:
    """Which of a round's two boards is the better-scoring one (``round_power:N``).

    The higher counted result; on equal results the power earlier in the tie-break order,
    so that the order of the boards in the round file never changes the ranking.
    """
    power = _power(seat)
    return value, -tiebreak_rank(power) if power is not None else 0


def _record(player: str, me: _Player, total: Fraction) -> Record:
    scores: dict[int, Fraction] = {}
    best: dict[int, tuple[Fraction, Seat]] = {}
    for game in me.games:
        at, value = game.result.round, game.result.counted
        scores[at] = scores[at] + value if at in scores else value
        if at not in best or _better_board(value, game.seat) > _better_board(*best[at]):
            best[at] = (value, game.seat)
    powers = {r: _power(s) for r, (_, s) in best.items()}
    return Record(player, total, len(me.games), scores, powers)


Bonuses = dict[str, list[tuple[Line, Fraction]]]
"""Per player: lines added to the total (winner bonus, penalties) and their values."""


def _top_table(boards: Sequence[BoardScore]) -> list[Seat]:
    """The seats with a player and a position on the event's top table (none without one)."""
    top_tables = [b for b in boards if b.board.top_table]
    if not top_tables:
        return []
    return [s for s in top_tables[-1].seats if s.player is not None and s.position is not None]


def _winner_bonus(top: Sequence[Seat], rules: Rules, bonuses: Bonuses) -> set[str]:
    """Add the winner bonus to the top table's 1st position(s); who got it."""
    value = rules.top_table_winner_bonus
    winners = {s.player for s in top if s.position == 1 and s.player is not None}
    if not value or not winners:
        return set()
    for player in sorted(winners):
        bonuses.setdefault(player, []).append((line("winner_bonus", value=value), value))
    return winners


def _podium(top: Sequence[Seat], rules: Rules, event: Event) -> list[Seat]:
    """The top table's positions 1..``top_table_podium`` (disqualified players left out)."""
    limit = rules.top_table_podium
    if not limit:
        return []
    return [
        s
        for s in top
        if s.position is not None and s.position <= limit and s.player not in event.disqualified
    ]


def _penalties(event: Event, bonuses: Bonuses) -> set[str]:
    """Subtract the event's penalties; who got one."""
    for penalty in event.penalties:
        text = (
            line("penalty_reason", value=penalty.points, reason=penalty.reason)
            if penalty.reason
            else line("penalty", value=penalty.points)
        )
        bonuses.setdefault(penalty.player, []).append((text, -penalty.points))
    return {p.player for p in event.penalties}


def _results(me: _Player) -> tuple[Counted, ...]:
    """The player's games and sit-outs as they enter the total, in round order."""
    return tuple(sorted([*(g.result for g in me.games), *me.sit_outs], key=attrgetter("round")))


def _total_of(results: Sequence[Counted], bonuses: Sequence[tuple[Line, Fraction]]) -> Fraction:
    """The sum of what the results count and of the bonuses (negative for a penalty)."""
    return exact_sum([*(c.counted for c in results), *(value for _, value in bonuses)])


def _podium_places(podium: Sequence[Seat]) -> list[Placed]:
    """The podium's players in places 1..n by their top-table position, shared if shared."""
    places = []
    for seat in podium:
        assert seat.player is not None and seat.position is not None
        better = sum(1 for s in podium if s.position is not None and s.position < seat.position)
        tied = sum(1 for s in podium if s.position == seat.position) > 1
        places.append(Placed(seat.player, 1 + better, tied, None))
    return places


def result_of(
    event: Event, players: Mapping[str, Player], scoring: Scoring, played: Played
) -> EventResult:
    """The event's ranking once ``played`` are its rounds: totals, bonuses, penalties,
    podium and tie-breaks."""
    rules = scoring.rules
    total, last_round = total_of(rules), len(event.rounds)
    worst = rules.worst_result_percent
    cut = None if worst is None else Share(_percent(worst), line("worst_result", percent=worst))
    in_cut = _cut(event, played.people, total, last_round)
    people = {
        player: _worst_result(_total(me, total, last_round, player in in_cut), cut)
        for player, me in played.people.items()
    }

    bonuses: Bonuses = {}
    top = _top_table(played.boards)
    winners = _winner_bonus(top, rules, bonuses)
    punished = _penalties(event, bonuses)
    podium = [s for s in _podium(top, rules, event) if s.player in people]
    podium_ids = {s.player for s in podium if s.player is not None}
    marks: dict[str, set[str]] = {}  # per player: the marks of the event's end
    for mark, who in [
        ("winner", winners),
        ("penalty", punished),
        ("podium", podium_ids),
        ("disqualified", event.disqualified),
    ]:
        for player in who:
            marks.setdefault(player, set()).add(mark)

    ranked = [p for p, me in people.items() if me.games and p not in event.disqualified]
    disqualified = list(dict.fromkeys(event.disqualified))
    everyone = {p: people.get(p) or _Player() for p in [*ranked, *disqualified]}
    results = {player: _results(me) for player, me in everyone.items()}
    totals = {p: _total_of(results[p], bonuses.get(p, [])) for p in everyone}

    places = _podium_places([s for s in podium if s.player in ranked])
    context = Context(players, event.lots)

    def record(player: str) -> Record:
        return _record(player, people[player], totals[player])

    others = {p: totals[p] for p in ranked if p not in podium_ids}
    places += rank(others, record, scoring.chain, context, first=len(places) + 1)

    def standing(player: str, place: Placed | None) -> Standing:
        me = everyone[player]
        return Standing(
            player,
            place.rank if place else None,
            place.shared if place else False,
            totals[player],
            len(me.games),
            results[player],
            tuple(bonuses.get(player, [])),
            place.decided_by if place else None,
            me.marks.union(marks.get(player, ())),
            place.looked_at if place else (),
        )

    ranking = tuple(standing(place.player, place) for place in places)
    out = sorted((standing(p, None) for p in disqualified), key=lambda s: (-s.total, s.player))
    return EventResult(event, played.boards, ranking, tuple(out), rules)


def score_event(
    event: Event, players: Mapping[str, Player], scored: Sequence[BoardScore] = ()
) -> EventResult:
    """Score every board of the event and rank its players; a board already in ``scored``
    (the same event's, scored by the same rules) is taken from there."""
    scoring = scoring_of(event)
    known = {(b.round, b.board.board): b for b in scored}
    played = Played()
    for rnd in event.rounds:
        played = play(scoring, played, rnd, known)
    return result_of(event, players, scoring, played)


def with_round_in_play(result: EventResult, players: Mapping[str, Player]) -> EventResult:
    """``result`` and the finished boards of the round in play, scored at once (as the
    pages show them: their scores and the totals provisional until the round is complete);
    ``result`` itself while none has finished, or if they cannot be scored yet.

    Standings so far are not tie-broken: equal totals share their rank until the round is
    complete (a tie-break such as a round's power would decide on a part of the round)."""
    event = result.event
    early = finished_in_play(event)
    if early is None:
        return result
    scoring = replace(scoring_of(event), chain=())
    known = {(b.round, b.board.board): b for b in result.boards}
    played = Played()
    try:
        for rnd in (*event.rounds, early):
            played = play(scoring, played, rnd, known)
        so_far = result_of(event, players, scoring, played)
    except LocatedError:  # (lots needed once the whole round is in)
        return result
    return replace(so_far, provisional=early.number)


def finished_in_play(event: Event) -> Round | None:
    """The round in play as far as its results are in (its finished boards and its
    sit-outs), scored at once, provisionally; None while none of its boards has finished."""
    rnd = event.in_play
    if rnd is None or not rnd.boards:
        return None
    return replace(rnd, drawn=())
