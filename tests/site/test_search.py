"""The site search: Pagefind's index, made by the build, found in a real browser.

The built site is served by a local HTTP server (Pagefind fetches its index, which a
browser does not allow from file://) and searched with Debian's chromium.
"""

from __future__ import annotations

import functools
import gzip
import shutil
import tempfile
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, Response

from podium.build import search
from podium.build.lock import publishing
from podium.build.pipeline import build
from podium.build.writer import SiteWriter
from podium.cli import main
from podium.progress import SILENT
from tests.site.pages_server import serve
from tests.site.test_browser import _open, browser

__all__ = ["browser"]  # the fixture, shared with test_browser.py

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def searched_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The example content built with its search index, under a sub-path (``results/``)
    as on GitHub Pages."""
    root = tmp_path_factory.mktemp("search")
    shutil.copytree(ROOT / "content", root / "content")
    build(root / "content", root / "www" / "results")
    return root / "www"


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def served(searched_site: Path) -> Iterator[str]:
    handler = functools.partial(_Quiet, directory=str(searched_site))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/results/"
    server.shutdown()
    server.server_close()


def _search(browser: Browser, url: str, width: int, query: str) -> tuple[Page, list[str]]:
    errors: list[str] = []
    page = browser.new_page(viewport={"width": width, "height": 900})
    page.route("**/favicon.ico", lambda route: route.fulfill(status=204, body=""))
    page.on("console", lambda m: errors.append(m.text) if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(url)
    box = page.locator(".site-search input")
    box.fill(query)
    page.locator(".pagefind-ui__result-link").first.wait_for()
    return page, errors


def _results(page: Page) -> list[tuple[str, str]]:
    links = page.locator(".pagefind-ui__result-link")
    return [
        (links.nth(i).inner_text().strip(), links.nth(i).get_attribute("href") or "")
        for i in range(links.count())
    ]


@pytest.mark.parametrize("width", [390, 1280])
def test_the_search_finds_a_player_and_an_event(browser: Browser, served: str, width: int) -> None:
    page, errors = _search(browser, served + "events/2024-brunate-open/round-1/", width, "lukas")
    assert _results(page) == [("Lukas Weber 🇩🇪 Germany", "/results/players/lukas-weber/index.html")]
    page.locator(".site-search input").fill("autumn league")
    page.wait_for_function(
        "document.querySelector('.pagefind-ui__result-link')"
        " && document.querySelector('.pagefind-ui__result-link').textContent.includes('Autumn')"
    )
    first = _results(page)[0]
    assert first[1] == "/results/events/2024-league-season/index.html", first
    page.locator(".pagefind-ui__result-link").first.click()
    page.wait_for_load_state("load")
    assert page.url == served + "events/2024-league-season/index.html"
    overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
    assert overflow <= 0
    assert errors == []
    page.close()


def test_with_clean_urls_the_results_link_the_pages_folders(
    browser: Browser, tmp_path: Path
) -> None:
    """A site with a url has clean URLs (``players/lukas-weber/``): its search results
    link the same addresses, never ``…/index.html``."""
    content = tmp_path / "content"
    shutil.copytree(ROOT / "content", content)
    build(content, tmp_path / "www", base_url="https://club.example/results/")
    with serve(tmp_path / "www") as root:
        page, errors = _search(browser, root + "events/2024-brunate-open/", 390, "lukas")
        assert _results(page) == [("Lukas Weber 🇩🇪 Germany", "/results/players/lukas-weber/")]
        page.locator(".pagefind-ui__result-link").first.click()
        page.wait_for_load_state("load")
        assert page.url == root + "players/lukas-weber/"
        assert page.locator("h1").inner_text().startswith("Lukas Weber")
        assert errors == []
        page.close()


def test_without_a_server_the_search_box_stays_hidden(
    browser: Browser, searched_site: Path
) -> None:
    """From file:// (or without JavaScript) the page reads as before, with no dead box."""
    errors: list[str] = []
    page = _open(browser, (searched_site / "results/index.html").as_uri(), 1280, errors)
    assert page.locator(".site-search").count() == 1
    assert not page.locator(".site-search").is_visible()
    assert errors == []


def test_only_event_and_player_pages_are_indexed_and_nothing_private(
    searched_site: Path,
) -> None:
    fragments = [
        gzip.decompress(p.read_bytes()).decode()
        for p in (searched_site / "results/pagefind/fragment").iterdir()
    ]
    urls = sorted(f.split('"url":"')[1].split('"')[0] for f in fragments)
    players = sorted((ROOT / "content").glob("*.yaml"))
    assert players  # the example has players.yaml with private dates of birth
    assert urls == sorted(
        [f"/events/{e.name}/index.html" for e in (ROOT / "content/events").iterdir()]
        + [
            f"/players/{p.parent.name}/index.html"
            for p in (searched_site / "results/players").glob("*/index.html")
        ]
    )
    everything = " ".join(fragments)
    for private in ("1988-03-14", "1979-11-02", "14 March 1988", "gender"):
        assert private not in everything
    assert "Results published" not in everything  # the page's body only, no footer


