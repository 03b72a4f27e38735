"""``podium result``: one board's results written into its seated round file.

The round file is edited as text, value by value, so that everything else in it stays as
the director left it: comments, the order of the boards and of the powers, spacing. A
power's ``{player: x}`` becomes ``{player: x, centres: 8}``; the board's ``result:``,
``draw:``, ``conceded_to:``, ``end:`` and ``order:`` go on lines of their own under its
``board:``. Before anything is written:

1. the counts given are checked on their own (every seated power once, 0 to 34 each, at
   most 34 in all);
2. the new text must read back as the data meant (:func:`podium.tools.files.checked`);
3. the event is read with the new text as ``podium check`` would read it (load, check,
   score: :mod:`podium.tools.trial`), and the board is scored;
4. the file must still be byte for byte as it was read, and is replaced in one step.

Any problem stops it, with the file as it was.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from podium.content.format_problems import plain_list
from podium.content.problems import LocatedError, Problem, suggestion
from podium.content.yamlfile import Locator, compose, max_bytes, parse
from podium.model import Event, Player
from podium.powers import MAX_CENTRES, POWERS, canonical_power
from podium.scoring.kinds import system_kind
from podium.scoring.registry import get_system
from podium.scoring.results import BoardScore
from podium.scoring.system import ScoringSystem
from podium.scoring.tournament import board_alone
from podium.seating.roundfile import WIDTH
from podium.tools import files
from podium.tools.scaffold import ScaffoldError, event_folder
from podium.tools.trial import trial

COUNTS_RE = re.compile(r"^[0-9]+(?:,[0-9]+)*$")
BOARD_KEYS = ("end", "result", "conceded_to", "draw", "order")
"""The keys of a board ``podium result`` writes, in the order they go under ``board:``."""


class ResultError(Exception):
    """What stops ``podium result``: located problems (in the round file, or in the
    command line, named ``podium result``), and notes on what to write instead."""

    def __init__(self, problems: Sequence[Problem], notes: Sequence[str] = ()) -> None:
        super().__init__("\n".join(str(p) for p in problems))
        self.problems = tuple(problems)
        self.notes = tuple(notes)


@dataclass(frozen=True, slots=True)
class Request:
    """What ``podium result`` was asked: the board, each power's counts as typed
    (``A=8``, ``alice-rossi=3,4,5,6,7,8,8``), and how the game ended."""

    content: Path
    event: str
    round: int
    board: str
    counts: tuple[str, ...]
    result: str | None = None
    draw: tuple[str, ...] = ()
    conceded_to: str | None = None
    end: int | None = None
    order: tuple[str, ...] = ()
    again: bool = False  # the board has results already: enter them again


@dataclass(frozen=True, slots=True)
class Seated:
    """A power of the board as the file seats it."""

    power: str
    key: str  # as the file writes it (Austria, or A)
    player: str | None
    node: Node  # its value


@dataclass(frozen=True, slots=True)
class RoundFile:
    """The seated round file, read: its bytes, text and data, and the board asked for."""

    path: Path
    raw: bytes
    text: str
    data: Any
    index: int  # the board's place in ``boards``
    board_node: MappingNode
    powers_node: MappingNode
    seated: tuple[Seated, ...]
    director_order: bool  # the event's system takes the director's order of a tie

    @property
    def board(self) -> dict[str, Any]:
        found: dict[str, Any] = self.data["boards"][self.index]
        return found

    @property
    def filled(self) -> bool:
        """Whether the board has results already."""
        powers = self.board.get("powers") or {}
        return any(isinstance(v, dict) and "centres" in v for v in powers.values())


@dataclass(frozen=True, slots=True)
class Entered:
    """The round file's new text, checked, with the board's scores."""

    file: RoundFile
    text: str
    meant: Any
    score: BoardScore
    players: Mapping[str, Player]
    waiting: tuple[str, ...]  # the round's boards still without results
    added: tuple[str, ...] = field(default=())  # powers written in civil disorder


def _stop(message: str, hint: str, where: str = "podium result") -> ResultError:
    return ResultError([Problem(where, 0, 0, message, hint)])


# --------------------------------------------------------------------------- reading


def read(request: Request) -> RoundFile:
    """The seated round file and the board of ``request``."""
    try:
        folder = event_folder(request.content, request.event)
    except ScaffoldError as error:
        raise _stop(str(error), "") from None
    director_order = check_kind(folder, request.content).director_order
    path = folder / f"round-{request.round}.yaml"
    if not path.is_file():
        raise _stop(
            f"{path}: no such file",
            f"seat the round first: podium seat {folder.name} --round {request.round}",
        )
    try:
        raw = files.read_bytes(path, max_bytes(str(path)), root=request.content)
        text = raw.decode("utf-8")
    except files.UnsafePath as error:
        raise _stop(f"{path}: {error.strerror}", "") from None
    except UnicodeDecodeError as error:
        raise _stop(f"{path}: not UTF-8 text (byte {error.start + 1})", "") from None
    data, problems = parse(str(path), text)
    if problems:
        raise ResultError(problems, ["fix the round file first (podium check)"])
    root = compose(str(path), text)
    boards = _value(root, "boards")
    if not isinstance(data, dict) or not isinstance(boards, SequenceNode) or not boards.value:
        raise _stop(
            f"{path}: round {request.round} has no boards yet",
            f"seat it first: podium seat {folder.name} --round {request.round}",
        )
    names = [str(b.get("board")) if isinstance(b, dict) else "" for b in data["boards"]]
    if request.board not in names:
        hint = suggestion(request.board, names) or f"its boards are {plain_list(names)}"
        raise _stop(f"{path}: round {request.round} has no board {request.board!r}", hint)
    index = names.index(request.board)
    board_node = boards.value[index]
    powers_node = _value(board_node, "powers")
    if not isinstance(board_node, MappingNode) or not isinstance(powers_node, MappingNode):
        raise _stop(f"{path}: board {request.board} has no powers", "fix it with podium check")
    if board_node.flow_style or powers_node.flow_style:
        raise _stop(
            f"{path}: board {request.board} is written in flow style ({{...}})",
            "write it a key a line, as podium seat does, or enter its results by hand",
        )
    seated: list[Seated] = []
    for key_node, value_node in powers_node.value:
        power = canonical_power(str(key_node.value))
        entry = data["boards"][index]["powers"].get(key_node.value)
        if power is None or not isinstance(entry, dict) or not isinstance(value_node, MappingNode):
            raise _stop(
                f"{path}: board {request.board}: '{key_node.value}' is not a power seated as "
                "{player: id}",
                "fix it with podium check",
            )
        player = entry.get("player")
        seated.append(Seated(power, str(key_node.value), player, value_node))
    return RoundFile(
        path, raw, text, data, index, board_node, powers_node, tuple(seated), director_order
    )


def _value(node: Node | None, key: str) -> Node | None:
    """The value of ``key`` in the mapping ``node``."""
    if not isinstance(node, MappingNode):
        return None
    for key_node, value_node in node.value:
        if isinstance(key_node, ScalarNode) and key_node.value == key:
            found: Node = value_node
            return found
    return None


# --------------------------------------------------------------------------- the counts


def counts(request: Request, file: RoundFile) -> dict[str, int | list[int]]:
    """Each power's counts (power -> final count or year chart), checked on their own:
    a power or seated player named once, numbers 0-34, every seated power given."""
    by_player = {s.player: s.power for s in file.seated if s.player}
    seated = {s.power: s for s in file.seated}
    given: dict[str, int | list[int]] = {}
    typed: dict[str, str] = {}
    problems: list[Problem] = []

    def refuse(message: str, hint: str) -> None:
        problems.append(Problem("podium result", 0, 0, message, hint))

    for item in request.counts:
        key, sep, value = item.partition("=")
        key, value = key.strip(), value.strip().replace(" ", "")
        if not sep or not key:
            refuse(f"'{item}' is not POWER=CENTRES", "write it like A=8, or A=3,4,5,5,6,7,8")
            continue
        power = canonical_power(key) or by_player.get(key)
        if power is None:
            names = [*POWERS, *by_player]
            hint = suggestion(key, names) or (
                f"name a power ({plain_list(list(seated), last='or')}, or its first letter) "
                f"or a player of board {request.board}"
            )
            refuse(f"'{key}' is neither a power nor a player of board {request.board}", hint)
            continue
        if power in typed:
            refuse(f"{power} is given twice ({typed[power]} and {item})", "give it once")
            continue
        typed[power] = item
        if not COUNTS_RE.match(value):
            refuse(
                f"'{item}': the centres are not a number or a list of numbers",
                "give the final count (A=8) or one count a year, with commas (A=3,4,5,5,6,7,8)",
            )
            continue
        numbers = [int(n) for n in value.split(",")]
        for number in numbers:
            if number > MAX_CENTRES:
                refuse(
                    f"'{item}': {number} centres is more than the {MAX_CENTRES} on the map",
                    "fix the count",
                )
                break
        given[power] = numbers[0] if len(numbers) == 1 else numbers
    if problems:
        raise ResultError(problems)
    missing = [s for s in file.seated if s.power not in given]
    if missing:
        unseen = plain_list([f"{s.power} ({s.player or 'civil disorder'})" for s in missing])
        typing = " ".join(f"{s.power[0]}=N" for s in missing)
        raise _stop(
            f"board {request.board}: no centres given for {unseen}",
            f"give every seated power's centres: {typing}",
        )
    total = sum(c if isinstance(c, int) else c[-1] for c in given.values())
    if total > MAX_CENTRES:
        raise _stop(
            f"board {request.board}: the final centres add up to {total}, more than the "
            f"{MAX_CENTRES} on the map",
            "check the counts",
        )
    return given


def _powers(names: Sequence[str], option: str) -> list[str]:
    """The powers named (by letter or name, comma-separated or not), in the order given."""
    found: list[str] = []
    for name in (n.strip() for item in names for n in item.split(",")):
        if not name:
            continue
        power = canonical_power(name)
        if power is None:
            hint = suggestion(name.capitalize(), POWERS) or (
                f"write {plain_list(POWERS, last='or')} (or just the first letter)"
            )
            raise _stop(f"{option}: unknown power '{name}'", hint)
        found.append(power)
    return found


def _one_power(name: str | None, option: str) -> str | None:
    found = _powers([name], option) if name else []
    if len(found) > 1:
        raise _stop(f"{option}: name one power, not {plain_list(found)}", "")
    return found[0] if found else None


# --------------------------------------------------------------------------- the new text


@dataclass(frozen=True, slots=True)
class _Edit:
    start: int
    end: int
    text: str


def _flow(value: Any) -> str:
    """A value in YAML's flow style, on one line (numbers, names, lists of them)."""
    if isinstance(value, list):
        return "[" + ", ".join(_flow(v) for v in value) + "]"
    if isinstance(value, int):
        return str(value)
    return files.yaml_scalar(str(value))


