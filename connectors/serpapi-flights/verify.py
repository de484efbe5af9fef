#!/usr/bin/env python3
"""Verify the SerpAPI Flights connector: the hosted SerpApi MCP server answers the
MCP handshake, and SerpApi's Account API (free: it spends no search) accepts the key.

The hosted server takes any key at the handshake and checks it only on the first
search, hence the second probe. Skald runs this before it saves an activation.
Output convention: exactly one JSON object {"ok", "message", "details"?} on stdout,
exit code 0 if and only if ok. Python standard library only. The key arrives in the
environment variable serpapiApiKey (the auth param). SERPAPI_MCP_URL and
SERPAPI_API_URL point the probes at other servers.
"""
import os
import sys
import urllib.error
import urllib.parse
import urllib.request

from mcp_probe import HttpStatusError, ProbeError, REQUEST_TIMEOUT_SECS, describe_failure, emit, excerpt, parse_json, probe_mcp

DEFAULT_MCP_BASE = "https://mcp.serpapi.com"
DEFAULT_API_BASE = "https://serpapi.com"


def main():
    key = os.environ.get("serpapiApiKey", "").strip()
    if not key:
        return emit(False, "No SerpApi API key was given: paste the private key from serpapi.com/manage-api-key")
    # The hosted server reads the key from the path: /{key}/mcp.
    mcp_url = "%s/%s/mcp" % ((os.environ.get("SERPAPI_MCP_URL") or DEFAULT_MCP_BASE).rstrip("/"), urllib.parse.quote(key, safe=""))
    account_url = "%s/account.json?%s" % (
        (os.environ.get("SERPAPI_API_URL") or DEFAULT_API_BASE).rstrip("/"),
        urllib.parse.urlencode({"api_key": key}),
    )
    try:
        details = probe_mcp(mcp_url)
    except (HttpStatusError, ProbeError, urllib.error.URLError, OSError) as error:
        return report_failure(error, mcp_url, key)
    try:
        account = fetch_account(account_url)
    except (HttpStatusError, ProbeError, urllib.error.URLError, OSError) as error:
        return report_failure(error, account_url, key)
    details["plan"] = account.get("plan_name")
    details["searches_left"] = account.get("total_searches_left")
    if account.get("total_searches_left") == 0:
        return emit(False, "The SerpApi key works but the account has no searches left this month", details, secret=key)
    return emit(True, "SerpApi accepted the key and its MCP server lists %d tools" % len(details["tools"]), details, secret=key)


def report_failure(error, url, key):
    if isinstance(error, HttpStatusError) and error.status in (401, 403):
        return emit(False, "SerpApi rejected the API key (HTTP %d); check it at serpapi.com/manage-api-key" % error.status, secret=key)
    return emit(False, "SerpApi check failed: " + describe_failure(error, url), secret=key)


def fetch_account(url):
    request = urllib.request.Request(url, headers={"Accept": "application/json", "User-Agent": "skald-verify/1.0"})
    try:
        with urllib.request.urlopen(request, timeout=REQUEST_TIMEOUT_SECS) as response:
            account = parse_json(response.read())
    except urllib.error.HTTPError as error:
        raise HttpStatusError(error.code, excerpt(error.read()))
    if not isinstance(account, dict):
        raise ProbeError("the Account API answered something other than a JSON object")
    return account


if __name__ == "__main__":
    sys.exit(main())
