"""Building is all or nothing: the previous output survives any failure byte for byte."""

from __future__ import annotations

from pathlib import Path

import pytest

from podium.build.pipeline import build
from podium.build.writer import MARKER, OutputError
from podium.content.problems import ContentError
from tests.conftest import BASE, Writer, write_site


def snapshot(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


def test_write_site_replaces_the_whole_folder(tmp_path: Path) -> None:
    out = tmp_path / "_site"
    write_site({"index.html": b"one", "old/page.html": b"old"}, out)
    write_site({"index.html": b"two", "events/a/index.html": b"a"}, out)
    assert snapshot(out) == {
        MARKER: (out / MARKER).read_bytes(),
        "events/a/index.html": b"a",
        "index.html": b"two",
    }
    assert sorted(p.name for p in tmp_path.iterdir()) == ["_site"]  # no temporary left


def test_write_site_failing_midway_leaves_old_output_and_no_temporary(tmp_path: Path) -> None:
    out = tmp_path / "_site"
    write_site({"index.html": b"old"}, out)
    before = snapshot(out)
    with pytest.raises(ValueError, match="not a file name inside the site"):
        write_site({"index.html": b"new", "../escape.html": b"x"}, out)
    with pytest.raises(OSError):  # a file and a folder of the same name
        write_site({"a": b"file", "a/b.html": b"x"}, out)
    assert snapshot(out) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["_site"]


def test_write_site_never_replaces_a_folder_it_did_not_build(tmp_path: Path) -> None:
    precious = tmp_path / "content"
    precious.mkdir()
    (precious / "site.yaml").write_text("title: Mine\n")
    with pytest.raises(OutputError, match="podium did not build it"):
        write_site({"index.html": b"x"}, precious)
    assert (precious / "site.yaml").read_text() == "title: Mine\n"


def test_failed_build_leaves_previous_output_byte_for_byte(club: Writer) -> None:
    root = club()
    out = Path("_site")
    build(root, out)
    before = snapshot(out)
    assert "index.html" in before and b"Open 2024" in before["index.html"]
    club({"events/2024-open/round-1.yaml": BASE["events/2024-open/round-1.yaml"] + "oops: 1\n"})
    with pytest.raises(ContentError):
        build(root, out)
    assert snapshot(out) == before
    assert sorted(p.name for p in Path().iterdir()) == ["_site", "content"]


def test_build_is_deterministic(club: Writer) -> None:
    root = club()
    first = build(root, Path("one"))
    second = build(root, Path("two"))
    assert first == second
    assert snapshot(Path("one")) == snapshot(Path("two"))


@pytest.mark.parametrize(
    "name", ["", "/etc/passwd", "../x.html", "a/../../x", "a//b.html", "./a.html", "a/", MARKER]
)
def test_only_clean_paths_inside_the_site_are_written(tmp_path: Path, name: str) -> None:
    with pytest.raises(ValueError, match="not a file name inside the site"):
        write_site({name: b"x"}, tmp_path / "_site")
    assert not (tmp_path / "_site").exists()
