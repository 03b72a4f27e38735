"""The club's ratings (site.yaml ``ratings: true``, docs/ratings.md): Plackett–Luce over
every board in date order, checked against the update formulas written out here (Weng and
Lin 2011, Algorithm 4, one-player teams) and against openskill called directly; the pages
that show them; and what a club without them gets (nothing, not even openskill loaded)."""

from __future__ import annotations

import math
import random
import re
import subprocess
import sys
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from podium.build.pipeline import build
from podium.site.finishes import BoardFinish
from podium.site.ratings import EventBoards, in_order, rate
from tests.conftest import Writer
from tests.test_incremental import files

MU, SIGMA, BETA, TAU, KAPPA = 25.0, 25.0 / 3.0, 25.0 / 6.0, 25.0 / 300.0, 0.0001

Table = dict[str, tuple[float, float]]  # player -> (mu, sigma)


def pl_update(before: Table, board: list[tuple[str, int]]) -> Table:
    """One board of one-player teams (player, rank), by the formulas: with τ added to σ
    first; c² = Σ (σᵢ² + β²); for each i, over the q ranked no worse than i,
    Ω = σᵢ²/c · Σ (1[q = i] − e^(μᵢ/c) / Σ_{r(s) ≥ r(q)} e^(μₛ/c)) / A_q and
    Δ = γ σᵢ²/c² · Σ p(1 − p) / A_q (p: the fraction above; γ = σᵢ/c; A_q: the players
    ranked equal to q); then
    μ + Ω, σ·√max(1 − Δ, κ); players of one rank share the mean of their μ changes."""
    rank = dict(board)
    mu = {p: before.get(p, (MU, SIGMA))[0] for p in rank}
    var = {p: before.get(p, (MU, SIGMA))[1] ** 2 + TAU**2 for p in rank}
    c = math.sqrt(sum(var[p] + BETA**2 for p in rank))
    e = {p: math.exp(mu[p] / c) for p in rank}
    below = {q: sum(e[s] for s in rank if rank[s] >= rank[q]) for q in rank}
    tied = {q: sum(1 for s in rank if rank[s] == rank[q]) for q in rank}
    after: Table = {}
    for i in rank:
        omega = delta = 0.0
        for q in rank:
            if rank[q] <= rank[i]:
                share = e[i] / below[q]
                omega += ((1.0 if q == i else 0.0) - share) / tied[q]
                delta += share * (1 - share) / tied[q]
        gamma = math.sqrt(var[i]) / c
        omega *= var[i] / c
        delta *= gamma * var[i] / c**2
        after[i] = (mu[i] + omega, math.sqrt(var[i]) * math.sqrt(max(1 - delta, KAPPA)))
    for r in set(rank.values()):
        group = [p for p in rank if rank[p] == r]
        change = sum(after[p][0] - mu[p] for p in group) / len(group)
        for p in group:
            after[p] = (mu[p] + change, after[p][1])
    return {**before, **after}


def written(value: Decimal) -> str:
    """A number as an English page writes it: no trailing zeros, − for minus."""
    text = "0" if value == 0 else format(value.normalize(), "f")
    return text.replace("-", "−")


def shown(mu: float, sigma: float) -> str:
    """μ − 3σ, half-up to one decimal, as an English page writes it."""
    return written(Decimal(mu - 3 * sigma).quantize(Decimal("0.1"), ROUND_HALF_UP))


# Two boards of two events: the first with a shared second place, the second with a new
# player (dan) and one who is not there (bea).
FIRST = BoardFinish(1, (("ada", 1), ("bea", 2), ("cal", 2)))
SECOND = BoardFinish(1, (("cal", 1), ("ada", 2), ("dan", 3)))
EVENTS = [
    EventBoards(date(2024, 6, 1), "2024-b", (SECOND,)),
    EventBoards(date(2024, 3, 1), "2024-a", (FIRST,)),
]


def test_ratings_after_two_boards_follow_the_formulas() -> None:
    expected = pl_update(pl_update({}, list(FIRST.places)), list(SECOND.places))
    ratings = rate(EVENTS)
    got = {p: (steps[-1].mu, steps[-1].sigma) for p, steps in ratings.items()}
    assert got.keys() == expected.keys() == {"ada", "bea", "cal", "dan"}
    for p, (mu, sigma) in expected.items():
        assert math.isclose(got[p][0], mu, abs_tol=1e-9), p
        assert math.isclose(got[p][1], sigma, abs_tol=1e-9), p
    # shared 2nd place on the first board: bea and cal moved alike
    first = pl_update({}, list(FIRST.places))
    assert math.isclose(first["bea"][0], first["cal"][0], abs_tol=1e-12)
    assert first["ada"][0] > MU > first["bea"][0]
    assert [s.boards for s in ratings["ada"]] == [1, 2]
    assert [s.event for s in ratings["cal"]] == ["2024-a", "2024-b"]


