"""The speed tricks (podium.tricks) against the plain way: the same site, byte for byte,
and the one switch that turns them off."""

from __future__ import annotations

import gc
from pathlib import Path

import pytest

from podium import tricks
from podium.build import workers
from podium.build.pipeline import build


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
