"""What reviewers read (``podium diff`` Markdown, ``podium check --format github``) shows
content text as text: no name or folder can add a line, a field or a command."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from podium.content.problems import Problem
from podium.tools.diff import (
    DiffError,
    EventDiff,
    RankMove,
    ScoreChange,
    export_revision,
    markdown,
)
from tests.publish.gitrepo import Repo

HOSTILE = "Ada\n\nNo result changes.\n\n<!--"


def test_a_name_cannot_hide_the_moves_in_the_diff() -> None:
    diff = EventDiff(
        "open",
        "Open *2024*",
        "changed",
        (ScoreChange(1, "1", "ada", Fraction(10), Fraction(12)),),
        (RankMove("ada", None, None),),
    )
    text = markdown([diff], {"ada": HOSTILE}, title="Result changes against `main`")
    assert text.splitlines()[:8] == [
        "## Result changes against `main`",
        "",
        "### `Open *2024*` (`open`)",
        "",
        "Board scores:",
        "",
        "- Round 1, board `1`:",
        "  - `Ada  No result changes.  <!--` (`ada`): 10 → 12 (+2)",
    ]


def _changed(names: dict[str, str]) -> list[str]:
    """The Markdown lines of a board where each of ``names`` gains two points."""
    scores = tuple(ScoreChange(1, "1", p, Fraction(10), Fraction(12)) for p in names)
    diff = EventDiff("open", "Open", "changed", scores, ())
    return [line for line in markdown([diff], names, title="t").splitlines()[6:] if line]


def test_a_right_to_left_override_cannot_turn_the_line_around() -> None:
    """U+202E in a name reversed the rest of its line (the score) as GitHub shows it."""
    assert _changed({"eve": "Eve\u202e21 → 01"}) == [
        "- Round 1, board `1`:",
        "  - `Eve[U+202E]21 → 01` (`eve`): 10 → 12 (+2)",
    ]


def test_names_that_look_alike_show_their_ids() -> None:
    """A player renamed to another's name plus a zero-width space, or with a Cyrillic
    letter, or the same name in other case and spacing: each shows its id; a name like no
    other does not."""
    names = {
        "bob-smith": "Bob Smith",
        "mallory": "Bob\u200bSmith",
        "bob-2": "bob  SMITH",
        "alice": "Аlice Rossi",  # a Cyrillic А
        "carol": "Carol Bianchi",
    }
    assert _changed(names) == [
        "- Round 1, board `1`:",
        "  - `Bob Smith` (`bob-smith`): 10 → 12 (+2)",
        "  - `Bob[U+200B]Smith` (`mallory`): 10 → 12 (+2)",
        "  - `bob  SMITH` (`bob-2`): 10 → 12 (+2)",
        "  - `Аlice Rossi` (`alice`): 10 → 12 (+2)",
        "  - `Carol Bianchi`: 10 → 12 (+2)",
    ]


def test_a_name_like_a_link_is_never_a_link_on_github() -> None:
    """A name that is a web address became a link in the pull request's comment: GitHub
    links addresses, ``www.``, e-mail addresses, ``@mentions`` and ``#123`` in text (the
    last three after the Markdown, where a backslash escape is gone), and reads links,
    images, autolinks and HTML. Each name is a code span, where GitHub links nothing; a
    backtick in a name lengthens the fence."""
    names = {
        "a": "https://evil.example/login",
        "b": "www.evil.example",
        "c": "bob@evil.example",
        "d": "@octocat #123",
        "e": "[Bob](https://evil.example) ![x](https://evil.example/x.png)",
        "f": "<https://evil.example> <b>Bob</b>",
        "g": "Bob `x` Smith",
        "h": "`Bob",
    }
    assert _changed(names) == [
        "- Round 1, board `1`:",
        "  - `https://evil.example/login`: 10 → 12 (+2)",
        "  - `www.evil.example`: 10 → 12 (+2)",
        "  - `bob@evil.example`: 10 → 12 (+2)",
        "  - `@octocat #123`: 10 → 12 (+2)",
        "  - `[Bob](https://evil.example) ![x](https://evil.example/x.png)`: 10 → 12 (+2)",
        "  - `<https://evil.example> <b>Bob</b>`: 10 → 12 (+2)",
        "  - ``Bob `x` Smith``: 10 → 12 (+2)",
        "  - `` `Bob ``: 10 → 12 (+2)",
    ]


def test_an_event_id_with_backticks_stays_one_code_span() -> None:
    diff = EventDiff("a`b\nc", "Open", "added")
    assert markdown([diff], {}, title="t").splitlines()[2] == "### `Open` (``a`b c``)"


def test_a_github_annotation_escapes_the_file_and_the_message() -> None:
    folder = "content/events/a,line=1\n::error file=x::owned%"
    problem = Problem(folder, 2, 3, "bad\r\nname 100%", "rename it")
    assert problem.github() == (
        "::error file=content/events/a%2Cline=1%0A%3A%3Aerror file=x%3A%3Aowned%25,"
        "line=2,col=3::bad%0D%0Aname 100%25; rename it"
    )


def test_diff_against_a_revision_holding_a_link_out_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = Repo(tmp_path / "club")
    for key, value in repo.env.items():
        monkeypatch.setenv(key, value)
    repo.write("content/site.yaml", "title: Club\n")
    (repo.root / "content" / "players.yaml").symlink_to("/etc/passwd")
    repo.commit("A link")
    with pytest.raises(DiffError) as error:
        export_revision("HEAD", repo.root / "content", tmp_path / "old")
    assert str(error.value) == (
        "the content at 'HEAD' holds a link that leads out of it (content/players.yaml); "
        "podium reads nothing outside the content folder, so replace the link with the file"
    )
