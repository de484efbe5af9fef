#!/usr/bin/env python3
"""Verify the SerpAPI Flights connector: one small search through the hosted SerpApi MCP server, with the key.

Skald runs this before it saves an activation. Output convention: exactly one JSON
object {"ok", "message", "details"?} on stdout, exit code 0 if and only if ok.
Python standard library only. The key arrives in the environment variable
serpapiApiKey (the auth param) and goes only where the connector's URL does:
mcp.serpapi.com, in the path /<key>/mcp. The server accepts any key at the handshake
(only a missing one gets HTTP 401) and reports a refused one as "Error: ..." text
inside a successful tool result, so verify calls the search tool once: one Google
Light search, which spends one search of the SerpApi plan. SerpApi answers an
identical search from its cache for an hour, and cached searches are free.
SERPAPI_MCP_URL points the probe at another server (/<key>/mcp is appended).
"""
import os
import sys
import urllib.error
import urllib.parse

from mcp_probe import HttpStatusError, ProbeError, describe_failure, emit, probe_mcp, tool_error

DEFAULT_MCP_BASE = "https://mcp.serpapi.com"
PROBE_CALL = ("search", {"params": {"engine": "google_light", "q": "SerpApi"}, "mode": "compact"})
KEY_PAGE = "serpapi.com/manage-api-key"

# The hosted search tool's own texts for SerpApi's 401, 403 and 429 (429: the hourly limit, or no searches left).
REFUSALS = {
    "invalid serpapi api key": "SerpApi rejected the API key; check it at " + KEY_PAGE,
    "api key forbidden": "SerpApi refused the API key (forbidden); check the key and the account at " + KEY_PAGE,
    "rate limit exceeded": "SerpApi refused the test search: the hourly limit is reached or the account has no searches left",
}


def main():
    key = os.environ.get("serpapiApiKey", "").strip()
    if not key:
        return emit(False, "No SerpApi API key was given: paste the private key from " + KEY_PAGE)
    # The hosted server reads the key from the path: /{key}/mcp.
    url = "%s/%s/mcp" % ((os.environ.get("SERPAPI_MCP_URL") or DEFAULT_MCP_BASE).rstrip("/"), urllib.parse.quote(key, safe=""))
    try:
        details = probe_mcp(url, PROBE_CALL)
    except HttpStatusError as error:
        if error.status in (401, 403):
            return emit(False, "SerpApi rejected the API key (HTTP %d); check it at %s" % (error.status, KEY_PAGE), secret=key)
        return emit(False, "SerpApi check failed: " + describe_failure(error, url), secret=key)
    except (ProbeError, urllib.error.URLError, OSError) as error:
        return emit(False, "SerpApi check failed: " + describe_failure(error, url), secret=key)
    refused = search_error(details.pop("call_result") or {})
    if refused:
        known = next((text for marker, text in REFUSALS.items() if marker in refused.lower()), None)
        if known is None and "api key" in refused.lower():
            known = "SerpApi rejected the API key"
        return emit(False, (known + ": " if known else "SerpApi's test search failed: ") + refused, secret=key)
    details["test_search"] = "answered"
    return emit(True, "SerpApi accepted the key and answered a test search (%d tools)" % len(details["tools"]), details, secret=key)


def search_error(result):
    """tool_error, or the "Error: ..." text the hosted search tool answers in place of results."""
    error = tool_error(result)
    if error:
        return error
    for item in result.get("content") or []:
        text = item.get("text") if isinstance(item, dict) and item.get("type") == "text" else None
        if isinstance(text, str) and text.startswith("Error:"):
            return text[len("Error:"):].strip()[:300]
    return None


if __name__ == "__main__":
    sys.exit(main())
