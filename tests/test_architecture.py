"""The layers hold, no module imports itself round a loop, and none is over 450 lines.

vectorstore (Chroma, embeddings, retrieval) <- ingest (parsing, chunking, indexing) <- bot
(answer engine, CLI, Slack): a layer imports nothing from the layers above it. Imports are
read from the source (nothing is imported), including those inside functions; imports under
`if TYPE_CHECKING:` are typing only and do not count.
"""

from __future__ import annotations

import ast
import runpy
from collections.abc import Iterator
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
PACKAGES = ("vectorstore", "ingest", "bot")  # bottom to top
ABOVE = {p: PACKAGES[i + 1 :] for i, p in enumerate(PACKAGES)}  # what each may not import


def project_modules() -> dict[str, Path]:
    """Dotted module name -> file, for every module of the three packages."""
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((REPO / package).rglob("*.py")):
            parts = list(path.relative_to(REPO).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


Import = tuple[str, list[str]]  # (base, names): `import a.b` is ("a.b", [])


def _imports_in(tree: ast.AST, package: str) -> Iterator[Import]:
    """Every import outside `if TYPE_CHECKING:` blocks, relative ones made absolute, and
    `importlib.import_module("a.b")` with a literal name."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                yield from _imports_in(ast.Module(body=[child], type_ignores=[]), package)
            continue
        if isinstance(node, ast.Import):
            yield from ((alias.name, []) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                anchor = parts[: len(parts) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            yield base, [alias.name for alias in node.names]
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute | ast.Name)
            and (node.func.attr if isinstance(node.func, ast.Attribute) else node.func.id)
            == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            yield node.args[0].value, []
        yield from _imports_in(node, package)


def _known(name: str, modules: dict[str, Path]) -> str | None:
    """The project module `name` is, or is inside (`a.b.Class` -> `a.b`)."""
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The project modules that module `name` imports."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for base, names in _imports_in(ast.parse(path.read_text(encoding="utf-8")), package):
        # `from a import b`: the submodule a.b when there is one, else a itself
        found = [_known(f"{base}.{n}", modules) for n in names] or [_known(base, modules)]
        targets |= {t for t in found if t is not None and t != name}
    return targets


def import_graph() -> dict[str, set[str]]:
    modules = project_modules()
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import cycles: each strongly connected group of modules (Tarjan), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(groups)


def test_the_walker_sees_the_imports_it_must_judge() -> None:
    graph = import_graph()
    assert {"vectorstore.store", "ingest.job", "bot.commands"} <= set(graph)
    assert "vectorstore.store" in graph["ingest.job"]
    assert "ingest.job" in graph["bot.commands"]
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_imports_are_read_as_python_resolves_them(tmp_path: Path) -> None:
    source = tmp_path / "mod.py"
    source.write_text(
        "from typing import TYPE_CHECKING\n"
        "from . import sibling\n"
        "from ..other import Thing\n"
        "import pkg.deep.leaf\n"
        "if TYPE_CHECKING:\n"
        "    from pkg.typing_only import T\n"
        "def later():\n"
        "    import importlib\n"
        "    return importlib.import_module('pkg.lazy')\n"
    )
    names = ["pkg", "pkg.sub.sibling", "pkg.other", "pkg.deep.leaf", "pkg.typing_only", "pkg.lazy"]
    modules = {n: source for n in ["pkg.sub.mod", *names]}
    assert imports_of("pkg.sub.mod", source, modules) == {
        "pkg.sub.sibling",
        "pkg.other",
        "pkg.deep.leaf",
        "pkg.lazy",
    }


def test_no_layer_imports_a_layer_above_it() -> None:
    violations = sorted(
        f"{module} imports {target}"
        for module, targets in import_graph().items()
        for target in targets
        if target.split(".")[0] in ABOVE[module.split(".")[0]]
    )
    assert not violations, "\n".join(violations)


def test_no_import_cycle() -> None:
    found = cycles(import_graph())
    assert not found, "import cycles:\n" + "\n".join(" <-> ".join(c) for c in found)


# The answer core returns data; the surfaces render it (text: bot/answer/render.py, the
# terminal: bot/cli, Slack: bot/slack). Settings sections are configuration, not rendering.
PRESENTATION = ("bot.answer.render", "bot.cli", "bot.slack")
NOT_PRESENTATION = {"bot.slack.settings"}
CORE_OUTSIDE_ANSWER = ("bot.commands", "bot.answering")  # what else returns data to them


def _core(module: str) -> bool:
    answer = module.startswith("bot.answer.") and module not in PRESENTATION
    return answer or module in CORE_OUTSIDE_ANSWER


def _reachable(graph: dict[str, set[str]], start: str) -> set[str]:
    seen: set[str] = set()
    todo = [start]
    while todo:
        for target in graph.get(todo.pop(), ()):
            if target not in seen:
                seen.add(target)
                todo.append(target)
    return seen


def test_the_answer_core_imports_no_presentation() -> None:
    graph = import_graph()
    core = sorted(m for m in graph if _core(m))
    assert {
        "bot.answer.engine",
        "bot.answer.ranked",
        "bot.answer.llm",
        *CORE_OUTSIDE_ANSWER,
    } <= set(core)
    violations = sorted(
        f"{module} reaches {target}"
        for module in core
        for target in _reachable(graph, module)
        if target not in NOT_PRESENTATION
        and any(target == p or target.startswith(p + ".") for p in PRESENTATION)
    )
    assert not violations, "\n".join(violations)


def test_make_lint_lists_every_module_over_450_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    check = runpy.run_path(str(REPO / ".ci" / "module_size.py"))
    for name, lines in [
        ("bot/answer/long.py", 451),
        ("ingest/fits.py", 450),
        ("vectorstore/deep/longer.py", 600),
        ("bench/long.py", 900),  # not a package of the app
    ]:
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("x = 1\n" * lines, encoding="utf-8")
    assert check["main"](tmp_path) == 1
    assert capsys.readouterr().err.splitlines() == [
        "bot/answer/long.py: 451 lines, over 450: split it by what its parts do",
        "vectorstore/deep/longer.py: 600 lines, over 450: split it by what its parts do",
    ]
    assert check["main"](REPO) == 0, capsys.readouterr().err
