"""The shortcuts of yamlquick against PyYAML's plain way: same tags, same data, same problems."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from unittest import mock

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from yaml import CSafeLoader
from yaml.constructor import SafeConstructor
from yaml.nodes import MappingNode, ScalarNode, SequenceNode

from generator.content.yamlfile import _StrictLoader, parse
from generator.content.yamlquick import NotPlain, QuickLoader, TagMemo

TRICKY = [
    "7", "0", "017", "0o17", "0x1F", "0b101", "1_000", "+3", "-0", "1:30", "190:20:30",
    "3.5", "1e3", "1.5e3", "6.02e+23", ".inf", "-.Inf", ".NaN", ".5", "1.", "1234567890123456",
    "true", "False", "yes", "NO", "on", "Off", "y", "n", "~", "null", "Null", "",
    "2024-02-29", "2024-02-30", "2001-12-14t21:59:43.10-05:00", "2001-12-14 21:59:43.10",
    "=", "<<", "Italy", "player", "centres", "a b", "é", "12abc", "0.0.1",
]  # fmt: skip
"""Scalar texts that YAML 1.1 reads as every type the safe loader knows, or nearly."""

scalar_texts = st.sampled_from(TRICKY) | st.text(max_size=8)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(scalar_texts, st.booleans(), st.booleans()), min_size=1, max_size=20))
def test_the_remembered_tags_are_the_resolvers(scalars: list[tuple[str, bool, bool]]) -> None:
    tags: TagMemo = {}
    first, second, plain = QuickLoader("", tags), QuickLoader("", tags), CSafeLoader("")
    resolve: Any = plain.resolve  # (the stubs leave it untyped)
    try:
        for quick in (first, second):  # asked again, by another file: remembered
            for text, plain_implicit, quoted_implicit in scalars:
                implicit = (plain_implicit, quoted_implicit)
                tag = quick.resolve(ScalarNode, text, implicit)
                assert tag == resolve(ScalarNode, text, implicit)
            for kind in (SequenceNode, MappingNode):
                for implicit_collection in (True, False):
                    assert quick.resolve(kind, None, implicit_collection) == resolve(
                        kind, None, implicit_collection
                    )
    finally:
        for loader in (first, second, plain):
            loader.dispose()


def _scalar(text: str, style: str) -> str:
    if style == "single":
        return "'" + text.replace("'", "''") + "'"
    if style == "double":
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if style.startswith("!!"):
        return f"{style} {yaml.safe_dump(text, default_style=chr(34)).strip()}"
    return text if text and text[0].isalnum() and "#" not in text else repr(text)


scalars = st.builds(
    _scalar,
    st.sampled_from(TRICKY) | st.text(alphabet="abAB01:-. é", max_size=5),
    st.sampled_from(["plain"] * 6 + ["single", "double", "!!str", "!!int", "!!binary", "!!set"]),
)
keys = scalars | st.sampled_from(["<<", "=", "a", "a", "'a'", "b", "1"])
flow = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4).map(lambda items: "[" + ", ".join(items) + "]")
        | st.lists(st.tuples(keys, inner), max_size=4).map(
            lambda pairs: "{" + ", ".join(f"{k}: {v}" for k, v in pairs) + "}"
        )
        | inner.map(lambda item: f"!!map {item}")
        | inner.map(lambda item: f"&x {item}")
    ),
    max_leaves=10,
)
block = st.lists(st.tuples(keys, flow), min_size=1, max_size=5).map(
    lambda pairs: "".join(f"{k}: {v}\n" for k, v in pairs)
)


@contextmanager
def _plain_way() -> Iterator[None]:
    """PyYAML's own resolver and constructor, without the shortcuts."""

    def not_plain(self: QuickLoader) -> Any:
        raise NotPlain

    with (
        mock.patch.object(QuickLoader, "plain_document", not_plain),
        mock.patch.object(QuickLoader, "resolve", CSafeLoader.resolve),
    ):
        yield


