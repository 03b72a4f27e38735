"""Board sizes by rule 8.4: sevens; volunteers to sit out, then to play two boards, then
sixes; small boards only when allowed."""

from __future__ import annotations

import pytest

from podium.seating.errors import SeatingError
from podium.seating.history import History
from podium.seating.sizes import board_sizes, even, usual

# players -> boards of 7 and 6 (None: they cannot be seated so)
USUAL = {
    6: (6,), 7: (7,), 8: None, 11: None, 12: (6, 6), 13: (7, 6), 14: (7, 7), 15: None,
    17: None, 18: (6, 6, 6), 20: (7, 7, 6), 23: None, 24: (6, 6, 6, 6), 29: None,
    30: (6, 6, 6, 6, 6), 41: (7, 7, 7, 7, 7, 6), 84: (7,) * 12,
}  # fmt: skip


@pytest.mark.parametrize(("players", "boards"), USUAL.items())
def test_usual_sizes(players: int, boards: tuple[int, ...] | None) -> None:
    assert usual(players) == boards


def test_small_boards_are_even() -> None:
    assert even(8) == (4, 4)
    assert even(15) == (5, 5, 5)
    assert even(16) == (6, 5, 5)
    assert even(5) == (5,)


def test_sit_outs_first() -> None:
    sizes = board_sizes(15, ["a", "b"], ["c", "d", "e", "f", "g", "h"], History())
    assert sizes.boards == (7, 7) and sizes.sit_outs == ("a",) and sizes.two_boards == ()


def test_two_boards_when_sitting_out_cannot_make_sevens() -> None:
    # 13: one sitting out would leave 12 (two sixes); one more player makes 14
    sizes = board_sizes(13, ["a"], ["c"], History())
    assert sizes.boards == (7, 7) and sizes.sit_outs == () and sizes.two_boards == ("c",)


def test_then_boards_of_six() -> None:
    assert board_sizes(13, [], [], History()).boards == (7, 6)
    # 12 with one two-board volunteer: 13 makes one six instead of two
    sizes = board_sizes(12, [], ["c"], History())
    assert sizes.boards == (7, 6) and sizes.two_boards == ("c",)


def test_who_sat_out_less_goes_first() -> None:
    history = History(sat_out={"a": 1})
    assert board_sizes(15, ["a", "b", "c"], [], history).sit_outs == ("b",)
    assert board_sizes(16, ["a", "b", "c"], [], history).sit_outs == ("b", "c")


def test_small_boards_only_when_allowed() -> None:
    assert board_sizes(9, [], [], History(), allow_small=True).boards == (5, 4)
    with pytest.raises(SeatingError) as refused:
        board_sizes(9, [], [], History())
    assert str(refused.value) == (
        "9 players cannot make boards of 7 and 6; it takes 2 volunteers to sit out "
        "(--sit-out) or 3 to play two boards (--two-boards), or smaller boards (--allow-small)"
    )
    with pytest.raises(SeatingError) as alone:
        board_sizes(1, [], [], History(), allow_small=True)
    assert str(alone.value) == "1 player cannot make a board; add players with --add"
