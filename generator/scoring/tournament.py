"""The tournament layer, shared by every system: from an event to its final ranking.

SCORING.md sections 2 and 6: the sum of counted results, sit-out points, ``best_of``, the
two-board bonus, the top-table bonus, winner bonus and podium, the refusal malus,
``worst_result_percent``, penalties, disqualification and tie-breaks. Pure: an event and
its players go in, an :class:`EventResult` comes out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields, replace
from fractions import Fraction
from typing import Any

from generator.errors import LocatedError, did_you_mean
from generator.model import Event, Player, PowerEntry, Round, Rules
from generator.powers import tiebreak_rank
from generator.scoring import ScoringSystem, available, get_system
from generator.scoring.lines import line
from generator.scoring.results import BoardScore, Counted, EventResult, Line, Seat, Standing
from generator.scoring.tiebreaks import Context, Criterion, Record, known, parse, rank

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
        close = did_you_mean(event.scoring, names)
        maybe = f"did you mean {close[0]!r}? " if close else ""
        raise LocatedError(
            event.where.child("scoring"),
            f"unknown scoring system {event.scoring!r}",
            f"{maybe}installed systems: {', '.join(names)}",
        ) from None


def tiebreak_chain(event: Event, system: ScoringSystem) -> list[Criterion]:
    names = event.tiebreaks if event.tiebreaks is not None else system.default_tiebreaks
    chain: list[Criterion] = []
    for index, name in enumerate(names):
        try:
            chain.append(parse(name))
        except ValueError:
            close = did_you_mean(name, known())
            maybe = f"did you mean {close[0]!r}? " if close else ""
            raise LocatedError(
                event.where.child("tiebreaks", index),
                f"unknown tie-break {name!r}",
                f"{maybe}known tie-breaks: {', '.join(known())}",
            ) from None
    return chain


def _percent(p: Fraction | None) -> Fraction:
    return Fraction(0) if p is None else p / 100


def _eliminated(seat: Seat) -> bool:
    return isinstance(seat.entry, PowerEntry) and seat.entry.final == 0


@dataclass
class _Game:
    round: int
    seat: Seat
    board: str
    counted: Fraction
    adjustments: list[Line]
    dropped: bool = False


@dataclass
class _Player:
    games: list[_Game]
    sit_outs: list[Counted]
    marks: set[str]


def _round_games(
    rnd: Round, scores: Sequence[BoardScore], rules: Rules, people: dict[str, _Player]
) -> None:
    seats: dict[str, list[tuple[BoardScore, Seat]]] = {}
    for score in scores:
        for seat in score.seats:
            if seat.player is not None and seat.score is not None:
                seats.setdefault(seat.player, []).append((score, seat))
    for player, played in seats.items():
        me = people.setdefault(player, _Player([], [], set()))
        two = len(played) > 1 and player in rnd.two_boards
        bonus_two = two and not any(_eliminated(s) for _, s in played)
        if two:
            me.marks.add("two_boards")
        for score, seat in played:
            assert seat.score is not None
            value, adjust = seat.score, []
            top = score.board.top_table
            if top:
                me.marks.add("top_table")
                if rules.top_table_bonus_percent:
                    factor = 1 + _percent(rules.top_table_bonus_percent)
                    value *= factor
                    adjust.append(line("top_table", factor=factor))
            if player in rnd.refused_top_table and not top:
                me.marks.add("refused_top_table")
                if rules.top_table_refusal_malus_percent:
                    factor = 1 - _percent(rules.top_table_refusal_malus_percent)
                    value *= factor
                    adjust.append(line("refused_top_table", factor=factor))
            if bonus_two and rules.two_boards_bonus_percent:
                factor = 1 + _percent(rules.two_boards_bonus_percent)
                value *= factor
                adjust.append(line("two_boards", factor=factor))
            me.games.append(_Game(rnd.number, seat, score.board.board, value, adjust))
    points = rules.sit_out_points or Fraction(0)
    for player in rnd.sit_outs:
        me = people.setdefault(player, _Player([], [], set()))
        me.marks.add("sit_out")
        me.sit_outs.append(
            Counted(rnd.number, None, None, points, (line("sit_out", value=points),))
        )


def _best_of(me: _Player, best: int | None) -> None:
    """Count only the best ``best`` results (games and sit-outs); the rest count 0."""
    results: list[_Game | Counted] = [*me.games, *me.sit_outs]
    if best is None or len(results) <= best:
        return
    results.sort(key=lambda r: (-r.counted, r.round, r.board or ""))
    for item in results[best:]:
        me.marks.add("best_of")
        if isinstance(item, _Game):
            item.dropped = True
        else:
            me.sit_outs[me.sit_outs.index(item)] = replace(
                item,
                counted=Fraction(0),
                dropped=True,
                adjustments=(*item.adjustments, line("not_counted", best=best)),
            )


def _worst_result(me: _Player, percent: Fraction | None) -> None:
    """With more than three games, the lowest counted game counts only ``percent``."""
    kept = [g for g in me.games if not g.dropped]
    if percent is None or len(me.games) <= 3 or not kept:
        return
    worst = min(kept, key=lambda g: (g.counted, g.round, g.board))
    worst.counted *= _percent(percent)
    worst.adjustments.append(line("worst_result", percent=percent))
    me.marks.add("worst_result")


def _counted(game: _Game, best: int | None) -> Counted:
    if game.dropped:
        return Counted(
            game.round,
            game.board,
            game.seat.score,
            Fraction(0),
            (*game.adjustments, line("not_counted", best=best or 0)),
            dropped=True,
        )
    return Counted(game.round, game.board, game.seat.score, game.counted, tuple(game.adjustments))


def _power(seat: Seat) -> str | None:
    return seat.entry.power if isinstance(seat.entry, PowerEntry) else None


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
        value = Fraction(0) if game.dropped else game.counted
        scores[game.round] = scores.get(game.round, Fraction(0)) + value
        if game.round not in best or _better_board(value, game.seat) > _better_board(
            *best[game.round]
        ):
            best[game.round] = (value, game.seat)
    powers = {r: _power(s) for r, (_, s) in best.items()}
    return Record(player, total, len(me.games), scores, powers)


def score_event(event: Event, players: Mapping[str, Player]) -> EventResult:
    """Score every board of the event and rank its players."""
    system = system_for(event)
    rules = merge_rules(event.rules, system.defaults)
    chain = tiebreak_chain(event, system)
    boards: list[BoardScore] = []
    people: dict[str, _Player] = {}
    for rnd in event.rounds:
        scores = [system.score_board(rnd.number, b, rules) for b in rnd.boards]
        boards += scores
        _round_games(rnd, scores, rules, people)

    for me in people.values():
        _best_of(me, rules.best_of)
        _worst_result(me, rules.worst_result_percent)

    bonuses: dict[str, list[tuple[Line, Fraction]]] = {}
    top_tables = [b for b in boards if b.board.top_table]
    podium: list[Seat] = []
    if top_tables:
        final = top_tables[-1]
        placed = [s for s in final.seats if s.player is not None and s.position is not None]
        winners = [s for s in placed if s.position == 1]
        if rules.top_table_winner_bonus and winners:
            value = rules.top_table_winner_bonus
            for seat in winners:
                assert seat.player is not None
                bonuses.setdefault(seat.player, []).append(
                    (line("winner_bonus", value=value), value)
                )
                people[seat.player].marks.add("winner")
        if rules.top_table_podium:
            limit = rules.top_table_podium
            podium = [
                s
                for s in placed
                if s.position is not None
                and s.position <= limit
                and s.player not in event.disqualified
            ]
    for penalty in event.penalties:
        text = (
            line("penalty_reason", value=penalty.points, reason=penalty.reason)
            if penalty.reason
            else line("penalty", value=penalty.points)
        )
        bonuses.setdefault(penalty.player, []).append((text, -penalty.points))
        if penalty.player in people:
            people[penalty.player].marks.add("penalty")

    def standing(player: str, rank_: int | None, shared: bool, tiebreak: str | None) -> Standing:
        me = people.get(player, _Player([], [], set()))
        results = sorted(
            [*(_counted(g, rules.best_of) for g in me.games), *me.sit_outs],
            key=lambda c: c.round,
        )
        extra = bonuses.get(player, [])
        total = sum((c.counted for c in results), Fraction(0)) + sum(
            (v for _, v in extra), Fraction(0)
        )
        marks = set(me.marks)
        if player in {s.player for s in podium}:
            marks.add("podium")
        if player in event.disqualified:
            marks.add("disqualified")
        return Standing(
            player,
            rank_,
            shared,
            total,
            len(me.games),
            tuple(results),
            tuple(text for text, _ in extra),
            tiebreak,
            frozenset(marks),
        )

    ranked_ids = [p for p, me in people.items() if me.games and p not in event.disqualified]
    ranking: list[Standing] = []
    podium_ids = [s.player for s in podium if s.player in ranked_ids]
    for seat in podium:
        if seat.player in ranked_ids:
            assert seat.position is not None
            better = sum(1 for s in podium if s.position is not None and s.position < seat.position)
            tied = sum(1 for s in podium if s.position == seat.position) > 1
            ranking.append(standing(seat.player, 1 + better, tied, None))
    drafts = {p: standing(p, None, False, None) for p in ranked_ids if p not in podium_ids}
    records = [_record(p, people[p], s.total) for p, s in drafts.items()]
    context = Context(players, event.lots)
    for place in rank(records, chain, context, first=len(ranking) + 1):
        draft = drafts[place.record.player]
        ranking.append(
            replace(draft, rank=place.rank, shared=place.shared, tiebreak=place.decided_by)
        )

    disqualified = sorted(
        (standing(p, None, False, None) for p in dict.fromkeys(event.disqualified)),
        key=lambda s: (-s.total, s.player),
    )
    return EventResult(event, tuple(boards), tuple(ranking), tuple(disqualified), rules)
