"""Scoring: boards, tournaments and tie-breaks (registry in generator.scoring.registry)."""
