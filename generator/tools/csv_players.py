"""The players of an import: each name in a spreadsheet becomes a player id.

The id of the one player of players.yaml with exactly that name; else a new id, made by
:func:`podium.content.ids.unique_id` as ``podium add player`` makes it. A name *close*
to a known one is never guessed: it is a problem until ``--player NAME=ID`` (the same
person) or ``--new-player NAME`` (another one) says which. Two names are close when they
are the same id once folded (``Zoe O'Brien`` and ``Zoë O'Brien``), the same words in
another order (``Rossi Alice``), or, with 7 letters or more, one letter apart once folded
(one letter more, less or other, or two neighbours swapped: ``Alice Rosi``, ``Alcie
Rossi``). Every name is found
through an index of these keys (:class:`NameIndex`), so an import of thousands of names
takes a moment, not minutes. Names new in the import count as known for the names after
them.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from podium.content import ids
from podium.content.format_problems import printable
from podium.content.problems import Problem, suggestion
from podium.content.yamlfile import max_bytes, parse
from podium.tools import csv_table, files
from podium.tools.csv_seats import Value
from podium.tools.csv_table import ImportProblems

SHOWN = 5
"""The most close names a problem lists."""
SHORTEST = 7
"""The fewest letters of a name one letter away from another (``P1`` and ``P2``, or
``Ann Li`` and ``Ann Lo``, are no typos of each other)."""


@dataclass(frozen=True, slots=True)
class Known:
    id: str
    name: str
    new: bool


def existing_players(path: Path, content: Path) -> list[Known]:
    if not path.is_file():
        return []
    try:
        text = files.read_text(path, max_bytes(str(path)), root=content)
    except files.UnsafePath as error:
        raise ImportProblems([Problem(str(path), 0, 0, str(error.strerror), "")]) from None
    data, problems = parse(str(path), text)
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


def _keys(name: str) -> Iterator[str]:
    """The keys under which :class:`NameIndex` files ``name``: two names are close when
    they share one."""
    yield f"id:{ids.slug(name)}"
    words = csv_table.folded(name).split()
    yield f"words:{' '.join(sorted(words))}"
    letters = "".join(words)
    if len(letters) >= SHORTEST - 1:
        yield f"letters:{letters}"
    if len(letters) >= SHORTEST:
        for i in range(len(letters)):
            yield f"letters:{letters[:i]}{letters[i + 1 :]}"


@dataclass
class NameIndex:
    """Known players by name, and by the keys of :func:`_keys`."""

    by_name: dict[str, list[Known]] = field(default_factory=dict)
    by_key: dict[str, list[Known]] = field(default_factory=dict)

    def add(self, known: Known) -> None:
        self.by_name.setdefault(known.name, []).append(known)
        for key in set(_keys(known.name)):
            self.by_key.setdefault(key, []).append(known)

    def named(self, name: str) -> list[Known]:
        return self.by_name.get(name, [])

    def close(self, name: str) -> list[Known]:
        """The known players whose names are close to ``name`` but not the same."""
        found: dict[str, Known] = {}
        for key in set(_keys(name)):
            for known in self.by_key.get(key, ()):
                if known.name != name:
                    found.setdefault(known.id, known)
        return sorted(found.values(), key=lambda k: k.id)


def resolve(
    names: list[Value],
    existing: list[Known],
    same: Mapping[str, str],
    different: AbstractSet[str],
    problems: list[Problem],
) -> tuple[dict[str, str], list[Known], list[Known]]:
    """Name -> id for every name; the players to add; the players found."""
    index = NameIndex()
    for known_player in existing:
        index.add(known_player)
    by_id = {k.id: k for k in existing}
    taken = set(by_id)
    out: dict[str, str] = {}
    added: list[Known] = []
    reused: list[Known] = []
    for value in names:
        name = value.value
        if name in out:
            continue
        if name in same:
            chosen = same[name]
            match = by_id.get(chosen)
            if match is None:
                hint = suggestion(chosen, sorted(taken)) or "give an id of players.yaml"
                problems.append(
                    value.cell.problem(
                        f"--player {name!r}={chosen!r}: no player {chosen!r} in players.yaml",
                        hint,
                    )
                )
                continue
            out[name] = chosen
            if not match.new:
                reused.append(match)
            continue
        namesakes = index.named(name)
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
        close = index.close(name)
        if close and name not in different:
            problems.append(_near_match(value, close))
            continue
        new = Known(ids.unique_id(ids.slug(name) or "player", taken), name, new=True)
        taken.add(new.id)
        by_id[new.id] = new
        index.add(new)
        added.append(new)
        out[name] = new.id
    return out, added, list(dict.fromkeys(reused))


def _near_match(value: Value, close: list[Known]) -> Problem:
    name = value.value
    shown = close[:SHOWN]
    them = " or ".join(
        f"'{printable(k.name)}' ({k.id}{', new in this import' if k.new else ''})" for k in shown
    )
    if len(close) > SHOWN:
        them += f" (and {len(close) - SHOWN} more)"
    same = " or ".join(f'--player "{name}={k.id}"' for k in shown)
    return value.cell.problem(
        f"{name!r} is not in players.yaml, but {them} is close",
        f'if they are the same person add {same}; if not, add --new-player "{name}"',
    )
