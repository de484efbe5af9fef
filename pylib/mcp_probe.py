"""MCP probe over Streamable HTTP for the verify scripts of remote connectors.

It speaks both protocol eras, as the 2026-07-28 revision tells a client that wants to reach either
("Streamable HTTP: Backward Compatibility"): first a modern server/discover; a server that answers it,
or refuses it with an error only a modern server sends, is modern (tools/list and tools/call follow,
each request carrying its version in _meta and the MCP-Protocol-Version, Mcp-Method and Mcp-Name
headers). Any other 4xx means a legacy server: initialize, notifications/initialized and tools/list
in a session, as before. 401 and 403 never decide the era (they are the key's fault), nor do 5xx,
silence or a refused connection (an outage). Messages for the user never repeat the URL's path or
query, and emit() writes the verify output convention.
Python standard library only. Each connector folder is downloaded on its own, so each remote
connector that needs this ships a copy; the source is pylib/mcp_probe.py, and a test keeps the
copies identical.
"""
import base64
import json
import socket
import sys
import urllib.error
import urllib.parse
import urllib.request

MODERN_PROTOCOL_VERSION = "2026-07-28"
LEGACY_PROTOCOL_VERSION = "2025-06-18"
CLIENT_INFO = {"name": "skald-verify", "version": "1.0.0"}
SERVER_INFO_KEY = "io.modelcontextprotocol/serverInfo"
# HeaderMismatch, MissingRequiredClientCapability, UnsupportedProtocolVersion: codes only a 2026-07-28
# server sends, so an answer carrying one comes from a modern server whatever its HTTP status.
MODERN_ERROR_CODES = (-32020, -32021, -32022)
REQUEST_TIMEOUT_SECS = 10


class HttpStatusError(Exception):
    def __init__(self, status, body):
        super().__init__("HTTP %d" % status)
        self.status = status
        self.excerpt = excerpt(body)
        self.message = _json_or_none(body)


class ProbeError(Exception):
    pass


def probe_mcp(url, call=None):
    """Lists the server's tools, and makes the tools/call `call` ((name, arguments)) if given, in whichever era the
    server speaks; returns what the server said about itself, and the call's result as "call_result"."""
    discovered = _discover(url)
    if discovered is None:
        return _probe_legacy(url, call)
    listed = _modern_rpc(url, 2, "tools/list", {})
    called = _modern_rpc(url, 3, "tools/call", {"name": call[0], "arguments": call[1]}) if call else None
    server = (discovered.get("_meta") or {}).get(SERVER_INFO_KEY) or {}
    return _details(server, MODERN_PROTOCOL_VERSION, listed, call, called)


def _discover(url):
    """The server's DiscoverResult when it speaks 2026-07-28; None when it is a legacy server."""
    try:
        message = _post_modern(url, 1, "server/discover", {})
    except HttpStatusError as error:
        if error.status in (401, 403):
            raise
        _raise_if_modern_error("server/discover", error.message)
        if 400 <= error.status < 500:
            return None
        raise
    _raise_if_modern_error("server/discover", message)
    result = message.get("result") if isinstance(message, dict) else None
    if not isinstance(result, dict) or not isinstance(result.get("supportedVersions"), list):
        return None  # a legacy server that answers an unknown method in a 200 (-32601, or anything else)
    if MODERN_PROTOCOL_VERSION not in result["supportedVersions"]:
        raise ProbeError("the server speaks MCP %s, not %s" % (_versions(result["supportedVersions"]), MODERN_PROTOCOL_VERSION))
    return result


def _raise_if_modern_error(method, message):
    error = message.get("error") if isinstance(message, dict) else None
    if not isinstance(error, dict) or error.get("code") not in MODERN_ERROR_CODES:
        return
    supported = (error.get("data") or {}).get("supported") if isinstance(error.get("data"), dict) else None
    if error.get("code") == -32022 and isinstance(supported, list):
        raise ProbeError("the server speaks MCP %s, not %s" % (_versions(supported), MODERN_PROTOCOL_VERSION))
    raise ProbeError("the server refused %s: %s" % (method, error.get("message", "unknown error")))


def _versions(versions):
    return ", ".join(str(version) for version in versions) or "no version"


def _modern_rpc(url, request_id, method, params):
    try:
        message = _post_modern(url, request_id, method, params)
    except HttpStatusError as error:
        if isinstance(error.message, dict) and isinstance(error.message.get("error"), dict):
            message = error.message  # a JSON-RPC error sent with a 4xx, as 2026-07-28 servers do
        else:
            raise
    return _result_of(method, message)


