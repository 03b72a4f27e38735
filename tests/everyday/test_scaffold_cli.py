"""`podium new event`, `podium new round`, `podium add player`, through the command line."""

from __future__ import annotations

import shutil
from datetime import date
from pathlib import Path

import pytest
import yaml

from podium.cli import main
from podium.content.ids import slug, unique_id

PLAYERS = """\
# The club's players. This comment must survive.
alice-rossi:
  name: Alice Rossi   # a trailing comment too
  country: IT

zoe-obrien:
  name: Zoë O'Brien
"""


@pytest.fixture
def content(tmp_path: Path) -> Path:
    folder = tmp_path / "content"
    folder.mkdir()
    (folder / "players.yaml").write_text(PLAYERS, encoding="utf-8")
    return folder


def podium(*argv: str | Path) -> int:
    return main([str(a) for a in argv])


def test_new_event_writes_event_and_rounds(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status = podium(
        "new", "event", "2025-spring-open", "--scoring", "italia-2010", "--rounds", "3",
        "--name", "Spring Open: 2025", "--date", "2025-03-01", "-c", content,
    )  # fmt: skip
    assert status == 0
    folder = content / "events" / "2025-spring-open"
    assert capsys.readouterr().out.splitlines() == [
        f"created {(folder / name).as_posix()}"
        for name in ("event.yaml", "round-1.yaml", "round-2.yaml", "round-3.yaml")
    ]
    event = yaml.safe_load((folder / "event.yaml").read_text(encoding="utf-8"))
    assert event == {
        "name": "Spring Open: 2025",
        "start": date(2025, 3, 1),
        "scoring": "italia-2010",
    }
    text = (folder / "event.yaml").read_text(encoding="utf-8")
    assert "# penalties:" in text and "# tiebreaks:" in text  # the fields, shown as comments
    for n in (1, 2, 3):
        round_text = (folder / f"round-{n}.yaml").read_text(encoding="utf-8")
        assert yaml.safe_load(round_text) == {"boards": []}
        assert "#       Austria: {player: alice-rossi, centres: 9}" in round_text
        assert "# sit_outs:" in round_text


@pytest.mark.parametrize(
    ("system", "shape_line"),
    [
        ("league", "#       - {player: alice-rossi, points: 1000}"),
        ("blue-max", "#         - {player: alice-rossi, kills: 2, lost: 0, points: 120}"),
        ("c-diplo", "#       France:  {player: null, centres: 3}"),
    ],
)
def test_round_files_take_the_shape_of_the_system(
    content: Path, system: str, shape_line: str
) -> None:
    assert podium("new", "event", "ev", "--scoring", system, "-c", content) == 0
    assert shape_line in (content / "events/ev/round-1.yaml").read_text(encoding="utf-8")
    assert not (content / "events/ev/round-2.yaml").exists()


def test_new_event_without_a_round_file(content: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("new", "event", "ev", "--scoring", "italia-2010", "--no-round", "-c", content)
    assert podium(*argv) == 0
    folder = content / "events" / "ev"
    assert capsys.readouterr().out == f"created {(folder / 'event.yaml').as_posix()}\n"
    assert sorted(p.name for p in folder.iterdir()) == ["event.yaml"]


def test_new_event_never_overwrites(content: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = content / "events" / "open"
    folder.mkdir(parents=True)
    (folder / "event.yaml").write_text("name: Mine\n", encoding="utf-8")
    assert podium("new", "event", "open", "--scoring", "league", "-c", content) == 1
    assert capsys.readouterr().err == (
        f"podium new event: {folder}: already exists; podium never overwrites a file "
        "(add a round with `podium new round open`)\n"
    )
    assert (folder / "event.yaml").read_text(encoding="utf-8") == "name: Mine\n"
    assert sorted(p.name for p in folder.iterdir()) == ["event.yaml"]


def test_new_event_rejects_unknown_system_and_bad_slug(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert podium("new", "event", "ev", "--scoring", "italia2010", "-c", content) == 1
    assert capsys.readouterr().err == (
        "podium new event: unknown scoring system 'italia2010'; did you mean 'italia-2010'?\n"
    )
    assert podium("new", "event", "Spring Open", "--scoring", "league", "-c", content) == 1
    assert capsys.readouterr().err == (
        "podium new event: event id 'Spring Open' is not lowercase letters, digits and '-'; "
        "try 'spring-open'\n"
    )
    assert not (content / "events").exists()


def test_new_round_adds_the_next_file(content: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        podium("new", "event", "ev", "--scoring", "wooden-ships", "--rounds", "2", "-c", content)
        == 0
    )
    capsys.readouterr()
    assert podium("new", "round", "ev", "-c", content) == 0
    path = content / "events/ev/round-3.yaml"
    assert capsys.readouterr().out == f"created {path.as_posix()}\n"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# Round 3 of ev.")
    assert "sides:" in text  # wooden-ships is a team game
    # the event folder can also be given as a path
    assert podium("new", "round", content / "events/ev", "-c", content) == 0
    assert (content / "events/ev/round-4.yaml").is_file()


def test_new_round_unknown_event(content: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert podium("new", "event", "2025-open", "--scoring", "league", "-c", content) == 0
    capsys.readouterr()
    assert podium("new", "round", "2025-opn", "-c", content) == 1
    assert capsys.readouterr().err == (
        f"podium new round: no event '2025-opn' in {content / 'events'}; "
        "did you mean '2025-open'?\n"
    )


def test_add_player_appends_and_prints_the_id(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert podium("add", "player", "Łukasz Żółć-Müller", "--country", "pl", "-c", content) == 0
    assert capsys.readouterr().out == "lukasz-zolc-muller\n"
    text = (content / "players.yaml").read_text(encoding="utf-8")
    assert text == PLAYERS + "lukasz-zolc-muller:\n  name: Łukasz Żółć-Müller\n  country: PL\n"


def test_add_player_adds_several_players_at_once(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert podium("add", "player", "Ann Lee", "Bo Chen", "Ann Lee", "-c", content) == 0
    out, err = capsys.readouterr()
    assert out == "ann-lee\nbo-chen\nann-lee-2\n"
    assert err == "note: 'Ann Lee' already exists as ann-lee; added a second person as ann-lee-2\n"
    assert (content / "players.yaml").read_text(encoding="utf-8") == (
        PLAYERS
        + "ann-lee:\n  name: Ann Lee\nbo-chen:\n  name: Bo Chen\nann-lee-2:\n  name: Ann Lee\n"
    )


def test_add_player_adds_none_when_one_name_is_refused(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert podium("add", "player", "Ann Lee", "  ", "-c", content) == 1
    assert capsys.readouterr() == (
        "",
        "podium add player: the player's name is empty; give the full name in quotes\n",
    )
    assert (content / "players.yaml").read_text(encoding="utf-8") == PLAYERS


def test_add_player_makes_the_id_unique(content: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert podium("add", "player", "Zoë O'Brien", "-c", content) == 0
    out, err = capsys.readouterr()
    assert out == "zoe-obrien-2\n"
    assert err == (
        'note: "Zoë O\'Brien" already exists as zoe-obrien; added a second person as zoe-obrien-2\n'
    )
    assert podium("add", "player", "Zoe OBrien", "-c", content) == 0
    assert capsys.readouterr().out == "zoe-obrien-3\n"
    players = yaml.safe_load((content / "players.yaml").read_text(encoding="utf-8"))
    assert players["zoe-obrien-2"] == {"name": "Zoë O'Brien"}
    assert players["zoe-obrien-3"] == {"name": "Zoe OBrien"}
    assert (content / "players.yaml").read_text(encoding="utf-8").startswith(PLAYERS)


def test_add_player_quotes_names_yaml_would_misread(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert podium("add", "player", "Null: #1 Yes", "-c", content) == 0
    assert capsys.readouterr().out == "null-1-yes\n"
    players = yaml.safe_load((content / "players.yaml").read_text(encoding="utf-8"))
    assert players["null-1-yes"] == {"name": "Null: #1 Yes"}


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("Zoe\u00adNg", "an invisible character (U+00AD)"),
        ("Zoe\u2063Ng", "an invisible character (U+2063)"),
    ],
)
def test_add_player_refuses_every_format_character(
    name: str, why: str, content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A soft hyphen, an invisible separator (format characters podium check refused
    neither): refused by the one set of text rules, players.yaml unchanged."""
    assert podium("add", "player", name, "-c", content) == 1
    shown = name.encode("unicode_escape").decode("ascii")
    assert capsys.readouterr().err == (
        f"podium add player: the name '{shown}' cannot be a player's name: it holds {why} "
        "at character 4; write the name alone\n"
    )
    assert (content / "players.yaml").read_text(encoding="utf-8") == PLAYERS


def test_add_player_writes_a_line_separator_as_a_space(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Unicode's line and paragraph separators are spaces to ``add player``, as a tab is:
    the name written is on one line."""
    assert podium("add", "player", "Zoe\u2028Ng\u2029Lee", "-c", content) == 0
    assert capsys.readouterr().out == "zoe-ng-lee\n"
    players = yaml.safe_load((content / "players.yaml").read_text(encoding="utf-8"))
    assert players["zoe-ng-lee"] == {"name": "Zoe Ng Lee"}


def test_add_player_to_a_file_without_final_newline(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (content / "players.yaml").write_text("a-b:\n  name: A B", encoding="utf-8")
    assert podium("add", "player", "C D", "-c", content) == 0
    assert (content / "players.yaml").read_text(encoding="utf-8") == (
        "a-b:\n  name: A B\nc-d:\n  name: C D\n"
    )


def test_add_player_creates_players_yaml(tmp_path: Path) -> None:
    assert podium("add", "player", "Ann Lee", "-c", tmp_path) == 0
    players = yaml.safe_load((tmp_path / "players.yaml").read_text(encoding="utf-8"))
    assert players == {"ann-lee": {"name": "Ann Lee"}}


def test_add_player_rejects_a_bad_country(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert podium("add", "player", "Ann Lee", "--country", "Italy", "-c", content) == 1
    assert capsys.readouterr().err == (
        "podium add player: --country 'ITALY' is not an ISO 3166-1 alpha-2 code; "
        "use e.g. IT, FR, GB\n"
    )
    assert (content / "players.yaml").read_text(encoding="utf-8") == PLAYERS


def test_add_player_refuses_a_players_file_podium_check_refuses(
    content: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # read with the one YAML reader: a duplicate key is refused here as in `podium check`
    broken = "ann-lee:\n  name: Ann Lee\nann-lee:\n  name: Ann Lee\n"
    (content / "players.yaml").write_text(broken, encoding="utf-8")
    assert podium("add", "player", "Bob Ray", "-c", content) == 1
    assert capsys.readouterr().err == (
        f"podium add player: {content / 'players.yaml'}:3:1: not valid YAML; "
        "fix it with `podium check`\n"
    )
    assert (content / "players.yaml").read_text(encoding="utf-8") == broken


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Alice Rossi", "alice-rossi"),
        ("  José  María   Núñez ", "jose-maria-nunez"),
        ("Søren Kierkegaard", "soren-kierkegaard"),
        ("Straße 99", "strasse-99"),
        ("D’Angelo", "dangelo"),
        ("李", ""),
    ],
)
def test_slug(name: str, expected: str) -> None:
    assert slug(name) == expected


def test_unique_id() -> None:
    assert unique_id("a", set()) == "a"
    assert unique_id("a", {"a", "a-2"}) == "a-3"


def test_scaffolded_files_check_clean_and_name_their_schemas(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = Path(__file__).resolve().parents[2]
    shutil.copytree(root / "content", tmp_path / "content")
    shutil.copytree(root / "schemas", tmp_path / "schemas")
    content = tmp_path / "content"
    assert podium("new", "event", "2030-open", "--scoring", "league", "-c", content) == 0
    assert podium("new", "round", "2030-open", "-c", content) == 0
    assert podium("add", "player", "Ann Lee", "--country", "GB", "-c", content) == 0
    capsys.readouterr()
    assert podium("check", content) == 0
    assert capsys.readouterr().out.startswith("ok: ")
    first_lines = {
        p.name: p.read_text(encoding="utf-8").splitlines()[0]
        for p in (content / "events/2030-open").iterdir()
    }
    modeline = "# yaml-language-server: $schema=../../../schemas/"
    assert first_lines == {
        "event.yaml": modeline + "event.schema.json",
        "round-1.yaml": modeline + "round-placement.schema.json",
        "round-2.yaml": modeline + "round-placement.schema.json",
    }
