"""A spreadsheet saved as CSV, read as a club's spreadsheet program wrote it.

For ``podium import csv`` (:mod:`podium.tools.csv_import`): the bytes are UTF-8 (with or
without the byte-order mark Excel writes) or, when they are not UTF-8, Windows-1252 (what
Excel on Windows saves as "CSV" in western Europe; a note says so). The separator is the
one of comma, semicolon and tab that the header row uses most (LibreOffice and Excel in
Italian or French write semicolons). Rows with nothing in them are left out (spreadsheets
often end with a few). Every cell keeps its place: the file's line and the column's
number (1 = A), so a problem is reported where the secretary will look for it.

Columns are recognised by their heading, in English, Italian or French, whatever the case
and accents (:data:`ALIASES`), or named with ``--map HEADING=field``. A heading that is a
year (``1901``, or ``Centres 1901``) is that year's centre count.
"""

from __future__ import annotations

import csv
import io
import re
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from pathlib import Path

from podium.content.format_problems import printable
from podium.content.problems import Problem, suggestion
from podium.tools import files

FIELDS: tuple[str, ...] = (
    "round",
    "board",
    "power",
    "player",
    "centres",
    "eliminated",
    "result",
    "end",
    "side",
    "place",
    "points",
    "kills",
    "lost",
    "units",
    "game",
)
"""What a column can hold (``--map`` names one of these)."""

ALIASES: dict[str, tuple[str, ...]] = {
    "round": ("round", "rnd", "turno", "turn", "tour", "manche", "ronde"),
    "board": ("board", "table", "tavolo", "tavola", "plateau"),
    "power": ("power", "country", "potenza", "nazione", "paese", "puissance", "pays", "nation"),
    "player": ("player", "name", "giocatore", "nome", "joueur", "nom", "joueuse"),
    "centres": (
        "centres",
        "centers",
        "centre",
        "center",
        "supply centres",
        "supply centers",
        "sc",
        "centri",
        "centri finali",
        "centres finaux",
    ),
    "eliminated": ("eliminated", "eliminato", "eliminata", "elimine", "eliminee"),
    "result": ("result", "risultato", "resultat"),
    "end": ("end", "last year", "fine", "anno finale", "ultimo anno", "fin", "annee finale"),
    "side": ("side", "team", "schieramento", "squadra", "fazione", "camp", "equipe"),
    "place": ("place", "position", "rank", "posizione", "piazzamento", "classement"),
    "points": ("points", "punti", "punteggio"),
    "kills": ("kills", "abbattuti", "uccisioni", "victoires"),
    "lost": ("lost", "losses", "perdite", "persi", "pertes", "perdus"),
    "units": ("units", "unita", "unites"),
    "game": ("game", "gioco", "jeu"),
}
"""Headings of each field, as :func:`folded` (lowercase, no accents, single spaces)."""

YEAR_RE = re.compile(r"^(?:(?:centres|centers|centri|sc)\s*)?(\d{4})$")

SEPARATORS = (";", ",", "\t")

MAX_BYTES = 5_000_000
"""The largest CSV file read (5 MB: a season of a big club is a few hundred KB)."""
MAX_ROWS = 50_000
"""The most rows of one CSV file."""
MAX_CELL = 1_000
"""The most characters of one cell."""
MAX_DIGITS = 15
"""The most digits of a number (as in the content files: up to 15, a number is exact)."""


class ImportProblems(Exception):
    """The import stops; ``problems`` say where and why (nothing was written)."""

    def __init__(self, problems: Sequence[Problem]) -> None:
        super().__init__("\n".join(str(p) for p in problems))
        self.problems = tuple(problems)


