"""The speed tricks (podium.tricks) against the plain way: the same site, byte for byte,
and the one switch that turns them off."""

from __future__ import annotations

import gc
import os
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from podium import tricks
from podium.build import pipeline, workers
from podium.build.pipeline import build
from podium.cli import main


def _files(site: Path) -> dict[str, bytes]:
    return {p.relative_to(site).as_posix(): p.read_bytes() for p in site.rglob("*") if p.is_file()}


def test_the_site_is_the_same_with_every_trick_off(
    example_content: Path,
    example_files: dict[str, bytes],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(tricks.SWITCH, "1")
    assert not any(tricks.on(name) for name in tricks.TRICKS)
    build(example_content, tmp_path / "plain", jobs=2)
    assert _files(tmp_path / "plain") == example_files


@pytest.mark.parametrize("trick", sorted(tricks.TRICKS))
def test_the_site_is_the_same_with_each_trick_off_alone(
    trick: str,
    example_content: Path,
    example_files: dict[str, bytes],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(tricks.SWITCH, trick)
    monkeypatch.setattr(workers, "PARALLEL_FROM", 1)  # the example's few events, forked
    assert {name for name in tricks.TRICKS if not tricks.on(name)} == {trick}
    build(example_content, tmp_path / "plain", jobs=2)
    assert _files(tmp_path / "plain") == example_files


@pytest.mark.parametrize("fails", [False, True])
def test_workers_run_with_what_they_inherit_frozen(
    fails: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the workers inherit is frozen while they run (the collector's full runs leave
    it out), and unfrozen after, even when the work fails."""
    monkeypatch.setenv(tricks.SWITCH, "")
    monkeypatch.setattr(workers, "PARALLEL_FROM", 1)
    made_before_fork: list[object] = []

    def before_fork() -> None:
        made_before_fork.append(object())

    def frozen_in_worker(n: int) -> int:
        if fails and n == 3:
            raise ValueError("no")
        return gc.get_freeze_count()

    before = gc.get_freeze_count()
    if fails:
        with pytest.raises(ValueError, match=r"^no$"):
            list(workers.run(frozen_in_worker, [1, 2, 3, 4], 2, before_fork))
    else:
        counts = list(workers.run(frozen_in_worker, [1, 2, 3, 4], 2, before_fork))
        assert len(counts) == 4
        assert all(count > before for count in counts)  # the parent's objects, frozen
    assert made_before_fork
    assert gc.get_freeze_count() == before


def _finished(attempt: Callable[[], object], seconds: float = 60) -> list[BaseException]:
    """What ``attempt`` raised (nothing: it returned), asserting that it ended within
    ``seconds`` (a build that waits for ever must fail the test, not hang it)."""
    raised: list[BaseException] = []

    def run() -> None:
        try:
            attempt()
        except BaseException as error:
            raised.append(error)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "still waiting for the work of a worker that died"
    return raised


def test_a_worker_that_dies_fails_the_work_instead_of_hanging(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A worker process killed mid-work (by the kernel's out-of-memory killer, say) ends
    the work with WorkerError; ``multiprocessing.Pool`` waited for its results for ever."""
    monkeypatch.setenv(tricks.SWITCH, "")
    monkeypatch.setattr(workers, "PARALLEL_FROM", 1)

    def dies_at_three(n: int) -> int:
        if n == 3:
            os._exit(9)
        return n

    before = gc.get_freeze_count()
    raised = _finished(lambda: list(workers.run(dies_at_three, list(range(8)), 2)))
    assert [type(error) for error in raised] == [workers.WorkerError]
    assert gc.get_freeze_count() == before


def test_podium_build_says_a_worker_died_and_leaves_the_output(
    example_content: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv(tricks.SWITCH, "")
    monkeypatch.setattr(workers, "PARALLEL_FROM", 1)  # the example's few events, forked
    parent, make_event = os.getpid(), pipeline.make_event

    def dies_in_a_worker(shared: pipeline.Shared, name: str) -> object:
        if os.getpid() != parent:
            os._exit(9)
        return make_event(shared, name)

    monkeypatch.setattr(pipeline, "make_event", dies_in_a_worker)
    out = tmp_path / "_site"
    codes: list[int] = []
    command = ["build", str(example_content), "-o", str(out), "--jobs", "2", "--no-cache"]
    assert _finished(lambda: codes.append(main(command))) == []
    assert codes == [1]
    assert capsys.readouterr().err.splitlines()[-1] == (
        f"{workers.WORKER_DIED}; {out} was left as it was"
    )
    assert not out.exists()


def test_the_site_is_the_same_from_worker_processes(
    example_content: Path,
    example_files: dict[str, bytes],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(tricks.SWITCH, "")
    monkeypatch.setattr(workers, "PARALLEL_FROM", 1)  # the example's few events, forked
    build(example_content, tmp_path / "tricks", jobs=2)
    assert _files(tmp_path / "tricks") == example_files


@pytest.mark.parametrize(
    ("switch", "off"),
    [
        ("", set()),
        ("  ", set()),
        ("1", set(tricks.TRICKS)),
        ("all", set(tricks.TRICKS)),
        ("workers", {"workers"}),
        (" workers , nothing ", {"workers"}),
    ],
)
def test_the_switch_turns_tricks_off(
    switch: str, off: set[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(tricks.SWITCH, switch)
    assert {name for name in tricks.TRICKS if not tricks.on(name)} == off


def test_a_trick_that_does_not_exist_is_refused() -> None:
    with pytest.raises(ValueError, match="no speed trick named 'quick'"):
        tricks.on("quick")
