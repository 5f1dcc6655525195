"""Adding turns to a session sent before, through the gRPC API and the CLI (real model,
Chroma and aw-server): new turns numbered from 0 again were answered "0 new, 2 seen before"
and never stored, and an empty turn with a speaker was stored as "Kim: " (a memory-loop
review of 2026-12-07)."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from service import cli
from service.api.server import MemcueServer
from service.client import MemcueClient
from service.errors import FailedPrecondition
from service.loop_domain import Turn
from tests.conftest import operator_key
from tests.cpu_time import cpu_seconds

AT = datetime(2024, 5, 6, 9, tzinfo=UTC)


def _turns(texts: list[str], start: int = 0, speaker: str = "Kim") -> list[Turn]:
    return [
        Turn(text=t, position=start + i, speaker=speaker, time=AT + timedelta(minutes=start + i))
        for i, t in enumerate(texts)
    ]


def test_new_turns_at_positions_already_stored_are_refused_not_skipped(
    tenant_client: MemcueClient,
) -> None:
    mc = tenant_client
    first = ["We're renovating the kitchen in June.", "The budget is tight this year."]
    assert mc.ingest_transcript("kim", "kim-1", _turns(first)).new_turns == 2
    before = sorted(m.content for m in mc.iter_all("kim", kinds=["turn"]))
    again = mc.ingest_transcript("kim", "kim-1", _turns(first))  # a retry: the same turns
    assert (again.new_turns, again.skipped_turns) == (0, 2)
    later = ["The tiler starts on Monday.", "I found a cheaper oven online."]
    with pytest.raises(FailedPrecondition, match=r"turns\[0\] \(position 0\).*up to position 1"):
        mc.ingest_transcript("kim", "kim-1", _turns(later))
    assert sorted(m.content for m in mc.iter_all("kim", kinds=["turn"])) == before
    added = mc.ingest_transcript("kim", "kim-1", _turns(later, start=2))
    assert (added.new_turns, added.skipped_turns, added.last_position) == (2, 0, 3)


def test_a_retry_of_a_turn_whose_secret_was_redacted_is_still_a_retry(
    tenant_client: MemcueClient,
) -> None:
    said = ["My new router password is Tr0ub4dor&3xtra-Horse, don't tell anyone."]
    first = tenant_client.ingest_transcript("lee", "lee-1", _turns(said, speaker="Lee"))
    assert first.new_turns == 1 and first.redactions
    stored = [m.content for m in tenant_client.iter_all("lee", kinds=["turn"])]
    assert "Tr0ub4dor" not in stored[0] and "[REDACTED:" in stored[0]
    again = tenant_client.ingest_transcript("lee", "lee-1", _turns(said, speaker="Lee"))
    assert (again.new_turns, again.skipped_turns) == (0, 1)


@pytest.mark.parametrize("blank", ["", "   ", "\u200b"])
def test_an_empty_turn_is_left_out_with_or_without_a_speaker(
    tenant_client: MemcueClient, blank: str
) -> None:
    """ "Kim: " alone was stored and filled "Where we left off" with blank lines; without a
    speaker the same turn failed the whole transcript. An assistant's turn that only called
    a tool has no words: it is left out and counted, and the rest is stored."""
    for speaker in ("Kim", ""):
        turns = [Turn(text="Hello there, Kim here.", position=0, speaker=speaker)]
        turns.append(Turn(text=blank, position=1, speaker=speaker))
        result = tenant_client.ingest_transcript("max", f"max-{speaker or 'none'}", turns)
        assert (result.new_turns, result.empty_turns, result.last_position) == (1, 1, 1)
    stored = [m.content for m in tenant_client.iter_all("max", kinds=["turn"])]
    assert sorted(stored) == ["Hello there, Kim here.", "Kim: Hello there, Kim here."]


def test_the_cli_appends_a_file_of_new_turns_with_start(
    shared_server: MemcueServer,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    common = ["--target", shared_server.address, "--api-key", operator_key(shared_server)]
    common += ["--peer", "noa", "--session", "noa-cli"]
    one, two = tmp_path / "one.json", tmp_path / "two.json"
    one.write_text(
        json.dumps([{"speaker": "Noa", "text": t} for t in ("Hi!", "I moved to Bergen.")])
    )
    two.write_text(json.dumps([{"speaker": "Noa", "text": "The flat has a view of the fjord."}]))
    assert cli.main(["ingest", *common, str(one)]) == 0
    assert "2 new, 0 seen before" in capsys.readouterr().out
    assert cli.main(["ingest", *common, str(two)]) == 2  # position 0 again: refused, said why
    assert "not the turn this session stored" in capsys.readouterr().err
    assert cli.main(["ingest", *common, "--start", "2", str(two)]) == 0
    assert "1 new, 0 seen before" in capsys.readouterr().out


def test_a_resend_with_a_turn_edited_since_still_adds_the_new_turns(
    tenant_client: MemcueClient,
) -> None:
    """A chat app lets users edit a message: a re-send of the whole session with turn 1
    edited, a trailing space or another speaker casing, plus a new turn, was refused and the
    new turn never stored (a review of this session's own change)."""
    mc = tenant_client
    first = ["We fly to Porto in June.", "The hotel is booked for five nights.", "Bring sunscreen."]
    assert mc.ingest_transcript("ida", "ida-1", _turns(first)).new_turns == 3
    again = [
        "We fly to Porto in July.",
        "The hotel is booked for five nights. ",
        "bring sunscreen.",
    ]
    again_turns = _turns(again) + _turns(["The flight leaves at 7am."], start=3)
    result = mc.ingest_transcript("ida", "ida-1", again_turns)
    assert (result.new_turns, result.skipped_turns) == (1, 3)


def test_comparing_a_stored_turn_is_linear_in_its_redactions() -> None:
    """A stored turn with 8 redactions, compared with an edited re-send, kept a server busy
    for 25 s (a regex with one wildcard per redaction)."""

    import service.app  # noqa: F401  (the ingest module is imported through the core)
    from service.memory_loop.resend import alike

    stored = " ".join(["w [REDACTED:pin]"] * 40)
    said = " ".join(["w 1234"] * 39) + " x" + " extra" * 200
    assert not alike(stored, said)
    assert cpu_seconds(lambda: alike(stored, said)) < 0.05


def test_a_renumbered_file_that_repeats_only_the_greeting_is_refused(
    tenant_client: MemcueClient,
) -> None:
    """One overlapping turn alike (the agent's greeting) and one not: a tie passed, and the
    new words were skipped as seen before (a review of this session's change)."""
    mc = tenant_client
    first = _turns(["Hi! How can I help you today?", "Book me a dentist for next week."])
    mc.ingest_transcript("una", "una-1", first)
    again = _turns(["Hi! How can I help you today?", "My passport expires in March, remind me."])
    with pytest.raises(FailedPrecondition, match=r"turns\[1\] \(position 1\)"):
        mc.ingest_transcript("una", "una-1", again)
