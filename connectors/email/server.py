#!/usr/bin/env python3
"""Email (IMAP/SMTP) MCP server for Skald: the user's own mailbox, over stdio, standard library only.

Settings come from the environment Skald fills from the connector form (env[] in connector.json):
EMAIL_IMAP_HOST/PORT/SECURITY, EMAIL_SMTP_HOST/PORT/SECURITY, EMAIL_USER, EMAIL_PASSWORD, and the
optional EMAIL_FROM, EMAIL_FROM_NAME and EMAIL_CA_FILE. Every tool call opens its own connection,
always over TLS (implicit or STARTTLS) with the certificate verified; EMAIL_CA_FILE adds a CA to
trust (a private mail server, or the tests' own server). The password never appears in a result
or a log line.
"""

from __future__ import annotations

import sys

sys.dont_write_bytecode = True  # no __pycache__ in the connector folder: Skald hashes what is there

import base64
import contextlib
import email
import email.policy
import email.utils
import html.parser
import imaplib
import os
import re
import smtplib
import socket
import ssl
from dataclasses import dataclass
from email.headerregistry import Address
from email.message import EmailMessage, Message
from typing import Iterator

from skald_mcp import DEFAULT_HTTP_TIMEOUT, Server, ToolError, object_schema, run

SIGN_IN_AGAIN = "Check the email settings on the Connectors page (user name and password or app password) and save them again."
MAX_MESSAGE_CHARS = 100_000

# ---------------------------------------------------------------- settings


@dataclass(frozen=True)
class Endpoint:
    service: str  # "IMAP" or "SMTP", for messages
    host: str
    port: int
    security: str  # "tls" (implicit) or "starttls"


@dataclass(frozen=True)
class Settings:
    imap: Endpoint
    smtp: Endpoint
    user: str
    password: str
    sender: str
    sender_name: str
    ca_file: str


def _env(name: str) -> str:
    return os.environ.get(name, "").strip()


def _endpoint(service: str, implicit_port: int, starttls_ports: tuple[int, ...]) -> Endpoint:
    prefix = f"EMAIL_{service}_"
    host = _env(prefix + "HOST")
    port_text = _env(prefix + "PORT") or str(implicit_port)
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise ToolError(f"{prefix}PORT must be a port number (got {port_text!r}). {SIGN_IN_AGAIN}")
    port = int(port_text)
    security = (_env(prefix + "SECURITY") or ("starttls" if port in starttls_ports else "tls")).lower()
    if security not in ("tls", "starttls"):
        raise ToolError(f"{prefix}SECURITY must be tls or starttls (got {security!r}); plain-text connections are not offered.")
    return Endpoint(service, host, port, security)


def load_settings() -> Settings:
    """The connector form's values; a missing one is a ToolError that says what the person must fill in."""
    imap = _endpoint("IMAP", 993, (143,))
    smtp = _endpoint("SMTP", 465, (25, 587))
    user = _env("EMAIL_USER")
    password = os.environ.get("EMAIL_PASSWORD", "")
    missing = [name for name, value in (("EMAIL_IMAP_HOST", imap.host), ("EMAIL_SMTP_HOST", smtp.host), ("EMAIL_USER", user),
                                        ("EMAIL_PASSWORD", password)) if not value]
    if missing:
        raise ToolError(f"The email connector is not set up: {', '.join(missing)} {'is' if len(missing) == 1 else 'are'} empty. "
                        "Fill in the email settings on the Connectors page.")
    sender = _env("EMAIL_FROM") or (user if "@" in user else "")
    return Settings(imap, smtp, user, password, sender, _env("EMAIL_FROM_NAME"), _env("EMAIL_CA_FILE"))


def tls_context(settings: Settings) -> ssl.SSLContext:
    """The system's trusted CAs plus EMAIL_CA_FILE when set; certificate and host name are always verified."""
    context = ssl.create_default_context()
    if settings.ca_file:
        try:
            context.load_verify_locations(cafile=settings.ca_file)
        except (OSError, ssl.SSLError) as error:
            raise ToolError(f"EMAIL_CA_FILE ({settings.ca_file}) could not be read as PEM certificates: "
                            f"{getattr(error, 'strerror', None) or error}") from None
    return context


def _network_problem(endpoint: Endpoint, error: BaseException) -> ToolError:
    where = f"the {endpoint.service} server {endpoint.host}:{endpoint.port}"
    sentence_start = where[0].upper() + where[1:]
    if isinstance(error, ssl.SSLCertVerificationError):
        return ToolError(f"The TLS certificate of {where} could not be verified ({error.verify_message}). If the server uses a "
                         "private certificate authority, set EMAIL_CA_FILE to its CA certificate; otherwise check the host name.")
    if isinstance(error, ssl.SSLError):
        return ToolError(f"TLS with {where} failed ({error.reason or error}): check that EMAIL_{endpoint.service}_SECURITY "
                         f"({endpoint.security}) and the port match what the server offers.")
    if isinstance(error, (TimeoutError, socket.timeout)):
        return ToolError(f"{sentence_start} did not answer within {DEFAULT_HTTP_TIMEOUT:g} s; check the host and port, or try again later.")
    if isinstance(error, socket.gaierror):
        return ToolError(f"The host name of {where} could not be resolved: check EMAIL_{endpoint.service}_HOST.")
    if isinstance(error, ConnectionRefusedError):
        return ToolError(f"{sentence_start} refused the connection: check EMAIL_{endpoint.service}_HOST and _PORT.")
    return ToolError(f"Could not talk to {where}: {error.strerror if isinstance(error, OSError) and error.strerror else error}")


