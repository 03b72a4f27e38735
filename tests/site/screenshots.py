"""``make screenshots``: pictures of every page type for the README, in docs/screenshots/.

The example content (as the tests build it: with a site address and a git history) is
built, served as GitHub Pages serves it, and each page type photographed at 390 px (a
phone) and 1280 px (a laptop), in the light and the dark colour scheme: one screen's
height each (``<page>-<width>-<scheme>.png``), so the pictures stay small. Then two of
tests/site/phone_club (:data:`PHONE_CLUB_SHOTS`).

    python -m tests.site.screenshots [folder]
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from playwright.sync_api import Browser, sync_playwright

from podium.build.pipeline import build
from tests.site.conftest import (
    EXAMPLE_EVENT,
    PHONE_CLUB,
    TYPE_SNAPSHOTS,
    first_pages,
    make_example_content,
)
from tests.site.pages_server import serve
from tests.site.test_browser import ARGS, CHROMIUM, HTML_PAGES, address
from tests.site.test_snapshots import BOARD_KINDS

HEIGHTS = {390: 844, 1280: 800}
"""One screen of a phone and of a laptop."""

PHONE_CLUB_SHOTS = {
    "event-tiebreaks": ("events/2024-spring-cup/", "#ranking"),
    "404-no-url": ("events/2024-lake-open/round-9/board-9/", ""),
}
"""Pictures of tests/site/phone_club: a ranking whose equal totals need every
kind of tie-break (at the ranking), and the 404 page of a site without url, deep in it."""


def _shoot(browser: Browser, url: str, shot: Path, width: int, scheme: str) -> Path:
    page = browser.new_page(
        viewport={"width": width, "height": HEIGHTS[width]},
        color_scheme="dark" if scheme == "dark" else "light",
    )
    page.goto(url)
    page.wait_for_load_state("load")
    page.screenshot(path=str(shot))
    page.close()
    return shot


def take(folder: Path) -> list[Path]:
    """Every page type at both widths and in both schemes, as PNG files in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    taken = []
    with tempfile.TemporaryDirectory() as tmp:
        content = make_example_content(Path(tmp))
        site = Path(tmp) / "_site"
        build(content, site)
        planned = first_pages(content, EXAMPLE_EVENT)  # by page type
        paths = {name: planned[kind] for name, kind in TYPE_SNAPSHOTS.items() if kind in planned}
        paths.update(BOARD_KINDS)
        with serve(site) as base, sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
            for name in [name for name in HTML_PAGES if name in paths]:
                for width in HEIGHTS:
                    for scheme in ("light", "dark"):
                        shot = folder / f"{name.removesuffix('.html')}-{width}-{scheme}.png"
                        url = address(base, paths[name])
                        taken.append(_shoot(browser, url, shot, width, scheme))
            phone_site = Path(tmp) / "_phone"
            build(PHONE_CLUB, phone_site)
            with serve(phone_site) as phone_base:
                for name, (path, anchor) in PHONE_CLUB_SHOTS.items():
                    for width in HEIGHTS:
                        for scheme in ("light", "dark"):
                            shot = folder / f"{name}-{width}-{scheme}.png"
                            url = phone_base + path + anchor
                            taken.append(_shoot(browser, url, shot, width, scheme))
            browser.close()
    return taken


if __name__ == "__main__":
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    shots = take(out)
    size = sum(s.stat().st_size for s in shots)
    print(f"{len(shots)} screenshots in {out}/ ({size // 1024} KiB)")