def _line_end(text: str, at: int) -> int:
    """Where the line holding ``at`` ends (before its line break)."""
    end = text.find("\n", at)
    return len(text) if end < 0 else end


def _after(text: str, node: Node) -> int:
    """Where a line after the one ``node`` ends on goes: at the end of its line (a block
    collection's end is the start of the next line already)."""
    at = node.end_mark.index
    if at > 0 and text[at - 1] == "\n":
        return at - 1
    return _line_end(text, at)


def _set(text: str, mapping: MappingNode, key: str, value: Any, indent: int) -> _Edit:
    """``key: value`` in the block or flow ``mapping``: its value replaced, or added."""
    for key_node, value_node in mapping.value:
        if isinstance(key_node, ScalarNode) and key_node.value == key:
            start, end = value_node.start_mark.index, value_node.end_mark.index
            if not isinstance(value_node, ScalarNode) and not value_node.flow_style:
                end = _after(text, value_node)
            return _Edit(start, end, _flow(value))
    if mapping.flow_style:
        close = mapping.end_mark.index - 1  # the closing brace
        return _Edit(close, close, f", {key}: {_flow(value)}")
    last = mapping.value[-1][1]
    at = _after(text, last)
    return _Edit(at, at, f"\n{' ' * indent}{key}: {_flow(value)}")