def _scrub(text: str, settings: Settings) -> str:
    return text.replace(settings.password, "***") if settings.password else text


# ---------------------------------------------------------------- IMAP


def _utf7_decode(name: str) -> str:
    """IMAP's modified UTF-7 (RFC 3501 5.1.3) to text."""

    def decode(match: re.Match) -> str:
        chunk = match.group(1)
        if not chunk:
            return "&"
        data = chunk.replace(",", "/")
        return base64.b64decode(data + "=" * (-len(data) % 4)).decode("utf-16-be")

    return re.sub(r"&([^-]*)-", decode, name)


def _utf7_encode(name: str) -> str:
    out: list[str] = []
    pending: list[str] = []

    def flush() -> None:
        if pending:
            out.append("&" + base64.b64encode("".join(pending).encode("utf-16-be")).decode().rstrip("=").replace("/", ",") + "-")
            pending.clear()

    for char in name:
        if " " <= char <= "~":
            flush()
            out.append("&-" if char == "&" else char)
        else:
            pending.append(char)
    flush()
    return "".join(out)


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _mailbox(folder: str) -> str:
    return _quote(_utf7_encode(folder))


def _text(data: bytes | str) -> str:
    return data.decode("utf-8", errors="replace") if isinstance(data, bytes) else data


@contextlib.contextmanager
def imap_session(settings: Settings) -> Iterator[imaplib.IMAP4]:
    """A logged-in IMAP connection; failures become ToolErrors that say what to do."""
    endpoint = settings.imap
    context = tls_context(settings)
    try:
        if endpoint.security == "tls":
            connection = imaplib.IMAP4_SSL(endpoint.host, endpoint.port, ssl_context=context, timeout=DEFAULT_HTTP_TIMEOUT)
        else:
            connection = imaplib.IMAP4(endpoint.host, endpoint.port, timeout=DEFAULT_HTTP_TIMEOUT)
            try:
                connection.starttls(ssl_context=context)
            except imaplib.IMAP4.error as error:
                connection.shutdown()
                raise ToolError(f"The IMAP server {endpoint.host}:{endpoint.port} does not offer STARTTLS ({_text(str(error))}); "
                                "set EMAIL_IMAP_SECURITY to tls and use its TLS port (usually 993).") from None
    except (OSError, ssl.SSLError) as error:
        raise _network_problem(endpoint, error) from None
    try:
        try:
            _imap_login(connection, settings)
        except imaplib.IMAP4.error as error:
            detail = _scrub(str(error), settings).strip("b'\"")
            raise ToolError(f"The IMAP server rejected the login for {settings.user} ({detail}). {SIGN_IN_AGAIN}") from None
        # Servers announce MOVE, UIDPLUS and the like only once logged in; imaplib keeps the list from before.
        status, data = connection.capability()
        if status == "OK" and data and data[-1]:
            connection.capabilities = tuple(_text(data[-1]).upper().split())
        yield connection
    except (OSError, ssl.SSLError) as error:
        raise _network_problem(endpoint, error) from None
    except imaplib.IMAP4.abort as error:
        raise ToolError(f"The IMAP server closed the connection ({_scrub(str(error), settings)}); try again.") from None
    except imaplib.IMAP4.error as error:
        raise ToolError(f"The IMAP server refused a command ({_scrub(str(error), settings)}).") from None
    finally:
        with contextlib.suppress(Exception):
            connection.logout()


def _sasl_plain(settings: Settings) -> bytes:
    """RFC 4616 PLAIN: no authorization identity, then the user name and the password, both UTF-8."""
    return b"\0" + settings.user.encode("utf-8") + b"\0" + settings.password.encode("utf-8")


def _ascii_only(settings: Settings, service: str) -> None:
    if not (settings.user + settings.password).isascii():
        raise ToolError(f"The {service} server does not offer PLAIN authentication, the only login that carries a user name or "
                        "password with non-ASCII characters (RFC 4616). Use an app password made of ASCII characters, or ask "
                        "the provider to enable PLAIN over TLS.")


def _imap_login(connection: imaplib.IMAP4, settings: Settings) -> None:
    """AUTHENTICATE PLAIN when offered (UTF-8 credentials, RFC 6855 section 5); LOGIN, which is ASCII only, otherwise."""
    if "AUTH=PLAIN" in connection.capabilities:
        connection.authenticate("PLAIN", lambda _challenge: _sasl_plain(settings))
    else:
        _ascii_only(settings, "IMAP")
        connection.login(settings.user, settings.password)


