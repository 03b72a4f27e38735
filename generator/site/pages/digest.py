"""What one event gives the site-wide pages (home, players, rules, feed): its
:class:`EventDigest`, made by :func:`podium.site.pages.event_digest`; and what the
site-wide page planners get (:class:`SiteInput`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date as Date

from podium.scoring.results import EventResult
from podium.site.finishes import BoardFinish, PowerTally
from podium.site.pages.page import View


@dataclass(frozen=True, slots=True)
class EventHead:
    """An event as other pages list it."""

    id: str
    name: str
    start: Date
    end: Date | None
    location: str | None
    scoring: str
    players: int  # ranked and disqualified, and those seated in a round not scored yet
    in_play: int | None = None  # the number of the round being played, if one is
    ranks: tuple[tuple[str, int], ...] = ()
    """(player, rank) of each ranked player, best first: the event's ranking as its page
    shows it (its standings so far while a round is in play); series read it."""
    boards: int = 0
    """How many boards it has scored (those of :attr:`EventDigest.boards`): the statistics
    page counts them."""

    @staticmethod
    def of(result: EventResult) -> EventHead:
        ev = result.event
        return EventHead(
            id=ev.id,
            name=ev.name,
            start=ev.start,
            end=ev.end,
            location=ev.location,
            scoring=ev.scoring,
            players=len(_players_of(result)),
            in_play=ev.in_play.number if ev.in_play is not None else None,
            ranks=tuple((s.player, s.rank) for s in result.ranking if s.rank is not None),
            boards=len(result.boards),
        )

    @property
    def newest_first(self) -> tuple[Date, str]:
        return (self.start, self.id)


def _players_of(result: EventResult) -> set[str]:
    """Everyone in the event: ranked, disqualified, or seated in (or sitting out) a round
    not scored yet (a round in play, whose players the ranking does not count yet)."""
    found = {s.player for s in (*result.ranking, *result.disqualified)}
    for rnd in result.event.unscored:
        found.update(rnd.sit_outs)
        for board in rnd.every_board:
            found.update(board.players)
    return found


@dataclass(frozen=True, slots=True)
class PlayerEventRow:
    """What one event puts on one player's page: plain view data, linked from
    ``players/<id>/`` (every player page is at that depth, so the row fits them all)."""

    when: tuple[str, str]  # (start date, event id): the order of the player's events
    event_name: str
    view: View
    powers: tuple[tuple[str, int], ...]  # (power, final centres) of each Diplomacy board
    rank: int | None  # None: disqualified, or not final (a round is in play)
    field: int  # players ranked
    games: int


@dataclass(frozen=True, slots=True)
class PlayerResult:
    """What one event gives every site-wide page about one of its players: the players'
    index (rank, games). The player's :class:`PlayerEventRow` is for their own pages only."""

    rank: int | None  # as the row's
    games: int


@dataclass(frozen=True, slots=True)
class EventDigest:
    """Everything the site-wide pages need from one event (picklable plain data)."""

    head: EventHead
    winners: tuple[str, ...]
    results: Mapping[str, PlayerResult]  # by player id: every player of the event
    rows: Mapping[str, PlayerEventRow] = field(default_factory=dict)
    """By player id: each player's row on their own pages."""
    playing: Mapping[str, tuple[View, ...]] = field(default_factory=dict)
    """By player id: their next board(s) without results, as their page links them."""
    boards: tuple[BoardFinish, ...] = ()
    """Its finished boards, for the club-wide ratings and the players met."""
    powers: tuple[PowerTally, ...] = ()
    """Each power's results over its boards of powers, for the statistics page."""


@dataclass(frozen=True, slots=True)
class SiteInput:
    """What the site-wide page planners get: every event's digest (newest first), and the
    paths of the events' own files (for the sitemap)."""

    digests: Sequence[EventDigest]
    event_paths: Sequence[str] = ()
