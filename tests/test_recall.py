"""Recall through the gRPC API with the real model, Chroma, FTS5 and aw-server: keyword
matches, ranking by recency/pins/trust, scopes, context expansion, access marks."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from service.api.server import MemcueServer
from service.app import build_app
from service.client import MemcueClient
from service.domain import DedupMode, Origin, RecallWeights, Retention, Role
from service.errors import InvalidArgument, NotFound
from service.ports import Embedder
from tests.conftest import connect, key_for, make_settings, operator_key

TOPICS = [
    "Alice enjoys hiking in the Alps every summer",
    "Alice is learning to play the violin",
    "Alice works as a nurse at the city hospital",
    "Alice's favourite food is ramen",
    "Alice has a cat called Mochi",
    "Alice moved to Lisbon in 2023",
    "Alice is training for a half marathon",
    "Alice reads science fiction novels",
    "Alice volunteers at the animal shelter on weekends",
    "Alice prefers tea over coffee",
]
PURE_DENSE = RecallWeights(dense=1, keyword=0, recency=0, importance=0, trust=0, pinned=0)


class Clock:
    def __init__(self) -> None:
        self.now = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture(scope="module")
def clock() -> Clock:
    return Clock()


@pytest.fixture(scope="module")
def server(
    tmp_path_factory: pytest.TempPathFactory, embedder: Embedder, clock: Clock
) -> Iterator[MemcueServer]:
    data: Path = tmp_path_factory.mktemp("recall") / "data"
    srv = MemcueServer(build_app(make_settings(data), embedder=embedder, clock=clock))
    srv.start()
    yield srv
    srv.stop(grace=1)


@pytest.fixture(scope="module")
def client(server: MemcueServer) -> Iterator[MemcueClient]:
    with MemcueClient(server.address, timeout=30, api_key=operator_key(server)) as mc:
        yield mc


def test_a_rare_name_or_number_is_found_by_keyword(client: MemcueClient) -> None:
    client.remember_batch("kw-peer", TOPICS)
    target = client.remember(
        "kw-peer", "The invoice from Zbigniew Kowalczyk came to 4471 euros"
    ).memory
    for cue in ("Kowalczyk", "4471"):
        hits = client.recall("kw-peer", cue, top_k=3)
        assert hits[0].memory.id == target.id, cue
        assert hits[0].components["keyword"] > 0
    # Dense alone does not see the number: keywords are what find it.
    dense = client.recall("kw-peer", "4471", top_k=3, weights=PURE_DENSE)
    assert dense[0].components["keyword"] == 0.0


def test_a_recently_recalled_memory_outranks_a_stale_twin(
    server: MemcueServer, client: MemcueClient, clock: Clock
) -> None:
    text = "Alice keeps her climbing shoes in the blue locker"
    used = client.remember(
        "rec-peer", text, label="default:rec-peer:used", dedup=DedupMode.OFF
    ).memory
    stale = client.remember(
        "rec-peer", text, label="default:rec-peer:stale", dedup=DedupMode.OFF
    ).memory
    clock.now += timedelta(days=90)
    try:
        # Only the first twin is recalled (by label), so only it is marked as used.
        client.recall("rec-peer", "climbing shoes", labels=["default:rec-peer:used"])
        assert server.app.core.flush_access() >= 1
        assert client.get("rec-peer", used.id).access_count == 1
        assert client.get("rec-peer", stale.id).access_count == 0
        # a reader's look is not use
        with connect(server, key_for(server, "default", Role.READER)) as reader:
            reader.recall("rec-peer", "climbing shoes", labels=["default:rec-peer:stale"])
        server.app.core.flush_access()
        assert client.get("rec-peer", stale.id).access_count == 0
        ranked = client.recall(
            "rec-peer", "where are the climbing shoes?", weights=RecallWeights(recency=0.5)
        )
        assert [h.memory.id for h in ranked[:2]] == [used.id, stale.id]
        assert ranked[0].components["recency"] > 0.99 > 0.2 > ranked[1].components["recency"]
        # With recency off the twins tie on relevance.
        flat = client.recall("rec-peer", "where are the climbing shoes?", weights=PURE_DENSE)
        assert flat[0].score == pytest.approx(flat[1].score)
    finally:
        clock.now -= timedelta(days=90)


def test_an_entry_pinned_past_its_class_stays_when_unpinned(
    server: MemcueServer, client: MemcueClient, clock: Clock
) -> None:
    """Unpinning counted the class's period from the entry's creation: a short-class entry
    pinned for 100 days expired the moment it was unpinned and the sweep deleted it."""
    m = client.remember("pin-peer", "Noor's locker code changes every term", pinned=True).memory
    client.update("pin-peer", m.id, retention=Retention.SHORT)
    clock.now += timedelta(days=100)
    try:
        unpinned = client.update("pin-peer", m.id, pinned=False).memory
        assert unpinned.expires_at == clock.now + timedelta(days=30)
        server.app.core.sweep_expired(limit=1000)
        assert client.get("pin-peer", m.id).content == m.content
        assert client.recall("pin-peer", "locker code", top_k=1)[0].memory.id == m.id
        clock.now += timedelta(days=31)
        assert server.app.core.sweep_expired(limit=1000) >= 1
        with pytest.raises(NotFound):
            client.get("pin-peer", m.id)
    finally:
        clock.now -= timedelta(days=131)


def test_pinned_and_operator_entries_rank_above_equal_twins(client: MemcueClient) -> None:
    text = "The team offsite is in Porto in October"
    plain = client.remember("pin-peer", text, label="default:pin-peer:a", dedup=DedupMode.OFF)
    pinned = client.remember(
        "pin-peer", text, label="default:pin-peer:b", pinned=True, dedup=DedupMode.OFF
    )
    hits = client.recall("pin-peer", "where is the offsite?", top_k=2)
    assert [h.memory.id for h in hits] == [pinned.memory.id, plain.memory.id]
    assert hits[0].components["pinned"] == 1.0 and hits[0].memory.expires_at is None

    agent = client.remember("trust-peer", text, label="default:trust-peer:a", dedup=DedupMode.OFF)
    operator = client.remember(
        "trust-peer",
        text,
        label="default:trust-peer:b",
        origin=Origin.OPERATOR,
        dedup=DedupMode.OFF,
    )
    hits = client.recall("trust-peer", "where is the offsite?", top_k=2)
    assert [h.memory.id for h in hits] == [operator.memory.id, agent.memory.id]
    assert hits[0].components["trust"] == 1.0 and hits[1].components["trust"] == 0.0


def test_peer_global_and_project_memories_in_one_ranking(client: MemcueClient) -> None:
    own = client.remember("scope-alice", "Alice wants the deploy report every Friday").memory
    client.remember("scope-bob", "Bob wants the deploy report every Monday")
    glob = client.remember("", "Deploy reports are sent as PDF files", scope="global").memory
    proj = client.remember(
        "", "The memcue deploy report lists failed jobs first", scope="project:memcue"
    ).memory
    other_proj = client.remember(
        "", "The website deploy report is in Markdown", scope="project:website"
    ).memory
    hits = client.recall(
        "scope-alice", "deploy report", top_k=10, scopes=["global", "project:memcue"]
    )
    ids = {h.memory.id for h in hits}
    assert {own.id, glob.id, proj.id} <= ids and other_proj.id not in ids
    assert {h.memory.peer_id for h in hits} == {"scope-alice", ""}
    assert {h.memory.scope for h in hits} == {"peer", "global", "project:memcue"}
    scores = [h.score for h in hits]
    assert scores == sorted(scores, reverse=True) and len(set(scores)) == len(scores)
    alone = client.recall("scope-alice", "deploy report", top_k=10)
    assert {h.memory.id for h in alone} == {own.id}


def test_contradictory_scope_requests_are_refused(client: MemcueClient) -> None:
    with pytest.raises(InvalidArgument, match=r"memory\.scope 'global' is namespace-wide"):
        client.remember("scope-alice", "Everyone likes pizza", scope="global")
    with pytest.raises(InvalidArgument, match="origin 'peer' cannot be namespace-wide"):
        client.remember("", "I like pizza", scope="global", origin=Origin.PEER)
    with pytest.raises(InvalidArgument, match="not both"):
        client.recall("scope-alice", "pizza", scope="peer", scopes=["global"])
    with pytest.raises(InvalidArgument, match="scopes lists namespace-wide scopes"):
        client.recall("scope-alice", "pizza", scopes=["peer"])
    # a peer's own memories are all 'peer': this filter matched nothing, silently
    for scope in ("global", "project:memcue"):
        with pytest.raises(
            InvalidArgument, match=rf"search it beside them with scopes=\['{scope}'\]"
        ):
            client.recall("scope-alice", "pizza", scope=scope)
    client.recall("", "deploy report", scope="global")  # namespace-wide, it filters


def test_neighbouring_turns_come_along_as_context(client: MemcueClient) -> None:
    turns = [
        "Caroline: How was your weekend?",
        "Melanie: I went to the pottery class I told you about.",
        "Caroline: Oh nice, what did you make there?",
        "Melanie: A blue bowl with little painted sunflowers on it.",
        "Caroline: I would love to see it sometime!",
    ]
    ids = [
        client.remember(
            "ctx-peer", t, kind="turn", session_id="s1", position=i, dedup=DedupMode.OFF
        ).memory.id
        for i, t in enumerate(turns)
    ]
    client.remember_batch("ctx-peer", TOPICS)
    cue = "what did Melanie make at the pottery class?"
    plain = client.recall("ctx-peer", cue, top_k=4, expand_neighbors=0)
    expanded = client.recall("ctx-peer", cue, top_k=4, expand_neighbors=1)
    best = expanded[0].memory.id
    assert best in ids[1:4]
    pulled = [h for h in expanded if h.expanded_from == best]
    assert pulled and all(abs(h.memory.position - expanded[0].memory.position) == 1 for h in pulled)
    assert all(h.score <= expanded[0].score for h in pulled)
    assert {h.memory.id for h in expanded} != {h.memory.id for h in plain}


def test_access_marks_are_durable(tmp_path: Path, embedder: Embedder) -> None:
    data = tmp_path / "data"
    srv = MemcueServer(build_app(make_settings(data), embedder=embedder))
    srv.start()
    with MemcueClient(srv.address, timeout=30, api_key=operator_key(srv)) as mc:
        m = mc.remember("alice", "Alice's daughter is called Ines").memory
        mc.recall("alice", "daughter's name")
        mc.recall("alice", "who is Ines?")
    srv.stop(grace=1)  # shutdown flushes the queued marks
    srv = MemcueServer(build_app(make_settings(data), embedder=embedder))
    srv.start()
    try:
        with MemcueClient(srv.address, timeout=30, api_key=operator_key(srv)) as mc:
            again = mc.get("alice", m.id)
        assert again.access_count == 2 and again.last_accessed_at is not None
    finally:
        srv.stop(grace=1)


def test_the_current_value_leads_and_a_cue_about_the_past_gets_the_old_one(
    client: MemcueClient, clock: Clock
) -> None:
    """Dedup keeps both when unsure an update replaces the old value; recall then puts the
    later one first for "which..." and the earlier one first for "...before...?"."""
    peer = "rival-peer"
    old = client.remember(
        peer,
        "Maya runs on Tuesday mornings and does her long run on Sundays",
        occurred_at=clock.now - timedelta(days=200),
    ).memory
    new = client.remember(
        peer,
        "Maya now does her long run on Saturdays instead",
        occurred_at=clock.now - timedelta(days=20),
    ).memory
    assert old.id != new.id and not client.get(peer, old.id).superseded_by  # both kept
    now_first = client.recall(peer, "Which day does Maya do her long run?")
    assert [h.memory.id for h in now_first[:2]] == [new.id, old.id]
    assert now_first[0].components.get("rival") == 1.0
    then_first = client.recall(peer, "Which day did Maya do her long run before?")
    assert [h.memory.id for h in then_first[:2]] == [old.id, new.id]


def test_how_many_hits_are_asked_for_never_changes_which_come_first(
    client: MemcueClient, clock: Clock
) -> None:
    """The tenth recall probe: top_k 10 and 50 gave another first hit for 43 of 360
    questions, and top_k 1 never lifted the current value (its rival was cut off first).
    Rivals are ordered among the best ten whatever top_k is, so a shorter list is a prefix."""
    peer = "top-k-peer"
    old = client.remember(
        peer,
        "Maya runs on Tuesday mornings and does her long run on Sundays",
        occurred_at=clock.now - timedelta(days=200),
    ).memory.id
    client.remember_batch(peer, TOPICS)
    new = client.remember(
        peer,
        "Maya now does her long run on Saturdays instead",
        occurred_at=clock.now - timedelta(days=20),
    ).memory.id
    cue = "Which day does Maya do her long run?"
    lists = {k: [h.memory.id for h in client.recall(peer, cue, top_k=k)] for k in (1, 3, 10, 30)}
    assert lists[1] == [new] and lists[10][:2] == [new, old]
    for k in (1, 3, 10):
        assert lists[k] == lists[30][:k]


def _writer(
    client: MemcueClient, clock: Clock, peer: str, days_back: Iterable[int]
) -> Callable[[str], str]:
    """Writes one memory to `peer` per call, each happening the next of `days_back` ago."""
    days = iter(days_back)

    def write(text: str) -> str:
        at = clock.now - timedelta(days=next(days))
        return client.remember(peer, text, occurred_at=at).memory.id

    return write


def test_an_update_written_as_a_change_leads_over_the_plainer_old_wording(
    client: MemcueClient, clock: Clock
) -> None:
    """ "What blood thinner is Tom taking?" matches "takes warfarin" better than "switched
    Tom from warfarin to apixaban" (0.17 apart in score, over the plain rival margin); the
    update says it changed something, so it leads. A later memory that says "from now on"
    about something else moves nothing."""
    peer = "change-peer"
    write = _writer(client, clock, peer, range(400, 0, -20))

    old = write("Tom has atrial fibrillation and takes warfarin; INR checks every two weeks.")
    for text in (
        "Tom takes amlodipine 5 mg in the morning for his blood pressure.",
        "Tom lives in Wymondham with his wife Jean.",
        "Tom's GP is Dr. Patel at Wymondham Medical Centre.",
        "Tom plays bowls at the club every Wednesday at 2pm.",
        "Tom has type 2 diabetes, managed with metformin twice a day.",
    ):
        write(text)
    new = write(
        "The cardiologist, Dr. Okoro, switched Tom from warfarin to apixaban 5 mg twice a "
        "day, so no more fortnightly INR tests."
    )
    write("Tom wants his reminders by text message from now on.")
    hits = client.recall(peer, "What blood thinner is Tom taking?")
    ids = [h.memory.id for h in hits]
    assert ids.index(new) < ids.index(old) and hits[0].memory.id == new
    assert hits[0].components.get("rival") == 1.0
    before = client.recall(peer, "Which blood thinner did Tom take before?")
    order = [h.memory.id for h in before]
    assert order.index(old) < order.index(new)
    where = client.recall(peer, "Where does Tom live?")
    assert "Wymondham with his wife" in where[0].memory.content


def test_a_cue_that_says_how_long_ago_gets_what_happened_then(
    client: MemcueClient, clock: Clock
) -> None:
    """ "What happened to Omar two weeks ago?": the memory from two weeks back leads, not one
    that says "two weeks" about a trip a year before."""
    peer = "ago-peer"

    def write(text: str, days: int) -> str:
        return client.remember(peer, text, occurred_at=clock.now - timedelta(days=days)).memory.id

    write("Omar spent two weeks in Amman with his family.", 380)
    write("Omar took two weeks off after the product launch.", 200)
    write("Omar joined Ferrylane as an engineering manager.", 300)
    write("Omar's daughter started school in Lisbon.", 90)
    write("Omar runs five kilometres before work.", 45)
    then = write("Omar's team shipped the new billing service and he gave the demo.", 14)
    write("Omar is reading a biography of Ibn Battuta.", 3)
    hits = client.recall(peer, "What happened to Omar two weeks ago?")
    assert hits[0].memory.id == then
    assert hits[0].components.get("when") == 1.0


def test_a_cue_about_the_present_gets_the_later_state(client: MemcueClient, clock: Clock) -> None:
    """ "Who is Maria's current manager?": the manager at her new job leads the old one, with
    no change words in either; asked about the past, the old one leads."""
    peer = "now-peer"
    write = _writer(client, clock, peer, range(500, 0, -25))

    old = write("Maria's manager at Fintra is Ana Ribeiro.")
    for text in (
        "Maria works as design lead at Kraut Labs, a climate-tech startup in Berlin.",
        "Maria's sister Inês is a marine biologist in Faro.",
        "Maria prefers video calls after 4pm.",
        "Maria runs along the canal on Sunday mornings.",
        "Maria is learning German and has a B1 certificate.",
    ):
        write(text)
    new = write("Maria's manager at Kraut Labs is Anne Vogel, the VP of Product.")
    hits = client.recall(peer, "Who is Maria's current manager?")
    ids = [h.memory.id for h in hits]
    assert ids[0] == new
    before = [h.memory.id for h in client.recall(peer, "Who was Maria's manager before?")]
    assert before.index(old) < before.index(new)


def test_pure_dense_weights_give_plain_cosine_order(client: MemcueClient, clock: Clock) -> None:
    """Documented as the benchmark baseline, but the date boost and the rival lift still
    moved hits: "What did Maya do yesterday?" lifted the kayaking by 0.15."""
    yesterday = clock.now - timedelta(days=1)
    client.remember("dense-maya", "Maya went kayaking on the river Wye", occurred_at=yesterday)
    client.remember("dense-maya", "Maya probably enjoys hiking in the hills")
    client.remember("dense-maya", "Maya works as a nurse at St Thomas' Hospital")
    boosted = client.recall("dense-maya", "What did Maya do yesterday?")
    assert boosted[0].components.get("when")
    plain = client.recall("dense-maya", "What did Maya do yesterday?", weights=PURE_DENSE)
    assert [h.score for h in plain] == [h.components["dense"] for h in plain]
    assert [h.score for h in plain] == sorted((h.score for h in plain), reverse=True)
    assert not any(h.components.get(k) for h in plain for k in ("when", "rival", "reason"))
