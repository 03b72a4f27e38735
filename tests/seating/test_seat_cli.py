"""``podium seat`` through the command line: the file it writes, what it says, and what it
refuses, with the exact messages."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from podium.build.service import read
from podium.cli import main
from podium.content.yamlfile import parse
from podium.powers import POWERS
from tests.seating.club import BOARD_1, BOARD_2, EVENT, NEW, PLAYED, make_club


@pytest.fixture
def content(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    make_club(tmp_path)
    return Path("content")


def podium(*argv: str | Path) -> int:
    return main([str(a) for a in argv])


def seat(*argv: str) -> int:
    return podium("seat", EVENT, "-c", "content", *argv)


def round_file(number: int) -> Path:
    return Path("content/events") / EVENT / f"round-{number}.yaml"


def boards_of(number: int) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """The boards of a written round file, read with podium's one YAML reader."""
    path = round_file(number)
    data, problems = parse(str(path), path.read_text(encoding="utf-8"))
    assert problems == []
    assert isinstance(data, dict)
    return data["boards"], data


ROUND_1_POWER = {p: POWERS[i] for board in (BOARD_1, BOARD_2) for i, p in enumerate(board)}


def test_seats_the_next_round(content: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert seat("--round", "2", "--add", NEW[0], "--sit-out", "hal-hume", "--seed", "1") == 0
    out = capsys.readouterr().out.splitlines()
    assert out[:3] == [
        f"created content/events/{EVENT}/round-2.yaml (seed 1)",
        "round 2: 14 players on 2 boards (2 of 7)",
        "sit out (volunteers): hal-hume",
    ]
    assert "repeated powers: none" in out
    # 7 players of round 1's board 1 and 6 of its board 2, plus ole-orsi: at best 3 of
    # each with ole-orsi and 4 + 3 at the other board, C(3,2) + C(3,2) + C(4,2) + C(3,2) =
    # 3 + 3 + 6 + 3 = 15 pairs who met before (4 + 2 with ole-orsi makes 16, 2 + 4 makes 18)
    assert "repeated opponents: 15 pairs (the fewest found)" in out
    boards, data = boards_of(2)
    assert data["sit_outs"] == ["hal-hume"]
    assert [b["board"] for b in boards] == [1, 2]
    seated = [seat["player"] for b in boards for seat in b["powers"].values()]
    assert sorted(seated) == sorted({*PLAYED, NEW[0]} - {"hal-hume"})
    for board in boards:
        assert list(board["powers"]) == list(POWERS)  # in order, each once
        for power, seat_ in board["powers"].items():
            assert seat_.keys() == {"player"}  # the centres are left to fill in
            assert ROUND_1_POWER.get(seat_["player"]) != power  # never the same power
    text = round_file(2).read_text(encoding="utf-8")
    assert "#   Austria: {player: alice-rossi, centres: 9}" in text  # where centres go


def test_same_seed_same_file(
    tmp_path: Path, content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    other = make_club(tmp_path / "other")
    volunteers = ("--two-boards", "bea-bruni", "cyd-conti", "dan-dini")
    argv = ("--round", "2", "--add", *NEW, "--absent", "ada-alba", *volunteers)
    assert seat(*argv, "--seed", "42") == 0
    assert podium("seat", EVENT, "-c", other, *argv, "--seed", "42") == 0
    written = round_file(2).read_bytes()
    assert (other / "events" / EVENT / "round-2.yaml").read_bytes() == written
    boards, data = boards_of(2)
    assert [len(b["powers"]) for b in boards] == [6, 6, 6]  # 15 players, 3 on two boards
    assert data["two_boards"] == ["bea-bruni", "cyd-conti", "dan-dini"]
    round_file(2).unlink()
    capsys.readouterr()
    assert seat(*argv, "--seed", "43", "--explain") == 0
    out = capsys.readouterr().out.splitlines()
    for player in ("bea-bruni", "cyd-conti", "dan-dini"):  # each told where the other board is
        found = [line for line in out if f" {player} " in line and "two boards: also board" in line]
        assert len(found) == 2
    assert round_file(2).read_bytes() != written  # another seed, another draw


def test_fills_a_round_file_without_boards(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The round file ``podium new`` leaves (comments and ``boards: []``) is the draw's."""
    round_file(2).write_text("# Round 2, to seat.\nboards: []\n", encoding="utf-8")
    assert seat("--round", "2", "--seed", "1") == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"filled content/events/{EVENT}/round-2.yaml, which had no boards yet (seed 1)"
    boards, _ = boards_of(2)
    assert sorted(p["player"] for b in boards for p in b["powers"].values()) == sorted(PLAYED)


def test_never_overwrites(content: Path, capsys: pytest.CaptureFixture[str]) -> None:
    round_file(2).write_text("boards: []\nsit_outs: [ada-alba]\n", encoding="utf-8")
    assert seat("--round", "2", "--seed", "1") == 1
    assert capsys.readouterr().err == (
        f"podium seat: content/events/{EVENT}/round-2.yaml: already exists; "
        "podium never overwrites a file\n"
    )
    assert round_file(2).read_text(encoding="utf-8") == "boards: []\nsit_outs: [ada-alba]\n"
    assert seat("--round", "1", "--seed", "1") == 1
    assert capsys.readouterr().err == (
        f"podium seat: content/events/{EVENT}/round-1.yaml: already exists; "
        "podium never overwrites a file\n"
    )


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ("--add", "ole-orsy"),
            "unknown player 'ole-orsy' (--add); did you mean 'ole-orsi'?",
        ),
        (
            ("--absent", "zed-zorro"),
            "unknown player 'zed-zorro' (--absent); add them with `podium add player`",
        ),
        (
            ("--absent", "ole-orsi"),
            "'ole-orsi' is listed under --absent but played no earlier round; "
            "remove them from --absent",
        ),
        (
            ("--sit-out", "pia-pini"),
            "'pia-pini' does not play round 2 (--sit-out); add them with --add, "
            "or remove them from --sit-out",
        ),
        (
            ("--add", "ole-orsi"),
            "15 players cannot make boards of 7 and 6; it takes 1 volunteer to sit out "
            "(--sit-out) or 3 to play two boards (--two-boards), or smaller boards "
            "(--allow-small)",
        ),
        (
            ("--refuse-top", "ada-alba"),
            "--refuse-top is for the top table; add --top-table, or leave it out",
        ),
        (
            ("--sit-out", "ada-alba", "--two-boards", "ada-alba"),
            "'ada-alba' is listed under --sit-out and --two-boards; keep one",
        ),
    ],
)
def test_refusals(
    content: Path, capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], message: str
) -> None:
    assert seat("--round", "2", "--seed", "1", *argv) == 1
    assert capsys.readouterr().err == f"podium seat: {message}\n"
    assert not round_file(2).exists()


