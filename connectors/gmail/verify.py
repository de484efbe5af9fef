#!/usr/bin/env python3
"""Verify the gmail connector: load the Google sign-in from GMAIL_CREDS_JSON, get an access token, call the Gmail API once.

Skald runs this before it saves an activation. Output convention: exactly one JSON object
{"ok", "message", "details"?} on stdout, exit code 0 if and only if ok. No credential or token is
ever printed. The same environment overrides as the server apply (GOOGLE_OAUTH_TOKEN_URL, GMAIL_API_BASE_URL).
"""

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the connector folder: Skald hashes what is there
# A token refresh and one API call must end well within the 20 s Skald allows verify.
os.environ.setdefault("SKALD_MCP_HTTP_TIMEOUT", "8")

from google_api import run_verify  # noqa: E402
from server import client  # noqa: E402  the same client, credential handling and errors the MCP server uses


def probe() -> dict:
    profile = client.json("GET", "/profile")
    return {"account": profile.get("emailAddress"), "messages": profile.get("messagesTotal")}


if __name__ == "__main__":
    sys.exit(run_verify(client, "Gmail API", probe))
