"""skald_mcp: a small MCP server runtime over stdio, Python standard library only.

The canonical copy is pylib/skald_mcp.py. Every Python connector folder ships a
byte-identical copy, because Skald downloads and hashes each folder on its own;
test/connectors-local/runtime.test.ts fails when a copy drifts.

Transport: newline-delimited JSON-RPC 2.0 on stdin/stdout. Only protocol messages
go to stdout (print() is redirected to stderr while serving); logs go to stderr;
the server exits when stdin reaches EOF. A tool failure is a tool result with
isError: true, never a crash.

Both protocol eras, on one process (a dual-era server, MCP 2026-07-28 "Versioning"):
- modern (2026-07-28): a request whose params._meta names
  io.modelcontextprotocol/protocolVersion is served on its own, whatever came
  before: server/discover, tools/list and tools/call, each result with
  resultType and the server's identity in _meta; tools/list and server/discover
  also carry ttlMs and cacheScope. An unsupported version gets -32022 with the
  supported list.
- legacy (2025-11-25 and earlier): initialize opens a session for the rest of
  the process; then ping, tools/list and tools/call as before.
A request with neither (no version in _meta, no initialize before it) is refused
with -32602, as the 2026-07-28 revision requires of a request without its _meta
fields; ping alone stays allowed, as the legacy revisions allow before initialize.
"""

from __future__ import annotations

import concurrent.futures
import json
import os
import re
import socket
import sys
import threading
import time
import traceback
import urllib.error
import urllib.parse
import urllib.request
import zlib
from dataclasses import dataclass
from typing import Any, Callable, Mapping

# Served per request, named in each request's _meta (the modern era).
MODERN_PROTOCOL_VERSIONS = ("2026-07-28",)
# Negotiated once by initialize (the legacy era); the first is the answer to a version not listed here.
LEGACY_PROTOCOL_VERSIONS = ("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05")
PROTOCOL_VERSION_KEY = "io.modelcontextprotocol/protocolVersion"
CLIENT_CAPABILITIES_KEY = "io.modelcontextprotocol/clientCapabilities"
SERVER_INFO_KEY = "io.modelcontextprotocol/serverInfo"
# The tool list and the discovery result are the same for every caller and never change while the
# process runs (tools are registered before serve()): any cache may keep them for an hour.
LIST_CACHE_HINT = {"ttlMs": 3_600_000, "cacheScope": "public"}
USER_AGENT = "skald-connectors/1.0 (+https://connectors.skaldagent.net/)"
# Seconds an upstream call may take; SKALD_MCP_HTTP_TIMEOUT lowers it (the tests do).
DEFAULT_HTTP_TIMEOUT = float(os.environ.get("SKALD_MCP_HTTP_TIMEOUT") or 20)
MAX_RESPONSE_BYTES = 10 * 1024 * 1024
# After stdin closes, how long calls already running may take to answer (the SDK client waits 2 s).
EOF_GRACE_SECS = 1.5

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603
UNSUPPORTED_PROTOCOL_VERSION = -32022


class ToolError(Exception):
    """A failure the model sees as a tool result with isError: true and this message."""


def log(message: str) -> None:
    sys.stderr.write(f"[{time.strftime('%H:%M:%S')}] {message}\n")
    sys.stderr.flush()


# ---------------------------------------------------------------- tools

# A tool handler gets the validated arguments and returns the text for the model,
# or raises ToolError with the message the model should see.
Handler = Callable[[dict], str]


@dataclass(frozen=True)
class Tool:
    name: str
    title: str
    description: str
    input_schema: dict
    handler: Handler
    # MCP tool annotations: a host may run a read-only tool without asking, so a tool that changes
    # anything says so (read_only=False) and whether it destroys data or is safe to repeat.
    read_only: bool = True
    destructive: bool = False
    idempotent: bool = True

    def describe(self) -> dict:
        return {
            "name": self.name,
            "title": self.title,
            "description": self.description,
            "inputSchema": self.input_schema,
            "annotations": {
                "title": self.title,
                "readOnlyHint": self.read_only,
                "destructiveHint": self.destructive,
                "idempotentHint": self.idempotent,
                "openWorldHint": True,
            },
        }


