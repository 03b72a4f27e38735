"""The preview server around any builder: serving, reload script, error page, recovery.

The end-to-end test through `podium serve` and the real build is in test_serve_cli.py;
this one pins the machinery with a tiny builder so its behaviour is exact.
"""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from podium.content.problems import ContentError, Problem
from podium.tools.serve import STATUS_PATH, PortBusy, Preview, State, bind, changed, fingerprint


def fetch(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def tiny_build(content: Path, out: Path) -> None:
    data = yaml.safe_load((content / "board.yaml").read_text(encoding="utf-8"))
    if not isinstance(data, dict) or "score" not in data:
        raise ContentError([Problem("content/board.yaml", 1, 1, "no score", "add 'score:'")])
    out.mkdir(parents=True, exist_ok=True)
    page = f"<html><body><p>score {data['score']}</p></body></html>"
    (out / "index.html").write_text(page, encoding="utf-8")
    (out / "style.css").write_text("p {}", encoding="utf-8")


@pytest.fixture
def preview(tmp_path: Path) -> Iterator[tuple[Preview, Path, list[str | None]]]:
    content, out = tmp_path / "content", tmp_path / "site"
    content.mkdir()
    (content / "board.yaml").write_text("score: 1\n", encoding="utf-8")
    reports: list[str | None] = []
    running = Preview(
        server=bind(0, out, State()),
        build=lambda: tiny_build(content, out),
        roots=[content],
        on_build=lambda paths, error: reports.append(error),
        interval=0.05,
    )
    running.start()
    yield running, content, reports
    running.stop()


def wait_for(url: str, text: str, seconds: float = 60.0) -> tuple[int, str]:
    deadline = time.monotonic() + seconds
    while True:
        status, body = fetch(url)
        if text in body or time.monotonic() > deadline:
            return status, body
        time.sleep(0.05)


def test_serves_pages_with_the_reload_script_only_in_responses(
    preview: tuple[Preview, Path, list[str | None]], tmp_path: Path
) -> None:
    running, _, _ = preview
    status, body = fetch(running.url)
    assert status == 200
    assert body.startswith("<html><body><p>score 1</p><script data-podium-serve>")
    assert body.endswith("</script>\n</body></html>")
    assert "var seen = 1;" in body
    on_disk = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert "script" not in on_disk
    assert fetch(running.url + "style.css") == (200, "p {}")
    assert json.loads(fetch(running.url + STATUS_PATH.lstrip("/"))[1]) == {
        "generation": 1,
        "error": None,
    }
    status, body = fetch(running.url + "nowhere/")
    assert status == 404 and "/nowhere/ is not in the site." in body


def save(path: Path, text: str) -> None:
    """Save ``path`` as an editor does, in one rename from a dot-file (which the watcher
    leaves out): the watcher never sees half of it."""
    temporary = path.with_name(f".{path.name}.new")
    temporary.write_text(text, encoding="utf-8")
    temporary.replace(path)


def test_edit_break_fix(preview: tuple[Preview, Path, list[str | None]]) -> None:
    running, content, reports = preview
    save(content / "board.yaml", "score: 2\n")
    assert wait_for(running.url, "score 2")[0] == 200

    save(content / "board.yaml", "scor: 2\n")
    status, body = wait_for(running.url, "could not be built")
    assert status == 500
    assert (
        '<pre class="podium-error">content/board.yaml:1:1: no score; add &#x27;score:&#x27;</pre>'
        in body
    )
    assert "data-podium-serve" in body  # the error page reloads itself too
    assert fetch(running.url + "style.css") == (200, "p {}")  # the last good build stays

    save(content / "board.yaml", "score: 3\n")
    assert wait_for(running.url, "score 3")[0] == 200
    assert reports == [None, None, "content/board.yaml:1:1: no score; add 'score:'", None]


def test_saving_the_same_bytes_does_not_rebuild(
    preview: tuple[Preview, Path, list[str | None]],
) -> None:
    """The watcher looks at the files twice after the saves (so it has seen them) and
    starts no build."""
    running, content, reports = preview
    assert running.watcher is not None
    looks = running.watcher.looks
    (content / "board.yaml").write_text("score: 1\n", encoding="utf-8")
    (content / ".board.yaml.swp").write_text("editor junk", encoding="utf-8")
    assert running.watcher.wait_for_looks(looks + 2)
    assert reports == [None]
    assert running.server.state.snapshot() == (1, None)


def test_a_busy_port_is_refused_clearly(
    preview: tuple[Preview, Path, list[str | None]], tmp_path: Path
) -> None:
    port = preview[0].server.server_address[1]
    with pytest.raises(PortBusy) as refused:
        bind(port, tmp_path, State())
    assert str(refused.value) == (
        f"port {port} on 127.0.0.1 is busy (Address already in use); "
        f"stop the other server or choose another port with --port {port + 1}"
    )


def test_fingerprint_sees_added_removed_and_changed_files(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text("a", encoding="utf-8")
    (tmp_path / "b.yaml").write_text("b", encoding="utf-8")
    before = fingerprint([tmp_path, tmp_path / "missing"])
    (tmp_path / "a.yaml").write_text("A", encoding="utf-8")
    (tmp_path / "b.yaml").unlink()
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "c.yaml").write_text("c", encoding="utf-8")
    after = fingerprint([tmp_path], before)
    assert changed(before, after) == [
        tmp_path / "a.yaml",
        tmp_path / "b.yaml",
        tmp_path / "sub" / "c.yaml",
    ]
    assert changed(after, fingerprint([tmp_path], after)) == []


def test_answers_only_requests_for_its_own_address(
    preview: tuple[Preview, Path, list[str | None]],
) -> None:
    """DNS rebinding: a page of evil.example whose name now resolves to 127.0.0.1 sends
    ``Host: evil.example:PORT``; it gets 421 and no page, no status, no build error."""
    running, _, _ = preview
    port = running.server.server_address[1]
    for host in (f"evil.example:{port}", "evil.example", "127.0.0.1", f"127.0.0.1:{port + 1}"):
        for path in ("/", STATUS_PATH, "/style.css"):
            request = urllib.request.Request(running.url + path.lstrip("/"))
            request.add_header("Host", host)
            for method in ("GET", "HEAD"):
                request.method = method
                try:
                    with urllib.request.urlopen(request, timeout=5) as response:
                        status, body = response.status, response.read()
                except urllib.error.HTTPError as error:
                    status, body = error.code, error.read()
                assert status == 421, (host, path, method)
                assert b"score" not in body and b"generation" not in body
    for host in (f"127.0.0.1:{port}", f"localhost:{port}", f"LOCALHOST:{port}"):
        request = urllib.request.Request(running.url)
        request.add_header("Host", host)
        with urllib.request.urlopen(request, timeout=5) as response:
            assert (response.status, b"score 1" in response.read()) == (200, True)
