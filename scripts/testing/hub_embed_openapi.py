#!/usr/bin/env python3
"""Writes Modules/Hub/Sources/HubAPI/HubOpenAPI.swift from Modules/Hub/openapi.yaml (the contract).

The hub binary serves the document from this Swift constant, so it needs no resource bundle; HubAPITests fails
when the constant and the file differ. Run after every edit of openapi.yaml.
"""
import pathlib

root = pathlib.Path(__file__).resolve().parents[2]
yaml = (root / "Modules/Hub/openapi.yaml").read_text(encoding="utf-8")
assert '"""##' not in yaml
swift = (
    "/// The hub's OpenAPI contract, embedded so the binary serves it without resources (generated from openapi.yaml).\n"
    "/// 社区中心的 OpenAPI 契约，嵌入代码以便二进制无需资源文件即可提供（由 openapi.yaml 生成）。\n"
    "public enum HubOpenAPI {\n"
    "    /// The text of `Modules/Hub/openapi.yaml`; `scripts/testing/hub_embed_openapi.py` writes this file.\n"
    "    public static let document = ##\"\"\"\n"
    + "".join(("        " + line if line.strip() else line) for line in yaml.splitlines(keepends=True))
    + "        \"\"\"##\n"
    "}\n"
)
(root / "Modules/Hub/Sources/HubAPI/HubOpenAPI.swift").write_text(swift, encoding="utf-8")
