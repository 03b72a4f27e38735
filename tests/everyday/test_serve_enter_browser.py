"""``podium serve --enter`` in a real browser (Debian's chromium, Playwright), on a phone
(390 px) and a laptop (1280 px): a board typed in is checked as it is typed (a tie the
rules cannot break gets podium result's message, then the scores), saved, and its page
shows its scores. Screenshots in light and dark go to the test's temporary folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from tests.everyday.test_serve_browser import browser as browser  # the fixture
from tests.everyday.test_serve_enter import EVENT, FORM, ROUND, Running, _serve
from tests.everyday.test_serve_enter import club as club  # the fixture

pytestmark = pytest.mark.slow

TIED = {"Austria": "9", "England": "9", "France": "6", "Germany": "4", "Italy": "3",
        "Russia": "2", "Turkey": "1"}  # fmt: skip


@pytest.fixture
def running(club: Path) -> Iterator[Running]:
    yield from _serve(club, None)


def shows(page: Page, selector: str, text: str) -> None:
    """Wait (at most 10 s) until ``selector`` holds ``text``."""
    page.wait_for_function(
        "([s, t]) => { const e = document.querySelector(s); return e && e.innerText.includes(t); }",
        arg=[selector, text],
        timeout=10_000,
    )


@pytest.mark.parametrize("width", [390, 1280])
def test_a_board_is_typed_checked_saved_and_shown(
    browser: Browser, running: Running, tmp_path: Path, width: int
) -> None:
    context = browser.new_context(viewport={"width": width, "height": 900}, color_scheme="light")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"http://{running.host}{FORM}")
    assert page.locator("#enter-form.live").count() == 1  # the script runs
    assert not page.locator(".enter-check-button").is_visible()
    for power, count in TIED.items():
        page.fill(f"#centres-{power}", count)
    shows(page, ".enter-problems", "Austria and England are tied on 9 centres")
    shows(page, ".enter-problems", "podium result: give Austria and England a count a year")
    page.screenshot(path=str(tmp_path / f"problems-{width}-light.png"), full_page=True)
    page.fill("#centres-Austria", "10")
    page.fill("#centres-Russia", "1")
    shows(page, ".enter-scores", "155")
    assert page.locator(".enter-problems").count() == 0
    rows = page.locator(".enter-scores tbody tr")
    assert rows.count() == 7
    assert rows.first.inner_text().split("\t")[:2] == ["Austria", "Luca Ricci"]
    overflow = page.evaluate("document.documentElement.scrollWidth")
    assert overflow <= width  # nothing wider than the screen
    page.screenshot(path=str(tmp_path / f"scores-{width}-light.png"), full_page=True)
    page.emulate_media(color_scheme="dark")
    page.screenshot(path=str(tmp_path / f"scores-{width}-dark.png"), full_page=True)
    assert running.builds == [None]  # checking writes and builds nothing

    page.click(".enter-save")
    page.wait_for_url(f"**/events/{EVENT}/round-1/board-2/")
    assert running.builds == [None, None]  # built before the page was sent
    body = page.inner_text("main")
    assert "Luca Ricci" in body and "155" in body
    assert "luca-ricci, centres: 10}" in ROUND.read_text(encoding="utf-8")
    page.screenshot(path=str(tmp_path / f"board-{width}-dark.png"), full_page=True)
    page.goto(f"http://{running.host}/_enter/")
    page.screenshot(path=str(tmp_path / f"index-{width}-dark.png"), full_page=True)
    assert errors == []
    context.close()


def test_a_stale_form_keeps_what_was_typed_in_the_browser(
    browser: Browser, running: Running, tmp_path: Path
) -> None:
    page = browser.new_page(viewport={"width": 390, "height": 900})
    page.goto(f"http://{running.host}{FORM}")
    for power, count in {**TIED, "Austria": "10", "Russia": "1"}.items():
        page.fill(f"#centres-{power}", count)
    shows(page, ".enter-scores", "155")
    changed = ROUND.read_text(encoding="utf-8") + "# saved meanwhile\n"
    ROUND.write_text(changed, encoding="utf-8")
    page.click(".enter-save")
    shows(page, ".enter-stale", "changed on disk since this form was opened")
    assert page.input_value("#centres-Austria") == "10"
    assert ROUND.read_text(encoding="utf-8") == changed
    page.screenshot(path=str(tmp_path / "stale-390-light.png"), full_page=True)
    page.click(".enter-save")
    page.wait_for_url(f"**/events/{EVENT}/round-1/board-2/")
    assert ROUND.read_text(encoding="utf-8").endswith("# saved meanwhile\n")
    page.close()