def test_only_the_next_round(content: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert seat("--round", "3", "--seed", "1") == 1
    assert capsys.readouterr().err == (
        "podium seat: round 3 cannot be seated: the event has 1 round; the next round is 2\n"
    )


def test_unknown_event(content: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert podium("seat", "2025-test-opne", "--round", "2", "-c", "content") == 1
    assert capsys.readouterr().err == (
        "podium seat: no event '2025-test-opne' in content/events; did you mean '2025-test-open'?\n"
    )


def test_content_with_problems_is_refused(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    event = content / "events" / EVENT / "event.yaml"
    event.write_text(event.read_text("utf-8") + "links: [[ada-alba, bea-brunni]]\n", "utf-8")
    assert seat("--round", "2", "--seed", "1") == 1
    assert capsys.readouterr().err == (
        f"content/events/{EVENT}/event.yaml:4:20: unknown player 'bea-brunni' in link 1; "
        "did you mean 'bea-bruni'?\n"
        "1 problem in 1 file\n"
    )
    assert not round_file(2).exists()


def test_ids_from_a_file(content: Path, capsys: pytest.CaptureFixture[str]) -> None:
    Path("more.txt").write_text("ole-orsi\npia-pini\n", encoding="utf-8")
    volunteers = ("--sit-out", "ada-alba", "bea-bruni")
    assert seat("--round", "2", "--seed", "5", "--add", "@more.txt", *volunteers) == 0
    boards, data = boards_of(2)
    seated = {seat["player"] for b in boards for seat in b["powers"].values()}
    assert seated == {*PLAYED, *NEW} - {"ada-alba", "bea-bruni"}
    assert data["sit_outs"] == ["ada-alba", "bea-bruni"]


def test_links_kept_apart(content: Path, capsys: pytest.CaptureFixture[str]) -> None:
    event = content / "events" / EVENT / "event.yaml"
    links = "links: [[ada-alba, bea-bruni], [cyd-conti, ivo-izzo]]\n"
    event.write_text(event.read_text("utf-8") + links, "utf-8")
    assert seat("--round", "2", "--seed", "9", "--explain") == 0
    out = capsys.readouterr().out.splitlines()
    assert "links: 2, all kept apart" in out
    boards, _ = boards_of(2)
    for board in boards:
        here = {seat["player"] for seat in board["powers"].values()}
        assert not {"ada-alba", "bea-bruni"} <= here
        assert not {"cyd-conti", "ivo-izzo"} <= here
        other = 2 if board["board"] == 1 else 1
        if "ada-alba" in here:
            assert f"  linked: ada-alba here; bea-bruni on board {other}" in out


def test_a_link_larger_than_the_boards(content: Path, capsys: pytest.CaptureFixture[str]) -> None:
    event = content / "events" / EVENT / "event.yaml"
    links = "links: [[ada-alba, bea-bruni, cyd-conti]]\n"  # three players, two boards
    event.write_text(event.read_text("utf-8") + links, "utf-8")
    assert seat("--round", "2", "--seed", "9") == 0
    assert "links: 1, 1 linked pair together (no draw found without)" in capsys.readouterr().out


def test_top_table_with_a_refusal(content: Path, capsys: pytest.CaptureFixture[str]) -> None:
    reading = read(content)
    ranking = [s.player for s in reading.results[EVENT].ranking]
    assert seat("--round", "2", "--seed", "3", "--top-table", "--refuse-top", ranking[1]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[2] == f"top table: board 1, the first 7 of the ranking; refused: {ranking[1]}"
    boards, data = boards_of(2)
    top = boards[0]
    assert top["board"] == 1 and top["top_table"] is True
    assert {s["player"] for s in top["powers"].values()} == {ranking[0], *ranking[2:8]}
    assert data["refused_top_table"] == [ranking[1]]
    assert "top_table" not in boards[1]
    assert {s["player"] for s in boards[1]["powers"].values()} == {ranking[1], *ranking[8:]}


def test_a_board_of_six(content: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert seat("--round", "2", "--seed", "2", "--absent", "nia-neri") == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1] == "round 2: 13 players on 2 boards (1 of 7, 1 of 6)"
    assert out[3] == "boards of 6: 2 (Italy in civil disorder, or the variant without Turkey)"
    boards, _ = boards_of(2)
    assert list(boards[1]["powers"]) == [p for p in POWERS if p != "Italy"]
    text = round_file(2).read_text(encoding="utf-8")
    assert "    # 6 players (rule 8.4): Italy in civil disorder, or the players\n" in text


def test_small_boards_only_when_allowed(content: Path, capsys: pytest.CaptureFixture[str]) -> None:
    absent = ("--absent", "ada-alba", "bea-bruni", "cyd-conti", "dan-dini", "eva-esti")
    assert seat("--round", "2", "--seed", "2", *absent) == 1
    assert capsys.readouterr().err == (
        "podium seat: 9 players cannot make boards of 7 and 6; it takes 2 volunteers to sit "
        "out (--sit-out) or 3 to play two boards (--two-boards), or smaller boards "
        "(--allow-small)\n"
    )
    assert seat("--round", "2", "--seed", "2", *absent, "--allow-small") == 0
    assert (
        capsys.readouterr().out.splitlines()[1] == "round 2: 9 players on 2 boards (1 of 5, 1 of 4)"
    )
    boards, _ = boards_of(2)
    assert [len(b["powers"]) for b in boards] == [5, 4]


def test_top_table_only_where_the_rules_have_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    rules = "rules: {top_table_bonus_percent: 0, top_table_winner_bonus: 0, top_table_podium: 0}\n"
    make_club(tmp_path, event_extra=rules)
    assert seat("--round", "2", "--seed", "1", "--top-table") == 1
    assert capsys.readouterr().err == (
        f"podium seat: the rules of {EVENT} have no top table (no bonus, winner bonus or "
        "podium for it); leave out --top-table, or set rules: top_table_bonus_percent in "
        "event.yaml\n"
    )


def test_the_top_table_summary(content: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert seat("--round", "2", "--seed", "3", "--top-table", "--explain") == 0
    out = capsys.readouterr().out.splitlines()
    assert out[2] == "top table: board 1, the first 7 of the ranking"
    assert any(line.endswith(", the top table aside") for line in out)
    assert (
        "board 1, top table: the first 7 of the ranking after round 1; powers drawn in "
        "ranking order"
    ) in out


def test_only_diplomacy_boards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    shutil.copytree(Path(__file__).resolve().parents[2] / "content", tmp_path / "content")
    monkeypatch.chdir(tmp_path)
    assert podium("seat", "2024-league-season", "--round", "7", "--seed", "1") == 1
    assert capsys.readouterr().err == (
        "podium seat: 2024-league-season is scored with league, not on Diplomacy boards; "
        "podium seat draws Diplomacy boards of 7 only\n"
    )


def test_a_seated_round_is_a_round_in_play(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The file podium seat writes is a valid draw: the round is in play until its results
    are in, and the round after it cannot be seated before."""
    assert seat("--round", "2", "--seed", "1") == 0
    event = next(e for e in read(content).club.events if e.id == EVENT)
    assert [r.number for r in event.rounds] == [1]
    assert event.in_play is not None and event.in_play.number == 2
    capsys.readouterr()
    assert seat("--round", "3", "--seed", "1") == 1
    assert capsys.readouterr().err == (
        "podium seat: round 2 is in play: its draw is out but not all its results; "
        "enter the results of round 2, then seat round 3\n"
    )
    assert not round_file(3).exists()
