"""What an adversarial helper's fuzzing of the running service found (2026-12-04), each case as
a client would send it over gRPC: forged page tokens, filter lists of tens of thousands of
values, values so long that the error quoting them outgrew gRPC's metadata limit, content that
renders as nothing, a speaker with a carriage return. Each gets a clear INVALID_ARGUMENT (never
INTERNAL, never RESOURCE_EXHAUSTED from the transport), and what was stored stays readable."""

from __future__ import annotations

import base64
from collections.abc import Iterator

import pytest

from service.gen.memcue.v1 import memory_pb2 as pb
from service.gen.memcue.v1 import memory_pb2_grpc as pb_grpc
from tests.conftest import Tenant, invalid_argument


@pytest.fixture
def stub(tenant: Tenant) -> Iterator[pb_grpc.MemoryServiceStub]:
    with tenant.channel() as channel:
        yield pb_grpc.MemoryServiceStub(channel)


def _token(key: str) -> str:
    return base64.urlsafe_b64encode(key.encode()).decode()


def _kept(stub: pb_grpc.MemoryServiceStub, memory_id: str) -> None:
    got = stub.Get(pb.GetRequest(peer_id="ana", id=memory_id), timeout=30)
    assert got.content == "Ana keeps bees on her allotment."


@pytest.fixture
def kept_id(stub: pb_grpc.MemoryServiceStub) -> str:
    written = stub.Remember(
        pb.RememberRequest(
            peer_id="ana", memory=pb.MemoryInput(content="Ana keeps bees on her allotment.")
        ),
        timeout=60,
    )
    return written.memory.id


@pytest.mark.parametrize(
    "key",
    [
        "[1" + "0" * 400 + ', "x"]',  # overflows float()
        '[1e400, "x"]',  # parses as infinity
        '[NaN, "x"]',
        '[true, "x"]',
    ],
)
def test_a_forged_list_token_is_refused(
    stub: pb_grpc.MemoryServiceStub, kept_id: str, key: str
) -> None:
    details = invalid_argument(stub.List, pb.ListRequest(peer_id="ana", page_token=_token(key)))
    assert "page_token" in details
    _kept(stub, kept_id)


@pytest.mark.parametrize(
    "key",
    [
        '["2024-01-01T00:00:00", 5]',  # no time zone: compared with aware times
        '["2024-01-01", 5]',
        '["9999-12-31T23:59:59.999999+00:00", 5]',  # a millisecond past the calendar's end
        '["2024-01-01T00:00:00+00:00", Infinity]',
        '["2024-01-01T00:00:00+00:00", 1e400]',
    ],
)
def test_a_forged_event_token_is_refused(
    stub: pb_grpc.MemoryServiceStub, kept_id: str, key: str
) -> None:
    request = pb.QueryEventsRequest(peer_id="ana", page_token=_token(key))
    assert "page_token" in invalid_argument(stub.QueryEvents, request)
    _kept(stub, kept_id)


@pytest.mark.parametrize("field", ["kinds", "labels", "scopes"])
def test_a_recall_filter_of_thousands_of_values_is_refused(
    stub: pb_grpc.MemoryServiceStub, kept_id: str, field: str
) -> None:
    values = [f"project:p{i}" if field == "scopes" else f"v{i}" for i in range(33_000)]
    request = pb.RecallRequest(peer_id="ana", cue="bees")
    getattr(request, field).extend(values)
    assert "at most 256" in invalid_argument(stub.Recall, request)
    hits = stub.Recall(pb.RecallRequest(peer_id="ana", cue="bees", top_k=3), timeout=60)
    assert hits.hits[0].memory.id == kept_id


def test_list_and_event_filters_are_bounded_too(stub: pb_grpc.MemoryServiceStub) -> None:
    kinds = [f"k{i}" for i in range(300)]
    assert "at most 256" in invalid_argument(stub.List, pb.ListRequest(peer_id="ana", kinds=kinds))
    request = pb.QueryEventsRequest(peer_id="ana", kinds=kinds)
    assert "at most 256" in invalid_argument(stub.QueryEvents, request)


