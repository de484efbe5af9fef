#!/usr/bin/env python3
"""Sign in to Gmail without Skald: writes the authorized_user JSON that GMAIL_CREDS_JSON carries.

Skald does this itself (Connectors page, "Sign in with Google"); this script is for running the
connector standalone. It needs an OAuth client of your own (Google Cloud console > APIs & Services >
Credentials > OAuth client ID; download its JSON):

    python3 gmail_oauth_setup.py --client-secrets client_secret.json
        opens Google's consent page and receives the answer on a loopback listener
        (http://127.0.0.1:<free port>/; a "Desktop app" client accepts any loopback port)
    python3 gmail_oauth_setup.py --client-secrets client_secret.json --paste
        for a machine without a browser: open the printed address anywhere, and paste back the
        code that the callback page (https://connectors.skaldagent.net/oauth/show.html, or
        --redirect-uri) shows. The client must list that page as an authorized redirect URI.

The sign-in is written to --out (default gmail_creds.json, readable by you only); then
    export GMAIL_CREDS_JSON="$(cat gmail_creds.json)"
Tokens are never printed. PKCE (S256) and a random state protect the exchange.
GOOGLE_OAUTH_AUTH_URL and GOOGLE_OAUTH_TOKEN_URL replace Google's endpoints (for the tests).

Exit codes: 0 signed in, 1 the sign-in failed or was refused, 3 the client file or the output cannot
be used, 64 wrong arguments.
"""

from __future__ import annotations

import argparse
import base64
import datetime
import hashlib
import http.server
import json
import os
import secrets
import sys
import threading
import urllib.parse
import webbrowser

sys.dont_write_bytecode = True  # no __pycache__ in the connector folder: Skald hashes what is there
from google_api import DEFAULT_TOKEN_URL, token_url
from skald_mcp import ToolError, env_url, http_request

SCOPES = ("https://www.googleapis.com/auth/gmail.modify", "https://www.googleapis.com/auth/gmail.labels")
CALLBACK_PAGE = "https://connectors.skaldagent.net/oauth/show.html"
EXIT_OK, EXIT_FAILED, EXIT_SETUP, EXIT_USAGE = 0, 1, 3, 64


class SetupError(Exception):
    def __init__(self, message: str, code: int = EXIT_FAILED):
        super().__init__(message)
        self.code = code


class Parser(argparse.ArgumentParser):
    def error(self, message: str):
        self.print_usage(sys.stderr)
        sys.stderr.write(f"{self.prog}: {message}\n")
        sys.exit(EXIT_USAGE)


def main(argv: list[str]) -> int:
    parser = Parser(description="Sign in to Gmail and write the authorized_user JSON for GMAIL_CREDS_JSON.")
    parser.add_argument("--client-secrets", required=True, help="the OAuth client JSON downloaded from the Google Cloud console")
    parser.add_argument("--out", default="gmail_creds.json", help="where to write the sign-in (default: gmail_creds.json)")
    parser.add_argument("--paste", action="store_true", help="paste the code from the callback page instead of a loopback listener")
    parser.add_argument("--redirect-uri", default=CALLBACK_PAGE, help="with --paste: the page that shows the code")
    parser.add_argument("--no-browser", action="store_true", help="print the address only, do not open a browser")
    parser.add_argument("--timeout", type=float, default=300, help="seconds to wait for the loopback answer (default 300)")
    args = parser.parse_args(argv)
    try:
        client_id, client_secret = read_client(args.client_secrets)
        verifier = secrets.token_urlsafe(64)
        state = secrets.token_urlsafe(24)
        if args.paste:
            redirect_uri = args.redirect_uri
            show(consent_url(client_id, redirect_uri, state, verifier), args.no_browser)
            code = pasted_code(input("Paste the code the page shows: "), state)
        else:
            code, redirect_uri = loopback_code(client_id, state, verifier, args)
        answer = exchange(client_id, client_secret, code, redirect_uri, verifier)
        write_credential(args.out, client_id, client_secret, answer)
    except SetupError as error:
        sys.stderr.write(f"Gmail sign-in failed: {error}\n")
        return error.code
    except (EOFError, KeyboardInterrupt):
        sys.stderr.write("Gmail sign-in cancelled.\n")
        return EXIT_FAILED
    granted = answer.get("scope", " ".join(SCOPES))
    print(f"Signed in. Wrote {args.out} (permissions: {granted}).")
    print(f'Use it with: export GMAIL_CREDS_JSON="$(cat {args.out})"')
    return EXIT_OK


def read_client(path: str) -> tuple[str, str]:
    try:
        with open(path, encoding="utf-8") as file:
            data = json.load(file)
    except OSError as error:
        raise SetupError(f"cannot read {path}: {error.strerror}", EXIT_SETUP) from None
    except ValueError:
        raise SetupError(f"{path} is not JSON; download the OAuth client JSON from the Google Cloud console", EXIT_SETUP) from None
    client = (data.get("installed") or data.get("web") or data) if isinstance(data, dict) else {}
    if not (isinstance(client, dict) and client.get("client_id") and client.get("client_secret")):
        raise SetupError(f"{path} has no client_id and client_secret (expected an OAuth client JSON)", EXIT_SETUP)
    return client["client_id"], client["client_secret"]


