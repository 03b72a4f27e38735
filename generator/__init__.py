"""podium: tournament results kept as YAML in git, published as a static site."""

__version__ = "0.1.0"
