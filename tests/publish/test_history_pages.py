"""The site's correction history, from a temporary git repository with three commits."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from podium.build import pipeline, service
from podium.build.sources import discover
from podium.cli import main
from podium.content.git_history import read_history
from podium.site.pages import Page

from .clubfiles import club_files, round_2
from .gitrepo import Repo

SPRING = "content/events/2024-spring-cup"
CORRECTIONS = "events/2024-spring-cup/corrections/index.html"


def _published(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Repo:
    """A repository whose one commit publishes the club, the Spring Cup in it."""
    made = Repo(tmp_path / "club")
    for key, value in made.env.items():
        monkeypatch.setenv(key, value)
    for path, text in club_files().items():
        made.write(path, text)
    made.commit("Spring Cup results", author="Alice Rossi", day="2024-04-06")
    return made


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Repo:
    """Three commits on the Spring Cup, and one on the players only."""
    made = _published(tmp_path, monkeypatch)
    made.write(f"{SPRING}/round-2.yaml", round_2(russia=10))
    made.commit(
        "Russia had 10 centres in round 2",
        author="Bruno Bianchi",
        email="bruno@example.com",
        day="2024-04-07",
        committed="2024-04-08",
    )
    made.write(f"{SPRING}/index.md", "A fine day.\n")
    made.commit("Write the report", author="Chloé Martin", day="2024-04-20")
    made.write("content/players.yaml", club_files()["content/players.yaml"] + "hal: {name: Hal}\n")
    made.commit("Add Hal", day="2024-05-01")
    monkeypatch.chdir(made.root)
    return made


def stages(with_history: bool) -> tuple[list[Page], dict[str, bytes]]:
    """Every page of content/ as the build's stages plan it (each event's pages, then the
    site-wide ones), and each event's files as they render them."""
    content = Path("content")
    history = read_history(content) if with_history else None
    shared = pipeline.load_shared(discover(content, history, hashed=False))
    pages: list[Page] = []
    made: list[pipeline.MadeEvent] = []
    for name in shared.sources.events:
        result = service.read_event(shared.base, content / "events" / name).result
        assert result is not None
        pages.extend(pipeline.plan_event(shared, result))
        made.append(pipeline.render_event(shared, result, pipeline.plan_event(shared, result)))
    paths = [path for m in made for path, _ in m.files]
    pages.extend(pipeline.plan_site(shared, [m.digest for m in made], paths))
    return pages, {path: data for m in made for path, data in m.files}


def plan(with_history: bool) -> dict[str, Page]:
    return {p.path: p for p in stages(with_history)[0]}


def test_the_corrections_page_lists_the_event_commits(repo: Repo) -> None:
    page = plan(with_history=True)[CORRECTIONS]
    assert page.template == "corrections.html"
    assert page.data["title"] == "Corrections · Spring Cup"
    assert [(c["date"], c["iso"], c["subject"], c["author"]) for c in page.data["commits"]] == [
        ("20 April 2024", "2024-04-20", "Write the report", "Chloé Martin"),
        ("8 April 2024", "2024-04-08", "Russia had 10 centres in round 2", "Bruno Bianchi"),
        ("6 April 2024", "2024-04-06", "Spring Cup results", "Alice Rossi"),
    ]
    assert page.data["event"]["href"] == "../index.html"


def test_the_event_page_says_when_it_was_last_corrected(repo: Repo) -> None:
    page = plan(with_history=True)["events/2024-spring-cup/index.html"]
    assert page.data["last_corrected"] == {
        "text": "Last corrected: 20 April 2024",
        "link": "All corrections",
        "href": "corrections/index.html",
    }


