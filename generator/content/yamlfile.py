"""Reading YAML fast, and finding ``line:col`` again only when something is wrong.

The fast path parses with libyaml (``CSafeLoader``, falling back to the pure-Python
``SafeLoader``) into plain Python data, refusing duplicate keys while the node marks are
at hand. Everything later points into a document with a :class:`~generator.model.Where`
(file + path of keys and indexes); :class:`Locator` turns such a pointer back into a
1-based line and column by composing that one file again, which happens only when a
problem is reported.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from generator.content.problems import LocatedError, Problem
from generator.model import PathItem, Where
from generator.optional import optional_module

try:
    from yaml import CSafeLoader as _BaseLoader
except ImportError:  # pragma: no cover - libyaml is missing on this machine
    from yaml import SafeLoader as _BaseLoader  # type: ignore[assignment]


_FAST = optional_module("yaml_rs")
"""yaml-rs (a YAML parser in Rust, ~15x faster than libyaml from Python), if installed;
else PyYAML reads every file."""

_orjson = optional_module("orjson")
"""orjson, if installed: it refuses any key but a string (see :func:`_plain`)."""

_RISKY_TEXT = re.compile(
    "|".join(
        [
            r"\t",  # tabs: PyYAML refuses them in places yaml-rs accepts
            # characters PyYAML refuses, and its YAML 1.1 line breaks (NEL, LS, PS):
            "[^\n\r\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]",
            r"^(?:---|\.\.\.|%)",  # documents and directives
            r"[!&*<?|>]",  # tags, anchors, aliases, merge keys, complex keys, block scalars
            r":(?![ \t]|$)",  # a colon not ending a key: times, and plain scalars 1.1 refuses
        ]
    ),
    re.MULTILINE,
)
_RISKY_ASCII = re.compile(r"[\x00-\x09\x0b\x0c\x0e-\x1f\x7f!&*<?|>]|:[^ \t\n]")
""":data:`_RISKY_TEXT` for a text of ASCII only, without its document marks: one scan."""
_DOCUMENT_MARKS = ("---", "...", "%")
_SEPARATE = str.maketrans(dict.fromkeys("[]{},:#'\"", " "))
"""What separates the words of a file (with white space): every plain scalar (and key)
is one word."""
_RISKY_WORDS = frozenset({"yes", "no", "on", "off", "="})
_RISKY_NUMBER = re.compile(
    r"[-+]?(?:0[0-9xob_]|[0-9][0-9_]*_|[0-9][0-9_.]*e|\.(?:inf|nan)).*", re.IGNORECASE
)
"""Words YAML 1.1 and 1.2 read differently: booleans, octal and exponent numbers..."""
_DATE = re.compile(r"\d{4}-\d\d-\d\d")


def _risky(text: str) -> bool:
    """Whether YAML 1.1 (PyYAML) and YAML 1.2 (yaml-rs) may read ``text`` differently:
    octal, sexagesimal and exponent numbers, yes/no booleans, impossible dates and the
    like. Such files (and any a little like them: a false alarm only costs speed) are read
    by PyYAML."""
    if text.isascii():
        if _RISKY_ASCII.search(text) or text.startswith(_DOCUMENT_MARKS):
            return True
        if any(f"\n{mark}" in text for mark in _DOCUMENT_MARKS):
            return True
    elif _RISKY_TEXT.search(text):
        return True
    for word in set(text.translate(_SEPARATE).split()):
        if word[0] in "+-.0123456789":
            if _RISKY_NUMBER.fullmatch(word) or (_DATE.fullmatch(word) and not _is_date(word)):
                return True
        elif word.isascii() and word.lower() in _RISKY_WORDS:
            return True
    return False


def _is_date(word: str) -> bool:
    try:
        date.fromisoformat(word)
    except ValueError:
        return False
    return True


def _fast(text: str) -> tuple[bool, Any]:
    """``(True, data)`` when yaml-rs reads ``text`` exactly as PyYAML would, else
    ``(False, None)``: PyYAML then reads it, and reports any error with its position."""
    if _FAST is None or _risky(text):
        return False, None
    try:
        data = _FAST.loads(text)
    except Exception:  # any error is reported by PyYAML, with its line and column
        return False, None
    return (True, data) if _plain(data) else (False, None)


def _plain(data: Any) -> bool:
    """No keys but strings (PyYAML's path reports any other key). Values need no look:
    the text was checked by :func:`_risky`."""
    if _orjson is not None:  # it refuses a key that is not a string, and writes fast
        try:
            _orjson.dumps(data)
        except TypeError:  # or a very large number, say: look again
            pass
        else:
            return True
    stack = [data]
    while stack:
        item = stack.pop()
        if type(item) is dict:
            for key in item:
                if type(key) is not str:
                    return False
            stack.extend(v for v in item.values() if type(v) is dict or type(v) is list)
        elif type(item) is list:
            stack.extend(v for v in item if type(v) is dict or type(v) is list)
    return True


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


class _BadValue(yaml.YAMLError):
    """A scalar YAML recognised (a date, say) but could not construct."""

    def __init__(self, node: Node, error: Exception) -> None:
        super().__init__(str(error))
        self.node = node
        self.error = error


@dataclass(frozen=True)
class _Duplicate:
    key: str
    first: yaml.Mark
    again: yaml.Mark


class _StrictLoader(_BaseLoader):
    """A safe loader that records duplicate mapping keys instead of keeping the last."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self.duplicates: list[_Duplicate] = []
        self.odd_keys: list[ScalarNode] = []  # keys YAML reads as something other than text

    def construct_object(self, node: Node, deep: bool = False) -> Any:
        """A value; one YAML cannot turn into its type (``2024-02-30``) is a located error."""
        try:
            return super().construct_object(node, deep=deep)
        except (ValueError, TypeError, OverflowError) as error:
            raise _BadValue(node, error) from None

    def construct_mapping(self, node: MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: dict[tuple[str, str], yaml.Mark] = {}
        for key_node, _ in node.value:
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


def parse(file: str, text: str, *, fast: bool = True) -> tuple[Any, list[Problem]]:
    """The data of one YAML document and the problems that make it unusable.

    Returns ``(data, [])`` on success; on a syntax error or duplicate keys the data is
    ``None`` and every such problem is listed. ``fast=False`` never uses yaml-rs.
    """
    if fast:
        ok, data = _fast(text)
        if ok:
            return data, []
    loader = _StrictLoader(text)
    try:
        data = loader.get_single_data()
    except _BadValue as error:
        return None, [_bad_value_problem(file, error)]
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


def _bad_value_problem(file: str, error: _BadValue) -> Problem:
    node, mark = error.node, error.node.start_mark
    value = node.value if isinstance(node, ScalarNode) else "this value"
    if node.tag == "tag:yaml.org,2002:timestamp":
        # the value is not quoted: it may be a private one (born), and this message may
        # reach a public pull request
        message = f"this date is not in the calendar ({error.error})"
        hint = "write a real date as YYYY-MM-DD"
    else:
        kind = node.tag.rsplit(":", 1)[-1]
        message = f"'{value}' cannot be read as {kind} ({error.error})"
        hint = "fix the value, or put it in quotes to keep it as text"
    return Problem(file, mark.line + 1, mark.column + 1, message, hint)


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


class Locator:
    """Turns :class:`Where` pointers into ``line:col``, composing each file once.

    ``texts`` are file contents already read (by the loader), keyed by ``Where.file``;
    other files are read from disk, relative to the current directory, on first use.
    """

    def __init__(self, texts: Mapping[str, str] | None = None) -> None:
        self._texts: dict[str, str] = dict(texts or {})
        self._roots: dict[str, Node | None] = {}

    def remember(self, file: str, text: str) -> None:
        """Use ``text`` as the content of ``file`` (already read), not the disk."""
        self._texts[file] = text
        self._roots.pop(file, None)

    def _root(self, file: str) -> Node | None:
        if file not in self._roots:
            try:
                text = self._texts.get(file)
                if text is None:
                    text = Path(file).read_text(encoding="utf-8")
                self._roots[file] = yaml.compose(text, Loader=_BaseLoader)
            except (OSError, UnicodeDecodeError, yaml.YAMLError):
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
            found = _step(node, item)
            if found is None:
                break
            key_node, node = found
            last = index == len(where.pointer) - 1
            mark = key_node.start_mark if (last and at_key and key_node) else node.start_mark
        return mark.line + 1, mark.column + 1

    def problem(self, where: Where, message: str, hint: str, *, at_key: bool = False) -> Problem:
        """A :class:`Problem` located at ``where``."""
        line, col = self.position(where, at_key=at_key)
        return Problem(where.file, line, col, message, hint)

    def located(self, error: LocatedError) -> Problem:
        """The :class:`Problem` a later stage reported as a :class:`LocatedError`."""
        return self.problem(error.where, error.message, error.hint)


def _step(node: Node, item: PathItem) -> tuple[Node | None, Node] | None:
    """The (key node, value node) one step into ``node``, or None if not there."""
    if isinstance(node, MappingNode):
        for key_node, value_node in node.value:
            if isinstance(key_node, ScalarNode) and key_node.value == str(item):
                return key_node, value_node
        return None
    if isinstance(node, SequenceNode) and isinstance(item, int) and 0 <= item < len(node.value):
        return None, node.value[item]
    return None


def problem_at(where: Where, message: str, hint: str, *, at_key: bool = False) -> Problem:
    """A :class:`Problem` at ``where``, reading the file from disk to find ``line:col``."""
    return Locator().problem(where, message, hint, at_key=at_key)
