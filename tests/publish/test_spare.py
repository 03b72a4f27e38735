"""The old site kept as a spare: the next build makes its new site out of it, trusting
nothing in it, and publishes exactly the new site either way."""

from __future__ import annotations

import os
import shutil
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from podium.build.pipeline import build
from podium.build.writer import MARKER
from tests.conftest import write_site
from tests.publish.test_atomic import STEPS, beside, failing, site
from tests.test_incremental import EXAMPLE

KEPT = {"ro/page.html": b"kept"} | {f"players/{n}.html": b"%d" % n for n in range(3)}
"""Files every build keeps, so that each build keeps more files than it writes."""
FIRST = {"index.html": b"first", "events/a/index.html": b"a"} | KEPT
SECOND = {"index.html": b"second", "events/b/index.html": b"b"} | KEPT
THIRD = {"index.html": b"third", "events/a/index.html": b"a again"} | KEPT


def three_builds(tmp_path: Path) -> tuple[Path, Path]:
    """The output and the spare after FIRST and SECOND (the spare then holds FIRST)."""
    out, spare = tmp_path / "_site", tmp_path / "cache" / "site.spare"
    write_site(FIRST, out, spare)
    assert not os.path.lexists(spare)  # nothing was replaced: nothing to keep
    write_site(SECOND, out, spare)
    assert site(spare) == FIRST
    return out, spare


PLAYERS = {f"players/{n}.html": b"%d" % n for n in range(6)}
"""Kept by every build below: enough that a build writing three files renews the spare."""


def folder_times(folder: Path) -> dict[str, int]:
    """The modification time of every folder in ``folder`` (``""``: its own)."""
    times = {"": folder.stat().st_mtime_ns}
    times.update(
        (p.relative_to(folder).as_posix(), p.stat().st_mtime_ns)
        for p in folder.rglob("*")
        if p.is_dir()
    )
    return times


def aged(spare: Path) -> dict[str, int]:
    """Give every folder of ``spare`` a time of its own, long past; those times.

    A folder that the renewal changes but does not look at again would keep its time
    from here, which no folder of a build can have."""
    times = {f: n + 1 for n, f in enumerate(sorted(folder_times(spare)))}
    for folder, when in sorted(times.items(), reverse=True):  # children first
        os.utime(spare / folder, ns=(when, when))
    return times


def test_the_folder_times_recorded_after_a_renewal_are_the_folders_own(tmp_path: Path) -> None:
    """Only the folders the renewal changed are looked at again: each other folder keeps
    the time recorded when that old site was the output, and must still have it. Each
    way of changing a folder in a folder of its own (the others unchanged)."""
    out, spare = tmp_path / "_site", tmp_path / "cache" / "site.spare"
    first = write_site(FIRST | PLAYERS, out, spare)
    assert first.folders == folder_times(out)
    last = write_site(SECOND | PLAYERS, out, spare, first)
    assert last.folders == folder_times(out)
    assert last.spare == {f: t for f, t in first.folders.items() if f}  # FIRST, now the spare
    (spare / "players" / "stray.html").write_bytes(b"stray")  # removed from players/
    (spare / "players" / "stray").mkdir()  # and this
    (spare / "ro" / "page.html").unlink()
    (spare / "ro" / "page.html").write_bytes(b"kept")  # another file: ro's linked again
    third = THIRD | PLAYERS | {"events/c/index.html": b"c"}  # events/a: written; c: made
    # the times given are the changed folders' own, as no hand change leaves them: so what
    # was recorded of the spare's files is forgotten (else trusted, _renew), and every
    # folder is listed
    forgotten = replace(last, spare=aged(spare), spare_differs=None)
    last = write_site(third, out, spare, forgotten)
    assert site(out) == third
    assert last.folders == folder_times(out)


def test_the_folders_show_first_changed_are_looked_at_again(tmp_path: Path) -> None:
    out, spare = tmp_path / "_site", tmp_path / "cache" / "site.spare"
    first = write_site(FIRST | PLAYERS, out, spare)
    shown = PLAYERS | {"players/0.html": b"shown"}  # replaced in the output's players/
    last = write_site(
        SECOND | shown, out, spare, replace(first, folders=aged(out)), show_first=True
    )
    assert "players" not in last.spare
    last = write_site(THIRD | shown, out, spare, last)  # players/: nothing to change
    assert last.folders == folder_times(out)


