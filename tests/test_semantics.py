"""Write-path semantics through the gRPC API with the real model: dedup and merge, trust,
contradictions, idempotency, concurrency, retention and Update.

Each test writes in a namespace of its own on the session's shared server (`tenant`); the
expiry test sweeps every partition and so keeps a server of its own.
"""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta

import pytest

from service.api.server import MemcueServer
from service.client import MemcueClient
from service.domain import DedupMode, Fact, Origin, Partition, Retention, Role, WriteOutcome
from service.errors import FailedPrecondition, InvalidArgument, NotFound, PermissionDenied
from tests.conftest import Tenant


def _live(mc: MemcueClient, peer: str) -> list[str]:
    return sorted(m.content for m in mc.iter_all(peer))


def test_paraphrases_merge_and_keep_the_union_of_source_refs(
    tenant: Tenant, tenant_client: MemcueClient
) -> None:
    client = tenant_client
    first = client.remember("alice", "My dog is named Rex", source_refs=["D1:1"])
    again = client.remember("alice", "My dog's name is Rex", source_refs=["D2:5"])
    assert again.outcome == WriteOutcome.MERGED
    assert again.related_id == first.memory.id == again.memory.id
    survivor = client.get("alice", first.memory.id)
    assert survivor.source_refs == ("D1:1", "D2:5")
    assert survivor.access_count == 1 and survivor.updated_at > first.memory.updated_at
    assert len(survivor.merged_from) == 1
    assert len(list(client.iter_all("alice"))) == 1
    # The merge is logged with both texts.
    events = tenant.events("alice")
    merge = next(e["data"] for e in events if e["data"]["op"] == "merge")
    assert merge["absorbed"]["content"] == "My dog's name is Rex"
    assert merge["previous_content"] == "My dog is named Rex"
    assert merge["memory"]["source_refs"] == ["D1:1", "D2:5"]


@pytest.mark.parametrize(
    ("older", "newer"),
    [
        ("I have 2 kids", "I have 3 kids"),
        ("Likes coffee", "Does not like coffee"),
        ("I moved to Lisbon in 2021", "I moved to Lisbon in 2023"),
    ],
)
def test_changed_numbers_and_negations_supersede_instead_of_merging(
    tenant_client: MemcueClient, older: str, newer: str
) -> None:
    client = tenant_client
    old = client.remember("alice", older).memory
    new = client.remember("alice", newer)
    assert new.outcome == WriteOutcome.SUPERSEDED and new.related_id == old.id
    assert new.memory.content == newer
    # The older entry is kept, linked, and hidden unless asked for.
    assert _live(client, "alice") == [newer]
    hidden = client.get("alice", old.id)
    assert hidden.content == older and hidden.superseded_by == new.memory.id
    assert [h.memory.content for h in client.recall("alice", older)] == [newer]
    shown = client.recall("alice", older, include_superseded=True)
    assert {h.memory.content for h in shown} == {older, newer}


def test_an_update_told_as_a_move_hides_the_old_home_until_a_cue_asks_about_the_past(
    tenant_client: MemcueClient,
) -> None:
    client = tenant_client
    old = client.remember("lena", "Lena lives in Berlin.").memory
    moved = client.remember("lena", "Lena moved to Hamburg.")
    assert moved.outcome == WriteOutcome.SUPERSEDED and moved.related_id == old.id
    now = client.recall("lena", "Where does Lena live?")
    assert [h.memory.content for h in now] == ["Lena moved to Hamburg."]
    before = client.recall("lena", "Where did Lena live before?")
    assert before[0].memory.content == "Lena lives in Berlin."
    assert before[0].memory.superseded_by == moved.memory.id
    # a word of time about something else asks for the home now
    aside = client.recall("lena", "Before I forget, where does Lena live? I'm posting a card.")
    assert [h.memory.content for h in aside] == ["Lena moved to Hamburg."]


def test_the_same_sentence_about_two_people_does_not_merge(tenant_client: MemcueClient) -> None:
    client = tenant_client
    client.remember("alice", "Likes coffee")
    client.remember("bob", "Likes coffee")
    assert _live(client, "alice") == ["Likes coffee"] and _live(client, "bob") == ["Likes coffee"]
    a = client.remember("", "Alice likes coffee", scope="global")
    b = client.remember("", "Bob likes coffee", scope="global")
    assert a.outcome == b.outcome == WriteOutcome.CREATED
    assert _live(client, "") == ["Alice likes coffee", "Bob likes coffee"]


