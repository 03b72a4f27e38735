"""The whole rendered site: escaping, privacy, links, determinism, language, themes."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path, PurePosixPath
from urllib.parse import unquote, urlsplit

import pytest

from generator.i18n import CATALOGUES, Language
from generator.render import render_site, theme_dirs
from tests.site.conftest import PRIVATE_BORN, sample_club

EXPORTS = {"results.json", "ranking.csv"}
"""Written by the exports stage of the build, not by render_site (see test_links_resolve)."""


class _Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name in ("href", "src") and value is not None:
                self.links.append(value)
            if name == "id" and value:
                self.ids.add(value)


def _html(files: dict[str, bytes]) -> dict[str, str]:
    return {k: v.decode() for k, v in files.items() if k.endswith(".html")}


def test_hostile_name_is_text_everywhere(sample_files: dict[str, bytes]) -> None:
    escaped = "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#34;O&#39;Brien&#34;"
    for path, data in sample_files.items():
        text = data.decode()
        assert "<script>alert" not in text, path
    pages = _html(sample_files)
    assert escaped in pages["players/obrien/index.html"]
    assert escaped in pages["events/2024-test-open/index.html"]
    feed = sample_files["feed.xml"].decode()
    assert escaped in feed
    # the intro's raw <script> is shown as text, never run
    assert "&lt;script&gt;alert(2)&lt;/script&gt;" in pages["index.html"]


def test_private_fields_never_written(sample_files: dict[str, bytes]) -> None:
    for path, data in sample_files.items():
        text = data.decode().lower()
        assert PRIVATE_BORN.isoformat() not in text, path
        assert "1990" not in text, path
        assert "gender" not in text and "born" not in text, path


def test_links_resolve(sample_site: Path, sample_files: dict[str, bytes]) -> None:
    """Every internal href and src points at a file of the site (or an export)."""
    checked = 0
    for path, text in _html(sample_files).items():
        if path == "404.html":
            continue  # served at any depth: its links are absolute (site url)
        parser = _Links()
        parser.feed(text)
        for link in parser.links:
            parts = urlsplit(link)
            if parts.scheme or link.startswith("//"):
                continue
            assert not link.startswith("/"), f"{path}: absolute link {link}"
            if not parts.path:
                assert parts.fragment in parser.ids, f"{path}: {link}"
                continue
            target = PurePosixPath(path).parent / unquote(parts.path)
            resolved = (sample_site / str(target)).resolve()
            if resolved.name in EXPORTS:
                continue
            assert resolved.is_file(), f"{path}: broken link {link}"
            assert sample_site.resolve() in resolved.parents
            checked += 1
    assert checked > 200


def test_two_builds_are_byte_identical() -> None:
    club, results = sample_club()
    assert render_site(club, results) == render_site(club, results)


@pytest.mark.parametrize("lang", ["it", "fr"])
def test_no_english_left_in_other_languages(lang: Language) -> None:
    club, results = sample_club(lang)
    files = render_site(club, results)
    english = {
        text
        for key, text in CATALOGUES["en"].items()
        if text != CATALOGUES[lang][key] and len(text) > 5 and "{" not in text
    }
    for path, text in _html(files).items():
        for phrase in english:
            assert f">{phrase}<" not in text, (path, phrase)
    page = files["events/2024-test-open/index.html"].decode()
    assert 'lang="' + lang + '"' in page
    assert ">445,9<" in files["events/2024-test-open/round-2/board-1/index.html"].decode()


def test_sitemap_and_feed(sample_files: dict[str, bytes]) -> None:
    sitemap = sample_files["sitemap.xml"].decode()
    assert "<loc>https://example.github.io/results/events/2024-test-open/</loc>" in sitemap
    assert "index.html" not in sitemap
    feed = sample_files["feed.xml"].decode()
    assert feed.count("<entry>") == 3
    assert "<updated>2024-10-01T00:00:00Z</updated>" in feed


def test_no_sitemap_without_url() -> None:
    club, results = sample_club()
    from dataclasses import replace

    club = replace(club, site=replace(club.site, url=None))
    files = render_site(club, results)
    assert "sitemap.xml" not in files
    assert "urn:podium:feed" in files["feed.xml"].decode()


def test_edit_link_points_at_the_round_file(sample_files: dict[str, bytes]) -> None:
    page = sample_files["events/2024-test-open/round-1/board-1/index.html"].decode()
    edit = "https://github.com/example/results/edit/main/content/events/2024-test-open/round-1.yaml"
    assert f'href="{edit}"' in page


def test_site_theme_overrides_one_template_and_the_css(tmp_path: Path) -> None:
    content = tmp_path / "content"
    content.mkdir()
    theme = tmp_path / "themes" / "default"
    (theme / "templates").mkdir(parents=True)
    (theme / "static").mkdir()
    (theme / "templates" / "404.html").write_text("custom {{ t('nf.title') }}\n")
    (theme / "static" / "podium.css").write_text("body{}\n")
    club, results = sample_club()
    from dataclasses import replace

    club = replace(club, root=str(content))
    files = render_site(club, results)
    assert files["404.html"] == b"custom Page not found\n"
    assert files["static/podium.css"] == b"body{}\n"
    assert files["static/podium.js"].startswith(b"/* podium")  # from the built-in theme
    assert b"<table" in files["events/2024-test-open/index.html"]
    assert theme_dirs(content, "default")[0] == theme


def test_unknown_theme_is_a_content_error(tmp_path: Path) -> None:
    from dataclasses import replace

    from generator.errors import ContentError

    club, results = sample_club()
    club = replace(club, root=str(tmp_path / "content"), site=replace(club.site, theme="nope"))
    with pytest.raises(ContentError, match=r"unknown theme 'nope'"):
        render_site(club, results)


def test_pages_link_to_rules_and_downloads(sample_files: dict[str, bytes]) -> None:
    page = sample_files["events/2024-test-open/index.html"].decode()
    assert 'href="../../rules/italia-2010/index.html"' in page
    assert 'href="results.json"' in page and 'href="ranking.csv"' in page
    assert re.search(r"5=</span>", page)
    assert "better result in round 1" in page
