"""A tiny valid club written into a temporary folder, to break one file at a time."""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from podium.build.cache import OutputFile
from podium.build.lock import publishing
from podium.build.writer import SiteWriter

# No per-example deadline: the machines that run the tests (2 shared cores, CI runners)
# are noisy, and a slow example is not a failure. Speed is measured by benchmarks/.
settings.register_profile("podium", deadline=None)
settings.load_profile("podium")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A test that drives a real browser (the ``browser`` fixture: chromium) is slow, as
    every test marked so by hand: ``make check`` leaves them out, ``make test`` runs them."""
    for item in items:
        if "browser" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.slow)


PLAYERS = """\
alice-rossi:
  name: Alice Rossi
  country: IT
  gender: f
bob-smith:
  name: Bob Smith
carol-bianchi:
  name: Carol Bianchi
dan-gialli:
  name: Dan Gialli
eve-neri:
  name: Eve Neri
frank-blu:
  name: Frank Blu
gina-verdi:
  name: Gina Verdi
hugo-rosa:
  name: Hugo Rosa
"""

EVENT = """\
name: Open 2024
start: 2024-05-10
scoring: italia-2010
"""

ROUND = """\
boards:
  - board: 1
    powers:
      Austria: {player: alice-rossi, centres: 9}
      England: {player: bob-smith, centres: 8}
      France: {player: carol-bianchi, centres: 6}
      Germany: {player: dan-gialli, centres: 5}
      Italy: {player: eve-neri, centres: 3}
      Russia: {player: frank-blu, centres: 2}
      Turkey: {player: gina-verdi, centres: 0}
"""

BASE: dict[str, str] = {
    "site.yaml": "title: Test Club\n",
    "players.yaml": PLAYERS,
    "events/2024-open/event.yaml": EVENT,
    "events/2024-open/round-1.yaml": ROUND,
}

Writer = Callable[..., Path]


@pytest.fixture
def club(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Writer]:
    """``club({"events/2024-open/round-1.yaml": "..."})`` writes the base club with these
    files replaced (None removes one) into ``./content`` and returns ``Path("content")``.
    The current directory is the temporary folder, so messages show ``content/...``.
    """
    monkeypatch.chdir(tmp_path)

    def write(files: dict[str, str | None] | None = None) -> Path:
        merged: dict[str, str | None] = {**BASE, **(files or {})}
        for name, text in merged.items():
            path = tmp_path / "content" / name
            if text is None:
                path.unlink(missing_ok=True)
                continue
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(textwrap.dedent(text), encoding="utf-8")
        return Path("content")

    yield write


def write_site(
    files: dict[str, bytes],
    out: Path,
    last: dict[str, OutputFile] | None = None,
    *,
    show_first: bool = False,
) -> dict[str, OutputFile]:
    """Make ``out`` hold exactly ``files`` as the build does: under the output's lock, each
    file put, then one commit (or an abort when a file cannot be put); ``last``: the files
    the last build left, as the cache records them; ``show_first``: the changed files
    shown before the swap, as ``podium serve`` does. What this build records for the next."""
    with publishing(out):
        writer = SiteWriter(out, last or {})
        try:
            for name in sorted(files):
                writer.add([writer.put(name, files[name])])
            if show_first:
                writer.show_first()
        except BaseException:
            writer.abort()
            raise
        writer.commit()
        return writer.manifest()
