"""``podium import csv``: spreadsheets as LibreOffice and Excel save them become round files.

The files in ``spreadsheets/`` are byte-exact exports: Excel's "CSV UTF-8" in French (a
byte-order mark, semicolons, CRLF, blank rows at the end), LibreOffice in Italian
(semicolons, decimal commas, a thousands dot, blank rows), Excel's plain "CSV" on Windows
(Windows-1252, not UTF-8) and LibreOffice's tab-separated text.
"""

from __future__ import annotations

import csv
import io
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from podium.build import service
from podium.cli import main
from podium.model import DiplomacyBoard, Event, PlacementBoard, TeamBoard
from podium.numbers import text as number_text
from podium.outputs.ranking_csv import ranking_csv
from podium.tools import csv_table, csv_yaml, files

ROOT = Path(__file__).resolve().parents[2]
SHEETS = Path(__file__).parent / "spreadsheets"


def podium(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def club(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A club made by ``podium init``, with two players; returns its content folder."""
    assert main(["init", str(tmp_path / "club"), "--title", "Club", "--pin", "pypi"]) == 0
    content = tmp_path / "club" / "content"
    players = content / "players.yaml"
    players.write_text(
        players.read_text()
        + "zoe-obrien:\n  name: Zoë O'Brien\nbruno-marchetti:\n  name: Bruno Marchetti\n"
    )
    capsys.readouterr()
    return content


def tree(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()
    }


def csv_file(tmp_path: Path, text: str, name: str = "results.csv") -> str:
    path = tmp_path / name
    path.write_bytes(text.encode("utf-8"))
    return str(path)


def import_csv(content: Path, *args: str) -> list[str]:
    return ["import", "csv", *args, "-c", str(content)]


# --------------------------------------------------------------------------- spreadsheets


def test_excel_french_with_a_byte_order_mark_and_year_columns(
    club: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = SHEETS / "excel-fr-utf8-bom.csv"
    status, out, err = podium(
        capsys,
        *import_csv(club, str(sheet), "--event", "2019-open", "--scoring", "italia-2010"),
        "--date",
        "2019-05-10",
        "--name",
        "Open de Namur 2019",
    )
    assert (status, err) == (0, "")
    event = club / "events" / "2019-open"
    assert out.splitlines() == [
        f"created {event.as_posix()}/event.yaml",
        f"created {event.as_posix()}/round-1.yaml",
        f"added to {club.as_posix()}/players.yaml: Jean Dupont (jean-dupont), "
        "Amélie Léger (amelie-leger), Lukas Weber (lukas-weber), Sara Lombardi (sara-lombardi), "
        "Camille Durand (camille-durand), Ferri, Alessandra (ferri-alessandra)",
        "ok: 1 round, 1 board; 6 new players, 1 found in players.yaml",
    ]
    assert (event / "event.yaml").read_text() == (
        "# yaml-language-server: $schema=../../../schemas/event.schema.json\n"
        "# Imported from excel-fr-utf8-bom.csv by podium import csv.\n"
        "name: Open de Namur 2019\n"
        "start: 2019-05-10\n"
        "scoring: italia-2010\n"
    )
    assert (event / "round-1.yaml").read_text() == (
        "# yaml-language-server: $schema=../../../schemas/round-diplomacy.schema.json\n"
        "# Round 1 of 2019-open, imported from excel-fr-utf8-bom.csv by podium import csv.\n"
        "boards:\n"
        "  - board: 1\n"
        "    powers:\n"
        "      Austria: {player: zoe-obrien, centres: [5, 6, 6, 5, 4, 3, 3]}\n"
        "      England: {player: jean-dupont, centres: [4, 5, 6, 7, 7, 8, 8]}\n"
        "      France: {player: amelie-leger, centres: [5, 6, 6, 7, 8, 8, 8]}\n"
        "      Germany: {player: lukas-weber, centres: [5, 5, 4, 3, 2, 1, 0]}\n"
        "      Italy: {player: sara-lombardi, centres: [4, 5, 5, 5, 6, 6, 7]}\n"
        "      Russia: {player: camille-durand, centres: [5, 4, 4, 4, 4, 5, 5]}\n"
        "      Turkey: {player: ferri-alessandra, centres: [4, 3, 3, 3, 3, 3, 3]}\n"
    )
    reading = service.read(club)
    assert reading.problems == ()
    assert reading.club.players["ferri-alessandra"].name == "Ferri, Alessandra"


def test_libreoffice_italian_with_decimal_commas(
    club: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = SHEETS / "libreoffice-it-semicolon.csv"
    args = import_csv(club, str(sheet), "--event", "2019-lega", "--scoring", "league")
    status, _, err = podium(capsys, *args, "--date", "2019-09-05")
    assert (status, err) == (0, "")
    assert (club / "events/2019-lega/round-1.yaml").read_text().splitlines()[2:] == [
        "boards:",
        "  - board: 1",
        "    game: Cartagena",
        "    players:",
        "      - {player: chiara-galli, points: 32.5}",
        "      - {player: davide-russo, points: 28}",
        "      - {player: elena-moretti, points: 28}",
        "      - {player: federico-bianchi, points: 10}",
        "  - board: 2",
        "    game: Carcassonne",
        "    players:",
        "      - {player: giulia-conti, points: 1012.5}",
        "      - {player: luca-ricci, points: 98}",
        "      - {player: marco-esposito, points: -3}",
    ]
    assert (club / "events/2019-lega/round-2.yaml").is_file()
    assert service.read(club).problems == ()


def test_excel_windows_1252_is_read_with_a_note(
    club: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = SHEETS / "excel-it-cp1252.csv"
    args = import_csv(club, str(sheet), "--event", "2019-coppa", "--scoring", "c-diplo")
    status, out, err = podium(capsys, *args, "--date", "2019-03-01")
    assert status == 0
    assert err == f"note: {sheet.as_posix()} is not UTF-8; read it as Windows-1252 (cp1252)\n"
    assert "Zoë Müller (zoe-muller), Renée Noël (renee-noel)" in out
    # Bruno Marchetti is in players.yaml: his id is reused, not a new one made
    assert "Renée Noël (renee-noel), Chiara Galli (chiara-galli)" in out
    assert "1 found in players.yaml" in out
    round_1 = (club / "events/2019-coppa/round-1.yaml").read_text()
    assert "      France: {player: bruno-marchetti, centres: 5}\n" in round_1


def test_libreoffice_tab_separated_team_game(
    club: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = SHEETS / "libreoffice-en-tab.csv"
    args = import_csv(club, str(sheet), "--event", "2019-blue-max", "--scoring", "blue-max")
    status, _, err = podium(capsys, *args, "--date", "2019-11-14")
    assert (status, err) == (0, "")
    assert (club / "events/2019-blue-max/round-1.yaml").read_text().splitlines()[2:] == [
        "boards:",
        "  - board: 1",
        "    sides:",
        "      Allies:",
        "        - {player: oliver-hughes, kills: 1, lost: 0, points: 80}",
        "        - {player: siobhan-obrien, kills: 1, lost: 0, points: 60}",
        "      Central Powers:",
        "        - {player: anna-schmidt, kills: 0, lost: 1, points: 10}",
        "        - {player: javier-garcia, kills: 1, lost: 0, points: 60}",
    ]


def test_one_file_per_round_without_a_round_column(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    head = "Board,Power,Player,Centres\n"
    seats = "".join(
        f"1,{p},P{i},{c}\n"
        for i, (p, c) in enumerate(zip("AEFGIRT", [6, 5, 7, 3, 4, 8, 1], strict=True))
    )
    first = csv_file(tmp_path, head + seats, "evening-1.csv")
    second = csv_file(tmp_path, head + seats, "evening-2.csv")
    args = import_csv(club, first, second, "--event", "2019-cup", "--scoring", "c-diplo")
    assert podium(capsys, *args, "--date", "2019-01-01")[0] == 0
    # a third evening later: the next round of the existing event
    third = csv_file(tmp_path, head + seats, "evening-3.csv")
    status, out, _ = podium(
        capsys, *import_csv(club, third, "--event", "2019-cup", "--scoring", "c-diplo")
    )
    assert status == 0
    assert f"created {club.as_posix()}/events/2019-cup/round-3.yaml" in out
    assert "0 new players, 7 found in players.yaml" in out


def test_map_names_a_column(club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = "Partita,Tav,Paese,Chi,SC\n" + "".join(
        f"1,1,{p},P{i},{c}\n"
        for i, (p, c) in enumerate(zip("AEFGIRT", [6, 5, 7, 3, 4, 8, 1], strict=True))
    )
    args = import_csv(club, csv_file(tmp_path, text), "--event", "x", "--scoring", "c-diplo")
    maps = ["--map", "Partita=round", "--map", "tav=board", "--map", "Chi=player"]
    status, _, err = podium(capsys, *args, *maps, "--date", "2019-01-01")
    assert (status, err) == (0, "")


# --------------------------------------------------------------------------- problems


def diplomacy(rows: list[str], head: str = "Round;Board;Power;Player;Centres") -> str:
    return "".join(f"{line}\n" for line in [head, *rows])


NAMES = dict(
    zip(
        "AEFGIRT",
        [
            "Anna Bruni",
            "Carlo Dini",
            "Elisa Fontana",
            "Gino Hauser",
            "Ivo Jelinek",
            "Katia Lupo",
            "Mirko Nervi",
        ],
        strict=True,
    )
)
SEVEN = [f"1;1;{p};{NAMES[p]};{c}" for p, c in zip("AEFGIRT", [6, 5, 7, 3, 4, 8, 1], strict=True)]


@pytest.mark.parametrize(
    ("text", "problems"),
    [
        pytest.param(
            diplomacy([*SEVEN[:6], "1;1;Turkey;Mirko Nervi;uno"]),
            ["8:5: 'Centres' is 'uno', not a number; write a number like 7"],
            id="not-a-number",
        ),
        pytest.param(
            diplomacy([*SEVEN[:6], "1;1;Turkey;Mirko Nervi;1,5"]),
            ["8:5: 'Centres' is '1,5', not a whole number; write a whole number like 7"],
            id="not-whole",
        ),
        pytest.param(
            diplomacy([*SEVEN[:6], "1;1;;Mirko Nervi;1"]),
            ["8:3: 'Power' is empty; fill it in"],
            id="empty-power",
        ),
        pytest.param(
            diplomacy([*SEVEN[:6], "1;;Turkey;Mirko Nervi;1"]),
            ["8:2: the board is empty; give the board's number"],
            id="empty-board",
        ),
        pytest.param(
            diplomacy([*SEVEN[:6], "x;1;Turkey;Mirko Nervi;1"]),
            ["8:1: the round is 'x'; write the round's number, 1 to 99"],
            id="bad-round",
        ),
        pytest.param(
            diplomacy(SEVEN, head="Round;Board;Player;Centres"),
            [
                "1:1: no column for 'power' (power, country, potenza, ...); add it, or name "
                "the column that holds it with --map HEADING=power"
            ],
            id="missing-column",
        ),
        pytest.param(
            diplomacy(SEVEN, head="Round;Board;Power;Giocatore;Nome"),
            [
                "1:5: two columns hold 'player': 'Giocatore' and 'Nome'; rename one, or say "
                "which with --map"
            ],
            id="two-columns",
        ),
        pytest.param(
            diplomacy(
                [f"{r};Draw" for r in SEVEN[:6]] + [f"{SEVEN[6]};Solo"],
                head="Round;Board;Power;Player;Centres;Result",
            ),
            [
                "8:6: board 1 of round 1 has result 'Draw' on row 2 and 'Solo' here; give "
                "the board one value"
            ],
            id="board-values-disagree",
        ),
        pytest.param(
            diplomacy(
                [*SEVEN[:6], "1;1;Turkey;Mirko Nervi;2;1;1"],
                head="Round;Board;Power;Player;Centres;1901;1902",
            ),
            ["8:5: the final count 2 is not 1902's 1; make the two agree"],
            id="final-and-years-disagree",
        ),
        pytest.param(
            diplomacy([*SEVEN, "1;1;Spain;Olga Pardo;0"]),
            [
                "9:3: unknown power 'Spain' in board 1; write Austria, England, France, "
                "Germany, Italy, Russia or Turkey (or just the first letter)"
            ],
            id="eighth-power",
        ),
        pytest.param(
            diplomacy([*SEVEN[:6], "1;1;Austria;Olga Pardo;1"]),
            ["8:3: board 1 of round 1 has Austria on row 2 and here; give each power once"],
            id="power-twice",
        ),
        pytest.param(
            diplomacy([*SEVEN[:6], "1;1;Turkey;Mirko Nervi;35"]),
            [
                "8:5: centre count 35 in board 1, Turkey is outside 0-34; fix the count",
            ],
            id="over-34",
        ),
        pytest.param(
            diplomacy(["1;1;Austria;Anna Bruni;20", "1;1;England;Carlo Dini;20"]),
            [
                "2:2: the centres on board 1 add up to 40 in 1907, more than the 34 on the "
                "map; check the counts for 1907"
            ],
            id="sum-over-34",
        ),
        pytest.param(
            diplomacy([*SEVEN[:6], "1;1;Turkey;Anna Bruni;1"]),
            [
                "8:4: player 'anna-bruni' is on board 1 twice (Austria and Turkey); a player "
                "has one seat per board; fix one of them"
            ],
            id="player-twice",
        ),
        pytest.param(  # a new player's name is refused in players.yaml: shown at its cell
            diplomacy([*SEVEN[:6], "1;1;Turkey;Mirko\x07 Nervi;1"]),
            [
                "8:4: 'name' in player mirko-nervi must be one line of text, without tabs, "
                "control or invisible characters, not 'Mirko\\x07 Nervi'; remove the tabs, "
                "line breaks, control and invisible characters"
            ],
            id="name-control-character",
        ),
        pytest.param(
            diplomacy(
                ["1;1;Austria;Anna \u202eBruni;6", *SEVEN[1:6], "2;1;Austria;Anna \u202eBruni;1"]
            ),
            [
                "2:4: 'name' in player anna-bruni must be one line of text, without tabs, "
                "control or invisible characters, not 'Anna \\u202eBruni'; remove the tabs, "
                "line breaks, control and invisible characters"
            ],
            id="name-right-to-left-override",
        ),
    ],
)
def test_every_problem_is_located_at_its_row_and_column(
    text: str,
    problems: list[str],
    club: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    sheet = csv_file(tmp_path, text)
    before = tree(club.parent)
    args = import_csv(club, sheet, "--event", "2019-cup", "--scoring", "c-diplo")
    status, out, err = podium(capsys, *args, "--date", "2019-01-01")
    assert (status, out) == (1, "")
    assert err.splitlines() == [
        *(f"{sheet}:{p}" for p in problems),
        "podium import csv: nothing written",
    ]
    assert tree(club.parent) == before


def test_a_close_name_is_asked_about_never_guessed(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = [*SEVEN[1:], "1;1;Austria;Zoe O'Brien;6"]
    sheet = csv_file(tmp_path, diplomacy(rows))
    args = [
        *import_csv(club, sheet, "--event", "e", "--scoring", "c-diplo"),
        "--date",
        "2019-01-01",
    ]
    before = tree(club.parent)
    status, _, err = podium(capsys, *args)
    assert status == 1
    assert err.splitlines() == [
        f"{sheet}:8:4: \"Zoe O'Brien\" is not in players.yaml, but 'Zoë O'Brien' (zoe-obrien) "
        f'is close; if they are the same person add --player "Zoe O\'Brien=zoe-obrien"; if '
        f'not, add --new-player "Zoe O\'Brien"',
        "podium import csv: nothing written",
    ]
    assert tree(club.parent) == before
    # the same person: her id
    status, out, _ = podium(capsys, *args, "--dry-run", "--player", "Zoe O'Brien=zoe-obrien")
    assert status == 0
    assert "      Austria: {player: zoe-obrien, centres: 6}\n" in out
    assert tree(club.parent) == before
    # another person: a new id
    status, out, _ = podium(capsys, *args, "--new-player", "Zoe O'Brien")
    assert status == 0
    assert "Zoe O'Brien (zoe-obrien-2)" in out


def test_close_names_within_the_spreadsheet_are_asked_about(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = [*SEVEN, "2;1;Austria;Renée Noël;6", *(r.replace("1;1;", "2;1;") for r in SEVEN[1:])]
    rows.append("3;1;Austria;Renee Noel;6")
    rows += [r.replace("1;1;", "3;1;") for r in SEVEN[1:]]
    sheet = csv_file(tmp_path, diplomacy(rows))
    args = import_csv(club, sheet, "--event", "e", "--scoring", "c-diplo")
    status, _, err = podium(capsys, *args, "--date", "2019-01-01")
    assert status == 1
    assert err.splitlines()[0] == (
        f"{sheet}:16:4: 'Renee Noel' is not in players.yaml, but 'Renée Noël' "
        "(renee-noel, new in this import) is close; if they are the same person add "
        '--player "Renee Noel=renee-noel"; if not, add --new-player "Renee Noel"'
    )


def test_two_players_of_one_name_must_be_told_apart(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    players = club / "players.yaml"
    players.write_text(players.read_text() + "bruno-marchetti-2:\n  name: Bruno Marchetti\n")
    rows = [*SEVEN[:6], "1;1;Turkey;Bruno Marchetti;1"]
    args = import_csv(
        club, csv_file(tmp_path, diplomacy(rows)), "--event", "e", "--scoring", "c-diplo"
    )
    status, _, err = podium(capsys, *args, "--date", "2019-01-01")
    assert status == 1
    assert err.splitlines()[0].endswith(
        ":8:4: 'Bruno Marchetti' is the name of 2 players (bruno-marchetti, bruno-marchetti-2); "
        'say which with --player "Bruno Marchetti=bruno-marchetti" or '
        '--player "Bruno Marchetti=bruno-marchetti-2"'
    )
    status, _, _ = podium(
        capsys, *args, "--date", "2019-01-01", "--player", "Bruno Marchetti=bruno-marchetti-2"
    )
    assert status == 0
    assert "player: bruno-marchetti-2" in (club / "events/e/round-1.yaml").read_text()


def test_a_round_that_exists_is_never_overwritten(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = csv_file(tmp_path, diplomacy(SEVEN))
    args = [
        *import_csv(club, sheet, "--event", "e", "--scoring", "c-diplo"),
        "--date",
        "2019-01-01",
    ]
    assert podium(capsys, *args)[0] == 0
    before = tree(club.parent)
    status, _, err = podium(capsys, *args)
    assert status == 1
    assert err.splitlines() == [
        f"{sheet}:2:1: round 1 exists already ({club}/events/e/round-1.yaml); podium never "
        "overwrites a file; import only the new rounds",
        "podium import csv: nothing written",
    ]
    assert tree(club.parent) == before


def test_a_new_event_needs_its_date(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = csv_file(tmp_path, diplomacy(SEVEN))
    status, _, err = podium(
        capsys, *import_csv(club, sheet, "--event", "e", "--scoring", "c-diplo")
    )
    assert status == 1
    assert err.splitlines()[0] == (
        f"{club}/events/e: the event 'e' is new; give its first day with --date YYYY-MM-DD "
        "(and its name with --name)"
    )


def test_the_scoring_system_must_be_the_events(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = csv_file(tmp_path, diplomacy(SEVEN))
    args = [
        *import_csv(club, sheet, "--event", "e", "--scoring", "c-diplo"),
        "--date",
        "2019-01-01",
    ]
    assert podium(capsys, *args)[0] == 0
    status, _, err = podium(
        capsys, *import_csv(club, sheet, "--event", "e", "--scoring", "italia-2010")
    )
    assert status == 1
    assert err.splitlines()[0] == (
        f"{club}/events/e/event.yaml: the event is scored with 'c-diplo', not 'italia-2010'; "
        "import with --scoring c-diplo"
    )


def test_dry_run_writes_nothing(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = csv_file(tmp_path, diplomacy(SEVEN))
    before = tree(club.parent)
    args = import_csv(club, sheet, "--event", "e", "--scoring", "c-diplo")
    status, out, err = podium(capsys, *args, "--date", "2019-01-01", "--dry-run")
    assert (status, err) == (0, "")
    assert tree(club.parent) == before
    assert out.splitlines()[0] == f"--- {club.as_posix()}/events/e/event.yaml (new file)"
    assert (
        f"--- {club.as_posix()}/players.yaml (added at the end)\nanna-bruni:\n  name: Anna Bruni\n"
        in out
    )
    assert out.endswith(
        "ok: 1 round, 1 board; 7 new players, 0 found in players.yaml\ndry run: nothing written\n"
    )


def test_unknown_columns_are_left_out_with_a_note(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = [f"{r};ok" for r in SEVEN]
    sheet = csv_file(tmp_path, diplomacy(rows, head="Round;Board;Power;Player;Centres;Notes"))
    args = import_csv(club, sheet, "--event", "e", "--scoring", "c-diplo")
    status, _, err = podium(capsys, *args, "--date", "2019-01-01")
    assert status == 0
    assert err == f"note: {sheet}: column 6 ('Notes') is not one podium reads; it is left out\n"


# --------------------------------------------------------------------------- round trip


def boards_csv(event: Event, names: dict[str, str]) -> str:
    """The event's boards as a spreadsheet would hold them, one row per seat (the test's
    own export, written from the domain model)."""
    out = io.StringIO()
    writer = csv.writer(out, delimiter=";", lineterminator="\r\n")
    writer.writerow(
        [
            "Turno",
            "Tavolo",
            "Potenza",
            "Schieramento",
            "Gioco",
            "Giocatore",
            "Centri",
            "Fine",
            "Risultato",
            "Punti",
            "Posizione",
            "Abbattuti",
            "Perdite",
        ]
    )
    for round_ in event.rounds:
        for board in round_.boards:
            if isinstance(board, DiplomacyBoard):
                for p in board.powers:
                    name = names[p.player] if p.player else ""
                    writer.writerow(
                        [
                            round_.number,
                            board.board,
                            p.power,
                            "",
                            "",
                            name,
                            p.final,
                            board.end,
                            board.result or "",
                            "",
                            "",
                            "",
                            "",
                        ]
                    )
            elif isinstance(board, PlacementBoard):
                for e in board.entries:
                    points = number_text(e.points).replace(".", ",") if e.points is not None else ""
                    writer.writerow(
                        [
                            round_.number,
                            board.board,
                            "",
                            "",
                            board.game or "",
                            names[e.player],
                            "",
                            "",
                            "",
                            points,
                            e.place or "",
                            "",
                            "",
                        ]
                    )
            else:
                assert isinstance(board, TeamBoard)
                for side in board.sides:
                    for t in side.entries:
                        writer.writerow(
                            [
                                round_.number,
                                board.board,
                                "",
                                side.name,
                                "",
                                names[t.player],
                                "",
                                "",
                                "",
                                number_text(t.points),
                                "",
                                t.kills,
                                t.lost,
                            ]
                        )
    return out.getvalue()


def without_ids(ranking: bytes) -> list[list[str]]:
    rows = list(csv.reader(io.StringIO(ranking.decode("utf-8"))))
    return [row[:1] + row[2:] for row in rows]


@pytest.mark.parametrize(
    "event_id", ["2024-c-diplo-cup", "2024-league-season", "2024-blue-max-evening"]
)
def test_an_exported_event_imports_to_the_same_results(
    event_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    example = service.read(ROOT / "content")
    result = example.results[event_id]
    event = result.event
    names = {p.id: p.name for p in example.club.players.values()}
    sheet = tmp_path / f"{event_id}.csv"
    sheet.write_bytes(b"\xef\xbb\xbf" + boards_csv(event, names).encode("utf-8"))
    assert main(["init", str(tmp_path / "fresh"), "--title", "Fresh", "--pin", "pypi"]) == 0
    content = tmp_path / "fresh" / "content"
    args = import_csv(content, str(sheet), "--event", event_id, "--scoring", event.scoring)
    status, _, err = podium(capsys, *args, "--date", event.start.isoformat(), "--name", event.name)
    assert (status, err) == (0, "")
    imported = service.read(content)
    assert imported.problems == ()
    again = imported.results[event_id]
    assert without_ids(ranking_csv(again, imported.club)) == without_ids(
        ranking_csv(result, example.club)
    )


# --------------------------------------------------------------------------- numbers


@given(st.decimals(min_value=-(10**6), max_value=10**6, places=3))
def test_a_number_reads_back_with_either_decimal_mark(value: Decimal) -> None:
    written = f"{value:f}"
    assert csv_table.number(written) == value
    assert csv_table.number(written.replace(".", ",")) == value
    whole, _, fraction = f"{abs(value):,.3f}".partition(".")
    sign = "-" if value < 0 else ""
    assert csv_table.number(f"{sign}{whole}.{fraction}") == value  # 1,000.5
    italian = whole.replace(",", ".")
    assert csv_table.number(f"{sign}{italian},{fraction}") == value  # 1.000,5


def test_the_separator_is_the_headers_most_used() -> None:
    assert csv_table.separator("Turno;Tavolo;Giocatore, nome") == ";"
    assert csv_table.separator("Round,Board,Player") == ","
    assert csv_table.separator("Round\tBoard\tPlayer") == "\t"


def test_a_copy_of_the_spreadsheets_is_byte_exact() -> None:
    data = (SHEETS / "excel-fr-utf8-bom.csv").read_bytes()
    assert data.startswith(b"\xef\xbb\xbfTour;Table;Puissance;Joueur;1901;")
    assert data.endswith(b";;;;;;;;;;\r\n;;;;;;;;;;\r\n")
    assert b"\xeb" in (SHEETS / "excel-it-cp1252.csv").read_bytes()  # ë in Windows-1252
    # git must keep their line endings as they are
    assert (SHEETS / ".gitattributes").read_text() == "*.csv -text\n"


def test_a_player_flag_must_name_a_known_id(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = csv_file(tmp_path, diplomacy(SEVEN))
    args = import_csv(club, sheet, "--event", "e", "--scoring", "c-diplo")
    status, _, err = podium(
        capsys, *args, "--date", "2019-01-01", "--player", "Anna Bruni=zoe-obrein"
    )
    assert status == 1
    assert err.splitlines()[0] == (
        f"{sheet}:2:4: --player 'Anna Bruni'='zoe-obrein': no player 'zoe-obrein' in "
        "players.yaml; did you mean 'zoe-obrien'?"
    )


@pytest.mark.parametrize(
    ("option", "message"),
    [
        (
            ["--map", "Nome=giocatore"],
            "podium import csv: --map 'Nome=giocatore': no field 'giocatore'; use one of "
            "round, board, power, player, centres, eliminated, result, end, side, place, "
            "points, kills, lost, units, game\n",
        ),
        (
            ["--map", "Nome"],
            "podium import csv: --map 'Nome' is not HEADING=FIELD, like 'Nome=player'\n",
        ),
        (
            ["--player", "Anna Bruni"],
            "podium import csv: --player 'Anna Bruni' is not NAME=ID, like 'Zoe Ng=zoe-ng'\n",
        ),
    ],
)
def test_a_malformed_option_is_refused(
    option: list[str], message: str, club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    sheet = csv_file(tmp_path, diplomacy(SEVEN))
    args = import_csv(club, sheet, "--event", "e", "--scoring", "c-diplo")
    assert podium(capsys, *args, *option) == (2, "", message)


def _full_disk(path: Path, text: str, *, root: Path, meant: object) -> None:
    raise OSError(28, "No space left on device", str(path))


@pytest.mark.parametrize(
    ("module", "name", "fake", "error"),
    [
        pytest.param(
            files,
            "replace",
            _full_disk,
            "players.yaml: cannot write there (No space left on device)",
            id="full-disk",
        ),
        pytest.param(  # every file is read back and compared with the data meant: a
            # writer that wrote every number as 1 (valid content, other results) writes nothing
            csv_yaml,
            "_number",
            lambda value: "1",
            "events/e/round-1.yaml: cannot write there (the text would not read back as the "
            "data meant; nothing was written)",
            id="not-as-meant",
        ),
    ],
)
def test_a_failed_write_leaves_the_content_as_it_was(
    module: object,
    name: str,
    fake: object,
    error: str,
    club: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(module, name, fake)
    sheet = csv_file(tmp_path, diplomacy(SEVEN))
    before = tree(club.parent)
    args = import_csv(club, sheet, "--event", "e", "--scoring", "c-diplo")
    status, out, err = podium(capsys, *args, "--date", "2019-01-01")
    assert (status, out, err) == (1, "", f"podium import csv: {club}/{error}\n")
    assert tree(club.parent) == before
    assert not (club / "events").exists()


def test_a_write_is_kept_only_when_it_reads_back_as_meant(tmp_path: Path) -> None:
    target = tmp_path / "round-1.yaml"
    with pytest.raises(files.NotWritten):
        files.write_new(target, "boards: []\n", root=tmp_path, meant={"boards": [1]})
    files.write_new(target, "boards: [1]\n", root=tmp_path, meant={"boards": [1]})
    with pytest.raises(files.NotWritten):
        files.replace(target, "boards: [2]\n", root=tmp_path, meant={"boards": [3]})
    assert [p.name for p in tmp_path.iterdir()] == ["round-1.yaml"]
    assert target.read_text() == "boards: [1]\n"


def test_a_file_name_with_line_breaks_stays_in_its_comment(
    club: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The sheet's name goes into a comment of each file written: a line break in it would
    have ended the comment and added YAML (``sit_outs:``) to the round file."""
    name = "evening\nsit_outs: [anna-bruni]\n#.csv"
    sheet = csv_file(tmp_path, diplomacy(SEVEN), name)
    args = import_csv(club, sheet, "--event", "e", "--scoring", "c-diplo", "--date", "2019-01-01")
    status, _, err = podium(capsys, *args)
    assert (status, err) == (0, "")
    round_file = (club / "events/e/round-1.yaml").read_text(encoding="utf-8")
    event_file = (club / "events/e/event.yaml").read_text(encoding="utf-8")
    assert "# Round 1 of e, imported from evening sit_outs: [anna-bruni] #.csv by" in round_file
    assert "# Imported from evening sit_outs: [anna-bruni] #.csv by" in event_file
    assert "\nsit_outs" not in round_file + event_file
