"""Templates compiled ahead, in a second process, while the build goes on.

Jinja compiles a template (reads it, parses it, writes Python, compiles the Python) the
first time a page uses it. A build that makes one event again, a corrected result, uses
about ten templates, and compiling them was about a tenth of its time, on one core while
the machine's other core had nothing to do. :func:`compiling_ahead` forks a process that
compiles every template of the theme and sends the code back through a pipe; the build
meanwhile reads its content and its cache, and the first template it loads takes the
code, waiting for it if need be.

The code travels in Jinja's own bytecode format, through its public
:class:`jinja2.BytecodeCache` interface, and each piece carries the checksum of its
template's source: Jinja uses it only for exactly that source. A template changed
meanwhile, or one the other process could not compile, is compiled by the build, as
without this module. Nothing is ever written to disk (the cache is data, never code): the
code comes from a process of this very build, which exits as soon as it has sent it.

The process is one of :mod:`podium.build.forked` (not started where a fork is unsafe
or not wanted). The plain way is :func:`podium.render.templates.make_environment` alone;
``tests/publish/test_other_core.py`` renders templates and builds a site both ways and
compares them.
"""

from __future__ import annotations

import marshal
from collections.abc import Iterator
from contextlib import contextmanager, suppress

import jinja2
from jinja2.bccache import Bucket

from podium import tricks
from podium.build import forked


class CodeFromAhead(jinja2.BytecodeCache):
    """The templates' code as the compiling process sent it (see the module docstring)."""

    def __init__(self) -> None:
        self.code: dict[str, bytes] = {}  # bucket key -> Jinja's bytecode
        self.recording = False  # in the compiling process: keep what Jinja compiles
        self.pending: forked.Forked | None = None  # the compiling process, until collected

    def load_bytecode(self, bucket: Bucket) -> None:
        self.collect()
        data = self.code.get(bucket.key)
        if data is not None:
            bucket.bytecode_from_string(data)  # checked against the source's checksum

    def dump_bytecode(self, bucket: Bucket) -> None:
        if self.recording:
            self.code[bucket.key] = bucket.bytecode_to_string()

    def collect(self) -> None:
        """Take the code the compiling process sent (waiting for it); none if it failed."""
        if self.pending is None:
            return
        data, self.pending = self.pending.result(), None
        with suppress(EOFError, ValueError, TypeError):
            code = marshal.loads(data or b"")
            if isinstance(code, dict):
                self.code = {k: v for k, v in code.items() if isinstance(v, bytes)}


def _compile_all(ahead: CodeFromAhead, env: jinja2.Environment) -> bytes:
    """In the forked process: every template of ``env`` compiled, its code as bytes."""
    from podium.render.templates import load_templates

    ahead.recording = True
    load_templates(env)
    return marshal.dumps(ahead.code)


@contextmanager
def compiling_ahead(env: jinja2.Environment, jobs: int | None) -> Iterator[None]:
    """Within: ``env``'s templates come compiled from a second process (where
    :func:`podium.build.forked.possible`); the process is gone afterwards."""
    if not tricks.on("compile_ahead") or not forked.possible(jobs) or env.bytecode_cache:
        yield
        return
    ahead = CodeFromAhead()
    env.bytecode_cache = ahead
    try:
        ahead.pending = forked.start(lambda: _compile_all(ahead, env), jobs)
        yield
    finally:
        if ahead.pending is not None:
            ahead.pending.stop()
        env.bytecode_cache = None
