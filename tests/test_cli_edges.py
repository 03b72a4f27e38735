"""Every command's --help, and the command-line mistakes that used to end in a traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from podium.build.writer import OutputError
from podium.cli import COMMANDS, main
from podium.tools.serve import PortBusy, State, bind, run_build
from tests.conftest import Writer
from tests.test_cli_basics import VERSION_LINE

SUBCOMMANDS = {"new": ("event", "round"), "add": ("player",), "import": ("csv",)}


def help_of(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as stop:
        main([*argv, "--help"])
    assert stop.value.code == 0
    return capsys.readouterr().out


def test_podium_help_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    listed = [
        line.split()[0]
        for line in help_of([], capsys).split("positional arguments:")[1].splitlines()
        if line.startswith("    ") and not line.startswith("     ")
    ]
    assert listed == [
        "check",
        "build",
        "new",
        "add",
        "seat",
        "result",
        "serve",
        "schema",
        "score",
        "diff",
        "init",
        "import",
    ]
    assert tuple(listed) == COMMANDS


@pytest.mark.parametrize(
    "argv",
    [[c] for c in COMMANDS] + [[c, s] for c, subs in SUBCOMMANDS.items() for s in subs],
    ids=" ".join,
)
def test_every_command_has_its_own_help(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    text = help_of(argv, capsys)
    assert text.startswith(f"usage: podium {' '.join(argv)} ")
    assert "options:\n  -h, --help" in text


def test_subcommands_are_listed_in_their_commands_help(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for command, subs in SUBCOMMANDS.items():
        text = help_of([command], capsys)
        for sub in subs:
            assert f"\n    {sub} " in text


# --------------------------------------------------------------------------- build, schema


def test_build_into_a_file_is_refused(club: Writer, capsys: pytest.CaptureFixture[str]) -> None:
    club()
    Path("notes.txt").write_text("mine\n", encoding="utf-8")
    assert main(["build", "-o", "notes.txt"]) == 1
    assert capsys.readouterr().err == (
        "notes.txt: is a file, not a folder; choose an output folder with -o\n"
    )
    assert Path("notes.txt").read_text(encoding="utf-8") == "mine\n"


def test_build_where_no_folder_can_be_made(
    club: Writer, capsys: pytest.CaptureFixture[str]
) -> None:
    club()
    Path("notes.txt").write_text("mine\n", encoding="utf-8")
    assert main(["build", "-o", "notes.txt/site"]) == 1
    assert capsys.readouterr().err == (
        "notes.txt: cannot write the site there (File exists); notes.txt/site was left as "
        "it was; choose another output folder with -o\n"
    )


def test_schema_into_a_file_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "schemas"
    target.write_text("mine\n", encoding="utf-8")
    assert main(["schema", "-o", str(target)]) == 1
    assert capsys.readouterr().err == (
        f"podium schema: {target} is a file, not a folder; choose a folder with -o\n"
    )
    assert main(["schema", "-o", str(target / "sub")]) == 1
    assert capsys.readouterr().err == (
        f"podium schema: cannot write {target / 'sub'}: Not a directory; "
        "choose another folder with -o\n"
    )


# --------------------------------------------------------------------------- serve


@pytest.mark.parametrize("port", ["99999", "-1", "http"])
def test_serve_refuses_a_port_that_is_not_one(
    port: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["serve", "--port", port])
    assert stop.value.code == 2
    assert capsys.readouterr().err.endswith(
        f"podium serve: error: argument -p/--port: '{port}' is not a port number "
        "(1-65535), like 8000\n"
    )


def test_serve_refuses_an_output_folder_it_did_not_build(
    club: Writer, capsys: pytest.CaptureFixture[str]
) -> None:
    root = club()
    assert main(["serve", "-o", str(root), "--port", "0"]) == 1
    assert capsys.readouterr().err == (
        "error: content: podium did not build this folder (it has no .podium-site file) and "
        "never replaces it; choose another folder with -o, or leave -o out\n"
    )


def test_a_port_that_needs_rights_is_not_called_busy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refuse(*args: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("podium.tools.serve.PreviewServer.__init__", refuse)
    with pytest.raises(PortBusy) as refused:
        bind(80, tmp_path, State())
    assert str(refused.value) == (
        "port 80 on 127.0.0.1 is not open to you (Permission denied); ports below 1024 "
        "need administrator rights: choose another with --port 8000"
    )


def test_an_output_problem_while_serving_is_shown_not_a_crash() -> None:
    def build() -> None:
        raise OutputError("site: not replacing this folder")

    state = State()
    assert run_build(build, state) == "site: not replacing this folder"
    assert state.snapshot() == (1, "site: not replacing this folder")


# --------------------------------------------------------------------------- scaffolding


def test_new_event_and_add_player_refuse_a_missing_content_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "contnet"
    assert main(["new", "event", "ev", "--scoring", "league", "-c", str(missing)]) == 1
    assert main(["add", "player", "Ann Lee", "-c", str(missing)]) == 1
    hint = "no such folder; run podium beside your content folder, or give it with -c "
    assert capsys.readouterr().err == (
        f"podium new event: {missing}: {hint}(create it first for a new club)\n"
        f"podium add player: {missing}: {hint}(create it first for a new club)\n"
    )
    assert not missing.exists()


def test_add_player_never_writes_what_yaml_misreads(
    club: Writer, capsys: pytest.CaptureFixture[str]
) -> None:
    root = club()
    assert main(["add", "player", "Yes", "--country", "no"]) == 0
    assert main(["add", "player", "1984"]) == 0
    assert capsys.readouterr().out == "yes-2\n1984-2\n"
    players = yaml.safe_load((root / "players.yaml").read_text(encoding="utf-8"))
    assert players["yes-2"] == {"name": "Yes", "country": "NO"}
    assert players["1984-2"] == {"name": "1984"}
    assert main(["check"]) == 0


def test_score_an_empty_round_says_so(club: Writer, capsys: pytest.CaptureFixture[str]) -> None:
    club()
    assert main(["new", "round", "2024-open"]) == 0
    capsys.readouterr()
    round_2 = "content/events/2024-open/round-2.yaml"
    assert main(["score", round_2]) == 0
    assert capsys.readouterr().out == (
        f"{round_2}: round 2 of 2024-open has no boards yet; add them under 'boards:' "
        "(the comments in the file show how)\n"
    )


def test_scaffolding_where_a_file_stands_in_the_way(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    content = tmp_path / "content"
    content.mkdir()
    (content / "events").write_text("not a folder\n", encoding="utf-8")
    assert main(["new", "event", "ev", "--scoring", "league", "-c", str(content)]) == 1
    (content / "players.yaml").mkdir()
    assert main(["add", "player", "Ann Lee", "-c", str(content)]) == 1
    assert capsys.readouterr().err == (
        f"podium new event: {content / 'events' / 'ev'}: cannot write there (Not a directory)\n"
        f"podium add player: {content / 'players.yaml'}: "
        "not a regular file (a folder or a device); podium writes files\n"
    )


def test_new_event_over_a_file_of_that_name(
    club: Writer, capsys: pytest.CaptureFixture[str]
) -> None:
    root = club()
    (root / "events" / "ev").write_text("mine\n", encoding="utf-8")
    assert main(["new", "event", "ev", "--scoring", "league"]) == 1
    assert capsys.readouterr().err.startswith(
        "podium new event: content/events/ev: already exists; podium never overwrites a file"
    )
    assert (root / "events" / "ev").read_text(encoding="utf-8") == "mine\n"


def test_the_installed_podium_command_runs(club: Writer) -> None:
    """The console script of pyproject.toml, as a shell runs it."""
    podium = Path(sys.executable).parent / "podium"
    assert podium.is_file(), "install the project first: make dev"
    version = subprocess.run([podium, "--version"], capture_output=True, text=True, check=False)
    assert (version.returncode, version.stdout) == (0, VERSION_LINE)
    club({"site.yaml": "title: A\ntitle: B\n"})
    checked = subprocess.run([podium, "check"], capture_output=True, text=True, check=False)
    assert (checked.returncode, checked.stdout, checked.stderr) == (
        1,
        "",
        "content/site.yaml:2:1: duplicate key 'title' (first at line 1); keep only one of "
        "them: YAML would silently use the last one\n1 problem in 1 file\n",
    )


def test_serve_refuses_to_build_into_what_it_watches(
    club: Writer, capsys: pytest.CaptureFixture[str]
) -> None:
    club()
    assert main(["serve", "-o", "content/_site", "--port", "0"]) == 1
    assert capsys.readouterr().err == (
        "error: content/_site: is inside content, which podium serve watches, so every "
        "build would start another; choose a folder outside it with -o\n"
    )
    assert not Path("content/_site").exists()
