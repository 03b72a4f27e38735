"""An event as it would read once some files are written: the commands that write
content (``import csv``, ``import webdiplomacy``, ``import diplicity``) check their files
exactly as ``podium check`` reads them before anything is written.

The files are put, with site.yaml, players.yaml and the event's folder as they are, into
a scratch copy of the content, which :mod:`podium.build.service` reads. The problems are
given back at the content's own paths, so that nothing says where the scratch copy was.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from podium.build import service
from podium.content.problems import Problem
from podium.model import Player
from podium.scoring.results import EventResult


@dataclass(frozen=True, slots=True)
class Trial:
    """What reading the would-be event found: its problems (at the content's paths; the
    base's too), and its scores when it has none."""

    problems: tuple[Problem, ...]
    result: EventResult | None
    players: Mapping[str, Player]  # players.yaml's, as it would read


def read_event(content: Path, event: str, texts: Mapping[Path, str]) -> Trial:
    """Read event ``event`` of ``content`` as ``podium check`` does, as if each path of
    ``texts`` (inside ``content``) held its text."""
    folder = content / "events" / event
    with tempfile.TemporaryDirectory(prefix="podium-check-") as scratch:
        copy = Path(scratch) / "content"
        copy.mkdir()
        shutil.copy(content / "site.yaml", copy / "site.yaml")
        if (content / "players.yaml").is_file():
            shutil.copy(content / "players.yaml", copy / "players.yaml")
        target = copy / "events" / event
        if folder.is_dir():
            shutil.copytree(folder, target)
        target.mkdir(parents=True, exist_ok=True)
        for path, text in texts.items():
            (copy / path.relative_to(content)).write_text(text, encoding="utf-8")
        base = service.read_base(copy)
        reading = service.read_event(base, target)
        found = [*base.problems, *reading.problems]
        problems = tuple(_at_content(p, str(copy), str(content)) for p in found)
        return Trial(problems, reading.result, base.club.players)


def _at_content(problem: Problem, copy: str, content: str) -> Problem:
    file = problem.file
    if file == copy or file.startswith(copy + os.sep):
        file = content + file[len(copy) :]
    return Problem(file, problem.line, problem.col, problem.message, problem.hint)
