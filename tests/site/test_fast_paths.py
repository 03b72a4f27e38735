"""The shortcuts taken for speed give exactly what the plain way gives."""

from __future__ import annotations

import posixpath
from dataclasses import dataclass
from gettext import NullTranslations
from pathlib import Path
from typing import Any

import jinja2
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from markupsafe import Markup, escape

from generator.build import pipeline
from generator.model import Club, Player, SiteConfig
from generator.render.templates import load_templates, make_environment, theme_dirs
from generator.site.i18n import Translator
from generator.site.pages import context, href, player_path
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


@dataclass(frozen=True)
class _EscapedCatalogs:
    """The plain way of :mod:`generator.render.direct_gettext`: Jinja's own newstyle
    wrappers over the catalogs, each translation escaped (plain text, not markup)."""

    translations: NullTranslations

    def gettext(self, message: str) -> Markup:
        return escape(self.translations.gettext(message))

    def ngettext(self, singular: str, plural: str, n: int) -> Markup:
        return escape(self.translations.ngettext(singular, plural, n))

    def pgettext(self, context: str, message: str) -> Markup:
        return escape(self.translations.pgettext(context, message))

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> Markup:
        return escape(self.translations.npgettext(context, singular, plural, n))


def _plain_twin(ours: jinja2.Environment, translator: Translator) -> jinja2.Environment:
    """A plain ``jinja2.Environment`` with the same loader, options, globals and filters,
    and Jinja's own i18n functions."""
    plain = jinja2.Environment(loader=ours.loader, extensions=["jinja2.ext.i18n"], **_OPTIONS)
    i18n = {"_", "gettext", "ngettext", "pgettext", "npgettext"}  # Jinja's own, not ours
    plain.globals.update({k: v for k, v in ours.globals.items() if k not in i18n})
    plain.filters.update(ours.filters)
    plain.install_gettext_translations(  # type: ignore[attr-defined]
        _EscapedCatalogs(translator.translations), newstyle=True
    )
    assert all(plain.globals[name] is not ours.globals[name] for name in i18n)
    return plain


_I18N = (
    "{{ _('Rank') }}|{{ _('Round %(n)s', n=v) }}|{{ _('100%%') }}|"
    "{{ ngettext('%(num)s player', '%(num)s players', 1) }}|"
    "{{ ngettext('%(num)s player', '%(num)s players', 2, num=v) }}|"
    "{{ pgettext('mark', 'Disqualified') }}|{{ gettext('Players') }}|"
    "{% trans %}Players{% endtrans %}|{% trans n=v %}Round {{ n }}{% endtrans %}|"
    "{% trans count=2 %}{{ count }} player{% pluralize %}{{ count }} players{% endtrans %}"
)


@pytest.mark.parametrize("language", ["en", "it", "fr"])
@settings(deadline=None)  # each example makes two environments: slow on a loaded machine
@given(v=st.one_of(st.text(), st.sampled_from(["<&'\">", "Rank", "%(n)s"]), st.integers()))
def test_texts_are_what_jinjas_own_i18n_makes(language: str, v: object) -> None:
    translator = Translator(language)
    ours = make_environment([], translator)
    plain = _plain_twin(ours, translator)
    assert ours.from_string(_I18N).render(v=v) == plain.from_string(_I18N).render(v=v)


@pytest.mark.parametrize("language", ["en", "it", "fr"])
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


_AUTOESCAPE = (
    "{{ v }}|{% autoescape false %}{{ v }}{% endautoescape %}|"
    "{% autoescape flag %}{{ v }}{% endautoescape %}|{% set s %}<{{ v }}>{% endset %}{{ s }}|"
    "{% macro m(x) %}[{{ x }}]{% endmacro %}{{ m(v) }}|{{ m(v) ~ v }}"
)


@given(_VALUES, st.booleans())
def test_values_are_escaped_as_plain_jinja_escapes_them(value: object, flag: bool) -> None:
    ours = make_environment([], Translator("en")).from_string(_AUTOESCAPE)
    plain = jinja2.Environment(**_OPTIONS).from_string(_AUTOESCAPE)
    assert ours.render(v=value, flag=flag) == plain.render(v=value, flag=flag)


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


def test_templates_compiled_before_the_workers_fork_are_the_ones_pages_use(
    tmp_path: Path,
) -> None:
    """Every template is compiled once before worker processes fork; one in error is left
    to fail the build only if a page uses it, as it did before."""
    club_theme = tmp_path / "club"
    (club_theme / "templates").mkdir(parents=True)
    (club_theme / "templates/broken.html").write_text("{% if %}", encoding="utf-8")
    (club_theme / "templates/extra.html").write_text("{{ 1 + 1 }}", encoding="utf-8")
    env = make_environment([club_theme, *theme_dirs(tmp_path, "default")], Translator("en"))
    load_templates(env)
    (club_theme / "templates/extra.html").unlink()  # compiled already: not read again
    assert env.get_template("extra.html").render() == "2"
    with pytest.raises(jinja2.TemplateSyntaxError):
        env.get_template("broken.html")


