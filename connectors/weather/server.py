#!/usr/bin/env python3
"""Weather connector: Open-Meteo forecasts, current conditions, air quality and place search, over MCP stdio.

Open-Meteo needs no API key. Base URLs (for a self-hosted Open-Meteo or the tests):
OPEN_METEO_BASE_URL replaces all three public hosts; OPEN_METEO_FORECAST_BASE_URL,
OPEN_METEO_GEOCODING_BASE_URL and OPEN_METEO_AIR_QUALITY_BASE_URL replace one each.
"""

from __future__ import annotations

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the connector folder: Skald hashes what is there
from skald_mcp import Server, ToolError, env_url, fetch_json, object_schema, run

SERVICE = "Open-Meteo"
_shared = os.environ.get("OPEN_METEO_BASE_URL")
FORECAST_URL = env_url("OPEN_METEO_FORECAST_BASE_URL", _shared or "https://api.open-meteo.com") + "/v1/forecast"
GEOCODING_URL = env_url("OPEN_METEO_GEOCODING_BASE_URL", _shared or "https://geocoding-api.open-meteo.com") + "/v1/search"
AIR_QUALITY_URL = env_url("OPEN_METEO_AIR_QUALITY_BASE_URL", _shared or "https://air-quality-api.open-meteo.com") + "/v1/air-quality"

# WMO weather interpretation codes, as Open-Meteo documents them.
WEATHER_CODES = {
    0: "Clear sky", 1: "Mainly clear", 2: "Partly cloudy", 3: "Overcast",
    45: "Fog", 48: "Depositing rime fog",
    51: "Light drizzle", 53: "Moderate drizzle", 55: "Dense drizzle",
    56: "Light freezing drizzle", 57: "Dense freezing drizzle",
    61: "Slight rain", 63: "Moderate rain", 65: "Heavy rain",
    66: "Light freezing rain", 67: "Heavy freezing rain",
    71: "Slight snowfall", 73: "Moderate snowfall", 75: "Heavy snowfall", 77: "Snow grains",
    80: "Slight rain showers", 81: "Moderate rain showers", 82: "Violent rain showers",
    85: "Slight snow showers", 86: "Heavy snow showers",
    95: "Thunderstorm", 96: "Thunderstorm with slight hail", 99: "Thunderstorm with heavy hail",
}
COMPASS = ["N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW", "NNW"]

LOCATION_PROPERTIES = {
    "location": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200,
        "description": 'Place name, optionally qualified by region or country after commas, e.g. "Paris", "Portland, Oregon", "Valencia, ES". The best geocoding match is used. Omit it when you give latitude and longitude.',
    },
    "latitude": {"type": "number", "minimum": -90, "maximum": 90, "description": "Latitude in decimal degrees (WGS84); give it with longitude instead of location."},
    "longitude": {"type": "number", "minimum": -180, "maximum": 180, "description": "Longitude in decimal degrees (WGS84); give it with latitude instead of location."},
}
UNITS_PROPERTY = {
    "type": "string",
    "enum": ["metric", "imperial"],
    "default": "metric",
    "description": "metric: °C, km/h, mm. imperial: °F, mph, inches.",
}

server = Server(
    "weather",
    "1.0.0",
    title="Weather (Open-Meteo)",
    instructions="Weather and air quality for any place on Earth from Open-Meteo. Tools accept a place name or coordinates.",
)


@server.tool(
    "geocode",
    title="Find Place Coordinates",
    description="Search places by name and return their coordinates, country, region, time zone, elevation and population. Use it when a place name is ambiguous (several towns share it) or when the user asks where a place is; the weather tools already geocode a single place name themselves.",
    schema=object_schema(
        {
            "name": {"type": "string", "minLength": 2, "maxLength": 200, "description": "Place name to search for, e.g. \"Springfield\". A postal code works in some countries."},
            "count": {"type": "integer", "minimum": 1, "maximum": 20, "default": 5, "description": "How many matches to return."},
            "country_code": {"type": "string", "pattern": "^[A-Za-z]{2}$", "description": "Keep only matches in this country (ISO 3166-1 alpha-2, e.g. \"US\")."},
            "language": {"type": "string", "pattern": "^[a-z]{2}$", "default": "en", "description": "Language of the returned names (ISO 639-1)."},
        },
        ["name"],
    ),
)
def geocode(args: dict) -> str:
    places = search_places(args["name"], 20 if args.get("country_code") else args["count"], args["language"])
    if args.get("country_code"):
        places = [p for p in places if str(p.get("country_code", "")).upper() == args["country_code"].upper()]
    places = places[: args["count"]]
    if not places:
        return f'No place named "{args["name"]}" found.'
    lines = [f'{len(places)} place(s) matching "{args["name"]}":']
    for number, place in enumerate(places, 1):
        facts = [f"{place['latitude']}, {place['longitude']}"]
        if place.get("elevation") is not None:
            facts.append(f"elevation {place['elevation']:g} m")
        if place.get("timezone"):
            facts.append(f"time zone {place['timezone']}")
        if place.get("population"):
            facts.append(f"population {place['population']:,}")
        lines.append(f"{number}. {place_label(place)} — {', '.join(facts)}")
    return "\n".join(lines)


