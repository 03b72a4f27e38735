"""Two shortcuts that make reading a content file's YAML some 50% cheaper, same result.

Why this module exists: reading an event's six YAML files (``event.yaml`` and five rounds
of seven boards, each power with its centre counts) was half the CPU of reading an event,
and more than half of that went to pieces of PyYAML that run in Python for every value:

* **Resolving tags.** PyYAML asks the loader's ``resolve`` for the tag of every value,
  and its resolver tries its regular expressions on the text each time. A round file
  holds the same few texts over and over (``7``, ``Italy``, ``player``, ``centres``), and
  an event's rounds name the same players, so :class:`QuickLoader` remembers each answer,
  for the files of one reading, and the value made of each text in a file (the scalar
  constructors make numbers, dates and booleans, which cannot change).
* **Building the data.** PyYAML composes a tree of nodes (each node a Python object, with
  three Python calls around it), then its constructor builds the document from the tree
  breadth-first through generators, with bookkeeping for aliases and recursive values.
  :meth:`QuickLoader.plain_document` builds the same dicts, lists and values straight
  from libyaml's events, in one loop, for the documents a club writes: one document of
  mappings with text keys, lists, and scalars, each made by the very constructor PyYAML
  would call for its tag. Anything else (a syntax error, an anchor, a merge key, a key
  that is not text, a duplicate key, a tag of a set or of binary, a value its
  constructor refuses, a second document) raises :class:`NotPlain`, and the caller
  reads the file again PyYAML's own way, which finds the same problems as before, in
  the same order. Documents with aliases are left to PyYAML from the start.

What it saved, on the benchmark archive of 320 events (its first 80; CPU ms per event,
best of 5, alternating with the version before in one command)::

    python benchmarks/read_events.py /dev/shm/podium-bench/podium-320/content --events 80

    yamlfile.parse of the six files    5.5 ms -> 3.4 ms
    service.read_event                10.6 ms -> 8.4 ms

The remembered values, and the data built from events rather than from a tree of nodes,
later: yamlfile.parse of the six files of the first 20 events, 39.1 -> 28.4 M
instructions per event (under valgrind, as ``benchmarks/per_event.py --instructions``
counts them).

tests/test_yamlquick.py compares both shortcuts with PyYAML's plain way on generated
documents (same tags; same data, types and problems).
"""

from __future__ import annotations

from types import GeneratorType
from typing import Any

from yaml import CSafeLoader
from yaml.events import (
    DocumentEndEvent,
    MappingEndEvent,
    MappingStartEvent,
    ScalarEvent,
    SequenceEndEvent,
    SequenceStartEvent,
    StreamEndEvent,
)
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

STR = "tag:yaml.org,2002:str"
MAP = "tag:yaml.org,2002:map"
SEQ = "tag:yaml.org,2002:seq"

TagMemo = dict[tuple[type[Node], str | None, Any], str]
"""The tags :meth:`QuickLoader.resolve` found, by the resolver's arguments."""


class NotPlain(Exception):
    """The document needs PyYAML's own composer and constructor (see the module's
    docstring)."""


_NO_KEY = object()
"""In a mapping being built: the next scalar is a key."""


class QuickLoader(CSafeLoader):
    """PyYAML's C safe loader that remembers tags and builds plain documents in one pass."""

    def __init__(self, stream: str, tags: TagMemo | None = None) -> None:
        super().__init__(stream)
        self._tags = {} if tags is None else tags
        self._scalars: dict[tuple[str, str], Any] = {}  # the values made, by tag and text

    def resolve(self, kind: type[Node], value: str | None, implicit: Any) -> str:
        """The tag PyYAML's resolver gives, asked once per distinct value of the file.

        The answer depends only on the arguments: the safe loader has no path resolvers.
        """
        key = (kind, value, implicit)
        tag = self._tags.get(key)
        if tag is None:
            tag = self._tags[key] = super().resolve(kind, value, implicit)  # type: ignore[no-untyped-call]
        return tag

    def plain_document(self) -> Any:
        """The data PyYAML makes of the stream's one document (None if it has none), when
        the document is plain; raises :class:`NotPlain` otherwise (nothing is recorded;
        this loader has then read the stream, so read the text again with a new one)."""
        try:
            return self._plain_document()
        except NotPlain:
            raise
        except Exception as error:  # a syntax error, a value its constructor refuses:
            raise NotPlain from error  # reported, in PyYAML's order, by its own way

    def _plain_document(self) -> Any:
        get_event, tags, scalars = self.get_event, self._tags, self._scalars
        get_event()  # the stream's start
        if type(get_event()) is StreamEndEvent:  # else a document's start
            return None
        outer: list[tuple[Any, Any]] = []  # the collections being built, with their keys
        into: Any = None  # the collection being built: a dict or a list
        key: Any = _NO_KEY  # in a dict: the key of the next value
        data: Any = None
        while True:
            event: Any = get_event()  # (the stubs type the fields of few events)
            kind = type(event)
            if kind is ScalarEvent:
                tag, text = event.tag, event.value
                if tag is None or tag == "!":
                    found = tags.get((ScalarNode, text, event.implicit))
                    tag = found or self.resolve(ScalarNode, text, event.implicit)
                if event.anchor is not None:
                    raise NotPlain  # (PyYAML refuses an anchor defined twice)
                if key is _NO_KEY and type(into) is dict:
                    if tag != STR or text in into:
                        raise NotPlain  # merge keys, keys YAML reads as numbers, duplicates
                    key = text
                    continue
                if tag == STR:
                    value = text
                elif (tag, text) in scalars:
                    value = scalars[tag, text]
                else:
                    value = scalars[tag, text] = self._scalar(tag, event)
            elif kind is MappingStartEvent or kind is SequenceStartEvent:
                mapping = kind is MappingStartEvent
                tag = event.tag
                if tag is None or tag == "!":
                    node = MappingNode if mapping else SequenceNode
                    tag = self.resolve(node, None, event.implicit)
                if tag != (MAP if mapping else SEQ) or event.anchor is not None:
                    raise NotPlain  # a set, an ordered map, ...; an anchor
                if key is _NO_KEY and type(into) is dict:
                    raise NotPlain  # a list or a mapping as a key
                outer.append((into, key))
                into, key = ({} if mapping else []), _NO_KEY
                continue
            elif kind is MappingEndEvent or kind is SequenceEndEvent:
                value = into
                into, key = outer.pop()
            elif kind is DocumentEndEvent:
                break
            else:
                raise NotPlain  # an alias
            if into is None:
                data = value
            elif type(into) is list:
                into.append(value)
            else:
                into[key] = value
                key = _NO_KEY
        if type(get_event()) is not StreamEndEvent:
            raise NotPlain  # a second document
        return data

    def _scalar(self, tag: str, event: Any) -> Any:
        """The value PyYAML's constructor for ``tag`` makes of the scalar ``event``."""
        constructor = self.yaml_constructors.get(tag)  # (the one PyYAML would call)
        if constructor is None:
            raise NotPlain
        node = ScalarNode(tag, event.value, event.start_mark, event.end_mark, event.style)
        value = constructor(self, node)
        if isinstance(value, GeneratorType):  # a collection's tag on a scalar (!!map x)
            raise NotPlain
        return value
