"""The build cache and incremental writes: a cached build is byte-identical to a
``--no-cache`` build, an unchanged rebuild writes nothing, and a correction rewrites
exactly the files whose bytes change."""

from __future__ import annotations

import io
import shutil
from collections.abc import Callable
from pathlib import Path

import orjson
import pytest
from pydantic import TypeAdapter

from podium import hashing
from podium.build import service
from podium.build.cache import Cache, output_name
from podium.build.memo import LastOutput, Memo, last_output
from podium.build.pipeline import build
from podium.build.writer import MARKER, Stamp
from podium.content.problems import ContentError
from podium.progress import Console
from tests.conftest import BASE, Writer

ROUND_TEXT = BASE["events/2024-open/round-1.yaml"]

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "content"


def files(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
    }


def stamps(folder: Path) -> dict[str, tuple[int, int]]:
    """Per file: inode and modification time (both change when a file is rewritten)."""
    out = {}
    for p in folder.rglob("*"):
        if p.is_file():
            st = p.stat()
            out[p.relative_to(folder).as_posix()] = (st.st_ino, st.st_mtime_ns)
    return out


@pytest.fixture
def example(tmp_path: Path) -> Path:
    """A copy of the example club (outside git, so no history pages)."""
    content = tmp_path / "content"
    shutil.copytree(EXAMPLE, content)
    return content