@server.tool(
    "current_weather",
    title="Current Weather",
    description="Current weather conditions at a place: temperature, feels-like, humidity, precipitation, cloud cover, wind and pressure. Use it for questions about the weather right now.",
    schema=object_schema({**LOCATION_PROPERTIES, "units": UNITS_PROPERTY}),
)
def current_weather(args: dict) -> str:
    latitude, longitude, label = resolve_location(args)
    variables = ["temperature_2m", "apparent_temperature", "relative_humidity_2m", "is_day", "precipitation", "weather_code",
                 "cloud_cover", "pressure_msl", "wind_speed_10m", "wind_direction_10m", "wind_gusts_10m"]
    data = fetch_json(SERVICE, FORECAST_URL, params={
        "latitude": latitude, "longitude": longitude, "current": ",".join(variables), "timezone": "auto", **unit_params(args["units"]),
    })
    current = data.get("current") or {}
    units = data.get("current_units") or {}
    if not current:
        raise ToolError(f"{SERVICE} returned no current conditions for this place")

    def value(key: str) -> str:
        return measure(current.get(key), units.get(key, ""))

    day = {1: "day", 0: "night"}.get(current.get("is_day"))
    lines = [
        f"Current weather in {label} — local time {str(current.get('time', '?')).replace('T', ' ')} ({data.get('timezone', 'UTC')})",
        f"Conditions: {describe_code(current.get('weather_code'))}{f' ({day})' if day else ''}",
        f"Temperature: {value('temperature_2m')} (feels like {value('apparent_temperature')})",
        f"Humidity: {value('relative_humidity_2m')}",
        f"Precipitation: {value('precipitation')}",
        f"Cloud cover: {value('cloud_cover')}",
        f"Wind: {value('wind_speed_10m')} from {compass(current.get('wind_direction_10m'))}, gusts {value('wind_gusts_10m')}",
        f"Pressure (sea level): {value('pressure_msl')}",
    ]
    return "\n".join(lines)


