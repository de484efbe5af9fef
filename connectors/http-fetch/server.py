#!/usr/bin/env python3
"""HTTP Fetch connector: fetch a web page or document and return it as Markdown or plain text, over MCP stdio.

Safety: only http and https (redirects included); at most 5 redirects; a download cap and a
total deadline. Addresses that are not public (loopback, private networks, link-local, cloud
metadata) are refused, because a model can be steered by a page into probing the user's own
network; set HTTP_FETCH_ALLOW_PRIVATE=1 to allow them (intranet use, and the tests). The address
checked is the address connected to, so DNS cannot swap it between check and connection.
"""

from __future__ import annotations

import html
import http.client
import ipaddress
import json
import os
import re
import socket
import ssl
import sys
import time
import urllib.parse
import zlib
from html.parser import HTMLParser

sys.dont_write_bytecode = True  # no __pycache__ in the connector folder: Skald hashes what is there
from skald_mcp import USER_AGENT, Server, ToolError, object_schema, run

ALLOW_PRIVATE = os.environ.get("HTTP_FETCH_ALLOW_PRIVATE", "").strip().lower() in ("1", "true", "yes")
MAX_DOWNLOAD_BYTES = 5 * 1024 * 1024
MAX_REDIRECTS = 5
REDIRECT_STATUSES = (301, 302, 303, 307, 308)
TEXT_TYPES = re.compile(r"^(text/|application/(json|xml|javascript|ecmascript|x-javascript|ld\+json|rss\+xml|atom\+xml|x-yaml|yaml|toml|x-sh|sql|graphql|csv)\b|[^;]*\+(json|xml)\b)", re.I)
HTML_TYPES = re.compile(r"^(text/html|application/xhtml\+xml)\b", re.I)
JSON_TYPES = re.compile(r"^(application/(json|ld\+json)|[^;]*\+json)\b", re.I)

server = Server(
    "http-fetch",
    "1.0.0",
    title="HTTP Fetch",
    instructions="Fetches public web pages and text documents by URL and returns them as readable Markdown or text.",
)


@server.tool(
    "fetch",
    title="Fetch URL",
    description="Download a web page or text document (HTML, JSON, XML, CSV, plain text) from an http(s) URL and return its content as Markdown (or plain text, or the raw source), with the final URL, HTTP status and content type. Use it to read a page the user links to or a URL found in search results. Long content comes in parts; call again with start to continue. Cannot log in, run JavaScript or read binary files such as PDFs or images.",
    schema=object_schema(
        {
            "url": {"type": "string", "minLength": 8, "maxLength": 4096, "description": "Absolute http:// or https:// URL to fetch."},
            "format": {"type": "string", "enum": ["markdown", "text", "raw"], "default": "markdown",
                       "description": "markdown: HTML converted to Markdown (headings, links, lists, tables); text: plain text without markup; raw: the body as received (HTML source)."},
            "max_chars": {"type": "integer", "minimum": 500, "maximum": 200000, "default": 20000, "description": "Maximum number of characters of content to return."},
            "start": {"type": "integer", "minimum": 0, "default": 0, "description": "Character offset to start from, to continue a long document (the previous answer says where)."},
            "timeout_secs": {"type": "number", "minimum": 1, "maximum": 60, "default": 20, "description": "Give up when the whole download takes longer than this."},
        },
        ["url"],
    ),
)
def fetch(args: dict) -> str:
    page = download(args["url"], float(args["timeout_secs"]))
    content_type = page["headers"].get("Content-Type", "")
    media_type = content_type.split(";")[0].strip().lower()
    header = [f"URL: {page['url']}", f"Status: {page['status']} {page['reason']}".rstrip(), f"Content-Type: {content_type or '(none)'}"]
    if page["redirects"]:
        header.append("Redirected from: " + " -> ".join(page["redirects"]))
    if page["truncated"]:
        header.append(f"Note: the download stopped at {MAX_DOWNLOAD_BYTES // (1024 * 1024)} MiB; the end of the document is missing.")

    body: bytes = page["body"]
    if not looks_textual(media_type, body):
        header.append(f"Content: {len(body):,} bytes of {media_type or 'unknown'} data, which is not text and is not shown.")
        if page["status"] >= 400:
            raise ToolError("\n".join(header))
        return "\n".join(header)
    text = decode(body, content_type)
    if args["format"] != "raw":
        if HTML_TYPES.match(media_type) or (not media_type and re.match(r"\s*<(!doctype html|html)", text, re.I)):
            converter = HtmlToMarkdown(page["url"], markdown=args["format"] == "markdown")
            converter.feed(text)
            converter.close()
            if converter.title:
                header.insert(1, f"Title: {converter.title}")
            text = converter.result()
        elif JSON_TYPES.match(media_type):
            try:
                text = json.dumps(json.loads(text), indent=2, ensure_ascii=False)
            except ValueError:
                pass  # shown as received

    if page["status"] >= 400:
        excerpt = text.strip()[:2000]
        raise ToolError("\n".join(header) + (f"\n\n{excerpt}" if excerpt else ""))
    start, end = args["start"], args["start"] + args["max_chars"]
    if start and start >= len(text):
        raise ToolError(f"start {start} is past the end of the content ({len(text):,} characters).")
    if start or end < len(text):
        header.append(f"Characters {start:,}–{min(end, len(text)):,} of {len(text):,}.")
    out = "\n".join(header) + "\n\n" + (text[start:end] or "(empty body)")
    if end < len(text):
        out += f"\n\n[{len(text) - end:,} more characters: call fetch again with start={end}]"
    return out


