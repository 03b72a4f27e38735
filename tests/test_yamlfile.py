"""The YAML reader, its limits, and the Locator that finds line:col again."""

from __future__ import annotations

from typing import Any

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from podium.content.yamlfile import Locator, _depth_bound, _values_bound, parse
from podium.model import PathItem, Where

keys = st.text(alphabet="abcdefghij-", min_size=1, max_size=6).filter(
    lambda k: k not in {"y", "n"} and not k.startswith("-")
)
leaves = st.integers(min_value=-1000, max_value=1000) | st.text(alphabet="klmpqrs", min_size=1)
documents = st.recursive(
    leaves,
    lambda inner: (
        st.lists(inner, min_size=1, max_size=3)
        | st.dictionaries(keys, inner, min_size=1, max_size=3)
    ),
    max_leaves=12,
).filter(lambda d: isinstance(d, dict))


def scalar_paths(data: Any, path: tuple[PathItem, ...] = ()) -> list[tuple[PathItem, ...]]:
    if isinstance(data, dict):
        return [p for k, v in data.items() for p in scalar_paths(v, (*path, k))]
    if isinstance(data, list):
        return [p for i, v in enumerate(data) for p in scalar_paths(v, (*path, i))]
    return [path]


def value_at(data: Any, path: tuple[PathItem, ...]) -> Any:
    for item in path:
        data = data[item]
    return data


@settings(max_examples=60, deadline=None)
@given(documents, st.booleans())
def test_locator_finds_every_value_and_key(data: dict[str, Any], flow: bool) -> None:
    text = yaml.safe_dump(data, default_flow_style=flow, sort_keys=False)
    assert parse("f.yaml", text) == (data, [])
    lines = text.splitlines()
    locator = Locator({"f.yaml": text})
    for path in scalar_paths(data):
        line, col = locator.position(Where("f.yaml", path))
        assert lines[line - 1][col - 1 :].startswith(str(value_at(data, path)))
        if isinstance(path[-1], str):
            line, col = locator.position(Where("f.yaml", path), at_key=True)
            assert lines[line - 1][col - 1 :].startswith(path[-1])


def test_a_pointer_beyond_the_document_gives_the_deepest_place() -> None:
    locator = Locator({"f.yaml": "a:\n  b: 1\n"})
    assert locator.position(Where("f.yaml", ("a", "missing", 3))) == (2, 3)
    assert locator.position(Where("f.yaml", ())) == (1, 1)


def test_an_unreadable_file_has_no_position() -> None:
    assert Locator().position(Where("/nonexistent/f.yaml", ("a",))) == (0, 0)
    assert Locator({"bad.yaml": "a: [\n"}).position(Where("bad.yaml", ("a",))) == (0, 0)


def test_every_duplicate_key_of_a_file_is_reported() -> None:
    data, problems = parse("f.yaml", "a: 1\nb:\n  c: 1\n  c: 2\na: 3\n")
    assert data is None
    assert [str(p) for p in problems] == [
        "f.yaml:4:3: duplicate key 'c' (first at line 3); "
        "keep only one of them: YAML would silently use the last one",
        "f.yaml:5:1: duplicate key 'a' (first at line 1); "
        "keep only one of them: YAML would silently use the last one",
    ]


def _depth(data: Any) -> int:
    if isinstance(data, dict):
        return 1 + max((_depth(v) for v in data.values()), default=0)
    if isinstance(data, list):
        return 1 + max((_depth(v) for v in data), default=0)
    return 0


@settings(max_examples=80, deadline=None)
@given(documents, st.sampled_from([None, True, False]))
def test_the_cheap_depth_bound_is_never_below_the_depth(data: dict[str, Any], flow: Any) -> None:
    """The bound that spares most files the exact count of libyaml's events (the plain way
    of knowing the depth) never says a document is shallower than it is."""
    text = yaml.safe_dump(data, default_flow_style=flow, sort_keys=False, indent=2)
    assert _depth_bound(text) >= _depth(data)


