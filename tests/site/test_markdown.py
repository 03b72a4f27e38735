"""Markdown rendering: raw HTML escaped unless allowed, script links dropped."""

from __future__ import annotations

from podium.site.markdown import render_markdown


def test_markdown_escapes_raw_html_by_default() -> None:
    html = render_markdown("Hello <script>alert(1)</script> **bold**\n\n<div>x</div>\n")
    assert "<script>" not in html and "<div>" not in html
    assert "&lt;script&gt;" in html and "<strong>bold</strong>" in html


def test_markdown_keeps_raw_html_when_allowed() -> None:
    html = render_markdown('<div class="photo">x</div>\n', raw_html=True)
    assert '<div class="photo">x</div>' in html


def test_markdown_drops_script_links() -> None:
    html = render_markdown("[x](javascript:alert(1)) [y](https://example.org/)")
    assert "javascript:" not in html
    assert 'href="https://example.org/"' in html
