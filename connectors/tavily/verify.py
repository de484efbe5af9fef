#!/usr/bin/env python3
"""Verify the Tavily connector: one small search through the hosted MCP server, with the key.

Skald runs this before it saves an activation. Output convention: exactly one JSON
object {"ok", "message", "details"?} on stdout, exit code 0 if and only if ok.
Python standard library only. The key arrives in the environment variable
tavilyApiKey (the auth param) and goes only where the connector's URL does:
mcp.tavily.com, in the tavilyApiKey URL parameter. The server accepts any key at the
handshake and reports a refused one inside the result of a tool call, so verify calls
tavily_search once (a basic search with one result: one Tavily credit).
TAVILY_MCP_URL points the probe at another server.
"""
import os
import sys
import urllib.error
import urllib.parse

from mcp_probe import HttpStatusError, ProbeError, describe_failure, emit, probe_mcp, tool_error

DEFAULT_URL = "https://mcp.tavily.com/mcp/"
PROBE_CALL = ("tavily_search", {"query": "Tavily", "max_results": 1, "search_depth": "basic"})

# Tavily's own status codes besides the usual ones, as the server or the tool result reports them.
STATUS_MESSAGES = {
    401: "Tavily rejected the API key (HTTP 401); check it at app.tavily.com",
    403: "Tavily refused the API key (HTTP 403); check it at app.tavily.com",
    429: "Tavily is rate-limiting this key (HTTP 429); try again in a minute",
    432: "The key works but the Tavily plan's credit limit is reached (HTTP 432)",
    433: "The key works but the pay-as-you-go spending limit is reached (HTTP 433)",
}


def main():
    key = os.environ.get("tavilyApiKey", "").strip()
    if not key:
        return emit(False, "No Tavily API key was given: paste the key (tvly-…) from app.tavily.com")
    url = with_query(os.environ.get("TAVILY_MCP_URL") or DEFAULT_URL, "tavilyApiKey", key)
    try:
        details = probe_mcp(url, PROBE_CALL)
    except HttpStatusError as error:
        message = STATUS_MESSAGES.get(error.status) or "Tavily check failed: " + describe_failure(error, url)
        return emit(False, message + (": " + error.excerpt if error.excerpt and error.status in STATUS_MESSAGES else ""), secret=key)
    except (ProbeError, urllib.error.URLError, OSError) as error:
        return emit(False, "Tavily check failed: " + describe_failure(error, url), secret=key)
    result = details.pop("call_result") or {}
    refused = tool_error(result)
    if refused:
        known = next((text for status, text in STATUS_MESSAGES.items() if str(status) in refused), None)
        if known is None and "api key" in refused.lower():
            known = "Tavily rejected the API key"
        return emit(False, (known + ": " if known else "Tavily's test search failed: ") + refused, secret=key)
    details["test_search"] = "answered"
    return emit(True, "Tavily accepted the key and answered a test search (%d tools)" % len(details["tools"]), details, secret=key)


def with_query(url, name, value):
    parts = urllib.parse.urlsplit(url)
    query = urllib.parse.parse_qsl(parts.query, keep_blank_values=True) + [(name, value)]
    return urllib.parse.urlunsplit(parts._replace(query=urllib.parse.urlencode(query)))


if __name__ == "__main__":
    sys.exit(main())
