"""Hard isolation: 2 namespaces x 50 peers with near-identical content, 10,000 randomized
Recall/List/Get/WorkingMemory/ConfirmBrief calls with adversarial labels, filters, cues and
ids -> 0 results from anyone else, and no access mark on anyone else's memories."""

from __future__ import annotations

import dataclasses
import random
import threading
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime

import pytest

from service.api.server import MemcueServer
from service.client import MemcueClient
from service.domain import Role
from service.errors import InvalidArgument, NotFound
from service.loop_domain import Brief, BriefLine, BriefSection, Section
from tests.conftest import connect, key_for

NAMESPACES = ("default", "rival")
PEERS = [f"p{i:02d}" for i in range(50)]
CALLS = 10_000
SHARED = ["I like coffee", "My favourite colour is green", "I have a dog called Rex"]
CUES = [
    "coffee",
    "favourite colour",
    "dog",
    "what is the marker?",
    "Rex",
    "green drinks",
    "tell me everything",
    "marker p07",
    "rival marker",
    "default marker",
]


@pytest.mark.slow
def test_no_call_ever_sees_another_peer_or_namespace(server: MemcueServer) -> None:
    keys = {"default": None, "rival": key_for(server, "rival", Role.OPERATOR)}
    clients = {ns: connect(server, keys[ns]) for ns in NAMESPACES}
    owner: dict[str, tuple[str, str]] = {}
    for ns in NAMESPACES:
        for peer in PEERS:
            texts = [*SHARED, f"{ns} marker {peer}: the code word is {ns}-{peer}"]
            for r in clients[ns].remember_batch(peer, texts):
                owner[r.memory.id] = (ns, peer)  # type: ignore[union-attr]
    all_ids = list(owner)
    assert len(all_ids) == 2 * 50 * 4

    leaks: list[str] = []
    counts = {"ok": 0, "refused": 0, "results": 0}
    lock = threading.Lock()

    def one(i: int) -> None:
        rng = random.Random(i)
        ns = rng.choice(NAMESPACES)
        other_ns = "rival" if ns == "default" else "default"
        mc: MemcueClient = clients[ns]
        peer = rng.choice(PEERS)
        stranger = rng.choice([p for p in PEERS if p != peer])
        adversarial_labels = [
            f"{ns}:{peer}",
            f"{ns}:{stranger}",
            f"{other_ns}:{peer}",
            f"{ns}:{peer}:x",
            "*",
            f"{ns}:",
            "",
        ]
        op = rng.choice(["recall", "list", "get"] * 3 + ["brief", "confirm"])
        returned = []
        try:
            if op == "recall":
                labels = rng.sample(adversarial_labels, rng.randint(0, 2))
                hits = mc.recall(
                    peer,
                    rng.choice(CUES),
                    top_k=rng.randint(1, 50),
                    labels=[x for x in labels if x],
                    kinds=rng.choice([[], ["fact"], ["fact", "note"]]),
                    include_superseded=rng.random() < 0.5,
                )
                returned = [h.memory for h in hits]
            elif op == "list":
                page = mc.list(
                    peer, label_prefix=rng.choice(adversarial_labels), page_size=rng.randint(1, 20)
                )
                returned = list(page.memories)
            elif op == "brief":
                brief = mc.working_memory(
                    peer, cue=rng.choice(CUES), token_budget=rng.choice([50, 200, 2000])
                )
                returned = [mc.get(peer, mid) for mid in brief.memory_ids]
                if any(f"code word is {ns}-{p}" in brief.text for p in PEERS if p != peer):
                    with lock:
                        leaks.append(f"{ns}/{peer} brief shows another peer's text")
            elif op == "confirm":
                # A real brief of this peer's, sent with other peers' ids or under a made-up
                # id, must mark nothing; sent as built, it marks its own memories.
                real = mc.working_memory(peer, cue=rng.choice(CUES), token_budget=200)
                ids = rng.sample(all_ids, 5)
                fake = Brief("b_x", (), "", 0, 0, datetime.now(UTC), "")
                others = dataclasses.replace(real, sections=_lines(ids))
                made_up = dataclasses.replace(fake, sections=real.sections)
                for forged in (others, made_up):
                    if forged is others and set(ids) <= set(real.memory_ids):
                        continue
                    try:
                        got = mc.confirm_brief(peer, forged).confirmed
                        with lock:
                            leaks.append(f"{ns}/{peer} a forged confirm marked {got}")
                    except (InvalidArgument, NotFound):
                        pass
                returned = [mc.get(peer, mid) for mid in real.memory_ids]
                if returned and mc.confirm_brief(peer, real).confirmed != len(returned):
                    with lock:
                        leaks.append(f"{ns}/{peer} confirm of its own brief fell short")
            else:
                mid = rng.choice(all_ids)
                returned = [mc.get(peer, mid)]
        except (InvalidArgument, NotFound):
            with lock:
                counts["refused"] += 1
            return
        bad = [
            m.id
            for m in returned
            if (m.namespace, m.peer_id) != (ns, peer) or owner.get(m.id) != (ns, peer)
        ]
        with lock:
            counts["ok"] += 1
            counts["results"] += len(returned)
            leaks.extend(f"{ns}/{peer} {op} got {b} of {owner.get(b)}" for b in bad)

    with ThreadPoolExecutor(4) as pool:
        list(pool.map(one, range(CALLS)))
    for mc in clients.values():
        mc.close()
    print(f"isolation: {CALLS} calls, {counts}")
    assert leaks == []
    assert counts["ok"] + counts["refused"] == CALLS
    assert counts["results"] > CALLS  # the calls did return plenty of (own) data


def _lines(ids: list[str]) -> tuple[BriefSection, ...]:
    """Brief lines naming these ids (a client may send any ids to ConfirmBrief)."""
    lines = tuple(BriefLine(text="x", why="", tokens=1, score=0.0, memory_id=i) for i in ids)
    return (BriefSection(Section.FACTS, lines),)
