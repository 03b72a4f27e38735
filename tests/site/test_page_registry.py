"""The page registry finds the page types by itself: a module of the package that declares
a ``PAGE_TYPE`` is a page type, in its scope and order, with no list to edit."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from podium.site import pages
from podium.site.pages import EVENT_PAGE_TYPES, SITE_PAGE_TYPES, PageType, declared_page_types
from tests.planted import found_in

PLANNER = """from podium.site.pages.page import PageType

def plan(*args):
    return []

PAGE_TYPE = PageType({name!r}, "{name}.html", plan, scope={scope!r}, order={order})
"""


def test_a_new_module_is_a_page_type_in_its_order(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    modules = {
        "late": PLANNER.format(name="late", scope="site", order=20),
        "early": PLANNER.format(name="early", scope="event", order=10),
        "shared": "HELPER = 1\n",  # no PAGE_TYPE
    }
    found = found_in(tmp_path, monkeypatch, modules, declared_page_types)
    assert [(kind.name, kind.scope, kind.order) for kind in found] == [
        ("early", "event", 10),
        ("late", "site", 20),
    ]


def test_the_registry_holds_every_page_module_of_the_package() -> None:
    declaring = {
        path.stem
        for path in Path(pages.__file__).parent.glob("*.py")
        if "\nPAGE_TYPE = PageType(" in path.read_text(encoding="utf-8")
    }
    kinds: list[PageType[Any]] = [*EVENT_PAGE_TYPES, *SITE_PAGE_TYPES]
    registered = {kind.plan.__module__.rpartition(".")[2] for kind in kinds}
    assert registered == declaring
    assert len(declaring) > 10


def test_the_sitemap_comes_last_and_orders_are_distinct() -> None:
    assert SITE_PAGE_TYPES[-1].name == "sitemap"
    for kinds in (EVENT_PAGE_TYPES, SITE_PAGE_TYPES):
        assert len({kind.order for kind in kinds}) == len(kinds)
