"""Rendering planned pages with Jinja."""
