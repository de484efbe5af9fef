#!/usr/bin/env python3
"""Google Drive connector: search, read (Google Docs exported as text), upload, create folders, over MCP stdio.

The Google Drive API v3 (www.googleapis.com/drive/v3, uploads at /upload/drive/v3) with the
person's Google sign-in, delivered by Skald in DRIVE_CREDS_JSON (an authorized_user JSON;
google_api.py refreshes the access token). DRIVE_API_BASE_URL replaces https://www.googleapis.com
(for the tests).
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import sys
import uuid

sys.dont_write_bytecode = True  # no __pycache__ in the connector folder: Skald hashes what is there
from google_api import GoogleClient, counted, human_size, quote_id, text_window
from skald_mcp import Server, ToolError, env_url, object_schema, run

SERVICE = "Google Drive"
CREDENTIAL_VARIABLE = "DRIVE_CREDS_JSON"
API_ROOT = env_url("DRIVE_API_BASE_URL", "https://www.googleapis.com")
FILE_FIELDS = "id,name,mimeType,size,modifiedTime,owners(displayName,emailAddress),parents,webViewLink"
FOLDER_TYPE = "application/vnd.google-apps.folder"
# What a Google-native file is exported as to be read as text (files.export, at most 10 MB).
EXPORTS = {
    "application/vnd.google-apps.document": ("text/plain", "Google Doc"),
    "application/vnd.google-apps.spreadsheet": ("text/csv", "Google Sheet (first sheet, as CSV)"),
    "application/vnd.google-apps.presentation": ("text/plain", "Google Slides"),
    "application/vnd.google-apps.drawing": ("image/svg+xml", "Google Drawing (as SVG)"),
    "application/vnd.google-apps.script": ("application/vnd.google-apps.script+json", "Apps Script project"),
}
TEXT_TYPES = re.compile(r"^(text/|application/(json|xml|javascript|x-yaml|yaml|x-sh|sql|csv|x-ndjson|.*\+json|.*\+xml)$)")
MAX_DOWNLOAD_BYTES = 10 * 1024 * 1024
MAX_UPLOAD_BYTES = 5 * 1024 * 1024  # the multipart upload's limit
TYPES = {
    "document": "application/vnd.google-apps.document",
    "spreadsheet": "application/vnd.google-apps.spreadsheet",
    "presentation": "application/vnd.google-apps.presentation",
    "folder": FOLDER_TYPE,
    "pdf": "application/pdf",
}
CONVERSIONS = {"text/plain": TYPES["document"], "text/html": TYPES["document"], "text/markdown": TYPES["document"],
               "text/csv": TYPES["spreadsheet"]}

client = GoogleClient(SERVICE, CREDENTIAL_VARIABLE, API_ROOT + "/drive/v3")

server = Server(
    "drive",
    "1.0.0",
    title="Google Drive",
    instructions="The person's own Google Drive: find files, read them (Google Docs as text), upload files and create folders.",
)

FILE_ID = {"type": "string", "pattern": r"^[A-Za-z0-9_-]{5,200}$", "description": "A Drive file or folder id, as search_files shows it."}
FOLDER_ID = {**FILE_ID, "description": 'A folder id from search_files (type "folder"); "root" is My Drive.'}
FOLDER_ID["pattern"] = r"^([A-Za-z0-9_-]{5,200}|root)$"


def quoted(value: str) -> str:
    """A string literal of Drive's query language."""
    return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"


