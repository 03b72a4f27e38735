"""The draw of a round as a whole: who plays, the board sizes of rule 8.4, the volunteers."""

from __future__ import annotations

from collections import Counter
from datetime import date

from hypothesis import given, settings
from hypothesis import strategies as st

from podium.model import Event, Where
from podium.seating.plan import Request, seat
from podium.seating.sizes import usual

PEOPLE = [f"p{i:02d}" for i in range(60)]


def first_round(players: int, links: tuple[tuple[str, ...], ...] = ()) -> Event:
    return Event(
        id="e", name="E", start=date(2025, 1, 1), scoring="italia-2010", rounds=(),
        where=Where("e/event.yaml"), links=links,
    )  # fmt: skip


@settings(max_examples=40, deadline=None)
@given(
    st.integers(6, 60),
    st.integers(0, 4),
    st.integers(0, 4),
    st.booleans(),
    st.integers(0, 10**6),
)
def test_everyone_seated_as_rule_8_4_says(
    count: int, sit: int, two: int, allow_small: bool, seed: int
) -> None:
    players = PEOPLE[:count]
    request = Request(
        round=1,
        add=tuple(players),
        sit_out=tuple(players[:sit]),
        two_boards=tuple(players[sit : sit + two]),
        allow_small=allow_small,
        seed=seed,
    )
    links = ((players[-1], players[-2]),)
    try:
        plan = seat(first_round(count, links), PEOPLE, [], False, request)
    except Exception as refused:  # only when no boards of 6 and 7 are possible
        assert not allow_small
        assert all(
            usual(count - s + t) is None or (t and len(usual(count - s + t) or ()) < 2)
            for s in range(sit + 1)
            for t in range(two + 1)
        )
        assert "cannot make boards of 7 and 6" in str(refused)
        return
    seated = Counter(p for t in plan.tables for p in t.players)
    assert set(plan.sit_outs) <= set(players[:sit])
    assert set(plan.two_boards) <= set(players[sit : sit + two])
    assert seated == Counter([p for p in players if p not in plan.sit_outs] + list(plan.two_boards))
    sizes = [len(t.seats) for t in plan.tables]
    assert sizes == sorted(sizes, reverse=True)
    if usual(count - len(plan.sit_outs) + len(plan.two_boards)) is not None:
        assert set(sizes) <= {6, 7}
        # sevens only, when the volunteers allow it
        if any((count - s) % 7 == 0 for s in range(1, sit + 1)) or count % 7 == 0:
            assert set(sizes) == {7}
    else:
        assert allow_small and max(sizes) - min(sizes) <= 1
    assert [t.number for t in plan.tables] == list(range(1, len(plan.tables) + 1))
    for table in plan.tables if len(plan.tables) > 1 else ():
        assert not {players[-1], players[-2]} <= set(table.players)  # the link kept apart
