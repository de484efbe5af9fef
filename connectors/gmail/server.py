#!/usr/bin/env python3
"""Gmail connector: search, read, send, reply, drafts, labels, archive and mark read, over MCP stdio.

The Gmail API v1 (gmail.googleapis.com) with the person's Google sign-in, delivered by Skald in
GMAIL_CREDS_JSON (an authorized_user JSON; google_api.py refreshes the access token). Messages are
read in the raw RFC 5322 form and decoded with Python's email package, so every charset, transfer
encoding and attachment is handled the way a mail client does; messages sent are built the same way.
GMAIL_API_BASE_URL replaces https://gmail.googleapis.com (for the tests).
"""

from __future__ import annotations

import base64
import concurrent.futures
import email
import email.policy
import email.utils
import html
import re
import sys
import time
from email.header import decode_header, make_header
from email.message import EmailMessage
from html.parser import HTMLParser

sys.dont_write_bytecode = True  # no __pycache__ in the connector folder: Skald hashes what is there
from google_api import GoogleClient, counted, human_size, quote_id, text_window
from skald_mcp import Server, ToolError, env_url, object_schema, run

SERVICE = "Gmail"
CREDENTIAL_VARIABLE = "GMAIL_CREDS_JSON"
API_ROOT = "/gmail/v1/users/me"
LABEL_CACHE_SECS = 300
MAX_BODY_CHARS = 200_000

client = GoogleClient(SERVICE, CREDENTIAL_VARIABLE, env_url("GMAIL_API_BASE_URL", "https://gmail.googleapis.com") + API_ROOT)

server = Server(
    "gmail",
    "1.0.0",
    title="Gmail",
    instructions="The person's own Gmail mailbox: search and read mail, send and reply, drafts, labels, archive and mark read.",
)

ADDRESS = {
    "type": "string", "minLength": 3, "maxLength": 320, "pattern": r"^[^\r\n]*@[^\r\n]*$",
    "description": 'An e-mail address, optionally with a name: "Ana Lima <ana@example.com>".',
}
ADDRESSES = {"type": "array", "items": ADDRESS, "maxItems": 100}
SUBJECT = {"type": "string", "maxLength": 998, "pattern": r"^[^\r\n]*$", "description": "Subject line."}
BODY = {"type": "string", "maxLength": 500_000, "description": "Plain-text body. Lines are kept as written."}
HTML_BODY = {
    "type": "string", "maxLength": 1_000_000,
    "description": "Optional HTML version of the body, sent as a multipart/alternative beside the plain text.",
}
MESSAGE_ID = {"type": "string", "pattern": r"^[A-Za-z0-9_-]{6,64}$", "description": "A Gmail message id, as search_messages returns it."}
THREAD_ID = {"type": "string", "pattern": r"^[A-Za-z0-9_-]{6,64}$", "description": "A Gmail thread id, as search_messages returns it."}
LABEL = {
    "type": "string", "minLength": 1, "maxLength": 225,
    "description": "A label name (case-insensitive) or id: INBOX, UNREAD, STARRED, IMPORTANT, SPAM, TRASH or your own.",
}
TARGETS = {
    "message_ids": {"type": "array", "items": MESSAGE_ID, "minItems": 1, "maxItems": 1000, "description": "Messages to change."},
    "thread_ids": {
        "type": "array", "items": THREAD_ID, "minItems": 1, "maxItems": 100,
        "description": "Whole conversations to change (every message in them).",
    },
}
WINDOW = {
    "max_chars": {
        "type": "integer", "minimum": 500, "maximum": MAX_BODY_CHARS, "default": 20_000,
        "description": "Maximum characters of text to return.",
    },
    "start": {
        "type": "integer", "minimum": 0, "default": 0,
        "description": "Character offset to continue a long text from (the previous answer says which).",
    },
}


# ---------------------------------------------------------------- reading