@server.tool(
    "search_files",
    title="Search Drive",
    description="Find files and folders in the person's Drive by words in their text (query), in their name, by type, or inside a "
    "folder; newest first. Use it to find a file before reading it, or to list a folder. Returns ids, names, types, sizes, dates "
    "and links.",
    schema=object_schema(
        {
            "query": {"type": "string", "maxLength": 500, "description": "Words to find in the files' content and name."},
            "name": {"type": "string", "maxLength": 500, "description": "Only files whose name contains this."},
            "type": {"type": "string", "enum": ["any", *TYPES, "image"], "default": "any", "description": "Only files of this kind."},
            "folder_id": {**FOLDER_ID, "description": 'Only files directly inside this folder ("root": the top of My Drive).'},
            "max_results": {"type": "integer", "minimum": 1, "maximum": 100, "default": 20, "description": "Maximum number of files."},
            "page_token": {"type": "string", "maxLength": 500, "description": "Continue a previous search (its answer gives the token)."},
        }
    ),
)
def search_files(args: dict) -> str:
    terms = ["trashed = false"]
    if args.get("query"):
        terms.append(f"fullText contains {quoted(args['query'])}")
    if args.get("name"):
        terms.append(f"name contains {quoted(args['name'])}")
    if args["type"] == "image":
        terms.append("mimeType contains 'image/'")
    elif args["type"] != "any":
        terms.append(f"mimeType = {quoted(TYPES[args['type']])}")
    if args.get("folder_id"):
        terms.append(f"{quoted(args['folder_id'])} in parents")
    params = {
        "q": " and ".join(terms),
        "pageSize": args["max_results"],
        "pageToken": args.get("page_token"),
        "fields": f"nextPageToken,incompleteSearch,files({FILE_FIELDS})",
        "supportsAllDrives": "true",
        "includeItemsFromAllDrives": "true",
        # Drive cannot sort a full-text search: it comes in relevance order.
        "orderBy": None if args.get("query") else "folder,modifiedTime desc",
    }
    listing = client.json("GET", "/files", params=params, not_found=f"No folder with id {args.get('folder_id')}")
    files = listing.get("files") or []
    if not files:
        return "No files match."
    lines = [f"{counted(len(files), 'file')}:"]
    lines += [f"{number}. {describe(entry)}" for number, entry in enumerate(files, 1)]
    if listing.get("incompleteSearch"):
        lines.append("(Drive searched only part of the files; narrow the search for complete results.)")
    if listing.get("nextPageToken"):
        lines.append(f'More files: call search_files again with page_token "{listing["nextPageToken"]}".')
    return "\n".join(lines)


def describe(entry: dict) -> str:
    mime = entry.get("mimeType", "")
    kind = "folder" if mime == FOLDER_TYPE else EXPORTS[mime][1] if mime in EXPORTS else mime
    facts = [f"id {entry.get('id')}", kind]
    if entry.get("size"):
        facts.append(human_size(int(entry["size"])))
    if entry.get("modifiedTime"):
        facts.append(f"modified {entry['modifiedTime'][:16].replace('T', ' ')} UTC")
    owners = ", ".join(owner.get("displayName") or owner.get("emailAddress", "") for owner in entry.get("owners") or [])
    if owners:
        facts.append(f"owner {owners}")
    line = f"{entry.get('name')} — {' · '.join(facts)}"
    return line + (f"\n   {entry['webViewLink']}" if entry.get("webViewLink") else "")


@server.tool(
    "read_file",
    title="Read Drive File",
    description="Read the text of a file: Google Docs and Slides as plain text, Google Sheets as CSV (first sheet), and text files (txt, "
    "Markdown, CSV, JSON, code) as they are. PDFs, images and other binary files are described, not shown. Use it after "
    "search_files to answer from a document's content.",
    schema=object_schema(
        {
            "file_id": FILE_ID,
            "max_chars": {
                "type": "integer", "minimum": 500, "maximum": 200_000, "default": 20_000, "description": "Maximum characters to return.",
            },
            "start": {"type": "integer", "minimum": 0, "default": 0, "description": "Character offset to continue a long file from."},
        },
        ["file_id"],
    ),
)
def read_file(args: dict) -> str:
    file_id = args["file_id"]
    missing = f"No file with id {file_id} (or it is not shared with you)"
    meta = client.json("GET", f"/files/{quote_id(file_id)}", params={"fields": FILE_FIELDS, "supportsAllDrives": "true"}, not_found=missing)
    mime = meta.get("mimeType", "")
    header = describe(meta)
    if mime == FOLDER_TYPE:
        return f"{header}\nThis is a folder: list it with search_files and folder_id {file_id}."
    if mime in EXPORTS:
        export_type = EXPORTS[mime][0]
        response = client.request("GET", f"/files/{quote_id(file_id)}/export", params={"mimeType": export_type}, not_found=missing)
    elif mime.startswith("application/vnd.google-apps."):
        return f"{header}\nThis kind of Google file ({mime}) has no text export; open it with the link."
    elif not TEXT_TYPES.match(mime):
        return f"{header}\nThis is a binary file ({mime}); its content cannot be shown as text. Open it with the link."
    elif int(meta.get("size") or 0) > MAX_DOWNLOAD_BYTES:
        return f"{header}\nThe file is larger than {MAX_DOWNLOAD_BYTES // (1024 * 1024)} MB; open it with the link."
    else:
        media = {"alt": "media", "supportsAllDrives": "true"}
        response = client.request("GET", f"/files/{quote_id(file_id)}", params=media, not_found=missing)
    text = response.body.decode("utf-8", errors="replace").lstrip("\ufeff").replace("\r\n", "\n")
    window, note = text_window(text, args["start"], args["max_chars"], "read_file")
    return f"{header}\n\n{window or '(empty file)'}" + (f"\n\n{note}" if note else "")


