"""The layers of generator/ point one way (docs/architecture.md, "Layers").

Read from the source (every import, also those inside functions and under
``TYPE_CHECKING``): no module imports one of a higher layer, no two modules import each
other (directly or round a longer cycle), and no module imports another's underscore
name.
"""

from __future__ import annotations

import ast
import shutil
from collections.abc import Iterator, Mapping
from pathlib import Path

GENERATOR = Path(__file__).resolve().parent.parent / "generator"
PACKAGE = "podium"
"""The name generator/ is imported as (pyproject.toml maps the folder to it)."""

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


def modules(root: Path) -> dict[str, Path]:
    """Every module of the package in folder ``root``, by the name it is imported as."""

    def name(path: Path) -> str:
        parts = [PACKAGE, *path.relative_to(root).with_suffix("").parts]
        return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)

    return {name(path): path for path in sorted(root.rglob("*.py"))}


MODULES = modules(GENERATOR)


def layer(module: str, root: Path = GENERATOR) -> int:
    """The layer of a module of the package in ``root`` (its index in :data:`LAYERS`);
    ValueError for a folder the table does not list."""
    top = module.split(".")[1] if "." in module else ""
    folder = top if top == "cli" or (root / top).is_dir() else ""
    return LAYERS.index(folder)


def imports(module: str, found: Mapping[str, Path] = MODULES) -> Iterator[tuple[str, str, int]]:
    """(module imported, name imported or "", line) for each import of the package's own
    modules (absolute or relative) by ``module`` of ``found``."""
    path = found[module]
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == PACKAGE:
                    yield alias.name, "", node.lineno
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join([*base, *([node.module] if node.module else [])])
            else:
                target = node.module or ""
            if target.split(".")[0] != PACKAGE:
                continue
            for alias in node.names:
                submodule = f"{target}.{alias.name}"
                if submodule in found:
                    yield submodule, "", node.lineno
                else:
                    yield target, alias.name, node.lineno


def graph(found: Mapping[str, Path]) -> dict[str, set[str]]:
    """Which of the package's modules each module imports."""
    return {
        module: {target for target, _, _ in imports(module, found) if target in found}
        for module in found
    }


def upward_imports(root: Path) -> list[str]:
    """Each import, in the package in ``root``, of a module of a higher layer."""
    found = modules(root)
    return [
        f"{module} (line {line}) imports {target}"
        for module in found
        for target, _, line in imports(module, found)
        if target in found and layer(target, root) > layer(module, root)
    ]


def test_every_module_has_a_layer() -> None:
    assert {layer(module) for module in MODULES} == set(range(len(LAYERS)))


def test_no_module_imports_a_higher_layer() -> None:
    assert upward_imports(GENERATOR) == []


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
            if isinstance(node, ast.ImportFrom)
            and (node.level or (node.module or "").split(".")[0] == PACKAGE)
            for alias in node.names
        } | {
            (alias.asname or alias.name).split(".")[0]
            for node in ast.walk(tree)
            if isinstance(node, ast.Import)
            for alias in node.names
            if alias.name.split(".")[0] == PACKAGE
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
    assert cycles(graph(MODULES)) == []


def test_the_checks_catch_a_cycle_and_an_upward_import() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert layer("podium.content.formats") < layer("podium.site.i18n")
    assert layer("podium.model") == layer("podium.themes") == 0
    assert layer("podium.site") == layer("podium.site.pages.event")
    assert layer("podium.cli") == len(LAYERS) - 1


def test_the_real_imports_are_read() -> None:
    edges = graph(MODULES)
    assert "podium.model" in edges["podium.content.domain"]
    assert "podium.site.pages.context" in edges["podium.site.pages.event"]
    assert sum(map(len, edges.values())) > 4 * len(MODULES)


def _plant(root: Path, files: Mapping[str, str]) -> Path:
    """A package tree in ``root``: each file by its path under the package folder."""
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


CLEAN = {
    "__init__.py": "",
    "model.py": "",
    "content/__init__.py": "",
    "content/formats.py": "from podium import model\n",
    "site/__init__.py": "",
    "site/i18n.py": "from ..content import formats\nimport podium.model\n",
    "site/pages.py": "from . import i18n\n",
}


def test_a_clean_tree_passes(tmp_path: Path) -> None:
    root = _plant(tmp_path, CLEAN)
    assert upward_imports(root) == []
    assert cycles(graph(modules(root))) == []
    assert graph(modules(root))["podium.site.i18n"] == {"podium.content.formats", "podium.model"}


def test_an_upward_import_is_refused(tmp_path: Path) -> None:
    root = _plant(tmp_path, {**CLEAN, "content/formats.py": "from podium.site import i18n\n"})
    assert upward_imports(root) == ["podium.content.formats (line 1) imports podium.site.i18n"]


def test_a_relative_upward_import_inside_a_function_is_refused(tmp_path: Path) -> None:
    planted = "def f() -> None:\n    from ..site.pages import x\n"
    root = _plant(tmp_path, {**CLEAN, "content/formats.py": planted})
    assert upward_imports(root) == ["podium.content.formats (line 2) imports podium.site.pages"]


def test_a_cycle_is_refused(tmp_path: Path) -> None:
    root = _plant(tmp_path, {**CLEAN, "site/i18n.py": "from podium.site import pages\n"})
    assert cycles(graph(modules(root))) == [["podium.site.i18n", "podium.site.pages"]]


def test_a_cycle_in_a_copy_of_the_package_is_refused(tmp_path: Path) -> None:
    copy = tmp_path / "generator"
    shutil.copytree(GENERATOR, copy, ignore=shutil.ignore_patterns("__pycache__"))
    themes = copy / "themes.py"  # podium.model imports podium.themes
    themes.write_text(themes.read_text(encoding="utf-8") + "\nfrom podium import model\n")
    assert upward_imports(copy) == []
    found = cycles(graph(modules(copy)))
    assert found == [["podium.model", "podium.themes"]]
    (copy / "model.py").write_text("from podium.build import pipeline\n", encoding="utf-8")
    assert upward_imports(copy) == ["podium.model (line 1) imports podium.build.pipeline"]
