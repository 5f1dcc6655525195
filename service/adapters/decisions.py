"""Decision memory: proposals and their outcomes, in a local SQLite file (derived state).

The log holds every decision event (source of truth); this table is the fast, always-local
view that RecentProposals reads, so it answers even while ActivityWatch is down. The texts
are sealed with the peer's key and the rows go with Forget.
"""

from __future__ import annotations

import threading
from datetime import datetime
from pathlib import Path

from service.adapters.sqlite import open_db, purge
from service.crypto import Sealer
from service.domain import Partition, Proposal, ProposalOutcome


class SqliteDecisions:
    def __init__(self, path: Path, sealer: Sealer) -> None:
        self._sealer = sealer
        self._db = open_db(path)
        self._lock = threading.Lock()
        with self._lock:
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS proposals (namespace TEXT NOT NULL, "
                "peer_id TEXT NOT NULL, proposal_id TEXT NOT NULL, mode TEXT NOT NULL, "
                "sealed TEXT NOT NULL, proposed_at TEXT NOT NULL, outcome TEXT NOT NULL, "
                "outcome_at TEXT, PRIMARY KEY (namespace, peer_id, proposal_id))"
            )
            self._db.execute(
                "CREATE INDEX IF NOT EXISTS proposals_recent "
                "ON proposals (namespace, peer_id, proposed_at)"
            )
            # What came after the first release (the project a proposal is about, its
            # outcome's note, sealed) lives beside the table, not in new columns of it: a
            # previous version rolled back to wrote 8 values into 10 columns and answered
            # every proposal_made with INTERNAL (a review of the change that added them).
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS proposal_extras (namespace TEXT NOT NULL, "
                "peer_id TEXT NOT NULL, proposal_id TEXT NOT NULL, "
                "project TEXT NOT NULL DEFAULT '', outcome_sealed TEXT, "
                "PRIMARY KEY (namespace, peer_id, proposal_id))"
            )
            columns = {row[1] for row in self._db.execute("PRAGMA table_info(proposals)")}
            if {"project", "outcome_sealed"} <= columns:  # a build of this change's first
                # version kept them in columns of `proposals`
                self._db.execute(
                    "INSERT OR IGNORE INTO proposal_extras SELECT namespace, peer_id, "
                    "proposal_id, project, outcome_sealed FROM proposals"
                )

    def add(self, partition: Partition, proposal: Proposal) -> None:
        sealed = self._sealer.seal_json(
            partition, [proposal.text, proposal.next_action, proposal.rationale]
        )
        with self._lock:
            self._db.execute(
                "INSERT OR REPLACE INTO proposals (namespace, peer_id, proposal_id, mode, "
                "sealed, proposed_at, outcome, outcome_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    partition.namespace,
                    partition.peer_id,
                    proposal.proposal_id,
                    proposal.mode,
                    sealed,
                    proposal.proposed_at.isoformat(),
                    proposal.outcome.value,
                    proposal.outcome_at.isoformat() if proposal.outcome_at else None,
                ),
            )
            self._db.execute(
                "INSERT OR REPLACE INTO proposal_extras (namespace, peer_id, proposal_id, "
                "project, outcome_sealed) VALUES (?, ?, ?, ?, NULL)",
                (partition.namespace, partition.peer_id, proposal.proposal_id, proposal.project),
            )

    def resolve(
        self,
        partition: Partition,
        proposal_id: str,
        outcome: ProposalOutcome,
        at: datetime,
        note: str = "",
    ) -> bool:
        """Records the outcome and what its event said; False when the proposal is unknown."""
        sealed = self._sealer.seal_json(partition, [note]) if note else None
        with self._lock:
            cur = self._db.execute(
                "UPDATE proposals SET outcome = ?, outcome_at = ? "
                "WHERE namespace = ? AND peer_id = ? AND proposal_id = ?",
                (
                    outcome.value,
                    at.isoformat(),
                    partition.namespace,
                    partition.peer_id,
                    proposal_id,
                ),
            )
            if cur.rowcount > 0:
                self._db.execute(
                    "INSERT INTO proposal_extras (namespace, peer_id, proposal_id, "
                    "outcome_sealed) VALUES (?, ?, ?, ?) ON CONFLICT (namespace, peer_id, "
                    "proposal_id) DO UPDATE SET outcome_sealed = excluded.outcome_sealed",
                    (partition.namespace, partition.peer_id, proposal_id, sealed),
                )
            return cur.rowcount > 0

    def exists(self, partition: Partition, proposal_id: str) -> bool:
        with self._lock:
            row = self._db.execute(
                "SELECT 1 FROM proposals WHERE namespace = ? AND peer_id = ? AND proposal_id = ?",
                (partition.namespace, partition.peer_id, proposal_id),
            ).fetchone()
        return row is not None

    def recent(
        self,
        partition: Partition,
        *,
        mode: str,
        since: datetime,
        limit: int,
        project: str | None = None,
    ) -> list[Proposal]:
        """Proposals made or settled since `since`, newest first (an outcome is news about
        its proposal: one made six weeks ago and dismissed yesterday, "fix the timezone
        dependence instead, never xfail", was out of every brief and of RecentProposals'
        week); with `project`, those made for it and for no project."""
        query = (
            "SELECT p.proposal_id, p.mode, p.sealed, p.proposed_at, p.outcome, p.outcome_at, "
            "e.outcome_sealed, COALESCE(e.project, '') FROM proposals p "
            "LEFT JOIN proposal_extras e USING (namespace, peer_id, proposal_id) "
            "WHERE p.namespace = ? AND p.peer_id = ? "
            "AND (p.proposed_at >= ? OR p.outcome_at >= ?)"
        )
        args: list[object] = [
            partition.namespace,
            partition.peer_id,
            since.isoformat(),
            since.isoformat(),
        ]
        if mode:
            query += " AND p.mode = ?"
            args.append(mode)
        if project is not None:
            query += " AND COALESCE(e.project, '') IN ('', ?)"
            args.append(project)
        query += " ORDER BY p.proposed_at DESC LIMIT ?"
        args.append(limit)
        with self._lock:
            rows = self._db.execute(query, args).fetchall()
        out = []
        for pid, pmode, sealed, proposed_at, outcome, outcome_at, outcome_sealed, made_for in rows:
            text, next_action, rationale = self._sealer.open_json(partition, sealed)
            note = self._sealer.open_json(partition, outcome_sealed)[0] if outcome_sealed else ""
            out.append(
                Proposal(
                    proposal_id=pid,
                    mode=pmode,
                    text=text,
                    next_action=next_action,
                    rationale=rationale,
                    proposed_at=datetime.fromisoformat(proposed_at),
                    outcome=ProposalOutcome(outcome),
                    outcome_at=datetime.fromisoformat(outcome_at) if outcome_at else None,
                    outcome_note=note,
                    project=made_for,
                )
            )
        return out

    def forget(self, partition: Partition) -> int:
        with self._lock:
            purge(self._db, "proposal_extras", partition.namespace, partition.peer_id)
            return purge(self._db, "proposals", partition.namespace, partition.peer_id)

    def close(self) -> None:
        with self._lock:
            self._db.close()
