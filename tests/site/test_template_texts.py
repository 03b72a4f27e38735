"""A template's fixed texts translated as it is compiled (podium.render.template_texts):
what Jinja's newstyle gettext gives when the page is rendered, byte for byte."""

from __future__ import annotations

from gettext import NullTranslations
from typing import Any

import jinja2
import pytest

from podium import tricks
from podium.render.template_texts import TemplateTexts
from podium.render.templates import EscapedCatalogs, make_environment
from podium.site.i18n import Translator

_WORDS = {
    "Power": "Macht",
    "Tom & Jerry": "<b>Tom</b> & Jerry",
    "100%%": "cent %% sûr",
    "Round %(n)s": "Tour %(n)s <i>",
    "Bare %": "nu %",
}


class _Catalog(NullTranslations):
    """Translations with what a catalog may hold: markup characters, a percent sign."""

    def gettext(self, message: str) -> str:
        return _WORDS.get(message, message)


_OPTIONS: dict[str, Any] = {"autoescape": True, "undefined": jinja2.StrictUndefined}


def _environments() -> tuple[jinja2.Environment, jinja2.Environment]:
    """Jinja with the extension, and plain Jinja, both with the same newstyle catalogs."""
    catalogs = EscapedCatalogs(_Catalog())
    ours = jinja2.Environment(extensions=["jinja2.ext.i18n", TemplateTexts], **_OPTIONS)
    texts = ours.extensions[TemplateTexts.identifier]
    assert isinstance(texts, TemplateTexts)
    texts.catalogs = catalogs
    plain = jinja2.Environment(extensions=["jinja2.ext.i18n"], **_OPTIONS)
    for env in (ours, plain):
        env.install_gettext_translations(catalogs, newstyle=True)  # type: ignore[attr-defined]
    return ours, plain


SOURCES = [
    "<p>{{ _('Power') }}</p>",
    "{{ gettext('Power') }}|{{ _('Unknown text') }}",
    "{{ _('Tom & Jerry') }}",
    '<a title="{{ _("Tom & Jerry") }}">{{ _("100%%") }}</a>',
    "{{ _('Round %(n)s', n=x) }}",
    "{% set label = _('Tom & Jerry') %}{{ label }}|{{ label ~ x }}|{{ label|upper }}",
    "{{ _('Power')|length }}|{{ _('Tom & Jerry')|striptags }}|{{ _('Power') ~ '<' }}",
    "{% macro m(t=_('Tom & Jerry')) %}{{ t }}{% endmacro %}{{ m() }}{{ m(x) }}",
    "{{ ngettext('%(num)s game', '%(num)s games', 2) }}|{{ pgettext('mark', 'Power') }}",
    "{% trans %}Power{% endtrans %}|{% trans n=x %}Round {{ n }}{% endtrans %}",
    "{{ o.gettext('Power') }}",
    "{% for _ in [1, 2] %}{{ _ }}{% endfor %}{{ gettext('Power') }}",
    "{% set t = gettext %}{{ t('Power') }}{{ _('Tom & Jerry') }}",
    "{{ _('Power' 'Power') }}{{ _('Tom & Jerry') if x else '' }}",
]


class _Texts:
    def gettext(self, message: str) -> str:
        return f"<{message}>"


@pytest.mark.parametrize("source", SOURCES)
def test_a_page_is_what_plain_jinja_renders(source: str) -> None:
    ours, plain = _environments()
    data = {"x": "<x&y>", "o": _Texts()}
    assert ours.from_string(source).render(data) == plain.from_string(source).render(data)


@pytest.mark.parametrize("source", ["{{ _('Round %(n)s') }}", "{{ _('Bare %') }}"])
def test_a_text_that_cannot_be_formatted_fails_when_rendered_as_in_plain_jinja(
    source: str,
) -> None:
    ours, plain = _environments()
    template = ours.from_string(source)  # compiles: left to gettext
    with pytest.raises((KeyError, ValueError)) as mine:
        template.render()
    with pytest.raises((KeyError, ValueError)) as theirs:
        plain.from_string(source).render()
    assert type(mine.value) is type(theirs.value)


def test_a_fixed_text_is_written_into_the_compiled_template() -> None:
    ours, plain = _environments()
    source = "<p>{{ _('Tom & Jerry') }}</p>"
    assert "yield '<p>&lt;b&gt;Tom&lt;/b&gt; &amp; Jerry</p>'" in ours.compile(source, raw=True)
    assert "resolve('_')" in plain.compile(source, raw=True)
    assert "resolve('_')" not in ours.compile(source, raw=True)


def test_a_template_that_uses_the_name_otherwise_is_left_to_gettext() -> None:
    ours, _ = _environments()
    for source in SOURCES[-3:-1]:
        assert "'Macht'" not in ours.compile(source, raw=True), source


def test_the_theme_has_it_while_the_trick_is_on(monkeypatch: pytest.MonkeyPatch) -> None:
    env = make_environment([], Translator("it"))
    assert "'Giocatore'" in env.compile("{{ _('Player') }}", raw=True)
    monkeypatch.setenv(tricks.SWITCH, "template_texts")
    plain = make_environment([], Translator("it"))
    assert TemplateTexts.identifier not in plain.extensions
    assert plain.from_string("{{ _('Player') }}").render() == "Giocatore"
