"""A round in play: the draw is published before the results (docs/content-format.md,
"Rounds in play"). ``club/`` is a club whose event has round 1 scored and round 2 in play
(board 1 finished, board 2, the top table, still being played)."""

from __future__ import annotations

import json
import shutil
import tempfile
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from podium.build import service
from podium.build.pipeline import build
from podium.cli import main
from podium.content.format_problems import plain_list
from podium.content.problems import ContentError
from podium.model import DrawnBoard, DrawnSeat, Where
from podium.outputs.results_json import results_data
from podium.scoring.results import EventResult
from podium.scoring.tournament import with_round_in_play
from tests.conftest import BASE, Writer
from tests.test_export import DOCUMENT_KEYS

CLUB = Path(__file__).parent / "club"
EVENT_ID = "2025-spring-cup"
ROUND = "events/2024-open/round-1.yaml"
ROUND_2 = "events/2024-open/round-2.yaml"
EVENT = "events/2024-open/event.yaml"
R1 = "content/events/2024-open/round-1.yaml"
R2 = "content/events/2024-open/round-2.yaml"

DRAW = """\
boards:
  - board: 1
    powers:
      Austria: {player: alice-rossi}
      England: {player: bob-smith}
      France: {player: null}
      Germany: {player: dan-gialli}
      Italy: {player: eve-neri}
      Russia: {player: frank-blu}
      Turkey: {player: hugo-rosa}
"""


def problems(root: Path) -> list[str]:
    try:
        service.load(root)
    except ContentError as error:
        return [str(p) for p in error.problems]
    return []


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("in-play") / "_site"
    build(CLUB, out)
    return out


def page(site: Path, path: str) -> str:
    return (site / path / "index.html").read_text(encoding="utf-8")


# --------------------------------------------------------------------------- loading


def test_the_round_in_play_is_kept_apart_from_the_rounds_scored() -> None:
    club = service.load(CLUB)
    (event,) = club.events
    assert [r.number for r in event.rounds] == [1]
    assert event.in_play is not None and event.in_play.number == 2
    assert [b.board for b in event.in_play.boards] == ["1"]  # its results are in
    (drawn,) = event.in_play.drawn
    assert drawn.board == "2" and drawn.top_table
    file = str(CLUB / "events" / EVENT_ID / "round-2.yaml")
    assert drawn.seats[:3] == (
        DrawnSeat("alessandra-ferri", "Austria", Where(file, ("boards", 1, "powers", "Austria"))),
        DrawnSeat("marco-esposito", "England", Where(file, ("boards", 1, "powers", "England"))),
        DrawnSeat(None, "France", Where(file, ("boards", 1, "powers", "France"))),
    )
    assert [b.board for b in event.in_play.every_board] == ["1", "2"]


def test_check_says_which_round_is_in_play(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(CLUB)]) == 0
    assert capsys.readouterr().out == (
        "ok: 1 event, 1 round, 2 boards checked; "
        "2025-spring-cup: round 2 in play (1 board without results)\n"
    )


def test_the_standings_are_the_ranking_of_the_rounds_scored(tmp_path: Path) -> None:
    """The round in play changes no score: the event scores as if it had only round 1."""
    without = tmp_path / "club"
    shutil.copytree(CLUB, without)
    (without / "events" / EVENT_ID / "round-2.yaml").unlink()
    playing = service.read(CLUB).results[EVENT_ID]
    done = service.read(without).results[EVENT_ID]
    assert playing.ranking == done.ranking
    club = service.load(CLUB)
    data = results_data(playing, club)
    assert [r["round"] for r in data.pop("in_play")] == [2]
    assert data == results_data(done, club)


