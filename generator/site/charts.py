"""Charts drawn at build time as inline SVG: no JavaScript, deterministic text.

Each function returns SVG markup (a ``str``) whose every piece of text is escaped here;
pages mark it safe. A national archive has tens of thousands of board pages, each with
its chart: so the markup is lean (issue 28). A power's line is coloured, and drawn, by the
theme's stylesheet from its CSS class (``pw-austria``: the colours of
:mod:`podium.powers`, which a theme or dark mode can adjust), not by attributes repeated
on every chart; coordinates are whole units of the 640 by 300 view.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from html import escape
from itertools import pairwise

from podium.scoring.diplomacy_facts import SOLO_CENTRES

_W, _H = 640, 300  # centre chart viewBox
_LEFT, _RIGHT, _TOP, _BOTTOM = 36, 16, 12, 28


@dataclass(frozen=True)
class Series:
    power: str  # English name: colour and CSS class
    label: str  # shown name (translated power, player)
    values: tuple[int, ...]


def _fmt(x: float) -> str:
    """Coordinates with at most one decimal and no '-0', so output is stable."""
    text = f"{x:.1f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _whole(x: float) -> int:
    """A coordinate of the centre chart, to the nearest unit (half a unit up): a unit is a
    pixel or less, however wide the chart is shown."""
    return int(x + 0.5)


def _minor(minor: int | bool) -> str:
    return ' class="minor"' if minor else ""


def centres_chart(
    years: Sequence[int], series: Sequence[Series], *, title: str, desc: str, chart_id: str
) -> str:
    """A line chart of supply centres by year, one line per power, y from 0 to just above
    the largest count (:func:`axis_top`).

    Each power is a group of class ``pw pw-<power>`` (the stylesheet gives it its colour
    and the widths): a line through its counts, and a dot on every year (a zero-length
    stroke with round caps: one element for all the dots). Both paths go from year to year
    by relative moves (``l``, ``m``): shorter than the points themselves.
    """
    axes = _axes(tuple(years), axis_top(max([0, *(v for s in series for v in s.values)])))
    out = [
        f'<svg class="chart chart-centres" viewBox="0 0 {_W} {_H}" role="img" '
        f'aria-labelledby="{chart_id}-t {chart_id}-d" xmlns="http://www.w3.org/2000/svg">'
        f'<title id="{chart_id}-t">{escape(title)}</title>'
        f'<desc id="{chart_id}-d">{escape(desc)}</desc>',
        axes.grid,
    ]
    for s in series:
        at = [(axes.xs[i], axes.ys[v]) for i, v in enumerate(s.values)]
        steps = [f"{x - px} {y - py}" for (px, py), (x, y) in pairwise(at)]
        start = f"M{at[0][0]} {at[0][1]}"
        line = f"{start}l{' '.join(steps)}" if steps else start  # one year: no line
        out.append(
            f'<g class="pw pw-{s.power.lower()}"><title>{escape(s.label)}</title>'
            f'<path d="{line}"/>'
            f'<path class="dots" d="{start}h0{"".join(f"m{step}h0" for step in steps)}"/>'
            "</g>"
        )
    out.append("</svg>")
    return "".join(out)


SOLO = SOLO_CENTRES
"""The centres that win a standard game outright: the dashed line, when the axis reaches it."""


def axis_top(largest: int) -> int:
    """The top of the y axis for counts up to ``largest``: the next even number (at least 4),
    so the lines use the chart's height; from 15 centres on, the solo line (18) is shown
    too, as the count to compare with."""
    top = max(4, largest + largest % 2)
    return max(top, SOLO) if largest >= SOLO - 3 else top


def _major(v: int, top: int) -> bool:
    """Whether the y label ``v`` stays on small screens: every 6 on a tall axis, else every 2."""
    return v > 0 and v % (6 if top > 10 else 2) == 0


@dataclass(frozen=True)
class _Axes:
    grid: str  # the grid lines and the labels of both axes, as SVG
    xs: tuple[int, ...]  # [year]: x of the year
    ys: tuple[int, ...]  # [count]: y of the count


@cache  # a pure function of two small values: every board of an archive shares a few
def _axes(years: tuple[int, ...], top: int) -> _Axes:
    plot_w = _W - _LEFT - _RIGHT
    plot_h = _H - _TOP - _BOTTOM
    n = max(len(years) - 1, 1)
    xs = tuple(_whole(_LEFT + plot_w * i / n) for i in range(len(years)))
    ys = tuple(_whole(_TOP + plot_h * (1 - v / top)) for v in range(top + 1))
    label_ys = tuple(_whole(_TOP + plot_h * (1 - v / top) + 4) for v in range(top + 1))
    # One path draws the grid's lines, but the solo line (dashed); the labels of each axis
    # share their anchor. Labels marked "minor" are left out on small screens, where the
    # text is drawn larger.
    steps = range(0, top + 1, 2)
    lines = "".join(f"M{_LEFT} {ys[v]}H{_W - _RIGHT}" for v in steps if v != SOLO)
    out = ['<g class="grid">', f'<path d="{lines}"/>']
    if SOLO in steps:
        out.append(f'<path class="solo" d="M{_LEFT} {ys[SOLO]}H{_W - _RIGHT}"/>')
    out.append('<g text-anchor="end">')
    for v in steps:
        minor = _minor(not _major(v, top))
        out.append(f'<text x="{_LEFT - 6}" y="{label_ys[v]}"{minor}>{v}</text>')
    out.append('</g><g text-anchor="middle">')
    for i, year in enumerate(years):
        minor = _minor(i % 2 if len(years) > 5 else 0)
        out.append(f'<text x="{xs[i]}" y="{_H - 8}"{minor}>{year}</text>')
    out.append("</g></g>")
    return _Axes("".join(out), xs, ys)


@dataclass(frozen=True)
class RankPoint:
    label: str  # the event's name, written beside its row
    rank: int
    field: int  # players ranked at the event


_RW = 320  # rank chart width; each event is a row of _ROW units
_RL, _RR, _ROW, _RTOP = 8, 8, 34, 18
_RLABEL = 48  # characters of an event's name shown (the rest ends in "…")


def _share(rank: int, field: int) -> float:
    """Where a rank sits in its field: 0 for 1st, 1 for last (so 1st of 8 and 2nd of 15
    are comparable)."""
    return (rank - 1) / (field - 1) if field > 1 else 0.0


def _short(label: str) -> str:
    return label if len(label) <= _RLABEL else label[: _RLABEL - 1].rstrip() + "…"


# A rank chart's row is made of pieces that many rows of many players' charts share: the
# heights of the i-th row, the dot of a rank in a field, an event's name escaped (every
# player of an event names it). Each is a pure function of small values, kept (as _axes).


@cache
def _row_ys(i: int) -> tuple[str, str, str]:
    """The i-th row's heights: of its label, of its track (and dot), of its value."""
    top = _RTOP + _ROW * i
    return _fmt(top + 11), _fmt(top + 22), _fmt(top + 26)