def test_an_agent_paraphrase_never_replaces_the_peers_own_words(
    tenant_client: MemcueClient,
) -> None:
    client = tenant_client
    peer = client.remember("alice", "My dog is named Rex", origin=Origin.PEER)
    agent = client.remember("alice", "My dog's name is Rex", origin=Origin.AGENT)
    assert agent.outcome == WriteOutcome.MERGED and agent.memory.id == peer.memory.id
    kept = client.get("alice", peer.memory.id)
    assert kept.content == "My dog is named Rex" and kept.origin == Origin.PEER


def test_the_peers_words_replace_an_earlier_agent_paraphrase(tenant_client: MemcueClient) -> None:
    client = tenant_client
    agent = client.remember("alice", "My dog's name is Rex", origin=Origin.AGENT)
    peer = client.remember("alice", "My dog is named Rex", origin=Origin.PEER)
    assert peer.outcome == WriteOutcome.MERGED and peer.memory.id == agent.memory.id
    kept = client.get("alice", agent.memory.id)
    assert kept.content == "My dog is named Rex" and kept.origin == Origin.PEER


def test_a_lower_trust_contradiction_is_stored_linked_and_ranked_below(
    tenant_client: MemcueClient,
) -> None:
    client = tenant_client
    peer = client.remember("alice", "I have 2 kids", origin=Origin.PEER)
    agent = client.remember("alice", "I have 3 kids", origin=Origin.AGENT)
    assert agent.outcome == WriteOutcome.CONFLICT and agent.related_id == peer.memory.id
    assert agent.memory.conflicts_with == peer.memory.id
    assert client.get("alice", peer.memory.id).superseded_by == ""
    hits = client.recall("alice", "I have 3 kids")
    assert [h.memory.id for h in hits] == [peer.memory.id, agent.memory.id]


def test_structured_facts_contradict_on_the_same_subject_and_predicate(
    tenant_client: MemcueClient,
) -> None:
    client = tenant_client
    old = client.remember(
        "alice", "Alice lives in Lisbon", fact=Fact("Alice", "lives in", "Lisbon")
    ).memory
    new = client.remember(
        "alice", "Alice's home is in Porto now", fact=Fact("alice", "Lives  in", "Porto")
    )
    assert new.outcome == WriteOutcome.SUPERSEDED and new.related_id == old.id
    same = client.remember(
        "alice", "She is based in Porto", fact=Fact("Alice", "lives in", "porto")
    )
    assert same.outcome == WriteOutcome.MERGED and same.related_id == new.memory.id


def test_dedup_can_be_turned_off_or_made_stricter(tenant_client: MemcueClient) -> None:
    client = tenant_client
    client.remember("alice", "My dog is named Rex")
    strict = client.remember("alice", "My dog's name is Rex", dedup=DedupMode.STRICT)
    assert strict.outcome == WriteOutcome.CREATED
    off = client.remember("alice", "My dog is named Rex", dedup=DedupMode.OFF)
    assert off.outcome == WriteOutcome.CREATED
    assert len(list(client.iter_all("alice"))) == 3
    exact = client.remember("alice", "my dog is named Rex.", dedup=DedupMode.STRICT)
    assert exact.outcome == WriteOutcome.MERGED


def test_a_retried_write_stores_once(tenant_client: MemcueClient) -> None:
    client = tenant_client
    results = [
        client.remember("alice", "Alice owns a red bike", idempotency_key="k-1") for _ in range(3)
    ]
    assert [r.outcome for r in results] == [WriteOutcome.CREATED] + [WriteOutcome.REPLAYED] * 2
    assert {r.memory.id for r in results} == {results[0].memory.id}
    assert _live(client, "alice") == ["Alice owns a red bike"]
    assert client.get("alice", results[0].memory.id).access_count == 0


def test_sixteen_concurrent_writers_of_the_same_fact_leave_one_entry(tenant: Tenant) -> None:
    def write(i: int) -> WriteOutcome:
        with tenant.client() as mc:
            return mc.remember("alice", "Alice's favourite colour is green").outcome

    with ThreadPoolExecutor(16) as pool:
        outcomes = list(pool.map(write, range(16)))
    assert sorted(o.value for o in outcomes) == ["created"] + ["merged"] * 15
    with tenant.client() as mc:
        entries = list(mc.iter_all("alice"))
    assert len(entries) == 1 and entries[0].access_count == 15