def _check(response: tuple, what: str) -> list:
    status, data = response
    if status != "OK":
        detail = " ".join(_text(item) for item in data if isinstance(item, (bytes, str)))
        raise ToolError(f"{what} failed: {detail or status}")
    return data


def _select(connection: imaplib.IMAP4, folder: str, readonly: bool) -> int:
    status, data = connection.select(_mailbox(folder), readonly=readonly)
    if status != "OK":
        raise ToolError(f"There is no folder {folder!r} ({_text(data[0]) if data else status}). Use list_folders to see the folder names.")
    return int(data[0] or 0)


_LIST_LINE = re.compile(r'\((?P<flags>[^)]*)\) (?P<delimiter>"(?:[^"\\]|\\.)*"|NIL) (?P<name>.*)$')


def _parse_list_line(item) -> tuple[list[str], str] | None:
    if isinstance(item, tuple):  # the name came as a literal
        line, name = _text(item[0]), _text(item[1])
        match = _LIST_LINE.match(line.rsplit("{", 1)[0] + '""')
    else:
        match = _LIST_LINE.match(_text(item or b""))
        name = match.group("name") if match else ""
    if not match:
        return None
    if name.startswith('"') and name.endswith('"'):
        name = re.sub(r"\\(.)", r"\1", name[1:-1])
    return match.group("flags").split(), _utf7_decode(name)


@dataclass
class Summary:
    uid: int
    flags: list[str]
    size: int
    headers: Message


_FETCH_UID = re.compile(rb"UID (\d+)")
_FETCH_FLAGS = re.compile(rb"FLAGS \(([^)]*)\)")
_FETCH_SIZE = re.compile(rb"RFC822\.SIZE (\d+)")
SUMMARY_HEADERS = "FROM TO CC DATE SUBJECT MESSAGE-ID"


def _fetch_summaries(connection: imaplib.IMAP4, uids: list[int]) -> list[Summary]:
    if not uids:
        return []
    items = f"(UID FLAGS RFC822.SIZE BODY.PEEK[HEADER.FIELDS ({SUMMARY_HEADERS})])"
    data = _check(connection.uid("FETCH", ",".join(map(str, uids)), items), "Fetching messages")
    summaries: dict[int, Summary] = {}
    for index, item in enumerate(data):
        if not isinstance(item, tuple):
            continue
        # Attributes may come before or after the header literal: read both sides.
        after = data[index + 1] if index + 1 < len(data) and isinstance(data[index + 1], bytes) else b""
        meta = item[0] + b" " + after
        uid = _FETCH_UID.search(meta)
        if not uid:
            continue
        flags = _FETCH_FLAGS.search(meta)
        size = _FETCH_SIZE.search(meta)
        headers = email.message_from_bytes(item[1], policy=email.policy.default)
        summaries[int(uid.group(1))] = Summary(int(uid.group(1)), _text(flags.group(1)).split() if flags else [],
                                               int(size.group(1)) if size else 0, headers)
    return [summaries[uid] for uid in uids if uid in summaries]


def _header(message: Message, name: str) -> str:
    try:
        value = message.get(name)
    except Exception:  # a malformed header: show it raw rather than fail the whole listing
        value = message.get_all(name, failobj=[""])[0] if hasattr(message, "get_all") else ""
    return " ".join(str(value or "").split())


def _describe_summary(summary: Summary) -> str:
    flags = [flag.lstrip("\\").lower() for flag in summary.flags if flag in ("\\Seen", "\\Flagged", "\\Answered")]
    unread = "" if "\\Seen" in summary.flags else " [unread]"
    marks = "".join(f" [{flag}]" for flag in flags if flag != "seen")
    return (f"- uid {summary.uid}{unread}{marks}: {_header(summary.headers, 'Subject') or '(no subject)'}\n"
            f"  from {_header(summary.headers, 'From') or '?'} · {_header(summary.headers, 'Date') or 'no date'} · "
            f"{_size(summary.size)}")


def _size(count: int) -> str:
    return f"{count} B" if count < 1024 else f"{count / 1024:.1f} KiB" if count < 1024 * 1024 else f"{count / 1048576:.1f} MiB"


def _fetch_message(connection: imaplib.IMAP4, uid: int) -> tuple[EmailMessage, list[str]]:
    data = _check(connection.uid("FETCH", str(uid), "(UID FLAGS BODY.PEEK[])"), "Fetching the message")
    for index, item in enumerate(data):
        if isinstance(item, tuple):
            after = data[index + 1] if index + 1 < len(data) and isinstance(data[index + 1], bytes) else b""
            flags = _FETCH_FLAGS.search(item[0] + b" " + after)
            return email.message_from_bytes(item[1], policy=email.policy.default), _text(flags.group(1)).split() if flags else []
    raise ToolError(f"There is no message with uid {uid} in this folder (it may have been moved or deleted). Search again for its uid.")


# ---------------------------------------------------------------- MIME


