"""Which scores and ranks a change moves: the comparison behind ``podium diff``.

Pure: two sets of scored events go in, a list of per-event differences and their Markdown
come out. Scores are compared exactly (``Fraction``); only the Markdown rounds, half-up to
at most 4 decimals, as results.json does.
"""

from __future__ import annotations

import io
import re
import subprocess
import tarfile
import tempfile
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from podium import numbers
from podium.scoring.results import EventResult, Standing

BoardKey = tuple[int, str]  # (round, board)


@dataclass(frozen=True, slots=True)
class ScoreChange:
    """One player's board score at one board, before and after (None: not on that board)."""

    round: int
    board: str
    player: str
    old: Fraction | None
    new: Fraction | None


@dataclass(frozen=True, slots=True)
class Place:
    """Where a player stands in an event's ranking."""

    rank: int | None  # None: disqualified
    shared: bool
    total: Fraction


@dataclass(frozen=True, slots=True)
class RankMove:
    """One player's place before and after (None: not in the event on that side)."""

    player: str
    old: Place | None
    new: Place | None


@dataclass(frozen=True, slots=True)
class EventDiff:
    event: str  # the event id
    name: str
    status: str  # "changed" | "added" | "removed"
    scores: tuple[ScoreChange, ...] = ()
    moves: tuple[RankMove, ...] = ()


# --------------------------------------------------------------------------- comparing


def board_scores(result: EventResult) -> dict[tuple[int, str, str], Fraction | None]:
    """Every player's board score, keyed by (round, board, player), in board order."""
    scores: dict[tuple[int, str, str], Fraction | None] = {}
    for board in result.boards:
        for seat in board.seats:
            if seat.player is not None:
                scores[(board.round, board.board.board, seat.player)] = seat.score
    return scores


def places(result: EventResult) -> dict[str, Place]:
    """Every player's place, ranked players first in ranking order, then the disqualified."""
    standings: list[Standing] = [*result.ranking, *result.disqualified]
    return {s.player: Place(s.rank, s.shared, s.total) for s in standings}


def compare_event(old: EventResult, new: EventResult) -> EventDiff:
    """What changed in one event's results; empty ``scores`` and ``moves`` when nothing did."""
    old_scores, new_scores = board_scores(old), board_scores(new)
    keys = list(new_scores) + [k for k in old_scores if k not in new_scores]
    keys.sort(key=lambda k: (k[0], _board_order(new, old, k[:2])))
    scores = tuple(
        ScoreChange(r, b, p, old_scores.get((r, b, p)), new_scores.get((r, b, p)))
        for r, b, p in keys
        if old_scores.get((r, b, p)) != new_scores.get((r, b, p))
    )
    old_places, new_places = places(old), places(new)
    players = list(new_places) + [p for p in old_places if p not in new_places]
    moves = tuple(
        RankMove(p, old_places.get(p), new_places.get(p))
        for p in players
        if old_places.get(p) != new_places.get(p)
    )
    return EventDiff(new.event.id, new.event.name, "changed", scores, moves)


def compare(
    old: Mapping[str, EventResult], new: Mapping[str, EventResult]
) -> tuple[EventDiff, ...]:
    """The events whose results differ, in the new side's order, then removed events."""
    diffs: list[EventDiff] = []
    for event_id, after in new.items():
        before = old.get(event_id)
        if before is None:
            diffs.append(EventDiff(event_id, after.event.name, "added"))
            continue
        diff = compare_event(before, after)
        if diff.scores or diff.moves:
            diffs.append(diff)
    for event_id, before in old.items():
        if event_id not in new:
            diffs.append(EventDiff(event_id, before.event.name, "removed"))
    return tuple(diffs)


def _board_order(new: EventResult, old: EventResult, key: BoardKey) -> int:
    for offset, result in enumerate((new, old)):
        for index, board in enumerate(result.boards):
            if (board.round, board.board.board) == key:
                return offset * 10_000 + index
    return 20_000  # pragma: no cover - every key comes from one of the two results


# --------------------------------------------------------------------------- Markdown

NO_CHANGES = "No result changes."


def number(value: Fraction) -> str:
    """Rounded half-up to at most 4 decimals, no trailing zeros, as in results.json."""
    return numbers.text(value)


def signed(value: Fraction) -> str:
    return f"+{number(value)}" if value >= 0 else number(value)


def rank_text(place: Place | None) -> str:
    if place is None:
        return "not ranked"
    if place.rank is None:
        return f"DQ, {number(place.total)}"
    return f"{place.rank}{'=' if place.shared else ''}, {number(place.total)}"


def score_text(score: Fraction | None) -> str:
    return "—" if score is None else number(score)


def move_note(move: RankMove) -> str:
    """Who moved and by how much: "up 2, +6.5", "down 1", "disqualified", ..."""
    old, new = move.old, move.new
    if old is None:
        return "new in the ranking"
    if new is None:
        return "left the ranking"
    notes: list[str] = []
    if old.rank is not None and new.rank is None:
        notes.append("disqualified")
    elif old.rank is None and new.rank is not None:
        notes.append("no longer disqualified")
    elif old.rank is not None and new.rank is not None:
        if new.rank < old.rank:
            notes.append(f"up {old.rank - new.rank}")
        elif new.rank > old.rank:
            notes.append(f"down {new.rank - old.rank}")
    if new.total != old.total:
        notes.append(signed(new.total - old.total))
    if not notes:
        notes.append("tie now shared" if new.shared else "tie now broken")
    return ", ".join(notes)


