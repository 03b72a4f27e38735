"""`podium serve` end to end: a real process, the real build, the example content."""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
EVENT = "2024-brunate-open"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def fetch(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def wait_for(url: str, text: str, seconds: float = 60.0) -> tuple[int, str]:
    """Poll ``url`` until its body contains ``text`` (or ``seconds`` have passed, on a
    machine so loaded that it is a failure); returns the status and the body."""
    deadline = time.monotonic() + seconds
    while True:
        status, body = fetch(url)
        if text in body or time.monotonic() > deadline:
            return status, body
        time.sleep(0.05)


def start(args: list[str], cwd: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, NO_COLOR="1", PYTHONUNBUFFERED="1")
    return subprocess.Popen(
        [sys.executable, "-m", "podium.cli", *args],
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
        preexec_fn=_ctrl_c_as_at_a_terminal,
    )


def _ctrl_c_as_at_a_terminal() -> None:
    """Ctrl-C stops the server, as at a terminal, even when the tests themselves run in
    the background (a shell starts background jobs with SIGINT ignored, and a child keeps
    that)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def read_until(process: subprocess.Popen[str], text: str) -> list[str]:
    assert process.stdout is not None
    lines = []
    for line in process.stdout:
        lines.append(line.rstrip("\n"))
        if text in line:
            return lines
    raise AssertionError(f"{text!r} never printed; got {lines}")


@pytest.fixture
def club(tmp_path: Path) -> Path:
    shutil.copytree(ROOT / "content", tmp_path / "content")
    return tmp_path


@pytest.fixture
def server(club: Path) -> Iterator[tuple[subprocess.Popen[str], str]]:
    port = free_port()
    process = start(["serve", "content", "--port", str(port)], club)
    try:
        banner = read_until(process, "serving")
        assert banner[-1] == f"serving http://127.0.0.1:{port}/ (Ctrl-C to stop)"
        yield process, f"http://127.0.0.1:{port}/"
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def page_of(url: str) -> str:
    """A board page once the site has them, else the home page."""
    board = f"{url}events/{EVENT}/round-1/board-1/"
    return board if fetch(board)[0] == 200 else url


def elena(results: str, key: str = "score") -> Any:
    """Elena Moretti's score (or another field) in round 1, board 1 of results.json."""
    seats = json.loads(results)["rounds"][0]["boards"][0]["results"]
    return next(seat[key] for seat in seats if seat["player"] == "elena-moretti")


def test_edit_break_fix_stop(server: tuple[subprocess.Popen[str], str], club: Path) -> None:
    process, url = server
    page = page_of(url)
    status, body = fetch(page)
    assert status == 200
    assert "Brunate Open 2024" in body and "data-podium-serve" in body

    # A correction: Russia ends on 6 centres, Turkey on 2, in round 1, board 1. Russia's
    # Italia 2010 score goes from (4 × 5 + 10) × 1.5 + 1 = 46 to (4 × 6 + 10) × 1.4 + 1 =
    # 48.6 (the board's TSS factor drops to 1.4 with the new centre counts).
    results = f"{url}events/{EVENT}/results.json"
    assert elena(fetch(results)[1]) == 46
    round_1 = club / "content" / "events" / EVENT / "round-1.yaml"
    good = round_1.read_text(encoding="utf-8")
    round_1.write_text(
        good.replace("[5, 4, 4, 4, 4, 5, 5]", "[5, 4, 4, 4, 4, 5, 6]").replace(
            "[4, 3, 3, 3, 3, 3, 3]", "[4, 3, 3, 3, 3, 3, 2]"
        ),
        encoding="utf-8",
    )
    status, body = wait_for(results, '"score":48.6')
    assert status == 200
    assert elena(body) == 48.6
    assert elena(body, "breakdown") == [
        "4 × 6 centres = 24",
        "no break +10",
        "TSS ×1.4",
        "+1 participation",
    ]

    event = club / "content" / "events" / EVENT / "event.yaml"
    event.write_text(
        event.read_text(encoding="utf-8").replace("Brunate Open 2024", "Brunate Cup 2024"),
        encoding="utf-8",
    )
    status, body = wait_for(page, "Brunate Cup 2024")
    assert status == 200 and "Brunate Cup 2024" in body

    lines = good.splitlines(keepends=True)
    row = next(i for i, line in enumerate(lines) if "Austria:" in line)
    lines[row] = lines[row].replace("centres:", "centers:")
    round_1.write_text("".join(lines), encoding="utf-8")
    status, body = wait_for(page, "could not be built")
    assert status == 500
    col = lines[row].index("centers") + 1
    assert f"content/events/{EVENT}/round-1.yaml:{row + 1}:{col}: unknown key" in body
    assert "did you mean &#x27;centres&#x27;?" in body

    round_1.write_text(good, encoding="utf-8")
    status, body = wait_for(page, "Brunate Cup 2024")
    assert status == 200 and "could not be built" not in body

    process.send_signal(signal.SIGINT)
    assert process.wait(timeout=10) == 0
    assert process.stdout is not None
    rest = process.stdout.read()
    broken = f"content/events/{EVENT}/round-1.yaml"
    # the terminal saw the change and the error too
    assert f"changed: {broken}\nerror: {broken}:{row + 1}:{col}: unknown key" in rest
    assert rest.rstrip().endswith("stopped")


def test_a_busy_port_gives_a_clear_message(club: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run(
            [sys.executable, "-m", "podium.cli", "serve", "content", "--port", str(port)],
            cwd=club,
            capture_output=True,
            text=True,
            env=dict(os.environ, NO_COLOR="1"),
            timeout=30,
        )
    assert result.returncode == 1
    assert result.stderr == (
        f"error: podium serve: port {port} on 127.0.0.1 is busy (Address already in use); "
        f"stop the other server or choose another port with --port {port + 1}\n"
    )


def test_a_change_in_themes_beside_the_content_rebuilds(
    server: tuple[subprocess.Popen[str], str], club: Path
) -> None:
    _, url = server
    css = f"{url}static/podium.css"
    status, body = fetch(css)
    assert status == 200 and "/* the club's own */" not in body
    static = club / "themes" / "default" / "static"
    static.mkdir(parents=True)
    (static / "podium.css").write_text("/* the club's own */\n", encoding="utf-8")
    status, body = wait_for(css, "/* the club's own */")
    assert (status, body) == (200, "/* the club's own */\n")
