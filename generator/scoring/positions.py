"""Shared positions: players with equal results share the points of the places they occupy."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import TypeVar

T = TypeVar("T")


def shared_groups(
    items: Sequence[T], strength: Callable[[T], Fraction | int], tie_order: Callable[[T], object]
) -> list[tuple[int, int, list[T]]]:
    """Groups of equal ``strength`` (stronger first) as ``(first, last, members)`` places.

    Members of a group are ordered by ``tie_order`` so the result never depends on the
    order of the input.
    """
    ordered = sorted(items, key=lambda x: (-strength(x), tie_order(x)))
    groups: list[tuple[int, int, list[T]]] = []
    index = 0
    while index < len(ordered):
        end = index
        while end + 1 < len(ordered) and strength(ordered[end + 1]) == strength(ordered[index]):
            end += 1
        groups.append((index + 1, end + 1, ordered[index : end + 1]))
        index = end + 1
    return groups


def average(points: Callable[[int], Fraction | int], first: int, last: int) -> Fraction:
    """The average of ``points(place)`` over places ``first..last``."""
    return Fraction(sum(points(p) for p in range(first, last + 1)), last - first + 1)
