"""Markdown from content (index.md files) to HTML.

Raw HTML in the Markdown is shown as text (escaped) unless site.yaml sets
``markdown_raw_html: true``. Links and images with a script-capable scheme
(``javascript:``, ``vbscript:``, ``data:`` other than images) are dropped in both modes'
Markdown syntax, so a report cannot carry a script through a link.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import xml.etree.ElementTree as ET

_UNSAFE_SCHEMES = ("javascript:", "vbscript:", "data:")


def render_markdown(source: str, *, raw_html: bool = False) -> str:
    """HTML for ``source``; raw HTML is escaped unless ``raw_html``."""
    import markdown  # on first use: a site without Markdown never pays its 20 ms import
    from markdown.treeprocessors import Treeprocessor

    class SafeLinks(Treeprocessor):
        def run(self, root: ET.Element) -> None:
            for element in root.iter():
                for attribute in ("href", "src"):
                    value = element.get(attribute)
                    if value is None:
                        continue
                    scheme = "".join(value.split()).lower()
                    if scheme.startswith(_UNSAFE_SCHEMES):
                        element.set(attribute, "#")

    md = markdown.Markdown(extensions=["tables", "sane_lists"], output_format="html")
    if not raw_html:
        md.preprocessors.deregister("html_block")
        md.inlinePatterns.deregister("html")
    md.treeprocessors.register(SafeLinks(md), "podium_safe_links", 0)
    return md.convert(source)
