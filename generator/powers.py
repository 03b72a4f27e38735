"""The seven powers of Diplomacy: names, abbreviations, tie-break order, colours."""

from __future__ import annotations

MAX_CENTRES = 34
"""The supply centres on the map: no count, and no year's sum on a board, exceeds it."""

POWERS: tuple[str, ...] = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")
"""The powers in the usual alphabetical order, as a TD writes a board."""

TIEBREAK_ORDER: tuple[str, ...] = (
    "Austria",
    "Germany",
    "Italy",
    "Turkey",
    "England",
    "Russia",
    "France",
)
"""Italia 2010's order of precedence between powers (earlier wins)."""

COLOURS: dict[str, str] = {
    "Austria": "#c8102e",
    "England": "#1f3a93",
    "France": "#1a73b8",
    "Germany": "#555555",
    "Italy": "#2e8b3a",
    "Russia": "#8e44ad",
    "Turkey": "#9a7400",
}
"""The usual power colours (board charts, badges), dark enough for a light background (3:1
or more against white); the theme's stylesheet has lighter ones for dark mode."""

_BY_KEY: dict[str, str] = {p.lower(): p for p in POWERS} | {p[0].lower(): p for p in POWERS}


def canonical_power(name: str) -> str | None:
    """``"Austria"``, ``"austria"``, ``"A"`` or ``"a"`` -> ``"Austria"``; unknown -> None."""
    return _BY_KEY.get(name.strip().lower())


def tiebreak_rank(power: str) -> int:
    """0 for Austria, ..., 6 for France: lower wins a tie."""
    return TIEBREAK_ORDER.index(power)
