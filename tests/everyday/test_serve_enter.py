"""``podium serve --enter`` over HTTP: the result form of a board, checked as ``podium
result`` checks it, saved into the round file, and every hostile request refused with the
file left as it was.

The server runs in this process around the real build; its watcher never looks (a save
rebuilds by itself), so each build is counted.
"""

from __future__ import annotations

import html
import http.client
import re
import socket
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlencode

import pytest

from podium.build.pipeline import Warm, build
from podium.cli import main
from podium.tools.enter import Desk
from podium.tools.serve import Preview, State, bind

ROOT = Path(__file__).resolve().parents[2]
EVENT = "2025-autumn-open"
ROUND = Path("content/events") / EVENT / "round-1.yaml"
FORM = f"/_enter/{EVENT}/1/2/"
TOKEN = "test-token-0123456789"
BOARD_2 = {"Austria": "10", "England": "9", "France": "6", "Germany": "4", "Italy": "3"}
BOARD_2_REST = {"Russia": "1", "Turkey": "1"}


@dataclass
class Running:
    preview: Preview
    builds: list[str | None]
    port: int

    @property
    def host(self) -> str:
        return f"127.0.0.1:{self.port}"


def _serve(tmp_path: Path, lan: tuple[str, ...] | None) -> Iterator[Running]:
    content = Path("content")
    out = tmp_path / "site"
    warm = Warm()
    builds: list[str | None] = []

    def saved(path: Path) -> None:
        preview.rebuild([path])

    def serve_build() -> None:  # as `podium serve` builds: the cache, and the one Warm
        build(content, out, cache=tmp_path / "cache", jobs=1, warm=warm)

    server = bind(0, out, State(), desk=Desk(content, TOKEN, saved), lan=lan)
    preview = Preview(
        server=server,
        build=serve_build,
        roots=[content],
        on_build=lambda paths, error: builds.append(error),
        interval=3600,  # the watcher never looks: only the saves rebuild
    )
    preview.start()
    try:
        yield Running(preview, builds, server.server_address[1])
    finally:
        preview.stop()


