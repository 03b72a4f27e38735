"""The content's repository and git history on the pages: "suggest a correction" links
(``edit.html``), links to commits, when an event was last corrected."""

from __future__ import annotations

import posixpath
from pathlib import Path, PurePosixPath

from podium.content.git_history import Commit
from podium.model import Club, Event
from podium.site.pages.context import Context
from podium.site.pages.page import View
from podium.site.pages.paths import corrections_path


def commit_link(club: Club, sha: str) -> str | None:
    """The commit's page on GitHub, when site.yaml names the repository."""
    repo = club.site.repository
    return f"{repo.rstrip('/')}/commit/{sha}" if repo else None


def edit_view(ctx: Context, file: str, title: str) -> View:
    """The "suggest a correction" link to the content ``file`` (``edit.html``): None when
    site.yaml names no repository."""
    return {"edit_href": _edit_link(ctx.club, file), "edit_title": title}


def _edit_link(club: Club, file: str) -> str | None:
    repo = club.site.repository
    if not repo:
        return None
    # The repository holds the content folder at its top (content/ beside themes/): the
    # file's path from the folder above the content, however the build was started.
    base = Path(club.root).resolve().parent
    try:
        path = Path(file).resolve().relative_to(base)
    except ValueError:
        return None
    return f"{repo.rstrip('/')}/edit/{club.site.branch}/{PurePosixPath(*path.parts)}"


def _in_content(club: Club, file: str) -> str:
    """``file`` (as the loader named it) as a POSIX path relative to the content folder."""
    return PurePosixPath(*Path(posixpath.relpath(file, club.root)).parts).as_posix()


def event_commits(ctx: Context, event: Event) -> tuple[Commit, ...]:
    if ctx.history is None:
        return ()
    return ctx.history.under(posixpath.dirname(_in_content(ctx.club, event.where.file)))


def last_corrected(ctx: Context, page: str, event: Event) -> View | None:
    """ "Last corrected: <date>" and the link to the event's corrections, from git; for an
    event of a single commit, never corrected, the day it was published."""
    commits = event_commits(ctx, event)
    if not commits:
        return None
    day = max(c.date for c in commits)
    if len(commits) == 1:
        return {
            "text": ctx.tr.gettext(
                "Published on %(date)s, not corrected since", date=ctx.tr.date(day)
            ),
            "link": None,
            "href": None,
        }
    return {
        "text": ctx.tr.gettext("Last corrected: %(date)s", date=ctx.tr.date(day)),
        "link": ctx.tr.gettext("All corrections"),
        "href": ctx.href(page, corrections_path(event.id)),
    }


def round_changed(ctx: Context, round_file: str) -> str | None:
    if ctx.history is None:
        return None
    day = ctx.history.last_changed(_in_content(ctx.club, round_file))
    return (
        ctx.tr.gettext("Round file last changed: %(date)s", date=ctx.tr.date(day)) if day else None
    )