def test_the_pages_count_the_finished_boards_of_the_round_in_play(tmp_path: Path) -> None:
    """What the pages show while round 2 is in play with its board 1 finished: the event
    scored as if round 2 had only that board (and its sit-out), marked provisional."""
    only_finished = tmp_path / "club"
    shutil.copytree(CLUB, only_finished)
    round_2 = only_finished / "events" / EVENT_ID / "round-2.yaml"
    text = round_2.read_text(encoding="utf-8")
    round_2.write_text(text[: text.index("  - board: 2")] + "sit_outs: [federico-bianchi]\n")
    official = service.read(CLUB).results[EVENT_ID]
    so_far = with_round_in_play(official, service.load(CLUB).players)
    done = service.read(only_finished).results[EVENT_ID]
    assert (official.provisional, so_far.provisional, done.provisional) == (None, 2, None)
    assert so_far.ranking == done.ranking

    def scores(result: EventResult) -> list[tuple[int, str, list[Fraction | None]]]:
        return [(b.round, b.board.board, [s.score for s in b.seats]) for b in result.boards]

    assert scores(so_far) == scores(done)
    assert so_far.round_numbers == (1, 2) and official.round_numbers == (1,)
    assert with_round_in_play(done, {}) is done  # no round in play: as it is


def test_a_round_in_play_with_no_round_scored(club: Writer) -> None:
    root = club({ROUND: DRAW})
    event = service.load(root).events[0]
    assert event.rounds == () and event.in_play is not None
    result = service.read(root).results["2024-open"]
    assert result.ranking == ()


def test_placement_and_team_boards_in_play(club: Writer) -> None:
    placement = """\
    boards:
      - board: 1
        game: Cartagena
        players: [{player: alice-rossi}, {player: bob-smith}, {player: carol-bianchi}]
    """
    root = club({EVENT: BASE[EVENT].replace("italia-2010", "league"), ROUND: placement})
    (drawn,) = service.load(root).events[0].in_play.drawn  # type: ignore[union-attr]
    assert drawn.game == "Cartagena"
    assert [(s.player, s.label) for s in drawn.seats] == [
        ("alice-rossi", ""),
        ("bob-smith", ""),
        ("carol-bianchi", ""),
    ]
    team = """\
    boards:
      - board: 1
        sides:
          Allies: [{player: alice-rossi, units: 2}]
          Central Powers: [{player: bob-smith}]
    """
    root = club({EVENT: BASE[EVENT].replace("italia-2010", "blue-max"), ROUND: team})
    (drawn,) = service.load(root).events[0].in_play.drawn  # type: ignore[union-attr]
    assert isinstance(drawn, DrawnBoard)
    assert [(s.player, s.label) for s in drawn.seats] == [
        ("alice-rossi", "Allies"),
        ("bob-smith", "Central Powers"),
    ]


# --------------------------------------------------------------------------- problems


def test_a_partly_filled_board_is_located_at_its_first_missing_power(club: Writer) -> None:
    text = DRAW.replace("{player: bob-smith}", "{player: bob-smith, centres: 9}")
    assert problems(club({ROUND: text})) == [
        f"{R1}:4:7: board 1 is partly filled: Austria, France, Germany, Italy, Russia and "
        "Turkey have no centres; give the centres of every power, or of none while the "
        "board is being played"
    ]


def test_a_partly_filled_placement_board(club: Writer) -> None:
    text = """\
    boards:
      - board: 1
        players:
          - {player: alice-rossi, place: 1}
          - {player: bob-smith}
          - {player: carol-bianchi}
    """
    root = club({EVENT: BASE[EVENT].replace("italia-2010", "league"), ROUND: text})
    assert problems(root) == [
        f"{R1}:5:9: board 1 is partly filled: 'bob-smith' and 'carol-bianchi' have neither "
        "'points' nor 'place'; give every player's points (or place), or none while the "
        "board is being played"
    ]


def test_a_partly_filled_team_board(club: Writer) -> None:
    text = """\
    boards:
      - board: 1
        sides:
          Allies:
            - {player: alice-rossi, kills: 1, lost: 0, points: 10}
            - {player: bob-smith, kills: 1}
          Central Powers:
            - {player: carol-bianchi}
    """
    root = club({EVENT: BASE[EVENT].replace("italia-2010", "blue-max"), ROUND: text})
    assert problems(root) == [
        f"{R1}:6:11: player 'bob-smith' on board 1 has no 'lost' and 'points'; "
        "add 'lost' and 'points'",
        f"{R1}:8:11: board 1 is partly filled: 'carol-bianchi' has no kills, lost or points; "
        "give every player's kills, lost and points, or none while the board is being played",
    ]


