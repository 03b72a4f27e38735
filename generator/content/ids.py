"""Ids: the one way podium turns a name into an id (web addresses, file names, hints).

An id is lowercase ASCII letters, digits and single hyphens: ``"Zoë O'Brien"`` ->
``"zoe-obrien"``. Both ``podium add player`` and the checks' "write it as ..." hints use
:func:`slug`, so the id a message suggests is the id podium would make.
"""

from __future__ import annotations

import re
import unicodedata

from podium.content.yamlfile import parse


def slug(text: str) -> str:
    """``"Zoë O'Brien-Łukasz"`` -> ``"zoe-obrien-lukasz"``: ASCII, lowercase, digits, '-'."""
    folded = unicodedata.normalize("NFKD", _pre_fold(text))
    ascii_text = folded.encode("ascii", "ignore").decode("ascii").lower()
    ascii_text = re.sub(r"['`\u2019]", "", ascii_text)
    return re.sub(r"[^a-z0-9]+", "-", ascii_text).strip("-")


_SPECIAL = str.maketrans(
    {
        "ß": "ss",
        "Æ": "Ae",
        "æ": "ae",
        "Œ": "Oe",
        "œ": "oe",
        "Ø": "O",
        "ø": "o",
        "Ł": "L",
        "ł": "l",
        "Đ": "D",
        "đ": "d",
        "Þ": "Th",
        "þ": "th",
        "ı": "i",
        "’": "",
    }
)


def _pre_fold(text: str) -> str:
    """Letters that NFKD does not decompose into ASCII, spelt out."""
    return text.translate(_SPECIAL)


def unique_id(base: str, taken: set[str]) -> str:
    """``base`` if free, else ``base-2``, ``base-3``, ...

    An id YAML would read as something other than text (``yes``, ``1984``) counts as
    taken: it could never be written unquoted in a round file.
    """

    def free(candidate: str) -> bool:
        return candidate not in taken and _reads_as_text(candidate)

    if free(base):
        return base
    n = 2
    while not free(f"{base}-{n}"):
        n += 1
    return f"{base}-{n}"


def _reads_as_text(word: str) -> bool:
    """Whether a round file could hold ``word`` unquoted and read it back as this text."""
    data, problems = parse("<id>", word)
    return not problems and data == word