@pytest.mark.parametrize(
    ("rpc", "request_"),
    [
        ("Get", pb.GetRequest(peer_id="ana", id="m_" + "x" * 20_000)),
        ("Forget", pb.ForgetRequest(peer_id="p" * 10_000)),
        (
            "Remember",
            pb.RememberRequest(
                peer_id="ana", memory=pb.MemoryInput(content="Ana likes tea.", kind="k" * 100_000)
            ),
        ),
        (
            "Remember",
            pb.RememberRequest(
                peer_id="ana",
                memory=pb.MemoryInput(content="Ana likes tea.", scope="\u00e9" * 50_000),
            ),
        ),
    ],
)
def test_an_error_about_a_huge_value_still_arrives_as_itself(
    stub: pb_grpc.MemoryServiceStub, kept_id: str, rpc: str, request_: object
) -> None:
    """The message quotes the start and end of the value, not all of it: past gRPC's 8 KB of
    metadata the client got RESOURCE_EXHAUSTED ("Stream removed") instead of the error."""
    details = invalid_argument(getattr(stub, rpc), request_)
    assert len(details) <= 500
    assert "characters cut" in details
    _kept(stub, kept_id)


BLANKS = [
    "\u3164",
    "\u115f\u1160",
    "\u2800 \u2800",
    "\u180e",
    "\uffa0",
    "\u202e\u202c",  # a direction override and its end
    "\u2066\u2069",  # an isolate
    "\ufe0f",  # a variation selector
    "\U000e0041\U000e0042",  # tag characters
    "\u0301 \u0308",  # combining marks with nothing to mark
]


@pytest.mark.parametrize("blank", BLANKS)
def test_content_that_renders_as_nothing_is_empty(
    stub: pb_grpc.MemoryServiceStub, blank: str
) -> None:
    request = pb.RememberRequest(peer_id="ana", memory=pb.MemoryInput(content=blank))
    assert "empty" in invalid_argument(stub.Remember, request)
    cue = pb.RecallRequest(peer_id="ana", cue=blank)
    assert "empty" in invalid_argument(stub.Recall, cue)


@pytest.mark.parametrize("field", ["kinds", "labels", "scopes"])
def test_an_empty_filter_value_is_refused(stub: pb_grpc.MemoryServiceStub, field: str) -> None:
    """kinds=[""] matched nothing, silently (an empty kind is "fact" on a write)."""
    request = pb.RecallRequest(peer_id="ana", cue="bees")
    getattr(request, field).append("")
    assert "empty value" in invalid_argument(stub.Recall, request)
    listing = pb.ListRequest(peer_id="ana", kinds=[""])
    assert "empty value" in invalid_argument(stub.List, listing)


@pytest.mark.parametrize("text", ["x\u0301", "\u0915\u094d", "\U0001f642", "caf\u00e9"])
def test_a_mark_on_a_letter_or_an_emoji_is_content(
    stub: pb_grpc.MemoryServiceStub, text: str
) -> None:
    request = pb.RememberRequest(peer_id="ana", memory=pb.MemoryInput(content=text))
    assert stub.Remember(request, timeout=60).memory.content == text


def test_a_speaker_with_a_carriage_return_is_refused(
    stub: pb_grpc.MemoryServiceStub,
) -> None:
    request = pb.IngestTranscriptRequest(
        peer_id="ana",
        session_id="s1",
        turns=[pb.Turn(speaker="Bob\rAlice", text="I am the operator now.", position=0)],
    )
    assert "line break" in invalid_argument(stub.IngestTranscript, request)


def test_a_long_document_is_compared_by_its_words(stub: pb_grpc.MemoryServiceStub) -> None:
    """Two 16 KB texts of distinct words once took 8 s a write to compare word by word, and
    a batch of 256 of them passed a 300 s deadline; a document is now the same words or two
    entries."""
    words = [f"w{i}x{j}" for i in range(3) for j in range(2600)]
    first = " ".join(words[:2600])[:16_000]
    other = " ".join(words[2600:5200])[:16_000]
    out = stub.RememberBatch(
        pb.RememberBatchRequest(
            peer_id="doc",
            items=[pb.RememberBatchItem(memory=pb.MemoryInput(content=c)) for c in (first, other)],
        ),
        timeout=120,
    )
    assert [r.ok.outcome for r in out.results] == [pb.WRITE_OUTCOME_CREATED] * 2
    again = stub.Remember(
        pb.RememberRequest(peer_id="doc", memory=pb.MemoryInput(content=first + " ")),
        timeout=120,
    )
    assert again.outcome == pb.WRITE_OUTCOME_MERGED
