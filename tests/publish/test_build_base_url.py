"""``podium build --base-url``: the address the publish workflow gets from configure-pages."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from podium.cli import main

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def content(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("club") / "content"
    shutil.copytree(ROOT / "content", folder)
    return folder


def test_the_base_url_replaces_the_site_url(content: Path) -> None:
    out = content.parent / "with-url"
    assert main(["build", str(content), "-o", str(out), "-q", "--base-url", "https://a.b/c"]) == 0
    event = (out / "events/2024-brunate-open/index.html").read_text(encoding="utf-8")
    assert '<link rel="canonical" href="https://a.b/c/events/2024-brunate-open/">' in event
    feed = (out / "feed.xml").read_text(encoding="utf-8")
    assert '<link rel="self" href="https://a.b/c/feed.xml"/>' in feed
    assert "<loc>https://a.b/c/</loc>" in (out / "sitemap.xml").read_text(encoding="utf-8")


def test_without_a_url_there_is_no_sitemap(content: Path) -> None:
    out = content.parent / "without-url"
    assert main(["build", str(content), "-o", str(out), "-q"]) == 0
    assert not (out / "sitemap.xml").exists()
    assert "canonical" not in (out / "index.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("bad", ["club.github.io/results", "ftp://a.b/", "https://"])
def test_a_base_url_that_is_not_an_address_is_refused(
    content: Path, bad: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["build", str(content), "-o", str(content.parent / "x"), "--base-url", bad])
    assert stop.value.code == 2
    assert "is not an http(s) address" in capsys.readouterr().err
    assert not (content.parent / "x").exists()
