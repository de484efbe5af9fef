#!/usr/bin/env python3
"""Google Calendar connector: calendars, events in a time range, create / update / delete, RSVP, over MCP stdio.

The Google Calendar API v3 (www.googleapis.com/calendar/v3) with the person's Google sign-in,
delivered by Skald in GCAL_CREDS_JSON (an authorized_user JSON; google_api.py refreshes the access
token). GCAL_API_BASE_URL replaces https://www.googleapis.com (for the tests).
"""

from __future__ import annotations

import datetime
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the connector folder: Skald hashes what is there
from google_api import GoogleClient, counted, quote_id
from skald_mcp import Server, ToolError, env_url, object_schema, run

SERVICE = "Google Calendar"
CREDENTIAL_VARIABLE = "GCAL_CREDS_JSON"
DESCRIPTION_EXCERPT = 300

client = GoogleClient(SERVICE, CREDENTIAL_VARIABLE, env_url("GCAL_API_BASE_URL", "https://www.googleapis.com") + "/calendar/v3")

server = Server(
    "gcal",
    "1.0.0",
    title="Google Calendar",
    instructions="The person's own Google Calendar: list calendars and events, create, change and delete events, answer invitations.",
)

OFFSET = re.compile(r"(Z|[+-]\d{2}:\d{2})$")
TIME_PATTERN = r"^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$"
CALENDAR_ID = {
    "type": "string", "minLength": 1, "maxLength": 255, "default": "primary",
    "description": 'Calendar id from list_calendars; "primary" is the person\'s main calendar.',
}
EVENT_ID = {"type": "string", "pattern": r"^[A-Za-z0-9_@.-]{1,1024}$", "description": "Event id, as list_events shows it."}
SEND_UPDATES = {
    "type": "string", "enum": ["all", "externalOnly", "none"], "default": "all",
    "description": "Who Google e-mails about the change: all guests, only guests outside the organization, or nobody.",
}
EVENT_TIME = {
    "type": "string", "pattern": TIME_PATTERN,
    "description": 'RFC 3339 time with offset ("2026-12-07T10:00:00+01:00"), a local time with time_zone given '
    '("2026-12-07T10:00:00"), or a date ("2026-12-07") for an all-day event.',
}
EVENT_FIELDS = {
    "summary": {"type": "string", "maxLength": 1024, "description": "Title of the event."},
    "description": {"type": "string", "maxLength": 8192, "description": "Notes shown with the event."},
    "location": {"type": "string", "maxLength": 1024, "description": "Place or address."},
    "start": {**EVENT_TIME, "description": "Start. " + EVENT_TIME["description"]},
    "end": {**EVENT_TIME, "description": "End (for all-day events the last day; it is included). " + EVENT_TIME["description"]},
    "time_zone": {
        "type": "string", "pattern": r"^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$",
        "description": 'IANA time zone for start and end, e.g. "Europe/Rome"; default: the calendar\'s.',
    },
    "attendees": {
        "type": "array", "maxItems": 100, "description": "Guests' e-mail addresses.",
        "items": {"type": "string", "pattern": r"^[^@\s]+@[^@\s]+$", "maxLength": 320, "description": "An e-mail address."},
    },
    "recurrence": {
        "type": "array", "maxItems": 10, "description": 'RFC 5545 rules, e.g. ["RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=10"].',
        "items": {"type": "string", "pattern": r"^(RRULE|EXRULE|RDATE|EXDATE)[:;][^\r\n]+$", "description": "One RRULE/EXDATE/RDATE line."},
    },
}


@server.tool(
    "list_calendars",
    title="List Calendars",
    description="List the calendars the person can see (their own, shared and subscribed ones) with ids, access and time zone. "
    "Use it to find the id of a calendar other than the primary one.",
    schema=object_schema({}),
)
def list_calendars(args: dict) -> str:
    items = client.json("GET", "/users/me/calendarList", params={"maxResults": 250}).get("items") or []
    if not items:
        return "No calendars."
    lines = [f"{counted(len(items), 'calendar')}:"]
    for entry in items:
        name = entry.get("summaryOverride") or entry.get("summary") or entry["id"]
        flags = ["primary" if entry.get("primary") else "", entry.get("accessRole", ""), entry.get("timeZone", "")]
        lines.append(f"- {name} — id {entry['id']} ({', '.join(filter(None, flags))})")
    return "\n".join(lines)