@pytest.fixture
def club(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    import shutil

    shutil.copytree(ROOT / "tests/in_play/day_one", tmp_path / "content")
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.fixture
def running(club: Path) -> Iterator[Running]:
    yield from _serve(club, None)


@pytest.fixture
def on_lan(club: Path) -> Iterator[Running]:
    yield from _serve(club, ("192.0.2.7",))


@dataclass(frozen=True)
class Reply:
    status: int
    body: str
    headers: dict[str, str]


def ask(
    running: Running,
    method: str,
    path: str,
    body: bytes | None = None,
    headers: dict[str, str] | None = None,
) -> Reply:
    """One request, its path sent as given (no client tidies it)."""
    connection = http.client.HTTPConnection("127.0.0.1", running.port, timeout=30)
    sent = {"Host": running.host, **(headers or {})}
    if body is not None:
        sent.setdefault("Content-Type", "application/x-www-form-urlencoded")
    connection.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
    for key, value in sent.items():
        connection.putheader(key, value)
    if body is not None:
        connection.putheader("Content-Length", str(len(body)))
    connection.endheaders(body)
    response = connection.getresponse()
    reply = Reply(response.status, response.read().decode(), dict(response.getheaders()))
    connection.close()
    return reply


def fields(page: str) -> dict[str, str]:
    """The hidden fields and the centres boxes of a form page, by name."""
    found = dict(re.findall(r'name="(token|digest)" value="([^"]*)"', page))
    found.update(re.findall(r'name="(centres-\w+)" value="([^"]*)"', page))
    return found


def form_body(page: str, centres: dict[str, str], **more: str) -> bytes:
    values = {k: v for k, v in fields(page).items() if not k.startswith("centres-")}
    values.update({f"centres-{p}": c for p, c in centres.items()}, **more)
    return urlencode(values).encode()


def problems(page: str) -> list[str]:
    return [html.unescape(c) for c in re.findall(r"<li><code>(.*?)</code></li>", page, re.S)]


def test_the_form_is_filled_from_the_draw(running: Running) -> None:
    reply = ask(running, "GET", FORM)
    assert reply.status == 200
    assert "Round 1, board 2" in reply.body and "Autumn Open 2025" in reply.body
    for power, player in [("Austria", "Luca Ricci"), ("Turkey", "Tommaso Villa")]:
        assert re.search(
            rf'for="centres-{power}">.*?{power}</label></th>\n<td>{player}', reply.body
        )
    assert fields(reply.body) == {
        "token": TOKEN,
        "digest": fields(reply.body)["digest"],
        **{f"centres-{p}": "" for p in [*BOARD_2, *BOARD_2_REST]},
    }
    entered = ask(running, "GET", f"/_enter/{EVENT}/1/1/")  # a board with its results
    assert fields(entered.body)["centres-Austria"] == "10"
    index = ask(running, "GET", "/_enter/")
    assert f'href="/_enter/{EVENT}/1/2/"' in index.body and "2 boards without results" in index.body


def test_the_check_gives_podium_results_own_messages(
    running: Running, capsys: pytest.CaptureFixture[str]
) -> None:
    page = ask(running, "GET", FORM).body
    tied = {**BOARD_2, "England": "10", "Austria": "10", "France": "5", "Russia": "0"}
    tied["Turkey"] = "1"
    reply = ask(running, "POST", FORM + "check", form_body(page, tied))
    assert reply.status == 200
    argv = [f"{p}={c}" for p, c in tied.items()]
    assert main(["result", EVENT, "1", "2", *argv]) == 1
    cli = capsys.readouterr().err.splitlines()
    assert cli[-1] == "podium result: nothing was written to round 1"
    assert problems(reply.body) == cli[:-1]
    assert "tied on 10 centres" in cli[0]
    missing = ask(running, "POST", FORM + "check", form_body(page, BOARD_2))
    assert problems(missing.body) == [
        "podium result: board 2: no centres given for Russia (marco-esposito) and Turkey "
        "(tommaso-villa); give every seated power's centres: R=N T=N"
    ]
    good = ask(running, "POST", FORM + "check", form_body(page, {**BOARD_2, **BOARD_2_REST}))
    assert problems(good.body) == []
    row = r'<td><span class="pw-dot"></span>Austria</td><td>Luca Ricci</td><td class="num">10'
    assert re.search(row + r'</td><td class="num">1st</td><td class="num score">155<', good.body)
    assert running.builds == [None]  # checks write nothing, build nothing


def test_a_save_writes_the_board_and_the_board_page_shows_it(running: Running) -> None:
    before = ROUND.read_text(encoding="utf-8")
    page = ask(running, "GET", FORM).body
    reply = ask(running, "POST", FORM, form_body(page, {**BOARD_2, **BOARD_2_REST}, do="save"))
    assert reply.status == 303
    assert reply.headers["Location"] == f"/events/{EVENT}/round-1/board-2/"
    expected = before
    for power, player in [
        ("Austria", "luca-ricci"), ("England", "sara-lombardi"), ("France", "giulia-conti"),
        ("Germany", "paolo-greco"), ("Italy", "camille-durand"), ("Russia", "marco-esposito"),
        ("Turkey", "tommaso-villa"),
    ]:  # fmt: skip
        count = {**BOARD_2, **BOARD_2_REST}[power]
        expected = expected.replace(
            f"{{player: {player}}}", f"{{player: {player}, centres: {count}}}"
        )
    assert ROUND.read_text(encoding="utf-8") == expected
    assert expected.startswith("# Round 1 is in play")  # the comment kept
    assert running.builds == [None, None]  # built once more before the answer
    board = ask(running, "GET", reply.headers["Location"])
    assert board.status == 200 and "Luca Ricci" in board.body and ">155<" in board.body
    assert 'href="/_enter/2025-autumn-open/1/2/"' in board.body  # the served page's link
    built = running.preview.server.folder / "events" / EVENT / "round-1/board-2/index.html"
    assert "_enter" not in built.read_text(encoding="utf-8")  # never in the built site


def test_a_stale_form_is_refused_and_keeps_what_was_typed(running: Running) -> None:
    page = ask(running, "GET", FORM).body
    changed = ROUND.read_text(encoding="utf-8") + "# a note saved meanwhile\n"
    ROUND.write_text(changed, encoding="utf-8")
    typed = {**BOARD_2, **BOARD_2_REST}
    reply = ask(running, "POST", FORM, form_body(page, typed, do="save"))
    assert reply.status == 409
    assert ROUND.read_text(encoding="utf-8") == changed
    assert f"{ROUND.as_posix()} changed on disk since this form was opened." in reply.body
    assert {k: v for k, v in fields(reply.body).items() if k.startswith("centres-")} == {
        f"centres-{p}": c for p, c in typed.items()
    }
    assert running.builds == [None]
    # saved again, the form now stands for the file as it is: the note stays
    again = ask(running, "POST", FORM, form_body(reply.body, typed, do="save"))
    assert again.status == 303
    text = ROUND.read_text(encoding="utf-8")
    assert text.endswith("# a note saved meanwhile\n") and "luca-ricci, centres: 10}" in text


def test_bad_input_gets_its_located_message_and_the_file_stays(running: Running) -> None:
    before = ROUND.read_text(encoding="utf-8")
    page = ask(running, "GET", FORM).body
    over = {**BOARD_2, **BOARD_2_REST, "Turkey": "40"}
    reply = ask(running, "POST", FORM, form_body(page, over, do="save"))
    assert reply.status == 200
    assert problems(reply.body) == [
        "podium result: 'Turkey=40': 40 centres is more than the 34 on the map; fix the count"
    ]
    assert ROUND.read_text(encoding="utf-8") == before
    assert running.builds == [None]


def snapshot(root: Path) -> dict[str, bytes]:
    return {p.as_posix(): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/_enter/../../etc/passwd/1/1/", 404),
        ("/_enter/%2e%2e/1/1/", 400),
        ("/_enter/%2e%2e%2fcontent/1/1/", 400),
        ("/_enter//etc/1/1/", 404),
        ("/_enter/../1/1/", 400),
        ("/_enter/%2Fetc%2Fpasswd/1/1/", 400),
        (f"/_enter/{EVENT}/1/9/", 404),
        (f"/_enter/{EVENT}/2/1/", 404),
        (f"/_enter/{EVENT}/01/2/", 404),
        (f"/_enter/{EVENT}/1/..%2f..%2fplayers/", 400),
        (f"/_enter/{EVENT}/1/2/x/", 404),
        ("/_enter/no-such-event/1/1/", 404),
        ("/_enter/%ff/1/1/", 400),
    ],
)
def test_path_tricks_name_no_board_and_write_nothing(
    running: Running, club: Path, path: str, status: int
) -> None:
    page = ask(running, "GET", FORM).body
    before = snapshot(club / "content")
    assert ask(running, "GET", path).status == status
    body = form_body(page, {**BOARD_2, **BOARD_2_REST}, do="save")
    assert ask(running, "POST", path, body).status == status
    assert snapshot(club / "content") == before
    assert running.builds == [None]