@server.tool(
    "search_messages",
    title="Search Mail",
    description="Search the mailbox with Gmail's search syntax (from:, to:, subject:, is:unread, has:attachment, label:, after:2026/11/01, "
    "newer_than:7d, plain words). Use it to find mail before reading, replying or changing it; an empty query lists the newest mail. "
    "Returns ids, sender, subject, date, labels and a snippet for each match.",
    schema=object_schema(
        {
            "query": {
                "type": "string", "maxLength": 2000, "default": "",
                "description": 'Gmail search query, e.g. "from:ana@example.com is:unread newer_than:30d".',
            },
            "max_results": {"type": "integer", "minimum": 1, "maximum": 50, "default": 10, "description": "Maximum number of messages."},
            "page_token": {"type": "string", "maxLength": 200, "description": "Continue a previous search (its answer gives the token)."},
            "include_spam_trash": {"type": "boolean", "default": False, "description": "Also search Spam and Trash."},
        }
    ),
)
def search_messages(args: dict) -> str:
    listing = client.json("GET", "/messages", params={
        "q": args["query"] or None,
        "maxResults": args["max_results"],
        "pageToken": args.get("page_token"),
        "includeSpamTrash": "true" if args["include_spam_trash"] else None,
    })
    ids = [item["id"] for item in listing.get("messages") or []]
    what = f'for "{args["query"]}"' if args["query"] else "in the mailbox"
    if not ids:
        return f"No messages {what}."
    messages = fetch_all(lambda message_id: get_metadata(message_id, ("From", "To", "Subject", "Date")), ids)
    labels = label_names()
    estimate = listing.get("resultSizeEstimate", len(ids))
    lines = [f"{counted(len(ids), 'message')} {what} (about {estimate} in all), newest first:"]
    for number, message in enumerate(messages, 1):
        headers = header_map(message)
        lines.append(f"{number}. id {message['id']} · thread {message.get('threadId', '')} · {headers.get('date', '(no date)')}")
        lines.append(f"   From: {headers.get('from', '(unknown)')}")
        lines.append(f"   Subject: {headers.get('subject') or '(no subject)'}")
        if message.get("labelIds"):
            lines.append(f"   Labels: {', '.join(labels.get(label, label) for label in message['labelIds'])}")
        if message.get("snippet"):
            lines.append(f"   {unescape(message['snippet'])}")
    if listing.get("nextPageToken"):
        lines.append(f'More results: call search_messages again with page_token "{listing["nextPageToken"]}".')
    return "\n".join(lines)


@server.tool(
    "read_message",
    title="Read Email",
    description="Read one message in full: sender, recipients, date, subject, labels, the text of the body (HTML-only mail converted "
    "to text) and the attachments it carries. Use it after search_messages when the snippet is not enough.",
    schema=object_schema({"message_id": MESSAGE_ID, **WINDOW}, ["message_id"]),
)
def read_message(args: dict) -> str:
    text = render_message(get_raw(args["message_id"]), label_names())
    window, note = text_window(text, args["start"], args["max_chars"], "read_message")
    return window + (f"\n\n{note}" if note else "")


@server.tool(
    "read_thread",
    title="Read Conversation",
    description="Read a whole conversation (thread), oldest message first, each with its headers, body text and attachments. "
    "Use it to follow a discussion or before replying to one.",
    schema=object_schema(
        {
            "thread_id": THREAD_ID,
            "max_messages": {
                "type": "integer", "minimum": 1, "maximum": 50, "default": 20,
                "description": "Only the latest this many messages of a long thread.",
            },
            **WINDOW,
        },
        ["thread_id"],
    ),
)
def read_thread(args: dict) -> str:
    thread_id = args["thread_id"]
    thread = client.json("GET", f"/threads/{quote_id(thread_id)}", params={"format": "minimal"}, not_found=f"No thread with id {thread_id}")
    ids = [message["id"] for message in thread.get("messages") or []]
    shown = ids[-args["max_messages"]:]
    labels = label_names()
    parts = [f"Thread {thread_id}: {counted(len(ids), 'message')}" + (f", the latest {len(shown)} shown" if len(shown) < len(ids) else "")]
    for number, message in enumerate(fetch_all(get_raw, shown), len(ids) - len(shown) + 1):
        parts.append(f"--- Message {number} of {len(ids)} ---\n{render_message(message, labels)}")
    window, note = text_window("\n\n".join(parts), args["start"], args["max_chars"], "read_thread")
    return window + (f"\n\n{note}" if note else "")