def _invisible(char: str) -> bool:
    """A character that shows nothing itself: a format character (bidi controls, zero-width
    spaces and joiners), a line or paragraph separator, or a C1 control."""
    return unicodedata.category(char) in {"Cf", "Zl", "Zp", "Cc"}


def _skeleton(name: str) -> str:
    """What a name looks like, roughly: invisible characters, accents, case and spacing
    left out (``Bob Smith``, ``Bob\u200bSmith`` and ``bob  smith`` look alike)."""
    kept = "".join(c for c in unicodedata.normalize("NFKD", name) if not _invisible(c))
    letters = "".join(c for c in kept if not unicodedata.combining(c))
    return " ".join(letters.casefold().split())


def _scripts(name: str) -> set[str]:
    """The scripts of the letters of ``name`` (LATIN, CYRILLIC, GREEK...)."""
    return {unicodedata.name(c, "?").split(" ", 1)[0] for c in name if c.isalpha()}


def labels(names: Mapping[str, str]) -> dict[str, str]:
    """Each player's name as :func:`code` shows it, with the id beside it, ```Bob Smith`
    (`bob-smith`)``, whenever the name could be mistaken: it looks like another player's
    name, holds an invisible or reordering character, or mixes scripts (a Cyrillic а in a
    Latin name). A pull request that renames a player to another's name cannot pass off
    one player's score change as the other's."""
    alike: dict[str, int] = {}
    for name in names.values():
        key = _skeleton(name)
        alike[key] = alike.get(key, 0) + 1
    shown: dict[str, str] = {}
    for player, name in names.items():
        doubtful = (
            alike[_skeleton(name)] > 1
            or any(_invisible(c) for c in name)
            or len(_scripts(name)) > 1
        )
        shown[player] = f"{code(name)} ({code(player)})" if doubtful else code(name)
    return shown


def code(value: str) -> str:
    """Content text (a name, an id, a problem) as a Markdown code span that shows exactly
    it, on one line: line breaks and other control characters shown as spaces, each
    invisible or reordering character (a right-to-left override, a zero-width space:
    Unicode's format characters) as its code point, ``[U+202E]``, so that it cannot turn
    the rest of the line around, and fenced by more backticks than it holds in a row.

    GitHub links nothing in a code span: not a web address or ``www.`` (which its
    Markdown links where they stand), not an e-mail address, an ``@mention`` or a
    ``#123`` (which it links after the Markdown, where a backslash escape is gone), and
    it reads no ``[link](url)``, ``![image](url)``, ``<autolink>`` or HTML there."""
    one_line = "".join(" " if ord(c) < 32 or ord(c) == 127 else c for c in value)
    visible = "".join(f"[U+{ord(c):04X}]" if _invisible(c) else c for c in one_line)
    fence = "`" * (_longest_backticks(visible) + 1)
    pad = " " if visible.startswith("`") or visible.endswith("`") else ""
    return f"{fence}{pad}{visible}{pad}{fence}"


def _longest_backticks(value: str) -> int:
    return max((len(run) for run in re.findall("`+", value)), default=0)


def markdown(
    diffs: Sequence[EventDiff],
    names: Mapping[str, str],
    *,
    title: str,
    notes: Sequence[str] = (),
) -> str:
    """The reviewer's Markdown: a title, any notes, then one section per changed event."""
    lines = [f"## {title}", ""]
    shown_names = labels(names)
    for note in notes:
        lines += [note, ""]
    if not diffs:
        lines += [NO_CHANGES, ""]
    for diff in diffs:
        lines += [f"### {code(diff.name)} ({code(diff.event)})", ""]
        if diff.status == "added":
            lines += ["New event.", ""]
            continue
        if diff.status == "removed":
            lines += ["Event removed.", ""]
            continue
        if diff.scores:
            lines += ["Board scores:", ""]
            current: BoardKey | None = None
            for change in diff.scores:
                if (change.round, change.board) != current:
                    current = (change.round, change.board)
                    lines.append(f"- Round {change.round}, board {code(change.board)}:")
                name = shown_names.get(change.player) or code(change.player)
                shown = f"{score_text(change.old)} → {score_text(change.new)}"
                if change.old is not None and change.new is not None:
                    shown += f" ({signed(change.new - change.old)})"
                lines.append(f"  - {name}: {shown}")
            lines.append("")
        if diff.moves:
            lines += ["Ranking:", ""]
            for move in diff.moves:
                name = shown_names.get(move.player) or code(move.player)
                lines.append(
                    f"- {name}: {rank_text(move.old)} → {rank_text(move.new)} ({move_note(move)})"
                )
            lines.append("")
    return "\n".join(lines).rstrip("\n") + "\n"


# --------------------------------------------------------------------------- git


