"""Two shortcuts that make reading a content file's YAML some 40% cheaper, same result.

Why this module exists: reading an event's six YAML files (``event.yaml`` and five rounds
of seven boards, each power with its centre counts) was half the CPU of reading an event,
and more than half of that went to two pieces of PyYAML that run in Python for every value:

* **Resolving tags.** libyaml's parser asks the loader's ``resolve`` for the tag of every
  value it composes, and PyYAML's resolver tries its regular expressions on the text each
  time. A round file holds the same few texts over and over (``7``, ``Italy``,
  ``player``, ``centres``), and an event's rounds name the same players, so
  :class:`QuickLoader` remembers each answer, for the files of one reading. It also
  remembers the value made of each such text in a file (the scalar constructors make
  numbers, dates and booleans, which cannot change), and skips the two resolver hooks
  libyaml's composer calls around every value for path resolvers, which the safe loader
  has none of.
* **Building the data.** PyYAML's constructor builds a document breadth-first through
  generators, with bookkeeping for aliases and recursive values, several calls per value.
  :meth:`QuickLoader.plain_data` builds the same dicts, lists and values in one
  recursive pass, for the documents a club writes: mappings with text keys, lists, and
  scalars, each made by the very constructor PyYAML would call for its tag. Anything else
  (a merge key, a key that is not text, a duplicate key, a tag of a set or of binary, a
  value its constructor refuses, deep nesting) raises :class:`NotPlain`, and the caller
  builds the document PyYAML's own way, which finds the same problems as before, in the
  same order. Documents with aliases are left to PyYAML too (it shares their values).

What it saved, on the benchmark archive of 320 events (its first 80; CPU ms per event,
best of 5, alternating with the version before in one command)::

    python benchmarks/read_events.py /dev/shm/podium-bench/podium-320/content --events 80

    yamlfile.parse of the six files    5.5 ms -> 3.4 ms
    service.read_event                10.6 ms -> 8.4 ms

The remembered values and the skipped hooks, later: yamlfile.parse of the six files of
the first 20 events, 39.1 -> 35.0 M instructions per event (under valgrind, as
``benchmarks/per_event.py --instructions`` counts them).

tests/test_yamlquick.py compares both shortcuts with PyYAML's plain way on generated
documents (same tags; same data, types and problems).
"""

from __future__ import annotations

from types import GeneratorType
from typing import Any

from yaml import CSafeLoader
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

STR = "tag:yaml.org,2002:str"
MAP = "tag:yaml.org,2002:map"
SEQ = "tag:yaml.org,2002:seq"

MAX_PLAIN_DEPTH = 100
"""Deeper documents (content needs six levels) are built PyYAML's way, which does not
recurse: :meth:`QuickLoader.plain_data` calls itself once per level."""


TagMemo = dict[tuple[type[Node], str | None, Any], str]
"""The tags :meth:`QuickLoader.resolve` found, by the resolver's arguments."""


class NotPlain(Exception):
    """The document needs PyYAML's own constructor (see the module's docstring)."""


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

    def descend_resolver(self, current_node: Any, current_index: Any) -> None:
        """Nothing to do: the safe loader has no path resolvers."""

    def ascend_resolver(self) -> None:
        """Nothing to do: the safe loader has no path resolvers."""

    def plain_data(self, node: Node, depth: int = 0) -> Any:
        """The data PyYAML's constructor makes of ``node``, when the document is plain;
        raises :class:`NotPlain` otherwise (nothing is recorded then)."""
        tag = node.tag
        if type(node) is ScalarNode:
            if tag == STR:
                return node.value
            key = (tag, node.value)
            if key in self._scalars:
                return self._scalars[key]
            constructor = self.yaml_constructors.get(tag)  # (the one PyYAML would call)
            if constructor is None:
                raise NotPlain
            try:
                value = constructor(self, node)
            except Exception as error:  # reported in PyYAML's order by its own constructor
                raise NotPlain from error
            if isinstance(value, GeneratorType):  # a collection's tag on a scalar (!!map x)
                raise NotPlain
            self._scalars[key] = value
            return value
        if depth >= MAX_PLAIN_DEPTH:
            raise NotPlain
        if tag == MAP and type(node) is MappingNode:
            data: dict[str, Any] = {}
            for key, item in node.value:
                if key.tag != STR or type(key) is not ScalarNode or key.value in data:
                    raise NotPlain  # merge keys, keys YAML reads as numbers, duplicates
                data[key.value] = self.plain_data(item, depth + 1)
            return data
        if tag == SEQ and type(node) is SequenceNode:
            return [self.plain_data(item, depth + 1) for item in node.value]
        raise NotPlain
