"""One meaning per value: the scalar forms YAML 1.1 and 1.2 read differently, in every kind
of field, are accepted with the meaning the content format gives them or refused at the
value's ``line:col``; never a traceback, and the same verdict whatever else the file holds.

The meanings are written out by hand below (the format's rules, not the reader's output):
a number field takes whole numbers and decimals as a person reads them (``1_000``,
``0x1F`` and ``.5`` included), never text, a leading zero (YAML 1.1 octal), base 60,
``.inf``/``.nan`` nor more than 15 digits; a text field takes what YAML reads as text
(quoted or not); a date field takes ``YYYY-MM-DD``, quoted or not; an id field (a board's
name or number) takes a whole number from 1 to 999 or lowercase letters, digits and '-'.
"""

from __future__ import annotations

import datetime as dt
import tempfile
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from podium.build.service import load
from podium.content.problems import ContentError
from podium.model import Club

REFUSED = None
DAY = dt.date(2024, 5, 10)

# form: (number, text, date, id) meanings; REFUSED where the field must refuse it.
FORMS: dict[str, tuple[Any, Any, Any, Any]] = {
    "7": (Fraction(7), REFUSED, REFUSED, "7"),
    "-3": (Fraction(-3), REFUSED, REFUSED, REFUSED),
    "1.5": (Fraction(3, 2), REFUSED, REFUSED, REFUSED),
    "1_000": (Fraction(1000), REFUSED, REFUSED, REFUSED),
    "0o17": (REFUSED, "0o17", REFUSED, "0o17"),
    "017": (REFUSED, REFUSED, REFUSED, REFUSED),
    "0x1F": (Fraction(31), REFUSED, REFUSED, "31"),
    "1e3": (REFUSED, "1e3", REFUSED, "1e3"),
    "1.5e+3": (Fraction(1500), REFUSED, REFUSED, REFUSED),
    ".5": (Fraction(1, 2), REFUSED, REFUSED, REFUSED),
    "+.5": (REFUSED, "+.5", REFUSED, REFUSED),
    ".inf": (REFUSED, REFUSED, REFUSED, REFUSED),
    "-.Inf": (REFUSED, REFUSED, REFUSED, REFUSED),
    ".nan": (REFUSED, REFUSED, REFUSED, REFUSED),
    "12:30": (REFUSED, REFUSED, REFUSED, REFUSED),
    "'12:30'": (REFUSED, "12:30", REFUSED, REFUSED),
    "yes": (REFUSED, REFUSED, REFUSED, REFUSED),
    "off": (REFUSED, REFUSED, REFUSED, REFUSED),
    "No": (REFUSED, REFUSED, REFUSED, REFUSED),
    "null": (REFUSED, REFUSED, REFUSED, REFUSED),
    "~": (REFUSED, REFUSED, REFUSED, REFUSED),
    "": (REFUSED, REFUSED, REFUSED, REFUSED),
    "2024-05-10": (REFUSED, REFUSED, DAY, REFUSED),
    "'2024-05-10'": (REFUSED, "2024-05-10", DAY, "2024-05-10"),
    '"2024-05-10"': (REFUSED, "2024-05-10", DAY, "2024-05-10"),
    "2024-02-30": (REFUSED, REFUSED, REFUSED, REFUSED),
    "'2024-02-30'": (REFUSED, "2024-02-30", REFUSED, "2024-02-30"),
    "2024-5-1": (REFUSED, "2024-5-1", REFUSED, "2024-5-1"),
    "2024-05-10 10:00:00": (REFUSED, REFUSED, REFUSED, REFUSED),
    "'7'": (REFUSED, "7", REFUSED, "7"),
    "'017'": (REFUSED, "017", REFUSED, "017"),
    "123456789012345678901": (REFUSED, REFUSED, REFUSED, REFUSED),
    "9" * 4400: (REFUSED, REFUSED, REFUSED, REFUSED),
    "0." + "3" * 400: (REFUSED, REFUSED, REFUSED, REFUSED),
    "Zoë Ünal": (REFUSED, "Zoë Ünal", REFUSED, REFUSED),
    "'top'": (REFUSED, "top", REFUSED, "top"),
    "|-\n{indent}a-1": (REFUSED, "a-1", REFUSED, "a-1"),
    ">-\n{indent}2024-05-10": (REFUSED, "2024-05-10", DAY, "2024-05-10"),
    "[7]": (REFUSED, REFUSED, REFUSED, REFUSED),
}


