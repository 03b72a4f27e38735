"""podium.diff.export_revision: the content folder as it was at a git revision."""

from __future__ import annotations

from pathlib import Path

import pytest

from podium.tools.diff import DiffError, export_revision

from .gitrepo import Repo, git_env


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Repo:
    made = Repo(tmp_path / "club")
    for key, value in made.env.items():
        monkeypatch.setenv(key, value)
    made.write("README.md", "not content\n")
    made.write("content/players.yaml", "old\n")
    made.write("content/events/open/round-1.yaml", "old round\n")
    made.commit("First")
    made.write("content/players.yaml", "new\n")
    made.write("content/events/open/index.md", "report\n")
    made.commit("Second")
    made.git("tag", "v1", "HEAD~1")
    made.write("content/players.yaml", "uncommitted\n")
    return made


def files(folder: Path) -> dict[str, str]:
    return {
        p.relative_to(folder).as_posix(): p.read_text(encoding="utf-8")
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def test_exports_the_folder_as_it_was(repo: Repo, tmp_path: Path) -> None:
    exported = export_revision("v1", repo.root / "content", tmp_path / "old")
    assert exported == tmp_path / "old" / "content"
    assert files(exported) == {"players.yaml": "old\n", "events/open/round-1.yaml": "old round\n"}


def test_any_revision_git_knows(repo: Repo, tmp_path: Path) -> None:
    for n, rev in enumerate(["HEAD", "main", "HEAD~0"]):
        exported = export_revision(rev, repo.root / "content", tmp_path / str(n))
        assert exported is not None
        assert files(exported)["players.yaml"] == "new\n"  # committed, not the working tree


def test_a_subfolder_of_the_content(repo: Repo, tmp_path: Path) -> None:
    exported = export_revision("HEAD", repo.root / "content" / "events", tmp_path / "old")
    assert exported is not None
    assert files(exported) == {"open/index.md": "report\n", "open/round-1.yaml": "old round\n"}


def test_a_folder_that_did_not_exist_at_the_revision(repo: Repo, tmp_path: Path) -> None:
    repo.write("content/events/new/event.yaml", "name: New\n")
    repo.commit("Third")
    assert export_revision("v1", repo.root / "content" / "events" / "new", tmp_path / "x") is None


@pytest.mark.parametrize("rev", ["no-such-branch", "HEAD~5", "--output=/tmp/x", ""])
def test_an_unknown_revision_is_a_clear_error(repo: Repo, tmp_path: Path, rev: str) -> None:
    with pytest.raises(DiffError) as error:
        export_revision(rev, repo.root / "content", tmp_path / "old")
    assert str(error.value) == (
        f"unknown revision '{rev}'; give a commit, branch or tag that exists in this clone "
        "(for a pull request's base, fetch it first, e.g. git fetch origin main)"
    )
    assert not (tmp_path / "old").exists()


def test_a_folder_outside_git_is_a_clear_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for key, value in git_env(tmp_path).items():
        monkeypatch.setenv(key, value)
    (tmp_path / "content").mkdir()
    with pytest.raises(DiffError) as error:
        export_revision("HEAD", tmp_path / "content", tmp_path / "old")
    assert str(error.value) == (
        f"{tmp_path / 'content'} is not in a git repository; podium diff compares the "
        "content with a git revision, so run it in a clone of the results repository"
    )


def test_a_missing_folder_is_a_clear_error(repo: Repo, tmp_path: Path) -> None:
    with pytest.raises(DiffError) as error:
        export_revision("HEAD", repo.root / "contnet", tmp_path / "old")
    assert str(error.value) == f"{repo.root / 'contnet'}: no such folder; give the content folder"


def test_without_git_is_a_clear_error(
    repo: Repo, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path / "no-bin"))
    with pytest.raises(DiffError) as error:
        export_revision("HEAD", repo.root / "content", tmp_path / "old")
    assert str(error.value) == "git is not installed; install git to compare with a revision"
