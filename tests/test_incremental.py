"""The build cache and incremental writes: a cached build is byte-identical to a
``--no-cache`` build, an unchanged rebuild writes nothing, a correction rewrites exactly
the files whose bytes change, and a finished build leaves exactly its own files."""

from __future__ import annotations

import io
import os
import shutil
import threading
import zlib
from collections.abc import Callable
from pathlib import Path

import orjson
import pytest

from podium import hashing
from podium.build import pipeline, service
from podium.build.cache import FORMAT, Cache, CacheError, EventRecord
from podium.build.pipeline import Warm, build
from podium.build.writer import MARKER
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


def _count_made(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The events the builds make from here on (in this process: build with few events,
    or ``jobs=1``), by folder name."""
    made: list[str] = []
    make = pipeline.make_event

    def counting(shared: pipeline.Shared, name: str) -> object:
        made.append(name)
        return make(shared, name)

    monkeypatch.setattr(pipeline, "make_event", counting)
    return made


def test_cached_and_uncached_builds_are_byte_identical(
    example: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A build into an empty output with the cache of an earlier one (a fresh checkout
    with the cache restored) makes no event: each one's files come from the cache."""
    cache = tmp_path / "cache"
    build(example, tmp_path / "cold", cache=cache)  # fills the cache
    shutil.rmtree(tmp_path / "cold")
    made = _count_made(monkeypatch)
    warm = build(example, tmp_path / "warm", cache=cache, jobs=1)  # every event from the cache
    assert made == []
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
    """Well-formed entries, with a right hash and name, holding data of another type."""
    for entry in entries:
        name = orjson.dumps(entry.relative_to(entry.parent.parent).as_posix())
        rest = zlib.compress(b"%s\n[1, 2, 3]" % name)
        entry.write_bytes(b"podium-cache %d %s\n%s" % (FORMAT, hashing.key(rest).encode(), rest))


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


@pytest.mark.parametrize("damage", sorted(DAMAGES))
def test_a_damaged_cache_entry_is_a_miss_and_one_warning(
    example: Path, tmp_path: Path, damage: str
) -> None:
    """Every record damaged: the site is made as without a cache, with one warning, and
    every record is written again, so that the next build says nothing. (The events'
    files entries are not read: the output still has their files.)"""
    out, cache = tmp_path / "_site", tmp_path / "cache"
    build(example, out, cache=cache)
    folder = Cache.at(cache).folder
    assert folder is not None
    events = sorted(p.name for p in (example / "events").iterdir())
    entries = sorted(folder.glob("*/*.json"))
    assert len(entries) == len(events) + 1  # and the output's record, read first
    DAMAGES[damage](entries)
    console = io.StringIO()
    build(example, out, Console(stream=console, tty=False, colour=False), cache=cache)
    assert files(out) == files(_plain(example, tmp_path))
    warnings = [line for line in console.getvalue().splitlines() if "warning" in line]
    first = next(p for p in entries if p.parent.name == "outputs").relative_to(folder)
    assert warnings == [
        f"warning: {folder}: ignored {len(entries)} damaged entries of the build cache "
        f"(first: {first.as_posix()}) and made them again; if this happens again, delete "
        "the cache folder"
    ]
    (example / "index.md").write_text("Edited.\n")  # a build that reads every entry
    console = io.StringIO()
    build(example, out, Console(stream=console, tty=False), cache=cache)
    assert "warning" not in console.getvalue()
    assert files(out) == files(_plain(example, tmp_path, again=True))


def test_a_folder_or_a_named_pipe_in_place_of_an_entry_is_damage(
    example: Path, tmp_path: Path
) -> None:
    """Neither blocks the build (a named pipe is never read), each is warned about once,
    and each is replaced by the entry, so that the next build says nothing."""
    out, cache = tmp_path / "_site", tmp_path / "cache"
    build(example, out, cache=cache)
    folder = Cache.at(cache).folder
    assert folder is not None
    pipe, other = sorted(folder.glob("events/*.json"))[:2]
    pipe.unlink()
    os.mkfifo(pipe)
    other.unlink()
    other.mkdir()
    (other / "inside").write_text("not an entry")
    (example / "index.md").write_text("Edited.\n")  # so that the events are looked at
    console = io.StringIO()
    finished = _in_a_thread(lambda: build(example, out, Console(stream=console), cache=cache))
    assert finished.wait(60), "the build blocked on the named pipe"
    assert "ignored 2 damaged entries" in console.getvalue()
    assert pipe.is_file() and other.is_file()
    (example / "index.md").write_text("Edited again.\n")
    console = io.StringIO()
    build(example, out, Console(stream=console), cache=cache)
    assert "warning" not in console.getvalue()
    assert files(out) == files(_plain(example, tmp_path, again=True))


def _in_a_thread(work: Callable[[], object]) -> threading.Event:
    """``work()`` in a thread of its own; the event is set once it has returned."""
    done = threading.Event()

    def run() -> None:
        work()
        done.set()

    threading.Thread(target=run, daemon=True).start()
    return done


def test_a_warm_build_reads_again_only_the_files_whose_stamps_changed(
    example: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The content's files as a build of ``podium serve`` read them are kept in memory;
    the next one reads again only those whose stamps changed (Pelican's file-stamp cacher)."""
    monkeypatch.setattr(hashing, "RACY_NS", 0)  # the files were written just now
    out, cache, warm = tmp_path / "_site", tmp_path / "cache", Warm()
    build(example, out, cache=cache, warm=warm)
    first = dict(warm.inputs)
    round_file = sorted(example.glob("events/*/round-1.yaml"))[0]
    round_file.write_text(round_file.read_text() + "# edited\n")
    assert len(first) > 20 and str(round_file) in first
    build(example, out, cache=cache, warm=warm)
    second = warm.inputs
    assert second.keys() == first.keys()
    read_again = {path for path in first if second[path][2] != first[path][2]}
    assert read_again == {str(round_file)}  # the time it was read: only its is new
    assert second[str(round_file)][1] != first[str(round_file)][1]
    assert files(out) == files(_plain(example, tmp_path))


def test_the_cache_holds_no_pickle(example: Path, tmp_path: Path) -> None:
    build(example, tmp_path / "_site", cache=tmp_path / "cache")
    folder = Cache.at(tmp_path / "cache").folder
    assert folder is not None
    entries = [p for p in folder.rglob("*") if p.is_file()]
    assert {p.suffix for p in entries} == {".json", ".bin"}
    for entry in entries:
        head = entry.read_bytes().split(b"\n", 1)[0]
        assert head.startswith(b"podium-cache %d " % FORMAT), entry


def test_the_cache_keeps_the_events_files_compressed(example: Path, tmp_path: Path) -> None:
    """An event's record holds its digest and the hashes of its files; its files entry,
    their bytes, compressed to a fraction of their size."""
    out = tmp_path / "_site"
    build(example, out, cache=tmp_path / "cache")
    store = Cache.at(tmp_path / "cache")
    record = store.event("2024-brunate-open")
    assert isinstance(record, EventRecord)
    page = "events/2024-brunate-open/index.html"
    assert dict(record.files)[page] == hashing.key((out / page).read_bytes())
    kept = store.event_files("2024-brunate-open", record)
    assert kept == [(path, (out / path).read_bytes()) for path, _ in record.files]
    assert store.folder is not None
    entry = store.folder / "files" / "2024-brunate-open.bin"
    assert entry.stat().st_size < sum(len(data) for _, data in kept) / 4
    size = sum(p.stat().st_size for p in store.folder.rglob("*") if p.is_file())
    assert size < sum(len(data) for data in files(out).values()) / 4


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
    """Nothing to write, and no file of the output changed: the stray file alone tells."""
    out, cache = tmp_path / "_site", tmp_path / "cache"
    build(example, out, cache=cache)
    (out / "players" / "stray.html").write_bytes(b"not ours")
    build(example, out, cache=cache)
    assert files(out) == files(_plain(example, tmp_path))
    (out / "players" / "stray.html").write_bytes(b"not ours")
    shutil.rmtree(cache)  # and without the record of the output
    build(example, out, cache=cache)
    assert files(out) == files(_plain(example, tmp_path))


def _plain(content: Path, tmp_path: Path, *, again: bool = False) -> Path:
    """A ``--no-cache`` build of ``content`` (made once; ``again``: of the content now)."""
    plain = tmp_path / "plain"
    if again:
        shutil.rmtree(plain, ignore_errors=True)
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
    assert any((tmp_path / ".podium-cache").glob("*/events/*.json"))


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
    build(example, tmp_path / "_site", cache=cache)
    folder = Cache.at(cache).folder
    assert folder is not None
    for each in [folder, *folder.iterdir()]:
        each.chmod(0o555)
    try:
        (example / "index.md").write_text("Edited.\n")
        build(example, tmp_path / "_site", cache=cache)
    finally:
        for each in [folder, *folder.iterdir()]:
            each.chmod(0o755)
    assert files(tmp_path / "_site") == files(_plain(example, tmp_path))


def test_a_file_where_the_cache_folder_should_be_is_refused(example: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    cache.write_text("a file where the cache folder should be")
    with pytest.raises(CacheError) as refused:
        build(example, tmp_path / "_site", cache=cache)
    assert str(refused.value) == (
        f"{cache}: is a file, not a folder; podium keeps its build cache in a folder of its "
        "own: remove it (and list .podium-cache/ in .gitignore), or build with --no-cache"
    )
    assert not (tmp_path / "_site").exists()


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


def test_each_damaged_entry_is_warned_about_once_then_written_again(
    example: Path, tmp_path: Path
) -> None:
    """One record damaged at a time (every one in turn): of the two corrections after it,
    the first warns of it and writes it again, the second says nothing."""
    out, cache = tmp_path / "_site", tmp_path / "cache"
    build(example, out, cache=cache)
    folder = Cache.at(cache).folder
    assert folder is not None
    entries = sorted(folder.glob("*/*.json"))  # the records: read by every build
    round_file = example / "events" / "2024-brunate-open" / "round-1.yaml"
    original = round_file.read_bytes()
    for entry in entries:
        _flip_a_byte([entry])
        said = []
        for correction in (_lower_first_final_count, lambda _: round_file.write_bytes(original)):
            correction(example)  # a count lowered, then put back
            console = io.StringIO()
            build(example, out, Console(stream=console, tty=False), cache=cache)
            said.append(console.getvalue().count("damaged entr"))
        assert said == [1, 0], entry
    assert files(out) == files(_plain(example, tmp_path, again=True))


EVENT = "2024-brunate-open"


def _other_bytes(store: Cache, entry: Path) -> None:
    """A well-formed entry of the event's key, one of whose files has other bytes."""
    record = store.event(EVENT)
    kept = store.event_files(EVENT, record) if record is not None else None
    assert record is not None and kept is not None
    (path, data), *others = kept
    store.put_event_files(EVENT, record.key, [(path, data + b" "), *others])


def _other_inputs(store: Cache, entry: Path) -> None:
    """A well-formed entry of the event's files, made from other inputs."""
    record = store.event(EVENT)
    kept = store.event_files(EVENT, record) if record is not None else None
    assert record is not None and kept is not None
    store.put_event_files(EVENT, hashing.key("other inputs"), kept)


def _a_named_pipe(store: Cache, entry: Path) -> None:
    entry.unlink()
    os.mkfifo(entry)


FILES_DAMAGES: dict[str, Callable[[Cache, Path], object]] = {
    "truncated": lambda _, entry: _truncate([entry]),
    "a flipped byte": lambda _, entry: _flip_a_byte([entry]),
    "another event's": lambda _, entry: entry.write_bytes(
        entry.with_stem("2024-c-diplo-cup").read_bytes()
    ),
    "a file of other bytes": _other_bytes,
    "of other inputs": _other_inputs,
    "a named pipe": _a_named_pipe,
}


@pytest.mark.parametrize("damage", sorted(FILES_DAMAGES))
def test_a_damaged_files_entry_makes_its_event_again(
    example: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, damage: str
) -> None:
    """A build into an empty output whose cache has one event's files entry damaged
    (or a named pipe in its place, which it never waits on) makes that event again, and
    only that one, warns once, and writes the entry again: the next such build makes no
    event and says nothing."""
    out, cache = tmp_path / "_site", tmp_path / "cache"
    build(example, out, cache=cache)
    store = Cache.at(cache)
    assert store.folder is not None
    entry = store.folder / "files" / f"{EVENT}.bin"
    FILES_DAMAGES[damage](store, entry)
    made = _count_made(monkeypatch)
    assert _warnings_of_a_build_into_nothing(example, out, cache) == [
        f"warning: {store.folder}: ignored 1 damaged entry of the build cache (first: "
        f"files/{EVENT}.bin) and made them again; if this happens again, delete the "
        "cache folder"
    ]
    assert made == [EVENT]
    assert files(out) == files(_plain(example, tmp_path))
    assert entry.is_file()
    made.clear()
    assert _warnings_of_a_build_into_nothing(example, out, cache) == []
    assert made == []
    assert files(out) == files(_plain(example, tmp_path))


def _warnings_of_a_build_into_nothing(content: Path, out: Path, cache: Path) -> list[str]:
    """The warnings of a build of ``content`` into ``out``, emptied first (in a thread:
    an AssertionError if it blocks)."""
    shutil.rmtree(out)
    console = io.StringIO()
    reporter = Console(stream=console, tty=False, colour=False)
    finished = _in_a_thread(lambda: build(content, out, reporter, cache=cache, jobs=1))
    assert finished.wait(60), "the build blocked on the named pipe (or failed)"
    return [line for line in console.getvalue().splitlines() if "warning" in line]
