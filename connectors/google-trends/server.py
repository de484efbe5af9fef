#!/usr/bin/env python3
"""Google Trends connector: search interest over time, related queries and today's trending searches, over MCP stdio.

Google publishes no official Trends API. This server talks to the public endpoints the
Trends website itself uses (/trends/api/explore, /trends/api/widgetdata/*, /trending/rss),
the same ones the pytrends/trendspyg packages wrap, with the standard library alone.
They are unofficial: Google may change them or answer HTTP 429 when asked too often.
GOOGLE_TRENDS_BASE_URL replaces https://trends.google.com (for the tests).
"""

from __future__ import annotations

import http.cookiejar
import json
import sys
import threading
import urllib.request
import xml.etree.ElementTree as ElementTree
from datetime import datetime, timezone

sys.dont_write_bytecode = True  # no __pycache__ in the connector folder: Skald hashes what is there
from skald_mcp import Server, ToolError, build_opener, env_url, http_request, object_schema, parse_json, raise_for_status, run

SERVICE = "Google Trends"
BASE_URL = env_url("GOOGLE_TRENDS_BASE_URL", "https://trends.google.com")
HOST_LANGUAGE = "en-US"
TIMEZONE_OFFSET_MINUTES = 0  # dates and hours are UTC
SEARCH_TYPES = {"web": "", "images": "images", "news": "news", "youtube": "youtube", "shopping": "froogle"}
TIMEFRAMES = "now 1-H, now 4-H, now 1-d, now 7-d, today 1-m, today 3-m, today 12-m, today 5-y, all, or a range \"YYYY-MM-DD YYYY-MM-DD\""

_cookies = http.cookiejar.CookieJar()
_opener = build_opener(urllib.request.HTTPCookieProcessor(_cookies))
_cookie_lock = threading.Lock()
_has_session = False

KEYWORDS_PROPERTY = {
    "type": "array",
    "minItems": 1,
    "maxItems": 5,
    "items": {"type": "string", "minLength": 1, "maxLength": 100},
    "description": 'One to five search terms to compare, e.g. ["python", "javascript"]. Values are relative to each other.',
}
GEO_PROPERTY = {
    "type": "string",
    "pattern": "^([A-Z]{2}(-[A-Z0-9]{1,3}){0,2})?$",
    "default": "",
    "description": 'Region: "" for worldwide, an ISO country code ("US", "DE") or a subdivision ("US-CA", "GB-ENG").',
}
TIMEFRAME_PROPERTY = {
    "type": "string",
    "pattern": r"^(now (1|4)-H|now (1|7)-d|today (1|3|12)-m|today 5-y|all|\d{4}-\d{2}-\d{2} \d{4}-\d{2}-\d{2})$",
    "default": "today 12-m",
    "description": f"Time range: {TIMEFRAMES}.",
}
CATEGORY_PROPERTY = {"type": "integer", "minimum": 0, "default": 0, "description": "Google Trends category id to narrow the topic (0 = all categories)."}
SEARCH_TYPE_PROPERTY = {"type": "string", "enum": list(SEARCH_TYPES), "default": "web", "description": "Which Google search to measure."}

server = Server(
    "google-trends",
    "1.0.0",
    title="Google Trends",
    instructions="How popular searches on Google are: interest over time, related queries, and what is trending today. Values are relative (0-100), not absolute search counts.",
)


@server.tool(
    "interest_over_time",
    title="Search Interest Over Time",
    description="How Google search interest in up to five terms changed over a time range, in a region: one row per period, each value 0-100 relative to the highest point in the whole selection. Use it to compare the popularity of topics, products or names, or to see seasonality and trends.",
    schema=object_schema(
        {"keywords": KEYWORDS_PROPERTY, "geo": GEO_PROPERTY, "timeframe": TIMEFRAME_PROPERTY, "category": CATEGORY_PROPERTY, "search_type": SEARCH_TYPE_PROPERTY},
        ["keywords"],
    ),
)
def interest_over_time(args: dict) -> str:
    keywords = args["keywords"]
    widgets = explore(keywords, args["geo"], args["timeframe"], args["category"], args["search_type"])
    widget = next((w for w in widgets if w.get("id") == "TIMESERIES"), None)
    if widget is None:
        raise ToolError(f"{SERVICE} offered no interest-over-time data for this query")
    data = widget_data("multiline", widget)
    timeline = (data.get("default") or {}).get("timelineData") or []
    if not timeline:
        return f"Not enough Google search volume for {quote_list(keywords)} {scope(args)} to show interest over time."
    lines = [f"Google search interest in {quote_list(keywords)} {scope(args)}, 0-100 relative to the peak of this selection (times UTC):",
             "Period | " + " | ".join(keywords)]
    partial = False
    for point in timeline:
        values = point.get("value") or []
        has_data = point.get("hasData") or [True] * len(values)
        cells = [str(value) if present else "n/a" for value, present in zip(values, has_data)]
        mark = " *" if point.get("isPartial") else ""
        partial = partial or bool(mark)
        lines.append(f"{period_label(point)}{mark} | " + " | ".join(cells))
    averages = (data.get("default") or {}).get("averages") or []
    if averages and len(averages) == len(keywords):
        lines.append("Averages: " + ", ".join(f"{keyword} {average}" for keyword, average in zip(keywords, averages)))
    if partial:
        lines.append("* partial data: the period is not over yet")
    return "\n".join(lines)


