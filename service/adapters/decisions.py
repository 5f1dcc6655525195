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
            # the outcome's note (sealed), added after the first release: older files gain it
            columns = {row[1] for row in self._db.execute("PRAGMA table_info(proposals)")}
            if "outcome_sealed" not in columns:
                self._db.execute("ALTER TABLE proposals ADD COLUMN outcome_sealed TEXT")
            if "project" not in columns:  # the project:<path> a proposal is about
                self._db.execute(
                    "ALTER TABLE proposals ADD COLUMN project TEXT NOT NULL DEFAULT ''"
                )

    def add(self, partition: Partition, proposal: Proposal) -> None:
        sealed = self._sealer.seal_json(
            partition, [proposal.text, proposal.next_action, proposal.rationale]
        )
        with self._lock:
            self._db.execute(
                "INSERT OR REPLACE INTO proposals (namespace, peer_id, proposal_id, mode, "
                "sealed, proposed_at, outcome, outcome_at, project) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    partition.namespace,
                    partition.peer_id,
                    proposal.proposal_id,
                    proposal.mode,
                    sealed,
                    proposal.proposed_at.isoformat(),
                    proposal.outcome.value,
                    proposal.outcome_at.isoformat() if proposal.outcome_at else None,
                    proposal.project,
                ),
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
                "UPDATE proposals SET outcome = ?, outcome_at = ?, outcome_sealed = ? "
                "WHERE namespace = ? AND peer_id = ? AND proposal_id = ?",
                (
                    outcome.value,
                    at.isoformat(),
                    sealed,
                    partition.namespace,
                    partition.peer_id,
                    proposal_id,
                ),
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
        """Newest first; with `project`, those made for it and those made for no project."""
        query = (
            "SELECT proposal_id, mode, sealed, proposed_at, outcome, outcome_at, "
            "outcome_sealed, project FROM proposals "
            "WHERE namespace = ? AND peer_id = ? AND proposed_at >= ?"
        )
        args: list[object] = [partition.namespace, partition.peer_id, since.isoformat()]
        if mode:
            query += " AND mode = ?"
            args.append(mode)
        if project is not None:
            query += " AND project IN ('', ?)"
            args.append(project)
        query += " ORDER BY proposed_at DESC LIMIT ?"
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
            return purge(self._db, "proposals", partition.namespace, partition.peer_id)

    def close(self) -> None:
        with self._lock:
            self._db.close()