def get_raw(message_id: str) -> dict:
    return client.json("GET", f"/messages/{quote_id(message_id)}", params={"format": "raw"}, not_found=f"No message with id {message_id}")


def get_metadata(message_id: str, headers: tuple[str, ...]) -> dict:
    return client.json(
        "GET", f"/messages/{quote_id(message_id)}", params={"format": "metadata", "metadataHeaders": list(headers)},
        not_found=f"No message with id {message_id}",
    )


def fetch_all(fetch, ids: list[str]) -> list:
    with concurrent.futures.ThreadPoolExecutor(max_workers=6) as pool:
        return list(pool.map(fetch, ids))


def header_map(message: dict) -> dict[str, str]:
    return {header["name"].lower(): decoded(header.get("value", "")) for header in (message.get("payload") or {}).get("headers", [])}


def decoded(value: str) -> str:
    """A header value with any RFC 2047 encoded words decoded."""
    try:
        return str(make_header(decode_header(value)))
    except (ValueError, LookupError, UnicodeDecodeError):
        return value


def unescape(snippet: str) -> str:
    return html.unescape(snippet)  # Gmail snippets carry HTML entities (&#39;)


def parse_raw(message: dict) -> EmailMessage:
    raw = message.get("raw") or ""
    data = base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4))
    return email.message_from_bytes(data, policy=email.policy.default)  # type: ignore[return-value]


def render_message(message: dict, labels: dict[str, str]) -> str:
    parsed = parse_raw(message)
    lines = [f"Message {message.get('id')} (thread {message.get('threadId')})"]
    for name in ("From", "Reply-To", "To", "Cc", "Date", "Subject"):
        if parsed[name] is not None:
            lines.append(f"{name}: {parsed[name]}")
    if message.get("labelIds"):
        lines.append(f"Labels: {', '.join(labels.get(label, label) for label in message['labelIds'])}")
    attachments = list_attachments(parsed)
    if attachments:
        lines.append(f"Attachments ({len(attachments)}):")
        lines.extend(f"- {attachment}" for attachment in attachments)
    lines.append("")
    lines.append(body_text(parsed) or "(no text body)")
    return "\n".join(lines)


def body_text(parsed: EmailMessage) -> str:
    part = parsed.get_body(preferencelist=("plain", "html"))
    if part is None:
        return ""
    try:
        content = part.get_content()
    except (LookupError, ValueError, KeyError):
        payload = part.get_payload(decode=True) or b""
        content = payload.decode("utf-8", errors="replace")
    if not isinstance(content, str):
        return ""
    if part.get_content_subtype() == "html":
        content = html_to_text(content)
    return content.replace("\r\n", "\n").strip()


def list_attachments(parsed: EmailMessage) -> list[str]:
    found = []
    for part in parsed.walk():
        filename = part.get_filename()
        if part.is_multipart() or not (filename or part.get_content_disposition() == "attachment"):
            continue
        size = len(part.get_payload(decode=True) or b"")
        found.append(f"{filename or '(unnamed)'} ({part.get_content_type()}, {human_size(size)})")
    return found


class _HtmlText(HTMLParser):
    SKIP = {"script", "style", "head", "title", "template"}
    BREAKS = {"br", "p", "div", "tr", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "table", "ul", "ol", "hr"}

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.out: list[str] = []
        self.skipping = 0
        self.href: str | None = None

    def handle_starttag(self, tag, attrs):
        if tag in self.SKIP:
            self.skipping += 1
        elif tag in self.BREAKS:
            self.out.append("\n")
            if tag == "li":
                self.out.append("- ")
        elif tag == "a":
            self.href = dict(attrs).get("href")

    def handle_endtag(self, tag):
        if tag in self.SKIP:
            self.skipping = max(0, self.skipping - 1)
        elif tag in self.BREAKS:
            self.out.append("\n")
        elif tag == "a" and self.href:
            if self.href.startswith(("http://", "https://", "mailto:")):
                self.out.append(f" ({self.href})")
            self.href = None

    def handle_data(self, data):
        if not self.skipping:
            self.out.append(re.sub(r"\s+", " ", data))