@cache
def _dot_x(rank: int, field: int) -> str:
    """Where the dot of ``rank`` in a field of ``field`` players is."""
    left, right = _RL, _RW - _RR - 36
    return _fmt(left + (right - left) * _share(rank, field))


@cache
def _names(label: str) -> tuple[str, str]:
    """An event's name escaped: whole (the row's title), and shortened (its text)."""
    return escape(label), escape(_short(label))


def rank_chart(
    points: Sequence[RankPoint],
    *,
    title: str,
    desc: str,
    chart_id: str,
    first: str = "1st",
    last: str = "last",
) -> str:
    """A player's rank at each event as a share of its field: one labelled row per event,
    in the order given (the page's list), 1st at the left and last at the right.

    ``first`` and ``last`` label the two ends of the scale, in the page's language; each
    row ends in the rank as "3/15".
    """
    height = _RTOP + _ROW * len(points) + 4
    left, right = _RL, _RW - _RR - 36  # room for "12/15" at the right
    out = [
        f'<svg class="chart chart-rank" viewBox="0 0 {_RW} {height}" role="img" '
        f'aria-labelledby="{chart_id}-t {chart_id}-d" xmlns="http://www.w3.org/2000/svg">',
        f'<title id="{chart_id}-t">{escape(title)}</title>',
        f'<desc id="{chart_id}-d">{escape(desc)}</desc>',
        '<g class="grid">',
        f'<text x="{left}" y="11">{escape(first)}</text>',
        f'<text x="{right}" y="11" text-anchor="end">{escape(last)}</text>',
        "</g>",
    ]
    for i, p in enumerate(points):
        label_y, track, value_y = _row_ys(i)
        name, short = _names(p.label)
        out.append(
            f'<g class="rank-row"><title>{name}: {p.rank}/{p.field}</title>'
            f'<text class="rank-label" x="{left}" y="{label_y}">{short}</text>'
            f'<line class="rank-track" x1="{left}" x2="{right}" y1="{track}" y2="{track}"/>'
            f'<circle class="rank-dot" cx="{_dot_x(p.rank, p.field)}" cy="{track}" r="5"/>'
            f'<text class="rank-value" x="{_RW - _RR}" y="{value_y}" text-anchor="end">'
            f"{p.rank}/{p.field}</text></g>"
        )
    out.append("</svg>")
    return "".join(out)


