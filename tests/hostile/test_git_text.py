"""Commit subjects and authors are typed by anyone: none can break or slow a build."""

from __future__ import annotations

import time
from datetime import date
from pathlib import Path

from podium.content.git_history import hide_emails, read_history
from tests.publish.gitrepo import Repo


def test_separators_and_controls_in_a_subject_or_author(tmp_path: Path) -> None:
    """Controls, a line separator, a right-to-left override and a zero-width space: each a
    space, as the one set of text rules refuses them in a name."""
    repo = Repo(tmp_path / "club")
    repo.write("content/players.yaml", "a\n")
    repo.commit(
        "Fix\x1ebob@example.org\x1f round\u2028 2\u202e",
        author="Eve\x1e\u200bNeri",
        day="2024-05-10",
    )
    repo.write("content/site.yaml", "b\n")
    repo.commit("Later", day="2024-05-11")
    history = read_history(repo.root / "content")
    assert history is not None
    assert [(c.date, c.subject, c.author, c.files) for c in history.commits] == [
        (date(2024, 5, 11), "Later", "Alice Rossi", ("site.yaml",)),
        (date(2024, 5, 10), "Fix bob  round  2 ", "Eve  Neri", ("players.yaml",)),
    ]


def test_a_long_subject_takes_linear_time() -> None:
    """Bounded by this process's CPU time, which other processes on the machine leave
    alone: a backtracking pattern takes minutes of CPU over these subjects."""
    for subject in ["a" * 60_000, "a" * 30_000 + "@" + "b" * 30_000, "a." * 30_000]:
        started = time.process_time()
        assert hide_emails(subject) == subject
        assert time.process_time() - started < 1


def test_addresses_are_still_hidden() -> None:
    assert hide_emails("Thanks ann.b+x@mail.example.org, and c@d.it") == "Thanks ann.b+x, and c"
