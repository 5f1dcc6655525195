"""IngestTranscript through the gRPC API with the real model, Chroma, FTS5 and aw-server:
the per-session cursor, verbatim turns with positions, refusals, extraction into briefs."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from embeddings import OnnxEmbedder
from service import cli
from service.adapters.cursors import SqliteCursorStore
from service.api.server import MemcueServer
from service.app import build_app
from service.client import MemcueClient
from service.domain import Origin, Partition, Role
from service.errors import InvalidArgument, PermissionDenied
from service.loop_domain import Turn, TurnRole
from service.ports import Vector
from tests.conftest import connect, key_for, make_settings, operator_key

START = datetime(2024, 3, 4, 9, 0, tzinfo=UTC)
CHAT = [
    ("Dana", "Morning! The movers come on Thursday for the new flat."),
    ("Agent", "Good morning Dana. Is everything packed for Thursday?"),
    ("Dana", "Mostly. The piano is the hard part, it needs a special crew."),
    ("Agent", "Do you want me to look up piano movers near Ghent?"),
    ("Dana", "Yes please, and keep it under 400 euros."),
    ("Agent", "Noted: under 400 euros, Ghent area."),
    ("Dana", "My cat Pixel hates the car, so she travels with my sister."),
    ("Agent", "That sounds sensible for Pixel."),
]
NEUTRAL = ["Right.", "Sounds good to me.", "Okay, talk soon."]


class CountingEmbedder:
    """The real model, counting the texts it is asked to embed as documents."""

    def __init__(self, inner: OnnxEmbedder) -> None:
        self.inner = inner
        self.documents: list[str] = []

    @property
    def model_id(self) -> str:
        return self.inner.model_id

    @property
    def dimension(self) -> int:
        return self.inner.dimension

    def embed_documents(self, texts: Sequence[str]) -> Vector:
        self.documents.extend(texts)
        return self.inner.embed_documents(texts)

    def embed_query(self, text: str) -> Vector:
        return self.inner.embed_query(text)

    def embed_queries(self, texts: Sequence[str]) -> Vector:
        return self.inner.embed_queries(texts)

    @property
    def tokenizer_name(self) -> str:
        return self.inner.tokenizer_name

    def count_tokens(self, texts: Sequence[str]) -> list[int]:
        return self.inner.count_tokens(texts)


class HeldEmbedder(CountingEmbedder):
    """Holds its second call (an ingest's extracted memories, after its turns) until
    released."""

    def __init__(self, inner: OnnxEmbedder) -> None:
        super().__init__(inner)
        self.calls = 0
        self.reached = threading.Event()
        self.release = threading.Event()

    def embed_documents(self, texts: Sequence[str]) -> Vector:
        self.calls += 1
        if self.calls == 2:
            self.reached.set()
            self.release.wait(30)
        return super().embed_documents(texts)


@pytest.fixture(scope="module")
def counting(embedder: OnnxEmbedder) -> CountingEmbedder:
    return CountingEmbedder(embedder)


@pytest.fixture(scope="module")
def server(
    tmp_path_factory: pytest.TempPathFactory, counting: CountingEmbedder
) -> Iterator[MemcueServer]:
    data: Path = tmp_path_factory.mktemp("ingest") / "data"
    srv = MemcueServer(build_app(make_settings(data), embedder=counting))
    srv.start()
    yield srv
    srv.stop(grace=1)


@pytest.fixture(scope="module")
def client(server: MemcueServer) -> Iterator[MemcueClient]:
    with MemcueClient(server.address, timeout=60, api_key=operator_key(server)) as mc:
        yield mc


def turns(lines: Sequence[tuple[str, str]], start: int = 0) -> list[Turn]:
    return [
        Turn(
            text=text,
            position=start + i,
            speaker=speaker,
            role=TurnRole.AGENT if speaker == "Agent" else TurnRole.PEER,
            time=START + timedelta(minutes=start + i),
            ref=f"chat-1:{start + i}",
        )
        for i, (speaker, text) in enumerate(lines)
    ]


def test_a_resend_stores_nothing_and_an_append_embeds_only_the_new_turns(
    client: MemcueClient, counting: CountingEmbedder
) -> None:
    first = client.ingest_transcript("dana", "chat-1", turns(CHAT))
    assert (first.new_turns, first.skipped_turns, first.last_position) == (8, 0, 7)
    stored = {m.id for m in client.iter_all("dana")}
    assert len(stored) == 8 + first.extracted

    counting.documents.clear()
    again = client.ingest_transcript("dana", "chat-1", turns(CHAT))
    assert (again.new_turns, again.skipped_turns, again.extracted) == (0, 8, 0)
    assert counting.documents == []  # not even a model call
    assert {m.id for m in client.iter_all("dana")} == stored

    more = turns(CHAT) + turns([("Dana", t) for t in NEUTRAL], start=8)
    appended = client.ingest_transcript("dana", "chat-1", more)
    assert (appended.new_turns, appended.skipped_turns, appended.last_position) == (3, 8, 10)
    assert counting.documents == [f"Dana: {t}" for t in NEUTRAL]
    assert len({m.id for m in client.iter_all("dana")}) == len(stored) + 3


def test_turns_are_verbatim_episodes_with_positions_for_context(client: MemcueClient) -> None:
    client.ingest_transcript("dana", "chat-1", turns(CHAT))
    by_position = {
        m.position: m for m in client.iter_all("dana", kinds=["turn"]) if m.session_id == "chat-1"
    }
    piano = by_position[2]
    assert piano.content == "Dana: Mostly. The piano is the hard part, it needs a special crew."
    assert piano.origin is Origin.PEER and piano.verbatim and piano.source_refs == ("chat-1:2",)
    assert piano.occurred_at == START + timedelta(minutes=2)
    assert by_position[3].origin is Origin.AGENT and not by_position[3].verbatim
    # Not "who moves the piano?": the agent's "piano movers" turn is nearer to that by 0.03
    # cosine on torch and 0.06 on the int8 export, and only trust kept the order on torch.
    hits = client.recall(
        "dana", "what is hard about moving the piano?", top_k=3, expand_neighbors=1
    )
    assert hits[0].memory.id == piano.id
    assert {1, 2, 3} <= {h.memory.position for h in hits}
    assert any(h.expanded_from == piano.id and h.memory.position == 1 for h in hits)


def test_bad_transcripts_are_refused_and_change_nothing(
    server: MemcueServer, client: MemcueClient
) -> None:
    client.ingest_transcript("erin", "chat-e", turns(CHAT[:2]))
    before = {m.id for m in client.iter_all("erin")}
    backwards = turns(CHAT[2:5], start=2)
    backwards[2] = Turn(text="Again", position=1, speaker="Erin")
    cases = [
        (("erin", "chat-e", backwards), r"turns\[2\]\.position 1 does not follow 3"),
        (("frank", "chat-e", turns(CHAT[2:4], start=2)), "belongs to another peer"),
        (("erin", "chat-e", [Turn(text="x" * 20_000, position=9)]), r"turns\[0\]\.text"),
        (("erin", "chat-e", [Turn(text="hello", position=None)]), r"turns\[0\]\.position"),
        (("erin", "", turns(CHAT[2:3])), "session_id is required"),
        (("erin", "chat-e", []), "turns is empty"),
        (
            (
                "erin",
                "chat-e",
                [Turn(text="hi", position=9, time=datetime(3001, 1, 1, tzinfo=UTC))],
            ),
            r"turns\[0\]\.time 3001-01-01T00:00:00\+00:00 is too far ahead",
        ),
    ]
    for args, message in cases:
        with pytest.raises(InvalidArgument, match=message):
            client.ingest_transcript(*args)
    with pytest.raises(InvalidArgument, match=r"turns\[0\]\.role"):
        client.ingest_transcript("", "chat-p", turns(CHAT[:1]), scope="project:moving")
    with pytest.raises(InvalidArgument, match="scope"):
        client.ingest_transcript("erin", "chat-q", turns(CHAT[:1]), scope="global")
    assert {m.id for m in client.iter_all("erin")} == before
    assert list(client.iter_all("frank")) == []
    reader = key_for(server, "default", Role.READER)
    with connect(server, reader) as mc, pytest.raises(PermissionDenied):
        mc.ingest_transcript("erin", "chat-e", turns(CHAT[2:3], start=2))


def test_a_projects_session_stays_with_its_project(client: MemcueClient) -> None:
    """Two projects' transcripts under one session id: the second was answered "2 skipped"
    and stored nothing (the cursor knew only that no peer owned the session)."""

    def standup(*texts: str) -> list[Turn]:
        return [
            Turn(text=t, position=i, speaker="Agent", role=TurnRole.AGENT)
            for i, t in enumerate(texts)
        ]

    first = client.ingest_transcript(
        "", "standup-7", standup("We decided gamma ships on Friday"), scope="project:gamma"
    )
    assert first.new_turns == 1
    with pytest.raises(InvalidArgument, match="belongs to project:gamma"):
        client.ingest_transcript(
            "", "standup-7", standup("We decided delta moves to Postgres"), scope="project:delta"
        )
    again = client.ingest_transcript(
        "",
        "standup-7",
        standup("We decided gamma ships on Friday", "And docs"),
        scope="project:gamma",
    )
    assert (again.new_turns, again.skipped_turns) == (1, 1)


def test_an_extracted_commitment_appears_under_open_threads(client: MemcueClient) -> None:
    chat = [
        ("Gil", "Quick update on the flat."),
        ("Gil", "I'll send you the signed lease by Friday."),
        ("Agent", "Great, I will file it when it arrives."),
    ]
    result = client.ingest_transcript("gil", "chat-g", turns(chat))
    assert result.extracted >= 1
    extracted = [client.get("gil", mid) for mid in result.extracted_ids]
    lease = next(m for m in extracted if "signed lease" in m.content)
    assert lease.kind == "commitment" and lease.origin is Origin.AGENT and not lease.verbatim
    assert lease.content.startswith("Gil will send") and lease.source_refs == ("chat-1:1",)
    brief = client.working_memory("gil", token_budget=400)
    (open_threads,) = [s for s in brief.sections if s.section.value == "open_threads"]
    assert any(ln.memory_id == lease.id and "commitment" in ln.why for ln in open_threads.lines)
    assert "## Open threads and commitments\n" in brief.text


def test_the_cli_ingests_a_file_and_prints_a_brief(
    server: MemcueServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "turns.json"
    path.write_text(json.dumps([{"speaker": s, "text": t} for s, t in CHAT[:4]]))
    common = ["--target", server.address, "--api-key", operator_key(server), "--peer", "hana"]
    assert cli.main(["ingest", *common, "--session", "cli-1", str(path)]) == 0
    assert "4 new, 0 seen before" in capsys.readouterr().out
    assert cli.main(["ingest", *common, "--session", "cli-1", str(path)]) == 0
    assert "0 new, 4 seen before" in capsys.readouterr().out
    assert cli.main(["brief", *common, "--budget", "200", "--confirm"]) == 0
    out = capsys.readouterr()
    assert "\nWorking memory for hana" in out.out and "piano" in out.out
    assert "confirmed" in out.err
    assert cli.main(["consolidate", *common, "--dry-run"]) == 0
    assert "would make 0 summaries" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("not json", "cannot read"),
        ('[{"text": "hi", "role": "robot"}]', "turns[0].role 'robot' is not known"),
        ('[{"text": "hi", "time": "yesterday"}]', "turns[0].time 'yesterday' is not an ISO"),
        ('[{"text": "hi", "position": "first"}]', "turns[0].position 'first' is not an integer"),
    ],
)
def test_the_cli_names_what_is_wrong_in_a_transcript_file(
    shared_server: MemcueServer,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    content: str,
    message: str,
) -> None:
    """A newcomer's file got a Python traceback for each of these."""
    path = tmp_path / "turns.json"
    path.write_text(content)
    common = ["--target", shared_server.address, "--api-key", operator_key(shared_server)]
    assert cli.main(["ingest", *common, "--peer", "ivo", "--session", "s", str(path)]) == 2
    assert message in capsys.readouterr().err


def test_the_cli_reads_user_and_assistant_as_the_two_roles(
    shared_server: MemcueServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "turns.json"
    chat = [
        {"role": "user", "text": "I moved to Lisbon last spring."},
        {"role": "assistant", "text": "Noted, Lisbon it is."},
    ]
    path.write_text(json.dumps(chat))
    common = ["--target", shared_server.address, "--api-key", operator_key(shared_server)]
    assert cli.main(["ingest", *common, "--peer", "ivo", "--session", "u", str(path)]) == 0
    assert "2 new" in capsys.readouterr().out
    with connect(shared_server) as mc:
        turns = {m.content: m.origin for m in mc.iter_all("ivo") if m.kind == "turn"}
    assert set(turns.values()) == {Origin.PEER, Origin.AGENT}


def test_a_secret_under_the_reject_policy_refuses_the_whole_transcript(
    server_factory: Callable[..., MemcueServer],
) -> None:
    srv = server_factory(privacy_policy="reject")
    with connect(srv) as mc:
        secret = Turn(text="the wifi password is hunter2-Blue!", position=2, speaker="Dana")
        chat = [*turns(CHAT[:2]), secret]
        with pytest.raises(InvalidArgument, match=r"turns\[2\]\.text contains a secret"):
            mc.ingest_transcript("dana", "chat-1", chat)
        assert list(mc.iter_all("dana")) == []
        assert mc.ingest_transcript("dana", "chat-1", chat[:2]).new_turns == 2


def test_a_cursor_file_from_before_project_scopes_opens_and_keeps_its_sessions(
    tmp_path: Path,
) -> None:
    path = tmp_path / "ingest_cursors.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute(
            "CREATE TABLE cursors (namespace TEXT NOT NULL, session_key TEXT NOT NULL, "
            "peer_id TEXT NOT NULL, last_position INTEGER NOT NULL, turns INTEGER NOT NULL, "
            "updated_at TEXT NOT NULL, PRIMARY KEY (namespace, session_key))"
        )
        db.execute("INSERT INTO cursors VALUES ('default', 'k1', '', 4, 5, '2026-01-01')")
    store = SqliteCursorStore(path)
    old = store.get("default", "k1")
    assert old is not None and (old.last_position, old.scope) == (4, "")
    store.advance(Partition("default", ""), "k1", 6, 2, scope="project:gamma")
    now = store.get("default", "k1")
    assert now is not None and (now.last_position, now.turns, now.scope) == (6, 7, "project:gamma")
    store.close()


def test_a_forget_during_an_ingest_waits_for_the_whole_ingest(
    embedder: OnnxEmbedder, tmp_path: Path
) -> None:
    """A Forget between an ingest's turns and its extraction returned, then the extracted
    memories and the cursor were written: memories of a forgotten peer, with no turns, and
    a re-send of the session stored nothing."""
    held = HeldEmbedder(embedder)
    srv = MemcueServer(build_app(make_settings(tmp_path / "data"), embedder=held))
    srv.start()
    try:
        with (
            MemcueClient(srv.address, timeout=60, api_key=operator_key(srv)) as mc,
            ThreadPoolExecutor(2) as pool,
        ):
            ingest = pool.submit(mc.ingest_transcript, "dana", "chat-1", turns(CHAT))
            assert held.reached.wait(30)  # the turns are stored, the extraction embeds
            forget = pool.submit(mc.forget, "dana")
            time.sleep(0.5)
            assert not forget.done()
            held.release.set()
            result = ingest.result(60)
            assert result.extracted > 0
            assert forget.result(60) == result.new_turns + result.extracted
            assert list(mc.iter_all("dana", include_superseded=True)) == []
            assert mc.ingest_transcript("dana", "chat-1", turns(CHAT)).new_turns == len(CHAT)
    finally:
        srv.stop(grace=1)
