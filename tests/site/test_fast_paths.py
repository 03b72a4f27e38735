"""The shortcuts taken for speed give exactly what the plain way gives."""

from __future__ import annotations

import posixpath
from fractions import Fraction
from pathlib import Path

import jinja2
import pytest
from hypothesis import given
from hypothesis import strategies as st
from markupsafe import Markup, escape

from generator.model import Club, Player, SiteConfig
from generator.render.templates import html, make_environment
from generator.site.i18n import Language, Translator
from generator.site.pages import context, href, player_path

_SEGMENT = st.sampled_from(["events", "players", "x", "y", "round-1", "board-2", "a", "ab"])
_FILE = st.sampled_from(["index.html", "feed.xml", "podium.css", "results.json"])
_PATH = st.builds(
    lambda folders, name: "/".join([*folders, name]),
    st.lists(_SEGMENT, max_size=4),
    _FILE,
)


@given(_PATH, _PATH)
def test_href_is_the_relative_path(from_page: str, to: str) -> None:
    expected = posixpath.relpath(to, posixpath.dirname(from_page) or ".")
    assert href(from_page, to) == expected


_CLUB = Club(SiteConfig(title="Club"), {"ann": Player("ann", "Ann")}, ())


@given(st.lists(_PATH, min_size=1, max_size=6), st.sampled_from(["ann", "bob"]))
def test_player_links_are_the_relative_path(pages: list[str], player: str) -> None:
    ctx = context(_CLUB)  # one context for all the pages: links are kept between them
    for page in pages:
        link = ctx.player_link(page, player)
        assert link == {
            "name": "Ann" if player == "ann" else player,
            "href": href(page, player_path(player)),
        }


@given(
    st.one_of(
        st.text(),
        st.integers(),
        st.builds(Markup, st.text()),
        st.fractions(),
        st.none(),
        st.booleans(),
    )
)
def test_html_is_markupsafe_escape(value: object) -> None:
    written = html(value)
    assert type(written) is str
    assert written == str(escape(value))


def test_templates_write_escaped_values_once(tmp_path: Path) -> None:
    (tmp_path / "templates").mkdir()
    (tmp_path / "templates" / "t.html").write_text(
        "{% macro m() %}<i>{{ a }}</i>{% endmacro %}"
        "{{ a }}|{{ b }}|{{ n }}|{{ m() }}|{% set s %}<{{ a }}>{% endset %}{{ s }}|{{ a ~ b }}",
        encoding="utf-8",
    )
    env = make_environment([tmp_path], Translator("en"))
    out = env.get_template("t.html").render(a="<&'\">", b=Markup("<b>ok</b>"), n=3)
    plain = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(tmp_path / "templates")), autoescape=True
    )
    assert out == plain.get_template("t.html").render(a="<&'\">", b=Markup("<b>ok</b>"), n=3)
    assert out.startswith("&lt;&amp;&#39;&#34;&gt;|<b>ok</b>|3|<i>&lt;&amp;")


def test_numbers_and_other_values_are_written_as_jinja_writes_them(tmp_path: Path) -> None:
    (tmp_path / "templates").mkdir()
    source = "{% for v in values %}[{{ v }}]{% endfor %}"
    (tmp_path / "templates" / "t.html").write_text(source, encoding="utf-8")
    values = [0, -12, 10**20, True, False, 1.5, Fraction(7, 2), None, Markup("<b>"), "<i>"]
    ours = make_environment([tmp_path], Translator("en")).get_template("t.html")
    plain = jinja2.Environment(autoescape=True).from_string(source)
    assert ours.render(values=values) == plain.render(values=values)


class _Row:
    def __init__(self, name: str) -> None:
        self.name = name


def test_attributes_in_line_give_what_jinja_gives(tmp_path: Path) -> None:
    """``r.name`` is looked up in line for dicts; objects, nested and missing names
    behave as in Jinja (StrictUndefined still refuses what is not there)."""
    (tmp_path / "templates").mkdir()
    source = (
        "{% for r in rows %}[{{ r.name }}|{{ r.link.href }}|{{ r.n }}]{% endfor %}"
        "{{ top.name }}{% if top.gone is defined %}!{% endif %}{{ top.items() | list | length }}"
    )
    (tmp_path / "templates" / "t.html").write_text(source, encoding="utf-8")
    first = {"name": "<a>", "link": {"href": "x&y"}, "n": 3}
    data: dict[str, object] = {"rows": [first, _Row("obj")], "top": {"name": "Top"}}
    ours = make_environment([tmp_path], Translator("en")).get_template("t.html")
    plain = jinja2.Environment(autoescape=True, undefined=jinja2.StrictUndefined)
    theirs = plain.from_string(source)
    with pytest.raises(jinja2.UndefinedError):  # _Row has no link: both refuse
        ours.render(data)
    with pytest.raises(jinja2.UndefinedError):
        theirs.render(data)
    data["rows"] = [first]
    assert ours.render(data) == theirs.render(data) == "[&lt;a&gt;|x&amp;y|3]Top1"
    with pytest.raises(jinja2.UndefinedError):
        ours.render({"rows": [], "top": {}})


