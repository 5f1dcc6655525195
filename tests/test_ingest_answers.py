"""A secret given as the answer to the turn before is not stored (a privacy review of
2026-12-07: "What's the wifi password for the cottage?" / "bananabread77" was stored, because
each turn was scanned alone). Real model, Chroma and aw-server."""

from __future__ import annotations

from service.client import MemcueClient
from service.loop_domain import Turn, TurnRole


def _qa(question: str, answer: str, start: int = 0) -> list[Turn]:
    return [
        Turn(text=question, position=start, speaker="Agent", role=TurnRole.AGENT),
        Turn(text=answer, position=start + 1, speaker="Lena"),
    ]


def test_an_answer_that_is_a_secret_is_redacted(tenant_client: MemcueClient) -> None:
    mc = tenant_client
    secrets = {
        "s1": ("What's the wifi password for the cottage?", "bananabread77"),
        "s2": ("Which PIN should I use for the parcel locker?", "4417"),
        "s3": ("The PIN for the new card arrived by post, can you read it out?", "it's 8153"),
    }
    for session, (question, answer) in secrets.items():
        result = mc.ingest_transcript("lena", session, _qa(question, answer))
        assert result.new_turns == 2 and result.redactions, session
    stored = " | ".join(m.content for m in mc.iter_all("lena"))
    for _, answer in secrets.values():
        assert answer.removeprefix("it's ") not in stored
    assert "wifi password for the cottage" in stored  # the question stays as it was


def test_the_answer_is_read_after_the_turn_stored_before_it(tenant_client: MemcueClient) -> None:
    mc = tenant_client
    mc.ingest_transcript("lena", "s4", _qa("Hi Lena!", "Hi! Quick one for later."))
    mc.ingest_transcript(
        "lena",
        "s4",
        [
            Turn(
                text="What's the door code for the shed?",
                position=2,
                speaker="Agent",
                role=TurnRole.AGENT,
            )
        ],
    )
    later = mc.ingest_transcript("lena", "s4", [Turn(text="2580", position=3, speaker="Lena")])
    assert later.new_turns == 1 and later.redactions
    assert "2580" not in " ".join(m.content for m in mc.iter_all("lena"))


def test_an_ordinary_answer_is_kept_as_said(tenant_client: MemcueClient) -> None:
    mc = tenant_client
    said = {
        "q1": ("What time is dinner?", "8pm, at Luigi's"),
        "q2": ("How many kids do you have?", "3"),
        "q3": ("What's your order number?", "A-40213-77"),
        "q4": ("What's the door code?", "no idea, ask Sam"),
    }
    for session, (question, answer) in said.items():
        assert not mc.ingest_transcript("mo", session, _qa(question, answer)).redactions
    stored = {m.content for m in mc.iter_all("mo", kinds=["turn"])}
    assert {f"Lena: {a}" for _, a in said.values()} <= stored


def test_an_answer_after_a_wordless_turn_is_read_after_the_question(
    tenant_client: MemcueClient,
) -> None:
    """A tool call with no words between the question and the answer moved the cursor past
    the question, and "2580" was stored in clear (a review of this session's change)."""
    mc = tenant_client
    asked = [
        Turn(
            text="What's the door code for the shed?",
            position=0,
            speaker="Agent",
            role=TurnRole.AGENT,
        ),
        Turn(text="", position=1, speaker="Agent", role=TurnRole.AGENT),
    ]
    assert mc.ingest_transcript("lena", "s9", asked).empty_turns == 1
    later = mc.ingest_transcript("lena", "s9", [Turn(text="2580", position=2, speaker="Lena")])
    assert later.new_turns == 1 and later.redactions
    assert "2580" not in " ".join(m.content for m in mc.iter_all("lena"))