class _HtmlToText(html.parser.HTMLParser):
    BLOCKS = {"p", "div", "br", "tr", "li", "h1", "h2", "h3", "h4", "h5", "h6", "table", "blockquote", "hr"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style", "head"):
            self.skip += 1
        elif tag in self.BLOCKS:
            self.parts.append("\n")
        if tag == "li":
            self.parts.append("- ")

    def handle_endtag(self, tag):
        if tag in ("script", "style", "head"):
            self.skip = max(0, self.skip - 1)
        elif tag in self.BLOCKS:
            self.parts.append("\n")

    def handle_data(self, data):
        if not self.skip:
            self.parts.append(data)


def html_to_text(markup: str) -> str:
    parser = _HtmlToText()
    parser.feed(markup)
    lines = [" ".join(line.split()) for line in "".join(parser.parts).splitlines()]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()


def body_text(message: EmailMessage) -> str:
    part = message.get_body(preferencelist=("plain", "html"))
    if part is None:
        return ""
    try:
        content = part.get_content()
    except (LookupError, ValueError):  # an unknown charset: decode what can be decoded
        content = (part.get_payload(decode=True) or b"").decode("utf-8", errors="replace")
    if not isinstance(content, str):
        return ""
    content = content.replace("\r\n", "\n")
    return html_to_text(content) if part.get_content_type() == "text/html" else content.strip()


def attachments(message: EmailMessage) -> list[tuple[str, str, int]]:
    """(file name, content type, decoded size) of every part that is a file rather than the body text."""
    found = []
    body = message.get_body(preferencelist=("plain", "html"))
    for part in message.walk():
        if part.is_multipart() or part is body:
            continue
        filename = part.get_filename()
        if part.get_content_disposition() == "attachment" or filename or part.get_content_maintype() not in ("text", "multipart"):
            payload = part.get_payload(decode=True) or b""
            found.append((filename or "(unnamed)", part.get_content_type(), len(payload)))
    return found


# ---------------------------------------------------------------- SMTP


def _addresses(values: list[str], field: str) -> list[str]:
    """Each entry parsed as one address (a bare address or 'Name <address>'); refuses anything else."""
    parsed = []
    for value in values:
        name, address = email.utils.parseaddr(value)
        try:
            if not re.fullmatch(r"[^@\s<>,;]+@[^@\s<>,;]+\.[^@\s<>,;]+", address) or "\n" in value or "\r" in value:
                raise ValueError(value)
            parsed.append(_as_written(name, address))
        except ValueError:
            raise ToolError(f"{field}: {value!r} is not an email address (use name@example.com or \"Name <name@example.com>\").") from None
    return parsed


def _as_written(name: str, address: str) -> str:
    """'Name <address>' as a person writes it, quoted where needed but never RFC 2047-encoded: the message's header
    policy encodes it on the wire, and confirmations show it as it is."""
    if not name:
        return address
    local, _, domain = address.rpartition("@")  # not addr_spec=: its parser refuses a non-ASCII local part (RFC 6532 allows it)
    return str(Address(display_name=name, username=local, domain=domain))


def _sender(settings: Settings) -> str:
    if not settings.sender:
        raise ToolError("No sender address: EMAIL_USER is not an email address, so set EMAIL_FROM on the Connectors page.")
    return _as_written(settings.sender_name, settings.sender)


def compose(settings: Settings, to: list[str], cc: list[str], subject: str, body: str,
            in_reply_to: str = "", references: str = "") -> EmailMessage:
    message = EmailMessage(policy=email.policy.SMTP)
    try:
        message["From"] = _sender(settings)
        message["To"] = ", ".join(to)
        if cc:
            message["Cc"] = ", ".join(cc)
        message["Subject"] = subject
        message["Date"] = email.utils.formatdate(localtime=True)
        message["Message-ID"] = email.utils.make_msgid(domain=settings.sender.rpartition("@")[2] or None)
        if in_reply_to:
            message["In-Reply-To"] = in_reply_to
            message["References"] = references or in_reply_to
    except (ValueError, TypeError) as error:
        raise ToolError(f"The message headers are not valid: {error}") from None
    message.set_content(body)
    return message


@contextlib.contextmanager
def smtp_session(settings: Settings) -> Iterator[smtplib.SMTP]:
    """A logged-in SMTP connection; failures, refusals included, become ToolErrors that say what to do."""
    endpoint = settings.smtp
    context = tls_context(settings)
    try:
        if endpoint.security == "tls":
            connection = smtplib.SMTP_SSL(endpoint.host, endpoint.port, context=context, timeout=DEFAULT_HTTP_TIMEOUT)
        else:
            connection = smtplib.SMTP(endpoint.host, endpoint.port, timeout=DEFAULT_HTTP_TIMEOUT)
        with connection:
            if endpoint.security == "starttls":
                try:
                    connection.starttls(context=context)
                except smtplib.SMTPNotSupportedError:
                    raise ToolError(f"The SMTP server {endpoint.host}:{endpoint.port} does not offer STARTTLS; set "
                                    "EMAIL_SMTP_SECURITY to tls and use its TLS port (usually 465).") from None
            _smtp_login(connection, settings)
            yield connection
    except smtplib.SMTPRecipientsRefused as error:
        raise ToolError(f"The SMTP server refused every recipient: {_refusals(error.recipients)}") from None
    except smtplib.SMTPSenderRefused as error:
        raise ToolError(f"The SMTP server refused the sender {settings.sender} ({_smtp_reply(error.smtp_code, error.smtp_error)}): "
                        "check EMAIL_FROM, the provider may only allow your own address.") from None
    except smtplib.SMTPResponseException as error:
        raise ToolError(f"The SMTP server did not accept the message ({_smtp_reply(error.smtp_code, error.smtp_error)}).") from None
    except smtplib.SMTPServerDisconnected:
        raise ToolError(f"The SMTP server {endpoint.host}:{endpoint.port} closed the connection: check EMAIL_SMTP_SECURITY "
                        f"({endpoint.security}) and the port.") from None
    except (OSError, ssl.SSLError) as error:  # smtplib's own errors are OSErrors too: they are handled above
        raise _network_problem(endpoint, error) from None


def _smtp_auth(connection: smtplib.SMTP, settings: Settings) -> None:
    """AUTH PLAIN with UTF-8 credentials when offered (smtplib's own login encodes them as ASCII); login() otherwise."""
    connection.ehlo_or_helo_if_needed()
    if not connection.has_extn("auth"):
        raise smtplib.SMTPNotSupportedError("no AUTH")
    if "PLAIN" not in connection.esmtp_features["auth"].upper().split():
        _ascii_only(settings, "SMTP")
        connection.login(settings.user, settings.password)
        return
    response = base64.b64encode(_sasl_plain(settings)).decode("ascii")
    code, reply = connection.docmd("AUTH", f"PLAIN {response}")
    if code == 334:  # a server that wants the response after an empty challenge (RFC 4954)
        code, reply = connection.docmd(response)
    if code != 235:
        raise smtplib.SMTPAuthenticationError(code, reply)


def _smtp_login(connection: smtplib.SMTP, settings: Settings) -> None:
    try:
        _smtp_auth(connection, settings)
    except smtplib.SMTPAuthenticationError as error:
        detail = _scrub(_smtp_reply(error.smtp_code, error.smtp_error), settings)
        raise ToolError(f"The SMTP server rejected the login for {settings.user} ({detail}). {SIGN_IN_AGAIN}") from None
    except smtplib.SMTPNotSupportedError:
        raise ToolError(f"The SMTP server {settings.smtp.host}:{settings.smtp.port} offers no login (AUTH): check EMAIL_SMTP_HOST "
                        "and EMAIL_SMTP_PORT (the submission port is usually 465 or 587).") from None


def smtp_send(settings: Settings, message: EmailMessage, recipients: list[str]) -> None:
    envelope_to = [email.utils.parseaddr(value)[1] for value in recipients]
    with smtp_session(settings) as connection:
        try:
            refused = connection.send_message(message, from_addr=settings.sender, to_addrs=envelope_to)
        except smtplib.SMTPNotSupportedError:
            raise ToolError(f"The SMTP server {settings.smtp.host}:{settings.smtp.port} does not accept addresses with non-ASCII "
                            "characters (it does not offer SMTPUTF8, RFC 6531); nothing was sent. Use the recipient's ASCII "
                            "address if they have one.") from None
    if refused:
        raise ToolError(f"The message was sent, but the server refused some recipients: {_refusals(refused)}")


def _smtp_reply(code: int, text: bytes | str) -> str:
    return f"{code} {_text(text)}".strip()


def _refusals(recipients: dict) -> str:
    return "; ".join(f"{address}: {_smtp_reply(code, text)}" for address, (code, text) in recipients.items())


# ---------------------------------------------------------------- tools


server = Server("email", "1.0.0", title="Email (IMAP/SMTP)")
tool = server.tool


FOLDER = {"type": "string", "minLength": 1, "maxLength": 500, "default": "INBOX",
          "description": "Folder (mailbox) name exactly as list_folders shows it, e.g. INBOX or Archive/2024. Default INBOX."}
UID = {"type": "integer", "minimum": 1, "description": "The message's uid in that folder, from search_messages."}
UIDS = {"type": "array", "minItems": 1, "maxItems": 500, "items": {"type": "integer", "minimum": 1},
        "description": "uids of the messages in that folder, from search_messages."}
ADDRESSES = {"type": "array", "maxItems": 100, "items": {"type": "string", "minLength": 3, "maxLength": 320},
             "description": "Email addresses: name@example.com or \"Name <name@example.com>\"."}
DATE = {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$"}
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


@tool("list_folders", title="List Mail Folders",
      description="List the mailbox's folders with their total and unread message counts and their role (inbox, sent, drafts, "
                  "trash, junk, archive). Use it first when the user mentions a folder, or to find where sent or archived mail lives.",
      schema=object_schema({}))
def list_folders(args: dict) -> str:
    settings = load_settings()
    with imap_session(settings) as connection:
        entries = [_parse_list_line(item) for item in _check(connection.list(), "Listing folders") if item]
        lines = []
        for flags, name in sorted((entry for entry in entries if entry), key=lambda entry: (entry[1].upper() != "INBOX", entry[1])):
            if "\\Noselect" in flags or "\\NonExistent" in flags:
                continue
            role = next((flag.lstrip("\\").lower() for flag in flags if flag in ("\\Sent", "\\Drafts", "\\Trash", "\\Junk",
                                                                                    "\\Archive", "\\All", "\\Flagged")), "")
            role = "inbox" if name.upper() == "INBOX" else role
            status, data = connection.status(_mailbox(name), "(MESSAGES UNSEEN)")
            counts = re.search(r"MESSAGES (\d+).*UNSEEN (\d+)", _text(data[0])) if status == "OK" and data and data[0] else None
            count_text = f"{counts.group(1)} messages, {counts.group(2)} unread" if counts else "counts unavailable"
            lines.append(f"- {name}{f' ({role})' if role else ''}: {count_text}")
    return f"{len(lines)} folders for {settings.user}:\n" + "\n".join(lines)


def _imap_date(value: str, field: str) -> str:
    year, month, day = (int(part) for part in value.split("-"))
    if not 1 <= month <= 12 or not 1 <= day <= 31:
        raise ToolError(f"{field} must be a date YYYY-MM-DD (got {value}).")
    return f"{day}-{MONTHS[month - 1]}-{year}"


def _search_uids(connection: imaplib.IMAP4, criteria: list[str], non_ascii: list[tuple[str, str]]) -> list[int]:
    """UID SEARCH. A non-ASCII term goes as a UTF-8 literal (CHARSET UTF-8); imaplib sends one literal per command, so
    each such term is a search of its own, with all the ASCII criteria, and the results are intersected."""
    if not non_ascii:
        return [int(uid) for uid in _text(_check(connection.uid("SEARCH", *(criteria or ["ALL"])), "Searching")[0] or b"").split()]
    found: set[int] | None = None
    for key, value in non_ascii:
        connection.literal = value.encode("utf-8")  # imaplib sends it as a literal after the last argument
        response = connection.uid("SEARCH", "CHARSET", "UTF-8", *criteria, key)
        uids = {int(uid) for uid in _text(_check(response, "Searching")[0] or b"").split()}
        found = uids if found is None else found & uids
    return sorted(found or ())


@tool("search_messages", title="Search Email",
      description="Find messages in one folder by sender, recipient, subject, text, date range, or unread/flagged state; "
                  "newest first, with uid, subject, sender, date, size and unread/flagged marks. Use it to find a message "
                  "before reading, replying to, moving or flagging it (those tools take the uid it returns).",
      schema=object_schema({
          "folder": FOLDER,
          "from": {"type": "string", "minLength": 1, "maxLength": 200, "description": "Text in the From header (name or address)."},
          "to": {"type": "string", "minLength": 1, "maxLength": 200, "description": "Text in the To header."},
          "subject": {"type": "string", "minLength": 1, "maxLength": 200, "description": "Text in the subject."},
          "text": {"type": "string", "minLength": 1, "maxLength": 200, "description": "Text anywhere in the headers or body."},
          "since": {**DATE, "description": "Only messages received on or after this date, YYYY-MM-DD."},
          "before": {**DATE, "description": "Only messages received before this date, YYYY-MM-DD."},
          "unread": {"type": "boolean", "description": "true: only unread messages; false: only read ones."},
          "flagged": {"type": "boolean", "description": "true: only flagged (starred) messages; false: only unflagged ones."},
          "limit": {"type": "integer", "minimum": 1, "maximum": 100, "default": 20, "description": "At most this many messages (newest)."},
      }))
def search_messages(args: dict) -> str:
    criteria: list[str] = []
    non_ascii: list[tuple[str, str]] = []
    for field, key in (("from", "FROM"), ("to", "TO"), ("subject", "SUBJECT"), ("text", "TEXT")):
        if field in args:
            if args[field].isascii():
                criteria += [key, _quote(args[field])]
            else:
                non_ascii.append((key, args[field]))
    for field, key in (("since", "SINCE"), ("before", "BEFORE")):
        if field in args:
            criteria += [key, _imap_date(args[field], field)]
    if "unread" in args:
        criteria.append("UNSEEN" if args["unread"] else "SEEN")
    if "flagged" in args:
        criteria.append("FLAGGED" if args["flagged"] else "UNFLAGGED")
    settings = load_settings()
    with imap_session(settings) as connection:
        total = _select(connection, args["folder"], readonly=True)
        found = _search_uids(connection, criteria, non_ascii)
        newest = sorted(found, reverse=True)[: args["limit"]]
        summaries = _fetch_summaries(connection, newest)
    if not found:
        return f"No messages in {args['folder']} match ({total} messages in the folder)."
    shown = f"the newest {len(summaries)} of {len(found)}" if len(found) > len(summaries) else f"{len(found)}"
    return f"{shown} matching messages in {args['folder']}:\n" + "\n".join(map(_describe_summary, summaries))


@tool("read_message", title="Read Email",
      description="Read one message: its headers (from, to, cc, date, subject, message id), its text (the plain-text part, "
                  "or the HTML part as text) and the list of its attachments with type and size. It does not mark the message "
                  "read (use flag_messages). Use it after search_messages, with the folder and uid it gave.",
      schema=object_schema({
          "folder": FOLDER,
          "uid": UID,
          "max_chars": {"type": "integer", "minimum": 200, "maximum": MAX_MESSAGE_CHARS, "default": 20_000,
                        "description": "Cut the body text after this many characters."},
      }, ["uid"]))
def read_message(args: dict) -> str:
    settings = load_settings()
    with imap_session(settings) as connection:
        _select(connection, args["folder"], readonly=True)
        message, flags = _fetch_message(connection, args["uid"])
    lines = [f"{name}: {_header(message, name)}" for name in ("From", "Reply-To", "To", "Cc", "Date", "Subject", "Message-ID",
                                                                      "In-Reply-To", "References")
             if _header(message, name)]
    state = ["read" if "\\Seen" in flags else "unread"] + [label for flag, label in (("\\Flagged", "flagged"),
                                                                                    ("\\Answered", "answered")) if flag in flags]
    lines.append(f"Folder: {args['folder']} · uid {args['uid']} · {', '.join(state)}")
    files = attachments(message)
    lines.append(f"Attachments ({len(files)}):" if files else "Attachments: none")
    lines += [f"- {name} ({content_type}, {_size(size)})" for name, content_type, size in files]
    text = body_text(message)
    if len(text) > args["max_chars"]:
        text = text[: args["max_chars"]] + f"\n[… cut at {args['max_chars']} of {len(text)} characters]"
    return "\n".join(lines) + "\n\n" + (text or "(no text body)")


@tool("send_message", title="Send Email",
      description="Send a new email from the user's address, as plain text, to one or more recipients (with cc and bcc). "
                  "Only when the user asked to send it and agreed to its recipients, subject and text. To answer a message, "
                  "use reply_message instead so the reply stays in its thread.",
      schema=object_schema({
          "to": {**ADDRESSES, "minItems": 1, "description": "Recipients: name@example.com or \"Name <name@example.com>\"."},
          "cc": {**ADDRESSES, "default": [], "description": "Copy recipients, shown to everyone."},
          "bcc": {**ADDRESSES, "default": [], "description": "Hidden recipients: they get the message but are not in its headers."},
          "subject": {"type": "string", "maxLength": 998, "description": "The subject line."},
          "body": {"type": "string", "minLength": 1, "maxLength": 500_000, "description": "The message text (plain text)."},
      }, ["to", "subject", "body"]), read_only=False, idempotent=False)
def send_message(args: dict) -> str:
    settings = load_settings()
    to, cc, bcc = _addresses(args["to"], "to"), _addresses(args["cc"], "cc"), _addresses(args["bcc"], "bcc")
    message = compose(settings, to, cc, args["subject"], args["body"])
    smtp_send(settings, message, to + cc + bcc)
    hidden = f", bcc {len(bcc)}" if bcc else ""
    return f"Sent \"{args['subject']}\" to {', '.join(to + cc)}{hidden} (Message-ID {message['Message-ID']})."


def _reply_subject(subject: str) -> str:
    return subject if re.match(r"^\s*re\s*:", subject, re.IGNORECASE) else f"Re: {subject}".strip()


def _quoted(original: EmailMessage) -> str:
    quoted = "\n".join(f"> {line}" if line else ">" for line in body_text(original).splitlines())
    return f"\n\nOn {_header(original, 'Date') or 'an earlier date'}, {_header(original, 'From') or 'the sender'} wrote:\n{quoted}"


@tool("reply_message", title="Reply to Email",
      description="Reply to a message found with search_messages: to its sender (or its Reply-To), or with reply_all to everyone "
                  "on it, in the same thread (Re: subject, In-Reply-To and References), quoting the original below the text, "
                  "and mark the original answered. Only when the user asked to reply and agreed to the text.",
      schema=object_schema({
          "folder": FOLDER,
          "uid": UID,
          "body": {"type": "string", "minLength": 1, "maxLength": 500_000,
                   "description": "The reply text (plain text), without the quote."},
          "reply_all": {"type": "boolean", "default": False, "description": "Also send to the original's other To and Cc recipients."},
          "quote_original": {"type": "boolean", "default": True, "description": "Quote the original text below the reply."},
      }, ["uid", "body"]), read_only=False, idempotent=False)
def reply_message(args: dict) -> str:
    settings = load_settings()
    with imap_session(settings) as connection:
        _select(connection, args["folder"], readonly=True)
        original, _ = _fetch_message(connection, args["uid"])
    own = {settings.sender.lower(), settings.user.lower()}
    to = [value for value in [_header(original, "Reply-To") or _header(original, "From")] if value]
    to = [address for _, address in email.utils.getaddresses(to) if address]
    cc: list[str] = []
    if args["reply_all"]:
        others = email.utils.getaddresses([_header(original, "To"), _header(original, "Cc")])
        cc = [address for _, address in others if address and address.lower() not in own and address not in to]
    if not to:
        raise ToolError("The original message has no From or Reply-To address to reply to; use send_message with the address.")
    message_id = _header(original, "Message-ID")
    references = " ".join(part for part in (_header(original, "References"), message_id) if part)
    body = args["body"] + (_quoted(original) if args["quote_original"] else "")
    reply = compose(settings, _addresses(to, "to"), _addresses(cc, "cc"), _reply_subject(_header(original, "Subject")), body,
                    in_reply_to=message_id, references=references)
    smtp_send(settings, reply, to + cc)
    marked = ""
    with contextlib.suppress(ToolError), imap_session(settings) as connection:
        _select(connection, args["folder"], readonly=False)
        if connection.uid("STORE", str(args["uid"]), "+FLAGS.SILENT", "(\\Answered)")[0] == "OK":
            marked = " The original is marked answered."
    return f"Sent the reply \"{reply['Subject']}\" to {', '.join(to + cc)} (Message-ID {reply['Message-ID']}).{marked}"


def _uid_set(uids: list[int]) -> str:
    return ",".join(str(uid) for uid in sorted(set(uids)))


@tool("move_messages", title="Move Email",
      description="Move messages from one folder to another, e.g. to archive them, file them, or put them in the trash or junk "
                  "folder (list_folders shows the names and roles). Use it when the user asks to archive, file or delete mail.",
      schema=object_schema({
          "folder": FOLDER,
          "uids": UIDS,
          "destination": {"type": "string", "minLength": 1, "maxLength": 500,
                          "description": "The folder to move them to, as list_folders shows it."},
      }, ["uids", "destination"]), read_only=False, idempotent=False)
def move_messages(args: dict) -> str:
    if args["destination"] == args["folder"]:
        raise ToolError("The destination is the folder the messages are already in.")
    settings = load_settings()
    uid_set = _uid_set(args["uids"])
    with imap_session(settings) as connection:
        _select(connection, args["folder"], readonly=False)
        present = [int(uid) for uid in _text(_check(connection.uid("SEARCH", "UID", uid_set), "Finding the messages")[0] or b"").split()]
        if not present:
            raise ToolError(f"None of the uids {uid_set} is in {args['folder']}; search again for their uids.")
        target = _mailbox(args["destination"])
        present_set = _uid_set(present)
        left_marked = ""
        if "MOVE" in connection.capabilities:
            status, data = connection.uid("MOVE", present_set, target)
        else:  # RFC 3501 servers: copy, then mark the originals deleted
            status, data = connection.uid("COPY", present_set, target)
            if status == "OK":
                _check(connection.uid("STORE", present_set, "+FLAGS.SILENT", "(\\Deleted)"), "Marking the originals deleted")
                # A plain EXPUNGE would also remove every other message marked deleted in the folder: only UID EXPUNGE is safe.
                if "UIDPLUS" in connection.capabilities:
                    _check(connection.uid("EXPUNGE", present_set), "Removing the originals")
                else:
                    left_marked = " The server cannot remove only these, so the originals are marked deleted in the source folder."
        if status != "OK":
            detail = _text(data[0]) if data and data[0] else status
            raise ToolError(f"Moving to {args['destination']!r} failed ({detail}). Use list_folders to check the folder name.")
    missing = sorted(set(args["uids"]) - set(present))
    note = f" Not found (already moved or deleted?): {', '.join(map(str, missing))}." if missing else ""
    plural = "s" if len(present) != 1 else ""
    return f"Moved {len(present)} message{plural} from {args['folder']} to {args['destination']}.{note}{left_marked}"


@tool("flag_messages", title="Mark or Flag Email",
      description="Mark messages read or unread, and flag (star) or unflag them. Use it when the user asks to mark mail as "
                  "read, keep it unread, or flag it for follow-up.",
      schema=object_schema({
          "folder": FOLDER,
          "uids": UIDS,
          "read": {"type": "boolean", "description": "true: mark read; false: mark unread. Leave out to keep as is."},
          "flagged": {"type": "boolean", "description": "true: flag (star); false: remove the flag. Leave out to keep as is."},
      }, ["uids"]), read_only=False)
def flag_messages(args: dict) -> str:
    changes = [(flag, args[key]) for key, flag in (("read", "\\Seen"), ("flagged", "\\Flagged")) if key in args]
    if not changes:
        raise ToolError("Say what to change: read (true or false), flagged (true or false), or both.")
    settings = load_settings()
    uid_set = _uid_set(args["uids"])
    with imap_session(settings) as connection:
        _select(connection, args["folder"], readonly=False)
        present = _text(_check(connection.uid("SEARCH", "UID", uid_set), "Finding the messages")[0] or b"").split()
        if not present:
            raise ToolError(f"None of the uids {uid_set} is in {args['folder']}; search again for their uids.")
        for flag, on in changes:
            _check(connection.uid("STORE", ",".join(present), "+FLAGS.SILENT" if on else "-FLAGS.SILENT", f"({flag})"), "Changing flags")
    done = [("read" if on else "unread") if flag == "\\Seen" else ("flagged" if on else "unflagged") for flag, on in changes]
    return f"Marked {len(present)} message{'s' if len(present) != 1 else ''} in {args['folder']} {' and '.join(done)}."


if __name__ == "__main__":
    run(server)