@dataclass(frozen=True)
class Field:
    """Where a form is written: the file, its text around ``{v}``, and the value's line."""

    file: str
    text: str
    line: int
    indent: str  # of a block scalar's lines

    def write(self, form: str) -> str:
        return self.text.replace("{v}", form.replace("{indent}", self.indent))


PLAYERS = "".join(f"{p}:\n  name: {p.title()}\n" for p in ("ann", "bob", "cat", "dan"))
PLAYERS += "".join(f"{p}:\n  name: {p.title()}\n" for p in ("eve", "fay", "gus"))
EVENT = "name: Open\nstart: {v}\nscoring: italia-2010\n"
ROUND = """\
boards:
  - board: {v}
    powers:
      Austria: {player: ann, centres: 9}
      England: {player: bob, centres: 8}
      France: {player: cat, centres: 6}
      Germany: {player: dan, centres: 5}
      Italy: {player: eve, centres: 3}
      Russia: {player: fay, centres: 2}
      Turkey: {player: gus, centres: 0}
"""

FIELDS = {
    "number": Field(
        "events/open/event.yaml",
        "name: Open\nstart: 2024-05-10\nscoring: italia-2010\n"
        "penalties:\n  - player: ann\n    points: {v}\n",
        6,
        "      ",
    ),
    "text": Field("players.yaml", "zed:\n  name: {v}\n" + PLAYERS, 2, "    "),
    "date": Field("events/open/event.yaml", EVENT, 2, "  "),
    "id": Field("events/open/round-1.yaml", ROUND, 2, "      "),
}
KINDS = tuple(FIELDS)

NOISE = {
    "players.yaml": ["hal:\n  name: &who Hal\n", "# a tab\there, an &anchor and ü\n"],
    "events/open/event.yaml": ["location: &place Como\n", "# a tab\there, a *star\n"],
    "events/open/round-1.yaml": ["sit_outs: &nobody []\ntwo_boards: *nobody\n", "# ü\t\n"],
}
"""Lines that change nothing, appended at the end of the field's file."""

DEFAULTS = {
    "site.yaml": "title: Club\n",
    "players.yaml": PLAYERS,
    "events/open/event.yaml": EVENT.replace("{v}", "2024-05-10"),
    "events/open/round-1.yaml": ROUND.replace("board: {v}", "board: 1"),
}


def _verdict(kind: str, form: str, noise: list[str]) -> tuple[str, Any]:
    """("accepted", the value read) or ("refused", the problem lines of the field's file)."""
    field = FIELDS[kind]
    files = {**DEFAULTS, field.file: field.write(form) + "".join(noise)}
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        for name, text in files.items():
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_text(text, encoding="utf-8")
        try:
            club = load(root)
        except ContentError as error:
            here = str(root / field.file)
            return "refused", sorted((p.line, p.col) for p in error.problems if p.file == here)
    return "accepted", _value(kind, club)


def _value(kind: str, club: Club) -> Any:
    event = club.events[0] if club.events else None
    if kind == "text":
        return club.players["zed"].name
    assert event is not None
    if kind == "number":
        return event.penalties[0].points
    if kind == "date":
        return event.start
    return event.rounds[0].boards[0].board


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(sorted(FORMS)),
    st.sampled_from(KINDS),
    st.lists(st.integers(min_value=0, max_value=1), max_size=2, unique=True),
)
def test_a_form_has_one_meaning_in_each_kind_of_field(
    form: str, kind: str, noise_picks: list[int]
) -> None:
    expected = FORMS[form][KINDS.index(kind)]
    field = FIELDS[kind]
    noise = [NOISE[field.file][i] for i in noise_picks]
    verdict, found = _verdict(kind, form, noise)
    if expected is REFUSED:
        assert verdict == "refused", (form, kind, found)
        assert found, f"{form!r} in a {kind} field is refused, but not in its file"
        line, col = found[0]
        assert (line, col > 0) == (field.line, True), (form, kind, found)
    else:
        assert (verdict, found) == ("accepted", expected), (form, kind)
    assert _verdict(kind, form, []) == (verdict, found)
