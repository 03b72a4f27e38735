"""The English texts of the scoring modules, each with its gettext context.

Every text a reader sees that a scoring module owns (a breakdown line's template, a rules
page's paragraph, a glossary entry, a system's name) is written in English as
``Msg(context, text)``: ``pybabel extract`` finds it there (keyword ``Msg:1c,2``, see
``make messages``) and pages show it through the theme's ``scoring`` catalogs
(``<theme>/locales/<lang>/LC_MESSAGES/scoring.po``), looked up by the same context and
English text (:meth:`podium.site.i18n.Translator.text`).

The context is the owner: a scoring system's key (``"vulcan"``) for what one system owns;
``"tournament"`` for the tournament's lines and glossary; ``"diplomacy"`` for the lines
every Diplomacy system shares; a family's own context (``"_cdiplo"`` for the module
``cdiplo_family``, ``"team_games"``) for what the systems built on it share. It must be
written out as a string literal, or extraction misses it (tests/site/test_catalogs.py
checks that every text is extracted).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Msg:
    """An English text and its gettext context (the message's msgctxt and msgid)."""

    context: str
    english: str
