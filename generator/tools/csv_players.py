"""The players of an import: each name in a spreadsheet becomes a player id.

The id of the one player of players.yaml with exactly that name; else a new id, made by
:func:`generator.content.ids.unique_id` as ``podium add player`` makes it. A name *close*
to a known one (``Zoe O'Brien`` and ``Zoë O'Brien``: the same id once folded, or names
alike by difflib's ratio) is never guessed: it is a problem until ``--player NAME=ID`` (the
same person) or ``--new-player NAME`` (another one) says which. Names new in the import
count as known for the names after them.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from generator.content import ids
from generator.content.problems import Problem, suggestion
from generator.content.yamlfile import parse
from generator.tools import csv_table
from generator.tools.csv_seats import Value
from generator.tools.csv_table import ImportProblems

NEAR = 0.85
"""How alike two folded names must be (difflib's ratio) to be asked about."""


@dataclass(frozen=True)
class Known:
    id: str
    name: str
    new: bool


def existing_players(path: Path) -> list[Known]:
    if not path.is_file():
        return []
    data, problems = parse(str(path), path.read_text(encoding="utf-8"))
    if problems or (data is not None and not isinstance(data, dict)):
        raise ImportProblems(
            [Problem(str(path), 0, 0, "cannot be read", "fix it first (`podium check`)")]
        )
    players: dict[Any, Any] = data or {}
    return [
        Known(str(key), " ".join(str(value.get("name", "")).split()), new=False)
        for key, value in players.items()
        if isinstance(value, dict)
    ]


def _close(name: str, known: list[Known]) -> list[Known]:
    """The known players whose names are close to ``name`` but not the same."""
    mine = csv_table.folded(name)
    return [
        k
        for k in known
        if k.name != name
        and (
            ids.slug(k.name) == ids.slug(name)
            or difflib.SequenceMatcher(None, csv_table.folded(k.name), mine).ratio() >= NEAR
        )
    ]


def resolve(
    names: list[Value],
    existing: list[Known],
    same: Mapping[str, str],
    different: AbstractSet[str],
    problems: list[Problem],
) -> tuple[dict[str, str], list[Known], list[Known]]:
    """Name -> id for every name; the players to add; the players found."""
    known = list(existing)
    taken = {k.id for k in existing}
    out: dict[str, str] = {}
    added: list[Known] = []
    reused: list[Known] = []
    for value in names:
        name = value.value
        if name in out:
            continue
        if name in same:
            chosen = same[name]
            match = [k for k in known if k.id == chosen]
            if not match:
                hint = suggestion(chosen, sorted(taken)) or "give an id of players.yaml"
                problems.append(
                    value.cell.problem(
                        f"--player {name!r}={chosen!r}: no player {chosen!r} in players.yaml",
                        hint,
                    )
                )
                continue
            out[name] = chosen
            if not match[0].new:
                reused.append(match[0])
            continue
        namesakes = [k for k in known if k.name == name]
        if len(namesakes) == 1:
            out[name] = namesakes[0].id
            if not namesakes[0].new:
                reused.append(namesakes[0])
            continue
        if len(namesakes) > 1:
            options = " or ".join(f'--player "{name}={k.id}"' for k in namesakes)
            problems.append(
                value.cell.problem(
                    f"{name!r} is the name of {len(namesakes)} players "
                    f"({', '.join(k.id for k in namesakes)})",
                    f"say which with {options}",
                )
            )
            continue
        close = _close(name, known)
        if close and name not in different:
            problems.append(_near_match(value, close))
            continue
        new = Known(ids.unique_id(ids.slug(name) or "player", taken), name, new=True)
        taken.add(new.id)
        known.append(new)
        added.append(new)
        out[name] = new.id
    return out, added, list(dict.fromkeys(reused))


def _near_match(value: Value, close: list[Known]) -> Problem:
    name = value.value
    them = " or ".join(
        f"'{k.name}' ({k.id}{', new in this import' if k.new else ''})" for k in close
    )
    same = " or ".join(f'--player "{name}={k.id}"' for k in close)
    return value.cell.problem(
        f"{name!r} is not in players.yaml, but {them} is close",
        f'if they are the same person add {same}; if not, add --new-player "{name}"',
    )
