"""``podium serve``: build, serve on 127.0.0.1, rebuild on change, reload open pages."""

from __future__ import annotations

import argparse
import secrets
import signal
import sys
import tempfile
import threading
from pathlib import Path
from types import FrameType
from typing import Any

from podium import progress
from podium.build.cache import CACHE_DIR
from podium.build.pipeline import Warm, build
from podium.build.writer import MARKER
from podium.tools.enter import PREFIX, Desk
from podium.tools.serve import PortBusy, Preview, State, bind, lan_names


def register(sub: argparse._SubParsersAction[Any]) -> None:
    parser = sub.add_parser(
        "serve",
        help="preview the site locally; rebuilds and reloads pages as you edit",
        description="Build the site, serve it on http://127.0.0.1:PORT/ and watch content/ "
        "and themes/: every save rebuilds, and open pages reload by themselves. A bad edit "
        "shows its file:line in the page and here; fix it and the page recovers. "
        "Ctrl-C stops.",
    )
    parser.add_argument("content", nargs="?", default="content", type=Path, help="content folder")
    parser.add_argument("-p", "--port", type=_port, default=8000, help="port (8000)")
    parser.add_argument(
        "-o",
        "--out",
        type=Path,
        help="build into this folder (default: a temporary folder, removed on exit)",
    )
    parser.add_argument(
        "--enter",
        action="store_true",
        help="also serve a result form for each board of a round in play, at /_enter/ "
        "(it writes the round files, as podium result does)",
    )
    parser.add_argument(
        "--lan",
        action="store_true",
        help="serve on the local network too, for phones and tablets at the venue (implies "
        "--enter); every request then needs the key in the address printed (also as a QR "
        "code)",
    )
    progress.add_output_options(parser)
    parser.set_defaults(run=run)


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        port = -1
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number (1-65535), like 8000")
    return port


def _replaceable(out: Path) -> bool:
    """Whether a build may write ``out``: absent, empty, or built by podium."""
    if not out.exists():
        return True
    return out.is_dir() and ((out / MARKER).is_file() or not any(out.iterdir()))


def _output_refused(out: Path, content: Path) -> str | None:
    """Why ``-o out`` cannot be used (and what to do instead), or None when it can."""
    if not _replaceable(out):
        what = (
            f"podium did not build this folder (it has no {MARKER} file) and never replaces it"
            if out.is_dir()
            else "is a file, not a folder"
        )
        return f"{what}; choose another folder with -o, or leave -o out"
    for root in watched(content):
        if out.resolve().is_relative_to(root.resolve()):
            return (
                f"is inside {root}, which podium serve watches, so every build would start "
                "another; choose a folder outside it with -o"
            )
    return None


def watched(content: Path) -> list[Path]:
    """content/ and the themes/ folder beside it."""
    return [content, content.resolve().parent / "themes"]


def run(args: argparse.Namespace) -> int:
    content: Path = args.content
    console = progress.console_from_args(args)
    if not content.is_dir():
        console.error(f"{content}: no such folder; give the content folder (default: content)")
        return 1
    refused = None if args.out is None else _output_refused(args.out, content)
    if refused is not None:
        console.error(f"{args.out}: {refused}")
        return 1
    with tempfile.TemporaryDirectory(prefix="podium-serve-") as scratch:
        out: Path = args.out or Path(scratch) / "site"
        state = State()
        warm = Warm()  # the club and its compiled templates, from one build to the next

        def saved(path: Path) -> None:
            preview.rebuild([path])

        desk = None
        if args.enter or args.lan:
            desk = Desk(content, secrets.token_urlsafe(18), saved)
        try:
            server = bind(args.port, out, state, desk=desk, lan=lan_names() if args.lan else None)
        except PortBusy as exc:
            console.error(f"podium serve: {exc}")
            return 1
        preview = Preview(
            server=server,
            build=lambda: _build(content, out, args, warm),
            roots=watched(content),
            on_start=lambda paths: _changed(args, paths),
            on_build=lambda paths, error: _report(args, error),
        )
        return _serve(preview, console)


def _build(content: Path, out: Path, args: argparse.Namespace, warm: Warm) -> None:
    build(content, out, progress.console_from_args(args), cache=CACHE_DIR, warm=warm)


def _changed(args: argparse.Namespace, paths: list[Path]) -> None:
    if paths:
        shown = ", ".join(p.as_posix() for p in paths[:3])
        more = f" and {len(paths) - 3} more" if len(paths) > 3 else ""
        progress.console_from_args(args).info(f"changed: {shown}{more}")


def _report(args: argparse.Namespace, error: str | None) -> None:
    console = progress.console_from_args(args)
    if error is not None:
        console.error(error)
        console.info("the page shows this error; save a fix and it recovers")


def _banner(preview: Preview, console: progress.Console) -> None:
    """Where the site is served; with ``--enter``, where its forms are; with ``--lan``,
    the address with its key, and as a QR code for a phone."""
    server = preview.server
    port = server.server_address[1]
    if server.token is None:
        console.info(f"serving {preview.url} (Ctrl-C to stop)")
        if server.desk is not None:
            console.info(f"result forms: http://127.0.0.1:{port}{PREFIX}")
        return
    key = f"{PREFIX}?token={server.token}"
    here = f"http://127.0.0.1:{port}{key}"
    console.info(f"serving http://127.0.0.1:{port}/ and on the network (Ctrl-C to stop)")
    console.info(f"result forms, on this computer: {here}")
    names = server.lan or ()
    there = f"http://{names[0]}:{port}{key}" if names else here
    console.info(f"result forms, on the network: {there}")
    console.info("keep the key to yourself: whoever has it can enter results")
    _qr(there)


def _qr(url: str) -> None:
    import segno

    segno.make(url, error="m").terminal(out=sys.stdout, compact=True)
    sys.stdout.flush()


def _serve(preview: Preview, console: progress.Console) -> int:
    stop = threading.Event()

    def on_term(signum: int, frame: FrameType | None) -> None:
        stop.set()

    previous = signal.signal(signal.SIGTERM, on_term)
    try:
        preview.start()
        _banner(preview, console)
        while not stop.wait(0.5):
            pass
    except KeyboardInterrupt:
        pass
    finally:
        signal.signal(signal.SIGTERM, previous)
        preview.stop()
    console.info("stopped")
    sys.stdout.flush()
    return 0
