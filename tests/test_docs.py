"""The documents a user reads point only at what exists: every Markdown link (and the heading it
names) is in the repository, and every file features/README.md names in code is too."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCUMENTS = sorted([ROOT / "README.md", ROOT / "features/README.md", ROOT / "examples/js-engine/README.md",
                    *(ROOT / "docs").rglob("*.md")])
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
#: a path in code quotes: a name with a folder or a file extension of the repository's kinds
CODE_PATH = re.compile(r"`([\w./-]*(?:/|\.(?:md|json|feature|py|js)))`")


def anchors(document: Path) -> set[str]:
    """The anchors of a Markdown file's headings, as GitHub makes them."""
    found = set()
    for line in document.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            title = line.lstrip("#").strip().lower()
            found.add(re.sub(r"[^\w\- ]", "", title).replace(" ", "-"))
    return found


def broken_links(document: Path) -> list[str]:
    broken = []
    for target in LINK.findall(document.read_text(encoding="utf-8")):
        if re.match(r"[a-z]+:", target):
            continue  # an address on the web
        path, _, anchor = target.partition("#")
        file = (document.parent / path).resolve() if path else document
        if not file.is_relative_to(ROOT) or not file.exists():
            broken.append(f"{target}: no such file in the repository")
        elif anchor and file.suffix == ".md" and anchor not in anchors(file):
            broken.append(f"{target}: no heading #{anchor} in {file.relative_to(ROOT)}")
    return broken


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_link_points_to_a_file_and_heading_that_exist(document):
    assert broken_links(document) == []


def test_features_readme_names_only_files_that_exist():
    readme = ROOT / "features/README.md"
    missing = []
    for name in CODE_PATH.findall(readme.read_text(encoding="utf-8")):
        here = [(base / name).resolve() for base in (readme.parent, ROOT)]
        if not any(p.is_relative_to(ROOT) and p.exists() for p in here):
            missing.append(name)
    assert missing == []


def test_a_broken_link_and_a_missing_heading_are_found(tmp_path, monkeypatch):
    monkeypatch.setattr(f"{__name__}.ROOT", tmp_path)
    (tmp_path / "real.md").write_text("# A heading\n", encoding="utf-8")
    page = tmp_path / "page.md"
    page.write_text("[a](real.md#a-heading) [b](missing.md) [c](real.md#nothing) [d](../outside.md) "
                    "[e](https://example.org/x)\n", encoding="utf-8")
    assert broken_links(page) == ["missing.md: no such file in the repository",
                                  "real.md#nothing: no heading #nothing in real.md",
                                  "../outside.md: no such file in the repository"]
