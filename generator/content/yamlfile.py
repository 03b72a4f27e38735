"""Reading YAML, and finding ``line:col`` again only when something is wrong.

Every content file is read by one reader: PyYAML's safe loader over libyaml
(``CSafeLoader``), so that a value means the same thing whatever else its file holds. It
refuses duplicate keys while the node marks are at hand, numbers YAML 1.1 reads in a
surprising way (``017`` is octal 15, ``12:30`` is 750), and files beyond the limits below.
Everything later points into a document with a :class:`~podium.model.Where` (file +
path of keys and indexes); :class:`Locator` turns such a pointer back into a 1-based line
and column by composing that one file again, which happens only when a problem is reported.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import yaml
from yaml import CSafeLoader
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from podium.content.problems import LocatedError, Problem
from podium.model import PathItem, Where

MAX_BYTES = 5_000_000
"""The largest content file read (5 MB) but players.yaml: a round file is a few KB."""
PLAYERS_MAX_BYTES = 16_000_000
"""The largest players.yaml read (16 MB): a national federation's 200,000 players with a
name and a country take 10 MB."""
MAX_DEPTH = 1000
"""The deepest nesting of lists and mappings (content needs six levels). libyaml composes
recursively in C, so a document nested some 20,000 levels deep would crash Python; the
limit is high so that :func:`_depth_bound` rules it out for nearly every file."""
MAX_NODES = 100_000
"""The most values a file may hold, written out or once its aliases (``*name``) are
expanded: a few lines of aliases can otherwise stand for millions of values (the "billion
laughs"), and a 5 MB list of numbers for 2.4 million."""
PLAYERS_MAX_NODES = 3_000_000
"""The most values of players.yaml (200,000 players with all five keys are 2,400,001)."""

MAX_DIGITS = 15
"""The most significant digits of a number: up to 15, a decimal is kept exactly."""


def _players(file: str) -> bool:
    """Whether ``file`` is players.yaml, which holds every player once (larger limits)."""
    return Path(file).name == "players.yaml"


def max_bytes(file: str) -> int:
    """The largest size of ``file``."""
    return PLAYERS_MAX_BYTES if _players(file) else MAX_BYTES


def max_values(file: str) -> int:
    """The most values ``file`` may hold."""
    return PLAYERS_MAX_NODES if _players(file) else MAX_NODES


_TEXT_KEY_TAGS = frozenset({"tag:yaml.org,2002:str", "tag:yaml.org,2002:merge"})
"""Every key of the content format is text (``<<`` merge keys are YAML's own)."""

_READ_AS = {
    "tag:yaml.org,2002:bool": "true or false",
    "tag:yaml.org,2002:int": "a number",
    "tag:yaml.org,2002:float": "a number",
    "tag:yaml.org,2002:null": "nothing (null)",
    "tag:yaml.org,2002:timestamp": "a date",
}
"""How to say what YAML made of a key that is not text."""

_OPENING = (yaml.MappingStartEvent, yaml.SequenceStartEvent)
_CLOSING = (yaml.MappingEndEvent, yaml.SequenceEndEvent)


class _BadValue(yaml.YAMLError):
    """A scalar YAML recognised (a date, say) but that cannot be taken as written."""

    def __init__(self, node: Node, message: str, hint: str) -> None:
        super().__init__(message)
        self.node = node
        self.message = message
        self.hint = hint


@dataclass(frozen=True, slots=True)
class _Duplicate:
    key: str
    first: yaml.Mark
    again: yaml.Mark


class _StrictLoader(CSafeLoader):
    """A safe loader that records duplicate mapping keys instead of keeping the last
    (one over libyaml)."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self.duplicates: list[_Duplicate] = []
        self.odd_keys: list[ScalarNode] = []  # keys YAML reads as something other than text

    def construct_object(self, node: Node, deep: bool = False) -> Any:
        """A value; one YAML cannot turn into its type (``2024-02-30``) is a located error."""
        try:
            return super().construct_object(node, deep=deep)
        except (ValueError, TypeError, OverflowError) as error:
            raise _BadValue(node, *_unreadable(node, error)) from None
        except (LookupError, AttributeError):  # a tag its value does not fit: !!bool x
            raise _BadValue(node, *_unreadable(node, None)) from None

    def construct_mapping(self, node: MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: dict[tuple[str, str], yaml.Mark] = {}
        for key_node, _ in node.value if isinstance(node, MappingNode) else ():  # (!!set x)
            if not isinstance(key_node, ScalarNode):
                continue
            if key_node.tag not in _TEXT_KEY_TAGS:
                self.odd_keys.append(key_node)
            identity = (key_node.tag, key_node.value)
            if identity in seen:
                self.duplicates.append(
                    _Duplicate(key_node.value, seen[identity], key_node.start_mark)
                )
            else:
                seen[identity] = key_node.start_mark
        return super().construct_mapping(node, deep=deep)

    def construct_number(self, node: ScalarNode) -> Any:
        """An int or float as YAML reads it, refusing what would surprise its writer."""
        if not isinstance(node, ScalarNode):  # !!int [7] (refused) or !!int {=: 7}
            is_int = node.tag == "tag:yaml.org,2002:int"
            return self.construct_yaml_int(node) if is_int else self.construct_yaml_float(node)
        _check_number(node)
        if node.tag == "tag:yaml.org,2002:int":
            return self.construct_yaml_int(node)
        return self.construct_yaml_float(node)


_StrictLoader.add_constructor("tag:yaml.org,2002:int", _StrictLoader.construct_number)
_StrictLoader.add_constructor("tag:yaml.org,2002:float", _StrictLoader.construct_number)


def _check_number(node: ScalarNode) -> None:
    """Refuse the numbers YAML 1.1 reads otherwise than a person does (``017`` is octal
    15, ``1:30`` is 90) and those with more digits than podium keeps exactly."""
    text = node.value
    plain = text.lstrip("+-").replace("_", "")
    if ":" in plain:
        raise _BadValue(
            node,
            f"YAML reads '{text}' as a number in base 60",
            "put it in quotes to keep it as text, or write the number",
        )
    if node.tag == "tag:yaml.org,2002:int" and plain[:1] == "0" and plain[1:2].isdigit():
        raise _BadValue(
            node,
            f"YAML reads '{text}' as an octal number (a leading zero)",
            f"write {plain.lstrip('0') or '0'}, or put it in quotes to keep it as text",
        )
    digits = plain.lower().split("e")[0].replace(".", "").lstrip("0")
    if len(digits) > MAX_DIGITS and plain.lower() not in (".inf", ".nan"):
        raise _BadValue(
            node,
            f"the number '{_short(text)}' has more than {MAX_DIGITS} digits",
            "write a shorter number, or put it in quotes to keep it as text",
        )


def _unreadable(node: Node, error: Exception | None) -> tuple[str, str]:
    """The message and hint for a value YAML recognised (or was told by a tag such as
    ``!!bool``) but could not construct; ``error`` says why, when it says it well."""
    value = _short(node.value) if isinstance(node, ScalarNode) else "this value"
    if node.tag == "tag:yaml.org,2002:timestamp":
        # the value is not quoted: it may be a private one (born), and this message may
        # reach a public pull request
        if error is None:
            return ("this value is not a date", "write a real date as YYYY-MM-DD")
        return (f"this date is not in the calendar ({error})", "write a real date as YYYY-MM-DD")
    kind = node.tag.rsplit(":", 1)[-1]
    why = "" if error is None else f" ({error})"
    return (
        f"'{value}' cannot be read as {kind}{why}",
        "fix the value, or put it in quotes to keep it as text",
    )


def _short(text: str, limit: int = 40) -> str:
    """``text``, cut to ``limit`` characters for a message."""
    return text if len(text) <= limit else f"{text[: limit - 1]}…"


def parse(file: str, text: str) -> tuple[Any, list[Problem]]:
    """The data of one YAML document and the problems that make it unusable.

    Returns ``(data, [])`` on success; on a syntax error, duplicate keys or a document
    beyond the limits the data is ``None`` and every such problem is listed: the document
    is composed, then constructed (which records duplicate keys and keys that are not
    text).
    """
    if len(text) > max_bytes(file):
        return None, [too_large(file)]
    refused = yaml.reader.Reader.NON_PRINTABLE.search(text) or _SEPARATORS.search(text)
    if refused is not None:
        return None, [_refused_character(file, text, refused.start())]
    try:
        problem = _beyond_limits(file, text)
    except yaml.MarkedYAMLError as error:
        return None, [_syntax_problem(file, error, text)]
    if problem is not None:
        return None, [problem]
    loader = _StrictLoader(text)
    try:
        node = loader.get_single_node()
        problem = None if node is None else _too_many_nodes(file, text, node)
        if problem is not None:
            return None, [problem]
        data = None if node is None else loader.construct_document(node)
    except _BadValue as error:
        mark = error.node.start_mark
        return None, [Problem(file, mark.line + 1, mark.column + 1, error.message, error.hint)]
    except yaml.MarkedYAMLError as error:
        return None, [_syntax_problem(file, error, text)]
    except yaml.YAMLError as error:  # pragma: no cover - every parser error is marked
        return None, [Problem(file, 0, 0, f"YAML error: {error}", "fix the YAML")]
    finally:
        loader.dispose()
    problems = [_duplicate_problem(file, d) for d in loader.duplicates]
    problems += [_odd_key_problem(file, key) for key in loader.odd_keys]
    if problems:
        return None, sorted(problems)
    return data, []


_SEPARATORS = re.compile("[\u2028\u2029]")
"""Unicode's line and paragraph separators, which YAML 1.1 reads as line breaks where an
editor shows none (so every line after one would be reported a line off)."""


def _refused_character(file: str, text: str, at: int) -> Problem:
    """The problem of a character refused anywhere in a file: one YAML does not allow
    (NUL, an escape...), or a line or paragraph separator."""
    line = text.count("\n", 0, at) + 1
    col = at - (text.rfind("\n", 0, at) + 1) + 1
    char = f"U+{ord(text[at]):04X}"
    if _SEPARATORS.match(text[at]):
        return Problem(
            file,
            line,
            col,
            f"a line separator ({char}), which YAML reads as the end of a line",
            "remove it: a line of a YAML file ends with a line feed only",
        )
    return Problem(
        file,
        line,
        col,
        f"a control character ({char}) that YAML does not allow",
        "remove it: a YAML file holds text, tabs and line breaks only",
    )


def too_large(file: str) -> Problem:
    """The problem of a file beyond :func:`max_bytes` (the loader checks before reading)."""
    hint = "remove what is not content (a round file is a few KB, an event.yaml less)"
    if _players(file):
        hint = "remove comments, and the players no event names"
    return Problem(file, 0, 0, f"the file is larger than {max_bytes(file) // 1_000_000} MB", hint)


def _depth_bound(text: str) -> int:
    """A cheap upper bound of the nesting depth of ``text``: each flow level opens a
    bracket, and each block level starts at least one column further in (or at the same
    column, for a list under a key), so no line holds more than twice its length."""
    longest = max(map(len, text.splitlines()), default=0)
    return text.count("[") + text.count("{") + 2 * longest + 2


def _values_bound(text: str) -> int:
    """A cheap upper bound of the values ``text`` writes out: each takes at least one
    character, but the empty ones YAML adds (a key's null value, a ``?``'s null key), at
    most one for each character written."""
    return 2 * len(text) + 1


def _beyond_limits(file: str, text: str) -> Problem | None:
    """A problem where ``text`` nests deeper than :data:`MAX_DEPTH` or writes out more
    than :func:`max_values` values, before composing it (which would build them all).

    libyaml's parser is iterative: its events are counted without any risk, and the count
    stops at the first value too many. They are counted only when :func:`_depth_bound` or
    :func:`_values_bound` cannot rule the limits out (long lines; a file of more than
    50,000 characters, or 1.5 million for players.yaml). An alias counts once here:
    :func:`_too_many_nodes` counts the values it stands for.
    """
    most = max_values(file)
    if _depth_bound(text) <= MAX_DEPTH and _values_bound(text) <= most:
        return None
    scanner = CSafeLoader(text)
    try:
        depth = values = 0
        while scanner.check_event():
            event = scanner.get_event()
            if isinstance(event, _CLOSING):
                depth -= 1
                continue
            if isinstance(event, _OPENING):
                depth += 1
                if depth > MAX_DEPTH:
                    return _deep_at(file, event.start_mark)
            elif not isinstance(event, _SCALARS):
                continue  # the start or end of the stream or of the document
            values += 1
            if values > most:
                return _many_at(file, event.start_mark)
    except yaml.MarkedYAMLError as error:
        if error.problem != LIBYAML_TOO_DEEP:
            return None  # a syntax error: the parse reports it
        return _deep_at(file, error.problem_mark)  # libyaml >= 0.2.5 stops there itself
    finally:
        scanner.dispose()
    return None


_SCALARS = (yaml.ScalarEvent, yaml.AliasEvent)
"""The events of a value that is neither a list nor a mapping (:data:`_OPENING`)."""


LIBYAML_TOO_DEEP = "exceeded maximum nesting depth"
"""What libyaml 0.2.5 (in PyYAML 6.0.4's wheels) says beyond its own limit of 1000 levels,
where an older one goes on: either way the file gets podium's own message."""


class _Mark(Protocol):
    """Where libyaml is in a file (PyYAML's ``Mark``, from its C or its Python side)."""

    line: int
    column: int


def _deep_at(file: str, mark: _Mark | None) -> Problem:
    line, col = (mark.line + 1, mark.column + 1) if mark else (0, 0)
    return Problem(
        file,
        line,
        col,
        f"lists and mappings nested more than {MAX_DEPTH} levels deep",
        "content needs a few levels: check the brackets and the indentation",
    )


def _many_at(file: str, mark: _Mark | None) -> Problem:
    """The problem of a file that writes out more than :func:`max_values` values, at the
    first value too many."""
    line, col = (mark.line + 1, mark.column + 1) if mark else (0, 0)
    hint = "remove what is not content (a round file holds a few hundred values)"
    if _players(file):
        hint = "remove the players no event names"
    return Problem(file, line, col, f"the file holds more than {max_values(file):,} values", hint)


def _too_many_nodes(file: str, text: str, root: Node) -> Problem | None:
    """A problem when the aliases of the document make it more than :data:`MAX_NODES`
    values (or one holds itself), located at the first anchor used again."""
    if "*" not in text:  # no alias: every value is written out, counted before
        return None
    size: dict[int, int] = {}
    reused: Node | None = None
    stack: list[tuple[Node, bool]] = [(root, False)]
    while stack:
        node, done = stack.pop()
        children = _children(node)
        if done:
            size[id(node)] = 1 + sum(size[id(child)] for child in children)
            continue
        if id(node) in size:
            reused = reused or node
            if size[id(node)] < 0:  # an alias inside its own anchor
                return _alias_problem(file, node, "an alias used inside its own anchor")
            continue
        size[id(node)] = -1  # in progress
        stack.append((node, True))
        stack.extend((child, False) for child in reversed(children))
    limit = max_values(file)
    if size[id(root)] <= limit:
        return None
    where = reused or root
    return _alias_problem(file, where, f"the aliases make this file more than {limit:,} values")


def _children(node: Node) -> list[Node]:
    if isinstance(node, MappingNode):
        return [part for pair in node.value for part in pair]
    if isinstance(node, SequenceNode):
        return list(node.value)
    return []


def _alias_problem(file: str, anchor: Node, message: str) -> Problem:
    mark = anchor.start_mark
    return Problem(
        file,
        mark.line + 1,
        mark.column + 1,
        message,
        "write the values out instead of repeating this anchor ('&') with aliases ('*')",
    )


def _syntax_problem(file: str, error: yaml.MarkedYAMLError, text: str) -> Problem:
    mark = error.problem_mark or error.context_mark
    what = (error.problem or error.context or "cannot be read").strip()
    if "quoted scalar" in (error.context or "") and error.context_mark is not None:
        mark = error.context_mark  # where the quote opens, not the end of the file
        what = "a quote that is never closed"
        hint = "close it with the same quote mark on this line"
    elif "another document" in what:
        what = "a second document starts here (after '---')"
        hint = "a content file holds one document: remove this '---' line or what follows"
    elif "tab" in what or "\\t" in what or (mark is not None and _tab_at(text, mark)):
        hint = "indent with spaces, not tabs"
    elif "alias" in what:
        hint = "'*' starts an alias in YAML: put the value in quotes, or define the anchor first"
    elif "constructor for the tag" in what:
        hint = "remove the tag (the part starting with '!'), or put the value in quotes"
    elif "mapping values are not allowed" in what:
        hint = "a value with ': ' in it needs quotes (name: \"Open: 2025\"), or fix the indentation"
    elif mark is not None and _char_at(text, mark) in _RESERVED:
        hint = f"YAML does not let a value start with '{_char_at(text, mark)}': put it in quotes"
    else:
        hint = "check the indentation, colons and quotes on this line and the line above"
    line, col = (mark.line + 1, mark.column + 1) if mark is not None else (0, 0)
    return Problem(file, line, col, f"YAML syntax error: {what}", hint)


_RESERVED = frozenset("@`%")
"""Characters YAML reserves: a plain value cannot start with them."""


def _char_at(text: str, mark: yaml.Mark) -> str:
    lines = text.splitlines()
    if mark.line >= len(lines):
        return ""
    return lines[mark.line][mark.column : mark.column + 1]


def _tab_at(text: str, mark: yaml.Mark) -> bool:
    """Whether the line of ``mark`` is indented with a tab, or has one at ``mark``."""
    lines = text.splitlines()
    if mark.line >= len(lines):
        return False
    line = lines[mark.line]
    indent = line[: len(line) - len(line.lstrip(" \t"))]
    return "\t" in indent or line[mark.column : mark.column + 1] == "\t"


def _odd_key_problem(file: str, key: ScalarNode) -> Problem:
    read_as = _READ_AS.get(key.tag, "something other than text")
    return Problem(
        file,
        key.start_mark.line + 1,
        key.start_mark.column + 1,
        f"YAML reads the key '{key.value}' as {read_as}, not as text",
        f"put it in quotes: '{key.value}':",
    )


def _duplicate_problem(file: str, duplicate: _Duplicate) -> Problem:
    return Problem(
        file,
        duplicate.again.line + 1,
        duplicate.again.column + 1,
        f"duplicate key '{duplicate.key}' (first at line {duplicate.first.line + 1})",
        "keep only one of them: YAML would silently use the last one",
    )


def compose(file: str, text: str) -> Node | None:
    """The nodes of ``text``, each with its place in the text (``start_mark.index``), for
    finding where a value is written: None if the text is beyond the limits or not YAML."""
    if len(text) > max_bytes(file) or _beyond_limits(file, text) is not None:
        return None
    try:
        node: Node | None = yaml.compose(text, Loader=CSafeLoader)
    except yaml.YAMLError:
        return None
    return node


class Locator:
    """Turns :class:`Where` pointers into ``line:col``, composing each file once.

    ``texts`` are file contents already read (by the loader), keyed by ``Where.file``;
    other files are read from disk, relative to the current directory, on first use.
    """

    def __init__(self, texts: Mapping[str, str] | None = None) -> None:
        self._texts: dict[str, str] = dict(texts or {})
        self._roots: dict[str, Node | None] = {}
        self._keys: dict[int, dict[str, tuple[Node, Node]]] = {}  # by id() of a mapping

    def remember(self, file: str, text: str) -> None:
        """Use ``text`` as the content of ``file`` (already read), not the disk."""
        self._texts[file] = text
        self._roots.pop(file, None)
        self._keys.clear()

    def _root(self, file: str) -> Node | None:
        if file not in self._roots:
            try:
                text = self._texts.get(file)
                if text is None:
                    text = Path(file).read_text(encoding="utf-8")
                self._roots[file] = compose(file, text)
            except (OSError, UnicodeDecodeError):
                self._roots[file] = None
        return self._roots[file]

    def position(self, where: Where, *, at_key: bool = False) -> tuple[int, int]:
        """1-based ``(line, col)`` of the value at ``where`` (of its key with ``at_key``).

        A pointer that goes further than the document gives the deepest place found;
        a file that cannot be read or parsed gives ``(0, 0)``.
        """
        node = self._root(where.file)
        if node is None:
            return 0, 0
        mark = node.start_mark
        for index, item in enumerate(where.pointer):
            found = self._step(node, item)
            if found is None:
                break
            key_node, node = found
            last = index == len(where.pointer) - 1
            mark = key_node.start_mark if (last and at_key and key_node) else node.start_mark
        return mark.line + 1, mark.column + 1

    def _step(self, node: Node, item: PathItem) -> tuple[Node | None, Node] | None:
        """The (key node, value node) one step into ``node``, or None if not there.

        The keys of a mapping are indexed on its first use, so that locating every
        problem of a file takes one pass over it, not one per problem.
        """
        if isinstance(node, MappingNode):
            keys = self._keys.get(id(node))
            if keys is None:
                keys = {}
                for key_node, value_node in node.value:
                    if isinstance(key_node, ScalarNode):
                        keys.setdefault(key_node.value, (key_node, value_node))
                self._keys[id(node)] = keys
            return keys.get(str(item))
        if isinstance(node, SequenceNode) and isinstance(item, int) and 0 <= item < len(node.value):
            return None, node.value[item]
        return None

    def problem(self, where: Where, message: str, hint: str, *, at_key: bool = False) -> Problem:
        """A :class:`Problem` located at ``where``."""
        line, col = self.position(where, at_key=at_key)
        return Problem(where.file, line, col, message, hint)

    def located(self, error: LocatedError) -> Problem:
        """The :class:`Problem` a later stage reported as a :class:`LocatedError`."""
        return self.problem(error.where, error.message, error.hint)
