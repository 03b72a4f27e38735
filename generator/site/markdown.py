"""Markdown from content (index.md files) to HTML.

Raw HTML in the Markdown is shown as text (escaped) unless site.yaml sets
``markdown_raw_html: true``. A link or image written in Markdown syntax (inline or by
reference) keeps its address only if a browser would read it as http, https, mailto or a
relative address (a path, a fragment): the address is read as the browser reads it
(entities decoded, tabs and newlines removed, control characters and spaces stripped at
its ends), so ``javascript&#58;`` or ``java&#x09;script:`` cannot carry a script. Any other
address becomes ``#``.

Python-Markdown looks for the ``]`` (and ``)``) that closes each ``[`` (and ``(``) by
scanning the rest of the paragraph, quadratic in a long run of ``[``: here those scans
share a budget of :data:`SCAN_PER_CHARACTER` characters per character of the text. Its
block parser recurses once per level of nesting, so a line nested hundreds of levels deep
raised RecursionError: :func:`too_deep` finds such lines, and the content check refuses
them.
"""

from __future__ import annotations

import html
import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import xml.etree.ElementTree as ET

SAFE_SCHEMES = frozenset({"http", "https", "mailto"})
_SCHEME = re.compile(r"([A-Za-z][A-Za-z0-9+.-]*):")
_TAB_OR_NEWLINE = re.compile(r"[\t\n\r]")
_C0_AND_SPACE = "".join(chr(c) for c in range(0x21))

# Leading indentation and list or quote markers: how deep a line nests (a level takes
# 2 to 4 columns; Python-Markdown recursed too deep from about 990 columns on).
MAX_NESTING_COLUMNS = 256
SCAN_PER_CHARACTER = 64
_NESTING = re.compile(r"[ \t>*+\-.)0-9]*")


def safe_url(value: str) -> bool:
    """Whether the address ``value`` (an attribute as it is written in the page) leads a
    browser to http, https, mailto or a relative address (no scheme)."""
    url = _TAB_OR_NEWLINE.sub("", html.unescape(value)).strip(_C0_AND_SPACE)
    scheme = _SCHEME.match(url)
    return scheme is None or scheme.group(1).lower() in SAFE_SCHEMES


def too_deep(source: str) -> tuple[int, int] | None:
    """The first line nested deeper than :data:`MAX_NESTING_COLUMNS` (its number from 1,
    and how many columns of indentation and markers it starts with), or None."""
    for number, line in enumerate(source.splitlines(), start=1):
        prefix = _NESTING.match(line)
        width = len(prefix.group().expandtabs(4)) if prefix else 0
        if width > MAX_NESTING_COLUMNS:
            return number, width
    return None


class _Budget:
    """How many characters the link patterns may still scan in one text: a fixed multiple
    of its length, so the whole text costs linear time. Ordinary links spend a few
    characters each; once spent, the remaining brackets are left as text."""

    def __init__(self, source: str) -> None:
        self.left = SCAN_PER_CHARACTER * (len(source) + 1)

    def window(self, data: str, index: int) -> str:
        """``data`` cut where the budget would end a scan from ``index``."""
        return data if len(data) - index <= self.left else data[: index + self.left]

    def spend(self, start: int, end: int) -> None:
        self.left -= max(end - start, 0)


def render_markdown(source: str, *, raw_html: bool = False) -> str:
    """HTML for ``source``; raw HTML is escaped unless ``raw_html``."""
    import markdown  # on first use: a site without Markdown never pays for its import
    from markdown import inlinepatterns as ip
    from markdown.treeprocessors import Treeprocessor

    class SafeLinks(Treeprocessor):
        def run(self, root: ET.Element) -> None:
            for element in root.iter():
                for attribute in ("href", "src"):
                    value = element.get(attribute)
                    if value is not None and not safe_url(value):
                        element.set(attribute, "#")

    budget = _Budget(source)

    def bounded(base: type[ip.LinkInlineProcessor]) -> type[ip.LinkInlineProcessor]:
        class Bounded(base):  # type: ignore[valid-type,misc]
            """``base``, scanning only as far as the text's budget allows."""

            def getText(self, data: str, index: int) -> tuple[str, int, bool]:
                text, end, handled = super().getText(budget.window(data, index), index)
                budget.spend(index, end)
                return text, end, handled

            def getLink(self, data: str, index: int) -> tuple[str, str | None, int, bool]:
                href, title, end, handled = super().getLink(budget.window(data, index), index)
                budget.spend(index, end)
                return href, title, end, handled

        return Bounded

    md = markdown.Markdown(extensions=["tables", "sane_lists"], output_format="html")
    if not raw_html:
        md.preprocessors.deregister("html_block")
        md.inlinePatterns.deregister("html")
    links: list[tuple[type[Any], str, str, int]] = [  # Python-Markdown's own, as it registers
        (ip.ReferenceInlineProcessor, ip.REFERENCE_RE, "reference", 170),
        (ip.LinkInlineProcessor, ip.LINK_RE, "link", 160),
        (ip.ImageInlineProcessor, ip.IMAGE_LINK_RE, "image_link", 150),
        (ip.ImageReferenceInlineProcessor, ip.IMAGE_REFERENCE_RE, "image_reference", 140),
        (ip.ShortReferenceInlineProcessor, ip.REFERENCE_RE, "short_reference", 130),
        (ip.ShortImageReferenceInlineProcessor, ip.IMAGE_REFERENCE_RE, "short_image_ref", 125),
    ]
    for base, pattern, name, priority in links:
        md.inlinePatterns.register(bounded(base)(pattern, md), name, priority)
    md.treeprocessors.register(SafeLinks(md), "podium_safe_links", 0)
    return md.convert(source)