@server.tool(
    "list_events",
    title="List Events",
    description="List the events of a calendar in a time range, in start order, recurring events expanded: time, title, place, video "
    "link, guests and their answers, your own answer. Use it for \"what is on my calendar\", to find free time, or to find an event "
    "to change. Default range: the next 7 days.",
    schema=object_schema(
        {
            "calendar_id": CALENDAR_ID,
            "time_min": {**EVENT_TIME, "description": "Range start (default now). A date means its midnight UTC."},
            "time_max": {**EVENT_TIME, "description": "Range end (default 7 days after the start). A date means its midnight UTC."},
            "query": {"type": "string", "maxLength": 500, "description": "Only events whose title, notes, place or guests match."},
            "max_results": {"type": "integer", "minimum": 1, "maximum": 250, "default": 25, "description": "Maximum number of events."},
            "page_token": {"type": "string", "maxLength": 500, "description": "Continue a previous listing (its answer gives the token)."},
        }
    ),
)
def list_events(args: dict) -> str:
    now = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0)
    time_min = range_bound(args.get("time_min")) or now.isoformat()
    time_max = range_bound(args.get("time_max")) or (moment(time_min) + datetime.timedelta(days=7)).isoformat()
    if moment(time_max) <= moment(time_min):
        raise ToolError("time_max must be after time_min.")
    listing = client.json(
        "GET",
        f"/calendars/{quote_id(args['calendar_id'])}/events",
        params={
            "timeMin": time_min, "timeMax": time_max, "singleEvents": "true", "orderBy": "startTime",
            "maxResults": args["max_results"], "q": args.get("query"), "pageToken": args.get("page_token"),
        },
        not_found=f"No calendar with id {args['calendar_id']}",
    )
    events = listing.get("items") or []
    calendar = listing.get("summary") or args["calendar_id"]
    zone = f" (times in {listing['timeZone']} unless marked)" if listing.get("timeZone") else ""
    if not events:
        return f"No events in {calendar} between {time_min} and {time_max}."
    lines = [f"{counted(len(events), 'event')} in {calendar} between {time_min} and {time_max}{zone}:"]
    lines += [format_event(number, event) for number, event in enumerate(events, 1)]
    if listing.get("nextPageToken"):
        lines.append(f'More events: call list_events again with page_token "{listing["nextPageToken"]}".')
    return "\n".join(lines)


def range_bound(value: str | None) -> str | None:
    """A bound of list_events as RFC 3339 with an offset: a date is its midnight UTC, a bare time is UTC."""
    if not value:
        return None
    if "T" not in value:
        return f"{value}T00:00:00Z"
    return value if OFFSET.search(value) else value + "Z"


def moment(value: str) -> datetime.datetime:
    return datetime.datetime.fromisoformat(value.replace("Z", "+00:00"))


def format_event(number: int, event: dict) -> str:
    lines = [f"{number}. {when(event)} · {event.get('summary') or '(no title)'}"]
    facts = [f"id {event.get('id')}"]
    if event.get("status") and event["status"] != "confirmed":
        facts.append(event["status"])
    organizer = event.get("organizer") or {}
    if organizer and not organizer.get("self"):
        facts.append(f"organizer {person(organizer)}")
    if event.get("recurringEventId"):
        facts.append("repeats")
    lines.append("   " + " · ".join(facts))
    where = [event["location"]] if event.get("location") else []
    if event.get("hangoutLink"):
        where.append(f"video {event['hangoutLink']}")
    if where:
        lines.append("   where: " + " · ".join(where))
    attendees = event.get("attendees") or []
    if attendees:
        lines.append("   guests: " + ", ".join(f"{'you' if guest.get('self') else person(guest)} ({answer(guest)})" for guest in attendees))
    description = " ".join((event.get("description") or "").split())
    if description:
        lines.append("   " + (description[:DESCRIPTION_EXCERPT] + "…" if len(description) > DESCRIPTION_EXCERPT else description))
    return "\n".join(lines)


