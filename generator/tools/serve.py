"""``podium serve``'s machinery: build, serve on 127.0.0.1, watch, rebuild, reload pages.

- The site is built into a folder and served from it by the standard library's HTTP
  server, in a thread.
- A watcher thread polls the watched folders (content/ and themes/): a rebuild starts
  when a file is added or removed or its bytes change (stat first, then a hash of the
  bytes, so touching a file or saving it unchanged does not rebuild). It compares with the
  fingerprint taken just before the latest build read the files, so an edit saved
  during a build (the first one too) is never lost.
- Every build, good or bad, bumps a counter. HTML responses get a small script, added
  while serving and never written into the built files, that polls ``/__podium/status``
  and reloads the page when the counter moves: no browser extension needed.
- A failed build keeps the last good output on disk, and every HTML page shows the
  problems (``file:line:col: ...``) until a build succeeds again.
"""

from __future__ import annotations

import html
import json
import os
import threading
import traceback
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from podium.build.cache import CacheError
from podium.build.workers import WorkerError
from podium.build.writer import OutputError
from podium.content.problems import ContentError
from podium.hashing import Hashed, read_files

STATUS_PATH = "/__podium/status"
POLL_SECONDS = 0.1
"""How often the watcher looks at the files (a look takes a stat of each file, and reads
only those whose stamps changed)."""
RELOAD_POLL_MS = 300
"""How often an open page asks whether a new build is there."""

Builder = Callable[[], None]
"""Builds the site into the served folder; raises ContentError (or anything) on failure."""


# --------------------------------------------------------------------------- state


@dataclass
class State:
    """The latest build as the server sees it. Guarded by ``lock``."""

    generation: int = 0
    error: str | None = None  # the problems of the latest build, None if it succeeded
    lock: threading.Lock = field(default_factory=threading.Lock)

    def record(self, error: str | None) -> int:
        with self.lock:
            self.generation += 1
            self.error = error
            return self.generation

    def snapshot(self) -> tuple[int, str | None]:
        with self.lock:
            return self.generation, self.error


def run_build(build: Builder, state: State) -> str | None:
    """Build once and record the outcome; returns the error text, None on success."""
    try:
        build()
    except (ContentError, OutputError, CacheError, WorkerError) as exc:
        error: str | None = str(exc)
    except Exception as exc:  # a bug must not stop the server: show it, keep serving
        error = "internal error while building (please report it):\n" + "".join(
            traceback.format_exception(exc)
        )
    else:
        error = None
    state.record(error)
    return error


# --------------------------------------------------------------------------- watching


Fingerprint = Mapping[str, Hashed]
"""Every file watched, as :func:`podium.hashing.read_files` read it: path (as the system
gives it) -> (stamp, hash of the bytes, when they were read)."""


def fingerprint(roots: Iterable[Path], previous: Fingerprint | None = None) -> Fingerprint:
    """Every file under ``roots``, each with the hash of its bytes: the one look at files
    the build takes too (:func:`podium.hashing.read_files`), so a file whose stamp is the
    one in ``previous`` (and was already in the past then) is not read again."""
    seen: dict[str, Hashed] = {}
    for root in roots:
        seen.update(read_files(root, trees=[root], known=previous).hashed)
    return seen


def changed(old: Fingerprint, new: Fingerprint) -> list[Path]:
    """Files added, removed, or whose bytes differ; but editors' swap and lock files
    (their names start with a dot)."""
    paths = (p for p in old.keys() | new.keys() if not os.path.basename(p).startswith("."))
    return sorted(Path(p) for p in paths if _hash(old, p) != _hash(new, p))


def _hash(prints: Fingerprint, path: str) -> str:
    found = prints.get(path)
    return "" if found is None else found[1]


