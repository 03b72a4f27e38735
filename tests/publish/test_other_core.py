"""Work on the other core (podium.build.forked and its uses) gives what the plain way
gives: templates compiled ahead, unchanged files linked ahead, the old site removed by
``rm`` while the build finishes; and each falls back to the plain way when it fails."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import threading
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import jinja2
import pytest

from podium.build import forked, writer
from podium.build.compile_ahead import CodeFromAhead, compiling_ahead
from podium.build.pipeline import build
from podium.build.writer import MARKER, SiteWriter, publishing
from podium.render.templates import make_environment
from podium.site.i18n import Translator
from tests.test_incremental import _lower_first_final_count, example, files

__all__ = ["example"]  # the fixture, shared


def site(folder: Path) -> dict[str, bytes]:
    """Every file of a built folder but the marker."""
    return {p: data for p, data in files(folder).items() if p != MARKER}


def beside(out: Path) -> list[str]:
    """What is in the output's parent folder: the output alone once a build is done."""
    return sorted(p.name for p in out.parent.iterdir())


def times(folder: Path, paths: Iterable[str]) -> dict[str, int]:
    return {p: (folder / p).stat().st_mtime_ns for p in paths}


# --------------------------------------------------------------------------- forked


def test_forked_work_sends_its_bytes_back() -> None:
    work = forked.start(lambda: b"made " + str(os.getpid()).encode(), jobs=None)
    assert work is not None
    result = work.result()
    assert result is not None and result.startswith(b"made ")
    assert result != b"made " + str(os.getpid()).encode()  # another process made it
    assert work.result() == result  # kept, asked again


def test_forked_work_that_fails_or_is_stopped_gives_none() -> None:
    def fails() -> bytes:
        raise ValueError("no")

    failed = forked.start(fails, jobs=None)
    assert failed is not None and failed.result() is None

    def slow_work() -> bytes:
        time.sleep(60)
        return b"late"

    slow = forked.start(slow_work, jobs=None)
    assert slow is not None
    slow.stop()  # at once, not in a minute
    assert slow.result() is None


