"""Print the CHANGELOG.md section of one version: the notes of its GitHub release.

    python scripts/changelog_section.py 0.2.0      # or v0.2.0, as the tag says it

The section is everything under the heading ``## [0.2.0]`` (a date may follow) up to the
next ``## `` heading. Exits 1, saying so, when CHANGELOG.md has no such section: a tag is
released only with its notes written.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

CHANGELOG = Path(__file__).resolve().parent.parent / "CHANGELOG.md"


def section(text: str, version: str) -> str | None:
    """The body of ``## [version]`` in ``text``, without its heading; None if absent."""
    heading = re.compile(rf"^## \[{re.escape(version)}\](?:[ \t].*)?$", re.MULTILINE)
    found = heading.search(text)
    if found is None:
        return None
    following = re.compile(r"^## ", re.MULTILINE).search(text, found.end())
    end = following.start() if following else len(text)
    return text[found.end() : end].strip() + "\n"


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: changelog_section.py VERSION", file=sys.stderr)
        return 2
    version = argv[0].removeprefix("v")
    notes = section(CHANGELOG.read_text(encoding="utf-8"), version)
    if notes is None:
        missing = f"CHANGELOG.md: no section '## [{version}]'; write it before tagging"
        print(missing, file=sys.stderr)
        return 1
    sys.stdout.write(notes)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
