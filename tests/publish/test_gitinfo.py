"""podium.content.git_history: the history of a content folder, read with one git subprocess."""

from __future__ import annotations

import subprocess
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from podium.content.git_history import read_history

from .gitrepo import Repo, git_env


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Repo:
    made = Repo(tmp_path / "club")
    for key, value in made.env.items():
        monkeypatch.setenv(key, value)
    return made


def three_commits(repo: Repo) -> list[str]:
    repo.write("README.md", "outside the content folder\n")
    repo.write("content/players.yaml", "a: {name: A}\n")
    repo.write("content/events/open/event.yaml", "name: Open\n")
    repo.write("content/events/open/round-1.yaml", "boards: []\n")
    first = repo.commit("Add the Open", day="2024-05-10")
    repo.write("content/events/open/round-1.yaml", "boards: [1]\n")
    second = repo.commit("Fix board 1", author="Bruno Bianchi", day="2024-05-12")
    repo.write("content/events/open/index.md", "A report.\n")
    repo.write("README.md", "changed\n")
    third = repo.commit("Write the report", author="Chloé Martin", day="2024-06-01")
    return [first, second, third]


def test_each_file_has_its_commits_newest_first(repo: Repo) -> None:
    first, second, third = three_commits(repo)
    history = read_history(repo.root / "content")
    assert history is not None
    assert [c.sha for c in history.commits] == [third, second, first]
    assert [(c.date, c.subject, c.author) for c in history.of("events/open/round-1.yaml")] == [
        (date(2024, 5, 12), "Fix board 1", "Bruno Bianchi"),
        (date(2024, 5, 10), "Add the Open", "Alice Rossi"),
    ]
    assert [c.sha for c in history.of("players.yaml")] == [first]
    assert history.of("events/open/missing.yaml") == ()
    assert history.commits[0].files == ("events/open/index.md",)  # README.md is outside


def test_folder_history_and_last_changed(repo: Repo) -> None:
    first, second, third = three_commits(repo)
    history = read_history(repo.root / "content")
    assert history is not None
    assert [c.sha for c in history.under("events/open")] == [third, second, first]
    assert [c.sha for c in history.under("events/open/")] == [third, second, first]
    assert history.under("events/op") == ()
    assert history.last_changed("events/open/round-1.yaml") == date(2024, 5, 12)
    assert history.last_changed("events/open/event.yaml") == date(2024, 5, 10)
    assert history.last_changed("nothing.yaml") is None


def test_the_date_is_the_committer_date(repo: Repo) -> None:
    repo.write("content/players.yaml", "a: {name: A}\n")
    repo.commit("Correction", day="2024-01-01", committed="2024-02-03")
    history = read_history(repo.root / "content")
    assert history is not None
    assert history.last_changed("players.yaml") == date(2024, 2, 3)


def test_no_email_address_is_ever_kept(repo: Repo) -> None:
    repo.write("content/players.yaml", "a: {name: A}\n")
    repo.commit("Fix from dave@example.org, thanks", author="Bruno", email="secret@example.com")
    repo.write("content/players.yaml", "b: {name: B}\n")
    repo.commit("Typo", author="carol.b@example.net", email="carol.b@example.net")
    history = read_history(repo.root / "content")
    assert history is not None
    assert "@" not in repr(history)
    assert [(c.author, c.subject) for c in history.commits] == [
        ("carol.b", "Typo"),
        ("Bruno", "Fix from dave, thanks"),
    ]


def test_paths_are_relative_to_the_content_folder_wherever_git_is_run(
    repo: Repo, monkeypatch: pytest.MonkeyPatch
) -> None:
    three_commits(repo)
    monkeypatch.chdir(repo.root / "content" / "events")
    history = read_history("../../content")
    assert history is not None
    assert set(history.commits[-1].files) == {
        "players.yaml",
        "events/open/event.yaml",
        "events/open/round-1.yaml",
    }


def test_non_ascii_and_spaces_in_file_names(repo: Repo) -> None:
    repo.write("content/événement à Brunate.md", "x\n")
    repo.commit("Accents")
    history = read_history(repo.root / "content")
    assert history is not None
    assert history.commits[0].files == ("événement à Brunate.md",)


def test_a_rename_counts_for_the_new_name(repo: Repo) -> None:
    repo.write("content/events/open/round-1.yaml", "boards: []\n")
    repo.commit("Add", day="2024-05-10")
    repo.git("mv", "content/events/open", "content/events/open-2024")
    repo.commit("Rename", day="2024-05-11")
    history = read_history(repo.root / "content")
    assert history is not None
    assert [c.subject for c in history.of("events/open-2024/round-1.yaml")] == ["Rename"]


def test_mailmap_corrects_a_name(repo: Repo) -> None:
    repo.write(".mailmap", "Alice Rossi <alice@example.com> <ali@example.com>\n")
    repo.write("content/players.yaml", "a: {name: A}\n")
    repo.commit("Add", author="ali", email="ali@example.com")
    history = read_history(repo.root / "content")
    assert history is not None
    assert history.commits[0].author == "Alice Rossi"


def test_the_same_repository_state_gives_the_same_history(repo: Repo) -> None:
    three_commits(repo)
    assert read_history(repo.root / "content") == read_history(repo.root / "content")


def test_one_git_process_for_the_whole_folder(repo: Repo, monkeypatch: pytest.MonkeyPatch) -> None:
    for n in range(30):
        repo.write(f"content/events/e{n}/round-1.yaml", f"n: {n}\n")
    repo.commit("Many files")
    calls: list[list[str]] = []
    real_run = subprocess.run

    def counting_run(args: list[str], **kwargs: Any) -> Any:
        calls.append(args)
        return real_run(args, **kwargs)

    monkeypatch.setattr(subprocess, "run", counting_run)
    history = read_history(repo.root / "content")
    assert history is not None
    assert len(history.commits[0].files) == 30
    assert len(calls) == 1


def test_a_repository_without_commits_has_an_empty_history(repo: Repo) -> None:
    (repo.root / "content").mkdir()
    history = read_history(repo.root / "content")
    assert history is not None
    assert history.commits == ()
    assert history.last_changed("players.yaml") is None


def test_no_history_outside_a_repository(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for key, value in git_env(tmp_path).items():
        monkeypatch.setenv(key, value)
    (tmp_path / "content").mkdir()
    assert read_history(tmp_path / "content") is None
    assert read_history(tmp_path / "missing") is None


def test_no_history_without_git(repo: Repo, monkeypatch: pytest.MonkeyPatch) -> None:
    three_commits(repo)
    monkeypatch.setenv("PATH", str(repo.root / "no-bin-here"))
    assert read_history(repo.root / "content") is None


def test_a_git_hook_environment_does_not_redirect_the_history(
    repo: Repo, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Run from another repository's hook (GIT_DIR set), the content's own history is read."""
    three_commits(repo)
    other = Repo(tmp_path / "other")
    other.write("x.txt", "x\n")
    other.commit("Something else")
    monkeypatch.setenv("GIT_DIR", str(other.root / ".git"))
    monkeypatch.setenv("GIT_INDEX_FILE", str(other.root / ".git" / "index"))
    history = read_history(repo.root / "content")
    assert history is not None
    assert [c.subject for c in history.commits][-1] == "Add the Open"