class Watcher(threading.Thread):
    """Polls ``roots`` and calls ``rebuild(paths, now)`` when files differ from ``prints``
    (``now``: the fingerprint that saw them).

    ``prints`` is the fingerprint the last build started from, and ``rebuild`` returns
    the one the new build starts from: an edit saved while a build runs differs from it,
    so it is seen at the next poll even if the build read the file before the edit.
    """

    def __init__(
        self,
        roots: list[Path],
        rebuild: Callable[[list[Path], Fingerprint], Fingerprint],
        prints: Fingerprint,
        interval: float = POLL_SECONDS,
    ) -> None:
        super().__init__(name="podium-watcher", daemon=True)
        self.roots = roots
        self.rebuild = rebuild
        self.interval = interval
        self.stopping = threading.Event()
        self.prints = prints
        self.looks = 0  # how many times it has looked at the files (and rebuilt if need be)
        self.looked = threading.Condition()

    def run(self) -> None:
        while not self.stopping.wait(self.interval):
            now = fingerprint(self.roots, self.prints)
            paths = changed(self.prints, now)
            if paths:
                self.prints = self.rebuild(paths, now)
            with self.looked:
                self.looks += 1
                self.looked.notify_all()

    def wait_for_looks(self, looks: int, timeout: float = 60) -> bool:
        """Wait until it has looked at the files ``looks`` times in all (False: it had
        not within ``timeout`` seconds)."""
        with self.looked:
            return self.looked.wait_for(lambda: self.looks >= looks, timeout)

    def stop(self) -> None:
        self.stopping.set()


# --------------------------------------------------------------------------- pages


RELOAD_SCRIPT = """<script data-podium-serve>
(function () {{
  var seen = {generation};
  function poll() {{
    fetch("{status}", {{cache: "no-store"}})
      .then(function (r) {{ return r.json(); }})
      .then(function (s) {{ if (s.generation !== seen) location.reload(); }})
      .catch(function () {{}})
      .finally(function () {{ setTimeout(poll, {interval}); }});
  }}
  setTimeout(poll, {interval});
}})();
</script>
"""


def reload_script(generation: int) -> str:
    return RELOAD_SCRIPT.format(generation=generation, status=STATUS_PATH, interval=RELOAD_POLL_MS)


def inject(page: str, generation: int) -> str:
    """``page`` with the reload script before ``</body>`` (or at the end)."""
    script = reload_script(generation)
    at = page.lower().rfind("</body>")
    return page + script if at < 0 else page[:at] + script + page[at:]


ERROR_PAGE = """<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Build failed · podium</title>
<style>
body {{ font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem;
       padding: 0 1rem; color: #222; }}
h1 {{ color: #b00020; font-size: 1.4rem; }}
pre {{ background: #fff3f3; border-left: 4px solid #b00020; padding: 1rem;
       white-space: pre-wrap; overflow-wrap: anywhere; }}
</style></head>
<body>
<h1>The site could not be built</h1>
<p>Fix the file below and save it: this page reloads by itself.</p>
<pre class="podium-error">{error}</pre>
</body>
</html>
"""


def error_page(error: str, generation: int) -> str:
    return inject(ERROR_PAGE.format(error=html.escape(error)), generation)


# --------------------------------------------------------------------------- HTTP


