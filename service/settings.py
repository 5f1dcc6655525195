"""All settings in one place: environment (prefix MEMCUE_) over an optional TOML file over defaults.

The TOML file is `memcue.toml` in the working directory, or the path in MEMCUE_CONFIG.
Nested limits use a double underscore in the environment, e.g. MEMCUE_LIMITS__MAX_TOP_K=50.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field, field_validator, model_validator
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    TomlConfigSettingsSource,
)

from service.dedup import Thresholds


class Limits(BaseModel):
    """Safe defaults for everything a client controls the size of."""

    max_content_bytes: int = Field(16_384, ge=1)
    max_batch_size: int = Field(256, ge=1)
    max_top_k: int = Field(100, ge=1)
    default_top_k: int = Field(10, ge=1)
    max_page_size: int = Field(500, ge=1)
    default_page_size: int = Field(50, ge=1)
    max_label_bytes: int = Field(256, ge=8)
    max_attributes_bytes: int = Field(8_192, ge=0)
    max_source_refs: int = Field(256, ge=0)
    max_cue_bytes: int = Field(4_096, ge=1)
    max_request_bytes: int = Field(8 * 1024 * 1024, ge=1024)
    max_transcript_turns: int = Field(2_000, ge=1, description="turns per IngestTranscript")
    max_filter_values: int = Field(
        256, ge=1, description="kinds, labels or scopes one read may filter by"
    )


class RetentionDays(BaseModel):
    """Default time-to-live per retention class, in days; None = never expires."""

    ephemeral: float | None = Field(1.0, gt=0)
    short: float | None = Field(30.0, gt=0)
    standard: float | None = Field(365.0, gt=0)
    long: float | None = Field(3650.0, gt=0)
    permanent: float | None = None


class RecallSettings(BaseModel):
    """How Recall ranks (README "How ranking works"); each weight can be overridden per call.

    final = scope x relevance + recency x r + importance x i + trust x t + pinned x p, where
    relevance = (dense x cosine + keyword x coverage^keyword_coverage x BM25/(BM25 +
    keyword_saturation)) / (dense + keyword). Relevance weights were tuned on LoCoMo
    conversations 1-5 only; keyword_coverage there and on recall probes 11-15.
    """

    dense: float = Field(1.0, ge=0)
    keyword: float = Field(2.0, ge=0)
    keyword_saturation: float = Field(8.0, gt=0, description="BM25 at which keyword = 0.5")
    keyword_coverage: float = Field(
        0.75,
        ge=0,
        le=4,
        description="keyword x coverage^this, coverage = the share of the cue's keyword weight "
        "(IDF, cue words no memory holds included) the memory holds: a paraphrase's one shared "
        "common word counts little; 0 = saturated BM25 alone",
    )
    recency: float = Field(0.05, ge=0)
    when: float = Field(
        0.15,
        ge=0,
        description="boost for a memory that happened in the time the cue names ('last July')",
    )
    importance: float = Field(0.05, ge=0)
    trust: float = Field(0.03, ge=0)
    pinned: float = Field(0.05, ge=0)
    half_life_days: float = Field(30.0, gt=0, description="recency half-life, never accessed")
    access_growth: float = Field(1.5, ge=1, description="half-life x this per access")
    max_half_life_days: float = Field(3650.0, gt=0)
    global_scope: float = Field(0.9, ge=0)
    project_scope: float = Field(1.0, ge=0)
    candidates: int = Field(50, ge=1, description="dense and keyword candidates per partition")
    expand_neighbors: int = Field(
        1, ge=0, le=10, description="turns each side a hit pulls in, when a call does not say"
    )
    neighbor_factor: float = Field(0.9, ge=0, le=1, description="expanded turn: source x this")
    rival_margin: float = Field(
        0.1,
        ge=0,
        description="a memory close to a higher-ranked one (rival_similarity), within this "
        "much of its score and later (earlier, for a cue about the past), ranks above it "
        "(service/recall/rivals.py); 0 = off",
    )
    rival_similarity: float = Field(
        0.6, ge=0, le=1, description="cosine between two memories for them to be rivals"
    )
    rival_change_margin: float = Field(
        0.3,
        ge=0,
        description="rival_margin when the later memory announces a change ('switched to', "
        "'has moved', 'no longer'; service/recall/changes.py)",
    )
    rival_change_similarity: float = Field(
        0.5, ge=0, le=1, description="rival_similarity when the later memory announces a change"
    )
    rival_change_specificity: float = Field(
        0.15,
        ge=0,
        le=2,
        description="how much closer such a memory must be to its rival than to the other "
        "hits on average (memories of one person all share the name)",
    )
    reason_margin: float = Field(
        0.1,
        ge=0,
        description="for a 'why' cue, a hit among the first ten that gives a reason (a "
        "decision, 'because', 'so that') ranks above others within this much of its score "
        "(service/recall/reasons.py); 0 = off",
    )
    name_shift: float = Field(
        0.3,
        ge=0,
        le=1,
        description="the cue's vector less this much of its names' vector: matched on what it "
        "asks more than on whom (service/recall/names.py); 0 = off",
    )
    access_flush_s: float = Field(1.0, gt=0, description="access marks are written this often")
    cache_entries: int = Field(
        100_000,
        ge=0,
        description="decoded entries kept in memory (~0.4 KB each: 1,000 x 100 MiniLM "
        "measured Recall p99 33.8 ms with 20,000, 19.1 ms with 120,000, +34 MB RSS)",
    )
    archived: float = Field(
        0.95, ge=0, le=1, description="relevance x this for entries consolidated away (archived)"
    )


class ConsolidationSettings(BaseModel):
    """The memory pyramid (README "The memory loop"): verbatim -> summary -> gist.

    An entry is due once it is older (since it happened or was last used, whichever is
    later) than `summary_after_days` x `recall.access_growth` ^ accesses: what keeps being
    used stays verbatim longer. Tuned on LoCoMo conversations 1-5 only.
    """

    enabled: bool = Field(True, description="run the background job")
    interval_s: float = Field(3_600.0, gt=0, description="background job cadence")
    max_clusters_per_run: int = Field(200, ge=1, description="bound on one background run")
    summary_after_days: float = Field(7.0, gt=0, description="verbatim -> summary")
    gist_after_days: float = Field(60.0, gt=0, description="summary -> gist")
    window_days: float = Field(2.0, gt=0, description="time window of entries without session")
    min_cluster: int = Field(3, ge=2, description="fewest entries one summary replaces")
    max_cluster: int = Field(12, ge=3, description="most entries one summary replaces")
    link_similarity: float = Field(
        0.45, ge=-1, le=1, description="cosine to join a cluster (entries without session)"
    )
    gist_group: int = Field(4, ge=1, description="most summaries one gist replaces")
    summary_words: int = Field(50, ge=10, description="length of a summary")
    gist_words: int = Field(40, ge=5, description="length of a gist line")
    keep_importance: float = Field(
        0.7, ge=0, le=1.01, description="extracted entries this salient are never consolidated"
    )


class WorkingMemorySettings(BaseModel):
    """Briefs (README "Working memory"): budget defaults and how lines are ranked."""

    default_budget: int = Field(1_000, ge=50)
    max_budget: int = Field(16_000, ge=50)
    recency: float = Field(0.35, ge=0, description="weight of 0.5^(age/half-life)")
    importance: float = Field(0.30, ge=0)
    relevance: float = Field(0.60, ge=0, description="weight of relevance to the cue")
    primacy: float = Field(0.40, ge=0, description="weight of being early in the history")
    half_life_days: float = Field(30.0, gt=0, description="recency half-life, never accessed")
    primacy_days: float = Field(30.0, gt=0, description="primacy half-life from the start")
    min_novelty: float = Field(
        0.25, ge=0, le=1, description="share of a line's words new to the brief, or skip it"
    )
    left_off_turns: int = Field(5, ge=0, description="last turns of the latest session")
    earlier_turns: float = Field(
        0.5, ge=0, le=1, description="score x this for turns of earlier sessions, unconsolidated"
    )
    proposals: int = Field(
        5, ge=0, description="recent settled proposals (decisions), and as many unactioned ones"
    )
    proposal_max_age_days: float = Field(30.0, gt=0)
    brief_ttl_hours: float = Field(
        24.0, gt=0, description="how long ConfirmBrief accepts a brief after it was built"
    )
    max_open_briefs: int = Field(
        10_000, ge=1, description="briefs remembered for ConfirmBrief; the oldest go first"
    )


class HttpSettings(BaseModel):
    """The one HTTP listener for Prometheus metrics and the memory web page (README "Metrics
    and the web page"). Off by default and bound to loopback: put a TLS reverse proxy in front
    of it rather than exposing it."""

    enabled: bool = Field(False, description="start the HTTP listener")
    host: str = Field("127.0.0.1", description="keep it loopback; a proxy adds TLS")
    port: int = Field(50052, ge=0, le=65535, description="0 picks a free port")
    metrics: bool = Field(True, description="serve /metrics (Prometheus) when enabled")
    web: bool = Field(True, description="serve the memory web page when enabled")
    threads: int = Field(4, ge=1, description="threads serving HTTP requests")
    session_idle_s: float = Field(
        8 * 3600.0, gt=0, description="a web session ends after this long unused"
    )
    max_sessions: int = Field(1_000, ge=1, description="oldest sessions are dropped past this")
    secure_cookies: bool = Field(
        False, description="mark cookies Secure (set it when a TLS proxy fronts the page)"
    )
    allowed_hosts: list[str] = Field(
        default_factory=list,
        description="Host header values accepted besides the listener's own address (a "
        "reverse proxy's public name, e.g. 'memcue.example.org'); against DNS rebinding",
    )
    index_sizes_ttl_s: float = Field(
        15.0, ge=0, description="index sizes per namespace are counted at most this often"
    )


class McpSettings(BaseModel):
    """MCP over streamable HTTP inside `memcue serve` (README "MCP"); also the defaults of
    `memcue mcp --http`. Off by default and on loopback: an agent on another machine should
    reach it through a proxy with TLS. Every request needs its own Memcue key."""

    http: bool = Field(False, description="serve the MCP tools over HTTP next to gRPC")
    host: str = Field("127.0.0.1", description="listen address of the MCP HTTP listener")
    port: int = Field(8765, ge=0, le=65535, description="0 picks a free port")
    path: str = Field("/mcp", pattern=r"^/[A-Za-z0-9._/-]*$", description="endpoint path")


class TlsSettings(BaseModel):
    """TLS for the gRPC port (README "TLS"): off unless a certificate is given. Keys travel
    in call metadata, so a service reached over a network needs it; with `client_ca_file`
    every client must also show a certificate that CA signed (mutual TLS)."""

    cert_file: Path | None = Field(None, description="PEM certificate chain of the server")
    key_file: Path | None = Field(None, description="PEM private key of that certificate")
    client_ca_file: Path | None = Field(
        None, description="PEM CA bundle: require client certificates signed by it"
    )

    @model_validator(mode="after")
    def _whole(self) -> TlsSettings:
        if (self.cert_file is None) != (self.key_file is None):
            raise ValueError("tls.cert_file and tls.key_file go together: set both or neither")
        if self.client_ca_file is not None and self.cert_file is None:
            raise ValueError("tls.client_ca_file needs tls.cert_file and tls.key_file")
        return self

    @property
    def enabled(self) -> bool:
        return self.cert_file is not None


class IndexSettings(BaseModel):
    """How the vector index lays partitions out (README "Storage layout").

    Partitions share `shards` Chroma collections and are searched exactly over their own
    vectors, cached per partition; a partition past `dedicated_after` entries moves to a
    collection of its own (HNSW). The defaults were chosen by `scripts/bench_scale.py`.
    """

    shards: int = Field(
        32, ge=1, le=999, description="shard collections of a new index (an index keeps its own)"
    )
    dedicated_after: int = Field(
        1_000, ge=0, description="entries after which a partition gets its own collection; 0 never"
    )
    block_cache_mb: int = Field(
        256, ge=0, description="memory for per-partition vector matrices (exact search)"
    )
    flush_ms: float = Field(
        1000.0,
        ge=0,
        description="write-behind: how long acknowledged rows of a shard may wait for Chroma "
        "(they are in the log and the caches already); shards are written one at a time",
    )
    flush_rows: int = Field(256, ge=1, description="write-behind: ... or how many rows may wait")


class GcSettings(BaseModel):
    """The server's garbage-collector policy (service/gc_tuning.py says why)."""

    tune: bool = Field(True, description="freeze start-up objects and apply the settings below")
    young: int = Field(2_000, ge=1, description="allocations between young collections")
    freeze_survivors: bool = Field(
        True, description="freeze what each full collection keeps (shorter full collections)"
    )
    unfreeze_every_s: float = Field(
        3600.0, ge=0, description="let a full collection walk everything this often; 0 never"
    )
    log_pause_ms: float = Field(50.0, ge=0, description="log collections that pause this long")


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="MEMCUE_", env_nested_delimiter="__", extra="forbid"
    )

    data_dir: Path = Field(Path("./memcue-data"), description="Chroma, aw-server and local state")
    host: str = "127.0.0.1"
    port: int = Field(50051, ge=0, le=65535, description="0 picks a free port")
    tls: TlsSettings = TlsSettings()
    grpc_workers: int = Field(8, ge=1, description="threads serving RPCs")
    shutdown_grace_s: float = Field(10.0, ge=0)
    shutdown_timeout_s: float = Field(
        60.0,
        gt=0,
        description="after the grace period, how long closing may take before the process "
        "prints every thread's stack to stderr and exits with status 1",
    )
    log_level: str = "INFO"
    log_json: bool = Field(True, description="JSON log lines (false: human-readable)")
    auth: Literal["keys", "open"] = Field(
        "keys", description="'keys': Bearer keys with roles; 'open': no auth (development only)"
    )
    keys_file: Path | None = Field(None, description="default <data_dir>/keys.json")
    default_namespace: str = Field("default", description="namespace of the first local key")

    embedding_model: str = Field("all-MiniLM-L6-v2", description="see service.app.KNOWN_MODELS")
    embedding_backend: Literal["onnx-int8", "torch"] = Field(
        "onnx-int8",
        description="MiniLM/mpnet: the verified int8 ONNX export (falls back to torch with a "
        "warning if it cannot be had), or torch; the index records which (a change re-embeds)",
    )
    embedding_threads: int = Field(2, ge=1, description="intra-op threads per model call")
    embedding_concurrency: int = Field(1, ge=1, description="model calls running at once")
    embedding_batch_max: int = Field(
        64, ge=1, description="texts one micro-batched model call serves at most (1: no batching)"
    )
    embedding_batch_wait_ms: float = Field(
        1.0, ge=0, le=50, description="a queued call waits at most this long for company"
    )

    chroma_url: str = Field("", description="use a Chroma server (http://host:port) not embedded")

    aw_url: str = Field("", description="use this ActivityWatch server instead of starting one")
    aw_command: str = Field("aw-server", description="executable started when aw_url is empty")
    aw_testing: bool = Field(True, description="start aw-server with --testing")
    aw_start_timeout_s: float = Field(30.0, gt=0)
    aw_timeout_s: float = Field(5.0, gt=0, description="per HTTP request to ActivityWatch")
    aw_send_linger_ms: float = Field(
        100.0, ge=0, description="the log sender gathers this long after a quiet spell"
    )

    privacy_policy: Literal["redact", "reject"] = Field(
        "redact", description="secrets in writes: redact them, or refuse the write"
    )
    privacy_learned: bool = Field(
        True, description="the learned backstop behind the rules (service/secret_backstop.py)"
    )
    limits: Limits = Limits()
    retention_days: RetentionDays = RetentionDays()
    dedup: Thresholds = Thresholds()  # write-path dedup; see service/dedup.py
    recall: RecallSettings = RecallSettings()
    consolidation: ConsolidationSettings = ConsolidationSettings()
    working_memory: WorkingMemorySettings = WorkingMemorySettings()
    mcp: McpSettings = McpSettings()
    index: IndexSettings = IndexSettings()
    pair_model: Path | None = Field(
        None,
        description="dedup cross-encoder dir (scripts/train_pair_model.py); unset: rules only",
    )
    http: HttpSettings = HttpSettings()
    gc: GcSettings = GcSettings()
    sweep_interval_s: float = Field(60.0, gt=0, description="expired-entry sweep period")
    sweep_batch: int = Field(500, ge=1, description="entries deleted per sweep at most")

    @field_validator("host")
    @classmethod
    def _bracketed(cls, host: str) -> str:
        """An IPv6 address in brackets: the service and its clients join it with the port,
        and "::1:50051" is another address to gRPC (the service said its port was in use)."""
        return f"[{host}]" if ":" in host and not host.startswith("[") else host

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        toml_path = Path(os.environ.get("MEMCUE_CONFIG", "memcue.toml"))
        return (
            init_settings,
            env_settings,
            TomlConfigSettingsSource(settings_cls, toml_file=toml_path),
        )
