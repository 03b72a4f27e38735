"""Scoring: boards, tournaments and tie-breaks (registry in podium.scoring.registry)."""
