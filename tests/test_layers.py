"""The layers of generator/ point one way (docs/architecture.md, "Layers").

Read from the source (every import, also those inside functions and under
``TYPE_CHECKING``): no module imports one of a higher layer, no two modules import each
other (directly or round a longer cycle), and no module imports another's underscore
name.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator, Mapping
from pathlib import Path

GENERATOR = Path(__file__).resolve().parent.parent / "generator"

LAYERS = (
    "",  # generator/*.py: model, numbers, powers, themes, progress, hashing, tricks ...
    "content",
    "scoring",
    "seating",
    "site",
    "render",
    "outputs",
    "build",
    "tools",
    "commands",
    "cli",
)
"""The layers, lowest first, each by its folder of generator/ ("" for the modules at the
top of the package, but for cli.py): a module may import its own layer and those before."""


def _name(path: Path) -> str:
    parts = list(path.relative_to(GENERATOR.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_name(path): path for path in sorted(GENERATOR.rglob("*.py"))}


def layer(module: str) -> int:
    """The layer of a module of generator/ (its index in :data:`LAYERS`); ValueError for
    a folder the table does not list."""
    top = module.split(".")[1] if "." in module else ""
    folder = top if top == "cli" or (GENERATOR / top).is_dir() else ""
    return LAYERS.index(folder)


def imports(module: str) -> Iterator[tuple[str, str, int]]:
    """(module imported, name imported or "", line) for each import of ``module``."""
    path = MODULES[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("generator"):
                    yield alias.name, "", node.lineno
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join([*base, *([node.module] if node.module else [])])
            else:
                target = node.module or ""
            if target.split(".")[0] != "generator":
                continue
            for alias in node.names:
                submodule = f"{target}.{alias.name}"
                if submodule in MODULES:
                    yield submodule, "", node.lineno
                else:
                    yield target, alias.name, node.lineno


GRAPH: Mapping[str, set[str]] = {
    module: {target for target, _, _ in imports(module) if target in MODULES} for module in MODULES
}


def test_every_module_has_a_layer() -> None:
    assert {layer(module) for module in MODULES} == set(range(len(LAYERS)))


def test_no_module_imports_a_higher_layer() -> None:
    upward = [
        f"{module} (line {line}) imports {target}"
        for module in MODULES
        for target, _, line in imports(module)
        if target in MODULES and layer(target) > layer(module)
    ]
    assert upward == []


def _private(name: str) -> bool:
    return any(part.startswith("_") and not part.startswith("__") for part in name.split("."))


def test_no_module_imports_an_underscore_name_of_another() -> None:
    private = [
        f"{module} (line {line}) imports {target} {name}".rstrip()
        for module in MODULES
        for target, name, line in imports(module)
        if _private(target) or _private(name)
    ]
    assert private == []


def test_no_module_reads_an_underscore_name_of_an_imported_module() -> None:
    private = []
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {
            alias.asname or alias.name
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("generator")
            for alias in node.names
        } | {
            (alias.asname or alias.name).split(".")[0]
            for node in ast.walk(tree)
            if isinstance(node, ast.Import)
            for alias in node.names
            if alias.name.startswith("generator")
        }
        private += [
            f"{module} (line {node.lineno}) reads {node.value.id}.{node.attr}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in imported
            and _private(node.attr)
        ]
    assert private == []


def cycles(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm); a
    module importing itself is a group too."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = [stack.pop()]
            while group[-1] != node:
                group.append(stack.pop())
            if len(group) > 1 or node in graph[node]:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_modules_import_each_other() -> None:
    assert cycles(GRAPH) == []


def test_the_checks_catch_a_cycle_and_an_upward_import() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert layer("podium.content.formats") < layer("podium.site.i18n")
    assert layer("podium.model") == layer("podium.themes") == 0
    assert layer("podium.site") == layer("podium.site.pages.event")
    assert layer("podium.cli") == len(LAYERS) - 1