class TableError(Exception):
    """The file cannot be read as a table at all (the message is a located problem)."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(str(problem))
        self.problem = problem


@dataclass(frozen=True, slots=True)
class Cell:
    """Where a value came from: file, line (1 = the header) and column (1 = A)."""

    file: str
    line: int
    col: int

    def problem(self, message: str, hint: str = "") -> Problem:
        return Problem(self.file, self.line, self.col, message, hint)


@dataclass(frozen=True, slots=True)
class Row:
    """One row of data: its cells' texts (stripped) by column number, and its line."""

    file: str
    line: int
    cells: tuple[str, ...]

    def text(self, col: int | None) -> str:
        """The text of column ``col`` (1-based), empty when the row is shorter."""
        if col is None or col > len(self.cells):
            return ""
        return self.cells[col - 1]

    def cell(self, col: int) -> Cell:
        return Cell(self.file, self.line, col)


@dataclass(frozen=True, slots=True)
class Table:
    """A CSV file: which column holds each field, each year's column, and the rows."""

    file: str
    header_line: int
    headings: tuple[str, ...]
    columns: dict[str, int]  # field -> column number (1-based)
    years: dict[int, int]  # year -> column number, in year order
    rows: tuple[Row, ...]
    notes: tuple[str, ...] = field(default=())

    def heading(self, col: int) -> str:
        return self.headings[col - 1] if col <= len(self.headings) else ""


def folded(text: str) -> str:
    """``"  Résultat "`` -> ``"resultat"``: lowercase ASCII letters, single spaces."""
    decomposed = unicodedata.normalize("NFKD", text)
    ascii_text = decomposed.encode("ascii", "ignore").decode("ascii").lower()
    return " ".join(re.sub(r"[^a-z0-9]+", " ", ascii_text).split())


def decode(name: str, data: bytes) -> tuple[str, tuple[str, ...]]:
    """The file's text, and a note when it was not UTF-8."""
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8"), ()
    except UnicodeDecodeError:
        note = f"note: {name} is not UTF-8; read it as Windows-1252 (cp1252)"
        return data.decode("cp1252", errors="replace"), (note,)


def separator(header: str) -> str:
    """The separator the header line uses most (semicolon on a tie with a comma)."""
    counts = {sep: header.count(sep) for sep in SEPARATORS}
    best = max(SEPARATORS, key=lambda sep: counts[sep])
    return best if counts[best] else ","


def read(path: Path, mapping: dict[str, str], *, name: str | None = None) -> Table:
    """Read ``path``; ``mapping`` is ``--map``'s headings (folded) -> field. A file that is
    not a regular file, or beyond :data:`MAX_BYTES`, :data:`MAX_ROWS` or :data:`MAX_CELL`,
    is refused before it is read or as soon as the row is."""
    shown = name or path.as_posix()
    try:
        data = files.read_bytes(path, MAX_BYTES)
    except files.UnsafePath as error:
        raise TableError(Problem(shown, 0, 0, str(error.strerror), "")) from None
    text, notes = decode(shown, data)
    lines = text.splitlines()
    first = next((i for i, line in enumerate(lines) if line.strip(" ,;\t")), None)
    if first is None:
        raise TableError(Problem(shown, 0, 0, "the file is empty", "export the sheet again"))
    sep = separator(lines[first])
    header: list[str] | None = None
    header_line = 0
    rows: list[Row] = []
    for line, cells in _rows(shown, text, sep):
        stripped = tuple(c.strip() for c in cells)
        if not any(stripped):
            continue  # a blank row
        if header is None:
            header, header_line = list(stripped), line
            continue
        if len(rows) == MAX_ROWS:
            raise TableError(
                Problem(
                    shown,
                    line,
                    1,
                    f"more than {MAX_ROWS:,} rows",
                    "split the sheet: import one file per round or per event",
                )
            )
        rows.append(Row(shown, line, stripped))
    assert header is not None
    columns, years = _columns(shown, header_line, header, mapping)
    unknown = [
        f"note: {shown}: column {col} ('{printable(heading)}') is not one podium reads; "
        "it is left out"
        for col, heading in enumerate(header, start=1)
        if heading and col not in columns.values() and col not in years.values()
    ]
    return Table(shown, header_line, tuple(header), columns, years, tuple(rows), (*notes, *unknown))