def html_to_text(markup: str) -> str:
    parser = _HtmlText()
    parser.feed(markup)
    parser.close()
    lines = [line.strip() for line in "".join(parser.out).split("\n")]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()


# ---------------------------------------------------------------- writing


_profile: dict = {}


def own_address() -> str:
    if "emailAddress" not in _profile:
        _profile.update(client.json("GET", "/profile"))
    return _profile.get("emailAddress", "")


def compose(args: dict, reply_to: dict | None = None, reply_all: bool = False) -> dict:
    """The Gmail API message body {raw, threadId?}: a complete RFC 5322 message, base64url-encoded."""
    sender = own_address()
    to, cc, bcc = list(args.get("to") or []), list(args.get("cc") or []), list(args.get("bcc") or [])
    subject = args.get("subject")
    message = EmailMessage(policy=email.policy.SMTP)
    body: dict = {}
    if reply_to is not None:
        original = header_map(reply_to)
        if not to:
            to, extra_cc = reply_recipients(original, sender, reply_all)
            cc = cc + [address for address in extra_cc if address.lower() not in {a.lower() for a in cc}]
        if subject is None:
            old = original.get("subject", "")
            subject = old if re.match(r"^\s*re\s*:", old, re.I) else f"Re: {old}".rstrip()
        message_id = original.get("message-id")
        if message_id:
            message["In-Reply-To"] = message_id
            message["References"] = " ".join(filter(None, [original.get("references", ""), message_id]))
        body["threadId"] = reply_to.get("threadId")
    if not to:
        raise ToolError("Give at least one recipient in to.")
    try:
        if sender:
            message["From"] = sender
        message["To"] = ", ".join(to)
        if cc:
            message["Cc"] = ", ".join(cc)
        if bcc:
            message["Bcc"] = ", ".join(bcc)  # Gmail delivers to Bcc and removes the header from what others see
        message["Subject"] = subject or ""
        message["Date"] = email.utils.formatdate(usegmt=True)
        message["Message-ID"] = email.utils.make_msgid(domain=sender.rsplit("@", 1)[-1] if "@" in sender else "mail.gmail.com")
        message.set_content(args.get("body") or "")
        if args.get("html_body"):
            message.add_alternative(args["html_body"], subtype="html")
    except (ValueError, TypeError) as error:
        raise ToolError(f"The message could not be built: {error}") from None
    body["raw"] = base64.urlsafe_b64encode(message.as_bytes()).decode("ascii")
    return {key: value for key, value in body.items() if value}


def reply_recipients(original: dict[str, str], sender: str, reply_all: bool) -> tuple[list[str], list[str]]:
    """To and Cc of a reply: the author (Reply-To first); with reply_all everyone else, never oneself twice."""
    own = sender.lower()
    to = [entry for entry in split_addresses(original.get("reply-to") or original.get("from", "")) if address_of(entry) != own]
    if not to:  # replying to one's own message: it goes to the people it went to
        to = [entry for entry in split_addresses(original.get("to", "")) if address_of(entry) != own]
    if not reply_all:
        return to, []
    seen = {address_of(entry) for entry in to} | {own}
    cc = []
    for entry in split_addresses(original.get("to", "")) + split_addresses(original.get("cc", "")):
        if address_of(entry) not in seen:
            seen.add(address_of(entry))
            cc.append(entry)
    return to, cc


def address_of(entry: str) -> str:
    return email.utils.parseaddr(entry)[1].lower()


def split_addresses(value: str) -> list[str]:
    return [f"{name} <{address}>" if name else address for name, address in email.utils.getaddresses([value]) if address]


def reply_headers(message_id: str) -> dict:
    return get_metadata(message_id, ("From", "To", "Cc", "Reply-To", "Subject", "Message-ID", "References"))


