#!/usr/bin/env python3
"""Wikipedia connector: search, summaries and full article text in any language edition, over MCP stdio.

Uses the MediaWiki Action API (/w/api.php) of <lang>.wikipedia.org; no key needed.
WIKIPEDIA_BASE_URL replaces "https://{lang}.wikipedia.org" (for a mirror or the tests);
"{lang}" in it is replaced by the language code.
"""

from __future__ import annotations

import html
import os
import re
import sys
import urllib.parse

sys.dont_write_bytecode = True  # no __pycache__ in the connector folder: Skald hashes what is there
from skald_mcp import Server, ToolError, fetch_json, object_schema, run

SERVICE = "Wikipedia"
BASE_URL = (os.environ.get("WIKIPEDIA_BASE_URL") or "https://{lang}.wikipedia.org").rstrip("/")
PUBLIC_URL = "https://{lang}.wikipedia.org"
SECTION_HEADING = re.compile(r"^(={2,6})\s*(.+?)\s*\1\s*$", re.MULTILINE)

LANGUAGE_PROPERTY = {
    "type": "string",
    "pattern": "^[a-z][a-z0-9-]{1,15}$",
    "default": "en",
    "description": 'Wikipedia language edition: "en", "de", "fr", "es", "ja", "zh", "simple" (Simple English), ... Use the language the user writes in or asks for.',
}
TITLE_PROPERTY = {
    "type": "string",
    "minLength": 1,
    "maxLength": 255,
    "description": 'Exact article title as returned by search, e.g. "Ada Lovelace" (redirects and capitalisation are resolved).',
}

server = Server(
    "wikipedia",
    "1.0.0",
    title="Wikipedia",
    instructions="Encyclopedic knowledge from Wikipedia in any language: search for articles, read a short summary, or read a whole article.",
)


@server.tool(
    "search",
    title="Search Wikipedia",
    description="Full-text search of Wikipedia articles; returns titles with a snippet, size and link. Use it first when you do not know the exact article title, or to find articles about a topic.",
    schema=object_schema(
        {
            "query": {"type": "string", "minLength": 1, "maxLength": 300, "description": "Search words, e.g. \"first computer programmer\"."},
            "limit": {"type": "integer", "minimum": 1, "maximum": 20, "default": 5, "description": "Maximum number of results."},
            "language": LANGUAGE_PROPERTY,
        },
        ["query"],
    ),
)
def search(args: dict) -> str:
    language = args["language"]
    data = query_api(language, {"list": "search", "srsearch": args["query"], "srlimit": args["limit"],
                                "srprop": "snippet|wordcount|timestamp", "srinfo": "totalhits|suggestion"})
    info = data.get("searchinfo") or {}
    results = data.get("search") or []
    host = f"{language}.wikipedia.org"
    suggestion = f' Did you mean "{info["suggestion"]}"?' if info.get("suggestion") else ""
    if not results:
        return f'No {host} article matches "{args["query"]}".{suggestion}'
    lines = [f'{len(results)} of {info.get("totalhits", len(results)):,} results for "{args["query"]}" on {host}:{suggestion}']
    for number, result in enumerate(results, 1):
        snippet = plain(result.get("snippet", ""))
        facts = []
        if result.get("wordcount") is not None:
            facts.append(f"{result['wordcount']:,} words")
        if result.get("timestamp"):
            facts.append(f"edited {str(result['timestamp'])[:10]}")
        lines.append(f"{number}. {result.get('title')} — {snippet} ({', '.join(facts)}) {article_url(language, result.get('title', ''))}")
    return "\n".join(lines)


@server.tool(
    "get_summary",
    title="Wikipedia Summary",
    description="The lead section of a Wikipedia article (its opening paragraphs) with the short description and link. Use it for a quick, reliable overview of a person, place, thing or concept; use get_page for details beyond the introduction.",
    schema=object_schema({"title": TITLE_PROPERTY, "language": LANGUAGE_PROPERTY}, ["title"]),
)
def get_summary(args: dict) -> str:
    language = args["language"]
    page = fetch_page(language, args["title"], {"prop": "extracts|info|pageprops", "exintro": 1, "explaintext": 1,
                                                "exsectionformat": "plain", "inprop": "url", "ppprop": "disambiguation|wikibase-shortdesc"})
    props = page.get("pageprops") or {}
    lines = [page["title"]]
    if props.get("wikibase-shortdesc"):
        lines.append(props["wikibase-shortdesc"])
    lines.append(page.get("fullurl") or article_url(language, page["title"]))
    lines.append("")
    lines.append((page.get("extract") or "").strip() or "(This article has no introduction text.)")
    if "disambiguation" in props:
        links = query_api(language, {"prop": "links", "titles": page["title"], "plnamespace": 0, "pllimit": 50}).get("pages") or [{}]
        titles = [link.get("title") for link in links[0].get("links") or [] if link.get("title")]
        lines.append("")
        lines.append("This is a disambiguation page: the title can mean several things. Articles it lists:")
        lines.extend(f"- {title}" for title in titles)
    return "\n".join(lines)