def when(event: dict) -> str:
    start, end = event.get("start") or {}, event.get("end") or {}
    if "date" in start:
        last = datetime.date.fromisoformat(end.get("date", start["date"])) - datetime.timedelta(days=1)
        first = start["date"]
        return f"{first} (all day)" if last.isoformat() <= first else f"{first} to {last.isoformat()} (all day)"
    begin, finish = clock(start.get("dateTime", "")), clock(end.get("dateTime", ""))
    if begin[:10] == finish[:10]:
        finish = finish[11:]
    zone = f" {start['timeZone']}" if start.get("timeZone") else ""
    return f"{begin}–{finish}{zone}"


def clock(value: str) -> str:
    """2026-12-07T10:00:00+01:00 -> 2026-12-07 10:00+01:00"""
    if "T" not in value:
        return value
    day, time_of_day = value.split("T", 1)
    offset = OFFSET.search(time_of_day)
    return f"{day} {time_of_day[:5]}{offset.group(0) if offset else ''}"


def person(entry: dict) -> str:
    name, address = entry.get("displayName"), entry.get("email", "")
    return f"{name} <{address}>" if name and address else name or address or "(unknown)"


ANSWERS = {"needsAction": "no answer yet", "accepted": "accepted", "declined": "declined", "tentative": "maybe"}


def answer(guest: dict) -> str:
    words = [ANSWERS.get(guest.get("responseStatus", ""), guest.get("responseStatus", "unknown"))]
    if guest.get("organizer"):
        words.insert(0, "organizer")
    if guest.get("optional"):
        words.append("optional")
    return ", ".join(words)


def event_body(args: dict) -> dict:
    body: dict = {key: args[key] for key in ("summary", "description", "location", "recurrence") if key in args}
    if "attendees" in args:
        body["attendees"] = [{"email": address} for address in args["attendees"]]
    for key in ("start", "end"):
        if key in args:
            body[key] = event_time(args[key], args.get("time_zone"), is_end=key == "end")
    if "start" in body and "end" in body and ("date" in body["start"]) != ("date" in body["end"]):
        raise ToolError("start and end must both be dates (an all-day event) or both be times.")
    return body


def event_time(value: str, time_zone: str | None, is_end: bool) -> dict:
    if "T" not in value:
        # The API's end date is exclusive; people say the last day.
        day = datetime.date.fromisoformat(value) + datetime.timedelta(days=1 if is_end else 0)
        return {"date": day.isoformat()}
    has_offset = bool(OFFSET.search(value))
    if not has_offset and not time_zone:
        raise ToolError(f'"{value}" has no UTC offset: add one ("+01:00", "Z") or give time_zone.')
    slot = {"dateTime": re.sub(r"^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?!:)", r"\1:00", value)}  # RFC 3339 wants seconds
    if time_zone:
        slot["timeZone"] = time_zone
    return slot


@server.tool(
    "create_event",
    title="Create Event",
    description="Create an event, optionally with guests (who get an invitation e-mail), a place, notes and a repeat rule. Use it when "
    "the person asks to schedule or block time; check the time and the guests with them first.",
    schema=object_schema({"calendar_id": CALENDAR_ID, **EVENT_FIELDS, "send_updates": SEND_UPDATES}, ["summary", "start", "end"]),
    read_only=False,
    idempotent=False,
)
def create_event(args: dict) -> str:
    event = client.json(
        "POST", f"/calendars/{quote_id(args['calendar_id'])}/events", params={"sendUpdates": args["send_updates"]},
        json_body=event_body(args), not_found=f"No calendar with id {args['calendar_id']}",
    )
    return f"Created the event.\n{format_event(1, event)}\nLink: {event.get('htmlLink', '')}".rstrip()