def test_a_batch_dedups_within_itself(tenant_client: MemcueClient) -> None:
    client = tenant_client
    results = client.remember_batch(
        "alice",
        [
            "She lives in Lisbon with her husband",
            "She lives with her husband in Lisbon",
            "I have 2 kids",
            "I have 3 kids",
        ],
    )
    outcomes = [getattr(r, "outcome", None) for r in results]
    assert outcomes == [
        WriteOutcome.CREATED,
        WriteOutcome.MERGED,
        WriteOutcome.CREATED,
        WriteOutcome.SUPERSEDED,
    ]
    assert _live(client, "alice") == ["I have 3 kids", "She lives in Lisbon with her husband"]


def test_expired_entries_disappear_and_are_swept_but_pinned_ones_stay(
    server: MemcueServer, client: MemcueClient
) -> None:
    soon = datetime.now(UTC) + timedelta(seconds=1)
    gone = client.remember("alice", "Alice is in Paris this week", expires_at=soon).memory
    pinned = client.remember(
        "alice",
        "Alice's passport number is kept by the operator",
        pinned=True,
        retention=Retention.EPHEMERAL,
    ).memory
    assert pinned.expires_at is None
    assert client.get("alice", gone.id).content == "Alice is in Paris this week"
    time.sleep(1.5)
    with pytest.raises(NotFound):
        client.get("alice", gone.id)
    assert [h.memory.id for h in client.recall("alice", "Where is Alice this week?")] == [pinned.id]
    assert [m.id for m in client.iter_all("alice")] == [pinned.id]
    index = server.app.index
    alice = Partition("default", "alice")
    assert index.count(alice) == 2  # hidden at once, still on disk until swept
    with pytest.raises(NotFound):
        client.delete("alice", gone.id)  # as Get says: gone
    assert server.app.core.sweep_expired(limit=10) == 1
    assert index.count(alice) == 1 and index.get(alice, [pinned.id])


def test_an_expired_correction_brings_back_what_it_corrected(
    server: MemcueServer, client: MemcueClient
) -> None:
    """A correction written to expire (retention or expires_at) hid the older entry for good
    once it expired: superseded by an id that no longer existed, which no call could undo."""
    bergen = client.remember("sam", "Sam lives in Bergen").memory
    soon = datetime.now(UTC) + timedelta(seconds=1)
    tromso = client.remember("sam", "Sam lives in Tromso", expires_at=soon)
    assert tromso.outcome == WriteOutcome.SUPERSEDED
    time.sleep(1.5)
    assert server.app.core.sweep_expired(limit=10) == 1
    assert _live(client, "sam") == ["Sam lives in Bergen"]
    assert client.get("sam", bergen.id).superseded_by == ""
    assert client.recall("sam", "where does Sam live?")[0].memory.id == bergen.id


def test_update_changes_pin_importance_retention_and_content(
    tenant: Tenant, tenant_client: MemcueClient
) -> None:
    client = tenant_client
    m = client.remember("alice", "Alice drives a blue car", retention=Retention.SHORT).memory
    assert m.expires_at is not None
    pinned = client.update("alice", m.id, pinned=True, importance=0.9).memory
    assert pinned.pinned and pinned.expires_at is None and pinned.importance == 0.9
    before = datetime.now(UTC)
    unpinned = client.update("alice", m.id, pinned=False, retention=Retention.LONG).memory
    assert unpinned.expires_at is not None  # the class's period, counted from the unpin
    assert before + timedelta(days=3650) <= unpinned.expires_at
    assert unpinned.expires_at <= datetime.now(UTC) + timedelta(days=3650)
    changed = client.update("alice", m.id, content="Alice rides a red bicycle").memory
    assert changed.content == "Alice rides a red bicycle" and changed.id == m.id
    assert client.recall("alice", "what does she ride?", top_k=1)[0].memory.id == m.id
    with pytest.raises(InvalidArgument, match="nothing to update"):
        client.update("alice", m.id)
    with pytest.raises(NotFound):
        client.update("bob", m.id, pinned=True)
    events = tenant.events("alice")
    updates = [e["data"]["memory"]["content"] for e in events if e["data"]["op"] == "update"]
    assert updates[0] == "Alice rides a red bicycle"  # newest first, with the new content


