"""Colour contrast of the default theme's palette, light and dark (WCAG 2 ratios).

axe-core checks text on the rendered pages, but not the strokes of the SVG charts nor the
power swatches: graphics need 3:1 against what they are drawn on (WCAG 1.4.11), and text
on a badge 4.5:1 (WCAG 1.4.3).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from podium.powers import COLOURS, POWERS

CSS = Path(__file__).resolve().parents[2] / "themes" / "default" / "static" / "podium.css"
SURFACES = ("bg", "card", "top")  # page, tables and charts, top-table rows
BADGE_TEXT = "#1c1d21"  # .medal-1, -2, -3


def _luminance(colour: str) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def ratio(a: str, b: str) -> float:
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _properties(block: str) -> dict[str, str]:
    return dict(re.findall(r"--([\w-]+):\s*(#[0-9a-f]{6})", block))


def palettes() -> dict[str, dict[str, str]]:
    """The custom properties of the light scheme, and of the dark one (light overridden)."""
    css = CSS.read_text(encoding="utf-8")
    light = _properties(css[: css.index("@media (prefers-color-scheme: dark)")])
    dark_block = css[css.index("@media (prefers-color-scheme: dark)") :]
    dark = light | _properties(dark_block[: dark_block.index("}\n}")])
    return {"light": light, "dark": dark}


def test_the_ratio_is_wcags() -> None:
    assert round(ratio("#000000", "#ffffff"), 2) == 21.0
    assert round(ratio("#777777", "#ffffff"), 2) == 4.48  # the well-known grey just under AA


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_power_colours_stand_out_from_every_background(scheme: str) -> None:
    colours = palettes()[scheme]
    low = {
        f"{power} on {surface}": round(ratio(colours[f"pw-{power.lower()}"], colours[surface]), 2)
        for power in POWERS
        for surface in SURFACES
        if ratio(colours[f"pw-{power.lower()}"], colours[surface]) < 3
    }
    assert low == {}


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_medal_text_is_readable(scheme: str) -> None:
    colours = palettes()[scheme]
    for medal in ("gold", "silver", "bronze"):
        assert ratio(BADGE_TEXT, colours[medal]) >= 4.5, medal


def test_the_charts_own_colours_are_the_light_schemes() -> None:
    """The stroke written in the SVG (seen without the stylesheet) is the light one."""
    light = palettes()["light"]
    assert {p: light[f"pw-{p.lower()}"] for p in POWERS} == COLOURS