def _post_modern(url, request_id, method, params):
    meta = {
        "io.modelcontextprotocol/protocolVersion": MODERN_PROTOCOL_VERSION,
        "io.modelcontextprotocol/clientCapabilities": {},
        "io.modelcontextprotocol/clientInfo": CLIENT_INFO,
    }
    headers = {"MCP-Protocol-Version": MODERN_PROTOCOL_VERSION, "Mcp-Method": method}
    if method == "tools/call":
        headers["Mcp-Name"] = header_value(params["name"])
    payload = {"jsonrpc": "2.0", "id": request_id, "method": method, "params": dict(params, _meta=meta)}
    return _post(url, headers, payload, request_id)[0]


def header_value(text):
    """A value for an Mcp-Name header: as it is when it is plain visible ASCII, else the spec's Base64 sentinel form."""
    plain = text == text.strip() and all(" " <= char <= "~" for char in text)
    if plain and not (text.startswith("=?base64?") and text.endswith("?=")):
        return text
    return "=?base64?%s?=" % base64.b64encode(text.encode("utf-8")).decode("ascii")


def _probe_legacy(url, call):
    """initialize, notifications/initialized, tools/list and the call, in a session when the server keeps one."""
    session = {"id": None, "protocol": None}
    initialized = _legacy_rpc(url, session, 1, "initialize", {
        "protocolVersion": LEGACY_PROTOCOL_VERSION,
        "capabilities": {},
        "clientInfo": CLIENT_INFO,
    })
    session["protocol"] = initialized.get("protocolVersion")
    _legacy_post(url, session, {"jsonrpc": "2.0", "method": "notifications/initialized"})
    listed = _legacy_rpc(url, session, 2, "tools/list", {})
    called = _legacy_rpc(url, session, 3, "tools/call", {"name": call[0], "arguments": call[1]}) if call else None
    _close_session(url, session)
    return _details(initialized.get("serverInfo") or {}, session["protocol"], listed, call, called)


def _details(server, protocol_version, listed, call, called):
    details = {
        "server": " ".join(str(part) for part in (server.get("name"), server.get("version")) if part),
        "protocol_version": protocol_version,
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


def _legacy_rpc(url, session, request_id, method, params):
    payload = {"jsonrpc": "2.0", "id": request_id, "method": method, "params": params}
    return _result_of(method, _legacy_post(url, session, payload, request_id))


def _result_of(method, message):
    if message is None:
        raise ProbeError("the server sent no answer to %s" % method)
    if "error" in message:
        error = message["error"] or {}
        raise ProbeError("the server refused %s: %s" % (method, error.get("message", "unknown error")))
    result = message.get("result")
    if not isinstance(result, dict):
        raise ProbeError("the server answered %s without a result" % method)
    return result


def _legacy_post(url, session, payload, wait_for_id=None):
    headers = {}
    if session["id"]:
        headers["Mcp-Session-Id"] = session["id"]
    if session["protocol"]:
        headers["MCP-Protocol-Version"] = session["protocol"]
    message, session_id = _post(url, headers, payload, wait_for_id)
    session["id"] = session_id or session["id"]
    return message


def _post(url, headers, payload, wait_for_id):
    """POSTs one message; returns the answer to wait_for_id (None for a notification) and the Mcp-Session-Id sent."""
    headers = {**headers, "Content-Type": "application/json", "Accept": "application/json, text/event-stream", "User-Agent": "skald-verify/1.0"}
    request = urllib.request.Request(url, data=json.dumps(payload).encode("utf-8"), headers=headers, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=REQUEST_TIMEOUT_SECS) as response:
            session_id = response.headers.get("Mcp-Session-Id")
            if wait_for_id is None:
                return None, session_id
            content_type = (response.headers.get("Content-Type") or "").split(";")[0].strip().lower()
            if content_type == "text/event-stream":
                return _read_event_stream(response, wait_for_id), session_id
            if content_type == "application/json":
                return parse_json(response.read()), session_id
            raise ProbeError("the server answered with %s, not MCP (JSON or an event stream)" % (content_type or "no content type"))
    except urllib.error.HTTPError as error:
        raise HttpStatusError(error.code, error.read())


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


def _json_or_none(body):
    try:
        return json.loads(body.decode("utf-8"))
    except ValueError:
        return None


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
            error = parsed.get("error")
            if isinstance(error, dict):  # a JSON-RPC error: its message
                error = error.get("message")
            text = str(error or parsed.get("message") or parsed.get("detail") or text)
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