@server.tool(
    "related_queries",
    title="Related Searches",
    description="The searches people make together with a term: the top related queries (most searched, scored 0-100) and the rising ones (fastest growing, with their growth, or Breakout for more than +5000%). Use it for keyword research, to find what people want to know about a topic, or to explain a spike.",
    schema=object_schema(
        {
            "keyword": {"type": "string", "minLength": 1, "maxLength": 100, "description": "The search term, e.g. \"electric cars\"."},
            "geo": GEO_PROPERTY,
            "timeframe": TIMEFRAME_PROPERTY,
            "category": CATEGORY_PROPERTY,
            "search_type": SEARCH_TYPE_PROPERTY,
            "limit": {"type": "integer", "minimum": 1, "maximum": 25, "default": 10, "description": "Maximum queries in each list (top and rising)."},
        },
        ["keyword"],
    ),
)
def related_queries(args: dict) -> str:
    keyword = args["keyword"]
    widgets = explore([keyword], args["geo"], args["timeframe"], args["category"], args["search_type"])
    widget = next((w for w in widgets if "RELATED_QUERIES" in str(w.get("id", ""))), None)
    if widget is None:
        raise ToolError(f"{SERVICE} offered no related-queries data for this query")
    ranked = (widget_data("relatedsearches", widget).get("default") or {}).get("rankedList") or []
    top = ranked[0].get("rankedKeyword") if len(ranked) > 0 else []
    rising = ranked[1].get("rankedKeyword") if len(ranked) > 1 else []
    if not top and not rising:
        return f'Not enough Google search volume for "{keyword}" {scope(args)} to show related queries.'
    lines = [f'Searches related to "{keyword}" {scope(args)}:', "", "Top (relative popularity, 0-100):"]
    lines += [f"{i}. {item.get('query')} — {item.get('formattedValue', item.get('value'))}" for i, item in enumerate((top or [])[: args["limit"]], 1)] or ["(none)"]
    lines += ["", "Rising (growth over the previous period):"]
    lines += [f"{i}. {item.get('query')} — {item.get('formattedValue', item.get('value'))}" for i, item in enumerate((rising or [])[: args["limit"]], 1)] or ["(none)"]
    return "\n".join(lines)


@server.tool(
    "trending_now",
    title="Trending Searches",
    description="What is trending on Google search right now in a country: the fastest-rising searches of the last day with their approximate search volume and the news stories behind them. Use it for questions about current buzz, breaking topics or what people are talking about today.",
    schema=object_schema(
        {
            "geo": {"type": "string", "pattern": "^[A-Z]{2}$", "default": "US", "description": 'Country (ISO code), e.g. "US", "GB", "IN", "DE".'},
            "limit": {"type": "integer", "minimum": 1, "maximum": 50, "default": 20, "description": "Maximum number of trending searches."},
        },
    ),
)
def trending_now(args: dict) -> str:
    response = http_request(SERVICE, f"{BASE_URL}/trending/rss", params={"geo": args["geo"]}, headers={"Accept": "application/rss+xml, application/xml"})
    raise_for_status(SERVICE, response)
    try:
        root = ElementTree.fromstring(response.body)
    except ElementTree.ParseError:
        raise ToolError(f"{SERVICE} sent a trending feed that is not valid XML; the service may have changed") from None
    items = [element for element in root.iter() if local(element.tag) == "item"]
    if not items:
        return f"No trending searches listed for {args['geo']} right now."
    lines = [f"Trending Google searches in {args['geo']} right now:"]
    for number, item in enumerate(items[: args["limit"]], 1):
        fields = {local(child.tag): (child.text or "").strip() for child in item}
        line = f"{number}. {fields.get('title', '?')}"
        if fields.get("approx_traffic"):
            line += f" — {fields['approx_traffic']} searches"
        if fields.get("pubDate"):
            line += f" (since {fields['pubDate']})"
        lines.append(line)
        for news in [child for child in item if local(child.tag) == "news_item"][:2]:
            story = {local(part.tag): (part.text or "").strip() for part in news}
            if story.get("news_item_title"):
                source = f" ({story['news_item_source']})" if story.get("news_item_source") else ""
                lines.append(f"   - {story['news_item_title']}{source} {story.get('news_item_url', '')}".rstrip())
    return "\n".join(lines)