def test_nested_attributes_give_what_jinja_gives(tmp_path: Path) -> None:
    """``a.b.c`` (each object looked up once) and attributes of calls and items."""
    (tmp_path / "templates").mkdir()
    source = (
        "{{ a.b.c }}|{{ a.b.o.name }}|{{ a['b'].c }}|{{ f().name }}"
        "|{% for x in a.b.l %}{{ x.name }}{% endfor %}|{{ a.b.c.upper() }}"
    )
    (tmp_path / "templates" / "t.html").write_text(source, encoding="utf-8")
    data = {
        "a": {"b": {"c": "<c>", "o": _Row("&"), "l": [_Row("1"), {"name": "2"}]}},
        "f": lambda: {"name": "called"},
    }
    ours = make_environment([tmp_path], Translator("en")).get_template("t.html").render(data)
    plain = jinja2.Environment(autoescape=True, undefined=jinja2.StrictUndefined)
    assert (
        ours
        == plain.from_string(source).render(data)
        == "&lt;c&gt;|&amp;|&lt;c&gt;|called|12|&lt;C&gt;"
    )
    with pytest.raises(jinja2.UndefinedError):
        make_environment([tmp_path], Translator("en")).get_template("t.html").render(
            {"a": {"b": {}}, "f": data["f"]}
        )


def _theme(tmp_path: Path, source: str) -> Path:
    (tmp_path / "templates").mkdir(parents=True, exist_ok=True)
    (tmp_path / "templates" / "t.html").write_text(source, encoding="utf-8")
    return tmp_path


def test_translations_written_out_are_made_once_and_read_the_same(tmp_path: Path) -> None:
    theme = _theme(tmp_path, "{{ t('col.player') }}|{{ t('round.title', n=2) }}|{{ t(k) }}")
    env = make_environment([theme], Translator("it"))
    code = env.compile(env.loader.get_source(env, "t.html")[0], raw=True)  # type: ignore[union-attr]
    assert "'Giocatore|Turno 2|'" in code  # folded when compiled, into the template's text
    out = env.get_template("t.html").render(k="col.score")
    tr = Translator("it")
    assert out == f"{tr.t('col.player')}|{tr.t('round.title', n=2)}|{tr.t('col.score')}"


def test_a_t_of_the_template_own_is_not_the_translator(tmp_path: Path) -> None:
    source = (
        "{% macro m(t) %}{{ t('x') }}{% endmacro %}{{ m(f) }}|"
        "{% for t in [f] %}{{ t('y') }}{% endfor %}|"
        "{{ t('col.player') }}{% set t = f %}{{ t('z') }}"
    )
    env = make_environment([_theme(tmp_path, source)], Translator("en"))
    out = env.get_template("t.html").render(f=lambda key: f"<{key}>")
    assert out == "&lt;x&gt;|&lt;y&gt;|Player&lt;z&gt;"


def test_an_unknown_key_still_fails_when_rendered(tmp_path: Path) -> None:
    env = make_environment([_theme(tmp_path, "{{ t('no.such.key') }}")], Translator("en"))
    template = env.get_template("t.html")
    with pytest.raises(KeyError):
        template.render()


LANGUAGES: list[tuple[Language, str]] = [("en", "Player"), ("it", "Giocatore"), ("en", "Player")]


def test_templates_are_compiled_per_language_and_never_kept(tmp_path: Path) -> None:
    """Translations are compiled into the template, and compiled templates are never
    written anywhere (loading them would run code: the cache is data, never code)."""
    theme = _theme(tmp_path / "theme", "{{ t('col.player') }}")
    before = sorted(tmp_path.rglob("*"))
    for language, expected in LANGUAGES:
        env = make_environment([theme], Translator(language))
        assert env.get_template("t.html").render() == expected
        assert env.bytecode_cache is None
    assert sorted(tmp_path.rglob("*")) == before
