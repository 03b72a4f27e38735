"""``podium serve`` never loses an edit: the watcher starts from the fingerprint taken just
before a build reads the files, and a file saved twice within one clock tick is hashed
again. Each race is made to happen through a hook, never by sleeping."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from podium import hashing
from podium.build.cache import CACHE_DIR
from podium.build.pipeline import build
from podium.tools.serve import Preview, State, bind, changed, fingerprint
from tests.conftest import ROUND, Writer


def wait_until(done: Callable[[], bool], seconds: float = 10.0) -> bool:
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


@pytest.fixture
def serving() -> Iterator[Callable[[Preview], Preview]]:
    started: list[Preview] = []

    def start(preview: Preview) -> Preview:
        preview.start()
        started.append(preview)
        return preview

    yield start
    for preview in started:
        preview.stop()


def page(out: Path) -> str:
    return (out / "events" / "2024-open" / "round-1" / "board-1" / "index.html").read_text(
        encoding="utf-8"
    )


EDITED = ROUND.replace("gina-verdi", "hugo-rosa")


def test_an_edit_saved_while_the_first_build_runs_is_built(
    club: Writer, serving: Callable[[Preview], Preview]
) -> None:
    content, out = club(), Path("_site")
    builds: list[str] = []

    def build_then_edit() -> None:  # the edit lands after the build read the files
        build(content, out, cache=CACHE_DIR)
        builds.append(page(out))
        if len(builds) == 1:
            (content / "events" / "2024-open" / "round-1.yaml").write_text(EDITED)

    preview = serving(
        Preview(bind(0, out, State()), build_then_edit, [content], lambda paths, error: None)
    )
    assert wait_until(lambda: len(builds) == 2)
    assert "Gina Verdi" in builds[0] and "Hugo Rosa" not in builds[0]
    assert "Hugo Rosa" in builds[1] and "Gina Verdi" not in builds[1]
    assert preview.server.state.snapshot() == (2, None)


def test_an_edit_saved_between_the_fingerprint_and_the_first_build_is_built(
    club: Writer, serving: Callable[[Preview], Preview]
) -> None:
    content, out = club(), Path("_site")
    seen: list[list[Path]] = []

    def edit_once(paths: list[Path]) -> None:  # after the fingerprint, before the build
        seen.append(paths)
        if len(seen) == 1:
            (content / "events" / "2024-open" / "round-1.yaml").write_text(EDITED)

    def build_once() -> None:
        build(content, out, cache=CACHE_DIR)

    preview = serving(
        Preview(
            bind(0, out, State()),
            build_once,
            [content],
            lambda paths, error: None,
            on_start=edit_once,
        )
    )
    assert "Hugo Rosa" in page(out)  # the first build read the edited file
    # ... and the watcher, which compares with the fingerprint taken before the edit,
    # rebuilds once more (the same content): nothing is ever skipped
    assert wait_until(lambda: preview.server.state.snapshot()[0] == 2)
    assert seen == [[], [content / "events" / "2024-open" / "round-1.yaml"]]
    assert "Hugo Rosa" in page(out)


def test_a_file_saved_twice_within_one_clock_tick_is_hashed_again(tmp_path: Path) -> None:
    board = tmp_path / "round-1.yaml"
    board.write_text("centres: 5\n", encoding="utf-8")
    before = fingerprint([tmp_path])
    stamp = board.stat().st_mtime_ns
    board.write_text("centres: 6\n", encoding="utf-8")  # same size ...
    os.utime(board, ns=(stamp, stamp))  # ... and the same time, as a coarse clock gives
    assert changed(before, fingerprint([tmp_path], before)) == [board]


def test_a_file_whose_stamp_did_not_change_is_not_read_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Only stat is looked at for a file whose stamp is the one of the last look (so a
    poll of a big archive stays cheap); one that changed is read."""
    monkeypatch.setattr(hashing, "RACY_NS", 0)  # the files were written just now
    (tmp_path / "old.yaml").write_text("centres: 5\n", encoding="utf-8")
    (tmp_path / "new.yaml").write_text("centres: 5\n", encoding="utf-8")
    before = fingerprint([tmp_path])
    (tmp_path / "new.yaml").write_text("centres: 6\n", encoding="utf-8")
    read: list[str] = []
    real = hashing._read

    def reading(file: str) -> hashing.Hashed:
        read.append(file)
        return real(file)

    monkeypatch.setattr(hashing, "_read", reading)
    assert changed(before, fingerprint([tmp_path], before)) == [tmp_path / "new.yaml"]
    assert read == [str(tmp_path / "new.yaml")]
