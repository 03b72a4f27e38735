"""``podium diff REV [CONTENT]`` on temporary git repositories."""

from __future__ import annotations

from pathlib import Path

import pytest

from podium.cli import main

from .clubfiles import club_files, round_2
from .gitrepo import Repo, git_env

SPRING = "content/events/2024-spring-cup"


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Repo:
    made = Repo(tmp_path / "club")
    for key, value in made.env.items():
        monkeypatch.setenv(key, value)
    for path, text in club_files().items():
        made.write(path, text)
    made.write(f"{SPRING}/index.md", "A fine day.\n")
    made.commit("Spring Cup")
    monkeypatch.chdir(made.root)
    return made


def diff(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(["diff", *args])
    out, err = capsys.readouterr()
    return status, out, err


def test_a_one_centre_correction_shows_who_moved_and_by_how_much(
    repo: Repo, capsys: pytest.CaptureFixture[str]
) -> None:
    repo.write(f"{SPRING}/round-2.yaml", round_2(russia=10))
    assert diff(capsys, "HEAD") == (
        0,
        "## Result changes against `HEAD`\n"
        "\n"
        "### `Spring Cup` (`2024-spring-cup`)\n"
        "\n"
        "Board scores:\n"
        "\n"
        "- Round 2, board `1`:\n"
        "  - `Cat Cole`: 105 → 110.2 (+5.2)\n"
        "\n"
        "Ranking:\n"
        "\n"
        "- `Cat Cole`: 4, 106 → 3, 111.2 (up 1, +5.2)\n"
        "- `Fay Fox`: 3, 106.2 → 4, 106.2 (down 1)\n",
        "",
    )


def test_the_same_correction_seen_from_the_other_side(
    repo: Repo, capsys: pytest.CaptureFixture[str]
) -> None:
    repo.write(f"{SPRING}/round-2.yaml", round_2(russia=10))
    repo.commit("Correct Russia in round 2", author="Fay Fox", day="2024-04-08")
    repo.write(f"{SPRING}/round-2.yaml", round_2(russia=9))
    status, out, _ = diff(capsys, "HEAD", "content")
    assert status == 0
    assert out.splitlines()[6:] == [
        "- Round 2, board `1`:",
        "  - `Cat Cole`: 110.2 → 105 (-5.2)",
        "",
        "Ranking:",
        "",
        "- `Fay Fox`: 4, 106.2 → 3, 106.2 (up 1)",
        "- `Cat Cole`: 3, 111.2 → 4, 106 (down 1, -5.2)",
    ]


def test_a_change_to_the_prose_alone_is_no_result_change(
    repo: Repo, capsys: pytest.CaptureFixture[str]
) -> None:
    repo.write(f"{SPRING}/index.md", "A fine day, and a finer evening.\n")
    repo.write(
        f"{SPRING}/event.yaml",
        "name: Spring Cup\nstart: 2024-04-06\nlocation: Brunate\nscoring: italia-2010\n",
    )
    assert diff(capsys, "HEAD") == (
        0,
        "## Result changes against `HEAD`\n\nNo result changes.\n",
        "",
    )


def test_unchanged_events_are_left_out(repo: Repo, capsys: pytest.CaptureFixture[str]) -> None:
    for path, text in club_files("2024-autumn-cup").items():
        repo.write(path, text)
    repo.commit("Autumn Cup")
    repo.write("content/events/2024-autumn-cup/round-2.yaml", round_2(russia=10))
    status, out, _ = diff(capsys, "HEAD")
    assert status == 0
    assert "### `Spring Cup` (`2024-autumn-cup`)" in out
    assert "2024-spring-cup" not in out


def test_a_new_event_is_named(repo: Repo, capsys: pytest.CaptureFixture[str]) -> None:
    for path, text in club_files("2024-autumn-cup").items():
        repo.write(path, text)
    status, out, _ = diff(capsys, "HEAD")
    assert (status, out.split("\n\n")[1:]) == (
        0,
        ["### `Spring Cup` (`2024-autumn-cup`)", "New event.\n"],
    )


def test_an_unknown_revision_is_a_clear_error(
    repo: Repo, capsys: pytest.CaptureFixture[str]
) -> None:
    assert diff(capsys, "origin/main") == (
        1,
        "",
        "podium diff: unknown revision 'origin/main'; give a commit, branch or tag that "
        "exists in this clone (for a pull request's base, fetch it first, e.g. git fetch "
        "origin main)\n",
    )


def test_a_folder_outside_git_is_a_clear_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for key, value in git_env(tmp_path).items():
        monkeypatch.setenv(key, value)
    for path, text in club_files().items():
        file = tmp_path / "loose" / path
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path / "loose")
    assert diff(capsys, "HEAD") == (
        1,
        "",
        "podium diff: content is not in a git repository; podium diff compares the content "
        "with a git revision, so run it in a clone of the results repository\n",
    )


def test_an_old_revision_that_does_not_validate_is_reported_and_the_rest_compared(
    repo: Repo, capsys: pytest.CaptureFixture[str]
) -> None:
    for path, text in club_files("2024-autumn-cup").items():
        repo.write(path, text)
    repo.write(f"{SPRING}/round-1.yaml", "boards:\n  - board: 1\n    powerz: {}\n")
    repo.commit("A broken spring, a good autumn")
    repo.git("tag", "broken")
    repo.write(f"{SPRING}/round-1.yaml", club_files()[f"{SPRING}/round-1.yaml"])
    repo.write("content/events/2024-autumn-cup/round-2.yaml", round_2(russia=10))
    status, out, err = diff(capsys, "broken")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[:4] == [
        "## Result changes against `broken`",
        "",
        "**Warning:** the content at `broken` does not validate, so the events it could not "
        "read are not compared:",
        "",
    ]
    problems = out.split("```")[1].strip().splitlines()
    assert problems
    assert all(
        p.startswith("broken:content/events/2024-spring-cup/round-1.yaml:") for p in problems
    )
    assert "Not compared: `2024-spring-cup`." in lines
    assert "- `Cat Cole`: 4, 106 → 3, 111.2 (up 1, +5.2)" in lines
    assert "### `Spring Cup` (`2024-autumn-cup`)" in lines
