"""Why a round cannot be seated."""

from __future__ import annotations


class SeatingError(Exception):
    """A request that cannot be seated: what is wrong, and what to do."""

    def __init__(self, message: str, hint: str) -> None:
        super().__init__(f"{message}; {hint}")
        self.message = message
        self.hint = hint
