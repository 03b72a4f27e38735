"""An edit saved while a build runs never puts a result in the cache under the key of
bytes it was not made from (the build hashes its inputs first, and reads them again
later): reverting the edit then serves the old content, not the edited one."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from podium.build import service
from podium.build.pipeline import build
from tests.test_incremental import EXAMPLE, _lower_first_final_count, files

EVENT = "2024-brunate-open"


@pytest.fixture
def example(tmp_path: Path) -> Path:
    content = tmp_path / "content"
    shutil.copytree(EXAMPLE, content)
    return content


def _retitle(content: Path) -> None:
    site = content / "site.yaml"
    text = site.read_text(encoding="utf-8")
    site.write_text(text.replace("title: ", "title: Edited ", 1), encoding="utf-8")


EDITS: dict[str, tuple[str, str, Callable[[Path], object]]] = {
    "a round file, before its event is read": (
        "event",
        f"events/{EVENT}/round-1.yaml",
        _lower_first_final_count,
    ),
    "site.yaml, before it is read": ("base", "site.yaml", _retitle),
}


def _edit_while_building(
    monkeypatch: pytest.MonkeyPatch, content: Path, case: str, *, undo: bool
) -> list[bytes]:
    """Make the build edit a file of ``content`` once, after it hashed its inputs and just
    before it reads that file (its event's, or the base's: site.yaml); with ``undo``, the
    old bytes are put back as soon as it has been read. Returns the old bytes, once done."""
    where, file, edit = EDITS[case]
    name = "read_event" if where == "event" else "read_base"
    real = getattr(service, name)
    done: list[bytes] = []

    def hooked(*args: Any, **kwargs: Any) -> Any:
        if done or (where == "event" and Path(args[1]).name != EVENT):
            return real(*args, **kwargs)
        path = content / file
        done.append(path.read_bytes())
        edit(content)
        assert path.read_bytes() != done[0]
        found = real(*args, **kwargs)
        if undo:
            path.write_bytes(done[0])
        return found

    monkeypatch.setattr(service, name, hooked)
    return done


@pytest.mark.parametrize("case", sorted(EDITS))
def test_an_edit_between_hashing_and_reading_is_never_cached(
    example: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, case: str
) -> None:
    plain = build(example, tmp_path / "plain")  # the content as it is, without a cache
    out, cache = tmp_path / "_site", tmp_path / "cache"
    with monkeypatch.context() as patch:
        old = _edit_while_building(patch, example, case, undo=False)
        build(example, out, cache=cache)  # hashes the old bytes, reads the edited ones
    assert old
    assert files(out) != files(tmp_path / "plain")  # this build shows the edit ...
    (example / EDITS[case][1]).write_bytes(old[0])  # ... which is then reverted
    assert build(example, out, cache=cache) == plain
    assert files(out) == files(tmp_path / "plain")


@pytest.mark.parametrize("case", sorted(EDITS))
def test_an_edit_undone_while_the_build_runs_is_never_cached(
    example: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, case: str
) -> None:
    """The same bytes when the build starts and when it ends, others read in between."""
    plain = build(example, tmp_path / "plain")
    out, cache = tmp_path / "_site", tmp_path / "cache"
    with monkeypatch.context() as patch:
        old = _edit_while_building(patch, example, case, undo=True)
        build(example, out, cache=cache)
    assert old and (example / EDITS[case][1]).read_bytes() == old[0]
    assert files(out) != files(tmp_path / "plain")
    assert build(example, out, cache=cache) == plain
    assert files(out) == files(tmp_path / "plain")
