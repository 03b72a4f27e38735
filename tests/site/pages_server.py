"""A built site served over HTTP as GitHub Pages serves it, for the browser tests.

The site lives under a path (``/results/``, the path of its url); a folder is answered by
its ``index.html`` (``/results/events/x`` is redirected to ``/results/events/x/`` first);
a missing address at any depth gets the site's ``404.html`` with status 404.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from mimetypes import guess_type
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, folder: Path, prefix: str) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.folder = folder.resolve()
        self.prefix = prefix


class _Handler(BaseHTTPRequestHandler):
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        path = unquote(urlsplit(self.path).path)
        file = self._file(path)
        if file is not None and file.is_dir():
            if not path.endswith("/"):
                self.send_response(HTTPStatus.MOVED_PERMANENTLY)
                self.send_header("Location", path + "/")
                self.end_headers()
                return
            file = file / "index.html"
        if file is not None and file.is_file():
            self._send(HTTPStatus.OK, file)
        else:
            self._send(HTTPStatus.NOT_FOUND, self.server.folder / "404.html")

    def _file(self, path: str) -> Path | None:
        """The file or folder of the site at ``path``; None outside the site."""
        if not path.startswith(self.server.prefix):
            return None
        file = (self.server.folder / path.removeprefix(self.server.prefix)).resolve()
        return file if file.is_relative_to(self.server.folder) else None

    def _send(self, status: HTTPStatus, file: Path) -> None:
        body = file.read_bytes()
        kind = guess_type(file.name)[0] or "application/octet-stream"
        self.send_response(status)
        self.send_header("Content-Type", kind + ("; charset=utf-8" if "text" in kind else ""))
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@contextmanager
def serve(folder: Path, prefix: str = "/results/") -> Iterator[str]:
    """Serve ``folder`` at ``http://127.0.0.1:<port><prefix>`` (yielded) while in the block."""
    server = _Server(folder, prefix)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}{prefix}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
