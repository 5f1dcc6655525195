"""Keyword index on SQLite FTS5 (BM25), one file, partitions kept apart by keyed hashing.

Why FTS5: it ships with Python's sqlite3 (nothing to install), is transactional and
persistent, updates incrementally on every write (bm25s and tantivy-py would need a rebuild
or a separate writer process), and ranks with BM25. One table for every partition keeps memory
in proportion to data, not to the number of peers.

Ranking: BM25 over the partition alone. FTS5's own bm25() counts every row of the table (N)
and their average length, so a peer's keyword scores moved with what other peers stored: a
name in most of a peer's memories weighed almost as much as a rare word once the table held
other peers' rows (LoCoMo conversations 1-5 each alone: cats 1-4 recall@10 0.694 against
0.681 inside all ten). Terms are keyed per partition, so FTS5's document frequency of a
term (fts5vocab) is already the partition's; the partition's row count and token total are
kept in `kw_stats`, and the best rows by FTS5's ranking are rescored with them. Each match
also carries its coverage, the share of the cue's IDF weight it holds (cue words no row holds
included): recall weighs the keyword part by it (`service.recall.scoring.relevance`).

Isolation and erasure: every term is stored as a keyed digest under the peer's own key
(`Sealer.lookup_digest`), so a term of peer A is a different token from the same word of peer
B: a query for one partition cannot match another's rows (each row also carries its
partition and queries filter on it). After Forget destroys the key, whatever FTS5 keeps in
its segments or free pages is digests nobody can recompute: no text, no canary.
"""

from __future__ import annotations

import hashlib
import math
import threading
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from service.adapters.sqlite import open_db, rollback
from service.crypto import Sealer
from service.domain import KeywordMatch, Partition
from service.recall.tense import asks_in_present
from service.recall.terms import terms
from service.recall.topics import related
from service.recall.verb_forms import forms_of


@dataclass(frozen=True, slots=True)
class Entry:
    """What the keyword index keeps of a memory: its text and its place in a session."""

    id: str
    text: str
    session_id: str = ""
    position: int = -1


# FTS5's bm25() parameters, so scores keep the scale the recall weights were tuned on.
K1 = 1.2
B = 0.75
RESCORE = 100  # at least: rows ranked by FTS5 (table-wide statistics), rescored per partition


def bm25(body: str, df: dict[str, int], rows: int, avgdl: float) -> float:
    """FTS5's formula, with the partition's row count and average length. `body` is a row's
    terms, space-separated digests of one length, so a term's count is a substring count."""
    length = body.count(" ") + 1 if body else 0
    norm = K1 * (1 - B + B * length / avgdl)
    score = 0.0
    for token, n in df.items():
        tf = body.count(token)
        if tf:
            score += idf(rows, n) * tf * (K1 + 1) / (tf + norm)
    return score


def idf(rows: int, n: int) -> float:
    """FTS5's IDF, floored just above 0 as FTS5 does (a term in most rows still counts)."""
    value = math.log((rows - n + 0.5) / (n + 0.5))
    return value if value > 0 else 1e-6


def coverage(body: str, weights: Mapping[tuple[str, ...], float]) -> float:
    """The share of the cue's IDF weight whose terms the row holds (1 for a cue without
    weight, so it changes nothing). A cue term is the tuple of its forms ("sell", "sold":
    `service.recall.verb_forms`); a row holds it with any of them."""
    total = sum(weights.values())
    if total <= 0:
        return 1.0
    return sum(w for forms, w in weights.items() if any(t in body for t in forms)) / total


def _part(partition: Partition) -> str:
    return hashlib.sha256(f"{partition.namespace}\0{partition.peer_id}".encode()).hexdigest()[:32]


