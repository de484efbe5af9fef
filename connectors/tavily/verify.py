#!/usr/bin/env python3
"""Verify the Tavily connector: one small search through Tavily's REST API with the key.

Skald runs this before it saves an activation. Output convention: exactly one JSON
object {"ok", "message", "details"?} on stdout, exit code 0 if and only if ok.
Python standard library only. The key arrives in the environment variable
tavilyApiKey (the auth param). TAVILY_API_URL points the probe at another server.
A basic search with one result costs one Tavily credit.
"""
import json
import os
import socket
import sys
import urllib.error
import urllib.parse
import urllib.request

DEFAULT_API_URL = "https://api.tavily.com"
REQUEST_TIMEOUT_SECS = 15
PROBE_QUERY = "Tavily"

# Tavily's own status codes besides the usual ones.
STATUS_MESSAGES = {
    401: "Tavily rejected the API key (HTTP 401); check it at app.tavily.com",
    403: "Tavily refused the API key (HTTP 403); check it at app.tavily.com",
    429: "Tavily is rate-limiting this key (HTTP 429); try again in a minute",
    432: "The key works but the Tavily plan's credit limit is reached (HTTP 432)",
    433: "The key works but the pay-as-you-go spending limit is reached (HTTP 433)",
}


def main():
    key = os.environ.get("tavilyApiKey", "").strip()
    if not key:
        return emit(False, "No Tavily API key was given: paste the key (tvly-…) from app.tavily.com")
    url = (os.environ.get("TAVILY_API_URL") or DEFAULT_API_URL).rstrip("/") + "/search"
    host = urllib.parse.urlsplit(url).netloc
    body = json.dumps({"query": PROBE_QUERY, "max_results": 1, "search_depth": "basic"}).encode("utf-8")
    request = urllib.request.Request(url, data=body, method="POST", headers={
        "Authorization": "Bearer " + key,
        "Content-Type": "application/json",
        "Accept": "application/json",
        "User-Agent": "skald-verify/1.0",
    })
    try:
        with urllib.request.urlopen(request, timeout=REQUEST_TIMEOUT_SECS) as response:
            answer = json.loads(response.read().decode("utf-8"))
    except urllib.error.HTTPError as error:
        detail = error_detail(error.read())
        message = STATUS_MESSAGES.get(error.code) or "%s answered HTTP %d" % (host, error.code)
        return emit(False, message + (": " + detail if detail else ""), secret=key)
    except ValueError:
        return emit(False, "%s answered with something that is not JSON" % host, secret=key)
    except (socket.timeout, TimeoutError):
        return emit(False, "%s did not answer within %d seconds" % (host, REQUEST_TIMEOUT_SECS), secret=key)
    except urllib.error.URLError as error:
        return emit(False, "could not reach %s: %s" % (host, error.reason), secret=key)
    except OSError as error:
        return emit(False, "could not reach %s: %s" % (host, error), secret=key)
    if not isinstance(answer, dict) or not isinstance(answer.get("results"), list):
        return emit(False, "%s answered without search results" % host, secret=key)
    details = {"results": len(answer["results"]), "response_time": answer.get("response_time")}
    return emit(True, "Tavily accepted the key and answered a test search", details, secret=key)


def error_detail(body):
    """Tavily explains errors as {"detail": {"error": "…"}}."""
    try:
        parsed = json.loads(body.decode("utf-8", "replace"))
    except ValueError:
        return ""
    detail = parsed.get("detail") if isinstance(parsed, dict) else None
    if isinstance(detail, dict):
        detail = detail.get("error")
    return str(detail)[:200] if detail else ""


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


if __name__ == "__main__":
    sys.exit(main())