@server.tool(
    "get_page",
    title="Read Wikipedia Article",
    description="The full plain text of a Wikipedia article, or one of its sections, in chunks. Use it when the summary is not enough: for details, history, lists or figures inside an article. Long articles come in parts; call again with start to continue.",
    schema=object_schema(
        {
            "title": TITLE_PROPERTY,
            "language": LANGUAGE_PROPERTY,
            "section": {"type": "string", "minLength": 1, "maxLength": 200, "description": 'Return only the section with this heading (and its subsections), e.g. "Early life". Omit for the whole article.'},
            "start": {"type": "integer", "minimum": 0, "default": 0, "description": "Character offset to start from, to continue a long article (the previous answer says where)."},
            "max_chars": {"type": "integer", "minimum": 500, "maximum": 100000, "default": 20000, "description": "Maximum number of characters to return."},
        },
        ["title"],
    ),
)
def get_page(args: dict) -> str:
    language = args["language"]
    page = fetch_page(language, args["title"], {"prop": "extracts|info", "explaintext": 1, "exsectionformat": "wiki", "inprop": "url"})
    text = (page.get("extract") or "").strip()
    headings = [match.group(2) for match in SECTION_HEADING.finditer(text)]
    if args.get("section"):
        text = extract_section(text, args["section"])
        if text is None:
            raise ToolError(f'"{page["title"]}" has no section "{args["section"]}". Its sections: {", ".join(headings) or "none"}.')
    start, end = args["start"], args["start"] + args["max_chars"]
    if start >= len(text) and text:
        raise ToolError(f"start {start} is past the end of the text ({len(text):,} characters).")
    chunk = text[start:end]
    lines = [page["title"] + (f" — section {args['section']}" if args.get("section") else ""),
             page.get("fullurl") or article_url(language, page["title"])]
    if start or end < len(text):
        lines.append(f"Characters {start:,}–{min(end, len(text)):,} of {len(text):,}.")
        if not args.get("section") and headings:
            lines.append("Sections: " + "; ".join(headings))
    lines.append("")
    lines.append(chunk or "(This article has no text.)")
    if end < len(text):
        lines.append("")
        lines.append(f"[{len(text) - end:,} more characters: call get_page again with start={end}]")
    return "\n".join(lines)


# ---------------------------------------------------------------- helpers


def query_api(language: str, params: dict) -> dict:
    url = BASE_URL.replace("{lang}", language) + "/w/api.php"
    data = fetch_json(SERVICE, url, params={"action": "query", "format": "json", "formatversion": 2, "redirects": 1, **params})
    if not isinstance(data, dict):
        raise ToolError(f"{SERVICE} sent an unexpected answer")
    if "error" in data:
        error = data["error"] if isinstance(data["error"], dict) else {}
        raise ToolError(f"{SERVICE} refused the query: {error.get('info') or error.get('code') or 'unknown error'}")
    return data.get("query") or {}


def fetch_page(language: str, title: str, params: dict) -> dict:
    pages = query_api(language, {"titles": title, **params}).get("pages") or []
    page = pages[0] if pages else {"missing": True}
    if page.get("invalid"):
        raise ToolError(f'"{title}" is not a valid Wikipedia title: {page.get("invalidreason", "invalid characters")}')
    if page.get("missing") or "title" not in page:
        raise ToolError(f'{language}.wikipedia.org has no article titled "{title}". Use search to find the right title.')
    return page


def extract_section(text: str, wanted: str) -> str | None:
    matches = list(SECTION_HEADING.finditer(text))
    for index, match in enumerate(matches):
        if match.group(2).strip().lower() != wanted.strip().lower():
            continue
        level = len(match.group(1))
        end = len(text)
        for later in matches[index + 1:]:
            if len(later.group(1)) <= level:
                end = later.start()
                break
        return text[match.start():end].strip()
    return None


def plain(snippet: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", "", snippet)).split())


def article_url(language: str, title: str) -> str:
    return PUBLIC_URL.replace("{lang}", language) + "/wiki/" + urllib.parse.quote(title.replace(" ", "_"), safe="()_,'!:-.")


if __name__ == "__main__":
    run(server)
