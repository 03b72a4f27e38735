"""A series of discoveries reads a file again only when its stamp changed
(:func:`podium.hashing.read_files` with ``known``), and is the plain reading otherwise."""

from __future__ import annotations

import time
from pathlib import Path

from podium.hashing import RACY_NS, read_files


def _files(tmp_path: Path) -> Path:
    tree = tmp_path / "tree"
    (tree / "sub").mkdir(parents=True)
    (tree / "a.yaml").write_text("a: 1\n")
    (tree / "sub" / "b.yaml").write_text("b: 2\n")
    return tree


def test_known_files_give_the_digest_of_the_plain_reading(tmp_path: Path) -> None:
    tree = _files(tmp_path)
    first = read_files(tree, trees=[tree])
    again = read_files(tree, trees=[tree], known=first.hashed)
    assert again.hash == first.hash == read_files(tree, trees=[tree]).hash
    (tree / "a.yaml").write_text("a: 2\n")  # an edit (same size): its stamp changed
    edited = read_files(tree, trees=[tree], known=again.hashed)
    assert edited.hash == read_files(tree, trees=[tree]).hash != first.hash


def test_a_file_with_its_stamp_is_not_read_again_unless_it_was_racy(tmp_path: Path) -> None:
    tree = _files(tmp_path)
    plain = read_files(tree, trees=[tree])
    file = str(tree / "a.yaml")
    stamp, _, _ = plain.hashed[file]
    long_after = time.time_ns() + 2 * RACY_NS
    kept = read_files(tree, trees=[tree], known={file: (stamp, "X" * 40, long_after)})
    assert kept.hashed[file][1] == "X" * 40  # the known digest: the file was not read
    racy = read_files(tree, trees=[tree], known={file: (stamp, "X" * 40, time.time_ns())})
    assert racy.hash == plain.hash  # changed within the clock's tick, maybe: read