def test_forked_work_is_not_started_with_one_job_or_other_threads(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert forked.start(lambda: b"", jobs=1) is None
    monkeypatch.setattr(threading, "active_count", lambda: 2)
    assert forked.start(lambda: b"", jobs=None) is None
    monkeypatch.setattr(os, "cpu_count", lambda: 1)
    assert not forked.other_core(None)


# --------------------------------------------------------------------------- templates


def test_templates_compiled_ahead_render_what_templates_compiled_here(tmp_path: Path) -> None:
    theme = tmp_path / "theme"
    (theme / "templates").mkdir(parents=True)
    (theme / "templates/a.html").write_text("{{ _('Rank') }} {{ x|upper }}", encoding="utf-8")
    (theme / "templates/b.html").write_text("{% if %}", encoding="utf-8")  # an error
    plain = make_environment([theme], Translator("it"))
    ahead = make_environment([theme], Translator("it"))
    with compiling_ahead(ahead, jobs=None):
        cache = ahead.bytecode_cache
        assert isinstance(cache, CodeFromAhead)
        assert ahead.get_template("a.html").render(x="ok") == plain.get_template("a.html").render(
            x="ok"
        )
        assert len(cache.code) == 1  # a.html came compiled; b.html could not be
        with pytest.raises(jinja2.TemplateSyntaxError):
            ahead.get_template("b.html")
    assert ahead.bytecode_cache is None


def test_a_template_changed_after_it_was_compiled_ahead_is_compiled_again(
    tmp_path: Path,
) -> None:
    theme = tmp_path / "theme"
    (theme / "templates").mkdir(parents=True)
    page = theme / "templates/a.html"
    page.write_text("old {{ x }}", encoding="utf-8")
    env = make_environment([theme], Translator("en"))
    with compiling_ahead(env, jobs=None):
        cache = env.bytecode_cache
        assert isinstance(cache, CodeFromAhead)
        cache.collect()  # compiled from "old"
        assert len(cache.code) == 1
        page.write_text("new {{ x }}", encoding="utf-8")
        assert env.get_template("a.html").render(x=1) == "new 1"  # the checksum differs


def test_a_process_forked_later_does_not_take_the_code_meant_for_the_build(
    tmp_path: Path,
) -> None:
    theme = tmp_path / "theme"
    (theme / "templates").mkdir(parents=True)
    (theme / "templates/a.html").write_text("{{ x }}", encoding="utf-8")
    env = make_environment([theme], Translator("en"))
    with compiling_ahead(env, jobs=None):
        cache = env.bytecode_cache
        assert isinstance(cache, CodeFromAhead)

        def in_another_process() -> bytes:
            return env.get_template("a.html").render(x="child").encode()

        child = forked.start(in_another_process, jobs=None)
        assert child is not None and child.result() == b"child"  # compiled there itself
        cache.collect()
        assert len(cache.code) == 1  # and the build's code is whole


# --------------------------------------------------------------------------- writer


OLD = {f"events/e{i}/index.html": b"event %d" % i for i in range(30)} | {"index.html": b"h"}
NEW = OLD | {"index.html": b"new home", "players/p/index.html": b"p"}


def publish(files: dict[str, bytes], out: Path, jobs: int | None, ahead: int = 0) -> None:
    """Write ``files`` as the build does; ``ahead``: that many are recorded, then linked
    ahead, before the others."""
    with publishing(out):
        site_writer = SiteWriter(out)
        names = sorted(files)
        for i, name in enumerate(names):
            if i == ahead:
                site_writer.link_ahead(jobs)
            site_writer.add([site_writer.put(name, files[name])])
        site_writer.commit(jobs)
        site_writer.tidy()


KEPT = [p for p in OLD if NEW[p] == OLD[p]]


@pytest.mark.parametrize("ahead", [0, 5, 31])
def test_linking_ahead_gives_the_site_linking_at_the_swap_gives(tmp_path: Path, ahead: int) -> None:
    out = tmp_path / "_site"
    publish(OLD, out, jobs=1)
    before = times(out, KEPT)
    publish(NEW, out, jobs=None, ahead=ahead)
    assert site(out) == NEW
    assert times(out, KEPT) == before  # the very files, linked
    assert beside(out) == ["_site"]


def test_a_linking_process_that_fails_half_way_leaves_the_swap_to_link_the_rest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "_site"
    publish(OLD, out, jobs=1)
    before = times(out, KEPT)
    real = writer._link
    parent = os.getpid()

    def half_then_fail(top: str, staging: str, paths: Any, *rest: Any, **kw: Any) -> bytes:
        if os.getpid() != parent:  # the linking process
            real(top, staging, sorted(paths)[:7])
            raise OSError("injected")
        return real(top, staging, paths, *rest, **kw)

    monkeypatch.setattr(writer, "_link", half_then_fail)
    publish(NEW, out, jobs=None, ahead=31)
    assert site(out) == NEW
    assert times(out, KEPT) == before


def test_the_old_site_is_removed_before_the_build_returns(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "_site"
    publish(OLD, out, jobs=1)
    started: list[list[str]] = []
    real = subprocess.Popen

    def recorded(command: list[str], **kw: Any) -> Any:
        started.append(command)
        return real(command, **kw)

    monkeypatch.setattr(subprocess, "Popen", recorded)
    publish(NEW, out, jobs=None)
    assert [c[:3] for c in started] == [["rm", "-rf", "--"]]
    assert ".old-" in started[0][3]
    assert beside(out) == ["_site"]


def test_a_removal_that_fails_is_finished_by_the_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "_site"
    publish(OLD, out, jobs=1)
    real = subprocess.Popen
    monkeypatch.setattr(subprocess, "Popen", lambda c, **kw: real(["false"], **kw))
    publish(NEW, out, jobs=None)
    assert beside(out) == ["_site"]
    monkeypatch.setattr(subprocess, "Popen", lambda c, **kw: real(["no-such-rm"], **kw))
    publish(OLD, out, jobs=None)  # no rm at all: removed in the build's process
    assert beside(out) == ["_site"]
    assert site(out) == OLD


# --------------------------------------------------------------------------- whole builds


def test_a_correction_builds_the_same_site_with_or_without_the_other_core(
    example: Path, tmp_path: Path
) -> None:
    outs = {jobs: tmp_path / f"out-{jobs}" / "_site" for jobs in (1, 2)}
    caches = {jobs: tmp_path / f"cache-{jobs}" for jobs in (1, 2)}
    for jobs in (1, 2):
        build(example, outs[jobs], cache=caches[jobs], jobs=jobs)
    before = files(outs[1])
    _lower_first_final_count(example)
    made = {jobs: build(example, outs[jobs], cache=caches[jobs], jobs=jobs) for jobs in (1, 2)}
    assert made[1] == made[2]
    assert files(outs[1]) == files(outs[2]) != before
    for jobs in (1, 2):
        assert beside(outs[jobs]) == ["_site"]


def test_only_the_program_itself_freezes_what_it_made_before_exiting() -> None:
    from podium.cli import main

    frozen = gc.get_freeze_count()
    assert main(["--version"]) == 0
    with pytest.raises(SystemExit):
        main(["build", "--no-such-option"])
    assert gc.get_freeze_count() == frozen  # tests call main() and go on: nothing frozen
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "import gc, sys; from podium import cli; sys.argv = ['podium', 'check', "
            "'/nonexistent']; status = cli.main(); print(gc.get_freeze_count() > 0)",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.stdout.strip() == "True", done.stderr
