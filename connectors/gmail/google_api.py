"""google_api: the Google sign-in and REST plumbing the Google connectors share (gmail, gcal, drive).

The canonical copy is pylib/google_api.py; each Google connector folder ships a byte-identical
copy, like skald_mcp.py, because Skald downloads and hashes each folder on its own.

Skald delivers the person's Google sign-in as an authorized_user JSON in an environment variable
(auth.deliver: {"as": "env", "format": "google_authorized_user"}): client_id, client_secret,
refresh_token, and usually a token with its expiry. This module reads it on the first call (so a
server starts and lists its tools with none), refreshes the access token at Google's token endpoint
when it has expired or an API answers 401, and turns every Google failure into a ToolError that
says what the person can do. No credential or token ever appears in a message or a log line.

GOOGLE_OAUTH_TOKEN_URL replaces Google's token endpoint (for the tests). The token_uri inside the
JSON is deliberately not followed: the refresh token and client secret only ever go to Google's
endpoint, or to the one the environment names.
"""

from __future__ import annotations

import datetime
import json
import os
import sys
import threading
import time
import urllib.parse
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from skald_mcp import HttpResponse, ToolError, env_url, http_request, upstream_error_detail

TOKEN_URL_VARIABLE = "GOOGLE_OAUTH_TOKEN_URL"
DEFAULT_TOKEN_URL = "https://oauth2.googleapis.com/token"
# Refresh a little before the stated expiry, so a token does not expire on its way to Google.
EXPIRY_MARGIN_SECS = 60
SIGN_IN_AGAIN = "Sign in again on the Connectors page"


def token_url() -> str:
    return env_url(TOKEN_URL_VARIABLE, DEFAULT_TOKEN_URL)


@dataclass(frozen=True)
class AuthorizedUser:
    """The fields of an authorized_user JSON that a refresh needs."""

    client_id: str
    client_secret: str
    refresh_token: str
    token: str
    expires_at: float | None  # epoch seconds; None when the JSON carries no expiry

    def secrets(self) -> tuple[str, ...]:
        return tuple(value for value in (self.client_secret, self.refresh_token, self.token) if len(value) >= 6)


def parse_authorized_user(text: str, service: str, variable: str) -> AuthorizedUser:
    """Reads the JSON Skald delivers; a missing or malformed one is a ToolError saying to sign in."""
    if not text.strip():
        raise ToolError(
            f"{service} is not signed in: {variable} is empty. Open {service} on the Connectors page and finish "
            '"Sign in with Google" (the consent page ends with a code to paste back).'
        )
    try:
        data = json.loads(text)
    except ValueError:
        raise ToolError(f"The {service} sign-in ({variable}) is not valid JSON. {SIGN_IN_AGAIN}.") from None
    if not isinstance(data, dict):
        raise ToolError(f"The {service} sign-in ({variable}) is not an authorized_user JSON object. {SIGN_IN_AGAIN}.")
    if data.get("type", "authorized_user") != "authorized_user":
        raise ToolError(f'The {service} sign-in ({variable}) has type "{data.get("type")}", not authorized_user. {SIGN_IN_AGAIN}.')

    def field(name: str) -> str:
        value = data.get(name)
        return value.strip() if isinstance(value, str) else ""

    token, refresh_token = field("token") or field("access_token"), field("refresh_token")
    client_id, client_secret = field("client_id"), field("client_secret")
    if not refresh_token and not token:
        raise ToolError(f"The {service} sign-in ({variable}) holds neither a refresh token nor an access token. {SIGN_IN_AGAIN}.")
    if refresh_token and not (client_id and client_secret):
        missing = " and ".join(name for name, value in (("client_id", client_id), ("client_secret", client_secret)) if not value)
        raise ToolError(f"The {service} sign-in ({variable}) lacks {missing}, so it cannot be refreshed. {SIGN_IN_AGAIN}.")
    return AuthorizedUser(client_id, client_secret, refresh_token, token, parse_expiry(data.get("expiry")))