def test_an_event_never_corrected_says_when_it_was_published(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One commit, the one that published the event: no "Last corrected", no link."""
    monkeypatch.chdir(_published(tmp_path, monkeypatch).root)
    pages, files = stages(with_history=True)
    event = {p.path: p for p in pages}["events/2024-spring-cup/index.html"]
    assert event.data["last_corrected"] == {
        "text": "Published on 6 April 2024, not corrected since",
        "link": None,
        "href": None,
    }
    html = files["events/2024-spring-cup/index.html"].decode()
    assert (
        '<p class="corrected muted" data-pagefind-ignore>'
        "Published on 6 April 2024, not corrected since</p>"
    ) in html
    assert "Last corrected" not in html


def test_each_board_page_dates_its_round_file(repo: Repo) -> None:
    pages = plan(with_history=True)
    board = "events/2024-spring-cup/round-{}/board-1/index.html"
    assert pages[board.format(1)].data["round_changed"] == "Round file last changed: 6 April 2024"
    assert pages[board.format(2)].data["round_changed"] == "Round file last changed: 8 April 2024"


def test_no_email_address_reaches_any_page(repo: Repo) -> None:
    assert "@" not in repr([p.data for p in plan(with_history=True).values()])


def test_without_git_the_history_is_left_out(repo: Repo) -> None:
    pages = plan(with_history=False)
    assert CORRECTIONS not in pages
    assert pages["events/2024-spring-cup/index.html"].data["last_corrected"] is None
    board = pages["events/2024-spring-cup/round-2/board-1/index.html"]
    assert board.data["round_changed"] is None


def test_the_pages_render_the_history(repo: Repo) -> None:
    files = stages(with_history=True)[1]
    corrections = files[CORRECTIONS].decode()
    rows = re.findall(r"<tr>\n<td>(.*?)</td>\n<th scope=\"row\">(.*?) <code", corrections)
    assert rows == [
        ('<time datetime="2024-04-20">20 April 2024</time>', "Write the report"),
        ('<time datetime="2024-04-08">8 April 2024</time>', "Russia had 10 centres in round 2"),
        ('<time datetime="2024-04-06">6 April 2024</time>', "Spring Cup results"),
    ]
    assert "<td>Chloé Martin</td>" in corrections
    event = files["events/2024-spring-cup/index.html"].decode()
    assert (
        '<p class="corrected muted" data-pagefind-ignore>Last corrected: 20 April 2024 · '
        '<a href="corrections/index.html">All corrections</a></p>'
    ) in event
    board = files["events/2024-spring-cup/round-2/board-1/index.html"].decode()
    assert '<p class="corrected muted">Round file last changed: 8 April 2024</p>' in board
    assert not any(b"example.com" in content for content in files.values())


def test_podium_build_writes_the_history(repo: Repo, capsys: pytest.CaptureFixture[str]) -> None:
    """The real command, not only the planner: `podium build` reads the git history."""
    assert main(["build", "content", "-o", "_site", "-q"]) == 0
    site = repo.root / "_site"
    corrections = (site / CORRECTIONS).read_text(encoding="utf-8")
    assert corrections.count("<time datetime=") == 3
    assert "Russia had 10 centres in round 2" in corrections and "Bruno Bianchi" in corrections
    event = (site / "events/2024-spring-cup/index.html").read_text(encoding="utf-8")
    assert "Last corrected: 20 April 2024" in event
    board = (site / "events/2024-spring-cup/round-2/board-1/index.html").read_text(encoding="utf-8")
    assert "Round file last changed: 8 April 2024" in board
    assert not [p for p in site.rglob("*") if p.is_file() and b"@example.com" in p.read_bytes()]


def test_podium_build_without_git_leaves_the_history_out(
    repo: Repo, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    outside = tmp_path / "no-git"
    shutil.copytree(repo.root / "content", outside / "content")
    assert main(["build", str(outside / "content"), "-o", str(outside / "_site"), "-q"]) == 0
    event = (outside / "_site/events/2024-spring-cup/index.html").read_text(encoding="utf-8")
    assert "Last corrected" not in event
    assert not (outside / "_site" / CORRECTIONS).exists()