def test_the_rounds_after_the_round_in_play_wait_for_it(club: Writer) -> None:
    """A schedule written ahead (a league), or a game put off: the rounds after the first
    round with a board without results are checked, not scored."""
    later = BASE[ROUND].replace("alice-rossi", "alice-rosi")
    root = club({ROUND: DRAW, ROUND_2: BASE[ROUND]})
    event = service.load(root).events[0]
    assert event.rounds == ()
    assert [r.number for r in event.unscored] == [1, 2]
    assert event.in_play is event.unscored[0]
    assert service.read(root).results["2024-open"].ranking == ()
    assert problems(club({ROUND: DRAW, ROUND_2: later})) == [
        f"{R2}:4:25: unknown player 'alice-rosi' in board 1, Austria; did you mean 'alice-rossi'?"
    ]


def test_check_says_which_rounds_wait(club: Writer, capsys: pytest.CaptureFixture[str]) -> None:
    root = club({ROUND: DRAW, ROUND_2: DRAW})
    assert main(["check", str(root)]) == 0
    assert capsys.readouterr().out == (
        "ok: 1 event, 0 rounds, 0 boards checked; "
        "2024-open: round 1 in play (2 boards without results in rounds 1-2)\n"
    )


def test_a_board_in_play_has_no_result(club: Writer) -> None:
    text = DRAW.replace("  - board: 1\n", "  - board: 1\n    result: draw\n").replace(
        "{player: eve-neri}", "{player: eve-neri, eliminated: 1905}"
    )
    assert problems(club({ROUND: text})) == [
        f"{R1}:3:5: board 1 has no centres yet, so it cannot give 'result'; give every "
        "power's centres, or remove 'result' while the board is being played",
        f"{R1}:9:33: board 1, Italy is eliminated in 1905 but has no centres yet; give every "
        "power's centres, or remove 'eliminated'",
    ]


def test_the_draw_is_checked_like_any_board(club: Writer) -> None:
    text = DRAW.replace("hugo-rosa", "hugo-rossa").replace(
        "{player: null}", "{player: alice-rossi}"
    )
    assert problems(club({ROUND: text})) == [
        f"{R1}:6:24: player 'alice-rossi' is on board 1 twice (Austria and France); a player "
        "has one seat per board; fix one of them",
        f"{R1}:10:24: unknown player 'hugo-rossa' in board 1, Turkey; did you mean 'hugo-rosa'?",
    ]


# --------------------------------------------------------------------------- pages


def test_the_round_page_shows_the_draw(site: Path) -> None:
    html = page(site, f"events/{EVENT_ID}/round-2")
    assert '<span class="tag in-play">In play</span>' in html
    assert "This is the draw: a board&#39;s scores are published as soon as its results" in html
    finished = "Finished: see its scores, provisional until the round is complete."
    assert f'<a href="board-1/index.html">{finished}</a>' in html  # board 1
    board_2 = html[html.index('id="board-2"') :]
    assert "★ Top table" in board_2
    for name in ("Alessandra Ferri", "Marco Esposito", "Tommaso Villa", "Camille Durand"):
        assert name in board_2
    assert "<em>civil disorder</em>" in board_2
    assert 'class="num"' not in html  # no scores, no centres
    assert "Federico Bianchi" in html[html.index('id="sit-outs"') :]


def test_each_board_of_the_round_in_play_has_its_page(site: Path) -> None:
    html = page(site, f"events/{EVENT_ID}/round-2/board-2")
    assert "<title>Board 2 · Round 2 · Spring Cup 2025" in html
    assert '<span class="tag in-play">In play</span>' in html
    assert '<a class="player" href="../../../../players/alessandra-ferri/index.html"' in html
    assert (site / f"events/{EVENT_ID}/round-2/board-1/index.html").is_file()


def test_the_event_page_shows_the_standings_so_far(site: Path) -> None:
    html = page(site, f"events/{EVENT_ID}")
    title = "Standings so far, provisional: after round 1, and round 2 with 1 of 2 boards entered"
    assert f'<h2 id="ranking">{title}</h2>' in html  # with round 2's board 1
    assert "Final ranking" not in html
    assert (
        '<p class="in-play" data-pagefind-ignore><span class="tag in-play">In play</span> '
        "Round 2 is being played. 7 of 13 have a result in round 2. "
        '<a href="round-2/index.html">See the draw</a></p>'
    ) in html
    assert '<li><a href="round-1/index.html">Round 1</a></li>' in html


