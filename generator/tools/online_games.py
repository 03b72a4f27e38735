"""Finished online games, read from the JSON files a user saved from webDiplomacy or
diplicity: each power's player name and its supply centres year by year.

podium never goes online: the user saves the site's answers as files and names them
(docs/online-games.md says how). A saved answer may carry more than podium needs (an
e-mail address, a login token): only the fields read here are kept, and nothing of the
rest is written or printed.

A year's counts are the supply centres each power owns once the year is over:

- webDiplomacy (``api.php?route=game/status``): its ``phases[]`` each have a ``turn``
  (0 is spring 1901, 1 autumn 1901, 2 spring 1902, ...), a ``phase`` (``Diplomacy``,
  ``Retreats``, ``Builds``, ``Finished``) and ``centers[{terrID, countryID}]``. A year's
  ownership is the one of its autumn ``Builds`` phase, else of the next spring's
  ``Diplomacy`` phase; a game that ends before either takes its last year from the
  ``Finished`` phase. The names and how each member ended are in ``route=game/members``.
- diplicity (``/Game/{id}/Phases``): a year's ownership is the ``SCs[{Province, Owner}]``
  of its "Fall, Adjustment" phase. The names are in ``/Game/{id}``
  (``Members[].Nation`` and ``User.Name``), who shared a draw in ``/Game/{id}/GameResult``.

Only the 34 supply centres of the standard map count; a territory or country the map
does not have is refused, at its JSON path (``phases[12].centers[3].terrID``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from podium.content.problems import Problem
from podium.powers import POWERS
from podium.tools import files
from podium.tools.csv_table import ImportProblems

MAX_BYTES = 16_000_000
"""The largest saved file read (a long game's phases are about 1 MB)."""
CENTRES = 34
"""The supply centres of the standard map: no year may count more."""
SOLO = 18
"""The centres of a solo."""

WEBDIPLOMACY_COUNTRIES = {
    1: "England",
    2: "France",
    3: "Italy",
    4: "Germany",
    5: "Austria",
    6: "Turkey",
    7: "Russia",
}
"""webDiplomacy's country ids of the Classic variant (its ``$countries``, from 1); 0 is
a neutral territory."""
WEBDIPLOMACY_TERRITORIES = 81
"""The Classic map's territories are numbered 1 to 81 (coasts included)."""
WEBDIPLOMACY_CENTRES = frozenset(
    {2, 3, 6, 7, 8, 10, 11, 12, 15, 17, 19, 20, 21, 22, 23, 24, 27, 29, 31, 32, 34, 35, 36}
    | {37, 38, 41, 43, 44, 46, 47, 49, 72, 73, 74}
)
"""The Classic map's supply centres by territory id (Edinburgh 2 ... Budapest 74)."""
WEBDIPLOMACY_CLASSIC = 1
"""The variant id of the standard game."""

DIPLICITY_CENTRES = frozenset(
    [
        "ank",
        "bel",
        "ber",
        "bre",
        "bud",
        "bul",
        "con",
        "den",
        "edi",
        "gre",
        "hol",
        "kie",
        "lon",
        "lvp",
        "mar",
        "mos",
        "mun",
        "nap",
        "nwy",
        "par",
        "por",
        "rom",
        "rum",
        "ser",
        "sev",
        "smy",
        "spa",
        "stp",
        "swe",
        "tri",
        "tun",
        "ven",
        "vie",
        "war",
    ]
)
"""The supply centres of diplicity's Classical map, by province code."""
DIPLICITY_PROVINCES = DIPLICITY_CENTRES | frozenset(
    [
        "adr",
        "aeg",
        "alb",
        "apu",
        "arm",
        "bal",
        "bar",
        "bla",
        "boh",
        "bot",
        "bul/ec",
        "bul/sc",
        "bur",
        "cly",
        "eas",
        "eng",
        "fin",
        "gal",
        "gas",
        "gol",
        "hel",
        "ion",
        "iri",
        "lvn",
        "mid",
        "naf",
        "nat",
        "nrg",
        "nth",
        "pic",
        "pie",
        "pru",
        "ruh",
        "sil",
        "ska",
        "spa/nc",
        "spa/sc",
        "stp/nc",
        "stp/sc",
        "syr",
        "tus",
        "tyr",
        "tys",
        "ukr",
        "wal",
        "wes",
        "yor",
    ]
)
"""Every province code of diplicity's Classical map."""


@dataclass(frozen=True, slots=True)
class Seat:
    """A power of an imported game: who played it (the name on the site; None for a power
    nobody played) and its centres each year from the game's first year."""

    power: str
    name: str | None
    centres: tuple[int, ...]
    where: str  # the JSON path of the name, for problems about it


@dataclass(frozen=True, slots=True)
class Game:
    """A finished game as a board: the first year, the seats in the powers' order, and how
    it ended (``solo``, ``draw`` with the powers in it, or ``concession`` to one power)."""

    source: str  # "webDiplomacy game 12345"
    names_file: str  # the file the names come from
    start: int
    seats: tuple[Seat, ...]
    result: str
    draw: tuple[str, ...] = ()
    conceded_to: str | None = None

    @property
    def end(self) -> int:
        return self.start + len(self.seats[0].centres) - 1


class _Reader:
    """One saved file's JSON, with every problem found in it at its JSON path."""

    def __init__(self, path: Path) -> None:
        self.file = str(path)
        self.problems: list[Problem] = []

    def load(self) -> Any:
        try:
            data = files.read_bytes(Path(self.file), MAX_BYTES)
        except files.UnsafePath as error:
            raise self.stop("", str(error.strerror), "save the site's answer as a file") from None
        try:
            return json.loads(data.decode("utf-8-sig"))
        except UnicodeDecodeError as error:
            raise self.stop("", f"not UTF-8 text (byte {error.start + 1})", _SAVE_HINT) from None
        except json.JSONDecodeError as error:
            message = f"not JSON: {error.msg} at line {error.lineno}, column {error.colno}"
            raise self.stop("", message, _SAVE_HINT) from None
        except RecursionError:
            raise self.stop("", "nested too deeply for a game's answer", _SAVE_HINT) from None

    def problem(self, where: str, message: str, hint: str = "") -> None:
        self.problems.append(Problem(self.file, 0, 0, _at(where, message), hint))

    def stop(self, where: str, message: str, hint: str = "") -> ImportProblems:
        return ImportProblems([*self.problems, Problem(self.file, 0, 0, _at(where, message), hint)])

    def field(self, data: Any, where: str, key: str, kind: type | tuple[type, ...]) -> Any:
        """``data[key]``, refused (at its path) unless it is of ``kind``."""
        path = f"{where}.{key}" if where else key
        if not isinstance(data, dict):
            raise self.stop(where, f"expected an object, found {_kind(data)}", _SHAPE_HINT)
        if key not in data:
            raise self.stop(path, "missing", _SHAPE_HINT)
        value = data[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and bool not in _kinds(kind)):
            raise self.stop(path, f"expected {_names(kind)}, found {_kind(value)}", _SHAPE_HINT)
        return value

    def integer(self, data: Any, where: str, key: str) -> int:
        """``data[key]`` as a whole number (webDiplomacy writes some as strings)."""
        value = self.field(data, where, key, (int, str))
        if isinstance(value, str):
            if not value.strip().lstrip("-").isdigit() or len(value) > 12:
                raise self.stop(f"{where}.{key}", f"expected a number, found {value!r}")
            return int(value)
        return int(value)


_SAVE_HINT = "save the site's answer again, as it came (docs/online-games.md)"
_SHAPE_HINT = "is this the right file? docs/online-games.md says which answer each needs"


def _at(where: str, message: str) -> str:
    return f"{where}: {message}" if where else message


def _kinds(kind: type | tuple[type, ...]) -> tuple[type, ...]:
    return kind if isinstance(kind, tuple) else (kind,)


def _names(kind: type | tuple[type, ...]) -> str:
    words = {dict: "an object", list: "a list", str: "text", int: "a number", bool: "true/false"}
    return " or ".join(words.get(k, k.__name__) for k in _kinds(kind))


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    for kind, word in ((bool, "true/false"), (dict, "an object"), (list, "a list")):
        if isinstance(value, kind):
            return word
    return "text" if isinstance(value, str) else "a number"


def _seats(
    reader: _Reader,
    phases: str,
    owners: Mapping[str, list[tuple[str, str]]],
    names: Mapping[str, tuple[str, str]],
) -> tuple[int, tuple[Seat, ...]]:
    """The first year, and each power's seat: its name (and where the file gives it) and
    its centres each year (``owners``: year -> (power, where) of each centre owned). A year
    missing between the first and the last, or over 34 centres, is refused."""
    years = sorted(int(year) for year in owners)
    missing = [y for y in range(years[0], years[-1] + 1) if y not in years]
    if missing:
        raise reader.stop(phases, f"no phase gives the centres of {missing[0]}", _SHAPE_HINT)
    counts = {power: [0] * len(years) for power in POWERS}
    for i, year in enumerate(years):
        owned = owners[str(year)]
        if len(owned) > CENTRES:
            reader.problem(owned[CENTRES][1], f"more than {CENTRES} supply centres in {year}")
        for power, _ in owned:
            counts[power][i] += 1
    if reader.problems:
        raise ImportProblems(reader.problems)
    seats = []
    for power in POWERS:
        name, where = names.get(power, (None, ""))
        seats.append(Seat(power, name, tuple(counts[power]), where))
    return years[0], tuple(seats)


# --------------------------------------------------------------------------- webDiplomacy


def webdiplomacy(game_file: Path, members_file: Path) -> Game:
    """A finished game of webDiplomacy from its saved ``game/status`` and ``game/members``
    answers; :class:`ImportProblems` (at JSON paths) for anything else."""
    game_reader = _Reader(game_file)
    status = game_reader.load()
    variant = game_reader.integer(status, "", "variantID")
    if variant != WEBDIPLOMACY_CLASSIC:
        raise game_reader.stop("variantID", f"variant {variant}, not the standard map (1)")
    game_id = game_reader.integer(status, "", "gameID")
    over = game_reader.field(status, "", "gameOver", str)
    if over not in ("Won", "Drawn"):
        raise game_reader.stop(
            "gameOver", f"{over!r}: the game is not finished", "import a game once it has ended"
        )
    years = _webdiplomacy_years(game_reader, game_reader.field(status, "", "phases", list))
    members_reader = _Reader(members_file)
    names, ended = _webdiplomacy_members(members_reader, members_reader.load())
    if game_reader.problems or members_reader.problems:
        raise ImportProblems([*game_reader.problems, *members_reader.problems])
    first, seats = _seats(game_reader, "phases", years, names)
    drawn = tuple(p for p in POWERS if ended.get(p) == "Drawn")
    won = next((p for p in POWERS if ended.get(p) == "Won"), None)
    return _ended(
        Game(f"webDiplomacy game {game_id}", str(members_file), first, seats, "draw"),
        drawn if over == "Drawn" else (),
        won if over == "Won" else None,
    )


def _webdiplomacy_years(reader: _Reader, phases: list[Any]) -> dict[str, list[tuple[str, str]]]:
    """year -> the (power, JSON path) owning each supply centre once the year is over."""
    chosen: dict[int, tuple[int, int]] = {}  # year -> (preference, phase index)
    for i, phase in enumerate(phases):
        where = f"phases[{i}]"
        turn = reader.integer(phase, where, "turn")
        name = reader.field(phase, where, "phase", str)
        autumn = turn % 2 == 1
        if name == "Builds" and autumn:  # the year's own adjustments
            year, preference = 1901 + turn // 2, 0
        elif name == "Diplomacy" and not autumn and turn > 0:  # the next spring
            year, preference = 1901 + turn // 2 - 1, 1
        elif name == "Finished" and turn >= 0:  # the last year, when neither came
            year, preference = 1901 + (turn if autumn else turn - 1) // 2, 2
        else:
            continue
        if year >= 1901 and (year not in chosen or (preference, i) < chosen[year]):
            chosen[year] = (preference, i)
    if not chosen:
        raise reader.stop("phases", "no phase of a finished year", _SHAPE_HINT)
    owners: dict[str, list[tuple[str, str]]] = {}
    for year, (_, i) in sorted(chosen.items()):
        owners[str(year)] = _webdiplomacy_centres(reader, phases[i], f"phases[{i}]")
    return owners


def _webdiplomacy_centres(reader: _Reader, phase: Any, where: str) -> list[tuple[str, str]]:
    owned: list[tuple[str, str]] = []
    seen: set[int] = set()
    for j, centre in enumerate(reader.field(phase, where, "centers", list)):
        at = f"{where}.centers[{j}]"
        territory = reader.integer(centre, at, "terrID")
        country = reader.integer(centre, at, "countryID")
        seen_before = territory in seen
        seen.add(territory)
        if seen_before:
            reader.problem(f"{at}.terrID", f"territory {territory} is listed twice", _SHAPE_HINT)
        elif not 1 <= territory <= WEBDIPLOMACY_TERRITORIES:
            reader.problem(f"{at}.terrID", f"unknown territory id {territory}", _SHAPE_HINT)
        elif country != 0 and country not in WEBDIPLOMACY_COUNTRIES:
            reader.problem(f"{at}.countryID", f"unknown country id {country}", _SHAPE_HINT)
        elif country and territory in WEBDIPLOMACY_CENTRES:
            owned.append((WEBDIPLOMACY_COUNTRIES[country], at))
    return owned


def _webdiplomacy_members(
    reader: _Reader, answer: Any
) -> tuple[dict[str, tuple[str, str]], dict[str, str]]:
    """power -> (username, JSON path), and power -> the member's end status."""
    data = reader.field(answer, "", "data", dict)
    names: dict[str, tuple[str, str]] = {}
    ended: dict[str, str] = {}
    for i, member in enumerate(reader.field(data, "data", "members", list)):
        where = f"data.members[{i}]"
        country = reader.integer(member, where, "countryID")
        if country not in WEBDIPLOMACY_COUNTRIES:
            reader.problem(f"{where}.countryID", f"unknown country id {country}", _SHAPE_HINT)
            continue
        power = WEBDIPLOMACY_COUNTRIES[country]
        if power in names:
            reader.problem(f"{where}.countryID", f"{power} is listed twice")
            continue
        name = " ".join(reader.field(member, where, "username", str).split())
        if not name:
            reader.problem(f"{where}.username", "empty (an anonymous game hides its names)")
            continue
        names[power] = (name, f"{where}.username")
        ended[power] = reader.field(member, where, "status", str)
    return names, ended


# --------------------------------------------------------------------------- diplicity


def diplicity(phases_file: Path, game_file: Path, result_file: Path | None) -> Game:
    """A finished game of diplicity from its saved ``Phases``, ``Game`` and (optionally)
    ``GameResult`` answers; :class:`ImportProblems` (at JSON paths) for anything else."""
    game_reader = _Reader(game_file)
    game = game_reader.field(game_reader.load(), "", "Properties", dict)
    if game_reader.field(game, "Properties", "Variant", str) != "Classical":
        raise game_reader.stop("Properties.Variant", "not the Classical variant")
    if game_reader.field(game, "Properties", "Finished", bool) is not True:
        raise game_reader.stop(
            "Properties.Finished", "the game is not finished", "import a game once it has ended"
        )
    names = _diplicity_members(game_reader, game_reader.field(game, "Properties", "Members", list))
    phases_reader = _Reader(phases_file)
    listed = phases_reader.field(phases_reader.load(), "", "Properties", list)
    years = _diplicity_years(phases_reader, listed)
    problems = [*game_reader.problems, *phases_reader.problems]
    if problems:
        raise ImportProblems(problems)
    first, seats = _seats(phases_reader, "Properties", years, names)
    source = f"diplicity game {game.get('ID', '')}".strip()
    base = Game(source, str(game_file), first, seats, "draw")
    if result_file is None:
        return _ended(base, (), None)
    drawn, solo = _diplicity_result(_Reader(result_file))
    return _ended(base, drawn, solo)


def _diplicity_members(reader: _Reader, members: list[Any]) -> dict[str, tuple[str, str]]:
    names: dict[str, tuple[str, str]] = {}
    for i, member in enumerate(members):
        where = f"Properties.Members[{i}]"
        nation = reader.field(member, where, "Nation", str)
        if nation not in POWERS:
            reader.problem(f"{where}.Nation", f"unknown nation {nation!r}", _SHAPE_HINT)
            continue
        user = reader.field(member, where, "User", dict)
        name = " ".join(reader.field(user, f"{where}.User", "Name", str).split())
        if nation in names:
            reader.problem(f"{where}.Nation", f"{nation} is listed twice")
        elif not name:
            reader.problem(f"{where}.User.Name", "empty")
        else:
            names[nation] = (name, f"{where}.User.Name")
    return names


def _diplicity_years(reader: _Reader, phases: list[Any]) -> dict[str, list[tuple[str, str]]]:
    """year -> the (power, JSON path) owning each supply centre once the year is over: the
    SCs of its autumn adjustment phase (a year without one, such as a spring the game
    ended in, is not a year played)."""
    owners: dict[str, list[tuple[str, str]]] = {}
    for i, item in enumerate(phases):
        where = f"Properties[{i}].Properties"
        phase = reader.field(item, f"Properties[{i}]", "Properties", dict)
        year = reader.integer(phase, where, "Year")
        kind = reader.field(phase, where, "Type", str)
        season = reader.field(phase, where, "Season", str)
        if (season, kind) == ("Fall", "Adjustment") and str(year) not in owners:
            owners[str(year)] = _diplicity_centres(reader, phase, where)
    if not owners:
        raise reader.stop("Properties", "no autumn adjustment phase: no year ended", _SHAPE_HINT)
    return owners


def _diplicity_centres(reader: _Reader, phase: Any, where: str) -> list[tuple[str, str]]:
    owned: list[tuple[str, str]] = []
    seen: set[str] = set()
    for j, centre in enumerate(reader.field(phase, where, "SCs", list)):
        at = f"{where}.SCs[{j}]"
        province = reader.field(centre, at, "Province", str)
        owner = reader.field(centre, at, "Owner", str)
        seen_before = province in seen
        seen.add(province)
        if seen_before:
            reader.problem(f"{at}.Province", f"{province!r} is listed twice", _SHAPE_HINT)
        elif province not in DIPLICITY_PROVINCES:
            reader.problem(f"{at}.Province", f"unknown province {province!r}", _SHAPE_HINT)
        elif owner and owner != "Neutral" and owner not in POWERS:
            reader.problem(f"{at}.Owner", f"unknown nation {owner!r}", _SHAPE_HINT)
        elif owner in POWERS and province in DIPLICITY_CENTRES:
            owned.append((owner, at))
    return owned


def _diplicity_result(reader: _Reader) -> tuple[tuple[str, ...], str | None]:
    """The powers in the draw, and the solo winner, of a ``GameResult`` answer."""
    result = reader.field(reader.load(), "", "Properties", dict)
    winner = result.get("SoloWinnerMember") or None
    if winner is not None and winner not in POWERS:
        raise reader.stop("Properties.SoloWinnerMember", f"unknown nation {winner!r}")
    drawn = reader.field(result, "Properties", "DIASMembers", (list, type(None))) or []
    for i, nation in enumerate(drawn):
        if nation not in POWERS:
            raise reader.stop(f"Properties.DIASMembers[{i}]", f"unknown nation {nation!r}")
    return tuple(p for p in POWERS if p in drawn), winner


# --------------------------------------------------------------------------- the end


def _ended(game: Game, drawn: tuple[str, ...], winner: str | None) -> Game:
    """How ``game`` ended, as a board says it: a solo when a power holds 18 or more at the
    end; a concession to the site's winner short of 18; else a draw, naming its powers
    only when some survivor is not in it."""
    final = {seat.power: seat.centres[-1] for seat in game.seats}
    top = max(final, key=lambda p: final[p])
    if final[top] >= SOLO:
        return _replace(game, "solo")
    if winner is not None:
        return _replace(game, "concession", conceded_to=winner)
    survivors = tuple(p for p in POWERS if final[p] > 0)
    members = tuple(p for p in drawn if final[p] > 0)
    return _replace(game, "draw", draw=members if members and members != survivors else ())


def _replace(
    game: Game, result: str, *, draw: tuple[str, ...] = (), conceded_to: str | None = None
) -> Game:
    return Game(game.source, game.names_file, game.start, game.seats, result, draw, conceded_to)
