#!/usr/bin/env python3
"""Google Maps connector: geocoding, reverse geocoding, place search and directions, over MCP stdio.

Google Maps Platform web services, with the key from GOOGLE_MAPS_API_KEY:
Geocoding API (maps.googleapis.com), Places API (New) Text Search (places.googleapis.com)
and Routes API computeRoutes (routes.googleapis.com). The key is read on each call, so the
server starts and lists its tools without one. GOOGLE_MAPS_BASE_URL replaces all three hosts
(for the tests); the key never appears in a message.
"""

from __future__ import annotations

import os
import re
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the connector folder: Skald hashes what is there
from skald_mcp import Server, ToolError, fetch_json, object_schema, run

SERVICE = "Google Maps"
KEY_VARIABLE = "GOOGLE_MAPS_API_KEY"
_base = os.environ.get("GOOGLE_MAPS_BASE_URL", "").rstrip("/")
GEOCODE_URL = (_base or "https://maps.googleapis.com") + "/maps/api/geocode/json"
PLACES_SEARCH_URL = (_base or "https://places.googleapis.com") + "/v1/places:searchText"
ROUTES_URL = (_base or "https://routes.googleapis.com") + "/directions/v2:computeRoutes"
COORDINATES = re.compile(r"^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$")
MAX_STEPS = 60

PLACE_FIELDS = ",".join(f"places.{field}" for field in (
    "id", "displayName", "formattedAddress", "location", "primaryTypeDisplayName", "businessStatus", "rating",
    "userRatingCount", "priceLevel", "currentOpeningHours.openNow", "googleMapsUri", "websiteUri", "nationalPhoneNumber",
))
ROUTE_FIELDS = ",".join(f"routes.{field}" for field in (
    "description", "distanceMeters", "duration", "staticDuration", "localizedValues", "warnings",
    "legs.steps.navigationInstruction", "legs.steps.localizedValues", "legs.steps.travelMode", "legs.steps.transitDetails",
))
TRAVEL_MODES = {"drive": "DRIVE", "walk": "WALK", "bicycle": "BICYCLE", "transit": "TRANSIT", "two_wheeler": "TWO_WHEELER"}
LANGUAGE_PROPERTY = {"type": "string", "pattern": "^[a-z]{2,3}(-[A-Za-z]{2,4})?$", "default": "en", "description": 'Language of the results, e.g. "en", "fr", "pt-BR".'}
MAX_RESULTS_PROPERTY = {"type": "integer", "minimum": 1, "maximum": 10, "default": 3, "description": "Maximum number of matches to return."}

server = Server(
    "gmaps",
    "1.0.0",
    title="Google Maps",
    instructions="Google Maps: turn addresses into coordinates and back, find places and businesses, and get directions with travel times.",
)


@server.tool(
    "geocode",
    title="Geocode Address",
    description="Convert an address, landmark or place name into coordinates and a normalized, complete address (Google Geocoding API). Use it when you need the exact location of an address, or to check or complete a partial address.",
    schema=object_schema(
        {
            "address": {"type": "string", "minLength": 2, "maxLength": 500, "description": 'Address or place to locate, e.g. "10 Downing Street, London".'},
            "region": {"type": "string", "pattern": "^[a-z]{2}$", "description": 'Prefer results in this country (ccTLD code, e.g. "uk", "de").'},
            "language": LANGUAGE_PROPERTY,
            "max_results": MAX_RESULTS_PROPERTY,
        },
        ["address"],
    ),
)
def geocode(args: dict) -> str:
    results = geocoding_request({"address": args["address"], "region": args.get("region"), "language": args["language"]})
    if not results:
        return f'No location found for "{args["address"]}".'
    return format_geocoding(f'Locations for "{args["address"]}":', results[: args["max_results"]])


@server.tool(
    "reverse_geocode",
    title="Reverse Geocode",
    description="Convert coordinates into the street address and place names at that point (Google Geocoding API). Use it to tell the user where a latitude/longitude is.",
    schema=object_schema(
        {
            "latitude": {"type": "number", "minimum": -90, "maximum": 90, "description": "Latitude in decimal degrees."},
            "longitude": {"type": "number", "minimum": -180, "maximum": 180, "description": "Longitude in decimal degrees."},
            "language": LANGUAGE_PROPERTY,
            "max_results": MAX_RESULTS_PROPERTY,
        },
        ["latitude", "longitude"],
    ),
)
def reverse_geocode(args: dict) -> str:
    point = f"{args['latitude']},{args['longitude']}"
    results = geocoding_request({"latlng": point, "language": args["language"]})
    if not results:
        return f"No address found at {point}."
    return format_geocoding(f"Addresses at {point}:", results[: args["max_results"]])


