"""``podium check --format github``: one GitHub Actions annotation per problem.

Each line is ``::error file=PATH,line=L,col=C::message; hint``, which GitHub shows on that
line of the pull request's changed files. Lines and columns below are counted by hand in
the fixture (see ``clubfiles.round_2``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from podium.cli import main

from .clubfiles import club_files

ROUND_2 = "content/events/2024-spring-cup/round-2.yaml"


def make_club(root: Path, round_2: str | None = None) -> None:
    for path, text in club_files().items():
        file = root / path
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(round_2 if round_2 and path == ROUND_2 else text, encoding="utf-8")


def check(capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(["check", "content", "--format", "github"])
    out, err = capsys.readouterr()
    return status, out, err


def test_a_misspelt_key_is_annotated_on_its_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # line 4 is "      Austria: {player: dan, centers: 11}"; 'centers' starts in column 30
    text = club_files()[ROUND_2].replace("dan, centres: 11", "dan, centers: 11")
    make_club(tmp_path, text)
    monkeypatch.chdir(tmp_path)
    assert check(capsys) == (
        1,
        f"::error file={ROUND_2},line=4,col=30::unknown key 'centers' in board 1, Austria; "
        "did you mean 'centres'?\n",
        "",
    )


def test_an_unknown_player_is_annotated_on_its_value(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # line 10 is "      Turkey: {player: bne, centres: 0}"; 'bne' starts in column 24
    make_club(tmp_path, club_files()[ROUND_2].replace("player: ben,", "player: bne,"))
    monkeypatch.chdir(tmp_path)
    assert check(capsys) == (
        1,
        f"::error file={ROUND_2},line=10,col=24::unknown player 'bne' in board 1, Turkey; "
        "did you mean 'ben'?\n",
        "",
    )


def test_clean_content_gives_no_annotation(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    make_club(tmp_path)
    monkeypatch.chdir(tmp_path)
    status, out, err = check(capsys)
    assert (status, err) == (0, "")
    # no error; the one warning: site.yaml gives no address
    annotations = [line for line in out.splitlines() if line.startswith("::")]
    assert annotations == [
        "::warning file=content/site.yaml::the site's address is unknown, so there is no "
        "sitemap, no canonical links and no clean URLs, and the 404 page finds the site's "
        "links only with JavaScript; add 'url: https://<owner>.github.io/"
        "<repository>/' (the address the site is published at), or build with --base-url as "
        "the publish workflow does"
    ]
