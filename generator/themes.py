"""Where a site's theme comes from: first match wins, for templates and static files.

1. ``themes/<name>/`` in the site: the folder that *contains* the content folder (a club's
   repository has ``content/`` and ``themes/`` side by side);
2. the chosen theme ``<name>`` shipped with podium, when there is one;
3. podium's built-in ``default`` theme.

The built-in themes are found next to the ``generator`` package in a source checkout or an
editable install (``<repo>/themes``), or as the ``podium_themes`` data folder of a wheel.
(A light module: the build hashes the theme files before it decides to render anything.)
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Literal

DEFAULT_THEME = "default"


def builtin_themes_dir() -> Path:
    """The folder of podium's own themes (``default`` and any others shipped)."""
    source = Path(__file__).resolve().parents[2] / "themes"
    if (source / DEFAULT_THEME / "templates").is_dir():
        return source
    try:  # installed from a wheel: the themes ship as the ``podium_themes`` package
        import podium_themes  # type: ignore[import-not-found,import-untyped,unused-ignore]

        return Path(podium_themes.__file__).resolve().parent
    except ImportError:  # pragma: no cover - a broken install
        return source


def theme_dirs(content_root: str | Path, theme: str) -> list[Path]:
    """The theme folders to search, first match wins (see the module docstring)."""
    site_theme = Path(content_root).resolve().parent / "themes" / theme
    builtin = builtin_themes_dir()
    candidates = [site_theme, builtin / theme, builtin / DEFAULT_THEME]
    found: list[Path] = []
    for folder in candidates:
        if folder.is_dir() and folder.resolve() not in [f.resolve() for f in found]:
            found.append(folder)
    return found


Domain = Literal["messages", "scoring"]
"""A theme's gettext catalogs: ``messages`` for the templates' and podium's own texts,
``scoring`` for the scoring systems' (breakdown lines, rules pages, glossaries, names)."""


def catalog_path(theme: Path, language: str, domain: Domain = "messages") -> Path:
    """Where a theme keeps its ``domain`` texts in ``language`` (a gettext catalog)."""
    return theme / "locales" / language / "LC_MESSAGES" / f"{domain}.po"


def languages(theme: Path) -> tuple[str, ...]:
    """English (the catalogs' message ids), then every language ``theme`` has a catalog for."""
    locales = theme / "locales"
    found = sorted(p.name for p in locales.iterdir() if catalog_path(theme, p.name).is_file())
    return ("en", *(language for language in found if language != "en"))


LANGUAGES: tuple[str, ...] = languages(builtin_themes_dir() / DEFAULT_THEME)
"""The languages a site can be in: English (the catalogs' message ids) and every language
of the default theme's catalogs. Adding a language = adding its ``messages.po`` there."""

if TYPE_CHECKING:
    Language = str
else:
    Language = Literal[LANGUAGES]  # site.yaml's ``language``: one of LANGUAGES