@server.tool(
    "search_places",
    title="Search Places",
    description="Find businesses, points of interest and places matching a text query, e.g. \"vegan restaurants in Lyon\" or \"pharmacy\" near given coordinates, with address, rating, price level, open-now status, phone, website and Maps link (Google Places API). Use it for recommendations and to look up a specific venue.",
    schema=object_schema(
        {
            "query": {"type": "string", "minLength": 2, "maxLength": 300, "description": 'What to look for, optionally with a place, e.g. "coffee near Union Square" or "Louvre".'},
            "latitude": {"type": "number", "minimum": -90, "maximum": 90, "description": "Favour results near this point (give with longitude)."},
            "longitude": {"type": "number", "minimum": -180, "maximum": 180, "description": "Favour results near this point (give with latitude)."},
            "radius_m": {"type": "integer", "minimum": 100, "maximum": 50000, "default": 5000, "description": "Radius in metres around latitude/longitude to favour."},
            "open_now": {"type": "boolean", "default": False, "description": "Only places open right now."},
            "min_rating": {"type": "number", "minimum": 0, "maximum": 5, "description": "Only places rated at least this (0-5)."},
            "max_results": {"type": "integer", "minimum": 1, "maximum": 20, "default": 5, "description": "Maximum number of places."},
            "language": LANGUAGE_PROPERTY,
        },
        ["query"],
    ),
)
def search_places(args: dict) -> str:
    body: dict = {"textQuery": args["query"], "pageSize": args["max_results"], "languageCode": args["language"]}
    if args["open_now"]:
        body["openNow"] = True
    if "min_rating" in args:
        body["minRating"] = args["min_rating"]
    if ("latitude" in args) != ("longitude" in args):
        raise ToolError("latitude and longitude must be given together.")
    if "latitude" in args:
        body["locationBias"] = {"circle": {"center": {"latitude": args["latitude"], "longitude": args["longitude"]}, "radius": float(args["radius_m"])}}
    data = google_json(PLACES_SEARCH_URL, body, PLACE_FIELDS)
    places = data.get("places") or []
    if not places:
        return f'No places found for "{args["query"]}".'
    lines = [f'Places for "{args["query"]}":']
    for number, place in enumerate(places, 1):
        name = (place.get("displayName") or {}).get("text") or "(unnamed)"
        kind = (place.get("primaryTypeDisplayName") or {}).get("text")
        lines.append(f"{number}. {name}{f' ({kind})' if kind else ''} — {place.get('formattedAddress', 'address unknown')}")
        facts = []
        if place.get("rating") is not None:
            facts.append(f"rating {place['rating']}/5 from {place.get('userRatingCount', 0):,} reviews")
        if place.get("priceLevel") and place["priceLevel"] != "PRICE_LEVEL_UNSPECIFIED":
            facts.append("price " + place["priceLevel"].replace("PRICE_LEVEL_", "").replace("_", " ").lower())
        open_now = (place.get("currentOpeningHours") or {}).get("openNow")
        if open_now is not None:
            facts.append("open now" if open_now else "closed now")
        if place.get("businessStatus") and place["businessStatus"] != "OPERATIONAL":
            facts.append(place["businessStatus"].replace("_", " ").lower())
        location = place.get("location") or {}
        if "latitude" in location:
            facts.append(f"{location['latitude']}, {location.get('longitude')}")
        if facts:
            lines.append("   " + "; ".join(facts))
        contact = [value for value in (place.get("nationalPhoneNumber"), place.get("websiteUri"), place.get("googleMapsUri")) if value]
        if contact:
            lines.append("   " + " | ".join(contact))
    return "\n".join(lines)


