"""The builds of ``podium serve`` keep the club and its compiled templates in memory from one
to the next (:class:`~podium.build.pipeline.Warm`): each site is still byte-identical to
a ``--no-cache`` build of the same content, and an edit of site.yaml or of the theme is
seen."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from podium.build.pipeline import Warm, build
from tests.test_incremental import EXAMPLE, files


def _same_as_plain(content: Path, out: Path, tmp_path: Path) -> None:
    plain = tmp_path / "plain"
    shutil.rmtree(plain, ignore_errors=True)
    build(content, plain, jobs=1)
    assert files(out) == files(plain)


def test_a_series_of_warm_builds_makes_the_sites_of_plain_builds(tmp_path: Path) -> None:
    root = tmp_path / "club"
    content = root / "content"
    shutil.copytree(EXAMPLE, content)
    out, cache, warm = tmp_path / "site", tmp_path / "cache", Warm()
    build(content, out, cache=cache, warm=warm)
    kept = warm.shared
    assert kept is not None

    event = sorted((content / "events").iterdir())[0] / "event.yaml"
    event.write_text(event.read_text().replace("\n", "\n# edited\n", 1))
    build(content, out, cache=cache, warm=warm)  # an event edited: the same club, kept
    assert warm.shared is kept
    _same_as_plain(content, out, tmp_path)

    site = content / "site.yaml"
    site.write_text(site.read_text().replace("title: Circolo", "title: Club"))
    build(content, out, cache=cache, warm=warm)  # site.yaml edited: loaded again
    assert warm.shared is not kept
    assert b"Club Diplomacy Milano" in (out / "index.html").read_bytes()
    _same_as_plain(content, out, tmp_path)

    theme = root / "themes" / "default" / "templates" / "base.html"
    theme.parent.mkdir(parents=True)
    shutil.copy(Path(__file__).parent.parent / "themes/default/templates/base.html", theme)
    theme.write_text(theme.read_text().replace("</body>", "<p>club footer</p></body>", 1))
    build(content, out, cache=cache, warm=warm)  # the club's theme: loaded again
    assert b"<p>club footer</p>" in (out / "index.html").read_bytes()
    _same_as_plain(content, out, tmp_path)


def test_a_series_follows_its_events_and_its_file_in_warm_builds(tmp_path: Path) -> None:
    """A series reads every event's ranking: an edit of one event changes the series page
    and the series line of a player whose own events did not change (Camille Durand
    did not play the Blue Max evening; its disqualified winner lets Oliver Hughes tie
    her 25 points); an edit of the series file changes them too."""
    content = tmp_path / "club" / "content"
    shutil.copytree(EXAMPLE, content)
    out, cache, warm = tmp_path / "site", tmp_path / "cache", Warm()
    build(content, out, cache=cache, warm=warm)
    camille = out / "players" / "camille-durand" / "index.html"
    assert "Rank 4 of 22" in camille.read_text()

    event = content / "events" / "2024-blue-max-evening" / "event.yaml"
    event.write_text(event.read_text() + "disqualified: [nikos-papadopoulos]\n")
    build(content, out, cache=cache, warm=warm)
    assert "Rank 4= of 21" in camille.read_text()
    _same_as_plain(content, out, tmp_path)

    series = content / "series" / "2024-club-championship.yaml"
    series.write_text(series.read_text().replace("points: [25,", "points: [30,"))
    build(content, out, cache=cache, warm=warm)
    assert '<strong class="num">30</strong>' in camille.read_text()
    _same_as_plain(content, out, tmp_path)


def test_the_events_workers_made_are_kept_for_the_next_warm_build(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A first build of 20 events makes them in two worker processes; the server's process
    keeps each one in memory, so the next build reads none from the disk cache, and its
    templates are compiled before that build, not during it."""
    from podium.build.cache import Cache
    from tests.test_make_archive import load_generator

    content = tmp_path / "archive" / "content"
    load_generator().make_archive(20, content, seed=7)
    out, cache, warm = tmp_path / "site", tmp_path / "cache", Warm()
    build(content, out, cache=cache, warm=warm, jobs=2)
    assert sorted(warm.events) == sorted(p.name for p in (content / "events").iterdir())
    assert warm.shared is not None
    compiled = warm.shared.env.cache
    assert compiled is not None and any(key[1] == "board.html" for key in compiled)

    read: list[str] = []
    load = Cache._load

    def counting_load(self: Cache, name: str, kind: str) -> object:
        read.append(name)
        return load(self, name, kind)

    monkeypatch.setattr(Cache, "_load", counting_load)
    round_file = sorted(content.glob("events/*/round-1.yaml"))[0]
    round_file.write_text(round_file.read_text() + "# edited\n")
    build(content, out, cache=cache, warm=warm, jobs=2)
    assert read == []  # every record, and the output's, from memory
    _same_as_plain(content, out, tmp_path)