def object_schema(properties: dict, required: tuple[str, ...] | list[str] = ()) -> dict:
    schema: dict = {"type": "object", "properties": properties, "additionalProperties": False}
    if required:
        schema["required"] = list(required)
    return schema


class ArgumentError(Exception):
    pass


_JSON_TYPES: dict[str, Callable[[Any], bool]] = {
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "array": lambda v: isinstance(v, list),
    "object": lambda v: isinstance(v, dict),
}


def validate_arguments(schema: dict, value: Any, where: str = "arguments") -> Any:
    """Checks value against the JSON Schema subset the tools use; returns it with defaults filled in."""
    expected = schema.get("type")
    if expected == "integer" and isinstance(value, float) and value.is_integer():
        value = int(value)
    if expected and not _JSON_TYPES[expected](value):
        raise ArgumentError(f"{where} must be of type {expected}, got {json.dumps(value)[:60]}")
    if "enum" in schema and value not in schema["enum"]:
        raise ArgumentError(f"{where} must be one of {', '.join(json.dumps(v) for v in schema['enum'])}")
    if expected in ("integer", "number"):
        if "minimum" in schema and value < schema["minimum"]:
            raise ArgumentError(f"{where} must be at least {schema['minimum']}")
        if "maximum" in schema and value > schema["maximum"]:
            raise ArgumentError(f"{where} must be at most {schema['maximum']}")
    if expected == "string":
        if len(value) < schema.get("minLength", 0):
            raise ArgumentError(f"{where} must have at least {schema['minLength']} characters")
        if "maxLength" in schema and len(value) > schema["maxLength"]:
            raise ArgumentError(f"{where} must have at most {schema['maxLength']} characters")
        if "pattern" in schema and not re.search(schema["pattern"], value):
            raise ArgumentError(f"{where} must match {schema['pattern']}")
    if expected == "array":
        if len(value) < schema.get("minItems", 0):
            raise ArgumentError(f"{where} must have at least {schema['minItems']} items")
        if "maxItems" in schema and len(value) > schema["maxItems"]:
            raise ArgumentError(f"{where} must have at most {schema['maxItems']} items")
        if "items" in schema:
            value = [validate_arguments(schema["items"], item, f"{where}[{i}]") for i, item in enumerate(value)]
    if expected == "object":
        properties = schema.get("properties", {})
        unknown = sorted(set(value) - set(properties))
        if unknown and schema.get("additionalProperties") is False:
            raise ArgumentError(f"unknown argument{'s' if len(unknown) > 1 else ''} {', '.join(unknown)} (allowed: {', '.join(properties) or 'none'})")
        missing = [name for name in schema.get("required", []) if name not in value]
        if missing:
            raise ArgumentError(f"missing required argument{'s' if len(missing) > 1 else ''} {', '.join(missing)}")
        checked = dict(value)
        for name, sub in properties.items():
            if name in value:
                checked[name] = validate_arguments(sub, value[name], name if where == "arguments" else f"{where}.{name}")
            elif "default" in sub:
                checked[name] = sub["default"]
        value = checked
    return value


# ---------------------------------------------------------------- server


