"""Generate a realistic synthetic results archive in podium's content format.

    python benchmarks/make_archive.py EVENTS [-o DIR] [--seed N] [--players N]

Each event has 35 players from a pool of about 300 recurring players (the regulars play
more often), 5 rounds of 5 Diplomacy boards of 7, and year-by-year centre counts from
1901 to 1907 that come from a small simulation of a game: neutral centres are taken in the
first years, then centres change hands, weak powers are eliminated, now and then someone
soloes. Every year of every board sums to at most 34. Most events use Italia 2010, some
C-Diplo. The same EVENTS and seed always give the same bytes.

320 events build to about 10,000 pages (31 per event: the event, 5 rounds, 25 boards,
plus the player pages).
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

POWERS = ("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey")
HOME_CENTRES = {p: 4 if p == "Russia" else 3 for p in POWERS}
TOTAL_CENTRES = 34
YEARS = tuple(range(1901, 1908))
ROUNDS = 5
BOARDS = 5
SEATS = 7
FIRST_YEAR = 2005
SPAN_YEARS = 20


def _words(text: str) -> tuple[str, ...]:
    return tuple(text.split())


FIRST_NAMES_M = _words(
    "Alberto Andrea Antonio Bruno Carlo Claudio Daniele Davide Emanuele Enrico Fabio "
    "Federico Filippo Francesco Giacomo Giorgio Giovanni Giulio Luca Lorenzo Marco "
    "Mario Massimo Matteo Michele Nicola Paolo Pietro Riccardo Roberto Simone "
    "Stefano Tommaso Vincenzo Pierre Julien Thomas Nicolas John David James Oliver "
    "Jan Lukas Pablo Diego"
)
FIRST_NAMES_F = _words(
    "Alessandra Anna Beatrice Chiara Elena Elisa Francesca Giulia Laura Maria Marta "
    "Paola Sara Silvia Valentina Claire Camille Emma Sophie Lucia Ines Hanna"
)
LAST_NAMES = _words(
    "Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno "
    "Gallo Conti De-Luca Mancini Costa Giordano Rizzo Lombardi Moretti Barbieri "
    "Fontana Santoro Mariani Rinaldi Caruso Ferrara Galli Martini Leone Longo "
    "Gentile Martinelli Vitale Lombardo Serra Coppola De-Santis Marchetti Parisi "
    "Villa Conte Ferri Fabbri Bellini Martin Bernard Dubois Durand Leroy Moreau "
    "Smith Jones Taylor Brown Muller Schmidt Garcia Lopez Novak Jansen"
)
COUNTRIES = ("IT",) * 14 + ("FR", "FR", "GB", "DE", "ES", "CH", "BE", "NL")
CITIES = _words(
    "milano brunate torino roma bologna firenze napoli genova venezia padova verona "
    "bergamo trieste parma pisa lecco como bari paris lyon"
)
KINDS = ("open", "cup", "masters", "challenge", "trophy", "winter-open", "summer-cup")


@dataclass(frozen=True)
class Person:
    id: str
    name: str
    country: str
    gender: str | None
    born: date | None


def make_players(rng: random.Random, count: int) -> list[Person]:
    """``count`` people with unique ids; about a quarter women, half with a birth date."""
    people: list[Person] = []
    seen: set[str] = set()
    while len(people) < count:
        female = rng.random() < 0.25
        first = rng.choice(FIRST_NAMES_F if female else FIRST_NAMES_M)
        last = rng.choice(LAST_NAMES)
        pid = f"{first}-{last}".lower()
        if pid in seen:
            continue
        seen.add(pid)
        born = None
        if rng.random() < 0.5:
            born = date(1960, 1, 1) + timedelta(days=rng.randrange(365 * 40))
        people.append(
            Person(
                id=pid,
                name=f"{first} {last.replace('-', ' ')}",
                country=rng.choice(COUNTRIES),
                gender="f" if female and rng.random() < 0.8 else None,
                born=born,
            )
        )
    people.sort(key=lambda p: p.id)
    return people


def simulate_board(rng: random.Random) -> tuple[dict[str, list[int]], str | None]:
    """Year-by-year centre counts (1901..1907) for the seven powers, and the result.

    Every year sums to at most 34; nobody reaches 18 except a rare soloist in the last
    year (then the result is ``solo``).
    """
    strength = {p: rng.lognormvariate(0.0, 0.45) for p in POWERS}
    owned = dict(HOME_CENTRES)
    neutral = TOTAL_CENTRES - sum(owned.values())
    history: dict[str, list[int]] = {p: [] for p in POWERS}
    solo = rng.random() < 0.03
    for index, _year in enumerate(YEARS):
        grab = neutral if index >= 2 else min(neutral, rng.randint(7, 10) if index == 0 else 3)
        for _ in range(grab):
            alive = [p for p in POWERS if owned[p] > 0 and owned[p] < 17]
            winner = rng.choices(alive, [strength[p] for p in alive])[0]
            owned[winner] += 1
            neutral -= 1
        for _ in range(rng.randint(0, 2 + index // 2)):
            alive = [p for p in POWERS if owned[p] > 0]
            losers = [p for p in alive if owned[p] > 0]
            loser = rng.choices(losers, [1.0 / strength[p] for p in losers])[0]
            gainers = [p for p in alive if p != loser and owned[p] < 17]
            if not gainers:
                continue
            winner = rng.choices(gainers, [strength[p] for p in gainers])[0]
            owned[loser] -= 1
            owned[winner] += 1
        if solo and index == len(YEARS) - 1:
            leader = max(POWERS, key=lambda p: (owned[p], strength[p]))
            while owned[leader] < 18:
                donor = max((p for p in POWERS if p != leader), key=lambda p: owned[p])
                owned[donor] -= 1
                owned[leader] += 1
        for p in POWERS:
            history[p].append(owned[p])
        for p in POWERS:  # fortunes drift a little from year to year
            strength[p] *= rng.lognormvariate(0.0, 0.15)
    assert all(sum(history[p][i] for p in POWERS) <= TOTAL_CENTRES for i in range(len(YEARS)))
    if solo:
        return history, "solo"
    return history, rng.choice(("draw", "draw", "time", None))


def players_yaml(people: list[Person]) -> str:
    lines = [
        "# Every person who has played, once. The id (the key) is used in URLs.",
        "# gender and born are private (tie-breaks only).",
    ]
    for p in people:
        lines.append(f"{p.id}:")
        lines.append(f"  name: {p.name}")
        lines.append(f"  country: {p.country}")
        if p.gender:
            lines.append(f"  gender: {p.gender}")
        if p.born:
            lines.append(f"  born: {p.born.isoformat()}")
    return "\n".join(lines) + "\n"


def event_yaml(name: str, start: date, city: str, scoring: str, rng: random.Random) -> str:
    lines = [
        f"name: {name}",
        f"start: {start.isoformat()}",
        f"end: {(start + timedelta(days=2)).isoformat()}",
        f"location: {city.capitalize()}, Italy",
        f"scoring: {scoring}",
    ]
    if scoring == "italia-2010" and rng.random() < 0.3:
        lines += ["rules:", "  worst_result_percent: 10"]
    return "\n".join(lines) + "\n"


def round_yaml(rng: random.Random, day: date, field: list[str]) -> str:
    seats = list(field)
    rng.shuffle(seats)
    lines = [f"date: {day.isoformat()}", "boards:"]
    for b in range(BOARDS):
        table = seats[b * SEATS : (b + 1) * SEATS]
        powers = list(POWERS)
        rng.shuffle(powers)
        history, result = simulate_board(rng)
        lines.append(f"  - board: {b + 1}")
        if result is not None:
            lines.append(f"    result: {result}")
        lines.append("    powers:")
        for power, player in sorted(zip(powers, table, strict=True)):
            counts = ", ".join(str(c) for c in history[power])
            pad = " " * (7 - len(power))
            lines.append(f"      {power}:{pad} {{player: {player}, centres: [{counts}]}}")
    return "\n".join(lines) + "\n"


def make_archive(events: int, out: Path, seed: int = 2024, players: int = 300) -> int:
    """Write the archive under ``out`` (site.yaml, players.yaml, events/); returns files."""
    rng = random.Random(seed)
    people = make_players(rng, players)
    # Regulars play far more often than occasional players (a Zipf-like activity).
    activity = [1.0 / (1 + i) ** 0.7 for i in range(len(people))]
    rng.shuffle(activity)
    cumulative = list(itertools.accumulate(activity))
    out.mkdir(parents=True, exist_ok=True)
    (out / "site.yaml").write_text(
        "title: Associazione Italiana Diplomacy (synthetic archive)\n"
        "url: https://example.org/results/\n"
        "language: en\n",
        encoding="utf-8",
    )
    (out / "players.yaml").write_text(players_yaml(people), encoding="utf-8")
    written = 2
    used: set[str] = set()
    for i in range(events):
        year = FIRST_YEAR + i * SPAN_YEARS // max(events, 1)
        start = date(year, 1, 1) + timedelta(days=rng.randrange(360))
        city = rng.choice(CITIES)
        kind = rng.choice(KINDS)
        base = f"{year}-{city}-{kind}"
        event_id, n = base, 2
        while event_id in used:
            event_id, n = f"{base}-{n}", n + 1
        used.add(event_id)
        title = f"{city.capitalize()} {kind.replace('-', ' ').title()} {year}"
        if event_id != base:
            title += f" ({n - 1})"
        scoring = "italia-2010" if rng.random() < 0.85 else "c-diplo"
        folder = out / "events" / event_id
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "event.yaml").write_text(
            event_yaml(title, start, city, scoring, rng), encoding="utf-8"
        )
        written += 1
        if rng.random() < 0.25:
            (folder / "index.md").write_text(
                f"The {title} was played in {city.capitalize()} over three days.\n\n"
                f"Thanks to the *organisers* and to all {BOARDS * SEATS} players.\n",
                encoding="utf-8",
            )
            written += 1
        chosen: set[int] = set()
        while len(chosen) < BOARDS * SEATS:
            chosen.add(rng.choices(range(len(people)), cum_weights=cumulative)[0])
        field = sorted(people[k].id for k in chosen)
        for r in range(1, ROUNDS + 1):
            day = start + timedelta(days=(r - 1) // 2)
            (folder / f"round-{r}.yaml").write_text(round_yaml(rng, day, field), encoding="utf-8")
            written += 1
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("events", type=int, help="number of events (320 -> ~10,000 pages)")
    parser.add_argument("-o", "--output", type=Path, default=Path("archive"), help="folder")
    parser.add_argument("--seed", type=int, default=2024, help="random seed (default 2024)")
    parser.add_argument("--players", type=int, default=300, help="player pool (default 300)")
    args = parser.parse_args(argv)
    if args.events < 0 or args.players < BOARDS * SEATS:
        parser.error(f"need EVENTS >= 0 and --players >= {BOARDS * SEATS}")
    if args.output.exists() and any(args.output.iterdir()):
        parser.error(f"{args.output} is not empty; give a new folder")
    files = make_archive(args.events, args.output, args.seed, args.players)
    print(f"{args.output}: {args.events} events, {files} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