def test_ratings_are_openskills_for_the_same_boards() -> None:
    from openskill.models import PlackettLuce

    model = PlackettLuce(mu=MU, sigma=SIGMA, beta=BETA, tau=TAU)
    a, b, c = model.rating(), model.rating(), model.rating()
    [[a], [b], [c]] = model.rate([[a], [b], [c]], ranks=[1, 2, 2])
    d = model.rating()
    [[c], [a], [d]] = model.rate([[c], [a], [d]], ranks=[1, 2, 3])
    ratings = rate(EVENTS)
    for pid, r in {"ada": a, "bea": b, "cal": c, "dan": d}.items():
        assert (ratings[pid][-1].mu, ratings[pid][-1].sigma) == (r.mu, r.sigma)
        rounded = Decimal(r.ordinal()).quantize(Decimal("0.1"), ROUND_HALF_UP)
        assert ratings[pid][-1].shown == Fraction(rounded)


def test_boards_are_rated_by_date_then_event_then_round_then_file_order() -> None:
    one = BoardFinish(1, (("x", 1), ("y", 2)))
    two = BoardFinish(2, (("x", 1), ("y", 2)))
    other = BoardFinish(1, (("y", 1), ("x", 2)))
    alone = BoardFinish(1, (("x", 1),))  # fewer than two placed: not rated
    teams = BoardFinish(1, ())
    events = [
        EventBoards(date(2024, 5, 1), "b-day", (two, other, one)),
        EventBoards(date(2024, 5, 1), "a-day", (alone, teams)),
        EventBoards(date(2024, 4, 30), "z-before", (other,)),
    ]
    assert in_order(events) == [
        ("z-before", other),
        ("b-day", other),  # round 1, listed before `one` in its round file
        ("b-day", one),
        ("b-day", two),
    ]
    assert rate(events) == rate(list(reversed(events)))  # the same, whatever the input order


# --------------------------------------------------------------------------- the pages

PLAYERS = """\
ada: {name: Ada Alberti}
bea: {name: Bea Bruni}
cal: {name: Cal Conti}
dan: {name: Dan Donati}
eva: {name: Eva Esposito}
fil: {name: Fil Fabbri}
gio: {name: Gio Greco}
hal: {name: Hal Hughes}
"""


def _round(*seats: tuple[str, str, int]) -> str:
    powers = "".join(f"      {pw}: {{player: {p}, centres: {c}}}\n" for pw, p, c in seats)
    return f"boards:\n  - board: 1\n    powers:\n{powers}"


ROUND_A = _round(
    ("Austria", "ada", 9),
    ("England", "bea", 8),
    ("France", "cal", 6),
    ("Germany", "dan", 5),
    ("Italy", "eva", 3),
    ("Russia", "fil", 2),
    ("Turkey", "gio", 1),
)
ROUND_B = _round(
    ("Austria", "hal", 7),
    ("England", "ada", 10),
    ("France", "cal", 6),
    ("Germany", "bea", 5),
    ("Italy", "gio", 4),
    ("Russia", "dan", 2),
    ("Turkey", "eva", 0),
)
# the positions Italia 2010 gives (distinct centres: in centre order)
PLACES_A = [("ada", 1), ("bea", 2), ("cal", 3), ("dan", 4), ("eva", 5), ("fil", 6), ("gio", 7)]
PLACES_B = [("ada", 1), ("hal", 2), ("cal", 3), ("bea", 4), ("gio", 5), ("dan", 6), ("eva", 7)]


def tiny_club(club: Writer, ratings: bool = True, more: dict[str, str] | None = None) -> Path:
    """Two events, one board each (and ``more`` files)."""
    return club(
        {
            **(more or {}),
            "site.yaml": f"title: Tiny Club\nratings: {'true' if ratings else 'false'}\n",
            "players.yaml": PLAYERS,
            "events/2024-open/event.yaml": None,
            "events/2024-open/round-1.yaml": None,
            "events/2024-a/event.yaml": "name: Spring 2024\nstart: 2024-03-01\n"
            "scoring: italia-2010\n",
            "events/2024-a/round-1.yaml": ROUND_A,
            "events/2024-b/event.yaml": "name: Summer 2024\nstart: 2024-06-01\n"
            "scoring: italia-2010\n",
            "events/2024-b/round-1.yaml": ROUND_B,
        }
    )


def text_of(html: bytes, start: str, end: str) -> str:
    """The words between ``start`` and ``end`` of a page, tags left out."""
    page = html.decode("utf-8")
    part = page[page.index(start) : page.index(end, page.index(start))]
    return " ".join(re.sub(r"<[^>]+>", " ", part).split())