class DiffError(Exception):
    """``podium diff`` cannot compare at all: the message says why and what to do."""


def _git(folder: Path, *args: str) -> subprocess.CompletedProcess[bytes]:
    try:
        return subprocess.run(["git", *args], cwd=folder, capture_output=True, check=False)
    except OSError as error:
        raise DiffError("git is not installed; install git to compare with a revision") from error


def export_revision(rev: str, content: Path, dest: Path) -> Path | None:
    """Write the folder ``content`` as it was at git revision ``rev`` under ``dest``.

    Returns the exported folder, or None when the folder did not exist at ``rev``. Raises
    :class:`DiffError` when ``content`` is not in a git repository or ``rev`` is unknown.
    """
    if not content.is_dir():
        raise DiffError(f"{content}: no such folder; give the content folder")
    where = _git(content, "rev-parse", "--show-toplevel", "--show-prefix")
    if where.returncode != 0:
        raise DiffError(
            f"{content} is not in a git repository; podium diff compares the content "
            "with a git revision, so run it in a clone of the results repository"
        )
    top, _, prefix = where.stdout.decode("utf-8").rstrip("\n").partition("\n")
    found = _git(
        content, "rev-parse", "--verify", "--quiet", "--end-of-options", f"{rev}^{{commit}}"
    )
    if rev.startswith("-") or found.returncode != 0:
        raise DiffError(
            f"unknown revision '{rev}'; give a commit, branch or tag that exists in this "
            "clone (for a pull request's base, fetch it first, e.g. git fetch origin main)"
        )
    sha = found.stdout.decode("ascii").strip()
    archive = _git(Path(top), "archive", "--format=tar", sha, "--", prefix or ".")
    if archive.returncode != 0:
        return None  # the folder did not exist at that revision
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        try:
            tar.extractall(dest, filter="data")
        except tarfile.FilterError as error:  # a link out of the exported folder
            raise DiffError(
                f"the content at '{rev}' holds a link that leads out of it "
                f"({error.tarinfo.name}); podium reads nothing outside the content folder, "
                "so replace the link with the file"
            ) from error
    exported = dest / prefix
    return exported if exported.is_dir() else None


# --------------------------------------------------------------------------- loading


@dataclass(frozen=True, slots=True)
class Side:
    """One side of the comparison: the results that could be read, and what could not."""

    results: Mapping[str, EventResult]
    names: Mapping[str, str]  # player id -> name
    problems: tuple[str, ...] = ()  # located messages, as podium check prints them
    unreadable: tuple[str, ...] = ()  # events that could not be loaded or scored


def read_side(root: Path) -> Side:
    """Load, check and score the content at ``root``, as every command does; the events
    with problems are left out (its theme is not checked: an exported revision has no
    themes/ folder beside it, and pages are not compared)."""
    from podium.build.service import read

    reading = read(root, theme=False)
    names = {pid: p.name for pid, p in reading.club.players.items()}
    problems = tuple(str(p) for p in reading.problems)
    return Side(reading.results, names, problems, tuple(sorted(reading.unscored)))


def _shown(problems: Sequence[str], real: Path, shown_as: str) -> list[str]:
    return [p.replace(str(real), shown_as) for p in problems]


def _problem_block(problems: Sequence[str], limit: int = 20) -> str:
    shown = ["".join(" " if ord(c) < 32 else c for c in p) for p in problems[:limit]]
    if len(problems) > limit:
        shown.append(f"... and {len(problems) - limit} more")
    fence = "`" * max(3, *(_longest_backticks(line) + 1 for line in shown))
    return f"{fence}\n" + "\n".join(shown) + f"\n{fence}"


def diff_revision(rev: str, content: Path) -> str:
    """The Markdown comparing the results at git revision ``rev`` with ``content`` now."""
    notes: list[str] = []
    with tempfile.TemporaryDirectory(prefix="podium-diff-") as scratch:
        exported = export_revision(rev, content, Path(scratch))
        if exported is None:
            old = Side({}, {})
            notes.append(f"The folder {code(str(content))} did not exist at {code(rev)}.")
        else:
            old = read_side(exported)
            shown_as = f"{rev}:{exported.relative_to(scratch).as_posix()}"
            problems = _shown(old.problems, exported, shown_as)
    if exported is not None and (old.problems or old.unreadable):
        notes.append(
            f"**Warning:** the content at {code(rev)} does not validate, so the events it could "
            "not read are not compared:"
        )
        notes.append(_problem_block(problems))
    new = read_side(content)
    if new.problems or new.unreadable:
        notes.append(
            "**Warning:** the content does not validate (`podium check` lists the problems), "
            "so the events it could not read are not compared:"
        )
        notes.append(_problem_block(new.problems))
    skipped = sorted(set(old.unreadable) | set(new.unreadable))
    if skipped:
        notes.append("Not compared: " + ", ".join(code(e) for e in skipped) + ".")
    before = {k: v for k, v in old.results.items() if k not in skipped}
    after = {k: v for k, v in new.results.items() if k not in skipped}
    names = {**old.names, **new.names}
    return markdown(
        compare(before, after), names, title=f"Result changes against {code(rev)}", notes=notes
    )