_LW, _LH = 320, 96  # rating chart viewBox
_LL, _LR, _LT, _LB = 40, 8, 8, 8


def line_chart(
    values: Sequence[float], labels: tuple[str, str], *, title: str, desc: str, chart_id: str
) -> str:
    """A small line chart of one value over time (a player's rating after each event,
    oldest first): one line with a dot at each value, the lowest and highest values
    labelled (``labels``, as the page writes them) at the left; nothing else, so that it
    stays small on any page."""
    low, high = min(values), max(values)
    span = (high - low) or 1.0
    plot_w, plot_h = _LW - _LL - _LR, _LH - _LT - _LB
    n = max(len(values) - 1, 1)
    points = " ".join(
        f"{_fmt(_LL + plot_w * i / n)},{_fmt(_LT + plot_h * (high - v) / span)}"
        for i, v in enumerate(values)
    )
    bottom = _fmt(_LT + plot_h)
    return (
        f'<svg class="chart chart-line" viewBox="0 0 {_LW} {_LH}" role="img" '
        f'aria-labelledby="{chart_id}-t {chart_id}-d" xmlns="http://www.w3.org/2000/svg">'
        f'<title id="{chart_id}-t">{escape(title)}</title>'
        f'<desc id="{chart_id}-d">{escape(desc)}</desc>'
        '<g class="grid">'
        f'<line x1="{_LL}" x2="{_LW - _LR}" y1="{_LT}" y2="{_LT}"/>'
        f'<line x1="{_LL}" x2="{_LW - _LR}" y1="{bottom}" y2="{bottom}"/>'
        f'<text x="{_LL - 6}" y="{_LT + 4}" text-anchor="end">{escape(labels[1])}</text>'
        f'<text x="{_LL - 6}" y="{_fmt(_LT + plot_h + 4)}" text-anchor="end">'
        f"{escape(labels[0])}</text>"
        "</g>"
        f'<polyline class="line" points="{points}" fill="none" stroke-width="2.5" '
        'stroke-linejoin="round"/>'
        f'<path class="line-dots" d="{"".join(f"M{p}h0" for p in points.split())}" '
        'stroke-width="6" stroke-linecap="round"/>'
        "</svg>"
    )
