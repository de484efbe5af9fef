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
import json
import os
import socket
import sys
import urllib.error
import urllib.parse
import urllib.request

DEFAULT_MCP_BASE = "https://mcp.serpapi.com"
DEFAULT_API_BASE = "https://serpapi.com"

# --- MCP probe over Streamable HTTP. The same code is in context7, exa and serpapi-flights:
# --- each connector folder is downloaded on its own, so it cannot import a shared module.
PROTOCOL_VERSION = "2025-06-18"
REQUEST_TIMEOUT_SECS = 10


class HttpStatusError(Exception):
    def __init__(self, status, excerpt):
        super().__init__("HTTP %d" % status)
        self.status = status
        self.excerpt = excerpt


class ProbeError(Exception):
    pass


def probe_mcp(url):
    """initialize, notifications/initialized, tools/list; returns what the server said about itself."""
    session = {"id": None, "protocol": None}
    initialized = _rpc(url, session, 1, "initialize", {
        "protocolVersion": PROTOCOL_VERSION,
        "capabilities": {},
        "clientInfo": {"name": "skald-verify", "version": "1.0.0"},
    })
    session["protocol"] = initialized.get("protocolVersion")
    _post(url, session, {"jsonrpc": "2.0", "method": "notifications/initialized"})
    listed = _rpc(url, session, 2, "tools/list", {})
    _close_session(url, session)
    server = initialized.get("serverInfo") or {}
    return {
        "server": " ".join(str(part) for part in (server.get("name"), server.get("version")) if part),
        "protocol_version": session["protocol"],
        "tools": [tool.get("name") for tool in listed.get("tools") or []],
    }


def _rpc(url, session, request_id, method, params):
    message = _post(url, session, {"jsonrpc": "2.0", "id": request_id, "method": method, "params": params}, request_id)
    if message is None:
        raise ProbeError("the server sent no answer to %s" % method)
    if "error" in message:
        error = message["error"] or {}
        raise ProbeError("the server refused %s: %s" % (method, error.get("message", "unknown error")))
    result = message.get("result")
    if not isinstance(result, dict):
        raise ProbeError("the server answered %s without a result" % method)
    return result


def _post(url, session, payload, wait_for_id=None):
    headers = {
        "Content-Type": "application/json",
        "Accept": "application/json, text/event-stream",
        "User-Agent": "skald-verify/1.0",
    }
    if session["id"]:
        headers["Mcp-Session-Id"] = session["id"]
    if session["protocol"]:
        headers["MCP-Protocol-Version"] = session["protocol"]
    request = urllib.request.Request(url, data=json.dumps(payload).encode("utf-8"), headers=headers, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=REQUEST_TIMEOUT_SECS) as response:
            session["id"] = response.headers.get("Mcp-Session-Id") or session["id"]
            if wait_for_id is None:
                return None
            content_type = (response.headers.get("Content-Type") or "").split(";")[0].strip().lower()
            if content_type == "text/event-stream":
                return _read_event_stream(response, wait_for_id)
            if content_type == "application/json":
                return _parse_json(response.read())
            raise ProbeError("the server answered with %s, not MCP (JSON or an event stream)" % (content_type or "no content type"))
    except urllib.error.HTTPError as error:
        raise HttpStatusError(error.code, _excerpt(error.read()))


def _read_event_stream(response, wait_for_id):
    data = []
    for raw in response:
        line = raw.decode("utf-8").rstrip("\r\n")
        if line.startswith("data:"):
            data.append(line[5:].lstrip(" "))
        elif line == "" and data:
            message = _parse_json("\n".join(data).encode("utf-8"))
            data = []
            if isinstance(message, dict) and message.get("id") == wait_for_id:
                return message
    return None


def _parse_json(body):
    try:
        return json.loads(body.decode("utf-8"))
    except ValueError:
        raise ProbeError("the server's answer is not valid JSON")


def _close_session(url, session):
    if not session["id"]:
        return
    request = urllib.request.Request(url, headers={"Mcp-Session-Id": session["id"]}, method="DELETE")
    try:
        urllib.request.urlopen(request, timeout=REQUEST_TIMEOUT_SECS).close()
    except (urllib.error.URLError, OSError):
        pass  # Ending the session is a courtesy; servers may answer 405.


def _excerpt(body):
    text = body.decode("utf-8", "replace").strip()
    try:
        parsed = json.loads(text)
        if isinstance(parsed, dict):
            text = str(parsed.get("error") or parsed.get("message") or parsed.get("detail") or text)
    except ValueError:
        pass
    return text[:200]


def describe_failure(error, url):
    """A message for the user about why the probe failed; never contains the URL's path or query."""
    host = urllib.parse.urlsplit(url).netloc
    if isinstance(error, HttpStatusError):
        return "%s answered HTTP %d%s" % (host, error.status, ": " + error.excerpt if error.excerpt else "")
    if isinstance(error, ProbeError):
        return "%s gave an unusable answer: %s" % (host, error)
    if isinstance(error, (socket.timeout, TimeoutError)):
        return "%s did not answer within %d seconds" % (host, REQUEST_TIMEOUT_SECS)
    if isinstance(error, urllib.error.URLError):
        return "could not reach %s: %s" % (host, error.reason)
    return "could not reach %s: %s" % (host, error)


def emit(ok, message, details=None, secret=None):
    result = {"ok": ok, "message": message}
    if details is not None:
        result["details"] = details
    text = json.dumps(result)
    if secret:
        for form in {secret, urllib.parse.quote(secret, safe=""), json.dumps(secret)[1:-1]}:
            text = text.replace(form, "***")
    sys.stdout.write(text + "\n")
    return 0 if ok else 1
# --- end of the MCP probe


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
            account = _parse_json(response.read())
    except urllib.error.HTTPError as error:
        raise HttpStatusError(error.code, _excerpt(error.read()))
    if not isinstance(account, dict):
        raise ProbeError("the Account API answered something other than a JSON object")
    return account


if __name__ == "__main__":
    sys.exit(main())