@server.tool(
    "directions",
    title="Get Directions",
    description="Route between two places by car, on foot, by bicycle, by public transit or two-wheeler: distance, travel time (with live traffic when driving), warnings such as tolls, and turn-by-turn steps (Google Routes API). Use it for \"how do I get from A to B\" and \"how long does it take\" questions.",
    schema=object_schema(
        {
            "origin": {"type": "string", "minLength": 2, "maxLength": 500, "description": 'Start: an address, a place name, or "latitude,longitude".'},
            "destination": {"type": "string", "minLength": 2, "maxLength": 500, "description": 'End: an address, a place name, or "latitude,longitude".'},
            "mode": {"type": "string", "enum": list(TRAVEL_MODES), "default": "drive", "description": "How to travel."},
            "departure_time": {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$",
                               "description": "Leave at this time (RFC 3339 with offset, e.g. 2026-12-01T08:30:00+01:00); default now. Must not be in the past."},
            "avoid_tolls": {"type": "boolean", "default": False, "description": "Avoid toll roads (drive, two_wheeler)."},
            "avoid_highways": {"type": "boolean", "default": False, "description": "Avoid highways (drive, two_wheeler)."},
            "avoid_ferries": {"type": "boolean", "default": False, "description": "Avoid ferries (drive, two_wheeler)."},
            "alternatives": {"type": "boolean", "default": False, "description": "Also return alternative routes."},
            "units": {"type": "string", "enum": ["metric", "imperial"], "default": "metric", "description": "Distance units."},
            "language": LANGUAGE_PROPERTY,
        },
        ["origin", "destination"],
    ),
)
def directions(args: dict) -> str:
    mode = TRAVEL_MODES[args["mode"]]
    body: dict = {
        "origin": waypoint(args["origin"]),
        "destination": waypoint(args["destination"]),
        "travelMode": mode,
        "computeAlternativeRoutes": args["alternatives"],
        "languageCode": args["language"],
        "units": args["units"].upper(),
    }
    if mode in ("DRIVE", "TWO_WHEELER"):
        body["routingPreference"] = "TRAFFIC_AWARE"
        body["routeModifiers"] = {"avoidTolls": args["avoid_tolls"], "avoidHighways": args["avoid_highways"], "avoidFerries": args["avoid_ferries"]}
    if args.get("departure_time"):
        body["departureTime"] = args["departure_time"]
    routes = google_json(ROUTES_URL, body, ROUTE_FIELDS).get("routes") or []
    if not routes:
        return f'No {args["mode"].replace("_", " ")} route found from "{args["origin"]}" to "{args["destination"]}".'
    lines = [f'{args["mode"].replace("_", " ").capitalize()} directions from "{args["origin"]}" to "{args["destination"]}":']
    for number, route in enumerate(routes, 1):
        values = route.get("localizedValues") or {}
        distance = text_of(values.get("distance")) or metres(route.get("distanceMeters"), args["units"])
        duration = text_of(values.get("duration")) or seconds(route.get("duration"))
        static = text_of(values.get("staticDuration"))
        via = f" via {route['description']}" if route.get("description") else ""
        traffic = f" ({static} without traffic)" if static and static != duration and mode in ("DRIVE", "TWO_WHEELER") else ""
        lines.append("")
        lines.append(f"Route {number}{via}: {distance}, {duration}{traffic}")
        for warning in route.get("warnings") or []:
            lines.append(f"Warning: {warning}")
        steps = [step for leg in route.get("legs") or [] for step in leg.get("steps") or []]
        for index, step in enumerate(steps[:MAX_STEPS], 1):
            lines.append(f"{index}. {describe_step(step)}")
        if len(steps) > MAX_STEPS:
            lines.append(f"... {len(steps) - MAX_STEPS} more steps")
    return "\n".join(lines)


# ---------------------------------------------------------------- Google Maps Platform calls


def api_key() -> str:
    key = os.environ.get(KEY_VARIABLE, "").strip()
    if not key:
        raise ToolError(f"{KEY_VARIABLE} is not set. Add a Google Maps Platform API key in the connector settings "
                        "(with the Geocoding API, Places API (New) and Routes API enabled for it).")
    return key


def redact(text: str, key: str) -> str:
    return text.replace(key, "***") if key else text


def geocoding_request(params: dict) -> list[dict]:
    key = api_key()
    try:
        data = fetch_json(SERVICE, GEOCODE_URL, params={**params, "key": key})
    except ToolError as error:
        raise ToolError(redact(str(error), key)) from None
    return check_geocoding_status(data, key)


