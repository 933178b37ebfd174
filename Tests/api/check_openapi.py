#!/usr/bin/env python3
"""Keeps Public/api/openapi.json in step with the routes the Swift code registers.

Checks that the document is OpenAPI 3.1 and that every route under /api registered in
Sources/**/*.swift appears in `paths` with its method. Two registration forms are read:

    router.post("/api/validate", use: ...)            # a full path on the router
    let api = router.group("api") ...                  # a group, then
    api.get("campaigns/:id", use: ...)                 # paths relative to it

Hummingbird's `:name` parameters are OpenAPI's `{name}`. Exits 1 listing what is missing.
Run from anywhere: paths are resolved from this file's place in the repository; an argument
names another document to check.
"""

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOCUMENT = ROOT / "Public" / "api" / "openapi.json"
SOURCES = ROOT / "Sources"
METHODS = ("get", "post", "put", "patch", "delete", "head", "options")

# `let api = router.group("api")` (possibly followed by `.add(middleware: ...)`) or a nested
# group of a group: binds a variable name to a path prefix.
GROUP = re.compile(r'\b(?:let|var)\s+(\w+)\s*=\s*(\w+)\s*\.group\(\s*"([^"]*)"')
# `name.get("path"` … for every HTTP method.
ROUTE = re.compile(r'\b(\w+)\s*\.(' + "|".join(METHODS) + r')\(\s*"([^"]*)"')


def join(prefix: str, path: str) -> str:
    """Joins a group prefix and a route path into one absolute path without a trailing slash."""
    parts = [p for p in (prefix.strip("/"), path.strip("/")) if p]
    return "/" + "/".join(parts)


def openapi_path(path: str) -> str:
    """`/api/campaigns/:id` → `/api/campaigns/{id}`."""
    return re.sub(r":(\w+)", r"{\1}", path)


def registered_routes(source: str) -> set[tuple[str, str]]:
    """The (METHOD, path) pairs a Swift file registers; group variables resolve to their prefix."""
    prefixes: dict[str, str] = {}
    for name, parent, path in GROUP.findall(source):
        prefixes[name] = join(prefixes.get(parent, ""), path)
    routes = set()
    for receiver, method, path in ROUTE.findall(source):
        if receiver in prefixes:
            full = join(prefixes[receiver], path)
        elif path.startswith("/"):
            full = join("", path)
        else:
            continue  # not a router registration (e.g. a dictionary's `get`)
        routes.add((method.upper(), openapi_path(full)))
    return routes


def main() -> int:
    problems = []
    location = Path(sys.argv[1]) if len(sys.argv) > 1 else DOCUMENT
    document = json.loads(location.read_text(encoding="utf-8"))
    version = str(document.get("openapi", ""))
    if not version.startswith("3.1"):
        problems.append(f"openapi is {version!r}, expected 3.1.x")
    paths = document.get("paths", {})

    routes: set[tuple[str, str]] = set()
    for file in sorted(SOURCES.rglob("*.swift")):
        routes |= registered_routes(file.read_text(encoding="utf-8"))
    api_routes = sorted(r for r in routes if r[1] == "/api" or r[1].startswith("/api/"))
    if not api_routes:
        problems.append("no /api route found in Sources/: the route pattern no longer matches the code")

    for method, path in api_routes:
        item = paths.get(path)
        if item is None:
            problems.append(f"{method} {path}: path missing from the document")
        elif method.lower() not in item:
            problems.append(f"{method} {path}: method missing from the document")

    documented = sum(1 for item in paths.values() for key in item if key in METHODS)
    if problems:
        for problem in problems:
            print(f"check_openapi: {problem}", file=sys.stderr)
        return 1
    print(f"check_openapi: OpenAPI {version}, {len(api_routes)} registered /api routes all documented "
          f"({documented} operations in the document)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