@server.tool(
    "forecast",
    title="Weather Forecast",
    description="Daily weather forecast for up to 16 days at a place (conditions, min/max temperature, precipitation amount and probability, wind, UV, sunrise/sunset), optionally with an hour-by-hour outlook. Use it for questions about today later, tomorrow, the weekend or the coming days.",
    schema=object_schema({
        **LOCATION_PROPERTIES,
        "days": {"type": "integer", "minimum": 1, "maximum": 16, "default": 7, "description": "Number of days, starting today."},
        "hours": {"type": "integer", "minimum": 0, "maximum": 72, "default": 0, "description": "Also list the next N hours one by one (0 = daily summary only)."},
        "units": UNITS_PROPERTY,
    }),
)
def forecast(args: dict) -> str:
    latitude, longitude, label = resolve_location(args)
    daily_variables = ["weather_code", "temperature_2m_max", "temperature_2m_min", "precipitation_sum", "precipitation_probability_max",
                       "wind_speed_10m_max", "uv_index_max", "sunrise", "sunset"]
    params = {
        "latitude": latitude, "longitude": longitude, "daily": ",".join(daily_variables), "forecast_days": args["days"],
        "timezone": "auto", **unit_params(args["units"]),
    }
    if args["hours"]:
        params["hourly"] = "temperature_2m,precipitation_probability,precipitation,weather_code,wind_speed_10m"
        params["forecast_hours"] = args["hours"]
    data = fetch_json(SERVICE, FORECAST_URL, params=params)
    daily = data.get("daily") or {}
    units = data.get("daily_units") or {}
    days = daily.get("time") or []
    if not days:
        raise ToolError(f"{SERVICE} returned no daily forecast for this place")
    lines = [f"{len(days)}-day forecast for {label} (times in {data.get('timezone', 'UTC')}):"]
    for i, date in enumerate(days):
        def at(key: str) -> str:
            return measure(series(daily, key, i), units.get(key, ""))

        parts = [
            describe_code(series(daily, "weather_code", i)),
            f"{at('temperature_2m_min')} to {at('temperature_2m_max')}",
            f"precipitation {at('precipitation_sum')} ({at('precipitation_probability_max')} chance)",
            f"wind up to {at('wind_speed_10m_max')}",
            f"UV index {at('uv_index_max')}",
            f"sunrise {clock(series(daily, 'sunrise', i))}, sunset {clock(series(daily, 'sunset', i))}",
        ]
        lines.append(f"- {date}: " + "; ".join(parts))
    hourly = data.get("hourly") or {}
    if args["hours"] and hourly.get("time"):
        hourly_units = data.get("hourly_units") or {}
        lines.append("")
        lines.append(f"Next {len(hourly['time'])} hours:")
        for i, time in enumerate(hourly["time"]):
            def at(key: str) -> str:
                return measure(series(hourly, key, i), hourly_units.get(key, ""))

            lines.append(f"- {str(time).replace('T', ' ')}: {describe_code(series(hourly, 'weather_code', i))}, {at('temperature_2m')}, "
                         f"precipitation {at('precipitation')} ({at('precipitation_probability')} chance), wind {at('wind_speed_10m')}")
    return "\n".join(lines)


@server.tool(
    "air_quality",
    title="Air Quality",
    description="Current air quality at a place: European and US AQI with their health category, PM2.5, PM10, ozone, nitrogen dioxide, sulphur dioxide, carbon monoxide and UV index, optionally with an hourly outlook for up to 4 days. Use it for questions about pollution, smog, allergies-relevant air quality, or whether it is safe to exercise outside.",
    schema=object_schema({
        **LOCATION_PROPERTIES,
        "hours": {"type": "integer", "minimum": 0, "maximum": 96, "default": 0, "description": "Also list the AQI outlook for the next N hours (0 = current values only)."},
    }),
)
def air_quality(args: dict) -> str:
    latitude, longitude, label = resolve_location(args)
    variables = ["european_aqi", "us_aqi", "pm2_5", "pm10", "ozone", "nitrogen_dioxide", "sulphur_dioxide", "carbon_monoxide", "uv_index"]
    params = {"latitude": latitude, "longitude": longitude, "current": ",".join(variables), "timezone": "auto"}
    if args["hours"]:
        params["hourly"] = "european_aqi,us_aqi,pm2_5,pm10"
        params["forecast_hours"] = args["hours"]
    data = fetch_json(SERVICE, AIR_QUALITY_URL, params=params)
    current = data.get("current") or {}
    units = data.get("current_units") or {}
    if not current:
        raise ToolError(f"{SERVICE} returned no air-quality data for this place")

    def value(key: str) -> str:
        return measure(current.get(key), units.get(key, ""))

    lines = [
        f"Air quality in {label} at {str(current.get('time', '?')).replace('T', ' ')} ({data.get('timezone', 'UTC')}):",
        f"European AQI: {value('european_aqi')} ({european_band(current.get('european_aqi'))})",
        f"US AQI: {value('us_aqi')} ({us_band(current.get('us_aqi'))})",
        f"PM2.5: {value('pm2_5')}; PM10: {value('pm10')}",
        f"Ozone: {value('ozone')}; nitrogen dioxide: {value('nitrogen_dioxide')}; sulphur dioxide: {value('sulphur_dioxide')}; carbon monoxide: {value('carbon_monoxide')}",
        f"UV index: {value('uv_index')}",
    ]
    hourly = data.get("hourly") or {}
    if args["hours"] and hourly.get("time"):
        hourly_units = data.get("hourly_units") or {}
        lines.append("")
        lines.append(f"Next {len(hourly['time'])} hours:")
        for i, time in enumerate(hourly["time"]):
            eu, us = series(hourly, "european_aqi", i), series(hourly, "us_aqi", i)
            lines.append(f"- {str(time).replace('T', ' ')}: European AQI {measure(eu, '')} ({european_band(eu)}), US AQI {measure(us, '')} ({us_band(us)}), "
                         f"PM2.5 {measure(series(hourly, 'pm2_5', i), hourly_units.get('pm2_5', ''))}, PM10 {measure(series(hourly, 'pm10', i), hourly_units.get('pm10', ''))}")
    return "\n".join(lines)


