"""The scoring registry: built-in systems and third-party ones from ``podium.scoring``.

A third-party system is installed here the way pip would leave it: a module and a
``*.dist-info`` folder whose ``entry_points.txt`` names the module's ``SYSTEM`` under the
``podium.scoring`` group, on ``sys.path``.
"""

from __future__ import annotations

import sys
from fractions import Fraction
from pathlib import Path

import pytest

from podium.content.problems import LocatedError
from podium.scoring.kinds import KINDS
from podium.scoring.lines import english
from podium.scoring.registry import (
    BUILTIN,
    ENTRY_POINT_GROUP,
    SYSTEM_OPTIONS,
    ScoringSystem,
    available,
    get_system,
    usable,
)
from podium.scoring.tournament import score_event
from tests.entry_points import install
from tests.scoring.builders import event, people, placement, rnd

PLUGIN = '''
from fractions import Fraction

from podium.model import Rules
from podium.scoring.lines import Lines
from podium.scoring.results import BoardScore, Seat
from podium.scoring.system import Explanation, ScoringSystem
from podium.scoring.texts import Msg

LINES = Lines({"flat": Msg("flat-three", "flat +{value}")})


def score_board(round_number, board, rules):
    """Every player of a placement game scores 3, whatever the result."""
    seats = tuple(
        Seat(e, e.player, None, Fraction(3), (LINES("flat", value=3),)) for e in board.entries
    )
    return BoardScore(round_number, board, seats)


SYSTEM = ScoringSystem(
    key="flat-three",
    title=Msg("flat-three", "Flat three"),
    board_kind="placement",
    score_board=score_board,
    lines=LINES,
    explanation=Explanation(rules=(Msg("flat-three", "Everyone scores 3."),)),
    defaults=Rules(sit_out_points=Fraction(1)),
    default_tiebreaks=("lots",),
)
NOT_A_SYSTEM = object()
'''


@pytest.fixture
def installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Install the package ``podium_flat_three`` with two entry points."""
    (tmp_path / "podium_flat_three.py").write_text(PLUGIN, "utf-8")
    points = {"flat-three": "podium_flat_three:SYSTEM", "broken": "podium_flat_three:NOT_A_SYSTEM"}
    install(tmp_path, monkeypatch, "podium-flat-three", ENTRY_POINT_GROUP, points)
    monkeypatch.delitem(sys.modules, "podium_flat_three", raising=False)


def test_builtin_systems() -> None:
    assert available() == sorted(BUILTIN)  # nothing else installed here
    for key in BUILTIN:
        system = get_system(key)
        assert isinstance(system, ScoringSystem)
        assert system.key == key
        assert system.board_kind in KINDS
        assert system.explanation.rules, key
        assert system.options <= set(SYSTEM_OPTIONS), key  # marked so in Rules
    assert get_system("italia-2010").board_kind == "diplomacy"
    assert get_system("league").board_kind == "placement"
    assert get_system("blue-max").board_kind == "team"


def test_unknown_key_is_a_key_error() -> None:
    with pytest.raises(KeyError):
        get_system("italia-2011")


@pytest.mark.usefixtures("installed")
def test_a_third_party_system_is_listed_and_scores_an_event() -> None:
    assert available() == sorted([*BUILTIN, "broken", "flat-three"])
    system = get_system("flat-three")
    assert (system.key, system.title.english) == ("flat-three", "Flat three")
    assert system.board_kind == "placement"
    # Its own defaults apply: 1 point for a sit-out, and lots as the only tie-break.
    r1 = rnd(1, placement(1, a=10, b=5))
    r2 = rnd(2, placement(1, b=10, c=5), sit_outs=["a"])
    result = score_event(event("flat-three", r1, r2, lots=["c", "b", "a"]), people(*"abc"))
    # a 3 + 1 = 4, b 3 + 3 = 6, c 3: b first on total; nobody tied.
    assert [(s.rank, s.player, s.total) for s in result.ranking] == [
        (1, "b", Fraction(6)),
        (2, "a", Fraction(4)),
        (3, "c", Fraction(3)),
    ]
    assert result.rules.sit_out_points == Fraction(1)
    assert [english(x) for x in result.boards[0].seats[0].breakdown] == ["flat +3"]


@pytest.mark.usefixtures("installed")
def test_a_third_party_system_uses_its_default_tiebreaks() -> None:
    r1 = rnd(1, placement(1, a=10, b=5, c=1))
    result = score_event(event("flat-three", r1, lots=["c", "a"]), people(*"abc"))
    # All on 3: lots c, a; b is not in the list and loses.
    assert [(s.rank, s.player, s.tiebreak) for s in result.ranking] == [
        (1, "c", "lots"),
        (2, "a", "lots"),
        (3, "b", "lots"),
    ]


@pytest.mark.usefixtures("installed")
def test_the_unknown_system_error_lists_the_installed_third_party_ones() -> None:
    with pytest.raises(LocatedError) as raised:
        score_event(event("flat-tree", rnd(1, placement(1, a=1))), people("a"))
    assert raised.value.message == "unknown scoring system 'flat-tree'"
    installed = ", ".join(sorted([*BUILTIN, "broken", "flat-three"]))
    assert raised.value.hint == f"did you mean 'flat-three'? installed systems: {installed}"


@pytest.mark.usefixtures("installed")
def test_an_entry_point_that_is_not_a_system_is_refused() -> None:
    with pytest.raises(TypeError, match="'broken' does not implement ScoringSystem"):
        get_system("broken")


@pytest.mark.usefixtures("installed")
def test_a_broken_entry_point_does_not_stop_the_others() -> None:
    assert [s.key for s in usable()] == sorted([*BUILTIN, "flat-three"])