class Handler(SimpleHTTPRequestHandler):
    """Serves the built folder, adds the reload script to HTML, answers the status."""

    server: PreviewServer

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        pass  # the terminal shows builds, not every request

    def do_HEAD(self) -> None:
        if self._own_host():
            super().do_HEAD()

    def do_GET(self) -> None:
        if not self._own_host():
            return
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        generation, error = self.server.state.snapshot()
        if path == STATUS_PATH:
            body = json.dumps({"generation": generation, "error": error}).encode()
            return self._send(HTTPStatus.OK, "application/json", body)
        target = Path(self.translate_path(path))
        if target.is_dir():
            if not path.endswith("/"):
                return super().do_GET()  # the standard redirect to the slash form
            target = target / "index.html"
        is_html = target.suffix == ".html"
        if error is not None and (is_html or not target.exists()):
            page = error_page(error, generation)
            return self._send(HTTPStatus.INTERNAL_SERVER_ERROR, "text/html", page.encode())
        if is_html and target.is_file():
            page = inject(target.read_text(encoding="utf-8"), generation)
            return self._send(HTTPStatus.OK, "text/html; charset=utf-8", page.encode())
        if not target.exists():
            page = inject(
                f"<!doctype html><title>Not found</title><h1>Not found</h1>"
                f"<p>{html.escape(path)} is not in the site.</p>",
                generation,
            )
            return self._send(HTTPStatus.NOT_FOUND, "text/html; charset=utf-8", page.encode())
        return super().do_GET()

    def _own_host(self) -> bool:
        """Whether the request names this server (``127.0.0.1:PORT`` or ``localhost:PORT``)
        as its Host; else it is answered 421 and nothing else. A web page that makes its
        own name resolve to 127.0.0.1 (DNS rebinding) sends its own name as the Host, and
        must not read the unpublished preview or the build's errors."""
        if self.headers.get("Host", "").lower() in self.server.hosts:
            return True
        body = b"podium serve answers only http://127.0.0.1:PORT/ and http://localhost:PORT/\n"
        self._send(HTTPStatus.MISDIRECTED_REQUEST, "text/plain", body)
        return False

    def _send(self, status: HTTPStatus, ctype: str, body: bytes) -> None:
        self.send_response(status)
        self.send_header("Content-Type", ctype if "charset" in ctype else ctype + "; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


class PreviewServer(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, port: int, folder: Path, state: State) -> None:
        self.folder = folder
        self.state = state
        super().__init__(("127.0.0.1", port), Handler)

    @property
    def hosts(self) -> frozenset[str]:
        """The Host headers of requests for this server (the port is left out only by a
        browser on port 80)."""
        port = self.server_address[1]
        names = ("127.0.0.1", "localhost")
        return frozenset(f"{name}:{port}" for name in names) | (
            frozenset(names) if port == 80 else frozenset()
        )

    def finish_request(self, request: Any, client_address: Any) -> None:
        Handler(request, client_address, self, directory=str(self.folder))


class PortBusy(Exception):
    """The port is taken; the message says what to do."""


def bind(port: int, folder: Path, state: State) -> PreviewServer:
    try:
        return PreviewServer(port, folder, state)
    except PermissionError as exc:
        raise PortBusy(
            f"port {port} on 127.0.0.1 is not open to you ({exc.strerror or exc}); "
            "ports below 1024 need administrator rights: choose another with --port 8000"
        ) from None
    except OSError as exc:
        raise PortBusy(
            f"port {port} on 127.0.0.1 is busy ({exc.strerror or exc}); "
            f"stop the other server or choose another port with --port {port + 1}"
        ) from None


# --------------------------------------------------------------------------- the loop


@dataclass
class Preview:
    """A running preview: server thread + watcher thread around one :data:`Builder`."""

    server: PreviewServer
    build: Builder
    roots: list[Path]
    on_build: Callable[[list[Path], str | None], None]  # changed files, error or None
    on_start: Callable[[list[Path]], None] = lambda paths: None  # before each build
    interval: float = POLL_SECONDS
    watcher: Watcher | None = None
    prints: Fingerprint = field(default_factory=dict)  # what the latest build started from
    thread: threading.Thread | None = None
    build_lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def url(self) -> str:
        host, port = self.server.server_address[:2]
        return f"http://{host!s}:{port}/"

    def rebuild(self, paths: list[Path], prints: Fingerprint | None = None) -> Fingerprint:
        """Build once; returns the fingerprint of the files taken just before the build
        (``prints``, when the watcher just took it; else taken now).

        The fingerprint comes first, so every edit saved after it, even one saved while
        the build reads the files, differs from it and rebuilds again.
        """
        with self.build_lock:
            if prints is None:
                prints = fingerprint(self.roots, self.prints)
            self.prints = prints
            self.on_start(paths)  # after the fingerprint, before the build reads
            error = run_build(self.build, self.server.state)
        self.on_build(paths, error)
        return prints

    def start(self) -> None:
        """Build once, then serve and watch in background threads."""
        prints = self.rebuild([])
        self.thread = threading.Thread(
            target=self.server.serve_forever, name="podium-http", daemon=True
        )
        self.thread.start()
        self.watcher = Watcher(self.roots, self.rebuild, prints, self.interval)
        self.watcher.start()

    def stop(self) -> None:
        if self.watcher is not None:
            self.watcher.stop()
            self.watcher.join(timeout=5)
        self.server.shutdown()
        self.server.server_close()
        if self.thread is not None:
            self.thread.join(timeout=5)
