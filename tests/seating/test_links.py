"""``links:`` in event.yaml: checked like every list of players, and private: a site built
with links is the very site built without them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from podium.build.pipeline import build
from podium.build.service import read
from tests.conftest import Writer

REPO = Path(__file__).resolve().parents[2]

EVENT = """\
name: Open 2024
start: 2024-05-10
scoring: italia-2010
links: {links}
"""


def problems(club: Writer, links: str) -> list[str]:
    content = club({"events/2024-open/event.yaml": EVENT.format(links=links)})
    return [str(p) for p in read(content).problems]


def test_good_links(club: Writer) -> None:
    assert problems(club, "[[alice-rossi, bob-smith], [carol-bianchi, dan-gialli, eve-neri]]") == []


@pytest.mark.parametrize(
    ("links", "expected"),
    [
        (
            "[[alice-rossi, bob-smyth]]",
            "4:23: unknown player 'bob-smyth' in link 1; did you mean 'bob-smith'?",
        ),
        (
            "[[alice-rossi]]",
            "4:9: link 1 names one player; a link groups two players or more: add the others, "
            "or remove it",
        ),
        (
            "[[alice-rossi, bob-smith], [bob-smith, carol-bianchi]]",
            "4:36: player 'bob-smith' is in link 1 and link 2; put everyone linked to them in "
            "one group",
        ),
        (
            "[[alice-rossi, bob-smith, alice-rossi]]",
            "4:34: player 'alice-rossi' is listed twice in link 1; keep only one of them",
        ),
        (
            "[alice-rossi, bob-smith]",
            "4:9: item 1 of 'links' must be a list, not 'alice-rossi'; write [a, b] or one '- ' "
            "line per item",
        ),
    ],
)
def test_bad_links(club: Writer, links: str, expected: str) -> None:
    found = problems(club, links)
    assert found[0] == f"content/events/2024-open/event.yaml:{expected}"


def test_links_never_reach_the_site(tmp_path: Path) -> None:
    plain = tmp_path / "plain" / "content"  # one folder name: the pages' edit links name it
    linked = tmp_path / "linked" / "content"
    shutil.copytree(REPO / "content", plain)
    shutil.copytree(REPO / "content", linked)
    event = linked / "events" / "2024-brunate-open" / "event.yaml"
    groups = "links: [[andrea-colombo, giulia-conti], [luca-ricci, lukas-weber, sara-lombardi]]\n"
    event.write_text(event.read_text(encoding="utf-8") + groups, encoding="utf-8")
    events = {e.id: e for e in read(linked).club.events}
    assert events["2024-brunate-open"].links  # read, so the build has them at hand
    build(plain, tmp_path / "plain-site", jobs=1)
    build(linked, tmp_path / "linked-site", jobs=1)
    sites = [
        {p.relative_to(site): p.read_bytes() for p in sorted(site.rglob("*")) if p.is_file()}
        for site in (tmp_path / "plain-site", tmp_path / "linked-site")
    ]
    assert sites[0] == sites[1]  # every page, feed, export and the search index
    for path, data in sites[1].items():  # nor a key named after them, in any export
        assert b'"links"' not in data and b"links:" not in data, path