def _without(text: str, mapping: MappingNode, key: str) -> _Edit | None:
    """``key`` taken out of the flow ``mapping`` (None if it has no such key)."""
    pairs = mapping.value
    for i, (key_node, value_node) in enumerate(pairs):
        if isinstance(key_node, ScalarNode) and key_node.value == key and mapping.flow_style:
            start = pairs[i - 1][1].end_mark.index if i else key_node.start_mark.index
            end = value_node.end_mark.index if i else pairs[i + 1][0].start_mark.index
            return _Edit(start, end, "")
    return None


def _board_line(text: str, board: MappingNode, key: str, value: Any) -> _Edit:
    """``key: value`` on the board: its value replaced, or a line added under ``board:``."""
    first = board.value[0][0]
    for key_node, _ in board.value:
        if isinstance(key_node, ScalarNode) and key_node.value == key:
            return _set(text, board, key, value, first.start_mark.column)
    anchor = next(v for k, v in board.value if isinstance(k, ScalarNode) and k.value == "board")
    at = _after(text, anchor)
    return _Edit(at, at, f"\n{' ' * first.start_mark.column}{key}: {_flow(value)}")


def _apply(text: str, edits: list[_Edit]) -> str:
    """``text`` with every edit made (edits at one place keep the order they are listed
    in: each is made before those listed earlier)."""
    order = sorted(range(len(edits)), key=lambda i: (edits[i].start, edits[i].end, i))
    for i in reversed(order):
        edit = edits[i]
        text = text[: edit.start] + edit.text + text[edit.end :]
    return text


