"""``_()`` in a template calls the site's catalogs directly, with Jinja's newstyle meaning.

What templates see is ordinary ``jinja2.ext.i18n`` in its "newstyle" form: ``_('Rank')``,
``_('Round %(n)s', n=number)``, ``ngettext('%(num)s player', '%(num)s players', count)``,
``pgettext('mark', 'Disqualified')`` and ``{% trans %}`` blocks. One difference, on
purpose: a translation is plain text, escaped like any other value (Jinja's own wrappers
take it as markup), so a catalog cannot put HTML into a page and pages read as before.

Why this exists: Jinja's newstyle wrappers reach a translation through three
``Context.call``s (``_`` is an alias of ``gettext``, which wraps the catalog's
``gettext``); a page says about fifty texts, and a cold build spent a fifth longer
rendering (``benchmarks/per_event.py`` on a 40-event archive, alternated runs). These
functions are installed in their place: one call, one dictionary lookup (a text
without values is made once). The test renders
the same templates both ways (tests/site/test_fast_paths.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from gettext import NullTranslations

import jinja2
from markupsafe import Markup, escape


@dataclass(frozen=True)
class DirectGettext:
    """The newstyle gettext functions of one site's catalogs."""

    translations: NullTranslations
    texts: Mapping[str, str]
    """English -> translation, of the messages without context or plural."""
    _alone: dict[str, Markup] = field(default_factory=dict, compare=False, repr=False)
    """Message -> its text as shown when no values are given, made once."""

    def gettext(self, message: str, /, **variables: object) -> Markup:
        if variables:
            return escape(self.texts.get(message, message)) % variables
        found = self._alone.get(message)
        if found is None:
            found = self._alone[message] = escape(self.texts.get(message, message)) % {}
        return found

    def ngettext(self, singular: str, plural: str, num: int, /, **variables: object) -> Markup:
        variables.setdefault("num", num)
        return escape(self.translations.ngettext(singular, plural, num)) % variables

    def pgettext(self, context: str, message: str, /, **variables: object) -> Markup:
        return escape(self.translations.pgettext(context, message)) % variables

    def npgettext(
        self, context: str, singular: str, plural: str, num: int, /, **variables: object
    ) -> Markup:
        variables.setdefault("num", num)
        found = self.translations.npgettext(context, singular, plural, num)
        return escape(found) % variables


def install(
    env: jinja2.Environment, translations: NullTranslations, texts: Mapping[str, str]
) -> None:
    """Jinja's i18n extension set up for ``translations`` (newstyle), then its wrappers
    replaced by direct calls (``texts``: the plain messages, looked up first)."""
    direct = DirectGettext(translations, texts)
    env.install_gettext_callables(  # type: ignore[attr-defined]  # added by the extension
        direct.gettext, direct.ngettext, newstyle=True, pgettext=direct.pgettext,
        npgettext=direct.npgettext,
    )  # fmt: skip
    env.globals.update(
        _=direct.gettext,
        gettext=direct.gettext,
        ngettext=direct.ngettext,
        pgettext=direct.pgettext,
        npgettext=direct.npgettext,
    )
