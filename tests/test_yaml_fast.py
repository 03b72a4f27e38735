"""The fast YAML path (yaml-rs) reads exactly what PyYAML reads, or steps aside."""

from __future__ import annotations

import os
import re
from datetime import date
from pathlib import Path

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.content.yamlfile import _RISKY_TEXT, _fast, _plain, _risky, parse

ROOT = Path(__file__).resolve().parent.parent

TRICKY = [
    "yes",
    "No",
    "ON",
    "off",
    "true",
    "False",
    "null",
    "~",
    "",
    "=",
    "0",
    "-0",
    "+5",
    "010",
    "0o17",
    "0x1F",
    "0b101",
    "1_000",
    "1e3",
    "1.5e3",
    "1.5E+3",
    ".5",
    "1.",
    "0.10",
    "12:30",
    "1:20:30",
    ".inf",
    "-.Inf",
    ".NaN",
    "2024-05-10",
    "2024-5-1",
    "2024-02-30",
    "2024-05-10 10:00:00",
    "'yes'",
    '"010"',
    "Bob",
    "O'Brien",
    "a b",
    "3",
    "34",
    "-1",
    "[1, 2]",
    "{a: 1}",
    "[1, 2,]",
    "&a 1",
    "*a",
    "!!str 5",
    "é",
    "# c",
    "x # c",
]


def pyyaml(text: str) -> object:
    return yaml.load(text, Loader=yaml.CSafeLoader)


def test_the_fast_path_is_installed_and_taken_for_clean_files() -> None:
    assert _fast("boards:\n  - board: 1\n    powers: {A: {player: x, centres: [3, 4]}}\n") == (
        True,
        {"boards": [{"board": 1, "powers": {"A": {"player": "x", "centres": [3, 4]}}}]},
    )


def test_risky_text_goes_to_pyyaml() -> None:
    for text in ["a: yes", "a: 010", "a: 1e3", "a: 12:30", "a: 2024-02-30", "a:\n\t- 1"]:
        assert _fast(text) == (False, None), text


def test_every_example_file_reads_the_same_both_ways() -> None:
    files = sorted(ROOT.glob("content/**/*.yaml"))
    assert len(files) > 10
    fast_taken = 0
    for file in files:
        text = file.read_text(encoding="utf-8")
        assert parse(str(file), text) == parse(str(file), text, fast=False), file
        fast_taken += _fast(text)[0]
    assert fast_taken > len(files) // 2


@settings(max_examples=int(os.environ.get("PODIUM_YAML_EXAMPLES", "1000")), deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["a", "b", "yes", "1", "x y", "null", "~", "2024-05-10", "1.5", "On"]),
            st.sampled_from(TRICKY) | st.text(max_size=8),
        ),
        max_size=6,
        unique_by=lambda kv: kv[0],
    ),
    st.booleans(),
)
def test_when_the_fast_path_answers_pyyaml_agrees(pairs: list[tuple[str, str]], flow: bool) -> None:
    if flow:
        text = "doc: {" + ", ".join(f"{k}: {v}" for k, v in pairs) + "}\n"
    else:
        text = "".join(f"{k}: {v}\n" for k, v in pairs)
    ok, data = _fast(text)
    if ok:
        assert data == pyyaml(text)
        assert type(data) is type(pyyaml(text))
        assert parse("f.yaml", text, fast=False) == (data, [])  # nor any problem to report


# The definitions the fast checks are written from: each word of the text on its own.
_TOKEN = re.compile(r"[^\s\[\]{},:#'\"]+")
_RISKY_TOKEN = re.compile(
    r"yes|no|on|off|=|[-+]?(?:0[0-9xob_]|[0-9][0-9_]*_|[0-9][0-9_.]*e|\.(?:inf|nan)).*",
    re.IGNORECASE,
)


def _risky_by_words(text: str) -> bool:
    if _RISKY_TEXT.search(text):
        return True
    for word in set(_TOKEN.findall(text)):
        if _RISKY_TOKEN.fullmatch(word):
            return True
        if re.fullmatch(r"\d{4}-\d\d-\d\d", word):
            try:
                date.fromisoformat(word)
            except ValueError:
                return True
    return False


_PIECES = st.sampled_from(
    [*TRICKY, "a", "x", ": ", ":", " ", "\n", "- ", "[", "]", "{", "}", ",", "#", "'", '"', "_"]
)


_ASCII = st.characters(min_codepoint=0, max_codepoint=127)


@given(st.lists(_PIECES | st.text(_ASCII, max_size=4), max_size=12).map("".join))
def test_risky_scans_the_text_as_the_words_would(text: str) -> None:
    assert _risky(text) == _risky_by_words(text)


@given(st.lists(_PIECES | st.text(max_size=4), max_size=12).map("".join))
def test_risky_misses_nothing_but_unicode_case_twins(text: str) -> None:
    """Beyond ASCII, only words that merely look like yes/no/on/off to Unicode case
    folding (``yeſ``) may go by; YAML 1.1 reads none of them as a boolean."""
    if _risky_by_words(text) and not _risky(text):
        twins = [w for w in _TOKEN.findall(text) if not w.isascii() and _RISKY_TOKEN.fullmatch(w)]
        assert twins and all(yaml.safe_load(w) == w for w in twins)


@given(
    st.recursive(
        st.none() | st.integers() | st.integers(min_value=2**64) | st.text(max_size=3),
        lambda inner: (
            st.lists(inner, max_size=3)
            | st.dictionaries(
                st.text(max_size=2) | st.integers() | st.booleans(), inner, max_size=3
            )
        ),
        max_leaves=8,
    )
)
def test_plain_means_every_key_is_a_string(data: object) -> None:
    def walk(item: object) -> bool:
        if isinstance(item, dict):
            return all(type(k) is str and walk(v) for k, v in item.items())
        if isinstance(item, list):
            return all(walk(v) for v in item)
        return True

    assert _plain(data) == walk(data)
