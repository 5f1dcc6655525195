"""The server's garbage-collector policy (service/gc_tuning.py): what it freezes, that garbage
made after it is still collected, and that `every_s` bounds what freezing can hold back."""

from __future__ import annotations

import gc
import weakref

import pytest

from service.gc_tuning import GcPolicy, PauseStats, tune, untune
from service.settings import GcSettings


class Node:
    """Two of these pointing at each other are garbage only the cyclic collector frees."""

    def __init__(self) -> None:
        self.other: Node | None = None


def cycle() -> Node:
    a, b = Node(), Node()
    a.other, b.other = b, a
    return a


def test_start_up_objects_are_frozen_and_new_cyclic_garbage_is_still_collected():
    before = gc.get_threshold()
    old = cycle()  # alive at start-up: frozen with the rest
    policy = tune(GcPolicy(GcSettings(young=5_000)))
    try:
        assert gc.get_threshold()[0] == 5_000
        assert gc.get_freeze_count() > 1_000  # modules, functions, ... and `old`
        buckets, seconds = policy.stats.histogram(2)  # the start-up collection, counted
        assert buckets[-1] == ("+Inf", 1.0) and seconds > 0
        refs = [weakref.ref(cycle()) for _ in range(2_000)]  # garbage the moment it is made
        gc.collect()
        assert all(r() is None for r in refs)
        assert old.other is not None and old.other.other is old
    finally:
        untune(policy)
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0
    assert policy.callback not in gc.callbacks


def test_a_full_collection_freezes_what_it_keeps_and_long_pauses_are_logged(capsys):
    policy = tune(GcPolicy(GcSettings(log_pause_ms=0.0)))  # every pause is "long"
    try:
        frozen = gc.get_freeze_count()
        kept = [[i] for i in range(5_000)]  # tracked objects that live on
        gc.collect()
        assert gc.get_freeze_count() >= frozen + len(kept)
        assert policy.stats.histogram(2)[0][-1][1] >= 2
        assert policy.report() >= 2 and policy.report() == 0  # each logged once
        assert "gc.pause" in capsys.readouterr().out
    finally:
        untune(policy)


def test_without_freeze_survivors_only_start_up_is_frozen():
    policy = tune(GcPolicy(GcSettings(freeze_survivors=False)))
    try:
        frozen = gc.get_freeze_count()
        kept = [[i] for i in range(5_000)]
        gc.collect()
        # Not frozen: the count does not grow (it may shrink: frozen objects still die of
        # their reference counts, e.g. another thread's temporaries caught by the freeze).
        assert gc.get_freeze_count() <= frozen and len(kept) == 5_000
    finally:
        untune(policy)


@pytest.mark.parametrize("every_s", [0.0, 1e-9])
def test_every_s_lets_a_cycle_that_outlived_a_freeze_be_collected(every_s: float):
    """The price of freezing survivors, and its bound: a cycle that was alive at a full
    collection and dies afterwards waits for the next unfreeze (never, with every_s 0)."""
    policy = tune(GcPolicy(GcSettings(unfreeze_every_s=0.0)))
    try:
        held = cycle()
        gc.collect()  # `held` survives: frozen
        ref = weakref.ref(held)
        del held
        policy.settings.unfreeze_every_s = every_s
        gc.collect()  # every_s 0: freezes again; tiny: unfreezes everything
        gc.collect()  # ... so this one walks `held` (now garbage) and frees it
        assert (ref() is None) == (every_s > 0)
    finally:
        untune(policy)
    gc.collect()
    assert ref() is None  # untune unfreezes: nothing stays held back


def test_prometheus_scrapes_the_pause_histogram():
    from prometheus_client import generate_latest

    from service.adapters.prometheus import PrometheusMetrics

    stats = PauseStats()
    stats.add(2, 0.2)
    stats.add(0, 0.0005)
    metrics = PrometheusMetrics()
    metrics.watch_gc(stats)
    text = generate_latest(metrics.registry).decode()
    assert 'memcue_gc_pause_seconds_bucket{generation="2",le="0.1"} 0.0' in text
    assert 'memcue_gc_pause_seconds_bucket{generation="2",le="0.25"} 1.0' in text
    assert 'memcue_gc_pause_seconds_count{generation="0"} 1.0' in text
    assert 'memcue_gc_pause_seconds_sum{generation="2"} 0.2' in text