# ---------------------------------------------------------------- the Trends web endpoints


def explore(keywords: list[str], geo: str, timeframe: str, category: int, search_type: str) -> list[dict]:
    """The explore call returns one widget (request + token) per chart of the Trends page."""
    start_session()
    request = {
        "comparisonItem": [{"keyword": keyword, "time": timeframe, "geo": geo} for keyword in keywords],
        "category": category,
        "property": SEARCH_TYPES[search_type],
    }
    data = trends_json("POST", "/trends/api/explore", {"hl": HOST_LANGUAGE, "tz": TIMEZONE_OFFSET_MINUTES, "req": json.dumps(request, separators=(",", ":"))})
    widgets = data.get("widgets") if isinstance(data, dict) else None
    if not isinstance(widgets, list):
        raise ToolError(f"{SERVICE} answered without the expected widgets; the service may have changed")
    return [widget for widget in widgets if isinstance(widget, dict) and widget.get("token")]


def widget_data(kind: str, widget: dict) -> dict:
    data = trends_json("GET", f"/trends/api/widgetdata/{kind}", {
        "hl": HOST_LANGUAGE,
        "tz": TIMEZONE_OFFSET_MINUTES,
        "req": json.dumps(widget.get("request") or {}, separators=(",", ":")),
        "token": widget["token"],
    })
    return data if isinstance(data, dict) else {}


def start_session() -> None:
    """The API answers 429 to clients without the NID cookie the Trends page sets; fetch it once."""
    global _has_session
    with _cookie_lock:
        if _has_session:
            return
        response = http_request(SERVICE, f"{BASE_URL}/trends/explore", params={"geo": "US"}, opener=_opener, headers={"Accept": "text/html"})
        if response.status == 429:
            raise_for_status(SERVICE, response)
        _has_session = True


def trends_json(method: str, path: str, params: dict):
    response = http_request(SERVICE, BASE_URL + path, method=method, params=params, opener=_opener)
    raise_for_status(SERVICE, response)
    body = response.body
    # Anti-JSON-hijacking prefix: ")]}'" or ")]}'," then a newline.
    if body.startswith(b")]}'"):
        body = body.split(b"\n", 1)[1] if b"\n" in body else body[5:]
    return parse_json(SERVICE, body)


# ---------------------------------------------------------------- formatting


def scope(args: dict) -> str:
    where = f"in {args['geo']}" if args.get("geo") else "worldwide"
    when = {"now 1-H": "past hour", "now 4-H": "past 4 hours", "now 1-d": "past day", "now 7-d": "past 7 days", "today 1-m": "past month",
            "today 3-m": "past 3 months", "today 12-m": "past 12 months", "today 5-y": "past 5 years", "all": "since 2004"}
    timeframe = args.get("timeframe", "today 12-m")
    extra = "" if args.get("search_type", "web") == "web" else f", {args['search_type']} search"
    return f"{where}, {when.get(timeframe, timeframe.replace(' ', ' to '))}{extra}"


def period_label(point: dict) -> str:
    if point.get("formattedTime"):
        return str(point["formattedTime"])
    try:
        return datetime.fromtimestamp(int(point.get("time", 0)), tz=timezone.utc).strftime("%Y-%m-%d %H:%M")
    except (TypeError, ValueError):
        return "?"


def quote_list(keywords: list[str]) -> str:
    return ", ".join(f'"{keyword}"' for keyword in keywords)


def local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


if __name__ == "__main__":
    run(server)