def test_an_unchanged_or_unindexed_change_keeps_the_index_without_pagefind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    content, out, cache = tmp_path / "content", tmp_path / "_site", tmp_path / "cache"
    shutil.copytree(ROOT / "content", content)
    build(content, out, cache=cache)
    index = {p.name: p.read_bytes() for p in (out / "pagefind").glob("*.js")}

    def never(site: Path, out: Path, clean_urls: bool) -> None:
        raise AssertionError("Pagefind ran")

    monkeypatch.setattr(search, "_run", never)
    build(content, out, cache=cache)  # nothing changed
    report = content / "events/2024-brunate-open/index.md"
    report.write_text(report.read_text(encoding="utf-8") + "\nOne more line.\n", "utf-8")
    with pytest.raises(AssertionError, match="Pagefind ran"):  # the event page changed
        build(content, out, cache=cache)
    assert {p.name: p.read_bytes() for p in (out / "pagefind").glob("*.js")} == index


def test_the_search_can_be_left_out(tmp_path: Path) -> None:
    content = tmp_path / "content"
    shutil.copytree(ROOT / "content", content)
    assert main(["build", str(content), "-o", str(tmp_path / "a"), "--no-search", "-q"]) == 0
    site = content / "site.yaml"
    site.write_text(site.read_text(encoding="utf-8") + "search: false\n", encoding="utf-8")
    assert main(["build", str(content), "-o", str(tmp_path / "b"), "-q"]) == 0
    for out in (tmp_path / "a", tmp_path / "b"):
        assert not (out / "pagefind").exists()
        assert "site-search" not in (out / "index.html").read_text(encoding="utf-8")
    with_search = tmp_path / "c"
    site.write_text(site.read_text(encoding="utf-8").replace("search: false\n", ""), "utf-8")
    assert main(["build", str(content), "-o", str(with_search), "-q"]) == 0
    assert (with_search / "pagefind/pagefind-ui.js").is_file()
    assert 'class="site-search"' in (with_search / "index.html").read_text(encoding="utf-8")


def test_pagefind_reads_the_main_region_of_a_page_without_its_ignored_elements() -> None:
    page = (
        b'<!DOCTYPE html>\n<html lang="it">\n<head><title>Ann</title></head><body>'
        b'<header>menu</header><main id="main" data-pagefind-body><h1>Ann</h1>'
        b'<figure class="c" data-pagefind-ignore><svg>1/8</svg></figure><p>kept</p>\n'
        b'<table class="games" data-pagefind-ignore><tr><td>Round 1</td></tr>\n</table>'
        b'<p class="meta" data-pagefind-ignore><span>Rank <span>3</span></span></p>'
        b"<table><tr><td>also kept</td></tr></table></main><footer>feed</footer></body></html>"
    )
    assert search.searched(page) == (
        b'<!DOCTYPE html>\n<html lang="it"><body><main id="main" data-pagefind-body>'
        b"<h1>Ann</h1><p>kept</p>\n<table><tr><td>also kept</td></tr></table></main>"
        b"</body></html>\n"
    )


def test_a_page_without_a_searched_region_is_read_whole_and_an_unclosed_ignore_is_left() -> None:
    page = b"<html><body><nav data-pagefind-ignore>a</nav><p>b</p><dl data-pagefind-ignore>c"
    assert search.searched(page) == b"<html><body><p>b</p><dl data-pagefind-ignore>c"


def test_a_correction_of_a_result_keeps_the_index_and_a_new_name_remakes_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ranks, totals and games are not searched: a build after a correction of a centre
    count keeps the index as it is; a player's new name is searched, and indexed again."""
    content, out, cache = tmp_path / "content", tmp_path / "_site", tmp_path / "cache"
    shutil.copytree(ROOT / "content", content)
    before = build(content, out, cache=cache)
    index = {p.name: p.read_bytes() for p in (out / "pagefind").glob("*.js")}
    ran: list[Path] = []
    real = search._run

    def counted(site: Path, to: Path, clean_urls: bool) -> None:
        ran.append(site)
        real(site, to, clean_urls)

    monkeypatch.setattr(search, "_run", counted)
    round_file = content / "events/2024-brunate-open/round-1.yaml"
    text = round_file.read_text(encoding="utf-8")
    changed = text.replace("centres: [5, 6, 6, 5, 4, 3, 3]", "centres: [5, 6, 6, 5, 4, 3, 2]")
    assert changed != text
    round_file.write_text(changed, encoding="utf-8")
    built = build(content, out, cache=cache)
    assert ran == []
    assert {p.name: p.read_bytes() for p in (out / "pagefind").glob("*.js")} == index
    rewritten = {p for p, digest in built.items() if before.get(p) != digest}
    assert "players/alessandra-ferri/index.html" in rewritten  # her total and rank changed
    assert "events/2024-brunate-open/index.html" in rewritten
    players = content / "players.yaml"
    players.write_text(players.read_text(encoding="utf-8").replace("Ferri", "Ferrini"), "utf-8")
    build(content, out, cache=cache)
    assert len(ran) == 1