def test_the_player_page_links_the_current_board(site: Path) -> None:
    html = page(site, "players/alessandra-ferri")
    playing = html[html.index('id="playing"') : html.index("</section>")]
    assert '<a href="../../events/2025-spring-cup/round-2/board-2/index.html">' in playing
    assert "Round 2, board 2</a>" in playing
    assert "Austria" in playing
    assert 'id="playing"' not in page(site, "players/federico-bianchi")  # sits out


def test_the_home_page_names_no_winner_while_a_round_is_in_play(site: Path) -> None:
    assert 'class="winner"' not in page(site, "")


def test_results_json_gives_the_draw(site: Path) -> None:
    data = json.loads((site / f"events/{EVENT_ID}/results.json").read_text(encoding="utf-8"))
    assert [r["round"] for r in data["rounds"]] == [1]
    assert list(data) == [*DOCUMENT_KEYS, "in_play"]
    (playing,) = data["in_play"]
    assert playing["round"] == 2
    assert playing["sit_outs"] == ["federico-bianchi"]
    one, two = playing["boards"]
    assert (one["board"], one["top_table"], one["finished"]) == ("1", False, True)
    assert (two["board"], two["top_table"], two["finished"]) == ("2", True, False)
    assert two["seats"] == [
        {"player": "alessandra-ferri", "power": "Austria"},
        {"player": "marco-esposito", "power": "England"},
        {"player": None, "power": "France"},
        {"player": "tommaso-villa", "power": "Germany"},
        {"player": "sara-lombardi", "power": "Italy"},
        {"player": "paolo-greco", "power": "Russia"},
        {"player": "camille-durand", "power": "Turkey"},
    ]
    assert one["seats"][0] == {"player": "andrea-colombo", "power": "Austria"}
    assert "score" not in json.dumps(playing)


def test_podium_score_shows_the_boards_with_results_of_a_round_in_play(
    capsys: pytest.CaptureFixture[str],
) -> None:
    file = CLUB / "events" / EVENT_ID / "round-2.yaml"
    assert main(["score", str(file)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Round 2, board 1"
    assert out[3].split() == ["Austria", "Andrea", "Colombo", "9", "1", "48"]  # 9 + 1 + 38
    assert out[-1] == (
        f"{file}: round 2 of 2025-spring-cup is in play: board 2 without results yet; "
        "scores here are each board's own, before the round's multipliers"
    )


def test_a_new_draw_rebuilds_the_player_pages_it_changes(tmp_path: Path) -> None:
    """The build keeps a player page whose events did not change it: a draw that seats a
    player elsewhere changes their page, and a cached build makes it like a fresh one."""
    content = tmp_path / "club"
    shutil.copytree(CLUB, content)
    cache = tmp_path / "cache"
    build(content, tmp_path / "site", cache=cache)
    round_2 = content / "events" / EVENT_ID / "round-2.yaml"
    text = round_2.read_text(encoding="utf-8")
    swapped = text.replace("alessandra-ferri}", "x}").replace(
        "marco-esposito}", "alessandra-ferri}"
    )
    round_2.write_text(swapped.replace("x}", "marco-esposito}"), encoding="utf-8")
    build(content, tmp_path / "site", cache=cache)
    build(content, tmp_path / "fresh")
    for player in ("alessandra-ferri", "marco-esposito"):
        cached = page(tmp_path / "site", f"players/{player}")
        assert cached == page(tmp_path / "fresh", f"players/{player}")
    assert (
        "Austria"
        not in page(tmp_path / "site", "players/alessandra-ferri")
        .split('id="playing"')[1]
        .split("</section>")[0]
    )


POWERS = ["Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey"]
SEATED = ["alice-rossi", "bob-smith", "carol-bianchi", "dan-gialli", "eve-neri", "frank-blu"]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.booleans(), min_size=7, max_size=7))
@example([True] * 7)
@example([False] * 7)
@example([False] + [True] * 6)
def test_a_board_is_in_play_or_finished_or_partly_filled(with_centres: list[bool]) -> None:
    """Every power with centres: finished (and scored); none: in play; some: one error, at
    the first power without them, naming every power without them."""
    seated = zip(POWERS, [*SEATED, "gina-verdi"], with_centres, strict=True)
    lines = [  # different counts: no tie for Italia 2010 to break
        f"      {power}: {{player: {player}{f', centres: {i}' if has else ''}}}\n"
        for i, (power, player, has) in enumerate(seated, start=1)
    ]
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder) / "content"
        for name, text in {
            **BASE,
            ROUND: "boards:\n  - board: 1\n    powers:\n" + "".join(lines),
        }.items():
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_text(text, encoding="utf-8")
        found = problems(root)
        if all(with_centres) or not any(with_centres):
            assert found == []
            event = service.load(root).events[0]
            assert (event.in_play is None) == all(with_centres)
            return
    missing = [p for p, has in zip(POWERS, with_centres, strict=True) if not has]
    line = 4 + POWERS.index(missing[0])
    verb = "has" if len(missing) == 1 else "have"
    assert found == [
        f"{root}/events/2024-open/round-1.yaml:{line}:7: board 1 is partly filled: "
        f"{plain_list(missing)} {verb} no centres; give the centres of every power, or of "
        "none while the board is being played"
    ]