# ---------------------------------------------------------------- download


def download(url: str, timeout: float) -> dict:
    deadline = time.monotonic() + timeout
    redirects: list[str] = []
    while True:
        parts = check_url(url, "URL")
        response, connection = open_url(parts, deadline, timeout)
        try:
            location = response.getheader("Location")
            if response.status in REDIRECT_STATUSES and location:
                if len(redirects) >= MAX_REDIRECTS:
                    raise ToolError(f"more than {MAX_REDIRECTS} redirects, starting at {redirects[0]}; giving up")
                target = urllib.parse.urljoin(url, location.strip())
                scheme = urllib.parse.urlsplit(target).scheme.lower()
                if scheme not in ("http", "https"):
                    raise ToolError(f"{url} redirects to a {scheme or 'relative'}: URL ({target[:200]}); only http and https are followed, so the redirect was refused")
                redirects.append(url)
                url = target
                continue
            body, truncated = read_body(response, connection, deadline, timeout)
            headers = {key.title(): value for key, value in response.getheaders()}
            return {"url": url, "status": response.status, "reason": response.reason, "headers": headers,
                    "body": decompress(body, headers.get("Content-Encoding", "")), "truncated": truncated, "redirects": redirects}
        finally:
            connection.close()


def check_url(url: str, what: str) -> urllib.parse.SplitResult:
    try:
        parts = urllib.parse.urlsplit(url.strip())
        parts.port  # raises ValueError on a bad port
    except ValueError as error:
        raise ToolError(f"{what} is not a valid URL: {error}") from None
    scheme = parts.scheme.lower()
    if scheme not in ("http", "https"):
        raise ToolError(f"{what} uses the {scheme + ':' if scheme else 'no'} scheme; only http:// and https:// URLs can be fetched")
    if not parts.hostname:
        raise ToolError(f"{what} has no host name: {url[:200]}")
    if parts.username or parts.password:
        raise ToolError(f"{what} embeds a user name or password; fetching with credentials is not supported")
    return parts


def open_url(parts: urllib.parse.SplitResult, deadline: float, timeout: float):
    host = parts.hostname
    port = parts.port or (443 if parts.scheme.lower() == "https" else 80)
    addresses = resolve(host, port)
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    last_error: Exception | None = None
    for address in addresses:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            break
        connection_class = PinnedHTTPSConnection if parts.scheme.lower() == "https" else PinnedHTTPConnection
        connection = connection_class(host, port, address, timeout=min(remaining, timeout))
        try:
            connection.request("GET", path, headers={
                "User-Agent": USER_AGENT,
                "Accept": "text/html,application/xhtml+xml,application/json;q=0.9,text/plain;q=0.9,*/*;q=0.8",
                "Accept-Encoding": "gzip, deflate",
                "Accept-Language": "en;q=0.9, *;q=0.5",
            })
            return connection.getresponse(), connection
        except (socket.timeout, TimeoutError):
            connection.close()
            raise ToolError(f"{host} did not answer within {timeout:g} s") from None
        except ssl.SSLCertVerificationError as error:
            connection.close()
            raise ToolError(f"{host} presented an invalid TLS certificate ({error.verify_message}); refusing to fetch") from None
        except (OSError, http.client.HTTPException) as error:
            connection.close()
            last_error = error
    if last_error is None:
        raise ToolError(f"{host} did not answer within {timeout:g} s")
    reason = "connection refused" if isinstance(last_error, ConnectionRefusedError) else (str(last_error) or type(last_error).__name__)
    raise ToolError(f"could not connect to {host}: {reason}")


