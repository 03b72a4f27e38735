"""Render planned pages with Jinja, and gather the theme's static files.

Theme lookup, first match wins, for templates and for static files alike: the site's
``themes/<name>/``, then podium's theme ``<name>``, then podium's ``default`` theme
(:mod:`podium.themes`).

A theme folder holds ``templates/`` (Jinja templates) and ``static/`` (copied to
``static/`` in the site). So a club can override one template, or only ``podium.css``,
without copying the rest. Templates say their texts with ``jinja2.ext.i18n``:
``{{ _('Rank') }}``, ``{{ _('Round %(n)s', n=number) }}``, ``{{ ngettext('%(num)s player',
'%(num)s players', count) }}``; the messages come from the theme's catalogs
(:mod:`podium.site.i18n`), and a club's theme can reword any of them. A translation is
plain text, escaped like any other value (Jinja's own i18n takes it as markup), so a
catalog cannot put HTML into a page.
"""

from __future__ import annotations

import os
import traceback
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from gettext import NullTranslations
from pathlib import Path

import jinja2
from jinja2 import nodes
from jinja2.ext import Extension
from markupsafe import Markup, escape

from podium import tricks
from podium.content.problems import ContentError, Problem, not_utf8, outside, suggestion
from podium.model import Club
from podium.render.compiled import CompiledTemplates, compiled_templates, environment_key
from podium.render.fast_getattr import DictFirstEnvironment
from podium.render.template_texts import TemplateTexts
from podium.site.i18n import Translator
from podium.site.pages import STATIC, EventDigest, Page
from podium.themes import builtin_themes_dir
from podium.themes import theme_dirs as theme_dirs


def _environment_class() -> type[jinja2.Environment]:
    """Ordinary Jinja, with ``x.name`` looking a dict's key up first while that trick is
    on (:mod:`podium.render.fast_getattr`)."""
    return DictFirstEnvironment if tricks.on("fast_getattr") else jinja2.Environment


def _extensions() -> list[str | type[Extension]]:
    """Jinja's i18n, and the theme's fixed texts translated as a template is compiled
    while that trick is on (:mod:`podium.render.template_texts`)."""
    if tricks.on("template_texts"):
        return ["jinja2.ext.i18n", TemplateTexts]
    return ["jinja2.ext.i18n"]


def make_environment(
    folders: Sequence[Path], translator: Translator, code: str = ""
) -> jinja2.Environment:
    """The Jinja environment of a theme. ``code``: a digest of podium's code, to keep the
    compiled templates for the next build in a folder only this user can write
    (:mod:`podium.render.compiled`, never the build cache, which is data only); empty:
    compile every template used, keep nothing.
    """
    loader = jinja2.ChoiceLoader(
        [jinja2.FileSystemLoader(str(folder / "templates")) for folder in folders]
    )
    environment, extensions = _environment_class(), _extensions()
    env = environment(
        loader=loader,
        extensions=extensions,
        bytecode_cache=_compiled(code, environment, extensions, translator),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        auto_reload=False,  # one build, one environment: no file check on every render
    )
    catalogs = EscapedCatalogs(translator.translations)
    env.install_gettext_translations(catalogs, newstyle=True)  # type: ignore[attr-defined]
    texts = env.extensions.get(TemplateTexts.identifier)
    if isinstance(texts, TemplateTexts):
        texts.catalogs = catalogs
    env.globals["lang"] = translator.language
    env.globals["theme_static_text"] = _static_text(folders)
    return env


def _compiled(
    code: str,
    environment: type[jinja2.Environment],
    extensions: Sequence[str | type[Extension]],
    translator: Translator,
) -> CompiledTemplates | None:
    """Where the environment's compiled templates are kept (None: nowhere)."""
    if not code:
        return None
    names = [e if isinstance(e, str) else f"{e.__module__}.{e.__qualname__}" for e in extensions]
    which = environment_key(environment, names, translator.language, translator.catalog_digest)
    return compiled_templates(code, which)


def club_theme(
    club: Club, code: str = ""
) -> tuple[tuple[Path, ...], Translator, jinja2.Environment]:
    """The theme folders of ``club`` (site, chosen, default), its texts in the site's
    language, and the template environment of both (``code``: see
    :func:`make_environment`)."""
    themes = tuple(theme_dirs(club.root, club.site.theme))
    translator = Translator(club.site.language, themes)
    return themes, translator, make_environment(themes, translator, code)


def template_problems(env: jinja2.Environment, folders: Sequence[Path]) -> list[Problem]:
    """The club's own templates compiled now: one that Jinja cannot read (a typo), or
    one that extends, includes or imports a template the theme does not have, is a
    problem located in its file, found before any page is made. podium's own templates
    (tested with podium) are compiled when a page first needs them, or all at once before
    worker processes start (:func:`compile_templates`); either way they stay in ``env``
    for every later build of ``podium serve``. ``folders``: the theme folders of ``env``,
    first match wins."""
    names = env.list_templates(extensions=["html", "xml"])
    podiums = builtin_themes_dir().resolve()
    problems = []
    for name in names:
        found = next(f / "templates" / name for f in folders if (f / "templates" / name).is_file())
        if found.resolve().is_relative_to(podiums):
            continue
        try:
            template = env.get_template(name)
        except jinja2.TemplateSyntaxError as error:
            file = os.path.relpath(error.filename) if error.filename else name
            problems.append(
                Problem(
                    file,
                    error.lineno,
                    1,
                    f"the template cannot be read: {error.message}",
                    "fix its Jinja syntax, or remove the file to use the theme's own",
                )
            )
            continue
        except UnicodeDecodeError as error:
            problems.append(not_utf8(Path(os.path.relpath(found)), error))
            continue
        problems += _missing_templates(env, name, template.filename or str(found), names)
    return problems