@jinja2.pass_context
def _context_name(context: jinja2.runtime.Context, suffix: str = "") -> str:
    return f"{context.name}{suffix}"


@jinja2.pass_environment
def _environment_kind(environment: jinja2.Environment) -> str:
    return "environment" if isinstance(environment, jinja2.Environment) else "?"


_CALLS = """\
{%- macro plain(a, b='B') -%}[{{ a }}|{{ b }}]{%- endmacro -%}
{%- macro rest(a) -%}[{{ a }}|{{ varargs|join(',') }}|{{ kwargs|dictsort }}]{%- endmacro -%}
{%- macro wrap(a) -%}<{{ caller(a) }}>{%- endmacro -%}
{{ plain(v) }}{{ plain(v, b=v) }}{{ plain(b=v, a=1) }}{{ rest(v, v, k=v) }}
{% for x in [v, 1] %}{{ plain(x) }}{{ _('Round %(n)s', n=x) }}{{ loop.cycle('a', 'b') }}\
{{ context_name('!') }}{% endfor %}
{% call(y) wrap(v) %}{{ y }}{{ plain(y) }}{{ ngettext('%(num)s player', '%(num)s players', 2) }}\
{% endcall %}
{% set ns = namespace(n=v) %}{{ ns.n }}{{ range(2)|list }}{{ context_name() }}\
{{ environment_kind() }}{{ (plain|string)[:6] }}
{% block b %}{{ plain(v) }}{{ _('Rank') }}{{ pgettext('mark', 'Disqualified') }}{% endblock %}
"""


def _with_functions(env: jinja2.Environment) -> jinja2.Environment:
    env.globals.update(context_name=_context_name, environment_kind=_environment_kind)
    return env


@settings(deadline=None)  # makes two environments: slow on a loaded machine
@given(v=st.one_of(st.text(), st.sampled_from(["<&'\">", "%(n)s"]), st.integers()))
def test_calls_are_what_plain_jinja_makes(v: object) -> None:
    """Macros (defaults, keywords, ``varargs``, ``caller``, in loops and blocks), the
    gettext functions and functions that take the context or the environment: the
    direct calls of :mod:`generator.render.direct_call` give what ``Context.call`` gives."""
    translator = Translator("it")
    ours = make_environment([], translator)
    plain = _plain_twin(ours, translator)
    assert ours.context_class is not plain.context_class  # the context with the shortcut
    mine = _with_functions(ours).from_string(_CALLS).render(v=v)
    assert mine == _with_functions(plain).from_string(_CALLS).render(v=v)


class _Boom:
    @property
    def v(self) -> str:
        raise StopIteration


def test_a_wrong_call_is_refused_as_plain_jinja_refuses_it() -> None:
    ours = make_environment([], Translator("en"))
    plain = _plain_twin(ours, Translator("en"))
    macro = "{% macro m(a) %}{{ a.v }}{% endmacro %}"
    cases: list[tuple[str, type[Exception], str]] = [
        ("{{ m(1, 2) }}", TypeError, "macro 'm' takes not more than 1 argument(s)"),
        ("{{ m(1, b=2) }}", TypeError, "macro 'm' takes no keyword argument 'b'"),
        ("{{ m() }}", jinja2.UndefinedError, "parameter 'a' was not provided"),
        ("{{ m(o) }}", jinja2.UndefinedError, "'int object' has no attribute 'v'"),
        (
            "{{ m(boom) }}",
            jinja2.UndefinedError,
            "value was undefined because a callable raised a StopIteration exception",
        ),
    ]
    for source, error, message in cases:
        for env in (ours, plain):
            with pytest.raises(error) as raised:
                env.from_string(macro + source).render(o=1, boom=_Boom())
            assert str(raised.value) == message, (source, env)


def test_template_globals_overlay_the_environments_as_in_plain_jinja() -> None:
    """The flat globals of :mod:`generator.render.flat_globals`: a template's own globals
    overlay the environment's, only for that template, as Jinja's ChainMap does."""
    ours = make_environment([], Translator("en"))
    plain = jinja2.Environment(**_OPTIONS)
    for env in (ours, plain):
        env.globals.update(lang="en", x="env")
    source = "{{ lang }} {{ x }} {{ y is defined }}"
    outputs = []
    for env in (ours, plain):
        own = env.from_string(source, globals={"x": "own", "y": 1})
        other = env.from_string(source)
        outputs.append((own.render(), other.render(), own.render(x="given")))
        assert "y" not in env.globals and env.globals["x"] == "env"
    assert outputs[0] == outputs[1] == ("en own True", "en env False", "en given True")
