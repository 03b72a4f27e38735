"""Folders a contributor may put where the build writes: the cache folder committed as a
link to ``..``, and an output folder that holds the content. The build refuses each
before it touches anything, and says what to do."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from podium.build.cache import Cache
from podium.cli import main
from tests.test_incremental import EXAMPLE, files


@pytest.fixture
def checkout(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A club's checkout (its content) beside another folder named like a cache version."""
    club = tmp_path / "club"
    shutil.copytree(EXAMPLE, club / "content")
    (tmp_path / "podium-site").mkdir()
    (tmp_path / "podium-site" / "keep.txt").write_text("the club's own work")
    monkeypatch.chdir(club)
    return club


def test_a_cache_folder_that_is_a_link_is_refused(
    checkout: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``git add -A`` commits a link ``.podium-cache -> ..`` (the template's ``.gitignore``
    line ``.podium-cache/`` matches folders only): cleaning up old cache versions there
    would remove every ``podium-*`` folder beside the checkout."""
    (checkout / ".podium-cache").symlink_to("..")
    assert main(["build", "-o", "_site"]) == 1
    assert capsys.readouterr().err == (
        ".podium-cache: is a symbolic link, not a folder; podium keeps its build cache in a "
        "folder of its own: remove it (and list .podium-cache/ in .gitignore), or build "
        "with --no-cache\n"
    )
    assert (checkout.parent / "podium-site" / "keep.txt").read_text() == "the club's own work"
    assert sorted(p.name for p in checkout.iterdir()) == [".podium-cache", "content"]
    assert main(["build", "-o", "_site", "--no-cache"]) == 0


def test_clean_up_removes_only_old_caches_inside_the_cache_folder(checkout: Path) -> None:
    """A link named like an old cache version inside the cache is never followed."""
    cache = checkout / ".podium-cache"
    (cache / "podium-0.0.1-1-0123456789abcdef").mkdir(parents=True)
    (cache / "podium-linked").symlink_to(checkout.parent / "podium-site")
    assert main(["build", "-o", "_site", "-q"]) == 0
    folder = Cache.at(cache).folder
    assert folder is not None
    assert sorted(p.name for p in cache.iterdir()) == sorted([folder.name, "podium-linked"])
    assert (checkout.parent / "podium-site" / "keep.txt").read_text() == "the club's own work"


@pytest.mark.parametrize("cache", [[], ["--no-cache"]], ids=["cached", "no cache"])
def test_an_output_folder_that_holds_the_content_is_refused(
    checkout: Path, capsys: pytest.CaptureFixture[str], cache: list[str]
) -> None:
    """``podium build pub/content -o pub`` after a first build into ``pub``: the swap
    would take the content away with the old site."""
    assert main(["build", "-o", "pub", "-q", *cache]) == 0
    shutil.move(checkout / "content", checkout / "pub" / "content")
    before = files(checkout / "pub")
    capsys.readouterr()
    assert main(["build", "pub/content", "-o", "pub", *cache]) == 1
    assert capsys.readouterr().err == (
        "pub: holds the content folder pub/content, and a build replaces the whole output "
        "folder; choose an output folder outside it with -o, e.g. -o _site\n"
    )
    assert files(checkout / "pub") == before
    assert sorted(p.name for p in checkout.iterdir() if p.name != ".podium-cache") == ["pub"]
