"""The web page's plain HTTP pieces: a parsed request, a response, a refusal.

Kept apart from the handlers so each handler module reads as "what the page does" and this
one as "what a request is"; nothing here knows the core.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from http import HTTPStatus
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import parse_qs

from service.domain import CallContext
from service.web.sessions import Session

MAX_FORM_BYTES = 256 * 1024

StartResponse = Callable[[str, list[tuple[str, str]]], Any]


@dataclass(frozen=True, slots=True)
class Request:
    method: str
    path: str
    query: Mapping[str, str]
    form: Mapping[str, str]
    cookies: Mapping[str, str]
    authorization: str
    nonce: str  # this response's CSP nonce for its inline style and script


@dataclass
class Response:
    status: HTTPStatus
    body: bytes = b""
    content_type: str = "text/html; charset=utf-8"
    headers: list[tuple[str, str]] = dataclasses.field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Caller:
    """Who is asking: the resolved context, and the session when it came by cookie."""

    ctx: CallContext
    session: Session | None


class Refused(Exception):
    """Ends a request before any core call: no key, a wrong role, a missing CSRF token."""

    def __init__(self, status: HTTPStatus, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


def first(values: Mapping[str, list[str]]) -> dict[str, str]:
    return {k: v[0] for k, v in values.items() if v}


def parse_request(environ: Mapping[str, Any], nonce: str) -> Request:
    method = str(environ.get("REQUEST_METHOD", "GET")).upper()
    try:  # (strict: "%ED%A0%80" or "%FF" would otherwise be stored as replacement marks)
        query = first(
            parse_qs(str(environ.get("QUERY_STRING", "")), keep_blank_values=True, errors="strict")
        )
    except UnicodeDecodeError as exc:
        raise Refused(HTTPStatus.BAD_REQUEST, "the query string is not valid UTF-8") from exc
    form: dict[str, str] = {}
    if method == "POST":
        try:
            length = int(environ.get("CONTENT_LENGTH") or 0)
        except ValueError:
            length = -1
        if not 0 <= length <= MAX_FORM_BYTES:
            raise Refused(HTTPStatus.REQUEST_ENTITY_TOO_LARGE, "the form is too large")
        content_type = str(environ.get("CONTENT_TYPE", "")).split(";")[0].strip()
        body = environ["wsgi.input"].read(length) if length else b""
        if body and content_type != "application/x-www-form-urlencoded":
            raise Refused(HTTPStatus.UNSUPPORTED_MEDIA_TYPE, "send a url-encoded form")
        try:
            form = first(parse_qs(body.decode("utf-8"), keep_blank_values=True, errors="strict"))
        except UnicodeDecodeError as exc:
            raise Refused(HTTPStatus.BAD_REQUEST, "the form is not valid UTF-8") from exc
    cookies: dict[str, str] = {}
    if environ.get("HTTP_COOKIE"):
        jar: SimpleCookie = SimpleCookie()
        try:
            jar.load(str(environ["HTTP_COOKIE"]))
        except Exception:
            jar = SimpleCookie()
        cookies = {k: m.value for k, m in jar.items()}
    return Request(
        method=method,
        path=str(environ.get("PATH_INFO", "/")) or "/",
        query=query,
        form=form,
        cookies=cookies,
        authorization=str(environ.get("HTTP_AUTHORIZATION", "")),
        nonce=nonce,
    )
