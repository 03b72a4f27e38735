"""``podium serve --enter``: a result form for each board of a round in play.

The pages are made by the server for each request, never written into the site:

- ``/_enter/``: the events with a round in play, and their boards;
- ``/_enter/EVENT/ROUND/BOARD/``: the board's form, filled from the round file (each
  seated power with its player, the centres entered so far);
- ``.../check``: the form checked as ``podium result`` checks it (the same problems, in
  the same words), with the board's scores; the form's script asks it as you type.

Saving goes through :mod:`podium.tools.result_entry` too. The form carries a digest of
the round file as it was when the form was made: a file changed since (by an editor, or
from another device) is never written over; the form comes back with what was typed, and
says so. After a save the site is rebuilt before the browser is sent to the board's page.

Where the request comes from (Host, token, Origin, body size) is the server's business
(:mod:`podium.tools.serve`); here every part of a path must name an event folder, a
seated round and one of its boards, or the answer is 404.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from http import HTTPStatus
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote

import jinja2

from podium.build import service
from podium.content.yamlfile import max_bytes, parse
from podium.hashing import key
from podium.outputs.score_tables import board_rows
from podium.powers import POWERS, canonical_power
from podium.render.templates import club_theme
from podium.scoring.results import BoardScore
from podium.site.i18n import Translator
from podium.tools import files, result_entry
from podium.tools.result_entry import Entered, Request, ResultError, RoundFile
from podium.tools.scaffold import ROUND_RE

PREFIX = "/_enter/"
MAX_BODY = 64 * 1024
"""The largest form body read (a board's form is well under 2 kB)."""
RESULTS = ("solo", "draw", "time", "concession")
ROUND_NUMBER = re.compile(r"^[1-9][0-9]{0,3}$")
YEAR = re.compile(r"^[0-9]{4}$")


# --------------------------------------------------------------------------- answers


@dataclass(frozen=True, slots=True)
class Answer:
    """What the server sends back."""

    status: HTTPStatus
    body: bytes
    ctype: str = "text/html; charset=utf-8"
    location: str | None = None


@dataclass(frozen=True, slots=True)
class Target:
    """The board a path names (its parts as decoded, not yet checked against the files)."""

    event: str
    round: int
    board: str
    check: bool  # the check endpoint, not the form


class BadPath(Exception):
    """A path under ``/_enter/`` that names nothing: its status (400 or 404)."""

    def __init__(self, status: HTTPStatus) -> None:
        super().__init__(status.phrase)
        self.status = status


def target(path: str) -> Target | None:
    """The board of ``/_enter/EVENT/ROUND/BOARD/[check]``; None for ``/_enter/`` itself.

    Each part is decoded on its own, after the path is split: an encoded ``/`` or ``..``
    (``%2F``, ``%2e%2e``) stays inside its part, and is refused (400)."""
    rest = path.removeprefix(PREFIX)
    if rest == "":
        return None
    parts = rest.split("/")
    if len(parts) == 4 and parts[3] in ("", "check"):
        parts = parts[:3] if parts[3] == "" else parts
    else:
        raise BadPath(HTTPStatus.NOT_FOUND)
    decoded = [unquote(p, errors="strict") if _plain(p) else "" for p in parts]
    for part in decoded[:3]:
        if part in ("", ".", "..") or any(c in part for c in "/\\\0") or part != part.strip():
            raise BadPath(HTTPStatus.BAD_REQUEST)
    if not ROUND_NUMBER.match(decoded[1]):
        raise BadPath(HTTPStatus.NOT_FOUND)
    return Target(decoded[0], int(decoded[1]), decoded[2], len(decoded) == 4)


def _plain(part: str) -> bool:
    """Whether ``part`` decodes as UTF-8 text (a bad escape is refused, not guessed)."""
    try:
        unquote(part, errors="strict")
    except UnicodeDecodeError:
        return False
    return True


# --------------------------------------------------------------------------- the desk


@dataclass(frozen=True, slots=True)
class Theme:
    """The club's templates and texts, as the site's build uses them."""

    translator: Translator
    env: jinja2.Environment
    site_title: str
    players: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Desk:
    """The result entry of one ``podium serve --enter``.

    ``token``: the server's secret; every form carries it, and a write without it is
    refused. ``saved``: called with the round file after a save, returns once the site
    is rebuilt."""

    content: Path
    token: str
    saved: Callable[[Path], None]
    themes: dict[tuple[str, str], Theme] = field(default_factory=dict, compare=False)

    def theme(self) -> Theme:
        """The club's theme and players, read now (site.yaml and players.yaml may have
        changed); the templates are made once for each language and theme."""
        club = service.read_base(self.content, search=False).club
        key = (club.site.language, club.site.theme)
        if key not in self.themes:
            _, translator, env = club_theme(club)
            self.themes[key] = Theme(translator, env, club.site.title, {})
        found = self.themes[key]
        return Theme(found.translator, found.env, club.site.title, club.players)

    def refusal(self, status: HTTPStatus, message: str) -> Answer:
        """A page saying why a request is refused (``message``: already translated)."""
        theme = self.theme()
        body = theme.env.get_template("enter_refused.html").render(
            site_title=theme.site_title, title=status.phrase, message=message
        )
        return Answer(status, body.encode())

    # ------------------------------------------------------------ GET and POST

    def get(self, path: str) -> Answer:
        try:
            where = target(path)
            if where is None:
                return self._index()
            if where.check:
                return Answer(HTTPStatus.METHOD_NOT_ALLOWED, b"POST the form here\n", "text/plain")
            file = self._read(where)
        except BadPath as bad:
            return self._not_found(path, bad.status)
        typed = Typed.of_file(file)
        return self._form(where, file, typed, None, stale=False)

    def post(self, path: str, form: Mapping[str, Sequence[str]]) -> Answer:
        """The form checked (``do=check``, or the check endpoint) or saved."""
        try:
            where = target(path)
            if where is None:
                raise BadPath(HTTPStatus.NOT_FOUND)
            file = self._read(where)
            typed = Typed.of_form(form)
        except BadPath as bad:
            return self._not_found(path, bad.status)
        stale = typed.digest != key(file.raw)
        checked = check(self.content, where, typed)
        if where.check:
            return self._fragment(checked, stale, file)
        if _one(form, "do") != "save" or checked.entered is None:
            return self._form(where, file, typed, checked, stale=stale)
        if stale:
            # nothing written; what was typed comes back, on the file as it is now
            now = replace(typed, digest=key(file.raw))
            return self._form(where, file, now, checked, stale=True, status=HTTPStatus.CONFLICT)
        try:
            result_entry.write(checked.entered, self.content)
        except ResultError as error:  # changed between the check and the write
            again = Checked(None, tuple(str(p) for p in error.problems), ())
            return self._form(where, file, typed, again, stale=True, status=HTTPStatus.CONFLICT)
        self.saved(file.path)
        page = "/" + quote(f"events/{where.event}/round-{where.round}/board-{where.board}/")
        return Answer(HTTPStatus.SEE_OTHER, b"", "text/plain", location=page)

    # ------------------------------------------------------------ reading

    def _read(self, where: Target) -> RoundFile:
        """The round file of ``where``; 404 unless the event is a folder of
        ``content/events`` (by its exact name), the round is seated and has the board."""
        events = self.content / "events"
        names = {p.name for p in events.iterdir() if p.is_dir()} if events.is_dir() else set()
        if where.event not in names:
            raise BadPath(HTTPStatus.NOT_FOUND)
        try:
            return result_entry.read(_request(self.content, where, Typed.empty()))
        except ResultError:
            raise BadPath(HTTPStatus.NOT_FOUND) from None

    def _not_found(self, path: str, status: HTTPStatus) -> Answer:
        theme = self.theme()
        message = theme.translator.gettext(
            "%(path)s names no board of a seated round: choose one on the list of boards.",
            path=path,
        )
        return self.refusal(status, message)

    # ------------------------------------------------------------ pages

    def _index(self) -> Answer:
        theme = self.theme()
        body = theme.env.get_template("enter_index.html").render(
            site_title=theme.site_title,
            title=theme.translator.gettext("Results to enter"),
            events=in_play(self.content),
        )
        return Answer(HTTPStatus.OK, body.encode())

    def _form(
        self,
        where: Target,
        file: RoundFile,
        typed: Typed,
        checked: Checked | None,
        *,
        stale: bool,
        status: HTTPStatus = HTTPStatus.OK,
    ) -> Answer:
        theme = self.theme()
        tr = theme.translator
        seated = {s.power: s for s in file.seated}
        powers = [
            {
                "power": power,
                "label": tr.power(power),
                "player": _player(seated[power].player, theme.players, tr)
                if power in seated
                else None,
                "typed": typed.centres.get(power, ""),
            }
            for power in POWERS
        ]
        base = PREFIX + "/".join(quote(p, safe="") for p in (where.event, str(where.round)))
        action = f"{base}/{quote(where.board, safe='')}/"
        body = theme.env.get_template("enter.html").render(
            site_title=theme.site_title,
            title=tr.gettext("Round %(n)s, board %(board)s", n=where.round, board=where.board),
            event_name=_event_name(file.path.parent, self.content),
            action=action,
            check_href=action + "check",
            board_href="/"
            + quote(f"events/{where.event}/round-{where.round}/board-{where.board}/"),
            token=self.token,
            typed=typed,
            powers=powers,
            results=[(r, tr.result(r)) for r in RESULTS],
            power_names=[(p, tr.power(p)) for p in POWERS],
            director_order=file.director_order,
            filled=file.filled,
            fragment=False,
            **self._check_parts(checked, stale, file, theme),
        )
        return Answer(status, body.encode())

    def _fragment(self, checked: Checked, stale: bool, file: RoundFile) -> Answer:
        theme = self.theme()
        body = theme.env.get_template("enter_check.html").render(
            fragment=True, **self._check_parts(checked, stale, file, theme)
        )
        return Answer(HTTPStatus.OK, body.encode())

    def _check_parts(
        self, checked: Checked | None, stale: bool, file: RoundFile, theme: Theme
    ) -> dict[str, Any]:
        scores = None
        if checked is not None and checked.entered is not None:
            scores = score_rows(checked.entered.score, theme.players, theme.translator)
        return {
            "checked": checked is not None,
            "problems": checked.problems if checked else (),
            "notes": checked.notes if checked else (),
            "scores": scores,
            "stale": stale,
            "file": file.path.as_posix(),
        }


# --------------------------------------------------------------------------- the form


@dataclass(frozen=True, slots=True)
class Typed:
    """What the form holds: each power's centres as typed, how the game ended, and the
    digest of the round file the form was made from."""

    centres: Mapping[str, str]
    result: str = ""
    draw: tuple[str, ...] = ()
    conceded_to: str = ""
    end: str = ""
    order: str = ""
    digest: str = ""

    @staticmethod
    def empty() -> Typed:
        return Typed({})

    @staticmethod
    def of_file(file: RoundFile) -> Typed:
        """The board as the file has it."""
        board = file.board
        centres: dict[str, str] = {}
        for seat in file.seated:
            entry = board["powers"][seat.key]
            value = entry.get("centres") if isinstance(entry, dict) else None
            if isinstance(value, list):
                centres[seat.power] = ",".join(str(v) for v in value)
            elif value is not None:
                centres[seat.power] = str(value)

        def powers(key: str) -> tuple[str, ...]:
            value = board.get(key)
            names = value if isinstance(value, list) else []
            return tuple(p for p in (canonical_power(str(n)) for n in names) if p)

        return Typed(
            centres,
            str(board.get("result") or ""),
            powers("draw"),
            str(board.get("conceded_to") or ""),
            str(board.get("end") or ""),
            ",".join(powers("order")),
            key(file.raw),
        )

    @staticmethod
    def of_form(form: Mapping[str, Sequence[str]]) -> Typed:
        """The fields posted; a value no form of this page can send is refused (400)."""
        centres = {p: _one(form, f"centres-{p}").strip() for p in POWERS}
        result = _one(form, "result")
        conceded = _one(form, "conceded_to")
        draw = tuple(form.get("draw", ()))
        if result not in ("", *RESULTS) or conceded not in ("", *POWERS):
            raise BadPath(HTTPStatus.BAD_REQUEST)
        if any(p not in POWERS for p in draw) or len(draw) > len(POWERS):
            raise BadPath(HTTPStatus.BAD_REQUEST)
        return Typed(
            {p: v for p, v in centres.items() if v},
            result,
            draw,
            conceded,
            _one(form, "end").strip(),
            _one(form, "order").strip(),
            _one(form, "digest"),
        )


def _one(form: Mapping[str, Sequence[str]], key: str) -> str:
    values = form.get(key) or [""]
    return values[0][:200]


@dataclass(frozen=True, slots=True)
class Checked:
    """The form as ``podium result`` would take it: the board entered and scored, or
    its problems (as the command prints them) and notes."""

    entered: Entered | None
    problems: tuple[str, ...]
    notes: tuple[str, ...]


def _request(content: Path, where: Target, typed: Typed) -> Request:
    return Request(
        content=content,
        event=where.event,
        round=where.round,
        board=where.board,
        counts=tuple(f"{p}={v}" for p, v in typed.centres.items()),
        result=typed.result or None,
        draw=typed.draw,
        conceded_to=typed.conceded_to or None,
        end=int(typed.end) if YEAR.match(typed.end) else None,
        order=(typed.order,) if typed.order else (),
        again=True,  # the digest, not --again, keeps a board entered meanwhile
    )


def check(content: Path, where: Target, typed: Typed) -> Checked:
    """The board planned by :func:`podium.tools.result_entry.plan`, not written."""
    if typed.end and not YEAR.match(typed.end):
        return Checked(
            None,
            (f"podium result: --end: '{typed.end}' is not a year; give the last year played, "
             "like 1907",),
            (),
        )  # fmt: skip
    try:
        return Checked(result_entry.plan(_request(content, where, typed)), (), ())
    except ResultError as error:
        notes = tuple(f"podium result: {n}" for n in error.notes)
        return Checked(None, tuple(str(p) for p in error.problems), notes)


def score_rows(
    score: BoardScore, players: Mapping[str, Any], tr: Translator
) -> list[dict[str, str]]:
    """The board's scores, a row a seat in position order: the cells of ``podium
    result``'s table (:func:`podium.outputs.score_tables.board_rows`), in the site's
    language."""
    header, rows = board_rows(score, players)
    found = []
    for row, seat in zip(rows, score.seats, strict=True):
        cells = dict(zip(header, row, strict=True))
        power = cells.get("Power", "")
        position = "" if seat.position is None else tr.ordinal(seat.position)
        found.append(
            {
                "power": power,
                "label": tr.power(power),
                "player": _player(seat.player, players, tr),
                "centres": cells.get("Centres", ""),
                "position": position + ("=" if seat.shared else ""),
                "score": "" if seat.score is None else tr.number(seat.score),
            }
        )
    return found


def _player(player: str | None, players: Mapping[str, Any], tr: Translator) -> str:
    if player is None:
        return tr.gettext("civil disorder")
    known = players.get(player)
    return str(known.name) if known is not None else player


# --------------------------------------------------------------------------- in play


@dataclass(frozen=True, slots=True)
class BoardLink:
    board: str
    href: str
    filled: bool


@dataclass(frozen=True, slots=True)
class RoundInPlay:
    number: int
    boards: tuple[BoardLink, ...]

    @property
    def waiting(self) -> int:
        return sum(not b.filled for b in self.boards)


@dataclass(frozen=True, slots=True)
class EventInPlay:
    id: str
    name: str
    rounds: tuple[RoundInPlay, ...]


def in_play(content: Path) -> list[EventInPlay]:
    """The Diplomacy events with a seated round that has a board without results, each
    with those rounds."""
    events = content / "events"
    found = []
    for folder in sorted(events.iterdir() if events.is_dir() else []):
        if not (folder / "event.yaml").is_file():
            continue
        try:
            result_entry.check_kind(folder, content)
        except ResultError:
            continue
        rounds = [r for r in _rounds(folder, content) if r.waiting]
        if rounds:
            found.append(EventInPlay(folder.name, _event_name(folder, content), tuple(rounds)))
    return found


def _rounds(folder: Path, content: Path) -> list[RoundInPlay]:
    numbers = sorted(int(m.group(1)) for p in folder.iterdir() if (m := ROUND_RE.match(p.name)))
    rounds = []
    for number in numbers:
        data = _data(folder / f"round-{number}.yaml", content)
        boards = data.get("boards") if isinstance(data, dict) else None
        links = []
        for board in boards if isinstance(boards, list) else []:
            if not isinstance(board, dict) or board.get("board") is None:
                continue
            name = str(board["board"])
            powers = board.get("powers")
            filled = isinstance(powers, dict) and any(
                isinstance(v, dict) and "centres" in v for v in powers.values()
            )
            href = PREFIX + "/".join(quote(p, safe="") for p in (folder.name, str(number), name))
            links.append(BoardLink(name, href + "/", filled))
        if links:
            rounds.append(RoundInPlay(number, tuple(links)))
    return rounds


def _data(path: Path, content: Path) -> Any:
    try:
        text = files.read_text(path, max_bytes(str(path)), root=content)
    except OSError:
        return None
    data, problems = parse(str(path), text)
    return None if problems else data


def _event_name(folder: Path, content: Path) -> str:
    data = _data(folder / "event.yaml", content)
    name = data.get("name") if isinstance(data, dict) else None
    return str(name) if name else folder.name