def parse_expiry(value: Any) -> float | None:
    """google-auth writes expiry as ISO 8601 UTC, e.g. "2026-12-01T14:05:09.123456Z" (naive means UTC)."""
    if not isinstance(value, str) or not value.strip():
        return None
    text = value.strip().replace("Z", "+00:00")
    try:
        moment = datetime.datetime.fromisoformat(text)
    except ValueError:
        return 0.0  # unreadable: treat the token as expired, a refresh costs one request
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=datetime.timezone.utc)
    return moment.timestamp()


def sentence(text: str) -> str:
    """text ending in a full stop, so another sentence can follow (Google's messages sometimes end in one)."""
    return text if text.endswith((".", "!", "?")) else text + "."


def redact(text: str, secrets: tuple[str, ...]) -> str:
    for secret in secrets:
        text = text.replace(secret, "***")
    return text


def retry_after_seconds(headers: Mapping[str, str]) -> str:
    """Retry-After as seconds ("30"), from either of its forms (seconds, or an HTTP date)."""
    value = (headers.get("Retry-After") or "").strip()
    if value.isdigit():
        return value
    try:
        from email.utils import parsedate_to_datetime

        return str(max(0, round(parsedate_to_datetime(value).timestamp() - time.time())))
    except (TypeError, ValueError, IndexError):
        return ""


def wait_advice(headers: Mapping[str, str]) -> str:
    wait = retry_after_seconds(headers)
    return f"Wait {wait} s and try again." if wait else "Wait a little and try again."


def counted(count: int, noun: str) -> str:
    """counted(1, "message") is "1 message", counted(2, "message") "2 messages"."""
    return f"{count:,} {noun}{'' if count == 1 else 's'}"


def google_error_reasons(body: bytes) -> set[str]:
    """The machine-readable reasons of a Google API error body: errors[].reason and ErrorInfo.reason."""
    try:
        error = json.loads(body.decode("utf-8")).get("error")
    except (UnicodeDecodeError, ValueError, AttributeError):
        return set()
    if not isinstance(error, dict):
        return set()
    reasons = {str(error.get("status", ""))}
    for item in (error.get("errors") or []) + (error.get("details") or []):
        if isinstance(item, dict) and item.get("reason"):
            reasons.add(str(item["reason"]))
    return reasons - {""}