def _shape(data: Any) -> Any:
    """``data`` with the type of every value, comparable where NaN is not (NaN != NaN)."""
    if isinstance(data, dict):
        return ("dict", [(_shape(k), _shape(v)) for k, v in data.items()])
    if isinstance(data, list):
        return ("list", [_shape(item) for item in data])
    if isinstance(data, set):
        return ("set", sorted(map(repr, data)))
    return (type(data).__name__, repr(data))


def _both_ways(text: str) -> None:
    data, problems = parse("f.yaml", text)
    with _plain_way():
        plain_data, plain_problems = parse("f.yaml", text)
    assert problems == plain_problems
    assert _shape(data) == _shape(plain_data)


@settings(max_examples=400, deadline=None)
@given(block | flow)
def test_documents_read_the_same_as_pyyamls_way(text: str) -> None:
    _both_ways(text)


@settings(max_examples=100, deadline=None)
@given(
    st.recursive(
        st.integers(-(10**20), 10**20) | st.text(max_size=6) | st.booleans() | st.none(),
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner),
        max_leaves=15,
    ),
    st.sampled_from([None, True, False]),
)
def test_dumped_data_reads_the_same_as_pyyamls_way(data: Any, flow_style: bool | None) -> None:
    _both_ways(yaml.safe_dump(data, default_flow_style=flow_style, allow_unicode=True))


ROUND = """\
date: 2005-06-25
boards:
  - board: 1
    result: draw
    powers:
      Austria: {player: massimo-mancini, centres: [4, 4, 4, 4, 4, 4, 0]}
      England: {player: null, centres: 5}
"""


def _quick_document(text: str) -> Any:
    """``text`` read by the shortcut alone (``plain_document``)."""
    loader = QuickLoader(text)
    try:
        return loader.plain_document()
    finally:
        loader.dispose()


def test_a_round_file_takes_the_shortcut() -> None:
    data = _quick_document(ROUND)
    assert _shape(data) == _shape(yaml.load(ROUND, Loader=CSafeLoader))


@pytest.mark.parametrize("text", ["", "# only a comment\n", "---\n", "--- 7\n...\n"])
def test_a_document_without_collections_takes_the_shortcut(text: str) -> None:
    data = _quick_document(text)
    assert _shape(data) == _shape(yaml.load(text, Loader=CSafeLoader))


def test_text_lists_and_mappings_are_made_as_pyyaml_makes_them() -> None:
    """plain_document builds these three itself: PyYAML must still build them the plain
    way."""
    constructors = QuickLoader.yaml_constructors
    assert constructors["tag:yaml.org,2002:str"] is SafeConstructor.construct_yaml_str
    assert constructors["tag:yaml.org,2002:map"] is SafeConstructor.construct_yaml_map
    assert constructors["tag:yaml.org,2002:seq"] is SafeConstructor.construct_yaml_seq


@pytest.mark.parametrize(
    "text",
    [
        "a: 1\na: 2\n",  # a duplicate key
        "1: a\n",  # a key YAML reads as a number
        "base: &b {x: 1}\nother: {<<: *b}\n",  # a merge key
        "=: a\n",  # the value key
        "a: !!set {x, y}\n",  # a collection PyYAML makes its own way
        "a: !!map b\n",  # a mapping's tag on a scalar
        "a: !!binary 'a'\n",  # a scalar its constructor refuses
        "a: 2024-02-30\n",  # a date not in the calendar
        "a: 017\n",  # a number podium refuses
        "a: !custom 1\n",  # a tag no constructor knows
        "a: &x 1\nb: &x 2\n",  # an anchor (PyYAML refuses one defined twice)
        "a: *x\n",  # an alias
        "[1]: a\n",  # a list as a key
        "a: 1\n---\nb: 2\n",  # a second document
        "a: [1\n",  # a syntax error
        "a: !!omap [b: 1]\n",  # a collection PyYAML makes its own way
    ],
)
def test_other_documents_are_left_to_pyyaml(text: str) -> None:
    loader = _StrictLoader(text)  # (its constructor refuses 017)
    try:
        with pytest.raises(NotPlain):
            loader.plain_document()
    finally:
        loader.dispose()
    _both_ways(text)