def test_standings_so_far_are_no_win_and_no_rank_on_the_player_page(site: Path) -> None:
    """Alessandra Ferri leads after round 1 of 2: her page counts no event win, no best
    rank and no rank chart until the event is over."""
    html = page(site, "players/alessandra-ferri")
    assert "<div><dt>Event wins</dt><dd>0</dd></div>" in html
    assert "<div><dt>Best rank</dt><dd>–</dd></div>" in html
    assert "Rank at each event" not in html
    assert "<div><dt>Events</dt><dd>1</dd></div>" in html
    assert "of 14 so far</a>" in html  # her rank at the event: the standings, not final


def test_the_draw_pages_suggest_a_correction(tmp_path: Path) -> None:
    """A round in play and its boards are round and board pages: with the repository
    known, each links to its round file on GitHub."""
    content = tmp_path / "content"
    shutil.copytree(CLUB, content)
    site_yaml = content / "site.yaml"
    site_yaml.write_text(
        site_yaml.read_text(encoding="utf-8") + "repository: https://github.com/example/results\n",
        encoding="utf-8",
    )
    out = tmp_path / "_site"
    build(content, out)
    edit = f"https://github.com/example/results/edit/main/content/events/{EVENT_ID}/round-2.yaml"
    for path in (f"events/{EVENT_ID}/round-2", f"events/{EVENT_ID}/round-2/board-1"):
        assert f'href="{edit}"' in page(out, path), path


def test_the_home_page_marks_the_event_being_played(site: Path) -> None:
    """No winner yet, and the round being played said where the event is listed."""
    home = (site / "index.html").read_text(encoding="utf-8")
    line = home[home.index("Spring Cup 2025") : home.index("</li>", home.index("Spring Cup 2025"))]
    assert '<span class="tag in-play">Round 2 in play</span>' in line
    assert "won by" not in line


def test_a_finished_board_of_the_round_in_play_that_cannot_be_scored_is_a_problem(
    club: Writer,
) -> None:
    tied = BASE[ROUND].replace("bob-smith, centres: 8", "bob-smith, centres: 9")
    drawn = "\n  - board: 2\n    powers:\n      Austria: {player: hugo-rosa}\n" + "".join(
        f"      {power}: {{player: null}}\n"
        for power in ("England", "France", "Germany", "Italy", "Russia", "Turkey")
    )
    root = club({ROUND: tied + drawn})
    assert problems(root) == [
        f"{R1}:4:16: round 1, board 1: Austria and England are tied on 9 centres for 1st–2nd "
        "place, and the tie cannot be broken without their centre counts for 1901–1906; "
        "give `centres` for Austria and England as a list of 7 counts, one per year from "
        "1901 to 1907, or the director's order of the tied powers, best first: "
        "order: [Austria, England]"
    ]
