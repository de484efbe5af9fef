#!/usr/bin/env python3
"""Verify the Exa connector: the MCP handshake with the hosted server, in whichever protocol era it speaks.

Skald runs this before it saves an activation. Output convention: exactly one JSON
object {"ok", "message", "details"?} on stdout, exit code 0 if and only if ok.
Python standard library only. The key arrives in the environment variable exaApiKey
(the auth param); it is optional, since Exa has a free tier. EXA_MCP_URL points the
probe at another server.
"""
import os
import sys
import urllib.error
import urllib.parse

from mcp_probe import HttpStatusError, ProbeError, describe_failure, emit, probe_mcp

DEFAULT_URL = "https://mcp.exa.ai/mcp"


def main():
    key = os.environ.get("exaApiKey", "").strip()
    base = os.environ.get("EXA_MCP_URL") or DEFAULT_URL
    url = with_query(base, "exaApiKey", key) if key else base
    try:
        details = probe_mcp(url)
    except HttpStatusError as error:
        if error.status in (401, 403):
            return emit(False, "Exa rejected the API key (HTTP %d); check it at dashboard.exa.ai" % error.status, secret=key)
        return emit(False, "Exa check failed: " + describe_failure(error, url), secret=key)
    except (ProbeError, urllib.error.URLError, OSError) as error:
        return emit(False, "Exa check failed: " + describe_failure(error, url), secret=key)
    details["api_key"] = "provided" if key else "none: the free tier, with Exa's rate limits"
    return emit(True, "Exa answered the MCP handshake and lists %d tools" % len(details["tools"]), details, secret=key)


def with_query(url, name, value):
    parts = urllib.parse.urlsplit(url)
    query = urllib.parse.parse_qsl(parts.query, keep_blank_values=True) + [(name, value)]
    return urllib.parse.urlunsplit(parts._replace(query=urllib.parse.urlencode(query)))


if __name__ == "__main__":
    sys.exit(main())