@dataclass(frozen=True, slots=True)
class Edited:
    """The round file's new text, the data it must read as, the powers added in civil
    disorder (a power nobody plays on a short board, given its centres), and the edits
    made (to tell a line of the new text as a line of the file)."""

    text: str
    meant: Any
    added: tuple[str, ...]
    edits: tuple[_Edit, ...]

    def file_place(self, old: str, line: int, col: int) -> tuple[int, int]:
        """The place in the file as it is (``old``) of ``line:col`` of the new text: on a
        line an edit changed, the place itself if it comes before the edit, else where the
        edit starts; on a line an edit added, where the edit starts."""
        shift = 0
        for edit in sorted(self.edits, key=lambda e: e.start):
            first = old.count("\n", 0, edit.start) + 1
            if line < first + shift:
                break
            if line <= first + shift + edit.text.count("\n"):
                starts = edit.start - old.rfind("\n", 0, edit.start)  # (1-based)
                return first, min(col, starts) if line == first + shift else starts
            shift += edit.text.count("\n") - old.count("\n", edit.start, edit.end)
        return line - shift, col


def edited(request: Request, file: RoundFile, given: Mapping[str, int | list[int]]) -> Edited:
    """The round file's new text, and what it is made of."""
    text = file.text
    meant = copy.deepcopy(file.data)
    board = meant["boards"][file.index]
    edits: list[_Edit] = []
    seated = {s.power: s for s in file.seated}
    for s in file.seated:
        assert isinstance(s.node, MappingNode)
        indent = s.node.value[0][0].start_mark.column
        edits.append(_set(text, s.node, "centres", given[s.power], indent))
        board["powers"][s.key]["centres"] = given[s.power]
        if "eliminated" in board["powers"][s.key]:
            gone = _without(text, s.node, "eliminated")
            if gone is None:
                raise _stop(
                    f"{file.path}: board {request.board}, {s.power} has 'eliminated' on a line "
                    "of its own",
                    "remove it, then enter the board again",
                )
            edits.append(gone)
            del board["powers"][s.key]["eliminated"]
    added = tuple(p for p in POWERS if p in given and p not in seated)
    last = file.powers_node.value[-1][1]
    at = _after(text, last)
    indent = file.powers_node.value[0][0].start_mark.column
    for power in added:
        line = f"{power + ':':<{WIDTH}} {{player: null, centres: {_flow(given[power])}}}"
        edits.append(_Edit(at, at, f"\n{' ' * indent}{line}"))
        board["powers"][power] = {"player": None, "centres": given[power]}
    wanted: dict[str, Any] = {
        "end": request.end,
        "result": request.result,
        "conceded_to": _one_power(request.conceded_to, "--conceded-to"),
        "draw": _powers(request.draw, "--draw") or None,
        "order": _powers(request.order, "--order") or None,
    }
    for key in BOARD_KEYS:
        value = wanted[key]
        if value is not None:
            edits.append(_board_line(text, file.board_node, key, value))
            board[key] = value
    new = files.checked(str(file.path), _apply(text, edits), meant)
    return Edited(new, meant, added, tuple(edits))


# --------------------------------------------------------------------------- checked, scored


