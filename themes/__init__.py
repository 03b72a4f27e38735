"""podium's built-in themes, installed as the package ``podium_themes``.

Each folder here is a theme: ``templates/`` (Jinja) and ``static/`` (copied into the site).
"""
