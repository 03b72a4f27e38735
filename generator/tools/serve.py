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

import contextlib
import hmac
import html
import json
import os
import socket
import threading
import traceback
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from http import HTTPStatus
from http.cookies import CookieError, SimpleCookie
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from podium.build.cache import CacheError
from podium.build.workers import WorkerError
from podium.build.writer import OutputError
from podium.content.problems import ContentError
from podium.hashing import Hashed, read_files
from podium.tools.enter import MAX_BODY, PREFIX, Answer, Desk

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


ENTER_LINK = (
    '<p data-podium-serve style="position:fixed;right:1rem;bottom:1rem;margin:0;z-index:9">'
    '<a href="{href}" style="display:inline-block;padding:.6rem 1rem;border-radius:6px;'
    "background:#0b5cad;color:#fff;font:600 1rem system-ui,sans-serif;text-decoration:none;"
    'box-shadow:0 2px 8px rgba(0,0,0,.3)">{label}</a></p>\n'
)
"""The link from a board page to its form (``podium serve --enter``), added while serving."""


def inject(page: str, generation: int, extra: str = "") -> str:
    """``page`` with the reload script (and ``extra``) before ``</body>`` (or at the end)."""
    script = extra + reload_script(generation)
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

    _cookie: str | None = None  # a Set-Cookie to send (the --lan token, once seen)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        if self._cookie is not None:
            self.send_header("Set-Cookie", self._cookie)
            self._cookie = None
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        pass  # the terminal shows builds, not every request

    def do_HEAD(self) -> None:
        if self._own_host() and self._let_in():
            super().do_HEAD()

    def do_POST(self) -> None:
        """A form of ``podium serve --enter``: checked or saved (see :mod:`podium.tools.enter`),
        once the request is shown to come from its own page."""
        if not self._own_host() or not self._let_in():
            return
        desk = self.server.desk
        path = self.path.split("?", 1)[0]
        if desk is None or not path.startswith(PREFIX):
            self.close_connection = True
            return self._send(HTTPStatus.METHOD_NOT_ALLOWED, "text/plain", b"GET only\n")
        refused = self._cross_site()
        if refused is None:
            form = self._form()
            if isinstance(form, Answer):
                return self._answer(form)
            token = (form.get("token") or [""])[0]
            if not hmac.compare_digest(token.encode(), desk.token.encode()):
                refused = self.server.gettext(
                    "This form is not one this podium serve made (or it was made before the "
                    "server restarted): open the board's form again."
                )
            else:
                return self._answer(desk.post(path, form))
        self.close_connection = True
        self._answer(desk.refusal(HTTPStatus.FORBIDDEN, refused))

    def _form(self) -> dict[str, list[str]] | Answer:
        """The form posted, or why it is refused; a body is never read beyond
        :data:`MAX_BODY` (nor at all when it says it is longer)."""
        desk = self.server.desk
        assert desk is not None
        self.close_connection = True  # whatever was not read is not taken as a request
        length = self.headers.get("Content-Length", "")
        kind = self.headers.get("Content-Type", "").split(";", 1)[0].strip().lower()
        if self.headers.get("Transfer-Encoding") or not length.isdigit():
            text = self.server.gettext("A form is sent with its length (Content-Length).")
            return desk.refusal(HTTPStatus.LENGTH_REQUIRED, text)
        if int(length) > MAX_BODY:
            text = self.server.gettext(
                "The form is larger than %(size)s kB: nothing was read.", size=MAX_BODY // 1024
            )
            return desk.refusal(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, text)
        if kind != "application/x-www-form-urlencoded":
            text = self.server.gettext("Send the form as the page does (an HTML form).")
            return desk.refusal(HTTPStatus.UNSUPPORTED_MEDIA_TYPE, text)
        body = self.rfile.read(int(length))
        try:
            return parse_qs(body.decode("utf-8"), max_num_fields=100, errors="strict")
        except (UnicodeDecodeError, ValueError):
            text = self.server.gettext("Send the form as the page does (an HTML form).")
            return desk.refusal(HTTPStatus.BAD_REQUEST, text)

    def _cross_site(self) -> str | None:
        """Why a post comes from another site (its Origin or Sec-Fetch-Site say so), or
        None. A page elsewhere can post a form to 127.0.0.1 with the right Host."""
        origin = self.headers.get("Origin")
        site = self.headers.get("Sec-Fetch-Site")
        own = {f"http://{host}" for host in self.server.hosts}
        if (origin is not None and origin not in own) or site not in (None, "same-origin"):
            return self.server.gettext(
                "A form from another site is never taken: enter results on the pages of "
                "this podium serve."
            )
        return None

    def _let_in(self) -> bool:
        """With ``--lan``, whether the request carries the server's token (in the query,
        as in the address printed in the terminal, or in the cookie that address sets);
        else it is answered 403."""
        token = self.server.token
        if token is None:
            return True
        query = parse_qs(self.path.partition("?")[2]).get("token", [""])[0]
        if hmac.compare_digest(query.encode(), token.encode()):
            self._cookie = f"{self.server.cookie}={token}; Path=/; HttpOnly; SameSite=Strict"
            return True
        try:
            jar = SimpleCookie(self.headers.get("Cookie", ""))
        except CookieError:
            jar = SimpleCookie()
        morsel = jar.get(self.server.cookie)
        if morsel is not None and hmac.compare_digest(morsel.value.encode(), token.encode()):
            return True
        self.close_connection = True
        text = self.server.gettext(
            "This podium serve is open on the network only with its key: open the address "
            "printed in its terminal, or scan the QR code shown there."
        )
        self._send(HTTPStatus.FORBIDDEN, "text/plain", (text + "\n").encode())
        return False

    def _enter_link(self, path: str) -> str:
        """The "Enter the result" link of a board page (none without ``--enter``)."""
        desk = self.server.desk
        parts = path.strip("/").split("/")
        if desk is None or len(parts) != 4 or parts[0] != "events":
            return ""
        if not (parts[2].startswith("round-") and parts[3].startswith("board-")):
            return ""
        href = f"{PREFIX}{parts[1]}/{parts[2][6:]}/{parts[3][6:]}/"
        label = html.escape(self.server.gettext("Enter the result"))
        return ENTER_LINK.format(href=html.escape(href), label=label)

    def _answer(self, answer: Answer) -> None:
        self.send_response(answer.status)
        self.send_header("Content-Type", answer.ctype)
        self.send_header("Content-Length", str(len(answer.body)))
        if answer.location is not None:
            self.send_header("Location", answer.location)
        self.send_header("X-Frame-Options", "DENY")
        self.send_header("Referrer-Policy", "same-origin")  # "no-referrer" makes Origin null
        self.end_headers()
        self.wfile.write(answer.body)

    def do_GET(self) -> None:
        if not self._own_host() or not self._let_in():
            return
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        desk = self.server.desk
        if desk is not None and (path + "/").startswith(PREFIX):
            return self._answer(desk.get(path if path != PREFIX[:-1] else PREFIX))
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
            page = inject(target.read_text(encoding="utf-8"), generation, self._enter_link(path))
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
        self.close_connection = True
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

    def __init__(
        self,
        port: int,
        folder: Path,
        state: State,
        desk: Desk | None = None,
        lan: tuple[str, ...] | None = None,
    ) -> None:
        """``desk``: the result forms (``--enter``); ``lan``: the names and addresses of
        this machine on the network, to serve there too (``--lan``: every request then
        needs the desk's token)."""
        self.folder = folder
        self.state = state
        self.desk = desk
        self.lan = lan
        self.token = None if lan is None or desk is None else desk.token
        super().__init__(("127.0.0.1" if lan is None else "0.0.0.0", port), Handler)
        self.cookie = f"podium-serve-{self.server_address[1]}"

    @property
    def hosts(self) -> frozenset[str]:
        """The Host headers of requests for this server (the port is left out only by a
        browser on port 80)."""
        port = self.server_address[1]
        names = ("127.0.0.1", "localhost", *(self.lan or ()))
        return frozenset(f"{name}:{port}" for name in names) | (
            frozenset(names) if port == 80 else frozenset()
        )

    def gettext(self, message: str, /, **params: object) -> str:
        """``message`` in the site's language (English without ``--enter``)."""
        if self.desk is None:
            return message % params if params else message
        return self.desk.theme().translator.gettext(message, **params)

    def finish_request(self, request: Any, client_address: Any) -> None:
        Handler(request, client_address, self, directory=str(self.folder))


class PortBusy(Exception):
    """The port is taken; the message says what to do."""


def lan_names() -> tuple[str, ...]:
    """This machine's names and IPv4 addresses on the network (not the loopback ones)."""
    found: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))  # sends nothing: picks the outgoing address
        found.append(probe.getsockname()[0])
    name = socket.gethostname()
    with contextlib.suppress(OSError):
        found += socket.gethostbyname_ex(name)[2]
    found += [name.lower(), f"{name.lower()}.local"]
    return tuple(dict.fromkeys(a for a in found if a and not a.startswith("127.")))


def bind(
    port: int,
    folder: Path,
    state: State,
    *,
    desk: Desk | None = None,
    lan: tuple[str, ...] | None = None,
) -> PreviewServer:
    try:
        return PreviewServer(port, folder, state, desk, lan)
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
