"""`podium serve`'s rebuilds with the real build: what one build keeps for the next
(:class:`~podium.build.pipeline.Warm`) never hides a problem that `podium check` finds.

Each rebuild is called as the watcher calls it (:meth:`~podium.tools.serve.Preview.rebuild`),
so the test waits on nothing.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from podium.build.pipeline import Warm, build
from podium.tools.serve import Preview, State, bind
from tests.conftest import EVENT, ROUND, Writer

SERIES = "name: Club championship\nevents: [2024-open, 2025-league]\npoints: [3, 2, 1]\n"


@pytest.fixture
def preview(club: Writer, tmp_path: Path) -> Iterator[tuple[Preview, Path, list[str | None]]]:
    """A preview of a club with a series over two events, built once; the reports of its
    builds."""
    content = club(
        {
            "series/club.yaml": SERIES,
            "events/2025-league/event.yaml": EVENT.replace("2024-05-10", "2025-01-10"),
            "events/2025-league/round-1.yaml": ROUND,
        }
    )
    out, warm = tmp_path / "site", Warm()
    reports: list[str | None] = []

    def serve_build() -> None:  # as `podium serve` builds: the cache, and the one Warm
        build(content, out, cache=tmp_path / "cache", jobs=1, warm=warm)

    running = Preview(
        server=bind(0, out, State()),
        build=serve_build,
        roots=[content],
        on_build=lambda paths, error: reports.append(error),
    )
    running.rebuild([])
    yield running, content, reports
    running.server.server_close()


def test_a_series_event_removed_while_serving_is_an_error(
    preview: tuple[Preview, Path, list[str | None]],
) -> None:
    """The series named an event whose folder was then removed: `check` and `build` said
    so, the preview showed no error and dropped the event from the series."""
    running, content, reports = preview
    shutil.rmtree(content / "events/2025-league")
    running.rebuild([content / "events/2025-league"])
    error = (
        "content/series/club.yaml:2:21: unknown event '2025-league'; "
        "write the folder name of an event in events/"
    )
    assert reports == [None, error]
    assert running.server.state.snapshot() == (2, error)  # what the page shows
    (content / "events/2025-league").mkdir()
    (content / "events/2025-league/event.yaml").write_text(EVENT, encoding="utf-8")
    (content / "events/2025-league/round-1.yaml").write_text(ROUND, encoding="utf-8")
    running.rebuild([content / "events/2025-league"])
    assert reports[2:] == [None]