def resolve(host: str, port: int) -> list[str]:
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (socket.gaierror, UnicodeError) as error:
        raise ToolError(f"could not resolve the host name {host}: {error}") from None
    addresses = list(dict.fromkeys(info[4][0] for info in infos))
    if not ALLOW_PRIVATE:
        for address in addresses:
            ip = ipaddress.ip_address(address.split("%")[0])
            if ip.version == 6 and ip.ipv4_mapped:
                ip = ip.ipv4_mapped
            if not ip.is_global or ip.is_multicast:
                raise ToolError(f"refused: {host} is {ip}, a loopback, private or otherwise non-public address. "
                                "Fetching those is disabled (set HTTP_FETCH_ALLOW_PRIVATE=1 on the connector to allow it).")
    return addresses


class PinnedHTTPConnection(http.client.HTTPConnection):
    """Connects to an address resolved and checked beforehand, while Host stays the URL's host name."""

    def __init__(self, host: str, port: int, address: str, timeout: float):
        super().__init__(host, port, timeout=timeout)
        self._address = address

    def connect(self) -> None:
        self.sock = socket.create_connection((self._address, self.port), self.timeout)


class PinnedHTTPSConnection(http.client.HTTPSConnection):
    def __init__(self, host: str, port: int, address: str, timeout: float):
        super().__init__(host, port, timeout=timeout, context=ssl.create_default_context())
        self._address = address

    def connect(self) -> None:
        sock = socket.create_connection((self._address, self.port), self.timeout)
        self.sock = self._context.wrap_socket(sock, server_hostname=self.host)


def read_body(response: http.client.HTTPResponse, connection: http.client.HTTPConnection, deadline: float, timeout: float) -> tuple[bytes, bool]:
    chunks: list[bytes] = []
    total = 0
    try:
        while total < MAX_DOWNLOAD_BYTES:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise ToolError(f"the download took longer than {timeout:g} s; giving up")
            if connection.sock:
                connection.sock.settimeout(remaining)
            chunk = response.read1(65536)
            if not chunk:
                return b"".join(chunks), False
            chunks.append(chunk)
            total += len(chunk)
    except (socket.timeout, TimeoutError):
        raise ToolError(f"the download took longer than {timeout:g} s; giving up") from None
    except http.client.IncompleteRead as error:
        chunks.append(error.partial)
        return b"".join(chunks), True
    return b"".join(chunks)[:MAX_DOWNLOAD_BYTES], True


def decompress(body: bytes, encoding: str) -> bytes:
    encoding = encoding.strip().lower()
    if encoding not in ("gzip", "x-gzip", "deflate"):
        return body
    try:
        decompressor = zlib.decompressobj(wbits=47)  # gzip or zlib, detected from the header
        data = decompressor.decompress(body, MAX_DOWNLOAD_BYTES * 4)
    except zlib.error:
        raise ToolError(f"the server sent a corrupt {encoding} body") from None
    return data


def looks_textual(media_type: str, body: bytes) -> bool:
    if media_type:
        return bool(TEXT_TYPES.match(media_type))
    sample = body[:2048]
    return b"\x00" not in sample


def decode(body: bytes, content_type: str) -> str:
    charset = None
    match = re.search(r"charset=[\"']?([\w.:-]+)", content_type, re.I)
    if match:
        charset = match.group(1)
    else:
        meta = re.search(rb"<meta[^>]+charset=[\"']?([\w.:-]+)", body[:4096], re.I)
        if meta:
            charset = meta.group(1).decode("ascii", errors="ignore")
    if body.startswith(b"\xef\xbb\xbf"):
        charset, body = "utf-8", body[3:]
    try:
        return body.decode(charset or "utf-8", errors="replace")
    except LookupError:
        return body.decode("utf-8", errors="replace")


# ---------------------------------------------------------------- HTML to Markdown

SKIPPED = {"script", "style", "noscript", "template", "svg", "iframe", "object", "canvas", "head", "select", "button"}
BLOCKS = {"p", "div", "section", "article", "main", "header", "footer", "nav", "aside", "blockquote", "form", "figure",
          "figcaption", "table", "dl", "dt", "dd", "address", "details", "summary", "fieldset", "ul", "ol"}


