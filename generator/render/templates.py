"""Render planned pages with Jinja, and gather the theme's static files.

Theme lookup, first match wins, for templates and for static files alike: the site's
``themes/<name>/``, then podium's theme ``<name>``, then podium's ``default`` theme
(:mod:`generator.site.themes`).

A theme folder holds ``templates/`` (Jinja templates) and ``static/`` (copied to
``static/`` in the site). So a club can override one template, or only ``podium.css``,
without copying the rest.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterable, Mapping, MutableMapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import jinja2
from jinja2 import nodes
from jinja2.compiler import CodeGenerator, Frame, optimizeconst
from jinja2.idtracking import VAR_LOAD_RESOLVE, Symbols
from markupsafe import Markup, escape

try:  # markupsafe's C escaping, without making a Markup object of every value
    from markupsafe._speedups import _escape_inner
except ImportError:  # pragma: no cover - markupsafe without its C extension

    def _escape_inner(s: str, /) -> str:
        return str(escape(s))


from generator.build.cache import key
from generator.content.checks import theme_problems
from generator.content.problems import ContentError, outside
from generator.model import Club
from generator.scoring.results import EventResult
from generator.site.i18n import Translator
from generator.site.pages import STATIC, EventDigest, Page, plan_pages
from generator.site.themes import theme_dirs as theme_dirs


def html(value: Any, /) -> str:
    """``value`` as HTML: what ``markupsafe.escape(value)`` gives, as a plain ``str``.

    Templates write every ``{{ value }}`` that is neither a ``str`` nor an ``int``
    through this (those two are written in line, see :class:`_CodeGenerator`). What is
    written is only ever joined into the page, so it needs no ``Markup`` wrapper, and
    making one for each of the hundreds of values on a page was the largest single cost of
    rendering.
    """
    if type(value) is str:
        return _escape_inner(value)
    if hasattr(value, "__html__"):
        return str(value.__html__())
    return _escape_inner(str(value))


_MAYBE_UNDEFINED = re.compile(r"\(undefined\(name='\w+'\) if (l_\d+_\w+) is missing else \1\)")
"""How Jinja writes a template variable that may be undefined (no side effects)."""


class _CodeGenerator(CodeGenerator):
    """Jinja's code generator, writing the commonest operations of a page in line.

    - ``{{ value }}``, autoescaped: a ``str`` is escaped on the spot, an ``int`` written
      as it is, and anything else goes through :func:`html`; no ``Markup`` object per
      value.
    - ``row.name`` (and ``row.player.name``, each object made once): the key of a dict
      is looked up on the spot, and anything else goes through ``environment.getattr``
      as usual.
    - ``t('key', n=1)`` with every argument written out, ``t`` being the translator: the
      text itself, translated when the template is compiled.

    Each gives exactly what Jinja's own code gives (the tests compare them), with no call
    of a Python function for most values of a page. It extends inner methods of Jinja's
    CodeGenerator, hence the pin to Jinja 3.1 in pyproject.toml.
    """

    def visit_Template(self, node: nodes.Template, frame: Frame | None = None) -> None:
        self.writeline("podium_html = environment.html")
        self.writeline("podium_escape = environment.escape_str")
        super().visit_Template(node, frame)

    def _fast_output(self, frame: Frame, finalize: Any) -> bool:
        return bool(
            frame.eval_ctx.autoescape and not frame.eval_ctx.volatile and finalize.src is None
        )

    def _output_child_pre(self, node: Any, frame: Frame, finalize: Any) -> None:
        if self._fast_output(frame, finalize):
            self.write("(podium_escape(podium_v) if type(podium_v := ")
        else:
            super()._output_child_pre(node, frame, finalize)

    def _output_child_post(self, node: Any, frame: Frame, finalize: Any) -> None:
        if self._fast_output(frame, finalize):
            self.write(
                ") is str else str(podium_v) if type(podium_v) is int else podium_html(podium_v))"
            )
        else:
            super()._output_child_post(node, frame, finalize)

    def _output_child_to_const(self, node: nodes.Expr, frame: Frame, finalize: Any) -> str:
        # ``{{ t('key') }}`` written out: its escaped text joins the template's own text
        text = self._translated(node, frame) if isinstance(node, nodes.Call) else None
        if text is None or frame.eval_ctx.volatile:
            return str(super()._output_child_to_const(node, frame, finalize))
        return str(finalize.const(escape(text) if frame.eval_ctx.autoescape else text))

    def visit_Call(self, node: nodes.Call, frame: Frame, forward_caller: bool = False) -> None:
        text = None if forward_caller else self._translated(node, frame)
        if text is None:
            super().visit_Call(node, frame, forward_caller=forward_caller)
        else:
            self.write(repr(text))

    def _translated(self, node: nodes.Call, frame: Frame) -> str | None:
        """The text of ``t('key', n=1)``, when the key and parameters are written out and
        ``t`` is the translator (a site's pages are all in one language)."""
        if not (isinstance(node.node, nodes.Name) and node.node.name == "t"):
            return None
        if node.dyn_args is not None or node.dyn_kwargs is not None:
            return None
        if not all(isinstance(a, nodes.Const) for a in node.args):
            return None
        if not all(isinstance(k.value, nodes.Const) for k in node.kwargs):
            return None
        if not _is_global(frame.symbols, "t"):
            return None
        translate: Callable[..., object] = self.environment.globals["t"]  # type: ignore[assignment]
        try:
            text = translate(
                *(a.value for a in node.args),  # type: ignore[attr-defined]
                **{k.key: k.value.value for k in node.kwargs},  # type: ignore[attr-defined]
            )
        except Exception:  # e.g. no such key: the call is left to fail when rendered
            return None
        return text if isinstance(text, str) else None

    @optimizeconst
    def visit_Getattr(self, node: nodes.Getattr, frame: Frame) -> None:
        if self.environment.is_async:
            super().visit_Getattr(node, frame)
            return
        stream, self.stream = self.stream, io.StringIO()
        try:
            self.visit(node.node, frame)
            obj = self.stream.getvalue()
        finally:
            self.stream = stream
        attr = repr(node.attr)
        if obj.isidentifier() or _MAYBE_UNDEFINED.fullmatch(obj):  # looked at thrice: cheap
            self.write(
                f"({obj}[{attr}] if type({obj}) is dict and {attr} in {obj} "
                f"else environment.getattr({obj}, {attr}))"
            )
        else:  # ``row.player.name``: the object made once (the condition is run first)
            self.write(
                f"(podium_o[{attr}] if type(podium_o := {obj}) is dict and {attr} in podium_o "
                f"else environment.getattr(podium_o, {attr}))"
            )


def _is_global(symbols: Symbols, name: str) -> bool:
    """Whether ``name`` is read from the context and never set in the template."""
    ref = symbols.find_ref(name)
    if ref is None or symbols.find_load(ref) != (VAR_LOAD_RESOLVE, name):
        return False
    scope: Symbols | None = symbols
    while scope is not None:
        if name in scope.stores:
            return False
        scope = scope.parent
    return True


class _Environment(jinja2.Environment):
    """Jinja, with ``x.name`` looking a key up first when ``x`` is view data (a dict),
    and autoescaped output written without a ``Markup`` object per value (:func:`html`).

    Jinja tries the attribute first and the key after a failed attribute lookup; view data
    are plain dicts, so every ``row.score`` paid for an exception. Same results (no
    template uses a dict method), several times faster attribute access.
    """

    code_generator_class = _CodeGenerator
    html = staticmethod(html)
    escape_str = staticmethod(_escape_inner)

    def make_globals(self, d: MutableMapping[str, Any] | None) -> MutableMapping[str, Any]:
        """A template's globals as one plain dict. Jinja chains them to the environment's
        (a ``ChainMap``, walked again on every render) so that later changes show through;
        :func:`make_environment` sets the environment's globals before any template loads,
        and nothing changes them after."""
        return {**self.globals, **(d or {})}

    def getattr(self, obj: Any, attribute: str) -> Any:
        if type(obj) is dict:
            try:
                return obj[attribute]
            except KeyError:
                pass
        return super().getattr(obj, attribute)


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
            # compiled templates hold the site's language (_CodeGenerator._translated)
            pattern = f"__podium_{translator.language}_%s.cache"
            cache = jinja2.FileSystemBytecodeCache(str(bytecode), pattern)
        except OSError:  # no cache folder: templates are compiled every time
            cache = None
    env = _Environment(
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