# ---------------------------------------------------------------- helpers


def search_places(name: str, count: int, language: str = "en") -> list[dict]:
    data = fetch_json(SERVICE, GEOCODING_URL, params={"name": name, "count": count, "language": language, "format": "json"})
    results = data.get("results") if isinstance(data, dict) else None
    return [place for place in results or [] if isinstance(place, dict) and "latitude" in place and "longitude" in place]


def resolve_location(args: dict) -> tuple[float, float, str]:
    has_latitude, has_longitude = "latitude" in args, "longitude" in args
    if args.get("location") is not None:
        if has_latitude or has_longitude:
            raise ToolError("Give either location or latitude and longitude, not both.")
        return locate(args["location"])
    if has_latitude and has_longitude:
        return args["latitude"], args["longitude"], f"{args['latitude']}, {args['longitude']}"
    if has_latitude or has_longitude:
        raise ToolError("latitude and longitude must be given together.")
    raise ToolError("Say where: give location (a place name) or latitude and longitude.")


def locate(query: str) -> tuple[float, float, str]:
    """A place name, optionally followed by ", region" or ", country", to its best match."""
    parts = [part.strip() for part in query.split(",") if part.strip()]
    if not parts:
        raise ToolError("location is empty; give a place name such as \"Paris\".")
    name, *qualifiers = parts
    places = search_places(name, 10 if qualifiers else 1)
    for qualifier in (q.lower() for q in qualifiers):
        places = [p for p in places if any(qualifier == str(p.get(k, "")).lower() or (len(qualifier) > 2 and qualifier in str(p.get(k, "")).lower())
                                           for k in ("country", "country_code", "admin1", "admin2", "admin3"))]
    if not places:
        raise ToolError(f'No place named "{query}" was found. Try another spelling, a bigger nearby town, or give latitude and longitude.')
    place = places[0]
    return place["latitude"], place["longitude"], f"{place_label(place)} ({place['latitude']}, {place['longitude']})"


def place_label(place: dict) -> str:
    parts = [place.get("name"), place.get("admin1"), place.get("country")]
    return ", ".join(dict.fromkeys(str(part) for part in parts if part))


def unit_params(units: str) -> dict:
    if units == "imperial":
        return {"temperature_unit": "fahrenheit", "wind_speed_unit": "mph", "precipitation_unit": "inch"}
    return {}


def series(block: dict, key: str, index: int):
    values = block.get(key)
    return values[index] if isinstance(values, list) and index < len(values) else None


def measure(value, unit: str) -> str:
    if value is None:
        return "n/a"
    if isinstance(value, float):
        value = f"{value:g}"
    return f"{value} {unit}".strip() if unit and unit != "%" else f"{value}{unit}"


def describe_code(code) -> str:
    return WEATHER_CODES.get(code, f"weather code {code}") if code is not None else "conditions unknown"


def compass(degrees) -> str:
    if not isinstance(degrees, (int, float)):
        return "an unknown direction"
    return f"{COMPASS[round(degrees / 22.5) % 16]} ({degrees:g}°)"


def clock(timestamp) -> str:
    return str(timestamp).split("T")[-1] if timestamp else "n/a"


def european_band(aqi) -> str:
    if not isinstance(aqi, (int, float)):
        return "unknown"
    for limit, band in ((20, "good"), (40, "fair"), (60, "moderate"), (80, "poor"), (100, "very poor")):
        if aqi <= limit:
            return band
    return "extremely poor"


def us_band(aqi) -> str:
    if not isinstance(aqi, (int, float)):
        return "unknown"
    for limit, band in ((50, "good"), (100, "moderate"), (150, "unhealthy for sensitive groups"), (200, "unhealthy"), (300, "very unhealthy")):
        if aqi <= limit:
            return band
    return "hazardous"


if __name__ == "__main__":
    run(server)