def test_cached_and_uncached_builds_are_byte_identical(example: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    build(example, tmp_path / "cold", cache=cache)  # fills the cache
    shutil.rmtree(tmp_path / "cold")
    warm = build(example, tmp_path / "warm", cache=cache)  # every event from the cache
    plain = build(example, tmp_path / "plain")  # no cache at all
    assert warm == plain
    assert files(tmp_path / "warm") == files(tmp_path / "plain")
    assert len(warm) > 50


def test_unchanged_rebuild_writes_nothing(example: Path, tmp_path: Path) -> None:
    out, cache = tmp_path / "_site", tmp_path / "cache"
    build(example, out, cache=cache)
    before = stamps(out)
    build(example, out, cache=cache)
    assert stamps(out) == before


def test_unchanged_rebuild_without_cache_rewrites_nothing(example: Path, tmp_path: Path) -> None:
    out = tmp_path / "_site"
    build(example, out)
    before = stamps(out)
    build(example, out)  # compares with the files on disk instead
    assert stamps(out) == before


def _lower_first_final_count(content: Path) -> Path:
    """Change one centre count (England's final count, board 1 of round 1) by one."""
    round_file = content / "events" / "2024-brunate-open" / "round-1.yaml"
    lines = round_file.read_text(encoding="utf-8").splitlines(keepends=True)
    for i, line in enumerate(lines):
        if line.lstrip().startswith("England:") and "centres: [" in line:
            head, _, counts = line.rpartition(", ")
            last = int(counts.split("]")[0])
            lines[i] = f"{head}, {last - 1}]{counts.split(']', 1)[1]}"
            break
    else:  # pragma: no cover - the example changed shape
        raise AssertionError("no England line with yearly counts in round 1")
    round_file.write_text("".join(lines), encoding="utf-8")
    return round_file


def test_a_correction_rewrites_exactly_the_files_that_change(example: Path, tmp_path: Path) -> None:
    out, cache = tmp_path / "_site", tmp_path / "cache"
    build(example, out, cache=cache)
    old_bytes, old_stamps = files(out), stamps(out)
    _lower_first_final_count(example)
    build(example, out, cache=cache)
    new_bytes, new_stamps = files(out), stamps(out)
    changed = {p for p in new_bytes if old_bytes.get(p) != new_bytes[p]}
    rewritten = {p for p in new_stamps if old_stamps.get(p) != new_stamps[p]}
    assert rewritten == changed
    assert "events/2024-brunate-open/round-1/board-1/index.html" in changed
    assert "events/2024-brunate-open/results.json" in changed
    assert not any(p.startswith("events/2024-c-diplo-cup/") for p in changed)
    build(example, tmp_path / "fresh")  # the same content from scratch
    assert new_bytes == files(tmp_path / "fresh")


def test_a_changed_template_rebuilds_every_page_that_uses_it(example: Path, tmp_path: Path) -> None:
    out, cache = tmp_path / "_site", tmp_path / "cache"
    build(example, out, cache=cache)
    base = (ROOT / "themes" / "default" / "templates" / "base.html").read_text(encoding="utf-8")
    override = tmp_path / "themes" / "default" / "templates" / "base.html"
    override.parent.mkdir(parents=True)
    override.write_text(base.replace("</body>", "<!-- club footer --></body>"), encoding="utf-8")
    build(example, out, cache=cache)
    pages = {p: b for p, b in files(out).items() if p.endswith(".html")}
    assert all(b"<!-- club footer -->" in b for b in pages.values())


def test_a_damaged_cache_is_a_miss(example: Path, tmp_path: Path) -> None:
    out, cache = tmp_path / "_site", tmp_path / "cache"
    build(example, out, cache=cache)
    folder = Cache.at(cache).folder
    assert folder is not None
    for entry in folder.rglob("*"):
        if entry.is_file():
            entry.write_bytes(b"not a pickle")
    shutil.rmtree(out)
    build(example, out, cache=cache)
    assert files(out) == files(_plain(example, tmp_path))


def _truncate(entries: list[Path]) -> None:
    for entry in entries:
        entry.write_bytes(entry.read_bytes()[: entry.stat().st_size // 2])


def _flip_a_byte(entries: list[Path]) -> None:
    for entry in entries:  # the last byte: in the JSON, or in the pages' bytes
        data = bytearray(entry.read_bytes())
        data[-1] ^= 0x01
        entry.write_bytes(bytes(data))


def _wrong_type(entries: list[Path]) -> None:
    """Well-formed entries, with a right digest and name, holding data of another type."""
    for entry in entries:
        folder = entry.parent.parent if entry.parent.name in ("events", "outputs") else entry.parent
        name = entry.relative_to(folder).as_posix()
        entry.unlink()
        Cache(folder).save(name, TypeAdapter(list[int]), [1, 2, 3])
        assert entry.is_file()


def _wrong_path(entries: list[Path]) -> None:
    """Each entry holds another one's (intact) bytes."""
    contents = [entry.read_bytes() for entry in entries]
    for entry, data in zip(entries, contents[1:] + contents[:1], strict=True):
        entry.write_bytes(data)


DAMAGES: dict[str, Callable[[list[Path]], None]] = {
    "truncated": _truncate,
    "a flipped byte": _flip_a_byte,
    "wrong type": _wrong_type,
    "wrong path": _wrong_path,
}


@pytest.mark.parametrize("which", ["every entry", "the pages' bytes"])
@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_a_damaged_cache_entry_is_a_miss_and_one_warning(
    example: Path, tmp_path: Path, damage: str, which: str
) -> None:
    out, cache = tmp_path / "_site", tmp_path / "cache"
    build(example, out, cache=cache)
    folder = Cache.at(cache).folder
    assert folder is not None
    events = sorted(p.name for p in (example / "events").iterdir())
    if which == "every entry":
        entries = sorted(p for p in folder.rglob("*") if p.is_file())
        count, first = len(events) + 2, output_name(out)  # + the output's manifest, site.views
    else:
        entries = sorted(folder.glob("events/*.files"))
        count, first = len(events), f"events/{events[0]}.files"
    DAMAGES[damage](entries)
    shutil.rmtree(out)  # so that every event's pages come from the cache, or are made again
    console = io.StringIO()
    build(example, out, Console(stream=console, tty=False, colour=False), cache=cache)
    assert files(out) == files(_plain(example, tmp_path))
    warnings = [line for line in console.getvalue().splitlines() if "warning" in line]
    assert warnings == [
        f"warning: {folder}: ignored {count} damaged entries of the build cache "
        f"(first: {first}) and made them again; if this happens again, delete the cache folder"
    ]
    console = io.StringIO()  # the next build has a sound cache again, and says nothing
    build(example, tmp_path / "again", Console(stream=console, tty=False), cache=cache)
    assert "warning" not in console.getvalue()
    assert files(tmp_path / "again") == files(out)


@pytest.mark.parametrize(
    "stamp",
    [
        '"abc"',
        "[]",
        '["abc", 1]',
        '["abc", 1, 2, 3]',
        "[1, 2, 3]",
        '["abc", "1", 2]',
        '["abc", 1, 2.0]',
        '["abc", true, 2]',
        '{"digest": "abc", "size": 1, "mtime_ns": 2}',
    ],
)
def test_an_output_manifest_with_a_stamp_of_another_shape_is_refused(stamp: str) -> None:
    shape = last_output()
    assert shape.validate_json(record(manifest='{"index.html": ["abc", 1, 2]}')) == LastOutput(
        "k", {"index.html": Stamp("abc", 1, 2)}, {}
    )
    with pytest.raises(ValueError, match=r"^not a stamp: index\.html$"):
        shape.validate_json(record(manifest=f'{{"index.html": {stamp}}}'))


def record(manifest: str = "{}", differs: str = "null", inputs: str = "{}") -> bytes:
    """A cache record of an output (``outputs/*.json``) with these fields as JSON."""
    return (
        f'{{"key": "k", "manifest": {manifest}, "folders": {{}}, "spare": {{}}, '
        f'"spare_differs": {differs}, "inputs": {inputs}}}'
    ).encode()


def test_where_the_spare_differs_is_recorded_exactly() -> None:
    shape = last_output()
    assert shape.validate_json(record(differs="null")).spare_differs is None
    assert shape.validate_json(record(differs='["a/index.html"]')).spare_differs == ["a/index.html"]
    for wrong in ("{}", '"a/index.html"', '["a", 1]'):
        with pytest.raises(ValueError, match=r"^not the paths where the spare differs$"):
            shape.validate_json(record(differs=wrong))


def test_the_files_as_read_are_recorded_exactly() -> None:
    shape = last_output()
    read = '{"a.yaml": [[7, 12, 1000, 2000], "d1", 3000], "gone.yaml": [null, "\\u0000missing", 5]}'
    assert shape.validate_json(record(inputs=read)).inputs == {
        "a.yaml": ((7, 12, 1000, 2000), "d1", 3000),
        "gone.yaml": (None, "\0missing", 5),
    }
    recorded = LastOutput("k", inputs={"a.yaml": ((7, 12, 1000, 2000), "d1", 3000)})
    assert shape.validate_json(orjson.dumps(shape.dump_python(recorded, mode="json"))) == recorded


@pytest.mark.parametrize(
    "read",
    [
        "[]",
        '{"a.yaml": ["d1", 3000]}',
        '{"a.yaml": [[7, 12, 1000], "d1", 3000]}',
        '{"a.yaml": [[7, 12, 1000, "2000"], "d1", 3000]}',
        '{"a.yaml": [[7, 12, 1000, 2000], 1, 3000]}',
        '{"a.yaml": [[7, 12, 1000, 2000], "d1", 3000.5]}',
        '{"a.yaml": [{"inode": 7}, "d1", 3000]}',
    ],
)
def test_files_as_read_of_another_shape_are_refused(read: str) -> None:
    with pytest.raises(ValueError, match=r"^not (a file as read: a\.yaml|files as read)$"):
        last_output().validate_json(record(inputs=read))


def test_a_build_reads_again_only_the_files_whose_stamps_changed(
    example: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The content's files as a build read them are recorded with its output; the next
    build reads again only those whose stamps changed (Pelican's file-stamp cacher)."""
    monkeypatch.setattr(hashing, "RACY_NS", 0)  # the files were written just now
    out, cache = tmp_path / "_site", tmp_path / "cache"
    build(example, out, cache=cache)
    first = Memo(Cache.at(cache)).last_output(out).inputs
    round_file = sorted(example.glob("events/*/round-1.yaml"))[0]
    round_file.write_text(round_file.read_text() + "# edited\n")
    assert len(first) > 20 and str(round_file) in first
    build(example, out, cache=cache)
    second = Memo(Cache.at(cache)).last_output(out).inputs
    assert second.keys() == first.keys()
    read_again = {path for path in first if second[path][2] != first[path][2]}
    assert read_again == {str(round_file)}  # the time it was read: only its is new
    assert second[str(round_file)][1] != first[str(round_file)][1]
    build(example, tmp_path / "plain")
    assert files(out) == files(tmp_path / "plain")


def test_the_cache_holds_no_pickle(example: Path, tmp_path: Path) -> None:
    build(example, tmp_path / "_site", cache=tmp_path / "cache")
    folder = Cache.at(tmp_path / "cache").folder
    assert folder is not None
    entries = [p for p in folder.rglob("*") if p.is_file()]
    kinds = {".meta", ".details", ".rows", ".lines", ".boards", ".files", ".views", ".json"}
    assert {p.suffix for p in entries} == kinds
    for entry in entries:
        head = entry.read_bytes().split(b"\n", 1)[0]
        assert head.startswith(b"podium-cache 4 "), entry


def test_an_output_file_edited_by_hand_is_restored(example: Path, tmp_path: Path) -> None:
    out, cache = tmp_path / "_site", tmp_path / "cache"
    build(example, out, cache=cache)
    page = out / "events" / "2024-brunate-open" / "index.html"
    good = page.read_bytes()
    page.write_bytes(b"vandalised")
    (out / "players" / "index.html").unlink()
    (out / "stray.html").write_bytes(b"not ours")
    build(example, out, cache=cache)
    assert page.read_bytes() == good
    assert files(out) == files(_plain(example, tmp_path))


def test_a_folder_put_in_place_of_an_output_file_is_replaced(example: Path, tmp_path: Path) -> None:
    out, cache = tmp_path / "_site", tmp_path / "cache"
    build(example, out, cache=cache)
    page = out / "players" / "index.html"
    page.unlink()
    page.mkdir()
    (page / "inside.html").write_bytes(b"not ours")
    build(example, out, cache=cache)
    assert files(out) == files(_plain(example, tmp_path))


def test_a_file_put_into_the_output_is_removed_by_the_next_build(
    example: Path, tmp_path: Path
) -> None:
    """Nothing to write, and no file of the output changed: only the time of the folder
    that got a file tells (the files of the last build are looked at one by one)."""
    out, cache = tmp_path / "_site", tmp_path / "cache"
    build(example, out, cache=cache)
    (out / "players" / "stray.html").write_bytes(b"not ours")
    build(example, out, cache=cache)
    assert files(out) == files(_plain(example, tmp_path))
    (out / "players" / "stray.html").write_bytes(b"not ours")
    shutil.rmtree(cache)  # and without the record of the folders' times: walked
    build(example, out, cache=cache)
    assert files(out) == files(_plain(example, tmp_path))


def _plain(content: Path, tmp_path: Path) -> Path:
    plain = tmp_path / "plain"
    if not plain.exists():
        build(content, plain)
    return plain


def test_a_bad_edit_after_a_cached_build_changes_nothing(club: Writer, tmp_path: Path) -> None:
    root = club()
    out, cache = Path("_site"), tmp_path / "cache"
    build(root, out, cache=cache)
    before = files(out), stamps(out)
    club({"events/2024-open/round-1.yaml": BASE["events/2024-open/round-1.yaml"] + "oops: 1\n"})
    with pytest.raises(ContentError) as caught:
        build(root, out, cache=cache)
    with pytest.raises(ContentError) as checked:  # what `podium check` says
        service.load(root)
    assert caught.value.problems == checked.value.problems
    assert str(caught.value.problems[0]).startswith(
        "content/events/2024-open/round-1.yaml:11:1: unknown key 'oops'"
    )
    assert (files(out), stamps(out)) == before
    assert sorted(p.name for p in out.parent.iterdir() if p.name.startswith(".")) == []


def test_worker_processes_build_the_same_site(tmp_path: Path) -> None:
    from tests.test_make_archive import load_generator

    archive = tmp_path / "archive" / "content"
    load_generator().make_archive(20, archive, seed=7)
    one = build(archive, tmp_path / "one", jobs=1)
    two = build(archive, tmp_path / "two", jobs=2)
    assert one == two
    assert files(tmp_path / "one") == files(tmp_path / "two")


def test_cache_lives_where_it_is_asked(
    example: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    build(example, tmp_path / "_site")  # the library default caches nothing
    assert not (tmp_path / ".podium-cache").exists()
    build(example, tmp_path / "_site", cache=Path(".podium-cache"))
    assert any((tmp_path / ".podium-cache").rglob("*.meta"))


def test_the_build_makes_what_its_stages_make(example: Path, tmp_path: Path) -> None:
    """The build (events read one by one, each from the cache or made again, site-wide
    pages kept or rendered) makes the very files its stages make when composed directly,
    from the results of `service.read`."""
    from tests.site.conftest import render_site

    out, cache = tmp_path / "_site", tmp_path / "cache"
    build(example, out, cache=cache)
    _lower_first_final_count(example)  # one event made again, the others from the cache
    build(example, out, cache=cache)
    reading = service.read(example)
    rendered = render_site(reading.club, dict(reading.results))
    built = files(out)
    # and the search index, made of the staged pages afterwards (tests/site/test_search.py)
    assert "pagefind/pagefind-ui.js" in built
    search = {path for path in built if path.startswith("pagefind/")}
    assert rendered == {path: data for path, data in built.items() if path not in {MARKER, *search}}
    assert any(path.startswith("players/") for path in rendered)


@pytest.mark.parametrize("lost", ["*.details", "*.rows", "*.lines", "*.boards"])
def test_lost_rows_or_boards_are_made_again(example: Path, tmp_path: Path, lost: str) -> None:
    out, cache = tmp_path / "_site", tmp_path / "cache"
    build(example, out, cache=cache)
    folder = Cache.at(cache).folder
    assert folder is not None
    for rows in folder.rglob(lost):
        rows.unlink()
    (out / "players" / "alessandra-ferri" / "index.html").unlink()
    _lower_first_final_count(example)  # the event's players are planned again
    build(example, out, cache=cache)
    assert files(out) == files(_plain(example, tmp_path))


BAD_ROUNDS = {
    "unknown key": ROUND_TEXT + "oops: 1\n",
    "unknown player": ROUND_TEXT.replace("bob-smith", "bob-smiht"),
    "centres above 34": ROUND_TEXT.replace("centres: 9}", "centres: 19}"),
    "player twice": ROUND_TEXT.replace("carol-bianchi", "bob-smith"),
    "unknown power": ROUND_TEXT.replace("Turkey:", "Turkye:"),
    "yaml syntax": ROUND_TEXT.replace("{player: eve-neri", "{player: [eve-neri"),
    "a seat read in part": ROUND_TEXT.replace("centres: 9}", "centers: 9}"),
    "centres of the wrong length": ROUND_TEXT.replace("centres: 8}", "centres: [1, 2]}"),
    "two problems on one board": ROUND_TEXT.replace("centres: 9}", "centres: 40}").replace(
        "gina-verdi", "gina-verdy"
    ),
}


@pytest.mark.parametrize("case", sorted(BAD_ROUNDS))
def test_build_reports_what_check_reports(club: Writer, tmp_path: Path, case: str) -> None:

    root = club()
    build(root, Path("_site"), cache=tmp_path / "cache")
    club({"events/2024-open/round-1.yaml": BAD_ROUNDS[case]})
    with pytest.raises(ContentError) as built:
        build(root, Path("_site"), cache=tmp_path / "cache")
    with pytest.raises(ContentError) as checked:
        service.load(root)
    assert built.value.problems == checked.value.problems
    assert all(p.file == "content/events/2024-open/round-1.yaml" for p in built.value.problems)


def test_a_removed_event_leaves_the_site(example: Path, tmp_path: Path) -> None:
    out, cache = tmp_path / "_site", tmp_path / "cache"
    build(example, out, cache=cache)
    assert (out / "events" / "2024-league-season" / "index.html").is_file()
    shutil.rmtree(example / "events" / "2024-league-season")
    series = example / "series" / "2024-club-championship.yaml"  # which lists it
    series.write_text(series.read_text().replace(" 2024-league-season,", ""))
    build(example, out, cache=cache)
    assert not (out / "events" / "2024-league-season").exists()
    assert files(out) == files(_plain(example, tmp_path))


def test_a_cache_that_cannot_be_written_only_costs_time(example: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    cache.write_text("a file where the cache folder should be")
    build(example, tmp_path / "_site", cache=cache)
    assert files(tmp_path / "_site") == files(_plain(example, tmp_path))


def test_build_refuses_an_events_file_as_check_does(club: Writer, tmp_path: Path) -> None:
    root = club({"events/2024-open/event.yaml": None, "events/2024-open/round-1.yaml": None})
    (root / "events").write_text("oops\n", encoding="utf-8")
    with pytest.raises(ContentError) as built:
        build(root, Path("_site"), cache=tmp_path / "cache")
    assert [str(p) for p in built.value.problems] == [
        "content/events: 'events' is a file, not a folder; "
        "make it a folder that holds one folder per event"
    ]
    assert not Path("_site").exists()