def test_deleting_a_correction_brings_back_what_it_corrected(tenant_client: MemcueClient) -> None:
    """Deleting the superseding entry left the older one hidden behind a deleted id: nothing
    said where Sam lives any more."""
    client = tenant_client
    bergen = client.remember("sam", "Sam lives in Bergen").memory
    tromso = client.remember("sam", "Sam lives in Tromso")
    assert tromso.outcome == WriteOutcome.SUPERSEDED
    assert _live(client, "sam") == ["Sam lives in Tromso"]
    client.delete("sam", tromso.memory.id)
    assert _live(client, "sam") == ["Sam lives in Bergen"]
    assert client.get("sam", bergen.id).superseded_by == ""
    assert client.recall("sam", "where does Sam live?")[0].memory.id == bergen.id
    # An entry outranked in a conflict is released too (found by an indexed read: a
    # Delete in a partition of 5,000 entries read them all and took 1.2 s).
    rule = client.remember("sam", "Sam has 2 kids", origin=Origin.OPERATOR).memory
    guess = client.remember("sam", "Sam has 3 kids", origin=Origin.AGENT)
    assert guess.outcome == WriteOutcome.CONFLICT and guess.memory.conflicts_with == rule.id
    client.delete("sam", rule.id)
    assert client.get("sam", guess.memory.id).conflicts_with == ""
    # Deleting a correction that was itself corrected hands on: Berlin stays behind Rome.
    berlin = client.remember("ana", "Ana lives in Berlin").memory
    paris = client.remember("ana", "Ana lives in Paris").memory
    rome = client.remember("ana", "Ana lives in Rome").memory
    client.delete("ana", paris.id)
    assert _live(client, "ana") == ["Ana lives in Rome"]
    assert client.get("ana", berlin.id).superseded_by == rome.id


def test_an_update_neither_writes_into_a_hidden_entry_nor_copies_another(
    tenant_client: MemcueClient,
) -> None:
    """A new text for an entry a correction hides was accepted and stayed hidden (nothing
    read it); a new text with another live entry's words made two entries say the same
    thing, which dedup on write never allows. Both are refused, and nothing changes."""
    client = tenant_client
    bergen = client.remember("kim", "Kim lives in Bergen").memory
    oslo = client.remember("kim", "Kim lives in Oslo")
    assert oslo.outcome == WriteOutcome.SUPERSEDED
    with pytest.raises(FailedPrecondition, match=f"superseded by '{oslo.memory.id}'"):
        client.update("kim", bergen.id, content="Kim lives in Trondheim")
    assert client.get("kim", bergen.id).content == "Kim lives in Bergen"
    assert client.update("kim", bergen.id, importance=0.7).memory.importance == 0.7

    tea = client.remember("kim", "Kim drinks green tea every morning").memory
    with pytest.raises(FailedPrecondition, match=f"'{oslo.memory.id}' already says this"):
        client.update("kim", tea.id, content="kim lives in OSLO!")
    assert client.get("kim", tea.id).content == "Kim drinks green tea every morning"
    assert _live(client, "kim") == ["Kim drinks green tea every morning", "Kim lives in Oslo"]
    # A text of its own, or its own words again in other case, is still an edit.
    assert client.update("kim", tea.id, content="Kim drinks green tea at 7").memory.content == (
        "Kim drinks green tea at 7"
    )
    same = client.update("kim", oslo.memory.id, content="Kim lives in Oslo.").memory
    assert same.content == "Kim lives in Oslo."


def test_an_agent_key_may_not_rewrite_a_higher_trust_text(
    tenant: Tenant, tenant_client: MemcueClient
) -> None:
    """An agent key's Update of an operator's or a peer's text was stored and kept the
    entry's origin, confidence and verbatim flag: the agent's words ranked with operator
    trust."""
    op = tenant_client
    rule = op.remember("tom", "Tom's refund limit is 50 dollars", origin=Origin.OPERATOR).memory
    quote = op.remember(
        "tom", "Tom: I never want marketing email", origin=Origin.PEER, verbatim=True
    ).memory
    with tenant.client(Role.AGENT) as agent:
        for m in (rule, quote):
            with pytest.raises(PermissionDenied, match="only with an operator key"):
                agent.update("tom", m.id, content="Tom may get unlimited refunds")
            assert agent.get("tom", m.id).content == m.content
        # nor have it gone: deleted, unpinned or made ephemeral (it expired the next day)
        pinned = op.remember("tom", "Tom's account is on hold", pinned=True, origin=Origin.OPERATOR)
        for attempt in (
            lambda: agent.delete("tom", rule.id),
            lambda: agent.update("tom", pinned.memory.id, pinned=False),
            lambda: agent.update("tom", rule.id, retention=Retention.EPHEMERAL),
            lambda: agent.update("tom", rule.id, importance=0.0),  # (a brief weighs it)
        ):
            with pytest.raises(PermissionDenied, match="only an operator key may"):
                attempt()
        assert agent.get("tom", rule.id).retention is rule.retention
        assert agent.get("tom", rule.id).importance == rule.importance
        assert agent.get("tom", pinned.memory.id).pinned
        said = op.remember("tom", "Tom: call me after six", origin=Origin.PEER).memory
        assert agent.delete("tom", said.id) == said.id  # a peer's words: the agent may
        own = agent.remember("tom", "Tom asked about refunds twice").memory
        edited = agent.update("tom", own.id, content="Tom asked about refunds three times")
        assert edited.memory.origin is Origin.AGENT
    # An operator's new text is the operator's, and nobody's exact words.
    fixed = op.update("tom", quote.id, content="Tom does not want marketing email").memory
    assert fixed.origin is Origin.OPERATOR and not fixed.verbatim and fixed.confidence == 1.0


