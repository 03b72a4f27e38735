"""A template's fixed texts translated once, when the template is compiled.

Why this exists: a page says its texts with ``{{ _('Power') }}``, and Jinja's newstyle
gettext makes each such call, on every page, go three times through the template context
(``_`` looks ``gettext`` up, which calls the catalogs' ``gettext``) and format the
escaped translation (:class:`~podium.render.templates.EscapedCatalogs`) with no values:
about 9 µs a text, 40 texts a page, some 436,000 calls in a cold build of the bench's
320 events. A site is built in one language, and a text without values is the same on
every page. So, as a template is compiled, each call ``_('...')`` or ``gettext('...')``
of one literal text and nothing else becomes its very result (the same ``Markup``: the
escaped translation, formatted with no values), which Jinja then writes into the
compiled template as plain text.

Worth about a sixth of a cold build: ``make bench`` in session 24, +15.7% of the cold
build's time and +18.4% of its CPU with it off (four alternating cold builds of the
bench's archive before and after it: CPU 0.799, wall 0.808; docs/performance.md).
It uses Jinja's public extension API (``Extension.filter_stream`` and its tokens) and
changes no template. Left to gettext at render time: texts with values (``_('Round
%(n)s', n=round)``), plurals and contexts, a text whose formatting fails (it fails the
same way when rendered), and every text of a template that uses the name ``_`` or
``gettext`` for anything else (a variable named ``_``, say). ``PODIUM_PLAIN=template_texts``
turns it off; ``tests/site/test_fast_paths.py`` renders every page of the theme, in every
language, both ways.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Protocol

from jinja2.ext import Extension
from jinja2.lexer import Token, TokenStream
from markupsafe import Markup

GETTEXT_NAMES = frozenset({"_", "gettext"})
"""The template functions whose calls with one literal text are translated ahead."""


class Catalogs(Protocol):
    """What :class:`TemplateTexts` translates with (:class:`~podium.render.templates.
    EscapedCatalogs`): a text's translation, escaped."""

    def gettext(self, message: str, /) -> Markup: ...


class TemplateTexts(Extension):
    """A Jinja extension that writes a template's fixed texts translated (see the module
    docstring); it translates nothing until :attr:`catalogs` is set."""

    catalogs: Catalogs | None = None

    def filter_stream(self, stream: TokenStream) -> Iterable[Token]:
        tokens = list(stream)
        if self.catalogs is None or not _only_called(tokens):
            return tokens
        return _translated(tokens, self.catalogs)


def _only_called(tokens: Sequence[Token]) -> bool:
    """Whether every use of ``_`` and ``gettext`` in ``tokens`` is a call of the global."""
    return all(
        tokens[i + 1 : i + 2] and tokens[i + 1].type == "lparen"
        for i, token in enumerate(tokens)
        if token.type == "name" and token.value in GETTEXT_NAMES and not _attribute(tokens, i)
    )


def _attribute(tokens: Sequence[Token], i: int) -> bool:
    """Whether the name at ``i`` is an attribute (``x.gettext``), not the global."""
    return i > 0 and tokens[i - 1].type == "dot"


def _translated(tokens: list[Token], catalogs: Catalogs) -> Iterator[Token]:
    """``tokens`` with each ``_('text')`` as ``('translated text'|safe)``."""
    i = 0
    while i < len(tokens):
        text = _fixed_text(tokens, i, catalogs)
        if text is None:
            yield tokens[i]
            i += 1
            continue
        line = tokens[i].lineno
        yield Token(line, "lparen", "(")
        yield Token(line, "string", text)
        yield Token(line, "pipe", "|")
        yield Token(line, "name", "safe")
        yield Token(line, "rparen", ")")
        i += 4


def _fixed_text(tokens: Sequence[Token], i: int, catalogs: Catalogs) -> str | None:
    """The result of the call ``_('text')`` that starts at ``i``, if one does: what
    Jinja's newstyle ``gettext`` gives (the escaped translation % no values)."""
    call = tokens[i : i + 4]
    if len(call) < 4 or _attribute(tokens, i):
        return None
    name, opening, text, closing = call
    if not (
        name.type == "name"
        and name.value in GETTEXT_NAMES
        and (opening.type, text.type, closing.type) == ("lparen", "string", "rparen")
    ):
        return None
    try:
        return str(catalogs.gettext(text.value) % {})
    except (KeyError, ValueError, TypeError):  # e.g. '%(n)s' with no n: fails when rendered
        return None