@server.tool(
    "upload_file",
    title="Upload to Drive",
    description="Create a new file in the person's Drive from text (content) or from bytes (content_base64), at most 5 MB, optionally "
    "in a folder and optionally converted to a Google Doc or Sheet. Use it to save something the person asked to keep in Drive.",
    schema=object_schema(
        {
            "name": {
                "type": "string", "minLength": 1, "maxLength": 255, "pattern": r"^[^\r\n/]+$", "description": 'File name, e.g. "notes.md".',
            },
            "content": {"type": "string", "maxLength": MAX_UPLOAD_BYTES, "description": "The file's text (UTF-8)."},
            "content_base64": {"type": "string", "maxLength": MAX_UPLOAD_BYTES * 4 // 3 + 4, "description": "The bytes, in base64."},
            "mime_type": {
                "type": "string", "pattern": r"^[\w.+-]+/[\w.+-]+$",
                "description": "Media type of the content; default text/plain for content, application/octet-stream for content_base64.",
            },
            "folder_id": {**FOLDER_ID, "description": "Folder to put it in (default: the top of My Drive)."},
            "convert": {
                "type": "boolean", "default": False,
                "description": "Convert to a Google Doc (text, HTML, Markdown) or Google Sheet (CSV), to edit it in Google's editors.",
            },
        },
        ["name"],
    ),
    read_only=False,
    idempotent=False,
)
def upload_file(args: dict) -> str:
    if ("content" in args) == ("content_base64" in args):
        raise ToolError("Give exactly one of content (text) or content_base64 (bytes).")
    if "content" in args:
        data, mime = args["content"].encode("utf-8"), args.get("mime_type", "text/plain")
    else:
        try:
            data = base64.b64decode(args["content_base64"], validate=True)
        except (binascii.Error, ValueError):
            raise ToolError("content_base64 is not valid base64.") from None
        mime = args.get("mime_type", "application/octet-stream")
    if len(data) > MAX_UPLOAD_BYTES:
        raise ToolError(f"The file is {human_size(len(data))}; uploads through this connector are limited to 5 MB.")
    metadata: dict = {"name": args["name"]}
    if args.get("folder_id"):
        metadata["parents"] = [args["folder_id"]]
    if args["convert"]:
        if mime not in CONVERSIONS:
            raise ToolError(f"{mime} cannot be converted; convert works for {', '.join(CONVERSIONS)}.")
        metadata["mimeType"] = CONVERSIONS[mime]
    boundary = f"skald-{uuid.uuid4().hex}"
    body = b"".join([
        f"--{boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n".encode("ascii"),
        json.dumps(metadata).encode("utf-8"),
        f"\r\n--{boundary}\r\nContent-Type: {mime}\r\n\r\n".encode("ascii"),
        data,
        f"\r\n--{boundary}--\r\n".encode("ascii"),
    ])
    response = client.request(
        "POST", "/files", base_url=API_ROOT + "/upload/drive/v3",
        params={"uploadType": "multipart", "fields": FILE_FIELDS, "supportsAllDrives": "true"},
        data=body, headers={"Content-Type": f"multipart/related; boundary={boundary}"},
        not_found=f"No folder with id {args.get('folder_id')}",
    )
    created = json.loads(response.body.decode("utf-8"))
    return f"Uploaded {human_size(len(data))}:\n{describe(created)}"


@server.tool(
    "create_folder",
    title="Create Drive Folder",
    description="Create a folder in the person's Drive, at the top or inside another folder. Use it to organize files the person "
    "will upload or move there.",
    schema=object_schema(
        {
            "name": {"type": "string", "minLength": 1, "maxLength": 255, "pattern": r"^[^\r\n/]+$", "description": "Folder name."},
            "parent_id": {**FOLDER_ID, "description": "Folder to create it in (default: the top of My Drive)."},
        },
        ["name"],
    ),
    read_only=False,
    idempotent=False,
)
def create_folder(args: dict) -> str:
    metadata: dict = {"name": args["name"], "mimeType": FOLDER_TYPE}
    if args.get("parent_id"):
        metadata["parents"] = [args["parent_id"]]
    folder = client.json(
        "POST", "/files", params={"fields": FILE_FIELDS, "supportsAllDrives": "true"}, json_body=metadata,
        not_found=f"No folder with id {args.get('parent_id')}",
    )
    return f"Created folder:\n{describe(folder)}"


if __name__ == "__main__":
    run(server)