def check_geocoding_status(data, key: str) -> list[dict]:
    """The Geocoding API answers HTTP 200 with a status field; anything but OK/ZERO_RESULTS is a failure."""
    if not isinstance(data, dict):
        raise ToolError(f"{SERVICE} sent an unexpected answer")
    status = data.get("status")
    detail = redact(str(data.get("error_message") or "").strip().rstrip("."), key)
    suffix = f": {detail}" if detail else ""
    if status == "OK":
        return [result for result in data.get("results") or [] if isinstance(result, dict)]
    if status == "ZERO_RESULTS":
        return []
    if status == "REQUEST_DENIED":
        raise ToolError(f"{SERVICE} refused the request (REQUEST_DENIED){suffix}. Check that {KEY_VARIABLE} is a valid key with the Geocoding API enabled and billing set up.")
    if status in ("OVER_QUERY_LIMIT", "OVER_DAILY_LIMIT"):
        raise ToolError(f"{SERVICE} quota or rate limit reached ({status}){suffix}. Wait and try again, or check the key's quota and billing.")
    if status == "INVALID_REQUEST":
        raise ToolError(f"{SERVICE} says the request is invalid (INVALID_REQUEST){suffix}")
    raise ToolError(f"{SERVICE} failed ({status or 'no status'}){suffix}. Try again later.")


def google_json(url: str, body: dict, field_mask: str) -> dict:
    key = api_key()
    try:
        data = fetch_json(SERVICE, url, method="POST", json_body=body, headers={"X-Goog-Api-Key": key, "X-Goog-FieldMask": field_mask})
    except ToolError as error:
        message = redact(str(error), key)
        if "HTTP 403" in message or "API key not valid" in message:
            message += f" (check that {KEY_VARIABLE} is valid and that the API is enabled for it)"
        raise ToolError(message) from None
    if not isinstance(data, dict):
        raise ToolError(f"{SERVICE} sent an unexpected answer")
    return data


# ---------------------------------------------------------------- formatting


def format_geocoding(heading: str, results: list[dict]) -> str:
    lines = [heading]
    for number, result in enumerate(results, 1):
        geometry = result.get("geometry") or {}
        location = geometry.get("location") or {}
        lines.append(f"{number}. {result.get('formatted_address', '(no address)')}")
        facts = [f"{location.get('lat')}, {location.get('lng')}"]
        if geometry.get("location_type"):
            facts.append(f"precision {geometry['location_type'].replace('_', ' ').lower()}")
        if result.get("types"):
            facts.append("type " + ", ".join(result["types"][:3]).replace("_", " "))
        if result.get("partial_match"):
            facts.append("partial match")
        if result.get("place_id"):
            facts.append(f"place id {result['place_id']}")
        lines.append("   " + "; ".join(facts))
    return "\n".join(lines)


def waypoint(text: str) -> dict:
    match = COORDINATES.match(text)
    if match:
        latitude, longitude = float(match.group(1)), float(match.group(2))
        if -90 <= latitude <= 90 and -180 <= longitude <= 180:
            return {"location": {"latLng": {"latitude": latitude, "longitude": longitude}}}
    return {"address": text}


def describe_step(step: dict) -> str:
    instruction = (step.get("navigationInstruction") or {}).get("instructions") or "Continue"
    transit = step.get("transitDetails") or {}
    if transit:
        line = transit.get("transitLine") or {}
        name = line.get("nameShort") or line.get("name") or "transit"
        stops = transit.get("stopDetails") or {}
        departure = (stops.get("departureStop") or {}).get("name")
        arrival = (stops.get("arrivalStop") or {}).get("name")
        headsign = f" towards {transit['headsign']}" if transit.get("headsign") else ""
        instruction = f"Take {name}{headsign}" + (f" from {departure}" if departure else "") + (f" to {arrival}" if arrival else "")
        if transit.get("stopCount"):
            instruction += f" ({transit['stopCount']} stops)"
    values = step.get("localizedValues") or {}
    measures = [value for value in (text_of(values.get("distance")), text_of(values.get("staticDuration"))) if value]
    return instruction.replace("\n", "; ") + (f" ({', '.join(measures)})" if measures else "")


def text_of(value) -> str:
    return str(value.get("text") or "") if isinstance(value, dict) else ""


def metres(value, units: str) -> str:
    if not isinstance(value, (int, float)):
        return "distance unknown"
    if units == "imperial":
        return f"{value / 1609.344:.1f} mi"
    return f"{value / 1000:.1f} km" if value >= 1000 else f"{value} m"


def seconds(value) -> str:
    try:
        total = int(float(str(value).rstrip("s")))
    except ValueError:
        return "duration unknown"
    hours, minutes = divmod(round(total / 60), 60)
    return f"{hours} h {minutes} min" if hours else f"{minutes} min"


if __name__ == "__main__":
    run(server)
