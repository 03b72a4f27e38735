"""Publishing is all or nothing: after any failure, kill or race, the output folder holds
exactly the old site or exactly the new one, and what a killed build left is cleaned up."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from podium.build import writer
from podium.build.lock import publishing
from podium.build.pipeline import build
from podium.build.writer import MARKER
from podium.cli import main
from podium.progress import Console
from tests.conftest import Writer, write_site

OLD = {"index.html": b"old home", "events/a/index.html": b"a", "ro/page.html": b"kept"}
NEW = {"index.html": b"new home", "events/b/index.html": b"b", "ro/page.html": b"kept"}


def site(folder: Path) -> dict[str, bytes]:
    """Every file of a built folder but the marker."""
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file() and p.name != MARKER
    }


def beside(out: Path) -> list[str]:
    """What is in the output's parent folder (staging folders, old sites, locks...)."""
    return sorted(p.name for p in out.parent.iterdir())


# --------------------------------------------------------------------------- failures


def test_read_only_files_and_folders_in_the_old_output_do_not_stop_the_new_site(
    tmp_path: Path,
) -> None:
    out = tmp_path / "_site"
    write_site(OLD, out)
    (out / "index.html").chmod(0o444)
    (out / "ro").chmod(0o555)
    (out / "events" / "a").chmod(0o555)
    write_site(NEW, out)  # the output is replaced, never written into
    assert site(out) == NEW
    assert beside(out) == ["_site"]


Patch = tuple[object, str, Callable[[str], bool]]


def injected(real: Callable[..., Any], when: Callable[[str], bool]) -> Callable[..., Any]:
    """``real``, but raising PermissionError when ``when(first argument)`` holds."""

    def fake(*args: Any, **kwargs: Any) -> Any:
        if when(str(args[0])):
            raise PermissionError(13, "Permission denied (injected)", str(args[0]))
        return real(*args, **kwargs)

    return fake


@contextmanager
def failing(patches: list[Patch]) -> Iterator[None]:
    """Each ``(owner, name, when)``: ``owner.name`` fails whenever ``when(path)`` holds."""
    with pytest.MonkeyPatch.context() as patch:
        for owner, name, when in patches:
            real = getattr(owner, name, None) or open  # the writer's open is the builtin
            patch.setattr(owner, name, injected(real, when), raising=False)
        yield


STEPS: dict[str, list[Patch]] = {
    "staging a changed file": [(writer, "open", lambda path: ".new-" in path)],
    "linking an unchanged file": [  # no hard link, and no copy either
        (os, "link", lambda path: True),
        (shutil, "copy2", lambda path: True),
    ],
    "moving the old site aside": [(os, "replace", lambda path: path.endswith("_site"))],
    "moving the new site in": [(os, "rename", lambda path: ".new-" in path)],
}


@pytest.mark.parametrize("step", sorted(STEPS))
def test_a_failure_at_any_step_leaves_exactly_the_old_site_and_nothing_beside(
    tmp_path: Path, step: str
) -> None:
    out = tmp_path / "_site"
    write_site(OLD, out)
    with failing(STEPS[step]), pytest.raises(PermissionError, match="injected"):
        write_site(NEW, out)
    assert site(out) == OLD
    assert beside(out) == ["_site"]
    write_site(NEW, out)  # and the next build goes through
    assert site(out) == NEW


def test_without_hard_links_unchanged_files_are_copied_with_their_dates(tmp_path: Path) -> None:
    out = tmp_path / "_site"
    write_site(OLD, out)
    before = os.stat(out / "ro" / "page.html").st_mtime_ns
    with failing([(os, "link", lambda path: True)]):
        write_site(NEW, out)
    assert site(out) == NEW
    assert os.stat(out / "ro" / "page.html").st_mtime_ns == before


def test_a_build_that_changes_nothing_does_not_replace_the_folder(tmp_path: Path) -> None:
    out = tmp_path / "_site"
    write_site(OLD, out)
    inode = out.stat().st_ino
    write_site(OLD, out)
    assert out.stat().st_ino == inode
    write_site(NEW, out)
    assert out.stat().st_ino != inode  # a new folder, swapped in


def test_a_symbolic_link_as_output_stays_and_its_folder_is_swapped(tmp_path: Path) -> None:
    (tmp_path / "www").mkdir()
    real = tmp_path / "www" / "site"
    write_site(OLD, real)
    link = tmp_path / "_site"
    link.symlink_to(real)
    write_site(NEW, link)
    assert link.is_symlink() and site(real) == NEW
    assert beside(real) == ["site"] and beside(link) == ["_site", "www"]


# --------------------------------------------------------------------------- kills


CHILD = """\
import os, sys, time
from pathlib import Path
from podium.build import writer
from tests.conftest import write_site

real_rename = os.rename

def stall(*args):
    print("stalled", flush=True)
    time.sleep(120)

def rename(source, target):
    if ".new-" in str(source):
        stall()
    real_rename(source, target)

if sys.argv[2] == "staged":
    writer.swap = lambda staging, out: stall()
else:
    os.rename = rename
write_site({"index.html": b"new home", "events/b/index.html": b"b"}, Path(sys.argv[1]))
"""


def kill_while(out: Path, moment: str) -> None:
    """Run a build in a child process and kill it (SIGKILL) at ``moment``."""
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(out), moment], stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None and child.stdout.readline() == "stalled\n"
    finally:
        child.kill()
        child.wait()


def test_a_build_killed_before_publishing_leaves_the_old_site_and_its_staging_is_removed(
    tmp_path: Path,
) -> None:
    out = tmp_path / "_site"
    write_site(OLD, out)
    kill_while(out, "staged")
    assert site(out) == OLD
    left = [name for name in beside(out) if name != "_site"]
    assert [name[: len("._site.new-")] for name in left] == ["._site.lock", "._site.new-"]
    write_site(NEW, out)  # the next build removes what the killed one left
    assert site(out) == NEW
    assert beside(out) == ["_site"]


