"""`podium serve` in a real browser: an open page reloads by itself, with no extension.

Debian's chromium, driven by Playwright, keeps one page open while the files change; the
page is never reloaded by the test, only by the script podium serve adds to it.
"""

from __future__ import annotations

import shutil
import signal
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

from tests.everyday.test_serve_cli import EVENT, ROOT, free_port, read_until, start
from tests.site.test_browser import ARGS, CHROMIUM


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    assert CHROMIUM.is_file(), "chromium is missing: run make browser-deps"
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield b
        b.close()


@pytest.fixture
def example(tmp_path: Path) -> Path:
    """A folder holding a copy of the example content/."""
    shutil.copytree(ROOT / "content", tmp_path / "content")
    return tmp_path


def shows(page: Page, text: str) -> None:
    """Wait (at most 3 s) until the open page's text contains ``text``."""
    page.wait_for_function("t => document.body.innerText.includes(t)", arg=text, timeout=3000)


def test_an_open_page_follows_edits_breaks_and_fixes(browser: Browser, example: Path) -> None:
    club = example
    port = free_port()
    process = start(["serve", "content", "--port", str(port)], club)
    try:
        read_until(process, "serving")
        page = browser.new_page()
        script_errors: list[str] = []
        page.on("pageerror", lambda error: script_errors.append(str(error)))
        page.goto(f"http://127.0.0.1:{port}/events/{EVENT}/")
        assert page.title().startswith("Brunate Open 2024")
        page.evaluate("window.podiumTestMark = 'not reloaded yet'")

        event = club / "content" / "events" / EVENT / "event.yaml"
        good_event = event.read_text(encoding="utf-8")
        event.write_text(good_event.replace("Brunate Open", "Brunate Cup"), encoding="utf-8")
        shows(page, "Brunate Cup 2024")
        assert page.evaluate("window.podiumTestMark") is None  # a fresh page: it reloaded

        round_1 = club / "content" / "events" / EVENT / "round-1.yaml"
        good_round = round_1.read_text(encoding="utf-8")
        round_1.write_text(good_round.replace("Austria:", "Autria:", 1), encoding="utf-8")
        shows(page, "The site could not be built")
        error = page.inner_text("pre.podium-error")
        assert error.startswith(f"content/events/{EVENT}/round-1.yaml:8:7: unknown power 'Autria'")

        round_1.write_text(good_round, encoding="utf-8")
        shows(page, "Brunate Cup 2024")
        assert "could not be built" not in page.inner_text("body")
        assert script_errors == []
    finally:
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=10) == 0
