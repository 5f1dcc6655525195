"""`iter_all` reads in pages of 500: each List call reads the whole partition to sort it, and
in pages of the default 50 an MCP `memory_list` of 2,560 memories took 11.7 s against 1.4 s
(an MCP review of 2026-12-07). Real server."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from service.api.server import MemcueServer
from service.client import MemcueClient
from service.domain import DedupMode
from service.errors import InvalidArgument
from service.settings import Limits
from tests.conftest import connect


class CountingClient(MemcueClient):
    """The real client, counting its List calls (what a slow page size costs)."""

    lists = 0

    def list(self, *args: Any, **kwargs: Any) -> Any:
        self.lists += 1
        return super().list(*args, **kwargs)


def _fill(mc: MemcueClient, peer: str, n: int) -> None:
    texts = [f"Order number {i} for {peer} was shipped to depot {i % 7}" for i in range(n)]
    for start in range(0, n, 200):
        mc.remember_batch(peer, texts[start : start + 200], dedup=DedupMode.OFF)


def test_iter_all_reads_big_pages_and_falls_back_on_a_smaller_limit(
    server_factory: Any, tmp_path: Path
) -> None:
    default = server_factory()
    with connect(default) as mc:
        _fill(mc, "ann", 620)
    counting = CountingClient(default.address, api_key=_key(default))
    with counting:
        assert len(list(counting.iter_all("ann"))) == 620
        assert counting.lists == 2
    small: MemcueServer = server_factory(
        tmp_path / "small", limits=Limits(max_page_size=100, default_page_size=40)
    )
    with connect(small) as mc:
        _fill(mc, "bo", 90)
    counting = CountingClient(small.address, api_key=_key(small))
    with counting:
        assert len(list(counting.iter_all("bo"))) == 90
        assert counting.lists == 1 + 3  # refused once, then pages of its default 40


def _key(server: MemcueServer) -> str:
    return (server.app.settings.data_dir / "operator.key").read_text().strip()


def test_the_client_names_a_field_given_the_wrong_python_type() -> None:
    """protobuf refused `content=5` with "bad argument type for built-in operation", naming
    no field; the client says which one and what it must be, before any call is made."""
    with MemcueClient("127.0.0.1:1", timeout=1) as mc:  # nothing listens: no call is made
        for content, kwargs, field in (
            (5, {}, "memory.content"),
            ("x", {"importance": "0.5"}, "memory.importance"),
            ("x", {"importance": True}, "memory.importance"),
            ("x", {"pinned": "no"}, "memory.pinned"),
            ("x", {"kind": None}, "memory.kind"),
        ):
            with pytest.raises(InvalidArgument) as refused:
                mc.remember("p", content, **kwargs)  # type: ignore[arg-type]
            assert refused.value.field == field and " must be " in refused.value.message
        # a numpy number is a number (the wire carries it as a float): no refusal before the
        # call, which then fails only because nothing listens
        with pytest.raises(Exception) as unreachable:
            mc.remember("p", "x", importance=np.float32(0.5))  # type: ignore[arg-type]
        assert not isinstance(unreachable.value, InvalidArgument)