@server.tool(
    "update_event",
    title="Update Event",
    description="Change an existing event: move it (start, end), rename it, change place, notes or repeat rule, replace the guest list "
    "(attendees) or invite more people (add_attendees). Only the fields given change. Use it for \"move my 3 pm to 4 pm\" and the like.",
    schema=object_schema(
        {
            "calendar_id": CALENDAR_ID,
            "event_id": EVENT_ID,
            **EVENT_FIELDS,
            "attendees": {**EVENT_FIELDS["attendees"], "description": "The new complete guest list (replaces the old one)."},
            "add_attendees": {**EVENT_FIELDS["attendees"], "description": "Guests to invite in addition to the current ones."},
            "send_updates": SEND_UPDATES,
        },
        ["event_id"],
    ),
    read_only=False,
)
def update_event(args: dict) -> str:
    path = f"/calendars/{quote_id(args['calendar_id'])}/events/{quote_id(args['event_id'])}"
    missing = f"No event with id {args['event_id']} in calendar {args['calendar_id']}"
    body = event_body(args)
    if args.get("add_attendees"):
        current = body.get("attendees") or client.json("GET", path, not_found=missing).get("attendees") or []
        known = {guest.get("email", "").lower() for guest in current}
        body["attendees"] = current + [{"email": address} for address in args["add_attendees"] if address.lower() not in known]
    if not body:
        raise ToolError("Nothing to change: give at least one field to update.")
    event = client.json("PATCH", path, params={"sendUpdates": args["send_updates"]}, json_body=body, not_found=missing)
    return f"Updated the event.\n{format_event(1, event)}"


@server.tool(
    "delete_event",
    title="Delete Event",
    description="Delete (cancel) an event; guests are told unless send_updates is none. Use it only when the person asks to cancel or "
    "remove that event.",
    schema=object_schema({"calendar_id": CALENDAR_ID, "event_id": EVENT_ID, "send_updates": SEND_UPDATES}, ["event_id"]),
    read_only=False,
    destructive=True,
)
def delete_event(args: dict) -> str:
    client.request(
        "DELETE", f"/calendars/{quote_id(args['calendar_id'])}/events/{quote_id(args['event_id'])}",
        params={"sendUpdates": args["send_updates"]},
        not_found=f"No event with id {args['event_id']} in calendar {args['calendar_id']}",
    )
    return f"Deleted event {args['event_id']}."


@server.tool(
    "respond_to_invitation",
    title="Respond to Invitation",
    description="Answer an invitation: accept, decline or maybe (tentative), with an optional note to the organizer. Use it when the "
    "person says whether they will attend an event someone else invited them to.",
    schema=object_schema(
        {
            "calendar_id": CALENDAR_ID,
            "event_id": EVENT_ID,
            "response": {"type": "string", "enum": ["accepted", "declined", "tentative"], "description": "The answer."},
            "comment": {"type": "string", "maxLength": 1000, "description": "A short note the organizer sees with the answer."},
        },
        ["event_id", "response"],
    ),
    read_only=False,
)
def respond_to_invitation(args: dict) -> str:
    path = f"/calendars/{quote_id(args['calendar_id'])}/events/{quote_id(args['event_id'])}"
    missing = f"No event with id {args['event_id']} in calendar {args['calendar_id']}"
    event = client.json("GET", path, not_found=missing)
    attendees = event.get("attendees") or []
    me = next((guest for guest in attendees if guest.get("self")), None)
    if me is None:
        title = event.get("summary", args["event_id"])
        raise ToolError(f'You are not a guest of "{title}" (you may be its organizer), so there is no invitation to answer.')
    me["responseStatus"] = args["response"]
    if "comment" in args:
        me["comment"] = args["comment"]
    updated = client.json("PATCH", path, params={"sendUpdates": "all"}, json_body={"attendees": attendees}, not_found=missing)
    return f'Answered "{ANSWERS[args["response"]]}" to "{updated.get("summary", event.get("summary", ""))}" ({when(updated)}).'


if __name__ == "__main__":
    run(server)