def sent_summary(what: str, sent: dict, message: dict) -> str:
    raw = base64.urlsafe_b64decode(message["raw"] + "=" * (-len(message["raw"]) % 4))
    parsed = email.message_from_bytes(raw, policy=email.policy.default)
    recipients = ", ".join(str(parsed[name]) for name in ("To", "Cc") if parsed[name])
    return f'{what} "{parsed["Subject"]}" to {recipients}. Message id {sent.get("id")}, thread {sent.get("threadId")}.'


COMPOSE_FIELDS = {
    "to": {**ADDRESSES, "minItems": 1, "description": "Recipients."},
    "cc": {**ADDRESSES, "description": "Copy recipients."},
    "bcc": {**ADDRESSES, "description": "Blind-copy recipients (hidden from the others)."},
    "subject": SUBJECT,
    "body": BODY,
    "html_body": HTML_BODY,
}


@server.tool(
    "send_message",
    title="Send Email",
    description="Send a new e-mail from the person's Gmail address. Use it only when the person asked to send, with the exact recipients "
    "and text agreed; to answer a message use reply_to_message, to prepare without sending use create_draft.",
    schema=object_schema(COMPOSE_FIELDS, ["to", "subject", "body"]),
    read_only=False,
    idempotent=False,
)
def send_message(args: dict) -> str:
    message = compose(args)
    sent = client.json("POST", "/messages/send", json_body=message)
    return sent_summary("Sent", sent, message)


@server.tool(
    "reply_to_message",
    title="Reply to Email",
    description="Reply to a message in its conversation: to its sender (or everyone with reply_all), subject \"Re: …\", with the "
    "threading headers so every mail client shows it in the same thread. Use it to answer mail the person received.",
    schema=object_schema(
        {
            "message_id": {**MESSAGE_ID, "description": "The message being answered."},
            "body": BODY,
            "html_body": HTML_BODY,
            "reply_all": {"type": "boolean", "default": False, "description": "Also reply to everyone else in To and Cc of the original."},
            "cc": {**ADDRESSES, "description": "Extra copy recipients."},
        },
        ["message_id", "body"],
    ),
    read_only=False,
    idempotent=False,
)
def reply_to_message(args: dict) -> str:
    original = reply_headers(args["message_id"])
    message = compose(args, reply_to=original, reply_all=args["reply_all"])
    sent = client.json("POST", "/messages/send", json_body=message)
    return sent_summary("Replied with", sent, message)


# ---------------------------------------------------------------- drafts


@server.tool(
    "create_draft",
    title="Create Draft",
    description="Save an e-mail as a draft without sending it, new or as a reply (reply_to_message_id). Use it when the person wants to "
    "review or finish the mail in Gmail first; send it later with send_draft.",
    schema=object_schema(
        {
            **{name: field for name, field in COMPOSE_FIELDS.items() if name != "to"},
            "to": {**ADDRESSES, "description": "Recipients; for a reply they default to the sender of the original."},
            "subject": {**SUBJECT, "description": 'Subject line; for a reply it defaults to "Re: " and the original subject.'},
            "reply_to_message_id": {**MESSAGE_ID, "description": "Make the draft a reply to this message, in its thread."},
            "reply_all": {"type": "boolean", "default": False, "description": "For a reply: also to everyone in To and Cc of the first."},
        },
        ["body"],
    ),
    read_only=False,
    idempotent=False,
)
def create_draft(args: dict) -> str:
    original = reply_headers(args["reply_to_message_id"]) if args.get("reply_to_message_id") else None
    if original is None and args.get("subject") is None:
        raise ToolError("Give a subject for a new draft (or reply_to_message_id to draft a reply).")
    message = compose(args, reply_to=original, reply_all=args["reply_all"])
    draft = client.json("POST", "/drafts", json_body={"message": message})
    return sent_summary(f"Saved draft {draft.get('id')}:", draft.get("message") or {}, message)