def consent_url(client_id: str, redirect_uri: str, state: str, verifier: str) -> str:
    challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier.encode("ascii")).digest()).decode("ascii").rstrip("=")
    query = urllib.parse.urlencode({
        "client_id": client_id,
        "redirect_uri": redirect_uri,
        "response_type": "code",
        "scope": " ".join(SCOPES),
        "access_type": "offline",  # a refresh token, so the connector keeps working
        "prompt": "consent",  # and a new one even if this client was allowed before
        "state": state,
        "code_challenge": challenge,
        "code_challenge_method": "S256",
    })
    return f"{env_url('GOOGLE_OAUTH_AUTH_URL', 'https://accounts.google.com/o/oauth2/v2/auth')}?{query}"


def show(url: str, no_browser: bool) -> None:
    print("Open this address in a browser and allow Gmail access:", flush=True)
    print(url, flush=True)
    if not no_browser:
        webbrowser.open(url)


def pasted_code(text: str, state: str) -> str:
    """The code as the callback page shows it, or the whole address the browser ended on."""
    text = text.strip()
    if "code=" in text or "error=" in text:
        fields = urllib.parse.parse_qs(urllib.parse.urlsplit(text).query or text.split("#", 1)[-1])
        if fields.get("error"):
            raise SetupError(f"Google answered {fields['error'][0]}: the access was not granted")
        if fields.get("state") and fields["state"][0] != state:
            raise SetupError("the pasted address belongs to another sign-in (state does not match); start again")
        text = (fields.get("code") or [""])[0]
    if not text:
        raise SetupError("no code was pasted")
    return text


def loopback_code(client_id: str, state: str, verifier: str, args: argparse.Namespace) -> tuple[str, str]:
    received: dict = {}
    done = threading.Event()

    class Callback(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            fields = urllib.parse.parse_qs(urllib.parse.urlsplit(self.path).query)
            if "code" not in fields and "error" not in fields:
                self.send_error(404)
                return
            received.update({key: values[0] for key, values in fields.items()})
            ok = fields.get("state", [""])[0] == state and "code" in fields
            page = "Signed in to Gmail. You can close this tab." if ok else "The sign-in did not succeed; see the terminal."
            body = f"<!doctype html><meta charset=utf-8><title>Gmail sign-in</title><p>{page}</p>".encode("utf-8")
            self.send_response(200 if ok else 400)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            done.set()

        def log_message(self, format, *values):  # the query holds the code: keep it out of the terminal
            pass

    listener = http.server.HTTPServer(("127.0.0.1", 0), Callback)
    redirect_uri = f"http://127.0.0.1:{listener.server_address[1]}/"
    thread = threading.Thread(target=listener.serve_forever, daemon=True)
    thread.start()
    try:
        show(consent_url(client_id, redirect_uri, state, verifier), args.no_browser)
        print(f"Waiting for Google's answer on {redirect_uri} …", flush=True)
        if not done.wait(args.timeout):
            raise SetupError(f"no answer from the browser within {args.timeout:g} s")
    finally:
        listener.shutdown()
        listener.server_close()
    if received.get("error"):
        raise SetupError(f"Google answered {received['error']}: the access was not granted")
    if received.get("state") != state:
        raise SetupError("the answer belongs to another sign-in (state does not match); start again")
    return received["code"], redirect_uri


def exchange(client_id: str, client_secret: str, code: str, redirect_uri: str, verifier: str) -> dict:
    form = urllib.parse.urlencode({
        "grant_type": "authorization_code",
        "code": code,
        "redirect_uri": redirect_uri,
        "client_id": client_id,
        "client_secret": client_secret,
        "code_verifier": verifier,
    }).encode("ascii")
    try:
        response = http_request(
            "Google's token endpoint", token_url(), method="POST", data=form, headers={"Content-Type": "application/x-www-form-urlencoded"}
        )
    except ToolError as error:
        raise SetupError(str(error)) from None
    try:
        answer = json.loads(response.body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        answer = {}
    if response.status != 200 or not isinstance(answer, dict) or not answer.get("access_token"):
        error = answer.get("error", f"HTTP {response.status}") if isinstance(answer, dict) else f"HTTP {response.status}"
        description = answer.get("error_description", "") if isinstance(answer, dict) else ""
        said = f"{error}: {description}" if description else error
        stale = "; the code was already used, has expired, or belongs to another redirect address; start again"
        hint = stale if error == "invalid_grant" else ""
        raise SetupError(f"Google refused the code ({said}){hint}")
    if not answer.get("refresh_token"):
        raise SetupError("Google sent no refresh token; remove this app at myaccount.google.com/permissions and sign in again")
    return answer


def write_credential(path: str, client_id: str, client_secret: str, answer: dict) -> None:
    lifetime = answer.get("expires_in") if isinstance(answer.get("expires_in"), (int, float)) else 3600
    expiry = datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(seconds=lifetime)
    credential = {
        "type": "authorized_user",
        "client_id": client_id,
        "client_secret": client_secret,
        "refresh_token": answer["refresh_token"],
        "token": answer["access_token"],
        "token_uri": DEFAULT_TOKEN_URL,
        "scopes": answer.get("scope", " ".join(SCOPES)).split(),
        "expiry": expiry.strftime("%Y-%m-%dT%H:%M:%S.%fZ"),
    }
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.fchmod(descriptor, 0o600)  # also when the file already existed with wider permissions
        with os.fdopen(descriptor, "w", encoding="utf-8") as file:
            json.dump(credential, file, indent=2)
            file.write("\n")
    except OSError as error:
        raise SetupError(f"cannot write {path}: {error.strerror}", EXIT_SETUP) from None


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