def _rows(shown: str, text: str, sep: str) -> Iterator[tuple[int, list[str]]]:
    """Each row of ``text`` with the line it starts on; a row the csv module cannot read,
    or with a cell over :data:`MAX_CELL` characters, is a TableError at that row."""
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=sep, quotechar='"')
    while True:
        start = reader.line_num + 1
        try:
            cells = next(reader)
        except StopIteration:
            return
        except csv.Error:
            raise TableError(
                Problem(
                    shown,
                    start,
                    1,
                    f"a cell of this row does not end (over {MAX_CELL:,} characters, or "
                    "the file ends first)",
                    'look for a stray quote (") in this row: a cell that starts with one '
                    "ends only at the next",
                )
            ) from None
        for col, cell in enumerate(cells, start=1):
            if len(cell) > MAX_CELL:
                raise TableError(
                    Problem(
                        shown,
                        start,
                        col,
                        f"a cell of {len(cell):,} characters (at most {MAX_CELL:,})",
                        'look for a stray quote (") in this row, or shorten the cell',
                    )
                )
        yield start, cells


def _columns(
    file: str, line: int, header: list[str], mapping: dict[str, str]
) -> tuple[dict[str, int], dict[int, int]]:
    columns: dict[str, int] = {}
    years: dict[int, int] = {}
    for col, heading in enumerate(header, start=1):
        key = folded(heading)
        found = mapping.get(key) or _field(key)
        where = Cell(file, line, col)
        if found is not None:
            if found in columns:
                raise TableError(
                    where.problem(
                        f"two columns hold '{found}': '{header[columns[found] - 1]}' "
                        f"and '{heading}'",
                        "rename one, or say which with --map",
                    )
                )
            columns[found] = col
        elif year := YEAR_RE.match(key):
            years[int(year.group(1))] = col
    return columns, dict(sorted(years.items()))


def _field(key: str) -> str | None:
    for name, words in ALIASES.items():
        if key in words:
            return name
    return None


def quoted(text: str, limit: int = 40) -> str:
    """A cell's text quoted for a message: control characters escaped, cut to ``limit``."""
    return repr(text if len(text) <= limit else f"{text[: limit - 1]}…")


def parse_map(entries: list[str]) -> dict[str, str]:
    """``--map "Nome giocatore=player"`` -> ``{"nome giocatore": "player"}``."""
    out: dict[str, str] = {}
    for entry in entries:
        heading, sep, name = entry.rpartition("=")
        name = name.strip().lower()
        if not sep or not heading.strip():
            raise ValueError(f"--map {entry!r} is not HEADING=FIELD, like 'Nome=player'")
        if name not in FIELDS:
            hint = suggestion(name, FIELDS) or f"use one of {', '.join(FIELDS)}"
            raise ValueError(f"--map {entry!r}: no field {name!r}; {hint}")
        out[folded(heading)] = name
    return out


def number(text: str) -> Decimal | None:
    """A spreadsheet's number: ``12``, ``-3``, ``12,5`` (decimal comma), ``1.000,5`` and
    ``1,000.5`` (the last of '.' and ',' is the decimal mark); None when not a number.
    A single ',' is a decimal comma, as LibreOffice and Excel write it in Italian and French."""
    cleaned = text.replace("\u00a0", "").replace("\u202f", "").replace(" ", "")
    if "," in cleaned and "." in cleaned:
        thousands = "." if cleaned.rfind(",") > cleaned.rfind(".") else ","
        cleaned = cleaned.replace(thousands, "")
    cleaned = cleaned.replace(",", ".")
    if not re.fullmatch(r"[-+]?\d+(\.\d+)?", cleaned):
        return None
    if len(cleaned.lstrip("+-").replace(".", "").lstrip("0")) > MAX_DIGITS:
        return None  # a cell of 5,000 digits is no centre count
    try:
        return Decimal(cleaned)
    except InvalidOperation:  # pragma: no cover - the pattern admits only numbers
        return None