@server.tool(
    "list_drafts",
    title="List Drafts",
    description="List the drafts in the mailbox with their id, recipients and subject. Use it to find a draft to send or delete.",
    schema=object_schema({"max_results": {"type": "integer", "minimum": 1, "maximum": 50, "default": 20, "description": "How many."}}),
)
def list_drafts(args: dict) -> str:
    drafts = client.json("GET", "/drafts", params={"maxResults": args["max_results"]}).get("drafts") or []
    if not drafts:
        return "There are no drafts."
    details = fetch_all(
        lambda draft_id: client.json("GET", f"/drafts/{quote_id(draft_id)}", params={"format": "metadata"}, not_found="No such draft"),
        [draft["id"] for draft in drafts],
    )
    lines = [f"{counted(len(drafts), 'draft')}:"]
    for number, draft in enumerate(details, 1):
        headers = header_map(draft.get("message") or {})
        to, subject = headers.get("to") or "(nobody yet)", headers.get("subject") or "(no subject)"
        lines.append(f"{number}. draft {draft['id']} · to {to} · {subject}")
        snippet = (draft.get("message") or {}).get("snippet")
        if snippet:
            lines.append(f"   {unescape(snippet)}")
    return "\n".join(lines)


DRAFT_ID = {"type": "string", "pattern": r"^[A-Za-z0-9_-]{1,64}$", "description": "A draft id, as list_drafts or create_draft gives it."}


@server.tool(
    "send_draft",
    title="Send Draft",
    description="Send a draft as it is saved. Use it when the person confirms a draft is ready to go.",
    schema=object_schema({"draft_id": DRAFT_ID}, ["draft_id"]),
    read_only=False,
    idempotent=False,
)
def send_draft(args: dict) -> str:
    sent = client.json("POST", "/drafts/send", json_body={"id": args["draft_id"]}, not_found=f"No draft with id {args['draft_id']}")
    return f"Sent draft {args['draft_id']}: message id {sent.get('id')}, thread {sent.get('threadId')}."


@server.tool(
    "delete_draft",
    title="Delete Draft",
    description="Delete a draft for good (it does not go to Trash). Use it only when the person asks to throw a draft away.",
    schema=object_schema({"draft_id": DRAFT_ID}, ["draft_id"]),
    read_only=False,
    destructive=True,
)
def delete_draft(args: dict) -> str:
    client.request("DELETE", f"/drafts/{quote_id(args['draft_id'])}", not_found=f"No draft with id {args['draft_id']}")
    return f"Deleted draft {args['draft_id']}."


# ---------------------------------------------------------------- labels


# "at" is when the names were read (time.monotonic()); None: never, or stale since a label was created. Not 0: the
# monotonic clock counts from the machine's boot, and a container on a host booted minutes ago reads less than the cache's age.
_labels: dict = {"at": None, "names": {}}


def label_names() -> dict[str, str]:
    """Label id → name, cached for a few minutes (system labels are their own names)."""
    if _labels["at"] is None or time.monotonic() - _labels["at"] > LABEL_CACHE_SECS:
        listing = client.json("GET", "/labels").get("labels") or []
        _labels["names"] = {label["id"]: label.get("name", label["id"]) for label in listing}
        _labels["at"] = time.monotonic()
    return _labels["names"]


def label_ids(wanted: list[str]) -> list[str]:
    names = label_names()
    by_name = {name.lower(): label_id for label_id, name in names.items()}
    ids, unknown = [], []
    for label in wanted:
        if label in names:
            ids.append(label)
        elif label.lower() in by_name:
            ids.append(by_name[label.lower()])
        else:
            unknown.append(label)
    if unknown:
        existing = ", ".join(sorted(names.values(), key=str.lower))
        raise ToolError(f"No label named {', '.join(unknown)}. Existing labels: {existing}. Create one with create_label.")
    return ids