def test_the_text_gathered_as_pages_are_made_is_the_text_the_site_gives(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Pagefind reads the searched text each page gave when it was made (in the worker
    processes too); read back from the built pages instead, the index is the same."""
    gathered = tmp_path / "gathered"
    build(ROOT / "content", gathered, jobs=2)
    monkeypatch.setattr(search.SearchInput, "add", lambda self, path, page: None)
    read_back = tmp_path / "read-back"
    build(ROOT / "content", read_back, jobs=1)

    assert _search_index(gathered) == _search_index(read_back)
    assert len(_search_index(gathered)) > 10


def _search_index(out: Path) -> dict[str, bytes]:
    """The files of the site's search index: path in the site -> bytes."""
    return {
        p.relative_to(out).as_posix(): p.read_bytes()
        for p in sorted((out / search.FOLDER).rglob("*"))
        if p.is_file()
    }


def test_the_search_text_a_killed_build_left_is_removed_by_the_next(tmp_path: Path) -> None:
    out = tmp_path / "_site"
    build(ROOT / "content", out)
    left = tmp_path / "._site.search-0123456789abcdef"
    (left / "site/events/x").mkdir(parents=True)
    (left / "site/events/x/index.html").write_bytes(b"<main>x</main>")
    build(ROOT / "content", out)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["_site"]


def _index_of(out: Path, pages: dict[str, bytes], order: list[str]) -> dict[str, bytes]:
    """The search index of ``pages``, their searched text gathered in ``order`` (as worker
    processes, finishing in any order, gather it)."""
    with publishing(out):
        writer = SiteWriter(out)
        with search.gathering(writer) as found:
            for path in order:
                found.add(path, pages[path])
            writer.add([writer.put(path, pages[path]) for path in sorted(pages)])
            search.index_site(writer, SILENT, found)
        writer.commit()
    return _search_index(out)


@pytest.fixture
def listed_as_made(tmp_path: Path) -> Iterator[Path]:
    """A folder on a file system that lists a folder's files in the order they were made
    (Linux's tmpfs, /dev/shm), where there is one; else ``tmp_path``."""
    try:
        folder = tempfile.mkdtemp(dir="/dev/shm")
    except OSError:  # no tmpfs here (or not writable): the test still runs, on tmp_path
        yield tmp_path
        return
    try:
        yield Path(folder)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def test_the_index_does_not_depend_on_the_order_pages_are_made_in(listed_as_made: Path) -> None:
    """Pagefind's index depends on the order it finds its input files in, and on some file
    systems (tmpfs) a folder lists them in the order they were made: the worker processes
    make them in the order they finish."""
    tmp_path = listed_as_made
    words = ["Agincourt", "Brest", "Calais", "Dieppe", "Epernay", "Fécamp", "Gisors", "Honfleur"]
    pages = {
        f"{kind}/{kind[0]}{i}/index.html": (
            f'<html lang="en"><body><main data-pagefind-body><h1>{kind} {i} '
            f"{words[i % 8]} {words[(i * 3) % 8]}{i}</h1></main></body></html>"
        ).encode()
        for kind in ("events", "players")
        for i in range(40)
    }
    forward = sorted(pages)
    shuffled = forward[1::2] + forward[::-2]
    first = _index_of(tmp_path / "one", pages, forward)
    assert len(first) > 5
    assert _index_of(tmp_path / "two", pages, shuffled) == first


FIRST_VIEW = 80 * 1024
"""The most bytes a page's first view may fetch (HTML, CSS, JS, fonts and
images, uncompressed) on a phone."""


@pytest.mark.parametrize(
    "path", ["events/2024-brunate-open/", "events/2024-brunate-open/round-3/board-1/"]
)
def test_the_first_view_is_light_and_the_search_ui_waits_for_the_field(
    browser: Browser, served: str, path: str
) -> None:
    """Pagefind's UI is fetched only once the search field is used, so the first view of
    the event page and of a board page stays under 80 KB."""
    page = browser.new_page(viewport={"width": 390, "height": 844})
    responses: list[Response] = []
    page.on("response", lambda r: responses.append(r))
    page.goto(served + path, wait_until="networkidle")
    first = {r.url: len(r.body()) for r in responses if r.ok}
    assert served + path in first and any(u.endswith("podium.css") for u in first)
    assert not [u for u in first if "/pagefind/" in u]
    assert sum(first.values()) <= FIRST_VIEW, first
    page.locator(".site-search input").focus()
    page.locator(".pagefind-ui__search-input").wait_for()
    assert any(r.url.endswith("pagefind-ui.js") for r in responses)
    page.close()