class Server:
    def __init__(self, name: str, version: str, *, title: str | None = None, instructions: str | None = None):
        self.name = name
        self.version = version
        self.title = title
        self.instructions = instructions
        # tools/list lists them in the order they were registered: the same order on every call and in both eras.
        self.tools: dict[str, Tool] = {}
        self._out = None
        self._write_lock = threading.Lock()
        self._cancelled: set = set()
        # Whether a legacy client sent initialize: from then on its requests without _meta are served.
        self._legacy_session = False

    def tool(
        self,
        name: str,
        *,
        title: str,
        description: str,
        schema: dict,
        read_only: bool = True,
        destructive: bool = False,
        idempotent: bool = True,
    ) -> Callable[[Handler], Handler]:
        def register(handler: Handler) -> Handler:
            if name in self.tools:
                raise ValueError(f"tool {name} is registered twice")
            self.tools[name] = Tool(name, title, description, schema, handler, read_only, destructive, idempotent)
            return handler

        return register

    # A request is answered by handle(); tools/call may run on a worker thread.
    def handle(self, message: Any) -> dict | None:
        if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
            return _error(message.get("id") if isinstance(message, dict) else None, INVALID_REQUEST, "not a JSON-RPC 2.0 message")
        method = message.get("method")
        request_id = message.get("id")
        is_notification = "id" not in message
        if not is_notification and (isinstance(request_id, bool) or not isinstance(request_id, (str, int))):
            return _error(None, INVALID_REQUEST, "id must be a string or an integer")
        if method is None:
            return None  # a response to something we never ask: ignore
        if not isinstance(method, str):
            return None if is_notification else _error(request_id, INVALID_REQUEST, "method must be a string")
        params = message.get("params") or {}
        if not isinstance(params, dict):
            return None if is_notification else _error(request_id, INVALID_PARAMS, "params must be an object")
        if is_notification:
            if method == "notifications/cancelled" and isinstance(params.get("requestId"), (str, int)):
                self._cancelled.add(params["requestId"])
            return None
        try:
            meta = params.get("_meta")
            if isinstance(meta, dict) and PROTOCOL_VERSION_KEY in meta:
                return self._modern(request_id, method, params, meta)
            return self._legacy(request_id, method, params)
        except Exception as error:  # a bug of ours: report it, keep serving
            log("internal error:\n" + traceback.format_exc())
            return _error(request_id, INTERNAL_ERROR, f"internal error: {error}")

    def _modern(self, request_id: Any, method: str, params: dict, meta: dict) -> dict:
        """A 2026-07-28 request: everything it needs is in it, nothing is kept from earlier requests."""
        version = meta[PROTOCOL_VERSION_KEY]
        if not isinstance(version, str):
            return _error(request_id, INVALID_PARAMS, f'_meta["{PROTOCOL_VERSION_KEY}"] must be a string')
        if version not in MODERN_PROTOCOL_VERSIONS:
            legacy = ", ".join(LEGACY_PROTOCOL_VERSIONS)
            return _error(
                request_id,
                UNSUPPORTED_PROTOCOL_VERSION,
                f"Unsupported protocol version: {version} (per request: {', '.join(MODERN_PROTOCOL_VERSIONS)}; after initialize: {legacy})",
                {"supported": list(MODERN_PROTOCOL_VERSIONS), "requested": version},
            )
        if not isinstance(meta.get(CLIENT_CAPABILITIES_KEY), dict):
            return _error(request_id, INVALID_PARAMS, f'_meta["{CLIENT_CAPABILITIES_KEY}"] is required (an object, {{}} for none)')
        if method == "server/discover":
            result = {"supportedVersions": list(MODERN_PROTOCOL_VERSIONS), "capabilities": {"tools": {}}, **LIST_CACHE_HINT}
            if self.instructions:
                result["instructions"] = self.instructions
        elif method == "tools/list":
            result = {"tools": self._list_tools(), **LIST_CACHE_HINT}
        elif method == "tools/call":
            response = self._call_tool(request_id, params)
            result = response.get("result")
            if result is None:
                return response
        else:
            return _error(request_id, METHOD_NOT_FOUND, f"method not found: {method} (protocol version {version})")
        return _result(request_id, {**result, "resultType": "complete", "_meta": {SERVER_INFO_KEY: self._server_info()}})

    def _legacy(self, request_id: Any, method: str, params: dict) -> dict:
        """A request without a version in _meta: the initialize handshake and the session it opens."""
        if method == "initialize":
            self._legacy_session = True
            return _result(request_id, self._initialize(params))
        if method == "ping":
            return _result(request_id, {})
        if method not in ("tools/list", "tools/call", "server/discover"):
            return _error(request_id, METHOD_NOT_FOUND, f"method not found: {method}")
        if not self._legacy_session or method == "server/discover":
            legacy_way = "" if method == "server/discover" else ", or initialize before it"
            return _error(
                request_id,
                INVALID_PARAMS,
                f"{method} needs the protocol version and the client's capabilities in params._meta "
                f'("{PROTOCOL_VERSION_KEY}": "{MODERN_PROTOCOL_VERSIONS[0]}", "{CLIENT_CAPABILITIES_KEY}": {{}}){legacy_way}',
            )
        if method == "tools/list":
            return _result(request_id, {"tools": self._list_tools()})
        return self._call_tool(request_id, params)

    def _list_tools(self) -> list[dict]:
        return [tool.describe() for tool in self.tools.values()]

    def _server_info(self) -> dict:
        info = {"name": self.name, "version": self.version}
        if self.title:
            info["title"] = self.title
        return info

    def _initialize(self, params: dict) -> dict:
        asked = params.get("protocolVersion")
        result = {
            "protocolVersion": asked if asked in LEGACY_PROTOCOL_VERSIONS else LEGACY_PROTOCOL_VERSIONS[0],
            "capabilities": {"tools": {}},
            "serverInfo": self._server_info(),
        }
        if self.instructions:
            result["instructions"] = self.instructions
        return result

    def _call_tool(self, request_id: Any, params: dict) -> dict:
        name = params.get("name")
        tool = self.tools.get(name) if isinstance(name, str) else None
        if tool is None:
            return _error(request_id, INVALID_PARAMS, f"unknown tool: {name} (available: {', '.join(self.tools)})")
        arguments = params.get("arguments")
        try:
            checked = validate_arguments(tool.input_schema, {} if arguments is None else arguments)
        except ArgumentError as error:
            return _result(request_id, tool_error(f"Invalid arguments for {name}: {error}"))
        started = time.monotonic()
        try:
            result = {"content": [{"type": "text", "text": tool.handler(checked)}], "isError": False}
        except ToolError as error:
            result = tool_error(str(error))
        except Exception as error:
            log(f"{name} crashed:\n" + traceback.format_exc())
            result = tool_error(f"{name} failed unexpectedly ({type(error).__name__}: {error}). This is a bug in the connector.")
        log(f"tools/call {name} -> {'error' if result['isError'] else 'ok'} in {time.monotonic() - started:.2f}s")
        return _result(request_id, result)

    def serve(self, stdin=None, stdout=None) -> None:
        """Reads requests until stdin reaches EOF, then returns."""
        self._out = stdout or sys.stdout.buffer
        source = stdin or sys.stdin.buffer
        sys.stdout = sys.stderr  # a stray print() must never corrupt the protocol stream
        workers = concurrent.futures.ThreadPoolExecutor(max_workers=4, thread_name_prefix="tool")
        pending: set[concurrent.futures.Future] = set()
        log(f"{self.name} {self.version} ready ({len(self.tools)} tools)")
        try:
            for raw in source:
                line = raw.strip()
                if not line:
                    continue
                try:
                    message = json.loads(line.decode("utf-8", errors="replace"))
                except ValueError:
                    self._send(_error(None, PARSE_ERROR, "parse error: each line must be one JSON-RPC message"))
                    continue
                if isinstance(message, dict) and message.get("method") == "tools/call" and "id" in message:
                    pending.add(workers.submit(self._answer, message))
                    pending = {future for future in pending if not future.done()}
                else:
                    self._answer(message)
            # EOF: answer the calls already running if they end soon, then go.
            concurrent.futures.wait(pending, timeout=EOF_GRACE_SECS)
        finally:
            workers.shutdown(wait=False, cancel_futures=True)
            log("stdin closed, exiting")

    def _answer(self, message: Any) -> None:
        response = self.handle(message)
        if response is None:
            return
        if response.get("id") in self._cancelled:
            self._cancelled.discard(response.get("id"))
            return
        self._send(response)

    def _send(self, message: dict) -> None:
        data = (json.dumps(message, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
        with self._write_lock:
            try:
                self._out.write(data)
                self._out.flush()
            except (BrokenPipeError, ValueError):
                pass  # the client is gone; the read loop ends at EOF


def tool_error(message: str) -> dict:
    return {"content": [{"type": "text", "text": message}], "isError": True}


def _result(request_id: Any, result: dict) -> dict:
    return {"jsonrpc": "2.0", "id": request_id, "result": result}


def _error(request_id: Any, code: int, message: str, data: Any = None) -> dict:
    error: dict = {"code": code, "message": message}
    if data is not None:
        error["data"] = data
    return {"jsonrpc": "2.0", "id": request_id, "error": error}


def run(server: Server) -> None:
    try:
        server.serve()
    except KeyboardInterrupt:
        pass
    # Worker threads may still wait on an upstream; nobody will read their answer.
    os._exit(0)


# ---------------------------------------------------------------- upstream HTTP


def env_url(name: str, default: str) -> str:
    """An upstream base URL, overridable by an environment variable (tests point it at 127.0.0.1)."""
    return (os.environ.get(name) or default).rstrip("/")


@dataclass
class HttpResponse:
    status: int
    reason: str
    headers: Mapping[str, str]
    body: bytes
    url: str


class _HttpOnlyRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, req, fp, code, msg, headers, newurl):
        if urllib.parse.urlsplit(newurl).scheme not in ("http", "https"):
            raise urllib.error.URLError("redirect to a non-http(s) URL refused")
        return super().redirect_request(req, fp, code, msg, headers, newurl)


def build_opener(*handlers: urllib.request.BaseHandler) -> urllib.request.OpenerDirector:
    return urllib.request.build_opener(_HttpOnlyRedirects, *handlers)


_default_opener = build_opener()


def http_request(
    service: str,
    url: str,
    *,
    params: Mapping[str, Any] | None = None,
    method: str = "GET",
    json_body: Any = None,
    data: bytes | None = None,
    headers: Mapping[str, str] | None = None,
    timeout: float | None = None,
    opener: urllib.request.OpenerDirector | None = None,
) -> HttpResponse:
    """One upstream call. Any HTTP status comes back as a response; network failures raise ToolError.

    The body is json_body (sent as JSON) or data (bytes, with the Content-Type given in headers).
    Messages name the service, never the URL: a URL may carry an API key.
    """
    timeout = timeout or DEFAULT_HTTP_TIMEOUT
    if params:
        query = urllib.parse.urlencode({k: v for k, v in params.items() if v is not None}, doseq=True)
        url = f"{url}{'&' if '?' in url else '?'}{query}"
    if data is None and method != "GET":
        data = b""
    request_headers = {"User-Agent": USER_AGENT, "Accept-Encoding": "gzip", "Accept": "application/json"}
    if json_body is not None:
        data = json.dumps(json_body).encode("utf-8")
        request_headers["Content-Type"] = "application/json"
    request_headers.update(headers or {})
    request = urllib.request.Request(url, data=data, method=method, headers=request_headers)
    deadline = time.monotonic() + timeout
    try:
        try:
            response = (opener or _default_opener).open(request, timeout=timeout)
        except urllib.error.HTTPError as error:
            response = error
        with response:
            body = _read_limited(response, deadline, service)
            headers_out = response.headers
            status, reason, final_url = response.code, response.reason or "", response.geturl()
    except ToolError:
        raise
    except (TimeoutError, socket.timeout):
        raise ToolError(f"{service} did not answer within {timeout:g} s; try again later") from None
    except urllib.error.URLError as error:
        reason = error.reason
        if isinstance(reason, (TimeoutError, socket.timeout)):
            raise ToolError(f"{service} did not answer within {timeout:g} s; try again later") from None
        raise ToolError(f"could not reach {service}: {_describe_network_error(reason)}") from None
    except (ConnectionError, OSError) as error:
        raise ToolError(f"could not reach {service}: {_describe_network_error(error)}") from None
    body = _decode_content(body, headers_out.get("Content-Encoding", ""), service)
    return HttpResponse(status, reason, headers_out, body, final_url)


def fetch_json(service: str, url: str, **options: Any) -> Any:
    """http_request, then: 429 and other HTTP errors and non-JSON bodies become ToolError."""
    response = http_request(service, url, **options)
    raise_for_status(service, response)
    return parse_json(service, response.body)


def raise_for_status(service: str, response: HttpResponse) -> None:
    if response.status < 400:
        return
    detail = upstream_error_detail(response.body)
    suffix = f": {detail}" if detail else ""
    if response.status == 429:
        retry = response.headers.get("Retry-After")
        wait = f" (retry after {retry} s)" if retry and retry.isdigit() else ""
        raise ToolError(f"{service} is rate-limiting requests (HTTP 429){suffix}. Wait a little and try again{wait}.")
    if response.status >= 500:
        raise ToolError(f"{service} had a server error (HTTP {response.status}){suffix}. Try again later.")
    raise ToolError(f"{service} rejected the request (HTTP {response.status}){suffix}")


def parse_json(service: str, body: bytes) -> Any:
    try:
        return json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise ToolError(f"{service} sent a response that is not valid JSON ({len(body)} bytes); the service may be down or changed") from None


def upstream_error_detail(body: bytes) -> str:
    """The human message from the usual shapes of API error bodies, or a short excerpt of the text."""
    try:
        data = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        text = " ".join(body.decode("utf-8", errors="replace").split())
        return text[:200] if text and not text.startswith("<") else ""
    candidates = []
    if isinstance(data, dict):
        error = data.get("error")
        if isinstance(error, dict):
            candidates += [error.get("message"), error.get("info"), error.get("status")]
        elif isinstance(error, str):
            candidates.append(error)
        candidates += [data.get("reason"), data.get("error_message"), data.get("message"), data.get("detail"), data.get("title")]
    for candidate in candidates:
        if isinstance(candidate, str) and candidate.strip():
            return candidate.strip()[:300]
    return ""


def _read_limited(response: Any, deadline: float, service: str) -> bytes:
    chunks: list[bytes] = []
    total = 0
    while True:
        if time.monotonic() > deadline:
            raise TimeoutError()
        chunk = response.read(65536)
        if not chunk:
            return b"".join(chunks)
        total += len(chunk)
        if total > MAX_RESPONSE_BYTES:
            raise ToolError(f"{service} sent more than {MAX_RESPONSE_BYTES // (1024 * 1024)} MiB; refusing to read it")
        chunks.append(chunk)


def _decode_content(body: bytes, encoding: str, service: str) -> bytes:
    encoding = encoding.strip().lower()
    if encoding not in ("gzip", "deflate"):
        return body
    try:
        decompressor = zlib.decompressobj(wbits=31 if encoding == "gzip" else 15)
        data = decompressor.decompress(body, MAX_RESPONSE_BYTES + 1)
    except zlib.error:
        raise ToolError(f"{service} sent a corrupt {encoding} body") from None
    if len(data) > MAX_RESPONSE_BYTES:
        raise ToolError(f"{service} sent more than {MAX_RESPONSE_BYTES // (1024 * 1024)} MiB once decompressed; refusing it")
    return data


def _describe_network_error(error: Any) -> str:
    if isinstance(error, ConnectionRefusedError):
        return "connection refused"
    if isinstance(error, socket.gaierror):
        return "the host name could not be resolved (no network or DNS?)"
    if isinstance(error, str):
        return error
    return str(error) or type(error).__name__