@pytest.mark.parametrize(
    "more",
    [
        {"draw": "../../etc/passwd"},
        {"result": "solo\nplayer: x"},
        {"conceded_to": "/etc"},
    ],
)
def test_field_tricks_are_refused(running: Running, more: dict[str, str]) -> None:
    before = ROUND.read_text(encoding="utf-8")
    page = ask(running, "GET", FORM).body
    body = form_body(page, {**BOARD_2, **BOARD_2_REST}, do="save", **more)
    assert ask(running, "POST", FORM, body).status == 400
    assert ROUND.read_text(encoding="utf-8") == before


def test_an_unknown_field_is_not_written(running: Running) -> None:
    before = ROUND.read_text(encoding="utf-8")
    page = ask(running, "GET", FORM).body
    body = form_body(page, BOARD_2, **{"centres-../../x": "3", "centres-Russia/..": "1"})
    reply = ask(running, "POST", FORM, body + b"&do=save")
    assert "no centres given for Russia (marco-esposito) and Turkey" in reply.body
    assert ROUND.read_text(encoding="utf-8") == before


@pytest.mark.parametrize(
    "headers",
    [
        {"Origin": "http://evil.example"},
        {"Origin": "null"},
        {"Sec-Fetch-Site": "cross-site"},
        {"Sec-Fetch-Site": "same-site"},
    ],
)
def test_a_post_from_another_site_is_refused(running: Running, headers: dict[str, str]) -> None:
    before = ROUND.read_text(encoding="utf-8")
    page = ask(running, "GET", FORM).body
    body = form_body(page, {**BOARD_2, **BOARD_2_REST}, do="save")
    reply = ask(running, "POST", FORM, body, headers)
    assert reply.status == 403
    assert "A form from another site is never taken" in reply.body
    assert ROUND.read_text(encoding="utf-8") == before
    own = {"Origin": f"http://{running.host}", "Sec-Fetch-Site": "same-origin"}
    assert ask(running, "POST", FORM + "check", body, own).status == 200