def test_an_update_that_repeats_the_pin_keeps_the_expiry_a_merge_extended(
    tenant_client: MemcueClient,
) -> None:
    """A short-lived entry that absorbed a standard one keeps the later expiry; an edit that
    does not change pinning or retention (pinned=False on an unpinned entry) used to reset it
    to the short class, and the sweeper then deleted the merged write early."""
    client = tenant_client
    short = client.remember("alice", "Alice is allergic to peanuts.", retention=Retention.SHORT)
    merged = client.remember("alice", "Alice is allergic to peanuts.")
    assert merged.outcome.value == "merged" and merged.memory.id == short.memory.id
    extended = merged.memory.expires_at
    assert extended is not None and short.memory.expires_at is not None
    assert extended > short.memory.expires_at
    for change in ({"pinned": False}, {"retention": Retention.SHORT}, {"importance": 0.8}):
        assert client.update("alice", short.memory.id, **change).memory.expires_at == extended


def test_a_why_cue_never_lifts_a_conflicting_entry_above_the_one_it_contradicts(
    tenant_client: MemcueClient,
) -> None:
    """The "why" lift (a decision gives a reason) ran after conflicts were ranked below: the
    agent's contradicting decision came first, 0.46 against the operator's 0.39."""
    client = tenant_client
    rule = client.remember("kai", "Kai's delivery day is Tuesday", origin=Origin.OPERATOR).memory
    guess = client.remember(
        "kai", "Kai's delivery day is Friday", kind="decision", origin=Origin.AGENT
    )
    assert guess.outcome == WriteOutcome.CONFLICT and guess.memory.conflicts_with == rule.id
    hits = client.recall("kai", "Why is Kai's delivery day on that day?", expand_neighbors=0)
    assert [h.memory.id for h in hits] == [rule.id, guess.memory.id]


def test_an_agents_duplicate_leaves_an_operators_entry_as_the_operator_set_it(
    tenant: Tenant, tenant_client: MemcueClient
) -> None:
    """An agent's duplicate of support's short-lived "free shipping until Friday", written
    pinned, merged into it: the operator's entry was then pinned, never expired, and had
    importance 1.0, none of which the agent may set by Update (a privacy review)."""
    soon = datetime.now(UTC) + timedelta(hours=2)
    offer = tenant_client.remember(
        "sam",
        "Sam gets free shipping until Friday",
        origin=Origin.OPERATOR,
        expires_at=soon,
        importance=0.4,
    ).memory
    with tenant.client(Role.AGENT) as agent:
        again = agent.remember(
            "sam",
            "Sam gets free shipping until Friday",
            pinned=True,
            importance=1.0,
            retention=Retention.PERMANENT,
        )
        assert again.outcome is WriteOutcome.MERGED and again.memory.id == offer.id
        kept = agent.get("sam", offer.id)
    assert (kept.pinned, kept.importance, kept.expires_at) == (False, 0.4, offer.expires_at)
    assert kept.origin is Origin.OPERATOR


def test_an_agents_edit_that_contradicts_a_more_trusted_entry_stays_below_it(
    tenant: Tenant, tenant_client: MemcueClient
) -> None:
    """An agent updated its own "Sam enjoys jazz" to "Sam's account tier is Silver": the
    entry got no `conflicts_with` and outranked the operator's "tier is Gold", where a write
    of the same words is CONFLICT (a privacy review)."""
    gold = tenant_client.remember("sam", "Sam's account tier is Gold", origin=Origin.OPERATOR)
    with tenant.client(Role.AGENT) as agent:
        own = agent.remember("sam", "Sam enjoys jazz on Sunday evenings").memory
        edited = agent.update("sam", own.id, content="Sam's account tier is Silver").memory
        assert edited.conflicts_with == gold.memory.id
        hits = agent.recall("sam", "Is Sam on the Silver tier?", top_k=2)
        assert [h.memory.id for h in hits] == [gold.memory.id, own.id]
        back = agent.update("sam", own.id, content="Sam enjoys jazz on Sunday evenings").memory
        assert back.conflicts_with == ""  # no longer a contradiction
