"""Compiled templates kept from one build to the next (podium.render.compiled): in Jinja's
folder for this user, never in the build cache; the same pages as compiling afresh,
whatever changed in between (the language, a catalog, a template)."""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jinja2
import pytest

from podium.build.pipeline import build
from podium.render.compiled import PREFIX
from podium.themes import DEFAULT_THEME, builtin_themes_dir
from tests.conftest import Writer
from tests.test_incremental import files

DEFAULT = builtin_themes_dir() / DEFAULT_THEME

OVERRIDE = """\
msgid ""
msgstr ""
"Language: en\\n"

msgid "Players"
msgstr "{word}"
"""


@pytest.fixture
def private(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Jinja's folder for this user, inside the test's own temporary folder."""
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temporary))
    return temporary / f"_jinja2-cache-{os.getuid()}"


@pytest.fixture
def compiles(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The names of the templates Jinja compiles, as it compiles them."""
    names: list[str] = []
    compile_template = jinja2.Environment.compile

    def counted(self: jinja2.Environment, source: str, name: str | None, *rest: Any) -> Any:
        names.append(name or "")
        return compile_template(self, source, name, *rest)

    monkeypatch.setattr(jinja2.Environment, "compile", counted)
    yield names


def kept(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir()) if folder.is_dir() else []


def test_a_build_with_the_cache_keeps_them_and_the_next_one_compiles_none(
    club: Writer, tmp_path: Path, private: Path, compiles: list[str]
) -> None:
    content = club()
    build(content, tmp_path / "first", cache=tmp_path / "cache")
    assert compiles  # the first build compiled its templates
    assert kept(private) and all(name.startswith(PREFIX) for name in kept(private))
    assert not any(p.suffix == ".cache" for p in (tmp_path / "cache").rglob("*"))  # no code
    compiles.clear()
    build(content, tmp_path / "second", cache=tmp_path / "cache")
    assert compiles == []
    build(content, tmp_path / "plain")  # --no-cache: compiled afresh, nothing kept
    assert compiles != []
    assert files(tmp_path / "second") == files(tmp_path / "plain") == files(tmp_path / "first")


def test_without_the_cache_nothing_is_kept(club: Writer, tmp_path: Path, private: Path) -> None:
    build(club(), tmp_path / "_site")
    assert kept(private) == []


def test_another_language_is_compiled_again(club: Writer, tmp_path: Path, private: Path) -> None:
    build(club(), tmp_path / "en", cache=tmp_path / "cache")
    content = club({"site.yaml": "title: Test Club\nlanguage: it\n"})
    build(content, tmp_path / "it", cache=tmp_path / "cache")
    build(content, tmp_path / "plain")
    assert files(tmp_path / "it") == files(tmp_path / "plain")
    assert "Giocatori" in (tmp_path / "it" / "index.html").read_text(encoding="utf-8")


def test_a_changed_catalog_is_compiled_again(club: Writer, tmp_path: Path, private: Path) -> None:
    """The theme's fixed texts are translated as a template is compiled: a club that
    rewords one gets pages with its new words, not the templates compiled before."""
    content = club()
    catalog = tmp_path / "themes" / "default" / "locales" / "en" / "LC_MESSAGES" / "messages.po"
    catalog.parent.mkdir(parents=True)
    for word in ("Members", "Friends"):
        catalog.write_text(OVERRIDE.format(word=word), encoding="utf-8")
        build(content, tmp_path / word, cache=tmp_path / "cache")
        build(content, tmp_path / f"plain-{word}")
        assert files(tmp_path / word) == files(tmp_path / f"plain-{word}")
        assert f">{word}<" in (tmp_path / word / "index.html").read_text(encoding="utf-8")


def test_a_changed_template_is_compiled_again(club: Writer, tmp_path: Path, private: Path) -> None:
    content = club()
    templates = tmp_path / "themes" / "default" / "templates"
    templates.mkdir(parents=True)
    text = (DEFAULT / "templates" / "base.html").read_text(encoding="utf-8")
    for mark in ("one", "two"):
        changed = text.replace("<body", f"<!-- {mark} --><body", 1)
        (templates / "base.html").write_text(changed, encoding="utf-8")
        build(content, tmp_path / mark, cache=tmp_path / "cache")
        assert f"<!-- {mark} -->" in (tmp_path / mark / "index.html").read_text(encoding="utf-8")


def test_a_damaged_file_is_compiled_again(
    club: Writer, tmp_path: Path, private: Path, compiles: list[str]
) -> None:
    content = club()
    build(content, tmp_path / "first", cache=tmp_path / "cache")
    for name in kept(private):
        (private / name).write_bytes(b"not a compiled template")
    compiles.clear()
    build(content, tmp_path / "second", cache=tmp_path / "cache")
    assert compiles != []
    assert files(tmp_path / "second") == files(tmp_path / "first")
    compiles.clear()  # and kept again
    build(content, tmp_path / "third", cache=tmp_path / "cache")
    assert compiles == []


def test_files_of_other_podium_code_are_removed_but_the_three_made_last(
    club: Writer, tmp_path: Path, private: Path
) -> None:
    private.mkdir(mode=0o700)
    theirs = private / "__jinja2_0123.cache"
    theirs.write_bytes(b"another program's")
    older = []
    for age in range(4):  # days
        made = private / f"{PREFIX}{age:016d}_abc_def.cache"
        made.write_bytes(b"another podium's")
        when = time.time() - age * 86400
        os.utime(made, (when, when))
        older.append(made)
    build(club(), tmp_path / "_site", cache=tmp_path / "cache")
    assert theirs.is_file()
    assert [made.exists() for made in older] == [True, True, True, False]


@pytest.mark.parametrize("what", ["a link", "a file", "not a folder"])
def test_no_folder_of_this_users_own_keeps_nothing(
    club: Writer, tmp_path: Path, private: Path, what: str
) -> None:
    """A link in its place (to a folder someone else could write), a file, or a
    temporary folder that is not one: the build compiles its templates and keeps none."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    if what == "a link":
        private.symlink_to(elsewhere)
    elif what == "a file":
        private.write_bytes(b"")
    else:
        os.rmdir(private.parent)
        private.parent.write_bytes(b"")  # the temporary folder is a file
    content = club()
    build(content, tmp_path / "_site", cache=tmp_path / "cache")
    build(content, tmp_path / "plain")
    assert files(tmp_path / "_site") == files(tmp_path / "plain")
    assert list(elsewhere.iterdir()) == []