def test_the_spares_folder_times_outlive_a_build_into_a_removed_output(tmp_path: Path) -> None:
    """Such a build has no old site to keep: the spare stays as it was, and so do the
    times recorded for it (make bench's correction comes after such a build)."""
    out, spare = tmp_path / "_site", tmp_path / "cache" / "site.spare"
    last = write_site(FIRST | PLAYERS, out, spare)
    last = write_site(SECOND | PLAYERS, out, spare, last)
    given = aged(spare)
    shutil.rmtree(out)
    last = write_site(SECOND | PLAYERS, out, spare, replace(last, spare=given))
    assert last.spare == given
    last = write_site(THIRD | PLAYERS, out, spare, last)  # the spare made into the site
    assert site(out) == THIRD | PLAYERS
    assert last.folders == folder_times(out)


def test_a_wrong_folder_time_recorded_for_the_spare_costs_a_swap_only(tmp_path: Path) -> None:
    out, spare = tmp_path / "_site", tmp_path / "cache" / "site.spare"
    last = write_site(FIRST, out, spare)
    last = write_site(SECOND, out, spare, last)
    wrong = aged(spare) | {"players": 10**9}  # the spare's players/ changed by hand
    last = write_site(THIRD, out, spare, replace(last, spare=wrong))
    assert last.folders["players"] == 10**9 != folder_times(out)["players"]
    folder = out.stat().st_ino
    last = write_site(THIRD, out, spare, last)  # nothing to write, but not trusted
    assert out.stat().st_ino != folder  # a new site swapped in
    assert site(out) == THIRD
    assert last.folders == folder_times(out)


MANY = {f"players/{n}/index.html": b"%d" % n for n in range(12)}
"""A folder per page, as a site has: kept by every build below."""


def unlike(out: Path, spare: Path) -> set[str]:
    """Where the spare does not hold the output's very file: a path of only one of them,
    or another file (inode) at it."""

    def inodes(folder: Path) -> dict[str, int]:
        return {p: (folder / p).stat().st_ino for p in site(folder)}

    ours, spares = inodes(out), inodes(spare)
    return {p for p in ours.keys() | spares.keys() if ours.get(p) != spares.get(p)}


def test_where_the_spare_differs_is_recorded_after_every_kind_of_build(tmp_path: Path) -> None:
    """What a build records of where the spare may not hold the output's very file
    holds every path where it does not (the next renewal trusts the spare's other
    folders): after a renewal, a build that writes most files, a build that changes
    nothing, a build into a removed output (which links the spare's files), and one that
    shows its changed files first."""
    out, spare = tmp_path / "_site", tmp_path / "cache" / "site.spare"
    last = write_site(FIRST | MANY, out, spare)
    assert last.spare_differs is None  # no spare yet
    builds = [
        (SECOND | MANY, False),  # the old site kept as the spare
        (THIRD | MANY, False),  # the spare made into the new site
        (THIRD | MANY, False),  # nothing changed: nothing swapped
        ({p: b"new " + data for p, data in (FIRST | MANY).items()}, False),  # most written
        (SECOND | MANY | {"players/0/index.html": b"shown"}, True),
    ]
    for n, (files, show_first) in enumerate(builds):
        last = write_site(files, out, spare, last, show_first=show_first)
        assert site(out) == files
        assert last.spare_differs is not None
        assert unlike(out, spare) <= set(last.spare_differs)
        if n < 2:  # what was written, and the old site's only: exactly where it differs
            assert unlike(out, spare) == set(last.spare_differs)
    shutil.rmtree(out)
    last = write_site(THIRD | MANY, out, spare, last)  # what the spare has: linked from it
    assert last.spare_differs is not None
    assert unlike(out, spare) <= set(last.spare_differs)
    # the spare: the site before the last, its changed files replaced by show_first
    assert unlike(out, spare) == {"index.html", "events/a/index.html", "players/0/index.html"}
    assert len(last.spare_differs) < len(MANY)  # not every file: the others are trusted
    last = write_site(FIRST | MANY, out, spare, last)  # and made into the next site
    assert site(out) == FIRST | MANY