@server.tool(
    "list_labels",
    title="List Labels",
    description="List the mailbox's labels (system ones such as INBOX, UNREAD, STARRED, and the person's own) with their ids. "
    "Use it to know which labels exist before labelling or searching with label:.",
    schema=object_schema({}),
)
def list_labels(args: dict) -> str:
    listing = client.json("GET", "/labels").get("labels") or []
    _labels.update(at=time.monotonic(), names={label["id"]: label.get("name", label["id"]) for label in listing})
    own = sorted((label for label in listing if label.get("type") == "user"), key=lambda label: label.get("name", "").lower())
    system = [label for label in listing if label.get("type") != "user"]
    lines = [f"{counted(len(own), 'label')} of your own:"]
    lines += [f"- {label.get('name')} (id {label['id']})" for label in own] or ["- (none)"]
    lines.append("System labels: " + ", ".join(label["id"] for label in system))
    return "\n".join(lines)


@server.tool(
    "create_label",
    title="Create Label",
    description="Create a new label (nested labels use a slash: \"Projects/Skald\"). Use it when the person wants to file mail under a "
    "label that does not exist yet.",
    schema=object_schema(
        {"name": {"type": "string", "minLength": 1, "maxLength": 225, "pattern": r"^[^\r\n]*\S[^\r\n]*$", "description": "Its name."}},
        ["name"],
    ),
    read_only=False,
    idempotent=False,
)
def create_label(args: dict) -> str:
    wanted = {"name": args["name"].strip(), "labelListVisibility": "labelShow", "messageListVisibility": "show"}
    label = client.json("POST", "/labels", json_body=wanted)
    _labels["at"] = None
    return f'Created label "{label.get("name")}" (id {label.get("id")}).'


def apply_labels(args: dict, add: list[str], remove: list[str], done: str) -> str:
    messages, threads = args.get("message_ids") or [], args.get("thread_ids") or []
    if not messages and not threads:
        raise ToolError("Give message_ids or thread_ids.")
    change = {"addLabelIds": add, "removeLabelIds": remove}
    if messages:
        client.request("POST", "/messages/batchModify", json_body={"ids": messages, **change}, not_found="A message does not exist")
    for thread_id in threads:
        client.json("POST", f"/threads/{quote_id(thread_id)}/modify", json_body=change, not_found=f"No thread with id {thread_id}")
    changed = [counted(len(messages), "message") if messages else "", counted(len(threads), "thread") if threads else ""]
    return f"{done} {' and '.join(filter(None, changed))}."


@server.tool(
    "modify_labels",
    title="Label Email",
    description="Add labels to and remove labels from messages or whole threads (by name or id). Use it to file, star (STARRED), mark "
    "important, or move mail to Spam/Trash; for the common cases archive and mark_read are simpler.",
    schema=object_schema(
        {
            **TARGETS,
            "add": {"type": "array", "items": LABEL, "maxItems": 20, "default": [], "description": "Labels to add."},
            "remove": {"type": "array", "items": LABEL, "maxItems": 20, "default": [], "description": "Labels to remove."},
        }
    ),
    read_only=False,
)
def modify_labels(args: dict) -> str:
    if not args["add"] and not args["remove"]:
        raise ToolError("Give labels to add or to remove.")
    add, remove = label_ids(args["add"]), label_ids(args["remove"])
    added, removed = ", ".join(args["add"]) or "nothing", ", ".join(args["remove"]) or "nothing"
    return apply_labels(args, add, remove, f"Added {added} and removed {removed} on")


@server.tool(
    "archive",
    title="Archive Email",
    description="Archive messages or threads: take them out of the inbox without deleting them (they stay in All Mail and in search). "
    "Use it when the person is done with mail.",
    schema=object_schema(TARGETS),
    read_only=False,
)
def archive(args: dict) -> str:
    return apply_labels(args, [], ["INBOX"], "Archived")


@server.tool(
    "mark_read",
    title="Mark as Read",
    description="Mark messages or threads as read, or as unread again with read=false. Use it after the person has dealt with mail, or "
    "to flag it for later.",
    schema=object_schema({**TARGETS, "read": {"type": "boolean", "default": True, "description": "true: mark read; false: mark unread."}}),
    read_only=False,
)
def mark_read(args: dict) -> str:
    if args["read"]:
        return apply_labels(args, [], ["UNREAD"], "Marked as read:")
    return apply_labels(args, ["UNREAD"], [], "Marked as unread:")


if __name__ == "__main__":
    run(server)
