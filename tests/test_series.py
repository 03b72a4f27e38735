"""Series (docs/content-format.md, "Series"): one tiny hand-computed fixture per rule of
the ranking, the exact messages of a wrong series file, and properties of the ranking."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import date
from fractions import Fraction
from random import Random

from hypothesis import given
from hypothesis import strategies as st

from podium.build import service
from podium.model import Club, Series, SiteConfig, Where
from podium.outputs.series_json import series_data, series_json
from podium.scoring.series import EventPlaces, SeriesStanding, series_ranking
from podium.site.pages import context
from podium.site.pages import series as series_page
from podium.site.pages.digest import EventDigest, EventHead, SiteInput
from tests.conftest import Writer
from tests.test_validation import problems

TABLE = (25, 18, 15)


def series(*events: str, points: tuple[int, ...] = TABLE, best: int | None = None) -> Series:
    table = tuple(Fraction(p) for p in points)
    return Series("s", "S", events, table, Where("series/s.yaml"), best)


def ranked(event: str, *ranks: tuple[str, int], provisional: bool = False) -> EventPlaces:
    return EventPlaces(event, ranks, provisional)


Row = tuple[int, str, Fraction | int, list[tuple[str, Fraction | int, bool]]]


def table(found: list[SeriesStanding]) -> list[Row]:
    """The ranking as (rank, player, total, [(event, points, counted)])."""
    return [
        (s.rank, s.player, s.total, [(e.event, e.points, e.counted) for e in s.events])
        for s in found
    ]


def totals(found: list[SeriesStanding]) -> list[tuple[str, Fraction | int]]:
    return [(s.player, s.total) for s in found]


def ranked_totals(found: list[SeriesStanding]) -> list[tuple[int, str, Fraction | int]]:
    return [(s.rank, s.player, s.total) for s in found]


# --------------------------------------------------------------------------- the rules


def test_points_come_from_the_final_rank() -> None:
    found = series_ranking(series("a"), {"a": ranked("a", ("x", 1), ("y", 2), ("z", 3))})
    assert table(found) == [
        (1, "x", 25, [("a", 25, True)]),
        (2, "y", 18, [("a", 18, True)]),
        (3, "z", 15, [("a", 15, True)]),
    ]


def test_ranks_beyond_the_table_get_nothing() -> None:
    found = series_ranking(series("a"), {"a": ranked("a", ("x", 1), ("y", 4), ("z", 5))})
    assert totals(found) == [("x", 25), ("y", 0), ("z", 0)]


def test_players_sharing_a_rank_share_the_points_of_the_places_they_cover() -> None:
    # 2= and 2= cover places 2 and 3: (18 + 15) / 2 each; the next is 4th, past the table
    places = ranked("a", ("w", 1), ("x", 2), ("y", 2), ("z", 4))
    found = series_ranking(series("a"), {"a": places})
    assert totals(found) == [
        ("w", 25),
        ("x", Fraction(33, 2)),
        ("y", Fraction(33, 2)),
        ("z", 0),
    ]


def test_a_share_that_runs_past_the_end_of_the_table_counts_those_places_as_zero() -> None:
    # three players 2= cover places 2, 3 and 4: (18 + 15 + 0) / 3 = 11 each
    places = ranked("a", ("w", 1), ("x", 2), ("y", 2), ("z", 2))
    found = series_ranking(series("a"), {"a": places})
    assert totals(found) == [("w", 25), ("x", 11), ("y", 11), ("z", 11)]


def test_players_not_ranked_at_an_event_get_nothing_from_it() -> None:
    # y is not in event b's ranking (disqualified there, or absent)
    found = series_ranking(
        series("a", "b"),
        {"a": ranked("a", ("x", 1), ("y", 2)), "b": ranked("b", ("x", 1))},
    )
    assert table(found) == [
        (1, "x", 50, [("a", 25, True), ("b", 25, True)]),
        (2, "y", 18, [("a", 18, True)]),
    ]


def test_the_disqualified_are_not_in_an_events_ranking(club: Writer) -> None:
    root = club({"events/2024-open/event.yaml": EVENT_DQ})
    reading = service.read(root)
    head = EventHead.of(reading.results["2024-open"])
    assert [p for p, _ in head.ranks] == [
        "alice-rossi",
        "bob-smith",
        "carol-bianchi",
        "dan-gialli",
        "eve-neri",
        "frank-blu",
    ]


EVENT_DQ = "name: Open 2024\nstart: 2024-05-10\nscoring: italia-2010\ndisqualified: [gina-verdi]\n"


def test_only_the_best_n_events_count() -> None:
    # x: 15, 25, 18; the best 2 are 25 and 18 = 43, the 15 is not counted
    places = {
        "a": ranked("a", ("y", 1), ("z", 2), ("x", 3)),
        "b": ranked("b", ("x", 1)),
        "c": ranked("c", ("y", 1), ("x", 2)),
    }
    found = series_ranking(series("a", "b", "c", best=2), places)
    assert table(found) == [
        (1, "y", 50, [("a", 25, True), ("c", 25, True)]),  # two events: both count
        (2, "x", 43, [("a", 15, False), ("b", 25, True), ("c", 18, True)]),
        (3, "z", 18, [("a", 18, True)]),
    ]


def test_equal_totals_are_ordered_by_the_counted_points_best_first() -> None:
    # x: 25 + 0 = 25; y: 15 + 10 = 25; x's best result (25) beats y's (15)
    points = (25, 18, 15, 12, 10)
    places = {
        "a": ranked("a", ("x", 1), ("q", 2), ("y", 3)),
        "b": ranked("b", ("q", 1), ("r", 2), ("s", 3), ("t", 4), ("y", 5), ("x", 6)),
    }
    found = series_ranking(series("a", "b", points=points), places)
    assert ranked_totals(found) == [
        (1, "q", 43),
        (2, "x", 25),
        (3, "y", 25),
        (4, "r", 18),
        (5, "s", 15),
        (6, "t", 12),
    ]


def test_still_equal_players_share_the_rank() -> None:
    # x: 18 + 15, y: 15 + 18: the same points best first, so both 1=; z is 3rd
    places = {
        "a": ranked("a", ("x", 2), ("y", 3), ("z", 4)),
        "b": ranked("b", ("y", 2), ("x", 3)),
    }
    found = series_ranking(series("a", "b", points=(40, 18, 15, 1)), places)
    assert [s.shared for s in found] == [True, True, False]
    assert ranked_totals(found) == [
        (1, "x", 33),
        (1, "y", 33),
        (3, "z", 1),
    ]


def test_an_event_in_play_counts_its_standings_so_far_marked_provisional() -> None:
    one = series("a", "b")
    done = EventHead("a", "A", date(2025, 1, 1), None, None, "x", 2, None, (("x", 1), ("y", 2)))
    playing = EventHead("b", "B", date(2025, 2, 1), None, None, "x", 2, 3, (("y", 1), ("x", 2)))
    data = series_data(one, _club(), [done, playing])
    assert data["events"] == [
        {"event": "a", "name": "A", "provisional": False},
        {"event": "b", "name": "B", "provisional": True},
    ]
    assert [(r["rank"], r["player"], r["total"]) for r in data["ranking"]] == [
        (1, "x", 43),
        (1, "y", 43),
    ]


def test_the_series_page_and_the_player_lines_say_an_event_in_play_is_provisional() -> None:
    one = series("a", "b")
    done = EventHead("a", "A", date(2025, 1, 1), None, None, "x", 1, None, (("x", 1),))
    playing = EventHead("b", "B", date(2025, 2, 1), None, None, "x", 1, 3, (("x", 2),))
    ctx = context(replace(_club(), series=(one,)))
    digests = [EventDigest(head, (), {}) for head in (done, playing)]
    [page] = series_page.plan(ctx, SiteInput(digests), [])
    assert page.data["provisional"] is True
    assert [c["provisional"] for c in page.data["columns"]] == [False, True]
    assert [c["points"] if c else None for c in page.data["rows"][0]["cells"]] == ["25", "18"]
    assert series_page.player_lines(ctx, digests)["x"][0]["provisional"] is True


def _club() -> Club:
    return Club(site=SiteConfig(title="T"), players={}, events=())


def test_results_json_has_the_documented_shape() -> None:
    heads = [
        EventHead(
            "a", "A", date(2025, 1, 1), None, None, "x", 3, None, (("x", 1), ("y", 2), ("z", 2))
        )
    ]
    written = json.loads(series_json(series("a"), _club(), heads))
    assert written["ranking"] == [
        {
            "rank": 1,
            "player": "x",
            "name": "x",
            "total": 25,
            "events": [{"event": "a", "rank": 1, "points": 25, "counted": True}],
        },
        {
            "rank": 2,
            "player": "y",
            "name": "y",
            "total": 16.5,
            "events": [{"event": "a", "rank": 2, "points": 16.5, "counted": True}],
        },
        {
            "rank": 2,
            "player": "z",
            "name": "z",
            "total": 16.5,
            "events": [{"event": "a", "rank": 2, "points": 16.5, "counted": True}],
        },
    ]


# --------------------------------------------------------------------------- the file


SERIES = "series/season.yaml"
S = "content/series/season.yaml"


def test_a_good_series_file_is_read(club: Writer) -> None:
    root = club({SERIES: "name: Season\nevents: [2024-open]\npoints: [25, 18.5]\nbest: 1\n"})
    reading = service.read(root)
    assert reading.problems == ()
    assert reading.club.series == (
        Series(
            "season",
            "Season",
            ("2024-open",),
            (Fraction(25), Fraction(37, 2)),
            Where(str(root / SERIES)),
            1,
        ),
    )


def test_an_unknown_event_id_is_located_with_did_you_mean(club: Writer) -> None:
    root = club({SERIES: "name: Season\nevents: [2024-opne, spring]\npoints: [1]\n"})
    assert problems(root) == [
        f"{S}:2:10: unknown event '2024-opne'; did you mean '2024-open'?",
        f"{S}:2:21: unknown event 'spring'; write the folder name of an event in events/",
    ]


def test_an_event_listed_twice_is_refused(club: Writer) -> None:
    root = club({SERIES: "name: Season\nevents: [2024-open, 2024-open]\npoints: [1]\n"})
    assert problems(root) == [f"{S}:2:21: event '2024-open' is listed twice; list each event once"]


def test_an_empty_points_list_is_refused(club: Writer) -> None:
    root = club({SERIES: "name: Season\nevents: [2024-open]\npoints: []\n"})
    assert problems(root) == [
        f"{S}:3:9: the points list is empty; "
        "give the points of each final rank, 1st first, like [25, 18, 15]"
    ]


def test_best_below_one_is_refused(club: Writer) -> None:
    root = club({SERIES: "name: Season\nevents: [2024-open]\npoints: [3]\nbest: 0\n"})
    assert problems(root) == [f"{S}:4:7: 'best' must be at least 1, not 0; fix the number"]


def test_an_unknown_key_is_refused(club: Writer) -> None:
    root = club({SERIES: "name: Season\nevents: [2024-open]\npoints: [3]\nbset: 2\n"})
    assert problems(root) == [f"{S}:4:1: unknown key 'bset'; did you mean 'best'?"]


def test_every_problem_of_a_series_file_is_reported_at_once(club: Writer) -> None:
    root = club({SERIES: "name: Season\nevents: [2024-opne]\npoints: []\nbest: 0\n"})
    assert problems(root) == [
        f"{S}:2:10: unknown event '2024-opne'; did you mean '2024-open'?",
        f"{S}:3:9: the points list is empty; "
        "give the points of each final rank, 1st first, like [25, 18, 15]",
        f"{S}:4:7: 'best' must be at least 1, not 0; fix the number",
    ]


# --------------------------------------------------------------------------- properties

_players = st.sampled_from(["p", "q", "r", "s", "t"])
_points = st.lists(st.integers(0, 30).map(Fraction), min_size=1, max_size=5)


@st.composite
def _event(draw: st.DrawFn, name: str) -> EventPlaces:
    """A ranking as an event makes one: players in order, equal ranks where tied."""
    players = draw(st.lists(_players, unique=True, max_size=5))
    ties = draw(st.lists(st.booleans(), min_size=len(players), max_size=len(players)))
    ranks: list[tuple[str, int]] = []
    for i, (player, tied) in enumerate(zip(players, ties, strict=True)):
        rank = ranks[-1][1] if tied and ranks else i + 1
        ranks.append((player, rank))
    return EventPlaces(name, tuple(ranks))


_events = st.lists(st.sampled_from("abcd"), unique=True, min_size=1, max_size=4).flatmap(
    lambda names: st.tuples(st.just(names), st.tuples(*(_event(n) for n in names)))
)


@given(_events, _points, st.none() | st.integers(1, 4))
def test_the_total_is_the_sum_of_the_counted_points(
    found: tuple[list[str], tuple[EventPlaces, ...]], points: list[Fraction], best: int | None
) -> None:
    names, events = found
    one = Series("s", "S", tuple(names), tuple(points), Where("s"), best)
    for s in series_ranking(one, {e.event: e for e in events}):
        assert s.total == sum((e.points for e in s.events if e.counted), Fraction(0))
        assert sum(e.counted for e in s.events) == min(len(s.events), best or len(s.events))


@given(_events, _points, st.none() | st.integers(1, 4), st.randoms())
def test_the_ranking_does_not_depend_on_the_order_of_the_events(
    found: tuple[list[str], tuple[EventPlaces, ...]],
    points: list[Fraction],
    best: int | None,
    random: Random,
) -> None:
    names, events = found
    shuffled = list(names)
    random.shuffle(shuffled)
    places = {e.event: e for e in events}
    first = Series("s", "S", tuple(names), tuple(points), Where("s"), best)
    second = Series("s", "S", tuple(shuffled), tuple(points), Where("s"), best)
    ranking = [(s.rank, s.player, s.total) for s in series_ranking(first, places)]
    assert [(s.rank, s.player, s.total) for s in series_ranking(second, places)] == ranking
