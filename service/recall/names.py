"""The names of a cue, taken partly out of its vector: a question is then matched on what it
asks more than on whom it is about.

Why: a peer's memories nearly all carry its name, and MiniLM gives a short memory whose words
are mostly the name ("Maya is vegetarian.") a high cosine to any question that names her:
"Who does Maya report to?" and "Is Maya's dog in good health?" found it first (blind probe
150). The keyword half of fusion already weighs a name by how rare it is; the dense half had
no such check. So the cue's vector has `weight` times the vector of its names taken out
(q - w * n, made unit length again), and the names stay in its words for keyword search.
Through the API (MRR of the whole ranking, off -> 0.3): blind probe 150 0.868 -> 0.868 (recall@10
0.941 -> 0.961), 140 0.890 -> 0.886, 24 0.623 -> 0.640, 25 0.725 -> 0.720, 26 0.719 -> 0.732,
27 0.662 -> 0.666, 28 0.736 -> 0.737; LoCoMo conversations 1-5, categories 1-4 recall@10
0.705 -> 0.715. At 0.5 the probes gained more (150 0.877, 26 0.741, 27 0.683) but 140 fell to
0.872 and LoCoMo to 0.703: the name also says which of two people a turn is about.

Cost: a name's vector is embedded once and kept (`NameVectors`, an LRU of `size` names): a
peer's name recurs in its cues, so a Recall pays one regex and one vector sum; a cue with no
capitalised word after its first pays the regex alone.
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from collections.abc import Sequence

import numpy as np

from service.ports import Embedder, Vector

# A capitalised word after the first of its sentence ("Maya", "Ines's", "Parcelo"): the first
# word of a question is capitalised by grammar, not by being a name
_NAME = re.compile(r"(?<=[\w,;:'\"])\s+([A-Z][\w-]*)(?:'s)?")
# Sentence openers and the pronoun I are capitalised without naming anyone
_NOT_NAMES = frozenset({"I", "I'm", "I've", "I'd", "I'll"})


def names_in(cue: str) -> list[str]:
    """The capitalised words of the cue after the first of a sentence, each once."""
    found = [m.group(1) for m in _NAME.finditer(cue[:2000])]
    return list(dict.fromkeys(n for n in found if n not in _NOT_NAMES))


class NameVectors:
    """Vectors of single names, embedded once each and kept (least recently used goes)."""

    def __init__(self, embedder: Embedder, size: int = 4096) -> None:
        self._embedder = embedder
        self._size = size
        self._kept: OrderedDict[str, Vector] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        with self._lock:
            return len(self._kept)

    def clear(self) -> None:
        """Forget: the names of every cue asked, and those an alias took from a memory."""
        with self._lock:
            self._kept.clear()

    def __call__(self, name: str) -> Vector:
        with self._lock:
            vector = self._kept.get(name)
            if vector is not None:
                self._kept.move_to_end(name)
                return vector
        vector = self._embedder.embed_query(name)
        self.keep([name], [vector])
        return vector

    def unseen(self, names: Sequence[str]) -> list[str]:
        """Those of `names` not kept: to embed in the cue's own model call (`cue_vector`)."""
        with self._lock:
            return [n for n in names if n not in self._kept]

    def keep(self, names: Sequence[str], vectors: Sequence[Vector]) -> None:
        with self._lock:
            for name, vector in zip(names, vectors, strict=True):
                self._kept[name] = vector
                self._kept.move_to_end(name)
            while len(self._kept) > self._size:
                self._kept.popitem(last=False)


def cue_vector(cue: str, embedder: Embedder, names: NameVectors, weight: float) -> Vector:
    """The cue's vector with its names partly taken out (`without_names_vector`). Names not
    kept yet are embedded in the cue's own model call: one call after it cost a Recall a
    second model run, and 53 of 300 MSC persona cues name something new ("I like Garth
    Brooks."); side by side on the model's threads the two runs take about the time of one."""
    new = names.unseen(names_in(cue)) if weight > 0 else []
    if not new:
        return without_names_vector(cue, embedder.embed_query(cue), names, weight)
    rows = embedder.embed_queries([cue, *new])
    names.keep(new, list(rows[1:]))
    return without_names_vector(cue, rows[0], names, weight)


def without_names_vector(cue: str, vector: Vector, names: NameVectors, weight: float) -> Vector:
    """`vector` (the cue's) with `weight` times its names' vector taken out, unit length."""
    found = names_in(cue)
    if weight <= 0 or not found:
        return vector
    shift = np.sum([np.asarray(names(n), dtype=np.float32) for n in found], axis=0)
    norm = float(np.linalg.norm(shift))
    if norm == 0:
        return vector
    out = np.asarray(vector, dtype=np.float32) - weight * shift / norm
    length = float(np.linalg.norm(out))
    return out / length if length > 0 else vector
