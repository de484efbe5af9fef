#!/usr/bin/env python3
"""Verify the Google Maps connector: one Geocoding API request with GOOGLE_MAPS_API_KEY.

Skald runs this before it saves an activation. Output convention: exactly one JSON object
{"ok", "message", "details"?} on stdout, exit code 0 if and only if ok. The key is never
printed. GOOGLE_MAPS_BASE_URL points the probe elsewhere, as for the server.
"""

import json
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the connector folder: Skald hashes what is there
# One Geocoding call must end well within the 20 s Skald allows verify.
os.environ.setdefault("SKALD_MCP_HTTP_TIMEOUT", "12")

PROBE_ADDRESS = "1600 Amphitheatre Parkway, Mountain View, CA"


def main() -> int:
    key = os.environ.get("GOOGLE_MAPS_API_KEY", "").strip()
    if not key:
        return report(False, "GOOGLE_MAPS_API_KEY is not set: enter a Google Maps Platform API key", {}, key)
    try:
        import server  # the same request and status handling the MCP server uses

        results = server.geocoding_request({"address": PROBE_ADDRESS})
    except Exception as error:  # ToolError carries the user-facing reason; anything else is reported, not raised
        return report(False, f"The Geocoding API probe failed: {error}", {"api": "Geocoding API"}, key)
    details = {"api": "Geocoding API", "probe": PROBE_ADDRESS, "results": len(results)}
    return report(True, "The key works: the Geocoding API answered. Enable Places API (New) and Routes API too for place search and directions.", details, key)


def report(ok: bool, message: str, details: dict, key: str) -> int:
    text = json.dumps({"ok": ok, "message": message, **({"details": details} if details else {})})
    if key:
        text = text.replace(key, "***")  # belt and braces: the key must never reach Skald's logs
    sys.__stdout__.write(text + "\n")
    sys.__stdout__.flush()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