def test_a_build_killed_between_the_two_renames_gets_the_old_site_put_back(
    tmp_path: Path,
) -> None:
    out = tmp_path / "_site"
    write_site(OLD, out)
    kill_while(out, "swapping")
    assert not out.exists()  # the one moment the output is absent
    said: list[str] = []
    with publishing(out, said.append):  # what every build does first
        assert site(out) == OLD
        assert beside(out) == ["._site.lock", "_site"]
    assert said == [
        f"{out}: put back the site that a build killed while publishing had moved aside"
    ]


# --------------------------------------------------------------------------- races


def podium_build(content: str, *extra: str) -> subprocess.Popen[str]:
    podium = Path(sys.executable).parent / "podium"
    return subprocess.Popen(
        [str(podium), "build", content, "-o", "_site", "--no-cache", *extra],
        stderr=subprocess.PIPE,
        text=True,
    )


def two_clubs(club: Writer) -> None:
    """``content`` and ``other``: two clubs whose home pages differ."""
    club()
    club({"site.yaml": "title: Other Club\n"}).rename("other")
    club()


def test_a_second_build_into_the_same_folder_waits_for_the_first(club: Writer) -> None:
    two_clubs(club)
    with publishing(Path("_site")):  # a first build, holding the folder
        second = podium_build("content")
        assert second.stderr is not None
        waiting = second.stderr.readline()
        expected = f"waiting for another podium build into this folder (process {os.getpid()})"
        assert waiting == f"_site: {expected} to finish\n"
        assert not Path("_site").exists()
    assert second.wait(timeout=60) == 0
    assert "Test Club" in Path("_site/index.html").read_text(encoding="utf-8")


def test_the_build_function_itself_holds_the_output_lock(club: Writer) -> None:
    """Not only `podium build`: any caller of build() (serve, a script) waits its turn."""
    club()
    heard = io.StringIO()
    console = Console(stream=heard, tty=False, colour=False)
    with publishing(Path("_site")):  # another build, holding the folder
        second = threading.Thread(target=build, args=(Path("content"), Path("_site"), console))
        second.start()
        deadline = time.monotonic() + 60
        while "waiting" not in heard.getvalue() and time.monotonic() < deadline:
            time.sleep(0.01)
        assert heard.getvalue() == (
            f"_site: waiting for another podium build into this folder "
            f"(process {os.getpid()}) to finish\n"
        )
        assert second.is_alive() and not Path("_site").exists()
    second.join(timeout=60)
    assert "Test Club" in Path("_site/index.html").read_text(encoding="utf-8")


def test_two_builds_at_once_leave_exactly_the_site_of_the_one_that_waited(
    club: Writer,
) -> None:
    two_clubs(club)
    build(Path("content"), Path("one"))
    build(Path("other"), Path("two"))
    expected = {"content": site(Path("one")), "other": site(Path("two"))}
    assert expected["content"] != expected["other"]
    running = {name: podium_build(name) for name in expected}
    said = {name: process.communicate(timeout=120)[1] for name, process in running.items()}
    assert [process.returncode for process in running.values()] == [0, 0], said
    assert site(Path("_site")) in expected.values()  # one whole site, never a mix
    waited = [name for name, text in said.items() if "waiting for another podium build" in text]
    if waited:  # they overlapped: the one that waited published last
        assert waited != list(expected) and site(Path("_site")) == expected[waited[0]]
    assert beside(Path("_site")) == ["_site", "content", "one", "other", "two"]


def test_the_build_command_cleans_up_after_a_killed_build(club: Writer) -> None:
    club()
    assert main(["build", "-q"]) == 0
    before = site(Path("_site"))
    stale = Path("._site.new-0123456789abcdef")
    (stale / "events").mkdir(parents=True)
    (stale / "events" / "half.html").write_bytes(b"half")
    assert main(["build", "-q"]) == 0
    assert not stale.exists()
    assert site(Path("_site")) == before


# --------------------------------------------------------------------------- invariant


sites = st.dictionaries(
    st.sampled_from(["index.html", "a/index.html", "a/b/c.html", "b/x.css", "feed.xml"]),
    st.binary(max_size=3),
    min_size=1,
)


@settings(max_examples=40, deadline=None)
@given(steps=st.lists(st.tuples(sites, st.sampled_from([*sorted(STEPS), "none"])), max_size=5))
def test_the_output_is_always_the_last_site_published_whole(
    tmp_path_factory: pytest.TempPathFactory, steps: list[tuple[dict[str, bytes], str]]
) -> None:
    out = tmp_path_factory.mktemp("out") / "_site"
    published: dict[str, bytes] | None = None
    for files, step in steps:
        with failing(STEPS.get(step, [])):
            try:
                write_site(files, out)
                published = files
            except PermissionError:
                pass
        assert (site(out) if out.exists() else None) == published
        assert beside(out) == (["_site"] if published is not None else [])


def test_an_output_that_cannot_be_locked_is_reported_and_left_as_it_was(
    club: Writer, capsys: pytest.CaptureFixture[str]
) -> None:
    club()
    assert main(["build", "-q"]) == 0
    before = site(Path("_site"))
    club({"site.yaml": "title: Renamed\n"})
    lock = Path.cwd() / "._site.lock"
    with failing([(os, "open", lambda path: path == str(lock))]):
        assert main(["build", "-q"]) == 1
    assert capsys.readouterr().err == (
        f"{lock}: cannot write the site there (Permission denied (injected)); _site was "
        "left as it was; choose another output folder with -o\n"
    )
    assert site(Path("_site")) == before