def test_a_renewal_lists_only_the_spares_folders_that_may_differ(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder of the spare with the time recorded for it, where no file may differ
    from the output's, is not listed: it holds the output's very files."""
    out, spare = tmp_path / "_site", tmp_path / "cache" / "site.spare"
    last = write_site(FIRST | MANY, out, spare)
    last = write_site(SECOND | MANY, out, spare, last)
    listed: list[str] = []
    scandir = os.scandir

    def listing(path: Any) -> Any:
        listed.append(str(path))  # (shutil.rmtree lists by file descriptor)
        return scandir(path)

    monkeypatch.setattr(os, "scandir", listing)
    folder = spare.stat().st_ino
    last = write_site(THIRD | MANY, out, spare, last)
    monkeypatch.undo()
    assert out.stat().st_ino == folder  # the spare, made into the new site
    assert site(out) == THIRD | MANY
    assert last.folders == folder_times(out)
    assert listed and not [path for path in listed if "/players" in path]


def test_a_spare_folder_changed_since_its_time_was_recorded_is_listed(tmp_path: Path) -> None:
    out, spare = tmp_path / "_site", tmp_path / "cache" / "site.spare"
    last = write_site(FIRST | MANY, out, spare)
    last = write_site(SECOND | MANY, out, spare, last)
    (spare / "players" / "3" / "stray.html").write_bytes(b"stray")
    (spare / "players" / "4" / "index.html").unlink()
    (spare / "players" / "4" / "index.html").write_bytes(b"4")  # the bytes, another file
    (spare / "players" / "5").rename(spare / "players" / "5.moved")  # players/ changes
    (spare / "players" / "5.moved" / "index.html").write_bytes(b"5")
    for changed in ("players", "players/3", "players/4"):  # whatever the clock's tick
        os.utime(spare / changed, ns=(1, 1))
    last = write_site(THIRD | MANY, out, spare, last)
    assert site(out) == THIRD | MANY
    assert (out / "players" / "4" / "index.html").stat().st_nlink == 2  # the output's file
    assert last.folders == folder_times(out)


def test_the_old_site_is_kept_and_the_next_site_made_out_of_it(tmp_path: Path) -> None:
    out, spare = three_builds(tmp_path)
    kept = (out / "ro" / "page.html").stat().st_ino
    assert (spare / "ro" / "page.html").stat().st_ino == kept  # one file, linked
    folder = spare.stat().st_ino
    write_site(THIRD, out, spare)
    assert out.stat().st_ino == folder  # the spare, made into the new site
    assert site(out) == THIRD
    assert (out / MARKER).is_file()
    assert (out / "ro" / "page.html").stat().st_ino == kept  # still the very file
    assert site(spare) == SECOND
    assert beside(out) == ["_site", "cache"]


def test_a_build_that_writes_most_files_leaves_the_spare_alone(tmp_path: Path) -> None:
    out, spare = three_builds(tmp_path)
    inode = spare.stat().st_ino
    new = {f"other/{n}.html": b"new" for n in range(len(SECOND))}
    write_site(SECOND | new, out, spare)  # keeps 6 files, writes 7
    assert site(out) == SECOND | new
    assert spare.stat().st_ino != inode  # the site before, kept in its place
    assert site(spare) == SECOND
    shutil.rmtree(out)
    write_site(THIRD, out, spare)  # writes every file: the spare is not used
    assert site(out) == THIRD
    assert site(spare) == SECOND


def test_the_cache_keeps_the_spare_of_the_last_output_only(tmp_path: Path) -> None:
    out, spare = three_builds(tmp_path)
    other, other_spare = tmp_path / "preview", spare.with_name("preview.spare")
    write_site(FIRST, other, other_spare)
    write_site(SECOND, other, other_spare)  # a second output, built twice
    assert sorted(p.name for p in spare.parent.iterdir()) == ["preview.spare"]
    assert site(other_spare) == FIRST
    write_site(THIRD, out, spare)  # the first output again: its site staged as usual
    assert site(out) == THIRD
    assert sorted(p.name for p in spare.parent.iterdir()) == ["site.spare"]
    assert site(spare) == SECOND


def test_another_outputs_spare_taken_meanwhile_is_left_to_its_build(tmp_path: Path) -> None:
    out, spare = three_builds(tmp_path)
    other_spare = spare.with_name("preview.spare")
    write_site(FIRST, tmp_path / "preview", other_spare)
    write_site(SECOND, tmp_path / "preview", other_spare)
    with failing([(os, "rename", lambda path: path.endswith("preview.spare"))]):  # gone
        write_site(THIRD, out, spare)
    assert site(out) == THIRD
    assert sorted(p.name for p in spare.parent.iterdir()) == ["preview.spare", "site.spare"]


def test_nothing_in_the_spare_is_trusted(tmp_path: Path) -> None:
    out, spare = three_builds(tmp_path)
    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"not podium's")
    (spare / "stray.html").write_bytes(b"stray")
    (spare / "ro" / "page.html").unlink()
    (spare / "ro" / "page.html").write_bytes(b"changed in the spare")  # another inode
    (spare / "events" / "a" / "index.html").unlink()
    (spare / "events" / "a" / "index.html").symlink_to(outside)
    (spare / "index.html").unlink()
    (spare / "index.html").mkdir()  # a folder where the new site has a file
    (spare / "events" / "b").symlink_to(tmp_path)  # a link where it has a folder
    folder = spare.stat().st_ino
    write_site(THIRD | {"events/b/index.html": b"b"}, out, spare)
    assert out.stat().st_ino == folder  # made out of the spare
    assert site(out) == THIRD | {"events/b/index.html": b"b"}
    assert outside.read_bytes() == b"not podium's"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["_site", "cache", "outside.txt"]


@pytest.mark.parametrize("kind", ["a file", "a link to a folder"])
def test_a_spare_that_is_not_a_folder_is_removed(tmp_path: Path, kind: str) -> None:
    out, spare = tmp_path / "_site", tmp_path / "cache" / "site.spare"
    write_site(FIRST, out, spare)
    spare.parent.mkdir()
    other = tmp_path / "other"
    other.mkdir()
    (other / "index.html").write_bytes(b"not podium's")
    if kind == "a file":
        spare.write_bytes(b"not a folder")
    else:
        spare.symlink_to(other)
    write_site(SECOND, out, spare)
    assert site(out) == SECOND
    assert site(spare) == FIRST  # a folder now, the old site
    assert (other / "index.html").read_bytes() == b"not podium's"


def test_a_spare_that_cannot_be_moved_beside_the_output_is_removed(tmp_path: Path) -> None:
    out, spare = three_builds(tmp_path)
    with failing([(os, "rename", lambda path: path.endswith(".spare"))]):  # another disk
        write_site(THIRD, out, spare)
    assert site(out) == THIRD
    assert site(spare) == SECOND
    assert beside(out) == ["_site", "cache"]


@pytest.mark.parametrize("step", sorted(STEPS))
def test_a_failure_at_any_step_with_a_spare_leaves_exactly_the_old_site(
    tmp_path: Path, step: str
) -> None:
    out, spare = three_builds(tmp_path)
    with failing(STEPS[step]), pytest.raises(PermissionError, match="injected"):
        write_site(THIRD, out, spare)
    assert site(out) == SECOND
    assert beside(out) == ["_site", "cache"]
    write_site(THIRD, out, spare)  # and the next build goes through
    assert site(out) == THIRD


def test_a_build_with_the_cache_keeps_the_spare_in_it(tmp_path: Path) -> None:
    example, out, cache = tmp_path / "content", tmp_path / "_site", tmp_path / "cache"
    shutil.copytree(EXAMPLE, example)
    build(example, out, cache=cache)
    before = site(out)
    event = example / "events" / "2024-blue-max-evening" / "event.yaml"
    text = event.read_text(encoding="utf-8")
    event.write_text(text.replace("name: ", "name: Renamed "), encoding="utf-8")
    build(example, out, cache=cache)
    assert site(out) != before
    spares = list(cache.glob("*/outputs/*.spare"))
    assert len(spares) == 1
    assert site(spares[0]) == before
    event.write_text(text, encoding="utf-8")
    build(example, out, cache=cache)
    assert site(out) == before
    assert beside(out) == ["_site", "cache", "content"]


def test_a_build_into_a_removed_output_links_what_the_spare_has(tmp_path: Path) -> None:
    out, spare = three_builds(tmp_path)  # the spare holds FIRST
    shutil.rmtree(out)
    write_site(SECOND, out, spare)  # every file new: those the spare has are linked
    assert site(out) == SECOND
    assert {p: (out / p).stat().st_ino for p in KEPT} == {
        p: (spare / p).stat().st_ino for p in KEPT
    }
    assert (out / "index.html").stat().st_ino != (spare / "index.html").stat().st_ino
    assert site(spare) == FIRST  # nothing replaced: the spare as it was
    folder = spare.stat().st_ino
    write_site(THIRD, out, spare)  # and the next build is made out of the spare
    assert out.stat().st_ino == folder
    assert site(out) == THIRD
    assert site(spare) == SECOND


def test_only_a_regular_file_of_the_same_bytes_is_linked_from_the_spare(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out, spare = three_builds(tmp_path)
    shutil.rmtree(out)
    (tmp_path / "elsewhere.html").write_bytes(b"0")
    (spare / "players" / "0.html").unlink()
    (spare / "players" / "0.html").symlink_to(tmp_path / "elsewhere.html")  # its bytes
    (spare / "players" / "1.html").write_bytes(b"7")  # same size, other bytes
    (spare / "players" / "2.html").unlink()
    os.mkfifo(spare / "players" / "2.html")  # not a file: not opened to wait
    write_site(SECOND, out, spare)
    assert site(out) == SECOND
    for name in ("0", "1", "2"):
        linked = (out / "players" / f"{name}.html").stat()
        assert linked.st_nlink == 1  # written, not linked
    assert (out / "ro" / "page.html").stat().st_nlink == 2  # the spare's, linked
    shutil.rmtree(out)
    monkeypatch.setattr(os, "getuid", lambda: os.stat(spare).st_uid + 1)
    write_site(SECOND, out, spare)  # the spare's files are another user's
    assert site(out) == SECOND
    assert (out / "ro" / "page.html").stat().st_nlink == 1


def test_a_correction_after_the_output_was_removed_keeps_the_spares_files(
    tmp_path: Path,
) -> None:
    example, out, cache = tmp_path / "content", tmp_path / "_site", tmp_path / "cache"
    shutil.copytree(EXAMPLE, example)
    build(example, out, cache=cache)
    event = example / "events" / "2024-blue-max-evening" / "event.yaml"
    text = event.read_text(encoding="utf-8")
    event.write_text(text.replace("name: ", "name: Renamed "), encoding="utf-8")
    build(example, out, cache=cache)  # the first site, kept as the spare
    (spare,) = cache.glob("*/outputs/*.spare")
    inodes = {p.relative_to(spare): p.stat().st_ino for p in spare.rglob("*.html")}
    shutil.rmtree(out)
    build(example, out, cache=cache)  # made again: what the spare has, linked from it
    event.write_text(text, encoding="utf-8")
    build(example, out, cache=cache)  # the first site again, out of the spare
    now = {p: (out / p).stat().st_ino for p in inodes}
    assert [p for p in inodes if now[p] != inodes[p]] == []  # the very files
    fresh = tmp_path / "fresh"
    build(example, fresh)
    assert site(out) == site(fresh)


def test_a_spare_file_put_in_place_of_the_one_compared_is_not_linked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out, spare = three_builds(tmp_path)
    shutil.rmtree(out)
    other = tmp_path / "other.html"
    other.write_bytes(b"another")
    link = os.link

    def swapped(source: str, target: str, *, follow_symlinks: bool = True) -> None:
        link(other, target)  # as if the compared file were replaced before the link

    monkeypatch.setattr(os, "link", swapped)
    write_site(SECOND, out, spare)
    assert site(out) == SECOND
    assert other.stat().st_nlink == 1  # each link of it removed again
