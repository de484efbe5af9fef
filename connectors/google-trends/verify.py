#!/usr/bin/env python3
"""Verify the Google Trends connector: one explore call against the Trends endpoints the server uses.

Skald runs this before it saves an activation. Output convention: exactly one JSON object
{"ok", "message", "details"?} on stdout, exit code 0 if and only if ok. Needs no credential.
GOOGLE_TRENDS_BASE_URL points the probe elsewhere, as for the server.
"""

import json
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the connector folder: Skald hashes what is there
# Two calls (session cookie, explore) must end well within the 25 s Skald allows verify.
os.environ.setdefault("SKALD_MCP_HTTP_TIMEOUT", "10")


def main() -> int:
    try:
        import server  # the same client code the MCP server runs

        widgets = server.explore(["weather"], "", "today 1-m", 0, "web")
        kinds = sorted({str(widget.get("id")) for widget in widgets})
        if not any(widget.get("id") == "TIMESERIES" for widget in widgets):
            return report(False, "Google Trends answered, but without the interest-over-time chart the connector needs; the service may have changed", {"widgets": kinds})
        return report(True, "Google Trends answered: interest over time and related queries are available", {"endpoint": server.BASE_URL, "widgets": kinds})
    except Exception as error:  # ToolError carries the user-facing reason (rate limit, network, bad answer)
        message = str(error) or type(error).__name__
        return report(False, f"Google Trends probe failed: {message}", {"endpoint": getattr(sys.modules.get("server"), "BASE_URL", "")})


def report(ok: bool, message: str, details: dict) -> int:
    sys.__stdout__.write(json.dumps({"ok": ok, "message": message, "details": details}) + "\n")
    sys.__stdout__.flush()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
