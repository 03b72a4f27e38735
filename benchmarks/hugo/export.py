"""Export an archive as pre-scored JSON for the Hugo reference site (dev-only).

    python benchmarks/hugo/export.py ARCHIVE SITE

Writes SITE/data/events/<id>.json (one per event: ranking, rounds, boards with centre
histories, scores and breakdowns) and SITE/data/players.json (each player's events), the
data the content adapters in benchmarks/hugo/site/content/ turn into pages.

Scores come from podium itself (``podium.scoring.tournament.score_event``) when it is
installed with its loader; otherwise from the small stand-in scorer below (Italia 2010 and
C-Diplo board scores summed per event), so that the Hugo side can be built before podium's
scoring exists. Either way Hugo gets the same rows: what matters for the benchmark is that
both sites hold the same tables, not who computed the numbers.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from fractions import Fraction
from pathlib import Path
from typing import Any

import yaml

try:
    _Loader: type[yaml.SafeLoader] = yaml.CSafeLoader
except AttributeError:  # pragma: no cover
    _Loader = yaml.SafeLoader

POWER_ORDER = ("Austria", "Germany", "Italy", "Turkey", "England", "Russia", "France")
Json = dict[str, Any]


def number(value: Fraction) -> int | float:
    """Half-up to at most 4 decimals, no trailing zeros (as results.json)."""
    scaled = (value * 10000 + Fraction(1, 2)) // 1
    rounded = Fraction(scaled, 10000)
    return int(rounded) if rounded.denominator == 1 else float(rounded)


def _read(path: Path) -> Any:
    return yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader)


def chart_points(history: list[int]) -> str:
    """The SVG polyline of one power's centres by year (Hugo's math functions are slow)."""
    return " ".join(f"{20 + 45 * i},{170 - 8 * c}" for i, c in enumerate(history))


# ----------------------------------------------------------------- stand-in board scoring


def italia(seats: list[tuple[str, str, list[int]]]) -> list[tuple[int, Fraction, list[str]]]:
    """(position, score, breakdown) per seat (power, player, history), SCORING.md s.1."""

    def key(i: int) -> tuple[Any, ...]:
        power, _, hist = seats[i]
        return (tuple(-c for c in reversed(hist)), POWER_ORDER.index(power))

    order = sorted(range(len(seats)), key=key)
    finals = [s[2][-1] for s in seats]
    tss = Fraction(max(0, sum(1 for c in finals if c >= 3) - 1), 10)
    out: list[tuple[int, Fraction, list[str]]] = [(0, Fraction(0), [])] * len(seats)
    top, second = finals[order[0]], finals[order[1]]
    solo = top >= 18
    brk = top - second >= 3
    for pos, i in enumerate(order, start=1):
        c = finals[i]
        if solo:
            if pos == 1:
                score = (270 + 4 * c + 1) * (1 + tss)
                lines = [f"solo: (270 + 4 × {c} + 1) × {1 + tss}"]
            else:
                score, lines = Fraction(1), ["+1 participation"]
        elif c == 0:
            score, lines = Fraction(1), ["eliminated: +1 participation"]
        else:
            lines = [f"4 × {c} centres = {4 * c}"]
            m = Fraction(4 * c)
            bonus = {1: 70, 2: 34, 3: 16}.get(pos, 0)
            if bonus:
                m += bonus
                lines.append(f"{pos} place +{bonus}")
            if brk and pos == 1:
                m += 30
                lines.append("break +30")
            elif not brk and pos > 1:
                m += 10
                lines.append("no break +10")
            lines += [f"TSS ×{number(1 + tss)}", "+1 participation"]
            score = m * (1 + tss) + 1
        out[i] = (pos, score, lines)
    return out


def cdiplo(seats: list[tuple[str, str, list[int]]]) -> list[tuple[int, Fraction, list[str]]]:
    """(position, score, breakdown) per seat, SCORING.md s.3 (shared position points)."""
    finals = [s[2][-1] for s in seats]
    order = sorted(range(len(seats)), key=lambda i: (-finals[i], POWER_ORDER.index(seats[i][0])))
    points = [38, 14, 7, 0, 0, 0, 0]
    out: list[tuple[int, Fraction, list[str]]] = [(0, Fraction(0), [])] * len(seats)
    for pos, i in enumerate(order, start=1):
        c = finals[i]
        if max(finals) >= 18:
            score = Fraction(100 if c >= 18 else 0)
            out[i] = (pos, score, ["solo 100" if c >= 18 else "solo by another: 0"])
            continue
        tied = [j for j, f in enumerate(order) if finals[f] == c]
        share = Fraction(sum(points[j] for j in tied), len(tied))
        lines = [f"{c} centres", "+1 participation", f"position +{number(share)}"]
        out[i] = (pos, c + 1 + share, lines)
    return out


def standin_event(event_id: str, folder: Path, names: dict[str, str]) -> Json:
    meta = _read(folder / "event.yaml")
    scorer = italia if meta["scoring"] == "italia-2010" else cdiplo
    totals: dict[str, Fraction] = defaultdict(Fraction)
    results: dict[str, list[Json]] = defaultdict(list)
    best: dict[str, Json] = {}
    rounds: list[Json] = []
    n = 1
    while (folder / f"round-{n}.yaml").exists():
        boards: list[Json] = []
        for board in _read(folder / f"round-{n}.yaml")["boards"]:
            seats = [(p, e["player"], list(e["centres"])) for p, e in board["powers"].items()]
            scored = scorer(seats)
            rows: list[Json] = []
            for (power, player, hist), (pos, score, lines) in zip(seats, scored, strict=True):
                totals[player] += score
                results[player].append(
                    {"round": n, "board": str(board["board"]), "counted": number(score)}
                )
                row = {
                    "player": player,
                    "name": names[player],
                    "power": power,
                    "centres": hist[-1],
                    "history": hist,
                    "points": chart_points(hist),
                    "position": pos,
                    "score": number(score),
                    "counted": number(score),
                    "breakdown": lines,
                }
                rows.append(row)
                if power not in best or score > best[power]["_score"]:
                    best[power] = {**row, "round": n, "_score": score}
            rows.sort(key=lambda r: r["position"])
            start, end = board.get("start", 1901), board.get("end", 1907)
            boards.append(
                {
                    "board": str(board["board"]),
                    "top_table": False,
                    "years": list(range(start, end + 1)),
                    "results": rows,
                }
            )
        rounds.append({"round": n, "boards": boards, "sit_outs": []})
        n += 1
    ranked = sorted(totals, key=lambda p: (-totals[p], p))
    ranking: list[Json] = []
    for i, player in enumerate(ranked):
        rank = i + 1
        if i and totals[ranked[i - 1]] == totals[player]:
            rank = ranking[-1]["rank"]
        ranking.append(
            {
                "rank": rank,
                "shared": sum(1 for p in ranked if totals[p] == totals[player]) > 1,
                "player": player,
                "name": names[player],
                "total": number(totals[player]),
                "games": len(results[player]),
                "results": results[player],
            }
        )
    report = folder / "index.md"
    return {
        "event": event_id,
        "name": meta["name"],
        "start": str(meta["start"]),
        "location": meta.get("location", ""),
        "scoring": meta["scoring"],
        "report": report.read_text(encoding="utf-8") if report.exists() else "",
        "ranking": ranking,
        "disqualified": [],
        "rounds": rounds,
        "best_powers": [
            {k: best[p][k] for k in ("power", "player", "name", "round", "score")}
            for p in sorted(best)
        ],
    }


def export(archive: Path, site: Path) -> int:
    """Write the JSON data for every event of ``archive`` into ``site/data``; returns events."""
    people = _read(archive / "players.yaml")
    names = {pid: p["name"] for pid, p in people.items()}
    out = site / "data" / "events"
    out.mkdir(parents=True, exist_ok=True)
    played: dict[str, list[Json]] = defaultdict(list)
    count = 0
    for folder in sorted((archive / "events").iterdir()):
        data = standin_event(folder.name, folder, names)
        (out / f"{folder.name}.json").write_text(json.dumps(data), encoding="utf-8")
        for row in data["ranking"]:
            played[row["player"]].append(
                {
                    "event": data["event"],
                    "name": data["name"],
                    "start": data["start"],
                    "rank": row["rank"],
                    "total": row["total"],
                    "games": row["games"],
                }
            )
        count += 1
    players = {
        pid: {
            "name": names[pid],
            "country": people[pid].get("country", ""),
            "events": sorted(played.get(pid, []), key=lambda e: (e["start"], e["event"])),
        }
        for pid in sorted(names)
    }
    (site / "data" / "players.json").write_text(json.dumps(players), encoding="utf-8")
    return count


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    n = export(Path(argv[0]), Path(argv[1]))
    print(f"exported {n} events to {argv[1]}/data")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
