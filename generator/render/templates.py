"""Render planned pages with Jinja, and gather the theme's static files.

Theme lookup, first match wins, for templates and for static files alike: the site's
``themes/<name>/``, then podium's theme ``<name>``, then podium's ``default`` theme
(:mod:`generator.site.themes`).

A theme folder holds ``templates/`` (Jinja templates) and ``static/`` (copied to
``static/`` in the site). So a club can override one template, or only ``podium.css``,
without copying the rest.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from pathlib import Path

import jinja2
from markupsafe import Markup

from generator.build.cache import key
from generator.content.checks import theme_problems
from generator.content.problems import ContentError
from generator.model import Club
from generator.render.fast_getattr import DictFirstEnvironment
from generator.scoring.results import EventResult
from generator.site.i18n import Translator
from generator.site.pages import STATIC, EventDigest, Page, plan_pages
from generator.site.themes import theme_dirs as theme_dirs


def make_environment(
    folders: Sequence[Path], translator: Translator, bytecode: Path | None = None
) -> jinja2.Environment:
    """The Jinja environment of a theme; ``bytecode``: a folder to cache compiled templates."""
    loader = jinja2.ChoiceLoader(
        [jinja2.FileSystemLoader(str(folder / "templates")) for folder in folders]
    )
    cache = None
    if bytecode is not None:
        try:
            bytecode.mkdir(parents=True, exist_ok=True)
            cache = jinja2.FileSystemBytecodeCache(str(bytecode))
        except OSError:  # no cache folder: templates are compiled every time
            cache = None
    env = DictFirstEnvironment(
        loader=loader,
        bytecode_cache=cache,
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        auto_reload=False,  # one build, one environment: no file check on every render
    )
    env.globals["t"] = translator.t
    env.globals["lang"] = translator.language
    env.filters["safe_svg"] = Markup
    return env


def render_pages(env: jinja2.Environment, pages: Iterable[Page]) -> dict[str, bytes]:
    return {page.path: render_page(env, page) for page in pages}


def render_page(env: jinja2.Environment, page: Page) -> bytes:
    return env.get_template(page.template).render(page.data).encode("utf-8")


def prerender(env: jinja2.Environment, digest: EventDigest, *, marked: bool = True) -> EventDigest:
    """The digest with each player's row already rendered (``player_event.html``).

    A player's page shows one such block for every event they played; rendering each
    block once, with its event, spares every later build (and the player pages) that
    work. The player page template inserts ``html`` where it is given. ``marked``: each
    row gets its ``mark``, which only a cache compares (a build without one skips it).
    """
    template = env.get_template("player_event.html")
    rows = {}
    for player, row in digest.rows.items():
        html = template.render(e=row.view)
        mark = ""
        if marked:
            rest = repr((row.when, row.event_name, row.powers, row.rank, row.field, row.games))
            mark = key(html, rest)
        rows[player] = replace(row, view={"html": html}, mark=mark)
    return replace(digest, rows=rows)


def static_files(folders: Sequence[Path]) -> dict[str, bytes]:
    """The themes' static files, site path -> bytes; earlier folders override later ones."""
    out: dict[str, bytes] = {}
    for folder in reversed(folders):
        static = folder / "static"
        if not static.is_dir():
            continue
        for file in sorted(static.rglob("*")):
            if file.is_file():
                out[STATIC + file.relative_to(static).as_posix()] = file.read_bytes()
    return dict(sorted(out.items()))


def render(club: Club, pages: Iterable[Page]) -> dict[str, bytes]:
    """The pages rendered with the club's theme, plus the theme's static files."""
    problems = theme_problems(club)  # the same check as `podium check` and the build
    if problems:
        raise ContentError(problems)
    folders = theme_dirs(club.root, club.site.theme)
    env = make_environment(folders, Translator(club.site.language))
    files = render_pages(env, pages)
    files.update(static_files(folders))
    files[".nojekyll"] = b""  # GitHub Pages: publish the folder as it is
    return dict(sorted(files.items()))


def render_site(club: Club, results: Mapping[str, EventResult]) -> dict[str, bytes]:
    """Every page and static file of the site: path inside the site -> bytes.

    Exports (results.json, ranking.csv) are not made here; the build adds them.
    """
    return render(club, plan_pages(club, results))