class KeywordIndex:
    def __init__(self, path: Path, sealer: Sealer) -> None:
        self._sealer = sealer
        self._db = open_db(path, synchronous="NORMAL")
        self._lock = threading.Lock()
        with self._lock:
            # session/position locate a turn's neighbours in one indexed lookup (context
            # expansion); the session id is stored as a keyed digest like the terms.
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS kw_rows (rowid INTEGER PRIMARY KEY, "
                "part TEXT NOT NULL, mid TEXT NOT NULL, session TEXT NOT NULL DEFAULT '', "
                "position INTEGER NOT NULL DEFAULT -1, UNIQUE (part, mid))"
            )
            self._db.execute(
                "CREATE INDEX IF NOT EXISTS kw_rows_turn ON kw_rows (part, session, position)"
            )
            self._db.execute(
                "CREATE VIRTUAL TABLE IF NOT EXISTS kw USING fts5(body, tokenize='ascii')"
            )
            self._db.execute(
                "CREATE VIRTUAL TABLE IF NOT EXISTS kw_vocab USING fts5vocab(kw, 'row')"
            )
            fresh = not self._db.execute(
                "SELECT 1 FROM sqlite_master WHERE name = 'kw_stats'"
            ).fetchone()
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS kw_stats (part TEXT PRIMARY KEY, "
                "rows INTEGER NOT NULL, tokens INTEGER NOT NULL)"
            )
            row = self._db.execute("SELECT COALESCE(SUM(rows), 0) FROM kw_stats").fetchone()
            counted = self._db.execute("SELECT COUNT(*) FROM kw_rows").fetchone()
            if fresh or int(row[0]) != int(counted[0]):
                # An index from before per-partition statistics, or one they drifted from
                # (a crash between two statements, an older Memcue writing to it): count again.
                self._recount()
                row = self._db.execute("SELECT COALESCE(SUM(rows), 0) FROM kw_stats").fetchone()
            self._total_rows = int(row[0])  # every partition's rows: see search()

    def _tokens(
        self, partition: Partition, words: Iterable[str], *, create: bool = True
    ) -> list[str]:
        # 16 hex chars (64 bits) per term: collisions within one partition are negligible.
        digests = [self._sealer.lookup_digest(partition, w, create=create)[:16] for w in words]
        return [d for d in digests if d]  # none for a read of a partition without a key

    def upsert(self, partition: Partition, items: Sequence[Entry]) -> None:
        """Entries: their terms (and session slot) replace whatever the id had."""
        part = _part(partition)
        rows = [
            (
                e.id,
                " ".join(self._tokens(partition, terms(e.text))),
                self._session(partition, e.session_id),
                e.position,
            )
            for e in items
        ]
        with self._lock:
            self._db.execute("BEGIN")
            try:
                for mid, body, session, position in rows:
                    self._delete_one(part, mid)
                    self._count(part, 1, len(body.split()))
                    cur = self._db.execute(
                        "INSERT INTO kw_rows (part, mid, session, position) VALUES (?, ?, ?, ?)",
                        (part, mid, session, position),
                    )
                    self._db.execute(
                        "INSERT INTO kw (rowid, body) VALUES (?, ?)", (cur.lastrowid, body)
                    )
                self._db.execute("COMMIT")
            except BaseException:
                self._rollback()
                raise

    def _session(self, partition: Partition, session_id: str, *, create: bool = True) -> str:
        if not session_id:
            return ""
        return self._sealer.lookup_digest(partition, "session\0" + session_id, create=create)

    def turns(self, partition: Partition, sessions: Mapping[str, Iterable[int]]) -> list[str]:
        """Ids of the entries at these positions of these sessions."""
        part = _part(partition)
        wanted = [
            (self._session(partition, sid, create=False), sorted(set(positions)))
            for sid, positions in sessions.items()
            if sid
        ]
        out: list[str] = []
        with self._lock:
            for session, positions in wanted:  # one indexed lookup per session
                if not positions or not session:  # (no key: nothing of it is here)
                    continue
                marks = ",".join("?" * len(positions))
                out.extend(
                    r[0]
                    for r in self._db.execute(
                        "SELECT mid FROM kw_rows WHERE part = ? AND session = ? "
                        f"AND position IN ({marks})",
                        (part, session, *positions),
                    )
                )
        return out

    def _recount(self) -> None:
        self._db.execute("BEGIN")
        try:
            self._db.execute("DELETE FROM kw_stats")
            self._db.execute(
                "INSERT INTO kw_stats (part, rows, tokens) SELECT r.part, COUNT(*), "
                "SUM(LENGTH(kw.body) - LENGTH(REPLACE(kw.body, ' ', '')) + "
                "(LENGTH(kw.body) > 0)) FROM kw_rows r JOIN kw ON kw.rowid = r.rowid "
                "GROUP BY r.part"
            )
            self._db.execute("COMMIT")
        except BaseException:
            rollback(self._db)
            raise

    def _rollback(self) -> None:
        """Undoes the open transaction, if any (an interrupt just after a COMMIT finds it
        committed), and reads back the row total counted into it either way."""
        rollback(self._db)
        row = self._db.execute("SELECT COALESCE(SUM(rows), 0) FROM kw_stats").fetchone()
        self._total_rows = int(row[0])

    def _count(self, part: str, rows: int, tokens: int) -> None:
        self._total_rows += rows
        self._db.execute(
            "INSERT INTO kw_stats (part, rows, tokens) VALUES (?, ?, ?) ON CONFLICT (part) "
            "DO UPDATE SET rows = rows + excluded.rows, tokens = tokens + excluded.tokens",
            (part, rows, tokens),
        )

    def _delete_one(self, part: str, mid: str) -> None:
        row = self._db.execute(
            "SELECT r.rowid, kw.body FROM kw_rows r JOIN kw ON kw.rowid = r.rowid "
            "WHERE r.part = ? AND r.mid = ?",
            (part, mid),
        ).fetchone()
        if row is not None:
            self._db.execute("DELETE FROM kw WHERE rowid = ?", (row[0],))
            self._db.execute("DELETE FROM kw_rows WHERE rowid = ?", (row[0],))
            self._count(part, -1, -len(str(row[1]).split()))

    def delete(self, partition: Partition, ids: Sequence[str]) -> None:
        part = _part(partition)
        with self._lock:
            self._db.execute("BEGIN")
            try:
                for mid in ids:
                    self._delete_one(part, mid)
                self._db.execute("COMMIT")
            except BaseException:
                self._rollback()
                raise

    def drop(self, partition: Partition) -> None:
        self.drop_part(_part(partition))

    def drop_part(self, part: str) -> None:
        """A partition's rows by its hash (the index's partition key: the same sha256)."""
        with self._lock:
            self._db.execute("BEGIN")
            rowids = [
                r[0] for r in self._db.execute("SELECT rowid FROM kw_rows WHERE part = ?", (part,))
            ]
            self._db.executemany("DELETE FROM kw WHERE rowid = ?", [(r,) for r in rowids])
            self._db.execute("DELETE FROM kw_rows WHERE part = ?", (part,))
            self._db.execute("DELETE FROM kw_stats WHERE part = ?", (part,))
            self._db.execute("COMMIT")
            self._total_rows -= len(rowids)
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def search(self, partition: Partition, cue: str, k: int) -> list[KeywordMatch]:
        """Up to k matches of one partition, best BM25 first."""
        # each cue term with the other forms of its verb, if any ("sell": "sold" too), and
        # in a question about what holds now, "live" with "moved" (`service.recall.topics`)
        words = terms(cue)
        state = any(related(w) for w in words) and asks_in_present(cue)
        groups = {
            tuple(dict.fromkeys(self._tokens(partition, forms_of(w, state=state), create=False)))
            for w in words
        }
        groups.discard(())
        tokens = sorted({t for forms in groups for t in forms})
        if not tokens or k <= 0:
            return []
        match = " OR ".join(f'"{t}"' for t in tokens)
        part = _part(partition)
        with self._lock:
            stats = self._db.execute(
                "SELECT rows, tokens FROM kw_stats WHERE part = ?", (part,)
            ).fetchone()
            if not stats or stats[0] <= 0:
                return []
            # The table is this partition alone: FTS5's own statistics are the partition's.
            alone = stats[0] == self._total_rows
            rows = self._db.execute(
                "SELECT r.mid, -bm25(kw), kw.body FROM kw JOIN kw_rows r ON r.rowid = kw.rowid "
                "WHERE kw MATCH ? AND r.part = ? ORDER BY bm25(kw) LIMIT ?",
                (match, part, k if alone else max(RESCORE, 2 * k)),
            ).fetchall()
            # one read for every cue term (a term no row holds has no vocabulary row: 0)
            marks = ",".join("?" * len(tokens))
            found = self._db.execute(
                f"SELECT term, doc FROM kw_vocab WHERE term IN ({marks})", tokens
            ).fetchall()
            df = dict.fromkeys(tokens, 0) | {str(t): int(n) for t, n in found}
        n_rows, n_tokens = int(stats[0]), int(stats[1])
        if alone:
            scored = [(str(mid), float(score), str(body)) for mid, score, body in rows]
        else:
            avgdl = max(n_tokens / n_rows, 1e-9)
            held = {t: n for t, n in df.items() if n}
            scored = [(str(mid), bm25(str(b), held, n_rows, avgdl), str(b)) for mid, _, b in rows]
            scored.sort(key=lambda r: -r[1])
        # (a term's forms count as one term: their rows together, at most all of them)
        weights = {f: idf(n_rows, min(n_rows, sum(df[t] for t in f))) for f in groups}
        return [KeywordMatch(mid, s, coverage(body, weights)) for mid, s, body in scored[:k]]

    def count(self, partition: Partition) -> int:
        with self._lock:
            row = self._db.execute(
                "SELECT rows FROM kw_stats WHERE part = ?", (_part(partition),)
            ).fetchone()
        return int(row[0]) if row else 0

    def close(self) -> None:
        with self._lock:
            self._db.close()
