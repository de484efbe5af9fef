#!/usr/bin/env python3
"""Verify the email connector: log in to the IMAP server and to the SMTP server with the form's settings.

Skald runs this before it saves an activation. Output convention: exactly one JSON object
{"ok", "message", "details"?} on stdout, exit code 0 if and only if ok. Both logins are tried,
so one run says which side is wrong. The password is never printed. It connects exactly as the
server does (same TLS rules, EMAIL_CA_FILE included), with the server's own code.
"""

import json
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the connector folder: Skald hashes what is there
# Two logins must end well within the 20 s Skald allows verify.
os.environ.setdefault("SKALD_MCP_HTTP_TIMEOUT", "8")

import server  # noqa: E402  (after the timeout is set: the runtime reads it on import)
from skald_mcp import ToolError  # noqa: E402


def check(login) -> tuple:
    try:
        return True, login()
    except ToolError as error:
        return False, str(error)
    except Exception as error:  # a bug of ours must still give one JSON line
        return False, f"unexpected {type(error).__name__}: {error}"


def imap_login(settings) -> str:
    with server.imap_session(settings):
        return f"logged in to {settings.imap.host}:{settings.imap.port} ({settings.imap.security})"


def smtp_login(settings) -> str:
    with server.smtp_session(settings):
        return f"logged in to {settings.smtp.host}:{settings.smtp.port} ({settings.smtp.security})"


def main() -> int:
    try:
        settings = server.load_settings()
    except ToolError as error:
        return report(False, str(error), {}, os.environ.get("EMAIL_PASSWORD", ""))
    imap_ok, imap = check(lambda: imap_login(settings))
    smtp_ok, smtp = check(lambda: smtp_login(settings))
    details = {"imap": imap, "smtp": smtp}
    if imap_ok and smtp_ok:
        return report(True, f"IMAP and SMTP authentication successful for {settings.user}", details, settings.password)
    failed = [f"IMAP login failed: {imap}"] * (not imap_ok) + [f"SMTP login failed: {smtp}"] * (not smtp_ok)
    return report(False, " ".join(failed), details, settings.password)


def report(ok: bool, message: str, details: dict, password: str) -> int:
    text = json.dumps({"ok": ok, "message": message, **({"details": details} if details else {})})
    if password:
        text = text.replace(password, "***")  # belt and braces: the password must never reach Skald's logs
    sys.__stdout__.write(text + "\n")
    sys.__stdout__.flush()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
