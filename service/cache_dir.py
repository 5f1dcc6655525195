"""Where the per-user cache of derived files lives: the model exports (`embeddings.model_cache`)
and the compiled privacy rules (`service.regex_cache`). Its own module so that the regex cache,
installed when `service` is first imported, does not import the embeddings package (numpy,
0.4 s) to find it."""

from __future__ import annotations

import os
from pathlib import Path


def default_cache_dir() -> Path:
    """`$MEMCUE_MODEL_CACHE`, else `$XDG_CACHE_HOME/memcue/models` (`~/.cache/memcue/models`)."""
    explicit = os.environ.get("MEMCUE_MODEL_CACHE")
    if explicit:
        return Path(explicit).expanduser()
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base).expanduser() / "memcue" / "models"
