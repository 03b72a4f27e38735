"""The command line: check and build, their output and exit status."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from podium.build import pipeline
from podium.cli import main
from podium.content.problems import LocatedError
from podium.content.yamlfile import Locator
from podium.model import Where
from tests.conftest import BASE, Writer
from tests.test_incremental import files

ROUND = "events/2024-open/round-1.yaml"
BROKEN = {ROUND: BASE[ROUND].replace("Austria", "Autria"), "site.yaml": "title: X\ntitle: Y\n"}


def test_help_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert "check" in out and "build" in out
    for command in ("check", "build"):
        with pytest.raises(SystemExit):
            main([command, "--help"])
        assert f"usage: podium {command}" in capsys.readouterr().out


def test_check_clean(club: Writer, capsys: pytest.CaptureFixture[str]) -> None:
    club()
    assert main(["check"]) == 0
    assert capsys.readouterr().out == "ok: 1 event, 1 round, 1 board checked\n"


def test_check_reports_every_problem_on_stderr(
    club: Writer, capsys: pytest.CaptureFixture[str]
) -> None:
    club(BROKEN)
    assert main(["check", "content"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        "content/events/2024-open/round-1.yaml:4:7: unknown power 'Autria' in board 1; "
        "did you mean 'Austria'?\n"
        "content/site.yaml:2:1: duplicate key 'title' (first at line 1); "
        "keep only one of them: YAML would silently use the last one\n"
        "2 problems in 2 files\n"
    )


def test_check_github_annotations(club: Writer, capsys: pytest.CaptureFixture[str]) -> None:
    club(BROKEN)
    assert main(["check", "--format", "github"]) == 1
    assert capsys.readouterr().out == (
        "::error file=content/events/2024-open/round-1.yaml,line=4,col=7::unknown power "
        "'Autria' in board 1; did you mean 'Austria'?\n"
        "::error file=content/site.yaml,line=2,col=1::duplicate key 'title' (first at line 1); "
        "keep only one of them: YAML would silently use the last one\n"
    )


def test_check_missing_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nowhere"
    assert main(["check", str(missing)]) == 1
    assert capsys.readouterr().err == (
        f"{missing}: content folder not found; "
        "give the folder that holds site.yaml, players.yaml and events/\n"
        "1 problem in 1 file\n"
    )


def test_build_writes_the_site(club: Writer, capsys: pytest.CaptureFixture[str]) -> None:
    club()
    assert main(["build"]) == 0
    files = [p for p in Path("_site").rglob("*") if p.is_file() and p.name != ".podium-site"]
    search = [p for p in files if p.parts[1] == "pagefind"]  # the search index: not pages
    assert search
    files = [p for p in files if p not in search]
    output = capsys.readouterr()
    assert output.out == ""
    assert re.fullmatch(
        rf"built 1 events?: {len(files)} pages written, 0 unchanged in \d+\.\d\d s\n", output.err
    )
    assert b"Test Club" in Path("_site/index.html").read_bytes()


def test_build_with_problems_writes_nothing(
    club: Writer, capsys: pytest.CaptureFixture[str]
) -> None:
    club(BROKEN)
    assert main(["build", "content", "-o", "public"]) == 1
    err = capsys.readouterr().err
    assert err.endswith("2 problems in 2 files\nnothing was written to public\n")
    assert not Path("public").exists()


def test_build_stopped_by_ctrl_c_leaves_the_output_as_it_was(
    club: Writer, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    club()
    assert main(["build", "content", "-o", "public"]) == 0
    before = files(Path("public"))
    capsys.readouterr()
    site = Path("content/site.yaml")
    site.write_text(site.read_text(encoding="utf-8") + "# edited\n", encoding="utf-8")

    def ctrl_c(shared: object, page: object) -> bytes:
        raise KeyboardInterrupt

    monkeypatch.setattr(pipeline, "render_site_page", ctrl_c)
    assert main(["build", "content", "-o", "public"]) == 130
    assert capsys.readouterr().err.splitlines()[-1] == "interrupted; public was left as it was"
    assert files(Path("public")) == before
    assert sorted(p.name for p in Path().iterdir() if p.name.startswith(".public")) == []


def test_located_errors_of_later_stages_resolve_to_line_and_col(club: Writer) -> None:
    club()
    where = Where("content/events/2024-open/round-1.yaml", ("boards", 0, "powers", "England"))
    error = LocatedError(where, "tie at the top cannot be broken", "give year-by-year counts")
    expected = (
        "content/events/2024-open/round-1.yaml:5:7: tie at the top cannot be broken; "
        "give year-by-year counts"
    )
    assert str(Locator().located(error)) == expected.replace(":5:7:", ":5:16:")
    assert str(Locator().problem(where, error.message, error.hint, at_key=True)) == expected


def test_build_reports_a_scoring_error_located(
    club: Writer, capsys: pytest.CaptureFixture[str]
) -> None:
    """Later stages raise LocatedError; build prints it as file:line:col like any other."""
    tie = BASE[ROUND].replace("bob-smith, centres: 8", "bob-smith, centres: 9")
    club({ROUND: tie})
    Path("_site").mkdir()
    (Path("_site") / "keep.html").write_bytes(b"previous")
    (Path("_site") / ".podium-site").write_bytes(b"")
    assert main(["build"]) == 1
    # a progress line ("rendering…") is printed only when a stage takes over a second, as
    # on a loaded machine: never part of what is expected
    said = capsys.readouterr().err.splitlines()
    err = [line for line in said if not re.fullmatch(r"[a-z]+(…|: \d+/\d+)", line)]
    assert err[0].startswith(
        "content/events/2024-open/round-1.yaml:4:16: round 1, board 1: Austria and England"
    )
    assert err[1:] == ["1 problem in 1 file", "nothing was written to _site"]
    assert (Path("_site") / "keep.html").read_bytes() == b"previous"