def test_the_ratings_page_ranks_every_player_by_the_formulas(club: Writer, tmp_path: Path) -> None:
    content = tiny_club(club)
    build(content, tmp_path / "site", jobs=1, search=False)
    after_a = pl_update({}, PLACES_A)
    after_b = pl_update(after_a, PLACES_B)
    rows = sorted(after_b.items(), key=lambda item: -(item[1][0] - 3 * item[1][1]))
    page = (tmp_path / "site/ratings/index.html").read_bytes()
    table = text_of(page, "<tbody>", "</tbody>")
    boards = {"fil": 1, "hal": 1}
    names = dict(re.findall(r"(\w+): \{name: ([^}]+)\}", PLAYERS))
    before = {p: shown(*after_a[p]) if p in after_a else "0" for p in after_b}
    expected = []
    for rank, (pid, (mu, sigma)) in enumerate(rows, 1):
        now = shown(mu, sigma)

        def value(text: str) -> Decimal:
            return Decimal(text.replace("−", "-"))

        # the last event's change: this event's shown rating minus the last one's
        change = value(now) - value(before[pid])
        if pid == "fil":  # not at the second event: the change of his only event
            change = value(now)
        sign = "+" if change > 0 else ""
        expected.append(f"{rank} {names[pid]} {now} {boards.get(pid, 2)} {sign}{written(change)}")
    assert table == " ".join(expected)
    assert "8 players rated" in text_of(page, "<h1>", "</header>")


def test_a_player_page_shows_the_rating_and_its_history(club: Writer, tmp_path: Path) -> None:
    content = tiny_club(club)
    build(content, tmp_path / "site", jobs=1, search=False)
    after_a = pl_update({}, PLACES_A)
    after_b = pl_update(after_a, PLACES_B)
    page = (tmp_path / "site/players/ada/index.html").read_bytes()
    block = text_of(page, '<section class="rating"', "</section>")
    a, b = shown(*after_a["ada"]), shown(*after_b["ada"])
    assert block.startswith(f"Rating {b} · 2 boards rated · last event: ")
    assert f"oldest first: Spring 2024 {a}, Summer 2024 {b}." in block
    # the chart podium.js draws: one value per event, oldest first
    assert page.count(b'data-chart="line"') == 1
    values = re.findall(rb"data-values='\[([^\]]*)\]'", page)
    assert len(values) == 1 and len(values[0].split(b",")) == 2
    hal = (tmp_path / "site/players/hal/index.html").read_bytes()
    assert b'class="rating"' in hal and b'data-chart="line"' not in hal  # one event: no chart


def test_same_content_gives_the_same_bytes(club: Writer, tmp_path: Path) -> None:
    content = tiny_club(club)
    build(content, tmp_path / "one", jobs=1, search=False)
    build(content, tmp_path / "two", jobs=2, search=False)
    assert files(tmp_path / "one") == files(tmp_path / "two")


def test_an_edit_of_an_earlier_event_changes_every_later_rating(
    club: Writer, tmp_path: Path
) -> None:
    content = tiny_club(club)
    out, cache = tmp_path / "site", tmp_path / "cache"
    build(content, out, cache=cache, search=False)
    dan = out / "players/dan/index.html"
    rating_before = text_of(dan.read_bytes(), '<section class="rating"', "</section>")
    events_before = text_of(dan.read_bytes(), 'id="events"', '<section class="rating"')
    # Spring: ada and gio swap their centres; dan's own results there do not change
    swapped = ROUND_A.replace("ada, centres: 9", "ada, centres: 1").replace(
        "gio, centres: 1", "gio, centres: 9"
    )
    (content / "events/2024-a/round-1.yaml").write_text(swapped)
    build(content, out, cache=cache, search=False)
    assert text_of(dan.read_bytes(), 'id="events"', '<section class="rating"') == events_before
    assert text_of(dan.read_bytes(), '<section class="rating"', "</section>") != rating_before
    plain = tmp_path / "plain"
    build(content, plain, jobs=1, search=False)
    assert files(out) == files(plain)


def test_without_ratings_there_is_no_page_no_block_and_no_openskill(
    club: Writer, tmp_path: Path
) -> None:
    content = tiny_club(club, ratings=False)
    out = tmp_path / "site"
    script = (
        "import sys; from pathlib import Path; from podium.build.pipeline import build; "
        f"build(Path({str(content)!r}), Path({str(out)!r}), jobs=1, search=False); "
        "print('openskill' in sys.modules)"
    )
    run = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "False"
    assert not (out / "ratings").exists()
    page = (out / "players/ada/index.html").read_bytes()
    assert b'class="rating"' not in page and b"Ratings</a>" not in page
    assert b"Statistics</a>" in page


PLACES = st.lists(st.integers(1, 7), min_size=0, max_size=7).map(
    lambda ranks: BoardFinish(1, tuple((f"p{i}", r) for i, r in enumerate(ranks)))
)
EVENT_BOARDS = st.builds(
    EventBoards,
    st.dates(date(2020, 1, 1), date(2020, 1, 5)),
    st.sampled_from(["a", "b", "c", "d"]),
    st.lists(PLACES, max_size=3).map(tuple),
)


@settings(max_examples=40)
@given(st.lists(EVENT_BOARDS, max_size=4, unique_by=lambda e: e.event), st.randoms())
def test_the_ratings_never_depend_on_the_order_events_are_given_in(
    events: list[EventBoards], rnd: random.Random
) -> None:
    shuffled = list(events)
    rnd.shuffle(shuffled)
    assert rate(shuffled) == rate(events)
    rated = rate(events)
    boards = in_order(events)
    for pid, steps in rated.items():  # one step for each board the player is placed on
        assert len(steps) == sum(1 for _, b in boards if pid in dict(b.places))
