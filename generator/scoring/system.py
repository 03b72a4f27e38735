"""What a scoring system is: one frozen object that its module builds, texts included.

A system module (``generator/scoring/systems/<name>.py``, or a third party's module behind
the ``podium.scoring`` entry point) owns everything about its system: how it scores a
board, which board kind it reads, its defaults and tie-breaks, the ``rules:`` options only
it reads and their checks, its breakdown lines, and its rules page (text, a worked example
and a glossary). Its texts are in English only, each marked with its gettext context
(:class:`~podium.scoring.texts.Msg`); their translations are in the themes' ``scoring``
catalogs. It exposes all of it as one :class:`ScoringSystem` named ``SYSTEM``; see
:mod:`podium.scoring.registry`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from podium.content.problems import LocatedError
from podium.model import Board, Rules, Where
from podium.scoring.lines import Lines
from podium.scoring.results import BoardScore
from podium.scoring.texts import Msg

BoardScorer = Callable[[int, Board, Rules], BoardScore]
"""``score_board(round_number, board, rules)``: pure, no I/O; ``rules`` are the event's,
already merged with the system's defaults."""

OptionCheck = Callable[[Rules, Where], list[LocatedError]]
"""``check(rules, where)``: the problems of the event's ``rules:`` (as written, at
``where``) that only this system knows about; none for most systems."""


@dataclass(frozen=True, slots=True)
class Explanation:
    """A system's rules page, in English, written for players, not as the full rules."""

    rules: tuple[Msg, ...]
    """Paragraphs saying how a board (and the event) is scored."""
    example: tuple[Msg, ...] = ()
    """Paragraphs of a worked example: one board scored step by step."""
    glossary: tuple[tuple[Msg, Msg], ...] = ()
    """(term, meaning) pairs for the words the system uses (a term's link is made from its
    English wording)."""


def no_option_problems(rules: Rules, where: Where) -> list[LocatedError]:
    """The option check of a system with nothing of its own to check."""
    return []


@dataclass(frozen=True, eq=False, slots=True)
class ScoringSystem:
    """One scoring system: everything podium needs to score, check and explain it."""

    key: str
    """The registry key, as written in event.yaml (``"italia-2010"``)."""
    title: Msg
    """The name people know it by (``"Italia 2010"``), in English (its translation is the
    same name where it is a proper name)."""
    board_kind: str
    """The name of the kind of board it scores (a key of :data:`podium.scoring.kinds.KINDS`):
    diplomacy, placement or team."""
    score_board: BoardScorer
    lines: Lines
    """The breakdown lines only this system makes."""
    explanation: Explanation
    """Its rules page."""
    defaults: Rules = field(default_factory=Rules)
    """The event rules this system uses when event.yaml does not set them."""
    default_tiebreaks: tuple[str, ...] = ()
    """The tie-break chain when event.yaml has no ``tiebreaks``."""
    options: frozenset[str] = frozenset()
    """The ``rules:`` options only this system reads: fields of Rules marked
    ``SYSTEM_OPTION`` (None when unset); another system's event that sets one is told it
    does not apply."""
    check: OptionCheck = no_option_problems
    director_order: bool = False
    """Whether a Diplomacy board may state the director's order of powers tied on centres
    (``order:``), where the rules need the year chart to break the tie and it is missing;
    a board of another system's event that states one is refused."""
    terms: Mapping[str, str] = field(default_factory=dict)
    """Breakdown line key -> the English glossary term that explains it: each such line
    links to the term on the rules page (see :mod:`podium.scoring.glossary`)."""
