"""A throwaway git repository for tests, isolated from the machine's git configuration."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path


def git_env(home: Path) -> dict[str, str]:
    """An environment in which git reads no user or system configuration."""
    env = dict(os.environ)
    for key in list(env):
        if key.startswith("GIT_"):
            del env[key]
    env.update(
        HOME=str(home),
        GIT_CONFIG_NOSYSTEM="1",
        GIT_CONFIG_GLOBAL=os.devnull,
        GIT_CEILING_DIRECTORIES=str(home.parent),
        LC_ALL="C",
    )
    return env


class Repo:
    """A git repository in ``root``; each commit has the author and dates it is given."""

    def __init__(self, root: Path) -> None:
        self.root = root
        root.mkdir(parents=True, exist_ok=True)
        self.env = git_env(root)
        self.git("init", "-q", "-b", "main")

    def git(self, *args: str) -> str:
        done = subprocess.run(
            ["git", *args],
            cwd=self.root,
            env=self.env,
            capture_output=True,
            text=True,
            check=True,
        )
        return done.stdout

    def write(self, path: str, text: str) -> None:
        file = self.root / path
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_text(text, encoding="utf-8")

    def commit(
        self,
        subject: str,
        *,
        author: str = "Alice Rossi",
        email: str = "alice@example.com",
        day: str = "2024-05-10",
        committed: str | None = None,
    ) -> str:
        """Commit everything; ``day`` is the author date, ``committed`` the committer date."""
        env = dict(
            self.env,
            GIT_AUTHOR_NAME=author,
            GIT_AUTHOR_EMAIL=email,
            GIT_AUTHOR_DATE=f"{day}T12:00:00+02:00",
            GIT_COMMITTER_NAME="Reviewer",
            GIT_COMMITTER_EMAIL="reviewer@example.com",
            GIT_COMMITTER_DATE=f"{committed or day}T12:00:00+02:00",
        )
        subprocess.run(["git", "add", "-A"], cwd=self.root, env=env, check=True)
        subprocess.run(["git", "commit", "-q", "-m", subject], cwd=self.root, env=env, check=True)
        return self.git("rev-parse", "HEAD").strip()
