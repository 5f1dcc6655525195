"""The composition root: the one place that turns settings into adapters and wires the core.

Nothing else constructs adapters. Tests call `build_app` too, passing a pre-loaded embedder
so that one model load serves a whole test session.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import structlog

from embeddings import (
    MINILM_MODEL_ID,
    MPNET_MODEL_ID,
    STATIC64_MODEL_ID,
    MiniLMEmbedder,
    MPNetEmbedder,
    Static64Embedder,
)
from embeddings.batching import BatchingEmbedder
from embeddings.minilm import minilm_model_dir
from embeddings.mpnet import ModelIntegrityError, ModelNotInstalled, ensure_model
from embeddings.onnx_int8 import onnx_or_torch
from embeddings.pair_model import CrossEncoderScorer
from service import regex_cache
from service.adapters.activitywatch import ActivityWatchLog
from service.adapters.aw_process import AwServerProcess
from service.adapters.chroma_index import ChromaIndex, IndexTuning
from service.adapters.cursors import SqliteCursorStore
from service.adapters.decisions import SqliteDecisions
from service.adapters.hybrid_index import HybridIndex
from service.adapters.idempotency import SqliteIdempotencyStore
from service.adapters.keywords import KeywordIndex
from service.adapters.prometheus import PrometheusMetrics
from service.adapters.timed_embedder import TimedEmbedder
from service.adapters.vector_blocks import single_threaded_blas
from service.auth import (
    Authenticator,
    KeyAuthenticator,
    Keystore,
    OpenAccess,
    ensure_local_operator_key,
)
from service.background import ConsolidationJob, Sweeper
from service.core import MemoryService
from service.crypto import PeerKeys, Sealer
from service.dedup.paraphrase import PairHead, head_for
from service.domain import utcnow
from service.errors import FailedPrecondition, InvalidArgument
from service.index_files import live_index
from service.memory_loop.extract import RuleExtractor
from service.ports import Embedder, MemoryIndex, Metrics, NoMetrics, PairScorer, Tokenizer
from service.privacy import PrivacyGuard
from service.rebuild import rebuild_decisions
from service.settings import Settings
from service.web.app import WebApp
from service.web.listener import Dispatcher, HttpListener

log = structlog.get_logger(__name__)

# Settings name -> model id of one of our own adapters (not a class-path lookup).
KNOWN_MODELS = {
    "all-MiniLM-L6-v2": MINILM_MODEL_ID,
    MINILM_MODEL_ID: MINILM_MODEL_ID,
    "static-64d": STATIC64_MODEL_ID,
    STATIC64_MODEL_ID: STATIC64_MODEL_ID,
    "all-mpnet-base-v2": MPNET_MODEL_ID,  # optional: `make mpnet` installs the weights
    MPNET_MODEL_ID: MPNET_MODEL_ID,
}


# The models served from a verified int8 export: where their weights come from, the name
# their export is cached under, and the torch embedder that stands in when there is none.
_INT8_CAPABLE: dict[str, tuple[Callable[[], Path], str, Callable[..., Embedder]]] = {
    MINILM_MODEL_ID: (minilm_model_dir, "all-MiniLM-L6-v2", MiniLMEmbedder),
    MPNET_MODEL_ID: (ensure_model, "all-mpnet-base-v2", MPNetEmbedder),
}


def build_embedder(settings: Settings) -> Embedder:
    """The model itself (no micro-batching): MiniLM or mpnet on its verified int8 ONNX export by
    default (torch if it cannot be had, with one warning), or on torch."""
    model_id = KNOWN_MODELS.get(settings.embedding_model)
    if model_id == STATIC64_MODEL_ID:
        return Static64Embedder()
    shipped = _INT8_CAPABLE.get(model_id or "")
    if model_id is None or shipped is None:
        raise InvalidArgument(
            f"embedding_model {settings.embedding_model!r} is not known; "
            f"use one of {sorted(KNOWN_MODELS)}",
            field="embedding_model",
        )
    source_dir, name, torch_class = shipped
    threads, concurrency = settings.embedding_threads, settings.embedding_concurrency
    try:
        return _onnx_unless_torch(
            settings,
            source_dir,
            name,
            model_id,
            lambda: torch_class(threads=threads, concurrency=concurrency),
        )
    except (ModelNotInstalled, ModelIntegrityError) as exc:  # mpnet's optional packages
        raise FailedPrecondition(str(exc), field="embedding_model") from exc


def _onnx_unless_torch(
    settings: Settings,
    source_dir: Callable[[], Path],
    name: str,
    model_id: str,
    torch_embedder: Callable[[], Embedder],
) -> Embedder:
    """The backend the settings ask for; the int8 export falls back to torch by itself."""
    if settings.embedding_backend != "onnx-int8":
        return torch_embedder()
    return onnx_or_torch(
        source_dir=source_dir(),
        name=name,
        model_id=model_id,
        torch_embedder=torch_embedder,
        threads=settings.embedding_threads,
        concurrency=settings.embedding_concurrency,
    )


def with_batching(embedder: Embedder, settings: Settings) -> Embedder:
    """Concurrent calls share model calls (embeddings.batching); every model we ship encodes
    queries like documents, which batching needs. `embedding_batch_max` 1 turns it off."""
    if settings.embedding_batch_max <= 1 or isinstance(embedder, BatchingEmbedder):
        return embedder
    return BatchingEmbedder(
        embedder,
        max_batch=settings.embedding_batch_max,
        max_wait_s=settings.embedding_batch_wait_ms / 1000.0,
        max_running=settings.embedding_concurrency,
    )


def build_pair_scorer(settings: Settings) -> PairScorer | None:
    """The dedup cross-encoder, when one is configured; a configured model that is missing
    stops startup rather than silently deduplicating with less recall than asked for."""
    if settings.pair_model is None:
        return None
    path = settings.pair_model.expanduser().resolve()
    try:
        return CrossEncoderScorer(path, threads=settings.embedding_threads)
    except FileNotFoundError as exc:
        raise FailedPrecondition(f"{exc}; or unset MEMCUE_PAIR_MODEL", field="pair_model") from exc


def build_paraphrase_head(settings: Settings, embedder: Embedder) -> PairHead | None:
    """The shipped paraphrase head, when dedup asks for it and it was fitted for this
    embedder (its inputs are that model's vectors); otherwise the rules decide alone."""
    if not settings.dedup.paraphrase:
        return None
    head = head_for(embedder.model_id, embedder.dimension)
    if head is None:
        log.warning(
            "app.paraphrase_head_off",
            reason="the shipped head was fitted for another embedder",
            model=embedder.model_id,
        )
    return head


def build_tokenizer(embedder: Embedder) -> Tokenizer:
    """Briefs are counted in the embedding model's own tokens; every adapter we ship has them."""
    if isinstance(embedder, BatchingEmbedder):
        embedder = embedder.inner
    if not isinstance(embedder, Tokenizer):
        raise FailedPrecondition(
            f"embedding model {embedder.model_id!r} exposes no tokenizer to budget briefs with",
            field="embedding_model",
        )
    return embedder


def build_authenticator(settings: Settings, data_dir: Path) -> Authenticator:
    if settings.auth == "open":
        log.warning("auth.open", detail="MEMCUE_AUTH=open: every caller is an operator")
        return OpenAccess(settings.default_namespace)
    keystore = Keystore(settings.keys_file or data_dir / "keys.json")
    key_file = data_dir / "operator.key"
    if ensure_local_operator_key(keystore, key_file, settings.default_namespace):
        log.info(
            "auth.local_operator_key_created",
            key_file=str(key_file),
            namespace=settings.default_namespace,
        )
    return KeyAuthenticator(keystore)


def namespace_sizes(index: MemoryIndex) -> dict[str, int]:
    """Entries per namespace, summed over its partitions: the metrics' index size, which
    names namespaces only (a peer id must never become a label)."""
    sizes: dict[str, int] = {}
    for partition in index.partitions():
        sizes[partition.namespace] = sizes.get(partition.namespace, 0) + index.count(partition)
    return sizes


@dataclass
class App:
    settings: Settings
    authenticator: Authenticator
    core: MemoryService
    index: HybridIndex
    log: ActivityWatchLog
    embedder: Embedder
    idempotency: SqliteIdempotencyStore
    sealer: Sealer
    decisions: SqliteDecisions
    cursors: SqliteCursorStore
    aw_process: AwServerProcess | None = None
    sweeper: Sweeper | None = None
    consolidation: ConsolidationJob | None = None
    metrics: PrometheusMetrics | None = None  # the app's own registry, when metrics are on
    _closed: bool = field(default=False, repr=False)

    @property
    def aw_url(self) -> str:
        return self.aw_process.url if self.aw_process else self.settings.aw_url

    def close(self) -> None:
        """Flushes the log, closes stores, then stops the aw-server child (in that order)."""
        if self._closed:
            return
        self._closed = True
        if self.sweeper is not None:
            self.sweeper.stop()
        if self.consolidation is not None:
            self.consolidation.stop()
        self.core.close()
        # The index first: it writes what waits in its write-behind queue and marks those
        # events applied in the log's outbox, which the log then sends.
        self.index.close()
        self.log.close()
        self.idempotency.close()
        self.decisions.close()
        self.cursors.close()
        self.sealer.close()
        if self.aw_process is not None:
            self.aw_process.stop()


def index_tuning(settings: Settings) -> IndexTuning:
    return IndexTuning(
        shards=settings.index.shards,
        dedicated_after=settings.index.dedicated_after,
        block_cache_bytes=settings.index.block_cache_mb << 20,
        flush_delay_s=settings.index.flush_ms / 1000,
        flush_rows=settings.index.flush_rows,
        entries=settings.recall.cache_entries,
    )


def build_app(
    settings: Settings,
    *,
    embedder: Embedder | None = None,
    clock: Callable[[], datetime] = utcnow,
    background: bool = True,
) -> App:
    """`embedder`: a model already loaded (tests share one; it is wrapped in this app's own
    micro-batcher like a model built here); `clock`: the core's time source (tests move it to
    age memories); `background`: start the expiry sweeper and the consolidation job. A batch
    job is the only writer it wants: a preview run on a clock moved ahead
    (`scripts/consolidate.py --now`) had the sweeper delete entries not yet expired."""
    data_dir: Path = settings.data_dir.resolve()
    data_dir.mkdir(parents=True, exist_ok=True)
    single_threaded_blas()
    prometheus = PrometheusMetrics() if settings.http.enabled and settings.http.metrics else None
    metrics: Metrics = prometheus or NoMetrics()
    aw: AwServerProcess | None = None
    aw_started: Future[None] | None = None
    if not settings.aw_url:
        aw = AwServerProcess(
            data_dir / "activitywatch", command=settings.aw_command, testing=settings.aw_testing
        )
        aw_started = aw.start_beside(timeout_s=settings.aw_start_timeout_s)
    opened: list[Callable[[], None]] = []  # closed in reverse if the build fails half-way
    try:
        embedder = with_batching(embedder or build_embedder(settings), settings)
        pair_scorer = build_pair_scorer(settings)
        paraphrase_head = build_paraphrase_head(settings, embedder)
        if aw_started is not None:
            aw_started.result()  # (loaded while aw-server started)
        sealer = Sealer(PeerKeys(data_dir / "peer_keys.sqlite3"))
        opened.append(sealer.close)
        event_log = ActivityWatchLog.connect(
            aw.url if aw else settings.aw_url,
            data_dir / "outbox.sqlite3",
            sealer,
            timeout_s=settings.aw_timeout_s,
            metrics=metrics,
            linger_s=settings.aw_send_linger_ms / 1000,
        )
        opened.append(event_log.close)
        index: HybridIndex
        if settings.chroma_url:
            index = HybridIndex(
                ChromaIndex.remote(
                    settings.chroma_url,
                    embedding_model=embedder.model_id,
                    dimension=embedder.dimension,
                    sealer=sealer,
                    tuning=index_tuning(settings),
                ),
                KeywordIndex(data_dir / "keywords.sqlite3", sealer),
            )
        else:
            index = HybridIndex.embedded(
                live_index(data_dir, event_log, embedder, sealer, index_tuning(settings)),
                embedding_model=embedder.model_id,
                dimension=embedder.dimension,
                sealer=sealer,
                tuning=index_tuning(settings),
            )
        opened.append(index.close)
        idem = SqliteIdempotencyStore(data_dir / "idempotency.sqlite3", sealer)
        if not (data_dir / "decisions.sqlite3").exists() and sealer.partitions():
            rebuild_decisions(data_dir / "decisions.sqlite3", event_log, sealer)
        decisions = SqliteDecisions(data_dir / "decisions.sqlite3", sealer)
        opened.append(decisions.close)
        cursors = SqliteCursorStore(data_dir / "ingest_cursors.sqlite3")
        tokenizer = build_tokenizer(embedder)
    except BaseException:
        for close in reversed(opened):
            try:
                close()
            except Exception as exc:  # the first error is the one to report
                log.warning("app.close_after_failed_build", error=type(exc).__name__)
        if aw is not None:
            # cancels a start still under way (waiting for the child, or not yet begun) and
            # returns once it has given up: no aw-server is left behind
            aw.stop()
        raise
    core = MemoryService(
        index=index,
        embedder=TimedEmbedder(embedder, metrics) if prometheus else embedder,
        log=event_log,
        idempotency=idem,
        limits=settings.limits,
        retention_days=settings.retention_days,
        dedup=settings.dedup,
        pair_scorer=pair_scorer,
        paraphrase_head=paraphrase_head,
        privacy=PrivacyGuard(
            settings.privacy_policy, metrics=metrics, learned=settings.privacy_learned
        ),
        sealer=sealer,
        decisions=decisions,
        cursors=cursors,
        tokenizer=tokenizer,
        extractor=RuleExtractor(),
        recall=settings.recall,
        consolidation=settings.consolidation,
        working_memory=settings.working_memory,
        clock=clock,
        metrics=metrics,
    )
    log.info(
        "app.built",
        data_dir=str(data_dir),
        model=embedder.model_id,
        chroma=settings.chroma_url or "embedded",
        activitywatch=aw.url if aw else settings.aw_url,
        dedup_pair_model=pair_scorer.name if pair_scorer else None,
        dedup_paraphrase_head=paraphrase_head is not None,
    )
    regex_cache.release()  # every rule is compiled by now: keep them for the next start
    core.recover()  # a crash between log and index left work: finish it before serving
    app = App(
        settings=settings,
        authenticator=build_authenticator(settings, data_dir),
        core=core,
        index=index,
        log=event_log,
        embedder=embedder,
        idempotency=idem,
        sealer=sealer,
        decisions=decisions,
        cursors=cursors,
        aw_process=aw,
        metrics=prometheus,
    )
    if prometheus is not None:
        prometheus.watch(
            log_status=core.log_status,
            index_sizes=lambda: namespace_sizes(index),
            ttl_s=settings.http.index_sizes_ttl_s,
        )
    if not background:
        return app
    app.sweeper = Sweeper(core, interval_s=settings.sweep_interval_s, batch=settings.sweep_batch)
    if settings.consolidation.enabled:
        app.consolidation = ConsolidationJob(core, interval_s=settings.consolidation.interval_s)
    return app


def web_page_enabled(settings: Settings) -> bool:
    """Whether the HTTP listener serves the web page: asked for, and keys are on."""
    return settings.http.enabled and settings.http.web and settings.auth != "open"


def build_http_listener(app: App) -> HttpListener | None:
    """The HTTP listener for metrics and the web page, when `http.enabled` (off by default).

    The web page gets the same core and the same authenticator as gRPC: no rule and no key
    check of its own."""
    http = app.settings.http
    if not http.enabled:
        return None
    if http.web and app.settings.auth == "open":
        # Without keys every caller is an operator and there is nothing to bind a session
        # or a CSRF token to: any local process, or any web site through DNS rebinding,
        # could read and erase memories. Metrics carry no memory text and stay on.
        log.warning(
            "http.web_disabled",
            detail="the web page needs auth=keys; with MEMCUE_AUTH=open only /metrics is served",
        )
    web = (
        WebApp(app.core, app.authenticator, http, metrics=app.metrics)
        if web_page_enabled(app.settings)
        else None
    )
    metrics_app = app.metrics.wsgi_app() if app.metrics is not None else None
    return HttpListener(Dispatcher(metrics_app=metrics_app, web_app=web, metrics=app.metrics), http)