def test_a_post_without_the_token_is_refused(running: Running) -> None:
    before = ROUND.read_text(encoding="utf-8")
    page = ask(running, "GET", FORM).body
    good = form_body(page, {**BOARD_2, **BOARD_2_REST}, do="save").decode()
    for body in [good.replace(f"token={TOKEN}", "token=guess"), good.replace(TOKEN, "")]:
        assert ask(running, "POST", FORM, body.encode()).status == 403
        assert ask(running, "POST", FORM + "check", body.encode()).status == 403
    assert ROUND.read_text(encoding="utf-8") == before


def test_another_host_is_misdirected(running: Running) -> None:
    before = ROUND.read_text(encoding="utf-8")
    page = ask(running, "GET", FORM).body
    body = form_body(page, {**BOARD_2, **BOARD_2_REST}, do="save")
    rebinding = {"Host": f"evil.example:{running.port}"}
    assert ask(running, "GET", FORM, headers=rebinding).status == 421
    assert ask(running, "POST", FORM, body, rebinding).status == 421
    assert ROUND.read_text(encoding="utf-8") == before


def test_a_10_mb_body_is_refused_unread(running: Running) -> None:
    before = ROUND.read_text(encoding="utf-8")
    size = 10 * 1024 * 1024
    with socket.create_connection(("127.0.0.1", running.port), timeout=30) as raw:
        raw.sendall(
            f"POST {FORM} HTTP/1.1\r\nHost: {running.host}\r\n"
            "Content-Type: application/x-www-form-urlencoded\r\n"
            f"Content-Length: {size}\r\n\r\n".encode()
            + b"centres-Austria=1&" * 1000  # a start of the body; the rest never comes
        )
        answer = raw.makefile("rb").readline()
    assert answer.startswith(b"HTTP/1.0 413") or answer.startswith(b"HTTP/1.1 413")
    assert ROUND.read_text(encoding="utf-8") == before
    chunked = {"Transfer-Encoding": "chunked"}
    assert ask(running, "POST", FORM, b"", chunked).status == 411


def test_on_the_lan_every_request_needs_the_token(on_lan: Running) -> None:
    before = ROUND.read_text(encoding="utf-8")
    for path in ["/_enter/", FORM, "/", f"/events/{EVENT}/"]:
        refused = ask(on_lan, "GET", path)
        assert refused.status == 403
        assert "open the address printed in its terminal" in refused.body
    assert ask(on_lan, "POST", FORM, b"do=save").status == 403
    lan = {"Host": f"192.0.2.7:{on_lan.port}"}
    opened = ask(on_lan, "GET", f"/_enter/?token={TOKEN}", headers=lan)
    assert opened.status == 200
    cookie = opened.headers["Set-Cookie"]
    assert cookie == f"podium-serve-{on_lan.port}={TOKEN}; Path=/; HttpOnly; SameSite=Strict"
    with_cookie = {**lan, "Cookie": cookie.split(";")[0]}
    page = ask(on_lan, "GET", FORM, headers=with_cookie)
    assert page.status == 200
    body = form_body(page.body, {**BOARD_2, **BOARD_2_REST}, do="save")
    assert ask(on_lan, "POST", FORM, body, {**lan, "Cookie": "podium-serve-1=x"}).status == 403
    assert ROUND.read_text(encoding="utf-8") == before
    saved = ask(on_lan, "POST", FORM, body, {**with_cookie, "Origin": f"http://{lan['Host']}"})
    assert saved.status == 303
    assert ROUND.read_text(encoding="utf-8") != before