def plan(request: Request) -> Entered:
    """The board entered and checked, not written yet (:func:`write` writes it)."""
    file = read(request)
    if file.filled and not request.again:
        raise _stop(
            f"{file.path}: board {request.board} of round {request.round} has results already",
            "give --again to enter them again (the file's history keeps the old ones)",
        )
    given = counts(request, file)
    try:
        new = edited(request, file, given)
    except files.NotWritten as error:  # pragma: no cover - an edit that does not read back
        raise _stop(f"{file.path}: {error.strerror}", "enter the board by hand") from None

    def on_file(problem: Problem) -> Problem:
        """A problem of the new text, at the line of the file it stands for."""
        problem = tried.original(problem)
        if problem.file != str(file.path) or not problem.line:
            return problem
        line, col = new.file_place(file.text, problem.line, problem.col)
        return Problem(problem.file, line, col, problem.message, problem.hint)

    folder = file.path.parent
    with trial(request.content, folder.name, {file.path: new.text}) as tried:
        problems = [on_file(p) for p in tried.problems]
        event = tried.reading.event
        if problems or event is None:
            raise ResultError(problems, _notes(problems, file, given))
        copy_file = str(tried.in_copy(file.path))
        try:
            score, waiting = _score(event, request)
        except LocatedError as error:
            located = on_file(Locator({copy_file: new.text}).located(error))
            raise ResultError([located], _notes([located], file, given)) from None
        players = tried.base.club.players
    return Entered(file, new.text, new.meant, score, players, waiting, new.added)


def _score(event: Event, request: Request) -> tuple[BoardScore, tuple[str, ...]]:
    """The board's own score (before any round multiplier), and the round's boards still
    without results."""
    rnd = next(r for r in (*event.rounds, *event.unscored) if r.number == request.round)
    return board_alone(event, request.round, request.board), tuple(d.board for d in rnd.drawn)


def _notes(
    problems: Sequence[Problem], file: RoundFile, given: Mapping[str, int | list[int]]
) -> list[str]:
    """How to give a year chart on the command line, when a problem is on the line of a
    power given its final count only: the system needs the earlier years to break a tie
    (of that power and every other on the same count)."""
    lines = {s.node.start_mark.line + 1: s.power for s in file.seated}
    finals = {p: c for p, c in given.items() if isinstance(c, int)}
    at = [lines[p.line] for p in problems if p.file == str(file.path) and p.line in lines]
    tied = [p for p in POWERS if any(p in finals and finals[p] == finals.get(q) for q in at)]
    if not tied:
        return []
    board = file.board
    start, end = board.get("start", 1901), board.get("end", 1907)
    example = ",".join("N" for _ in range(end - start + 1))
    instead = ""
    if file.director_order:
        letters = ",".join(p[0] for p in tied)
        instead = f", or the director's order of the tie, best first: --order {letters}"
    return [
        f"give {plain_list(tied)} a count a year from {start} to {end}, like "
        f"{tied[0][0]}={example}{instead}"
    ]


def write(entered: Entered, content: Path) -> None:
    """Replace the round file with the new text, unless it changed since it was read."""
    path = entered.file.path
    now = files.read_bytes(path, max_bytes(str(path)), root=content)
    if now != entered.file.raw:
        raise _stop(
            f"{path}: changed since podium result read it; nothing was written",
            "run podium result again",
        )
    files.replace(path, entered.text, root=content, meant=entered.meant)


def seated(request: Request) -> tuple[Seated, ...]:
    """The powers of the board (to ask for each one's centres)."""
    return read(request).seated


def check_kind(folder: Path, content: Path) -> ScoringSystem:
    """Refuse an event whose boards are not Diplomacy boards (or whose event.yaml does
    not say how it is scored)."""
    event_file = folder / "event.yaml"
    try:
        text = files.read_text(event_file, max_bytes(str(event_file)), root=content)
    except files.UnsafePath as error:
        raise _stop(f"{event_file}: {error.strerror}", "") from None
    data, problems = parse(str(event_file), text)
    scoring = data.get("scoring") if isinstance(data, dict) else None
    try:
        system = get_system(str(scoring))
    except KeyError:
        raise ResultError(problems, ["fix event.yaml first (podium check)"]) from None
    if problems or not system_kind(system).seat_by_power:
        raise _stop(
            f"{folder.name} is scored with {scoring}, not on Diplomacy boards",
            "podium result enters Diplomacy boards; edit the round file by hand",
        )
    return system
