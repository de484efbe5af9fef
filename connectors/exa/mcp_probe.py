"""MCP probe over Streamable HTTP for the verify scripts of remote connectors.

initialize, notifications/initialized and tools/list against a hosted server, with messages for
the user that never repeat the URL's path or query, and emit() for the verify output convention.
Python standard library only. Each connector folder is downloaded on its own, so each remote
connector that needs this ships a copy; the source is pylib/mcp_probe.py, and a test keeps the
copies identical.
"""
import json
import socket
import sys
import urllib.error
import urllib.parse
import urllib.request

PROTOCOL_VERSION = "2025-06-18"
REQUEST_TIMEOUT_SECS = 10


class HttpStatusError(Exception):
    def __init__(self, status, excerpt):
        super().__init__("HTTP %d" % status)
        self.status = status
        self.excerpt = excerpt


class ProbeError(Exception):
    pass


def probe_mcp(url, call=None):
    """initialize, notifications/initialized, tools/list, and the tools/call `call` ((name, arguments)) if given;
    returns what the server said about itself, and the call's result as "call_result"."""
    session = {"id": None, "protocol": None}
    initialized = _rpc(url, session, 1, "initialize", {
        "protocolVersion": PROTOCOL_VERSION,
        "capabilities": {},
        "clientInfo": {"name": "skald-verify", "version": "1.0.0"},
    })
    session["protocol"] = initialized.get("protocolVersion")
    _post(url, session, {"jsonrpc": "2.0", "method": "notifications/initialized"})
    listed = _rpc(url, session, 2, "tools/list", {})
    called = _rpc(url, session, 3, "tools/call", {"name": call[0], "arguments": call[1]}) if call else None
    _close_session(url, session)
    server = initialized.get("serverInfo") or {}
    details = {
        "server": " ".join(str(part) for part in (server.get("name"), server.get("version")) if part),
        "protocol_version": session["protocol"],
        "tools": [tool.get("name") for tool in listed.get("tools") or []],
    }
    if call:
        details["call_result"] = called
    return details


def tool_error(result):
    """Why a tools/call result is a failure, or None: isError, or an "error" in its structured or JSON text content
    (some servers report a refused key as a successful result that carries the error)."""
    payloads = [result.get("structuredContent")]
    for item in result.get("content") or []:
        if isinstance(item, dict) and item.get("type") == "text":
            try:
                payloads.append(json.loads(item.get("text") or ""))
            except ValueError:
                payloads.append(item.get("text"))
    for payload in payloads:
        if isinstance(payload, dict) and payload.get("error"):
            detail = payload.get("detail") or payload.get("message") or ""
            return ("%s: %s" % (payload["error"], detail) if detail else str(payload["error"]))[:300]
    if result.get("isError"):
        texts = [str(payload) for payload in payloads[1:] if isinstance(payload, str)]
        return (texts[0] if texts else "the tool reported an error")[:300]
    return None


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
                return parse_json(response.read())
            raise ProbeError("the server answered with %s, not MCP (JSON or an event stream)" % (content_type or "no content type"))
    except urllib.error.HTTPError as error:
        raise HttpStatusError(error.code, excerpt(error.read()))


def _read_event_stream(response, wait_for_id):
    data = []
    for raw in response:
        line = raw.decode("utf-8").rstrip("\r\n")
        if line.startswith("data:"):
            data.append(line[5:].lstrip(" "))
        elif line == "" and data:
            message = parse_json("\n".join(data).encode("utf-8"))
            data = []
            if isinstance(message, dict) and message.get("id") == wait_for_id:
                return message
    return None


def parse_json(body):
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


def excerpt(body):
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
