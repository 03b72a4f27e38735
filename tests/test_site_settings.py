"""site.yaml's publishing settings: the address warning, the logo, clean URLs, sharing tags."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from podium.cli import main
from tests.conftest import Writer

LOGO = b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>\n'
URL = "https://club.github.io/results/"


def test_check_warns_when_the_address_is_unknown(
    club: Writer, capsys: pytest.CaptureFixture[str]
) -> None:
    club()
    assert main(["check"]) == 0  # a warning, not a problem
    captured = capsys.readouterr()
    assert captured.out == "ok: 1 event, 1 round, 1 board checked\n"
    assert captured.err == (
        "warning: content/site.yaml: the site's address is unknown, so there is no sitemap, no "
        "canonical links and no clean URLs, and the 404 page finds the site's links only with "
        "JavaScript; add 'url: https://<owner>.github.io/<repository>/' "
        "(the address the site is published at), or build with --base-url as the publish "
        "workflow does\n"
    )


def test_check_is_quiet_when_the_address_is_known(
    club: Writer, capsys: pytest.CaptureFixture[str]
) -> None:
    club({"site.yaml": f"title: Test Club\nurl: {URL}\n"})
    assert main(["check"]) == 0
    assert capsys.readouterr().err == ""


def test_a_missing_logo_is_a_located_problem(
    club: Writer, capsys: pytest.CaptureFixture[str]
) -> None:
    club({"site.yaml": f"title: Test Club\nurl: {URL}\nlogo: images/club.png\n"})
    assert main(["check"]) == 1
    assert capsys.readouterr().err == (
        "content/site.yaml:3:7: the logo images/club.png is not a file of the content folder; "
        "put the image at content/images/club.png, or fix the path (it starts at the content "
        "folder)\n"
        "1 problem in 1 file\n"
    )


@pytest.mark.parametrize("logo", ["../logo.png", "/srv/logo.png", "logo.gif"])
def test_a_logo_outside_the_content_or_not_an_image_is_refused(
    club: Writer, capsys: pytest.CaptureFixture[str], logo: str
) -> None:
    club({"site.yaml": f"title: Test Club\nlogo: {logo}\n"})
    assert main(["check"]) == 1
    assert capsys.readouterr().err == (
        "content/site.yaml:2:7: 'logo' must be a .png, .svg, .jpg or .webp file's path in the "
        f"content folder, like logo.png, not '{logo}'; fix the value\n"
        "1 problem in 1 file\n"
    )


def _build(club: Writer, site: str, files: dict[str, bytes] | None = None) -> Path:
    content = club({"site.yaml": site})
    for name, data in (files or {}).items():
        (content / name).parent.mkdir(parents=True, exist_ok=True)
        (content / name).write_bytes(data)
    assert main(["build", "content", "-o", "public"]) == 0
    return Path("public")


def test_the_logo_is_published_and_shown(club: Writer) -> None:
    site = f"title: Test Club\nurl: {URL}\nlogo: images/club.svg\n"
    out = _build(club, site, {"images/club.svg": LOGO})
    assert (out / "static" / "club-logo.svg").read_bytes() == LOGO
    event = (out / "events/2024-open/index.html").read_text(encoding="utf-8")
    assert '<img class="logo" src="../../static/club-logo.svg" alt=""' in event
    assert f'<meta property="og:image" content="{URL}static/club-logo.svg">' in event


def test_every_page_says_what_it_is_when_shared(club: Writer) -> None:
    out = _build(club, f"title: Test Club\nurl: {URL}\n")
    event = (out / "events/2024-open/index.html").read_text(encoding="utf-8")
    head = event[: event.index("</head>")]
    description = re.search(r'<meta name="description" content="([^"]*)">', head)
    assert description is not None
    assert description.group(1) == "1st Alice Rossi · 7 players · Italia 2010"
    for tag in (
        f'<link rel="canonical" href="{URL}events/2024-open/">',
        '<meta property="og:title" content="Open 2024">',
        f'<meta property="og:description" content="{description.group(1)}">',
        '<meta name="twitter:card" content="summary">',
        '<link rel="icon" href="../../static/favicon.svg" type="image/svg+xml">',
        '<meta name="generator" content="podium 0.1.0">',
    ):
        assert tag in head, tag
    assert "twitter:title" not in head  # the card reads og:title (and og:description)
    assert "og:url" not in head and "og:type" not in head  # the canonical link, the default
    assert (out / "static" / "favicon.svg").is_file()
    for page in out.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        assert '<meta name="description" content="' in text, page
        assert '<meta property="og:title" content="' in text, page
