"""``podium result``: a board entered into its seated round file from the command line.

The scores printed are worked out by hand from Italia 2010's rules (docs/scoring.md):
4 points a centre, +70/+34/+16 for the top three, +30 to a leader 3 or more clear (else
+10 to every other survivor), times 1 + TSS (10% for each player beyond the first with 3
or more centres), plus 1.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from podium.cli import main
from podium.tools import result_entry
from podium.tools.result_entry import Request, ResultError
from tests.seating.club import EVENT, make_club

ROUND_2 = """\
# Round 2: the draw made by hand. This comment stays.
boards:
  - board: 1
    powers:
      Austria: {player: hal-hume}     # moved from board 2
      England: {player: ivo-izzo}
      France:  {player: jo-jones}
      Germany: {player: kai-kent}
      Italy:   {player: lia-lodi}
      Russia:  {player: max-mori}
      Turkey:  {player: nia-neri}
  - board: 2
    # 6 players: Italy in civil disorder
    powers:
      Austria: {player: bea-bruni}
      England: {player: cyd-conti}
      France:  {player: dan-dini}
      Germany: {player: eva-esti}
      Russia:  {player: fra-fini}
      Turkey:  {player: gio-gatti}
sit_outs: [ada-alba]
"""
ROUND_FILE = Path("content/events") / EVENT / "round-2.yaml"


@pytest.fixture
def content(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    make_club(tmp_path)
    ROUND_FILE.write_text(ROUND_2, encoding="utf-8")
    return Path("content")


def result(*argv: str) -> int:
    return main(["result", EVENT, "2", *argv])


def rows(out: str) -> list[tuple[str, str, str, str]]:
    """(power, centres, position, score) of each row of the printed table."""
    lines = out.splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("-------")) + 1
    table = [line.split() for line in lines[start:] if line[:1].isupper()]
    return [(r[0], r[-3], r[-2], r[-1]) for r in table if r[0] != "round"]


def test_a_board_is_entered_with_its_comments_and_order_kept(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert result("1", "A=12", "E=8", "F=6", "g=4", "Italy=2", "max-mori=1", "T=1") == 0
    out = capsys.readouterr().out
    assert ROUND_FILE.read_text(encoding="utf-8") == ROUND_2.replace(
        "Austria: {player: hal-hume}", "Austria: {player: hal-hume, centres: 12}"
    ).replace("{player: ivo-izzo}", "{player: ivo-izzo, centres: 8}").replace(
        "{player: jo-jones}", "{player: jo-jones, centres: 6}"
    ).replace("{player: kai-kent}", "{player: kai-kent, centres: 4}").replace(
        "{player: lia-lodi}", "{player: lia-lodi, centres: 2}"
    ).replace("{player: max-mori}", "{player: max-mori, centres: 1}").replace(
        "{player: nia-neri}", "{player: nia-neri, centres: 1}"
    )
    assert out.splitlines()[:2] == [
        f"wrote {ROUND_FILE.as_posix()}: round 2, board 1",
        "Round 2, board 1",
    ]
    # TSS: 4 players on 3+ centres, x1.3; Austria 4 clear: the break
    assert rows(out) == [
        ("Austria", "12", "1", "193.4"),  # (48 + 70 + 30) x 1.3 + 1
        ("England", "8", "2", "86.8"),  # (32 + 34) x 1.3 + 1
        ("France", "6", "3", "53"),  # (24 + 16) x 1.3 + 1
        ("Germany", "4", "4", "21.8"),  # 16 x 1.3 + 1
        ("Italy", "2", "5", "11.4"),  # 8 x 1.3 + 1
        ("Turkey", "1", "6", "6.2"),  # Turkey before Russia in the power order
        ("Russia", "1", "7", "6.2"),
    ]
    assert out.splitlines()[-1] == "round 2: board 2 without results yet"


def test_the_empty_power_of_a_board_of_six_is_written_in_civil_disorder(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert result("2", "A=10", "E=9", "F=6", "G=4", "R=1", "T=1", "I=3") == 0
    out = capsys.readouterr().out
    text = ROUND_FILE.read_text(encoding="utf-8")
    assert (
        "      Turkey:  {player: gio-gatti, centres: 1}\n"
        "      Italy:   {player: null, centres: 3}\n"
        "sit_outs: [ada-alba]\n"
    ) in text
    assert "Italy: nobody plays it on this board; written in civil disorder (player: null)" in out
    # TSS x1.3 (4 on 3+); Austria 1 clear: no break, +10 to every other survivor
    assert rows(out)[:6] == [
        ("Austria", "10", "1", "144"),  # (40 + 70) x 1.3 + 1
        ("England", "9", "2", "105"),  # (36 + 34 + 10) x 1.3 + 1
        ("France", "6", "3", "66"),  # (24 + 16 + 10) x 1.3 + 1
        ("Germany", "4", "4", "34.8"),  # (16 + 10) x 1.3 + 1
        ("Turkey", "1", "5", "19.2"),  # (4 + 10) x 1.3 + 1
        ("Russia", "1", "6", "19.2"),
    ]
    italy = [line.split() for line in out.splitlines() if line.startswith("Italy ")]
    assert italy == [["Italy", "(civil", "disorder)", "3"]]  # no position, no score
    assert out.splitlines()[-1] == "round 2: board 1 without results yet"


def test_a_tie_the_system_breaks_by_earlier_years_asks_for_the_year_chart(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    finals = ("F=6", "G=4", "I=3", "R=2", "T=1")
    assert result("1", "A=9", "E=9", *finals) == 1
    assert capsys.readouterr().err == (
        f"{ROUND_FILE}:5:16: round 2, board 1: Austria and England are tied on 9 centres for "
        "1st–2nd place, and the tie cannot be broken without their centre counts for "
        "1901–1906; give `centres` for Austria and England as a list of 7 counts, one per "
        "year from 1901 to 1907, or the director's order of the tied powers, best first: "
        "order: [Austria, England]\n"
        "podium result: give Austria and England a count a year from 1901 to 1907, like "
        "A=N,N,N,N,N,N,N, or the director's order of the tie, best first: --order A,E\n"
        "podium result: nothing was written to round 2\n"
    )
    assert ROUND_FILE.read_text(encoding="utf-8") == ROUND_2
    assert result("1", "A=3,4,5,6,7,8,9", "E=3,4,5,6,7,9,9", *finals) == 0
    out = capsys.readouterr().out
    assert "      Austria: {player: hal-hume, centres: [3, 4, 5, 6, 7, 8, 9]}" in (
        ROUND_FILE.read_text(encoding="utf-8")
    )
    # England had 9 in 1906, Austria 8: England 1st. TSS x1.4 (5 on 3+), no break.
    assert rows(out) == [
        ("England", "9", "1", "149.4"),  # (36 + 70) x 1.4 + 1
        ("Austria", "9", "2", "113"),  # (36 + 34 + 10) x 1.4 + 1
        ("France", "6", "3", "71"),  # (24 + 16 + 10) x 1.4 + 1
        ("Germany", "4", "4", "37.4"),  # (16 + 10) x 1.4 + 1
        ("Italy", "3", "5", "31.8"),  # (12 + 10) x 1.4 + 1
        ("Russia", "2", "6", "26.2"),  # (8 + 10) x 1.4 + 1
        ("Turkey", "1", "7", "20.6"),  # (4 + 10) x 1.4 + 1
    ]


@pytest.mark.parametrize(
    ("argv", "errors"),
    [
        (
            ["1", "A=12", "E=8", "F=6", "G=4", "I=2", "R=1", "X=1"],
            [
                "podium result: 'X' is neither a power nor a player of board 1; name a power "
                "(Austria, England, France, Germany, Italy, Russia or Turkey, or its first "
                "letter) or a player of board 1",
            ],
        ),
        (
            ["1", "A=12", "E=8", "F=6", "G=4", "I=2", "R=1", "T=40"],
            ["podium result: 'T=40': 40 centres is more than the 34 on the map; fix the count"],
        ),
        (
            ["1", "A=12", "E=10", "F=6", "G=4", "I=2", "R=1", "T=1"],
            [
                "podium result: board 1: the final centres add up to 36, more than the 34 on "
                "the map; check the counts",
            ],
        ),
        (
            ["1", "A=12", "E=8", "F=6", "G=4", "I=2"],
            [
                "podium result: board 1: no centres given for Russia (max-mori) and Turkey "
                "(nia-neri); give every seated power's centres: R=N T=N",
            ],
        ),
        (
            ["1", "A=12", "Austria=8", "hal-hume=3", "F=six"],
            [
                "podium result: Austria is given twice (A=12 and Austria=8); give it once",
                "podium result: Austria is given twice (A=12 and hal-hume=3); give it once",
                "podium result: 'F=six': the centres are not a number or a list of numbers; "
                "give the final count (A=8) or one count a year, with commas (A=3,4,5,5,6,7,8)",
            ],
        ),
        (
            ["1", "bea-bruni=3"],
            [
                "podium result: 'bea-bruni' is neither a power nor a player of board 1; name "
                "a power (Austria, England, France, Germany, Italy, Russia or Turkey, or its "
                "first letter) or a player of board 1",
            ],
        ),
        (
            ["3", "A=1"],
            [
                f"podium result: {ROUND_FILE}: round 2 has no board '3'; its boards are 1 and 2",
            ],
        ),
        (
            ["1", "A=3,4,5", "E=8", "F=6", "G=4", "I=2", "R=1", "T=1"],
            [
                f"{ROUND_FILE}:5:33: 'centres' in board 1, Austria has 3 counts, but "
                "1901-1907 is 7 years; give one count per year from 1901 to 1907, or only the "
                "final count",
            ],
        ),
        (  # at the file's line, though the new text has result: draw above it
            ["1", "A=12", "E=8", "F=6", "G=4", "I=2", "R=1", "T=0,1", "--result", "draw"],
            [
                f"{ROUND_FILE}:11:33: 'centres' in board 1, Turkey has 2 counts, but "
                "1901-1907 is 7 years; give one count per year from 1901 to 1907, or only the "
                "final count",
            ],
        ),
        (
            ["1", "A=12", "E=8", "F=6", "G=4", "I=2", "R=1", "T=1", "--draw", "A,Q"],
            [
                "podium result: --draw: unknown power 'Q'; write Austria, England, France, "
                "Germany, Italy, Russia or Turkey (or just the first letter)"
            ],
        ),
    ],
)
def test_bad_input_is_refused_and_the_file_left_as_it_was(
    argv: list[str], errors: list[str], content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert result(*argv) == 1
    out, err = capsys.readouterr()
    assert (out, err) == (
        "",
        "".join(f"{e}\n" for e in errors) + "podium result: nothing was written to round 2\n",
    )
    assert ROUND_FILE.read_text(encoding="utf-8") == ROUND_2


def test_how_the_game_ended_goes_under_board(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    counts = ("A=12", "E=8", "F=6", "G=4", "I=2", "R=1", "T=1")
    assert result("1", *counts, "--result", "draw", "--draw", "A,england", "--draw", "F") == 0
    text = ROUND_FILE.read_text(encoding="utf-8")
    assert (
        "  - board: 1\n    result: draw\n    draw: [Austria, England, France]\n    powers:\n"
        in (text)
    )
    capsys.readouterr()
    assert result("1", *counts) == 1  # entered already
    assert capsys.readouterr().err == (
        f"podium result: {ROUND_FILE}: board 1 of round 2 has results already; give --again "
        "to enter them again (the file's history keeps the old ones)\n"
        "podium result: nothing was written to round 2\n"
    )
    assert result("1", "A=11", "E=9", "F=6", "G=4", "I=2", "R=1", "T=1", "--again",
                  "--result", "time") == 0  # fmt: skip
    text = ROUND_FILE.read_text(encoding="utf-8")
    assert "    result: time\n    draw: [Austria, England, France]\n" in text
    assert "      Austria: {player: hal-hume, centres: 11}     # moved from board 2\n" in text


def test_a_file_changed_meanwhile_is_not_overwritten(content: Path) -> None:
    request = Request(content, EVENT, 2, "1", ("A=12", "E=8", "F=6", "G=4", "I=2", "R=1", "T=1"))
    entered = result_entry.plan(request)
    edited = ROUND_2.replace("This comment stays.", "Edited in another window.")
    ROUND_FILE.write_text(edited, encoding="utf-8")
    with pytest.raises(ResultError) as refused:
        result_entry.write(entered, content)
    assert [str(p) for p in refused.value.problems] == [
        f"podium result: {ROUND_FILE}: changed since podium result read it; nothing was "
        "written; run podium result again"
    ]
    assert ROUND_FILE.read_text(encoding="utf-8") == edited


def test_a_round_not_seated_and_an_event_of_another_kind_are_refused(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["result", EVENT, "3", "1", "A=1"]) == 1
    assert capsys.readouterr().err == (
        f"podium result: content/events/{EVENT}/round-3.yaml: no such file; seat the round "
        f"first: podium seat {EVENT} --round 3\n"
        "podium result: nothing was written to round 3\n"
    )
    league = content / "events" / "2025-league"
    league.mkdir()
    (league / "event.yaml").write_text(
        "name: League\nstart: 2025-01-01\nscoring: league\n", encoding="utf-8"
    )
    assert main(["result", "2025-league", "1", "1", "A=1"]) == 1
    assert capsys.readouterr().err == (
        "podium result: 2025-league is scored with league, not on Diplomacy boards; podium "
        "result enters Diplomacy boards; edit the round file by hand\n"
        "podium result: nothing was written to round 1\n"
    )


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_on_a_terminal_each_seated_power_is_asked(
    content: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.stdin", Terminal("10\n9\n6\n4\n1\n1\n"))
    assert result("2") == 0
    out = capsys.readouterr().out
    assert out.startswith(
        "Round 2, board 2: each power's final centres (or one count a year, with commas)\n"
        "  Austria (bea-bruni):   England (cyd-conti):   France (dan-dini): "
    )
    assert "      Russia:  {player: fra-fini, centres: 1}\n" in ROUND_FILE.read_text(
        encoding="utf-8"
    )


def test_the_director_s_order_of_a_tie_is_written_under_board(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    finals = ("A=9", "E=9", "F=6", "G=4", "I=3", "R=2", "T=1")
    assert result("1", "A=10", "E=8", *finals[2:], "--order", "R,F") == 1
    assert capsys.readouterr().err == (
        f"{ROUND_FILE}:3:13: round 2, board 1: the director's order names Russia and France, "
        "but no tie for a place with a bonus (1st to 3rd) that the year chart could not "
        "break needs it; the director decides only such a tie: remove 'order' (or those "
        "powers), or give the tied powers' final counts without a year chart\n"
        "podium result: nothing was written to round 2\n"
    )
    assert ROUND_FILE.read_text(encoding="utf-8") == ROUND_2
    assert result("1", *finals, "--order", "E,A") == 0
    assert "  - board: 1\n    order: [England, Austria]\n    powers:\n" in ROUND_FILE.read_text(
        encoding="utf-8"
    )
    # England first by the director's decision; TSS x1.4 (5 on 3+), no break
    assert rows(capsys.readouterr().out)[:2] == [
        ("England", "9", "1", "149.4"),  # (36 + 70) x 1.4 + 1
        ("Austria", "9", "2", "113"),  # (36 + 34 + 10) x 1.4 + 1
    ]


def test_the_counts_may_follow_the_options(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    counts = ("A=12", "E=8", "F=6", "G=4", "I=2", "R=1", "T=1")
    assert result("1", "--result", "time", *counts[:3], "--end", "1907", *counts[3:]) == 0
    assert "  - board: 1\n    end: 1907\n    result: time\n    powers:\n" in (
        ROUND_FILE.read_text(encoding="utf-8")
    )
    capsys.readouterr()
    with pytest.raises(SystemExit):  # an unknown option among them is still a mistake
        result("2", "--result", "time", "A=1", "--bogus")
    assert "podium: error: unrecognized arguments: A=1 --bogus" in capsys.readouterr().err