def compile_templates(env: jinja2.Environment) -> None:
    """Every template of ``env`` compiled (and kept in it) now."""
    for name in env.list_templates(extensions=["html", "xml"]):
        env.get_template(name)


_USES = (nodes.Extends, nodes.Include, nodes.Import, nodes.FromImport)
"""The tags that name another template: ``extends``, ``include``, ``import``, ``from``."""


def _missing_templates(
    env: jinja2.Environment, name: str, filename: str, names: Sequence[str]
) -> list[Problem]:
    """The templates a club's template ``name`` names (as text) that the theme lacks."""
    source = env.loader.get_source(env, name)[0] if env.loader else ""
    problems = []
    for tag in env.parse(source, name, filename).find_all(_USES):
        used = getattr(tag, "template", None)  # every tag of _USES has one
        if not isinstance(used, nodes.Const) or not isinstance(used.value, str):
            continue  # a name worked out when the page is made
        if used.value not in names:
            problems.append(_no_template(filename, tag.lineno, used.value, names))
    return problems


def _no_template(file: str, line: int, name: str, names: Sequence[str]) -> Problem:
    """``file`` asks at ``line`` (0: unknown) for template ``name``, not among the theme's
    ``names``."""
    return Problem(
        os.path.relpath(file),
        line,
        1 if line else 0,
        f"the theme has no template '{name}'",
        suggestion(name, names) or "name one of the theme's templates",
    )


def _static_text(folders: Sequence[Path]) -> Callable[[str], Markup]:
    """``theme_static_text(name)`` for templates: a static text file of the theme (found
    as :func:`static_files` finds it), to put in a ``<style>`` or ``<script>`` element of
    a page that cannot link it (the 404 page of a site without url)."""

    def theme_static_text(name: str) -> Markup:
        text = static_files(folders)[STATIC + name].decode("utf-8")
        return Markup(text.replace("</", "<\\/"))  # never ends its element early

    return theme_static_text


@dataclass(frozen=True, slots=True)
class EscapedCatalogs:
    """A site's catalogs for Jinja's newstyle i18n, each translation plain text, escaped."""

    translations: NullTranslations

    def gettext(self, message: str) -> Markup:
        return escape(self.translations.gettext(message))

    def ngettext(self, singular: str, plural: str, n: int) -> Markup:
        return escape(self.translations.ngettext(singular, plural, n))

    def pgettext(self, context: str, message: str) -> Markup:
        return escape(self.translations.pgettext(context, message))

    def npgettext(self, context: str, singular: str, plural: str, n: int) -> Markup:
        return escape(self.translations.npgettext(context, singular, plural, n))


def render_pages(env: jinja2.Environment, pages: Iterable[Page]) -> dict[str, bytes]:
    return {page.path: render_page(env, page) for page in pages}


def render_page(env: jinja2.Environment, page: Page) -> bytes:
    try:
        return env.get_template(page.template).render(page.data).encode("utf-8")
    except jinja2.TemplateNotFound as error:
        raise ContentError([_template_not_found(env, error)]) from None


def _template_not_found(env: jinja2.Environment, error: jinja2.TemplateNotFound) -> Problem:
    """A template a page asked for that the theme does not have: a name worked out while
    the page is made (``{% include name %}``), which :func:`template_problems` cannot see
    in a template's text. Located at the line of the template that asked for it (Jinja
    gives its traceback a frame for each line of a template it was rendering)."""
    lines = [
        (frame.f_code.co_filename, line)
        for frame, line in traceback.walk_tb(error.__traceback__)
        if not frame.f_code.co_filename.endswith(".py") and os.path.isfile(frame.f_code.co_filename)
    ]
    file, line = lines[-1] if lines else (str(error.name), 0)
    return _no_template(file, line, str(error.name), env.list_templates(extensions=["html", "xml"]))


def prerender(env: jinja2.Environment, digest: EventDigest) -> EventDigest:
    """The digest with each player's row already rendered (``player_event.html``, and
    ``player_event_line.html`` for the pages of a year).

    A player's page shows one such block for every event they played; rendering each
    block once, with its event, spares every later build (and the player pages) that
    work. The player page template inserts ``html`` where it is given.
    """
    template = env.get_template("player_event.html")
    in_a_line = env.get_template("player_event_line.html")  # on the pages of a year
    rows = {}
    for player, row in digest.rows.items():
        try:
            html, line = template.render(e=row.view), in_a_line.render(e=row.view)
        except jinja2.TemplateNotFound as error:
            raise ContentError([_template_not_found(env, error)]) from None
        rows[player] = replace(row, view={"html": html, "line": line})
    return replace(digest, rows=rows)


def static_files(folders: Sequence[Path]) -> dict[str, bytes]:
    """The themes' static files, site path -> bytes; earlier folders override later ones.

    ContentError for a file that is a link out of its theme folder (never published)."""
    out: dict[str, bytes] = {}
    for folder in reversed(folders):
        static = folder / "static"
        if not static.is_dir():
            continue
        for file in sorted(static.rglob("*")):
            if file.is_file():
                leaves = outside(file, folder, "theme")
                if leaves is not None:
                    raise ContentError([leaves])
                out[STATIC + file.relative_to(static).as_posix()] = file.read_bytes()
    return dict(sorted(out.items()))
