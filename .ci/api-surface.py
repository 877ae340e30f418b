#!/usr/bin/env python3
"""Reduces symbol graphs to the public surface, one line per declaration, sorted:

    <parent path>.<name> | <declaration as Swift prints it>

Usage: api-surface.py MODULE SYMBOLGRAPH_DIR > api/MODULE.txt

Reads MODULE.symbols.json and MODULE@*.symbols.json (extensions of other modules' types) from
the folder. Public and open symbols only, and the protocols each conforms to (`Type : Protocol`
lines). Members a type only inherits from another module's protocol extensions (SwiftUI's
`View` modifiers on a view) are left out: they are that module's surface, not this one's."""
import glob
import json
import os
import sys

module, folder = sys.argv[1], sys.argv[2]
lines = set()
for path in sorted(glob.glob(os.path.join(folder, f"{module}.symbols.json")) +
                   glob.glob(os.path.join(folder, f"{module}@*.symbols.json"))):
    graph = json.load(open(path))
    public = {}
    names = {s["identifier"]["precise"]: ".".join(s.get("pathComponents", [])) for s in graph.get("symbols", [])}
    for symbol in graph.get("symbols", []):
        if symbol.get("accessLevel") not in ("public", "open"):
            continue
        if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
            continue
        public[symbol["identifier"]["precise"]] = ".".join(symbol.get("pathComponents", []))
        name = ".".join(symbol.get("pathComponents", []))
        declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
        declaration = " ".join(declaration.split())
        extended = os.path.basename(path)[len(module):].removesuffix(".symbols.json")
        lines.add(f"{name}{'  (extends ' + extended[1:] + ')' if extended else ''} | {declaration}")
    for relation in graph.get("relationships", []):
        if relation["kind"] == "conformsTo" and relation["source"] in public:
            target = names.get(relation["target"]) or relation.get("targetFallback") or relation["target"]
            lines.add(f"{public[relation['source']]} : {target.split('.')[-1]}")
for line in sorted(lines):
    print(line)
