#!/usr/bin/env python3
"""Verify the Context7 connector: the MCP handshake with the hosted server, in whichever protocol era it speaks.

Skald runs this before it saves an activation. Output convention: exactly one JSON
object {"ok", "message", "details"?} on stdout, exit code 0 if and only if ok.
Python standard library only. CONTEXT7_MCP_URL points the probe at another server.
"""
import os
import sys
import urllib.error

from mcp_probe import HttpStatusError, ProbeError, describe_failure, emit, probe_mcp

DEFAULT_URL = "https://mcp.context7.com/mcp"


def main():
    url = os.environ.get("CONTEXT7_MCP_URL") or DEFAULT_URL
    try:
        details = probe_mcp(url)
    except (HttpStatusError, ProbeError, urllib.error.URLError, OSError) as error:
        return emit(False, "Context7 check failed: " + describe_failure(error, url))
    return emit(True, "Context7 answered the MCP handshake and lists %d tools" % len(details["tools"]), details)


if __name__ == "__main__":
    sys.exit(main())
