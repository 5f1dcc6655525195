"""Web sessions: a random id in an HttpOnly, SameSite=Strict cookie, everything else here.

The browser holds only the session id; the API key stays in this process's memory and is
checked again by the same Authenticator as gRPC on every request, so a revoked key stops
working at once. Each session has its own CSRF token for the hidden field of every form.
Sessions live in memory: a restart logs everyone out, which is the safe direction.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass
class Session:
    key: str = field(repr=False)  # the API key, never logged nor sent back
    namespace: str  # only used with MEMCUE_AUTH=open, where keys name no namespace
    csrf: str = field(repr=False)
    last_seen: float
    flashes: list[tuple[str, str]] = field(default_factory=list)

    def flash(self, level: str, message: str) -> None:
        """A message for the next page shown (the result of a change, or why it failed)."""
        self.flashes.append((level, message))

    def take_flashes(self) -> list[tuple[str, str]]:
        out, self.flashes = self.flashes, []
        return out

    def csrf_ok(self, token: str) -> bool:
        return bool(token) and hmac.compare_digest(self.csrf, token)


def _digest(session_id: str) -> str:
    return hashlib.sha256(session_id.encode()).hexdigest()


class SessionStore:
    """Bounded: idle sessions expire, and past `max_sessions` the least recently used go."""

    def __init__(
        self,
        *,
        idle_s: float,
        max_sessions: int,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._idle = idle_s
        self._max = max_sessions
        self._clock = clock
        self._lock = threading.Lock()
        self._sessions: dict[str, Session] = {}

    def create(self, key: str, namespace: str) -> tuple[str, Session]:
        """A new session; returns the id for the cookie (stored here only as a digest)."""
        session_id = secrets.token_urlsafe(32)
        session = Session(key, namespace, secrets.token_urlsafe(32), self._clock())
        with self._lock:
            self._prune()
            while len(self._sessions) >= self._max:
                oldest = min(self._sessions, key=lambda k: self._sessions[k].last_seen)
                del self._sessions[oldest]
            self._sessions[_digest(session_id)] = session
        return session_id, session

    def get(self, session_id: str) -> Session | None:
        if not session_id:
            return None
        with self._lock:
            digest = _digest(session_id)
            session = self._sessions.get(digest)
            if session is None:
                return None
            now = self._clock()
            if now - session.last_seen > self._idle:
                del self._sessions[digest]
                return None
            session.last_seen = now
            return session

    def drop(self, session_id: str) -> None:
        with self._lock:
            self._sessions.pop(_digest(session_id), None)

    def __len__(self) -> int:
        return len(self._sessions)

    def _prune(self) -> None:
        now = self._clock()
        for digest in [d for d, s in self._sessions.items() if now - s.last_seen > self._idle]:
            del self._sessions[digest]