class HtmlToMarkdown(HTMLParser):
    def __init__(self, base_url: str, markdown: bool):
        super().__init__(convert_charrefs=True)
        self.base_url = base_url
        self.markdown = markdown
        self.out: list[str] = []
        self.skip_tag: str | None = None
        self.skip_depth = 0
        self.in_title = False
        self.title = ""
        self.pre_depth = 0
        self.lists: list[list] = []  # [kind, counter]
        self.link_stack: list[tuple[str | None, int]] = []
        self.row_cells = 0
        self.header_row_pending = False

    # -- output helpers
    def write(self, text: str) -> None:
        self.out.append(text)

    def block(self) -> None:
        self.out.append("\n\n")

    def handle_starttag(self, tag: str, attrs: list) -> None:
        attributes = dict(attrs)
        if tag == "title" and not self.title:
            self.in_title = True
            return
        if self.skip_tag == "head" and tag == "body":
            self.skip_tag, self.skip_depth = None, 0  # </head> may be omitted
        if self.skip_tag:
            if tag == self.skip_tag:
                self.skip_depth += 1
            return
        if tag in SKIPPED:
            self.skip_tag, self.skip_depth = tag, 1
            return
        md = self.markdown
        if re.fullmatch(r"h[1-6]", tag):
            self.block()
            if md:
                self.write("#" * int(tag[1]) + " ")
        elif tag in ("ul", "ol"):
            self.lists.append([tag, 0])
            if len(self.lists) == 1:
                self.block()
        elif tag == "li":
            indent = "  " * max(len(self.lists) - 1, 0)
            marker = "-"
            if self.lists and self.lists[-1][0] == "ol":
                self.lists[-1][1] += 1
                marker = f"{self.lists[-1][1]}."
            self.write(f"\n{indent}{marker} ")
        elif tag == "pre":
            self.pre_depth += 1
            self.block()
            if md:
                self.write("```\n")
        elif tag == "code" and not self.pre_depth and md:
            self.write("`")
        elif tag in ("strong", "b") and md:
            self.write("**")
        elif tag in ("em", "i") and md:
            self.write("*")
        elif tag == "br":
            self.write("\n")
        elif tag == "hr":
            self.block()
            self.write("---" if md else "")
            self.block()
        elif tag == "tr":
            self.write("\n|" if md else "\n")
            self.row_cells = 0
        elif tag in ("td", "th"):
            self.write(" " if md else ("" if self.row_cells == 0 else "\t"))
            self.row_cells += 1
            if tag == "th":
                self.header_row_pending = True
        elif tag == "a":
            href = attributes.get("href")
            target = self.absolute(href) if href else None
            self.link_stack.append((target, len(self.out)))
        elif tag == "img" and md:
            alt = (attributes.get("alt") or "").strip()
            src = self.absolute(attributes.get("src"))
            if alt and src:
                self.write(f"![{alt}]({src})")
        elif tag == "blockquote":
            self.block()
            if md:
                self.write("> ")
        elif tag in BLOCKS:
            self.block()

    def handle_endtag(self, tag: str) -> None:
        if tag == "title" and self.in_title:
            self.in_title = False
            return
        if self.skip_tag:
            if tag == self.skip_tag:
                self.skip_depth -= 1
                if not self.skip_depth:
                    self.skip_tag = None
            return
        md = self.markdown
        if re.fullmatch(r"h[1-6]", tag) or tag in BLOCKS - {"ul", "ol"}:
            self.block()
        elif tag in ("ul", "ol"):
            if self.lists:
                self.lists.pop()
            if not self.lists:
                self.block()
        elif tag == "pre":
            self.pre_depth = max(self.pre_depth - 1, 0)
            if md:
                self.write("\n```")
            self.block()
        elif tag == "code" and not self.pre_depth and md:
            self.write("`")
        elif tag in ("strong", "b") and md:
            self.write("**")
        elif tag in ("em", "i") and md:
            self.write("*")
        elif tag in ("td", "th") and md:
            self.write(" |")
        elif tag == "tr" and md and self.header_row_pending:
            self.write("\n|" + " --- |" * self.row_cells)
            self.header_row_pending = False
        elif tag == "a" and self.link_stack:
            target, start = self.link_stack.pop()
            text = "".join(self.out[start:]).strip()
            if md and target and text and not text.startswith("!["):
                del self.out[start:]
                self.write(f"[{' '.join(text.split())}]({target})")

    def handle_data(self, data: str) -> None:
        if self.in_title:
            self.title += data
            return
        if self.skip_tag:
            return
        if self.pre_depth:
            self.write(data)
        else:
            self.write(re.sub(r"\s+", " ", data))

    def absolute(self, href: str | None) -> str | None:
        if not href:
            return None
        target = urllib.parse.urljoin(self.base_url, href.strip())
        return target if urllib.parse.urlsplit(target).scheme in ("http", "https") else None

    def result(self) -> str:
        self.title = " ".join(html.unescape(self.title).split())
        text = "".join(self.out)
        lines = [line.rstrip() for line in text.split("\n")]
        text = "\n".join(line if line.strip() else "" for line in lines)
        text = re.sub(r"[ \t]+\n", "\n", text)
        text = re.sub(r"\n{3,}", "\n\n", text)
        return "\n".join(re.sub(r"^ (?=\S)", "", line) for line in text.split("\n")).strip()


if __name__ == "__main__":
    run(server)
