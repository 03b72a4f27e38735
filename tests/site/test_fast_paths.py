"""The speed tricks of rendering and planning give exactly what the plain way gives:
``x.name`` of :mod:`podium.render.fast_getattr`, links kept by the planning context."""

from __future__ import annotations

import posixpath
from pathlib import Path
from typing import Any

import jinja2
import pytest
from hypothesis import given
from hypothesis import strategies as st
from markupsafe import Markup

from podium.build import pipeline
from podium.model import Club, Player, SiteConfig
from podium.render.templates import (
    EscapedCatalogs,
    make_environment,
    theme_dirs,
)
from podium.site.i18n import Translator
from podium.site.pages import context, href, player_path
from podium.themes import LANGUAGES as THEME_LANGUAGES
from tests.site.conftest import made_events, site_pages, site_stages
from tests.site.sample import sample_club

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


_OPTIONS: dict[str, Any] = {
    "autoescape": True,
    "undefined": jinja2.StrictUndefined,
    "trim_blocks": True,
    "lstrip_blocks": True,
    "keep_trailing_newline": True,
}


def _plain_twin(ours: jinja2.Environment, translator: Translator) -> jinja2.Environment:
    """A plain ``jinja2.Environment`` with the same loader, options, globals, filters and
    i18n functions."""
    plain = jinja2.Environment(loader=ours.loader, extensions=["jinja2.ext.i18n"], **_OPTIONS)
    i18n = {"_", "gettext", "ngettext", "pgettext", "npgettext"}  # installed below
    plain.globals.update({k: v for k, v in ours.globals.items() if k not in i18n})
    plain.filters.update(ours.filters)
    plain.install_gettext_translations(  # type: ignore[attr-defined]
        EscapedCatalogs(translator.translations), newstyle=True
    )
    return plain


@pytest.mark.parametrize("language", THEME_LANGUAGES)
def test_every_page_of_the_theme_is_what_plain_jinja_makes(language: str) -> None:
    club, results = sample_club(language)
    ours = make_environment(theme_dirs(club.root, club.site.theme), Translator(club.site.language))
    assert type(ours) is not jinja2.Environment  # the environment with the shortcut
    plain = _plain_twin(ours, Translator(club.site.language))
    shared = site_stages(club, results)
    made = made_events(shared, results)
    pages = [
        *(p for r in results.values() for p in pipeline.plan_event(shared, r)),
        *site_pages(shared, made),
    ]
    templates = {page.template for page in pages}
    assert {"event.html", "round.html", "board.html", "player.html", "home.html"} <= templates
    for page in pages:
        mine = ours.get_template(page.template).render(page.data)
        theirs = plain.get_template(page.template).render(page.data)
        assert mine == theirs, page.path


class _Obj:
    def __init__(self, v: object) -> None:
        self.v = v


_VALUES = st.one_of(
    st.text(),
    st.sampled_from(["", "<&'\">", "O'Brien & Sons", "l'Aquila", 'say "hi"', "a>b", "x<y"]),
    st.integers(),
    st.booleans(),
    st.floats(),
    st.fractions(),
    st.none(),
    st.builds(Markup, st.text()),
)

_LOOKUPS = "{{ v }}|{{ d.v }}|{{ o.v }}|{{ d.n.v }}|{{ [d][0].v }}|{{ d['v'] }}|{{ v ~ d.v }}"


@given(_VALUES)
def test_values_are_written_as_plain_jinja_writes_them(value: object) -> None:
    ours = make_environment([], Translator("en")).from_string(_LOOKUPS)
    plain = jinja2.Environment(**_OPTIONS).from_string(_LOOKUPS)
    data = {"v": value, "d": {"v": value, "n": {"v": value}}, "o": _Obj(value)}
    assert ours.render(data) == plain.render(data)


def test_a_missing_name_is_refused_as_plain_jinja_refuses_it() -> None:
    ours = make_environment([], Translator("en"))
    plain = jinja2.Environment(**_OPTIONS)
    for source in [
        "{{ d.gone }}",
        "{{ o.gone }}",
        "{{ d.n.gone }}",
        "{{ gone }}",
        "{{ d.gone.v }}",
    ]:
        data = {"d": {"n": {}}, "o": _Obj(1)}
        for env in (ours, plain):
            with pytest.raises(jinja2.UndefinedError):
                env.from_string(source).render(data)
    source = "{% if d.gone is defined %}yes{% else %}no{% endif %}|{{ d.items() | list }}"
    data = {"d": {"a": 1}}
    expected = "no|[(&#39;a&#39;, 1)]"
    assert ours.from_string(source).render(data) == plain.from_string(source).render(data)
    assert ours.from_string(source).render(data) == expected


def test_a_key_named_like_a_dict_method_is_the_one_difference() -> None:
    """Why view data never use ``items``, ``keys``, ``get``... as keys: plain Jinja gives
    the dict's method, the shortcut gives the key."""
    source = "{{ d.items is string }}"
    data = {"d": {"items": "x"}}
    assert make_environment([], Translator("en")).from_string(source).render(data) == "True"
    assert jinja2.Environment(**_OPTIONS).from_string(source).render(data) == "False"


def _theme(tmp_path: Path, source: str) -> Path:
    (tmp_path / "templates").mkdir(parents=True, exist_ok=True)
    (tmp_path / "templates" / "t.html").write_text(source, encoding="utf-8")
    return tmp_path


LANGUAGES: list[tuple[str, str]] = [("en", "Player"), ("it", "Giocatore"), ("en", "Player")]


def test_templates_are_compiled_per_language_and_never_kept(tmp_path: Path) -> None:
    """Compiled templates are never written anywhere (loading them would run code: the
    cache is data, never code)."""
    theme = _theme(tmp_path / "theme", "{{ _('Player') }}")
    before = sorted(tmp_path.rglob("*"))
    for language, expected in LANGUAGES:
        env = make_environment([theme], Translator(language))
        assert env.get_template("t.html").render() == expected
        assert env.bytecode_cache is None
    assert sorted(tmp_path.rglob("*")) == before