class GoogleClient:
    """Calls one Google API with the person's sign-in, refreshing the access token as needed.

    service names the API in messages ("Gmail"); variable is the env variable of the authorized_user
    JSON; base_url is the API's root, already overridable by its own env variable.
    """

    def __init__(self, service: str, variable: str, base_url: str):
        self.service = service
        self.variable = variable
        self.base_url = base_url.rstrip("/")
        self._lock = threading.Lock()
        self._credential: AuthorizedUser | None = None
        self._access_token = ""
        self._expires_at: float | None = None

    def request(
        self,
        method: str,
        path: str,
        *,
        params: Mapping[str, Any] | None = None,
        json_body: Any = None,
        data: bytes | None = None,
        headers: Mapping[str, str] | None = None,
        not_found: str = "",
        base_url: str | None = None,
    ) -> HttpResponse:
        """One API call; any failure becomes a ToolError. not_found is the sentence for a 404."""
        url = (base_url or self.base_url) + path
        token = self._current_token()
        response = self._send(method, url, token, params, json_body, data, headers)
        if response.status == 401:
            # The access token expired or was revoked early: refresh once and try again.
            token = self._refresh(rejected=token)
            response = self._send(method, url, token, params, json_body, data, headers)
        self._raise_for_status(response, not_found)
        return response

    def json(self, method: str, path: str, **options: Any) -> Any:
        response = self.request(method, path, **options)
        if not response.body.strip():
            return {}
        try:
            return json.loads(response.body.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            raise ToolError(f"{self.service} sent a response that is not valid JSON; the service may be down or changed") from None

    def probe_credential(self) -> AuthorizedUser:
        """Loads the credential and makes sure an access token can be had (verify.py uses it)."""
        self._current_token()
        assert self._credential is not None
        return self._credential

    # ------------------------------------------------------------ tokens

    def _load(self) -> AuthorizedUser:
        if self._credential is None:
            self._credential = parse_authorized_user(os.environ.get(self.variable, ""), self.service, self.variable)
            self._access_token = self._credential.token
            self._expires_at = self._credential.expires_at
        return self._credential

    def _current_token(self) -> str:
        with self._lock:
            self._load()
            fresh = self._access_token and (self._expires_at is None or self._expires_at - EXPIRY_MARGIN_SECS > time.time())
            token = self._access_token
        return token if fresh else self._refresh(rejected=token)

    def _refresh(self, rejected: str) -> str:
        with self._lock:
            credential = self._load()
            if self._access_token and self._access_token != rejected:
                return self._access_token  # another call refreshed it meanwhile
            if not credential.refresh_token:
                raise ToolError(f"The {self.service} access has expired and the sign-in holds no refresh token. {SIGN_IN_AGAIN}.")
            form = urllib.parse.urlencode({
                "grant_type": "refresh_token",
                "client_id": credential.client_id,
                "client_secret": credential.client_secret,
                "refresh_token": credential.refresh_token,
            }).encode("ascii")
            response = http_request(
                f"{self.service} sign-in (Google's token endpoint)",
                token_url(),
                method="POST",
                data=form,
                headers={"Content-Type": "application/x-www-form-urlencoded"},
            )
            self._access_token, lifetime = self._token_from(response)
            self._expires_at = time.time() + lifetime if lifetime else None
            return self._access_token

    def _token_from(self, response: HttpResponse) -> tuple[str, float]:
        try:
            answer = json.loads(response.body.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            answer = {}
        if not isinstance(answer, dict):
            answer = {}
        secrets = self.secrets()
        if response.status == 200 and isinstance(answer.get("access_token"), str) and answer["access_token"]:
            lifetime = answer.get("expires_in")
            return answer["access_token"], float(lifetime) if isinstance(lifetime, (int, float)) else 0.0
        error = str(answer.get("error") or "")
        description = redact(str(answer.get("error_description") or ""), secrets)
        said = f" (Google said: {description})" if description else ""
        if error == "invalid_grant":
            raise ToolError(
                f"Your Google sign-in for {self.service} has expired or was revoked{said}. {SIGN_IN_AGAIN}: open {self.service} "
                'and choose "Sign in with Google".'
            )
        if error in ("invalid_client", "unauthorized_client"):
            raise ToolError(
                f"Google no longer accepts the app this {self.service} sign-in was made with ({error}){said}. "
                "An admin should check the Google sign-in provider in Skald; then sign in again on the Connectors page."
            )
        if response.status == 429:
            raise ToolError(f"Google's sign-in service is rate-limiting requests (HTTP 429). {wait_advice(response.headers)}")
        if response.status >= 500:
            raise ToolError(f"Google's sign-in service had a server error (HTTP {response.status}). Try again later.")
        status = f"HTTP {response.status}, {error}" if error else f"HTTP {response.status}"
        raise ToolError(f"Google refused to refresh the {self.service} access ({status}){said}. {SIGN_IN_AGAIN}.")

    def secrets(self) -> tuple[str, ...]:
        """Every credential value known, for redaction."""
        credential = self._credential
        extra = (self._access_token,) if len(self._access_token) >= 6 else ()
        return (credential.secrets() if credential else ()) + extra

    # ------------------------------------------------------------ calls and errors

    def _send(self, method, url, token, params, json_body, data, headers) -> HttpResponse:
        request_headers = {"Authorization": f"Bearer {token}", **(headers or {})}
        return http_request(self.service, url, method=method, params=params, json_body=json_body, data=data, headers=request_headers)

    def _raise_for_status(self, response: HttpResponse, not_found: str) -> None:
        status = response.status
        if status < 400:
            return
        detail = redact(upstream_error_detail(response.body), self.secrets())
        said = f": {detail}" if detail else ""
        reasons = google_error_reasons(response.body)
        service = self.service
        if status == 401:
            raise ToolError(f"Google does not accept the {service} sign-in any more {sentence(f'(HTTP 401){said}')} {SIGN_IN_AGAIN}.")
        if status == 429 or (status == 403 and reasons & {"rateLimitExceeded", "userRateLimitExceeded", "RATE_LIMIT_EXCEEDED"}):
            raise ToolError(f"{service} is rate-limiting requests {sentence(f'(HTTP {status}){said}')} {wait_advice(response.headers)}")
        if status == 403 and reasons & {"ACCESS_TOKEN_SCOPE_INSUFFICIENT", "insufficientPermissions"}:
            raise ToolError(
                f"The {service} sign-in does not include the permission this needs {sentence(f'(HTTP 403, insufficient scope){said}')} "
                f"{SIGN_IN_AGAIN} and allow every permission the consent page asks for."
            )
        if status == 403 and reasons & {"accessNotConfigured", "SERVICE_DISABLED"}:
            raise ToolError(
                f"The {service} API is not enabled for the Google Cloud project of Skald's sign-in {sentence(f'(HTTP 403){said}')} "
                "An admin must enable it in the Google Cloud console."
            )
        if status == 403:
            raise ToolError(f"{service} denied the request (HTTP 403){said}")
        if status == 404:
            raise ToolError(f"{not_found or 'Not found'} ({service} answered HTTP 404{said}).")
        if status == 410:
            raise ToolError(f"It was already deleted ({service} answered HTTP 410{said}).")
        if status >= 500:
            raise ToolError(f"{service} had a server error {sentence(f'(HTTP {status}){said}')} Try again later.")
        raise ToolError(f"{service} rejected the request (HTTP {status}){said}")


def quote_id(value: str) -> str:
    """An id (message, event, file, calendar e-mail) as one path segment."""
    return urllib.parse.quote(value, safe="")


def human_size(size: int) -> str:
    if size < 1024:
        return f"{size} B"
    if size < 1024 * 1024:
        return f"{size / 1024:.1f} KB"
    return f"{size / 1024 / 1024:.1f} MB"


def text_window(text: str, start: int, max_chars: int, tool: str) -> tuple[str, str]:
    """The part of a long text a call returns, and a note saying where the rest is ('' when it all fits)."""
    if start and start >= len(text):
        raise ToolError(f"start {start} is past the end of the text ({len(text):,} characters).")
    end = start + max_chars
    if not start and end >= len(text):
        return text, ""
    note = f"[characters {start:,}–{min(end, len(text)):,} of {len(text):,}"
    note += f"; call {tool} again with start={end} for the rest]" if end < len(text) else "]"
    return text[start:end], note


def run_verify(client: GoogleClient, api: str, probe: Callable[[], dict]) -> int:
    """verify.py for a Google connector: load the sign-in, get an access token, make one API call.

    Prints exactly one JSON object {"ok", "message", "details"?} and returns the exit code (0 iff ok).
    """
    try:
        client.probe_credential()
        details = {"api": api, **probe()}
        ok, message = True, f"Signed in: the {api} accepts the {client.service} sign-in."
    except ToolError as error:
        ok, message, details = False, str(error), {"api": api}
    except Exception as error:  # a bug of ours: reported in the convention, never a traceback on stdout
        ok, message, details = False, f"The {api} check failed unexpectedly ({type(error).__name__}).", {"api": api}
    text = redact(json.dumps({"ok": ok, "message": message, "details": details}), client.secrets())
    sys.__stdout__.write(text + "\n")
    sys.__stdout__.flush()
    return 0 if ok else 1
