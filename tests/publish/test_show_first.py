"""``podium serve`` shows the files an edit changed before the rest of the site is made
(:meth:`~podium.build.writer.SiteWriter.show_first`): each replaced in one rename; a build
that then fails, or is killed, leaves exactly the old site; one that succeeds, exactly the
new one."""

from __future__ import annotations

from pathlib import Path

import pytest

from podium.build.lock import publishing
from podium.build.writer import ASIDE, SiteWriter
from podium.hashing import key
from tests.conftest import write_site
from tests.publish.test_atomic import site

OLD = {"index.html": b"old home", "events/a/index.html": b"a", "events/a/r.html": b"r1"}


def started(out: Path) -> SiteWriter:
    """A build of ``out`` that changed events/a/r.html, added events/b/index.html, and
    showed them first."""
    writer = SiteWriter(out)
    writer.add([writer.put("events/a/r.html", b"r2"), writer.put("events/b/index.html", b"b")])
    writer.show_first()
    return writer


def test_a_changed_file_is_shown_before_the_swap_and_a_new_one_waits(tmp_path: Path) -> None:
    out = tmp_path / "_site"
    write_site(OLD, out)
    with publishing(out):
        writer = started(out)
        assert site(out) == {**OLD, "events/a/r.html": b"r2"} | {f"{ASIDE}/events/a/r.html": b"r1"}
        assert writer.published("events/a/r.html").read_bytes() == b"r1"  # the old file
        writer.add([writer.put("index.html", b"new home")])
        writer.keep(["events/a/index.html"])
        writer.commit()
    new = {"index.html": b"new home", "events/a/index.html": b"a", "events/a/r.html": b"r2"}
    assert site(out) == new | {"events/b/index.html": b"b"}


def test_a_build_that_fails_after_showing_leaves_exactly_the_old_site(tmp_path: Path) -> None:
    out = tmp_path / "_site"
    write_site(OLD, out)
    with publishing(out):
        started(out).abort()
    assert site(out) == OLD
    assert not (out / ASIDE).exists()


def test_a_build_killed_after_showing_gets_the_old_files_put_back(tmp_path: Path) -> None:
    out = tmp_path / "_site"
    write_site(OLD, out)
    with publishing(out):
        started(out)  # and never finished: killed
    said: list[str] = []
    with publishing(out, said.append):  # what every build does first
        assert site(out) == OLD
    assert said == [f"{out}: put back the files that a killed build had shown first"]


def test_a_failure_while_showing_leaves_exactly_the_old_site(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import os

    out = tmp_path / "_site"
    write_site(OLD, out)
    real = os.replace

    def failing(source: str, target: str) -> None:
        if "/.new/" in source:  # showing the new file, not putting the old one back
            raise PermissionError(13, "Permission denied (injected)", target)
        real(source, target)

    monkeypatch.setattr(os, "replace", failing)
    with publishing(out), pytest.raises(PermissionError, match="injected"):
        writer = SiteWriter(out)
        try:
            writer.add([writer.put("events/a/r.html", b"r2")])
            writer.show_first()
        except BaseException:
            writer.abort()
            raise
    monkeypatch.setattr(os, "replace", real)
    assert site(out) == OLD


def test_the_output_looked_at_after_showing_is_the_old_site(tmp_path: Path) -> None:
    """The files shown first are the old ones to the rest of the build (the search index
    compares with them), and what was put aside is not a file of the site."""
    out = tmp_path / "_site"
    write_site(OLD, out)
    with publishing(out):
        writer = started(out)
        assert sorted(writer.look_at_output()) == sorted(OLD)
        assert writer.old_hash("events/a/r.html") == key(b"r1")
        assert writer.old_hash("index.html") == key(b"old home")
        writer.abort()
    assert site(out) == OLD