def _values(node: yaml.Node) -> int:
    if isinstance(node, yaml.MappingNode):
        return 1 + sum(_values(key) + _values(value) for key, value in node.value)
    if isinstance(node, yaml.SequenceNode):
        return 1 + sum(_values(item) for item in node.value)
    return 1


TERSE = st.lists(st.sampled_from(["?", "-", " ", "\n", ",", "[", "]", "{", "}", ":", "a"]))
"""The shortest pieces of YAML: a ``?`` or ``a:`` alone stands for a null key or value too."""


@settings(max_examples=80, deadline=None)
@given(documents, st.sampled_from([None, True, False]))
def test_the_cheap_values_bound_is_never_below_the_values(data: dict[str, Any], flow: Any) -> None:
    """The bound that spares most files the count of libyaml's events never says a file
    writes fewer values than it does."""
    text = yaml.safe_dump(data, default_flow_style=flow, sort_keys=False, indent=2)
    node = yaml.compose(text, Loader=yaml.CSafeLoader)
    assert node is not None and _values_bound(text) >= _values(node)


@settings(max_examples=300, deadline=None)
@given(TERSE)
def test_the_cheap_values_bound_holds_for_a_file_of_indicators(pieces: list[str]) -> None:
    """Nor for the tersest YAML, where null keys and values take no character at all."""
    text = "".join(pieces)
    try:
        node = yaml.compose(text, Loader=yaml.CSafeLoader)
    except yaml.YAMLError:
        return  # not YAML: the parse reports it before counting anything
    assert _values_bound(text) >= (0 if node is None else _values(node))


def test_a_file_writing_out_more_than_100000_values_is_refused_at_the_first_too_many() -> None:
    text = "points:\n" + "  - 1\n" * 100_000
    data, problems = parse("series/s.yaml", text)
    assert data is None
    assert [str(p) for p in problems] == [
        "series/s.yaml:99999:5: the file holds more than 100,000 values; "
        "remove what is not content (a round file holds a few hundred values)"
    ]
    within = "points:\n" + "  - 1\n" * 99_997
    assert parse("series/s.yaml", within)[1] == []


def test_a_document_nested_beyond_the_limit_is_refused_where_it_goes_too_deep() -> None:
    # line i + 2 holds a list (depth 2i + 2) of one mapping (depth 2i + 3) at column 2i + 3
    text = "a:\n" + "".join("  " * i + f"- k{i}:\n" for i in range(600))
    data, problems = parse("f.yaml", text)
    assert data is None
    assert [str(p) for p in problems] == [
        "f.yaml:501:1001: lists and mappings nested more than 1000 levels deep; "
        "content needs a few levels: check the brackets and the indentation"
    ]


def test_a_mapping_tag_on_a_scalar_or_a_list_is_a_problem_not_a_crash() -> None:
    found = [parse("f.yaml", text) for text in ("a: !!set x\n", "a: !!map [1]\n")]
    assert [(data, [str(p) for p in problems]) for data, problems in found] == [
        (
            None,
            [
                "f.yaml:1:4: YAML syntax error: expected a mapping node, but found scalar; "
                "check the indentation, colons and quotes on this line and the line above"
            ],
        ),
        (
            None,
            [
                "f.yaml:1:4: YAML syntax error: expected a mapping node, but found sequence; "
                "check the indentation, colons and quotes on this line and the line above"
            ],
        ),
    ]


def test_a_tag_that_does_not_fit_its_value_is_a_problem_not_a_crash() -> None:
    texts = ("a: !!bool x\n", "a: !!int ''\n", "a: !!int [7]\n", "a: !!timestamp x\n")
    assert [[str(p) for p in parse("f.yaml", text)[1]] for text in texts] == [
        ["f.yaml:1:4: 'x' cannot be read as bool; "
         "fix the value, or put it in quotes to keep it as text"],
        ["f.yaml:1:4: '' cannot be read as int; "
         "fix the value, or put it in quotes to keep it as text"],
        ["f.yaml:1:4: YAML syntax error: expected a scalar node, but found sequence; "
         "check the indentation, colons and quotes on this line and the line above"],
        ["f.yaml:1:4: this value is not a date; write a real date as YYYY-MM-DD"],
    ]  # fmt: skip
